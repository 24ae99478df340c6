export function one(): number {
  return 1;
}

export function two(): number {
  return 2;
}
