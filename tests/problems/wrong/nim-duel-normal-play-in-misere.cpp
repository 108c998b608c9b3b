// nim-duel, wrong: ignores m and plays normal Nim (side and moves by the
// xor) in misere tests too. It loses where the two rules differ: all piles
// of size <= 1, and the endgame where the last big pile must leave an odd
// number of 1-piles.
#include <cstdio>
#include <vector>

#include "snippets/fast_input.hpp"
#include "snippets/nim.hpp"

int main() {
  FastInput in;
  int n = in.next<int>();
  in.next<int>();  // m: the mistake is to ignore it
  std::vector<int> piles(static_cast<std::size_t>(n));
  int stones = 0;
  for (int& a : piles) a = in.next<int>(), stones += a;
  bool first = nimFirstWins(piles);
  std::printf("%s\n", first ? "First" : "Second");
  std::fflush(stdout);
  for (bool ourTurn = first;; ourTurn = true) {
    if (ourTurn && stones > 0) {
      auto move = nimWinningMove(piles);
      int i = 0, to = 0;
      if (move) {
        i = move->first, to = move->second;
      } else {
        while (piles[static_cast<std::size_t>(i)] == 0) i++;
        to = piles[static_cast<std::size_t>(i)] - 1;
      }
      std::printf("%d %d\n", i + 1, piles[static_cast<std::size_t>(i)] - to);
      std::fflush(stdout);
      stones -= piles[static_cast<std::size_t>(i)] - to;
      piles[static_cast<std::size_t>(i)] = to;
    }
    int i = in.next<int>(), take = in.next<int>();
    if (i <= 0) return 0;
    piles[static_cast<std::size_t>(i - 1)] -= take;
    stones -= take;
  }
}
