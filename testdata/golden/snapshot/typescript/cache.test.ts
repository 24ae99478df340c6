  import { describe, expect, it, beforeEach, vi } from "vitest";
  import LruCache, { CacheError, LoadingCache, cacheKey, type Loader } from "./cache";
//       ^^^^^^^^ reference soulindex . . . `typescript/cache.ts`/LruCache#
//                   ^^^^^^^^^^ reference soulindex . . . `typescript/cache.ts`/CacheError#
//                               ^^^^^^^^^^^^ reference soulindex . . . `typescript/cache.ts`/LoadingCache#
//                                             ^^^^^^^^ reference soulindex . . . `typescript/cache.ts`/cacheKey().
//                                                            ^^^^^^ reference soulindex . . . `typescript/cache.ts`/Loader#
  
//⌄ enclosing_range_start soulindex . . . `typescript/cache.test.ts`/fixedClock.
  const fixedClock = { now: () => 1_000 };
//      ^^^^^^^^^^ definition soulindex . . . `typescript/cache.test.ts`/fixedClock.
//      kind Variable
//                                       ⌃ enclosing_range_end soulindex . . . `typescript/cache.test.ts`/fixedClock.
  
  /** Builds a cache whose clock the test controls. */
//⌄ enclosing_range_start soulindex . . . `typescript/cache.test.ts`/makeCache().
  function makeCache<V>(capacity = 2) {
//         ^^^^^^^^^ definition soulindex . . . `typescript/cache.test.ts`/makeCache().
//         kind Function
//         documentation
//         > Builds a cache whose clock the test controls.
//                   ^ definition local 0
//                      ^^^^^^^^ definition local 1
    let now = 0;
//      ^^^ definition local 2
    const clock = { now: () => now };
//        ^^^^^ definition local 3
//                  ^^^ reference local 2
//                             ^^^ reference local 2
    const cache = new LruCache<V>({ capacity, clock });
//        ^^^^^ definition local 4
//                    ^^^^^^^^ reference soulindex . . . `typescript/cache.ts`/LruCache#
//                             ^ reference local 0
//                                  ^^^^^^^^ reference local 1
//                                  ^^^^^^^^ reference soulindex . . . `typescript/cache.ts`/CacheOptions#capacity.
//                                            ^^^^^ reference local 3
//                                            ^^^^^ reference soulindex . . . `typescript/cache.ts`/CacheOptions#clock.
    return {
      cache,
//    ^^^^^ reference local 4
      advance(ms: number) {
//            ^^ definition local 6
        now += ms;
//      ^^^ reference local 2
//             ^^ reference local 6
      },
    };
  }
