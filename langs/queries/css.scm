; outline query for css: to be written
