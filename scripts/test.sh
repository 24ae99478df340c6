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
# bench/ is a module of its own (bench/go.mod says why): ./... at the root
# does not reach it.
(cd bench && go vet ./...)

# go.mod and go.sum of both modules must be exactly what `go mod tidy -e`
# writes (go.mod says why -e). On a warm module cache this takes well under
# a second; a cold one first downloads the test-only modules of
# dependencies (about 10 s).
tidy_check() {
  local dir=$1 tidy_err tidy_diff
  tidy_err=$(mktemp)
  if ! tidy_diff=$(cd "$dir" && go mod tidy -e -diff 2>"$tidy_err"); then
    echo "$dir/go.mod, $dir/go.sum are not tidy; run: (cd $dir && go mod tidy -e)" >&2
    if [ -n "$tidy_diff" ]; then echo "$tidy_diff" >&2; else cat "$tidy_err" >&2; fi
    rm -f "$tidy_err"
    exit 1
  fi
  rm -f "$tidy_err"
}
tidy_check .
tidy_check bench

go test -count=1 -timeout 60m "$@" ./...
(cd bench && go test -count=1 -timeout 30m "$@" ./...)

