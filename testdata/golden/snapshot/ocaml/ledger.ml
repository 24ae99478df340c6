  (** Ledger: a tiny double-entry bookkeeping library.
  
      Accounts hold balances in minor units; transactions must balance
      before they are posted. *)
  
  open Printf
  open Stdlib.Result
  include Hashtbl
  
  (** Currency codes supported by the ledger. *)
//⌄ enclosing_range_start soulindex . . . `ocaml/ledger.ml`/currency#
  type currency =
//     ^^^^^^^^ definition soulindex . . . `ocaml/ledger.ml`/currency#
//     kind Enum
//     documentation
//     > Currency codes supported by the ledger.
//    ⌄ enclosing_range_start soulindex . . . `ocaml/ledger.ml`/currency#EUR.
    | EUR
//    ^^^ definition soulindex . . . `ocaml/ledger.ml`/currency#EUR.
//    kind EnumMember
//      ⌃ enclosing_range_end soulindex . . . `ocaml/ledger.ml`/currency#EUR.
//    ⌄ enclosing_range_start soulindex . . . `ocaml/ledger.ml`/currency#USD.
    | USD
//    ^^^ definition soulindex . . . `ocaml/ledger.ml`/currency#USD.
//    kind EnumMember
//      ⌃ enclosing_range_end soulindex . . . `ocaml/ledger.ml`/currency#USD.
//    ⌄ enclosing_range_start soulindex . . . `ocaml/ledger.ml`/currency#GBP.
    | GBP of string  (** a tagged pound, for testing *)
//    ^^^ definition soulindex . . . `ocaml/ledger.ml`/currency#GBP.
//    kind EnumMember
//                ⌃ enclosing_range_end soulindex . . . `ocaml/ledger.ml`/currency#
//                ⌃ enclosing_range_end soulindex . . . `ocaml/ledger.ml`/currency#GBP.
  
  (** Minor units, e.g. cents. *)
//⌄ enclosing_range_start soulindex . . . `ocaml/ledger.ml`/amount#
  type amount = int
//     ^^^^^^ definition soulindex . . . `ocaml/ledger.ml`/amount#
//     kind TypeAlias
//     documentation
//     > Minor units, e.g. cents.
//                ⌃ enclosing_range_end soulindex . . . `ocaml/ledger.ml`/amount#
  
  (** One account of the chart. *)
//⌄ enclosing_range_start soulindex . . . `ocaml/ledger.ml`/account#
  type account = {
//     ^^^^^^^ definition soulindex . . . `ocaml/ledger.ml`/account#
//     kind Struct
//     documentation
//     > One account of the chart.
//  ⌄ enclosing_range_start soulindex . . . `ocaml/ledger.ml`/account#id.
    id : string;  (** unique identifier *)
//  ^^ definition soulindex . . . `ocaml/ledger.ml`/account#id.
//  kind Field
//            ⌃ enclosing_range_end soulindex . . . `ocaml/ledger.ml`/account#id.
//  ⌄ enclosing_range_start soulindex . . . `ocaml/ledger.ml`/account#name.
    name : string;
//  ^^^^ definition soulindex . . . `ocaml/ledger.ml`/account#name.
//  kind Field
//              ⌃ enclosing_range_end soulindex . . . `ocaml/ledger.ml`/account#name.
//  ⌄ enclosing_range_start soulindex . . . `ocaml/ledger.ml`/account#balance.
    mutable balance : amount;
//          ^^^^^^^ definition soulindex . . . `ocaml/ledger.ml`/account#balance.
//          kind Field
//                    ^^^^^^ reference soulindex . . . `ocaml/ledger.ml`/amount#
//                         ⌃ enclosing_range_end soulindex . . . `ocaml/ledger.ml`/account#balance.
//  ⌄ enclosing_range_start soulindex . . . `ocaml/ledger.ml`/account#currency.
    currency : currency;
//  ^^^^^^^^ definition soulindex . . . `ocaml/ledger.ml`/account#currency.
//  kind Field
//             ^^^^^^^^ reference soulindex . . . `ocaml/ledger.ml`/currency#
//                    ⌃ enclosing_range_end soulindex . . . `ocaml/ledger.ml`/account#currency.
  }
