  (** Public interface of the ledger library. *)
  
  open Format
  
  (** Supported currencies. *)
//⌄ enclosing_range_start soulindex . . . `ocaml/ledger.mli`/currency#
//                ⌄ enclosing_range_start soulindex . . . `ocaml/ledger.mli`/currency#EUR.
//                      ⌄ enclosing_range_start soulindex . . . `ocaml/ledger.mli`/currency#USD.
//                            ⌄ enclosing_range_start soulindex . . . `ocaml/ledger.mli`/currency#GBP.
  type currency = EUR | USD | GBP of string
//     ^^^^^^^^ definition soulindex . . . `ocaml/ledger.mli`/currency#
//     kind Enum
//     documentation
//     > Supported currencies.
//                ^^^ definition soulindex . . . `ocaml/ledger.mli`/currency#EUR.
//                kind EnumMember
//                      ^^^ definition soulindex . . . `ocaml/ledger.mli`/currency#USD.
//                      kind EnumMember
//                            ^^^ definition soulindex . . . `ocaml/ledger.mli`/currency#GBP.
//                            kind EnumMember
//                  ⌃ enclosing_range_end soulindex . . . `ocaml/ledger.mli`/currency#EUR.
//                        ⌃ enclosing_range_end soulindex . . . `ocaml/ledger.mli`/currency#USD.
//                                        ⌃ enclosing_range_end soulindex . . . `ocaml/ledger.mli`/currency#
//                                        ⌃ enclosing_range_end soulindex . . . `ocaml/ledger.mli`/currency#GBP.
  
//⌄ enclosing_range_start soulindex . . . `ocaml/ledger.mli`/amount#
  type amount = int
//     ^^^^^^ definition soulindex . . . `ocaml/ledger.mli`/amount#
//     kind TypeAlias
//                ⌃ enclosing_range_end soulindex . . . `ocaml/ledger.mli`/amount#
  
  (** An account record. *)
//⌄ enclosing_range_start soulindex . . . `ocaml/ledger.mli`/account#
  type account = {
//     ^^^^^^^ definition soulindex . . . `ocaml/ledger.mli`/account#
//     kind Struct
//     documentation
//     > An account record.
//  ⌄ enclosing_range_start soulindex . . . `ocaml/ledger.mli`/account#id.
    id : string;
//  ^^ definition soulindex . . . `ocaml/ledger.mli`/account#id.
//  kind Field
//            ⌃ enclosing_range_end soulindex . . . `ocaml/ledger.mli`/account#id.
//  ⌄ enclosing_range_start soulindex . . . `ocaml/ledger.mli`/account#name.
    name : string;
//  ^^^^ definition soulindex . . . `ocaml/ledger.mli`/account#name.
//  kind Field
//              ⌃ enclosing_range_end soulindex . . . `ocaml/ledger.mli`/account#name.
//  ⌄ enclosing_range_start soulindex . . . `ocaml/ledger.mli`/account#balance.
    mutable balance : amount;
//          ^^^^^^^ definition soulindex . . . `ocaml/ledger.mli`/account#balance.
//          kind Field
//                    ^^^^^^ reference soulindex . . . `ocaml/ledger.mli`/amount#
//                         ⌃ enclosing_range_end soulindex . . . `ocaml/ledger.mli`/account#balance.
//  ⌄ enclosing_range_start soulindex . . . `ocaml/ledger.mli`/account#currency.
    currency : currency;
//  ^^^^^^^^ definition soulindex . . . `ocaml/ledger.mli`/account#currency.
//  kind Field
//             ^^^^^^^^ reference soulindex . . . `ocaml/ledger.mli`/currency#
//                    ⌃ enclosing_range_end soulindex . . . `ocaml/ledger.mli`/account#currency.
  }
//⌃ enclosing_range_end soulindex . . . `ocaml/ledger.mli`/account#
  
  (** Abstract ledger handle. *)
//⌄ enclosing_range_start soulindex . . . `ocaml/ledger.mli`/t#
  type t
//     ^ definition soulindex . . . `ocaml/ledger.mli`/t#
//     kind TypeAlias
//     documentation
//     > Abstract ledger handle.
//     ⌃ enclosing_range_end soulindex . . . `ocaml/ledger.mli`/t#
  
