#!/usr/bin/env bash
# Lays out the benchmark corpora under $CACHE/corpora/<name>/, outside the
# repository (CACHE=${SOULINDEX_BENCH_CACHE:-$HOME/.cache/soulindex-bench}),
# from pinned sources: the Go toolchain's own GOROOT/src, Go modules from the
# module proxy, npm tarballs, and Debian packages (apt-get download + dpkg -x).
#
# Usage: bench/corpora.sh [--quick] [--standard] [--scale] [--langs] [--tasks] [--heldout] [--only NAME,...]   (default --standard)
#   --quick     small corpora: the whole benchmark on them runs in minutes
#   --standard  the main set, one per language (several for Go)
#   --scale     the whole Linux 6.1 tree (1.1 GB of C), not part of --standard
#   --langs     one corpus per language added after the first 33 (the ones
#               the regex tier served alone, and the new ones: lang-objc,
#               lang-perl, ...; bench/cmd/langs measures them)
#   --tasks     every corpus with an agent-task file bench/tasks/<name>.tsv
#               (bench/cmd/tasks measures them)
#   --only      just these corpora, by name (e.g. --only viper,click; cobra is
#               only laid out this way, for bench/diag.sh)
#   --heldout   the held-out corpora of the task benchmark (chi, starlette,
#               trpc, clap): never used to tune the map
#   --types     the type-heavy corpora of the reference benchmark (zod, query-core,
#               trpc-client, trpc, httpx), each with a truth row in suite.tsv
#
# Prints one line per corpus: name, language, path (tab-separated, symlinks
# resolved). Idempotent: each corpus gets a marker $CACHE/corpora/<name>.done
# whose first line is the pinned source; a corpus whose marker matches is not
# touched again, so a second run takes about a second. Delete the marker (or
# the whole cache) to lay a corpus out again.
#
# Needs: go, npm, apt-get/dpkg (Debian), tar, xz, unzip. apt-get download works
# as any user; only when the local package lists lack a pinned version does
# it run apt-get update, which needs root.
set -euo pipefail
shopt -s inherit_errexit

CACHE=${SOULINDEX_BENCH_CACHE:-$HOME/.cache/soulindex-bench}
C=$CACHE/corpora   # the corpora
DL=$CACHE/dl       # downloaded archives and unpacked Debian packages
# Go corpora download their dependencies into this module cache, so that
# scip-go can type-check them offline (suite.tsv runs scip-go with
# GOMODCACHE={cache}/gomod GOPROXY=off).
export GOMODCACHE=$CACHE/gomod
export GOFLAGS=-modcacherw GOWORK=off GOTOOLCHAIN=local

# ---- pinned sources ----------------------------------------------------------
XTOOLS_VERSION=v0.52.0        # golang.org/x/tools
XSYNC_VERSION=v0.24.0         # golang.org/x/sync (quick)
PROMETHEUS_VERSION=v0.316.0   # github.com/prometheus/prometheus
RXJS_VERSION=7.8.2            # npm rxjs (quick): ships src/*.ts and tsconfig.json
EFFECT_VERSION=3.22.4         # npm effect: ships src/*.ts
# Type dependencies of effect (its package.json ranges, resolved once, pinned),
# plus @types/node for the few `process` uses.
EFFECT_TYPE_DEPS=("fast-check@3.23.2" "@standard-schema/spec@1.1.0" "@types/node@20.19.43")
DJANGO_DEB=3:3.2.25-0+deb12u2                 # python3-django
RICH_DEB=13.3.1-1                             # python3-rich
# Added untuned (2026-12-04) to check the figures of the corpora above:
MOBX_VERSION=6.13.5           # npm mobx: ships src/*.ts
VIPER_VERSION=v1.21.0         # github.com/spf13/viper
COBRA_VERSION=v1.10.2         # github.com/spf13/cobra (bench/diag.sh only)
CLICK_DEB=8.1.3-2                             # python3-click
RTK_VERSION=2.15.0            # npm @reduxjs/toolkit: ships src/*.ts, no tsconfig.json
RTK_TYPE_DEPS=("redux@5.0.1" "immer@11.2.13" "reselect@5.1.1" "redux-thunk@3.1.0" "@standard-schema/spec@1.1.0" "@standard-schema/utils@0.3.0" "@types/react@18.3.12" "react@18.3.1" "react-redux@9.1.2" "@types/node@20.19.43")
JINJA2_DEB=3.1.2-1+deb12u3                    # python3-jinja2 (quick)
LINUX_DEB=6.1.172-1                           # linux-source-6.1
JDK_DEB=17.0.19+10-1~deb12u2                  # openjdk-17-source
RAILS_DEB=2:6.1.7.10+dfsg-1~deb12u2           # the ruby-* packages that ruby-rails depends on
TOKIO_DEB=1.24.2-1                            # librust-tokio-dev
RAILS_PKGS=(ruby-actioncable ruby-actionmailbox ruby-actionmailer ruby-actionpack
  ruby-actiontext ruby-actionview ruby-activejob ruby-activemodel ruby-activerecord
  ruby-activestorage ruby-activesupport ruby-railties)
