//⌄ enclosing_range_start soulindex . . . `clojure/src/inventory/pricing.cljc`/`inventory.pricing`/
  (ns inventory.pricing
//    ^^^^^^^^^^^^^^^^^ definition soulindex . . . `clojure/src/inventory/pricing.cljc`/`inventory.pricing`/
//    kind Module
//    documentation
//    > Prices and tax, shared by the JVM service and the web shop.
    "Prices and tax, shared by the JVM service and the web shop."
    #?(:clj (:import (java.text NumberFormat))))
//                                             ⌃ enclosing_range_end soulindex . . . `clojure/src/inventory/pricing.cljc`/`inventory.pricing`/
  
//⌄ enclosing_range_start soulindex . . . `clojure/src/inventory/pricing.cljc`/tax-rate.
  (def tax-rate
//     ^^^^^^^^ definition soulindex . . . `clojure/src/inventory/pricing.cljc`/tax-rate.
//     kind Variable
//     documentation
//     > Value-added tax.
    "Value-added tax."
    0.2)
//     ⌃ enclosing_range_end soulindex . . . `clojure/src/inventory/pricing.cljc`/tax-rate.
  
//⌄ enclosing_range_start soulindex . . . `clojure/src/inventory/pricing.cljc`/price-list.
  (def ^:private price-list {"APPLE" 0.5 "PEAR" 0.75})
//               ^^^^^^^^^^ definition soulindex . . . `clojure/src/inventory/pricing.cljc`/price-list.
//               kind Variable
//                                                   ⌃ enclosing_range_end soulindex . . . `clojure/src/inventory/pricing.cljc`/price-list.
  
//⌄ enclosing_range_start soulindex . . . `clojure/src/inventory/pricing.cljc`/with-tax().
  (defn with-tax
//      ^^^^^^^^ definition soulindex . . . `clojure/src/inventory/pricing.cljc`/with-tax().
//      kind Function
//      documentation
//      > Adds tax to AMOUNT.
    "Adds tax to AMOUNT."
    [amount]
//   ^^^^^^ definition local 0
    (* amount (+ 1 tax-rate)))
//     ^^^^^^ reference local 0
//                 ^^^^^^^^ reference soulindex . . . `clojure/src/inventory/pricing.cljc`/tax-rate.
//                           ⌃ enclosing_range_end soulindex . . . `clojure/src/inventory/pricing.cljc`/with-tax().
  
//⌄ enclosing_range_start soulindex . . . `clojure/src/inventory/pricing.cljc`/unit-price().
  (defn unit-price
//      ^^^^^^^^^^ definition soulindex . . . `clojure/src/inventory/pricing.cljc`/unit-price().
//      kind Function
//      documentation
//      > Price of one unit of SKU, tax excluded.
    "Price of one unit of SKU, tax excluded."
    [sku]
//   ^^^ definition local 1
    (get price-list sku 0))
//       ^^^^^^^^^^ reference soulindex . . . `clojure/src/inventory/pricing.cljc`/price-list.
//                  ^^^ reference local 1
//                        ⌃ enclosing_range_end soulindex . . . `clojure/src/inventory/pricing.cljc`/unit-price().
  
//⌄ enclosing_range_start soulindex . . . `clojure/src/inventory/pricing.cljc`/format-price().
  (defn format-price [amount]
//      ^^^^^^^^^^^^ definition soulindex . . . `clojure/src/inventory/pricing.cljc`/format-price().
//      kind Function
//                    ^^^^^^ definition local 2
    #?(:clj (.format (NumberFormat/getCurrencyInstance) amount)
//                                                      ^^^^^^ reference local 2
       :cljs (str "$" (.toFixed amount 2))))
//                              ^^^^^^ reference local 2
//                                         ⌃ enclosing_range_end soulindex . . . `clojure/src/inventory/pricing.cljc`/format-price().
  
//⌄ enclosing_range_start soulindex . . . `clojure/src/inventory/pricing.cljc`/discount().
  (defn discount
//      ^^^^^^^^ definition soulindex . . . `clojure/src/inventory/pricing.cljc`/discount().
//      kind Function
//      documentation
//      > Applies each of DISCOUNTS to AMOUNT in turn.
    "Applies each of DISCOUNTS to AMOUNT in turn."
    [amount & discounts]
//   ^^^^^^ definition local 3
//            ^^^^^^^^^ definition local 4
    (letfn [(apply-one [a {:keys [percent] :or {percent 0}}]
//           ^^^^^^^^^ definition local 5
//                      ^ definition local 6
//                                ^^^^^^^ definition local 7
//                                              ^^^^^^^ reference local 7
              (* a (- 1 (/ percent 100))))]
//               ^ reference local 6
//                         ^^^^^^^ reference local 7
      (reduce apply-one amount discounts)))
//            ^^^^^^^^^ reference local 5
//                      ^^^^^^ reference local 3
//                             ^^^^^^^^^ reference local 4
//                                        ⌃ enclosing_range_end soulindex . . . `clojure/src/inventory/pricing.cljc`/discount().
  
//⌄ enclosing_range_start soulindex . . . `clojure/src/inventory/pricing.cljc`/`bulk?`().
  (defn- bulk? [qty] (>= qty 100))
//       ^^^^^ definition soulindex . . . `clojure/src/inventory/pricing.cljc`/`bulk?`().
//       kind Function
//              ^^^ definition local 8
//                       ^^^ reference local 8
//                               ⌃ enclosing_range_end soulindex . . . `clojure/src/inventory/pricing.cljc`/`bulk?`().
  
//⌄ enclosing_range_start soulindex . . . `clojure/src/inventory/pricing.cljc`/line-total().
  (defn line-total
//      ^^^^^^^^^^ definition soulindex . . . `clojure/src/inventory/pricing.cljc`/line-total().
//      kind Function
//      documentation
//      > Total of an order line.
    "Total of an order line."
    [{:keys [sku qty]}]
//           ^^^ definition local 9
//               ^^^ definition local 10
    (cond-> (* qty (unit-price sku))
//             ^^^ reference local 10
//                  ^^^^^^^^^^ reference soulindex . . . `clojure/src/inventory/pricing.cljc`/unit-price().
//                             ^^^ reference local 9
      (bulk? qty) (discount {:percent 5})))
//     ^^^^^ reference soulindex . . . `clojure/src/inventory/pricing.cljc`/`bulk?`().
//           ^^^ reference local 10
//                 ^^^^^^^^ reference soulindex . . . `clojure/src/inventory/pricing.cljc`/discount().
//                                        ⌃ enclosing_range_end soulindex . . . `clojure/src/inventory/pricing.cljc`/line-total().
  
