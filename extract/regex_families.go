package extract

import "strings"

// The keyword families of the regex tier. Each definition pattern is an
// RE2 pattern in (?m) mode over blanked source; {N} stands for the name
// group, so DefinitionPattern can put a literal name there. Patterns that
// come first win when two match the same name (as in the queries).

type scopeStyle uint8

const (
	scopeBraces scopeStyle = iota // the body is the next {...}
	scopeIndent                   // the body is the deeper-indented lines below (plus an `end` line)
	scopeParens                   // the definition is its (...) form (Lisp)
	scopeLine                     // the definition is its line
)

type defSpec struct {
	re    string
	kind  Kind
	upper Kind // kind instead when the name is UPPER_CASE
	// scope: a named region, not a symbol (Rust impl, Swift extension);
	// its members get the name as container.
	scope bool
	// noBody: ends at its ';' or line end (constants, type aliases).
	noBody bool
	// endLine: the definition ends at the first later line starting with it.
	endLine string
	// list: the name group holds several names ("CONSTANTS A, B").
	list bool
	// typed: free-form type words come before the name, so a match whose
	// first word is a statement keyword ("return f(x) {") is no definition.
	typed bool
	// heads: with list, only each line's leading names count (Go's
	// "const ( A = 1; B, C T )" groups).
	heads bool
	// skip: claims its name so later patterns do not (Zig's
	// `const std = @import("std")` is an import, not a constant).
	skip bool
}

type importSpec struct {
	re  string // groups: src, names, alias; or block, scanned with sub
	sub string
}

type family struct {
	id        string
	langs     []string
	lex       lexicon
	scope     scopeStyle
	ident     string // name pattern; default [A-Za-z_][A-Za-z0-9_]*
	defs      []defSpec
	imports   []importSpec
	hyphen    bool // identifiers may contain '-' (Lisp, PowerShell)
	docstring bool // a string opening the body documents it (Python)
}

// notAName reports a word that a definition pattern must not take for a
// name: the statements that look like declarations ("else if (x) {").
func notAName(w string) bool { return nameStop[w] }

var nameStop = func() map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.Fields(`if else elif elsif unless until for foreach while do switch case
		catch try finally return throw goto sizeof typeof await yield lock using synchronized with
		function class struct enum interface def fn func fun var let const static`) {
		m[w] = true
	}
	return m
}()

// Shared pieces.
const (
	ws = `[ \t]*`
	// typedFunc: C, C++, Java, C#, Dart functions and methods: a return
	// type (words, templates, pointers), the name, the parameters, then a
	// body brace. Statements are told apart by controlWords.
	typedFunc = `^[ \t]*(?:[A-Za-z_$][\w$:.]*(?:<[^;{}()]*?>)?(?:\[\])*[ \t*&?]+)+(?:(?P<container>[A-Za-z_]\w*(?:<[^<>;{}()]*>)?(?:::[A-Za-z_]\w*)*)::)?[*&]*~?{N}[ \t]*\([^;{}]*\)[\w \t,.:&*()\[\]-]*?(?:->[^{;]*)?\s*\{`
	jvmMods   = `(?:(?:public|private|protected|internal|static|final|abstract|sealed|open|data|inner|value|annotation|case|implicit|lazy|override|synchronized|native|transient|strictfp|default|suspend|inline|operator|infix|tailrec|external|const|lateinit|expect|actual|non-sealed|@[\w.]+(?:\([^)\n]*\))?)\s+)*`
	csMods    = `(?:(?:public|private|protected|internal|static|readonly|sealed|abstract|virtual|override|partial|unsafe|extern|new|async|file|required|volatile|\[[^\]\n]*\])\s+)*`
	swiftMods = `(?:(?:public|private|fileprivate|internal|open|final|static|class|override|mutating|nonmutating|convenience|required|lazy|weak|unowned|dynamic|indirect|nonisolated|distributed|package|@\w+(?:\([^)\n]*\))?)\s+)*`
)

var (
	lexC      = lexicon{line: []string{"//"}, block: [][2]string{{"/*", "*/"}}, quotes: `"`, char: true}
	lexJS     = lexicon{line: []string{"//"}, block: [][2]string{{"/*", "*/"}}, quotes: `"'`, multi: "`"}
	lexHash   = lexicon{line: []string{"#"}, quotes: `"'`}
	lexPython = lexicon{line: []string{"#"}, quotes: `"'`, triple: true}
)

