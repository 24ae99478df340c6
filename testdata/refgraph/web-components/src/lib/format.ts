export function formatCount(n: number): string {
  return n === 1 ? "1 item" : `${n} items`;
}
