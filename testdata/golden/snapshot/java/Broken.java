//⌄ enclosing_range_start soulindex . . . java/
  package com.example.broken;
//        ^^^^^^^^^^^^^^^^^^ definition soulindex . . . java/
//        kind Module
//                          ⌃ enclosing_range_end soulindex . . . java/
  
  import java.util.List
  
  /** A class with a syntax error in a method body. */
//⌄ enclosing_range_start soulindex . . . java/Broken#
  public class Broken {
//             ^^^^^^ definition soulindex . . . java/Broken#
//             kind Class
//                ⌄ enclosing_range_start soulindex . . . java/Broken#count.
      private int count = ;
//                ^^^^^ definition soulindex . . . java/Broken#count.
//                kind Field
//                    ⌃ enclosing_range_end soulindex . . . java/Broken#count.
  
      /** Adds one. */
//    ⌄ enclosing_range_start soulindex . . . java/Broken#increment().
      public void increment() {
//                ^^^^^^^^^ definition soulindex . . . java/Broken#increment().
//                kind Method
//                documentation
//                > Adds one.
          count++
      }
//    ⌃ enclosing_range_end soulindex . . . java/Broken#increment().
  
//    ⌄ enclosing_range_start soulindex . . . java/Broken#get().
      public int get() {
//               ^^^ definition soulindex . . . java/Broken#get().
//               kind Method
          return count;
      }
//    ⌃ enclosing_range_end soulindex . . . java/Broken#get().
  
      /** Not closed at end of file. */
//    ⌄ enclosing_range_start soulindex . . . java/Broken#Inner#
      public static class Inner {
//                        ^^^^^ definition soulindex . . . java/Broken#Inner#
//                        kind Class
//                        documentation
//                        > Not closed at end of file.
//        ⌄ enclosing_range_start soulindex . . . java/Broken#Inner#run().
          void run() {
//             ^^^ definition soulindex . . . java/Broken#Inner#run().
//             kind Method
              if (true) {
//                      ⌃ enclosing_range_end soulindex . . . java/Broken#
//                      ⌃ enclosing_range_end soulindex . . . java/Broken#Inner#
//                      ⌃ enclosing_range_end soulindex . . . java/Broken#Inner#run().
  
