//⌄ enclosing_range_start soulindex . . . `clojure/src/inventory/stock.clj`/`inventory.stock`/
  (ns inventory.stock
//    ^^^^^^^^^^^^^^^ definition soulindex . . . `clojure/src/inventory/stock.clj`/`inventory.stock`/
//    kind Module
//    documentation
//    > Stock levels of a warehouse: items, reservations and restocking.
    "Stock levels of a warehouse: items, reservations and restocking."
    (:require [clojure.string :as str]
              [clojure.set :refer [union]]
              [inventory.pricing :as pricing :refer [with-tax]])
    (:import (java.time Instant)))
//                               ⌃ enclosing_range_end soulindex . . . `clojure/src/inventory/stock.clj`/`inventory.stock`/
  
//⌄ enclosing_range_start soulindex . . . `clojure/src/inventory/stock.clj`/max-shelf.
  (def ^:const max-shelf
//             ^^^^^^^^^ definition soulindex . . . `clojure/src/inventory/stock.clj`/max-shelf.
//             kind Constant
//             documentation
//             > How many units fit on one shelf.
    "How many units fit on one shelf."
    500)
//     ⌃ enclosing_range_end soulindex . . . `clojure/src/inventory/stock.clj`/max-shelf.
  
//⌄ enclosing_range_start soulindex . . . `clojure/src/inventory/stock.clj`/ledger.
  (defonce ^:private ledger (atom {}))
//                   ^^^^^^ definition soulindex . . . `clojure/src/inventory/stock.clj`/ledger.
//                   kind Variable
//                                   ⌃ enclosing_range_end soulindex . . . `clojure/src/inventory/stock.clj`/ledger.
  
//⌄ enclosing_range_start soulindex . . . `clojure/src/inventory/stock.clj`/failure-reasons.
  (def ^{:doc "Reasons a reservation can fail." :private true}
    failure-reasons
//  ^^^^^^^^^^^^^^^ definition soulindex . . . `clojure/src/inventory/stock.clj`/failure-reasons.
//  kind Variable
//  documentation
//  > Reasons a reservation can fail.
    [:out-of-stock :unknown-sku])
//                              ⌃ enclosing_range_end soulindex . . . `clojure/src/inventory/stock.clj`/failure-reasons.
  
//⌄ enclosing_range_start soulindex . . . `clojure/src/inventory/stock.clj`/Storable#
  (defprotocol Storable
//             ^^^^^^^^ definition soulindex . . . `clojure/src/inventory/stock.clj`/Storable#
//             kind Interface
//             documentation
//             > Something the warehouse can hold.
    "Something the warehouse can hold."
//  ⌄ enclosing_range_start soulindex . . . `clojure/src/inventory/stock.clj`/Storable#sku().
    (sku [this] "The stock-keeping unit.")
//   ^^^ definition soulindex . . . `clojure/src/inventory/stock.clj`/Storable#sku().
//   kind Method
//   documentation
//   > The stock-keeping unit.
//        ^^^^ definition local 0
//                                       ⌃ enclosing_range_end soulindex . . . `clojure/src/inventory/stock.clj`/Storable#sku().
//  ⌄ enclosing_range_start soulindex . . . `clojure/src/inventory/stock.clj`/Storable#volume().
    (volume [this] [this unit] "Volume taken, in litres or UNIT."))
//   ^^^^^^ definition soulindex . . . `clojure/src/inventory/stock.clj`/Storable#volume().
//   kind Method
//   documentation
//   > Volume taken, in litres or UNIT.
//           ^^^^ definition local 1
//                  ^^^^ definition local 2
//                       ^^^^ definition local 3
//                                                               ⌃ enclosing_range_end soulindex . . . `clojure/src/inventory/stock.clj`/Storable#volume().
//                                                                ⌃ enclosing_range_end soulindex . . . `clojure/src/inventory/stock.clj`/Storable#
  
  ;; An item of the catalogue; its SKU is its identity.
