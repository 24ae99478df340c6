  /*
   * Copyright (c) 2024 Example Corp. Licensed under the Apache License 2.0.
   */
  
  package com.example.inventory;
  
  import java.io.Serializable;
  import java.math.BigDecimal;
  import java.util.*;
  import java.util.concurrent.ConcurrentHashMap;
  import java.util.function.Function;
  import static java.util.Objects.requireNonNull;
  import static java.util.stream.Collectors.*;
  
  import com.example.inventory.spi.PriceSource;
  
  /**
   * An in-memory inventory of stock items.
   *
   * <p>Items are keyed by SKU. The inventory is safe for concurrent use.
   *
   * @param <T> the item type
   */
//⌄ enclosing_range_start soulindex . . . `com.example.inventory`/Inventory#
  @SuppressWarnings("unused")
  public class Inventory<T extends Inventory.Item> implements Iterable<T>, Serializable {
//             ^^^^^^^^^ definition soulindex . . . `com.example.inventory`/Inventory#
//             kind Class
//             documentation
//             > An in-memory inventory of stock items.
//             > 
//             > <p>Items are keyed by SKU. The inventory is safe for concurrent use.
//             > 
//             > @param <T> the item type
//                                 ^^^^^^^^^ reference soulindex . . . `com.example.inventory`/Inventory#
  
      /** Serialization version. */
//    ⌄ enclosing_range_start soulindex . . . `com.example.inventory`/Inventory#serialVersionUID.
      private static final long serialVersionUID = 1L;
//                              ^^^^^^^^^^^^^^^^ definition soulindex . . . `com.example.inventory`/Inventory#serialVersionUID.
//                              kind Field
//                              documentation
//                              > Serialization version.
//                                                   ⌃ enclosing_range_end soulindex . . . `com.example.inventory`/Inventory#serialVersionUID.
  
      /** Largest number of distinct items. */
//    ⌄ enclosing_range_start soulindex . . . `com.example.inventory`/Inventory#MAX_ITEMS.
      public static final int MAX_ITEMS = 10_000;
//                            ^^^^^^^^^ definition soulindex . . . `com.example.inventory`/Inventory#MAX_ITEMS.
//                            kind Constant
//                            documentation
//                            > Largest number of distinct items.
//                                              ⌃ enclosing_range_end soulindex . . . `com.example.inventory`/Inventory#MAX_ITEMS.
  
//                        ⌄ enclosing_range_start soulindex . . . `com.example.inventory`/Inventory#DEFAULT_WAREHOUSE.
//                                                    ⌄ enclosing_range_start soulindex . . . `com.example.inventory`/Inventory#FALLBACK_WAREHOUSE.
      static final String DEFAULT_WAREHOUSE = "main", FALLBACK_WAREHOUSE = "overflow";
//                        ^^^^^^^^^^^^^^^^^ definition soulindex . . . `com.example.inventory`/Inventory#DEFAULT_WAREHOUSE.
//                        kind Constant
//                                                    ^^^^^^^^^^^^^^^^^^ definition soulindex . . . `com.example.inventory`/Inventory#FALLBACK_WAREHOUSE.
//                                                    kind Constant
//                                                 ⌃ enclosing_range_end soulindex . . . `com.example.inventory`/Inventory#DEFAULT_WAREHOUSE.
//                                                                                  ⌃ enclosing_range_end soulindex . . . `com.example.inventory`/Inventory#FALLBACK_WAREHOUSE.
  
      /** Logger name; static final but not a constant by naming. */
//    ⌄ enclosing_range_start soulindex . . . `com.example.inventory`/Inventory#loggerName.
      private static final String loggerName = Inventory.class.getName();
//                                ^^^^^^^^^^ definition soulindex . . . `com.example.inventory`/Inventory#loggerName.
//                                kind Field
//                                documentation
//                                > Logger name; static final but not a constant by naming.
//                                             ^^^^^^^^^ reference soulindex . . . `com.example.inventory`/Inventory#
//                                                                      ⌃ enclosing_range_end soulindex . . . `com.example.inventory`/Inventory#loggerName.
  
//    ⌄ enclosing_range_start soulindex . . . `com.example.inventory`/Inventory#items.
      private final Map<String, T> items = new ConcurrentHashMap<>();
//                                 ^^^^^ definition soulindex . . . `com.example.inventory`/Inventory#items.
//                                 kind Field
//                                                                  ⌃ enclosing_range_end soulindex . . . `com.example.inventory`/Inventory#items.
  
//                ⌄ enclosing_range_start soulindex . . . `com.example.inventory`/Inventory#reads.
//                       ⌄ enclosing_range_start soulindex . . . `com.example.inventory`/Inventory#writes.
      private int reads, writes;
//                ^^^^^ definition soulindex . . . `com.example.inventory`/Inventory#reads.
//                kind Field
//                       ^^^^^^ definition soulindex . . . `com.example.inventory`/Inventory#writes.
//                       kind Field
//                    ⌃ enclosing_range_end soulindex . . . `com.example.inventory`/Inventory#reads.
//                            ⌃ enclosing_range_end soulindex . . . `com.example.inventory`/Inventory#writes.
  
//    ⌄ enclosing_range_start soulindex . . . `com.example.inventory`/Inventory#prices.
      protected transient PriceSource prices;
//                                    ^^^^^^ definition soulindex . . . `com.example.inventory`/Inventory#prices.
//                                    kind Field
//                                          ⌃ enclosing_range_end soulindex . . . `com.example.inventory`/Inventory#prices.
  
      static {
          System.setProperty("inventory.loaded", "true");
      }
  
      /**
       * Creates an empty inventory.
       */
//    ⌄ enclosing_range_start soulindex . . . `com.example.inventory`/Inventory#Inventory().
      public Inventory() {
//           ^^^^^^^^^ definition soulindex . . . `com.example.inventory`/Inventory#Inventory().
//           kind Constructor
//           documentation
//           > Creates an empty inventory.
          this(null);
      }
//    ⌃ enclosing_range_end soulindex . . . `com.example.inventory`/Inventory#Inventory().
  
      /**
       * Creates an inventory that prices items with {@code prices}.
       *
       * @param prices the price source, may be null
       */
//    ⌄ enclosing_range_start soulindex . . . `com.example.inventory`/Inventory#Inventory(+1).
      public Inventory(PriceSource prices) {
//           ^^^^^^^^^ definition soulindex . . . `com.example.inventory`/Inventory#Inventory(+1).
//           kind Constructor
//           documentation
//           > Creates an inventory that prices items with {@code prices}.
//           > 
//           > @param prices the price source, may be null
//                                 ^^^^^^ definition local 1
          this.prices = prices;
//             ^^^^^^ reference soulindex . . . `com.example.inventory`/Inventory#prices.
//                      ^^^^^^ reference local 1
      }
//    ⌃ enclosing_range_end soulindex . . . `com.example.inventory`/Inventory#Inventory(+1).
  
      /** A stock-keeping unit that can be stored. */
//    ⌄ enclosing_range_start soulindex . . . `com.example.inventory`/Inventory#Item#
      public interface Item {
//                     ^^^^ definition soulindex . . . `com.example.inventory`/Inventory#Item#
//                     kind Interface
//                     documentation
//                     > A stock-keeping unit that can be stored.
          /** Separator between SKU parts. */
//        ⌄ enclosing_range_start soulindex . . . `com.example.inventory`/Inventory#Item#SEPARATOR.
          String SEPARATOR = "-";
//               ^^^^^^^^^ definition soulindex . . . `com.example.inventory`/Inventory#Item#SEPARATOR.
//               kind Constant
//               documentation
//               > Separator between SKU parts.
//                              ⌃ enclosing_range_end soulindex . . . `com.example.inventory`/Inventory#Item#SEPARATOR.
  
//        ⌄ enclosing_range_start soulindex . . . `com.example.inventory`/Inventory#Item#version.
          int version = 2;
//            ^^^^^^^ definition soulindex . . . `com.example.inventory`/Inventory#Item#version.
//            kind Field
//                       ⌃ enclosing_range_end soulindex . . . `com.example.inventory`/Inventory#Item#version.
  
          /** Bounds of a valid quantity. */
//            ⌄ enclosing_range_start soulindex . . . `com.example.inventory`/Inventory#Item#MIN_QUANTITY.
//                              ⌄ enclosing_range_start soulindex . . . `com.example.inventory`/Inventory#Item#MAX_QUANTITY.
          int MIN_QUANTITY = 0, MAX_QUANTITY = 999_999;
//            ^^^^^^^^^^^^ definition soulindex . . . `com.example.inventory`/Inventory#Item#MIN_QUANTITY.
//            kind Constant
//                              ^^^^^^^^^^^^ definition soulindex . . . `com.example.inventory`/Inventory#Item#MAX_QUANTITY.
//                              kind Constant
//                           ⌃ enclosing_range_end soulindex . . . `com.example.inventory`/Inventory#Item#MIN_QUANTITY.
//                                                   ⌃ enclosing_range_end soulindex . . . `com.example.inventory`/Inventory#Item#MAX_QUANTITY.
  
          /** Returns the SKU of this item. */
//        ⌄ enclosing_range_start soulindex . . . `com.example.inventory`/Inventory#Item#sku().
          String sku();
//               ^^^ definition soulindex . . . `com.example.inventory`/Inventory#Item#sku().
//               kind Method
//               documentation
//               > Returns the SKU of this item.
//                    ⌃ enclosing_range_end soulindex . . . `com.example.inventory`/Inventory#Item#sku().
  
          /** Returns how many units are in stock. */
//        ⌄ enclosing_range_start soulindex . . . `com.example.inventory`/Inventory#Item#quantity().
          int quantity();
//            ^^^^^^^^ definition soulindex . . . `com.example.inventory`/Inventory#Item#quantity().
//            kind Method
//            documentation
//            > Returns how many units are in stock.
//                      ⌃ enclosing_range_end soulindex . . . `com.example.inventory`/Inventory#Item#quantity().
  
          /** Whether the item can be sold. */
//        ⌄ enclosing_range_start soulindex . . . `com.example.inventory`/Inventory#Item#inStock().
          default boolean inStock() {
//                        ^^^^^^^ definition soulindex . . . `com.example.inventory`/Inventory#Item#inStock().
//                        kind Method
//                        documentation
//                        > Whether the item can be sold.
              return quantity() > 0;
          }
//        ⌃ enclosing_range_end soulindex . . . `com.example.inventory`/Inventory#Item#inStock().
  
//        ⌄ enclosing_range_start soulindex . . . `com.example.inventory`/Inventory#Item#join().
          static String join(String... parts) {
//                      ^^^^ definition soulindex . . . `com.example.inventory`/Inventory#Item#join().
//                      kind Method
//                                     ^^^^^ definition local 3
              return String.join(SEPARATOR, parts);
//                                          ^^^^^ reference local 3
          }
//        ⌃ enclosing_range_end soulindex . . . `com.example.inventory`/Inventory#Item#join().
      }
//    ⌃ enclosing_range_end soulindex . . . `com.example.inventory`/Inventory#Item#
  
      /** Why an operation failed. */
//    ⌄ enclosing_range_start soulindex . . . `com.example.inventory`/Inventory#Failure#
      public enum Failure {
//                ^^^^^^^ definition soulindex . . . `com.example.inventory`/Inventory#Failure#
//                kind Enum
//                documentation
//                > Why an operation failed.
          /** The item does not exist. */
//        ⌄ enclosing_range_start soulindex . . . `com.example.inventory`/Inventory#Failure#NOT_FOUND.
          NOT_FOUND("no such item"),
//        ^^^^^^^^^ definition soulindex . . . `com.example.inventory`/Inventory#Failure#NOT_FOUND.
//        kind EnumMember
//        documentation
//        > The item does not exist.
//                                ⌃ enclosing_range_end soulindex . . . `com.example.inventory`/Inventory#Failure#NOT_FOUND.
          /** The inventory is full. */
//        ⌄ enclosing_range_start soulindex . . . `com.example.inventory`/Inventory#Failure#FULL.
          FULL("inventory full") {
//        ^^^^ definition soulindex . . . `com.example.inventory`/Inventory#Failure#FULL.
//        kind EnumMember
//        documentation
//        > The inventory is full.
//            ⌄ enclosing_range_start soulindex . . . `com.example.inventory`/Inventory#Failure#FULL.retryable().
              @Override
              public boolean retryable() {
//                           ^^^^^^^^^ definition soulindex . . . `com.example.inventory`/Inventory#Failure#FULL.retryable().
//                           kind Method
                  return true;
              }
//            ⌃ enclosing_range_end soulindex . . . `com.example.inventory`/Inventory#Failure#FULL.retryable().
          },
//        ⌃ enclosing_range_end soulindex . . . `com.example.inventory`/Inventory#Failure#FULL.
//        ⌄ enclosing_range_start soulindex . . . `com.example.inventory`/Inventory#Failure#CONFLICT.
          CONFLICT("concurrent update");
//        ^^^^^^^^ definition soulindex . . . `com.example.inventory`/Inventory#Failure#CONFLICT.
//        kind EnumMember
//                                    ⌃ enclosing_range_end soulindex . . . `com.example.inventory`/Inventory#Failure#CONFLICT.
  
//        ⌄ enclosing_range_start soulindex . . . `com.example.inventory`/Inventory#Failure#message.
          private final String message;
//                             ^^^^^^^ definition soulindex . . . `com.example.inventory`/Inventory#Failure#message.
//                             kind Field
//                                    ⌃ enclosing_range_end soulindex . . . `com.example.inventory`/Inventory#Failure#message.
  
//        ⌄ enclosing_range_start soulindex . . . `com.example.inventory`/Inventory#Failure#Failure().
          Failure(String message) {
//        ^^^^^^^ definition soulindex . . . `com.example.inventory`/Inventory#Failure#Failure().
//        kind Constructor
//                       ^^^^^^^ definition local 5
              this.message = message;
//                           ^^^^^^^ reference local 5
          }
//        ⌃ enclosing_range_end soulindex . . . `com.example.inventory`/Inventory#Failure#Failure().
  
          /** A human-readable message. */
//        ⌄ enclosing_range_start soulindex . . . `com.example.inventory`/Inventory#Failure#message().
          public String message() {
//                      ^^^^^^^ definition soulindex . . . `com.example.inventory`/Inventory#Failure#message().
//                      kind Method
//                      documentation
//                      > A human-readable message.
              return message;
          }
//        ⌃ enclosing_range_end soulindex . . . `com.example.inventory`/Inventory#Failure#message().
  
//        ⌄ enclosing_range_start soulindex . . . `com.example.inventory`/Inventory#Failure#retryable().
          public boolean retryable() {
//                       ^^^^^^^^^ definition soulindex . . . `com.example.inventory`/Inventory#Failure#retryable().
//                       kind Method
              return false;
          }
//        ⌃ enclosing_range_end soulindex . . . `com.example.inventory`/Inventory#Failure#retryable().
      }
//    ⌃ enclosing_range_end soulindex . . . `com.example.inventory`/Inventory#Failure#
  
      /** Thrown when an inventory operation fails. */
//    ⌄ enclosing_range_start soulindex . . . `com.example.inventory`/Inventory#InventoryException#
      public static class InventoryException extends RuntimeException {
//                        ^^^^^^^^^^^^^^^^^^ definition soulindex . . . `com.example.inventory`/Inventory#InventoryException#
//                        kind Class
//                        documentation
//                        > Thrown when an inventory operation fails.
//        ⌄ enclosing_range_start soulindex . . . `com.example.inventory`/Inventory#InventoryException#failure.
          private final Failure failure;
//                              ^^^^^^^ definition soulindex . . . `com.example.inventory`/Inventory#InventoryException#failure.
//                              kind Field
//                                     ⌃ enclosing_range_end soulindex . . . `com.example.inventory`/Inventory#InventoryException#failure.
  
//        ⌄ enclosing_range_start soulindex . . . `com.example.inventory`/Inventory#InventoryException#InventoryException().
          public InventoryException(Failure failure, String sku) {
//               ^^^^^^^^^^^^^^^^^^ definition soulindex . . . `com.example.inventory`/Inventory#InventoryException#InventoryException().
//               kind Constructor
//                                          ^^^^^^^ definition local 7
//                                                          ^^^ definition local 8
              super(failure.message() + ": " + sku);
//                  ^^^^^^^ reference local 7
//                                             ^^^ reference local 8
              this.failure = failure;
//                           ^^^^^^^ reference local 7
          }
//        ⌃ enclosing_range_end soulindex . . . `com.example.inventory`/Inventory#InventoryException#InventoryException().
  
//        ⌄ enclosing_range_start soulindex . . . `com.example.inventory`/Inventory#InventoryException#failure().
          public Failure failure() {
//                       ^^^^^^^ definition soulindex . . . `com.example.inventory`/Inventory#InventoryException#failure().
//                       kind Method
              return failure;
          }
//        ⌃ enclosing_range_end soulindex . . . `com.example.inventory`/Inventory#InventoryException#failure().
      }
//    ⌃ enclosing_range_end soulindex . . . `com.example.inventory`/Inventory#InventoryException#
  
      /**
       * A simple item.
       *
       * @param sku      the SKU
       * @param quantity units in stock
       * @param price    unit price
       */
//    ⌄ enclosing_range_start soulindex . . . `com.example.inventory`/Inventory#SimpleItem#
//                             ⌄ enclosing_range_start soulindex . . . `com.example.inventory`/Inventory#SimpleItem#sku.
//                                         ⌄ enclosing_range_start soulindex . . . `com.example.inventory`/Inventory#SimpleItem#quantity.
//                                                       ⌄ enclosing_range_start soulindex . . . `com.example.inventory`/Inventory#SimpleItem#price.
      public record SimpleItem(String sku, int quantity, BigDecimal price) implements Item {
//                  ^^^^^^^^^^ definition soulindex . . . `com.example.inventory`/Inventory#SimpleItem#
//                  kind Class
//                  documentation
//                  > A simple item.
//                  > 
//                  > @param sku      the SKU
//                  > @param quantity units in stock
//                  > @param price    unit price
//                  relationship soulindex . . . `com.example.inventory`/Inventory#Item# implementation
//                                    ^^^ definition soulindex . . . `com.example.inventory`/Inventory#SimpleItem#sku.
//                                    kind Field
//                                    relationship soulindex . . . `com.example.inventory`/Inventory#Item#sku(). implementation reference
//                                             ^^^^^^^^ definition soulindex . . . `com.example.inventory`/Inventory#SimpleItem#quantity.
//                                             kind Field
//                                             relationship soulindex . . . `com.example.inventory`/Inventory#Item#quantity(). implementation reference
//                                                                  ^^^^^ definition soulindex . . . `com.example.inventory`/Inventory#SimpleItem#price.
//                                                                  kind Field
//                                                                                    ^^^^ reference soulindex . . . `com.example.inventory`/Inventory#Item#
//                                      ⌃ enclosing_range_end soulindex . . . `com.example.inventory`/Inventory#SimpleItem#sku.
//                                                    ⌃ enclosing_range_end soulindex . . . `com.example.inventory`/Inventory#SimpleItem#quantity.
//                                                                      ⌃ enclosing_range_end soulindex . . . `com.example.inventory`/Inventory#SimpleItem#price.
          /** Validates the components. */
//        ⌄ enclosing_range_start soulindex . . . `com.example.inventory`/Inventory#SimpleItem#SimpleItem().
          public SimpleItem {
//               ^^^^^^^^^^ definition soulindex . . . `com.example.inventory`/Inventory#SimpleItem#SimpleItem().
//               kind Constructor
//               documentation
//               > Validates the components.
              requireNonNull(sku, "sku");
              if (quantity < 0) {
                  throw new IllegalArgumentException("negative quantity");
              }
          }
//        ⌃ enclosing_range_end soulindex . . . `com.example.inventory`/Inventory#SimpleItem#SimpleItem().
  
          /** Creates an item without a price. */
//        ⌄ enclosing_range_start soulindex . . . `com.example.inventory`/Inventory#SimpleItem#SimpleItem(+1).
          public SimpleItem(String sku, int quantity) {
//               ^^^^^^^^^^ definition soulindex . . . `com.example.inventory`/Inventory#SimpleItem#SimpleItem(+1).
//               kind Constructor
//               documentation
//               > Creates an item without a price.
//                                 ^^^ definition local 10
//                                          ^^^^^^^^ definition local 11
              this(sku, quantity, BigDecimal.ZERO);
//                 ^^^ reference local 10
//                      ^^^^^^^^ reference local 11
          }
//        ⌃ enclosing_range_end soulindex . . . `com.example.inventory`/Inventory#SimpleItem#SimpleItem(+1).
  
//        ⌄ enclosing_range_start soulindex . . . `com.example.inventory`/Inventory#SimpleItem#of().
          public static SimpleItem of(String sku) {
//                                 ^^ definition soulindex . . . `com.example.inventory`/Inventory#SimpleItem#of().
//                                 kind Method
//                                           ^^^ definition local 12
              return new SimpleItem(sku, 1);
//                                  ^^^ reference local 12
          }
//        ⌃ enclosing_range_end soulindex . . . `com.example.inventory`/Inventory#SimpleItem#of().
      }
//    ⌃ enclosing_range_end soulindex . . . `com.example.inventory`/Inventory#SimpleItem#
  
      /** Marks methods that modify the inventory. */
//    ⌄ enclosing_range_start soulindex . . . `com.example.inventory`/Inventory#Mutating#
      @Documented
      @Retention(RetentionPolicy.RUNTIME)
      public @interface Mutating {
//                      ^^^^^^^^ definition soulindex . . . `com.example.inventory`/Inventory#Mutating#
//                      kind Interface
//                      documentation
//                      > Marks methods that modify the inventory.
          /** Why the method mutates. */
//        ⌄ enclosing_range_start soulindex . . . `com.example.inventory`/Inventory#Mutating#reason().
          String reason() default "";
//               ^^^^^^ definition soulindex . . . `com.example.inventory`/Inventory#Mutating#reason().
//               kind Method
//               documentation
//               > Why the method mutates.
//                                  ⌃ enclosing_range_end soulindex . . . `com.example.inventory`/Inventory#Mutating#reason().
  
//        ⌄ enclosing_range_start soulindex . . . `com.example.inventory`/Inventory#Mutating#priority().
          int priority() default 0;
//            ^^^^^^^^ definition soulindex . . . `com.example.inventory`/Inventory#Mutating#priority().
//            kind Method
//                                ⌃ enclosing_range_end soulindex . . . `com.example.inventory`/Inventory#Mutating#priority().
  
//        ⌄ enclosing_range_start soulindex . . . `com.example.inventory`/Inventory#Mutating#LOW.
          int LOW = 0;
//            ^^^ definition soulindex . . . `com.example.inventory`/Inventory#Mutating#LOW.
//            kind Constant
//                   ⌃ enclosing_range_end soulindex . . . `com.example.inventory`/Inventory#Mutating#LOW.
      }
//    ⌃ enclosing_range_end soulindex . . . `com.example.inventory`/Inventory#Mutating#
  
      /** A view over the items of one warehouse. */
//    ⌄ enclosing_range_start soulindex . . . `com.example.inventory`/Inventory#WarehouseView#
      public class WarehouseView {
//                 ^^^^^^^^^^^^^ definition soulindex . . . `com.example.inventory`/Inventory#WarehouseView#
//                 kind Class
//                 documentation
//                 > A view over the items of one warehouse.
//        ⌄ enclosing_range_start soulindex . . . `com.example.inventory`/Inventory#WarehouseView#warehouse.
          private final String warehouse;
//                             ^^^^^^^^^ definition soulindex . . . `com.example.inventory`/Inventory#WarehouseView#warehouse.
//                             kind Field
//                                      ⌃ enclosing_range_end soulindex . . . `com.example.inventory`/Inventory#WarehouseView#warehouse.
  
//        ⌄ enclosing_range_start soulindex . . . `com.example.inventory`/Inventory#WarehouseView#WarehouseView().
          WarehouseView(String warehouse) {
//        ^^^^^^^^^^^^^ definition soulindex . . . `com.example.inventory`/Inventory#WarehouseView#WarehouseView().
//        kind Constructor
//                             ^^^^^^^^^ definition local 14
              this.warehouse = warehouse;
//                             ^^^^^^^^^ reference local 14
          }
//        ⌃ enclosing_range_end soulindex . . . `com.example.inventory`/Inventory#WarehouseView#WarehouseView().
  
          /** Number of items visible in this view. */
//        ⌄ enclosing_range_start soulindex . . . `com.example.inventory`/Inventory#WarehouseView#size().
          public int size() {
//                   ^^^^ definition soulindex . . . `com.example.inventory`/Inventory#WarehouseView#size().
//                   kind Method
//                   documentation
//                   > Number of items visible in this view.
              return items.size();
          }
//        ⌃ enclosing_range_end soulindex . . . `com.example.inventory`/Inventory#WarehouseView#size().
      }
//    ⌃ enclosing_range_end soulindex . . . `com.example.inventory`/Inventory#WarehouseView#
  
      /**
       * Adds or replaces an item.
       *
       * @param item the item to add
       * @return the previous item with the same SKU, or null
       * @throws InventoryException if the inventory is full
       */
//    ⌄ enclosing_range_start soulindex . . . `com.example.inventory`/Inventory#put().
      @Mutating(reason = "put")
//     ^^^^^^^^ reference soulindex . . . `com.example.inventory`/Inventory#Mutating#
      public synchronized T put(T item) throws InventoryException {
//                          ^^^ definition soulindex . . . `com.example.inventory`/Inventory#put().
//                          kind Method
//                          documentation
//                          > Adds or replaces an item.
//                          > 
//                          > @param item the item to add
//                          > @return the previous item with the same SKU, or null
//                          > @throws InventoryException if the inventory is full
//                                ^^^^ definition local 15
//                                             ^^^^^^^^^^^^^^^^^^ reference soulindex . . . `com.example.inventory`/Inventory#InventoryException#
          requireNonNull(item);
//                       ^^^^ reference local 15
          if (items.size() >= MAX_ITEMS && !items.containsKey(item.sku())) {
//            ^^^^^ reference soulindex . . . `com.example.inventory`/Inventory#items.
//                            ^^^^^^^^^ reference soulindex . . . `com.example.inventory`/Inventory#MAX_ITEMS.
//                                          ^^^^^ reference soulindex . . . `com.example.inventory`/Inventory#items.
//                                                            ^^^^ reference local 15
              throw new InventoryException(Failure.FULL, item.sku());
//                      ^^^^^^^^^^^^^^^^^^ reference soulindex . . . `com.example.inventory`/Inventory#InventoryException#
//                                         ^^^^^^^ reference soulindex . . . `com.example.inventory`/Inventory#Failure#
//                                                       ^^^^ reference local 15
          }
          writes++;
//        ^^^^^^ reference soulindex . . . `com.example.inventory`/Inventory#writes.
          return items.put(item.sku(), item);
//               ^^^^^ reference soulindex . . . `com.example.inventory`/Inventory#items.
//                         ^^^^ reference local 15
//                                     ^^^^ reference local 15
      }
//    ⌃ enclosing_range_end soulindex . . . `com.example.inventory`/Inventory#put().
  
      /** Looks up an item by SKU. */
//    ⌄ enclosing_range_start soulindex . . . `com.example.inventory`/Inventory#find().
      public Optional<T> find(String sku) {
//                       ^^^^ definition soulindex . . . `com.example.inventory`/Inventory#find().
//                       kind Method
//                       documentation
//                       > Looks up an item by SKU.
//                                   ^^^ definition local 16
          reads++;
//        ^^^^^ reference soulindex . . . `com.example.inventory`/Inventory#reads.
          return Optional.ofNullable(items.get(sku));
//                                   ^^^^^ reference soulindex . . . `com.example.inventory`/Inventory#items.
//                                             ^^^ reference local 16
      }
//    ⌃ enclosing_range_end soulindex . . . `com.example.inventory`/Inventory#find().
  
      /** Returns the item or fails. */
//    ⌄ enclosing_range_start soulindex . . . `com.example.inventory`/Inventory#require().
      public T require(String sku) {
//             ^^^^^^^ definition soulindex . . . `com.example.inventory`/Inventory#require().
//             kind Method
//             documentation
//             > Returns the item or fails.
//                            ^^^ definition local 17
          return find(sku).orElseThrow(() -> new InventoryException(Failure.NOT_FOUND, sku));
//               ^^^^ reference soulindex . . . `com.example.inventory`/Inventory#find().
//                    ^^^ reference local 17
//                                               ^^^^^^^^^^^^^^^^^^ reference soulindex . . . `com.example.inventory`/Inventory#InventoryException#
//                                                                  ^^^^^^^ reference soulindex . . . `com.example.inventory`/Inventory#Failure#
//                                                                                     ^^^ reference local 17
      }
//    ⌃ enclosing_range_end soulindex . . . `com.example.inventory`/Inventory#require().
  
      /**
       * Maps every item.
       *
       * @param fn  the mapping
       * @param <R> the result type
       * @return the mapped values, in SKU order
       */
//    ⌄ enclosing_range_start soulindex . . . `com.example.inventory`/Inventory#mapAll().
      public <R extends Comparable<? super R>> List<R> mapAll(Function<? super T, ? extends R> fn) {
//            ^ definition local 18
//                                         ^ reference local 18
//                                                  ^ reference local 18
//                                                     ^^^^^^ definition soulindex . . . `com.example.inventory`/Inventory#mapAll().
//                                                     kind Method
//                                                     documentation
//                                                     > Maps every item.
//                                                     > 
//                                                     > @param fn  the mapping
//                                                     > @param <R> the result type
//                                                     > @return the mapped values, in SKU order
//                                                                                          ^ reference local 18
//                                                                                             ^^ definition local 19
          List<R> out = new ArrayList<>();
//             ^ reference local 18
//                ^^^ definition local 20
          for (T item : new TreeMap<>(items).values()) {
//               ^^^^ definition local 21
//                                    ^^^^^ reference soulindex . . . `com.example.inventory`/Inventory#items.
              out.add(fn.apply(item));
//            ^^^ reference local 20
//                    ^^ reference local 19
//                             ^^^^ reference local 21
          }
          return out;
//               ^^^ reference local 20
      }
//    ⌃ enclosing_range_end soulindex . . . `com.example.inventory`/Inventory#mapAll().
  
      /** Groups SKUs by whether they are in stock. */
//    ⌄ enclosing_range_start soulindex . . . `com.example.inventory`/Inventory#partition().
      public Map<Boolean, List<String>> partition() {
//                                      ^^^^^^^^^ definition soulindex . . . `com.example.inventory`/Inventory#partition().
//                                      kind Method
//                                      documentation
//                                      > Groups SKUs by whether they are in stock.
//        ⌄ enclosing_range_start soulindex . . . `com.example.inventory`/Inventory#partition().Splitter#
          class Splitter {
//              ^^^^^^^^ definition soulindex . . . `com.example.inventory`/Inventory#partition().Splitter#
//              kind Class
//            ⌄ enclosing_range_start soulindex . . . `com.example.inventory`/Inventory#partition().Splitter#test().
              boolean test(T item) {
//                    ^^^^ definition soulindex . . . `com.example.inventory`/Inventory#partition().Splitter#test().
//                    kind Method
//                           ^^^^ definition local 23
                  return item.inStock();
//                       ^^^^ reference local 23
              }
//            ⌃ enclosing_range_end soulindex . . . `com.example.inventory`/Inventory#partition().Splitter#test().
          }
//        ⌃ enclosing_range_end soulindex . . . `com.example.inventory`/Inventory#partition().Splitter#
          Splitter splitter = new Splitter();
//                 ^^^^^^^^ definition local 24
          return items.values().stream()
//               ^^^^^ reference soulindex . . . `com.example.inventory`/Inventory#items.
                  .collect(partitioningBy(splitter::test, mapping(Item::sku, toList())));
//                                        ^^^^^^^^ reference local 24
//                                                                ^^^^ reference soulindex . . . `com.example.inventory`/Inventory#Item#
      }
//    ⌃ enclosing_range_end soulindex . . . `com.example.inventory`/Inventory#partition().
  
//    ⌄ enclosing_range_start soulindex . . . `com.example.inventory`/Inventory#iterator().
      @Override
      public Iterator<T> iterator() {
//                       ^^^^^^^^ definition soulindex . . . `com.example.inventory`/Inventory#iterator().
//                       kind Method
          Iterator<T> inner = items.values().iterator();
//                    ^^^^^ definition local 25
//                            ^^^^^ reference soulindex . . . `com.example.inventory`/Inventory#items.
//                                           ^^^^^^^^ reference soulindex . . . `com.example.inventory`/Inventory#iterator().
          return new Iterator<T>() {
              private int seen;
  
              @Override
              public boolean hasNext() {
                  return inner.hasNext();
//                       ^^^^^ reference local 25
              }
  
              @Override
              public T next() {
                  seen++;
                  return inner.next();
//                       ^^^^^ reference local 25
              }
          };
      }
//    ⌃ enclosing_range_end soulindex . . . `com.example.inventory`/Inventory#iterator().
  
      /** Total value of all priced items. */
//    ⌄ enclosing_range_start soulindex . . . `com.example.inventory`/Inventory#totalValue().
      public BigDecimal totalValue() {
//                      ^^^^^^^^^^ definition soulindex . . . `com.example.inventory`/Inventory#totalValue().
//                      kind Method
//                      documentation
//                      > Total value of all priced items.
          BigDecimal total = BigDecimal.ZERO;
//                   ^^^^^ definition local 27
          for (T item : items.values()) {
//               ^^^^ definition local 28
//                      ^^^^^ reference soulindex . . . `com.example.inventory`/Inventory#items.
              if (item instanceof SimpleItem simple && simple.price() != null) {
//                ^^^^ reference local 28
//                                ^^^^^^^^^^ reference soulindex . . . `com.example.inventory`/Inventory#SimpleItem#
//                                           ^^^^^^ definition local 29
//                                                     ^^^^^^ reference local 29
                  total = total.add(simple.price().multiply(BigDecimal.valueOf(simple.quantity())));
//                ^^^^^ reference local 27
//                        ^^^^^ reference local 27
//                                  ^^^^^^ reference local 29
//                                                                             ^^^^^^ reference local 29
              }
          }
          return total;
//               ^^^^^ reference local 27
      }
//    ⌃ enclosing_range_end soulindex . . . `com.example.inventory`/Inventory#totalValue().
  
//    ⌄ enclosing_range_start soulindex . . . `com.example.inventory`/Inventory#counters().
      int[] counters() {
//          ^^^^^^^^ definition soulindex . . . `com.example.inventory`/Inventory#counters().
//          kind Method
          return new int[] {reads, writes};
//                          ^^^^^ reference soulindex . . . `com.example.inventory`/Inventory#reads.
//                                 ^^^^^^ reference soulindex . . . `com.example.inventory`/Inventory#writes.
      }
//    ⌃ enclosing_range_end soulindex . . . `com.example.inventory`/Inventory#counters().
  }
