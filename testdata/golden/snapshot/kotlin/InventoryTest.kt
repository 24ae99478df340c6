//⌄ enclosing_range_start soulindex . . . `kotlin/InventoryTest.kt`/`com.example.inventory`/
  package com.example.inventory
//        ^^^^^^^^^^^^^^^^^^^^^ definition soulindex . . . `kotlin/InventoryTest.kt`/`com.example.inventory`/
//        kind Module
//                            ⌃ enclosing_range_end soulindex . . . `kotlin/InventoryTest.kt`/`com.example.inventory`/
  
  import kotlin.test.Test
  import kotlin.test.assertEquals
  import kotlin.test.assertFailsWith
  import org.junit.jupiter.api.BeforeEach
  import org.junit.jupiter.api.Nested
  
  /** Tests for [Inventory]. */
//⌄ enclosing_range_start soulindex . . . `kotlin/InventoryTest.kt`/InventoryTest#
  class InventoryTest {
//      ^^^^^^^^^^^^^ definition soulindex . . . `kotlin/InventoryTest.kt`/InventoryTest#
//      kind Class
//      documentation
//      > Tests for [Inventory].
//    ⌄ enclosing_range_start soulindex . . . `kotlin/InventoryTest.kt`/InventoryTest#inventory.
      private lateinit var inventory: Inventory<StockItem>
//                         ^^^^^^^^^ definition soulindex . . . `kotlin/InventoryTest.kt`/InventoryTest#inventory.
//                         kind Field
//                                    ^^^^^^^^^ reference soulindex . . . `kotlin/Inventory.kt`/Inventory#
//                                              ^^^^^^^^^ reference soulindex . . . `kotlin/Inventory.kt`/StockItem#
//                                                       ⌃ enclosing_range_end soulindex . . . `kotlin/InventoryTest.kt`/InventoryTest#inventory.
  
//    ⌄ enclosing_range_start soulindex . . . `kotlin/InventoryTest.kt`/InventoryTest#setUp().
      @BeforeEach
      fun setUp() {
//        ^^^^^ definition soulindex . . . `kotlin/InventoryTest.kt`/InventoryTest#setUp().
//        kind Method
          inventory = Inventory.of(StockItem("a", 1), StockItem("b", 0))
//        ^^^^^^^^^ reference soulindex . . . `kotlin/InventoryTest.kt`/InventoryTest#inventory.
//                    ^^^^^^^^^ reference soulindex . . . `kotlin/Inventory.kt`/Inventory#
//                              ^^ reference soulindex . . . `kotlin/Inventory.kt`/Inventory#Factory#of().
//                                 ^^^^^^^^^ reference soulindex . . . `kotlin/Inventory.kt`/StockItem#
//                                                    ^^^^^^^^^ reference soulindex . . . `kotlin/Inventory.kt`/StockItem#
      }
//    ⌃ enclosing_range_end soulindex . . . `kotlin/InventoryTest.kt`/InventoryTest#setUp().
  
//    ⌄ enclosing_range_start soulindex . . . `kotlin/InventoryTest.kt`/InventoryTest#`find returns stored item`().
      @Test
      fun `find returns stored item`() {
//        ^^^^^^^^^^^^^^^^^^^^^^^^^^ definition soulindex . . . `kotlin/InventoryTest.kt`/InventoryTest#`find returns stored item`().
//        kind Method
          val found = inventory.find("a")
//            ^^^^^ definition local 1
//                    ^^^^^^^^^ reference soulindex . . . `kotlin/InventoryTest.kt`/InventoryTest#inventory.
          assertEquals(1, found?.quantity)
//                        ^^^^^ reference local 1
//                               ^^^^^^^^ reference soulindex . . . `kotlin/Inventory.kt`/StockItem#quantity.
      }
//    ⌃ enclosing_range_end soulindex . . . `kotlin/InventoryTest.kt`/InventoryTest#`find returns stored item`().
  
//    ⌄ enclosing_range_start soulindex . . . `kotlin/InventoryTest.kt`/InventoryTest#takeFailsWhenEmpty().
      @Test
      fun takeFailsWhenEmpty() {
//        ^^^^^^^^^^^^^^^^^^ definition soulindex . . . `kotlin/InventoryTest.kt`/InventoryTest#takeFailsWhenEmpty().
//        kind Method
          val error = assertFailsWith<InventoryException> {
//            ^^^^^ definition local 2
//                                    ^^^^^^^^^^^^^^^^^^ reference soulindex . . . `kotlin/Inventory.kt`/InventoryException#
              inventory.take("b", 1)
//            ^^^^^^^^^ reference soulindex . . . `kotlin/InventoryTest.kt`/InventoryTest#inventory.
          }
          assertEquals(Failure.INSUFFICIENT, error.reason)
//                     ^^^^^^^ reference soulindex . . . `kotlin/Inventory.kt`/Failure#
//                             ^^^^^^^^^^^^ reference soulindex . . . `kotlin/Inventory.kt`/Failure#INSUFFICIENT.
//                                           ^^^^^ reference local 2
//                                                 ^^^^^^ reference soulindex . . . `kotlin/Inventory.kt`/InventoryException#reason.
      }
//    ⌃ enclosing_range_end soulindex . . . `kotlin/InventoryTest.kt`/InventoryTest#takeFailsWhenEmpty().
  
//    ⌄ enclosing_range_start soulindex . . . `kotlin/InventoryTest.kt`/InventoryTest#Listeners#
      @Nested
      inner class Listeners {
//                ^^^^^^^^^ definition soulindex . . . `kotlin/InventoryTest.kt`/InventoryTest#Listeners#
//                kind Class
//        ⌄ enclosing_range_start soulindex . . . `kotlin/InventoryTest.kt`/InventoryTest#Listeners#seen.
          private val seen = mutableListOf<Pair<String, Int>>()
//                    ^^^^ definition soulindex . . . `kotlin/InventoryTest.kt`/InventoryTest#Listeners#seen.
//                    kind Field
//                                                            ⌃ enclosing_range_end soulindex . . . `kotlin/InventoryTest.kt`/InventoryTest#Listeners#seen.
  
//        ⌄ enclosing_range_start soulindex . . . `kotlin/InventoryTest.kt`/InventoryTest#Listeners#notifiesOnPut().
          @Test
          fun notifiesOnPut() {
//            ^^^^^^^^^^^^^ definition soulindex . . . `kotlin/InventoryTest.kt`/InventoryTest#Listeners#notifiesOnPut().
//            kind Method
              inventory.listen { sku, delta -> seen += sku to delta }
//                               ^^^ definition local 4
//                                    ^^^^^ definition local 5
//                                                     ^^^ reference local 4
//                                                            ^^^^^ reference local 5
              inventory.put(StockItem("c", 3))
//                          ^^^^^^^^^ reference soulindex . . . `kotlin/Inventory.kt`/StockItem#
              assertEquals(listOf("c" to 3), seen)
          }
//        ⌃ enclosing_range_end soulindex . . . `kotlin/InventoryTest.kt`/InventoryTest#Listeners#notifiesOnPut().
      }
//    ⌃ enclosing_range_end soulindex . . . `kotlin/InventoryTest.kt`/InventoryTest#Listeners#
  
//    ⌄ enclosing_range_start soulindex . . . `kotlin/InventoryTest.kt`/InventoryTest#companion#
      private companion object {
//            ^^^^^^^^^ definition soulindex . . . `kotlin/InventoryTest.kt`/InventoryTest#companion#
//            kind Class
//        ⌄ enclosing_range_start soulindex . . . `kotlin/InventoryTest.kt`/InventoryTest#companion#FIXTURE_SIZE.
          const val FIXTURE_SIZE = 2
//                  ^^^^^^^^^^^^ definition soulindex . . . `kotlin/InventoryTest.kt`/InventoryTest#companion#FIXTURE_SIZE.
//                  kind Constant
//                                 ⌃ enclosing_range_end soulindex . . . `kotlin/InventoryTest.kt`/InventoryTest#companion#FIXTURE_SIZE.
  
//        ⌄ enclosing_range_start soulindex . . . `kotlin/InventoryTest.kt`/InventoryTest#companion#fixture().
          fun fixture(): List<StockItem> = List(FIXTURE_SIZE) { StockItem("sku$it", it) }
//            ^^^^^^^ definition soulindex . . . `kotlin/InventoryTest.kt`/InventoryTest#companion#fixture().
//            kind Method
//                            ^^^^^^^^^ reference soulindex . . . `kotlin/Inventory.kt`/StockItem#
//                                                              ^^^^^^^^^ reference soulindex . . . `kotlin/Inventory.kt`/StockItem#
//                                                                                  ^^ definition local 6
//                                                                                      ⌃ enclosing_range_end soulindex . . . `kotlin/InventoryTest.kt`/InventoryTest#companion#fixture().
      }
//    ⌃ enclosing_range_end soulindex . . . `kotlin/InventoryTest.kt`/InventoryTest#companion#
  }
//⌃ enclosing_range_end soulindex . . . `kotlin/InventoryTest.kt`/InventoryTest#
  
