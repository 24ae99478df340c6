// SPDX-License-Identifier: AGPL-3.0-only
pragma solidity ^0.8.0;

abstract contract ERC20 {
    mapping(address => uint256) public balanceOf;

    function _mint(address to, uint256 amount) internal virtual {
        balanceOf[to] += amount;
    }
}
