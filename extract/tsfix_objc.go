package extract

// hideObjCMacros rewrites, for parsing only, the macro uses of Objective-C
// sources that the grammar (forest objc v1.9.0, tree-sitter-objc) cannot
// parse, and whose ERROR nodes would otherwise swallow the declarations
// around them (a bare NS_ASSUME_NONNULL_BEGIN turned a whole header into
// one ERROR; one RCT_EXPORT_MODULE() in an @implementation lost every
// method after it). Every rewrite keeps the length of what it replaces
// and the line breaks, so byte offsets, lines and columns stay the file's:
//
//   - a line that is a macro use alone at file or @implementation level,
//     `NS_ASSUME_NONNULL_BEGIN`, `RCT_EXPORT_MODULE()`,
//     `RCT_ENUM_CONVERTER(...);` (over several lines too), is blanked;
//   - such a use followed by a body in an @implementation defines a method:
//     `RCT_EXPORT_METHOD(add:(int)x) {...}` becomes `- add:(int)x {...}`
//     when its (last) argument is a selector with its parameters, named by
//     it; any other (`RCT_CUSTOM_VIEW_PROPERTY(color, UIColor, V) {...}`)
//     becomes a method whose name "_" stands where the source has "(",
//     which the builder drops as a rewritten name, so the body's references
//     stay and no false definition appears;
//   - `typedef NS_ENUM(NSInteger, Name) {` (NS_OPTIONS, NS_CLOSED_ENUM,
//     NS_ERROR_ENUM, CF_ENUM, CF_OPTIONS, CF_CLOSED_ENUM) becomes
//     `enum Name {`, which the grammar reads as an enum with its
//     enumerators;
//   - Objective-C++: `a::b` reads as `a__b`, a C++ reference `T &x` as
//     `T *x`, `namespace x {`, `using ...;` and `template <...>` are blanked;
//   - a declaration's leading macro word (`RCT_EXTERN NSString *x;`) and
//     trailing attribute macros (`- (id)init NS_DESIGNATED_INITIALIZER;`,
//     `void f(void) RCT_DEPRECATED;`, `Value NS_SWIFT_NAME(v) = 1,` in an
//     enum) are blanked.
//
// A macro is an upper-case identifier with an underscore (RCT_EXTERN,
// NS_SWIFT_NAME), or any upper-case identifier used alone on a line or as
// a call alone on a line. Preprocessor lines, comments and string literals
// are skipped. It returns src itself when nothing was rewritten.
func hideObjCMacros(src []byte) []byte {
	m := objcFix{src: src, prev: ';'}
	m.run()
	if m.out == nil {
		return src
	}
	return m.out
}

type objcFix struct {
	src, out []byte
	depth    int  // brace depth
	parens   int  // paren depth of the current statement at brace depth 0
	inImpl   bool // inside @implementation ... @end
	enumAt   int  // brace depth of the enum body being read, or 0
	prev     byte // the last significant byte (';' at the start), or afterLine
	prevWord bool // the last significant token was an identifier
	stmt     byte // the first significant byte of the current statement at depth 0
	// directive: an @implementation, @interface, @protocol or @end line
	// is being read; its line break ends the statement before it.
	directive bool
	// namespaces counts the C++ namespace blocks opened at file level
	// whose braces were blanked: their closing braces are blanked too.
	namespaces int
	// nest counts the open ( and [ (at any depth), and the < of an
	// @interface or @protocol's protocol list.
	nest int
}

// afterLine is m.prev after a preprocessor line or an @ directive's line.
const afterLine = 1

// put writes b at src[k] into the rewritten copy.
func (m *objcFix) put(k int, b byte) {
	if m.out == nil {
		m.out = append([]byte(nil), m.src...)
	}
	m.out[k] = b
}

// blank replaces src[from:to] with spaces, keeping line breaks.
func (m *objcFix) blank(from, to int) {
	for k := from; k < to; k++ {
		if c := m.src[k]; c != '\n' && c != '\r' {
			m.put(k, ' ')
		}
	}
}

// statementStart reports whether a statement or declaration may start
// here: after ; { } or a preprocessor or @ directive line, or at the
// file's start.
func (m *objcFix) statementStart() bool {
	switch m.prev {
	case ';', '{', '}', afterLine:
		return true
	}
	return false
}

