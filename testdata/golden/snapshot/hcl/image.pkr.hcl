  # Packer template for the tidewater ingest AMI.
  
//⌄ enclosing_range_start soulindex . . . `hcl/image.pkr.hcl`/packer/
  packer {
//^^^^^^ definition soulindex . . . `hcl/image.pkr.hcl`/packer/
//kind Namespace
//  ⌄ enclosing_range_start soulindex . . . `hcl/image.pkr.hcl`/packer/required_plugins/
    required_plugins {
//  ^^^^^^^^^^^^^^^^ definition soulindex . . . `hcl/image.pkr.hcl`/packer/required_plugins/
//  kind Namespace
//    ⌄ enclosing_range_start soulindex . . . `hcl/image.pkr.hcl`/packer/required_plugins/amazon.
      amazon = {
//    ^^^^^^ definition soulindex . . . `hcl/image.pkr.hcl`/packer/required_plugins/amazon.
//    kind Key
        version = ">= 1.2.8"
        source  = "github.com/hashicorp/amazon"
      }
//    ⌃ enclosing_range_end soulindex . . . `hcl/image.pkr.hcl`/packer/required_plugins/amazon.
    }
//  ⌃ enclosing_range_end soulindex . . . `hcl/image.pkr.hcl`/packer/required_plugins/
  }
//⌃ enclosing_range_end soulindex . . . `hcl/image.pkr.hcl`/packer/
  
//⌄ enclosing_range_start soulindex . . . `hcl/image.pkr.hcl`/region/
  variable "region" {
//          ^^^^^^ definition soulindex . . . `hcl/image.pkr.hcl`/region/
//          kind Namespace
//  ⌄ enclosing_range_start soulindex . . . `hcl/image.pkr.hcl`/region/type.
    type    = string
//  ^^^^ definition soulindex . . . `hcl/image.pkr.hcl`/region/type.
//  kind Key
//                 ⌃ enclosing_range_end soulindex . . . `hcl/image.pkr.hcl`/region/type.
//  ⌄ enclosing_range_start soulindex . . . `hcl/image.pkr.hcl`/region/default.
    default = "eu-west-1"
//  ^^^^^^^ definition soulindex . . . `hcl/image.pkr.hcl`/region/default.
//  kind Key
//                      ⌃ enclosing_range_end soulindex . . . `hcl/image.pkr.hcl`/region/default.
  }
//⌃ enclosing_range_end soulindex . . . `hcl/image.pkr.hcl`/region/
  
//⌄ enclosing_range_start soulindex . . . `hcl/image.pkr.hcl`/app_version/
  variable "app_version" {
//          ^^^^^^^^^^^ definition soulindex . . . `hcl/image.pkr.hcl`/app_version/
//          kind Namespace
//  ⌄ enclosing_range_start soulindex . . . `hcl/image.pkr.hcl`/app_version/type.
    type        = string
//  ^^^^ definition soulindex . . . `hcl/image.pkr.hcl`/app_version/type.
//  kind Key
//                     ⌃ enclosing_range_end soulindex . . . `hcl/image.pkr.hcl`/app_version/type.
//  ⌄ enclosing_range_start soulindex . . . `hcl/image.pkr.hcl`/app_version/description.
    description = "Version of the ingest binary baked into the image."
//  ^^^^^^^^^^^ definition soulindex . . . `hcl/image.pkr.hcl`/app_version/description.
//  kind Key
//                                                                   ⌃ enclosing_range_end soulindex . . . `hcl/image.pkr.hcl`/app_version/description.
  }
//⌃ enclosing_range_end soulindex . . . `hcl/image.pkr.hcl`/app_version/
  
  # Extra packages installed on top of the base image.
//⌄ enclosing_range_start soulindex . . . `hcl/image.pkr.hcl`/extra_packages/
  variable "extra_packages" {
//          ^^^^^^^^^^^^^^ definition soulindex . . . `hcl/image.pkr.hcl`/extra_packages/
//          kind Namespace
//          documentation
//          > Extra packages installed on top of the base image.
//  ⌄ enclosing_range_start soulindex . . . `hcl/image.pkr.hcl`/extra_packages/type.
    type    = list(string)
//  ^^^^ definition soulindex . . . `hcl/image.pkr.hcl`/extra_packages/type.
//  kind Key
//                       ⌃ enclosing_range_end soulindex . . . `hcl/image.pkr.hcl`/extra_packages/type.
//  ⌄ enclosing_range_start soulindex . . . `hcl/image.pkr.hcl`/extra_packages/default.
    default = ["jq", "htop"]
//  ^^^^^^^ definition soulindex . . . `hcl/image.pkr.hcl`/extra_packages/default.
//  kind Key
//                         ⌃ enclosing_range_end soulindex . . . `hcl/image.pkr.hcl`/extra_packages/default.
  }
