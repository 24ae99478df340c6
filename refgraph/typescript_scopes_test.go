package refgraph_test

import "testing"

// TestTSScopes: hand-worked resolutions on ts-scopes, occurrence by
// occurrence. Locals (a parameter s shadowing an imported s) resolve to
// nothing; ns.f resolves only into the module ns names, through its
// re-exports (export *, renamed and default re-exports); a name bound by
// an import of an outside package (namespace or default import) resolves
// to nothing though the repository defines a function of that name;
// default imports name the module's default export; this.f names the
// member of the class it is written in.
func TestTSScopes(t *testing.T) {
	_, g := fixture(t, "ts-scopes")
	checkTargets(t, g, []targetWant{
		// The parameter s and its use are locals; lib.square goes through
		// lib/index.ts's export * into math.ts.
		{"src/main.ts", 10, "s", 0, ""},
		{"src/main.ts", 11, "s", 0, ""},
		{"src/main.ts", 11, "square", 0, "src/lib/math.ts#square"},
		// Module level: the imported s; sq re-exported under a new name;
		// lib.sq through the same rename; lib.f through export *.
		{"src/main.ts", 14, "s", 0, "src/lib/s.ts#s"},
		{"src/main.ts", 14, "sq", 0, "src/lib/math.ts#square"},
		{"src/main.ts", 14, "sq", 1, "src/lib/math.ts#square"},
		{"src/main.ts", 14, "f", 0, "src/lib/math.ts#f"},
		// Outside packages: node:fs, @scope/pkg, react's default import.
		// math.ts defines readFileSync, f and createElement: no matter.
		{"src/main.ts", 17, "readFileSync", 0, ""},
		{"src/main.ts", 17, "fs", 0, ""},
		{"src/main.ts", 18, "f", 0, ""},
		{"src/main.ts", 19, "React", 0, ""},
		{"src/main.ts", 19, "createElement", 0, ""},
		// export { default as Thing } from './thing' and a default import
		// under another name both name thing.ts's default export Widget.
		{"src/main.ts", 22, "Thing", 0, "src/lib/thing.ts#Widget"},
		{"src/main.ts", 6, "Thing", 0, "src/lib/thing.ts#Widget"},
		{"src/main.ts", 23, "Gadget", 0, "src/lib/thing.ts#Widget"},
		// import helpers = require('./helpers').
		{"src/main.ts", 24, "help", 0, "src/helpers.ts#help"},
		// Function-level const s and an arrow named sq shadow the imports.
		{"src/main.ts", 29, "s", 0, ""},
		{"src/main.ts", 29, "sq", 0, ""},
		{"src/main.ts", 29, "s", 1, ""},
		// CommonJS: const ns = require('./x') and an outside package.
		{"src/legacy.js", 5, "help", 0, ""}, // the parameter
		{"src/legacy.js", 5, "help", 1, "src/helpers.ts#help"},
		{"src/legacy.js", 5, "join", 0, ""},
		// this.pipe is the pipe of the class it is written in, in both
		// files where two or three classes define pipe.
		{"src/pipes/source.ts", 7, "pipe", 0, "src/pipes/source.ts#Source.pipe"},
		{"src/pipes/use.ts", 10, "pipe", 0, "src/pipes/use.ts#Local.pipe"},
		// new Local().go(): one class of the file defines go.
		{"src/pipes/use.ts", 16, "go", 0, "src/pipes/use.ts#Local.go"},
	})
}

// TestTSTypedMembers: member resolutions that need the receiver's type (a
// parameter's annotation) or the rule "an untyped x.f resolves only when
// exactly one visible type defines f": three classes define pipe, so
// obs.pipe on an untyped value resolves to nothing.
func TestTSTypedMembers(t *testing.T) {
	_, g := fixture(t, "ts-scopes")
	checkTargets(t, g, []targetWant{
		{"src/pipes/use.ts", 15, "pipe", 0, ""},
		{"src/pipes/use.ts", 16, "pipe", 0, "src/pipes/source.ts#Source.pipe"},
		{"src/pipes/use.ts", 16, "pipe", 1, "src/pipes/sink.ts#Sink.pipe"},
	})
}

// TestTSContextTypedParams: a parameter without a type of a function
// passed to a call takes the type the callee's signature gives it: the
// parameter's function type (operate), the constructor's ("this" skipped),
// a declaration's function-type alias (Handler); a callee outside the
// repository gives none, and a written type wins. The keys of a typed
// destructured parameter are members of its type; super.f is the
// extended class's f.
func TestTSContextTypedParams(t *testing.T) {
	_, g := fixture(t, "ts-context")
	checkTargets(t, g, []targetWant{
		{"src/use.ts", 8, "next", 0, "src/subscriber.ts#Subscriber.next"},
		{"src/use.ts", 10, "complete", 0, "src/subscriber.ts#Subscriber.complete"},
		{"src/use.ts", 11, "next", 0, "src/subscriber.ts#Subscriber.next"},
		{"src/use.ts", 12, "api", 0, "src/handler.ts#Input.api"},
		{"src/use.ts", 13, "next", 0, ""},
		{"src/use.ts", 14, "next", 0, "src/subscriber.ts#Queue.next"},
		// The keys of a destructured parameter: members of its type,
		// written or given by the context.
		{"src/use.ts", 15, "api", 1, "src/handler.ts#Input.api"}, // #0: the local api
		// (#0 is the renaming key read as a plain name, which names nothing.)
		{"src/use.ts", 16, "api", 1, "src/handler.ts#Input.api"},
		{"src/use.ts", 16, "api", 3, "src/handler.ts#Other.api"}, // #2: the local api
		// super is the class extended; this, the class itself.
		{"src/use.ts", 21, "next", 0, "src/subscriber.ts#Subscriber.next"},
		{"src/use.ts", 22, "next", 0, "src/use.ts#Safe.next"},
		// A destructured local has its key's type.
		{"src/use.ts", 26, "stop", 0, "src/handler.ts#Runtime.stop"},
		// const { a } = typed: a key of the local's type; an object
		// literal passed: keys of the parameter's type.
		{"src/use.ts", 29, "runtime", 1, "src/handler.ts#WithRuntime.runtime"},
		{"src/use.ts", 30, "runtime", 1, "src/handler.ts#WithRuntime.runtime"},
		// A declaration file that is a script declares globals; one that
		// exports is a module, whose names need an import.
		{"src/use.ts", 33, "__DEV__", 0, "src/global.d.ts#__DEV__"},
		{"src/use.ts", 33, "hidden", 0, ""},
	})
}