LINUX_SUBSET=(kernel mm lib include/linux)    # the standard C corpus
# The languages of round two (--langs): real files only, of that language.
RN_VERSION=0.88.1             # npm react-native: .m/.mm (Objective-C)
OZ_VERSION=5.7.0              # npm @openzeppelin/contracts: .sol
RESCRIPT_CORE_VERSION=1.6.1   # npm @rescript/core: .res/.resi
PRIMEVUE_VERSION=3.53.0       # npm primevue (3.x ships its .vue sources)
MAGIT_DEB=3.3.0-2                             # elpa-magit: .el
IMAGEBUILDER_DEB=1.2.3+ds1-2                  # golang-github-openshift-imagebuilder-dev: Dockerfiles in its test data
BUILDKIT_VERSION=v0.34.2      # github.com/moby/buildkit: Dockerfiles in its test data
RAFT_VERSION=v3.7.0           # go.etcd.io/raft/v3: .tla
CORDOVA_ANDROID_VERSION=15.1.0  # npm cordova-android: .gradle
GROOVY_PARSER_VERSION=v0.0.0-20260218103838-adf14fa75938  # github.com/albertocavalcante/groovy-parser-go: .groovy samples
GLEAM_TS_VERSION=v1.1.0      # github.com/gleam-lang/tree-sitter-gleam: its test/ .gleam programs
DOCKER_VERSION=v24.0.4+incompatible   # github.com/docker/docker: hack/*.ps1
URFAVE_CLI_VERSION=v2.25.7    # github.com/urfave/cli/v2: autocomplete/*.ps1
VIRTUALENV_DEB=20.17.1+ds-1   # python3-virtualenv: activation/powershell/activate.ps1
COREPACK_VERSION=0.34.0       # npm corepack: shims/*.ps1
# Languages new in round two, each from two independent packages where the
# registries have them (the sources the grammars were checked on).
MOJO_DEB=9.31+dfsg-1                  # libmojolicious-perl: .pm/.pl
MOOSE_DEB=2.2203-1                    # libmoose-perl: .pm
ERLANG_SRC_DEB=1:25.2.3+dfsg-1+deb12u4  # erlang-src: OTP's stdlib, kernel and ssl sources
CLOJURE_DEB=1.11.1-2                  # libclojure-java: the .clj sources in its jar
CORE_ASYNC_DEB=1.5.648-1              # libcore-async-clojure: .clj/.cljs/.cljc in its jar
POSTGRESQL_DEB=15.20-0+deb12u1        # postgresql-15: extension scripts (.sql)
ROUNDCUBE_DEB=1.6.5+dfsg-1+deb12u14   # roundcube-core: schema and migrations for five databases
PROTOBUF_DEB=3.21.12-3+deb12u1        # libprotobuf-dev: google/protobuf/*.proto
GOGO_DEB=1.3.2-3                      # golang-github-gogo-protobuf-dev: .proto
VENDURE_VERSION=3.7.3                 # npm @vendure/core: .graphql schema files
GQLGEN_VERSION=v0.17.98               # github.com/99designs/gqlgen: .graphql/.graphqls
NIJS_VERSION=0.0.25                   # npm nijs: .nix
NODE2NIX_VERSION=1.11.0               # npm node2nix: .nix
DIRENV_VERSION=v2.35.0                # github.com/direnv/direnv/v2: .nix
JDK_SUBSET=java.base/java/util                # the standard Java corpus
# ---- held-out corpora (--heldout) ----
# The task benchmark's held-out corpora (bench/tasks/<name>.tsv): their tasks
# were written from reading the code, and the map was never tuned on them.
CHI_VERSION=v5.5.0            # github.com/go-chi/chi/v5
STARLETTE_DEB=0.26.1-1+deb12u2                # python3-starlette
TRPC_VERSION=11.25.2          # npm @trpc/server: ships src/*.ts, no tsconfig.json
CLAP_DEB=4.0.32-1                             # librust-clap-dev
# ---- end of held-out corpora ----
# ---- type-heavy corpora (--types) ----
# References on type-heavy TypeScript and typed Python (issue 36), each with
# a truth row in bench/suite.tsv; measured before any change made for them.
ZOD_VERSION=3.25.76           # npm zod: ships src/ (v3 and v4): interface/const pairs, export namespace util
QUERY_CORE_VERSION=5.62.0     # npm @tanstack/query-core: ships src/, typed by generics throughout
TRPC_CLIENT_VERSION=11.25.2   # npm @trpc/client: ships src/; @trpc/server is its peer (left out)
HTTPX_DEB=0.23.3-1                            # python3-httpx
# ---- end of type-heavy corpora ----

# ---- arguments ---------------------------------------------------------------
want_quick=0 want_standard=0 want_scale=0 want_langs=0 want_tasks=0 want_heldout=0 want_types=0 only=""
while [ $# -gt 0 ]; do
  case $1 in
    --quick) want_quick=1 ;;
    --standard) want_standard=1 ;;
    --scale) want_scale=1 ;;
    --langs) want_langs=1 ;;
    --heldout) want_heldout=1 ;;
    --types) want_types=1 ;;
    --only) only=${2:?--only needs a list of corpus names}; shift ;;
    --only=*) only=${1#--only=} ;;
    --tasks) want_tasks=1 ;;
    -h|--help) sed -n '2,/^[^#]/{/^#/p;}' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "corpora.sh: unknown argument $1 (want --quick, --standard, --scale, --langs, --tasks, --heldout, --types or --only NAME,...)" >&2; exit 2 ;;
  esac
  shift
done
[ $((want_quick + want_standard + want_scale + want_langs + want_tasks + want_heldout + want_types)) -gt 0 ] || [ -n "$only" ] || want_standard=1

mkdir -p "$C" "$DL"
log() { printf '[corpora] %s\n' "$*" >&2; }

