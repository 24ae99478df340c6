"""Dictionaries and requests: the cases where pyright's hover differs
from the declaration written in the source."""

from typing import Self

MAX_ITEMS = 100
DEFAULT_NAME: str = "shelf"


class TypeConversionDict(dict):
    """A dict whose get converts values."""

    def get(self, key, default=None, type=None):
        try:
            value = self[key]
        except KeyError:
            return default
        return type(value) if type is not None else value


class MultiDict(TypeConversionDict):
    """A dict with several values per key."""

    def __init__(self, mapping=None):
        super().__init__()
        self.mapping = mapping
        self.count: int = 0

    def getlist(self, key):
        return [self[key]]

    def copy(self) -> Self:
        return self


class Request:
    """An incoming request."""

    def __init__(self, path: str, method: str = "GET") -> None:
        self.path = path
        self.method = method

    def clone(self):
        return self

    def with_path(self, path: str) -> Self:
        self.path = path
        return self

    @property
    def url(self):
        return "http://localhost" + self.path

    async def read(self, size=-1):
        return b""


def total(items, start=0):
    """Sum the items."""
    return sum(items, start)


def parse(text: str) -> list[str]:
    return text.split()


class Headers(MultiDict):
    @classmethod
    def from_pairs(cls, pairs):
        return cls()

    @staticmethod
    def normalize(name):
        return name.lower()


def collect(*args, **kwargs):
    return list(args)
