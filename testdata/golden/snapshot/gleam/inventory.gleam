  //// Inventory tracking for the warehouse service.
  ////
  //// Items are kept in a dictionary keyed by SKU; every change is
  //// recorded as an `Event` so that the history can be replayed.
  
  import gleam/dict.{type Dict}
  import gleam/int
  import gleam/list
  import gleam/option.{type Option, None, Some}
  import gleam/result.{try, map as map_result}
  import gleam/string
  import warehouse/clock as wall_clock
  import warehouse/internal/codec.{type Codec, Codec as MakeCodec, encode}
  
  /// Maximum number of units a single bin can hold.
//⌄ enclosing_range_start soulindex . . . `gleam/inventory.gleam`/bin_capacity.
  pub const bin_capacity: Int = 500
//          ^^^^^^^^^^^^ definition soulindex . . . `gleam/inventory.gleam`/bin_capacity.
//          kind Constant
//          documentation
//          > Maximum number of units a single bin can hold.
//                                ⌃ enclosing_range_end soulindex . . . `gleam/inventory.gleam`/bin_capacity.
  
  /// Locations that are always present, even in an empty warehouse.
//⌄ enclosing_range_start soulindex . . . `gleam/inventory.gleam`/default_locations.
  pub const default_locations = ["receiving", "shipping"]
//          ^^^^^^^^^^^^^^^^^ definition soulindex . . . `gleam/inventory.gleam`/default_locations.
//          kind Constant
//          documentation
//          > Locations that are always present, even in an empty warehouse.
//                                                      ⌃ enclosing_range_end soulindex . . . `gleam/inventory.gleam`/default_locations.
  
//⌄ enclosing_range_start soulindex . . . `gleam/inventory.gleam`/internal_version.
  const internal_version = "2.4.1"
//      ^^^^^^^^^^^^^^^^ definition soulindex . . . `gleam/inventory.gleam`/internal_version.
//      kind Constant
//                               ⌃ enclosing_range_end soulindex . . . `gleam/inventory.gleam`/internal_version.
  
  /// A stock keeping unit code, e.g. `"SKU-0042"`.
//⌄ enclosing_range_start soulindex . . . `gleam/inventory.gleam`/Sku#
  pub type Sku =
//         ^^^ definition soulindex . . . `gleam/inventory.gleam`/Sku#
//         kind TypeAlias
//         documentation
//         > A stock keeping unit code, e.g. `"SKU-0042"`.
    String
//       ⌃ enclosing_range_end soulindex . . . `gleam/inventory.gleam`/Sku#
  
  /// Quantities are never negative; use the helpers below to build one.
//⌄ enclosing_range_start soulindex . . . `gleam/inventory.gleam`/Quantity#
  pub opaque type Quantity {
//                ^^^^^^^^ definition soulindex . . . `gleam/inventory.gleam`/Quantity#
//                kind Struct
//                documentation
//                > Quantities are never negative; use the helpers below to build one.
//           ⌄ enclosing_range_start soulindex . . . `gleam/inventory.gleam`/Quantity#units.
    Quantity(units: Int)
//  ^^^^^^^^ reference soulindex . . . `gleam/inventory.gleam`/Quantity#
//           ^^^^^ definition soulindex . . . `gleam/inventory.gleam`/Quantity#units.
//           kind Field
//                    ⌃ enclosing_range_end soulindex . . . `gleam/inventory.gleam`/Quantity#units.
  }
//⌃ enclosing_range_end soulindex . . . `gleam/inventory.gleam`/Quantity#
  
  /// Where an item lives in the warehouse.
//⌄ enclosing_range_start soulindex . . . `gleam/inventory.gleam`/Location#
  pub type Location {
//         ^^^^^^^^ definition soulindex . . . `gleam/inventory.gleam`/Location#
//         kind Struct
//         documentation
//         > Where an item lives in the warehouse.
//           ⌄ enclosing_range_start soulindex . . . `gleam/inventory.gleam`/Location#aisle.
//                       ⌄ enclosing_range_start soulindex . . . `gleam/inventory.gleam`/Location#shelf.
//                                   ⌄ enclosing_range_start soulindex . . . `gleam/inventory.gleam`/Location#bin.
    Location(aisle: Int, shelf: Int, bin: String)
//  ^^^^^^^^ reference soulindex . . . `gleam/inventory.gleam`/Location#
//           ^^^^^ definition soulindex . . . `gleam/inventory.gleam`/Location#aisle.
//           kind Field
//                       ^^^^^ definition soulindex . . . `gleam/inventory.gleam`/Location#shelf.
//                       kind Field
//                                   ^^^ definition soulindex . . . `gleam/inventory.gleam`/Location#bin.
//                                   kind Field
//                    ⌃ enclosing_range_end soulindex . . . `gleam/inventory.gleam`/Location#aisle.
//                                ⌃ enclosing_range_end soulindex . . . `gleam/inventory.gleam`/Location#shelf.
//                                             ⌃ enclosing_range_end soulindex . . . `gleam/inventory.gleam`/Location#bin.
  }
//⌃ enclosing_range_end soulindex . . . `gleam/inventory.gleam`/Location#
  
  /// The category of an item decides how it is stored.
