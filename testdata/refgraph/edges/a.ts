import { one, two } from './b';
import { Shape } from './types';
import './side';

export function entry(s: Shape): number {
  return one() + one() + two() + rareThing();
}
