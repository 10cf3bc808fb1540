//! A monster's flags as Oangband 1.1.0 holds them: `monster_race.flags1` to
//! `flags4` (the game's `RF1_*` to `RF4_*` bits, `defines.h`), read into the
//! flags seed 000 names, uniqueness and whether the monster can move; and its
//! speeds as the game stores them (`m_ptr->mspeed`, `r_ptr->speed`: 110 is
//! normal speed).
//!
//! The game's words carry many bits the projection never reads (drops, spells,
//! escorts, ...): those are ignored, so a game passes its words as it holds
//! them. Two of the game's names differ from the seed's: `RF4_BRTH_DISEN` is
//! the seed's `BRTH_DISE` and `RF3_RES_WATE` its `RES_WATER`.

use super::input::{Monster, MonsterFlags};

/// The speed the game stores for a monster of normal speed: `mspeed` and
/// `r_ptr->speed` are `110 + offset` (+10 fast is 120). [`Monster::speed`] and
/// [`Monster::race_speed`] are offsets (RULINGS P12).
pub const GAME_NORMAL_SPEED: i64 = 110;

/// `RF1_UNIQUE`, bit 0 of `flags1`: a unique.
pub const RF1_UNIQUE: u32 = 1 << 0;
/// `RF1_NEVER_MOVE`, bit 17 of `flags1`: never moves (so it does not avoid
/// projections on rubble and trees).
pub const RF1_NEVER_MOVE: u32 = 1 << 17;

/// Each game bit the projection reads and the seed flag it is: `(word, bit,
/// flag)`, `word` 0 for `flags1` ... 3 for `flags4`. Bits are Oangband
/// 1.1.0's (`defines.h`, `RF2_MORGUL_MAGIC` ... `RF4_BRTH_TIME`).
pub const RACE_FLAG_BITS: [(usize, u32, MonsterFlags); 35] = [
    (1, 1 << 29, MonsterFlags::MORGUL_MAGIC), // RF2_MORGUL_MAGIC
    (2, 1 << 0, MonsterFlags::ORC),           // RF3_ORC
    (2, 1 << 3, MonsterFlags::DRAGON),        // RF3_DRAGON
    (2, 1 << 4, MonsterFlags::DEMON),         // RF3_DEMON
    (2, 1 << 5, MonsterFlags::UNDEAD),        // RF3_UNDEAD
    (2, 1 << 6, MonsterFlags::EVIL),          // RF3_EVIL
    (2, 1 << 12, MonsterFlags::HURT_LITE),    // RF3_HURT_LITE
    (2, 1 << 13, MonsterFlags::HURT_ROCK),    // RF3_HURT_ROCK
    (2, 1 << 16, MonsterFlags::IM_ACID),      // RF3_IM_ACID
    (2, 1 << 17, MonsterFlags::IM_ELEC),      // RF3_IM_ELEC
    (2, 1 << 18, MonsterFlags::IM_FIRE),      // RF3_IM_FIRE
    (2, 1 << 19, MonsterFlags::IM_COLD),      // RF3_IM_COLD
    (2, 1 << 20, MonsterFlags::IM_POIS),      // RF3_IM_POIS
    (2, 1 << 22, MonsterFlags::RES_NETH),     // RF3_RES_NETH
    (2, 1 << 23, MonsterFlags::RES_WATER),    // RF3_RES_WATE
    (2, 1 << 24, MonsterFlags::RES_PLAS),     // RF3_RES_PLAS
    (2, 1 << 25, MonsterFlags::RES_NEXU),     // RF3_RES_NEXU
    (2, 1 << 26, MonsterFlags::RES_DISE),     // RF3_RES_DISE
    (2, 1 << 28, MonsterFlags::NO_FEAR),      // RF3_NO_FEAR
    (2, 1 << 30, MonsterFlags::NO_CONF),      // RF3_NO_CONF
    (2, 1 << 31, MonsterFlags::NO_SLEEP),     // RF3_NO_SLEEP
    (3, 1 << 13, MonsterFlags::BRTH_PLAS),    // RF4_BRTH_PLAS
    (3, 1 << 14, MonsterFlags::BRTH_LITE),    // RF4_BRTH_LITE
    (3, 1 << 15, MonsterFlags::BRTH_DARK),    // RF4_BRTH_DARK
    (3, 1 << 16, MonsterFlags::BRTH_CONFU),   // RF4_BRTH_CONFU
    (3, 1 << 17, MonsterFlags::BRTH_SOUND),   // RF4_BRTH_SOUND
    (3, 1 << 18, MonsterFlags::BRTH_SHARD),   // RF4_BRTH_SHARD
    (3, 1 << 19, MonsterFlags::BRTH_INER),    // RF4_BRTH_INER
    (3, 1 << 20, MonsterFlags::BRTH_GRAV),    // RF4_BRTH_GRAV
    (3, 1 << 21, MonsterFlags::BRTH_FORCE),   // RF4_BRTH_FORCE
    (3, 1 << 22, MonsterFlags::BRTH_NEXUS),   // RF4_BRTH_NEXUS
    (3, 1 << 23, MonsterFlags::BRTH_NETHR),   // RF4_BRTH_NETHR
    (3, 1 << 24, MonsterFlags::BRTH_CHAOS),   // RF4_BRTH_CHAOS
    (3, 1 << 25, MonsterFlags::BRTH_DISE),    // RF4_BRTH_DISEN
    (3, 1 << 26, MonsterFlags::BRTH_TIME),    // RF4_BRTH_TIME
];

