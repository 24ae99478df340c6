// Command fakeserver is a language server that misbehaves on demand, for
// the fault-injection tests of package lsp. Real servers answer every other
// test; this one only produces the faults they will not produce at will.
//
// Modes (-mode, comma separated):
//
//	hang             never answer documentSymbol
//	hang-hover       answer the first -hovers hover requests, never the
//	                 others (a server that stops answering mid-run)
//	crash            exit in the middle of a documentSymbol request
//	                 (only the first -crashes times, counted in -state)
//	garbage-header   answer documentSymbol with an HTTP status line
//	garbage-json     answer documentSymbol with a body that is not JSON
//	huge-length      answer documentSymbol with an absurd Content-Length
//	ignore-shutdown  never answer shutdown, ignore exit and SIGTERM
//	slow-start       sleep -delay before answering initialize
//	spawn-child      start a child process that sleeps (same group)
//	no-read          after initialized, stop reading stdin
//	slow-exit        on exit, close stdout and exit 300ms later
//	progress         after initialized, begin work-done progress "Analyzing"
//	                 (window/workDoneProgress/create, then $/progress) and
//	                 end it on the notification test/endProgress
//	ask              after initialized, send the client requests servers
//	                 send (configuration, registerCapability, progress)
//	                 and log the answers as "answer <id> <json>"
//
// Every message received is logged to -log, one method name per line.
package main

import (
	"bufio"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"os"
	"os/exec"
	"os/signal"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"time"
)

type message struct {
	ID     json.RawMessage `json:"id,omitempty"`
	Method string          `json:"method,omitempty"`
	Params json.RawMessage `json:"params,omitempty"`
	Result json.RawMessage `json:"result,omitempty"`
	Error  json.RawMessage `json:"error,omitempty"`
}

