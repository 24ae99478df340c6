---- MODULE Util ----
Inc(n) == n + 1
====
