package extract

import (
	"fmt"
	"io"
	"strings"
)

func (p Position) String() string { return fmt.Sprintf("%d:%d", p.Line+1, p.Column) }

func (r Range) String() string { return r.Start.String() + "-" + r.End.String() }

// Dump writes a stable, human-readable rendering of an outline. Golden
// tests compare it and `soulindex outline` prints it. Lines are 1-based,
// columns 0-based bytes.
func Dump(w io.Writer, f *File) error {
	var b strings.Builder
	fmt.Fprintf(&b, "file %s (%s, %s, %d lines", f.Path, f.Language, f.Backend, f.Lines)
	if f.ErrorNodes > 0 {
		fmt.Fprintf(&b, ", %d error nodes", f.ErrorNodes)
	}
	if f.Fallback != "" {
		fmt.Fprintf(&b, ", fallback: %s", f.Fallback)
	}
	b.WriteString(")\n")
	for i := range f.Symbols {
		s := &f.Symbols[i]
		indent := strings.Repeat("  ", depth(f.Symbols, i)+1)
		fmt.Fprintf(&b, "%s%s %s @%s [%s]", indent, s.Kind, s.Name, s.NameRange, s.FullRange)
		if c := s.ContainerName(); c != "" {
			fmt.Fprintf(&b, " in %s", c)
		}
		fmt.Fprintf(&b, "\n%s  sig: %s\n", indent, s.Signature)
		if s.Decorators != "" {
			fmt.Fprintf(&b, "%s  deco: %s\n", indent, s.Decorators)
		}
		if len(s.Bases) > 0 {
			fmt.Fprintf(&b, "%s  bases: %s\n", indent, strings.Join(s.Bases, ", "))
		}
		if s.Doc != "" {
			fmt.Fprintf(&b, "%s  doc: %s\n", indent, strings.ReplaceAll(s.Doc, "\n", "\n"+indent+"       "))
		}
	}
	for _, im := range f.Imports {
		fmt.Fprintf(&b, "  import %q @%s", im.Source, im.Range)
		if im.Alias != "" {
			fmt.Fprintf(&b, " as %s", im.Alias)
		}
		for _, n := range im.Names {
			if n.Alias != "" {
				fmt.Fprintf(&b, " {%s as %s}", n.Name, n.Alias)
			} else {
				fmt.Fprintf(&b, " {%s}", n.Name)
			}
		}
		b.WriteByte('\n')
	}
	for _, e := range f.Exports {
		fmt.Fprintf(&b, "  export %s @%s\n", e.Name, e.Range)
	}
	for _, sc := range f.Scopes {
		if sc.Symbol < 0 {
			fmt.Fprintf(&b, "  scope %s @%s\n", sc.Name, sc.Range)
		}
	}
	// References, grouped per line to keep goldens readable; members
	// (after "." or "->") are written ".name".
	line := uint32(1<<32 - 1)
	for _, r := range f.LoadRefs() {
		if r.Line != line {
			if line != 1<<32-1 {
				b.WriteByte('\n')
			}
			line = r.Line
			fmt.Fprintf(&b, "  refs %d:", line+1)
		}
		switch {
		case r.Member && r.Via() != 0:
			fmt.Fprintf(&b, " @%d.%s", r.Via()-1, f.RefName(r)) // a member of what ref Via-1 yields
		case r.Member && r.Recv() != 0:
			fmt.Fprintf(&b, " ~%d.%s", r.Recv()-1, f.RefName(r)) // a member of a local
		case !r.Member && r.Recv() != 0:
			fmt.Fprintf(&b, " ~%d?%s", r.Recv()-1, f.RefName(r)) // a member of this, if its class has one
		case r.Member && r.Qual() != 0:
			fmt.Fprintf(&b, " %s.%s", f.RefNames[r.Qual()-1], f.RefName(r)) // pkg.Name
		case r.Member:
			b.WriteString(" .") // a member: x.name
			b.WriteString(f.RefName(r))
		case r.Local() != 0:
			fmt.Fprintf(&b, " %s~%d", f.RefName(r), r.Local()-1) // bound locally
		default:
			fmt.Fprintf(&b, " %s", f.RefName(r))
		}
	}
	if line != 1<<32-1 {
		b.WriteByte('\n')
	}
	// Types of local bindings, where the outline knows them.
	sep := "  local types:"
	for k, t := range f.LocalTypes {
		if _, _, ctx := ParseContextType(t); ctx && k < len(f.LocalInits) && f.LocalInits[k] != 0 {
			// A parameter typed by its context: ref N's signature says.
			fmt.Fprintf(&b, "%s %d:@%d%s", sep, k, f.LocalInits[k]-1, t)
			sep = ""
		} else if t != "" {
			fmt.Fprintf(&b, "%s %d:%s", sep, k, t)
			sep = ""
		} else if k < len(f.LocalInits) && f.LocalInits[k] != 0 {
			fmt.Fprintf(&b, "%s %d:@%d()", sep, k, f.LocalInits[k]-1) // the result of calling ref N
			sep = ""
		}
	}
	if sep == "" {
		b.WriteByte('\n')
	}
	_, err := io.WriteString(w, b.String())
	return err
}

func depth(syms []Symbol, i int) int {
	d := 0
	for p := syms[i].Parent; p >= 0; p = syms[p].Parent {
		d++
	}
	return d
}
