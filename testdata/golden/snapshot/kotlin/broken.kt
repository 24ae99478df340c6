//⌄ enclosing_range_start soulindex . . . `kotlin/broken.kt`/`com.example.broken`/
  package com.example.broken
//        ^^^^^^^^^^^^^^^^^^ definition soulindex . . . `kotlin/broken.kt`/`com.example.broken`/
//        kind Module
//                         ⌃ enclosing_range_end soulindex . . . `kotlin/broken.kt`/`com.example.broken`/
  
  /** A class with a bad expression in one function. */
//⌄ enclosing_range_start soulindex . . . `kotlin/broken.kt`/Recovers#
//               ⌄ enclosing_range_start soulindex . . . `kotlin/broken.kt`/Recovers#id.
  class Recovers(val id: Int) {
//      ^^^^^^^^ definition soulindex . . . `kotlin/broken.kt`/Recovers#
//      kind Class
//      documentation
//      > A class with a bad expression in one function.
//                   ^^ definition soulindex . . . `kotlin/broken.kt`/Recovers#id.
//                   kind Field
//                         ⌃ enclosing_range_end soulindex . . . `kotlin/broken.kt`/Recovers#id.
//    ⌄ enclosing_range_start soulindex . . . `kotlin/broken.kt`/Recovers#bad().
      fun bad(x: Int): Int {
//        ^^^ definition soulindex . . . `kotlin/broken.kt`/Recovers#bad().
//        kind Method
//            ^ definition local 1
          val y = x +* 2
//            ^ definition local 2
//                ^ reference local 1
          return y
//               ^ reference local 2
      }
//    ⌃ enclosing_range_end soulindex . . . `kotlin/broken.kt`/Recovers#bad().
  
      /** Still found after the error. */
//    ⌄ enclosing_range_start soulindex . . . `kotlin/broken.kt`/Recovers#after().
      fun after(): String = "ok"
//        ^^^^^ definition soulindex . . . `kotlin/broken.kt`/Recovers#after().
//        kind Method
//        documentation
//        > Still found after the error.
//                             ⌃ enclosing_range_end soulindex . . . `kotlin/broken.kt`/Recovers#after().
  }
//⌃ enclosing_range_end soulindex . . . `kotlin/broken.kt`/Recovers#
  
  /** A class whose function header does not parse. */
//           ⌄ enclosing_range_start soulindex . . . `kotlin/broken.kt`/id.
  class Half(val id: Int) {
//               ^^ definition soulindex . . . `kotlin/broken.kt`/id.
//               kind Field
//                     ⌃ enclosing_range_end soulindex . . . `kotlin/broken.kt`/id.
//    ⌄ enclosing_range_start soulindex . . . `kotlin/broken.kt`/good.
      val good: Int = 1
//        ^^^^ definition soulindex . . . `kotlin/broken.kt`/good.
//        kind Variable
//                    ⌃ enclosing_range_end soulindex . . . `kotlin/broken.kt`/good.
  
      fun broken(x: Int {
          if (x > ) return
      }
  
      /** Lost: the parser gives up on the rest of the file. */
      fun after(): String = "ok"
  }
  
  object Unclosed {
      fun m() {
  
