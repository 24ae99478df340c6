  @file:JvmName("InventoryKt")
  
//⌄ enclosing_range_start soulindex . . . `kotlin/Inventory.kt`/`com.example.inventory`/
  package com.example.inventory
//        ^^^^^^^^^^^^^^^^^^^^^ definition soulindex . . . `kotlin/Inventory.kt`/`com.example.inventory`/
//        kind Module
//                            ⌃ enclosing_range_end soulindex . . . `kotlin/Inventory.kt`/`com.example.inventory`/
  
  import java.math.BigDecimal
  import java.util.concurrent.ConcurrentHashMap
  import kotlin.collections.*
  import kotlin.math.max as maxOf2
  import com.example.inventory.pricing.PriceSource
  
  /** Largest number of distinct items an inventory accepts. */
//⌄ enclosing_range_start soulindex . . . `kotlin/Inventory.kt`/MAX_ITEMS.
  const val MAX_ITEMS = 10_000
//          ^^^^^^^^^ definition soulindex . . . `kotlin/Inventory.kt`/MAX_ITEMS.
//          kind Constant
//          documentation
//          > Largest number of distinct items an inventory accepts.
//                           ⌃ enclosing_range_end soulindex . . . `kotlin/Inventory.kt`/MAX_ITEMS.
  
  /** Warehouse used when none is given. */
//⌄ enclosing_range_start soulindex . . . `kotlin/Inventory.kt`/defaultWarehouse.
  val defaultWarehouse: String = "main"
//    ^^^^^^^^^^^^^^^^ definition soulindex . . . `kotlin/Inventory.kt`/defaultWarehouse.
//    kind Variable
//    documentation
//    > Warehouse used when none is given.
//                                    ⌃ enclosing_range_end soulindex . . . `kotlin/Inventory.kt`/defaultWarehouse.
  
  // Counts inventories created in this process.
//⌄ enclosing_range_start soulindex . . . `kotlin/Inventory.kt`/created.
  private var created = 0
//            ^^^^^^^ definition soulindex . . . `kotlin/Inventory.kt`/created.
//            kind Variable
//            documentation
//            > Counts inventories created in this process.
      get() = field
      set(value) {
          val checked = maxOf2(value, 0)
//            ^^^^^^^ definition local 0
          field = checked
//                ^^^^^^^ reference local 0
      }
//    ⌃ enclosing_range_end soulindex . . . `kotlin/Inventory.kt`/created.
  
  /** The pair of default and overflow warehouses. */
//⌄ enclosing_range_start soulindex . . . `kotlin/Inventory.kt`/primaryWarehouse.
//⌄ enclosing_range_start soulindex . . . `kotlin/Inventory.kt`/overflowWarehouse.
  val (primaryWarehouse, overflowWarehouse) = "main" to "overflow"
//     ^^^^^^^^^^^^^^^^ definition soulindex . . . `kotlin/Inventory.kt`/primaryWarehouse.
//     kind Variable
//     documentation
//     > The pair of default and overflow warehouses.
//                       ^^^^^^^^^^^^^^^^^ definition soulindex . . . `kotlin/Inventory.kt`/overflowWarehouse.
//                       kind Variable
//                       documentation
//                       > The pair of default and overflow warehouses.
//                                                               ⌃ enclosing_range_end soulindex . . . `kotlin/Inventory.kt`/primaryWarehouse.
//                                                               ⌃ enclosing_range_end soulindex . . . `kotlin/Inventory.kt`/overflowWarehouse.
  
  /** A function that prices one item. */
//⌄ enclosing_range_start soulindex . . . `kotlin/Inventory.kt`/Pricer#
  typealias Pricer<T> = (T) -> BigDecimal
//          ^^^^^^ definition soulindex . . . `kotlin/Inventory.kt`/Pricer#
//          kind TypeAlias
//          documentation
//          > A function that prices one item.
//                                      ⌃ enclosing_range_end soulindex . . . `kotlin/Inventory.kt`/Pricer#
  
  /**
   * Why an inventory operation failed.
   *
   * @property code a stable numeric code for logs
   */
//⌄ enclosing_range_start soulindex . . . `kotlin/Inventory.kt`/Failure#
//                   ⌄ enclosing_range_start soulindex . . . `kotlin/Inventory.kt`/Failure#code.
  enum class Failure(val code: Int) {
//           ^^^^^^^ definition soulindex . . . `kotlin/Inventory.kt`/Failure#
//           kind Enum
//           documentation
//           > Why an inventory operation failed.
//           > 
//           > @property code a stable numeric code for logs
//                       ^^^^ definition soulindex . . . `kotlin/Inventory.kt`/Failure#code.
//                       kind Field
//                               ⌃ enclosing_range_end soulindex . . . `kotlin/Inventory.kt`/Failure#code.
      /** The SKU is not known. */
//    ⌄ enclosing_range_start soulindex . . . `kotlin/Inventory.kt`/Failure#NOT_FOUND.
      NOT_FOUND(404),
//    ^^^^^^^^^ definition soulindex . . . `kotlin/Inventory.kt`/Failure#NOT_FOUND.
//    kind EnumMember
//    documentation
//    > The SKU is not known.
//                 ⌃ enclosing_range_end soulindex . . . `kotlin/Inventory.kt`/Failure#NOT_FOUND.
  
      /** Not enough units in stock. */
//    ⌄ enclosing_range_start soulindex . . . `kotlin/Inventory.kt`/Failure#INSUFFICIENT.
      INSUFFICIENT(409) {
//    ^^^^^^^^^^^^ definition soulindex . . . `kotlin/Inventory.kt`/Failure#INSUFFICIENT.
//    kind EnumMember
//    documentation
//    > Not enough units in stock.
//        ⌄ enclosing_range_start soulindex . . . `kotlin/Inventory.kt`/Failure#INSUFFICIENT.retryable().
          override fun retryable() = true
//                     ^^^^^^^^^ definition soulindex . . . `kotlin/Inventory.kt`/Failure#INSUFFICIENT.retryable().
//                     kind Method
//                                      ⌃ enclosing_range_end soulindex . . . `kotlin/Inventory.kt`/Failure#INSUFFICIENT.retryable().
      },
//    ⌃ enclosing_range_end soulindex . . . `kotlin/Inventory.kt`/Failure#INSUFFICIENT.
//    ⌄ enclosing_range_start soulindex . . . `kotlin/Inventory.kt`/Failure#LOCKED.
      LOCKED(423);
//    ^^^^^^ definition soulindex . . . `kotlin/Inventory.kt`/Failure#LOCKED.
//    kind EnumMember
//              ⌃ enclosing_range_end soulindex . . . `kotlin/Inventory.kt`/Failure#LOCKED.
  
      /** Whether the operation may succeed later. */
//    ⌄ enclosing_range_start soulindex . . . `kotlin/Inventory.kt`/Failure#retryable().
      open fun retryable(): Boolean = false
//             ^^^^^^^^^ definition soulindex . . . `kotlin/Inventory.kt`/Failure#retryable().
//             kind Method
//             documentation
//             > Whether the operation may succeed later.
//                                        ⌃ enclosing_range_end soulindex . . . `kotlin/Inventory.kt`/Failure#retryable().
  
//    ⌄ enclosing_range_start soulindex . . . `kotlin/Inventory.kt`/Failure#companion#
      companion object {
//    ^^^^^^^^^ definition soulindex . . . `kotlin/Inventory.kt`/Failure#companion#
//    kind Class
          /** Finds the failure with [code], if any. */
//        ⌄ enclosing_range_start soulindex . . . `kotlin/Inventory.kt`/Failure#companion#ofCode().
          fun ofCode(code: Int): Failure? = values().firstOrNull { it.code == code }
//            ^^^^^^ definition soulindex . . . `kotlin/Inventory.kt`/Failure#companion#ofCode().
//            kind Method
//            documentation
//            > Finds the failure with [code], if any.
//                   ^^^^ definition local 2
//                               ^^^^^^^ reference soulindex . . . `kotlin/Inventory.kt`/Failure#
//                                                                 ^^ definition local 3
//                                                                    ^^^^ reference soulindex . . . `kotlin/Inventory.kt`/Failure#code.
//                                                                            ^^^^ reference local 2
//                                                                                 ⌃ enclosing_range_end soulindex . . . `kotlin/Inventory.kt`/Failure#companion#ofCode().
      }
//    ⌃ enclosing_range_end soulindex . . . `kotlin/Inventory.kt`/Failure#companion#
  }
