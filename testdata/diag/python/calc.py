"""Arithmetic helpers."""


def add(a: int, b: int) -> int:
    """Return the sum of a and b."""
    return a + b


def twice(n: int) -> int:
    return add(n, n)


# legacy is broken on purpose: its error exists at the base already, and
# edits above it must not make it "new".
def legacy() -> int:
    return legacy_missing
