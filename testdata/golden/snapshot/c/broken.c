  /* A file with syntax errors: what survives of a partial tree. */
  #include <stdio.h>
  
//⌄ enclosing_range_start soulindex . . . `c/broken.c`/LIMIT!
  #define LIMIT 8
//        ^^^^^ definition soulindex . . . `c/broken.c`/LIMIT!
//        kind Macro
  
//⌃ enclosing_range_end soulindex . . . `c/broken.c`/LIMIT!
//⌄ enclosing_range_start soulindex . . . `c/broken.c`/point#
  struct point {
//       ^^^^^ definition soulindex . . . `c/broken.c`/point#
//       kind Struct
//    ⌄ enclosing_range_start soulindex . . . `c/broken.c`/point#x.
      int x;
//        ^ definition soulindex . . . `c/broken.c`/point#x.
//        kind Field
//         ⌃ enclosing_range_end soulindex . . . `c/broken.c`/point#x.
//    ⌄ enclosing_range_start soulindex . . . `c/broken.c`/point#y.
      int y;
//        ^ definition soulindex . . . `c/broken.c`/point#y.
//        kind Field
//         ⌃ enclosing_range_end soulindex . . . `c/broken.c`/point#y.
  };
//⌃ enclosing_range_end soulindex . . . `c/broken.c`/point#
  
  /* An error inside the body: the definition survives. */
//⌄ enclosing_range_start soulindex . . . `c/broken.c`/area().
  static int area(const struct point *p, int scale)
//           ^^^^ definition soulindex . . . `c/broken.c`/area().
//           kind Function
//           documentation
//           > An error inside the body: the definition survives.
//                             ^^^^^ reference soulindex . . . `c/broken.c`/point#
//                                    ^ definition local 0
//                                           ^^^^^ definition local 1
  {
      return p->x * p->y * scale +;
//           ^ reference local 0
//              ^ reference soulindex . . . `c/broken.c`/point#x.
//                  ^ reference local 0
//                     ^ reference soulindex . . . `c/broken.c`/point#y.
//                         ^^^^^ reference local 1
  }
//⌃ enclosing_range_end soulindex . . . `c/broken.c`/area().
  
//⌄ enclosing_range_start soulindex . . . `c/broken.c`/counter.
  int counter = ;
//    ^^^^^^^ definition soulindex . . . `c/broken.c`/counter.
//    kind Variable
//              ⌃ enclosing_range_end soulindex . . . `c/broken.c`/counter.
  
  /** Still found after the errors above. */
//⌄ enclosing_range_start soulindex . . . `c/broken.c`/healthy().
  int healthy(int a, int b)
//    ^^^^^^^ definition soulindex . . . `c/broken.c`/healthy().
//    kind Function
//    documentation
//    > Still found after the errors above.
//                ^ definition local 2
//                       ^ definition local 3
  {
      if (a > b {
//        ^ reference local 2
//            ^ reference local 3
          return a;
//               ^ reference local 2
      }
      return b;
//           ^ reference local 3
  }
//⌃ enclosing_range_end soulindex . . . `c/broken.c`/healthy().
  
//⌄ enclosing_range_start soulindex . . . `c/broken.c`/label#
  typedef struct {
//    ⌄ enclosing_range_start soulindex . . . `c/broken.c`/label#name.
      char name[16]
//         ^^^^ definition soulindex . . . `c/broken.c`/label#name.
//         kind Field
//                ⌃ enclosing_range_end soulindex . . . `c/broken.c`/label#name.
  } label;
//  ^^^^^ definition soulindex . . . `c/broken.c`/label#
//  kind Struct
//       ⌃ enclosing_range_end soulindex . . . `c/broken.c`/label#
  
  /* Unterminated: the file ends inside this body. */
//⌄ enclosing_range_start soulindex . . . `c/broken.c`/trailing().
  void trailing(void)
//     ^^^^^^^^ definition soulindex . . . `c/broken.c`/trailing().
//     kind Function
//     documentation
//     > Unterminated: the file ends inside this body.
  {
      printf("unterminated\n";
//                           ⌃ enclosing_range_end soulindex . . . `c/broken.c`/trailing().
  
