// A deliberately wrong crosses solution: it sees period 34 in the first rows
// of the Grundy table of 0.137 and applies it from n = 0, forgetting the
// preperiod (the period starts at n = 52). So n = 14 + 34k and n = 34k take
// the value of 14 and 0, both 0 (lost), though 48, 68, 82, ... are won:
// it answers `Second` for 48 in edge-preperiod (n = 40..120) and for
// 10^18 - 32 in edge-max. The samples (n <= 20) all pass.
#include <cstdio>
#include <set>
#include <vector>

int main() {
  const int kPeriod = 34;
  // g(m) = mex of g(m - 2) (a cross at an end) and g(a) ^ g(m - 3 - a)
  // (a cross inside); a lone cell is taken whole.
  std::vector<int> g(kPeriod, 0);
  for (int m = 1; m < kPeriod; m++) {
    std::set<int> options;
    if (m == 1) options.insert(0);
    if (m >= 2) options.insert(g[m - 2]);
    for (int a = 0; a <= m - 3; a++) options.insert(g[a] ^ g[m - 3 - a]);
    while (options.count(g[m])) g[m]++;
  }
  long long t = 0;
  if (std::scanf("%lld", &t) != 1) return 1;
  for (long long i = 0; i < t; i++) {
    unsigned long long n = 0;
    if (std::scanf("%llu", &n) != 1) return 1;
    std::puts(g[n % kPeriod] != 0 ? "First" : "Second");
  }
}
