// kayles-duel (Grundy Kit): Kayles is the octal game 0.77; a run of r
// standing pins is worth g(r) and the row the xor over its runs. Choose
// First iff that xor is non-zero, then always move to xor 0: in some run,
// knock 1 or 2 pins so that the two pieces left are worth g(r) ^ xor.
#include <cstdio>
#include <string>
#include <vector>

#include "snippets/fast_input.hpp"
#include "snippets/octal.hpp"

namespace {

std::vector<int> g;

// A winning move (0-based first pin, count), or count 0 on a lost row.
std::pair<int, int> winningMove(const std::string& row) {
  int n = static_cast<int>(row.size()), x = 0;
  for (int i = 0, j; i < n; i = j + 1) {
    for (j = i; j < n && row[static_cast<std::size_t>(j)] == 'I';) j++;
    x ^= g[static_cast<std::size_t>(j - i)];
  }
  if (x == 0) return {0, 0};
  for (int i = 0, j; i < n; i = j + 1) {
    for (j = i; j < n && row[static_cast<std::size_t>(j)] == 'I';) j++;
    int r = j - i, want = g[static_cast<std::size_t>(r)] ^ x;
    for (int k = 1; k <= 2 && k <= r; k++)
      for (int a = 0; a + k <= r; a++)
        if ((g[static_cast<std::size_t>(a)] ^
             g[static_cast<std::size_t>(r - k - a)]) == want)
          return {i + a, k};
  }
  return {0, 0};  // unreachable: a non-zero xor has a move to 0
}

}  // namespace

int main() {
  FastInput in;
  int n = in.next<int>();
  std::string row = in.word();
  g = octalGrundy("0.77", static_cast<std::size_t>(n) + 1);
  bool first = winningMove(row).second != 0;
  std::printf("%s\n", first ? "First" : "Second");
  std::fflush(stdout);
  // Each line we read is the jury's move `p k`, or `0 0` at the end (`-1 -1`
  // after a refused move). No pin left after the jury's move: read `0 0`.
  for (bool ourTurn = first;; ourTurn = true) {
    if (ourTurn && row.find('I') != std::string::npos) {
      auto [at, count] = winningMove(row);
      std::printf("%d %d\n", at + 1, count);
      std::fflush(stdout);
      row.replace(static_cast<std::size_t>(at),
                  static_cast<std::size_t>(count),
                  static_cast<std::size_t>(count), '.');
    }
    int p = in.next<int>(), k = in.next<int>();
    if (p <= 0) return 0;
    row.replace(static_cast<std::size_t>(p - 1), static_cast<std::size_t>(k),
                static_cast<std::size_t>(k), '.');
  }
}
