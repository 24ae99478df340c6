-module(zoo_util).
-export([shout/1]).

shout(Bin) -> string:uppercase(Bin).
