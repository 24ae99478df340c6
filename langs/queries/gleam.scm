; Gleam outline query (built with -tags grammars_cinclude): to be written