//⌃ enclosing_range_end soulindex . . . `hcl/image.pkr.hcl`/extra_packages/
  
//⌄ enclosing_range_start soulindex . . . `hcl/image.pkr.hcl`/locals/
  locals {
//^^^^^^ definition soulindex . . . `hcl/image.pkr.hcl`/locals/
//kind Namespace
//  ⌄ enclosing_range_start soulindex . . . `hcl/image.pkr.hcl`/locals/timestamp.
    timestamp = regex_replace(timestamp(), "[- TZ:]", "")
//  ^^^^^^^^^ definition soulindex . . . `hcl/image.pkr.hcl`/locals/timestamp.
//  kind Key
//                                                      ⌃ enclosing_range_end soulindex . . . `hcl/image.pkr.hcl`/locals/timestamp.
//  ⌄ enclosing_range_start soulindex . . . `hcl/image.pkr.hcl`/locals/ami_name.
    ami_name  = "tidewater-ingest-${var.app_version}-${local.timestamp}"
//  ^^^^^^^^ definition soulindex . . . `hcl/image.pkr.hcl`/locals/ami_name.
//  kind Key
//                                      ^^^^^^^^^^^ reference soulindex . . . `hcl/image.pkr.hcl`/app_version/
//                                                                     ⌃ enclosing_range_end soulindex . . . `hcl/image.pkr.hcl`/locals/ami_name.
//  ⌄ enclosing_range_start soulindex . . . `hcl/image.pkr.hcl`/locals/packages.
    packages  = concat(["ca-certificates", "curl"], var.extra_packages)
//  ^^^^^^^^ definition soulindex . . . `hcl/image.pkr.hcl`/locals/packages.
//  kind Key
//                                                      ^^^^^^^^^^^^^^ reference soulindex . . . `hcl/image.pkr.hcl`/extra_packages/
//                                                                    ⌃ enclosing_range_end soulindex . . . `hcl/image.pkr.hcl`/locals/packages.
  }
//⌃ enclosing_range_end soulindex . . . `hcl/image.pkr.hcl`/locals/
  
//⌄ enclosing_range_start soulindex . . . `hcl/image.pkr.hcl`/data#amazon-ami#ubuntu/
  data "amazon-ami" "ubuntu" {
//                   ^^^^^^ definition soulindex . . . `hcl/image.pkr.hcl`/data#amazon-ami#ubuntu/
//                   kind Namespace
//  ⌄ enclosing_range_start soulindex . . . `hcl/image.pkr.hcl`/data#amazon-ami#ubuntu/filters.
    filters = {
//  ^^^^^^^ definition soulindex . . . `hcl/image.pkr.hcl`/data#amazon-ami#ubuntu/filters.
//  kind Key
      name                = "ubuntu/images/*ubuntu-jammy-22.04-amd64-server-*"
      root-device-type    = "ebs"
      virtualization-type = "hvm"
    }
//  ⌃ enclosing_range_end soulindex . . . `hcl/image.pkr.hcl`/data#amazon-ami#ubuntu/filters.
//  ⌄ enclosing_range_start soulindex . . . `hcl/image.pkr.hcl`/data#amazon-ami#ubuntu/owners.
    owners      = ["099720109477"]
//  ^^^^^^ definition soulindex . . . `hcl/image.pkr.hcl`/data#amazon-ami#ubuntu/owners.
//  kind Key
//                               ⌃ enclosing_range_end soulindex . . . `hcl/image.pkr.hcl`/data#amazon-ami#ubuntu/owners.
//  ⌄ enclosing_range_start soulindex . . . `hcl/image.pkr.hcl`/data#amazon-ami#ubuntu/most_recent.
    most_recent = true
//  ^^^^^^^^^^^ definition soulindex . . . `hcl/image.pkr.hcl`/data#amazon-ami#ubuntu/most_recent.
//  kind Key
//                   ⌃ enclosing_range_end soulindex . . . `hcl/image.pkr.hcl`/data#amazon-ami#ubuntu/most_recent.
//  ⌄ enclosing_range_start soulindex . . . `hcl/image.pkr.hcl`/data#amazon-ami#ubuntu/region.
    region      = var.region
//  ^^^^^^ definition soulindex . . . `hcl/image.pkr.hcl`/data#amazon-ami#ubuntu/region.
//  kind Key
//                    ^^^^^^ reference soulindex . . . `hcl/image.pkr.hcl`/region/
//                         ⌃ enclosing_range_end soulindex . . . `hcl/image.pkr.hcl`/data#amazon-ami#ubuntu/region.
  }
