package extract

// Regex families of Perl and Erlang: the fallback of their grammars, and
// the def command's pattern scan.

func perlFamily() *family {
	pod := [][2]string{{"=pod", "=cut"}, {"=head", "=cut"}, {"=over", "=cut"}, {"=item", "=cut"},
		{"=begin", "=cut"}, {"=for", "=cut"}, {"=encoding", "=cut"}}
	return &family{id: "perl", langs: []string{"perl"}, lex: lexicon{line: []string{"#"}, block: pod, quotes: `"'`},
		ident: `[A-Za-z_][\w:]*`,
		defs: []defSpec{
			// package Foo; and package Foo { ... }: the block form holds its subs.
			{re: `^[ \t]*package\s+{N}[ \t]*(?:v?[\d.]+[ \t]*)?;`, kind: KindModule, noBody: true},
			{re: `^[ \t]*package\s+{N}`, kind: KindModule},
			{re: `^[ \t]*class\s+{N}`, kind: KindClass},
			{re: `^[ \t]*(?:my\s+|our\s+|state\s+)?sub\s+{N}`, kind: KindFunction},
			{re: `^[ \t]*method\s+{N}`, kind: KindMethod},
			{re: `^[ \t]*use\s+constant\s+{N}\s*=>`, kind: KindConstant, noBody: true},
			{re: `^[ \t]*our\s+(?P<name>[$@%]\w+)`, kind: KindVariable, noBody: true},
		},
		// Modules start with a capital by convention; lower-case ones are pragmas.
		imports: []importSpec{{re: `^[ \t]*(?:use|require)\s+(?P<src>[A-Z][\w:]*)`}},
	}
}

func erlangFamily() *family {
	return &family{id: "erlang", langs: []string{"erlang"}, lex: lexicon{line: []string{"%"}, quotes: `"'`}, scope: scopeLine,
		defs: []defSpec{
			{re: `^-module\(\s*{N}\s*\)`, kind: KindModule, noBody: true},
			{re: `^-record\(\s*{N}\s*,`, kind: KindStruct, noBody: true},
			{re: `^-(?:type|opaque)\s+{N}\(`, kind: KindTypeAlias, noBody: true},
			{re: `^-define\(\s*{N}`, kind: KindMacro, noBody: true},
			{re: `^-callback\s+{N}\(`, kind: KindFunction, noBody: true},
			// A function clause starts a line with its name; each clause is
			// found (the grammar joins them into one definition).
			{re: `^(?P<name>[a-z][\w@]*)\(`, kind: KindFunction, noBody: true},
		},
		imports: []importSpec{
			{re: `^-include(?:_lib)?\(\s*"(?P<src>[^"\n]+)"`},
			{re: `^-import\(\s*(?P<src>[a-z][\w@]*)\s*,\s*\[(?P<names>[^\]\n]*)\]`},
			{re: `^-behaviou?r\(\s*(?P<src>[a-z][\w@]*)\s*\)`},
		},
	}
}
