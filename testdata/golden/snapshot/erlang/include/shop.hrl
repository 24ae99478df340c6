  %%% Records and macros shared by the shop modules.
  
//⌄ enclosing_range_start soulindex . . . `erlang/include/shop.hrl`/CURRENCY!
  -define(CURRENCY, <<"EUR">>).
//        ^^^^^^^^ definition soulindex . . . `erlang/include/shop.hrl`/CURRENCY!
//        kind Macro
//                            ⌃ enclosing_range_end soulindex . . . `erlang/include/shop.hrl`/CURRENCY!
//⌄ enclosing_range_start soulindex . . . `erlang/include/shop.hrl`/MAX_QUANTITY!
  -define(MAX_QUANTITY, 999).
//        ^^^^^^^^^^^^ definition soulindex . . . `erlang/include/shop.hrl`/MAX_QUANTITY!
//        kind Macro
//                          ⌃ enclosing_range_end soulindex . . . `erlang/include/shop.hrl`/MAX_QUANTITY!
//⌄ enclosing_range_start soulindex . . . `erlang/include/shop.hrl`/is_quantity!
  -define(is_quantity(Q), (is_integer(Q) andalso Q > 0 andalso Q =< ?MAX_QUANTITY)).
//        ^^^^^^^^^^^ definition soulindex . . . `erlang/include/shop.hrl`/is_quantity!
//        kind Macro
//                    ^ definition local 2
//                                    ^ reference local 2
//                                               ^ reference local 2
//                                                             ^ reference local 2
//                                                                   ^^^^^^^^^^^^ reference soulindex . . . `erlang/include/shop.hrl`/MAX_QUANTITY!
//                                                                                 ⌃ enclosing_range_end soulindex . . . `erlang/include/shop.hrl`/is_quantity!
  
  %% A line of a cart: a SKU, a unit price in cents and a quantity.
//⌄ enclosing_range_start soulindex . . . `erlang/include/shop.hrl`/`#line`#
  -record(line, {
//        ^^^^ definition soulindex . . . `erlang/include/shop.hrl`/`#line`#
//        kind Struct
//        documentation
//        > A line of a cart: a SKU, a unit price in cents and a quantity.
//    ⌄ enclosing_range_start soulindex . . . `erlang/include/shop.hrl`/`#line`#sku.
      sku :: binary(),
//    ^^^ definition soulindex . . . `erlang/include/shop.hrl`/`#line`#sku.
//    kind Field
//                  ⌃ enclosing_range_end soulindex . . . `erlang/include/shop.hrl`/`#line`#sku.
//    ⌄ enclosing_range_start soulindex . . . `erlang/include/shop.hrl`/`#line`#price.
      price = 0 :: non_neg_integer(),
//    ^^^^^ definition soulindex . . . `erlang/include/shop.hrl`/`#line`#price.
//    kind Field
//                                 ⌃ enclosing_range_end soulindex . . . `erlang/include/shop.hrl`/`#line`#price.
//    ⌄ enclosing_range_start soulindex . . . `erlang/include/shop.hrl`/`#line`#quantity.
      quantity = 1 :: pos_integer()
//    ^^^^^^^^ definition soulindex . . . `erlang/include/shop.hrl`/`#line`#quantity.
//    kind Field
//                                ⌃ enclosing_range_end soulindex . . . `erlang/include/shop.hrl`/`#line`#quantity.
  }).
//  ⌃ enclosing_range_end soulindex . . . `erlang/include/shop.hrl`/`#line`#
  
//⌄ enclosing_range_start soulindex . . . `erlang/include/shop.hrl`/sku#
  -type sku() :: binary().
//      ^^^ definition soulindex . . . `erlang/include/shop.hrl`/sku#
//      kind TypeAlias
//                       ⌃ enclosing_range_end soulindex . . . `erlang/include/shop.hrl`/sku#
  
