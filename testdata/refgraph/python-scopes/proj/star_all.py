from proj.codec import *


def use():
    return encode_all([]), hidden(), Codec()
