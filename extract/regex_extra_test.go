package extract_test

import (
	"context"
	"strconv"
	"strings"
	"testing"

	"github.com/soulindex/soulindex/extract"
)

// wantDef is one definition a regex family must find: its name, kind,
// 0-based line and container path ("" at the top level).
type wantDef struct {
	name, kind string
	line       uint32
	container  string
}

// TestRegexExtraFamilies runs the regex tier over a short snippet of each
// language that has no grammar and checks definitions and imports that
// would go missing (or change kind or container) if a pattern broke.
func TestRegexExtraFamilies(t *testing.T) {
	cases := []struct {
		lang, path string
		src        string
		defs       []wantDef
		absent     []string // names that must not be definitions
		imports    []string
	}{
		{
			lang: "objc", path: "Queue.m",
			src: `#import <Foundation/Foundation.h>
@import Network;

typedef NS_ENUM(NSInteger, QState) {
    QStateIdle,
    QStateBusy,
};

typedef void (^QDone)(NSError *error);
extern NSString * const QDidFinish;

@protocol QDelegate <NSObject>
- (void)queueDidFinish:(id)queue;
@end

@interface Queue : NSObject
@property (nonatomic, copy) NSString *name;
- (void)start;
@end

@interface Queue (Extras)
- (void)extra;
@end

@implementation Queue
- (void)start {
    int local = 1;
}
- (void)download:(NSURL *)url
        progress:(double)p {
    NSInteger count = 0;
}
@end
`,
			defs: []wantDef{
				{"QState", "enum", 3, ""},
				{"QStateIdle", "enum_member", 4, "QState"},
				{"QStateBusy", "enum_member", 5, "QState"},
				{"QDone", "type_alias", 8, ""},
				{"QDidFinish", "constant", 9, ""},
				{"QDelegate", "interface", 11, ""},
				{"queueDidFinish:", "method", 12, "QDelegate"},
				{"Queue", "class", 15, ""},
				{"name", "field", 16, "Queue"},
				{"start", "method", 17, "Queue"},
				{"extra", "method", 21, "Queue"},
				{"start", "method", 25, "Queue"},
				{"download:progress:", "method", 28, "Queue"}, // the full selector
			},
			absent:  []string{"NS_ENUM", "local", "count"},
			imports: []string{"Foundation/Foundation.h", "Network"},
		},
		{
			lang: "solidity", path: "Token.sol",
			src: `pragma solidity ^0.8.20;
import {SafeMath as SM} from "./SafeMath.sol";
import * as Lib from "./Lib.sol";

contract Token {
    enum Phase { Closed, Open }
    struct Stake {
        uint128 amount;
    }
    uint256 public constant MAX = 10;
    mapping(address => uint256) private balances;
    event Moved(address indexed to, uint256 amount);
    error TooMuch(uint256 want);
    modifier onlyOwner() {
        _;
    }
    constructor(uint256 supply) {
        balances[msg.sender] = supply;
    }
    function move(address to, uint256 amount) external onlyOwner returns (bool) {
        uint256 left = balances[msg.sender];
        return true;
    }
    receive() external payable {}
}
type Price is uint256;
`,
			defs: []wantDef{
				{"Token", "class", 4, ""},
				{"Phase", "enum", 5, "Token"},
				{"Stake", "struct", 6, "Token"},
				{"amount", "field", 7, "Token.Stake"},
				{"MAX", "constant", 9, "Token"},
				{"balances", "field", 10, "Token"},
				{"Moved", "field", 11, "Token"},
				{"TooMuch", "type_alias", 12, "Token"},
				{"onlyOwner", "method", 13, "Token"},
				{"constructor", "constructor", 16, "Token"},
				{"move", "method", 19, "Token"},
				{"receive", "method", 23, "Token"},
				{"Price", "type_alias", 25, ""},
			},
			absent:  []string{"left"},
			imports: []string{"./SafeMath.sol", "./Lib.sol"},
		},
		{
			lang: "elisp", path: "demo.el",
			src: `;;; demo.el --- Demo -*- lexical-binding: t; -*-
(require 'cl-lib)
(defgroup demo nil "Demo." :group 'tools)
(defcustom demo-size 10 "Size." :type 'integer)
(defconst demo-version "1.0")
(defvar-local demo--state nil)
(cl-defstruct (demo-item (:constructor demo-item-create)) name)
(defmacro demo-with (x &rest body) ,@body)
(defun demo-run (arg)
  "Run ARG."
  (let ((inner 1))
    (defvar demo--not-top nil)
    (+ arg inner)))
(cl-defmethod demo-show ((i demo-item)) (demo-item-name i))
(define-minor-mode demo-mode "Demo mode." :lighter " D")
(defalias 'demo-go #'demo-run)
(provide 'demo)
`,
			defs: []wantDef{
				{"demo", "variable", 2, ""},
				{"demo-size", "variable", 3, ""},
				{"demo-version", "constant", 4, ""},
				{"demo--state", "variable", 5, ""},
				{"demo-item", "struct", 6, ""},
				{"demo-with", "macro", 7, ""},
				{"demo-run", "function", 8, ""},
				{"demo-show", "method", 13, ""},
				{"demo-mode", "function", 14, ""},
				{"demo-go", "function", 15, ""},
			},
			absent:  []string{"demo--not-top"},
			imports: []string{"cl-lib"},
		},
		{
			lang: "vue", path: "Card.vue",
			src: `<template>
  <div>
    Total: {{ total }}
    <template v-if="x"><span>a</span></template>
    Label: {{ label }}
  </div>
</template>

<script setup lang="ts">
import { ref } from 'vue'
interface Item {
  id: number
}
const total = ref(0)
function add(n: number) {
  switch (n) {
    default:
      total.value += n
  }
}
</script>

<style scoped>
.card {
  color: red;
}
</style>
`,
			defs: []wantDef{
				{"Item", "interface", 10, ""},
				{"id", "field", 11, "Item"},
				{"total", "constant", 13, ""},
				{"add", "function", 14, ""},
			},
			absent:  []string{"Total", "Label", "color", "default"},
			imports: []string{"vue"},
		},
		{
			lang: "vue", path: "User.vue",
			src: `<template>
  <p>{{ user.name }}</p>
</template>

<script>
import { mapState } from 'vuex'
export default {
  name: 'UserCard',
  props: {
    user: { type: Object, required: true },
  },
  methods: {
    follow() {
      this.$emit('follow')
    },
  },
  mounted() {
    this.follow()
  },
}
</script>
`,
			defs: []wantDef{
				{"UserCard", "class", 7, ""},
				{"follow", "method", 12, "UserCard.methods"},
				{"mounted", "method", 16, "UserCard"},
			},
			imports: []string{"vuex"},
		},
		{
			lang: "dockerfile", path: "Dockerfile",
			src: `ARG BASE=alpine:3.20 EXTRA
FROM golang:1.23 AS build
ENV CGO_ENABLED=0 \
    GOOS=linux
RUN go build -o /out/app .

FROM ${BASE} AS runtime
LABEL org.opencontainers.image.title="app" maintainer="ops@example.org"
ENV HOME /data
COPY --link --from=build /out/app /app
`,
			defs: []wantDef{
				{"BASE", "variable", 0, ""},
				{"EXTRA", "variable", 0, ""},
				{"build", "module", 1, ""},
				{"CGO_ENABLED", "variable", 2, "build"},
				{"GOOS", "variable", 3, "build"},
				{"runtime", "module", 6, ""},
				{"org.opencontainers.image.title", "key", 7, "runtime"},
				{"maintainer", "key", 7, "runtime"},
				{"HOME", "variable", 8, "runtime"},
			},
			// No imports: an image is no file of the repository.
		},
		{
			lang: "nix", path: "module.nix",
			src: `{ config, lib, pkgs, ... }:
let
  cfg = config.services.app;
  mkUnit = name: { user ? "app" }: { inherit name user; };
in
{
  options.services.app = {
    enable = lib.mkEnableOption "app";
  };
  meta = with lib; {
    license = licenses.mit;
  };
  imports = [ ./hardware.nix ];
  config.users.users.app = import ../users/app.nix { inherit pkgs; };
}
`,
			defs: []wantDef{
				{"cfg", "variable", 2, ""},
				{"mkUnit", "function", 3, ""},
				{"app", "module", 6, "options.services"},
				{"enable", "variable", 7, "options.services.app"},
				{"meta", "variable", 9, ""}, // with lib; { ... }: the ";" ends it here
				{"license", "variable", 10, ""},
				{"imports", "variable", 12, ""},
				{"app", "variable", 13, "config.users.users"},
			},
			imports: []string{"../users/app.nix"},
		},
		{
			lang: "rescript", path: "Shop.res",
			src: `open Belt
include Common

type color = Red | Green
type item = {
  name: string,
  mutable stock: int,
}
exception Empty(string)
@val external now: unit => float = "Date.now"
module type Store = {
  let load: unit => array<item>
}
module Price = {
  let vat = 0.2
  let withVat = p => p *. (1.0 +. vat)
}
let rec total = (items: list<item>, acc) =>
  switch items {
  | list{} => acc
  | list{_, ...rest} => total(rest, acc + 1)
  }
let load = async (store: module(Store)) => {
  let inner = 1
  inner
}
`,
			defs: []wantDef{
				{"color", "enum", 3, ""},
				{"item", "struct", 4, ""},
				{"Empty", "class", 8, ""},
				{"now", "function", 9, ""},
				{"Store", "interface", 10, ""},
				{"load", "method", 11, "Store"},
				{"Price", "module", 13, ""},
				{"vat", "variable", 14, "Price"},
				{"withVat", "function", 15, "Price"},
				{"total", "function", 17, ""},
				{"load", "function", 22, ""},
			},
			absent:  []string{"type", "inner"},
			imports: []string{"Belt", "Common"},
		},
		{
			lang: "tlaplus", path: "Spec.tla",
			src: `---- MODULE Spec ----
EXTENDS Naturals, TLC
CONSTANTS N,   \* processes count
          Max  \* a bound
VARIABLES x, y
Init ==
    /\ x = 0
    /\ y = 0
Inc(p) == x' = x + p
a \oplus b == a + b
M == INSTANCE Other WITH z <- x
THEOREM Safe == Init => x = 0
====
`,
			defs: []wantDef{
				{"Spec", "module", 0, ""},
				{"N", "constant", 2, "Spec"},
				{"Max", "constant", 3, "Spec"},
				{"x", "variable", 4, "Spec"},
				{"y", "variable", 4, "Spec"},
				{"Init", "function", 5, "Spec"},
				{"Inc", "function", 8, "Spec"},
				{`\oplus`, "function", 9, "Spec"},
				{"M", "module", 10, "Spec"},
				{"Safe", "constant", 11, "Spec"},
			},
			absent:  []string{"processes", "count", "bound"},
			imports: []string{"Naturals", "TLC", "Other"},
		},
		{
			lang: "groovy", path: "Notes.groovy",
			src: `package org.example
import groovy.json.JsonSlurper
import org.example.vcs.GitLog as Log

enum Kind {
    FEATURE, FIX
}

interface Renderable {
}

class Notes implements Renderable {
    static final String HEADER = '# Notes'
    private final List<String> lines = []

    String render() {
        lines.join('\n')
    }

    def add(String s) {
        lines << s
    }
}
`,
			defs: []wantDef{
				{"org.example", "module", 0, ""},
				{"Kind", "enum", 4, ""},
				{"Renderable", "interface", 8, ""},
				{"Notes", "class", 11, ""},
				{"HEADER", "constant", 12, "Notes"},
				{"lines", "field", 13, "Notes"},
				{"render", "method", 15, "Notes"},
				{"add", "method", 19, "Notes"},
			},
			imports: []string{"groovy.json.JsonSlurper", "org.example.vcs.GitLog"},
		},
	}
	rx := extract.NewRegex()
	for _, c := range cases {
		t.Run(c.lang, func(t *testing.T) {
			if !rx.Supports(c.lang) {
				t.Fatalf("no regex family for %s", c.lang)
			}
			f, err := rx.Extract(context.Background(), c.lang, c.path, []byte(c.src))
			if err != nil {
				t.Fatal(err)
			}
			var got []string
			for i := range f.Symbols {
				s := &f.Symbols[i]
				got = append(got, s.Kind.String()+" "+s.Name+" @"+strconv.Itoa(int(s.NameRange.Start.Line))+" in "+s.ContainerName())
			}
			for _, w := range c.defs {
				found := false
				for i := range f.Symbols {
					s := &f.Symbols[i]
					if s.Name == w.name && s.NameRange.Start.Line == w.line {
						found = true
						if s.Kind.String() != w.kind {
							t.Errorf("%s line %d: kind %s, want %s", w.name, w.line, s.Kind, w.kind)
						}
						if cn := s.ContainerName(); cn != w.container {
							t.Errorf("%s line %d: container %q, want %q", w.name, w.line, cn, w.container)
						}
					}
				}
				if !found {
					t.Errorf("no definition %s %s at line %d; got:\n  %s", w.kind, w.name, w.line, strings.Join(got, "\n  "))
				}
			}
			for _, name := range c.absent {
				for i := range f.Symbols {
					if f.Symbols[i].Name == name {
						t.Errorf("%q must not be a definition (found %s at line %d)", name, f.Symbols[i].Kind, f.Symbols[i].NameRange.Start.Line)
					}
				}
			}
			var srcs []string
			for _, im := range f.Imports {
				srcs = append(srcs, im.Source)
			}
			for _, w := range c.imports {
				found := false
				for _, s := range srcs {
					found = found || s == w
				}
				if !found {
					t.Errorf("no import %q; got %q", w, srcs)
				}
			}
		})
	}
}
