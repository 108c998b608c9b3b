// wythoff-duel, wrong: computes floor(k * phi) with a double. Right for
// small boards, but near 10^18 a double's 53 bits cannot tell floor(k phi)
// from its neighbours: it misjudges P-positions (choosing the losing side)
// or steps onto a square that is not one, and the perfect jury wins.
#include <cmath>
#include <cstdio>
#include <utility>

#include "snippets/fast_input.hpp"

namespace {

const double kPhi = (1 + std::sqrt(5.0)) / 2;

long long lower(long long k) { return static_cast<long long>(std::floor(k * kPhi)); }

bool isP(long long a, long long b) {
  if (a > b) std::swap(a, b);
  return lower(b - a) == a;
}

// A move onto a P-position by the textbook rule, found with doubles.
std::pair<long long, long long> move(long long x, long long y) {
  bool swapped = x > y;
  if (swapped) std::swap(x, y);
  std::pair<long long, long long> to{0, 0};
  if (x == 0 || x == y) {
    to = {0, 0};
  } else {
    long long k = static_cast<long long>(std::ceil((x + 1) / kPhi)) - 1;
    while (lower(k + 1) <= x) k++;
    while (k > 0 && lower(k) > x) k--;
    if (lower(k) == x) {
      long long d = y - x;
      to = d > k ? std::make_pair(x, x + k) : std::make_pair(lower(d), lower(d) + d);
    } else {
      long long j = static_cast<long long>(std::floor(x / (kPhi + 1)));
      while (lower(j + 1) + j + 1 <= x) j++;
      to = {x, lower(j)};
    }
  }
  return swapped ? std::make_pair(to.second, to.first) : to;
}

}  // namespace

int main() {
  FastInput in;
  long long x = in.next<long long>(), y = in.next<long long>();
  bool first = !isP(x, y);
  std::printf("%s\n", first ? "First" : "Second");
  std::fflush(stdout);
  for (bool ourTurn = first;; ourTurn = true) {
    if (ourTurn) {
      auto [a, b] = move(x, y);
      x = a, y = b;
      std::printf("%lld %lld\n", x, y);
      std::fflush(stdout);
    }
    long long a = in.next<long long>(), b = in.next<long long>();
    if (a <= 0 && b <= 0) return 0;
    x = a, y = b;
  }
}
