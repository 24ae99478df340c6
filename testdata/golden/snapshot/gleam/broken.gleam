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
    x +
  }
  
  pub type Shape {
    Circle(radius: Float
    Square(side: Float)
  }
  
  /// Still found after the errors?
  pub fn after() {
    io.println("ok")
//                 ⌃ enclosing_range_end soulindex . . . `gleam/broken.gleam`/bad().
  }
  
