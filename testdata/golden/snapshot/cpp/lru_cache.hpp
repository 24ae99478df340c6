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
//                   ^ definition local 0
  concept Hashable = requires(T value) {
//        ^^^^^^^^ definition soulindex . . . `cpp/lru_cache.hpp`/kvtools/Hashable#
//        kind Interface
//        documentation
//        > Types that can be used as cache keys.
//                            ^ reference local 0
//                              ^^^^^ definition local 1
      { std::hash<T>{}(value) } -> std::convertible_to<std::size_t>;
//                ^ reference local 0
//                     ^^^^^ reference local 1
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
//                   ^^^^^ definition local 3
//                           ^^^^ reference soulindex . . . `cpp/lru_cache.hpp`/kvtools/CacheStats#hits.
//                                  ^^^^^^ reference soulindex . . . `cpp/lru_cache.hpp`/kvtools/CacheStats#misses.
          return total == 0 ? 0.0 : static_cast<double>(hits) / total;
//               ^^^^^ reference local 3
//                                                      ^^^^ reference soulindex . . . `cpp/lru_cache.hpp`/kvtools/CacheStats#hits.
//                                                              ^^^^^ reference local 3
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
//                   ^ definition local 4
//                               ^ definition local 5
  struct Node {
//       ^^^^ definition soulindex . . . `cpp/lru_cache.hpp`/kvtools/detail/Node#
//       kind Struct
//       documentation
//       > A cache entry: the key is kept so that eviction can erase it from the index.
//    ⌄ enclosing_range_start soulindex . . . `cpp/lru_cache.hpp`/kvtools/detail/Node#key.
      K key;
//    ^ reference local 4
//      ^^^ definition soulindex . . . `cpp/lru_cache.hpp`/kvtools/detail/Node#key.
//      kind Field
//         ⌃ enclosing_range_end soulindex . . . `cpp/lru_cache.hpp`/kvtools/detail/Node#key.
//    ⌄ enclosing_range_start soulindex . . . `cpp/lru_cache.hpp`/kvtools/detail/Node#value.
      V value;
//    ^ reference local 5
//      ^^^^^ definition soulindex . . . `cpp/lru_cache.hpp`/kvtools/detail/Node#value.
//      kind Field
//           ⌃ enclosing_range_end soulindex . . . `cpp/lru_cache.hpp`/kvtools/detail/Node#value.
  };
// ⌃ enclosing_range_end soulindex . . . `cpp/lru_cache.hpp`/kvtools/detail/Node#
  
//⌄ enclosing_range_start soulindex . . . `cpp/lru_cache.hpp`/kvtools/detail/NodeList#
  template <typename K, typename V>
//                   ^ definition local 7
//                               ^ definition local 8
  using NodeList = std::list<Node<K, V>>;
//      ^^^^^^^^ definition soulindex . . . `cpp/lru_cache.hpp`/kvtools/detail/NodeList#
//      kind TypeAlias
//                           ^^^^ reference soulindex . . . `cpp/lru_cache.hpp`/kvtools/detail/Node#
//                                ^ reference local 7
//                                   ^ reference local 8
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
//          ^^^^^^^^ reference soulindex . . . `cpp/lru_cache.hpp`/kvtools/Hashable#
//                   ^ definition local 9
//                               ^ definition local 10
//                                           ^^^^ definition local 11
//                                                            ^ reference local 9
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
//                     ^ reference local 9
//                      ⌃ enclosing_range_end soulindex . . . `cpp/lru_cache.hpp`/kvtools/Cache#key_type#
//    ⌄ enclosing_range_start soulindex . . . `cpp/lru_cache.hpp`/kvtools/Cache#mapped_type#
      using mapped_type = V;
//          ^^^^^^^^^^^ definition soulindex . . . `cpp/lru_cache.hpp`/kvtools/Cache#mapped_type#
//          kind TypeAlias
//                        ^ reference local 10
//                         ⌃ enclosing_range_end soulindex . . . `cpp/lru_cache.hpp`/kvtools/Cache#mapped_type#
//    ⌄ enclosing_range_start soulindex . . . `cpp/lru_cache.hpp`/kvtools/Cache#size_type#
      using size_type = std::size_t;
//          ^^^^^^^^^ definition soulindex . . . `cpp/lru_cache.hpp`/kvtools/Cache#size_type#
//          kind TypeAlias
//                                 ⌃ enclosing_range_end soulindex . . . `cpp/lru_cache.hpp`/kvtools/Cache#size_type#
//    ⌄ enclosing_range_start soulindex . . . `cpp/lru_cache.hpp`/kvtools/Cache#EvictCallback#
      typedef std::function<void(const K &, V &)> EvictCallback;
//                                     ^ reference local 9
//                                          ^ reference local 10
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
//                   ^^^^^^^^^ reference soulindex . . . `cpp/lru_cache.hpp`/kvtools/Cache#size_type#
//                             ^^^^^^^^ definition local 13
                     EvictionPolicy policy = EvictionPolicy::kLeastRecentlyUsed)
