//⌄ enclosing_range_start soulindex . . . `elixir/inventory_test.exs`/InventoryTest/
  defmodule InventoryTest do
//          ^^^^^^^^^^^^^ definition soulindex . . . `elixir/inventory_test.exs`/InventoryTest/
//          kind Module
    use ExUnit.Case, async: true
    import Inventory.Item, only: [new: 2]
    alias Inventory.Ledger
  
    @moduletag :unit
  
    setup do
      {:ok, item: new("A-1", "Anvil")}
    end
  
    describe "Item.add/2" do
      test "adds units", %{item: item} do
        item = Inventory.Item.add(item, 3)
        assert item.quantity == 3
      end
  
      test "rejects negative amounts", %{item: item} do
        assert_raise ArgumentError, fn -> Inventory.Item.add(item, -1) end
      end
    end
  
    test "ledger balance" do
      entries = [] |> Ledger.record("A-1", 5) |> Ledger.record("A-1", -2)
      assert Ledger.balance(entries, "A-1") == 3
    end
  
//  ⌄ enclosing_range_start soulindex . . . `elixir/inventory_test.exs`/InventoryTest/helper().
    defp helper(x), do: x * 2
//       ^^^^^^ definition soulindex . . . `elixir/inventory_test.exs`/InventoryTest/helper().
//       kind Function
//                          ⌃ enclosing_range_end soulindex . . . `elixir/inventory_test.exs`/InventoryTest/helper().
  end
//  ⌃ enclosing_range_end soulindex . . . `elixir/inventory_test.exs`/InventoryTest/
  
