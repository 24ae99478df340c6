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
  
//⌄ enclosing_range_start soulindex . . . `zig/broken.zig`/bad().
  pub fn bad(x: u32 {
//       ^^^ definition soulindex . . . `zig/broken.zig`/bad().
//       kind Function
//                  ⌃ enclosing_range_end soulindex . . . `zig/broken.zig`/bad().
      return x;
  }
  
  /// After the error.
//⌄ enclosing_range_start soulindex . . . `zig/broken.zig`/Point#
  pub const Point = struct {
//          ^^^^^ definition soulindex . . . `zig/broken.zig`/Point#
//          kind Struct
//          documentation
//          > After the error.
//    ⌄ enclosing_range_start soulindex . . . `zig/broken.zig`/Point#x.
      x: f32,
//    ^ definition soulindex . . . `zig/broken.zig`/Point#x.
//    kind Field
//          ⌃ enclosing_range_end soulindex . . . `zig/broken.zig`/Point#x.
      y: f32
  
//⌃ enclosing_range_end soulindex . . . `zig/broken.zig`/Point#
