  package com.example.inventory;
  
  import static org.junit.jupiter.api.Assertions.assertEquals;
  import static org.junit.jupiter.api.Assertions.*;
  
  import java.math.BigDecimal;
  import java.util.Comparator;
  import java.util.List;
  import org.junit.jupiter.api.BeforeEach;
  import org.junit.jupiter.api.Nested;
  import org.junit.jupiter.api.Test;
  
  import com.example.inventory.Inventory.SimpleItem;
//                             ^^^^^^^^^ reference soulindex . . . `com.example.inventory`/Inventory#
  
  /** Tests for {@link Inventory}. */
//⌄ enclosing_range_start soulindex . . . `com.example.inventory`/InventoryTest#
  class InventoryTest {
//      ^^^^^^^^^^^^^ definition soulindex . . . `com.example.inventory`/InventoryTest#
//      kind Class
//      documentation
//      > Tests for {@link Inventory}.
  
      // Orders items by SKU; anonymous class in a field initializer.
//    ⌄ enclosing_range_start soulindex . . . `com.example.inventory`/InventoryTest#BY_SKU.
      private static final Comparator<SimpleItem> BY_SKU = new Comparator<>() {
//                                                ^^^^^^ definition soulindex . . . `com.example.inventory`/InventoryTest#BY_SKU.
//                                                kind Constant
//                                                documentation
//                                                > Orders items by SKU; anonymous class in a field initializer.
          @Override
          public int compare(SimpleItem a, SimpleItem b) {
//                                      ^ definition local 2
//                                                    ^ definition local 3
              return a.sku().compareTo(b.sku());
//                   ^ reference local 2
//                                     ^ reference local 3
          }
      };
//     ⌃ enclosing_range_end soulindex . . . `com.example.inventory`/InventoryTest#BY_SKU.
  
//    ⌄ enclosing_range_start soulindex . . . `com.example.inventory`/InventoryTest#inventory.
      private Inventory<SimpleItem> inventory;
//            ^^^^^^^^^ reference soulindex . . . `com.example.inventory`/Inventory#
//                                  ^^^^^^^^^ definition soulindex . . . `com.example.inventory`/InventoryTest#inventory.
//                                  kind Field
//                                           ⌃ enclosing_range_end soulindex . . . `com.example.inventory`/InventoryTest#inventory.
  
      {
          // instance initializer
          inventory = new Inventory<>();
//        ^^^^^^^^^ reference soulindex . . . `com.example.inventory`/InventoryTest#inventory.
//                        ^^^^^^^^^ reference soulindex . . . `com.example.inventory`/Inventory#
      }
  
//    ⌄ enclosing_range_start soulindex . . . `com.example.inventory`/InventoryTest#setUp().
      @BeforeEach
      void setUp() {
//         ^^^^^ definition soulindex . . . `com.example.inventory`/InventoryTest#setUp().
//         kind Method
          inventory = new Inventory<>(sku -> BigDecimal.ONE);
//        ^^^^^^^^^ reference soulindex . . . `com.example.inventory`/InventoryTest#inventory.
//                        ^^^^^^^^^ reference soulindex . . . `com.example.inventory`/Inventory#
//                                    ^^^ definition local 4
      }
//    ⌃ enclosing_range_end soulindex . . . `com.example.inventory`/InventoryTest#setUp().
  
//    ⌄ enclosing_range_start soulindex . . . `com.example.inventory`/InventoryTest#putThenFind().
      @Test
      void putThenFind() {
//         ^^^^^^^^^^^ definition soulindex . . . `com.example.inventory`/InventoryTest#putThenFind().
//         kind Method
          var item = new SimpleItem("A-1", 3);
//            ^^^^ definition local 5
          inventory.put(item);
//        ^^^^^^^^^ reference soulindex . . . `com.example.inventory`/InventoryTest#inventory.
//                      ^^^^ reference local 5
          assertEquals(item, inventory.find("A-1").orElseThrow());
//                     ^^^^ reference local 5
//                           ^^^^^^^^^ reference soulindex . . . `com.example.inventory`/InventoryTest#inventory.
      }
//    ⌃ enclosing_range_end soulindex . . . `com.example.inventory`/InventoryTest#putThenFind().
  
//    ⌄ enclosing_range_start soulindex . . . `com.example.inventory`/InventoryTest#requireMissingThrows().
      @Test
      void requireMissingThrows() {
//         ^^^^^^^^^^^^^^^^^^^^ definition soulindex . . . `com.example.inventory`/InventoryTest#requireMissingThrows().
//         kind Method
          var ex = assertThrows(Inventory.InventoryException.class, () -> inventory.require("nope"));
//            ^^ definition local 6
//                              ^^^^^^^^^ reference soulindex . . . `com.example.inventory`/Inventory#
//                                                                        ^^^^^^^^^ reference soulindex . . . `com.example.inventory`/InventoryTest#inventory.
          assertEquals(Inventory.Failure.NOT_FOUND, ex.failure());
//                     ^^^^^^^^^ reference soulindex . . . `com.example.inventory`/Inventory#
//                               ^^^^^^^ reference soulindex . . . `com.example.inventory`/Inventory#Failure#
//                                       ^^^^^^^^^ reference soulindex . . . `com.example.inventory`/Inventory#Failure#NOT_FOUND.
//                                                  ^^ reference local 6
      }
//    ⌃ enclosing_range_end soulindex . . . `com.example.inventory`/InventoryTest#requireMissingThrows().
  
      /** Tests that need a full inventory. */
//    ⌄ enclosing_range_start soulindex . . . `com.example.inventory`/InventoryTest#WhenFull#
      @Nested
      class WhenFull {
//          ^^^^^^^^ definition soulindex . . . `com.example.inventory`/InventoryTest#WhenFull#
//          kind Class
//          documentation
//          > Tests that need a full inventory.
//        ⌄ enclosing_range_start soulindex . . . `com.example.inventory`/InventoryTest#WhenFull#fill().
          @BeforeEach
          void fill() {
//             ^^^^ definition soulindex . . . `com.example.inventory`/InventoryTest#WhenFull#fill().
//             kind Method
              for (int i = 0; i < Inventory.MAX_ITEMS; i++) {
//                     ^ definition local 8
//                            ^ reference local 8
//                                ^^^^^^^^^ reference soulindex . . . `com.example.inventory`/Inventory#
//                                          ^^^^^^^^^ reference soulindex . . . `com.example.inventory`/Inventory#MAX_ITEMS.
//                                                     ^ reference local 8
                  inventory.put(SimpleItem.of("SKU-" + i));
//                                                     ^ reference local 8
              }
          }
//        ⌃ enclosing_range_end soulindex . . . `com.example.inventory`/InventoryTest#WhenFull#fill().
  
//        ⌄ enclosing_range_start soulindex . . . `com.example.inventory`/InventoryTest#WhenFull#rejectsNewItems().
          @Test
          void rejectsNewItems() {
//             ^^^^^^^^^^^^^^^ definition soulindex . . . `com.example.inventory`/InventoryTest#WhenFull#rejectsNewItems().
//             kind Method
              var ex = assertThrows(Inventory.InventoryException.class,
//                ^^ definition local 9
//                                  ^^^^^^^^^ reference soulindex . . . `com.example.inventory`/Inventory#
                      () -> inventory.put(SimpleItem.of("one-more")));
              assertTrue(ex.failure().retryable());
//                       ^^ reference local 9
          }
//        ⌃ enclosing_range_end soulindex . . . `com.example.inventory`/InventoryTest#WhenFull#rejectsNewItems().
      }
//    ⌃ enclosing_range_end soulindex . . . `com.example.inventory`/InventoryTest#WhenFull#
  
//    ⌄ enclosing_range_start soulindex . . . `com.example.inventory`/InventoryTest#sortsBySku().
      @Test
      void sortsBySku() {
//         ^^^^^^^^^^ definition soulindex . . . `com.example.inventory`/InventoryTest#sortsBySku().
//         kind Method
          List<SimpleItem> items = new java.util.ArrayList<>(List.of(SimpleItem.of("b"), SimpleItem.of("a")));
//                         ^^^^^ definition local 10
          items.sort(BY_SKU);
//        ^^^^^ reference local 10
//                   ^^^^^^ reference soulindex . . . `com.example.inventory`/InventoryTest#BY_SKU.
          assertEquals("a", items.get(0).sku());
//                          ^^^^^ reference local 10
      }
//    ⌃ enclosing_range_end soulindex . . . `com.example.inventory`/InventoryTest#sortsBySku().
  }
