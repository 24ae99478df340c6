  // dma.sv: a small descriptor-based DMA engine with its AXI-lite style
  // register interface and a UVM-free testbench scoreboard.
  
  `ifndef DMA_SV
//        ^^^^^^ reference soulindex . . . `verilog/dma.sv`/DMA_SV!
//⌄ enclosing_range_start soulindex . . . `verilog/dma.sv`/DMA_SV!
  `define DMA_SV
//        ^^^^^^ definition soulindex . . . `verilog/dma.sv`/DMA_SV!
//        kind Macro
  
  `include "dma_defs.svh"
//⌃ enclosing_range_end soulindex . . . `verilog/dma.sv`/DMA_SV!
  
//⌄ enclosing_range_start soulindex . . . `verilog/dma.sv`/DMA_ASSERT!
  `define DMA_ASSERT(cond, msg) assert (cond) else $error(msg)
//        ^^^^^^^^^^ definition soulindex . . . `verilog/dma.sv`/DMA_ASSERT!
//        kind Macro
  
  // Types and helpers shared by the DMA engine and its testbench.
//⌃ enclosing_range_end soulindex . . . `verilog/dma.sv`/DMA_ASSERT!
//⌄ enclosing_range_start soulindex . . . `verilog/dma.sv`/dma_pkg/
  package dma_pkg;
//        ^^^^^^^ definition soulindex . . . `verilog/dma.sv`/dma_pkg/
//        kind Module
//        documentation
//        > Types and helpers shared by the DMA engine and its testbench.
//    ⌄ enclosing_range_start soulindex . . . `verilog/dma.sv`/dma_pkg/ADDR_W.
      parameter int ADDR_W = 32;
//                  ^^^^^^ definition soulindex . . . `verilog/dma.sv`/dma_pkg/ADDR_W.
//                  kind Constant
//                             ⌃ enclosing_range_end soulindex . . . `verilog/dma.sv`/dma_pkg/ADDR_W.
//    ⌄ enclosing_range_start soulindex . . . `verilog/dma.sv`/dma_pkg/DATA_W.
      parameter int DATA_W = 64;
//                  ^^^^^^ definition soulindex . . . `verilog/dma.sv`/dma_pkg/DATA_W.
//                  kind Constant
//                             ⌃ enclosing_range_end soulindex . . . `verilog/dma.sv`/dma_pkg/DATA_W.
//    ⌄ enclosing_range_start soulindex . . . `verilog/dma.sv`/dma_pkg/MAX_BURST.
      localparam int MAX_BURST = 16;
//                   ^^^^^^^^^ definition soulindex . . . `verilog/dma.sv`/dma_pkg/MAX_BURST.
//                   kind Constant
//                                 ⌃ enclosing_range_end soulindex . . . `verilog/dma.sv`/dma_pkg/MAX_BURST.
  
      // State of one DMA channel.
//    ⌄ enclosing_range_start soulindex . . . `verilog/dma.sv`/dma_pkg/ch_state_e#
      typedef enum logic [1:0] {
//        ⌄ enclosing_range_start soulindex . . . `verilog/dma.sv`/dma_pkg/ch_state_e#CH_IDLE.
          CH_IDLE,
//        ^^^^^^^ definition soulindex . . . `verilog/dma.sv`/dma_pkg/ch_state_e#CH_IDLE.
//        kind EnumMember
//              ⌃ enclosing_range_end soulindex . . . `verilog/dma.sv`/dma_pkg/ch_state_e#CH_IDLE.
//        ⌄ enclosing_range_start soulindex . . . `verilog/dma.sv`/dma_pkg/ch_state_e#CH_FETCH.
          CH_FETCH,
//        ^^^^^^^^ definition soulindex . . . `verilog/dma.sv`/dma_pkg/ch_state_e#CH_FETCH.
//        kind EnumMember
//               ⌃ enclosing_range_end soulindex . . . `verilog/dma.sv`/dma_pkg/ch_state_e#CH_FETCH.
//        ⌄ enclosing_range_start soulindex . . . `verilog/dma.sv`/dma_pkg/ch_state_e#CH_COPY.
          CH_COPY = 2'd2,
//        ^^^^^^^ definition soulindex . . . `verilog/dma.sv`/dma_pkg/ch_state_e#CH_COPY.
//        kind EnumMember
//                     ⌃ enclosing_range_end soulindex . . . `verilog/dma.sv`/dma_pkg/ch_state_e#CH_COPY.
//        ⌄ enclosing_range_start soulindex . . . `verilog/dma.sv`/dma_pkg/ch_state_e#CH_DONE.
          CH_DONE
//        ^^^^^^^ definition soulindex . . . `verilog/dma.sv`/dma_pkg/ch_state_e#CH_DONE.
//        kind EnumMember
//              ⌃ enclosing_range_end soulindex . . . `verilog/dma.sv`/dma_pkg/ch_state_e#CH_DONE.
      } ch_state_e;
