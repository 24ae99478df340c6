  /**
   * @packageDocumentation
   * A small typed cache library: an LRU store with time-based expiry, pluggable
   * serializers and load-through helpers.
   */
  
  import type { Clock, Logger as BaseLogger } from "./runtime";
  import { EventEmitter } from "node:events";
  import * as path from "node:path";
  import { type Stats, statSync, default as fsDefault } from "node:fs";
  import crypto from "node:crypto";
  import "reflect-metadata";
  import zlib = require("zlib");
  
  export { Clock } from "./runtime";
  export * from "./serializers";
  export * as codecs from "./codecs";
  
  /** Default number of entries kept by an {@link LruCache}. */
//       ⌄ enclosing_range_start soulindex . . . `typescript/cache.ts`/DEFAULT_CAPACITY.
  export const DEFAULT_CAPACITY = 512;
//             ^^^^^^^^^^^^^^^^ definition soulindex . . . `typescript/cache.ts`/DEFAULT_CAPACITY.
//             kind Constant
//             documentation
//             > Default number of entries kept by an {@link LruCache}.
//                                   ⌃ enclosing_range_end soulindex . . . `typescript/cache.ts`/DEFAULT_CAPACITY.
  
  /** Default time-to-live, in milliseconds. */
//       ⌄ enclosing_range_start soulindex . . . `typescript/cache.ts`/DEFAULT_TTL_MS.
  export const DEFAULT_TTL_MS: number = 60_000;
//             ^^^^^^^^^^^^^^ definition soulindex . . . `typescript/cache.ts`/DEFAULT_TTL_MS.
//             kind Constant
//             documentation
//             > Default time-to-live, in milliseconds.
//                                            ⌃ enclosing_range_end soulindex . . . `typescript/cache.ts`/DEFAULT_TTL_MS.
  
  // Reasons an entry can leave the cache.
//       ⌄ enclosing_range_start soulindex . . . `typescript/cache.ts`/EVICTION_REASONS.
  export const EVICTION_REASONS = ["expired", "capacity", "manual"] as const;
//             ^^^^^^^^^^^^^^^^ definition soulindex . . . `typescript/cache.ts`/EVICTION_REASONS.
//             kind Constant
//             documentation
//             > Reasons an entry can leave the cache.
//                                                                          ⌃ enclosing_range_end soulindex . . . `typescript/cache.ts`/EVICTION_REASONS.
  
  /** Global counter of created caches, for diagnostics. */
//⌄ enclosing_range_start soulindex . . . `typescript/cache.ts`/cacheCount.
  let cacheCount = 0;
//    ^^^^^^^^^^ definition soulindex . . . `typescript/cache.ts`/cacheCount.
//    kind Variable
//    documentation
//    > Global counter of created caches, for diagnostics.
//                  ⌃ enclosing_range_end soulindex . . . `typescript/cache.ts`/cacheCount.
  
//⌄ enclosing_range_start soulindex . . . `typescript/cache.ts`/hashCache.
  const hashCache = new Map<string, string>();
//      ^^^^^^^^^ definition soulindex . . . `typescript/cache.ts`/hashCache.
//      kind Variable
//                                           ⌃ enclosing_range_end soulindex . . . `typescript/cache.ts`/hashCache.
  
  /** Where cached values live once evicted from memory. */
//       ⌄ enclosing_range_start soulindex . . . `typescript/cache.ts`/Tier#
  export enum Tier {
//            ^^^^ definition soulindex . . . `typescript/cache.ts`/Tier#
//            kind Enum
//            documentation
//            > Where cached values live once evicted from memory.
    /** In the process heap. */
//  ⌄ enclosing_range_start soulindex . . . `typescript/cache.ts`/Tier#Memory.
    Memory,
//  ^^^^^^ definition soulindex . . . `typescript/cache.ts`/Tier#Memory.
//  kind EnumMember
//  documentation
//  > In the process heap.
//       ⌃ enclosing_range_end soulindex . . . `typescript/cache.ts`/Tier#Memory.
//  ⌄ enclosing_range_start soulindex . . . `typescript/cache.ts`/Tier#Disk.
    Disk = 2,
//  ^^^^ definition soulindex . . . `typescript/cache.ts`/Tier#Disk.
//  kind EnumMember
//         ⌃ enclosing_range_end soulindex . . . `typescript/cache.ts`/Tier#Disk.
//  ⌄ enclosing_range_start soulindex . . . `typescript/cache.ts`/Tier#Remote.
    Remote = "remote",
//  ^^^^^^ definition soulindex . . . `typescript/cache.ts`/Tier#Remote.
//  kind EnumMember
//                  ⌃ enclosing_range_end soulindex . . . `typescript/cache.ts`/Tier#Remote.
  }
//⌃ enclosing_range_end soulindex . . . `typescript/cache.ts`/Tier#
  
  /** Log levels understood by {@link CacheLogger}. */
//       ⌄ enclosing_range_start soulindex . . . `typescript/cache.ts`/Level#
  export const enum Level {
//                  ^^^^^ definition soulindex . . . `typescript/cache.ts`/Level#
//                  kind Enum
//                  documentation
//                  > Log levels understood by {@link CacheLogger}.
//  ⌄ enclosing_range_start soulindex . . . `typescript/cache.ts`/Level#Debug.
    Debug = 10,
//  ^^^^^ definition soulindex . . . `typescript/cache.ts`/Level#Debug.
//  kind EnumMember
//           ⌃ enclosing_range_end soulindex . . . `typescript/cache.ts`/Level#Debug.
//  ⌄ enclosing_range_start soulindex . . . `typescript/cache.ts`/Level#Info.
    Info = 20,
//  ^^^^ definition soulindex . . . `typescript/cache.ts`/Level#Info.
//  kind EnumMember
//          ⌃ enclosing_range_end soulindex . . . `typescript/cache.ts`/Level#Info.
//  ⌄ enclosing_range_start soulindex . . . `typescript/cache.ts`/Level#Error.
    Error = 40,
//  ^^^^^ definition soulindex . . . `typescript/cache.ts`/Level#Error.
//  kind EnumMember
//           ⌃ enclosing_range_end soulindex . . . `typescript/cache.ts`/Level#Error.
  }
//⌃ enclosing_range_end soulindex . . . `typescript/cache.ts`/Level#
  
  /** A cached value with its bookkeeping. */
