import { add, twice } from "./calc";

console.log(add(1, 2), twice(3));
