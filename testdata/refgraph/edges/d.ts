export function rareThing(): number {
  return 3;
}
