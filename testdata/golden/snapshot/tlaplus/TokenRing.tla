//⌄ enclosing_range_start soulindex . . . `tlaplus/TokenRing.tla`/TokenRing/
  ------------------------------ MODULE TokenRing ------------------------------
//                                      ^^^^^^^^^ definition soulindex . . . `tlaplus/TokenRing.tla`/TokenRing/
//                                      kind Module
  (***************************************************************************)
  (* A token ring: N processes pass a single token around a ring; a process  *)
  (* may enter its critical section only while it holds the token.          *)
  (***************************************************************************)
  EXTENDS Naturals, Sequences, FiniteSets, TLC
  
//⌄ enclosing_range_start soulindex . . . `tlaplus/TokenRing.tla`/TokenRing/N.
//⌄ enclosing_range_start soulindex . . . `tlaplus/TokenRing.tla`/TokenRing/MaxRounds.
  CONSTANTS N,          \* number of processes
//          ^ definition soulindex . . . `tlaplus/TokenRing.tla`/TokenRing/N.
//          kind Constant
            MaxRounds   \* bound for model checking
//          ^^^^^^^^^ definition soulindex . . . `tlaplus/TokenRing.tla`/TokenRing/MaxRounds.
//          kind Constant
//                  ⌃ enclosing_range_end soulindex . . . `tlaplus/TokenRing.tla`/TokenRing/N.
//                  ⌃ enclosing_range_end soulindex . . . `tlaplus/TokenRing.tla`/TokenRing/MaxRounds.
  
//⌄ enclosing_range_start soulindex . . . `tlaplus/TokenRing.tla`/TokenRing/Initial.
  CONSTANT Initial
//         ^^^^^^^ definition soulindex . . . `tlaplus/TokenRing.tla`/TokenRing/Initial.
//         kind Constant
//               ⌃ enclosing_range_end soulindex . . . `tlaplus/TokenRing.tla`/TokenRing/Initial.
  
//⌄ enclosing_range_start soulindex . . . `tlaplus/TokenRing.tla`/TokenRing/NAssumption.
  ASSUME NAssumption == N \in Nat \ {0}
//       ^^^^^^^^^^^ definition soulindex . . . `tlaplus/TokenRing.tla`/TokenRing/NAssumption.
//       kind Constant
//                                    ⌃ enclosing_range_end soulindex . . . `tlaplus/TokenRing.tla`/TokenRing/NAssumption.
  ASSUME Initial \in 0..(N-1)
  
//⌄ enclosing_range_start soulindex . . . `tlaplus/TokenRing.tla`/TokenRing/token.
//⌄ enclosing_range_start soulindex . . . `tlaplus/TokenRing.tla`/TokenRing/state.
//⌄ enclosing_range_start soulindex . . . `tlaplus/TokenRing.tla`/TokenRing/rounds.
  VARIABLES token,      \* the process holding the token
//          ^^^^^ definition soulindex . . . `tlaplus/TokenRing.tla`/TokenRing/token.
//          kind Variable
            state,      \* state[p] \in {"idle", "waiting", "critical"}
//          ^^^^^ definition soulindex . . . `tlaplus/TokenRing.tla`/TokenRing/state.
//          kind Variable
            rounds
//          ^^^^^^ definition soulindex . . . `tlaplus/TokenRing.tla`/TokenRing/rounds.
//          kind Variable
//               ⌃ enclosing_range_end soulindex . . . `tlaplus/TokenRing.tla`/TokenRing/token.
//               ⌃ enclosing_range_end soulindex . . . `tlaplus/TokenRing.tla`/TokenRing/state.
//               ⌃ enclosing_range_end soulindex . . . `tlaplus/TokenRing.tla`/TokenRing/rounds.
  
//⌄ enclosing_range_start soulindex . . . `tlaplus/TokenRing.tla`/TokenRing/log.
  VARIABLE  log
//          ^^^ definition soulindex . . . `tlaplus/TokenRing.tla`/TokenRing/log.
//          kind Variable
//            ⌃ enclosing_range_end soulindex . . . `tlaplus/TokenRing.tla`/TokenRing/log.
  
//⌄ enclosing_range_start soulindex . . . `tlaplus/TokenRing.tla`/TokenRing/vars().
  vars == <<token, state, rounds, log>>
//^^^^ definition soulindex . . . `tlaplus/TokenRing.tla`/TokenRing/vars().
//kind Function
//                                    ⌃ enclosing_range_end soulindex . . . `tlaplus/TokenRing.tla`/TokenRing/vars().
  
