"""Which of the per-problem checks run in `make test` (the quick tier) and which only in
`make test-full` (marked slow): every problem's cheap checks (shape, metadata, samples) run in
both; the expensive ones (the reference against brute.py, the judge on every test, the wrong
solutions) run in `make test` on a few problems of different kinds and on all in the full tier.

The reference-against-brute check of a quick problem is cut in two: its first QUICK_CASES random
inputs in `make test`, the rest of its stress.count in the full tier, so that together they are
the whole check once and nothing runs twice in CI."""
from __future__ import annotations

import os
from pathlib import Path

import pytest

# One of each kind, each with a generator that starts fast (kayles-duel's gen.py computes 1000
# Kayles values on every start: 0.1 s of CPU per case): an interactive duel (the jury and
# brute.py's sides), a game with draws (loopy), a custom checker (any winning move is
# accepted), a plain Grundy-value problem.
QUICK_PROBLEMS = ("nim-duel", "loopy-sums", "nim-move", "advance-or-eat")
QUICK_CASES = 40
TESTS = Path(__file__).resolve().parent


# Tests over about 5 s of CPU (KIT_TEST_CPU_LOG=<file>, docs/layout.md) whose area `make test`
# still covers with a cheaper test: they run in the full tier. Listed here, by file under tests/
# and function, rather than as marks in files that many hands edit; tests/kit/test_tiers.py
# fails on a name that no longer exists. CPU seconds measured on 28 Nov 2026 (2 cores, warm cache).
SLOW_TESTS = {
    # the explorer: the rediscoveries that stay quick are test_cf1537d_deleting_divisors,
    # test_cli_prints_an_honest_claim_and_checked_code, the examples of test_explore.py,
    # test_vanya_vova and the sweep of take_l_to_r
    "explore/test_geometric.py": {
        "test_the_multiplication_game_end_to_end",           # 26.6
    },
    "explore/test_dynamic.py": {
        "test_the_rule_across_values",                       # 22.5
    },
    "explore/test_two_rows.py": {
        "test_two_rows_equal_the_search_on_long_rows",       # 26.2
    },
    "explore/test_sweep_period_function.py": {
        "test_the_rule_across_values_through_spf_equals_the_search_far_out",  # 26.0
    },
    "explore/test_whole.py": {
        "test_cf1841a_game_with_board",                       # 21.5
        "test_cf1823e_sweep_finds_the_rule_in_l_and_r",       # 46.0
        "test_cf1363c_game_on_leaves_tree_with_a_marked_vertex",  # 16.4
        "test_readme_excerpt_is_what_the_explorer_prints",    # 12.5
        "test_cf2004e_not_a_nim_pile_value",                  # 11.4
        "test_cf1147c_thanos_nim",                            # 11.0
        "test_cf1396b_stoned_game",                           # 10.9
        "test_abc059d_alice_and_brown",                       # 10.5
        "test_edpc_l_deque_claims_no_false_closed_form",      # 10.2
        "test_cf1194d_sweep_finds_a_rule_in_n_mod_k_plus_1",  # 8.9
        "test_cf1537d_deleting_divisors",                     # 6.7
        "test_arc151c_claims_no_false_rule",                  # 4.1
        # the C++ game files: test_cpp_game_results_equal_a_python_search and the solver's
        # results stay quick
        "test_cpp_strings_cyclic_equal_the_python_file",      # 4.2
        "test_cpp_packed_numbers_leave_the_box_and_agree_with_python",  # 4.3
    },
    # games on numbers: each run also checks its claims past --n (explore/further.py)
    "explore/test_explore.py": {
        "test_cache_lives_in_the_users_folder",               # a cold compile
        "test_every_claim_holds_on_the_values",               # 16.2
        "test_rediscovers_the_pattern[double_kayles]",        # 14.3
        "test_rediscovers_the_pattern[mock_turtles]",         # 10.2
        "test_known_sequences[mock_turtles-A000069-]",        # 9.8
        "test_python_generator_matches_cpp",                  # 8.5
        "test_random_octal_rules_agree_with_the_family[0.772]",  # 7.7
        "test_random_octal_rules_agree_with_the_family[4.7]",    # 7.5
    },
    "explore/test_strategies.py": {  # the card game and "never a non-optimal one" stay
        "test_points_that_depend_on_the_player_are_read_and_the_simulation_pasted",  # 4.6
        "test_the_second_player_mirrors_on_twin_piles",       # 4.6
        "test_gk_explore_prints_and_pastes_the_strategy",     # 3.7
        "test_a_strategy_over_some_items_only_is_printed_without_a_simulation"},  # 3.1
    "kit/test_snippet_usage.py": {  # test_snippet_usage_values' quick part runs usages
        "test_every_snippet_usage_compiles_pasted_alone"},    # 10.3
    "judge/test_help_and_make.py": {"test_make_from_another_folder_reads_paths_there"},  # 6.2
    "judge/test_listen.py": {"test_interactive_and_file_io_problems_are_judged_as_such"},  # 3.3
    "kit/test_snippet_hash.py": {"test_random_code_hash_equals_the_shell_pipeline"},  # 5.5
    "explore/test_trial_harness.py": {
        "test_a_false_pasted_rule_is_false_and_a_true_one_correct",  # 6.2
        # trees and sweeps judged: 3 to 4 s each, the compile of the harness's driver (the
        # sum's test, which judges pasted code the same way, stays)
        "test_a_tree_rules_code_is_judged_on_larger_trees[wrong-FALSE RULE]",
        "test_a_tree_rules_code_is_judged_on_larger_trees[right-CORRECT]",
        "test_a_sweeps_code_is_judged_at_values_past_the_sweep[wrong-FALSE RULE]",
        "test_a_sweeps_code_is_judged_at_values_past_the_sweep[right-CORRECT]"},
    # sweeps and circles run whole (their readings and joinings, tested alone, stay quick)
    "explore/test_codes_sweep.py": {
        "test_a_sweep_of_a_painted_circle_gets_the_codes_across_values"},  # 20.0
    "explore/test_sweep_order.py": {"test_two_limits_are_three_cases_by_their_order"},  # 28.3
    "explore/test_sweep_focus.py": {
        "test_the_values_own_features_give_the_rule_across_values",  # 40.8
        "test_the_division_game_across_k_against_a_plain_search_past_the_sweep"},  # 37.5
    "explore/test_wythoff.py": {
        "test_across_values_the_parameter_of_the_pairs_is_k_plus_one"},  # 40.8
    "explore/test_gates.py": {
        "test_a_circle_cut_into_rows_gets_the_rows_recurrence_past_the_search"},  # 60.2
    "explore/test_sweep.py": {
        "test_take_l_to_r_sweep_finds_n_mod_l_plus_r_and_pastes_it",  # 7.3 (lifted periods stay)
        # 4.6 (the sum of piles across values stays)
        "test_g_across_values_that_fails_past_the_sweep_is_never_claimed",
        "test_pasted_code_across_values_takes_the_piles_in_any_order",  # 35.6
    },
    "explore/test_miner.py": {
        "test_edpc_l_no_false_closed_form",                   # 20.7
        "test_cpp_forms_agree_with_python",                   # 13.6 (test_vocabulary's stays)
        "test_no_false_claim_on_random_labels[7]",            # 4.9 (the others stay)
    },
    "explore/test_shapes2.py": {"test_tree_tag_finds_the_editorial_rule_and_nothing_false",  # 10.9
                                "test_a_race_of_two_tokens_claims_nothing_false",  # 14.3
                                # 24.1
                                "test_cards_written_in_one_line_in_two_cases_by_the_parity_of_a_count"},
    "explore/test_sums.py": {"test_a_game_that_is_no_sum_is_reported_as_before",  # 10.3
                             # 3.8 (the frozen pile's test, 2.7, stays)
                             "test_a_pile_value_with_no_pattern_gets_a_mined_rule_checked_further"},
    "explore/test_traps.py": {
        "test_equally_simple_rules_that_part_later_are_settled_by_the_truth",  # 9.4
    },
    # the notebook: the PDF is built (7 s) and read back; its pure functions stay quick
    "kit/test_notebook.py": {
        "test_page_count", "test_latex_reports_no_overflow_and_nothing_missing",
        "test_fonts_are_embedded_outlines",
        "test_pages_have_ink_and_none_at_the_edges_or_between_the_columns",
        "test_every_snippet_is_printed_with_its_hash",
        "test_every_snippet_left_out_is_named_with_what_it_does",
        "test_every_chunk_hash_is_printed_beside_its_chunk",
        "test_code_read_back_from_the_pdf_is_the_snippet_and_hashes_the_same",
        "test_code_read_back_from_the_pdf_compiles", "test_long_lines_wrap_and_read_back_whole",
        "test_header_fields_are_printed_in_their_order",
        "test_games_table_rows_are_what_make_table_prints",
        "test_wythoff_picture_marks_exactly_the_lost_positions",
        "test_chessboard_picture_is_the_grundy_table_of_the_moves",
    },
    "judge/test_new_user.py": {"test_first_session"},       # 14.1 (test_first_hour's stay)
    "judge/test_packages.py": {                              # the other formats stay
        "test_polygon_verify",                                # 8.5
        "test_polygon_interactor_and_checker_together",       # 4.5
        "test_deriving_a_time_limit_says_what_it_runs",       # 5.4
        "test_kattis_custom_output_validator",                # 3.6
        "test_polygon_answers_from_main_and_groups",          # 3.1
        "test_kattis_scoring_groups"},                        # 2.9
    "judge/test_interactive.py": {  # a busy interactor, caps and the backstops stay quick
        "test_tests_dir_of_inputs_alone_and_parallel_gives_the_serial_verdicts",  # 5.8
        "test_generated_tests_need_no_reference_answer"},    # 5.8
    "judge/test_cli.py": {"test_stress_passes_quickly_on_the_reference"},  # 5.6 (stress_sizes)
    "kit/test_table.py": {"test_estimates_after_a_resume_count_this_runs_values",  # 3.9
                          "test_long_run_reports_progress"},  # 3.1
    "problems/test_loopy_duel.py": {
        "test_every_test_is_won_within_the_stated_length_and_covers_every_claim_and_style",  # 7.6
        "test_every_jury_move_on_every_small_position_is_checked_by_search",  # 3.5
    },
}