//⌄ enclosing_range_start soulindex . . . `clojure/src/inventory/stock.clj`/Item#
//                 ⌄ enclosing_range_start soulindex . . . `clojure/src/inventory/stock.clj`/Item#sku-code.
//                          ⌄ enclosing_range_start soulindex . . . `clojure/src/inventory/stock.clj`/Item#name.
//                               ⌄ enclosing_range_start soulindex . . . `clojure/src/inventory/stock.clj`/Item#price.
  (defrecord Item [sku-code name price]
//           ^^^^ definition soulindex . . . `clojure/src/inventory/stock.clj`/Item#
//           kind Struct
//           documentation
//           > An item of the catalogue; its SKU is its identity.
//           relationship soulindex . . . `clojure/src/inventory/stock.clj`/Storable# implementation
//                 ^^^^^^^^ definition soulindex . . . `clojure/src/inventory/stock.clj`/Item#sku-code.
//                 kind Field
//                          ^^^^ definition soulindex . . . `clojure/src/inventory/stock.clj`/Item#name.
//                          kind Field
//                               ^^^^^ definition soulindex . . . `clojure/src/inventory/stock.clj`/Item#price.
//                               kind Field
//                        ⌃ enclosing_range_end soulindex . . . `clojure/src/inventory/stock.clj`/Item#sku-code.
//                             ⌃ enclosing_range_end soulindex . . . `clojure/src/inventory/stock.clj`/Item#name.
//                                   ⌃ enclosing_range_end soulindex . . . `clojure/src/inventory/stock.clj`/Item#price.
    Storable
//  ^^^^^^^^ reference soulindex . . . `clojure/src/inventory/stock.clj`/Storable#
//  ⌄ enclosing_range_start soulindex . . . `clojure/src/inventory/stock.clj`/Item#sku().
    (sku [_] sku-code)
//   ^^^ definition soulindex . . . `clojure/src/inventory/stock.clj`/Item#sku().
//   kind Method
//   relationship soulindex . . . `clojure/src/inventory/stock.clj`/Storable#sku(). implementation reference
//        ^ definition local 7
//                   ⌃ enclosing_range_end soulindex . . . `clojure/src/inventory/stock.clj`/Item#sku().
//  ⌄ enclosing_range_start soulindex . . . `clojure/src/inventory/stock.clj`/Item#volume().
    (volume [this] (volume this :litre))
//   ^^^^^^ definition soulindex . . . `clojure/src/inventory/stock.clj`/Item#volume().
//   kind Method
//   relationship soulindex . . . `clojure/src/inventory/stock.clj`/Storable#volume(). implementation reference
//           ^^^^ definition local 8
//                         ^^^^ reference local 8
//                                     ⌃ enclosing_range_end soulindex . . . `clojure/src/inventory/stock.clj`/Item#volume().
//  ⌄ enclosing_range_start soulindex . . . `clojure/src/inventory/stock.clj`/Item#volume(+1).
    (volume [_ unit] (if (= unit :litre) 1 1000)))
//   ^^^^^^ definition soulindex . . . `clojure/src/inventory/stock.clj`/Item#volume(+1).
//   kind Method
//   relationship soulindex . . . `clojure/src/inventory/stock.clj`/Storable#volume(). implementation reference
//           ^ definition local 9
//             ^^^^ definition local 10
//                          ^^^^ reference local 10
//                                              ⌃ enclosing_range_end soulindex . . . `clojure/src/inventory/stock.clj`/Item#volume(+1).
//                                               ⌃ enclosing_range_end soulindex . . . `clojure/src/inventory/stock.clj`/Item#
  
