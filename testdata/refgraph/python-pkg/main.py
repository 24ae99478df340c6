import requests
import pkg.sub.tools
from pkg import Engine
from pkg.sub.helpers import assist


def main():
    engine = Engine()
    engine.start()
    return assist()