//⌃ enclosing_range_end soulindex . . . `ocaml/ledger.ml`/account#
  
//⌄ enclosing_range_start soulindex . . . `ocaml/ledger.ml`/validated#
//                    ⌄ enclosing_range_start soulindex . . . `ocaml/ledger.ml`/validated#Valid.
//                                  ⌄ enclosing_range_start soulindex . . . `ocaml/ledger.ml`/validated#Invalid.
  type 'a validated = Valid of 'a | Invalid of string list
//        ^^^^^^^^^ definition soulindex . . . `ocaml/ledger.ml`/validated#
//        kind Enum
//                    ^^^^^ definition soulindex . . . `ocaml/ledger.ml`/validated#Valid.
//                    kind EnumMember
//                                  ^^^^^^^ definition soulindex . . . `ocaml/ledger.ml`/validated#Invalid.
//                                  kind EnumMember
//                              ⌃ enclosing_range_end soulindex . . . `ocaml/ledger.ml`/validated#Valid.
//                                                       ⌃ enclosing_range_end soulindex . . . `ocaml/ledger.ml`/validated#
//                                                       ⌃ enclosing_range_end soulindex . . . `ocaml/ledger.ml`/validated#Invalid.
  
  (** Raised when a transaction does not balance. *)
//⌄ enclosing_range_start soulindex . . . `ocaml/ledger.ml`/Unbalanced#
  exception Unbalanced of amount
//          ^^^^^^^^^^ definition soulindex . . . `ocaml/ledger.ml`/Unbalanced#
//          kind Class
//          documentation
//          > Raised when a transaction does not balance.
//                        ^^^^^^ reference soulindex . . . `ocaml/ledger.ml`/amount#
//                             ⌃ enclosing_range_end soulindex . . . `ocaml/ledger.ml`/Unbalanced#
  
//⌄ enclosing_range_start soulindex . . . `ocaml/ledger.ml`/Unknown_account#
  exception Unknown_account of string
//          ^^^^^^^^^^^^^^^ definition soulindex . . . `ocaml/ledger.ml`/Unknown_account#
//          kind Class
//                                  ⌃ enclosing_range_end soulindex . . . `ocaml/ledger.ml`/Unknown_account#
  
  (** The default currency for new accounts. *)
//⌄ enclosing_range_start soulindex . . . `ocaml/ledger.ml`/default_currency.
  let default_currency = EUR
//    ^^^^^^^^^^^^^^^^ definition soulindex . . . `ocaml/ledger.ml`/default_currency.
//    kind Variable
//    documentation
//    > The default currency for new accounts.
//                         ⌃ enclosing_range_end soulindex . . . `ocaml/ledger.ml`/default_currency.
  
//⌄ enclosing_range_start soulindex . . . `ocaml/ledger.ml`/max_accounts.
  let max_accounts = 1024
//    ^^^^^^^^^^^^ definition soulindex . . . `ocaml/ledger.ml`/max_accounts.
//    kind Variable
//                      ⌃ enclosing_range_end soulindex . . . `ocaml/ledger.ml`/max_accounts.
  
  (** [make_account ~id ~name] opens an empty account. *)
//⌄ enclosing_range_start soulindex . . . `ocaml/ledger.ml`/make_account().
  let make_account ~id ~name =
//    ^^^^^^^^^^^^ definition soulindex . . . `ocaml/ledger.ml`/make_account().
//    kind Function
//    documentation
//    > [make_account ~id ~name] opens an empty account.
    let initial = 0 in
    { id; name; balance = initial; currency = default_currency }
//                                 ^^^^^^^^ reference soulindex . . . `ocaml/ledger.ml`/currency#
//                                            ^^^^^^^^^^^^^^^^ reference soulindex . . . `ocaml/ledger.ml`/default_currency.
//                                                             ⌃ enclosing_range_end soulindex . . . `ocaml/ledger.ml`/make_account().
  
  (** Formats an amount as "12.34". *)
//⌄ enclosing_range_start soulindex . . . `ocaml/ledger.ml`/format_amount().
  let format_amount = fun a ->
