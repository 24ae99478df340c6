#!/usr/bin/env bash
# The whole test suite, on a fresh machine or a warm one: installs what the
# tests need, checks formatting and vet, then runs every test with the real
# tools required (nothing may skip for lack of a tool).
set -euo pipefail
cd "$(dirname "$0")/.."

# Tools the tests drive: the scip CLI (built from the pinned tools module)
# and git. setpriv (util-linux) lets a root test run as an unprivileged user.
# (universal-ctags is needed only by the benchmark, see bench/README.md.)
need_apt=()
command -v git >/dev/null || need_apt+=(git)
command -v setpriv >/dev/null || need_apt+=(util-linux)
[ -x /usr/bin/time ] || need_apt+=(time) # the benchmark's RSS measurement test

if [ ${#need_apt[@]} -gt 0 ]; then
  if [ "$(id -u)" = 0 ]; then
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${need_apt[@]}" >/dev/null
  else
    echo "missing packages: ${need_apt[*]} (install them with apt-get)" >&2
    exit 1
  fi
fi

mkdir -p .tools/bin
(cd tools && go build -o ../.tools/bin/scip github.com/sourcegraph/scip/cmd/scip)
export SOULINDEX_SCIP="$PWD/.tools/bin/scip"
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
