; Objective-C outline query (placeholder).
(preproc_include path: (_) @import.source) @import
