-module(zoo_dog).
-include("zoo.hrl").
-export([speak/0, speak/1, new/1]).

new(Name) -> #animal{name = Name, sound = <<"woof">>}.

speak() -> speak(quiet).

speak(quiet) -> <<"woof">>;
speak(loud) -> <<"WOOF">>.
