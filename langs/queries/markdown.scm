; outline query for markdown: to be written
