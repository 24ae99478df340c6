  // Package cache implements a size-bounded, concurrency-safe LRU cache with
  // per-entry expiry, eviction callbacks and pluggable clocks.
  //
  // The zero value of Cache is not usable; create caches with New.
  package cache
  
  import (
   "container/list"
   "context"
   "errors"
   "fmt"
   "sync"
   "time"
  
   _ "embed"
   . "math"
  
   metrics "github.com/soulindex/example/internal/metrics"
  )
  
  import stdlog "log"
  
  //go:embed defaults.json
//⌄ enclosing_range_start soulindex . . . go/defaultConfig.
  var defaultConfig []byte
//    ^^^^^^^^^^^^^ definition soulindex . . . go/defaultConfig.
//    kind Variable
//                       ⌃ enclosing_range_end soulindex . . . go/defaultConfig.
  
  // DefaultCapacity is used when Options.Capacity is zero.
//⌄ enclosing_range_start soulindex . . . go/DefaultCapacity.
  const DefaultCapacity = 1024
//      ^^^^^^^^^^^^^^^ definition soulindex . . . go/DefaultCapacity.
//      kind Constant
//      documentation
//      > DefaultCapacity is used when Options.Capacity is zero.
//                           ⌃ enclosing_range_end soulindex . . . go/DefaultCapacity.
  
  // MinTTL and MaxTTL bound the per-entry time to live.
//⌄ enclosing_range_start soulindex . . . go/MinTTL.
//⌄ enclosing_range_start soulindex . . . go/MaxTTL.
  const MinTTL, MaxTTL = time.Millisecond, 24 * time.Hour
//      ^^^^^^ definition soulindex . . . go/MinTTL.
//      kind Constant
//      documentation
//      > MinTTL and MaxTTL bound the per-entry time to live.
//              ^^^^^^ definition soulindex . . . go/MaxTTL.
//              kind Constant
//              documentation
//              > MinTTL and MaxTTL bound the per-entry time to live.
//                                                      ⌃ enclosing_range_end soulindex . . . go/MinTTL.
//                                                      ⌃ enclosing_range_end soulindex . . . go/MaxTTL.
  
  const (
   // shardCount must be a power of two.
// ⌄ enclosing_range_start soulindex . . . go/shardCount.
   shardCount = 16
// ^^^^^^^^^^ definition soulindex . . . go/shardCount.
// kind Constant
// documentation
// > shardCount must be a power of two.
//               ⌃ enclosing_range_end soulindex . . . go/shardCount.
// ⌄ enclosing_range_start soulindex . . . go/shardMask.
   shardMask  = shardCount - 1
// ^^^^^^^^^ definition soulindex . . . go/shardMask.
// kind Constant
//              ^^^^^^^^^^ reference soulindex . . . go/shardCount.
//                           ⌃ enclosing_range_end soulindex . . . go/shardMask.
  
// ⌄ enclosing_range_start soulindex . . . go/version.
   version string = "v0.3.1"
// ^^^^^^^ definition soulindex . . . go/version.
// kind Constant
//                         ⌃ enclosing_range_end soulindex . . . go/version.
  )
  
  // EvictReason says why an entry left the cache.
//⌄ enclosing_range_start soulindex . . . go/EvictReason#
  type EvictReason int
//     ^^^^^^^^^^^ definition soulindex . . . go/EvictReason#
//     kind TypeAlias
//     documentation
//     > EvictReason says why an entry left the cache.
//                   ⌃ enclosing_range_end soulindex . . . go/EvictReason#
  
  // The eviction reasons, in increasing order of severity.
  const (
   // ReasonRemoved: the caller deleted the entry.
// ⌄ enclosing_range_start soulindex . . . go/ReasonRemoved.
   ReasonRemoved EvictReason = iota
// ^^^^^^^^^^^^^ definition soulindex . . . go/ReasonRemoved.
// kind Constant
// documentation
// > ReasonRemoved: the caller deleted the entry.
//               ^^^^^^^^^^^ reference soulindex . . . go/EvictReason#
//                                ⌃ enclosing_range_end soulindex . . . go/ReasonRemoved.
// ⌄ enclosing_range_start soulindex . . . go/ReasonExpired.
   ReasonExpired               // the TTL elapsed
// ^^^^^^^^^^^^^ definition soulindex . . . go/ReasonExpired.
// kind Constant
//             ⌃ enclosing_range_end soulindex . . . go/ReasonExpired.
// ⌄ enclosing_range_start soulindex . . . go/ReasonCapacity.
   ReasonCapacity              // the cache was full
// ^^^^^^^^^^^^^^ definition soulindex . . . go/ReasonCapacity.
// kind Constant
//              ⌃ enclosing_range_end soulindex . . . go/ReasonCapacity.
// ⌄ enclosing_range_start soulindex . . . go/reasonClosed.
   reasonClosed
// ^^^^^^^^^^^^ definition soulindex . . . go/reasonClosed.
// kind Constant
//            ⌃ enclosing_range_end soulindex . . . go/reasonClosed.
  )
  
  var (
   // ErrClosed is returned by every operation on a closed cache.
// ⌄ enclosing_range_start soulindex . . . go/ErrClosed.
   ErrClosed = errors.New("cache: closed")
// ^^^^^^^^^ definition soulindex . . . go/ErrClosed.
// kind Variable
// documentation
// > ErrClosed is returned by every operation on a closed cache.
//                                       ⌃ enclosing_range_end soulindex . . . go/ErrClosed.
   // ErrNotFound reports a missing key.
// ⌄ enclosing_range_start soulindex . . . go/ErrNotFound.
   ErrNotFound = errors.New("cache: not found")
// ^^^^^^^^^^^ definition soulindex . . . go/ErrNotFound.
// kind Variable
// documentation
// > ErrNotFound reports a missing key.
//                                            ⌃ enclosing_range_end soulindex . . . go/ErrNotFound.
  
// ⌄ enclosing_range_start soulindex . . . go/hits.
// ⌄ enclosing_range_start soulindex . . . go/misses.
   hits, misses metrics.Counter
// ^^^^ definition soulindex . . . go/hits.
// kind Variable
//       ^^^^^^ definition soulindex . . . go/misses.
//       kind Variable
//                            ⌃ enclosing_range_end soulindex . . . go/hits.
//                            ⌃ enclosing_range_end soulindex . . . go/misses.
  )
  
