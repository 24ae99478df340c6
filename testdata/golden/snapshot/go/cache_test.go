//⌄ enclosing_range_start soulindex . . . go_test/
  package cache_test
//        ^^^^^^^^^^ definition soulindex . . . go_test/
//        kind Module
//                 ⌃ enclosing_range_end soulindex . . . go_test/
  
  import (
   "context"
   "errors"
   "testing"
   "time"
  
   "github.com/soulindex/example/cache"
  )
  
  // fakeClock is a Clock that tests advance by hand.
//⌄ enclosing_range_start soulindex . . . go_test/fakeClock#
//                       ⌄ enclosing_range_start soulindex . . . go_test/fakeClock#t.
  type fakeClock struct{ t time.Time }
//     ^^^^^^^^^ definition soulindex . . . go_test/fakeClock#
//     kind Struct
//     documentation
//     > fakeClock is a Clock that tests advance by hand.
//                       ^ definition soulindex . . . go_test/fakeClock#t.
//                       kind Field
//                                 ⌃ enclosing_range_end soulindex . . . go_test/fakeClock#t.
//                                   ⌃ enclosing_range_end soulindex . . . go_test/fakeClock#
  
//⌄ enclosing_range_start soulindex . . . go_test/fakeClock#Now().
  func (f *fakeClock) Now() time.Time          { return f.t }
//      ^ definition local 0
//         ^^^^^^^^^ reference soulindex . . . go_test/fakeClock#
//                    ^^^ definition soulindex . . . go_test/fakeClock#Now().
//                    kind Method
//                                                      ^ reference local 0
//                                                        ^ reference soulindex . . . go_test/fakeClock#t.
//                                                          ⌃ enclosing_range_end soulindex . . . go_test/fakeClock#Now().
//⌄ enclosing_range_start soulindex . . . go_test/fakeClock#Advance().
  func (f *fakeClock) Advance(d time.Duration) { f.t = f.t.Add(d) }
//      ^ definition local 1
//         ^^^^^^^^^ reference soulindex . . . go_test/fakeClock#
//                    ^^^^^^^ definition soulindex . . . go_test/fakeClock#Advance().
//                    kind Method
//                            ^ definition local 2
//                                               ^ reference local 1
//                                                 ^ reference soulindex . . . go_test/fakeClock#t.
//                                                     ^ reference local 1
//                                                       ^ reference soulindex . . . go_test/fakeClock#t.
//                                                             ^ reference local 2
//                                                                ⌃ enclosing_range_end soulindex . . . go_test/fakeClock#Advance().
  
//⌄ enclosing_range_start soulindex . . . go_test/testTTL.
  const testTTL = 50 * time.Millisecond
//      ^^^^^^^ definition soulindex . . . go_test/testTTL.
//      kind Constant
//                                    ⌃ enclosing_range_end soulindex . . . go_test/testTTL.
  
//⌄ enclosing_range_start soulindex . . . go_test/newCache().
  func newCache(t *testing.T, clock cache.Clock) *cache.Cache[string, int] {
//     ^^^^^^^^ definition soulindex . . . go_test/newCache().
//     kind Function
//              ^ definition local 3
//                            ^^^^^ definition local 4
//                                  ^^^^^ reference soulindex . . . go/
//                                                ^^^^^ reference soulindex . . . go/
   t.Helper()
// ^ reference local 3
   c := cache.New[string, int](cache.WithCapacity[string, int](2), cache.WithTTL[string, int](testTTL))
// ^ definition local 5
//      ^^^^^ reference soulindex . . . go/
//                             ^^^^^ reference soulindex . . . go/
//                                                                 ^^^^^ reference soulindex . . . go/
//                                                                                            ^^^^^^^ reference soulindex . . . go_test/testTTL.
   t.Cleanup(func() { _ = c.Close(context.Background()) })
// ^ reference local 3
//                        ^ reference local 5
//                          ^^^^^ reference soulindex . . . go/Cache#Close().
   _ = clock
//     ^^^^^ reference local 4
   return c
//        ^ reference local 5
  }
//⌃ enclosing_range_end soulindex . . . go_test/newCache().
  
//⌄ enclosing_range_start soulindex . . . go_test/TestGetSet().
  func TestGetSet(t *testing.T) {
//     ^^^^^^^^^^ definition soulindex . . . go_test/TestGetSet().
//     kind Function
//                ^ definition local 6
   tests := []struct {
// ^^^^^ definition local 7
    name  string
    key   string
    value int
    want  bool
   }{
    {name: "present", key: "a", value: 1, want: true},
    {name: "empty key", key: "", value: 2, want: true},
   }
   for _, tt := range tests {
//        ^^ definition local 9
//                    ^^^^^ reference local 7
    t.Run(tt.name, func(t *testing.T) {
//  ^ reference local 6
//        ^^ reference local 9
//                      ^ definition local 10
     c := newCache(t, &fakeClock{})
//   ^ definition local 11
//        ^^^^^^^^ reference soulindex . . . go_test/newCache().
//                 ^ reference local 10
//                     ^^^^^^^^^ reference soulindex . . . go_test/fakeClock#
     if err := c.Set(tt.key, tt.value, 0); err != nil {
//      ^^^ definition local 12
//             ^ reference local 11
//                   ^^ reference local 9
//                           ^^ reference local 9
//                                         ^^^ reference local 12
      t.Fatalf("Set: %v", err)
//    ^ reference local 10
//                        ^^^ reference local 12
     }
     got, ok := c.Get(tt.key)
//   ^^^ definition local 13
//        ^^ definition local 14
//              ^ reference local 11
//                    ^^ reference local 9
     if ok != tt.want || got != tt.value {
//      ^^ reference local 14
//            ^^ reference local 9
//                       ^^^ reference local 13
//                              ^^ reference local 9
      t.Errorf("Get(%q) = %d, %v; want %d, %v", tt.key, got, ok, tt.value, tt.want)
//    ^ reference local 10
//                                              ^^ reference local 9
//                                                      ^^^ reference local 13
//                                                           ^^ reference local 14
//                                                               ^^ reference local 9
//                                                                         ^^ reference local 9
     }
    })
   }
  }
