  // uart_tx.v: UART transmitter and baud rate generator for the tidewater
  // sensor board. Verilog-2005.
  
  `timescale 1ns / 1ps
  `include "board_defs.vh"
  
  // Default baud rate when the parent does not override BAUD.
//⌄ enclosing_range_start soulindex . . . `verilog/uart_tx.v`/UART_DEFAULT_BAUD!
  `define UART_DEFAULT_BAUD 115200
//        ^^^^^^^^^^^^^^^^^ definition soulindex . . . `verilog/uart_tx.v`/UART_DEFAULT_BAUD!
//        kind Macro
//        documentation
//        > Default baud rate when the parent does not override BAUD.
//⌄ enclosing_range_start soulindex . . . `verilog/uart_tx.v`/UART_STOP_BITS!
  `define UART_STOP_BITS    1
//        ^^^^^^^^^^^^^^ definition soulindex . . . `verilog/uart_tx.v`/UART_STOP_BITS!
//        kind Macro
//⌃ enclosing_range_end soulindex . . . `verilog/uart_tx.v`/UART_DEFAULT_BAUD!
//⌄ enclosing_range_start soulindex . . . `verilog/uart_tx.v`/CLOG2!
  `define CLOG2(x) ((x) <= 2 ? 1 : (x) <= 4 ? 2 : (x) <= 8 ? 3 : 16)
//        ^^^^^ definition soulindex . . . `verilog/uart_tx.v`/CLOG2!
//        kind Macro
//⌃ enclosing_range_end soulindex . . . `verilog/uart_tx.v`/UART_STOP_BITS!
  
  `ifndef UART_SIM
//⌃ enclosing_range_end soulindex . . . `verilog/uart_tx.v`/CLOG2!
//  ⌄ enclosing_range_start soulindex . . . `verilog/uart_tx.v`/UART_SYNTH!
    `define UART_SYNTH
//          ^^^^^^^^^^ definition soulindex . . . `verilog/uart_tx.v`/UART_SYNTH!
//          kind Macro
  `endif
//⌃ enclosing_range_end soulindex . . . `verilog/uart_tx.v`/UART_SYNTH!
  
  /**
   * Generates a one-cycle tick at BAUD * OVERSAMPLE Hz from the system clock.
   */
//⌄ enclosing_range_start soulindex . . . `verilog/uart_tx.v`/baud_gen/
  module baud_gen #(
//       ^^^^^^^^ definition soulindex . . . `verilog/uart_tx.v`/baud_gen/
//       kind Module
//       documentation
//       > Generates a one-cycle tick at BAUD * OVERSAMPLE Hz from the system clock.
//    ⌄ enclosing_range_start soulindex . . . `verilog/uart_tx.v`/baud_gen/CLK_HZ.
      parameter integer CLK_HZ     = 50_000_000,
