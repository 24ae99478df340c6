  // SPDX-License-Identifier: MIT
  pragma solidity ^0.8.20;
  
  import "./interfaces/IRewardOracle.sol";
  import {SafeMath, Math as M} from "./lib/Math.sol";
//        ^^^^^^^^ reference soulindex . . . `solidity/lib/Math.sol`/SafeMath/
//                  ^^^^ reference soulindex . . . `solidity/lib/Math.sol`/Math/
//                          ^ reference soulindex . . . `solidity/lib/Math.sol`/Math/
  import * as Strings from "./lib/Strings.sol";
  import "./access/Ownable.sol" as Own;
  
  /// @notice Thrown when a caller lacks a role.
//⌄ enclosing_range_start soulindex . . . `solidity/StakingToken.sol`/Unauthorized#
  error Unauthorized(address caller, bytes32 role);
//      ^^^^^^^^^^^^ definition soulindex . . . `solidity/StakingToken.sol`/Unauthorized#
//      kind TypeAlias
//      documentation
//      > @notice Thrown when a caller lacks a role.
//                                                ⌃ enclosing_range_end soulindex . . . `solidity/StakingToken.sol`/Unauthorized#
  
  /// @notice Minimal ERC-20 surface used by the vault.
//⌄ enclosing_range_start soulindex . . . `solidity/StakingToken.sol`/IERC20Minimal#
  interface IERC20Minimal {
//          ^^^^^^^^^^^^^ definition soulindex . . . `solidity/StakingToken.sol`/IERC20Minimal#
//          kind Interface
//          documentation
//          > @notice Minimal ERC-20 surface used by the vault.
//    ⌄ enclosing_range_start soulindex . . . `solidity/StakingToken.sol`/IERC20Minimal#Transfer.
      event Transfer(address indexed from, address indexed to, uint256 value);
//          ^^^^^^^^ definition soulindex . . . `solidity/StakingToken.sol`/IERC20Minimal#Transfer.
//          kind Field
//                                                                           ⌃ enclosing_range_end soulindex . . . `solidity/StakingToken.sol`/IERC20Minimal#Transfer.
//    ⌄ enclosing_range_start soulindex . . . `solidity/StakingToken.sol`/IERC20Minimal#Approval.
      event Approval(address indexed owner, address indexed spender, uint256 value);
//          ^^^^^^^^ definition soulindex . . . `solidity/StakingToken.sol`/IERC20Minimal#Approval.
//          kind Field
//                                                                                 ⌃ enclosing_range_end soulindex . . . `solidity/StakingToken.sol`/IERC20Minimal#Approval.
  
//    ⌄ enclosing_range_start soulindex . . . `solidity/StakingToken.sol`/IERC20Minimal#totalSupply().
      function totalSupply() external view returns (uint256);
//             ^^^^^^^^^^^ definition soulindex . . . `solidity/StakingToken.sol`/IERC20Minimal#totalSupply().
//             kind Method
//                                                          ⌃ enclosing_range_end soulindex . . . `solidity/StakingToken.sol`/IERC20Minimal#totalSupply().
//    ⌄ enclosing_range_start soulindex . . . `solidity/StakingToken.sol`/IERC20Minimal#balanceOf().
      function balanceOf(address account) external view returns (uint256);
//             ^^^^^^^^^ definition soulindex . . . `solidity/StakingToken.sol`/IERC20Minimal#balanceOf().
//             kind Method
//                               ^^^^^^^ definition local 1
//                                                                       ⌃ enclosing_range_end soulindex . . . `solidity/StakingToken.sol`/IERC20Minimal#balanceOf().
//    ⌄ enclosing_range_start soulindex . . . `solidity/StakingToken.sol`/IERC20Minimal#transfer().
      function transfer(address to, uint256 amount) external returns (bool);
//             ^^^^^^^^ definition soulindex . . . `solidity/StakingToken.sol`/IERC20Minimal#transfer().
//             kind Method
//                              ^^ definition local 2
//                                          ^^^^^^ definition local 3
//                                                                         ⌃ enclosing_range_end soulindex . . . `solidity/StakingToken.sol`/IERC20Minimal#transfer().
  }
//⌃ enclosing_range_end soulindex . . . `solidity/StakingToken.sol`/IERC20Minimal#
  
  /// @title Checked arithmetic helpers for reward accounting.
