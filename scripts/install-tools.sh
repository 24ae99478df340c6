#!/usr/bin/env bash
# Installs the real tools the tests drive, at pinned versions, into
# .tools/ (git-ignored) and from Debian: the scip CLI, language servers
# (gopls, typescript-language-server, pyright, bash-language-server,
# clangd), Neovim for the editor bridge, and the pre-commit framework.
# Idempotent: a second run only checks. Prints the PATH additions to use:
#   eval "$(scripts/install-tools.sh --env)"
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
bin="$root/.tools/bin"
npm_prefix="$root/.tools/npm"

if [ "${1:-}" = "--env" ]; then
  echo "export PATH=\"$bin:$npm_prefix/node_modules/.bin:\$PATH\""
  echo "export SOULINDEX_SCIP=\"$bin/scip\""
  echo "export SOULINDEX_SCIP_GO=\"$bin/scip-go\""
  exit 0
fi

mkdir -p "$bin" "$npm_prefix"

# Debian packages: git, setpriv (util-linux) for running a root test as an
# unprivileged user, GNU time for RSS measurements, clangd, Neovim, the
# pre-commit framework, and Slurm with munge (a one-node cluster runs the
# sharded index flow, docs/scale.md).
need_apt=()
command -v git >/dev/null || need_apt+=(git)
command -v setpriv >/dev/null || need_apt+=(util-linux)
[ -x /usr/bin/time ] || need_apt+=(time)
command -v clangd >/dev/null || need_apt+=(clangd)
command -v nvim >/dev/null || need_apt+=(neovim)
command -v pre-commit >/dev/null || need_apt+=(pre-commit)
command -v slurmctld >/dev/null || need_apt+=(slurm-wlm)
command -v munged >/dev/null || need_apt+=(munge)
if [ ${#need_apt[@]} -gt 0 ]; then
  if [ "$(id -u)" = 0 ]; then
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${need_apt[@]}" >/dev/null
  else
    echo "missing packages: ${need_apt[*]} (install them with apt-get)" >&2
    exit 1
  fi
fi

# The scip CLI and the Go precise indexer (bench/eval compares external
# symbols with it), built from the pinned tools module.
[ -x "$bin/scip" ] || (cd tools && go build -o "$bin/scip" github.com/sourcegraph/scip/cmd/scip)
[ -x "$bin/scip-go" ] || (cd tools && go build -o "$bin/scip-go" github.com/sourcegraph/scip-go/cmd/scip-go)

# gopls: go install at an exact version works (no version list needed).
if ! "$bin/gopls" version 2>/dev/null | grep -q 'v0.23.0'; then
  GOBIN="$bin" GOFLAGS=-mod=mod go install golang.org/x/tools/gopls@v0.23.0
fi

# Node servers, pinned (typescript 5.9.3 because 7.x ships no tsserver).
npm_pkgs=(typescript-language-server@5.3.0 typescript@5.9.3 pyright@1.1.414 bash-language-server@5.8.1)
stamp="$npm_prefix/.installed"
if [ "$(cat "$stamp" 2>/dev/null)" != "${npm_pkgs[*]}" ]; then
  npm install --silent --no-audit --no-fund --prefix "$npm_prefix" "${npm_pkgs[@]}" >/dev/null
  echo "${npm_pkgs[*]}" >"$stamp"
fi
