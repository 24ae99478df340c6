require_relative 'helpers/text'
require 'json'
require 'app/config'

module App
  def self.run
    Helpers::Text.shout(Config.name)
  end
end
