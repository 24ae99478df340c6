  import Foundation
  
  /// A well-formed type before the damage.
//⌄ enclosing_range_start soulindex . . . `swift/broken.swift`/Good#
  struct Good {
//       ^^^^ definition soulindex . . . `swift/broken.swift`/Good#
//       kind Struct
//       documentation
//       > A well-formed type before the damage.
//    ⌄ enclosing_range_start soulindex . . . `swift/broken.swift`/Good#value.
      var value: Int
//        ^^^^^ definition soulindex . . . `swift/broken.swift`/Good#value.
//        kind Field
//                 ⌃ enclosing_range_end soulindex . . . `swift/broken.swift`/Good#value.
//    ⌄ enclosing_range_start soulindex . . . `swift/broken.swift`/Good#double().
      func double() -> Int { value * 2 }
//         ^^^^^^ definition soulindex . . . `swift/broken.swift`/Good#double().
//         kind Method
//                                     ⌃ enclosing_range_end soulindex . . . `swift/broken.swift`/Good#double().
  }
//⌃ enclosing_range_end soulindex . . . `swift/broken.swift`/Good#
  
//⌄ enclosing_range_start soulindex . . . `swift/broken.swift`/Broken#
  class Broken: {
//      ^^^^^^ definition soulindex . . . `swift/broken.swift`/Broken#
//      kind Class
//    ⌄ enclosing_range_start soulindex . . . `swift/broken.swift`/Broken#x.
      var x: = 3
//        ^ definition soulindex . . . `swift/broken.swift`/Broken#x.
//        kind Field
//             ⌃ enclosing_range_end soulindex . . . `swift/broken.swift`/Broken#x.
      func missingParen(a: Int -> Int {
          return a
      }
//    ⌃ enclosing_range_end soulindex . . . `swift/broken.swift`/Broken#
  }
  
//⌄ enclosing_range_start soulindex . . . `swift/broken.swift`/Tail#
  enum Tail {
//     ^^^^ definition soulindex . . . `swift/broken.swift`/Tail#
//     kind Enum
//    ⌄ enclosing_range_start soulindex . . . `swift/broken.swift`/Tail#one.
//    ⌄ enclosing_range_start soulindex . . . `swift/broken.swift`/Tail#two.
      case one, two
//         ^^^ definition soulindex . . . `swift/broken.swift`/Tail#one.
//         kind EnumMember
//              ^^^ definition soulindex . . . `swift/broken.swift`/Tail#two.
//              kind EnumMember
//                ⌃ enclosing_range_end soulindex . . . `swift/broken.swift`/Tail#one.
//                ⌃ enclosing_range_end soulindex . . . `swift/broken.swift`/Tail#two.
//    ⌄ enclosing_range_start soulindex . . . `swift/broken.swift`/Tail#name().
      func name() -> String { "tail" }
//         ^^^^ definition soulindex . . . `swift/broken.swift`/Tail#name().
//         kind Method
//                                   ⌃ enclosing_range_end soulindex . . . `swift/broken.swift`/Tail#name().
  }
//⌃ enclosing_range_end soulindex . . . `swift/broken.swift`/Tail#
  
//⌄ enclosing_range_start soulindex . . . `swift/broken.swift`/after().
  func after() {}
//     ^^^^^ definition soulindex . . . `swift/broken.swift`/after().
//     kind Function
//              ⌃ enclosing_range_end soulindex . . . `swift/broken.swift`/after().
  
