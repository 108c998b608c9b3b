"""The C++ standards the judge compiles with, apart from judge/compiler.py so that building the
command line (`gk --help`) imports no compiler machinery."""

STANDARDS = ("c++17", "c++20", "c++23")
# C++20: Codeforces offers G++20 and G++23, AtCoder compiles C++23 (gcc 12) since its 2023
# language update; C++17 alone would reject `std::popcount`, which contestants use.
DEFAULT_STANDARD = "c++20"
