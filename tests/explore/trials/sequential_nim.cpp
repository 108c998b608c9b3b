// Sequential Nim (Codeforces 1382B), in C++: piles in a row; a move takes a positive number of
// stones from the first pile that is not empty. Who cannot move loses.
Shape positions() { return sequence(1, 3, 1, 5); }  // values 1..3, length 1..5
const char* result = "win";

void moves(const State& a, Next& next) {
  if (a.empty()) return;
  for (long long x = 1; x <= a[0]; x++) {
    State b(a.begin() + (x == a[0] ? 1 : 0), a.end());
    if (x < a[0]) b[0] = a[0] - x;
    next.to(b);
  }
}
