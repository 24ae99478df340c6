//⌄ enclosing_range_start soulindex . . . `elixir/broken.ex`/Broken/
  defmodule Broken do
//          ^^^^^^ definition soulindex . . . `elixir/broken.ex`/Broken/
//          kind Module
    @moduledoc "Has syntax errors."
  
//  ⌄ enclosing_range_start soulindex . . . `elixir/broken.ex`/Broken/ok().
    def ok(a), do: a
//      ^^ definition soulindex . . . `elixir/broken.ex`/Broken/ok().
//      kind Function
//                 ⌃ enclosing_range_end soulindex . . . `elixir/broken.ex`/Broken/ok().
  
//  ⌄ enclosing_range_start soulindex . . . `elixir/broken.ex`/Broken/missing_end().
    def missing_end(a) do
//      ^^^^^^^^^^^ definition soulindex . . . `elixir/broken.ex`/Broken/missing_end().
//      kind Function
      case a do
        1 -> :one
//              ⌃ enclosing_range_end soulindex . . . `elixir/broken.ex`/Broken/missing_end().
    
  
//  ⌄ enclosing_range_start soulindex . . . `elixir/broken.ex`/Broken/after_error().
    def after_error(b) do
//      ^^^^^^^^^^^ definition soulindex . . . `elixir/broken.ex`/Broken/after_error().
//      kind Function
      b +
    end
//    ⌃ enclosing_range_end soulindex . . . `elixir/broken.ex`/Broken/after_error().
  
//  ⌄ enclosing_range_start soulindex . . . `elixir/broken.ex`/Broken/fine().
    defp fine, do: :fine
//       ^^^^ definition soulindex . . . `elixir/broken.ex`/Broken/fine().
//       kind Function
//                     ⌃ enclosing_range_end soulindex . . . `elixir/broken.ex`/Broken/fine().
  end
//  ⌃ enclosing_range_end soulindex . . . `elixir/broken.ex`/Broken/
  
