package main

import "fmt"

func main() {
	fmt.Println(Add(1, 2), Twice(3))
}
