  // Package broken has deliberate syntax errors.
//⌄ enclosing_range_start soulindex . . . go/
  package broken
//        ^^^^^^ definition soulindex . . . go/
//        kind Module
//        documentation
//        > Package broken has deliberate syntax errors.
//             ⌃ enclosing_range_end soulindex . . . go/
  
  import "fmt"
  
  // Good is fine.
//⌄ enclosing_range_start soulindex . . . go/Good#
  type Good struct {
//     ^^^^ definition soulindex . . . go/Good#
//     kind Struct
//     documentation
//     > Good is fine.
// ⌄ enclosing_range_start soulindex . . . go/Good#Name.
   Name string
// ^^^^ definition soulindex . . . go/Good#Name.
// kind Field
//           ⌃ enclosing_range_end soulindex . . . go/Good#Name.
  }
//⌃ enclosing_range_end soulindex . . . go/Good#
  
  // Bad has an unterminated field list.
//⌄ enclosing_range_start soulindex . . . go/Bad#
  type Bad struct {
//     ^^^ definition soulindex . . . go/Bad#
//     kind Struct
//     documentation
//     > Bad has an unterminated field list.
// ⌄ enclosing_range_start soulindex . . . go/Bad#Name.
   Name string
// ^^^^ definition soulindex . . . go/Bad#Name.
// kind Field
//           ⌃ enclosing_range_end soulindex . . . go/Bad#Name.
// ⌄ enclosing_range_start soulindex . . . go/Bad#Age.
   Age int =
// ^^^ definition soulindex . . . go/Bad#Age.
// kind Field
//       ⌃ enclosing_range_end soulindex . . . go/Bad#Age.
  }
//⌃ enclosing_range_end soulindex . . . go/Bad#
  
//⌄ enclosing_range_start soulindex . . . go/Answer.
  const Answer = 42
//      ^^^^^^ definition soulindex . . . go/Answer.
//      kind Constant
//                ⌃ enclosing_range_end soulindex . . . go/Answer.
  
  func (g *Good) Hello( {
//      ^ definition local 0
//         ^^^^ reference soulindex . . . go/Good#
   fmt.Println("hi", g.Name)
//                   ^ reference local 0
//                     ^^^^ reference soulindex . . . go/Good#Name.
  }
  
//⌄ enclosing_range_start soulindex . . . go/After().
  func After() int {
//     ^^^^^ definition soulindex . . . go/After().
//     kind Function
   return Answer
//        ^^^^^^ reference soulindex . . . go/Answer.
  }
//⌃ enclosing_range_end soulindex . . . go/After().
  
//⌄ enclosing_range_start soulindex . . . go/Unclosed().
  func Unclosed() {
//     ^^^^^^^^ definition soulindex . . . go/Unclosed().
//     kind Function
//              ⌃ enclosing_range_end soulindex . . . go/Unclosed().
   if true {
    fmt.Println("x")
  
