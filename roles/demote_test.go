package roles

import (
	"testing"

	"github.com/soulindex/soulindex/extract"
)

func TestDemoted(t *testing.T) {
	tests := []struct {
		path      string
		generated bool
		want      string
	}{
		{"shop/order.go", false, ""},
		{"shop/order_test.go", false, Test},
		{"vendor/github.com/x/y/y.go", false, Vendored},
		{"web/node_modules/react/index.js", false, Vendored},
		{"third_party/zlib/inflate.c", false, Vendored},
		{"internal/testdata/input.go", false, Fixture},
		{"tests/fixtures/app.py", false, Test}, // the outermost directory decides
		{"_examples/demo/main.go", false, Example},
		{"examples/basic.py", false, Example},
		{"benches/lookup.rs", false, Benchmark},
		{"pkg/bench_lookup.py", false, Benchmark},
		{"api/order.pb.go", false, Generated},
		{"api/order_pb2.py", false, Generated},
		{"static/app.min.js", false, Generated},
		{"zz_generated.deepcopy.go", true, Generated},
		{"src/app.test.ts", false, Test},
		{"src/app.spec.js", false, Test},
		{"src/.test.ts", false, ""}, // a dot-file, not a test of anything
		{"src/test_utils.py", false, Test},
		{"conftest.py", false, Test},
		{"src/main/java/OrderTest.java", false, Test},
		{"spec/order_spec.rb", false, Test},
		{"latest/contest.go", false, ""},
		{"testing/helpers.go", false, ""}, // a package named testing is code
	}
	for _, tt := range tests {
		f := &extract.File{Path: tt.path, Generated: tt.generated}
		if got := Demoted(tt.path, f); got != tt.want {
			t.Errorf("Demoted(%q) = %q, want %q", tt.path, got, tt.want)
		}
	}
}
