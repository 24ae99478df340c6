  // Type declarations for the cache runtime and the untyped modules it uses.
  
  /// <reference types="node" />
  
  export as namespace CacheKit;
  
  /** Version of the runtime, injected by the bundler. */
//        ⌄ enclosing_range_start soulindex . . . `typescript/globals.d.ts`/__CACHE_VERSION__.
  declare const __CACHE_VERSION__: string;
//              ^^^^^^^^^^^^^^^^^ definition soulindex . . . `typescript/globals.d.ts`/__CACHE_VERSION__.
//              kind Constant
//              documentation
//              > Version of the runtime, injected by the bundler.
//                                       ⌃ enclosing_range_end soulindex . . . `typescript/globals.d.ts`/__CACHE_VERSION__.
  
//        ⌄ enclosing_range_start soulindex . . . `typescript/globals.d.ts`/debugHooks.
  declare let debugHooks: Array<(event: string) => void>;
//            ^^^^^^^^^^ definition soulindex . . . `typescript/globals.d.ts`/debugHooks.
//            kind Variable
//                               ^^^^^ definition local 0
//                                                      ⌃ enclosing_range_end soulindex . . . `typescript/globals.d.ts`/debugHooks.
  
  /** Reads an environment flag. */
//        ⌄ enclosing_range_start soulindex . . . `typescript/globals.d.ts`/envFlag().
  declare function envFlag(name: string, fallback?: boolean): boolean;
//                 ^^^^^^^ definition soulindex . . . `typescript/globals.d.ts`/envFlag().
//                 kind Function
//                 documentation
//                 > Reads an environment flag.
//                         ^^^^ definition local 1
//                                       ^^^^^^^^ definition local 2
//                                                                   ⌃ enclosing_range_end soulindex . . . `typescript/globals.d.ts`/envFlag().
  
//⌄ enclosing_range_start soulindex . . . `typescript/globals.d.ts`/global/
  declare global {
//        ^^^^^^ definition soulindex . . . `typescript/globals.d.ts`/global/
//        kind Module
    /** Set by the test harness. */
//  ⌄ enclosing_range_start soulindex . . . `typescript/globals.d.ts`/global/__CACHE_TEST__.
    var __CACHE_TEST__: boolean | undefined;
//      ^^^^^^^^^^^^^^ definition soulindex . . . `typescript/globals.d.ts`/global/__CACHE_TEST__.
//      kind Variable
//      documentation
//      > Set by the test harness.
//                                         ⌃ enclosing_range_end soulindex . . . `typescript/globals.d.ts`/global/__CACHE_TEST__.
  
//  ⌄ enclosing_range_start soulindex . . . `typescript/globals.d.ts`/global/Window#
    interface Window {
//            ^^^^^^ definition soulindex . . . `typescript/globals.d.ts`/global/Window#
//            kind Interface
//    ⌄ enclosing_range_start soulindex . . . `typescript/globals.d.ts`/global/Window#cacheKit.
      cacheKit?: {
//    ^^^^^^^^ definition soulindex . . . `typescript/globals.d.ts`/global/Window#cacheKit.
//    kind Field
//      ⌄ enclosing_range_start soulindex . . . `typescript/globals.d.ts`/global/Window#cacheKit.version.
        version: string;
//      ^^^^^^^ definition soulindex . . . `typescript/globals.d.ts`/global/Window#cacheKit.version.
//      kind Field
//                    ⌃ enclosing_range_end soulindex . . . `typescript/globals.d.ts`/global/Window#cacheKit.version.
//      ⌄ enclosing_range_start soulindex . . . `typescript/globals.d.ts`/global/Window#cacheKit.flush().
        flush(): Promise<void>;
//      ^^^^^ definition soulindex . . . `typescript/globals.d.ts`/global/Window#cacheKit.flush().
//      kind Method
//                           ⌃ enclosing_range_end soulindex . . . `typescript/globals.d.ts`/global/Window#cacheKit.flush().
      };
//    ⌃ enclosing_range_end soulindex . . . `typescript/globals.d.ts`/global/Window#cacheKit.
    }
//  ⌃ enclosing_range_end soulindex . . . `typescript/globals.d.ts`/global/Window#
  }
