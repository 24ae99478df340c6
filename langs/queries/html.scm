; outline query for html: to be written
