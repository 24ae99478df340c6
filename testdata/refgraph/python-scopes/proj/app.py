import os
import json
import numpy as np
import proj.util
from proj import util as u
from proj import codec
from proj.util import *
from os import path


def helper(x):
    return x


def run(items, s: str, b: bytes, it, parts):
    out = []
    out.append(1)
    items.append(2)
    list.append(out, 3)
    text = ", ".join(parts)
    s.encode()
    b.decode()
    nxt = next(it)
    a = u.helper(1)
    c = codec.encode_all(parts)
    d = json.dumps(a)
    e = np.helper(2)
    f = proj.util.helper(3) + proj.VERSION
    g = public()
    h = _private()
    k = path.join("a", "b")
    m = os.path.join("a")
    return helper(out), text, nxt, a, c, d, e, f, g, h, k, m


def shadow(helper, public):
    return helper(1), public


def local_import():
    from proj.codec import encode_all
    return encode_all([])