//⌄ enclosing_range_start soulindex . . . `tlaplus/TokenRing.tla`/TokenRing/Procs().
  Procs == 0..(N-1)
//^^^^^ definition soulindex . . . `tlaplus/TokenRing.tla`/TokenRing/Procs().
//kind Function
//                ⌃ enclosing_range_end soulindex . . . `tlaplus/TokenRing.tla`/TokenRing/Procs().
  
//⌄ enclosing_range_start soulindex . . . `tlaplus/TokenRing.tla`/TokenRing/States().
  States == {"idle", "waiting", "critical"}
//^^^^^^ definition soulindex . . . `tlaplus/TokenRing.tla`/TokenRing/States().
//kind Function
//                                        ⌃ enclosing_range_end soulindex . . . `tlaplus/TokenRing.tla`/TokenRing/States().
  
  \* The next process on the ring.
//⌄ enclosing_range_start soulindex . . . `tlaplus/TokenRing.tla`/TokenRing/Next().
  Next(p) == (p + 1) % N
//^^^^ definition soulindex . . . `tlaplus/TokenRing.tla`/TokenRing/Next().
//kind Function
//documentation
//> \* The next process on the ring.
//                     ⌃ enclosing_range_end soulindex . . . `tlaplus/TokenRing.tla`/TokenRing/Next().
  
  RECURSIVE SumSeq(_)
//⌄ enclosing_range_start soulindex . . . `tlaplus/TokenRing.tla`/TokenRing/SumSeq().
  SumSeq(s) == IF s = <<>> THEN 0 ELSE Head(s) + SumSeq(Tail(s))
//^^^^^^ definition soulindex . . . `tlaplus/TokenRing.tla`/TokenRing/SumSeq().
//kind Function
//                                                             ⌃ enclosing_range_end soulindex . . . `tlaplus/TokenRing.tla`/TokenRing/SumSeq().
  
//⌄ enclosing_range_start soulindex . . . `tlaplus/TokenRing.tla`/TokenRing/Max().
  LOCAL Max(a, b) == IF a > b THEN a ELSE b
//      ^^^ definition soulindex . . . `tlaplus/TokenRing.tla`/TokenRing/Max().
//      kind Function
//                                        ⌃ enclosing_range_end soulindex . . . `tlaplus/TokenRing.tla`/TokenRing/Max().
  
//⌄ enclosing_range_start soulindex . . . `tlaplus/TokenRing.tla`/TokenRing/`\oplus`().
  a \oplus b == (a + b) % N
//  ^^^^^^ definition soulindex . . . `tlaplus/TokenRing.tla`/TokenRing/`\oplus`().
//  kind Function
//                        ⌃ enclosing_range_end soulindex . . . `tlaplus/TokenRing.tla`/TokenRing/`\oplus`().
  
//⌄ enclosing_range_start soulindex . . . `tlaplus/TokenRing.tla`/TokenRing/TypeOK().
  TypeOK ==
//^^^^^^ definition soulindex . . . `tlaplus/TokenRing.tla`/TokenRing/TypeOK().
//kind Function
      /\ token \in Procs
      /\ state \in [Procs -> States]
      /\ rounds \in 0..MaxRounds
//                     ^^^^^^^^^ reference soulindex . . . `tlaplus/TokenRing.tla`/TokenRing/MaxRounds.
      /\ log \in Seq(Procs)
//                        ⌃ enclosing_range_end soulindex . . . `tlaplus/TokenRing.tla`/TokenRing/TypeOK().
  
//⌄ enclosing_range_start soulindex . . . `tlaplus/TokenRing.tla`/TokenRing/Init().
  Init ==
//^^^^ definition soulindex . . . `tlaplus/TokenRing.tla`/TokenRing/Init().
//kind Function
      /\ token = Initial
      /\ state = [p \in Procs |-> "idle"]
      /\ rounds = 0
      /\ log = <<>>
//                ⌃ enclosing_range_end soulindex . . . `tlaplus/TokenRing.tla`/TokenRing/Init().
  
  -----------------------------------------------------------------------------
  (* Actions *)
  
//⌄ enclosing_range_start soulindex . . . `tlaplus/TokenRing.tla`/TokenRing/Request().
  Request(p) ==
