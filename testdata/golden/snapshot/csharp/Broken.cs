  using System;
  
//⌄ enclosing_range_start soulindex . . . `csharp/Broken.cs`/`Example.Broken`/
  namespace Example.Broken
//          ^^^^^^^^^^^^^^ definition soulindex . . . `csharp/Broken.cs`/`Example.Broken`/
//          kind Module
  {
      /// <summary>A class whose method body does not parse.</summary>
//    ⌄ enclosing_range_start soulindex . . . `csharp/Broken.cs`/`Example.Broken`/Half#
      public class Half
//                 ^^^^ definition soulindex . . . `csharp/Broken.cs`/`Example.Broken`/Half#
//                 kind Class
//                 documentation
//                 > <summary>A class whose method body does not parse.</summary>
      {
//        ⌄ enclosing_range_start soulindex . . . `csharp/Broken.cs`/`Example.Broken`/Half#Good.
          public int Good { get; set; }
//                   ^^^^ definition soulindex . . . `csharp/Broken.cs`/`Example.Broken`/Half#Good.
//                   kind Field
//                                    ⌃ enclosing_range_end soulindex . . . `csharp/Broken.cs`/`Example.Broken`/Half#Good.
  
          public void Broken(int x
          {
              if (x > ) { return; }
          }
  
          /// <summary>Still found after the error.</summary>
//        ⌄ enclosing_range_start soulindex . . . `csharp/Broken.cs`/`Example.Broken`/Half#After().
          public string After() => "ok";
//                      ^^^^^ definition soulindex . . . `csharp/Broken.cs`/`Example.Broken`/Half#After().
//                      kind Method
//                      documentation
//                      > <summary>Still found after the error.</summary>
//                                     ⌃ enclosing_range_end soulindex . . . `csharp/Broken.cs`/`Example.Broken`/Half#After().
      }
//    ⌃ enclosing_range_end soulindex . . . `csharp/Broken.cs`/`Example.Broken`/Half#
  
//    ⌄ enclosing_range_start soulindex . . . `csharp/Broken.cs`/`Example.Broken`/Unclosed#
      public struct Unclosed
//                  ^^^^^^^^ definition soulindex . . . `csharp/Broken.cs`/`Example.Broken`/Unclosed#
//                  kind Struct
      {
//        ⌄ enclosing_range_start soulindex . . . `csharp/Broken.cs`/`Example.Broken`/Unclosed#Field.
          public int Field;
//                   ^^^^^ definition soulindex . . . `csharp/Broken.cs`/`Example.Broken`/Unclosed#Field.
//                   kind Field
//                        ⌃ enclosing_range_end soulindex . . . `csharp/Broken.cs`/`Example.Broken`/Unclosed#Field.
//        ⌄ enclosing_range_start soulindex . . . `csharp/Broken.cs`/`Example.Broken`/Unclosed#M().
          public void M() { 
//                    ^ definition soulindex . . . `csharp/Broken.cs`/`Example.Broken`/Unclosed#M().
//                    kind Method
  
//⌃ enclosing_range_end soulindex . . . `csharp/Broken.cs`/`Example.Broken`/
//⌃ enclosing_range_end soulindex . . . `csharp/Broken.cs`/`Example.Broken`/Unclosed#
//⌃ enclosing_range_end soulindex . . . `csharp/Broken.cs`/`Example.Broken`/Unclosed#M().