func (m *objcFix) run() {
	src := m.src
	lineStart := true
	for i := 0; i < len(src); {
		c := src[i]
		if c == '\n' {
			lineStart = true
			if m.directive && m.nest == 0 {
				m.prev, m.prevWord, m.parens, m.directive = afterLine, false, 0, false
			}
			i++
			continue
		}
		if c == ' ' || c == '\t' || c == '\r' || c == '\f' || c == '\v' {
			i++
			continue
		}
		if j := skipTrivia(src, i); j > i {
			i = j
			continue
		}
		atLine := lineStart
		lineStart = false
		switch {
		case atLine && c == '#':
			end := preprocessorEnd(src, i)
			if m.nest > 0 {
				// #if ... #endif inside a protocol list, an argument list
				// or a message: the grammar takes directives only between
				// declarations and statements, so both branches are kept.
				m.blank(i, end)
				i = end
				continue
			}
			i = end
			m.prev, m.prevWord = afterLine, false
			continue
		case c == '"' || c == '\'':
			i = skipQuoted(src, i)
			m.prev, m.prevWord = c, false
			continue
		case c == '@' && m.depth == 0 && i+1 < len(src) && isIdentStart(src[i+1]):
			w := identEnd(src, i+1)
			switch string(src[i+1 : w]) {
			case "implementation":
				m.inImpl = true
			case "end":
				m.inImpl = false
			}
			switch string(src[i+1 : w]) {
			case "implementation", "interface", "protocol", "end":
				m.directive = true
			default:
				if m.depth == 0 && m.statementStart() {
					m.stmt = '@' // @property, @synthesize, @class
				}
			}
			m.prev, m.prevWord = '@', false
			i = w
			continue
		case c == ':' && i+1 < len(src) && src[i+1] == ':':
			// C++ (Objective-C++): std::vector reads as std__vector, one
			// name the grammar takes for a type or a variable.
			m.put(i, '_')
			m.put(i+1, '_')
			m.prev, m.prevWord = '_', true
			i += 2
			continue
		case c == '&' && (m.prevWord || m.prev == '>') && (i+1 >= len(src) || src[i+1] != '&' && src[i+1] != '='):
			// C++ references (const T &x, (const T &)x) read as pointers;
			// in an expression a & b reads as a * b, as well formed.
			if k := skipSpaces(src, i+1); k < len(src) && (isIdentStart(src[k]) || src[k] == ')' || src[k] == ',') {
				m.put(i, '*')
			}
			m.prev, m.prevWord = '*', false
			i++
			continue
		case c == '}' && m.depth == 0 && m.namespaces > 0:
			m.blank(i, i+1)
			m.namespaces--
			m.prev, m.prevWord = '}', false
			i++
			continue
		case isIdentStart(c):
			i = m.word(i, atLine)
			continue
		}
		if m.depth == 0 && m.statementStart() {
			m.stmt = c
		}
		switch c {
		case '(', '[':
			m.nest++
		case ')', ']':
			m.nest = max(m.nest-1, 0)
		case '<':
			if m.directive {
				m.nest++
			}
		case '>':
			if m.directive && m.nest > 0 {
				m.nest--
			}
		}
		switch c {
		case '{':
			m.depth++
			m.parens, m.directive = 0, false
		case '}':
			m.depth = max(m.depth-1, 0)
			if m.enumAt > 0 && m.depth < m.enumAt {
				m.enumAt = 0
			}
			m.parens = 0
		case '(':
			m.parens++
		case ')':
			m.parens = max(m.parens-1, 0)
		case ';':
			m.parens, m.directive = 0, false
		}
		m.prev, m.prevWord = c, false
		i++
	}
}