//⌄ enclosing_range_start soulindex . . . `gleam/inventory.gleam`/Category#
  pub type Category {
//         ^^^^^^^^ definition soulindex . . . `gleam/inventory.gleam`/Category#
//         kind Enum
//         documentation
//         > The category of an item decides how it is stored.
    /// Food and drink, stored cold.
//  ⌄ enclosing_range_start soulindex . . . `gleam/inventory.gleam`/Category#Perishable.
    Perishable
//  ^^^^^^^^^^ definition soulindex . . . `gleam/inventory.gleam`/Category#Perishable.
//  kind EnumMember
//  documentation
//  > Food and drink, stored cold.
//           ⌃ enclosing_range_end soulindex . . . `gleam/inventory.gleam`/Category#Perishable.
//  ⌄ enclosing_range_start soulindex . . . `gleam/inventory.gleam`/Category#Fragile.
    Fragile
//  ^^^^^^^ definition soulindex . . . `gleam/inventory.gleam`/Category#Fragile.
//  kind EnumMember
//        ⌃ enclosing_range_end soulindex . . . `gleam/inventory.gleam`/Category#Fragile.
//  ⌄ enclosing_range_start soulindex . . . `gleam/inventory.gleam`/Category#Bulk.
    Bulk
//  ^^^^ definition soulindex . . . `gleam/inventory.gleam`/Category#Bulk.
//  kind EnumMember
//     ⌃ enclosing_range_end soulindex . . . `gleam/inventory.gleam`/Category#Bulk.
//  ⌄ enclosing_range_start soulindex . . . `gleam/inventory.gleam`/Category#Hazardous.
    Hazardous(un_number: Int)
//  ^^^^^^^^^ definition soulindex . . . `gleam/inventory.gleam`/Category#Hazardous.
//  kind EnumMember
//                          ⌃ enclosing_range_end soulindex . . . `gleam/inventory.gleam`/Category#Hazardous.
  }
//⌃ enclosing_range_end soulindex . . . `gleam/inventory.gleam`/Category#
  
  /// An item held in stock.
//⌄ enclosing_range_start soulindex . . . `gleam/inventory.gleam`/Item#
  pub type Item {
//         ^^^^ definition soulindex . . . `gleam/inventory.gleam`/Item#
//         kind Struct
//         documentation
//         > An item held in stock.
    Item(
//  ^^^^ reference soulindex . . . `gleam/inventory.gleam`/Item#
//    ⌄ enclosing_range_start soulindex . . . `gleam/inventory.gleam`/Item#sku.
      sku: Sku,
//    ^^^ definition soulindex . . . `gleam/inventory.gleam`/Item#sku.
//    kind Field
//         ^^^ reference soulindex . . . `gleam/inventory.gleam`/Sku#
//           ⌃ enclosing_range_end soulindex . . . `gleam/inventory.gleam`/Item#sku.
//    ⌄ enclosing_range_start soulindex . . . `gleam/inventory.gleam`/Item#name.
      name: String,
//    ^^^^ definition soulindex . . . `gleam/inventory.gleam`/Item#name.
//    kind Field
//               ⌃ enclosing_range_end soulindex . . . `gleam/inventory.gleam`/Item#name.
//    ⌄ enclosing_range_start soulindex . . . `gleam/inventory.gleam`/Item#category.
      category: Category,
//    ^^^^^^^^ definition soulindex . . . `gleam/inventory.gleam`/Item#category.
//    kind Field
//              ^^^^^^^^ reference soulindex . . . `gleam/inventory.gleam`/Category#
//                     ⌃ enclosing_range_end soulindex . . . `gleam/inventory.gleam`/Item#category.
//    ⌄ enclosing_range_start soulindex . . . `gleam/inventory.gleam`/Item#quantity.
      quantity: Quantity,
//    ^^^^^^^^ definition soulindex . . . `gleam/inventory.gleam`/Item#quantity.
//    kind Field
//              ^^^^^^^^ reference soulindex . . . `gleam/inventory.gleam`/Quantity#
//                     ⌃ enclosing_range_end soulindex . . . `gleam/inventory.gleam`/Item#quantity.
//    ⌄ enclosing_range_start soulindex . . . `gleam/inventory.gleam`/Item#location.
      location: Option(Location),
//    ^^^^^^^^ definition soulindex . . . `gleam/inventory.gleam`/Item#location.
//    kind Field
//                     ^^^^^^^^ reference soulindex . . . `gleam/inventory.gleam`/Location#
//                             ⌃ enclosing_range_end soulindex . . . `gleam/inventory.gleam`/Item#location.
    )
  }
//⌃ enclosing_range_end soulindex . . . `gleam/inventory.gleam`/Item#
  
  /// Everything that can happen to the inventory.
