//⌄ enclosing_range_start soulindex . . . `scala/broken.scala`/broken/
  package broken
//        ^^^^^^ definition soulindex . . . `scala/broken.scala`/broken/
//        kind Module
//             ⌃ enclosing_range_end soulindex . . . `scala/broken.scala`/broken/
  
  import scala.util.{Try
  
  class Good {
    def ok: Int = 1
  }
  
//⌄ enclosing_range_start soulindex . . . `scala/broken.scala`/Bad#
  class Bad(x: Int {
//      ^^^ definition soulindex . . . `scala/broken.scala`/Bad#
//      kind Class
//        ⌃ enclosing_range_end soulindex . . . `scala/broken.scala`/Bad#
//  ⌄ enclosing_range_start soulindex . . . `scala/broken.scala`/oops().
    def oops = (x +
//      ^^^^ definition soulindex . . . `scala/broken.scala`/oops().
//      kind Function
//         ⌃ enclosing_range_end soulindex . . . `scala/broken.scala`/oops().
  }
  
  /** Still parsed? */
//⌄ enclosing_range_start soulindex . . . `scala/broken.scala`/After#
  object After {
//       ^^^^^ definition soulindex . . . `scala/broken.scala`/After#
//       kind Class
//       documentation
//       > Still parsed?
//  ⌄ enclosing_range_start soulindex . . . `scala/broken.scala`/After#fine().
    def fine(): Unit = ()
//      ^^^^ definition soulindex . . . `scala/broken.scala`/After#fine().
//      kind Method
//                      ⌃ enclosing_range_end soulindex . . . `scala/broken.scala`/After#fine().
  }
//⌃ enclosing_range_end soulindex . . . `scala/broken.scala`/After#
  
