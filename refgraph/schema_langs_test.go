package refgraph_test

import (
	"slices"
	"testing"
)

// TestProtoImportsAndTypes: an import names a path under an import root:
// the repository's, the importing file's directory, or a directory that
// makes the path exist (the one holding the importing file before a
// vendored copy elsewhere). Types resolve through the imported files, by
// package qualifier (acme.b.v1.B), or as a nested message of the message
// using them.
func TestProtoImportsAndTypes(t *testing.T) {
	g := buildTree(t, map[string]string{
		"proto/acme/a/v1/a.proto": `syntax = "proto3";
package acme.a.v1;
import "acme/b/v1/b.proto";
import "google/protobuf/timestamp.proto";
import "sibling.proto";
message A {
  acme.b.v1.B b = 1;
  B b2 = 2;
  Inner inner = 3;
  google.protobuf.Timestamp at = 4;
  Sib sib = 5;
  message Inner { string s = 1; }
}
`,
		"proto/acme/a/v1/sibling.proto": "syntax = \"proto3\";\npackage acme.a.v1;\nmessage Sib {}\n",
		"proto/acme/b/v1/b.proto":       "syntax = \"proto3\";\npackage acme.b.v1;\nmessage B {}\n",
		"third_party/acme/b/v1/b.proto": "syntax = \"proto3\";\npackage acme.b.v1;\nmessage B {}\n",
	})
	a := fileIdx(t, g, "proto/acme/a/v1/a.proto")
	want := [][]string{{"proto/acme/b/v1/b.proto"}, {}, {"proto/acme/a/v1/sibling.proto"}}
	for k, im := range g.Files[a].Imports {
		if got := paths(g, g.Imports[a][k]); !slices.Equal(got, want[k]) {
			t.Errorf("import %q resolves to %v, want %v", im.Source, got, want[k])
		}
	}
	checkFileTargets(t, g, "proto/acme/a/v1/a.proto", []lineWant{
		{7, "B", 0, "proto/acme/b/v1/b.proto#acme.b.v1.B"},
		{8, "B", 0, "proto/acme/b/v1/b.proto#acme.b.v1.B"},
		{9, "Inner", 0, "proto/acme/a/v1/a.proto#A.Inner"},
		{10, "Timestamp", 0, ""},
		{11, "Sib", 0, "proto/acme/a/v1/sibling.proto#acme.a.v1.Sib"},
	})
}

// TestSQLNamesAcrossFiles: SQL has no imports; a table is found among the
// repository's SQL files, the nearest directory first, by schema when the
// name has one; a column after its table's name is that table's.
func TestSQLNamesAcrossFiles(t *testing.T) {
	g := buildTree(t, map[string]string{
		"db/migrations/001_init.sql": `CREATE TABLE app.users (id int, email text);
CREATE TABLE audit.users (id int, at timestamptz);
`,
		"db/migrations/002_orders.sql": "CREATE TABLE orders (id int, user_id int REFERENCES app.users (id));\n",
		"legacy/orders.sql":            "CREATE TABLE orders (id int);\n",
		"db/queries/q.sql": `SELECT users.email FROM app.users;
SELECT * FROM audit.users;
SELECT * FROM public.orders o JOIN users u ON u.id = o.user_id;
SELECT o.total FROM orders o;
`,
	})
	checkFileTargets(t, g, "db/queries/q.sql", []lineWant{
		{1, "email", 0, "db/migrations/001_init.sql#users.email"},
		{1, "users", 1, "db/migrations/001_init.sql#app.users"},
		{2, "users", 0, "db/migrations/001_init.sql#audit.users"},
		{3, "orders", 0, "db/migrations/002_orders.sql#orders"},
		{3, "users", 0, ""}, // app.users or audit.users
		{3, "id", 0, ""},    // u.id: a column after an alias
		{4, "orders", 0, "db/migrations/002_orders.sql#orders"},
	})
}

// TestGraphQLNamesAcrossFiles: a fragment spread resolves to the fragment
// of another file with or without an #import, types to the nearest
// schema; two definitions at the same distance resolve to neither.
func TestGraphQLNamesAcrossFiles(t *testing.T) {
	g := buildTree(t, map[string]string{
		"app/schema.graphqls":   "type User { id: ID! name: String }\ntype Query { me: User }\n",
		"other/schema.graphqls": "type User { id: ID! }\n",
		"app/ops/parts.graphql": "fragment UserParts on User { id name }\n",
		"app/ops/me.graphql":    "query Me { me { ...UserParts } }\n",
		"app/ops/imported.graphql": `#import "./parts.graphql"
query Again { me { ...UserParts } }
`,
		"dup/x.graphql": "fragment F on User { id }\n",
		"dup/y.graphql": "fragment F on User { id }\n",
		"dup/z.graphql": "query Z { me { ...F } }\n",
	})
	im := fileIdx(t, g, "app/ops/imported.graphql")
	if got := paths(g, g.Imports[im][0]); !slices.Equal(got, []string{"app/ops/parts.graphql"}) {
		t.Errorf("#import resolves to %v", got)
	}
	checkTargets(t, g, []targetWant{
		{"app/ops/parts.graphql", 1, "User", 0, "app/schema.graphqls#User"},
		{"app/ops/me.graphql", 1, "UserParts", 0, "app/ops/parts.graphql#UserParts"},
		{"app/ops/imported.graphql", 2, "UserParts", 0, "app/ops/parts.graphql#UserParts"},
		{"dup/z.graphql", 1, "F", 0, ""},
	})
}
