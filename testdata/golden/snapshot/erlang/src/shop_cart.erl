  %%% @doc A shopping cart: lines by SKU and an optional discount code.
  %%%
  %%% The cart is a plain value; every function returns a new one.
//⌄ enclosing_range_start soulindex . . . `erlang/src/shop_cart.erl`/shop_cart/
  -module(shop_cart).
//        ^^^^^^^^^ definition soulindex . . . `erlang/src/shop_cart.erl`/shop_cart/
//        kind Module
//        documentation
//        > A shopping cart: lines by SKU and an optional discount code.
//        > 
//        > The cart is a plain value; every function returns a new one.
//                  ⌃ enclosing_range_end soulindex . . . `erlang/src/shop_cart.erl`/shop_cart/
  -behaviour(gen_server).
  
  -include("shop.hrl").
  -include_lib("kernel/include/logger.hrl").
  
  -export([new/0, add/4, apply_code/2, total/1, format_cents/1]).
//         ^^^ reference soulindex . . . `erlang/src/shop_cart.erl`/new().
//                ^^^ reference soulindex . . . `erlang/src/shop_cart.erl`/add().
//                       ^^^^^^^^^^ reference soulindex . . . `erlang/src/shop_cart.erl`/apply_code().
//                                     ^^^^^ reference soulindex . . . `erlang/src/shop_cart.erl`/total().
//                                              ^^^^^^^^^^^^ reference soulindex . . . `erlang/src/shop_cart.erl`/format_cents().
  -export([start_link/0, init/1, handle_call/3, handle_cast/2]).
//         ^^^^^^^^^^ reference soulindex . . . `erlang/src/shop_cart.erl`/start_link().
//                       ^^^^ reference soulindex . . . `erlang/src/shop_cart.erl`/init().
//                               ^^^^^^^^^^^ reference soulindex . . . `erlang/src/shop_cart.erl`/handle_call().
//                                              ^^^^^^^^^^^ reference soulindex . . . `erlang/src/shop_cart.erl`/handle_cast().
  -export_type([cart/0]).
//              ^^^^ reference soulindex . . . `erlang/src/shop_cart.erl`/cart#
  
  -import(lists, [foldl/3]).
  