//      ^^^^^^^^^^ definition soulindex . . . `verilog/dma.sv`/dma_pkg/ch_state_e#
//      kind Enum
//      documentation
//      > State of one DMA channel.
//                ⌃ enclosing_range_end soulindex . . . `verilog/dma.sv`/dma_pkg/ch_state_e#
  
//    ⌄ enclosing_range_start soulindex . . . `verilog/dma.sv`/dma_pkg/status_e#
//                   ⌄ enclosing_range_start soulindex . . . `verilog/dma.sv`/dma_pkg/status_e#OK.
//                       ⌄ enclosing_range_start soulindex . . . `verilog/dma.sv`/dma_pkg/status_e#ERR_ALIGN.
//                                  ⌄ enclosing_range_start soulindex . . . `verilog/dma.sv`/dma_pkg/status_e#ERR_BUS.
      typedef enum { OK, ERR_ALIGN, ERR_BUS } status_e;
//                   ^^ definition soulindex . . . `verilog/dma.sv`/dma_pkg/status_e#OK.
//                   kind EnumMember
//                       ^^^^^^^^^ definition soulindex . . . `verilog/dma.sv`/dma_pkg/status_e#ERR_ALIGN.
//                       kind EnumMember
//                                  ^^^^^^^ definition soulindex . . . `verilog/dma.sv`/dma_pkg/status_e#ERR_BUS.
//                                  kind EnumMember
//                                            ^^^^^^^^ definition soulindex . . . `verilog/dma.sv`/dma_pkg/status_e#
//                                            kind Enum
//                    ⌃ enclosing_range_end soulindex . . . `verilog/dma.sv`/dma_pkg/status_e#OK.
//                               ⌃ enclosing_range_end soulindex . . . `verilog/dma.sv`/dma_pkg/status_e#ERR_ALIGN.
//                                        ⌃ enclosing_range_end soulindex . . . `verilog/dma.sv`/dma_pkg/status_e#ERR_BUS.
//                                                    ⌃ enclosing_range_end soulindex . . . `verilog/dma.sv`/dma_pkg/status_e#
  
      // One transfer descriptor, as laid out in memory.
//    ⌄ enclosing_range_start soulindex . . . `verilog/dma.sv`/dma_pkg/desc_t#
      typedef struct packed {
//        ⌄ enclosing_range_start soulindex . . . `verilog/dma.sv`/dma_pkg/desc_t#src.
          logic [ADDR_W-1:0] src;
//                           ^^^ definition soulindex . . . `verilog/dma.sv`/dma_pkg/desc_t#src.
//                           kind Field
//                              ⌃ enclosing_range_end soulindex . . . `verilog/dma.sv`/dma_pkg/desc_t#src.
//        ⌄ enclosing_range_start soulindex . . . `verilog/dma.sv`/dma_pkg/desc_t#dst.
          logic [ADDR_W-1:0] dst;
//                           ^^^ definition soulindex . . . `verilog/dma.sv`/dma_pkg/desc_t#dst.
//                           kind Field
//                              ⌃ enclosing_range_end soulindex . . . `verilog/dma.sv`/dma_pkg/desc_t#dst.
//        ⌄ enclosing_range_start soulindex . . . `verilog/dma.sv`/dma_pkg/desc_t#len.
          logic [15:0]       len;
//                           ^^^ definition soulindex . . . `verilog/dma.sv`/dma_pkg/desc_t#len.
//                           kind Field
//                              ⌃ enclosing_range_end soulindex . . . `verilog/dma.sv`/dma_pkg/desc_t#len.
//        ⌄ enclosing_range_start soulindex . . . `verilog/dma.sv`/dma_pkg/desc_t#irq_en.
          logic              irq_en;
//                           ^^^^^^ definition soulindex . . . `verilog/dma.sv`/dma_pkg/desc_t#irq_en.
//                           kind Field
//                                 ⌃ enclosing_range_end soulindex . . . `verilog/dma.sv`/dma_pkg/desc_t#irq_en.
      } desc_t;
//      ^^^^^^ definition soulindex . . . `verilog/dma.sv`/dma_pkg/desc_t#
//      kind Struct
//      documentation
//      > One transfer descriptor, as laid out in memory.
//            ⌃ enclosing_range_end soulindex . . . `verilog/dma.sv`/dma_pkg/desc_t#
  
//    ⌄ enclosing_range_start soulindex . . . `verilog/dma.sv`/dma_pkg/word_t#
      typedef logic [DATA_W-1:0] word_t;
//                               ^^^^^^ definition soulindex . . . `verilog/dma.sv`/dma_pkg/word_t#
//                               kind TypeAlias
//                                     ⌃ enclosing_range_end soulindex . . . `verilog/dma.sv`/dma_pkg/word_t#
  
      // A bus word seen as bytes or as one value.
