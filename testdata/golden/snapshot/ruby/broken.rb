  require "set"
  
  # A registry whose class body never ends.
  class Registry
//  ⌄ enclosing_range_start soulindex . . . `ruby/broken.rb`/ENTRIES.
    ENTRIES = Set.new
//  ^^^^^^^ definition soulindex . . . `ruby/broken.rb`/ENTRIES.
//  kind Constant
//                  ⌃ enclosing_range_end soulindex . . . `ruby/broken.rb`/ENTRIES.
  
    # Adds an entry.
//  ⌄ enclosing_range_start soulindex . . . `ruby/broken.rb`/add().
    def add(entry
//      ^^^ definition soulindex . . . `ruby/broken.rb`/add().
//      kind Function
//      documentation
//      > Adds an entry.
//          ^^^^^ definition local 0
      ENTRIES << entry
//    ^^^^^^^ reference soulindex . . . `ruby/broken.rb`/ENTRIES.
//               ^^^^^ reference local 0
    end
//    ⌃ enclosing_range_end soulindex . . . `ruby/broken.rb`/add().
  
//  ⌄ enclosing_range_start soulindex . . . `ruby/broken.rb`/size().
    def size
//      ^^^^ definition soulindex . . . `ruby/broken.rb`/size().
//      kind Function
      ENTRIES.size
//    ^^^^^^^ reference soulindex . . . `ruby/broken.rb`/ENTRIES.
    end
//    ⌃ enclosing_range_end soulindex . . . `ruby/broken.rb`/size().
  
  module Helpers
//  ⌄ enclosing_range_start soulindex . . . `ruby/broken.rb`/normalize().
    def self.normalize(name) = name.to_s.strip
//           ^^^^^^^^^ definition soulindex . . . `ruby/broken.rb`/normalize().
//           kind Method
//                     ^^^^ definition local 1
//                             ^^^^ reference local 1
//                                           ⌃ enclosing_range_end soulindex . . . `ruby/broken.rb`/normalize().
  