//       ⌄ enclosing_range_start soulindex . . . `typescript/cache.ts`/Entry#
  export interface Entry<V> {
//                 ^^^^^ definition soulindex . . . `typescript/cache.ts`/Entry#
//                 kind Interface
//                 documentation
//                 > A cached value with its bookkeeping.
//                       ^ definition local 0
//  ⌄ enclosing_range_start soulindex . . . `typescript/cache.ts`/Entry#key.
    readonly key: string;
//           ^^^ definition soulindex . . . `typescript/cache.ts`/Entry#key.
//           kind Field
//                     ⌃ enclosing_range_end soulindex . . . `typescript/cache.ts`/Entry#key.
//  ⌄ enclosing_range_start soulindex . . . `typescript/cache.ts`/Entry#value.
    value: V;
//  ^^^^^ definition soulindex . . . `typescript/cache.ts`/Entry#value.
//  kind Field
//         ^ reference local 0
//         ⌃ enclosing_range_end soulindex . . . `typescript/cache.ts`/Entry#value.
    /** Absolute expiry time in epoch milliseconds. */
//  ⌄ enclosing_range_start soulindex . . . `typescript/cache.ts`/Entry#expiresAt.
    expiresAt: number;
//  ^^^^^^^^^ definition soulindex . . . `typescript/cache.ts`/Entry#expiresAt.
//  kind Field
//  documentation
//  > Absolute expiry time in epoch milliseconds.
//                  ⌃ enclosing_range_end soulindex . . . `typescript/cache.ts`/Entry#expiresAt.
//  ⌄ enclosing_range_start soulindex . . . `typescript/cache.ts`/Entry#hits.
    hits?: number;
//  ^^^^ definition soulindex . . . `typescript/cache.ts`/Entry#hits.
//  kind Field
//              ⌃ enclosing_range_end soulindex . . . `typescript/cache.ts`/Entry#hits.
//  ⌄ enclosing_range_start soulindex . . . `typescript/cache.ts`/Entry#touch().
    touch(now: number): void;
//  ^^^^^ definition soulindex . . . `typescript/cache.ts`/Entry#touch().
//  kind Method
//        ^^^ definition local 1
//                         ⌃ enclosing_range_end soulindex . . . `typescript/cache.ts`/Entry#touch().
  }
//⌃ enclosing_range_end soulindex . . . `typescript/cache.ts`/Entry#
  
  /** Turns values into bytes and back. */
//       ⌄ enclosing_range_start soulindex . . . `typescript/cache.ts`/Serializer#
  export interface Serializer<V> extends Named {
//                 ^^^^^^^^^^ definition soulindex . . . `typescript/cache.ts`/Serializer#
//                 kind Interface
//                 documentation
//                 > Turns values into bytes and back.
//                            ^ definition local 2
//                                       ^^^^^ reference soulindex . . . `typescript/cache.ts`/Named#
//  ⌄ enclosing_range_start soulindex . . . `typescript/cache.ts`/Serializer#encode().
    encode(value: V): Uint8Array;
//  ^^^^^^ definition soulindex . . . `typescript/cache.ts`/Serializer#encode().
//  kind Method
//         ^^^^^ definition local 3
//                ^ reference local 2
//                             ⌃ enclosing_range_end soulindex . . . `typescript/cache.ts`/Serializer#encode().
//  ⌄ enclosing_range_start soulindex . . . `typescript/cache.ts`/Serializer#decode().
    decode(bytes: Uint8Array): V;
//  ^^^^^^ definition soulindex . . . `typescript/cache.ts`/Serializer#decode().
//  kind Method
//         ^^^^^ definition local 4
//                             ^ reference local 2
//                             ⌃ enclosing_range_end soulindex . . . `typescript/cache.ts`/Serializer#decode().
//  ⌄ enclosing_range_start soulindex . . . `typescript/cache.ts`/Serializer#contentType.
    readonly contentType: string;
//           ^^^^^^^^^^^ definition soulindex . . . `typescript/cache.ts`/Serializer#contentType.
//           kind Field
//                             ⌃ enclosing_range_end soulindex . . . `typescript/cache.ts`/Serializer#contentType.
  }
//⌃ enclosing_range_end soulindex . . . `typescript/cache.ts`/Serializer#
  
//⌄ enclosing_range_start soulindex . . . `typescript/cache.ts`/Named#
  interface Named {
//          ^^^^^ definition soulindex . . . `typescript/cache.ts`/Named#
//          kind Interface
//  ⌄ enclosing_range_start soulindex . . . `typescript/cache.ts`/Named#name.
    name: string;
//  ^^^^ definition soulindex . . . `typescript/cache.ts`/Named#name.
//  kind Field
//             ⌃ enclosing_range_end soulindex . . . `typescript/cache.ts`/Named#name.
  }
//⌃ enclosing_range_end soulindex . . . `typescript/cache.ts`/Named#
  
  /** Options accepted by every cache. */
//       ⌄ enclosing_range_start soulindex . . . `typescript/cache.ts`/CacheOptions#
  export type CacheOptions = {
//            ^^^^^^^^^^^^ definition soulindex . . . `typescript/cache.ts`/CacheOptions#
//            kind TypeAlias
//            documentation
//            > Options accepted by every cache.
//  ⌄ enclosing_range_start soulindex . . . `typescript/cache.ts`/CacheOptions#capacity.
    capacity?: number;
//  ^^^^^^^^ definition soulindex . . . `typescript/cache.ts`/CacheOptions#capacity.
//  kind Field
//                  ⌃ enclosing_range_end soulindex . . . `typescript/cache.ts`/CacheOptions#capacity.
//  ⌄ enclosing_range_start soulindex . . . `typescript/cache.ts`/CacheOptions#ttlMs.
    ttlMs?: number;
//  ^^^^^ definition soulindex . . . `typescript/cache.ts`/CacheOptions#ttlMs.
//  kind Field
//               ⌃ enclosing_range_end soulindex . . . `typescript/cache.ts`/CacheOptions#ttlMs.
    /** Called after an entry is evicted. */
//  ⌄ enclosing_range_start soulindex . . . `typescript/cache.ts`/CacheOptions#onEvict.
    onEvict?: (key: string, reason: EvictionReason) => void;
//  ^^^^^^^ definition soulindex . . . `typescript/cache.ts`/CacheOptions#onEvict.
//  kind Field
//  documentation
//  > Called after an entry is evicted.
//             ^^^ definition local 5
//                          ^^^^^^ definition local 6
//                                  ^^^^^^^^^^^^^^ reference soulindex . . . `typescript/cache.ts`/EvictionReason#
//                                                        ⌃ enclosing_range_end soulindex . . . `typescript/cache.ts`/CacheOptions#onEvict.
//  ⌄ enclosing_range_start soulindex . . . `typescript/cache.ts`/CacheOptions#clock.
    clock?: Clock;
//  ^^^^^ definition soulindex . . . `typescript/cache.ts`/CacheOptions#clock.
//  kind Field
//              ⌃ enclosing_range_end soulindex . . . `typescript/cache.ts`/CacheOptions#clock.
  };
// ⌃ enclosing_range_end soulindex . . . `typescript/cache.ts`/CacheOptions#
  
//       ⌄ enclosing_range_start soulindex . . . `typescript/cache.ts`/EvictionReason#
  export type EvictionReason = (typeof EVICTION_REASONS)[number];
//            ^^^^^^^^^^^^^^ definition soulindex . . . `typescript/cache.ts`/EvictionReason#
//            kind TypeAlias
//                                     ^^^^^^^^^^^^^^^^ reference soulindex . . . `typescript/cache.ts`/EVICTION_REASONS.
//                                                              ⌃ enclosing_range_end soulindex . . . `typescript/cache.ts`/EvictionReason#
  
  /** Loads a value on a miss. */
//       ⌄ enclosing_range_start soulindex . . . `typescript/cache.ts`/Loader#
  export type Loader<K, V> = (key: K, signal?: AbortSignal) => Promise<V>;
//            ^^^^^^ definition soulindex . . . `typescript/cache.ts`/Loader#
//            kind TypeAlias
//            documentation
//            > Loads a value on a miss.
//                   ^ definition local 7
//                      ^ definition local 8
//                            ^^^ definition local 9
//                                 ^ reference local 7
//                                    ^^^^^^ definition local 10
//                                                                     ^ reference local 8
//                                                                       ⌃ enclosing_range_end soulindex . . . `typescript/cache.ts`/Loader#
  
