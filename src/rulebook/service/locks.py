"""
The store's readers-writer lock: questions, retrieval and listings run concurrently; an upload or a delete runs
alone, so no request reads an index that is half rewritten.
"""

import contextlib
import threading
from collections.abc import Iterator


class ReadWriteLock:
    """Many readers or one writer; a waiting writer holds off new readers, so uploads are not starved."""

    def __init__(self) -> None:
        self._cond = threading.Condition()
        self._readers = 0
        self._writer = False
        self._writers_waiting = 0

    @contextlib.contextmanager
    def reading(self) -> Iterator[None]:
        """Hold the lock shared for the block."""
        with self._cond:
            while self._writer or self._writers_waiting:
                self._cond.wait()
            self._readers += 1
        try:
            yield
        finally:
            with self._cond:
                self._readers -= 1
                self._cond.notify_all()

    @contextlib.contextmanager
    def writing(self) -> Iterator[None]:
        """Hold the lock exclusively for the block."""
        with self._cond:
            self._writers_waiting += 1
            while self._writer or self._readers:
                self._cond.wait()
            self._writers_waiting -= 1
            self._writer = True
        try:
            yield
        finally:
            with self._cond:
                self._writer = False
                self._cond.notify_all()


#: One lock per process, as there is one store per process (`rulebook.service.process.engine`).
_STORE_LOCK = ReadWriteLock()


def reading() -> contextlib.AbstractContextManager[None]:
    """
    :returns: Shared access to the store, for questions, retrieval and listings.
    """
    return _STORE_LOCK.reading()


def writing() -> contextlib.AbstractContextManager[None]:
    """
    :returns: Exclusive access to the store, for indexing and deleting.
    """
    return _STORE_LOCK.writing()
