// Nim Counting (AtCoder ABC212 H). A sequence of heaps is won for the first
// player iff its xor is non-zero, so count the sequences of length 1..N with
// xor 0 and subtract from K + K^2 + ... + K^N. With c the indicator of A,
// the lengths 1..N together have the xor distribution sum_k c^{*k}, one
// Walsh-Hadamard transform each way with a geometric series per entry.
#include <cstdio>
#include <vector>

#include "snippets/fast_input.hpp"
#include "snippets/xor_convolution.hpp"

namespace {

FastInput in;

}  // namespace

int main() {
  const long long p = 998244353;
  long long n = in.next<long long>();
  int k = in.next<int>();
  std::vector<long long> c(1 << 16, 0);
  for (int i = 0; i < k; i++) c[static_cast<std::size_t>(in.next<int>())] = 1;
  long long total = 0, power = 1;
  for (long long m = 1; m <= n; m++) {
    power = power * k % p;
    total = (total + power) % p;
  }
  long long lost = xorPowerSumMod(c, static_cast<unsigned long long>(n), p)[0];
  std::printf("%lld\n", (total - lost + p) % p);
}
