class Shop::Checkout < Shop::Cart
  def run
    Item
    Tax
  end
end

module Shop
  class Refund
    def run
      Config
    end
  end
end

Config