//⌃ enclosing_range_end soulindex . . . `hcl/image.pkr.hcl`/data#amazon-ami#ubuntu/
  
  # The base builder: a t3 instance from the latest Ubuntu LTS image.
//⌄ enclosing_range_start soulindex . . . `hcl/image.pkr.hcl`/source#amazon-ebs#base/
  source "amazon-ebs" "base" {
//                     ^^^^ definition soulindex . . . `hcl/image.pkr.hcl`/source#amazon-ebs#base/
//                     kind Namespace
//                     documentation
//                     > The base builder: a t3 instance from the latest Ubuntu LTS image.
//  ⌄ enclosing_range_start soulindex . . . `hcl/image.pkr.hcl`/source#amazon-ebs#base/ami_name.
    ami_name      = local.ami_name
//  ^^^^^^^^ definition soulindex . . . `hcl/image.pkr.hcl`/source#amazon-ebs#base/ami_name.
//  kind Key
//                               ⌃ enclosing_range_end soulindex . . . `hcl/image.pkr.hcl`/source#amazon-ebs#base/ami_name.
//  ⌄ enclosing_range_start soulindex . . . `hcl/image.pkr.hcl`/source#amazon-ebs#base/instance_type.
    instance_type = "t3.small"
//  ^^^^^^^^^^^^^ definition soulindex . . . `hcl/image.pkr.hcl`/source#amazon-ebs#base/instance_type.
//  kind Key
//                           ⌃ enclosing_range_end soulindex . . . `hcl/image.pkr.hcl`/source#amazon-ebs#base/instance_type.
//  ⌄ enclosing_range_start soulindex . . . `hcl/image.pkr.hcl`/source#amazon-ebs#base/region.
    region        = var.region
//  ^^^^^^ definition soulindex . . . `hcl/image.pkr.hcl`/source#amazon-ebs#base/region.
//  kind Key
//                      ^^^^^^ reference soulindex . . . `hcl/image.pkr.hcl`/region/
//                           ⌃ enclosing_range_end soulindex . . . `hcl/image.pkr.hcl`/source#amazon-ebs#base/region.
//  ⌄ enclosing_range_start soulindex . . . `hcl/image.pkr.hcl`/source#amazon-ebs#base/source_ami.
    source_ami    = data.amazon-ami.ubuntu.id
//  ^^^^^^^^^^ definition soulindex . . . `hcl/image.pkr.hcl`/source#amazon-ebs#base/source_ami.
//  kind Key
//                                          ⌃ enclosing_range_end soulindex . . . `hcl/image.pkr.hcl`/source#amazon-ebs#base/source_ami.
//  ⌄ enclosing_range_start soulindex . . . `hcl/image.pkr.hcl`/source#amazon-ebs#base/ssh_username.
    ssh_username  = "ubuntu"
//  ^^^^^^^^^^^^ definition soulindex . . . `hcl/image.pkr.hcl`/source#amazon-ebs#base/ssh_username.
//  kind Key
//                         ⌃ enclosing_range_end soulindex . . . `hcl/image.pkr.hcl`/source#amazon-ebs#base/ssh_username.
  
//  ⌄ enclosing_range_start soulindex . . . `hcl/image.pkr.hcl`/source#amazon-ebs#base/tags.
    tags = {
//  ^^^^ definition soulindex . . . `hcl/image.pkr.hcl`/source#amazon-ebs#base/tags.
//  kind Key
      Name    = local.ami_name
      Version = var.app_version
//                  ^^^^^^^^^^^ reference soulindex . . . `hcl/image.pkr.hcl`/app_version/
    }
//  ⌃ enclosing_range_end soulindex . . . `hcl/image.pkr.hcl`/source#amazon-ebs#base/tags.
  }
