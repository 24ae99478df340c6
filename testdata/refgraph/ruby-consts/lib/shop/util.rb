module Shop
  module Util
    module_function

    def clean
      Deep
    end

    class Deep
    end
  end
end