//⌃ enclosing_range_end soulindex . . . `kotlin/Inventory.kt`/Failure#
  
  /** Thrown when an inventory operation cannot be completed. */
//⌄ enclosing_range_start soulindex . . . `kotlin/Inventory.kt`/InventoryException#
  class InventoryException(
//      ^^^^^^^^^^^^^^^^^^ definition soulindex . . . `kotlin/Inventory.kt`/InventoryException#
//      kind Class
//      documentation
//      > Thrown when an inventory operation cannot be completed.
//    ⌄ enclosing_range_start soulindex . . . `kotlin/Inventory.kt`/InventoryException#reason.
      val reason: Failure,
//        ^^^^^^ definition soulindex . . . `kotlin/Inventory.kt`/InventoryException#reason.
//        kind Field
//                ^^^^^^^ reference soulindex . . . `kotlin/Inventory.kt`/Failure#
//                      ⌃ enclosing_range_end soulindex . . . `kotlin/Inventory.kt`/InventoryException#reason.
      sku: String,
  ) : RuntimeException("$reason: $sku")
//                                    ⌃ enclosing_range_end soulindex . . . `kotlin/Inventory.kt`/InventoryException#
  
  /**
   * A stock-keeping unit held in an inventory.
   *
   * @property sku unique identifier
   * @property quantity units in stock
   */
//⌄ enclosing_range_start soulindex . . . `kotlin/Inventory.kt`/StockItem#
  data class StockItem(
//           ^^^^^^^^^ definition soulindex . . . `kotlin/Inventory.kt`/StockItem#
//           kind Class
//           documentation
//           > A stock-keeping unit held in an inventory.
//           > 
//           > @property sku unique identifier
//           > @property quantity units in stock
//    ⌄ enclosing_range_start soulindex . . . `kotlin/Inventory.kt`/StockItem#sku.
      val sku: String,
//        ^^^ definition soulindex . . . `kotlin/Inventory.kt`/StockItem#sku.
//        kind Field
//                  ⌃ enclosing_range_end soulindex . . . `kotlin/Inventory.kt`/StockItem#sku.
//    ⌄ enclosing_range_start soulindex . . . `kotlin/Inventory.kt`/StockItem#quantity.
      var quantity: Int = 0,
//        ^^^^^^^^ definition soulindex . . . `kotlin/Inventory.kt`/StockItem#quantity.
//        kind Field
//                        ⌃ enclosing_range_end soulindex . . . `kotlin/Inventory.kt`/StockItem#quantity.
//    ⌄ enclosing_range_start soulindex . . . `kotlin/Inventory.kt`/StockItem#tags.
      private val tags: Set<String> = emptySet(),
//                ^^^^ definition soulindex . . . `kotlin/Inventory.kt`/StockItem#tags.
//                kind Field
//                                             ⌃ enclosing_range_end soulindex . . . `kotlin/Inventory.kt`/StockItem#tags.
  ) : Comparable<StockItem> {
//               ^^^^^^^^^ reference soulindex . . . `kotlin/Inventory.kt`/StockItem#
      /** Whether at least one unit can be sold. */
//    ⌄ enclosing_range_start soulindex . . . `kotlin/Inventory.kt`/StockItem#inStock.
      val inStock: Boolean
//        ^^^^^^^ definition soulindex . . . `kotlin/Inventory.kt`/StockItem#inStock.
//        kind Field
//        documentation
//        > Whether at least one unit can be sold.
          get() = quantity > 0
//                ^^^^^^^^ reference soulindex . . . `kotlin/Inventory.kt`/StockItem#quantity.
//                           ⌃ enclosing_range_end soulindex . . . `kotlin/Inventory.kt`/StockItem#inStock.
  
      /** Returns a copy with [delta] units added. */
//    ⌄ enclosing_range_start soulindex . . . `kotlin/Inventory.kt`/StockItem#adjust().
      fun adjust(delta: Int): StockItem = copy(quantity = quantity + delta)
//        ^^^^^^ definition soulindex . . . `kotlin/Inventory.kt`/StockItem#adjust().
//        kind Method
//        documentation
//        > Returns a copy with [delta] units added.
//               ^^^^^ definition local 5
//                            ^^^^^^^^^ reference soulindex . . . `kotlin/Inventory.kt`/StockItem#
//                                             ^^^^^^^^ reference soulindex . . . `kotlin/Inventory.kt`/StockItem#quantity.
//                                                        ^^^^^^^^ reference soulindex . . . `kotlin/Inventory.kt`/StockItem#quantity.
//                                                                   ^^^^^ reference local 5
//                                                                        ⌃ enclosing_range_end soulindex . . . `kotlin/Inventory.kt`/StockItem#adjust().
  
//    ⌄ enclosing_range_start soulindex . . . `kotlin/Inventory.kt`/StockItem#compareTo().
      override fun compareTo(other: StockItem): Int = sku.compareTo(other.sku)
//                 ^^^^^^^^^ definition soulindex . . . `kotlin/Inventory.kt`/StockItem#compareTo().
//                 kind Method
//                           ^^^^^ definition local 6
//                                  ^^^^^^^^^ reference soulindex . . . `kotlin/Inventory.kt`/StockItem#
//                                                    ^^^ reference soulindex . . . `kotlin/Inventory.kt`/StockItem#sku.
//                                                                  ^^^^^ reference local 6
//                                                                        ^^^ reference soulindex . . . `kotlin/Inventory.kt`/StockItem#sku.
//                                                                           ⌃ enclosing_range_end soulindex . . . `kotlin/Inventory.kt`/StockItem#compareTo().
  
//    ⌄ enclosing_range_start soulindex . . . `kotlin/Inventory.kt`/StockItem#hasTag().
      fun hasTag(tag: String) = tag in tags
//        ^^^^^^ definition soulindex . . . `kotlin/Inventory.kt`/StockItem#hasTag().
//        kind Method
//               ^^^ definition local 7
//                              ^^^ reference local 7
//                                     ^^^^ reference soulindex . . . `kotlin/Inventory.kt`/StockItem#tags.
//                                        ⌃ enclosing_range_end soulindex . . . `kotlin/Inventory.kt`/StockItem#hasTag().
  }