//    ⌄ enclosing_range_start soulindex . . . `verilog/dma.sv`/dma_pkg/word_view_u#
      typedef union packed {
//        ⌄ enclosing_range_start soulindex . . . `verilog/dma.sv`/dma_pkg/word_view_u#word.
          word_t                 word;
//                               ^^^^ definition soulindex . . . `verilog/dma.sv`/dma_pkg/word_view_u#word.
//                               kind Field
//                                   ⌃ enclosing_range_end soulindex . . . `verilog/dma.sv`/dma_pkg/word_view_u#word.
//        ⌄ enclosing_range_start soulindex . . . `verilog/dma.sv`/dma_pkg/word_view_u#bytes.
          logic [DATA_W/8-1:0][7:0] bytes;
//                                  ^^^^^ definition soulindex . . . `verilog/dma.sv`/dma_pkg/word_view_u#bytes.
//                                  kind Field
//                                       ⌃ enclosing_range_end soulindex . . . `verilog/dma.sv`/dma_pkg/word_view_u#bytes.
      } word_view_u;
//      ^^^^^^^^^^^ definition soulindex . . . `verilog/dma.sv`/dma_pkg/word_view_u#
//      kind Struct
//      documentation
//      > A bus word seen as bytes or as one value.
//                 ⌃ enclosing_range_end soulindex . . . `verilog/dma.sv`/dma_pkg/word_view_u#
  
      // Number of beats needed to move len bytes.
//    ⌄ enclosing_range_start soulindex . . . `verilog/dma.sv`/dma_pkg/beats().
      function automatic int beats(input int len);
//                           ^^^^^ definition soulindex . . . `verilog/dma.sv`/dma_pkg/beats().
//                           kind Function
//                           documentation
//                           > Number of beats needed to move len bytes.
          return (len + DATA_W / 8 - 1) / (DATA_W / 8);
      endfunction
//              ⌃ enclosing_range_end soulindex . . . `verilog/dma.sv`/dma_pkg/beats().
  
//    ⌄ enclosing_range_start soulindex . . . `verilog/dma.sv`/dma_pkg/aligned().
      function automatic bit aligned(logic [ADDR_W-1:0] addr);
//                           ^^^^^^^ definition soulindex . . . `verilog/dma.sv`/dma_pkg/aligned().
//                           kind Function
          return addr[2:0] == 3'b000;
      endfunction
//              ⌃ enclosing_range_end soulindex . . . `verilog/dma.sv`/dma_pkg/aligned().
  endpackage : dma_pkg
//             ^^^^^^^ reference soulindex . . . `verilog/dma.sv`/dma_pkg/
//                   ⌃ enclosing_range_end soulindex . . . `verilog/dma.sv`/dma_pkg/
  
  // Register access bus between the CPU and the DMA.
//⌄ enclosing_range_start soulindex . . . `verilog/dma.sv`/dma_bus_if#
//                       ⌄ enclosing_range_start soulindex . . . `verilog/dma.sv`/dma_bus_if#AW.
//                                               ⌄ enclosing_range_start soulindex . . . `verilog/dma.sv`/dma_bus_if#clk.
  interface dma_bus_if #(parameter int AW = 12) (input logic clk);
//          ^^^^^^^^^^ definition soulindex . . . `verilog/dma.sv`/dma_bus_if#
//          kind Interface
//          documentation
//          > Register access bus between the CPU and the DMA.
//                                     ^^ definition soulindex . . . `verilog/dma.sv`/dma_bus_if#AW.
//                                     kind Constant
//                                                           ^^^ definition soulindex . . . `verilog/dma.sv`/dma_bus_if#clk.
//                                                           kind Field
//                                           ⌃ enclosing_range_end soulindex . . . `verilog/dma.sv`/dma_bus_if#AW.
//                                                             ⌃ enclosing_range_end soulindex . . . `verilog/dma.sv`/dma_bus_if#clk.
//    ⌄ enclosing_range_start soulindex . . . `verilog/dma.sv`/dma_bus_if#req.
      logic          req;
//                   ^^^ definition soulindex . . . `verilog/dma.sv`/dma_bus_if#req.
//                   kind Variable
//                      ⌃ enclosing_range_end soulindex . . . `verilog/dma.sv`/dma_bus_if#req.
//    ⌄ enclosing_range_start soulindex . . . `verilog/dma.sv`/dma_bus_if#we.
      logic          we;
//                   ^^ definition soulindex . . . `verilog/dma.sv`/dma_bus_if#we.
//                   kind Variable
//                     ⌃ enclosing_range_end soulindex . . . `verilog/dma.sv`/dma_bus_if#we.
//    ⌄ enclosing_range_start soulindex . . . `verilog/dma.sv`/dma_bus_if#addr.
      logic [AW-1:0] addr;
