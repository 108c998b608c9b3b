"""shiritori by the rules alone: the state is the word said last; the player to move must say a
word that begins with its last three characters, and loses when there is none.

A state is lost for the player to move when every word it may say leads to a state won for the
other player (so also when it may say none), and won when some word leads to a lost state. On a
game with cycles a recursive search would loop, so the labels are found as a fixpoint: start
with every state unknown and relax every state again and again until nothing changes; a state
still unknown then is a draw (no one can force a win, and neither side has to give in). No
3-letter graph, no queue: words against words, O(N^2) a round, for tiny dictionaries only.
"""
import sys

WIN, LOSE = "win", "lose"


def solve(words: list[str]) -> list[str]:
    n = len(words)
    # follow[i]: the words that may be said after word i.
    follow = [[j for j in range(n) if words[j][:3] == words[i][-3:]] for i in range(n)]
    label: list[str | None] = [None] * n  # for the player to move after word i was said
    changed = True
    while changed:
        changed = False
        for i in range(n):
            if label[i] is not None:
                continue
            if any(label[j] == LOSE for j in follow[i]):
                label[i], changed = WIN, True
            elif all(label[j] == WIN for j in follow[i]):
                label[i], changed = LOSE, True
    # After Takahashi says s_i, Aoki is the player to move.
    return ["Takahashi" if label[i] == LOSE else "Aoki" if label[i] == WIN else "Draw"
            for i in range(n)]


def main() -> None:
    data = sys.stdin.read().split()
    n = int(data[0])
    print("\n".join(solve(data[1:1 + n])))


if __name__ == "__main__":
    main()
