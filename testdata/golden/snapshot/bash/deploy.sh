  #!/usr/bin/env bash
  #
  # deploy.sh - build, package and roll out a release to a set of hosts.
  #
  # Usage: deploy.sh [-n] [-e ENV] VERSION
  
  set -euo pipefail
  
  # Shared helpers (logging, retries).
  source "$(dirname "${BASH_SOURCE[0]}")/lib/common.sh"
  . ./lib/hosts.sh
  source lib/config.sh
  
  # Version of this script, printed by --version.
//⌄ enclosing_range_start soulindex . . . `bash/deploy.sh`/SCRIPT_VERSION.
  readonly SCRIPT_VERSION="2.3.1"
//         ^^^^^^^^^^^^^^ definition soulindex . . . `bash/deploy.sh`/SCRIPT_VERSION.
//         kind Constant
//         documentation
//         > Version of this script, printed by --version.
//                              ⌃ enclosing_range_end soulindex . . . `bash/deploy.sh`/SCRIPT_VERSION.
//⌄ enclosing_range_start soulindex . . . `bash/deploy.sh`/MAX_ATTEMPTS.
  declare -r MAX_ATTEMPTS=5
//           ^^^^^^^^^^^^ definition soulindex . . . `bash/deploy.sh`/MAX_ATTEMPTS.
//           kind Constant
//                        ⌃ enclosing_range_end soulindex . . . `bash/deploy.sh`/MAX_ATTEMPTS.
//⌄ enclosing_range_start soulindex . . . `bash/deploy.sh`/DEPLOY_ROOT.
  export DEPLOY_ROOT="/srv/app"
//       ^^^^^^^^^^^ definition soulindex . . . `bash/deploy.sh`/DEPLOY_ROOT.
//       kind Constant
//                            ⌃ enclosing_range_end soulindex . . . `bash/deploy.sh`/DEPLOY_ROOT.
  export PATH LANG
//⌄ enclosing_range_start soulindex . . . `bash/deploy.sh`/HOSTS.
  declare -a HOSTS=()
//           ^^^^^ definition soulindex . . . `bash/deploy.sh`/HOSTS.
//           kind Constant
//                  ⌃ enclosing_range_end soulindex . . . `bash/deploy.sh`/HOSTS.
//⌄ enclosing_range_start soulindex . . . `bash/deploy.sh`/HOST_ROLE.
  declare -A HOST_ROLE
//           ^^^^^^^^^ definition soulindex . . . `bash/deploy.sh`/HOST_ROLE.
//           kind Constant
//                   ⌃ enclosing_range_end soulindex . . . `bash/deploy.sh`/HOST_ROLE.
//⌄ enclosing_range_start soulindex . . . `bash/deploy.sh`/parallel.
  typeset -i parallel=4
//           ^^^^^^^^ definition soulindex . . . `bash/deploy.sh`/parallel.
//           kind Variable
//                    ⌃ enclosing_range_end soulindex . . . `bash/deploy.sh`/parallel.
  
  # Where build artefacts are staged.
//⌄ enclosing_range_start soulindex . . . `bash/deploy.sh`/build_dir.
  build_dir="${TMPDIR:-/tmp}/deploy.$$"
//^^^^^^^^^ definition soulindex . . . `bash/deploy.sh`/build_dir.
//kind Variable
//documentation
//> Where build artefacts are staged.
//                                    ⌃ enclosing_range_end soulindex . . . `bash/deploy.sh`/build_dir.
//⌄ enclosing_range_start soulindex . . . `bash/deploy.sh`/dry_run.
  dry_run=0
//^^^^^^^ definition soulindex . . . `bash/deploy.sh`/dry_run.
//kind Variable
//        ⌃ enclosing_range_end soulindex . . . `bash/deploy.sh`/dry_run.
//⌄ enclosing_range_start soulindex . . . `bash/deploy.sh`/environment.
  environment=staging
