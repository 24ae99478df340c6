// Package golib keeps items in a store: the cases where gopls's hover
// differs from the declaration written in the source.
package golib

import (
	"errors"
	"strings"
)

// ErrNotFound is returned for a missing item.
var ErrNotFound = errors.New("not found")

// Limit bounds a store.
const Limit = 64

// Ratio scales prices.
const Ratio float64 = 1.5

// Default is the item a store starts with.
var Default = NewItem("default", 1)

// Count counts lookups.
var Count int

// Item is one thing for sale.
type Item struct {
	Name  string
	Price int
	tags  []string
}

// Finder finds items.
type Finder interface {
	Find(name string) (Item, error)
}

// Cents is an amount of money.
type Cents int64

// Pair holds two values.
type Pair[K comparable, V any] struct {
	Key K
	Val V
}

// Store keeps items by name.
type Store struct {
	items map[string]Item
}

// NewItem makes an item with a name and a price in cents.
func NewItem(name string, price int) Item {
	return Item{Name: strings.TrimSpace(name), Price: price}
}

// Find returns the item of that name.
func (s *Store) Find(name string) (Item, error) {
	it, ok := s.items[name]
	if !ok {
		return Item{}, ErrNotFound
	}
	return it, nil
}

// Map applies f to every element.
func Map[T, U any](xs []T, f func(T) U) []U {
	out := make([]U, 0, len(xs))
	for _, x := range xs {
		out = append(out, f(x))
	}
	return out
}

// Handler handles a request.
var Handler = func(name string) error { return nil }
