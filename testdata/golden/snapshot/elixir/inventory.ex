//⌄ enclosing_range_start soulindex . . . `elixir/inventory.ex`/Inventory/
  defmodule Inventory do
//          ^^^^^^^^^ definition soulindex . . . `elixir/inventory.ex`/Inventory/
//          kind Module
//          documentation
//          > Inventory tracks stock levels of products across warehouses.
//          > 
//          > It is a small library: items, warehouses and a ledger of movements.
    @moduledoc """
    Inventory tracks stock levels of products across warehouses.
  
    It is a small library: items, warehouses and a ledger of movements.
    """
  
    alias Inventory.{Item, Warehouse}
//        ^^^^^^^^^ reference soulindex . . . `elixir/inventory.ex`/Inventory/
    alias Inventory.Ledger.Entry, as: LedgerEntry
    import Enum, only: [map: 2, reduce: 3]
    require Logger
    use GenServer
  
//  ⌄ enclosing_range_start soulindex . . . `elixir/inventory.ex`/Inventory/default_warehouse.
    @default_warehouse :main
//   ^^^^^^^^^^^^^^^^^ definition soulindex . . . `elixir/inventory.ex`/Inventory/default_warehouse.
//   kind Constant
//                         ⌃ enclosing_range_end soulindex . . . `elixir/inventory.ex`/Inventory/default_warehouse.
//  ⌄ enclosing_range_start soulindex . . . `elixir/inventory.ex`/Inventory/max_quantity.
    @max_quantity 10_000
//   ^^^^^^^^^^^^ definition soulindex . . . `elixir/inventory.ex`/Inventory/max_quantity.
//   kind Constant
//                     ⌃ enclosing_range_end soulindex . . . `elixir/inventory.ex`/Inventory/max_quantity.
  
    @typedoc "A stock keeping unit."
//  ⌄ enclosing_range_start soulindex . . . `elixir/inventory.ex`/Inventory/sku#
    @type sku :: String.t()
//        ^^^ definition soulindex . . . `elixir/inventory.ex`/Inventory/sku#
//        kind TypeAlias
//        documentation
//        > A stock keeping unit.
//                        ⌃ enclosing_range_end soulindex . . . `elixir/inventory.ex`/Inventory/sku#
//  ⌄ enclosing_range_start soulindex . . . `elixir/inventory.ex`/Inventory/state#
    @typep state :: %{optional(sku()) => non_neg_integer()}
//         ^^^^^ definition soulindex . . . `elixir/inventory.ex`/Inventory/state#
//         kind TypeAlias
//                                                        ⌃ enclosing_range_end soulindex . . . `elixir/inventory.ex`/Inventory/state#
//  ⌄ enclosing_range_start soulindex . . . `elixir/inventory.ex`/Inventory/token#
    @opaque token :: reference()
//          ^^^^^ definition soulindex . . . `elixir/inventory.ex`/Inventory/token#
//          kind TypeAlias
//                             ⌃ enclosing_range_end soulindex . . . `elixir/inventory.ex`/Inventory/token#
  
//  ⌄ enclosing_range_start soulindex . . . `elixir/inventory.ex`/Inventory/Item/
    defmodule Item do
//            ^^^^ definition soulindex . . . `elixir/inventory.ex`/Inventory/Item/
//            kind Module
//            documentation
//            > A product in stock.
      @moduledoc "A product in stock."
  
      @enforce_keys [:sku, :name]
//    ⌄ enclosing_range_start soulindex . . . `elixir/inventory.ex`/Inventory/Item/defstruct#
      defstruct sku: nil, name: "", quantity: 0, tags: []
//    ^^^^^^^^^ definition soulindex . . . `elixir/inventory.ex`/Inventory/Item/defstruct#
//    kind Struct
//                                                      ⌃ enclosing_range_end soulindex . . . `elixir/inventory.ex`/Inventory/Item/defstruct#
  
//    ⌄ enclosing_range_start soulindex . . . `elixir/inventory.ex`/Inventory/Item/t#
      @type t :: %__MODULE__{sku: String.t(), name: String.t(), quantity: integer()}
