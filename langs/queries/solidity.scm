; Solidity outline query. Capture convention: see extract/queries.go.
; The first pattern that captures a name node wins, so specific patterns
; come before generic ones. Definitions are matched by their own node
; types, none of which can stand inside a function body, so no @local
; region is needed.
;
; Kinds: `contract` and `abstract contract` are classes, `interface` an
; interface, `library` a module (its functions stay functions: a library
; is no type with instances); their bases (`is A, B(1)`) are @base.
; Functions in a contract or interface are methods, `modifier`s too (named
; by the modifier; the signature says `modifier`), `constructor` a
; constructor, `fallback` and `receive` methods named by their keyword.
; State variables are fields, `constant` and `immutable` ones constants;
; file-level `constant`s are constants. `event`s are fields (as C#'s, and
; as the regex tier had them), custom `error`s and user-defined value types
; (`type Price is uint256`) type aliases. Structs and their members,
; enums and their values. NatSpec comments (`///`, `/** */`) above a
; definition are its doc, tags (@notice, @dev) kept.
; Signatures stop at the body; a variable's stops before its initializer.

; ------------------------------------------------------------------- types

(contract_declaration name: (identifier) @name body: (contract_body) @body) @definition.class
(interface_declaration name: (identifier) @name body: (contract_body) @body) @definition.interface
(library_declaration name: (identifier) @name body: (contract_body) @body) @definition.module

(struct_declaration name: (identifier) @name body: (struct_body) @body) @definition.struct
(struct_member name: (identifier) @name) @definition.field
(enum_declaration name: (identifier) @name body: (enum_body) @body) @definition.enum
(enum_value) @name @definition.enum_member

(user_defined_type_definition name: (identifier) @name) @definition.type_alias
(error_declaration name: (identifier) @name) @definition.type_alias
(event_definition name: (identifier) @name) @definition.field

; --------------------------------------------------------------- functions
; Interface and abstract functions have no body.

(function_definition name: (identifier) @name body: (function_body)? @body) @definition.function
(modifier_definition name: (identifier) @name body: (function_body)? @body) @definition.function
(constructor_definition "constructor" @name body: (function_body) @body) @definition.constructor
(fallback_receive_definition ["fallback" "receive"] @name body: (function_body)? @body) @definition.function

; --------------------------------------------------------------- variables
; The keyword `constant` is an anonymous token, `immutable` a node.

(state_variable_declaration "constant" name: (identifier) @name value: (_)? @body) @definition.constant
(state_variable_declaration (immutable) name: (identifier) @name value: (_)? @body) @definition.constant
(state_variable_declaration name: (identifier) @name value: (_)? @body) @definition.field
(constant_variable_declaration name: (identifier) @name value: (_)? @body) @definition.constant

; ----------------------------------------------------------------- imports
; import "./A.sol";  import "./A.sol" as A;  import * as A from "./A.sol";
; import {X, Y as Z} from "./A.sol";
; A name not followed by its alias is followed by the next name or by the
; source.

(import_directive source: (string) @import.source) @import
(import_directive "*" alias: (identifier) @import.alias) @import
(import_directive source: (string) . alias: (identifier) @import.alias) @import
(import_directive import_name: (identifier) @import.name . alias: (identifier) @import.alias) @import
(import_directive import_name: (identifier) @import.name . import_name: (identifier)) @import
(import_directive import_name: (identifier) @import.name . source: (string)) @import

; ---------------------------------------------------------------- heritage

(contract_declaration name: (identifier) @base.of (inheritance_specifier ancestor: (user_defined_type) @base))
(interface_declaration name: (identifier) @base.of (inheritance_specifier ancestor: (user_defined_type) @base))

; ------------------------------------------------------------ local scopes
; Parameters (named return values included) bind in their function,
; modifier or constructor; locals (tuple declarations too) in the block
; holding them, visible after their declaration; for-loop variables in
; the loop; try's `returns (...)` and catch parameters in their clause;
; Yul `let` variables and Yul function parameters in their block.
; `this` is bound in every contract, library and interface body, typed by
; it, so `this.f` and bare member names (state variables, inherited
; functions) are members of that type; `super` in a contract with bases,
; typed by its last base (the next in the linearisation, where the
; overridden function usually is).

[(function_definition) (modifier_definition) (constructor_definition) (fallback_receive_definition)
 (block_statement) (for_statement) (try_statement) (catch_clause)
 (yul_block) (yul_function_definition)] @binding.scope

(contract_declaration name: (identifier) @binding.type body: (contract_body) @binding.this)
(library_declaration name: (identifier) @binding.type body: (contract_body) @binding.this)
(interface_declaration name: (identifier) @binding.type body: (contract_body) @binding.this)
(contract_declaration (inheritance_specifier ancestor: (user_defined_type) @binding.type) . body: (contract_body) @binding.super)

(parameter type: (type_name (user_defined_type) @binding.type) name: (identifier) @binding)
(parameter name: (identifier) @binding)
(variable_declaration type: (type_name (user_defined_type) @binding.type) name: (identifier) @binding)
(variable_declaration name: (identifier) @binding)
(yul_variable_declaration left: (yul_identifier (identifier) @binding))
(yul_function_definition (yul_identifier (identifier) @binding))

; ---------------------------------------------------------------- references

(identifier) @reference

; Names that name nothing an outline resolves: event and error parameter
; names, named arguments ({to: a}) and call options ({value: 1}), the
; placeholder `_` of a modifier, and the `returns` the grammar reads as a
; modifier of `fallback(...) returns (...)`.
(event_parameter name: (identifier) @reference.opaque)
(error_parameter name: (identifier) @reference.opaque)
(call_struct_argument name: (identifier) @reference.opaque)
(struct_field_assignment name: (identifier) @reference.opaque)
((identifier) @reference.opaque (#eq? @reference.opaque "_"))
((modifier_invocation (identifier) @reference.opaque) (#eq? @reference.opaque "returns"))

; Names after ".": a member of what stands before it. An identifier there
; (a local, this, a contract, library or enum, a builtin like msg) is the
; qualifier; in a chain, the last name of the receiver expression (y in
; x.y.f, m in x.m().f, C in C(addr).f).
(member_expression object: (identifier) @qualifier property: (identifier) @reference.member)
(member_expression
  object: (expression [(member_expression property: (identifier) @receiver)
                       (call_expression function: (expression [(identifier) @receiver
                                                               (member_expression property: (identifier) @receiver)]))])
  property: (identifier) @reference.member)
(member_expression property: (identifier) @reference.member)
; A.B as a type: B is a member of A (a struct or enum of a contract).
(user_defined_type (identifier) @qualifier . (identifier) @reference.member)