//⌄ enclosing_range_start soulindex . . . go/logger.
  var logger = stdlog.Default()
//    ^^^^^^ definition soulindex . . . go/logger.
//    kind Variable
//                            ⌃ enclosing_range_end soulindex . . . go/logger.
  
  // Compile-time interface checks; the blank names are not symbols.
  var _ fmt.Stringer = EvictReason(0)
//                     ^^^^^^^^^^^ reference soulindex . . . go/EvictReason#
  var _ Store[string, int] = (*Cache[string, int])(nil)
//      ^^^^^ reference soulindex . . . go/Store#
//                             ^^^^^ reference soulindex . . . go/Cache#
  
  // String implements fmt.Stringer.
//⌄ enclosing_range_start soulindex . . . go/EvictReason#String().
  func (r EvictReason) String() string {
//      ^ definition local 0
//        ^^^^^^^^^^^ reference soulindex . . . go/EvictReason#
//                     ^^^^^^ definition soulindex . . . go/EvictReason#String().
//                     kind Method
//                     documentation
//                     > String implements fmt.Stringer.
   switch r {
//        ^ reference local 0
   case ReasonRemoved:
//      ^^^^^^^^^^^^^ reference soulindex . . . go/ReasonRemoved.
    return "removed"
   case ReasonExpired:
//      ^^^^^^^^^^^^^ reference soulindex . . . go/ReasonExpired.
    return "expired"
   case ReasonCapacity:
//      ^^^^^^^^^^^^^^ reference soulindex . . . go/ReasonCapacity.
    return "capacity"
   }
   return fmt.Sprintf("EvictReason(%d)", int(r))
//                                           ^ reference local 0
  }
//⌃ enclosing_range_end soulindex . . . go/EvictReason#String().
  
  // Clock abstracts time so tests can control expiry.
//⌄ enclosing_range_start soulindex . . . go/Clock#
  type Clock interface {
//     ^^^^^ definition soulindex . . . go/Clock#
//     kind Interface
//     documentation
//     > Clock abstracts time so tests can control expiry.
   // Now returns the current time.
// ⌄ enclosing_range_start soulindex . . . go/Clock#Now().
   Now() time.Time
// ^^^ definition soulindex . . . go/Clock#Now().
// kind Method
// documentation
// > Now returns the current time.
//               ⌃ enclosing_range_end soulindex . . . go/Clock#Now().
  }
//⌃ enclosing_range_end soulindex . . . go/Clock#
  
  // ClockFunc adapts an ordinary function to the Clock interface.
//⌄ enclosing_range_start soulindex . . . go/ClockFunc#
  type ClockFunc func() time.Time
//     ^^^^^^^^^ definition soulindex . . . go/ClockFunc#
//     kind TypeAlias
//     documentation
//     > ClockFunc adapts an ordinary function to the Clock interface.
//     relationship soulindex . . . go/Clock# implementation
//                              ⌃ enclosing_range_end soulindex . . . go/ClockFunc#
  
  // Now calls f.
//⌄ enclosing_range_start soulindex . . . go/ClockFunc#Now().
  func (f ClockFunc) Now() time.Time { return f() }
//      ^ definition local 1
//        ^^^^^^^^^ reference soulindex . . . go/ClockFunc#
//                   ^^^ definition soulindex . . . go/ClockFunc#Now().
//                   kind Method
//                   documentation
//                   > Now calls f.
//                   relationship soulindex . . . go/Clock#Now(). implementation reference
//                                            ^ reference local 1
//                                                ⌃ enclosing_range_end soulindex . . . go/ClockFunc#Now().
  
  // Store is the read/write surface shared by caches and their wrappers.
//⌄ enclosing_range_start soulindex . . . go/Store#
  type Store[K comparable, V any] interface {
//     ^^^^^ definition soulindex . . . go/Store#
//     kind Interface
//     documentation
//     > Store is the read/write surface shared by caches and their wrappers.
   Getter[K, V]
// ^^^^^^ reference soulindex . . . go/Getter#
   fmt.Stringer
  
// ⌄ enclosing_range_start soulindex . . . go/Store#Set().
   Set(key K, value V, ttl time.Duration) error
// ^^^ definition soulindex . . . go/Store#Set().
// kind Method
//                                            ⌃ enclosing_range_end soulindex . . . go/Store#Set().
// ⌄ enclosing_range_start soulindex . . . go/Store#Delete().
   Delete(key K) bool
// ^^^^^^ definition soulindex . . . go/Store#Delete().
// kind Method
//                  ⌃ enclosing_range_end soulindex . . . go/Store#Delete().
// ⌄ enclosing_range_start soulindex . . . go/Store#Len().
   Len() int
// ^^^ definition soulindex . . . go/Store#Len().
// kind Method
//         ⌃ enclosing_range_end soulindex . . . go/Store#Len().
  }
//⌃ enclosing_range_end soulindex . . . go/Store#
  
  // Getter reads values.
//⌄ enclosing_range_start soulindex . . . go/Getter#
  type Getter[K comparable, V any] interface {
//     ^^^^^^ definition soulindex . . . go/Getter#
//     kind Interface
//     documentation
//     > Getter reads values.
// ⌄ enclosing_range_start soulindex . . . go/Getter#Get().
   Get(key K) (V, bool)
// ^^^ definition soulindex . . . go/Getter#Get().
// kind Method
//                    ⌃ enclosing_range_end soulindex . . . go/Getter#Get().
  }
//⌃ enclosing_range_end soulindex . . . go/Getter#
  
  // Number is the constraint of Sum.
//⌄ enclosing_range_start soulindex . . . go/Number#
  type Number interface {
//     ^^^^^^ definition soulindex . . . go/Number#
//     kind Interface
//     documentation
//     > Number is the constraint of Sum.
   ~int | ~int64 | ~float64
  }
//⌃ enclosing_range_end soulindex . . . go/Number#
  
  // OnEvict is called, without locks held, whenever an entry leaves.
