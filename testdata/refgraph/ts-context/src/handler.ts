export interface Input {
  api: string
}

export interface Other {
  api: number
}

export type Handler<R = void> = (input: Input) => R

export interface Runtime {
  queries: Map<string, number>
  stop(): void
}

export interface WithRuntime {
  runtime: Runtime
}

export class Engine {
  stop(): void {}
}

export function start(options: WithRuntime): void {}
