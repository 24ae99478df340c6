//⌄ enclosing_range_start soulindex . . . `erlang/broken.erl`/broken/
  -module(broken).
//        ^^^^^^ definition soulindex . . . `erlang/broken.erl`/broken/
//        kind Module
//               ⌃ enclosing_range_end soulindex . . . `erlang/broken.erl`/broken/
  -export([intact_before/1, intact_after/1]).
//         ^^^^^^^^^^^^^ reference soulindex . . . `erlang/broken.erl`/intact_before().
//                          ^^^^^^^^^^^^ reference soulindex . . . `erlang/broken.erl`/intact_after().
  
  %% Fine before the error.
//⌄ enclosing_range_start soulindex . . . `erlang/broken.erl`/intact_before().
  intact_before(X) ->
//^^^^^^^^^^^^^ definition soulindex . . . `erlang/broken.erl`/intact_before().
//kind Function
//documentation
//> Fine before the error.
//              ^ definition local 0
      X + 1.
//    ^ reference local 0
//         ⌃ enclosing_range_end soulindex . . . `erlang/broken.erl`/intact_before().
  
//⌄ enclosing_range_start soulindex . . . `erlang/broken.erl`/half_written().
  half_written(X ->
//^^^^^^^^^^^^ definition soulindex . . . `erlang/broken.erl`/half_written().
//kind Function
//             ^ definition local 1
      case X of
//         ^ reference local 1
          1 -> one
      .
//    ⌃ enclosing_range_end soulindex . . . `erlang/broken.erl`/half_written().
  
//⌄ enclosing_range_start soulindex . . . `erlang/broken.erl`/`#state`#
//                ⌄ enclosing_range_start soulindex . . . `erlang/broken.erl`/`#state`#count.
  -record(state, {count = 0}).
//        ^^^^^ definition soulindex . . . `erlang/broken.erl`/`#state`#
//        kind Struct
//                ^^^^^ definition soulindex . . . `erlang/broken.erl`/`#state`#count.
//                kind Field
//                        ⌃ enclosing_range_end soulindex . . . `erlang/broken.erl`/`#state`#count.
//                           ⌃ enclosing_range_end soulindex . . . `erlang/broken.erl`/`#state`#
  
  %% Still found after the error?
//⌄ enclosing_range_start soulindex . . . `erlang/broken.erl`/intact_after().
  intact_after(#state{count = C}) ->
//^^^^^^^^^^^^ definition soulindex . . . `erlang/broken.erl`/intact_after().
//kind Function
//documentation
//> Still found after the error?
//             ^^^^^^ reference soulindex . . . `erlang/broken.erl`/`#state`#
//                    ^^^^^ reference soulindex . . . `erlang/broken.erl`/`#state`#count.
//                            ^ definition local 2
      C * 2.
//    ^ reference local 2
//         ⌃ enclosing_range_end soulindex . . . `erlang/broken.erl`/intact_after().
  
