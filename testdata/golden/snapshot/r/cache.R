  # memocache: a small memoisation and on-disk caching toolkit.
  #
  # This file holds the public API; see shapes.r for the S4/R5 examples.
  
  library(digest)
  library("jsonlite")
  require(utils)
  requireNamespace("withr", quietly = TRUE)
  source("R/internal-helpers.R")
  box::use(
    rlang[abort, warn, `%||%`],
    fs = fs,
    ./storage/backends,
    stats[med = median, ...]
  )
  
  #' Default time-to-live of a cache entry, in seconds.
//⌄ enclosing_range_start soulindex . . . `r/cache.R`/DEFAULT_TTL.
  DEFAULT_TTL <- 3600
//^^^^^^^^^^^ definition soulindex . . . `r/cache.R`/DEFAULT_TTL.
//kind Constant
//documentation
//> Default time-to-live of a cache entry, in seconds.
//                  ⌃ enclosing_range_end soulindex . . . `r/cache.R`/DEFAULT_TTL.
//⌄ enclosing_range_start soulindex . . . `r/cache.R`/MAX_ENTRIES.
  MAX_ENTRIES = 10000L
//^^^^^^^^^^^ definition soulindex . . . `r/cache.R`/MAX_ENTRIES.
//kind Constant
//                   ⌃ enclosing_range_end soulindex . . . `r/cache.R`/MAX_ENTRIES.
//⌄ enclosing_range_start soulindex . . . `r/cache.R`/CACHE_VERSION.
  CACHE_VERSION <- "1.2.0"
//^^^^^^^^^^^^^ definition soulindex . . . `r/cache.R`/CACHE_VERSION.
//kind Constant
//                       ⌃ enclosing_range_end soulindex . . . `r/cache.R`/CACHE_VERSION.
  
  #' Directory used when no other is given.
//⌄ enclosing_range_start soulindex . . . `r/cache.R`/default_cache_dir.
  default_cache_dir <- file.path(tempdir(), "memocache")
//^^^^^^^^^^^^^^^^^ definition soulindex . . . `r/cache.R`/default_cache_dir.
//kind Variable
//documentation
//> Directory used when no other is given.
//                                                     ⌃ enclosing_range_end soulindex . . . `r/cache.R`/default_cache_dir.
  
//⌄ enclosing_range_start soulindex . . . `r/cache.R`/legacy_dir.
  "/tmp/memocache-legacy" -> legacy_dir
//                           ^^^^^^^^^^ definition soulindex . . . `r/cache.R`/legacy_dir.
//                           kind Variable
//                                    ⌃ enclosing_range_end soulindex . . . `r/cache.R`/legacy_dir.
//⌄ enclosing_range_start soulindex . . . `r/cache.R`/verbose.
  verbose <<- FALSE
//^^^^^^^ definition soulindex . . . `r/cache.R`/verbose.
//kind Variable
//                ⌃ enclosing_range_end soulindex . . . `r/cache.R`/verbose.
  
  #' Null-default operator
  #'
  #' Returns `b` when `a` is NULL.
  #' @param a,b values
  #' @export
//⌄ enclosing_range_start soulindex . . . `r/cache.R`/`%or%`().
  `%or%` <- function(a, b) if (is.null(a)) b else a
//^^^^^^ definition soulindex . . . `r/cache.R`/`%or%`().
//kind Function
//documentation
//> Null-default operator
//> 
//> Returns `b` when `a` is NULL.
//> @param a,b values
//> @export
//                                                ⌃ enclosing_range_end soulindex . . . `r/cache.R`/`%or%`().
  
  #' Create a cache key
  #'
  #' Hashes the function name and its arguments into a stable key.
  #'
  #' @param fn_name name of the memoised function
  #' @param args a list of arguments
  #' @return a character scalar
  #' @export
  #' @examples
  #' make_key("f", list(1, 2))
