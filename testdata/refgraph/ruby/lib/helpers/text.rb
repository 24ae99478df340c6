module Helpers
  module Text
    def self.shout(s)
      s.upcase
    end
  end
end
