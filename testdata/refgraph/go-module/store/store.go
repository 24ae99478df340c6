package store

import "example.com/gm/util"

// Store holds keys.
type Store struct {
	keys []string
}

// New makes a Store.
func New() *Store { return &Store{} }

// Put adds a key.
func (s *Store) Put(k string) {
	s.keys = append(s.keys, util.Reverse(k))
}