//⌄ enclosing_range_start soulindex . . . `ocaml/ledger.mli`/Unbalanced#
  exception Unbalanced of amount
//          ^^^^^^^^^^ definition soulindex . . . `ocaml/ledger.mli`/Unbalanced#
//          kind Class
//                        ^^^^^^ reference soulindex . . . `ocaml/ledger.mli`/amount#
//                             ⌃ enclosing_range_end soulindex . . . `ocaml/ledger.mli`/Unbalanced#
  
  (** The default currency. *)
//⌄ enclosing_range_start soulindex . . . `ocaml/ledger.mli`/default_currency.
  val default_currency : currency
//    ^^^^^^^^^^^^^^^^ definition soulindex . . . `ocaml/ledger.mli`/default_currency.
//    kind Variable
//    documentation
//    > The default currency.
//                       ^^^^^^^^ reference soulindex . . . `ocaml/ledger.mli`/currency#
//                              ⌃ enclosing_range_end soulindex . . . `ocaml/ledger.mli`/default_currency.
  
//⌄ enclosing_range_start soulindex . . . `ocaml/ledger.mli`/max_accounts.
  val max_accounts : int
//    ^^^^^^^^^^^^ definition soulindex . . . `ocaml/ledger.mli`/max_accounts.
//    kind Variable
//                     ⌃ enclosing_range_end soulindex . . . `ocaml/ledger.mli`/max_accounts.
  
  (** [make_account ~id ~name] opens an empty account. *)
//⌄ enclosing_range_start soulindex . . . `ocaml/ledger.mli`/make_account().
  val make_account : id:string -> name:string -> account
//    ^^^^^^^^^^^^ definition soulindex . . . `ocaml/ledger.mli`/make_account().
//    kind Function
//    documentation
//    > [make_account ~id ~name] opens an empty account.
//                                               ^^^^^^^ reference soulindex . . . `ocaml/ledger.mli`/account#
//                                                     ⌃ enclosing_range_end soulindex . . . `ocaml/ledger.mli`/make_account().
  
//⌄ enclosing_range_start soulindex . . . `ocaml/ledger.mli`/format_amount().
  val format_amount : amount -> string
//    ^^^^^^^^^^^^^ definition soulindex . . . `ocaml/ledger.mli`/format_amount().
//    kind Function
//                    ^^^^^^ reference soulindex . . . `ocaml/ledger.mli`/amount#
//                                   ⌃ enclosing_range_end soulindex . . . `ocaml/ledger.mli`/format_amount().
  
//⌄ enclosing_range_start soulindex . . . `ocaml/ledger.mli`/pp_amount().
  val pp_amount : formatter -> amount -> unit
//    ^^^^^^^^^ definition soulindex . . . `ocaml/ledger.mli`/pp_amount().
//    kind Function
//                             ^^^^^^ reference soulindex . . . `ocaml/ledger.mli`/amount#
//                                          ⌃ enclosing_range_end soulindex . . . `ocaml/ledger.mli`/pp_amount().
  
//⌄ enclosing_range_start soulindex . . . `ocaml/ledger.mli`/unsafe_hash().
  external unsafe_hash : string -> int = "ledger_unsafe_hash"
//         ^^^^^^^^^^^ definition soulindex . . . `ocaml/ledger.mli`/unsafe_hash().
//         kind Function
//                                                          ⌃ enclosing_range_end soulindex . . . `ocaml/ledger.mli`/unsafe_hash().
  
  (** Postings and transactions. *)
//⌄ enclosing_range_start soulindex . . . `ocaml/ledger.mli`/Transaction/
  module Transaction : sig
//       ^^^^^^^^^^^ definition soulindex . . . `ocaml/ledger.mli`/Transaction/
//       kind Module
//       documentation
//       > Postings and transactions.
//  ⌄ enclosing_range_start soulindex . . . `ocaml/ledger.mli`/Transaction/posting#
//                   ⌄ enclosing_range_start soulindex . . . `ocaml/ledger.mli`/Transaction/posting#account.
//                                     ⌄ enclosing_range_start soulindex . . . `ocaml/ledger.mli`/Transaction/posting#delta.
    type posting = { account : string; delta : amount }
