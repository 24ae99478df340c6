package main

import "github.com/soulindex/soulindex/pipeline"

// version reports the module version stamped by the Go toolchain.
func version() string { return pipeline.Version() }