//⌄ enclosing_range_start soulindex . . . go/OnEvict#
  type OnEvict[K comparable, V any] = func(key K, value V, reason EvictReason)
//     ^^^^^^^ definition soulindex . . . go/OnEvict#
//     kind TypeAlias
//     documentation
//     > OnEvict is called, without locks held, whenever an entry leaves.
//                                                                ^^^^^^^^^^^ reference soulindex . . . go/EvictReason#
//                                                                           ⌃ enclosing_range_end soulindex . . . go/OnEvict#
  
  // Seconds is a plain alias kept for backwards compatibility.
//⌄ enclosing_range_start soulindex . . . go/Seconds#
  type Seconds = float64
//     ^^^^^^^ definition soulindex . . . go/Seconds#
//     kind TypeAlias
//     documentation
//     > Seconds is a plain alias kept for backwards compatibility.
//                     ⌃ enclosing_range_end soulindex . . . go/Seconds#
  
  type (
   // Options configures a cache.
// ⌄ enclosing_range_start soulindex . . . go/Options#
   Options[K comparable, V any] struct {
// ^^^^^^^ definition soulindex . . . go/Options#
// kind Struct
// documentation
// > Options configures a cache.
//  ⌄ enclosing_range_start soulindex . . . go/Options#Capacity.
    Capacity int           // maximum number of entries
//  ^^^^^^^^ definition soulindex . . . go/Options#Capacity.
//  kind Field
//             ⌃ enclosing_range_end soulindex . . . go/Options#Capacity.
//  ⌄ enclosing_range_start soulindex . . . go/Options#TTL.
    TTL      time.Duration `json:"ttl"`
//  ^^^ definition soulindex . . . go/Options#TTL.
//  kind Field
//                                    ⌃ enclosing_range_end soulindex . . . go/Options#TTL.
//  ⌄ enclosing_range_start soulindex . . . go/Options#Clock.
    Clock    Clock
//  ^^^^^ definition soulindex . . . go/Options#Clock.
//  kind Field
//           ^^^^^ reference soulindex . . . go/Clock#
//               ⌃ enclosing_range_end soulindex . . . go/Options#Clock.
//  ⌄ enclosing_range_start soulindex . . . go/Options#OnEvict.
    OnEvict  OnEvict[K, V]
//  ^^^^^^^ definition soulindex . . . go/Options#OnEvict.
//  kind Field
//           ^^^^^^^ reference soulindex . . . go/OnEvict#
//                       ⌃ enclosing_range_end soulindex . . . go/Options#OnEvict.
  
    // Janitor tunes the background expiry sweeper.
//  ⌄ enclosing_range_start soulindex . . . go/Options#Janitor.
    Janitor struct {
//  ^^^^^^^ definition soulindex . . . go/Options#Janitor.
//  kind Field
//  documentation
//  > Janitor tunes the background expiry sweeper.
//   ⌄ enclosing_range_start soulindex . . . go/Options#Janitor.Interval.
     Interval time.Duration
//   ^^^^^^^^ definition soulindex . . . go/Options#Janitor.Interval.
//   kind Field
//                        ⌃ enclosing_range_end soulindex . . . go/Options#Janitor.Interval.
//   ⌄ enclosing_range_start soulindex . . . go/Options#Janitor.Batch.
     Batch    int
//   ^^^^^ definition soulindex . . . go/Options#Janitor.Batch.
//   kind Field
//              ⌃ enclosing_range_end soulindex . . . go/Options#Janitor.Batch.
    }
//  ⌃ enclosing_range_end soulindex . . . go/Options#Janitor.
  
//  ⌄ enclosing_range_start soulindex . . . go/Options#Width.
//  ⌄ enclosing_range_start soulindex . . . go/Options#Height.
    Width, Height int // unused, kept for the layout test
//  ^^^^^ definition soulindex . . . go/Options#Width.
//  kind Field
//         ^^^^^^ definition soulindex . . . go/Options#Height.
//         kind Field
//                  ⌃ enclosing_range_end soulindex . . . go/Options#Width.
//                  ⌃ enclosing_range_end soulindex . . . go/Options#Height.
   }
// ⌃ enclosing_range_end soulindex . . . go/Options#
  
   // Option mutates Options.
// ⌄ enclosing_range_start soulindex . . . go/Option#
   Option[K comparable, V any] func(*Options[K, V])
// ^^^^^^ definition soulindex . . . go/Option#
// kind TypeAlias
// documentation
// > Option mutates Options.
//                                   ^^^^^^^ reference soulindex . . . go/Options#
//                                                ⌃ enclosing_range_end soulindex . . . go/Option#
  
// ⌄ enclosing_range_start soulindex . . . go/entry#
   entry[K comparable, V any] struct {
// ^^^^^ definition soulindex . . . go/entry#
// kind Struct
//  ⌄ enclosing_range_start soulindex . . . go/entry#key.
    key     K
//  ^^^ definition soulindex . . . go/entry#key.
//  kind Field
//          ⌃ enclosing_range_end soulindex . . . go/entry#key.
//  ⌄ enclosing_range_start soulindex . . . go/entry#value.
    value   V
//  ^^^^^ definition soulindex . . . go/entry#value.
//  kind Field
//          ⌃ enclosing_range_end soulindex . . . go/entry#value.
//  ⌄ enclosing_range_start soulindex . . . go/entry#expires.
    expires time.Time
//  ^^^^^^^ definition soulindex . . . go/entry#expires.
//  kind Field
//                  ⌃ enclosing_range_end soulindex . . . go/entry#expires.
   }
// ⌃ enclosing_range_end soulindex . . . go/entry#
  )
  
  // Stats are the counters of one cache.
