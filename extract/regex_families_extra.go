package extract

import "strings"

// Regex families of the languages that have no Go grammar module
// (SoulForge's Objective-C, Solidity, Emacs Lisp, Vue, Dockerfile, ReScript
// and TLA+, plus Groovy). See regex_families.go for the conventions.

func objcFamily(c *family) *family {
	return &family{id: "objc", langs: []string{"objc"}, lex: lexC,
		defs: append([]defSpec{
			// A category or class extension adds to a class declared elsewhere.
			{re: `^[ \t]*@interface\s+{N}\s*\(`, scope: true, endLine: "@end"},
			{re: `^[ \t]*@interface\s+{N}`, kind: KindClass, endLine: "@end"},
			{re: `^[ \t]*@implementation\s+{N}`, kind: KindClass, scope: true, endLine: "@end"},
			{re: `^[ \t]*@protocol\s+{N}[^;\n]*$`, kind: KindInterface, endLine: "@end"},
			{re: `^[ \t]*[-+][ \t]*\([^)]*\)[ \t]*{N}`, kind: KindMethod},
			{re: `^[ \t]*@property\s*(?:\([^)]*\))?\s*[^;]*?[\s*]{N}\s*;`, kind: KindField, noBody: true},
			// typedef NS_ENUM(NSInteger, Name) { ... }: the macro is no function.
			{re: `^[ \t]*typedef\s+(?P<name>NS_\w+|CF_\w+)\s*\(`, skip: true},
			{re: `^[ \t]*typedef\s+(?:NS|CF)_(?:ENUM|CLOSED_ENUM|OPTIONS|ERROR_ENUM)\s*\(\s*\w+\s*,\s*{N}\s*\)`, kind: KindEnum},
			{re: `^[ \t]+(?P<name>[A-Z]\w*)\s*(?:=\s*[^,;{}\n]+)?,?[ \t]*$`, kind: KindEnumMember, noBody: true},
			{re: `^[ \t]*typedef\s+[^;(]*\(\s*\^\s*{N}\s*\)`, kind: KindTypeAlias, noBody: true},
			{re: `^(?:extern|FOUNDATION_EXPORT|FOUNDATION_EXTERN|UIKIT_EXTERN)\s+[^;(=]*?[\s*]{N}\s*;`, kind: KindConstant, noBody: true},
			{re: `^(?:static\s+)?(?:const\s+\w+[ \t*]+|\w+[ \t*]+const\s+){N}\s*=[^;]*;`, kind: KindConstant, noBody: true, typed: true},
			{re: `^(?:static\s+)?\w+[ \t*]+{N}\s*=[^;]*;`, kind: KindVariable, noBody: true, typed: true},
		}, objcFromC(c.defs)...),
		imports: []importSpec{
			{re: `^[ \t]*#[ \t]*(?:import|include)[ \t]*[<"](?P<src>[^>"\n]+)[>"]`},
			{re: `^[ \t]*@import[ \t]+(?P<src>[\w.]+)`},
		},
	}
}

// objcFromC adapts the C patterns: an indented field takes no initialiser
// in Objective-C (ivars and struct members have none), so the statements
// of a method whose selector spans lines, whose body the brace rule cannot
// find, do not read as fields ("NSInteger count = 0;").
func objcFromC(defs []defSpec) []defSpec {
	out := make([]defSpec, 0, len(defs))
	for _, d := range defs {
		if d.kind == KindField {
			d.re = strings.Replace(d.re, `(?:=[^;]*|\{[^;]*\})?;`, `;`, 1)
		}
		out = append(out, d)
	}
	return out
}

