  //! A fixed-capacity ring buffer with an allocator-backed variant.
  //! Inner doc comments describe the file itself.
  
  const std = @import("std");
//⌄ enclosing_range_start soulindex . . . `zig/ring.zig`/mem.
  const mem = std.mem;
//      ^^^ definition soulindex . . . `zig/ring.zig`/mem.
//      kind Constant
//                ^^^ reference soulindex . . . `zig/ring.zig`/mem.
//                   ⌃ enclosing_range_end soulindex . . . `zig/ring.zig`/mem.
//⌄ enclosing_range_start soulindex . . . `zig/ring.zig`/Allocator.
  const Allocator = std.mem.Allocator;
//      ^^^^^^^^^ definition soulindex . . . `zig/ring.zig`/Allocator.
//      kind Constant
//                      ^^^ reference soulindex . . . `zig/ring.zig`/mem.
//                          ^^^^^^^^^ reference soulindex . . . `zig/ring.zig`/Allocator.
//                                   ⌃ enclosing_range_end soulindex . . . `zig/ring.zig`/Allocator.
  const builtin = @import("builtin");
  
  /// Maximum capacity accepted by `init`.
//⌄ enclosing_range_start soulindex . . . `zig/ring.zig`/max_capacity.
  pub const max_capacity: usize = 1 << 20;
//          ^^^^^^^^^^^^ definition soulindex . . . `zig/ring.zig`/max_capacity.
//          kind Constant
//          documentation
//          > Maximum capacity accepted by `init`.
//                                       ⌃ enclosing_range_end soulindex . . . `zig/ring.zig`/max_capacity.
  
  /// Number of buffers created so far (for tests).
//⌄ enclosing_range_start soulindex . . . `zig/ring.zig`/created.
  var created: u32 = 0;
//    ^^^^^^^ definition soulindex . . . `zig/ring.zig`/created.
//    kind Variable
//    documentation
//    > Number of buffers created so far (for tests).
//                    ⌃ enclosing_range_end soulindex . . . `zig/ring.zig`/created.
  
  /// Errors returned by ring operations.
//⌄ enclosing_range_start soulindex . . . `zig/ring.zig`/RingError#
  pub const RingError = error{
//          ^^^^^^^^^ definition soulindex . . . `zig/ring.zig`/RingError#
//          kind Enum
//          documentation
//          > Errors returned by ring operations.
      /// The buffer is full.
//    ⌄ enclosing_range_start soulindex . . . `zig/ring.zig`/RingError#Full.
      Full,
//    ^^^^ definition soulindex . . . `zig/ring.zig`/RingError#Full.
//    kind EnumMember
//    documentation
//    > The buffer is full.
//       ⌃ enclosing_range_end soulindex . . . `zig/ring.zig`/RingError#Full.
//    ⌄ enclosing_range_start soulindex . . . `zig/ring.zig`/RingError#Empty.
      Empty,
//    ^^^^^ definition soulindex . . . `zig/ring.zig`/RingError#Empty.
//    kind EnumMember
//        ⌃ enclosing_range_end soulindex . . . `zig/ring.zig`/RingError#Empty.
//    ⌄ enclosing_range_start soulindex . . . `zig/ring.zig`/RingError#TooLarge.
      TooLarge,
//    ^^^^^^^^ definition soulindex . . . `zig/ring.zig`/RingError#TooLarge.
//    kind EnumMember
//           ⌃ enclosing_range_end soulindex . . . `zig/ring.zig`/RingError#TooLarge.
  };
// ⌃ enclosing_range_end soulindex . . . `zig/ring.zig`/RingError#
  
  /// What to do when pushing into a full buffer.