/// The bits of each word [`RACE_FLAG_BITS`] lists.
const RACE_FLAG_MASKS: [u32; 4] = {
    let mut masks = [0u32; 4];
    let mut i = 0;
    while i < RACE_FLAG_BITS.len() {
        masks[RACE_FLAG_BITS[i].0] |= RACE_FLAG_BITS[i].1;
        i += 1;
    }
    masks
};

/// [`RACE_FLAG_BITS`] as a table: the flag bits of word `w`'s bit `b` at
/// `[w][b]` (0 for the bits not listed).
const RACE_FLAG_MAP: [[u64; 32]; 4] = {
    let mut map = [[0u64; 32]; 4];
    let mut i = 0;
    while i < RACE_FLAG_BITS.len() {
        let (word, bit, flag) = RACE_FLAG_BITS[i];
        map[word][bit.trailing_zeros() as usize] |= flag.bits();
        i += 1;
    }
    map
};

/// What Oangband 1.1.0's `monster_race.flags1..flags4` say to the projection:
/// the seed's flags, uniqueness (`RF1_UNIQUE`) and `RF1_NEVER_MOVE`.
///
/// ```
/// use roguerules_projection::monster::{RaceFlags, Monster, MonsterFlags};
///
/// // A unique, never-moving, evil undead (RF3_UNDEAD | RF3_EVIL) that breathes
/// // disenchantment (RF4_BRTH_DISEN) and carries a drop bit (RF1_DROP_GOOD).
/// let race = RaceFlags([0x0002_0001 | 0x1000_0000, 0, 0x60, 0x0200_0000]);
/// assert_eq!(race.flags(), MonsterFlags::UNDEAD | MonsterFlags::EVIL | MonsterFlags::BRTH_DISE);
/// assert!(race.unique() && !race.can_move());
///
/// let mut m = Monster::default();
/// race.apply(&mut m);
/// assert!(m.unique && !m.can_move && m.flags.contains(MonsterFlags::BRTH_DISE));
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct RaceFlags(pub [u32; 4]);

impl RaceFlags {
    /// The seed flags the words hold (bits the projection does not read are
    /// ignored).
    #[inline(always)]
    pub fn flags(&self) -> MonsterFlags {
        MonsterFlags::from_race_flags(self.0)
    }

    /// `RF1_UNIQUE` is set.
    pub const fn unique(&self) -> bool {
        self.0[0] & RF1_UNIQUE != 0
    }

    /// `RF1_NEVER_MOVE` is clear.
    pub const fn can_move(&self) -> bool {
        self.0[0] & RF1_NEVER_MOVE == 0
    }

    /// Adds the words to `m`: its flags gain [`RaceFlags::flags`], it becomes a
    /// unique if `RF1_UNIQUE` is set and cannot move if `RF1_NEVER_MOVE` is
    /// (nothing is taken away otherwise).
    pub fn apply(&self, m: &mut Monster) {
        m.flags |= self.flags();
        m.unique |= self.unique();
        m.can_move &= self.can_move();
    }
}