# fresh NAME KEY: true when corpus NAME must be (re)built for source KEY.
fresh() { [ "$(head -1 "$C/$1.done" 2>/dev/null)" != "$2" ]; }
# finish NAME KEY [DETAILS]: marks corpus NAME as laid out from KEY.
finish() { printf '%s\n%s\n' "$2" "${3:-}" >"$C/$1.done"; }
# begin NAME: removes a half-made corpus and returns its temp dir.
begin() { rm -rf "$C/$1" "$C/$1.tmp" "$C/$1.done"; mkdir -p "$C/$1.tmp"; }
# commit NAME: drops dangling symlinks (Debian's python3-django links its
# bundled jQuery to another package) and moves the temp dir into place.
commit() { find "$C/$1.tmp" -xtype l -delete; mv "$C/$1.tmp" "$C/$1"; }

# deb PKG VERSION: downloads PKG=VERSION into $DL and unpacks it into
# $DL/deb/PKG; prints the unpack dir. Falls back to the current candidate
# (with a warning) when the mirror no longer has the pinned version.
apt_updated=0
deb() {
  local pkg=$1 ver=$2 dir=$DL/deb/$1 f
  if [ "$(cat "$dir.version" 2>/dev/null)" != "$ver" ]; then
    rm -rf "$dir" "$dir.version"
    (
      cd "$DL"
      rm -f "$pkg"_*.deb
      if ! apt-get download -q "$pkg=$ver" >/dev/null 2>&1; then
        if [ "$apt_updated" = 0 ] && [ "$(id -u)" = 0 ]; then
          apt-get update -qq >/dev/null 2>&1 || true
        fi
        if ! apt-get download -q "$pkg=$ver" >/dev/null 2>&1; then
          log "WARNING: $pkg=$ver is not on the mirror any more; taking the current candidate"
          apt-get download -q "$pkg" >/dev/null
        fi
      fi
    )
    f=$(ls "$DL/$pkg"_*.deb | head -1)
    mkdir -p "$dir"
    dpkg -x "$f" "$dir"
    rm -f "$f"
    echo "$ver" >"$dir.version"
    basename "$f" >"$dir.deb"
    log "$pkg: $(basename "$f")"
  fi
  echo "$dir"
}

# gomod NAME MODULE VERSION: copies MODULE@VERSION from the module proxy into
# corpus NAME, made writable, without go.work (prometheus' names nested modules
# that are not in the zip), and downloads its dependencies for scip-go.
gomod() {
  local name=$1 mod=$2 ver=$3 key="go module $2@$3" src
  fresh "$name" "$key" || return 0
  log "$name: $mod@$ver"
  begin "$name"
  src=$(go mod download -json "$mod@$ver" | sed -n 's/^[[:space:]]*"Dir": "\(.*\)",$/\1/p')
  [ -d "$src" ] || { log "go mod download $mod@$ver gave no Dir"; exit 1; }
  cp -R "$src/." "$C/$name.tmp/"
  chmod -R u+w "$C/$name.tmp"
  rm -f "$C/$name.tmp/go.work" "$C/$name.tmp/go.work.sum"
  (cd "$C/$name.tmp" && go mod download)
  commit "$name"
  finish "$name" "$key"
}

# npmpkg NAME SPEC: unpacks the npm tarball SPEC (name@version) into $DL/npm/NAME.
npmpkg() {
  local name=$1 spec=$2 tgz
  rm -rf "$DL/npm/$name"
  mkdir -p "$DL/npm/$name"
  tgz=$(cd "$DL/npm" && npm pack "$spec" --silent 2>/dev/null | tail -1)
  tar -xzf "$DL/npm/$tgz" -C "$DL/npm/$name"
  echo "$DL/npm/$name/package"
}

# ---- corpora -----------------------------------------------------------------
# Each emits "name<TAB>language<TAB>path".
emit() { printf '%s\t%s\t%s\n' "$1" "$2" "$(readlink -f "$C/$1")"; }

corpus_go_stdlib() {   # GOROOT/src, not copied: a symlink
  local goroot gover src key
  { read -r goroot; read -r gover; } < <(go env GOROOT GOVERSION)
  src=$goroot/src
  key="goroot $src $gover"
  if fresh go-stdlib "$key" || [ ! -e "$C/go-stdlib" ]; then
    rm -rf "$C/go-stdlib"
    ln -s "$src" "$C/go-stdlib"
    finish go-stdlib "$key"
  fi
  emit go-stdlib go
}

corpus_x_tools() { gomod x-tools golang.org/x/tools "$XTOOLS_VERSION"; emit x-tools go; }
corpus_x_sync() { gomod x-sync golang.org/x/sync "$XSYNC_VERSION"; emit x-sync go; }
corpus_prometheus() { gomod prometheus github.com/prometheus/prometheus "$PROMETHEUS_VERSION"; emit prometheus go; }
corpus_viper() { gomod viper github.com/spf13/viper "$VIPER_VERSION"; emit viper go; }
corpus_cobra() { gomod cobra github.com/spf13/cobra "$COBRA_VERSION"; emit cobra go; }

corpus_rxjs() {   # the package minus its built dist/ and the stub folders; its own tsconfig.json
  local key="npm rxjs@$RXJS_VERSION" p
  if fresh rxjs "$key"; then
    log "rxjs: rxjs@$RXJS_VERSION"
    begin rxjs
    p=$(npmpkg rxjs "rxjs@$RXJS_VERSION")
    cp -R "$p/src" "$p/tsconfig.json" "$p/package.json" "$p/README.md" "$p/LICENSE.txt" "$C/rxjs.tmp/"
    commit rxjs
    finish rxjs "$key"
  fi
  emit rxjs typescript
}

