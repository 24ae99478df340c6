  // SPDX-License-Identifier: MIT
  pragma solidity ^0.8.20;
  
  /// @notice Overflow-checked helpers kept for pre-0.8 call sites.
//⌄ enclosing_range_start soulindex . . . `solidity/lib/Math.sol`/SafeMath/
  library SafeMath {
//        ^^^^^^^^ definition soulindex . . . `solidity/lib/Math.sol`/SafeMath/
//        kind Module
//        documentation
//        > @notice Overflow-checked helpers kept for pre-0.8 call sites.
      /// @dev Reverts on overflow, as 0.8 arithmetic does.
//    ⌄ enclosing_range_start soulindex . . . `solidity/lib/Math.sol`/SafeMath/add().
      function add(uint256 a, uint256 b) internal pure returns (uint256) {
//             ^^^ definition soulindex . . . `solidity/lib/Math.sol`/SafeMath/add().
//             kind Function
//             documentation
//             > @dev Reverts on overflow, as 0.8 arithmetic does.
//                         ^ definition local 1
//                                    ^ definition local 2
          return a + b;
//               ^ reference local 1
//                   ^ reference local 2
      }
//    ⌃ enclosing_range_end soulindex . . . `solidity/lib/Math.sol`/SafeMath/add().
  
//    ⌄ enclosing_range_start soulindex . . . `solidity/lib/Math.sol`/SafeMath/sub().
      function sub(uint256 a, uint256 b) internal pure returns (uint256) {
//             ^^^ definition soulindex . . . `solidity/lib/Math.sol`/SafeMath/sub().
//             kind Function
//                         ^ definition local 3
//                                    ^ definition local 4
          return a - b;
//               ^ reference local 3
//                   ^ reference local 4
      }
//    ⌃ enclosing_range_end soulindex . . . `solidity/lib/Math.sol`/SafeMath/sub().
  }
//⌃ enclosing_range_end soulindex . . . `solidity/lib/Math.sol`/SafeMath/
  
  /// @title Comparisons and rounding for share accounting.
//⌄ enclosing_range_start soulindex . . . `solidity/lib/Math.sol`/Math/
  library Math {
//        ^^^^ definition soulindex . . . `solidity/lib/Math.sol`/Math/
//        kind Module
//        documentation
//        > @title Comparisons and rounding for share accounting.
//    ⌄ enclosing_range_start soulindex . . . `solidity/lib/Math.sol`/Math/WAD.
      uint256 internal constant WAD = 1e18;
//                              ^^^ definition soulindex . . . `solidity/lib/Math.sol`/Math/WAD.
//                              kind Constant
//                                        ⌃ enclosing_range_end soulindex . . . `solidity/lib/Math.sol`/Math/WAD.
  
//    ⌄ enclosing_range_start soulindex . . . `solidity/lib/Math.sol`/Math/min().
      function min(uint256 a, uint256 b) internal pure returns (uint256) {
//             ^^^ definition soulindex . . . `solidity/lib/Math.sol`/Math/min().
//             kind Function
//                         ^ definition local 6
//                                    ^ definition local 7
          return a < b ? a : b;
//               ^ reference local 6
//                   ^ reference local 7
//                       ^ reference local 6
//                           ^ reference local 7
      }
//    ⌃ enclosing_range_end soulindex . . . `solidity/lib/Math.sol`/Math/min().
  
//    ⌄ enclosing_range_start soulindex . . . `solidity/lib/Math.sol`/Math/max().
      function max(uint256 a, uint256 b) internal pure returns (uint256) {
//             ^^^ definition soulindex . . . `solidity/lib/Math.sol`/Math/max().
//             kind Function
//                         ^ definition local 8
//                                    ^ definition local 9
          return a > b ? a : b;
//               ^ reference local 8
//                   ^ reference local 9
//                       ^ reference local 8
//                           ^ reference local 9
      }
//    ⌃ enclosing_range_end soulindex . . . `solidity/lib/Math.sol`/Math/max().
  
      /// @notice a * b / WAD, rounded up.
//    ⌄ enclosing_range_start soulindex . . . `solidity/lib/Math.sol`/Math/mulWadUp().
      function mulWadUp(uint256 a, uint256 b) internal pure returns (uint256 z) {
//             ^^^^^^^^ definition soulindex . . . `solidity/lib/Math.sol`/Math/mulWadUp().
//             kind Function
//             documentation
//             > @notice a * b / WAD, rounded up.
//                              ^ definition local 10
//                                         ^ definition local 11
//                                                                           ^ definition local 12
          z = _ceilDiv(a * b, WAD);
//        ^ reference local 12
//                     ^ reference local 10
//                         ^ reference local 11
      }
//    ⌃ enclosing_range_end soulindex . . . `solidity/lib/Math.sol`/Math/mulWadUp().
  
//    ⌄ enclosing_range_start soulindex . . . `solidity/lib/Math.sol`/Math/_ceilDiv().
      function _ceilDiv(uint256 x, uint256 d) private pure returns (uint256) {
//             ^^^^^^^^ definition soulindex . . . `solidity/lib/Math.sol`/Math/_ceilDiv().
//             kind Function
//                              ^ definition local 13
//                                         ^ definition local 14
          return x == 0 ? 0 : (x - 1) / d + 1;
//               ^ reference local 13
//                             ^ reference local 13
//                                      ^ reference local 14
      }
//    ⌃ enclosing_range_end soulindex . . . `solidity/lib/Math.sol`/Math/_ceilDiv().
  }
//⌃ enclosing_range_end soulindex . . . `solidity/lib/Math.sol`/Math/
  
