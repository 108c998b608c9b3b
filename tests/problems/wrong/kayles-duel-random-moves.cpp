// kayles-duel, wrong: chooses the side by the Kayles values, then knocks a
// random standing pin (a fixed seed) instead of moving to xor 0. Against a
// perfect jury one careless move is enough to lose.
#include <cstdio>
#include <random>
#include <string>
#include <vector>

#include "snippets/fast_input.hpp"
#include "snippets/octal.hpp"

int main() {
  FastInput in;
  int n = in.next<int>();
  std::string row = in.word();
  std::vector<int> g = octalGrundy("0.77", static_cast<std::size_t>(n) + 1);
  int x = 0;
  for (std::size_t i = 0, j; i < row.size(); i = j + 1) {
    for (j = i; j < row.size() && row[j] == 'I';) j++;
    x ^= g[j - i];
  }
  bool first = x != 0;
  std::printf("%s\n", first ? "First" : "Second");
  std::fflush(stdout);
  std::mt19937 rng(12345);
  for (bool ourTurn = first;; ourTurn = true) {
    std::vector<int> standing;
    for (int i = 0; i < n; i++)
      if (row[static_cast<std::size_t>(i)] == 'I') standing.push_back(i);
    if (ourTurn && !standing.empty()) {
      int at = standing[rng() % standing.size()];
      row[static_cast<std::size_t>(at)] = '.';
      std::printf("%d 1\n", at + 1);
      std::fflush(stdout);
    }
    int p = in.next<int>(), k = in.next<int>();
    if (p <= 0) return 0;
    row.replace(static_cast<std::size_t>(p - 1), static_cast<std::size_t>(k),
                static_cast<std::size_t>(k), '.');
  }
}