//          ^ definition soulindex . . . `elixir/inventory.ex`/Inventory/Item/t#
//          kind TypeAlias
//                                                                                 ⌃ enclosing_range_end soulindex . . . `elixir/inventory.ex`/Inventory/Item/t#
  
      @doc "Builds a new item with zero quantity."
      @spec new(String.t(), String.t()) :: t()
//    ⌄ enclosing_range_start soulindex . . . `elixir/inventory.ex`/Inventory/Item/new().
      def new(sku, name) do
//        ^^^ definition soulindex . . . `elixir/inventory.ex`/Inventory/Item/new().
//        kind Function
//        documentation
//        > Builds a new item with zero quantity.
        count = 0
        %__MODULE__{sku: sku, name: name, quantity: count}
      end
//      ⌃ enclosing_range_end soulindex . . . `elixir/inventory.ex`/Inventory/Item/new().
  
      @doc """
      Adds `amount` units to the item.
      """
//    ⌄ enclosing_range_start soulindex . . . `elixir/inventory.ex`/Inventory/Item/add().
      def add(%__MODULE__{} = item, amount) when is_integer(amount) and amount > 0 do
//        ^^^ definition soulindex . . . `elixir/inventory.ex`/Inventory/Item/add().
//        kind Function
//        documentation
//        > Adds `amount` units to the item.
        %{item | quantity: item.quantity + amount}
      end
//      ⌃ enclosing_range_end soulindex . . . `elixir/inventory.ex`/Inventory/Item/add().
  
//    ⌄ enclosing_range_start soulindex . . . `elixir/inventory.ex`/Inventory/Item/add(+1).
      def add(_item, amount), do: raise(ArgumentError, "invalid amount #{amount}")
//        ^^^ definition soulindex . . . `elixir/inventory.ex`/Inventory/Item/add(+1).
//        kind Function
//                                                                               ⌃ enclosing_range_end soulindex . . . `elixir/inventory.ex`/Inventory/Item/add(+1).
    end
//    ⌃ enclosing_range_end soulindex . . . `elixir/inventory.ex`/Inventory/Item/
  
//  ⌄ enclosing_range_start soulindex . . . `elixir/inventory.ex`/Inventory/Warehouse/
    defmodule Warehouse do
//            ^^^^^^^^^ definition soulindex . . . `elixir/inventory.ex`/Inventory/Warehouse/
//            kind Module
      @moduledoc false
//    ⌄ enclosing_range_start soulindex . . . `elixir/inventory.ex`/Inventory/Warehouse/defstruct#
//               ⌄ enclosing_range_start soulindex . . . `elixir/inventory.ex`/Inventory/Warehouse/defstruct#id.
//                    ⌄ enclosing_range_start soulindex . . . `elixir/inventory.ex`/Inventory/Warehouse/defstruct#name.
      defstruct [:id, :name, items: %{}]
//    ^^^^^^^^^ definition soulindex . . . `elixir/inventory.ex`/Inventory/Warehouse/defstruct#
//    kind Struct
//               ^^^ definition soulindex . . . `elixir/inventory.ex`/Inventory/Warehouse/defstruct#id.
//               kind Field
//                    ^^^^^ definition soulindex . . . `elixir/inventory.ex`/Inventory/Warehouse/defstruct#name.
//                    kind Field
//                 ⌃ enclosing_range_end soulindex . . . `elixir/inventory.ex`/Inventory/Warehouse/defstruct#id.
//                        ⌃ enclosing_range_end soulindex . . . `elixir/inventory.ex`/Inventory/Warehouse/defstruct#name.
//                                     ⌃ enclosing_range_end soulindex . . . `elixir/inventory.ex`/Inventory/Warehouse/defstruct#
  
//    ⌄ enclosing_range_start soulindex . . . `elixir/inventory.ex`/Inventory/Warehouse/`empty?`().
      def empty?(%__MODULE__{items: items}), do: map_size(items) == 0
//        ^^^^^^ definition soulindex . . . `elixir/inventory.ex`/Inventory/Warehouse/`empty?`().
//        kind Function
//                                                                  ⌃ enclosing_range_end soulindex . . . `elixir/inventory.ex`/Inventory/Warehouse/`empty?`().
    end
//    ⌃ enclosing_range_end soulindex . . . `elixir/inventory.ex`/Inventory/Warehouse/
  
//  ⌄ enclosing_range_start soulindex . . . `elixir/inventory.ex`/Inventory/OutOfStockError/
    defmodule OutOfStockError do
