export function other(): number {
  return rareThing();
}