//^^^^^^^^^^^ definition soulindex . . . `bash/deploy.sh`/environment.
//kind Variable
//                  ⌃ enclosing_range_end soulindex . . . `bash/deploy.sh`/environment.
//⌄ enclosing_range_start soulindex . . . `bash/deploy.sh`/LOG_LEVEL.
  LOG_LEVEL=${LOG_LEVEL:-info}
//^^^^^^^^^ definition soulindex . . . `bash/deploy.sh`/LOG_LEVEL.
//kind Constant
//            ^^^^^^^^^ reference soulindex . . . `bash/deploy.sh`/LOG_LEVEL.
//                           ⌃ enclosing_range_end soulindex . . . `bash/deploy.sh`/LOG_LEVEL.
  
  # log LEVEL MESSAGE...
  # Prints a timestamped message to stderr.
//⌄ enclosing_range_start soulindex . . . `bash/deploy.sh`/log().
  log() {
//^^^ definition soulindex . . . `bash/deploy.sh`/log().
//kind Function
//documentation
//> log LEVEL MESSAGE...
//> Prints a timestamped message to stderr.
      local level=$1
      shift
      printf '%s [%s] %s\n' "$(date +%T)" "$level" "$*" >&2
  }
//⌃ enclosing_range_end soulindex . . . `bash/deploy.sh`/log().
  
  # die MESSAGE - logs an error and exits with status 1.
//⌄ enclosing_range_start soulindex . . . `bash/deploy.sh`/die().
  function die {
//         ^^^ definition soulindex . . . `bash/deploy.sh`/die().
//         kind Function
//         documentation
//         > die MESSAGE - logs an error and exits with status 1.
      log error "$@"
//    ^^^ reference soulindex . . . `bash/deploy.sh`/log().
      exit 1
  }
//⌃ enclosing_range_end soulindex . . . `bash/deploy.sh`/die().
  
//⌄ enclosing_range_start soulindex . . . `bash/deploy.sh`/usage().
  function usage() {
//         ^^^^^ definition soulindex . . . `bash/deploy.sh`/usage().
//         kind Function
      cat <<USAGE
  Usage: ${0##*/} [-n] [-e ENV] VERSION
    -n      dry run: print the commands instead of running them
    -e ENV  target environment (default: $environment)
//                                        ^^^^^^^^^^^ reference soulindex . . . `bash/deploy.sh`/environment.
  USAGE
  }
//⌃ enclosing_range_end soulindex . . . `bash/deploy.sh`/usage().
  
  # retry N CMD... runs CMD until it succeeds or N attempts have failed.
//⌄ enclosing_range_start soulindex . . . `bash/deploy.sh`/retry().
  retry() {
//^^^^^ definition soulindex . . . `bash/deploy.sh`/retry().
//kind Function
//documentation
//> retry N CMD... runs CMD until it succeeds or N attempts have failed.
      local attempts=$1 n=0
      shift
      until "$@"; do
          n=$((n + 1))
          if (( n >= attempts )); then
              return 1
          fi
          sleep $((2 ** n))
      done
  }
//⌃ enclosing_range_end soulindex . . . `bash/deploy.sh`/retry().
  
//⌄ enclosing_range_start soulindex . . . `bash/deploy.sh`/run().
  run() {
//^^^ definition soulindex . . . `bash/deploy.sh`/run().
//kind Function
      if [[ $dry_run -eq 1 ]]; then
//           ^^^^^^^ reference soulindex . . . `bash/deploy.sh`/dry_run.
          echo "+ $*"
      else
          "$@"
      fi
  }
//⌃ enclosing_range_end soulindex . . . `bash/deploy.sh`/run().
  
  # Parses the command line into the globals above.
//⌄ enclosing_range_start soulindex . . . `bash/deploy.sh`/parse_args().
  parse_args() {
//^^^^^^^^^^ definition soulindex . . . `bash/deploy.sh`/parse_args().
//kind Function
//documentation
//> Parses the command line into the globals above.
      local opt
      while getopts ":ne:h" opt; do
          case $opt in
              n) dry_run=1 ;;
//               ^^^^^^^ reference soulindex . . . `bash/deploy.sh`/dry_run.
              e) environment=$OPTARG ;;
