module Shop
  class Converter
    def self.convert(x)
      new.convert(x)
    end
  end

  class PhoneConverter < Converter
    def convert(x)
      x
    end
  end
end
