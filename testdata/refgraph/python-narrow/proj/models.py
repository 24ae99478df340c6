import typing as t


class Headers:
    def get_list(self, key):
        return []


class Response:
    headers: Headers

    def __init__(self) -> None:
        self.status_code = 200

    def read(self) -> bytes:
        return b""


class Request:
    def send(self) -> Response:
        return Response()


class Frame:
    def run(self, x) -> "Request":
        return Request()


class Stream:
    def close(self) -> None:
        pass


class Body:
    def __init__(self, stream: t.Union[Stream, bytes]) -> None:
        self.stream = stream
