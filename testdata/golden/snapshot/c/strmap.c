  /*
   * strmap.c - implementation of strmap.h.
   */
  #include "strmap.h"
  
  #include <assert.h>
  #include <stdlib.h>
  #include <string.h>
  
//⌄ enclosing_range_start soulindex . . . `c/strmap.c`/FNV_OFFSET!
  #define FNV_OFFSET 14695981039346656037ULL
//        ^^^^^^^^^^ definition soulindex . . . `c/strmap.c`/FNV_OFFSET!
//        kind Macro
//⌄ enclosing_range_start soulindex . . . `c/strmap.c`/FNV_PRIME!
  #define FNV_PRIME 1099511628211ULL
//        ^^^^^^^^^ definition soulindex . . . `c/strmap.c`/FNV_PRIME!
//        kind Macro
//⌃ enclosing_range_end soulindex . . . `c/strmap.c`/FNV_OFFSET!
  
//⌃ enclosing_range_end soulindex . . . `c/strmap.c`/FNV_PRIME!
  /* True for a bucket holding a live entry. */
//⌄ enclosing_range_start soulindex . . . `c/strmap.c`/IS_LIVE!
  #define IS_LIVE(e) ((e)->occupied && !(e)->tombstone)
//        ^^^^^^^ definition soulindex . . . `c/strmap.c`/IS_LIVE!
//        kind Macro
//        documentation
//        > True for a bucket holding a live entry.
  
//⌃ enclosing_range_end soulindex . . . `c/strmap.c`/IS_LIVE!
//⌄ enclosing_range_start soulindex . . . `c/strmap.c`/UNUSED!
  #define UNUSED(x) (void)(x)
//        ^^^^^^ definition soulindex . . . `c/strmap.c`/UNUSED!
//        kind Macro
  
//⌃ enclosing_range_end soulindex . . . `c/strmap.c`/UNUSED!
  /* The map itself; callers only see an opaque pointer. */
//⌄ enclosing_range_start soulindex . . . `c/strmap.c`/strmap#
  struct strmap {
//       ^^^^^^ definition soulindex . . . `c/strmap.c`/strmap#
//       kind Struct
//       documentation
//       > The map itself; callers only see an opaque pointer.
//    ⌄ enclosing_range_start soulindex . . . `c/strmap.c`/strmap#entries.
      struct strmap_entry *entries;
//           ^^^^^^^^^^^^ reference soulindex . . . `c/strmap.h`/strmap_entry#
//                         ^^^^^^^ definition soulindex . . . `c/strmap.c`/strmap#entries.
//                         kind Field
//                                ⌃ enclosing_range_end soulindex . . . `c/strmap.c`/strmap#entries.
//    ⌄ enclosing_range_start soulindex . . . `c/strmap.c`/strmap#capacity.
      size_t capacity;
//           ^^^^^^^^ definition soulindex . . . `c/strmap.c`/strmap#capacity.
//           kind Field
//                   ⌃ enclosing_range_end soulindex . . . `c/strmap.c`/strmap#capacity.
//    ⌄ enclosing_range_start soulindex . . . `c/strmap.c`/strmap#size.
//    ⌄ enclosing_range_start soulindex . . . `c/strmap.c`/strmap#tombstones.
      size_t size, tombstones;
//           ^^^^ definition soulindex . . . `c/strmap.c`/strmap#size.
//           kind Field
//                 ^^^^^^^^^^ definition soulindex . . . `c/strmap.c`/strmap#tombstones.
//                 kind Field
//                           ⌃ enclosing_range_end soulindex . . . `c/strmap.c`/strmap#size.
//                           ⌃ enclosing_range_end soulindex . . . `c/strmap.c`/strmap#tombstones.
//    ⌄ enclosing_range_start soulindex . . . `c/strmap.c`/strmap#opts.
      strmap_options opts;
//    ^^^^^^^^^^^^^^ reference soulindex . . . `c/strmap.h`/strmap_options#
//                   ^^^^ definition soulindex . . . `c/strmap.c`/strmap#opts.
//                   kind Field
//                       ⌃ enclosing_range_end soulindex . . . `c/strmap.c`/strmap#opts.
//    ⌄ enclosing_range_start soulindex . . . `c/strmap.c`/strmap#stats.
      struct strmap_stats stats;
//           ^^^^^^^^^^^^ reference soulindex . . . `c/strmap.h`/strmap_stats#
//                        ^^^^^ definition soulindex . . . `c/strmap.c`/strmap#stats.
//                        kind Field
//                             ⌃ enclosing_range_end soulindex . . . `c/strmap.c`/strmap#stats.
  };
//⌃ enclosing_range_end soulindex . . . `c/strmap.c`/strmap#
  
  /* Handler type for internal errors. */
//⌄ enclosing_range_start soulindex . . . `c/strmap.c`/panic_handler_fn#
  typedef void (*panic_handler_fn)(const char *msg);
//               ^^^^^^^^^^^^^^^^ definition soulindex . . . `c/strmap.c`/panic_handler_fn#
//               kind TypeAlias
//               documentation
//               > Handler type for internal errors.
//                                                 ⌃ enclosing_range_end soulindex . . . `c/strmap.c`/panic_handler_fn#
  
//⌄ enclosing_range_start soulindex . . . `c/strmap.c`/default_panic().
  static void default_panic(const char *msg);
//            ^^^^^^^^^^^^^ definition soulindex . . . `c/strmap.c`/default_panic().
//            kind Function
//                                      ^^^ definition local 0
//                                          ⌃ enclosing_range_end soulindex . . . `c/strmap.c`/default_panic().
  
//⌄ enclosing_range_start soulindex . . . `c/strmap.c`/strmap_default_options.
  const strmap_options strmap_default_options = {
//      ^^^^^^^^^^^^^^ reference soulindex . . . `c/strmap.h`/strmap_options#
//                     ^^^^^^^^^^^^^^^^^^^^^^ definition soulindex . . . `c/strmap.c`/strmap_default_options.
//                     kind Constant
      strmap_hash_fnv1a,
//    ^^^^^^^^^^^^^^^^^ reference soulindex . . . `c/strmap.c`/strmap_hash_fnv1a().
      NULL,
      STRMAP_INITIAL_CAPACITY,
//    ^^^^^^^^^^^^^^^^^^^^^^^ reference soulindex . . . `c/strmap.h`/STRMAP_INITIAL_CAPACITY!
      STRMAP_MAX_LOAD,
//    ^^^^^^^^^^^^^^^ reference soulindex . . . `c/strmap.h`/STRMAP_MAX_LOAD!
  };
// ⌃ enclosing_range_end soulindex . . . `c/strmap.c`/strmap_default_options.
  
//⌄ enclosing_range_start soulindex . . . `c/strmap.c`/strmap_live_count.
  int strmap_live_count = 0;
//    ^^^^^^^^^^^^^^^^^ definition soulindex . . . `c/strmap.c`/strmap_live_count.
//    kind Variable
//                         ⌃ enclosing_range_end soulindex . . . `c/strmap.c`/strmap_live_count.
  
  /* Human-readable names of the status codes, indexed by -status. */
//⌄ enclosing_range_start soulindex . . . `c/strmap.c`/strmap_status_names.
  const char *const strmap_status_names[] = {
//                  ^^^^^^^^^^^^^^^^^^^ definition soulindex . . . `c/strmap.c`/strmap_status_names.
//                  kind Constant
//                  documentation
//                  > Human-readable names of the status codes, indexed by -status.
      "ok",
      "out of memory",
      "not found",
      "invalid argument",
  };
