// Blue-Red Hackenbush (our own problem): every position is a number. At a
// vertex the branches add; an edge over branches worth x is worth
// (x + j) / 2^(j-1) when blue (j >= 1 least with x + j > 1), the mirror
// when red. The sign of the total names the winner.
#include <cstdio>
#include <string>
#include <vector>

#include "snippets/dyadic.hpp"
#include "snippets/fast_input.hpp"

int main() {
  FastInput in;
  int n = in.next<int>();
  std::vector<int> parent(static_cast<size_t>(n) + 1, -1);  // 0: the ground
  std::string col(static_cast<size_t>(n) + 1, '?');
  for (int i = 1; i <= n; i++) {
    parent[size_t(i)] = in.next<int>();
    col[size_t(i)] = in.word()[0];
  }
  Dyadic v = hackenbushBlueRedValue(parent, col);
  std::printf("%s\n%s\n", v.str().c_str(),
              v.sign() > 0 ? "Blue" : v.sign() < 0 ? "Red" : "Second");
}