//    ^^^^^^^^^^^^^ definition soulindex . . . `ocaml/ledger.ml`/format_amount().
//    kind Function
//    documentation
//    > Formats an amount as "12.34".
    let whole = a / 100 and cents = abs (a mod 100) in
    sprintf "%d.%02d" whole cents
//                              ⌃ enclosing_range_end soulindex . . . `ocaml/ledger.ml`/format_amount().
  
//⌄ enclosing_range_start soulindex . . . `ocaml/ledger.ml`/currency_code().
  let currency_code = function
//    ^^^^^^^^^^^^^ definition soulindex . . . `ocaml/ledger.ml`/currency_code().
//    kind Function
    | EUR -> "EUR"
    | USD -> "USD"
    | GBP tag -> "GBP-" ^ tag
//                          ⌃ enclosing_range_end soulindex . . . `ocaml/ledger.ml`/currency_code().
  
  (** Mutually recursive helpers over a posting list. *)
//        ⌄ enclosing_range_start soulindex . . . `ocaml/ledger.ml`/sum_debits().
  let rec sum_debits = function
//        ^^^^^^^^^^ definition soulindex . . . `ocaml/ledger.ml`/sum_debits().
//        kind Function
    | [] -> 0
    | (_, a) :: rest -> a + sum_credits rest
//                          ^^^^^^^^^^^ reference soulindex . . . `ocaml/ledger.ml`/sum_credits().
//                                         ⌃ enclosing_range_end soulindex . . . `ocaml/ledger.ml`/sum_debits().
  
//    ⌄ enclosing_range_start soulindex . . . `ocaml/ledger.ml`/sum_credits().
  and sum_credits = function
//    ^^^^^^^^^^^ definition soulindex . . . `ocaml/ledger.ml`/sum_credits().
//    kind Function
    | [] -> 0
    | (_, a) :: rest -> sum_debits rest - a
//                      ^^^^^^^^^^ reference soulindex . . . `ocaml/ledger.ml`/sum_debits().
//                                        ⌃ enclosing_range_end soulindex . . . `ocaml/ledger.ml`/sum_credits().
  
//⌄ enclosing_range_start soulindex . . . `ocaml/ledger.ml`/`( +! )`().
  let ( +! ) a b = a + b
//    ^^^^^^ definition soulindex . . . `ocaml/ledger.ml`/`( +! )`().
//    kind Function
//                     ⌃ enclosing_range_end soulindex . . . `ocaml/ledger.ml`/`( +! )`().
  
//⌄ enclosing_range_start soulindex . . . `ocaml/ledger.ml`/unsafe_hash().
  external unsafe_hash : string -> int = "ledger_unsafe_hash"
//         ^^^^^^^^^^^ definition soulindex . . . `ocaml/ledger.ml`/unsafe_hash().
//         kind Function
//                                                          ⌃ enclosing_range_end soulindex . . . `ocaml/ledger.ml`/unsafe_hash().
  
  (** Postings and transactions. *)
//⌄ enclosing_range_start soulindex . . . `ocaml/ledger.ml`/Transaction/
  module Transaction = struct
//       ^^^^^^^^^^^ definition soulindex . . . `ocaml/ledger.ml`/Transaction/
//       kind Module
//       documentation
//       > Postings and transactions.
    (** A single movement on one account. *)
//  ⌄ enclosing_range_start soulindex . . . `ocaml/ledger.ml`/Transaction/posting#
//                   ⌄ enclosing_range_start soulindex . . . `ocaml/ledger.ml`/Transaction/posting#account.
//                                     ⌄ enclosing_range_start soulindex . . . `ocaml/ledger.ml`/Transaction/posting#delta.
    type posting = { account : string; delta : amount }
//       ^^^^^^^ definition soulindex . . . `ocaml/ledger.ml`/Transaction/posting#
//       kind Struct
//       documentation
//       > A single movement on one account.
//                   ^^^^^^^ definition soulindex . . . `ocaml/ledger.ml`/Transaction/posting#account.
//                   kind Field
//                                     ^^^^^ definition soulindex . . . `ocaml/ledger.ml`/Transaction/posting#delta.
//                                     kind Field
//                                             ^^^^^^ reference soulindex . . . `ocaml/ledger.ml`/amount#
//                                  ⌃ enclosing_range_end soulindex . . . `ocaml/ledger.ml`/Transaction/posting#account.
//                                                  ⌃ enclosing_range_end soulindex . . . `ocaml/ledger.ml`/Transaction/posting#delta.
//                                                    ⌃ enclosing_range_end soulindex . . . `ocaml/ledger.ml`/Transaction/posting#
  
