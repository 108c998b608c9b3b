#!/usr/bin/python3
"""Contest sizes measured (issue 31): `gk explore` on one small game of each position shape
with about 10^5 positions, as a contestant would write it. For each: the CPU seconds of the run
and its children, the explorer's peak memory (its own largest resident set), the exit status,
the last line of the answer, the progress lines on stderr and the longest wall-clock gap
between two of them (a silent stretch). The figures go to
docs/explore.md ("Contest sizes").

Usage: tools/measure_shapes.py [--only NAME,NAME] [--timeout S] [--budget S]
Standard library only."""
from __future__ import annotations

import argparse
import os
import resource
import selectors
import subprocess
import sys
import tempfile
import time
from pathlib import Path

KIT = Path(__file__).resolve().parent.parent

# name -> (positions = ..., the rest of the game file, positions expected, about)
GAMES = {
    "sequence": ("sequence(values=range(1, 5), length=range(0, 9))",
                 "def moves(a):\n    for i in range(len(a)):\n        yield a[:i] + a[i + 1:]\n",
                 "remove one element; 87,381 sequences"),
    "multiset": ("multiset(piles=range(1, 25), size=range(1, 6))",
                 "def moves(a):\n    for i, x in enumerate(a):\n        for t in range(1, x + 1):\n"
                 "            yield tuple(sorted(a[:i] + a[i + 1:] + ((x - t,) if x > t else ())))\n",
                 "Nim; 118,754 multisets"),
    "string": ("string(\"ab\", length=range(1, 17))",
               "def moves(s):\n    if s:\n        yield s[1:]\n        yield s[:-1]\n",
               "take an end letter; 131,070 strings"),
    "tree": ("trees(n=range(1, 18))",
             "def moves(t):\n    for v in range(t.n):\n"
             "        if sum(v in e for e in t.edges) <= 1:\n            yield t.without(v)\n",
             "remove a leaf; about 80,000 trees"),
    "graph": ("graphs(n=range(1, 9))",
              "def moves(g):\n    for v in range(g.n):\n        yield g.without(v)\n",
              "remove a vertex; about 13,600 graphs (9 vertices: 275,000, over the limit)"),
    "grid": ("grid(rows=range(1, 5), cols=range(1, 5), alphabet=\"01\")",
             "def moves(g):\n    for i, row in enumerate(g):\n        for j, c in enumerate(row):\n"
             "            if c == \"1\":\n"
             "                yield g[:i] + (row[:j] + \"0\" + row[j + 1:],) + g[i + 1:]\n",
             "turn a 1 into 0; about 75,000 grids"),
    "pairs": ("pairs(a=range(1, 5), b=range(1, 5), length=range(1, 5))",
              "def moves(p):\n    for i in range(len(p)):\n        yield p[:i] + p[i + 1:]\n",
              "remove one pair; 69,904 sequences of pairs"),
    "numbers2": ("numbers(x=range(0, 317), y=range(0, 317))",
                 "def moves(p):\n    x, y = p\n    for t in range(1, x + 1):\n        yield (x - t, y)\n"
                 "    for t in range(1, y + 1):\n        yield (x, y - t)\n",
                 "Nim of two piles; 100,489 pairs"),
}


def run(name: str, folder: Path, timeout: float, budget: int) -> dict:
    positions, rest, about = GAMES[name]
    game = folder / f"{name}_1e5.py"
    game.write_text(f"positions = {positions}\n\n\n{rest}")
    env = dict(os.environ, PYTHONPATH=str(KIT), GK_EXPLORE_PROGRESS_AFTER="1")
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    began = time.monotonic()
    proc = subprocess.Popen([sys.executable, "-P", "-m", "explore", str(game), "--budget",
                             str(budget), "--no-check"], cwd=folder, env=env,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    sel = selectors.DefaultSelector()
    sel.register(proc.stdout, selectors.EVENT_READ)
    sel.register(proc.stderr, selectors.EVENT_READ)
    out, progress, last, gap = [], 0, began, 0.0
    status = "ok"
    while sel.get_map():
        if time.monotonic() - began > timeout:
            proc.kill()
            status = "TIMEOUT"     # killed at --timeout (progress lines say whether it moved)
            break
        for key, _ in sel.select(timeout=1):
            line = key.fileobj.readline()
            if not line:
                sel.unregister(key.fileobj)
                continue
            if key.fileobj is proc.stderr:
                now = time.monotonic()
                gap, last = max(gap, now - last), now
                progress += line.startswith("explore: ")
                if not line.startswith("explore: ") and line.strip():
                    out.append("stderr: " + line.rstrip())
            else:
                out.append(line.rstrip())
    _, waited, usage = os.wait4(proc.pid, 0)    # the explorer's own peak memory (Linux: KB)
    code = os.waitstatus_to_exitcode(waited)
    proc.returncode = code
    gap = max(gap, time.monotonic() - last)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    answer = next((ln for ln in out if ln.startswith(("rule:", "candidate", "no rule",
                                                      "gk explore:", "stderr:", "sum:"))), "")
    positions_line = next((ln for ln in out if ln.startswith("positions:")), "")
    if status == "ok" and (code != 0 or any("Traceback" in ln for ln in out)):
        status = f"exit {code}"
    return {"shape": name, "about": about, "status": status, "cpu": cpu,
            "wall": time.monotonic() - began, "progress": progress, "gap": gap,
            "peak_mb": usage.ru_maxrss / 1024,
            "positions": positions_line[:110], "answer": answer[:150]}


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--only", help="shapes, comma-separated (default all)")
    ap.add_argument("--timeout", type=float, default=1800)
    ap.add_argument("--budget", type=int, default=20)
    args = ap.parse_args()
    names = args.only.split(",") if args.only else list(GAMES)
    unknown = [n for n in names if n not in GAMES]
    if unknown:
        print(f"measure_shapes: no shape {unknown[0]}: one of {', '.join(GAMES)}",
              file=sys.stderr)
        return 2
    with tempfile.TemporaryDirectory() as tmp:
        for name in names:
            r = run(name, Path(tmp), args.timeout, args.budget)
            print(f"{r['shape']:9} {r['status']:7} cpu {r['cpu']:6.1f} s  wall {r['wall']:6.1f} s"
                  f"  peak {r['peak_mb']:5.0f} MB"
                  f"  progress lines {r['progress']:3}  longest silence {r['gap']:5.1f} s  "
                  f"({r['about']})\n    {r['positions']}\n    {r['answer']}", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
