import { operate } from "./lift"
import { Observable } from "./observable"
import { Handler, Input, Other, WithRuntime, start } from "./handler"
import { Queue, Subscriber } from "./subscriber"
import { external } from "outside"

operate((source, subscriber) => {
  subscriber.next(1)
})
new Observable<number>((subscriber) => subscriber.complete())
new Observable<number>(s => s.next(2))
export const h: Handler = (input) => input.api
external((subscriber) => subscriber.next(3))
operate((source, subscriber: Queue) => subscriber.next())
export const k: Handler = ({ api }) => api
export function g({ api: renamed }: Input, { api }: Other) {
  return renamed + api
}
export class Safe extends Subscriber<number> {
  next(value: number): void {
    super.next(value)
    this.next(value)
  }
}
export function r({ runtime }: WithRuntime) {
  runtime.stop()
}
export function d(input: WithRuntime) {
  const { runtime } = input
  start({ runtime })
  return runtime
}
export const dev = __DEV__ && hidden > 0
