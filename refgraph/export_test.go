package refgraph

// SameGoSignature is sameGoSignature, for the external tests.
var SameGoSignature = sameGoSignature

// DecodeSnapshot decodes a snapshot's payload (past its MAC), for fuzzing.
var DecodeSnapshot = decodeSnapshot

// SnapshotPayload is what Encode compresses and authenticates.
func SnapshotPayload(s *Snapshot) []byte { return s.payload() }
