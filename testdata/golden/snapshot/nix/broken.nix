  # A file being edited: one binding does not parse, the others must still
  # be found.
  { lib }:
  
  {
    # Still found before the broken binding.
//  ⌄ enclosing_range_start soulindex . . . `nix/broken.nix`/retries.
    retries = 3;
//  ^^^^^^^ definition soulindex . . . `nix/broken.nix`/retries.
//  kind Variable
//  documentation
//  > Still found before the broken binding.
//             ⌃ enclosing_range_end soulindex . . . `nix/broken.nix`/retries.
  
//  ⌄ enclosing_range_start soulindex . . . `nix/broken.nix`/timeout.
    timeout = lib.mkDefault (30 *;
//  ^^^^^^^ definition soulindex . . . `nix/broken.nix`/timeout.
//  kind Variable
  
//             ⌄ enclosing_range_start soulindex . . . `nix/broken.nix`/timeout.a.
//                   ⌄ enclosing_range_start soulindex . . . `nix/broken.nix`/timeout.b.
    broken = { a = ; b = 2; };
//             ^ definition soulindex . . . `nix/broken.nix`/timeout.a.
//             kind Variable
//                   ^ definition soulindex . . . `nix/broken.nix`/timeout.b.
//                   kind Variable
//                 ⌃ enclosing_range_end soulindex . . . `nix/broken.nix`/timeout.a.
//                        ⌃ enclosing_range_end soulindex . . . `nix/broken.nix`/timeout.b.
//                           ⌃ enclosing_range_end soulindex . . . `nix/broken.nix`/timeout.
  
    # Still found after it.
//  ⌄ enclosing_range_start soulindex . . . `nix/broken.nix`/backoff().
    backoff = attempt: attempt * 2;
//  ^^^^^^^ definition soulindex . . . `nix/broken.nix`/backoff().
//  kind Function
//  documentation
//  > Still found after it.
//                                ⌃ enclosing_range_end soulindex . . . `nix/broken.nix`/backoff().
  }
  