# npm_type_deps NAME SPEC...: installs the type dependencies SPEC (exact
# versions, with a lock file) in $DL/npm/NAME-deps and moves them into the
# corpus' node_modules/ (which soulindex and repomix skip, and ctags runs
# exclude).
npm_type_deps() {
  local name=$1 deps=$DL/npm/$1-deps
  shift
  rm -rf "$deps"
  mkdir -p "$deps"
  echo "{\"name\": \"$name-type-deps\", \"private\": true}" >"$deps/package.json"
  npm install --prefix "$deps" --save-exact --ignore-scripts --no-fund --no-audit --loglevel=error "$@" >/dev/null
  mv "$deps/node_modules" "$C/$name.tmp/node_modules"
}

corpus_effect() {   # src/ only, a generated tsconfig.json, type deps in node_modules/
  local key="npm effect@$EFFECT_VERSION ${EFFECT_TYPE_DEPS[*]}" p
  if fresh effect "$key"; then
    log "effect: effect@$EFFECT_VERSION + ${EFFECT_TYPE_DEPS[*]}"
    begin effect
    p=$(npmpkg effect "effect@$EFFECT_VERSION")
    cp -R "$p/src" "$p/package.json" "$p/README.md" "$p/LICENSE" "$C/effect.tmp/"
    cat >"$C/effect.tmp/tsconfig.json" <<'EOF'
{
  "compilerOptions": {
    "target": "ES2022",
    "module": "NodeNext",
    "moduleResolution": "NodeNext",
    "lib": ["ES2022", "DOM"],
    "strict": true,
    "exactOptionalPropertyTypes": true,
    "noEmit": true,
    "skipLibCheck": true
  },
  "include": ["src/**/*.ts"]
}
EOF
    npm_type_deps effect "${EFFECT_TYPE_DEPS[@]}"
    commit effect
    finish effect "$key"
  fi
  emit effect typescript
}

corpus_rtk() {   # src/ only, a generated tsconfig.json, type deps in node_modules/
  local key="npm @reduxjs/toolkit@$RTK_VERSION ${RTK_TYPE_DEPS[*]}" p
  if fresh rtk "$key"; then
    log "rtk: @reduxjs/toolkit@$RTK_VERSION + ${RTK_TYPE_DEPS[*]}"
    begin rtk
    p=$(npmpkg rtk "@reduxjs/toolkit@$RTK_VERSION")
    cp -R "$p/src" "$p/package.json" "$p/LICENSE" "$C/rtk.tmp/"
    cat >"$C/rtk.tmp/tsconfig.json" <<'EOF'
{
  "compilerOptions": {
    "target": "ES2022",
    "module": "ESNext",
    "moduleResolution": "Bundler",
    "lib": ["ES2022", "DOM"],
    "jsx": "react-jsx",
    "strict": true,
    "noEmit": true,
    "skipLibCheck": true
  },
  "include": ["src/**/*.ts", "src/**/*.tsx"]
}
EOF
    npm_type_deps rtk "${RTK_TYPE_DEPS[@]}"
    commit rtk
    finish rtk "$key"
  fi
  emit rtk typescript
}

corpus_mobx() {   # src/ only and a generated tsconfig.json (no dependencies)
  local key="npm mobx@$MOBX_VERSION" p
  if fresh mobx "$key"; then
    log "mobx: mobx@$MOBX_VERSION"
    begin mobx
    p=$(npmpkg mobx "mobx@$MOBX_VERSION")
    cp -R "$p/src" "$p/package.json" "$p/LICENSE" "$C/mobx.tmp/"
    cat >"$C/mobx.tmp/tsconfig.json" <<'EOF'
{
  "compilerOptions": {
    "target": "ES2022",
    "module": "ESNext",
    "moduleResolution": "Bundler",
    "lib": ["ES2022", "DOM"],
    "strict": true,
    "noEmit": true,
    "skipLibCheck": true,
    "experimentalDecorators": true
  },
  "include": ["src/**/*.ts"]
}
EOF
    commit mobx
    finish mobx "$key"
  fi
  emit mobx typescript
}

# pydeb NAME PKG VERSION MODULE: a Python package from Debian; the corpus
# holds the package folder MODULE (so `import MODULE` resolves inside it).
pydeb() {
  local name=$1 pkg=$2 ver=$3 mod=$4 key="deb $2=$3" d
  if fresh "$name" "$key"; then
    log "$name: $pkg=$ver"
    begin "$name"
    d=$(deb "$pkg" "$ver")
    cp -R "$d/usr/lib/python3/dist-packages/$mod" "$C/$name.tmp/"
    commit "$name"
    finish "$name" "$key" "$(cat "$d.deb")"
  fi
  emit "$name" python
}
# debdir NAME PKG VERSION DIR LANGUAGE: corpus NAME is the contents of DIR
# (a glob, relative to the package root) of the Debian package PKG=VERSION.
debdir() {
  local name=$1 pkg=$2 ver=$3 dir=$4 lang=$5 key="deb $2=$3" d src
  if fresh "$name" "$key"; then
    log "$name: $pkg=$ver"
    begin "$name"
    d=$(deb "$pkg" "$ver")
    for src in "$d"/$dir; do
      cp -R "$src"/. "$C/$name.tmp/"
    done
    commit "$name"
    finish "$name" "$key" "$(cat "$d.deb")"
  fi
  emit "$name" "$lang"
}
corpus_django() { pydeb django python3-django "$DJANGO_DEB" django; }
corpus_jinja2() { pydeb jinja2 python3-jinja2 "$JINJA2_DEB" jinja2; }
corpus_rich() { pydeb rich python3-rich "$RICH_DEB" rich; }
corpus_click() { pydeb click python3-click "$CLICK_DEB" click; }

