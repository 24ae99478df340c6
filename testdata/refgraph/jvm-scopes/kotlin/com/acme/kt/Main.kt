package com.acme.kt

import com.acme.ktutil.Util
import com.acme.ktutil.shout

class Main(val size: Int) {
    fun run(limit: Int, items: List<String>): Int {
        val n = Util.f(limit) + Math.max(limit, size)
        items.forEach { helper -> helper.length }
        items.map { it.length + helper(limit) }
        try { shout("x") } catch (limit: Exception) { limit.message }
        return n + this.size + helper(size)
    }
}