//                      ^^^^^^ definition soulindex . . . `verilog/uart_tx.v`/baud_gen/CLK_HZ.
//                      kind Constant
//                                            ⌃ enclosing_range_end soulindex . . . `verilog/uart_tx.v`/baud_gen/CLK_HZ.
//    ⌄ enclosing_range_start soulindex . . . `verilog/uart_tx.v`/baud_gen/BAUD.
      parameter integer BAUD       = `UART_DEFAULT_BAUD,
//                      ^^^^ definition soulindex . . . `verilog/uart_tx.v`/baud_gen/BAUD.
//                      kind Constant
//                                    ^^^^^^^^^^^^^^^^^ reference soulindex . . . `verilog/uart_tx.v`/UART_DEFAULT_BAUD!
//                                                    ⌃ enclosing_range_end soulindex . . . `verilog/uart_tx.v`/baud_gen/BAUD.
//    ⌄ enclosing_range_start soulindex . . . `verilog/uart_tx.v`/baud_gen/OVERSAMPLE.
      parameter integer OVERSAMPLE = 16
//                      ^^^^^^^^^^ definition soulindex . . . `verilog/uart_tx.v`/baud_gen/OVERSAMPLE.
//                      kind Constant
//                                    ⌃ enclosing_range_end soulindex . . . `verilog/uart_tx.v`/baud_gen/OVERSAMPLE.
  ) (
//    ⌄ enclosing_range_start soulindex . . . `verilog/uart_tx.v`/baud_gen/clk.
      input  wire clk,
//                ^^^ definition soulindex . . . `verilog/uart_tx.v`/baud_gen/clk.
//                kind Field
//                  ⌃ enclosing_range_end soulindex . . . `verilog/uart_tx.v`/baud_gen/clk.
//    ⌄ enclosing_range_start soulindex . . . `verilog/uart_tx.v`/baud_gen/rst_n.
      input  wire rst_n,
//                ^^^^^ definition soulindex . . . `verilog/uart_tx.v`/baud_gen/rst_n.
//                kind Field
//                    ⌃ enclosing_range_end soulindex . . . `verilog/uart_tx.v`/baud_gen/rst_n.
//    ⌄ enclosing_range_start soulindex . . . `verilog/uart_tx.v`/baud_gen/tick.
      output reg  tick
//                ^^^^ definition soulindex . . . `verilog/uart_tx.v`/baud_gen/tick.
//                kind Field
//                   ⌃ enclosing_range_end soulindex . . . `verilog/uart_tx.v`/baud_gen/tick.
  );
//    ⌄ enclosing_range_start soulindex . . . `verilog/uart_tx.v`/baud_gen/DIVISOR.
      localparam integer DIVISOR = CLK_HZ / (BAUD * OVERSAMPLE);
//                       ^^^^^^^ definition soulindex . . . `verilog/uart_tx.v`/baud_gen/DIVISOR.
//                       kind Constant
//                                                             ⌃ enclosing_range_end soulindex . . . `verilog/uart_tx.v`/baud_gen/DIVISOR.
//    ⌄ enclosing_range_start soulindex . . . `verilog/uart_tx.v`/baud_gen/CW.
      localparam integer CW      = (DIVISOR > 255) ? 16 : 8;
//                       ^^ definition soulindex . . . `verilog/uart_tx.v`/baud_gen/CW.
//                       kind Constant
//                                                         ⌃ enclosing_range_end soulindex . . . `verilog/uart_tx.v`/baud_gen/CW.
  
//    ⌄ enclosing_range_start soulindex . . . `verilog/uart_tx.v`/baud_gen/count.
      reg [CW-1:0] count;
//                 ^^^^^ definition soulindex . . . `verilog/uart_tx.v`/baud_gen/count.
//                 kind Variable
//                      ⌃ enclosing_range_end soulindex . . . `verilog/uart_tx.v`/baud_gen/count.
  
      always @(posedge clk or negedge rst_n) begin
          if (!rst_n) begin
              count <= {CW{1'b0}};
              tick  <= 1'b0;
          end else if (count == DIVISOR - 1) begin
              count <= {CW{1'b0}};
              tick  <= 1'b1;
          end else begin
              count <= count + 1'b1;
              tick  <= 1'b0;
          end
      end
  endmodule
//        ⌃ enclosing_range_end soulindex . . . `verilog/uart_tx.v`/baud_gen/
  
  // Serialises one byte per request: start bit, 8 data bits LSB first, an
  // optional even parity bit and the stop bits.
//⌄ enclosing_range_start soulindex . . . `verilog/uart_tx.v`/uart_tx/
  module uart_tx #(
//       ^^^^^^^ definition soulindex . . . `verilog/uart_tx.v`/uart_tx/
//       kind Module
//       documentation
//       > Serialises one byte per request: start bit, 8 data bits LSB first, an
//       > optional even parity bit and the stop bits.
//    ⌄ enclosing_range_start soulindex . . . `verilog/uart_tx.v`/uart_tx/CLK_HZ.
      parameter CLK_HZ = 50_000_000,
//              ^^^^^^ definition soulindex . . . `verilog/uart_tx.v`/uart_tx/CLK_HZ.
//              kind Constant
//                                ⌃ enclosing_range_end soulindex . . . `verilog/uart_tx.v`/uart_tx/CLK_HZ.
//    ⌄ enclosing_range_start soulindex . . . `verilog/uart_tx.v`/uart_tx/BAUD.
      parameter BAUD   = `UART_DEFAULT_BAUD,
//              ^^^^ definition soulindex . . . `verilog/uart_tx.v`/uart_tx/BAUD.
//              kind Constant
//                        ^^^^^^^^^^^^^^^^^ reference soulindex . . . `verilog/uart_tx.v`/UART_DEFAULT_BAUD!
//                                        ⌃ enclosing_range_end soulindex . . . `verilog/uart_tx.v`/uart_tx/BAUD.
//    ⌄ enclosing_range_start soulindex . . . `verilog/uart_tx.v`/uart_tx/PARITY.
      parameter PARITY = 0
