// Package lib holds a tiny cache.
package lib

// Cache maps keys to values.
type Cache struct{ m map[string]int }

// NewCache returns an empty cache.
func NewCache() *Cache { return &Cache{m: map[string]int{}} }

// Put stores v under k.
func (c *Cache) Put(k string, v int) { c.m[k] = v }

// Get returns the value under k.
func (c *Cache) Get(k string) int { return c.m[k] }
