  using System;
  using System.Collections.Generic;
  using NUnit.Framework;
  using Vec = Example.Geometry.Vector2;
//                             ^^^^^^^ reference soulindex . . . `csharp/Geometry.cs`/`Example.Geometry`/Vector2#
  
//⌄ enclosing_range_start soulindex . . . `csharp/Geometry.cs`/`Example.Geometry`/
  namespace Example.Geometry
//          ^^^^^^^^^^^^^^^^ definition soulindex . . . `csharp/Geometry.cs`/`Example.Geometry`/
//          kind Module
  {
      /// <summary>A two-dimensional vector.</summary>
//    ⌄ enclosing_range_start soulindex . . . `csharp/Geometry.cs`/`Example.Geometry`/Vector2#
      public readonly struct Vector2 : IEquatable<Vector2>
//                           ^^^^^^^ definition soulindex . . . `csharp/Geometry.cs`/`Example.Geometry`/Vector2#
//                           kind Struct
//                           documentation
//                           > <summary>A two-dimensional vector.</summary>
//                                                ^^^^^^^ reference soulindex . . . `csharp/Geometry.cs`/`Example.Geometry`/Vector2#
      {
          /// <summary>The zero vector.</summary>
//        ⌄ enclosing_range_start soulindex . . . `csharp/Geometry.cs`/`Example.Geometry`/Vector2#Zero.
          public static readonly Vector2 Zero = new(0, 0);
//                               ^^^^^^^ reference soulindex . . . `csharp/Geometry.cs`/`Example.Geometry`/Vector2#
//                                       ^^^^ definition soulindex . . . `csharp/Geometry.cs`/`Example.Geometry`/Vector2#Zero.
//                                       kind Field
//                                       documentation
//                                       > <summary>The zero vector.</summary>
//                                                       ⌃ enclosing_range_end soulindex . . . `csharp/Geometry.cs`/`Example.Geometry`/Vector2#Zero.
  
//        ⌄ enclosing_range_start soulindex . . . `csharp/Geometry.cs`/`Example.Geometry`/Vector2#Epsilon.
          public const double Epsilon = 1e-9;
//                            ^^^^^^^ definition soulindex . . . `csharp/Geometry.cs`/`Example.Geometry`/Vector2#Epsilon.
//                            kind Constant
//                                          ⌃ enclosing_range_end soulindex . . . `csharp/Geometry.cs`/`Example.Geometry`/Vector2#Epsilon.
  
//        ⌄ enclosing_range_start soulindex . . . `csharp/Geometry.cs`/`Example.Geometry`/Vector2#X.
          public double X { get; }
//                      ^ definition soulindex . . . `csharp/Geometry.cs`/`Example.Geometry`/Vector2#X.
//                      kind Field
//                               ⌃ enclosing_range_end soulindex . . . `csharp/Geometry.cs`/`Example.Geometry`/Vector2#X.
//        ⌄ enclosing_range_start soulindex . . . `csharp/Geometry.cs`/`Example.Geometry`/Vector2#Y.
          public double Y { get; }
//                      ^ definition soulindex . . . `csharp/Geometry.cs`/`Example.Geometry`/Vector2#Y.
//                      kind Field
//                               ⌃ enclosing_range_end soulindex . . . `csharp/Geometry.cs`/`Example.Geometry`/Vector2#Y.
  
//        ⌄ enclosing_range_start soulindex . . . `csharp/Geometry.cs`/`Example.Geometry`/Vector2#Vector2().
          public Vector2(double x, double y)
//               ^^^^^^^ definition soulindex . . . `csharp/Geometry.cs`/`Example.Geometry`/Vector2#Vector2().
//               kind Constructor
//                              ^ definition local 1
//                                        ^ definition local 2
          {
              X = x;
//            ^ reference soulindex . . . `csharp/Geometry.cs`/`Example.Geometry`/Vector2#X.
//                ^ reference local 1
              Y = y;
//            ^ reference soulindex . . . `csharp/Geometry.cs`/`Example.Geometry`/Vector2#Y.
//                ^ reference local 2
          }
//        ⌃ enclosing_range_end soulindex . . . `csharp/Geometry.cs`/`Example.Geometry`/Vector2#Vector2().
  
          /// <summary>The Euclidean length.</summary>
//        ⌄ enclosing_range_start soulindex . . . `csharp/Geometry.cs`/`Example.Geometry`/Vector2#Length.
          public double Length => Math.Sqrt(X * X + Y * Y);
//                      ^^^^^^ definition soulindex . . . `csharp/Geometry.cs`/`Example.Geometry`/Vector2#Length.
//                      kind Field
//                      documentation
//                      > <summary>The Euclidean length.</summary>
//                                          ^ reference soulindex . . . `csharp/Geometry.cs`/`Example.Geometry`/Vector2#X.
//                                              ^ reference soulindex . . . `csharp/Geometry.cs`/`Example.Geometry`/Vector2#X.
//                                                  ^ reference soulindex . . . `csharp/Geometry.cs`/`Example.Geometry`/Vector2#Y.
//                                                      ^ reference soulindex . . . `csharp/Geometry.cs`/`Example.Geometry`/Vector2#Y.
//                                                        ⌃ enclosing_range_end soulindex . . . `csharp/Geometry.cs`/`Example.Geometry`/Vector2#Length.
  
//        ⌄ enclosing_range_start soulindex . . . `csharp/Geometry.cs`/`Example.Geometry`/Vector2#+().
          public static Vector2 operator +(Vector2 a, Vector2 b) => new(a.X + b.X, a.Y + b.Y);
//                      ^^^^^^^ reference soulindex . . . `csharp/Geometry.cs`/`Example.Geometry`/Vector2#
//                                       ^ definition soulindex . . . `csharp/Geometry.cs`/`Example.Geometry`/Vector2#+().
//                                       kind Method
//                                         ^^^^^^^ reference soulindex . . . `csharp/Geometry.cs`/`Example.Geometry`/Vector2#
//                                                 ^ definition local 3
//                                                    ^^^^^^^ reference soulindex . . . `csharp/Geometry.cs`/`Example.Geometry`/Vector2#
//                                                            ^ definition local 4
//                                                                      ^ reference local 3
//                                                                        ^ reference soulindex . . . `csharp/Geometry.cs`/`Example.Geometry`/Vector2#X.
//                                                                            ^ reference local 4
//                                                                              ^ reference soulindex . . . `csharp/Geometry.cs`/`Example.Geometry`/Vector2#X.
//                                                                                 ^ reference local 3
//                                                                                   ^ reference soulindex . . . `csharp/Geometry.cs`/`Example.Geometry`/Vector2#Y.
//                                                                                       ^ reference local 4
//                                                                                         ^ reference soulindex . . . `csharp/Geometry.cs`/`Example.Geometry`/Vector2#Y.
//                                                                                           ⌃ enclosing_range_end soulindex . . . `csharp/Geometry.cs`/`Example.Geometry`/Vector2#+().
//        ⌄ enclosing_range_start soulindex . . . `csharp/Geometry.cs`/`Example.Geometry`/Vector2#`*`().
          public static Vector2 operator *(Vector2 a, double k) => new(a.X * k, a.Y * k);
//                      ^^^^^^^ reference soulindex . . . `csharp/Geometry.cs`/`Example.Geometry`/Vector2#
//                                       ^ definition soulindex . . . `csharp/Geometry.cs`/`Example.Geometry`/Vector2#`*`().
//                                       kind Method
//                                         ^^^^^^^ reference soulindex . . . `csharp/Geometry.cs`/`Example.Geometry`/Vector2#
//                                                 ^ definition local 5
//                                                           ^ definition local 6
//                                                                     ^ reference local 5
//                                                                       ^ reference soulindex . . . `csharp/Geometry.cs`/`Example.Geometry`/Vector2#X.
//                                                                           ^ definition local 7
//                                                                              ^ reference local 5
//                                                                                ^ reference soulindex . . . `csharp/Geometry.cs`/`Example.Geometry`/Vector2#Y.
//                                                                                    ^ definition local 8
//                                                                                      ⌃ enclosing_range_end soulindex . . . `csharp/Geometry.cs`/`Example.Geometry`/Vector2#`*`().
//        ⌄ enclosing_range_start soulindex . . . `csharp/Geometry.cs`/`Example.Geometry`/Vector2#`==`().
          public static bool operator ==(Vector2 a, Vector2 b) => a.Equals(b);
//                                    ^^ definition soulindex . . . `csharp/Geometry.cs`/`Example.Geometry`/Vector2#`==`().
//                                    kind Method
//                                       ^^^^^^^ reference soulindex . . . `csharp/Geometry.cs`/`Example.Geometry`/Vector2#
//                                               ^ definition local 9
//                                                  ^^^^^^^ reference soulindex . . . `csharp/Geometry.cs`/`Example.Geometry`/Vector2#
//                                                          ^ definition local 10
//                                                                ^ reference local 9
//                                                                  ^^^^^^ reference soulindex . . . `csharp/Geometry.cs`/`Example.Geometry`/Vector2#Equals().
//                                                                         ^ reference local 10
//                                                                           ⌃ enclosing_range_end soulindex . . . `csharp/Geometry.cs`/`Example.Geometry`/Vector2#`==`().
//        ⌄ enclosing_range_start soulindex . . . `csharp/Geometry.cs`/`Example.Geometry`/Vector2#`!=`().
          public static bool operator !=(Vector2 a, Vector2 b) => !a.Equals(b);
//                                    ^^ definition soulindex . . . `csharp/Geometry.cs`/`Example.Geometry`/Vector2#`!=`().
//                                    kind Method
//                                       ^^^^^^^ reference soulindex . . . `csharp/Geometry.cs`/`Example.Geometry`/Vector2#
//                                               ^ definition local 11
//                                                  ^^^^^^^ reference soulindex . . . `csharp/Geometry.cs`/`Example.Geometry`/Vector2#
//                                                          ^ definition local 12
//                                                                 ^ reference local 11
//                                                                   ^^^^^^ reference soulindex . . . `csharp/Geometry.cs`/`Example.Geometry`/Vector2#Equals().
//                                                                          ^ reference local 12
//                                                                            ⌃ enclosing_range_end soulindex . . . `csharp/Geometry.cs`/`Example.Geometry`/Vector2#`!=`().
//        ⌄ enclosing_range_start soulindex . . . `csharp/Geometry.cs`/`Example.Geometry`/Vector2#implicit().
          public static implicit operator Vector2((double X, double Y) t) => new(t.X, t.Y);
//                      ^^^^^^^^ definition soulindex . . . `csharp/Geometry.cs`/`Example.Geometry`/Vector2#implicit().
//                      kind Method
//                                        ^^^^^^^ reference soulindex . . . `csharp/Geometry.cs`/`Example.Geometry`/Vector2#
//                                                        ^ reference soulindex . . . `csharp/Geometry.cs`/`Example.Geometry`/Vector2#X.
//                                                                  ^ reference soulindex . . . `csharp/Geometry.cs`/`Example.Geometry`/Vector2#Y.
//                                                                     ^ definition local 13
//                                                                               ^ reference local 13
//                                                                                 ^ reference soulindex . . . `csharp/Geometry.cs`/`Example.Geometry`/Vector2#X.
//                                                                                    ^ reference local 13
//                                                                                      ^ reference soulindex . . . `csharp/Geometry.cs`/`Example.Geometry`/Vector2#Y.
//                                                                                        ⌃ enclosing_range_end soulindex . . . `csharp/Geometry.cs`/`Example.Geometry`/Vector2#implicit().
  
//        ⌄ enclosing_range_start soulindex . . . `csharp/Geometry.cs`/`Example.Geometry`/Vector2#Equals().
          public bool Equals(Vector2 other) =>
//                    ^^^^^^ definition soulindex . . . `csharp/Geometry.cs`/`Example.Geometry`/Vector2#Equals().
//                    kind Method
//                           ^^^^^^^ reference soulindex . . . `csharp/Geometry.cs`/`Example.Geometry`/Vector2#
//                                   ^^^^^ definition local 14
              Math.Abs(X - other.X) < Epsilon && Math.Abs(Y - other.Y) < Epsilon;
//                     ^ reference soulindex . . . `csharp/Geometry.cs`/`Example.Geometry`/Vector2#X.
//                         ^^^^^ reference local 14
//                               ^ reference soulindex . . . `csharp/Geometry.cs`/`Example.Geometry`/Vector2#X.
//                                    ^^^^^^^ reference soulindex . . . `csharp/Geometry.cs`/`Example.Geometry`/Vector2#Epsilon.
//                                                        ^ reference soulindex . . . `csharp/Geometry.cs`/`Example.Geometry`/Vector2#Y.
//                                                            ^^^^^ reference local 14
//                                                                  ^ reference soulindex . . . `csharp/Geometry.cs`/`Example.Geometry`/Vector2#Y.
//                                                                       ^^^^^^^ reference soulindex . . . `csharp/Geometry.cs`/`Example.Geometry`/Vector2#Epsilon.
//                                                                              ⌃ enclosing_range_end soulindex . . . `csharp/Geometry.cs`/`Example.Geometry`/Vector2#Equals().
  
//        ⌄ enclosing_range_start soulindex . . . `csharp/Geometry.cs`/`Example.Geometry`/Vector2#Equals(+1).
          public override bool Equals(object? obj) => obj is Vector2 v && Equals(v);
//                             ^^^^^^ definition soulindex . . . `csharp/Geometry.cs`/`Example.Geometry`/Vector2#Equals(+1).
//                             kind Method
//                                            ^^^ definition local 15
//                                                    ^^^ reference local 15
//                                                           ^^^^^^^ reference soulindex . . . `csharp/Geometry.cs`/`Example.Geometry`/Vector2#
//                                                                   ^ definition local 16
//                                                                        ^^^^^^ reference soulindex . . . `csharp/Geometry.cs`/`Example.Geometry`/Vector2#Equals().
//                                                                               ^ reference local 16
//                                                                                 ⌃ enclosing_range_end soulindex . . . `csharp/Geometry.cs`/`Example.Geometry`/Vector2#Equals(+1).
  
//        ⌄ enclosing_range_start soulindex . . . `csharp/Geometry.cs`/`Example.Geometry`/Vector2#GetHashCode().
          public override int GetHashCode() => HashCode.Combine(X, Y);
//                            ^^^^^^^^^^^ definition soulindex . . . `csharp/Geometry.cs`/`Example.Geometry`/Vector2#GetHashCode().
//                            kind Method
//                                                              ^ reference soulindex . . . `csharp/Geometry.cs`/`Example.Geometry`/Vector2#X.
//                                                                 ^ reference soulindex . . . `csharp/Geometry.cs`/`Example.Geometry`/Vector2#Y.
//                                                                   ⌃ enclosing_range_end soulindex . . . `csharp/Geometry.cs`/`Example.Geometry`/Vector2#GetHashCode().
      }
//    ⌃ enclosing_range_end soulindex . . . `csharp/Geometry.cs`/`Example.Geometry`/Vector2#
  
      /// <summary>A closed shape.</summary>
//    ⌄ enclosing_range_start soulindex . . . `csharp/Geometry.cs`/`Example.Geometry`/Shape#
      public abstract class Shape
//                          ^^^^^ definition soulindex . . . `csharp/Geometry.cs`/`Example.Geometry`/Shape#
//                          kind Class
//                          documentation
//                          > <summary>A closed shape.</summary>
      {
          /// <summary>The area of the shape.</summary>
//        ⌄ enclosing_range_start soulindex . . . `csharp/Geometry.cs`/`Example.Geometry`/Shape#Area.
          public abstract double Area { get; }
//                               ^^^^ definition soulindex . . . `csharp/Geometry.cs`/`Example.Geometry`/Shape#Area.
//                               kind Field
//                               documentation
//                               > <summary>The area of the shape.</summary>
//                                           ⌃ enclosing_range_end soulindex . . . `csharp/Geometry.cs`/`Example.Geometry`/Shape#Area.
  
          /// <summary>Moves the shape by <paramref name="offset"/>.</summary>
//        ⌄ enclosing_range_start soulindex . . . `csharp/Geometry.cs`/`Example.Geometry`/Shape#Translate().
          public abstract Shape Translate(Vector2 offset);
//                        ^^^^^ reference soulindex . . . `csharp/Geometry.cs`/`Example.Geometry`/Shape#
//                              ^^^^^^^^^ definition soulindex . . . `csharp/Geometry.cs`/`Example.Geometry`/Shape#Translate().
//                              kind Method
//                              documentation
//                              > <summary>Moves the shape by <paramref name="offset"/>.</summary>
//                                        ^^^^^^^ reference soulindex . . . `csharp/Geometry.cs`/`Example.Geometry`/Vector2#
//                                                ^^^^^^ definition local 18
//                                                       ⌃ enclosing_range_end soulindex . . . `csharp/Geometry.cs`/`Example.Geometry`/Shape#Translate().
  
          /// <summary>A human-readable description.</summary>
//        ⌄ enclosing_range_start soulindex . . . `csharp/Geometry.cs`/`Example.Geometry`/Shape#Describe().
          public virtual string Describe() => $"{GetType().Name} with area {Area:F2}";
//                              ^^^^^^^^ definition soulindex . . . `csharp/Geometry.cs`/`Example.Geometry`/Shape#Describe().
//                              kind Method
//                              documentation
//                              > <summary>A human-readable description.</summary>
//                                                                          ^^^^ reference soulindex . . . `csharp/Geometry.cs`/`Example.Geometry`/Shape#Area.
//                                                                                   ⌃ enclosing_range_end soulindex . . . `csharp/Geometry.cs`/`Example.Geometry`/Shape#Describe().
  
          /// <summary>Kinds of shapes known to the library.</summary>
//        ⌄ enclosing_range_start soulindex . . . `csharp/Geometry.cs`/`Example.Geometry`/Shape#Kind#
          [Flags]
          public enum Kind : byte
//                    ^^^^ definition soulindex . . . `csharp/Geometry.cs`/`Example.Geometry`/Shape#Kind#
//                    kind Enum
//                    documentation
//                    > <summary>Kinds of shapes known to the library.</summary>
          {
//            ⌄ enclosing_range_start soulindex . . . `csharp/Geometry.cs`/`Example.Geometry`/Shape#Kind#None.
              None = 0,
//            ^^^^ definition soulindex . . . `csharp/Geometry.cs`/`Example.Geometry`/Shape#Kind#None.
//            kind EnumMember
//                   ⌃ enclosing_range_end soulindex . . . `csharp/Geometry.cs`/`Example.Geometry`/Shape#Kind#None.
//            ⌄ enclosing_range_start soulindex . . . `csharp/Geometry.cs`/`Example.Geometry`/Shape#Kind#Round.
              Round = 1 << 0,
//            ^^^^^ definition soulindex . . . `csharp/Geometry.cs`/`Example.Geometry`/Shape#Kind#Round.
//            kind EnumMember
//                         ⌃ enclosing_range_end soulindex . . . `csharp/Geometry.cs`/`Example.Geometry`/Shape#Kind#Round.
//            ⌄ enclosing_range_start soulindex . . . `csharp/Geometry.cs`/`Example.Geometry`/Shape#Kind#Polygon.
              Polygon = 1 << 1,
//            ^^^^^^^ definition soulindex . . . `csharp/Geometry.cs`/`Example.Geometry`/Shape#Kind#Polygon.
//            kind EnumMember
//                           ⌃ enclosing_range_end soulindex . . . `csharp/Geometry.cs`/`Example.Geometry`/Shape#Kind#Polygon.
          }
//        ⌃ enclosing_range_end soulindex . . . `csharp/Geometry.cs`/`Example.Geometry`/Shape#Kind#
      }
//    ⌃ enclosing_range_end soulindex . . . `csharp/Geometry.cs`/`Example.Geometry`/Shape#
  
//    ⌄ enclosing_range_start soulindex . . . `csharp/Geometry.cs`/`Example.Geometry`/Circle#
      public sealed class Circle : Shape
//                        ^^^^^^ definition soulindex . . . `csharp/Geometry.cs`/`Example.Geometry`/Circle#
//                        kind Class
//                        relationship soulindex . . . `csharp/Geometry.cs`/`Example.Geometry`/Shape# implementation
//                                 ^^^^^ reference soulindex . . . `csharp/Geometry.cs`/`Example.Geometry`/Shape#
      {
//        ⌄ enclosing_range_start soulindex . . . `csharp/Geometry.cs`/`Example.Geometry`/Circle#_center.
          private readonly Vector2 _center;
//                         ^^^^^^^ reference soulindex . . . `csharp/Geometry.cs`/`Example.Geometry`/Vector2#
//                                 ^^^^^^^ definition soulindex . . . `csharp/Geometry.cs`/`Example.Geometry`/Circle#_center.
//                                 kind Field
//                                        ⌃ enclosing_range_end soulindex . . . `csharp/Geometry.cs`/`Example.Geometry`/Circle#_center.
//        ⌄ enclosing_range_start soulindex . . . `csharp/Geometry.cs`/`Example.Geometry`/Circle#_radius.
          private readonly double _radius;
//                                ^^^^^^^ definition soulindex . . . `csharp/Geometry.cs`/`Example.Geometry`/Circle#_radius.
//                                kind Field
//                                       ⌃ enclosing_range_end soulindex . . . `csharp/Geometry.cs`/`Example.Geometry`/Circle#_radius.
  
//        ⌄ enclosing_range_start soulindex . . . `csharp/Geometry.cs`/`Example.Geometry`/Circle#Circle().
          public Circle(Vector2 center, double radius)
//               ^^^^^^ definition soulindex . . . `csharp/Geometry.cs`/`Example.Geometry`/Circle#Circle().
//               kind Constructor
//                      ^^^^^^^ reference soulindex . . . `csharp/Geometry.cs`/`Example.Geometry`/Vector2#
//                              ^^^^^^ definition local 20
//                                             ^^^^^^ definition local 21
          {
              if (radius < 0) throw new ArgumentOutOfRangeException(nameof(radius));
//                ^^^^^^ reference local 21
//                                                                         ^^^^^^ reference local 21
              (_center, _radius) = (center, radius);
//             ^^^^^^^ reference soulindex . . . `csharp/Geometry.cs`/`Example.Geometry`/Circle#_center.
//                      ^^^^^^^ reference soulindex . . . `csharp/Geometry.cs`/`Example.Geometry`/Circle#_radius.
//                                  ^^^^^^ reference local 20
//                                          ^^^^^^ reference local 21
          }
//        ⌃ enclosing_range_end soulindex . . . `csharp/Geometry.cs`/`Example.Geometry`/Circle#Circle().
  
//        ⌄ enclosing_range_start soulindex . . . `csharp/Geometry.cs`/`Example.Geometry`/Circle#Area.
          public override double Area => Math.PI * _radius * _radius;
//                               ^^^^ definition soulindex . . . `csharp/Geometry.cs`/`Example.Geometry`/Circle#Area.
//                               kind Field
//                               relationship soulindex . . . `csharp/Geometry.cs`/`Example.Geometry`/Shape#Area. implementation reference
//                                                 ^^^^^^^ reference soulindex . . . `csharp/Geometry.cs`/`Example.Geometry`/Circle#_radius.
//                                                           ^^^^^^^ reference soulindex . . . `csharp/Geometry.cs`/`Example.Geometry`/Circle#_radius.
//                                                                  ⌃ enclosing_range_end soulindex . . . `csharp/Geometry.cs`/`Example.Geometry`/Circle#Area.
  
//        ⌄ enclosing_range_start soulindex . . . `csharp/Geometry.cs`/`Example.Geometry`/Circle#Translate().
          public override Shape Translate(Vector2 offset) => new Circle(_center + offset, _radius);
//                        ^^^^^ reference soulindex . . . `csharp/Geometry.cs`/`Example.Geometry`/Shape#
//                              ^^^^^^^^^ definition soulindex . . . `csharp/Geometry.cs`/`Example.Geometry`/Circle#Translate().
//                              kind Method
//                              relationship soulindex . . . `csharp/Geometry.cs`/`Example.Geometry`/Shape#Translate(). implementation reference
//                                        ^^^^^^^ reference soulindex . . . `csharp/Geometry.cs`/`Example.Geometry`/Vector2#
//                                                ^^^^^^ definition local 22
//                                                               ^^^^^^ reference soulindex . . . `csharp/Geometry.cs`/`Example.Geometry`/Circle#
//                                                                      ^^^^^^^ reference soulindex . . . `csharp/Geometry.cs`/`Example.Geometry`/Circle#_center.
//                                                                                ^^^^^^ reference local 22
//                                                                                        ^^^^^^^ reference soulindex . . . `csharp/Geometry.cs`/`Example.Geometry`/Circle#_radius.
//                                                                                                ⌃ enclosing_range_end soulindex . . . `csharp/Geometry.cs`/`Example.Geometry`/Circle#Translate().
  
  #if DEBUG
          /// <summary>Debug-only dump of the circle.</summary>
//        ⌄ enclosing_range_start soulindex . . . `csharp/Geometry.cs`/`Example.Geometry`/Circle#Dump().
          internal string Dump() => $"circle({_center.X}, {_center.Y}, r={_radius})";
//                        ^^^^ definition soulindex . . . `csharp/Geometry.cs`/`Example.Geometry`/Circle#Dump().
//                        kind Method
//                        documentation
//                        > <summary>Debug-only dump of the circle.</summary>
//                                            ^^^^^^^ reference soulindex . . . `csharp/Geometry.cs`/`Example.Geometry`/Circle#_center.
//                                                         ^^^^^^^ reference soulindex . . . `csharp/Geometry.cs`/`Example.Geometry`/Circle#_center.
//                                                                        ^^^^^^^ reference soulindex . . . `csharp/Geometry.cs`/`Example.Geometry`/Circle#_radius.
//                                                                                  ⌃ enclosing_range_end soulindex . . . `csharp/Geometry.cs`/`Example.Geometry`/Circle#Dump().
  #endif
  
//        ⌄ enclosing_range_start soulindex . . . `csharp/Geometry.cs`/`Example.Geometry`/Circle#OnCreated().
          partial void OnCreated();
//                     ^^^^^^^^^ definition soulindex . . . `csharp/Geometry.cs`/`Example.Geometry`/Circle#OnCreated().
//                     kind Method
//                                ⌃ enclosing_range_end soulindex . . . `csharp/Geometry.cs`/`Example.Geometry`/Circle#OnCreated().
      }
//    ⌃ enclosing_range_end soulindex . . . `csharp/Geometry.cs`/`Example.Geometry`/Circle#
  
      /// <summary>Parses shapes; implemented by generated code.</summary>
//    ⌄ enclosing_range_start soulindex . . . `csharp/Geometry.cs`/`Example.Geometry`/IShapeParser#
      public interface IShapeParser<TSelf> where TSelf : IShapeParser<TSelf>
//                     ^^^^^^^^^^^^ definition soulindex . . . `csharp/Geometry.cs`/`Example.Geometry`/IShapeParser#
//                     kind Interface
//                     documentation
//                     > <summary>Parses shapes; implemented by generated code.</summary>
//                                                       ^^^^^^^^^^^^ reference soulindex . . . `csharp/Geometry.cs`/`Example.Geometry`/IShapeParser#
      {
          /// <summary>Parses <paramref name="text"/>.</summary>
//        ⌄ enclosing_range_start soulindex . . . `csharp/Geometry.cs`/`Example.Geometry`/IShapeParser#Parse().
          static abstract TSelf Parse(string text);
//                              ^^^^^ definition soulindex . . . `csharp/Geometry.cs`/`Example.Geometry`/IShapeParser#Parse().
//                              kind Method
//                              documentation
//                              > <summary>Parses <paramref name="text"/>.</summary>
//                                           ^^^^ definition local 24
//                                                ⌃ enclosing_range_end soulindex . . . `csharp/Geometry.cs`/`Example.Geometry`/IShapeParser#Parse().
  
//        ⌄ enclosing_range_start soulindex . . . `csharp/Geometry.cs`/`Example.Geometry`/IShapeParser#TryParse().
          static virtual bool TryParse(string text, out TSelf? result)
//                            ^^^^^^^^ definition soulindex . . . `csharp/Geometry.cs`/`Example.Geometry`/IShapeParser#TryParse().
//                            kind Method
//                                            ^^^^ definition local 25
//                                                             ^^^^^^ definition local 26
          {
              result = default;
//            ^^^^^^ reference local 26
              return false;
          }
//        ⌃ enclosing_range_end soulindex . . . `csharp/Geometry.cs`/`Example.Geometry`/IShapeParser#TryParse().
      }
//    ⌃ enclosing_range_end soulindex . . . `csharp/Geometry.cs`/`Example.Geometry`/IShapeParser#
  
//    ⌄ enclosing_range_start soulindex . . . `csharp/Geometry.cs`/`Example.Geometry`/Polygons/
      namespace Polygons
//              ^^^^^^^^ definition soulindex . . . `csharp/Geometry.cs`/`Example.Geometry`/Polygons/
//              kind Module
      {
          /// <summary>A polygon given by its vertices, in order.</summary>
//        ⌄ enclosing_range_start soulindex . . . `csharp/Geometry.cs`/`Example.Geometry`/Polygons/Polygon#
          public class Polygon : Shape, IEnumerable<Vector2>
//                     ^^^^^^^ definition soulindex . . . `csharp/Geometry.cs`/`Example.Geometry`/Polygons/Polygon#
//                     kind Class
//                     documentation
//                     > <summary>A polygon given by its vertices, in order.</summary>
//                     relationship soulindex . . . `csharp/Geometry.cs`/`Example.Geometry`/Shape# implementation
//                               ^^^^^ reference soulindex . . . `csharp/Geometry.cs`/`Example.Geometry`/Shape#
//                                                  ^^^^^^^ reference soulindex . . . `csharp/Geometry.cs`/`Example.Geometry`/Vector2#
          {
//            ⌄ enclosing_range_start soulindex . . . `csharp/Geometry.cs`/`Example.Geometry`/Polygons/Polygon#_vertices.
              private readonly List<Vector2> _vertices;
//                                  ^^^^^^^ reference soulindex . . . `csharp/Geometry.cs`/`Example.Geometry`/Vector2#
//                                           ^^^^^^^^^ definition soulindex . . . `csharp/Geometry.cs`/`Example.Geometry`/Polygons/Polygon#_vertices.
//                                           kind Field
//                                                    ⌃ enclosing_range_end soulindex . . . `csharp/Geometry.cs`/`Example.Geometry`/Polygons/Polygon#_vertices.
  
//            ⌄ enclosing_range_start soulindex . . . `csharp/Geometry.cs`/`Example.Geometry`/Polygons/Polygon#Polygon().
              public Polygon(params Vector2[] vertices) => _vertices = new(vertices);
//                   ^^^^^^^ definition soulindex . . . `csharp/Geometry.cs`/`Example.Geometry`/Polygons/Polygon#Polygon().
//                   kind Constructor
//                                  ^^^^^^^ reference soulindex . . . `csharp/Geometry.cs`/`Example.Geometry`/Vector2#
//                                            ^^^^^^^^ definition local 28
//                                                         ^^^^^^^^^ reference soulindex . . . `csharp/Geometry.cs`/`Example.Geometry`/Polygons/Polygon#_vertices.
//                                                                         ^^^^^^^^ reference local 28
//                                                                                  ⌃ enclosing_range_end soulindex . . . `csharp/Geometry.cs`/`Example.Geometry`/Polygons/Polygon#Polygon().
  
              /// <summary>Area by the shoelace formula.</summary>
//            ⌄ enclosing_range_start soulindex . . . `csharp/Geometry.cs`/`Example.Geometry`/Polygons/Polygon#Area.
              public override double Area
//                                   ^^^^ definition soulindex . . . `csharp/Geometry.cs`/`Example.Geometry`/Polygons/Polygon#Area.
//                                   kind Field
//                                   documentation
//                                   > <summary>Area by the shoelace formula.</summary>
//                                   relationship soulindex . . . `csharp/Geometry.cs`/`Example.Geometry`/Shape#Area. implementation reference
              {
                  get
                  {
                      double twice = 0;
//                           ^^^^^ definition local 29
                      for (int i = 0; i < _vertices.Count; i++)
//                             ^ definition local 30
//                                    ^ reference local 30
//                                        ^^^^^^^^^ reference soulindex . . . `csharp/Geometry.cs`/`Example.Geometry`/Polygons/Polygon#_vertices.
//                                                         ^ reference local 30
                      {
                          var (a, b) = (_vertices[i], _vertices[(i + 1) % _vertices.Count]);
//                                      ^^^^^^^^^ reference soulindex . . . `csharp/Geometry.cs`/`Example.Geometry`/Polygons/Polygon#_vertices.
//                                                ^ reference local 30
//                                                    ^^^^^^^^^ reference soulindex . . . `csharp/Geometry.cs`/`Example.Geometry`/Polygons/Polygon#_vertices.
//                                                               ^ reference local 30
//                                                                        ^^^^^^^^^ reference soulindex . . . `csharp/Geometry.cs`/`Example.Geometry`/Polygons/Polygon#_vertices.
                          twice += a.X * b.Y - b.X * a.Y;
//                        ^^^^^ reference local 29
                      }
                      return Math.Abs(twice) / 2;
//                                    ^^^^^ reference local 29
                  }
              }
//            ⌃ enclosing_range_end soulindex . . . `csharp/Geometry.cs`/`Example.Geometry`/Polygons/Polygon#Area.
  
//            ⌄ enclosing_range_start soulindex . . . `csharp/Geometry.cs`/`Example.Geometry`/Polygons/Polygon#Translate().
              public override Shape Translate(Vector2 offset)
//                            ^^^^^ reference soulindex . . . `csharp/Geometry.cs`/`Example.Geometry`/Shape#
//                                  ^^^^^^^^^ definition soulindex . . . `csharp/Geometry.cs`/`Example.Geometry`/Polygons/Polygon#Translate().
//                                  kind Method
//                                  relationship soulindex . . . `csharp/Geometry.cs`/`Example.Geometry`/Shape#Translate(). implementation reference
//                                            ^^^^^^^ reference soulindex . . . `csharp/Geometry.cs`/`Example.Geometry`/Vector2#
//                                                    ^^^^^^ definition local 31
              {
                  var moved = new Vector2[_vertices.Count];
//                    ^^^^^ definition local 32
//                                ^^^^^^^ reference soulindex . . . `csharp/Geometry.cs`/`Example.Geometry`/Vector2#
//                                        ^^^^^^^^^ reference soulindex . . . `csharp/Geometry.cs`/`Example.Geometry`/Polygons/Polygon#_vertices.
                  for (int i = 0; i < moved.Length; i++) moved[i] = _vertices[i] + offset;
//                         ^ definition local 33
//                                ^ reference local 33
//                                    ^^^^^ reference local 32
//                                          ^^^^^^ reference soulindex . . . `csharp/Geometry.cs`/`Example.Geometry`/Vector2#Length.
//                                                  ^ reference local 33
//                                                       ^^^^^ reference local 32
//                                                             ^ reference local 33
//                                                                  ^^^^^^^^^ reference soulindex . . . `csharp/Geometry.cs`/`Example.Geometry`/Polygons/Polygon#_vertices.
//                                                                            ^ reference local 33
//                                                                                 ^^^^^^ reference local 31
                  return new Polygon(moved);
//                           ^^^^^^^ reference soulindex . . . `csharp/Geometry.cs`/`Example.Geometry`/Polygons/Polygon#
//                                   ^^^^^ reference local 32
              }
//            ⌃ enclosing_range_end soulindex . . . `csharp/Geometry.cs`/`Example.Geometry`/Polygons/Polygon#Translate().
  
//            ⌄ enclosing_range_start soulindex . . . `csharp/Geometry.cs`/`Example.Geometry`/Polygons/Polygon#GetEnumerator().
              public IEnumerator<Vector2> GetEnumerator() => _vertices.GetEnumerator();
//                               ^^^^^^^ reference soulindex . . . `csharp/Geometry.cs`/`Example.Geometry`/Vector2#
//                                        ^^^^^^^^^^^^^ definition soulindex . . . `csharp/Geometry.cs`/`Example.Geometry`/Polygons/Polygon#GetEnumerator().
//                                        kind Method
//                                                           ^^^^^^^^^ reference soulindex . . . `csharp/Geometry.cs`/`Example.Geometry`/Polygons/Polygon#_vertices.
//                                                                                    ⌃ enclosing_range_end soulindex . . . `csharp/Geometry.cs`/`Example.Geometry`/Polygons/Polygon#GetEnumerator().
  
//            ⌄ enclosing_range_start soulindex . . . `csharp/Geometry.cs`/`Example.Geometry`/Polygons/Polygon#GetEnumerator(+1).
              System.Collections.IEnumerator System.Collections.IEnumerable.GetEnumerator() => GetEnumerator();
//                                                                          ^^^^^^^^^^^^^ definition soulindex . . . `csharp/Geometry.cs`/`Example.Geometry`/Polygons/Polygon#GetEnumerator(+1).
//                                                                          kind Method
//                                                                                             ^^^^^^^^^^^^^ reference soulindex . . . `csharp/Geometry.cs`/`Example.Geometry`/Polygons/Polygon#GetEnumerator().
//                                                                                                            ⌃ enclosing_range_end soulindex . . . `csharp/Geometry.cs`/`Example.Geometry`/Polygons/Polygon#GetEnumerator(+1).
  
              /// <summary>Builds polygons fluently.</summary>
//            ⌄ enclosing_range_start soulindex . . . `csharp/Geometry.cs`/`Example.Geometry`/Polygons/Polygon#Builder#
              public class Builder
//                         ^^^^^^^ definition soulindex . . . `csharp/Geometry.cs`/`Example.Geometry`/Polygons/Polygon#Builder#
//                         kind Class
//                         documentation
//                         > <summary>Builds polygons fluently.</summary>
              {
//                ⌄ enclosing_range_start soulindex . . . `csharp/Geometry.cs`/`Example.Geometry`/Polygons/Polygon#Builder#_points.
                  private readonly List<Vector2> _points = new();
//                                      ^^^^^^^ reference soulindex . . . `csharp/Geometry.cs`/`Example.Geometry`/Vector2#
//                                               ^^^^^^^ definition soulindex . . . `csharp/Geometry.cs`/`Example.Geometry`/Polygons/Polygon#Builder#_points.
//                                               kind Field
//                                                              ⌃ enclosing_range_end soulindex . . . `csharp/Geometry.cs`/`Example.Geometry`/Polygons/Polygon#Builder#_points.
  
//                ⌄ enclosing_range_start soulindex . . . `csharp/Geometry.cs`/`Example.Geometry`/Polygons/Polygon#Builder#Add().
                  public Builder Add(double x, double y)
//                               ^^^ definition soulindex . . . `csharp/Geometry.cs`/`Example.Geometry`/Polygons/Polygon#Builder#Add().
//                               kind Method
//                                          ^ definition local 35
//                                                    ^ definition local 36
                  {
                      _points.Add(new Vector2(x, y));
//                                    ^^^^^^^ reference soulindex . . . `csharp/Geometry.cs`/`Example.Geometry`/Vector2#
//                                            ^ reference local 35
//                                               ^ reference local 36
                      return this;
                  }
//                ⌃ enclosing_range_end soulindex . . . `csharp/Geometry.cs`/`Example.Geometry`/Polygons/Polygon#Builder#Add().
  
//                ⌄ enclosing_range_start soulindex . . . `csharp/Geometry.cs`/`Example.Geometry`/Polygons/Polygon#Builder#Build().
                  public Polygon Build() => new(_points.ToArray());
//                       ^^^^^^^ reference soulindex . . . `csharp/Geometry.cs`/`Example.Geometry`/Polygons/Polygon#
//                               ^^^^^ definition soulindex . . . `csharp/Geometry.cs`/`Example.Geometry`/Polygons/Polygon#Builder#Build().
//                               kind Method
//                                                                ⌃ enclosing_range_end soulindex . . . `csharp/Geometry.cs`/`Example.Geometry`/Polygons/Polygon#Builder#Build().
              }
//            ⌃ enclosing_range_end soulindex . . . `csharp/Geometry.cs`/`Example.Geometry`/Polygons/Polygon#Builder#
          }
//        ⌃ enclosing_range_end soulindex . . . `csharp/Geometry.cs`/`Example.Geometry`/Polygons/Polygon#
      }
//    ⌃ enclosing_range_end soulindex . . . `csharp/Geometry.cs`/`Example.Geometry`/Polygons/
  }
