// The driver of a C++ game on whole positions (explore/cpp/position.hpp),
// compiled after the game file by explore/whole.py:
//   game --describe           prints the declared shape: "KIND lo hi lo hi .."
//   game                      reads positions on stdin, one a line (its
//                             numbers), and prints "ok" then one result per
//                             line (win: 1/0 for the player to move; grundy:
//                             the value)
//   game --all [KIND lo hi ..] solves every position of the shape (the
//                             declared one by default) and prints the count
// A cycle prints "explore: ..." on stderr and exits 3.
#include <cstdio>
#include <cstdlib>
#include <iostream>
#include <sstream>
#include <stdexcept>
#include <string>
#include <type_traits>
#include <utility>

namespace position_driver {

// start(position) -> the search state, when the game file defines it (a
// state that carries more than the position, e.g. the banned pile).
template <class S, class = void> struct HasStart : std::false_type {};
template <class S>
struct HasStart<S, std::void_t<decltype(start(std::declval<const S&>()))>> : std::true_type {};

template <class S>
S startState(const S& position) {
  if constexpr (HasStart<S>::value) return start(position);
  else return position;
}

struct Solver {
  GrundyEngine<State, StateHash> eng;
  GrundyEngine<long long> packedEng;
  Packer packer;
  bool usePacked = false;
  Next next;
  State cur;
  bool grundy = false;
  explicit Solver(const Shape& sh) {
    // states are positions (canonical: sorted multisets, packed tuples) unless start() maps them
    next.sortStates = sh.kind == "multiset" && !HasStart<State>::value;
    usePacked = !HasStart<State>::value && packer.init(sh);
    if (usePacked) packedEng = GrundyEngine<long long>(std::size_t(packer.tableSize));
  }
  int value(const State& s) {
    if (usePacked)
      return packedEng.value(packer.encode(s), [&](long long t, GrundyEngine<long long>::Options& o) {
        next.packed = &o, next.packer = &packer;
        packer.decode(t, cur);
        moves(cur, next);
      });
    return eng.value(s, [&](const State& t, GrundyEngine<State, StateHash>::Options& o) {
      next.opt = &o;
      moves(t, next);
    });
  }
  long long result(const State& position) {
    int v = value(startState(position));
    return grundy ? v : v != 0;
  }
};

inline Shape parseShape(int argc, char** argv, int from, Shape declared) {
  if (from >= argc) return declared;
  Shape s{argv[from], {}};
  for (int i = from + 1; i + 1 < argc; i += 2)
    s.bounds.push_back({std::atoll(argv[i]), std::atoll(argv[i + 1])});
  return s;
}

inline int run(int argc, char** argv) {
  Shape declared = positions();
  std::string res = result;
  if (res != "win" && res != "grundy")
    throw std::runtime_error("result = \"" + res + "\": a C++ game gives \"win\" or \"grundy\" "
                             "(write the game in Python for the other results)");
  std::string mode = argc > 1 ? argv[1] : "";
  if (mode == "--describe") {
    std::printf("%s", declared.kind.c_str());
    for (auto& b : declared.bounds) std::printf(" %lld %lld", b.first, b.second);
    std::printf(" %s\n", res.c_str());
    return 0;
  }
  Shape sh = mode == "--all" ? parseShape(argc, argv, 2, declared) : declared;
  Solver solver(sh);
  solver.grundy = res == "grundy";
  if (mode == "--all") {
    long long count = 0, wins = 0;
    forEachPosition(sh, [&](const State& s) { count++, wins += solver.result(s); });
    std::printf("%lld positions, %lld with result != 0\n", count, wins);
    return 0;
  }
  std::string line, out = "ok\n";
  State s;
  while (std::getline(std::cin, line)) {
    std::istringstream in(line);
    s.clear();
    long long x;
    while (in >> x) s.push_back(x);
    out += std::to_string(solver.result(s)) + "\n";
  }
  std::fputs(out.c_str(), stdout);
  return 0;
}

}  // namespace position_driver

#ifndef EXPLORE_NO_MAIN
int main(int argc, char** argv) {
  try {
    return position_driver::run(argc, argv);
  } catch (const std::exception& e) {
    std::string what = e.what();
    if (what.find("cycle") != std::string::npos)
      what = "the moves have a cycle: a C++ game here must end (write it in Python with "
             "result = \"outcome\" for win/lose/draw)";
    std::fprintf(stderr, "explore: %s\n", what.c_str());
    return 3;
  }
}
#endif
