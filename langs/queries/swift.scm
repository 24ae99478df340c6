; outline query for swift: to be written
