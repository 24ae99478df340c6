export class Source {
  pipe(x: number): number {
    return x;
  }

  run(): number {
    return this.pipe(1);
  }
}
