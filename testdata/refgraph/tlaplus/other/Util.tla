---- MODULE Util ----
Inc(n) == n + 2
====
