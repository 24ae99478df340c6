package extract

// RulesVersion names the extraction rules outside the embedded queries:
// the capture convention, the builder, the regex tier's families and the
// visibility conventions applied after extraction. Bump it with any change
// that alters an outline, so cached outlines are rebuilt (the queries and
// grammar versions are hashed into the cache key already).
const RulesVersion = "2026-12-08.1"
