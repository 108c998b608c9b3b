// A deliberately wrong S-Nim solution, for showing the judge's failure
// report: it ignores S and plays plain Nim on the heap sizes themselves.
// It fails both samples; e.g. in sample 1 (heaps 5, 12 with
// S = {2, 5}: 5 xor 12 != 0, but both heaps have Grundy value 2, so `L`).
#include <cstdio>
#include <string>

int main() {
  int k = 0, m = 0;
  if (std::scanf("%d", &k) != 1) return 1;
  for (int i = 0, s = 0; i < k; i++)
    if (std::scanf("%d", &s) != 1) return 1;
  if (std::scanf("%d", &m) != 1) return 1;
  std::string answer;
  for (int i = 0; i < m; i++) {
    int l = 0, x = 0;
    if (std::scanf("%d", &l) != 1) return 1;
    for (int j = 0, h = 0; j < l; j++) {
      if (std::scanf("%d", &h) != 1) return 1;
      x ^= h;
    }
    answer += x != 0 ? 'W' : 'L';
  }
  std::printf("%s\n", answer.c_str());
}
