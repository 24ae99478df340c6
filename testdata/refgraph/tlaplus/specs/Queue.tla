---- MODULE Queue ----
CONSTANT items
Push(v) == items
Zero == 1
====