//                   ^^^^^^^^^^^^^^ reference soulindex . . . `cpp/lru_cache.hpp`/kvtools/EvictionPolicy#
//                                  ^^^^^^ definition local 14
//                                           ^^^^^^^^^^^^^^ reference soulindex . . . `cpp/lru_cache.hpp`/kvtools/EvictionPolicy#
//                                                           ^^^^^^^^^^^^^^^^^^ reference soulindex . . . `cpp/lru_cache.hpp`/kvtools/EvictionPolicy#kLeastRecentlyUsed.
          : capacity_(capacity), policy_(policy) {}
//          ^^^^^^^^^ reference soulindex . . . `cpp/lru_cache.hpp`/kvtools/Cache#capacity_.
//                    ^^^^^^^^ reference local 13
//                               ^^^^^^^ reference soulindex . . . `cpp/lru_cache.hpp`/kvtools/Cache#policy_.
//                                       ^^^^^^ reference local 14
//                                                ⌃ enclosing_range_end soulindex . . . `cpp/lru_cache.hpp`/kvtools/Cache#Cache().
  
//    ⌄ enclosing_range_start soulindex . . . `cpp/lru_cache.hpp`/kvtools/Cache#Cache(+1).
      Cache(const Cache &) = delete;
//    ^^^^^ definition soulindex . . . `cpp/lru_cache.hpp`/kvtools/Cache#Cache(+1).
//    kind Constructor
//                ^^^^^ reference soulindex . . . `cpp/lru_cache.hpp`/kvtools/Cache#
//                                 ⌃ enclosing_range_end soulindex . . . `cpp/lru_cache.hpp`/kvtools/Cache#Cache(+1).
//    ⌄ enclosing_range_start soulindex . . . `cpp/lru_cache.hpp`/kvtools/Cache#`operator=`().
      Cache &operator=(const Cache &) = delete;
//    ^^^^^ reference soulindex . . . `cpp/lru_cache.hpp`/kvtools/Cache#
//           ^^^^^^^^^ definition soulindex . . . `cpp/lru_cache.hpp`/kvtools/Cache#`operator=`().
//           kind Method
//                           ^^^^^ reference soulindex . . . `cpp/lru_cache.hpp`/kvtools/Cache#
//                                            ⌃ enclosing_range_end soulindex . . . `cpp/lru_cache.hpp`/kvtools/Cache#`operator=`().
//    ⌄ enclosing_range_start soulindex . . . `cpp/lru_cache.hpp`/kvtools/Cache#Cache(+2).
      Cache(Cache &&other) noexcept;
//    ^^^^^ definition soulindex . . . `cpp/lru_cache.hpp`/kvtools/Cache#Cache(+2).
//    kind Constructor
//          ^^^^^ reference soulindex . . . `cpp/lru_cache.hpp`/kvtools/Cache#
//                  ^^^^^ definition local 15
//                                 ⌃ enclosing_range_end soulindex . . . `cpp/lru_cache.hpp`/kvtools/Cache#Cache(+2).
//    ⌄ enclosing_range_start soulindex . . . `cpp/lru_cache.hpp`/kvtools/Cache#`~Cache`().
      ~Cache() = default;
//    ^^^^^^ definition soulindex . . . `cpp/lru_cache.hpp`/kvtools/Cache#`~Cache`().
//    kind Method
//     ^^^^^ reference soulindex . . . `cpp/lru_cache.hpp`/kvtools/Cache#
//                      ⌃ enclosing_range_end soulindex . . . `cpp/lru_cache.hpp`/kvtools/Cache#`~Cache`().
  
      /// Returns the value for key and marks it as recently used.
//    ⌄ enclosing_range_start soulindex . . . `cpp/lru_cache.hpp`/kvtools/Cache#get().
      std::optional<V> get(const K &key);