//⌄ enclosing_range_start soulindex . . . `solidity/StakingToken.sol`/RewardMath/
  library RewardMath {
//        ^^^^^^^^^^ definition soulindex . . . `solidity/StakingToken.sol`/RewardMath/
//        kind Module
//        documentation
//        > @title Checked arithmetic helpers for reward accounting.
//    ⌄ enclosing_range_start soulindex . . . `solidity/StakingToken.sol`/RewardMath/PRECISION.
      uint256 internal constant PRECISION = 1e18;
//                              ^^^^^^^^^ definition soulindex . . . `solidity/StakingToken.sol`/RewardMath/PRECISION.
//                              kind Constant
//                                              ⌃ enclosing_range_end soulindex . . . `solidity/StakingToken.sol`/RewardMath/PRECISION.
  
//    ⌄ enclosing_range_start soulindex . . . `solidity/StakingToken.sol`/RewardMath/mulDiv().
      function mulDiv(uint256 a, uint256 b, uint256 d) internal pure returns (uint256) {
//             ^^^^^^ definition soulindex . . . `solidity/StakingToken.sol`/RewardMath/mulDiv().
//             kind Function
//                            ^ definition local 5
//                                       ^ definition local 6
//                                                  ^ definition local 7
          return (a * b) / d;
//                ^ reference local 5
//                    ^ reference local 6
//                         ^ reference local 7
      }
//    ⌃ enclosing_range_end soulindex . . . `solidity/StakingToken.sol`/RewardMath/mulDiv().
  
//    ⌄ enclosing_range_start soulindex . . . `solidity/StakingToken.sol`/RewardMath/accrue().
      function accrue(uint256 rate, uint256 elapsed) internal pure returns (uint256 amount) {
//             ^^^^^^ definition soulindex . . . `solidity/StakingToken.sol`/RewardMath/accrue().
//             kind Function
//                            ^^^^ definition local 8
//                                          ^^^^^^^ definition local 9
//                                                                                  ^^^^^^ definition local 10
          amount = mulDiv(rate, elapsed, PRECISION);
//        ^^^^^^ reference local 10
//                        ^^^^ reference local 8
//                              ^^^^^^^ reference local 9
      }
//    ⌃ enclosing_range_end soulindex . . . `solidity/StakingToken.sol`/RewardMath/accrue().
  }
//⌃ enclosing_range_end soulindex . . . `solidity/StakingToken.sol`/RewardMath/
  
  /// @title A staking token that pays rewards per block.