//⌄ enclosing_range_start soulindex . . . `typescript/cache.ts`/Listener#
  type Listener<V> = (entry: Entry<V>) => void;
//     ^^^^^^^^ definition soulindex . . . `typescript/cache.ts`/Listener#
//     kind TypeAlias
//              ^ definition local 11
//                    ^^^^^ definition local 12
//                           ^^^^^ reference soulindex . . . `typescript/cache.ts`/Entry#
//                                 ^ reference local 11
//                                            ⌃ enclosing_range_end soulindex . . . `typescript/cache.ts`/Listener#
  
  /** Raised when a loader fails; keeps the key and the cause. */
//       ⌄ enclosing_range_start soulindex . . . `typescript/cache.ts`/CacheError#
  export class CacheError extends Error {
//             ^^^^^^^^^^ definition soulindex . . . `typescript/cache.ts`/CacheError#
//             kind Class
//             documentation
//             > Raised when a loader fails; keeps the key and the cause.
//  ⌄ enclosing_range_start soulindex . . . `typescript/cache.ts`/CacheError#name.
    override readonly name = "CacheError";
//                    ^^^^ definition soulindex . . . `typescript/cache.ts`/CacheError#name.
//                    kind Field
//                                      ⌃ enclosing_range_end soulindex . . . `typescript/cache.ts`/CacheError#name.
  
//  ⌄ enclosing_range_start soulindex . . . `typescript/cache.ts`/CacheError#constructor().
    constructor(
//  ^^^^^^^^^^^ definition soulindex . . . `typescript/cache.ts`/CacheError#constructor().
//  kind Constructor
      public readonly key: string,
//                    ^^^ definition local 15
      message: string,
//    ^^^^^^^ definition local 16
      readonly cause?: unknown,
//             ^^^^^ definition local 17
    ) {
      super(`${key}: ${message}`);
//             ^^^ reference local 15
//                     ^^^^^^^ reference local 16
    }
//  ⌃ enclosing_range_end soulindex . . . `typescript/cache.ts`/CacheError#constructor().
  
    /** Wraps any thrown value into a CacheError. */
//  ⌄ enclosing_range_start soulindex . . . `typescript/cache.ts`/CacheError#from().
    static from(key: string, err: unknown): CacheError {
//         ^^^^ definition soulindex . . . `typescript/cache.ts`/CacheError#from().
//         kind Method
//         documentation
//         > Wraps any thrown value into a CacheError.
//              ^^^ definition local 18
//                           ^^^ definition local 19
//                                          ^^^^^^^^^^ reference soulindex . . . `typescript/cache.ts`/CacheError#
      if (err instanceof CacheError) {
//        ^^^ reference local 19
//                       ^^^^^^^^^^ reference soulindex . . . `typescript/cache.ts`/CacheError#
        return err;
//             ^^^ reference local 19
      }
      const message = err instanceof Error ? err.message : String(err);
//          ^^^^^^^ definition local 20
//                    ^^^ reference local 19
//                                           ^^^ reference local 19
//                                                                ^^^ reference local 19
      return new CacheError(key, message, err);
//               ^^^^^^^^^^ reference soulindex . . . `typescript/cache.ts`/CacheError#
//                          ^^^ reference local 18
//                               ^^^^^^^ reference local 20
//                                        ^^^ reference local 19
    }
//  ⌃ enclosing_range_end soulindex . . . `typescript/cache.ts`/CacheError#from().
  }
//⌃ enclosing_range_end soulindex . . . `typescript/cache.ts`/CacheError#
  
  /**
   * Base of every cache: counts hits and misses and notifies listeners.
   * Subclasses decide where entries live.
   */
