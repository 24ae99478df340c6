package extract

// Regex families of Gleam and PowerShell: their grammars need the
// grammars_cinclude build tag, so the regex tier serves them by default
// and is their fallback otherwise.

func gleamFamily() *family {
	return &family{id: "gleam", langs: []string{"gleam"}, lex: lexicon{line: []string{"//"}, quotes: `"`},
		defs: []defSpec{
			{re: `^(?:pub\s+)?fn\s+{N}`, kind: KindFunction},
			{re: `^(?:pub\s+)?(?:opaque\s+)?type\s+{N}[^=\n]*=`, kind: KindTypeAlias, noBody: true},
			{re: `^(?:pub\s+)?(?:opaque\s+)?type\s+{N}`, kind: KindEnum},
			{re: `^(?:pub\s+)?const\s+{N}`, kind: KindConstant, noBody: true},
			{re: `^(?:@\w+\([^)\n]*\)\s*)*(?:pub\s+)?external\s+fn\s+{N}`, kind: KindFunction, noBody: true},
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
		},
		imports: []importSpec{
			{re: `(?i)^[ \t]*Import-Module\s+(?:-Name\s+)?['"]?(?P<src>[^\s'";]+)`},
			{re: `(?i)^[ \t]*using\s+(?:module|namespace|assembly)\s+(?P<src>[^\s;]+)`},
			{re: `^[ \t]*\.\s+['"]?(?P<src>[^\s'"]+\.ps1)`},
		},
	}
}
