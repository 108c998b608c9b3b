// misere-rows (Grundy Kit): a row of r coins is a heap of the octal game
// 0.373 (take 1 or 3 coins from an end, or 2 adjacent coins anywhere), and
// the last player to move LOSES. Every heap is tame: its genus is 0^{120}
// (r = 0), 1^{031} (r = 1) or x^{x,x^2} (firm, r >= 2), so the sum is
// misere Nim on the normal values with "firm" for "a heap >= 2": the
// player to move loses iff (all rows <= 1 and xor 1) or (a row >= 2 and
// xor 0). The genus table has period 28 from r = 2 (checked here, Guy-Smith
// style, before it is used).
#include <cassert>
#include <cstdio>
#include <string>
#include <vector>

#include "snippets/fast_input.hpp"
#include "snippets/misere_genus.hpp"

namespace {

FastInput in;

}  // namespace

int main() {
  const int n = 400;
  std::vector<Genus> heap(n);
  heap[0] = genusFromOptions({});
  for (int r = 1; r < n; r++) {
    std::vector<Genus> opts;
    for (int k = 1; k <= 3 && k <= r; k++) {
      int left = r - k;  // the coins that stay, in one or two rows
      opts.push_back(left ? heap[std::size_t(left)] : heap[0]);
      if (k == 2)
        for (int a = 1; 2 * a <= left; a++)
          opts.push_back(tameSumGenus({heap[std::size_t(a)],
                                       heap[std::size_t(left - a)]}));
    }
    heap[std::size_t(r)] = genusFromOptions(opts);
    assert(heap[std::size_t(r)].tameForm() && "a row is tame");
  }
  int period = 1, from = 0;
  for (;; period++) {
    from = n - period;  // the longest tail with period `period`
    while (from > 0 && heap[std::size_t(from - 1)] ==
                           heap[std::size_t(from - 1 + period)])
      from--;
    if (2 * from + 3 * period + 3 <= n) break;  // proven for every r
    assert(period < n / 4 && "no period proven");
  }
  long long t = static_cast<long long>(in.next<unsigned long long>());
  std::string answer;
  while (t-- > 0) {
    long long rows = static_cast<long long>(in.next<unsigned long long>());
    int x = 0;
    bool fickle = true;
    for (long long i = 0; i < rows; i++) {
      unsigned long long r = in.next<unsigned long long>();
      if (r >= static_cast<unsigned long long>(n))
        r = unsigned(from) + (r - unsigned(from)) % unsigned(period);
      const Genus& g = heap[std::size_t(r)];
      x ^= g.g[0], fickle &= g.fickle();
    }
    answer += tameGenus(x, fickle).g[1] != 0 ? "First\n" : "Second\n";
  }
  std::fputs(answer.c_str(), stdout);
}
