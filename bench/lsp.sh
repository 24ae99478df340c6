#!/usr/bin/env bash
# bench/lsp.sh: what `index --lsp` adds on golang.org/x/tools, with gopls.
#   bench/lsp.sh [--budget N] [--timeout D]
# Needs the x-tools corpus and its scip-go truth (bench/run.sh lays both
# out) and gopls on PATH (scripts/install-tools.sh --env). It times a cold
# index and an enriched one, counts hover answers for exported symbols
# (enrichment.json) and scores references against scip-go, overall and
# restricted to the enriched symbols (bench/cmd/evaluate -enriched).
# Writes bench/out/lsp.md.
set -euo pipefail
cd "$(dirname "$0")/.."
budget=200
timeout=10m
while [ $# -gt 0 ]; do
  case "$1" in
    --budget) budget="$2"; shift 2 ;;
    --timeout) timeout="$2"; shift 2 ;;
    *) echo "usage: bench/lsp.sh [--budget N] [--timeout D]" >&2; exit 2 ;;
  esac
done
cache="${SOULINDEX_BENCH_CACHE:-$HOME/.cache/soulindex-bench}"
corpus="$cache/corpora/x-tools"
truth="$cache/out/standard/x-tools/scip-go.scip"
for f in "$corpus" "$truth"; do
  [ -e "$f" ] || { echo "bench/lsp.sh: $f missing: run bench/run.sh first" >&2; exit 1; }
done
command -v gopls >/dev/null || { echo 'bench/lsp.sh: gopls not on PATH: eval "$(scripts/install-tools.sh --env)"' >&2; exit 1; }
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
go build -o "$work/soulindex" ./cmd/soulindex
go build -C bench -o "$work/evaluate" ./cmd/evaluate # bench is its own module
mkdir -p bench/out

"$work/soulindex" index --quiet --json "$corpus" --out "$work/plain" >"$work/plain.json"
start=$(date +%s.%N)
"$work/soulindex" index --quiet --json --lsp --lsp-languages go --lsp-budget "$budget" --lsp-timeout "$timeout" \
  "$corpus" --out "$work/lsp" >"$work/lsp.json"
end=$(date +%s.%N)

"$work/evaluate" -candidate "$work/plain/index.scip" -truth "$truth" -enriched "$work/lsp/enrichment.json" \
  -rank "$work/plain/graph.json" -json "$work/eval-plain.json" >/dev/null
"$work/evaluate" -candidate "$work/lsp/index.scip" -truth "$truth" -enriched "$work/lsp/enrichment.json" \
  -rank "$work/lsp/graph.json" -json "$work/eval-lsp.json" >/dev/null

python3 - "$work" "$budget" "$start" "$end" >bench/out/lsp.md <<'PY'
import json, sys
work, budget, start, end = sys.argv[1], sys.argv[2], float(sys.argv[3]), float(sys.argv[4])
plain = json.load(open(f"{work}/plain.json"))
lsp = json.load(open(f"{work}/lsp.json"))
go = next(l for l in lsp["lsp"]["languages"] if l["language"] == "go")
ep = json.load(open(f"{work}/eval-plain.json"))["candidates"][0]
el = json.load(open(f"{work}/eval-lsp.json"))["candidates"][0]
def pct(a, b): return f"{100*a/b:.1f}% ({a}/{b})" if b else "n/a"
def refs(r): return pct(r["recall_tp"], r["recall_tp"] + r["fn"]), pct(r["precision_tp"], r["precision_tp"] + r["fp"])
print(f"## index --lsp on golang.org/x/tools (gopls, --lsp-budget {budget})\n")
print("| | cold index | index --lsp (whole run) | enrichment | gopls ready (start to first answer) | references done | hover done | diagnostics done |")
print("|---|---|---|---|---|---|---|---|")
print(f"| seconds | {plain['seconds']+plain['graph_seconds']+plain['write_seconds']:.1f} | {end-start:.1f} | {lsp['lsp']['seconds']:.1f} | "
      f"{lsp['lsp'].get('ready_seconds', {}).get('go', 0) + go['first_request_seconds']:.1f} | {go['references_done_seconds']:.1f} | {go['hover_done_seconds']:.1f} | {go['diagnostics_done_seconds']:.1f} |\n")
print(f"Hover: {pct(go['hovered'], go['exported_symbols'])} of exported symbols answered, "
      f"{pct(go['hover_docs'], go['exported_symbols'])} with documentation text; "
      f"over the files gopls accepts (not those it rejects, e.g. testdata without package metadata: "
      f"{go['exported_in_rejected_files']} exported symbols): {pct(go['hovered'], go['exported_symbols'] - go['exported_in_rejected_files'])}; "
      f"{go['failed_requests']} requests failed; "
      f"{go['diagnostics']} diagnostics ({go['diagnostics_skipped']} files skipped).\n")
print("| references against scip-go | recall | precision |")
print("|---|---|---|")
for name, r in (("all, tree-sitter only", ep["refs"]), ("all, --lsp", el["refs"]),
                ("enriched symbols, tree-sitter only", ep["enriched_refs"]), ("enriched symbols, --lsp", el["enriched_refs"])):
    rc, pr = refs(r)
    print(f"| {name} | {rc} | {pr} |")
print()
for n in lsp["lsp"]["notices"] or []:
    print(f"- note ({n['language']}): {n['message']}")
PY
cat bench/out/lsp.md