//                  ^ reference local 10
//                     ^^^ definition soulindex . . . `cpp/lru_cache.hpp`/kvtools/Cache#get().
//                     kind Method
//                     documentation
//                     > Returns the value for key and marks it as recently used.
//                               ^ reference local 9
//                                  ^^^ definition local 16
//                                      ⌃ enclosing_range_end soulindex . . . `cpp/lru_cache.hpp`/kvtools/Cache#get().
  
      /// Inserts or replaces a value; returns false if the policy rejected it.
//    ⌄ enclosing_range_start soulindex . . . `cpp/lru_cache.hpp`/kvtools/Cache#put().
      bool put(const K &key, V value);
//         ^^^ definition soulindex . . . `cpp/lru_cache.hpp`/kvtools/Cache#put().
//         kind Method
//         documentation
//         > Inserts or replaces a value; returns false if the policy rejected it.
//                   ^ reference local 9
//                      ^^^ definition local 17
//                           ^ reference local 10
//                             ^^^^^ definition local 18
//                                   ⌃ enclosing_range_end soulindex . . . `cpp/lru_cache.hpp`/kvtools/Cache#put().
  
//    ⌄ enclosing_range_start soulindex . . . `cpp/lru_cache.hpp`/kvtools/Cache#contains().
      bool contains(const K &key) const { return index_.count(key) != 0; }
//         ^^^^^^^^ definition soulindex . . . `cpp/lru_cache.hpp`/kvtools/Cache#contains().
//         kind Method
//                        ^ reference local 9
//                           ^^^ definition local 19
//                                               ^^^^^^ reference soulindex . . . `cpp/lru_cache.hpp`/kvtools/Cache#index_.
//                                                            ^^^ reference local 19
//                                                                       ⌃ enclosing_range_end soulindex . . . `cpp/lru_cache.hpp`/kvtools/Cache#contains().
//    ⌄ enclosing_range_start soulindex . . . `cpp/lru_cache.hpp`/kvtools/Cache#size().
      size_type size() const noexcept { return index_.size(); }
//    ^^^^^^^^^ reference soulindex . . . `cpp/lru_cache.hpp`/kvtools/Cache#size_type#
//              ^^^^ definition soulindex . . . `cpp/lru_cache.hpp`/kvtools/Cache#size().
//              kind Method
//                                             ^^^^^^ reference soulindex . . . `cpp/lru_cache.hpp`/kvtools/Cache#index_.
//                                                            ⌃ enclosing_range_end soulindex . . . `cpp/lru_cache.hpp`/kvtools/Cache#size().
//    ⌄ enclosing_range_start soulindex . . . `cpp/lru_cache.hpp`/kvtools/Cache#capacity().
      size_type capacity() const noexcept { return capacity_; }
//    ^^^^^^^^^ reference soulindex . . . `cpp/lru_cache.hpp`/kvtools/Cache#size_type#
//              ^^^^^^^^ definition soulindex . . . `cpp/lru_cache.hpp`/kvtools/Cache#capacity().
//              kind Method
//                                                 ^^^^^^^^^ reference soulindex . . . `cpp/lru_cache.hpp`/kvtools/Cache#capacity_.
//                                                            ⌃ enclosing_range_end soulindex . . . `cpp/lru_cache.hpp`/kvtools/Cache#capacity().
  
      /// Registers a callback run on every evicted entry.
//    ⌄ enclosing_range_start soulindex . . . `cpp/lru_cache.hpp`/kvtools/Cache#on_evict().
      void on_evict(EvictCallback callback) { on_evict_ = std::move(callback); }
//         ^^^^^^^^ definition soulindex . . . `cpp/lru_cache.hpp`/kvtools/Cache#on_evict().
//         kind Method
//         documentation
//         > Registers a callback run on every evicted entry.
//                  ^^^^^^^^^^^^^ reference soulindex . . . `cpp/lru_cache.hpp`/kvtools/Cache#EvictCallback#
//                                ^^^^^^^^ definition local 20
//                                            ^^^^^^^^^ reference soulindex . . . `cpp/lru_cache.hpp`/kvtools/Cache#on_evict_.
//                                                                  ^^^^^^^^ reference local 20
//                                                                             ⌃ enclosing_range_end soulindex . . . `cpp/lru_cache.hpp`/kvtools/Cache#on_evict().
  
