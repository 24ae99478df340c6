# The namespace, reopened by every file under shop/.
module Shop
  VERSION = "1.0"
end

module Shop
  SETTINGS = {}

  class Sale
    def delete(id)
      SETTINGS.delete(id)
    end
  end
end
