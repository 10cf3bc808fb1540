#!/usr/bin/env python3
"""Writes the hand-made seed files of the structured fuzz targets.

The structured targets decode their input with the `arbitrary` crate (1.x):
integers are little-endian and take their full width (missing bytes read as 0),
a bool is one byte (low bit), an enum is a u32 whose variant is
`(u32 * variant_count) >> 32`, fixed-size arrays are their elements in order,
and the trailing `Vec` of a target's input is a run of elements, each preceded
by a byte 1 (a byte 0 or the end of the data ends it); when the input ends with
an array instead, its last element is decoded a second time from the bytes
after the array (`trailing_array` below). Each seed below is
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


# ---------------------------------------------------------------- angband_melee
# Input { seed: u64, character: CharacterIn, monster: MonsterIn, missile: MissileIn, raw: RawIn }
# CharacterIn { class: u8, race: u8, level: u8, str: u16, dex: u16, armour_to_hit: i16,
#               rings: [(i16, i16); 2], gloves: (i16, i16), effects: u8, stun: u16,
#               weapon: Option<WeaponIn>, launcher: Option<LauncherIn> }
# WeaponIn { count: u8, sides: u8, to_hit: i16, to_dam: i16, weight: u16 (tenths of a pound), slays: u16,
#            edged: bool, blessed: bool, extra_blows: u8 }
# LauncherIn { kind: u8, to_hit: i16, to_dam: i16, weight: u16, extra_might: bool, extra_shots: u8 }
# MonsterIn { ac: u16, flags: u16, visible: bool, hp: Option<u32> }
# MissileIn { fire: bool, kind: u8, count: u8, sides: u8, to_hit: i16, to_dam: i16, weight: u16, slays: u16,
#             distance: u16 }
# RawIn { level: u8, skill: i32, bonus: i32, to_dam: i32, blows: u8, weapon: Option<(u8, u8, u16, u16, i32)>,
#         ac: u16, visible: bool, multiplier: i64, distance: u16 }
# An Option is a bool byte, then the value when it is 1. Stats use the game's
# encoding: 18/xx is 18 + xx.

WARRIOR, MAGE, PRIEST, ROGUE, RANGER, PALADIN = range(6)
HUMAN, DWARF, HOBBIT = 0, 5, 3
SLING, SHORT_BOW, LONG_BOW, LIGHT_XBOW, HEAVY_XBOW = range(5)
SHOT, ARROW, BOLT = range(3)
M_ANIMAL, M_EVIL, M_ORC, M_TROLL, M_UNDEAD, M_IM_FIRE = 1, 8, 32, 64, 128, 256
S_BRAND_FIRE, S_SLAY_EVIL, S_SLAY_ORC, S_SLAY_UNDEAD = 1, 128, 1024, 4096


def option(value):
    return b"\x00" if value is None else b"\x01" + value


def i16(v):
    return struct.pack("<h", v)


def weapon(count, sides, to_hit, to_dam, weight, slays=0, edged=True, blessed=False, extra=0):
    return (u8(count) + u8(sides) + i16(to_hit) + i16(to_dam) + u16(weight) + u16(slays)
            + boolean(edged) + boolean(blessed) + u8(extra))


def launcher(kind, to_hit, to_dam, weight, extra_might=False, extra_shots=0):
    return u8(kind) + i16(to_hit) + i16(to_dam) + u16(weight) + boolean(extra_might) + u8(extra_shots)


def character(cls, race, level, st, dx, weapon_=None, launcher_=None, armour=0, rings=((0, 0), (0, 0)),
              gloves=(0, 0), effects=0, stun=0):
    return (u8(cls) + u8(race) + u8(level) + u16(st) + u16(dx) + i16(armour)
            + b"".join(i16(a) + i16(b) for a, b in rings) + i16(gloves[0]) + i16(gloves[1])
            + u8(effects) + u16(stun) + option(weapon_) + option(launcher_))


def monster(ac, flags=0, visible=True, hp=None):
    return u16(ac) + u16(flags) + boolean(visible) + option(None if hp is None else u32(hp))


def missile_in(fire, kind, count, sides, to_hit, to_dam, weight, slays=0, distance=1):
    return (boolean(fire) + u8(kind) + u8(count) + u8(sides) + i16(to_hit) + i16(to_dam) + u16(weight)
            + u16(slays) + u16(distance))


def raw(level, skill, bonus, to_dam, blows, weapon_=None, ac=20, visible=True, multiplier=3, distance=1):
    w = None if weapon_ is None else u8(weapon_[0]) + u8(weapon_[1]) + u16(weapon_[2]) + u16(weapon_[3]) + i32(weapon_[4])
    return (u8(level) + i32(skill) + i32(bonus) + i32(to_dam) + u8(blows) + option(w) + u16(ac) + boolean(visible)
            + i64(multiplier) + u16(distance))


def melee(seed, ch, mon, mi, rw):
    return u64(seed) + ch + mon + mi + rw


PLAIN_RAW = raw(20, 100, 10, 3, 3, (2, 5, 0, 150, 4))
ANGBAND_MELEE = {
    # The crate's example: a level-20 Dwarf warrior, 18/100 Str, 18/50 Dex, a Broad
    # Sword 2d5 (+3,+4) of 15 lb, against an evil orc (AC 36) with 30 HP.
    "seed-dwarf-warrior": melee(7, character(WARRIOR, DWARF, 20, 118, 68, weapon(2, 5, 3, 4, 150)),
                                monster(36, M_ORC | M_EVIL, hp=30),
                                missile_in(False, 1, 1, 2, 0, 0, 10), PLAIN_RAW),
    # Bare hands, a mage with 3 Str; an unseen monster.
    "seed-bare-mage": melee(1, character(MAGE, HUMAN, 1, 3, 3), monster(10, visible=False),
                            missile_in(False, 13, 1, 1, 0, 0, 5), PLAIN_RAW),
    # A heavy weapon: a 3 Str hobbit rogue with a 40 lb lance: one blow.
    "seed-heavy-weapon": melee(2, character(ROGUE, HOBBIT, 10, 3, 18, weapon(2, 8, 0, 0, 400)),
                               monster(20), missile_in(False, 0, 2, 6, 0, 0, 10), PLAIN_RAW),
    # Extra blows, slays and brands, a ranger with a long bow firing arrows of slay evil.
    "seed-ranger-bow": melee(3, character(RANGER, HUMAN, 35, 98, 118, weapon(1, 5, 10, 10, 30, S_SLAY_EVIL | S_BRAND_FIRE,
                                                                              extra=2),
                                          launcher(LONG_BOW, 5, 5, 40, extra_might=True), effects=7),
                             monster(60, M_EVIL | M_UNDEAD | M_IM_FIRE, hp=100),
                             missile_in(True, ARROW, 3, 4, 7, 9, 2, S_SLAY_UNDEAD, distance=5), PLAIN_RAW),
    # A priest with an edged weapon, stunned, with cursed rings.
    "seed-priest-edged": melee(4, character(PRIEST, HUMAN, 50, 18, 10, weapon(3, 4, -5, -20, 120), armour=-8,
                                            rings=((-10, -10), (0, 0)), stun=75),
                               monster(200, hp=0), missile_in(True, SHOT, 1, 4, 0, 0, 4), PLAIN_RAW),
    # Invalid data: level 0, level 51, stun 101, dice with no sides, stats 2 and 1018.
    "seed-level-0": melee(5, character(PALADIN, HUMAN, 0, 18, 18), monster(1), missile_in(False, 0, 1, 1, 0, 0, 1), PLAIN_RAW),
    "seed-level-51": melee(5, character(PALADIN, HUMAN, 51, 18, 18), monster(1), missile_in(False, 0, 1, 1, 0, 0, 1), PLAIN_RAW),
    "seed-knocked-out": melee(5, character(WARRIOR, HUMAN, 5, 18, 18, stun=101), monster(1),
                              missile_in(False, 0, 1, 1, 0, 0, 1), PLAIN_RAW),
    "seed-no-sides": melee(5, character(WARRIOR, HUMAN, 5, 18, 18, weapon(2, 0, 0, 0, 100)), monster(1),
                           missile_in(False, 0, 1, 1, 0, 0, 1), PLAIN_RAW),
    "seed-bad-stats": melee(5, character(WARRIOR, HUMAN, 5, 2, 1018), monster(1), missile_in(False, 0, 1, 1, 0, 0, 1),
                            PLAIN_RAW),
    "seed-bad-class-race": melee(5, character(6, 10, 5, 18, 18), monster(1), missile_in(False, 0, 1, 1, 0, 0, 1),
                                 PLAIN_RAW),
    # Extremes: the heaviest weapon, max stats and bonuses; raw structs with
    # extreme skills, bonuses and to-dam.
    "seed-extremes": melee(2**64 - 1, character(WARRIOR, DWARF, 50, 1017, 1017, weapon(255, 255, 32767, 32767, 65535,
                                                                                      0xFFFF, extra=255),
                                                 launcher(HEAVY_XBOW, 32767, 32767, 65535, True),
                                                 rings=((32767, 32767), (32767, 32767)), gloves=(32767, 32767),
                                                 armour=32767, effects=255),
                           monster(65535, 0xFFFF, False, 2**32 - 1),
                           missile_in(True, BOLT, 255, 255, 32767, 32767, 65535, 0xFFFF, 65535),
                           raw(255, 2**31 - 2, 2**31 - 1, 2**31 - 1, 255, (255, 255, 0xFFFF, 65535, 2**31 - 1),
                               ac=65535, visible=False, multiplier=8, distance=65535)),
    "seed-raw-negative": melee(9, character(MAGE, HUMAN, 1, 3, 3), monster(0),
                               missile_in(False, 0, 0, 0, 0, 0, 0),
                               raw(0, -(2**31) + 65536, -(2**31), -(2**31), 0, (0, 0, 0, 0, -(2**31)), ac=0,
                                   multiplier=-8, distance=0)),
    # Findings F3/F4 (open until fixed in melee): raw skills at the i32 extremes.
    "seed-raw-max-skill": melee(10, character(MAGE, HUMAN, 1, 3, 3), monster(0), missile_in(False, 0, 1, 4, 0, 0, 10),
                                raw(1, 2**31 - 1, 0, 0, 1, None, ac=0, visible=False)),
    "seed-raw-min-skill": melee(11, character(MAGE, HUMAN, 1, 3, 3), monster(0), missile_in(False, 0, 1, 4, 0, 0, 10),
                                raw(1, -(2**31), 0, 0, 1, None, ac=0, multiplier=3, distance=1)),
}


# ---------------------------------------------------------------- traps
# Input { seed: u64, depth: i64, fold_depth: bool, feet: i64, quest_level: bool, kind: u8, native: u8,
#         chest_traps: u16, chest_level: i64, player: PlayerIn, player_trap: u8, monster: MonsterIn,
#         raw_power: i64, raw_ac: i64 }
# PlayerIn { flags: u16, sustains: u8, armour_class: i64, saving_throw: i64, poison: i64, fold: bool,
#            pack: [u8; 24] (0 rod, 1 staff, 2 wand, 3 other), pack_len: u8 }
# MonsterIn { level: i64, mobility: u8 (0 normal, 1 flying, 2 ghost), smart, stupid, wary, can_be_confused,
#             confused: bool, setter_level: i64, disarm_skill: i64, fold: bool }
# Dungeon trap kinds (table order): 0 trap door, 1 pit, 2 dart, 3 discolored spot, 4 gas, 5 summoning rune,
# 6 dungeon alteration, 7 character alteration, 8 teleportation, 9 murder hole.
# Player trap kinds: 0 base, 1 sturdy, 2 netted, 3 confusion, 4 poison gas, 5 spirit, 6 lightning,
# 7 explosive, 8 portal, 9 stasis. Chest trap bits: 1 -str, 2 -con, 4 poison, 8 paralyze, 16 summon,
# 32 explode, 64 scatter, 128 elemental, 256 bird, 512 typed summon, 1024 runes of evil.
P_FEATHER, P_FREE, P_RPOIS_T, P_RPOIS_P, P_RBLIND, P_RCONF, P_RCHAOS, P_ENHANCE, P_SHAPE = (1 << i for i in range(9))


def trap_player(flags=0, sustains=0, ac=30, save=40, poison=0, fold=False, pack=(), extra_pack=0):
    items = list(pack) + [3] * extra_pack
    return (u16(flags) + u8(sustains) + i64(ac) + i64(save) + i64(poison) + boolean(fold)
            + bytes(items + [0] * (24 - len(items))) + u8(len(items)))


def trap_monster(level=20, mobility=0, smart=False, stupid=False, wary=False, confusable=True, confused=False,
                 setter_level=30, skill=100, fold=False):
    return (i64(level) + u8(mobility) + boolean(smart) + boolean(stupid) + boolean(wary) + boolean(confusable)
            + boolean(confused) + i64(setter_level) + i64(skill) + boolean(fold))


def traps(seed, depth, kind, player=None, native=20, chest=0, chest_level=20, ptrap=0, monster=None, quest=False,
          feet=None, raw_power=70, raw_ac=80, fold_depth=False):
    return (u64(seed) + i64(depth) + boolean(fold_depth) + i64(depth * 50 if feet is None else feet) + boolean(quest)
            + u8(kind) + u8(native) + u16(chest) + i64(chest_level) + (player or trap_player()) + u8(ptrap)
            + (monster or trap_monster()) + i64(raw_power) + i64(raw_ac))


TRAPS = {
    # The crate's examples: a trap door at 500', a pit at 4500', a small steel
    # chest (native 65) whose level-67 traps are poison, paralysis and -con.
    "seed-trap-door": traps(1, 10, 0),
    "seed-pit-4500ft": traps(2, 90, 1, native=65, chest=4 | 8 | 2, chest_level=67),
    "seed-dart-deep": traps(3, 60, 2, trap_player(sustains=0b111111)),
    "seed-spot": traps(4, 55, 3),
    "seed-gas-resists": traps(5, 30, 4, trap_player(P_RBLIND | P_RCONF | P_RPOIS_T | P_ENHANCE | P_FREE, poison=5)),
    "seed-rune": traps(6, 30, 5, native=40, chest=16 | 128, chest_level=45),
    "seed-alteration-deep": traps(7, 100, 6, native=100, chest=32 | 64, chest_level=80),
    "seed-character-alteration": traps(8, 70, 7, trap_player(pack=[3, 3, 2, 0, 1], save=100)),
    "seed-teleport": traps(9, 1, 8),
    "seed-murder-hole-bottom": traps(10, 127, 9, trap_player(ac=-1000), quest=True, native=127),
    "seed-town": traps(11, 0, 0, feet=0),
    "seed-invalid-player": traps(12, 20, 1, trap_player(ac=5000, save=200, poison=-1, extra_pack=24)),
    "seed-folded-player": traps(13, 500, 4, trap_player(ac=12345, save=-7, poison=99999, fold=True), fold_depth=True,
                                feet=123),
    # Chests: every trap at once, runes of evil at 99, a bird summon.
    "seed-chest-everything": traps(14, 40, 0, trap_player(P_FREE | P_SHAPE), native=127, chest=0x7FF, chest_level=99),
    "seed-chest-runes": traps(15, 40, 0, trap_player(save=0), native=99, chest=1024, chest_level=98),
    "seed-chest-birds": traps(64, 40, 0, native=60, chest=256 | 512, chest_level=0),
    "seed-chest-bad-level": traps(17, 40, 0, chest=1, chest_level=100),
    # Player-set traps: a smart wary flyer, a ghost, a confusable confused monster.
    "seed-player-trap-smart": traps(18, 20, 1, ptrap=3, monster=trap_monster(50, 1, True, False, True, True, True, 50, 300)),
    "seed-player-trap-ghost": traps(19, 20, 1, ptrap=9, monster=trap_monster(127, 2, setter_level=100, skill=1000)),
    "seed-player-trap-bad": traps(20, 20, 1, ptrap=7, monster=trap_monster(128, 0, setter_level=0, skill=1001)),
    # Finding F5 (open until fixed in traps): raw helpers at the i64 extremes.
    "seed-raw-extremes": traps(21, 20, 1, ptrap=1, monster=trap_monster(2**63 - 1), raw_power=2**63 - 1,
                               raw_ac=2**63 - 1, chest_level=2**63 - 1),
}


# ---------------------------------------------------------------- c_api
# The c_api target reads its input with `Unstructured` calls in a fixed order
# (see fuzz_targets/c_api.rs): seed u64, a status number u32 (for
# rr_status_message), a selector byte (b % 3: 0 dice, 1 melee, 2 traps), then the
# path's fields. `int_in_range(a..=b)` on a small range takes one byte (`a + b %
# (b - a + 1)`); `ratio(n, d)` takes one byte and is true when `1 + byte % d <= n`.
# A random source is: a u32 variant (0 built-in rng, 1 callback, 2 neither,
# 3 both), a ratio(7, 8) byte (callback answers folded into range when true),
# a count byte (b % 17) and that many i32 answers.
RNG, CALLBACK, NEITHER, BOTH = range(4)


def source(kind=RNG, fold=True, answers=()):
    return variant(kind, 4) + u8(0 if fold else 7) + u8(len(answers)) + b"".join(i32(a) for a in answers)


def c_api(seed, status, selector, body):
    return u64(seed) + u32(status) + u8(selector) + body


def c_dice(text, src=None):
    return c_api(1, 0, 0, (src or source()) + text.encode())


SMALL = u8(1)  # ratio(1, 8) false: a small code follows


def c_character(cls=0, race=0, level=20, st=118, dx=68, weapon_=(2, 5, 3, 4, 150, 0, True, False, 0),
                launcher_=None, stun=0, effects=0):
    w = weapon_ or (0, 0, 0, 0, 0, 0, False, False, 0)
    lk, lth, ltd, lw, lm = launcher_ or (0, 0, 0, 0, False)
    return (SMALL + u8(cls) + SMALL + u8(race) + u8(level) + u16(st) + u16(dx) + i16(0)
            + i16(0) * 4 + i16(0) * 2 + u8(effects) + u16(stun)
            + boolean(weapon_ is not None) + u8(w[0]) + u8(w[1]) + i16(w[2]) + i16(w[3]) + u16(w[4]) + u16(w[5])
            + boolean(w[6]) + boolean(w[7]) + u8(w[8])
            + boolean(launcher_ is not None) + SMALL + u8(lk) + i16(lth) + i16(ltd) + u16(lw) + boolean(lm) + u8(0))


def c_monster(ac=36, flags=M_ORC | M_EVIL, visible=True, hp=None):
    return u16(ac) + u16(flags) + boolean(visible) + boolean(hp is not None) + u32(hp or 0)


def c_melee(ch, mon, table=0, src=None):
    # table: ratio(1, 4) false (byte 1), then int_in_range(0..=1).
    return c_api(2, 11, 1, ch + mon + u8(1) + u8(table) + (src or source()))


def c_traps(depth, kind, src=None, pack=(), fold=True, ac=30, save=40, poison=0, flags=0, sustains=0, native=20,
            mlevel=20, mobility=0, smart=False, wary=False, setter_level=30, skill=100, pkind=0, power=50,
            hit_power=70, hit_ac=80):
    body = (u8(0) + u8(depth) + boolean(False) + (src or source()) + u8(0) + u8(kind)
            + u8(len(pack)) + bytes(pack) + u8(0 if fold else 3) + i64(ac) + i64(save) + i64(poison)
            + u16(flags) + u8(sustains) + (b"" if pack else u8(0)) + u8(native)
            + u8(mlevel) + u8(mobility) + boolean(smart) + boolean(False) + boolean(wary) + boolean(True)
            + boolean(False) + u8(setter_level - 1) + struct.pack(">H", skill) + u8(pkind)
            + struct.pack(">I", power)[1:] + i64(hit_power) + i64(hit_ac))
    return c_api(3, 2**32 - 1, 2, body)


C_API = {
    # Dice through the C API, with each kind of random source.
    "seed-dice-3d6": c_dice("3d6"),
    "seed-dice-keep": c_dice("4d6kh3+2", source(CALLBACK, True, [5, -3, 1000, 7])),
    "seed-dice-callback-out-of-range": c_dice("1d20", source(CALLBACK, False, [21])),
    "seed-dice-no-source": c_dice("2d6+1", source(NEITHER)),
    "seed-dice-two-sources": c_dice("d8", source(BOTH)),
    "seed-dice-huge": c_dice("10000d1000000-1000000000", source(CALLBACK, True, [2**31 - 1] * 16)),
    "seed-dice-overflowing-pmf": c_dice("30d6"),
    "seed-dice-bad": c_dice("1d0"),
    "seed-dice-not-utf8": c_api(1, 5, 0, source() + b"3d\xff6"),
    # Angband melee: the crate's warrior, a bare-handed mage, invalid codes.
    "seed-melee-warrior": c_melee(c_character(), c_monster(hp=30)),
    "seed-melee-bare-mage": c_melee(c_character(1, 3, 1, 3, 3, None), c_monster(0, 0, False), 1,
                                    source(CALLBACK, True, [0, 99, 3])),
    "seed-melee-bad-codes": c_api(2, 12, 1, u8(0) + u32(7) + u8(0) + u32(2**32 - 1) + bytes(60)),
    "seed-melee-knocked-out": c_melee(c_character(stun=101), c_monster(), 1),
    # Traps: every dungeon trap kind at a depth, a chest, player traps.
    **{f"seed-traps-kind-{k}": c_traps(90 if k != 0 else 10, k, pack=[0, 1, 2, 3] if k == 7 else ())
       for k in range(10)},
    "seed-traps-town": c_traps(0, 4),
    "seed-traps-invalid-player": c_traps(40, 1, fold=False, ac=5000, save=-1, poison=10**6),
    "seed-traps-callback": c_traps(60, 9, source(CALLBACK, False, [0, 5, -1, 2**31 - 1])),
    "seed-traps-player-trap": c_traps(20, 2, mlevel=127, mobility=2, smart=True, wary=True, setter_level=100,
                                      skill=1000, pkind=3, power=1_000_000),
}

# ---------------------------------------------------------------- tabletop
# Input { seed: u64, fold: bool, sheet: SheetIn, roll: RollIn, damage: DamageIn, absorption: AbsorptionIn,
#         defence: DefenceIn, movement: MoveIn, strength: StrengthIn, schedule: SchedIn, items: [u8; 12],
#         items_len: u8, items_armour: Option<u8>, aim: (i64, u8), raw: [i64; 4] }
# SheetIn { kind: u8 (0 melee, 1 bash, 2 missile), class: u8, level, strength, dexterity: i64,
#           armour: Option<(u8, i64)>, shield: Option<(u8, i64)>,
#           weapon: Option<{wrong_table: bool, kind: u8, plus: i64, two_handed: bool}>,
#           missile: Option<{wrong_table: bool, kind: u8, plus: i64}>, range: u8 (0 none, 1 short, 2 medium,
#           3 long), aimed: bool, extra: [(bool, u8, i64); 2], extra_len: u8, misc_encumbrance, training: i64,
#           spells: u8 (1 greater blessing, 2 bless, 4 slow, 8 speed, 16 haste), situational: [i64; 3],
#           situational_len: u8 }
# RollIn { attack_value: i64 (even: the sheet's own attack value when the sheet is valid), miss_chance: i64,
#          cap: i16, max_rolls: u8, total: i16 }
# DamageIn { class: u8, level, strength, mass, special: i64, weapon: u8, plus: i64, two_handed, heavy, shield: bool,
#            missile: u8, which: u8 (0 melee, 1 bash, 2 missile, 3 raw dice), raw: (u8, u8, i64), range: u8,
#            absorption: i64 }
# AbsorptionIn { armour, shield: Option<(u8, i64)>, interposed: bool, protection: [i64; 2], protection_len: u8,
#                protection_from_evil: bool, improved_pe: u8, shield_wall: bool, static_shield: [i64; 2],
#                static_len: u8, invulnerability: [i64; 2], invulnerability_len: u8, armor_of_kurn: Option<i64>,
#                shield_of_kurn, dispel_evil, banish_evil: bool, greater_blessing, kurnian_invulnerability,
#                bracers_of_absorption, bracers_of_mage_defense, natural_armor: Option<i64>, attacker: u8 }
# DefenceIn { class: u8, level: i64, shield: Option<(u8, i64)>, training: i64, factors: [(i64, i64); 2],
#             factors_len: u8, additive: [i64; 2], additive_len: u8 }
# MoveIn { encumbrance, strength: i64, base_rate: Option<i64>, speed, movement_speed, haste: bool,
#          sides: [(u8, i64, i64); 2] }
# StrengthIn { base: i64, plus: [i64; 2], plus_len: u8, spells: [i64; 2], spells_len: u8, improved: [i64; 2],
#              improved_len: u8, ogre: u8, giant: u8, giant_spell: bool, times: Option<u8>, unlimited: [i64; 2],
#              unlimited_len: u8, limited: [(i64, i64); 2], limited_len: u8 }
# SchedIn { first: u8, actions: u8, before: u8, engaged: u8 }
# Lists are a fixed array and a length taken modulo, cycling through the array.
FIGHTER, PALADIN, CAB_THAUM, PRIEST_KURN, PRIEST_JORDAR, PRIEST_NEPDAR, THIEF, MAGIC_USER = range(8)
A_NONE, A_JERKIN, A_LEATHER, A_LIGHT_CHAIN, A_CHAIN = range(5)
A_SCALE, A_PLATE, A_MITHRIL_PLATE = 7, 8, 11
SH_SMALL, SH_MEDIUM, SH_LARGE, SH_SMALL_MITHRIL, SH_MEDIUM_MITHRIL, SH_LARGE_MITHRIL = range(6)
W_LIGHT_SWORD, W_LONG_SWORD, W_BROAD_SWORD, W_BASTARD_SWORD, W_TWO_HAND_SWORD, W_DAGGER = range(6)
W_MACE, W_FLAIL, W_GREAT_AXE = 9, 10, 15
MW_DAGGER, MW_SPEAR, MW_SMALL_ROCK, MW_SLING, MW_LONG_BOW, MW_HEAVY_XBOW = 0, 1, 5, 6, 10, 13
SP_GREATER, SP_BLESS, SP_SLOW, SP_SPEED, SP_HASTE = 1, 2, 4, 8, 16
EVIL, UNDEAD, ENCHANTED, SUMMONED, FROM_FRONT = 1, 2, 4, 8, 16


def trailing_array(data, width):
    """An input's last field when it is an array: `arbitrary` reads the array, then
    decodes its last element again from the bytes after it (`arbitrary_take_rest`),
    so the last element is written twice."""
    return data + data[-width:]


def pair(k, plus):
    return u8(k) + i64(plus)


def opt_i64(v):
    return option(None if v is None else i64(v))


def fixed_list(values, width, enc, zero=0):
    """A fixed array of `width` (cycled from `values`) and the length byte."""
    vals = list(values) or [zero]
    return b"".join(enc(vals[i % len(vals)]) for i in range(width)) + u8(len(values))


def tt_sheet(kind=0, cls=FIGHTER, level=5, st=16, dex=13, armour=None, shield=None,
             weapon=(False, W_LONG_SWORD, 1, False), missile=None, rng=0, aimed=False, extra=(), misc=0,
             training=0, spells=0, situational=()):
    w = option(None if weapon is None else boolean(weapon[0]) + u8(weapon[1]) + i64(weapon[2]) + boolean(weapon[3]))
    m = option(None if missile is None else boolean(missile[0]) + u8(missile[1]) + i64(missile[2]))
    return (u8(kind) + u8(cls) + i64(level) + i64(st) + i64(dex)
            + option(None if armour is None else pair(*armour)) + option(None if shield is None else pair(*shield))
            + w + m + u8(rng) + boolean(aimed)
            + fixed_list(extra, 2, lambda e: boolean(e[0]) + u8(e[1]) + i64(e[2]), (False, 0, 0))
            + i64(misc) + i64(training) + u8(spells) + fixed_list(situational, 3, i64))


def tt_roll(av=0, miss=10, cap=40, max_rolls=2, total=97):
    return i64(av) + i64(miss) + i16(cap) + u8(max_rolls) + i16(total)


def tt_damage(cls=FIGHTER, level=5, st=18, mass=0, special=0, weapon=W_BASTARD_SWORD, plus=1, two_handed=True,
              heavy=False, shield=False, missile=MW_DAGGER, which=0, raw=(1, 6, 0), rng=0, absorption=2):
    return (u8(cls) + i64(level) + i64(st) + i64(mass) + i64(special) + u8(weapon) + i64(plus) + boolean(two_handed)
            + boolean(heavy) + boolean(shield) + u8(missile) + u8(which) + u8(raw[0]) + u8(raw[1]) + i64(raw[2])
            + u8(rng) + i64(absorption))


def tt_absorption(armour=(A_CHAIN, 0), shield=None, interposed=False, protection=(), pfe=False, improved=0,
                  shield_wall=False, static=(), invulnerability=(), kurn=None, shield_of_kurn=False, dispel=False,
                  banish=False, gb=None, ki=None, bracers=None, mage_defense=None, natural=None, attacker=0):
    return (option(None if armour is None else pair(*armour)) + option(None if shield is None else pair(*shield))
            + boolean(interposed) + fixed_list(protection, 2, i64) + boolean(pfe) + u8(improved)
            + boolean(shield_wall) + fixed_list(static, 2, i64) + fixed_list(invulnerability, 2, i64)
            + opt_i64(kurn) + boolean(shield_of_kurn) + boolean(dispel) + boolean(banish) + opt_i64(gb)
            + opt_i64(ki) + opt_i64(bracers) + opt_i64(mage_defense) + opt_i64(natural) + u8(attacker))


def tt_defence(cls=FIGHTER, level=10, shield=(SH_LARGE, 2), training=0, factors=(), additive=()):
    return (u8(cls) + i64(level) + option(None if shield is None else pair(*shield)) + i64(training)
            + fixed_list(factors, 2, lambda f: i64(f[0]) + i64(f[1]), (1, 1)) + fixed_list(additive, 2, i64))


def tt_movement(enc=300, st=12, base_rate=None, speed=False, mspeed=False, haste=True,
                sides=((FIGHTER, 5, 82), (THIEF, 5, 67))):
    return (i64(enc) + i64(st) + opt_i64(base_rate) + boolean(speed) + boolean(mspeed) + boolean(haste)
            + b"".join(u8(c) + i64(l) + i64(f) for c, l, f in sides))


def tt_strength(base=12, plus=(2,), spells=(), improved=(), ogre=1, giant=0, giant_spell=False, times=3,
                unlimited=(1,), limited=((4, 30),)):
    return (i64(base) + fixed_list(plus, 2, i64) + fixed_list(spells, 2, i64) + fixed_list(improved, 2, i64)
            + u8(ogre) + u8(giant) + boolean(giant_spell) + option(None if times is None else u8(times))
            + fixed_list(unlimited, 2, i64) + fixed_list(limited, 2, lambda l: i64(l[0]) + i64(l[1]), (0, 0)))


def tt(seed=1, fold=False, sheet=None, roll=None, damage=None, absorption=None, defence=None, movement=None,
       strength=None, schedule=(1, 3, 31, 31), items=(10, 10, 10, 11), items_armour=None, aim=(100, 0),
       raw=(82, 67, 300, 12)):
    its = list(items) + [0] * (12 - len(items))
    return (u64(seed) + boolean(fold) + (sheet or tt_sheet()) + (roll or tt_roll()) + (damage or tt_damage())
            + (absorption or tt_absorption()) + (defence or tt_defence()) + (movement or tt_movement())
            + (strength or tt_strength()) + bytes(schedule) + bytes(its) + u8(len(items))
            + option(None if items_armour is None else u8(items_armour)) + i64(aim[0]) + u8(aim[1])
            + trailing_array(b"".join(i64(v) for v in raw), 8))


I64_MIN, I64_MAX = -(2**63), 2**63 - 1

TABLETOP = {
    # Section A's fighter (level 5, Str 16, Dex 13, long sword +1: AV 15) rolling
    # against his own attack value; a bastard sword two-handed (2D6+8).
    "seed-fighter-long-sword": tt(),
    # Section N: a level 18 fighter striking on segment 1 acts on 1, 3 and 5.
    "seed-fighter-18-segments": tt(2, sheet=tt_sheet(level=18, weapon=(False, W_LONG_SWORD, 0, False))),
    # A shield bash with a large shield (Table 19 "AB"), Bless and Haste.
    "seed-bash": tt(3, sheet=tt_sheet(kind=1, level=10, shield=(SH_LARGE, 1), armour=(A_CHAIN, 2),
                                      spells=SP_BLESS | SP_HASTE, situational=(20, -10))),
    # Section C: a long bow at long range, unaimed, every spell, situational
    # bonuses at a third; a thrown dagger at medium range, aimed.
    "seed-missile-unaimed-long": tt(4, sheet=tt_sheet(kind=2, cls=THIEF, level=12, weapon=None,
                                                      missile=(False, MW_LONG_BOW, 2), rng=3, misc=120,
                                                      spells=SP_GREATER | SP_SLOW | SP_SPEED | SP_HASTE,
                                                      situational=(40, -60, 15)),
                                    damage=tt_damage(cls=THIEF, which=2, missile=MW_LONG_BOW, rng=3)),
    "seed-thrown-dagger": tt(5, sheet=tt_sheet(kind=2, cls=PALADIN, level=20, st=45, dex=30,
                                               missile=(False, MW_DAGGER, 10), rng=2, aimed=True,
                                               extra=((True, MW_SPEAR, 0), (False, W_FLAIL, 3)), misc=900),
                             damage=tt_damage(cls=PALADIN, level=20, st=45, which=2, missile=MW_DAGGER, plus=10)),
    # Invalid sheets (RULINGS B21): level 0 and 31, Strength 56, two-handed with a
    # shield, a two-handed-only weapon one-handed, armour "none" +1, a missile
    # table weapon in hand, a bash without a shield, a missile without a range,
    # 65 situational modifiers.
    "seed-level-0": tt(6, sheet=tt_sheet(level=0)),
    "seed-level-31": tt(6, sheet=tt_sheet(level=31)),
    "seed-strength-56": tt(6, sheet=tt_sheet(st=56, dex=42)),
    "seed-two-handed-shield": tt(6, sheet=tt_sheet(shield=(SH_SMALL, 0), weapon=(False, W_BASTARD_SWORD, 0, True))),
    "seed-one-handed-great-axe": tt(6, sheet=tt_sheet(weapon=(False, W_GREAT_AXE, 0, False))),
    "seed-armour-none-plus": tt(6, sheet=tt_sheet(armour=(A_NONE, 1))),
    "seed-wrong-table": tt(6, sheet=tt_sheet(weapon=(True, W_DAGGER, 0, False))),
    "seed-bash-without-shield": tt(6, sheet=tt_sheet(kind=1, level=20)),
    "seed-missile-without-range": tt(6, sheet=tt_sheet(kind=2, missile=(False, MW_SLING, 0))),
    "seed-65-situational": tt(6, sheet=tt_sheet(situational=(1, -1, 2) * 21 + (5, 5))),
    # Section D's edges: the "> 90" rule, the miss chance above 90, the ends of
    # the accepted ranges, the limited roll at 20 d100s (folded to 3 for speed).
    "seed-over-90": tt(7, roll=tt_roll(av=151, miss=95, cap=30, max_rolls=20, total=10_000)),
    "seed-roll-extremes": tt(8, roll=tt_roll(av=-10_000 + 1, miss=-1000, cap=0, max_rolls=1, total=-1)),
    "seed-roll-out-of-range": tt(9, roll=tt_roll(av=10_001, miss=1001, cap=201, max_rolls=21, total=96)),
    # Damage: a mace against heavy armour, a flail against a shield, Table 15's
    # last row, a light sword at Str 3 (base damage below 0), raw dice.
    "seed-mace-heavy": tt(10, damage=tt_damage(weapon=W_MACE, two_handed=False, heavy=True, mass=69_999,
                                               absorption=30)),
    "seed-flail-shield": tt(11, damage=tt_damage(weapon=W_FLAIL, two_handed=False, shield=True, mass=70_000)),
    "seed-light-sword-str-3": tt(12, damage=tt_damage(weapon=W_LIGHT_SWORD, st=3, level=1, cls=MAGIC_USER,
                                                      two_handed=False, special=-20, absorption=-5)),
    "seed-raw-dice": tt(13, damage=tt_damage(which=3, raw=(8, 255, -5), rng=3)),
    "seed-raw-dice-extreme": tt(14, damage=tt_damage(which=3, raw=(2, 6, I64_MAX - 3), rng=3)),
    # Section Q: the evil undead example (chain, PE, Armor of Kurn at 5); a +0
    # jerkin; every effect at its largest; out-of-range effects.
    "seed-absorption-kurn": tt(15, absorption=tt_absorption(pfe=True, kurn=5, attacker=EVIL | UNDEAD)),
    "seed-absorption-jerkin": tt(16, absorption=tt_absorption(armour=(A_JERKIN, 0), bracers=1)),
    "seed-absorption-everything": tt(17, absorption=tt_absorption(
        armour=(A_MITHRIL_PLATE, 10), shield=(SH_LARGE_MITHRIL, 10), interposed=True, protection=(50, 7),
        pfe=True, improved=2, shield_wall=True, static=(5,), invulnerability=(4, 1), kurn=30, shield_of_kurn=True,
        dispel=True, banish=True, gb=30, ki=30, bracers=50, mage_defense=50, natural=50, attacker=31)),
    "seed-absorption-invalid": tt(18, absorption=tt_absorption(armour=(A_NONE, 3), shield=(SH_SMALL, 11),
                                                               protection=(51,), kurn=0, natural=-1)),
    # Sections J, K: a capped interposition, a thief's parry with adjustments.
    "seed-parry-thief": tt(19, defence=tt_defence(THIEF, 5, (SH_SMALL, 0), 5, ((1, 2), (3, 2)), (3, -10))),
    "seed-parry-invalid": tt(20, defence=tt_defence(PALADIN, 30, (SH_LARGE_MITHRIL, 10), 1001, ((1, 0),), (1001,))),
    # Sections L, M: Speed and Movement Speed, a creature's base rate, more than
    # Table 16 holds, the worked disengage.
    "seed-movement-speed": tt(21, movement=tt_movement(enc=46, st=19, base_rate=120, speed=True, mspeed=True)),
    "seed-movement-too-heavy": tt(22, movement=tt_movement(enc=100_000_000, st=1, base_rate=10_000,
                                                           sides=((FIGHTER, 30, 100_000), (MAGIC_USER, 1, 0)))),
    # Sections O, P: the section P example (Str 12 -> 26), Strength below Table 21.
    "seed-strength-example": tt(23),
    "seed-strength-below-table": tt(24, strength=tt_strength(base=3, plus=(-8,), ogre=1, times=None)),
    "seed-strength-giant": tt(25, strength=tt_strength(base=50, plus=(4,), spells=(10,), improved=(20,), ogre=2,
                                                       giant=3, giant_spell=True, times=4,
                                                       limited=((100, 200), (-100, -100)))),
    # Section R and Table 22.
    "seed-slots-plate-robe": tt(26, items=(20, 21, 22, 1, 6, 3), items_armour=A_PLATE, aim=(45, 7)),
    # Section N with interrupted engagement.
    "seed-schedule-gaps": tt(27, schedule=(2, 2, 0b11000, 0b01011), aim=(1, 3)),
    # Plain integers at their extremes.
    "seed-raw-extremes": tt(28, raw=(I64_MAX, I64_MIN, I64_MIN, I64_MAX), aim=(I64_MIN, 255)),
    "seed-raw-boundaries": tt(29, raw=(30, 69_999, 100_000_000, -3), aim=(50, 2)),
    # Everything folded into its domain from junk numbers.
    "seed-folded": tt(30, fold=True, sheet=tt_sheet(level=12345, st=-999, dex=77, misc=10**12, training=-17,
                                                    armour=(200, 99), situational=(10**9, -10**9, 3))),
}


# ---------------------------------------------------------------- powder
# Input { seed: u64, fold: bool, kind: u8 (0 melee, 1 thrown, 2 spell, 3 wand, 4 other), charge: bool,
#         relative_size: u8 (0 smaller, 1 similar, 2 larger), target_unseen, natural_enemy: bool,
#         material_vulnerabilities: u32, physical_level, magical_level: i64, skill: u8 (8 monster, else bits
#         1 attack type, 2 size/ranged, 4 special), off_balance, true_aim, attacker_in_tree: bool,
#         natural_bonus: i64, enchantments: [i64; 2], enchantments_len: u8,
#         damage: [DiceIn; 2], damage_len: u8, monster: bool, slots: u8 (1 head, 2 neck, 4 body, 8 feet),
#         pieces: [Option<PieceIn>; 5] (head, neck, body, feet, shield), natural_ac: i64, resistances: u8,
#         vulnerabilities: [u8; 2], vulnerabilities_len: u8, defences: u8 (1 dodge, 2 moving target, 4 parry),
#         moved_last_turn, immobile, defender_in_tree: bool, budget: u16, raw: (i64, i64, u32, u32),
#         script: [u8; 12] }
# DiceIn { damage_type: u8 (0 physical, 1 fire, ...), count: u16, sides: u32, constant: i64, keep: u8 (0 all,
#          1 + 3k highest k+1, 2 + 3k lowest k+1) }; PieceIn { ac: i64, skill: u32 }
P_MELEE, P_THROWN, P_SPELL, P_WAND, P_OTHER = range(5)
P_SMALLER, P_SIMILAR, P_LARGER = range(3)
PHYSICAL, FIRE = 0, 1
MONSTER = 8


def pdice(t=PHYSICAL, count=1, sides=8, constant=0, keep=0):
    return u8(t) + u16(count) + u32(sides) + i64(constant) + u8(keep)


def piece(ac, skill=1):
    return option(i64(ac) + u32(skill))


def powder(seed=1, fold=False, kind=P_MELEE, charge=False, size=P_SIMILAR, unseen=False, enemy=False, material=0,
           physical=2, magical=0, skill=MONSTER, off_balance=False, true_aim=False, in_tree=False, natural=0,
           enchantments=(), damage=(pdice(count=1, sides=4),), monster=False, slots=15, head=None, neck=None,
           body=None, feet=None, shield=None, natural_ac=3, resist=0, vulns=(), defences=0, moved=False,
           immobile=False, defender_in_tree=False, budget=3000, raw=(25, 12, 1, 2), script=()):
    dmg = list(damage) or [pdice()]
    return (u64(seed) + boolean(fold) + u8(kind) + boolean(charge) + u8(size) + boolean(unseen) + boolean(enemy)
            + u32(material) + i64(physical) + i64(magical) + u8(skill) + boolean(off_balance) + boolean(true_aim)
            + boolean(in_tree) + i64(natural) + fixed_list(enchantments, 2, i64)
            + dmg[0] + dmg[1 % len(dmg)] + u8(len(damage)) + boolean(monster) + u8(slots)
            + b"".join(p or option(None) for p in (head, neck, body, feet, shield)) + i64(natural_ac) + u8(resist)
            + fixed_list(vulns, 2, u8) + u8(defences) + boolean(moved) + boolean(immobile)
            + boolean(defender_in_tree) + u16(budget) + i64(raw[0]) + i64(raw[1]) + u32(raw[2]) + u32(raw[3])
            + trailing_array(bytes(list(script) + [0] * (12 - len(script))), 1))


POWDER = {
    # The seed's worked example (RULINGS W7): Fred charges the troll, with the
    # example's rolls as the script.
    "seed-fred-charge": powder(1, charge=True, size=P_SMALLER, physical=8, magical=5, skill=1 | 2, enchantments=(2,),
                               damage=(pdice(PHYSICAL, 1, 8), pdice(FIRE, 1, 3)), monster=True, natural_ac=8,
                               script=(16, 8, 2, 7, 0, 5, 6, 3, 1, 4, 1, 4)),
    # A level-2 monster with a 1d4 against natural AC 3 (exactly enumerable).
    "seed-small-monster": powder(2, script=(20, 2, 2, 2, 0, 3, 20, 4)),
    # A thrown weapon at an armoured, shielded, dodging target that moved.
    "seed-armoured-thrown": powder(3, kind=P_THROWN, size=P_LARGER, unseen=True, physical=1, skill=2, natural=1,
                                   enchantments=(1,), head=piece(2, 0), body=piece(1, 2), shield=piece(1, 1),
                                   natural_ac=2, defences=7, moved=True, in_tree=True),
    # W1: Off Balance, True Aim, a natural 1 on a spell.
    "seed-off-balance": powder(4, off_balance=True, script=(5,)),
    "seed-true-aim": powder(5, true_aim=True, charge=True, kind=P_THROWN, in_tree=True, defender_in_tree=True),
    "seed-spell-natural-one": powder(6, kind=P_SPELL, magical=3, skill=0, script=(1, 3, 0, 1)),
    # The damage distribution worked by hand in the tests (Other, natural -1, 1d2).
    "seed-other-1d2": powder(7, kind=P_OTHER, skill=0, natural=-1, damage=(pdice(count=1, sides=2),), natural_ac=1),
    # Wands, resistances and vulnerabilities, material vulnerabilities, kept dice.
    "seed-wand-vulnerable": powder(8, kind=P_WAND, physical=3, magical=4, skill=4, material=2,
                                   damage=(pdice(PHYSICAL, 4, 6, 1, keep=1 + 3 * 2), pdice(FIRE, 2, 20, -3, keep=2)),
                                   resist=1 << FIRE, vulns=(PHYSICAL, FIRE, PHYSICAL), body=piece(12, 10),
                                   natural_ac=25, defences=4),
    # W6: negative enchantments; W5: a large AC roll's damage reduction.
    "seed-negative-enchant": powder(9, physical=20, enchantments=(-3, -2), damage=(pdice(count=3, sides=4),),
                                    body=piece(30, 2), feet=piece(8, 0), natural_ac=20),
    # A defender without slots: every part is the body; armour in a missing slot.
    "seed-no-slots": powder(10, slots=4, body=piece(3, 1), size=P_LARGER),
    "seed-no-slot-armour": powder(11, slots=4, head=piece(3, 1)),
    # Invalid inputs: each bound just passed.
    "seed-level-1001": powder(12, physical=1001),
    "seed-negative-level": powder(12, magical=-1),
    "seed-5-enchantments": powder(12, enchantments=(1, 1, 1, 1, 1)),
    "seed-17-damage-types": powder(12, damage=(pdice(),) * 17),
    "seed-33-vulnerabilities": powder(12, vulns=(PHYSICAL,) * 33),
    "seed-material-11": powder(12, material=11),
    "seed-skill-11": powder(12, body=piece(5, 11)),
    "seed-ac-1001": powder(12, shield=piece(1001, 1), natural_ac=-1001),
    # Multiplied dice past the dice crate's bounds: a typed error.
    "seed-huge-dice": powder(13, physical=50, damage=(pdice(count=5000, sides=6),), vulns=(PHYSICAL,), charge=True,
                             natural_ac=1),
    # Everything at the documented bounds (the exact odds are skipped here: too
    # slow under the sanitizer, see `quick`).
    "seed-extremes": powder(17, kind=P_WAND, physical=1000, magical=1000, natural=1000,
                            enchantments=(1000, 1000, 1000, 1000), material=10,
                            damage=(pdice(count=10, sides=10**6, constant=10**7),) * 16, head=piece(1000, 10),
                            neck=piece(-1000, 0), body=piece(1000, 10), feet=piece(1000, 10),
                            shield=piece(1000, 10), natural_ac=1000, vulns=(PHYSICAL,) * 32, defences=7, budget=1),
    # The helpers on plain numbers at their extremes (a skill roll over a huge AC,
    # enchant rolls at the largest multiplier, a damage roll with a huge one).
    "seed-raw-extremes": powder(18, raw=(I64_MAX, I64_MIN, 2**32 - 1, 2**32 - 1), physical=I64_MAX,
                                natural=I64_MIN, natural_ac=I64_MAX, body=piece(I64_MIN, 2**32 - 1),
                                enchantments=(I64_MAX, I64_MAX)),
    "seed-raw-large-ac": powder(19, raw=(10**9, 7, 2, 1000)),
    # Junk numbers folded into small valid ones.
    "seed-folded": powder(17, fold=True, physical=-12345, magical=777, natural=10**15, enchantments=(-5, 99),
                          damage=(pdice(FIRE, 9, 9, -99, keep=4), pdice(count=0, sides=0)), head=piece(-50, 99),
                          shield=piece(10**12, 7), natural_ac=I64_MIN, material=123, vulns=(1, 2, 3),
                          script=(0x81, 0x80, 200, 7)),
}

# ---------------------------------------------------------------- c_api (tabletop)
# The tabletop C API (`rr_tt_*`): selector 3 sheet (A-C, I, N), 4 schedule (N),
# 5 attack (D-H), 6 defence (J, K, Q), 7 character (L, M, O, P, R, Tables 9, 20-23).
# Its fields are read with: a code = a byte (b % 16: 0 any u32 follows, 1 the first
# unknown code, else a valid code follows as `int_in_range(0..=n-1)`); a number =
# a byte (b % 16: 0 any i64 follows, 1 just below the domain, 2 just above, else a
# value of the domain follows as `int_in_range(lo..=hi)`); a pointer mode byte
# before each input struct and each call (b % 16: 14 NULL, 15 misaligned, else
# valid); an array = a mode byte (b % 16: 0 NULL with a length, 1 a length over
# the cap, 2 misaligned, 3 over the cap with items, else valid; NULL when empty and
# the mode is even), a count byte (b % 5), the items, then the mode's extras.
# `int_in_range(lo..=hi)` reads the bytes of `hi - lo` big-endian.


def rng(lo, hi, v):
    assert lo <= v <= hi
    delta = hi - lo
    return (v - lo).to_bytes((delta.bit_length() + 7) // 8, "big")


def tt_code(v, n):
    if 0 <= v < n:
        return u8(2) + rng(0, n - 1, v)
    return u8(1) if v == n else u8(0) + u32(v)


def tt_num(v, lo, hi):
    if lo <= v <= hi:
        return u8(3) + rng(lo, hi, v)
    if v == lo - 1:
        return u8(1)
    if v == hi + 1:
        return u8(2)
    return u8(0) + i64(v)


def tt_ratio(value, d):
    """`ratio(n, d)`: byte 0 is true, byte d - 1 false (n < d)."""
    return u8(0 if value else d - 1)


def tt_bits(v):
    return tt_ratio(False, 8) + rng(0, 31, v) if v < 32 else tt_ratio(True, 8) + u8(v)


VALID, NULL_PTR, MISALIGNED = u8(0), u8(14), u8(15)


def tt_arr(items, mode=4, null_len=1, huge=False):
    data = u8(mode) + u8(len(items)) + b"".join(items)
    if mode == 0:
        return data + u8(null_len - 1)
    if mode == 1:
        return data + boolean(huge)
    return data


def tt_sheet(kind=0, cls=FIGHTER, level=10, st=17, dx=15, armour=None, shield=None, weapon=None, missile=None,
             rng_=None, aimed=False, extra=(), misc=0, training=0, spells=0, situational=(), extra_arr=None,
             sit_arr=None):
    """armour/shield (code, plus); weapon (code, plus, grip); missile (code, plus); rng_ a range code."""
    ak, ap = armour or (0, 0)
    sk, sp = shield or (0, 0)
    wk, wp, wg = weapon or (0, 0, 0)
    mk, mp = missile or (0, 0)
    ex = extra_arr if extra_arr is not None else tt_arr([tt_code(t, 2) + tt_code(k, 14) + tt_num(p, 0, 10)
                                                          for t, k, p in extra])
    si = sit_arr if sit_arr is not None else tt_arr([tt_num(v, -100, 100) for v in situational])
    return (ex + si + tt_code(kind, 3) + tt_code(cls, 8) + tt_num(level, 1, 30) + tt_num(st, 1, 55)
            + tt_num(dx, 1, 41) + boolean(armour is not None) + tt_code(ak, 12) + tt_num(ap, 0, 10)
            + boolean(shield is not None) + tt_code(sk, 6) + tt_num(sp, 0, 10)
            + boolean(weapon is not None) + tt_code(wk, 19) + tt_num(wp, 0, 10) + tt_code(wg, 2)
            + boolean(missile is not None) + tt_code(mk, 14) + tt_num(mp, 0, 10)
            + boolean(rng_ is not None) + tt_code(rng_ or 0, 3) + boolean(aimed)
            + tt_num(misc, 0, 3000) + tt_num(training, -30, 30) + tt_bits(spells))


def c_tt_sheet(sheet, ptr=VALID, calls=(VALID,) * 5, seed=4):
    return c_api(seed, 0, 3, sheet + ptr + b"".join(calls))


def c_tt_schedule(first, actions, before, engaged, cls=FIGHTER, level=10, shield=False, small=True):
    body = tt_ratio(small, 8)
    if small:
        body += rng(0, 6, first) + rng(0, 6, actions) + rng(0, 31, before) + rng(0, 31, engaged)
    else:
        body += u8(first) + u8(actions) + u8(before) + u8(engaged)
    return c_api(5, 0, 4, body + VALID + tt_code(cls, 8) + tt_num(level, 1, 30) + boolean(shield) + VALID)


def tt_int(v, lo, hi):
    """`ratio(3, 4)` then a number in lo..=hi, or any i64."""
    return tt_ratio(True, 4) + rng(lo, hi, v) if lo <= v <= hi else tt_ratio(False, 4) + i64(v)


def c_tt_attack(av=50, miss=None, src=None, total=150, overhit=37, cls=FIGHTER, level=10, st=17, mass=0,
                special=0, weapon=1, plus=1, grip=0, heavy=False, interposed=False, missile=10, dice=(2, 6, 3),
                base=8, extra=4, long=False, damage=12, absorption=3, odds=True, cap=8, ptrs=VALID, seed=6):
    body = (tt_int(av, -60, 160) if -60 <= av <= 160 else tt_ratio(False, 4) + tt_num(av, -10_000, 10_000))
    body += tt_ratio(True, 2) if miss is None else tt_ratio(False, 2) + tt_num(miss, -1000, 1000)
    body += ptrs + VALID + (src or source()) + VALID
    body += tt_int(total, -5, 400) + VALID + tt_int(overhit, -20, 400) + VALID
    body += tt_code(cls, 8) + tt_num(level, 1, 30) + tt_num(st, 1, 55)
    body += tt_ratio(True, 4) if mass == 0 else tt_ratio(False, 4) + tt_num(mass, 0, 69_999)
    body += tt_ratio(True, 4) if special == 0 else tt_ratio(False, 4) + tt_num(special, -1000, 1000)
    body += VALID + tt_code(weapon, 19) + tt_num(plus, 0, 10) + tt_code(grip, 2) + boolean(heavy)
    body += boolean(interposed) + tt_code(missile, 14) + VALID * 3
    # The dice: not one of the base damages (ratio(1, 2) false), then small dice or any.
    n, sides, c = dice
    body += tt_ratio(False, 2)
    if n <= 4 and 1 <= sides <= 12 and -10 <= c <= 20:
        body += tt_ratio(True, 4) + rng(0, 4, n) + rng(1, 12, sides) + rng(-10, 20, c)
    else:
        body += tt_ratio(False, 4) + tt_ratio(False, 4) + rng(0, 101, min(n, 101)) + tt_ratio(False, 4)
        body += rng(0, 101, min(sides, 101)) + tt_num(c, -1_000_000, 1_000_000)
    body += VALID + VALID
    body += tt_int(base, -50, 200) + tt_int(extra, -50, 200) + boolean(long) + tt_int(damage, -50, 200)
    body += tt_int(absorption, -50, 200) + VALID + VALID + VALID + VALID
    body += tt_ratio(odds, 4)
    body += tt_ratio(True, 8) + rng(0, 12, cap) if 0 <= cap <= 12 else tt_ratio(False, 8) + tt_num(cap, 0, 200)
    return c_api(seed, 0, 5, body)


def tt_level_or_none(v):
    return boolean(False) if v == 0 else boolean(True) + tt_num(v, 1, 30)


def tt_value_or_none(v):
    return boolean(False) if v == 0 else boolean(True) + tt_num(v, 0, 50)


def c_tt_defence(cls=FIGHTER, level=10, training=0, shield=(2, 2), value=85, src=None, mult=(), add=(),
                 parry=(40, 12), armour=None, absorb_shield=None, interposed=False, protection=(), pfe=False, pe=0,
                 wall=False, static=(), invuln=(), kurn=0, shield_of_kurn=False, dispel=False, banish=False,
                 blessing=0, kurnian=0, bracers=0, mage=0, natural=0, attacker=0, arrays=None, seed=7):
    ak, ap = armour or (0, 0)
    sk, sp = absorb_shield or (0, 0)
    body = tt_code(cls, 8) + tt_num(level, 1, 30) + tt_num(training, -30, 30)
    body += tt_code(shield[0], 6) + tt_num(shield[1], 0, 10) + VALID + VALID
    body += tt_int(value, -20, 120) + VALID + (src or source()) + VALID
    body += tt_arr([tt_num(n, 0, 4) + tt_num(d, 1, 4) for n, d in mult]) + tt_arr([tt_num(a, -20, 20) for a in add])
    body += VALID + i64(parry[0]) + i64(parry[1]) + VALID
    p, s_, i_ = arrays or (tt_arr([tt_num(v, 0, 50) for v in protection]), tt_arr([tt_num(v, 0, 5) for v in static]),
                           tt_arr([tt_num(v, 0, 4) for v in invuln]))
    body += p + s_ + i_
    body += (boolean(armour is not None) + tt_code(ak, 12) + tt_num(ap, 0, 10) + boolean(absorb_shield is not None)
             + tt_code(sk, 6) + tt_num(sp, 0, 10) + boolean(interposed) + boolean(pfe) + tt_code(pe, 3)
             + boolean(wall) + tt_level_or_none(kurn) + boolean(shield_of_kurn) + boolean(dispel) + boolean(banish)
             + tt_level_or_none(blessing) + tt_level_or_none(kurnian) + tt_value_or_none(bracers)
             + tt_value_or_none(mage) + tt_value_or_none(natural) + tt_bits(attacker))
    body += VALID + VALID + VALID
    return c_api(seed, 0, 6, body)


def c_tt_character(enc=350, st=17, rate=0, speed=False, mspeed=False, haste=False, feet=82, retreat=27,
                   follower=82, me=(THIEF, 10, 82), them=(FIGHTER, 10, 60), src=None, stat=15, unlimited=(2,),
                   limited=((3, 18),), strength=17, plus=(2,), spells=(), improved=(), ogre=0, giant=0,
                   giant_spell=False, times=0, device=(17, 0), magical=(250, 2), modified=(400, 17), pack=(0, 120),
                   condition=0, level=12, items=(0, 1, 10, 10, 14), has_armour=True, armour=A_PLATE,
                   band=(MW_LONG_BOW, 300), aim=(37, 2), item_arr=None, seed=8):
    body = tt_num(enc, 0, 3000) + tt_num(st, 1, 55)
    body += boolean(False) if rate == 0 else boolean(True) + tt_num(rate, 1, 300)
    body += boolean(speed) + boolean(mspeed) + boolean(haste) + VALID + VALID
    body += tt_int(feet, -10, 700) + VALID + VALID
    body += tt_int(retreat, -5, 300) + tt_int(follower, -5, 300) + VALID
    for c, lv, ft in (me, them):
        body += tt_code(c, 8) + tt_num(lv, 1, 30) + tt_num(ft, 0, 300)
    body += VALID + VALID + VALID
    body += boolean(False) + tt_int(50, -20, 120) + VALID + (src or source()) + VALID
    body += tt_num(stat, -100, 200) + tt_arr([tt_num(v, -100, 100) for v in unlimited])
    body += tt_arr([tt_num(a, -100, 100) + tt_num(lim, -100, 200) for a, lim in limited]) + VALID
    body += (tt_arr([tt_num(v, -10, 10) for v in plus]) + tt_arr([tt_num(v, -10, 10) for v in spells])
             + tt_arr([tt_num(v, -10, 10) for v in improved]))
    body += (boolean(False) + rng(0, 2, ogre) if ogre <= 2 else boolean(True) + u8(ogre))
    body += rng(0, 2, giant) + boolean(giant_spell)
    body += (boolean(False) + rng(0, 4, times) if times <= 4 else boolean(True) + u8(times))
    body += tt_num(strength, 1, 55) + VALID + VALID
    body += tt_num(device[0], -5, 60) + tt_code(device[1], 6) + VALID
    body += tt_num(magical[0], 0, 5000) + tt_num(magical[1], 0, 10) + VALID
    body += tt_num(modified[0], 0, 5000) + tt_num(modified[1], 1, 55) + VALID
    body += tt_code(pack[0], 2) + tt_num(pack[1], 0, 300) + VALID
    body += tt_code(condition, 6) + VALID + tt_int(level, -2, 40) + VALID
    body += item_arr if item_arr is not None else tt_arr([tt_code(i, 23) for i in items])
    body += boolean(has_armour) + tt_code(armour, 12)
    body += tt_code(band[0], 14) + tt_int(band[1], -10, 1000) + VALID
    body += tt_num(aim[0], 1, 100) + tt_code(aim[1], 8) + VALID
    return c_api(seed, 0, 7, body)


C_API.update({
    # The tabletop C API: sheets (a fighter, a bash, an unaimed missile at long
    # range with every spell, unknown codes and bits, faulty arrays and pointers).
    "seed-tt-sheet-fighter": c_tt_sheet(tt_sheet(0, FIGHTER, 10, 17, 15, armour=(A_CHAIN, 1),
                                                 weapon=(W_LONG_SWORD, 1, 0), extra=((0, W_DAGGER, 0), (1, 10, 2)),
                                                 misc=120, training=3, spells=SP_BLESS, situational=(-20, 10))),
    "seed-tt-sheet-bash": c_tt_sheet(tt_sheet(1, PALADIN, 25, 40, 30, armour=(A_PLATE, 3), shield=(SH_LARGE, 2),
                                              weapon=(W_MACE, 0, 0), situational=(35,))),
    "seed-tt-sheet-missile": c_tt_sheet(tt_sheet(2, THIEF, 7, 12, 39, armour=(A_JERKIN, 0),
                                                 missile=(MW_LONG_BOW, 2), rng_=2, spells=31, situational=(5, -5),
                                                 training=-30)),
    "seed-tt-sheet-bad-codes": c_tt_sheet(tt_sheet(3, 8, 31, 0, 42, armour=(12, 11), weapon=(19, -1, 2),
                                                   rng_=3, spells=0xff)),
    "seed-tt-sheet-faults": c_tt_sheet(tt_sheet(0, FIGHTER, weapon=(W_DAGGER, 0, 0),
                                                extra_arr=tt_arr([], mode=0, null_len=3),
                                                sit_arr=tt_arr([tt_num(1, -100, 100)], mode=1, huge=True)),
                                       ptr=MISALIGNED, calls=(NULL_PTR, MISALIGNED, VALID)),
    "seed-tt-sheet-two-handed-shield": c_tt_sheet(tt_sheet(0, FIGHTER, 30, 55, 41, shield=(SH_SMALL, 0),
                                                           weapon=(W_GREAT_AXE, 10, 1), misc=3000,
                                                           spells=SP_SLOW | SP_SPEED | SP_HASTE)),
    # Section N schedules.
    "seed-tt-schedule": c_tt_schedule(2, 3, 0x1f, 0x1f),
    "seed-tt-schedule-gaps": c_tt_schedule(1, 6, 0x10, 0x0b, PRIEST_KURN, 30, True),
    "seed-tt-schedule-bad": c_tt_schedule(0, 255, 0x20, 0xff, small=False),
    # Attacks: odds, rolls, damage, resolving, exact extra and total damage.
    "seed-tt-attack": c_tt_attack(),
    "seed-tt-attack-callback": c_tt_attack(35, src=source(CALLBACK, True, [96, 99, 40, 3, 4, 2, 6, 1]),
                                           dice=(1, 8, 2), long=True, cap=12),
    "seed-tt-attack-out-of-range": c_tt_attack(80, src=source(CALLBACK, False, [101])),
    "seed-tt-attack-sure": c_tt_attack(-60, miss=0, total=96, overhit=14, cap=50, dice=(4, 6, -10)),
    "seed-tt-attack-impossible": c_tt_attack(160, miss=100, src=source(NEITHER), weapon=W_GREAT_AXE, grip=0),
    "seed-tt-attack-extremes": c_tt_attack(-10_001, miss=1001, src=source(BOTH), total=2**63 - 1,
                                           overhit=-2**63, cls=9, mass=70_000, special=1001, dice=(101, 0, 10**9),
                                           base=2**63 - 1, extra=2**63 - 1, long=True, damage=-2**63,
                                           absorption=-1, cap=201, ptrs=NULL_PTR),
    # Defence: interposition, parry, absorption (a +0 jerkin against an evil summoned
    # undead from the front, every effect; faulty arrays).
    "seed-tt-defence": c_tt_defence(mult=((3, 2),), add=(5, -3), armour=(A_JERKIN, 0), absorb_shield=(SH_MEDIUM, 1),
                                    interposed=True, protection=(3, 5), pfe=True, wall=True, static=(2, 5),
                                    invuln=(4,), kurn=12, shield_of_kurn=True, dispel=True, banish=True,
                                    blessing=20, kurnian=30, bracers=6, mage=4, natural=8,
                                    attacker=EVIL | UNDEAD | SUMMONED | FROM_FRONT),
    "seed-tt-defence-bad": c_tt_defence(9, 0, 31, (6, 11), -5, source(CALLBACK, False, [-1]), mult=((5, 0),),
                                        parry=(2**63 - 1, 1), armour=(A_NONE, 2), pe=3, attacker=0x80,
                                        arrays=(tt_arr([], mode=0, null_len=32), tt_arr([], mode=2),
                                                tt_arr([tt_num(1, 0, 4)], mode=3))),
    # The character: movement, disengaging, statistics, Strength, encumbrance,
    # conditions, slots, ranges, aiming.
    "seed-tt-character": c_tt_character(),
    "seed-tt-character-fast": c_tt_character(0, 55, 300, True, True, True, 700, 300, 0, (FIGHTER, 30, 300),
                                             (MAGIC_USER, 1, 0), stat=200, unlimited=(100, -100), limited=(
                                                 (100, 30), (5, 40), (-7, -100)), strength=3, plus=(10,),
                                             spells=(5,), improved=(10,), ogre=2, giant=2, giant_spell=True,
                                             times=4, device=(53, 5), pack=(1, 100), condition=5, level=30,
                                             items=(10, 10, 10, 11, 11, 11, 20, 21, 21, 22), armour=A_PLATE,
                                             band=(MW_SLING, -1), aim=(100, 7)),
    "seed-tt-character-bad": c_tt_character(10**8 + 1, 56, src=source(CALLBACK, True, [0]), stat=201,
                                            unlimited=(101,), strength=0, ogre=17, times=5, device=(-4, 6),
                                            magical=(5001, 11), modified=(-1, 0), pack=(2, 301), condition=6,
                                            level=2**63 - 1, item_arr=tt_arr([], mode=1, huge=True),
                                            band=(14, 2**63 - 1), aim=(0, 8)),
})

# ---------------------------------------------------------------- projection_monster
# Input { seed: u64, gf: u8 (index into Gf::ALL, by code), dam: i64, terrain: u8 (0 floor, 1 lava, 2 water,
#         3 tree, 4 rubble), player: bool, level: i64, class: u8 (0 warrior, 1 mage, 2 priest, 3 rogue,
#         4 ranger, 5 paladin, 6 druid, 7 necromancer, 8 assassin), beguile: bool, holy_light: bool,
#         fold: bool, monster: MonsterIn }
# MonsterIn { name: u8 (0 "Cave orc", 1 "Water spirit", 2 "Waldern, King of Water", 3 "Nexus vortex",
#             4 "Disenchanter eye", 5 ""), char: u8 (0 E, 1 g, 2 v, 3 G, 4 o, 5 p), level, hp, maxhp, ac: i64,
#             unique: bool, can_move: bool, flags: u64 (MonsterFlags bits), speed, race_speed, stun,
#             confusion, fear, sleep, mana: i64 }
GF = ["rock", "shot", "arrow", "missile", "pmissile", "whip", "acid", "elec", "fire", "cold", "pois", "plasma",
      "hellfire", "ice", "lite_weak", "lite", "dark", "morgul_dark", "confusion", "sound", "shard", "inertia",
      "gravity", "force", "water", "storm", "nexus", "nether", "chaos", "disenchant", "time", "mana", "holy_orb",
      "meteor", "spirit", "kill_wall", "kill_trap", "hold", "hold_undead", "away_undead", "away_evil", "away_all",
      "turn_undead", "turn_evil", "turn_all", "disp_undead", "disp_evil", "disp_not_evil", "disp_demon",
      "disp_dragon", "disp_all", "disp_small_all", "old_clone", "old_poly", "old_heal", "old_speed", "old_slow",
      "old_conf", "old_sleep", "old_drain"]
PF_UNDEAD, PF_EVIL, PF_BRTH_CHAOS, PF_IM_FIRE = 1 << 22, 1 << 25, 1 << 26, 1 << 2


def proj_monster(name=0, char=5, level=10, hp=100, maxhp=100, ac=0, unique=False, can_move=True, flags=0,
                 speed=0, race_speed=0, stun=0, confusion=0, fear=0, sleep=0, mana=0):
    return (u8(name) + u8(char) + i64(level) + i64(hp) + i64(maxhp) + i64(ac) + boolean(unique)
            + boolean(can_move) + u64(flags) + i64(speed) + i64(race_speed) + i64(stun) + i64(confusion)
            + i64(fear) + i64(sleep) + i64(mana))


def projection(seed, gf, dam, monster, terrain=0, player=True, level=30, cls=0, beguile=False, holy_light=False,
               fold=False):
    return (u64(seed) + u8(GF.index(gf)) + i64(dam) + u8(terrain) + boolean(player) + i64(level) + u8(cls)
            + boolean(beguile) + boolean(holy_light) + boolean(fold) + monster)


PROJECTION_MONSTER = {
    # A monster's storm on "Waldern, King of Water": (m) does not apply, (n)-(q) do;
    # a unique left at 0 HP (RULINGS P6).
    "seed-storm-waldern": projection(1, "storm", 300, proj_monster(2, 3, 40, 200, 2000, unique=True), player=False),
    # Note (K) at the top of the range (sampled only: above 600 the target skips the odds).
    "seed-turn-all-5000": projection(2, "turn_all", 5000, proj_monster(level=50, hp=32767, maxhp=32767),
                                     level=50, cls=2, beguile=True),
    # Note (C) from a beguiling mage on an undead.
    "seed-old-conf-mage": projection(3, "old_conf", 120, proj_monster(level=20, flags=PF_UNDEAD), cls=1,
                                     beguile=True),
    # Notes (k), (t): a chaos breather, stunned, on rubble.
    "seed-chaos-breather": projection(4, "chaos", 240, proj_monster(level=40, hp=1000, maxhp=1000,
                                                                    flags=PF_BRTH_CHAOS, stun=10), terrain=4),
    # Holy Light (N) on an evil light-hater.
    "seed-holy-light": projection(5, "lite", 80, proj_monster(level=20, flags=PF_EVIL | (1 << 7)), level=40,
                                  cls=2, holy_light=True),
    # RULINGS P11: hold from a monster is invalid input.
    "seed-hold-from-monster": projection(6, "hold", 50, proj_monster(flags=PF_UNDEAD), player=False),
    # Everything at the i64 extremes, unfolded (invalid), and folded.
    "seed-extremes": projection(7, "plasma", 2**63 - 1, proj_monster(level=-2**63, hp=2**63 - 1, maxhp=-1,
                                                                     flags=2**64 - 1)),
    "seed-extremes-folded": projection(8, "plasma", 2**63 - 1, proj_monster(level=-2**63, hp=2**63 - 1,
                                                                            maxhp=-1, flags=2**64 - 1),
                                       fold=True),
}



# ---------------------------------------------------------------- projection_player
# Input { seed: u64, gf: u8 (index into Gf::ALL, as GF above), dam: i64, terrain: u8, dark: bool, land: u8
#         (0 floor, 1 lava, 2 water, 3 tree, 4 rubble), fold: bool, level, exp: i64, class: u8 (as above),
#         specialties: u8 (1 evasion, 2 enhance magic, 4 shield mastery, 8 armor mastery, 16 unlight),
#         evasion_pct: i64, resist: [i64; 14] (acid elec fire cold pois light dark confusion sound shards nexus
#         nether chaos disenchant), pois_temp, pois_perm: bool, flags: u8 (1 hold life, 2 free action,
#         4 feather fall, 8 resist fear, 16 resist blind), black_breath: bool, sustains: u8 (1 str .. 32 chr),
#         stats: [i64; 6], ac, base_ac, dex_to_hit, energy, weight_limit, pack_weight, save: i64,
#         shapechanged: bool, mana: i64, temp_effects: u8, counters: [i64; 9] (stun cut poison confusion blind
#         fear hallucination slow paralysis), items: [ItemIn; 8] (weapon bow body cloak shield head hands feet),
#         shield_base_ac: i64, shield_on_back: bool, src_level: i64, morgul, unique_wraith, deathlord, archer,
#         adjacent: bool, ranged_freq: i64 }
# ItemIn { present: bool, to_h, to_d, to_a: i64, artifact: bool, ignore_acid: bool }
RESIST = ["acid", "elec", "fire", "cold", "pois", "light", "dark", "confusion", "sound", "shards", "nexus",
          "nether", "chaos", "disenchant"]
COUNTERS = ["stun", "cut", "poison", "confusion", "blind", "fear", "hallucination", "slow", "paralysis"]
SLOTS = ["weapon", "bow", "body", "cloak", "shield", "head", "hands", "feet"]


def item_in(present=False, to_h=0, to_d=0, to_a=0, artifact=False, ignore_acid=False):
    return boolean(present) + i64(to_h) + i64(to_d) + i64(to_a) + boolean(artifact) + boolean(ignore_acid)


def proj_player(seed, gf, dam, terrain=0, dark=False, land=0, fold=False, level=20, exp=10000, cls=0,
                specialties=0, evasion_pct=0, resist=None, pois_temp=False, pois_perm=False, flags=0,
                black_breath=False, sustains=0, stats=(17, 10, 10, 18, 16, 10), ac=40, base_ac=30, dex_to_hit=2,
                energy=10, weight_limit=100, pack_weight=60, save=30, shapechanged=False, mana=50,
                temp_effects=0, counters=None, items=None, shield_base_ac=0, shield_on_back=False, src_level=30,
                morgul=False, unique_wraith=False, deathlord=False, archer=False, adjacent=False, ranged_freq=0):
    resist = resist or {}
    counters = counters or {}
    items = items or {}
    return (u64(seed) + u8(GF.index(gf)) + i64(dam) + u8(terrain) + boolean(dark) + u8(land) + boolean(fold)
            + i64(level) + i64(exp) + u8(cls) + u8(specialties) + i64(evasion_pct)
            + b"".join(i64(resist.get(e, 0)) for e in RESIST) + boolean(pois_temp) + boolean(pois_perm)
            + u8(flags) + boolean(black_breath) + u8(sustains) + b"".join(i64(v) for v in stats) + i64(ac)
            + i64(base_ac) + i64(dex_to_hit) + i64(energy) + i64(weight_limit) + i64(pack_weight) + i64(save)
            + boolean(shapechanged) + i64(mana) + u8(temp_effects)
            + b"".join(i64(counters.get(c, 0)) for c in COUNTERS)
            + b"".join(items.get(slot, item_in()) for slot in SLOTS) + i64(shield_base_ac)
            + boolean(shield_on_back) + i64(src_level) + boolean(morgul) + boolean(unique_wraith)
            + boolean(deathlord) + boolean(archer) + boolean(adjacent) + i64(ranged_freq))


PROJECTION_PLAYER = {
    # A Morgul storm landing in rubble: (P), (Q), (u) on its cold quarter (RULINGS Q44), (M)'s landing.
    "seed-storm-morgul-rubble": proj_player(1, "storm", 300, land=4, level=10, resist={"elec": 35, "cold": 50},
                                            morgul=True, src_level=40),
    # Note (E) from a unique wraith (power at least 175), free action, a weapon to disenchant.
    "seed-morgul-dark-wraith": proj_player(2, "morgul_dark", 400, resist={"dark": 35}, flags=2, exp=1000000,
                                           items={"weapon": item_in(True, 10, 10)}, src_level=60,
                                           unique_wraith=True),
    # Note (l)ii: a Deathlord archer at range, hold life.
    "seed-pmissile-deathlord": proj_player(3, "pmissile", 60, flags=1, src_level=25, deathlord=True, archer=True,
                                           ranged_freq=40),
    # Notes (U), (X), (Y): shapechanged, five temporary effects.
    "seed-disenchant-shapechanged": proj_player(4, "disenchant", 200, shapechanged=True, temp_effects=5,
                                                mana=100, items={"weapon": item_in(True, 9, 9),
                                                                 "body": item_in(True, 0, 0, 12, artifact=True)}),
    # Notes (x), (y): hellfire on a dark grid with Unlight, on water.
    "seed-hellfire-unlight": proj_player(5, "hellfire", 150, terrain=2, dark=True, specialties=16,
                                         resist={"dark": 35}, src_level=50),
    # Notes (I)-(K): shards and a shield, Shield Mastery.
    "seed-shards-shield": proj_player(6, "shard", 120, specialties=4, resist={"shards": 20},
                                      items={"shield": item_in(True, 0, 0, 5)}, shield_base_ac=20),
    # Everything at its extremes, folded into range.
    "seed-extremes-folded": proj_player(7, "gravity", -1, land=1, fold=True, level=-1, exp=-1,
                                        resist={e: -1 for e in RESIST}, stats=(-1,) * 6, ac=-1, base_ac=-1,
                                        energy=-1, weight_limit=-1, pack_weight=-1, save=-1, mana=-1,
                                        temp_effects=255, counters={c: -1 for c in COUNTERS}, src_level=-1,
                                        ranged_freq=-1),
}

# Inputs found by fuzzing, kept byte for byte (issue 27): a valid attack roll
# with `max_rolls` outside 1..=20, which `roll_attack_limited` accepts (at least
# one d100) while `extra_damage_limited` refuses it.
TABLETOP["seed-limited-roll-max-rolls-out-of-range"] = bytes.fromhex(
    "0c00000000000000000000050000000000000010000000000000000d0000000000000000000100010100000000000000"
    "000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000"
    "0000000000000000000000000000000000000000000000000000000a0000000000000000000000000000000000000000"
    "0000000000000000000000280002610007010000000000000003000000000000000000000000000000ecffffffffffff"
    "ff00010000000000000000000000000106000000000000000000fbffffffffffffff0104000000000000000000000000"
    "000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000"
    "0000000000000000000000000000000a0000000000000001020200000000000000000000000000000001000000000000"
    "000100000000000000010000000000000001000000000000000000000000000000000000000000000000002c01000000"
    "0000000c0000000000000000000001000500000000000000520000000000000006050000000000000043000000000000"
    "000c00000000000000020000000000000002000000000000000100000000000000000000000000000000000000000000"
    "0000000000000000000000000100000103010000000000000001000000000000000104000000000000001e0000000000"
    "000004000000000000001e000000000000000101031f1f0a0a0a0b000000000000000004006400000000000000005200"
    "00000000000043000000000000002c010000000000000c000000000000000c00000000000000"
)

# F16 (issue 27 run, fixed in the library): 2d6 + (i64::MAX - 3) raw dice, a folded attack value
# of -152 (10+ overhit d4s): `total_damage` with cap 4 says every value up to
# i64::MAX is listed, but the sampled damage i64::MAX (saturated) is not.
TABLETOP["seed-f16-total-damage-saturated-cap"] = bytes.fromhex(
    "0e000000009dffffff0000050000000000000010000000000000000d0000000000000000000100010100000000000000"
    "000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000"
    "0000000000000000000000000000000000000000000000000000000a0000000000000028000261000005000000000000"
    "0012000000000000000000000000000000000000000000000003010000000000000001000000030206fcffffffffffff"
    "7f000000000000000000000000000000000000000000000000000000000000000000000000000c000000000000000000"
    "0001000500000000000000520000000000000006050000000000000043000000000000000c0000000000000002000000"
    "00000000020000000000000001000000000000000000000000000000050000000000d6d6d6d6d6d6d6d6d6d6d6d6d6d6"
    "d6d6d6d6d6d6d6d6d6d6d6d6d6d6d6d6d6d6d6d6d6d6d6d6d6d6d6d6d6d6d6d6d6d6d6d6d6d6d6d6d6d6d6d6d6d6d6d6"
    "d6d6d6d6d6d6d6d6d6d6d6d6d6d6d6d6d6d6d6d6d6d6d6d6d6d6d6d6d6d6d6d6d6d6d600004300000000000000000000"
    "0000000000000000000000000100000103010000000000000001000000000000000104000000000000001e0000000000"
    "000004000000000000001e000000000000000101031f1f0a0a0a0b000000000000000004006400000000000000005200"
    "00000000000043000000000000002c0100000000000000050000000000000c00000000000000"
)

# F17 (issue 27 ten-minute run): this target's own check of `apply_parry` at
# i64::MIN with a negative parry (saturated, so not lower): fixed in the target.
TABLETOP["seed-apply-parry-saturated"] = bytes.fromhex(
    "0f00000000000000000000050000000000000010000000000000000d0000000000000000000100010100000009000000"
    "000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000"
    "0000000000000000000000000000000000000000000000000000000a0000000000000028000261000005000000000000"
    "001200000000000000000000000000000000000000000000000301000000000000000100000000010600000000000000"
    "0000020000000000000001040000000000000000000000000010000000000000000d0000000000000000000100010100"
    "000009000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000"
    "0000000000000000000000000000000000000000000000000000000000000000000a0000000000010028000261000005"
    "000000000000001200000000000000000a03000000000000000284030000000000000000000000000000000000000000"
    "000000000000000000000000000000000000000000000000000000000000000000030100000000000000010000000001"
    "000000000006000000000200000000000000010400000000000000000000000000000000000000000000000000000401"
    "000000000000000000000b00000000000000000000000000000000000000000000000000010500000000500071250000"
    "000000000000000000000000000000000000000000000000000000000000000000000080000000f1d8ffffffffffffff"
    "18fcffffffffffff000001ffff0005f90000000000001200000000000000000000000000000000000000000000000314"
    "0000000000000001000004000000000000001e000000000000000000000100000000000000"
)

TARGETS = {"roller": ROLLER, "angband_melee": ANGBAND_MELEE, "traps": TRAPS, "c_api": C_API, "tabletop": TABLETOP,
           "powder": POWDER, "projection_monster": PROJECTION_MONSTER,
           "projection_player": PROJECTION_PLAYER}

if __name__ == "__main__":
    for target, seeds in TARGETS.items():
        for name, data in seeds.items():
            write(target, name, data)
        print(f"{target}: {len(seeds)} seeds")
