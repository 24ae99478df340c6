package manifest

import (
	"strings"
	"testing"
)

// fuzzParse checks what every parser promises on any input: no panic, an
// error or a manifest whose paths stay inside the repository and whose
// dependencies all carry their manifest.
func fuzzParse(f *testing.F, rel string, seeds ...string) {
	for _, s := range seeds {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		m, err := Parse(rel, data)
		if err != nil {
			if len(m.Deps)+len(m.Entries) != 0 {
				t.Fatalf("error %v with %d deps, %d entries", err, len(m.Deps), len(m.Entries))
			}
			return
		}
		for _, d := range m.Deps {
			if d.Name == "" || d.Manifest != rel {
				t.Fatalf("dependency %+v", d)
			}
		}
		for _, e := range m.Entries {
			if e.Kind != EntryScript && (e.Target == "" || strings.HasPrefix(e.Target, "/") || strings.HasPrefix(e.Target, "../")) {
				t.Fatalf("entry %+v leaves the repository", e)
			}
		}
	})
}

func FuzzGoMod(f *testing.F) {
	fuzzParse(f, "m/go.mod",
		"module example.com/m\nrequire (\n\tx.org/a v1 // indirect\n\t\"x.org/b\" v2\n)\n",
		"module `q`\nrequire x.org/c v1\nreplace (\n)\n", "require (\nmodule", "module \"\\x\"\n")
}

func FuzzPackageJSON(f *testing.F) {
	fuzzParse(f, "w/package.json",
		`{"name":"a","bin":"x.js","dependencies":{"b":"1"},"exports":{".":{"import":"./i.js"},"./u":["./u.js",null]}}`,
		`{"bin":{"a":"../../x"},"main":"/abs","exports":"./e.js"}`, `{"exports":[[[[[[[[[["./d.js"]]]]]]]]]]}`, `[`, `{"dependencies":[]}`)
}

func FuzzPyproject(f *testing.F) {
	fuzzParse(f, "pyproject.toml",
		"[project]\nname='a'\ndependencies=['b>=1']\n[project.optional-dependencies]\ndev=['c']\n[project.scripts]\nx='a.cli:main'\n",
		"[tool.poetry.scripts]\nx={reference='a:b'}\n[tool.poetry.group.g.dependencies]\nd='*'\n",
		"[dependency-groups]\nt=[{include-group='u'}]\n", "a = [[[[{x={y=1}}]]]]", `s = """\"""[["""`)
}

func FuzzRequirements(f *testing.F) {
	fuzzParse(f, "requirements-dev.txt", "pytest==8\n-r base.txt\n# c\nx @ https://y\n", "\x00\n-e .", "git+https://x")
}

func FuzzCargoToml(f *testing.F) {
	fuzzParse(f, "c/Cargo.toml",
		"[package]\nname='a'\n[lib]\npath='../x.rs'\n[[bin]]\nname='b'\n[dependencies]\nserde={version='1'}\n[target.'cfg(unix)'.dev-dependencies]\nlibc='0.2'\n",
		"[workspace]\nmembers=['a']\n", "[[bin]]\nname=1", "a.b.c.d = 1")
}

func FuzzPomXML(f *testing.F) {
	fuzzParse(f, "pom.xml",
		"<project><groupId>g</groupId><artifactId>a</artifactId><dependencies><dependency><groupId>h</groupId><artifactId>b</artifactId><scope>test</scope></dependency></dependencies></project>",
		"<?xml version='1.0' encoding='EBCDIC'?><project/>", "<project><dependencies><dependency>", "<!DOCTYPE x [<!ENTITY a 'b'>]><project>&a;</project>")
}

func FuzzGradle(f *testing.F) {
	fuzzParse(f, "build.gradle",
		"dependencies {\n  implementation 'a:b:1'\n  testImplementation(\"c:d:${v}\")\n  kapt 'e:f'\n}\n", "api(\"", "implementation ''")
}
