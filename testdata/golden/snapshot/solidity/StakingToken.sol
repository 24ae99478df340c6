  // SPDX-License-Identifier: MIT
  pragma solidity ^0.8.20;
  
  import "./interfaces/IRewardOracle.sol";
  import {SafeMath, Math as M} from "./lib/Math.sol";
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
//                                                                       ⌃ enclosing_range_end soulindex . . . `solidity/StakingToken.sol`/IERC20Minimal#balanceOf().
//    ⌄ enclosing_range_start soulindex . . . `solidity/StakingToken.sol`/IERC20Minimal#transfer().
      function transfer(address to, uint256 amount) external returns (bool);
//             ^^^^^^^^ definition soulindex . . . `solidity/StakingToken.sol`/IERC20Minimal#transfer().
//             kind Method
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
          return (a * b) / d;
      }
//    ⌃ enclosing_range_end soulindex . . . `solidity/StakingToken.sol`/RewardMath/mulDiv().
  
//    ⌄ enclosing_range_start soulindex . . . `solidity/StakingToken.sol`/RewardMath/accrue().
      function accrue(uint256 rate, uint256 elapsed) internal pure returns (uint256 amount) {
//             ^^^^^^ definition soulindex . . . `solidity/StakingToken.sol`/RewardMath/accrue().
//             kind Function
          amount = mulDiv(rate, elapsed, PRECISION);
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
//                         ^^^^^^^^^^^^^ reference soulindex . . . `solidity/StakingToken.sol`/IERC20Minimal#
      using RewardMath for uint256;
//          ^^^^^^^^^^ reference soulindex . . . `solidity/StakingToken.sol`/RewardMath/
  
//    ⌄ enclosing_range_start soulindex . . . `solidity/StakingToken.sol`/StakingToken#Phase#
      enum Phase {
//         ^^^^^ definition soulindex . . . `solidity/StakingToken.sol`/StakingToken#Phase#
//         kind Enum
          Closed,
          Open,
          Paused
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
//                             kind Field
//                                        ⌃ enclosing_range_end soulindex . . . `solidity/StakingToken.sol`/StakingToken#launchBlock.
//    ⌄ enclosing_range_start soulindex . . . `solidity/StakingToken.sol`/StakingToken#owner.
      address public owner;
//                   ^^^^^ definition soulindex . . . `solidity/StakingToken.sol`/StakingToken#owner.
//                   kind Field
//                        ⌃ enclosing_range_end soulindex . . . `solidity/StakingToken.sol`/StakingToken#owner.
//    ⌄ enclosing_range_start soulindex . . . `solidity/StakingToken.sol`/StakingToken#phase.
      Phase public phase;
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
//                                   ⌃ enclosing_range_end soulindex . . . `solidity/StakingToken.sol`/StakingToken#WrongPhase#
  
//    ⌄ enclosing_range_start soulindex . . . `solidity/StakingToken.sol`/StakingToken#onlyOwner().
      modifier onlyOwner() {
//             ^^^^^^^^^ definition soulindex . . . `solidity/StakingToken.sol`/StakingToken#onlyOwner().
//             kind Method
          if (msg.sender != owner) revert Unauthorized(msg.sender, bytes32("OWNER"));
//                                        ^^^^^^^^^^^^ reference soulindex . . . `solidity/StakingToken.sol`/Unauthorized#
          _;
      }
//    ⌃ enclosing_range_end soulindex . . . `solidity/StakingToken.sol`/StakingToken#onlyOwner().
  
//    ⌄ enclosing_range_start soulindex . . . `solidity/StakingToken.sol`/StakingToken#inPhase().
      modifier inPhase(Phase expected) {
//             ^^^^^^^ definition soulindex . . . `solidity/StakingToken.sol`/StakingToken#inPhase().
//             kind Method
          if (phase != expected) {
              revert WrongPhase(phase);
          }
          _;
      }
//    ⌃ enclosing_range_end soulindex . . . `solidity/StakingToken.sol`/StakingToken#inPhase().
  
//    ⌄ enclosing_range_start soulindex . . . `solidity/StakingToken.sol`/StakingToken#constructor().
      constructor(uint256 initialSupply) {
//    ^^^^^^^^^^^ definition soulindex . . . `solidity/StakingToken.sol`/StakingToken#constructor().
//    kind Constructor
          owner = msg.sender;
          launchBlock = block.number;
          _mint(msg.sender, initialSupply);
          phase = Phase.Closed;
      }
//    ⌃ enclosing_range_end soulindex . . . `solidity/StakingToken.sol`/StakingToken#constructor().
  
//    ⌄ enclosing_range_start soulindex . . . `solidity/StakingToken.sol`/StakingToken#totalSupply().
      function totalSupply() external view override returns (uint256) {
//             ^^^^^^^^^^^ definition soulindex . . . `solidity/StakingToken.sol`/StakingToken#totalSupply().
//             kind Method
          return _totalSupply;
      }
//    ⌃ enclosing_range_end soulindex . . . `solidity/StakingToken.sol`/StakingToken#totalSupply().
  
//    ⌄ enclosing_range_start soulindex . . . `solidity/StakingToken.sol`/StakingToken#balanceOf().
      function balanceOf(address account) public view override returns (uint256) {
//             ^^^^^^^^^ definition soulindex . . . `solidity/StakingToken.sol`/StakingToken#balanceOf().
//             kind Method
          return _balances[account];
      }
//    ⌃ enclosing_range_end soulindex . . . `solidity/StakingToken.sol`/StakingToken#balanceOf().
  
//    ⌄ enclosing_range_start soulindex . . . `solidity/StakingToken.sol`/StakingToken#transfer().
      function transfer(address to, uint256 amount) external override returns (bool) {
//             ^^^^^^^^ definition soulindex . . . `solidity/StakingToken.sol`/StakingToken#transfer().
//             kind Method
          _transfer(msg.sender, to, amount);
          return true;
      }
//    ⌃ enclosing_range_end soulindex . . . `solidity/StakingToken.sol`/StakingToken#transfer().
  
//    ⌄ enclosing_range_start soulindex . . . `solidity/StakingToken.sol`/StakingToken#approve().
      function approve(address spender, uint256 amount) external returns (bool) {
//             ^^^^^^^ definition soulindex . . . `solidity/StakingToken.sol`/StakingToken#approve().
//             kind Method
          _allowances[msg.sender][spender] = amount;
          emit Approval(msg.sender, spender, amount);
          return true;
      }
//    ⌃ enclosing_range_end soulindex . . . `solidity/StakingToken.sol`/StakingToken#approve().
  
//    ⌄ enclosing_range_start soulindex . . . `solidity/StakingToken.sol`/StakingToken#setPhase().
      function setPhase(Phase next) external onlyOwner {
//             ^^^^^^^^ definition soulindex . . . `solidity/StakingToken.sol`/StakingToken#setPhase().
//             kind Method
          emit PhaseChanged(phase, next);
          phase = next;
      }
//    ⌃ enclosing_range_end soulindex . . . `solidity/StakingToken.sol`/StakingToken#setPhase().
  
//    ⌄ enclosing_range_start soulindex . . . `solidity/StakingToken.sol`/StakingToken#stake().
      function stake(uint128 amount, uint64 lockFor)
//             ^^^^^ definition soulindex . . . `solidity/StakingToken.sol`/StakingToken#stake().
//             kind Method
          external
          inPhase(Phase.Open)
          returns (uint64 until)
      {
          uint256 available = _balances[msg.sender];
          if (available < amount) {
              revert InsufficientBalance(available, amount);
          }
          until = uint64(block.timestamp) + lockFor;
          Stake storage s = stakes[msg.sender];
          if (s.amount == 0) {
//              ^^^^^^ reference soulindex . . . `solidity/StakingToken.sol`/StakingToken#Stake#amount.
              stakers.push(msg.sender);
          }
          s.amount += amount;
//          ^^^^^^ reference soulindex . . . `solidity/StakingToken.sol`/StakingToken#Stake#amount.
          s.since = uint64(block.timestamp);
//          ^^^^^ reference soulindex . . . `solidity/StakingToken.sol`/StakingToken#Stake#since.
          s.lockUntil = until;
//          ^^^^^^^^^ reference soulindex . . . `solidity/StakingToken.sol`/StakingToken#Stake#lockUntil.
          _balances[msg.sender] = available - amount;
          emit Staked(msg.sender, amount, until);
      }
//    ⌃ enclosing_range_end soulindex . . . `solidity/StakingToken.sol`/StakingToken#stake().
  
//    ⌄ enclosing_range_start soulindex . . . `solidity/StakingToken.sol`/StakingToken#unstake().
      function unstake() external {
//             ^^^^^^^ definition soulindex . . . `solidity/StakingToken.sol`/StakingToken#unstake().
//             kind Method
          Stake memory s = stakes[msg.sender];
          if (block.timestamp < s.lockUntil) revert StillLocked(s.lockUntil);
//                                ^^^^^^^^^ reference soulindex . . . `solidity/StakingToken.sol`/StakingToken#Stake#lockUntil.
//                                                                ^^^^^^^^^ reference soulindex . . . `solidity/StakingToken.sol`/StakingToken#Stake#lockUntil.
          uint256 reward = pendingReward(msg.sender);
          delete stakes[msg.sender];
          _mint(msg.sender, reward);
          _balances[msg.sender] += s.amount;
//                                   ^^^^^^ reference soulindex . . . `solidity/StakingToken.sol`/StakingToken#Stake#amount.
          emit Unstaked(msg.sender, s.amount);
//                                    ^^^^^^ reference soulindex . . . `solidity/StakingToken.sol`/StakingToken#Stake#amount.
      }
//    ⌃ enclosing_range_end soulindex . . . `solidity/StakingToken.sol`/StakingToken#unstake().
  
//    ⌄ enclosing_range_start soulindex . . . `solidity/StakingToken.sol`/StakingToken#pendingReward().
      function pendingReward(address user) public view returns (uint256) {
//             ^^^^^^^^^^^^^ definition soulindex . . . `solidity/StakingToken.sol`/StakingToken#pendingReward().
//             kind Method
          Stake memory s = stakes[user];
          uint256 elapsed = block.timestamp - s.since;
//                                              ^^^^^ reference soulindex . . . `solidity/StakingToken.sol`/StakingToken#Stake#since.
          return rewardRate.accrue(elapsed) * s.amount;
//                          ^^^^^^ reference soulindex . . . `solidity/StakingToken.sol`/RewardMath/accrue().
//                                              ^^^^^^ reference soulindex . . . `solidity/StakingToken.sol`/StakingToken#Stake#amount.
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
          uint256 fromBalance = _balances[from];
          if (fromBalance < amount) revert InsufficientBalance(fromBalance, amount);
          unchecked {
              _balances[from] = fromBalance - amount;
          }
          _balances[to] += amount;
          emit Transfer(from, to, amount);
      }
//    ⌃ enclosing_range_end soulindex . . . `solidity/StakingToken.sol`/StakingToken#_transfer().
  
//    ⌄ enclosing_range_start soulindex . . . `solidity/StakingToken.sol`/StakingToken#_mint().
      function _mint(address to, uint256 amount) internal virtual {
//             ^^^^^ definition soulindex . . . `solidity/StakingToken.sol`/StakingToken#_mint().
//             kind Method
          _totalSupply += amount;
          _balances[to] += amount;
          emit Transfer(address(0), to, amount);
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
//       ^^^^^^^^^^ reference soulindex . . . `solidity/StakingToken.sol`/RewardMath/
//                  ^^^^^^ reference soulindex . . . `solidity/StakingToken.sol`/RewardMath/mulDiv().
  
//⌄ enclosing_range_start soulindex . . . `solidity/StakingToken.sol`/toPrice().
  function toPrice(uint256 raw) pure returns (Price) {
//         ^^^^^^^ definition soulindex . . . `solidity/StakingToken.sol`/toPrice().
//         kind Function
//                                            ^^^^^ reference soulindex . . . `solidity/StakingToken.sol`/Price#
      return Price.wrap(raw);
//           ^^^^^ reference soulindex . . . `solidity/StakingToken.sol`/Price#
  }
//⌃ enclosing_range_end soulindex . . . `solidity/StakingToken.sol`/toPrice().
  
//⌄ enclosing_range_start soulindex . . . `solidity/StakingToken.sol`/MAX_STAKERS.
  uint256 constant MAX_STAKERS = 10_000;
//                 ^^^^^^^^^^^ definition soulindex . . . `solidity/StakingToken.sol`/MAX_STAKERS.
//                 kind Constant
//                                     ⌃ enclosing_range_end soulindex . . . `solidity/StakingToken.sol`/MAX_STAKERS.
  
