//                                   ⌄ enclosing_range_start soulindex . . . `tlaplus/AbstractMutex.tla`/AbstractMutex/
  --------------------------- MODULE AbstractMutex ---------------------------
//                                   ^^^^^^^^^^^^^ definition soulindex . . . `tlaplus/AbstractMutex.tla`/AbstractMutex/
//                                   kind Module
//                                   documentation
//                                   > The abstract mutual-exclusion property that TokenRing refines: at most
//                                   > one process is the holder, and only the holder may change it.
//                                               ⌃ enclosing_range_end soulindex . . . `tlaplus/AbstractMutex.tla`/AbstractMutex/
  (***************************************************************************)
  (* The abstract mutual-exclusion property that TokenRing refines: at most  *)
  (* one process is the holder, and only the holder may change it.           *)
  (***************************************************************************)
  EXTENDS Naturals, FiniteSets
  
//⌄ enclosing_range_start soulindex . . . `tlaplus/AbstractMutex.tla`/procs.
  CONSTANT procs       \* the set of processes
//         ^^^^^ definition soulindex . . . `tlaplus/AbstractMutex.tla`/procs.
//         kind Constant
//             ⌃ enclosing_range_end soulindex . . . `tlaplus/AbstractMutex.tla`/procs.
//⌄ enclosing_range_start soulindex . . . `tlaplus/AbstractMutex.tla`/holder.
  VARIABLE holder      \* the process allowed in its critical section
//         ^^^^^^ definition soulindex . . . `tlaplus/AbstractMutex.tla`/holder.
//         kind Variable
//              ⌃ enclosing_range_end soulindex . . . `tlaplus/AbstractMutex.tla`/holder.
  
//⌄ enclosing_range_start soulindex . . . `tlaplus/AbstractMutex.tla`/NoHolder().
  NoHolder == CHOOSE v : v \notin procs
//^^^^^^^^ definition soulindex . . . `tlaplus/AbstractMutex.tla`/NoHolder().
//kind Function
//                                ^^^^^ reference soulindex . . . `tlaplus/AbstractMutex.tla`/procs.
//                                    ⌃ enclosing_range_end soulindex . . . `tlaplus/AbstractMutex.tla`/NoHolder().
  
  \* The processes other than p.
//⌄ enclosing_range_start soulindex . . . `tlaplus/AbstractMutex.tla`/Others().
  Others(p) == procs \ {p}
//^^^^^^ definition soulindex . . . `tlaplus/AbstractMutex.tla`/Others().
//kind Function
//documentation
//> The processes other than p.
//             ^^^^^ reference soulindex . . . `tlaplus/AbstractMutex.tla`/procs.
//                       ⌃ enclosing_range_end soulindex . . . `tlaplus/AbstractMutex.tla`/Others().
  
  \* Apply an operator to every process and collect the results.
//⌄ enclosing_range_start soulindex . . . `tlaplus/AbstractMutex.tla`/MapProcs().
  MapProcs(F(_)) == {F(p) : p \in procs}
//^^^^^^^^ definition soulindex . . . `tlaplus/AbstractMutex.tla`/MapProcs().
//kind Function
//documentation
//> Apply an operator to every process and collect the results.
//                                ^^^^^ reference soulindex . . . `tlaplus/AbstractMutex.tla`/procs.
//                                     ⌃ enclosing_range_end soulindex . . . `tlaplus/AbstractMutex.tla`/MapProcs().
  
  (* The holder hands the right to any other process. *)
//⌄ enclosing_range_start soulindex . . . `tlaplus/AbstractMutex.tla`/Handover().
  Handover ==
//^^^^^^^^ definition soulindex . . . `tlaplus/AbstractMutex.tla`/Handover().
//kind Function
//documentation
//> The holder hands the right to any other process.
      /\ holder \in procs
//       ^^^^^^ reference soulindex . . . `tlaplus/AbstractMutex.tla`/holder.
//                  ^^^^^ reference soulindex . . . `tlaplus/AbstractMutex.tla`/procs.
      /\ \E q \in Others(holder) : holder' = q
//                ^^^^^^ reference soulindex . . . `tlaplus/AbstractMutex.tla`/Others().
//                       ^^^^^^ reference soulindex . . . `tlaplus/AbstractMutex.tla`/holder.
//                                 ^^^^^^ reference soulindex . . . `tlaplus/AbstractMutex.tla`/holder.
  
  \* Recursive count of the holders along a finite path of states.
  RECURSIVE CountHolders(_)
//⌃ enclosing_range_end soulindex . . . `tlaplus/AbstractMutex.tla`/Handover().
//⌄ enclosing_range_start soulindex . . . `tlaplus/AbstractMutex.tla`/CountHolders().
  CountHolders(path) ==
