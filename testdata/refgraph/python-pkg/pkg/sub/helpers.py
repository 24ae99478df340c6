import os
from ..core import make_engine
from . import tools
from .tools import sharpen


def assist():
    e = make_engine()
    return sharpen(e.start()) + len(os.sep)
