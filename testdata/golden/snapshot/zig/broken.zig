  const std = @import("std");
  
  /// Fine.
//⌄ enclosing_range_start soulindex . . . `zig/broken.zig`/good().
  pub fn good(x: u32) u32 {
//       ^^^^ definition soulindex . . . `zig/broken.zig`/good().
//       kind Function
//       documentation
//       > Fine.
      return x + 1;
  }
//⌃ enclosing_range_end soulindex . . . `zig/broken.zig`/good().
  
  pub fn bad(x: u32 {
      return x;
  }
  
  /// After the error.
  pub const Point = struct {
      x: f32,
      y: f32
  