//⌃ enclosing_range_end soulindex . . . `com.example.inventory`/InventoryTest#
  
  /**
   * Shapes used to test sealed hierarchies.
   */
//⌄ enclosing_range_start soulindex . . . `com.example.inventory`/Shape#
  sealed interface Shape permits Shape.Circle, Shape.Square {
//                 ^^^^^ definition soulindex . . . `com.example.inventory`/Shape#
//                 kind Interface
//                 documentation
//                 > Shapes used to test sealed hierarchies.
//                               ^^^^^ reference soulindex . . . `com.example.inventory`/Shape#
//                                             ^^^^^ reference soulindex . . . `com.example.inventory`/Shape#
//    ⌄ enclosing_range_start soulindex . . . `com.example.inventory`/Shape#area().
      double area();
//           ^^^^ definition soulindex . . . `com.example.inventory`/Shape#area().
//           kind Method
//                 ⌃ enclosing_range_end soulindex . . . `com.example.inventory`/Shape#area().
  
      /** A circle. */
//    ⌄ enclosing_range_start soulindex . . . `com.example.inventory`/Shape#Circle#
//                  ⌄ enclosing_range_start soulindex . . . `com.example.inventory`/Shape#Circle#radius.
      record Circle(double radius) implements Shape {
//           ^^^^^^ definition soulindex . . . `com.example.inventory`/Shape#Circle#
//           kind Class
//           documentation
//           > A circle.
//           relationship soulindex . . . `com.example.inventory`/Shape# implementation
//                         ^^^^^^ definition soulindex . . . `com.example.inventory`/Shape#Circle#radius.
//                         kind Field
//                                            ^^^^^ reference soulindex . . . `com.example.inventory`/Shape#
//                              ⌃ enclosing_range_end soulindex . . . `com.example.inventory`/Shape#Circle#radius.
//        ⌄ enclosing_range_start soulindex . . . `com.example.inventory`/Shape#Circle#area().
          public double area() {
//                      ^^^^ definition soulindex . . . `com.example.inventory`/Shape#Circle#area().
//                      kind Method
//                      relationship soulindex . . . `com.example.inventory`/Shape#area(). implementation reference
              return Math.PI * radius * radius;
          }
//        ⌃ enclosing_range_end soulindex . . . `com.example.inventory`/Shape#Circle#area().
      }
//    ⌃ enclosing_range_end soulindex . . . `com.example.inventory`/Shape#Circle#
  
//    ⌄ enclosing_range_start soulindex . . . `com.example.inventory`/Shape#Square#
//                  ⌄ enclosing_range_start soulindex . . . `com.example.inventory`/Shape#Square#side.
      record Square(double side) implements Shape {
//           ^^^^^^ definition soulindex . . . `com.example.inventory`/Shape#Square#
//           kind Class
//           relationship soulindex . . . `com.example.inventory`/Shape# implementation
//                         ^^^^ definition soulindex . . . `com.example.inventory`/Shape#Square#side.
//                         kind Field
//                                          ^^^^^ reference soulindex . . . `com.example.inventory`/Shape#
//                            ⌃ enclosing_range_end soulindex . . . `com.example.inventory`/Shape#Square#side.
//        ⌄ enclosing_range_start soulindex . . . `com.example.inventory`/Shape#Square#UNIT.
          static final Square UNIT = new Square(1);
//                            ^^^^ definition soulindex . . . `com.example.inventory`/Shape#Square#UNIT.
//                            kind Constant
//                                                ⌃ enclosing_range_end soulindex . . . `com.example.inventory`/Shape#Square#UNIT.
  
//        ⌄ enclosing_range_start soulindex . . . `com.example.inventory`/Shape#Square#area().
          public double area() {
//                      ^^^^ definition soulindex . . . `com.example.inventory`/Shape#Square#area().
//                      kind Method
//                      relationship soulindex . . . `com.example.inventory`/Shape#area(). implementation reference
              return side * side;
          }
//        ⌃ enclosing_range_end soulindex . . . `com.example.inventory`/Shape#Square#area().
      }
//    ⌃ enclosing_range_end soulindex . . . `com.example.inventory`/Shape#Square#
  }