//⌄ enclosing_range_start soulindex . . . `clojure/src/inventory/stock.clj`/Shelf#
//                ⌄ enclosing_range_start soulindex . . . `clojure/src/inventory/stock.clj`/Shelf#id.
//                   ⌄ enclosing_range_start soulindex . . . `clojure/src/inventory/stock.clj`/Shelf#capacity.
  (deftype Shelf [id ^long capacity]
//         ^^^^^ definition soulindex . . . `clojure/src/inventory/stock.clj`/Shelf#
//         kind Class
//                ^^ definition soulindex . . . `clojure/src/inventory/stock.clj`/Shelf#id.
//                kind Field
//                         ^^^^^^^^ definition soulindex . . . `clojure/src/inventory/stock.clj`/Shelf#capacity.
//                         kind Field
//                 ⌃ enclosing_range_end soulindex . . . `clojure/src/inventory/stock.clj`/Shelf#id.
//                                ⌃ enclosing_range_end soulindex . . . `clojure/src/inventory/stock.clj`/Shelf#capacity.
    Object
//  ⌄ enclosing_range_start soulindex . . . `clojure/src/inventory/stock.clj`/Shelf#toString().
    (toString [_] (str "shelf " id " of " capacity)))
//   ^^^^^^^^ definition soulindex . . . `clojure/src/inventory/stock.clj`/Shelf#toString().
//   kind Method
//             ^ definition local 13
//                                                 ⌃ enclosing_range_end soulindex . . . `clojure/src/inventory/stock.clj`/Shelf#toString().
//                                                  ⌃ enclosing_range_end soulindex . . . `clojure/src/inventory/stock.clj`/Shelf#
  
//⌄ enclosing_range_start soulindex . . . `clojure/src/inventory/stock.clj`/normalize-sku().
  (defn- normalize-sku
//       ^^^^^^^^^^^^^ definition soulindex . . . `clojure/src/inventory/stock.clj`/normalize-sku().
//       kind Function
//       documentation
//       > Upper-cases a SKU and trims it.
    "Upper-cases a SKU and trims it."
    [s]
//   ^ definition local 14
    (-> s str/trim str/upper-case))
//      ^ reference local 14
//                                ⌃ enclosing_range_end soulindex . . . `clojure/src/inventory/stock.clj`/normalize-sku().
  
//⌄ enclosing_range_start soulindex . . . `clojure/src/inventory/stock.clj`/level().
  (defn level
//      ^^^^^ definition soulindex . . . `clojure/src/inventory/stock.clj`/level().
//      kind Function
//      documentation
//      > Units of SKU in stock.
    "Units of SKU in stock."
    ([sku-code] (level @ledger sku-code))
//    ^^^^^^^^ definition local 15
//               ^^^^^ reference soulindex . . . `clojure/src/inventory/stock.clj`/level().
//                      ^^^^^^ reference soulindex . . . `clojure/src/inventory/stock.clj`/ledger.
//                             ^^^^^^^^ reference local 15
    ([stock sku-code]
//    ^^^^^ definition local 16
//          ^^^^^^^^ definition local 17
     (get stock (normalize-sku sku-code) 0)))
//        ^^^^^ reference local 16
//               ^^^^^^^^^^^^^ reference soulindex . . . `clojure/src/inventory/stock.clj`/normalize-sku().
//                             ^^^^^^^^ reference local 17
//                                          ⌃ enclosing_range_end soulindex . . . `clojure/src/inventory/stock.clj`/level().
  
//⌄ enclosing_range_start soulindex . . . `clojure/src/inventory/stock.clj`/`restock!`().
  (defn restock!
//      ^^^^^^^^ definition soulindex . . . `clojure/src/inventory/stock.clj`/`restock!`().
//      kind Function
//      documentation
//      > Adds QTY units of ITEM.
    "Adds QTY units of ITEM."
    [{:keys [sku-code] :as item} qty]
//           ^^^^^^^^ definition local 18
//                         ^^^^ definition local 19
//                               ^^^ definition local 20
    (let [k (normalize-sku sku-code)
//        ^ definition local 21
//           ^^^^^^^^^^^^^ reference soulindex . . . `clojure/src/inventory/stock.clj`/normalize-sku().
//                         ^^^^^^^^ reference local 18
          total (+ (level k) qty)]
//        ^^^^^ definition local 22
//                  ^^^^^ reference soulindex . . . `clojure/src/inventory/stock.clj`/level().
//                        ^ reference local 21
//                           ^^^ reference local 20
      (when (> total max-shelf)
//             ^^^^^ reference local 22
//                   ^^^^^^^^^ reference soulindex . . . `clojure/src/inventory/stock.clj`/max-shelf.
        (throw (ex-info "shelf overflow" {:item item :total total})))
//                                              ^^^^ reference local 19
//                                                          ^^^^^ reference local 22
      (swap! ledger assoc k total)))
