# Vowels Game in a String (LeetCode 3227): a string; here 'a' is a vowel and 'b' a consonant.
# In turn, Alice first: Alice removes any non-empty substring holding an odd number of vowels;
# Bob removes any non-empty substring holding an even number of vowels. The player who cannot
# move loses. The result: does Alice win?
positions = string("ab", length=range(1, 9))


def start(s):
    return (s, True)                  # the string left, Alice to move


def moves(state):
    s, alice = state
    seen = set()
    for i in range(len(s)):
        vowels = 0
        for j in range(i, len(s)):
            vowels += s[j] == "a"
            if (vowels % 2 == 1) == alice:
                rest = s[:i] + s[j + 1:]
                if rest not in seen:
                    seen.add(rest)
                    yield (rest, not alice)


def canonical(state):
    return state
