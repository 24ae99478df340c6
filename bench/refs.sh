#!/usr/bin/env bash
# Cross-file references against the precise indexes, one row per corpus with
# a truth index (bench/truth.sh): precision and recall of cross-file
# references (all, members), file edges, Soul Map symbol coverage at 4,000
# tokens, and the CPU time of the cold index.
#   bench/refs.sh [-soulindex BIN] CORPUS...
# e.g. bench/refs.sh zod query-core trpc-client trpc httpx mobx click
# Each corpus is copied to a temp dir and indexed there without LSP; the
# table goes to stdout and bench/out/refs.md, every count to
# bench/out/refs/<corpus>.json.
set -euo pipefail
cd "$(dirname "$0")"
CACHE=${SOULINDEX_BENCH_CACHE:-$HOME/.cache/soulindex-bench}
bin=""
if [ "${1:-}" = "-soulindex" ]; then
  bin=$(readlink -f "$2")
  shift 2
fi
[ $# -gt 0 ] || { echo "usage: bench/refs.sh [-soulindex BIN] CORPUS..." >&2; exit 2; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
if [ -z "$bin" ]; then
  bin=$work/soulindex
  (cd .. && go build -o "$bin" ./cmd/soulindex)
fi
mkdir -p out/refs
{
  echo "| corpus | truth | cross-file precision | cross-file recall | member precision | member recall | edge precision | edge recall | coverage@25 | coverage@100 | CPU s |"
  echo "|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|"
  for c in "$@"; do
    truth=$CACHE/truth/$c/index.scip
    [ -s "$truth" ] || { echo "refs: $c: no truth (bench/truth.sh $c)" >&2; exit 1; }
    cp -R "$CACHE/corpora/$c/." "$work/$c"
    /usr/bin/time -f '%U %S' -o "$work/time" "$bin" index "$work/$c" --quiet --budget 4000 >/dev/null 2>&1
    cpu=$(awk '{ printf "%.2f", $1 + $2 }' "$work/time")
    go run ./cmd/evaluate -candidate "$work/$c/.soulindex/index.scip" -truth "$truth" -corpus "$work/$c" \
      -map "$work/$c/.soulindex/soulmap.md" -examples 0 -json "out/refs/$c.json" >/dev/null
    python3 - "$c" "out/refs/$c.json" "$cpu" <<'PY'
import json, sys
c, path, cpu = sys.argv[1], sys.argv[2], sys.argv[3]
d = json.load(open(path))
k = d["candidates"][0]
x = k["cross_file_refs"]
member = next((f for f in x.get("by_form", []) if f["form"] == "member"), None)
def pr(m, key):
    v = m.get(key) if m else None
    return "—" if v is None else f"{v:.3f}"
e = k.get("edges", {})
cov = {a["k"]: a for a in (k.get("maps") or [{}])[0].get("at", [])}
def share(n):
    a = cov.get(n)
    return "—" if not a or a.get("share") is None else f"{a['share']:.2f}"
print(f"| {c} | {d['truth']['tool']} | {pr(x['all'], 'precision')} | {pr(x['all'], 'recall')} | {pr(member, 'precision')} | {pr(member, 'recall')} | {pr(e, 'precision')} | {pr(e, 'recall')} | {share(25)} | {share(100)} | {cpu} |")
PY
    rm -rf "$work/$c"
  done
} | tee out/refs.md
