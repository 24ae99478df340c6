  import { segments } from "./eventbus.mjs";
//         ^^^^^^^^ reference soulindex . . . `javascript/eventbus.mjs`/segments().
  
  /** Still found despite the errors below. */
//       ⌄ enclosing_range_start soulindex . . . `javascript/broken.js`/before().
  export function before(a) {
//                ^^^^^^ definition soulindex . . . `javascript/broken.js`/before().
//                kind Function
//                documentation
//                > Still found despite the errors below.
//                       ^ definition local 0
    return segments(a);
//         ^^^^^^^^ reference soulindex . . . `javascript/eventbus.mjs`/segments().
//                  ^ reference local 0
  }
//⌃ enclosing_range_end soulindex . . . `javascript/broken.js`/before().
  
//⌄ enclosing_range_start soulindex . . . `javascript/broken.js`/Half#
  class Half {
//      ^^^^ definition soulindex . . . `javascript/broken.js`/Half#
//      kind Class
//  ⌄ enclosing_range_start soulindex . . . `javascript/broken.js`/Half#ok().
    ok() {
//  ^^ definition soulindex . . . `javascript/broken.js`/Half#ok().
//  kind Method
      return 1;
    }
//  ⌃ enclosing_range_end soulindex . . . `javascript/broken.js`/Half#ok().
  
//  ⌄ enclosing_range_start soulindex . . . `javascript/broken.js`/Half#broken.
    broken( {
//  ^^^^^^ definition soulindex . . . `javascript/broken.js`/Half#broken.
//  kind Field
//       ⌃ enclosing_range_end soulindex . . . `javascript/broken.js`/Half#broken.
      return 2;
    }
//  ⌃ enclosing_range_end soulindex . . . `javascript/broken.js`/Half#
  }
  
//⌄ enclosing_range_start soulindex . . . `javascript/broken.js`/afterClass.
  const afterClass = ;
//      ^^^^^^^^^^ definition soulindex . . . `javascript/broken.js`/afterClass.
//      kind Variable
//                   ⌃ enclosing_range_end soulindex . . . `javascript/broken.js`/afterClass.
  
//       ⌄ enclosing_range_start soulindex . . . `javascript/broken.js`/arrow().
  export const arrow = (x) => x * ;
//             ^^^^^ definition soulindex . . . `javascript/broken.js`/arrow().
//             kind Function
//                      ^ definition local 2
//                            ^ reference local 2
  
  function after() {
//         ^^^^^ definition local 3
    return <div>unclosed;
  }
//⌃ enclosing_range_end soulindex . . . `javascript/broken.js`/arrow().
  