// ⌃ enclosing_range_end soulindex . . . `c/strmap.c`/strmap_status_names.
  
  /** Longest probe sequence tolerated before the table grows. */
//⌄ enclosing_range_start soulindex . . . `c/strmap.c`/probe_limit.
  static const size_t probe_limit = 64;
//                    ^^^^^^^^^^^ definition soulindex . . . `c/strmap.c`/probe_limit.
//                    kind Constant
//                    documentation
//                    > Longest probe sequence tolerated before the table grows.
//                                    ⌃ enclosing_range_end soulindex . . . `c/strmap.c`/probe_limit.
  
//⌄ enclosing_range_start soulindex . . . `c/strmap.c`/grow_count.
//⌄ enclosing_range_start soulindex . . . `c/strmap.c`/shrink_count.
  static size_t grow_count = 0, shrink_count;
//              ^^^^^^^^^^ definition soulindex . . . `c/strmap.c`/grow_count.
//              kind Variable
//                              ^^^^^^^^^^^^ definition soulindex . . . `c/strmap.c`/shrink_count.
//                              kind Variable
//                                          ⌃ enclosing_range_end soulindex . . . `c/strmap.c`/grow_count.
//                                          ⌃ enclosing_range_end soulindex . . . `c/strmap.c`/shrink_count.
//⌄ enclosing_range_start soulindex . . . `c/strmap.c`/last_error.
//⌄ enclosing_range_start soulindex . . . `c/strmap.c`/last_key.
  static char *last_error, *last_key;
//             ^^^^^^^^^^ definition soulindex . . . `c/strmap.c`/last_error.
//             kind Variable
//                          ^^^^^^^^ definition soulindex . . . `c/strmap.c`/last_key.
//                          kind Variable
//                                  ⌃ enclosing_range_end soulindex . . . `c/strmap.c`/last_error.
//                                  ⌃ enclosing_range_end soulindex . . . `c/strmap.c`/last_key.
  
//⌄ enclosing_range_start soulindex . . . `c/strmap.c`/panic_handler.
  static panic_handler_fn panic_handler = default_panic;
//       ^^^^^^^^^^^^^^^^ reference soulindex . . . `c/strmap.c`/panic_handler_fn#
//                        ^^^^^^^^^^^^^ definition soulindex . . . `c/strmap.c`/panic_handler.
//                        kind Variable
//                                        ^^^^^^^^^^^^^ reference soulindex . . . `c/strmap.c`/default_panic().
//                                                     ⌃ enclosing_range_end soulindex . . . `c/strmap.c`/panic_handler.
//⌄ enclosing_range_start soulindex . . . `c/strmap.c`/trace_hook.
  static void (*trace_hook)(const char *event, const char *key) = NULL;
//              ^^^^^^^^^^ definition soulindex . . . `c/strmap.c`/trace_hook.
//              kind Variable
//                                                                    ⌃ enclosing_range_end soulindex . . . `c/strmap.c`/trace_hook.
  
  /* Counters kept while STRMAP_TRACE is set. */
//⌄ enclosing_range_start soulindex . . . `c/strmap.c`/trace.
  static struct {
//    ⌄ enclosing_range_start soulindex . . . `c/strmap.c`/trace.enabled.
      int enabled;
//        ^^^^^^^ definition soulindex . . . `c/strmap.c`/trace.enabled.
//        kind Field
//               ⌃ enclosing_range_end soulindex . . . `c/strmap.c`/trace.enabled.
//    ⌄ enclosing_range_start soulindex . . . `c/strmap.c`/trace.lookups.
      unsigned long lookups;
//                  ^^^^^^^ definition soulindex . . . `c/strmap.c`/trace.lookups.
//                  kind Field
//                         ⌃ enclosing_range_end soulindex . . . `c/strmap.c`/trace.lookups.
  } trace = { 0, 0 };
//  ^^^^^ definition soulindex . . . `c/strmap.c`/trace.
//  kind Variable
//  documentation
//  > Counters kept while STRMAP_TRACE is set.
//                  ⌃ enclosing_range_end soulindex . . . `c/strmap.c`/trace.
  
  /* A named type declared together with its only instance. */
//       ⌄ enclosing_range_start soulindex . . . `c/strmap.c`/alloc_counter#
  static struct alloc_counter {
//              ^^^^^^^^^^^^^ definition soulindex . . . `c/strmap.c`/alloc_counter#
//              kind Struct
//    ⌄ enclosing_range_start soulindex . . . `c/strmap.c`/alloc_counter#allocations.
      size_t allocations;
//           ^^^^^^^^^^^ definition soulindex . . . `c/strmap.c`/alloc_counter#allocations.
//           kind Field
//                      ⌃ enclosing_range_end soulindex . . . `c/strmap.c`/alloc_counter#allocations.
//    ⌄ enclosing_range_start soulindex . . . `c/strmap.c`/alloc_counter#frees.
      size_t frees;
//           ^^^^^ definition soulindex . . . `c/strmap.c`/alloc_counter#frees.
//           kind Field
//                ⌃ enclosing_range_end soulindex . . . `c/strmap.c`/alloc_counter#frees.
//  ⌄ enclosing_range_start soulindex . . . `c/strmap.c`/alloc_counter.
  } alloc_counter;
//  ^^^^^^^^^^^^^ definition soulindex . . . `c/strmap.c`/alloc_counter.
//  kind Variable
//⌃ enclosing_range_end soulindex . . . `c/strmap.c`/alloc_counter#
//              ⌃ enclosing_range_end soulindex . . . `c/strmap.c`/alloc_counter.
  
//⌄ enclosing_range_start soulindex . . . `c/strmap.c`/empty_key.
  static char *const empty_key = "";
//                   ^^^^^^^^^ definition soulindex . . . `c/strmap.c`/empty_key.
//                   kind Constant
//                                 ⌃ enclosing_range_end soulindex . . . `c/strmap.c`/empty_key.
  
//⌄ enclosing_range_start soulindex . . . `c/strmap.c`/probe_result#
//                    ⌄ enclosing_range_start soulindex . . . `c/strmap.c`/probe_result#PROBE_FOUND.
//                                 ⌄ enclosing_range_start soulindex . . . `c/strmap.c`/probe_result#PROBE_EMPTY.
//                                              ⌄ enclosing_range_start soulindex . . . `c/strmap.c`/probe_result#PROBE_FULL.
  enum probe_result { PROBE_FOUND, PROBE_EMPTY, PROBE_FULL };
//     ^^^^^^^^^^^^ definition soulindex . . . `c/strmap.c`/probe_result#
//     kind Enum
//                    ^^^^^^^^^^^ definition soulindex . . . `c/strmap.c`/probe_result#PROBE_FOUND.
//                    kind EnumMember
//                                 ^^^^^^^^^^^ definition soulindex . . . `c/strmap.c`/probe_result#PROBE_EMPTY.
//                                 kind EnumMember
//                                              ^^^^^^^^^^ definition soulindex . . . `c/strmap.c`/probe_result#PROBE_FULL.
//                                              kind EnumMember
//                              ⌃ enclosing_range_end soulindex . . . `c/strmap.c`/probe_result#PROBE_FOUND.
//                                           ⌃ enclosing_range_end soulindex . . . `c/strmap.c`/probe_result#PROBE_EMPTY.
//                                                       ⌃ enclosing_range_end soulindex . . . `c/strmap.c`/probe_result#PROBE_FULL.
//                                                         ⌃ enclosing_range_end soulindex . . . `c/strmap.c`/probe_result#
  
