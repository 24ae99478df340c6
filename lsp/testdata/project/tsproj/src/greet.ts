/** Greeter says hello. */
export class Greeter {
  constructor(private name: string) {}

  /** greet returns a greeting. */
  greet(): string {
    return "hello " + this.name;
  }
}

export function welcome(name: string): string {
  return new Greeter(name).greet();
}
