  /*
   * Copyright (c) 2024 Example Corp. Licensed under the Apache License 2.0.
   */
  
//⌄ enclosing_range_start soulindex . . . java/
  package com.example.inventory;
//        ^^^^^^^^^^^^^^^^^^^^^ definition soulindex . . . java/
//        kind Module
//                             ⌃ enclosing_range_end soulindex . . . java/
  
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
//⌄ enclosing_range_start soulindex . . . java/Inventory#
  @SuppressWarnings("unused")
  public class Inventory<T extends Inventory.Item> implements Iterable<T>, Serializable {
//             ^^^^^^^^^ definition soulindex . . . java/Inventory#
//             kind Class
//             documentation
//             > An in-memory inventory of stock items.
//             > 
//             > <p>Items are keyed by SKU. The inventory is safe for concurrent use.
//             > 
//             > @param <T> the item type
  
      /** Serialization version. */
//    ⌄ enclosing_range_start soulindex . . . java/Inventory#serialVersionUID.
      private static final long serialVersionUID = 1L;
//                              ^^^^^^^^^^^^^^^^ definition soulindex . . . java/Inventory#serialVersionUID.
//                              kind Field
//                              documentation
//                              > Serialization version.
//                                                   ⌃ enclosing_range_end soulindex . . . java/Inventory#serialVersionUID.
  
      /** Largest number of distinct items. */
//    ⌄ enclosing_range_start soulindex . . . java/Inventory#MAX_ITEMS.
      public static final int MAX_ITEMS = 10_000;
//                            ^^^^^^^^^ definition soulindex . . . java/Inventory#MAX_ITEMS.
//                            kind Constant
//                            documentation
//                            > Largest number of distinct items.
//                                              ⌃ enclosing_range_end soulindex . . . java/Inventory#MAX_ITEMS.
  
//                        ⌄ enclosing_range_start soulindex . . . java/Inventory#DEFAULT_WAREHOUSE.
//                                                    ⌄ enclosing_range_start soulindex . . . java/Inventory#FALLBACK_WAREHOUSE.
      static final String DEFAULT_WAREHOUSE = "main", FALLBACK_WAREHOUSE = "overflow";
//                        ^^^^^^^^^^^^^^^^^ definition soulindex . . . java/Inventory#DEFAULT_WAREHOUSE.
//                        kind Constant
//                                                    ^^^^^^^^^^^^^^^^^^ definition soulindex . . . java/Inventory#FALLBACK_WAREHOUSE.
//                                                    kind Constant
//                                                 ⌃ enclosing_range_end soulindex . . . java/Inventory#DEFAULT_WAREHOUSE.
//                                                                                  ⌃ enclosing_range_end soulindex . . . java/Inventory#FALLBACK_WAREHOUSE.
  
      /** Logger name; static final but not a constant by naming. */
//    ⌄ enclosing_range_start soulindex . . . java/Inventory#loggerName.
      private static final String loggerName = Inventory.class.getName();
//                                ^^^^^^^^^^ definition soulindex . . . java/Inventory#loggerName.
//                                kind Field
//                                documentation
//                                > Logger name; static final but not a constant by naming.
//                                                                      ⌃ enclosing_range_end soulindex . . . java/Inventory#loggerName.
  
//    ⌄ enclosing_range_start soulindex . . . java/Inventory#items.
      private final Map<String, T> items = new ConcurrentHashMap<>();
//                                 ^^^^^ definition soulindex . . . java/Inventory#items.
//                                 kind Field
//                                                                  ⌃ enclosing_range_end soulindex . . . java/Inventory#items.
  
//                ⌄ enclosing_range_start soulindex . . . java/Inventory#reads.
//                       ⌄ enclosing_range_start soulindex . . . java/Inventory#writes.
      private int reads, writes;
//                ^^^^^ definition soulindex . . . java/Inventory#reads.
//                kind Field
//                       ^^^^^^ definition soulindex . . . java/Inventory#writes.
//                       kind Field
//                    ⌃ enclosing_range_end soulindex . . . java/Inventory#reads.
//                            ⌃ enclosing_range_end soulindex . . . java/Inventory#writes.
  
//    ⌄ enclosing_range_start soulindex . . . java/Inventory#prices.
      protected transient PriceSource prices;
//                                    ^^^^^^ definition soulindex . . . java/Inventory#prices.
//                                    kind Field
//                                          ⌃ enclosing_range_end soulindex . . . java/Inventory#prices.
  
      static {
          System.setProperty("inventory.loaded", "true");
      }
  
      /**
       * Creates an empty inventory.
       */
//    ⌄ enclosing_range_start soulindex . . . java/Inventory#Inventory().
      public Inventory() {
//           ^^^^^^^^^ definition soulindex . . . java/Inventory#Inventory().
//           kind Constructor
//           documentation
//           > Creates an empty inventory.
          this(null);
      }
//    ⌃ enclosing_range_end soulindex . . . java/Inventory#Inventory().
  
      /**
       * Creates an inventory that prices items with {@code prices}.
       *
       * @param prices the price source, may be null
       */
//    ⌄ enclosing_range_start soulindex . . . java/Inventory#Inventory(+1).
      public Inventory(PriceSource prices) {
//           ^^^^^^^^^ definition soulindex . . . java/Inventory#Inventory(+1).
//           kind Constructor
//           documentation
//           > Creates an inventory that prices items with {@code prices}.
//           > 
//           > @param prices the price source, may be null
          this.prices = prices;
      }
//    ⌃ enclosing_range_end soulindex . . . java/Inventory#Inventory(+1).
  
      /** A stock-keeping unit that can be stored. */
//    ⌄ enclosing_range_start soulindex . . . java/Inventory#Item#
      public interface Item {
//                     ^^^^ definition soulindex . . . java/Inventory#Item#
//                     kind Interface
//                     documentation
//                     > A stock-keeping unit that can be stored.
          /** Separator between SKU parts. */
//        ⌄ enclosing_range_start soulindex . . . java/Inventory#Item#SEPARATOR.
          String SEPARATOR = "-";
//               ^^^^^^^^^ definition soulindex . . . java/Inventory#Item#SEPARATOR.
//               kind Constant
//               documentation
//               > Separator between SKU parts.
//                              ⌃ enclosing_range_end soulindex . . . java/Inventory#Item#SEPARATOR.
  
//        ⌄ enclosing_range_start soulindex . . . java/Inventory#Item#version.
          int version = 2;
//            ^^^^^^^ definition soulindex . . . java/Inventory#Item#version.
//            kind Field
//                       ⌃ enclosing_range_end soulindex . . . java/Inventory#Item#version.
  
          /** Bounds of a valid quantity. */
//            ⌄ enclosing_range_start soulindex . . . java/Inventory#Item#MIN_QUANTITY.
//                              ⌄ enclosing_range_start soulindex . . . java/Inventory#Item#MAX_QUANTITY.
          int MIN_QUANTITY = 0, MAX_QUANTITY = 999_999;
//            ^^^^^^^^^^^^ definition soulindex . . . java/Inventory#Item#MIN_QUANTITY.
//            kind Constant
//                              ^^^^^^^^^^^^ definition soulindex . . . java/Inventory#Item#MAX_QUANTITY.
//                              kind Constant
//                           ⌃ enclosing_range_end soulindex . . . java/Inventory#Item#MIN_QUANTITY.
//                                                   ⌃ enclosing_range_end soulindex . . . java/Inventory#Item#MAX_QUANTITY.
  
          /** Returns the SKU of this item. */
//        ⌄ enclosing_range_start soulindex . . . java/Inventory#Item#sku().
          String sku();
//               ^^^ definition soulindex . . . java/Inventory#Item#sku().
//               kind Method
//               documentation
//               > Returns the SKU of this item.
//                    ⌃ enclosing_range_end soulindex . . . java/Inventory#Item#sku().
  
          /** Returns how many units are in stock. */
//        ⌄ enclosing_range_start soulindex . . . java/Inventory#Item#quantity().
          int quantity();
//            ^^^^^^^^ definition soulindex . . . java/Inventory#Item#quantity().
//            kind Method
//            documentation
//            > Returns how many units are in stock.
//                      ⌃ enclosing_range_end soulindex . . . java/Inventory#Item#quantity().
  
          /** Whether the item can be sold. */
//        ⌄ enclosing_range_start soulindex . . . java/Inventory#Item#inStock().
          default boolean inStock() {
//                        ^^^^^^^ definition soulindex . . . java/Inventory#Item#inStock().
//                        kind Method
//                        documentation
//                        > Whether the item can be sold.
              return quantity() > 0;
          }
//        ⌃ enclosing_range_end soulindex . . . java/Inventory#Item#inStock().
  
//        ⌄ enclosing_range_start soulindex . . . java/Inventory#Item#join().
          static String join(String... parts) {
//                      ^^^^ definition soulindex . . . java/Inventory#Item#join().
//                      kind Method
              return String.join(SEPARATOR, parts);
          }
//        ⌃ enclosing_range_end soulindex . . . java/Inventory#Item#join().
      }
//    ⌃ enclosing_range_end soulindex . . . java/Inventory#Item#
  
      /** Why an operation failed. */
//    ⌄ enclosing_range_start soulindex . . . java/Inventory#Failure#
      public enum Failure {
//                ^^^^^^^ definition soulindex . . . java/Inventory#Failure#
//                kind Enum
//                documentation
//                > Why an operation failed.
          /** The item does not exist. */
//        ⌄ enclosing_range_start soulindex . . . java/Inventory#Failure#NOT_FOUND.
          NOT_FOUND("no such item"),
//        ^^^^^^^^^ definition soulindex . . . java/Inventory#Failure#NOT_FOUND.
//        kind EnumMember
//        documentation
//        > The item does not exist.
//                                ⌃ enclosing_range_end soulindex . . . java/Inventory#Failure#NOT_FOUND.
          /** The inventory is full. */
//        ⌄ enclosing_range_start soulindex . . . java/Inventory#Failure#FULL.
          FULL("inventory full") {
//        ^^^^ definition soulindex . . . java/Inventory#Failure#FULL.
//        kind EnumMember
//        documentation
//        > The inventory is full.
//            ⌄ enclosing_range_start soulindex . . . java/Inventory#Failure#FULL.retryable().
              @Override
              public boolean retryable() {
//                           ^^^^^^^^^ definition soulindex . . . java/Inventory#Failure#FULL.retryable().
//                           kind Method
                  return true;
              }
//            ⌃ enclosing_range_end soulindex . . . java/Inventory#Failure#FULL.retryable().
          },
//        ⌃ enclosing_range_end soulindex . . . java/Inventory#Failure#FULL.
//        ⌄ enclosing_range_start soulindex . . . java/Inventory#Failure#CONFLICT.
          CONFLICT("concurrent update");
//        ^^^^^^^^ definition soulindex . . . java/Inventory#Failure#CONFLICT.
//        kind EnumMember
//                                    ⌃ enclosing_range_end soulindex . . . java/Inventory#Failure#CONFLICT.
  
//        ⌄ enclosing_range_start soulindex . . . java/Inventory#Failure#message.
          private final String message;
//                             ^^^^^^^ definition soulindex . . . java/Inventory#Failure#message.
//                             kind Field
//                                    ⌃ enclosing_range_end soulindex . . . java/Inventory#Failure#message.
  
//        ⌄ enclosing_range_start soulindex . . . java/Inventory#Failure#Failure().
          Failure(String message) {
//        ^^^^^^^ definition soulindex . . . java/Inventory#Failure#Failure().
//        kind Constructor
              this.message = message;
          }
//        ⌃ enclosing_range_end soulindex . . . java/Inventory#Failure#Failure().
  
          /** A human-readable message. */
//        ⌄ enclosing_range_start soulindex . . . java/Inventory#Failure#message().
          public String message() {
//                      ^^^^^^^ definition soulindex . . . java/Inventory#Failure#message().
//                      kind Method
//                      documentation
//                      > A human-readable message.
              return message;
          }
//        ⌃ enclosing_range_end soulindex . . . java/Inventory#Failure#message().
  
//        ⌄ enclosing_range_start soulindex . . . java/Inventory#Failure#retryable().
          public boolean retryable() {
//                       ^^^^^^^^^ definition soulindex . . . java/Inventory#Failure#retryable().
//                       kind Method
              return false;
          }
//        ⌃ enclosing_range_end soulindex . . . java/Inventory#Failure#retryable().
      }
//    ⌃ enclosing_range_end soulindex . . . java/Inventory#Failure#
  
      /** Thrown when an inventory operation fails. */
//    ⌄ enclosing_range_start soulindex . . . java/Inventory#InventoryException#
      public static class InventoryException extends RuntimeException {
//                        ^^^^^^^^^^^^^^^^^^ definition soulindex . . . java/Inventory#InventoryException#
//                        kind Class
//                        documentation
//                        > Thrown when an inventory operation fails.
//        ⌄ enclosing_range_start soulindex . . . java/Inventory#InventoryException#failure.
          private final Failure failure;
//                              ^^^^^^^ definition soulindex . . . java/Inventory#InventoryException#failure.
//                              kind Field
//                                     ⌃ enclosing_range_end soulindex . . . java/Inventory#InventoryException#failure.
  
//        ⌄ enclosing_range_start soulindex . . . java/Inventory#InventoryException#InventoryException().
          public InventoryException(Failure failure, String sku) {
//               ^^^^^^^^^^^^^^^^^^ definition soulindex . . . java/Inventory#InventoryException#InventoryException().
//               kind Constructor
              super(failure.message() + ": " + sku);
              this.failure = failure;
          }
//        ⌃ enclosing_range_end soulindex . . . java/Inventory#InventoryException#InventoryException().
  
//        ⌄ enclosing_range_start soulindex . . . java/Inventory#InventoryException#failure().
          public Failure failure() {
//                       ^^^^^^^ definition soulindex . . . java/Inventory#InventoryException#failure().
//                       kind Method
              return failure;
          }
//        ⌃ enclosing_range_end soulindex . . . java/Inventory#InventoryException#failure().
      }
//    ⌃ enclosing_range_end soulindex . . . java/Inventory#InventoryException#
  
      /**
       * A simple item.
       *
       * @param sku      the SKU
       * @param quantity units in stock
       * @param price    unit price
       */
//    ⌄ enclosing_range_start soulindex . . . java/Inventory#SimpleItem#
//                             ⌄ enclosing_range_start soulindex . . . java/Inventory#SimpleItem#sku.
//                                         ⌄ enclosing_range_start soulindex . . . java/Inventory#SimpleItem#quantity.
//                                                       ⌄ enclosing_range_start soulindex . . . java/Inventory#SimpleItem#price.
      public record SimpleItem(String sku, int quantity, BigDecimal price) implements Item {
//                  ^^^^^^^^^^ definition soulindex . . . java/Inventory#SimpleItem#
//                  kind Class
//                  documentation
//                  > A simple item.
//                  > 
//                  > @param sku      the SKU
//                  > @param quantity units in stock
//                  > @param price    unit price
//                                    ^^^ definition soulindex . . . java/Inventory#SimpleItem#sku.
//                                    kind Field
//                                             ^^^^^^^^ definition soulindex . . . java/Inventory#SimpleItem#quantity.
//                                             kind Field
//                                                                  ^^^^^ definition soulindex . . . java/Inventory#SimpleItem#price.
//                                                                  kind Field
//                                      ⌃ enclosing_range_end soulindex . . . java/Inventory#SimpleItem#sku.
//                                                    ⌃ enclosing_range_end soulindex . . . java/Inventory#SimpleItem#quantity.
//                                                                      ⌃ enclosing_range_end soulindex . . . java/Inventory#SimpleItem#price.
          /** Validates the components. */
//        ⌄ enclosing_range_start soulindex . . . java/Inventory#SimpleItem#SimpleItem().
          public SimpleItem {
//               ^^^^^^^^^^ definition soulindex . . . java/Inventory#SimpleItem#SimpleItem().
//               kind Constructor
//               documentation
//               > Validates the components.
              requireNonNull(sku, "sku");
              if (quantity < 0) {
                  throw new IllegalArgumentException("negative quantity");
              }
          }
//        ⌃ enclosing_range_end soulindex . . . java/Inventory#SimpleItem#SimpleItem().
  
          /** Creates an item without a price. */
//        ⌄ enclosing_range_start soulindex . . . java/Inventory#SimpleItem#SimpleItem(+1).
          public SimpleItem(String sku, int quantity) {
//               ^^^^^^^^^^ definition soulindex . . . java/Inventory#SimpleItem#SimpleItem(+1).
//               kind Constructor
//               documentation
//               > Creates an item without a price.
              this(sku, quantity, BigDecimal.ZERO);
          }
//        ⌃ enclosing_range_end soulindex . . . java/Inventory#SimpleItem#SimpleItem(+1).
  
//        ⌄ enclosing_range_start soulindex . . . java/Inventory#SimpleItem#of().
          public static SimpleItem of(String sku) {
//                                 ^^ definition soulindex . . . java/Inventory#SimpleItem#of().
//                                 kind Method
              return new SimpleItem(sku, 1);
          }
//        ⌃ enclosing_range_end soulindex . . . java/Inventory#SimpleItem#of().
      }
//    ⌃ enclosing_range_end soulindex . . . java/Inventory#SimpleItem#
  
      /** Marks methods that modify the inventory. */
//    ⌄ enclosing_range_start soulindex . . . java/Inventory#Mutating#
      @Documented
      @Retention(RetentionPolicy.RUNTIME)
      public @interface Mutating {
//                      ^^^^^^^^ definition soulindex . . . java/Inventory#Mutating#
//                      kind Interface
//                      documentation
//                      > Marks methods that modify the inventory.
          /** Why the method mutates. */
//        ⌄ enclosing_range_start soulindex . . . java/Inventory#Mutating#reason().
          String reason() default "";
//               ^^^^^^ definition soulindex . . . java/Inventory#Mutating#reason().
//               kind Method
//               documentation
//               > Why the method mutates.
//                                  ⌃ enclosing_range_end soulindex . . . java/Inventory#Mutating#reason().
  
//        ⌄ enclosing_range_start soulindex . . . java/Inventory#Mutating#priority().
          int priority() default 0;
//            ^^^^^^^^ definition soulindex . . . java/Inventory#Mutating#priority().
//            kind Method
//                                ⌃ enclosing_range_end soulindex . . . java/Inventory#Mutating#priority().
  
//        ⌄ enclosing_range_start soulindex . . . java/Inventory#Mutating#LOW.
          int LOW = 0;
//            ^^^ definition soulindex . . . java/Inventory#Mutating#LOW.
//            kind Constant
//                   ⌃ enclosing_range_end soulindex . . . java/Inventory#Mutating#LOW.
      }
//    ⌃ enclosing_range_end soulindex . . . java/Inventory#Mutating#
  
      /** A view over the items of one warehouse. */
//    ⌄ enclosing_range_start soulindex . . . java/Inventory#WarehouseView#
      public class WarehouseView {
//                 ^^^^^^^^^^^^^ definition soulindex . . . java/Inventory#WarehouseView#
//                 kind Class
//                 documentation
//                 > A view over the items of one warehouse.
//        ⌄ enclosing_range_start soulindex . . . java/Inventory#WarehouseView#warehouse.
          private final String warehouse;
//                             ^^^^^^^^^ definition soulindex . . . java/Inventory#WarehouseView#warehouse.
//                             kind Field
//                                      ⌃ enclosing_range_end soulindex . . . java/Inventory#WarehouseView#warehouse.
  
//        ⌄ enclosing_range_start soulindex . . . java/Inventory#WarehouseView#WarehouseView().
          WarehouseView(String warehouse) {
//        ^^^^^^^^^^^^^ definition soulindex . . . java/Inventory#WarehouseView#WarehouseView().
//        kind Constructor
              this.warehouse = warehouse;
          }
//        ⌃ enclosing_range_end soulindex . . . java/Inventory#WarehouseView#WarehouseView().
  
          /** Number of items visible in this view. */
//        ⌄ enclosing_range_start soulindex . . . java/Inventory#WarehouseView#size().
          public int size() {
//                   ^^^^ definition soulindex . . . java/Inventory#WarehouseView#size().
//                   kind Method
//                   documentation
//                   > Number of items visible in this view.
              return items.size();
          }
//        ⌃ enclosing_range_end soulindex . . . java/Inventory#WarehouseView#size().
      }
//    ⌃ enclosing_range_end soulindex . . . java/Inventory#WarehouseView#
  
      /**
       * Adds or replaces an item.
       *
       * @param item the item to add
       * @return the previous item with the same SKU, or null
       * @throws InventoryException if the inventory is full
       */
//    ⌄ enclosing_range_start soulindex . . . java/Inventory#put().
      @Mutating(reason = "put")
      public synchronized T put(T item) throws InventoryException {
//                          ^^^ definition soulindex . . . java/Inventory#put().
//                          kind Method
//                          documentation
//                          > Adds or replaces an item.
//                          > 
//                          > @param item the item to add
//                          > @return the previous item with the same SKU, or null
//                          > @throws InventoryException if the inventory is full
          requireNonNull(item);
          if (items.size() >= MAX_ITEMS && !items.containsKey(item.sku())) {
              throw new InventoryException(Failure.FULL, item.sku());
          }
          writes++;
          return items.put(item.sku(), item);
      }
//    ⌃ enclosing_range_end soulindex . . . java/Inventory#put().
  
      /** Looks up an item by SKU. */
//    ⌄ enclosing_range_start soulindex . . . java/Inventory#find().
      public Optional<T> find(String sku) {
//                       ^^^^ definition soulindex . . . java/Inventory#find().
//                       kind Method
//                       documentation
//                       > Looks up an item by SKU.
          reads++;
          return Optional.ofNullable(items.get(sku));
      }
//    ⌃ enclosing_range_end soulindex . . . java/Inventory#find().
  
      /** Returns the item or fails. */
//    ⌄ enclosing_range_start soulindex . . . java/Inventory#require().
      public T require(String sku) {
//             ^^^^^^^ definition soulindex . . . java/Inventory#require().
//             kind Method
//             documentation
//             > Returns the item or fails.
          return find(sku).orElseThrow(() -> new InventoryException(Failure.NOT_FOUND, sku));
      }
//    ⌃ enclosing_range_end soulindex . . . java/Inventory#require().
  
      /**
       * Maps every item.
       *
       * @param fn  the mapping
       * @param <R> the result type
       * @return the mapped values, in SKU order
       */
//    ⌄ enclosing_range_start soulindex . . . java/Inventory#mapAll().
      public <R extends Comparable<? super R>> List<R> mapAll(Function<? super T, ? extends R> fn) {
//                                                     ^^^^^^ definition soulindex . . . java/Inventory#mapAll().
//                                                     kind Method
//                                                     documentation
//                                                     > Maps every item.
//                                                     > 
//                                                     > @param fn  the mapping
//                                                     > @param <R> the result type
//                                                     > @return the mapped values, in SKU order
          List<R> out = new ArrayList<>();
          for (T item : new TreeMap<>(items).values()) {
              out.add(fn.apply(item));
          }
          return out;
      }
//    ⌃ enclosing_range_end soulindex . . . java/Inventory#mapAll().
  
      /** Groups SKUs by whether they are in stock. */
//    ⌄ enclosing_range_start soulindex . . . java/Inventory#partition().
      public Map<Boolean, List<String>> partition() {
//                                      ^^^^^^^^^ definition soulindex . . . java/Inventory#partition().
//                                      kind Method
//                                      documentation
//                                      > Groups SKUs by whether they are in stock.
//        ⌄ enclosing_range_start soulindex . . . java/Inventory#partition().Splitter#
          class Splitter {
//              ^^^^^^^^ definition soulindex . . . java/Inventory#partition().Splitter#
//              kind Class
//            ⌄ enclosing_range_start soulindex . . . java/Inventory#partition().Splitter#test().
              boolean test(T item) {
//                    ^^^^ definition soulindex . . . java/Inventory#partition().Splitter#test().
//                    kind Method
                  return item.inStock();
              }
//            ⌃ enclosing_range_end soulindex . . . java/Inventory#partition().Splitter#test().
          }
//        ⌃ enclosing_range_end soulindex . . . java/Inventory#partition().Splitter#
          Splitter splitter = new Splitter();
          return items.values().stream()
                  .collect(partitioningBy(splitter::test, mapping(Item::sku, toList())));
      }
//    ⌃ enclosing_range_end soulindex . . . java/Inventory#partition().
  
//    ⌄ enclosing_range_start soulindex . . . java/Inventory#iterator().
      @Override
      public Iterator<T> iterator() {
//                       ^^^^^^^^ definition soulindex . . . java/Inventory#iterator().
//                       kind Method
          Iterator<T> inner = items.values().iterator();
          return new Iterator<T>() {
              private int seen;
  
              @Override
              public boolean hasNext() {
                  return inner.hasNext();
              }
  
              @Override
              public T next() {
                  seen++;
                  return inner.next();
              }
          };
      }
//    ⌃ enclosing_range_end soulindex . . . java/Inventory#iterator().
  
      /** Total value of all priced items. */
//    ⌄ enclosing_range_start soulindex . . . java/Inventory#totalValue().
      public BigDecimal totalValue() {
//                      ^^^^^^^^^^ definition soulindex . . . java/Inventory#totalValue().
//                      kind Method
//                      documentation
//                      > Total value of all priced items.
          BigDecimal total = BigDecimal.ZERO;
          for (T item : items.values()) {
              if (item instanceof SimpleItem simple && simple.price() != null) {
                  total = total.add(simple.price().multiply(BigDecimal.valueOf(simple.quantity())));
              }
          }
          return total;
      }
//    ⌃ enclosing_range_end soulindex . . . java/Inventory#totalValue().
  
//    ⌄ enclosing_range_start soulindex . . . java/Inventory#counters().
      int[] counters() {
//          ^^^^^^^^ definition soulindex . . . java/Inventory#counters().
//          kind Method
          return new int[] {reads, writes};
      }
//    ⌃ enclosing_range_end soulindex . . . java/Inventory#counters().
  }