//                   ^^^^ definition soulindex . . . `verilog/dma.sv`/dma_bus_if#addr.
//                   kind Variable
//                       ⌃ enclosing_range_end soulindex . . . `verilog/dma.sv`/dma_bus_if#addr.
//    ⌄ enclosing_range_start soulindex . . . `verilog/dma.sv`/dma_bus_if#wdata.
      logic [31:0]   wdata;
//                   ^^^^^ definition soulindex . . . `verilog/dma.sv`/dma_bus_if#wdata.
//                   kind Variable
//                        ⌃ enclosing_range_end soulindex . . . `verilog/dma.sv`/dma_bus_if#wdata.
//    ⌄ enclosing_range_start soulindex . . . `verilog/dma.sv`/dma_bus_if#rdata.
      logic [31:0]   rdata;
//                   ^^^^^ definition soulindex . . . `verilog/dma.sv`/dma_bus_if#rdata.
//                   kind Variable
//                        ⌃ enclosing_range_end soulindex . . . `verilog/dma.sv`/dma_bus_if#rdata.
//    ⌄ enclosing_range_start soulindex . . . `verilog/dma.sv`/dma_bus_if#ack.
      logic          ack;
//                   ^^^ definition soulindex . . . `verilog/dma.sv`/dma_bus_if#ack.
//                   kind Variable
//                      ⌃ enclosing_range_end soulindex . . . `verilog/dma.sv`/dma_bus_if#ack.
  
//    ⌄ enclosing_range_start soulindex . . . `verilog/dma.sv`/dma_bus_if#host#
      modport host   (output req, output we, output addr, output wdata,
//            ^^^^ definition soulindex . . . `verilog/dma.sv`/dma_bus_if#host#
//            kind Interface
                      input rdata, input ack);
//                                           ⌃ enclosing_range_end soulindex . . . `verilog/dma.sv`/dma_bus_if#host#
//    ⌄ enclosing_range_start soulindex . . . `verilog/dma.sv`/dma_bus_if#device#
      modport device (input req, input we, input addr, input wdata,
//            ^^^^^^ definition soulindex . . . `verilog/dma.sv`/dma_bus_if#device#
//            kind Interface
                      output rdata, output ack);
//                                             ⌃ enclosing_range_end soulindex . . . `verilog/dma.sv`/dma_bus_if#device#
  
      // Waits for the next acknowledged cycle.
//    ⌄ enclosing_range_start soulindex . . . `verilog/dma.sv`/dma_bus_if#wait_ack().
      task automatic wait_ack();
//                   ^^^^^^^^ definition soulindex . . . `verilog/dma.sv`/dma_bus_if#wait_ack().
//                   kind Method
//                   documentation
//                   > Waits for the next acknowledged cycle.
          do @(posedge clk); while (!ack);
      endtask
//          ⌃ enclosing_range_end soulindex . . . `verilog/dma.sv`/dma_bus_if#wait_ack().
  endinterface
//           ⌃ enclosing_range_end soulindex . . . `verilog/dma.sv`/dma_bus_if#
  
  // The DMA engine: fetches a descriptor and copies len bytes.
//⌄ enclosing_range_start soulindex . . . `verilog/dma.sv`/dma_engine/
  module dma_engine
//       ^^^^^^^^^^ definition soulindex . . . `verilog/dma.sv`/dma_engine/
//       kind Module
//       documentation
//       > The DMA engine: fetches a descriptor and copies len bytes.
      import dma_pkg::*;
//           ^^^^^^^ reference soulindex . . . `verilog/dma.sv`/dma_pkg/
  #(
//    ⌄ enclosing_range_start soulindex . . . `verilog/dma.sv`/dma_engine/CHANNELS.
      parameter int CHANNELS = 2
//                  ^^^^^^^^ definition soulindex . . . `verilog/dma.sv`/dma_engine/CHANNELS.
//                  kind Constant
//                             ⌃ enclosing_range_end soulindex . . . `verilog/dma.sv`/dma_engine/CHANNELS.
  ) (
//    ⌄ enclosing_range_start soulindex . . . `verilog/dma.sv`/dma_engine/clk.
      input  logic       clk,
//                       ^^^ definition soulindex . . . `verilog/dma.sv`/dma_engine/clk.
//                       kind Field
//                         ⌃ enclosing_range_end soulindex . . . `verilog/dma.sv`/dma_engine/clk.
//    ⌄ enclosing_range_start soulindex . . . `verilog/dma.sv`/dma_engine/rst_n.
      input  logic       rst_n,
//                       ^^^^^ definition soulindex . . . `verilog/dma.sv`/dma_engine/rst_n.
//                       kind Field
//                           ⌃ enclosing_range_end soulindex . . . `verilog/dma.sv`/dma_engine/rst_n.
//    ⌄ enclosing_range_start soulindex . . . `verilog/dma.sv`/dma_engine/regs.
      dma_bus_if.device  regs,
//    ^^^^^^^^^^ reference soulindex . . . `verilog/dma.sv`/dma_bus_if#
//                       ^^^^ definition soulindex . . . `verilog/dma.sv`/dma_engine/regs.
//                       kind Field
//                          ⌃ enclosing_range_end soulindex . . . `verilog/dma.sv`/dma_engine/regs.
//    ⌄ enclosing_range_start soulindex . . . `verilog/dma.sv`/dma_engine/irq.
      output logic       irq
//                       ^^^ definition soulindex . . . `verilog/dma.sv`/dma_engine/irq.
//                       kind Field
//                         ⌃ enclosing_range_end soulindex . . . `verilog/dma.sv`/dma_engine/irq.
  );
      import dma_pkg::desc_t;
