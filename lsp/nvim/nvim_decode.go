package nvim

import (
	"bytes"
	"encoding/json"
	"fmt"
	"sort"
	"strconv"
	"strings"

	"github.com/soulindex/soulindex/lsp"
)

// Decoding of the LSP answers the Neovim bridge hands back. The bridge
// re-encodes them with vim.json.encode, which cannot tell an empty object
// from an empty array: "[]" may stand for "{}", so optional objects are
// decoded leniently. The input comes from a language server and is not
// trusted (FuzzNvimDecode).

// nvimResult unwraps the bridge's {"result": ...} envelope; ok is false
// when the result is null or absent.
func nvimResult(raw []byte) (json.RawMessage, bool, error) {
	var env struct {
		Result json.RawMessage `json:"result"`
	}
	if nvimEmptyObject(raw) {
		// {"result": nil} is an empty table to vim.json.
		return nil, false, nil
	}
	if err := json.Unmarshal(raw, &env); err != nil {
		return nil, false, fmt.Errorf("decode answer: %w", err)
	}
	r := bytes.TrimSpace(env.Result)
	if len(r) == 0 || string(r) == "null" {
		return nil, false, nil
	}
	return r, true, nil
}

// nvimEmptyObject reports an empty object written as "[]".
func nvimEmptyObject(r json.RawMessage) bool {
	r = bytes.TrimSpace(r)
	return len(r) == 0 || string(r) == "null" || string(r) == "[]" || string(r) == "{}"
}

// nvimRange decodes a range that may be missing or an empty "[]".
type nvimRange struct{ lsp.Range }

func (r *nvimRange) UnmarshalJSON(b []byte) error {
	if nvimEmptyObject(b) {
		*r = nvimRange{}
		return nil
	}
	return json.Unmarshal(b, &r.Range)
}

// nvimSymbol holds both shapes of a documentSymbol answer: DocumentSymbol
// (range, children) and SymbolInformation (location, containerName).
type nvimSymbol struct {
	Name           string          `json:"name"`
	Detail         string          `json:"detail"`
	Kind           int             `json:"kind"`
	Range          nvimRange       `json:"range"`
	SelectionRange nvimRange       `json:"selectionRange"`
	Children       []nvimSymbol    `json:"children"`
	Location       json.RawMessage `json:"location"`
	ContainerName  string          `json:"containerName"`
}

// nvimDecodeSymbols flattens a documentSymbol answer in document order
// (parents before children).
func nvimDecodeSymbols(raw []byte) ([]lsp.DocumentSymbol, error) {
	r, ok, err := nvimResult(raw)
	if err != nil || !ok {
		return nil, err
	}
	var in []nvimSymbol
	if err := json.Unmarshal(r, &in); err != nil {
		return nil, fmt.Errorf("decode symbols: %w", err)
	}
	var out []lsp.DocumentSymbol
	var walk func(list []nvimSymbol, container []string)
	walk = func(list []nvimSymbol, container []string) {
		for _, s := range list {
			d := lsp.DocumentSymbol{
				Name:           s.Name,
				Detail:         s.Detail,
				Kind:           s.Kind,
				Range:          s.Range.Range,
				SelectionRange: s.SelectionRange.Range,
			}
			if len(container) > 0 {
				d.Container = append([]string(nil), container...)
			}
			if !nvimEmptyObject(s.Location) {
				var loc struct {
					Range nvimRange `json:"range"`
				}
				if err := json.Unmarshal(s.Location, &loc); err == nil {
					d.Range = loc.Range.Range
					d.SelectionRange = loc.Range.Range
				}
				if s.ContainerName != "" {
					d.Container = strings.Split(s.ContainerName, ".")
				}
			}
			out = append(out, d)
			if len(s.Children) > 0 {
				walk(s.Children, append(append([]string(nil), container...), s.Name))
			}
		}
	}
	walk(in, nil)
	// SymbolInformation lists need not be in document order.
	sort.SliceStable(out, func(i, j int) bool { return nvimRangeLess(out[i].Range, out[j].Range) })
	return out, nil
}

