// Misère Nim (HackerRank): Nim where taking the last stone loses. Bouton's
// misère rule: play as in Nim, except that when every pile is 1 the parity
// of the pile count decides (first player wins iff it is even).
#include <cstdio>
#include <vector>

#include "snippets/fast_input.hpp"
#include "snippets/misere_nim.hpp"

namespace {

FastInput in;

}  // namespace

int main() {
  long long t = in.next();
  std::vector<long long> piles;
  while (t-- > 0) {
    piles.resize(static_cast<std::size_t>(in.next()));
    for (long long& s : piles) s = in.next();
    std::puts(misereFirstWins(piles) ? "First" : "Second");
  }
}