//⌄ enclosing_range_start soulindex . . . `r/cache.R`/make_key().
  make_key <- function(fn_name, args = list()) {
//^^^^^^^^ definition soulindex . . . `r/cache.R`/make_key().
//kind Function
//documentation
//> Create a cache key
//> 
//> Hashes the function name and its arguments into a stable key.
//> 
//> @param fn_name name of the memoised function
//> @param args a list of arguments
//> @return a character scalar
//> @export
//> @examples
//> make_key("f", list(1, 2))
    payload <- list(name = fn_name, args = args, version = CACHE_VERSION)
//                                                         ^^^^^^^^^^^^^ reference soulindex . . . `r/cache.R`/CACHE_VERSION.
    key <- digest::digest(payload, algo = "xxhash64")
    paste0(fn_name, "-", key)
  }
//⌃ enclosing_range_end soulindex . . . `r/cache.R`/make_key().
  
  # Not exported: validates a TTL value.
//⌄ enclosing_range_start soulindex . . . `r/cache.R`/check_ttl().
  check_ttl = function(ttl) {
//^^^^^^^^^ definition soulindex . . . `r/cache.R`/check_ttl().
//kind Function
//documentation
//> Not exported: validates a TTL value.
    if (!is.numeric(ttl) || length(ttl) != 1L || ttl <= 0) {
      abort(sprintf("`ttl` must be a positive number, not %s", format(ttl)))
    }
    invisible(ttl)
  }
//⌃ enclosing_range_end soulindex . . . `r/cache.R`/check_ttl().
  
//⌄ enclosing_range_start soulindex . . . `r/cache.R`/is_expired().
  is_expired <- \(entry, now = Sys.time()) {
//^^^^^^^^^^ definition soulindex . . . `r/cache.R`/is_expired().
//kind Function
    difftime(now, entry$created, units = "secs") > entry$ttl
  }
//⌃ enclosing_range_end soulindex . . . `r/cache.R`/is_expired().
  
//⌄ enclosing_range_start soulindex . . . `r/cache.R`/ensure_dir().
  (function(path) {
    dir.create(path, recursive = TRUE, showWarnings = FALSE)
    normalizePath(path)
  }) -> ensure_dir
//      ^^^^^^^^^^ definition soulindex . . . `r/cache.R`/ensure_dir().
//      kind Function
//               ⌃ enclosing_range_end soulindex . . . `r/cache.R`/ensure_dir().
  
//⌄ enclosing_range_start soulindex . . . `r/cache.R`/cache_log().
  assign("cache_log", function(...) {
//        ^^^^^^^^^ definition soulindex . . . `r/cache.R`/cache_log().
//        kind Function
    if (isTRUE(verbose)) message("[memocache] ", ...)
//             ^^^^^^^ reference soulindex . . . `r/cache.R`/verbose.
  })
// ⌃ enclosing_range_end soulindex . . . `r/cache.R`/cache_log().
  
//⌄ enclosing_range_start soulindex . . . `r/cache.R`/LOG_PREFIX.
  assign("LOG_PREFIX", "[memocache]")
//        ^^^^^^^^^^ definition soulindex . . . `r/cache.R`/LOG_PREFIX.
//        kind Constant
//                                  ⌃ enclosing_range_end soulindex . . . `r/cache.R`/LOG_PREFIX.
  
  #' In-memory cache with expiry
  #'
  #' An R6 class storing values with a time-to-live.
  #'
  #' @export
