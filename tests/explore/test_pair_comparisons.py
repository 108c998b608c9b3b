"""The miner's comparisons of two features (explore/miner.py: f < g, 2·f vs g, f vs 2·g), whose
masks come from one code per example for the pair of values when the pairs fit in a byte, and
from the differences otherwise: both against a plain comparison example by example."""
from __future__ import annotations

import random

import pytest

from explore import miner


def plain_masks(u, v, a, b):
    less = sum(1 << i for i, (x, y) in enumerate(zip(u, v)) if a * x < b * y)
    equal = sum(1 << i for i, (x, y) in enumerate(zip(u, v)) if a * x == b * y)
    return less, equal


@pytest.mark.parametrize("f_values, g_values", [
    (range(1, 10), range(1, 10)),           # small domains: the joint code
    (range(0, 55), range(1, 5)),            # 55 x 4 = 220 pairs: still a byte
    (range(-3, 4), [0]),                    # negatives, a constant
    (range(0, 55), range(1, 10)),           # 495 pairs: the differences
    (range(-200, 200), range(-90, 90)),     # differences past a byte: the sign by sign path
])
def test_the_masks_of_a_pair_are_the_plain_comparisons(f_values, g_values):
    rng = random.Random(len(f_values) * 1000 + len(g_values))
    for count in (1, 7, 8, 9, 500):
        u = [rng.choice(f_values) for _ in range(count)]
        v = [rng.choice(g_values) for _ in range(count)]
        joint = miner._joint(miner._ranks(u), miner._ranks(v))
        for a, b in ((1, 1), (2, 1), (1, 2)):
            want = plain_masks(u, v, a, b)
            assert miner._sign_masks(miner._times(a, u), miner._times(b, v)) == want
            if joint is not None:
                assert miner._joint_sign_masks(joint, a, b) == want


def test_the_joint_code_is_used_only_when_the_pairs_fit_in_a_byte():
    three = miner._ranks([1, 2, 3] * 10)
    eighty_five = miner._ranks(list(range(85)))
    assert miner._joint(three, eighty_five) is not None    # 3 x 85 = 255 pairs of values
    assert miner._joint(three, miner._ranks(list(range(86)))) is None     # 258
    assert miner._ranks(list(range(257))) is None          # ranks past a byte