//⌄ enclosing_range_start soulindex . . . `c/strmap.c`/default_panic(+1).
  static void default_panic(const char *msg)
//            ^^^^^^^^^^^^^ definition soulindex . . . `c/strmap.c`/default_panic(+1).
//            kind Function
//                                      ^^^ definition local 1
  {
      fprintf(stderr, "strmap: %s\n", msg);
//                                    ^^^ reference local 1
      abort();
  }
//⌃ enclosing_range_end soulindex . . . `c/strmap.c`/default_panic(+1).
  
//⌄ enclosing_range_start soulindex . . . `c/strmap.c`/strmap_set_panic().
  void (*strmap_set_panic(void (*handler)(const char *msg)))(const char *msg)
//       ^^^^^^^^^^^^^^^^ definition soulindex . . . `c/strmap.c`/strmap_set_panic().
//       kind Function
//                               ^^^^^^^ definition local 2
//                                                    ^^^ definition local 3
//                                                                       ^^^ definition local 4
  {
      panic_handler_fn previous = panic_handler;
//    ^^^^^^^^^^^^^^^^ reference soulindex . . . `c/strmap.c`/panic_handler_fn#
//                     ^^^^^^^^ definition local 5
//                                ^^^^^^^^^^^^^ reference soulindex . . . `c/strmap.c`/panic_handler.
      panic_handler = handler ? handler : default_panic;
//    ^^^^^^^^^^^^^ reference soulindex . . . `c/strmap.c`/panic_handler.
//                    ^^^^^^^ reference local 2
//                              ^^^^^^^ reference local 2
//                                        ^^^^^^^^^^^^^ reference soulindex . . . `c/strmap.c`/default_panic().
      return previous;
//           ^^^^^^^^ reference local 5
  }
//⌃ enclosing_range_end soulindex . . . `c/strmap.c`/strmap_set_panic().
  
//⌄ enclosing_range_start soulindex . . . `c/strmap.c`/strmap_hash_fnv1a().
  uint64_t strmap_hash_fnv1a(const char *key, size_t len)
//         ^^^^^^^^^^^^^^^^^ definition soulindex . . . `c/strmap.c`/strmap_hash_fnv1a().
//         kind Function
//                                       ^^^ definition local 6
//                                                   ^^^ definition local 7
  {
      uint64_t h = FNV_OFFSET;
//             ^ definition local 8
//                 ^^^^^^^^^^ reference soulindex . . . `c/strmap.c`/FNV_OFFSET!
      for (size_t i = 0; i < len; i++) {
//                ^ definition local 9
//                       ^ reference local 9
//                           ^^^ reference local 7
//                                ^ reference local 9
          h ^= (unsigned char)key[i];
//        ^ reference local 8
//                            ^^^ reference local 6
//                                ^ reference local 9
          h *= FNV_PRIME;
//        ^ reference local 8
//             ^^^^^^^^^ reference soulindex . . . `c/strmap.c`/FNV_PRIME!
      }
      return h;
//           ^ reference local 8
  }
//⌃ enclosing_range_end soulindex . . . `c/strmap.c`/strmap_hash_fnv1a().
  
  /* Copies len bytes of key into a new NUL-terminated string. */
//⌄ enclosing_range_start soulindex . . . `c/strmap.c`/copy_key().
  static char *copy_key(const char *key, size_t len)
//             ^^^^^^^^ definition soulindex . . . `c/strmap.c`/copy_key().
//             kind Function
//             documentation
//             > Copies len bytes of key into a new NUL-terminated string.
//                                  ^^^ definition local 10
//                                              ^^^ definition local 11
  {
      char *copy = malloc(len + 1);
//          ^^^^ definition local 12
//                        ^^^ reference local 11
      if (copy == NULL)
//        ^^^^ reference local 12
          return NULL;
      memcpy(copy, key, len);
//           ^^^^ reference local 12
//                 ^^^ reference local 10
//                      ^^^ reference local 11
      copy[len] = '\0';
//    ^^^^ reference local 12
//         ^^^ reference local 11
      alloc_counter.allocations++;
//    ^^^^^^^^^^^^^ reference soulindex . . . `c/strmap.c`/alloc_counter#
//                  ^^^^^^^^^^^ reference soulindex . . . `c/strmap.c`/alloc_counter#allocations.
      return copy;
//           ^^^^ reference local 12
  }
//⌃ enclosing_range_end soulindex . . . `c/strmap.c`/copy_key().
  
  /*
   * Finds the bucket for key: the live entry holding it, or the first free
   * bucket of its probe sequence.
   */
//⌄ enclosing_range_start soulindex . . . `c/strmap.c`/find_slot().
  static struct strmap_entry *find_slot(const strmap *map, const char *key,
//              ^^^^^^^^^^^^ reference soulindex . . . `c/strmap.h`/strmap_entry#
//                            ^^^^^^^^^ definition soulindex . . . `c/strmap.c`/find_slot().
//                            kind Function
//                            documentation
//                            > Finds the bucket for key: the live entry holding it, or the first free
//                            > bucket of its probe sequence.
//                                            ^^^^^^ reference soulindex . . . `c/strmap.c`/strmap#
//                                                    ^^^ definition local 13
//                                                                     ^^^ definition local 14
                                        size_t len, uint64_t hash,
//                                             ^^^ definition local 15
//                                                           ^^^^ definition local 16
                                        enum probe_result *result)
//                                           ^^^^^^^^^^^^ reference soulindex . . . `c/strmap.c`/probe_result#
//                                                         ^^^^^^ definition local 17
  {
      size_t mask = map->capacity - 1;
//           ^^^^ definition local 18
//                  ^^^ reference local 13
//                       ^^^^^^^^ reference soulindex . . . `c/strmap.c`/strmap#capacity.
      struct strmap_entry *first_free = NULL;
//           ^^^^^^^^^^^^ reference soulindex . . . `c/strmap.h`/strmap_entry#
//                         ^^^^^^^^^^ definition local 19
      size_t probes;
//           ^^^^^^ definition local 20
  
      for (probes = 0; probes < map->capacity; probes++) {
//         ^^^^^^ reference local 20
//                     ^^^^^^ reference local 20
//                              ^^^ reference local 13
//                                   ^^^^^^^^ reference soulindex . . . `c/strmap.c`/strmap#capacity.
//                                             ^^^^^^ reference local 20
          struct strmap_entry *e = &map->entries[(hash + probes) & mask];
//               ^^^^^^^^^^^^ reference soulindex . . . `c/strmap.h`/strmap_entry#
//                             ^ definition local 21
//                                  ^^^ reference local 13
//                                       ^^^^^^^ reference soulindex . . . `c/strmap.c`/strmap#entries.
//                                                ^^^^ reference local 16
//                                                       ^^^^^^ reference local 20
//                                                                 ^^^^ reference local 18
          if (!e->occupied) {
//             ^ reference local 21
//                ^^^^^^^^ reference soulindex . . . `c/strmap.h`/strmap_entry#occupied.
              *result = PROBE_EMPTY;
//             ^^^^^^ reference local 17
              return first_free ? first_free : e;
//                   ^^^^^^^^^^ reference local 19
//                                ^^^^^^^^^^ reference local 19
//                                             ^ reference local 21
          }
          if (e->tombstone) {
//            ^ reference local 21
//               ^^^^^^^^^ reference soulindex . . . `c/strmap.h`/strmap_entry#tombstone.
              if (first_free == NULL)
//                ^^^^^^^^^^ reference local 19
                  first_free = e;
//                ^^^^^^^^^^ reference local 19
//                             ^ reference local 21
              continue;
          }
          if (e->hash == hash && e->key_len == len && memcmp(e->key, key, len) == 0) {
//            ^ reference local 21
//               ^^^^ reference soulindex . . . `c/strmap.h`/strmap_entry#hash.
//                       ^^^^ reference local 16
//                               ^ reference local 21
//                                  ^^^^^^^ reference soulindex . . . `c/strmap.h`/strmap_entry#key_len.
//                                             ^^^ reference local 15
//                                                           ^ reference local 21
//                                                              ^^^ reference soulindex . . . `c/strmap.h`/strmap_entry#key.
//                                                                   ^^^ reference local 14
//                                                                        ^^^ reference local 15
              *result = PROBE_FOUND;
//             ^^^^^^ reference local 17
              return e;
//                   ^ reference local 21
          }
      }
      *result = first_free ? PROBE_EMPTY : PROBE_FULL;
//     ^^^^^^ reference local 17
//              ^^^^^^^^^^ reference local 19
      return first_free;
//           ^^^^^^^^^^ reference local 19
  }
