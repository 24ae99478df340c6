//                                      ⌄ enclosing_range_start soulindex . . . `tlaplus/TokenRing.tla`/TokenRing/
  ------------------------------ MODULE TokenRing ------------------------------
//                                      ^^^^^^^^^ definition soulindex . . . `tlaplus/TokenRing.tla`/TokenRing/
//                                      kind Module
//                                      documentation
//                                      > A token ring: N processes pass a single token around a ring; a process
//                                      > may enter its critical section only while it holds the token.
//                                              ⌃ enclosing_range_end soulindex . . . `tlaplus/TokenRing.tla`/TokenRing/
  (***************************************************************************)
  (* A token ring: N processes pass a single token around a ring; a process  *)
  (* may enter its critical section only while it holds the token.          *)
  (***************************************************************************)
  EXTENDS Naturals, Sequences, FiniteSets, TLC
  
//⌄ enclosing_range_start soulindex . . . `tlaplus/TokenRing.tla`/N.
//⌄ enclosing_range_start soulindex . . . `tlaplus/TokenRing.tla`/MaxRounds.
  CONSTANTS N,          \* number of processes
//          ^ definition soulindex . . . `tlaplus/TokenRing.tla`/N.
//          kind Constant
            MaxRounds   \* bound for model checking
//          ^^^^^^^^^ definition soulindex . . . `tlaplus/TokenRing.tla`/MaxRounds.
//          kind Constant
//                  ⌃ enclosing_range_end soulindex . . . `tlaplus/TokenRing.tla`/N.
//                  ⌃ enclosing_range_end soulindex . . . `tlaplus/TokenRing.tla`/MaxRounds.
  
//⌄ enclosing_range_start soulindex . . . `tlaplus/TokenRing.tla`/Initial.
  CONSTANT Initial
//         ^^^^^^^ definition soulindex . . . `tlaplus/TokenRing.tla`/Initial.
//         kind Constant
//               ⌃ enclosing_range_end soulindex . . . `tlaplus/TokenRing.tla`/Initial.
  
//⌄ enclosing_range_start soulindex . . . `tlaplus/TokenRing.tla`/NAssumption.
  ASSUME NAssumption == N \in Nat \ {0}
//       ^^^^^^^^^^^ definition soulindex . . . `tlaplus/TokenRing.tla`/NAssumption.
//       kind Constant
//                      ^ reference soulindex . . . `tlaplus/TokenRing.tla`/N.
//                                    ⌃ enclosing_range_end soulindex . . . `tlaplus/TokenRing.tla`/NAssumption.
  ASSUME Initial \in 0..(N-1)
//       ^^^^^^^ reference soulindex . . . `tlaplus/TokenRing.tla`/Initial.
//                       ^ reference soulindex . . . `tlaplus/TokenRing.tla`/N.
  
//⌄ enclosing_range_start soulindex . . . `tlaplus/TokenRing.tla`/token.
//⌄ enclosing_range_start soulindex . . . `tlaplus/TokenRing.tla`/state.
//⌄ enclosing_range_start soulindex . . . `tlaplus/TokenRing.tla`/rounds.
  VARIABLES token,      \* the process holding the token
//          ^^^^^ definition soulindex . . . `tlaplus/TokenRing.tla`/token.
//          kind Variable
            state,      \* state[p] \in {"idle", "waiting", "critical"}
//          ^^^^^ definition soulindex . . . `tlaplus/TokenRing.tla`/state.
//          kind Variable
            rounds
//          ^^^^^^ definition soulindex . . . `tlaplus/TokenRing.tla`/rounds.
//          kind Variable
//               ⌃ enclosing_range_end soulindex . . . `tlaplus/TokenRing.tla`/token.
//               ⌃ enclosing_range_end soulindex . . . `tlaplus/TokenRing.tla`/state.
//               ⌃ enclosing_range_end soulindex . . . `tlaplus/TokenRing.tla`/rounds.
  