//⌃ enclosing_range_end soulindex . . . `kotlin/Inventory.kt`/StockItem#
  
  /** Something that can store items of type [T]. */
//⌄ enclosing_range_start soulindex . . . `kotlin/Inventory.kt`/Store#
  interface Store<T : StockItem> : Iterable<T> {
//          ^^^^^ definition soulindex . . . `kotlin/Inventory.kt`/Store#
//          kind Interface
//          documentation
//          > Something that can store items of type [T].
//                    ^^^^^^^^^ reference soulindex . . . `kotlin/Inventory.kt`/StockItem#
      /** Number of distinct items. */
//    ⌄ enclosing_range_start soulindex . . . `kotlin/Inventory.kt`/Store#size.
      val size: Int
//        ^^^^ definition soulindex . . . `kotlin/Inventory.kt`/Store#size.
//        kind Field
//        documentation
//        > Number of distinct items.
//                ⌃ enclosing_range_end soulindex . . . `kotlin/Inventory.kt`/Store#size.
  
      /** Finds an item by SKU. */
//    ⌄ enclosing_range_start soulindex . . . `kotlin/Inventory.kt`/Store#find().
      fun find(sku: String): T?
//        ^^^^ definition soulindex . . . `kotlin/Inventory.kt`/Store#find().
//        kind Method
//        documentation
//        > Finds an item by SKU.
//             ^^^ definition local 9
//                            ⌃ enclosing_range_end soulindex . . . `kotlin/Inventory.kt`/Store#find().
  
      /** Adds or replaces an item. */
//    ⌄ enclosing_range_start soulindex . . . `kotlin/Inventory.kt`/Store#put().
      fun put(item: T)
//        ^^^ definition soulindex . . . `kotlin/Inventory.kt`/Store#put().
//        kind Method
//        documentation
//        > Adds or replaces an item.
//            ^^^^ definition local 10
//                   ⌃ enclosing_range_end soulindex . . . `kotlin/Inventory.kt`/Store#put().
  
      /** Whether the store holds [sku]. */
//    ⌄ enclosing_range_start soulindex . . . `kotlin/Inventory.kt`/Store#contains().
      fun contains(sku: String): Boolean = find(sku) != null
//        ^^^^^^^^ definition soulindex . . . `kotlin/Inventory.kt`/Store#contains().
//        kind Method
//        documentation
//        > Whether the store holds [sku].
//                 ^^^ definition local 11
//                                         ^^^^ reference soulindex . . . `kotlin/Inventory.kt`/Store#find().
//                                              ^^^ reference local 11
//                                                         ⌃ enclosing_range_end soulindex . . . `kotlin/Inventory.kt`/Store#contains().
  }
//⌃ enclosing_range_end soulindex . . . `kotlin/Inventory.kt`/Store#
  
  /** Receives change notifications. */
//⌄ enclosing_range_start soulindex . . . `kotlin/Inventory.kt`/ChangeListener#
  fun interface ChangeListener {
//              ^^^^^^^^^^^^^^ definition soulindex . . . `kotlin/Inventory.kt`/ChangeListener#
//              kind Interface
//              documentation
//              > Receives change notifications.
//    ⌄ enclosing_range_start soulindex . . . `kotlin/Inventory.kt`/ChangeListener#changed().
      fun changed(sku: String, delta: Int)
//        ^^^^^^^ definition soulindex . . . `kotlin/Inventory.kt`/ChangeListener#changed().
//        kind Method
//                ^^^ definition local 13
//                             ^^^^^ definition local 14
//                                       ⌃ enclosing_range_end soulindex . . . `kotlin/Inventory.kt`/ChangeListener#changed().
  }
//⌃ enclosing_range_end soulindex . . . `kotlin/Inventory.kt`/ChangeListener#
  
  /** Marks APIs that may change without notice. */
//⌄ enclosing_range_start soulindex . . . `kotlin/Inventory.kt`/Experimental#
  @Target(AnnotationTarget.CLASS, AnnotationTarget.FUNCTION)
//                              ⌄ enclosing_range_start soulindex . . . `kotlin/Inventory.kt`/Experimental#since.
  annotation class Experimental(val since: String)
//                 ^^^^^^^^^^^^ definition soulindex . . . `kotlin/Inventory.kt`/Experimental#
//                 kind Class
//                 documentation
//                 > Marks APIs that may change without notice.
//                                  ^^^^^ definition soulindex . . . `kotlin/Inventory.kt`/Experimental#since.
//                                  kind Field
//                                              ⌃ enclosing_range_end soulindex . . . `kotlin/Inventory.kt`/Experimental#since.
//                                               ⌃ enclosing_range_end soulindex . . . `kotlin/Inventory.kt`/Experimental#
  
  /**
   * An in-memory inventory of stock items, keyed by SKU.
   *
   * @param T the item type
   */