//⌄ enclosing_range_start soulindex . . . go/Stats#
  type Stats struct {
//     ^^^^^ definition soulindex . . . go/Stats#
//     kind Struct
//     documentation
//     > Stats are the counters of one cache.
// ⌄ enclosing_range_start soulindex . . . go/Stats#Mutex.
   sync.Mutex
//      ^^^^^ definition soulindex . . . go/Stats#Mutex.
//      kind Field
//          ⌃ enclosing_range_end soulindex . . . go/Stats#Mutex.
// ⌄ enclosing_range_start soulindex . . . go/Stats#Registry.
   *metrics.Registry
//          ^^^^^^^^ definition soulindex . . . go/Stats#Registry.
//          kind Field
//                 ⌃ enclosing_range_end soulindex . . . go/Stats#Registry.
// ⌄ enclosing_range_start soulindex . . . go/Stats#Labels.
   metrics.Labels[string]
//         ^^^^^^ definition soulindex . . . go/Stats#Labels.
//         kind Field
//                      ⌃ enclosing_range_end soulindex . . . go/Stats#Labels.
  
// ⌄ enclosing_range_start soulindex . . . go/Stats#Hits.
// ⌄ enclosing_range_start soulindex . . . go/Stats#Misses.
   Hits, Misses uint64
// ^^^^ definition soulindex . . . go/Stats#Hits.
// kind Field
//       ^^^^^^ definition soulindex . . . go/Stats#Misses.
//       kind Field
//                   ⌃ enclosing_range_end soulindex . . . go/Stats#Hits.
//                   ⌃ enclosing_range_end soulindex . . . go/Stats#Misses.
// ⌄ enclosing_range_start soulindex . . . go/Stats#Evictions.
   Evictions    map[EvictReason]uint64
// ^^^^^^^^^ definition soulindex . . . go/Stats#Evictions.
// kind Field
//                  ^^^^^^^^^^^ reference soulindex . . . go/EvictReason#
//                                   ⌃ enclosing_range_end soulindex . . . go/Stats#Evictions.
   _            struct{} // prevents unkeyed literals
  }
//⌃ enclosing_range_end soulindex . . . go/Stats#
  
  // Cache is a generic LRU cache. Its methods are safe for concurrent use.
//⌄ enclosing_range_start soulindex . . . go/Cache#
  type Cache[K comparable, V any] struct {
//     ^^^^^ definition soulindex . . . go/Cache#
//     kind Struct
//     documentation
//     > Cache is a generic LRU cache. Its methods are safe for concurrent use.
//     relationship soulindex . . . go/Getter# implementation
// ⌄ enclosing_range_start soulindex . . . go/Cache#mu.
   mu      sync.RWMutex
// ^^ definition soulindex . . . go/Cache#mu.
// kind Field
//                    ⌃ enclosing_range_end soulindex . . . go/Cache#mu.
// ⌄ enclosing_range_start soulindex . . . go/Cache#opts.
   opts    Options[K, V]
// ^^^^ definition soulindex . . . go/Cache#opts.
// kind Field
//         ^^^^^^^ reference soulindex . . . go/Options#
//                     ⌃ enclosing_range_end soulindex . . . go/Cache#opts.
// ⌄ enclosing_range_start soulindex . . . go/Cache#ll.
   ll      *list.List
// ^^ definition soulindex . . . go/Cache#ll.
// kind Field
//                  ⌃ enclosing_range_end soulindex . . . go/Cache#ll.
// ⌄ enclosing_range_start soulindex . . . go/Cache#items.
   items   map[K]*list.Element
// ^^^^^ definition soulindex . . . go/Cache#items.
// kind Field
//                           ⌃ enclosing_range_end soulindex . . . go/Cache#items.
// ⌄ enclosing_range_start soulindex . . . go/Cache#stats.
   stats   Stats
// ^^^^^ definition soulindex . . . go/Cache#stats.
// kind Field
//         ^^^^^ reference soulindex . . . go/Stats#
//             ⌃ enclosing_range_end soulindex . . . go/Cache#stats.
// ⌄ enclosing_range_start soulindex . . . go/Cache#closed.
   closed  bool
// ^^^^^^ definition soulindex . . . go/Cache#closed.
// kind Field
//            ⌃ enclosing_range_end soulindex . . . go/Cache#closed.
// ⌄ enclosing_range_start soulindex . . . go/Cache#janitor.
   janitor *janitor
// ^^^^^^^ definition soulindex . . . go/Cache#janitor.
// kind Field
//          ^^^^^^^ reference soulindex . . . go/janitor#
//                ⌃ enclosing_range_end soulindex . . . go/Cache#janitor.
  }
//⌃ enclosing_range_end soulindex . . . go/Cache#
  
//⌄ enclosing_range_start soulindex . . . go/janitor#
  type janitor struct {
//     ^^^^^^^ definition soulindex . . . go/janitor#
//     kind Struct
// ⌄ enclosing_range_start soulindex . . . go/janitor#stop.
   stop chan struct{}
// ^^^^ definition soulindex . . . go/janitor#stop.
// kind Field
//                  ⌃ enclosing_range_end soulindex . . . go/janitor#stop.
// ⌄ enclosing_range_start soulindex . . . go/janitor#done.
   done sync.WaitGroup
// ^^^^ definition soulindex . . . go/janitor#done.
// kind Field
//                   ⌃ enclosing_range_end soulindex . . . go/janitor#done.
  }
//⌃ enclosing_range_end soulindex . . . go/janitor#
  
  // WithCapacity sets the maximum number of entries.
//⌄ enclosing_range_start soulindex . . . go/WithCapacity().
  func WithCapacity[K comparable, V any](n int) Option[K, V] {
//     ^^^^^^^^^^^^ definition soulindex . . . go/WithCapacity().
//     kind Function
//     documentation
//     > WithCapacity sets the maximum number of entries.
//                  ^ definition local 2
//                                ^ definition local 3
//                                       ^ definition local 4
//                                              ^^^^^^ reference soulindex . . . go/Option#
//                                                     ^ reference local 2
//                                                        ^ reference local 3
   return func(o *Options[K, V]) { o.Capacity = n }
//             ^ definition local 5
//                ^^^^^^^ reference soulindex . . . go/Options#
//                        ^ reference local 2
//                           ^ reference local 3
//                                 ^ reference local 5
//                                   ^^^^^^^^ reference soulindex . . . go/Options#Capacity.
//                                              ^ reference local 4
  }
//⌃ enclosing_range_end soulindex . . . go/WithCapacity().
  
  // WithTTL sets the default time to live, clamped to [MinTTL, MaxTTL].
