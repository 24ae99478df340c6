from calc import add, twice

print(add(1, 2), twice(3))
