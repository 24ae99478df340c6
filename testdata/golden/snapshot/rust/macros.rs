  //! Items declared inside item-level macro invocations.
  
  use std::fmt;
  
  cfg_net! {
//^^^^^^^ reference soulindex . . . `rust/macros.rs`/cfg_net!
//    ⌄ enclosing_range_start soulindex . . . `rust/macros.rs`/tcp/
      pub mod tcp;
//            ^^^ definition soulindex . . . `rust/macros.rs`/tcp/
//            kind Module
//               ⌃ enclosing_range_end soulindex . . . `rust/macros.rs`/tcp/
      pub use tcp::stream::TcpStream;
//            ^^^ reference soulindex . . . `rust/macros.rs`/tcp/
  
      /// Binds a listener.
//    ⌄ enclosing_range_start soulindex . . . `rust/macros.rs`/bind().
      pub fn bind(addr: &str) -> TcpStream {
//           ^^^^ definition soulindex . . . `rust/macros.rs`/bind().
//           kind Function
//           documentation
//           > Binds a listener.
//                ^^^^ definition local 0
          let s = TcpStream::connect(addr);
//            ^ definition local 1
//                                   ^^^^ reference local 0
          s
//        ^ reference local 1
      }
//    ⌃ enclosing_range_end soulindex . . . `rust/macros.rs`/bind().
  }
  
  cfg_if::cfg_if! {
      if #[cfg(unix)] {
//             ^^^^ reference soulindex . . . `rust/macros.rs`/unix/
//        ⌄ enclosing_range_start soulindex . . . `rust/macros.rs`/unix/
          mod unix;
//            ^^^^ definition soulindex . . . `rust/macros.rs`/unix/
//            kind Module
//                ⌃ enclosing_range_end soulindex . . . `rust/macros.rs`/unix/
          pub use self::unix::Handle;
//                      ^^^^ reference soulindex . . . `rust/macros.rs`/unix/
      } else if #[cfg(windows)] {
//                    ^^^^^^^ reference soulindex . . . `rust/macros.rs`/windows/
//        ⌄ enclosing_range_start soulindex . . . `rust/macros.rs`/windows/
          mod windows;
//            ^^^^^^^ definition soulindex . . . `rust/macros.rs`/windows/
//            kind Module
//                   ⌃ enclosing_range_end soulindex . . . `rust/macros.rs`/windows/
          pub use self::windows::Handle;
//                      ^^^^^^^ reference soulindex . . . `rust/macros.rs`/windows/
      } else {
//        ⌄ enclosing_range_start soulindex . . . `rust/macros.rs`/Handle#
          pub struct Handle;
//                   ^^^^^^ definition soulindex . . . `rust/macros.rs`/Handle#
//                   kind Struct
//                         ⌃ enclosing_range_end soulindex . . . `rust/macros.rs`/Handle#
      }
  }
  
  cfg_if! {
      if #[cfg(feature = "rt")] {
          cfg_rt! {
//            ⌄ enclosing_range_start soulindex . . . `rust/macros.rs`/Runtime#
              pub(crate) struct Runtime {
//                              ^^^^^^^ definition soulindex . . . `rust/macros.rs`/Runtime#
//                              kind Struct
//                ⌄ enclosing_range_start soulindex . . . `rust/macros.rs`/Runtime#workers.
                  workers: usize,
//                ^^^^^^^ definition soulindex . . . `rust/macros.rs`/Runtime#workers.
//                kind Field
//                             ⌃ enclosing_range_end soulindex . . . `rust/macros.rs`/Runtime#workers.
              }
//            ⌃ enclosing_range_end soulindex . . . `rust/macros.rs`/Runtime#
          }
      }
  }
  
//⌄ enclosing_range_start soulindex . . . `rust/macros.rs`/Builder#
  pub struct Builder {
//           ^^^^^^^ definition soulindex . . . `rust/macros.rs`/Builder#
//           kind Struct
//    ⌄ enclosing_range_start soulindex . . . `rust/macros.rs`/Builder#kind.
      kind: u8,
//    ^^^^ definition soulindex . . . `rust/macros.rs`/Builder#kind.
//    kind Field
//           ⌃ enclosing_range_end soulindex . . . `rust/macros.rs`/Builder#kind.
  }
