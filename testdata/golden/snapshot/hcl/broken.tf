  # A configuration with syntax errors.
//⌄ enclosing_range_start soulindex . . . `hcl/broken.tf`/ok/
  variable "ok" {
//          ^^ definition soulindex . . . `hcl/broken.tf`/ok/
//          kind Namespace
//          documentation
//          > A configuration with syntax errors.
//  ⌄ enclosing_range_start soulindex . . . `hcl/broken.tf`/ok/default.
    default = 1
//  ^^^^^^^ definition soulindex . . . `hcl/broken.tf`/ok/default.
//  kind Key
//            ⌃ enclosing_range_end soulindex . . . `hcl/broken.tf`/ok/default.
  }
//⌃ enclosing_range_end soulindex . . . `hcl/broken.tf`/ok/
  
//⌄ enclosing_range_start soulindex . . . `hcl/broken.tf`/aws_instance#web/
  resource "aws_instance" "web" {
//                         ^^^ definition soulindex . . . `hcl/broken.tf`/aws_instance#web/
//                         kind Namespace
//  ⌄ enclosing_range_start soulindex . . . `hcl/broken.tf`/aws_instance#web/ami.
    ami = var.ok +
//  ^^^ definition soulindex . . . `hcl/broken.tf`/aws_instance#web/ami.
//  kind Key
//            ^^ reference soulindex . . . `hcl/broken.tf`/ok/
    instance_type = "t3.micro"
//                           ⌃ enclosing_range_end soulindex . . . `hcl/broken.tf`/aws_instance#web/ami.
  
  # Still found after the errors?
//⌄ enclosing_range_start soulindex . . . `hcl/broken.tf`/aws_instance#web/after/
  output "after" {
//        ^^^^^ definition soulindex . . . `hcl/broken.tf`/aws_instance#web/after/
//        kind Namespace
//        documentation
//        > Still found after the errors?
//  ⌄ enclosing_range_start soulindex . . . `hcl/broken.tf`/aws_instance#web/after/value.
    value = var.ok
//  ^^^^^ definition soulindex . . . `hcl/broken.tf`/aws_instance#web/after/value.
//  kind Key
//              ^^ reference soulindex . . . `hcl/broken.tf`/ok/
//               ⌃ enclosing_range_end soulindex . . . `hcl/broken.tf`/aws_instance#web/after/value.
  }
//⌃ enclosing_range_end soulindex . . . `hcl/broken.tf`/aws_instance#web/after/
  
//⌃ enclosing_range_end soulindex . . . `hcl/broken.tf`/aws_instance#web/
