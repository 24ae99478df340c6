package notice

import (
	"sync"
	"testing"
)

func TestString(t *testing.T) {
	cases := []struct {
		n    Notice
		want string
	}{
		{Notice{Reason: Fallback, Subject: "a.go", Message: "outline from the regex tier"}, "a.go: outline from the regex tier"},
		{Notice{Reason: Cache, Message: "graph.cache ignored"}, "graph.cache ignored"},
	}
	for _, c := range cases {
		if got := c.n.String(); got != c.want {
			t.Errorf("%+v: %q, want %q", c.n, got, c.want)
		}
	}
}

func TestListConcurrentAndSorted(t *testing.T) {
	var l List
	sink := l.Sink()
	var wg sync.WaitGroup
	for i := range 50 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			sink.Notef(Server, []string{"go", "python"}[i%2], "n%02d", i)
		}()
	}
	wg.Wait()
	got := Sorted(l.Notices())
	if len(got) != 50 {
		t.Fatalf("%d notices, want 50", len(got))
	}
	for i := 1; i < len(got); i++ {
		a, b := got[i-1], got[i]
		if a.Subject > b.Subject || a.Subject == b.Subject && a.Message > b.Message {
			t.Fatalf("not sorted at %d: %v before %v", i, a, b)
		}
	}
	var nilSink Sink
	nilSink.Notef(Cache, "", "dropped") // must not panic
}