//⌃ enclosing_range_end soulindex . . . `typescript/globals.d.ts`/global/
  
  /** Typings for the legacy murmur hash package. */
//        ⌄ enclosing_range_start soulindex . . . `typescript/globals.d.ts`/murmurhash3js/
  declare module "murmurhash3js" {
//                ^^^^^^^^^^^^^ definition soulindex . . . `typescript/globals.d.ts`/murmurhash3js/
//                kind Module
//                documentation
//                > Typings for the legacy murmur hash package.
    /** 32-bit x86 variant. */
//         ⌄ enclosing_range_start soulindex . . . `typescript/globals.d.ts`/murmurhash3js/x86hash32().
    export function x86hash32(input: string, seed?: number): number;
//                  ^^^^^^^^^ definition soulindex . . . `typescript/globals.d.ts`/murmurhash3js/x86hash32().
//                  kind Function
//                  documentation
//                  > 32-bit x86 variant.
//                            ^^^^^ definition local 3
//                                           ^^^^ definition local 4
//                                                                 ⌃ enclosing_range_end soulindex . . . `typescript/globals.d.ts`/murmurhash3js/x86hash32().
  
//         ⌄ enclosing_range_start soulindex . . . `typescript/globals.d.ts`/murmurhash3js/HashOptions#
    export interface HashOptions {
//                   ^^^^^^^^^^^ definition soulindex . . . `typescript/globals.d.ts`/murmurhash3js/HashOptions#
//                   kind Interface
//    ⌄ enclosing_range_start soulindex . . . `typescript/globals.d.ts`/murmurhash3js/HashOptions#seed.
      seed: number;
//    ^^^^ definition soulindex . . . `typescript/globals.d.ts`/murmurhash3js/HashOptions#seed.
//    kind Field
//               ⌃ enclosing_range_end soulindex . . . `typescript/globals.d.ts`/murmurhash3js/HashOptions#seed.
//    ⌄ enclosing_range_start soulindex . . . `typescript/globals.d.ts`/murmurhash3js/HashOptions#unsigned.
      unsigned: boolean;
//    ^^^^^^^^ definition soulindex . . . `typescript/globals.d.ts`/murmurhash3js/HashOptions#unsigned.
//    kind Field
//                    ⌃ enclosing_range_end soulindex . . . `typescript/globals.d.ts`/murmurhash3js/HashOptions#unsigned.
    }
//  ⌃ enclosing_range_end soulindex . . . `typescript/globals.d.ts`/murmurhash3js/HashOptions#
  
//                 ⌄ enclosing_range_start soulindex . . . `typescript/globals.d.ts`/murmurhash3js/Murmur#
    export default class Murmur {
//                       ^^^^^^ definition soulindex . . . `typescript/globals.d.ts`/murmurhash3js/Murmur#
//                       kind Class
//    ⌄ enclosing_range_start soulindex . . . `typescript/globals.d.ts`/murmurhash3js/Murmur#constructor().
      constructor(options?: Partial<HashOptions>);
//    ^^^^^^^^^^^ definition soulindex . . . `typescript/globals.d.ts`/murmurhash3js/Murmur#constructor().
//    kind Constructor
//                ^^^^^^^ definition local 6
//                                              ⌃ enclosing_range_end soulindex . . . `typescript/globals.d.ts`/murmurhash3js/Murmur#constructor().
//    ⌄ enclosing_range_start soulindex . . . `typescript/globals.d.ts`/murmurhash3js/Murmur#hash().
      hash(input: string): number;
//    ^^^^ definition soulindex . . . `typescript/globals.d.ts`/murmurhash3js/Murmur#hash().
//    kind Method
//         ^^^^^ definition local 7
//                              ⌃ enclosing_range_end soulindex . . . `typescript/globals.d.ts`/murmurhash3js/Murmur#hash().
//    ⌄ enclosing_range_start soulindex . . . `typescript/globals.d.ts`/murmurhash3js/Murmur#VERSION.
      static readonly VERSION: string;
//                    ^^^^^^^ definition soulindex . . . `typescript/globals.d.ts`/murmurhash3js/Murmur#VERSION.
//                    kind Field
//                                  ⌃ enclosing_range_end soulindex . . . `typescript/globals.d.ts`/murmurhash3js/Murmur#VERSION.
    }
//  ⌃ enclosing_range_end soulindex . . . `typescript/globals.d.ts`/murmurhash3js/Murmur#
  }
