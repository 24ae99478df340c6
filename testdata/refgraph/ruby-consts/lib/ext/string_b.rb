class String
  def whisper; end
end
