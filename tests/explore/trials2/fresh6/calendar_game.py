# Calendar Game (POJ 1082 / HDU 1079): a date between 1900-01-01 and 2001-11-04 (Gregorian
# calendar). In turn, Adam first, a player moves the date either to the next calendar day or to
# the same day of the next month, the latter only when that day exists in the next month. No move
# may go past 2001-11-04; the player who reaches 2001-11-04 wins (so the player who faces it has
# no move and has lost). A position: (year, month, day).
END = (2001, 11, 4)


def _leap(y):
    return y % 4 == 0 and (y % 100 != 0 or y % 400 == 0)


def _days(y, m):
    if m == 2:
        return 29 if _leap(y) else 28
    return 30 if m in (4, 6, 9, 11) else 31


def _ok(date):
    y, m, d = date
    return 1900 <= y and 1 <= m <= 12 and 1 <= d <= _days(y, m) and date <= END


positions = numbers(y=range(2000, 2002), m=range(1, 13), d=range(1, 32)).where(_ok)


def moves(date):
    if not _ok(date) or date == END:
        return
    y, m, d = date
    if d < _days(y, m):
        yield (y, m, d + 1)
    elif m < 12:
        yield (y, m + 1, 1)
    else:
        yield (y + 1, 1, 1)
    ny, nm = (y, m + 1) if m < 12 else (y + 1, 1)
    later = (ny, nm, d)
    if d <= _days(ny, nm) and later <= END:
        yield later
