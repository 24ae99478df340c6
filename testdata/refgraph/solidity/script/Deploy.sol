// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

import "src/Vault.sol";

contract Deploy {
    function run() external returns (Vault v) {
        v = new Vault();
        v.deposit(1);
    }
}