//       ^^^^^^^ definition soulindex . . . `ocaml/ledger.mli`/Transaction/posting#
//       kind Struct
//                   ^^^^^^^ definition soulindex . . . `ocaml/ledger.mli`/Transaction/posting#account.
//                   kind Field
//                                     ^^^^^ definition soulindex . . . `ocaml/ledger.mli`/Transaction/posting#delta.
//                                     kind Field
//                                             ^^^^^^ reference soulindex . . . `ocaml/ledger.mli`/amount#
//                                  ⌃ enclosing_range_end soulindex . . . `ocaml/ledger.mli`/Transaction/posting#account.
//                                                  ⌃ enclosing_range_end soulindex . . . `ocaml/ledger.mli`/Transaction/posting#delta.
//                                                    ⌃ enclosing_range_end soulindex . . . `ocaml/ledger.mli`/Transaction/posting#
//  ⌄ enclosing_range_start soulindex . . . `ocaml/ledger.mli`/Transaction/t#
    type t
//       ^ definition soulindex . . . `ocaml/ledger.mli`/Transaction/t#
//       kind TypeAlias
//       ⌃ enclosing_range_end soulindex . . . `ocaml/ledger.mli`/Transaction/t#
  
//  ⌄ enclosing_range_start soulindex . . . `ocaml/ledger.mli`/Transaction/empty().
    val empty : string -> t
//      ^^^^^ definition soulindex . . . `ocaml/ledger.mli`/Transaction/empty().
//      kind Function
//                        ^ reference soulindex . . . `ocaml/ledger.mli`/t#
//                        ⌃ enclosing_range_end soulindex . . . `ocaml/ledger.mli`/Transaction/empty().
//  ⌄ enclosing_range_start soulindex . . . `ocaml/ledger.mli`/Transaction/add().
    val add : t -> account:string -> delta:amount -> t
//      ^^^ definition soulindex . . . `ocaml/ledger.mli`/Transaction/add().
//      kind Function
//            ^ reference soulindex . . . `ocaml/ledger.mli`/t#
//                                         ^^^^^^ reference soulindex . . . `ocaml/ledger.mli`/amount#
//                                                   ^ reference soulindex . . . `ocaml/ledger.mli`/t#
//                                                   ⌃ enclosing_range_end soulindex . . . `ocaml/ledger.mli`/Transaction/add().
  
    (** Sum of all deltas. *)
//  ⌄ enclosing_range_start soulindex . . . `ocaml/ledger.mli`/Transaction/total().
    val total : t -> amount
//      ^^^^^ definition soulindex . . . `ocaml/ledger.mli`/Transaction/total().
//      kind Function
//      documentation
//      > Sum of all deltas.
//              ^ reference soulindex . . . `ocaml/ledger.mli`/t#
//                   ^^^^^^ reference soulindex . . . `ocaml/ledger.mli`/amount#
//                        ⌃ enclosing_range_end soulindex . . . `ocaml/ledger.mli`/Transaction/total().
  end
//  ⌃ enclosing_range_end soulindex . . . `ocaml/ledger.mli`/Transaction/
  
  (** Signature of an account store. *)
//⌄ enclosing_range_start soulindex . . . `ocaml/ledger.mli`/STORE#
  module type STORE = sig
//            ^^^^^ definition soulindex . . . `ocaml/ledger.mli`/STORE#
//            kind Interface
//            documentation
//            > Signature of an account store.
//  ⌄ enclosing_range_start soulindex . . . `ocaml/ledger.mli`/STORE#key#
    type key = string
//       ^^^ definition soulindex . . . `ocaml/ledger.mli`/STORE#key#
//       kind TypeAlias
//                  ⌃ enclosing_range_end soulindex . . . `ocaml/ledger.mli`/STORE#key#
  
//  ⌄ enclosing_range_start soulindex . . . `ocaml/ledger.mli`/STORE#find().
    val find : key -> account option
//      ^^^^ definition soulindex . . . `ocaml/ledger.mli`/STORE#find().
//      kind Method
//                    ^^^^^^^ reference soulindex . . . `ocaml/ledger.mli`/account#
//                                 ⌃ enclosing_range_end soulindex . . . `ocaml/ledger.mli`/STORE#find().
//  ⌄ enclosing_range_start soulindex . . . `ocaml/ledger.mli`/STORE#replace().
    val replace : account -> unit
