#!/usr/bin/env bash
# Builds soulindex with every grammar, including Gleam and PowerShell,
# whose C scanners include <tree_sitter/parser.h> from their own src
# directory: cgo finds it only through C_INCLUDE_PATH. The plain
# `go build ./cmd/soulindex` serves those two languages with the regex tier.
#   scripts/build-all-grammars.sh [OUTPUT]   (default ./soulindex)
set -euo pipefail
cd "$(dirname "$0")/.."
go mod download github.com/gleam-lang/tree-sitter-gleam
export C_INCLUDE_PATH="$(go env GOMODCACHE)/github.com/gleam-lang/tree-sitter-gleam@v1.1.0/src${C_INCLUDE_PATH:+:$C_INCLUDE_PATH}"
go build -tags grammars_cinclude -o "${1:-soulindex}" ./cmd/soulindex
