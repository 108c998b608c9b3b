// Progress of a long `gk explore` run on stderr: "explore: D of T WHAT, S s",
// first after a second (GK_EXPLORE_PROGRESS_AFTER=seconds: the tests say 0),
// then every two seconds. explore/values.py passes these lines through.
#pragma once
#include <chrono>
#include <cstdio>
#include <cstdlib>

class ExploreProgress {
 public:
  explicit ExploreProgress(const char* what) : what_(what) {
    const char* after = std::getenv("GK_EXPLORE_PROGRESS_AFTER");
    next_ = after ? std::atof(after) : 1;
  }
  double seconds() const {
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - start_).count();
  }
  void report(long long done, long long total) {
    double t = seconds();
    if (t < next_) return;
    std::fprintf(stderr, "explore: %lld of %lld %s, %.1f s\n", done, total, what_, t);
    next_ = t + 2;
  }

 private:
  const char* what_;
  std::chrono::steady_clock::time_point start_ = std::chrono::steady_clock::now();
  double next_ = 1;
};
