  // lru_cache.hpp - a header-only least-recently-used cache.
  //
  // Part of the "kvtools" library. Thread-compatible, not thread-safe.
  #pragma once
  
  #include <cstddef>
  #include <functional>
  #include <list>
  #include <optional>
  #include <unordered_map>
  #include "kvtools/config.h"
  
//⌄ enclosing_range_start soulindex . . . `cpp/lru_cache.hpp`/kvtools/
  namespace kvtools {
//          ^^^^^^^ definition soulindex . . . `cpp/lru_cache.hpp`/kvtools/
//          kind Module
  
  /// Library version, bumped on every release.
//⌄ enclosing_range_start soulindex . . . `cpp/lru_cache.hpp`/kvtools/kVersion.
  constexpr int kVersion = 3;
//              ^^^^^^^^ definition soulindex . . . `cpp/lru_cache.hpp`/kvtools/kVersion.
//              kind Constant
//              documentation
//              > Library version, bumped on every release.
//                          ⌃ enclosing_range_end soulindex . . . `cpp/lru_cache.hpp`/kvtools/kVersion.
  
//⌄ enclosing_range_start soulindex . . . `cpp/lru_cache.hpp`/kvtools/kDefaultCapacity.
  inline constexpr std::size_t kDefaultCapacity = 128;
//                             ^^^^^^^^^^^^^^^^ definition soulindex . . . `cpp/lru_cache.hpp`/kvtools/kDefaultCapacity.
//                             kind Constant
//                                                   ⌃ enclosing_range_end soulindex . . . `cpp/lru_cache.hpp`/kvtools/kDefaultCapacity.
  
  /// Types that can be used as cache keys.
//⌄ enclosing_range_start soulindex . . . `cpp/lru_cache.hpp`/kvtools/Hashable#
  template <typename T>
  concept Hashable = requires(T value) {
//        ^^^^^^^^ definition soulindex . . . `cpp/lru_cache.hpp`/kvtools/Hashable#
//        kind Interface
//        documentation
//        > Types that can be used as cache keys.
      { std::hash<T>{}(value) } -> std::convertible_to<std::size_t>;
  };
// ⌃ enclosing_range_end soulindex . . . `cpp/lru_cache.hpp`/kvtools/Hashable#
  
  /// What the cache does when it is full.
//⌄ enclosing_range_start soulindex . . . `cpp/lru_cache.hpp`/kvtools/EvictionPolicy#
  enum class EvictionPolicy : unsigned char {
//           ^^^^^^^^^^^^^^ definition soulindex . . . `cpp/lru_cache.hpp`/kvtools/EvictionPolicy#
//           kind Enum
//           documentation
//           > What the cache does when it is full.
//    ⌄ enclosing_range_start soulindex . . . `cpp/lru_cache.hpp`/kvtools/EvictionPolicy#kLeastRecentlyUsed.
      kLeastRecentlyUsed,  ///< drop the entry used longest ago
//    ^^^^^^^^^^^^^^^^^^ definition soulindex . . . `cpp/lru_cache.hpp`/kvtools/EvictionPolicy#kLeastRecentlyUsed.
//    kind EnumMember
//                     ⌃ enclosing_range_end soulindex . . . `cpp/lru_cache.hpp`/kvtools/EvictionPolicy#kLeastRecentlyUsed.
//    ⌄ enclosing_range_start soulindex . . . `cpp/lru_cache.hpp`/kvtools/EvictionPolicy#kReject.
      kReject,             ///< refuse the insertion
//    ^^^^^^^ definition soulindex . . . `cpp/lru_cache.hpp`/kvtools/EvictionPolicy#kReject.
//    kind EnumMember
//          ⌃ enclosing_range_end soulindex . . . `cpp/lru_cache.hpp`/kvtools/EvictionPolicy#kReject.
  };
//⌃ enclosing_range_end soulindex . . . `cpp/lru_cache.hpp`/kvtools/EvictionPolicy#
  
  /// Counters exposed by Cache::stats().
//⌄ enclosing_range_start soulindex . . . `cpp/lru_cache.hpp`/kvtools/CacheStats#
  struct CacheStats {
//       ^^^^^^^^^^ definition soulindex . . . `cpp/lru_cache.hpp`/kvtools/CacheStats#
//       kind Struct
//       documentation
//       > Counters exposed by Cache::stats().
//    ⌄ enclosing_range_start soulindex . . . `cpp/lru_cache.hpp`/kvtools/CacheStats#hits.
      std::size_t hits = 0;
//                ^^^^ definition soulindex . . . `cpp/lru_cache.hpp`/kvtools/CacheStats#hits.
//                kind Field
//                        ⌃ enclosing_range_end soulindex . . . `cpp/lru_cache.hpp`/kvtools/CacheStats#hits.
//    ⌄ enclosing_range_start soulindex . . . `cpp/lru_cache.hpp`/kvtools/CacheStats#misses.
      std::size_t misses = 0;
//                ^^^^^^ definition soulindex . . . `cpp/lru_cache.hpp`/kvtools/CacheStats#misses.
//                kind Field
//                          ⌃ enclosing_range_end soulindex . . . `cpp/lru_cache.hpp`/kvtools/CacheStats#misses.
//    ⌄ enclosing_range_start soulindex . . . `cpp/lru_cache.hpp`/kvtools/CacheStats#evictions.
//    ⌄ enclosing_range_start soulindex . . . `cpp/lru_cache.hpp`/kvtools/CacheStats#rejections.
      std::size_t evictions = 0, rejections = 0;
//                ^^^^^^^^^ definition soulindex . . . `cpp/lru_cache.hpp`/kvtools/CacheStats#evictions.
//                kind Field
//                               ^^^^^^^^^^ definition soulindex . . . `cpp/lru_cache.hpp`/kvtools/CacheStats#rejections.
//                               kind Field
//                                             ⌃ enclosing_range_end soulindex . . . `cpp/lru_cache.hpp`/kvtools/CacheStats#evictions.
//                                             ⌃ enclosing_range_end soulindex . . . `cpp/lru_cache.hpp`/kvtools/CacheStats#rejections.
  
      /// Fraction of lookups that were hits, in [0, 1].
//    ⌄ enclosing_range_start soulindex . . . `cpp/lru_cache.hpp`/kvtools/CacheStats#hit_rate().
      double hit_rate() const noexcept {
//           ^^^^^^^^ definition soulindex . . . `cpp/lru_cache.hpp`/kvtools/CacheStats#hit_rate().
//           kind Method
//           documentation
//           > Fraction of lookups that were hits, in [0, 1].
          const auto total = hits + misses;
          return total == 0 ? 0.0 : static_cast<double>(hits) / total;
      }
//    ⌃ enclosing_range_end soulindex . . . `cpp/lru_cache.hpp`/kvtools/CacheStats#hit_rate().
  };
//⌃ enclosing_range_end soulindex . . . `cpp/lru_cache.hpp`/kvtools/CacheStats#
  
//⌄ enclosing_range_start soulindex . . . `cpp/lru_cache.hpp`/kvtools/detail/
  namespace detail {
//          ^^^^^^ definition soulindex . . . `cpp/lru_cache.hpp`/kvtools/detail/
//          kind Module
  
  /// A cache entry: the key is kept so that eviction can erase it from the index.
//⌄ enclosing_range_start soulindex . . . `cpp/lru_cache.hpp`/kvtools/detail/Node#
  template <typename K, typename V>
  struct Node {
//       ^^^^ definition soulindex . . . `cpp/lru_cache.hpp`/kvtools/detail/Node#
//       kind Struct
//       documentation
//       > A cache entry: the key is kept so that eviction can erase it from the index.
//    ⌄ enclosing_range_start soulindex . . . `cpp/lru_cache.hpp`/kvtools/detail/Node#key.
      K key;
//      ^^^ definition soulindex . . . `cpp/lru_cache.hpp`/kvtools/detail/Node#key.
//      kind Field
//         ⌃ enclosing_range_end soulindex . . . `cpp/lru_cache.hpp`/kvtools/detail/Node#key.
//    ⌄ enclosing_range_start soulindex . . . `cpp/lru_cache.hpp`/kvtools/detail/Node#value.
      V value;
//      ^^^^^ definition soulindex . . . `cpp/lru_cache.hpp`/kvtools/detail/Node#value.
//      kind Field
//           ⌃ enclosing_range_end soulindex . . . `cpp/lru_cache.hpp`/kvtools/detail/Node#value.
  };
// ⌃ enclosing_range_end soulindex . . . `cpp/lru_cache.hpp`/kvtools/detail/Node#
  
//⌄ enclosing_range_start soulindex . . . `cpp/lru_cache.hpp`/kvtools/detail/NodeList#
  template <typename K, typename V>
  using NodeList = std::list<Node<K, V>>;
//      ^^^^^^^^ definition soulindex . . . `cpp/lru_cache.hpp`/kvtools/detail/NodeList#
//      kind TypeAlias
//                                      ⌃ enclosing_range_end soulindex . . . `cpp/lru_cache.hpp`/kvtools/detail/NodeList#
  
  }  // namespace detail
//⌃ enclosing_range_end soulindex . . . `cpp/lru_cache.hpp`/kvtools/detail/
  
  /**
   * A fixed-capacity map that evicts the least recently used entry.
   *
   * Lookups move the entry to the front of the recency list.
   */
//⌄ enclosing_range_start soulindex . . . `cpp/lru_cache.hpp`/kvtools/Cache#
  template <Hashable K, typename V, typename Hash = std::hash<K>>
  class Cache {
//      ^^^^^ definition soulindex . . . `cpp/lru_cache.hpp`/kvtools/Cache#
//      kind Class
//      documentation
//      > A fixed-capacity map that evicts the least recently used entry.
//      > 
//      > Lookups move the entry to the front of the recency list.
  public:
//    ⌄ enclosing_range_start soulindex . . . `cpp/lru_cache.hpp`/kvtools/Cache#key_type#
      using key_type = K;
//          ^^^^^^^^ definition soulindex . . . `cpp/lru_cache.hpp`/kvtools/Cache#key_type#
//          kind TypeAlias
//                      ⌃ enclosing_range_end soulindex . . . `cpp/lru_cache.hpp`/kvtools/Cache#key_type#
//    ⌄ enclosing_range_start soulindex . . . `cpp/lru_cache.hpp`/kvtools/Cache#mapped_type#
      using mapped_type = V;
//          ^^^^^^^^^^^ definition soulindex . . . `cpp/lru_cache.hpp`/kvtools/Cache#mapped_type#
//          kind TypeAlias
//                         ⌃ enclosing_range_end soulindex . . . `cpp/lru_cache.hpp`/kvtools/Cache#mapped_type#
//    ⌄ enclosing_range_start soulindex . . . `cpp/lru_cache.hpp`/kvtools/Cache#size_type#
      using size_type = std::size_t;
//          ^^^^^^^^^ definition soulindex . . . `cpp/lru_cache.hpp`/kvtools/Cache#size_type#
//          kind TypeAlias
//                                 ⌃ enclosing_range_end soulindex . . . `cpp/lru_cache.hpp`/kvtools/Cache#size_type#
//    ⌄ enclosing_range_start soulindex . . . `cpp/lru_cache.hpp`/kvtools/Cache#EvictCallback#
      typedef std::function<void(const K &, V &)> EvictCallback;
//                                                ^^^^^^^^^^^^^ definition soulindex . . . `cpp/lru_cache.hpp`/kvtools/Cache#EvictCallback#
//                                                kind TypeAlias
//                                                             ⌃ enclosing_range_end soulindex . . . `cpp/lru_cache.hpp`/kvtools/Cache#EvictCallback#
  
      /// Creates an empty cache holding at most capacity entries.
//    ⌄ enclosing_range_start soulindex . . . `cpp/lru_cache.hpp`/kvtools/Cache#Cache().
      explicit Cache(size_type capacity = kDefaultCapacity,
//             ^^^^^ definition soulindex . . . `cpp/lru_cache.hpp`/kvtools/Cache#Cache().
//             kind Constructor
//             documentation
//             > Creates an empty cache holding at most capacity entries.
                     EvictionPolicy policy = EvictionPolicy::kLeastRecentlyUsed)
          : capacity_(capacity), policy_(policy) {}
//                                                ⌃ enclosing_range_end soulindex . . . `cpp/lru_cache.hpp`/kvtools/Cache#Cache().
  
//    ⌄ enclosing_range_start soulindex . . . `cpp/lru_cache.hpp`/kvtools/Cache#Cache(+1).
      Cache(const Cache &) = delete;
//    ^^^^^ definition soulindex . . . `cpp/lru_cache.hpp`/kvtools/Cache#Cache(+1).
//    kind Constructor
//                                 ⌃ enclosing_range_end soulindex . . . `cpp/lru_cache.hpp`/kvtools/Cache#Cache(+1).
//    ⌄ enclosing_range_start soulindex . . . `cpp/lru_cache.hpp`/kvtools/Cache#`operator=`().
      Cache &operator=(const Cache &) = delete;
//           ^^^^^^^^^ definition soulindex . . . `cpp/lru_cache.hpp`/kvtools/Cache#`operator=`().
//           kind Method
//                                            ⌃ enclosing_range_end soulindex . . . `cpp/lru_cache.hpp`/kvtools/Cache#`operator=`().
//    ⌄ enclosing_range_start soulindex . . . `cpp/lru_cache.hpp`/kvtools/Cache#Cache(+2).
      Cache(Cache &&other) noexcept;
//    ^^^^^ definition soulindex . . . `cpp/lru_cache.hpp`/kvtools/Cache#Cache(+2).
//    kind Constructor
//                                 ⌃ enclosing_range_end soulindex . . . `cpp/lru_cache.hpp`/kvtools/Cache#Cache(+2).
//    ⌄ enclosing_range_start soulindex . . . `cpp/lru_cache.hpp`/kvtools/Cache#`~Cache`().
      ~Cache() = default;
//    ^^^^^^ definition soulindex . . . `cpp/lru_cache.hpp`/kvtools/Cache#`~Cache`().
//    kind Method
//                      ⌃ enclosing_range_end soulindex . . . `cpp/lru_cache.hpp`/kvtools/Cache#`~Cache`().
  
      /// Returns the value for key and marks it as recently used.
//    ⌄ enclosing_range_start soulindex . . . `cpp/lru_cache.hpp`/kvtools/Cache#get().
      std::optional<V> get(const K &key);
//                     ^^^ definition soulindex . . . `cpp/lru_cache.hpp`/kvtools/Cache#get().
//                     kind Method
//                     documentation
//                     > Returns the value for key and marks it as recently used.
//                                      ⌃ enclosing_range_end soulindex . . . `cpp/lru_cache.hpp`/kvtools/Cache#get().
  
      /// Inserts or replaces a value; returns false if the policy rejected it.
//    ⌄ enclosing_range_start soulindex . . . `cpp/lru_cache.hpp`/kvtools/Cache#put().
      bool put(const K &key, V value);
//         ^^^ definition soulindex . . . `cpp/lru_cache.hpp`/kvtools/Cache#put().
//         kind Method
//         documentation
//         > Inserts or replaces a value; returns false if the policy rejected it.
//                                   ⌃ enclosing_range_end soulindex . . . `cpp/lru_cache.hpp`/kvtools/Cache#put().
  
//    ⌄ enclosing_range_start soulindex . . . `cpp/lru_cache.hpp`/kvtools/Cache#contains().
      bool contains(const K &key) const { return index_.count(key) != 0; }
//         ^^^^^^^^ definition soulindex . . . `cpp/lru_cache.hpp`/kvtools/Cache#contains().
//         kind Method
//                                                                       ⌃ enclosing_range_end soulindex . . . `cpp/lru_cache.hpp`/kvtools/Cache#contains().
//    ⌄ enclosing_range_start soulindex . . . `cpp/lru_cache.hpp`/kvtools/Cache#size().
      size_type size() const noexcept { return index_.size(); }
//              ^^^^ definition soulindex . . . `cpp/lru_cache.hpp`/kvtools/Cache#size().
//              kind Method
//                                                            ⌃ enclosing_range_end soulindex . . . `cpp/lru_cache.hpp`/kvtools/Cache#size().
//    ⌄ enclosing_range_start soulindex . . . `cpp/lru_cache.hpp`/kvtools/Cache#capacity().
      size_type capacity() const noexcept { return capacity_; }
//              ^^^^^^^^ definition soulindex . . . `cpp/lru_cache.hpp`/kvtools/Cache#capacity().
//              kind Method
//                                                            ⌃ enclosing_range_end soulindex . . . `cpp/lru_cache.hpp`/kvtools/Cache#capacity().
  
      /// Registers a callback run on every evicted entry.
//    ⌄ enclosing_range_start soulindex . . . `cpp/lru_cache.hpp`/kvtools/Cache#on_evict().
      void on_evict(EvictCallback callback) { on_evict_ = std::move(callback); }
//         ^^^^^^^^ definition soulindex . . . `cpp/lru_cache.hpp`/kvtools/Cache#on_evict().
//         kind Method
//         documentation
//         > Registers a callback run on every evicted entry.
//                                                                             ⌃ enclosing_range_end soulindex . . . `cpp/lru_cache.hpp`/kvtools/Cache#on_evict().
  
//    ⌄ enclosing_range_start soulindex . . . `cpp/lru_cache.hpp`/kvtools/Cache#stats().
      const CacheStats &stats() const { return stats_; }
//                      ^^^^^ definition soulindex . . . `cpp/lru_cache.hpp`/kvtools/Cache#stats().
//                      kind Method
//                                                     ⌃ enclosing_range_end soulindex . . . `cpp/lru_cache.hpp`/kvtools/Cache#stats().
  
      /// Visits entries from most to least recently used.
//    ⌄ enclosing_range_start soulindex . . . `cpp/lru_cache.hpp`/kvtools/Cache#for_each().
      template <typename F>
      void for_each(F &&visit) const {
//         ^^^^^^^^ definition soulindex . . . `cpp/lru_cache.hpp`/kvtools/Cache#for_each().
//         kind Method
//         documentation
//         > Visits entries from most to least recently used.
          for (const auto &node : order_) {
              visit(node.key, node.value);
//                       ^^^ reference soulindex . . . `cpp/lru_cache.hpp`/kvtools/detail/Node#key.
//                                 ^^^^^ reference soulindex . . . `cpp/lru_cache.hpp`/kvtools/detail/Node#value.
          }
      }
//    ⌃ enclosing_range_end soulindex . . . `cpp/lru_cache.hpp`/kvtools/Cache#for_each().
  
//    ⌄ enclosing_range_start soulindex . . . `cpp/lru_cache.hpp`/kvtools/Cache#`operator[]`().
      V &operator[](const K &key);
//       ^^^^^^^^^^ definition soulindex . . . `cpp/lru_cache.hpp`/kvtools/Cache#`operator[]`().
//       kind Method
//                               ⌃ enclosing_range_end soulindex . . . `cpp/lru_cache.hpp`/kvtools/Cache#`operator[]`().
//    ⌄ enclosing_range_start soulindex . . . `cpp/lru_cache.hpp`/kvtools/Cache#`operator bool() const noexcept`().
      explicit operator bool() const noexcept { return !order_.empty(); }
//             ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^ definition soulindex . . . `cpp/lru_cache.hpp`/kvtools/Cache#`operator bool() const noexcept`().
//             kind Method
//                                                                      ⌃ enclosing_range_end soulindex . . . `cpp/lru_cache.hpp`/kvtools/Cache#`operator bool() const noexcept`().
  
//           ⌄ enclosing_range_start soulindex . . . `cpp/lru_cache.hpp`/kvtools/Cache#`operator==`().
      friend bool operator==(const Cache &a, const Cache &b) {
//                ^^^^^^^^^^ definition soulindex . . . `cpp/lru_cache.hpp`/kvtools/Cache#`operator==`().
//                kind Method
          return a.order_.size() == b.order_.size();
//                 ^^^^^^ reference soulindex . . . `cpp/lru_cache.hpp`/kvtools/Cache#order_.
//                                    ^^^^^^ reference soulindex . . . `cpp/lru_cache.hpp`/kvtools/Cache#order_.
      }
//    ⌃ enclosing_range_end soulindex . . . `cpp/lru_cache.hpp`/kvtools/Cache#`operator==`().
  
//    ⌄ enclosing_range_start soulindex . . . `cpp/lru_cache.hpp`/kvtools/Cache#kMinCapacity.
      static constexpr size_type kMinCapacity = 1;
//                               ^^^^^^^^^^^^ definition soulindex . . . `cpp/lru_cache.hpp`/kvtools/Cache#kMinCapacity.
//                               kind Field
//                                               ⌃ enclosing_range_end soulindex . . . `cpp/lru_cache.hpp`/kvtools/Cache#kMinCapacity.
  
  private:
//    ⌄ enclosing_range_start soulindex . . . `cpp/lru_cache.hpp`/kvtools/Cache#List#
      using List = detail::NodeList<K, V>;
//          ^^^^ definition soulindex . . . `cpp/lru_cache.hpp`/kvtools/Cache#List#
//          kind TypeAlias
//                                       ⌃ enclosing_range_end soulindex . . . `cpp/lru_cache.hpp`/kvtools/Cache#List#
//    ⌄ enclosing_range_start soulindex . . . `cpp/lru_cache.hpp`/kvtools/Cache#Iterator#
      using Iterator = typename List::iterator;
//          ^^^^^^^^ definition soulindex . . . `cpp/lru_cache.hpp`/kvtools/Cache#Iterator#
//          kind TypeAlias
//                                            ⌃ enclosing_range_end soulindex . . . `cpp/lru_cache.hpp`/kvtools/Cache#Iterator#
  
//    ⌄ enclosing_range_start soulindex . . . `cpp/lru_cache.hpp`/kvtools/Cache#evict_one().
      void evict_one();
//         ^^^^^^^^^ definition soulindex . . . `cpp/lru_cache.hpp`/kvtools/Cache#evict_one().
//         kind Method
//                    ⌃ enclosing_range_end soulindex . . . `cpp/lru_cache.hpp`/kvtools/Cache#evict_one().
  
//    ⌄ enclosing_range_start soulindex . . . `cpp/lru_cache.hpp`/kvtools/Cache#capacity_.
      size_type capacity_;
//              ^^^^^^^^^ definition soulindex . . . `cpp/lru_cache.hpp`/kvtools/Cache#capacity_.
//              kind Field
//                       ⌃ enclosing_range_end soulindex . . . `cpp/lru_cache.hpp`/kvtools/Cache#capacity_.
//    ⌄ enclosing_range_start soulindex . . . `cpp/lru_cache.hpp`/kvtools/Cache#policy_.
      EvictionPolicy policy_;
//                   ^^^^^^^ definition soulindex . . . `cpp/lru_cache.hpp`/kvtools/Cache#policy_.
//                   kind Field
//                          ⌃ enclosing_range_end soulindex . . . `cpp/lru_cache.hpp`/kvtools/Cache#policy_.
//    ⌄ enclosing_range_start soulindex . . . `cpp/lru_cache.hpp`/kvtools/Cache#order_.
      List order_;
//         ^^^^^^ definition soulindex . . . `cpp/lru_cache.hpp`/kvtools/Cache#order_.
//         kind Field
//               ⌃ enclosing_range_end soulindex . . . `cpp/lru_cache.hpp`/kvtools/Cache#order_.
//    ⌄ enclosing_range_start soulindex . . . `cpp/lru_cache.hpp`/kvtools/Cache#index_.
      std::unordered_map<K, Iterator, Hash> index_;
//                                          ^^^^^^ definition soulindex . . . `cpp/lru_cache.hpp`/kvtools/Cache#index_.
//                                          kind Field
//                                                ⌃ enclosing_range_end soulindex . . . `cpp/lru_cache.hpp`/kvtools/Cache#index_.
//    ⌄ enclosing_range_start soulindex . . . `cpp/lru_cache.hpp`/kvtools/Cache#on_evict_.
      EvictCallback on_evict_;
//                  ^^^^^^^^^ definition soulindex . . . `cpp/lru_cache.hpp`/kvtools/Cache#on_evict_.
//                  kind Field
//                           ⌃ enclosing_range_end soulindex . . . `cpp/lru_cache.hpp`/kvtools/Cache#on_evict_.
//    ⌄ enclosing_range_start soulindex . . . `cpp/lru_cache.hpp`/kvtools/Cache#stats_.
      CacheStats stats_;
//               ^^^^^^ definition soulindex . . . `cpp/lru_cache.hpp`/kvtools/Cache#stats_.
//               kind Field
//                     ⌃ enclosing_range_end soulindex . . . `cpp/lru_cache.hpp`/kvtools/Cache#stats_.
  };
// ⌃ enclosing_range_end soulindex . . . `cpp/lru_cache.hpp`/kvtools/Cache#
  
  template <Hashable K, typename V, typename Hash>
//⌄ enclosing_range_start soulindex . . . `cpp/lru_cache.hpp`/kvtools/Cache#Cache(+3).
  Cache<K, V, Hash>::Cache(Cache &&other) noexcept
//                   ^^^^^ definition soulindex . . . `cpp/lru_cache.hpp`/kvtools/Cache#Cache(+3).
//                   kind Constructor
      : capacity_(other.capacity_),
//                      ^^^^^^^^^ reference soulindex . . . `cpp/lru_cache.hpp`/kvtools/Cache#capacity_.
        policy_(other.policy_),
//                    ^^^^^^^ reference soulindex . . . `cpp/lru_cache.hpp`/kvtools/Cache#policy_.
        order_(std::move(other.order_)),
//                             ^^^^^^ reference soulindex . . . `cpp/lru_cache.hpp`/kvtools/Cache#order_.
        index_(std::move(other.index_)) {}
//                             ^^^^^^ reference soulindex . . . `cpp/lru_cache.hpp`/kvtools/Cache#index_.
//                                       ⌃ enclosing_range_end soulindex . . . `cpp/lru_cache.hpp`/kvtools/Cache#Cache(+3).
  
//⌄ enclosing_range_start soulindex . . . `cpp/lru_cache.hpp`/kvtools/Cache#get(+1).
  template <Hashable K, typename V, typename Hash>
  std::optional<V> Cache<K, V, Hash>::get(const K &key) {
//                                    ^^^ definition soulindex . . . `cpp/lru_cache.hpp`/kvtools/Cache#get(+1).
//                                    kind Method
      auto it = index_.find(key);
      if (it == index_.end()) {
          ++stats_.misses;
          return std::nullopt;
      }
      ++stats_.hits;
      order_.splice(order_.begin(), order_, it->second);
      return it->second->value;
//                       ^^^^^ reference soulindex . . . `cpp/lru_cache.hpp`/kvtools/detail/Node#value.
  }
//⌃ enclosing_range_end soulindex . . . `cpp/lru_cache.hpp`/kvtools/Cache#get(+1).
  
//⌄ enclosing_range_start soulindex . . . `cpp/lru_cache.hpp`/kvtools/Cache#put(+1).
  template <Hashable K, typename V, typename Hash>
  bool Cache<K, V, Hash>::put(const K &key, V value) {
//                        ^^^ definition soulindex . . . `cpp/lru_cache.hpp`/kvtools/Cache#put(+1).
//                        kind Method
      if (auto it = index_.find(key); it != index_.end()) {
          it->second->value = std::move(value);
//                    ^^^^^ reference soulindex . . . `cpp/lru_cache.hpp`/kvtools/detail/Node#value.
          order_.splice(order_.begin(), order_, it->second);
          return true;
      }
      if (index_.size() >= capacity_) {
          if (policy_ == EvictionPolicy::kReject) {
              ++stats_.rejections;
              return false;
          }
          evict_one();
      }
      order_.push_front(detail::Node<K, V>{key, std::move(value)});
      index_.emplace(key, order_.begin());
      return true;
  }
//⌃ enclosing_range_end soulindex . . . `cpp/lru_cache.hpp`/kvtools/Cache#put(+1).
  
//⌄ enclosing_range_start soulindex . . . `cpp/lru_cache.hpp`/kvtools/Cache#`operator[]`(+1).
  template <Hashable K, typename V, typename Hash>
  V &Cache<K, V, Hash>::operator[](const K &key) {
//                      ^^^^^^^^^^ definition soulindex . . . `cpp/lru_cache.hpp`/kvtools/Cache#`operator[]`(+1).
//                      kind Method
      if (!contains(key)) {
          put(key, V{});
      }
      return *get(key);
  }
//⌃ enclosing_range_end soulindex . . . `cpp/lru_cache.hpp`/kvtools/Cache#`operator[]`(+1).
  
//⌄ enclosing_range_start soulindex . . . `cpp/lru_cache.hpp`/kvtools/Cache#evict_one(+1).
  template <Hashable K, typename V, typename Hash>
  void Cache<K, V, Hash>::evict_one() {
//                        ^^^^^^^^^ definition soulindex . . . `cpp/lru_cache.hpp`/kvtools/Cache#evict_one(+1).
//                        kind Method
      auto &victim = order_.back();
      if (on_evict_) {
          on_evict_(victim.key, victim.value);
//                         ^^^ reference soulindex . . . `cpp/lru_cache.hpp`/kvtools/detail/Node#key.
//                                     ^^^^^ reference soulindex . . . `cpp/lru_cache.hpp`/kvtools/detail/Node#value.
      }
      index_.erase(victim.key);
//                        ^^^ reference soulindex . . . `cpp/lru_cache.hpp`/kvtools/detail/Node#key.
      order_.pop_back();
      ++stats_.evictions;
  }
//⌃ enclosing_range_end soulindex . . . `cpp/lru_cache.hpp`/kvtools/Cache#evict_one(+1).
  
  /// Builds a cache, deducing the key and value types from the arguments.
//⌄ enclosing_range_start soulindex . . . `cpp/lru_cache.hpp`/kvtools/make_cache().
  template <Hashable K, typename V>
  Cache<K, V> make_cache(std::size_t capacity, const K &, const V &) {
//            ^^^^^^^^^^ definition soulindex . . . `cpp/lru_cache.hpp`/kvtools/make_cache().
//            kind Function
//            documentation
//            > Builds a cache, deducing the key and value types from the arguments.
      return Cache<K, V>(capacity);
  }
//⌃ enclosing_range_end soulindex . . . `cpp/lru_cache.hpp`/kvtools/make_cache().
  
//⌄ enclosing_range_start soulindex . . . `cpp/lru_cache.hpp`/kvtools/is_cache_v.
  template <typename T>
  constexpr bool is_cache_v = false;
//               ^^^^^^^^^^ definition soulindex . . . `cpp/lru_cache.hpp`/kvtools/is_cache_v.
//               kind Constant
//                                 ⌃ enclosing_range_end soulindex . . . `cpp/lru_cache.hpp`/kvtools/is_cache_v.
  
  template <typename K, typename V, typename H>
  constexpr bool is_cache_v<Cache<K, V, H>> = true;
  
  }  // namespace kvtools
//⌃ enclosing_range_end soulindex . . . `cpp/lru_cache.hpp`/kvtools/
  
