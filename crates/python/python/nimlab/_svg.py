"""A solution's board as SVG, for Jupyter.

The board is the engine's data (crates/engine/src/board.rs): heaps, steps, strips, grids,
pieces, numbers, texts, graphs, coloured edges on the ground and sums of these. Each move names
its spot on the board; the spot is drawn marked by the move's value for the player making it,
by a symbol and a line style as well as a colour (✓ and a solid outline: winning; ✗ and a
dashed outline: losing; = and a dotted outline: drawing). Moves whose spot is not on the drawn
board (choices, texts, counters past the drawn ones) are listed as labelled buttons under it.

A partizan position (its moves carry a `side`) is drawn once for each side, Left's moves on the
first picture and Right's on the second, each judged for the side making it and followed by the
values its moves reach. A long strip is drawn in lines, and a very long one summarised.
"""

from __future__ import annotations

import math
from html import escape
from typing import Any, Callable, Dict, List, Optional, Set, Tuple

JSON = Any  # a part of the solution's JSON: the board, a spot, a move
Move = Dict[str, Any]
Kind = Optional[str]  # "win", "draw", "lose", or None for a spot no move is made at

CELL = 28  # a grid square's side, in px
TOKEN = 18  # a counter's diameter
GAP = 6
FONT = "font-family='sans-serif' font-size='12'"
MAX_TOKENS = 40  # counters drawn per heap; larger heaps are drawn cut, with their size

# The mark of each kind of move: fill, outline, dash pattern, symbol, word.
MARKS: Dict[str, Tuple[str, str, str, str, str]] = {
    "win": ("#b7e4b0", "#1b7a1b", "", "✓", "winning"),
    "draw": ("#fbe3a6", "#9a6a00", "2,2", "=", "drawing"),
    "lose": ("#f6c4c4", "#a32020", "5,3", "✗", "losing"),
}
RANK = {"win": 0, "draw": 1, "lose": 2}


def _kind(move: Move) -> str:
    if move.get("winning"):
        return "win"
    if move.get("value") == "draw" or move.get("outcome") == "Draw":
        return "draw"
    return "lose"


def _key(spot: JSON) -> str:
    """A spot as a hashable key (spots are JSON: {"Kind": {...}})."""
    return repr(spot)


class _Marks:
    """The moves at each spot of one board: the best kind of move there (a spot may carry
    several moves, e.g. Left's and Right's), and which spots were drawn."""

    def __init__(self, moves: List[Move]) -> None:
        self.at: Dict[str, List[Move]] = {}
        for move in moves:
            k = _key(move["spot"])
            self.at.setdefault(k, []).append(move)
        self.drawn: Set[str] = set()

    def kind(self, spot: JSON) -> Kind:
        moves = self.at.get(_key(spot))
        if not moves:
            return None
        self.drawn.add(_key(spot))
        return min((_kind(m) for m in moves), key=RANK.__getitem__)

    def undrawn(self) -> List[Move]:
        return [m for k, ms in self.at.items() if k not in self.drawn for m in ms]


