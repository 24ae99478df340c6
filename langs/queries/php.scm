; php outline query (references only until its definitions are written).
(name) @reference
