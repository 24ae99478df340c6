  # Infrastructure for the tidewater telemetry service: an S3 bucket for
  # raw event logs, a VPC and the ECS service that ingests events.
  
//⌄ enclosing_range_start soulindex . . . `hcl/main.tf`/terraform/
  terraform {
//^^^^^^^^^ definition soulindex . . . `hcl/main.tf`/terraform/
//kind Namespace
//  ⌄ enclosing_range_start soulindex . . . `hcl/main.tf`/terraform/required_version.
    required_version = ">= 1.5.0"
//  ^^^^^^^^^^^^^^^^ definition soulindex . . . `hcl/main.tf`/terraform/required_version.
//  kind Key
//                              ⌃ enclosing_range_end soulindex . . . `hcl/main.tf`/terraform/required_version.
  
//  ⌄ enclosing_range_start soulindex . . . `hcl/main.tf`/terraform/required_providers/
    required_providers {
//  ^^^^^^^^^^^^^^^^^^ definition soulindex . . . `hcl/main.tf`/terraform/required_providers/
//  kind Namespace
//    ⌄ enclosing_range_start soulindex . . . `hcl/main.tf`/terraform/required_providers/aws.
      aws = {
//    ^^^ definition soulindex . . . `hcl/main.tf`/terraform/required_providers/aws.
//    kind Key
        source  = "hashicorp/aws"
        version = "~> 5.40"
      }
//    ⌃ enclosing_range_end soulindex . . . `hcl/main.tf`/terraform/required_providers/aws.
//    ⌄ enclosing_range_start soulindex . . . `hcl/main.tf`/terraform/required_providers/random.
      random = {
//    ^^^^^^ definition soulindex . . . `hcl/main.tf`/terraform/required_providers/random.
//    kind Key
        source  = "hashicorp/random"
        version = ">= 3.5"
      }
//    ⌃ enclosing_range_end soulindex . . . `hcl/main.tf`/terraform/required_providers/random.
    }
//  ⌃ enclosing_range_end soulindex . . . `hcl/main.tf`/terraform/required_providers/
  
//  ⌄ enclosing_range_start soulindex . . . `hcl/main.tf`/terraform/s3/
    backend "s3" {
//           ^^ definition soulindex . . . `hcl/main.tf`/terraform/s3/
//           kind Namespace
//    ⌄ enclosing_range_start soulindex . . . `hcl/main.tf`/terraform/s3/bucket.
      bucket         = "tidewater-terraform-state"
//    ^^^^^^ definition soulindex . . . `hcl/main.tf`/terraform/s3/bucket.
//    kind Key
//                                               ⌃ enclosing_range_end soulindex . . . `hcl/main.tf`/terraform/s3/bucket.
//    ⌄ enclosing_range_start soulindex . . . `hcl/main.tf`/terraform/s3/key.
      key            = "telemetry/terraform.tfstate"
//    ^^^ definition soulindex . . . `hcl/main.tf`/terraform/s3/key.
//    kind Key
//                                                 ⌃ enclosing_range_end soulindex . . . `hcl/main.tf`/terraform/s3/key.
//    ⌄ enclosing_range_start soulindex . . . `hcl/main.tf`/terraform/s3/region.
      region         = "eu-west-1"
//    ^^^^^^ definition soulindex . . . `hcl/main.tf`/terraform/s3/region.
//    kind Key
//                               ⌃ enclosing_range_end soulindex . . . `hcl/main.tf`/terraform/s3/region.
//    ⌄ enclosing_range_start soulindex . . . `hcl/main.tf`/terraform/s3/dynamodb_table.
      dynamodb_table = "terraform-locks"
//    ^^^^^^^^^^^^^^ definition soulindex . . . `hcl/main.tf`/terraform/s3/dynamodb_table.
//    kind Key
//                                     ⌃ enclosing_range_end soulindex . . . `hcl/main.tf`/terraform/s3/dynamodb_table.
//    ⌄ enclosing_range_start soulindex . . . `hcl/main.tf`/terraform/s3/encrypt.
      encrypt        = true
//    ^^^^^^^ definition soulindex . . . `hcl/main.tf`/terraform/s3/encrypt.
//    kind Key
//                        ⌃ enclosing_range_end soulindex . . . `hcl/main.tf`/terraform/s3/encrypt.
    }
//  ⌃ enclosing_range_end soulindex . . . `hcl/main.tf`/terraform/s3/
  }
//⌃ enclosing_range_end soulindex . . . `hcl/main.tf`/terraform/
  
  # AWS region every resource is created in.
//⌄ enclosing_range_start soulindex . . . `hcl/main.tf`/region/
  variable "region" {
//          ^^^^^^ definition soulindex . . . `hcl/main.tf`/region/
//          kind Namespace
//          documentation
//          > AWS region every resource is created in.
//  ⌄ enclosing_range_start soulindex . . . `hcl/main.tf`/region/type.
    type        = string
//  ^^^^ definition soulindex . . . `hcl/main.tf`/region/type.
//  kind Key
//                     ⌃ enclosing_range_end soulindex . . . `hcl/main.tf`/region/type.
//  ⌄ enclosing_range_start soulindex . . . `hcl/main.tf`/region/default.
    default     = "eu-west-1"
//  ^^^^^^^ definition soulindex . . . `hcl/main.tf`/region/default.
//  kind Key
//                          ⌃ enclosing_range_end soulindex . . . `hcl/main.tf`/region/default.
//  ⌄ enclosing_range_start soulindex . . . `hcl/main.tf`/region/description.
    description = "AWS region"
//  ^^^^^^^^^^^ definition soulindex . . . `hcl/main.tf`/region/description.
//  kind Key
//                           ⌃ enclosing_range_end soulindex . . . `hcl/main.tf`/region/description.
  }
