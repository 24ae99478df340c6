#!/bin/bash
# build.sh builds things.

greet() {
	echo "hello $1"
}

build_all() {
	greet "world"
	greet "again"
}

build_all
