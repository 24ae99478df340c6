  // Copyright (c) Example Corp. All rights reserved.
  
  global using System;
  using System.Collections.Generic;
  using System.Linq;
  using static System.Math;
  using Money = System.Decimal;
  using SkuMap = System.Collections.Generic.Dictionary<string, Example.Inventory.StockItem>;
//                                                                     ^^^^^^^^^ reference soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/Inventory#
//                                                                               ^^^^^^^^^ reference soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/StockItem#
  
//⌄ enclosing_range_start soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/
  namespace Example.Inventory;
//          ^^^^^^^^^^^^^^^^^ definition soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/
//          kind Module
//                  ^^^^^^^^^ reference soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/Inventory#
//                           ⌃ enclosing_range_end soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/
  
  /// <summary>
  /// A change notification raised when an item's quantity changes.
  /// </summary>
  /// <param name="sku">The SKU of the item.</param>
  /// <param name="delta">How much the quantity changed.</param>
//⌄ enclosing_range_start soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/StockChanged#
  public delegate void StockChanged(string sku, int delta);
//                     ^^^^^^^^^^^^ definition soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/StockChanged#
//                     kind TypeAlias
//                     documentation
//                     > <summary>
//                     > A change notification raised when an item's quantity changes.
//                     > </summary>
//                     > <param name="sku">The SKU of the item.</param>
//                     > <param name="delta">How much the quantity changed.</param>
//                                                        ⌃ enclosing_range_end soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/StockChanged#
  
  /// <summary>Maps one value to another, generically.</summary>
//⌄ enclosing_range_start soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/Mapper#
  public delegate TOut Mapper<in TIn, out TOut>(TIn input) where TIn : notnull;
//                     ^^^^^^ definition soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/Mapper#
//                     kind TypeAlias
//                     documentation
//                     > <summary>Maps one value to another, generically.</summary>
//                                                                            ⌃ enclosing_range_end soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/Mapper#
  
  /// <summary>Why an inventory operation failed.</summary>
//⌄ enclosing_range_start soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/Failure#
  public enum Failure
//            ^^^^^^^ definition soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/Failure#
//            kind Enum
//            documentation
//            > <summary>Why an inventory operation failed.</summary>
  {
      /// <summary>The SKU is not known.</summary>
//    ⌄ enclosing_range_start soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/Failure#NotFound.
      NotFound = 1,
//    ^^^^^^^^ definition soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/Failure#NotFound.
//    kind EnumMember
//    documentation
//    > <summary>The SKU is not known.</summary>
//               ⌃ enclosing_range_end soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/Failure#NotFound.
      /// <summary>Not enough units in stock.</summary>
//    ⌄ enclosing_range_start soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/Failure#Insufficient.
      Insufficient,
//    ^^^^^^^^^^^^ definition soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/Failure#Insufficient.
//    kind EnumMember
//    documentation
//    > <summary>Not enough units in stock.</summary>
//               ⌃ enclosing_range_end soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/Failure#Insufficient.
//    ⌄ enclosing_range_start soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/Failure#Locked.
      Locked = 10,
//    ^^^^^^ definition soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/Failure#Locked.
//    kind EnumMember
//              ⌃ enclosing_range_end soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/Failure#Locked.
  }
//⌃ enclosing_range_end soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/Failure#
  
  /// <summary>A stock-keeping unit held in the inventory.</summary>
  /// <param name="Sku">Unique identifier.</param>
  /// <param name="Quantity">Units in stock.</param>
//⌄ enclosing_range_start soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/StockItem#
//                        ⌄ enclosing_range_start soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/StockItem#Sku.
//                                    ⌄ enclosing_range_start soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/StockItem#Quantity.
  public record StockItem(string Sku, int Quantity)
//              ^^^^^^^^^ definition soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/StockItem#
//              kind Class
//              documentation
//              > <summary>A stock-keeping unit held in the inventory.</summary>
//              > <param name="Sku">Unique identifier.</param>
//              > <param name="Quantity">Units in stock.</param>
//                               ^^^ definition soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/StockItem#Sku.
//                               kind Field
//                                        ^^^^^^^^ definition soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/StockItem#Quantity.
//                                        kind Field
//                                 ⌃ enclosing_range_end soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/StockItem#Sku.
//                                               ⌃ enclosing_range_end soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/StockItem#Quantity.
  {
      /// <summary>Whether at least one unit can be sold.</summary>
//    ⌄ enclosing_range_start soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/StockItem#InStock.
      public bool InStock => Quantity > 0;
//                ^^^^^^^ definition soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/StockItem#InStock.
//                kind Field
//                documentation
//                > <summary>Whether at least one unit can be sold.</summary>
//                           ^^^^^^^^ reference soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/StockItem#Quantity.
//                                       ⌃ enclosing_range_end soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/StockItem#InStock.
  
      /// <summary>Returns a copy with <paramref name="delta"/> units added.</summary>
//    ⌄ enclosing_range_start soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/StockItem#Adjust().
      public StockItem Adjust(int delta) => this with { Quantity = Quantity + delta };
//           ^^^^^^^^^ reference soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/StockItem#
//                     ^^^^^^ definition soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/StockItem#Adjust().
//                     kind Method
//                     documentation
//                     > <summary>Returns a copy with <paramref name="delta"/> units added.</summary>
//                                ^^^^^ definition local 1
//                                                      ^^^^^^^^ reference soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/StockItem#Quantity.
//                                                                 ^^^^^^^^ reference soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/StockItem#Quantity.
//                                                                            ^^^^^ reference local 1
//                                                                                   ⌃ enclosing_range_end soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/StockItem#Adjust().
  }