//⌄ enclosing_range_start soulindex . . . `solidity/StakingToken.sol`/StakingToken#
  contract StakingToken is IERC20Minimal {
//         ^^^^^^^^^^^^ definition soulindex . . . `solidity/StakingToken.sol`/StakingToken#
//         kind Class
//         documentation
//         > @title A staking token that pays rewards per block.
//         relationship soulindex . . . `solidity/StakingToken.sol`/IERC20Minimal# implementation
//                         ^^^^^^^^^^^^^ reference soulindex . . . `solidity/StakingToken.sol`/IERC20Minimal#
      using RewardMath for uint256;
//          ^^^^^^^^^^ reference soulindex . . . `solidity/StakingToken.sol`/RewardMath/
  
//    ⌄ enclosing_range_start soulindex . . . `solidity/StakingToken.sol`/StakingToken#Phase#
      enum Phase {
//         ^^^^^ definition soulindex . . . `solidity/StakingToken.sol`/StakingToken#Phase#
//         kind Enum
//        ⌄ enclosing_range_start soulindex . . . `solidity/StakingToken.sol`/StakingToken#Phase#Closed.
          Closed,
//        ^^^^^^ definition soulindex . . . `solidity/StakingToken.sol`/StakingToken#Phase#Closed.
//        kind EnumMember
//             ⌃ enclosing_range_end soulindex . . . `solidity/StakingToken.sol`/StakingToken#Phase#Closed.
//        ⌄ enclosing_range_start soulindex . . . `solidity/StakingToken.sol`/StakingToken#Phase#Open.
          Open,
//        ^^^^ definition soulindex . . . `solidity/StakingToken.sol`/StakingToken#Phase#Open.
//        kind EnumMember
//           ⌃ enclosing_range_end soulindex . . . `solidity/StakingToken.sol`/StakingToken#Phase#Open.
//        ⌄ enclosing_range_start soulindex . . . `solidity/StakingToken.sol`/StakingToken#Phase#Paused.
          Paused
//        ^^^^^^ definition soulindex . . . `solidity/StakingToken.sol`/StakingToken#Phase#Paused.
//        kind EnumMember
//             ⌃ enclosing_range_end soulindex . . . `solidity/StakingToken.sol`/StakingToken#Phase#Paused.
      }
//    ⌃ enclosing_range_end soulindex . . . `solidity/StakingToken.sol`/StakingToken#Phase#
  
//    ⌄ enclosing_range_start soulindex . . . `solidity/StakingToken.sol`/StakingToken#Stake#
      struct Stake {
//           ^^^^^ definition soulindex . . . `solidity/StakingToken.sol`/StakingToken#Stake#
//           kind Struct
//        ⌄ enclosing_range_start soulindex . . . `solidity/StakingToken.sol`/StakingToken#Stake#amount.
          uint128 amount;
//                ^^^^^^ definition soulindex . . . `solidity/StakingToken.sol`/StakingToken#Stake#amount.
//                kind Field
//                      ⌃ enclosing_range_end soulindex . . . `solidity/StakingToken.sol`/StakingToken#Stake#amount.
//        ⌄ enclosing_range_start soulindex . . . `solidity/StakingToken.sol`/StakingToken#Stake#since.
          uint64 since;
//               ^^^^^ definition soulindex . . . `solidity/StakingToken.sol`/StakingToken#Stake#since.
//               kind Field
//                    ⌃ enclosing_range_end soulindex . . . `solidity/StakingToken.sol`/StakingToken#Stake#since.
//        ⌄ enclosing_range_start soulindex . . . `solidity/StakingToken.sol`/StakingToken#Stake#lockUntil.
          uint64 lockUntil;
//               ^^^^^^^^^ definition soulindex . . . `solidity/StakingToken.sol`/StakingToken#Stake#lockUntil.
//               kind Field
//                        ⌃ enclosing_range_end soulindex . . . `solidity/StakingToken.sol`/StakingToken#Stake#lockUntil.
      }
//    ⌃ enclosing_range_end soulindex . . . `solidity/StakingToken.sol`/StakingToken#Stake#
  
//    ⌄ enclosing_range_start soulindex . . . `solidity/StakingToken.sol`/StakingToken#NAME.
      string public constant NAME = "Staked Soul";
//                           ^^^^ definition soulindex . . . `solidity/StakingToken.sol`/StakingToken#NAME.
//                           kind Constant
//                                               ⌃ enclosing_range_end soulindex . . . `solidity/StakingToken.sol`/StakingToken#NAME.
//    ⌄ enclosing_range_start soulindex . . . `solidity/StakingToken.sol`/StakingToken#DECIMALS.
      uint8 public constant DECIMALS = 18;
//                          ^^^^^^^^ definition soulindex . . . `solidity/StakingToken.sol`/StakingToken#DECIMALS.
//                          kind Constant
//                                       ⌃ enclosing_range_end soulindex . . . `solidity/StakingToken.sol`/StakingToken#DECIMALS.
//    ⌄ enclosing_range_start soulindex . . . `solidity/StakingToken.sol`/StakingToken#launchBlock.
      uint256 public immutable launchBlock;
//                             ^^^^^^^^^^^ definition soulindex . . . `solidity/StakingToken.sol`/StakingToken#launchBlock.
//                             kind Constant
//                                        ⌃ enclosing_range_end soulindex . . . `solidity/StakingToken.sol`/StakingToken#launchBlock.
//    ⌄ enclosing_range_start soulindex . . . `solidity/StakingToken.sol`/StakingToken#owner.
      address public owner;
//                   ^^^^^ definition soulindex . . . `solidity/StakingToken.sol`/StakingToken#owner.
//                   kind Field
//                        ⌃ enclosing_range_end soulindex . . . `solidity/StakingToken.sol`/StakingToken#owner.
//    ⌄ enclosing_range_start soulindex . . . `solidity/StakingToken.sol`/StakingToken#phase.
      Phase public phase;
//    ^^^^^ reference soulindex . . . `solidity/StakingToken.sol`/StakingToken#Phase#
//                 ^^^^^ definition soulindex . . . `solidity/StakingToken.sol`/StakingToken#phase.
//                 kind Field
//                      ⌃ enclosing_range_end soulindex . . . `solidity/StakingToken.sol`/StakingToken#phase.
//    ⌄ enclosing_range_start soulindex . . . `solidity/StakingToken.sol`/StakingToken#_totalSupply.
      uint256 private _totalSupply;
//                    ^^^^^^^^^^^^ definition soulindex . . . `solidity/StakingToken.sol`/StakingToken#_totalSupply.
//                    kind Field
//                                ⌃ enclosing_range_end soulindex . . . `solidity/StakingToken.sol`/StakingToken#_totalSupply.
//    ⌄ enclosing_range_start soulindex . . . `solidity/StakingToken.sol`/StakingToken#rewardRate.
      uint256 public rewardRate = 100;
//                   ^^^^^^^^^^ definition soulindex . . . `solidity/StakingToken.sol`/StakingToken#rewardRate.
//                   kind Field
//                                   ⌃ enclosing_range_end soulindex . . . `solidity/StakingToken.sol`/StakingToken#rewardRate.
  
//    ⌄ enclosing_range_start soulindex . . . `solidity/StakingToken.sol`/StakingToken#_balances.
      mapping(address => uint256) private _balances;
//                                        ^^^^^^^^^ definition soulindex . . . `solidity/StakingToken.sol`/StakingToken#_balances.
//                                        kind Field
//                                                 ⌃ enclosing_range_end soulindex . . . `solidity/StakingToken.sol`/StakingToken#_balances.
//    ⌄ enclosing_range_start soulindex . . . `solidity/StakingToken.sol`/StakingToken#_allowances.
      mapping(address => mapping(address => uint256)) private _allowances;
//                                                            ^^^^^^^^^^^ definition soulindex . . . `solidity/StakingToken.sol`/StakingToken#_allowances.
//                                                            kind Field
//                                                                       ⌃ enclosing_range_end soulindex . . . `solidity/StakingToken.sol`/StakingToken#_allowances.
//    ⌄ enclosing_range_start soulindex . . . `solidity/StakingToken.sol`/StakingToken#stakes.
      mapping(address => Stake) public stakes;
//                       ^^^^^ reference soulindex . . . `solidity/StakingToken.sol`/StakingToken#Stake#
//                                     ^^^^^^ definition soulindex . . . `solidity/StakingToken.sol`/StakingToken#stakes.
//                                     kind Field
//                                           ⌃ enclosing_range_end soulindex . . . `solidity/StakingToken.sol`/StakingToken#stakes.
//    ⌄ enclosing_range_start soulindex . . . `solidity/StakingToken.sol`/StakingToken#stakers.
      address[] public stakers;
//                     ^^^^^^^ definition soulindex . . . `solidity/StakingToken.sol`/StakingToken#stakers.
//                     kind Field
//                            ⌃ enclosing_range_end soulindex . . . `solidity/StakingToken.sol`/StakingToken#stakers.
  
//    ⌄ enclosing_range_start soulindex . . . `solidity/StakingToken.sol`/StakingToken#Staked.
      event Staked(address indexed user, uint256 amount, uint64 lockUntil);
//          ^^^^^^ definition soulindex . . . `solidity/StakingToken.sol`/StakingToken#Staked.
//          kind Field
//                                                                        ⌃ enclosing_range_end soulindex . . . `solidity/StakingToken.sol`/StakingToken#Staked.
//    ⌄ enclosing_range_start soulindex . . . `solidity/StakingToken.sol`/StakingToken#Unstaked.
      event Unstaked(address indexed user, uint256 amount);
//          ^^^^^^^^ definition soulindex . . . `solidity/StakingToken.sol`/StakingToken#Unstaked.
//          kind Field
//                                                        ⌃ enclosing_range_end soulindex . . . `solidity/StakingToken.sol`/StakingToken#Unstaked.
//    ⌄ enclosing_range_start soulindex . . . `solidity/StakingToken.sol`/StakingToken#PhaseChanged.
      event PhaseChanged(Phase previous, Phase next);
//          ^^^^^^^^^^^^ definition soulindex . . . `solidity/StakingToken.sol`/StakingToken#PhaseChanged.
//          kind Field
//                       ^^^^^ reference soulindex . . . `solidity/StakingToken.sol`/StakingToken#Phase#
//                                       ^^^^^ reference soulindex . . . `solidity/StakingToken.sol`/StakingToken#Phase#
//                                                  ⌃ enclosing_range_end soulindex . . . `solidity/StakingToken.sol`/StakingToken#PhaseChanged.
  
//    ⌄ enclosing_range_start soulindex . . . `solidity/StakingToken.sol`/StakingToken#InsufficientBalance#
      error InsufficientBalance(uint256 available, uint256 required);
//          ^^^^^^^^^^^^^^^^^^^ definition soulindex . . . `solidity/StakingToken.sol`/StakingToken#InsufficientBalance#
//          kind TypeAlias
//                                                                  ⌃ enclosing_range_end soulindex . . . `solidity/StakingToken.sol`/StakingToken#InsufficientBalance#
//    ⌄ enclosing_range_start soulindex . . . `solidity/StakingToken.sol`/StakingToken#StillLocked#
      error StillLocked(uint64 until);
//          ^^^^^^^^^^^ definition soulindex . . . `solidity/StakingToken.sol`/StakingToken#StillLocked#
//          kind TypeAlias
//                                   ⌃ enclosing_range_end soulindex . . . `solidity/StakingToken.sol`/StakingToken#StillLocked#
//    ⌄ enclosing_range_start soulindex . . . `solidity/StakingToken.sol`/StakingToken#WrongPhase#
      error WrongPhase(Phase current);
//          ^^^^^^^^^^ definition soulindex . . . `solidity/StakingToken.sol`/StakingToken#WrongPhase#
//          kind TypeAlias
//                     ^^^^^ reference soulindex . . . `solidity/StakingToken.sol`/StakingToken#Phase#
//                                   ⌃ enclosing_range_end soulindex . . . `solidity/StakingToken.sol`/StakingToken#WrongPhase#
  
//    ⌄ enclosing_range_start soulindex . . . `solidity/StakingToken.sol`/StakingToken#onlyOwner().
      modifier onlyOwner() {
//             ^^^^^^^^^ definition soulindex . . . `solidity/StakingToken.sol`/StakingToken#onlyOwner().
//             kind Method
          if (msg.sender != owner) revert Unauthorized(msg.sender, bytes32("OWNER"));
//                          ^^^^^ reference soulindex . . . `solidity/StakingToken.sol`/StakingToken#owner.
//                                        ^^^^^^^^^^^^ reference soulindex . . . `solidity/StakingToken.sol`/Unauthorized#
          _;
      }
//    ⌃ enclosing_range_end soulindex . . . `solidity/StakingToken.sol`/StakingToken#onlyOwner().
  
//    ⌄ enclosing_range_start soulindex . . . `solidity/StakingToken.sol`/StakingToken#inPhase().
      modifier inPhase(Phase expected) {
//             ^^^^^^^ definition soulindex . . . `solidity/StakingToken.sol`/StakingToken#inPhase().
//             kind Method
//                     ^^^^^ reference soulindex . . . `solidity/StakingToken.sol`/StakingToken#Phase#
//                           ^^^^^^^^ definition local 13
          if (phase != expected) {
//            ^^^^^ reference soulindex . . . `solidity/StakingToken.sol`/StakingToken#phase.
//                     ^^^^^^^^ reference local 13
              revert WrongPhase(phase);
//                   ^^^^^^^^^^ reference soulindex . . . `solidity/StakingToken.sol`/StakingToken#WrongPhase#
//                              ^^^^^ reference soulindex . . . `solidity/StakingToken.sol`/StakingToken#phase.
          }
          _;
      }
//    ⌃ enclosing_range_end soulindex . . . `solidity/StakingToken.sol`/StakingToken#inPhase().
  
//    ⌄ enclosing_range_start soulindex . . . `solidity/StakingToken.sol`/StakingToken#constructor().
      constructor(uint256 initialSupply) {
//    ^^^^^^^^^^^ definition soulindex . . . `solidity/StakingToken.sol`/StakingToken#constructor().
//    kind Constructor
//                        ^^^^^^^^^^^^^ definition local 14
          owner = msg.sender;
//        ^^^^^ reference soulindex . . . `solidity/StakingToken.sol`/StakingToken#owner.
          launchBlock = block.number;
//        ^^^^^^^^^^^ reference soulindex . . . `solidity/StakingToken.sol`/StakingToken#launchBlock.
          _mint(msg.sender, initialSupply);
//        ^^^^^ reference soulindex . . . `solidity/StakingToken.sol`/StakingToken#_mint().
//                          ^^^^^^^^^^^^^ reference local 14
          phase = Phase.Closed;
//        ^^^^^ reference soulindex . . . `solidity/StakingToken.sol`/StakingToken#phase.
//                ^^^^^ reference soulindex . . . `solidity/StakingToken.sol`/StakingToken#Phase#
      }
//    ⌃ enclosing_range_end soulindex . . . `solidity/StakingToken.sol`/StakingToken#constructor().
  
//    ⌄ enclosing_range_start soulindex . . . `solidity/StakingToken.sol`/StakingToken#totalSupply().
      function totalSupply() external view override returns (uint256) {
//             ^^^^^^^^^^^ definition soulindex . . . `solidity/StakingToken.sol`/StakingToken#totalSupply().
//             kind Method
//             relationship soulindex . . . `solidity/StakingToken.sol`/IERC20Minimal#totalSupply(). implementation reference
          return _totalSupply;
//               ^^^^^^^^^^^^ reference soulindex . . . `solidity/StakingToken.sol`/StakingToken#_totalSupply.
      }
//    ⌃ enclosing_range_end soulindex . . . `solidity/StakingToken.sol`/StakingToken#totalSupply().
  
//    ⌄ enclosing_range_start soulindex . . . `solidity/StakingToken.sol`/StakingToken#balanceOf().
      function balanceOf(address account) public view override returns (uint256) {
//             ^^^^^^^^^ definition soulindex . . . `solidity/StakingToken.sol`/StakingToken#balanceOf().
//             kind Method
//             relationship soulindex . . . `solidity/StakingToken.sol`/IERC20Minimal#balanceOf(). implementation reference
//                               ^^^^^^^ definition local 15
          return _balances[account];
//               ^^^^^^^^^ reference soulindex . . . `solidity/StakingToken.sol`/StakingToken#_balances.
//                         ^^^^^^^ reference local 15
      }
//    ⌃ enclosing_range_end soulindex . . . `solidity/StakingToken.sol`/StakingToken#balanceOf().
  
//    ⌄ enclosing_range_start soulindex . . . `solidity/StakingToken.sol`/StakingToken#transfer().
      function transfer(address to, uint256 amount) external override returns (bool) {
//             ^^^^^^^^ definition soulindex . . . `solidity/StakingToken.sol`/StakingToken#transfer().
//             kind Method
//             relationship soulindex . . . `solidity/StakingToken.sol`/IERC20Minimal#transfer(). implementation reference
//                              ^^ definition local 16
//                                          ^^^^^^ definition local 17
          _transfer(msg.sender, to, amount);
//        ^^^^^^^^^ reference soulindex . . . `solidity/StakingToken.sol`/StakingToken#_transfer().
//                              ^^ reference local 16
//                                  ^^^^^^ reference local 17
          return true;
      }
//    ⌃ enclosing_range_end soulindex . . . `solidity/StakingToken.sol`/StakingToken#transfer().
  
//    ⌄ enclosing_range_start soulindex . . . `solidity/StakingToken.sol`/StakingToken#approve().
      function approve(address spender, uint256 amount) external returns (bool) {
//             ^^^^^^^ definition soulindex . . . `solidity/StakingToken.sol`/StakingToken#approve().
//             kind Method
//                             ^^^^^^^ definition local 18
//                                              ^^^^^^ definition local 19
          _allowances[msg.sender][spender] = amount;
//        ^^^^^^^^^^^ reference soulindex . . . `solidity/StakingToken.sol`/StakingToken#_allowances.
//                                ^^^^^^^ reference local 18
//                                           ^^^^^^ reference local 19
          emit Approval(msg.sender, spender, amount);
//             ^^^^^^^^ reference soulindex . . . `solidity/StakingToken.sol`/IERC20Minimal#Approval.
//                                  ^^^^^^^ reference local 18
//                                           ^^^^^^ reference local 19
          return true;
      }
//    ⌃ enclosing_range_end soulindex . . . `solidity/StakingToken.sol`/StakingToken#approve().
  
//    ⌄ enclosing_range_start soulindex . . . `solidity/StakingToken.sol`/StakingToken#setPhase().
      function setPhase(Phase next) external onlyOwner {
//             ^^^^^^^^ definition soulindex . . . `solidity/StakingToken.sol`/StakingToken#setPhase().
//             kind Method
//                      ^^^^^ reference soulindex . . . `solidity/StakingToken.sol`/StakingToken#Phase#
//                            ^^^^ definition local 20
//                                           ^^^^^^^^^ reference soulindex . . . `solidity/StakingToken.sol`/StakingToken#onlyOwner().
          emit PhaseChanged(phase, next);
//             ^^^^^^^^^^^^ reference soulindex . . . `solidity/StakingToken.sol`/StakingToken#PhaseChanged.
//                          ^^^^^ reference soulindex . . . `solidity/StakingToken.sol`/StakingToken#phase.
//                                 ^^^^ reference local 20
          phase = next;
//        ^^^^^ reference soulindex . . . `solidity/StakingToken.sol`/StakingToken#phase.
//                ^^^^ reference local 20
      }
//    ⌃ enclosing_range_end soulindex . . . `solidity/StakingToken.sol`/StakingToken#setPhase().
  
//    ⌄ enclosing_range_start soulindex . . . `solidity/StakingToken.sol`/StakingToken#stake().
      function stake(uint128 amount, uint64 lockFor)
//             ^^^^^ definition soulindex . . . `solidity/StakingToken.sol`/StakingToken#stake().
//             kind Method
//                           ^^^^^^ definition local 21
//                                          ^^^^^^^ definition local 22
          external
          inPhase(Phase.Open)
//        ^^^^^^^ reference soulindex . . . `solidity/StakingToken.sol`/StakingToken#inPhase().
//                ^^^^^ reference soulindex . . . `solidity/StakingToken.sol`/StakingToken#Phase#
          returns (uint64 until)
//                        ^^^^^ definition local 23
      {
          uint256 available = _balances[msg.sender];
//                ^^^^^^^^^ definition local 24
//                            ^^^^^^^^^ reference soulindex . . . `solidity/StakingToken.sol`/StakingToken#_balances.
          if (available < amount) {
//            ^^^^^^^^^ reference local 24
//                        ^^^^^^ reference local 21
              revert InsufficientBalance(available, amount);
//                   ^^^^^^^^^^^^^^^^^^^ reference soulindex . . . `solidity/StakingToken.sol`/StakingToken#InsufficientBalance#
//                                       ^^^^^^^^^ reference local 24
//                                                  ^^^^^^ reference local 21
          }
          until = uint64(block.timestamp) + lockFor;
//        ^^^^^ reference local 23
//                                          ^^^^^^^ reference local 22
          Stake storage s = stakes[msg.sender];
//        ^^^^^ reference soulindex . . . `solidity/StakingToken.sol`/StakingToken#Stake#
//                      ^ definition local 25
//                          ^^^^^^ reference soulindex . . . `solidity/StakingToken.sol`/StakingToken#stakes.
          if (s.amount == 0) {
//            ^ reference local 25
              stakers.push(msg.sender);
//            ^^^^^^^ reference soulindex . . . `solidity/StakingToken.sol`/StakingToken#stakers.
          }
          s.amount += amount;
//        ^ reference local 25
//                    ^^^^^^ reference local 21
          s.since = uint64(block.timestamp);
//        ^ reference local 25
          s.lockUntil = until;
//        ^ reference local 25
//                      ^^^^^ reference local 23
          _balances[msg.sender] = available - amount;
//        ^^^^^^^^^ reference soulindex . . . `solidity/StakingToken.sol`/StakingToken#_balances.
//                                ^^^^^^^^^ reference local 24
//                                            ^^^^^^ reference local 21
          emit Staked(msg.sender, amount, until);
//             ^^^^^^ reference soulindex . . . `solidity/StakingToken.sol`/StakingToken#Staked.
//                                ^^^^^^ reference local 21
//                                        ^^^^^ reference local 23
      }
//    ⌃ enclosing_range_end soulindex . . . `solidity/StakingToken.sol`/StakingToken#stake().
  
//    ⌄ enclosing_range_start soulindex . . . `solidity/StakingToken.sol`/StakingToken#unstake().
      function unstake() external {
//             ^^^^^^^ definition soulindex . . . `solidity/StakingToken.sol`/StakingToken#unstake().
//             kind Method
          Stake memory s = stakes[msg.sender];
//        ^^^^^ reference soulindex . . . `solidity/StakingToken.sol`/StakingToken#Stake#
//                     ^ definition local 26
//                         ^^^^^^ reference soulindex . . . `solidity/StakingToken.sol`/StakingToken#stakes.
          if (block.timestamp < s.lockUntil) revert StillLocked(s.lockUntil);
//                              ^ reference local 26
//                                                  ^^^^^^^^^^^ reference soulindex . . . `solidity/StakingToken.sol`/StakingToken#StillLocked#
//                                                              ^ reference local 26
          uint256 reward = pendingReward(msg.sender);
//                ^^^^^^ definition local 27
//                         ^^^^^^^^^^^^^ reference soulindex . . . `solidity/StakingToken.sol`/StakingToken#pendingReward().
          delete stakes[msg.sender];
//               ^^^^^^ reference soulindex . . . `solidity/StakingToken.sol`/StakingToken#stakes.
          _mint(msg.sender, reward);
//        ^^^^^ reference soulindex . . . `solidity/StakingToken.sol`/StakingToken#_mint().
//                          ^^^^^^ reference local 27
          _balances[msg.sender] += s.amount;
//        ^^^^^^^^^ reference soulindex . . . `solidity/StakingToken.sol`/StakingToken#_balances.
//                                 ^ reference local 26
          emit Unstaked(msg.sender, s.amount);
//             ^^^^^^^^ reference soulindex . . . `solidity/StakingToken.sol`/StakingToken#Unstaked.
//                                  ^ reference local 26
      }
//    ⌃ enclosing_range_end soulindex . . . `solidity/StakingToken.sol`/StakingToken#unstake().
  
//    ⌄ enclosing_range_start soulindex . . . `solidity/StakingToken.sol`/StakingToken#pendingReward().
      function pendingReward(address user) public view returns (uint256) {
//             ^^^^^^^^^^^^^ definition soulindex . . . `solidity/StakingToken.sol`/StakingToken#pendingReward().
//             kind Method
//                                   ^^^^ definition local 28
          Stake memory s = stakes[user];
//        ^^^^^ reference soulindex . . . `solidity/StakingToken.sol`/StakingToken#Stake#
//                     ^ definition local 29
//                         ^^^^^^ reference soulindex . . . `solidity/StakingToken.sol`/StakingToken#stakes.
//                                ^^^^ reference local 28
          uint256 elapsed = block.timestamp - s.since;
//                ^^^^^^^ definition local 30
//                                            ^ reference local 29
          return rewardRate.accrue(elapsed) * s.amount;
//               ^^^^^^^^^^ reference soulindex . . . `solidity/StakingToken.sol`/StakingToken#rewardRate.
//                                 ^^^^^^^ reference local 30
//                                            ^ reference local 29
      }
//    ⌃ enclosing_range_end soulindex . . . `solidity/StakingToken.sol`/StakingToken#pendingReward().
  
//    ⌄ enclosing_range_start soulindex . . . `solidity/StakingToken.sol`/StakingToken#receive().
      receive() external payable {}
//    ^^^^^^^ definition soulindex . . . `solidity/StakingToken.sol`/StakingToken#receive().
//    kind Method
//                                ⌃ enclosing_range_end soulindex . . . `solidity/StakingToken.sol`/StakingToken#receive().
  
//    ⌄ enclosing_range_start soulindex . . . `solidity/StakingToken.sol`/StakingToken#fallback().
      fallback() external payable {
//    ^^^^^^^^ definition soulindex . . . `solidity/StakingToken.sol`/StakingToken#fallback().
//    kind Method
          revert Unauthorized(msg.sender, bytes32(0));
//               ^^^^^^^^^^^^ reference soulindex . . . `solidity/StakingToken.sol`/Unauthorized#
      }
//    ⌃ enclosing_range_end soulindex . . . `solidity/StakingToken.sol`/StakingToken#fallback().
  
//    ⌄ enclosing_range_start soulindex . . . `solidity/StakingToken.sol`/StakingToken#_transfer().
      function _transfer(address from, address to, uint256 amount) internal {
//             ^^^^^^^^^ definition soulindex . . . `solidity/StakingToken.sol`/StakingToken#_transfer().
//             kind Method
//                               ^^^^ definition local 31
//                                             ^^ definition local 32
//                                                         ^^^^^^ definition local 33
          uint256 fromBalance = _balances[from];
//                ^^^^^^^^^^^ definition local 34
//                              ^^^^^^^^^ reference soulindex . . . `solidity/StakingToken.sol`/StakingToken#_balances.
//                                        ^^^^ reference local 31
          if (fromBalance < amount) revert InsufficientBalance(fromBalance, amount);
//            ^^^^^^^^^^^ reference local 34
//                          ^^^^^^ reference local 33
//                                         ^^^^^^^^^^^^^^^^^^^ reference soulindex . . . `solidity/StakingToken.sol`/StakingToken#InsufficientBalance#
//                                                             ^^^^^^^^^^^ reference local 34
//                                                                          ^^^^^^ reference local 33
          unchecked {
              _balances[from] = fromBalance - amount;
//            ^^^^^^^^^ reference soulindex . . . `solidity/StakingToken.sol`/StakingToken#_balances.
//                      ^^^^ reference local 31
//                              ^^^^^^^^^^^ reference local 34
//                                            ^^^^^^ reference local 33
          }
          _balances[to] += amount;
//        ^^^^^^^^^ reference soulindex . . . `solidity/StakingToken.sol`/StakingToken#_balances.
//                  ^^ reference local 32
//                         ^^^^^^ reference local 33
          emit Transfer(from, to, amount);
//             ^^^^^^^^ reference soulindex . . . `solidity/StakingToken.sol`/IERC20Minimal#Transfer.
//                      ^^^^ reference local 31
//                            ^^ reference local 32
//                                ^^^^^^ reference local 33
      }
//    ⌃ enclosing_range_end soulindex . . . `solidity/StakingToken.sol`/StakingToken#_transfer().
  
//    ⌄ enclosing_range_start soulindex . . . `solidity/StakingToken.sol`/StakingToken#_mint().
      function _mint(address to, uint256 amount) internal virtual {
//             ^^^^^ definition soulindex . . . `solidity/StakingToken.sol`/StakingToken#_mint().
//             kind Method
//                           ^^ definition local 35
//                                       ^^^^^^ definition local 36
          _totalSupply += amount;
//        ^^^^^^^^^^^^ reference soulindex . . . `solidity/StakingToken.sol`/StakingToken#_totalSupply.
//                        ^^^^^^ reference local 36
          _balances[to] += amount;
//        ^^^^^^^^^ reference soulindex . . . `solidity/StakingToken.sol`/StakingToken#_balances.
//                  ^^ reference local 35
//                         ^^^^^^ reference local 36
          emit Transfer(address(0), to, amount);
//             ^^^^^^^^ reference soulindex . . . `solidity/StakingToken.sol`/IERC20Minimal#Transfer.
//                                  ^^ reference local 35
//                                      ^^^^^^ reference local 36
      }
//    ⌃ enclosing_range_end soulindex . . . `solidity/StakingToken.sol`/StakingToken#_mint().
  }
