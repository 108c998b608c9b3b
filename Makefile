# Grundy Kit. The two set-up commands are `make judge` and `make test`; see README.md.
# Both check their tools first (tools/setup.sh) and install what is missing when they can.

# The judge runs on any Python >= 3.11 with its standard library; Debian's interpreter is the
# one that also sees Debian's pytest, so it is preferred over a pyenv `python3` on PATH.
PY := $(shell test -x /usr/bin/python3 && echo /usr/bin/python3 || echo python3)
BUILD ?= build
JOBS ?= $(shell nproc 2>/dev/null || echo 2)
CMAKE_GEN := $(shell command -v ninja >/dev/null 2>&1 && echo -G Ninja)
# The judge runs in the caller's folder, so SOL=, TESTS= and P=<folder> are read from where
# `make` was typed, also with `make -C <kit>`: make changes CURDIR, the shell's PWD stays.
CALLER := $(if $(PWD),$(PWD),$(CURDIR))
JUDGE = cd "$(CALLER)" && PYTHONPATH="$(CURDIR)" $(PY) -P -m judge
EXPLORE = cd "$(CALLER)" && PYTHONPATH="$(CURDIR)" $(PY) -P -m explore
# `make install`: root gets /usr/local/bin/gk, anyone else ~/.local/bin/gk.
PREFIX ?= $(if $(filter 0,$(shell id -u)),/usr/local,$(HOME)/.local)
BINDIR ?= $(PREFIX)/bin

.PHONY: help judge test test-full test-rest test-cpp test-sanitize test-py test-py-parallel test-py-slow mutate fuzz bench bench-octal-long table octal-table explore explore-trial bundle list stress new play notebook clean clean-cache install uninstall

help:
	@echo "make judge [P=<id>] [SOL=<file>] [TESTS=<dir>] [J=<n>]  judge every reference, or P's with SOL (.cpp or .py)"
	@echo "make stress P=<id> SOL=<file> [COUNT=<n>] [SEED=<s>] [SIZE=<size>] [J=<n>]  random inputs against the reference"
	@echo "                                             (SIZE: tiny, small, large, max or the problem's own; brute.py on tiny)"
	@echo "make bundle SOL=<file.cpp>                   one self-contained submission file"
	@echo "make list                                    the problems with source and limits"
	@echo "make new P=<id>                              a new problem folder of the standard shape"
	@echo "make install [PREFIX=<dir>] [FORCE=1]        put the gk command on PATH (gk run, gk listen, ...)"
	@echo "make uninstall [PREFIX=<dir>]                remove it"
	@echo "make test                                    the quick tier: test-cpp and test-py (minutes)"
	@echo "make test-full                               every test: make test, then test-rest"
	@echo "make test-rest                               what make test leaves out: test-sanitize, test-py-slow"
	@echo "make test-cpp | test-sanitize                GoogleTest, the same under ASan+UBSan"
	@echo "make test-py | test-py-slow [SHARD=I/N]      pytest: the tests not marked slow, then those marked slow"
	@echo "make test-py-parallel                        test-py's parallel pass alone (no timing pass)"
	@echo "make mutate [ONLY=<name>]                    mutants of the verdicts, the miner, snippets: the kill rate"
	@echo "make fuzz [SEED=<s>] [ROUNDS=<n>]            snippets vs game search, a new seed (default 50 rounds)"
	@echo "make bench                                   benchmarks with kit/naive ratios"
	@echo "make bench-octal-long                        octal values to 10^6 against the plain mex (minutes)"
	@echo "make -s table GAME=<game> N=40 [LIMIT=<n>]   Grundy table g(0..N-1) and proven period; GAME is"
	@echo "      \"octal 0.137\" (an octal code), \"subtraction 1 3 4\" (a move set) or \"grundy\" (Grundy's game);"
	@echo "      LIMIT: values the period search may compute (octal, subtraction; none for grundy)"
	@echo "make octal-table [MAX=<values>]              check the published octal periods of docs/octal_reference.tsv"
	@echo "make explore GAME=<game> [N=<n>|BOX=<XxY>] [SVG=<file>]  values, pattern, picture and code of any"
	@echo "      game: GAME is a file with moves() (game.cpp, game.py), a family (\"octal 0.77\") or an"
	@echo "      example of docs/explore/games (kayles, wythoff_piles); see docs/explore.md (gk explore)"
	@echo "make explore-trial [GAMES=a,b] [FOLDER=unseen|fresh|fresh2..fresh93|all]  the explorer's trial set against exhaustive searches"
	@echo "make play P=<id> [SEED=<s>|TEST=<name>]      play an interactive duel against its jury"
	@echo "make notebook                                build/notebook.pdf: theory, pictures, snippets with typing hashes"
	@echo "make clean                                   remove build*/ (and an old kit's .cache/)"
	@echo "make clean-cache                             remove the cache, $(KIT_CACHE)"
	@echo "make help                                    this list"
	@echo "J=<n>: tests (or stress cases) in parallel, default the cores. SOL, TESTS and P=<folder>"
	@echo "are read from the folder make was started in, also with make -C <kit>."