//⌄ enclosing_range_start soulindex . . . `zig/ring.zig`/Overflow#
  pub const Overflow = enum(u8) {
//          ^^^^^^^^ definition soulindex . . . `zig/ring.zig`/Overflow#
//          kind Enum
//          documentation
//          > What to do when pushing into a full buffer.
      /// Fail with `error.Full`.
//    ⌄ enclosing_range_start soulindex . . . `zig/ring.zig`/Overflow#reject.
      reject,
//    ^^^^^^ definition soulindex . . . `zig/ring.zig`/Overflow#reject.
//    kind EnumMember
//    documentation
//    > Fail with `error.Full`.
//         ⌃ enclosing_range_end soulindex . . . `zig/ring.zig`/Overflow#reject.
//    ⌄ enclosing_range_start soulindex . . . `zig/ring.zig`/Overflow#overwrite.
      overwrite,
//    ^^^^^^^^^ definition soulindex . . . `zig/ring.zig`/Overflow#overwrite.
//    kind EnumMember
//            ⌃ enclosing_range_end soulindex . . . `zig/ring.zig`/Overflow#overwrite.
//    ⌄ enclosing_range_start soulindex . . . `zig/ring.zig`/Overflow#grow.
      grow,
//    ^^^^ definition soulindex . . . `zig/ring.zig`/Overflow#grow.
//    kind EnumMember
//       ⌃ enclosing_range_end soulindex . . . `zig/ring.zig`/Overflow#grow.
  
      /// Returns a short human-readable label.
//    ⌄ enclosing_range_start soulindex . . . `zig/ring.zig`/Overflow#label().
      pub fn label(self: Overflow) []const u8 {
//           ^^^^^ definition soulindex . . . `zig/ring.zig`/Overflow#label().
//           kind Method
//           documentation
//           > Returns a short human-readable label.
//                       ^^^^^^^^ reference soulindex . . . `zig/ring.zig`/Overflow#
          return switch (self) {
              .reject => "reject",
              .overwrite => "overwrite",
              .grow => "grow",
          };
      }
//    ⌃ enclosing_range_end soulindex . . . `zig/ring.zig`/Overflow#label().
  };
// ⌃ enclosing_range_end soulindex . . . `zig/ring.zig`/Overflow#
  
  /// A slot value: either empty or holding a payload.
//⌄ enclosing_range_start soulindex . . . `zig/ring.zig`/Slot#
  pub const Slot = union(enum) {
//          ^^^^ definition soulindex . . . `zig/ring.zig`/Slot#
//          kind Struct
//          documentation
//          > A slot value: either empty or holding a payload.
//    ⌄ enclosing_range_start soulindex . . . `zig/ring.zig`/Slot#empty.
      empty: void,
//    ^^^^^ definition soulindex . . . `zig/ring.zig`/Slot#empty.
//    kind Field
//              ⌃ enclosing_range_end soulindex . . . `zig/ring.zig`/Slot#empty.
//    ⌄ enclosing_range_start soulindex . . . `zig/ring.zig`/Slot#full.
      full: u64,
//    ^^^^ definition soulindex . . . `zig/ring.zig`/Slot#full.
//    kind Field
//            ⌃ enclosing_range_end soulindex . . . `zig/ring.zig`/Slot#full.
  };
// ⌃ enclosing_range_end soulindex . . . `zig/ring.zig`/Slot#
  
  /// An opaque handle passed to C callbacks.
//⌄ enclosing_range_start soulindex . . . `zig/ring.zig`/Handle#
  pub const Handle = opaque {};
//          ^^^^^^ definition soulindex . . . `zig/ring.zig`/Handle#
//          kind Struct
//          documentation
//          > An opaque handle passed to C callbacks.
//                            ⌃ enclosing_range_end soulindex . . . `zig/ring.zig`/Handle#
  
  /// Returns a ring buffer type for element type `T`.
