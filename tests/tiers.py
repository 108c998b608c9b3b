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
    # partizan sums: the Hackenbush strings and the hot piles stay quick
    "explore/test_partizan_sums.py": {
        "test_stacks_a_player_takes_from_by_their_top_are_a_sum_of_integers_won_by_its_sign",
        # 13.9 (1 Dec)
        "test_piles_behind_start_are_cut_at_their_zeros_and_read_as_hackenbush_strings"},  # 6.5
    # three points: the distances against their definitions stay quick
    "explore/test_three_points.py": {
        "test_a_race_of_a_thief_and_a_guard_is_read_as_two_distances_compared"},  # 27.1 (1 Dec)
    "explore/test_sweep_power_of_two.py": {
        "test_a_take_limit_of_at_most_the_last_take_across_k"},  # 59.4 (1 Dec)
    "explore/test_sweep_residue.py": {
        "test_a_rule_across_values_in_cases_by_the_parity_of_k"},  # 24.9 (1 Dec)
    "explore/test_sweep_focus.py": {
        "test_the_values_own_features_give_the_rule_across_values",  # 40.8
        "test_the_division_game_across_k_against_a_plain_search_past_the_sweep"},  # 37.5
    "explore/test_wythoff.py": {
        "test_across_values_the_parameter_of_the_pairs_is_k_plus_one",  # 40.8
        "test_a_board_counted_from_one_gets_wythoffs_pairs_of_the_shifted_numbers"},  # 14.4
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

