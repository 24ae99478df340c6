  //! A half-written module: the parser must recover.
  
  use std::collections::HashMap
  
  /// A config holder.
//⌄ enclosing_range_start soulindex . . . `rust/broken.rs`/Config#
  pub struct Config {
//           ^^^^^^ definition soulindex . . . `rust/broken.rs`/Config#
//           kind Struct
//    ⌄ enclosing_range_start soulindex . . . `rust/broken.rs`/Config#name.
      pub name: String,
//        ^^^^ definition soulindex . . . `rust/broken.rs`/Config#name.
//        kind Field
//                   ⌃ enclosing_range_end soulindex . . . `rust/broken.rs`/Config#name.
//    ⌄ enclosing_range_start soulindex . . . `rust/broken.rs`/Config#values.
      values: HashMap<String, String
//    ^^^^^^ definition soulindex . . . `rust/broken.rs`/Config#values.
//    kind Field
//                                 ⌃ enclosing_range_end soulindex . . . `rust/broken.rs`/Config#values.
  }
//⌃ enclosing_range_end soulindex . . . `rust/broken.rs`/Config#
  
  impl Config {
//     ^^^^^^ reference soulindex . . . `rust/broken.rs`/Config#
      /// Creates a config.
//    ⌄ enclosing_range_start soulindex . . . `rust/broken.rs`/Config#new().
      pub fn new(name: &str) -> Self {
//           ^^^ definition soulindex . . . `rust/broken.rs`/Config#new().
//           kind Method
//           documentation
//           > Creates a config.
//               ^^^^ definition local 1
          Config { name: name.to_string(), values: HashMap::new() }
//        ^^^^^^ reference soulindex . . . `rust/broken.rs`/Config#
//                 ^^^^ reference soulindex . . . `rust/broken.rs`/Config#name.
//                       ^^^^ reference local 1
//                                         ^^^^^^ reference soulindex . . . `rust/broken.rs`/Config#values.
      }
//    ⌃ enclosing_range_end soulindex . . . `rust/broken.rs`/Config#new().
  
//    ⌄ enclosing_range_start soulindex . . . `rust/broken.rs`/Config#get().
      pub fn get(&self, key: &str) -> Option<&String> {
//           ^^^ definition soulindex . . . `rust/broken.rs`/Config#get().
//           kind Method
//                      ^^^ definition local 2
          self.values.get(key
//             ^^^^^^ reference soulindex . . . `rust/broken.rs`/Config#values.
//                        ^^^ reference local 2
      }
//    ⌃ enclosing_range_end soulindex . . . `rust/broken.rs`/Config#get().
  
      /// Still found after the error above.
//    ⌄ enclosing_range_start soulindex . . . `rust/broken.rs`/Config#len().
      pub fn len(&self) -> usize {
//           ^^^ definition soulindex . . . `rust/broken.rs`/Config#len().
//           kind Method
//           documentation
//           > Still found after the error above.
          self.values.len()
//             ^^^^^^ reference soulindex . . . `rust/broken.rs`/Config#values.
      }
//    ⌃ enclosing_range_end soulindex . . . `rust/broken.rs`/Config#len().
  }
  
//⌄ enclosing_range_start soulindex . . . `rust/broken.rs`/Mode#
//                ⌄ enclosing_range_start soulindex . . . `rust/broken.rs`/Mode#Fast.
//                      ⌄ enclosing_range_start soulindex . . . `rust/broken.rs`/Mode#Slow.
  pub enum Mode { Fast, Slow,, }
//         ^^^^ definition soulindex . . . `rust/broken.rs`/Mode#
//         kind Enum
//                ^^^^ definition soulindex . . . `rust/broken.rs`/Mode#Fast.
//                kind EnumMember
//                      ^^^^ definition soulindex . . . `rust/broken.rs`/Mode#Slow.
//                      kind EnumMember
//                   ⌃ enclosing_range_end soulindex . . . `rust/broken.rs`/Mode#Fast.
//                         ⌃ enclosing_range_end soulindex . . . `rust/broken.rs`/Mode#Slow.
//                             ⌃ enclosing_range_end soulindex . . . `rust/broken.rs`/Mode#
  
//⌄ enclosing_range_start soulindex . . . `rust/broken.rs`/main().
  fn main() {
//   ^^^^ definition soulindex . . . `rust/broken.rs`/main().
//   kind Function
      let c = Config::new("x")
//        ^ definition local 3
//            ^^^^^^ reference soulindex . . . `rust/broken.rs`/Config#
//                    ^^^ reference soulindex . . . `rust/broken.rs`/Config#new().
      println!("{}", c.len());
//                   ^ reference local 3
  }
//⌃ enclosing_range_end soulindex . . . `rust/broken.rs`/main().
  
//⌄ enclosing_range_start soulindex . . . `rust/broken.rs`/LIMIT.
  pub const LIMIT: u32 = ;
//          ^^^^^ definition soulindex . . . `rust/broken.rs`/LIMIT.
//          kind Constant
//                       ⌃ enclosing_range_end soulindex . . . `rust/broken.rs`/LIMIT.
  
  /// Unfinished at end of file.
  pub trait Loader {
//    ⌄ enclosing_range_start soulindex . . . `rust/broken.rs`/load().
      fn load(&self) -> Config;
//       ^^^^ definition soulindex . . . `rust/broken.rs`/load().
//       kind Function
//                      ^^^^^^ reference soulindex . . . `rust/broken.rs`/Config#
//                            ⌃ enclosing_range_end soulindex . . . `rust/broken.rs`/load().
      fn reload(&mut self) {
  
