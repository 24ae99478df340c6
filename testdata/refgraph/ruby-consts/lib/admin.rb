module Admin
  class Helper
  end
end
