package visibility

import (
	"path"
	"regexp"
	"strings"

	"github.com/soulindex/soulindex/extract"
)

var (
	psExportRe = regexp.MustCompile(`(?im)^\s*Export-ModuleMember\b(.*)$`)
	psParamRe  = regexp.MustCompile(`(?:^|\s)-`) // parameters start with " -"; names like Get-X do not
	psNameRe   = regexp.MustCompile(`[\w*?$:-]+`)
)

// powershellRule: scope modifiers decide variables — `$global:` public,
// `$script:` internal (the script or module), `$private:` private. In a
// module (.psm1) that calls Export-ModuleMember, only the functions and
// variables it names (wildcards allowed) are public, the rest internal;
// without the call a module exports its functions (PowerShell's default)
// but not its variables.
func powershellRule(c *file) {
	module := c.ext() == ".psm1"
	exports, explicit := map[string][]string{}, false
	for _, m := range psExportRe.FindAllStringSubmatch(string(c.src), -1) {
		explicit = true
		for _, p := range psParamRe.Split(m[1], -1) {
			kind, names, _ := strings.Cut(p, " ")
			kind = strings.ToLower(kind)
			for _, n := range psNameRe.FindAllString(names, -1) {
				exports[kind] = append(exports[kind], strings.TrimPrefix(n, "$"))
			}
		}
	}
	listed := func(kind, name string) bool {
		for _, pat := range exports[kind] {
			if ok, _ := path.Match(strings.ToLower(pat), strings.ToLower(name)); ok {
				return true
			}
		}
		return false
	}
	for i := range c.f.Symbols {
		s := &c.f.Symbols[i]
		sig := strings.ToLower(s.Signature)
		switch {
		case strings.Contains(sig, "$private:"):
			c.set(i, private)
		case strings.Contains(sig, "$global:"):
		case strings.Contains(sig, "$script:"):
			c.set(i, internal)
		case s.Kind == extract.KindFunction && explicit && !listed("function", s.Name):
			c.set(i, internal)
		case s.Kind == extract.KindVariable && module && !listed("variable", s.Name):
			c.set(i, internal)
		}
	}
}
