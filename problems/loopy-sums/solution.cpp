// loopy-sums (Grundy Kit): the tokens form a sum of games on one graph with
// cycles. Smith's generalized Sprague-Grundy values (a number, or infinity
// with the set K of its followers' finite values) decide it: all finite and
// nim-sum 0: Second; all finite and nim-sum != 0, or exactly one infinite
// token whose K holds the nim-sum of the others: First; otherwise Draw.
#include <cstdio>
#include <string>
#include <vector>

#include "snippets/fast_input.hpp"
#include "snippets/loopy_grundy.hpp"

namespace {

FastInput in;

}  // namespace

int main() {
  int n = in.next<int>(), m = in.next<int>();
  LoopyGrundy g(n);
  for (int i = 0; i < m; i++) {
    int u = in.next<int>(), v = in.next<int>();
    g.addMove(u - 1, v - 1);
  }
  g.solve();
  int q = in.next<int>();
  std::string answer;
  std::vector<int> tokens;
  for (int i = 0; i < q; i++) {
    tokens.resize(static_cast<std::size_t>(in.next<int>()));
    for (int& t : tokens) t = in.next<int>() - 1;
    Outcome o = g.sumOutcome(tokens);
    answer += o == Outcome::Win ? "First\n" : o == Outcome::Lose ? "Second\n" : "Draw\n";
  }
  std::fputs(answer.c_str(), stdout);
}