//⌄ enclosing_range_start soulindex . . . go/WithTTL().
  func WithTTL[K comparable, V any](d time.Duration) Option[K, V] {
//     ^^^^^^^ definition soulindex . . . go/WithTTL().
//     kind Function
//     documentation
//     > WithTTL sets the default time to live, clamped to [MinTTL, MaxTTL].
//             ^ definition local 6
//                           ^ definition local 7
//                                  ^ definition local 8
//                                                   ^^^^^^ reference soulindex . . . go/Option#
//                                                          ^ reference local 6
//                                                             ^ reference local 7
   return func(o *Options[K, V]) {
//             ^ definition local 9
//                ^^^^^^^ reference soulindex . . . go/Options#
//                        ^ reference local 6
//                           ^ reference local 7
    o.TTL = time.Duration(Max(float64(MinTTL), Min(float64(d), float64(MaxTTL))))
//  ^ reference local 9
//    ^^^ reference soulindex . . . go/Options#TTL.
//                                    ^^^^^^ reference soulindex . . . go/MinTTL.
//                                                         ^ reference local 8
//                                                                     ^^^^^^ reference soulindex . . . go/MaxTTL.
   }
  }
//⌃ enclosing_range_end soulindex . . . go/WithTTL().
  
  // New returns an empty cache configured by opts.
//⌄ enclosing_range_start soulindex . . . go/New().
  func New[K comparable, V any](opts ...Option[K, V]) *Cache[K, V] {
//     ^^^ definition soulindex . . . go/New().
//     kind Function
//     documentation
//     > New returns an empty cache configured by opts.
//         ^ definition local 10
//                       ^ definition local 11
//                              ^^^^ definition local 12
//                                      ^^^^^^ reference soulindex . . . go/Option#
//                                             ^ reference local 10
//                                                ^ reference local 11
//                                                     ^^^^^ reference soulindex . . . go/Cache#
//                                                           ^ reference local 10
//                                                              ^ reference local 11
   var o Options[K, V] // local: never a symbol
//     ^ definition local 13
//       ^^^^^^^ reference soulindex . . . go/Options#
//               ^ reference local 10
//                  ^ reference local 11
   for _, apply := range opts {
//        ^^^^^ definition local 15
//                       ^^^^ reference local 12
    apply(&o)
//  ^^^^^ reference local 15
//         ^ reference local 13
   }
   if o.Capacity <= 0 {
//    ^ reference local 13
//      ^^^^^^^^ reference soulindex . . . go/Options#Capacity.
    o.Capacity = DefaultCapacity
//  ^ reference local 13
//    ^^^^^^^^ reference soulindex . . . go/Options#Capacity.
//               ^^^^^^^^^^^^^^^ reference soulindex . . . go/DefaultCapacity.
   }
   if o.Clock == nil {
//    ^ reference local 13
//      ^^^^^ reference soulindex . . . go/Options#Clock.
    o.Clock = ClockFunc(time.Now)
//  ^ reference local 13
//    ^^^^^ reference soulindex . . . go/Options#Clock.
//            ^^^^^^^^^ reference soulindex . . . go/ClockFunc#
   }
   c := &Cache[K, V]{opts: o, ll: list.New(), items: make(map[K]*list.Element, o.Capacity)}
// ^ definition local 16
//       ^^^^^ reference soulindex . . . go/Cache#
//             ^ reference local 10
//                ^ reference local 11
//                   ^^^^ reference soulindex . . . go/Cache#opts.
//                         ^ reference local 13
//                            ^^ reference soulindex . . . go/Cache#ll.
//                                            ^^^^^ reference soulindex . . . go/Cache#items.
//                                                            ^ reference local 10
//                                                                             ^ reference local 13
//                                                                               ^^^^^^^^ reference soulindex . . . go/Options#Capacity.
   c.stats.Evictions = map[EvictReason]uint64{}
// ^ reference local 16
//   ^^^^^ reference soulindex . . . go/Cache#stats.
//         ^^^^^^^^^ reference soulindex . . . go/Stats#Evictions.
//                         ^^^^^^^^^^^ reference soulindex . . . go/EvictReason#
   return c
//        ^ reference local 16
  }
//⌃ enclosing_range_end soulindex . . . go/New().
  
  // Get returns the value stored under key and whether it was present and
  // not expired. A hit moves the entry to the front.
//⌄ enclosing_range_start soulindex . . . go/Cache#Get().
  func (c *Cache[K, V]) Get(key K) (value V, ok bool) {
//      ^ definition local 17
//         ^^^^^ reference soulindex . . . go/Cache#
//                      ^^^ definition soulindex . . . go/Cache#Get().
//                      kind Method
//                      documentation
//                      > Get returns the value stored under key and whether it was present and
//                      > not expired. A hit moves the entry to the front.
//                      relationship soulindex . . . go/Getter#Get(). implementation reference
//                          ^^^ definition local 18
//                                  ^^^^^ definition local 19
//                                           ^^ definition local 20
   c.mu.Lock()
// ^ reference local 17
//   ^^ reference soulindex . . . go/Cache#mu.
   defer c.mu.Unlock()
//       ^ reference local 17
//         ^^ reference soulindex . . . go/Cache#mu.
   el, found := c.items[key]
// ^^ definition local 21
//     ^^^^^ definition local 22
//              ^ reference local 17
//                ^^^^^ reference soulindex . . . go/Cache#items.
//                      ^^^ reference local 18
   if !found || c.closed {
//     ^^^^^ reference local 22
//              ^ reference local 17
//                ^^^^^^ reference soulindex . . . go/Cache#closed.
    misses.Inc()
//  ^^^^^^ reference soulindex . . . go/misses.
    return value, false
//         ^^^^^ reference local 19
   }
   e := el.Value.(*entry[K, V])
// ^ definition local 23
//      ^^ reference local 21
//                 ^^^^^ reference soulindex . . . go/entry#
   if !e.expires.IsZero() && c.opts.Clock.Now().After(e.expires) {
//     ^ reference local 23
//       ^^^^^^^ reference soulindex . . . go/entry#expires.
//                           ^ reference local 17
//                             ^^^^ reference soulindex . . . go/Cache#opts.
//                                  ^^^^^ reference soulindex . . . go/Options#Clock.
//                                        ^^^ reference soulindex . . . go/Clock#Now().
//                                                    ^ reference local 23
//                                                      ^^^^^^^ reference soulindex . . . go/entry#expires.
    c.removeElement(el, ReasonExpired)
//  ^ reference local 17
//    ^^^^^^^^^^^^^ reference soulindex . . . go/Cache#removeElement().
//                  ^^ reference local 21
//                      ^^^^^^^^^^^^^ reference soulindex . . . go/ReasonExpired.
    return value, false
//         ^^^^^ reference local 19
   }
   c.ll.MoveToFront(el)
// ^ reference local 17
//   ^^ reference soulindex . . . go/Cache#ll.
//                  ^^ reference local 21
   hits.Inc()
// ^^^^ reference soulindex . . . go/hits.
   return e.value, true
//        ^ reference local 23
//          ^^^^^ reference soulindex . . . go/entry#value.
  }
