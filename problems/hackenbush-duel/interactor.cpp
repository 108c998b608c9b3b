// hackenbush-duel interactor: Green Hackenbush on a graph with a ground
// (vertex 0) against the solution. A picture's value comes from the
// fusion-principle snippet; a move deletes an edge and drops whatever no
// longer reaches the ground. When the jury can win it always does (a random
// move to value 0); when it cannot, the test's style decides: a deletion
// that drops nothing else (the game lasts longest), a random edge, or the
// edge that leaves the fewest winning replies.
#include <string>
#include <utility>
#include <vector>

#include "problems/duel.hpp"
#include "snippets/hackenbush_graph.hpp"

namespace {

constexpr int kMaxEdges = 300;

// The picture's fixed graph; a position is the vector of standing edges.
struct Picture {
  int n = 0;
  std::vector<std::pair<int, int>> edges;
  std::vector<std::vector<int>> incident;  // vertex -> the edges at it

  using Standing = std::vector<char>;

  void add(int u, int v) {
    incident[size_t(u)].push_back(int(edges.size()));
    if (v != u) incident[size_t(v)].push_back(int(edges.size()));
    edges.push_back({u, v});
  }
  // The edges of `alive` but e (-1: none) that still reach the ground: a
  // search from the ground keeps what it meets.
  Standing cut(const Standing& alive, int e) const {
    Standing keep(edges.size(), 0);
    std::vector<char> reached(size_t(n), 0);
    std::vector<int> queue = {0};
    reached[0] = 1;
    for (size_t head = 0; head < queue.size(); head++)
      for (int f : incident[size_t(queue[head])]) {
        if (!alive[size_t(f)] || f == e || keep[size_t(f)]) continue;
        keep[size_t(f)] = 1;
        for (int w : {edges[size_t(f)].first, edges[size_t(f)].second})
          if (!reached[size_t(w)]) reached[size_t(w)] = 1, queue.push_back(w);
      }
    return keep;
  }
  long long value(const Standing& alive) const {
    std::vector<std::pair<int, int>> standing;
    for (size_t i = 0; i < edges.size(); i++)
      if (alive[i]) standing.push_back(edges[i]);
    return hackenbushGraphValue(n, standing, {0});
  }
  static std::vector<int> list(const Standing& alive) {
    std::vector<int> out;
    for (int i = 0; i < int(alive.size()); i++)
      if (alive[size_t(i)]) out.push_back(i);
    return out;
  }
  // The moves that win for the player to move, counted up to `cap`.
  int winningMoves(const Standing& alive, int cap) const {
    int w = 0;
    for (int e : list(alive))
      if ((w += value(cut(alive, e)) == 0) >= cap) break;
    return w;
  }
};

int juryMove(const Picture& p, const Picture::Standing& alive, duel::Duel& d) {
  std::vector<int> edges = Picture::list(alive), best;
  if (edges.empty()) d.fail("asked to move with no edge standing");
  auto pick = [&](const std::vector<int>& from) {
    return from[size_t(d.uniform(0, (long long)from.size() - 1))];
  };
  if (p.value(alive) != 0) {
    for (int e : edges)
      if (p.value(p.cut(alive, e)) == 0) best.push_back(e);
    if (best.empty()) d.fail("a won position without a winning move");
    return pick(best);
  }
  if (d.style == duel::Style::kRandom) return pick(edges);
  if (d.style == duel::Style::kLongest) {
    // The fewest edges gone: usually only the deleted one.
    size_t most = 0;
    for (int e : edges) {
      size_t left = Picture::list(p.cut(alive, e)).size();
      if (left > most || best.empty()) most = left, best.clear();
      if (left == most) best.push_back(e);
    }
    return pick(best);
  }
  // Unique reply: every edge of a small picture, 8 random ones of a large
  // one (each try costs a search over the replies).
  std::vector<int> tries = edges;
  if (tries.size() > 40) {
    tries.clear();
    for (int i = 0; i < 8; i++) tries.push_back(pick(edges));
  }
  int fewest = 1 << 30;
  for (int e : tries) {
    int w = p.winningMoves(p.cut(alive, e), fewest + 1);  // more: worse
    if (w < fewest) fewest = w, best.clear();
    if (w == fewest) best.push_back(e);
  }
  return pick(best);
}

}  // namespace

int main(int argc, char** argv) {
  duel::Duel d(argc, argv, "-1");
  Picture p;
  {
    std::vector<std::string> t = duel::split(d.input());
    long long n = 0, m = 0;
    if (t.size() < 2 || !duel::parseInt(t[0], 1, kMaxEdges + 1, n) ||
        !duel::parseInt(t[1], 1, kMaxEdges, m) || t.size() != size_t(2 + 2 * m))
      d.fail("bad input: n m");
    p.n = int(n);
    p.incident.resize(size_t(n));
    for (size_t i = 0; i < size_t(m); i++) {
      long long u = 0, v = 0;
      if (!duel::parseInt(t[2 + 2 * i], 0, n - 1, u) ||
          !duel::parseInt(t[3 + 2 * i], 0, n - 1, v))
        d.fail("bad input: an edge");
      p.add(int(u), int(v));
    }
    Picture::Standing all(size_t(m), 1);
    if (p.cut(all, -1) != all) d.fail("bad input: an edge does not reach the ground");
  }
  d.send(duel::format("%d %d", p.n, int(p.edges.size())));
  for (auto [u, v] : p.edges) d.send(duel::format("%d %d", u, v));
  bool solutionTurn = d.choosesFirst();
  int moves = 0, m = int(p.edges.size());
  Picture::Standing alive(size_t(m), 1);
  for (int left = m; left > 0; left = int(Picture::list(alive).size())) {
    moves++;
    int e;
    if (solutionTurn) {
      long long pick = d.readMove(1, -1000000000, 1000000000, "e")[0];
      if (pick < 1 || pick > m)
        d.reject(duel::format("your move %d: edge %lld does not exist (1..%d)",
                              d.solutionMoves(), pick, m));
      e = int(pick - 1);
      if (!alive[size_t(e)])
        d.reject(duel::format("your move %d: edge %lld is already gone",
                              d.solutionMoves(), pick));
    } else {
      e = juryMove(p, alive, d);
      d.send(std::to_string(e + 1));
    }
    alive = p.cut(alive, e);
    solutionTurn = !solutionTurn;
  }
  d.send("0");
  bool solutionWon = !solutionTurn;  // it deleted the last edge
  d.over(solutionWon, duel::format("%s deleted the last edge after %d moves",
                                   solutionWon ? "you" : "the jury", moves));
}
