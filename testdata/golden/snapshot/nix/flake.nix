  # The soulindex flake: the package, a NixOS module running the indexer on
  # a schedule, and a development shell.
  {
//  ⌄ enclosing_range_start soulindex . . . `nix/flake.nix`/description.
    description = "soulindex: a repository indexer";
//  ^^^^^^^^^^^ definition soulindex . . . `nix/flake.nix`/description.
//  kind Variable
//                                                 ⌃ enclosing_range_end soulindex . . . `nix/flake.nix`/description.
  
//  ⌄ enclosing_range_start soulindex . . . `nix/flake.nix`/inputs/
    inputs = {
//  ^^^^^^ definition soulindex . . . `nix/flake.nix`/inputs/
//  kind Module
//    ⌄ enclosing_range_start soulindex . . . `nix/flake.nix`/inputs/nixpkgs/url.
      nixpkgs.url = "github:NixOS/nixpkgs/nixos-24.05";
//            ^^^ definition soulindex . . . `nix/flake.nix`/inputs/nixpkgs/url.
//            kind Variable
//                                                    ⌃ enclosing_range_end soulindex . . . `nix/flake.nix`/inputs/nixpkgs/url.
//    ⌄ enclosing_range_start soulindex . . . `nix/flake.nix`/inputs/flake-utils/url.
      flake-utils.url = "github:numtide/flake-utils";
//                ^^^ definition soulindex . . . `nix/flake.nix`/inputs/flake-utils/url.
//                kind Variable
//                                                  ⌃ enclosing_range_end soulindex . . . `nix/flake.nix`/inputs/flake-utils/url.
    };
//   ⌃ enclosing_range_end soulindex . . . `nix/flake.nix`/inputs/
  
//  ⌄ enclosing_range_start soulindex . . . `nix/flake.nix`/outputs().
    outputs = { self, nixpkgs, flake-utils }:
//  ^^^^^^^ definition soulindex . . . `nix/flake.nix`/outputs().
//  kind Function
      let
        # Every system the package builds on.
        systems = [ "x86_64-linux" "aarch64-linux" "aarch64-darwin" ];
        forAllSystems = f: nixpkgs.lib.genAttrs systems (system: f nixpkgs.legacyPackages.${system});
      in
      {
//      ⌄ enclosing_range_start soulindex . . . `nix/flake.nix`/outputs().packages.
        packages = forAllSystems (pkgs: {
//      ^^^^^^^^ definition soulindex . . . `nix/flake.nix`/outputs().packages.
//      kind Variable
          default = pkgs.callPackage ./default.nix { };
          soulindex = self.packages.${pkgs.system}.default;
        });
//        ⌃ enclosing_range_end soulindex . . . `nix/flake.nix`/outputs().packages.
  
        /* The service, for NixOS configurations of the hosts that index. */
//      ⌄ enclosing_range_start soulindex . . . `nix/flake.nix`/outputs().nixosModules/soulindex.
        nixosModules.soulindex = import ./module.nix;
//                   ^^^^^^^^^ definition soulindex . . . `nix/flake.nix`/outputs().nixosModules/soulindex.
//                   kind Variable
//                   documentation
//                   > The service, for NixOS configurations of the hosts that index.
//                                                  ⌃ enclosing_range_end soulindex . . . `nix/flake.nix`/outputs().nixosModules/soulindex.
  
//      ⌄ enclosing_range_start soulindex . . . `nix/flake.nix`/outputs().lib.
        lib = import ./lib.nix { inherit (nixpkgs) lib; };
//      ^^^ definition soulindex . . . `nix/flake.nix`/outputs().lib.
//      kind Variable
//                                                       ⌃ enclosing_range_end soulindex . . . `nix/flake.nix`/outputs().lib.
  
//      ⌄ enclosing_range_start soulindex . . . `nix/flake.nix`/outputs().devShells.
        devShells = forAllSystems (pkgs: {
//      ^^^^^^^^^ definition soulindex . . . `nix/flake.nix`/outputs().devShells.
//      kind Variable
          default = pkgs.mkShell {
            packages = with pkgs; [ go gopls golangci-lint ];
            inputsFrom = [ self.packages.${pkgs.system}.default ];
          };
        });
//        ⌃ enclosing_range_end soulindex . . . `nix/flake.nix`/outputs().devShells.
      };
//     ⌃ enclosing_range_end soulindex . . . `nix/flake.nix`/outputs().
  }
  
