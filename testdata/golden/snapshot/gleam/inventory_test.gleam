  import gleam/dict
  import gleeunit
  import gleeunit/should
  import inventory.{type Inventory, Bulk, Fragile, Item}
  import inventory/fixtures as fx
  
//⌄ enclosing_range_start soulindex . . . `gleam/inventory_test.gleam`/main().
  pub fn main() {
//       ^^^^ definition soulindex . . . `gleam/inventory_test.gleam`/main().
//       kind Function
    gleeunit.main()
//           ^^^^ reference soulindex . . . `gleam/inventory_test.gleam`/main().
  }
//⌃ enclosing_range_end soulindex . . . `gleam/inventory_test.gleam`/main().
  
  // Shared setup for the tests below.
//⌄ enclosing_range_start soulindex . . . `gleam/inventory_test.gleam`/stocked().
  fn stocked() -> Inventory {
//   ^^^^^^^ definition soulindex . . . `gleam/inventory_test.gleam`/stocked().
//   kind Function
//   documentation
//   > Shared setup for the tests below.
    let assert Ok(inv) =
      inventory.new()
      |> inventory.add_item(sku: "SKU-1", name: "Crate", category: Bulk)
    let assert Ok(inv) = inventory.receive(inv, "SKU-1", 10)
    inv
  }
//⌃ enclosing_range_end soulindex . . . `gleam/inventory_test.gleam`/stocked().
  
//⌄ enclosing_range_start soulindex . . . `gleam/inventory_test.gleam`/receive_adds_units_test().
  pub fn receive_adds_units_test() {
//       ^^^^^^^^^^^^^^^^^^^^^^^ definition soulindex . . . `gleam/inventory_test.gleam`/receive_adds_units_test().
//       kind Function
    let assert Ok(Item(quantity: q, ..)) = inventory.find(stocked(), "SKU-1")
//                                                        ^^^^^^^ reference soulindex . . . `gleam/inventory_test.gleam`/stocked().
    inventory.units(q)
    |> should.equal(10)
  }
//⌃ enclosing_range_end soulindex . . . `gleam/inventory_test.gleam`/receive_adds_units_test().
  
//⌄ enclosing_range_start soulindex . . . `gleam/inventory_test.gleam`/ship_too_much_test().
  pub fn ship_too_much_test() {
//       ^^^^^^^^^^^^^^^^^^ definition soulindex . . . `gleam/inventory_test.gleam`/ship_too_much_test().
//       kind Function
    stocked()
//  ^^^^^^^ reference soulindex . . . `gleam/inventory_test.gleam`/stocked().
    |> inventory.ship("SKU-1", 11)
    |> should.be_error
  }
//⌃ enclosing_range_end soulindex . . . `gleam/inventory_test.gleam`/ship_too_much_test().
  
//⌄ enclosing_range_start soulindex . . . `gleam/inventory_test.gleam`/unknown_sku_test().
  pub fn unknown_sku_test() {
//       ^^^^^^^^^^^^^^^^ definition soulindex . . . `gleam/inventory_test.gleam`/unknown_sku_test().
//       kind Function
    inventory.find(inventory.new(), "nope")
    |> should.equal(Error(inventory.UnknownSku("nope")))
  }
//⌃ enclosing_range_end soulindex . . . `gleam/inventory_test.gleam`/unknown_sku_test().
  
//⌄ enclosing_range_start soulindex . . . `gleam/inventory_test.gleam`/replay_test().
  pub fn replay_test() {
//       ^^^^^^^^^^^ definition soulindex . . . `gleam/inventory_test.gleam`/replay_test().
//       kind Function
    let inv = stocked()
//            ^^^^^^^ reference soulindex . . . `gleam/inventory_test.gleam`/stocked().
    let replayed = inventory.replay(inv.log, into: fx.empty_with("SKU-1", Fragile))
    dict.size(replayed.items)
    |> should.equal(1)
  }
//⌃ enclosing_range_end soulindex . . . `gleam/inventory_test.gleam`/replay_test().
  