//  ⌄ enclosing_range_start soulindex . . . `ocaml/ledger.ml`/Transaction/t#
//             ⌄ enclosing_range_start soulindex . . . `ocaml/ledger.ml`/Transaction/t#label.
//                             ⌄ enclosing_range_start soulindex . . . `ocaml/ledger.ml`/Transaction/t#postings.
    type t = { label : string; postings : posting list }
//       ^ definition soulindex . . . `ocaml/ledger.ml`/Transaction/t#
//       kind Struct
//             ^^^^^ definition soulindex . . . `ocaml/ledger.ml`/Transaction/t#label.
//             kind Field
//                             ^^^^^^^^ definition soulindex . . . `ocaml/ledger.ml`/Transaction/t#postings.
//                             kind Field
//                          ⌃ enclosing_range_end soulindex . . . `ocaml/ledger.ml`/Transaction/t#label.
//                                                   ⌃ enclosing_range_end soulindex . . . `ocaml/ledger.ml`/Transaction/t#postings.
//                                                     ⌃ enclosing_range_end soulindex . . . `ocaml/ledger.ml`/Transaction/t#
  
//  ⌄ enclosing_range_start soulindex . . . `ocaml/ledger.ml`/Transaction/empty().
    let empty label = { label; postings = [] }
//      ^^^^^ definition soulindex . . . `ocaml/ledger.ml`/Transaction/empty().
//      kind Function
//                                           ⌃ enclosing_range_end soulindex . . . `ocaml/ledger.ml`/Transaction/empty().
  
//  ⌄ enclosing_range_start soulindex . . . `ocaml/ledger.ml`/Transaction/add().
    let add t ~account ~delta =
//      ^^^ definition soulindex . . . `ocaml/ledger.ml`/Transaction/add().
//      kind Function
      { t with postings = { account; delta } :: t.postings }
//                          ^^^^^^^ reference soulindex . . . `ocaml/ledger.ml`/account#
//                                                         ⌃ enclosing_range_end soulindex . . . `ocaml/ledger.ml`/Transaction/add().
  
    (** Sum of all deltas; zero when balanced. *)
//  ⌄ enclosing_range_start soulindex . . . `ocaml/ledger.ml`/Transaction/total().
    let total t =
//      ^^^^^ definition soulindex . . . `ocaml/ledger.ml`/Transaction/total().
//      kind Function
//      documentation
//      > Sum of all deltas; zero when balanced.
      List.fold_left (fun acc p -> acc + p.delta) 0 t.postings
//                                                           ⌃ enclosing_range_end soulindex . . . `ocaml/ledger.ml`/Transaction/total().
  
//  ⌄ enclosing_range_start soulindex . . . `ocaml/ledger.ml`/Transaction/check().
    let check t =
//      ^^^^^ definition soulindex . . . `ocaml/ledger.ml`/Transaction/check().
//      kind Function
      match total t with
      | 0 -> Valid t
      | n -> Invalid [ sprintf "off by %s" (format_amount n) ]
//                                          ^^^^^^^^^^^^^ reference soulindex . . . `ocaml/ledger.ml`/format_amount().
//                                                           ⌃ enclosing_range_end soulindex . . . `ocaml/ledger.ml`/Transaction/check().
  
//  ⌄ enclosing_range_start soulindex . . . `ocaml/ledger.ml`/Transaction/Pretty/
    module Pretty = struct
//         ^^^^^^ definition soulindex . . . `ocaml/ledger.ml`/Transaction/Pretty/
//         kind Module
//    ⌄ enclosing_range_start soulindex . . . `ocaml/ledger.ml`/Transaction/Pretty/to_string().
      let to_string t = t.label ^ ": " ^ string_of_int (List.length t.postings)