//⌃ enclosing_range_end soulindex . . . `c/strmap.c`/find_slot().
  
//⌄ enclosing_range_start soulindex . . . `c/strmap.c`/resize().
  static int resize(strmap *map, size_t capacity)
//           ^^^^^^ definition soulindex . . . `c/strmap.c`/resize().
//           kind Function
//                  ^^^^^^ reference soulindex . . . `c/strmap.c`/strmap#
//                          ^^^ definition local 22
//                                      ^^^^^^^^ definition local 23
  {
      static int depth = 0;
//               ^^^^^ definition local 24
      struct strmap_entry *old = map->entries;
//           ^^^^^^^^^^^^ reference soulindex . . . `c/strmap.h`/strmap_entry#
//                         ^^^ definition local 25
//                               ^^^ reference local 22
//                                    ^^^^^^^ reference soulindex . . . `c/strmap.c`/strmap#entries.
      size_t old_capacity = map->capacity, i;
//           ^^^^^^^^^^^^ definition local 26
//                          ^^^ reference local 22
//                               ^^^^^^^^ reference soulindex . . . `c/strmap.c`/strmap#capacity.
//                                         ^ definition local 27
  
      assert(depth == 0);
//           ^^^^^ reference local 24
      depth++;
//    ^^^^^ reference local 24
      map->entries = calloc(capacity, sizeof *map->entries);
//    ^^^ reference local 22
//         ^^^^^^^ reference soulindex . . . `c/strmap.c`/strmap#entries.
//                          ^^^^^^^^ reference local 23
//                                            ^^^ reference local 22
//                                                 ^^^^^^^ reference soulindex . . . `c/strmap.c`/strmap#entries.
      if (map->entries == NULL) {
//        ^^^ reference local 22
//             ^^^^^^^ reference soulindex . . . `c/strmap.c`/strmap#entries.
          map->entries = old;
//        ^^^ reference local 22
//             ^^^^^^^ reference soulindex . . . `c/strmap.c`/strmap#entries.
//                       ^^^ reference local 25
          depth--;
//        ^^^^^ reference local 24
          return -1;
      }
      map->capacity = capacity;
//    ^^^ reference local 22
//         ^^^^^^^^ reference soulindex . . . `c/strmap.c`/strmap#capacity.
//                    ^^^^^^^^ reference local 23
      map->size = 0;
//    ^^^ reference local 22
//         ^^^^ reference soulindex . . . `c/strmap.c`/strmap#size.
      map->tombstones = 0;
//    ^^^ reference local 22
//         ^^^^^^^^^^ reference soulindex . . . `c/strmap.c`/strmap#tombstones.
      for (i = 0; i < old_capacity; i++) {
//         ^ reference local 27
//                ^ reference local 27
//                    ^^^^^^^^^^^^ reference local 26
//                                  ^ reference local 27
          enum probe_result r;
//             ^^^^^^^^^^^^ reference soulindex . . . `c/strmap.c`/probe_result#
//                          ^ definition local 28
          struct strmap_entry *dst;
//               ^^^^^^^^^^^^ reference soulindex . . . `c/strmap.h`/strmap_entry#
//                             ^^^ definition local 29
          if (!IS_LIVE(&old[i]))
//             ^^^^^^^ reference soulindex . . . `c/strmap.c`/IS_LIVE!
//                      ^^^ reference local 25
//                          ^ reference local 27
              continue;
          dst = find_slot(map, old[i].key, old[i].key_len, old[i].hash, &r);
//        ^^^ reference local 29
//              ^^^^^^^^^ reference soulindex . . . `c/strmap.c`/find_slot().
//                        ^^^ reference local 22
//                             ^^^ reference local 25
//                                 ^ reference local 27
//                                    ^^^ reference soulindex . . . `c/strmap.h`/strmap_entry#key.
//                                         ^^^ reference local 25
//                                             ^ reference local 27
//                                                ^^^^^^^ reference soulindex . . . `c/strmap.h`/strmap_entry#key_len.
//                                                         ^^^ reference local 25
//                                                             ^ reference local 27
//                                                                       ^ reference local 28
          *dst = old[i];
//         ^^^ reference local 29
//               ^^^ reference local 25
//                   ^ reference local 27
          map->size++;
//        ^^^ reference local 22
//             ^^^^ reference soulindex . . . `c/strmap.c`/strmap#size.
      }
      free(old);
//         ^^^ reference local 25
      grow_count++;
//    ^^^^^^^^^^ reference soulindex . . . `c/strmap.c`/grow_count.
      depth--;
//    ^^^^^ reference local 24
      return 0;
  }
//⌃ enclosing_range_end soulindex . . . `c/strmap.c`/resize().
  
//⌄ enclosing_range_start soulindex . . . `c/strmap.c`/strmap_new_with().
  strmap *strmap_new_with(const strmap_options *opts)
