"""`rulebook.service.locks`: readers share the store, a writer has it alone, and a waiting writer is not starved."""

import threading
import time

from rulebook.service import ReadWriteLock

WAIT_S = 10


def started(target) -> threading.Thread:
    thread = threading.Thread(target=target, daemon=True)
    thread.start()
    return thread


def test_readers_hold_the_lock_together():
    lock = ReadWriteLock()
    both_inside = threading.Barrier(2, timeout=WAIT_S)  # broken unless both readers are inside at once
    passed = []

    def read() -> None:
        with lock.reading():
            both_inside.wait()
            passed.append(True)

    for thread in [started(read), started(read)]:
        thread.join(WAIT_S)
    assert passed == [True, True]


def test_a_waiting_writer_goes_before_readers_that_come_after_it():
    lock = ReadWriteLock()
    order: list[str] = []
    first_inside, release_first = threading.Event(), threading.Event()

    def first_reader() -> None:
        with lock.reading():
            first_inside.set()
            release_first.wait(WAIT_S)
            order.append("first reader")

    def writer() -> None:
        with lock.writing():
            order.append("writer")

    def late_reader() -> None:
        with lock.reading():
            order.append("late reader")

    threads = [started(first_reader)]
    assert first_inside.wait(WAIT_S)
    threads.append(started(writer))
    deadline = time.monotonic() + WAIT_S
    while not lock._writers_waiting and time.monotonic() < deadline:  # the writer queues behind the first reader
        time.sleep(0.01)
    threads.append(started(late_reader))
    time.sleep(0.2)
    assert order == []  # the writer waits for the reader inside; the late reader waits for the writer
    release_first.set()
    for thread in threads:
        thread.join(WAIT_S)
    assert order == ["first reader", "writer", "late reader"]
