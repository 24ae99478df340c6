def sharpen(x):
    return x + 1
