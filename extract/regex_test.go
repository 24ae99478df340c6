package extract_test

import (
	"context"
	"fmt"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/soulindex/soulindex/extract"
)

// regexCase is one keyword family's snippet with the definitions and
// imports the regex tier must find in it. Definitions are written
// "kind name line [container]" with 1-based lines.
type regexCase struct {
	family, lang, path, src string
	defs                    []string
	imports                 []string
}

var regexCases = []regexCase{
	{family: "ts", lang: "typescript", path: "a.ts", src: `import { readFile as rf, stat } from "node:fs";
import * as path from 'node:path';
const lodash = require("lodash");

/** A cache entry. */
export interface Entry<V> {
  value: V;
  expires?: number;
  touch(now: number): void;
}

export type Key = string | number;

export enum Mode { Fast, Slow }

export class Cache<V> extends Base implements Store {
  private readonly items = new Map<Key, Entry<V>>();
  constructor(private ttl: number) {
    super();
  }
  get(key: Key): V | undefined {
    const hit = this.items.get(key); // "class Fake {" in a comment
    function inner() {}
    return hit?.value;
  }
}

export const handler = async (req: Request) => {
  return new Response("function notAFunction() {}");
};

export function helper(a: number): number {
  return a * 2;
}
`,
		defs: []string{"interface Entry 6", "field value 7 Entry", "method touch 9 Entry", "type_alias Key 12",
			"enum Mode 14", "class Cache 16", "constructor constructor 18 Cache", "method get 21 Cache",
			"function handler 28", "function helper 32"},
		imports: []string{"node:fs", "node:path", "lodash"}},
	{family: "python", lang: "python", path: "a.py", src: `"""Module doc."""
from __future__ import annotations
import os.path as osp
from .models import (User, Group as G)

MAX_RETRIES = 3
registry: dict = {}


class Store(Base):
    """A store."""

    name: str = "default"

    def get(self, key):
        """Return the value."""
        def helper():
            pass
        return key

    async def close(self):
        pass


def main(argv=None):
    s = "def fake():"
    return 0
`,
		defs: []string{"constant MAX_RETRIES 6", "variable registry 7", "class Store 10", "field name 13 Store",
			"method get 15 Store", "method close 21 Store", "function main 25"},
		imports: []string{"__future__", "os.path", ".models"}},
	{family: "go", lang: "go", path: "a.go", src: "package cache\n\nimport (\n\t\"context\"\n\tstr \"strings\"\n)\n\n// Max bounds entries.\nconst Max = 10\n\nconst (\n\tA = iota\n\tB, C\n)\n\n// Store keeps values.\ntype Store struct {\n\tmu   sync.Mutex\n\tdata map[string]int\n}\n\ntype Getter interface {\n\tGet(key string) (int, bool)\n}\n\nfunc (s *Store) Get(key string) (int, bool) {\n\tv, ok := s.data[key]\n\treturn v, ok\n}\n\nfunc New() *Store { return &Store{} }\n",
		defs: []string{"module cache 1", "constant Max 9", "constant A 12", "constant B 13", "constant C 13",
			"struct Store 17", "field mu 18 Store", "field data 19 Store", "interface Getter 22", "method Get 23 Getter",
			"method Get 26 Store", "function New 31"},
		imports: []string{"context", "strings"}},
	{family: "rust", lang: "rust", path: "a.rs", src: `use std::collections::{HashMap, BTreeMap};
use crate::error::Error as E;

/// A store.
pub struct Store<K> {
    map: HashMap<K, u32>,
}

pub enum Mode { A, B }

pub trait Load {
    fn load(&self) -> u32;
}

impl<K: Eq> Store<K> {
    pub fn new() -> Self {
        fn local() {}
        Store { map: HashMap::new() }
    }
}

pub(crate) const LIMIT: usize = 4;
macro_rules! square { ($x:expr) => { $x * $x }; }
mod tests {}
`,
		defs: []string{"struct Store 5", "enum Mode 9", "trait Load 11", "method load 12 Load", "method new 16 Store",
			"constant LIMIT 22", "macro square 23", "module tests 24"},
		imports: []string{"std::collections", "crate::error::Error"}},
	{family: "jvm", lang: "java", path: "A.java", src: `package com.example.store;

import java.util.*;
import static java.util.Objects.requireNonNull;

/** A store. */
public class Store<T> implements Iterable<T> {
    public static final int MAX = 10;
    private final Map<String, T> items = new HashMap<>();

    public Store(int capacity) {
        this.capacity = capacity;
    }

    public synchronized T get(String key) throws IOException {
        if (key == null) {
            return null;
        }
        return items.get(key);
    }

    interface Listener {
        void changed(String key);
    }

    enum Mode { FAST, SLOW }
}
`,
		defs: []string{"module com.example.store 1", "class Store 7", "constant MAX 8 Store", "field items 9 Store",
			"constructor Store 11 Store", "method get 15 Store", "interface Listener 22 Store", "method changed 23 Store.Listener",
			"enum Mode 26 Store"},
		imports: []string{"java.util.*", "java.util.Objects.requireNonNull"}},
	{family: "jvm", lang: "kotlin", path: "a.kt", src: `package com.example

import kotlinx.coroutines.flow.Flow as F

data class Item(val sku: String)

sealed interface Result

object Registry {
    val items = mutableListOf<Item>()
    fun register(item: Item) {
        items += item
    }
}

fun String.slug(): String = lowercase()

const val LIMIT = 3
`,
		defs: []string{"class Item 5", "interface Result 7", "class Registry 9", "field items 10 Registry",
			"method register 11 Registry", "method slug 16 String", "constant LIMIT 18"},
		imports: []string{"kotlinx.coroutines.flow.Flow"}},
	{family: "c", lang: "c", path: "a.c", src: `#include <stdio.h>
#include "store.h"

#define MAX(a, b) ((a) > (b) ? (a) : (b))

typedef struct node {
    int value;
    struct node *next;
} node_t;

enum color { RED, GREEN };

typedef int (*cmp_fn)(const void *, const void *);

static int compare(const void *a, const void *b)
{
    if (a == b) {
        return 0;
    }
    return 1;
}

int
gnu_style(int x)
{
    return x;
}

void list_free(node_t *head);
`,
		defs: []string{"macro MAX 4", "struct node 6", "type_alias node_t 9", "enum color 11", "type_alias cmp_fn 13",
			"function compare 15", "function gnu_style 24", "function list_free 29"},
		imports: []string{"stdio.h", "store.h"}},
	{family: "c", lang: "cpp", path: "a.cpp", src: `#include <vector>

namespace app::events {

template <typename T>
class Bus final : public Base {
public:
    Bus();
    ~Bus();
    void publish(const T& event);
private:
    std::vector<T> queue_;
};

template <typename T>
void Bus<T>::publish(const T& event) {
    queue_.push_back(event);
}

}  // namespace app::events
`,
		defs: []string{"module events 3 app", "class Bus 6 app.events", "constructor Bus 8 app.events.Bus", "constructor ~Bus 9 app.events.Bus",
			"method publish 10 app.events.Bus", "field queue_ 12 app.events.Bus", "method publish 16 app.events.Bus"},
		imports: []string{"vector"}},
	{family: "csharp", lang: "csharp", path: "A.cs", src: `using System;
using Col = System.Collections.Generic;

namespace Shop.Inventory;

/// <summary>A stock item.</summary>
public sealed class StockItem : IItem
{
    public const int Max = 5;
    public string Sku { get; init; }
    private readonly int _count;

    public StockItem(string sku) : base()
    {
        Sku = sku;
    }

    public StockItem Adjust(int delta) => new StockItem(Sku);

    public override string ToString()
    {
        return Sku;
    }
}

public interface IItem { string Sku { get; } }
public enum Kind { A, B }
public record struct Point(int X, int Y);
`,
		defs: []string{"module Shop.Inventory 4", "class StockItem 7", "constant Max 9 StockItem", "field Sku 10 StockItem",
			"field _count 11 StockItem", "constructor StockItem 13 StockItem", "method Adjust 18 StockItem",
			"method ToString 20 StockItem", "interface IItem 26", "enum Kind 27", "struct Point 28"},
		imports: []string{"System", "System.Collections.Generic"}},
	{family: "ruby", lang: "ruby", path: "a.rb", src: `require "json"
require_relative "lib/ledger"

module Shop
  # A ledger.
  class Ledger < Base
    DEFAULT = 10
    attr_reader :entries, :owner

    def initialize(owner)
      @owner = owner
    end

    def self.open(path)
      new(path)
    end

    def empty?
      entries.empty?
    end
  end

  Point = Struct.new(:x, :y)
end
`,
		defs: []string{"module Shop 4", "class Ledger 6 Shop", "constant DEFAULT 7 Shop.Ledger", "field entries 8 Shop.Ledger",
			"field owner 8 Shop.Ledger", "method initialize 10 Shop.Ledger", "method open 14 Shop.Ledger",
			"method empty? 18 Shop.Ledger", "class Point 23 Shop"},
		imports: []string{"json", "lib/ledger"}},
	{family: "php", lang: "php", path: "a.php", src: `<?php
namespace App\Cache;

use Psr\SimpleCache\CacheInterface as Cache;
require_once 'helpers.php';

#[Attribute]
final class FileCache implements Cache
{
    public const TTL = 60;
    private ?string $dir = null;

    public function get(string $key, mixed $default = null): mixed
    {
        return $default;
    }
}

interface Clock {}
trait Logs {}
enum Suit { case Hearts; }
function helper() {}
`,
		defs: []string{"module App\\Cache 2", "class FileCache 8", "constant TTL 10 FileCache", "field dir 11 FileCache",
			"method get 13 FileCache", "interface Clock 19", "trait Logs 20", "enum Suit 21", "function helper 22"},
		imports: []string{"Psr\\SimpleCache\\CacheInterface", "helpers.php"}},
	{family: "swift", lang: "swift", path: "a.swift", src: `import Foundation
@testable import Core

/// A limiter.
public final class Limiter: Sendable {
    public let rate: Double
    private var tokens = 0

    public init(rate: Double) {
        self.rate = rate
    }

    public func allow() -> Bool {
        let now = Date()
        return tokens > 0
    }
}

enum Policy {
    case drop
    case queue(Int)
}

protocol Clock {
    func now() -> Date
}

extension Limiter: CustomStringConvertible {
    var description: String { "limiter" }
}

struct Point { var x = 0 }
typealias Handler = (Int) -> Void
`,
		defs: []string{"class Limiter 5", "constant rate 6 Limiter", "variable tokens 7 Limiter", "constructor init 9 Limiter",
			"method allow 13 Limiter", "enum Policy 19", "enum_member drop 20 Policy", "enum_member queue 21 Policy",
			"interface Clock 24", "method now 25 Clock", "variable description 29 Limiter", "struct Point 32", "type_alias Handler 33"},
		imports: []string{"Foundation", "Core"}},
	{family: "elixir", lang: "elixir", path: "a.ex", src: `defmodule Shop.Inventory do
  @moduledoc "Stock."
  alias Shop.{Item, Repo}
  import Ecto.Query, only: [from: 2]

  @type sku :: String.t()

  def new(sku, name) do
    %Item{sku: sku, name: name}
  end

  defp valid?(item), do: item.sku != nil

  defmacro trace(expr) do
    quote do: unquote(expr)
  end
end

defprotocol Shop.Priced do
  def price(item)
end
`,
		defs: []string{"module Shop.Inventory 1", "type_alias sku 6 Shop.Inventory", "function new 8 Shop.Inventory",
			"function valid? 12 Shop.Inventory", "macro trace 14 Shop.Inventory", "interface Shop.Priced 19", "method price 20 Shop.Priced"},
		imports: []string{"Shop", "Ecto.Query"}},
	{family: "dart", lang: "dart", path: "a.dart", src: `import 'package:http/http.dart' as http;
import 'models.dart' show Item, Order;

/// A catalog.
abstract class Catalog {
  final String name;
  const Catalog(this.name);
  factory Catalog.empty() => _Empty();

  bool get isEmpty => items.isEmpty;
  Future<List<Item>> load(int page);

  Item? find(String sku) {
    return null;
  }
}

mixin Logging {}
enum Currency { eur, usd }
typedef Json = Map<String, dynamic>;
const pageSize = 20;

void main() {
  print('hi');
}
`,
		defs: []string{"class Catalog 5", "constructor Catalog 7 Catalog", "constructor empty 8 Catalog", "method isEmpty 10 Catalog",
			"method load 11 Catalog", "method find 13 Catalog", "trait Logging 18", "enum Currency 19", "type_alias Json 20",
			"constant pageSize 21", "function main 23"},
		imports: []string{"package:http/http.dart", "models.dart"}},
	{family: "zig", lang: "zig", path: "a.zig", src: `const std = @import("std");
const Allocator = std.mem.Allocator;

/// A ring buffer.
pub const Ring = struct {
    buf: []u8,
    head: usize = 0,

    pub fn init(allocator: Allocator, n: usize) !Ring {
        const buf = try allocator.alloc(u8, n);
        return .{ .buf = buf };
    }
};

pub const Mode = enum { fast, slow };
pub var counter: u32 = 0;

test "ring keeps order" {
    try std.testing.expect(true);
}
`,
		defs: []string{"constant Allocator 2", "struct Ring 5", "field buf 6 Ring", "field head 7 Ring", "method init 9 Ring",
			"enum Mode 15", "variable counter 16", "function ring keeps order 18"},
		imports: []string{"std"}},
	{family: "perl", lang: "perl", path: "lib/Shop/Cart.pm", src: `package Shop::Cart;
use strict;
use List::Util qw(sum0);
require Shop::Item;
use constant MAX_LINES => 50;
our $VERSION = '1.0';

=head2 fake

  sub fake { }

=cut

# Adds a line.
sub add {
    my ($self, $sku) = @_;
    my $s = "sub notAFunction { }";
    return $self;
}

package Shop::Cart::Line {
    sub price { $_[0]{price} }
}
`,
		defs: []string{"module Shop::Cart 1", "constant MAX_LINES 5", "variable $VERSION 6", "function add 15",
			"module Shop::Cart::Line 21", "function price 22 Shop::Cart::Line"},
		imports: []string{"List::Util", "Shop::Item"}},
	{family: "erlang", lang: "erlang", path: "src/cart.erl", src: `-module(cart).
-behaviour(gen_server).
-include("shop.hrl").
-include_lib("kernel/include/logger.hrl").
-import(lists, [foldl/3]).
-record(cart, {lines = #{}}).
-type code() :: binary().
-define(MAX, 10).
-callback on_add(term()) -> ok.

%% @doc Adds a line.
add(Cart, Line) ->
    S = "fake() -> ok.",
    Cart;
add(_, _) -> error.
`,
		defs: []string{"module cart 1", "struct #cart 6", "type_alias code 7", "macro MAX 8", "function on_add 9",
			"function add 12"},
		imports: []string{"gen_server", "shop.hrl", "kernel/include/logger.hrl", "lists"}},
	{family: "lua", lang: "lua", path: "a.lua", src: `local json = require("cjson")
local util = require "util"

--- A cache.
local M = {}
M.VERSION = "1.0"
local MAX = 10

function M.new(size)
  local function helper() end
  return setmetatable({ size = size }, M)
end

function M:get(key)
  return self[key]
end

local function private_fn(x)
  return x
end

M.put = function(self, k, v) end

return M
`,
		defs: []string{"module M 5", "constant MAX 7", "function new 9 M", "function get 14 M",
			"function private_fn 18", "function put 22 M"},
		imports: []string{"cjson", "util"}},
	{family: "sql", lang: "sql", path: "schema.sql", src: `-- CREATE TABLE Fake (x int);
CREATE SCHEMA IF NOT EXISTS app;
CREATE TABLE app.users (
  id bigserial PRIMARY KEY,
  note text DEFAULT 'CREATE TABLE fake (y int)'
);
create table if not exists ` + "`orders`" + ` (id int) ENGINE=InnoDB;
CREATE TABLE [dbo].[Invoices] ([Id] INT NOT NULL);
/* CREATE VIEW Fake AS SELECT 1; */
CREATE OR REPLACE VIEW app.active_users AS SELECT * FROM app.users;
CREATE MATERIALIZED VIEW revenue AS SELECT 1;
CREATE OR REPLACE FUNCTION app.touch() RETURNS trigger AS $$ BEGIN RETURN NEW; END $$ LANGUAGE plpgsql;
CREATE PROCEDURE archive(cutoff date) LANGUAGE sql AS 'DELETE FROM app.users';
CREATE TRIGGER users_touch BEFORE UPDATE ON app.users FOR EACH ROW EXECUTE FUNCTION app.touch();
CREATE TYPE mood AS ENUM ('sad', 'ok');
CREATE TYPE address AS (street text, city text);
CREATE DOMAIN email AS text CHECK (VALUE ~ '@');
CREATE UNIQUE INDEX CONCURRENTLY users_email_idx ON app.users (email);
CREATE SEQUENCE invoice_no START 1000;
`,
		defs: []string{"module app 2", "struct users 3", "struct orders 7", "struct Invoices 8", "struct active_users 10",
			"struct revenue 11", "function touch 12", "function archive 13", "function users_touch 14", "enum mood 15",
			"struct address 16", "type_alias email 17", "variable users_email_idx 18", "variable invoice_no 19"}},
	{family: "proto", lang: "proto", path: "a.proto", src: `syntax = "proto3";
package acme.shop.v1;
import "google/protobuf/timestamp.proto";
import public "acme/common.proto";
// message Fake { }
message Order {
  string id = 1;
  repeated Line lines = 2;
  map<string, string> labels = 3;
  google.protobuf.Timestamp placed_at = 4;
  enum State {
    STATE_UNSPECIFIED = 0;
    STATE_PAID = 1;
  }
  oneof payment {
    string card_token = 5;
  }
}
service Orders {
  rpc GetOrder(GetOrderRequest) returns (Order);
  /* rpc Fake(A) returns (B); */
}
`,
		defs: []string{"module acme.shop.v1 2", "struct Order 6", "field id 7 Order", "field lines 8 Order", "field labels 9 Order",
			"field placed_at 10 Order", "enum State 11 Order", "enum_member STATE_UNSPECIFIED 12 Order.State",
			"enum_member STATE_PAID 13 Order.State", "field payment 15 Order", "field card_token 16 Order.payment",
			"interface Orders 19", "method GetOrder 20 Orders"},
		imports: []string{"google/protobuf/timestamp.proto", "acme/common.proto"}},
	{family: "graphql", lang: "graphql", path: "schema.graphql", src: `# type Fake { a: Int }
"""
type Fake { b: Int }
"""
type Product implements Node {
  id: ID!
  price(currency: String = "EUR"): Int! @deprecated
}
interface Node {
  id: ID!
}
input NewProduct {
  title: String!
}
enum Color {
  RED
}
union Result = Product | Order
scalar DateTime
directive @auth(role: String) on FIELD_DEFINITION
query GetProduct($id: ID!) {
  product(id: $id) { ...Card }
}
fragment Card on Product {
  id
}
`,
		defs: []string{"class Product 5", "field id 6 Product", "field price 7 Product", "interface Node 9", "struct NewProduct 12",
			"field title 13 NewProduct", "enum Color 15", "type_alias Result 18", "type_alias DateTime 19", "function auth 20",
			"function GetProduct 21", "macro Card 24"}},
	{family: "clojure", lang: "clojure", path: "a.clj", src: `(ns shop.cart
  "Carts."
  (:require [clojure.string :as str]
            [shop.money :refer [add]]))

;; (defn fake [] "in a comment")
(def ^:private tax-rate 0.2)
(defonce state (atom {}))

(defn- helper [x] (str/trim x))

(defn ^{:doc "Total."} total
  ([items] (total items 0))
  ([items start] (reduce add start items)))

(defmacro with-cart [& body] ` + "`" + `(do ~@body))
(defmulti price :kind)
(defmethod price :book [b] (:amount b))
(defprotocol Priced (amount [x]))
(defrecord Item [name cost] Priced (amount [_] cost))
(deftype Box [v])
(def s "(defn notAFunction [])")
`,
		defs: []string{"module shop.cart 1", "variable tax-rate 7", "variable state 8", "function helper 10",
			"function total 12", "macro with-cart 16", "function price 17", "method price 18",
			"interface Priced 19", "struct Item 20", "class Box 21", "variable s 22"},
		imports: []string{"clojure.string", "shop.money"}},
}

