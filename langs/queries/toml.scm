; outline query for toml: to be written
