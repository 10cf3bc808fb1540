//! A projection on a monster from C (seed 000, the monster table, its notes
//! (a)-(O) and final notes i-v, the terrain adjustment): one projection
//! sampled, and the exact damage distribution, mean damage and kill chance.

use super::codes::*;
use super::{gf, terrain};
use crate::boundary::{Out, pmf_entry, produce, produce_in_place, try_ref};
use crate::convert::{bounded_i32, decode, encode, flag, rr_fraction, rr_value_probability, yes_no};
use crate::random::{rr_random, with_roller};
use crate::reading::reading;
use crate::status::rr_status;
use roguerules_projection::monster::{
    self, MonsterFlags, MonsterInput, MonsterOutcomeSink, MonsterView, RaceFlags, ResistLine,
};
use roguerules_projection::{PlayerSource, Source};
use std::ffi::c_char;
use std::marker::PhantomData;

/// Who projects (seed 000, monster table: the player, or another monster's
/// breath or spell; RULINGS P6, P11).
#[repr(C)]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct rr_project_source {
    /// 1: the player, described by the fields below; 0: a monster (the fields
    /// below are then ignored): it cannot kill a unique (final note i), does
    /// not supercharge nor beguile, and cannot cast `GF_HOLD` or
    /// `GF_HOLD_UNDEAD`.
    pub player: u8,
    /// The character's level, 1..=50 ((D), (E), (M), (N)).
    pub level: i32,
    /// `RR_PROJECT_CLASS_*`: supercharging in (A)-(C), (I)-(K).
    pub pclass: u32,
    /// The Beguile specialty: 1/2 more power in (A)-(C) and (I)-(K).
    pub beguile: u8,
    /// The Holy Light specialty: the fear attempts of (M) and (N).
    pub holy_light: u8,
}

