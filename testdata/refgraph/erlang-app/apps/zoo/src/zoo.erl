-module(zoo).
-behaviour(gen_server).
-include_lib("zoo/include/zoo.hrl").
-import(zoo_util, [shout/1]).
-export([run/0]).

run() ->
    Dog = zoo_dog:new(<<"Rex">>),
    Quiet = zoo_dog:speak(),
    Loud = zoo_dog:speak(loud),
    Names = lists:map(fun(A) -> A#animal.name end, [Dog]),
    F = fun zoo_dog:speak/1,
    {shout(Quiet), Loud, Names, F, ?LOUD}.
