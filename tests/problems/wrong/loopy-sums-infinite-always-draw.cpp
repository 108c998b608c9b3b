// A common mistake in loopy-sums: calling every position with a token on an
// infinite vertex a draw. One infinite token whose K holds the nim-sum of
// the others is a win for the player to move (move it to that value), as
// the first sample shows (tokens on 2 and 5: First).
#include <cstdio>
#include <string>
#include <vector>

#include "snippets/fast_input.hpp"
#include "snippets/loopy_grundy.hpp"

int main() {
  FastInput in;
  int n = in.next<int>(), m = in.next<int>();
  LoopyGrundy g(n);
  for (int i = 0; i < m; i++) {
    int u = in.next<int>(), v = in.next<int>();
    g.addMove(u - 1, v - 1);
  }
  g.solve();
  int q = in.next<int>();
  std::string answer;
  for (int i = 0; i < q; i++) {
    int k = in.next<int>(), x = 0;
    bool infinite = false;
    for (int j = 0; j < k; j++) {
      int v = in.next<int>() - 1;
      if (g.infinite(v)) infinite = true;
      else x ^= g.value[static_cast<std::size_t>(v)];
    }
    answer += infinite ? "Draw\n" : x ? "First\n" : "Second\n";
  }
  std::fputs(answer.c_str(), stdout);
}