//⌄ enclosing_range_start soulindex . . . `gleam/inventory.gleam`/Event#
  pub type Event {
//         ^^^^^ definition soulindex . . . `gleam/inventory.gleam`/Event#
//         kind Enum
//         documentation
//         > Everything that can happen to the inventory.
//  ⌄ enclosing_range_start soulindex . . . `gleam/inventory.gleam`/Event#Received.
    Received(sku: Sku, units: Int, at: Int)
//  ^^^^^^^^ definition soulindex . . . `gleam/inventory.gleam`/Event#Received.
//  kind EnumMember
//                ^^^ reference soulindex . . . `gleam/inventory.gleam`/Sku#
//                     ^^^^^ reference soulindex . . . `gleam/inventory.gleam`/units().
//                                        ⌃ enclosing_range_end soulindex . . . `gleam/inventory.gleam`/Event#Received.
//  ⌄ enclosing_range_start soulindex . . . `gleam/inventory.gleam`/Event#Shipped.
    Shipped(sku: Sku, units: Int, at: Int)
//  ^^^^^^^ definition soulindex . . . `gleam/inventory.gleam`/Event#Shipped.
//  kind EnumMember
//               ^^^ reference soulindex . . . `gleam/inventory.gleam`/Sku#
//                    ^^^^^ reference soulindex . . . `gleam/inventory.gleam`/units().
//                                       ⌃ enclosing_range_end soulindex . . . `gleam/inventory.gleam`/Event#Shipped.
//  ⌄ enclosing_range_start soulindex . . . `gleam/inventory.gleam`/Event#Moved.
    Moved(sku: Sku, from: Location, to: Location)
//  ^^^^^ definition soulindex . . . `gleam/inventory.gleam`/Event#Moved.
//  kind EnumMember
//             ^^^ reference soulindex . . . `gleam/inventory.gleam`/Sku#
//                        ^^^^^^^^ reference soulindex . . . `gleam/inventory.gleam`/Location#
//                                      ^^^^^^^^ reference soulindex . . . `gleam/inventory.gleam`/Location#
//                                              ⌃ enclosing_range_end soulindex . . . `gleam/inventory.gleam`/Event#Moved.
//  ⌄ enclosing_range_start soulindex . . . `gleam/inventory.gleam`/Event#Discarded.
    Discarded(sku: Sku, reason: String)
//  ^^^^^^^^^ definition soulindex . . . `gleam/inventory.gleam`/Event#Discarded.
//  kind EnumMember
//                 ^^^ reference soulindex . . . `gleam/inventory.gleam`/Sku#
//                                    ⌃ enclosing_range_end soulindex . . . `gleam/inventory.gleam`/Event#Discarded.
  }
//⌃ enclosing_range_end soulindex . . . `gleam/inventory.gleam`/Event#
  
  /// Reasons an inventory operation can fail.
//⌄ enclosing_range_start soulindex . . . `gleam/inventory.gleam`/InventoryError#
  pub type InventoryError {
//         ^^^^^^^^^^^^^^ definition soulindex . . . `gleam/inventory.gleam`/InventoryError#
//         kind Enum
//         documentation
//         > Reasons an inventory operation can fail.
//  ⌄ enclosing_range_start soulindex . . . `gleam/inventory.gleam`/InventoryError#UnknownSku.
    UnknownSku(Sku)
//  ^^^^^^^^^^ definition soulindex . . . `gleam/inventory.gleam`/InventoryError#UnknownSku.
//  kind EnumMember
//             ^^^ reference soulindex . . . `gleam/inventory.gleam`/Sku#
//                ⌃ enclosing_range_end soulindex . . . `gleam/inventory.gleam`/InventoryError#UnknownSku.
//  ⌄ enclosing_range_start soulindex . . . `gleam/inventory.gleam`/InventoryError#NotEnoughStock.
    NotEnoughStock(sku: Sku, wanted: Int, available: Int)
//  ^^^^^^^^^^^^^^ definition soulindex . . . `gleam/inventory.gleam`/InventoryError#NotEnoughStock.
//  kind EnumMember
//                      ^^^ reference soulindex . . . `gleam/inventory.gleam`/Sku#
//                                                      ⌃ enclosing_range_end soulindex . . . `gleam/inventory.gleam`/InventoryError#NotEnoughStock.
//  ⌄ enclosing_range_start soulindex . . . `gleam/inventory.gleam`/InventoryError#BinFull.
    BinFull(Location)
//  ^^^^^^^ definition soulindex . . . `gleam/inventory.gleam`/InventoryError#BinFull.
//  kind EnumMember
//          ^^^^^^^^ reference soulindex . . . `gleam/inventory.gleam`/Location#
//                  ⌃ enclosing_range_end soulindex . . . `gleam/inventory.gleam`/InventoryError#BinFull.
//  ⌄ enclosing_range_start soulindex . . . `gleam/inventory.gleam`/InventoryError#InvalidQuantity.
    InvalidQuantity(Int)
//  ^^^^^^^^^^^^^^^ definition soulindex . . . `gleam/inventory.gleam`/InventoryError#InvalidQuantity.
//  kind EnumMember
//                     ⌃ enclosing_range_end soulindex . . . `gleam/inventory.gleam`/InventoryError#InvalidQuantity.
  }
//⌃ enclosing_range_end soulindex . . . `gleam/inventory.gleam`/InventoryError#
  
  /// The inventory itself: items plus the log of events.
//⌄ enclosing_range_start soulindex . . . `gleam/inventory.gleam`/Inventory#
  pub type Inventory {
//         ^^^^^^^^^ definition soulindex . . . `gleam/inventory.gleam`/Inventory#
//         kind Struct
//         documentation
//         > The inventory itself: items plus the log of events.
//            ⌄ enclosing_range_start soulindex . . . `gleam/inventory.gleam`/Inventory#items.
//                                    ⌄ enclosing_range_start soulindex . . . `gleam/inventory.gleam`/Inventory#log.
    Inventory(items: Dict(Sku, Item), log: List(Event))
//  ^^^^^^^^^ reference soulindex . . . `gleam/inventory.gleam`/Inventory#
//            ^^^^^ definition soulindex . . . `gleam/inventory.gleam`/Inventory#items.
//            kind Field
//                        ^^^ reference soulindex . . . `gleam/inventory.gleam`/Sku#
//                             ^^^^ reference soulindex . . . `gleam/inventory.gleam`/Item#
//                                    ^^^ definition soulindex . . . `gleam/inventory.gleam`/Inventory#log.
//                                    kind Field
//                                              ^^^^^ reference soulindex . . . `gleam/inventory.gleam`/Event#
//                                 ⌃ enclosing_range_end soulindex . . . `gleam/inventory.gleam`/Inventory#items.
//                                                   ⌃ enclosing_range_end soulindex . . . `gleam/inventory.gleam`/Inventory#log.
  }
