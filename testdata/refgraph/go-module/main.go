package main

import (
	"fmt"

	"example.com/gm/store"
	"example.com/gm/util"
	"github.com/external/dep"
)

func main() {
	s := store.New()
	s.Put("key")
	fmt.Println(util.Reverse("abc"), dep.X)
	local()
}

func local() {}
