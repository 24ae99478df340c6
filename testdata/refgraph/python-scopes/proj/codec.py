__all__ = ["encode_all", "Codec"]


class Codec:
    def encode(self):
        return b""

    def decode(self):
        return ""


def encode_all(xs):
    return xs


def hidden():
    return 0


def next(it):
    return it


def join(a, b):
    return a + b