//       ⌄ enclosing_range_start soulindex . . . `typescript/cache.ts`/BaseCache#
  export abstract class BaseCache<V> extends EventEmitter implements Iterable<[string, V]> {
//                      ^^^^^^^^^ definition soulindex . . . `typescript/cache.ts`/BaseCache#
//                      kind Class
//                      documentation
//                      > Base of every cache: counts hits and misses and notifies listeners.
//                      > Subclasses decide where entries live.
//                                ^ definition local 21
//                                                                                     ^ reference local 21
//  ⌄ enclosing_range_start soulindex . . . `typescript/cache.ts`/BaseCache#hits.
    protected hits = 0;
//            ^^^^ definition soulindex . . . `typescript/cache.ts`/BaseCache#hits.
//            kind Field
//                   ⌃ enclosing_range_end soulindex . . . `typescript/cache.ts`/BaseCache#hits.
//  ⌄ enclosing_range_start soulindex . . . `typescript/cache.ts`/BaseCache#misses.
    protected misses = 0;
//            ^^^^^^ definition soulindex . . . `typescript/cache.ts`/BaseCache#misses.
//            kind Field
//                     ⌃ enclosing_range_end soulindex . . . `typescript/cache.ts`/BaseCache#misses.
//  ⌄ enclosing_range_start soulindex . . . `typescript/cache.ts`/BaseCache#`#listeners`.
    #listeners: Listener<V>[] = [];
//  ^^^^^^^^^^ definition soulindex . . . `typescript/cache.ts`/BaseCache#`#listeners`.
//  kind Field
//              ^^^^^^^^ reference soulindex . . . `typescript/cache.ts`/Listener#
//                       ^ reference local 21
//                               ⌃ enclosing_range_end soulindex . . . `typescript/cache.ts`/BaseCache#`#listeners`.
//  ⌄ enclosing_range_start soulindex . . . `typescript/cache.ts`/BaseCache#instances.
    static instances = 0;
//         ^^^^^^^^^ definition soulindex . . . `typescript/cache.ts`/BaseCache#instances.
//         kind Field
//                     ⌃ enclosing_range_end soulindex . . . `typescript/cache.ts`/BaseCache#instances.
  
//  ⌄ enclosing_range_start soulindex . . . `typescript/cache.ts`/BaseCache#constructor().
    protected constructor(protected readonly options: Required<CacheOptions>) {
//            ^^^^^^^^^^^ definition soulindex . . . `typescript/cache.ts`/BaseCache#constructor().
//            kind Constructor
//                                           ^^^^^^^ definition local 24
//                                                             ^^^^^^^^^^^^ reference soulindex . . . `typescript/cache.ts`/CacheOptions#
      super();
      BaseCache.instances++;
//    ^^^^^^^^^ reference soulindex . . . `typescript/cache.ts`/BaseCache#
//              ^^^^^^^^^ reference soulindex . . . `typescript/cache.ts`/BaseCache#instances.
      cacheCount++;
//    ^^^^^^^^^^ reference soulindex . . . `typescript/cache.ts`/cacheCount.
    }
//  ⌃ enclosing_range_end soulindex . . . `typescript/cache.ts`/BaseCache#constructor().
  
    /** Returns the value for key, or undefined. */
//  ⌄ enclosing_range_start soulindex . . . `typescript/cache.ts`/BaseCache#get().
    abstract get(key: string): V | undefined;
//           ^^^ definition soulindex . . . `typescript/cache.ts`/BaseCache#get().
//           kind Method
//           documentation
//           > Returns the value for key, or undefined.
//               ^^^ definition local 25
//                             ^ reference local 21
//                                         ⌃ enclosing_range_end soulindex . . . `typescript/cache.ts`/BaseCache#get().
//  ⌄ enclosing_range_start soulindex . . . `typescript/cache.ts`/BaseCache#set().
    abstract set(key: string, value: V, ttlMs?: number): this;
//           ^^^ definition soulindex . . . `typescript/cache.ts`/BaseCache#set().
//           kind Method
//               ^^^ definition local 26
//                            ^^^^^ definition local 27
//                                   ^ reference local 21
//                                      ^^^^^ definition local 28
//                                                          ⌃ enclosing_range_end soulindex . . . `typescript/cache.ts`/BaseCache#set().
//  ⌄ enclosing_range_start soulindex . . . `typescript/cache.ts`/BaseCache#evict().
    protected abstract evict(key: string, reason: EvictionReason): boolean;
//                     ^^^^^ definition soulindex . . . `typescript/cache.ts`/BaseCache#evict().
//                     kind Method
//                           ^^^ definition local 29
//                                        ^^^^^^ definition local 30
//                                                ^^^^^^^^^^^^^^ reference soulindex . . . `typescript/cache.ts`/EvictionReason#
//                                                                       ⌃ enclosing_range_end soulindex . . . `typescript/cache.ts`/BaseCache#evict().
  
    /** Ratio of hits over lookups, between 0 and 1. */
//  ⌄ enclosing_range_start soulindex . . . `typescript/cache.ts`/BaseCache#hitRate().
    get hitRate(): number {
//      ^^^^^^^ definition soulindex . . . `typescript/cache.ts`/BaseCache#hitRate().
//      kind Method
//      documentation
//      > Ratio of hits over lookups, between 0 and 1.
      const total = this.hits + this.misses;
//          ^^^^^ definition local 31
//                       ^^^^ reference soulindex . . . `typescript/cache.ts`/BaseCache#hits.
//                                   ^^^^^^ reference soulindex . . . `typescript/cache.ts`/BaseCache#misses.
      return total === 0 ? 0 : this.hits / total;
//           ^^^^^ reference local 31
//                                  ^^^^ reference soulindex . . . `typescript/cache.ts`/BaseCache#hits.
//                                         ^^^^^ reference local 31
    }
//  ⌃ enclosing_range_end soulindex . . . `typescript/cache.ts`/BaseCache#hitRate().
  
//  ⌄ enclosing_range_start soulindex . . . `typescript/cache.ts`/BaseCache#maxEntries().
    set maxEntries(n: number) {
//      ^^^^^^^^^^ definition soulindex . . . `typescript/cache.ts`/BaseCache#maxEntries().
//      kind Method
//                 ^ definition local 32
      this.options.capacity = Math.max(1, n);
//                                        ^ reference local 32
    }
//  ⌃ enclosing_range_end soulindex . . . `typescript/cache.ts`/BaseCache#maxEntries().
  
//  ⌄ enclosing_range_start soulindex . . . `typescript/cache.ts`/BaseCache#subscribe().
    subscribe(listener: Listener<V>): () => void {
//  ^^^^^^^^^ definition soulindex . . . `typescript/cache.ts`/BaseCache#subscribe().
//  kind Method
//            ^^^^^^^^ definition local 33
//                      ^^^^^^^^ reference soulindex . . . `typescript/cache.ts`/Listener#
//                               ^ reference local 21
      this.#listeners.push(listener);
//         ^^^^^^^^^^ reference soulindex . . . `typescript/cache.ts`/BaseCache#`#listeners`.
//                         ^^^^^^^^ reference local 33
      return () => {
        this.#listeners = this.#listeners.filter((l) => l !== listener);
//           ^^^^^^^^^^ reference soulindex . . . `typescript/cache.ts`/BaseCache#`#listeners`.
//                             ^^^^^^^^^^ reference soulindex . . . `typescript/cache.ts`/BaseCache#`#listeners`.
//                                                ^ definition local 34
//                                                      ^ reference local 34
//                                                            ^^^^^^^^ reference local 33
      };
    }
//  ⌃ enclosing_range_end soulindex . . . `typescript/cache.ts`/BaseCache#subscribe().
  
//  ⌄ enclosing_range_start soulindex . . . `typescript/cache.ts`/BaseCache#notify().
    protected notify(entry: Entry<V>): void {
//            ^^^^^^ definition soulindex . . . `typescript/cache.ts`/BaseCache#notify().
//            kind Method
//                   ^^^^^ definition local 35
//                          ^^^^^ reference soulindex . . . `typescript/cache.ts`/Entry#
//                                ^ reference local 21
      for (const listener of this.#listeners) {
//               ^^^^^^^^ definition local 36
//                                ^^^^^^^^^^ reference soulindex . . . `typescript/cache.ts`/BaseCache#`#listeners`.
        listener(entry);
//      ^^^^^^^^ reference local 36
//               ^^^^^ reference local 35
      }
    }
//  ⌃ enclosing_range_end soulindex . . . `typescript/cache.ts`/BaseCache#notify().
  
//  ⌄ enclosing_range_start soulindex . . . `typescript/cache.ts`/BaseCache#`[Symbol.iterator]`().
    abstract [Symbol.iterator](): Iterator<[string, V]>;
//           ^^^^^^^^^^^^^^^^^ definition soulindex . . . `typescript/cache.ts`/BaseCache#`[Symbol.iterator]`().
//           kind Method
//                                                  ^ reference local 21
//                                                    ⌃ enclosing_range_end soulindex . . . `typescript/cache.ts`/BaseCache#`[Symbol.iterator]`().
  }
//⌃ enclosing_range_end soulindex . . . `typescript/cache.ts`/BaseCache#
  
  /** A least-recently-used cache with per-entry expiry. */
