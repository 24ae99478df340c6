#!/usr/bin/env bash
# bench/diag.sh: `soulindex diag` against the compiler or type checker run on
# the whole tree (issue 16), on real corpora from the registries:
#   bench/diag.sh [--only NAME,...] [--runs N] [-- MORE FLAGS for bench/cmd/diag]
# Corpora (bench/corpora.sh --only): viper and cobra (Go module proxy),
# click (Debian's python3-click), mobx (npm). For each, five edits in turn
# (type error, signature change, rename, removal, harmless edit; chosen
# from the corpus by bench/cmd/diag), each from a clean base commit; the
# truth is go/types on every package (tests included), pyright or tsc on
# the whole tree, before and after. Needs gopls, pyright and
# typescript-language-server/tsc on PATH (eval "$(scripts/install-tools.sh --env)").
# Writes bench/out/diag.md and bench/out/diag.json; takes 20 to 60 minutes
# on 2 busy cores (3 runs of 5 scenarios on 4 corpora). Flags after -- go to
# bench/cmd/diag and win over these (e.g. -- -work DIR keeps the copies and
# every run's JSON report, which are otherwise removed).
set -euo pipefail
cd "$(dirname "$0")/.."
only=viper,cobra,click,mobx
runs=3
while [ $# -gt 0 ]; do
  case "$1" in
    --only) only="$2"; shift 2 ;;
    --runs) runs="$2"; shift 2 ;;
    --) shift; break ;;
    *) echo "usage: bench/diag.sh [--only NAME,...] [--runs N] [-- FLAGS]" >&2; exit 2 ;;
  esac
done
for t in gopls pyright pyright-langserver tsc typescript-language-server; do
  command -v "$t" >/dev/null || { echo "bench/diag.sh: $t not on PATH: eval \"\$(scripts/install-tools.sh --env)\"" >&2; exit 1; }
done
cache="${SOULINDEX_BENCH_CACHE:-$HOME/.cache/soulindex-bench}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
go build -o "$work/soulindex" ./cmd/soulindex
(cd bench && go build -o "$work/diagbench" ./cmd/diag)   # bench may be a module of its own
bench/corpora.sh --only "$only" >"$work/corpora.tsv"
mkdir -p bench/out
# The Go corpora's dependencies are in the bench cache (corpora.sh downloaded
# them); the checker and gopls read them offline from there.
GOMODCACHE="$cache/gomod" GOPROXY=off GOWORK=off GOTOOLCHAIN=local GOFLAGS=-mod=readonly \
  "$work/diagbench" -corpora "$work/corpora.tsv" -soulindex "$work/soulindex" -runs "$runs" \
  -diag-flags "--file-timeout=3m" -work "$work/trees" -out bench/out "$@"
