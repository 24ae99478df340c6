  /*
   * strmap.h - an open-addressing hash map from C strings to void pointers.
   *
   * The map owns copies of its keys; values are borrowed unless a free
   * callback is configured in strmap_options.
   */
  #ifndef STRMAP_H
//        ^^^^^^^^ reference soulindex . . . `c/strmap.h`/STRMAP_H!
//⌄ enclosing_range_start soulindex . . . `c/strmap.h`/STRMAP_H!
  #define STRMAP_H
//        ^^^^^^^^ definition soulindex . . . `c/strmap.h`/STRMAP_H!
//        kind Macro
  
//⌃ enclosing_range_end soulindex . . . `c/strmap.h`/STRMAP_H!
  #include <stddef.h>
  #include <stdint.h>
  #include <stdio.h>
  #include "compat/bool.h"
  
  #ifdef __cplusplus
  extern "C" {
  #endif
  
  /** Library version as 0xMMmmpp. */
//⌄ enclosing_range_start soulindex . . . `c/strmap.h`/STRMAP_VERSION!
  #define STRMAP_VERSION 0x010200
//        ^^^^^^^^^^^^^^ definition soulindex . . . `c/strmap.h`/STRMAP_VERSION!
//        kind Macro
//        documentation
//        > Library version as 0xMMmmpp.
  
//⌃ enclosing_range_end soulindex . . . `c/strmap.h`/STRMAP_VERSION!
  /* Initial number of buckets; always a power of two. */
//⌄ enclosing_range_start soulindex . . . `c/strmap.h`/STRMAP_INITIAL_CAPACITY!
  #define STRMAP_INITIAL_CAPACITY 16
//        ^^^^^^^^^^^^^^^^^^^^^^^ definition soulindex . . . `c/strmap.h`/STRMAP_INITIAL_CAPACITY!
//        kind Macro
//        documentation
//        > Initial number of buckets; always a power of two.
//⌄ enclosing_range_start soulindex . . . `c/strmap.h`/STRMAP_MAX_LOAD!
  #define STRMAP_MAX_LOAD 0.75
//        ^^^^^^^^^^^^^^^ definition soulindex . . . `c/strmap.h`/STRMAP_MAX_LOAD!
//        kind Macro
//⌃ enclosing_range_end soulindex . . . `c/strmap.h`/STRMAP_INITIAL_CAPACITY!
//⌄ enclosing_range_start soulindex . . . `c/strmap.h`/STRMAP_NO_DEBUG!
  #define STRMAP_NO_DEBUG
//        ^^^^^^^^^^^^^^^ definition soulindex . . . `c/strmap.h`/STRMAP_NO_DEBUG!
//        kind Macro
//⌃ enclosing_range_end soulindex . . . `c/strmap.h`/STRMAP_MAX_LOAD!
  
//⌃ enclosing_range_end soulindex . . . `c/strmap.h`/STRMAP_NO_DEBUG!
  /** Returns the larger of two values; evaluates its arguments twice. */
//⌄ enclosing_range_start soulindex . . . `c/strmap.h`/STRMAP_MAX!
  #define STRMAP_MAX(a, b) ((a) > (b) ? (a) : (b))
//        ^^^^^^^^^^ definition soulindex . . . `c/strmap.h`/STRMAP_MAX!
//        kind Macro
//        documentation
//        > Returns the larger of two values; evaluates its arguments twice.
  
//⌃ enclosing_range_end soulindex . . . `c/strmap.h`/STRMAP_MAX!
  /**
   * Iterates over every live entry of a map:
   *
   *     STRMAP_FOREACH(map, it) { use(it.index); }
   */
//⌄ enclosing_range_start soulindex . . . `c/strmap.h`/STRMAP_FOREACH!
  #define STRMAP_FOREACH(map, it)                                   \
//        ^^^^^^^^^^^^^^ definition soulindex . . . `c/strmap.h`/STRMAP_FOREACH!
//        kind Macro
//        documentation
//        > Iterates over every live entry of a map:
//        > 
//        >     STRMAP_FOREACH(map, it) { use(it.index); }
      for (strmap_iter it = strmap_begin(map); !strmap_iter_done(&it); \
           strmap_iter_next(&it))
  
//⌃ enclosing_range_end soulindex . . . `c/strmap.h`/STRMAP_FOREACH!
  /** Status codes returned by the mutating functions. */
//⌄ enclosing_range_start soulindex . . . `c/strmap.h`/strmap_status#
  typedef enum {
//    ⌄ enclosing_range_start soulindex . . . `c/strmap.h`/strmap_status#STRMAP_OK.
      STRMAP_OK = 0,        /* success */
//    ^^^^^^^^^ definition soulindex . . . `c/strmap.h`/strmap_status#STRMAP_OK.
//    kind EnumMember
//                ⌃ enclosing_range_end soulindex . . . `c/strmap.h`/strmap_status#STRMAP_OK.
//    ⌄ enclosing_range_start soulindex . . . `c/strmap.h`/strmap_status#STRMAP_ENOMEM.
      STRMAP_ENOMEM = -1,   /* allocation failed */
//    ^^^^^^^^^^^^^ definition soulindex . . . `c/strmap.h`/strmap_status#STRMAP_ENOMEM.
//    kind EnumMember
//                     ⌃ enclosing_range_end soulindex . . . `c/strmap.h`/strmap_status#STRMAP_ENOMEM.
//    ⌄ enclosing_range_start soulindex . . . `c/strmap.h`/strmap_status#STRMAP_ENOTFOUND.
      STRMAP_ENOTFOUND = -2,
//    ^^^^^^^^^^^^^^^^ definition soulindex . . . `c/strmap.h`/strmap_status#STRMAP_ENOTFOUND.
//    kind EnumMember
//                        ⌃ enclosing_range_end soulindex . . . `c/strmap.h`/strmap_status#STRMAP_ENOTFOUND.
//    ⌄ enclosing_range_start soulindex . . . `c/strmap.h`/strmap_status#STRMAP_EINVAL.
      STRMAP_EINVAL = -3,
//    ^^^^^^^^^^^^^ definition soulindex . . . `c/strmap.h`/strmap_status#STRMAP_EINVAL.
//    kind EnumMember
//                     ⌃ enclosing_range_end soulindex . . . `c/strmap.h`/strmap_status#STRMAP_EINVAL.
  } strmap_status;
//  ^^^^^^^^^^^^^ definition soulindex . . . `c/strmap.h`/strmap_status#
//  kind Enum
//  documentation
//  > Status codes returned by the mutating functions.
//               ⌃ enclosing_range_end soulindex . . . `c/strmap.h`/strmap_status#
  
  /** Hashes len bytes of key. */
//⌄ enclosing_range_start soulindex . . . `c/strmap.h`/strmap_hash_fn#
  typedef uint64_t (*strmap_hash_fn)(const char *key, size_t len);
//                   ^^^^^^^^^^^^^^ definition soulindex . . . `c/strmap.h`/strmap_hash_fn#
//                   kind TypeAlias
//                   documentation
//                   > Hashes len bytes of key.
//                                                               ⌃ enclosing_range_end soulindex . . . `c/strmap.h`/strmap_hash_fn#
  
  /** Releases a value when its entry is removed or overwritten. */
//⌄ enclosing_range_start soulindex . . . `c/strmap.h`/strmap_free_fn#
  typedef void strmap_free_fn(void *value);
//             ^^^^^^^^^^^^^^ definition soulindex . . . `c/strmap.h`/strmap_free_fn#
//             kind TypeAlias
//             documentation
//             > Releases a value when its entry is removed or overwritten.
//                                        ⌃ enclosing_range_end soulindex . . . `c/strmap.h`/strmap_free_fn#
  
//⌄ enclosing_range_start soulindex . . . `c/strmap.h`/strmap_size_t#
  typedef unsigned long strmap_size_t;
//                      ^^^^^^^^^^^^^ definition soulindex . . . `c/strmap.h`/strmap_size_t#
//                      kind TypeAlias
//                                   ⌃ enclosing_range_end soulindex . . . `c/strmap.h`/strmap_size_t#
//⌄ enclosing_range_start soulindex . . . `c/strmap.h`/strmap_small_key#
  typedef char strmap_small_key[24];
//             ^^^^^^^^^^^^^^^^ definition soulindex . . . `c/strmap.h`/strmap_small_key#
//             kind TypeAlias
//                                 ⌃ enclosing_range_end soulindex . . . `c/strmap.h`/strmap_small_key#
  
  /** One bucket of the table. */
//⌄ enclosing_range_start soulindex . . . `c/strmap.h`/strmap_entry#
  struct strmap_entry {
//       ^^^^^^^^^^^^ definition soulindex . . . `c/strmap.h`/strmap_entry#
//       kind Struct
//       documentation
//       > One bucket of the table.
      /** The key, owned by the map. */
//    ⌄ enclosing_range_start soulindex . . . `c/strmap.h`/strmap_entry#key.
      char *key;
//          ^^^ definition soulindex . . . `c/strmap.h`/strmap_entry#key.
//          kind Field
//          documentation
//          > The key, owned by the map.
//             ⌃ enclosing_range_end soulindex . . . `c/strmap.h`/strmap_entry#key.
//    ⌄ enclosing_range_start soulindex . . . `c/strmap.h`/strmap_entry#key_len.
      size_t key_len;
//           ^^^^^^^ definition soulindex . . . `c/strmap.h`/strmap_entry#key_len.
//           kind Field
//                  ⌃ enclosing_range_end soulindex . . . `c/strmap.h`/strmap_entry#key_len.
//    ⌄ enclosing_range_start soulindex . . . `c/strmap.h`/strmap_entry#hash.
      uint64_t hash;
//             ^^^^ definition soulindex . . . `c/strmap.h`/strmap_entry#hash.
//             kind Field
//                 ⌃ enclosing_range_end soulindex . . . `c/strmap.h`/strmap_entry#hash.
//    ⌄ enclosing_range_start soulindex . . . `c/strmap.h`/strmap_entry#value.
      void *value;
//          ^^^^^ definition soulindex . . . `c/strmap.h`/strmap_entry#value.
//          kind Field
//               ⌃ enclosing_range_end soulindex . . . `c/strmap.h`/strmap_entry#value.
//    ⌄ enclosing_range_start soulindex . . . `c/strmap.h`/strmap_entry#occupied.
      unsigned occupied : 1;
//             ^^^^^^^^ definition soulindex . . . `c/strmap.h`/strmap_entry#occupied.
//             kind Field
//                         ⌃ enclosing_range_end soulindex . . . `c/strmap.h`/strmap_entry#occupied.
//    ⌄ enclosing_range_start soulindex . . . `c/strmap.h`/strmap_entry#tombstone.
      unsigned tombstone : 1;
//             ^^^^^^^^^ definition soulindex . . . `c/strmap.h`/strmap_entry#tombstone.
//             kind Field
//                          ⌃ enclosing_range_end soulindex . . . `c/strmap.h`/strmap_entry#tombstone.
  };
//⌃ enclosing_range_end soulindex . . . `c/strmap.h`/strmap_entry#
  
  /** Map options; zero-initialise them to get the defaults. */
//⌄ enclosing_range_start soulindex . . . `c/strmap.h`/strmap_options#
  typedef struct strmap_options {
//               ^^^^^^^^^^^^^^ reference soulindex . . . `c/strmap.h`/strmap_options#
//    ⌄ enclosing_range_start soulindex . . . `c/strmap.h`/strmap_options#hash.
      strmap_hash_fn hash;
//    ^^^^^^^^^^^^^^ reference soulindex . . . `c/strmap.h`/strmap_hash_fn#
//                   ^^^^ definition soulindex . . . `c/strmap.h`/strmap_options#hash.
//                   kind Field
//                       ⌃ enclosing_range_end soulindex . . . `c/strmap.h`/strmap_options#hash.
      /** Called on values that leave the map, or NULL. */
//    ⌄ enclosing_range_start soulindex . . . `c/strmap.h`/strmap_options#free_value.
      strmap_free_fn *free_value;
//    ^^^^^^^^^^^^^^ reference soulindex . . . `c/strmap.h`/strmap_free_fn#
//                    ^^^^^^^^^^ definition soulindex . . . `c/strmap.h`/strmap_options#free_value.
//                    kind Field
//                    documentation
//                    > Called on values that leave the map, or NULL.
//                              ⌃ enclosing_range_end soulindex . . . `c/strmap.h`/strmap_options#free_value.
//    ⌄ enclosing_range_start soulindex . . . `c/strmap.h`/strmap_options#initial_capacity.
      size_t initial_capacity;
//           ^^^^^^^^^^^^^^^^ definition soulindex . . . `c/strmap.h`/strmap_options#initial_capacity.
//           kind Field
//                           ⌃ enclosing_range_end soulindex . . . `c/strmap.h`/strmap_options#initial_capacity.
//    ⌄ enclosing_range_start soulindex . . . `c/strmap.h`/strmap_options#max_load.
      double max_load;
//           ^^^^^^^^ definition soulindex . . . `c/strmap.h`/strmap_options#max_load.
//           kind Field
//                   ⌃ enclosing_range_end soulindex . . . `c/strmap.h`/strmap_options#max_load.
  } strmap_options;
//  ^^^^^^^^^^^^^^ definition soulindex . . . `c/strmap.h`/strmap_options#
//  kind Struct
//  documentation
//  > Map options; zero-initialise them to get the defaults.
//                ⌃ enclosing_range_end soulindex . . . `c/strmap.h`/strmap_options#
  
  /** An opaque map handle. */
//⌄ enclosing_range_start soulindex . . . `c/strmap.h`/strmap#
  typedef struct strmap strmap;
//               ^^^^^^ reference soulindex . . . `c/strmap.h`/strmap#
//                      ^^^^^^ definition soulindex . . . `c/strmap.h`/strmap#
//                      kind TypeAlias
//                      documentation
//                      > An opaque map handle.
//                            ⌃ enclosing_range_end soulindex . . . `c/strmap.h`/strmap#
  
  /** Iteration cursor returned by strmap_begin(). */
//⌄ enclosing_range_start soulindex . . . `c/strmap.h`/strmap_iter#
  typedef struct {
//    ⌄ enclosing_range_start soulindex . . . `c/strmap.h`/strmap_iter#map.
      const strmap *map;
//          ^^^^^^ reference soulindex . . . `c/strmap.h`/strmap#
//                  ^^^ definition soulindex . . . `c/strmap.h`/strmap_iter#map.
//                  kind Field
//                     ⌃ enclosing_range_end soulindex . . . `c/strmap.h`/strmap_iter#map.
//    ⌄ enclosing_range_start soulindex . . . `c/strmap.h`/strmap_iter#index.
      size_t index;
//           ^^^^^ definition soulindex . . . `c/strmap.h`/strmap_iter#index.
//           kind Field
//                ⌃ enclosing_range_end soulindex . . . `c/strmap.h`/strmap_iter#index.
  } strmap_iter;
//  ^^^^^^^^^^^ definition soulindex . . . `c/strmap.h`/strmap_iter#
//  kind Struct
//  documentation
//  > Iteration cursor returned by strmap_begin().
//             ⌃ enclosing_range_end soulindex . . . `c/strmap.h`/strmap_iter#
  
  /* A tagged value for callers that store numbers directly. */
//⌄ enclosing_range_start soulindex . . . `c/strmap.h`/strmap_value#
  union strmap_value {
//      ^^^^^^^^^^^^ definition soulindex . . . `c/strmap.h`/strmap_value#
//      kind Struct
//      documentation
//      > A tagged value for callers that store numbers directly.
//    ⌄ enclosing_range_start soulindex . . . `c/strmap.h`/strmap_value#i.
      int64_t i;
//            ^ definition soulindex . . . `c/strmap.h`/strmap_value#i.
//            kind Field
//             ⌃ enclosing_range_end soulindex . . . `c/strmap.h`/strmap_value#i.
//    ⌄ enclosing_range_start soulindex . . . `c/strmap.h`/strmap_value#d.
      double d;
//           ^ definition soulindex . . . `c/strmap.h`/strmap_value#d.
//           kind Field
//            ⌃ enclosing_range_end soulindex . . . `c/strmap.h`/strmap_value#d.
//    ⌄ enclosing_range_start soulindex . . . `c/strmap.h`/strmap_value#p.
      void *p;
//          ^ definition soulindex . . . `c/strmap.h`/strmap_value#p.
//          kind Field
//           ⌃ enclosing_range_end soulindex . . . `c/strmap.h`/strmap_value#p.
  };
//⌃ enclosing_range_end soulindex . . . `c/strmap.h`/strmap_value#
  
  /** Probe statistics, see strmap_stats(). */
//⌄ enclosing_range_start soulindex . . . `c/strmap.h`/strmap_stats#
  struct strmap_stats {
//       ^^^^^^^^^^^^ definition soulindex . . . `c/strmap.h`/strmap_stats#
//       kind Struct
//       documentation
//       > Probe statistics, see strmap_stats().
//    ⌄ enclosing_range_start soulindex . . . `c/strmap.h`/strmap_stats#size.
//    ⌄ enclosing_range_start soulindex . . . `c/strmap.h`/strmap_stats#capacity.
      size_t size, capacity;
//           ^^^^ definition soulindex . . . `c/strmap.h`/strmap_stats#size.
//           kind Field
//                 ^^^^^^^^ definition soulindex . . . `c/strmap.h`/strmap_stats#capacity.
//                 kind Field
//                         ⌃ enclosing_range_end soulindex . . . `c/strmap.h`/strmap_stats#size.
//                         ⌃ enclosing_range_end soulindex . . . `c/strmap.h`/strmap_stats#capacity.
//    ⌄ enclosing_range_start soulindex . . . `c/strmap.h`/strmap_stats#probes_total.
//    ⌄ enclosing_range_start soulindex . . . `c/strmap.h`/strmap_stats#probes_max.
      size_t probes_total, probes_max;
//           ^^^^^^^^^^^^ definition soulindex . . . `c/strmap.h`/strmap_stats#probes_total.
//           kind Field
//                         ^^^^^^^^^^ definition soulindex . . . `c/strmap.h`/strmap_stats#probes_max.
//                         kind Field
//                                   ⌃ enclosing_range_end soulindex . . . `c/strmap.h`/strmap_stats#probes_total.
//                                   ⌃ enclosing_range_end soulindex . . . `c/strmap.h`/strmap_stats#probes_max.
//    ⌄ enclosing_range_start soulindex . . . `c/strmap.h`/strmap_stats#resizes.
      struct {
//        ⌄ enclosing_range_start soulindex . . . `c/strmap.h`/strmap_stats#resizes.grows.
          unsigned grows;
//                 ^^^^^ definition soulindex . . . `c/strmap.h`/strmap_stats#resizes.grows.
//                 kind Field
//                      ⌃ enclosing_range_end soulindex . . . `c/strmap.h`/strmap_stats#resizes.grows.
//        ⌄ enclosing_range_start soulindex . . . `c/strmap.h`/strmap_stats#resizes.shrinks.
          unsigned shrinks;
//                 ^^^^^^^ definition soulindex . . . `c/strmap.h`/strmap_stats#resizes.shrinks.
//                 kind Field
//                        ⌃ enclosing_range_end soulindex . . . `c/strmap.h`/strmap_stats#resizes.shrinks.
      } resizes;
//      ^^^^^^^ definition soulindex . . . `c/strmap.h`/strmap_stats#resizes.
//      kind Field
//             ⌃ enclosing_range_end soulindex . . . `c/strmap.h`/strmap_stats#resizes.
  };
//⌃ enclosing_range_end soulindex . . . `c/strmap.h`/strmap_stats#
  
  /** Options used by strmap_new(). */
//⌄ enclosing_range_start soulindex . . . `c/strmap.h`/strmap_default_options.
  extern const strmap_options strmap_default_options;
//             ^^^^^^^^^^^^^^ reference soulindex . . . `c/strmap.h`/strmap_options#
//                            ^^^^^^^^^^^^^^^^^^^^^^ definition soulindex . . . `c/strmap.h`/strmap_default_options.
//                            kind Constant
//                            documentation
//                            > Options used by strmap_new().
//                                                  ⌃ enclosing_range_end soulindex . . . `c/strmap.h`/strmap_default_options.
  
  /** Number of maps currently alive; maintained in debug builds only. */
//⌄ enclosing_range_start soulindex . . . `c/strmap.h`/strmap_live_count.
  extern int strmap_live_count;
//           ^^^^^^^^^^^^^^^^^ definition soulindex . . . `c/strmap.h`/strmap_live_count.
//           kind Variable
//           documentation
//           > Number of maps currently alive; maintained in debug builds only.
//                            ⌃ enclosing_range_end soulindex . . . `c/strmap.h`/strmap_live_count.
  
//⌄ enclosing_range_start soulindex . . . `c/strmap.h`/strmap_status_names.
  extern const char *const strmap_status_names[];
//                         ^^^^^^^^^^^^^^^^^^^ definition soulindex . . . `c/strmap.h`/strmap_status_names.
//                         kind Constant
//                                              ⌃ enclosing_range_end soulindex . . . `c/strmap.h`/strmap_status_names.
  
  /**
   * Creates an empty map with the default options.
   * Returns NULL when out of memory.
   */
//⌄ enclosing_range_start soulindex . . . `c/strmap.h`/strmap_new().
  strmap *strmap_new(void);
//^^^^^^ reference soulindex . . . `c/strmap.h`/strmap#
//        ^^^^^^^^^^ definition soulindex . . . `c/strmap.h`/strmap_new().
//        kind Function
//        documentation
//        > Creates an empty map with the default options.
//        > Returns NULL when out of memory.
//                        ⌃ enclosing_range_end soulindex . . . `c/strmap.h`/strmap_new().
  
  /** Creates an empty map; opts may be NULL. */
//⌄ enclosing_range_start soulindex . . . `c/strmap.h`/strmap_new_with().
  strmap *strmap_new_with(const strmap_options *opts);
//^^^^^^ reference soulindex . . . `c/strmap.h`/strmap#
//        ^^^^^^^^^^^^^^^ definition soulindex . . . `c/strmap.h`/strmap_new_with().
//        kind Function
//        documentation
//        > Creates an empty map; opts may be NULL.
//                              ^^^^^^^^^^^^^^ reference soulindex . . . `c/strmap.h`/strmap_options#
//                                                   ⌃ enclosing_range_end soulindex . . . `c/strmap.h`/strmap_new_with().
  
  /** Frees the map, its keys and (with a free callback) its values. */
//⌄ enclosing_range_start soulindex . . . `c/strmap.h`/strmap_free().
  void strmap_free(strmap *map);
//     ^^^^^^^^^^^ definition soulindex . . . `c/strmap.h`/strmap_free().
//     kind Function
//     documentation
//     > Frees the map, its keys and (with a free callback) its values.
//                 ^^^^^^ reference soulindex . . . `c/strmap.h`/strmap#
//                         ^^^ definition local 0
//                             ⌃ enclosing_range_end soulindex . . . `c/strmap.h`/strmap_free().
  
  /** Inserts or replaces the value stored under key. */
//⌄ enclosing_range_start soulindex . . . `c/strmap.h`/strmap_put().
  strmap_status strmap_put(strmap *map, const char *key, void *value);
//^^^^^^^^^^^^^ reference soulindex . . . `c/strmap.h`/strmap_status#
//              ^^^^^^^^^^ definition soulindex . . . `c/strmap.h`/strmap_put().
//              kind Function
//              documentation
//              > Inserts or replaces the value stored under key.
//                         ^^^^^^ reference soulindex . . . `c/strmap.h`/strmap#
//                                 ^^^ definition local 1
//                                                  ^^^ definition local 2
//                                                             ^^^^^ definition local 3
//                                                                   ⌃ enclosing_range_end soulindex . . . `c/strmap.h`/strmap_put().
  
  /** Returns the value stored under key, or NULL. */
//⌄ enclosing_range_start soulindex . . . `c/strmap.h`/strmap_get().
  void *strmap_get(const strmap *map, const char *key);
//      ^^^^^^^^^^ definition soulindex . . . `c/strmap.h`/strmap_get().
//      kind Function
//      documentation
//      > Returns the value stored under key, or NULL.
//                       ^^^^^^ reference soulindex . . . `c/strmap.h`/strmap#
//                                                    ⌃ enclosing_range_end soulindex . . . `c/strmap.h`/strmap_get().
  
  /** Removes key; returns STRMAP_ENOTFOUND if it was absent. */
//⌄ enclosing_range_start soulindex . . . `c/strmap.h`/strmap_remove().
  strmap_status strmap_remove(strmap *map, const char *key);
//^^^^^^^^^^^^^ reference soulindex . . . `c/strmap.h`/strmap_status#
//              ^^^^^^^^^^^^^ definition soulindex . . . `c/strmap.h`/strmap_remove().
//              kind Function
//              documentation
//              > Removes key; returns STRMAP_ENOTFOUND if it was absent.
//                            ^^^^^^ reference soulindex . . . `c/strmap.h`/strmap#
//                                    ^^^ definition local 4
//                                                     ^^^ definition local 5
//                                                         ⌃ enclosing_range_end soulindex . . . `c/strmap.h`/strmap_remove().
  
//⌄ enclosing_range_start soulindex . . . `c/strmap.h`/strmap_size().
  size_t strmap_size(const strmap *map);
//       ^^^^^^^^^^^ definition soulindex . . . `c/strmap.h`/strmap_size().
//       kind Function
//                         ^^^^^^ reference soulindex . . . `c/strmap.h`/strmap#
//                                 ^^^ definition local 6
//                                     ⌃ enclosing_range_end soulindex . . . `c/strmap.h`/strmap_size().
  
  /** Returns a NULL-terminated array of the keys; free it with free(). */
//⌄ enclosing_range_start soulindex . . . `c/strmap.h`/strmap_keys().
  const char **strmap_keys(const strmap *map, size_t *count);
//             ^^^^^^^^^^^ definition soulindex . . . `c/strmap.h`/strmap_keys().
//             kind Function
//             documentation
//             > Returns a NULL-terminated array of the keys; free it with free().
//                               ^^^^^^ reference soulindex . . . `c/strmap.h`/strmap#
//                                                          ⌃ enclosing_range_end soulindex . . . `c/strmap.h`/strmap_keys().
  
  /** The default hash: 64-bit FNV-1a. */
//⌄ enclosing_range_start soulindex . . . `c/strmap.h`/strmap_hash_fnv1a().
  uint64_t strmap_hash_fnv1a(const char *key, size_t len);
//         ^^^^^^^^^^^^^^^^^ definition soulindex . . . `c/strmap.h`/strmap_hash_fnv1a().
//         kind Function
//         documentation
//         > The default hash: 64-bit FNV-1a.
//                                       ^^^ definition local 7
//                                                   ^^^ definition local 8
//                                                       ⌃ enclosing_range_end soulindex . . . `c/strmap.h`/strmap_hash_fnv1a().
  
//⌄ enclosing_range_start soulindex . . . `c/strmap.h`/strmap_begin().
  strmap_iter strmap_begin(const strmap *map);
//^^^^^^^^^^^ reference soulindex . . . `c/strmap.h`/strmap_iter#
//            ^^^^^^^^^^^^ definition soulindex . . . `c/strmap.h`/strmap_begin().
//            kind Function
//                               ^^^^^^ reference soulindex . . . `c/strmap.h`/strmap#
//                                       ^^^ definition local 9
//                                           ⌃ enclosing_range_end soulindex . . . `c/strmap.h`/strmap_begin().
//⌄ enclosing_range_start soulindex . . . `c/strmap.h`/strmap_iter_done().
  bool strmap_iter_done(const strmap_iter *it);
//     ^^^^^^^^^^^^^^^^ definition soulindex . . . `c/strmap.h`/strmap_iter_done().
//     kind Function
//                            ^^^^^^^^^^^ reference soulindex . . . `c/strmap.h`/strmap_iter#
//                                         ^^ definition local 10
//                                            ⌃ enclosing_range_end soulindex . . . `c/strmap.h`/strmap_iter_done().
//⌄ enclosing_range_start soulindex . . . `c/strmap.h`/strmap_iter_next().
  void strmap_iter_next(strmap_iter *it);
//     ^^^^^^^^^^^^^^^^ definition soulindex . . . `c/strmap.h`/strmap_iter_next().
//     kind Function
//                      ^^^^^^^^^^^ reference soulindex . . . `c/strmap.h`/strmap_iter#
//                                   ^^ definition local 11
//                                      ⌃ enclosing_range_end soulindex . . . `c/strmap.h`/strmap_iter_next().
//⌄ enclosing_range_start soulindex . . . `c/strmap.h`/strmap_iter_key().
  const char *strmap_iter_key(const strmap_iter *it);
//            ^^^^^^^^^^^^^^^ definition soulindex . . . `c/strmap.h`/strmap_iter_key().
//            kind Function
//                                  ^^^^^^^^^^^ reference soulindex . . . `c/strmap.h`/strmap_iter#
//                                                  ⌃ enclosing_range_end soulindex . . . `c/strmap.h`/strmap_iter_key().
  
  /** Fills *out with probe statistics. */
//⌄ enclosing_range_start soulindex . . . `c/strmap.h`/strmap_get_stats().
  void strmap_get_stats(const strmap *map, struct strmap_stats *out);
//     ^^^^^^^^^^^^^^^^ definition soulindex . . . `c/strmap.h`/strmap_get_stats().
//     kind Function
//     documentation
//     > Fills *out with probe statistics.
//                            ^^^^^^ reference soulindex . . . `c/strmap.h`/strmap#
//                                    ^^^ definition local 12
//                                                ^^^^^^^^^^^^ reference soulindex . . . `c/strmap.h`/strmap_stats#
//                                                              ^^^ definition local 13
//                                                                  ⌃ enclosing_range_end soulindex . . . `c/strmap.h`/strmap_get_stats().
  
  /**
   * Installs the handler called on internal errors and returns the previous
   * one (the shape of signal(2)).
   */
//⌄ enclosing_range_start soulindex . . . `c/strmap.h`/strmap_set_panic().
  void (*strmap_set_panic(void (*handler)(const char *msg)))(const char *msg);
//       ^^^^^^^^^^^^^^^^ definition soulindex . . . `c/strmap.h`/strmap_set_panic().
//       kind Function
//       documentation
//       > Installs the handler called on internal errors and returns the previous
//       > one (the shape of signal(2)).
//                                                                       ^^^ definition local 14
//                                                                           ⌃ enclosing_range_end soulindex . . . `c/strmap.h`/strmap_set_panic().
  
  #ifdef STRMAP_DEBUG
  /** Prints the table layout, for debugging. */
//⌄ enclosing_range_start soulindex . . . `c/strmap.h`/strmap_dump().
  void strmap_dump(const strmap *map, FILE *out);
//     ^^^^^^^^^^^ definition soulindex . . . `c/strmap.h`/strmap_dump().
//     kind Function
//     documentation
//     > Prints the table layout, for debugging.
//                       ^^^^^^ reference soulindex . . . `c/strmap.h`/strmap#
//                               ^^^ definition local 15
//                                          ^^^ definition local 16
//                                              ⌃ enclosing_range_end soulindex . . . `c/strmap.h`/strmap_dump().
  #else
//⌄ enclosing_range_start soulindex . . . `c/strmap.h`/strmap_dump!
  #define strmap_dump(map, out) ((void)(map), (void)(out))
//        ^^^^^^^^^^^ definition soulindex . . . `c/strmap.h`/strmap_dump!
//        kind Macro
  #endif
//⌃ enclosing_range_end soulindex . . . `c/strmap.h`/strmap_dump!
  
  /** Rounds n up to the next power of two (n > 0). */
//⌄ enclosing_range_start soulindex . . . `c/strmap.h`/strmap_round_up().
  static inline size_t strmap_round_up(size_t n)
//                     ^^^^^^^^^^^^^^^ definition soulindex . . . `c/strmap.h`/strmap_round_up().
//                     kind Function
//                     documentation
//                     > Rounds n up to the next power of two (n > 0).
//                                            ^ definition local 17
  {
      size_t p = 1;
//           ^ definition local 18
      while (p < n)
//           ^ reference local 18
//               ^ reference local 17
          p <<= 1;
//        ^ reference local 18
      return p;
//           ^ reference local 18
  }
//⌃ enclosing_range_end soulindex . . . `c/strmap.h`/strmap_round_up().
  
  #ifdef __cplusplus
  }
  #endif
  
  #endif /* STRMAP_H */
  