//⌃ enclosing_range_end soulindex . . . `gleam/inventory.gleam`/Inventory#
  
  /// A result of an inventory operation.
//⌄ enclosing_range_start soulindex . . . `gleam/inventory.gleam`/Outcome#
  pub type Outcome(a) =
//         ^^^^^^^ definition soulindex . . . `gleam/inventory.gleam`/Outcome#
//         kind TypeAlias
//         documentation
//         > A result of an inventory operation.
    Result(a, InventoryError)
//            ^^^^^^^^^^^^^^ reference soulindex . . . `gleam/inventory.gleam`/InventoryError#
//                          ⌃ enclosing_range_end soulindex . . . `gleam/inventory.gleam`/Outcome#
  
  /// An event together with the inventory it produced.
//⌄ enclosing_range_start soulindex . . . `gleam/inventory.gleam`/Applied#
  pub type Applied(a) {
//         ^^^^^^^ definition soulindex . . . `gleam/inventory.gleam`/Applied#
//         kind Struct
//         documentation
//         > An event together with the inventory it produced.
//          ⌄ enclosing_range_start soulindex . . . `gleam/inventory.gleam`/Applied#value.
//                    ⌄ enclosing_range_start soulindex . . . `gleam/inventory.gleam`/Applied#inventory.
    Applied(value: a, inventory: Inventory)
//  ^^^^^^^ reference soulindex . . . `gleam/inventory.gleam`/Applied#
//          ^^^^^ definition soulindex . . . `gleam/inventory.gleam`/Applied#value.
//          kind Field
//                    ^^^^^^^^^ definition soulindex . . . `gleam/inventory.gleam`/Applied#inventory.
//                    kind Field
//                               ^^^^^^^^^ reference soulindex . . . `gleam/inventory.gleam`/Inventory#
//                 ⌃ enclosing_range_end soulindex . . . `gleam/inventory.gleam`/Applied#value.
//                                       ⌃ enclosing_range_end soulindex . . . `gleam/inventory.gleam`/Applied#inventory.
  }
//⌃ enclosing_range_end soulindex . . . `gleam/inventory.gleam`/Applied#
  
  /// Settings for a replay run; built with `Options(..)`.
//⌄ enclosing_range_start soulindex . . . `gleam/inventory.gleam`/ReplayOptions#
  pub type ReplayOptions {
//         ^^^^^^^^^^^^^ definition soulindex . . . `gleam/inventory.gleam`/ReplayOptions#
//         kind Struct
//         documentation
//         > Settings for a replay run; built with `Options(..)`.
//  ⌄ enclosing_range_start soulindex . . . `gleam/inventory.gleam`/ReplayOptions#Options().
//          ⌄ enclosing_range_start soulindex . . . `gleam/inventory.gleam`/ReplayOptions#Options().stop_at.
//                                ⌄ enclosing_range_start soulindex . . . `gleam/inventory.gleam`/ReplayOptions#Options().verbose.
    Options(stop_at: Option(Int), verbose: Bool)
//  ^^^^^^^ definition soulindex . . . `gleam/inventory.gleam`/ReplayOptions#Options().
//  kind Constructor
//          ^^^^^^^ definition soulindex . . . `gleam/inventory.gleam`/ReplayOptions#Options().stop_at.
//          kind Field
//                                ^^^^^^^ definition soulindex . . . `gleam/inventory.gleam`/ReplayOptions#Options().verbose.
//                                kind Field
//                             ⌃ enclosing_range_end soulindex . . . `gleam/inventory.gleam`/ReplayOptions#Options().stop_at.
//                                            ⌃ enclosing_range_end soulindex . . . `gleam/inventory.gleam`/ReplayOptions#Options().verbose.
//                                             ⌃ enclosing_range_end soulindex . . . `gleam/inventory.gleam`/ReplayOptions#Options().
  }
//⌃ enclosing_range_end soulindex . . . `gleam/inventory.gleam`/ReplayOptions#
  
//⌄ enclosing_range_start soulindex . . . `gleam/inventory.gleam`/Cursor#
  type Cursor {
//     ^^^^^^ definition soulindex . . . `gleam/inventory.gleam`/Cursor#
//     kind Struct
//         ⌄ enclosing_range_start soulindex . . . `gleam/inventory.gleam`/Cursor#position.
//                        ⌄ enclosing_range_start soulindex . . . `gleam/inventory.gleam`/Cursor#remaining.
    Cursor(position: Int, remaining: List(Event))
//  ^^^^^^ reference soulindex . . . `gleam/inventory.gleam`/Cursor#
//         ^^^^^^^^ definition soulindex . . . `gleam/inventory.gleam`/Cursor#position.
//         kind Field
//                        ^^^^^^^^^ definition soulindex . . . `gleam/inventory.gleam`/Cursor#remaining.
//                        kind Field
//                                        ^^^^^ reference soulindex . . . `gleam/inventory.gleam`/Event#
//                     ⌃ enclosing_range_end soulindex . . . `gleam/inventory.gleam`/Cursor#position.
//                                             ⌃ enclosing_range_end soulindex . . . `gleam/inventory.gleam`/Cursor#remaining.
  }
//⌃ enclosing_range_end soulindex . . . `gleam/inventory.gleam`/Cursor#
  
  /// Builds a quantity, rejecting negative numbers.
