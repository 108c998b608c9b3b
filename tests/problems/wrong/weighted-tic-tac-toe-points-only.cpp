// weighted-tic-tac-toe, wrong: plays for the points alone, as if a line
// did not end the game (a full board always decides by the totals).
#include <cstdio>

long long a[9];
int cell[9];

// The mover's best (own points - other's) on the rest of the board.
long long best(int painted) {
  if (painted == 9) return 0;
  long long top = 0;
  bool any = false;
  for (int k = 0; k < 9; k++)
    if (!cell[k]) {
      cell[k] = 1;
      long long v = a[k] - best(painted + 1);
      cell[k] = 0;
      if (!any || v > top) top = v, any = true;
    }
  return top;
}

int main() {
  for (auto& x : a)
    if (std::scanf("%lld", &x) != 1) return 1;
  std::puts(best(0) > 0 ? "Takahashi" : "Aoki");
}