//⌃ enclosing_range_end soulindex . . . `rust/macros.rs`/Builder#
  
  impl Builder {
//     ^^^^^^^ reference soulindex . . . `rust/macros.rs`/Builder#
//    ⌄ enclosing_range_start soulindex . . . `rust/macros.rs`/Builder#new().
      pub fn new() -> Builder {
//           ^^^ definition soulindex . . . `rust/macros.rs`/Builder#new().
//           kind Method
//                    ^^^^^^^ reference soulindex . . . `rust/macros.rs`/Builder#
          Builder { kind: 0 }
//        ^^^^^^^ reference soulindex . . . `rust/macros.rs`/Builder#
//                  ^^^^ reference soulindex . . . `rust/macros.rs`/Builder#kind.
      }
//    ⌃ enclosing_range_end soulindex . . . `rust/macros.rs`/Builder#new().
  
      cfg_rt! {
          /// A builder for a multi-threaded runtime.
//        ⌄ enclosing_range_start soulindex . . . `rust/macros.rs`/Builder#new_multi_thread().
          pub fn new_multi_thread() -> Builder {
//               ^^^^^^^^^^^^^^^^ definition soulindex . . . `rust/macros.rs`/Builder#new_multi_thread().
//               kind Method
//               documentation
//               > A builder for a multi-threaded runtime.
//                                     ^^^^^^^ reference soulindex . . . `rust/macros.rs`/Builder#
              Builder { kind: 1 }
//            ^^^^^^^ reference soulindex . . . `rust/macros.rs`/Builder#
//                      ^^^^ reference soulindex . . . `rust/macros.rs`/Builder#kind.
          }
//        ⌃ enclosing_range_end soulindex . . . `rust/macros.rs`/Builder#new_multi_thread().
      }
  }
  
//⌄ enclosing_range_start soulindex . . . `rust/macros.rs`/inner/
  pub mod inner {
//        ^^^^^ definition soulindex . . . `rust/macros.rs`/inner/
//        kind Module
      cfg_time! {
//        ⌄ enclosing_range_start soulindex . . . `rust/macros.rs`/inner/TICK.
          pub const TICK: u64 = 1;
//                  ^^^^ definition soulindex . . . `rust/macros.rs`/inner/TICK.
//                  kind Constant
//                               ⌃ enclosing_range_end soulindex . . . `rust/macros.rs`/inner/TICK.
//        ⌄ enclosing_range_start soulindex . . . `rust/macros.rs`/inner/Tick#
//                               ⌄ enclosing_range_start soulindex . . . `rust/macros.rs`/inner/Tick#Fast.
//                                     ⌄ enclosing_range_start soulindex . . . `rust/macros.rs`/inner/Tick#Slow.
          pub(crate) enum Tick { Fast, Slow }
//                        ^^^^ definition soulindex . . . `rust/macros.rs`/inner/Tick#
//                        kind Enum
//                               ^^^^ definition soulindex . . . `rust/macros.rs`/inner/Tick#Fast.
//                               kind EnumMember
//                                     ^^^^ definition soulindex . . . `rust/macros.rs`/inner/Tick#Slow.
//                                     kind EnumMember
//                                  ⌃ enclosing_range_end soulindex . . . `rust/macros.rs`/inner/Tick#Fast.
//                                        ⌃ enclosing_range_end soulindex . . . `rust/macros.rs`/inner/Tick#Slow.
//                                          ⌃ enclosing_range_end soulindex . . . `rust/macros.rs`/inner/Tick#
      }
  }
//⌃ enclosing_range_end soulindex . . . `rust/macros.rs`/inner/
  
  impl fmt::Debug for Builder {
//                    ^^^^^^^ reference soulindex . . . `rust/macros.rs`/Builder#
      cfg_debug! {
//        ⌄ enclosing_range_start soulindex . . . `rust/macros.rs`/Builder#fmt().
          fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
//           ^^^ definition soulindex . . . `rust/macros.rs`/Builder#fmt().
//           kind Method
//                      ^ definition local 4
              f.write_str("Builder")
//            ^ reference local 4
          }
//        ⌃ enclosing_range_end soulindex . . . `rust/macros.rs`/Builder#fmt().
      }
  }
  
  // Not items: left out, and no error of the file.
  bitflags! {
      pub struct Flags: u32 {
          const A = 1;
      }
  }
  
  thread_local!(static DEPTH: u8 = 0);
  
//⌄ enclosing_range_start soulindex . . . `rust/macros.rs`/cfg_net!
  macro_rules! cfg_net {
//             ^^^^^^^ definition soulindex . . . `rust/macros.rs`/cfg_net!
//             kind Macro
      ($($item:item)*) => {
          $( #[cfg(feature = "net")] $item )*
      }
  }
//⌃ enclosing_range_end soulindex . . . `rust/macros.rs`/cfg_net!
  
//⌄ enclosing_range_start soulindex . . . `rust/macros.rs`/body().
  fn body() -> Vec<u8> {
//   ^^^^ definition soulindex . . . `rust/macros.rs`/body().
//   kind Function
      let v = vec![1, 2];
//        ^ definition local 5
      println!("{:?}", v);
//                     ^ reference local 5
      v
//    ^ reference local 5
  }
//⌃ enclosing_range_end soulindex . . . `rust/macros.rs`/body().
  