//              ^^^^^^ definition soulindex . . . `verilog/uart_tx.v`/uart_tx/PARITY.
//              kind Constant
//                       ⌃ enclosing_range_end soulindex . . . `verilog/uart_tx.v`/uart_tx/PARITY.
  ) (
//    ⌄ enclosing_range_start soulindex . . . `verilog/uart_tx.v`/uart_tx/clk.
      input            clk,
//                     ^^^ definition soulindex . . . `verilog/uart_tx.v`/uart_tx/clk.
//                     kind Field
//                       ⌃ enclosing_range_end soulindex . . . `verilog/uart_tx.v`/uart_tx/clk.
//    ⌄ enclosing_range_start soulindex . . . `verilog/uart_tx.v`/uart_tx/rst_n.
      input            rst_n,
//                     ^^^^^ definition soulindex . . . `verilog/uart_tx.v`/uart_tx/rst_n.
//                     kind Field
//                         ⌃ enclosing_range_end soulindex . . . `verilog/uart_tx.v`/uart_tx/rst_n.
//    ⌄ enclosing_range_start soulindex . . . `verilog/uart_tx.v`/uart_tx/data.
      input      [7:0] data,
//                     ^^^^ definition soulindex . . . `verilog/uart_tx.v`/uart_tx/data.
//                     kind Field
//                        ⌃ enclosing_range_end soulindex . . . `verilog/uart_tx.v`/uart_tx/data.
//    ⌄ enclosing_range_start soulindex . . . `verilog/uart_tx.v`/uart_tx/valid.
      input            valid,
//                     ^^^^^ definition soulindex . . . `verilog/uart_tx.v`/uart_tx/valid.
//                     kind Field
//                         ⌃ enclosing_range_end soulindex . . . `verilog/uart_tx.v`/uart_tx/valid.
//    ⌄ enclosing_range_start soulindex . . . `verilog/uart_tx.v`/uart_tx/ready.
      output           ready,
//                     ^^^^^ definition soulindex . . . `verilog/uart_tx.v`/uart_tx/ready.
//                     kind Field
//                         ⌃ enclosing_range_end soulindex . . . `verilog/uart_tx.v`/uart_tx/ready.
//    ⌄ enclosing_range_start soulindex . . . `verilog/uart_tx.v`/uart_tx/txd.
      output reg       txd
//                     ^^^ definition soulindex . . . `verilog/uart_tx.v`/uart_tx/txd.
//                     kind Field
//                       ⌃ enclosing_range_end soulindex . . . `verilog/uart_tx.v`/uart_tx/txd.
  );
//    ⌄ enclosing_range_start soulindex . . . `verilog/uart_tx.v`/uart_tx/S_IDLE.
//    ⌄ enclosing_range_start soulindex . . . `verilog/uart_tx.v`/uart_tx/S_START.
//    ⌄ enclosing_range_start soulindex . . . `verilog/uart_tx.v`/uart_tx/S_DATA.
//    ⌄ enclosing_range_start soulindex . . . `verilog/uart_tx.v`/uart_tx/S_STOP.
      localparam S_IDLE   = 2'd0,
//               ^^^^^^ definition soulindex . . . `verilog/uart_tx.v`/uart_tx/S_IDLE.
//               kind Constant
                 S_START  = 2'd1,
//               ^^^^^^^ definition soulindex . . . `verilog/uart_tx.v`/uart_tx/S_START.
//               kind Constant
                 S_DATA   = 2'd2,
//               ^^^^^^ definition soulindex . . . `verilog/uart_tx.v`/uart_tx/S_DATA.
//               kind Constant
                 S_STOP   = 2'd3;
//               ^^^^^^ definition soulindex . . . `verilog/uart_tx.v`/uart_tx/S_STOP.
//               kind Constant
//                              ⌃ enclosing_range_end soulindex . . . `verilog/uart_tx.v`/uart_tx/S_IDLE.
//                              ⌃ enclosing_range_end soulindex . . . `verilog/uart_tx.v`/uart_tx/S_START.
//                              ⌃ enclosing_range_end soulindex . . . `verilog/uart_tx.v`/uart_tx/S_DATA.
//                              ⌃ enclosing_range_end soulindex . . . `verilog/uart_tx.v`/uart_tx/S_STOP.
  
      // Current state of the transmit FSM.