//⌄ enclosing_range_start soulindex . . . `kotlin/Inventory.kt`/Inventory#
  open class Inventory<T : StockItem>(
//           ^^^^^^^^^ definition soulindex . . . `kotlin/Inventory.kt`/Inventory#
//           kind Class
//           documentation
//           > An in-memory inventory of stock items, keyed by SKU.
//           > 
//           > @param T the item type
//                         ^^^^^^^^^ reference soulindex . . . `kotlin/Inventory.kt`/StockItem#
//    ⌄ enclosing_range_start soulindex . . . `kotlin/Inventory.kt`/Inventory#prices.
      private val prices: PriceSource? = null,
//                ^^^^^^ definition soulindex . . . `kotlin/Inventory.kt`/Inventory#prices.
//                kind Field
//                                          ⌃ enclosing_range_end soulindex . . . `kotlin/Inventory.kt`/Inventory#prices.
  ) : Store<T> {
//    ^^^^^ reference soulindex . . . `kotlin/Inventory.kt`/Store#
//    ⌄ enclosing_range_start soulindex . . . `kotlin/Inventory.kt`/Inventory#items.
      private val items = ConcurrentHashMap<String, T>()
//                ^^^^^ definition soulindex . . . `kotlin/Inventory.kt`/Inventory#items.
//                kind Field
//                                                     ⌃ enclosing_range_end soulindex . . . `kotlin/Inventory.kt`/Inventory#items.
//    ⌄ enclosing_range_start soulindex . . . `kotlin/Inventory.kt`/Inventory#listeners.
      private val listeners = mutableListOf<ChangeListener>()
//                ^^^^^^^^^ definition soulindex . . . `kotlin/Inventory.kt`/Inventory#listeners.
//                kind Field
//                                          ^^^^^^^^^^^^^^ reference soulindex . . . `kotlin/Inventory.kt`/ChangeListener#
//                                                          ⌃ enclosing_range_end soulindex . . . `kotlin/Inventory.kt`/Inventory#listeners.
//    ⌄ enclosing_range_start soulindex . . . `kotlin/Inventory.kt`/Inventory#reads.
      private var reads = 0
//                ^^^^^ definition soulindex . . . `kotlin/Inventory.kt`/Inventory#reads.
//                kind Field
//                        ⌃ enclosing_range_end soulindex . . . `kotlin/Inventory.kt`/Inventory#reads.
//    ⌄ enclosing_range_start soulindex . . . `kotlin/Inventory.kt`/Inventory#writes.
      protected var writes = 0
//                  ^^^^^^ definition soulindex . . . `kotlin/Inventory.kt`/Inventory#writes.
//                  kind Field
//                           ⌃ enclosing_range_end soulindex . . . `kotlin/Inventory.kt`/Inventory#writes.
  
      /** Name of the warehouse this inventory belongs to. */
//    ⌄ enclosing_range_start soulindex . . . `kotlin/Inventory.kt`/Inventory#warehouse.
      var warehouse: String = defaultWarehouse
//        ^^^^^^^^^ definition soulindex . . . `kotlin/Inventory.kt`/Inventory#warehouse.
//        kind Field
//        documentation
//        > Name of the warehouse this inventory belongs to.
//                            ^^^^^^^^^^^^^^^^ reference soulindex . . . `kotlin/Inventory.kt`/defaultWarehouse.
          private set
//                  ⌃ enclosing_range_end soulindex . . . `kotlin/Inventory.kt`/Inventory#warehouse.
  
      /** Lazily computed audit label. */
//    ⌄ enclosing_range_start soulindex . . . `kotlin/Inventory.kt`/Inventory#label.
      val label: String by lazy {
//        ^^^^^ definition soulindex . . . `kotlin/Inventory.kt`/Inventory#label.
//        kind Field
//        documentation
//        > Lazily computed audit label.
          val prefix = "inv"
//            ^^^^^^ definition local 16
          "$prefix-$warehouse"
      }
//    ⌃ enclosing_range_end soulindex . . . `kotlin/Inventory.kt`/Inventory#label.
  
      init {
          val count = ++created
//            ^^^^^ definition local 17
//                      ^^^^^^^ reference soulindex . . . `kotlin/Inventory.kt`/created.
          check(count > 0)
//              ^^^^^ reference local 17
      }
  
      /** Creates an inventory for [warehouse] holding [initial]. */
//    ⌄ enclosing_range_start soulindex . . . `kotlin/Inventory.kt`/Inventory#constructor().
      constructor(warehouse: String, initial: Collection<T>) : this() {
//    ^^^^^^^^^^^ definition soulindex . . . `kotlin/Inventory.kt`/Inventory#constructor().
//    kind Constructor
//    documentation
//    > Creates an inventory for [warehouse] holding [initial].
//                ^^^^^^^^^ definition local 18
//                                   ^^^^^^^ definition local 19
          this.warehouse = warehouse
//             ^^^^^^^^^ reference soulindex . . . `kotlin/Inventory.kt`/Inventory#warehouse.
//                         ^^^^^^^^^ reference local 18
          initial.forEach { put(it) }
//        ^^^^^^^ reference local 19
//                          ^^^ reference soulindex . . . `kotlin/Inventory.kt`/Inventory#put().
//                              ^^ definition local 20
      }
//    ⌃ enclosing_range_end soulindex . . . `kotlin/Inventory.kt`/Inventory#constructor().
  
//    ⌄ enclosing_range_start soulindex . . . `kotlin/Inventory.kt`/Inventory#size.
      override val size: Int
//                 ^^^^ definition soulindex . . . `kotlin/Inventory.kt`/Inventory#size.
//                 kind Field
          get() = items.size
//                ^^^^^ reference soulindex . . . `kotlin/Inventory.kt`/Inventory#items.
//                         ⌃ enclosing_range_end soulindex . . . `kotlin/Inventory.kt`/Inventory#size.
  
//    ⌄ enclosing_range_start soulindex . . . `kotlin/Inventory.kt`/Inventory#find().
      override fun find(sku: String): T? {
//                 ^^^^ definition soulindex . . . `kotlin/Inventory.kt`/Inventory#find().
//                 kind Method
//                      ^^^ definition local 21
          reads++
//        ^^^^^ reference soulindex . . . `kotlin/Inventory.kt`/Inventory#reads.
          return items[sku]
//               ^^^^^ reference soulindex . . . `kotlin/Inventory.kt`/Inventory#items.
//                     ^^^ reference local 21
      }
//    ⌃ enclosing_range_end soulindex . . . `kotlin/Inventory.kt`/Inventory#find().
  
//    ⌄ enclosing_range_start soulindex . . . `kotlin/Inventory.kt`/Inventory#put().
      override fun put(item: T) {
//                 ^^^ definition soulindex . . . `kotlin/Inventory.kt`/Inventory#put().
//                 kind Method
//                     ^^^^ definition local 22
          val before = items.put(item.sku, item)?.quantity ?: 0
//            ^^^^^^ definition local 23
//                     ^^^^^ reference soulindex . . . `kotlin/Inventory.kt`/Inventory#items.
//                               ^^^^ reference local 22
//                                         ^^^^ reference local 22
//                                                ^^^^^^^^ reference soulindex . . . `kotlin/Inventory.kt`/StockItem#quantity.
          writes++
//        ^^^^^^ reference soulindex . . . `kotlin/Inventory.kt`/Inventory#writes.
          listeners.forEach { it.changed(item.sku, item.quantity - before) }
//        ^^^^^^^^^ reference soulindex . . . `kotlin/Inventory.kt`/Inventory#listeners.
//                            ^^ definition local 24
//                               ^^^^^^^ reference soulindex . . . `kotlin/Inventory.kt`/ChangeListener#changed().
//                                       ^^^^ reference local 22
//                                                 ^^^^ reference local 22
//                                                                 ^^^^^^ reference local 23
      }
//    ⌃ enclosing_range_end soulindex . . . `kotlin/Inventory.kt`/Inventory#put().
  
      /**
       * Removes [units] units of an item.
       *
       * @throws InventoryException when too few units are left
       */
//    ⌄ enclosing_range_start soulindex . . . `kotlin/Inventory.kt`/Inventory#take().
      @Throws(InventoryException::class)
//            ^^^^^^^^^^^^^^^^^^ reference soulindex . . . `kotlin/Inventory.kt`/InventoryException#
      fun take(sku: String, units: Int) {
//        ^^^^ definition soulindex . . . `kotlin/Inventory.kt`/Inventory#take().
//        kind Method
//        documentation
//        > Removes [units] units of an item.
//        > 
//        > @throws InventoryException when too few units are left
//             ^^^ definition local 25
//                          ^^^^^ definition local 26
          val item = find(sku) ?: throw InventoryException(Failure.NOT_FOUND, sku)
//            ^^^^ definition local 27
//                   ^^^^ reference soulindex . . . `kotlin/Inventory.kt`/Inventory#find().
//                        ^^^ reference local 25
//                                      ^^^^^^^^^^^^^^^^^^ reference soulindex . . . `kotlin/Inventory.kt`/InventoryException#
//                                                         ^^^^^^^ reference soulindex . . . `kotlin/Inventory.kt`/Failure#
//                                                                 ^^^^^^^^^ reference soulindex . . . `kotlin/Inventory.kt`/Failure#NOT_FOUND.
//                                                                            ^^^ reference local 25
          if (item.quantity < units) {
//            ^^^^ reference local 27
//                 ^^^^^^^^ reference soulindex . . . `kotlin/Inventory.kt`/StockItem#quantity.
//                            ^^^^^ reference local 26
              throw InventoryException(Failure.INSUFFICIENT, sku)
//                  ^^^^^^^^^^^^^^^^^^ reference soulindex . . . `kotlin/Inventory.kt`/InventoryException#
//                                     ^^^^^^^ reference soulindex . . . `kotlin/Inventory.kt`/Failure#
//                                             ^^^^^^^^^^^^ reference soulindex . . . `kotlin/Inventory.kt`/Failure#INSUFFICIENT.
//                                                           ^^^ reference local 25
          }
          @Suppress("UNCHECKED_CAST")
          put(item.adjust(-units) as T)
//        ^^^ reference soulindex . . . `kotlin/Inventory.kt`/Inventory#put().
//            ^^^^ reference local 27
//                 ^^^^^^ reference soulindex . . . `kotlin/Inventory.kt`/StockItem#adjust().
//                         ^^^^^ reference local 26
      }
//    ⌃ enclosing_range_end soulindex . . . `kotlin/Inventory.kt`/Inventory#take().
  
      /** Registers [listener]; returns a handle that unregisters it. */
//    ⌄ enclosing_range_start soulindex . . . `kotlin/Inventory.kt`/Inventory#listen().
      fun listen(listener: ChangeListener): AutoCloseable {
//        ^^^^^^ definition soulindex . . . `kotlin/Inventory.kt`/Inventory#listen().
//        kind Method
//        documentation
//        > Registers [listener]; returns a handle that unregisters it.
//               ^^^^^^^^ definition local 28
//                         ^^^^^^^^^^^^^^ reference soulindex . . . `kotlin/Inventory.kt`/ChangeListener#
          listeners += listener
//        ^^^^^^^^^ reference soulindex . . . `kotlin/Inventory.kt`/Inventory#listeners.
//                     ^^^^^^^^ reference local 28
          return object : AutoCloseable {
              override fun close() {
                  listeners -= listener
//                             ^^^^^^^^ reference local 28
              }
          }
      }
//    ⌃ enclosing_range_end soulindex . . . `kotlin/Inventory.kt`/Inventory#listen().
  
      /** Maps every item through [fn] and sorts the results. */
//    ⌄ enclosing_range_start soulindex . . . `kotlin/Inventory.kt`/Inventory#mapSorted().
      inline fun <reified R : Comparable<R>> mapSorted(crossinline fn: (T) -> R): List<R> =
//                        ^ definition local 30
//                                       ^ reference local 30
//                                           ^^^^^^^^^ definition soulindex . . . `kotlin/Inventory.kt`/Inventory#mapSorted().
//                                           kind Method
//                                           documentation
//                                           > Maps every item through [fn] and sorts the results.
//                                                                 ^^ definition local 31
//                                                                            ^ reference local 30
//                                                                                     ^ reference local 30
          items.values.map { fn(it) }.sorted()
//        ^^^^^ reference soulindex . . . `kotlin/Inventory.kt`/Inventory#items.
//                           ^^ reference local 31
//                              ^^ definition local 32
//                                           ⌃ enclosing_range_end soulindex . . . `kotlin/Inventory.kt`/Inventory#mapSorted().
  
      /** Total value of the stock, when a price source is set. */
//    ⌄ enclosing_range_start soulindex . . . `kotlin/Inventory.kt`/Inventory#totalValue().
      @Experimental(since = "1.2")
//     ^^^^^^^^^^^^ reference soulindex . . . `kotlin/Inventory.kt`/Experimental#
      fun totalValue(): BigDecimal? {
//        ^^^^^^^^^^ definition soulindex . . . `kotlin/Inventory.kt`/Inventory#totalValue().
//        kind Method
//        documentation
//        > Total value of the stock, when a price source is set.
          val source = prices ?: return null
//            ^^^^^^ definition local 33
//                     ^^^^^^ reference soulindex . . . `kotlin/Inventory.kt`/Inventory#prices.
          fun priceOf(item: T): BigDecimal = source.price(item.sku) * item.quantity.toBigDecimal()
//            ^^^^^^^ definition local 34
//                    ^^^^ definition local 35
//                                           ^^^^^^ reference local 33
//                                                        ^^^^ reference local 35
//                                                                    ^^^^ reference local 35
          return items.values.fold(BigDecimal.ZERO) { acc, item -> acc + priceOf(item) }
//               ^^^^^ reference soulindex . . . `kotlin/Inventory.kt`/Inventory#items.
//                                                    ^^^ definition local 36
//                                                         ^^^^ definition local 37
//                                                                 ^^^ reference local 36
//                                                                       ^^^^^^^ reference local 34
//                                                                               ^^^^ reference local 37
      }
//    ⌃ enclosing_range_end soulindex . . . `kotlin/Inventory.kt`/Inventory#totalValue().
  
//    ⌄ enclosing_range_start soulindex . . . `kotlin/Inventory.kt`/Inventory#iterator().
      override fun iterator(): Iterator<T> = items.values.iterator()
//                 ^^^^^^^^ definition soulindex . . . `kotlin/Inventory.kt`/Inventory#iterator().
//                 kind Method
//                                           ^^^^^ reference soulindex . . . `kotlin/Inventory.kt`/Inventory#items.
//                                                                 ⌃ enclosing_range_end soulindex . . . `kotlin/Inventory.kt`/Inventory#iterator().
  
      /** Read and write counters of an inventory. */
//    ⌄ enclosing_range_start soulindex . . . `kotlin/Inventory.kt`/Inventory#Stats#
//                     ⌄ enclosing_range_start soulindex . . . `kotlin/Inventory.kt`/Inventory#Stats#reads.
//                                     ⌄ enclosing_range_start soulindex . . . `kotlin/Inventory.kt`/Inventory#Stats#writes.
      data class Stats(val reads: Int, val writes: Int) {
//               ^^^^^ definition soulindex . . . `kotlin/Inventory.kt`/Inventory#Stats#
//               kind Class
//               documentation
//               > Read and write counters of an inventory.
//                         ^^^^^ definition soulindex . . . `kotlin/Inventory.kt`/Inventory#Stats#reads.
//                         kind Field
//                                         ^^^^^^ definition soulindex . . . `kotlin/Inventory.kt`/Inventory#Stats#writes.
//                                         kind Field
//                                  ⌃ enclosing_range_end soulindex . . . `kotlin/Inventory.kt`/Inventory#Stats#reads.
//                                                   ⌃ enclosing_range_end soulindex . . . `kotlin/Inventory.kt`/Inventory#Stats#writes.
          /** Reads per write, or zero. */
//        ⌄ enclosing_range_start soulindex . . . `kotlin/Inventory.kt`/Inventory#Stats#ratio.
          val ratio: Double
//            ^^^^^ definition soulindex . . . `kotlin/Inventory.kt`/Inventory#Stats#ratio.
//            kind Field
//            documentation
//            > Reads per write, or zero.
              get() = if (writes == 0) 0.0 else reads.toDouble() / writes
//                                                                      ⌃ enclosing_range_end soulindex . . . `kotlin/Inventory.kt`/Inventory#Stats#ratio.
      }
//    ⌃ enclosing_range_end soulindex . . . `kotlin/Inventory.kt`/Inventory#Stats#
  
      /** Returns the current counters. */
//    ⌄ enclosing_range_start soulindex . . . `kotlin/Inventory.kt`/Inventory#snapshot().
      fun snapshot() = Stats(reads, writes)
//        ^^^^^^^^ definition soulindex . . . `kotlin/Inventory.kt`/Inventory#snapshot().
//        kind Method
//        documentation
//        > Returns the current counters.
//                     ^^^^^ reference soulindex . . . `kotlin/Inventory.kt`/Inventory#Stats#
//                           ^^^^^ reference soulindex . . . `kotlin/Inventory.kt`/Inventory#reads.
//                                  ^^^^^^ reference soulindex . . . `kotlin/Inventory.kt`/Inventory#writes.
//                                        ⌃ enclosing_range_end soulindex . . . `kotlin/Inventory.kt`/Inventory#snapshot().
  
//    ⌄ enclosing_range_start soulindex . . . `kotlin/Inventory.kt`/Inventory#Cursor#
//                       ⌄ enclosing_range_start soulindex . . . `kotlin/Inventory.kt`/Inventory#Cursor#index.
      inner class Cursor(private var index: Int = 0) {
//                ^^^^^^ definition soulindex . . . `kotlin/Inventory.kt`/Inventory#Cursor#
//                kind Class
//                                   ^^^^^ definition soulindex . . . `kotlin/Inventory.kt`/Inventory#Cursor#index.
//                                   kind Field
//                                                ⌃ enclosing_range_end soulindex . . . `kotlin/Inventory.kt`/Inventory#Cursor#index.
//        ⌄ enclosing_range_start soulindex . . . `kotlin/Inventory.kt`/Inventory#Cursor#next().
          fun next(): T? = items.values.elementAtOrNull(index++)
//            ^^^^ definition soulindex . . . `kotlin/Inventory.kt`/Inventory#Cursor#next().
//            kind Method
//                                                             ⌃ enclosing_range_end soulindex . . . `kotlin/Inventory.kt`/Inventory#Cursor#next().
      }
//    ⌃ enclosing_range_end soulindex . . . `kotlin/Inventory.kt`/Inventory#Cursor#
  
//    ⌄ enclosing_range_start soulindex . . . `kotlin/Inventory.kt`/Inventory#Factory#
      companion object Factory {
//                     ^^^^^^^ definition soulindex . . . `kotlin/Inventory.kt`/Inventory#Factory#
//                     kind Class
          /** Default page size for listings. */
//        ⌄ enclosing_range_start soulindex . . . `kotlin/Inventory.kt`/Inventory#Factory#PAGE_SIZE.
          const val PAGE_SIZE = 50
//                  ^^^^^^^^^ definition soulindex . . . `kotlin/Inventory.kt`/Inventory#Factory#PAGE_SIZE.
//                  kind Constant
//                  documentation
//                  > Default page size for listings.
//                               ⌃ enclosing_range_end soulindex . . . `kotlin/Inventory.kt`/Inventory#Factory#PAGE_SIZE.
  
//        ⌄ enclosing_range_start soulindex . . . `kotlin/Inventory.kt`/Inventory#Factory#empty.
          private val empty = Inventory<StockItem>()
//                    ^^^^^ definition soulindex . . . `kotlin/Inventory.kt`/Inventory#Factory#empty.
//                    kind Field
//                            ^^^^^^^^^ reference soulindex . . . `kotlin/Inventory.kt`/Inventory#
//                                      ^^^^^^^^^ reference soulindex . . . `kotlin/Inventory.kt`/StockItem#
//                                                 ⌃ enclosing_range_end soulindex . . . `kotlin/Inventory.kt`/Inventory#Factory#empty.
  
          /** Creates an inventory from [items]. */
//        ⌄ enclosing_range_start soulindex . . . `kotlin/Inventory.kt`/Inventory#Factory#of().
          fun <T : StockItem> of(vararg items: T): Inventory<T> =
//             ^ definition local 40
//                 ^^^^^^^^^ reference soulindex . . . `kotlin/Inventory.kt`/StockItem#
//                            ^^ definition soulindex . . . `kotlin/Inventory.kt`/Inventory#Factory#of().
//                            kind Method
//                            documentation
//                            > Creates an inventory from [items].
//                                      ^^^^^ definition local 41
//                                             ^ reference local 40
//                                                 ^^^^^^^^^ reference soulindex . . . `kotlin/Inventory.kt`/Inventory#
//                                                           ^ reference local 40
              Inventory<T>().apply { items.forEach(::put) }
//            ^^^^^^^^^ reference soulindex . . . `kotlin/Inventory.kt`/Inventory#
//                      ^ reference local 40
//                                   ^^^^^ reference local 41
//                                                   ^^^ reference soulindex . . . `kotlin/Inventory.kt`/Inventory#put().
//                                                        ⌃ enclosing_range_end soulindex . . . `kotlin/Inventory.kt`/Inventory#Factory#of().
      }
//    ⌃ enclosing_range_end soulindex . . . `kotlin/Inventory.kt`/Inventory#Factory#
  }
