module example.com/diagfixture

go 1.22
