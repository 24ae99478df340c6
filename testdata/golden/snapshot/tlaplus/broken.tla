//                                       ⌄ enclosing_range_start soulindex . . . `tlaplus/broken.tla`/broken/
  ------------------------------- MODULE broken -------------------------------
//                                       ^^^^^^ definition soulindex . . . `tlaplus/broken.tla`/broken/
//                                       kind Module
//                                       documentation
//                                       > A spec being edited: two definitions do not parse, the others must
//                                       > still be found.
//                                            ⌃ enclosing_range_end soulindex . . . `tlaplus/broken.tla`/broken/
  (* A spec being edited: two definitions do not parse, the others must     *)
  (* still be found.                                                         *)
  EXTENDS Naturals
  
//⌄ enclosing_range_start soulindex . . . `tlaplus/broken.tla`/Limit.
  CONSTANT Limit
//         ^^^^^ definition soulindex . . . `tlaplus/broken.tla`/Limit.
//         kind Constant
//             ⌃ enclosing_range_end soulindex . . . `tlaplus/broken.tla`/Limit.
  
  \* Counts up to Limit.
//⌄ enclosing_range_start soulindex . . . `tlaplus/broken.tla`/Inc().
  Inc(x) == IF x < Limit THEN x + 1 ELSE x
//^^^ definition soulindex . . . `tlaplus/broken.tla`/Inc().
//kind Function
//documentation
//> Counts up to Limit.
//                 ^^^^^ reference soulindex . . . `tlaplus/broken.tla`/Limit.
//                                       ⌃ enclosing_range_end soulindex . . . `tlaplus/broken.tla`/Inc().
  
  \* A conjunction list with a broken conjunct.
//⌄ enclosing_range_start soulindex . . . `tlaplus/broken.tla`/Bad().
  Bad(y) == /\ y \in 1..Limit
//^^^ definition soulindex . . . `tlaplus/broken.tla`/Bad().
//kind Function
//documentation
//> A conjunction list with a broken conjunct.
//                      ^^^^^ reference soulindex . . . `tlaplus/broken.tla`/Limit.
            /\ y = = 3
            /\ y # 0
  
  \* Still found after the broken definition.
//⌄ enclosing_range_start soulindex . . . `tlaplus/broken.tla`/Reset().
  Reset == 0
//^^^^^ definition soulindex . . . `tlaplus/broken.tla`/Reset().
//kind Function
//documentation
//> Still found after the broken definition.
//⌃ enclosing_range_end soulindex . . . `tlaplus/broken.tla`/Bad().
//         ⌃ enclosing_range_end soulindex . . . `tlaplus/broken.tla`/Reset().
  
//⌄ enclosing_range_start soulindex . . . `tlaplus/broken.tla`/Worse().
  Worse(z) == z + * 2 - ) 1
//^^^^^ definition soulindex . . . `tlaplus/broken.tla`/Worse().
//kind Function
//                        ⌃ enclosing_range_end soulindex . . . `tlaplus/broken.tla`/Worse().
  
  \* Doubles its argument.
//⌄ enclosing_range_start soulindex . . . `tlaplus/broken.tla`/Double().
  Double(x) == 2 * x
//^^^^^^ definition soulindex . . . `tlaplus/broken.tla`/Double().
//kind Function
//documentation
//> Doubles its argument.
//                 ⌃ enclosing_range_end soulindex . . . `tlaplus/broken.tla`/Double().
  =============================================================================
  