//⌄ enclosing_range_start soulindex . . . `r/cache.R`/MemoryCache#
  MemoryCache <- R6::R6Class("MemoryCache",
//^^^^^^^^^^^ reference soulindex . . . `r/cache.R`/MemoryCache#
//                            ^^^^^^^^^^^ definition soulindex . . . `r/cache.R`/MemoryCache#
//                            kind Class
//                            documentation
//                            > In-memory cache with expiry
//                            > 
//                            > An R6 class storing values with a time-to-live.
//                            > 
//                            > @export
    public = list(
      #' @field ttl default time-to-live in seconds
//    ⌄ enclosing_range_start soulindex . . . `r/cache.R`/MemoryCache#ttl.
      ttl = NULL,
//    ^^^ definition soulindex . . . `r/cache.R`/MemoryCache#ttl.
//    kind Field
//    documentation
//    > @field ttl default time-to-live in seconds
//             ⌃ enclosing_range_end soulindex . . . `r/cache.R`/MemoryCache#ttl.
//    ⌄ enclosing_range_start soulindex . . . `r/cache.R`/MemoryCache#hits.
      hits = 0L,
//    ^^^^ definition soulindex . . . `r/cache.R`/MemoryCache#hits.
//    kind Field
//            ⌃ enclosing_range_end soulindex . . . `r/cache.R`/MemoryCache#hits.
  
      #' @description Create a new cache.
      #' @param ttl default time-to-live
//    ⌄ enclosing_range_start soulindex . . . `r/cache.R`/MemoryCache#initialize().
      initialize = function(ttl = DEFAULT_TTL) {
//    ^^^^^^^^^^ definition soulindex . . . `r/cache.R`/MemoryCache#initialize().
//    kind Method
//    documentation
//    > @description Create a new cache.
//    > @param ttl default time-to-live
//                                ^^^^^^^^^^^ reference soulindex . . . `r/cache.R`/DEFAULT_TTL.
        self$ttl <- check_ttl(ttl)
//                  ^^^^^^^^^ reference soulindex . . . `r/cache.R`/check_ttl().
        private$store <- new.env(parent = emptyenv())
      },
//    ⌃ enclosing_range_end soulindex . . . `r/cache.R`/MemoryCache#initialize().
  
      #' @description Look a key up; returns `default` when missing.
//    ⌄ enclosing_range_start soulindex . . . `r/cache.R`/MemoryCache#get().
      get = function(key, default = NULL) {
//    ^^^ definition soulindex . . . `r/cache.R`/MemoryCache#get().
//    kind Method
//    documentation
//    > @description Look a key up; returns `default` when missing.
        entry <- private$store[[key]]
        if (is.null(entry) || is_expired(entry)) {
//                            ^^^^^^^^^^ reference soulindex . . . `r/cache.R`/is_expired().
          return(default)
        }
        self$hits <- self$hits + 1L
        entry$value
      },
//    ⌃ enclosing_range_end soulindex . . . `r/cache.R`/MemoryCache#get().
  
      #' @description Store a value.
//    ⌄ enclosing_range_start soulindex . . . `r/cache.R`/MemoryCache#set().
      set = function(key, value, ttl = self$ttl) {
//    ^^^ definition soulindex . . . `r/cache.R`/MemoryCache#set().
//    kind Method
//    documentation
//    > @description Store a value.
        if (length(ls(private$store)) >= MAX_ENTRIES) private$evict()
//                                       ^^^^^^^^^^^ reference soulindex . . . `r/cache.R`/MAX_ENTRIES.
        private$store[[key]] <- list(value = value, created = Sys.time(), ttl = ttl)
        invisible(self)
      },
//    ⌃ enclosing_range_end soulindex . . . `r/cache.R`/MemoryCache#set().
  
//    ⌄ enclosing_range_start soulindex . . . `r/cache.R`/MemoryCache#size().
      size = function() length(ls(private$store))
//    ^^^^ definition soulindex . . . `r/cache.R`/MemoryCache#size().
//    kind Method
//                                              ⌃ enclosing_range_end soulindex . . . `r/cache.R`/MemoryCache#size().
    ),
    private = list(
//    ⌄ enclosing_range_start soulindex . . . `r/cache.R`/MemoryCache#store.
      store = NULL,
//    ^^^^^ definition soulindex . . . `r/cache.R`/MemoryCache#store.
//    kind Field
//               ⌃ enclosing_range_end soulindex . . . `r/cache.R`/MemoryCache#store.
//    ⌄ enclosing_range_start soulindex . . . `r/cache.R`/MemoryCache#evict().
      evict = function() {
//    ^^^^^ definition soulindex . . . `r/cache.R`/MemoryCache#evict().
//    kind Method
        keys <- ls(private$store)
        oldest <- keys[[1]]
        rm(list = oldest, envir = private$store)
      }
//    ⌃ enclosing_range_end soulindex . . . `r/cache.R`/MemoryCache#evict().
    ),
    active = list(
      #' @field hit_rate share of lookups that hit
//    ⌄ enclosing_range_start soulindex . . . `r/cache.R`/MemoryCache#hit_rate().
      hit_rate = function(value) {
//    ^^^^^^^^ definition soulindex . . . `r/cache.R`/MemoryCache#hit_rate().
//    kind Method
//    documentation
//    > @field hit_rate share of lookups that hit
        if (!missing(value)) stop("read-only", call. = FALSE)
        self$hits / max(1L, self$size())
      }
//    ⌃ enclosing_range_end soulindex . . . `r/cache.R`/MemoryCache#hit_rate().
    )
  )