/// The monster a projection hits: everything seed 000's monster table and
/// notes look at. Yes/no fields are 1 or 0.
///
/// A game in the Oangband family can pass its monster as it holds it: its
/// race's `flags1..flags4` words in `race_flags1..race_flags4` (read with
/// `flags`, `unique` and `can_move`, see each field) and, with
/// `stored_speeds` = 1, its speeds as it stores them (`m_ptr->mspeed`,
/// `r_ptr->speed`: 110 is normal).
#[repr(C)]
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct rr_project_monster_state {
    /// Its name, NUL-terminated, or NULL for none (""): notes (m), (r), (u)
    /// test whether it begins with "Water", "Nexus" or "Disen" (compared
    /// byte for byte, case-sensitively; any bytes are accepted).
    pub name: *const c_char,
    /// The display character (`d_char`): note (v)'s `E`, `g` and `v` resist
    /// draining. A byte; values above 127 are read as Latin-1.
    pub display_char: c_char,
    /// Its level, 0..=255.
    pub level: i32,
    /// Current hit points, 0..=`maxhp` (0 HP is alive).
    pub hp: i32,
    /// Maximum hit points, 1..=32767 (notes (q), (x), (y)).
    pub maxhp: i32,
    /// Armour class, 0..=32767 (note (b)).
    pub ac: i32,
    /// A unique. The monster is a unique when this is 1 or `race_flags1` has
    /// `RF1_UNIQUE` (0x00000001).
    pub unique: u8,
    /// Can move: only such monsters avoid projections on rubble and trees.
    /// The monster can move when this is 1 and `race_flags1` lacks
    /// `RF1_NEVER_MOVE` (0x00020000): a game passing its race flags sets 1
    /// here and lets `RF1_NEVER_MOVE` decide.
    pub can_move: u8,
    /// `RR_MON_*` bits. The monster's flags are these OR the flags read from
    /// `race_flags1..race_flags4`.
    pub flags: u64,
    /// Current speed: with `stored_speeds` 0, an offset from normal (+10
    /// fast), -110..=145; with `stored_speeds` 1, as the game stores it
    /// (`m_ptr->mspeed`: 110 normal, 120 fast), 0..=255.
    pub speed: i32,
    /// The race's base speed, in the same convention as `speed` (note (A);
    /// `r_ptr->speed` with `stored_speeds` 1).
    pub race_speed: i32,
    /// Current stun counter, 0..=200.
    pub stun: i32,
    /// Current confusion counter, 0..=200.
    pub confusion: i32,
    /// Current fear counter, 0..=200.
    pub fear: i32,
    /// Current sleep counter, 0..=32767.
    pub sleep: i32,
    /// Current mana, 0..=32767 (note (O)).
    pub mana: i32,
    /// Oangband 1.1.0's `monster_race.flags1` (`RF1_*`) as the game holds it,
    /// or 0. Read: `RF1_UNIQUE` (0x00000001; see `unique`) and
    /// `RF1_NEVER_MOVE` (0x00020000; see `can_move`). Other bits are ignored.
    pub race_flags1: u32,
    /// `monster_race.flags2` (`RF2_*`), or 0. Read: `RF2_MORGUL_MAGIC`
    /// (0x20000000) as `RR_MON_MORGUL_MAGIC`. Other bits are ignored.
    pub race_flags2: u32,
    /// `monster_race.flags3` (`RF3_*`), or 0. Read, each as the `RR_MON_*`
    /// flag of the same name: `ORC` 0x1, `DRAGON` 0x8, `DEMON` 0x10, `UNDEAD`
    /// 0x20, `EVIL` 0x40, `HURT_LITE` 0x1000, `HURT_ROCK` 0x2000, `IM_ACID`
    /// 0x10000, `IM_ELEC` 0x20000, `IM_FIRE` 0x40000, `IM_COLD` 0x80000,
    /// `IM_POIS` 0x100000, `RES_NETH` 0x400000, `RES_WATE` 0x800000 (as
    /// `RR_MON_RES_WATER`), `RES_PLAS` 0x1000000, `RES_NEXU` 0x2000000,
    /// `RES_DISE` 0x4000000, `NO_FEAR` 0x10000000, `NO_CONF` 0x40000000,
    /// `NO_SLEEP` 0x80000000. Other bits are ignored.
    pub race_flags3: u32,
    /// `monster_race.flags4` (`RF4_*`), or 0. Read, each as the `RR_MON_*`
    /// flag of the same name: `BRTH_PLAS` 0x2000, `BRTH_LITE` 0x4000,
    /// `BRTH_DARK` 0x8000, `BRTH_CONFU` 0x10000, `BRTH_SOUND` 0x20000,
    /// `BRTH_SHARD` 0x40000, `BRTH_INER` 0x80000, `BRTH_GRAV` 0x100000,
    /// `BRTH_FORCE` 0x200000, `BRTH_NEXUS` 0x400000, `BRTH_NETHR` 0x800000,
    /// `BRTH_CHAOS` 0x1000000, `BRTH_DISEN` 0x2000000 (as
    /// `RR_MON_BRTH_DISE`), `BRTH_TIME` 0x4000000. Other bits are ignored.
    pub race_flags4: u32,
    /// 0: `speed` and `race_speed` are offsets from normal speed (0 normal,
    /// +10 fast), and so is the outcome's `speed`. 1: all three are as
    /// Oangband stores them, normal speed + 110 (`mspeed`, `r_ptr->speed`;
    /// 110 normal, 120 fast; the outcome's `speed` is the new `mspeed`).
    pub stored_speeds: u8,
    /// 1 when the player does not see the monster (Oangband's `m_ptr->ml` is
    /// false), else 0. Oangband 1.1.0 reading only: the monster memory learns
    /// nothing (the outcome's `learned` is 0) and the plasma memory's
    /// `rand_int(2)` is not drawn. The seed reading ignores it.
    pub unseen: u8,
    /// Turns of stasis already on the monster (Oangband's `m_ptr->stasis`),
    /// 0..=255. Oangband 1.1.0 reading only: a monster in stasis is left as it
    /// is, with no draw. The seed reading ignores it.
    pub stasis: i32,
}

impl Default for rr_project_monster_state {
    /// No name, `' '`, level 0, 1 of 1 HP, can move, no flags, normal speed,
    /// no counters (the Rust default).
    fn default() -> Self {
        rr_project_monster_state {
            name: std::ptr::null(),
            display_char: b' ' as c_char,
            level: 0,
            hp: 1,
            maxhp: 1,
            ac: 0,
            unique: 0,
            can_move: 1,
            flags: 0,
            speed: 0,
            race_speed: 0,
            stun: 0,
            confusion: 0,
            fear: 0,
            sleep: 0,
            mana: 0,
            race_flags1: 0,
            race_flags2: 0,
            race_flags3: 0,
            race_flags4: 0,
            stored_speeds: 0,
            unseen: 0,
            stasis: 0,
        }
    }
}

/// One projection on one monster (seed 000, monster table).
#[repr(C)]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct rr_project_monster_input {
    /// The damage type: Oangband's `GF_*` number (`RR_GF_*`; every type of
    /// the monster table, so not `RR_GF_WHIP` nor `RR_GF_KILL_TRAP`).
    pub gf: u32,
    /// The damage, or the power or distance of the types that do no damage
    /// (RULINGS P13), 0..=5000.
    pub dam: i32,
    /// The terrain under the monster: `RR_FEAT_*`.
    pub terrain: u32,
    /// Who projects.
    pub source: rr_project_source,
    /// The monster hit.
    pub monster: rr_project_monster_state,
    /// The reading to follow: `RR_READING_SEED` (0) or
    /// `RR_READING_OANGBAND_1_1_0` (1, the released game's code, draw for
    /// draw); any other code is `RR_INVALID_ARGUMENT`.
    pub reading: u32,
}