//       ⌄ enclosing_range_start soulindex . . . `typescript/cache.ts`/LruCache#
  export class LruCache<V> extends BaseCache<V> {
//             ^^^^^^^^ definition soulindex . . . `typescript/cache.ts`/LruCache#
//             kind Class
//             documentation
//             > A least-recently-used cache with per-entry expiry.
//             relationship soulindex . . . `typescript/cache.ts`/BaseCache# implementation
//                      ^ definition local 37
//                                 ^^^^^^^^^ reference soulindex . . . `typescript/cache.ts`/BaseCache#
//                                           ^ reference local 37
//  ⌄ enclosing_range_start soulindex . . . `typescript/cache.ts`/LruCache#entries.
    private readonly entries = new Map<string, Entry<V>>();
//                   ^^^^^^^ definition soulindex . . . `typescript/cache.ts`/LruCache#entries.
//                   kind Field
//                                             ^^^^^ reference soulindex . . . `typescript/cache.ts`/Entry#
//                                                   ^ reference local 37
//                                                       ⌃ enclosing_range_end soulindex . . . `typescript/cache.ts`/LruCache#entries.
  
//  ⌄ enclosing_range_start soulindex . . . `typescript/cache.ts`/LruCache#constructor().
    constructor(options: CacheOptions = {}) {
//  ^^^^^^^^^^^ definition soulindex . . . `typescript/cache.ts`/LruCache#constructor().
//  kind Constructor
//              ^^^^^^^ definition local 40
//                       ^^^^^^^^^^^^ reference soulindex . . . `typescript/cache.ts`/CacheOptions#
      super({
        capacity: options.capacity ?? DEFAULT_CAPACITY,
//                ^^^^^^^ reference local 40
//                        ^^^^^^^^ reference soulindex . . . `typescript/cache.ts`/CacheOptions#capacity.
//                                    ^^^^^^^^^^^^^^^^ reference soulindex . . . `typescript/cache.ts`/DEFAULT_CAPACITY.
        ttlMs: options.ttlMs ?? DEFAULT_TTL_MS,
//             ^^^^^^^ reference local 40
//                     ^^^^^ reference soulindex . . . `typescript/cache.ts`/CacheOptions#ttlMs.
//                              ^^^^^^^^^^^^^^ reference soulindex . . . `typescript/cache.ts`/DEFAULT_TTL_MS.
        onEvict: options.onEvict ?? (() => {}),
//               ^^^^^^^ reference local 40
//                       ^^^^^^^ reference soulindex . . . `typescript/cache.ts`/CacheOptions#onEvict.
        clock: options.clock ?? { now: () => Date.now() },
//             ^^^^^^^ reference local 40
//                     ^^^^^ reference soulindex . . . `typescript/cache.ts`/CacheOptions#clock.
      });
    }
//  ⌃ enclosing_range_end soulindex . . . `typescript/cache.ts`/LruCache#constructor().
  
//  ⌄ enclosing_range_start soulindex . . . `typescript/cache.ts`/LruCache#size().
    get size(): number {
//      ^^^^ definition soulindex . . . `typescript/cache.ts`/LruCache#size().
//      kind Method
      return this.entries.size;
//                ^^^^^^^ reference soulindex . . . `typescript/cache.ts`/LruCache#entries.
    }
//  ⌃ enclosing_range_end soulindex . . . `typescript/cache.ts`/LruCache#size().
  
//  ⌄ enclosing_range_start soulindex . . . `typescript/cache.ts`/LruCache#get().
    get(key: string): V | undefined {
//  ^^^ definition soulindex . . . `typescript/cache.ts`/LruCache#get().
//  kind Method
//  relationship soulindex . . . `typescript/cache.ts`/BaseCache#get(). implementation reference
//      ^^^ definition local 41
//                    ^ reference local 37
      const entry = this.entries.get(key);
//          ^^^^^ definition local 42
//                       ^^^^^^^ reference soulindex . . . `typescript/cache.ts`/LruCache#entries.
//                                   ^^^ reference local 41
      const now = this.options.clock.now();
//          ^^^ definition local 43
      if (!entry) {
//         ^^^^^ reference local 42
        this.misses++;
//           ^^^^^^ reference soulindex . . . `typescript/cache.ts`/BaseCache#misses.
        return undefined;
      }
      if (entry.expiresAt <= now) {
//        ^^^^^ reference local 42
//                           ^^^ reference local 43
        this.evict(key, "expired");
//           ^^^^^ reference soulindex . . . `typescript/cache.ts`/LruCache#evict().
//                 ^^^ reference local 41
        this.misses++;
//           ^^^^^^ reference soulindex . . . `typescript/cache.ts`/BaseCache#misses.
        return undefined;
      }
      // Re-insert to mark as most recently used.
      this.entries.delete(key);
//         ^^^^^^^ reference soulindex . . . `typescript/cache.ts`/LruCache#entries.
//                        ^^^ reference local 41
      this.entries.set(key, entry);
//         ^^^^^^^ reference soulindex . . . `typescript/cache.ts`/LruCache#entries.
//                     ^^^ reference local 41
//                          ^^^^^ reference local 42
      entry.touch(now);
//    ^^^^^ reference local 42
//                ^^^ reference local 43
      this.hits++;
//         ^^^^ reference soulindex . . . `typescript/cache.ts`/BaseCache#hits.
      return entry.value;
//           ^^^^^ reference local 42
    }
//  ⌃ enclosing_range_end soulindex . . . `typescript/cache.ts`/LruCache#get().
  
//  ⌄ enclosing_range_start soulindex . . . `typescript/cache.ts`/LruCache#set().
    set(key: string, value: V, ttlMs = this.options.ttlMs): this {
//  ^^^ definition soulindex . . . `typescript/cache.ts`/LruCache#set().
//  kind Method
//  relationship soulindex . . . `typescript/cache.ts`/BaseCache#set(). implementation reference
//      ^^^ definition local 44
//                   ^^^^^ definition local 45
//                          ^ reference local 37
//                             ^^^^^ definition local 46
      const now = this.options.clock.now();
//          ^^^ definition local 47
      const entry: Entry<V> = {
//          ^^^^^ definition local 48
//                 ^^^^^ reference soulindex . . . `typescript/cache.ts`/Entry#
//                       ^ reference local 37
        key,
//      ^^^ reference local 44
//      ^^^ reference soulindex . . . `typescript/cache.ts`/Entry#key.
        value,
//      ^^^^^ reference local 45
//      ^^^^^ reference soulindex . . . `typescript/cache.ts`/Entry#value.
        expiresAt: now + ttlMs,
//      ^^^^^^^^^ reference soulindex . . . `typescript/cache.ts`/Entry#expiresAt.
//                 ^^^ reference local 47
//                       ^^^^^ reference local 46
        hits: 0,
//      ^^^^ reference soulindex . . . `typescript/cache.ts`/Entry#hits.
        touch(at: number) {
//            ^^ definition local 50
          this.hits = (this.hits ?? 0) + 1;
//             ^^^^ reference soulindex . . . `typescript/cache.ts`/BaseCache#hits.
//                          ^^^^ reference soulindex . . . `typescript/cache.ts`/BaseCache#hits.
          this.expiresAt = Math.max(this.expiresAt, at);
//                                                  ^^ reference local 50
        },
      };
      this.entries.set(key, entry);
//         ^^^^^^^ reference soulindex . . . `typescript/cache.ts`/LruCache#entries.
//                     ^^^ reference local 44
//                          ^^^^^ reference local 48
      while (this.entries.size > this.options.capacity) {
//                ^^^^^^^ reference soulindex . . . `typescript/cache.ts`/LruCache#entries.
        const oldest = this.entries.keys().next().value as string;
//            ^^^^^^ definition local 51
//                          ^^^^^^^ reference soulindex . . . `typescript/cache.ts`/LruCache#entries.
        this.evict(oldest, "capacity");
//           ^^^^^ reference soulindex . . . `typescript/cache.ts`/LruCache#evict().
//                 ^^^^^^ reference local 51
      }
      this.notify(entry);
//         ^^^^^^ reference soulindex . . . `typescript/cache.ts`/BaseCache#notify().
//                ^^^^^ reference local 48
      return this;
    }
//  ⌃ enclosing_range_end soulindex . . . `typescript/cache.ts`/LruCache#set().
  
//  ⌄ enclosing_range_start soulindex . . . `typescript/cache.ts`/LruCache#evict().
    protected evict(key: string, reason: EvictionReason): boolean {
//            ^^^^^ definition soulindex . . . `typescript/cache.ts`/LruCache#evict().
//            kind Method
//            relationship soulindex . . . `typescript/cache.ts`/BaseCache#evict(). implementation reference
//                  ^^^ definition local 52
//                               ^^^^^^ definition local 53
//                                       ^^^^^^^^^^^^^^ reference soulindex . . . `typescript/cache.ts`/EvictionReason#
      const existed = this.entries.delete(key);
//          ^^^^^^^ definition local 54
//                         ^^^^^^^ reference soulindex . . . `typescript/cache.ts`/LruCache#entries.
//                                        ^^^ reference local 52
      if (existed) {
//        ^^^^^^^ reference local 54
        this.options.onEvict(key, reason);
//                           ^^^ reference local 52
//                                ^^^^^^ reference local 53
        this.emit("evict", key, reason);
//                         ^^^ reference local 52
//                              ^^^^^^ reference local 53
      }
      return existed;
//           ^^^^^^^ reference local 54
    }
//  ⌃ enclosing_range_end soulindex . . . `typescript/cache.ts`/LruCache#evict().
  
    /** Drops every expired entry; returns how many were dropped. */
//  ⌄ enclosing_range_start soulindex . . . `typescript/cache.ts`/LruCache#prune().
    prune = (): number => {
//  ^^^^^ definition soulindex . . . `typescript/cache.ts`/LruCache#prune().
//  kind Method
//  documentation
//  > Drops every expired entry; returns how many were dropped.
      let dropped = 0;
//        ^^^^^^^ definition local 55
      const now = this.options.clock.now();
//          ^^^ definition local 56
      for (const [key, entry] of this.entries) {
//                ^^^ definition local 57
//                     ^^^^^ definition local 58
//                                    ^^^^^^^ reference soulindex . . . `typescript/cache.ts`/LruCache#entries.
        if (entry.expiresAt <= now && this.evict(key, "expired")) {
//          ^^^^^ reference local 58
//                             ^^^ reference local 56
//                                         ^^^^^ reference soulindex . . . `typescript/cache.ts`/LruCache#evict().
//                                               ^^^ reference local 57
          dropped++;
//        ^^^^^^^ reference local 55
        }
      }
      return dropped;
//           ^^^^^^^ reference local 55
    };
//  ⌃ enclosing_range_end soulindex . . . `typescript/cache.ts`/LruCache#prune().
  
//  ⌄ enclosing_range_start soulindex . . . `typescript/cache.ts`/LruCache#`[Symbol.iterator]`().
    *[Symbol.iterator](): Iterator<[string, V]> {
//   ^^^^^^^^^^^^^^^^^ definition soulindex . . . `typescript/cache.ts`/LruCache#`[Symbol.iterator]`().
//   kind Method
//   relationship soulindex . . . `typescript/cache.ts`/BaseCache#`[Symbol.iterator]`(). implementation reference
//                                          ^ reference local 37
      for (const [key, entry] of this.entries) {
//                ^^^ definition local 59
//                     ^^^^^ definition local 60
//                                    ^^^^^^^ reference soulindex . . . `typescript/cache.ts`/LruCache#entries.
        yield [key, entry.value];
//             ^^^ reference local 59
//                  ^^^^^ reference local 60
      }
    }
//  ⌃ enclosing_range_end soulindex . . . `typescript/cache.ts`/LruCache#`[Symbol.iterator]`().
  }
