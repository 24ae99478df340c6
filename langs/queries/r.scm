; outline query for r: to be written
