package extract

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
			{re: `^(?:static\s+)?(?:const\s+)?\w+[ \t*]+(?:const\s+)?{N}\s*=[^;]*;`, kind: KindVariable, noBody: true, typed: true},
		}, c.defs...),
		imports: []importSpec{
			{re: `^[ \t]*#[ \t]*(?:import|include)[ \t]*[<"](?P<src>[^>"\n]+)[>"]`},
			{re: `^[ \t]*@import[ \t]+(?P<src>[\w.]+)`},
		},
	}
}

// vueFamily reads a single-file component with the TS/JS patterns: its
// template and style hold no declaration keywords, and HTML comments are
// blanked like the script's.
func vueFamily(ts *family) *family {
	vue := *ts
	vue.id, vue.langs = "vue", []string{"vue"}
	vue.lex.block = append([][2]string{{"<!--", "-->"}}, ts.lex.block...)
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
			{re: `^[ \t]*(?:[\w.]+|mapping\s*\([^;]*\))(?:\[\])*\s+(?:(?:public|private|internal|constant|immutable|override)\s+)*{N}\s*[=;]`, kind: KindField, upper: KindConstant, noBody: true, typed: true},
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
	return &family{id: "dockerfile", langs: []string{"dockerfile"}, lex: lexicon{line: []string{"#"}}, scope: scopeLine,
		defs: []defSpec{
			{re: `(?i)^[ \t]*FROM\s+(?:--\S+\s+)*\S+\s+AS\s+{N}`, kind: KindModule},
			{re: `(?i)^[ \t]*ARG\s+{N}`, kind: KindVariable},
			{re: `(?i)^[ \t]*ENV\s+{N}`, kind: KindVariable},
			{re: `(?i)^[ \t]*LABEL\s+(?P<name>[\w.-]+)=`, kind: KindKey},
		},
		imports: []importSpec{
			{re: `(?i)^[ \t]*FROM\s+(?:--\S+\s+)*(?P<src>[^\s#]+)(?:\s+AS\s+(?P<alias>\S+))?`},
			{re: `(?i)^[ \t]*COPY\s+--from=(?P<src>\S+)`},
		},
	}
}

func rescriptFamily() *family {
	return &family{id: "rescript", langs: []string{"rescript"}, lex: lexicon{line: []string{"//"}, block: [][2]string{{"/*", "*/"}}, quotes: `"`, multi: "`"},
		defs: []defSpec{
			{re: `^[ \t]*module\s+type\s+{N}`, kind: KindInterface},
			{re: `^[ \t]*module\s+{N}`, kind: KindModule},
			{re: `^[ \t]*type\s+(?:rec\s+)?{N}`, kind: KindTypeAlias, noBody: true},
			{re: `^[ \t]*(?:@\w+(?:\([^)\n]*\))?\s+)*external\s+{N}`, kind: KindFunction, noBody: true},
			{re: `^[ \t]*let\s+(?:rec\s+)?{N}\s*(?::[^=]+)?=\s*(?:async\s+)?(?:\([^)]*\)|\w+)\s*(?::[^=]+)?=>`, kind: KindFunction},
			{re: `^[ \t]*let\s+(?:rec\s+)?{N}`, kind: KindVariable, noBody: true},
		},
		imports: []importSpec{{re: `^[ \t]*(?:open|include)!?\s+(?P<src>[A-Z][\w.]*)`}},
	}
}

func tlaFamily() *family {
	return &family{id: "tlaplus", langs: []string{"tlaplus"}, lex: lexicon{line: []string{`\*`}, block: [][2]string{{"(*", "*)"}}, quotes: `"`}, scope: scopeLine,
		defs: []defSpec{
			{re: `^-{4,}\s*MODULE\s+{N}`, kind: KindModule},
			{re: `^(?:CONSTANTS?|VARIABLES?)\s+(?P<name>[\w, \t]+)`, kind: KindVariable, upper: KindConstant, list: true},
			{re: `^(?:LOCAL\s+)?{N}\s*(?:\([^)]*\)|\[[^\]]*\])?\s*==`, kind: KindFunction},
			{re: `^(?:THEOREM|LEMMA|COROLLARY)\s+{N}\s*==`, kind: KindConstant},
		},
		imports: []importSpec{
			{re: `^EXTENDS\s+(?P<block>[\w, \t]+)`, sub: `(?P<src>\w+)`},
			{re: `(?:^|==\s*)INSTANCE\s+(?P<src>\w+)`},
		},
	}
}
