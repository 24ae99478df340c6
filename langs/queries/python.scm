; Python outline query. Capture convention: see extract/queries.go.
; Specific patterns come first: the first pattern matching a name wins.
;
; Which definitions are symbols:
; - classes at any depth (a class local to a function is still a type, and
;   its methods need a class to belong to);
; - functions at module level (also inside module-level if/try/for/with
;   blocks and their elif/else/except/finally clauses) and in class bodies,
;   decorated or not; functions nested in functions are local, not symbols;
; - assignments at module level (same blocks as functions) and in class
;   bodies; assignments in function bodies are locals, not symbols.
; A def in a class body is a function that the extractor turns into a
; method; decorators (@property, @staticmethod, ...) do not change that.
; Docstrings: the first statement of a body when it is a plain string.
; @body is the ":" before the body, not the block: a comment between the
; colon and the first statement lies outside the block and would otherwise
; end up in the signature.
; Module-level contexts use negated fields: `(_ !name (block X))` is a
; statement without a name field (if/try/for/while/with, not def/class)
; whose block holds X.

; ---------------------------------------------------------------- classes

; Enums: a class deriving from one of the enum base classes.
(class_definition
  name: (identifier) @name
  superclasses: (argument_list
    [(identifier) @_base
     (attribute attribute: (identifier) @_base)])
  ":" @body
  body: (block . (expression_statement (string) @doc)?)
  (#any-of? @_base "Enum" "IntEnum" "StrEnum" "Flag" "IntFlag" "ReprEnum")) @definition.enum

; Protocols are structural interfaces.
(class_definition
  name: (identifier) @name
  superclasses: (argument_list
    [(identifier) @_base
     (attribute attribute: (identifier) @_base)
     (subscript value: [(identifier) @_base (attribute attribute: (identifier) @_base)])])
  ":" @body
  body: (block . (expression_statement (string) @doc)?)
  (#eq? @_base "Protocol")) @definition.interface

(class_definition
  name: (identifier) @name
  ":" @body
  body: (block . (expression_statement (string) @doc)?)) @definition.class

; -------------------------------------------------------------- functions
;
; Where a def is a symbol: @context.def (a class body or module level, plain
; or decorated); @context.method only in a class body. Each shape below
; counts only there (one pattern instead of one per place, which cost a
; tenth of a second of query compilation).
(class_definition body: (block [
  (function_definition) @context.def @context.method
  (decorated_definition definition: (function_definition) @context.def @context.method)
]))
(module [
  (function_definition) @context.def
  (decorated_definition definition: (function_definition) @context.def)
])
(module (_ !name (block [
  (function_definition) @context.def
  (decorated_definition definition: (function_definition) @context.def)
])))
(module (_ !name (_ !name (block [
  (function_definition) @context.def
  (decorated_definition definition: (function_definition) @context.def)
]))))

; __init__ in a class body is the constructor.
((function_definition
  name: (identifier) @name
  ":" @body
  body: (block . (expression_statement (string) @doc)?)) @definition.constructor @within.method
  (#eq? @name "__init__"))

(function_definition
  name: (identifier) @name
  ":" @body
  body: (block . (expression_statement (string) @doc)?)) @definition.function @within.def

; ------------------------------------------------------------ type aliases
;
; Module-level statements (@context.top) and, for `type X = ...`, those of a
; class body too (@context.alias).
(module [(expression_statement) (type_alias_statement)] @context.top @context.alias)
(module (_ !name (block [(expression_statement) (type_alias_statement)] @context.top @context.alias)))
(module (_ !name (_ !name (block [(expression_statement) (type_alias_statement)] @context.top @context.alias))))
(class_definition body: (block (type_alias_statement) @context.alias))

; type Vector[T] = list[T]   (Python 3.12)
(type_alias_statement
  left: (type [(identifier) @name (generic_type (identifier) @name)])) @definition.type_alias @within.alias

; Vector: TypeAlias = list[float]
((expression_statement (assignment
  left: (identifier) @name
  type: (type [(identifier) @_ann (attribute attribute: (identifier) @_ann)]))) @definition.type_alias @within.top
  (#eq? @_ann "TypeAlias"))

; UserId = NewType("UserId", int); T = TypeVar("T"); P = ParamSpec("P")
((expression_statement (assignment
  left: (identifier) @name
  right: (call function: [(identifier) @_fn (attribute attribute: (identifier) @_fn)]))) @definition.type_alias @within.top
  (#any-of? @_fn "NewType" "TypeVar" "ParamSpec" "TypeVarTuple"))

; --------------------------------------------------------- assignments
;
; `x = ...` defines x with the whole statement as its definition (signature
; and comments above it). In `a, b = ...` every name is defined by its own
; identifier only: the extractor nests a symbol in any symbol whose range
; contains it, so two names sharing the statement's range would nest.

; Members of an enum class.
[
  (class_definition
    superclasses: (argument_list [(identifier) @_base (attribute attribute: (identifier) @_base)])
    body: (block (expression_statement (assignment
      left: (identifier) @name)) @definition.enum_member))
  (class_definition
    superclasses: (argument_list [(identifier) @_base (attribute attribute: (identifier) @_base)])
    body: (block (expression_statement (assignment
      left: (pattern_list (identifier) @name @definition.enum_member)))))
  (#any-of? @_base "Enum" "IntEnum" "StrEnum" "Flag" "IntFlag" "ReprEnum")
]

; x: int = 0 / x = 0 / x: int in a class body.
[
  (class_definition body: (block (expression_statement (assignment
    left: (identifier) @name)) @definition.field))
  (class_definition body: (block (expression_statement (assignment
    left: (pattern_list (identifier) @name @definition.field)))))
]

; Instance attributes: self.x = ... in a method is a field of the class
; (hoisted out of the method; the first assignment of a name wins, and a
; field declared in the class body wins over all of them).
((expression_statement (assignment
  left: (attribute object: (identifier) @_self attribute: (identifier) @name))) @definition.field @hoist
  (#eq? @_self "self"))
; self.a, self.b = ...: each a field the same way.
((expression_statement (assignment
  left: [(pattern_list (attribute object: (identifier) @_self attribute: (identifier) @name) @definition.field @hoist)
         (tuple_pattern (attribute object: (identifier) @_self attribute: (identifier) @name) @definition.field @hoist)]))
  (#eq? @_self "self"))

; Module level: ALL_CAPS names are constants, other names variables.
([
  (expression_statement (assignment
    left: (identifier) @name)) @definition.constant
  (expression_statement (assignment
    left: (pattern_list (identifier) @name @definition.constant)))
] @within.top
  (#match? @name "^_*[A-Z][A-Z0-9_]*$"))

[
  (expression_statement (assignment
    left: (identifier) @name)) @definition.variable
  (expression_statement (assignment
    left: (pattern_list (identifier) @name @definition.variable)))
] @within.top

; ----------------------------------------------------------------- exports

; __all__ = ["a", "b"] (also annotated, tuples, += and .extend([...])).
(module (expression_statement
  [(assignment left: (identifier) @_all
     right: [(list (string (string_content) @export.name))
             (tuple (string (string_content) @export.name))])
   (augmented_assignment left: (identifier) @_all
     right: [(list (string (string_content) @export.name))
             (tuple (string (string_content) @export.name))])]
  (#eq? @_all "__all__")))

(module (expression_statement
  (call
    function: (attribute object: (identifier) @_all attribute: (identifier) @_method)
    arguments: (argument_list [(list (string (string_content) @export.name))
                               (tuple (string (string_content) @export.name))]))
  (#eq? @_all "__all__")
  (#any-of? @_method "extend" "append")))

(module (expression_statement
  (call
    function: (attribute object: (identifier) @_all attribute: (identifier) @_method)
    arguments: (argument_list (string (string_content) @export.name)))
  (#eq? @_all "__all__")
  (#eq? @_method "append")))

; ----------------------------------------------------------------- imports

; import a.b, c.d as e: one import per module.
(import_statement name: (dotted_name) @import.source @import)
(import_statement name: (aliased_import
  name: (dotted_name) @import.source
  alias: (identifier) @import.alias) @import)

; from .x import y as z, w / from x import *
(import_from_statement
  module_name: (_) @import.source
  name: (dotted_name) @import.name) @import
(import_from_statement
  module_name: (_) @import.source
  name: (aliased_import
    name: (dotted_name) @import.name
    alias: (identifier) @import.alias)) @import
(import_from_statement
  module_name: (_) @import.source
  (wildcard_import) @import.name) @import
(future_import_statement
  "__future__" @import.source
  name: (dotted_name) @import.name) @import
(future_import_statement
  "__future__" @import.source
  name: (aliased_import
    name: (dotted_name) @import.name
    alias: (identifier) @import.alias)) @import

; ------------------------------------------------------------ local scopes
;
; Python's function scope: a name bound anywhere in a function (parameter,
; assignment target, for/with/except/match target, walrus, del, nested
; def or class) is local in the whole function, hence @binding.hoisted.
; A function's scope runs from its parameters to its body's end, so its
; own name binds in the enclosing scope (a nested def is a local of the
; outer function; a module-level one is global). Lambdas and
; comprehensions have their own scope. A class body is no scope: its
; methods do not see its names, which stay definitions. Module level lies
; outside every scope and stays global. Imports inside a function are not
; bound here: the refgraph resolves their names and qualifiers through
; the import itself, which a local binding would hide.
; Known gaps: a walrus in a comprehension binds in the comprehension;
; names assigned in the body of a class nested in a function bind in that
; function; "global x" in a nested function lets x reach an enclosing
; function's x.
(function_definition parameters: (_) @binding.scope body: (_) @binding.scope)
[(lambda) (list_comprehension) (set_comprehension) (dictionary_comprehension)
 (generator_expression)] @binding.scope

; global x / nonlocal x: x is not this function's local.
(global_statement (identifier) @binding.global)
(nonlocal_statement (identifier) @binding.global)

; self / cls: the first parameter of a method, typed by its class.
(class_definition name: (identifier) @binding.type body: (block
  (function_definition parameters: (parameters . (identifier) @binding.hoisted))))
(class_definition name: (identifier) @binding.type body: (block
  (decorated_definition (decorator) @_dec
    definition: (function_definition parameters: (parameters . (identifier) @binding.hoisted))))
  (#not-match? @_dec "staticmethod"))

; Parameters (plain, default, typed, *args, **kwargs, keyword-only; lambda
; parameters are the same nodes).
(parameters (identifier) @binding.hoisted)
(lambda_parameters (identifier) @binding.hoisted)
(default_parameter name: (identifier) @binding.hoisted)
(typed_parameter (identifier) @binding.hoisted type: (type) @binding.type)
(typed_default_parameter name: (identifier) @binding.hoisted type: (type) @binding.type)
(list_splat_pattern (identifier) @binding.hoisted)
(dictionary_splat_pattern (identifier) @binding.hoisted)

; Assignment targets: x = ..., x: T = ..., x += ..., a, b = ..., [a, *b] = ...
; x = Foo(...) / x = mod.Foo(...): typed by the callee's result.
(assignment left: (identifier) @binding.hoisted type: (type) @binding.type)
(assignment left: (identifier) @binding.hoisted
  right: (call function: [(identifier) @binding.call (attribute attribute: (identifier) @binding.call)]))
; x = await f(...) / await obj.m(...): the coroutine's declared result.
(assignment left: (identifier) @binding.hoisted
  right: (await (call function: [(identifier) @binding.call (attribute attribute: (identifier) @binding.call)])))
(assignment left: (identifier) @binding.hoisted)
; x = cast(T, y) / typing.cast("T", y): typed T.
(assignment left: (identifier) @binding.hoisted
  right: (call function: [(identifier) @_cast (attribute attribute: (identifier) @_cast)]
    arguments: (argument_list . (_) @binding.type))
  (#eq? @_cast "cast"))
(augmented_assignment left: (identifier) @binding.hoisted)
(pattern_list (identifier) @binding.hoisted)
(tuple_pattern (identifier) @binding.hoisted)
(list_pattern (identifier) @binding.hoisted)

; for targets, comprehension targets, with ... as x, except E as x, x := ...
(for_statement left: (identifier) @binding.hoisted)
(for_in_clause left: (identifier) @binding.hoisted)
; for x in xs / self.items / obj.items(): x is an element of that
; collection (xs: List[T], def items(self) -> Iterator[T]: a T).
([(for_statement left: (identifier) @binding.hoisted @binding.element
   right: [(identifier) @binding.call
           (attribute attribute: (identifier) @binding.call)
           (call function: [(identifier) @binding.call (attribute attribute: (identifier) @binding.call)])])
  (for_in_clause left: (identifier) @binding.hoisted @binding.element
   right: [(identifier) @binding.call
           (attribute attribute: (identifier) @binding.call)
           (call function: [(identifier) @binding.call (attribute attribute: (identifier) @binding.call)])])])
(as_pattern alias: (as_pattern_target (identifier) @binding.hoisted))
(named_expression name: (identifier) @binding.hoisted)

; Narrowing: isinstance(x, T) / issubclass(x, T) proves x a T in the
; if-branch (and the rest of an "and" condition), after an
; "if not isinstance(x, T)" whose branch returns, raises, breaks or
; continues, and after "assert isinstance(x, T)". A tuple of types
; narrows to no one type.
([(if_statement
    condition: (call function: (identifier) @_is
      arguments: (argument_list . (identifier) @narrow.name . (_) @narrow.type .))
    consequence: (block) @narrow.scope)
  (elif_clause
    condition: (call function: (identifier) @_is
      arguments: (argument_list . (identifier) @narrow.name . (_) @narrow.type .))
    consequence: (block) @narrow.scope)]
 (#any-of? @_is "isinstance" "issubclass"))
([(if_statement
    condition: (boolean_operator
      left: (call function: (identifier) @_is
        arguments: (argument_list . (identifier) @narrow.name . (_) @narrow.type .))
      operator: "and"
      right: (_) @narrow.scope)
    consequence: (block) @narrow.scope)
  (elif_clause
    condition: (boolean_operator
      left: (call function: (identifier) @_is
        arguments: (argument_list . (identifier) @narrow.name . (_) @narrow.type .))
      operator: "and"
      right: (_) @narrow.scope)
    consequence: (block) @narrow.scope)]
 (#any-of? @_is "isinstance" "issubclass"))
((block
  (if_statement
    condition: (not_operator argument: (call function: (identifier) @_is
      arguments: (argument_list . (identifier) @narrow.name . (_) @narrow.type .)))
    consequence: (block [(return_statement) (raise_statement) (continue_statement) (break_statement)] .)
    !alternative) @narrow.after) @narrow.scope
 (#any-of? @_is "isinstance" "issubclass"))
((block
  (assert_statement . (call function: (identifier) @_is
    arguments: (argument_list . (identifier) @narrow.name . (_) @narrow.type .))) @narrow.after) @narrow.scope
 (#any-of? @_is "isinstance" "issubclass"))

; del x makes x local too.
(delete_statement (identifier) @binding.hoisted)
(delete_statement (expression_list (identifier) @binding.hoisted))

; match/case captures: case x, case [x, *rest], case P(a=x), case ... as x.
(case_pattern (dotted_name . (identifier) @binding.hoisted .))
(keyword_pattern (dotted_name . (identifier) @binding.hoisted .))
(splat_pattern (identifier) @binding.hoisted)
(as_pattern (case_pattern) (identifier) @binding.hoisted)

; Nested def and class names are locals of the enclosing function.
(function_definition name: (identifier) @binding.hoisted)
(class_definition name: (identifier) @binding.hoisted)

; -------------------------------------------------------------- references

; f(name=...): the keyword names a parameter of the callee, never a
; local of the caller.
(keyword_argument name: (identifier) @reference.member)

(identifier) @reference
; Forward references in string annotations (x: "Console",
; Optional["m.Console"], "t.Optional[Console]") name types, as type
; checkers read them; a Literal's strings are values.
(type) @reference.annotation

; mod.f, x.f: the identifier before the "." qualifies f (a module an
; import binds, or a local whose type tells which f is meant).
(attribute object: (identifier) @qualifier attribute: (identifier) @reference.member)
; x.y.f, x.m().f, Foo().f: the receiver's last name.
(attribute
  object: (attribute attribute: (identifier) @receiver)
  attribute: (identifier) @reference.member)
(attribute
  object: (call function: [(identifier) @receiver (attribute attribute: (identifier) @receiver)])
  attribute: (identifier) @reference.member)

; Names after "." or "->": members, or names of the package on the left.
(attribute attribute: (identifier) @reference.member)

; Heritage: the types a definition extends or implements.
(class_definition name: (identifier) @base.of superclasses: (argument_list (identifier) @base))

; Decorators: they belong to the definition right after them.
(decorator) @decorator
