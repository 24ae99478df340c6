class Shop::Tax
  def self.rate(x)
    x
  end

  class << self
    def round(x)
      x
    end
  end
end
