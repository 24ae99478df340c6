module example.com/gm

go 1.22