//            ^^^^^^^^^^^^^^^ definition soulindex . . . `elixir/inventory.ex`/Inventory/OutOfStockError/
//            kind Module
//    ⌄ enclosing_range_start soulindex . . . `elixir/inventory.ex`/Inventory/OutOfStockError/defexception#
//                  ⌄ enclosing_range_start soulindex . . . `elixir/inventory.ex`/Inventory/OutOfStockError/defexception#sku.
      defexception [:sku, message: "out of stock"]
//    ^^^^^^^^^^^^ definition soulindex . . . `elixir/inventory.ex`/Inventory/OutOfStockError/defexception#
//    kind Struct
//                  ^^^^ definition soulindex . . . `elixir/inventory.ex`/Inventory/OutOfStockError/defexception#sku.
//                  kind Field
//                     ⌃ enclosing_range_end soulindex . . . `elixir/inventory.ex`/Inventory/OutOfStockError/defexception#sku.
//                                               ⌃ enclosing_range_end soulindex . . . `elixir/inventory.ex`/Inventory/OutOfStockError/defexception#
    end
//    ⌃ enclosing_range_end soulindex . . . `elixir/inventory.ex`/Inventory/OutOfStockError/
  
    # Client API
  
    @doc "Starts the inventory server."
//  ⌄ enclosing_range_start soulindex . . . `elixir/inventory.ex`/Inventory/start_link().
    def start_link(opts \\ []) do
//      ^^^^^^^^^^ definition soulindex . . . `elixir/inventory.ex`/Inventory/start_link().
//      kind Function
//      documentation
//      > Starts the inventory server.
      GenServer.start_link(__MODULE__, opts, name: Keyword.get(opts, :name, __MODULE__))
    end
//    ⌃ enclosing_range_end soulindex . . . `elixir/inventory.ex`/Inventory/start_link().
  
    @doc "Returns the quantity of `sku`."
//  ⌄ enclosing_range_start soulindex . . . `elixir/inventory.ex`/Inventory/quantity().
    def quantity(server \\ __MODULE__, sku) do
//      ^^^^^^^^ definition soulindex . . . `elixir/inventory.ex`/Inventory/quantity().
//      kind Function
//      documentation
//      > Returns the quantity of `sku`.
      GenServer.call(server, {:quantity, sku})
    end
//    ⌃ enclosing_range_end soulindex . . . `elixir/inventory.ex`/Inventory/quantity().
  
//  ⌄ enclosing_range_start soulindex . . . `elixir/inventory.ex`/Inventory/reset().
    def reset, do: GenServer.cast(__MODULE__, :reset)
//      ^^^^^ definition soulindex . . . `elixir/inventory.ex`/Inventory/reset().
//      kind Function
//                                                  ⌃ enclosing_range_end soulindex . . . `elixir/inventory.ex`/Inventory/reset().
  
//  ⌄ enclosing_range_start soulindex . . . `elixir/inventory.ex`/Inventory/total().
    def total do
//      ^^^^^ definition soulindex . . . `elixir/inventory.ex`/Inventory/total().
//      kind Function
      :sys.get_state(__MODULE__)
      |> Map.values()
      |> reduce(0, &(&1 + &2))
    end
//    ⌃ enclosing_range_end soulindex . . . `elixir/inventory.ex`/Inventory/total().
  
    @doc "Guard for valid quantities."
//  ⌄ enclosing_range_start soulindex . . . `elixir/inventory.ex`/Inventory/is_quantity!
    defguard is_quantity(value) when is_integer(value) and value >= 0 and value <= @max_quantity
//           ^^^^^^^^^^^ definition soulindex . . . `elixir/inventory.ex`/Inventory/is_quantity!
//           kind Macro
//           documentation
//           > Guard for valid quantities.
//                                                                                             ⌃ enclosing_range_end soulindex . . . `elixir/inventory.ex`/Inventory/is_quantity!
  
//  ⌄ enclosing_range_start soulindex . . . `elixir/inventory.ex`/Inventory/is_sku!
    defguardp is_sku(value) when is_binary(value)
//            ^^^^^^ definition soulindex . . . `elixir/inventory.ex`/Inventory/is_sku!
//            kind Macro
//                                              ⌃ enclosing_range_end soulindex . . . `elixir/inventory.ex`/Inventory/is_sku!
  
    @doc "Logs a stock movement at debug level."
