  %%% @doc Prices and quantities of single lines.
//⌄ enclosing_range_start soulindex . . . `erlang/src/shop_item.erl`/shop_item/
  -module(shop_item).
//        ^^^^^^^^^ definition soulindex . . . `erlang/src/shop_item.erl`/shop_item/
//        kind Module
//        documentation
//        > Prices and quantities of single lines.
//                  ⌃ enclosing_range_end soulindex . . . `erlang/src/shop_item.erl`/shop_item/
  
  -include("shop.hrl").
  
  -export([new/2, new/3, subtotal/1, with_quantity/2]).
//         ^^^ reference soulindex . . . `erlang/src/shop_item.erl`/new().
//                ^^^ reference soulindex . . . `erlang/src/shop_item.erl`/new(+1).
//                       ^^^^^^^^ reference soulindex . . . `erlang/src/shop_item.erl`/subtotal().
//                                   ^^^^^^^^^^^^^ reference soulindex . . . `erlang/src/shop_item.erl`/with_quantity().
  
  %% @doc Builds a line of one unit.
  -spec new(sku(), non_neg_integer()) -> #line{}.
//          ^^^ reference soulindex . . . `erlang/include/shop.hrl`/sku#
//                                       ^^^^^ reference soulindex . . . `erlang/include/shop.hrl`/`#line`#
//⌄ enclosing_range_start soulindex . . . `erlang/src/shop_item.erl`/new().
  new(Sku, Price) ->
//^^^ definition soulindex . . . `erlang/src/shop_item.erl`/new().
//kind Function
//documentation
//> Builds a line of one unit.
//    ^^^ definition local 0
//         ^^^^^ definition local 1
      new(Sku, Price, 1).
//    ^^^ reference soulindex . . . `erlang/src/shop_item.erl`/new(+1).
//        ^^^ reference local 0
//             ^^^^^ reference local 1
//                      ⌃ enclosing_range_end soulindex . . . `erlang/src/shop_item.erl`/new().
  
  %% @doc Builds a line; the quantity must be within bounds.
  -spec new(sku(), non_neg_integer(), pos_integer()) -> #line{}.
//          ^^^ reference soulindex . . . `erlang/include/shop.hrl`/sku#
//                                                      ^^^^^ reference soulindex . . . `erlang/include/shop.hrl`/`#line`#
//⌄ enclosing_range_start soulindex . . . `erlang/src/shop_item.erl`/new(+1).
  new(Sku, Price, Quantity) when ?is_quantity(Quantity) ->
//^^^ definition soulindex . . . `erlang/src/shop_item.erl`/new(+1).
//kind Function
//documentation
//> Builds a line; the quantity must be within bounds.
//    ^^^ definition local 2
//         ^^^^^ definition local 3
//                ^^^^^^^^ definition local 4
//                                ^^^^^^^^^^^ reference soulindex . . . `erlang/include/shop.hrl`/is_quantity!
//                                            ^^^^^^^^ reference local 4
      #line{sku = Sku, price = Price, quantity = Quantity};
//    ^^^^^ reference soulindex . . . `erlang/include/shop.hrl`/`#line`#
//          ^^^ reference soulindex . . . `erlang/include/shop.hrl`/`#line`#sku.
//                ^^^ reference local 2
//                     ^^^^^ reference soulindex . . . `erlang/include/shop.hrl`/`#line`#price.
//                             ^^^^^ reference local 3
//                                    ^^^^^^^^ reference soulindex . . . `erlang/include/shop.hrl`/`#line`#quantity.
//                                               ^^^^^^^^ reference local 4
  new(_Sku, _Price, Quantity) ->
//    ^^^^ definition local 5
//          ^^^^^^ definition local 6
//                  ^^^^^^^^ definition local 7
      erlang:error({bad_quantity, Quantity}).
//                                ^^^^^^^^ reference local 7
//                                          ⌃ enclosing_range_end soulindex . . . `erlang/src/shop_item.erl`/new(+1).
  
  %% @doc The price of the line, in cents.
  -spec subtotal(#line{}) -> non_neg_integer().
//               ^^^^^ reference soulindex . . . `erlang/include/shop.hrl`/`#line`#
//⌄ enclosing_range_start soulindex . . . `erlang/src/shop_item.erl`/subtotal().
  subtotal(#line{price = Price, quantity = Quantity}) ->
//^^^^^^^^ definition soulindex . . . `erlang/src/shop_item.erl`/subtotal().
//kind Function
//documentation
//> The price of the line, in cents.
//         ^^^^^ reference soulindex . . . `erlang/include/shop.hrl`/`#line`#
//               ^^^^^ reference soulindex . . . `erlang/include/shop.hrl`/`#line`#price.
//                       ^^^^^ definition local 8
//                              ^^^^^^^^ reference soulindex . . . `erlang/include/shop.hrl`/`#line`#quantity.
//                                         ^^^^^^^^ definition local 9
      Price * Quantity.
//    ^^^^^ reference local 8
//            ^^^^^^^^ reference local 9
//                    ⌃ enclosing_range_end soulindex . . . `erlang/src/shop_item.erl`/subtotal().
  
//⌄ enclosing_range_start soulindex . . . `erlang/src/shop_item.erl`/with_quantity().
  with_quantity(Line, Quantity) ->
//^^^^^^^^^^^^^ definition soulindex . . . `erlang/src/shop_item.erl`/with_quantity().
//kind Function
//              ^^^^ definition local 10
//                    ^^^^^^^^ definition local 11
      check(Quantity),
//    ^^^^^ reference soulindex . . . `erlang/src/shop_item.erl`/check().
//          ^^^^^^^^ reference local 11
      Line#line{quantity = Quantity}.
//    ^^^^ reference local 10
//        ^^^^^ reference soulindex . . . `erlang/include/shop.hrl`/`#line`#
//              ^^^^^^^^ reference soulindex . . . `erlang/include/shop.hrl`/`#line`#quantity.
//                         ^^^^^^^^ reference local 11
//                                  ⌃ enclosing_range_end soulindex . . . `erlang/src/shop_item.erl`/with_quantity().
  
//⌄ enclosing_range_start soulindex . . . `erlang/src/shop_item.erl`/check().
  check(Q) when ?is_quantity(Q) -> ok;
//^^^^^ definition soulindex . . . `erlang/src/shop_item.erl`/check().
//kind Function
//      ^ definition local 12
//               ^^^^^^^^^^^ reference soulindex . . . `erlang/include/shop.hrl`/is_quantity!
//                           ^ reference local 12
  check(Q) -> throw({bad_quantity, Q}).
//      ^ definition local 13
//                                 ^ reference local 13
//                                    ⌃ enclosing_range_end soulindex . . . `erlang/src/shop_item.erl`/check().
  
