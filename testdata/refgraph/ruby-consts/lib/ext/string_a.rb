class String
  def shout; end
end