//⌄ enclosing_range_start soulindex . . . `zig/ring.zig`/Ring().
  pub fn Ring(comptime T: type) type {
//       ^^^^ definition soulindex . . . `zig/ring.zig`/Ring().
//       kind Function
//       documentation
//       > Returns a ring buffer type for element type `T`.
      return struct {
          const Self = @This();
  
          /// Backing storage.
          items: []T,
          head: usize = 0,
          len: usize = 0,
          policy: Overflow = .reject,
//                ^^^^^^^^ reference soulindex . . . `zig/ring.zig`/Overflow#
  
          /// Creates a ring over caller-owned storage.
          pub fn init(buffer: []T) Self {
              created += 1;
//            ^^^^^^^ reference soulindex . . . `zig/ring.zig`/created.
              return .{ .items = buffer };
          }
  
          /// Appends an item, honouring the overflow policy.
          pub fn push(self: *Self, item: T) RingError!void {
//                                          ^^^^^^^^^ reference soulindex . . . `zig/ring.zig`/RingError#
              if (self.len == self.items.len) {
                  switch (self.policy) {
                      .reject => return RingError.Full,
//                                      ^^^^^^^^^ reference soulindex . . . `zig/ring.zig`/RingError#
                      .overwrite => {
                          self.items[self.head] = item;
                          self.head = (self.head + 1) % self.items.len;
                          return;
                      },
                      .grow => return RingError.TooLarge,
//                                    ^^^^^^^^^ reference soulindex . . . `zig/ring.zig`/RingError#
                  }
              }
              const tail = (self.head + self.len) % self.items.len;
              self.items[tail] = item;
              self.len += 1;
          }
  
          /// Removes and returns the oldest item.
          pub fn pop(self: *Self) ?T {
              if (self.len == 0) return null;
              const item = self.items[self.head];
              self.head = (self.head + 1) % self.items.len;
              self.len -= 1;
              return item;
          }
  
          pub fn isEmpty(self: Self) bool {
              return self.len == 0;
          }
      };
  }
//⌃ enclosing_range_end soulindex . . . `zig/ring.zig`/Ring().
  
  /// A ring of bytes that owns its memory.
//⌄ enclosing_range_start soulindex . . . `zig/ring.zig`/ByteRing#
  pub const ByteRing = struct {
//          ^^^^^^^^ definition soulindex . . . `zig/ring.zig`/ByteRing#
//          kind Struct
//          documentation
//          > A ring of bytes that owns its memory.
//    ⌄ enclosing_range_start soulindex . . . `zig/ring.zig`/ByteRing#allocator.
      allocator: Allocator,
//    ^^^^^^^^^ definition soulindex . . . `zig/ring.zig`/ByteRing#allocator.
//    kind Field
//               ^^^^^^^^^ reference soulindex . . . `zig/ring.zig`/Allocator.
//                       ⌃ enclosing_range_end soulindex . . . `zig/ring.zig`/ByteRing#allocator.
//    ⌄ enclosing_range_start soulindex . . . `zig/ring.zig`/ByteRing#ring.
      ring: Ring(u8),
//    ^^^^ definition soulindex . . . `zig/ring.zig`/ByteRing#ring.
//    kind Field
//          ^^^^ reference soulindex . . . `zig/ring.zig`/Ring().
//                 ⌃ enclosing_range_end soulindex . . . `zig/ring.zig`/ByteRing#ring.
  
      /// Default capacity in bytes.
//    ⌄ enclosing_range_start soulindex . . . `zig/ring.zig`/ByteRing#default_size.
      pub const default_size = 4096;
//              ^^^^^^^^^^^^ definition soulindex . . . `zig/ring.zig`/ByteRing#default_size.
//              kind Constant
//              documentation
//              > Default capacity in bytes.
//                                 ⌃ enclosing_range_end soulindex . . . `zig/ring.zig`/ByteRing#default_size.
  
//    ⌄ enclosing_range_start soulindex . . . `zig/ring.zig`/ByteRing#create().
      pub fn create(allocator: Allocator, size: usize) !ByteRing {
//           ^^^^^^ definition soulindex . . . `zig/ring.zig`/ByteRing#create().
//           kind Method
//                             ^^^^^^^^^ reference soulindex . . . `zig/ring.zig`/Allocator.
//                                                      ^^^^^^^^ reference soulindex . . . `zig/ring.zig`/ByteRing#
          if (size > max_capacity) return RingError.TooLarge;
//                   ^^^^^^^^^^^^ reference soulindex . . . `zig/ring.zig`/max_capacity.
//                                        ^^^^^^^^^ reference soulindex . . . `zig/ring.zig`/RingError#
          const storage = try allocator.alloc(u8, size);
          return .{ .allocator = allocator, .ring = Ring(u8).init(storage) };
//                                                  ^^^^ reference soulindex . . . `zig/ring.zig`/Ring().
      }
//    ⌃ enclosing_range_end soulindex . . . `zig/ring.zig`/ByteRing#create().
  
//    ⌄ enclosing_range_start soulindex . . . `zig/ring.zig`/ByteRing#deinit().
      pub fn deinit(self: *ByteRing) void {
//           ^^^^^^ definition soulindex . . . `zig/ring.zig`/ByteRing#deinit().
//           kind Method
//                         ^^^^^^^^ reference soulindex . . . `zig/ring.zig`/ByteRing#
          self.allocator.free(self.ring.items);
          self.* = undefined;
      }
//    ⌃ enclosing_range_end soulindex . . . `zig/ring.zig`/ByteRing#deinit().
  
      /// Copies as many bytes as fit; returns the count.
//    ⌄ enclosing_range_start soulindex . . . `zig/ring.zig`/ByteRing#write().
      pub fn write(self: *ByteRing, bytes: []const u8) usize {
//           ^^^^^ definition soulindex . . . `zig/ring.zig`/ByteRing#write().
//           kind Method
//           documentation
//           > Copies as many bytes as fit; returns the count.
//                        ^^^^^^^^ reference soulindex . . . `zig/ring.zig`/ByteRing#
          var n: usize = 0;
          for (bytes) |b| {
              self.ring.push(b) catch break;
              n += 1;
          }
          return n;
      }
//    ⌃ enclosing_range_end soulindex . . . `zig/ring.zig`/ByteRing#write().
  };
