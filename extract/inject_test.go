package extract_test

import (
	"bytes"
	"context"
	"strings"
	"testing"
	"time"

	"github.com/soulindex/soulindex/extract"
)

// injectCase is one host file whose scripts are outlined by language
// injection: lines Dump must print (substrings of a line, "refs N: ..."
// included), and names no symbol may have.
type injectCase struct {
	name, lang, path, src string
	want                  []string
	absent                []string // symbol names
	errors                bool     // the outline reports error nodes
}

func runInjectCases(t *testing.T, cases []injectCase) {
	t.Helper()
	_, rt := newRouter(t)
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			f, err := rt.Extract(context.Background(), tc.lang, tc.path, []byte(tc.src), time.Minute)
			if err != nil {
				t.Fatal(err)
			}
			var b bytes.Buffer
			if err := extract.Dump(&b, f); err != nil {
				t.Fatal(err)
			}
			dump := b.String()
			if f.Backend != extract.BackendTreeSitter {
				t.Errorf("served by %s (%s)", f.Backend, f.Fallback)
			}
			lines := strings.Split(dump, "\n")
			for _, w := range tc.want {
				found := false
				for _, l := range lines {
					found = found || strings.Contains(l, w)
				}
				if !found {
					t.Errorf("no line with %q", w)
				}
			}
			for _, s := range f.Symbols {
				for _, a := range tc.absent {
					if s.Name == a {
						t.Errorf("symbol %s %s should not be outlined", s.Kind, s.Name)
					}
				}
			}
			if (f.ErrorNodes > 0) != tc.errors {
				t.Errorf("%d error nodes", f.ErrorNodes)
			}
			if t.Failed() {
				t.Log(dump)
			}
		})
	}
}

// TestInjection: the <script> elements of Vue, Svelte and HTML files are
// outlined by the JavaScript or TypeScript grammar where they stand.
func TestInjection(t *testing.T) {
	template := "<template>\n" + strings.Repeat("  <p>filler</p>\n", 36) + "</template>\n"
	runInjectCases(t, []injectCase{
		{name: "host positions", lang: "vue", path: "Late.vue",
			// The script starts on line 39: its function is reported on
			// line 40, at its column in the .vue file.
			src: template + "<script>\n    function late(a) { return a }\n</script>\n",
			want: []string{"section template @1:1-1:9", "section script @39:1-39:7",
				"function late @40:13-40:17 [40:4-40:33]", "refs 40: a~0 a~0"}},
		{name: "lang=ts is TypeScript", lang: "vue", path: "Typed.vue", src: `<script setup lang="ts">
interface Props { title: string }
type Mode = 'a' | 'b'
const props = defineProps<Props>()
function pick(m: Mode): Mode { return m }
</script>
`, want: []string{"interface Props @2:10-2:15", "field title @2:18-2:23", "type_alias Mode @3:5-3:9",
			"variable props @4:6-4:11", "function pick @5:9-5:13", "sig: function pick(m: Mode): Mode"}},
		{name: "lang=tsx", lang: "svelte", path: "View.svelte", src: `<script lang="tsx">
  const view = (n: number) => <b>{n}</b>;
</script>
`, want: []string{"function view @2:8-2:12"}},
		{name: "script types", lang: "html", path: "page.html", src: `<html><body>
<script type="text/template" id="row"><li>function notJs() {}</li></script>
<script type="application/json">{"function": "notData"}</script>
<script type="importmap">{"imports": {"x": "./x.js"}}</script>
<script type="text/x-template">function notTemplate() {}</script>
<script type="module">export function fromModule() {}</script>
<script type="text/javascript; charset=utf-8">function classic() {}</script>
<script type="text/babel">function Jsx() { return <i/> }</script>
<script LANGUAGE="javascript">var legacy = 1</script>
</body></html>
`, want: []string{"function fromModule @6:38-6:48", "function classic @7:55-7:62", "function Jsx @8:35-8:38",
			"variable legacy @9:34-9:40"},
			absent: []string{"notJs", "notData", "notTemplate", "x"}},
		{name: "two scripts", lang: "vue", path: "Both.vue", src: `<script>
export const shared = 1
function helper(x) { return x }
</script>
<script setup>
import { ref } from 'vue'
function helper(y) { return y + shared }
const count = ref(0)
</script>
`, want: []string{"variable shared @2:13-2:19", "function helper @3:9-3:15", "function helper @7:9-7:15",
			"variable count @8:6-8:11", `import "vue" @6:0-6:25 {ref}`, "refs 3: x~0 x~0", "refs 7: y~1 y~1 shared"}},
		{name: "broken script keeps the host", lang: "html", path: "broken.html", src: `<main id="app">
<h2>Tools</h2>
<script>
function intact() { return 1 }
function broken( { if (
</script>
<section id="after"><h2>After</h2></section>
<script>
function second() {}
</script>
</main>
`, errors: true, want: []string{"section app @1:10-1:13", "section Tools", "function intact @4:9-4:15",
			"section after @7:13-7:18", "section After", "function second @9:9-9:15"}},
		{name: "locals stay local", lang: "svelte", path: "Local.svelte", src: `<script>
  function total(items) {
    let sum = 0;
    for (const it of items) sum += it;
    return sum;
  }
  let items = [];
  const sum = total(items);
</script>
`, want: []string{"function total @2:11-2:16", "variable items @7:6-7:11", "variable sum @8:8-8:11",
			"refs 2: items~0", "refs 3: sum~1", "refs 4: it~2 items~0 sum~1 it~2", "refs 5: sum~1", "refs 8: total items"},
			absent: []string{"it"}},
		{name: "svelte props", lang: "svelte", path: "Props.svelte", src: `<script context="module">
  export function preload() {}
</script>
<script>
  /** The first value. */
  export let start = 0;
  let { step = 1, label: text, ...rest } = $props();
</script>
`, want: []string{"function preload @2:18-2:25", "field start @6:13-6:18", "doc: The first value.",
			"field step @7:8-7:12", "field label @7:18-7:23"},
			absent: []string{"text", "rest"}},
		{name: "options api", lang: "vue", path: "UserCard.vue", src: `<script>
export default {
  name: 'Card',
  props: ['user', 'compact'],
  data: () => ({ open: false }),
  computed: {
    title() { return this.user.name },
    full: { get() { return 1 }, set(v) {} },
  },
  watch: { open(v) {} },
  methods: {
    toggle() { this.open = !this.open },
    close: function () {},
  },
  mounted() { this.toggle() },
}
</script>
`, want: []string{"class UserCard @2:7-2:14 [2:0-16:1]", "field user @4:11-4:15", "in UserCard",
			"field compact @4:19-4:26", "field open @5:17-5:21", "method title @7:4-7:9", "field full @8:4-8:8",
			"method toggle @12:4-12:10", "method close @13:4-13:9", "method mounted @15:2-15:9",
			"refs 12: this~0 ~0.open this~0 ~0.open", "local types: 0:UserCard"},
			absent: []string{"name", "watch", "methods", "computed", "get", "set", "v"}},
		{name: "empty, unclosed and CRLF scripts", lang: "html", path: "odd.html",
			src: "<p id=\"a\">x</p>\r\n<script></script>\r\n<script>\r\n  function crlf() {}\r\n</script>\r\n<script>function eof() { return '\xff\xfe' }",
			// The unclosed script at the end is an error of the host's tree.
			errors: true, want: []string{"section a @1:7-1:8", "function crlf @4:11-4:15", "function eof @6:17-6:20"}},
		{name: "closed script at EOF", lang: "vue", path: "Eof.vue",
			src:  "<template><p/></template>\n<script>export default { methods: { go() {} } }</script>",
			want: []string{"class Eof @2:15-2:22", "method go @2:36-2:38"}},
	})
}

