; Dockerfile outline query. Capture convention: see extract/queries.go.
; The first pattern that captures a name node wins, so specific patterns
; come before generic ones.
;
; Kinds, as the regex tier has them: module (a named stage, FROM image AS
; name, which holds the instructions up to the next FROM: no node spans
; them, hence @extent.open/@extent.stop), variable (ARG and ENV names;
; ARG TARGETOS TARGETARCH names two) and key (LABEL keys). Comments above
; an instruction are its doc.
;
; References: $NAME and ${NAME} expansions, the grammar's own where it
; parses them (FROM, ENV, LABEL, COPY, WORKDIR...) and those of shell
; commands and heredocs, which it leaves as text (@reference.expansions);
; stages named by FROM stage, COPY --from=stage and RUN
; --mount=from=stage. An external image is no import: no file names it.

; ---------------------------------------------------------------- stages
; Its ARG and ENV are named bare inside it: the stage's extent binds an
; implicit receiver typed by its name, so $VERSION is the stage's ARG
; VERSION where it declares one, else the name at the top (a global ARG).
(from_instruction
  as: (image_alias) @name @binding.type) @definition.module @extent.open @binding.this
(from_instruction) @extent.stop

; ---------------------------------------------------------------- arguments
(arg_instruction
  name: (unquoted_string) @name) @definition.variable

; ARG TARGETOS TARGETARCH: the parser reads it as ADD with two paths (see
; dockerfileParseText); the source's keyword tells it from a real ADD.
((add_instruction
  (path) @name) @definition.variable
  (#match? @definition.variable "^[aA][rR][gG][ \t]"))

; ENV A=1 B=2, ENV A 1: the names share the instruction (siblings).
(env_instruction
  (env_pair name: (unquoted_string) @name)) @definition.variable

(label_instruction
  (label_pair key: (_) @name)) @definition.key

; ---------------------------------------------------------------- references
(expansion (variable) @reference)

[(shell_fragment) (heredoc_line) (param) (mount_param_param)] @reference.expansions

; FROM build AS test: a stage when it has no tag nor digest (an image
; named so resolves to nothing).
(from_instruction
  (image_spec
    .
    name: (image_name) @reference
    .)
  (#match? @reference "^[a-z0-9][a-z0-9_.-]*$"))

; COPY --from=build, RUN --mount=type=cache,from=build.
((param) @reference.value
  (#match? @reference.value "^--from="))
((mount_param_param) @reference.value
  (#match? @reference.value "^from="))
