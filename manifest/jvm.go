package manifest

import (
	"bytes"
	"encoding/xml"
	"fmt"
	"io"
	"regexp"
	"strings"
)

// parsePom reads a Maven pom.xml: the project's group:artifact and its
// <dependencies> (test scope: ScopeTest). dependencyManagement only pins
// versions and plugins are the build's, so neither is read.
func parsePom(m *Manifest, data []byte) error {
	m.Ecosystem = Maven
	var p struct {
		XMLName    xml.Name `xml:"project"`
		GroupID    string   `xml:"groupId"`
		ArtifactID string   `xml:"artifactId"`
		Parent     struct {
			GroupID string `xml:"groupId"`
		} `xml:"parent"`
		Packaging string `xml:"packaging"`
		Deps      []struct {
			GroupID    string `xml:"groupId"`
			ArtifactID string `xml:"artifactId"`
			Scope      string `xml:"scope"`
		} `xml:"dependencies>dependency"`
	}
	dec := xml.NewDecoder(bytes.NewReader(data))
	dec.Strict = false
	// A repository's pom may declare any encoding; the names read here are
	// ASCII, so other charsets are read as they are.
	dec.CharsetReader = func(_ string, r io.Reader) (io.Reader, error) { return r, nil }
	if err := dec.Decode(&p); err != nil {
		return fmt.Errorf("invalid XML: %w", err)
	}
	group := strings.TrimSpace(p.GroupID)
	if group == "" {
		group = strings.TrimSpace(p.Parent.GroupID)
	}
	if a := strings.TrimSpace(p.ArtifactID); a != "" {
		m.Name = a
		if group != "" {
			m.Name = group + ":" + a
		}
	}
	for _, d := range p.Deps {
		g, a := strings.TrimSpace(d.GroupID), strings.TrimSpace(d.ArtifactID)
		if a == "" {
			continue
		}
		scope := ""
		if strings.TrimSpace(d.Scope) == "test" {
			scope = ScopeTest
		}
		m.Deps = append(m.Deps, Dependency{Name: joinCoord(g, a), Scope: scope})
	}
	pk := strings.TrimSpace(p.Packaging)
	m.Library = m.Name != "" && (pk == "" || pk == "jar")
	return nil
}

func joinCoord(g, a string) string {
	if g == "" {
		return a
	}
	return g + ":" + a
}

// gradleDep matches a dependency declaration with a string coordinate:
// `implementation 'g:a:v'`, `testImplementation("g:a:v")`.
var gradleDep = regexp.MustCompile(`^\s*([A-Za-z]+)\s*\(?\s*["']([^"':\s$]+):([^"':\s$]+)(?::[^"']*)?["']`)

// parseGradle reads the dependencies of a build.gradle or
// build.gradle.kts by pattern, line by line (the script itself is a
// program and is never run): configurations starting with "test" or
// "androidTest" are ScopeTest; annotation processors and compile-only
// ones are ScopeBuild; project(...) and version-catalog references name
// no external coordinate and are skipped.
func parseGradle(m *Manifest, data []byte) {
	m.Ecosystem = Maven
	for _, line := range strings.Split(string(data), "\n") {
		sub := gradleDep.FindStringSubmatch(line)
		if sub == nil {
			continue
		}
		conf, scope := sub[1], ""
		switch {
		case strings.HasPrefix(conf, "test") || strings.HasPrefix(conf, "androidTest"):
			scope = ScopeTest
		case conf == "annotationProcessor" || conf == "kapt" || conf == "ksp" || conf == "compileOnly":
			scope = ScopeBuild
		case conf == "implementation" || conf == "api" || conf == "runtimeOnly" || conf == "compile" || conf == "runtime" ||
			strings.HasSuffix(conf, "Implementation") || strings.HasSuffix(conf, "Api"):
		default:
			continue // plugins, classpath and other calls with a coordinate-like string
		}
		m.Deps = append(m.Deps, Dependency{Name: sub[2] + ":" + sub[3], Scope: scope})
	}
}
