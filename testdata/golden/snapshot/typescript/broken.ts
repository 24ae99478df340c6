  import { LruCache } from "./cache";
//         ^^^^^^^^ reference soulindex . . . `typescript/cache.ts`/LruCache#
  
  /** Survives the errors below. */
//       ⌄ enclosing_range_start soulindex . . . `typescript/broken.ts`/Settings#
  export interface Settings {
//                 ^^^^^^^^ definition soulindex . . . `typescript/broken.ts`/Settings#
//                 kind Interface
//                 documentation
//                 > Survives the errors below.
//  ⌄ enclosing_range_start soulindex . . . `typescript/broken.ts`/Settings#ttl.
    ttl: number;
//  ^^^ definition soulindex . . . `typescript/broken.ts`/Settings#ttl.
//  kind Field
//            ⌃ enclosing_range_end soulindex . . . `typescript/broken.ts`/Settings#ttl.
//  ⌄ enclosing_range_start soulindex . . . `typescript/broken.ts`/Settings#name.
    name: string
//  ^^^^ definition soulindex . . . `typescript/broken.ts`/Settings#name.
//  kind Field
//             ⌃ enclosing_range_end soulindex . . . `typescript/broken.ts`/Settings#name.
  }
//⌃ enclosing_range_end soulindex . . . `typescript/broken.ts`/Settings#
  
//       ⌄ enclosing_range_start soulindex . . . `typescript/broken.ts`/Broken#
  export class Broken<T> {
//             ^^^^^^ definition soulindex . . . `typescript/broken.ts`/Broken#
//             kind Class
//                    ^ definition local 0
//  ⌄ enclosing_range_start soulindex . . . `typescript/broken.ts`/Broken#items.
    private items: T[] = [];
//          ^^^^^ definition soulindex . . . `typescript/broken.ts`/Broken#items.
//          kind Field
//                 ^ reference local 0
//                        ⌃ enclosing_range_end soulindex . . . `typescript/broken.ts`/Broken#items.
  
//  ⌄ enclosing_range_start soulindex . . . `typescript/broken.ts`/Broken#add().
    add(item: T): void {
//  ^^^ definition soulindex . . . `typescript/broken.ts`/Broken#add().
//  kind Method
//      ^^^^ definition local 2
//            ^ reference local 0
      this.items.push(item;
//         ^^^^^ reference soulindex . . . `typescript/broken.ts`/Broken#items.
//                    ^^^^ reference local 2
    }
//  ⌃ enclosing_range_end soulindex . . . `typescript/broken.ts`/Broken#add().
  
//  ⌄ enclosing_range_start soulindex . . . `typescript/broken.ts`/Broken#count().
    get count(): number {
//      ^^^^^ definition soulindex . . . `typescript/broken.ts`/Broken#count().
//      kind Method
      return this.items.length
//                ^^^^^ reference soulindex . . . `typescript/broken.ts`/Broken#items.
    }
//  ⌃ enclosing_range_end soulindex . . . `typescript/broken.ts`/Broken#count().
  }
//⌃ enclosing_range_end soulindex . . . `typescript/broken.ts`/Broken#
  
//⌄ enclosing_range_start soulindex . . . `typescript/broken.ts`/unfinished().
  function unfinished(a: number, b: {
//         ^^^^^^^^^^ definition soulindex . . . `typescript/broken.ts`/unfinished().
//         kind Function
//                    ^ definition local 3
//                               ^ definition local 4
    return a +;
//         ^ reference local 3
  }
  
  export const AFTER_ERRORS = 1;
//                             ⌃ enclosing_range_end soulindex . . . `typescript/broken.ts`/unfinished().
  
//⌄ enclosing_range_start soulindex . . . `typescript/broken.ts`/Mode#
//            ⌄ enclosing_range_start soulindex . . . `typescript/broken.ts`/Mode#On.
//                ⌄ enclosing_range_start soulindex . . . `typescript/broken.ts`/Mode#Off.
  enum Mode { On, Off,, }
//     ^^^^ definition soulindex . . . `typescript/broken.ts`/Mode#
//     kind Enum
//            ^^ definition soulindex . . . `typescript/broken.ts`/Mode#On.
//            kind EnumMember
//                ^^^ definition soulindex . . . `typescript/broken.ts`/Mode#Off.
//                kind EnumMember
//             ⌃ enclosing_range_end soulindex . . . `typescript/broken.ts`/Mode#On.
//                  ⌃ enclosing_range_end soulindex . . . `typescript/broken.ts`/Mode#Off.
//                      ⌃ enclosing_range_end soulindex . . . `typescript/broken.ts`/Mode#
  
//       ⌄ enclosing_range_start soulindex . . . `typescript/broken.ts`/recovered().
  export function recovered(): string {
//                ^^^^^^^^^ definition soulindex . . . `typescript/broken.ts`/recovered().
//                kind Function
    return "ok";
  }
//⌃ enclosing_range_end soulindex . . . `typescript/broken.ts`/recovered().
  