//⌃ enclosing_range_end soulindex . . . `kotlin/Inventory.kt`/Inventory#
  
  /** Items of [this] store that are out of stock. */
//⌄ enclosing_range_start soulindex . . . `kotlin/Inventory.kt`/soldOut().
  fun <T : StockItem> Store<T>.soldOut(): List<T> = filter { !it.inStock }
//     ^ definition local 42
//         ^^^^^^^^^ reference soulindex . . . `kotlin/Inventory.kt`/StockItem#
//                    ^^^^^ reference soulindex . . . `kotlin/Inventory.kt`/Store#
//                          ^ reference local 42
//                             ^^^^^^^ definition soulindex . . . `kotlin/Inventory.kt`/soldOut().
//                             kind Function
//                             documentation
//                             > Items of [this] store that are out of stock.
//                                             ^ reference local 42
//                                                            ^^ definition local 43
//                                                               ^^^^^^^ reference soulindex . . . `kotlin/Inventory.kt`/StockItem#inStock.
//                                                                       ⌃ enclosing_range_end soulindex . . . `kotlin/Inventory.kt`/soldOut().
  
  /** Prices every item of the store. */
//⌄ enclosing_range_start soulindex . . . `kotlin/Inventory.kt`/priceAll().
  fun <T> Store<T>.priceAll(pricer: Pricer<T>): Map<String, BigDecimal>