//  ⌄ enclosing_range_start soulindex . . . `elixir/inventory.ex`/Inventory/log_movement!
    defmacro log_movement(sku, delta) do
//           ^^^^^^^^^^^^ definition soulindex . . . `elixir/inventory.ex`/Inventory/log_movement!
//           kind Macro
//           documentation
//           > Logs a stock movement at debug level.
      quote do
        Logger.debug("movement #{unquote(sku)} #{unquote(delta)}")
      end
    end
//    ⌃ enclosing_range_end soulindex . . . `elixir/inventory.ex`/Inventory/log_movement!
  
//  ⌄ enclosing_range_start soulindex . . . `elixir/inventory.ex`/Inventory/checked!
    defmacrop checked(expr) do
//            ^^^^^^^ definition soulindex . . . `elixir/inventory.ex`/Inventory/checked!
//            kind Macro
      quote do: unquote(expr) || raise(OutOfStockError)
    end
//    ⌃ enclosing_range_end soulindex . . . `elixir/inventory.ex`/Inventory/checked!
  
    # Server callbacks
  
    @doc "Initial state: no stock."
    @impl true
    @spec init(keyword()) :: {:ok, map()}
//  ⌄ enclosing_range_start soulindex . . . `elixir/inventory.ex`/Inventory/init().
    def init(_opts), do: {:ok, %{}}
//      ^^^^ definition soulindex . . . `elixir/inventory.ex`/Inventory/init().
//      kind Function
//      documentation
//      > Initial state: no stock.
//                                ⌃ enclosing_range_end soulindex . . . `elixir/inventory.ex`/Inventory/init().
  
    @impl true
//  ⌄ enclosing_range_start soulindex . . . `elixir/inventory.ex`/Inventory/handle_call().
    def handle_call({:quantity, sku}, _from, state) when is_sku(sku) do
//      ^^^^^^^^^^^ definition soulindex . . . `elixir/inventory.ex`/Inventory/handle_call().
//      kind Function
      {:reply, Map.get(state, sku, 0), state}
    end
//    ⌃ enclosing_range_end soulindex . . . `elixir/inventory.ex`/Inventory/handle_call().
  
    @doc false
    @impl true
//  ⌄ enclosing_range_start soulindex . . . `elixir/inventory.ex`/Inventory/handle_cast().
    def handle_cast(:reset, _state) do
//      ^^^^^^^^^^^ definition soulindex . . . `elixir/inventory.ex`/Inventory/handle_cast().
//      kind Function
      {:noreply, %{}}
    end
//    ⌃ enclosing_range_end soulindex . . . `elixir/inventory.ex`/Inventory/handle_cast().
  
    # Applies a stock movement and logs it.
//  ⌄ enclosing_range_start soulindex . . . `elixir/inventory.ex`/Inventory/apply_delta().
    defp apply_delta(state, sku, delta) do
//       ^^^^^^^^^^^ definition soulindex . . . `elixir/inventory.ex`/Inventory/apply_delta().
//       kind Function
//       documentation
//       > Applies a stock movement and logs it.
      updated = Map.update(state, sku, delta, &(&1 + delta))
      log_movement(sku, delta)
      updated
    end
//    ⌃ enclosing_range_end soulindex . . . `elixir/inventory.ex`/Inventory/apply_delta().
  
//  ⌄ enclosing_range_start soulindex . . . `elixir/inventory.ex`/Inventory/clamp().
    defp clamp(n) when n < 0, do: 0
//       ^^^^^ definition soulindex . . . `elixir/inventory.ex`/Inventory/clamp().
//       kind Function
//                                ⌃ enclosing_range_end soulindex . . . `elixir/inventory.ex`/Inventory/clamp().
//  ⌄ enclosing_range_start soulindex . . . `elixir/inventory.ex`/Inventory/clamp(+1).
    defp clamp(n), do: min(n, @max_quantity)
//       ^^^^^ definition soulindex . . . `elixir/inventory.ex`/Inventory/clamp(+1).
//       kind Function
//                                         ⌃ enclosing_range_end soulindex . . . `elixir/inventory.ex`/Inventory/clamp(+1).
  end
