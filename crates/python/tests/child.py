"""Ctrl-C pressed in a child Python, as a user at a terminal presses it during long work."""

import signal
import subprocess
import sys
import textwrap
import time
from typing import Tuple

# Python's own SIGINT handler put back first, whatever the test runner was started under: a
# shell's background job inherits SIGINT ignored, and Python then installs no
# KeyboardInterrupt handler.
_AS_AT_A_TERMINAL = "import signal\nsignal.signal(signal.SIGINT, signal.default_int_handler)\n"


def ctrl_c(code: str, after: float) -> Tuple[str, float]:
    """Runs ``code`` in a child Python, waits for its first line ``computing``, sends SIGINT
    ``after`` seconds later and waits for it to exit, which it must do with status 0. Returns
    the rest of its output and the seconds from the signal to its exit."""
    child = _AS_AT_A_TERMINAL + textwrap.dedent(code)
    proc = subprocess.Popen([sys.executable, "-c", child], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    assert proc.stdout is not None
    assert proc.stdout.readline().strip() == "computing"
    time.sleep(after)
    sent = time.monotonic()
    proc.send_signal(signal.SIGINT)
    out, err = proc.communicate(timeout=60)
    stopped = time.monotonic() - sent
    assert proc.returncode == 0, err
    return out, stopped
