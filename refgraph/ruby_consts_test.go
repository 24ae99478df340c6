package refgraph_test

import "testing"

// TestRubyConstants: ruby-consts has no require at all, as code loaded by
// Zeitwerk or autoload: constants resolve across files by Ruby's lexical
// rule. Inside module Shop, Item is Shop::Item, Config is Shop::Config
// though a top-level Config exists, and ::Config is the top-level one;
// the superclass and the mixin are looked up in the class's outer nesting;
// Shop::Tax.rate and Tax.round reach the singleton methods of Shop::Tax
// (def self.rate, class << self); Util is Shop::Util, not the top-level
// Util, and so is its clean; Helper, defined in two other modules, is
// neither. A compact class Shop::Checkout does not nest in Shop: its Item
// is nothing and its Tax the top-level one. Shop, reopened by every file,
// is the file's own definition, else the one in lib/shop.rb (named after it).
func TestRubyConstants(t *testing.T) {
	_, g := fixture(t, "ruby-consts")
	checkFileTargets(t, g, "lib/shop/cart.rb", []lineWant{
		{3, "Base", 0, "lib/shop/item.rb#Shop.Base"},
		{4, "Pricing", 0, "lib/shop/item.rb#Shop.Pricing"},
		{7, "Item", 0, "lib/shop/item.rb#Shop.Item"},
		{8, "Shop", 0, "lib/shop/cart.rb#Shop"},
		{8, "Tax", 0, "lib/shop/tax.rb#Shop.Tax"},
		{8, "rate", 0, "lib/shop/tax.rb#Tax.rate"},
		{9, "Tax", 0, "lib/shop/tax.rb#Shop.Tax"},
		{9, "round", 0, "lib/shop/tax.rb#Tax.round"},
		{10, "Config", 0, "lib/shop/item.rb#Shop.Config"},
		{11, "Config", 0, "lib/config.rb#Config"},
		{12, "Helper", 0, ""},
		{13, "Util", 0, "lib/shop/util.rb#Shop.Util"},
		{13, "clean", 0, "lib/shop/util.rb#Util.clean"},
		{14, "Util", 0, "lib/shop/util.rb#Shop.Util"},
		{14, "Deep", 0, "lib/shop/util.rb#Util.Deep"},
		// Inherited from the superclass Shop::Base, not the top-level Base.
		{15, "find", 0, "lib/shop/item.rb#Base.find"},
		// On the class itself: the inherited def self.convert, not the
		// subclass's instance method.
		{16, "convert", 0, "lib/shop/converter.rb#Converter.convert"},
	})
	checkFileTargets(t, g, "lib/shop/checkout.rb", []lineWant{
		{1, "Shop", 0, "lib/shop/checkout.rb#Shop"},
		{1, "Cart", 0, "lib/shop/cart.rb#Shop.Cart"},
		{3, "Item", 0, ""},
		{4, "Tax", 0, "lib/config.rb#Tax"},
		// One name meaning two constants in one file (Shop::Config in
		// Refund, the top-level Config after it): a file's plain name
		// has one target, so neither.
		{11, "Config", 0, ""},
		{16, "Config", 0, ""},
	})
	checkFileTargets(t, g, "lib/shop/tax.rb", []lineWant{
		{1, "Shop", 0, "lib/shop.rb#Shop"},
	})
	checkFileTargets(t, g, "lib/shop.rb", []lineWant{
		// A constant holding a hash: its delete is no method found by
		// name (Sale#delete).
		{11, "SETTINGS", 0, "lib/shop.rb#Shop.SETTINGS"},
		{11, "delete", 0, ""},
	})
	checkFileTargets(t, g, "lib/loud.rb", []lineWant{
		// A core class reopened by two files: the one required.
		{5, "String", 0, "lib/ext/string_b.rb#String"},
	})
	checkFileTargets(t, g, "lib/shop/util.rb", []lineWant{
		// Deep in Util's own method: Shop::Util::Deep of the same file.
		{6, "Deep", 0, "lib/shop/util.rb#Util.Deep"},
	})
}

// TestRubyConstantDependents: without a require, the files defining the
// constants cart.rb uses depend on it, and the ambiguous Helper makes no
// edge to billing.rb or admin.rb.
func TestRubyConstantDependents(t *testing.T) {
	_, g := fixture(t, "ruby-consts")
	for p, want := range map[string]int{"lib/shop/item.rb": 1, "lib/shop/tax.rb": 1, "lib/shop/util.rb": 1, "lib/shop/converter.rb": 1, "lib/config.rb": 2, "lib/billing.rb": 0, "lib/admin.rb": 0} {
		if got := g.Dependents[fileIdx(t, g, p)]; got != want {
			t.Errorf("Dependents[%s] = %d, want %d", p, got, want)
		}
	}
}
