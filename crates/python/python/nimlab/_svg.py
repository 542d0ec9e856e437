"""A solution's board as SVG, for Jupyter.

The board is the engine's data (crates/engine/src/board.rs): heaps, steps, strips, grids,
pieces, numbers, texts, graphs and sums of these. Each move names its spot on the board; the
spot is drawn marked by the move's value for the player making it, by a symbol and a line
style as well as a colour (✓ and a solid outline: winning; ✗ and a dashed outline: losing;
= and a dotted outline: drawing). Moves whose spot is not on the drawn board (choices, texts,
counters past the drawn ones) are listed as labelled buttons under it.
"""

from __future__ import annotations

import math
from html import escape

CELL = 28  # a grid square's side, in px
TOKEN = 18  # a counter's diameter
GAP = 6
FONT = "font-family='sans-serif' font-size='12'"
MAX_TOKENS = 40  # counters drawn per heap; larger heaps are drawn cut, with their size

# The mark of each kind of move: fill, outline, dash pattern, symbol, word.
MARKS = {
    "win": ("#b7e4b0", "#1b7a1b", "", "✓", "winning"),
    "draw": ("#fbe3a6", "#9a6a00", "2,2", "=", "drawing"),
    "lose": ("#f6c4c4", "#a32020", "5,3", "✗", "losing"),
}
RANK = {"win": 0, "draw": 1, "lose": 2}


def _kind(move: dict) -> str:
    if move.get("winning"):
        return "win"
    if move.get("value") == "draw" or move.get("outcome") == "Draw":
        return "draw"
    return "lose"


def _key(spot) -> str:
    """A spot as a hashable key (spots are JSON: {"Kind": {...}})."""
    return repr(spot)


class _Marks:
    """The moves at each spot of one board: the best kind of move there (a spot may carry
    several moves, e.g. Left's and Right's), and which spots were drawn."""

    def __init__(self, moves):
        self.at = {}
        for move in moves:
            k = _key(move["spot"])
            self.at.setdefault(k, []).append(move)
        self.drawn = set()

    def kind(self, spot):
        moves = self.at.get(_key(spot))
        if not moves:
            return None
        self.drawn.add(_key(spot))
        return min((_kind(m) for m in moves), key=RANK.get)

    def undrawn(self):
        return [m for k, ms in self.at.items() if k not in self.drawn for m in ms]


