export class Subscriber<T> {
  next(value: T): void {}
  complete(): void {}
}

// Another next: a member named next of unknown type resolves to neither.
export class Queue {
  next(): number {
    return 0
  }
}