// vueFamily reads a single-file component with the TS/JS patterns.
func vueFamily(ts *family) *family {
	vue := *ts
	vue.id, vue.langs = "vue", []string{"vue"}
	// The template and the style blocks are markup, blanked like comments:
	// "Total: {{ n }}" or "color: red;" would read as fields. Their closing
	// tags start a line; nested <template> tags are indented.
	vue.lex.block = append([][2]string{{"<!--", "-->"}, {"<template", "\n</template>"}, {"<style", "\n</style>"}}, ts.lex.block...)
	// "default:" in a switch is no field.
	vue.defs = append([]defSpec{
		{re: `^[ \t]+(?P<name>default)\s*:`, skip: true},
		// An Options-API component named by its first property: the name
		// group spans the blanked string, so it reads the name from the
		// source. The component runs to the end of its script.
		{re: `^export\s+default\s+(?:defineComponent\s*\(\s*)?\{\s*name\s*:\s*['"](?P<name>[^'"\n]+)['"]`, kind: KindClass, endLine: "</script>"},
	}, ts.defs...)
	return &vue
}

func solidityFamily() *family {
	return &family{id: "solidity", langs: []string{"solidity"}, lex: lexicon{line: []string{"//"}, block: [][2]string{{"/*", "*/"}}, quotes: `"'`},
		defs: []defSpec{
			{re: `^[ \t]*(?:abstract\s+)?contract\s+{N}`, kind: KindClass},
			{re: `^[ \t]*interface\s+{N}`, kind: KindInterface},
			{re: `^[ \t]*library\s+{N}`, kind: KindModule},
			{re: `^[ \t]*struct\s+{N}`, kind: KindStruct},
			{re: `^[ \t]*enum\s+{N}`, kind: KindEnum},
			{re: `^[ \t]*function\s+{N}`, kind: KindFunction},
			{re: `^[ \t]*modifier\s+{N}`, kind: KindFunction},
			{re: `^[ \t]*(?P<name>constructor)\s*\(`, kind: KindConstructor},
			{re: `^[ \t]*(?P<name>receive|fallback)\s*\(`, kind: KindFunction},
			{re: `^[ \t]*type\s+{N}\s+is\b`, kind: KindTypeAlias, noBody: true},
			{re: `^[ \t]*event\s+{N}`, kind: KindField, noBody: true},
			{re: `^[ \t]*error\s+{N}`, kind: KindTypeAlias, noBody: true},
			{re: `^[ \t]*[\w.]+(?:\[[^\]\n]*\])*\s+(?:(?:public|private|internal)\s+)*constant\s+(?:(?:public|private|internal|override)\s+)*{N}\s*=`, kind: KindConstant, noBody: true},
			// State variables. An initialised one sits at the contract's own
			// level (four spaces, a tab, or none): deeper, it is a local of a
			// function whose header spans lines, whose body the brace rule
			// cannot find. Struct members take no initialiser.
			{re: `^(?: {0,4}|\t)(?:[\w.]+|mapping\s*\([^;]*\))(?:\[[^\]\n]*\])*\s+(?:(?:public|private|internal|constant|immutable|override|transient)\s+)*{N}\s*=`, kind: KindField, upper: KindConstant, noBody: true, typed: true},
			{re: `^[ \t]*(?:[\w.]+|mapping\s*\([^;]*\))(?:\[[^\]\n]*\])*\s+(?:(?:public|private|internal|constant|immutable|override|transient)\s+)*{N}\s*;`, kind: KindField, upper: KindConstant, noBody: true, typed: true},
		},
		imports: []importSpec{
			{re: `^[ \t]*import\s+(?:(?P<names>\{[^}]*\})\s+from\s+)?["'](?P<src>[^"'\n]+)["'](?:\s+as\s+(?P<alias>\w+))?`},
			{re: `^[ \t]*import\s+\*\s+as\s+(?P<alias>\w+)\s+from\s+["'](?P<src>[^"'\n]+)["']`},
		},
	}
}

