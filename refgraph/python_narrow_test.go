package refgraph_test

import "testing"

// TestPythonNarrowing: hand-worked resolutions on python-narrow. A value's
// type is known where isinstance/issubclass narrows it (inside the
// if-branch and the rest of an "and" condition, after "if not
// isinstance(...): return/raise", after "assert isinstance(...)"), where
// typing.cast names it, from annotated attributes (self.x: T, class-level
// x: T) and return types through chains, and from names inside string
// annotations, qualified ("m.Headers") or nested (t.Optional["T"],
// "t.Optional[T]"); a field set from a method of a typed local has the
// method's result type; a loop over a typed collection binds its element; an awaited call
// gives its declared result; self.a, self.b = ... defines fields. What cannot be typed (a tuple of types, a rebound
// name, a name outside the narrowed region) resolves to nothing.
func TestPythonNarrowing(t *testing.T) {
	_, g := fixture(t, "python-narrow")
	const (
		read    = "proj/models.py#Response.read"
		send    = "proj/models.py#Request.send"
		getList = "proj/models.py#Headers.get_list"
	)
	checkFileTargets(t, g, "proj/use.py", []lineWant{
		// isinstance in an if: the branch only.
		{14, "read", 0, read},
		{15, "read", 0, ""},
		// ... and the rest of an "and" condition, elif included.
		{16, "send", 0, send},
		{17, "send", 0, send},
		{19, "read", 0, read},
		// A tuple of types: not one type.
		{21, "read", 0, ""},
		// Early return, early raise, issubclass.
		{27, "read", 0, read},
		{33, "read", 0, read},
		{36, "send", 0, send},
		// assert isinstance.
		{41, "read", 0, read},
		// Rebound inside the branch: no longer the narrowed value.
		{47, "read", 0, ""},
		// typing.cast(T, x) and cast("T", x).
		{52, "read", 0, read},
		{54, "send", 0, send},
		// Annotated attributes and return types through chains.
		{65, "send", 0, send},
		{65, "read", 0, read},
		{66, "run", 0, "proj/models.py#Frame.run"},
		{66, "send", 0, send},
		{66, "headers", 0, "proj/models.py#Response.headers"},
		{66, "get_list", 0, getList},
		{67, "read", 0, read},
		// Names in string annotations: qualified, nested, whole.
		{70, "Headers", 0, "proj/models.py#Headers"},
		{70, "Response", 0, "proj/models.py#Response"},
		{70, "Request", 0, "proj/models.py#Request"},
		{71, "get_list", 0, getList},
		{72, "read", 0, read},
		{73, "get_list", 0, getList},
		{77, "Request", 0, "proj/models.py#Request"},
		{77, "Response", 0, "proj/models.py#Response"},
		{77, "Frame", 0, "proj/models.py#Frame"},
		{78, "send", 0, send},
		{79, "read", 0, read},
		// A field set from a typed local's method or self's: its result.
		{96, "send", 0, send},
		{97, "read", 0, read},
		// A for loop's or comprehension's target over a typed collection
		// (a List field, a Sequence set from a parameter, an Iterator
		// result) is its element; the collection's own methods are not
		// the element's.
		{111, "send", 0, send},
		{113, "run", 0, "proj/models.py#Frame.run"},
		{115, "read", 0, read},
		{116, "send", 0, send},
		{117, "append", 0, ""},
		// An awaited call's result.
		{126, "read", 0, read},
		// Attributes set by a tuple assignment are fields.
		{135, "left", 0, "proj/use.py#Pair.left"},
		{135, "right", 0, "proj/use.py#Pair.right"},
	})
	// A Literal's strings are values, not types.
	if _, found := occurrenceTarget(g, fileIdx(t, g, "proj/use.py"), 83, "Response", 0); found {
		t.Errorf("proj/use.py:83: Literal[\"Response\"] is a reference")
	}
}
