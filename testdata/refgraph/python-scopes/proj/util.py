def helper(x):
    return x


def _private():
    return 1


def public():
    return 2


def dumps(x):
    return x


class Path:
    def join(self, other):
        return other


class Url:
    def join(self, other):
        return other
