---- MODULE Main ----
EXTENDS Naturals, Util
VARIABLE x
Q == INSTANCE Queue WITH items <- x
INSTANCE Clock

Init == x = Zero
Next == x' = Inc(x) /\ Q!Push(1) /\ Tick
Zero == 0
====