//⌃ enclosing_range_end soulindex . . . go_test/TestGetSet().
  
//⌄ enclosing_range_start soulindex . . . go_test/TestEviction().
  func TestEviction(t *testing.T) {
//     ^^^^^^^^^^^^ definition soulindex . . . go_test/TestEviction().
//     kind Function
//                  ^ definition local 15
   type event struct {
//      ^^^^^ definition local 16
    key    string
    reason cache.EvictReason
//         ^^^^^ reference soulindex . . . go/
   }
   var (
    events []event
//  ^^^^^^ definition local 17
//           ^^^^^ reference local 16
    mu     = make(chan struct{}, 1)
//  ^^ definition local 18
   )
   c := cache.New[string, int](cache.WithCapacity[string, int](1))
// ^ definition local 19
//      ^^^^^ reference soulindex . . . go/
//                             ^^^^^ reference soulindex . . . go/
   _ = c.Set("a", 1, 0)
//     ^ reference local 19
   _ = c.Set("b", 2, 0)
//     ^ reference local 19
   mu <- struct{}{}
// ^^ reference local 18
   if len(events) > 1 {
//        ^^^^^^ reference local 17
    t.Fatalf("events = %v", events)
//  ^ reference local 15
//                          ^^^^^^ reference local 17
   }
  }
//⌃ enclosing_range_end soulindex . . . go_test/TestEviction().
  
//⌄ enclosing_range_start soulindex . . . go_test/TestClosed().
  func TestClosed(t *testing.T) {
//     ^^^^^^^^^^ definition soulindex . . . go_test/TestClosed().
//     kind Function
//                ^ definition local 20
   c := newCache(t, nil)
// ^ definition local 21
//      ^^^^^^^^ reference soulindex . . . go_test/newCache().
//               ^ reference local 20
   if err := c.Close(context.Background()); err != nil {
//    ^^^ definition local 22
//           ^ reference local 21
//                                          ^^^ reference local 22
    t.Fatal(err)
//  ^ reference local 20
//          ^^^ reference local 22
   }
   if err := c.Set("x", 1, 0); !errors.Is(err, cache.ErrClosed) {
//    ^^^ definition local 23
//           ^ reference local 21
//                                        ^^^ reference local 23
//                                             ^^^^^ reference soulindex . . . go/
    t.Fatalf("Set after Close = %v, want ErrClosed", err)
//  ^ reference local 20
//                                                   ^^^ reference local 23
   }
  }
//⌃ enclosing_range_end soulindex . . . go_test/TestClosed().
  
//⌄ enclosing_range_start soulindex . . . go_test/BenchmarkGet().
  func BenchmarkGet(b *testing.B) {
//     ^^^^^^^^^^^^ definition soulindex . . . go_test/BenchmarkGet().
//     kind Function
//                  ^ definition local 24
   c := cache.New[int, int]()
// ^ definition local 25
//      ^^^^^ reference soulindex . . . go/
   for i := range 1000 {
//     ^ definition local 26
    _ = c.Set(i, i, 0)
//      ^ reference local 25
//            ^ reference local 26
//               ^ reference local 26
   }
   b.ResetTimer()
// ^ reference local 24
   for i := 0; i < b.N; i++ {
//     ^ definition local 27
//             ^ reference local 27
//                 ^ reference local 24
//                      ^ reference local 27
    c.Get(i % 1000)
//  ^ reference local 25
//        ^ reference local 27
   }
  }
//⌃ enclosing_range_end soulindex . . . go_test/BenchmarkGet().
  
//⌄ enclosing_range_start soulindex . . . go_test/ExampleSum().
  func ExampleSum() {
//     ^^^^^^^^^^ definition soulindex . . . go_test/ExampleSum().
//     kind Function
   c := cache.New[string, float64]()
// ^ definition local 28
//      ^^^^^ reference soulindex . . . go/
   _ = c.Set("a", 1.5, 0)
//     ^ reference local 28
   _ = cache.Sum[string, float64](c, "a", "b")
//     ^^^^^ reference soulindex . . . go/
//                                ^ reference local 28
   // Output:
  }
//⌃ enclosing_range_end soulindex . . . go_test/ExampleSum().
  