impl MonsterFlags {
    /// The seed flags held by Oangband 1.1.0's `monster_race.flags1..flags4`
    /// (`[flags1, flags2, flags3, flags4]`), by [`RACE_FLAG_BITS`]; every other
    /// bit is ignored. Uniqueness and `RF1_NEVER_MOVE` are not flags here: see
    /// [`RaceFlags`].
    #[inline(always)]
    pub fn from_race_flags(words: [u32; 4]) -> MonsterFlags {
        // Words with no bit the projection reads (a game passing none, or a
        // plain monster's) are told apart with one test, in line; only the
        // others walk the table, out of line.
        let m = RACE_FLAG_MASKS;
        let read = (words[0] & m[0]) | (words[1] & m[1]) | (words[2] & m[2]) | (words[3] & m[3]);
        if read == 0 { MonsterFlags::empty() } else { Self::from_race_flags_read(words) }
    }

    /// [`MonsterFlags::from_race_flags`] for words with some bit it reads.
    #[inline(never)]
    fn from_race_flags_read(words: [u32; 4]) -> MonsterFlags {
        // Only the set bits the projection reads are visited, each mapped by a
        // table built from the list.
        let mut bits = 0;
        for ((word, mask), map) in words.iter().zip(&RACE_FLAG_MASKS).zip(&RACE_FLAG_MAP) {
            let mut read = word & mask;
            while read != 0 {
                bits |= map[read.trailing_zeros() as usize];
                read &= read - 1;
            }
        }
        MonsterFlags::from_bits_retain(bits)
    }
}

/// A speed as the game stores it (`mspeed`, `r_ptr->speed`, 0..=255) as the
/// offset [`Monster`] takes: `stored - 110`.
pub const fn speed_from_game(stored: i64) -> i64 {
    stored - GAME_NORMAL_SPEED
}

