package extract

import (
	"context"
	"os"
	"path/filepath"
	"reflect"
	"testing"
	"time"

	"github.com/soulindex/soulindex/langs"
)

// TestBuilderReuse: one extractor taking every fixture in turn (its
// builder reused from file to file) gives each file the outline a fresh
// extractor gives, and no later file changes an earlier file's outline.
func TestBuilderReuse(t *testing.T) {
	reg := langs.MustNew()
	type job struct {
		path, lang string
		src        []byte
	}
	var jobs []job
	filepath.WalkDir(filepath.Join("..", "testdata", "fixtures"), func(p string, d os.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		l := reg.Detect(p)
		if l == nil {
			return nil
		}
		b, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		jobs = append(jobs, job{p, l.ID, b})
		return nil
	})
	shared := newTreeSitter(t)
	var got []*File
	for _, j := range jobs {
		if _, ok := shared.qs.byLang[j.lang]; !ok {
			got = append(got, nil)
			continue
		}
		f, err := shared.Extract(context.Background(), j.lang, j.path, j.src, 10*time.Second)
		if err != nil {
			t.Fatalf("%s: %v", j.path, err)
		}
		got = append(got, f)
	}
	fresh := newTreeSitter(t)
	served := 0
	for k, j := range jobs {
		if got[k] == nil {
			continue
		}
		served++
		fresh.scratch = nil // a builder of its own
		want, err := fresh.Extract(context.Background(), j.lang, j.path, j.src, 10*time.Second)
		if err != nil {
			t.Fatal(err)
		}
		if !reflect.DeepEqual(got[k], want) {
			t.Errorf("%s: the outline from the shared extractor differs from a fresh one's", j.path)
		}
	}
	if served < 40 {
		t.Errorf("only %d fixtures extracted with tree-sitter", served)
	}
}
