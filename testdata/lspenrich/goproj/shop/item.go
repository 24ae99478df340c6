// Package shop keeps carts of items.
package shop

// Item is one thing for sale.
type Item struct {
	Name  string
	Price int
}

// NewItem makes an item with a name and a price in cents.
func NewItem(name string, price int) Item {
	return Item{Name: name, Price: price}
}
