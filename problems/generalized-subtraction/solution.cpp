// Generalized Subtraction Game (AtCoder ABC278 G), interactive. If L < R,
// or L == R with N - L even, move first: remove a middle block whose length
// has N's parity, then mirror every jury move in the other half. Otherwise
// (L == R, N - L odd) a segment of m cards is worth g(m) = mex over cuts
// of g(a) ^ g(m - L - a); move first iff g(N) != 0 and keep the xor at 0.
#include <cstdio>
#include <vector>

#include "snippets/fast_input.hpp"
#include "snippets/mex.hpp"

namespace {

FastInput in;

void say(int x, int y) {
  std::printf("%d %d\n", x, y);
  std::fflush(stdout);
}

// The jury's reply; false when the game is over (`0 0` or `-1 -1`).
bool jury(int& x, int& y) {
  x = in.next<int>(), y = in.next<int>();
  return x > 0;
}

void mirror(int n, int lo, int hi) {
  int y = (n - lo) % 2 == 0 ? lo : lo + 1;  // lo + 1 <= hi: here lo < hi
  (void)hi;
  std::puts("First");
  say((n - y) / 2 + 1, y);
  for (int x, b; jury(x, b);) say(n + 2 - x - b, b);
}

void grundy(int n, int len) {
  std::vector<int> g(static_cast<std::size_t>(n) + 1, 0);
  Mex mex;
  for (int m = len; m <= n; m++) {
    std::vector<int> options;
    for (int a = 0; a + len <= m; a++)
      options.push_back(g[static_cast<std::size_t>(a)] ^ g[static_cast<std::size_t>(m - len - a)]);
    g[static_cast<std::size_t>(m)] = mex(options);
  }
  std::vector<char> card(static_cast<std::size_t>(n) + 2, 1);
  card[0] = card[static_cast<std::size_t>(n) + 1] = 0;
  bool first = g[static_cast<std::size_t>(n)] != 0;
  std::puts(first ? "First" : "Second");
  std::fflush(stdout);
  if (!first) {
    int x, y;
    if (!jury(x, y)) return;
    for (int i = x; i < x + y; i++) card[static_cast<std::size_t>(i)] = 0;
  }
  while (true) {
    // Segments [s, e) of present cards and the row's xor.
    std::vector<std::pair<int, int>> segs;
    int total = 0;
    for (int i = 1; i <= n;)
      if (!card[static_cast<std::size_t>(i)]) {
        i++;
      } else {
        int j = i;
        while (card[static_cast<std::size_t>(j)]) j++;
        segs.push_back({i, j}), total ^= g[static_cast<std::size_t>(j - i)];
        i = j;
      }
    int mx = 0, my = 0;
    for (auto [s, e] : segs) {
      int m = e - s, want = g[static_cast<std::size_t>(m)] ^ total;
      for (int a = 0; a + len <= m && !mx; a++) {
        int v = g[static_cast<std::size_t>(a)] ^ g[static_cast<std::size_t>(m - len - a)];
        if (v == want || (total == 0 && a == 0)) mx = s + a, my = len;  // any move if lost
      }
      if (mx) break;
    }
    if (!mx) {  // no move at all: we lost (never with the side chosen above)
      say(0, 0);
      return;
    }
    say(mx, my);
    for (int i = mx; i < mx + my; i++) card[static_cast<std::size_t>(i)] = 0;
    int x, y;
    if (!jury(x, y)) return;
    for (int i = x; i < x + y; i++) card[static_cast<std::size_t>(i)] = 0;
  }
}

}  // namespace

int main() {
  int n = in.next<int>(), lo = in.next<int>(), hi = in.next<int>();
  if (lo < hi || (n - lo) % 2 == 0)
    mirror(n, lo, hi);
  else
    grundy(n, lo);
}
