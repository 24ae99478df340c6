def helper(x)
  x * 2
end

def parse(text)
  text.strip
end
