export class Sink {
  pipe(x: number): number {
    return x * 2;
  }
}
