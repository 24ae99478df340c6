package extract

import (
	"strings"
)

// pyTypeName reduces a Python annotation to the type whose members its
// values have, as type checkers read it: quotes (forward references,
// whole or inside) dropped; Optional[T], Union[T, None], T | None,
// Final[T], ClassVar[T], Annotated[T, ...], Type[T] (the class itself,
// whose attributes a use reaches), Required[T] and friends unwrapped,
// written bare or through a module (t.Optional, typing.Final); a union
// of two or more types, a Literal, a container or a tuple of types is
// none (""), left to TypeName's rules.
func pyTypeName(t string) string {
	t = strings.NewReplacer(`"`, "", "'", "").Replace(t)
	for range 4 {
		t = strings.TrimSpace(t)
		if alts := splitTop(t, '|'); len(alts) > 1 {
			if t = oneNonNone(alts); t == "" {
				return ""
			}
			continue
		}
		open := strings.IndexByte(t, '[')
		if open <= 0 || !strings.HasSuffix(t, "]") {
			break
		}
		head := t[:open]
		if k := strings.LastIndexByte(head, '.'); k >= 0 {
			head = head[k+1:]
		}
		args := splitTop(t[open+1:len(t)-1], ',')
		switch head {
		case "Optional", "Final", "ClassVar", "Type", "Annotated", "Required", "NotRequired", "ReadOnly":
			t = args[0]
		case "Union":
			if t = oneNonNone(args); t == "" {
				return ""
			}
		case "List", "list", "Sequence", "MutableSequence", "Iterable", "Iterator", "Collection",
			"Set", "set", "FrozenSet", "frozenset", "AbstractSet", "MutableSet", "Deque", "deque",
			"Generator", "AsyncIterator", "AsyncIterable", "AsyncGenerator", "Reversible":
			// What a for loop over it binds: its element (the first
			// argument, a generator's yield type).
			if e := pyTypeName(args[0]); e != "" && !strings.HasPrefix(e, "[]") {
				return "[]" + e
			}
			return ""
		default:
			return strings.TrimSpace(t) // a generic (List[T], Foo[T]): TypeName's rule
		}
	}
	return t
}

// oneNonNone is the one alternative of a union that is not None, or "".
func oneNonNone(alts []string) string {
	one := ""
	for _, a := range alts {
		if a = strings.TrimSpace(a); a == "None" || a == "NoneType" {
			continue
		}
		if one != "" {
			return ""
		}
		one = a
	}
	return one
}

// splitTop splits s at each sep outside brackets and parentheses.
func splitTop(s string, sep byte) []string {
	var out []string
	depth, from := 0, 0
	for i := 0; i < len(s); i++ {
		switch s[i] {
		case '[', '(':
			depth++
		case ']', ')':
			depth--
		case sep:
			if depth == 0 {
				out = append(out, s[from:i])
				from = i + 1
			}
		}
	}
	return append(out, s[from:])
}

// pyTypeFieldCalls gives a Python field initialised by a method of a
// typed local (self.stream = environment.tokenize(...), where
// environment: Environment is a parameter; self.x = self.make()) the
// type "=T.m": the result of T's method m, which the reference graph
// reads from m's declaration.
func pyTypeFieldCalls(f *File) {
	if len(f.LocalTypes) == 0 {
		return
	}
	for k := range f.Symbols {
		s := &f.Symbols[k]
		q, m, ok := strings.Cut(strings.TrimPrefix(s.Type, "="), ".")
		if s.Kind != KindField || !strings.HasPrefix(s.Type, "=") || !ok || strings.Contains(m, ".") {
			continue
		}
		for _, r := range refsAfterName(f, s) {
			if f.RefNames[r.Name] != q || r.Member {
				continue
			}
			if l := r.Local(); l != 0 && int(l) <= len(f.LocalTypes) {
				if t := f.LocalTypes[l-1]; t != "" && !strings.HasPrefix(t, "(") && !strings.HasPrefix(t, "@") {
					s.Type = "=" + t + "." + m
				}
			}
			break
		}
	}
}