//        ^^^^^^^^^ definition soulindex . . . `ocaml/ledger.ml`/Transaction/Pretty/to_string().
//        kind Function
//                                                                            ⌃ enclosing_range_end soulindex . . . `ocaml/ledger.ml`/Transaction/Pretty/to_string().
    end
//    ⌃ enclosing_range_end soulindex . . . `ocaml/ledger.ml`/Transaction/Pretty/
  end
//  ⌃ enclosing_range_end soulindex . . . `ocaml/ledger.ml`/Transaction/
  
  (** Signature of an account store. *)
//⌄ enclosing_range_start soulindex . . . `ocaml/ledger.ml`/STORE#
  module type STORE = sig
//            ^^^^^ definition soulindex . . . `ocaml/ledger.ml`/STORE#
//            kind Interface
//            documentation
//            > Signature of an account store.
//  ⌄ enclosing_range_start soulindex . . . `ocaml/ledger.ml`/STORE#key#
    type key = string
//       ^^^ definition soulindex . . . `ocaml/ledger.ml`/STORE#key#
//       kind TypeAlias
//                  ⌃ enclosing_range_end soulindex . . . `ocaml/ledger.ml`/STORE#key#
  
//  ⌄ enclosing_range_start soulindex . . . `ocaml/ledger.ml`/STORE#find().
    val find : key -> account option
//      ^^^^ definition soulindex . . . `ocaml/ledger.ml`/STORE#find().
//      kind Method
//                    ^^^^^^^ reference soulindex . . . `ocaml/ledger.ml`/account#
//                                 ⌃ enclosing_range_end soulindex . . . `ocaml/ledger.ml`/STORE#find().
//  ⌄ enclosing_range_start soulindex . . . `ocaml/ledger.ml`/STORE#replace().
    val replace : account -> unit
//      ^^^^^^^ definition soulindex . . . `ocaml/ledger.ml`/STORE#replace().
//      kind Method
//                ^^^^^^^ reference soulindex . . . `ocaml/ledger.ml`/account#
//                              ⌃ enclosing_range_end soulindex . . . `ocaml/ledger.ml`/STORE#replace().
//  ⌄ enclosing_range_start soulindex . . . `ocaml/ledger.ml`/STORE#size.
    val size : int
//      ^^^^ definition soulindex . . . `ocaml/ledger.ml`/STORE#size.
//      kind Variable
//               ⌃ enclosing_range_end soulindex . . . `ocaml/ledger.ml`/STORE#size.
  end
//  ⌃ enclosing_range_end soulindex . . . `ocaml/ledger.ml`/STORE#
  
  (** In-memory store on a hash table. *)
//⌄ enclosing_range_start soulindex . . . `ocaml/ledger.ml`/Memory_store/
  module Memory_store : STORE = struct
//       ^^^^^^^^^^^^ definition soulindex . . . `ocaml/ledger.ml`/Memory_store/
//       kind Module
//       documentation
//       > In-memory store on a hash table.
//                      ^^^^^ reference soulindex . . . `ocaml/ledger.ml`/STORE#
//  ⌄ enclosing_range_start soulindex . . . `ocaml/ledger.ml`/Memory_store/key#
    type key = string
//       ^^^ definition soulindex . . . `ocaml/ledger.ml`/Memory_store/key#
//       kind TypeAlias
//                  ⌃ enclosing_range_end soulindex . . . `ocaml/ledger.ml`/Memory_store/key#
  
//  ⌄ enclosing_range_start soulindex . . . `ocaml/ledger.ml`/Memory_store/table.
    let table : (key, account) Hashtbl.t = Hashtbl.create 16
//      ^^^^^ definition soulindex . . . `ocaml/ledger.ml`/Memory_store/table.
//      kind Variable
//                    ^^^^^^^ reference soulindex . . . `ocaml/ledger.ml`/account#
//                                                         ⌃ enclosing_range_end soulindex . . . `ocaml/ledger.ml`/Memory_store/table.
  
//  ⌄ enclosing_range_start soulindex . . . `ocaml/ledger.ml`/Memory_store/find().
    let find k = Hashtbl.find_opt table k