//⌃ enclosing_range_end soulindex . . . `hcl/image.pkr.hcl`/source#amazon-ebs#base/
  
//⌄ enclosing_range_start soulindex . . . `hcl/image.pkr.hcl`/source#amazon-ebs#arm/
  source "amazon-ebs" "arm" {
//                     ^^^ definition soulindex . . . `hcl/image.pkr.hcl`/source#amazon-ebs#arm/
//                     kind Namespace
//  ⌄ enclosing_range_start soulindex . . . `hcl/image.pkr.hcl`/source#amazon-ebs#arm/ami_name.
    ami_name      = "${local.ami_name}-arm64"
//  ^^^^^^^^ definition soulindex . . . `hcl/image.pkr.hcl`/source#amazon-ebs#arm/ami_name.
//  kind Key
//                                          ⌃ enclosing_range_end soulindex . . . `hcl/image.pkr.hcl`/source#amazon-ebs#arm/ami_name.
//  ⌄ enclosing_range_start soulindex . . . `hcl/image.pkr.hcl`/source#amazon-ebs#arm/instance_type.
    instance_type = "t4g.small"
//  ^^^^^^^^^^^^^ definition soulindex . . . `hcl/image.pkr.hcl`/source#amazon-ebs#arm/instance_type.
//  kind Key
//                            ⌃ enclosing_range_end soulindex . . . `hcl/image.pkr.hcl`/source#amazon-ebs#arm/instance_type.
//  ⌄ enclosing_range_start soulindex . . . `hcl/image.pkr.hcl`/source#amazon-ebs#arm/region.
    region        = var.region
//  ^^^^^^ definition soulindex . . . `hcl/image.pkr.hcl`/source#amazon-ebs#arm/region.
//  kind Key
//                      ^^^^^^ reference soulindex . . . `hcl/image.pkr.hcl`/region/
//                           ⌃ enclosing_range_end soulindex . . . `hcl/image.pkr.hcl`/source#amazon-ebs#arm/region.
//  ⌄ enclosing_range_start soulindex . . . `hcl/image.pkr.hcl`/source#amazon-ebs#arm/source_ami.
    source_ami    = data.amazon-ami.ubuntu.id
//  ^^^^^^^^^^ definition soulindex . . . `hcl/image.pkr.hcl`/source#amazon-ebs#arm/source_ami.
//  kind Key
//                                          ⌃ enclosing_range_end soulindex . . . `hcl/image.pkr.hcl`/source#amazon-ebs#arm/source_ami.
//  ⌄ enclosing_range_start soulindex . . . `hcl/image.pkr.hcl`/source#amazon-ebs#arm/ssh_username.
    ssh_username  = "ubuntu"
//  ^^^^^^^^^^^^ definition soulindex . . . `hcl/image.pkr.hcl`/source#amazon-ebs#arm/ssh_username.
//  kind Key
//                         ⌃ enclosing_range_end soulindex . . . `hcl/image.pkr.hcl`/source#amazon-ebs#arm/ssh_username.
  }
//⌃ enclosing_range_end soulindex . . . `hcl/image.pkr.hcl`/source#amazon-ebs#arm/
  
