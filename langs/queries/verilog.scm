; outline query for verilog: to be written