//  ⌃ enclosing_range_end soulindex . . . `elixir/inventory.ex`/Inventory/
  
//⌄ enclosing_range_start soulindex . . . `elixir/inventory.ex`/`Inventory.Describable`#
  defprotocol Inventory.Describable do
//            ^^^^^^^^^^^^^^^^^^^^^ definition soulindex . . . `elixir/inventory.ex`/`Inventory.Describable`#
//            kind Interface
//            documentation
//            > Things that can describe themselves.
    @moduledoc "Things that can describe themselves."
  
    @doc "Returns a human readable description."
//  ⌄ enclosing_range_start soulindex . . . `elixir/inventory.ex`/`Inventory.Describable`#describe().
    def describe(value)
//      ^^^^^^^^ definition soulindex . . . `elixir/inventory.ex`/`Inventory.Describable`#describe().
//      kind Method
//      documentation
//      > Returns a human readable description.
//                    ⌃ enclosing_range_end soulindex . . . `elixir/inventory.ex`/`Inventory.Describable`#describe().
  
    @fallback_to_any true
//  ⌄ enclosing_range_start soulindex . . . `elixir/inventory.ex`/`Inventory.Describable`#label().
    def label(value, opts)
//      ^^^^^ definition soulindex . . . `elixir/inventory.ex`/`Inventory.Describable`#label().
//      kind Method
//                       ⌃ enclosing_range_end soulindex . . . `elixir/inventory.ex`/`Inventory.Describable`#label().
  end
//  ⌃ enclosing_range_end soulindex . . . `elixir/inventory.ex`/`Inventory.Describable`#
  
  defimpl Inventory.Describable, for: Inventory.Item do
//        ^^^^^^^^^^^^^^^^^^^^^ reference soulindex . . . `elixir/inventory.ex`/`Inventory.Describable`#
//  ⌄ enclosing_range_start soulindex . . . `elixir/inventory.ex`/`Inventory.Describable`#describe(+1).
    def describe(%{name: name, quantity: q}), do: "#{name} (#{q})"
//      ^^^^^^^^ definition soulindex . . . `elixir/inventory.ex`/`Inventory.Describable`#describe(+1).
//      kind Method
//                                                               ⌃ enclosing_range_end soulindex . . . `elixir/inventory.ex`/`Inventory.Describable`#describe(+1).
//  ⌄ enclosing_range_start soulindex . . . `elixir/inventory.ex`/`Inventory.Describable`#label(+1).
    def label(item, _opts), do: item.sku
//      ^^^^^ definition soulindex . . . `elixir/inventory.ex`/`Inventory.Describable`#label(+1).
//      kind Method
//                                     ⌃ enclosing_range_end soulindex . . . `elixir/inventory.ex`/`Inventory.Describable`#label(+1).
  end
  
  defimpl Inventory.Describable, for: [Integer, Float] do
//        ^^^^^^^^^^^^^^^^^^^^^ reference soulindex . . . `elixir/inventory.ex`/`Inventory.Describable`#
//  ⌄ enclosing_range_start soulindex . . . `elixir/inventory.ex`/`Inventory.Describable`#describe(+2).
    def describe(n), do: to_string(n)
//      ^^^^^^^^ definition soulindex . . . `elixir/inventory.ex`/`Inventory.Describable`#describe(+2).
//      kind Method
//                                  ⌃ enclosing_range_end soulindex . . . `elixir/inventory.ex`/`Inventory.Describable`#describe(+2).
//  ⌄ enclosing_range_start soulindex . . . `elixir/inventory.ex`/`Inventory.Describable`#label(+2).
    def label(n, _), do: "n=#{n}"
//      ^^^^^ definition soulindex . . . `elixir/inventory.ex`/`Inventory.Describable`#label(+2).
//      kind Method
//                              ⌃ enclosing_range_end soulindex . . . `elixir/inventory.ex`/`Inventory.Describable`#label(+2).
  end
  
//⌄ enclosing_range_start soulindex . . . `elixir/inventory.ex`/`Inventory.Ledger`/
  defmodule Inventory.Ledger do
//          ^^^^^^^^^^^^^^^^ definition soulindex . . . `elixir/inventory.ex`/`Inventory.Ledger`/
//          kind Module
//          documentation
//          > Ledger records every movement.
    @moduledoc """
    Ledger records every movement.
    """
  
    alias Inventory.Ledger.Entry
  
