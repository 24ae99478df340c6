package output

import (
	"fmt"
	"os"
	"testing"
)

func TestZZDump(t *testing.T) {
	dir := os.Getenv("ZZDIR")
	if dir == "" {
		t.Skip()
	}
	res, g, _ := indexRepo(t, dir)
	for p, l := range publicExports(res, g) {
		fmt.Printf("%s: %v +%d\n", p, l.names, l.more)
	}
}