// TestRegexFamilies checks each keyword family on a snippet written in its
// idioms: every listed definition (kind, name, line, container) and import
// must be found, and nothing may be read out of comments or strings.
func TestRegexFamilies(t *testing.T) {
	rx := extract.NewRegex()
	families := map[string]bool{}
	for _, tc := range regexCases {
		families[tc.family] = true
		t.Run(tc.lang, func(t *testing.T) {
			if got := rx.Family(tc.lang); got != tc.family {
				t.Fatalf("%s is served by family %q, want %q", tc.lang, got, tc.family)
			}
			f, err := rx.Extract(context.Background(), tc.lang, tc.path, []byte(tc.src))
			if err != nil {
				t.Fatal(err)
			}
			if f.Backend != extract.BackendRegex {
				t.Errorf("backend %q, want regex", f.Backend)
			}
			got := map[string]bool{}
			var all []string
			for _, s := range f.Symbols {
				d := fmt.Sprintf("%s %s %d", s.Kind, s.Name, s.NameRange.Start.Line+1)
				if c := s.ContainerName(); c != "" {
					d += " " + c
				}
				got[d] = true
				all = append(all, d)
			}
			for _, want := range tc.defs {
				if !got[want] {
					t.Errorf("missing definition %q; got:\n  %s", want, strings.Join(all, "\n  "))
				}
			}
			for _, s := range f.Symbols {
				for _, bogus := range []string{"Fake", "fake", "notAFunction", "inner", "helper", "local"} {
					if s.Name == bogus && !contains(tc.defs, s.Kind.String()+" "+bogus) {
						t.Errorf("bogus definition %s %s at line %d (comment, string or local)", s.Kind, s.Name, s.NameRange.Start.Line+1)
					}
				}
			}
			var imps []string
			for _, im := range f.Imports {
				imps = append(imps, im.Source)
			}
			sort.Strings(imps)
			want := append([]string(nil), tc.imports...)
			sort.Strings(want)
			if strings.Join(imps, ",") != strings.Join(want, ",") {
				t.Errorf("imports %q, want %q", imps, want)
			}
			if len(f.Refs) == 0 {
				t.Error("no identifier references")
			}
		})
	}
	// The 14 keyword families of the design, all exercised above.
	for _, fam := range []string{"ts", "python", "go", "rust", "jvm", "c", "csharp", "ruby", "php", "swift", "elixir", "dart", "zig", "lua"} {
		if !families[fam] {
			t.Errorf("family %s has no test case", fam)
		}
	}
}