/// What a projection does to a monster (seed 000, monster table and final
/// notes): the values after every cap and stacking rule, for the game to
/// apply. Counters, speed and mana are the values after (unchanged when the
/// projection does not touch them); `stasis`, `teleport` and `thrust` are 0
/// for none. A killed monster gets nothing but the damage.
#[repr(C)]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct rr_project_monster_outcome {
    /// 1: the monster avoided the projection on rubble or trees (terrain note
    /// (a)) and nothing else happened.
    pub avoided: u8,
    /// The damage done: after terrain, resistance, note (b)'s armour and (n)'s
    /// extra half; 0 for the types that do no damage.
    pub damage: i32,
    /// 1: killed (final note i: damage above the hit points, never a unique
    /// hit by a monster).
    pub killed: u8,
    /// Hit points after; 0 when killed (see `killed`).
    pub hp: i32,
    /// Hit points lost: the damage, or less when a monster leaves a unique at 0.
    pub hp_lost: i32,
    /// Hit points healed (notes (x), (y)).
    pub healed: i32,
    /// 1 when a resist line applied (`resist_condition`, `resist_fraction`).
    pub has_resist: u8,
    /// The resist line's condition: `RR_CONDITION_*` (0 without one).
    pub resist_condition: u32,
    /// The resist line's fraction: `RR_FRACTION_*` (0 without one).
    pub resist_fraction: u32,
    /// 1: note (b), the armour took the whole hit.
    pub ac_blocked: u8,
    /// Stun counter after (final note iii).
    pub stun: i32,
    /// Confusion counter after (final note iv).
    pub confusion: i32,
    /// Fear counter after (final note v).
    pub fear: i32,
    /// Sleep counter after (note (B) sets 350).
    pub sleep: i32,
    /// Turns of stasis imposed (notes (D), (E)).
    pub stasis: i32,
    /// Distance teleported (notes (j), (q), (s), (F)-(H)).
    pub teleport: i32,
    /// Distance thrust away (note (l)).
    pub thrust: i32,
    /// 1: polymorphed (notes (t), (w); final note ii).
    pub polymorph: u8,
    /// 1: cloned (note (x)).
    pub clone: u8,
    /// Speed after: an offset from normal, or as the game stores it when the
    /// input's `monster.stored_speeds` is 1.
    pub speed: i32,
    /// Mana after (note (O)).
    pub mana: i32,
}

impl TryFrom<&rr_project_source> for Source {
    type Error = rr_status;

    #[inline(always)]
    fn try_from(s: &rr_project_source) -> Result<Source, rr_status> {
        Ok(if yes_no(s.player)? {
            Source::Player(PlayerSource {
                level: s.level.into(),
                class: decode(&CLASSES, s.pclass)?,
                beguile: yes_no(s.beguile)?,
                holy_light: yes_no(s.holy_light)?,
            })
        } else {
            Source::Monster
        })
    }
}

/// The first bytes of [`monster::NAME_PREFIXES`]: `true` at each.
const NAME_FIRST_BYTES: [bool; 256] = {
    let mut set = [false; 256];
    let mut i = 0;
    while i < monster::NAME_PREFIXES.len() {
        set[monster::NAME_PREFIXES[i].as_bytes()[0] as usize] = true;
        i += 1;
    }
    set
};

/// The part of a C name the rules read ([`monster::name_as_read`]), in two
/// steps: the first byte, in line, rules out every name that begins with none
/// of [`monster::NAME_PREFIXES`]' first letters (a cave orc's); only the others
/// are compared in place ([`name_compared`]). No length scan, no copy, no
/// allocation.
///
/// # Safety
///
/// `name` must be NULL or a NUL-terminated string.
#[inline(always)]
unsafe fn name_as_read(name: *const c_char) -> &'static str {
    if name.is_null() {
        return "";
    }
    // SAFETY: a NUL-terminated string has a first byte (its terminator at the
    // latest; the function's contract).
    let first = unsafe { *name } as u8;
    if !NAME_FIRST_BYTES[usize::from(first)] {
        return "";
    }
    // SAFETY: the same contract.
    unsafe { name_compared(name) }
}

