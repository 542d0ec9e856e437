"""Progress callbacks for long work: ``progress=`` of solve, search_outcome, sequence, table,
quotient and a ruleset's sequence.

A callback is called as ``progress(done, total)`` from the thread that called the function,
holding the GIL, now and then while the work runs (after each step of 2^16 units of work for
sequences, some 16,000 times a second; once a heap for quotients). An exception raised in it stops the work (a table only
once it is done: tables cannot stop half-way) and is raised to the caller, as Ctrl-C is.
``progress=True`` draws a tqdm bar. ``search_outcome`` alone also stops, keeping what it proved,
when the callback returns False.

A callback of the engine's work runs while the engine's state for the thread (a partizan
search's tables) is in use, so a nimlab function called from inside it raises NimlabError
instead of meeting that state half-changed.
"""

from __future__ import annotations

import contextlib
import importlib
import threading
from typing import Any, Callable, Iterator, Optional, Union

ProgressCallback = Callable[[int, int], object]
"""``progress(done, total)``: its return value is ignored; raising stops the work."""

Progress = Union[None, bool, ProgressCallback]
"""What ``progress=`` takes: None or False (silent, the default), True (a tqdm bar), or a
callback."""


class _Inside(threading.local):
    """The engine function whose progress callback this thread is running, if any."""

    function: Optional[str] = None


_inside = _Inside()


def outside_callback(function: str) -> None:
    """Raises NimlabError when called from inside an engine function's progress callback."""
    if _inside.function is not None:
        from . import _fail

        raise _fail(
            f"{function}: called from inside {_inside.function}'s progress callback; "
            f"call it once {_inside.function} has returned"
        )


def _marked(function: str, callback: ProgressCallback) -> ProgressCallback:
    def marked(done: int, total: int) -> object:
        _inside.function = function
        try:
            return callback(done, total)
        finally:
            _inside.function = None

    return marked


@contextlib.contextmanager
def reporter(
    progress: Progress, desc: str, unit: str, function: Optional[str] = None
) -> Iterator[Optional[ProgressCallback]]:
    """The callback to hand to the work for ``progress=``, closing a tqdm bar afterwards.
    ``function`` names the engine function calling it (None for work done in Python), which
    must not be called again from inside it."""
    if function is not None:
        outside_callback(function)
    if progress is None or progress is False:
        yield None
        return
    if progress is True:
        bar = _tqdm_bar(desc, unit)
        try:
            yield lambda done, total: _advance(bar, done, total)
        finally:
            bar.close()
        return
    if not callable(progress):
        raise TypeError(
            f"progress must be None, True (a tqdm bar) or a callable progress(done, total), "
            f"not {type(progress).__name__}: {progress!r}"
        )
    yield progress if function is None else _marked(function, progress)


def _tqdm_bar(desc: str, unit: str) -> Any:
    try:
        tqdm = importlib.import_module("tqdm")
    except ImportError:
        raise ImportError(
            "progress=True draws a tqdm bar, and tqdm is not installed: "
            "pip install tqdm, or pass a callable progress(done, total)"
        ) from None
    return tqdm.tqdm(desc=desc, unit=unit, total=None, leave=False)


def _advance(bar: Any, done: int, total: int) -> None:
    if bar.total != total:
        bar.total = total
        bar.refresh()
    if done > bar.n:
        bar.update(done - bar.n)