func nvimPosLess(a, b lsp.Position) bool {
	if a.Line != b.Line {
		return a.Line < b.Line
	}
	return a.Character < b.Character
}

func nvimRangeLess(a, b lsp.Range) bool {
	if a.Start != b.Start {
		return nvimPosLess(a.Start, b.Start)
	}
	return nvimPosLess(a.End, b.End)
}

// nvimDecodeHover flattens a hover answer: the first code block is the
// signature, the rest (without the separators around it) the doc.
func nvimDecodeHover(raw []byte) (lsp.Hover, error) {
	r, ok, err := nvimResult(raw)
	if err != nil || !ok {
		return lsp.Hover{}, err
	}
	var h struct {
		Contents json.RawMessage `json:"contents"`
	}
	if err := json.Unmarshal(r, &h); err != nil {
		return lsp.Hover{}, fmt.Errorf("decode hover: %w", err)
	}
	text, err := nvimMarkup(h.Contents, 0)
	if err != nil {
		return lsp.Hover{}, err
	}
	return nvimSplitHover(text), nil
}

// nvimMarkup renders hover contents (MarkupContent, MarkedString or a
// list of MarkedStrings) as Markdown.
func nvimMarkup(raw json.RawMessage, depth int) (string, error) {
	raw = bytes.TrimSpace(raw)
	if len(raw) == 0 || string(raw) == "null" {
		return "", nil
	}
	switch raw[0] {
	case '"':
		var s string
		if err := json.Unmarshal(raw, &s); err != nil {
			return "", fmt.Errorf("decode hover contents: %w", err)
		}
		return s, nil
	case '[':
		if depth > 0 {
			return "", fmt.Errorf("decode hover contents: nested list")
		}
		var parts []json.RawMessage
		if err := json.Unmarshal(raw, &parts); err != nil {
			return "", fmt.Errorf("decode hover contents: %w", err)
		}
		var out []string
		for _, p := range parts {
			s, err := nvimMarkup(p, depth+1)
			if err != nil {
				return "", err
			}
			if s != "" {
				out = append(out, s)
			}
		}
		return strings.Join(out, "\n\n"), nil
	case '{':
		var m struct {
			Kind     string `json:"kind"`
			Language string `json:"language"`
			Value    string `json:"value"`
		}
		if err := json.Unmarshal(raw, &m); err != nil {
			return "", fmt.Errorf("decode hover contents: %w", err)
		}
		if m.Kind == "" && m.Language != "" {
			return "```" + m.Language + "\n" + m.Value + "\n```", nil
		}
		return m.Value, nil
	}
	return "", fmt.Errorf("decode hover contents: unexpected %.20q", raw)
}

// nvimSplitHover separates the first fenced code block from the rest.
func nvimSplitHover(text string) lsp.Hover {
	lines := strings.Split(text, "\n")
	start, end := -1, -1
	for i, l := range lines {
		if strings.HasPrefix(strings.TrimSpace(l), "```") {
			if start < 0 {
				start = i
			} else {
				end = i
				break
			}
		}
	}
	if start < 0 || end < 0 {
		return lsp.Hover{Doc: nvimTrimDoc(lines)}
	}
	sig := strings.TrimSpace(strings.Join(lines[start+1:end], "\n"))
	rest := append(append([]string(nil), lines[:start]...), lines[end+1:]...)
	return lsp.Hover{Signature: sig, Doc: nvimTrimDoc(rest)}
}

// nvimTrimDoc drops blank lines and horizontal rules at both ends.
func nvimTrimDoc(lines []string) string {
	edge := func(l string) bool {
		t := strings.TrimSpace(l)
		return t == "" || t == "---" || t == "***" || t == "___"
	}
	for len(lines) > 0 && edge(lines[0]) {
		lines = lines[1:]
	}
	for len(lines) > 0 && edge(lines[len(lines)-1]) {
		lines = lines[:len(lines)-1]
	}
	return strings.Join(lines, "\n")
}