//           ^^^^^^^ reference soulindex . . . `verilog/dma.sv`/dma_pkg/
  
//    ⌄ enclosing_range_start soulindex . . . `verilog/dma.sv`/dma_engine/state.
//    ⌄ enclosing_range_start soulindex . . . `verilog/dma.sv`/dma_engine/next_state.
      ch_state_e state, next_state;
//               ^^^^^ definition soulindex . . . `verilog/dma.sv`/dma_engine/state.
//               kind Variable
//                      ^^^^^^^^^^ definition soulindex . . . `verilog/dma.sv`/dma_engine/next_state.
//                      kind Variable
//                                ⌃ enclosing_range_end soulindex . . . `verilog/dma.sv`/dma_engine/state.
//                                ⌃ enclosing_range_end soulindex . . . `verilog/dma.sv`/dma_engine/next_state.
//    ⌄ enclosing_range_start soulindex . . . `verilog/dma.sv`/dma_engine/desc.
      desc_t     desc;
//               ^^^^ definition soulindex . . . `verilog/dma.sv`/dma_engine/desc.
//               kind Variable
//                   ⌃ enclosing_range_end soulindex . . . `verilog/dma.sv`/dma_engine/desc.
//    ⌄ enclosing_range_start soulindex . . . `verilog/dma.sv`/dma_engine/remaining.
      logic [15:0] remaining;
//                 ^^^^^^^^^ definition soulindex . . . `verilog/dma.sv`/dma_engine/remaining.
//                 kind Variable
//                          ⌃ enclosing_range_end soulindex . . . `verilog/dma.sv`/dma_engine/remaining.
//    ⌄ enclosing_range_start soulindex . . . `verilog/dma.sv`/dma_engine/buffer.
      word_t     buffer [MAX_BURST];
//               ^^^^^^ definition soulindex . . . `verilog/dma.sv`/dma_engine/buffer.
//               kind Variable
//                                 ⌃ enclosing_range_end soulindex . . . `verilog/dma.sv`/dma_engine/buffer.
  
      always_ff @(posedge clk or negedge rst_n) begin
          if (!rst_n) state <= CH_IDLE;
          else        state <= next_state;
      end
  
      always_comb begin
          next_state = state;
          unique case (state)
              CH_IDLE:  if (regs.req && regs.we) next_state = CH_FETCH;
              CH_FETCH: next_state = CH_COPY;
              CH_COPY:  if (remaining == 0) next_state = CH_DONE;
              CH_DONE:  next_state = CH_IDLE;
          endcase
      end
  
      assign irq = (state == CH_DONE) && desc.irq_en;
  
//    ⌄ enclosing_range_start soulindex . . . `verilog/dma.sv`/dma_engine/u_fifo.
      fifo #(.WIDTH(DATA_W), .DEPTH(MAX_BURST)) u_fifo (
//                                              ^^^^^^ definition soulindex . . . `verilog/dma.sv`/dma_engine/u_fifo.
//                                              kind Variable
          .clk   (clk),
          .rst_n (rst_n),
          .din   (buffer[0]),
          .dout  ()
      );
//     ⌃ enclosing_range_end soulindex . . . `verilog/dma.sv`/dma_engine/u_fifo.
  endmodule
//        ⌃ enclosing_range_end soulindex . . . `verilog/dma.sv`/dma_engine/
  
  // Anything the scoreboard can print in a report.
//⌄ enclosing_range_start soulindex . . . `verilog/dma.sv`/reportable#
  interface class reportable;
//                ^^^^^^^^^^ definition soulindex . . . `verilog/dma.sv`/reportable#
//                kind Interface
//                documentation
//                > Anything the scoreboard can print in a report.
//    ⌄ enclosing_range_start soulindex . . . `verilog/dma.sv`/reportable#report().
      pure virtual function string report();
