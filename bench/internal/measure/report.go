package measure

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
)

// WriteReport writes a benchmark's report as DIR/NAME.md (md) and
// DIR/NAME.json (rep, indented), making DIR first.
func WriteReport(dir, name string, md []byte, rep any) error {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return fmt.Errorf("create the report directory: %w", err)
	}
	js, err := json.MarshalIndent(rep, "", "  ")
	if err != nil {
		return fmt.Errorf("%s report: %w", name, err)
	}
	base := filepath.Join(dir, name)
	if err := os.WriteFile(base+".json", append(js, '\n'), 0o644); err != nil {
		return err
	}
	return os.WriteFile(base+".md", md, 0o644)
}