//      ^^^^^^^ definition soulindex . . . `ocaml/ledger.mli`/STORE#replace().
//      kind Method
//                ^^^^^^^ reference soulindex . . . `ocaml/ledger.mli`/account#
//                              ⌃ enclosing_range_end soulindex . . . `ocaml/ledger.mli`/STORE#replace().
  end
//  ⌃ enclosing_range_end soulindex . . . `ocaml/ledger.mli`/STORE#
  
//⌄ enclosing_range_start soulindex . . . `ocaml/ledger.mli`/Memory_store/
  module Memory_store : STORE
//       ^^^^^^^^^^^^ definition soulindex . . . `ocaml/ledger.mli`/Memory_store/
//       kind Module
//                      ^^^^^ reference soulindex . . . `ocaml/ledger.mli`/STORE#
//                          ⌃ enclosing_range_end soulindex . . . `ocaml/ledger.mli`/Memory_store/
  
  (** Builds a ledger over any store. *)
//⌄ enclosing_range_start soulindex . . . `ocaml/ledger.mli`/Make/
  module Make (S : STORE) : sig
//       ^^^^ definition soulindex . . . `ocaml/ledger.mli`/Make/
//       kind Module
//       documentation
//       > Builds a ledger over any store.
//                 ^^^^^ reference soulindex . . . `ocaml/ledger.mli`/STORE#
//  ⌄ enclosing_range_start soulindex . . . `ocaml/ledger.mli`/Make/post().
    val post : Transaction.t -> (unit, string list) result
//      ^^^^ definition soulindex . . . `ocaml/ledger.mli`/Make/post().
//      kind Function
//             ^^^^^^^^^^^ reference soulindex . . . `ocaml/ledger.mli`/Transaction/
//                         ^ reference soulindex . . . `ocaml/ledger.mli`/t#
//                                                       ⌃ enclosing_range_end soulindex . . . `ocaml/ledger.mli`/Make/post().
//  ⌄ enclosing_range_start soulindex . . . `ocaml/ledger.mli`/Make/balance().
    val balance : string -> amount
//      ^^^^^^^ definition soulindex . . . `ocaml/ledger.mli`/Make/balance().
//      kind Function
//                          ^^^^^^ reference soulindex . . . `ocaml/ledger.mli`/amount#
//                               ⌃ enclosing_range_end soulindex . . . `ocaml/ledger.mli`/Make/balance().
  end
//  ⌃ enclosing_range_end soulindex . . . `ocaml/ledger.mli`/Make/
  
//⌄ enclosing_range_start soulindex . . . `ocaml/ledger.mli`/Default/
  module Default : module type of Make (Memory_store)
//       ^^^^^^^ definition soulindex . . . `ocaml/ledger.mli`/Default/
//       kind Module
//                                ^^^^ reference soulindex . . . `ocaml/ledger.mli`/Make/
//                                      ^^^^^^^^^^^^ reference soulindex . . . `ocaml/ledger.mli`/Memory_store/
//                                                  ⌃ enclosing_range_end soulindex . . . `ocaml/ledger.mli`/Default/
  
//⌄ enclosing_range_start soulindex . . . `ocaml/ledger.mli`/counter#
  class counter : int -> object
//      ^^^^^^^ definition soulindex . . . `ocaml/ledger.mli`/counter#
//      kind Class
//  ⌄ enclosing_range_start soulindex . . . `ocaml/ledger.mli`/counter#get().
    method get : int
//         ^^^ definition soulindex . . . `ocaml/ledger.mli`/counter#get().
//         kind Method
//                 ⌃ enclosing_range_end soulindex . . . `ocaml/ledger.mli`/counter#get().
//  ⌄ enclosing_range_start soulindex . . . `ocaml/ledger.mli`/counter#incr().
    method incr : int
//         ^^^^ definition soulindex . . . `ocaml/ledger.mli`/counter#incr().
//         kind Method
//                  ⌃ enclosing_range_end soulindex . . . `ocaml/ledger.mli`/counter#incr().
  end
//  ⌃ enclosing_range_end soulindex . . . `ocaml/ledger.mli`/counter#
  