// ⌃ enclosing_range_end soulindex . . . `zig/ring.zig`/ByteRing#
  
  /// Calls into libc; kept for interop tests.
//⌄ enclosing_range_start soulindex . . . `zig/ring.zig`/abs().
  extern "c" fn abs(x: c_int) c_int;
//              ^^^ definition soulindex . . . `zig/ring.zig`/abs().
//              kind Function
//              documentation
//              > Calls into libc; kept for interop tests.
//                                 ⌃ enclosing_range_end soulindex . . . `zig/ring.zig`/abs().
  
//⌄ enclosing_range_start soulindex . . . `zig/ring.zig`/checkedAdd().
  fn checkedAdd(a: usize, b: usize) ?usize {
//   ^^^^^^^^^^ definition soulindex . . . `zig/ring.zig`/checkedAdd().
//   kind Function
      const result = @addWithOverflow(a, b);
      if (result[1] != 0) return null;
      return result[0];
  }
//⌃ enclosing_range_end soulindex . . . `zig/ring.zig`/checkedAdd().
  
//⌄ enclosing_range_start soulindex . . . `zig/ring.zig`/ring_version().
  export fn ring_version() u32 {
//          ^^^^^^^^^^^^ definition soulindex . . . `zig/ring.zig`/ring_version().
//          kind Function
      return 3;
  }
//⌃ enclosing_range_end soulindex . . . `zig/ring.zig`/ring_version().
  
//⌄ enclosing_range_start soulindex . . . `zig/ring.zig`/`push and pop keep order`().
  test "push and pop keep order" {
//      ^^^^^^^^^^^^^^^^^^^^^^^ definition soulindex . . . `zig/ring.zig`/`push and pop keep order`().
//      kind Function
      var storage: [4]u32 = undefined;
      var r = Ring(u32).init(&storage);
//            ^^^^ reference soulindex . . . `zig/ring.zig`/Ring().
      try r.push(1);
      try r.push(2);
      try std.testing.expectEqual(@as(?u32, 1), r.pop());
      try std.testing.expect(!r.isEmpty());
  }
//⌃ enclosing_range_end soulindex . . . `zig/ring.zig`/`push and pop keep order`().
  
//⌄ enclosing_range_start soulindex . . . `zig/ring.zig`/`byte ring rejects huge sizes`().
  test "byte ring rejects huge sizes" {
//      ^^^^^^^^^^^^^^^^^^^^^^^^^^^^ definition soulindex . . . `zig/ring.zig`/`byte ring rejects huge sizes`().
//      kind Function
      const res = ByteRing.create(std.testing.allocator, max_capacity + 1);
//                ^^^^^^^^ reference soulindex . . . `zig/ring.zig`/ByteRing#
//                                                       ^^^^^^^^^^^^ reference soulindex . . . `zig/ring.zig`/max_capacity.
      try std.testing.expectError(RingError.TooLarge, res);
//                                ^^^^^^^^^ reference soulindex . . . `zig/ring.zig`/RingError#
  }
