; outline query for julia: to be written