// nvimLocation decodes a Location or a LocationLink.
type nvimLocation struct {
	URI                  string    `json:"uri"`
	Range                nvimRange `json:"range"`
	TargetURI            string    `json:"targetUri"`
	TargetSelectionRange nvimRange `json:"targetSelectionRange"`
}

func (l nvimLocation) location() lsp.Location {
	if l.URI == "" && l.TargetURI != "" {
		return lsp.Location{URI: l.TargetURI, Range: l.TargetSelectionRange.Range}
	}
	return lsp.Location{URI: l.URI, Range: l.Range.Range}
}

func nvimLocationLess(a, b lsp.Location) bool {
	if a.URI != b.URI {
		return a.URI < b.URI
	}
	return nvimRangeLess(a.Range, b.Range)
}

// nvimDecodeLocations decodes a Location[] answer, sorted and without
// duplicates, so equal answers compare equal.
func nvimDecodeLocations(raw []byte) ([]lsp.Location, error) {
	r, ok, err := nvimResult(raw)
	if err != nil || !ok {
		return nil, err
	}
	var in []nvimLocation
	if r[0] == '{' {
		var one nvimLocation
		if err := json.Unmarshal(r, &one); err != nil {
			return nil, fmt.Errorf("decode locations: %w", err)
		}
		in = []nvimLocation{one}
	} else if err := json.Unmarshal(r, &in); err != nil {
		return nil, fmt.Errorf("decode locations: %w", err)
	}
	out := make([]lsp.Location, 0, len(in))
	for _, l := range in {
		out = append(out, l.location())
	}
	return nvimSortUniq(out, nvimLocationLess), nil
}

// nvimSortUniq sorts list by less and drops repeats, so that equal
// answers compare equal whatever order the server gave them in.
func nvimSortUniq[T comparable](list []T, less func(a, b T) bool) []T {
	sort.Slice(list, func(i, j int) bool { return less(list[i], list[j]) })
	uniq := list[:0]
	for i, v := range list {
		if i == 0 || v != list[i-1] {
			uniq = append(uniq, v)
		}
	}
	return uniq
}

// nvimItemLess orders hierarchy items (callers, types) by document, then
// name position, then name.
func nvimItemLess(uriA, uriB string, a, b lsp.Range, nameA, nameB string) bool {
	if uriA != uriB {
		return uriA < uriB
	}
	if a != b {
		return nvimRangeLess(a, b)
	}
	return nameA < nameB
}

// nvimDecodeList decodes the bridge's result as a list of T (nil when
// the result is null); what names it in errors.
func nvimDecodeList[T any](raw []byte, what string) ([]T, error) {
	r, ok, err := nvimResult(raw)
	if err != nil || !ok {
		return nil, err
	}
	in := []T{}
	if err := json.Unmarshal(r, &in); err != nil {
		return nil, fmt.Errorf("decode %s: %w", what, err)
	}
	return in, nil
}

// nvimItem is a call or type hierarchy item.
type nvimItem struct {
	Name           string    `json:"name"`
	Kind           int       `json:"kind"`
	Detail         string    `json:"detail"`
	URI            string    `json:"uri"`
	Range          nvimRange `json:"range"`
	SelectionRange nvimRange `json:"selectionRange"`
}

// nvimDecodeIncomingCalls decodes CallHierarchyIncomingCall[] (gathered
// over every prepared item) into callers, sorted, without duplicates.
func nvimDecodeIncomingCalls(raw []byte) ([]lsp.CallItem, error) {
	in, err := nvimDecodeList[struct {
		From nvimItem `json:"from"`
	}](raw, "incoming calls")
	if err != nil || in == nil {
		return nil, err
	}
	out := make([]lsp.CallItem, 0, len(in))
	for _, c := range in {
		out = append(out, lsp.CallItem{
			Name:           c.From.Name,
			Kind:           c.From.Kind,
			URI:            c.From.URI,
			Range:          c.From.Range.Range,
			SelectionRange: c.From.SelectionRange.Range,
		})
	}
	return nvimSortUniq(out, func(a, b lsp.CallItem) bool {
		return nvimItemLess(a.URI, b.URI, a.SelectionRange, b.SelectionRange, a.Name, b.Name)
	}), nil
}