//⌃ enclosing_range_end soulindex . . . `hcl/main.tf`/region/
  
  # Deployment environment; used in names and tags.
//⌄ enclosing_range_start soulindex . . . `hcl/main.tf`/environment/
  variable "environment" {
//          ^^^^^^^^^^^ definition soulindex . . . `hcl/main.tf`/environment/
//          kind Namespace
//          documentation
//          > Deployment environment; used in names and tags.
//  ⌄ enclosing_range_start soulindex . . . `hcl/main.tf`/environment/type.
    type = string
//  ^^^^ definition soulindex . . . `hcl/main.tf`/environment/type.
//  kind Key
//              ⌃ enclosing_range_end soulindex . . . `hcl/main.tf`/environment/type.
  
//  ⌄ enclosing_range_start soulindex . . . `hcl/main.tf`/environment/validation/
    validation {
//  ^^^^^^^^^^ definition soulindex . . . `hcl/main.tf`/environment/validation/
//  kind Namespace
//    ⌄ enclosing_range_start soulindex . . . `hcl/main.tf`/environment/validation/condition.
      condition     = contains(["dev", "staging", "prod"], var.environment)
//    ^^^^^^^^^ definition soulindex . . . `hcl/main.tf`/environment/validation/condition.
//    kind Key
//                                                             ^^^^^^^^^^^ reference soulindex . . . `hcl/main.tf`/environment/
//                                                                        ⌃ enclosing_range_end soulindex . . . `hcl/main.tf`/environment/validation/condition.
//    ⌄ enclosing_range_start soulindex . . . `hcl/main.tf`/environment/validation/error_message.
      error_message = "The environment must be dev, staging or prod."
//    ^^^^^^^^^^^^^ definition soulindex . . . `hcl/main.tf`/environment/validation/error_message.
//    kind Key
//                                                                  ⌃ enclosing_range_end soulindex . . . `hcl/main.tf`/environment/validation/error_message.
    }
//  ⌃ enclosing_range_end soulindex . . . `hcl/main.tf`/environment/validation/
  }
//⌃ enclosing_range_end soulindex . . . `hcl/main.tf`/environment/
  
//⌄ enclosing_range_start soulindex . . . `hcl/main.tf`/log_retention_days/
  variable "log_retention_days" {
//          ^^^^^^^^^^^^^^^^^^ definition soulindex . . . `hcl/main.tf`/log_retention_days/
//          kind Namespace
//  ⌄ enclosing_range_start soulindex . . . `hcl/main.tf`/log_retention_days/type.
    type    = number
//  ^^^^ definition soulindex . . . `hcl/main.tf`/log_retention_days/type.
//  kind Key
//                 ⌃ enclosing_range_end soulindex . . . `hcl/main.tf`/log_retention_days/type.
//  ⌄ enclosing_range_start soulindex . . . `hcl/main.tf`/log_retention_days/default.
    default = 30
//  ^^^^^^^ definition soulindex . . . `hcl/main.tf`/log_retention_days/default.
//  kind Key
//             ⌃ enclosing_range_end soulindex . . . `hcl/main.tf`/log_retention_days/default.
  }
//⌃ enclosing_range_end soulindex . . . `hcl/main.tf`/log_retention_days/
  
//⌄ enclosing_range_start soulindex . . . `hcl/main.tf`/ingest_services/
  variable "ingest_services" {
//          ^^^^^^^^^^^^^^^ definition soulindex . . . `hcl/main.tf`/ingest_services/
//          kind Namespace
//  ⌄ enclosing_range_start soulindex . . . `hcl/main.tf`/ingest_services/description.
    description = "Ingest services and their desired task count."
//  ^^^^^^^^^^^ definition soulindex . . . `hcl/main.tf`/ingest_services/description.
//  kind Key
//                                                              ⌃ enclosing_range_end soulindex . . . `hcl/main.tf`/ingest_services/description.
//  ⌄ enclosing_range_start soulindex . . . `hcl/main.tf`/ingest_services/type.
    type = map(object({
//  ^^^^ definition soulindex . . . `hcl/main.tf`/ingest_services/type.
//  kind Key
      cpu    = number
      memory = number
      count  = optional(number, 1)
    }))
//    ⌃ enclosing_range_end soulindex . . . `hcl/main.tf`/ingest_services/type.
//  ⌄ enclosing_range_start soulindex . . . `hcl/main.tf`/ingest_services/default.
    default = {}
//  ^^^^^^^ definition soulindex . . . `hcl/main.tf`/ingest_services/default.
//  kind Key
//             ⌃ enclosing_range_end soulindex . . . `hcl/main.tf`/ingest_services/default.
  }
//⌃ enclosing_range_end soulindex . . . `hcl/main.tf`/ingest_services/
  
//⌄ enclosing_range_start soulindex . . . `hcl/main.tf`/aws/
  provider "aws" {
//          ^^^ definition soulindex . . . `hcl/main.tf`/aws/
//          kind Namespace
//  ⌄ enclosing_range_start soulindex . . . `hcl/main.tf`/aws/region.
    region = var.region
//  ^^^^^^ definition soulindex . . . `hcl/main.tf`/aws/region.
//  kind Key
//               ^^^^^^ reference soulindex . . . `hcl/main.tf`/region/
//                    ⌃ enclosing_range_end soulindex . . . `hcl/main.tf`/aws/region.
  
//  ⌄ enclosing_range_start soulindex . . . `hcl/main.tf`/aws/default_tags/
    default_tags {
//  ^^^^^^^^^^^^ definition soulindex . . . `hcl/main.tf`/aws/default_tags/
//  kind Namespace
//    ⌄ enclosing_range_start soulindex . . . `hcl/main.tf`/aws/default_tags/tags.
      tags = local.common_tags
//    ^^^^ definition soulindex . . . `hcl/main.tf`/aws/default_tags/tags.
//    kind Key
//                           ⌃ enclosing_range_end soulindex . . . `hcl/main.tf`/aws/default_tags/tags.
    }
//  ⌃ enclosing_range_end soulindex . . . `hcl/main.tf`/aws/default_tags/
  }