//                                 ^^^^^^ definition soulindex . . . `verilog/dma.sv`/reportable#report().
//                                 kind Method
//                                         ⌃ enclosing_range_end soulindex . . . `verilog/dma.sv`/reportable#report().
  endclass
//       ⌃ enclosing_range_end soulindex . . . `verilog/dma.sv`/reportable#
  
  // Formats a byte count for log messages (compilation-unit scope).
//⌄ enclosing_range_start soulindex . . . `verilog/dma.sv`/fmt_bytes().
  function automatic string fmt_bytes(int n);
//                          ^^^^^^^^^ definition soulindex . . . `verilog/dma.sv`/fmt_bytes().
//                          kind Function
//                          documentation
//                          > Formats a byte count for log messages (compilation-unit scope).
      return n >= 1024 ? $sformatf("%0d KiB", n / 1024) : $sformatf("%0d B", n);
  endfunction
//          ⌃ enclosing_range_end soulindex . . . `verilog/dma.sv`/fmt_bytes().
  
  // Base class of every transaction checked by the scoreboard.
//⌄ enclosing_range_start soulindex . . . `verilog/dma.sv`/dma_item#
  virtual class dma_item;
//              ^^^^^^^^ definition soulindex . . . `verilog/dma.sv`/dma_item#
//              kind Class
//              documentation
//              > Base class of every transaction checked by the scoreboard.
//    ⌄ enclosing_range_start soulindex . . . `verilog/dma.sv`/dma_item#addr.
      rand bit [31:0] addr;
//                    ^^^^ definition soulindex . . . `verilog/dma.sv`/dma_item#addr.
//                    kind Field
//                        ⌃ enclosing_range_end soulindex . . . `verilog/dma.sv`/dma_item#addr.
//    ⌄ enclosing_range_start soulindex . . . `verilog/dma.sv`/dma_item#id.
      int unsigned    id;
//                    ^^ definition soulindex . . . `verilog/dma.sv`/dma_item#id.
//                    kind Field
//                      ⌃ enclosing_range_end soulindex . . . `verilog/dma.sv`/dma_item#id.
//    ⌄ enclosing_range_start soulindex . . . `verilog/dma.sv`/dma_item#count.
      static int      count = 0;
//                    ^^^^^ definition soulindex . . . `verilog/dma.sv`/dma_item#count.
//                    kind Field
//                             ⌃ enclosing_range_end soulindex . . . `verilog/dma.sv`/dma_item#count.
  
      // Creates an item with a fresh id.
//    ⌄ enclosing_range_start soulindex . . . `verilog/dma.sv`/dma_item#new().
      function new();
//             ^^^ definition soulindex . . . `verilog/dma.sv`/dma_item#new().
//             kind Constructor
//             documentation
//             > Creates an item with a fresh id.
          id = count++;
      endfunction
//              ⌃ enclosing_range_end soulindex . . . `verilog/dma.sv`/dma_item#new().
  
//    ⌄ enclosing_range_start soulindex . . . `verilog/dma.sv`/dma_item#describe().
      pure virtual function string describe();
//                                 ^^^^^^^^ definition soulindex . . . `verilog/dma.sv`/dma_item#describe().
//                                 kind Method
//                                           ⌃ enclosing_range_end soulindex . . . `verilog/dma.sv`/dma_item#describe().
  
//    ⌄ enclosing_range_start soulindex . . . `verilog/dma.sv`/dma_item#compare().
      virtual function bit compare(dma_item other);
//                         ^^^^^^^ definition soulindex . . . `verilog/dma.sv`/dma_item#compare().
//                         kind Method
//                                 ^^^^^^^^ reference soulindex . . . `verilog/dma.sv`/dma_item#
          return other != null && addr == other.addr;
      endfunction
//              ⌃ enclosing_range_end soulindex . . . `verilog/dma.sv`/dma_item#compare().
  endclass
//       ⌃ enclosing_range_end soulindex . . . `verilog/dma.sv`/dma_item#
  
  // A completed copy as observed on the bus.
//⌄ enclosing_range_start soulindex . . . `verilog/dma.sv`/copy_item#
  class copy_item extends dma_item implements reportable;
//      ^^^^^^^^^ definition soulindex . . . `verilog/dma.sv`/copy_item#
//      kind Class
//      documentation
//      > A completed copy as observed on the bus.
//                        ^^^^^^^^ reference soulindex . . . `verilog/dma.sv`/dma_item#
//                                            ^^^^^^^^^^ reference soulindex . . . `verilog/dma.sv`/reportable#
//    ⌄ enclosing_range_start soulindex . . . `verilog/dma.sv`/copy_item#desc.
      dma_pkg::desc_t desc;
//    ^^^^^^^ reference soulindex . . . `verilog/dma.sv`/dma_pkg/
//                    ^^^^ definition soulindex . . . `verilog/dma.sv`/copy_item#desc.
//                    kind Field
//                        ⌃ enclosing_range_end soulindex . . . `verilog/dma.sv`/copy_item#desc.
//    ⌄ enclosing_range_start soulindex . . . `verilog/dma.sv`/copy_item#latency.
      local int       latency;
