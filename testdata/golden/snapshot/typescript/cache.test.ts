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
    let now = 0;
    const clock = { now: () => now };
    const cache = new LruCache<V>({ capacity, clock });
//                    ^^^^^^^^ reference soulindex . . . `typescript/cache.ts`/LruCache#
    return {
      cache,
      advance(ms: number) {
        now += ms;
      },
    };
  }
//⌃ enclosing_range_end soulindex . . . `typescript/cache.test.ts`/makeCache().
  
  describe("LruCache", () => {
    let harness: ReturnType<typeof makeCache<string>>;
//                                 ^^^^^^^^^ reference soulindex . . . `typescript/cache.test.ts`/makeCache().
  
    beforeEach(() => {
      harness = makeCache<string>();
//              ^^^^^^^^^ reference soulindex . . . `typescript/cache.test.ts`/makeCache().
    });
  
    it("evicts the least recently used entry", () => {
      const { cache } = harness;
      cache.set("a", "1").set("b", "2");
      cache.get("a");
      cache.set("c", "3");
      expect(cache.get("b")).toBeUndefined();
      expect(cache.get("a")).toBe("1");
    });
  
    it("expires entries", () => {
      const { cache, advance } = harness;
      cache.set("a", "1", 10);
      advance(11);
      expect(cache.get("a")).toBeUndefined();
      expect(cache.hitRate).toBe(0);
//                 ^^^^^^^ reference soulindex . . . `typescript/cache.ts`/BaseCache#hitRate().
    });
  });
  
  describe("LoadingCache", () => {
    // A fake store local to this suite: none of it is a module-level symbol.
    class FakeStore extends LruCache<number> {
//                          ^^^^^^^^ reference soulindex . . . `typescript/cache.ts`/LruCache#
      calls = 0;
      override get(key: string) {
        this.calls++;
        return super.get(key);
      }
    }
  
    interface Probe {
      seen: string[];
    }
  
    it("deduplicates concurrent loads", async () => {
      const probe: Probe = { seen: [] };
      const loader: Loader<string, number> = async (key) => {
//                  ^^^^^^ reference soulindex . . . `typescript/cache.ts`/Loader#
        probe.seen.push(key);
        return key.length;
      };
      const loading = new LoadingCache(new FakeStore({ clock: fixedClock }), loader);
//                        ^^^^^^^^^^^^ reference soulindex . . . `typescript/cache.ts`/LoadingCache#
//                                                            ^^^^^^^^^^ reference soulindex . . . `typescript/cache.test.ts`/fixedClock.
      const [a, b] = await Promise.all([loading.get("abc"), loading.get("abc")]);
//                                              ^^^ reference soulindex . . . `typescript/cache.ts`/LoadingCache#get().
//                                                                  ^^^ reference soulindex . . . `typescript/cache.ts`/LoadingCache#get().
      expect(a).toBe(3);
      expect(b).toBe(3);
      expect(probe.seen).toEqual(["abc"]);
    });
  
    it("wraps loader failures", async () => {
      const failing = vi.fn(async () => {
        throw new Error("boom");
      });
      const loading = new LoadingCache(new LruCache<number>(), failing);
//                        ^^^^^^^^^^^^ reference soulindex . . . `typescript/cache.ts`/LoadingCache#
//                                         ^^^^^^^^ reference soulindex . . . `typescript/cache.ts`/LruCache#
      await expect(loading.get("k")).rejects.toBeInstanceOf(CacheError);
//                         ^^^ reference soulindex . . . `typescript/cache.ts`/LoadingCache#get().
//                                                          ^^^^^^^^^^ reference soulindex . . . `typescript/cache.ts`/CacheError#
    });
  });
  
  it("hashes keys stably", () => {
    expect(cacheKey(["a", 1])).toBe(cacheKey("a", 1));
//         ^^^^^^^^ reference soulindex . . . `typescript/cache.ts`/cacheKey().
//                                  ^^^^^^^^ reference soulindex . . . `typescript/cache.ts`/cacheKey().
  });
  