// word handles the identifier at src[i] and returns the index after what
// it consumed.
func (m *objcFix) word(i int, atLine bool) int {
	src := m.src
	w := identEnd(src, i)
	macro := isMacroName(src[i:w])
	startOK := m.depth == 0 && m.statementStart()
	if startOK {
		m.stmt = src[i]
	}
	switch {
	case startOK && wordIs(src, i, w, "namespace"):
		// namespace a::b { ... }: its declarations read as the file's.
		k := skipTriviaAll(src, w)
		for k < len(src) && (isIdentByte(src[k]) || src[k] == ':' || src[k] == ' ' || src[k] == '\t') {
			k++
		}
		if k < len(src) && src[k] == '{' {
			m.blank(i, k+1)
			m.namespaces++
			m.prev, m.prevWord = '{', false
			return k + 1
		}
	case startOK && wordIs(src, i, w, "using") || startOK && wordIs(src, i, w, "template"):
		// using namespace std; using T = U;: no declaration the outline
		// has; template <...>: the declaration after it stays.
		if wordIs(src, i, w, "using") {
			if end := statementEnd(src, i); end > 0 {
				m.blank(i, end+1)
				return end + 1
			}
		} else if k := skipTriviaAll(src, w); k < len(src) && src[k] == '<' {
			if end := matchAngle(src, k); end > 0 {
				m.blank(i, end+1)
				return end + 1
			}
		}
	case startOK && atLine && wordIs(src, i, w, "typedef"):
		if end, ok := m.nsEnum(i, skipTriviaAll(src, w)); ok {
			return end
		}
	case startOK && atLine && isEnumMacro(src[i:w]):
		if end, ok := m.nsEnum(i, i); ok {
			return end
		}
	case startOK && atLine && (macro || allUpper(src[i:w])):
		if end, ok := m.macroLine(i, w); ok {
			return end
		}
		if macro && !knownObjCMacro(src[i:w]) {
			// RCT_EXTERN NSString *const RCTFoo;: a leading attribute.
			if k := skipTriviaAll(src, w); k < len(src) && k > w && isIdentStart(src[k]) {
				m.blank(i, w)
				return w
			}
		}
	case macro && m.trailing(w):
		end := macroEnd(src, w)
		m.blank(i, end)
		return end
	}
	m.prev, m.prevWord = src[w-1], true
	return w
}

// trailing reports whether the macro word ending at w is a trailing
// attribute: after a ')' or a name, in an Objective-C method or property
// declaration or after a C declarator's ')' at file level, or after an
// enumerator's name; followed by ';', '{', '=', ',', '}' or another macro.
func (m *objcFix) trailing(w int) bool {
	switch {
	case m.enumAt > 0 && m.depth == m.enumAt && (m.prevWord || m.prev == ')'):
	case m.depth == 0 && m.parens == 0 && m.prev == ')':
	case m.depth == 0 && m.parens == 0 && m.prevWord && (m.stmt == '-' || m.stmt == '+' || m.stmt == '@'):
	default:
		return false
	}
	src := m.src
	k := skipTriviaAll(src, macroEnd(src, w))
	if k >= len(src) {
		return false
	}
	switch src[k] {
	case ';', '{':
		return true
	case '=', ',', '}':
		return m.enumAt > 0
	}
	return isIdentStart(src[k]) && isMacroName(src[k:identEnd(src, k)])
}

// macroLine handles a macro use standing alone where a statement starts:
// NAME, NAME(...) or NAME(...); with nothing else before the line's end
// but a comment. A body after it ({) in an @implementation makes it a
// method. It reports false (and changes nothing) for any other shape.
func (m *objcFix) macroLine(i, w int) (int, bool) {
	src := m.src
	end := w
	k := skipSpaces(src, w)
	if k < len(src) && src[k] == '(' {
		close := matchParen(src, k)
		if close < 0 {
			return 0, false
		}
		end = close + 1
	}
	after := skipSpaces(src, end)
	if after < len(src) && src[after] == '{' && end > w && m.inImpl {
		m.methodMacro(i, k, end) // NAME(args) {} on one line
		m.prev, m.prevWord = ')', false
		return end, true
	}
	if after < len(src) && src[after] == ';' {
		after = skipSpaces(src, after+1)
		if !restOfLineEmpty(src, after) {
			return 0, false
		}
		m.blank(i, after)
		return after, true
	}
	if !restOfLineEmpty(src, after) {
		return 0, false
	}
	next := skipTriviaAll(src, after)
	if next < len(src) && src[next] == '{' && end > w {
		if !m.inImpl {
			// A body at file level: the macro goes, the block stays.
			m.blank(i, end)
			return end, true
		}
		m.methodMacro(i, k, end)
		m.prev, m.prevWord = ')', false
		return end, true
	}
	if next < len(src) && isIdentStart(src[next]) && end == w && !isMacroName(src[i:w]) {
		// BOOL\nfoo(...): an upper-case type ending its line, not a macro.
		return 0, false
	}
	m.blank(i, end)
	return end, true
}

