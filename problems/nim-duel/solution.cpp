// nim-duel (Grundy Kit): Bouton's theorem, normal or misere. Choose the side
// that wins (First iff the position is won for the player to move), then
// answer every jury move with a winning move from the snippets; each leaves
// the jury a lost position, so the jury never gets back to a won one.
#include <cstdio>
#include <optional>
#include <utility>
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
  auto winningMove = [&]() {
    return misere ? misereWinningMove(piles) : nimWinningMove(piles);
  };
  bool first = misere ? misereFirstWins(piles) : nimFirstWins(piles);
  std::printf("%s\n", first ? "First" : "Second");
  std::fflush(stdout);
  // Every line we read is the jury's move `i x`, or `0 0` when the game is
  // over (`-1 -1` if a move of ours was refused). With no stone left after
  // the jury's move, only the closing `0 0` remains to be read.
  for (bool ourTurn = first;; ourTurn = true) {
    if (ourTurn && stones > 0) {
      if (std::optional<std::pair<int, int>> move = winningMove()) {
        auto [i, to] = *move;
        std::size_t at = static_cast<std::size_t>(i);
        std::printf("%d %d\n", i + 1, piles[at] - to);
        std::fflush(stdout);
        stones -= piles[at] - to;
        piles[at] = to;
      }
    }
    int i = in.next<int>(), take = in.next<int>();
    if (i <= 0) return 0;
    piles[static_cast<std::size_t>(i - 1)] -= take;
    stones -= take;
  }
}
