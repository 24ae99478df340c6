// Package greet builds greetings.
package greet

import "strings"

// Greeting is a greeting ready to print.
type Greeting struct {
	Text string
}

// Hello returns a greeting for name, in title case.
func Hello(name string) Greeting {
	return Greeting{Text: "Hello, " + strings.ToUpper(name[:1]) + name[1:]}
}

// Twice greets name twice.
func Twice(name string) []Greeting {
	return []Greeting{Hello(name), Hello(name)}
}
