export function helper(): number {
  return 1;
}

export class Counter {
  count = 0;
  increment(): void {
    this.count++;
  }
}
