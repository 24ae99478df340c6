; HCL outline query (Terraform, Nomad, Packer, ...). Capture convention:
; see extract/queries.go. The first pattern that captures a name node wins,
; so specific patterns come before generic ones.
;
; Blocks are sections named the way configurations refer to them:
;   resource "aws_s3_bucket" "logs"  -> logs in aws_s3_bucket
;   data "aws_ami" "ubuntu"          -> ubuntu in data.aws_ami
;   source "amazon-ebs" "base"       -> base in source.amazon-ebs (any
;                                       other two-label block)
;   variable "region", module "vpc", output "x", provider "aws",
;   dynamic "ingress", job "api"     -> the label
;   terraform, locals, lifecycle     -> the block type
; A name node holds one label, so `aws_s3_bucket.logs` cannot be one name:
; the type label is an explicit container instead. Attributes written in a
; block (or at the top level of a .tfvars file) are keys; the keys of
; object values are not symbols.

; resource "TYPE" "NAME": referenced as TYPE.NAME.
(block
  .
  (identifier) @_kw
  .
  [(string_lit (template_literal) @container.name) (identifier) @container.name]
  .
  [(string_lit (template_literal) @name) (identifier) @name]
  .
  (block_start) @body
  (#eq? @_kw "resource")) @definition.section

; data "TYPE" "NAME" (data.TYPE.NAME), and any other two-label block.
(block
  .
  (identifier) @container.name
  .
  [(string_lit (template_literal) @container.name) (identifier) @container.name]
  .
  [(string_lit (template_literal) @name) (identifier) @name]
  .
  (block_start) @body) @definition.section

; One label: variable "region", module "vpc", output, provider, backend...
(block
  .
  (identifier)
  .
  [(string_lit (template_literal) @name) (identifier) @name]
  .
  (block_start) @body) @definition.section

; No label: terraform, locals, required_providers, lifecycle...
(block
  .
  (identifier) @name
  .
  (block_start) @body) @definition.section

; Attributes. A value usually written over several lines (an object, a
; for expression, a heredoc, a call taking an object) is cut from the
; signature.
(attribute
  (identifier) @name
  (expression [(collection_value (object)) (for_expr) (template_expr (heredoc_template))
               (function_call (function_arguments (expression (collection_value (object)))))]) @body) @definition.key
(attribute (identifier) @name) @definition.key

; module "vpc" { source = "..." }: an import of the module source, bound
; as module.vpc.
(block
  .
  (identifier) @_kw
  .
  [(string_lit (template_literal) @import.alias) (identifier) @import.alias]
  (body
    (attribute
      (identifier) @_src
      (expression (literal_value (string_lit (template_literal) @import.source)))))
  (#eq? @_kw "module")
  (#eq? @_src "source")) @import

; Outputs are what a Terraform module exports.
(block
  .
  (identifier) @_kw
  .
  [(string_lit (template_literal) @export.name) (identifier) @export.name]
  (#eq? @_kw "output"))

; References: identifiers in expressions (var.region -> var, region;
; aws_s3_bucket.logs.arn -> aws_s3_bucket, logs, arn) and function names.
; The bare keys of object values ({ Name = "x" }) are not references; a
; parenthesized key ((var.k) = 1) is.
(attribute (expression (variable_expr (identifier) @reference)))
(conditional (expression (variable_expr (identifier) @reference)))
(expression (expression (variable_expr (identifier) @reference)))
(for_cond (expression (variable_expr (identifier) @reference)))
(for_intro (expression (variable_expr (identifier) @reference)))
(for_object_expr (expression (variable_expr (identifier) @reference)))
(for_tuple_expr (expression (variable_expr (identifier) @reference)))
(function_arguments (expression (variable_expr (identifier) @reference)))
(new_index (expression (variable_expr (identifier) @reference)))
(template_for_start (expression (variable_expr (identifier) @reference)))
(template_if_intro (expression (variable_expr (identifier) @reference)))
(template_interpolation (expression (variable_expr (identifier) @reference)))
(tuple (expression (variable_expr (identifier) @reference)))
(binary_operation (expression (variable_expr (identifier) @reference)))
(unary_operation (expression (variable_expr (identifier) @reference)))
(binary_operation (variable_expr (identifier) @reference))
(unary_operation (variable_expr (identifier) @reference))
(object_elem val: (expression (variable_expr (identifier) @reference)))
(get_attr (identifier) @reference)
(function_call (identifier) @reference)
