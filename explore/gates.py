"""A first move into a heap game (docs/explore.md, "A heap that breaks: octal games and Grundy's
game"): a game on one number whose start(n) is a state of its own kind (a circle of n beads), and
whose first move leaves heaps of one take-and-break game (the rows a circle becomes once cut).
Winning Ways (Berlekamp, Conway and Guy, ch. 4) plays circular octal games this way: the first
move on a circle takes j and leaves one row of n - j, and from then on it is the row's game.

Both are read as octal codes (explore/breaks.py) from the file's moves: the first move's code F
from the options of start(n), n = 0, 1, ..., and the heaps' code D from the moves of a heap alone.
A heap is a part of an option: a number, or a tuple whose components are the same in every part
but one number (("row", 5)). Then, by the Sprague-Grundy theorem,

    v(n) = mex { g(a) xor g(b) : the first move of n leaves the heaps a and b }

with g the heaps' recurrence, which may have no period (Paint Chain, HDU 3980: a row where a
move paints m consecutive beads is the octal game 0.0...07, aperiodic as far as computed for
m = 3). The pasted code fills g up to n by D and takes the mex over F's options of n."""
from __future__ import annotations

from . import breaks
from .claims import Claim


class _NotHeaps(Exception):
    """A part that is not a heap of the one family."""


class _Family:
    """The heaps: parts that are numbers, or tuples equal but for the number at `at`."""

    def __init__(self, sample):
        self.at, self.context = None, None
        if isinstance(sample, tuple):
            slots = [i for i, c in enumerate(sample) if isinstance(c, int)]
            if len(slots) != 1:
                raise _NotHeaps
            self.at = slots[0]
            self.context = sample[:self.at] + sample[self.at + 1:]
        elif not isinstance(sample, int):
            raise _NotHeaps

    def size(self, part) -> int:
        if self.at is None:
            if not isinstance(part, int) or isinstance(part, bool):
                raise _NotHeaps
            return part
        if not isinstance(part, tuple) or len(part) != len(self.context) + 1 or \
                part[:self.at] + part[self.at + 1:] != self.context or \
                not isinstance(part[self.at], int):
            raise _NotHeaps
        return part[self.at]

    def lone(self, size: int):
        return size if self.at is None else self.context[:self.at] + (size,) + \
            self.context[self.at:]


def _parts(option) -> list:
    return list(option) if isinstance(option, list) else [option]


def _heaps(family: _Family, option, n: int) -> tuple | None:
    """The nonzero heap sizes an option leaves, sorted; None when they are not below n."""
    sizes = [family.size(p) for p in _parts(option)]
    if any(not 0 <= x < n for x in sizes) and n > 0:
        return None
    return tuple(sorted(x for x in sizes if x))


def read(game, top: int):
    """(F, D, the family) when the first moves of n = 0..top and the moves of every heap up to
    top are octal codes', else None."""
    canon = game.canonical or (lambda s: s)
    firsts = [[list(_parts(o)) for o in game.moves(canon(game.start((n,))))]
              for n in range(top + 1)]
    sample = next((p for opts in firsts for o in opts for p in o), None)
    if sample is None:
        return None
    try:
        family = _Family(sample)
        first = []
        for n, opts in enumerate(firsts):
            got = {_heaps(family, o, n + 1) for o in opts}   # n + 1: a first move may take 0
            if None in got:
                return None
            first.append(sorted(got))

        def heap_moves(position):
            (size,) = position
            return [[(family.size(p),) for p in _parts(o)]
                    for o in game.moves(canon(family.lone(size)))]
        options = breaks.options_of(heap_moves, top)
    except _NotHeaps:
        return None
    if options is None:
        return None
    d = breaks.read(options, splits=False)
    f = breaks.read(first, splits=False)
    if d is None or f is None:
        return None
    return f, d, family


def heap_code(game, top: int):
    """(the octal code, the options of every heap up to top) when the state of n is the heap n
    alone in a tuple of heaps (heap_moves) and its moves are an octal code's
    (explore/breaks.py); else None."""
    moves = heap_moves(game, top)
    if moves is None:
        return None
    try:
        options = breaks.options_of(moves, top)
        code = None if options is None else breaks.read(options)
    except Exception:       # moves() fails on some heap: no code read
        return None
    return None if code is None else (code, options)