/// [`name_as_read`] for a name whose first byte begins some prefix: its bytes
/// compared in place with each tested beginning, stopping at the first
/// difference (the NUL differs from every letter, so nothing past it is read).
///
/// # Safety
///
/// `name` must be a NUL-terminated string.
#[inline(never)]
unsafe fn name_compared(name: *const c_char) -> &'static str {
    monster::name_as_read(|prefix| {
        prefix.bytes().enumerate().all(|(i, b)| {
            // SAFETY: bytes up to the first that differs from `prefix`, at the
            // latest the terminator (the function's contract).
            (unsafe { *name.add(i) }) as u8 == b
        })
    })
}

/// The C monster as the rules read it ([`MonsterView`]), in place: what the
/// conversion combines (the name as read, the flag bits with the race
/// words) is held here; every number and yes/no byte is read from the
/// caller's struct when the rule asks for it (a speed converted from the
/// game's storage when `stored_speeds` is 1; uniqueness and movement with
/// the race words), so no `Monster` is built on each call.
#[derive(Debug, Clone, Copy)]
pub(crate) struct CMonster<'a> {
    /// The caller's struct.
    c: &'a rr_project_monster_state,
    /// The part of its name the rules read ([`name_as_read`]).
    name: &'static str,
    /// `flags` OR the flags read from the race words.
    flags: MonsterFlags,
}

// The yes/no bytes (`stored_speeds`, `unique`, `can_move`, `unseen`) are
// checked (0 or 1) when the view is built ([`monster_input`]) and read from
// the caller's struct when asked: held here, each was one more value kept
// aside and stored on every call (about 2 instructions each).
impl CMonster<'_> {
    /// `stored_speeds` is 1.
    #[inline(always)]
    fn stored(&self) -> bool {
        self.c.stored_speeds != 0
    }

    /// The race words, as read for uniqueness and movement.
    #[inline(always)]
    fn race(&self) -> RaceFlags {
        let c = self.c;
        RaceFlags([c.race_flags1, c.race_flags2, c.race_flags3, c.race_flags4])
    }

    /// A speed as the rules take it: an offset from normal.
    #[inline(always)]
    fn offset(&self, s: i32) -> i64 {
        if self.stored() { monster::speed_from_game(s.into()) } else { s.into() }
    }
}

impl MonsterView for CMonster<'_> {
    #[inline(always)]
    fn name(&self) -> &str {
        self.name
    }
    #[inline(always)]
    fn char(&self) -> char {
        char::from(self.c.display_char as u8)
    }
    #[inline(always)]
    fn level(&self) -> i64 {
        self.c.level.into()
    }
    #[inline(always)]
    fn hp(&self) -> i64 {
        self.c.hp.into()
    }
    #[inline(always)]
    fn maxhp(&self) -> i64 {
        self.c.maxhp.into()
    }
    #[inline(always)]
    fn ac(&self) -> i64 {
        self.c.ac.into()
    }
    #[inline(always)]
    fn unique(&self) -> bool {
        (self.c.unique != 0) | self.race().unique()
    }
    #[inline(always)]
    fn can_move(&self) -> bool {
        (self.c.can_move != 0) & self.race().can_move()
    }
    #[inline(always)]
    fn flags(&self) -> MonsterFlags {
        self.flags
    }
    #[inline(always)]
    fn speed(&self) -> i64 {
        self.offset(self.c.speed)
    }
    #[inline(always)]
    fn race_speed(&self) -> i64 {
        self.offset(self.c.race_speed)
    }
    #[inline(always)]
    fn stun(&self) -> i64 {
        self.c.stun.into()
    }
    #[inline(always)]
    fn confusion(&self) -> i64 {
        self.c.confusion.into()
    }
    #[inline(always)]
    fn fear(&self) -> i64 {
        self.c.fear.into()
    }
    #[inline(always)]
    fn sleep(&self) -> i64 {
        self.c.sleep.into()
    }
    #[inline(always)]
    fn mana(&self) -> i64 {
        self.c.mana.into()
    }
    #[inline(always)]
    fn unseen(&self) -> bool {
        self.c.unseen != 0
    }
    #[inline(always)]
    fn stasis(&self) -> i64 {
        self.c.stasis.into()
    }
}

