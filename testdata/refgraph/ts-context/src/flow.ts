import { Ctx, Issue, Options, Plugin, configure, withOptions } from "./shapes"

export function handle(opts: Options, issue: Issue, ctx: Ctx) {
  opts.onError()
  opts.maxBodySize
  opts.nested.depth
  issue.left
  issue.right
  ctx.common.issues
}
export function make(): Ctx {
  return { common: { issues: [], async: false }, path: "" }
}
export function locals() {
  const fixed: Ctx = { common: { issues: [], async: true }, path: "/" }
  const checked = { setup: "x" } satisfies Plugin
  configure({ name: "n", retries: 2 })
}
export const made = (): Ctx => ({ common: { issues: [], async: false }, path: "" })
export function later(plugin: Plugin) {
  withOptions(plugin, (value) => value.setup)
}
export function codes(issue: Issue) {
  return issue.code
}
