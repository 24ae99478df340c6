package visibility

import (
	"strings"

	"github.com/soulindex/soulindex/extract"
)

// solidityRule: the visibility keyword after a declaration's parameters:
// `private` private; `internal` internal (this contract and those
// deriving from it); `public` and `external` public. Without one:
//   - state variables (and constants) of a contract or library are
//     internal, as Solidity has it;
//   - modifiers are internal: only the contract and its derived ones use
//     them, as internal functions;
//   - functions are public: a contract's function without a keyword is
//     pre-0.5 code, where public was the default; a file-level function
//     is imported by name from other files;
//   - events and errors are part of the ABI, and struct members and enum
//     values follow their type.
//
// A library's `internal` functions and constants are its API: they are
// inlined into the contracts that call them (`Math.max(a, b)`,
// `using SafeERC20 for IERC20`), so they are public; its `private` ones
// stay private. Interface members are all external: public.
func solidityRule(c *file) {
	for i := range c.f.Symbols {
		s := &c.f.Symbols[i]
		kw := soliditySpecifiers(s.Signature)
		p := c.parent(s)
		inLibrary := p != nil && p.Kind == extract.KindModule
		switch {
		case hasWord(kw, "private"):
			c.set(i, private)
		case hasWord(kw, "internal") && inLibrary:
		case hasWord(kw, "internal"):
			c.set(i, internal)
		case hasWord(kw, "public"), hasWord(kw, "external"):
		case strings.HasPrefix(kw, "modifier "):
			c.set(i, internal)
		case (s.Kind == extract.KindField || s.Kind == extract.KindConstant) && p != nil &&
			(p.Kind == extract.KindClass || inLibrary) && !strings.HasPrefix(kw, "event "):
			c.set(i, internal)
		}
	}
}

// soliditySpecifiers is a signature without its parenthesised groups, so
// that the keywords read are the declaration's own, not those of a
// parameter of function type (`function f(function() internal g) public`)
// or of a mapping.
func soliditySpecifiers(sig string) string {
	var b strings.Builder
	depth := 0
	for i := 0; i < len(sig); i++ {
		switch c := sig[i]; {
		case c == '(':
			depth++
			b.WriteByte(' ')
		case c == ')':
			depth = max(depth-1, 0)
		case depth == 0:
			b.WriteByte(c)
		}
	}
	return strings.TrimSpace(b.String())
}
