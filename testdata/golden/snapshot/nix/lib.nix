  # Helpers shared by the module and the flake.
  { lib }:
  
  let
    # Calendar words ("Daily") are lower-cased; an OnCalendar expression
    # ("*-*-* 03:00") is used as written.
//  ⌄ enclosing_range_start soulindex . . . `nix/lib.nix`/calendarOf().
    calendarOf = schedule:
//  ^^^^^^^^^^ definition soulindex . . . `nix/lib.nix`/calendarOf().
//  kind Function
//  documentation
//  > Calendar words ("Daily") are lower-cased; an OnCalendar expression
//  > ("*-*-* 03:00") is used as written.
      if lib.elem (lib.toLower schedule) [ "hourly" "daily" "weekly" ] then lib.toLower schedule else schedule;
//                                                                                                            ⌃ enclosing_range_end soulindex . . . `nix/lib.nix`/calendarOf().
  in
  rec {
    /**
      The systemd service of one repository's index job.
    */
//  ⌄ enclosing_range_start soulindex . . . `nix/lib.nix`/mkService().
    mkService = { name, script, user ? "soulindex" }: {
//  ^^^^^^^^^ definition soulindex . . . `nix/lib.nix`/mkService().
//  kind Function
//  documentation
//  > The systemd service of one repository's index job.
//    ⌄ enclosing_range_start soulindex . . . `nix/lib.nix`/mkService().description.
      description = "soulindex index of ${name}";
//    ^^^^^^^^^^^ definition soulindex . . . `nix/lib.nix`/mkService().description.
//    kind Variable
//                                              ⌃ enclosing_range_end soulindex . . . `nix/lib.nix`/mkService().description.
//    ⌄ enclosing_range_start soulindex . . . `nix/lib.nix`/mkService().serviceConfig/
      serviceConfig = {
//    ^^^^^^^^^^^^^ definition soulindex . . . `nix/lib.nix`/mkService().serviceConfig/
//    kind Module
//      ⌄ enclosing_range_start soulindex . . . `nix/lib.nix`/mkService().serviceConfig/Type.
        Type = "oneshot";
//      ^^^^ definition soulindex . . . `nix/lib.nix`/mkService().serviceConfig/Type.
//      kind Variable
//                      ⌃ enclosing_range_end soulindex . . . `nix/lib.nix`/mkService().serviceConfig/Type.
//      ⌄ enclosing_range_start soulindex . . . `nix/lib.nix`/mkService().serviceConfig/User.
        User = user;
//      ^^^^ definition soulindex . . . `nix/lib.nix`/mkService().serviceConfig/User.
//      kind Variable
//                 ⌃ enclosing_range_end soulindex . . . `nix/lib.nix`/mkService().serviceConfig/User.
//      ⌄ enclosing_range_start soulindex . . . `nix/lib.nix`/mkService().serviceConfig/ExecStart.
        ExecStart = script;
//      ^^^^^^^^^ definition soulindex . . . `nix/lib.nix`/mkService().serviceConfig/ExecStart.
//      kind Variable
//                        ⌃ enclosing_range_end soulindex . . . `nix/lib.nix`/mkService().serviceConfig/ExecStart.
      };
//     ⌃ enclosing_range_end soulindex . . . `nix/lib.nix`/mkService().serviceConfig/
    };
//   ⌃ enclosing_range_end soulindex . . . `nix/lib.nix`/mkService().
  
    # One timer per repository, named after its service.
//  ⌄ enclosing_range_start soulindex . . . `nix/lib.nix`/timersFor().
    timersFor = repos: lib.mapAttrs' (name: repo: lib.nameValuePair "soulindex-${name}" (mkTimer repo.schedule)) repos;
//  ^^^^^^^^^ definition soulindex . . . `nix/lib.nix`/timersFor().
//  kind Function
//  documentation
//  > One timer per repository, named after its service.
//                                                                                       ^^^^^^^ reference soulindex . . . `nix/lib.nix`/mkTimer().
//                                                                                                                    ⌃ enclosing_range_end soulindex . . . `nix/lib.nix`/timersFor().
  
//  ⌄ enclosing_range_start soulindex . . . `nix/lib.nix`/mkTimer().
    mkTimer = schedule: {
//  ^^^^^^^ definition soulindex . . . `nix/lib.nix`/mkTimer().
//  kind Function
//    ⌄ enclosing_range_start soulindex . . . `nix/lib.nix`/mkTimer().wantedBy.
      wantedBy = [ "timers.target" ];
//    ^^^^^^^^ definition soulindex . . . `nix/lib.nix`/mkTimer().wantedBy.
//    kind Variable
//                                  ⌃ enclosing_range_end soulindex . . . `nix/lib.nix`/mkTimer().wantedBy.
//    ⌄ enclosing_range_start soulindex . . . `nix/lib.nix`/mkTimer().timerConfig/
      timerConfig = {
//    ^^^^^^^^^^^ definition soulindex . . . `nix/lib.nix`/mkTimer().timerConfig/
//    kind Module
//      ⌄ enclosing_range_start soulindex . . . `nix/lib.nix`/mkTimer().timerConfig/OnCalendar.
        OnCalendar = calendarOf schedule;
//      ^^^^^^^^^^ definition soulindex . . . `nix/lib.nix`/mkTimer().timerConfig/OnCalendar.
//      kind Variable
//                   ^^^^^^^^^^ reference soulindex . . . `nix/lib.nix`/calendarOf().
//                                      ⌃ enclosing_range_end soulindex . . . `nix/lib.nix`/mkTimer().timerConfig/OnCalendar.
//      ⌄ enclosing_range_start soulindex . . . `nix/lib.nix`/mkTimer().timerConfig/Persistent.
        Persistent = true;
//      ^^^^^^^^^^ definition soulindex . . . `nix/lib.nix`/mkTimer().timerConfig/Persistent.
//      kind Variable
//                       ⌃ enclosing_range_end soulindex . . . `nix/lib.nix`/mkTimer().timerConfig/Persistent.
      };
//     ⌃ enclosing_range_end soulindex . . . `nix/lib.nix`/mkTimer().timerConfig/
    };
//   ⌃ enclosing_range_end soulindex . . . `nix/lib.nix`/mkTimer().
  }
  
