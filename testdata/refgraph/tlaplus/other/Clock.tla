---- MODULE Clock ----
Tick == TRUE
====
