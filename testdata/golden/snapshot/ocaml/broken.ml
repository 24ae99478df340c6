  (** A file with deliberate syntax errors. *)
  
  (** Fine. *)
//⌄ enclosing_range_start soulindex . . . `ocaml/broken.ml`/good().
  let good x = x + 1
//    ^^^^ definition soulindex . . . `ocaml/broken.ml`/good().
//    kind Function
//    documentation
//    > Fine.
//                 ⌃ enclosing_range_end soulindex . . . `ocaml/broken.ml`/good().
  
//⌄ enclosing_range_start soulindex . . . `ocaml/broken.ml`/bad.
  let bad x = (x +
//    ^^^ definition soulindex . . . `ocaml/broken.ml`/bad.
//    kind Variable
//      ⌃ enclosing_range_end soulindex . . . `ocaml/broken.ml`/bad.
  
  type shape = Circle of float | Square of
  
  (** After the errors. *)
  let after y = good y
//              ^^^^ reference soulindex . . . `ocaml/broken.ml`/good().
  
  module Broken = struct
//  ⌄ enclosing_range_start soulindex . . . `ocaml/broken.ml`/inside.
    let inside = 1
//      ^^^^^^ definition soulindex . . . `ocaml/broken.ml`/inside.
//      kind Variable
//               ⌃ enclosing_range_end soulindex . . . `ocaml/broken.ml`/inside.
  
