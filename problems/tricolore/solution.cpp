// tricolore (CF 1091H): with the white token as the reference, Alice's two
// moves (blue right, blue and white right) and Bob's two (red left, white
// and red left) are the same: shrink the gap x = w - b - 1 or the gap
// y = r - w - 1 by k. So each row is two heaps of one subtraction game with
// S = {primes and products of two primes} \ {f}, the game is impartial and
// the starting player wins iff the xor of g over all 2n gaps is non-zero.
// Gaps are at most 2*10^5 - 2 and S has about 6*10^4 moves below that:
// the table, up to the widest gap, comes from the bitset mex (values
// stay below 100, asserted).
#include <algorithm>
#include <cstdio>
#include <vector>

#include "snippets/bitset_mex.hpp"
#include "snippets/fast_input.hpp"

namespace {

// k in [2, n) with at most two prime factors (with multiplicity), but f.
std::vector<int> moveSet(int n, int f) {
  std::vector<int> omega(static_cast<std::size_t>(n), 0);
  std::vector<int> rest(static_cast<std::size_t>(n));
  for (int i = 0; i < n; i++) rest[std::size_t(i)] = i;
  for (int p = 2; p < n; p++) {
    if (rest[std::size_t(p)] != p || omega[std::size_t(p)] != 0) continue;
    for (int m = p; m < n; m += p)
      while (rest[std::size_t(m)] % p == 0) rest[std::size_t(m)] /= p, omega[std::size_t(m)]++;
  }
  std::vector<int> S;
  for (int k = 2; k < n; k++)
    if (omega[std::size_t(k)] <= 2 && k != f) S.push_back(k);
  return S;
}

}  // namespace

int main() {
  FastInput in;
  int n = in.next<int>(), f = in.next<int>();
  std::vector<int> gaps;  // x_1, y_1, ..., x_n, y_n
  for (int i = 0; i < n; i++) {
    int b = in.next<int>(), w = in.next<int>(), r = in.next<int>();
    gaps.push_back(w - b - 1), gaps.push_back(r - w - 1);
  }
  // The table up to the widest gap (at most 2*10^5 - 2).
  int positions = *std::max_element(gaps.begin(), gaps.end()) + 1;
  std::vector<int> g = bitsetSubtractionGrundy(moveSet(positions, f), positions, 100);
  int total = 0;
  for (int x : gaps) total ^= g[std::size_t(x)];
  std::fputs(total != 0 ? "Alice\nBob\n" : "Bob\nAlice\n", stdout);
}
