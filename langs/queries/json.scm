; outline query for json: to be written