//    ⌄ enclosing_range_start soulindex . . . `cpp/lru_cache.hpp`/kvtools/Cache#stats().
      const CacheStats &stats() const { return stats_; }
//          ^^^^^^^^^^ reference soulindex . . . `cpp/lru_cache.hpp`/kvtools/CacheStats#
//                      ^^^^^ definition soulindex . . . `cpp/lru_cache.hpp`/kvtools/Cache#stats().
//                      kind Method
//                                             ^^^^^^ reference soulindex . . . `cpp/lru_cache.hpp`/kvtools/Cache#stats_.
//                                                     ⌃ enclosing_range_end soulindex . . . `cpp/lru_cache.hpp`/kvtools/Cache#stats().
  
      /// Visits entries from most to least recently used.
//    ⌄ enclosing_range_start soulindex . . . `cpp/lru_cache.hpp`/kvtools/Cache#for_each().
      template <typename F>
//                       ^ definition local 21
      void for_each(F &&visit) const {
//         ^^^^^^^^ definition soulindex . . . `cpp/lru_cache.hpp`/kvtools/Cache#for_each().
//         kind Method
//         documentation
//         > Visits entries from most to least recently used.
//                  ^ reference local 21
//                      ^^^^^ definition local 22
          for (const auto &node : order_) {
//                         ^^^^ definition local 23
//                                ^^^^^^ reference soulindex . . . `cpp/lru_cache.hpp`/kvtools/Cache#order_.
              visit(node.key, node.value);
//            ^^^^^ reference local 22
//                  ^^^^ reference local 23
//                       ^^^ reference soulindex . . . `cpp/lru_cache.hpp`/kvtools/detail/Node#key.
//                            ^^^^ reference local 23
//                                 ^^^^^ reference soulindex . . . `cpp/lru_cache.hpp`/kvtools/detail/Node#value.
          }
      }
//    ⌃ enclosing_range_end soulindex . . . `cpp/lru_cache.hpp`/kvtools/Cache#for_each().
  
//    ⌄ enclosing_range_start soulindex . . . `cpp/lru_cache.hpp`/kvtools/Cache#`operator[]`().
      V &operator[](const K &key);
//    ^ reference local 10
//       ^^^^^^^^^^ definition soulindex . . . `cpp/lru_cache.hpp`/kvtools/Cache#`operator[]`().
//       kind Method
//                        ^ reference local 9
//                           ^^^ definition local 24
//                               ⌃ enclosing_range_end soulindex . . . `cpp/lru_cache.hpp`/kvtools/Cache#`operator[]`().
//    ⌄ enclosing_range_start soulindex . . . `cpp/lru_cache.hpp`/kvtools/Cache#`operator bool() const noexcept`().
      explicit operator bool() const noexcept { return !order_.empty(); }
//             ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^ definition soulindex . . . `cpp/lru_cache.hpp`/kvtools/Cache#`operator bool() const noexcept`().
//             kind Method
//                                                      ^^^^^^ reference soulindex . . . `cpp/lru_cache.hpp`/kvtools/Cache#order_.
//                                                                      ⌃ enclosing_range_end soulindex . . . `cpp/lru_cache.hpp`/kvtools/Cache#`operator bool() const noexcept`().
  
//           ⌄ enclosing_range_start soulindex . . . `cpp/lru_cache.hpp`/kvtools/Cache#`operator==`().
      friend bool operator==(const Cache &a, const Cache &b) {
//                ^^^^^^^^^^ definition soulindex . . . `cpp/lru_cache.hpp`/kvtools/Cache#`operator==`().
//                kind Method
//                                 ^^^^^ reference soulindex . . . `cpp/lru_cache.hpp`/kvtools/Cache#
//                                        ^ definition local 25
//                                                 ^^^^^ reference soulindex . . . `cpp/lru_cache.hpp`/kvtools/Cache#
//                                                        ^ definition local 26
          return a.order_.size() == b.order_.size();
//               ^ reference local 25
//                 ^^^^^^ reference soulindex . . . `cpp/lru_cache.hpp`/kvtools/Cache#order_.
//                                  ^ reference local 26
//                                    ^^^^^^ reference soulindex . . . `cpp/lru_cache.hpp`/kvtools/Cache#order_.
      }
//    ⌃ enclosing_range_end soulindex . . . `cpp/lru_cache.hpp`/kvtools/Cache#`operator==`().
  