//⌃ enclosing_range_end soulindex . . . `r/cache.R`/MemoryCache#
  
  #' On-disk cache
  #'
  #' Extends [MemoryCache] by persisting entries as JSON files.
//⌄ enclosing_range_start soulindex . . . `r/cache.R`/DiskCache#
  DiskCache <- R6Class("DiskCache",
//^^^^^^^^^ reference soulindex . . . `r/cache.R`/DiskCache#
//                      ^^^^^^^^^ definition soulindex . . . `r/cache.R`/DiskCache#
//                      kind Class
//                      documentation
//                      > On-disk cache
//                      > 
//                      > Extends [MemoryCache] by persisting entries as JSON files.
    inherit = MemoryCache,
//            ^^^^^^^^^^^ reference soulindex . . . `r/cache.R`/MemoryCache#
    public = list(
//    ⌄ enclosing_range_start soulindex . . . `r/cache.R`/DiskCache#dir.
      dir = NULL,
//    ^^^ definition soulindex . . . `r/cache.R`/DiskCache#dir.
//    kind Field
//             ⌃ enclosing_range_end soulindex . . . `r/cache.R`/DiskCache#dir.
//    ⌄ enclosing_range_start soulindex . . . `r/cache.R`/DiskCache#initialize().
      initialize = function(dir = default_cache_dir, ttl = DEFAULT_TTL) {
//    ^^^^^^^^^^ definition soulindex . . . `r/cache.R`/DiskCache#initialize().
//    kind Method
//                                ^^^^^^^^^^^^^^^^^ reference soulindex . . . `r/cache.R`/default_cache_dir.
//                                                         ^^^^^^^^^^^ reference soulindex . . . `r/cache.R`/DEFAULT_TTL.
        super$initialize(ttl)
        self$dir <- ensure_dir(dir)
//                  ^^^^^^^^^^ reference soulindex . . . `r/cache.R`/ensure_dir().
      },
//    ⌃ enclosing_range_end soulindex . . . `r/cache.R`/DiskCache#initialize().
//    ⌄ enclosing_range_start soulindex . . . `r/cache.R`/DiskCache#path_for().
      path_for = function(key) file.path(self$dir, paste0(key, ".json"))
//    ^^^^^^^^ definition soulindex . . . `r/cache.R`/DiskCache#path_for().
//    kind Method
//                                                                     ⌃ enclosing_range_end soulindex . . . `r/cache.R`/DiskCache#path_for().
    )
  )
//⌃ enclosing_range_end soulindex . . . `r/cache.R`/DiskCache#
  
//⌄ enclosing_range_start soulindex . . . `r/cache.R`/Anonymous#
  Anonymous <- R6Class(
//^^^^^^^^^ definition soulindex . . . `r/cache.R`/Anonymous#
//kind Class
    public = list(
//    ⌄ enclosing_range_start soulindex . . . `r/cache.R`/Anonymous#ping().
      ping = function() "pong"
//    ^^^^ definition soulindex . . . `r/cache.R`/Anonymous#ping().
//    kind Method
//                           ⌃ enclosing_range_end soulindex . . . `r/cache.R`/Anonymous#ping().
    )
  )