//⌄ enclosing_range_start soulindex . . . `gleam/inventory.gleam`/quantity().
  pub fn quantity(units: Int) -> Result(Quantity, InventoryError) {
//       ^^^^^^^^ definition soulindex . . . `gleam/inventory.gleam`/quantity().
//       kind Function
//       documentation
//       > Builds a quantity, rejecting negative numbers.
//                ^^^^^ reference soulindex . . . `gleam/inventory.gleam`/units().
//                                      ^^^^^^^^ reference soulindex . . . `gleam/inventory.gleam`/Quantity#
//                                                ^^^^^^^^^^^^^^ reference soulindex . . . `gleam/inventory.gleam`/InventoryError#
    case units < 0 {
//       ^^^^^ reference soulindex . . . `gleam/inventory.gleam`/units().
      True -> Error(InvalidQuantity(units))
//                                  ^^^^^ reference soulindex . . . `gleam/inventory.gleam`/units().
      False -> Ok(Quantity(units))
//                ^^^^^^^^ reference soulindex . . . `gleam/inventory.gleam`/Quantity#
//                         ^^^^^ reference soulindex . . . `gleam/inventory.gleam`/units().
    }
  }
//⌃ enclosing_range_end soulindex . . . `gleam/inventory.gleam`/quantity().
  
  /// The number of units in a quantity.
//⌄ enclosing_range_start soulindex . . . `gleam/inventory.gleam`/units().
  pub fn units(quantity: Quantity) -> Int {
//       ^^^^^ definition soulindex . . . `gleam/inventory.gleam`/units().
//       kind Function
//       documentation
//       > The number of units in a quantity.
//             ^^^^^^^^ reference soulindex . . . `gleam/inventory.gleam`/quantity().
//                       ^^^^^^^^ reference soulindex . . . `gleam/inventory.gleam`/Quantity#
    quantity.units
//  ^^^^^^^^ reference soulindex . . . `gleam/inventory.gleam`/quantity().
//           ^^^^^ reference soulindex . . . `gleam/inventory.gleam`/units().
  }
//⌃ enclosing_range_end soulindex . . . `gleam/inventory.gleam`/units().
  
  /// An empty inventory.
//⌄ enclosing_range_start soulindex . . . `gleam/inventory.gleam`/new().
  pub fn new() -> Inventory {
//       ^^^ definition soulindex . . . `gleam/inventory.gleam`/new().
//       kind Function
//       documentation
//       > An empty inventory.
//                ^^^^^^^^^ reference soulindex . . . `gleam/inventory.gleam`/Inventory#
    Inventory(items: dict.new(), log: [])
//  ^^^^^^^^^ reference soulindex . . . `gleam/inventory.gleam`/Inventory#
//                        ^^^ reference soulindex . . . `gleam/inventory.gleam`/new().
  }
//⌃ enclosing_range_end soulindex . . . `gleam/inventory.gleam`/new().
  
  /// Adds a new item to the inventory, or fails when the SKU is known.
//⌄ enclosing_range_start soulindex . . . `gleam/inventory.gleam`/add_item().
  pub fn add_item(
//       ^^^^^^^^ definition soulindex . . . `gleam/inventory.gleam`/add_item().
//       kind Function
//       documentation
//       > Adds a new item to the inventory, or fails when the SKU is known.
    inventory: Inventory,
//             ^^^^^^^^^ reference soulindex . . . `gleam/inventory.gleam`/Inventory#
    sku sku: Sku,
//           ^^^ reference soulindex . . . `gleam/inventory.gleam`/Sku#
    name name: String,
    category category: Category,
//                     ^^^^^^^^ reference soulindex . . . `gleam/inventory.gleam`/Category#
  ) -> Outcome(Inventory) {
//     ^^^^^^^ reference soulindex . . . `gleam/inventory.gleam`/Outcome#
//             ^^^^^^^^^ reference soulindex . . . `gleam/inventory.gleam`/Inventory#
    case dict.get(inventory.items, sku) {
      Ok(_) -> Ok(inventory)
      Error(Nil) -> {
        let item =
          Item(
//        ^^^^ reference soulindex . . . `gleam/inventory.gleam`/Item#
            sku: sku,
            name: name,
            category: category,
            quantity: Quantity(0),
//          ^^^^^^^^ reference soulindex . . . `gleam/inventory.gleam`/quantity().
//                    ^^^^^^^^ reference soulindex . . . `gleam/inventory.gleam`/Quantity#
            location: None,
          )
        Ok(Inventory(..inventory, items: dict.insert(inventory.items, sku, item)))
//         ^^^^^^^^^ reference soulindex . . . `gleam/inventory.gleam`/Inventory#
      }
    }
  }
//⌃ enclosing_range_end soulindex . . . `gleam/inventory.gleam`/add_item().
  
  /// Records units arriving at the warehouse.