//⌃ enclosing_range_end soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/StockItem#
  
  /// <summary>A price with its currency.</summary>
//⌄ enclosing_range_start soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/Price#
//                                    ⌄ enclosing_range_start soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/Price#Amount.
//                                                  ⌄ enclosing_range_start soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/Price#Currency.
  public readonly record struct Price(Money Amount, string Currency = "EUR");
//                              ^^^^^ definition soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/Price#
//                              kind Struct
//                              documentation
//                              > <summary>A price with its currency.</summary>
//                                          ^^^^^^ definition soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/Price#Amount.
//                                          kind Field
//                                                         ^^^^^^^^ definition soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/Price#Currency.
//                                                         kind Field
//                                               ⌃ enclosing_range_end soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/Price#Amount.
//                                                                        ⌃ enclosing_range_end soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/Price#Currency.
//                                                                          ⌃ enclosing_range_end soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/Price#
  
  /// <summary>Thrown when an inventory operation cannot be completed.</summary>
//⌄ enclosing_range_start soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/InventoryException#
  [Serializable]
  public sealed class InventoryException : Exception
//                    ^^^^^^^^^^^^^^^^^^ definition soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/InventoryException#
//                    kind Class
//                    documentation
//                    > <summary>Thrown when an inventory operation cannot be completed.</summary>
  {
      /// <summary>The reason of the failure.</summary>
//    ⌄ enclosing_range_start soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/InventoryException#Reason.
      public Failure Reason { get; }
//           ^^^^^^^ reference soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/Failure#
//                   ^^^^^^ definition soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/InventoryException#Reason.
//                   kind Field
//                   documentation
//                   > <summary>The reason of the failure.</summary>
//                                 ⌃ enclosing_range_end soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/InventoryException#Reason.
  
//    ⌄ enclosing_range_start soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/InventoryException#InventoryException().
      public InventoryException(Failure reason, string sku)
//           ^^^^^^^^^^^^^^^^^^ definition soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/InventoryException#InventoryException().
//           kind Constructor
//                              ^^^^^^^ reference soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/Failure#
//                                      ^^^^^^ definition local 3
//                                                     ^^^ definition local 4
          : base($"{reason}: {sku}")
//                  ^^^^^^ reference local 3
//                            ^^^ reference local 4
      {
          Reason = reason;
//        ^^^^^^ reference soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/InventoryException#Reason.
//                 ^^^^^^ reference local 3
      }
//    ⌃ enclosing_range_end soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/InventoryException#InventoryException().
  }
//⌃ enclosing_range_end soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/InventoryException#
  
  /// <summary>Something that can store stock items.</summary>
//⌄ enclosing_range_start soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/IStore#
  public interface IStore<T> : IEnumerable<T> where T : StockItem
//                 ^^^^^^ definition soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/IStore#
//                 kind Interface
//                 documentation
//                 > <summary>Something that can store stock items.</summary>
//                                                      ^^^^^^^^^ reference soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/StockItem#
  {
      /// <summary>Number of distinct items.</summary>
//    ⌄ enclosing_range_start soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/IStore#Count.
      int Count { get; }
//        ^^^^^ definition soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/IStore#Count.
//        kind Field
//        documentation
//        > <summary>Number of distinct items.</summary>
//                     ⌃ enclosing_range_end soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/IStore#Count.
  
      /// <summary>Finds an item by SKU.</summary>
//    ⌄ enclosing_range_start soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/IStore#Find().
      T? Find(string sku);
//       ^^^^ definition soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/IStore#Find().
//       kind Method
//       documentation
//       > <summary>Finds an item by SKU.</summary>
//                   ^^^ definition local 6
//                       ⌃ enclosing_range_end soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/IStore#Find().
  
      /// <summary>Adds or replaces an item.</summary>
//    ⌄ enclosing_range_start soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/IStore#Put().
      void Put(T item);
//         ^^^ definition soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/IStore#Put().
//         kind Method
//         documentation
//         > <summary>Adds or replaces an item.</summary>
//               ^^^^ definition local 7
//                    ⌃ enclosing_range_end soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/IStore#Put().
  
      /// <summary>Raised after every change.</summary>
//    ⌄ enclosing_range_start soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/IStore#Changed.
      event StockChanged Changed;
//          ^^^^^^^^^^^^ reference soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/StockChanged#
//                       ^^^^^^^ definition soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/IStore#Changed.
//                       kind Field
//                       documentation
//                       > <summary>Raised after every change.</summary>
//                              ⌃ enclosing_range_end soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/IStore#Changed.
  
      /// <summary>Whether the store holds <paramref name="sku"/>.</summary>
//    ⌄ enclosing_range_start soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/IStore#Contains().
      bool Contains(string sku) => Find(sku) is not null;
//         ^^^^^^^^ definition soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/IStore#Contains().
//         kind Method
//         documentation
//         > <summary>Whether the store holds <paramref name="sku"/>.</summary>
//                         ^^^ definition local 8
//                                 ^^^^ reference soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/IStore#Find().
//                                      ^^^ reference local 8
//                                                      ⌃ enclosing_range_end soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/IStore#Contains().
  }
