import { helper } from './util';

// util.ts also defines Counter, and this file imports util.ts: the local
// definition must win.
class Counter {
  total = 0;
}

export function show(): number {
  const c = new Counter();
  return c.total + helper();
}
