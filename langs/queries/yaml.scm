; outline query for yaml: to be written
