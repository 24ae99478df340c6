; ocaml_interface outline query (references only until its definitions are written).
(value_name) @reference
