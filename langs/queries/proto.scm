; Protocol Buffers outline query (proto2 and proto3). Capture convention:
; see extract/queries.go. The first pattern that captures a name node wins,
; so specific patterns come before generic ones.
;
; Kinds: the package is a module, a message a struct (nested messages and
; enums are its members), a field, map field or oneof a field (a oneof's
; fields nest under it, as written), an enum with its values, a service an
; interface with its rpcs as methods. `extend T { ... }` defines nothing of
; its own: it is a named region whose fields are members of T (as a Rust
; impl). Options, reserved ranges and extension ranges are not symbols.
; Docs are the comments above a definition (CommentSyntax "//").

; The package: `package foo.bar;` names the whole dotted path.
(package (full_ident) @name) @definition.module

; The package has no body: the top-level definitions after it are its
; siblings. They get it as explicit container, which passes on to their
; members. These root-anchored patterns come first; a file without a
; package matches the plain ones below.
(source_file
  (package (full_ident) @container.name)
  [
    (message (message_name (identifier) @name) (message_body) @body) @definition.struct
    (enum (enum_name (identifier) @name) (enum_body) @body) @definition.enum
    (service (service_name (identifier) @name) "{" @body) @definition.interface
  ])

; Messages, enums and services anywhere (nested messages and enums become
; members of the message holding them).
(message (message_name (identifier) @name) (message_body) @body) @definition.struct
(enum (enum_name (identifier) @name) (enum_body) @body) @definition.enum
(service (service_name (identifier) @name) "{" @body) @definition.interface

; An rpc's signature is `rpc Get(GetRequest) returns (stream User)`, cut
; before its option block when it has one.
(rpc (rpc_name (identifier) @name) "{" @body) @definition.method
(rpc (rpc_name (identifier) @name)) @definition.method

; Fields: the signature is the declaration (label, type, name, number,
; field options). A oneof holds its fields.
(field (identifier) @name) @definition.field
(map_field (identifier) @name) @definition.field
(oneof_field (identifier) @name) @definition.field
(oneof (identifier) @name "{" @body) @definition.field
(enum_field (identifier) @name) @definition.enum_member

; `extend google.protobuf.FieldOptions { ... }`: its fields are members
; of the extended message.
(extend (full_ident) @scope.name (message_body) @scope)

; Imports: `import "a/b.proto";`, also `import public` and `import weak`.
(import path: (string) @import.source) @import

; Inside a message, a bare type name may be one of the message's nested
; types: the message body binds "this" to the message, so such a name
; resolves to its member when it has one (else as a plain name).
(message (message_name (identifier) @binding.type) (message_body) @binding.this)

; References: the types of fields and of rpc requests and responses,
; and the message an extend block extends. A qualified type (foo.bar.Baz,
; Outer.Inner, .foo.Baz) names its last part as a member of the part
; before it (a package or an enclosing message). The grammar writes the
; parts as siblings that anchors cannot single out, so the whole type is
; a @reference.path.
(message_or_enum_type) @reference.path
(extend (full_ident) @reference.path)