/// The input of a monster entry point, converted once: codes and yes/no
/// bytes checked here; the monster's numbers and flag bits are read in place
/// ([`CMonster`]) and their ranges checked by the rule itself
/// (`monster::project`, `monster::odds`: `MonsterView::validate`), once.
///
/// # Safety
///
/// `c.monster.name` must be NULL or a NUL-terminated string.
#[inline(always)]
pub(crate) unsafe fn monster_input(c: &rr_project_monster_input) -> Result<MonsterInput<CMonster<'_>>, rr_status> {
    let m = &c.monster;
    // What calls out of line first (the name's comparisons, the race words'
    // walk), then every check, then the input built with no `?` between its
    // fields: the values checked go straight into it (built after a `?`,
    // each was kept aside and copied in, about 30 instructions).
    // SAFETY: NULL or NUL-terminated (the same contract).
    let name = unsafe { name_as_read(m.name) };
    let race_flags = RaceFlags([m.race_flags1, m.race_flags2, m.race_flags3, m.race_flags4]).flags();
    // Unknown bits kept: the rule's range check refuses them
    // (`MonsterView::validate`, before anything is drawn or written).
    let flags = MonsterFlags::from_bits_retain(m.flags);
    let gf = gf(c.gf)?;
    let terrain = terrain(c.terrain)?;
    let source = (&c.source).try_into()?;
    // Checked only: `CMonster` reads them when asked.
    yes_no(m.stored_speeds)?;
    yes_no(m.unique)?;
    yes_no(m.can_move)?;
    yes_no(m.unseen)?;
    let reading = reading(c.reading)?;
    Ok(MonsterInput {
        gf,
        dam: c.dam.into(),
        terrain,
        source,
        monster: CMonster { c: m, name, flags: flags | race_flags },
        reading,
    })
}

/// [`monster_input`] behind a caller's pointer.
///
/// # Safety
///
/// `input` must be NULL or valid, its `monster.name` NULL or NUL-terminated.
unsafe fn monster_input_at<'a>(
    input: *const rr_project_monster_input,
) -> Result<MonsterInput<CMonster<'a>>, rr_status> {
    // SAFETY: the same contract.
    unsafe { monster_input(try_ref(input)?) }
}

/// The C outcome as the rule writes it ([`MonsterOutcomeSink`]), in place:
/// each field narrowed to the C type as it is written, the speed as the
/// input gave speeds (`stored`: as the game stores them), the resist line
/// as its codes; the monster memory (`learned`) is not part of the C
/// outcome.
///
/// No number is checked to fit `int32_t`: for an input the rule accepted,
/// every one is bounded well inside it by the ranges `monster::validate`
/// checked: the damage and hit points lost by `MAX_DAMAGE` (5000) times
/// `MAX_DAMAGE_FACTOR` (2), the hit points, healing, sleep and mana by
/// 32767, the counters by 200, the stasis by a die of 7 above a base under
/// the level's 255, the teleport and thrust distances by the damage, and
/// the speed by -110..=145 give or take a note's 10.
struct COutcome<'a> {
    /// The caller's outcome, checked (non-NULL, aligned), possibly
    /// uninitialised: only written, field by field.
    out: *mut rr_project_monster_outcome,
    /// `monster.stored_speeds` was 1.
    stored: bool,
    /// The caller's outcome, borrowed for the call.
    _call: PhantomData<&'a mut rr_project_monster_outcome>,
}

impl<'a> COutcome<'a> {
    /// Writes `hp`.
    #[inline(always)]
    fn set_number_hp(&mut self, v: i64) {
        // SAFETY: as in the setters.
        unsafe { (&raw mut (*self.out).hp).write(bounded_i32(v)) }
    }

    /// The sink writing `out`.
    ///
    /// # Safety
    ///
    /// `out` must be valid for writes of an `rr_project_monster_outcome`
    /// for `'a`, and nothing else may access it meanwhile.
    #[inline(always)]
    unsafe fn new(out: &Out<rr_project_monster_outcome>, stored: bool) -> Self {
        COutcome { out: out.as_ptr(), stored, _call: PhantomData }
    }
}

/// Setters writing one field of the C outcome: a number narrowed to
/// `int32_t` (see [`COutcome`] for why it fits), or a yes/no byte.
macro_rules! c_setters {
    (numbers: $($set:ident $field:ident),*; flags: $($fset:ident $ffield:ident),*) => {
        $(
            #[inline(always)]
            fn $set(&mut self, v: i64) {
                // SAFETY: valid for writes and not accessed by anything else
                // (`COutcome::new`'s contract); a field written through a raw
                // pointer, so its old (possibly uninitialised) bytes are not read.
                unsafe { (&raw mut (*self.out).$field).write(bounded_i32(v)) }
            }
        )*
        $(
            #[inline(always)]
            fn $fset(&mut self, v: bool) {
                // SAFETY: as for the numbers.
                unsafe { (&raw mut (*self.out).$ffield).write(flag(v)) }
            }
        )*
    };
}