def is_slow(path: Path, function: str, name: str) -> bool:
    """Whether SLOW_TESTS lists the test `function` of the file at `path` (under tests/), or
    its one parametrized case `name` (function[id])."""
    listed = SLOW_TESTS.get(path.relative_to(TESTS).as_posix(), ())
    return function in listed or name in listed


def tiered(problem_id: str, *values, id: str | None = None):
    """pytest.param(*values) for a check on problem_id: slow unless it is a quick problem."""
    marks = () if problem_id in QUICK_PROBLEMS else (pytest.mark.slow,)
    return pytest.param(*values, id=id or problem_id, marks=marks)


def stress_parts(problem: Path, count: int) -> list:
    """pytest.param(problem, first seed, number of seeds) for the reference-against-brute check:
    a quick problem's first QUICK_CASES seeds in the quick tier, every other seed slow."""
    name = problem.name
    if name not in QUICK_PROBLEMS or count <= QUICK_CASES:
        return [tiered(name, problem, 1, count, id=f"{name}-1..{count}")]
    return [pytest.param(problem, 1, QUICK_CASES, id=f"{name}-1..{QUICK_CASES}"),
            pytest.param(problem, QUICK_CASES + 1, count - QUICK_CASES,
                         id=f"{name}-{QUICK_CASES + 1}..{count}", marks=pytest.mark.slow)]


def missing(reason: str) -> None:
    """A test's input that is not on this machine (the original problems' facts, a language's
    compiler): a skip that says so locally, a failure in CI (CI=true, as .ci/run and CI
    services set it), where a skip would pass a check that never ran."""
    if os.environ.get("CI", "").lower() in ("true", "1", "yes"):
        pytest.fail(f"CI: {reason}", pytrace=False)
    pytest.skip(reason)