//⌃ enclosing_range_end soulindex . . . `solidity/StakingToken.sol`/StakingToken#
  
  /// @title Free functions and user types.
//⌄ enclosing_range_start soulindex . . . `solidity/StakingToken.sol`/Price#
  type Price is uint256;
//     ^^^^^ definition soulindex . . . `solidity/StakingToken.sol`/Price#
//     kind TypeAlias
//     documentation
//     > @title Free functions and user types.
//                     ⌃ enclosing_range_end soulindex . . . `solidity/StakingToken.sol`/Price#
  
  using {RewardMath.mulDiv} for uint256;
  
//⌄ enclosing_range_start soulindex . . . `solidity/StakingToken.sol`/toPrice().
  function toPrice(uint256 raw) pure returns (Price) {
//         ^^^^^^^ definition soulindex . . . `solidity/StakingToken.sol`/toPrice().
//         kind Function
//                         ^^^ definition local 37
//                                            ^^^^^ reference soulindex . . . `solidity/StakingToken.sol`/Price#
      return Price.wrap(raw);
//           ^^^^^ reference soulindex . . . `solidity/StakingToken.sol`/Price#
//                      ^^^ reference local 37
  }
//⌃ enclosing_range_end soulindex . . . `solidity/StakingToken.sol`/toPrice().
  
//⌄ enclosing_range_start soulindex . . . `solidity/StakingToken.sol`/MAX_STAKERS.
  uint256 constant MAX_STAKERS = 10_000;
//                 ^^^^^^^^^^^ definition soulindex . . . `solidity/StakingToken.sol`/MAX_STAKERS.
//                 kind Constant
//                                     ⌃ enclosing_range_end soulindex . . . `solidity/StakingToken.sol`/MAX_STAKERS.
  
