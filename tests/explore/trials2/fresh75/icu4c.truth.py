# Truth for Codeforces Gym 103107 I (ICU4C): the Grundy value of one racetrack, by a plain memoised
# search over the sorted positions of its cars. A move picks a car, takes the block of cars on the
# consecutive grids from it forward, and moves the whole block one grid forward, unless the block
# already ends on the finishing line e.
import sys
from functools import lru_cache

sys.setrecursionlimit(100000)


def valid(track):
    return len(track) >= 1 and set(track) <= set("01") and "1" in track


@lru_cache(maxsize=None)
def _grundy(cars, e):
    options = set()
    for i in range(len(cars)):
        j = i
        while j + 1 < len(cars) and cars[j + 1] == cars[j] + 1:
            j += 1
        if cars[j] == e:
            continue
        after = cars[:i] + tuple(x + 1 for x in cars[i:j + 1]) + cars[j + 1:]
        options.add(_grundy(after, e))
    value = 0
    while value in options:
        value += 1
    return value


def truth(track):
    cars = tuple(i + 1 for i, c in enumerate(track) if c == "1")
    return _grundy(cars, len(track))