//⌃ enclosing_range_end soulindex . . . `hcl/main.tf`/aws/
  
  # A second provider for resources that must live in us-east-1.
//⌄ enclosing_range_start soulindex . . . `hcl/main.tf`/aws/
  provider "aws" {
//          ^^^ definition soulindex . . . `hcl/main.tf`/aws/
//          kind Namespace
//  ⌄ enclosing_range_start soulindex . . . `hcl/main.tf`/aws/alias.
    alias  = "us_east_1"
//  ^^^^^ definition soulindex . . . `hcl/main.tf`/aws/alias.
//  kind Key
//                     ⌃ enclosing_range_end soulindex . . . `hcl/main.tf`/aws/alias.
//  ⌄ enclosing_range_start soulindex . . . `hcl/main.tf`/aws/region.
    region = "us-east-1"
//  ^^^^^^ definition soulindex . . . `hcl/main.tf`/aws/region.
//  kind Key
//                     ⌃ enclosing_range_end soulindex . . . `hcl/main.tf`/aws/region.
  }
//⌃ enclosing_range_end soulindex . . . `hcl/main.tf`/aws/
  
//⌄ enclosing_range_start soulindex . . . `hcl/main.tf`/locals/
  locals {
//^^^^^^ definition soulindex . . . `hcl/main.tf`/locals/
//kind Namespace
//  ⌄ enclosing_range_start soulindex . . . `hcl/main.tf`/locals/name_prefix.
    name_prefix = "tidewater-${var.environment}"
//  ^^^^^^^^^^^ definition soulindex . . . `hcl/main.tf`/locals/name_prefix.
//  kind Key
//                                 ^^^^^^^^^^^ reference soulindex . . . `hcl/main.tf`/environment/
//                                             ⌃ enclosing_range_end soulindex . . . `hcl/main.tf`/locals/name_prefix.
//  ⌄ enclosing_range_start soulindex . . . `hcl/main.tf`/locals/common_tags.
    common_tags = {
//  ^^^^^^^^^^^ definition soulindex . . . `hcl/main.tf`/locals/common_tags.
//  kind Key
      Project     = "tidewater"
      Environment = var.environment
//                      ^^^^^^^^^^^ reference soulindex . . . `hcl/main.tf`/environment/
      ManagedBy   = "terraform"
    }
//  ⌃ enclosing_range_end soulindex . . . `hcl/main.tf`/locals/common_tags.
    # Services with more than one task get an autoscaling policy.
//  ⌄ enclosing_range_start soulindex . . . `hcl/main.tf`/locals/scaled_services.
    scaled_services = {
//  ^^^^^^^^^^^^^^^ definition soulindex . . . `hcl/main.tf`/locals/scaled_services.
//  kind Key
//  documentation
//  > Services with more than one task get an autoscaling policy.
      for name, svc in var.ingest_services : name => svc
//                         ^^^^^^^^^^^^^^^ reference soulindex . . . `hcl/main.tf`/ingest_services/
      if svc.count > 1
    }
//  ⌃ enclosing_range_end soulindex . . . `hcl/main.tf`/locals/scaled_services.
  }
//⌃ enclosing_range_end soulindex . . . `hcl/main.tf`/locals/
  
//⌄ enclosing_range_start soulindex . . . `hcl/main.tf`/data#aws_caller_identity#current/
  data "aws_caller_identity" "current" {}
//                            ^^^^^^^ definition soulindex . . . `hcl/main.tf`/data#aws_caller_identity#current/
//                            kind Namespace
//                                      ⌃ enclosing_range_end soulindex . . . `hcl/main.tf`/data#aws_caller_identity#current/
  
