// add returns the sum of a and b.
export function add(a: number, b: number): number {
  return a + b;
}

export function twice(n: number): number {
  return add(n, n);
}

// legacy is broken on purpose: its error exists at the base already, and
// edits above it must not make it "new".
export function legacy(): number {
  return legacyMissing;
}