//⌃ enclosing_range_end soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/IStore#
  
  /// <summary>
  /// An in-memory inventory of stock items, keyed by SKU.
  /// </summary>
  /// <typeparam name="T">The item type.</typeparam>
//⌄ enclosing_range_start soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/Inventory#
  public class Inventory<T> : IStore<T>, IDisposable
//             ^^^^^^^^^ definition soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/Inventory#
//             kind Class
//             documentation
//             > <summary>
//             > An in-memory inventory of stock items, keyed by SKU.
//             > </summary>
//             > <typeparam name="T">The item type.</typeparam>
//                            ^^^^^^ reference soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/IStore#
      where T : StockItem
//              ^^^^^^^^^ reference soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/StockItem#
  {
      /// <summary>Largest number of distinct items.</summary>
//    ⌄ enclosing_range_start soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/Inventory#MaxItems.
      public const int MaxItems = 10_000;
//                     ^^^^^^^^ definition soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/Inventory#MaxItems.
//                     kind Constant
//                     documentation
//                     > <summary>Largest number of distinct items.</summary>
//                                      ⌃ enclosing_range_end soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/Inventory#MaxItems.
  
//    ⌄ enclosing_range_start soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/Inventory#DefaultWarehouse.
//    ⌄ enclosing_range_start soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/Inventory#FallbackWarehouse.
      internal const string DefaultWarehouse = "main", FallbackWarehouse = "overflow";
//                          ^^^^^^^^^^^^^^^^ definition soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/Inventory#DefaultWarehouse.
//                          kind Constant
//                                                     ^^^^^^^^^^^^^^^^^ definition soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/Inventory#FallbackWarehouse.
//                                                     kind Constant
//                                                                                   ⌃ enclosing_range_end soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/Inventory#DefaultWarehouse.
//                                                                                   ⌃ enclosing_range_end soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/Inventory#FallbackWarehouse.
  
//    ⌄ enclosing_range_start soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/Inventory#_unused.
      private readonly SkuMap _unused = new();
//                            ^^^^^^^ definition soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/Inventory#_unused.
//                            kind Field
//                                           ⌃ enclosing_range_end soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/Inventory#_unused.
//    ⌄ enclosing_range_start soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/Inventory#_items.
      private readonly Dictionary<string, T> _items = new(StringComparer.Ordinal);
//                                           ^^^^^^ definition soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/Inventory#_items.
//                                           kind Field
//                                                                               ⌃ enclosing_range_end soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/Inventory#_items.
//    ⌄ enclosing_range_start soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/Inventory#_reads.
//    ⌄ enclosing_range_start soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/Inventory#_writes.
      private int _reads, _writes;
//                ^^^^^^ definition soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/Inventory#_reads.
//                kind Field
//                        ^^^^^^^ definition soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/Inventory#_writes.
//                        kind Field
//                               ⌃ enclosing_range_end soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/Inventory#_reads.
//                               ⌃ enclosing_range_end soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/Inventory#_writes.
//    ⌄ enclosing_range_start soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/Inventory#Gate.
      private static readonly object Gate = new();
//                                   ^^^^ definition soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/Inventory#Gate.
//                                   kind Field
//                                               ⌃ enclosing_range_end soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/Inventory#Gate.
//    ⌄ enclosing_range_start soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/Inventory#_disposed.
      private bool _disposed;
//                 ^^^^^^^^^ definition soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/Inventory#_disposed.
//                 kind Field
//                          ⌃ enclosing_range_end soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/Inventory#_disposed.
  
      /// <summary>Raised after every change.</summary>
//    ⌄ enclosing_range_start soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/Inventory#Changed.
      public event StockChanged? Changed;
//                 ^^^^^^^^^^^^ reference soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/StockChanged#
//                               ^^^^^^^ definition soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/Inventory#Changed.
//                               kind Field
//                               documentation
//                               > <summary>Raised after every change.</summary>
//                                      ⌃ enclosing_range_end soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/Inventory#Changed.
  
      /// <summary>Raised when an item runs out; subscribers are kept weakly.</summary>
//    ⌄ enclosing_range_start soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/Inventory#SoldOut.
      public event EventHandler<string> SoldOut
//                                      ^^^^^^^ definition soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/Inventory#SoldOut.
//                                      kind Field
//                                      documentation
//                                      > <summary>Raised when an item runs out; subscribers are kept weakly.</summary>
      {
          add { _soldOut.Add(value); }
//              ^^^^^^^^ reference soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/Inventory#_soldOut.
          remove => _soldOut.Remove(value);
//                  ^^^^^^^^ reference soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/Inventory#_soldOut.
      }
//    ⌃ enclosing_range_end soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/Inventory#SoldOut.
  
//    ⌄ enclosing_range_start soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/Inventory#_soldOut.
      private readonly List<EventHandler<string>> _soldOut = new();
//                     ^^^^ reference soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/Inventory#List().
//                                                ^^^^^^^^ definition soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/Inventory#_soldOut.
//                                                kind Field
//                                                                ⌃ enclosing_range_end soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/Inventory#_soldOut.
  
      /// <summary>Creates an empty inventory.</summary>
//    ⌄ enclosing_range_start soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/Inventory#Inventory().
      public Inventory()
//           ^^^^^^^^^ definition soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/Inventory#Inventory().
//           kind Constructor
//           documentation
//           > <summary>Creates an empty inventory.</summary>
      {
      }
//    ⌃ enclosing_range_end soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/Inventory#Inventory().
  
      /// <summary>Creates an inventory holding <paramref name="items"/>.</summary>
//    ⌄ enclosing_range_start soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/Inventory#Inventory(+1).
      public Inventory(IEnumerable<T> items) : this()
//           ^^^^^^^^^ definition soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/Inventory#Inventory(+1).
//           kind Constructor
//           documentation
//           > <summary>Creates an inventory holding <paramref name="items"/>.</summary>
//                                    ^^^^^ definition local 10
      {
          foreach (var item in items)
//                     ^^^^ definition local 11
//                             ^^^^^ reference local 10
          {
              var key = item.Sku;
//                ^^^ definition local 12
//                      ^^^^ reference local 11
//                           ^^^ reference soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/StockItem#Sku.
              _items[key] = item;
//            ^^^^^^ reference soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/Inventory#_items.
//                   ^^^ reference local 12
//                          ^^^^ reference local 11
          }
      }
//    ⌃ enclosing_range_end soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/Inventory#Inventory(+1).
  
      /// <summary>Releases the inventory.</summary>
//    ⌄ enclosing_range_start soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/Inventory#Inventory(+2).
      ~Inventory() => Dispose(false);
//     ^^^^^^^^^ definition soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/Inventory#Inventory(+2).
//     kind Method
//     documentation
//     > <summary>Releases the inventory.</summary>
//                    ^^^^^^^ reference soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/Inventory#Dispose().
//                                  ⌃ enclosing_range_end soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/Inventory#Inventory(+2).
  
      /// <inheritdoc/>
//    ⌄ enclosing_range_start soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/Inventory#Count.
      public int Count => _items.Count;
//               ^^^^^ definition soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/Inventory#Count.
//               kind Field
//               documentation
//               > <inheritdoc/>
//                        ^^^^^^ reference soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/Inventory#_items.
//                                    ⌃ enclosing_range_end soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/Inventory#Count.
  
      /// <summary>Total units across all items.</summary>
//    ⌄ enclosing_range_start soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/Inventory#TotalUnits.
      public int TotalUnits
//               ^^^^^^^^^^ definition soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/Inventory#TotalUnits.
//               kind Field
//               documentation
//               > <summary>Total units across all items.</summary>
      {
          get
          {
              int sum = 0;
//                ^^^ definition local 13
              foreach (var item in _items.Values) sum += item.Quantity;
//                         ^^^^ definition local 14
//                                 ^^^^^^ reference soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/Inventory#_items.
//                                                ^^^ reference local 13
//                                                       ^^^^ reference local 14
//                                                            ^^^^^^^^ reference soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/StockItem#Quantity.
              return sum;
//                   ^^^ reference local 13
          }
      }
//    ⌃ enclosing_range_end soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/Inventory#TotalUnits.
  
      /// <summary>Name of the warehouse; defaults to the main one.</summary>
//    ⌄ enclosing_range_start soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/Inventory#Warehouse.
      public string Warehouse { get; init; } = DefaultWarehouse;
//                  ^^^^^^^^^ definition soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/Inventory#Warehouse.
//                  kind Field
//                  documentation
//                  > <summary>Name of the warehouse; defaults to the main one.</summary>
//                                             ^^^^^^^^^^^^^^^^ reference soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/Inventory#DefaultWarehouse.
//                                                             ⌃ enclosing_range_end soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/Inventory#Warehouse.
  
      /// <summary>Gets an item by SKU or throws.</summary>
//    ⌄ enclosing_range_start soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/Inventory#this.
      public T this[string sku]
//             ^^^^ definition soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/Inventory#this.
//             kind Field
//             documentation
//             > <summary>Gets an item by SKU or throws.</summary>
//                         ^^^ definition local 15
      {
          get => Find(sku) ?? throw new InventoryException(Failure.NotFound, sku);
//               ^^^^ reference soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/Inventory#Find().
//                    ^^^ reference local 15
//                                      ^^^^^^^^^^^^^^^^^^ reference soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/InventoryException#
//                                                         ^^^^^^^ reference soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/Failure#
//                                                                 ^^^^^^^^ reference soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/Failure#NotFound.
//                                                                           ^^^ reference local 15
          set => Put(value);
//               ^^^ reference soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/Inventory#Put().
      }
//    ⌃ enclosing_range_end soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/Inventory#this.
  
      /// <inheritdoc/>
//    ⌄ enclosing_range_start soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/Inventory#Find().
      public T? Find(string sku)
//              ^^^^ definition soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/Inventory#Find().
//              kind Method
//              documentation
//              > <inheritdoc/>
//                          ^^^ definition local 16
      {
          _reads++;
//        ^^^^^^ reference soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/Inventory#_reads.
          return _items.TryGetValue(sku, out var item) ? item : null;
//               ^^^^^^ reference soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/Inventory#_items.
//                                  ^^^ reference local 16
//                                               ^^^^ definition local 17
//                                                       ^^^^ reference local 17
      }
//    ⌃ enclosing_range_end soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/Inventory#Find().
  
      /// <inheritdoc/>
//    ⌄ enclosing_range_start soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/Inventory#Put().
      public void Put(T item)
//                ^^^ definition soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/Inventory#Put().
//                kind Method
//                documentation
//                > <inheritdoc/>
//                      ^^^^ definition local 18
      {
          lock (Gate)
//              ^^^^ reference soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/Inventory#Gate.
          {
              var before = _items.TryGetValue(item.Sku, out var old) ? old.Quantity : 0;
//                ^^^^^^ definition local 19
//                         ^^^^^^ reference soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/Inventory#_items.
//                                            ^^^^ reference local 18
//                                                              ^^^ definition local 20
//                                                                     ^^^ reference local 20
//                                                                         ^^^^^^^^ reference soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/StockItem#Quantity.
              _items[item.Sku] = item;
//            ^^^^^^ reference soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/Inventory#_items.
//                   ^^^^ reference local 18
//                               ^^^^ reference local 18
              _writes++;
//            ^^^^^^^ reference soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/Inventory#_writes.
              Changed?.Invoke(item.Sku, item.Quantity - before);
//            ^^^^^^^ reference soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/Inventory#Changed.
//                            ^^^^ reference local 18
//                                      ^^^^ reference local 18
//                                                      ^^^^^^ reference local 19
          }
      }
//    ⌃ enclosing_range_end soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/Inventory#Put().
  
      /// <summary>Removes <paramref name="units"/> units of an item.</summary>
      /// <exception cref="InventoryException">When too few units are left.</exception>
//    ⌄ enclosing_range_start soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/Inventory#Take().
      public void Take(string sku, int units)
//                ^^^^ definition soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/Inventory#Take().
//                kind Method
//                documentation
//                > <summary>Removes <paramref name="units"/> units of an item.</summary>
//                > <exception cref="InventoryException">When too few units are left.</exception>
//                            ^^^ definition local 21
//                                     ^^^^^ definition local 22
      {
          var item = this[sku];
//            ^^^^ definition local 23
//                        ^^^ reference local 21
          if (item.Quantity < units)
//            ^^^^ reference local 23
//                 ^^^^^^^^ reference soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/StockItem#Quantity.
//                            ^^^^^ reference local 22
          {
              throw new InventoryException(Failure.Insufficient, sku);
//                      ^^^^^^^^^^^^^^^^^^ reference soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/InventoryException#
//                                         ^^^^^^^ reference soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/Failure#
//                                                 ^^^^^^^^^^^^ reference soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/Failure#Insufficient.
//                                                               ^^^ reference local 21
          }
          Put((T)item.Adjust(-units));
//        ^^^ reference soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/Inventory#Put().
//               ^^^^ reference local 23
//                    ^^^^^^ reference soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/StockItem#Adjust().
//                            ^^^^^ reference local 22
          if (item.Quantity == units)
//            ^^^^ reference local 23
//                 ^^^^^^^^ reference soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/StockItem#Quantity.
//                             ^^^^^ reference local 22
          {
              foreach (var handler in _soldOut) handler(this, sku);
//                         ^^^^^^^ definition local 24
//                                    ^^^^^^^^ reference soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/Inventory#_soldOut.
//                                              ^^^^^^^ reference local 24
//                                                            ^^^ reference local 21
          }
      }
//    ⌃ enclosing_range_end soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/Inventory#Take().
  
      /// <summary>Maps every item through <paramref name="fn"/>, sorted.</summary>
//    ⌄ enclosing_range_start soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/Inventory#Map().
      public IReadOnlyList<TResult> Map<TResult>(Func<T, TResult> fn)
//                                  ^^^ definition soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/Inventory#Map().
//                                  kind Method
//                                  documentation
//                                  > <summary>Maps every item through <paramref name="fn"/>, sorted.</summary>
//                                      ^^^^^^^ definition local 25
//                                                       ^^^^^^^ reference local 25
//                                                                ^^ definition local 26
          where TResult : IComparable<TResult>
//              ^^^^^^^ reference local 25
//                                    ^^^^^^^ reference local 25
      {
          static int Compare(TResult a, TResult b) => a.CompareTo(b);
//                   ^^^^^^^ definition local 27
//                           ^^^^^^^ reference local 25
//                                   ^ definition local 28
//                                      ^^^^^^^ reference local 25
//                                              ^ definition local 29
//                                                    ^ reference local 28
//                                                                ^ reference local 29
          var result = _items.Values.Select(fn).ToList();
//            ^^^^^^ definition local 30
//                     ^^^^^^ reference soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/Inventory#_items.
//                                          ^^ reference local 26
          result.Sort(Compare);
//        ^^^^^^ reference local 30
//                    ^^^^^^^ reference local 27
          return result;
//               ^^^^^^ reference local 30
      }
//    ⌃ enclosing_range_end soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/Inventory#Map().
  
      /// <summary>Combines two inventories into a new one.</summary>
//    ⌄ enclosing_range_start soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/Inventory#+().
      public static Inventory<T> operator +(Inventory<T> left, Inventory<T> right)
//                  ^^^^^^^^^ reference soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/Inventory#
//                                        ^ definition soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/Inventory#+().
//                                        kind Method
//                                        documentation
//                                        > <summary>Combines two inventories into a new one.</summary>
//                                          ^^^^^^^^^ reference soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/Inventory#
//                                                       ^^^^ definition local 31
//                                                             ^^^^^^^^^ reference soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/Inventory#
//                                                                          ^^^^^ definition local 32
      {
          var merged = new Inventory<T>(left);
//            ^^^^^^ definition local 33
//                         ^^^^^^^^^ reference soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/Inventory#
//                                      ^^^^ reference local 31
          foreach (var item in right) merged.Put(item);
//                     ^^^^ definition local 34
//                             ^^^^^ reference local 32
//                                    ^^^^^^ reference local 33
//                                           ^^^ reference soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/Inventory#Put().
//                                               ^^^^ reference local 34
          return merged;
//               ^^^^^^ reference local 33
      }
//    ⌃ enclosing_range_end soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/Inventory#+().
  
      /// <summary>True when the inventory holds any item.</summary>
//    ⌄ enclosing_range_start soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/Inventory#true().
      public static bool operator true(Inventory<T> inv) => inv.Count > 0;
//                                ^^^^ definition soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/Inventory#true().
//                                kind Method
//                                documentation
//                                > <summary>True when the inventory holds any item.</summary>
//                                     ^^^^^^^^^ reference soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/Inventory#
//                                                  ^^^ definition local 35
//                                                          ^^^ reference local 35
//                                                              ^^^^^ reference soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/Inventory#Count.
//                                                                       ⌃ enclosing_range_end soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/Inventory#true().
  
//    ⌄ enclosing_range_start soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/Inventory#false().
      public static bool operator false(Inventory<T> inv) => inv.Count == 0;
//                                ^^^^^ definition soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/Inventory#false().
//                                kind Method
//                                      ^^^^^^^^^ reference soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/Inventory#
//                                                   ^^^ definition local 36
//                                                           ^^^ reference local 36
//                                                               ^^^^^ reference soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/Inventory#Count.
//                                                                         ⌃ enclosing_range_end soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/Inventory#false().
  
      /// <summary>The number of distinct items.</summary>
//    ⌄ enclosing_range_start soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/Inventory#explicit().
      public static explicit operator int(Inventory<T> inv) => inv.Count;
//                  ^^^^^^^^ definition soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/Inventory#explicit().
//                  kind Method
//                  documentation
//                  > <summary>The number of distinct items.</summary>
//                                        ^^^^^^^^^ reference soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/Inventory#
//                                                     ^^^ definition local 37
//                                                             ^^^ reference local 37
//                                                                 ^^^^^ reference soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/Inventory#Count.
//                                                                      ⌃ enclosing_range_end soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/Inventory#explicit().
  
      /// <inheritdoc/>
//    ⌄ enclosing_range_start soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/Inventory#GetEnumerator().
      public IEnumerator<T> GetEnumerator() => _items.Values.GetEnumerator();
//                          ^^^^^^^^^^^^^ definition soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/Inventory#GetEnumerator().
//                          kind Method
//                          documentation
//                          > <inheritdoc/>
//                                             ^^^^^^ reference soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/Inventory#_items.
//                                                                          ⌃ enclosing_range_end soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/Inventory#GetEnumerator().
  
//    ⌄ enclosing_range_start soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/Inventory#GetEnumerator(+1).
      System.Collections.IEnumerator System.Collections.IEnumerable.GetEnumerator() => GetEnumerator();
//                                                                  ^^^^^^^^^^^^^ definition soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/Inventory#GetEnumerator(+1).
//                                                                  kind Method
//                                                                                     ^^^^^^^^^^^^^ reference soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/Inventory#GetEnumerator().
//                                                                                                    ⌃ enclosing_range_end soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/Inventory#GetEnumerator(+1).
  
      /// <inheritdoc/>
//    ⌄ enclosing_range_start soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/Inventory#Dispose().
      public void Dispose()
//                ^^^^^^^ definition soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/Inventory#Dispose().
//                kind Method
//                documentation
//                > <inheritdoc/>
      {
          Dispose(true);
//        ^^^^^^^ reference soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/Inventory#Dispose().
          GC.SuppressFinalize(this);
      }
//    ⌃ enclosing_range_end soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/Inventory#Dispose().
  
//    ⌄ enclosing_range_start soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/Inventory#Dispose(+1).
      protected virtual void Dispose(bool disposing)
//                           ^^^^^^^ definition soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/Inventory#Dispose(+1).
//                           kind Method
//                                        ^^^^^^^^^ definition local 38
      {
          if (_disposed) return;
//            ^^^^^^^^^ reference soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/Inventory#_disposed.
          _disposed = true;
//        ^^^^^^^^^ reference soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/Inventory#_disposed.
          if (disposing) _items.Clear();
//            ^^^^^^^^^ reference local 38
//                       ^^^^^^ reference soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/Inventory#_items.
      }
//    ⌃ enclosing_range_end soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/Inventory#Dispose(+1).
  
      /// <summary>Read and write counters of an inventory.</summary>
//    ⌄ enclosing_range_start soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/Inventory#Stats#
      public struct Stats
//                  ^^^^^ definition soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/Inventory#Stats#
//                  kind Struct
//                  documentation
//                  > <summary>Read and write counters of an inventory.</summary>
      {
//        ⌄ enclosing_range_start soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/Inventory#Stats#Reads.
          public int Reads;
//                   ^^^^^ definition soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/Inventory#Stats#Reads.
//                   kind Field
//                        ⌃ enclosing_range_end soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/Inventory#Stats#Reads.
//        ⌄ enclosing_range_start soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/Inventory#Stats#Writes.
          public int Writes;
//                   ^^^^^^ definition soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/Inventory#Stats#Writes.
//                   kind Field
//                         ⌃ enclosing_range_end soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/Inventory#Stats#Writes.
  
          /// <summary>Reads per write, or zero.</summary>
//        ⌄ enclosing_range_start soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/Inventory#Stats#Ratio.
          public readonly double Ratio => Writes == 0 ? 0 : (double)Reads / Writes;
//                               ^^^^^ definition soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/Inventory#Stats#Ratio.
//                               kind Field
//                               documentation
//                               > <summary>Reads per write, or zero.</summary>
//                                                                                ⌃ enclosing_range_end soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/Inventory#Stats#Ratio.
  
//        ⌄ enclosing_range_start soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/Inventory#Stats#ToString().
          public override string ToString() => $"{Reads}/{Writes}";
//                               ^^^^^^^^ definition soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/Inventory#Stats#ToString().
//                               kind Method
//                                                                ⌃ enclosing_range_end soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/Inventory#Stats#ToString().
      }
//    ⌃ enclosing_range_end soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/Inventory#Stats#
  
      /// <summary>Returns the current counters.</summary>
//    ⌄ enclosing_range_start soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/Inventory#Snapshot().
      public Stats Snapshot() => new Stats { Reads = _reads, Writes = _writes };
//           ^^^^^ reference soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/Inventory#Stats#
//                 ^^^^^^^^ definition soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/Inventory#Snapshot().
//                 kind Method
//                 documentation
//                 > <summary>Returns the current counters.</summary>
//                                   ^^^^^ reference soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/Inventory#Stats#
//                                                   ^^^^^^ reference soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/Inventory#_reads.
//                                                                    ^^^^^^^ reference soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/Inventory#_writes.
//                                                                             ⌃ enclosing_range_end soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/Inventory#Snapshot().
  
      /// <summary>How items are ordered when listed.</summary>
//    ⌄ enclosing_range_start soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/Inventory#Order#
//                        ⌄ enclosing_range_start soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/Inventory#Order#BySku.
//                               ⌄ enclosing_range_start soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/Inventory#Order#ByQuantity.
      public enum Order { BySku, ByQuantity }
//                ^^^^^ definition soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/Inventory#Order#
//                kind Enum
//                documentation
//                > <summary>How items are ordered when listed.</summary>
//                        ^^^^^ definition soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/Inventory#Order#BySku.
//                        kind EnumMember
//                               ^^^^^^^^^^ definition soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/Inventory#Order#ByQuantity.
//                               kind EnumMember
//                            ⌃ enclosing_range_end soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/Inventory#Order#BySku.
//                                        ⌃ enclosing_range_end soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/Inventory#Order#ByQuantity.
//                                          ⌃ enclosing_range_end soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/Inventory#Order#
  
      /// <summary>Lists items in the given order.</summary>
//    ⌄ enclosing_range_start soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/Inventory#List().
      public IEnumerable<T> List(Order order = Order.BySku) => order switch
//                          ^^^^ definition soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/Inventory#List().
//                          kind Method
//                          documentation
//                          > <summary>Lists items in the given order.</summary>
//                               ^^^^^ reference soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/Inventory#Order#
//                                     ^^^^^ definition local 40
//                                             ^^^^^ reference soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/Inventory#Order#
//                                                             ^^^^^ reference local 40
      {
          Order.BySku => _items.Values.OrderBy(i => i.Sku),
//        ^^^^^ reference soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/Inventory#Order#
//                       ^^^^^^ reference soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/Inventory#_items.
//                                                    ^^^ reference soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/StockItem#Sku.
          _ => _items.Values.OrderByDescending(i => i.Quantity),
//             ^^^^^^ reference soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/Inventory#_items.
//                                                    ^^^^^^^^ reference soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/StockItem#Quantity.
      };
//     ⌃ enclosing_range_end soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/Inventory#List().
  
//    ⌄ enclosing_range_start soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/Inventory#Root().
      private static double Root(double x) => Sqrt(Abs(x));
//                          ^^^^ definition soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/Inventory#Root().
//                          kind Method
//                                      ^ definition local 43
//                                                     ^ reference local 43
//                                                        ⌃ enclosing_range_end soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/Inventory#Root().
  }