# linux_tarball: the kernel source tarball from linux-source-6.1.
linux_tarball() { echo "$(deb linux-source-6.1 "$LINUX_DEB")/usr/src/linux-source-6.1.tar.xz"; }

corpus_linux() {   # subset of the kernel for the standard set
  local key="deb linux-source-6.1=$LINUX_DEB subset ${LINUX_SUBSET[*]}" tb paths=() s
  if fresh linux "$key"; then
    log "linux: linux-source-6.1=$LINUX_DEB, ${LINUX_SUBSET[*]}"
    begin linux
    tb=$(linux_tarball)
    for s in "${LINUX_SUBSET[@]}"; do paths+=("linux-source-6.1/$s"); done
    tar -xJf "$tb" -C "$C/linux.tmp" --strip-components=1 "${paths[@]}"
    commit linux
    finish linux "$key"
  fi
  emit linux c
}

corpus_linux_full() {   # the whole tree (--scale)
  local key="deb linux-source-6.1=$LINUX_DEB full, Debian lines of .gitignore dropped" tb
  if fresh linux-full "$key"; then
    log "linux-full: linux-source-6.1=$LINUX_DEB, whole tree (1.5 GB unpacked)"
    begin linux-full
    tb=$(linux_tarball)
    tar -xJf "$tb" -C "$C/linux-full.tmp" --strip-components=1
    # Debian's tarball ends the root .gitignore with "/*" and "!/debian/"
    # (its packaging repository ignores the upstream tree): without this,
    # tools that honour .gitignore (soulindex, repomix) would see no file.
    sed -i -e '/^\/\*$/d' -e '/^!\/debian\/$/d' "$C/linux-full.tmp/.gitignore"
    commit linux-full
    finish linux-full "$key"
  fi
  emit linux-full c
}

corpus_jdk() {   # java.base/java/util from the JDK's src.zip
  local key="deb openjdk-17-source=$JDK_DEB $JDK_SUBSET" d
  if fresh jdk-util "$key"; then
    log "jdk-util: openjdk-17-source=$JDK_DEB, $JDK_SUBSET"
    begin jdk-util
    d=$(deb openjdk-17-source "$JDK_DEB")
    unzip -q "$d/usr/lib/jvm/openjdk-17/lib/src.zip" "$JDK_SUBSET/*" -d "$C/jdk-util.tmp"
    commit jdk-util
    finish jdk-util "$key"
  fi
  emit jdk-util java
}

