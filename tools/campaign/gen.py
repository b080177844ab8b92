"""Random small problems in Popeye's input language.

A problem is a plain dict (JSON-serialisable) so that a differing problem can
be stored, reloaded and minimised:

    {"pieces": [[colour, kind, square, [attributes]], ...],
     "stip": "#2", "conds": ["Circe", "Mirror"], "family": "Circe",
     "twins": [[["move", "e1", "e2"]], ...]}

colour is "white", "black" or "neutral"; kind a Popeye piece code ("k",
"q", "g", "ca", ...); square "e4"; every twin is a list of changes.
Positions are checked conservatively with plain (orthodox-geometry) captures:
the side not to move must not be attacked by any enemy or neutral piece,
kings do not touch, pawns stand on ranks 2-7, at most 8 pieces.
"""

import random

FILES = "abcdefgh"

ORTHODOX = ["q", "r", "b", "s", "p"]
FAIRY = ["g", "n", "z", "ca", "gi", "am", "em", "pr", "le", "pa", "va", "li", "ma", "be"]

# (label, condition words); several spellings of the same family
CONDITIONS = [
    ("none", []),
    ("Circe", ["Circe"]),
    ("Circe", ["Circe", "Mirror"]),
    ("Circe", ["Circe", "File"]),
    ("Circe", ["Circe", "Diagram"]),
    ("Circe", ["Circe", "Symmetry"]),
    ("Circe", ["Circe", "Antipodes"]),
    ("Circe", ["Circe", "PWC"]),
    ("Circe", ["Circe", "Equipollents"]),
    ("Circe", ["Circe", "Couscous"]),
    ("Circe", ["Circe", "Parrain"]),
    ("Circe", ["Circe", "Assassin"]),
    ("Circe", ["Circe", "Cage"]),
    ("Circe", ["Circe", "Clone"]),
    ("Circe", ["Circe", "Frischauf"]),
    ("Circe", ["Circe", "RexInclusive"]),
    ("Circe", ["Circe", "Chameleon"]),
    ("Circe", ["Circe", "Einstein"]),
    ("Circe", ["Circe", "Turncoats"]),
    ("Circe", ["Circe", "Diametral"]),
    ("Circe", ["Circe", "VerticalMirror"]),
    ("Circe", ["Circe", "Take&Make"]),
    ("AntiCirce", ["AntiCirce"]),
    ("AntiCirce", ["AntiCirce", "Calvet"]),
    ("AntiCirce", ["AntiCirce", "Cheylan"]),
    ("AntiCirce", ["AntiCirce", "Mirror"]),
    ("AntiCirce", ["AntiCirce", "File"]),
    ("Madrasi", ["Madrasi"]),
    ("Madrasi", ["Madrasi", "RexInclusive"]),
    ("EiffelChess", ["EiffelChess"]),
    ("Patrouille", ["Patrouille"]),
    ("Lortap", ["Lortap"]),
    ("KoeKo", ["KoeKo"]),
    ("GridChess", ["GridChess"]),
    ("AndernachChess", ["AndernachChess"]),
    ("AntiAndernachChess", ["AntiAndernachChess"]),
    ("EinsteinChess", ["EinsteinChess"]),
    ("ChameleonChess", ["ChameleonChess"]),
    ("MonochromChess", ["MonochromChess"]),
    ("BichromChess", ["BichromChess"]),
    ("NoCapture", ["NoCapture"]),
    ("ChecklessChess", ["ChecklessChess"]),
    ("MarsCirce", ["MarsCirce"]),
    ("MarsCirce", ["MarsCirce", "Mirror"]),
    ("ImmunChess", ["ImmunChess"]),
    ("ImmunChess", ["ImmunChess", "Mirror"]),
    ("Isardam", ["Isardam"]),
    ("Maximummer", ["BlackMaximummer"]),
    ("Maximummer", ["WhiteMaximummer"]),
]

# pairs of families tried together now and then
COMBOS = [
    (["Circe"], ["Madrasi"]),
    (["Circe"], ["AndernachChess"]),
    (["MarsCirce"], ["Madrasi"]),
    (["MarsCirce"], ["KoeKo"]),
    (["AntiCirce"], ["MonochromChess"]),
    (["Madrasi"], ["GridChess"]),
    (["Isardam"], ["Patrouille"]),
    (["KoeKo"], ["NoCapture"]),
    (["EinsteinChess"], ["Circe"]),
    (["ChecklessChess"], ["AntiAndernachChess"]),
]

