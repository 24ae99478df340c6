export * from "./barrel";
export * as u from "./util";