// TestInjectionBudget: an injected script the work budget cannot parse is
// left out; the host keeps its outline and counts the script as an error.
func TestInjectionBudget(t *testing.T) {
	reg, _ := newRouter(t)
	qs, err := extract.CompileQueries(reg)
	if err != nil {
		t.Fatal(err)
	}
	defer qs.Close()
	ts := extract.NewTreeSitter(qs)
	defer ts.Close()
	script := strings.Repeat("function f(a) { if (a) { return [a, {b: a}, (c) => c + a] } }\n", 400)
	src := []byte("<main id=\"app\"><h1>Title</h1></main>\n<script>\n" + script + "</script>\n<p id=\"tail\">end</p>\n")
	// Enough for the host's parse and query, far too little for the
	// script's 25 KB.
	ts.SetWorkBudget(extract.WorkBudget{Base: 300, PerKiB: 0})
	f, err := ts.Extract(context.Background(), "html", "big.html", src, time.Minute)
	if err != nil {
		t.Fatalf("the host's outline was lost: %v", err)
	}
	var names []string
	for _, s := range f.Symbols {
		names = append(names, s.Name)
	}
	if got := strings.Join(names, " "); got != "app Title tail" {
		t.Errorf("symbols %q, want the host's: app Title tail", got)
	}
	if f.ErrorNodes == 0 || f.ErrorBytes < len(script) {
		t.Errorf("the left-out script is not counted: %d error nodes, %d bytes", f.ErrorNodes, f.ErrorBytes)
	}
	// With the default budget, the script is outlined.
	ts.SetWorkBudget(extract.WorkBudget{})
	f, err = ts.Extract(context.Background(), "html", "big.html", src, time.Minute)
	if err != nil || len(f.Symbols) != 403 || f.ErrorNodes != 0 {
		t.Fatalf("default budget: %v, %d symbols, %d error nodes", err, len(f.Symbols), f.ErrorNodes)
	}
}

