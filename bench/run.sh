#!/usr/bin/env bash
# The one command for every benchmark table:
#   bench/run.sh            the standard suite (3 rounds; about 30 minutes on 2 cores)
#   bench/run.sh --quick    the quick suite (under 3 minutes once set up)
# It installs the peers at pinned versions (bench/tools.sh), lays out the
# corpora (bench/corpora.sh), times every tool on every corpus of the suite
# and scores definitions against the precise indexes (bench/cmd/peers),
# then times soulindex against ctags on the Go standard library
# (bench/cmd/speed). Reports go to bench/out/ as Markdown and JSON.
set -euo pipefail
cd "$(dirname "$0")/.."
suite=standard
rounds=3
for a in "$@"; do
  case "$a" in
    --quick) suite=quick ;;
    --standard) suite=standard ;;
    --rounds=*) rounds="${a#--rounds=}" ;;
    *) echo "usage: bench/run.sh [--quick|--standard] [--rounds=N]" >&2; exit 2 ;;
  esac
done
bench/tools.sh
bench/corpora.sh "--$suite"
# bench is a module of its own (bench/go.mod): -C runs its commands there;
# they find the checkout themselves for ./cmd/soulindex and bench/out.
go run -C bench ./cmd/peers -suite "$suite" -rounds "$rounds"
if [ "$suite" = standard ]; then
  go run -C bench ./cmd/speed -rounds "$rounds"
fi
