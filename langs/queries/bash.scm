; bash outline query (references only until its definitions are written).
(word) @reference