//⌄ enclosing_range_start soulindex . . . `tlaplus/TokenRing.tla`/log.
  VARIABLE  log
//          ^^^ definition soulindex . . . `tlaplus/TokenRing.tla`/log.
//          kind Variable
//            ⌃ enclosing_range_end soulindex . . . `tlaplus/TokenRing.tla`/log.
  
//⌄ enclosing_range_start soulindex . . . `tlaplus/TokenRing.tla`/vars().
  vars == <<token, state, rounds, log>>
//^^^^ definition soulindex . . . `tlaplus/TokenRing.tla`/vars().
//kind Function
//          ^^^^^ reference soulindex . . . `tlaplus/TokenRing.tla`/token.
//                 ^^^^^ reference soulindex . . . `tlaplus/TokenRing.tla`/state.
//                        ^^^^^^ reference soulindex . . . `tlaplus/TokenRing.tla`/rounds.
//                                ^^^ reference soulindex . . . `tlaplus/TokenRing.tla`/log.
//                                    ⌃ enclosing_range_end soulindex . . . `tlaplus/TokenRing.tla`/vars().
  
//⌄ enclosing_range_start soulindex . . . `tlaplus/TokenRing.tla`/Procs().
  Procs == 0..(N-1)
//^^^^^ definition soulindex . . . `tlaplus/TokenRing.tla`/Procs().
//kind Function
//             ^ reference soulindex . . . `tlaplus/TokenRing.tla`/N.
//                ⌃ enclosing_range_end soulindex . . . `tlaplus/TokenRing.tla`/Procs().
  
//⌄ enclosing_range_start soulindex . . . `tlaplus/TokenRing.tla`/States().
  States == {"idle", "waiting", "critical"}
//^^^^^^ definition soulindex . . . `tlaplus/TokenRing.tla`/States().
//kind Function
//                                        ⌃ enclosing_range_end soulindex . . . `tlaplus/TokenRing.tla`/States().
  
  \* The next process on the ring.
//⌄ enclosing_range_start soulindex . . . `tlaplus/TokenRing.tla`/Next().
  Next(p) == (p + 1) % N
//^^^^ definition soulindex . . . `tlaplus/TokenRing.tla`/Next().
//kind Function
//documentation
//> The next process on the ring.
//                     ^ reference soulindex . . . `tlaplus/TokenRing.tla`/N.
//                     ⌃ enclosing_range_end soulindex . . . `tlaplus/TokenRing.tla`/Next().
  
  RECURSIVE SumSeq(_)
//⌄ enclosing_range_start soulindex . . . `tlaplus/TokenRing.tla`/SumSeq().
  SumSeq(s) == IF s = <<>> THEN 0 ELSE Head(s) + SumSeq(Tail(s))
//^^^^^^ definition soulindex . . . `tlaplus/TokenRing.tla`/SumSeq().
//kind Function
//                                               ^^^^^^ reference soulindex . . . `tlaplus/TokenRing.tla`/SumSeq().
//                                                             ⌃ enclosing_range_end soulindex . . . `tlaplus/TokenRing.tla`/SumSeq().
  
//⌄ enclosing_range_start soulindex . . . `tlaplus/TokenRing.tla`/Max().
  LOCAL Max(a, b) == IF a > b THEN a ELSE b
//      ^^^ definition soulindex . . . `tlaplus/TokenRing.tla`/Max().
//      kind Function
//                                        ⌃ enclosing_range_end soulindex . . . `tlaplus/TokenRing.tla`/Max().
  
//⌄ enclosing_range_start soulindex . . . `tlaplus/TokenRing.tla`/`\oplus`().
  a \oplus b == (a + b) % N
//  ^^^^^^ definition soulindex . . . `tlaplus/TokenRing.tla`/`\oplus`().
//  kind Function
//                        ^ reference soulindex . . . `tlaplus/TokenRing.tla`/N.
//                        ⌃ enclosing_range_end soulindex . . . `tlaplus/TokenRing.tla`/`\oplus`().
  
