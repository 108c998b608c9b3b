// shiritori (AtCoder ABC209 E): only a word's first and last three letters
// matter, so a word is a move from its prefix 3-gram to its suffix 3-gram on
// the graph of the 52^3 3-grams. After Takahashi says s, Aoki moves from
// suffix(s): retrograde analysis labels that 3-gram Lose (Takahashi wins),
// Win (Aoki wins) or Draw. O(N + 52^3), iterative (a chain may be 140607 long).
#include <cstdio>
#include <string>
#include <vector>

#include "snippets/fast_input.hpp"
#include "snippets/retrograde.hpp"

namespace {

constexpr int kLetters = 52;

int letter(char c) { return c >= 'a' ? c - 'a' : c - 'A' + 26; }

int gram(const std::string& s, std::size_t at) {
  return (letter(s[at]) * kLetters + letter(s[at + 1])) * kLetters + letter(s[at + 2]);
}

}  // namespace

int main() {
  FastInput in;
  int n = in.next<int>();
  Retrograde game(kLetters * kLetters * kLetters);
  std::vector<int> suffix(static_cast<std::size_t>(n));
  for (int i = 0; i < n; i++) {
    std::string s = in.word();
    suffix[static_cast<std::size_t>(i)] = gram(s, s.size() - 3);
    game.addMove(gram(s, 0), suffix[static_cast<std::size_t>(i)]);
  }
  game.solve();
  std::string out;
  out.reserve(static_cast<std::size_t>(n) * 10);
  for (int v : suffix) {
    Outcome o = game.outcome[static_cast<std::size_t>(v)];
    out += o == Outcome::Lose ? "Takahashi\n" : o == Outcome::Win ? "Aoki\n" : "Draw\n";
  }
  std::fputs(out.c_str(), stdout);
}