//⌄ enclosing_range_start soulindex . . . `hcl/main.tf`/data#aws_iam_policy_document#log_writer/
  data "aws_iam_policy_document" "log_writer" {
//                                ^^^^^^^^^^ definition soulindex . . . `hcl/main.tf`/data#aws_iam_policy_document#log_writer/
//                                kind Namespace
//  ⌄ enclosing_range_start soulindex . . . `hcl/main.tf`/data#aws_iam_policy_document#log_writer/statement/
    statement {
//  ^^^^^^^^^ definition soulindex . . . `hcl/main.tf`/data#aws_iam_policy_document#log_writer/statement/
//  kind Namespace
//    ⌄ enclosing_range_start soulindex . . . `hcl/main.tf`/data#aws_iam_policy_document#log_writer/statement/sid.
      sid       = "WriteLogs"
//    ^^^ definition soulindex . . . `hcl/main.tf`/data#aws_iam_policy_document#log_writer/statement/sid.
//    kind Key
//                          ⌃ enclosing_range_end soulindex . . . `hcl/main.tf`/data#aws_iam_policy_document#log_writer/statement/sid.
//    ⌄ enclosing_range_start soulindex . . . `hcl/main.tf`/data#aws_iam_policy_document#log_writer/statement/actions.
      actions   = ["s3:PutObject", "s3:AbortMultipartUpload"]
//    ^^^^^^^ definition soulindex . . . `hcl/main.tf`/data#aws_iam_policy_document#log_writer/statement/actions.
//    kind Key
//                                                          ⌃ enclosing_range_end soulindex . . . `hcl/main.tf`/data#aws_iam_policy_document#log_writer/statement/actions.
//    ⌄ enclosing_range_start soulindex . . . `hcl/main.tf`/data#aws_iam_policy_document#log_writer/statement/resources.
      resources = ["${aws_s3_bucket.logs.arn}/*"]
//    ^^^^^^^^^ definition soulindex . . . `hcl/main.tf`/data#aws_iam_policy_document#log_writer/statement/resources.
//    kind Key
//                                              ⌃ enclosing_range_end soulindex . . . `hcl/main.tf`/data#aws_iam_policy_document#log_writer/statement/resources.
  
//    ⌄ enclosing_range_start soulindex . . . `hcl/main.tf`/data#aws_iam_policy_document#log_writer/statement/principals/
      principals {
//    ^^^^^^^^^^ definition soulindex . . . `hcl/main.tf`/data#aws_iam_policy_document#log_writer/statement/principals/
//    kind Namespace
//      ⌄ enclosing_range_start soulindex . . . `hcl/main.tf`/data#aws_iam_policy_document#log_writer/statement/principals/type.
        type        = "AWS"
//      ^^^^ definition soulindex . . . `hcl/main.tf`/data#aws_iam_policy_document#log_writer/statement/principals/type.
//      kind Key
//                        ⌃ enclosing_range_end soulindex . . . `hcl/main.tf`/data#aws_iam_policy_document#log_writer/statement/principals/type.
//      ⌄ enclosing_range_start soulindex . . . `hcl/main.tf`/data#aws_iam_policy_document#log_writer/statement/principals/identifiers.
        identifiers = [aws_iam_role.ingest.arn]
//      ^^^^^^^^^^^ definition soulindex . . . `hcl/main.tf`/data#aws_iam_policy_document#log_writer/statement/principals/identifiers.
//      kind Key
//                                  ^^^^^^ reference soulindex . . . `hcl/main.tf`/ingest/
//                                            ⌃ enclosing_range_end soulindex . . . `hcl/main.tf`/data#aws_iam_policy_document#log_writer/statement/principals/identifiers.
      }
//    ⌃ enclosing_range_end soulindex . . . `hcl/main.tf`/data#aws_iam_policy_document#log_writer/statement/principals/
    }
//  ⌃ enclosing_range_end soulindex . . . `hcl/main.tf`/data#aws_iam_policy_document#log_writer/statement/
  }
//⌃ enclosing_range_end soulindex . . . `hcl/main.tf`/data#aws_iam_policy_document#log_writer/
  
//⌄ enclosing_range_start soulindex . . . `hcl/main.tf`/random_id#bucket_suffix/
  resource "random_id" "bucket_suffix" {
//                      ^^^^^^^^^^^^^ definition soulindex . . . `hcl/main.tf`/random_id#bucket_suffix/
//                      kind Namespace
//  ⌄ enclosing_range_start soulindex . . . `hcl/main.tf`/random_id#bucket_suffix/byte_length.
    byte_length = 4
//  ^^^^^^^^^^^ definition soulindex . . . `hcl/main.tf`/random_id#bucket_suffix/byte_length.
//  kind Key
//                ⌃ enclosing_range_end soulindex . . . `hcl/main.tf`/random_id#bucket_suffix/byte_length.
  }
//⌃ enclosing_range_end soulindex . . . `hcl/main.tf`/random_id#bucket_suffix/
  
  # Raw event logs, kept for log_retention_days.
//⌄ enclosing_range_start soulindex . . . `hcl/main.tf`/aws_s3_bucket#logs/
  resource "aws_s3_bucket" "logs" {
//                          ^^^^ definition soulindex . . . `hcl/main.tf`/aws_s3_bucket#logs/
//                          kind Namespace
//                          documentation
//                          > Raw event logs, kept for log_retention_days.
//  ⌄ enclosing_range_start soulindex . . . `hcl/main.tf`/aws_s3_bucket#logs/bucket.
    bucket        = "${local.name_prefix}-logs-${random_id.bucket_suffix.hex}"
//  ^^^^^^ definition soulindex . . . `hcl/main.tf`/aws_s3_bucket#logs/bucket.
//  kind Key
//                                                                           ⌃ enclosing_range_end soulindex . . . `hcl/main.tf`/aws_s3_bucket#logs/bucket.
//  ⌄ enclosing_range_start soulindex . . . `hcl/main.tf`/aws_s3_bucket#logs/force_destroy.
    force_destroy = var.environment != "prod"
//  ^^^^^^^^^^^^^ definition soulindex . . . `hcl/main.tf`/aws_s3_bucket#logs/force_destroy.
//  kind Key
//                      ^^^^^^^^^^^ reference soulindex . . . `hcl/main.tf`/environment/
//                                          ⌃ enclosing_range_end soulindex . . . `hcl/main.tf`/aws_s3_bucket#logs/force_destroy.
  
//  ⌄ enclosing_range_start soulindex . . . `hcl/main.tf`/aws_s3_bucket#logs/tags.
    tags = merge(local.common_tags, {
//  ^^^^ definition soulindex . . . `hcl/main.tf`/aws_s3_bucket#logs/tags.
//  kind Key
      Name = "${local.name_prefix}-logs"
    })
//   ⌃ enclosing_range_end soulindex . . . `hcl/main.tf`/aws_s3_bucket#logs/tags.
  
//  ⌄ enclosing_range_start soulindex . . . `hcl/main.tf`/aws_s3_bucket#logs/lifecycle/
    lifecycle {
//  ^^^^^^^^^ definition soulindex . . . `hcl/main.tf`/aws_s3_bucket#logs/lifecycle/
//  kind Namespace
//    ⌄ enclosing_range_start soulindex . . . `hcl/main.tf`/aws_s3_bucket#logs/lifecycle/prevent_destroy.
      prevent_destroy = false
//    ^^^^^^^^^^^^^^^ definition soulindex . . . `hcl/main.tf`/aws_s3_bucket#logs/lifecycle/prevent_destroy.
//    kind Key
//                          ⌃ enclosing_range_end soulindex . . . `hcl/main.tf`/aws_s3_bucket#logs/lifecycle/prevent_destroy.
//    ⌄ enclosing_range_start soulindex . . . `hcl/main.tf`/aws_s3_bucket#logs/lifecycle/ignore_changes.
      ignore_changes  = [tags["LastModifiedBy"]]
//    ^^^^^^^^^^^^^^ definition soulindex . . . `hcl/main.tf`/aws_s3_bucket#logs/lifecycle/ignore_changes.
//    kind Key
//                                             ⌃ enclosing_range_end soulindex . . . `hcl/main.tf`/aws_s3_bucket#logs/lifecycle/ignore_changes.
    }
//  ⌃ enclosing_range_end soulindex . . . `hcl/main.tf`/aws_s3_bucket#logs/lifecycle/
  }