//^^^^^^^^^^^^ definition soulindex . . . `tlaplus/AbstractMutex.tla`/CountHolders().
//kind Function
//documentation
//> Recursive count of the holders along a finite path of states.
      IF path = <<>> THEN 0
      ELSE LET rest == SubSeqFrom(path, 2)
//                     ^^^^^^^^^^ reference soulindex . . . `tlaplus/AbstractMutex.tla`/SubSeqFrom().
               here == IF path[1] \in procs THEN 1 ELSE 0
//                                    ^^^^^ reference soulindex . . . `tlaplus/AbstractMutex.tla`/procs.
           IN here + CountHolders(rest)
//                   ^^^^^^^^^^^^ reference soulindex . . . `tlaplus/AbstractMutex.tla`/CountHolders().
//                                    ⌃ enclosing_range_end soulindex . . . `tlaplus/AbstractMutex.tla`/CountHolders().
  
//⌄ enclosing_range_start soulindex . . . `tlaplus/AbstractMutex.tla`/SubSeqFrom().
  LOCAL SubSeqFrom(s, i) == [k \in 1..(Len(s) - i + 1) |-> s[k + i - 1]]
//      ^^^^^^^^^^ definition soulindex . . . `tlaplus/AbstractMutex.tla`/SubSeqFrom().
//      kind Function
//                                                                     ⌃ enclosing_range_end soulindex . . . `tlaplus/AbstractMutex.tla`/SubSeqFrom().
  
//⌄ enclosing_range_start soulindex . . . `tlaplus/AbstractMutex.tla`/AbsInit().
  AbsInit == holder \in procs \cup {NoHolder}
//^^^^^^^ definition soulindex . . . `tlaplus/AbstractMutex.tla`/AbsInit().
//kind Function
//           ^^^^^^ reference soulindex . . . `tlaplus/AbstractMutex.tla`/holder.
//                      ^^^^^ reference soulindex . . . `tlaplus/AbstractMutex.tla`/procs.
//                                  ^^^^^^^^ reference soulindex . . . `tlaplus/AbstractMutex.tla`/NoHolder().
//                                          ⌃ enclosing_range_end soulindex . . . `tlaplus/AbstractMutex.tla`/AbsInit().
  
//⌄ enclosing_range_start soulindex . . . `tlaplus/AbstractMutex.tla`/AbsNext().
  AbsNext == Handover \/ UNCHANGED holder
//^^^^^^^ definition soulindex . . . `tlaplus/AbstractMutex.tla`/AbsNext().
//kind Function
//           ^^^^^^^^ reference soulindex . . . `tlaplus/AbstractMutex.tla`/Handover().
//                                 ^^^^^^ reference soulindex . . . `tlaplus/AbstractMutex.tla`/holder.
//                                      ⌃ enclosing_range_end soulindex . . . `tlaplus/AbstractMutex.tla`/AbsNext().
  
//⌄ enclosing_range_start soulindex . . . `tlaplus/AbstractMutex.tla`/AbsSpec().
  AbsSpec == AbsInit /\ [][AbsNext]_holder
//^^^^^^^ definition soulindex . . . `tlaplus/AbstractMutex.tla`/AbsSpec().
//kind Function
//           ^^^^^^^ reference soulindex . . . `tlaplus/AbstractMutex.tla`/AbsInit().
//                         ^^^^^^^ reference soulindex . . . `tlaplus/AbstractMutex.tla`/AbsNext().
//                                  ^^^^^^ reference soulindex . . . `tlaplus/AbstractMutex.tla`/holder.
//                                       ⌃ enclosing_range_end soulindex . . . `tlaplus/AbstractMutex.tla`/AbsSpec().
  
//⌄ enclosing_range_start soulindex . . . `tlaplus/AbstractMutex.tla`/AbsTypeOK.
  THEOREM AbsTypeOK == AbsSpec => [](holder \in procs \cup {NoHolder})
//        ^^^^^^^^^ definition soulindex . . . `tlaplus/AbstractMutex.tla`/AbsTypeOK.
//        kind Constant
//                     ^^^^^^^ reference soulindex . . . `tlaplus/AbstractMutex.tla`/AbsSpec().
//                                   ^^^^^^ reference soulindex . . . `tlaplus/AbstractMutex.tla`/holder.
//                                              ^^^^^ reference soulindex . . . `tlaplus/AbstractMutex.tla`/procs.
//                                                          ^^^^^^^^ reference soulindex . . . `tlaplus/AbstractMutex.tla`/NoHolder().
//                                                                   ⌃ enclosing_range_end soulindex . . . `tlaplus/AbstractMutex.tla`/AbsTypeOK.
  =============================================================================
  
