//⌄ enclosing_range_start soulindex . . . `groovy/broken.groovy`/`org.example.broken`/
  package org.example.broken
//        ^^^^^^^^^^^^^^^^^^ definition soulindex . . . `groovy/broken.groovy`/`org.example.broken`/
//        kind Module
//                         ⌃ enclosing_range_end soulindex . . . `groovy/broken.groovy`/`org.example.broken`/
  
  /** Survives the broken code below. */
//⌄ enclosing_range_start soulindex . . . `groovy/broken.groovy`/Before#
  class Before {
//      ^^^^^^ definition soulindex . . . `groovy/broken.groovy`/Before#
//      kind Class
//      documentation
//      > Survives the broken code below.
//    ⌄ enclosing_range_start soulindex . . . `groovy/broken.groovy`/Before#name.
      String name
//           ^^^^ definition soulindex . . . `groovy/broken.groovy`/Before#name.
//           kind Field
//              ⌃ enclosing_range_end soulindex . . . `groovy/broken.groovy`/Before#name.
  
//    ⌄ enclosing_range_start soulindex . . . `groovy/broken.groovy`/Before#greet().
      String greet() {
//           ^^^^^ definition soulindex . . . `groovy/broken.groovy`/Before#greet().
//           kind Method
          "hello ${name}"
      }
//    ⌃ enclosing_range_end soulindex . . . `groovy/broken.groovy`/Before#greet().
  }
//⌃ enclosing_range_end soulindex . . . `groovy/broken.groovy`/Before#
  
//⌄ enclosing_range_start soulindex . . . `groovy/broken.groovy`/helper().
  def helper(int n) {
//    ^^^^^^ definition soulindex . . . `groovy/broken.groovy`/helper().
//    kind Function
//               ^ definition local 2
      n * 2
//    ^ reference local 2
  }
//⌃ enclosing_range_end soulindex . . . `groovy/broken.groovy`/helper().
  
//⌄ enclosing_range_start soulindex . . . `groovy/broken.groovy`/Broken#
  class Broken {
//      ^^^^^^ definition soulindex . . . `groovy/broken.groovy`/Broken#
//      kind Class
//    ⌄ enclosing_range_start soulindex . . . `groovy/broken.groovy`/Broken#half.
      def half( {
//        ^^^^ definition soulindex . . . `groovy/broken.groovy`/Broken#half.
//        kind Field
//           ⌃ enclosing_range_end soulindex . . . `groovy/broken.groovy`/Broken#half.
          return [1, 2
      }
//    ⌄ enclosing_range_start soulindex . . . `groovy/broken.groovy`/Broken#ok().
      String ok() { 'ok' }
//           ^^ definition soulindex . . . `groovy/broken.groovy`/Broken#ok().
//           kind Method
//                       ⌃ enclosing_range_end soulindex . . . `groovy/broken.groovy`/Broken#ok().
  }
//⌃ enclosing_range_end soulindex . . . `groovy/broken.groovy`/Broken#
  
  /** Still found after the damage. */
//⌄ enclosing_range_start soulindex . . . `groovy/broken.groovy`/After#
  class After {
//      ^^^^^ definition soulindex . . . `groovy/broken.groovy`/After#
//      kind Class
//      documentation
//      > Still found after the damage.
//    ⌄ enclosing_range_start soulindex . . . `groovy/broken.groovy`/After#size().
      int size() { 3 }
//        ^^^^ definition soulindex . . . `groovy/broken.groovy`/After#size().
//        kind Method
//                   ⌃ enclosing_range_end soulindex . . . `groovy/broken.groovy`/After#size().
  }
//⌃ enclosing_range_end soulindex . . . `groovy/broken.groovy`/After#
  
//⌄ enclosing_range_start soulindex . . . `groovy/broken.groovy`/tail().
  def tail() {
//    ^^^^ definition soulindex . . . `groovy/broken.groovy`/tail().
//    kind Function
      helper(21)
//    ^^^^^^ reference soulindex . . . `groovy/broken.groovy`/helper().
  }
//⌃ enclosing_range_end soulindex . . . `groovy/broken.groovy`/tail().
  