//     ^ definition local 44
//        ^^^^^ reference soulindex . . . `kotlin/Inventory.kt`/Store#
//              ^ reference local 44
//                 ^^^^^^^^ definition soulindex . . . `kotlin/Inventory.kt`/priceAll().
//                 kind Function
//                 documentation
//                 > Prices every item of the store.
//                          ^^^^^^ definition local 45
//                                  ^^^^^^ reference soulindex . . . `kotlin/Inventory.kt`/Pricer#
//                                         ^ reference local 44
      where T : StockItem, T : Comparable<StockItem> {
//          ^ reference local 44
//              ^^^^^^^^^ reference soulindex . . . `kotlin/Inventory.kt`/StockItem#
//                         ^ reference local 44
//                                        ^^^^^^^^^ reference soulindex . . . `kotlin/Inventory.kt`/StockItem#
      val result = linkedMapOf<String, BigDecimal>()
//        ^^^^^^ definition local 46
      for (item in sorted()) {
//         ^^^^ definition local 47
          result[item.sku] = pricer(item)
//        ^^^^^^ reference local 46
//               ^^^^ reference local 47
//                           ^^^^^^ reference local 45
//                                  ^^^^ reference local 47
      }
      return result
//           ^^^^^^ reference local 46
  }
//⌃ enclosing_range_end soulindex . . . `kotlin/Inventory.kt`/priceAll().
  
  /** Process-wide registry of inventories. */
