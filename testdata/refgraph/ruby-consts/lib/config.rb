class Config
end

class Base
end

class Util
  def self.clean; end
end

class Tax
end
