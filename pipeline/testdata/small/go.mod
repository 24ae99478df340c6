module example.com/small

go 1.22