//^^^^^^^ definition soulindex . . . `tlaplus/TokenRing.tla`/TokenRing/Request().
//kind Function
      /\ state[p] = "idle"
      /\ state' = [state EXCEPT ![p] = "waiting"]
      /\ UNCHANGED <<token, rounds, log>>
//                                      ⌃ enclosing_range_end soulindex . . . `tlaplus/TokenRing.tla`/TokenRing/Request().
  
//⌄ enclosing_range_start soulindex . . . `tlaplus/TokenRing.tla`/TokenRing/Enter().
  Enter(p) ==
//^^^^^ definition soulindex . . . `tlaplus/TokenRing.tla`/TokenRing/Enter().
//kind Function
      /\ state[p] = "waiting"
      /\ token = p
      /\ state' = [state EXCEPT ![p] = "critical"]
      /\ log' = Append(log, p)
      /\ UNCHANGED <<token, rounds>>
//                                 ⌃ enclosing_range_end soulindex . . . `tlaplus/TokenRing.tla`/TokenRing/Enter().
  
//⌄ enclosing_range_start soulindex . . . `tlaplus/TokenRing.tla`/TokenRing/Exit().
  Exit(p) ==
//^^^^ definition soulindex . . . `tlaplus/TokenRing.tla`/TokenRing/Exit().
//kind Function
      /\ state[p] = "critical"
      /\ state' = [state EXCEPT ![p] = "idle"]
      /\ UNCHANGED <<token, rounds, log>>
//                                      ⌃ enclosing_range_end soulindex . . . `tlaplus/TokenRing.tla`/TokenRing/Exit().
  
//⌄ enclosing_range_start soulindex . . . `tlaplus/TokenRing.tla`/TokenRing/PassToken().
  PassToken ==
//^^^^^^^^^ definition soulindex . . . `tlaplus/TokenRing.tla`/TokenRing/PassToken().
//kind Function
      /\ state[token] # "critical"
      /\ token' = Next(token)
      /\ rounds' = IF token' = Initial THEN rounds + 1 ELSE rounds
      /\ rounds < MaxRounds
      /\ UNCHANGED <<state, log>>
//                              ⌃ enclosing_range_end soulindex . . . `tlaplus/TokenRing.tla`/TokenRing/PassToken().
  
//⌄ enclosing_range_start soulindex . . . `tlaplus/TokenRing.tla`/TokenRing/Step().
  Step ==
//^^^^ definition soulindex . . . `tlaplus/TokenRing.tla`/TokenRing/Step().
//kind Function
      \/ PassToken
      \/ \E p \in Procs : Request(p) \/ Enter(p) \/ Exit(p)
//                                                        ⌃ enclosing_range_end soulindex . . . `tlaplus/TokenRing.tla`/TokenRing/Step().
  
//⌄ enclosing_range_start soulindex . . . `tlaplus/TokenRing.tla`/TokenRing/Spec().
  Spec == Init /\ [][Step]_vars /\ WF_vars(PassToken)
//^^^^ definition soulindex . . . `tlaplus/TokenRing.tla`/TokenRing/Spec().
//kind Function
//                                                  ⌃ enclosing_range_end soulindex . . . `tlaplus/TokenRing.tla`/TokenRing/Spec().
  
//⌄ enclosing_range_start soulindex . . . `tlaplus/TokenRing.tla`/TokenRing/FairSpec().
  FairSpec ==
//^^^^^^^^ definition soulindex . . . `tlaplus/TokenRing.tla`/TokenRing/FairSpec().
//kind Function
      /\ Spec
      /\ \A p \in Procs : SF_vars(Enter(p))
//                                        ⌃ enclosing_range_end soulindex . . . `tlaplus/TokenRing.tla`/TokenRing/FairSpec().
  
  -----------------------------------------------------------------------------
  (* Properties *)
  
//⌄ enclosing_range_start soulindex . . . `tlaplus/TokenRing.tla`/TokenRing/MutualExclusion().
  MutualExclusion ==
