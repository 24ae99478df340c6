  import gleam/io
  
  /// Fine before the error.
//⌄ enclosing_range_start soulindex . . . `gleam/broken.gleam`/good().
  pub fn good(x: Int) -> Int {
//       ^^^^ definition soulindex . . . `gleam/broken.gleam`/good().
//       kind Function
//       documentation
//       > Fine before the error.
    x + 1
  }
//⌃ enclosing_range_end soulindex . . . `gleam/broken.gleam`/good().
  
//⌄ enclosing_range_start soulindex . . . `gleam/broken.gleam`/bad().
  pub fn bad(x: Int -> Int {
//       ^^^ definition soulindex . . . `gleam/broken.gleam`/bad().
//       kind Function
//                         ⌃ enclosing_range_end soulindex . . . `gleam/broken.gleam`/bad().
    x +
  }
  
//⌄ enclosing_range_start soulindex . . . `gleam/broken.gleam`/Shape#
  pub type Shape {
//         ^^^^^ definition soulindex . . . `gleam/broken.gleam`/Shape#
//         kind Enum
    Circle(radius: Float
//  ⌄ enclosing_range_start soulindex . . . `gleam/broken.gleam`/Shape#Square.
    Square(side: Float)
//  ^^^^^^ definition soulindex . . . `gleam/broken.gleam`/Shape#Square.
//  kind EnumMember
//                    ⌃ enclosing_range_end soulindex . . . `gleam/broken.gleam`/Shape#Square.
  }
//⌃ enclosing_range_end soulindex . . . `gleam/broken.gleam`/Shape#
  
  /// Still found after the errors?
//⌄ enclosing_range_start soulindex . . . `gleam/broken.gleam`/after().
  pub fn after() {
//       ^^^^^ definition soulindex . . . `gleam/broken.gleam`/after().
//       kind Function
//       documentation
//       > Still found after the errors?
    io.println("ok")
  }
//⌃ enclosing_range_end soulindex . . . `gleam/broken.gleam`/after().
  
