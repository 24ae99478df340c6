  # NixOS module: runs `soulindex index` over configured repositories on a
  # timer, one systemd service per repository.
  { config, lib, pkgs, ... }:
  
  let
//  ⌄ enclosing_range_start soulindex . . . `nix/module.nix`/cfg.
    cfg = config.services.soulindex;
//  ^^^ definition soulindex . . . `nix/module.nix`/cfg.
//  kind Variable
//                                 ⌃ enclosing_range_end soulindex . . . `nix/module.nix`/cfg.
  
//  ⌄ enclosing_range_start soulindex . . . `nix/module.nix`/mkEnableOption.
//  ⌄ enclosing_range_start soulindex . . . `nix/module.nix`/mkIf.
//  ⌄ enclosing_range_start soulindex . . . `nix/module.nix`/mkOption.
//  ⌄ enclosing_range_start soulindex . . . `nix/module.nix`/types.
    inherit (lib) mkEnableOption mkIf mkOption types;
//                ^^^^^^^^^^^^^^ definition soulindex . . . `nix/module.nix`/mkEnableOption.
//                kind Variable
//                               ^^^^ definition soulindex . . . `nix/module.nix`/mkIf.
//                               kind Variable
//                                    ^^^^^^^^ definition soulindex . . . `nix/module.nix`/mkOption.
//                                    kind Variable
//                                             ^^^^^ definition soulindex . . . `nix/module.nix`/types.
//                                             kind Variable
//                                                  ⌃ enclosing_range_end soulindex . . . `nix/module.nix`/mkEnableOption.
//                                                  ⌃ enclosing_range_end soulindex . . . `nix/module.nix`/mkIf.
//                                                  ⌃ enclosing_range_end soulindex . . . `nix/module.nix`/mkOption.
//                                                  ⌃ enclosing_range_end soulindex . . . `nix/module.nix`/types.
  
//  ⌄ enclosing_range_start soulindex . . . `nix/module.nix`/indexLib.
    indexLib = import ./lib.nix { inherit lib; };
//  ^^^^^^^^ definition soulindex . . . `nix/module.nix`/indexLib.
//  kind Variable
//                                              ⌃ enclosing_range_end soulindex . . . `nix/module.nix`/indexLib.
  
    # The command line of one repository's job.
//  ⌄ enclosing_range_start soulindex . . . `nix/module.nix`/jobScript().
    jobScript = name: repo: pkgs.writeShellScript "soulindex-${name}" ''
//  ^^^^^^^^^ definition soulindex . . . `nix/module.nix`/jobScript().
//  kind Function
//  documentation
//  > The command line of one repository's job.
      exec ${cfg.package}/bin/soulindex index ${repo.path} \
//           ^^^ reference soulindex . . . `nix/module.nix`/cfg.
        --out ${cfg.dataDir}/${name}
//              ^^^ reference soulindex . . . `nix/module.nix`/cfg.
    '';
