import { welcome } from "./greet";

export function run(): string {
  return welcome("world");
}
