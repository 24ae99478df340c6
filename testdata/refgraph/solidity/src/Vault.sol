// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

import {IVault} from "./interfaces/IVault.sol";
import {Ownable} from "@acl/Ownable.sol";
import {ERC20} from "solmate/tokens/ERC20.sol";
import {Math} from "@openzeppelin/contracts/utils/Math.sol";
import "forge-std/Test.sol";

contract Vault is IVault, Ownable, ERC20 {
    uint256 public cap;

    function deposit(uint256 amount) external onlyOwner returns (uint256) {
        uint256 shares = Math.max(amount, cap);
        _mint(msg.sender, shares);
        _checkOwner();
        return shares;
    }
}
