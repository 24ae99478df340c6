module Shop
  class Item
  end

  class Base
    def self.find(id)
      id
    end
  end

  module Pricing
  end

  class Config
  end
end