//           ^^^^^^ reference soulindex . . . `clojure/src/inventory/stock.clj`/ledger.
//                        ^ reference local 21
//                          ^^^^^ reference local 22
//                                 ⌃ enclosing_range_end soulindex . . . `clojure/src/inventory/stock.clj`/`restock!`().
  
//⌄ enclosing_range_start soulindex . . . `clojure/src/inventory/stock.clj`/reserve().
  (defmulti reserve
//          ^^^^^^^ definition soulindex . . . `clojure/src/inventory/stock.clj`/reserve().
//          kind Function
//          documentation
//          > Reserves units; dispatches on the channel.
    "Reserves units; dispatches on the channel."
    (fn [channel _order] channel))
//       ^^^^^^^ definition local 23
//               ^^^^^^ definition local 24
//                       ^^^^^^^ reference local 23
//                               ⌃ enclosing_range_end soulindex . . . `clojure/src/inventory/stock.clj`/reserve().
  
//⌄ enclosing_range_start soulindex . . . `clojure/src/inventory/stock.clj`/reserve(+1).
  (defmethod reserve :web [_ {:keys [lines]}]
//           ^^^^^^^ definition soulindex . . . `clojure/src/inventory/stock.clj`/reserve(+1).
//           kind Method
//                         ^ definition local 25
//                                   ^^^^^ definition local 26
    (doseq [[sku-code qty] lines
//           ^^^^^^^^ definition local 27
//                    ^^^ definition local 28
//                         ^^^^^ reference local 26
            :let [have (level sku-code)]
//                ^^^^ definition local 29
//                      ^^^^^ reference soulindex . . . `clojure/src/inventory/stock.clj`/level().
//                            ^^^^^^^^ reference local 27
            :when (< have qty)]
//                   ^^^^ reference local 29
//                        ^^^ reference local 28
      (throw (ex-info "out of stock" {:reason (first failure-reasons) :sku sku-code})))
//                                                   ^^^^^^^^^^^^^^^ reference soulindex . . . `clojure/src/inventory/stock.clj`/failure-reasons.
//                                                                         ^^^^^^^^ reference local 27
    :reserved)
//           ⌃ enclosing_range_end soulindex . . . `clojure/src/inventory/stock.clj`/reserve(+1).
  
//⌄ enclosing_range_start soulindex . . . `clojure/src/inventory/stock.clj`/reserve(+2).
  (defmethod reserve :default [channel order]
//           ^^^^^^^ definition soulindex . . . `clojure/src/inventory/stock.clj`/reserve(+2).
//           kind Method
//                             ^^^^^^^ definition local 30
//                                     ^^^^^ definition local 31
    (reserve :web (assoc order :channel channel)))
//   ^^^^^^^ reference soulindex . . . `clojure/src/inventory/stock.clj`/reserve().
//                       ^^^^^ reference local 31
//                                      ^^^^^^^ reference local 30
//                                               ⌃ enclosing_range_end soulindex . . . `clojure/src/inventory/stock.clj`/reserve(+2).
  
