// A JavaScript module: parameters without types.
export function area(w, h) {
  return w * h;
}

export class Box {
  constructor(w) {
    this.w = w;
  }

  grow(by) {
    return new Box(this.w + by);
  }
}