STIPS = ["~1", "h~2", "#2", "s#2", "h#2", "ser-h#3"]
# extra pieces (besides the kings) allowed per stipulation, to keep
# solving (and h~2's output) small
MAX_EXTRA = {"~1": 6, "h~2": 2, "#2": 5, "s#2": 4, "h#2": 5, "ser-h#3": 4}
SMALLER = {"h~2": "h~1", "#2": "#1", "s#2": "s#1", "h#2": "h#1", "ser-h#3": "ser-h#2",
           "ser-h#2": "ser-h#1"}


def sq(f, r):
    return FILES[f] + str(r + 1)


def coords(s):
    return FILES.index(s[0]), int(s[1]) - 1


def first_mover(stip):
    """The side that moves first under `stip`."""
    return "black" if stip.startswith("h") or stip.startswith("ser-h") else "white"


LEAPS = {
    "k": [(1, 0), (1, 1)],
    "s": [(1, 2)],
    "ca": [(1, 3)],
    "z": [(2, 3)],
    "gi": [(1, 4)],
    "am": [(1, 2)],
    "em": [(1, 2)],
    "pr": [(1, 2)],
}
ORTH = [(1, 0), (-1, 0), (0, 1), (0, -1)]
DIAG = [(1, 1), (1, -1), (-1, 1), (-1, -1)]
RIDES = {
    "q": ORTH + DIAG,
    "r": ORTH,
    "b": DIAG,
    "am": ORTH + DIAG,
    "em": ORTH,
    "pr": DIAG,
}
HOPS = {"le": ORTH + DIAG, "li": ORTH + DIAG, "pa": ORTH, "va": DIAG}


def symmetric(vectors):
    out = set()
    for a, b in vectors:
        for x, y in ((a, b), (b, a)):
            for sx in (1, -1):
                for sy in (1, -1):
                    out.add((x * sx, y * sy))
    return out