class _Svg:
    def __init__(self):
        self.parts = []
        self.width = 0
        self.height = 0

    def add(self, s: str):
        self.parts.append(s)

    def grow(self, x, y):
        self.width = max(self.width, x)
        self.height = max(self.height, y)

    def text(self, x, y, s, anchor="start", extra=""):
        self.add(f"<text x='{x}' y='{y}' {FONT} text-anchor='{anchor}' {extra}>{escape(str(s))}</text>")
        self.grow(x + (7 * len(str(s)) if anchor == "start" else 7 * len(str(s)) // 2), y + 4)

    def rect(self, x, y, w, h, fill, stroke="#555", dash="", width=1, title=None):
        d = f" stroke-dasharray='{dash}'" if dash else ""
        t = f"<title>{escape(title)}</title>" if title else ""
        self.add(
            f"<rect x='{x}' y='{y}' width='{w}' height='{h}' rx='3' fill='{fill}' "
            f"stroke='{stroke}' stroke-width='{width}'{d}>{t}</rect>"
        )
        self.grow(x + w + 1, y + h + 1)

    def circle(self, cx, cy, r, fill, stroke="#333", dash="", width=1, title=None):
        d = f" stroke-dasharray='{dash}'" if dash else ""
        t = f"<title>{escape(title)}</title>" if title else ""
        self.add(
            f"<circle cx='{cx}' cy='{cy}' r='{r}' fill='{fill}' stroke='{stroke}' "
            f"stroke-width='{width}'{d}>{t}</circle>"
        )
        self.grow(cx + r + 1, cy + r + 1)

    def symbol(self, cx, cy, kind):
        fill, stroke, _, sym, _ = MARKS[kind]
        self.add(
            f"<text x='{cx}' y='{cy + 5}' font-family='sans-serif' font-size='14' font-weight='bold' "
            f"text-anchor='middle' fill='{stroke}'>{sym}</text>"
        )

    def marked_rect(self, x, y, w, h, kind, base_fill, title=None):
        """A square or button: plain, or in its move's mark with the symbol in it."""
        if kind is None:
            self.rect(x, y, w, h, base_fill, title=title)
            return
        fill, stroke, dash, _, word = MARKS[kind]
        self.rect(x, y, w, h, fill, stroke, dash, 2.5, title=f"{title or ''} {word} move".strip())


def _tokens(svg, x, y, label, count, spot_of, marks):
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


def _heaps(svg, x, y, board, marks, word):
    key = "heaps" if word == "heap" else "steps"
    for h, n in enumerate(board[key]):
        y = _tokens(
            svg, x, y, f"{word} {h + 1}: {n}", n, lambda i, h=h: {"Counter": {"heap": h, "index": i}}, marks
        )
    if not board[key]:
        svg.text(x, y + 12, f"no {word}s")
        y += 20
    return y


def _strip(svg, x, y, board, marks):
    cells = board["cells"]
    tall = CELL + 8
    for i, full in enumerate(cells):
        cx = x + i * CELL
        kind = marks.kind({"Cell": {"index": i}})
        svg.marked_rect(cx, y, CELL - 2, tall, kind, "#ffffff", title=f"cell {i + 1}")
        if full:
            svg.circle(cx + CELL / 2 - 1, y + 10, 6, "#444")
        if kind:
            svg.symbol(cx + CELL / 2 - 1, y + tall - 9, kind)
    # A pair move takes two cells: a bracket from the middle of one to the middle of the
    # next, under them, carries its mark.
    for i in range(max(len(cells) - 1, 0)):
        kind = marks.kind({"Pair": {"index": i}})
        if kind:
            fill, stroke, dash, sym, word = MARKS[kind]
            bx = x + i * CELL + CELL / 2
            svg.rect(bx, y + tall + 3, CELL - 2, 16, fill, stroke, dash, 2, title=f"cells {i + 1} and {i + 2}: {word} move")
            svg.symbol(bx + CELL / 2 - 1, y + tall + 7, kind)
    return y + tall + 26


GRID_FILL = {"#": "#c8a27a", ".": "#ffffff", "X": "#5a3b2a"}


def _grid(svg, x, y, rows, marks, piece, look=None):
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
    covering = {}
    for k, moves in marks.at.items():
        spot = moves[0]["spot"]
        if isinstance(spot, dict) and "Cells" in spot and spot["Cells"].get("piece", 0) == piece:
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
                kinds = [k for k, _ in covering[(r, c)]] + ([kind] if kind else [])
                kind = min(kinds, key=RANK.get)
                names = [m.get("move", "") for _, ms in covering[(r, c)] for m in ms]
                title += ": " + ", ".join(names)
            fill = GRID_FILL.get(ch, "#ffffff")
            if (r, c) in highlighted:
                fill = "#fff27a"
            svg.marked_rect(sx, sy, CELL - 2, CELL - 2, kind, fill, title=title)
            shown = glyphs[ch]["shown"] if ch in glyphs else (ch if ch not in "#." else "")
            if ch == "X" and ch not in glyphs:
                shown = "☠"
            if shown:
                colour = "#fff" if ch == "X" and kind is None else "#000"
                svg.text(sx + CELL / 2 - 1, sy + CELL / 2 + 3, shown, "middle", f"fill='{colour}'")
            if kind:
                svg.symbol(sx + CELL - 8, sy + 8, kind)
            if (r, c) in underlined:
                svg.add(f"<line x1='{sx + 4}' y1='{sy + CELL - 5}' x2='{sx + CELL - 6}' y2='{sy + CELL - 5}' stroke='#000' stroke-width='2'/>")
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


def _cuts(marks, piece):
    """The cuts of one piece that carry moves, with their marks."""
    out = []
    for k, moves in marks.at.items():
        spot = moves[0]["spot"]
        if isinstance(spot, dict) and "Cut" in spot and spot["Cut"].get("piece", 0) == piece:
            out.append((spot, marks.kind(spot)))
    return out


def _pieces(svg, x, y, pieces, marks):
    bottom = y
    for p, rows in enumerate(pieces):
        right, b = _grid(svg, x, y, rows, marks, p)
        x = right + 2 * GAP + 8
        bottom = max(bottom, b)
    return bottom + GAP


def _number(svg, x, y, board, marks):
    svg.text(x, y + 14, f"{board.get('caption', '')}: {board['value']}".lstrip(": "))
    y += 22
    if board.get("coins") and 0 <= board["value"] <= MAX_TOKENS:
        for i in range(board["value"]):
            svg.circle(x + i * (TOKEN + 3) + TOKEN / 2, y + TOKEN / 2, TOKEN / 2 - 1, "#d9a441")
        y += TOKEN + GAP
    return y


def _graph(svg, x, y, board, marks):
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


def _draw(svg, x, y, board, marks):
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
    text = data.get("text", "") if isinstance(data, dict) else str(data)
    svg.text(x, y + 14, text or kind)
    return y + 22


def _sum(svg, x, y, data, marks):
    for c, part in enumerate(data["parts"]):
        # The moves of this component, at their spots on the component's own board.
        inner = []
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


def _buttons(svg, x, y, moves):
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


def board_svg(solution: dict) -> str:
    """The solution's board with every move marked, and a legend."""
    svg = _Svg()
    marks = _Marks(solution.get("moves", []))
    y = _draw(svg, 8, 8, solution["board"], marks)
    y = _buttons(svg, 8, y, marks.undrawn())
    # The legend says what each mark means in words.
    lx = 8
    for kind in ("win", "lose", "draw"):
        fill, stroke, dash, sym, word = MARKS[kind]
        svg.rect(lx, y + 4, 16, 16, fill, stroke, dash, 2)
        svg.symbol(lx + 8, y + 11, kind)
        svg.text(lx + 22, y + 17, f"{word} move")
        lx += 120
    if not solution.get("moves"):
        svg.text(lx, y + 17, "(no moves: the game is over)")
    w, h = int(svg.width + 10), int(max(svg.height, y + 24) + 6)
    return (
        f"<svg xmlns='http://www.w3.org/2000/svg' width='{w}' height='{h}' viewBox='0 0 {w} {h}' "
        f"role='img' aria-label='{escape(str(solution.get('game')))} {escape(str(solution.get('position')))}'>"
        + "".join(svg.parts)
        + "</svg>"
    )
