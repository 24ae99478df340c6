  import 'dart:io';
  
  /// Works.
//⌄ enclosing_range_start soulindex . . . `dart/broken.dart`/Good#
  class Good {
//      ^^^^ definition soulindex . . . `dart/broken.dart`/Good#
//      kind Class
//      documentation
//      > Works.
//  ⌄ enclosing_range_start soulindex . . . `dart/broken.dart`/Good#value.
    int value = 1;
//      ^^^^^ definition soulindex . . . `dart/broken.dart`/Good#value.
//      kind Field
//              ⌃ enclosing_range_end soulindex . . . `dart/broken.dart`/Good#value.
  
//  ⌄ enclosing_range_start soulindex . . . `dart/broken.dart`/Good#ok().
    void ok() {
//       ^^ definition soulindex . . . `dart/broken.dart`/Good#ok().
//       kind Method
//          ⌃ enclosing_range_end soulindex . . . `dart/broken.dart`/Good#ok().
      print(value);
    }
  }
//⌃ enclosing_range_end soulindex . . . `dart/broken.dart`/Good#
  
//⌄ enclosing_range_start soulindex . . . `dart/broken.dart`/Broken#
  class Broken {
//      ^^^^^^ definition soulindex . . . `dart/broken.dart`/Broken#
//      kind Class
//  ⌄ enclosing_range_start soulindex . . . `dart/broken.dart`/Broken#missing().
    void missing( {
//       ^^^^^^^ definition soulindex . . . `dart/broken.dart`/Broken#missing().
//       kind Method
      print('x';
    }
  
    int after() => 2;
//            ⌃ enclosing_range_end soulindex . . . `dart/broken.dart`/Broken#missing().
  }
//⌃ enclosing_range_end soulindex . . . `dart/broken.dart`/Broken#
  
//⌄ enclosing_range_start soulindex . . . `dart/broken.dart`/tail().
  void tail() {}
//     ^^^^ definition soulindex . . . `dart/broken.dart`/tail().
//     kind Function
//          ⌃ enclosing_range_end soulindex . . . `dart/broken.dart`/tail().
  