//    ⌃ enclosing_range_end soulindex . . . `nix/module.nix`/jobScript().
  in
  {
//  ⌄ enclosing_range_start soulindex . . . `nix/module.nix`/options/services/soulindex/
    options.services.soulindex = {
//                   ^^^^^^^^^ definition soulindex . . . `nix/module.nix`/options/services/soulindex/
//                   kind Module
//    ⌄ enclosing_range_start soulindex . . . `nix/module.nix`/options/services/soulindex/enable.
      enable = mkEnableOption "the soulindex indexer";
//    ^^^^^^ definition soulindex . . . `nix/module.nix`/options/services/soulindex/enable.
//    kind Variable
//             ^^^^^^^^^^^^^^ reference soulindex . . . `nix/module.nix`/mkEnableOption.
//                                                   ⌃ enclosing_range_end soulindex . . . `nix/module.nix`/options/services/soulindex/enable.
  
//    ⌄ enclosing_range_start soulindex . . . `nix/module.nix`/options/services/soulindex/package.
      package = mkOption {
//    ^^^^^^^ definition soulindex . . . `nix/module.nix`/options/services/soulindex/package.
//    kind Variable
//              ^^^^^^^^ reference soulindex . . . `nix/module.nix`/mkOption.
//      ⌄ enclosing_range_start soulindex . . . `nix/module.nix`/options/services/soulindex/package.type.
        type = types.package;
//      ^^^^ definition soulindex . . . `nix/module.nix`/options/services/soulindex/package.type.
//      kind Variable
//             ^^^^^ reference soulindex . . . `nix/module.nix`/types.
//                          ⌃ enclosing_range_end soulindex . . . `nix/module.nix`/options/services/soulindex/package.type.
//      ⌄ enclosing_range_start soulindex . . . `nix/module.nix`/options/services/soulindex/package.default.
        default = pkgs.callPackage ./default.nix { };
//      ^^^^^^^ definition soulindex . . . `nix/module.nix`/options/services/soulindex/package.default.
//      kind Variable
//                                                  ⌃ enclosing_range_end soulindex . . . `nix/module.nix`/options/services/soulindex/package.default.
//      ⌄ enclosing_range_start soulindex . . . `nix/module.nix`/options/services/soulindex/package.description.
        description = "The soulindex package to run.";
//      ^^^^^^^^^^^ definition soulindex . . . `nix/module.nix`/options/services/soulindex/package.description.
//      kind Variable
//                                                   ⌃ enclosing_range_end soulindex . . . `nix/module.nix`/options/services/soulindex/package.description.
      };
//     ⌃ enclosing_range_end soulindex . . . `nix/module.nix`/options/services/soulindex/package.
  
//    ⌄ enclosing_range_start soulindex . . . `nix/module.nix`/options/services/soulindex/dataDir.
      dataDir = mkOption {
//    ^^^^^^^ definition soulindex . . . `nix/module.nix`/options/services/soulindex/dataDir.
//    kind Variable
//              ^^^^^^^^ reference soulindex . . . `nix/module.nix`/mkOption.
//      ⌄ enclosing_range_start soulindex . . . `nix/module.nix`/options/services/soulindex/dataDir.type.
        type = types.path;
//      ^^^^ definition soulindex . . . `nix/module.nix`/options/services/soulindex/dataDir.type.
//      kind Variable
//             ^^^^^ reference soulindex . . . `nix/module.nix`/types.
//                       ⌃ enclosing_range_end soulindex . . . `nix/module.nix`/options/services/soulindex/dataDir.type.
//      ⌄ enclosing_range_start soulindex . . . `nix/module.nix`/options/services/soulindex/dataDir.default.
        default = "/var/lib/soulindex";
//      ^^^^^^^ definition soulindex . . . `nix/module.nix`/options/services/soulindex/dataDir.default.
//      kind Variable
//                                    ⌃ enclosing_range_end soulindex . . . `nix/module.nix`/options/services/soulindex/dataDir.default.
//      ⌄ enclosing_range_start soulindex . . . `nix/module.nix`/options/services/soulindex/dataDir.description.
        description = "Where the indexes are written.";
//      ^^^^^^^^^^^ definition soulindex . . . `nix/module.nix`/options/services/soulindex/dataDir.description.
//      kind Variable
//                                                    ⌃ enclosing_range_end soulindex . . . `nix/module.nix`/options/services/soulindex/dataDir.description.
      };
//     ⌃ enclosing_range_end soulindex . . . `nix/module.nix`/options/services/soulindex/dataDir.
  
//    ⌄ enclosing_range_start soulindex . . . `nix/module.nix`/options/services/soulindex/repositories.
      repositories = mkOption {
//    ^^^^^^^^^^^^ definition soulindex . . . `nix/module.nix`/options/services/soulindex/repositories.
//    kind Variable
//                   ^^^^^^^^ reference soulindex . . . `nix/module.nix`/mkOption.
//      ⌄ enclosing_range_start soulindex . . . `nix/module.nix`/options/services/soulindex/repositories.type.
        type = types.attrsOf (types.submodule {
//      ^^^^ definition soulindex . . . `nix/module.nix`/options/services/soulindex/repositories.type.
//      kind Variable
//             ^^^^^ reference soulindex . . . `nix/module.nix`/types.
//                            ^^^^^ reference soulindex . . . `nix/module.nix`/types.
//        ⌄ enclosing_range_start soulindex . . . `nix/module.nix`/options/services/soulindex/repositories.type.options/
          options = {
//        ^^^^^^^ definition soulindex . . . `nix/module.nix`/options/services/soulindex/repositories.type.options/
//        kind Module
//          ⌄ enclosing_range_start soulindex . . . `nix/module.nix`/options/services/soulindex/repositories.type.options/path.
//                            ⌄ enclosing_range_start soulindex . . . `nix/module.nix`/options/services/soulindex/repositories.type.options/path.type.
            path = mkOption { type = types.path; };
//          ^^^^ definition soulindex . . . `nix/module.nix`/options/services/soulindex/repositories.type.options/path.
//          kind Variable
//                 ^^^^^^^^ reference soulindex . . . `nix/module.nix`/mkOption.
//                            ^^^^ definition soulindex . . . `nix/module.nix`/options/services/soulindex/repositories.type.options/path.type.
//                            kind Variable
//                                   ^^^^^ reference soulindex . . . `nix/module.nix`/types.
//                                             ⌃ enclosing_range_end soulindex . . . `nix/module.nix`/options/services/soulindex/repositories.type.options/path.type.
//                                                ⌃ enclosing_range_end soulindex . . . `nix/module.nix`/options/services/soulindex/repositories.type.options/path.
//          ⌄ enclosing_range_start soulindex . . . `nix/module.nix`/options/services/soulindex/repositories.type.options/schedule.
//                                ⌄ enclosing_range_start soulindex . . . `nix/module.nix`/options/services/soulindex/repositories.type.options/schedule.type.
//                                                  ⌄ enclosing_range_start soulindex . . . `nix/module.nix`/options/services/soulindex/repositories.type.options/schedule.default.
            schedule = mkOption { type = types.str; default = "daily"; };
//          ^^^^^^^^ definition soulindex . . . `nix/module.nix`/options/services/soulindex/repositories.type.options/schedule.
//          kind Variable
//                     ^^^^^^^^ reference soulindex . . . `nix/module.nix`/mkOption.
//                                ^^^^ definition soulindex . . . `nix/module.nix`/options/services/soulindex/repositories.type.options/schedule.type.
//                                kind Variable
//                                       ^^^^^ reference soulindex . . . `nix/module.nix`/types.
//                                                  ^^^^^^^ definition soulindex . . . `nix/module.nix`/options/services/soulindex/repositories.type.options/schedule.default.
//                                                  kind Variable
//                                                ⌃ enclosing_range_end soulindex . . . `nix/module.nix`/options/services/soulindex/repositories.type.options/schedule.type.
//                                                                   ⌃ enclosing_range_end soulindex . . . `nix/module.nix`/options/services/soulindex/repositories.type.options/schedule.default.
//                                                                      ⌃ enclosing_range_end soulindex . . . `nix/module.nix`/options/services/soulindex/repositories.type.options/schedule.
          };
//         ⌃ enclosing_range_end soulindex . . . `nix/module.nix`/options/services/soulindex/repositories.type.options/
        });
//        ⌃ enclosing_range_end soulindex . . . `nix/module.nix`/options/services/soulindex/repositories.type.
//      ⌄ enclosing_range_start soulindex . . . `nix/module.nix`/options/services/soulindex/repositories.default/
        default = { };
//      ^^^^^^^ definition soulindex . . . `nix/module.nix`/options/services/soulindex/repositories.default/
//      kind Module
//                   ⌃ enclosing_range_end soulindex . . . `nix/module.nix`/options/services/soulindex/repositories.default/
//      ⌄ enclosing_range_start soulindex . . . `nix/module.nix`/options/services/soulindex/repositories.description.
        description = "The repositories to index, by name.";
//      ^^^^^^^^^^^ definition soulindex . . . `nix/module.nix`/options/services/soulindex/repositories.description.
//      kind Variable
//                                                         ⌃ enclosing_range_end soulindex . . . `nix/module.nix`/options/services/soulindex/repositories.description.
      };
//     ⌃ enclosing_range_end soulindex . . . `nix/module.nix`/options/services/soulindex/repositories.
    };
//   ⌃ enclosing_range_end soulindex . . . `nix/module.nix`/options/services/soulindex/
  
//  ⌄ enclosing_range_start soulindex . . . `nix/module.nix`/config.
    config = mkIf cfg.enable {
//  ^^^^^^ definition soulindex . . . `nix/module.nix`/config.
//  kind Variable
//           ^^^^ reference soulindex . . . `nix/module.nix`/mkIf.
//                ^^^ reference soulindex . . . `nix/module.nix`/cfg.
//    ⌄ enclosing_range_start soulindex . . . `nix/module.nix`/config.users/users/soulindex/
      users.users.soulindex = {
//                ^^^^^^^^^ definition soulindex . . . `nix/module.nix`/config.users/users/soulindex/
//                kind Module
//      ⌄ enclosing_range_start soulindex . . . `nix/module.nix`/config.users/users/soulindex/isSystemUser.
        isSystemUser = true;
//      ^^^^^^^^^^^^ definition soulindex . . . `nix/module.nix`/config.users/users/soulindex/isSystemUser.
//      kind Variable
//                         ⌃ enclosing_range_end soulindex . . . `nix/module.nix`/config.users/users/soulindex/isSystemUser.
//      ⌄ enclosing_range_start soulindex . . . `nix/module.nix`/config.users/users/soulindex/group.
        group = "soulindex";
//      ^^^^^ definition soulindex . . . `nix/module.nix`/config.users/users/soulindex/group.
//      kind Variable
//                         ⌃ enclosing_range_end soulindex . . . `nix/module.nix`/config.users/users/soulindex/group.
//      ⌄ enclosing_range_start soulindex . . . `nix/module.nix`/config.users/users/soulindex/home.
        home = cfg.dataDir;
//      ^^^^ definition soulindex . . . `nix/module.nix`/config.users/users/soulindex/home.
//      kind Variable
//             ^^^ reference soulindex . . . `nix/module.nix`/cfg.
//                        ⌃ enclosing_range_end soulindex . . . `nix/module.nix`/config.users/users/soulindex/home.
      };
//     ⌃ enclosing_range_end soulindex . . . `nix/module.nix`/config.users/users/soulindex/
//    ⌄ enclosing_range_start soulindex . . . `nix/module.nix`/config.users/groups/soulindex/
      users.groups.soulindex = { };
//                 ^^^^^^^^^ definition soulindex . . . `nix/module.nix`/config.users/groups/soulindex/
//                 kind Module
//                                ⌃ enclosing_range_end soulindex . . . `nix/module.nix`/config.users/groups/soulindex/
  
//    ⌄ enclosing_range_start soulindex . . . `nix/module.nix`/config.systemd/services.
      systemd.services = lib.mapAttrs' (name: repo: {
//            ^^^^^^^^ definition soulindex . . . `nix/module.nix`/config.systemd/services.
//            kind Variable
        name = "soulindex-${name}";
        value = indexLib.mkService { inherit name; script = jobScript name repo; };
//              ^^^^^^^^ reference soulindex . . . `nix/module.nix`/indexLib.
//                       ^^^^^^^^^ reference soulindex . . . `nix/lib.nix`/mkService().
//                                                          ^^^^^^^^^ reference soulindex . . . `nix/module.nix`/jobScript().
      }) cfg.repositories;
//       ^^^ reference soulindex . . . `nix/module.nix`/cfg.
//                       ⌃ enclosing_range_end soulindex . . . `nix/module.nix`/config.systemd/services.
  
//    ⌄ enclosing_range_start soulindex . . . `nix/module.nix`/config.systemd/timers.
      systemd.timers = indexLib.timersFor cfg.repositories;
//            ^^^^^^ definition soulindex . . . `nix/module.nix`/config.systemd/timers.
//            kind Variable
//                     ^^^^^^^^ reference soulindex . . . `nix/module.nix`/indexLib.
//                              ^^^^^^^^^ reference soulindex . . . `nix/lib.nix`/timersFor().
//                                        ^^^ reference soulindex . . . `nix/module.nix`/cfg.
//                                                        ⌃ enclosing_range_end soulindex . . . `nix/module.nix`/config.systemd/timers.
    };
//   ⌃ enclosing_range_end soulindex . . . `nix/module.nix`/config.
  }
  
