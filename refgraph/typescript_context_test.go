package refgraph_test

import "testing"

// TestTSContextualTyping: the type a value flows into types its keys and
// members. Members of the named parts of an alias's intersection or union
// are its members (a union's: the first alternative declaring it); type
// literals nested in fields are definitions and receive references; the keys
// of an object literal returned from a function with a return annotation,
// assigned to an annotated variable, checked by satisfies or passed to a
// parameter typed by a type literal are members of that type, nested
// literals of the member's type; a callback's parameter typed by a type
// parameter takes the type bound from an argument's declared type.
func TestTSContextualTyping(t *testing.T) {
	_, g := fixture(t, "ts-context")
	checkFileTargets(t, g, "src/flow.ts", []lineWant{
		{4, "onError", 0, "src/shapes.ts#Base.onError"},
		// A literal part of an alias's intersection: scip-typescript's locals.
		{5, "maxBodySize", 0, ""},
		{6, "nested", 0, "src/shapes.ts#Base.nested"},
		{6, "depth", 0, "src/shapes.ts#nested.depth"},
		{7, "left", 0, "src/shapes.ts#Left.left"},
		{8, "right", 0, "src/shapes.ts#Right.right"},
		{9, "common", 0, "src/shapes.ts#Ctx.common"},
		{9, "issues", 0, "src/shapes.ts#common.issues"},
		{12, "common", 1, "src/shapes.ts#Ctx.common"},
		{12, "issues", 1, "src/shapes.ts#common.issues"},
		{12, "path", 1, "src/shapes.ts#Ctx.path"},
		{15, "common", 1, "src/shapes.ts#Ctx.common"},
		{15, "async", 1, "src/shapes.ts#common.async"},
		{16, "setup", 1, "src/shapes.ts#Plugin.setup"},
		{17, "retries", 1, "src/shapes.ts#configure.retries"},
		{19, "path", 1, "src/shapes.ts#Ctx.path"},
		// Both alternatives of the union declare code: no one target.
		{24, "code", 0, ""},
	})
}