//^^^^^^^^^^^^^^^ definition soulindex . . . `tlaplus/TokenRing.tla`/TokenRing/MutualExclusion().
//kind Function
      \A p, q \in Procs : (p # q) => ~(state[p] = "critical" /\ state[q] = "critical")
//                                                                                   ⌃ enclosing_range_end soulindex . . . `tlaplus/TokenRing.tla`/TokenRing/MutualExclusion().
  
//⌄ enclosing_range_start soulindex . . . `tlaplus/TokenRing.tla`/TokenRing/HolderOnly().
  HolderOnly == \A p \in Procs : state[p] = "critical" => token = p
//^^^^^^^^^^ definition soulindex . . . `tlaplus/TokenRing.tla`/TokenRing/HolderOnly().
//kind Function
//                                                                ⌃ enclosing_range_end soulindex . . . `tlaplus/TokenRing.tla`/TokenRing/HolderOnly().
  
//⌄ enclosing_range_start soulindex . . . `tlaplus/TokenRing.tla`/TokenRing/EventuallyEnters().
  EventuallyEnters == \A p \in Procs : (state[p] = "waiting") ~> (state[p] = "critical")
//^^^^^^^^^^^^^^^^ definition soulindex . . . `tlaplus/TokenRing.tla`/TokenRing/EventuallyEnters().
//kind Function
//                                                                                     ⌃ enclosing_range_end soulindex . . . `tlaplus/TokenRing.tla`/TokenRing/EventuallyEnters().
  
//⌄ enclosing_range_start soulindex . . . `tlaplus/TokenRing.tla`/TokenRing/CriticalCount().
  CriticalCount == Cardinality({p \in Procs : state[p] = "critical"})
//^^^^^^^^^^^^^ definition soulindex . . . `tlaplus/TokenRing.tla`/TokenRing/CriticalCount().
//kind Function
//                                                                  ⌃ enclosing_range_end soulindex . . . `tlaplus/TokenRing.tla`/TokenRing/CriticalCount().
  
//⌄ enclosing_range_start soulindex . . . `tlaplus/TokenRing.tla`/TokenRing/Symmetry().
  Symmetry == Permutations(Procs)
//^^^^^^^^ definition soulindex . . . `tlaplus/TokenRing.tla`/TokenRing/Symmetry().
//kind Function
//                              ⌃ enclosing_range_end soulindex . . . `tlaplus/TokenRing.tla`/TokenRing/Symmetry().
  
  (* A refinement: the ring as an abstract mutex. *)
//⌄ enclosing_range_start soulindex . . . `tlaplus/TokenRing.tla`/TokenRing/Mutex/
  Mutex == INSTANCE AbstractMutex WITH holder <- token, procs <- Procs
//^^^^^ definition soulindex . . . `tlaplus/TokenRing.tla`/TokenRing/Mutex/
//kind Module
//documentation
//> A refinement: the ring as an abstract mutex.
//                                                                   ⌃ enclosing_range_end soulindex . . . `tlaplus/TokenRing.tla`/TokenRing/Mutex/
  
  INSTANCE Bags
  
//⌄ enclosing_range_start soulindex . . . `tlaplus/TokenRing.tla`/TokenRing/LogLength().
  LogLength == Len(log)
//^^^^^^^^^ definition soulindex . . . `tlaplus/TokenRing.tla`/TokenRing/LogLength().
//kind Function
//                    ⌃ enclosing_range_end soulindex . . . `tlaplus/TokenRing.tla`/TokenRing/LogLength().
  
//⌄ enclosing_range_start soulindex . . . `tlaplus/TokenRing.tla`/TokenRing/Safety.
  THEOREM Safety == Spec => []TypeOK /\ []MutualExclusion
//        ^^^^^^ definition soulindex . . . `tlaplus/TokenRing.tla`/TokenRing/Safety.
//        kind Constant
    <1>1. Init => TypeOK
      BY DEF Init, TypeOK
    <1>2. TypeOK /\ [Step]_vars => TypeOK'
      BY DEF TypeOK, Step, Request, Enter, Exit, PassToken, Next
    <1>. QED
      BY <1>1, <1>2, PTL DEF Spec
//                              ⌃ enclosing_range_end soulindex . . . `tlaplus/TokenRing.tla`/TokenRing/Safety.
  
//⌄ enclosing_range_start soulindex . . . `tlaplus/TokenRing.tla`/TokenRing/NextInProcs.
  LEMMA NextInProcs == \A p \in Procs : Next(p) \in Procs
//      ^^^^^^^^^^^ definition soulindex . . . `tlaplus/TokenRing.tla`/TokenRing/NextInProcs.
//      kind Constant
//                                                      ⌃ enclosing_range_end soulindex . . . `tlaplus/TokenRing.tla`/TokenRing/NextInProcs.
  
  THEOREM FairSpec => EventuallyEnters
  =============================================================================
//                                                                            ⌃ enclosing_range_end soulindex . . . `tlaplus/TokenRing.tla`/TokenRing/
  \* Modification History
  \* Created by an example author
  
