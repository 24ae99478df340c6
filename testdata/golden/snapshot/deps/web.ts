  import { createStore, Store } from 'tiny-store'
//         ^^^^^^^^^^^ reference scip-typescript npm tiny-store 2.1.3 dist/`index.d.ts`/createStore().
//                      ^^^^^ reference scip-typescript npm tiny-store 2.1.3 dist/`index.d.ts`/Store#
//                                   ^^^^^^^^^^^^ reference scip-typescript npm tiny-store 2.1.3 dist/`index.d.ts`/
  
//       ⌄ enclosing_range_start soulindex npm deps-web . `web.ts`/store.
  export const store: Store<number> = createStore()
//             ^^^^^ definition soulindex npm deps-web . `web.ts`/store.
//             kind Variable
//                    ^^^^^ reference scip-typescript npm tiny-store 2.1.3 dist/`index.d.ts`/Store#
//                                    ^^^^^^^^^^^ reference scip-typescript npm tiny-store 2.1.3 dist/`index.d.ts`/createStore().
//                                                ⌃ enclosing_range_end soulindex npm deps-web . `web.ts`/store.
  
