#!/usr/bin/env bash
# Ground-truth SCIP indexes of bench corpora, kept for the commands that
# compare against them without timing the peers (bench/cmd/unused):
#   bench/truth.sh CORPUS...   e.g. bench/truth.sh viper mobx click
# writes $CACHE/truth/<corpus>/index.scip with the truth row of
# bench/suite.tsv (scip-go, scip-typescript, scip-python), once: an index
# already there is kept. The peers and corpora must be laid out first
# (bench/tools.sh, bench/corpora.sh).
set -euo pipefail
cd "$(dirname "$0")"
CACHE=${SOULINDEX_BENCH_CACHE:-$HOME/.cache/soulindex-bench}
[ $# -gt 0 ] || { echo "usage: bench/truth.sh CORPUS..." >&2; exit 2; }
for corpus in "$@"; do
  out=$CACHE/truth/$corpus
  if [ -s "$out/index.scip" ]; then
    echo "truth: $corpus: kept $out/index.scip" >&2
    continue
  fi
  row=$(awk -F'\t' -v c="$corpus" '$2 == c && $5 == "yes" { print $6 "\t" $7 }' suite.tsv | head -1)
  [ -n "$row" ] || { echo "truth: $corpus: no truth row in bench/suite.tsv" >&2; exit 1; }
  [ -d "$CACHE/corpora/$corpus" ] || { echo "truth: $corpus: not laid out (bench/corpora.sh)" >&2; exit 1; }
  workdir=${row%%$'\t'*}
  cmd=${row#*$'\t'}
  rm -rf "$out.tmp" && mkdir -p "$out.tmp"
  for k in corpus:"$CACHE/corpora/$corpus" out:"$out.tmp" bin:"$CACHE/bin" npm:"$CACHE/npm" cache:"$CACHE"; do
    cmd=${cmd//\{${k%%:*}\}/${k#*:}}
    workdir=${workdir//\{${k%%:*}\}/${k#*:}}
  done
  echo "truth: $corpus: $cmd" >&2
  (cd "$workdir" && bash -c "$cmd") > "$out.tmp/log" 2>&1 || { echo "truth: $corpus failed, see $out.tmp/log" >&2; exit 1; }
  rm -rf "$out" && mv "$out.tmp" "$out"
done
