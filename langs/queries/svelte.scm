; outline query for svelte: to be written
