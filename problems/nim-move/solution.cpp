// nim-move (Grundy Kit): Bouton's theorem. The player to move loses iff the
// xor of the heaps is 0; otherwise lowering a heap a_i that has the top bit
// of the xor x set to a_i ^ x leaves xor 0, a losing position.
#include <cstdio>
#include <vector>

#include "snippets/fast_input.hpp"
#include "snippets/nim.hpp"

namespace {

FastInput in;

}  // namespace

int main() {
  int n = static_cast<int>(in.next());
  std::vector<long long> heaps(static_cast<std::size_t>(n));
  for (long long& a : heaps) a = in.next();
  auto move = nimWinningMove(heaps);
  if (!move)
    std::printf("LOSE\n");
  else
    std::printf("%d %lld\n", move->first + 1, move->second);
}
