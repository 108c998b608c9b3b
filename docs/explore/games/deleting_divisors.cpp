// Deleting Divisors (Codeforces 1537D): a number n; a move subtracts a divisor d of n with
// 1 < d < n. Who cannot move loses.
Shape positions() { return numbers(1, 199); }  // n = 1..199
const char* result = "win";

void moves(const State& s, Next& next) {
  long long n = s[0];
  for (long long d = 2; d < n; d++)
    if (n % d == 0) next.to({n - d});
}