//      ^^^^ definition soulindex . . . `ocaml/ledger.ml`/Memory_store/find().
//      kind Function
//                                      ⌃ enclosing_range_end soulindex . . . `ocaml/ledger.ml`/Memory_store/find().
//  ⌄ enclosing_range_start soulindex . . . `ocaml/ledger.ml`/Memory_store/replace().
    let replace a = Hashtbl.replace table a.id a
//      ^^^^^^^ definition soulindex . . . `ocaml/ledger.ml`/Memory_store/replace().
//      kind Function
//                                             ⌃ enclosing_range_end soulindex . . . `ocaml/ledger.ml`/Memory_store/replace().
//  ⌄ enclosing_range_start soulindex . . . `ocaml/ledger.ml`/Memory_store/size.
    let size = 0
//      ^^^^ definition soulindex . . . `ocaml/ledger.ml`/Memory_store/size.
//      kind Variable
//             ⌃ enclosing_range_end soulindex . . . `ocaml/ledger.ml`/Memory_store/size.
  end
//  ⌃ enclosing_range_end soulindex . . . `ocaml/ledger.ml`/Memory_store/
  
  (** Builds a ledger over any store. *)
//⌄ enclosing_range_start soulindex . . . `ocaml/ledger.ml`/Make/
  module Make (S : STORE) = struct
//       ^^^^ definition soulindex . . . `ocaml/ledger.ml`/Make/
//       kind Module
//       documentation
//       > Builds a ledger over any store.
//                 ^^^^^ reference soulindex . . . `ocaml/ledger.ml`/STORE#
//  ⌄ enclosing_range_start soulindex . . . `ocaml/ledger.ml`/Make/post().
    let post (tx : Transaction.t) =
//      ^^^^ definition soulindex . . . `ocaml/ledger.ml`/Make/post().
//      kind Function
//                 ^^^^^^^^^^^ reference soulindex . . . `ocaml/ledger.ml`/Transaction/
      match Transaction.check tx with
//          ^^^^^^^^^^^ reference soulindex . . . `ocaml/ledger.ml`/Transaction/
      | Invalid errs -> Error errs
      | Valid tx ->
          List.iter
            (fun (p : Transaction.posting) ->
//                    ^^^^^^^^^^^ reference soulindex . . . `ocaml/ledger.ml`/Transaction/
              match S.find p.account with
//                           ^^^^^^^ reference soulindex . . . `ocaml/ledger.ml`/account#
              | None -> raise (Unknown_account p.account)
//                             ^^^^^^^^^^^^^^^ reference soulindex . . . `ocaml/ledger.ml`/Unknown_account#
//                                               ^^^^^^^ reference soulindex . . . `ocaml/ledger.ml`/account#
              | Some acc ->
                  acc.balance <- acc.balance + p.delta;
                  S.replace acc)
            tx.postings;
          Ok ()
//            ⌃ enclosing_range_end soulindex . . . `ocaml/ledger.ml`/Make/post().
  
//  ⌄ enclosing_range_start soulindex . . . `ocaml/ledger.ml`/Make/balance().
    let balance id =
//      ^^^^^^^ definition soulindex . . . `ocaml/ledger.ml`/Make/balance().
//      kind Function
      match S.find id with Some a -> a.balance | None -> 0
//                                                       ⌃ enclosing_range_end soulindex . . . `ocaml/ledger.ml`/Make/balance().
  end
//  ⌃ enclosing_range_end soulindex . . . `ocaml/ledger.ml`/Make/
  
//⌄ enclosing_range_start soulindex . . . `ocaml/ledger.ml`/Default/
  module Default = Make (Memory_store)
//       ^^^^^^^ definition soulindex . . . `ocaml/ledger.ml`/Default/
//       kind Module
//                 ^^^^ reference soulindex . . . `ocaml/ledger.ml`/Make/
//                       ^^^^^^^^^^^^ reference soulindex . . . `ocaml/ledger.ml`/Memory_store/
//                                   ⌃ enclosing_range_end soulindex . . . `ocaml/ledger.ml`/Default/
  
//⌄ enclosing_range_start soulindex . . . `ocaml/ledger.ml`/M/
  module M = Transaction
