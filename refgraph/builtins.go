package refgraph

import "strings"

// builtinMembers are, per language, the member names of its built-in
// types (Python's list, dict, str, bytes, set, int, files; JavaScript's
// Array, Map, Set, String, Object, Promise, Date, RegExp, typed arrays),
// as the language's own runtime lists them (dir() in CPython 3.11,
// Object.getOwnPropertyNames in Node.js 20; names starting with "_" and
// String's HTML methods left out). A receiver of unknown type whose
// member has such a name is most likely a built-in value: items.append,
// ", ".join, m.get. The rule "exactly one visible type defines f" must not
// send it to the one repository class that happens to define it too.
func builtinMembers(lang string) map[string]bool {
	switch lang {
	case "python":
		return pythonBuiltinMembers
	case "javascript", "typescript", "tsx", "svelte", "vue", "html":
		// Svelte, Vue and HTML: their scripts' members.
		return jsBuiltinMembers
	}
	return nil
}

// untypedMembersUnresolved are the languages whose x.f of unknown type
// resolves to nothing, even when one visible type alone defines f. In
// Python a value's type is rarely written and duck typing is the rule: on
// django such guesses were wrong more often than right (member precision
// .44 against scip-python, .95 without them). In TypeScript the values an
// outline cannot type are those of generic, mapped and inferred types,
// where a same-named member of the one visible class is a poor guess
// (@reduxjs/toolkit: member precision .60, file-edge precision .96; 1.00
// and 1.00 without), at a small cost in recall (rxjs .875 → .871).
// JavaScript keeps the rule: without annotations it is most of the
// evidence there is, and no precise JavaScript index was at hand to
// weigh it.
//
// In SQL a member is a column after a table alias (u.email): which table
// the alias names is the statement's business, and the same column name
// is in many tables; a column after its table's own name resolves through
// its qualifier instead (see global.go).
//
// In Clojure a member is a qualified name (Math/abs, js/x, alias/f): one
// whose qualifier names no required namespace is Java or JavaScript
// interop, never a member of a Clojure definition. In Gleam the qualifier
// is an imported module (gleeunit.main) or a record value, and neither
// makes a same-named function of the file the target.
//
// In Nix a member's attrset is rarely known (cfg.port, pkgs.hello,
// types.package): the one visible attrset defining a same-named attribute
// is mostly another (types.package is not the module's option "package").
// A member of an imported file's value (indexLib.mkService, indexLib being
// import ./lib.nix) still resolves, through the imported files.
var untypedMembersUnresolved = map[string]bool{"python": true, "typescript": true, "tsx": true, "sql": true, "clojure": true, "gleam": true, "nix": true}

// Read-only after initialisation.
var (
	pythonBuiltinMembers = nameSet(`
add add_note append args as_integer_ratio bit_count bit_length buffer c_contiguous capitalize
casefold cast center clear close closed conjugate contiguous copy count decode denominator
detach difference difference_update discard encode encoding endswith errors expandtabs extend
f_contiguous fileno find flush format format_map from_bytes fromhex fromkeys get getbuffer
getvalue hex imag index insert intersection intersection_update is_integer isalnum isalpha
isascii isatty isdecimal isdigit isdisjoint isidentifier islower isnumeric isprintable isspace
issubset issuperset istitle isupper items itemsize join keys line_buffering ljust lower lstrip
maketrans mode mro name nbytes ndim newlines numerator obj partition peek pop popitem raw read
read1 readable readinto readinto1 readline readlines readonly real reconfigure release remove
removeprefix removesuffix replace reverse rfind rindex rjust rpartition rsplit rstrip seek
seekable setdefault shape sort split splitlines start startswith step stop strides strip
suboffsets swapcase symmetric_difference symmetric_difference_update tell title to_bytes tobytes
tolist toreadonly translate truncate union update upper values with_traceback writable write
write_through writelines zfill`)
	jsBuiltinMembers = nameSet(`
BYTES_PER_ELEMENT add all allSettled any apply arguments assign at bind buffer byteLength
byteOffset call caller catch charAt charCodeAt clear codePointAt compile concat copyWithin
create defineProperties defineProperty delete dotAll endsWith entries every exec fill filter
finally find findIndex findLast findLastIndex flags flat flatMap forEach freeze from fromEntries
get getDate getDay getFullYear getHours getMilliseconds getMinutes getMonth
getOwnPropertyDescriptor getOwnPropertyDescriptors getOwnPropertyNames getOwnPropertySymbols
getPrototypeOf getSeconds getTime getTimezoneOffset getUTCDate getUTCDay getUTCFullYear
getUTCHours getUTCMilliseconds getUTCMinutes getUTCMonth getUTCSeconds getYear global has
hasIndices hasOwn hasOwnProperty ignoreCase includes indexOf is isArray isExtensible isFrozen
isPrototypeOf isSealed isWellFormed join keys lastIndexOf length localeCompare map match
matchAll message multiline name normalize of padEnd padStart pop preventExtensions
propertyIsEnumerable prototype push race reduce reduceRight reject repeat replace replaceAll
resolve reverse seal search set setDate setFullYear setHours setMilliseconds setMinutes setMonth
setPrototypeOf setSeconds setTime setUTCDate setUTCFullYear setUTCHours setUTCMilliseconds
setUTCMinutes setUTCMonth setUTCSeconds setYear shift size slice some sort source splice split
startsWith sticky subarray substr substring test then toDateString toExponential toFixed
toGMTString toISOString toJSON toLocaleDateString toLocaleLowerCase toLocaleString
toLocaleTimeString toLocaleUpperCase toLowerCase toPrecision toReversed toSorted toSpliced
toString toTimeString toUTCString toUpperCase toWellFormed trim trimEnd trimLeft trimRight
trimStart unicode unicodeSets unshift valueOf values with`)
)

func nameSet(s string) map[string]bool {
	out := map[string]bool{}
	for _, n := range strings.Fields(s) {
		out[n] = true
	}
	return out
}
