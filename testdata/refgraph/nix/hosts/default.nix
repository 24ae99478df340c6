{
  imports = [ ./web.nix ../lib.nix ./missing.nix ];
}