//⌄ enclosing_range_start soulindex . . . `tlaplus/TokenRing.tla`/TypeOK().
  TypeOK ==
//^^^^^^ definition soulindex . . . `tlaplus/TokenRing.tla`/TypeOK().
//kind Function
      /\ token \in Procs
//       ^^^^^ reference soulindex . . . `tlaplus/TokenRing.tla`/token.
//                 ^^^^^ reference soulindex . . . `tlaplus/TokenRing.tla`/Procs().
      /\ state \in [Procs -> States]
//       ^^^^^ reference soulindex . . . `tlaplus/TokenRing.tla`/state.
//                  ^^^^^ reference soulindex . . . `tlaplus/TokenRing.tla`/Procs().
//                           ^^^^^^ reference soulindex . . . `tlaplus/TokenRing.tla`/States().
      /\ rounds \in 0..MaxRounds
//       ^^^^^^ reference soulindex . . . `tlaplus/TokenRing.tla`/rounds.
//                     ^^^^^^^^^ reference soulindex . . . `tlaplus/TokenRing.tla`/MaxRounds.
      /\ log \in Seq(Procs)
//       ^^^ reference soulindex . . . `tlaplus/TokenRing.tla`/log.
//                   ^^^^^ reference soulindex . . . `tlaplus/TokenRing.tla`/Procs().
  
//⌄ enclosing_range_start soulindex . . . `tlaplus/TokenRing.tla`/Init().
  Init ==
//^^^^ definition soulindex . . . `tlaplus/TokenRing.tla`/Init().
//kind Function
//⌃ enclosing_range_end soulindex . . . `tlaplus/TokenRing.tla`/TypeOK().
      /\ token = Initial
//       ^^^^^ reference soulindex . . . `tlaplus/TokenRing.tla`/token.
//               ^^^^^^^ reference soulindex . . . `tlaplus/TokenRing.tla`/Initial.
      /\ state = [p \in Procs |-> "idle"]
//       ^^^^^ reference soulindex . . . `tlaplus/TokenRing.tla`/state.
//                      ^^^^^ reference soulindex . . . `tlaplus/TokenRing.tla`/Procs().
      /\ rounds = 0
//       ^^^^^^ reference soulindex . . . `tlaplus/TokenRing.tla`/rounds.
      /\ log = <<>>
//       ^^^ reference soulindex . . . `tlaplus/TokenRing.tla`/log.
  
  -----------------------------------------------------------------------------
//⌃ enclosing_range_end soulindex . . . `tlaplus/TokenRing.tla`/Init().
  (* Actions *)
  
//⌄ enclosing_range_start soulindex . . . `tlaplus/TokenRing.tla`/Request().
  Request(p) ==
//^^^^^^^ definition soulindex . . . `tlaplus/TokenRing.tla`/Request().
//kind Function
      /\ state[p] = "idle"
//       ^^^^^ reference soulindex . . . `tlaplus/TokenRing.tla`/state.
      /\ state' = [state EXCEPT ![p] = "waiting"]
//       ^^^^^ reference soulindex . . . `tlaplus/TokenRing.tla`/state.
//                 ^^^^^ reference soulindex . . . `tlaplus/TokenRing.tla`/state.
      /\ UNCHANGED <<token, rounds, log>>
//                   ^^^^^ reference soulindex . . . `tlaplus/TokenRing.tla`/token.
//                          ^^^^^^ reference soulindex . . . `tlaplus/TokenRing.tla`/rounds.
//                                  ^^^ reference soulindex . . . `tlaplus/TokenRing.tla`/log.
  
//⌄ enclosing_range_start soulindex . . . `tlaplus/TokenRing.tla`/Enter().
  Enter(p) ==
//^^^^^ definition soulindex . . . `tlaplus/TokenRing.tla`/Enter().
//kind Function
//⌃ enclosing_range_end soulindex . . . `tlaplus/TokenRing.tla`/Request().
      /\ state[p] = "waiting"
