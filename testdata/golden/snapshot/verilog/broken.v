  // A file with syntax errors.
//⌄ enclosing_range_start soulindex . . . `verilog/broken.v`/good/
//             ⌄ enclosing_range_start soulindex . . . `verilog/broken.v`/good/clk.
//                        ⌄ enclosing_range_start soulindex . . . `verilog/broken.v`/good/q.
  module good (input clk, output reg q);
//       ^^^^ definition soulindex . . . `verilog/broken.v`/good/
//       kind Module
//       documentation
//       > A file with syntax errors.
//                   ^^^ definition soulindex . . . `verilog/broken.v`/good/clk.
//                   kind Field
//                                   ^ definition soulindex . . . `verilog/broken.v`/good/q.
//                                   kind Field
//                     ⌃ enclosing_range_end soulindex . . . `verilog/broken.v`/good/clk.
//                                   ⌃ enclosing_range_end soulindex . . . `verilog/broken.v`/good/q.
      always @(posedge clk) q <= ~q;
  endmodule
//        ⌃ enclosing_range_end soulindex . . . `verilog/broken.v`/good/
  
//⌄ enclosing_range_start soulindex . . . `verilog/broken.v`/bad/
//            ⌄ enclosing_range_start soulindex . . . `verilog/broken.v`/bad/clk.
//                       ⌄ enclosing_range_start soulindex . . . `verilog/broken.v`/bad/wire.
  module bad (input clk, output q
//       ^^^ definition soulindex . . . `verilog/broken.v`/bad/
//       kind Module
//                  ^^^ definition soulindex . . . `verilog/broken.v`/bad/clk.
//                  kind Field
//                    ⌃ enclosing_range_end soulindex . . . `verilog/broken.v`/bad/clk.
      wire w = ;
//    ^^^^ definition soulindex . . . `verilog/broken.v`/bad/wire.
//    kind Field
      assign q = w
  endmodule
  
  // Still found after the errors?
//                                 ⌄ enclosing_range_start soulindex . . . `verilog/broken.v`/bad/a.
//                                                  ⌄ enclosing_range_start soulindex . . . `verilog/broken.v`/bad/y.
  module after #(parameter N = 4) (input [N-1:0] a, output [N-1:0] y);
//                                               ^ definition soulindex . . . `verilog/broken.v`/bad/a.
//                                               kind Field
//                                                                 ^ definition soulindex . . . `verilog/broken.v`/bad/y.
//                                                                 kind Field
//                             ⌃ enclosing_range_end soulindex . . . `verilog/broken.v`/bad/wire.
//                                               ⌃ enclosing_range_end soulindex . . . `verilog/broken.v`/bad/a.
//                                                                 ⌃ enclosing_range_end soulindex . . . `verilog/broken.v`/bad/y.
      assign y = ~a;
  endmodule
//        ⌃ enclosing_range_end soulindex . . . `verilog/broken.v`/bad/
  