//⌃ enclosing_range_end soulindex . . . `com.example.inventory`/Shape#
  
  /** Base class of test fixtures. */
//⌄ enclosing_range_start soulindex . . . `com.example.inventory`/Fixture#
  abstract class Fixture<T> implements AutoCloseable {
//               ^^^^^^^ definition soulindex . . . `com.example.inventory`/Fixture#
//               kind Class
//               documentation
//               > Base class of test fixtures.
//    ⌄ enclosing_range_start soulindex . . . `com.example.inventory`/Fixture#created.
      protected final List<T> created = new java.util.ArrayList<>();
//                            ^^^^^^^ definition soulindex . . . `com.example.inventory`/Fixture#created.
//                            kind Field
//                                                                 ⌃ enclosing_range_end soulindex . . . `com.example.inventory`/Fixture#created.
  
      /** Creates one value. */
//    ⌄ enclosing_range_start soulindex . . . `com.example.inventory`/Fixture#create().
      protected abstract T create(int index);
//                         ^^^^^^ definition soulindex . . . `com.example.inventory`/Fixture#create().
//                         kind Method
//                         documentation
//                         > Creates one value.
//                                    ^^^^^ definition local 15
//                                          ⌃ enclosing_range_end soulindex . . . `com.example.inventory`/Fixture#create().
  
//    ⌄ enclosing_range_start soulindex . . . `com.example.inventory`/Fixture#createAll().
      @SafeVarargs
      final List<T> createAll(int... indexes) {
//                  ^^^^^^^^^ definition soulindex . . . `com.example.inventory`/Fixture#createAll().
//                  kind Method
//                                   ^^^^^^^ definition local 16
          for (int index : indexes) {
//                 ^^^^^ definition local 17
//                         ^^^^^^^ reference local 16
              created.add(create(index));
//            ^^^^^^^ reference soulindex . . . `com.example.inventory`/Fixture#created.
//                        ^^^^^^ reference soulindex . . . `com.example.inventory`/Fixture#create().
//                               ^^^^^ reference local 17
          }
          return created;
//               ^^^^^^^ reference soulindex . . . `com.example.inventory`/Fixture#created.
      }
//    ⌃ enclosing_range_end soulindex . . . `com.example.inventory`/Fixture#createAll().
  
//    ⌄ enclosing_range_start soulindex . . . `com.example.inventory`/Fixture#close().
      @Override
      public void close() {
//                ^^^^^ definition soulindex . . . `com.example.inventory`/Fixture#close().
//                kind Method
          created.clear();
//        ^^^^^^^ reference soulindex . . . `com.example.inventory`/Fixture#created.
      }
//    ⌃ enclosing_range_end soulindex . . . `com.example.inventory`/Fixture#close().
  
      /** Arithmetic operations with constant-specific bodies. */
//    ⌄ enclosing_range_start soulindex . . . `com.example.inventory`/Fixture#Op#
      enum Op implements java.util.function.IntBinaryOperator {
//         ^^ definition soulindex . . . `com.example.inventory`/Fixture#Op#
//         kind Enum
//         documentation
//         > Arithmetic operations with constant-specific bodies.
//        ⌄ enclosing_range_start soulindex . . . `com.example.inventory`/Fixture#Op#PLUS.
          PLUS {
//        ^^^^ definition soulindex . . . `com.example.inventory`/Fixture#Op#PLUS.
//        kind EnumMember
//            ⌄ enclosing_range_start soulindex . . . `com.example.inventory`/Fixture#Op#PLUS.applyAsInt().
              public int applyAsInt(int a, int b) {
//                       ^^^^^^^^^^ definition soulindex . . . `com.example.inventory`/Fixture#Op#PLUS.applyAsInt().
//                       kind Method
//                                      ^ definition local 19
//                                             ^ definition local 20
                  return a + b;
//                       ^ reference local 19
//                           ^ reference local 20
              }
//            ⌃ enclosing_range_end soulindex . . . `com.example.inventory`/Fixture#Op#PLUS.applyAsInt().
          },
//        ⌃ enclosing_range_end soulindex . . . `com.example.inventory`/Fixture#Op#PLUS.
//        ⌄ enclosing_range_start soulindex . . . `com.example.inventory`/Fixture#Op#TIMES.
          TIMES {
//        ^^^^^ definition soulindex . . . `com.example.inventory`/Fixture#Op#TIMES.
//        kind EnumMember
//            ⌄ enclosing_range_start soulindex . . . `com.example.inventory`/Fixture#Op#TIMES.applyAsInt().
              public int applyAsInt(int a, int b) {
//                       ^^^^^^^^^^ definition soulindex . . . `com.example.inventory`/Fixture#Op#TIMES.applyAsInt().
//                       kind Method
//                                      ^ definition local 21
//                                             ^ definition local 22
                  return a * b;
//                       ^ reference local 21
//                           ^ reference local 22
              }
//            ⌃ enclosing_range_end soulindex . . . `com.example.inventory`/Fixture#Op#TIMES.applyAsInt().
          };
//        ⌃ enclosing_range_end soulindex . . . `com.example.inventory`/Fixture#Op#TIMES.
  
//        ⌄ enclosing_range_start soulindex . . . `com.example.inventory`/Fixture#Op#COUNT.
          static final int COUNT = values().length;
//                         ^^^^^ definition soulindex . . . `com.example.inventory`/Fixture#Op#COUNT.
//                         kind Constant
//                                                ⌃ enclosing_range_end soulindex . . . `com.example.inventory`/Fixture#Op#COUNT.
      }
//    ⌃ enclosing_range_end soulindex . . . `com.example.inventory`/Fixture#Op#
  }
//⌃ enclosing_range_end soulindex . . . `com.example.inventory`/Fixture#
  