//    ⌄ enclosing_range_start soulindex . . . `verilog/uart_tx.v`/uart_tx/state.
      reg  [1:0] state;
//               ^^^^^ definition soulindex . . . `verilog/uart_tx.v`/uart_tx/state.
//               kind Variable
//               documentation
//               > Current state of the transmit FSM.
//                    ⌃ enclosing_range_end soulindex . . . `verilog/uart_tx.v`/uart_tx/state.
//    ⌄ enclosing_range_start soulindex . . . `verilog/uart_tx.v`/uart_tx/bit_idx.
      reg  [2:0] bit_idx;
//               ^^^^^^^ definition soulindex . . . `verilog/uart_tx.v`/uart_tx/bit_idx.
//               kind Variable
//                      ⌃ enclosing_range_end soulindex . . . `verilog/uart_tx.v`/uart_tx/bit_idx.
//    ⌄ enclosing_range_start soulindex . . . `verilog/uart_tx.v`/uart_tx/shift.
      reg  [7:0] shift;
//               ^^^^^ definition soulindex . . . `verilog/uart_tx.v`/uart_tx/shift.
//               kind Variable
//                    ⌃ enclosing_range_end soulindex . . . `verilog/uart_tx.v`/uart_tx/shift.
//    ⌄ enclosing_range_start soulindex . . . `verilog/uart_tx.v`/uart_tx/os_count.
      reg  [3:0] os_count;
//               ^^^^^^^^ definition soulindex . . . `verilog/uart_tx.v`/uart_tx/os_count.
//               kind Variable
//                       ⌃ enclosing_range_end soulindex . . . `verilog/uart_tx.v`/uart_tx/os_count.
//    ⌄ enclosing_range_start soulindex . . . `verilog/uart_tx.v`/uart_tx/baud_tick.
//    ⌄ enclosing_range_start soulindex . . . `verilog/uart_tx.v`/uart_tx/parity_bit.
      wire       baud_tick, parity_bit;
//               ^^^^^^^^^ definition soulindex . . . `verilog/uart_tx.v`/uart_tx/baud_tick.
//               kind Variable
//                          ^^^^^^^^^^ definition soulindex . . . `verilog/uart_tx.v`/uart_tx/parity_bit.
//                          kind Variable
//                                    ⌃ enclosing_range_end soulindex . . . `verilog/uart_tx.v`/uart_tx/baud_tick.
//                                    ⌃ enclosing_range_end soulindex . . . `verilog/uart_tx.v`/uart_tx/parity_bit.
//    ⌄ enclosing_range_start soulindex . . . `verilog/uart_tx.v`/uart_tx/frames_sent.
      integer    frames_sent;
//               ^^^^^^^^^^^ definition soulindex . . . `verilog/uart_tx.v`/uart_tx/frames_sent.
//               kind Variable
//                          ⌃ enclosing_range_end soulindex . . . `verilog/uart_tx.v`/uart_tx/frames_sent.
  
      assign ready = (state == S_IDLE);
      assign parity_bit = even_parity(shift);
  
//    ⌄ enclosing_range_start soulindex . . . `verilog/uart_tx.v`/uart_tx/u_baud.
      baud_gen #(
//    ^^^^^^^^ reference soulindex . . . `verilog/uart_tx.v`/baud_gen/
          .CLK_HZ(CLK_HZ),
          .BAUD(BAUD)
      ) u_baud (
//      ^^^^^^ definition soulindex . . . `verilog/uart_tx.v`/uart_tx/u_baud.
//      kind Variable
          .clk  (clk),
          .rst_n(rst_n),
          .tick (baud_tick)
      );
//     ⌃ enclosing_range_end soulindex . . . `verilog/uart_tx.v`/uart_tx/u_baud.
  
      // Even parity of a byte.
//    ⌄ enclosing_range_start soulindex . . . `verilog/uart_tx.v`/uart_tx/even_parity().
      function even_parity;
