; outline query for haskell: to be written