//       ^^^^^ reference soulindex . . . `tlaplus/TokenRing.tla`/state.
      /\ token = p
//       ^^^^^ reference soulindex . . . `tlaplus/TokenRing.tla`/token.
      /\ state' = [state EXCEPT ![p] = "critical"]
//       ^^^^^ reference soulindex . . . `tlaplus/TokenRing.tla`/state.
//                 ^^^^^ reference soulindex . . . `tlaplus/TokenRing.tla`/state.
      /\ log' = Append(log, p)
//       ^^^ reference soulindex . . . `tlaplus/TokenRing.tla`/log.
//                     ^^^ reference soulindex . . . `tlaplus/TokenRing.tla`/log.
      /\ UNCHANGED <<token, rounds>>
//                   ^^^^^ reference soulindex . . . `tlaplus/TokenRing.tla`/token.
//                          ^^^^^^ reference soulindex . . . `tlaplus/TokenRing.tla`/rounds.
  
//⌄ enclosing_range_start soulindex . . . `tlaplus/TokenRing.tla`/Exit().
  Exit(p) ==
//^^^^ definition soulindex . . . `tlaplus/TokenRing.tla`/Exit().
//kind Function
//⌃ enclosing_range_end soulindex . . . `tlaplus/TokenRing.tla`/Enter().
      /\ state[p] = "critical"
//       ^^^^^ reference soulindex . . . `tlaplus/TokenRing.tla`/state.
      /\ state' = [state EXCEPT ![p] = "idle"]
//       ^^^^^ reference soulindex . . . `tlaplus/TokenRing.tla`/state.
//                 ^^^^^ reference soulindex . . . `tlaplus/TokenRing.tla`/state.
      /\ UNCHANGED <<token, rounds, log>>
//                   ^^^^^ reference soulindex . . . `tlaplus/TokenRing.tla`/token.
//                          ^^^^^^ reference soulindex . . . `tlaplus/TokenRing.tla`/rounds.
//                                  ^^^ reference soulindex . . . `tlaplus/TokenRing.tla`/log.
  
//⌄ enclosing_range_start soulindex . . . `tlaplus/TokenRing.tla`/PassToken().
  PassToken ==
//^^^^^^^^^ definition soulindex . . . `tlaplus/TokenRing.tla`/PassToken().
//kind Function
//⌃ enclosing_range_end soulindex . . . `tlaplus/TokenRing.tla`/Exit().
      /\ state[token] # "critical"
//       ^^^^^ reference soulindex . . . `tlaplus/TokenRing.tla`/state.
//             ^^^^^ reference soulindex . . . `tlaplus/TokenRing.tla`/token.
      /\ token' = Next(token)
//       ^^^^^ reference soulindex . . . `tlaplus/TokenRing.tla`/token.
//                ^^^^ reference soulindex . . . `tlaplus/TokenRing.tla`/Next().
//                     ^^^^^ reference soulindex . . . `tlaplus/TokenRing.tla`/token.
      /\ rounds' = IF token' = Initial THEN rounds + 1 ELSE rounds
//       ^^^^^^ reference soulindex . . . `tlaplus/TokenRing.tla`/rounds.
//                    ^^^^^ reference soulindex . . . `tlaplus/TokenRing.tla`/token.
//                             ^^^^^^^ reference soulindex . . . `tlaplus/TokenRing.tla`/Initial.
//                                          ^^^^^^ reference soulindex . . . `tlaplus/TokenRing.tla`/rounds.
//                                                          ^^^^^^ reference soulindex . . . `tlaplus/TokenRing.tla`/rounds.
      /\ rounds < MaxRounds
//       ^^^^^^ reference soulindex . . . `tlaplus/TokenRing.tla`/rounds.
//                ^^^^^^^^^ reference soulindex . . . `tlaplus/TokenRing.tla`/MaxRounds.
      /\ UNCHANGED <<state, log>>