//⌄ enclosing_range_start soulindex . . . `hcl/image.pkr.hcl`/build/
  build {
//^^^^^ definition soulindex . . . `hcl/image.pkr.hcl`/build/
//kind Namespace
//  ⌄ enclosing_range_start soulindex . . . `hcl/image.pkr.hcl`/build/name.
    name = "ingest"
//  ^^^^ definition soulindex . . . `hcl/image.pkr.hcl`/build/name.
//  kind Key
//                ⌃ enclosing_range_end soulindex . . . `hcl/image.pkr.hcl`/build/name.
//  ⌄ enclosing_range_start soulindex . . . `hcl/image.pkr.hcl`/build/sources.
    sources = [
//  ^^^^^^^ definition soulindex . . . `hcl/image.pkr.hcl`/build/sources.
//  kind Key
      "source.amazon-ebs.base",
      "source.amazon-ebs.arm",
    ]
//  ⌃ enclosing_range_end soulindex . . . `hcl/image.pkr.hcl`/build/sources.
  
//  ⌄ enclosing_range_start soulindex . . . `hcl/image.pkr.hcl`/build/shell/
    provisioner "shell" {
//               ^^^^^ definition soulindex . . . `hcl/image.pkr.hcl`/build/shell/
//               kind Namespace
//    ⌄ enclosing_range_start soulindex . . . `hcl/image.pkr.hcl`/build/shell/inline.
      inline = [
//    ^^^^^^ definition soulindex . . . `hcl/image.pkr.hcl`/build/shell/inline.
//    kind Key
        "sudo apt-get update",
        "sudo apt-get install -y ${join(" ", local.packages)}",
      ]
//    ⌃ enclosing_range_end soulindex . . . `hcl/image.pkr.hcl`/build/shell/inline.
    }
//  ⌃ enclosing_range_end soulindex . . . `hcl/image.pkr.hcl`/build/shell/
  
    # The systemd unit that runs the ingest service.
//  ⌄ enclosing_range_start soulindex . . . `hcl/image.pkr.hcl`/build/file/
    provisioner "file" {
//               ^^^^ definition soulindex . . . `hcl/image.pkr.hcl`/build/file/
//               kind Namespace
//               documentation
//               > The systemd unit that runs the ingest service.
//    ⌄ enclosing_range_start soulindex . . . `hcl/image.pkr.hcl`/build/file/destination.
      destination = "/tmp/tidewater-ingest.service"
//    ^^^^^^^^^^^ definition soulindex . . . `hcl/image.pkr.hcl`/build/file/destination.
//    kind Key
//                                                ⌃ enclosing_range_end soulindex . . . `hcl/image.pkr.hcl`/build/file/destination.
//    ⌄ enclosing_range_start soulindex . . . `hcl/image.pkr.hcl`/build/file/content.
      content     = <<-EOT
//    ^^^^^^^ definition soulindex . . . `hcl/image.pkr.hcl`/build/file/content.
//    kind Key
        [Unit]
        Description=Tidewater ingest ${var.app_version}
//                                         ^^^^^^^^^^^ reference soulindex . . . `hcl/image.pkr.hcl`/app_version/
  
        [Service]
        ExecStart=/usr/local/bin/tidewater-ingest
        Restart=on-failure
      EOT
//      ⌃ enclosing_range_end soulindex . . . `hcl/image.pkr.hcl`/build/file/content.
    }
//  ⌃ enclosing_range_end soulindex . . . `hcl/image.pkr.hcl`/build/file/
  
//  ⌄ enclosing_range_start soulindex . . . `hcl/image.pkr.hcl`/build/manifest/
    post-processor "manifest" {
//                  ^^^^^^^^ definition soulindex . . . `hcl/image.pkr.hcl`/build/manifest/
//                  kind Namespace
//    ⌄ enclosing_range_start soulindex . . . `hcl/image.pkr.hcl`/build/manifest/output.
      output     = "manifest.json"
//    ^^^^^^ definition soulindex . . . `hcl/image.pkr.hcl`/build/manifest/output.
//    kind Key
//                               ⌃ enclosing_range_end soulindex . . . `hcl/image.pkr.hcl`/build/manifest/output.
//    ⌄ enclosing_range_start soulindex . . . `hcl/image.pkr.hcl`/build/manifest/strip_path.
      strip_path = true
//    ^^^^^^^^^^ definition soulindex . . . `hcl/image.pkr.hcl`/build/manifest/strip_path.
//    kind Key
//                    ⌃ enclosing_range_end soulindex . . . `hcl/image.pkr.hcl`/build/manifest/strip_path.
//    ⌄ enclosing_range_start soulindex . . . `hcl/image.pkr.hcl`/build/manifest/custom_data.
      custom_data = {
//    ^^^^^^^^^^^ definition soulindex . . . `hcl/image.pkr.hcl`/build/manifest/custom_data.
//    kind Key
        version = var.app_version
//                    ^^^^^^^^^^^ reference soulindex . . . `hcl/image.pkr.hcl`/app_version/
      }
//    ⌃ enclosing_range_end soulindex . . . `hcl/image.pkr.hcl`/build/manifest/custom_data.
    }
//  ⌃ enclosing_range_end soulindex . . . `hcl/image.pkr.hcl`/build/manifest/
  }
//⌃ enclosing_range_end soulindex . . . `hcl/image.pkr.hcl`/build/
  
