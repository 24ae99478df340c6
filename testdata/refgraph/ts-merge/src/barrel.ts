export * from "./util";