//⌃ enclosing_range_end soulindex . . . `hcl/main.tf`/aws_s3_bucket#logs/
  
//⌄ enclosing_range_start soulindex . . . `hcl/main.tf`/aws_s3_bucket_lifecycle_configuration#logs/
  resource "aws_s3_bucket_lifecycle_configuration" "logs" {
//                                                  ^^^^ definition soulindex . . . `hcl/main.tf`/aws_s3_bucket_lifecycle_configuration#logs/
//                                                  kind Namespace
//  ⌄ enclosing_range_start soulindex . . . `hcl/main.tf`/aws_s3_bucket_lifecycle_configuration#logs/bucket.
    bucket = aws_s3_bucket.logs.id
//  ^^^^^^ definition soulindex . . . `hcl/main.tf`/aws_s3_bucket_lifecycle_configuration#logs/bucket.
//  kind Key
//                               ⌃ enclosing_range_end soulindex . . . `hcl/main.tf`/aws_s3_bucket_lifecycle_configuration#logs/bucket.
  
//  ⌄ enclosing_range_start soulindex . . . `hcl/main.tf`/aws_s3_bucket_lifecycle_configuration#logs/rule/
    rule {
//  ^^^^ definition soulindex . . . `hcl/main.tf`/aws_s3_bucket_lifecycle_configuration#logs/rule/
//  kind Namespace
//    ⌄ enclosing_range_start soulindex . . . `hcl/main.tf`/aws_s3_bucket_lifecycle_configuration#logs/rule/id.
      id     = "expire-raw-events"
//    ^^ definition soulindex . . . `hcl/main.tf`/aws_s3_bucket_lifecycle_configuration#logs/rule/id.
//    kind Key
//                               ⌃ enclosing_range_end soulindex . . . `hcl/main.tf`/aws_s3_bucket_lifecycle_configuration#logs/rule/id.
//    ⌄ enclosing_range_start soulindex . . . `hcl/main.tf`/aws_s3_bucket_lifecycle_configuration#logs/rule/status.
      status = "Enabled"
//    ^^^^^^ definition soulindex . . . `hcl/main.tf`/aws_s3_bucket_lifecycle_configuration#logs/rule/status.
//    kind Key
//                     ⌃ enclosing_range_end soulindex . . . `hcl/main.tf`/aws_s3_bucket_lifecycle_configuration#logs/rule/status.
  
//    ⌄ enclosing_range_start soulindex . . . `hcl/main.tf`/aws_s3_bucket_lifecycle_configuration#logs/rule/expiration/
      expiration {
//    ^^^^^^^^^^ definition soulindex . . . `hcl/main.tf`/aws_s3_bucket_lifecycle_configuration#logs/rule/expiration/
//    kind Namespace
//      ⌄ enclosing_range_start soulindex . . . `hcl/main.tf`/aws_s3_bucket_lifecycle_configuration#logs/rule/expiration/days.
        days = var.log_retention_days
//      ^^^^ definition soulindex . . . `hcl/main.tf`/aws_s3_bucket_lifecycle_configuration#logs/rule/expiration/days.
//      kind Key
//                 ^^^^^^^^^^^^^^^^^^ reference soulindex . . . `hcl/main.tf`/log_retention_days/
//                                  ⌃ enclosing_range_end soulindex . . . `hcl/main.tf`/aws_s3_bucket_lifecycle_configuration#logs/rule/expiration/days.
      }
//    ⌃ enclosing_range_end soulindex . . . `hcl/main.tf`/aws_s3_bucket_lifecycle_configuration#logs/rule/expiration/
    }
//  ⌃ enclosing_range_end soulindex . . . `hcl/main.tf`/aws_s3_bucket_lifecycle_configuration#logs/rule/
  }
//⌃ enclosing_range_end soulindex . . . `hcl/main.tf`/aws_s3_bucket_lifecycle_configuration#logs/
  