//⌃ enclosing_range_end soulindex . . . go/Cache#Get().
  
  // Set stores value under key. A zero ttl uses the cache default.
//⌄ enclosing_range_start soulindex . . . go/Cache#Set().
  func (c *Cache[K, V]) Set(key K, value V, ttl time.Duration) error {
//      ^ definition local 24
//         ^^^^^ reference soulindex . . . go/Cache#
//                      ^^^ definition soulindex . . . go/Cache#Set().
//                      kind Method
//                      documentation
//                      > Set stores value under key. A zero ttl uses the cache default.
//                          ^^^ definition local 25
//                                 ^^^^^ definition local 26
//                                          ^^^ definition local 27
   const maxAttempts = 3 // local constant: not a symbol
//       ^^^^^^^^^^^ definition local 28
   type pending struct{ el *list.Element }
//      ^^^^^^^ definition local 29
   c.mu.Lock()
// ^ reference local 24
//   ^^ reference soulindex . . . go/Cache#mu.
   defer c.mu.Unlock()
//       ^ reference local 24
//         ^^ reference soulindex . . . go/Cache#mu.
   if c.closed {
//    ^ reference local 24
//      ^^^^^^ reference soulindex . . . go/Cache#closed.
    return ErrClosed
//         ^^^^^^^^^ reference soulindex . . . go/ErrClosed.
   }
   if ttl == 0 {
//    ^^^ reference local 27
    ttl = c.opts.TTL
//  ^^^ reference local 27
//        ^ reference local 24
//          ^^^^ reference soulindex . . . go/Cache#opts.
//               ^^^ reference soulindex . . . go/Options#TTL.
   }
   var expires time.Time
//     ^^^^^^^ definition local 30
   if ttl > 0 {
//    ^^^ reference local 27
    expires = c.opts.Clock.Now().Add(ttl)
//  ^^^^^^^ reference local 30
//            ^ reference local 24
//              ^^^^ reference soulindex . . . go/Cache#opts.
//                   ^^^^^ reference soulindex . . . go/Options#Clock.
//                         ^^^ reference soulindex . . . go/Clock#Now().
//                                   ^^^ reference local 27
   }
   if el, ok := c.items[key]; ok {
//    ^^ definition local 31
//        ^^ definition local 32
//              ^ reference local 24
//                ^^^^^ reference soulindex . . . go/Cache#items.
//                      ^^^ reference local 25
//                            ^^ reference local 32
    e := el.Value.(*entry[K, V])
//  ^ definition local 33
//       ^^ reference local 31
//                  ^^^^^ reference soulindex . . . go/entry#
    e.value, e.expires = value, expires
//  ^ reference local 33
//    ^^^^^ reference soulindex . . . go/entry#value.
//           ^ reference local 33
//             ^^^^^^^ reference soulindex . . . go/entry#expires.
//                       ^^^^^ reference local 26
//                              ^^^^^^^ reference local 30
    c.ll.MoveToFront(el)
//  ^ reference local 24
//    ^^ reference soulindex . . . go/Cache#ll.
//                   ^^ reference local 31
    return nil
   }
   c.items[key] = c.ll.PushFront(&entry[K, V]{key: key, value: value, expires: expires})
// ^ reference local 24
//   ^^^^^ reference soulindex . . . go/Cache#items.
//         ^^^ reference local 25
//                ^ reference local 24
//                  ^^ reference soulindex . . . go/Cache#ll.
//                                ^^^^^ reference soulindex . . . go/entry#
//                                            ^^^ reference soulindex . . . go/entry#key.
//                                                 ^^^ reference local 25
//                                                      ^^^^^ reference soulindex . . . go/entry#value.
//                                                             ^^^^^ reference local 26
//                                                                    ^^^^^^^ reference soulindex . . . go/entry#expires.
//                                                                             ^^^^^^^ reference local 30
   for attempt := 0; c.ll.Len() > c.opts.Capacity && attempt < maxAttempts; attempt++ {
//     ^^^^^^^ definition local 34
//                   ^ reference local 24
//                     ^^ reference soulindex . . . go/Cache#ll.
//                                ^ reference local 24
//                                  ^^^^ reference soulindex . . . go/Cache#opts.
//                                       ^^^^^^^^ reference soulindex . . . go/Options#Capacity.
//                                                   ^^^^^^^ reference local 34
//                                                             ^^^^^^^^^^^ reference local 28
//                                                                          ^^^^^^^ reference local 34
    p := pending{el: c.ll.Back()}
//  ^ definition local 35
//       ^^^^^^^ reference local 29
//                   ^ reference local 24
//                     ^^ reference soulindex . . . go/Cache#ll.
    c.removeElement(p.el, ReasonCapacity)
//  ^ reference local 24
//    ^^^^^^^^^^^^^ reference soulindex . . . go/Cache#removeElement().
//                  ^ reference local 35
//                        ^^^^^^^^^^^^^^ reference soulindex . . . go/ReasonCapacity.
   }
   return nil
  }
//⌃ enclosing_range_end soulindex . . . go/Cache#Set().
  
  // Delete removes key and reports whether it was present.
