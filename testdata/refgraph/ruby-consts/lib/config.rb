class Config
end

class Base
  def self.find(id); end
end

class Util
  def self.clean; end
end

class Tax
end