//    ⌄ enclosing_range_start soulindex . . . `cpp/lru_cache.hpp`/kvtools/Cache#kMinCapacity.
      static constexpr size_type kMinCapacity = 1;
//                     ^^^^^^^^^ reference soulindex . . . `cpp/lru_cache.hpp`/kvtools/Cache#size_type#
//                               ^^^^^^^^^^^^ definition soulindex . . . `cpp/lru_cache.hpp`/kvtools/Cache#kMinCapacity.
//                               kind Field
//                                               ⌃ enclosing_range_end soulindex . . . `cpp/lru_cache.hpp`/kvtools/Cache#kMinCapacity.
  
  private:
//    ⌄ enclosing_range_start soulindex . . . `cpp/lru_cache.hpp`/kvtools/Cache#List#
      using List = detail::NodeList<K, V>;
//          ^^^^ definition soulindex . . . `cpp/lru_cache.hpp`/kvtools/Cache#List#
//          kind TypeAlias
//                         ^^^^^^^^ reference soulindex . . . `cpp/lru_cache.hpp`/kvtools/detail/NodeList#
//                                  ^ reference local 9
//                                     ^ reference local 10
//                                       ⌃ enclosing_range_end soulindex . . . `cpp/lru_cache.hpp`/kvtools/Cache#List#
//    ⌄ enclosing_range_start soulindex . . . `cpp/lru_cache.hpp`/kvtools/Cache#Iterator#
      using Iterator = typename List::iterator;
//          ^^^^^^^^ definition soulindex . . . `cpp/lru_cache.hpp`/kvtools/Cache#Iterator#
//          kind TypeAlias
//                              ^^^^ reference soulindex . . . `cpp/lru_cache.hpp`/kvtools/Cache#List#
//                                            ⌃ enclosing_range_end soulindex . . . `cpp/lru_cache.hpp`/kvtools/Cache#Iterator#
  
//    ⌄ enclosing_range_start soulindex . . . `cpp/lru_cache.hpp`/kvtools/Cache#evict_one().
      void evict_one();
//         ^^^^^^^^^ definition soulindex . . . `cpp/lru_cache.hpp`/kvtools/Cache#evict_one().
//         kind Method
//                    ⌃ enclosing_range_end soulindex . . . `cpp/lru_cache.hpp`/kvtools/Cache#evict_one().
  
//    ⌄ enclosing_range_start soulindex . . . `cpp/lru_cache.hpp`/kvtools/Cache#capacity_.
      size_type capacity_;
//    ^^^^^^^^^ reference soulindex . . . `cpp/lru_cache.hpp`/kvtools/Cache#size_type#
//              ^^^^^^^^^ definition soulindex . . . `cpp/lru_cache.hpp`/kvtools/Cache#capacity_.
//              kind Field
//                       ⌃ enclosing_range_end soulindex . . . `cpp/lru_cache.hpp`/kvtools/Cache#capacity_.
//    ⌄ enclosing_range_start soulindex . . . `cpp/lru_cache.hpp`/kvtools/Cache#policy_.
      EvictionPolicy policy_;
//    ^^^^^^^^^^^^^^ reference soulindex . . . `cpp/lru_cache.hpp`/kvtools/EvictionPolicy#
//                   ^^^^^^^ definition soulindex . . . `cpp/lru_cache.hpp`/kvtools/Cache#policy_.
//                   kind Field
//                          ⌃ enclosing_range_end soulindex . . . `cpp/lru_cache.hpp`/kvtools/Cache#policy_.
//    ⌄ enclosing_range_start soulindex . . . `cpp/lru_cache.hpp`/kvtools/Cache#order_.
      List order_;
//    ^^^^ reference soulindex . . . `cpp/lru_cache.hpp`/kvtools/Cache#List#
//         ^^^^^^ definition soulindex . . . `cpp/lru_cache.hpp`/kvtools/Cache#order_.
//         kind Field
//               ⌃ enclosing_range_end soulindex . . . `cpp/lru_cache.hpp`/kvtools/Cache#order_.
//    ⌄ enclosing_range_start soulindex . . . `cpp/lru_cache.hpp`/kvtools/Cache#index_.
      std::unordered_map<K, Iterator, Hash> index_;
