//                                    ⌄ enclosing_range_start soulindex . . . `tlaplus/MCTokenRing.tla`/MCTokenRing/
  ---------------------------- MODULE MCTokenRing ----------------------------
//                                    ^^^^^^^^^^^ definition soulindex . . . `tlaplus/MCTokenRing.tla`/MCTokenRing/
//                                    kind Module
//                                    documentation
//                                    > Model-checking harness for TokenRing: small constants for TLC and the
//                                    > refinement checked as a property.
//                                              ⌃ enclosing_range_end soulindex . . . `tlaplus/MCTokenRing.tla`/MCTokenRing/
  (* Model-checking harness for TokenRing: small constants for TLC and the  *)
  (* refinement checked as a property.                                       *)
  EXTENDS TokenRing, TLC
//        ^^^^^^^^^ reference soulindex . . . `tlaplus/TokenRing.tla`/TokenRing/
  
  \* Three processes and two rounds keep the state space small.
//⌄ enclosing_range_start soulindex . . . `tlaplus/MCTokenRing.tla`/MCN().
  MCN == 3
//^^^ definition soulindex . . . `tlaplus/MCTokenRing.tla`/MCN().
//kind Function
//documentation
//> Three processes and two rounds keep the state space small.
//       ⌃ enclosing_range_end soulindex . . . `tlaplus/MCTokenRing.tla`/MCN().
//⌄ enclosing_range_start soulindex . . . `tlaplus/MCTokenRing.tla`/MCMaxRounds().
  MCMaxRounds == 2
//^^^^^^^^^^^ definition soulindex . . . `tlaplus/MCTokenRing.tla`/MCMaxRounds().
//kind Function
//               ⌃ enclosing_range_end soulindex . . . `tlaplus/MCTokenRing.tla`/MCMaxRounds().
  
  \* A state constraint: stop exploring once the log grows past this.
//⌄ enclosing_range_start soulindex . . . `tlaplus/MCTokenRing.tla`/LogBound().
  LogBound == LogLength <= 6
//^^^^^^^^ definition soulindex . . . `tlaplus/MCTokenRing.tla`/LogBound().
//kind Function
//documentation
//> A state constraint: stop exploring once the log grows past this.
//            ^^^^^^^^^ reference soulindex . . . `tlaplus/TokenRing.tla`/LogLength().
//                         ⌃ enclosing_range_end soulindex . . . `tlaplus/MCTokenRing.tla`/LogBound().
  
  \* The refinement mapping, checked as a temporal property.
//⌄ enclosing_range_start soulindex . . . `tlaplus/MCTokenRing.tla`/RefinesMutex().
  RefinesMutex == Mutex!AbsSpec
//^^^^^^^^^^^^ definition soulindex . . . `tlaplus/MCTokenRing.tla`/RefinesMutex().
//kind Function
//documentation
//> The refinement mapping, checked as a temporal property.
//                ^^^^^ reference soulindex . . . `tlaplus/TokenRing.tla`/Mutex/
//                            ⌃ enclosing_range_end soulindex . . . `tlaplus/MCTokenRing.tla`/RefinesMutex().
  
  \* Every process gets the token within a bounded number of steps.
//⌄ enclosing_range_start soulindex . . . `tlaplus/MCTokenRing.tla`/Fairness().
  Fairness == \A p \in Procs : <>(token = p)
//^^^^^^^^ definition soulindex . . . `tlaplus/MCTokenRing.tla`/Fairness().
//kind Function
//documentation
//> Every process gets the token within a bounded number of steps.
//                     ^^^^^ reference soulindex . . . `tlaplus/TokenRing.tla`/Procs().
//                                ^^^^^ reference soulindex . . . `tlaplus/TokenRing.tla`/token.
//                                         ⌃ enclosing_range_end soulindex . . . `tlaplus/MCTokenRing.tla`/Fairness().
  
  \* A view that ignores the log: states differing only in it are equal.
//⌄ enclosing_range_start soulindex . . . `tlaplus/MCTokenRing.tla`/View().
  View == <<token, state, rounds>>
//^^^^ definition soulindex . . . `tlaplus/MCTokenRing.tla`/View().
//kind Function
//documentation
//> A view that ignores the log: states differing only in it are equal.
//          ^^^^^ reference soulindex . . . `tlaplus/TokenRing.tla`/token.
//                 ^^^^^ reference soulindex . . . `tlaplus/TokenRing.tla`/state.
//                        ^^^^^^ reference soulindex . . . `tlaplus/TokenRing.tla`/rounds.
//                               ⌃ enclosing_range_end soulindex . . . `tlaplus/MCTokenRing.tla`/View().
  
  \* Print a trace line while TLC explores (debugging only).
//⌄ enclosing_range_start soulindex . . . `tlaplus/MCTokenRing.tla`/Trace().
  Trace(p) == PrintT(<<"enter", p, rounds>>)
//^^^^^ definition soulindex . . . `tlaplus/MCTokenRing.tla`/Trace().
//kind Function
//documentation
//> Print a trace line while TLC explores (debugging only).
//                                 ^^^^^^ reference soulindex . . . `tlaplus/TokenRing.tla`/rounds.
//                                         ⌃ enclosing_range_end soulindex . . . `tlaplus/MCTokenRing.tla`/Trace().
  =============================================================================
  