//⌃ enclosing_range_end soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/Inventory#
  
  /// <summary>Extension methods for inventories.</summary>
//⌄ enclosing_range_start soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/InventoryExtensions#
  public static class InventoryExtensions
//                    ^^^^^^^^^^^^^^^^^^^ definition soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/InventoryExtensions#
//                    kind Class
//                    documentation
//                    > <summary>Extension methods for inventories.</summary>
  {
      /// <summary>Whether any item of <paramref name="store"/> is out of stock.</summary>
//    ⌄ enclosing_range_start soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/InventoryExtensions#AnySoldOut().
      public static bool AnySoldOut<T>(this IStore<T> store) where T : StockItem
//                       ^^^^^^^^^^ definition soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/InventoryExtensions#AnySoldOut().
//                       kind Method
//                       documentation
//                       > <summary>Whether any item of <paramref name="store"/> is out of stock.</summary>
//                                  ^ definition local 45
//                                          ^^^^^^ reference soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/IStore#
//                                                 ^ reference local 45
//                                                    ^^^^^ definition local 46
//                                                                 ^ reference local 45
//                                                                     ^^^^^^^^^ reference soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/StockItem#
          => store.Any(i => !i.InStock);
//           ^^^^^ reference local 46
//                             ^^^^^^^ reference soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/StockItem#InStock.
//                                     ⌃ enclosing_range_end soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/InventoryExtensions#AnySoldOut().
  
      /// <summary>Prices every item.</summary>
//    ⌄ enclosing_range_start soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/InventoryExtensions#PriceAll().
      public static Dictionary<string, Price> PriceAll<T>(this IStore<T> store, Func<T, Money> price)
//                                     ^^^^^ reference soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/Price#
//                                            ^^^^^^^^ definition soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/InventoryExtensions#PriceAll().
//                                            kind Method
//                                            documentation
//                                            > <summary>Prices every item.</summary>
//                                                     ^ definition local 48
//                                                             ^^^^^^ reference soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/IStore#
//                                                                    ^ reference local 48
//                                                                       ^^^^^ definition local 49
//                                                                                   ^ reference local 48
//                                                                                             ^^^^^ definition local 50
          where T : StockItem
//              ^ reference local 48
//                  ^^^^^^^^^ reference soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/StockItem#
      {
          var prices = new Dictionary<string, Price>();
//            ^^^^^^ definition local 51
//                                            ^^^^^ reference soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/Price#
          foreach (var item in store)
//                     ^^^^ definition local 52
//                             ^^^^^ reference local 49
          {
              prices[item.Sku] = new Price(price(item));
//            ^^^^^^ reference local 51
//                   ^^^^ reference local 52
//                        ^^^ reference soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/StockItem#Sku.
//                                   ^^^^^ reference soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/Price#
//                                         ^^^^^ reference local 50
//                                               ^^^^ reference local 52
          }
          return prices;
//               ^^^^^^ reference local 51
      }
//    ⌃ enclosing_range_end soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/InventoryExtensions#PriceAll().
  }
//⌃ enclosing_range_end soulindex . . . `csharp/Inventory.cs`/`Example.Inventory`/InventoryExtensions#
  