//⌃ enclosing_range_end soulindex . . . `zig/ring.zig`/`byte ring rejects huge sizes`().
  
  test checkedAdd {
//     ^^^^^^^^^^ reference soulindex . . . `zig/ring.zig`/checkedAdd().
      try std.testing.expect(checkedAdd(1, 2).? == 3);
//                           ^^^^^^^^^^ reference soulindex . . . `zig/ring.zig`/checkedAdd().
  }
  
  /// Counters collected while a ring is in use.
//⌄ enclosing_range_start soulindex . . . `zig/ring.zig`/Stats#
  pub const Stats = extern struct {
//          ^^^^^ definition soulindex . . . `zig/ring.zig`/Stats#
//          kind Struct
//          documentation
//          > Counters collected while a ring is in use.
//    ⌄ enclosing_range_start soulindex . . . `zig/ring.zig`/Stats#pushes.
      pushes: u64 = 0,
//    ^^^^^^ definition soulindex . . . `zig/ring.zig`/Stats#pushes.
//    kind Field
//                  ⌃ enclosing_range_end soulindex . . . `zig/ring.zig`/Stats#pushes.
//    ⌄ enclosing_range_start soulindex . . . `zig/ring.zig`/Stats#drops.
      drops: u64 = 0,
//    ^^^^^ definition soulindex . . . `zig/ring.zig`/Stats#drops.
//    kind Field
//                 ⌃ enclosing_range_end soulindex . . . `zig/ring.zig`/Stats#drops.
  
      /// Which counter an event bumps.
//    ⌄ enclosing_range_start soulindex . . . `zig/ring.zig`/Stats#Kind#
//                            ⌄ enclosing_range_start soulindex . . . `zig/ring.zig`/Stats#Kind#push.
//                                  ⌄ enclosing_range_start soulindex . . . `zig/ring.zig`/Stats#Kind#drop.
      pub const Kind = enum { push, drop };
//              ^^^^ definition soulindex . . . `zig/ring.zig`/Stats#Kind#
//              kind Enum
//              documentation
//              > Which counter an event bumps.
//                            ^^^^ definition soulindex . . . `zig/ring.zig`/Stats#Kind#push.
//                            kind EnumMember
//                                  ^^^^ definition soulindex . . . `zig/ring.zig`/Stats#Kind#drop.
//                                  kind EnumMember
//                               ⌃ enclosing_range_end soulindex . . . `zig/ring.zig`/Stats#Kind#push.
//                                     ⌃ enclosing_range_end soulindex . . . `zig/ring.zig`/Stats#Kind#drop.
//                                        ⌃ enclosing_range_end soulindex . . . `zig/ring.zig`/Stats#Kind#
  
      /// Per-kind flags packed into one byte.
//    ⌄ enclosing_range_start soulindex . . . `zig/ring.zig`/Stats#Flags#
      pub const Flags = packed struct(u8) {
//              ^^^^^ definition soulindex . . . `zig/ring.zig`/Stats#Flags#
//              kind Struct
//              documentation
//              > Per-kind flags packed into one byte.
//        ⌄ enclosing_range_start soulindex . . . `zig/ring.zig`/Stats#Flags#dirty.
          dirty: bool = false,
//        ^^^^^ definition soulindex . . . `zig/ring.zig`/Stats#Flags#dirty.
//        kind Field
//                          ⌃ enclosing_range_end soulindex . . . `zig/ring.zig`/Stats#Flags#dirty.
//        ⌄ enclosing_range_start soulindex . . . `zig/ring.zig`/Stats#Flags#frozen.
          frozen: bool = false,
//        ^^^^^^ definition soulindex . . . `zig/ring.zig`/Stats#Flags#frozen.
//        kind Field
//                           ⌃ enclosing_range_end soulindex . . . `zig/ring.zig`/Stats#Flags#frozen.
//        ⌄ enclosing_range_start soulindex . . . `zig/ring.zig`/Stats#Flags#_pad.
          _pad: u6 = 0,
//        ^^^^ definition soulindex . . . `zig/ring.zig`/Stats#Flags#_pad.
//        kind Field
//                   ⌃ enclosing_range_end soulindex . . . `zig/ring.zig`/Stats#Flags#_pad.
      };
//     ⌃ enclosing_range_end soulindex . . . `zig/ring.zig`/Stats#Flags#
  
//    ⌄ enclosing_range_start soulindex . . . `zig/ring.zig`/Stats#bump().
      pub fn bump(self: *Stats, kind: Kind) void {
//           ^^^^ definition soulindex . . . `zig/ring.zig`/Stats#bump().
//           kind Method
//                       ^^^^^ reference soulindex . . . `zig/ring.zig`/Stats#
          const Local = struct { n: u64 };
          _ = Local;
          switch (kind) {
              .push => self.pushes += 1,
              .drop => self.drops += 1,
          }
      }
//    ⌃ enclosing_range_end soulindex . . . `zig/ring.zig`/Stats#bump().
  };
