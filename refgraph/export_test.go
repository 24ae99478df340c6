package refgraph

// SameGoSignature is sameGoSignature, for the external tests.
var SameGoSignature = sameGoSignature