func builtinFamilies() []*family {
	ts := &family{id: "ts", langs: []string{"javascript", "typescript", "tsx", "svelte"}, lex: lexJS, ident: `[A-Za-z_$][\w$]*`,
		defs: []defSpec{
			{re: `^[ \t]*(?:export\s+)?(?:default\s+)?(?:declare\s+)?(?:abstract\s+)?class\s+{N}`, kind: KindClass},
			{re: `^[ \t]*(?:export\s+)?(?:declare\s+)?interface\s+{N}`, kind: KindInterface},
			{re: `^[ \t]*(?:export\s+)?(?:declare\s+)?(?:const\s+)?enum\s+{N}`, kind: KindEnum},
			{re: `^[ \t]*(?:export\s+)?(?:declare\s+)?type\s+{N}\s*(?:<[^=]*>)?\s*=`, kind: KindTypeAlias, noBody: true},
			{re: `^[ \t]*(?:export\s+)?(?:declare\s+)?(?:namespace|module)\s+{N}`, kind: KindModule},
			{re: `^[ \t]*(?:export\s+)?(?:default\s+)?(?:declare\s+)?(?:async\s+)?function\s*\*?\s*{N}`, kind: KindFunction},
			{re: `^[ \t]*(?:export\s+)?(?:const|let|var)\s+{N}\s*(?::[^=\n]+)?=\s*(?:async\s+)?(?:function\b|\([^)]*\)\s*(?::[^=\n]+)?=>|[A-Za-z_$][\w$]*\s*=>)`, kind: KindFunction},
			{re: `^[ \t]*(?P<container>[\w$]+)\.prototype\.{N}\s*=\s*(?:async\s+)?function\b`, kind: KindMethod},
			{re: `^[ \t]*(?:module\.)?exports\.{N}\s*=\s*(?:async\s+)?(?:function\b|\([^)]*\)\s*=>)`, kind: KindFunction},
			{re: `^[ \t]+(?:(?:public|private|protected)\s+)?(?P<name>constructor)\s*\(`, kind: KindConstructor},
			{re: `^[ \t]+(?:(?:public|private|protected|static|async|readonly|abstract|override|declare|get|set)\s+)*\*?#?{N}\s*\??\s*(?:<[^>\n]*>)?\s*\([^;{}]*\)\s*(?::[^{;=]+)?\{`, kind: KindMethod},
			{re: `^[ \t]+(?:(?:public|private|protected|static|async|readonly|abstract|override|declare|get|set)\s+)*#?{N}\s*\??\s*(?:<[^>\n]*>)?\s*\([^;{}]*\)\s*(?::[^{;=]+)?;`, kind: KindMethod, noBody: true},
			{re: `^[ \t]+(?:readonly\s+)?#?{N}\s*[?!]?\s*:[^,\n]*(?:;|$)`, kind: KindField, noBody: true},
			{re: `^[ \t]+(?:(?:public|private|protected|static|readonly|declare|override)\s+)+{N}\s*[?!]?\s*[:=;]`, kind: KindField, noBody: true},
			{re: `^(?:export\s+)?(?:const)\s+{N}`, kind: KindConstant, noBody: true},
			{re: `^(?:export\s+)?(?:let|var)\s+{N}`, kind: KindVariable, upper: KindConstant, noBody: true},
		},
		imports: []importSpec{
			{re: `^[ \t]*import\s+(?:type\s+)?(?P<names>[^;'"]*?)\s*from\s*['"](?P<src>[^'"\n]+)['"]`},
			{re: `^[ \t]*import\s*['"](?P<src>[^'"\n]+)['"]`},
			{re: `^[ \t]*export\s+(?:type\s+)?(?:\*(?:\s+as\s+\w+)?|\{(?P<names>[^}]*)\})\s*from\s*['"](?P<src>[^'"\n]+)['"]`},
			{re: `\b(?:const|let|var)[ \t]+(?P<alias>[A-Za-z_$][\w$]*)\s*=\s*require\(\s*['"](?P<src>[^'"\n]+)['"]\s*\)`},
			{re: `\b(?:const|let|var)[ \t]+\{(?P<names>[^}]*)\}\s*=\s*require\(\s*['"](?P<src>[^'"\n]+)['"]\s*\)`},
		},
	}
	c := &family{id: "c", langs: []string{"c", "cpp"}, lex: lexC,
		defs: []defSpec{
			{re: `^[ \t]*#[ \t]*define[ \t]+{N}`, kind: KindMacro, noBody: true},
			{re: `^[ \t]*(?:template\s*<[^;{]*>\s*)?class\s+(?:[A-Z_][A-Z0-9_]*\s+)?{N}\s*(?:final\s*)?(?::[^;{]*)?\{`, kind: KindClass},
			{re: `^[ \t]*(?:template\s*<[^;{]*>\s*)?(?:typedef\s+)?(?:struct|union)\s+(?:[A-Z_][A-Z0-9_]*\s+)?{N}\s*(?:final\s*)?(?::[^;{]*)?\{`, kind: KindStruct},
			{re: `^[ \t]*(?:typedef\s+)?enum\s+(?:class\s+|struct\s+)?{N}\s*(?::[^;{]*)?\{`, kind: KindEnum},
			{re: `^[ \t]*(?:inline\s+)?namespace\s+(?:(?P<container>[\w:]+)::)?{N}`, kind: KindModule},
			{re: `^[ \t]*typedef\s+[^;(]*\(\s*\*\s*{N}\s*\)`, kind: KindTypeAlias, noBody: true},
			{re: `^[ \t]*typedef\s+[^;{]*?[\s*]{N}\s*(?:\[[^\]]*\])?\s*;`, kind: KindTypeAlias, noBody: true},
			{re: `^[ \t]*\}[ \t]*{N}\s*[,;]`, kind: KindTypeAlias, noBody: true}, // "} name_t;" closes a typedef'd struct
			{re: `^[ \t]*(?:template\s*<[^;{]*>\s*)?using\s+{N}\s*=`, kind: KindTypeAlias, noBody: true},
			{re: `^(?P<container>[A-Za-z_]\w*(?:<[^<>;{}()]*>)?(?:::[A-Za-z_]\w*)*)::~?{N}\s*\([^;{}]*\)[^;{]*\{`, kind: KindMethod},
			{re: typedFunc, kind: KindFunction, typed: true},
			{re: `^{N}[ \t]*\([^;{}]*\)\s*\{`, kind: KindFunction}, // GNU style: the return type is on the line above
			{re: `^[ \t]+(?:(?:virtual|static|inline|explicit|constexpr|friend)\s+)*[A-Za-z_][\w:<>,*& ]*?[ \t*&]+[*&]*{N}\s*\([^;{}]*\)\s*(?:const\s*)?(?:noexcept\s*)?(?:override\s*)?(?:final\s*)?(?:=\s*(?:0|default|delete)\s*)?;`, kind: KindMethod, noBody: true, typed: true},
			{re: `^[ \t]+(?:explicit\s+|constexpr\s+)*(?P<name>~?[A-Z]\w*)\s*\([^;{}]*\)\s*(?:noexcept\s*)?(?:=\s*(?:default|delete)\s*)?;`, kind: KindConstructor, noBody: true},
			{re: `^[ \t]+(?:(?:static|mutable|constexpr|inline)\s+)*(?:const\s+)?[A-Za-z_][\w:<>,]*(?:<[^;{}()]*>)?[ \t*&]+{N}\s*(?:\[[^\]]*\])?\s*(?:=[^;]*|\{[^;]*\})?;`, kind: KindField, noBody: true, typed: true},
			{re: `^(?:extern\s+|static\s+|inline\s+)*[A-Za-z_][\w \t*&:<>,]*?[ \t*&]+{N}\s*\([^;{}()]*(?:\([^;{}()]*\)[^;{}()]*)*\)\s*(?:const\s*)?(?:noexcept\s*)?;`, kind: KindFunction, noBody: true},
		},
		imports: []importSpec{{re: `^[ \t]*#[ \t]*include[ \t]*[<"](?P<src>[^>"\n]+)[>"]`}},
	}
	jvm := &family{id: "jvm", langs: []string{"java", "kotlin", "scala", "groovy"}, lex: lexicon{line: []string{"//"}, block: [][2]string{{"/*", "*/"}}, quotes: `"`, char: true, triple: true},
		defs: []defSpec{
			{re: `^package\s+(?P<name>[\w.]+)`, kind: KindModule, noBody: true},
			{re: `^[ \t]*` + jvmMods + `(?:enum\s+class|enum)\s+{N}`, kind: KindEnum},
			{re: `^[ \t]*` + jvmMods + `(?:interface|@interface|trait)\s+{N}`, kind: KindInterface},
			{re: `^[ \t]*` + jvmMods + `(?:class|object|record)\s+{N}`, kind: KindClass},
			{re: `^[ \t]*` + jvmMods + `fun\s+(?:<[^>]*>\s*)?(?:(?P<container>[\w.]+(?:<[^>]*>)?)\.)?{N}`, kind: KindFunction},
			{re: `^[ \t]*` + jvmMods + `def\s+{N}`, kind: KindFunction},
			{re: `^[ \t]*` + jvmMods + `type\s+{N}`, kind: KindTypeAlias, noBody: true},
			{re: `^[ \t]*(?:public|protected|private)\s+{N}\s*\([^;{}]*\)\s*(?:throws\s+[\w.,\s]+)?\{`, kind: KindConstructor},
			{re: typedFunc, kind: KindFunction, typed: true},
			{re: `^[ \t]*(?:(?:public|protected|private|static|final|abstract|default|synchronized)\s+)*(?:<[^>]+>\s+)?[\w.<>\[\],? ]+\s+{N}\s*\([^;{}]*\)\s*(?:throws\s+[\w.,\s]+)?(?:default\s+[^;]+)?;`, kind: KindMethod, noBody: true, typed: true},
			{re: `^(?:const\s+|private\s+|internal\s+)*val\s+{N}`, kind: KindConstant, noBody: true},
			{re: `^(?:private\s+|internal\s+)*var\s+{N}`, kind: KindVariable, noBody: true},
			{re: `^[ \t]*(?:public|protected|private)?\s*static\s+final\s+[\w.<>\[\],? ]+\s+{N}\s*=`, kind: KindConstant, noBody: true},
			{re: `^[ \t]+(?:(?:public|private|protected|static|final|transient|volatile)\s+)+[\w.<>\[\],? ]+\s+{N}\s*[=;]`, kind: KindField, noBody: true, typed: true},
			{re: `^[ \t]+(?:(?:private|protected|public|internal|override|open|lateinit|const|abstract)\s+)*va[lr]\s+{N}`, kind: KindField, noBody: true},
		},
		imports: []importSpec{
			{re: `^[ \t]*import\s+(?:static\s+)?(?P<src>\w+(?:\.\w+)*(?:\.\*)?)(?:\s+as\s+(?P<alias>\w+))?`},
			{re: `^[ \t]*import\s+(?P<src>[\w.]+)\.\{(?P<names>[^}]*)\}`},
		},
	}
	csharp := &family{id: "csharp", langs: []string{"csharp"}, lex: lexicon{line: []string{"//"}, block: [][2]string{{"/*", "*/"}}, quotes: `"`, char: true},
		defs: []defSpec{
			{re: `^[ \t]*(?:file\s+)?namespace\s+(?P<name>[\w.]+)`, kind: KindModule},
			{re: `^[ \t]*` + csMods + `(?:record\s+struct|struct)\s+{N}`, kind: KindStruct},
			{re: `^[ \t]*` + csMods + `(?:class|record(?:\s+class)?)\s+{N}`, kind: KindClass},
			{re: `^[ \t]*` + csMods + `interface\s+{N}`, kind: KindInterface},
			{re: `^[ \t]*` + csMods + `enum\s+{N}`, kind: KindEnum},
			{re: `^[ \t]*` + csMods + `delegate\s+[\w<>\[\],.?\s]+?\s+{N}\s*[(<]`, kind: KindTypeAlias, noBody: true},
			{re: `^[ \t]*(?:(?:public|private|protected|internal|static)\s+)+{N}\s*\([^;{}]*\)\s*(?::\s*(?:base|this)\s*\([^)]*\)\s*)?\{`, kind: KindConstructor},
			{re: `^[ \t]*` + csMods + `const\s+[\w<>.?]+\s+{N}`, kind: KindConstant, noBody: true},
			{re: `^[ \t]*` + csMods + `[\w<>\[\],.?]+\s+{N}\s*(?:\{\s*(?:get|set|init|private|protected|internal)\b|=>)`, kind: KindField},
			{re: typedFunc, kind: KindFunction, typed: true},
			{re: `^[ \t]*` + csMods + `[\w<>\[\],.?]+\s+{N}\s*(?:<[^>]*>)?\s*\([^;{}]*\)\s*=>`, kind: KindFunction, noBody: true},
			{re: `^[ \t]*` + csMods + `[\w<>\[\],.?]+\s+{N}\s*(?:<[^>]*>)?\s*\([^;{}]*\)\s*(?:where[^;{]*)?;`, kind: KindMethod, noBody: true, typed: true},
			{re: `^[ \t]+(?:(?:public|private|protected|internal|static|readonly|volatile|required)\s+)+[\w<>\[\],.?]+\s+{N}\s*[=;]`, kind: KindField, noBody: true, typed: true},
		},
		imports: []importSpec{{re: `^[ \t]*(?:global\s+)?using\s+(?:static\s+)?(?:(?P<alias>\w+)\s*=\s*)?(?P<src>[\w.]+)\s*;`}},
	}
	python := &family{id: "python", langs: []string{"python"}, lex: lexPython, scope: scopeIndent, docstring: true,
		defs: []defSpec{
			{re: `^[ \t]*class\s+{N}`, kind: KindClass},
			{re: `^[ \t]*(?:async\s+)?def\s+{N}`, kind: KindFunction},
			{re: `^type\s+{N}`, kind: KindTypeAlias, noBody: true},
			{re: `^[ \t]+{N}\s*:\s*[^=\n]+(?:=|$)`, kind: KindField, noBody: true},
			{re: `^{N}\s*(?::[^=\n]+)?=[^=]`, kind: KindVariable, upper: KindConstant, noBody: true},
		},
		imports: []importSpec{
			{re: `^[ \t]*from\s+(?P<src>\.*[\w.]*)\s+import\s+(?P<names>\([^)]*\)|[^\n#;]+)`},
			{re: `^[ \t]*import\s+(?P<src>[\w.]+)(?:\s+as\s+(?P<alias>\w+))?`},
		},
	}
	golang := &family{id: "go", langs: []string{"go"}, lex: lexicon{line: []string{"//"}, block: [][2]string{{"/*", "*/"}}, quotes: `"`, multi: "`", char: true},
		defs: []defSpec{
			{re: `^package\s+{N}`, kind: KindModule, noBody: true},
			{re: `^func\s+\([^)]*?\*?\s*(?P<container>\w+)(?:\[[^\]]*\])?\)\s*{N}`, kind: KindMethod},
			{re: `^func\s+{N}`, kind: KindFunction},
			{re: `^type\s+{N}(?:\[[^\]]*\])?\s+struct\b`, kind: KindStruct},
			{re: `^type\s+{N}(?:\[[^\]]*\])?\s+interface\b`, kind: KindInterface},
			{re: `^type\s+{N}`, kind: KindTypeAlias, noBody: true},
			{re: `^\t{N}(?:\[[^\]]*\])?\s+struct\b`, kind: KindStruct},
			{re: `^\t{N}(?:\[[^\]]*\])?\s+interface\b`, kind: KindInterface},
			{re: `^\t{N}\(`, kind: KindMethod, noBody: true},
			{re: `^\t{N}(?:\s*,\s*\w+)*\s+[*\[\]\w.]`, kind: KindField, noBody: true},
			{re: `^const\s+{N}`, kind: KindConstant, noBody: true},
			{re: `^const\s*\((?P<name>[^)]*)\)`, kind: KindConstant, list: true, noBody: true, heads: true},
			{re: `^var\s*\((?P<name>[^)]*)\)`, kind: KindVariable, list: true, noBody: true, heads: true},
			{re: `^var\s+{N}`, kind: KindVariable, noBody: true},
		},
		imports: []importSpec{
			{re: `^import\s+(?:(?P<alias>[\w.]+)\s+)?"(?P<src>[^"\n]+)"`},
			{re: `^import\s*\((?P<block>[^)]*)\)`, sub: `^[ \t]*(?:(?P<alias>[\w.]+)[ \t]+)?"(?P<src>[^"\n]+)"`},
		},
	}
	rust := &family{id: "rust", langs: []string{"rust"}, lex: lexicon{line: []string{"//"}, block: [][2]string{{"/*", "*/"}}, quotes: `"`, char: true},
		defs: []defSpec{
			{re: `^[ \t]*(?:pub(?:\s*\([^)]*\))?\s+)?(?:default\s+)?(?:const\s+)?(?:async\s+)?(?:unsafe\s+)?(?:extern\s+"[^"]*"\s+)?fn\s+{N}`, kind: KindFunction},
			{re: `^[ \t]*(?:pub(?:\s*\([^)]*\))?\s+)?(?:struct|union)\s+{N}`, kind: KindStruct},
			{re: `^[ \t]*(?:pub(?:\s*\([^)]*\))?\s+)?enum\s+{N}`, kind: KindEnum},
			{re: `^[ \t]*(?:pub(?:\s*\([^)]*\))?\s+)?(?:unsafe\s+)?trait\s+{N}`, kind: KindTrait},
			{re: `^[ \t]*(?:pub(?:\s*\([^)]*\))?\s+)?type\s+{N}`, kind: KindTypeAlias, noBody: true},
			{re: `^[ \t]*(?:pub(?:\s*\([^)]*\))?\s+)?mod\s+{N}`, kind: KindModule},
			{re: `^[ \t]*(?:pub(?:\s*\([^)]*\))?\s+)?(?:const|static)\s+(?:mut\s+)?{N}`, kind: KindConstant, noBody: true},
			{re: `^[ \t]*macro_rules!\s*{N}`, kind: KindMacro},
			{re: `^[ \t]*(?:unsafe\s+)?impl(?:\s*<[^{]*?>)?\s+(?:[^{]*?\s+for\s+)?(?:[\w:]+::)?{N}`, scope: true},
		},
		imports: []importSpec{
			{re: `^[ \t]*(?:pub(?:\([^)]*\))?\s+)?use\s+(?P<src>[\w:]+?)(?:::\{(?P<names>[^;]*)\}|::\*)?(?:\s+as\s+(?P<alias>\w+))?\s*;`},
			{re: `^[ \t]*extern\s+crate\s+(?P<src>\w+)(?:\s+as\s+(?P<alias>\w+))?`},
		},
	}
	ruby := &family{id: "ruby", langs: []string{"ruby"}, lex: lexHash, scope: scopeIndent,
		defs: []defSpec{
			{re: `^[ \t]*class\s+(?:(?P<container>[\w:]+)::)?{N}`, kind: KindClass},
			{re: `^[ \t]*module\s+(?:(?P<container>[\w:]+)::)?{N}`, kind: KindModule},
			{re: `^[ \t]*{N}\s*=\s*(?:Struct|Data|Class)\.(?:new|define)\b`, kind: KindClass},
			{re: `^[ \t]*def\s+(?:self\.)?(?P<name>[A-Za-z_]\w*[?!=]?)`, kind: KindFunction},
			{re: `^[ \t]*attr_(?:reader|writer|accessor)\s+(?P<name>:[^\n#]+)`, kind: KindField, list: true, noBody: true},
			{re: `^[ \t]*(?P<name>[A-Z][A-Z0-9_]*)\s*=[^=~>]`, kind: KindConstant, noBody: true},
		},
		imports: []importSpec{{re: `^[ \t]*(?:require|require_relative|load)\s*\(?\s*['"](?P<src>[^'"\n]+)['"]`}},
	}
	php := &family{id: "php", langs: []string{"php"}, lex: lexicon{line: []string{"//", "#"}, block: [][2]string{{"/*", "*/"}}, quotes: `"'`, notComment: []string{"#["}},
		ident: `[A-Za-z_][A-Za-z0-9_]*`,
		defs: []defSpec{
			{re: `^[ \t]*namespace\s+(?P<name>[\w\\]+)`, kind: KindModule, noBody: true},
			{re: `^[ \t]*(?:(?:abstract|final|readonly)\s+)*class\s+{N}`, kind: KindClass},
			{re: `^[ \t]*interface\s+{N}`, kind: KindInterface},
			{re: `^[ \t]*trait\s+{N}`, kind: KindTrait},
			{re: `^[ \t]*enum\s+{N}`, kind: KindEnum},
			{re: `^[ \t]*(?:(?:public|private|protected|static|abstract|final)\s+)*function\s+&?{N}`, kind: KindFunction},
			{re: `^[ \t]*(?:(?:public|private|protected|final)\s+)*const\s+{N}`, kind: KindConstant, noBody: true},
			{re: `^[ \t]*(?:(?:public|private|protected|static|readonly|var)\s+)+(?:\??[\w\\|]+\s+)?\$(?P<name>\w+)`, kind: KindField, noBody: true},
		},
		imports: []importSpec{
			{re: `^[ \t]*use\s+(?:function\s+|const\s+)?(?P<src>[\w\\]+)(?:\s+as\s+(?P<alias>\w+))?\s*;`},
			{re: `(?:require|include)(?:_once)?\s*\(?\s*['"](?P<src>[^'"\n]+)['"]`},
		},
	}
	swift := &family{id: "swift", langs: []string{"swift"}, lex: lexicon{line: []string{"//"}, block: [][2]string{{"/*", "*/"}}, quotes: `"`, triple: true},
		defs: []defSpec{
			{re: `^[ \t]*` + swiftMods + `protocol\s+{N}`, kind: KindInterface},
			{re: `^[ \t]*` + swiftMods + `struct\s+{N}`, kind: KindStruct},
			{re: `^[ \t]*` + swiftMods + `enum\s+{N}`, kind: KindEnum},
			{re: `^[ \t]*` + swiftMods + `(?:class|actor)\s+{N}`, kind: KindClass},
			{re: `^[ \t]*` + swiftMods + `extension\s+(?P<name>[\w.]+)`, scope: true},
			{re: `^[ \t]*` + swiftMods + `typealias\s+{N}`, kind: KindTypeAlias, noBody: true},
			{re: `^[ \t]*` + swiftMods + `func\s+{N}`, kind: KindFunction},
			{re: `^[ \t]*` + swiftMods + `(?P<name>init)[?!]?\s*[(<]`, kind: KindConstructor},
			{re: `^[ \t]*(?:indirect\s+)?case\s+{N}`, kind: KindEnumMember, noBody: true},
			{re: `^[ \t]*` + swiftMods + `let\s+{N}`, kind: KindConstant, noBody: true},
			{re: `^[ \t]*` + swiftMods + `var\s+{N}`, kind: KindVariable},
		},
		imports: []importSpec{{re: `^[ \t]*(?:@\w+\s+)?import\s+(?:(?:struct|class|enum|protocol|func|var|let|typealias)\s+)?(?P<src>[\w.]+)`}},
	}
	elixir := &family{id: "elixir", langs: []string{"elixir"}, lex: lexicon{line: []string{"#"}, quotes: `"'`, triple: true}, scope: scopeIndent,
		ident: `[a-z_][A-Za-z0-9_]*[?!]?`,
		defs: []defSpec{
			{re: `^[ \t]*defmodule\s+(?P<name>[\w.]+)`, kind: KindModule},
			{re: `^[ \t]*defprotocol\s+(?P<name>[\w.]+)`, kind: KindInterface},
			{re: `^[ \t]*defimpl\s+(?P<name>[\w.]+)`, scope: true},
			{re: `^[ \t]*defmacrop?\s+{N}`, kind: KindMacro},
			{re: `^[ \t]*defguardp?\s+{N}`, kind: KindMacro},
			{re: `^[ \t]*(?:defp?|defdelegate)\s+{N}`, kind: KindFunction},
			{re: `^[ \t]*@(?:type|typep|opaque)\s+{N}`, kind: KindTypeAlias, noBody: true},
			{re: `^[ \t]*@callback\s+{N}`, kind: KindMethod, noBody: true},
		},
		imports: []importSpec{{re: `^[ \t]*(?:alias|import|require|use)\s+(?P<src>[A-Z]\w*(?:\.[A-Z]\w*)*)(?:\.\{(?P<names>[^}]*)\})?(?:\s*,\s*as:\s*(?P<alias>\w+))?`}},
	}
	dart := &family{id: "dart", langs: []string{"dart"}, lex: lexicon{line: []string{"//"}, block: [][2]string{{"/*", "*/"}}, quotes: `"'`, triple: true},
		defs: []defSpec{
			{re: `^[ \t]*(?:(?:abstract|base|final|interface|sealed)\s+)*(?:mixin\s+)?class\s+{N}`, kind: KindClass},
			{re: `^[ \t]*(?:base\s+)?mixin\s+{N}`, kind: KindTrait},
			{re: `^[ \t]*extension\s+(?:type\s+)?{N}`, kind: KindClass},
			{re: `^[ \t]*enum\s+{N}`, kind: KindEnum},
			{re: `^[ \t]*typedef\s+{N}`, kind: KindTypeAlias, noBody: true},
			{re: `^[ \t]+(?:const\s+|factory\s+)?[A-Z]\w*\.{N}\s*\(`, kind: KindConstructor},
			{re: `^[ \t]+(?:const\s+|factory\s+)?(?P<name>[A-Z]\w*)\s*\((?:[^;{}]|\{[^}]*\})*\)\s*(?::[^;{]*)?[;{]`, kind: KindConstructor},
			{re: `^[ \t]*(?:static\s+|external\s+)?(?:[\w<>?,\[\] ]+?\s+)?get\s+{N}`, kind: KindMethod},
			{re: `^[ \t]+(?:[\w<>?,\[\]]+\s+){N}\s*(?:<[^>\n]*>)?\s*\([^;{}]*\)\s*;`, kind: KindMethod, noBody: true, typed: true},
			{re: `^[ \t]*(?:(?:static|external|abstract|factory|const)\s+)*(?:[\w<>?,\[\] ]+?\s+)?(?:get\s+|set\s+)?{N}\s*(?:<[^>\n]*>)?\s*\([^;{}]*\)\s*(?:async\*?|sync\*)?\s*(?:\{|=>)`, kind: KindFunction},
			{re: `^(?:const)\s+(?:[\w<>?]+\s+)?{N}\s*=`, kind: KindConstant, noBody: true},
			{re: `^(?:final|var|late)\s+(?:[\w<>?]+\s+)?{N}\s*[=;]`, kind: KindVariable, noBody: true},
		},
		imports: []importSpec{{re: `^[ \t]*(?:import|export|part)\s+['"](?P<src>[^'"\n]+)['"](?:\s+deferred)?(?:\s+as\s+(?P<alias>\w+))?(?:\s+(?:show|hide)\s+(?P<names>[^;]+))?`}},
	}
	zig := &family{id: "zig", langs: []string{"zig"}, lex: lexicon{line: []string{"//"}, quotes: `"`, char: true},
		defs: []defSpec{
			{re: `^[ \t]*(?:pub\s+)?const\s+{N}\s*=\s*@import\(`, skip: true},
			{re: `^[ \t]*(?:pub\s+)?(?:export\s+|extern\s+(?:"[^"]*"\s+)?|inline\s+|noinline\s+)*fn\s+{N}`, kind: KindFunction},
			{re: `^[ \t]*(?:pub\s+)?const\s+{N}\s*(?::[^=]+)?=\s*(?:extern\s+|packed\s+)?(?:struct|opaque|union)\b`, kind: KindStruct},
			{re: `^[ \t]*(?:pub\s+)?const\s+{N}\s*(?::[^=]+)?=\s*(?:enum|error)\b`, kind: KindEnum},
			{re: `^[ \t]*(?:pub\s+)?const\s+{N}`, kind: KindConstant, noBody: true},
			{re: `^[ \t]*(?:pub\s+)?var\s+{N}`, kind: KindVariable, noBody: true},
			{re: `^[ \t]*test\s+"(?P<name>[^"\n]+)"`, kind: KindFunction},
			{re: `^[ \t]+{N}\s*:\s*[^=,\n]+(?:=[^,\n]*)?,`, kind: KindField, noBody: true},
		},
		imports: []importSpec{{re: `^[ \t]*(?:pub\s+)?const\s+(?P<alias>\w+)\s*=\s*@import\(\s*"(?P<src>[^"\n]+)"\s*\)`}},
	}
	lua := &family{id: "lua", langs: []string{"lua"}, lex: lexicon{line: []string{"--"}, block: [][2]string{{"--[[", "]]"}}, quotes: `"'`}, scope: scopeIndent,
		defs: []defSpec{
			{re: `^[ \t]*(?:local\s+)?function\s+(?:(?P<container>[\w.]+)[.:])?{N}`, kind: KindFunction},
			{re: `^[ \t]*(?:local\s+)?(?:(?P<container>[\w.]+)\.)?{N}\s*=\s*function\b`, kind: KindFunction},
			{re: `^(?:local\s+)?{N}\s*=\s*require\b`, skip: true},
			{re: `^local\s+{N}\s*=\s*\{\s*\}`, kind: KindModule, noBody: true}, // local M = {} ... return M
			{re: `^(?:local\s+)?{N}\s*=`, kind: KindVariable, upper: KindConstant, noBody: true},
		},
		imports: []importSpec{{re: `(?:local\s+(?P<alias>\w+)\s*=\s*)?\brequire\s*\(?\s*['"](?P<src>[^'"\n]+)['"]`}},
	}
	return []*family{ts, vueFamily(ts), c, objcFamily(c), jvm, csharp, python, golang, rust, ruby, php, swift, elixir, dart, zig, lua,
		solidityFamily(), elispFamily(), dockerfileFamily(), rescriptFamily(), tlaFamily(), gleamFamily(), powershellFamily(),
		sqlFamily(), protoFamily(), graphqlFamily(), perlFamily(), erlangFamily(), clojureFamily(), nixFamily()}
}

// reservedWords are never identifiers worth a reference: the keywords and
// builtin literals of the families' languages (about 200 words).
var reservedWords = func() map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.Fields(`
		abstract and as assert async await break case catch char class const constexpr continue
		def defer del delete do done double elif else elsif end ensure enum esac except explicit export
		extends extern false fi final finally float fn for foreach friend func function goto if impl
		implements import in inline instanceof int interface is lambda let long loop mod mut namespace
		new nil none not null of operator or override pass private protected pub public raise readonly
		register rescue restrict return self Self short signed sizeof static struct super switch
		synchronized then this throw throws trait transient true try typedef typeof typename undefined
		union unless unsafe unsigned until using val var virtual void volatile when where while yield
		None True False elseif repeat fun suspend deinit typealias fileprivate inout mutating
		nonmutating associatedtype fallthrough rethrows sealed lateinit vararg reified crossinline
		noinline tailrec implicit forSome debugger declare keyof infer satisfies nonlocal defmodule defp
		defmacro defstruct defimpl defprotocol comptime errdefer anytype usingnamespace orelse
		unreachable chan iota setq progn defun defvar defconst bool boolean byte dyn crate
		`) {
		m[w] = true
	}
	return m
}()