//⌄ enclosing_range_start soulindex . . . `kotlin/Inventory.kt`/Registry#
  object Registry : Iterable<Inventory<*>> {
//       ^^^^^^^^ definition soulindex . . . `kotlin/Inventory.kt`/Registry#
//       kind Class
//       documentation
//       > Process-wide registry of inventories.
//                           ^^^^^^^^^ reference soulindex . . . `kotlin/Inventory.kt`/Inventory#
//    ⌄ enclosing_range_start soulindex . . . `kotlin/Inventory.kt`/Registry#all.
      private val all = mutableListOf<Inventory<*>>()
//                ^^^ definition soulindex . . . `kotlin/Inventory.kt`/Registry#all.
//                kind Field
//                                    ^^^^^^^^^ reference soulindex . . . `kotlin/Inventory.kt`/Inventory#
//                                                  ⌃ enclosing_range_end soulindex . . . `kotlin/Inventory.kt`/Registry#all.
  
      /** Registers [inventory]. */
//    ⌄ enclosing_range_start soulindex . . . `kotlin/Inventory.kt`/Registry#register().
      fun register(inventory: Inventory<*>) {
//        ^^^^^^^^ definition soulindex . . . `kotlin/Inventory.kt`/Registry#register().
//        kind Method
//        documentation
//        > Registers [inventory].
//                 ^^^^^^^^^ definition local 49
//                            ^^^^^^^^^ reference soulindex . . . `kotlin/Inventory.kt`/Inventory#
          all += inventory
//        ^^^ reference soulindex . . . `kotlin/Inventory.kt`/Registry#all.
//               ^^^^^^^^^ reference local 49
      }
//    ⌃ enclosing_range_end soulindex . . . `kotlin/Inventory.kt`/Registry#register().
  
//    ⌄ enclosing_range_start soulindex . . . `kotlin/Inventory.kt`/Registry#iterator().
      override fun iterator() = all.iterator()
//                 ^^^^^^^^ definition soulindex . . . `kotlin/Inventory.kt`/Registry#iterator().
//                 kind Method
//                              ^^^ reference soulindex . . . `kotlin/Inventory.kt`/Registry#all.
//                                           ⌃ enclosing_range_end soulindex . . . `kotlin/Inventory.kt`/Registry#iterator().
  }
//⌃ enclosing_range_end soulindex . . . `kotlin/Inventory.kt`/Registry#
  
  /** The outcome of an inventory operation. */
//⌄ enclosing_range_start soulindex . . . `kotlin/Inventory.kt`/Outcome#
  sealed class Outcome<out T> {
//             ^^^^^^^ definition soulindex . . . `kotlin/Inventory.kt`/Outcome#
//             kind Class
//             documentation
//             > The outcome of an inventory operation.
//    ⌄ enclosing_range_start soulindex . . . `kotlin/Inventory.kt`/Outcome#Ok#
//                     ⌄ enclosing_range_start soulindex . . . `kotlin/Inventory.kt`/Outcome#Ok#value.
      data class Ok<T>(val value: T) : Outcome<T>()
//               ^^ definition soulindex . . . `kotlin/Inventory.kt`/Outcome#Ok#
//               kind Class
//                         ^^^^^ definition soulindex . . . `kotlin/Inventory.kt`/Outcome#Ok#value.
//                         kind Field
//                                     ^^^^^^^ reference soulindex . . . `kotlin/Inventory.kt`/Outcome#
//                                ⌃ enclosing_range_end soulindex . . . `kotlin/Inventory.kt`/Outcome#Ok#value.
//                                                ⌃ enclosing_range_end soulindex . . . `kotlin/Inventory.kt`/Outcome#Ok#
//    ⌄ enclosing_range_start soulindex . . . `kotlin/Inventory.kt`/Outcome#Err#
//                   ⌄ enclosing_range_start soulindex . . . `kotlin/Inventory.kt`/Outcome#Err#failure.
//                                         ⌄ enclosing_range_start soulindex . . . `kotlin/Inventory.kt`/Outcome#Err#message.
      data class Err(val failure: Failure, val message: String) : Outcome<Nothing>()
//               ^^^ definition soulindex . . . `kotlin/Inventory.kt`/Outcome#Err#
//               kind Class
//                       ^^^^^^^ definition soulindex . . . `kotlin/Inventory.kt`/Outcome#Err#failure.
//                       kind Field
//                                ^^^^^^^ reference soulindex . . . `kotlin/Inventory.kt`/Failure#
//                                             ^^^^^^^ definition soulindex . . . `kotlin/Inventory.kt`/Outcome#Err#message.
//                                             kind Field
//                                                                ^^^^^^^ reference soulindex . . . `kotlin/Inventory.kt`/Outcome#
//                                      ⌃ enclosing_range_end soulindex . . . `kotlin/Inventory.kt`/Outcome#Err#failure.
//                                                           ⌃ enclosing_range_end soulindex . . . `kotlin/Inventory.kt`/Outcome#Err#message.
//                                                                                 ⌃ enclosing_range_end soulindex . . . `kotlin/Inventory.kt`/Outcome#Err#
//    ⌄ enclosing_range_start soulindex . . . `kotlin/Inventory.kt`/Outcome#Skipped#
      object Skipped : Outcome<Nothing>()
//           ^^^^^^^ definition soulindex . . . `kotlin/Inventory.kt`/Outcome#Skipped#
//           kind Class
//                     ^^^^^^^ reference soulindex . . . `kotlin/Inventory.kt`/Outcome#
//                                      ⌃ enclosing_range_end soulindex . . . `kotlin/Inventory.kt`/Outcome#Skipped#
  }
//⌃ enclosing_range_end soulindex . . . `kotlin/Inventory.kt`/Outcome#
  
  /** A value class wrapping a SKU string. */
//⌄ enclosing_range_start soulindex . . . `kotlin/Inventory.kt`/Sku#
  @JvmInline
