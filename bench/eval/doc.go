// Package eval measures the quality of a candidate index (soulindex's SCIP
// output, or universal-ctags tags converted to definitions) against a
// precise ground-truth SCIP index of the same corpus (scip-go,
// scip-typescript, scip-python). The two indexes use different symbol
// schemes, so nothing is compared by symbol string: like scip-syntax's
// scip-evaluate, symbols are related through the locations of their
// occurrences.
//
// Rules:
//
//   - Loading keeps, per document, the Definition occurrences and the other
//     occurrences (references, imports, forward declarations: every
//     occurrence without the Definition role bit) of global symbols, as
//     compact ranges with interned symbols. Local symbols ("local N") are
//     dropped on both sides. Indexes are read one document at a time.
//   - Files: document paths are normalized (forward slashes, cleaned, no
//     leading "./" or "/"). If one index carries an extra leading directory
//     (indexed from a parent of the other's root, or from a subdirectory),
//     AlignPaths finds the prefix to strip from that side: the leading
//     directory, among all paths on both sides, whose removal makes the most
//     paths match (no stripping wins ties). Only documents present on both
//     sides are compared; truth documents the candidate did not index (and
//     the reverse, such as scip-go's generated "../../.cache/go-build/..."
//     documents or Markdown files tagged by ctags) are left out and their
//     files, definitions and references counted in Coverage.
//   - Definitions: a truth definition is found (recall) when some candidate
//     definition in the same file has an overlapping range; a candidate
//     definition is confirmed (precision) when some truth definition in the
//     same file overlaps it. Ranges are half-open; an empty range counts as
//     its one position. Matching is by overlap, not one-to-one. Recall is
//     broken down by the truth symbol's kind, precision by the candidate
//     symbol's kind (kinds.go: SymbolInformation.Kind, else inferred from
//     the last descriptor).
//   - Symbol mapping: each pair of overlapping definitions is a vote; a
//     candidate symbol maps to the truth symbol with the most votes.
//   - References: a candidate reference counts when its symbol is defined by
//     the candidate in a compared file; it is correct when the truth has, in
//     the same file, a non-definition occurrence of the mapped truth symbol
//     overlapping it. Symmetrically, a truth reference counts when its
//     symbol has a truth definition in a compared file, and is found when a
//     candidate reference overlaps it and maps to that symbol. References to
//     symbols defined elsewhere (standard library, dependencies) cannot be
//     related and are counted apart. n/a when the candidate has no
//     references.
//   - Cross-file references: the references above whose symbol, on their
//     own side, has no definition in the reference's file (only in other
//     compared files); namespace and module symbols are left out, as for
//     edges. Scored with the same matching, in the same pass
//     (CrossFileRefs), overall and by form: member (the side's kind of the
//     symbol is method, field, property or enum member), qualified (the
//     source before the occurrence ends with ".", "::", "->" or "?.",
//     whitespace and newlines allowed, except ".." and a spaced "->"),
//     unqualified (the rest). The text comes from Options.Corpus, one
//     compared file at a time and at most 16 MiB; columns are converted
//     from the document's PositionEncoding (unset: UTF-16 for
//     scip-typescript and scip-python, bytes otherwise). Without text a
//     non-member reference is unqualified, and counted as such.
//   - Edges: (A, B) for compared files A != B where A has a reference to a
//     symbol defined in B, in each index's own symbols; namespace and module
//     symbols make no edges (which file "defines" a Go package is an indexer
//     convention). A use naming several symbols at one range, of which some
//     are TypeScript module augmentations (a namespace descriptor naming a
//     quoted module, `"./Effect.js"`), makes edges only to the others: the
//     augmented declaration's file. Recall and precision of the candidate's
//     edge set.
//   - Ranking: the truth's files ordered by the number of distinct files
//     referencing them (in-degree in its edge graph); overlap@k is how many
//     of the candidate's k first files (a ranking given as a list of paths)
//     have an in-degree at least the truth's k-th best, over min(k, files
//     with in-degree > 0). Ties at the k-th place all count.
//   - ctags: JSON Lines tags become definitions whose range is the first
//     occurrence of the name on the tag's line (see CtagsIndex); they have
//     no references, so only the definition metrics apply.
package eval