func main() {
	mode := flag.String("mode", "", "comma-separated fault modes")
	logPath := flag.String("log", "", "file receiving one line per message")
	statePath := flag.String("state", "", "file counting crashes across restarts")
	crashes := flag.Int("crashes", 1, "how many times crash mode crashes")
	delay := flag.Duration("delay", 2*time.Second, "slow-start delay")
	hovers := flag.Int("hovers", 0, "hang-hover mode: hover requests answered")
	flag.Parse()
	modes := map[string]bool{}
	for _, m := range strings.Split(*mode, ",") {
		modes[m] = true
	}
	if modes["child"] {
		time.Sleep(time.Hour)
		return
	}

	var logMu sync.Mutex
	logf := func(format string, args ...any) {
		if *logPath == "" {
			return
		}
		logMu.Lock()
		defer logMu.Unlock()
		f, err := os.OpenFile(*logPath, os.O_APPEND|os.O_CREATE|os.O_WRONLY, 0o644)
		if err != nil {
			return
		}
		fmt.Fprintf(f, format+"\n", args...)
		f.Close()
	}
	logf("start %d", os.Getpid())

	if modes["ignore-shutdown"] {
		signal.Ignore(syscall.SIGTERM, syscall.SIGINT, syscall.SIGHUP)
	}
	if modes["spawn-child"] {
		child := exec.Command(os.Args[0], "-mode", "child")
		if err := child.Start(); err == nil {
			logf("child %d", child.Process.Pid)
		}
	}

	var outMu sync.Mutex
	writeRaw := func(s string) {
		outMu.Lock()
		defer outMu.Unlock()
		os.Stdout.WriteString(s)
	}
	send := func(v any) {
		b, _ := json.Marshal(v)
		writeRaw(fmt.Sprintf("Content-Length: %d\r\n\r\n%s", len(b), b))
	}
	reply := func(id json.RawMessage, result any) {
		send(map[string]any{"jsonrpc": "2.0", "id": id, "result": result})
	}

	r := bufio.NewReader(os.Stdin)
	for {
		m, err := read(r)
		if err != nil {
			logf("read error: %v", err)
			return
		}
		if m.Method == "" {
			answer := m.Result
			if len(m.Error) > 0 {
				answer = m.Error
			}
			logf("answer %s %s", m.ID, answer)
			continue
		}
		logf("%s", m.Method)
		switch m.Method {
		case "initialized":
			if modes["no-read"] {
				time.Sleep(time.Hour)
			}
			if modes["progress"] {
				send(map[string]any{"jsonrpc": "2.0", "id": 201, "method": "window/workDoneProgress/create",
					"params": map[string]any{"token": "analysis"}})
				send(map[string]any{"jsonrpc": "2.0", "method": "$/progress",
					"params": map[string]any{"token": "analysis", "value": map[string]any{"kind": "begin", "title": "Analyzing"}}})
			}
			if modes["ask"] {
				send(map[string]any{"jsonrpc": "2.0", "id": 101, "method": "workspace/configuration",
					"params": map[string]any{"items": []any{map[string]any{"section": "a"}, map[string]any{"section": "b"}}}})
				send(map[string]any{"jsonrpc": "2.0", "id": 102, "method": "client/registerCapability",
					"params": map[string]any{"registrations": []any{}}})
				send(map[string]any{"jsonrpc": "2.0", "id": 103, "method": "window/workDoneProgress/create",
					"params": map[string]any{"token": "t"}})
				send(map[string]any{"jsonrpc": "2.0", "id": 104, "method": "custom/unknown"})
			}
		case "initialize":
			if modes["slow-start"] {
				time.Sleep(*delay)
			}
			reply(m.ID, map[string]any{"capabilities": map[string]any{
				"textDocumentSync":       1,
				"documentSymbolProvider": true,
				"hoverProvider":          true,
			}})
		case "textDocument/documentSymbol":
			switch {
			case modes["hang"]:
				continue
			case modes["crash"] && crashCount(*statePath) < *crashes:
				fmt.Fprintln(os.Stderr, "fakeserver: crashing on purpose")
				os.Exit(3)
			case modes["garbage-header"]:
				writeRaw("HTTP/1.1 200 OK\r\n\r\n{}")
				continue
			case modes["garbage-json"]:
				writeRaw("Content-Length: 10\r\n\r\n{not json}")
				continue
			case modes["huge-length"]:
				writeRaw("Content-Length: 99999999999\r\n\r\n{")
				continue
			}
			reply(m.ID, []any{map[string]any{
				"name": "Thing", "kind": 12,
				"range":          map[string]any{"start": pos(0, 0), "end": pos(0, 5)},
				"selectionRange": map[string]any{"start": pos(0, 0), "end": pos(0, 5)},
			}})
		case "test/endProgress":
			send(map[string]any{"jsonrpc": "2.0", "method": "$/progress",
				"params": map[string]any{"token": "analysis", "value": map[string]any{"kind": "end"}}})
		case "textDocument/hover":
			if modes["hang-hover"] {
				if *hovers <= 0 {
					continue
				}
				*hovers--
			}
			reply(m.ID, map[string]any{"contents": map[string]any{"kind": "markdown", "value": "```go\nfunc Thing()\n```\nDoes a thing."}})
		case "shutdown":
			if modes["ignore-shutdown"] {
				continue
			}
			reply(m.ID, nil)
		case "exit":
			if modes["ignore-shutdown"] {
				continue
			}
			if modes["slow-exit"] {
				// As real servers do: stdout closes, cleanup takes a while.
				os.Stdout.Close()
				time.Sleep(300 * time.Millisecond)
			}
			os.Exit(0)
		default:
			if len(m.ID) > 0 && m.Method != "" {
				send(map[string]any{"jsonrpc": "2.0", "id": m.ID, "error": map[string]any{"code": -32601, "message": "method not found"}})
			}
		}
	}
}

func pos(line, char int) map[string]int { return map[string]int{"line": line, "character": char} }

// crashCount returns how often crash mode has crashed and counts this
// call as one more crash.
func crashCount(state string) int {
	if state == "" {
		return 0
	}
	b, _ := os.ReadFile(state)
	n, _ := strconv.Atoi(strings.TrimSpace(string(b)))
	os.WriteFile(state, []byte(strconv.Itoa(n+1)), 0o644)
	return n
}

func read(r *bufio.Reader) (message, error) {
	var m message
	length := -1
	for {
		line, err := r.ReadString('\n')
		if err != nil {
			return m, err
		}
		line = strings.TrimRight(line, "\r\n")
		if line == "" {
			break
		}
		if v, ok := strings.CutPrefix(line, "Content-Length: "); ok {
			length, _ = strconv.Atoi(v)
		}
	}
	body := make([]byte, length)
	if _, err := io.ReadFull(r, body); err != nil {
		return m, err
	}
	err := json.Unmarshal(body, &m)
	return m, err
}