impl MonsterOutcomeSink for COutcome<'_> {
    type Error = rr_status;

    c_setters!(
        numbers: set_damage damage, set_hp_lost hp_lost, set_healed healed, set_stun stun,
            set_confusion confusion, set_fear fear, set_sleep sleep, set_stasis stasis, set_teleport teleport,
            set_thrust thrust, set_mana mana;
        flags: set_avoided avoided, set_killed killed, set_ac_blocked ac_blocked, set_polymorph polymorph,
            set_clone clone
    );

    #[inline(always)]
    fn set_hp(&mut self, v: Option<i64>) {
        // 0 when killed (the C contract).
        self.set_number_hp(v.unwrap_or(0));
    }

    #[inline(always)]
    fn set_speed(&mut self, v: i64) {
        let speed = if self.stored { monster::speed_to_game(v) } else { v };
        // SAFETY: as in the other setters.
        unsafe { (&raw mut (*self.out).speed).write(bounded_i32(speed)) }
    }

    #[inline(always)]
    fn set_resist(&mut self, v: Option<ResistLine>) {
        let (has, condition, fraction) = match v {
            Some(l) => (1, encode(&CONDITIONS, &l.condition), encode(&FRACTIONS, &l.fraction)),
            None => (0, 0, 0),
        };
        // SAFETY: as in the other setters.
        unsafe {
            (&raw mut (*self.out).has_resist).write(has);
            (&raw mut (*self.out).resist_condition).write(condition);
            (&raw mut (*self.out).resist_fraction).write(fraction);
        }
    }

    #[inline(always)]
    fn set_learned(&mut self, _: MonsterFlags) {}
}

/// Projects `input->gf` on `input->monster` (seed 000's monster table, its
/// notes (a)-(O) and final notes i-v, the terrain adjustment; RULINGS G1-G4,
/// P1-P13), drawing in the order of `roguerules_projection::monster::project`:
/// terrain avoidance first ("terrain avoidance (a) 1 in 4"), the resistance's
/// divisor, the notes' own draws, then final note ii's polymorph roll. A fire
/// bolt of 90 on a fire-immune monster in water draws nothing: 90 - 45 = 45,
/// then 45 / 9 = 5.
///
/// Callback span: at most `hi - lo` = 29997: note (q)'s teleport roll
/// `0..=3 * damage` for a monster's storm of 5000 on water (+1/3) taking
/// (n)'s extra half (9999 damage). Every other type asks at most 11249 (the
/// resistance roll `1..=power` of (A)-(C) and (I)-(K) at the power of 11250
/// a beguiling mage, priest or necromancer reaches from 5000). Under the
/// Oangband 1.1.0 reading (`reading` 1) at most 14999: a monster's storm's
/// teleport roll `rand_int(3 * 5000)` on the nominal damage.
///
/// Returns `RR_OK`; `RR_NULL_ARGUMENT` if `input` or `outcome_out` is NULL or
/// `random` names no generator; `RR_MISALIGNED_POINTER`;
/// `RR_INVALID_ARGUMENT` for an unknown `GF_*`, `FEAT_*`, class or reading code, a
/// type the monster table does not list (`RR_GF_WHIP`, `RR_GF_KILL_TRAP`),
/// `RR_GF_HOLD`/`RR_GF_HOLD_UNDEAD` from a monster, unknown flag bits, a
/// yes/no field other than 0 or 1, a number out of its range, or `random`
/// naming both generators; `RR_RNG_OUT_OF_RANGE` / `RR_RNG_RANGE_UNSUPPORTED`
/// for a misbehaving `rr_roller`.
///
/// The outcome is written in place as the rule decides it. After an error
/// of the input (any code but the `RR_RNG_*` ones) `*outcome_out` is left
/// as it was; after `RR_RNG_OUT_OF_RANGE` / `RR_RNG_RANGE_UNSUPPORTED` its
/// contents are unspecified (some fields may be written).
///
/// # Safety
///
/// `input` must be NULL or valid (its `monster.name` NULL or NUL-terminated);
/// `random` must follow `rr_random`'s rules; `outcome_out`, when not NULL,
/// must be valid for one write.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn rr_project_monster(
    random: rr_random,
    input: *const rr_project_monster_input,
    outcome_out: *mut rr_project_monster_outcome,
) -> rr_status {
    // SAFETY: the same contract.
    unsafe {
        produce_in_place(outcome_out, |out| {
            // SAFETY: the same contract.
            let c = try_ref(input)?;
            let input = monster_input(c)?;
            // The rule writes the caller's outcome where it lies (no outcome
            // converted afterwards).
            // SAFETY: valid for one write (the same contract), and nothing
            // else touches it during the call.
            let mut sink = COutcome::new(&out, input.monster.stored());
            with_roller!(random, |r| monster::project_into(r, &input, &mut sink))
        })
    }
}