// nvimDecodeTypeItems decodes the TypeHierarchyItem[] gathered over every
// prepared item, sorted, without repeats.
func nvimDecodeTypeItems(raw []byte) ([]lsp.TypeItem, error) {
	in, err := nvimDecodeList[nvimItem](raw, "type hierarchy")
	if err != nil || in == nil {
		return nil, err
	}
	out := make([]lsp.TypeItem, 0, len(in))
	for _, t := range in {
		out = append(out, lsp.TypeItem{Name: t.Name, Kind: t.Kind, Detail: t.Detail, Path: lsp.URIToPath(t.URI),
			Range: t.Range.Range, SelectionRange: t.SelectionRange.Range})
	}
	return nvimSortUniq(out, func(a, b lsp.TypeItem) bool {
		return nvimItemLess(a.Path, b.Path, a.SelectionRange, b.SelectionRange, a.Name, b.Name)
	}), nil
}

// nvimDecodeCodeActions decodes the bridge's summary of a codeAction
// answer (title, kind, isPreferred, disabled), in the server's order,
// without the disabled actions.
func nvimDecodeCodeActions(raw []byte) ([]lsp.CodeAction, error) {
	in, err := nvimDecodeList[struct {
		Title       string `json:"title"`
		Kind        string `json:"kind"`
		IsPreferred bool   `json:"isPreferred"`
		Disabled    bool   `json:"disabled"`
	}](raw, "code actions")
	if err != nil || in == nil {
		return nil, err
	}
	out := make([]lsp.CodeAction, 0, len(in))
	for _, a := range in {
		if !a.Disabled && a.Title != "" {
			out = append(out, lsp.CodeAction{Title: a.Title, Kind: a.Kind, Preferred: a.IsPreferred})
		}
	}
	return out, nil
}

// nvimDecodeDiagnostics decodes published diagnostics, sorted by range,
// then severity and message.
func nvimDecodeDiagnostics(raw []byte) ([]lsp.Diagnostic, error) {
	in, err := nvimDecodeList[struct {
		Range    nvimRange       `json:"range"`
		Severity lsp.Severity    `json:"severity"`
		Code     json.RawMessage `json:"code"`
		Source   string          `json:"source"`
		Message  string          `json:"message"`
	}](raw, "diagnostics")
	if err != nil || in == nil {
		return nil, err
	}
	out := make([]lsp.Diagnostic, 0, len(in))
	for _, d := range in {
		out = append(out, lsp.Diagnostic{
			Range:    d.Range.Range,
			Severity: d.Severity,
			Code:     nvimCode(d.Code),
			Source:   d.Source,
			Message:  d.Message,
		})
	}
	sort.SliceStable(out, func(i, j int) bool {
		a, b := out[i], out[j]
		if a.Range != b.Range {
			return nvimRangeLess(a.Range, b.Range)
		}
		if a.Severity != b.Severity {
			return a.Severity < b.Severity
		}
		return a.Message < b.Message
	})
	return out, nil
}

// nvimCode renders a diagnostic code (number or string) as text.
func nvimCode(raw json.RawMessage) string {
	raw = bytes.TrimSpace(raw)
	if len(raw) == 0 || string(raw) == "null" {
		return ""
	}
	var s string
	if json.Unmarshal(raw, &s) == nil {
		return s
	}
	var f float64
	if json.Unmarshal(raw, &f) == nil {
		return strconv.FormatFloat(f, 'f', -1, 64)
	}
	return ""
}