//⌄ enclosing_range_start soulindex . . . go/Cache#Delete().
  func (c *Cache[K, V]) Delete(key K) bool {
//      ^ definition local 36
//         ^^^^^ reference soulindex . . . go/Cache#
//                      ^^^^^^ definition soulindex . . . go/Cache#Delete().
//                      kind Method
//                      documentation
//                      > Delete removes key and reports whether it was present.
//                             ^^^ definition local 37
   c.mu.Lock()
// ^ reference local 36
//   ^^ reference soulindex . . . go/Cache#mu.
   defer c.mu.Unlock()
//       ^ reference local 36
//         ^^ reference soulindex . . . go/Cache#mu.
   if el, ok := c.items[key]; ok {
//    ^^ definition local 38
//        ^^ definition local 39
//              ^ reference local 36
//                ^^^^^ reference soulindex . . . go/Cache#items.
//                      ^^^ reference local 37
//                            ^^ reference local 39
    c.removeElement(el, ReasonRemoved)
//  ^ reference local 36
//    ^^^^^^^^^^^^^ reference soulindex . . . go/Cache#removeElement().
//                  ^^ reference local 38
//                      ^^^^^^^^^^^^^ reference soulindex . . . go/ReasonRemoved.
    return true
   }
   return false
  }
//⌃ enclosing_range_end soulindex . . . go/Cache#Delete().
  
  // Len reports the number of entries, expired ones included.
//⌄ enclosing_range_start soulindex . . . go/Cache#Len().
  func (c *Cache[K, V]) Len() int {
//      ^ definition local 40
//         ^^^^^ reference soulindex . . . go/Cache#
//                      ^^^ definition soulindex . . . go/Cache#Len().
//                      kind Method
//                      documentation
//                      > Len reports the number of entries, expired ones included.
   c.mu.RLock()
// ^ reference local 40
//   ^^ reference soulindex . . . go/Cache#mu.
   defer c.mu.RUnlock()
//       ^ reference local 40
//         ^^ reference soulindex . . . go/Cache#mu.
   return c.ll.Len()
//        ^ reference local 40
//          ^^ reference soulindex . . . go/Cache#ll.
  }
//⌃ enclosing_range_end soulindex . . . go/Cache#Len().
  
//⌄ enclosing_range_start soulindex . . . go/Cache#String().
  func (c *Cache[K, V]) String() string {
//      ^ definition local 41
//         ^^^^^ reference soulindex . . . go/Cache#
//                      ^^^^^^ definition soulindex . . . go/Cache#String().
//                      kind Method
   return fmt.Sprintf("cache(%d/%d)", c.Len(), c.opts.Capacity)
//                                    ^ reference local 41
//                                      ^^^ reference soulindex . . . go/Cache#Len().
//                                             ^ reference local 41
//                                               ^^^^ reference soulindex . . . go/Cache#opts.
//                                                    ^^^^^^^^ reference soulindex . . . go/Options#Capacity.
  }
//⌃ enclosing_range_end soulindex . . . go/Cache#String().
  
  // removeElement must be called with c.mu held.
//⌄ enclosing_range_start soulindex . . . go/Cache#removeElement().
  func (c *Cache[K, V]) removeElement(el *list.Element, reason EvictReason) {
//      ^ definition local 42
//         ^^^^^ reference soulindex . . . go/Cache#
//                      ^^^^^^^^^^^^^ definition soulindex . . . go/Cache#removeElement().
//                      kind Method
//                      documentation
//                      > removeElement must be called with c.mu held.
//                                    ^^ definition local 43
//                                                      ^^^^^^ definition local 44
//                                                             ^^^^^^^^^^^ reference soulindex . . . go/EvictReason#
   e := c.ll.Remove(el).(*entry[K, V])
// ^ definition local 45
//      ^ reference local 42
//        ^^ reference soulindex . . . go/Cache#ll.
//                  ^^ reference local 43
//                        ^^^^^ reference soulindex . . . go/entry#
   delete(c.items, e.key)
//        ^ reference local 42
//          ^^^^^ reference soulindex . . . go/Cache#items.
//                 ^ reference local 45
//                   ^^^ reference soulindex . . . go/entry#key.
   c.stats.Evictions[reason]++
// ^ reference local 42
//   ^^^^^ reference soulindex . . . go/Cache#stats.
//         ^^^^^^^^^ reference soulindex . . . go/Stats#Evictions.
//                   ^^^^^^ reference local 44
   if cb := c.opts.OnEvict; cb != nil {
//    ^^ definition local 46
//          ^ reference local 42
//            ^^^^ reference soulindex . . . go/Cache#opts.
//                 ^^^^^^^ reference soulindex . . . go/Options#OnEvict.
//                          ^^ reference local 46
    go cb(e.key, e.value, reason)
//     ^^ reference local 46
//        ^ reference local 45
//          ^^^ reference soulindex . . . go/entry#key.
//               ^ reference local 45
//                 ^^^^^ reference soulindex . . . go/entry#value.
//                        ^^^^^^ reference local 44
   }
  }
//⌃ enclosing_range_end soulindex . . . go/Cache#removeElement().
  
  // Close stops the janitor and drops every entry.
//⌄ enclosing_range_start soulindex . . . go/Cache#Close().
  func (c *Cache[K, V]) Close(ctx context.Context) error {
//      ^ definition local 47
//         ^^^^^ reference soulindex . . . go/Cache#
//                      ^^^^^ definition soulindex . . . go/Cache#Close().
//                      kind Method
//                      documentation
//                      > Close stops the janitor and drops every entry.
//                            ^^^ definition local 48
   c.mu.Lock()
// ^ reference local 47
//   ^^ reference soulindex . . . go/Cache#mu.
   if c.closed {
//    ^ reference local 47
//      ^^^^^^ reference soulindex . . . go/Cache#closed.
    c.mu.Unlock()
//  ^ reference local 47
//    ^^ reference soulindex . . . go/Cache#mu.
    return fmt.Errorf("close: %w", ErrClosed)
//                                 ^^^^^^^^^ reference soulindex . . . go/ErrClosed.
   }
   c.closed = true
// ^ reference local 47
//   ^^^^^^ reference soulindex . . . go/Cache#closed.
   j := c.janitor
// ^ definition local 49
//      ^ reference local 47
//        ^^^^^^^ reference soulindex . . . go/Cache#janitor.
   c.mu.Unlock()
// ^ reference local 47
//   ^^ reference soulindex . . . go/Cache#mu.
   if j == nil {
//    ^ reference local 49
    return nil
   }
   close(j.stop)
//       ^ reference local 49
//         ^^^^ reference soulindex . . . go/janitor#stop.
   done := make(chan struct{})
// ^^^^ definition local 50
   go func() {
    j.done.Wait()
//  ^ reference local 49
//    ^^^^ reference soulindex . . . go/janitor#done.
    close(done)
//        ^^^^ reference local 50
   }()
   select {
   case <-done:
//        ^^^^ reference local 50
    return nil
   case <-ctx.Done():
//        ^^^ reference local 48
    return ctx.Err()
//         ^^^ reference local 48
   }
  }
