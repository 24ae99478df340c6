  // SPDX-License-Identifier: MIT
  pragma solidity ^0.8.20;
  
  import {StakingToken, IERC20Minimal} from "./StakingToken.sol";
//        ^^^^^^^^^^^^ reference soulindex . . . `solidity/StakingToken.sol`/StakingToken#
//                      ^^^^^^^^^^^^^ reference soulindex . . . `solidity/StakingToken.sol`/IERC20Minimal#
  import {Math} from "./lib/Math.sol";
//        ^^^^ reference soulindex . . . `solidity/lib/Math.sol`/Math/
  
  /// @notice Pays out a share of a fixed budget to the stakers of a token.
//⌄ enclosing_range_start soulindex . . . `solidity/RewardsVault.sol`/RewardsVault#
  contract RewardsVault {
//         ^^^^^^^^^^^^ definition soulindex . . . `solidity/RewardsVault.sol`/RewardsVault#
//         kind Class
//         documentation
//         > @notice Pays out a share of a fixed budget to the stakers of a token.
      using Math for uint256;
//          ^^^^ reference soulindex . . . `solidity/lib/Math.sol`/Math/
  
//    ⌄ enclosing_range_start soulindex . . . `solidity/RewardsVault.sol`/RewardsVault#token.
      StakingToken public immutable token;
//    ^^^^^^^^^^^^ reference soulindex . . . `solidity/StakingToken.sol`/StakingToken#
//                                  ^^^^^ definition soulindex . . . `solidity/RewardsVault.sol`/RewardsVault#token.
//                                  kind Constant
//                                       ⌃ enclosing_range_end soulindex . . . `solidity/RewardsVault.sol`/RewardsVault#token.
//    ⌄ enclosing_range_start soulindex . . . `solidity/RewardsVault.sol`/RewardsVault#budget.
      uint256 public budget;
//                   ^^^^^^ definition soulindex . . . `solidity/RewardsVault.sol`/RewardsVault#budget.
//                   kind Field
//                         ⌃ enclosing_range_end soulindex . . . `solidity/RewardsVault.sol`/RewardsVault#budget.
//    ⌄ enclosing_range_start soulindex . . . `solidity/RewardsVault.sol`/RewardsVault#claimed.
      mapping(address => bool) private claimed;
//                                     ^^^^^^^ definition soulindex . . . `solidity/RewardsVault.sol`/RewardsVault#claimed.
//                                     kind Field
//                                            ⌃ enclosing_range_end soulindex . . . `solidity/RewardsVault.sol`/RewardsVault#claimed.
  
//    ⌄ enclosing_range_start soulindex . . . `solidity/RewardsVault.sol`/RewardsVault#Claimed.
      event Claimed(address indexed staker, uint256 amount);
//          ^^^^^^^ definition soulindex . . . `solidity/RewardsVault.sol`/RewardsVault#Claimed.
//          kind Field
//                                                         ⌃ enclosing_range_end soulindex . . . `solidity/RewardsVault.sol`/RewardsVault#Claimed.
  
//    ⌄ enclosing_range_start soulindex . . . `solidity/RewardsVault.sol`/RewardsVault#constructor().
      constructor(StakingToken token_, uint256 budget_) {
//    ^^^^^^^^^^^ definition soulindex . . . `solidity/RewardsVault.sol`/RewardsVault#constructor().
//    kind Constructor
//                ^^^^^^^^^^^^ reference soulindex . . . `solidity/StakingToken.sol`/StakingToken#
//                             ^^^^^^ definition local 1
//                                             ^^^^^^^ definition local 2
          token = token_;
//        ^^^^^ reference soulindex . . . `solidity/RewardsVault.sol`/RewardsVault#token.
//                ^^^^^^ reference local 1
          budget = budget_;
//        ^^^^^^ reference soulindex . . . `solidity/RewardsVault.sol`/RewardsVault#budget.
//                 ^^^^^^^ reference local 2
      }
//    ⌃ enclosing_range_end soulindex . . . `solidity/RewardsVault.sol`/RewardsVault#constructor().
  
      /// @dev The caller's reward, capped by what is left of the budget.
//    ⌄ enclosing_range_start soulindex . . . `solidity/RewardsVault.sol`/RewardsVault#claim().
      function claim() external returns (uint256 amount) {
//             ^^^^^ definition soulindex . . . `solidity/RewardsVault.sol`/RewardsVault#claim().
//             kind Method
//             documentation
//             > @dev The caller's reward, capped by what is left of the budget.
//                                               ^^^^^^ definition local 3
          require(!claimed[msg.sender], "claimed");
//                 ^^^^^^^ reference soulindex . . . `solidity/RewardsVault.sol`/RewardsVault#claimed.
          uint256 pending = token.pendingReward(msg.sender);
//                ^^^^^^^ definition local 4
//                          ^^^^^ reference soulindex . . . `solidity/RewardsVault.sol`/RewardsVault#token.
          amount = Math.min(pending, budget);
//        ^^^^^^ reference local 3
//                 ^^^^ reference soulindex . . . `solidity/lib/Math.sol`/Math/
//                      ^^^ reference soulindex . . . `solidity/lib/Math.sol`/Math/min().
//                          ^^^^^^^ reference local 4
//                                   ^^^^^^ reference soulindex . . . `solidity/RewardsVault.sol`/RewardsVault#budget.
          claimed[msg.sender] = true;
//        ^^^^^^^ reference soulindex . . . `solidity/RewardsVault.sol`/RewardsVault#claimed.
          budget -= amount;
//        ^^^^^^ reference soulindex . . . `solidity/RewardsVault.sol`/RewardsVault#budget.
//                  ^^^^^^ reference local 3
          IERC20Minimal(address(token)).transfer(msg.sender, amount);
//        ^^^^^^^^^^^^^ reference soulindex . . . `solidity/StakingToken.sol`/IERC20Minimal#
//                              ^^^^^ reference soulindex . . . `solidity/RewardsVault.sol`/RewardsVault#token.
//                                      ^^^^^^^^ reference soulindex . . . `solidity/StakingToken.sol`/IERC20Minimal#transfer().
//                                                           ^^^^^^ reference local 3
          emit Claimed(msg.sender, amount);
//             ^^^^^^^ reference soulindex . . . `solidity/RewardsVault.sol`/RewardsVault#Claimed.
//                                 ^^^^^^ reference local 3
      }
//    ⌃ enclosing_range_end soulindex . . . `solidity/RewardsVault.sol`/RewardsVault#claim().
  
//    ⌄ enclosing_range_start soulindex . . . `solidity/RewardsVault.sol`/RewardsVault#remaining().
      function remaining() public view returns (uint256) {
//             ^^^^^^^^^ definition soulindex . . . `solidity/RewardsVault.sol`/RewardsVault#remaining().
//             kind Method
          return budget.max(0);
//               ^^^^^^ reference soulindex . . . `solidity/RewardsVault.sol`/RewardsVault#budget.
      }
//    ⌃ enclosing_range_end soulindex . . . `solidity/RewardsVault.sol`/RewardsVault#remaining().
  }
//⌃ enclosing_range_end soulindex . . . `solidity/RewardsVault.sol`/RewardsVault#
  