//                       ^ reference local 9
//                          ^^^^^^^^ reference soulindex . . . `cpp/lru_cache.hpp`/kvtools/Cache#Iterator#
//                                    ^^^^ reference local 11
//                                          ^^^^^^ definition soulindex . . . `cpp/lru_cache.hpp`/kvtools/Cache#index_.
//                                          kind Field
//                                                ⌃ enclosing_range_end soulindex . . . `cpp/lru_cache.hpp`/kvtools/Cache#index_.
//    ⌄ enclosing_range_start soulindex . . . `cpp/lru_cache.hpp`/kvtools/Cache#on_evict_.
      EvictCallback on_evict_;
//    ^^^^^^^^^^^^^ reference soulindex . . . `cpp/lru_cache.hpp`/kvtools/Cache#EvictCallback#
//                  ^^^^^^^^^ definition soulindex . . . `cpp/lru_cache.hpp`/kvtools/Cache#on_evict_.
//                  kind Field
//                           ⌃ enclosing_range_end soulindex . . . `cpp/lru_cache.hpp`/kvtools/Cache#on_evict_.
//    ⌄ enclosing_range_start soulindex . . . `cpp/lru_cache.hpp`/kvtools/Cache#stats_.
      CacheStats stats_;
//    ^^^^^^^^^^ reference soulindex . . . `cpp/lru_cache.hpp`/kvtools/CacheStats#
//               ^^^^^^ definition soulindex . . . `cpp/lru_cache.hpp`/kvtools/Cache#stats_.
//               kind Field
//                     ⌃ enclosing_range_end soulindex . . . `cpp/lru_cache.hpp`/kvtools/Cache#stats_.
  };
// ⌃ enclosing_range_end soulindex . . . `cpp/lru_cache.hpp`/kvtools/Cache#
  
  template <Hashable K, typename V, typename Hash>
//          ^^^^^^^^ reference soulindex . . . `cpp/lru_cache.hpp`/kvtools/Hashable#
//                   ^ definition local 27
//                               ^ definition local 28
//                                           ^^^^ definition local 29
//⌄ enclosing_range_start soulindex . . . `cpp/lru_cache.hpp`/kvtools/Cache#Cache(+3).
  Cache<K, V, Hash>::Cache(Cache &&other) noexcept
//^^^^^ reference soulindex . . . `cpp/lru_cache.hpp`/kvtools/Cache#
//      ^ reference local 27
//         ^ reference local 28
//            ^^^^ reference local 29
//                   ^^^^^ definition soulindex . . . `cpp/lru_cache.hpp`/kvtools/Cache#Cache(+3).
//                   kind Constructor
//                         ^^^^^ reference soulindex . . . `cpp/lru_cache.hpp`/kvtools/Cache#
//                                 ^^^^^ definition local 30
      : capacity_(other.capacity_),
//                ^^^^^ reference local 30
//                      ^^^^^^^^^ reference soulindex . . . `cpp/lru_cache.hpp`/kvtools/Cache#capacity_.
        policy_(other.policy_),
//              ^^^^^ reference local 30
//                    ^^^^^^^ reference soulindex . . . `cpp/lru_cache.hpp`/kvtools/Cache#policy_.
        order_(std::move(other.order_)),
//                       ^^^^^ reference local 30
//                             ^^^^^^ reference soulindex . . . `cpp/lru_cache.hpp`/kvtools/Cache#order_.
        index_(std::move(other.index_)) {}
//                       ^^^^^ reference local 30
//                             ^^^^^^ reference soulindex . . . `cpp/lru_cache.hpp`/kvtools/Cache#index_.
//                                       ⌃ enclosing_range_end soulindex . . . `cpp/lru_cache.hpp`/kvtools/Cache#Cache(+3).
  
//⌄ enclosing_range_start soulindex . . . `cpp/lru_cache.hpp`/kvtools/Cache#get(+1).
  template <Hashable K, typename V, typename Hash>
