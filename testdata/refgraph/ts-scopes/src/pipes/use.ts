import { Source } from './source';
import { Sink } from './sink';

class Local {
  pipe(): number {
    return 0;
  }

  go(): number {
    return this.pipe();
  }
}

export function use(obs: any, src: Source, snk: Sink): number {
  obs.pipe();
  return src.pipe(1) + snk.pipe(2) + new Local().go();
}
