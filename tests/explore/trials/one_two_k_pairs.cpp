// 1-2-K Game (Codeforces 1194D) on pairs (n, k), in C++: a chip on cell n of the strip 0..n; a
// move takes it 1, 2 or k cells to the left (never past 0); k >= 3. Who cannot move loses.
Shape positions() { return numbers(0, 59, 3, 14); }  // n = 0..59, k = 3..14
const char* result = "win";
const char* names = "n k";     // the coordinates in the rules (else x1, x2)

void moves(const State& s, Next& next) {
  long long n = s[0], k = s[1];
  for (long long d : {1LL, 2LL, k})
    if (d <= n) next.to({n - d, k});
}