func contains(list []string, prefix string) bool {
	for _, s := range list {
		if strings.HasPrefix(s, prefix+" ") {
			return true
		}
	}
	return false
}

// TestRegexFallbackOnDeadline: for every family whose language also has a
// grammar, a file tree-sitter cannot parse within its deadline is served by
// the regex tier through the router, and says so.
func TestRegexFallbackOnDeadline(t *testing.T) {
	reg, rt := newRouter(t)
	for _, tc := range regexCases {
		if l := reg.ByID(tc.lang); l == nil || !l.HasGrammar() {
			continue
		}
		t.Run(tc.lang, func(t *testing.T) {
			// A few hundred KB: far more than tree-sitter parses in 1µs.
			src := strings.Repeat(tc.src+"\n", max(1, (256<<10)/len(tc.src)))
			f, err := rt.Extract(context.Background(), tc.lang, tc.path, []byte(src), time.Microsecond)
			if err != nil {
				t.Fatalf("router: %v", err)
			}
			if f.Backend != extract.BackendRegex || !strings.Contains(f.Fallback, "parse deadline") || f.FallbackCauses != extract.CauseDeadline {
				t.Fatalf("backend %q fallback %q, want the regex tier after a parse deadline", f.Backend, f.Fallback)
			}
			if len(f.Symbols) < len(tc.defs) {
				t.Errorf("%d definitions from the fallback, want at least %d", len(f.Symbols), len(tc.defs))
			}
		})
	}
}

// FuzzStringWords: any source, any language the tier knows: words come
// from inside the source, identifier-shaped, and nothing panics.
func FuzzStringWords(f *testing.F) {
	for _, s := range []string{`getattr(x, "name")`, "x = '''doc name'''\ny = \"a.b.c\"", "`tpl ${x}`", "\"unterminated", "// \"comment\"\n\"real\""} {
		f.Add(s, "python")
		f.Add(s, "javascript")
		f.Add(s, "go")
	}
	rx := extract.NewRegex()
	f.Fuzz(func(t *testing.T, src, lang string) {
		rx.StringWords(lang, []byte(src), func(w []byte) {
			if len(w) == 0 || !strings.Contains(src, string(w)) {
				t.Fatalf("word %q not from the source", w)
			}
			for _, c := range w {
				if !(c == '_' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9') {
					t.Fatalf("word %q is no identifier", w)
				}
			}
		})
	})
}
