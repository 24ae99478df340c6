package extract

// Regex families of Gleam and PowerShell: the fallback of their grammars.

func gleamFamily() *family {
	// A record: a custom type whose body is a single constructor, with one
	// level of nested parentheses in its argument types.
	const open, args = `\{[ \t]*\n[ \t]*`, `(?:\((?:[^()]|\([^()]*(?:\([^()]*\)[^()]*)*\))*\))?[ \t]*\n\}`
	return &family{id: "gleam", langs: []string{"gleam"}, lex: lexicon{line: []string{"//"}, quotes: `"`},
		defs: []defSpec{
			// Attributes (@external(...), @deprecated(...)) start the
			// definition, so the /// doc above them is found.
			{re: `^(?:@\w+(?:\([^)\n]*\))?\s*)*(?:pub\s+)?fn\s+{N}`, kind: KindFunction},
			{re: `^(?:pub\s+)?(?:opaque\s+)?type\s+{N}[^=\n]*=`, kind: KindTypeAlias, noBody: true},
			{re: `^(?:pub\s+)?(?:opaque\s+)?type\s+{N}[^{=\n]*` + open + `[A-Z]\w*` + args, kind: KindStruct},
			// External types have no body: pub type Handle
			{re: `^(?:pub\s+)?(?:opaque\s+)?type\s+{N}(?:\([^)\n]*\))?[ \t]*$`, kind: KindStruct, noBody: true},
			{re: `^(?:pub\s+)?(?:opaque\s+)?type\s+{N}`, kind: KindEnum},
			{re: `^(?:pub\s+)?const\s+{N}`, kind: KindConstant, noBody: true},
			{re: `^(?:@\w+\([^)\n]*\)\s*)*(?:pub\s+)?external\s+fn\s+{N}`, kind: KindFunction, noBody: true},
			// A record's constructor is no symbol; an aliased type written
			// on the next line (type A =\n  B(x)) is no constructor.
			{re: `^(?:pub\s+)?(?:opaque\s+)?type\s+[A-Z]\w*[^{=\n]*` + open + `(?P<name>[A-Z]\w*)` + args, skip: true},
			{re: `^(?:pub\s+)?(?:opaque\s+)?type\s+[A-Z]\w*[^=\n{]*=[ \t]*\n[ \t]+(?P<name>[A-Z]\w*)`, skip: true},
			// Constructors, one a line: Name, Name(args) or Name( ...
			{re: `^[ \t]+(?P<name>[A-Z]\w*)[ \t]*(?:\([^\n]*\)|\()?[ \t]*$`, kind: KindEnumMember, noBody: true},
			// Labelled arguments of a constructor written one a line, two
			// levels deep (a function's parameters are one level deep).
			{re: `^(?:[ ]{4,}|\t\t+)(?P<name>[a-z]\w*)[ \t]*:[ \t]*[A-Z#][^\n]*,?[ \t]*$`, kind: KindField, noBody: true},
		},
		imports: []importSpec{{re: `^import\s+(?P<src>[\w/]+)(?:\.\{(?P<names>[^}]*)\})?(?:\s+as\s+(?P<alias>\w+))?`}},
	}
}

func powershellFamily() *family {
	return &family{id: "powershell", langs: []string{"powershell"}, lex: lexicon{line: []string{"#"}, block: [][2]string{{"<#", "#>"}}, quotes: `"'`}, hyphen: true,
		ident: `[A-Za-z_][\w-]*`,
		defs: []defSpec{
			{re: `(?i)^[ \t]*(?:function|filter|workflow)\s+(?:(?:global|script|private):)?{N}`, kind: KindFunction},
			{re: `(?i)^[ \t]*class\s+{N}`, kind: KindClass},
			{re: `(?i)^[ \t]*enum\s+{N}`, kind: KindEnum},
			{re: `(?i)^[ \t]+(?:(?:static|hidden)\s+)*(?:\[[^\]\n]+\]\s*)?(?P<name>[A-Za-z_]\w*)\s*\([^)\n]*\)\s*\{`, kind: KindMethod},
			// The last parameter of a script's param( ... ) block looks like
			// a property; the others end with a comma.
			{re: `(?i)^[ \t]+(?:\[[^\n]*\][ \t]*)+(?P<name>\$\w+)[^\n,]*\n[ \t]*\)`, skip: true},
			// Class properties: [type] $Name [= value], static/hidden.
			// Names keep their sigil, as in the tree-sitter tier.
			{re: `(?i)^[ \t]+(?:(?:static|hidden)[ \t]+)*(?:\[[^\n]*\][ \t]*)+(?P<name>\$\w+)[ \t]*(?:=[^\n,]*)?;?[ \t]*$`, kind: KindField, noBody: true},
			{re: `(?i)^[ \t]+(?:(?:static|hidden)[ \t]+)+(?P<name>\$\w+)[ \t]*(?:=[^\n,]*)?;?[ \t]*$`, kind: KindField, noBody: true},
			// Enum members: a bare name, or Name = number, alone on a line.
			{re: `^[ \t]+(?P<name>[A-Za-z_]\w*)[ \t]*(?:=[ \t]*-?(?:0x[0-9A-Fa-f]+|\d+))?[ \t]*;?[ \t]*$`, kind: KindEnumMember, noBody: true},
			// Script-level variables: unindented plain assignments.
			{re: `(?i)^(?:\[[^\n]*\][ \t]*)?(?P<name>\$(?:(?:script|global):)?\w+)[ \t]*=(?:[^=]|$)`, kind: KindVariable, noBody: true},
		},
		imports: []importSpec{
			{re: `(?i)^[ \t]*Import-Module\s+(?:-Name\s+)?['"]?(?P<src>[^\s'";]+)`},
			{re: `(?i)^[ \t]*using\s+(?:module|namespace|assembly)\s+(?P<src>[^\s;]+)`},
			{re: `^[ \t]*\.\s+['"]?(?P<src>[^\s'"]+\.ps1)`},
		},
	}
}