//                   ^^^^^ reference soulindex . . . `tlaplus/TokenRing.tla`/state.
//                          ^^^ reference soulindex . . . `tlaplus/TokenRing.tla`/log.
  
//⌄ enclosing_range_start soulindex . . . `tlaplus/TokenRing.tla`/Step().
  Step ==
//^^^^ definition soulindex . . . `tlaplus/TokenRing.tla`/Step().
//kind Function
//⌃ enclosing_range_end soulindex . . . `tlaplus/TokenRing.tla`/PassToken().
      \/ PassToken
//       ^^^^^^^^^ reference soulindex . . . `tlaplus/TokenRing.tla`/PassToken().
      \/ \E p \in Procs : Request(p) \/ Enter(p) \/ Exit(p)
//                ^^^^^ reference soulindex . . . `tlaplus/TokenRing.tla`/Procs().
//                        ^^^^^^^ reference soulindex . . . `tlaplus/TokenRing.tla`/Request().
//                                      ^^^^^ reference soulindex . . . `tlaplus/TokenRing.tla`/Enter().
//                                                  ^^^^ reference soulindex . . . `tlaplus/TokenRing.tla`/Exit().
  
//⌄ enclosing_range_start soulindex . . . `tlaplus/TokenRing.tla`/Spec().
  Spec == Init /\ [][Step]_vars /\ WF_vars(PassToken)
//^^^^ definition soulindex . . . `tlaplus/TokenRing.tla`/Spec().
//kind Function
//        ^^^^ reference soulindex . . . `tlaplus/TokenRing.tla`/Init().
//                   ^^^^ reference soulindex . . . `tlaplus/TokenRing.tla`/Step().
//                         ^^^^ reference soulindex . . . `tlaplus/TokenRing.tla`/vars().
//                                    ^^^^ reference soulindex . . . `tlaplus/TokenRing.tla`/vars().
//                                         ^^^^^^^^^ reference soulindex . . . `tlaplus/TokenRing.tla`/PassToken().
//⌃ enclosing_range_end soulindex . . . `tlaplus/TokenRing.tla`/Step().
//                                                  ⌃ enclosing_range_end soulindex . . . `tlaplus/TokenRing.tla`/Spec().
  
//⌄ enclosing_range_start soulindex . . . `tlaplus/TokenRing.tla`/FairSpec().
  FairSpec ==
//^^^^^^^^ definition soulindex . . . `tlaplus/TokenRing.tla`/FairSpec().
//kind Function
      /\ Spec
//       ^^^^ reference soulindex . . . `tlaplus/TokenRing.tla`/Spec().
      /\ \A p \in Procs : SF_vars(Enter(p))
//                ^^^^^ reference soulindex . . . `tlaplus/TokenRing.tla`/Procs().
//                           ^^^^ reference soulindex . . . `tlaplus/TokenRing.tla`/vars().
//                                ^^^^^ reference soulindex . . . `tlaplus/TokenRing.tla`/Enter().
  
  -----------------------------------------------------------------------------
//⌃ enclosing_range_end soulindex . . . `tlaplus/TokenRing.tla`/FairSpec().
  (* Properties *)
  
//⌄ enclosing_range_start soulindex . . . `tlaplus/TokenRing.tla`/MutualExclusion().
  MutualExclusion ==