//⌃ enclosing_range_end soulindex . . . java/Inventory#
  
  /** Package-private helper kept next to the inventory. */
//⌄ enclosing_range_start soulindex . . . java/InventoryStats#
  final class InventoryStats {
//            ^^^^^^^^^^^^^^ definition soulindex . . . java/InventoryStats#
//            kind Class
//            documentation
//            > Package-private helper kept next to the inventory.
//    ⌄ enclosing_range_start soulindex . . . java/InventoryStats#InventoryStats().
      private InventoryStats() {}
//            ^^^^^^^^^^^^^^ definition soulindex . . . java/InventoryStats#InventoryStats().
//            kind Constructor
//                              ⌃ enclosing_range_end soulindex . . . java/InventoryStats#InventoryStats().
  
//    ⌄ enclosing_range_start soulindex . . . java/InventoryStats#totalQuantity().
      static <T extends Inventory.Item> int totalQuantity(Collection<T> items) {
//                                          ^^^^^^^^^^^^^ definition soulindex . . . java/InventoryStats#totalQuantity().
//                                          kind Method
          int sum = 0;
          for (T t : items) {
              sum += t.quantity();
          }
          return sum;
      }
//    ⌃ enclosing_range_end soulindex . . . java/InventoryStats#totalQuantity().
  }
//⌃ enclosing_range_end soulindex . . . java/InventoryStats#
  
