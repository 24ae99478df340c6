  // Command deps uses its dependencies: the standard library and a module.
//⌄ enclosing_range_start soulindex gomod example.com/deps . `example.com/deps`/
  package main
//        ^^^^ definition soulindex gomod example.com/deps . `example.com/deps`/
//        kind Module
//        documentation
//        > Command deps uses its dependencies: the standard library and a module.
//           ⌃ enclosing_range_end soulindex gomod example.com/deps . `example.com/deps`/
  
  import (
   "fmt"
//  ^^^ reference scip-go gomod github.com/golang/go/src go1.22.0 fmt/
  
   "example.com/lib/store"
//  ^^^^^^^^^^^^^^^^^^^^^ reference scip-go gomod example.com/lib v1.0.0 `example.com/lib/store`/
  )
  
//⌄ enclosing_range_start soulindex gomod example.com/deps . `example.com/deps`/main().
  func main() {
//     ^^^^ definition soulindex gomod example.com/deps . `example.com/deps`/main().
//     kind Function
   s := store.New()
// ^ definition local 0
//      ^^^^^ reference scip-go gomod example.com/lib v1.0.0 `example.com/lib/store`/
//            ^^^ reference scip-go gomod example.com/lib v1.0.0 `example.com/lib/store`/New().
   fmt.Println(s, store.Capacity)
// ^^^ reference scip-go gomod github.com/golang/go/src go1.22.0 fmt/
//     ^^^^^^^ reference scip-go gomod github.com/golang/go/src go1.22.0 fmt/Println().
//             ^ reference local 0
//                ^^^^^ reference scip-go gomod example.com/lib v1.0.0 `example.com/lib/store`/
//                      ^^^^^^^^ reference scip-go gomod example.com/lib v1.0.0 `example.com/lib/store`/Capacity.
  }
//⌃ enclosing_range_end soulindex gomod example.com/deps . `example.com/deps`/main().
  
