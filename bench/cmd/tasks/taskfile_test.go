package main

import (
	"reflect"
	"strings"
	"testing"
)

const goodFile = "# held-out: yes (nobody tuned on it)\n" +
	"# source: example 1.0\n" +
	"id\tfocus\ttargets\ttask\n" +
	"\n" +
	"demo-1\tremote.go\tremote.go:Remote.Push push.go:pushHelper\twhere is a push sent\n" +
	"# a comment between tasks\n" +
	"demo-2\tlib/a.rb\tlib/a.rb:A.ready?\tmake A ready sooner\r\n"

func TestParseTaskFile(t *testing.T) {
	tf, err := parseTaskFile("tasks/demo.tsv", "demo", strings.NewReader(goodFile))
	if err != nil {
		t.Fatal(err)
	}
	want := &taskFile{Corpus: "demo", HeldOut: true, Source: "example 1.0", Tasks: []task{
		{ID: "demo-1", Focus: "remote.go", Targets: []target{{"remote.go", "Remote.Push"}, {"push.go", "pushHelper"}}, Task: "where is a push sent"},
		{ID: "demo-2", Focus: "lib/a.rb", Targets: []target{{"lib/a.rb", "A.ready?"}}, Task: "make A ready sooner"},
	}}
	if !reflect.DeepEqual(tf, want) {
		t.Errorf("got %+v\nwant %+v", tf, want)
	}
	if n := tf.Tasks[0].Targets[0].Name(); n != "Push" {
		t.Errorf("Name of Remote.Push = %q", n)
	}
}

func TestParseTaskFileErrors(t *testing.T) {
	const head = "# held-out: no\nid\tfocus\ttargets\ttask\n"
	cases := []struct {
		name, text, want string
	}{
		{"three fields", head + "demo-1\ta.go\ta.go:F\n", "f.tsv:3: want 4 tab-separated fields"},
		{"five fields", head + "demo-1\ta.go\ta.go:F\tdo it\textra\n", "f.tsv:3: want 4 tab-separated fields"},
		{"wrong corpus in id", head + "other-1\ta.go\ta.go:F\tdo it\n", `f.tsv:3: id "other-1": want demo-N`},
		{"id not a number", head + "demo-x\ta.go\ta.go:F\tdo it\n", `f.tsv:3: id "demo-x"`},
		{"id zero", head + "demo-0\ta.go\ta.go:F\tdo it\n", `f.tsv:3: id "demo-0"`},
		{"id with leading zero", head + "demo-01\ta.go\ta.go:F\tdo it\n", `f.tsv:3: id "demo-01"`},
		{"duplicate id", head + "demo-1\ta.go\ta.go:F\tdo it\ndemo-1\tb.go\tb.go:G\tagain\n", "f.tsv:4: task demo-1 already on line 3"},
		{"target without symbol", head + "demo-1\ta.go\ta.go\tdo it\n", `f.tsv:3: demo-1: target "a.go": want path:Symbol`},
		{"empty symbol", head + "demo-1\ta.go\ta.go:\tdo it\n", "f.tsv:3: demo-1: target \"a.go:\": empty symbol"},
		{"empty symbol component", head + "demo-1\ta.go\ta.go:T..M\tdo it\n", "empty component"},
		{"no target", head + "demo-1\ta.go\t \tdo it\n", "f.tsv:3: demo-1: no target"},
		{"absolute focus", head + "demo-1\t/a.go\ta.go:F\tdo it\n", "f.tsv:3: demo-1: focus: path \"/a.go\" is not inside the corpus"},
		{"focus outside", head + "demo-1\t../a.go\ta.go:F\tdo it\n", "not inside the corpus"},
		{"unclean target path", head + "demo-1\ta.go\t./a.go:F\tdo it\n", "is not clean"},
		{"empty focus", head + "demo-1\t\ta.go:F\tdo it\n", "f.tsv:3: demo-1: focus: empty path"},
		{"no description", head + "demo-1\ta.go\ta.go:F\t \n", "f.tsv:3: demo-1: no task description"},
		{"bad header", "# held-out: no\nid\tfocus\ttask\n", "f.tsv:2: want the header line"},
		{"bad held-out", "# held-out: maybe\n", `f.tsv:1: held-out must be yes or no, got "maybe"`},
		{"second held-out", "# held-out: no\n# held-out: yes\n", "f.tsv:2: a second held-out line"},
		{"no held-out", "id\tfocus\ttargets\ttask\ndemo-1\ta.go\ta.go:F\tdo it\n", `f.tsv: no "# held-out: yes|no" line`},
		{"no header", "# held-out: no\n", "f.tsv: no header line"},
		{"no task", head, "f.tsv: no task"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			_, err := parseTaskFile("f.tsv", "demo", strings.NewReader(c.text))
			if err == nil || !strings.Contains(err.Error(), c.want) {
				t.Errorf("error %v, want one containing %q", err, c.want)
			}
		})
	}
}

// formatTaskFile writes a parsed file back in the task-file format.
func formatTaskFile(tf *taskFile) string {
	var b strings.Builder
	b.WriteString("# held-out: " + yesNo(tf.HeldOut) + "\n")
	if tf.Source != "" {
		b.WriteString("# source: " + tf.Source + "\n")
	}
	b.WriteString(header + "\n")
	for _, t := range tf.Tasks {
		tg := make([]string, len(t.Targets))
		for i, x := range t.Targets {
			tg[i] = x.String()
		}
		b.WriteString(t.ID + "\t" + t.Focus + "\t" + strings.Join(tg, " ") + "\t" + t.Task + "\n")
	}
	return b.String()
}

// FuzzParseTaskFile: task files are untrusted input. The parser never
// panics, and what it accepts is well-formed and reads back the same.
func FuzzParseTaskFile(f *testing.F) {
	f.Add(goodFile)
	f.Add("# held-out: no\nid\tfocus\ttargets\ttask\ndemo-1\ta.go\ta.go:F\tdo it\n")
	f.Add("# held-out: no\nid\tfocus\ttargets\ttask\ndemo-1\ta.go\ta:b:c.go:F.G\tdo\tit\n")
	f.Fuzz(func(t *testing.T, text string) {
		tf, err := parseTaskFile("f.tsv", "demo", strings.NewReader(text))
		if err != nil {
			if !strings.HasPrefix(err.Error(), "f.tsv:") {
				t.Fatalf("error %q does not name the file", err)
			}
			return
		}
		for _, tk := range tf.Tasks {
			if len(tk.Targets) == 0 || tk.Task == "" || checkPath(tk.Focus) != nil {
				t.Fatalf("accepted a malformed task %+v", tk)
			}
			for _, tg := range tk.Targets {
				if checkPath(tg.Path) != nil || tg.Name() == "" {
					t.Fatalf("accepted a malformed target %+v", tg)
				}
			}
		}
		again, err := parseTaskFile("f.tsv", "demo", strings.NewReader(formatTaskFile(tf)))
		if err != nil {
			t.Fatalf("the formatted file does not parse: %v", err)
		}
		if !reflect.DeepEqual(again, tf) {
			t.Fatalf("round trip changed the file:\n%+v\n%+v", tf, again)
		}
	})
}