//       ^ definition soulindex . . . `ocaml/ledger.ml`/M/
//       kind Module
//           ^^^^^^^^^^^ reference soulindex . . . `ocaml/ledger.ml`/Transaction/
//                     ⌃ enclosing_range_end soulindex . . . `ocaml/ledger.ml`/M/
  
  (** A running counter object. *)
//⌄ enclosing_range_start soulindex . . . `ocaml/ledger.ml`/counter#
  class counter start =
//      ^^^^^^^ definition soulindex . . . `ocaml/ledger.ml`/counter#
//      kind Class
//      documentation
//      > A running counter object.
    object (self)
//    ⌄ enclosing_range_start soulindex . . . `ocaml/ledger.ml`/counter#n.
      val mutable n = start
//                ^ definition soulindex . . . `ocaml/ledger.ml`/counter#n.
//                kind Field
//                        ⌃ enclosing_range_end soulindex . . . `ocaml/ledger.ml`/counter#n.
  
      (** Current value. *)
//    ⌄ enclosing_range_start soulindex . . . `ocaml/ledger.ml`/counter#get().
      method get = n
//           ^^^ definition soulindex . . . `ocaml/ledger.ml`/counter#get().
//           kind Method
//           documentation
//           > Current value.
//                 ⌃ enclosing_range_end soulindex . . . `ocaml/ledger.ml`/counter#get().
  
//    ⌄ enclosing_range_start soulindex . . . `ocaml/ledger.ml`/counter#incr().
      method incr = n <- n + 1; self#get
//           ^^^^ definition soulindex . . . `ocaml/ledger.ml`/counter#incr().
//           kind Method
//                                     ⌃ enclosing_range_end soulindex . . . `ocaml/ledger.ml`/counter#incr().
    end
//    ⌃ enclosing_range_end soulindex . . . `ocaml/ledger.ml`/counter#
  
//⌄ enclosing_range_start soulindex . . . `ocaml/ledger.ml`/printable#
  class type printable = object
//           ^^^^^^^^^ definition soulindex . . . `ocaml/ledger.ml`/printable#
//           kind Interface
//  ⌄ enclosing_range_start soulindex . . . `ocaml/ledger.ml`/printable#print().
    method print : unit -> unit
//         ^^^^^ definition soulindex . . . `ocaml/ledger.ml`/printable#print().
//         kind Method
//                            ⌃ enclosing_range_end soulindex . . . `ocaml/ledger.ml`/printable#print().
  end
//  ⌃ enclosing_range_end soulindex . . . `ocaml/ledger.ml`/printable#
  
  let () =
    let acc = make_account ~id:"cash" ~name:"Cash" in
//            ^^^^^^^^^^^^ reference soulindex . . . `ocaml/ledger.ml`/make_account().
    Memory_store.replace acc;
//  ^^^^^^^^^^^^ reference soulindex . . . `ocaml/ledger.ml`/Memory_store/
    let tx =
      Transaction.(empty "opening" |> add ~account:"cash" ~delta:100
//    ^^^^^^^^^^^ reference soulindex . . . `ocaml/ledger.ml`/Transaction/
                   |> add ~account:"cash" ~delta:(-100))
    in
    match Default.post tx with
//        ^^^^^^^ reference soulindex . . . `ocaml/ledger.ml`/Default/
    | Ok () -> printf "posted %s\n" (Transaction.Pretty.to_string tx)
//                                   ^^^^^^^^^^^ reference soulindex . . . `ocaml/ledger.ml`/Transaction/
    | Error _ -> prerr_endline "failed"
  
  (** Report expressions, mutually recursive with their rows. *)
//     ⌄ enclosing_range_start soulindex . . . `ocaml/ledger.ml`/report#
  type report =
//     ^^^^^^ definition soulindex . . . `ocaml/ledger.ml`/report#
//     kind Enum
//    ⌄ enclosing_range_start soulindex . . . `ocaml/ledger.ml`/report#Section.
    | Section of string * row list
//    ^^^^^^^ definition soulindex . . . `ocaml/ledger.ml`/report#Section.
//    kind EnumMember
//                        ^^^ reference soulindex . . . `ocaml/ledger.ml`/row#
//                               ⌃ enclosing_range_end soulindex . . . `ocaml/ledger.ml`/report#Section.
//    ⌄ enclosing_range_start soulindex . . . `ocaml/ledger.ml`/report#Total.
    | Total of amount
