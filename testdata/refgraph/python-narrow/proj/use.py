import typing
import typing as t
from typing import cast

from . import models as m
from .models import Frame, Request, Response

if t.TYPE_CHECKING:
    from .models import Headers as Hdrs


def narrow_if(x: object, y) -> None:
    if isinstance(x, Response):
        x.read()
    x.read()
    if isinstance(y, Request) and y.send():
        y.send()
    elif isinstance(y, Response):
        y.read()
    if isinstance(y, (Request, Response)):
        y.read()


def narrow_return(x: t.Union[Response, str]) -> None:
    if not isinstance(x, Response):
        return
    x.read()


def narrow_raise(x, kind):
    if not isinstance(x, Response):
        raise TypeError(x)
    x.read()
    if not issubclass(kind, Request):
        raise TypeError(kind)
    kind.send(kind())


def narrow_assert(x):
    assert isinstance(x, Response)
    x.read()


def narrow_rebound(x):
    if isinstance(x, Response):
        x = 1
        x.read()


def casts(y):
    a = cast(Response, y)
    a.read()
    b = typing.cast("Request", y)
    b.send()


class Holder:
    frame: Frame

    def __init__(self, req: "Request") -> None:
        self.req: Request = req
        self.resp: t.Optional["Response"] = None

    def chain(self) -> None:
        self.req.send().read()
        self.frame.run(1).send().headers.get_list("a")
        self.resp.read()


def qualified(h: "m.Headers", o: t.Optional["m.Response"], p: "Hdrs") -> "t.Optional[m.Request]":
    h.get_list("k")
    o.read()
    p.get_list("k")
    return None


def nested(r: t.Optional["Request"], s: "t.Optional[Response]") -> t.List["Frame"]:
    r.send()
    s.read()
    return []


def literal(mode: t.Literal["Response"]) -> None:
    pass


class Parser:
    def __init__(self, frame: Frame) -> None:
        self.request = frame.run(0)
        self.own = self.make()

    def make(self) -> Response:
        return Response()

    def parse(self) -> None:
        self.request.send()
        self.own.read()


class Batch:
    requests: t.List[Request]

    def __init__(self, frames: t.Sequence["Frame"]) -> None:
        self.frames = frames

    def responses(self) -> t.Iterator[Response]:
        return iter([])

    def each(self) -> None:
        for r in self.requests:
            r.send()
        for f in self.frames:
            f.run(1)
        for x in self.responses():
            x.read()
        [q.send() for q in self.requests]
        self.requests.append(Request())


class Client:
    async def send(self) -> Response:
        return Response()

    async def fetch(self) -> None:
        response = await self.send()
        response.read()


class Pair:
    def __init__(self) -> None:
        self.left, self.right = Request(), Response()


def pairs(p: Pair) -> None:
    print(p.left, p.right)
