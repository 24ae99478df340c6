  -- Tests for the cache module, busted style.
  local cache = require("cache")
  local assert = require("luassert")
  
//⌄ enclosing_range_start soulindex . . . `lua/cache_spec.lua`/describe.
//⌄ enclosing_range_start soulindex . . . `lua/cache_spec.lua`/it.
//⌄ enclosing_range_start soulindex . . . `lua/cache_spec.lua`/before_each.
  local describe, it, before_each = describe, it, before_each
//      ^^^^^^^^ definition soulindex . . . `lua/cache_spec.lua`/describe.
//      kind Variable
//                ^^ definition soulindex . . . `lua/cache_spec.lua`/it.
//                kind Variable
//                    ^^^^^^^^^^^ definition soulindex . . . `lua/cache_spec.lua`/before_each.
//                    kind Variable
//                                  ^^^^^^^^ reference soulindex . . . `lua/cache_spec.lua`/describe.
//                                            ^^ reference soulindex . . . `lua/cache_spec.lua`/it.
//                                                ^^^^^^^^^^^ reference soulindex . . . `lua/cache_spec.lua`/before_each.
//                                                          ⌃ enclosing_range_end soulindex . . . `lua/cache_spec.lua`/describe.
//                                                          ⌃ enclosing_range_end soulindex . . . `lua/cache_spec.lua`/it.
//                                                          ⌃ enclosing_range_end soulindex . . . `lua/cache_spec.lua`/before_each.
  
//⌄ enclosing_range_start soulindex . . . `lua/cache_spec.lua`/fill().
  local function fill(c, n)
//               ^^^^ definition soulindex . . . `lua/cache_spec.lua`/fill().
//               kind Function
    for i = 1, n do
      c:set("k" .. i, i)
    end
  end
//  ⌃ enclosing_range_end soulindex . . . `lua/cache_spec.lua`/fill().
  
  describe("cache", function()
//^^^^^^^^ reference soulindex . . . `lua/cache_spec.lua`/describe.
    local c
  
    before_each(function()
//  ^^^^^^^^^^^ reference soulindex . . . `lua/cache_spec.lua`/before_each.
      c = cache.new(3)
//              ^^^ reference soulindex . . . `lua/cache.lua`/M/new().
    end)
  
    it("evicts the least recently used entry", function()
//  ^^ reference soulindex . . . `lua/cache_spec.lua`/it.
      fill(c, 4)
//    ^^^^ reference soulindex . . . `lua/cache_spec.lua`/fill().
      assert.is_nil(c:get("k1"))
      assert.equals(4, c:get("k4"))
    end)
  
    it("counts hits and misses", function()
//  ^^ reference soulindex . . . `lua/cache_spec.lua`/it.
      c:set("a", 1)
      c:get("a")
      c:get("b")
      local s = c:stats()
      assert.same({ hits = 1, misses = 1, ratio = 0.5 }, s)
    end)
  
    it("memoizes", function()
//  ^^ reference soulindex . . . `lua/cache_spec.lua`/it.
      local calls = 0
      local square = cache.memoize(function(x)
//                         ^^^^^^^ reference soulindex . . . `lua/cache.lua`/M/memoize().
        calls = calls + 1
        return x * x
      end)
      assert.equals(9, square(3))
      assert.equals(9, square(3))
      assert.equals(1, calls)
    end)
  end)
  
