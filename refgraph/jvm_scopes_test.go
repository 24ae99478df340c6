package refgraph_test

import "testing"

// TestJVMScopes: hand-worked resolutions on jvm-scopes. Locals named like
// a field, a same-package class or function, or an imported class
// (parameters, lambda parameters, catch parameters, pattern variables)
// resolve to nothing; a class name resolves only within its package or
// through an import (a wildcard, a Kotlin import of a file of another
// name, a C# using); Util.f goes into the repository's Util, while a
// member qualified by a class outside the repository (Math.max,
// List.of from java.util, Console.WriteLine) resolves to nothing although
// the repository defines max, of and WriteLine.
func TestJVMScopes(t *testing.T) {
	_, g := fixture(t, "jvm-scopes")
	const (
		app  = "java/com/acme/app/App.java"
		main = "kotlin/com/acme/kt/Main.kt"
		prog = "cs/Acme/App/Program.cs"
	)
	checkTargets(t, g, []targetWant{
		{app, 10, "Box", 0, "java/com/acme/model/Box.java#Box"},
		{app, 10, "List", 0, ""}, // java.util.List, not com.acme.other.List
		{app, 11, "Util", 0, "java/com/acme/util/Util.java#Util"},
		{app, 11, "f", 0, "java/com/acme/util/Util.java#Util.f"},
		{app, 11, "max", 0, ""},   // Math.max, not Util.max
		{app, 11, "total", 0, ""}, // the parameter, not the field
		{app, 11, "Limits", 0, "java/com/acme/app/Limits.java#Limits"},
		{app, 11, "LIMIT", 0, "java/com/acme/app/Limits.java#Limits.LIMIT"},
		{app, 13, "Limits", 0, ""}, // a lambda parameter
		{app, 13, "Limits", 1, ""},
		{app, 13, "size", 0, ""}, // of an untyped local: Box and Bag define it
		{app, 14, "of", 0, ""},   // java.util.List.of, not com.acme.other.List.of
		{app, 14, "Bag", 0, ""},  // a catch parameter
		{app, 14, "Bag", 1, ""},
		{app, 16, "Bag", 0, "java/com/acme/model/Bag.java#Bag"},
		{app, 16, "Hidden", 0, ""}, // a pattern variable
		{app, 16, "Hidden", 1, ""},
		{app, 17, "Hidden", 0, ""}, // com.acme.other is not imported

		{main, 3, "Util", 0, "kotlin/com/acme/ktutil/Strings.kt#Util"},
		{main, 8, "Util", 0, "kotlin/com/acme/ktutil/Strings.kt#Util"},
		{main, 8, "f", 0, "kotlin/com/acme/ktutil/Strings.kt#Util.f"},
		{main, 8, "limit", 0, ""}, // the parameter, not the package's val
		{main, 8, "max", 0, ""},
		{main, 9, "helper", 0, ""}, // a lambda parameter named like a package function
		{main, 9, "helper", 1, ""},
		{main, 10, "it", 0, ""},
		{main, 10, "helper", 0, "kotlin/com/acme/kt/Config.kt#helper"},
		{main, 11, "shout", 0, "kotlin/com/acme/ktutil/Strings.kt#shout"},
		{main, 11, "limit", 0, ""}, // a catch parameter
		{main, 11, "limit", 1, ""},
		{main, 12, "helper", 0, "kotlin/com/acme/kt/Config.kt#helper"},

		{prog, 12, "Util", 0, "cs/Acme/Util/Util.cs#Acme.Util.Util"},
		{prog, 12, "F", 0, "cs/Acme/Util/Util.cs#Util.F"},
		{prog, 12, "count", 0, ""},     // the parameter, not the field
		{prog, 13, "WriteLine", 0, ""}, // Console (System) is outside
		{prog, 14, "Util", 0, ""},      // a lambda parameter named like the class
		{prog, 15, "Program", 0, ""},   // a pattern variable named like the class
		{prog, 15, "Program", 1, ""},
	})
}

// TestJVMTypedMembers: member references whose receiver's type the
// outline gives (a typed local, a pattern variable, this). Two model
// classes define f and size, so only the type can pick one.
func TestJVMTypedMembers(t *testing.T) {
	_, g := fixture(t, "jvm-scopes")
	checkTargets(t, g, []targetWant{
		{"java/com/acme/app/App.java", 12, "f", 0, "java/com/acme/model/Box.java#Box.f"},       // b: Box
		{"java/com/acme/app/App.java", 16, "f", 0, "java/com/acme/model/Bag.java#Bag.f"},       // Hidden: Bag
		{"java/com/acme/app/App.java", 18, "total", 0, "java/com/acme/app/App.java#App.total"}, // this.total
		{"java/com/acme/model/Box.java", 5, "f", 0, "java/com/acme/model/Box.java#Box.f"},
		{"java/com/acme/model/Bag.java", 5, "f", 0, "java/com/acme/model/Bag.java#Bag.f"},
		{"kotlin/com/acme/kt/Main.kt", 12, "size", 0, "kotlin/com/acme/kt/Main.kt#Main.size"},
		{"cs/Acme/App/Program.cs", 16, "count", 0, "cs/Acme/App/Program.cs#Program.count"},
	})
}
