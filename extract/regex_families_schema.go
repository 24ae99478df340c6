package extract

// Regex families of SQL, Protocol Buffers and GraphQL: the fallback of
// their grammars (a file mostly under syntax errors, as a dialect the SQL
// grammar does not know makes them) and the def command's search.

func sqlFamily() *family {
	// A name may be schema-qualified and quoted: app."Users", `db`.`t`, [dbo].[T].
	const q = `(?:["` + "`" + `\[]?\w+["` + "`" + `\]]?\.)?["` + "`" + `\[]?`
	const create = `(?i)^[ \t]*CREATE\s+(?:OR\s+(?:REPLACE|ALTER)\s+)?`
	const ifNot = `(?:IF\s+NOT\s+EXISTS\s+)?`
	return &family{id: "sql", langs: []string{"sql"},
		lex: lexicon{line: []string{"--"}, block: [][2]string{{"/*", "*/"}}, quotes: `'`},
		defs: []defSpec{
			{re: create + `(?:(?:GLOBAL|LOCAL)\s+)?(?:TEMP(?:ORARY)?\s+|UNLOGGED\s+|VIRTUAL\s+)?TABLE\s+` + ifNot + q + `{N}`, kind: KindStruct, noBody: true},
			{re: create + `(?:(?:TEMP(?:ORARY)?|RECURSIVE)\s+)?(?:MATERIALIZED\s+)?VIEW\s+` + ifNot + q + `{N}`, kind: KindStruct, noBody: true},
			{re: create + `(?:DEFINER\s*=\s*\S+\s+)?(?:FUNCTION|PROCEDURE)\s+` + ifNot + q + `{N}`, kind: KindFunction, noBody: true},
			{re: create + `(?:CONSTRAINT\s+)?TRIGGER\s+` + ifNot + q + `{N}`, kind: KindFunction, noBody: true},
			{re: create + `TYPE\s+` + q + `{N}["` + "`" + `\]]?\s+AS\s+ENUM`, kind: KindEnum, noBody: true},
			{re: create + `TYPE\s+` + q + `{N}`, kind: KindStruct, noBody: true},
			{re: create + `DOMAIN\s+` + q + `{N}`, kind: KindTypeAlias, noBody: true},
			{re: create + `(?:SCHEMA|DATABASE)\s+` + ifNot + `["` + "`" + `\[]?{N}`, kind: KindModule, noBody: true},
			{re: create + `(?:UNIQUE\s+)?INDEX\s+(?:CONCURRENTLY\s+)?` + ifNot + q + `{N}`, kind: KindVariable, noBody: true},
			{re: create + `(?:(?:TEMP(?:ORARY)?|UNLOGGED)\s+)?SEQUENCE\s+` + ifNot + q + `{N}`, kind: KindVariable, noBody: true},
			// Columns, one a line and ending with a comma: an indented name
			// and a type. Table constraints and the clauses of queries
			// indented alike are claimed first.
			{re: `(?i)^[ \t]+(?P<name>CONSTRAINT|PRIMARY|UNIQUE|FOREIGN|CHECK|KEY|INDEX|FULLTEXT|EXCLUDE|PERIOD|FROM|WHERE|JOIN|LEFT|RIGHT|INNER|OUTER|CROSS|ON|AND|OR|NOT|SET|VALUES|SELECT|GROUP|ORDER|HAVING|LIMIT|UNION|RETURNING|WITH|AS|BEGIN|END|RETURN|RETURNS|DECLARE|IF|ELSE|ELSIF|CASE|WHEN|THEN|LANGUAGE|INSERT|UPDATE|DELETE|PERFORM|RAISE)\b`, skip: true},
			{re: `^[ \t]+["` + "`" + `\[]?(?P<name>[A-Za-z_]\w*)["` + "`" + `\]]?[ \t]+["` + "`" + `\[]?[A-Za-z_][\w.]*[^\n]*,[ \t]*(?:--[^\n]*)?$`, kind: KindField, noBody: true},
		},
	}
}

func protoFamily() *family {
	return &family{id: "proto", langs: []string{"proto"},
		lex:   lexicon{line: []string{"//"}, block: [][2]string{{"/*", "*/"}}, quotes: `"'`},
		ident: `[A-Za-z_][\w.]*`,
		defs: []defSpec{
			{re: `^package\s+{N}\s*;`, kind: KindModule, noBody: true},
			{re: `^[ \t]*message\s+{N}\s*\{`, kind: KindStruct},
			{re: `^[ \t]*enum\s+{N}\s*\{`, kind: KindEnum},
			{re: `^[ \t]*service\s+{N}\s*\{`, kind: KindInterface},
			{re: `^[ \t]*rpc\s+{N}\s*\(`, kind: KindMethod, noBody: true},
			{re: `^[ \t]*oneof\s+{N}\s*\{`, kind: KindField},
			// Fields: [label] type name = number; map<K, V> name = number;
			{re: `^[ \t]+(?:(?:repeated|optional|required)\s+)?(?:map\s*<[^>\n]*>|\.?[A-Za-z_][\w.]*)\s+(?P<name>[A-Za-z_]\w*)\s*=\s*\d+`, kind: KindField, noBody: true},
			// Enum values: NAME = number;
			{re: `^[ \t]+(?P<name>[A-Za-z_]\w*)\s*=\s*-?(?:0x[0-9A-Fa-f]+|\d+)\s*[;\[]`, kind: KindEnumMember, noBody: true},
		},
		imports: []importSpec{{re: `^import\s+(?:public\s+|weak\s+)?"(?P<src>[^"\n]+)"`}},
	}
}

func graphqlFamily() *family {
	return &family{id: "graphql", langs: []string{"graphql"},
		lex: lexicon{line: []string{"#"}, quotes: `"`, triple: true},
		defs: []defSpec{
			{re: `^type\s+{N}`, kind: KindClass},
			{re: `^interface\s+{N}`, kind: KindInterface},
			{re: `^input\s+{N}`, kind: KindStruct},
			{re: `^enum\s+{N}`, kind: KindEnum},
			{re: `^union\s+{N}`, kind: KindTypeAlias, noBody: true},
			{re: `^scalar\s+{N}`, kind: KindTypeAlias, noBody: true},
			{re: `^directive\s+@{N}`, kind: KindFunction, noBody: true},
			{re: `^(?:query|mutation|subscription)\s+{N}`, kind: KindFunction},
			{re: `^fragment\s+{N}\s+on\b`, kind: KindMacro},
			// Fields of a type, interface or input, one a line.
			{re: `^[ \t]+(?P<name>[A-Za-z_]\w*)\s*(?:\([^)\n]*\))?\s*:\s*\[?[A-Za-z_]\w*[!\]]*[!]?\s*(?:=[^\n]*|@[^\n]*)?$`, kind: KindField, noBody: true},
		},
		// The imports are comments, which the mask blanks: the tree-sitter
		// tier reads them.
	}
}