judge:
	@tools/setup.sh judge
	@$(JUDGE) run $(if $(P),"$(P)",--all) $(if $(SOL),--solution "$(SOL)") $(if $(TESTS),--tests "$(TESTS)") $(if $(J),-j "$(J)")

play:
	@tools/setup.sh judge
	@test -n "$(P)" || { echo "make play: say which duel, e.g. make play P=kayles-duel [SEED=<s>|TEST=<name>]" >&2; exit 2; }
	@# A game the jury won (or one left early) exits 1 for scripts; for a person at make it is no error.
	@$(JUDGE) play "$(P)" $(if $(SEED),--seed "$(SEED)") $(if $(TEST),--test "$(TEST)") || [ $$? -eq 1 ]

list:
	@tools/setup.sh judge
	@$(JUDGE) list

bundle:
	@tools/setup.sh judge
	@test -n "$(SOL)" || { echo "make bundle: say which file, e.g. make bundle SOL=my.cpp" >&2; exit 2; }
	@$(JUDGE) bundle "$(SOL)"

stress:
	@tools/setup.sh judge
	@test -n "$(P)" -a -n "$(SOL)" || { echo "make stress: say P=<id> SOL=<file> [COUNT=<n>] [SEED=<s>] [SIZE=<size>]" >&2; exit 2; }
	@$(JUDGE) stress "$(P)" --solution "$(SOL)" $(if $(COUNT),--count "$(COUNT)") $(if $(SEED),--seed "$(SEED)") $(if $(SIZE),--size "$(SIZE)") $(if $(J),-j "$(J)")

new:
	@tools/setup.sh judge
	@test -n "$(P)" || { echo "make new: say the new problem's id, e.g. make new P=my-game" >&2; exit 2; }
	@$(PY) -m judge new "$(P)"

install:
	@tools/setup.sh judge
	@mkdir -p "$(BINDIR)"
	@# Another checkout's gk (or any other gk) is replaced only when asked: FORCE=1.
	@old=$$(readlink "$(BINDIR)/gk" 2>/dev/null); \
	if [ -z "$(FORCE)" ] && { [ -e "$(BINDIR)/gk" ] || [ -L "$(BINDIR)/gk" ]; } && [ "$$old" != "$(CURDIR)/tools/gk" ]; then \
	  echo "make install: $(BINDIR)/gk is already there$${old:+ (a link to $$old)}, not this kit's; make install FORCE=1 replaces it" >&2; exit 1; fi
	@ln -sfn "$(CURDIR)/tools/gk" "$(BINDIR)/gk"
	@echo "installed $(BINDIR)/gk -> $(CURDIR)/tools/gk (make uninstall removes it)"
	@case ":$$PATH:" in *":$(BINDIR):"*) ;; *) echo "$(BINDIR) is not on PATH: add  export PATH=\"$(BINDIR):\$$PATH\"  to your shell's rc file";; esac

uninstall:
	@if [ "$$(readlink "$(BINDIR)/gk")" = "$(CURDIR)/tools/gk" ]; then rm -f "$(BINDIR)/gk" && echo "removed $(BINDIR)/gk"; \
	elif [ -e "$(BINDIR)/gk" ] || [ -L "$(BINDIR)/gk" ]; then echo "make uninstall: $(BINDIR)/gk is not this kit's link; left alone" >&2; exit 1; \
	else echo "nothing to remove: no $(BINDIR)/gk"; fi

