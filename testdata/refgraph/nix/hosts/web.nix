{ config, ... }:
{
  services.nginx.enable = true;
}
