//⌄ enclosing_range_start soulindex . . . `clojure/broken.clj`/`inventory.broken`/
  (ns inventory.broken
//    ^^^^^^^^^^^^^^^^ definition soulindex . . . `clojure/broken.clj`/`inventory.broken`/
//    kind Module
    (:require [inventory.stock :as stock]))
//                                        ⌃ enclosing_range_end soulindex . . . `clojure/broken.clj`/`inventory.broken`/
  
//⌄ enclosing_range_start soulindex . . . `clojure/broken.clj`/intact-before().
  (defn intact-before
//      ^^^^^^^^^^^^^ definition soulindex . . . `clojure/broken.clj`/intact-before().
//      kind Function
//      documentation
//      > Still found.
    "Still found."
    [x]
//   ^ definition local 0
    (stock/level x))
//         ^^^^^ reference soulindex . . . `clojure/src/inventory/stock.clj`/level().
//               ^ reference local 0
//                 ⌃ enclosing_range_end soulindex . . . `clojure/broken.clj`/intact-before().
  
  (defn half-written [a b
    (let [c (+ a b]
      c)))
  
//⌄ enclosing_range_start soulindex . . . `clojure/broken.clj`/intact-after().
  (defn intact-after [y] (* 2 y))
//      ^^^^^^^^^^^^ definition soulindex . . . `clojure/broken.clj`/intact-after().
//      kind Function
//                    ^ definition local 1
//                            ^ reference local 1
//                              ⌃ enclosing_range_end soulindex . . . `clojure/broken.clj`/intact-after().
  