//^^^^^^ reference soulindex . . . `c/strmap.c`/strmap#
//        ^^^^^^^^^^^^^^^ definition soulindex . . . `c/strmap.c`/strmap_new_with().
//        kind Function
//                              ^^^^^^^^^^^^^^ reference soulindex . . . `c/strmap.h`/strmap_options#
//                                              ^^^^ definition local 30
  {
      strmap *map = calloc(1, sizeof *map);
//    ^^^^^^ reference soulindex . . . `c/strmap.c`/strmap#
//            ^^^ definition local 31
//                                    ^^^ reference local 31
      if (map == NULL)
//        ^^^ reference local 31
          return NULL;
      map->opts = opts ? *opts : strmap_default_options;
//    ^^^ reference local 31
//         ^^^^ reference soulindex . . . `c/strmap.c`/strmap#opts.
//                ^^^^ reference local 30
//                        ^^^^ reference local 30
//                               ^^^^^^^^^^^^^^^^^^^^^^ reference soulindex . . . `c/strmap.c`/strmap_default_options.
      if (map->opts.hash == NULL)
//        ^^^ reference local 31
//             ^^^^ reference soulindex . . . `c/strmap.c`/strmap#opts.
//                  ^^^^ reference soulindex . . . `c/strmap.h`/strmap_options#hash.
          map->opts.hash = strmap_hash_fnv1a;
//        ^^^ reference local 31
//             ^^^^ reference soulindex . . . `c/strmap.c`/strmap#opts.
//                  ^^^^ reference soulindex . . . `c/strmap.h`/strmap_options#hash.
//                         ^^^^^^^^^^^^^^^^^ reference soulindex . . . `c/strmap.c`/strmap_hash_fnv1a().
      if (map->opts.max_load <= 0 || map->opts.max_load >= 1)
//        ^^^ reference local 31
//             ^^^^ reference soulindex . . . `c/strmap.c`/strmap#opts.
//                  ^^^^^^^^ reference soulindex . . . `c/strmap.h`/strmap_options#max_load.
//                                   ^^^ reference local 31
//                                        ^^^^ reference soulindex . . . `c/strmap.c`/strmap#opts.
//                                             ^^^^^^^^ reference soulindex . . . `c/strmap.h`/strmap_options#max_load.
          map->opts.max_load = STRMAP_MAX_LOAD;
//        ^^^ reference local 31
//             ^^^^ reference soulindex . . . `c/strmap.c`/strmap#opts.
//                  ^^^^^^^^ reference soulindex . . . `c/strmap.h`/strmap_options#max_load.
//                             ^^^^^^^^^^^^^^^ reference soulindex . . . `c/strmap.h`/STRMAP_MAX_LOAD!
      map->capacity = strmap_round_up(STRMAP_MAX(map->opts.initial_capacity, 8));
//    ^^^ reference local 31
//         ^^^^^^^^ reference soulindex . . . `c/strmap.c`/strmap#capacity.
//                    ^^^^^^^^^^^^^^^ reference soulindex . . . `c/strmap.h`/strmap_round_up().
//                                    ^^^^^^^^^^ reference soulindex . . . `c/strmap.h`/STRMAP_MAX!
//                                               ^^^ reference local 31
//                                                    ^^^^ reference soulindex . . . `c/strmap.c`/strmap#opts.
//                                                         ^^^^^^^^^^^^^^^^ reference soulindex . . . `c/strmap.h`/strmap_options#initial_capacity.
      map->entries = calloc(map->capacity, sizeof *map->entries);
//    ^^^ reference local 31
//         ^^^^^^^ reference soulindex . . . `c/strmap.c`/strmap#entries.
//                          ^^^ reference local 31
//                               ^^^^^^^^ reference soulindex . . . `c/strmap.c`/strmap#capacity.
//                                                 ^^^ reference local 31
//                                                      ^^^^^^^ reference soulindex . . . `c/strmap.c`/strmap#entries.
      if (map->entries == NULL) {
//        ^^^ reference local 31
//             ^^^^^^^ reference soulindex . . . `c/strmap.c`/strmap#entries.
          free(map);
//             ^^^ reference local 31
          return NULL;
      }
      strmap_live_count++;
//    ^^^^^^^^^^^^^^^^^ reference soulindex . . . `c/strmap.c`/strmap_live_count.
      return map;
//           ^^^ reference local 31
  }
//⌃ enclosing_range_end soulindex . . . `c/strmap.c`/strmap_new_with().
  
//⌄ enclosing_range_start soulindex . . . `c/strmap.c`/strmap_new().
  strmap *strmap_new(void)
//^^^^^^ reference soulindex . . . `c/strmap.c`/strmap#
//        ^^^^^^^^^^ definition soulindex . . . `c/strmap.c`/strmap_new().
//        kind Function
  {
      return strmap_new_with(NULL);
//           ^^^^^^^^^^^^^^^ reference soulindex . . . `c/strmap.c`/strmap_new_with().
  }
//⌃ enclosing_range_end soulindex . . . `c/strmap.c`/strmap_new().
  
//⌄ enclosing_range_start soulindex . . . `c/strmap.c`/strmap_free().
  void strmap_free(strmap *map)
//     ^^^^^^^^^^^ definition soulindex . . . `c/strmap.c`/strmap_free().
//     kind Function
//                 ^^^^^^ reference soulindex . . . `c/strmap.c`/strmap#
//                         ^^^ definition local 32
  {
      size_t i;
//           ^ definition local 33
      if (map == NULL)
//        ^^^ reference local 32
          return;
      for (i = 0; i < map->capacity; i++) {
//         ^ reference local 33
//                ^ reference local 33
//                    ^^^ reference local 32
//                         ^^^^^^^^ reference soulindex . . . `c/strmap.c`/strmap#capacity.
//                                   ^ reference local 33
          struct strmap_entry *e = &map->entries[i];
//               ^^^^^^^^^^^^ reference soulindex . . . `c/strmap.h`/strmap_entry#
//                             ^ definition local 34
//                                  ^^^ reference local 32
//                                       ^^^^^^^ reference soulindex . . . `c/strmap.c`/strmap#entries.
//                                               ^ reference local 33
          if (!IS_LIVE(e))
//             ^^^^^^^ reference soulindex . . . `c/strmap.c`/IS_LIVE!
//                     ^ reference local 34
              continue;
          free(e->key);
//             ^ reference local 34
//                ^^^ reference soulindex . . . `c/strmap.h`/strmap_entry#key.
          if (map->opts.free_value)
//            ^^^ reference local 32
//                 ^^^^ reference soulindex . . . `c/strmap.c`/strmap#opts.
//                      ^^^^^^^^^^ reference soulindex . . . `c/strmap.h`/strmap_options#free_value.
              map->opts.free_value(e->value);
//            ^^^ reference local 32
//                 ^^^^ reference soulindex . . . `c/strmap.c`/strmap#opts.
//                      ^^^^^^^^^^ reference soulindex . . . `c/strmap.h`/strmap_options#free_value.
//                                 ^ reference local 34
//                                    ^^^^^ reference soulindex . . . `c/strmap.h`/strmap_entry#value.
      }
      free(map->entries);
//         ^^^ reference local 32
//              ^^^^^^^ reference soulindex . . . `c/strmap.c`/strmap#entries.
      free(map);
//         ^^^ reference local 32
      strmap_live_count--;
//    ^^^^^^^^^^^^^^^^^ reference soulindex . . . `c/strmap.c`/strmap_live_count.
  }
//⌃ enclosing_range_end soulindex . . . `c/strmap.c`/strmap_free().
  
//⌄ enclosing_range_start soulindex . . . `c/strmap.c`/strmap_put().
  strmap_status strmap_put(strmap *map, const char *key, void *value)