//               ^^^^^^^^^^^ reference soulindex . . . `bash/deploy.sh`/environment.
              h) usage; exit 0 ;;
//               ^^^^^ reference soulindex . . . `bash/deploy.sh`/usage().
              *) die "unknown option -$OPTARG" ;;
//               ^^^ reference soulindex . . . `bash/deploy.sh`/die().
          esac
      done
      shift $((OPTIND - 1))
      VERSION=${1:?version required}
  }
//⌃ enclosing_range_end soulindex . . . `bash/deploy.sh`/parse_args().
  
//⌄ enclosing_range_start soulindex . . . `bash/deploy.sh`/load_hosts().
  load_hosts() {
//^^^^^^^^^^ definition soulindex . . . `bash/deploy.sh`/load_hosts().
//kind Function
      local file="$DEPLOY_ROOT/hosts/$environment.txt"
//                 ^^^^^^^^^^^ reference soulindex . . . `bash/deploy.sh`/DEPLOY_ROOT.
//                                    ^^^^^^^^^^^ reference soulindex . . . `bash/deploy.sh`/environment.
      [[ -r $file ]] || die "no host list for $environment"
//                      ^^^ reference soulindex . . . `bash/deploy.sh`/die().
//                                             ^^^^^^^^^^^ reference soulindex . . . `bash/deploy.sh`/environment.
      while IFS=' ' read -r host role; do
          [[ -z $host || $host == \#* ]] && continue
          HOSTS+=("$host")
//        ^^^^^ reference soulindex . . . `bash/deploy.sh`/HOSTS.
          HOST_ROLE[$host]=$role
//        ^^^^^^^^^ reference soulindex . . . `bash/deploy.sh`/HOST_ROLE.
      done < "$file"
      log info "loaded ${#HOSTS[@]} hosts"
//    ^^^ reference soulindex . . . `bash/deploy.sh`/log().
//                        ^^^^^ reference soulindex . . . `bash/deploy.sh`/HOSTS.
  }
//⌃ enclosing_range_end soulindex . . . `bash/deploy.sh`/load_hosts().
  
//⌄ enclosing_range_start soulindex . . . `bash/deploy.sh`/build().
  build() {
//^^^^^ definition soulindex . . . `bash/deploy.sh`/build().
//kind Function
      mkdir -p "$build_dir"
//               ^^^^^^^^^ reference soulindex . . . `bash/deploy.sh`/build_dir.
      # inner helper: defined only while building
      checksum() {
          sha256sum "$1" | cut -d' ' -f1
      }
      run make -C src release VERSION="$VERSION" OUT="$build_dir"
//    ^^^ reference soulindex . . . `bash/deploy.sh`/run().
//                                                     ^^^^^^^^^ reference soulindex . . . `bash/deploy.sh`/build_dir.
      tar -czf "$build_dir/app-$VERSION.tgz" -C "$build_dir" bin share
//               ^^^^^^^^^ reference soulindex . . . `bash/deploy.sh`/build_dir.
//                                                ^^^^^^^^^ reference soulindex . . . `bash/deploy.sh`/build_dir.
      local sum
      sum=$(checksum "$build_dir/app-$VERSION.tgz")
//                     ^^^^^^^^^ reference soulindex . . . `bash/deploy.sh`/build_dir.
      echo "$sum" > "$build_dir/app-$VERSION.sha256"
//                    ^^^^^^^^^ reference soulindex . . . `bash/deploy.sh`/build_dir.
  }
//⌃ enclosing_range_end soulindex . . . `bash/deploy.sh`/build().
  
//⌄ enclosing_range_start soulindex . . . `bash/deploy.sh`/deploy_host().
  deploy_host() {
//^^^^^^^^^^^ definition soulindex . . . `bash/deploy.sh`/deploy_host().
//kind Function
      local host=$1
      local role=${HOST_ROLE[$host]:-web}
//                 ^^^^^^^^^ reference soulindex . . . `bash/deploy.sh`/HOST_ROLE.
      log info "deploying $VERSION to $host ($role)"
//    ^^^ reference soulindex . . . `bash/deploy.sh`/log().
      retry "$MAX_ATTEMPTS" run scp "$build_dir/app-$VERSION.tgz" "$host:/tmp/" || return 1
//    ^^^^^ reference soulindex . . . `bash/deploy.sh`/retry().
//            ^^^^^^^^^^^^ reference soulindex . . . `bash/deploy.sh`/MAX_ATTEMPTS.
//                                    ^^^^^^^^^ reference soulindex . . . `bash/deploy.sh`/build_dir.
      run ssh "$host" "sudo tar -xzf /tmp/app-$VERSION.tgz -C $DEPLOY_ROOT && sudo systemctl restart app-$role"
//    ^^^ reference soulindex . . . `bash/deploy.sh`/run().
//                                                             ^^^^^^^^^^^ reference soulindex . . . `bash/deploy.sh`/DEPLOY_ROOT.
  }
//⌃ enclosing_range_end soulindex . . . `bash/deploy.sh`/deploy_host().
  
//⌄ enclosing_range_start soulindex . . . `bash/deploy.sh`/deploy_all().
  deploy_all() {
//^^^^^^^^^^ definition soulindex . . . `bash/deploy.sh`/deploy_all().
//kind Function
      local failed=0 host
      for host in "${HOSTS[@]}"; do
//                   ^^^^^ reference soulindex . . . `bash/deploy.sh`/HOSTS.
          deploy_host "$host" &
//        ^^^^^^^^^^^ reference soulindex . . . `bash/deploy.sh`/deploy_host().
          if (( $(jobs -r | wc -l) >= parallel )); then
//                                    ^^^^^^^^ reference soulindex . . . `bash/deploy.sh`/parallel.
              wait -n || failed=$((failed + 1))
          fi
      done
      wait || failed=$((failed + 1))
      return $failed
  }
//⌃ enclosing_range_end soulindex . . . `bash/deploy.sh`/deploy_all().
  
//⌄ enclosing_range_start soulindex . . . `bash/deploy.sh`/cleanup().
  cleanup() {
//^^^^^^^ definition soulindex . . . `bash/deploy.sh`/cleanup().
//kind Function
      rm -rf "$build_dir"
//             ^^^^^^^^^ reference soulindex . . . `bash/deploy.sh`/build_dir.
  }
//⌃ enclosing_range_end soulindex . . . `bash/deploy.sh`/cleanup().
  
  trap cleanup EXIT
  trap 'die "interrupted"' INT TERM
  
//⌄ enclosing_range_start soulindex . . . `bash/deploy.sh`/main().
  main() {
//^^^^ definition soulindex . . . `bash/deploy.sh`/main().
//kind Function
      parse_args "$@"
//    ^^^^^^^^^^ reference soulindex . . . `bash/deploy.sh`/parse_args().
      load_hosts
//    ^^^^^^^^^^ reference soulindex . . . `bash/deploy.sh`/load_hosts().
      build
//    ^^^^^ reference soulindex . . . `bash/deploy.sh`/build().
      if ! deploy_all; then
//         ^^^^^^^^^^ reference soulindex . . . `bash/deploy.sh`/deploy_all().
          die "deployment of $VERSION failed"
//        ^^^ reference soulindex . . . `bash/deploy.sh`/die().
      fi
      log info "done"
//    ^^^ reference soulindex . . . `bash/deploy.sh`/log().
  }
//⌃ enclosing_range_end soulindex . . . `bash/deploy.sh`/main().
  
  if [[ "${BASH_SOURCE[0]}" == "$0" ]]; then
      main "$@"
//    ^^^^ reference soulindex . . . `bash/deploy.sh`/main().
  fi
  