// methodMacro rewrites NAME(args) (open and end-1 its parentheses) ahead
// of a body in an @implementation as a method definition: named by the
// selector its last argument spells, else by a "_" where "(" stands.
func (m *objcFix) methodMacro(i, open, end int) {
	src := m.src
	args := open + 1
	for k, depth := open+1, 0; k < end-1; k++ {
		switch src[k] {
		case '(':
			depth++
		case ')':
			depth--
		case ',':
			if depth == 0 {
				args = k + 1
			}
		}
	}
	m.blank(i, end)
	m.put(i, '-')
	if open-i >= len("-(void)") {
		// A return type, so that the grammar reads a unary selector.
		for k, c := range []byte("-(void)") {
			m.put(i+k, c)
		}
	}
	if isSelectorDecl(src[args:end-1], args == open+1) {
		for k := args; k < end-1; k++ {
			m.put(k, src[k])
		}
		return
	}
	m.put(open, '_')
}

// nsEnum rewrites `typedef NS_ENUM(Type, Name)` (typedef at i, the macro
// at at) as `enum Name`: typedef, the macro and its first argument become
// "enum" and spaces, the closing parenthesis a space. The enum's body, if
// any, follows; its enumerators are then read as such.
func (m *objcFix) nsEnum(i, at int) (int, bool) {
	src := m.src
	w := identEnd(src, at)
	if w == at || !isEnumMacro(src[at:w]) {
		return 0, false
	}
	open := skipSpaces(src, w)
	if open >= len(src) || src[open] != '(' {
		return 0, false
	}
	close := matchParen(src, open)
	comma := indexByteFrom(src, open, ',', close)
	if close < 0 || comma < 0 {
		return 0, false
	}
	name := skipSpaces(src, comma+1)
	if name >= close || !isIdentStart(src[name]) {
		return 0, false
	}
	m.blank(i, name)
	copy4 := "enum"
	for k := 0; k < len(copy4); k++ {
		m.put(i+k, copy4[k])
	}
	m.blank(identEnd(src, name), close+1)
	if k := skipTriviaAll(src, close+1); k < len(src) && src[k] == '{' {
		m.enumAt = m.depth + 1
	}
	m.prev, m.prevWord = ')', false
	return close + 1, true
}

// isSelectorDecl reports whether b is a method's selector with its
// parameters: `name`, alone as the only argument, or keywords each
// followed by ':' and a parameter (`add:(int)x to:(id)y`).
func isSelectorDecl(b []byte, only bool) bool {
	k := skipTriviaAll(b, 0)
	if k == len(b) || !isIdentStart(b[k]) {
		return false
	}
	w := identEnd(b, k)
	rest := skipTriviaAll(b, w)
	if rest == len(b) {
		return only
	}
	if b[rest] != ':' {
		return false
	}
	depth := 0
	for _, c := range b {
		switch c {
		case '(':
			depth++
		case ')':
			depth--
		case ',', ';', '{', '}':
			if depth == 0 {
				return false
			}
		}
	}
	return true
}

// isMacroName: an upper-case identifier with an underscore (NS_ENUM,
// RCT_EXTERN), the shape of the macros the grammar does not know.
func isMacroName(b []byte) bool {
	under, upper := false, false
	for _, c := range b {
		switch {
		case c == '_':
			under = true
		case c >= 'A' && c <= 'Z':
			upper = true
		case c >= '0' && c <= '9':
		default:
			return false
		}
	}
	return under && upper && len(b) >= 3
}

// allUpper: an upper-case identifier of two letters or more (LOG, BOOL).
func allUpper(b []byte) bool {
	if len(b) < 2 {
		return false
	}
	for _, c := range b {
		if !(c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '_') {
			return false
		}
	}
	return true
}

