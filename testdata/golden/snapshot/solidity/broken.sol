  // SPDX-License-Identifier: MIT
  pragma solidity ^0.8.20;
  
  /// @notice Survives the broken function below.
//⌄ enclosing_range_start soulindex . . . `solidity/broken.sol`/Ledger#
  contract Ledger {
//         ^^^^^^ definition soulindex . . . `solidity/broken.sol`/Ledger#
//         kind Class
//         documentation
//         > @notice Survives the broken function below.
//    ⌄ enclosing_range_start soulindex . . . `solidity/broken.sol`/Ledger#balances.
      mapping(address => int256) public balances;
//                                      ^^^^^^^^ definition soulindex . . . `solidity/broken.sol`/Ledger#balances.
//                                      kind Field
//                                              ⌃ enclosing_range_end soulindex . . . `solidity/broken.sol`/Ledger#balances.
  
//    ⌄ enclosing_range_start soulindex . . . `solidity/broken.sol`/Ledger#Posted.
      event Posted(address indexed account, int256 delta);
//          ^^^^^^ definition soulindex . . . `solidity/broken.sol`/Ledger#Posted.
//          kind Field
//                                                       ⌃ enclosing_range_end soulindex . . . `solidity/broken.sol`/Ledger#Posted.
  
//    ⌄ enclosing_range_start soulindex . . . `solidity/broken.sol`/Ledger#post().
      function post(address account, int256 delta) external {
//             ^^^^ definition soulindex . . . `solidity/broken.sol`/Ledger#post().
//             kind Method
//                          ^^^^^^^ definition local 1
//                                          ^^^^^ definition local 2
          balances[account] += delta;
//        ^^^^^^^^ reference soulindex . . . `solidity/broken.sol`/Ledger#balances.
//                 ^^^^^^^ reference local 1
//                             ^^^^^ reference local 2
          emit Posted(account, delta);
//             ^^^^^^ reference soulindex . . . `solidity/broken.sol`/Ledger#Posted.
//                    ^^^^^^^ reference local 1
//                             ^^^^^ reference local 2
      }
//    ⌃ enclosing_range_end soulindex . . . `solidity/broken.sol`/Ledger#post().
  
//    ⌄ enclosing_range_start soulindex . . . `solidity/broken.sol`/Ledger#settle().
      function settle(address account external returns (int256 {
//             ^^^^^^ definition soulindex . . . `solidity/broken.sol`/Ledger#settle().
//             kind Method
//                            ^^^^^^^ definition local 3
          int256 b = balances[account;
//               ^ definition local 4
//                   ^^^^^^^^ reference soulindex . . . `solidity/broken.sol`/Ledger#balances.
//                            ^^^^^^^ reference local 3
          delete balances[account];
//               ^^^^^^^^ reference soulindex . . . `solidity/broken.sol`/Ledger#balances.
//                        ^^^^^^^ reference local 3
          return b
//               ^ reference local 4
      }
//    ⌃ enclosing_range_end soulindex . . . `solidity/broken.sol`/Ledger#settle().
  
//    ⌄ enclosing_range_start soulindex . . . `solidity/broken.sol`/Ledger#balanceOf().
      function balanceOf(address account) external view returns (int256) {
//             ^^^^^^^^^ definition soulindex . . . `solidity/broken.sol`/Ledger#balanceOf().
//             kind Method
//                               ^^^^^^^ definition local 5
          return balances[account];
//               ^^^^^^^^ reference soulindex . . . `solidity/broken.sol`/Ledger#balances.
//                        ^^^^^^^ reference local 5
      }
//    ⌃ enclosing_range_end soulindex . . . `solidity/broken.sol`/Ledger#balanceOf().
  }
//⌃ enclosing_range_end soulindex . . . `solidity/broken.sol`/Ledger#
  
  /// @notice Declared after the broken contract.
//⌄ enclosing_range_start soulindex . . . `solidity/broken.sol`/LedgerMath/
  library LedgerMath {
//        ^^^^^^^^^^ definition soulindex . . . `solidity/broken.sol`/LedgerMath/
//        kind Module
//        documentation
//        > @notice Declared after the broken contract.
//    ⌄ enclosing_range_start soulindex . . . `solidity/broken.sol`/LedgerMath/abs().
      function abs(int256 x) internal pure returns (uint256) {
//             ^^^ definition soulindex . . . `solidity/broken.sol`/LedgerMath/abs().
//             kind Function
//                        ^ definition local 7
          return uint256(x >= 0 ? x : -x);
//                       ^ reference local 7
//                                ^ reference local 7
//                                     ^ reference local 7
      }
//    ⌃ enclosing_range_end soulindex . . . `solidity/broken.sol`/LedgerMath/abs().
  }
//⌃ enclosing_range_end soulindex . . . `solidity/broken.sol`/LedgerMath/
  
