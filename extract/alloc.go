package extract

/*
#include <stddef.h>
#include <stdlib.h> // defines __GLIBC__ under glibc
void ts_set_allocator(void *(*)(size_t), void *(*)(size_t, size_t), void *(*)(void *, size_t), void (*)(void *));
static void use_libc_allocator(void) { ts_set_allocator(NULL, NULL, NULL, NULL); }
#ifdef __GLIBC__
#include <malloc.h>
static void trim_heap(void) { malloc_trim(0); }
#else
static void trim_heap(void) {}
#endif
*/
import "C"

// go-tree-sitter v0.25.0 routes every allocation of the tree-sitter C
// library through a C→Go→C callback so that Go code may replace the
// allocator. That round trip costs more than parsing itself; tree-sitter's
// own default is plain libc malloc, which every other part of the binding
// also uses, so restoring it is safe. It must happen before the first parser
// exists, hence init: it configures a C library, not Go state.
func init() { C.use_libc_allocator() }

// ReleaseParserMemory returns to the system the C heap memory that parse
// trees and query captures used and freed. glibc keeps freed memory in
// per-thread arenas for reuse: after a whole tree's extraction that is
// about 150 MB (GOROOT/src) held, unused, through the rest of the run.
// Callers release it once extraction is done; elsewhere than glibc it
// does nothing.
func ReleaseParserMemory() { C.trim_heap() }
