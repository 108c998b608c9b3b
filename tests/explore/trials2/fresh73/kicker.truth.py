# Truth for Codeforces 411C (Kicker): for each of the first team's two arrangements, every answer
# of the second team is tried. 'W' when some arrangement of the first team beats every answer
# ("Team 1"), 'L' when every arrangement of the first team has an answer that beats it
# ("Team 2"), 'D' otherwise ("Draw"). Player i (0-based) has defence p[2i] and attack p[2i + 1].


def valid(p):
    return len(p) == 8 and min(p) >= 1


def _beats(defence, attack, other_defence, other_attack):
    return defence > other_attack and attack > other_defence


def truth(p):
    first_team = [(p[2], p[1]), (p[0], p[3])]     # (defence, attack): player 1 attacks, player 2 attacks
    second_team = [(p[6], p[5]), (p[4], p[7])]    # player 3 attacks, player 4 attacks
    team1_wins = any(all(_beats(d1, a1, d2, a2) for d2, a2 in second_team) for d1, a1 in first_team)
    team2_wins = all(any(_beats(d2, a2, d1, a1) for d2, a2 in second_team) for d1, a1 in first_team)
    if team1_wins:
        return "W"
    if team2_wins:
        return "L"
    return "D"
