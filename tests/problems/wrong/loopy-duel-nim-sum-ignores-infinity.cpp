// A wrong solution of loopy-duel: the claim by Bouton's rule on Smith's
// values (snippets/loopy_grundy.hpp) with the infinite values left out:
// First iff the nim-sum of the tokens with a finite value is non-zero, else
// Second, as if a token on an infinite vertex counted for nothing. It never
// says Draw, and it says First where one infinite token's K misses the
// others' nim-sum. The play after a right claim is the reference's.
#include <algorithm>
#include <cstdio>
#include <vector>

#include "snippets/fast_input.hpp"
#include "snippets/loopy_grundy.hpp"
#include "snippets/retrograde.hpp"

int main() {
  FastInput in;
  int n = in.next<int>(), m = in.next<int>(), k = in.next<int>();
  std::vector<std::vector<int>> adj(static_cast<std::size_t>(n));
  std::vector<char> loop(static_cast<std::size_t>(n), 0);
  for (int i = 0; i < m; i++) {
    int u = in.next<int>() - 1, v = in.next<int>() - 1;
    adj[static_cast<std::size_t>(u)].push_back(v);
    if (u == v) loop[static_cast<std::size_t>(u)] = 1;
  }
  std::vector<int> power(static_cast<std::size_t>(k) + 1, 1);
  for (int i = 1; i <= k; i++)
    power[static_cast<std::size_t>(i)] = power[static_cast<std::size_t>(i - 1)] * n;
  auto at = [&](int s, int t) { return s / power[static_cast<std::size_t>(t)] % n; };
  int states = power[static_cast<std::size_t>(k)], state = 0;
  for (int i = 0; i < k; i++) state += (in.next<int>() - 1) * power[static_cast<std::size_t>(i)];
  Retrograde game(states);
  std::vector<char> canMove(static_cast<std::size_t>(states), 0);
  for (int s = 0; s < states; s++)
    for (int t = 0; t < k; t++)
      for (int v : adj[static_cast<std::size_t>(at(s, t))]) {
        game.addMove(s, s + (v - at(s, t)) * power[static_cast<std::size_t>(t)]);
        canMove[static_cast<std::size_t>(s)] = 1;
      }
  game.solve();
  LoopyGrundy smith(n);
  for (int u = 0; u < n; u++)
    for (int v : adj[static_cast<std::size_t>(u)]) smith.addMove(u, v);
  smith.solve();
  int nimSum = 0;
  for (int t = 0; t < k; t++) {
    int value = smith.value[static_cast<std::size_t>(at(state, t))];
    if (value != LoopyGrundy::kInf) nimSum ^= value;
  }
  Outcome start = nimSum != 0 ? Outcome::Win : Outcome::Lose;
  std::puts(nimSum != 0 ? "First" : "Second");
  std::fflush(stdout);
  long long longest = 0;  // Lmax: a draw is kept for C = 2 (Lmax + 1) moves
  for (long long l : game.length) longest = std::max(longest, l);
  long long stop = start == Outcome::Draw ? 2 * (longest + 1)
                                          : game.length[static_cast<std::size_t>(state)];
  bool mine = start != Outcome::Lose;
  for (long long moves = 0; canMove[static_cast<std::size_t>(state)] && moves < stop; moves++) {
    if (mine) {
      int next = game.bestMove[static_cast<std::size_t>(state)];
      int t = 0;
      while (t < k && at(next, t) == at(state, t)) t++;
      if (t == k)  // the state does not change: a token slides along a loop
        for (t = 0; !loop[static_cast<std::size_t>(at(state, t))];) t++;
      std::printf("%d %d\n", t + 1, at(next, t) + 1);
      std::fflush(stdout);
      state = next;
    } else {
      int t = in.next<int>() - 1, v = in.next<int>() - 1;
      state += (v - at(state, t)) * power[static_cast<std::size_t>(t)];
    }
    mine = !mine;
  }
  // The jury's closing line `0 0` need not be read.
}