func isEnumMacro(b []byte) bool {
	switch string(b) {
	case "NS_ENUM", "NS_OPTIONS", "NS_CLOSED_ENUM", "NS_ERROR_ENUM", "CF_ENUM", "CF_OPTIONS", "CF_CLOSED_ENUM":
		return true
	}
	return false
}

// knownObjCMacro: leading macro words the grammar parses itself.
func knownObjCMacro(b []byte) bool {
	switch string(b) {
	case "FOUNDATION_EXPORT", "FOUNDATION_EXTERN", "FOUNDATION_STATIC_INLINE", "UIKIT_EXTERN", "CG_EXTERN", "CG_INLINE",
		"NS_INLINE", "OBJC_EXPORT", "NS_ROOT_CLASS", "OBJC_ROOT_CLASS", "IB_DESIGNABLE":
		return true
	}
	return false
}

func wordIs(src []byte, i, w int, word string) bool { return string(src[i:w]) == word }

// identEnd returns the index after the identifier starting at src[i].
func identEnd(src []byte, i int) int {
	for i < len(src) && (isIdentByte(src[i]) || src[i] == '$') {
		i++
	}
	return i
}

// macroEnd returns the index after a macro's argument list starting at
// or after w (its name's end), or w when none follows on the line.
func macroEnd(src []byte, w int) int {
	k := skipSpaces(src, w)
	if k < len(src) && src[k] == '(' {
		if close := matchParen(src, k); close >= 0 {
			return close + 1
		}
	}
	return w
}

// skipSpaces skips blanks and tabs (not line breaks).
func skipSpaces(src []byte, i int) int {
	for i < len(src) && (src[i] == ' ' || src[i] == '\t') {
		i++
	}
	return i
}

// restOfLineEmpty reports whether only blanks and comments follow src[i]
// on its line.
func restOfLineEmpty(src []byte, i int) bool {
	for i < len(src) && src[i] != '\n' {
		switch {
		case src[i] == ' ' || src[i] == '\t' || src[i] == '\r':
			i++
		case src[i] == '/' && i+1 < len(src) && (src[i+1] == '/' || src[i+1] == '*'):
			i = skipTrivia(src, i)
		default:
			return false
		}
	}
	return true
}

// matchParen returns the index of the ')' closing the '(' at src[open],
// skipping strings and comments, or -1 (also past 16 KiB: an unbalanced
// parenthesis is not followed further).
func matchParen(src []byte, open int) int {
	depth := 0
	for k := open; k < len(src) && k < open+16<<10; {
		if src[k] == '/' {
			if j := skipTrivia(src, k); j > k {
				k = j
				continue
			}
		}
		switch src[k] {
		case '"', '\'':
			k = skipQuoted(src, k)
			continue
		case '(':
			depth++
		case ')':
			depth--
			if depth == 0 {
				return k
			}
		}
		k++
	}
	return -1
}

// lineEnd returns the index of the line break ending src[i]'s line.
func lineEnd(src []byte, i int) int {
	for i < len(src) && src[i] != '\n' {
		i++
	}
	return i
}

// preprocessorEnd returns the end of the preprocessor line at src[i],
// backslash continuations and block comments included.
func preprocessorEnd(src []byte, i int) int {
	for i < len(src) && src[i] != '\n' {
		switch {
		case src[i] == '\\' && i+1 < len(src) && (src[i+1] == '\n' || src[i+1] == '\r'):
			i += 2
			if i < len(src) && src[i-1] == '\r' && src[i] == '\n' {
				i++
			}
		case src[i] == '/' && i+1 < len(src) && src[i+1] == '*':
			i = skipTrivia(src, i)
		default:
			i++
		}
	}
	return i
}

// matchAngle returns the index of the '>' closing the '<' at src[open]
// (nested ones counted) on the same few lines, or -1.
func matchAngle(src []byte, open int) int {
	depth := 0
	for k := open; k < len(src) && k < open+1024; k++ {
		switch src[k] {
		case '<':
			depth++
		case '>':
			depth--
			if depth == 0 {
				return k
			}
		case ';', '{', '}':
			return -1
		}
	}
	return -1
}