/// The exact distribution of `rr_project_monster`'s damage done, by
/// increasing damage, for any valid input, following the length protocol of
/// `rr_dice_pmf`. A probability that does not fit 64 bits comes back with
/// `exact` = 0 (see `rr_fraction`).
///
/// Returns `RR_OK`; `RR_NULL_ARGUMENT` if `input` or `len_out` is NULL;
/// `RR_MISALIGNED_POINTER`; `RR_INVALID_ARGUMENT` for invalid input (as
/// `rr_project_monster`) or an impossible `len`; `RR_BUFFER_TOO_SMALL`.
///
/// # Safety
///
/// `input` must be NULL or valid (its `monster.name` NULL or NUL-terminated);
/// `buf`, when not NULL, valid for `len` writes; `len_out`, when not NULL,
/// for one.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn rr_project_monster_damage_pmf(
    input: *const rr_project_monster_input,
    buf: *mut rr_value_probability,
    len: usize,
    len_out: *mut usize,
) -> rr_status {
    // SAFETY: the same contract.
    unsafe { pmf_entry(buf, len, len_out, || Ok(monster::damage_pmf(&monster_input_at(input)?)?)) }
}

/// The exact chance that the projection kills the monster (final note i:
/// damage above its hit points, never a unique hit by a monster).
///
/// Returns `RR_OK`; `RR_NULL_ARGUMENT` if a pointer is NULL;
/// `RR_MISALIGNED_POINTER`; `RR_INVALID_ARGUMENT` for invalid input (as
/// `rr_project_monster`).
///
/// # Safety
///
/// `input` must be NULL or valid (its `monster.name` NULL or NUL-terminated);
/// `chance_out`, when not NULL, valid for one write.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn rr_project_monster_kill_chance(
    input: *const rr_project_monster_input,
    chance_out: *mut rr_fraction,
) -> rr_status {
    // SAFETY: the same contract.
    unsafe { produce(chance_out, || rr_fraction::from_big(&monster::kill_chance(&monster_input_at(input)?)?)) }
}

