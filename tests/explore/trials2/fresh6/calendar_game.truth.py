# Truth for POJ 1082 / HDU 1079: the two moves (tomorrow, or this day of the next month when it
# exists) computed with Python's datetime, searched to 2001-11-04 (the player facing it lost).
import datetime

from oracle import win_search

_LAST = datetime.date(2001, 11, 4)


def _moves(day):
    if day >= _LAST:
        return []
    out = [day + datetime.timedelta(days=1)]
    year, month = (day.year, day.month + 1) if day.month < 12 else (day.year + 1, 1)
    try:
        later = day.replace(year=year, month=month)
    except ValueError:
        later = None
    if later is not None and later <= _LAST:
        out.append(later)
    return out


_wins = win_search(_moves)


def valid(position):
    try:
        day = datetime.date(*position)
    except ValueError:
        return False
    return datetime.date(1900, 1, 1) <= day <= _LAST


def _warm():
    # every date from the last one back to 1900-01-01, so that each search is one step deep
    day = _LAST
    while day >= datetime.date(1900, 1, 1):
        _wins(day)
        day -= datetime.timedelta(days=1)


def truth(position):
    if not _warmed:
        _warmed.append(True)
        _warm()
    return _wins(datetime.date(*position))


_warmed = []
