import { Observable } from "./observable"
import { Subscriber } from "./subscriber"

export function operate<T, R>(init: (source: Observable<T>, subscriber: Subscriber<R>) => (() => void) | void): void {}