//          ^^^^^^^^ reference soulindex . . . `cpp/lru_cache.hpp`/kvtools/Hashable#
//                   ^ definition local 31
//                               ^ definition local 32
//                                           ^^^^ definition local 33
  std::optional<V> Cache<K, V, Hash>::get(const K &key) {
//              ^ reference local 32
//                 ^^^^^ reference soulindex . . . `cpp/lru_cache.hpp`/kvtools/Cache#
//                       ^ reference local 31
//                          ^ reference local 32
//                             ^^^^ reference local 33
//                                    ^^^ definition soulindex . . . `cpp/lru_cache.hpp`/kvtools/Cache#get(+1).
//                                    kind Method
//                                              ^ reference local 31
//                                                 ^^^ definition local 34
      auto it = index_.find(key);
//         ^^ definition local 35
//                          ^^^ reference local 34
      if (it == index_.end()) {
//        ^^ reference local 35
          ++stats_.misses;
          return std::nullopt;
      }
      ++stats_.hits;
      order_.splice(order_.begin(), order_, it->second);
//                                          ^^ reference local 35
      return it->second->value;
//           ^^ reference local 35
//                       ^^^^^ reference soulindex . . . `cpp/lru_cache.hpp`/kvtools/detail/Node#value.
  }
//⌃ enclosing_range_end soulindex . . . `cpp/lru_cache.hpp`/kvtools/Cache#get(+1).
  
//⌄ enclosing_range_start soulindex . . . `cpp/lru_cache.hpp`/kvtools/Cache#put(+1).
  template <Hashable K, typename V, typename Hash>
//          ^^^^^^^^ reference soulindex . . . `cpp/lru_cache.hpp`/kvtools/Hashable#
//                   ^ definition local 36
//                               ^ definition local 37
//                                           ^^^^ definition local 38
  bool Cache<K, V, Hash>::put(const K &key, V value) {
//     ^^^^^ reference soulindex . . . `cpp/lru_cache.hpp`/kvtools/Cache#
//           ^ reference local 36
//              ^ reference local 37
//                 ^^^^ reference local 38
//                        ^^^ definition soulindex . . . `cpp/lru_cache.hpp`/kvtools/Cache#put(+1).
//                        kind Method
//                                  ^ reference local 36
//                                     ^^^ definition local 39
//                                          ^ reference local 37
//                                            ^^^^^ definition local 40
      if (auto it = index_.find(key); it != index_.end()) {
//             ^^ definition local 41
//                              ^^^ reference local 39
//                                    ^^ reference local 41
          it->second->value = std::move(value);
//        ^^ reference local 41
//                    ^^^^^ reference soulindex . . . `cpp/lru_cache.hpp`/kvtools/detail/Node#value.
//                                      ^^^^^ reference local 40
          order_.splice(order_.begin(), order_, it->second);
//                                              ^^ reference local 41
          return true;
      }
      if (index_.size() >= capacity_) {
          if (policy_ == EvictionPolicy::kReject) {
//                       ^^^^^^^^^^^^^^ reference soulindex . . . `cpp/lru_cache.hpp`/kvtools/EvictionPolicy#
//                                       ^^^^^^^ reference soulindex . . . `cpp/lru_cache.hpp`/kvtools/EvictionPolicy#kReject.
              ++stats_.rejections;
              return false;
          }
          evict_one();
      }
      order_.push_front(detail::Node<K, V>{key, std::move(value)});
//                              ^^^^ reference soulindex . . . `cpp/lru_cache.hpp`/kvtools/detail/Node#
//                                   ^ reference local 36
//                                      ^ reference local 37
//                                         ^^^ reference local 39
//                                                        ^^^^^ reference local 40
      index_.emplace(key, order_.begin());
//                   ^^^ reference local 39
      return true;
  }
//⌃ enclosing_range_end soulindex . . . `cpp/lru_cache.hpp`/kvtools/Cache#put(+1).
  
//⌄ enclosing_range_start soulindex . . . `cpp/lru_cache.hpp`/kvtools/Cache#`operator[]`(+1).
  template <Hashable K, typename V, typename Hash>
//          ^^^^^^^^ reference soulindex . . . `cpp/lru_cache.hpp`/kvtools/Hashable#
//                   ^ definition local 42
//                               ^ definition local 43
//                                           ^^^^ definition local 44
  V &Cache<K, V, Hash>::operator[](const K &key) {
//^ reference local 43
//   ^^^^^ reference soulindex . . . `cpp/lru_cache.hpp`/kvtools/Cache#
//         ^ reference local 42
//            ^ reference local 43
//               ^^^^ reference local 44
//                      ^^^^^^^^^^ definition soulindex . . . `cpp/lru_cache.hpp`/kvtools/Cache#`operator[]`(+1).
//                      kind Method
//                                       ^ reference local 42
//                                          ^^^ definition local 45
      if (!contains(key)) {
//                  ^^^ reference local 45
          put(key, V{});
//            ^^^ reference local 45
//                 ^ reference local 43
      }
      return *get(key);
//                ^^^ reference local 45
  }
