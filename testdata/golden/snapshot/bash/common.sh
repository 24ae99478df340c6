  # lib/common.sh - helpers shared by the deployment scripts.
  # shellcheck shell=bash
  
  [[ -n ${_COMMON_SH:-} ]] && return
//        ^^^^^^^^^^ reference soulindex . . . `bash/common.sh`/_COMMON_SH.
//⌄ enclosing_range_start soulindex . . . `bash/common.sh`/_COMMON_SH.
  _COMMON_SH=1
//^^^^^^^^^^ definition soulindex . . . `bash/common.sh`/_COMMON_SH.
//kind Constant
//           ⌃ enclosing_range_end soulindex . . . `bash/common.sh`/_COMMON_SH.
  
  # ANSI colours, empty when stdout is not a terminal.
  if [[ -t 1 ]]; then
//    ⌄ enclosing_range_start soulindex . . . `bash/common.sh`/RED.
      RED=$'\e[31m'
//    ^^^ definition soulindex . . . `bash/common.sh`/RED.
//    kind Constant
//                ⌃ enclosing_range_end soulindex . . . `bash/common.sh`/RED.
//    ⌄ enclosing_range_start soulindex . . . `bash/common.sh`/GREEN.
      GREEN=$'\e[32m'
//    ^^^^^ definition soulindex . . . `bash/common.sh`/GREEN.
//    kind Constant
//                  ⌃ enclosing_range_end soulindex . . . `bash/common.sh`/GREEN.
//    ⌄ enclosing_range_start soulindex . . . `bash/common.sh`/RESET.
      RESET=$'\e[0m'
//    ^^^^^ definition soulindex . . . `bash/common.sh`/RESET.
//    kind Constant
//                 ⌃ enclosing_range_end soulindex . . . `bash/common.sh`/RESET.
  else
//    ⌄ enclosing_range_start soulindex . . . `bash/common.sh`/RED.
//         ⌄ enclosing_range_start soulindex . . . `bash/common.sh`/GREEN.
//                ⌄ enclosing_range_start soulindex . . . `bash/common.sh`/RESET.
      RED= GREEN= RESET=
//    ^^^ definition soulindex . . . `bash/common.sh`/RED.
//    kind Constant
//         ^^^^^ definition soulindex . . . `bash/common.sh`/GREEN.
//         kind Constant
//                ^^^^^ definition soulindex . . . `bash/common.sh`/RESET.
//                kind Constant
//       ⌃ enclosing_range_end soulindex . . . `bash/common.sh`/RED.
//              ⌃ enclosing_range_end soulindex . . . `bash/common.sh`/GREEN.
//                     ⌃ enclosing_range_end soulindex . . . `bash/common.sh`/RESET.
  fi
  
  export -f 2>/dev/null || true
//⌄ enclosing_range_start soulindex . . . `bash/common.sh`/EDITOR.
//⌄ enclosing_range_start soulindex . . . `bash/common.sh`/VISUAL.
  export EDITOR=vi VISUAL=vi
//       ^^^^^^ definition soulindex . . . `bash/common.sh`/EDITOR.
//       kind Constant
//                 ^^^^^^ definition soulindex . . . `bash/common.sh`/VISUAL.
//                 kind Constant
//                         ⌃ enclosing_range_end soulindex . . . `bash/common.sh`/EDITOR.
//                         ⌃ enclosing_range_end soulindex . . . `bash/common.sh`/VISUAL.
//⌄ enclosing_range_start soulindex . . . `bash/common.sh`/COMMON_LIB_DIR.
  declare -x COMMON_LIB_DIR
//           ^^^^^^^^^^^^^^ definition soulindex . . . `bash/common.sh`/COMMON_LIB_DIR.
//           kind Constant
//                        ⌃ enclosing_range_end soulindex . . . `bash/common.sh`/COMMON_LIB_DIR.
//⌄ enclosing_range_start soulindex . . . `bash/common.sh`/COMMON_LIB_DIR.
  COMMON_LIB_DIR=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
//^^^^^^^^^^^^^^ definition soulindex . . . `bash/common.sh`/COMMON_LIB_DIR.
//kind Constant
//                                                           ⌃ enclosing_range_end soulindex . . . `bash/common.sh`/COMMON_LIB_DIR.
//⌄ enclosing_range_start soulindex . . . `bash/common.sh`/local_cache.
  local_cache=~/.cache/deploy
//^^^^^^^^^^^ definition soulindex . . . `bash/common.sh`/local_cache.
//kind Variable
//                          ⌃ enclosing_range_end soulindex . . . `bash/common.sh`/local_cache.
//⌄ enclosing_range_start soulindex . . . `bash/common.sh`/retries.
  retries=3
//^^^^^^^ definition soulindex . . . `bash/common.sh`/retries.
//kind Variable
//        ⌃ enclosing_range_end soulindex . . . `bash/common.sh`/retries.
  
  # Colours a message green.
//⌄ enclosing_range_start soulindex . . . `bash/common.sh`/ok().
  ok() { printf '%s%s%s\n' "$GREEN" "$*" "$RESET"; }
//^^ definition soulindex . . . `bash/common.sh`/ok().
//kind Function
//documentation
//> Colours a message green.
//                           ^^^^^ reference soulindex . . . `bash/common.sh`/GREEN.
//                                         ^^^^^ reference soulindex . . . `bash/common.sh`/RESET.
//                                                 ⌃ enclosing_range_end soulindex . . . `bash/common.sh`/ok().
  
  # Colours a message red and writes it to stderr.
