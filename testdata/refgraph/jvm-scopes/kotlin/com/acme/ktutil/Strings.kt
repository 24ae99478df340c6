package com.acme.ktutil

fun shout(s: String): String = s

object Util {
    fun f(x: Int): Int = x
}