/// The exact mean of `rr_project_monster`'s damage done.
///
/// Returns `RR_OK`; `RR_NULL_ARGUMENT` if a pointer is NULL;
/// `RR_MISALIGNED_POINTER`; `RR_INVALID_ARGUMENT` for invalid input (as
/// `rr_project_monster`).
///
/// # Safety
///
/// `input` must be NULL or valid (its `monster.name` NULL or NUL-terminated);
/// `mean_out`, when not NULL, valid for one write.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn rr_project_monster_mean_damage(
    input: *const rr_project_monster_input,
    mean_out: *mut rr_fraction,
) -> rr_status {
    // SAFETY: the same contract.
    unsafe { produce(mean_out, || rr_fraction::from_big(&monster::mean_damage(&monster_input_at(input)?)?)) }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::ffi::CStr;

    /// The C name's two steps (the first byte, then the comparisons) give what
    /// the rule's own reading of the same name gives.
    #[test]
    fn a_c_name_is_read_as_the_rule_reads_it() {
        let names: [&CStr; 12] = [
            c"",
            c"Water spirit",
            c"Water",
            c"Wate",
            c"Wolf",
            c"Nexus hound",
            c"Disenchanter eye",
            c"Dis",
            c"Plasma vortex",
            c"Cave orc",
            c"water spirit",
            c"\xc3\xa9t\xc3\xa9",
        ];
        for name in names {
            let bytes = name.to_bytes();
            let expected = monster::name_as_read(|p| bytes.starts_with(p.as_bytes()));
            // SAFETY: a NUL-terminated string.
            assert_eq!(unsafe { name_as_read(name.as_ptr()) }, expected, "{name:?}");
        }
        // SAFETY: NULL is allowed.
        assert_eq!(unsafe { name_as_read(std::ptr::null()) }, "");
        assert_eq!(monster::NAME_PREFIXES.map(|p| NAME_FIRST_BYTES[usize::from(p.as_bytes()[0])]), [true; 4]);
        assert_eq!(NAME_FIRST_BYTES.iter().filter(|&&b| b).count(), 4);
    }

    /// Flag bits that name no flag, kept by the conversion, are refused by the
    /// rule's range check on every entry point, before anything is written.
    #[test]
    fn unknown_flag_bits_are_refused_everywhere() {
        use crate::random::{rr_rng, rr_rng_free, rr_rng_new};
        let mut c = rr_project_monster_input { gf: RR_GF_FIRE, dam: 30, terrain: RR_FEAT_FLOOR, ..Default::default() };
        c.monster.flags = !MonsterFlags::all().bits();
        let mut rng: *mut rr_rng = std::ptr::null_mut();
        // SAFETY: a valid out-pointer.
        assert_eq!(unsafe { rr_rng_new(3, &mut rng) }, rr_status::RR_OK);
        let random = rr_random { rng, roller: std::ptr::null() };
        let before = rr_project_monster_outcome { damage: 7, hp: 9, ..Default::default() };
        let mut out = before;
        let mut chance = rr_fraction::default();
        let mut len = 0;
        // SAFETY: valid pointers; no name.
        unsafe {
            assert_eq!(rr_project_monster(random, &c, &mut out), rr_status::RR_INVALID_ARGUMENT);
            assert_eq!(rr_project_monster_kill_chance(&c, &mut chance), rr_status::RR_INVALID_ARGUMENT);
            assert_eq!(rr_project_monster_mean_damage(&c, &mut chance), rr_status::RR_INVALID_ARGUMENT);
            assert_eq!(
                rr_project_monster_damage_pmf(&c, std::ptr::null_mut(), 0, &mut len),
                rr_status::RR_INVALID_ARGUMENT
            );
        }
        assert_eq!(out, before);
        c.monster.flags = RR_MON_IM_FIRE;
        // SAFETY: as above.
        assert_eq!(unsafe { rr_project_monster(random, &c, &mut out) }, rr_status::RR_OK);
        // SAFETY: made by `rr_rng_new`, freed once.
        unsafe { rr_rng_free(rng) };
    }

    /// The C monster read in place answers every question as the `Monster`
    /// the same fields describe (stored speeds converted, the race words'
    /// flags, uniqueness and movement applied), and the rule gives the same
    /// exact odds through either.
    #[test]
    fn the_c_view_reads_as_the_monster_it_describes() {
        use roguerules_projection::monster::{Monster, RF1_NEVER_MOVE, RF1_UNIQUE};
        use roguerules_projection::{Gf, Reading, Terrain};
        let c = rr_project_monster_input {
            gf: RR_GF_OLD_SLOW,
            dam: 40,
            terrain: RR_FEAT_RUBBLE,
            source: rr_project_source {
                player: 1,
                level: 30,
                pclass: RR_PROJECT_CLASS_MAGE,
                beguile: 1,
                holy_light: 0,
            },
            monster: rr_project_monster_state {
                name: c"Water troll".as_ptr(),
                display_char: b'T' as c_char,
                level: 25,
                hp: 70,
                maxhp: 90,
                ac: 40,
                unique: 0,
                can_move: 1,
                flags: RR_MON_EVIL,
                speed: 120,
                race_speed: 115,
                stun: 3,
                confusion: 4,
                fear: 5,
                sleep: 6,
                mana: 7,
                race_flags1: RF1_UNIQUE | RF1_NEVER_MOVE,
                race_flags3: 0x20, // RF3_UNDEAD
                stored_speeds: 1,
                unseen: 1,
                stasis: 2,
                ..Default::default()
            },
            reading: 1,
        };
        // SAFETY: the name is a static C string.
        let view = unsafe { monster_input(&c) }.expect("a valid input");
        let m = Monster {
            name: "Water".into(),
            char: 'T',
            level: 25,
            hp: 70,
            maxhp: 90,
            ac: 40,
            unique: true,
            can_move: false,
            flags: MonsterFlags::EVIL | MonsterFlags::UNDEAD,
            speed: 10,
            race_speed: 5,
            stun: 3,
            confusion: 4,
            fear: 5,
            sleep: 6,
            mana: 7,
            unseen: true,
            stasis: 2,
        };
        let v = &view.monster;
        assert_eq!((v.name(), v.char(), v.level(), v.hp(), v.maxhp(), v.ac()), ("Water", 'T', 25, 70, 90, 40));
        assert_eq!((v.unique(), v.can_move(), v.flags(), v.unseen()), (true, false, m.flags, true));
        assert_eq!((v.speed(), v.race_speed(), v.stasis()), (10, 5, 2));
        assert_eq!((v.stun(), v.confusion(), v.fear(), v.sleep(), v.mana()), (3, 4, 5, 6, 7));
        let rust = MonsterInput {
            gf: Gf::OldSlow,
            dam: 40,
            terrain: Terrain::Rubble,
            source: view.source,
            monster: m,
            reading: Reading::Oangband110,
        };
        assert_eq!((view.gf, view.dam, view.terrain, view.reading), (rust.gf, rust.dam, rust.terrain, rust.reading));
        // Out of stasis, so the rule runs its draws.
        let mut c = c;
        c.monster.stasis = 0;
        // SAFETY: as above.
        let view = unsafe { monster_input(&c) }.expect("a valid input");
        let rust = MonsterInput { monster: Monster { stasis: 0, ..rust.monster }, ..rust };
        assert_eq!(monster::odds(&view), monster::odds(&rust));
        assert!(monster::odds(&rust).is_ok_and(|p| p.len() > 1));
    }
}
