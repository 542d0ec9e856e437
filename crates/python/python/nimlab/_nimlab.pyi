# The Rust half of nimlab (src/lib.rs): every object is JSON made Python (dicts, lists, str,
# int, float, bool, None); python/nimlab/__init__.py wraps these in typed results.
from typing import Any, Callable, Dict, List, Optional, Tuple

__version__: str

class NimlabError(ValueError):
    """Bad input: the CLI's message after `nimlab: `; `offset` is the 0-based character of the
    malformed text, or None."""

    offset: Optional[int]

def solve(
    game: str, position: str, misere: bool = False, progress: Optional[Callable[[int, int], object]] = None
) -> Dict[str, Any]: ...
def sequence(
    game: str, n: int, progress: Optional[Callable[[int, int], object]] = None
) -> Tuple[bytearray, int, str, Optional[int], Optional[int], bool, str]: ...
def sequence_limit(game: str) -> Optional[int]: ...
def table(
    game: str,
    size: Optional[int] = None,
    rows: Optional[int] = None,
    cols: Optional[int] = None,
    progress: Optional[Callable[[int, int], object]] = None,
) -> Dict[str, Any]: ...
def games() -> List[Dict[str, Any]]: ...
def compare(a: str, b: str) -> Dict[str, Any]: ...
def quotient(
    game: str, heaps: int = 30, progress: Optional[Callable[[int, int], object]] = None
) -> Dict[str, Any]: ...
def value(
    expr: str, cool: Optional[str] = None, heat: Optional[str] = None, overheat: Optional[str] = None
) -> Dict[str, Any]: ...
def apparent_period(values: List[int]) -> Tuple[Optional[int], Optional[int], str]: ...