# Two tiers (docs/layout.md). make test: GoogleTest and the pytest tests not marked slow, for every
# change; make test-full: also the sanitizers and the tests marked slow (every problem in full,
# every language, the long explorer runs); .ci/run runs make test, then make test-sanitize (the
# tests marked slow do not fit in CI's 15 minutes: docs/layout.md). pytest runs on every core
# (pytest-xdist), then the tests marked timing in a serial pass of their own, so that no other
# test competes for the CPU they measure. In make test the GoogleTest build and run go beside
# pytest's parallel pass: the build's last links and ctest's longest test left a core idle.
PYTEST = $(PY) -m pytest -q
XDIST = -n $(JOBS)
TIMING_PASS = $(PYTEST) -m "timing and not slow" || [ $$? -eq 5 ]  # 5: none selected

test:
	@tools/setup.sh test
	@$(MAKE) --no-print-directory -j 2 test-cpp test-py-parallel
	$(TIMING_PASS)

test-full: test test-rest

test-rest: test-sanitize test-py-slow

# ccache (CMakeLists.txt) makes a rebuild of unchanged tests a copy from its store. -O2 without
# -g: debug information was a quarter of a cold build's compile time (strange_nim_test.cpp 5.4
# s of CPU with -g, 4.2 without; octal_test.cpp 7.4 and 5.6), and a failing test names its line
# by itself; the sanitized build keeps -g1 for its reports. assert() stays on (CMakeLists.txt).
test-cpp:
	@tools/setup.sh test
	cmake -S . -B $(BUILD) $(CMAKE_GEN) -DCMAKE_BUILD_TYPE=Release -DCMAKE_CXX_FLAGS_RELEASE=-O2 >/dev/null
	cmake --build $(BUILD) -j $(JOBS)
	ctest --test-dir $(BUILD) --output-on-failure -j $(JOBS)

# clang++ compiles the sanitized tests about three times faster than g++ (docs/layout.md).
SANITIZE_CXX := $(shell command -v clang++ >/dev/null 2>&1 && echo -DCMAKE_CXX_COMPILER=clang++)
test-sanitize:
	@tools/setup.sh test
	cmake -S . -B $(BUILD)-sanitize $(CMAKE_GEN) -DCMAKE_BUILD_TYPE=RelWithDebInfo -DKIT_SANITIZE=ON $(SANITIZE_CXX) >/dev/null
	cmake --build $(BUILD)-sanitize -j $(JOBS)
	ctest --test-dir $(BUILD)-sanitize --output-on-failure -j $(JOBS)

test-py: test-py-parallel
	$(TIMING_PASS)

test-py-parallel:
	@tools/setup.sh test
	$(PYTEST) $(XDIST) -m "not slow and not timing"

# The full tier's pytest part; `full` set-up also installs Kotlin, judged for real there.
# SHARD=I/N runs one shard of it (what .ci/run does: a sixteenth each time, docs/layout.md); a
# shard leaves the Kotlin case out, whose compiler is a 300 MB install (make test-full has it).
KOTLIN_CASE = tests/judge/test_languages.py::test_a_solution_in_each_language_is_judged[a.kt]
test-py-slow:
	@tools/setup.sh $(if $(SHARD),test,full)
	$(PYTEST) $(XDIST) -m "slow and not timing" $(if $(SHARD),--shard $(SHARD) --deselect "$(KOTLIN_CASE)") || [ $$? -eq 5 ]
	$(PYTEST) -m "slow and timing" $(if $(SHARD),--shard $(SHARD) --deselect "$(KOTLIN_CASE)") || [ $$? -eq 5 ]

# A small mutation run (tools/mutate.py): each mutant in a copy of the tree against the fast tests
# that should kill it; reports killed, survived and the kill rate. Not part of CI.
mutate:
	@tools/setup.sh test
	$(PY) tools/mutate.py $(if $(ONLY),--only "$(ONLY)") -j $(JOBS)

# The stress test of tests/snippets/stress_test.cpp (plain and after the contest prelude) with
# ROUNDS times the trials of `make test` and a new seed; a failure prints the seed to replay.
fuzz:
	@tools/setup.sh test
	cmake -S . -B $(BUILD) $(CMAKE_GEN) -DCMAKE_BUILD_TYPE=RelWithDebInfo >/dev/null
	cmake --build $(BUILD) -j $(JOBS) --target stress_test stress_prelude_test
	@seed=$${SEED:-$$(od -An -N4 -tu4 /dev/urandom | tr -d ' ')}; \
	echo "make fuzz: seed $$seed, $(or $(ROUNDS),50) rounds"; \
	for t in stress_test stress_prelude_test; do \
	  KIT_FUZZ_SEED=$$seed KIT_FUZZ_ROUNDS=$(or $(ROUNDS),50) $(BUILD)/$$t --gtest_brief=1 || \
	  { echo "make fuzz: $$t FAILED with seed $$seed; replay: make fuzz SEED=$$seed ROUNDS=$(or $(ROUNDS),50)" >&2; exit 1; }; \
	done; echo "make fuzz: seed $$seed passed"

