{ stdenv }:
stdenv.mkDerivation { pname = "tool"; version = "1"; }
