module Billing
  class Helper
  end
end