func elispFamily() *family {
	return &family{id: "elisp", langs: []string{"elisp"}, lex: lexicon{line: []string{";"}, quotes: `"`}, scope: scopeParens, hyphen: true,
		ident: `[^\s()'";]+`,
		defs: []defSpec{
			{re: `^[ \t]*\((?:cl-)?defun\*?\s+{N}`, kind: KindFunction},
			{re: `^[ \t]*\((?:cl-)?defsubst\s+{N}`, kind: KindFunction},
			{re: `^[ \t]*\(define-inline\s+{N}`, kind: KindFunction},
			{re: `^[ \t]*\((?:cl-)?defmacro\s+{N}`, kind: KindMacro},
			{re: `^[ \t]*\((?:cl-)?defgeneric\s+{N}`, kind: KindFunction},
			{re: `^[ \t]*\((?:cl-)?defmethod\s+{N}`, kind: KindMethod},
			{re: `^[ \t]*\(define-(?:minor|derived|globalized-minor|generic)-mode\s+{N}`, kind: KindFunction},
			{re: `^[ \t]*\((?:cl-)?defstruct\s+\(?{N}`, kind: KindStruct},
			{re: `^[ \t]*\(defclass\s+{N}`, kind: KindClass},
			{re: `^[ \t]*\(define-error\s+'{N}`, kind: KindClass},
			{re: `^[ \t]*\(defconst\s+{N}`, kind: KindConstant},
			{re: `^[ \t]*\((?:defvar|defvar-local|defcustom|defface|defgroup|defvar-keymap)\s+{N}`, kind: KindVariable},
			{re: `^[ \t]*\(defvaralias\s+'{N}`, kind: KindVariable},
			{re: `^[ \t]*\(defalias\s+'{N}`, kind: KindFunction},
		},
		imports: []importSpec{{re: `\(require\s+'(?P<src>[^\s()]+)`}},
	}
}

func dockerfileFamily() *family {
	// A stage runs until the next FROM line (which untilLine includes:
	// the one-line overlap leaves the next stage outside, as a sibling).
	defs := []defSpec{{re: `(?i)^[ \t]*FROM\s+(?:--\S+\s+)*\S+\s+AS\s+{N}`, kind: KindModule, endLine: "FROM"}}
	// ARG, ENV and LABEL declare several names: "ENV A=1 \ B=2", "ARG X Y".
	// The k-th pattern takes the k-th name of the instruction.
	const (
		sep   = `(?:[ \t]+|[ \t]*\\\r?\n[ \t]*)+`
		value = `(?:"[^"\n]*"|'[^'\n]*'|[^\s"'\\])*`
	)
	for k := 0; k < 6; k++ {
		skip := strings.Repeat(`[\w.-]+(?:=`+value+`)?`+sep, k)
		skipKV := strings.Repeat(`[\w.-]+=`+value+sep, k)
		defs = append(defs,
			defSpec{re: `(?i)^[ \t]*ARG` + sep + skip + `{N}(?:=|[ \t]*\\?$|` + sep + `)`, kind: KindVariable},
			defSpec{re: `(?i)^[ \t]*ENV` + sep + skipKV + `{N}=`, kind: KindVariable},
			defSpec{re: `(?i)^[ \t]*LABEL` + sep + skipKV + `(?P<name>[\w.-]+)=`, kind: KindKey},
		)
	}
	// The legacy "ENV NAME value" form has one name.
	defs = append(defs, defSpec{re: `(?i)^[ \t]*ENV[ \t]+{N}[ \t]+\S`, kind: KindVariable})
	// No imports: an image a FROM names is no file of the repository,
	// and a stage COPY --from names is a definition of this file (the
	// grammar's outline has them as references).
	return &family{id: "dockerfile", langs: []string{"dockerfile"}, lex: lexicon{line: []string{"#"}}, scope: scopeLine,
		defs: defs,
	}
}

