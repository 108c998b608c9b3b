#!/usr/bin/env python3
"""Draw a Blue-Red Hackenbush forest as an SVG picture.

Reads the input format of problems/bluered-hackenbush (N, then N lines `p_i c_i`: edge i joins
vertex i to vertex p_i < i, vertex 0 is the ground, colour B or R) on stdin and writes the SVG on
stdout. Each tree stands on the ground line; a vertex sits above the middle of its leaves.

Usage: python3 tools/hackenbush_svg.py < problems/bluered-hackenbush/tests/sample-2.in > out.svg
"""
import sys

STEP_X, STEP_Y, MARGIN = 36, 44, 24
COLOURS = {"B": "#1f5fbf", "R": "#c8321e"}


def main() -> None:
    data = sys.stdin.read().split()
    if not data:
        sys.exit("hackenbush_svg: empty input; give N and the N lines `p_i c_i`")
    try:
        n = int(data[0])
        parent = [0] + [int(data[1 + 2 * i]) for i in range(n)]
        colour = [""] + [data[2 + 2 * i] for i in range(n)]
    except (ValueError, IndexError):
        sys.exit("hackenbush_svg: expected N, then N lines `p_i c_i`")
    if any(not 0 <= parent[i] < i or colour[i] not in COLOURS for i in range(1, n + 1)):
        sys.exit("hackenbush_svg: each line is `p_i c_i` with 0 <= p_i < i and c_i B or R")
    kids: list[list[int]] = [[] for _ in range(n + 1)]
    for i in range(1, n + 1):
        kids[parent[i]].append(i)
    depth = [0] * (n + 1)
    for i in range(1, n + 1):
        depth[i] = depth[parent[i]] + 1
    # x: leaves get 0, 1, 2, ... left to right; an inner vertex the mean of its children.
    x = [0.0] * (n + 1)
    leaves = 0
    order, stack = [], [(0, False)]
    while stack:  # post-order without recursion
        v, done = stack.pop()
        if done:
            order.append(v)
            continue
        stack.append((v, True))
        stack.extend((c, False) for c in reversed(kids[v]))
    for v in order:
        if v and not kids[v]:
            x[v], leaves = leaves, leaves + 1
        elif v:
            x[v] = sum(x[c] for c in kids[v]) / len(kids[v])
    height = max(depth)
    width = 2 * MARGIN + STEP_X * max(leaves - 1, 1)
    ground = MARGIN + STEP_Y * height

    def point(v: int) -> tuple[float, float]:
        if v == 0:  # the ground under each root: straight below its child
            return 0.0, ground
        return MARGIN + STEP_X * x[v], ground - STEP_Y * depth[v]

    out = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{ground + MARGIN}">',
           f'<line x1="0" y1="{ground}" x2="{width}" y2="{ground}" stroke="#444" '
           'stroke-width="3"/>']
    for i in range(1, n + 1):
        x2, y2 = point(i)
        x1, y1 = (x2, ground) if parent[i] == 0 else point(parent[i])
        out.append(f'<line x1="{x1:.1f}" y1="{y1:.1f}" x2="{x2:.1f}" y2="{y2:.1f}" '
                   f'stroke="{COLOURS[colour[i]]}" stroke-width="4" stroke-linecap="round"/>')
    for i in range(1, n + 1):
        cx, cy = point(i)
        out.append(f'<circle cx="{cx:.1f}" cy="{cy:.1f}" r="4" fill="#222"/>')
    out.append("</svg>")
    sys.stdout.write("\n".join(out) + "\n")


if __name__ == "__main__":
    main()