//⌃ enclosing_range_end soulindex . . . `typescript/cache.ts`/LruCache#
  
  /** Marks a method whose result is memoized per instance. */
//⌄ enclosing_range_start soulindex . . . `typescript/cache.ts`/memoize().
  function memoize(target: object, key: string, descriptor: PropertyDescriptor): PropertyDescriptor {
//         ^^^^^^^ definition soulindex . . . `typescript/cache.ts`/memoize().
//         kind Function
//         documentation
//         > Marks a method whose result is memoized per instance.
//                 ^^^^^^ definition local 61
//                                 ^^^ definition local 62
//                                              ^^^^^^^^^^ definition local 63
    const original = descriptor.value as (...args: unknown[]) => unknown;
//        ^^^^^^^^ definition local 64
//                   ^^^^^^^^^^ reference local 63
//                                           ^^^^ definition local 65
    const results = new WeakMap<object, unknown>();
//        ^^^^^^^ definition local 66
    descriptor.value = function (this: object, ...args: unknown[]) {
//  ^^^^^^^^^^ reference local 63
//                                                ^^^^ definition local 67
      if (!results.has(this)) {
//         ^^^^^^^ reference local 66
        results.set(this, original.apply(this, args));
//      ^^^^^^^ reference local 66
//                        ^^^^^^^^ reference local 64
//                                             ^^^^ reference local 67
      }
      return results.get(this);
//           ^^^^^^^ reference local 66
    };
    return descriptor;
//         ^^^^^^^^^^ reference local 63
  }
//⌃ enclosing_range_end soulindex . . . `typescript/cache.ts`/memoize().
  
  /** Loads values through a cache, deduplicating concurrent loads. */