func rescriptFamily() *family {
	const (
		params  = `(?:\((?:[^()]|\([^()]*\))*\)|\w+)` // "(a, ~b: module(T))" or "x"
		tparams = `(?:<[^=\n]*>)?`
	)
	return &family{id: "rescript", langs: []string{"rescript"}, lex: lexicon{line: []string{"//"}, block: [][2]string{{"/*", "*/"}}, quotes: `"`, multi: "`"},
		defs: []defSpec{
			{re: `^[ \t]*module\s+(?P<name>type)\s`, skip: true},
			{re: `^[ \t]*module\s+type\s+{N}`, kind: KindInterface},
			{re: `^[ \t]*module\s+(?:rec\s+)?{N}`, kind: KindModule},
			// Records and variants; a type's extent is its {...} or its
			// indented "| A | B" lines.
			{re: `^[ \t]*(?:type\s+(?:rec\s+|nonrec\s+)?|and\s+){N}` + tparams + `\s*=\s*(?:private\s+)?\{`, kind: KindStruct},
			{re: `^[ \t]*(?:type\s+(?:rec\s+|nonrec\s+)?|and\s+){N}` + tparams + `\s*=\s*(?:private\s+)?(?:\||[A-Z]\w*(?:\([^)]*\))?\s*\|)`, kind: KindEnum},
			{re: `^[ \t]*type\s+(?:rec\s+|nonrec\s+)?{N}`, kind: KindTypeAlias},
			{re: `^[ \t]*exception\s+{N}`, kind: KindClass, noBody: true},
			{re: `^[ \t]*(?:@[\w.]+(?:\([^)\n]*\))?\s+)*external\s+{N}\s*:[^=\n]*=>`, kind: KindFunction, noBody: true},
			{re: `^[ \t]*(?:@[\w.]+(?:\([^)\n]*\))?\s+)*external\s+{N}`, kind: KindVariable, noBody: true},
			{re: `^[ \t]*(?:let\s+(?:rec\s+)?|and\s+){N}\s*(?::[^=]+)?=\s*(?:async\s+)?` + params + `\s*(?::[^=]+)?=>`, kind: KindFunction},
			{re: `^[ \t]*let\s+{N}\s*:[^=\n]*=>[^=\n]*$`, kind: KindFunction, noBody: true}, // a signature in a module type
			{re: `^[ \t]*let\s+(?:rec\s+)?{N}`, kind: KindVariable, noBody: true},
		},
		imports: []importSpec{{re: `^[ \t]*(?:open|include)!?\s+(?P<src>[A-Z][\w.]*)`}},
	}
}

func tlaFamily() *family {
	// The module runs to its "====" line; an operator's body is its
	// deeper-indented lines ("/\ ..." conjunction lists, proofs).
	defs := []defSpec{{re: `^-{4,}\s*MODULE\s+{N}`, kind: KindModule, endLine: "===="}}
	// "CONSTANTS A, B(_)" may run over several lines with comments between
	// the names; the k-th pattern takes the k-th name (a list would split
	// the comments' words too). Their extent is the whole declaration, so
	// the names are siblings.
	const item = `\w+(?:\([^)]*\))?\s*,\s*`
	for k := 0; k < 8; k++ {
		skip := strings.Repeat(item, k)
		defs = append(defs,
			defSpec{re: `^CONSTANTS?\s+` + skip + `{N}`, kind: KindConstant},
			defSpec{re: `^VARIABLES?\s+` + skip + `{N}`, kind: KindVariable},
		)
	}
	defs = append(defs,
		defSpec{re: `^(?:THEOREM|LEMMA|COROLLARY|PROPOSITION|ASSUME|ASSUMPTION|AXIOM)\s+{N}\s*==`, kind: KindConstant},
		defSpec{re: `^(?:LOCAL\s+)?{N}\s*(?:\([^)]*\))?\s*==\s*INSTANCE\b`, kind: KindModule},
		defSpec{re: `^(?:LOCAL\s+)?{N}\s*(?:\([^)]*\)|\[[^\]]*\])?\s*==`, kind: KindFunction},
		// Infix operators: "a \oplus b == ...", "a ++ b == ...".
		defSpec{re: `^(?:LOCAL\s+)?\w+\s+(?P<name>\\\w+|[-+*/<>=|&%^@#$!?:.~]+)\s+\w+\s*==`, kind: KindFunction},
	)
	return &family{id: "tlaplus", langs: []string{"tlaplus"}, lex: lexicon{line: []string{`\*`}, block: [][2]string{{"(*", "*)"}}, quotes: `"`}, scope: scopeIndent,
		defs: defs,
		imports: []importSpec{
			{re: `^EXTENDS\s+(?P<block>[\w, \t]+)`, sub: `(?P<src>\w+)`},
			{re: `(?:^|==\s*)INSTANCE\s+(?P<src>\w+)`},
		},
	}
}
