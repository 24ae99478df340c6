  -- A file with syntax errors.
//⌄ enclosing_range_start soulindex . . . `lua/broken.lua`/M/
  local M = {}
//      ^ definition soulindex . . . `lua/broken.lua`/M/
//      kind Module
//      documentation
//      > A file with syntax errors.
//           ⌃ enclosing_range_end soulindex . . . `lua/broken.lua`/M/
  
//⌄ enclosing_range_start soulindex . . . `lua/broken.lua`/M/good().
  function M.good(a)
//         ^ reference soulindex . . . `lua/broken.lua`/M/
//           ^^^^ definition soulindex . . . `lua/broken.lua`/M/good().
//           kind Function
    return a + 1
  end
//  ⌃ enclosing_range_end soulindex . . . `lua/broken.lua`/M/good().
  
//⌄ enclosing_range_start soulindex . . . `lua/broken.lua`/M/bad().
  function M.bad(a
//         ^ reference soulindex . . . `lua/broken.lua`/M/
//           ^^^ definition soulindex . . . `lua/broken.lua`/M/bad().
//           kind Function
    if a then return end
  end
//  ⌃ enclosing_range_end soulindex . . . `lua/broken.lua`/M/bad().
  
//⌄ enclosing_range_start soulindex . . . `lua/broken.lua`/x.
  local x = = 3
//      ^ definition soulindex . . . `lua/broken.lua`/x.
//      kind Variable
//            ⌃ enclosing_range_end soulindex . . . `lua/broken.lua`/x.
  
  --- Still found after the errors?
//⌄ enclosing_range_start soulindex . . . `lua/broken.lua`/M/after().
  function M.after()
//         ^ reference soulindex . . . `lua/broken.lua`/M/
//           ^^^^^ definition soulindex . . . `lua/broken.lua`/M/after().
//           kind Function
//           documentation
//           > Still found after the errors?
    return M.good(2)
//         ^ reference soulindex . . . `lua/broken.lua`/M/
//           ^^^^ reference soulindex . . . `lua/broken.lua`/M/good().
  end
//  ⌃ enclosing_range_end soulindex . . . `lua/broken.lua`/M/after().
  
  return M
//       ^ reference soulindex . . . `lua/broken.lua`/M/
  
