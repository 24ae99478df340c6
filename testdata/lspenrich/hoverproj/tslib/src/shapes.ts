// Shapes: the cases where tsserver's hover differs from the declaration
// written in the source.

export interface Shape {
  area(): number;
}

export interface Named extends Shape {
  name: string;
}

export abstract class Base {
  abstract area(): number;
}

/** A circle of radius r. */
export class Circle extends Base implements Shape {
  constructor(public r: number) {
    super();
  }

  area(): number {
    return Math.PI * this.r * this.r;
  }

  scale(k) {
    return new Circle(this.r * k);
  }
}

export class Registry<T extends Shape> extends Map<string, T> {}

export function make(r = 1) {
  return new Circle(r);
}

export const PI = 3.14;

export const unit = make();

export type Point = { x: number; y: number };

export enum Color {
  Red,
  Green,
}

export const add = (a: number, b: number) => a + b;

export function pick(x: string): string;
export function pick(x: number): number;
export function pick(x: any) {
  return x;
}

export function first<T>(xs: T[]) {
  return xs[0];
}