//⌃ enclosing_range_end soulindex . . . `typescript/cache.test.ts`/makeCache().
  
  describe("LruCache", () => {
    let harness: ReturnType<typeof makeCache<string>>;
//      ^^^^^^^ definition local 7
//                                 ^^^^^^^^^ reference soulindex . . . `typescript/cache.test.ts`/makeCache().
  
    beforeEach(() => {
      harness = makeCache<string>();
//    ^^^^^^^ reference local 7
//              ^^^^^^^^^ reference soulindex . . . `typescript/cache.test.ts`/makeCache().
    });
  
    it("evicts the least recently used entry", () => {
      const { cache } = harness;
//            ^^^^^ definition local 9
//                      ^^^^^^^ reference local 7
      cache.set("a", "1").set("b", "2");
//    ^^^^^ reference local 9
      cache.get("a");
//    ^^^^^ reference local 9
      cache.set("c", "3");
//    ^^^^^ reference local 9
      expect(cache.get("b")).toBeUndefined();
//           ^^^^^ reference local 9
      expect(cache.get("a")).toBe("1");
//           ^^^^^ reference local 9
    });
  
    it("expires entries", () => {
      const { cache, advance } = harness;
//            ^^^^^ definition local 11
//                   ^^^^^^^ definition local 12
//                               ^^^^^^^ reference local 7
      cache.set("a", "1", 10);
//    ^^^^^ reference local 11
      advance(11);
//    ^^^^^^^ reference local 12
      expect(cache.get("a")).toBeUndefined();
//           ^^^^^ reference local 11
      expect(cache.hitRate).toBe(0);
//           ^^^^^ reference local 11
    });
  });
  
  describe("LoadingCache", () => {
    // A fake store local to this suite: none of it is a module-level symbol.
    class FakeStore extends LruCache<number> {
//        ^^^^^^^^^ definition local 13
//                          ^^^^^^^^ reference soulindex . . . `typescript/cache.ts`/LruCache#
      calls = 0;
      override get(key: string) {
//                 ^^^ definition local 16
        this.calls++;
        return super.get(key);
//                   ^^^ reference soulindex . . . `typescript/cache.ts`/LruCache#get().
//                       ^^^ reference local 16
      }
    }
  
    interface Probe {
//            ^^^^^ definition local 17
      seen: string[];
    }
  
    it("deduplicates concurrent loads", async () => {
      const probe: Probe = { seen: [] };
//          ^^^^^ definition local 18
//                 ^^^^^ reference local 17
      const loader: Loader<string, number> = async (key) => {
//          ^^^^^^ definition local 20
//                  ^^^^^^ reference soulindex . . . `typescript/cache.ts`/Loader#
//                                                  ^^^ definition local 21
        probe.seen.push(key);
//      ^^^^^ reference local 18
//                      ^^^ reference local 21
        return key.length;
//             ^^^ reference local 21
      };
      const loading = new LoadingCache(new FakeStore({ clock: fixedClock }), loader);
//          ^^^^^^^ definition local 22
//                        ^^^^^^^^^^^^ reference soulindex . . . `typescript/cache.ts`/LoadingCache#
//                                         ^^^^^^^^^ reference local 13
//                                                            ^^^^^^^^^^ reference soulindex . . . `typescript/cache.test.ts`/fixedClock.
//                                                                           ^^^^^^ reference local 20
      const [a, b] = await Promise.all([loading.get("abc"), loading.get("abc")]);
//           ^ definition local 24
//              ^ definition local 25
//                                      ^^^^^^^ reference local 22
//                                              ^^^ reference soulindex . . . `typescript/cache.ts`/LoadingCache#get().
//                                                          ^^^^^^^ reference local 22
//                                                                  ^^^ reference soulindex . . . `typescript/cache.ts`/LoadingCache#get().
      expect(a).toBe(3);
//           ^ reference local 24
      expect(b).toBe(3);
//           ^ reference local 25
      expect(probe.seen).toEqual(["abc"]);
//           ^^^^^ reference local 18
    });
  
    it("wraps loader failures", async () => {
      const failing = vi.fn(async () => {
//          ^^^^^^^ definition local 26
        throw new Error("boom");
      });
      const loading = new LoadingCache(new LruCache<number>(), failing);
//          ^^^^^^^ definition local 27
//                        ^^^^^^^^^^^^ reference soulindex . . . `typescript/cache.ts`/LoadingCache#
//                                         ^^^^^^^^ reference soulindex . . . `typescript/cache.ts`/LruCache#
//                                                             ^^^^^^^ reference local 26
      await expect(loading.get("k")).rejects.toBeInstanceOf(CacheError);
//                 ^^^^^^^ reference local 27
//                         ^^^ reference soulindex . . . `typescript/cache.ts`/LoadingCache#get().
//                                                          ^^^^^^^^^^ reference soulindex . . . `typescript/cache.ts`/CacheError#
    });
  });
  
  it("hashes keys stably", () => {
    expect(cacheKey(["a", 1])).toBe(cacheKey("a", 1));
//         ^^^^^^^^ reference soulindex . . . `typescript/cache.ts`/cacheKey().
//                                  ^^^^^^^^ reference soulindex . . . `typescript/cache.ts`/cacheKey().
  });
  
