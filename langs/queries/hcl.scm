; outline query for hcl: to be written
