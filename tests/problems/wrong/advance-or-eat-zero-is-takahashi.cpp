// A deliberately wrong advance-or-eat solution: it sums the column values
// correctly but says Takahashi wins when the total is 0 (>= instead of >).
// With total 0 the first player, Takahashi, has no good move: Snuke wins.
// The zero-* tests (each column beside its colour-swapped copy) catch it.
#include <iostream>
#include <map>
#include <string>
#include <vector>

#include "snippets/canonical_game.hpp"

int main() {
  int n;
  std::cin >> n;
  std::vector<std::string> rows(static_cast<size_t>(n));
  for (auto& r : rows) std::cin >> r;
  auto moves = [](const std::string& c, std::vector<std::string>& left,
                  std::vector<std::string>& right) {
    for (size_t i = 0; i < c.size(); i++) {
      if (c[i] == '.') continue;
      std::string t = c;
      t[i] = '.';
      (c[i] == 'W' ? right : left).push_back(t);
      if (i > 0 && c[i - 1] == '.') {
        t = c;
        std::swap(t[i], t[i - 1]);
        (c[i] == 'W' ? left : right).push_back(t);
      }
    }
  };
  CanonicalGames cg;
  std::map<std::string, int> memo;
  std::vector<int> columns;
  for (int j = 0; j < n; j++) {
    std::string c;
    for (int i = 0; i < n; i++) c += rows[size_t(i)][size_t(j)];
    columns.push_back(cg.of(c, moves, memo));
  }
  std::cout << (cg.le(0, cg.sum(columns)) ? "Takahashi" : "Snuke") << "\n";
}
