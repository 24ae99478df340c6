import * as lib from './lib';
import * as fs from 'node:fs';
import * as ext from '@scope/pkg';
import React from 'react';
import { s } from './lib/s';
import { sq, Thing } from './lib';
import Gadget from './lib/thing';
import helpers = require('./helpers');

export function shadow(s: string): string {
  return s + lib.square(2);
}

export const total = s + sq(3) + lib.sq(1) + lib.f();

export function io(): void {
  fs.readFileSync('x');
  ext.f();
  React.createElement('div');
}

export const w = new Thing();
export const v = new Gadget();
export const h = helpers.help();

export function inner(): number {
  const s = 2;
  const sq = (n: number) => n;
  return s + sq(s);
}
