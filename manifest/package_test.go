package manifest

import "testing"

func TestPackageName(t *testing.T) {
	tests := []struct {
		file, data, want string
	}{
		{"go.mod", "// comment\nmodule example.com/x\n\ngo 1.26\n", "example.com/x"},
		{"go.mod", "module \"quoted/mod\"\n", "quoted/mod"},
		{"go.mod", "go 1.26\n", ""},
		{"package.json", `{"name": "@scope/pkg", "version": "1.0.0"}`, "@scope/pkg"},
		{"package.json", `{not json`, ""},
		{"Cargo.toml", "[package]\nname = \"tokio\"\nversion = \"1\"\n", "tokio"},
		{"Cargo.toml", "[workspace]\nmembers = [\"a\"]\n", ""},
		{"pyproject.toml", "[project]\nname = \"django\"\n", "django"},
		{"pyproject.toml", "[tool.poetry]\nname = \"poetic\"\n", "poetic"},
		{"pyproject.toml", "[project\nbroken", ""},
	}
	for _, tt := range tests {
		if got := PackageName(tt.file, []byte(tt.data)); got != tt.want {
			t.Errorf("PackageName(%s, %q) = %q, want %q", tt.file, tt.data, got, tt.want)
		}
	}
}

func FuzzPackageName(f *testing.F) {
	f.Add("go.mod", []byte("module x\n"))
	f.Add("package.json", []byte(`{"name":"x"}`))
	f.Add("Cargo.toml", []byte("[package]\nname=\"x\"\n"))
	f.Add("pyproject.toml", []byte("[project]\nname='x'\n"))
	f.Fuzz(func(t *testing.T, file string, data []byte) {
		PackageName(file, data) // must not panic on any input
	})
}