//⌃ enclosing_range_end soulindex . . . `cpp/lru_cache.hpp`/kvtools/Cache#`operator[]`(+1).
  
//⌄ enclosing_range_start soulindex . . . `cpp/lru_cache.hpp`/kvtools/Cache#evict_one(+1).
  template <Hashable K, typename V, typename Hash>
//          ^^^^^^^^ reference soulindex . . . `cpp/lru_cache.hpp`/kvtools/Hashable#
//                   ^ definition local 46
//                               ^ definition local 47
//                                           ^^^^ definition local 48
  void Cache<K, V, Hash>::evict_one() {
//     ^^^^^ reference soulindex . . . `cpp/lru_cache.hpp`/kvtools/Cache#
//           ^ reference local 46
//              ^ reference local 47
//                 ^^^^ reference local 48
//                        ^^^^^^^^^ definition soulindex . . . `cpp/lru_cache.hpp`/kvtools/Cache#evict_one(+1).
//                        kind Method
      auto &victim = order_.back();
//          ^^^^^^ definition local 49
      if (on_evict_) {
          on_evict_(victim.key, victim.value);
//                  ^^^^^^ reference local 49
//                         ^^^ reference soulindex . . . `cpp/lru_cache.hpp`/kvtools/detail/Node#key.
//                              ^^^^^^ reference local 49
//                                     ^^^^^ reference soulindex . . . `cpp/lru_cache.hpp`/kvtools/detail/Node#value.
      }
      index_.erase(victim.key);
//                 ^^^^^^ reference local 49
//                        ^^^ reference soulindex . . . `cpp/lru_cache.hpp`/kvtools/detail/Node#key.
      order_.pop_back();
      ++stats_.evictions;
  }
//⌃ enclosing_range_end soulindex . . . `cpp/lru_cache.hpp`/kvtools/Cache#evict_one(+1).
  
  /// Builds a cache, deducing the key and value types from the arguments.
//⌄ enclosing_range_start soulindex . . . `cpp/lru_cache.hpp`/kvtools/make_cache().
  template <Hashable K, typename V>
//          ^^^^^^^^ reference soulindex . . . `cpp/lru_cache.hpp`/kvtools/Hashable#
//                   ^ definition local 50
//                               ^ definition local 51
  Cache<K, V> make_cache(std::size_t capacity, const K &, const V &) {
//^^^^^ reference soulindex . . . `cpp/lru_cache.hpp`/kvtools/Cache#
//      ^ reference local 50
//         ^ reference local 51
//            ^^^^^^^^^^ definition soulindex . . . `cpp/lru_cache.hpp`/kvtools/make_cache().
//            kind Function
//            documentation
//            > Builds a cache, deducing the key and value types from the arguments.
//                                   ^^^^^^^^ definition local 52
//                                                   ^ reference local 50
//                                                              ^ reference local 51
      return Cache<K, V>(capacity);
//           ^^^^^ reference soulindex . . . `cpp/lru_cache.hpp`/kvtools/Cache#
//                 ^ reference local 50
//                    ^ reference local 51
//                       ^^^^^^^^ reference local 52
  }
//⌃ enclosing_range_end soulindex . . . `cpp/lru_cache.hpp`/kvtools/make_cache().
  
//⌄ enclosing_range_start soulindex . . . `cpp/lru_cache.hpp`/kvtools/is_cache_v.
  template <typename T>
//                   ^ definition local 53
  constexpr bool is_cache_v = false;
//               ^^^^^^^^^^ definition soulindex . . . `cpp/lru_cache.hpp`/kvtools/is_cache_v.
//               kind Constant
//                                 ⌃ enclosing_range_end soulindex . . . `cpp/lru_cache.hpp`/kvtools/is_cache_v.
  
  template <typename K, typename V, typename H>
//                   ^ definition local 55
//                               ^ definition local 56
//                                           ^ definition local 57
  constexpr bool is_cache_v<Cache<K, V, H>> = true;
//                          ^^^^^ reference soulindex . . . `cpp/lru_cache.hpp`/kvtools/Cache#
//                                ^ reference local 55
//                                   ^ reference local 56
//                                      ^ reference local 57
  
  }  // namespace kvtools
//⌃ enclosing_range_end soulindex . . . `cpp/lru_cache.hpp`/kvtools/
  
