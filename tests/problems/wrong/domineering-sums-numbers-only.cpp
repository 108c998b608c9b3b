// A deliberately wrong domineering-sums solution: a numbers-only library.
// Each room gets a number: {max Left | min Right} by the simplicity rule
// when max Left < min Right, else (a hot or tepid room such as {1|-1} or
// *) the midpoint of the two. Summing such numbers loses what makes the
// rooms different: the 2 x 2 square {1|-1} becomes 0 (a second-player
// win, but the first player wins it), * becomes 0 too.
#include <cstdio>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "snippets/dyadic.hpp"

namespace {

int h, w;
std::map<unsigned long long, Dyadic> memo;

Dyadic value(unsigned long long m) {
  auto it = memo.find(m);
  if (it != memo.end()) return it->second;
  std::optional<Dyadic> lo, hi;
  for (int r = 0; r < h; r++)
    for (int c = 0; c < w; c++) {
      int i = r * w + c;
      if (!(m >> i & 1)) continue;
      if (r + 1 < h && (m >> (i + w) & 1)) {
        Dyadic v = value(m & ~(1ULL << i) & ~(1ULL << (i + w)));
        if (!lo || *lo < v) lo = v;
      }
      if (c + 1 < w && (m >> (i + 1) & 1)) {
        Dyadic v = value(m & ~(1ULL << i) & ~(1ULL << (i + 1)));
        if (!hi || v < *hi) hi = v;
      }
    }
  Dyadic v;
  if (lo && hi && !(*lo < *hi)) {
    Dyadic s = *lo + *hi;
    v = Dyadic(s.num, s.k + 1);
  } else {
    v = dyadicSimplest(lo, hi);
  }
  return memo[m] = v;
}

}  // namespace

int main() {
  int t;
  if (std::scanf("%d", &t) != 1) return 0;
  while (t--) {
    std::scanf("%d %d", &h, &w);
    unsigned long long m = 0;
    for (int r = 0; r < h; r++) {
      char buf[16];
      std::scanf("%15s", buf);
      for (int c = 0; c < w; c++)
        if (buf[c] == '.') m |= 1ULL << (r * w + c);
    }
    memo.clear();
    Dyadic total(0);
    for (int i = 0; i < h * w; i++) {  // each room alone: flood fill
      if (!(m >> i & 1)) continue;
      unsigned long long room = 1ULL << i, grown = 0;
      while (grown != room) {
        grown = room;
        for (int j = 0; j < h * w; j++) {
          if (!(grown >> j & 1)) continue;
          int r = j / w, c = j % w;
          if (r > 0) room |= m & 1ULL << (j - w);
          if (r + 1 < h) room |= m & 1ULL << (j + w);
          if (c > 0) room |= m & 1ULL << (j - 1);
          if (c + 1 < w) room |= m & 1ULL << (j + 1);
        }
      }
      m &= ~room;
      total = total + value(room);
    }
    int s = total.sign();
    std::puts(s > 0 ? "Vertical" : s < 0 ? "Horizontal" : "Second");
  }
}
