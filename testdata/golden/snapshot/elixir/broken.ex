  defmodule Broken do
    @moduledoc "Has syntax errors."
  
//  ⌄ enclosing_range_start soulindex . . . `elixir/broken.ex`/ok().
    def ok(a), do: a
//      ^^ definition soulindex . . . `elixir/broken.ex`/ok().
//      kind Function
//                 ⌃ enclosing_range_end soulindex . . . `elixir/broken.ex`/ok().
  
    def missing_end(a) do
      case a do
        1 -> :one
    
  
//  ⌄ enclosing_range_start soulindex . . . `elixir/broken.ex`/after_error().
    def after_error(b) do
//      ^^^^^^^^^^^ definition soulindex . . . `elixir/broken.ex`/after_error().
//      kind Function
      b +
    end
  
    defp fine, do: :fine
  end
//  ⌃ enclosing_range_end soulindex . . . `elixir/broken.ex`/after_error().
  
