# No require: Ruby constants are global once loaded (Zeitwerk, autoload).
module Shop
  class Cart < Base
    include Pricing

    def total
      Item.new
      Shop::Tax.rate(1)
      Tax.round(2)
      Config
      ::Config
      Helper
      Util.clean
      Shop::Util::Deep
      Cart.find(1)
      PhoneConverter.convert(2)
    end
  end
end