//⌄ enclosing_range_start soulindex . . . `clojure/src/inventory/stock.clj`/with-ledger!
  (defmacro with-ledger
//          ^^^^^^^^^^^ definition soulindex . . . `clojure/src/inventory/stock.clj`/with-ledger!
//          kind Macro
//          documentation
//          > Runs BODY with the ledger set to STOCK, restoring it afterwards.
    "Runs BODY with the ledger set to STOCK, restoring it afterwards."
    [stock & body]
//   ^^^^^ definition local 32
//           ^^^^ definition local 33
    `(let [saved# @ledger]
//         ^^^^^^ definition local 34
//                 ^^^^^^ reference soulindex . . . `clojure/src/inventory/stock.clj`/ledger.
       (reset! ledger ~stock)
//             ^^^^^^ reference soulindex . . . `clojure/src/inventory/stock.clj`/ledger.
//                     ^^^^^ reference local 32
       (try ~@body (finally (reset! ledger saved#)))))
//            ^^^^ reference local 33
//                                  ^^^^^^ reference soulindex . . . `clojure/src/inventory/stock.clj`/ledger.
//                                         ^^^^^^ reference local 34
//                                                   ⌃ enclosing_range_end soulindex . . . `clojure/src/inventory/stock.clj`/with-ledger!
  
//⌄ enclosing_range_start soulindex . . . `clojure/src/inventory/stock.clj`/stock-value().
  (defn stock-value
//      ^^^^^^^^^^^ definition soulindex . . . `clojure/src/inventory/stock.clj`/stock-value().
//      kind Function
//      documentation
//      > Value of the stock, tax included, by price list PRICES.
    "Value of the stock, tax included, by price list PRICES."
    [prices]
//   ^^^^^^ definition local 35
    (reduce-kv (fn [acc k n] (+ acc (with-tax (* n (get prices k 0)))))
//                  ^^^ definition local 36
//                      ^ definition local 37
//                        ^ definition local 38
//                              ^^^ reference local 36
//                                   ^^^^^^^^ reference soulindex . . . `clojure/src/inventory/pricing.cljc`/with-tax().
//                                               ^ reference local 38
//                                                      ^^^^^^ reference local 35
//                                                             ^ reference local 37
               0
               @ledger))
//              ^^^^^^ reference soulindex . . . `clojure/src/inventory/stock.clj`/ledger.
//                     ⌃ enclosing_range_end soulindex . . . `clojure/src/inventory/stock.clj`/stock-value().
  
//⌄ enclosing_range_start soulindex . . . `clojure/src/inventory/stock.clj`/report().
  (defn report
//      ^^^^^^ definition soulindex . . . `clojure/src/inventory/stock.clj`/report().
//      kind Function
//      documentation
//      > One line per SKU, sorted.
    "One line per SKU, sorted."
    []
    (let [skus (union (set (keys @ledger)) #{})]
//        ^^^^ definition local 39
//                                ^^^^^^ reference soulindex . . . `clojure/src/inventory/stock.clj`/ledger.
      (for [s (sort skus)
//          ^ definition local 40
//                  ^^^^ reference local 39
            :let [n (level s)]]
//                ^ definition local 41
//                   ^^^^^ reference soulindex . . . `clojure/src/inventory/stock.clj`/level().
//                         ^ reference local 40
        (format "%s %d (%s)" s n (pricing/format-price (pricing/unit-price s))))))
//                           ^ reference local 40
//                             ^ reference local 41
//                                        ^^^^^^^^^^^^ reference soulindex . . . `clojure/src/inventory/pricing.cljc`/format-price().
//                                                              ^^^^^^^^^^ reference soulindex . . . `clojure/src/inventory/pricing.cljc`/unit-price().
//                                                                         ^ reference local 40
//                                                                               ⌃ enclosing_range_end soulindex . . . `clojure/src/inventory/stock.clj`/report().
  
//⌄ enclosing_range_start soulindex . . . `clojure/src/inventory/stock.clj`/snapshot().
  (defn snapshot [] {:at (Instant/now) :stock @ledger})
//      ^^^^^^^^ definition soulindex . . . `clojure/src/inventory/stock.clj`/snapshot().
//      kind Function
//                                             ^^^^^^ reference soulindex . . . `clojure/src/inventory/stock.clj`/ledger.
//                                                    ⌃ enclosing_range_end soulindex . . . `clojure/src/inventory/stock.clj`/snapshot().
  
