; placeholder
(comment) @doc
