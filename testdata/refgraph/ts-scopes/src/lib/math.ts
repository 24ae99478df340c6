export function square(n: number): number {
  return n * n;
}

export function f(): number {
  return 1;
}

// Named like functions of outside packages: fs.readFileSync, path.join
// and React.createElement must not resolve here.
export function readFileSync(): string {
  return '';
}

export function join(): string {
  return '';
}

export function createElement(): string {
  return '';
}
