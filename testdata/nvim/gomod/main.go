package main

import (
	"fmt"

	"example.com/greeter/greet"
)

func main() {
	fmt.Println(greet.Hello("world").Text)
	for _, g := range greet.Twice("héllo") {
		fmt.Println(g.Text)
	}
}