//                    ^^^^^^^ definition soulindex . . . `verilog/dma.sv`/copy_item#latency.
//                    kind Field
//                           ⌃ enclosing_range_end soulindex . . . `verilog/dma.sv`/copy_item#latency.
  
      constraint c_aligned { addr[2:0] == 0; }
  
//    ⌄ enclosing_range_start soulindex . . . `verilog/dma.sv`/copy_item#new().
      function new(dma_pkg::desc_t d);
//             ^^^ definition soulindex . . . `verilog/dma.sv`/copy_item#new().
//             kind Constructor
//                 ^^^^^^^ reference soulindex . . . `verilog/dma.sv`/dma_pkg/
          super.new();
          desc = d;
      endfunction
//              ⌃ enclosing_range_end soulindex . . . `verilog/dma.sv`/copy_item#new().
  
//    ⌄ enclosing_range_start soulindex . . . `verilog/dma.sv`/copy_item#describe().
      virtual function string describe();
//                            ^^^^^^^^ definition soulindex . . . `verilog/dma.sv`/copy_item#describe().
//                            kind Method
          return $sformatf("copy %0d bytes %h -> %h", desc.len, desc.src, desc.dst);
      endfunction
//              ⌃ enclosing_range_end soulindex . . . `verilog/dma.sv`/copy_item#describe().
  
//    ⌄ enclosing_range_start soulindex . . . `verilog/dma.sv`/copy_item#report().
      virtual function string report();
//                            ^^^^^^ definition soulindex . . . `verilog/dma.sv`/copy_item#report().
//                            kind Method
          return $sformatf("%s in %0d cycles", fmt_bytes(desc.len), latency);
//                                             ^^^^^^^^^ reference soulindex . . . `verilog/dma.sv`/fmt_bytes().
      endfunction
//              ⌃ enclosing_range_end soulindex . . . `verilog/dma.sv`/copy_item#report().
  
//    ⌄ enclosing_range_start soulindex . . . `verilog/dma.sv`/copy_item#set_latency().
      function void set_latency(int cycles);
//                  ^^^^^^^^^^^ definition soulindex . . . `verilog/dma.sv`/copy_item#set_latency().
//                  kind Method
          latency = cycles;
      endfunction
//              ⌃ enclosing_range_end soulindex . . . `verilog/dma.sv`/copy_item#set_latency().
  
//    ⌄ enclosing_range_start soulindex . . . `verilog/dma.sv`/copy_item#run().
      task run(ref int budget);
//         ^^^ definition soulindex . . . `verilog/dma.sv`/copy_item#run().
//         kind Method
          budget -= latency;
      endtask
//          ⌃ enclosing_range_end soulindex . . . `verilog/dma.sv`/copy_item#run().
  endclass
//       ⌃ enclosing_range_end soulindex . . . `verilog/dma.sv`/copy_item#
  
  // Scoreboard: compares observed items against the expected queue.
//⌄ enclosing_range_start soulindex . . . `verilog/dma.sv`/scoreboard#
  class scoreboard #(type T = dma_item);
//      ^^^^^^^^^^ definition soulindex . . . `verilog/dma.sv`/scoreboard#
//      kind Class
//      documentation
//      > Scoreboard: compares observed items against the expected queue.
//                            ^^^^^^^^ reference soulindex . . . `verilog/dma.sv`/dma_item#
//    ⌄ enclosing_range_start soulindex . . . `verilog/dma.sv`/scoreboard#expected.
      T   expected[64];
//        ^^^^^^^^ definition soulindex . . . `verilog/dma.sv`/scoreboard#expected.
//        kind Field
//                    ⌃ enclosing_range_end soulindex . . . `verilog/dma.sv`/scoreboard#expected.
//    ⌄ enclosing_range_start soulindex . . . `verilog/dma.sv`/scoreboard#n_expected.
//    ⌄ enclosing_range_start soulindex . . . `verilog/dma.sv`/scoreboard#n_checked.
      int n_expected, n_checked;
//        ^^^^^^^^^^ definition soulindex . . . `verilog/dma.sv`/scoreboard#n_expected.
//        kind Field
//                    ^^^^^^^^^ definition soulindex . . . `verilog/dma.sv`/scoreboard#n_checked.
//                    kind Field
//                             ⌃ enclosing_range_end soulindex . . . `verilog/dma.sv`/scoreboard#n_expected.
//                             ⌃ enclosing_range_end soulindex . . . `verilog/dma.sv`/scoreboard#n_checked.
//    ⌄ enclosing_range_start soulindex . . . `verilog/dma.sv`/scoreboard#errors.
      int errors;