//⌄ enclosing_range_start soulindex . . . `erlang/src/shop_cart.erl`/DISCOUNTS!
  -define(DISCOUNTS, #{<<"SPRING">> => 10, <<"LOYAL">> => 5}).
//        ^^^^^^^^^ definition soulindex . . . `erlang/src/shop_cart.erl`/DISCOUNTS!
//        kind Macro
//                                                           ⌃ enclosing_range_end soulindex . . . `erlang/src/shop_cart.erl`/DISCOUNTS!
  
//⌄ enclosing_range_start soulindex . . . `erlang/src/shop_cart.erl`/`#cart`#
//               ⌄ enclosing_range_start soulindex . . . `erlang/src/shop_cart.erl`/`#cart`#lines.
//                                                   ⌄ enclosing_range_start soulindex . . . `erlang/src/shop_cart.erl`/`#cart`#code.
  -record(cart, {lines = #{} :: #{sku() => #line{}}, code :: binary() | undefined}).
//        ^^^^ definition soulindex . . . `erlang/src/shop_cart.erl`/`#cart`#
//        kind Struct
//               ^^^^^ definition soulindex . . . `erlang/src/shop_cart.erl`/`#cart`#lines.
//               kind Field
//                                ^^^ reference soulindex . . . `erlang/include/shop.hrl`/sku#
//                                         ^^^^^ reference soulindex . . . `erlang/include/shop.hrl`/`#line`#
//                                                   ^^^^ definition soulindex . . . `erlang/src/shop_cart.erl`/`#cart`#code.
//                                                   kind Field
//                                                ⌃ enclosing_range_end soulindex . . . `erlang/src/shop_cart.erl`/`#cart`#lines.
//                                                                              ⌃ enclosing_range_end soulindex . . . `erlang/src/shop_cart.erl`/`#cart`#code.
//                                                                                 ⌃ enclosing_range_end soulindex . . . `erlang/src/shop_cart.erl`/`#cart`#
  
//⌄ enclosing_range_start soulindex . . . `erlang/src/shop_cart.erl`/cart#
  -opaque cart() :: #cart{}.
//        ^^^^ definition soulindex . . . `erlang/src/shop_cart.erl`/cart#
//        kind TypeAlias
//                  ^^^^^ reference soulindex . . . `erlang/src/shop_cart.erl`/`#cart`#
//                         ⌃ enclosing_range_end soulindex . . . `erlang/src/shop_cart.erl`/cart#
//⌄ enclosing_range_start soulindex . . . `erlang/src/shop_cart.erl`/code#
  -type code() :: binary().
//      ^^^^ definition soulindex . . . `erlang/src/shop_cart.erl`/code#
//      kind TypeAlias
//                        ⌃ enclosing_range_end soulindex . . . `erlang/src/shop_cart.erl`/code#
  
  %% @doc An empty cart.
  -spec new() -> cart().
//               ^^^^ reference soulindex . . . `erlang/src/shop_cart.erl`/cart#
//⌄ enclosing_range_start soulindex . . . `erlang/src/shop_cart.erl`/new().
  new() ->
//^^^ definition soulindex . . . `erlang/src/shop_cart.erl`/new().
//kind Function
//documentation
//> An empty cart.
      #cart{}.
//    ^^^^^ reference soulindex . . . `erlang/src/shop_cart.erl`/`#cart`#
//           ⌃ enclosing_range_end soulindex . . . `erlang/src/shop_cart.erl`/new().
  
  %% @doc Adds a line, or raises the quantity of the line of the same SKU.
  -spec add(cart(), sku(), non_neg_integer(), pos_integer()) -> cart().
//          ^^^^ reference soulindex . . . `erlang/src/shop_cart.erl`/cart#
//                  ^^^ reference soulindex . . . `erlang/include/shop.hrl`/sku#
//                                                              ^^^^ reference soulindex . . . `erlang/src/shop_cart.erl`/cart#
//⌄ enclosing_range_start soulindex . . . `erlang/src/shop_cart.erl`/add().
  add(#cart{lines = Lines} = Cart, Sku, Price, Quantity) ->
//^^^ definition soulindex . . . `erlang/src/shop_cart.erl`/add().
//kind Function
//documentation
//> Adds a line, or raises the quantity of the line of the same SKU.
//    ^^^^^ reference soulindex . . . `erlang/src/shop_cart.erl`/`#cart`#
//          ^^^^^ reference soulindex . . . `erlang/src/shop_cart.erl`/`#cart`#lines.
//                  ^^^^^ definition local 1
//                           ^^^^ definition local 2
//                                 ^^^ definition local 3
//                                      ^^^^^ definition local 4
//                                             ^^^^^^^^ definition local 5
      Line = case maps:find(Sku, Lines) of
//    ^^^^ definition local 6
//                          ^^^ reference local 3
//                               ^^^^^ reference local 1
                 {ok, #line{quantity = Q} = Old} -> shop_item:with_quantity(Old, Q + Quantity);
//                    ^^^^^ reference soulindex . . . `erlang/include/shop.hrl`/`#line`#
//                          ^^^^^^^^ reference soulindex . . . `erlang/include/shop.hrl`/`#line`#quantity.
//                                     ^ definition local 7
//                                          ^^^ definition local 8
//                                                            ^^^^^^^^^^^^^ reference soulindex . . . `erlang/src/shop_item.erl`/with_quantity().
//                                                                          ^^^ reference local 8
//                                                                               ^ reference local 7
//                                                                                   ^^^^^^^^ reference local 5
                 error -> shop_item:new(Sku, Price, Quantity)
//                                  ^^^ reference soulindex . . . `erlang/src/shop_item.erl`/new(+1).
//                                      ^^^ reference local 3
//                                           ^^^^^ reference local 4
//                                                  ^^^^^^^^ reference local 5
             end,
      Cart#cart{lines = Lines#{Sku => Line}}.
//    ^^^^ reference local 2
//        ^^^^^ reference soulindex . . . `erlang/src/shop_cart.erl`/`#cart`#
//              ^^^^^ reference soulindex . . . `erlang/src/shop_cart.erl`/`#cart`#lines.
//                      ^^^^^ reference local 1
//                             ^^^ reference local 3
//                                    ^^^^ reference local 6
//                                          ⌃ enclosing_range_end soulindex . . . `erlang/src/shop_cart.erl`/add().
  
  %% @doc Applies a discount code; unknown codes are refused.
  -spec apply_code(cart(), code()) -> {ok, cart()} | {error, unknown_code}.
//                 ^^^^ reference soulindex . . . `erlang/src/shop_cart.erl`/cart#
//                         ^^^^ reference soulindex . . . `erlang/src/shop_cart.erl`/code#
//                                         ^^^^ reference soulindex . . . `erlang/src/shop_cart.erl`/cart#
//⌄ enclosing_range_start soulindex . . . `erlang/src/shop_cart.erl`/apply_code().
  apply_code(Cart, Code) ->
//^^^^^^^^^^ definition soulindex . . . `erlang/src/shop_cart.erl`/apply_code().
//kind Function
//documentation
//> Applies a discount code; unknown codes are refused.
//           ^^^^ definition local 9
//                 ^^^^ definition local 10
      case maps:is_key(Code, ?DISCOUNTS) of
//                     ^^^^ reference local 10
//                            ^^^^^^^^^ reference soulindex . . . `erlang/src/shop_cart.erl`/DISCOUNTS!
          true -> {ok, Cart#cart{code = Code}};
//                     ^^^^ reference local 9
//                         ^^^^^ reference soulindex . . . `erlang/src/shop_cart.erl`/`#cart`#
//                               ^^^^ reference soulindex . . . `erlang/src/shop_cart.erl`/`#cart`#code.
//                                      ^^^^ reference local 10
          false -> {error, unknown_code}
      end.
//       ⌃ enclosing_range_end soulindex . . . `erlang/src/shop_cart.erl`/apply_code().
  
  %% @doc The total in cents, discount taken off.
  -spec total(cart()) -> non_neg_integer().
//            ^^^^ reference soulindex . . . `erlang/src/shop_cart.erl`/cart#
//⌄ enclosing_range_start soulindex . . . `erlang/src/shop_cart.erl`/total().
  total(#cart{lines = Lines} = Cart) ->
//^^^^^ definition soulindex . . . `erlang/src/shop_cart.erl`/total().
//kind Function
//documentation
//> The total in cents, discount taken off.
//      ^^^^^ reference soulindex . . . `erlang/src/shop_cart.erl`/`#cart`#
//            ^^^^^ reference soulindex . . . `erlang/src/shop_cart.erl`/`#cart`#lines.
//                    ^^^^^ definition local 11
//                             ^^^^ definition local 12
      Gross = foldl(fun(Line, Acc) -> Acc + shop_item:subtotal(Line) end, 0, maps:values(Lines)),
//    ^^^^^ definition local 13
//                      ^^^^ definition local 14
//                            ^^^ definition local 15
//                                    ^^^ reference local 15
//                                                    ^^^^^^^^ reference soulindex . . . `erlang/src/shop_item.erl`/subtotal().
//                                                             ^^^^ reference local 14
//                                                                                       ^^^^^ reference local 11
      Gross - discount(Cart, Gross).
//    ^^^^^ reference local 13
//            ^^^^^^^^ reference soulindex . . . `erlang/src/shop_cart.erl`/discount().
//                     ^^^^ reference local 12
//                           ^^^^^ reference local 13
//                                 ⌃ enclosing_range_end soulindex . . . `erlang/src/shop_cart.erl`/total().
  
//⌄ enclosing_range_start soulindex . . . `erlang/src/shop_cart.erl`/discount().
  discount(#cart{code = undefined}, _Gross) ->
//^^^^^^^^ definition soulindex . . . `erlang/src/shop_cart.erl`/discount().
//kind Function
//         ^^^^^ reference soulindex . . . `erlang/src/shop_cart.erl`/`#cart`#
//               ^^^^ reference soulindex . . . `erlang/src/shop_cart.erl`/`#cart`#code.
//                                  ^^^^^^ definition local 16
      0;
  discount(#cart{code = Code}, Gross) ->
//         ^^^^^ reference soulindex . . . `erlang/src/shop_cart.erl`/`#cart`#
//               ^^^^ reference soulindex . . . `erlang/src/shop_cart.erl`/`#cart`#code.
//                      ^^^^ definition local 17
//                             ^^^^^ definition local 18
      Gross * maps:get(Code, ?DISCOUNTS) div 100.
//    ^^^^^ reference local 18
//                     ^^^^ reference local 17
//                            ^^^^^^^^^ reference soulindex . . . `erlang/src/shop_cart.erl`/DISCOUNTS!
//                                              ⌃ enclosing_range_end soulindex . . . `erlang/src/shop_cart.erl`/discount().
  
  -spec format_cents(non_neg_integer()) -> binary().
//⌄ enclosing_range_start soulindex . . . `erlang/src/shop_cart.erl`/format_cents().
  format_cents(Cents) ->
//^^^^^^^^^^^^ definition soulindex . . . `erlang/src/shop_cart.erl`/format_cents().
//kind Function
//             ^^^^^ definition local 19
      iolist_to_binary(io_lib:format("~s ~B.~2..0B", [?CURRENCY, Cents div 100, Cents rem 100])).
//                                                     ^^^^^^^^ reference soulindex . . . `erlang/include/shop.hrl`/CURRENCY!
//                                                               ^^^^^ reference local 19
//                                                                              ^^^^^ reference local 19
//                                                                                              ⌃ enclosing_range_end soulindex . . . `erlang/src/shop_cart.erl`/format_cents().
  
  %% gen_server: one cart per process.
  
//⌄ enclosing_range_start soulindex . . . `erlang/src/shop_cart.erl`/start_link().
  start_link() ->
//^^^^^^^^^^ definition soulindex . . . `erlang/src/shop_cart.erl`/start_link().
//kind Function
      gen_server:start_link(?MODULE, [], []).
//                                          ⌃ enclosing_range_end soulindex . . . `erlang/src/shop_cart.erl`/start_link().
  
//⌄ enclosing_range_start soulindex . . . `erlang/src/shop_cart.erl`/init().
  init([]) ->
//^^^^ definition soulindex . . . `erlang/src/shop_cart.erl`/init().
//kind Function
      ?LOG_INFO("cart started"),
      {ok, new()}.
//         ^^^ reference soulindex . . . `erlang/src/shop_cart.erl`/new().
//               ⌃ enclosing_range_end soulindex . . . `erlang/src/shop_cart.erl`/init().
  
//⌄ enclosing_range_start soulindex . . . `erlang/src/shop_cart.erl`/handle_call().
  handle_call({add, Sku, Price, Quantity}, _From, Cart) ->
//^^^^^^^^^^^ definition soulindex . . . `erlang/src/shop_cart.erl`/handle_call().
//kind Function
//                  ^^^ definition local 20
//                       ^^^^^ definition local 21
//                              ^^^^^^^^ definition local 22
//                                         ^^^^^ definition local 23
//                                                ^^^^ definition local 24
      {reply, ok, add(Cart, Sku, Price, Quantity)};
//                ^^^ reference soulindex . . . `erlang/src/shop_cart.erl`/add().
//                    ^^^^ reference local 24
//                          ^^^ reference local 20
//                               ^^^^^ reference local 21
//                                      ^^^^^^^^ reference local 22
  handle_call(total, _From, Cart) ->
//                   ^^^^^ definition local 25
//                          ^^^^ definition local 26
      {reply, total(Cart), Cart}.
//            ^^^^^ reference soulindex . . . `erlang/src/shop_cart.erl`/total().
//                  ^^^^ reference local 26
//                         ^^^^ reference local 26
//                              ⌃ enclosing_range_end soulindex . . . `erlang/src/shop_cart.erl`/handle_call().
  
//⌄ enclosing_range_start soulindex . . . `erlang/src/shop_cart.erl`/handle_cast().
  handle_cast({apply_code, Code}, Cart) ->
//^^^^^^^^^^^ definition soulindex . . . `erlang/src/shop_cart.erl`/handle_cast().
//kind Function
//                         ^^^^ definition local 27
//                                ^^^^ definition local 28
      case apply_code(Cart, Code) of
//         ^^^^^^^^^^ reference soulindex . . . `erlang/src/shop_cart.erl`/apply_code().
//                    ^^^^ reference local 28
//                          ^^^^ reference local 27
          {ok, New} -> {noreply, New};
//             ^^^ definition local 29
//                               ^^^ reference local 29
          {error, _} -> {noreply, Cart}
//                ^ definition local 30
//                                ^^^^ reference local 28
      end.
//       ⌃ enclosing_range_end soulindex . . . `erlang/src/shop_cart.erl`/handle_cast().
  
