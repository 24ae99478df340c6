  require "set"
  
  # A registry whose class body never ends.
//⌄ enclosing_range_start soulindex . . . `ruby/broken.rb`/Registry#
  class Registry
//      ^^^^^^^^ definition soulindex . . . `ruby/broken.rb`/Registry#
//      kind Class
//      documentation
//      > A registry whose class body never ends.
//  ⌄ enclosing_range_start soulindex . . . `ruby/broken.rb`/Registry#ENTRIES.
    ENTRIES = Set.new
//  ^^^^^^^ definition soulindex . . . `ruby/broken.rb`/Registry#ENTRIES.
//  kind Constant
//                  ⌃ enclosing_range_end soulindex . . . `ruby/broken.rb`/Registry#ENTRIES.
  
    # Adds an entry.
//  ⌄ enclosing_range_start soulindex . . . `ruby/broken.rb`/add().
    def add(entry
//      ^^^ definition soulindex . . . `ruby/broken.rb`/add().
//      kind Function
//      documentation
//      > Adds an entry.
      ENTRIES << entry
    end
  
//  ⌄ enclosing_range_start soulindex . . . `ruby/broken.rb`/add().size().
    def size
//      ^^^^ definition soulindex . . . `ruby/broken.rb`/add().size().
//      kind Function
      ENTRIES.size
    end
//    ⌃ enclosing_range_end soulindex . . . `ruby/broken.rb`/Registry#
//    ⌃ enclosing_range_end soulindex . . . `ruby/broken.rb`/add().size().
  
//⌄ enclosing_range_start soulindex . . . `ruby/broken.rb`/add().Helpers/
  module Helpers
//       ^^^^^^^ definition soulindex . . . `ruby/broken.rb`/add().Helpers/
//       kind Module
//  ⌄ enclosing_range_start soulindex . . . `ruby/broken.rb`/add().Helpers/normalize().
    def self.normalize(name) = name.to_s.strip
//           ^^^^^^^^^ definition soulindex . . . `ruby/broken.rb`/add().Helpers/normalize().
//           kind Function
//                                           ⌃ enclosing_range_end soulindex . . . `ruby/broken.rb`/add().Helpers/
//                                           ⌃ enclosing_range_end soulindex . . . `ruby/broken.rb`/add().Helpers/normalize().
  
//⌃ enclosing_range_end soulindex . . . `ruby/broken.rb`/add().
