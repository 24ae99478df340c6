class Engine:
    def start(self):
        return 1


def make_engine():
    return Engine()