//⌃ enclosing_range_end soulindex . . . `csharp/Geometry.cs`/`Example.Geometry`/
  
//⌄ enclosing_range_start soulindex . . . `csharp/Geometry.cs`/`Example.Geometry.Tests`/
  namespace Example.Geometry.Tests
//          ^^^^^^^^^^^^^^^^^^^^^^ definition soulindex . . . `csharp/Geometry.cs`/`Example.Geometry.Tests`/
//          kind Module
  {
//    ⌄ enclosing_range_start soulindex . . . `csharp/Geometry.cs`/`Example.Geometry.Tests`/ShapeTests#
      [TestFixture]
      public class ShapeTests
//                 ^^^^^^^^^^ definition soulindex . . . `csharp/Geometry.cs`/`Example.Geometry.Tests`/ShapeTests#
//                 kind Class
      {
//        ⌄ enclosing_range_start soulindex . . . `csharp/Geometry.cs`/`Example.Geometry.Tests`/ShapeTests#_unit.
          private Circle _unit = null!;
//                ^^^^^^ reference soulindex . . . `csharp/Geometry.cs`/`Example.Geometry`/Circle#
//                       ^^^^^ definition soulindex . . . `csharp/Geometry.cs`/`Example.Geometry.Tests`/ShapeTests#_unit.
//                       kind Field
//                                    ⌃ enclosing_range_end soulindex . . . `csharp/Geometry.cs`/`Example.Geometry.Tests`/ShapeTests#_unit.
  
//        ⌄ enclosing_range_start soulindex . . . `csharp/Geometry.cs`/`Example.Geometry.Tests`/ShapeTests#SetUp().
          [SetUp]
//         ^^^^^ reference soulindex . . . `csharp/Geometry.cs`/`Example.Geometry.Tests`/ShapeTests#SetUp().
          public void SetUp() => _unit = new Circle(Vec.Zero, 1);
//                    ^^^^^ definition soulindex . . . `csharp/Geometry.cs`/`Example.Geometry.Tests`/ShapeTests#SetUp().
//                    kind Method
//                               ^^^^^ reference soulindex . . . `csharp/Geometry.cs`/`Example.Geometry.Tests`/ShapeTests#_unit.
//                                           ^^^^^^ reference soulindex . . . `csharp/Geometry.cs`/`Example.Geometry`/Circle#
//                                                              ⌃ enclosing_range_end soulindex . . . `csharp/Geometry.cs`/`Example.Geometry.Tests`/ShapeTests#SetUp().
  
//        ⌄ enclosing_range_start soulindex . . . `csharp/Geometry.cs`/`Example.Geometry.Tests`/ShapeTests#CircleAreaIsPi().
          [Test]
          public void CircleAreaIsPi()
//                    ^^^^^^^^^^^^^^ definition soulindex . . . `csharp/Geometry.cs`/`Example.Geometry.Tests`/ShapeTests#CircleAreaIsPi().
//                    kind Method
          {
              Assert.That(_unit.Area, Is.EqualTo(Math.PI).Within(1e-9));
//                        ^^^^^ reference soulindex . . . `csharp/Geometry.cs`/`Example.Geometry.Tests`/ShapeTests#_unit.
          }
//        ⌃ enclosing_range_end soulindex . . . `csharp/Geometry.cs`/`Example.Geometry.Tests`/ShapeTests#CircleAreaIsPi().
  
//        ⌄ enclosing_range_start soulindex . . . `csharp/Geometry.cs`/`Example.Geometry.Tests`/ShapeTests#RectangleArea().
          [TestCase(1, 1, ExpectedResult = 1.0)]
          [TestCase(2, 3, ExpectedResult = 6.0)]
          public double RectangleArea(double w, double h)
//                      ^^^^^^^^^^^^^ definition soulindex . . . `csharp/Geometry.cs`/`Example.Geometry.Tests`/ShapeTests#RectangleArea().
//                      kind Method
//                                           ^ definition local 38
//                                                     ^ definition local 39
          {
              var p = new Polygons.Polygon.Builder().Add(0, 0).Add(w, 0).Add(w, h).Add(0, h).Build();
//                ^ definition local 40
//                                 ^^^^^^^ reference soulindex . . . `csharp/Geometry.cs`/`Example.Geometry`/Polygons/Polygon#
//                                                   ^^^ reference soulindex . . . `csharp/Geometry.cs`/`Example.Geometry`/Polygons/Polygon#Builder#Add().
//                                                                 ^ reference local 38
//                                                                       ^^^ reference soulindex . . . `csharp/Geometry.cs`/`Example.Geometry`/Polygons/Polygon#Builder#Add().
//                                                                           ^ reference local 38
//                                                                              ^ reference local 39
//                                                                                        ^ reference local 39
//                                                                                           ^^^^^ reference soulindex . . . `csharp/Geometry.cs`/`Example.Geometry`/Polygons/Polygon#Builder#Build().
              return p.Area;
//                   ^ reference local 40
//                     ^^^^ reference soulindex . . . `csharp/Geometry.cs`/`Example.Geometry`/Polygons/Polygon#Area.
          }
//        ⌃ enclosing_range_end soulindex . . . `csharp/Geometry.cs`/`Example.Geometry.Tests`/ShapeTests#RectangleArea().
      }
//    ⌃ enclosing_range_end soulindex . . . `csharp/Geometry.cs`/`Example.Geometry.Tests`/ShapeTests#
  }
//⌃ enclosing_range_end soulindex . . . `csharp/Geometry.cs`/`Example.Geometry.Tests`/
  
