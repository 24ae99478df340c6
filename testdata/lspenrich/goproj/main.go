package main

import (
	"fmt"

	"example.com/goproj/shop"
)

func apple() shop.Item  { return shop.NewItem("apple", 50) }
func bread() shop.Item  { return shop.NewItem("bread", 200) }
func cheese() shop.Item { return shop.NewItem("cheese", 450) }
func dates() shop.Item  { return shop.NewItem("dates", 300) }
func eggs() shop.Item   { return shop.NewItem("eggs", 250) }

func main() {
	var c shop.Cart
	for _, it := range []shop.Item{apple(), bread(), cheese(), dates(), eggs()} {
		c.Add(it)
	}
	fmt.Println(shop.Total(&c), shop.Discounted(&c))
}
