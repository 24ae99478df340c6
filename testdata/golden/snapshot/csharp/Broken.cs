  using System;
  
  namespace Example.Broken
  {
      /// <summary>A class whose method body does not parse.</summary>
//    ⌄ enclosing_range_start soulindex . . . `csharp/Broken.cs`/Half#
      public class Half
//                 ^^^^ definition soulindex . . . `csharp/Broken.cs`/Half#
//                 kind Class
//                 documentation
//                 > <summary>A class whose method body does not parse.</summary>
      {
//        ⌄ enclosing_range_start soulindex . . . `csharp/Broken.cs`/Half#Good.
          public int Good { get; set; }
//                   ^^^^ definition soulindex . . . `csharp/Broken.cs`/Half#Good.
//                   kind Field
//                                    ⌃ enclosing_range_end soulindex . . . `csharp/Broken.cs`/Half#Good.
  
//        ⌄ enclosing_range_start soulindex . . . `csharp/Broken.cs`/Half#Broken().
          public void Broken(int x
//                    ^^^^^^ definition soulindex . . . `csharp/Broken.cs`/Half#Broken().
//                    kind Method
//                               ^ definition local 1
          {
              if (x > ) { return; }
//                ^ reference local 1
          }
//        ⌃ enclosing_range_end soulindex . . . `csharp/Broken.cs`/Half#Broken().
  
          /// <summary>Still found after the error.</summary>
//        ⌄ enclosing_range_start soulindex . . . `csharp/Broken.cs`/Half#After().
          public string After() => "ok";
//                      ^^^^^ definition soulindex . . . `csharp/Broken.cs`/Half#After().
//                      kind Method
//                      documentation
//                      > <summary>Still found after the error.</summary>
//                                     ⌃ enclosing_range_end soulindex . . . `csharp/Broken.cs`/Half#After().
      }
//    ⌃ enclosing_range_end soulindex . . . `csharp/Broken.cs`/Half#
  
      public struct Unclosed
      {
//        ⌄ enclosing_range_start soulindex . . . `csharp/Broken.cs`/Field.
          public int Field;
//                   ^^^^^ definition soulindex . . . `csharp/Broken.cs`/Field.
//                   kind Field
//                        ⌃ enclosing_range_end soulindex . . . `csharp/Broken.cs`/Field.
          public void M() { 
  
