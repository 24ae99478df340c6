import { util, Schema, Point, Color, Opts, pick } from "./util";
import * as all from "./index";
import { u } from "./index";
import lib = require("./legacy");

const s: Schema = Schema.make();
const p: Point = Point.origin();
const c: Color = Color.parse("red");
const o: Opts = { a: 1, b: "x" };
const m: util.Message = { text: util.toEnum("a") };
const d = util.inner.deep;
const e: all.Schema = all.Schema.make();
const f = all.util.toEnum("b");
const g = u.util.toEnum("c");
const h = lib.run();
const k = new Point();
const q = all.u.util.toEnum("d");
const r = all.u.Point.origin();
const t = pick(pick.all);