//⌃ enclosing_range_end soulindex . . . `typescript/globals.d.ts`/murmurhash3js/
  
//        ⌄ enclosing_range_start soulindex . . . `typescript/globals.d.ts`/`*.cache.json`/
  declare module "*.cache.json" {
//                ^^^^^^^^^^^^ definition soulindex . . . `typescript/globals.d.ts`/`*.cache.json`/
//                kind Module
//  ⌄ enclosing_range_start soulindex . . . `typescript/globals.d.ts`/`*.cache.json`/value.
    const value: Record<string, unknown>;
//        ^^^^^ definition soulindex . . . `typescript/globals.d.ts`/`*.cache.json`/value.
//        kind Variable
//                                      ⌃ enclosing_range_end soulindex . . . `typescript/globals.d.ts`/`*.cache.json`/value.
    export default value;
  }
//⌃ enclosing_range_end soulindex . . . `typescript/globals.d.ts`/`*.cache.json`/
  
//        ⌄ enclosing_range_start soulindex . . . `typescript/globals.d.ts`/untyped-lib/
  declare module "untyped-lib";
//                ^^^^^^^^^^^ definition soulindex . . . `typescript/globals.d.ts`/untyped-lib/
//                kind Module
//                           ⌃ enclosing_range_end soulindex . . . `typescript/globals.d.ts`/untyped-lib/
  
  /** Runtime services injected into every cache. */
//        ⌄ enclosing_range_start soulindex . . . `typescript/globals.d.ts`/Runtime/
  declare namespace Runtime {
//                  ^^^^^^^ definition soulindex . . . `typescript/globals.d.ts`/Runtime/
//                  kind Module
//                  documentation
//                  > Runtime services injected into every cache.
//  ⌄ enclosing_range_start soulindex . . . `typescript/globals.d.ts`/Runtime/Clock#
    interface Clock {
//            ^^^^^ definition soulindex . . . `typescript/globals.d.ts`/Runtime/Clock#
//            kind Interface
//    ⌄ enclosing_range_start soulindex . . . `typescript/globals.d.ts`/Runtime/Clock#now().
      now(): number;
//    ^^^ definition soulindex . . . `typescript/globals.d.ts`/Runtime/Clock#now().
//    kind Method
//                ⌃ enclosing_range_end soulindex . . . `typescript/globals.d.ts`/Runtime/Clock#now().
    }
//  ⌃ enclosing_range_end soulindex . . . `typescript/globals.d.ts`/Runtime/Clock#
  
//  ⌄ enclosing_range_start soulindex . . . `typescript/globals.d.ts`/Runtime/Millis#
    type Millis = number;
//       ^^^^^^ definition soulindex . . . `typescript/globals.d.ts`/Runtime/Millis#
//       kind TypeAlias
//                      ⌃ enclosing_range_end soulindex . . . `typescript/globals.d.ts`/Runtime/Millis#
  
//  ⌄ enclosing_range_start soulindex . . . `typescript/globals.d.ts`/Runtime/Phase#
    const enum Phase {
//             ^^^^^ definition soulindex . . . `typescript/globals.d.ts`/Runtime/Phase#
//             kind Enum
//    ⌄ enclosing_range_start soulindex . . . `typescript/globals.d.ts`/Runtime/Phase#Boot.
      Boot,
//    ^^^^ definition soulindex . . . `typescript/globals.d.ts`/Runtime/Phase#Boot.
//    kind EnumMember
//       ⌃ enclosing_range_end soulindex . . . `typescript/globals.d.ts`/Runtime/Phase#Boot.
//    ⌄ enclosing_range_start soulindex . . . `typescript/globals.d.ts`/Runtime/Phase#Ready.
      Ready,
//    ^^^^^ definition soulindex . . . `typescript/globals.d.ts`/Runtime/Phase#Ready.
//    kind EnumMember
//        ⌃ enclosing_range_end soulindex . . . `typescript/globals.d.ts`/Runtime/Phase#Ready.
    }
//  ⌃ enclosing_range_end soulindex . . . `typescript/globals.d.ts`/Runtime/Phase#
  
//  ⌄ enclosing_range_start soulindex . . . `typescript/globals.d.ts`/Runtime/sleep().
    function sleep(ms: Millis): Promise<void>;
//           ^^^^^ definition soulindex . . . `typescript/globals.d.ts`/Runtime/sleep().
//           kind Function
//                 ^^ definition local 8
//                                           ⌃ enclosing_range_end soulindex . . . `typescript/globals.d.ts`/Runtime/sleep().
  }