//       ⌄ enclosing_range_start soulindex . . . `typescript/cache.ts`/LoadingCache#
  export class LoadingCache<K extends string, V> {
//             ^^^^^^^^^^^^ definition soulindex . . . `typescript/cache.ts`/LoadingCache#
//             kind Class
//             documentation
//             > Loads values through a cache, deduplicating concurrent loads.
//                          ^ definition local 68
//                                            ^ definition local 69
//  ⌄ enclosing_range_start soulindex . . . `typescript/cache.ts`/LoadingCache#pending.
    private readonly pending = new Map<K, Promise<V>>();
//                   ^^^^^^^ definition soulindex . . . `typescript/cache.ts`/LoadingCache#pending.
//                   kind Field
//                                     ^ reference local 68
//                                                ^ reference local 69
//                                                    ⌃ enclosing_range_end soulindex . . . `typescript/cache.ts`/LoadingCache#pending.
  
//  ⌄ enclosing_range_start soulindex . . . `typescript/cache.ts`/LoadingCache#constructor().
    constructor(
//  ^^^^^^^^^^^ definition soulindex . . . `typescript/cache.ts`/LoadingCache#constructor().
//  kind Constructor
      private readonly cache: BaseCache<V>,
//                     ^^^^^ definition local 71
//                            ^^^^^^^^^ reference soulindex . . . `typescript/cache.ts`/BaseCache#
//                                      ^ reference local 69
      private readonly loader: Loader<K, V>,
//                     ^^^^^^ definition local 72
//                             ^^^^^^ reference soulindex . . . `typescript/cache.ts`/Loader#
//                                    ^ reference local 68
//                                       ^ reference local 69
      private readonly log?: BaseLogger,
//                     ^^^ definition local 73
    ) {}
//     ⌃ enclosing_range_end soulindex . . . `typescript/cache.ts`/LoadingCache#constructor().
  
    /** Returns the cached value or loads it. */
//  ⌄ enclosing_range_start soulindex . . . `typescript/cache.ts`/LoadingCache#get().
    async get(key: K, signal?: AbortSignal): Promise<V> {
//        ^^^ definition soulindex . . . `typescript/cache.ts`/LoadingCache#get().
//        kind Method
//        documentation
//        > Returns the cached value or loads it.
//            ^^^ definition local 74
//                 ^ reference local 68
//                    ^^^^^^ definition local 75
//                                                   ^ reference local 69
      const hit = this.cache.get(key);
//          ^^^ definition local 76
//                               ^^^ reference local 74
      if (hit !== undefined) {
//        ^^^ reference local 76
        return hit;
//             ^^^ reference local 76
      }
      let inFlight = this.pending.get(key);
//        ^^^^^^^^ definition local 77
//                        ^^^^^^^ reference soulindex . . . `typescript/cache.ts`/LoadingCache#pending.
//                                    ^^^ reference local 74
      if (!inFlight) {
//         ^^^^^^^^ reference local 77
        inFlight = this.load(key, signal);
//      ^^^^^^^^ reference local 77
//                      ^^^^ reference soulindex . . . `typescript/cache.ts`/LoadingCache#load().
//                           ^^^ reference local 74
//                                ^^^^^^ reference local 75
        this.pending.set(key, inFlight);
//           ^^^^^^^ reference soulindex . . . `typescript/cache.ts`/LoadingCache#pending.
//                       ^^^ reference local 74
//                            ^^^^^^^^ reference local 77
      }
      return inFlight;
//           ^^^^^^^^ reference local 77
    }
//  ⌃ enclosing_range_end soulindex . . . `typescript/cache.ts`/LoadingCache#get().
  
//  ⌄ enclosing_range_start soulindex . . . `typescript/cache.ts`/LoadingCache#load().
    private async load(key: K, signal?: AbortSignal): Promise<V> {
//                ^^^^ definition soulindex . . . `typescript/cache.ts`/LoadingCache#load().
//                kind Method
//                     ^^^ definition local 78
//                          ^ reference local 68
//                             ^^^^^^ definition local 79
//                                                            ^ reference local 69
      try {
        const value = await this.loader(key, signal);
//            ^^^^^ definition local 80
//                                      ^^^ reference local 78
//                                           ^^^^^^ reference local 79
        this.cache.set(key, value);
//                     ^^^ reference local 78
//                          ^^^^^ reference local 80
        return value;
//             ^^^^^ reference local 80
      } catch (err) {
//             ^^^ definition local 81
        this.log?.error(`load ${key} failed`);
//                              ^^^ reference local 78
        throw CacheError.from(key, err);
//            ^^^^^^^^^^ reference soulindex . . . `typescript/cache.ts`/CacheError#
//                       ^^^^ reference soulindex . . . `typescript/cache.ts`/CacheError#from().
//                            ^^^ reference local 78
//                                 ^^^ reference local 81
      } finally {
        this.pending.delete(key);
//           ^^^^^^^ reference soulindex . . . `typescript/cache.ts`/LoadingCache#pending.
//                          ^^^ reference local 78
      }
    }
//  ⌃ enclosing_range_end soulindex . . . `typescript/cache.ts`/LoadingCache#load().
  
    @memoize
//   ^^^^^^^ reference soulindex . . . `typescript/cache.ts`/memoize().
//  ⌄ enclosing_range_start soulindex . . . `typescript/cache.ts`/LoadingCache#describe().
    describe(): string {
//  ^^^^^^^^ definition soulindex . . . `typescript/cache.ts`/LoadingCache#describe().
//  kind Method
      return `LoadingCache(${this.pending.size} pending)`;
//                                ^^^^^^^ reference soulindex . . . `typescript/cache.ts`/LoadingCache#pending.
    }
//  ⌃ enclosing_range_end soulindex . . . `typescript/cache.ts`/LoadingCache#describe().
  }
//⌃ enclosing_range_end soulindex . . . `typescript/cache.ts`/LoadingCache#
  
  /** Computes a stable cache key for any JSON value. */
//       ⌄ enclosing_range_start soulindex . . . `typescript/cache.ts`/cacheKey().
  export function cacheKey(parts: readonly unknown[]): string;
//                ^^^^^^^^ definition soulindex . . . `typescript/cache.ts`/cacheKey().
//                kind Function
//                documentation
//                > Computes a stable cache key for any JSON value.
//                         ^^^^^ definition local 82
//                                                           ⌃ enclosing_range_end soulindex . . . `typescript/cache.ts`/cacheKey().
//       ⌄ enclosing_range_start soulindex . . . `typescript/cache.ts`/cacheKey(+1).
  export function cacheKey(...parts: unknown[]): string;
//                ^^^^^^^^ definition soulindex . . . `typescript/cache.ts`/cacheKey(+1).
//                kind Function
//                            ^^^^^ definition local 83
//                                                     ⌃ enclosing_range_end soulindex . . . `typescript/cache.ts`/cacheKey(+1).
//       ⌄ enclosing_range_start soulindex . . . `typescript/cache.ts`/cacheKey(+2).
  export function cacheKey(...parts: unknown[]): string {
//                ^^^^^^^^ definition soulindex . . . `typescript/cache.ts`/cacheKey(+2).
//                kind Function
//                            ^^^^^ definition local 84
    const flat = parts.length === 1 && Array.isArray(parts[0]) ? parts[0] : parts;
//        ^^^^ definition local 85
//               ^^^^^ reference local 84
//                                                   ^^^^^ reference local 84
//                                                               ^^^^^ reference local 84
//                                                                          ^^^^^ reference local 84
    const json = JSON.stringify(flat);
//        ^^^^ definition local 86
//                              ^^^^ reference local 85
    const cached = hashCache.get(json);
//        ^^^^^^ definition local 87
//                 ^^^^^^^^^ reference soulindex . . . `typescript/cache.ts`/hashCache.
//                               ^^^^ reference local 86
    if (cached) {
//      ^^^^^^ reference local 87
      return cached;
//           ^^^^^^ reference local 87
    }
    const digest = crypto.createHash("sha1").update(json).digest("hex");
//        ^^^^^^ definition local 88
//                                                  ^^^^ reference local 86
    hashCache.set(json, digest);
//  ^^^^^^^^^ reference soulindex . . . `typescript/cache.ts`/hashCache.
//                ^^^^ reference local 86
//                      ^^^^^^ reference local 88
    return digest;
//         ^^^^^^ reference local 88
  }
//⌃ enclosing_range_end soulindex . . . `typescript/cache.ts`/cacheKey(+2).
  
  /** Builds an LRU cache of the given capacity. */
//       ⌄ enclosing_range_start soulindex . . . `typescript/cache.ts`/createCache().
  export const createCache = <V,>(capacity = DEFAULT_CAPACITY): LruCache<V> =>
//             ^^^^^^^^^^^ definition soulindex . . . `typescript/cache.ts`/createCache().
//             kind Function
//             documentation
//             > Builds an LRU cache of the given capacity.
//                            ^ definition local 89
//                                ^^^^^^^^ definition local 90
//                                           ^^^^^^^^^^^^^^^^ reference soulindex . . . `typescript/cache.ts`/DEFAULT_CAPACITY.
//                                                              ^^^^^^^^ reference soulindex . . . `typescript/cache.ts`/LruCache#
//                                                                       ^ reference local 89
    new LruCache<V>({ capacity });
//      ^^^^^^^^ reference soulindex . . . `typescript/cache.ts`/LruCache#
//               ^ reference local 89
//                    ^^^^^^^^ reference local 90
//                    ^^^^^^^^ reference soulindex . . . `typescript/cache.ts`/CacheOptions#capacity.
//                               ⌃ enclosing_range_end soulindex . . . `typescript/cache.ts`/createCache().
  
//       ⌄ enclosing_range_start soulindex . . . `typescript/cache.ts`/gzipSerializer().
  export const gzipSerializer = async function (value: string): Promise<Buffer> {
//             ^^^^^^^^^^^^^^ definition soulindex . . . `typescript/cache.ts`/gzipSerializer().
//             kind Function
//                                              ^^^^^ definition local 92
    return zlib.gzipSync(Buffer.from(value));
//                                   ^^^^^ reference local 92
  };
