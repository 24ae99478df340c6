; ReScript outline query (placeholder).
(value_identifier) @reference
