export interface Base {
  onError: () => void
  nested: { depth: number }
}
export type Options = Base & { maxBodySize: number }
export interface Left { code: "a"; left: number }
export interface Right { code: "b"; right: string }
export type Issue = Left | Right
export interface Ctx {
  common: { issues: string[]; async: boolean }
  path: string
}
export function withOptions<T>(opts: T & { limit: number }, run: (value: T) => void): void {}
export function configure(opts: { name: string; retries: number }): void {}
export interface Plugin {
  setup: string
}
