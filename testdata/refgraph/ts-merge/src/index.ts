export * from "./barrel";
export * as u from "./util";
export { Point as Pt } from "./util";