//^^^^^^^^^^^^^ reference soulindex . . . `c/strmap.h`/strmap_status#
//              ^^^^^^^^^^ definition soulindex . . . `c/strmap.c`/strmap_put().
//              kind Function
//                         ^^^^^^ reference soulindex . . . `c/strmap.c`/strmap#
//                                 ^^^ definition local 35
//                                                  ^^^ definition local 36
//                                                             ^^^^^ definition local 37
  {
      size_t len;
//           ^^^ definition local 38
      uint64_t hash;
//             ^^^^ definition local 39
      enum probe_result r;
//         ^^^^^^^^^^^^ reference soulindex . . . `c/strmap.c`/probe_result#
//                      ^ definition local 40
      struct strmap_entry *e;
//           ^^^^^^^^^^^^ reference soulindex . . . `c/strmap.h`/strmap_entry#
//                         ^ definition local 41
  
      if (map == NULL || key == NULL)
//        ^^^ reference local 35
//                       ^^^ reference local 36
          return STRMAP_EINVAL;
      if ((double)(map->size + map->tombstones + 1) > map->capacity * map->opts.max_load &&
//                 ^^^ reference local 35
//                      ^^^^ reference soulindex . . . `c/strmap.c`/strmap#size.
//                             ^^^ reference local 35
//                                  ^^^^^^^^^^ reference soulindex . . . `c/strmap.c`/strmap#tombstones.
//                                                    ^^^ reference local 35
//                                                         ^^^^^^^^ reference soulindex . . . `c/strmap.c`/strmap#capacity.
//                                                                    ^^^ reference local 35
//                                                                         ^^^^ reference soulindex . . . `c/strmap.c`/strmap#opts.
//                                                                              ^^^^^^^^ reference soulindex . . . `c/strmap.h`/strmap_options#max_load.
          resize(map, map->capacity * 2) != 0)
//        ^^^^^^ reference soulindex . . . `c/strmap.c`/resize().
//               ^^^ reference local 35
//                    ^^^ reference local 35
//                         ^^^^^^^^ reference soulindex . . . `c/strmap.c`/strmap#capacity.
          return STRMAP_ENOMEM;
  
      len = strlen(key);
//    ^^^ reference local 38
//                 ^^^ reference local 36
      hash = map->opts.hash(key, len);
//    ^^^^ reference local 39
//           ^^^ reference local 35
//                ^^^^ reference soulindex . . . `c/strmap.c`/strmap#opts.
//                     ^^^^ reference soulindex . . . `c/strmap.h`/strmap_options#hash.
//                          ^^^ reference local 36
//                               ^^^ reference local 38
      e = find_slot(map, key, len, hash, &r);
//    ^ reference local 41
//        ^^^^^^^^^ reference soulindex . . . `c/strmap.c`/find_slot().
//                  ^^^ reference local 35
//                       ^^^ reference local 36
//                            ^^^ reference local 38
//                                 ^^^^ reference local 39
//                                        ^ reference local 40
      if (r == PROBE_FULL)
//        ^ reference local 40
          panic_handler("table full after resize");
//        ^^^^^^^^^^^^^ reference soulindex . . . `c/strmap.c`/panic_handler.
      if (r == PROBE_FOUND) {
//        ^ reference local 40
          if (map->opts.free_value && e->value != value)
//            ^^^ reference local 35
//                 ^^^^ reference soulindex . . . `c/strmap.c`/strmap#opts.
//                      ^^^^^^^^^^ reference soulindex . . . `c/strmap.h`/strmap_options#free_value.
//                                    ^ reference local 41
//                                       ^^^^^ reference soulindex . . . `c/strmap.h`/strmap_entry#value.
//                                                ^^^^^ reference local 37
              map->opts.free_value(e->value);
//            ^^^ reference local 35
//                 ^^^^ reference soulindex . . . `c/strmap.c`/strmap#opts.
//                      ^^^^^^^^^^ reference soulindex . . . `c/strmap.h`/strmap_options#free_value.
//                                 ^ reference local 41
//                                    ^^^^^ reference soulindex . . . `c/strmap.h`/strmap_entry#value.
          e->value = value;
//        ^ reference local 41
//           ^^^^^ reference soulindex . . . `c/strmap.h`/strmap_entry#value.
//                   ^^^^^ reference local 37
          return STRMAP_OK;
      }
      e->key = copy_key(key, len);
//    ^ reference local 41
//       ^^^ reference soulindex . . . `c/strmap.h`/strmap_entry#key.
//             ^^^^^^^^ reference soulindex . . . `c/strmap.c`/copy_key().
//                      ^^^ reference local 36
//                           ^^^ reference local 38
      if (e->key == NULL)
//        ^ reference local 41
//           ^^^ reference soulindex . . . `c/strmap.h`/strmap_entry#key.
          return STRMAP_ENOMEM;
      e->key_len = len;
//    ^ reference local 41
//       ^^^^^^^ reference soulindex . . . `c/strmap.h`/strmap_entry#key_len.
//                 ^^^ reference local 38
      e->hash = hash;
//    ^ reference local 41
//       ^^^^ reference soulindex . . . `c/strmap.h`/strmap_entry#hash.
//              ^^^^ reference local 39
      e->value = value;
//    ^ reference local 41
//       ^^^^^ reference soulindex . . . `c/strmap.h`/strmap_entry#value.
//               ^^^^^ reference local 37
      if (e->tombstone)
//        ^ reference local 41
//           ^^^^^^^^^ reference soulindex . . . `c/strmap.h`/strmap_entry#tombstone.
          map->tombstones--;
//        ^^^ reference local 35
//             ^^^^^^^^^^ reference soulindex . . . `c/strmap.c`/strmap#tombstones.
      e->occupied = 1;
//    ^ reference local 41
//       ^^^^^^^^ reference soulindex . . . `c/strmap.h`/strmap_entry#occupied.
      e->tombstone = 0;
//    ^ reference local 41
//       ^^^^^^^^^ reference soulindex . . . `c/strmap.h`/strmap_entry#tombstone.
      map->size++;
//    ^^^ reference local 35
//         ^^^^ reference soulindex . . . `c/strmap.c`/strmap#size.
      if (trace_hook)
//        ^^^^^^^^^^ reference soulindex . . . `c/strmap.c`/trace_hook.
          trace_hook("put", key);
//        ^^^^^^^^^^ reference soulindex . . . `c/strmap.c`/trace_hook.
//                          ^^^ reference local 36
      return STRMAP_OK;
  }
//⌃ enclosing_range_end soulindex . . . `c/strmap.c`/strmap_put().
  
//⌄ enclosing_range_start soulindex . . . `c/strmap.c`/strmap_get().
  void *strmap_get(const strmap *map, const char *key)
//      ^^^^^^^^^^ definition soulindex . . . `c/strmap.c`/strmap_get().
//      kind Function
//                       ^^^^^^ reference soulindex . . . `c/strmap.c`/strmap#
//                               ^^^ definition local 42
//                                                ^^^ definition local 43
  {
      enum probe_result r;
//         ^^^^^^^^^^^^ reference soulindex . . . `c/strmap.c`/probe_result#
//                      ^ definition local 44
      size_t len = strlen(key);
//           ^^^ definition local 45
//                        ^^^ reference local 43
      struct strmap_entry *e = find_slot(map, key, len, map->opts.hash(key, len), &r);
//           ^^^^^^^^^^^^ reference soulindex . . . `c/strmap.h`/strmap_entry#
//                         ^ definition local 46
//                             ^^^^^^^^^ reference soulindex . . . `c/strmap.c`/find_slot().
//                                       ^^^ reference local 42
//                                            ^^^ reference local 43
//                                                 ^^^ reference local 45
//                                                      ^^^ reference local 42
//                                                           ^^^^ reference soulindex . . . `c/strmap.c`/strmap#opts.
//                                                                ^^^^ reference soulindex . . . `c/strmap.h`/strmap_options#hash.
//                                                                     ^^^ reference local 43
//                                                                          ^^^ reference local 45
//                                                                                 ^ reference local 44
      trace.lookups++;
//    ^^^^^ reference soulindex . . . `c/strmap.c`/trace.
//          ^^^^^^^ reference soulindex . . . `c/strmap.c`/trace.lookups.
      return r == PROBE_FOUND ? e->value : NULL;
//           ^ reference local 44
//                              ^ reference local 46
//                                 ^^^^^ reference soulindex . . . `c/strmap.h`/strmap_entry#value.
  }