//⌃ enclosing_range_end soulindex . . . go/Cache#Close().
  
  // Sum adds up the values of keys; missing keys count as zero.
//⌄ enclosing_range_start soulindex . . . go/Sum().
  func Sum[K comparable, N Number](s Getter[K, N], keys ...K) (total N) {
//     ^^^ definition soulindex . . . go/Sum().
//     kind Function
//     documentation
//     > Sum adds up the values of keys; missing keys count as zero.
//         ^ definition local 51
//                       ^ definition local 52
//                         ^^^^^^ reference soulindex . . . go/Number#
//                                 ^ definition local 53
//                                   ^^^^^^ reference soulindex . . . go/Getter#
//                                          ^ reference local 51
//                                             ^ reference local 52
//                                                 ^^^^ definition local 54
//                                                         ^ reference local 51
//                                                             ^^^^^ definition local 55
//                                                                   ^ reference local 52
   for _, k := range keys {
//        ^ definition local 57
//                   ^^^^ reference local 54
    if v, ok := s.Get(k); ok {
//     ^ definition local 58
//        ^^ definition local 59
//              ^ reference local 53
//                ^^^ reference soulindex . . . go/Getter#Get().
//                    ^ reference local 57
//                        ^^ reference local 59
     total += v
//   ^^^^^ reference local 55
//            ^ reference local 58
    }
   }
   return total
//        ^^^^^ reference local 55
  }
//⌃ enclosing_range_end soulindex . . . go/Sum().
  
  // Loader fills a cache on misses.
//⌄ enclosing_range_start soulindex . . . go/Loader#
  type Loader[K comparable, V any] struct {
//     ^^^^^^ definition soulindex . . . go/Loader#
//     kind Struct
//     documentation
//     > Loader fills a cache on misses.
// ⌄ enclosing_range_start soulindex . . . go/Loader#Store.
   Store[K, V]
// ^^^^^ definition soulindex . . . go/Loader#Store.
// kind Field
//           ⌃ enclosing_range_end soulindex . . . go/Loader#Store.
// ⌄ enclosing_range_start soulindex . . . go/Loader#Load.
   Load func(ctx context.Context, key K) (V, error)
// ^^^^ definition soulindex . . . go/Loader#Load.
// kind Field
//                                                ⌃ enclosing_range_end soulindex . . . go/Loader#Load.
  }
//⌃ enclosing_range_end soulindex . . . go/Loader#
  
  // GetOrLoad returns the cached value or loads, stores and returns it.
//⌄ enclosing_range_start soulindex . . . go/Loader#GetOrLoad().
  func (l *Loader[K, V]) GetOrLoad(ctx context.Context, key K) (V, error) {
//      ^ definition local 60
//         ^^^^^^ reference soulindex . . . go/Loader#
//                       ^^^^^^^^^ definition soulindex . . . go/Loader#GetOrLoad().
//                       kind Method
//                       documentation
//                       > GetOrLoad returns the cached value or loads, stores and returns it.
//                                 ^^^ definition local 61
//                                                      ^^^ definition local 62
   if v, ok := l.Get(key); ok {
//    ^ definition local 63
//       ^^ definition local 64
//             ^ reference local 60
//                   ^^^ reference local 62
//                         ^^ reference local 64
    return v, nil
//         ^ reference local 63
   }
   v, err := l.Load(ctx, key)
// ^ definition local 65
//    ^^^ definition local 66
//           ^ reference local 60
//             ^^^^ reference soulindex . . . go/Loader#Load.
//                  ^^^ reference local 61
//                       ^^^ reference local 62
   if err != nil {
//    ^^^ reference local 66
    var zero V
//      ^^^^ definition local 67
    return zero, fmt.Errorf("load %v: %w", key, err)
//         ^^^^ reference local 67
//                                         ^^^ reference local 62
//                                              ^^^ reference local 66
   }
   if err := l.Set(key, v, 0); err != nil {
//    ^^^ definition local 68
//           ^ reference local 60
//             ^^^ reference soulindex . . . go/Store#Set().
//                 ^^^ reference local 62
//                      ^ reference local 65
//                             ^^^ reference local 68
    logger.Printf("cache: store %v: %v", key, err)
//  ^^^^^^ reference soulindex . . . go/logger.
//                                       ^^^ reference local 62
//                                            ^^^ reference local 68
   }
   return v, nil
//        ^ reference local 65
  }
//⌃ enclosing_range_end soulindex . . . go/Loader#GetOrLoad().
  
  // now is the package clock; tests replace it.
//⌄ enclosing_range_start soulindex . . . go/now.
  var now = time.Now
//    ^^^ definition soulindex . . . go/now.
//    kind Variable
//    documentation
//    > now is the package clock; tests replace it.
//                 ⌃ enclosing_range_end soulindex . . . go/now.
  
//⌄ enclosing_range_start soulindex . . . go/init().
  func init() {
//     ^^^^ definition soulindex . . . go/init().
//     kind Function
   if len(defaultConfig) == 0 {
//        ^^^^^^^^^^^^^ reference soulindex . . . go/defaultConfig.
    panic("cache: missing embedded defaults")
   }
  }
//⌃ enclosing_range_end soulindex . . . go/init().
  
  // Assembly stub implemented elsewhere.
//⌄ enclosing_range_start soulindex . . . go/fastHash().
  func fastHash(s string) uint32
//     ^^^^^^^^ definition soulindex . . . go/fastHash().
//     kind Function
//     documentation
//     > Assembly stub implemented elsewhere.
//              ^ definition local 69
//                             ⌃ enclosing_range_end soulindex . . . go/fastHash().
  
