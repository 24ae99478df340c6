export interface Input {
  api: string
}

export interface Other {
  api: number
}

export type Handler<R = void> = (input: Input) => R