// ⌃ enclosing_range_end soulindex . . . `typescript/cache.ts`/gzipSerializer().
  
  /** Yields the keys of a cache in insertion order. */
//       ⌄ enclosing_range_start soulindex . . . `typescript/cache.ts`/keysOf().
  export function* keysOf<V>(cache: Iterable<[string, V]>): Generator<string> {
//                 ^^^^^^ definition soulindex . . . `typescript/cache.ts`/keysOf().
//                 kind Function
//                 documentation
//                 > Yields the keys of a cache in insertion order.
//                        ^ definition local 93
//                           ^^^^^ definition local 94
//                                                    ^ reference local 93
    for (const [key] of cache) {
//              ^^^ definition local 95
//                      ^^^^^ reference local 94
      yield key;
//          ^^^ reference local 95
    }
  }
//⌃ enclosing_range_end soulindex . . . `typescript/cache.ts`/keysOf().
  
  /** Filesystem helpers used by the disk tier. */
//       ⌄ enclosing_range_start soulindex . . . `typescript/cache.ts`/Disk/
  export namespace Disk {
//                 ^^^^ definition soulindex . . . `typescript/cache.ts`/Disk/
//                 kind Module
//                 documentation
//                 > Filesystem helpers used by the disk tier.
    /** Root directory of the disk tier. */
//         ⌄ enclosing_range_start soulindex . . . `typescript/cache.ts`/Disk/ROOT.
    export const ROOT = path.join(process.cwd(), ".cache");
//               ^^^^ definition soulindex . . . `typescript/cache.ts`/Disk/ROOT.
//               kind Constant
//               documentation
//               > Root directory of the disk tier.
//                                                        ⌃ enclosing_range_end soulindex . . . `typescript/cache.ts`/Disk/ROOT.
  
//         ⌄ enclosing_range_start soulindex . . . `typescript/cache.ts`/Disk/fileFor().
    export function fileFor(key: string): string {
//                  ^^^^^^^ definition soulindex . . . `typescript/cache.ts`/Disk/fileFor().
//                  kind Function
//                          ^^^ definition local 96
      return path.join(ROOT, key.slice(0, 2), key);
//                           ^^^ reference local 96
//                                            ^^^ reference local 96
    }
//  ⌃ enclosing_range_end soulindex . . . `typescript/cache.ts`/Disk/fileFor().
  
//         ⌄ enclosing_range_start soulindex . . . `typescript/cache.ts`/Disk/exists().
    export function exists(key: string): boolean {
//                  ^^^^^^ definition soulindex . . . `typescript/cache.ts`/Disk/exists().
//                  kind Function
//                         ^^^ definition local 97
      try {
        const stats: Stats = statSync(fileFor(key));
//            ^^^^^ definition local 98
//                                            ^^^ reference local 97
        return stats.isFile();
//             ^^^^^ reference local 98
      } catch {
        return false;
      }
    }
//  ⌃ enclosing_range_end soulindex . . . `typescript/cache.ts`/Disk/exists().
  
    /** Index file format. */
//         ⌄ enclosing_range_start soulindex . . . `typescript/cache.ts`/Disk/Index/
    export namespace Index {
//                   ^^^^^ definition soulindex . . . `typescript/cache.ts`/Disk/Index/
//                   kind Module
//                   documentation
//                   > Index file format.
//           ⌄ enclosing_range_start soulindex . . . `typescript/cache.ts`/Disk/Index/Record#
      export interface Record {
//                     ^^^^^^ definition soulindex . . . `typescript/cache.ts`/Disk/Index/Record#
//                     kind Interface
//      ⌄ enclosing_range_start soulindex . . . `typescript/cache.ts`/Disk/Index/Record#key.
        key: string;
//      ^^^ definition soulindex . . . `typescript/cache.ts`/Disk/Index/Record#key.
//      kind Field
//                ⌃ enclosing_range_end soulindex . . . `typescript/cache.ts`/Disk/Index/Record#key.
//      ⌄ enclosing_range_start soulindex . . . `typescript/cache.ts`/Disk/Index/Record#size.
        size: number;
//      ^^^^ definition soulindex . . . `typescript/cache.ts`/Disk/Index/Record#size.
//      kind Field
//                 ⌃ enclosing_range_end soulindex . . . `typescript/cache.ts`/Disk/Index/Record#size.
      }
//    ⌃ enclosing_range_end soulindex . . . `typescript/cache.ts`/Disk/Index/Record#
  
//           ⌄ enclosing_range_start soulindex . . . `typescript/cache.ts`/Disk/Index/Table#
      export type Table = Map<string, Record>;
//                ^^^^^ definition soulindex . . . `typescript/cache.ts`/Disk/Index/Table#
//                kind TypeAlias
//                                           ⌃ enclosing_range_end soulindex . . . `typescript/cache.ts`/Disk/Index/Table#
    }
//  ⌃ enclosing_range_end soulindex . . . `typescript/cache.ts`/Disk/Index/
  
//  ⌄ enclosing_range_start soulindex . . . `typescript/cache.ts`/Disk/Janitor#
    class Janitor {
//        ^^^^^^^ definition soulindex . . . `typescript/cache.ts`/Disk/Janitor#
//        kind Class
//    ⌄ enclosing_range_start soulindex . . . `typescript/cache.ts`/Disk/Janitor#run().
      run(): void {
//    ^^^ definition soulindex . . . `typescript/cache.ts`/Disk/Janitor#run().
//    kind Method
        fsDefault.rmSync(ROOT, { recursive: true, force: true });
      }
//    ⌃ enclosing_range_end soulindex . . . `typescript/cache.ts`/Disk/Janitor#run().
    }
//  ⌃ enclosing_range_end soulindex . . . `typescript/cache.ts`/Disk/Janitor#
  }
//⌃ enclosing_range_end soulindex . . . `typescript/cache.ts`/Disk/
  
  /** @deprecated Old name of {@link Disk}, kept for 1.x callers. */
//       ⌄ enclosing_range_start soulindex . . . `typescript/cache.ts`/LegacyDisk/
  export module LegacyDisk {
//              ^^^^^^^^^^ definition soulindex . . . `typescript/cache.ts`/LegacyDisk/
//              kind Module
//              documentation
//              > @deprecated Old name of {@link Disk}, kept for 1.x callers.
//         ⌄ enclosing_range_start soulindex . . . `typescript/cache.ts`/LegacyDisk/fileFor.
    export const fileFor = Disk.fileFor;
//               ^^^^^^^ definition soulindex . . . `typescript/cache.ts`/LegacyDisk/fileFor.
//               kind Variable
//                         ^^^^ reference soulindex . . . `typescript/cache.ts`/Disk/
//                              ^^^^^^^ reference soulindex . . . `typescript/cache.ts`/Disk/fileFor().
//                                     ⌃ enclosing_range_end soulindex . . . `typescript/cache.ts`/LegacyDisk/fileFor.
    export import Index = Disk.Index;
//                        ^^^^ reference soulindex . . . `typescript/cache.ts`/Disk/
  }
//⌃ enclosing_range_end soulindex . . . `typescript/cache.ts`/LegacyDisk/
  
  export default LruCache;
//               ^^^^^^^^ reference soulindex . . . `typescript/cache.ts`/LruCache#
  
