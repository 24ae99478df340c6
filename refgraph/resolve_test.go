package refgraph_test

import (
	"reflect"
	"sort"
	"testing"

	"github.com/soulindex/soulindex/refgraph"
)

// TestImports asserts, per fixture, which files each import of a file
// resolves to (Graph.Imports), external imports resolving to nothing.
func TestImports(t *testing.T) {
	type imp struct {
		source string   // Import.Source as extracted
		want   []string // resolved file paths; empty: external / unresolvable
	}
	tests := []struct {
		fixture, file string
		imports       []imp
		bug           string // non-empty: known refgraph bug, test skipped
	}{
		{fixture: "go-module", file: "main.go", imports: []imp{
			{"fmt", nil}, // standard library, not indexed
			{"example.com/gm/store", []string{"store/store.go"}},
			// every non-test file of the package directory
			{"example.com/gm/util", []string{"util/strings.go", "util/upper.go"}},
			{"github.com/external/dep", nil},
		}},
		{fixture: "go-module", file: "store/store.go", imports: []imp{
			{"example.com/gm/util", []string{"util/strings.go", "util/upper.go"}},
		}},
		{fixture: "ts-app", file: "src/app.ts", imports: []imp{
			{"@lib/math", []string{"src/lib/math.ts"}},             // tsconfig paths alias
			{"./lib", []string{"src/lib/index.ts"}},                // directory → index.ts barrel
			{"./util.js", []string{"src/util.ts"}},                 // ESM .js naming a .ts file
			{"./types/shapes.ts", []string{"src/types/shapes.ts"}}, // explicit extension
			{"react", nil}, // package, not in the tree (baseUrl tried too)
		}},
		{fixture: "ts-app", file: "src/lib/index.ts", imports: []imp{
			{"./math", []string{"src/lib/math.ts"}}, // no extension
			{"./format", []string{"src/lib/format.ts"}},
		}},
		// Components and pages: their scripts' imports (language injection).
		{fixture: "web-components", file: "src/App.vue", imports: []imp{
			{"./components/Counter.vue", []string{"src/components/Counter.vue"}},
			{"./lib/format", []string{"src/lib/format.ts"}},
		}},
		{fixture: "web-components", file: "src/Panel.svelte", imports: []imp{
			{"./lib/format", []string{"src/lib/format.ts"}},
			{"./components/Counter.vue", []string{"src/components/Counter.vue"}},
		}},
		{fixture: "web-components", file: "public/index.html", imports: []imp{
			{"app.js?v=2", []string{"public/app.js"}}, // the query names no file
			{"/vendor/missing.js", nil},
		}},
		{fixture: "python-pkg", file: "main.py", imports: []imp{
			{"requests", nil},
			{"pkg.sub.tools", []string{"pkg/sub/tools.py"}},
			{"pkg", []string{"pkg/__init__.py"}},
			{"pkg.sub.helpers", []string{"pkg/sub/helpers.py"}},
		}},
		{fixture: "python-pkg", file: "pkg/sub/helpers.py", imports: []imp{
			{"os", nil},
			{"..core", []string{"pkg/core.py"}},
			// the package itself, and the imported name as a submodule
			{".", []string{"pkg/sub/__init__.py", "pkg/sub/tools.py"}},
			{".tools", []string{"pkg/sub/tools.py"}},
		}},
		{fixture: "python-pkg", file: "pkg/__init__.py", imports: []imp{
			{".core", []string{"pkg/core.py"}},
		}},
		{fixture: "rust-crate", file: "src/lib.rs", imports: []imp{
			{"crate::net::client", []string{"src/net/client.rs"}},
			{"serde", nil},
		}},
		{fixture: "rust-crate", file: "src/net/mod.rs", imports: []imp{
			{"super::util", []string{"src/util.rs"}},
		}},
		{fixture: "rust-crate", file: "src/net/client.rs", imports: []imp{
			{"super::super::util", []string{"src/util.rs"}},
			{"self::inner", nil}, // no src/net/client/inner.rs
			{"std::collections", nil},
		}},
		{fixture: "rust-crate", file: "src/net/client.rs", imports: []imp{
			// use crate::util; is extracted as source "crate", name util:
			// the name is the module src/util.rs.
			{"crate", []string{"src/util.rs"}},
		}},
		// 2018 layout: module net is src/net.rs, its children in src/net/.
		{fixture: "rust-2018", file: "src/net/client.rs", imports: []imp{
			{"crate::net", []string{"src/net.rs"}},
		}},
		{fixture: "rust-2018", file: "src/net/client.rs", imports: []imp{
			// use super::shared; — an item of the parent module src/net.rs
			{"super", []string{"src/net.rs"}},
		}},
		{fixture: "rust-2018", file: "src/net/client.rs", imports: []imp{
			// use super::Mode::Fast; — enum Mode of the parent module src/net.rs
			{"super::Mode", []string{"src/net.rs"}},
		}},
		{fixture: "rust-2018", file: "src/net/client.rs", imports: []imp{
			// use crate::top_level; — an item of the crate root src/lib.rs
			{"crate", []string{"src/lib.rs"}},
		}},
		{fixture: "java", file: "src/main/java/com/acme/app/Main.java", imports: []imp{
			{"com.acme.util.Strings", []string{"src/main/java/com/acme/util/Strings.java"}},
			{"com.acme.model.User", []string{"src/main/java/com/acme/model/User.java"}},
			{"java.util.List", nil},
		}},
		{fixture: "java", file: "src/main/java/com/acme/app/Report.java", imports: []imp{
			// a package spans every source root: main and test
			{"com.acme.model", []string{"src/main/java/com/acme/model/Order.java", "src/main/java/com/acme/model/User.java", "src/test/java/com/acme/model/UserTest.java"}},
		}},
		{fixture: "c", file: "src/main.c", imports: []imp{
			{"stdio.h", nil},
			{"lib/api.h", []string{"include/lib/api.h"}}, // found under include/
			{"local.h", []string{"src/local.h"}},         // next to the file
			{"missing.h", nil},
		}},
		{fixture: "c", file: "src/api.c", imports: []imp{
			{"lib/api.h", []string{"include/lib/api.h"}},
		}},
		{fixture: "ruby", file: "lib/app.rb", imports: []imp{
			{"helpers/text", []string{"lib/helpers/text.rb"}}, // require_relative
			{"json", nil},
			{"app/config", []string{"lib/app/config.rb"}}, // require from lib/
		}},
		{fixture: "php", file: "src/Controllers/UserController.php", imports: []imp{
			{`Billing\Models\User`, []string{"lib/Billing/Models/User.php"}}, // namespace as path
			{`Psr\Log\LoggerInterface`, nil},
		}},
		{fixture: "php", file: "src/Controllers/UserController.php", imports: []imp{
			// composer.json maps App\ to src/ (PSR-4)
			{`App\Models\User`, []string{"src/Models/User.php"}},
		}},
		// ReScript: a module is a file of its name anywhere (cart.res is
		// module Cart); an outside module (Js, Belt) resolves to nothing.
		{fixture: "rescript", file: "src/ui/App.res", imports: []imp{
			{"Cart", []string{"src/model/cart.res"}},
		}},
		// Gradle: apply from: names a script by its path.
		{fixture: "gradle", file: "settings.gradle", imports: []imp{
			{"gradle/repos.gradle", []string{"gradle/repos.gradle"}},
		}},
		{fixture: "solidity", file: "src/Vault.sol", imports: []imp{
			{"./interfaces/IVault.sol", []string{"src/interfaces/IVault.sol"}},                        // relative to the file
			{"@acl/Ownable.sol", []string{"lib/openzeppelin-contracts/contracts/access/Ownable.sol"}}, // foundry.toml remapping
			{"solmate/tokens/ERC20.sol", []string{"modules/solmate/src/tokens/ERC20.sol"}},            // remappings.txt
			// no remapping: the one file under lib/ ending with the path less its package
			{"@openzeppelin/contracts/utils/Math.sol", []string{"lib/openzeppelin-contracts/contracts/utils/Math.sol"}},
			{"forge-std/Test.sol", nil}, // not in the repository
		}},
		{fixture: "solidity", file: "script/Deploy.sol", imports: []imp{
			{"src/Vault.sol", []string{"src/Vault.sol"}}, // from the project root
		}},
		{fixture: "csharp", file: "src/App/Program.cs", imports: []imp{
			{"System", nil},
			{"Shop.Models", []string{"src/Models/User.cs"}}, // the files declaring the namespace
		}},
		// TLA+: a module beside the file first, else the repository's only
		// one of that name; the standard modules are not in it.
		{fixture: "tlaplus", file: "specs/Main.tla", imports: []imp{
			{"Naturals", nil},
			{"Util", []string{"specs/Util.tla"}}, // other/Util.tla too, farther
			{"Queue", []string{"specs/Queue.tla"}},
			{"Clock", []string{"other/Clock.tla"}},
		}},
		// Nix: paths relative to the file, a directory's default.nix.
		{fixture: "nix", file: "default.nix", imports: []imp{
			{"nixpkgs", nil}, // <nixpkgs>: a search path
			{"./lib.nix", []string{"lib.nix"}},
			{"./pkgs/tool", []string{"pkgs/tool/default.nix"}},
			{"./hosts", []string{"hosts/default.nix"}},
		}},
		{fixture: "nix", file: "hosts/default.nix", imports: []imp{
			{"./web.nix", []string{"hosts/web.nix"}},
			{"../lib.nix", []string{"lib.nix"}},
			{"./missing.nix", nil},
		}},
	}
	for _, tt := range tests {
		t.Run(tt.fixture+"/"+tt.file, func(t *testing.T) {
			skipBug(t, tt.bug)
			_, g := fixture(t, tt.fixture)
			fi := fileIdx(t, g, tt.file)
			f := g.Files[fi]
			for _, want := range tt.imports {
				k := -1
				for j, im := range f.Imports {
					if im.Source == want.source {
						k = j
						break
					}
				}
				if k < 0 {
					t.Errorf("%s: no import %q among %+v", tt.file, want.source, f.Imports)
					continue
				}
				got := paths(g, g.Imports[fi][k])
				sort.Strings(got)
				w := append([]string{}, want.want...)
				sort.Strings(w)
				if !reflect.DeepEqual(got, w) {
					t.Errorf("%s: import %q resolves to %v, want %v", tt.file, want.source, got, w)
				}
			}
		})
	}
}

