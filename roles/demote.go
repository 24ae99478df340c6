// Demotion: files that are in the repository but not its working code.
package roles

import (
	"path"
	"strings"

	"github.com/soulindex/soulindex/extract"
)

// Demotion reasons: why a file is not the working code.
const (
	Vendored  = "vendored"
	Generated = "generated"
	Fixture   = "fixture"
	Test      = "test"
	Example   = "example"
	Benchmark = "benchmark"
)

// demoteDirs maps a directory name to the reason it demotes every file
// under it.
var demoteDirs = map[string]string{
	"vendor": Vendored, "third_party": Vendored, "third-party": Vendored, "node_modules": Vendored,
	"testdata": Fixture, "fixtures": Fixture, "__fixtures__": Fixture, "__snapshots__": Fixture,
	"test": Test, "tests": Test, "__tests__": Test, "spec": Test, "e2e": Test,
	"examples": Example, "example": Example, "_examples": Example, "samples": Example,
	"bench": Benchmark, "benches": Benchmark, "benchmark": Benchmark, "benchmarks": Benchmark,
}

// Demoted says why a file is not the repository's own working code, ""
// when it is: vendored (vendor/, third_party/, node_modules/), generated
// (a generator's marker in its head, *.pb.go, *_pb2.py, *.min.js, …),
// test fixtures (testdata/, fixtures/), tests, examples and benchmarks,
// by directory or by file name. The outermost directory decides, then the
// file itself.
func Demoted(p string, f *extract.File) string {
	dirs := strings.Split(path.Dir(p), "/")
	for _, d := range dirs {
		if r := demoteDirs[d]; r != "" {
			return r
		}
	}
	base := path.Base(p)
	lower := strings.ToLower(base)
	switch {
	case f != nil && f.Generated,
		strings.HasSuffix(base, ".pb.go"), strings.HasSuffix(base, ".pb.gw.go"), strings.HasSuffix(base, "_pb2.py"),
		strings.HasSuffix(base, "_pb2_grpc.py"), strings.HasSuffix(base, "_pb2.pyi"), strings.HasSuffix(base, ".pb.h"),
		strings.HasSuffix(base, ".pb.cc"), strings.HasSuffix(lower, ".min.js"), strings.HasSuffix(lower, ".min.css"),
		strings.HasSuffix(base, "_generated.go"), strings.HasSuffix(base, ".generated.ts"), strings.HasSuffix(base, ".g.dart"):
		return Generated
	case strings.HasSuffix(base, "_test.go"), strings.HasPrefix(base, "test_") && strings.HasSuffix(base, ".py"),
		strings.HasSuffix(base, "_test.py"), base == "conftest.py", hasInfix(lower, ".test."), hasInfix(lower, ".spec."),
		strings.HasSuffix(base, "_spec.rb"), strings.HasSuffix(base, "_test.rb"), strings.HasSuffix(base, "_test.dart"),
		strings.HasSuffix(base, "Test.java"), strings.HasSuffix(base, "Tests.java"), strings.HasSuffix(base, "Test.kt"),
		strings.HasSuffix(base, "Tests.cs"), strings.HasSuffix(base, "Test.cs"), strings.HasSuffix(base, "Test.php"),
		strings.HasSuffix(base, "_test.exs"), strings.HasSuffix(base, "_test.c"), strings.HasSuffix(base, "_test.cc"),
		strings.HasSuffix(base, "_test.cpp"), strings.HasSuffix(base, "_test.rs"):
		return Test
	case strings.HasPrefix(base, "bench_") || strings.HasPrefix(base, "benchmark_") || strings.HasSuffix(base, "_bench.go") ||
		hasInfix(lower, ".bench."):
		return Benchmark
	}
	return ""
}

// hasInfix reports whether s holds sub after its first byte (".test." in
// "app.test.ts", not a leading dot-file).
func hasInfix(s, sub string) bool { return strings.Index(s, sub) > 0 }
