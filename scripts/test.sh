#!/usr/bin/env bash
# The whole test suite, on a fresh machine or a warm one: installs what the
# tests need, checks formatting and vet, then runs every test with the real
# tools required (nothing may skip for lack of a tool).
set -euo pipefail
cd "$(dirname "$0")/.."

# Tools the tests drive, at pinned versions: the scip CLI, real language
# servers, Neovim, pre-commit, git (see scripts/install-tools.sh).
# (universal-ctags is needed only by the benchmark, see bench/README.md.)
./scripts/install-tools.sh
eval "$(./scripts/install-tools.sh --env)"
export SOULINDEX_REQUIRE_TOOLS=1

unformatted=$(gofmt -l $(git ls-files '*.go' ':!:testdata/**' ':!:**/testdata/**' 2>/dev/null || find . -name '*.go' -not -path '*/testdata/*' -not -path './.tools/*'))
if [ -n "$unformatted" ]; then
  echo "gofmt needed on:" >&2
  echo "$unformatted" >&2
  exit 1
fi
go vet ./...
go test -count=1 -timeout 30m "$@" ./...

# Gleam and PowerShell grammars build only with C_INCLUDE_PATH (see
# scripts/build-all-grammars.sh): the packages that see them run again
# with the tag, so their tree-sitter goldens are checked too.
go mod download github.com/gleam-lang/tree-sitter-gleam
export C_INCLUDE_PATH="$(go env GOMODCACHE)/github.com/gleam-lang/tree-sitter-gleam@v1.1.0/src"
go vet -tags grammars_cinclude ./langs ./extract
go test -count=1 -timeout 30m -tags grammars_cinclude "$@" ./langs ./extract