//    ^^^^^ definition soulindex . . . `ocaml/ledger.ml`/report#Total.
//    kind EnumMember
//             ^^^^^^ reference soulindex . . . `ocaml/ledger.ml`/amount#
//                  ⌃ enclosing_range_end soulindex . . . `ocaml/ledger.ml`/report#
//                  ⌃ enclosing_range_end soulindex . . . `ocaml/ledger.ml`/report#Total.
//    ⌄ enclosing_range_start soulindex . . . `ocaml/ledger.ml`/row#
//            ⌄ enclosing_range_start soulindex . . . `ocaml/ledger.ml`/row#caption.
//                              ⌄ enclosing_range_start soulindex . . . `ocaml/ledger.ml`/row#value.
  and row = { caption : string; value : report }
//    ^^^ definition soulindex . . . `ocaml/ledger.ml`/row#
//    kind Struct
//            ^^^^^^^ definition soulindex . . . `ocaml/ledger.ml`/row#caption.
//            kind Field
//                              ^^^^^ definition soulindex . . . `ocaml/ledger.ml`/row#value.
//                              kind Field
//                                      ^^^^^^ reference soulindex . . . `ocaml/ledger.ml`/report#
//                           ⌃ enclosing_range_end soulindex . . . `ocaml/ledger.ml`/row#caption.
//                                           ⌃ enclosing_range_end soulindex . . . `ocaml/ledger.ml`/row#value.
//                                             ⌃ enclosing_range_end soulindex . . . `ocaml/ledger.ml`/row#
  
  (** Renders a report tree. *)
//        ⌄ enclosing_range_start soulindex . . . `ocaml/ledger.ml`/render().
  let rec render = function
//        ^^^^^^ definition soulindex . . . `ocaml/ledger.ml`/render().
//        kind Function
    | Section (title, rows) ->
        title ^ "\n" ^ String.concat "\n" (List.map render_row rows)
//                                                  ^^^^^^^^^^ reference soulindex . . . `ocaml/ledger.ml`/render_row().
    | Total a -> format_amount a
//               ^^^^^^^^^^^^^ reference soulindex . . . `ocaml/ledger.ml`/format_amount().
//                             ⌃ enclosing_range_end soulindex . . . `ocaml/ledger.ml`/render().
  
//    ⌄ enclosing_range_start soulindex . . . `ocaml/ledger.ml`/render_row().
  and render_row { caption; value } =
//    ^^^^^^^^^^ definition soulindex . . . `ocaml/ledger.ml`/render_row().
//    kind Function
    let body = render value in
//             ^^^^^^ reference soulindex . . . `ocaml/ledger.ml`/render().
    caption ^ ": " ^ body
//                      ⌃ enclosing_range_end soulindex . . . `ocaml/ledger.ml`/render_row().
  
  (** Numeric helpers shared with the CLI. *)
//⌄ enclosing_range_start soulindex . . . `ocaml/ledger.ml`/Num/
  module Num = struct
//       ^^^ definition soulindex . . . `ocaml/ledger.ml`/Num/
//       kind Module
//       documentation
//       > Numeric helpers shared with the CLI.
    include Stdlib.Int
  
//  ⌄ enclosing_range_start soulindex . . . `ocaml/ledger.ml`/Num/clamp().
    let clamp ~lo ~hi x = if x < lo then lo else if x > hi then hi else x
//      ^^^^^ definition soulindex . . . `ocaml/ledger.ml`/Num/clamp().
//      kind Function
//                                                                      ⌃ enclosing_range_end soulindex . . . `ocaml/ledger.ml`/Num/clamp().
//  ⌄ enclosing_range_start soulindex . . . `ocaml/ledger.ml`/Num/ratio().
    let ratio a b : float = float_of_int a /. float_of_int b
//      ^^^^^ definition soulindex . . . `ocaml/ledger.ml`/Num/ratio().
//      kind Function
//                                                         ⌃ enclosing_range_end soulindex . . . `ocaml/ledger.ml`/Num/ratio().
  end
//  ⌃ enclosing_range_end soulindex . . . `ocaml/ledger.ml`/Num/
  
