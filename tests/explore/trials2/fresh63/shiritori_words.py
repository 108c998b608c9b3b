# Shiritori (AtCoder ABC 278 F): N distinct non-empty words of lowercase letters (N <= 16, each of
# at most 10 letters). Taro the First and Jiro the Second choose words in turn, Taro first. A turn
# chooses a word not chosen before in the game; except on the game's first turn, its first letter
# must equal the last letter of the word chosen just before. The player who cannot choose a word
# loses. The result: whether Taro, the first player, wins. Only a word's first and last letters
# enter the rules, so a word is written here as the pair (first letter, last letter), each letter
# a number (0 = 'a', 1 = 'b', ...); distinct words may share both letters ("ab" and "acb"), so
# any multiset of pairs is a list of distinct words. A position: the words one after another in
# one sequence, first1 last1 first2 last2 ...; 1..4 words over the letters a..d declared here
# (69,904 sequences; the statement allows 16 words over 26 letters). A state: (the words not yet chosen, as sorted
# pairs; the last letter of the word chosen just before, -1 before the first turn).
positions = sequence(values=range(0, 4), length=range(2, 9, 2))
result = "win"


def start(a):
    words = tuple(sorted(zip(a[0::2], a[1::2])))
    return (words, -1)


def moves(state):
    words, last = state
    options = set()
    for i, (first, end) in enumerate(words):
        if last == -1 or first == last:
            options.add((words[:i] + words[i + 1:], end))
    return sorted(options)


def canonical(state):
    return state
