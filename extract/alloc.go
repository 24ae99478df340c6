package extract

/*
#include <stddef.h>
void ts_set_allocator(void *(*)(size_t), void *(*)(size_t, size_t), void *(*)(void *, size_t), void (*)(void *));
static void use_libc_allocator(void) { ts_set_allocator(NULL, NULL, NULL, NULL); }
*/
import "C"

// go-tree-sitter v0.25.0 routes every allocation of the tree-sitter C
// library through a C→Go→C callback so that Go code may replace the
// allocator. That round trip costs more than parsing itself; tree-sitter's
// own default is plain libc malloc, which every other part of the binding
// also uses, so restoring it is safe. It must happen before the first parser
// exists, hence init: it configures a C library, not Go state.
func init() { C.use_libc_allocator() }