//⌄ enclosing_range_start soulindex . . . `gleam/inventory.gleam`/receive().
  pub fn receive(
//       ^^^^^^^ definition soulindex . . . `gleam/inventory.gleam`/receive().
//       kind Function
//       documentation
//       > Records units arriving at the warehouse.
    inventory: Inventory,
//             ^^^^^^^^^ reference soulindex . . . `gleam/inventory.gleam`/Inventory#
    sku: Sku,
//       ^^^ reference soulindex . . . `gleam/inventory.gleam`/Sku#
    units: Int,
//  ^^^^^ reference soulindex . . . `gleam/inventory.gleam`/units().
  ) -> Outcome(Inventory) {
//     ^^^^^^^ reference soulindex . . . `gleam/inventory.gleam`/Outcome#
//             ^^^^^^^^^ reference soulindex . . . `gleam/inventory.gleam`/Inventory#
    use item <- try(find(inventory, sku))
//                  ^^^^ reference soulindex . . . `gleam/inventory.gleam`/find().
    use added <- try(quantity(item.quantity.units + units))
//                   ^^^^^^^^ reference soulindex . . . `gleam/inventory.gleam`/quantity().
//                                 ^^^^^^^^ reference soulindex . . . `gleam/inventory.gleam`/quantity().
//                                          ^^^^^ reference soulindex . . . `gleam/inventory.gleam`/units().
//                                                  ^^^^^ reference soulindex . . . `gleam/inventory.gleam`/units().
    let now = wall_clock.now()
    let updated = Item(..item, quantity: added)
//                ^^^^ reference soulindex . . . `gleam/inventory.gleam`/Item#
//                             ^^^^^^^^ reference soulindex . . . `gleam/inventory.gleam`/quantity().
    Ok(Inventory(
//     ^^^^^^^^^ reference soulindex . . . `gleam/inventory.gleam`/Inventory#
      items: dict.insert(inventory.items, sku, updated),
      log: [Received(sku, units, now), ..inventory.log],
//                        ^^^^^ reference soulindex . . . `gleam/inventory.gleam`/units().
    ))
  }
//⌃ enclosing_range_end soulindex . . . `gleam/inventory.gleam`/receive().
  
  /// Ships units out, failing when there is not enough stock.
//⌄ enclosing_range_start soulindex . . . `gleam/inventory.gleam`/ship().
  pub fn ship(inventory: Inventory, sku: Sku, units: Int) -> Outcome(Inventory) {
//       ^^^^ definition soulindex . . . `gleam/inventory.gleam`/ship().
//       kind Function
//       documentation
//       > Ships units out, failing when there is not enough stock.
//                       ^^^^^^^^^ reference soulindex . . . `gleam/inventory.gleam`/Inventory#
//                                       ^^^ reference soulindex . . . `gleam/inventory.gleam`/Sku#
//                                            ^^^^^ reference soulindex . . . `gleam/inventory.gleam`/units().
//                                                           ^^^^^^^ reference soulindex . . . `gleam/inventory.gleam`/Outcome#
//                                                                   ^^^^^^^^^ reference soulindex . . . `gleam/inventory.gleam`/Inventory#
    use item <- try(find(inventory, sku))
//                  ^^^^ reference soulindex . . . `gleam/inventory.gleam`/find().
    let available = item.quantity.units
//                       ^^^^^^^^ reference soulindex . . . `gleam/inventory.gleam`/quantity().
//                                ^^^^^ reference soulindex . . . `gleam/inventory.gleam`/units().
    case available >= units {
//                    ^^^^^ reference soulindex . . . `gleam/inventory.gleam`/units().
      False ->
        Error(NotEnoughStock(sku: sku, wanted: units, available: available))
//                                             ^^^^^ reference soulindex . . . `gleam/inventory.gleam`/units().
      True -> {
        let updated = Item(..item, quantity: Quantity(available - units))
//                    ^^^^ reference soulindex . . . `gleam/inventory.gleam`/Item#
//                                 ^^^^^^^^ reference soulindex . . . `gleam/inventory.gleam`/quantity().
//                                           ^^^^^^^^ reference soulindex . . . `gleam/inventory.gleam`/Quantity#
//                                                                ^^^^^ reference soulindex . . . `gleam/inventory.gleam`/units().
        let event = Shipped(sku, units, wall_clock.now())
//                               ^^^^^ reference soulindex . . . `gleam/inventory.gleam`/units().
        Ok(Inventory(
//         ^^^^^^^^^ reference soulindex . . . `gleam/inventory.gleam`/Inventory#
          items: dict.insert(inventory.items, sku, updated),
          log: [event, ..inventory.log],
        ))
      }
    }
  }
//⌃ enclosing_range_end soulindex . . . `gleam/inventory.gleam`/ship().
  
  /// Looks an item up by SKU.
//⌄ enclosing_range_start soulindex . . . `gleam/inventory.gleam`/find().
  pub fn find(inventory: Inventory, sku: Sku) -> Outcome(Item) {
//       ^^^^ definition soulindex . . . `gleam/inventory.gleam`/find().
//       kind Function
//       documentation
//       > Looks an item up by SKU.
//                       ^^^^^^^^^ reference soulindex . . . `gleam/inventory.gleam`/Inventory#
//                                       ^^^ reference soulindex . . . `gleam/inventory.gleam`/Sku#
//                                               ^^^^^^^ reference soulindex . . . `gleam/inventory.gleam`/Outcome#
//                                                       ^^^^ reference soulindex . . . `gleam/inventory.gleam`/Item#
    dict.get(inventory.items, sku)
    |> result.replace_error(UnknownSku(sku))
  }
//⌃ enclosing_range_end soulindex . . . `gleam/inventory.gleam`/find().
  
  /// Total units across all items of a category.