//  ⌄ enclosing_range_start soulindex . . . `elixir/inventory.ex`/`Inventory.Ledger`/Entry/
    defmodule Entry do
//            ^^^^^ definition soulindex . . . `elixir/inventory.ex`/`Inventory.Ledger`/Entry/
//            kind Module
      @moduledoc false
//    ⌄ enclosing_range_start soulindex . . . `elixir/inventory.ex`/`Inventory.Ledger`/Entry/defstruct#
//               ⌄ enclosing_range_start soulindex . . . `elixir/inventory.ex`/`Inventory.Ledger`/Entry/defstruct#sku.
//                     ⌄ enclosing_range_start soulindex . . . `elixir/inventory.ex`/`Inventory.Ledger`/Entry/defstruct#delta.
//                             ⌄ enclosing_range_start soulindex . . . `elixir/inventory.ex`/`Inventory.Ledger`/Entry/defstruct#at.
      defstruct [:sku, :delta, :at]
//    ^^^^^^^^^ definition soulindex . . . `elixir/inventory.ex`/`Inventory.Ledger`/Entry/defstruct#
//    kind Struct
//               ^^^^ definition soulindex . . . `elixir/inventory.ex`/`Inventory.Ledger`/Entry/defstruct#sku.
//               kind Field
//                     ^^^^^^ definition soulindex . . . `elixir/inventory.ex`/`Inventory.Ledger`/Entry/defstruct#delta.
//                     kind Field
//                             ^^^ definition soulindex . . . `elixir/inventory.ex`/`Inventory.Ledger`/Entry/defstruct#at.
//                             kind Field
//                  ⌃ enclosing_range_end soulindex . . . `elixir/inventory.ex`/`Inventory.Ledger`/Entry/defstruct#sku.
//                          ⌃ enclosing_range_end soulindex . . . `elixir/inventory.ex`/`Inventory.Ledger`/Entry/defstruct#delta.
//                               ⌃ enclosing_range_end soulindex . . . `elixir/inventory.ex`/`Inventory.Ledger`/Entry/defstruct#at.
//                                ⌃ enclosing_range_end soulindex . . . `elixir/inventory.ex`/`Inventory.Ledger`/Entry/defstruct#
    end
//    ⌃ enclosing_range_end soulindex . . . `elixir/inventory.ex`/`Inventory.Ledger`/Entry/
  
    @doc "Records a movement."
//  ⌄ enclosing_range_start soulindex . . . `elixir/inventory.ex`/`Inventory.Ledger`/record().
    def record(entries, sku, delta) do
//      ^^^^^^ definition soulindex . . . `elixir/inventory.ex`/`Inventory.Ledger`/record().
//      kind Function
//      documentation
//      > Records a movement.
      entry = %Entry{sku: sku, delta: delta, at: DateTime.utc_now()}
      [entry | entries]
    end
//    ⌃ enclosing_range_end soulindex . . . `elixir/inventory.ex`/`Inventory.Ledger`/record().
  
//  ⌄ enclosing_range_start soulindex . . . `elixir/inventory.ex`/`Inventory.Ledger`/balance().
    def balance(entries, sku) do
//      ^^^^^^^ definition soulindex . . . `elixir/inventory.ex`/`Inventory.Ledger`/balance().
//      kind Function
      entries
      |> Enum.filter(&(&1.sku == sku))
      |> Enum.map(& &1.delta)
      |> Enum.sum()
    end
//    ⌃ enclosing_range_end soulindex . . . `elixir/inventory.ex`/`Inventory.Ledger`/balance().
  
//  ⌄ enclosing_range_start soulindex . . . `elixir/inventory.ex`/`Inventory.Ledger`/size().
    defdelegate size(entries), to: Enum, as: :count
//              ^^^^ definition soulindex . . . `elixir/inventory.ex`/`Inventory.Ledger`/size().
//              kind Function
//                                                ⌃ enclosing_range_end soulindex . . . `elixir/inventory.ex`/`Inventory.Ledger`/size().
  
    def unquote(:"weird name")(x), do: x
  end
//  ⌃ enclosing_range_end soulindex . . . `elixir/inventory.ex`/`Inventory.Ledger`/
  
