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
//         ^^^^^^^^^ reference soulindex . . . go_test/fakeClock#
//                    ^^^ definition soulindex . . . go_test/fakeClock#Now().
//                    kind Method
//                                                        ^ reference soulindex . . . go_test/fakeClock#t.
//                                                          ⌃ enclosing_range_end soulindex . . . go_test/fakeClock#Now().
//⌄ enclosing_range_start soulindex . . . go_test/fakeClock#Advance().
  func (f *fakeClock) Advance(d time.Duration) { f.t = f.t.Add(d) }
//         ^^^^^^^^^ reference soulindex . . . go_test/fakeClock#
//                    ^^^^^^^ definition soulindex . . . go_test/fakeClock#Advance().
//                    kind Method
//                                                 ^ reference soulindex . . . go_test/fakeClock#t.
//                                                       ^ reference soulindex . . . go_test/fakeClock#t.
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
//                                  ^^^^^ reference soulindex . . . go/
//                                                ^^^^^ reference soulindex . . . go/
   t.Helper()
   c := cache.New[string, int](cache.WithCapacity[string, int](2), cache.WithTTL[string, int](testTTL))
//      ^^^^^ reference soulindex . . . go/
//                             ^^^^^ reference soulindex . . . go/
//                                                                 ^^^^^ reference soulindex . . . go/
//                                                                                            ^^^^^^^ reference soulindex . . . go_test/testTTL.
   t.Cleanup(func() { _ = c.Close(context.Background()) })
//                          ^^^^^ reference soulindex . . . go/Cache#Close().
   _ = clock
   return c
  }
//⌃ enclosing_range_end soulindex . . . go_test/newCache().
  
//⌄ enclosing_range_start soulindex . . . go_test/TestGetSet().
  func TestGetSet(t *testing.T) {
//     ^^^^^^^^^^ definition soulindex . . . go_test/TestGetSet().
//     kind Function
   tests := []struct {
    name  string
    key   string
    value int
    want  bool
   }{
    {name: "present", key: "a", value: 1, want: true},
    {name: "empty key", key: "", value: 2, want: true},
   }
   for _, tt := range tests {
    t.Run(tt.name, func(t *testing.T) {
     c := newCache(t, &fakeClock{})
//        ^^^^^^^^ reference soulindex . . . go_test/newCache().
//                     ^^^^^^^^^ reference soulindex . . . go_test/fakeClock#
     if err := c.Set(tt.key, tt.value, 0); err != nil {
      t.Fatalf("Set: %v", err)
     }
     got, ok := c.Get(tt.key)
     if ok != tt.want || got != tt.value {
      t.Errorf("Get(%q) = %d, %v; want %d, %v", tt.key, got, ok, tt.value, tt.want)
     }
    })
   }
  }
//⌃ enclosing_range_end soulindex . . . go_test/TestGetSet().
  
//⌄ enclosing_range_start soulindex . . . go_test/TestEviction().
  func TestEviction(t *testing.T) {
//     ^^^^^^^^^^^^ definition soulindex . . . go_test/TestEviction().
//     kind Function
   type event struct {
    key    string
    reason cache.EvictReason
//         ^^^^^ reference soulindex . . . go/
   }
   var (
    events []event
    mu     = make(chan struct{}, 1)
   )
   c := cache.New[string, int](cache.WithCapacity[string, int](1))
//      ^^^^^ reference soulindex . . . go/
//                             ^^^^^ reference soulindex . . . go/
   _ = c.Set("a", 1, 0)
   _ = c.Set("b", 2, 0)
   mu <- struct{}{}
   if len(events) > 1 {
    t.Fatalf("events = %v", events)
   }
  }
//⌃ enclosing_range_end soulindex . . . go_test/TestEviction().
  
//⌄ enclosing_range_start soulindex . . . go_test/TestClosed().
  func TestClosed(t *testing.T) {
//     ^^^^^^^^^^ definition soulindex . . . go_test/TestClosed().
//     kind Function
   c := newCache(t, nil)
//      ^^^^^^^^ reference soulindex . . . go_test/newCache().
   if err := c.Close(context.Background()); err != nil {
    t.Fatal(err)
   }
   if err := c.Set("x", 1, 0); !errors.Is(err, cache.ErrClosed) {
//                                             ^^^^^ reference soulindex . . . go/
    t.Fatalf("Set after Close = %v, want ErrClosed", err)
   }
  }
//⌃ enclosing_range_end soulindex . . . go_test/TestClosed().
  
//⌄ enclosing_range_start soulindex . . . go_test/BenchmarkGet().
  func BenchmarkGet(b *testing.B) {
//     ^^^^^^^^^^^^ definition soulindex . . . go_test/BenchmarkGet().
//     kind Function
   c := cache.New[int, int]()
//      ^^^^^ reference soulindex . . . go/
   for i := range 1000 {
    _ = c.Set(i, i, 0)
   }
   b.ResetTimer()
   for i := 0; i < b.N; i++ {
    c.Get(i % 1000)
   }
  }
//⌃ enclosing_range_end soulindex . . . go_test/BenchmarkGet().
  
//⌄ enclosing_range_start soulindex . . . go_test/ExampleSum().
  func ExampleSum() {
//     ^^^^^^^^^^ definition soulindex . . . go_test/ExampleSum().
//     kind Function
   c := cache.New[string, float64]()
//      ^^^^^ reference soulindex . . . go/
   _ = c.Set("a", 1.5, 0)
   _ = cache.Sum[string, float64](c, "a", "b")
//     ^^^^^ reference soulindex . . . go/
   // Output:
  }
//⌃ enclosing_range_end soulindex . . . go_test/ExampleSum().
  
