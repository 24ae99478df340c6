package main

import "example.com/small/lib"

func main() {
	c := lib.NewCache()
	c.Put("a", 1)
	println(c.Get("a"))
}
