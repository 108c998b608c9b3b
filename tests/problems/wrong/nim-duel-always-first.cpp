// nim-duel, wrong: always moves first, then plays Bouton's winning move when
// there is one (else takes one stone). Loses every test where the player to
// move is lost: the perfect jury never gives the position back.
#include <cstdio>
#include <vector>

#include "snippets/fast_input.hpp"
#include "snippets/misere_nim.hpp"
#include "snippets/nim.hpp"

int main() {
  FastInput in;
  int n = in.next<int>();
  bool misere = in.next<int>() == 1;
  std::vector<int> piles(static_cast<std::size_t>(n));
  int stones = 0;
  for (int& a : piles) a = in.next<int>(), stones += a;
  std::printf("First\n");
  std::fflush(stdout);
  for (;;) {
    if (stones > 0) {
      auto move = misere ? misereWinningMove(piles) : nimWinningMove(piles);
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
