package shop

// Cart holds the items a customer picked.
type Cart struct {
	Items []Item
}

// Add puts an item in the cart.
func (c *Cart) Add(it Item) {
	c.Items = append(c.Items, it)
}

// Total sums the prices of the items in the cart.
func Total(c *Cart) int {
	sum := 0
	for _, it := range c.Items {
		sum += it.Price
	}
	return sum
}

// Discounted is the total less a tenth; its local variable shadows Total.
func Discounted(c *Cart) int {
	Total := Total(c)
	return Total - Total/10
}
