#!/usr/bin/env python3
"""Writes the hand-made seed files of the structured fuzz targets.

The structured targets decode their input with the `arbitrary` crate (1.x):
integers are little-endian and take their full width (missing bytes read as 0),
a bool is one byte (low bit), an enum is a u32 whose variant is
`(u32 * variant_count) >> 32`, fixed-size arrays are their elements in order,
and the trailing `Vec` of a target's input is a run of elements, each preceded
by a byte 1 (a byte 0 or the end of the data ends it). Each seed below is
spelled out draw by draw; run `python3 fuzz/seeds.py` after changing a target's
input type, and commit the result. (The text target `dice_expr` has its seeds
written directly as text files.)
"""
import os
import struct

HERE = os.path.dirname(os.path.abspath(__file__))


def u8(v):
    return struct.pack("<B", v & 0xFF)


def u16(v):
    return struct.pack("<H", v & 0xFFFF)


def u32(v):
    return struct.pack("<I", v & 0xFFFFFFFF)


def i32(v):
    return struct.pack("<i", v)


def u64(v):
    return struct.pack("<Q", v & 0xFFFFFFFFFFFFFFFF)


def i64(v):
    return struct.pack("<q", v)


def boolean(b):
    return u8(1 if b else 0)


def variant(index, count):
    """The smallest u32 that `arbitrary` maps to variant `index` of `count`."""
    return u32(-(-(index << 32) // count))


def items(elements):
    """A trailing Vec: each element preceded by a 1 byte."""
    return b"".join(b"\x01" + e for e in elements)


def write(target, name, data):
    folder = os.path.join(HERE, "corpus", target)
    os.makedirs(folder, exist_ok=True)
    assert name.startswith("seed-")
    with open(os.path.join(folder, name), "wb") as f:
        f.write(data)


# ---------------------------------------------------------------- roller
# RawInput { seed: u64, leaves: u16, depth: u8, extra_steps: u8, drop_steps: u8, draws: Vec<RawDraw> }
# RawDraw { spec: RawSpec, only_after_odd: bool, answer: Answer }
# RawSpec = Uniform{lo: i64, hi: i64} | Dice{n: u32, sides: u32} | Chance{num: i64, den: i64}
#         | Choose{weights: [u64; 5], len: u8}
# Answer = InRange(u64) | Number(i64) | Flag(bool) | WrongLabel(u64)


def uniform(lo, hi):
    return variant(0, 4) + i64(lo) + i64(hi)


def dice(n, sides):
    return variant(1, 4) + u32(n) + u32(sides)


def chance(num, den):
    return variant(2, 4) + i64(num) + i64(den)


def choose(weights):
    padded = list(weights) + [0] * (5 - len(weights))
    return variant(3, 4) + b"".join(u64(w) for w in padded) + u8(len(weights))


def in_range(x):
    return variant(0, 4) + u64(x)


def number(n):
    return variant(1, 4) + i64(n)


def flag(b):
    return variant(2, 4) + boolean(b)


def wrong_label(x):
    return variant(3, 4) + u64(x)


def draw(spec, answer, only_after_odd=False):
    return spec + boolean(only_after_odd) + answer


def roller(seed, leaves, depth, extra, drop, draws):
    return u64(seed) + u16(leaves) + u8(depth) + u8(extra) + u8(drop) + items(draws)


ROLLER = {
    # An attack: d20 hit roll, 1 in 20 lucky, 2d6 damage, crit table choice.
    "seed-attack": roller(1, 400, 16, 0, 0, [
        draw(uniform(1, 20), in_range(15)),
        draw(chance(1, 20), flag(False)),
        draw(dice(2, 6), in_range(5)),
        draw(choose([1, 0, 3]), in_range(1)),
    ]),
    # Degenerate draws (RULINGS G2): none consumes a step.
    "seed-degenerate": roller(2, 10, 8, 1, 0, [
        draw(uniform(5, 5), in_range(0)),
        draw(uniform(9, -9), in_range(0)),
        draw(dice(3, 1), in_range(0)),
        draw(dice(0, 6), in_range(0)),
        draw(chance(0, 10), in_range(0)),
        draw(chance(10, 10), in_range(0)),
        draw(choose([0, 4, 0]), in_range(0)),
    ]),
    # Out-of-range and wrong-kind answers: 21 on a d20, a number for a chance.
    "seed-out-of-range": roller(3, 50, 8, 0, 0, [
        draw(uniform(1, 20), number(21)),
        draw(chance(1, 2), number(1)),
    ]),
    "seed-wrong-kind": roller(4, 50, 8, 0, 0, [
        draw(chance(1, 3), number(0)),
        draw(dice(3, 6), flag(True)),
    ]),
    # A step labelled for another draw, and a script that runs out.
    "seed-wrong-label": roller(5, 50, 8, 0, 0, [draw(uniform(0, 99), wrong_label(42))]),
    "seed-exhausted": roller(6, 50, 8, 0, 1, [draw(uniform(1, 6), in_range(3)), draw(uniform(1, 6), in_range(3))]),
    # Invalid draws: chance with a zero denominator, choose with nothing positive,
    # choose whose total overflows u64.
    "seed-invalid": roller(7, 50, 8, 0, 0, [draw(uniform(1, 4), in_range(1)), draw(chance(1, 0), flag(True))]),
    "seed-no-weight": roller(8, 50, 8, 0, 0, [draw(choose([0, 0]), in_range(0))]),
    "seed-overflow-weights": roller(9, 50, 8, 0, 0, [draw(choose([2**64 - 1, 1]), in_range(0))]),
    # Extreme ranges and big dice.
    "seed-extremes": roller(10, 511, 31, 2, 0, [
        draw(uniform(-(2**63), 2**63 - 1), in_range(2**64 - 1)),
        draw(dice(10000, 1000000), in_range(123456789)),
        draw(chance(2**63 - 2, 2**63 - 1), flag(True)),
        draw(dice(2**32 - 1, 2), in_range(7)),
    ]),
    # A data-dependent path: the second draw only after an odd first one.
    "seed-conditional": roller(11, 200, 8, 0, 0, [
        draw(uniform(1, 6), in_range(2)),
        draw(dice(2, 4), in_range(1), only_after_odd=True),
        draw(chance(1, 3), flag(True), only_after_odd=True),
    ]),
    # Fuzz finding F1: dice whose largest sum passes i64::MAX are InvalidDraw.
    "seed-f1-huge-dice": roller(13, 50, 8, 0, 0, [
        draw(dice(3, 6), in_range(3)),
        draw(dice(3065427639, 3233199798), in_range(0)),
    ]),
    "seed-f1-max-dice": roller(14, 50, 8, 0, 0, [draw(dice(2**32 - 1, 2**32 - 1), number(5_000_000_000))]),
    # Deeper than the depth budget.
    "seed-deep": roller(12, 511, 2, 0, 0, [draw(chance(1, 2), flag(True))] * 5),
}

TARGETS = {"roller": ROLLER}

if __name__ == "__main__":
    for target, seeds in TARGETS.items():
        for name, data in seeds.items():
            write(target, name, data)
        print(f"{target}: {len(seeds)} seeds")