// TestRefs asserts that names resolve, by scope, to the definitions they
// name (Graph.Refs[file][nameIndex]).
func TestRefs(t *testing.T) {
	tests := []struct {
		fixture, file, name string
		member              bool   // x.name rather than a plain name
		wantFile, wantSym   string // "" when the name must stay unresolved
		bug                 string
	}{
		// Go: pkg.Func, a method through x.method, the package name, same
		// package, own file, external package.
		{"go-module", "main.go", "Reverse", true, "util/strings.go", "Reverse", ""},
		{"go-module", "main.go", "New", true, "store/store.go", "New", ""},
		{"go-module", "main.go", "Put", true, "store/store.go", "Put", ""},
		{"go-module", "main.go", "util", false, "util/strings.go", "util", ""},
		{"go-module", "main.go", "store", false, "store/store.go", "store", ""},
		{"go-module", "main.go", "local", false, "main.go", "local", ""},
		{"go-module", "main.go", "Println", true, "", "", ""},
		{"go-module", "main.go", "fmt", false, "", "", ""},
		{"go-module", "util/upper.go", "Reverse", false, "util/strings.go", "Reverse", ""},
		{"go-module", "store/store.go", "Store", false, "store/store.go", "Store", ""},
		// TS: an imported function through a paths alias, a name
		// re-exported through the index.ts barrel, x.method, own file,
		// shadowing (util.ts is imported and defines Counter too).
		{"ts-app", "src/app.ts", "add", false, "src/lib/math.ts", "add", ""},
		{"ts-app", "src/app.ts", "formatNumber", false, "src/lib/format.ts", "formatNumber", ""},
		{"ts-app", "src/app.ts", "helper", false, "src/util.ts", "helper", ""},
		{"ts-app", "src/app.ts", "Counter", false, "src/util.ts", "Counter", ""},
		{"ts-app", "src/app.ts", "increment", true, "src/util.ts", "increment", ""},
		{"ts-app", "src/app.ts", "area", true, "src/types/shapes.ts", "area", ""},
		{"ts-app", "src/app.ts", "helper2", false, "src/app.ts", "helper2", ""},
		{"ts-app", "src/app.ts", "React", false, "", "", ""},
		{"ts-app", "src/shadow.ts", "Counter", false, "src/shadow.ts", "Counter", ""},
		{"ts-app", "src/shadow.ts", "total", true, "src/shadow.ts", "total", ""},
		// Vue, Svelte and HTML scripts: an imported component (the Options
		// API component named by its file), an imported function, a
		// component used in a template, a classic script's global from
		// the script the page loads.
		{"web-components", "src/App.vue", "Counter", false, "src/components/Counter.vue", "Counter", ""},
		{"web-components", "src/App.vue", "formatCount", false, "src/lib/format.ts", "formatCount", ""},
		{"web-components", "src/App.vue", "initial", false, "src/App.vue", "initial", ""},
		{"web-components", "src/components/Counter.vue", "formatCount", false, "src/lib/format.ts", "formatCount", ""},
		{"web-components", "src/components/Counter.vue", "count", true, "src/components/Counter.vue", "count", ""},
		{"web-components", "src/Panel.svelte", "formatCount", false, "src/lib/format.ts", "formatCount", ""},
		{"web-components", "src/Panel.svelte", "Counter", false, "src/components/Counter.vue", "Counter", ""},
		{"web-components", "src/Shell.svelte", "App", false, "src/App.vue", "App", ""},          // a <script setup> component
		{"web-components", "src/Shell.svelte", "Panel", false, "src/Panel.svelte", "Panel", ""}, // a Svelte component
		// The default export of a component is its component, whatever
		// name imports it.
		{"web-components", "src/Shell.svelte", "StatusBadge", false, "src/components/status-badge.svelte", "status-badge", ""},
		{"web-components", "public/index.html", "startApp", false, "public/app.js", "startApp", ""},
		{"web-components", "public/index.html", "getElementById", true, "", "", ""},
		// Python: through the package's __init__.py, relative imports.
		{"python-pkg", "main.py", "Engine", false, "pkg/core.py", "Engine", ""},
		{"python-pkg", "main.py", "assist", false, "pkg/sub/helpers.py", "assist", ""},
		{"python-pkg", "pkg/sub/helpers.py", "make_engine", false, "pkg/core.py", "make_engine", ""},
		{"python-pkg", "pkg/sub/helpers.py", "sharpen", false, "pkg/sub/tools.py", "sharpen", ""},
		{"python-pkg", "main.py", "start", true, "pkg/core.py", "start",
			"Python: engine.start() in main.py (Engine imported by `from pkg import Engine`, re-exported by pkg/__init__.py from pkg/core.py) stays unresolved as a member: member lookup (findMember/findIn over the imported files) never hops through barrel files, though the plain name Engine does"},
		// Rust
		{"rust-crate", "src/lib.rs", "Client", false, "src/net/client.rs", "Client", ""},
		{"rust-crate", "src/lib.rs", "connect", true, "src/net/client.rs", "connect", ""},
		{"rust-crate", "src/net/client.rs", "helper", false, "src/util.rs", "helper", ""},
		{"rust-crate", "src/net/mod.rs", "helper", false, "src/util.rs", "helper", ""},
		{"rust-crate", "src/lib.rs", "Serialize", false, "", "", ""},
		{"rust-crate", "src/lib.rs", "new", true, "src/net/client.rs", "new", ""}, // Client::new(): a member of Client
		// HashMap::new() names std's HashMap::new, not the file's own Client::new.
		{"rust-crate", "src/net/client.rs", "new", true, "", "",
			"Rust: HashMap::new() in src/net/client.rs resolves to the file's own Client::new: resolution is per distinct name and member use in a file, and the same file also calls Client::new, so the qualifier on the left would be needed to tell them apart"},

		// Java: class import, wildcard package import, members.
		{"java", "src/main/java/com/acme/app/Main.java", "Strings", false, "src/main/java/com/acme/util/Strings.java", "Strings", ""},
		{"java", "src/main/java/com/acme/app/Main.java", "reverse", true, "src/main/java/com/acme/util/Strings.java", "reverse", ""},
		{"java", "src/main/java/com/acme/app/Main.java", "getName", true, "src/main/java/com/acme/model/User.java", "getName", ""},
		{"java", "src/main/java/com/acme/model/Order.java", "User", false, "src/main/java/com/acme/model/User.java", "User", ""},
		// C: a declaration in a header under include/, a macro.
		{"c", "src/main.c", "api_call", false, "include/lib/api.h", "api_call", ""},
		{"c", "src/main.c", "LOCAL_LIMIT", false, "src/local.h", "LOCAL_LIMIT", ""},
		{"c", "src/main.c", "printf", false, "", "", ""},
		// Ruby
		{"ruby", "lib/app.rb", "Config", false, "lib/app/config.rb", "Config", ""},
		// C#: a type of a used namespace, and its member through user.Greeting().
		{"csharp", "src/App/Program.cs", "User", false, "src/Models/User.cs", "User", ""},
		{"csharp", "src/App/Program.cs", "Greeting", true, "src/Models/User.cs", "Greeting", ""},
		{"ruby", "lib/app.rb", "Helpers", false, "lib/helpers/text.rb", "Helpers", ""},
		// ReScript: Module.value in the module's file (the .res first),
		// an opened module's names, a module of the file shadowing a file
		// of the same name, a module outside the project.
		{"rescript", "src/ui/App.res", "format", true, "src/model/Money.res", "format", ""},
		{"rescript", "src/ui/App.res", "fromCents", true, "src/model/Money.res", "fromCents", ""},
		{"rescript", "src/ui/App.res", "total", false, "src/model/cart.res", "total", ""},
		{"rescript", "src/ui/App.res", "show", true, "src/ui/App.res", "show", ""},
		{"rescript", "src/ui/App.res", "log", true, "", "", ""},
		// TLA+: EXTENDS and INSTANCE make a module's names the file's own;
		// a named instance's only through its name (Q!Push); the file's
		// own definition first.
		{"tlaplus", "specs/Main.tla", "Inc", false, "specs/Util.tla", "Inc", ""},
		{"tlaplus", "specs/Main.tla", "Tick", false, "other/Clock.tla", "Tick", ""},
		{"tlaplus", "specs/Main.tla", "Push", true, "specs/Queue.tla", "Push", ""},
		{"tlaplus", "specs/Main.tla", "Zero", false, "specs/Main.tla", "Zero", ""},
		// Nix: a member of an imported file's value.
		{"nix", "default.nix", "greet", true, "lib.nix", "greet", ""},
		// Solidity: names imported through remappings, a library function
		// through its library, members inherited from bases named bare
		// (this binds them), a modifier, a method through a local's type.
		{"solidity", "src/Vault.sol", "Ownable", false, "lib/openzeppelin-contracts/contracts/access/Ownable.sol", "Ownable", ""},
		{"solidity", "src/Vault.sol", "IVault", false, "src/interfaces/IVault.sol", "IVault", ""},
		{"solidity", "src/Vault.sol", "max", true, "lib/openzeppelin-contracts/contracts/utils/Math.sol", "max", ""},
		{"solidity", "src/Vault.sol", "_mint", false, "modules/solmate/src/tokens/ERC20.sol", "_mint", ""},
		{"solidity", "src/Vault.sol", "_checkOwner", false, "lib/openzeppelin-contracts/contracts/access/Ownable.sol", "_checkOwner", ""},
		{"solidity", "src/Vault.sol", "onlyOwner", false, "lib/openzeppelin-contracts/contracts/access/Ownable.sol", "onlyOwner", ""},
		{"solidity", "src/Vault.sol", "cap", false, "src/Vault.sol", "cap", ""},
		{"solidity", "src/Vault.sol", "sender", true, "", "", ""}, // msg.sender: a builtin
		{"solidity", "script/Deploy.sol", "Vault", false, "src/Vault.sol", "Vault", ""},
		{"solidity", "script/Deploy.sol", "deposit", true, "src/Vault.sol", "deposit", ""},
	}
	for _, tt := range tests {
		kind := "plain"
		if tt.member {
			kind = "member"
		}
		t.Run(tt.fixture+"/"+tt.file+"/"+tt.name+"/"+kind, func(t *testing.T) {
			skipBug(t, tt.bug)
			_, g := fixture(t, tt.fixture)
			fi := fileIdx(t, g, tt.file)
			f := g.Files[fi]
			k := sort.SearchStrings(f.RefNames, tt.name)
			if k >= len(f.RefNames) || f.RefNames[k] != tt.name {
				t.Fatalf("%s does not reference %q (RefNames %v)", tt.file, tt.name, f.RefNames)
			}
			// Every (non-local) occurrence of the form resolves alike.
			tg, seen := refgraph.Target{File: -1, Symbol: -1}, false
			for _, r := range f.LoadRefs() {
				if int(r.Name) != k || r.Member != tt.member || r.Local() != 0 {
					continue
				}
				if got := g.Refs[fi][k].For(r); !seen {
					tg, seen = got, true
				} else if got != tg {
					t.Errorf("For(%+v) = %+v, want %+v", r, got, tg)
				}
			}
			gotFile, gotSym := "", ""
			if tg.File >= 0 {
				gotFile = g.Files[tg.File].Path
				gotSym = g.Files[tg.File].Symbols[tg.Symbol].Name
			} else if tg.Symbol != -1 {
				t.Errorf("unresolved target %+v: Symbol must be -1", tg)
			}
			if gotFile != tt.wantFile || gotSym != tt.wantSym {
				t.Errorf("%s: %s (%s) resolves to %q#%q, want %q#%q", tt.file, tt.name, kind, gotFile, gotSym, tt.wantFile, tt.wantSym)
			}
		})
	}
}
