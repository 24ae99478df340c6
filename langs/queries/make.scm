; outline query for make: to be written