//                ⌄ enclosing_range_start soulindex . . . `kotlin/Inventory.kt`/Sku#raw.
  value class Sku(val raw: String) {
//            ^^^ definition soulindex . . . `kotlin/Inventory.kt`/Sku#
//            kind Class
//            documentation
//            > A value class wrapping a SKU string.
//                    ^^^ definition soulindex . . . `kotlin/Inventory.kt`/Sku#raw.
//                    kind Field
//                              ⌃ enclosing_range_end soulindex . . . `kotlin/Inventory.kt`/Sku#raw.
      init {
          require(raw.isNotBlank()) { "blank SKU" }
//                ^^^ reference soulindex . . . `kotlin/Inventory.kt`/Sku#raw.
      }
  }
//⌃ enclosing_range_end soulindex . . . `kotlin/Inventory.kt`/Sku#
  
  /** Abstract base of pricing strategies. */
//⌄ enclosing_range_start soulindex . . . `kotlin/Inventory.kt`/PricingStrategy#
  abstract class PricingStrategy {
//               ^^^^^^^^^^^^^^^ definition soulindex . . . `kotlin/Inventory.kt`/PricingStrategy#
//               kind Class
//               documentation
//               > Abstract base of pricing strategies.
      /** The price of one unit of [item]. */
//    ⌄ enclosing_range_start soulindex . . . `kotlin/Inventory.kt`/PricingStrategy#unitPrice().
      abstract fun unitPrice(item: StockItem): BigDecimal
//                 ^^^^^^^^^ definition soulindex . . . `kotlin/Inventory.kt`/PricingStrategy#unitPrice().
//                 kind Method
//                 documentation
//                 > The price of one unit of [item].
//                           ^^^^ definition local 53
//                                 ^^^^^^^^^ reference soulindex . . . `kotlin/Inventory.kt`/StockItem#
//                                                      ⌃ enclosing_range_end soulindex . . . `kotlin/Inventory.kt`/PricingStrategy#unitPrice().
  
//    ⌄ enclosing_range_start soulindex . . . `kotlin/Inventory.kt`/PricingStrategy#name.
      protected abstract val name: String
//                           ^^^^ definition soulindex . . . `kotlin/Inventory.kt`/PricingStrategy#name.
//                           kind Field
//                                      ⌃ enclosing_range_end soulindex . . . `kotlin/Inventory.kt`/PricingStrategy#name.
  }
//⌃ enclosing_range_end soulindex . . . `kotlin/Inventory.kt`/PricingStrategy#
  
  /** Events emitted by an inventory. */
//⌄ enclosing_range_start soulindex . . . `kotlin/Inventory.kt`/InventoryEvent#
  sealed interface InventoryEvent {
//                 ^^^^^^^^^^^^^^ definition soulindex . . . `kotlin/Inventory.kt`/InventoryEvent#
//                 kind Interface
//                 documentation
//                 > Events emitted by an inventory.
//    ⌄ enclosing_range_start soulindex . . . `kotlin/Inventory.kt`/InventoryEvent#sku.
      val sku: String
//        ^^^ definition soulindex . . . `kotlin/Inventory.kt`/InventoryEvent#sku.
//        kind Field
//                  ⌃ enclosing_range_end soulindex . . . `kotlin/Inventory.kt`/InventoryEvent#sku.
  
//    ⌄ enclosing_range_start soulindex . . . `kotlin/Inventory.kt`/InventoryEvent#Added#
//                     ⌄ enclosing_range_start soulindex . . . `kotlin/Inventory.kt`/InventoryEvent#Added#sku.
//                                               ⌄ enclosing_range_start soulindex . . . `kotlin/Inventory.kt`/InventoryEvent#Added#units.
      data class Added(override val sku: String, val units: Int) : InventoryEvent
//               ^^^^^ definition soulindex . . . `kotlin/Inventory.kt`/InventoryEvent#Added#
//               kind Class
//                                  ^^^ definition soulindex . . . `kotlin/Inventory.kt`/InventoryEvent#Added#sku.
//                                  kind Field
//                                                   ^^^^^ definition soulindex . . . `kotlin/Inventory.kt`/InventoryEvent#Added#units.
//                                                   kind Field
//                                                                 ^^^^^^^^^^^^^^ reference soulindex . . . `kotlin/Inventory.kt`/InventoryEvent#
//                                            ⌃ enclosing_range_end soulindex . . . `kotlin/Inventory.kt`/InventoryEvent#Added#sku.
//                                                            ⌃ enclosing_range_end soulindex . . . `kotlin/Inventory.kt`/InventoryEvent#Added#units.
//                                                                              ⌃ enclosing_range_end soulindex . . . `kotlin/Inventory.kt`/InventoryEvent#Added#
//    ⌄ enclosing_range_start soulindex . . . `kotlin/Inventory.kt`/InventoryEvent#Removed#
//                       ⌄ enclosing_range_start soulindex . . . `kotlin/Inventory.kt`/InventoryEvent#Removed#sku.
      data class Removed(override val sku: String) : InventoryEvent
//               ^^^^^^^ definition soulindex . . . `kotlin/Inventory.kt`/InventoryEvent#Removed#
//               kind Class
//                                    ^^^ definition soulindex . . . `kotlin/Inventory.kt`/InventoryEvent#Removed#sku.
//                                    kind Field
//                                                   ^^^^^^^^^^^^^^ reference soulindex . . . `kotlin/Inventory.kt`/InventoryEvent#
//                                              ⌃ enclosing_range_end soulindex . . . `kotlin/Inventory.kt`/InventoryEvent#Removed#sku.
//                                                                ⌃ enclosing_range_end soulindex . . . `kotlin/Inventory.kt`/InventoryEvent#Removed#
  }
//⌃ enclosing_range_end soulindex . . . `kotlin/Inventory.kt`/InventoryEvent#
  
  /** The SKU prefix before the first dash. */
//⌄ enclosing_range_start soulindex . . . `kotlin/Inventory.kt`/prefix.
  val StockItem.prefix: String
//    ^^^^^^^^^ reference soulindex . . . `kotlin/Inventory.kt`/StockItem#
//              ^^^^^^ definition soulindex . . . `kotlin/Inventory.kt`/prefix.
//              kind Variable
//              documentation
//              > The SKU prefix before the first dash.
      get() = sku.substringBefore('-')
//                                   ⌃ enclosing_range_end soulindex . . . `kotlin/Inventory.kt`/prefix.
  
//⌄ enclosing_range_start soulindex . . . `kotlin/Inventory.kt`/maxKey().
  private fun <K, V : Comparable<V>> Map<K, V>.maxKey(): K? where K : Any =
//             ^ definition local 55
//                ^ definition local 56
//                               ^ reference local 56
//                                       ^ reference local 55
//                                          ^ reference local 56
//                                             ^^^^^^ definition soulindex . . . `kotlin/Inventory.kt`/maxKey().
//                                             kind Function
//                                                       ^ reference local 55
//                                                                ^ reference local 55
      entries.maxByOrNull { it.value }?.key
//                          ^^ definition local 57
//                             ^^^^^ reference soulindex . . . `kotlin/Inventory.kt`/Outcome#Ok#value.
//                                        ⌃ enclosing_range_end soulindex . . . `kotlin/Inventory.kt`/maxKey().
  