//⌄ enclosing_range_start soulindex . . . `gleam/inventory.gleam`/total_units().
  pub fn total_units(inventory: Inventory, category: Category) -> Int {
//       ^^^^^^^^^^^ definition soulindex . . . `gleam/inventory.gleam`/total_units().
//       kind Function
//       documentation
//       > Total units across all items of a category.
//                              ^^^^^^^^^ reference soulindex . . . `gleam/inventory.gleam`/Inventory#
//                                                   ^^^^^^^^ reference soulindex . . . `gleam/inventory.gleam`/Category#
    inventory.items
    |> dict.values
    |> list.filter(fn(item) { item.category == category })
    |> list.fold(0, fn(acc, item) { acc + item.quantity.units })
//                                             ^^^^^^^^ reference soulindex . . . `gleam/inventory.gleam`/quantity().
//                                                      ^^^^^ reference soulindex . . . `gleam/inventory.gleam`/units().
  }
//⌃ enclosing_range_end soulindex . . . `gleam/inventory.gleam`/total_units().
  
  /// A short, human readable description of an event.
//⌄ enclosing_range_start soulindex . . . `gleam/inventory.gleam`/describe().
  pub fn describe(event: Event) -> String {
//       ^^^^^^^^ definition soulindex . . . `gleam/inventory.gleam`/describe().
//       kind Function
//       documentation
//       > A short, human readable description of an event.
//                       ^^^^^ reference soulindex . . . `gleam/inventory.gleam`/Event#
    case event {
      Received(sku, units, _) ->
//                  ^^^^^ reference soulindex . . . `gleam/inventory.gleam`/units().
        "received " <> int.to_string(units) <> " of " <> sku
//                                   ^^^^^ reference soulindex . . . `gleam/inventory.gleam`/units().
      Shipped(sku, units, _) -> "shipped " <> int.to_string(units) <> " of " <> sku
//                 ^^^^^ reference soulindex . . . `gleam/inventory.gleam`/units().
//                                                          ^^^^^ reference soulindex . . . `gleam/inventory.gleam`/units().
      Moved(sku, from, to) ->
        "moved " <> sku <> " from " <> bin_label(from) <> " to " <> bin_label(to)
//                                     ^^^^^^^^^ reference soulindex . . . `gleam/inventory.gleam`/bin_label().
//                                                                  ^^^^^^^^^ reference soulindex . . . `gleam/inventory.gleam`/bin_label().
      Discarded(sku, reason) -> "discarded " <> sku <> ": " <> reason
    }
  }
//⌃ enclosing_range_end soulindex . . . `gleam/inventory.gleam`/describe().
  
//⌄ enclosing_range_start soulindex . . . `gleam/inventory.gleam`/bin_label().
  fn bin_label(location: Location) -> String {
//   ^^^^^^^^^ definition soulindex . . . `gleam/inventory.gleam`/bin_label().
//   kind Function
//                       ^^^^^^^^ reference soulindex . . . `gleam/inventory.gleam`/Location#
    let Location(aisle, shelf, bin) = location
//      ^^^^^^^^ reference soulindex . . . `gleam/inventory.gleam`/Location#
    string.join([int.to_string(aisle), int.to_string(shelf), bin], "-")
  }
//⌃ enclosing_range_end soulindex . . . `gleam/inventory.gleam`/bin_label().
  
  /// Replays a log of events from the oldest to the newest.
//⌄ enclosing_range_start soulindex . . . `gleam/inventory.gleam`/replay().
  pub fn replay(events: List(Event), into start: Inventory) -> Inventory {
//       ^^^^^^ definition soulindex . . . `gleam/inventory.gleam`/replay().
//       kind Function
//       documentation
//       > Replays a log of events from the oldest to the newest.
//                           ^^^^^ reference soulindex . . . `gleam/inventory.gleam`/Event#
//                                               ^^^^^^^^^ reference soulindex . . . `gleam/inventory.gleam`/Inventory#
//                                                             ^^^^^^^^^ reference soulindex . . . `gleam/inventory.gleam`/Inventory#
    let cursor = Cursor(position: 0, remaining: list.reverse(events))
//               ^^^^^^ reference soulindex . . . `gleam/inventory.gleam`/Cursor#
    step(cursor, start)
//  ^^^^ reference soulindex . . . `gleam/inventory.gleam`/step().
  }
//⌃ enclosing_range_end soulindex . . . `gleam/inventory.gleam`/replay().
  
//⌄ enclosing_range_start soulindex . . . `gleam/inventory.gleam`/step().
  fn step(cursor: Cursor, inventory: Inventory) -> Inventory {
//   ^^^^ definition soulindex . . . `gleam/inventory.gleam`/step().
//   kind Function
//                ^^^^^^ reference soulindex . . . `gleam/inventory.gleam`/Cursor#
//                                   ^^^^^^^^^ reference soulindex . . . `gleam/inventory.gleam`/Inventory#
//                                                 ^^^^^^^^^ reference soulindex . . . `gleam/inventory.gleam`/Inventory#
    case cursor.remaining {
      [] -> inventory
      [event, ..rest] -> {
        let next = case event {
          Received(sku, units, _) ->
//                      ^^^^^ reference soulindex . . . `gleam/inventory.gleam`/units().
            receive(inventory, sku, units) |> result.unwrap(inventory)
//          ^^^^^^^ reference soulindex . . . `gleam/inventory.gleam`/receive().
//                                  ^^^^^ reference soulindex . . . `gleam/inventory.gleam`/units().
          Shipped(sku, units, _) ->
//                     ^^^^^ reference soulindex . . . `gleam/inventory.gleam`/units().
            ship(inventory, sku, units) |> result.unwrap(inventory)
//          ^^^^ reference soulindex . . . `gleam/inventory.gleam`/ship().
//                               ^^^^^ reference soulindex . . . `gleam/inventory.gleam`/units().
          Moved(..) | Discarded(..) -> inventory
        }
        step(Cursor(position: cursor.position + 1, remaining: rest), next)
//      ^^^^ reference soulindex . . . `gleam/inventory.gleam`/step().
//           ^^^^^^ reference soulindex . . . `gleam/inventory.gleam`/Cursor#
      }
    }
  }
