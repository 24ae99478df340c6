require_relative "ext/string_b"

module Loud
  def self.go
    String
  end
end
