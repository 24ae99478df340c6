package com.acme.kt

val limit = 10

fun helper(x: Int): Int = x
