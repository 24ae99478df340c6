{ pkgs ? import <nixpkgs> { } }:
let
  helpers = import ./lib.nix { inherit (pkgs) lib; };
in
{
  tool = pkgs.callPackage ./pkgs/tool { };
  greeting = helpers.greet "world";
  hosts = import ./hosts;
}
