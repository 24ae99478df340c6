module Shop
  class Item
  end

  class Base
  end

  module Pricing
  end

  class Config
  end
end
