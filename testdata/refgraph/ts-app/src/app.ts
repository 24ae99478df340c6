import { add } from '@lib/math';
import { formatNumber } from './lib';
import { helper, Counter } from './util.js';
import { Shape } from './types/shapes.ts';
import React from 'react';

function helper2(): number {
  return 2;
}

export function run(s: Shape): string {
  const c = new Counter();
  c.increment();
  return formatNumber(add(helper(), helper2()) + s.area());
}