//⌄ enclosing_range_start soulindex . . . `hcl/main.tf`/aws_s3_bucket_policy#logs/
  resource "aws_s3_bucket_policy" "logs" {
//                                 ^^^^ definition soulindex . . . `hcl/main.tf`/aws_s3_bucket_policy#logs/
//                                 kind Namespace
//  ⌄ enclosing_range_start soulindex . . . `hcl/main.tf`/aws_s3_bucket_policy#logs/bucket.
    bucket = aws_s3_bucket.logs.id
//  ^^^^^^ definition soulindex . . . `hcl/main.tf`/aws_s3_bucket_policy#logs/bucket.
//  kind Key
//                               ⌃ enclosing_range_end soulindex . . . `hcl/main.tf`/aws_s3_bucket_policy#logs/bucket.
//  ⌄ enclosing_range_start soulindex . . . `hcl/main.tf`/aws_s3_bucket_policy#logs/policy.
    policy = data.aws_iam_policy_document.log_writer.json
//  ^^^^^^ definition soulindex . . . `hcl/main.tf`/aws_s3_bucket_policy#logs/policy.
//  kind Key
//                                                      ⌃ enclosing_range_end soulindex . . . `hcl/main.tf`/aws_s3_bucket_policy#logs/policy.
  }
//⌃ enclosing_range_end soulindex . . . `hcl/main.tf`/aws_s3_bucket_policy#logs/
  
//⌄ enclosing_range_start soulindex . . . `hcl/main.tf`/aws_iam_role#ingest/
  resource "aws_iam_role" "ingest" {
//                         ^^^^^^ definition soulindex . . . `hcl/main.tf`/aws_iam_role#ingest/
//                         kind Namespace
//  ⌄ enclosing_range_start soulindex . . . `hcl/main.tf`/aws_iam_role#ingest/name.
    name = "${local.name_prefix}-ingest"
//  ^^^^ definition soulindex . . . `hcl/main.tf`/aws_iam_role#ingest/name.
//  kind Key
//                                     ⌃ enclosing_range_end soulindex . . . `hcl/main.tf`/aws_iam_role#ingest/name.
//  ⌄ enclosing_range_start soulindex . . . `hcl/main.tf`/aws_iam_role#ingest/assume_role_policy.
    assume_role_policy = jsonencode({
//  ^^^^^^^^^^^^^^^^^^ definition soulindex . . . `hcl/main.tf`/aws_iam_role#ingest/assume_role_policy.
//  kind Key
      Version = "2012-10-17"
      Statement = [{
        Action    = "sts:AssumeRole"
        Effect    = "Allow"
        Principal = { Service = "ecs-tasks.amazonaws.com" }
      }]
    })
//   ⌃ enclosing_range_end soulindex . . . `hcl/main.tf`/aws_iam_role#ingest/assume_role_policy.
  }
//⌃ enclosing_range_end soulindex . . . `hcl/main.tf`/aws_iam_role#ingest/
  
//⌄ enclosing_range_start soulindex . . . `hcl/main.tf`/vpc/
  module "vpc" {
//        ^^^ definition soulindex . . . `hcl/main.tf`/vpc/
//        kind Namespace
//  ⌄ enclosing_range_start soulindex . . . `hcl/main.tf`/vpc/source.
    source  = "terraform-aws-modules/vpc/aws"
//  ^^^^^^ definition soulindex . . . `hcl/main.tf`/vpc/source.
//  kind Key
//                                          ⌃ enclosing_range_end soulindex . . . `hcl/main.tf`/vpc/source.
//  ⌄ enclosing_range_start soulindex . . . `hcl/main.tf`/vpc/version.
    version = "5.5.1"
//  ^^^^^^^ definition soulindex . . . `hcl/main.tf`/vpc/version.
//  kind Key
//                  ⌃ enclosing_range_end soulindex . . . `hcl/main.tf`/vpc/version.
  
//  ⌄ enclosing_range_start soulindex . . . `hcl/main.tf`/vpc/name.
    name            = "${local.name_prefix}-vpc"
//  ^^^^ definition soulindex . . . `hcl/main.tf`/vpc/name.
//  kind Key
//                                             ⌃ enclosing_range_end soulindex . . . `hcl/main.tf`/vpc/name.
//  ⌄ enclosing_range_start soulindex . . . `hcl/main.tf`/vpc/cidr.
    cidr            = "10.20.0.0/16"
//  ^^^^ definition soulindex . . . `hcl/main.tf`/vpc/cidr.
//  kind Key
//                                 ⌃ enclosing_range_end soulindex . . . `hcl/main.tf`/vpc/cidr.
//  ⌄ enclosing_range_start soulindex . . . `hcl/main.tf`/vpc/azs.
    azs             = ["${var.region}a", "${var.region}b"]
//  ^^^ definition soulindex . . . `hcl/main.tf`/vpc/azs.
//  kind Key
//                            ^^^^^^ reference soulindex . . . `hcl/main.tf`/region/
//                                              ^^^^^^ reference soulindex . . . `hcl/main.tf`/region/
//                                                       ⌃ enclosing_range_end soulindex . . . `hcl/main.tf`/vpc/azs.
//  ⌄ enclosing_range_start soulindex . . . `hcl/main.tf`/vpc/private_subnets.
    private_subnets = [for i in range(2) : cidrsubnet("10.20.0.0/16", 8, i)]
//  ^^^^^^^^^^^^^^^ definition soulindex . . . `hcl/main.tf`/vpc/private_subnets.
//  kind Key
//                                                                         ⌃ enclosing_range_end soulindex . . . `hcl/main.tf`/vpc/private_subnets.
  }
//⌃ enclosing_range_end soulindex . . . `hcl/main.tf`/vpc/
  
  # One ECS service per configured ingest service.
