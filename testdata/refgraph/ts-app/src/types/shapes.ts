export interface Shape {
  area(): number;
}
