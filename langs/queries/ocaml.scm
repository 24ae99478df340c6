; ocaml outline query (references only until its definitions are written).
(value_name) @reference