//⌄ enclosing_range_start soulindex . . . `hcl/main.tf`/ingest/
  module "ingest" {
//        ^^^^^^ definition soulindex . . . `hcl/main.tf`/ingest/
//        kind Namespace
//        documentation
//        > One ECS service per configured ingest service.
//  ⌄ enclosing_range_start soulindex . . . `hcl/main.tf`/ingest/source.
    source   = "./modules/ecs-service"
//  ^^^^^^ definition soulindex . . . `hcl/main.tf`/ingest/source.
//  kind Key
//                                   ⌃ enclosing_range_end soulindex . . . `hcl/main.tf`/ingest/source.
//  ⌄ enclosing_range_start soulindex . . . `hcl/main.tf`/ingest/for_each.
    for_each = var.ingest_services
//  ^^^^^^^^ definition soulindex . . . `hcl/main.tf`/ingest/for_each.
//  kind Key
//                 ^^^^^^^^^^^^^^^ reference soulindex . . . `hcl/main.tf`/ingest_services/
//                               ⌃ enclosing_range_end soulindex . . . `hcl/main.tf`/ingest/for_each.
  
//  ⌄ enclosing_range_start soulindex . . . `hcl/main.tf`/ingest/name.
    name       = "${local.name_prefix}-${each.key}"
//  ^^^^ definition soulindex . . . `hcl/main.tf`/ingest/name.
//  kind Key
//                                                ⌃ enclosing_range_end soulindex . . . `hcl/main.tf`/ingest/name.
//  ⌄ enclosing_range_start soulindex . . . `hcl/main.tf`/ingest/cpu.
    cpu        = each.value.cpu
//  ^^^ definition soulindex . . . `hcl/main.tf`/ingest/cpu.
//  kind Key
//                            ⌃ enclosing_range_end soulindex . . . `hcl/main.tf`/ingest/cpu.
//  ⌄ enclosing_range_start soulindex . . . `hcl/main.tf`/ingest/memory.
    memory     = each.value.memory
//  ^^^^^^ definition soulindex . . . `hcl/main.tf`/ingest/memory.
//  kind Key
//                               ⌃ enclosing_range_end soulindex . . . `hcl/main.tf`/ingest/memory.
//  ⌄ enclosing_range_start soulindex . . . `hcl/main.tf`/ingest/subnet_ids.
    subnet_ids = module.vpc.private_subnets
//  ^^^^^^^^^^ definition soulindex . . . `hcl/main.tf`/ingest/subnet_ids.
//  kind Key
//                      ^^^ reference soulindex . . . `hcl/main.tf`/vpc/
//                                        ⌃ enclosing_range_end soulindex . . . `hcl/main.tf`/ingest/subnet_ids.
//  ⌄ enclosing_range_start soulindex . . . `hcl/main.tf`/ingest/role_arn.
    role_arn   = aws_iam_role.ingest.arn
//  ^^^^^^^^ definition soulindex . . . `hcl/main.tf`/ingest/role_arn.
//  kind Key
//                            ^^^^^^ reference soulindex . . . `hcl/main.tf`/ingest/
//                                     ⌃ enclosing_range_end soulindex . . . `hcl/main.tf`/ingest/role_arn.
  
//  ⌄ enclosing_range_start soulindex . . . `hcl/main.tf`/ingest/depends_on.
    depends_on = [aws_s3_bucket_policy.logs]
//  ^^^^^^^^^^ definition soulindex . . . `hcl/main.tf`/ingest/depends_on.
//  kind Key
//                                         ⌃ enclosing_range_end soulindex . . . `hcl/main.tf`/ingest/depends_on.
  }
//⌃ enclosing_range_end soulindex . . . `hcl/main.tf`/ingest/
  
//⌄ enclosing_range_start soulindex . . . `hcl/main.tf`/aws_security_group#ingest/
  resource "aws_security_group" "ingest" {
//                               ^^^^^^ definition soulindex . . . `hcl/main.tf`/aws_security_group#ingest/
//                               kind Namespace
//  ⌄ enclosing_range_start soulindex . . . `hcl/main.tf`/aws_security_group#ingest/name.
    name   = "${local.name_prefix}-ingest"
//  ^^^^ definition soulindex . . . `hcl/main.tf`/aws_security_group#ingest/name.
//  kind Key
//                                       ⌃ enclosing_range_end soulindex . . . `hcl/main.tf`/aws_security_group#ingest/name.
//  ⌄ enclosing_range_start soulindex . . . `hcl/main.tf`/aws_security_group#ingest/vpc_id.
    vpc_id = module.vpc.vpc_id
//  ^^^^^^ definition soulindex . . . `hcl/main.tf`/aws_security_group#ingest/vpc_id.
//  kind Key
//                  ^^^ reference soulindex . . . `hcl/main.tf`/vpc/
//                           ⌃ enclosing_range_end soulindex . . . `hcl/main.tf`/aws_security_group#ingest/vpc_id.
  
//  ⌄ enclosing_range_start soulindex . . . `hcl/main.tf`/aws_security_group#ingest/ingress/
    dynamic "ingress" {
//           ^^^^^^^ definition soulindex . . . `hcl/main.tf`/aws_security_group#ingest/ingress/
//           kind Namespace
//    ⌄ enclosing_range_start soulindex . . . `hcl/main.tf`/aws_security_group#ingest/ingress/for_each.
      for_each = [8080, 9090]
//    ^^^^^^^^ definition soulindex . . . `hcl/main.tf`/aws_security_group#ingest/ingress/for_each.
//    kind Key
//                          ⌃ enclosing_range_end soulindex . . . `hcl/main.tf`/aws_security_group#ingest/ingress/for_each.
//    ⌄ enclosing_range_start soulindex . . . `hcl/main.tf`/aws_security_group#ingest/ingress/content/
      content {
//    ^^^^^^^ definition soulindex . . . `hcl/main.tf`/aws_security_group#ingest/ingress/content/
//    kind Namespace
//      ⌄ enclosing_range_start soulindex . . . `hcl/main.tf`/aws_security_group#ingest/ingress/content/from_port.
        from_port   = ingress.value
//      ^^^^^^^^^ definition soulindex . . . `hcl/main.tf`/aws_security_group#ingest/ingress/content/from_port.
//      kind Key
//                                ⌃ enclosing_range_end soulindex . . . `hcl/main.tf`/aws_security_group#ingest/ingress/content/from_port.
//      ⌄ enclosing_range_start soulindex . . . `hcl/main.tf`/aws_security_group#ingest/ingress/content/to_port.
        to_port     = ingress.value
//      ^^^^^^^ definition soulindex . . . `hcl/main.tf`/aws_security_group#ingest/ingress/content/to_port.
//      kind Key
//                                ⌃ enclosing_range_end soulindex . . . `hcl/main.tf`/aws_security_group#ingest/ingress/content/to_port.
//      ⌄ enclosing_range_start soulindex . . . `hcl/main.tf`/aws_security_group#ingest/ingress/content/protocol.
        protocol    = "tcp"
//      ^^^^^^^^ definition soulindex . . . `hcl/main.tf`/aws_security_group#ingest/ingress/content/protocol.
//      kind Key
//                        ⌃ enclosing_range_end soulindex . . . `hcl/main.tf`/aws_security_group#ingest/ingress/content/protocol.
//      ⌄ enclosing_range_start soulindex . . . `hcl/main.tf`/aws_security_group#ingest/ingress/content/cidr_blocks.
        cidr_blocks = [module.vpc.vpc_cidr_block]
//      ^^^^^^^^^^^ definition soulindex . . . `hcl/main.tf`/aws_security_group#ingest/ingress/content/cidr_blocks.
//      kind Key
//                            ^^^ reference soulindex . . . `hcl/main.tf`/vpc/
//                                              ⌃ enclosing_range_end soulindex . . . `hcl/main.tf`/aws_security_group#ingest/ingress/content/cidr_blocks.
      }
//    ⌃ enclosing_range_end soulindex . . . `hcl/main.tf`/aws_security_group#ingest/ingress/content/
    }
//  ⌃ enclosing_range_end soulindex . . . `hcl/main.tf`/aws_security_group#ingest/ingress/
  }
