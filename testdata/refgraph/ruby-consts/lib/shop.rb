# The namespace, reopened by every file under shop/.
module Shop
  VERSION = "1.0"
end
