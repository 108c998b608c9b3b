// Marbles (2018 ACM-ICPC Brazil Subregional B, Gym 101908 B): whoever moves a
// marble onto (0,0) wins. A marble on the diagonal wins at once. Otherwise a
// marble moved onto row 0, column 0 or the diagonal hands the opponent the
// win, so play stays on the other cells: a normal-play sum of one-marble
// games there, won iff the xor of their Grundy values is non-zero.
#include <cstdio>
#include <vector>

#include "snippets/fast_input.hpp"
#include "snippets/mex.hpp"
#include "snippets/nim.hpp"

namespace {

constexpr int kMaxCoord = 100;

FastInput in;

// g(l, c) for 1 <= l, c <= kMaxCoord, l != c: the Grundy value of one marble
// whose moves may not land on row 0, column 0 or the diagonal.
struct Table {
  static constexpr std::size_t kDim = kMaxCoord + 1;
  std::vector<int> g = std::vector<int>(kDim * kDim, 0);
  int& at(int l, int c) { return g[std::size_t(l) * kDim + std::size_t(c)]; }

  Table() {
    Mex mex;
    std::vector<int> options;
    // Every move lowers l, or keeps l and lowers c: row-major order is safe.
    for (int l = 1; l <= kMaxCoord; l++)
      for (int c = 1; c <= kMaxCoord; c++) {
        if (l == c) continue;
        options.clear();
        for (int to = 1; to < l; to++)
          if (to != c) options.push_back(at(to, c));
        for (int to = 1; to < c; to++)
          if (to != l) options.push_back(at(l, to));
        // A diagonal move keeps l - c != 0, so it never lands on the diagonal.
        for (int u = 1; u < l && u < c; u++)
          options.push_back(at(l - u, c - u));
        at(l, c) = mex(options);
      }
  }
};

}  // namespace

int main() {
  int n = in.next<int>();
  Table table;
  bool onDiagonal = false;
  std::vector<int> values;
  for (int i = 0; i < n; i++) {
    int l = in.next<int>(), c = in.next<int>();
    if (l == c)
      onDiagonal = true;
    else
      values.push_back(table.at(l, c));
  }
  std::puts(onDiagonal || nimFirstWins(values) ? "Y" : "N");
}
