#!/usr/bin/env bash
# Installs the peer tools of the benchmark at pinned versions, outside the
# repository, in ${SOULINDEX_BENCH_CACHE:-$HOME/.cache/soulindex-bench}:
#
#   universal-ctags                    Debian package (apt-get, as root)
#   time (GNU time)                    Debian package: exact peak RSS of timed runs
#   $CACHE/bin/scip, $CACHE/bin/scip-go built from the pinned tools module (tools/go.mod)
#   $CACHE/npm/node_modules/.bin/...   @sourcegraph/scip-typescript, typescript,
#                                      @sourcegraph/scip-python, repomix (exact versions)
#
# Idempotent: a second run only checks what is there (well under a second).
# Usage: bench/tools.sh          (prints the resolved paths and versions at the end)
set -euo pipefail

repo=$(cd "$(dirname "$0")/.." && pwd)
CACHE=${SOULINDEX_BENCH_CACHE:-$HOME/.cache/soulindex-bench}
mkdir -p "$CACHE/bin" "$CACHE/npm"

# Pinned versions. scip and scip-go are pinned in tools/go.mod
# (github.com/sourcegraph/scip v0.6.1, github.com/sourcegraph/scip-go v0.1.26,
# github.com/bytedance/sonic v1.15.5: older sonic does not build on go1.26).
NPM_PACKAGES=(
  "@sourcegraph/scip-typescript@0.4.0"
  "typescript@5.9.3"
  "@sourcegraph/scip-python@0.6.6"
  "repomix@1.14.1"
)

log() { printf '[tools] %s\n' "$*" >&2; }

# --- universal-ctags (Debian) ------------------------------------------------
if ! command -v ctags >/dev/null || ! ctags --version 2>/dev/null | grep -q 'Universal Ctags' \
   || ! ctags --list-features 2>/dev/null | grep -q '^json'; then
  if [ "$(id -u)" = 0 ]; then
    log "installing universal-ctags (apt)"
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq universal-ctags >/dev/null
  else
    log "universal-ctags with JSON output is missing: run 'apt-get install universal-ctags' as root"
    exit 1
  fi
fi

# --- GNU time (Debian): exact peak RSS and CPU of every timed run ----------------
if [ ! -x /usr/bin/time ]; then
  if [ "$(id -u)" = 0 ]; then
    log "installing time (apt)"
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq time >/dev/null
  else
    log "GNU time is missing (run 'apt-get install time' as root); peak RSS figures will be inflated"
  fi
fi

# --- scip and scip-go (Go tools module) --------------------------------------
# Rebuilt only when tools/go.mod or tools/go.sum changed since the last build.
stamp="$CACHE/bin/.tools-module.sha256"
want=$(cat "$repo/tools/go.mod" "$repo/tools/go.sum" "$(command -v go)" | sha256sum | cut -d' ' -f1)
if [ ! -x "$CACHE/bin/scip" ] || [ ! -x "$CACHE/bin/scip-go" ] || [ "$(cat "$stamp" 2>/dev/null)" != "$want" ]; then
  log "building scip and scip-go from tools/go.mod"
  (cd "$repo/tools" && go build -o "$CACHE/bin/" \
    github.com/sourcegraph/scip/cmd/scip github.com/sourcegraph/scip-go/cmd/scip-go)
  echo "$want" >"$stamp"
fi

# --- npm packages ------------------------------------------------------------
# A package.json with exact versions is written to $CACHE/npm; npm writes the
# package-lock.json beside it. Reinstalled only when the pins change or a
# binary is missing.
pkgjson=$(
  printf '{\n  "name": "soulindex-bench-tools",\n  "private": true,\n  "dependencies": {\n'
  n=${#NPM_PACKAGES[@]}
  for i in "${!NPM_PACKAGES[@]}"; do
    spec=${NPM_PACKAGES[$i]}
    name=${spec%@*} ver=${spec##*@}
    sep=','; [ "$i" -eq $((n - 1)) ] && sep=''
    printf '    "%s": "%s"%s\n' "$name" "$ver" "$sep"
  done
  printf '  }\n}\n'
)
bins=(scip-typescript tsc scip-python repomix)
npm_ok=1
[ "$(cat "$CACHE/npm/package.json" 2>/dev/null)" = "$pkgjson" ] || npm_ok=0
for b in "${bins[@]}"; do [ -x "$CACHE/npm/node_modules/.bin/$b" ] || npm_ok=0; done
if [ "$npm_ok" = 0 ]; then
  log "installing npm packages: ${NPM_PACKAGES[*]}"
  printf '%s\n' "$pkgjson" >"$CACHE/npm/package.json"
  # --no-fund/--no-audit: quieter, and no extra registry calls.
  npm install --prefix "$CACHE/npm" --save-exact --no-fund --no-audit --loglevel=error >&2
fi

# --- summary -----------------------------------------------------------------
nodever() { node -p "require('$CACHE/npm/node_modules/$1/package.json').version"; }
echo "cache            $CACHE"
echo "ctags            $(command -v ctags)  ($(ctags --version | head -1))"
echo "scip             $CACHE/bin/scip  ($("$CACHE/bin/scip" --version | head -1))"
echo "scip-go          $CACHE/bin/scip-go  ($("$CACHE/bin/scip-go" --version 2>&1 | head -1))"
echo "scip-typescript  $CACHE/npm/node_modules/.bin/scip-typescript  ($(nodever @sourcegraph/scip-typescript))"
echo "typescript       $CACHE/npm/node_modules/.bin/tsc  ($(nodever typescript))"
echo "scip-python      $CACHE/npm/node_modules/.bin/scip-python  ($(nodever @sourcegraph/scip-python))"
echo "repomix          $CACHE/npm/node_modules/.bin/repomix  ($(nodever repomix))"
echo "node             $(command -v node)  ($(node --version))"