bench:
	@tools/setup.sh bench
	cmake -S . -B $(BUILD)-bench $(CMAKE_GEN) -DCMAKE_BUILD_TYPE=Release -DKIT_BENCH=ON >/dev/null
	cmake --build $(BUILD)-bench -j $(JOBS)
	$(PY) tools/bench_report.py $(BUILD)-bench/bench

# The long octal benchmarks: Kayles, Dawson's chess, Dawson's Kayles at 10^6 values, the plain
# mex beside each in the same run (several minutes each); see docs/benchmarks/octal.md.
bench-octal-long:
	@tools/setup.sh bench
	cmake -S . -B $(BUILD)-bench $(CMAKE_GEN) -DCMAKE_BUILD_TYPE=Release -DKIT_BENCH=ON >/dev/null
	cmake --build $(BUILD)-bench -j $(JOBS) --target octal_bench
	KIT_LONG_BENCH=1 $(PY) tools/bench_report.py $(BUILD)-bench/bench --filter _long

# Linked under a name of its own, then renamed into place: several `make table` at once (the
# test suite's workers) never run a binary another one is still writing.
$(BUILD)/tools/table: tools/table.cpp $(wildcard snippets/*.hpp)
	@mkdir -p $(dir $@)
	@g++ -std=c++17 -O2 -I. -o $@.$$$$ tools/table.cpp && mv -f $@.$$$$ $@

# The kit's cache is the user's (judge/paths.py), never the checkout: make table saves there too.
KIT_CACHE := $(or $(XDG_CACHE_HOME),$(HOME)/.cache)/grundy-kit
# Octal runs that prove no period save their values under $(SAVE) (one file per code), and the
# same command resumes from them; SAVE= (empty) turns this off.
SAVE ?= $(KIT_CACHE)/table
table: $(BUILD)/tools/table
	@test -n "$(GAME)" || { echo "make table: say the game: GAME=\"octal 0.137\", \"subtraction 1 3 4\" or \"grundy\" (Grundy's game), e.g. make -s table GAME=\"octal 0.137\" N=60" >&2; exit 2; }
	@$(if $(SAVE),mkdir -p $(SAVE))
	@$(BUILD)/tools/table $(if $(SAVE),--save-dir $(SAVE)) $(if $(N),--n $(N)) $(if $(LIMIT),--limit $(LIMIT)) -- $(GAME)

# gk explore: a game's values, their pattern (proven or as far as computed), a picture, code.
explore:
	@tools/setup.sh judge
	@test -n "$(GAME)" || { echo "make explore: say the game: GAME=kayles, GAME=mygame.cpp or GAME=\"octal 0.77\" [N=<n>|BOX=<XxY>] [SVG=<file>]" >&2; exit 2; }
	@$(EXPLORE) $(GAME) $(if $(N),--n "$(N)") $(if $(BOX),--box "$(BOX)") $(if $(SVG),--svg "$(SVG)")

# The explorer's independent trial set (tests/explore/trials2/, docs/explore-trials.md): every
# game's pasted code against an exhaustive search of its rules. GAMES=a,b picks games;
# FOLDER=unseen, fresh, fresh2, fresh3, fresh4 or fresh5 (or all) runs the games kept from the explorer's developers.
explore-trial:
	@tools/setup.sh judge
	@$(PY) tools/explore_trial.py --folder $(or $(FOLDER),games) $(if $(GAMES),--games "$(GAMES)")

octal-table: $(BUILD)/tools/table
	@$(PY) tools/octal_reference.py --table $(BUILD)/tools/table $(if $(MAX),--max-values $(MAX))

# The team notebook (LaTeX): tools/notebook/build.py computes every value, hash and picture in it.
notebook:
	@tools/setup.sh notebook
	@$(PY) tools/notebook/build.py --out $(BUILD)/notebook.pdf

clean:
	rm -rf $(BUILD) $(BUILD)-sanitize $(BUILD)-bench .cache

# The user's cache (compiled programs, generated tests, saved tables, the explorer's values),
# shared by every checkout of the kit: removed only when asked.
clean-cache:
	rm -rf $(KIT_CACHE)