//⌃ enclosing_range_end soulindex . . . `c/strmap.c`/strmap_get().
  
//⌄ enclosing_range_start soulindex . . . `c/strmap.c`/strmap_remove().
  strmap_status strmap_remove(strmap *map, const char *key)
//^^^^^^^^^^^^^ reference soulindex . . . `c/strmap.h`/strmap_status#
//              ^^^^^^^^^^^^^ definition soulindex . . . `c/strmap.c`/strmap_remove().
//              kind Function
//                            ^^^^^^ reference soulindex . . . `c/strmap.c`/strmap#
//                                    ^^^ definition local 47
//                                                     ^^^ definition local 48
  {
      enum probe_result r;
//         ^^^^^^^^^^^^ reference soulindex . . . `c/strmap.c`/probe_result#
//                      ^ definition local 49
      size_t len = strlen(key);
//           ^^^ definition local 50
//                        ^^^ reference local 48
      struct strmap_entry *e = find_slot(map, key, len, map->opts.hash(key, len), &r);
//           ^^^^^^^^^^^^ reference soulindex . . . `c/strmap.h`/strmap_entry#
//                         ^ definition local 51
//                             ^^^^^^^^^ reference soulindex . . . `c/strmap.c`/find_slot().
//                                       ^^^ reference local 47
//                                            ^^^ reference local 48
//                                                 ^^^ reference local 50
//                                                      ^^^ reference local 47
//                                                           ^^^^ reference soulindex . . . `c/strmap.c`/strmap#opts.
//                                                                ^^^^ reference soulindex . . . `c/strmap.h`/strmap_options#hash.
//                                                                     ^^^ reference local 48
//                                                                          ^^^ reference local 50
//                                                                                 ^ reference local 49
      if (r != PROBE_FOUND)
//        ^ reference local 49
          return STRMAP_ENOTFOUND;
      free(e->key);
//         ^ reference local 51
//            ^^^ reference soulindex . . . `c/strmap.h`/strmap_entry#key.
      e->key = NULL;
//    ^ reference local 51
//       ^^^ reference soulindex . . . `c/strmap.h`/strmap_entry#key.
      e->tombstone = 1;
//    ^ reference local 51
//       ^^^^^^^^^ reference soulindex . . . `c/strmap.h`/strmap_entry#tombstone.
      map->size--;
//    ^^^ reference local 47
//         ^^^^ reference soulindex . . . `c/strmap.c`/strmap#size.
      map->tombstones++;
//    ^^^ reference local 47
//         ^^^^^^^^^^ reference soulindex . . . `c/strmap.c`/strmap#tombstones.
      return STRMAP_OK;
  }
//⌃ enclosing_range_end soulindex . . . `c/strmap.c`/strmap_remove().
  
//⌄ enclosing_range_start soulindex . . . `c/strmap.c`/strmap_size().
  size_t strmap_size(const strmap *map) { return map->size; }
//       ^^^^^^^^^^^ definition soulindex . . . `c/strmap.c`/strmap_size().
//       kind Function
//                         ^^^^^^ reference soulindex . . . `c/strmap.c`/strmap#
//                                 ^^^ definition local 52
//                                               ^^^ reference local 52
//                                                    ^^^^ reference soulindex . . . `c/strmap.c`/strmap#size.
//                                                          ⌃ enclosing_range_end soulindex . . . `c/strmap.c`/strmap_size().
  
//⌄ enclosing_range_start soulindex . . . `c/strmap.c`/strmap_keys().
  const char **strmap_keys(const strmap *map, size_t *count)
//             ^^^^^^^^^^^ definition soulindex . . . `c/strmap.c`/strmap_keys().
//             kind Function
//                               ^^^^^^ reference soulindex . . . `c/strmap.c`/strmap#
//                                       ^^^ definition local 53
//                                                    ^^^^^ definition local 54
  {
      const char **keys = malloc((map->size + 1) * sizeof *keys);
//                 ^^^^ definition local 55
//                                ^^^ reference local 53
//                                     ^^^^ reference soulindex . . . `c/strmap.c`/strmap#size.
//                                                         ^^^^ reference local 55
      size_t n = 0;
//           ^ definition local 56
      if (keys == NULL)
//        ^^^^ reference local 55
          return NULL;
      STRMAP_FOREACH(map, it) {
//    ^^^^^^^^^^^^^^ reference soulindex . . . `c/strmap.h`/STRMAP_FOREACH!
//                   ^^^ reference local 53
          keys[n++] = strmap_iter_key(&it);
//        ^^^^ reference local 55
//             ^ reference local 56
//                    ^^^^^^^^^^^^^^^ reference soulindex . . . `c/strmap.c`/strmap_iter_key().
      }
      keys[n] = NULL;
//    ^^^^ reference local 55
//         ^ reference local 56
      if (count)
//        ^^^^^ reference local 54
          *count = n;
//         ^^^^^ reference local 54
//                 ^ reference local 56
      return keys;
//           ^^^^ reference local 55
  }
//⌃ enclosing_range_end soulindex . . . `c/strmap.c`/strmap_keys().
  
//⌄ enclosing_range_start soulindex . . . `c/strmap.c`/strmap_begin().
  strmap_iter strmap_begin(const strmap *map)
//^^^^^^^^^^^ reference soulindex . . . `c/strmap.h`/strmap_iter#
//            ^^^^^^^^^^^^ definition soulindex . . . `c/strmap.c`/strmap_begin().
//            kind Function
//                               ^^^^^^ reference soulindex . . . `c/strmap.c`/strmap#
//                                       ^^^ definition local 57
  {
      strmap_iter it = { map, 0 };
//    ^^^^^^^^^^^ reference soulindex . . . `c/strmap.h`/strmap_iter#
//                ^^ definition local 58
//                       ^^^ reference local 57
      while (it.index < map->capacity && !IS_LIVE(&map->entries[it.index]))
//           ^^ reference local 58
//              ^^^^^ reference soulindex . . . `c/strmap.h`/strmap_iter#index.
//                      ^^^ reference local 57
//                           ^^^^^^^^ reference soulindex . . . `c/strmap.c`/strmap#capacity.
//                                        ^^^^^^^ reference soulindex . . . `c/strmap.c`/IS_LIVE!
//                                                 ^^^ reference local 57
//                                                      ^^^^^^^ reference soulindex . . . `c/strmap.c`/strmap#entries.
//                                                              ^^ reference local 58
//                                                                 ^^^^^ reference soulindex . . . `c/strmap.h`/strmap_iter#index.
          it.index++;
//        ^^ reference local 58
//           ^^^^^ reference soulindex . . . `c/strmap.h`/strmap_iter#index.
      return it;
//           ^^ reference local 58
  }
//⌃ enclosing_range_end soulindex . . . `c/strmap.c`/strmap_begin().
  
//⌄ enclosing_range_start soulindex . . . `c/strmap.c`/strmap_iter_done().
  bool strmap_iter_done(const strmap_iter *it) { return it->index >= it->map->capacity; }
