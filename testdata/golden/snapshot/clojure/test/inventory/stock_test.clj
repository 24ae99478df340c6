//⌄ enclosing_range_start soulindex . . . `clojure/test/inventory/stock_test.clj`/`inventory.stock-test`/
  (ns inventory.stock-test
//    ^^^^^^^^^^^^^^^^^^^^ definition soulindex . . . `clojure/test/inventory/stock_test.clj`/`inventory.stock-test`/
//    kind Module
    (:require [clojure.test :refer [deftest is testing use-fixtures]]
              [inventory.stock :as stock]
              [inventory.pricing :refer [with-tax tax-rate]]))
//                                                           ⌃ enclosing_range_end soulindex . . . `clojure/test/inventory/stock_test.clj`/`inventory.stock-test`/
  
//⌄ enclosing_range_start soulindex . . . `clojure/test/inventory/stock_test.clj`/fresh().
  (defn- fresh [f]
//       ^^^^^ definition soulindex . . . `clojure/test/inventory/stock_test.clj`/fresh().
//       kind Function
//              ^ definition local 0
    (stock/with-ledger {} (f)))
//         ^^^^^^^^^^^ reference soulindex . . . `clojure/src/inventory/stock.clj`/with-ledger!
//                         ^ reference local 0
//                            ⌃ enclosing_range_end soulindex . . . `clojure/test/inventory/stock_test.clj`/fresh().
  
  (use-fixtures :each fresh)
//                    ^^^^^ reference soulindex . . . `clojure/test/inventory/stock_test.clj`/fresh().
  
//⌄ enclosing_range_start soulindex . . . `clojure/test/inventory/stock_test.clj`/restock-adds-units().
  (deftest restock-adds-units
//         ^^^^^^^^^^^^^^^^^^ definition soulindex . . . `clojure/test/inventory/stock_test.clj`/restock-adds-units().
//         kind Function
    (testing "a new SKU starts at zero"
      (is (zero? (stock/level "apple"))))
//                      ^^^^^ reference soulindex . . . `clojure/src/inventory/stock.clj`/level().
    (let [item (stock/->Item "apple" "Apple" 0.5)]
//        ^^^^ definition local 1
      (stock/restock! item 10)
//           ^^^^^^^^ reference soulindex . . . `clojure/src/inventory/stock.clj`/`restock!`().
//                    ^^^^ reference local 1
      (is (= 10 (stock/level " APPLE ")))))
//                     ^^^^^ reference soulindex . . . `clojure/src/inventory/stock.clj`/level().
//                                        ⌃ enclosing_range_end soulindex . . . `clojure/test/inventory/stock_test.clj`/restock-adds-units().
  
//⌄ enclosing_range_start soulindex . . . `clojure/test/inventory/stock_test.clj`/reserve-web-order().
  (deftest reserve-web-order
//         ^^^^^^^^^^^^^^^^^ definition soulindex . . . `clojure/test/inventory/stock_test.clj`/reserve-web-order().
//         kind Function
    (stock/restock! (stock/map->Item {:sku-code "PEAR"}) 3)
//         ^^^^^^^^ reference soulindex . . . `clojure/src/inventory/stock.clj`/`restock!`().
    (is (= :reserved (stock/reserve :web {:lines [["PEAR" 2]]})))
//                          ^^^^^^^ reference soulindex . . . `clojure/src/inventory/stock.clj`/reserve().
    (is (thrown? clojure.lang.ExceptionInfo
                 (stock/reserve :web {:lines [["PEAR" 9]]}))))
//                      ^^^^^^^ reference soulindex . . . `clojure/src/inventory/stock.clj`/reserve().
//                                                           ⌃ enclosing_range_end soulindex . . . `clojure/test/inventory/stock_test.clj`/reserve-web-order().
  
//⌄ enclosing_range_start soulindex . . . `clojure/test/inventory/stock_test.clj`/tax().
  (deftest tax
//         ^^^ definition soulindex . . . `clojure/test/inventory/stock_test.clj`/tax().
//         kind Function
    (is (= (* 10 (+ 1 tax-rate)) (with-tax 10))))
//                    ^^^^^^^^ reference soulindex . . . `clojure/src/inventory/pricing.cljc`/tax-rate.
//                                ^^^^^^^^ reference soulindex . . . `clojure/src/inventory/pricing.cljc`/with-tax().
//                                              ⌃ enclosing_range_end soulindex . . . `clojure/test/inventory/stock_test.clj`/tax().
  
