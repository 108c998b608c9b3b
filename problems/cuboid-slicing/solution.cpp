// Cuboid Slicing Game (Kattis cuboidslicinggame): a cut splits a cuboid into
// up to 8 smaller ones, so a position is a sum of one-cuboid games. The
// Grundy table over all sides <= 30 is computed at start-up (~2e6 options).
//
// The input format is ASSUMED (see statement.md): n, then n lines "x y z".
// Only readCuboids() knows it; adapt that function if the real format differs.
#include <algorithm>
#include <array>
#include <cstdio>
#include <vector>

#include "snippets/fast_input.hpp"
#include "snippets/mex.hpp"
#include "snippets/nim.hpp"

namespace {

constexpr int kMaxSide = 30;

FastInput in;

using Cuboid = std::array<int, 3>;

std::vector<Cuboid> readCuboids() {
  int n = in.next<int>();
  std::vector<Cuboid> cuboids(static_cast<std::size_t>(n));
  for (Cuboid& c : cuboids)
    for (int& side : c) side = in.next<int>();
  return cuboids;
}

// g[x][y][z] for 0 <= x, y, z <= kMaxSide; a cuboid with a side 0 is empty.
struct Table {
  static constexpr std::size_t kDim = kMaxSide + 1;
  std::vector<int> g = std::vector<int>(kDim * kDim * kDim, 0);
  int& at(int x, int y, int z) {
    return g[(std::size_t(x) * kDim + std::size_t(y)) * kDim + std::size_t(z)];
  }

  Table() {
    Mex mex;
    std::vector<int> options;
    // Every piece of an x*y*z cuboid has all three sides smaller than the
    // largest side z, so increasing z is a valid order.
    for (int z = 1; z <= kMaxSide; z++)
      for (int y = 1; y <= z; y++)
        for (int x = 1; x <= y; x++) {
          options.clear();
          // Cutting at i (0-based) leaves i and x - 1 - i: i and x - 1 - i
          // give the same pieces, so half of each range suffices.
          for (int i = 0; 2 * i <= x - 1; i++)
            for (int j = 0; 2 * j <= y - 1; j++)
              for (int k = 0; 2 * k <= z - 1; k++) {
                int v = 0;
                for (int a : {i, x - 1 - i})
                  for (int b : {j, y - 1 - j})
                    for (int c : {k, z - 1 - k}) v ^= at(a, b, c);
                options.push_back(v);
              }
          int value = mex(options);
          int s[3] = {x, y, z};
          std::sort(s, s + 3);
          do at(s[0], s[1], s[2]) = value;
          while (std::next_permutation(s, s + 3));
        }
  }
};

}  // namespace

int main() {
  std::vector<Cuboid> cuboids = readCuboids();
  Table table;
  std::vector<int> values;
  for (const Cuboid& c : cuboids) values.push_back(table.at(c[0], c[1], c[2]));
  // Ruben moves first.
  std::puts(nimFirstWins(values) ? "RUBEN" : "ALBERT");
}