//     ^^^^^^^^^^^^^^^^ definition soulindex . . . `c/strmap.c`/strmap_iter_done().
//     kind Function
//                            ^^^^^^^^^^^ reference soulindex . . . `c/strmap.h`/strmap_iter#
//                                         ^^ definition local 59
//                                                      ^^ reference local 59
//                                                          ^^^^^ reference soulindex . . . `c/strmap.h`/strmap_iter#index.
//                                                                   ^^ reference local 59
//                                                                       ^^^ reference soulindex . . . `c/strmap.h`/strmap_iter#map.
//                                                                                      ⌃ enclosing_range_end soulindex . . . `c/strmap.c`/strmap_iter_done().
  
//⌄ enclosing_range_start soulindex . . . `c/strmap.c`/strmap_iter_next().
  void strmap_iter_next(strmap_iter *it)
//     ^^^^^^^^^^^^^^^^ definition soulindex . . . `c/strmap.c`/strmap_iter_next().
//     kind Function
//                      ^^^^^^^^^^^ reference soulindex . . . `c/strmap.h`/strmap_iter#
//                                   ^^ definition local 60
  {
      do {
          it->index++;
//        ^^ reference local 60
//            ^^^^^ reference soulindex . . . `c/strmap.h`/strmap_iter#index.
      } while (!strmap_iter_done(it) && !IS_LIVE(&it->map->entries[it->index]));
//              ^^^^^^^^^^^^^^^^ reference soulindex . . . `c/strmap.c`/strmap_iter_done().
//                               ^^ reference local 60
//                                       ^^^^^^^ reference soulindex . . . `c/strmap.c`/IS_LIVE!
//                                                ^^ reference local 60
//                                                    ^^^ reference soulindex . . . `c/strmap.h`/strmap_iter#map.
//                                                                 ^^ reference local 60
//                                                                     ^^^^^ reference soulindex . . . `c/strmap.h`/strmap_iter#index.
  }
//⌃ enclosing_range_end soulindex . . . `c/strmap.c`/strmap_iter_next().
  
//⌄ enclosing_range_start soulindex . . . `c/strmap.c`/strmap_iter_key().
  const char *strmap_iter_key(const strmap_iter *it)
//            ^^^^^^^^^^^^^^^ definition soulindex . . . `c/strmap.c`/strmap_iter_key().
//            kind Function
//                                  ^^^^^^^^^^^ reference soulindex . . . `c/strmap.h`/strmap_iter#
//                                               ^^ definition local 61
  {
      return it->map->entries[it->index].key;
//           ^^ reference local 61
//               ^^^ reference soulindex . . . `c/strmap.h`/strmap_iter#map.
//                            ^^ reference local 61
//                                ^^^^^ reference soulindex . . . `c/strmap.h`/strmap_iter#index.
//                                       ^^^ reference soulindex . . . `c/strmap.h`/strmap_entry#key.
  }
//⌃ enclosing_range_end soulindex . . . `c/strmap.c`/strmap_iter_key().
  
//⌄ enclosing_range_start soulindex . . . `c/strmap.c`/strmap_get_stats().
  void strmap_get_stats(const strmap *map, struct strmap_stats *out)
//     ^^^^^^^^^^^^^^^^ definition soulindex . . . `c/strmap.c`/strmap_get_stats().
//     kind Function
//                            ^^^^^^ reference soulindex . . . `c/strmap.c`/strmap#
//                                    ^^^ definition local 62
//                                                ^^^^^^^^^^^^ reference soulindex . . . `c/strmap.h`/strmap_stats#
//                                                              ^^^ definition local 63
  {
      *out = map->stats;
//     ^^^ reference local 63
//           ^^^ reference local 62
//                ^^^^^ reference soulindex . . . `c/strmap.c`/strmap#stats.
      out->size = map->size;
//    ^^^ reference local 63
//         ^^^^ reference soulindex . . . `c/strmap.h`/strmap_stats#size.
//                ^^^ reference local 62
//                     ^^^^ reference soulindex . . . `c/strmap.c`/strmap#size.
      out->capacity = map->capacity;
//    ^^^ reference local 63
//         ^^^^^^^^ reference soulindex . . . `c/strmap.h`/strmap_stats#capacity.
//                    ^^^ reference local 62
//                         ^^^^^^^^ reference soulindex . . . `c/strmap.c`/strmap#capacity.
      out->resizes.grows = (unsigned)grow_count;
//    ^^^ reference local 63
//         ^^^^^^^ reference soulindex . . . `c/strmap.h`/strmap_stats#resizes.
//                 ^^^^^ reference soulindex . . . `c/strmap.h`/strmap_stats#resizes.grows.
//                                   ^^^^^^^^^^ reference soulindex . . . `c/strmap.c`/grow_count.
      UNUSED(shrink_count);
//    ^^^^^^ reference soulindex . . . `c/strmap.c`/UNUSED!
//           ^^^^^^^^^^^^ reference soulindex . . . `c/strmap.c`/shrink_count.
  }
//⌃ enclosing_range_end soulindex . . . `c/strmap.c`/strmap_get_stats().
  
  #ifdef STRMAP_DEBUG
//⌄ enclosing_range_start soulindex . . . `c/strmap.c`/strmap_dump().
  void strmap_dump(const strmap *map, FILE *out)
//     ^^^^^^^^^^^ definition soulindex . . . `c/strmap.c`/strmap_dump().
//     kind Function
//                       ^^^^^^ reference soulindex . . . `c/strmap.c`/strmap#
//                               ^^^ definition local 64
//                                          ^^^ definition local 65
  {
      size_t i;
//           ^ definition local 66
      for (i = 0; i < map->capacity; i++) {
//         ^ reference local 66
//                ^ reference local 66
//                    ^^^ reference local 64
//                         ^^^^^^^^ reference soulindex . . . `c/strmap.c`/strmap#capacity.
//                                   ^ reference local 66
          const struct strmap_entry *e = &map->entries[i];
//                     ^^^^^^^^^^^^ reference soulindex . . . `c/strmap.h`/strmap_entry#
//                                   ^ definition local 67
//                                        ^^^ reference local 64
//                                             ^^^^^^^ reference soulindex . . . `c/strmap.c`/strmap#entries.
//                                                     ^ reference local 66
          if (IS_LIVE(e))
//            ^^^^^^^ reference soulindex . . . `c/strmap.c`/IS_LIVE!
//                    ^ reference local 67
              fprintf(out, "%4zu %016llx %s\n", i, (unsigned long long)e->hash, e->key);
//                    ^^^ reference local 65
//                                              ^ reference local 66
//                                                                     ^ reference local 67
//                                                                        ^^^^ reference soulindex . . . `c/strmap.h`/strmap_entry#hash.
//                                                                              ^ reference local 67
//                                                                                 ^^^ reference soulindex . . . `c/strmap.h`/strmap_entry#key.
          else if (e->tombstone)
//                 ^ reference local 67
//                    ^^^^^^^^^ reference soulindex . . . `c/strmap.h`/strmap_entry#tombstone.
              fprintf(out, "%4zu <tombstone>\n", i);
//                    ^^^ reference local 65
//                                               ^ reference local 66
      }
  }
//⌃ enclosing_range_end soulindex . . . `c/strmap.c`/strmap_dump().
  #endif
  