def captures(board, frm, kind, colour, target):
    """Whether a piece of `kind` on `frm` captures on `target` (plain geometry)."""
    fx, fy = coords(frm)
    tx, ty = coords(target)
    dx, dy = tx - fx, ty - fy
    if (dx, dy) == (0, 0):
        return False

    def empty(x, y):
        return sq(x, y) not in board

    if kind in ("p", "be"):
        dirs = [1] if colour == "white" else [-1] if colour == "black" else [1, -1]
        if kind == "p":
            return abs(dx) == 1 and dy in dirs
        return dx == 0 and dy in dirs
    if kind in LEAPS and (dx, dy) in symmetric(LEAPS[kind]):
        return True
    if kind in RIDES or kind == "n" or kind in HOPS or kind == "g":
        vecs = RIDES.get(kind) or HOPS.get(kind) or (
            sorted(symmetric([(1, 2)])) if kind == "n" else ORTH + DIAG)
        for vx, vy in vecs:
            x, y = fx + vx, fy + vy
            hurdle = False
            while 0 <= x < 8 and 0 <= y < 8:
                if (x, y) == (tx, ty):
                    if kind in RIDES or kind == "n":
                        if not hurdle:
                            return True
                    elif kind == "g":
                        if hurdle and (x - vx, y - vy) != (fx, fy) and not empty(x - vx, y - vy):
                            return True
                    elif hurdle:
                        return True
                    break
                if not empty(x, y):
                    if kind in RIDES or kind == "n" or hurdle:
                        break
                    hurdle = True
                x, y = x + vx, y + vy
    if kind == "ma" and (abs(dx), abs(dy)) in ((1, 2), (2, 1)):
        if abs(dy) == 2:
            mid = (fx, fy + dy // 2)
        else:
            mid = (fx + dx // 2, fy)
        return empty(*mid)
    return False


def attacked(board, square, by):
    """Whether a piece of colour `by` (or a neutral piece) captures on `square`."""
    for frm, (colour, kind, _attrs) in board.items():
        if colour in (by, "neutral") and captures(board, frm, kind, colour, square):
            return True
    return False


def legal(board, stip):
    """The conservative legality test described in the module doc."""
    if len(board) > 8:
        return False
    kings = {c: s for s, (c, k, _a) in board.items() if k == "k"}
    if len([1 for (c, k, _a) in board.values() if k == "k"]) != 2 or set(kings) != {"white", "black"}:
        return False
    for s, (_c, k, _a) in board.items():
        if k in ("p", "be") and s[1] in "18":
            return False
    wx, wy = coords(kings["white"])
    bx, by_ = coords(kings["black"])
    if max(abs(wx - bx), abs(wy - by_)) <= 1:
        return False
    mover = first_mover(stip)
    other = "black" if mover == "white" else "white"
    return not attacked(board, kings[other], mover)


def board_of(problem):
    return {s: (c, k, list(a)) for c, k, s, a in problem["pieces"]}


def pieces_of(board):
    order = {"white": 0, "black": 1, "neutral": 2}
    items = sorted(board.items(), key=lambda i: (order[i[1][0]], i[1][2], i[1][1] != "k", i[0]))
    return [[c, k, s, a] for s, (c, k, a) in items]


def random_piece(rng, fairy_ok):
    if fairy_ok and rng.random() < 0.3:
        return rng.choice(FAIRY)
    return rng.choices(ORTHODOX, weights=[1, 2, 2, 2, 3])[0]


def random_square(rng, board, kind):
    while True:
        f = rng.randrange(8)
        r = rng.randrange(1, 7) if kind in ("p", "be") else rng.randrange(8)
        s = sq(f, r)
        if s not in board:
            return s


def random_board(rng, stip, fairy_ok, attrs_ok):
    for _ in range(1000):
        board = {}
        if rng.random() < 0.15:
            # castling material
            board["e1"] = ("white", "k", [])
            board[rng.choice(["a1", "h1"])] = ("white", "r", [])
            if rng.random() < 0.5:
                board["e8"] = ("black", "k", [])
                board[rng.choice(["a8", "h8"])] = ("black", "r", [])
        for colour in ("white", "black"):
            if not any(c == colour and k == "k" for c, k, _a in board.values()):
                board[random_square(rng, board, "k")] = (colour, "k", [])
        extra = rng.randint(1, MAX_EXTRA[stip])
        while len(board) < 2 + extra:
            kind = random_piece(rng, fairy_ok)
            colour = rng.choice(["white", "black"])
            attrs = []
            if attrs_ok and rng.random() < 0.08:
                colour = "neutral"
            elif attrs_ok and rng.random() < 0.06:
                attrs = ["kamikaze"]
            board[random_square(rng, board, kind)] = (colour, kind, attrs)
        if legal(board, stip):
            return board
    raise RuntimeError("no legal position found")


def transform(board, change):
    """The board after one twin change (None when it cannot be applied)."""
    op = change[0]
    new = dict(board)
    if op == "move":
        a, b = change[1], change[2]
        if a not in new or new[a][1] == "k" and b in new and new[b][1] == "k":
            return None
        new[b] = new.pop(a)
        return new
    if op == "remove":
        if change[1] not in new or new[change[1]][1] == "k":
            return None
        del new[change[1]]
        return new
    if op == "add":
        colour, attrs, kind, s = change[1], change[2], change[3], change[4]
        if s in new and new[s][1] == "k":
            return None
        new[s] = (colour, kind, list(attrs))
        return new
    if op in ("mirror", "rotate", "shift"):
        if op == "mirror":
            f = {
                "a1<-->h1": lambda x, y: (7 - x, y),
                "a1<-->a8": lambda x, y: (x, 7 - y),
                "a1<-->h8": lambda x, y: (7 - y, 7 - x),
                "a8<-->h1": lambda x, y: (y, x),
            }[change[1]]
        elif op == "rotate":
            f = {
                "90": lambda x, y: (7 - y, x),
                "180": lambda x, y: (7 - x, 7 - y),
                "270": lambda x, y: (y, 7 - x),
            }[change[1]]
        else:
            (ax, ay), (bx, by) = coords(change[1]), coords(change[2])
            f = lambda x, y: (x + bx - ax, y + by - ay)  # noqa: E731
        out = {}
        for s, p in board.items():
            x, y = f(*coords(s))
            if not (0 <= x < 8 and 0 <= y < 8):
                return None
            out[sq(x, y)] = p
        return out
    return new  # cond / stip


def random_change(rng, board, fairy_ok, attrs_ok):
    op = rng.choice(["move", "add", "remove", "cond", "stip", "mirror", "rotate", "shift"])
    squares = sorted(board)
    if op == "move":
        a = rng.choice(squares)
        return ["move", a, sq(rng.randrange(8), rng.randrange(8))]
    if op == "add":
        kind = random_piece(rng, fairy_ok)
        colour = rng.choice(["white", "black"])
        attrs = ["kamikaze"] if attrs_ok and rng.random() < 0.1 else []
        return ["add", colour, attrs, kind, random_square(rng, board, kind)]
    if op == "remove":
        return ["remove", rng.choice(squares)]
    if op == "cond":
        return ["cond"] + rng.choice(CONDITIONS[1:])[1]
    if op == "stip":
        return ["stip", rng.choice(STIPS)]
    if op == "mirror":
        return ["mirror", rng.choice(["a1<-->h1", "a1<-->a8", "a1<-->h8", "a8<-->h1"])]
    if op == "rotate":
        return ["rotate", rng.choice(["90", "180", "270"])]
    return ["shift", sq(rng.randrange(8), rng.randrange(8)), sq(rng.randrange(8), rng.randrange(8))]


def twin_state(problem, twin):
    """Board and stipulation of one twin (changes applied to the diagram)."""
    board = board_of(problem)
    stip = problem["stip"]
    for change in twin:
        board = transform(board, change) if board is not None else None
        if change[0] == "stip":
            stip = change[1]
    return board, stip


def twins_legal(problem):
    for twin in problem["twins"]:
        board, stip = twin_state(problem, twin)
        if board is None or not legal(board, stip) or stip not in MAX_EXTRA:
            return False
        if len(board) - 2 > MAX_EXTRA[stip]:
            return False
    return True


def random_conditions(rng):
    if rng.random() < 0.08:
        a, b = rng.choice(COMBOS)
        ca = rng.choice([c for c in CONDITIONS if c[0] == a[0]])
        cb = rng.choice([c for c in CONDITIONS if c[0] == b[0]])
        return ca[0] + "+" + cb[0], ca[1] + cb[1]
    if rng.random() < 0.12:
        return "none", []
    return rng.choice(CONDITIONS[1:])


def random_problem(rng):
    stip = rng.choice(STIPS)
    family, conds = random_conditions(rng)
    fairy_ok = rng.random() < 0.35
    attrs_ok = rng.random() < 0.25
    board = random_board(rng, stip, fairy_ok, attrs_ok)
    problem = {"pieces": pieces_of(board), "stip": stip, "conds": conds, "family": family,
               "twins": []}
    if rng.random() < 0.3:
        for _ in range(100):
            twins = [[random_change(rng, board, fairy_ok, attrs_ok)]
                     for _ in range(rng.randint(1, 2))]
            problem["twins"] = twins
            if twins_legal(problem):
                break
        else:
            problem["twins"] = []
    return problem


def piece_text(kind, s):
    return kind + s


def change_text(change):
    op = change[0]
    if op == "move":
        return f"move {change[1]} {change[2]}"
    if op == "remove":
        return f"remove {change[1]}"
    if op == "add":
        attrs = "".join(a + " " for a in change[2])
        return f"add {change[1]} {attrs}{change[3]}{change[4]}"
    if op == "cond":
        return "condition " + (" ".join(change[1:]) if len(change) > 1 else "")
    if op == "stip":
        return f"stipulation {change[1]}"
    return " ".join(change)


def render(problem):
    """The problem in Popeye's input language (begin ... end)."""
    groups = []
    for c, k, s, a in problem["pieces"]:
        key = (c, tuple(a))
        if groups and groups[-1][0] == key:
            groups[-1][1].append(piece_text(k, s))
        else:
            groups.append((key, [piece_text(k, s)]))
    words = []
    for (c, a), ps in groups:
        words.append(" ".join([c, *a, *ps]))
    lines = ["begin", "pieces " + " ".join(words), "stipulation " + problem["stip"]]
    if problem["conds"]:
        lines.append("condition " + " ".join(problem["conds"]))
    for twin in problem["twins"]:
        lines.append("twin " + " ".join(change_text(ch) for ch in twin))
    lines.append("end")
    return "\n".join(lines) + "\n"