//⌃ enclosing_range_end soulindex . . . `com.example.inventory`/Inventory#
  
  /** Package-private helper kept next to the inventory. */
//⌄ enclosing_range_start soulindex . . . `com.example.inventory`/InventoryStats#
  final class InventoryStats {
//            ^^^^^^^^^^^^^^ definition soulindex . . . `com.example.inventory`/InventoryStats#
//            kind Class
//            documentation
//            > Package-private helper kept next to the inventory.
//    ⌄ enclosing_range_start soulindex . . . `com.example.inventory`/InventoryStats#InventoryStats().
      private InventoryStats() {}
//            ^^^^^^^^^^^^^^ definition soulindex . . . `com.example.inventory`/InventoryStats#InventoryStats().
//            kind Constructor
//                              ⌃ enclosing_range_end soulindex . . . `com.example.inventory`/InventoryStats#InventoryStats().
  
//    ⌄ enclosing_range_start soulindex . . . `com.example.inventory`/InventoryStats#totalQuantity().
      static <T extends Inventory.Item> int totalQuantity(Collection<T> items) {
//            ^ definition local 31
//                      ^^^^^^^^^ reference soulindex . . . `com.example.inventory`/Inventory#
//                                          ^^^^^^^^^^^^^ definition soulindex . . . `com.example.inventory`/InventoryStats#totalQuantity().
//                                          kind Method
//                                                                   ^ reference local 31
//                                                                      ^^^^^ definition local 32
          int sum = 0;
//            ^^^ definition local 33
          for (T t : items) {
//             ^ reference local 31
//               ^ definition local 34
//                   ^^^^^ reference local 32
              sum += t.quantity();
//            ^^^ reference local 33
//                   ^ reference local 34
          }
          return sum;
//               ^^^ reference local 33
      }
//    ⌃ enclosing_range_end soulindex . . . `com.example.inventory`/InventoryStats#totalQuantity().
  }
//⌃ enclosing_range_end soulindex . . . `com.example.inventory`/InventoryStats#
  
