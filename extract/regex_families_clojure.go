package extract

// clojureFamily is the regex fallback of Clojure's grammar: the definers
// at a line's start, the name after any metadata (^:private,
// ^{:doc "..."}, ^Type), and the requires of an ns form or a require
// call written one vector a line ([a.b :as c]).
func clojureFamily() *family {
	const meta = `(?:\^(?:\{[^}\n]*\}|[^\s()\[\]{}]+)\s+)*`
	def := func(words string) string {
		return `^[ \t]*\((?:[\w.-]+/)?(?:` + words + `)\s+` + meta + `{N}`
	}
	return &family{id: "clojure", langs: []string{"clojure"}, lex: lexicon{line: []string{";"}, quotes: `"`}, scope: scopeParens, hyphen: true,
		ident: `[^\s()\[\]{}"';,^@~#` + "`" + `\\][^\s()\[\]{}"';,^@~` + "`" + `\\]*`,
		defs: []defSpec{
			{re: `^[ \t]*\(ns\s+` + meta + `{N}`, kind: KindModule},
			{re: def(`defn-?|definline|defmulti|deftest`), kind: KindFunction},
			{re: def(`defmacro`), kind: KindMacro},
			{re: def(`defmethod`), kind: KindMethod},
			{re: def(`defprotocol|definterface`), kind: KindInterface},
			{re: def(`defrecord`), kind: KindStruct},
			{re: def(`deftype`), kind: KindClass},
			{re: def(`def|defonce`), kind: KindVariable},
		},
		imports: []importSpec{
			{re: `^[ \t]*(?:\((?::require|:use|require\s+'|use\s+')\s*)?\[(?P<src>[A-Za-z][\w*+!?-]*(?:\.[\w*+!?-]+)+)(?:\s+:as\s+(?P<alias>[^\s\]]+))?`},
		},
	}
}