//             ^^^^^^^^^^^ definition soulindex . . . `verilog/uart_tx.v`/uart_tx/even_parity().
//             kind Function
//             documentation
//             > Even parity of a byte.
          input [7:0] value;
          integer i;
          begin
              even_parity = 1'b0;
              for (i = 0; i < 8; i = i + 1)
                  even_parity = even_parity ^ value[i];
          end
      endfunction
//              ⌃ enclosing_range_end soulindex . . . `verilog/uart_tx.v`/uart_tx/even_parity().
  
//    ⌄ enclosing_range_start soulindex . . . `verilog/uart_tx.v`/uart_tx/frame_bits().
      function automatic [3:0] frame_bits(input integer parity);
//                             ^^^^^^^^^^ definition soulindex . . . `verilog/uart_tx.v`/uart_tx/frame_bits().
//                             kind Function
          frame_bits = 4'd9 + parity + `UART_STOP_BITS;
//                                      ^^^^^^^^^^^^^^ reference soulindex . . . `verilog/uart_tx.v`/UART_STOP_BITS!
      endfunction
//              ⌃ enclosing_range_end soulindex . . . `verilog/uart_tx.v`/uart_tx/frame_bits().
  
      always @(posedge clk or negedge rst_n) begin
          if (!rst_n) begin
              state       <= S_IDLE;
              txd         <= 1'b1;
              bit_idx     <= 3'd0;
              os_count    <= 4'd0;
              frames_sent <= 0;
          end else begin
              case (state)
                  S_IDLE: if (valid) begin
                      shift <= data;
                      state <= S_START;
                  end
                  S_START: if (baud_tick) begin
                      txd   <= 1'b0;
                      state <= S_DATA;
                  end
                  S_DATA: if (baud_tick) begin
                      txd     <= shift[bit_idx];
                      bit_idx <= bit_idx + 1'b1;
                      if (bit_idx == 3'd7) state <= S_STOP;
                  end
                  S_STOP: if (baud_tick) begin
                      txd         <= 1'b1;
                      state       <= S_IDLE;
                      frames_sent <= frames_sent + 1;
                  end
              endcase
          end
      end
  
  `ifdef UART_SIM
      // Prints a frame as it is sent (simulation only).
//    ⌄ enclosing_range_start soulindex . . . `verilog/uart_tx.v`/uart_tx/show_frame().
      task show_frame;
//         ^^^^^^^^^^ definition soulindex . . . `verilog/uart_tx.v`/uart_tx/show_frame().
//         kind Function
//         documentation
//         > Prints a frame as it is sent (simulation only).
          input [7:0] value;
          begin
              $display("%t uart_tx: 0x%02h (%0d frames)", $time, value, frames_sent);
          end
      endtask
//          ⌃ enclosing_range_end soulindex . . . `verilog/uart_tx.v`/uart_tx/show_frame().
  `endif
  endmodule
//        ⌃ enclosing_range_end soulindex . . . `verilog/uart_tx.v`/uart_tx/
  
  // A transmitter pair sharing one baud generator per instance.
//⌄ enclosing_range_start soulindex . . . `verilog/uart_tx.v`/uart_tx_pair/
  module uart_tx_pair (
//       ^^^^^^^^^^^^ definition soulindex . . . `verilog/uart_tx.v`/uart_tx_pair/
//       kind Module
//       documentation
//       > A transmitter pair sharing one baud generator per instance.
//    ⌄ enclosing_range_start soulindex . . . `verilog/uart_tx.v`/uart_tx_pair/clk.
      input        clk,
//                 ^^^ definition soulindex . . . `verilog/uart_tx.v`/uart_tx_pair/clk.
//                 kind Field
//                   ⌃ enclosing_range_end soulindex . . . `verilog/uart_tx.v`/uart_tx_pair/clk.
//    ⌄ enclosing_range_start soulindex . . . `verilog/uart_tx.v`/uart_tx_pair/rst_n.
      input        rst_n,
//                 ^^^^^ definition soulindex . . . `verilog/uart_tx.v`/uart_tx_pair/rst_n.
//                 kind Field
//                     ⌃ enclosing_range_end soulindex . . . `verilog/uart_tx.v`/uart_tx_pair/rst_n.
//    ⌄ enclosing_range_start soulindex . . . `verilog/uart_tx.v`/uart_tx_pair/data_a.
//                         ⌄ enclosing_range_start soulindex . . . `verilog/uart_tx.v`/uart_tx_pair/data_b.
      input  [7:0] data_a, data_b,
//                 ^^^^^^ definition soulindex . . . `verilog/uart_tx.v`/uart_tx_pair/data_a.
//                 kind Field
//                         ^^^^^^ definition soulindex . . . `verilog/uart_tx.v`/uart_tx_pair/data_b.
//                         kind Field
//                      ⌃ enclosing_range_end soulindex . . . `verilog/uart_tx.v`/uart_tx_pair/data_a.
//                              ⌃ enclosing_range_end soulindex . . . `verilog/uart_tx.v`/uart_tx_pair/data_b.
//    ⌄ enclosing_range_start soulindex . . . `verilog/uart_tx.v`/uart_tx_pair/valid_a.
//                          ⌄ enclosing_range_start soulindex . . . `verilog/uart_tx.v`/uart_tx_pair/valid_b.
      input        valid_a, valid_b,
//                 ^^^^^^^ definition soulindex . . . `verilog/uart_tx.v`/uart_tx_pair/valid_a.
//                 kind Field
//                          ^^^^^^^ definition soulindex . . . `verilog/uart_tx.v`/uart_tx_pair/valid_b.
//                          kind Field
//                       ⌃ enclosing_range_end soulindex . . . `verilog/uart_tx.v`/uart_tx_pair/valid_a.
//                                ⌃ enclosing_range_end soulindex . . . `verilog/uart_tx.v`/uart_tx_pair/valid_b.
//    ⌄ enclosing_range_start soulindex . . . `verilog/uart_tx.v`/uart_tx_pair/txd_a.
//                        ⌄ enclosing_range_start soulindex . . . `verilog/uart_tx.v`/uart_tx_pair/txd_b.
      output       txd_a, txd_b
//                 ^^^^^ definition soulindex . . . `verilog/uart_tx.v`/uart_tx_pair/txd_a.
//                 kind Field
//                        ^^^^^ definition soulindex . . . `verilog/uart_tx.v`/uart_tx_pair/txd_b.
//                        kind Field
//                     ⌃ enclosing_range_end soulindex . . . `verilog/uart_tx.v`/uart_tx_pair/txd_a.
//                            ⌃ enclosing_range_end soulindex . . . `verilog/uart_tx.v`/uart_tx_pair/txd_b.
  );
//    ⌄ enclosing_range_start soulindex . . . `verilog/uart_tx.v`/uart_tx_pair/ready_a.
//    ⌄ enclosing_range_start soulindex . . . `verilog/uart_tx.v`/uart_tx_pair/ready_b.
      wire ready_a, ready_b;
//         ^^^^^^^ definition soulindex . . . `verilog/uart_tx.v`/uart_tx_pair/ready_a.
//         kind Variable
//                  ^^^^^^^ definition soulindex . . . `verilog/uart_tx.v`/uart_tx_pair/ready_b.
//                  kind Variable
//                         ⌃ enclosing_range_end soulindex . . . `verilog/uart_tx.v`/uart_tx_pair/ready_a.
//                         ⌃ enclosing_range_end soulindex . . . `verilog/uart_tx.v`/uart_tx_pair/ready_b.
  
//    ⌄ enclosing_range_start soulindex . . . `verilog/uart_tx.v`/uart_tx_pair/u_a.
      uart_tx #(.PARITY(1)) u_a (
//    ^^^^^^^ reference soulindex . . . `verilog/uart_tx.v`/uart_tx/
//                          ^^^ definition soulindex . . . `verilog/uart_tx.v`/uart_tx_pair/u_a.
//                          kind Variable
          .clk(clk), .rst_n(rst_n), .data(data_a), .valid(valid_a),
          .ready(ready_a), .txd(txd_a)
      );
