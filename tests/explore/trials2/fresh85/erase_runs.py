# 문자열 지우기 (String Erasing, Baekjoon 31948): a string of the characters 0, 1 and ?, holding at
# most one ?. Junbeom and Myeongseop act in turn, Junbeom first; on a turn the player does one
# of three things: erase one or more of the equal digits that make up the run at the very front
# of the string; erase one or more of the equal digits of the run at the very end; or turn the
# ? (if there is one) into 0 or into 1. A player with nothing left to do loses. The result:
# whether Junbeom, moving first, wins (the answer 1). A position: the string, of length 1..8 over
# "01?" declared here, kept when it holds at most one ? (the statement allows length <= 1,500).
# Read here: a ? is not a digit, so a string that begins (ends) with ? has no run of digits to
# erase at its front (end) until the ? is turned; the runs are runs of equal digits. An emptied
# string has no action left: the player to move there loses.
positions = string("01?", length=range(1, 9)).where(lambda s: s.count("?") <= 1)
result = "win"


def moves(s):
    out = set()
    if s and s[0] in "01":
        run = len(s) - len(s.lstrip(s[0]))
        for k in range(1, run + 1):
            out.add(s[k:])
    if s and s[-1] in "01":
        run = len(s) - len(s.rstrip(s[-1]))
        for k in range(1, run + 1):
            out.add(s[:len(s) - k])
    if "?" in s:
        out.add(s.replace("?", "0"))
        out.add(s.replace("?", "1"))
    return sorted(out)