class _Svg:
    def __init__(self) -> None:
        self.parts: List[str] = []
        self.width: float = 0
        self.height: float = 0

    def add(self, s: str) -> None:
        self.parts.append(s)

    def grow(self, x: float, y: float) -> None:
        self.width = max(self.width, x)
        self.height = max(self.height, y)

    def text(self, x: float, y: float, s: object, anchor: str = "start", extra: str = "") -> None:
        self.add(f"<text x='{x}' y='{y}' {FONT} text-anchor='{anchor}' {extra}>{escape(str(s))}</text>")
        self.grow(x + (7 * len(str(s)) if anchor == "start" else 7 * len(str(s)) // 2), y + 4)

    def rect(
        self, x: float, y: float, w: float, h: float, fill: str, stroke: str = "#555", dash: str = "",
        width: float = 1, title: Optional[str] = None,
    ) -> None:
        d = f" stroke-dasharray='{dash}'" if dash else ""
        t = f"<title>{escape(title)}</title>" if title else ""
        self.add(
            f"<rect x='{x}' y='{y}' width='{w}' height='{h}' rx='3' fill='{fill}' "
            f"stroke='{stroke}' stroke-width='{width}'{d}>{t}</rect>"
        )
        self.grow(x + w + 1, y + h + 1)

    def circle(
        self, cx: float, cy: float, r: float, fill: str, stroke: str = "#333", dash: str = "",
        width: float = 1, title: Optional[str] = None,
    ) -> None:
        d = f" stroke-dasharray='{dash}'" if dash else ""
        t = f"<title>{escape(title)}</title>" if title else ""
        self.add(
            f"<circle cx='{cx}' cy='{cy}' r='{r}' fill='{fill}' stroke='{stroke}' "
            f"stroke-width='{width}'{d}>{t}</circle>"
        )
        self.grow(cx + r + 1, cy + r + 1)

    def symbol(self, cx: float, cy: float, kind: str) -> None:
        fill, stroke, _, sym, _ = MARKS[kind]
        self.add(
            f"<text x='{cx}' y='{cy + 5}' font-family='sans-serif' font-size='14' font-weight='bold' "
            f"text-anchor='middle' fill='{stroke}'>{sym}</text>"
        )

    def marked_rect(
        self, x: float, y: float, w: float, h: float, kind: Kind, base_fill: str, title: Optional[str] = None
    ) -> None:
        """A square or button: plain, or in its move's mark with the symbol in it."""
        if kind is None:
            self.rect(x, y, w, h, base_fill, title=title)
            return
        fill, stroke, dash, _, word = MARKS[kind]
        self.rect(x, y, w, h, fill, stroke, dash, 2.5, title=f"{title or ''} {word} move".strip())


def _tokens(
    svg: _Svg, x: float, y: float, label: str, count: int, spot_of: Callable[[int], JSON], marks: _Marks
) -> float:
    """A heap as a row of counters, bottom counter (index 0) first."""
    svg.text(x, y + TOKEN / 2 + 4, label)
    x0 = x + 92
    shown = min(count, MAX_TOKENS)
    for i in range(shown):
        cx = x0 + i * (TOKEN + 3) + TOKEN / 2
        cy = y + TOKEN / 2
        kind = marks.kind(spot_of(i))
        if kind is None:
            svg.circle(cx, cy, TOKEN / 2 - 1, "#d9a441", title=f"counter {i + 1}")
        else:
            fill, stroke, dash, _, word = MARKS[kind]
            svg.circle(cx, cy, TOKEN / 2 - 1, fill, stroke, dash, 2.5, title=f"counter {i + 1}: {word} move")
            svg.symbol(cx, cy - 1, kind)
    if count > shown:
        svg.text(x0 + shown * (TOKEN + 3) + 4, y + TOKEN / 2 + 4, f"… {count} in all")
    svg.grow(x0 + shown * (TOKEN + 3), y + TOKEN)
    return y + TOKEN + GAP


def _heaps(svg: _Svg, x: float, y: float, board: JSON, marks: _Marks, word: str) -> float:
    key = "heaps" if word == "heap" else "steps"
    def counter(heap: int) -> Callable[[int], JSON]:
        return lambda i: {"Counter": {"heap": heap, "index": i}}

    for h, n in enumerate(board[key]):
        y = _tokens(svg, x, y, f"{word} {h + 1}: {n}", n, counter(h), marks)
    if not board[key]:
        svg.text(x, y + 12, f"no {word}s")
        y += 20
    return y


STRIP_LINE = 40  # cells a line of a long strip
MAX_STRIP = 200  # cells drawn; a longer strip is summarised


def _strip(svg: _Svg, x: float, y: float, board: JSON, marks: _Marks) -> float:
    cells = board["cells"]
    if len(cells) > MAX_STRIP:
        standing = sum(1 for c in cells if c)
        svg.text(x, y + 14, f"a row of {len(cells)} cells, {standing} standing (too long to draw: its moves are listed)")
        return y + 24
    for start in range(0, max(len(cells), 1), STRIP_LINE):
        y = _strip_line(svg, x, y, cells, start, min(start + STRIP_LINE, len(cells)), marks)
    return y


def _strip_line(svg: _Svg, x: float, y: float, cells: List[bool], start: int, end: int, marks: _Marks) -> float:
    """Cells start..end of a strip, numbered at the start of the line when it is wrapped."""
    tall = CELL + 8
    if len(cells) > STRIP_LINE:
        svg.text(x, y + tall / 2 + 4, f"{start + 1}–{end}")
        x += 60
    for i in range(start, end):
        cx = x + (i - start) * CELL
        kind = marks.kind({"Cell": {"index": i}})
        svg.marked_rect(cx, y, CELL - 2, tall, kind, "#ffffff", title=f"cell {i + 1}")
        if cells[i]:
            svg.circle(cx + CELL / 2 - 1, y + 10, 6, "#444")
        if kind:
            svg.symbol(cx + CELL / 2 - 1, y + tall - 9, kind)
    # A pair move takes two cells: a bracket from the middle of one to the middle of the
    # next, under them, carries its mark (the pair joining this line to the next one too).
    for i in range(start, min(end, len(cells) - 1)):
        kind = marks.kind({"Pair": {"index": i}})
        if kind:
            fill, stroke, dash, sym, word = MARKS[kind]
            bx = x + (i - start) * CELL + CELL / 2
            svg.rect(bx, y + tall + 3, CELL - 2, 16, fill, stroke, dash, 2, title=f"cells {i + 1} and {i + 2}: {word} move")
            svg.symbol(bx + CELL / 2 - 1, y + tall + 7, kind)
    return y + tall + 26


GRID_FILL = {"#": "#c8a27a", ".": "#ffffff", "X": "#5a3b2a"}
TILE_FILL = {"left": "#1d4f91", "right": "#8f2d12"}  # as the app draws a placed piece


BLUE, RED, GREEN = "#1d4f91", "#8f2d12", "#1e6b34"


def _token(svg: _Svg, sx: float, sy: float, token: str) -> str:
    """A piece (the engine's `Token`, snake_case) drawn in the square at (sx, sy), told apart
    by shape or pattern as well as colour; returns the colour of the letter written on it."""
    s = CELL - 2
    cx, cy = sx + s / 2, sy + s / 2
    if token in ("black_stone", "white_stone"):
        black = token == "black_stone"
        svg.circle(cx, cy, s * 0.38, "#111" if black else "#fff", "#111", "", 2)
        return "#fff" if black else "#000"
    if token in ("left_pointing_right", "right_pointing_left", "left_slipper", "right_slipper"):
        left = token.startswith("left")
        small = token.endswith("slipper")
        w, h = (s * 0.7, s * 0.45) if small else (s * 0.86, s * 0.62)
        x0, y0 = cx - w / 2, cy - h / 2
        if left:
            pts = [(x0, y0), (x0 + 0.62 * w, y0), (x0 + w, cy), (x0 + 0.62 * w, y0 + h), (x0, y0 + h)]
        else:
            pts = [(x0 + 0.38 * w, y0), (x0 + w, y0), (x0 + w, y0 + h), (x0 + 0.38 * w, y0 + h), (x0, cy)]
        colour = BLUE if left else RED
        points = " ".join(f"{px:.1f},{py:.1f}" for px, py in pts)
        # A slipper is hollow: outlined in its side's colour, its letter in that colour.
        fill = "#fff" if small else colour
        svg.add(f"<polygon points='{points}' fill='{fill}' stroke='{colour}' stroke-width='2'/>")
        return colour if small else "#fff"
    if token in ("left_square", "right_square", "left_domino", "right_domino", "green_domino"):
        colour = {"left": BLUE, "right": RED, "green": GREEN}[token.split("_")[0]]
        w, h = (s * 0.86, s * 0.86) if token.endswith("square") else (s * 0.5, s * 0.9)
        x0, y0 = cx - w / 2, cy - h / 2
        svg.add(
            f"<rect x='{x0:.1f}' y='{y0:.1f}' width='{w:.1f}' height='{h:.1f}' rx='3' fill='{colour}' "
            "stroke='#000' stroke-opacity='.45'/>"
        )
        if token.startswith("right"):
            # Right's pieces are striped, so colour is never the only sign.
            stripe = "stroke='#fff' stroke-opacity='.35' stroke-width='2'"
            for i in range(1, 4):
                if token.endswith("square"):
                    lx = x0 + w * i / 4
                    svg.add(f"<line x1='{lx:.1f}' y1='{y0:.1f}' x2='{lx:.1f}' y2='{y0 + h:.1f}' {stripe}/>")
                else:
                    ly = y0 + h * i / 4
                    svg.add(f"<line x1='{x0:.1f}' y1='{ly:.1f}' x2='{x0 + w:.1f}' y2='{ly:.1f}' {stripe}/>")
        if token == "green_domino":
            for py in (y0 + 0.15 * h, y0 + 0.85 * h):
                svg.circle(cx, py, 1.8, "#fff", "#fff")
        return "#fff"
    if token == "left_tint":
        svg.circle(cx, cy, s * 0.34, "#fff", BLUE, "", 2)
        return BLUE
    if token == "right_tint":
        r = s * 0.42
        points = f"{cx},{cy - r} {cx + r},{cy} {cx},{cy + r} {cx - r},{cy}"
        svg.add(f"<polygon points='{points}' fill='#fff' stroke='{RED}' stroke-width='2'/>")
        return RED
    # A piece this drawing does not know: its letter alone.
    return "#000"


def _grid(
    svg: _Svg, x: float, y: float, rows: List[str], marks: _Marks, piece: int, look: JSON = None
) -> Tuple[float, float]:
    """One grid of characters: `#` present, `.` empty, `-` off the board, `X` poisoned,
    other characters (or their glyphs) written in their square."""
    look = look or {}
    glyphs = {g["ch"]: g for g in look.get("glyphs", [])}
    axes = look.get("axes")
    underlined = {tuple(c) for c in look.get("underlined", [])}
    highlighted = {tuple(c) for c in look.get("highlighted", [])}
    ox, oy = x, y
    if axes:
        ox, oy = x + 36, y + 16
        for c, (shown, _) in enumerate(axes.get("cols", [])):
            svg.text(ox + c * CELL + CELL / 2, y + 11, shown, "middle")
        for r, (shown, _) in enumerate(axes.get("rows", [])):
            svg.text(x, oy + r * CELL + CELL / 2 + 4, shown)
    width = max((len(r) for r in rows), default=0)
    # A move over several squares marks each of them: a square shows the best move that
    # covers it (its tooltip names them all).
    covering: Dict[Tuple[int, int], List[Tuple[Kind, List[Move]]]] = {}
    dominoes: List[Tuple[JSON, str, List[Move]]] = []
    for k, moves in marks.at.items():
        spot = moves[0]["spot"]
        if isinstance(spot, dict) and "Cells" in spot and spot["Cells"].get("piece", 0) == piece:
            # Two neighbouring cells (a domino): drawn as a bar across their shared side, one
            # place per move, rather than on squares that several moves share.
            cells = spot["Cells"]["cells"]
            if len(cells) == 2 and abs(cells[0][0] - cells[1][0]) + abs(cells[0][1] - cells[1][1]) == 1:
                dominoes.append((cells, marks.kind(spot) or "lose", moves))
                continue
            kind = marks.kind(spot)
            for r, c in spot["Cells"]["cells"]:
                covering.setdefault((r, c), []).append((kind, moves))
    for r, line in enumerate(rows):
        for c, ch in enumerate(line):
            if ch == "-":
                continue
            sx, sy = ox + c * CELL, oy + r * CELL
            kind = marks.kind({"Square": {"piece": piece, "row": r, "col": c}})
            title = f"row {r + 1}, column {c + 1}"
            if (r, c) in covering:
                kinds = [k for k, _ in covering[(r, c)] if k] + ([kind] if kind else [])
                kind = min(kinds, key=RANK.__getitem__) if kinds else None
                names = [m.get("move", "") for _, ms in covering[(r, c)] for m in ms]
                title += ": " + ", ".join(names)
            fill = GRID_FILL.get(ch, "#ffffff")
            # A checkerboard (Fox and Geese): its dark and light squares, as the app draws them.
            if look.get("checkered") is not None:
                fill = "#b07d4f" if (r + c) % 2 == look["checkered"] else "#f3e6cc"
            if (r, c) in highlighted:
                fill = "#fff27a"
            svg.marked_rect(sx, sy, CELL - 2, CELL - 2, kind, fill, title=title)
            shown = glyphs[ch]["shown"] if ch in glyphs else (ch if ch not in "#." else "")
            if ch == "X" and ch not in glyphs:
                shown = "☠"
            token = glyphs[ch].get("token") if ch in glyphs else None
            if shown:
                colour = "#fff" if ch == "X" and kind is None else "#000"
                if token:
                    colour = _token(svg, sx, sy, token)
                svg.text(sx + CELL / 2 - 1, sy + CELL / 2 + 3, shown, "middle", f"fill='{colour}' font-weight='bold'" if token else f"fill='{colour}'")
            if kind:
                svg.symbol(sx + CELL - 8, sy + 8, kind)
            if (r, c) in underlined:
                svg.add(f"<line x1='{sx + 4}' y1='{sy + CELL - 5}' x2='{sx + CELL - 6}' y2='{sy + CELL - 5}' stroke='#000' stroke-width='2'/>")
    # A placed piece (a domino) is drawn as one tile over its squares, so that two upright
    # dominoes side by side do not read as two lying ones; its owner is written on it.
    for tile in look.get("tiles", []):
        cells = tile.get("cells", [])
        if not cells:
            continue
        top, left = min(r for r, _ in cells), min(c for _, c in cells)
        bottom_row, right_col = max(r for r, _ in cells), max(c for _, c in cells)
        side = tile.get("side")
        fill = TILE_FILL.get(side, "#555555")
        tx, ty = ox + left * CELL + 3, oy + top * CELL + 3
        tw, th = (right_col - left + 1) * CELL - 8, (bottom_row - top + 1) * CELL - 8
        owner = {"left": "Left", "right": "Right"}.get(side or "", "placed")
        svg.add(
            f"<rect x='{tx}' y='{ty}' width='{tw}' height='{th}' rx='6' fill='{fill}' stroke='#000' stroke-width='1.5'>"
            f"<title>{owner}'s piece</title></rect>"
        )
        if side:
            svg.text(tx + tw / 2, ty + th / 2 + 4, "L" if side == "left" else "R", "middle", "fill='#fff' font-weight='bold'")
    for cells, kind, moves in dominoes:
        _, stroke, dash, _, word = MARKS[kind]
        (r1, c1), (r2, c2) = cells
        ax, ay = ox + c1 * CELL + CELL / 2 - 1, oy + r1 * CELL + CELL / 2 - 1
        bx, by = ox + c2 * CELL + CELL / 2 - 1, oy + r2 * CELL + CELL / 2 - 1
        title = f"{moves[0].get('move', '')}: {word} move" + (f", reaches {moves[0]['canonical']}" if moves[0].get("canonical") else "")
        svg.add(
            f"<line x1='{ax}' y1='{ay}' x2='{bx}' y2='{by}' stroke='{stroke}' stroke-width='5' stroke-linecap='round' "
            f"stroke-dasharray='{dash or 'none'}'><title>{escape(title)}</title></line>"
        )
        svg.circle((ax + bx) / 2, (ay + by) / 2, 7, "#fff", stroke, "", 2)
        svg.add(
            f"<text x='{(ax + bx) / 2}' y='{(ay + by) / 2 + 4}' font-family='sans-serif' font-size='11' font-weight='bold' "
            f"text-anchor='middle' fill='{stroke}'>{MARKS[kind][3]}</text>"
        )
    bottom = oy + len(rows) * CELL
    right = ox + width * CELL
    # Straight cuts, drawn over the grid, their marks beside it.
    grid_bottom, grid_right = bottom, right
    for spot, kind in _cuts(marks, piece):
        _, stroke, dash, _, word = MARKS[kind]
        cut = spot["Cut"]
        style = f"stroke='{stroke}' stroke-width='3' stroke-dasharray='{dash or 'none'}'"
        if cut["vertical"]:
            lx = ox + cut["at"] * CELL - 1
            svg.add(f"<line x1='{lx}' y1='{oy - 4}' x2='{lx}' y2='{grid_bottom + 2}' {style}><title>cut after column {cut['at']}: {word} move</title></line>")
            svg.symbol(lx, grid_bottom + 12, kind)
            bottom = grid_bottom + 18
        else:
            ly = oy + cut["at"] * CELL - 1
            svg.add(f"<line x1='{ox - 4}' y1='{ly}' x2='{grid_right + 2}' y2='{ly}' {style}><title>cut after row {cut['at']}: {word} move</title></line>")
            svg.symbol(grid_right + 10, ly + 1, kind)
            right = grid_right + 18
    svg.grow(right, bottom)
    return right, bottom


def _cuts(marks: _Marks, piece: int) -> List[Tuple[JSON, str]]:
    """The cuts of one piece that carry moves, with their marks."""
    out = []
    for k, moves in marks.at.items():
        spot = moves[0]["spot"]
        if isinstance(spot, dict) and "Cut" in spot and spot["Cut"].get("piece", 0) == piece:
            out.append((spot, marks.kind(spot) or "lose"))
    return out


def _pieces(svg: _Svg, x: float, y: float, pieces: List[List[str]], marks: _Marks) -> float:
    bottom = y
    for p, rows in enumerate(pieces):
        right, b = _grid(svg, x, y, rows, marks, p)
        x = right + 2 * GAP + 8
        bottom = max(bottom, b)
    return bottom + GAP


def _number(svg: _Svg, x: float, y: float, board: JSON, marks: _Marks) -> float:
    svg.text(x, y + 14, f"{board.get('caption', '')}: {board['value']}".lstrip(": "))
    y += 22
    if board.get("coins") and 0 <= board["value"] <= MAX_TOKENS:
        for i in range(board["value"]):
            svg.circle(x + i * (TOKEN + 3) + TOKEN / 2, y + TOKEN / 2, TOKEN / 2 - 1, "#d9a441")
        y += TOKEN + GAP
    return y


def _graph(svg: _Svg, x: float, y: float, board: JSON, marks: _Marks) -> float:
    names, chips = board["names"], board["chips"]
    n = max(len(names), 1)
    radius = max(50, 14 * n)
    cx, cy = x + radius + 40, y + radius + 24
    pos = [
        (cx + radius * math.cos(2 * math.pi * i / n - math.pi / 2), cy + radius * math.sin(2 * math.pi * i / n - math.pi / 2))
        for i in range(len(names))
    ]
    svg.add(
        "<defs><marker id='nimlab-arrow' viewBox='0 0 10 10' refX='10' refY='5' markerWidth='7' "
        "markerHeight='7' orient='auto-start-reverse'><path d='M0,0 L10,5 L0,10 z' fill='#555'/></marker></defs>"
    )
    for a, b in board["edges"]:
        (x1, y1), (x2, y2) = pos[a], pos[b]
        d = math.hypot(x2 - x1, y2 - y1) or 1
        ux, uy = (x2 - x1) / d, (y2 - y1) / d
        sx, sy, ex, ey = x1 + ux * 16, y1 + uy * 16, x2 - ux * 16, y2 - uy * 16
        kind = marks.kind({"Slide": {"from": a, "to": b}})
        if kind is None:
            svg.add(f"<line x1='{sx:.1f}' y1='{sy:.1f}' x2='{ex:.1f}' y2='{ey:.1f}' stroke='#555' marker-end='url(#nimlab-arrow)'/>")
        else:
            _, stroke, dash, _, word = MARKS[kind]
            svg.add(
                f"<line x1='{sx:.1f}' y1='{sy:.1f}' x2='{ex:.1f}' y2='{ey:.1f}' stroke='{stroke}' stroke-width='3' "
                f"stroke-dasharray='{dash or 'none'}' marker-end='url(#nimlab-arrow)'><title>{escape(names[a])} → "
                f"{escape(names[b])}: {word} move</title></line>"
            )
            svg.symbol((sx + ex) / 2 - uy * 9, (sy + ey) / 2 + ux * 9, kind)
    for i, (px, py) in enumerate(pos):
        svg.circle(px, py, 15, "#ffffff" if not chips[i] else "#f3dca8", title=names[i])
        svg.text(px, py + 4, names[i], "middle")
        if chips[i]:
            svg.text(px + 17, py - 12, f"●×{chips[i]}" if chips[i] > 1 else "●")
    svg.grow(cx + radius + 50, cy + radius + 24)
    return cy + radius + 30


def _vertices(svg: _Svg, x: float, y: float, board: JSON, marks: _Marks) -> float:
    """An undirected graph of named vertices on a ring, each filled by its mark (coloured by
    Left or Right, with the letter), moves marked on the vertex where they are made."""
    names, marks_text = board["names"], board["marks"]
    n = max(len(names), 1)
    radius = max(50, 14 * n)
    cx, cy = x + radius + 40, y + radius + 24
    pos = [
        (cx + radius * math.cos(2 * math.pi * i / n - math.pi / 2), cy + radius * math.sin(2 * math.pi * i / n - math.pi / 2))
        for i in range(len(names))
    ]
    for a, b in board["edges"]:
        (x1, y1), (x2, y2) = pos[a], pos[b]
        svg.add(f"<line x1='{x1:.1f}' y1='{y1:.1f}' x2='{x2:.1f}' y2='{y2:.1f}' stroke='#555'/>")
    fills = {"L": "#1d4f91", "R": "#8f2d12"}
    for i, (px, py) in enumerate(pos):
        mark = marks_text[i] if i < len(marks_text) else "."
        kind = marks.kind({"Vertex": {"index": i}})
        if kind is not None:
            fill, stroke, dash, _, word = MARKS[kind]
            move = marks.at[_key({"Vertex": {"index": i}})][0]
            reaches = f", reaches {move['canonical']}" if move.get("canonical") else ""
            svg.circle(px, py, 15, fill, stroke, dash, 3, title=f"colour {names[i]}: {word} move{reaches}")
            svg.symbol(px + 22, py - 10, kind)
        else:
            svg.circle(px, py, 15, fills.get(mark, "#ffffff"), title=names[i])
        if mark in fills:
            svg.text(px, py + 4, mark, "middle", "fill='#ffffff' font-weight='bold'")
            svg.text(px, py + 30, names[i], "middle")
        else:
            svg.text(px, py + 4, names[i] + ("" if mark == "." else " " + mark), "middle")
    svg.grow(cx + radius + 50, cy + radius + 40)
    return cy + radius + 44


# The colours of coloured edges (Okabe and Ito's, as in the app), with their names.
EDGE_COLOURS = {"b": ("#0072b2", "blue"), "r": ("#d55e00", "red"), "g": ("#009e73", "green")}
EDGE_SLOT = 110  # px across per vertex of the widest layer (room for an edge's value)
EDGE_LAYER = 70  # px per layer above the ground


def _edge_layout(
    edges: List[Tuple[int, int, str]]
) -> Tuple[Dict[int, Tuple[float, int]], int, int]:
    """Each vertex's place (x from 0 to 1, layer), the most vertices in one layer and the
    highest layer: each vertex one layer up per edge of its shortest path to the ground
    (vertex 0), the first layer in order, every other one over the vertices below it."""
    dist = {0: 0}
    frontier, d = [0], 0
    while frontier:
        d += 1
        nxt = []
        for u, v, _ in edges:
            for a, b in ((u, v), (v, u)):
                if a in frontier and b not in dist:
                    dist[b] = d
                    nxt.append(b)
        frontier = nxt
    height = max(dist.values())
    layers = [sorted(v for v in dist if dist[v] == k) for k in range(height + 1)]
    widest = max((len(l) for l in layers[1:]), default=0)
    gap = 1 / max(widest, 1)
    x: Dict[int, float] = {0: 0.5}
    for k in range(1, height + 1):
        wanted: List[List[float]] = []
        for i, v in enumerate(layers[k]):
            below = [x[w] for a, b, _ in edges for w in ((b,) if a == v else (a,) if b == v else ()) if dist.get(w) == k - 1]
            wanted.append([(i + 0.5) / len(layers[k]) if k == 1 or not below else sum(below) / len(below), v])
        wanted.sort()
        for i in range(len(wanted)):
            wanted[i][0] = max(wanted[i][0], gap / 2 if i == 0 else wanted[i - 1][0] + gap)
        for i in reversed(range(len(wanted))):
            wanted[i][0] = min(wanted[i][0], 1 - gap / 2 if i + 1 == len(wanted) else wanted[i + 1][0] - gap)
        for px, vertex in wanted:
            x[int(vertex)] = px
    return {v: (x[v], dist[v]) for v in dist}, widest, height


def _edges(svg: _Svg, x: float, y: float, board: JSON, marks: _Marks) -> float:
    """Coloured edges standing on the ground: a ground line, each edge a thick line in its
    colour with its letter, an edge that is a move marked at its middle with its symbol and
    the value its cut reaches."""
    edges = board["edges"]
    place, widest, height = _edge_layout(edges)
    width = max(240, widest * EDGE_SLOT + 40)
    ground = y + height * EDGE_LAYER + 40  # room above the top for a loop

    def at(v: int) -> Tuple[float, float]:
        px, layer = place[v]
        return x + 20 + px * (width - 40), ground - layer * EDGE_LAYER

    svg.add(f"<line x1='{x}' y1='{ground}' x2='{x + width}' y2='{ground}' stroke='#5a4632' stroke-width='4'/>")
    svg.text(x, ground + 16, "ground" if edges else "ground: nothing stands")
    seen: Dict[Tuple[int, int], int] = {}
    for i, (u, v, c) in enumerate(edges):
        stroke, name = EDGE_COLOURS.get(c, ("#5a5a5a", c))
        k = seen.get((u, v), 0)
        seen[(u, v)] = k + 1
        (ax, ay), (bx, by) = at(u), at(v)
        if u == 0 and v != 0:
            ax = bx  # an edge down to the ground stands on its own foot below its top
            feet = sum(1 for e in edges if e[0] == 0 and e[1] == v)
            ax += 22 * (k - (feet - 1) / 2)
        words = f"edge {u}-{v}, {name}"
        if u == v:
            r = 14
            turn = math.radians(60 * ((k + 1) // 2) * (1 if k % 2 else -1))
            tx, ty = ax + 2 * r * math.sin(turn), ay - 2 * r * math.cos(turn)
            svg.add(
                f"<path d='M {ax:.1f} {ay:.1f} A {r} {r} 0 1 1 {tx:.1f} {ty:.1f} A {r} {r} 0 1 1 {ax:.1f} {ay:.1f}' "
                f"fill='none' stroke='{stroke}' stroke-width='5'><title>{escape(words)}</title></path>"
            )
            mx, my = tx, ty
        else:
            bow = 0 if u == 0 else 40 * ((k + 1) // 2) * (1 if k % 2 else -1)
            dx, dy = bx - ax, by - ay
            n = math.hypot(dx, dy) or 1
            cx, cy = (ax + bx) / 2 - dy / n * bow * 2, (ay + by) / 2 + dx / n * bow * 2
            svg.add(
                f"<path d='M {ax:.1f} {ay:.1f} Q {cx:.1f} {cy:.1f} {bx:.1f} {by:.1f}' fill='none' stroke='{stroke}' "
                f"stroke-width='5' stroke-linecap='round'><title>{escape(words)}</title></path>"
            )
            mx, my = (ax + bx) / 2 - dy / n * bow, (ay + by) / 2 + dx / n * bow
        spot = {"Edge": {"index": i}}
        kind = marks.kind(spot)
        if kind is None:
            svg.circle(mx, my, 9, "#fff", stroke, "", 2, title=words)
            svg.text(mx, my + 4, c.upper(), "middle", "font-weight='bold'")
        else:
            fill, line, dash, sym, word = MARKS[kind]
            move = marks.at[_key(spot)][0]
            reaches = f" {move['canonical']}" if move.get("canonical") else ""
            svg.circle(mx, my, 11, fill, line, dash, 2.5, title=f"cut {words}: {word} move" + (f", reaches{reaches}" if reaches else ""))
            svg.text(mx, my + 4, c.upper(), "middle", "font-weight='bold'")
            svg.text(mx + 14, my + 4, f"{sym}{reaches}", extra=f"fill='{line}' font-weight='bold'")
    for v, (px, layer) in place.items():
        if v:
            vx, vy = at(v)
            svg.circle(vx, vy, 3, "#1b1b1b")
    svg.grow(x + width, ground + 20)
    return ground + 26


def _draw(svg: _Svg, x: float, y: float, board: JSON, marks: _Marks) -> float:
    """Draws one board at (x, y) and returns the y under it."""
    (kind, data), = board.items()
    if kind == "Heaps":
        return _heaps(svg, x, y, data, marks, "heap")
    if kind == "Steps":
        return _heaps(svg, x, y, data, marks, "step")
    if kind == "Strip":
        return _strip(svg, x, y, data, marks)
    if kind == "Grid":
        return _grid(svg, x, y, data["rows"], marks, 0, data.get("look"))[1] + GAP
    if kind == "Pieces":
        return _pieces(svg, x, y, data["pieces"], marks)
    if kind == "Number":
        return _number(svg, x, y, data, marks)
    if kind == "Graph":
        return _graph(svg, x, y, data, marks)
    if kind == "Sum":
        return _sum(svg, x, y, data, marks)
    if kind == "Edges":
        return _edges(svg, x, y, data, marks)
    if kind == "Vertices":
        return _vertices(svg, x, y, data, marks)
    text = data.get("text", "") if isinstance(data, dict) else str(data)
    svg.text(x, y + 14, text or kind)
    return y + 22


def _sum(svg: _Svg, x: float, y: float, data: JSON, marks: _Marks) -> float:
    for c, part in enumerate(data["parts"]):
        # The moves of this component, at their spots on the component's own board.
        inner: List[Move] = []
        for k, moves in marks.at.items():
            spot = moves[0]["spot"]
            where = spot.get("InComponent") if isinstance(spot, dict) else None
            if where and where["component"] == c and where["index"] < len(part["spots"]):
                marks.drawn.add(k)
                inner += [dict(m, spot=part["spots"][where["index"]]) for m in moves]
        label = part["label"]
        label += f"  (value {part['value']})" if part.get("value") else f"  (Grundy value {part['grundy']})"
        svg.text(x, y + 14, label, extra="font-weight='bold'")
        part_marks = _Marks(inner)
        y = _draw(svg, x + 12, y + 22, part["board"], part_marks)
        y = _buttons(svg, x + 12, y, part_marks.undrawn())
        y += GAP
    return y


MAX_BUTTONS = 60  # moves listed as buttons; a large heap's hidden counters could be thousands


def _buttons(svg: _Svg, x: float, y: float, moves: List[Move]) -> float:
    """Moves with no spot on the drawn board, as a row of labelled buttons (winning ones
    first when there are too many to list)."""
    bx = x
    rest = max(len(moves) - MAX_BUTTONS, 0)
    if rest:
        moves = sorted(moves, key=lambda m: RANK[_kind(m)])[:MAX_BUTTONS]
    for m in moves:
        kind = _kind(m)
        label = f"{MARKS[kind][3]} {m.get('move', '')}"
        if m.get("side"):
            label += f" ({m['side']})"
        w = 12 + 7 * len(label)
        if bx + w > x + 640:
            bx, y = x, y + 28
        svg.marked_rect(bx, y, w, 22, kind, "#fff", title=m.get("move"))
        svg.text(bx + 6, y + 15, label)
        bx += w + GAP
    if rest:
        svg.text(bx, y + 15, f"… and {rest} more moves")
    return y + 30 if moves else y


SIDES = (("left", "Left"), ("right", "Right"))


def _side_values(svg: _Svg, x: float, y: float, moves: List[Move]) -> float:
    """The values a side's moves reach, winning ones first: "✓ 1/2: 0-1:b, 2-3:b"."""
    groups: Dict[Tuple[int, str], List[str]] = {}
    for m in moves:
        groups.setdefault((RANK[_kind(m)], m.get("canonical", "?")), []).append(m.get("move", ""))
    for (rank, value), names in sorted(groups.items(), key=lambda g: g[0][0]):
        kind = ("win", "draw", "lose")[rank]
        shown = ", ".join(names[:12]) + (f" and {len(names) - 12} more" if len(names) > 12 else "")
        svg.text(x, y + 14, f"{MARKS[kind][3]} to {value}: {shown}", extra=f"fill='{MARKS[kind][1]}'")
        y += 18
    return y + GAP


def board_svg(solution: Dict[str, Any]) -> str:
    """The solution's board with every move marked, and a legend."""
    svg = _Svg()
    moves: List[Move] = solution.get("moves", [])
    y: float = 8
    if any(m.get("side") for m in moves):
        # A partizan position: each side's moves on a picture of their own, judged for that side.
        for side, name in SIDES:
            mine = [m for m in moves if m.get("side") == side]
            svg.text(8, y + 14, f"{name}'s moves ({len(mine)})" if mine else f"{name} has no move",
                     extra="font-weight='bold'")
            marks = _Marks(mine)
            y = _draw(svg, 8, y + 22, solution["board"], marks)
            y = _buttons(svg, 8, y, marks.undrawn())
            y = _side_values(svg, 8, y, mine)
    else:
        marks = _Marks(moves)
        y = _draw(svg, 8, y, solution["board"], marks)
        y = _buttons(svg, 8, y, marks.undrawn())
    # The legend says what each mark means in words.
    lx = 8
    for kind in ("win", "lose", "draw"):
        fill, stroke, dash, sym, word = MARKS[kind]
        svg.rect(lx, y + 4, 16, 16, fill, stroke, dash, 2)
        svg.symbol(lx + 8, y + 11, kind)
        svg.text(lx + 22, y + 17, f"{word} move")
        lx += 120
    if not moves:
        svg.text(lx, y + 17, "(no moves: the game is over)")
    w, h = int(svg.width + 10), int(max(svg.height, y + 24) + 6)
    return (
        f"<svg xmlns='http://www.w3.org/2000/svg' width='{w}' height='{h}' viewBox='0 0 {w} {h}' "
        f"role='img' aria-label='{escape(str(solution.get('game')))} {escape(str(solution.get('position')))}'>"
        + "".join(svg.parts)
        + "</svg>"
    )
