//⌄ enclosing_range_start soulindex . . . `julia/broken.jl`/Broken/
  module Broken
//       ^^^^^^ definition soulindex . . . `julia/broken.jl`/Broken/
//       kind Module
  
  "Fine."
//⌄ enclosing_range_start soulindex . . . `julia/broken.jl`/Broken/good().
  good(x) = x + 1
//^^^^ definition soulindex . . . `julia/broken.jl`/Broken/good().
//kind Function
//documentation
//> Fine.
//              ⌃ enclosing_range_end soulindex . . . `julia/broken.jl`/Broken/good().
  
//⌄ enclosing_range_start soulindex . . . `julia/broken.jl`/Broken/Half#
  struct Half
//       ^^^^ definition soulindex . . . `julia/broken.jl`/Broken/Half#
//       kind Struct
//    ⌄ enclosing_range_start soulindex . . . `julia/broken.jl`/Broken/Half#a.
      a::Int
//    ^ definition soulindex . . . `julia/broken.jl`/Broken/Half#a.
//    kind Field
//         ⌃ enclosing_range_end soulindex . . . `julia/broken.jl`/Broken/Half#a.
//    ⌄ enclosing_range_start soulindex . . . `julia/broken.jl`/Broken/Half#b.
      b::
//    ^ definition soulindex . . . `julia/broken.jl`/Broken/Half#b.
//    kind Field
  
  function after(y)
//                ⌃ enclosing_range_end soulindex . . . `julia/broken.jl`/Broken/Half#b.
      good(y
  end
//  ⌃ enclosing_range_end soulindex . . . `julia/broken.jl`/Broken/Half#
  
//⌄ enclosing_range_start soulindex . . . `julia/broken.jl`/Broken/LIMIT.
  const LIMIT = 3
//      ^^^^^ definition soulindex . . . `julia/broken.jl`/Broken/LIMIT.
//      kind Constant
//              ⌃ enclosing_range_end soulindex . . . `julia/broken.jl`/Broken/LIMIT.
  end
//  ⌃ enclosing_range_end soulindex . . . `julia/broken.jl`/Broken/
  