def heap_moves(game, top: int):
    """moves() of a plain heap, as explore/breaks.py reads them, when the state of n (start(n),
    or the position itself) is the heap n alone in a state that is a tuple of heaps (== (n,),
    and () or (0,) for n = 0: a line of n stones whose state is the lengths of its pieces), and
    every move of a heap leaves a tuple of heaps; else None. Then there is no first move of
    another kind: the game is the heap game itself."""
    canon = game.canonical or (lambda s: s)
    start = game.start or (lambda position: position)
    try:
        for n in range(top + 1):
            if canon(start((n,))) not in (((n,),) if n else ((), (0,))):
                return None
    except Exception:       # start() fails on some number: not this form
        return None

    def moves(position):
        out = []
        for o in game.moves(canon(start(position))):
            if not isinstance(o, tuple) or not all(isinstance(h, int) for h in o):
                raise ValueError("a move that does not leave a tuple of heaps")
            out.append([(h,) for h in o])
        return out
    return moves


def first_values(f: breaks.Code, d: breaks.Code, count: int) -> list[int]:
    """v(0..count-1): the mex over F's options of n of the xor of g over the heaps left."""
    g = breaks.values(d, count)
    out = []
    for n in range(count):
        seen = {g[a] ^ g[b] for a, b in ((o + (0, 0))[:2] for o in breaks._expected(f, n))}
        x = 0
        while x in seen:
            x += 1
        out.append(x)
    return out


def recurrence(game, v: list[int], kind: str) -> tuple[Claim, str] | None:
    """(the claim, its C++ `long long grundy(long long n)`, who wins as 1/0 for "win") when
    start(n)'s first moves and the heaps they leave are octal codes at every n = 0..len(v)-1
    and the recurrence gives v; else None."""
    if kind not in ("win", "grundy") or game.start is None or len(v) < breaks.MIN_VALUES:
        return None
    try:
        found = read(game, len(v) - 1)
    except Exception:       # start() or moves() fail on a number or a heap: nothing read
        return None
    if found is None:
        return None
    f, d, _ = found
    w = first_values(f, d, len(v))
    if (w if kind == "grundy" else [int(x != 0) for x in w]) != v:
        return None
    heaps = f"the heaps of {d.words}"
    rec = (f"v(n) = mex {{ h(a) xor h(b) : the first move ({f.words}) leaves the heaps a and "
           f"b of n }}, h(m) = mex {{ h(a) xor h(b) : a move of {d.words} leaves a and b of m }}")
    text = (rec if kind == "grundy" else f"the player to move wins iff v(n) != 0, {rec}")
    status = (f"the game's recurrence: the first moves of start(n) are exactly those of "
              f"{f.words} and they leave {heaps}, whose moves are exactly the code's, for every "
              f"n = 0..{len(v) - 1} (checked there, assumed beyond), and it gives all "
              f"{len(v):,} values computed; O(n^2) for a table up to n")
    result = "x != 0" if kind == "win" else "x"
    cpp = (f"long long grundy(long long n) {{  // {text}\n"
           f"  assert(0 <= n && n <= {breaks.LIMIT} && \"n out of the recurrence's range\");\n"
           f"  // digit j: 1 take j leaving nothing, 2 leaving one heap, 4 leaving two heaps\n"
           f"  static const int D[] = {{{', '.join(map(str, d.digits))}}};  // the heaps, "
           f"{d.text}\n"
           f"  static const bool UNEQUAL = {'true' if d.unequal else 'false'};\n"
           f"  static const int F[] = {{{', '.join(map(str, f.digits))}}};  // the first move, "
           f"{f.text}\n"
           f"  static const bool F_UNEQUAL = {'true' if f.unequal else 'false'};\n"
           + breaks.table_cpp() +
           "  // the first move of n: the mex of the xors of the heaps it leaves\n"
           "  int cap = 1;\n"
           "  while (cap <= most) cap *= 2;\n"
           "  std::vector<char> seen(2 * cap + 1, 0);\n"
           "  for (long long j = 0; j < (long long)(sizeof F / sizeof *F) && j <= n; j++) {\n"
           "    long long r = n - j;\n"
           "    if (j && (F[j] & 1) && r == 0) seen[0] = 1;\n"
           "    if (j && (F[j] & 2) && r > 0) seen[val[r]] = 1;\n"
           "    if (F[j] & 4)\n"
           "      for (long long a = 1; 2 * a <= r; a++)\n"
           "        if (!F_UNEQUAL || 2 * a != r) seen[val[a] ^ val[r - a]] = 1;\n"
           "  }\n"
           "  int x = 0;\n"
           "  while (seen[x]) x++;\n"
           f"  return {result};\n}}\n")
    return Claim("recurrence", text, status, cpp), cpp
