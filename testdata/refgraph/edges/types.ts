export type Shape = number | string;
