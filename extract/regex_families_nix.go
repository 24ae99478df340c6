package extract

// nixFamily is the regex fallback of the Nix grammar: bindings, by the
// shape of their value (a lambda, an attrset, anything else), with a
// dotted attrpath's head as container; imports of relative paths.
func nixFamily() *family {
	const name = `[A-Za-z_][\w'-]*`
	return &family{id: "nix", langs: []string{"nix"}, lex: lexicon{line: []string{"#"}, block: [][2]string{{"/*", "*/"}}, quotes: `"`},
		ident: name, hyphen: true,
		defs: []defSpec{
			// f = x: ..., f = { a, b ? 1, ... }: ..., f = args@{ ... }: ...
			{re: `^[ \t]*(?:(?P<container>` + name + `(?:\.` + name + `)*)\.)?{N}[ \t]*=[ \t]*(?:` + name + `[ \t]*:|(?:` + name + `[ \t]*@[ \t]*)?\{[^{}=;]*\}[ \t]*(?:@[ \t]*` + name + `[ \t]*)?:)`, kind: KindFunction},
			{re: `^[ \t]*(?:(?P<container>` + name + `(?:\.` + name + `)*)\.)?{N}[ \t]*=[ \t]*(?:rec[ \t]*)?\{`, kind: KindModule},
			{re: `^[ \t]*(?:(?P<container>` + name + `(?:\.` + name + `)*)\.)?{N}[ \t]*=(?:[^=]|$)`, kind: KindVariable, noBody: true},
		},
		imports: []importSpec{
			{re: `\bimport[ \t]+(?P<src>\.{1,2}/[^\s;)\]}]*)`},
			{re: `\bcallPackages?[ \t]+(?P<src>\.{1,2}/[^\s;)\]}]*)`},
		},
	}
}