//^^^^^^^^^^^^^^^ definition soulindex . . . `tlaplus/TokenRing.tla`/MutualExclusion().
//kind Function
      \A p, q \in Procs : (p # q) => ~(state[p] = "critical" /\ state[q] = "critical")
//                ^^^^^ reference soulindex . . . `tlaplus/TokenRing.tla`/Procs().
//                                     ^^^^^ reference soulindex . . . `tlaplus/TokenRing.tla`/state.
//                                                              ^^^^^ reference soulindex . . . `tlaplus/TokenRing.tla`/state.
//                                                                                   ⌃ enclosing_range_end soulindex . . . `tlaplus/TokenRing.tla`/MutualExclusion().
  
//⌄ enclosing_range_start soulindex . . . `tlaplus/TokenRing.tla`/HolderOnly().
  HolderOnly == \A p \in Procs : state[p] = "critical" => token = p
//^^^^^^^^^^ definition soulindex . . . `tlaplus/TokenRing.tla`/HolderOnly().
//kind Function
//                       ^^^^^ reference soulindex . . . `tlaplus/TokenRing.tla`/Procs().
//                               ^^^^^ reference soulindex . . . `tlaplus/TokenRing.tla`/state.
//                                                        ^^^^^ reference soulindex . . . `tlaplus/TokenRing.tla`/token.
//                                                                ⌃ enclosing_range_end soulindex . . . `tlaplus/TokenRing.tla`/HolderOnly().
  
//⌄ enclosing_range_start soulindex . . . `tlaplus/TokenRing.tla`/EventuallyEnters().
  EventuallyEnters == \A p \in Procs : (state[p] = "waiting") ~> (state[p] = "critical")
//^^^^^^^^^^^^^^^^ definition soulindex . . . `tlaplus/TokenRing.tla`/EventuallyEnters().
//kind Function
//                             ^^^^^ reference soulindex . . . `tlaplus/TokenRing.tla`/Procs().
//                                      ^^^^^ reference soulindex . . . `tlaplus/TokenRing.tla`/state.
//                                                                ^^^^^ reference soulindex . . . `tlaplus/TokenRing.tla`/state.
//                                                                                     ⌃ enclosing_range_end soulindex . . . `tlaplus/TokenRing.tla`/EventuallyEnters().
  
//⌄ enclosing_range_start soulindex . . . `tlaplus/TokenRing.tla`/CriticalCount().
  CriticalCount == Cardinality({p \in Procs : state[p] = "critical"})
//^^^^^^^^^^^^^ definition soulindex . . . `tlaplus/TokenRing.tla`/CriticalCount().
//kind Function
//                                    ^^^^^ reference soulindex . . . `tlaplus/TokenRing.tla`/Procs().
//                                            ^^^^^ reference soulindex . . . `tlaplus/TokenRing.tla`/state.
//                                                                  ⌃ enclosing_range_end soulindex . . . `tlaplus/TokenRing.tla`/CriticalCount().
  
//⌄ enclosing_range_start soulindex . . . `tlaplus/TokenRing.tla`/Symmetry().
  Symmetry == Permutations(Procs)
//^^^^^^^^ definition soulindex . . . `tlaplus/TokenRing.tla`/Symmetry().
//kind Function
//                         ^^^^^ reference soulindex . . . `tlaplus/TokenRing.tla`/Procs().
//                              ⌃ enclosing_range_end soulindex . . . `tlaplus/TokenRing.tla`/Symmetry().
  
  (* A refinement: the ring as an abstract mutex. *)
//⌄ enclosing_range_start soulindex . . . `tlaplus/TokenRing.tla`/Mutex/
  Mutex == INSTANCE AbstractMutex WITH holder <- token, procs <- Procs
//^^^^^ definition soulindex . . . `tlaplus/TokenRing.tla`/Mutex/
//kind Module
//documentation
//> A refinement: the ring as an abstract mutex.
//                                               ^^^^^ reference soulindex . . . `tlaplus/TokenRing.tla`/token.
//                                                               ^^^^^ reference soulindex . . . `tlaplus/TokenRing.tla`/Procs().
//                                                                   ⌃ enclosing_range_end soulindex . . . `tlaplus/TokenRing.tla`/Mutex/
  
  INSTANCE Bags
  
//⌄ enclosing_range_start soulindex . . . `tlaplus/TokenRing.tla`/LogLength().
  LogLength == Len(log)
//^^^^^^^^^ definition soulindex . . . `tlaplus/TokenRing.tla`/LogLength().
//kind Function
//                 ^^^ reference soulindex . . . `tlaplus/TokenRing.tla`/log.
//                    ⌃ enclosing_range_end soulindex . . . `tlaplus/TokenRing.tla`/LogLength().
  
//⌄ enclosing_range_start soulindex . . . `tlaplus/TokenRing.tla`/Safety.
  THEOREM Safety == Spec => []TypeOK /\ []MutualExclusion
//        ^^^^^^ definition soulindex . . . `tlaplus/TokenRing.tla`/Safety.
//        kind Constant
//                  ^^^^ reference soulindex . . . `tlaplus/TokenRing.tla`/Spec().
//                            ^^^^^^ reference soulindex . . . `tlaplus/TokenRing.tla`/TypeOK().
//                                        ^^^^^^^^^^^^^^^ reference soulindex . . . `tlaplus/TokenRing.tla`/MutualExclusion().
    <1>1. Init => TypeOK
//        ^^^^ reference soulindex . . . `tlaplus/TokenRing.tla`/Init().
//                ^^^^^^ reference soulindex . . . `tlaplus/TokenRing.tla`/TypeOK().
      BY DEF Init, TypeOK
//           ^^^^ reference soulindex . . . `tlaplus/TokenRing.tla`/Init().
//                 ^^^^^^ reference soulindex . . . `tlaplus/TokenRing.tla`/TypeOK().
    <1>2. TypeOK /\ [Step]_vars => TypeOK'
//        ^^^^^^ reference soulindex . . . `tlaplus/TokenRing.tla`/TypeOK().
//                   ^^^^ reference soulindex . . . `tlaplus/TokenRing.tla`/Step().
//                         ^^^^ reference soulindex . . . `tlaplus/TokenRing.tla`/vars().
//                                 ^^^^^^ reference soulindex . . . `tlaplus/TokenRing.tla`/TypeOK().
      BY DEF TypeOK, Step, Request, Enter, Exit, PassToken, Next
//           ^^^^^^ reference soulindex . . . `tlaplus/TokenRing.tla`/TypeOK().
//                   ^^^^ reference soulindex . . . `tlaplus/TokenRing.tla`/Step().
//                         ^^^^^^^ reference soulindex . . . `tlaplus/TokenRing.tla`/Request().
//                                  ^^^^^ reference soulindex . . . `tlaplus/TokenRing.tla`/Enter().
//                                         ^^^^ reference soulindex . . . `tlaplus/TokenRing.tla`/Exit().
//                                               ^^^^^^^^^ reference soulindex . . . `tlaplus/TokenRing.tla`/PassToken().
//                                                          ^^^^ reference soulindex . . . `tlaplus/TokenRing.tla`/Next().
    <1>. QED
      BY <1>1, <1>2, PTL DEF Spec
//                           ^^^^ reference soulindex . . . `tlaplus/TokenRing.tla`/Spec().
//                              ⌃ enclosing_range_end soulindex . . . `tlaplus/TokenRing.tla`/Safety.
  
//⌄ enclosing_range_start soulindex . . . `tlaplus/TokenRing.tla`/NextInProcs.
  LEMMA NextInProcs == \A p \in Procs : Next(p) \in Procs
//      ^^^^^^^^^^^ definition soulindex . . . `tlaplus/TokenRing.tla`/NextInProcs.
//      kind Constant
//                              ^^^^^ reference soulindex . . . `tlaplus/TokenRing.tla`/Procs().
//                                      ^^^^ reference soulindex . . . `tlaplus/TokenRing.tla`/Next().
//                                                  ^^^^^ reference soulindex . . . `tlaplus/TokenRing.tla`/Procs().
//                                                      ⌃ enclosing_range_end soulindex . . . `tlaplus/TokenRing.tla`/NextInProcs.
  
  THEOREM FairSpec => EventuallyEnters
//        ^^^^^^^^ reference soulindex . . . `tlaplus/TokenRing.tla`/FairSpec().
//                    ^^^^^^^^^^^^^^^^ reference soulindex . . . `tlaplus/TokenRing.tla`/EventuallyEnters().
  =============================================================================
  \* Modification History
  \* Created by an example author
  