//⌃ enclosing_range_end soulindex . . . `r/cache.R`/Anonymous#
  
  #' Memoise a function
  #'
  #' @param f the function to memoise
  #' @param cache a cache object with `get()` and `set()` methods
  #' @export
//⌄ enclosing_range_start soulindex . . . `r/cache.R`/memoise().
  memoise <- function(f, cache = MemoryCache$new()) {
//^^^^^^^ definition soulindex . . . `r/cache.R`/memoise().
//kind Function
//documentation
//> Memoise a function
//> 
//> @param f the function to memoise
//> @param cache a cache object with `get()` and `set()` methods
//> @export
//                               ^^^^^^^^^^^ reference soulindex . . . `r/cache.R`/MemoryCache#
    fn_name <- deparse(substitute(f))
    force(f)
    memo <- function(...) {
      key <- make_key(fn_name, list(...))
//           ^^^^^^^^ reference soulindex . . . `r/cache.R`/make_key().
      hit <- cache$get(key)
      if (!is.null(hit)) return(hit)
      value <- f(...)
      cache$set(key, value)
      value
    }
    attr(memo, "cache") <- cache
    memo
  }
//⌃ enclosing_range_end soulindex . . . `r/cache.R`/memoise().
  
  #' Forget everything a memoised function remembers.
//⌄ enclosing_range_start soulindex . . . `r/cache.R`/forget().
  forget <- function(f) {
//^^^^^^ definition soulindex . . . `r/cache.R`/forget().
//kind Function
//documentation
//> Forget everything a memoised function remembers.
    cache <- attr(f, "cache") %or% abort("not a memoised function")
    cache$set <- NULL
    TRUE
  }
//⌃ enclosing_range_end soulindex . . . `r/cache.R`/forget().
  
  if (getRversion() < "4.1.0") {
    # Backport of the native pipe's friend for old R versions.
//  ⌄ enclosing_range_start soulindex . . . `r/cache.R`/compose().
    compose <- function(f, g) function(...) g(f(...))
//  ^^^^^^^ definition soulindex . . . `r/cache.R`/compose().
//  kind Function
//  documentation
//  > Backport of the native pipe's friend for old R versions.
//                                                  ⌃ enclosing_range_end soulindex . . . `r/cache.R`/compose().
//  ⌄ enclosing_range_start soulindex . . . `r/cache.R`/OLD_R.
    OLD_R <- TRUE
//  ^^^^^ definition soulindex . . . `r/cache.R`/OLD_R.
//  kind Constant
//              ⌃ enclosing_range_end soulindex . . . `r/cache.R`/OLD_R.
  } else {
//  ⌄ enclosing_range_start soulindex . . . `r/cache.R`/compose(+1).
    compose <- function(f, g) \(...) g(f(...))
//  ^^^^^^^ definition soulindex . . . `r/cache.R`/compose(+1).
//  kind Function
//                                           ⌃ enclosing_range_end soulindex . . . `r/cache.R`/compose(+1).
  }
  
//⌄ enclosing_range_start soulindex . . . `r/cache.R`/`print.memo_stats`().
  print.memo_stats <- function(x, ...) {
//^^^^^^^^^^^^^^^^ definition soulindex . . . `r/cache.R`/`print.memo_stats`().
//kind Function
    cat("<memo_stats>", x$hits, "hits\n")
    invisible(x)
  }
//⌃ enclosing_range_end soulindex . . . `r/cache.R`/`print.memo_stats`().
  
  local({
    scratch <- make_key("warmup")
//             ^^^^^^^^ reference soulindex . . . `r/cache.R`/make_key().
    cache_log("warmed up: ", scratch)
//  ^^^^^^^^^ reference soulindex . . . `r/cache.R`/cache_log().
  })
  
