export function formatNumber(n: number): string {
  return n.toFixed(2);
}
