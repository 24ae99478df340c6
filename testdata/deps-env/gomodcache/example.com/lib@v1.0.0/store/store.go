// Package store keeps values.
package store

// Capacity is how many values a store keeps.
const Capacity = 64

// Store keeps values.
type Store struct{ values []any }

// New returns an empty store.
func New() *Store { return &Store{} }
