// Tower Breakers (HackerRank): n towers of equal height m; a move lowers a
// tower to a proper divisor of its height. A tower of height m is a Nim heap
// of size Omega(m), and n equal heaps xor to Omega(m) if n is odd, else 0.
#include <cstdio>

#include "snippets/divisor_nim.hpp"
#include "snippets/fast_input.hpp"

namespace {

FastInput in;

}  // namespace

int main() {
  long long t = in.next();
  while (t-- > 0) {
    long long n = in.next(), m = in.next();
    int value = bigOmega(m);  // Grundy value of one tower
    int total = n % 2 == 1 ? value : 0;
    std::printf("%d\n", total != 0 ? 1 : 2);
  }
}