// TestMarkdownFencesNotIndexed: fenced code in Markdown is documentation,
// not code of the repository: neither its definitions nor its names are
// indexed.
func TestMarkdownFencesNotIndexed(t *testing.T) {
	_, rt := newRouter(t)
	src := "# Guide\n\n```js\nfunction fromFence() { return helperInFence() }\n```\n\n```html\n<script>function inHtmlFence() {}</script>\n```\n"
	f, err := rt.Extract(context.Background(), "markdown", "README.md", []byte(src), time.Minute)
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range f.Symbols {
		if s.Name != "Guide" {
			t.Errorf("symbol %s %s from a fence", s.Kind, s.Name)
		}
	}
	for _, n := range f.RefNames {
		if strings.Contains(n, "Fence") {
			t.Errorf("reference %s from a fence", n)
		}
	}
}

// TestRustMacroItems: the body of a Rust macro invoked where items stand
// is outlined as Rust (nested macros and cfg_if! branches included);
// bodies that are no items, macro_rules! definitions and macros invoked in
// function bodies are not, and none of them is an error of the file.
func TestRustMacroItems(t *testing.T) {
	runInjectCases(t, []injectCase{
		{name: "cfg macro", lang: "rust", path: "net.rs",
			src:  "cfg_net! {\n    pub mod tcp;\n    pub use tcp::Stream;\n    pub fn bind() {}\n}\n",
			want: []string{"module tcp @2:12-2:15", "function bind @4:11-4:15", `import "tcp" @3:4-3:24 {Stream}`, "export Stream @3:17-3:23"}},
		{name: "nested and cfg_if", lang: "rust", path: "sys.rs",
			src:  "cfg_if::cfg_if! {\n    if #[cfg(unix)] {\n        cfg_os! { mod unix; }\n    } else {\n        pub struct Other;\n    }\n}\n",
			want: []string{"module unix @3:22-3:26", "struct Other @5:19-5:24"}},
		{name: "impl and mod bodies", lang: "rust", path: "rt.rs",
			src:  "pub struct B;\nimpl B {\n    cfg_rt! { pub fn multi() -> B { B } }\n}\nmod m {\n    cfg_time! { pub const T: u8 = 1; }\n}\n",
			want: []string{"method multi @3:21-3:26 [3:14-3:39] in B", "constant T @6:26-6:27 [6:16-6:36] in m"}},
		{name: "not items", lang: "rust", path: "flags.rs",
			src:    "bitflags! {\n    pub struct Flags: u32 { const A = 1; }\n}\nmacro_rules! m {\n    () => { fn hidden() {} };\n}\nfn f() {\n    local! { fn inner() {} }\n    let v = vec![1, 2];\n}\n",
			want:   []string{"macro m @4:13-4:14", "function f @7:3-7:4"},
			absent: []string{"Flags", "A", "hidden", "inner"}},
	})
}

// TestRustMacroBudget: a macro body the work budget cannot take is left
// out; the file keeps its own outline and counts no error.
func TestRustMacroBudget(t *testing.T) {
	reg, _ := newRouter(t)
	qs, err := extract.CompileQueries(reg)
	if err != nil {
		t.Fatal(err)
	}
	defer qs.Close()
	ts := extract.NewTreeSitter(qs)
	defer ts.Close()
	body := strings.Repeat("pub fn f(a: u8) -> u8 { if a > 0 { [a, a + 1][0] } else { (a, a).0 } }\n", 400)
	src := []byte("pub struct Host;\ncfg_big! {\n" + body + "}\npub fn tail() {}\n")
	// Enough for the host's parse and query (about 2,100 steps), too
	// little for the body's second parse and query as well.
	ts.SetWorkBudget(extract.WorkBudget{Base: 3000, PerKiB: 0})
	f, err := ts.Extract(context.Background(), "rust", "big.rs", src, time.Minute)
	if err != nil {
		t.Fatalf("the host's outline was lost: %v", err)
	}
	var names []string
	for _, s := range f.Symbols {
		names = append(names, s.Name)
	}
	if got := strings.Join(names, " "); got != "Host tail" || f.ErrorNodes != 0 {
		t.Errorf("symbols %q, %d error nodes; want the host's (Host tail) and none", got, f.ErrorNodes)
	}
	ts.SetWorkBudget(extract.WorkBudget{})
	f, err = ts.Extract(context.Background(), "rust", "big.rs", src, time.Minute)
	if err != nil || len(f.Symbols) != 402 || f.ErrorNodes != 0 {
		t.Fatalf("default budget: %v, %d symbols, %d error nodes", err, len(f.Symbols), f.ErrorNodes)
	}
}