//⌃ enclosing_range_end soulindex . . . `typescript/globals.d.ts`/Runtime/
  
//               ⌄ enclosing_range_start soulindex . . . `typescript/globals.d.ts`/Stopwatch#
  export declare class Stopwatch {
//                     ^^^^^^^^^ definition soulindex . . . `typescript/globals.d.ts`/Stopwatch#
//                     kind Class
//  ⌄ enclosing_range_start soulindex . . . `typescript/globals.d.ts`/Stopwatch#started.
    private started;
//          ^^^^^^^ definition soulindex . . . `typescript/globals.d.ts`/Stopwatch#started.
//          kind Field
//                ⌃ enclosing_range_end soulindex . . . `typescript/globals.d.ts`/Stopwatch#started.
//  ⌄ enclosing_range_start soulindex . . . `typescript/globals.d.ts`/Stopwatch#constructor().
    constructor(clock?: Runtime.Clock);
//  ^^^^^^^^^^^ definition soulindex . . . `typescript/globals.d.ts`/Stopwatch#constructor().
//  kind Constructor
//              ^^^^^ definition local 10
//                      ^^^^^^^ reference soulindex . . . `typescript/globals.d.ts`/Runtime/
//                              ^^^^^ reference soulindex . . . `typescript/globals.d.ts`/Runtime/Clock#
//                                   ⌃ enclosing_range_end soulindex . . . `typescript/globals.d.ts`/Stopwatch#constructor().
    /** Elapsed milliseconds since start. */
//  ⌄ enclosing_range_start soulindex . . . `typescript/globals.d.ts`/Stopwatch#elapsed().
    elapsed(): Runtime.Millis;
//  ^^^^^^^ definition soulindex . . . `typescript/globals.d.ts`/Stopwatch#elapsed().
//  kind Method
//  documentation
//  > Elapsed milliseconds since start.
//             ^^^^^^^ reference soulindex . . . `typescript/globals.d.ts`/Runtime/
//                     ^^^^^^ reference soulindex . . . `typescript/globals.d.ts`/Runtime/Millis#
//                          ⌃ enclosing_range_end soulindex . . . `typescript/globals.d.ts`/Stopwatch#elapsed().
  }
//⌃ enclosing_range_end soulindex . . . `typescript/globals.d.ts`/Stopwatch#
  
  export = Stopwatch;
//         ^^^^^^^^^ reference soulindex . . . `typescript/globals.d.ts`/Stopwatch#
  