//⌃ enclosing_range_end soulindex . . . `gleam/inventory.gleam`/step().
  
  /// The codec used to persist events.
//⌄ enclosing_range_start soulindex . . . `gleam/inventory.gleam`/event_codec().
  pub fn event_codec() -> Codec(Event) {
//       ^^^^^^^^^^^ definition soulindex . . . `gleam/inventory.gleam`/event_codec().
//       kind Function
//       documentation
//       > The codec used to persist events.
//                              ^^^^^ reference soulindex . . . `gleam/inventory.gleam`/Event#
    MakeCodec(encode: fn(event) { encode(describe(event)) })
//                                       ^^^^^^^^ reference soulindex . . . `gleam/inventory.gleam`/describe().
  }
//⌃ enclosing_range_end soulindex . . . `gleam/inventory.gleam`/event_codec().
  
  /// Reads the current time from the runtime.
  @external(erlang, "os", "system_time")
  @external(javascript, "./clock_ffi.mjs", "now")
//⌄ enclosing_range_start soulindex . . . `gleam/inventory.gleam`/system_time().
  pub fn system_time() -> Int
//       ^^^^^^^^^^^ definition soulindex . . . `gleam/inventory.gleam`/system_time().
//       kind Function
//       documentation
//       > Reads the current time from the runtime.
//                          ⌃ enclosing_range_end soulindex . . . `gleam/inventory.gleam`/system_time().
  
  /// The version of the inventory format.
//⌄ enclosing_range_start soulindex . . . `gleam/inventory.gleam`/version().
  pub fn version() -> String {
//       ^^^^^^^ definition soulindex . . . `gleam/inventory.gleam`/version().
//       kind Function
//       documentation
//       > The version of the inventory format.
    internal_version
//  ^^^^^^^^^^^^^^^^ reference soulindex . . . `gleam/inventory.gleam`/internal_version.
  }
//⌃ enclosing_range_end soulindex . . . `gleam/inventory.gleam`/version().
  
  /// Raw bytes of a label, for the label printer.
//⌄ enclosing_range_start soulindex . . . `gleam/inventory.gleam`/label_bytes().
  pub external fn label_bytes(String) -> BitArray =
//                ^^^^^^^^^^^ definition soulindex . . . `gleam/inventory.gleam`/label_bytes().
//                kind Function
//                documentation
//                > Raw bytes of a label, for the label printer.
    "label_ffi" "to_bytes"
//                       ⌃ enclosing_range_end soulindex . . . `gleam/inventory.gleam`/label_bytes().
  
  /// A handle to the label printer, implemented in the FFI module.
//⌄ enclosing_range_start soulindex . . . `gleam/inventory.gleam`/Printer#
  pub type Printer
//         ^^^^^^^ definition soulindex . . . `gleam/inventory.gleam`/Printer#
//         kind Struct
//         documentation
//         > A handle to the label printer, implemented in the FFI module.
//               ⌃ enclosing_range_end soulindex . . . `gleam/inventory.gleam`/Printer#
  
  @deprecated("Use quantity instead")
//⌄ enclosing_range_start soulindex . . . `gleam/inventory.gleam`/make_quantity().
  pub fn make_quantity(units: Int) -> Option(Quantity) {
//       ^^^^^^^^^^^^^ definition soulindex . . . `gleam/inventory.gleam`/make_quantity().
//       kind Function
//                     ^^^^^ reference soulindex . . . `gleam/inventory.gleam`/units().
//                                           ^^^^^^^^ reference soulindex . . . `gleam/inventory.gleam`/Quantity#
    case quantity(units) {
//       ^^^^^^^^ reference soulindex . . . `gleam/inventory.gleam`/quantity().
//                ^^^^^ reference soulindex . . . `gleam/inventory.gleam`/units().
      Ok(q) -> Some(q)
      Error(_) -> None
    }
  }
//⌃ enclosing_range_end soulindex . . . `gleam/inventory.gleam`/make_quantity().
  
  /// Checks invariants of the inventory; used by the tests.
//⌄ enclosing_range_start soulindex . . . `gleam/inventory.gleam`/check().
  pub fn check(inventory: Inventory) -> Result(Nil, String) {
//       ^^^^^ definition soulindex . . . `gleam/inventory.gleam`/check().
//       kind Function
//       documentation
//       > Checks invariants of the inventory; used by the tests.
//                        ^^^^^^^^^ reference soulindex . . . `gleam/inventory.gleam`/Inventory#
    let bad =
      dict.to_list(inventory.items)
      |> list.filter(fn(pair) {
        let #(_, item) = pair
        item.quantity.units > bin_capacity
//           ^^^^^^^^ reference soulindex . . . `gleam/inventory.gleam`/quantity().
//                    ^^^^^ reference soulindex . . . `gleam/inventory.gleam`/units().
//                            ^^^^^^^^^^^^ reference soulindex . . . `gleam/inventory.gleam`/bin_capacity.
      })
    case bad {
      [] -> Ok(Nil)
      _ -> Error("bins over capacity: " <> int.to_string(list.length(bad)))
    }
  }
//⌃ enclosing_range_end soulindex . . . `gleam/inventory.gleam`/check().
  
