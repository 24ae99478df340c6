; zig outline query (references only until its definitions are written).
(identifier) @reference
