// Stone Division (HackerRank stone-division): a pile of x stones splits into
// s piles of x / s, a sum of s equal games. Equal values cancel in pairs, so
// that sum is worth g(x / s) for odd s and 0 for even s. Only divisors of n
// are ever reached; the engine memoises them in its hash map.
#include <cstdio>
#include <vector>

#include "snippets/grundy_engine.hpp"

int main() {
  using Size = unsigned long long;  // n and s_i reach 10^18
  Size n = 0;
  int m = 0;
  if (std::scanf("%llu %d", &n, &m) != 2) return 1;
  std::vector<Size> splits(static_cast<std::size_t>(m));
  for (Size& s : splits)
    if (std::scanf("%llu", &s) != 1) return 1;

  // The sum of s copies of the pile x / s, reduced to its parity: an even
  // count is the empty sum, an odd count is one copy. The xor the engine
  // takes over the components is unchanged, so the mex is too.
  const std::vector<Size> cancelled;
  GrundyEngine<Size> engine;  // no table: the states are up to 10^18
  int value = engine.value(n, [&](Size x, auto& options) {
    for (Size s : splits) {
      if (x % s != 0) continue;
      if (s % 2 == 0)
        options.addSum(cancelled);
      else
        options.add(x / s);
    }
  });
  std::puts(value != 0 ? "First" : "Second");
}
