class Config
  def self.name
    "app"
  end
end