//⌃ enclosing_range_end soulindex . . . `hcl/main.tf`/aws_security_group#ingest/
  
  # Name of the log bucket, for the log shipper configuration.
//⌄ enclosing_range_start soulindex . . . `hcl/main.tf`/log_bucket/
  output "log_bucket" {
//        ^^^^^^^^^^ definition soulindex . . . `hcl/main.tf`/log_bucket/
//        kind Namespace
//        documentation
//        > Name of the log bucket, for the log shipper configuration.
//  ⌄ enclosing_range_start soulindex . . . `hcl/main.tf`/log_bucket/value.
    value       = aws_s3_bucket.logs.bucket
//  ^^^^^ definition soulindex . . . `hcl/main.tf`/log_bucket/value.
//  kind Key
//                                        ⌃ enclosing_range_end soulindex . . . `hcl/main.tf`/log_bucket/value.
//  ⌄ enclosing_range_start soulindex . . . `hcl/main.tf`/log_bucket/description.
    description = "Raw event log bucket"
//  ^^^^^^^^^^^ definition soulindex . . . `hcl/main.tf`/log_bucket/description.
//  kind Key
//                                     ⌃ enclosing_range_end soulindex . . . `hcl/main.tf`/log_bucket/description.
  }
//⌃ enclosing_range_end soulindex . . . `hcl/main.tf`/log_bucket/
  
//⌄ enclosing_range_start soulindex . . . `hcl/main.tf`/ingest_service_arns/
  output "ingest_service_arns" {
//        ^^^^^^^^^^^^^^^^^^^ definition soulindex . . . `hcl/main.tf`/ingest_service_arns/
//        kind Namespace
//  ⌄ enclosing_range_start soulindex . . . `hcl/main.tf`/ingest_service_arns/value.
    value     = { for k, m in module.ingest : k => m.service_arn }
//  ^^^^^ definition soulindex . . . `hcl/main.tf`/ingest_service_arns/value.
//  kind Key
//                                   ^^^^^^ reference soulindex . . . `hcl/main.tf`/ingest/
//                                                               ⌃ enclosing_range_end soulindex . . . `hcl/main.tf`/ingest_service_arns/value.
//  ⌄ enclosing_range_start soulindex . . . `hcl/main.tf`/ingest_service_arns/sensitive.
    sensitive = false
//  ^^^^^^^^^ definition soulindex . . . `hcl/main.tf`/ingest_service_arns/sensitive.
//  kind Key
//                  ⌃ enclosing_range_end soulindex . . . `hcl/main.tf`/ingest_service_arns/sensitive.
  }
//⌃ enclosing_range_end soulindex . . . `hcl/main.tf`/ingest_service_arns/
  
//⌄ enclosing_range_start soulindex . . . `hcl/main.tf`/account_id/
  output "account_id" {
//        ^^^^^^^^^^ definition soulindex . . . `hcl/main.tf`/account_id/
//        kind Namespace
//  ⌄ enclosing_range_start soulindex . . . `hcl/main.tf`/account_id/value.
    value = data.aws_caller_identity.current.account_id
//  ^^^^^ definition soulindex . . . `hcl/main.tf`/account_id/value.
//  kind Key
//                                           ^^^^^^^^^^ reference soulindex . . . `hcl/main.tf`/account_id/
//                                                    ⌃ enclosing_range_end soulindex . . . `hcl/main.tf`/account_id/value.
  }
//⌃ enclosing_range_end soulindex . . . `hcl/main.tf`/account_id/
  