corpus_rails() {   # the Rails 6.1 gems (ruby-rails' dependencies), one folder per gem
  local key="deb ruby-rails=$RAILS_DEB" p d
  if fresh rails "$key"; then
    log "rails: ${RAILS_PKGS[*]} =$RAILS_DEB"
    begin rails
    for p in "${RAILS_PKGS[@]}"; do
      d=$(deb "$p" "$RAILS_DEB")
      cp -R "$d"/usr/share/rubygems-integration/all/gems/* "$C/rails.tmp/"
    done
    commit rails
    finish rails "$key"
  fi
  emit rails ruby
}

# the tokio crate as Debian ships it for its Rust packages
corpus_tokio() { debdir tokio librust-tokio-dev "$TOKIO_DEB" 'usr/share/cargo/registry/tokio-*' rust; }

# ---- the languages of round two (--langs) --------------------------------------
# pick DIR DEST PATTERN...: copies the files under DIR whose names match one of
# the find -name PATTERNs into DEST, keeping their relative paths.
pick() {
  local dir=$1 dest=$2 args=() p
  shift 2
  for p in "$@"; do args+=(${args[0]+-o} -name "$p"); done
  (cd "$dir" && find . -type f \( "${args[@]}" \) -print0) |
    while IFS= read -r -d '' f; do
      mkdir -p "$dest/$(dirname "$f")"
      cp "$dir/$f" "$dest/$f"
    done
}

# gosrc MODULE VERSION: the module's unpacked zip in the module cache (read only).
gosrc() { go mod download -json "$1@$2" | sed -n 's/^[[:space:]]*"Dir": "\(.*\)",$/\1/p'; }

# langnpm NAME LANG SPEC PATTERN...: the files of npm tarball SPEC matching PATTERNs.
langnpm() {
  local name=$1 lang=$2 spec=$3 key="npm $3 ${*:4}" p
  if fresh "$name" "$key"; then
    log "$name: $spec"
    begin "$name"
    p=$(npmpkg "$name" "$spec")
    pick "$p" "$C/$name.tmp" "${@:4}"
    rm -rf "$DL/npm/$name"
    commit "$name"
    finish "$name" "$key"
  fi
  emit "$name" "$lang"
}

corpus_lang_objc() { langnpm lang-objc objc "react-native@$RN_VERSION" '*.m' '*.mm'; }
corpus_lang_solidity() { langnpm lang-solidity solidity "@openzeppelin/contracts@$OZ_VERSION" '*.sol'; }
corpus_lang_rescript() { langnpm lang-rescript rescript "@rescript/core@$RESCRIPT_CORE_VERSION" '*.res' '*.resi'; }
corpus_lang_vue() { langnpm lang-vue vue "primevue@$PRIMEVUE_VERSION" '*.vue'; }

corpus_lang_elisp() {   # magit's sources as Debian's elpa package ships them
  local key="deb elpa-magit=$MAGIT_DEB" d
  if fresh lang-elisp "$key"; then
    log "lang-elisp: elpa-magit=$MAGIT_DEB"
    begin lang-elisp
    d=$(deb elpa-magit "$MAGIT_DEB")
    pick "$d/usr/share/emacs/site-lisp/elpa-src" "$C/lang-elisp.tmp" '*.el'
    commit lang-elisp
    finish lang-elisp "$key" "$(cat "$d.deb")"
  fi
  emit lang-elisp elisp
}

corpus_lang_dockerfile() {   # the Dockerfiles of two Dockerfile parsers' test data
  local key="deb golang-github-openshift-imagebuilder-dev=$IMAGEBUILDER_DEB + go module github.com/moby/buildkit@$BUILDKIT_VERSION" d
  if fresh lang-dockerfile "$key"; then
    log "lang-dockerfile: $key"
    begin lang-dockerfile
    d=$(deb golang-github-openshift-imagebuilder-dev "$IMAGEBUILDER_DEB")
    pick "$d/usr/share/gocode/src" "$C/lang-dockerfile.tmp/imagebuilder" 'Dockerfile' 'Dockerfile.*' '*.dockerfile' 'Containerfile'
    pick "$(gosrc github.com/moby/buildkit "$BUILDKIT_VERSION")" "$C/lang-dockerfile.tmp/buildkit" 'Dockerfile' 'Dockerfile.*' '*.dockerfile'
    chmod -R u+w "$C/lang-dockerfile.tmp"
    commit lang-dockerfile
    finish lang-dockerfile "$key"
  fi
  emit lang-dockerfile dockerfile
}

corpus_lang_tlaplus() {   # etcd's Raft specification
  local key="go module go.etcd.io/raft/v3@$RAFT_VERSION *.tla"
  if fresh lang-tlaplus "$key"; then
    log "lang-tlaplus: go.etcd.io/raft/v3@$RAFT_VERSION"
    begin lang-tlaplus
    pick "$(gosrc go.etcd.io/raft/v3 "$RAFT_VERSION")" "$C/lang-tlaplus.tmp" '*.tla'
    chmod -R u+w "$C/lang-tlaplus.tmp"
    commit lang-tlaplus
    finish lang-tlaplus "$key"
  fi
  emit lang-tlaplus tlaplus
}

corpus_lang_groovy() {   # Gradle build scripts and Groovy samples
  local key="npm cordova-android@$CORDOVA_ANDROID_VERSION + go module github.com/albertocavalcante/groovy-parser-go@$GROOVY_PARSER_VERSION" p
  if fresh lang-groovy "$key"; then
    log "lang-groovy: $key"
    begin lang-groovy
    p=$(npmpkg lang-groovy "cordova-android@$CORDOVA_ANDROID_VERSION")
    pick "$p" "$C/lang-groovy.tmp/cordova-android" '*.gradle' '*.groovy'
    rm -rf "$DL/npm/lang-groovy"
    pick "$(gosrc github.com/albertocavalcante/groovy-parser-go "$GROOVY_PARSER_VERSION")" "$C/lang-groovy.tmp/groovy-parser-go" '*.groovy' '*.gradle'
    chmod -R u+w "$C/lang-groovy.tmp"
    commit lang-groovy
    finish lang-groovy "$key"
  fi
  emit lang-groovy groovy
}

corpus_lang_gleam() {   # the Gleam programs of the grammar's own tests
  local key="go module github.com/gleam-lang/tree-sitter-gleam@$GLEAM_TS_VERSION test/**/*.gleam"
  if fresh lang-gleam "$key"; then
    log "lang-gleam: $key"
    begin lang-gleam
    pick "$(gosrc github.com/gleam-lang/tree-sitter-gleam "$GLEAM_TS_VERSION")/test" "$C/lang-gleam.tmp" '*.gleam'
    chmod -R u+w "$C/lang-gleam.tmp"
    commit lang-gleam
    finish lang-gleam "$key"
  fi
  emit lang-gleam gleam
}

corpus_lang_powershell() {   # build, completion and activation scripts of four packages
  local key="go modules github.com/docker/docker@$DOCKER_VERSION github.com/urfave/cli/v2@$URFAVE_CLI_VERSION + deb python3-virtualenv=$VIRTUALENV_DEB + npm corepack@$COREPACK_VERSION" d p
  if fresh lang-powershell "$key"; then
    log "lang-powershell: $key"
    begin lang-powershell
    pick "$(gosrc github.com/docker/docker "$DOCKER_VERSION")" "$C/lang-powershell.tmp/docker" '*.ps1' '*.psm1'
    pick "$(gosrc github.com/urfave/cli/v2 "$URFAVE_CLI_VERSION")" "$C/lang-powershell.tmp/urfave-cli" '*.ps1'
    d=$(deb python3-virtualenv "$VIRTUALENV_DEB")
    pick "$d/usr/lib/python3/dist-packages/virtualenv" "$C/lang-powershell.tmp/virtualenv" '*.ps1'
    p=$(npmpkg lang-powershell "corepack@$COREPACK_VERSION")
    pick "$p" "$C/lang-powershell.tmp/corepack" '*.ps1'
    rm -rf "$DL/npm/lang-powershell"
    chmod -R u+w "$C/lang-powershell.tmp"
    commit lang-powershell
    finish lang-powershell "$key"
  fi
  emit lang-powershell powershell
}

corpus_lang_perl() {
  local key="deb libmojolicious-perl=$MOJO_DEB libmoose-perl=$MOOSE_DEB" d
  if fresh lang-perl "$key"; then
    log "lang-perl: $key"
    begin lang-perl
    d=$(deb libmojolicious-perl "$MOJO_DEB")
    pick "$d/usr/share/perl5" "$C/lang-perl.tmp/mojolicious" '*.pm' '*.pl'
    d=$(deb libmoose-perl "$MOOSE_DEB")
    pick "$d/usr/lib/x86_64-linux-gnu/perl5" "$C/lang-perl.tmp/moose" '*.pm'
    commit lang-perl
    finish lang-perl "$key"
  fi
  emit lang-perl perl
}

