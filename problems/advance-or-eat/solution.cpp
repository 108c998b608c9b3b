// Advance or Eat (AtCoder ABC229 H): every move touches one column, so the
// board is the sum of its N columns, each a partizan game (Left =
// Takahashi: advance W or eat B; Right = Snuke). Every column is a number;
// Takahashi, moving first, wins iff the sum of the columns is > 0.
#include <cassert>
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
  // A column as a string read from the top (index 0 = row 1).
  auto moves = [](const std::string& c, std::vector<std::string>& left,
                  std::vector<std::string>& right) {
    for (size_t i = 0; i < c.size(); i++) {
      char me = c[i];
      if (me == '.') continue;
      std::string t = c;
      t[i] = '.';  // the other player may eat this piece
      (me == 'W' ? right : left).push_back(t);
      if (i > 0 && c[i - 1] == '.') {  // advance one square up
        t = c;
        std::swap(t[i], t[i - 1]);
        (me == 'W' ? left : right).push_back(t);
      }
    }
  };
  CanonicalGames cg;
  std::map<std::string, int> memo;
  std::vector<int> columns;
  for (int j = 0; j < n; j++) {
    std::string c;
    for (int i = 0; i < n; i++) c += rows[size_t(i)][size_t(j)];
    int g = cg.of(c, moves, memo);
    assert(cg.numberValue(g) && "every column is a number");
    columns.push_back(g);
  }
  std::cout << (cg.le(cg.sum(columns), 0) ? "Snuke" : "Takahashi") << "\n";
}
