package output

import (
	"strings"
	"testing"
)

// TestInstanceAttributes: a Python attribute set on self in a method is a
// map line only when it is typed and another file uses it, and then it
// reads "name: Type" at its declaration; an untyped one used elsewhere
// shows by its name alone, and only where __init__ sets it (werkzeug's
// "self.status_code" pointed at an assignment in an unrelated method);
// attributes declared in the class body stay.
func TestInstanceAttributes(t *testing.T) {
	res, g, _ := indexRepo(t, writeRepo(t, map[string]string{
		"resp.py": `class Base:
    def __init__(self, code: int) -> None:
        self.code = code
        self.status: str = "200 OK"
        self.length: int = 0
        self.headers = {}

class Response(Base):
    mimetype: str
    charset: str = "utf-8"

    def _process_range(self) -> None:
        self.status_code = 206
`,
		"use.py": `from resp import Response

def handle(r: Response) -> None:
    print(r.code, r.status, r.headers, r.status_code, r.mimetype)
`,
	}))
	m := soulMap(t, res, g, "md")
	for _, line := range []string{
		"+code: int (in Base) :3",
		"+status: str (in Base) :4",
		"+mimetype: str (in Response) :9",
		"+charset: str (in Response) :10",
		"+headers (in Base) :6",
	} {
		if !strings.Contains(m, line+"\n") {
			t.Errorf("map lacks %q:\n%s", line, m)
		}
	}
	// Typed but used by no other file; untyped though used.
	for _, absent := range []string{"length", "self.", "status_code"} {
		if strings.Contains(m, absent) {
			t.Errorf("map shows %q:\n%s", absent, m)
		}
	}
}

// TestWorthNaming: special methods and one-letter type variables are not
// named among the left-outs.
func TestWorthNaming(t *testing.T) {
	for name, want := range map[string]bool{"__init__": false, "__enter__": false, "F": false, "T": false,
		"Push": true, "x": true, "_private": true, "__all__": false, "__": true, "io": true} {
		if got := worthNaming(name); got != want {
			t.Errorf("worthNaming(%q) = %v, want %v", name, got, want)
		}
	}
}