corpus_lang_erlang() {   # OTP's stdlib, kernel and ssl applications
  local key="deb erlang-src=$ERLANG_SRC_DEB stdlib kernel ssl" d a
  if fresh lang-erlang "$key"; then
    log "lang-erlang: $key"
    begin lang-erlang
    d=$(deb erlang-src "$ERLANG_SRC_DEB")
    for a in "$d"/usr/lib/erlang/lib/stdlib-* "$d"/usr/lib/erlang/lib/kernel-* "$d"/usr/lib/erlang/lib/ssl-*; do
      pick "$a" "$C/lang-erlang.tmp/$(basename "$a")" '*.erl' '*.hrl'
    done
    commit lang-erlang
    finish lang-erlang "$key"
  fi
  emit lang-erlang erlang
}

corpus_lang_clojure() {   # Clojure's own sources and core.async, from their jars
  local key="deb libclojure-java=$CLOJURE_DEB libcore-async-clojure=$CORE_ASYNC_DEB" d j
  if fresh lang-clojure "$key"; then
    log "lang-clojure: $key"
    begin lang-clojure
    d=$(deb libclojure-java "$CLOJURE_DEB")
    j=$(find "$d/usr/share/java" -name 'clojure-1*.jar' | head -1)
    mkdir -p "$C/lang-clojure.tmp/clojure" && (cd "$C/lang-clojure.tmp/clojure" && unzip -q -o "$j" '*.clj' '*.cljc' '*.cljs' || [ $? = 11 ])
    d=$(deb libcore-async-clojure "$CORE_ASYNC_DEB")
    j=$(find "$d/usr/share/java" -name 'core.async*.jar' | head -1)
    mkdir -p "$C/lang-clojure.tmp/core.async" && (cd "$C/lang-clojure.tmp/core.async" && unzip -q -o "$j" '*.clj' '*.cljc' '*.cljs' || [ $? = 11 ])
    rm -rf "$C/lang-clojure.tmp"/*/META-INF
    commit lang-clojure
    finish lang-clojure "$key"
  fi
  emit lang-clojure clojure
}

corpus_lang_sql() {   # PostgreSQL's extension scripts and Roundcube's schemas
  local key="deb postgresql-15=$POSTGRESQL_DEB roundcube-core=$ROUNDCUBE_DEB" d
  if fresh lang-sql "$key"; then
    log "lang-sql: $key"
    begin lang-sql
    d=$(deb postgresql-15 "$POSTGRESQL_DEB")
    pick "$d/usr/share/postgresql/15/extension" "$C/lang-sql.tmp/postgresql" '*.sql'
    d=$(deb roundcube-core "$ROUNDCUBE_DEB")
    pick "$d/usr/share/roundcube/SQL" "$C/lang-sql.tmp/roundcube" '*.sql'
    commit lang-sql
    finish lang-sql "$key"
  fi
  emit lang-sql sql
}

corpus_lang_proto() {   # protobuf's well-known types and gogo/protobuf
  local key="deb libprotobuf-dev=$PROTOBUF_DEB golang-github-gogo-protobuf-dev=$GOGO_DEB" d
  if fresh lang-proto "$key"; then
    log "lang-proto: $key"
    begin lang-proto
    d=$(deb libprotobuf-dev "$PROTOBUF_DEB")
    pick "$d/usr/include" "$C/lang-proto.tmp/protobuf" '*.proto'
    d=$(deb golang-github-gogo-protobuf-dev "$GOGO_DEB")
    pick "$d/usr/share/gocode/src" "$C/lang-proto.tmp/gogo" '*.proto'
    commit lang-proto
    finish lang-proto "$key"
  fi
  emit lang-proto proto
}

corpus_lang_graphql() {   # Vendure's schema files and gqlgen's
  local key="npm @vendure/core@$VENDURE_VERSION + go module github.com/99designs/gqlgen@$GQLGEN_VERSION" p
  if fresh lang-graphql "$key"; then
    log "lang-graphql: $key"
    begin lang-graphql
    p=$(npmpkg lang-graphql "@vendure/core@$VENDURE_VERSION")
    pick "$p" "$C/lang-graphql.tmp/vendure" '*.graphql' '*.gql'
    rm -rf "$DL/npm/lang-graphql"
    pick "$(gosrc github.com/99designs/gqlgen "$GQLGEN_VERSION")" "$C/lang-graphql.tmp/gqlgen" '*.graphql' '*.graphqls' '*.gql'
    chmod -R u+w "$C/lang-graphql.tmp"
    commit lang-graphql
    finish lang-graphql "$key"
  fi
  emit lang-graphql graphql
}

corpus_lang_nix() {   # nijs and node2nix (npm), direnv's flake (module proxy)
  local key="npm nijs@$NIJS_VERSION node2nix@$NODE2NIX_VERSION + go module github.com/direnv/direnv/v2@$DIRENV_VERSION" p
  if fresh lang-nix "$key"; then
    log "lang-nix: $key"
    begin lang-nix
    p=$(npmpkg lang-nix "nijs@$NIJS_VERSION")
    pick "$p" "$C/lang-nix.tmp/nijs" '*.nix'
    p=$(npmpkg lang-nix "node2nix@$NODE2NIX_VERSION")
    pick "$p" "$C/lang-nix.tmp/node2nix" '*.nix'
    rm -rf "$DL/npm/lang-nix"
    pick "$(gosrc github.com/direnv/direnv/v2 "$DIRENV_VERSION")" "$C/lang-nix.tmp/direnv" '*.nix'
    chmod -R u+w "$C/lang-nix.tmp"
    commit lang-nix
    finish lang-nix "$key"
  fi
  emit lang-nix nix
}

# ---- agent-task corpora (bench/cmd/tasks) -------------------------------------
# Corpora that only the agent-task benchmark uses; its task files name the
# corpora of the --tasks group (bench/tasks/<name>.tsv).
RACK_DEB=2.2.22-0+deb12u2                     # ruby-rack (the version apt offered on 2026-12-07)

# the rack gem as Debian ships it: lib/, bin/, example/
corpus_rack() { debdir rack ruby-rack "$RACK_DEB" 'usr/share/rubygems-integration/all/gems/rack-*' ruby; }

# tasks_corpora: the names of the corpora with a task file, sorted.
tasks_corpora() {
  local f
  for f in "$(dirname "$0")"/tasks/*.tsv; do
    [ -e "$f" ] && basename "$f" .tsv
  done | LC_ALL=C sort
}
# ---- end of the agent-task corpora ---------------------------------------------

# ---- held-out corpora (--heldout) ----------------------------------------------
corpus_chi() { gomod chi github.com/go-chi/chi/v5 "$CHI_VERSION"; emit chi go; }
corpus_starlette() { pydeb starlette python3-starlette "$STARLETTE_DEB" starlette; }

# src/ only and a generated tsconfig.json (npmsrc, below: no type deps, the
# adapters' peers stay out)
corpus_trpc() { npmsrc trpc "@trpc/server@$TRPC_VERSION"; }

# the clap crate as Debian ships it for its Rust packages
corpus_clap() { debdir clap librust-clap-dev "$CLAP_DEB" 'usr/share/cargo/registry/clap-*' rust; }
# ---- end of held-out corpora ---------------------------------------------------

# ---- type-heavy corpora (--types) ----------------------------------------------
# npmsrc NAME SPEC: an npm package's src/ and package.json, with a generated
# strict tsconfig.json over src/ (no dependencies installed: what the package
# imports from others stays external).
npmsrc() {
  local name=$1 spec=$2 key="npm $2" p
  if fresh "$name" "$key"; then
    log "$name: $spec"
    begin "$name"
    p=$(npmpkg "$name" "$spec")
    cp -R "$p/src" "$p/package.json" "$C/$name.tmp/"
    if [ -f "$p/LICENSE" ]; then cp "$p/LICENSE" "$C/$name.tmp/"; fi
    cat >"$C/$name.tmp/tsconfig.json" <<'EOF'
{
  "compilerOptions": {
    "target": "ES2022",
    "module": "ESNext",
    "moduleResolution": "Bundler",
    "lib": ["ES2022", "DOM"],
    "strict": true,
    "noEmit": true,
    "skipLibCheck": true
  },
  "include": ["src/**/*.ts"]
}
EOF
    rm -rf "$DL/npm/$name"
    commit "$name"
    finish "$name" "$key"
  fi
  emit "$name" typescript
}
corpus_zod() { npmsrc zod "zod@$ZOD_VERSION"; }
corpus_query_core() { npmsrc query-core "@tanstack/query-core@$QUERY_CORE_VERSION"; }
corpus_trpc_client() { npmsrc trpc-client "@trpc/client@$TRPC_CLIENT_VERSION"; }
corpus_httpx() { pydeb httpx python3-httpx "$HTTPX_DEB" httpx; }
# ---- end of type-heavy corpora -------------------------------------------------

