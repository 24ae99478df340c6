//                                      ⌄ enclosing_range_start soulindex . . . `tlaplus/Counter.tla`/Counter/
  ------------------------------ MODULE Counter ------------------------------
//                                      ^^^^^^^ definition soulindex . . . `tlaplus/Counter.tla`/Counter/
//                                      kind Module
//                                      documentation
//                                      > A PlusCal counter; the translation below the algorithm is generated.
//                                            ⌃ enclosing_range_end soulindex . . . `tlaplus/Counter.tla`/Counter/
  (* A PlusCal counter; the translation below the algorithm is generated.   *)
  EXTENDS Naturals, TLC
  
//⌄ enclosing_range_start soulindex . . . `tlaplus/Counter.tla`/Limit.
  CONSTANT Limit
//         ^^^^^ definition soulindex . . . `tlaplus/Counter.tla`/Limit.
//         kind Constant
//             ⌃ enclosing_range_end soulindex . . . `tlaplus/Counter.tla`/Limit.
  
  (* --algorithm counter
  variables count = 0;
  begin
    Loop:
      while count < Limit do
//          ^^^^^ reference soulindex . . . `tlaplus/Counter.tla`/count.
//                  ^^^^^ reference soulindex . . . `tlaplus/Counter.tla`/Limit.
        count := count + 1;
//      ^^^^^ reference soulindex . . . `tlaplus/Counter.tla`/count.
//               ^^^^^ reference soulindex . . . `tlaplus/Counter.tla`/count.
      end while;
  end algorithm; *)
  \* BEGIN TRANSLATION
//⌄ enclosing_range_start soulindex . . . `tlaplus/Counter.tla`/count.
//⌄ enclosing_range_start soulindex . . . `tlaplus/Counter.tla`/pc.
  VARIABLES count, pc
//          ^^^^^ definition soulindex . . . `tlaplus/Counter.tla`/count.
//          kind Variable
//                 ^^ definition soulindex . . . `tlaplus/Counter.tla`/pc.
//                 kind Variable
//                  ⌃ enclosing_range_end soulindex . . . `tlaplus/Counter.tla`/count.
//                  ⌃ enclosing_range_end soulindex . . . `tlaplus/Counter.tla`/pc.
  
//⌄ enclosing_range_start soulindex . . . `tlaplus/Counter.tla`/vars().
  vars == << count, pc >>
//^^^^ definition soulindex . . . `tlaplus/Counter.tla`/vars().
//kind Function
//           ^^^^^ reference soulindex . . . `tlaplus/Counter.tla`/count.
//                  ^^ reference soulindex . . . `tlaplus/Counter.tla`/pc.
//                      ⌃ enclosing_range_end soulindex . . . `tlaplus/Counter.tla`/vars().
  
//⌄ enclosing_range_start soulindex . . . `tlaplus/Counter.tla`/Init().
  Init == /\ count = 0
//^^^^ definition soulindex . . . `tlaplus/Counter.tla`/Init().
//kind Function
//           ^^^^^ reference soulindex . . . `tlaplus/Counter.tla`/count.
          /\ pc = "Loop"
//           ^^ reference soulindex . . . `tlaplus/Counter.tla`/pc.
  
//⌄ enclosing_range_start soulindex . . . `tlaplus/Counter.tla`/Loop().
  Loop == /\ pc = "Loop"
//^^^^ definition soulindex . . . `tlaplus/Counter.tla`/Loop().
//kind Function
//           ^^ reference soulindex . . . `tlaplus/Counter.tla`/pc.
//⌃ enclosing_range_end soulindex . . . `tlaplus/Counter.tla`/Init().
          /\ IF count < Limit
//              ^^^^^ reference soulindex . . . `tlaplus/Counter.tla`/count.
//                      ^^^^^ reference soulindex . . . `tlaplus/Counter.tla`/Limit.
                THEN /\ count' = count + 1
//                      ^^^^^ reference soulindex . . . `tlaplus/Counter.tla`/count.
//                               ^^^^^ reference soulindex . . . `tlaplus/Counter.tla`/count.
                     /\ pc' = "Loop"
//                      ^^ reference soulindex . . . `tlaplus/Counter.tla`/pc.
                ELSE /\ pc' = "Done"
//                      ^^ reference soulindex . . . `tlaplus/Counter.tla`/pc.
                     /\ count' = count
//                      ^^^^^ reference soulindex . . . `tlaplus/Counter.tla`/count.
//                               ^^^^^ reference soulindex . . . `tlaplus/Counter.tla`/count.
  
//⌄ enclosing_range_start soulindex . . . `tlaplus/Counter.tla`/Spec().
  Spec == Init /\ [][Loop]_vars
//^^^^ definition soulindex . . . `tlaplus/Counter.tla`/Spec().
//kind Function
//        ^^^^ reference soulindex . . . `tlaplus/Counter.tla`/Init().
//                   ^^^^ reference soulindex . . . `tlaplus/Counter.tla`/Loop().
//                         ^^^^ reference soulindex . . . `tlaplus/Counter.tla`/vars().
//⌃ enclosing_range_end soulindex . . . `tlaplus/Counter.tla`/Loop().
//                            ⌃ enclosing_range_end soulindex . . . `tlaplus/Counter.tla`/Spec().
  \* END TRANSLATION
  
  \* The counter never passes its limit.
//⌄ enclosing_range_start soulindex . . . `tlaplus/Counter.tla`/Bounded().
  Bounded == count <= Limit
//^^^^^^^ definition soulindex . . . `tlaplus/Counter.tla`/Bounded().
//kind Function
//documentation
//> The counter never passes its limit.
//           ^^^^^ reference soulindex . . . `tlaplus/Counter.tla`/count.
//                    ^^^^^ reference soulindex . . . `tlaplus/Counter.tla`/Limit.
//                        ⌃ enclosing_range_end soulindex . . . `tlaplus/Counter.tla`/Bounded().
  =============================================================================
  