//     ⌃ enclosing_range_end soulindex . . . `verilog/uart_tx.v`/uart_tx_pair/u_a.
//    ⌄ enclosing_range_start soulindex . . . `verilog/uart_tx.v`/uart_tx_pair/u_b.
      uart_tx u_b (clk, rst_n, data_b, valid_b, ready_b, txd_b);
//    ^^^^^^^ reference soulindex . . . `verilog/uart_tx.v`/uart_tx/
//            ^^^ definition soulindex . . . `verilog/uart_tx.v`/uart_tx_pair/u_b.
//            kind Variable
//                                                             ⌃ enclosing_range_end soulindex . . . `verilog/uart_tx.v`/uart_tx_pair/u_b.
  
//    ⌄ enclosing_range_start soulindex . . . `verilog/uart_tx.v`/uart_tx_pair/g.
      genvar g;
//           ^ definition soulindex . . . `verilog/uart_tx.v`/uart_tx_pair/g.
//           kind Variable
//            ⌃ enclosing_range_end soulindex . . . `verilog/uart_tx.v`/uart_tx_pair/g.
      generate
          for (g = 0; g < 2; g = g + 1) begin : g_sync
//            ⌄ enclosing_range_start soulindex . . . `verilog/uart_tx.v`/uart_tx_pair/g_sync#sync.
              reg [1:0] sync;
