// Wrong on purpose: sums r + r^2 + ... + r^N by r (r^N - 1) / (r - 1) for
// every transform value, r = 1 included. Then 1 / (r - 1) is computed as
// 0^(p-2) = 0, and that entry contributes 0 instead of N. Sample 1 has no
// r = 1 and passes; sample 2 (i = 3: signs +, -, + for 3, 5, 7) fails.
#include <cstdio>
#include <vector>

#include "snippets/fast_input.hpp"
#include "snippets/xor_convolution.hpp"

int main() {
  const long long p = 998244353;
  FastInput in;
  long long n = in.next<long long>();
  int k = in.next<int>();
  std::vector<long long> c(1 << 16, 0);
  for (int i = 0; i < k; i++) c[static_cast<std::size_t>(in.next<int>())] = 1;
  auto pw = [&](long long b, long long e) {
    long long r = 1;
    for (b %= p; e; e >>= 1, b = b * b % p)
      if (e & 1) r = r * b % p;
    return r;
  };
  xorTransformMod(c, p);
  for (long long& r : c)
    r = r * ((pw(r, n) + p - 1) % p) % p * pw((r + p - 1) % p, p - 2) % p;
  xorTransformInverseMod(c, p);
  long long total = 0, power = 1;
  for (long long m = 1; m <= n; m++) {
    power = power * k % p;
    total = (total + power) % p;
  }
  std::printf("%lld\n", (total - c[0] + p) % p);
}