# The explorer's tests over 5 s (wall seconds with pytest -n 2 on 2 cores, about their CPU, 1
# Dec 2026), whose file keeps cheaper tests of the same area in `make test`: its quick pass had
# grown to about 1,600 s of CPU, 1,200 of them the explorer's, and CI to 21 minutes. The one
# whose area has no cheaper test stays quick: test_wythoff's losing pairs of one value (10.9 s).
# test_two_points' race (26.9 s) goes: its point features got a quick test of their own there.
MOVED_EXPLORER_TESTS = {
    "explore/test_automatic.py": {
        "test_halving_game_gets_its_automaton_and_the_code_answers_up_to_10_to_the_18",  # 12.0
    },
    "explore/test_board.py": {
        "test_the_rule_is_mined_on_the_whole_board_and_pasted_with_its_bounds",  # 23.0
        "test_coins_on_a_board_are_a_sum_whose_g_is_pasted_for_every_cell",  # 6.8
    },
    "explore/test_coins.py": {
        "test_a_filtered_row_of_two_values_is_read_as_coins",  # 10.7
        "test_ruler_on_a_string_counts_places_from_the_right",  # 6.1
        "test_mock_turtles_on_a_set_is_the_xor_of_its_heads",  # 5.2
    },
    "explore/test_conjunctive.py": {
        "test_squares_from_two_piles_far_past_the_positions_seen",  # 9.7
    },
    "explore/test_counters.py": {
        "test_the_counter_games_equal_the_search_on_long_rows",  # 21.2
    },
    "explore/test_divisions.py": {
        "test_a_sum_of_divided_numbers_end_to_end",  # 6.9
    },
    "explore/test_dynamic.py": {
        "test_the_zeros_rule_and_its_code",  # 5.8
    },
    "explore/test_ends.py": {
        "test_the_deck_game_is_read_through_its_end_elements",  # 11.2
    },
    "explore/test_explore.py": {
        "test_new_families_agree_with_the_rules[family1-strange_nim]",  # 9.9
        "test_random_octal_rules_agree_with_the_family[0.2]",  # 7.2
    },
    "explore/test_folds.py": {
        "test_a_token_moved_down_in_misere_play_folds_from_the_leaves",  # 9.2
    },
    "explore/test_gates.py": {
        "test_a_line_of_pieces_gets_the_octal_recurrence_past_its_search",  # 25.3
    },
    "explore/test_identities.py": {
        "test_a_start_that_only_cuts_the_position_into_rows_is_read_on_the_flat_sequence",  # 8.1
    },
    "explore/test_intervals.py": {
        "test_the_explorer_pastes_the_recurrence_when_no_rule_fits",  # 6.6
    },
    "explore/test_lengths.py": {
        "test_steps_set_by_the_place_give_the_sum_of_a_i_div_i",  # 12.9
        "test_a_game_of_fixed_length_is_won_by_the_parity_of_its_length",  # 8.0
    },
    "explore/test_letters.py": {
        "test_a_rule_over_the_declared_letters_is_checked_on_more_letters",  # 6.5
        "test_a_rule_of_the_declared_letters_only_is_claimed_for_them",  # 8.6
    },
    "explore/test_length_prefixed.py": {
        "test_two_hands_in_one_line_are_compared",  # 10.4 (under load)
    },
    "explore/test_far.py": {
        "test_a_rule_that_digits_break_is_not_claimed",  # 5.8
    },
    "explore/test_number_moves.py": {
        "test_a_sum_of_numbers_that_subtract_a_digit_end_to_end",  # 17.1
        "test_a_game_from_one_is_read_from_its_first_number",  # 15.1
        "test_each_recurrence_equals_a_plain_table_far_out",  # 12.1
    },
    "explore/test_one_number.py": {
        "test_a_rule_for_the_losses_is_pasted_when_the_values_are_who_wins",  # 12.3
    },
    "explore/test_rows.py": {
        "test_a_matrix_written_as_a_sequence_is_the_sum_of_its_rows",  # 11.8
        "test_rows_given_as_two_arrays_are_the_rows_of_the_sum",  # 6.4
    },
    "explore/test_rows_of_width.py": {
        "test_a_board_written_as_one_string_is_read_as_its_grid",  # 9.8
    },
    "explore/test_scans.py": {
        "test_the_minima_game_is_one_pass_over_the_sorted_cards",  # 10.6
    },
    "explore/test_score_takes.py": {
        "test_a_move_that_divides_the_pile_is_read_and_equals_the_search",  # 10.1
    },
    "explore/test_self_similar_sweep.py": {
        "test_the_rule_across_values_calls_the_snippet_and_equals_the_search",  # 8.7
    },
    "explore/test_shapes2.py": {
        "test_the_cpp_of_every_pair_feature_equals_the_python",  # 17.0
        "test_the_cpp_of_every_tuple_feature_equals_the_python",  # 16.8
        "test_two_hands_in_one_line_fight_until_one_is_empty",  # 12.7
        "test_a_sequence_of_even_length_is_read_as_consecutive_pairs",  # 6.0
    },
    "explore/test_start_sums.py": {
        "test_larger_positions_the_search_cannot_reach_are_checked_by_the_parts_of_start",  # 11.7
        "test_zero_move_nim_is_a_sum_of_its_piles",  # 10.0
        "test_start_games_that_are_not_sums_of_piles_get_no_sum",  # 5.5
        "test_boards_given_as_rows_of_two_numbers_are_a_sum_of_the_rows",  # 7.2
    },
    "explore/test_steps.py": {
        "test_a_piece_from_one_in_normal_and_misere_play",  # 17.4
        "test_a_hyper_knight_far_past_the_points_searched",  # 8.4
    },
    "explore/test_strategies.py": {
        "test_a_game_of_who_wins_decided_by_points_gets_the_strategy_and_its_verdict",  # 6.9
        "test_the_card_game_is_won_by_the_largest_a_plus_b_and_its_simulation_is_exact",  # 6.2
        "test_a_win_game_whose_ties_go_to_the_second_player_fits_the_strict_comparison",  # 6.1
        "test_a_strategy_reads_items_given_as_two_arrays",  # 6.0
        "test_turns_that_take_several_cards_are_read_from_the_play",  # 13.0
    },
    "explore/test_sums.py": {
        "test_runs_are_read_by_their_length_for_each_pair_of_ends",  # 12.1
        "test_a_sum_whose_g_is_a_table_pastes_no_code_and_is_mined_on",  # 13.9
        "test_runs_too_slow_to_search_to_96_cells_are_read_to_32",  # 12.4
        "test_a_sequences_runs_with_their_end_values_are_a_sum",  # 15.7
        "test_runs_with_their_end_letters_are_a_sum",  # 11.5
        "test_stones_counted_by_place_are_a_sum_of_stones[False]",  # 9.8
        "test_stones_counted_by_place_are_a_sum_of_stones[True]",  # 7.4
        "test_a_pile_that_vanishes_at_0_is_a_sum_though_moves_of_0_make_no_sense",  # 6.4
        "test_tokens_that_move_towards_the_corner_are_a_sum_with_g_mined_over_their_cells",  # 5.9
        "test_a_part_whose_moves_go_up_past_the_numbers_asked",  # 5.2
    },
    "explore/test_sweep.py": {
        "test_a_sum_of_stones_at_every_value_gets_g_across_values",  # 5.5
    },
    "explore/test_sweep_order.py": {
        "test_a_parameter_named_as_the_codes_own_variables",  # 22.2
        "test_the_pasted_functions_of_the_parameters_compile_whatever_their_names",  # 6.9
    },
    "explore/test_takes.py": {
        "test_the_recurrence_of_each_named_set_equals_the_plain_search_far_out",  # 7.0
        "test_piles_taking_primes_get_the_recurrence_not_the_period_of_the_primes_seen",  # 6.4
        "test_stone_game_iv_gets_its_recurrence_through_gk_explore",  # 6.0
    },
    "explore/test_takes_sweep.py": {
        "test_three_takes_that_are_parameters_get_the_recurrence_across_values",  # 8.1
        "test_a_sum_of_piles_whose_takes_are_parameters_gets_g_by_the_recurrence",  # 7.4
    },
    "explore/test_textbook_features.py": {
        "test_tokens_climbing_from_the_leaves_are_won_by_the_parity_of_the_leaf_depths",  # 7.6
        "test_pieces_jumping_right_are_a_staircase_of_the_fields_between_empty_cells",  # 6.1
    },
    "explore/test_two_points.py": {
        "test_two_pawns_racing_to_the_corner_get_the_editorials_rule",  # 26.9
    },
    "explore/test_vocabulary.py": {
        "test_cpp_of_the_new_features_equals_the_python",  # 18.0
        "test_the_halves_of_one_line_compared_whole",  # 15.9
        "test_the_digit_left_by_forced_swaps_is_read_by_the_smallest_and_the_last_digit",  # 6
    },
    "explore/test_walks.py": {
        "test_a_walk_on_a_row_of_numbers_scores_the_value_landed_on",  # 9.9
        "test_a_piece_racing_on_a_grid_gets_the_recurrence_over_its_cells",  # 8.2
        "test_a_scored_walk_on_a_grid_pays_by_the_cell_landed_on",  # 6.0
    },
    "explore/test_whole.py": {
        "test_cli_prints_an_honest_claim_and_checked_code",  # 23.3
    },
}
for _file, _names in MOVED_EXPLORER_TESTS.items():
    SLOW_TESTS.setdefault(_file, set()).update(_names)


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