/// An offset as the game stores it: `offset + 110`.
pub const fn speed_to_game(offset: i64) -> i64 {
    offset + GAME_NORMAL_SPEED
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Oangband 1.1.0's `defines.h`, written down as facts: each `RF*` name, its
    /// word (1..=4) and its value, with the seed flag it stands for.
    const GAME: [(&str, usize, u32, &str); 35] = [
        ("RF2_MORGUL_MAGIC", 2, 0x2000_0000, "MORGUL_MAGIC"),
        ("RF3_ORC", 3, 0x0000_0001, "ORC"),
        ("RF3_DRAGON", 3, 0x0000_0008, "DRAGON"),
        ("RF3_DEMON", 3, 0x0000_0010, "DEMON"),
        ("RF3_UNDEAD", 3, 0x0000_0020, "UNDEAD"),
        ("RF3_EVIL", 3, 0x0000_0040, "EVIL"),
        ("RF3_HURT_LITE", 3, 0x0000_1000, "HURT_LITE"),
        ("RF3_HURT_ROCK", 3, 0x0000_2000, "HURT_ROCK"),
        ("RF3_IM_ACID", 3, 0x0001_0000, "IM_ACID"),
        ("RF3_IM_ELEC", 3, 0x0002_0000, "IM_ELEC"),
        ("RF3_IM_FIRE", 3, 0x0004_0000, "IM_FIRE"),
        ("RF3_IM_COLD", 3, 0x0008_0000, "IM_COLD"),
        ("RF3_IM_POIS", 3, 0x0010_0000, "IM_POIS"),
        ("RF3_RES_NETH", 3, 0x0040_0000, "RES_NETH"),
        ("RF3_RES_WATE", 3, 0x0080_0000, "RES_WATER"),
        ("RF3_RES_PLAS", 3, 0x0100_0000, "RES_PLAS"),
        ("RF3_RES_NEXU", 3, 0x0200_0000, "RES_NEXU"),
        ("RF3_RES_DISE", 3, 0x0400_0000, "RES_DISE"),
        ("RF3_NO_FEAR", 3, 0x1000_0000, "NO_FEAR"),
        ("RF3_NO_CONF", 3, 0x4000_0000, "NO_CONF"),
        ("RF3_NO_SLEEP", 3, 0x8000_0000, "NO_SLEEP"),
        ("RF4_BRTH_PLAS", 4, 0x0000_2000, "BRTH_PLAS"),
        ("RF4_BRTH_LITE", 4, 0x0000_4000, "BRTH_LITE"),
        ("RF4_BRTH_DARK", 4, 0x0000_8000, "BRTH_DARK"),
        ("RF4_BRTH_CONFU", 4, 0x0001_0000, "BRTH_CONFU"),
        ("RF4_BRTH_SOUND", 4, 0x0002_0000, "BRTH_SOUND"),
        ("RF4_BRTH_SHARD", 4, 0x0004_0000, "BRTH_SHARD"),
        ("RF4_BRTH_INER", 4, 0x0008_0000, "BRTH_INER"),
        ("RF4_BRTH_GRAV", 4, 0x0010_0000, "BRTH_GRAV"),
        ("RF4_BRTH_FORCE", 4, 0x0020_0000, "BRTH_FORCE"),
        ("RF4_BRTH_NEXUS", 4, 0x0040_0000, "BRTH_NEXUS"),
        ("RF4_BRTH_NETHR", 4, 0x0080_0000, "BRTH_NETHR"),
        ("RF4_BRTH_CHAOS", 4, 0x0100_0000, "BRTH_CHAOS"),
        ("RF4_BRTH_DISEN", 4, 0x0200_0000, "BRTH_DISE"),
        ("RF4_BRTH_TIME", 4, 0x0400_0000, "BRTH_TIME"),
    ];

    fn words(word: usize, value: u32) -> [u32; 4] {
        let mut w = [0; 4];
        w[word - 1] = value;
        w
    }

    /// Each mapped game flag, alone, gives exactly its seed flag and nothing
    /// about uniqueness or moving.
    #[test]
    fn each_game_flag_is_its_seed_flag() {
        for (name, word, value, seed) in GAME {
            let want = MonsterFlags::parse(seed).unwrap();
            let race = RaceFlags(words(word, value));
            assert_eq!(race.flags(), want, "{name}");
            assert!(!race.unique() && race.can_move(), "{name}");
        }
    }

    /// Every seed flag has its game bit: the table covers them all.
    #[test]
    fn the_table_covers_every_seed_flag() {
        let all = GAME.iter().fold(MonsterFlags::empty(), |acc, (_, word, value, _)| {
            acc | MonsterFlags::from_race_flags(words(*word, *value))
        });
        assert_eq!(all, MonsterFlags::all());
        assert_eq!(MonsterFlags::from_race_flags([u32::MAX; 4]), MonsterFlags::all());
    }

    /// The game's bits the projection does not read change nothing.
    #[test]
    fn other_bits_are_ignored() {
        let read: [u32; 4] = GAME.iter().fold([0; 4], |mut acc, (_, word, value, _)| {
            acc[word - 1] |= value;
            acc
        });
        // flags1 is read for RF1_UNIQUE and RF1_NEVER_MOVE only.
        let others = [!(RF1_UNIQUE | RF1_NEVER_MOVE), !read[1], !read[2], !read[3]];
        let race = RaceFlags(others);
        assert_eq!(race.flags(), MonsterFlags::empty());
        assert!(!race.unique() && race.can_move());
    }

    #[test]
    fn unique_and_never_move_are_in_flags1() {
        // RF1_UNIQUE 0x00000001, RF1_NEVER_MOVE 0x00020000.
        assert_eq!((RF1_UNIQUE, RF1_NEVER_MOVE), (0x0000_0001, 0x0002_0000));
        let race = RaceFlags([0x0000_0001, 0, 0, 0]);
        assert!(race.unique() && race.can_move() && race.flags().is_empty());
        let race = RaceFlags([0x0002_0000, 0, 0, 0]);
        assert!(!race.unique() && !race.can_move());
        // The same bits in another word are not uniqueness nor NEVER_MOVE.
        let race = RaceFlags([0, 0x0002_0001, 0x0002_0001, 0x0002_0001]);
        assert!(!race.unique() && race.can_move());
    }

    #[test]
    fn apply_adds_and_never_takes_away() {
        let mut m = Monster { unique: true, flags: MonsterFlags::ORC, ..Monster::default() };
        RaceFlags([0, 0, 0x0004_0000, 0]).apply(&mut m);
        assert_eq!(m.flags, MonsterFlags::ORC | MonsterFlags::IM_FIRE);
        assert!(m.unique && m.can_move);
        RaceFlags([RF1_NEVER_MOVE, 0, 0, 0]).apply(&mut m);
        assert!(!m.can_move);
        // A race without NEVER_MOVE does not make an immobile monster move.
        RaceFlags::default().apply(&mut m);
        assert!(!m.can_move);
    }

    #[test]
    fn speeds_are_stored_plus_110() {
        assert_eq!(speed_from_game(110), 0);
        assert_eq!(speed_from_game(120), 10);
        assert_eq!(speed_from_game(0), -110);
        assert_eq!(speed_from_game(255), 145);
        for stored in 0..=255 {
            assert_eq!(speed_to_game(speed_from_game(stored)), stored);
        }
    }
}