//⌄ enclosing_range_start soulindex . . . `bash/common.sh`/fail().
  fail() { printf '%s%s%s\n' "$RED" "$*" "$RESET" >&2; }
//^^^^ definition soulindex . . . `bash/common.sh`/fail().
//kind Function
//documentation
//> Colours a message red and writes it to stderr.
//                             ^^^ reference soulindex . . . `bash/common.sh`/RED.
//                                         ^^^^^ reference soulindex . . . `bash/common.sh`/RESET.
//                                                     ⌃ enclosing_range_end soulindex . . . `bash/common.sh`/fail().
  
  # Returns 0 when the named command exists.
//⌄ enclosing_range_start soulindex . . . `bash/common.sh`/has_command().
  has_command() {
//^^^^^^^^^^^ definition soulindex . . . `bash/common.sh`/has_command().
//kind Function
//documentation
//> Returns 0 when the named command exists.
      command -v "$1" >/dev/null 2>&1
  }
//⌃ enclosing_range_end soulindex . . . `bash/common.sh`/has_command().
  
  # require_commands CMD... fails unless every command is installed.
//⌄ enclosing_range_start soulindex . . . `bash/common.sh`/require_commands().
  require_commands() {
//^^^^^^^^^^^^^^^^ definition soulindex . . . `bash/common.sh`/require_commands().
//kind Function
//documentation
//> require_commands CMD... fails unless every command is installed.
      local missing=()
      local cmd
      for cmd in "$@"; do
          has_command "$cmd" || missing+=("$cmd")
//        ^^^^^^^^^^^ reference soulindex . . . `bash/common.sh`/has_command().
      done
      if (( ${#missing[@]} > 0 )); then
          fail "missing commands: ${missing[*]}"
//        ^^^^ reference soulindex . . . `bash/common.sh`/fail().
          return 1
      fi
  }
//⌃ enclosing_range_end soulindex . . . `bash/common.sh`/require_commands().
  
  # join SEP ITEMS... prints ITEMS separated by SEP.
//⌄ enclosing_range_start soulindex . . . `bash/common.sh`/join().
  join() (
//^^^^ definition soulindex . . . `bash/common.sh`/join().
//kind Function
//documentation
//> join SEP ITEMS... prints ITEMS separated by SEP.
      IFS=$1
      shift
      echo "$*"
  )
//⌃ enclosing_range_end soulindex . . . `bash/common.sh`/join().
  
  # Reads KEY=VALUE lines of a file into the associative array CONFIG.
//⌄ enclosing_range_start soulindex . . . `bash/common.sh`/load_config().
  load_config() {
//^^^^^^^^^^^ definition soulindex . . . `bash/common.sh`/load_config().
//kind Function
//documentation
//> Reads KEY=VALUE lines of a file into the associative array CONFIG.
      local file=$1 key value
      declare -gA CONFIG
      while IFS='=' read -r key value; do
          case $key in
              ''|'#'*) continue ;;
          esac
          CONFIG[$key]=$value
      done < "$file"
  }
//⌃ enclosing_range_end soulindex . . . `bash/common.sh`/load_config().
  
//⌄ enclosing_range_start soulindex . . . `bash/common.sh`/version_gt().
  function version_gt {
//         ^^^^^^^^^^ definition soulindex . . . `bash/common.sh`/version_gt().
//         kind Function
      [[ "$(printf '%s\n' "$1" "$2" | sort -V | head -n1)" != "$1" ]]
  }
//⌃ enclosing_range_end soulindex . . . `bash/common.sh`/version_gt().
  
  export -f ok fail has_command
//          ^^ reference soulindex . . . `bash/common.sh`/ok().
//             ^^^^ reference soulindex . . . `bash/common.sh`/fail().
//                  ^^^^^^^^^^^ reference soulindex . . . `bash/common.sh`/has_command().
  
  # Prefix assignments apply to one command only; += appends.
  LC_ALL=C sort -o /tmp/sorted /tmp/unsorted
  PATH+=":$COMMON_LIB_DIR/bin"
//         ^^^^^^^^^^^^^^ reference soulindex . . . `bash/common.sh`/COMMON_LIB_DIR.
//⌄ enclosing_range_start soulindex . . . `bash/common.sh`/LEVELS.
  readonly -a LEVELS=(debug info warn error)
//            ^^^^^^ definition soulindex . . . `bash/common.sh`/LEVELS.
//            kind Constant
//                                         ⌃ enclosing_range_end soulindex . . . `bash/common.sh`/LEVELS.
//⌄ enclosing_range_start soulindex . . . `bash/common.sh`/lowercase_const.
//⌄ enclosing_range_start soulindex . . . `bash/common.sh`/OTHER.
  readonly lowercase_const=1 OTHER
//         ^^^^^^^^^^^^^^^ definition soulindex . . . `bash/common.sh`/lowercase_const.
//         kind Constant
//                           ^^^^^ definition soulindex . . . `bash/common.sh`/OTHER.
//                           kind Constant
//                               ⌃ enclosing_range_end soulindex . . . `bash/common.sh`/lowercase_const.
//                               ⌃ enclosing_range_end soulindex . . . `bash/common.sh`/OTHER.
  for dir in /etc/deploy ~/.deploy; do
//    ⌄ enclosing_range_start soulindex . . . `bash/common.sh`/config_dir.
      config_dir=$dir
//    ^^^^^^^^^^ definition soulindex . . . `bash/common.sh`/config_dir.
//    kind Variable
//                  ⌃ enclosing_range_end soulindex . . . `bash/common.sh`/config_dir.
  done
  
