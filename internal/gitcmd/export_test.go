package gitcmd

import "context"

// ArgsFor is the argument list of `git args...` (with the include path
// "OVERRIDES" when the command gets overrides) and the overrides' text.
func ArgsFor(ctx context.Context, g *Git, args ...string) ([]string, string, error) {
	over, err := g.overridesFor(ctx, args)
	if err != nil {
		return nil, "", err
	}
	include := ""
	if over != nil {
		include = "OVERRIDES"
	}
	return g.argsWith(include, args), string(over), nil
}

// SetLimits changes g's limits (data in bytes, CPU in seconds).
func SetLimits(g *Git, data, cpuSecs int64) { g.limits = limits{data: data, cpuSecs: cpuSecs} }
