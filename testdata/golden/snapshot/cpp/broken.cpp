  // A file with syntax errors: what survives of a partial tree.
  #include <string>
  
//⌄ enclosing_range_start soulindex . . . `cpp/broken.cpp`/shapes/
  namespace shapes {
//          ^^^^^^ definition soulindex . . . `cpp/broken.cpp`/shapes/
//          kind Module
  
//⌄ enclosing_range_start soulindex . . . `cpp/broken.cpp`/shapes/Shape#
  class Shape {
//      ^^^^^ definition soulindex . . . `cpp/broken.cpp`/shapes/Shape#
//      kind Class
  public:
//    ⌄ enclosing_range_start soulindex . . . `cpp/broken.cpp`/shapes/Shape#`~Shape`().
      virtual ~Shape() = default;
//            ^^^^^^ definition soulindex . . . `cpp/broken.cpp`/shapes/Shape#`~Shape`().
//            kind Method
//             ^^^^^ reference soulindex . . . `cpp/broken.cpp`/shapes/Shape#
//                              ⌃ enclosing_range_end soulindex . . . `cpp/broken.cpp`/shapes/Shape#`~Shape`().
//    ⌄ enclosing_range_start soulindex . . . `cpp/broken.cpp`/shapes/Shape#area().
      virtual double area() const = 0;
//                   ^^^^ definition soulindex . . . `cpp/broken.cpp`/shapes/Shape#area().
//                   kind Method
//                                   ⌃ enclosing_range_end soulindex . . . `cpp/broken.cpp`/shapes/Shape#area().
  };
//⌃ enclosing_range_end soulindex . . . `cpp/broken.cpp`/shapes/Shape#
  
  // Missing semicolon after the class: the next definition is glued to it.
//⌄ enclosing_range_start soulindex . . . `cpp/broken.cpp`/shapes/Square#perimeter().
  class Square : public Shape {
//                      ^^^^^ reference soulindex . . . `cpp/broken.cpp`/shapes/Shape#
  public:
//    ⌄ enclosing_range_start soulindex . . . `cpp/broken.cpp`/shapes/Square#perimeter().Square().
      explicit Square(double side) : side_(side) {}
//             ^^^^^^ definition soulindex . . . `cpp/broken.cpp`/shapes/Square#perimeter().Square().
//             kind Constructor
//                           ^^^^ definition local 2
//                                         ^^^^ reference local 2
//                                                ⌃ enclosing_range_end soulindex . . . `cpp/broken.cpp`/shapes/Square#perimeter().Square().
//    ⌄ enclosing_range_start soulindex . . . `cpp/broken.cpp`/shapes/Square#perimeter().area().
      double area() const override { return side_ * side_ }
//           ^^^^ definition soulindex . . . `cpp/broken.cpp`/shapes/Square#perimeter().area().
//           kind Function
//                                                        ⌃ enclosing_range_end soulindex . . . `cpp/broken.cpp`/shapes/Square#perimeter().area().
  private:
//    ⌄ enclosing_range_start soulindex . . . `cpp/broken.cpp`/shapes/Square#perimeter().side_.
      double side_;
//           ^^^^^ definition soulindex . . . `cpp/broken.cpp`/shapes/Square#perimeter().side_.
//           kind Field
//                ⌃ enclosing_range_end soulindex . . . `cpp/broken.cpp`/shapes/Square#perimeter().side_.
  }
  
  double Square::perimeter() const {
//               ^^^^^^^^^ definition soulindex . . . `cpp/broken.cpp`/shapes/Square#perimeter().
//               kind Method
//               documentation
//               > Missing semicolon after the class: the next definition is glued to it.
      return 4 * side_;
  }
//⌃ enclosing_range_end soulindex . . . `cpp/broken.cpp`/shapes/Square#perimeter().
  
  /// Still found after the errors above.
//⌄ enclosing_range_start soulindex . . . `cpp/broken.cpp`/shapes/clamp().
  template <typename T>
//                   ^ definition local 4
  T clamp(T v, T lo, T hi) {
//^ reference local 4
//  ^^^^^ definition soulindex . . . `cpp/broken.cpp`/shapes/clamp().
//  kind Function
//  documentation
//  > Still found after the errors above.
//        ^ reference local 4
//          ^ definition local 5
//             ^ reference local 4
//               ^^ definition local 6
//                   ^ reference local 4
//                     ^^ definition local 7
      return v < lo ? lo : (v > hi ? hi : v;
//           ^ reference local 5
//               ^^ reference local 6
//                    ^^ reference local 6
//                          ^ reference local 5
//                              ^^ reference local 7
//                                   ^^ reference local 7
//                                        ^ reference local 5
  }
//⌃ enclosing_range_end soulindex . . . `cpp/broken.cpp`/shapes/clamp().
  
  }  // namespace shapes
//⌃ enclosing_range_end soulindex . . . `cpp/broken.cpp`/shapes/
  
  int main( {
      shapes::Square s(2.0);
//    ^^^^^^ reference soulindex . . . `cpp/broken.cpp`/shapes/
//                   ^ definition local 8
      return static_cast<int>(s.area());
//                            ^ reference local 8
  