//                      ^^^^ definition soulindex . . . `verilog/uart_tx.v`/uart_tx_pair/g_sync#sync.
//                      kind Variable
//                          ⌃ enclosing_range_end soulindex . . . `verilog/uart_tx.v`/uart_tx_pair/g_sync#sync.
              always @(posedge clk) begin
                  sync[0] <= rst_n;
                  sync[1] <= sync[0];
              end
          end
      endgenerate
  endmodule
//        ⌃ enclosing_range_end soulindex . . . `verilog/uart_tx.v`/uart_tx_pair/
  
  // Two-flop synchroniser in Verilog-1995 style (non-ANSI ports).
//⌄ enclosing_range_start soulindex . . . `verilog/uart_tx.v`/sync_2ff/
  module sync_2ff (clk, d, q);
//       ^^^^^^^^ definition soulindex . . . `verilog/uart_tx.v`/sync_2ff/
//       kind Module
//       documentation
//       > Two-flop synchroniser in Verilog-1995 style (non-ANSI ports).
//    ⌄ enclosing_range_start soulindex . . . `verilog/uart_tx.v`/sync_2ff/WIDTH.
      parameter WIDTH = 1;
//              ^^^^^ definition soulindex . . . `verilog/uart_tx.v`/sync_2ff/WIDTH.
//              kind Constant
//                       ⌃ enclosing_range_end soulindex . . . `verilog/uart_tx.v`/sync_2ff/WIDTH.
//    ⌄ enclosing_range_start soulindex . . . `verilog/uart_tx.v`/sync_2ff/clk.
      input              clk;
//                       ^^^ definition soulindex . . . `verilog/uart_tx.v`/sync_2ff/clk.
//                       kind Field
//                         ⌃ enclosing_range_end soulindex . . . `verilog/uart_tx.v`/sync_2ff/clk.
//    ⌄ enclosing_range_start soulindex . . . `verilog/uart_tx.v`/sync_2ff/d.
      input  [WIDTH-1:0] d;
//                       ^ definition soulindex . . . `verilog/uart_tx.v`/sync_2ff/d.
//                       kind Field
//                       ⌃ enclosing_range_end soulindex . . . `verilog/uart_tx.v`/sync_2ff/d.
//    ⌄ enclosing_range_start soulindex . . . `verilog/uart_tx.v`/sync_2ff/q.
      output [WIDTH-1:0] q;
//                       ^ definition soulindex . . . `verilog/uart_tx.v`/sync_2ff/q.
//                       kind Field
//                       ⌃ enclosing_range_end soulindex . . . `verilog/uart_tx.v`/sync_2ff/q.
//    ⌄ enclosing_range_start soulindex . . . `verilog/uart_tx.v`/sync_2ff/q.
//    ⌄ enclosing_range_start soulindex . . . `verilog/uart_tx.v`/sync_2ff/meta.
      reg    [WIDTH-1:0] q, meta;
//                       ^ definition soulindex . . . `verilog/uart_tx.v`/sync_2ff/q.
//                       kind Field
//                          ^^^^ definition soulindex . . . `verilog/uart_tx.v`/sync_2ff/meta.
//                          kind Variable
//                              ⌃ enclosing_range_end soulindex . . . `verilog/uart_tx.v`/sync_2ff/q.
//                              ⌃ enclosing_range_end soulindex . . . `verilog/uart_tx.v`/sync_2ff/meta.
  
      always @(posedge clk) begin : sample
          reg unused_local;
          meta <= d;
          q    <= meta;
      end
  endmodule
//        ⌃ enclosing_range_end soulindex . . . `verilog/uart_tx.v`/sync_2ff/
  
