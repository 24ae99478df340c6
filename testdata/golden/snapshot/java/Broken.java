//⌄ enclosing_range_start soulindex . . . `com.example.broken`/
  package com.example.broken;
//        ^^^^^^^^^^^^^^^^^^ definition soulindex . . . `com.example.broken`/
//        kind Module
//                          ⌃ enclosing_range_end soulindex . . . `com.example.broken`/
  
  import java.util.List
  
  /** A class with a syntax error in a method body. */
//⌄ enclosing_range_start soulindex . . . `com.example.broken`/Broken#
  public class Broken {
//             ^^^^^^ definition soulindex . . . `com.example.broken`/Broken#
//             kind Class
//                ⌄ enclosing_range_start soulindex . . . `com.example.broken`/Broken#count.
      private int count = ;
//                ^^^^^ definition soulindex . . . `com.example.broken`/Broken#count.
//                kind Field
//                    ⌃ enclosing_range_end soulindex . . . `com.example.broken`/Broken#count.
  
      /** Adds one. */
//    ⌄ enclosing_range_start soulindex . . . `com.example.broken`/Broken#increment().
      public void increment() {
//                ^^^^^^^^^ definition soulindex . . . `com.example.broken`/Broken#increment().
//                kind Method
//                documentation
//                > Adds one.
          count++
//        ^^^^^ reference soulindex . . . `com.example.broken`/Broken#count.
      }
//    ⌃ enclosing_range_end soulindex . . . `com.example.broken`/Broken#increment().
  
//    ⌄ enclosing_range_start soulindex . . . `com.example.broken`/Broken#get().
      public int get() {
//               ^^^ definition soulindex . . . `com.example.broken`/Broken#get().
//               kind Method
          return count;
//               ^^^^^ reference soulindex . . . `com.example.broken`/Broken#count.
      }
//    ⌃ enclosing_range_end soulindex . . . `com.example.broken`/Broken#get().
  
      /** Not closed at end of file. */
//    ⌄ enclosing_range_start soulindex . . . `com.example.broken`/Broken#Inner#
      public static class Inner {
//                        ^^^^^ definition soulindex . . . `com.example.broken`/Broken#Inner#
//                        kind Class
//                        documentation
//                        > Not closed at end of file.
//        ⌄ enclosing_range_start soulindex . . . `com.example.broken`/Broken#Inner#run().
          void run() {
//             ^^^ definition soulindex . . . `com.example.broken`/Broken#Inner#run().
//             kind Method
              if (true) {
//                      ⌃ enclosing_range_end soulindex . . . `com.example.broken`/Broken#
//                      ⌃ enclosing_range_end soulindex . . . `com.example.broken`/Broken#Inner#
//                      ⌃ enclosing_range_end soulindex . . . `com.example.broken`/Broken#Inner#run().
  
