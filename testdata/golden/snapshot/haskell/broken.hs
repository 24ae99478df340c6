//⌄ enclosing_range_start soulindex . . . `haskell/broken.hs`/Broken/
  module Broken where
//       ^^^^^^ definition soulindex . . . `haskell/broken.hs`/Broken/
//       kind Module
//                  ⌃ enclosing_range_end soulindex . . . `haskell/broken.hs`/Broken/
  
  -- | Fine.
//⌄ enclosing_range_start soulindex . . . `haskell/broken.hs`/good().
  good :: Int -> Int
//^^^^ definition soulindex . . . `haskell/broken.hs`/good().
//kind Function
//                 ⌃ enclosing_range_end soulindex . . . `haskell/broken.hs`/good().
//⌄ enclosing_range_start soulindex . . . `haskell/broken.hs`/good(+1).
  good x = x + 1
//^^^^ definition soulindex . . . `haskell/broken.hs`/good(+1).
//kind Function
//             ⌃ enclosing_range_end soulindex . . . `haskell/broken.hs`/good(+1).
  
//⌄ enclosing_range_start soulindex . . . `haskell/broken.hs`/Shape#
  data Shape = Circle Double | 
//     ^^^^^ definition soulindex . . . `haskell/broken.hs`/Shape#
//     kind Struct
//                         ⌃ enclosing_range_end soulindex . . . `haskell/broken.hs`/Shape#
  
  -- | After the error.
//⌄ enclosing_range_start soulindex . . . `haskell/broken.hs`/after().
  after :: Int
//^^^^^ definition soulindex . . . `haskell/broken.hs`/after().
//kind Function
//           ⌃ enclosing_range_end soulindex . . . `haskell/broken.hs`/after().
//⌄ enclosing_range_start soulindex . . . `haskell/broken.hs`/after(+1).
  after = good 2
//^^^^^ definition soulindex . . . `haskell/broken.hs`/after(+1).
//kind Function
//        ^^^^ reference soulindex . . . `haskell/broken.hs`/good().
//             ⌃ enclosing_range_end soulindex . . . `haskell/broken.hs`/after(+1).
  
  class Oops a where
    oops :: a -> = 
  
