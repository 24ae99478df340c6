export namespace util {
  export function toEnum(x: string): string {
    return x;
  }
  export type Message = { text: string };
  export namespace inner {
    export const deep = 1;
  }
}

export interface Schema {
  parse(x: unknown): unknown;
}
export const Schema = { make: (): Schema => ({ parse: (x) => x }) };

export class Point {
  x = 0;
}
export namespace Point {
  export function origin(): Point {
    return new Point();
  }
}

export enum Color {
  Red,
}
export namespace Color {
  export function parse(s: string): Color {
    return Color.Red;
  }
}

export interface Opts {
  a: number;
}
export interface Opts {
  b: string;
}

export function pick(a: string): string;
export function pick(a: number): number;
export function pick(a: unknown): unknown {
  return a;
}
export namespace pick {
  export const all = 1;
}
