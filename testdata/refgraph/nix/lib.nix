{ lib }:
{
  greet = name: "hello ${name}";
}