// ⌃ enclosing_range_end soulindex . . . `zig/ring.zig`/Stats#
  
  /// Every error a ring or its allocator can return.
//⌄ enclosing_range_start soulindex . . . `zig/ring.zig`/Error.
  pub const Error = RingError || Allocator.Error;
//          ^^^^^ definition soulindex . . . `zig/ring.zig`/Error.
//          kind Constant
//          documentation
//          > Every error a ring or its allocator can return.
//                  ^^^^^^^^^ reference soulindex . . . `zig/ring.zig`/RingError#
//                               ^^^^^^^^^ reference soulindex . . . `zig/ring.zig`/Allocator.
//                                         ^^^^^ reference soulindex . . . `zig/ring.zig`/Error.
//                                              ⌃ enclosing_range_end soulindex . . . `zig/ring.zig`/Error.
  
  /// A tagged command sent to a ring worker.
//⌄ enclosing_range_start soulindex . . . `zig/ring.zig`/Command#
  pub const Command = union(enum) {
//          ^^^^^^^ definition soulindex . . . `zig/ring.zig`/Command#
//          kind Struct
//          documentation
//          > A tagged command sent to a ring worker.
//    ⌄ enclosing_range_start soulindex . . . `zig/ring.zig`/Command#push.
      push: u8,
//    ^^^^ definition soulindex . . . `zig/ring.zig`/Command#push.
//    kind Field
//           ⌃ enclosing_range_end soulindex . . . `zig/ring.zig`/Command#push.
//    ⌄ enclosing_range_start soulindex . . . `zig/ring.zig`/Command#clear.
      clear,
//    ^^^^^ definition soulindex . . . `zig/ring.zig`/Command#clear.
//    kind Field
//        ⌃ enclosing_range_end soulindex . . . `zig/ring.zig`/Command#clear.
  
      /// Whether the command changes the contents.
//    ⌄ enclosing_range_start soulindex . . . `zig/ring.zig`/Command#mutates().
      pub fn mutates(self: Command) bool {
//           ^^^^^^^ definition soulindex . . . `zig/ring.zig`/Command#mutates().
//           kind Method
//           documentation
//           > Whether the command changes the contents.
//                         ^^^^^^^ reference soulindex . . . `zig/ring.zig`/Command#
          return switch (self) {
              .push, .clear => true,
          };
      }
//    ⌃ enclosing_range_end soulindex . . . `zig/ring.zig`/Command#mutates().
  };
// ⌃ enclosing_range_end soulindex . . . `zig/ring.zig`/Command#
  
//⌄ enclosing_range_start soulindex . . . `zig/ring.zig`/scratch.
  threadlocal var scratch: [64]u8 = undefined;
//                ^^^^^^^ definition soulindex . . . `zig/ring.zig`/scratch.
//                kind Variable
//                                           ⌃ enclosing_range_end soulindex . . . `zig/ring.zig`/scratch.
  
  comptime {
      if (max_capacity == 0) @compileError("capacity must be positive");
//        ^^^^^^^^^^^^ reference soulindex . . . `zig/ring.zig`/max_capacity.
  }
  
//⌄ enclosing_range_start soulindex . . . `zig/ring.zig`/half().
  inline fn half(x: usize) usize {
//          ^^^^ definition soulindex . . . `zig/ring.zig`/half().
//          kind Function
      return x / 2;
  }
//⌃ enclosing_range_end soulindex . . . `zig/ring.zig`/half().
  