//        ^^^^^^ definition soulindex . . . `verilog/dma.sv`/scoreboard#errors.
//        kind Field
//              ⌃ enclosing_range_end soulindex . . . `verilog/dma.sv`/scoreboard#errors.
  
//    ⌄ enclosing_range_start soulindex . . . `verilog/dma.sv`/scoreboard#push().
      function void push(T item);
//                  ^^^^ definition soulindex . . . `verilog/dma.sv`/scoreboard#push().
//                  kind Method
          this.expected[n_expected] = item;
          n_expected++;
      endfunction
//              ⌃ enclosing_range_end soulindex . . . `verilog/dma.sv`/scoreboard#push().
  
//    ⌄ enclosing_range_start soulindex . . . `verilog/dma.sv`/scoreboard#check().
      function void check(T got);
//                  ^^^^^ definition soulindex . . . `verilog/dma.sv`/scoreboard#check().
//                  kind Method
          T want;
          want = expected[n_checked];
          n_checked++;
          if (!want.compare(got)) errors++;
      endfunction
//              ⌃ enclosing_range_end soulindex . . . `verilog/dma.sv`/scoreboard#check().
  endclass
//       ⌃ enclosing_range_end soulindex . . . `verilog/dma.sv`/scoreboard#
  
//⌄ enclosing_range_start soulindex . . . `verilog/dma.sv`/dma_tb/
  module dma_tb;
//       ^^^^^^ definition soulindex . . . `verilog/dma.sv`/dma_tb/
//       kind Module
      import dma_pkg::*;
//           ^^^^^^^ reference soulindex . . . `verilog/dma.sv`/dma_pkg/
  
//    ⌄ enclosing_range_start soulindex . . . `verilog/dma.sv`/dma_tb/clk.
      logic clk = 0;
//          ^^^ definition soulindex . . . `verilog/dma.sv`/dma_tb/clk.
//          kind Variable
//                 ⌃ enclosing_range_end soulindex . . . `verilog/dma.sv`/dma_tb/clk.
//    ⌄ enclosing_range_start soulindex . . . `verilog/dma.sv`/dma_tb/rst_n.
      logic rst_n;
//          ^^^^^ definition soulindex . . . `verilog/dma.sv`/dma_tb/rst_n.
//          kind Variable
//               ⌃ enclosing_range_end soulindex . . . `verilog/dma.sv`/dma_tb/rst_n.
//    ⌄ enclosing_range_start soulindex . . . `verilog/dma.sv`/dma_tb/irq.
      wire  irq;
//          ^^^ definition soulindex . . . `verilog/dma.sv`/dma_tb/irq.
//          kind Variable
//             ⌃ enclosing_range_end soulindex . . . `verilog/dma.sv`/dma_tb/irq.
  
//    ⌄ enclosing_range_start soulindex . . . `verilog/dma.sv`/dma_tb/bus.
      dma_bus_if #(.AW(12)) bus (.clk(clk));
//    ^^^^^^^^^^ reference soulindex . . . `verilog/dma.sv`/dma_bus_if#
//                          ^^^ definition soulindex . . . `verilog/dma.sv`/dma_tb/bus.
//                          kind Variable
//                                         ⌃ enclosing_range_end soulindex . . . `verilog/dma.sv`/dma_tb/bus.
//    ⌄ enclosing_range_start soulindex . . . `verilog/dma.sv`/dma_tb/dut.
      dma_engine #(.CHANNELS(1)) dut (.clk, .rst_n, .regs(bus.device), .irq);
//    ^^^^^^^^^^ reference soulindex . . . `verilog/dma.sv`/dma_engine/
//                               ^^^ definition soulindex . . . `verilog/dma.sv`/dma_tb/dut.
//                               kind Variable
//                                                                          ⌃ enclosing_range_end soulindex . . . `verilog/dma.sv`/dma_tb/dut.
  
//    ⌄ enclosing_range_start soulindex . . . `verilog/dma.sv`/dma_tb/sb.
      scoreboard #(copy_item) sb;
//    ^^^^^^^^^^ reference soulindex . . . `verilog/dma.sv`/scoreboard#
//                 ^^^^^^^^^ reference soulindex . . . `verilog/dma.sv`/copy_item#
//                            ^^ definition soulindex . . . `verilog/dma.sv`/dma_tb/sb.
//                            kind Variable
//                              ⌃ enclosing_range_end soulindex . . . `verilog/dma.sv`/dma_tb/sb.
  
      always #5 clk = ~clk;
  
      initial begin
          sb = new();
          rst_n = 0;
          #20 rst_n = 1;
          if (beats(64) != 8) $error("beats(64) = %0d", beats(64));
          $finish;
      end
  endmodule
//        ⌃ enclosing_range_end soulindex . . . `verilog/dma.sv`/dma_tb/
  
  `endif // DMA_SV
  