if [ -n "$only" ]; then
  IFS=, read -ra names <<<"$only"
  for n in "${names[@]}"; do
    f=corpus_${n//-/_}
    declare -F "$f" >/dev/null || { echo "corpora.sh: no corpus named $n" >&2; exit 2; }
    "$f"
  done
fi
if [ "$want_quick" = 1 ]; then
  corpus_x_sync
  corpus_rxjs
  corpus_jinja2
fi
if [ "$want_standard" = 1 ]; then
  corpus_go_stdlib
  corpus_x_tools
  corpus_prometheus
  corpus_effect
  corpus_django
  corpus_rich
  corpus_rtk
  corpus_viper
  corpus_mobx
  corpus_click
  corpus_linux
  corpus_jdk
  corpus_rails
  corpus_tokio
fi
if [ "$want_scale" = 1 ]; then
  corpus_linux_full
fi
if [ "$want_langs" = 1 ]; then
  corpus_lang_objc
  corpus_lang_solidity
  corpus_lang_rescript
  corpus_lang_vue
  corpus_lang_elisp
  corpus_lang_dockerfile
  corpus_lang_tlaplus
  corpus_lang_groovy
  corpus_lang_gleam
  corpus_lang_powershell
  corpus_lang_perl
  corpus_lang_erlang
  corpus_lang_clojure
  corpus_lang_sql
  corpus_lang_proto
  corpus_lang_graphql
  corpus_lang_nix
fi
if [ "$want_tasks" = 1 ]; then
  for n in $(tasks_corpora); do
    f=corpus_${n//-/_}
    declare -F "$f" >/dev/null || { echo "corpora.sh: bench/tasks/$n.tsv names no corpus of this script" >&2; exit 2; }
    "$f"
  done
fi
# ---- held-out corpora (--heldout) ----
if [ "$want_heldout" = 1 ]; then
  corpus_chi
  corpus_starlette
  corpus_trpc
  corpus_clap
fi
# ---- end of held-out corpora ----
if [ "$want_types" = 1 ]; then
  corpus_zod
  corpus_query_core
  corpus_trpc_client
  corpus_trpc
  corpus_httpx
fi
