/*
 * roguerules conformance kit for Oangband 1.1.0: runs the game's own project_m
 * (+ the monster part of project_t), project_f (+ project_t) and project_o on
 * a fixed list of inputs and writes one JSON line per input in the shared trace
 * format (see README.md).
 *
 * This file is the kit's own code. It is compiled INSIDE a build copy of the
 * game's src/ (prep.sh), where it includes the game's spells1.c so that the
 * static project_m / project_f / project_o / project_t can be called. The
 * functions that hand a result over to the rest of the game are replaced by
 * recording stubs (macros below, before the game's headers are read), so they
 * make no draws.
 *
 * Usage: driver <path to the game's lib/edit/p_class.txt> <monster|terrain|object> <out.jsonl>
 */

/* Recording stubs: these names are renamed before the game's headers are read,
 * so their prototypes and every call in spells1.c reach the kit_ versions below. */
#define mon_take_hit kit_mon_take_hit
#define multiply_monster kit_multiply_monster

#define delete_monster_idx kit_delete_monster_idx
#define place_monster_aux kit_place_monster_aux
#define monster_death kit_monster_death
#define message_pain kit_message_pain
#define update_mon kit_update_mon
#define lite_spot kit_lite_spot
#define msg_print kit_msg_print
#define msg_format kit_msg_format
#define monster_desc kit_monster_desc
#define sound kit_sound
#define cave_set_feat kit_cave_set_feat
#define delete_object_idx kit_delete_object_idx
#define object_desc kit_object_desc
#define object_flags kit_object_flags
#define object_known kit_object_known
#define place_object kit_place_object
#define place_gold kit_place_gold

/* thrust_away is static in spells1.c; prep.sh renames its definition, so this
 * declaration makes every call reach the driver's recording version. */
void thrust_away(int who, int t_y, int t_x, int grids_away);

#include "spells1.c"

#include <stdarg.h>

/* ------------------------------------------------------------------ */
/* Recording                                                          */
/* ------------------------------------------------------------------ */

#define MAX_DRAWS 4096
static long draw_m[MAX_DRAWS];
static long draw_r[MAX_DRAWS];
static int n_draws;
static int recording;

u32b game_Rand_div(u32b m);

/* The game's RNG, instrumented: every call with m >= 2 is recorded. */
u32b Rand_div(u32b m)
{
	u32b r = game_Rand_div(m);
	if (recording && m >= 2)
	{
		if (n_draws >= MAX_DRAWS)
		{
			fprintf(stderr, "too many draws\n");
			exit(2);
		}
		draw_m[n_draws] = (long)m;
		draw_r[n_draws] = (long)r;
		n_draws++;
	}
	return r;
}

/* What the stubs saw. */
static int rec_take_hit_called, rec_take_hit_dam;
static int rec_teleport, rec_thrust;
static int rec_poly, rec_clone, rec_deleted;
static int rec_avoided, rec_ac_blocked;
static int rec_obj_deleted, rec_obj_placed;

static void reset_records(void)
{
	rec_take_hit_called = rec_take_hit_dam = 0;
	rec_teleport = rec_thrust = 0;
	rec_poly = rec_clone = rec_deleted = 0;
	rec_avoided = rec_ac_blocked = 0;
	rec_obj_deleted = rec_obj_placed = 0;
	n_draws = 0;
}

/* mon_take_hit stays the game's: only its bookkeeping (a monster in stasis is
 * invulnerable and left as it is; otherwise wake up, lose the hit points, death
 * when hp < 0) is mirrored, with no draw (its fear roll is out of the rule). */
bool kit_mon_take_hit(int m_idx, int dam, bool *fear, cptr note)
{
	monster_type *m_ptr = &m_list[m_idx];
	(void)note;
	*fear = FALSE;
	if (m_ptr->stasis) return (FALSE);
	rec_take_hit_called = 1;
	rec_take_hit_dam = dam;
	*fear = FALSE;
	m_ptr->csleep = 0;
	m_ptr->hp -= dam;
	return (m_ptr->hp < 0) ? TRUE : FALSE;
}

bool kit_multiply_monster(int m_idx) { (void)m_idx; rec_clone = 1; return TRUE; }
s16b poly_r_idx(int r_idx) { rec_poly = 1; return (s16b)(r_idx + 1); }
void kit_delete_monster_idx(int i) { (void)i; rec_deleted = 1; }
bool kit_place_monster_aux(int y, int x, int r_idx, bool slp, bool grp)
{
	(void)y; (void)x; (void)r_idx; (void)slp; (void)grp;
	rec_deleted = 0;
	return TRUE;
}
void kit_monster_death(int m_idx) { (void)m_idx; }
void kit_message_pain(int m_idx, int dam) { (void)m_idx; (void)dam; }
void kit_update_mon(int m_idx, bool full) { (void)m_idx; (void)full; }
void kit_lite_spot(int y, int x) { (void)y; (void)x; }
void kit_sound(int val) { (void)val; }
void kit_msg_print(cptr msg)
{
	if (strstr(msg, " misses.")) rec_ac_blocked = 1;
}
void kit_msg_format(cptr fmt, ...)
{
	if (strstr(fmt, "ducks behind a boulder") || strstr(fmt, "hides behind a tree")) rec_avoided = 1;
}
void kit_monster_desc(char *desc, monster_type *m_ptr, int mode)
{
	(void)mode;
	strcpy(desc, r_name + r_info[m_ptr->r_idx].name);
}
void kit_cave_set_feat(int y, int x, int feat) { cave_feat[y][x] = (byte)feat; }
void kit_delete_object_idx(int o_idx) { (void)o_idx; rec_obj_deleted = 1; }
void kit_object_desc(char *buf, object_type *o_ptr, int pref, int mode)
{
	(void)o_ptr; (void)pref; (void)mode;
	strcpy(buf, "object");
}
static u32b obj_f3;
void kit_object_flags(object_type *o_ptr, u32b *f1, u32b *f2, u32b *f3)
{
	(void)o_ptr;
	*f1 = 0; *f2 = 0; *f3 = obj_f3;
}
void kit_object_known(object_type *o_ptr) { (void)o_ptr; }
void kit_place_object(int y, int x, bool good, bool great, bool exact_kind)
{
	(void)y; (void)x; (void)good; (void)great; (void)exact_kind;
	rec_obj_placed = 1;
}
void kit_place_gold(int y, int x) { (void)y; (void)x; rec_obj_placed = 1; }

void teleport_away(int m_idx, int dis) { (void)m_idx; rec_teleport = dis; }
void thrust_away(int who, int t_y, int t_x, int grids_away)
{
	(void)who; (void)t_y; (void)t_x;
	rec_thrust = grids_away;
}

/* ------------------------------------------------------------------ */
/* JSON output                                                        */
/* ------------------------------------------------------------------ */

static char line[1 << 17];
static size_t line_len;

static void out(const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	line_len += vsnprintf(line + line_len, sizeof(line) - line_len, fmt, ap);
	va_end(ap);
}

static void out_draws(void)
{
	int i;
	out("\"draws\":[");
	for (i = 0; i < n_draws; i++) out("%s[%ld,%ld]", i ? "," : "", draw_m[i], draw_r[i]);
	out("]");
}

static const char *tf(int b) { return b ? "true" : "false"; }

/* ------------------------------------------------------------------ */
/* Names                                                              */
/* ------------------------------------------------------------------ */

typedef struct { int code; const char *name; } named;

/* The library's GF keys, with the game's own GF_ numbers. */
static const named gf_names[] = {
	{GF_ROCK, "rock"}, {GF_SHOT, "shot"}, {GF_ARROW, "arrow"}, {GF_MISSILE, "missile"},
	{GF_PMISSILE, "pmissile"}, {GF_ACID, "acid"}, {GF_ELEC, "elec"}, {GF_FIRE, "fire"},
	{GF_COLD, "cold"}, {GF_POIS, "pois"}, {GF_PLASMA, "plasma"}, {GF_HELLFIRE, "hellfire"},
	{GF_ICE, "ice"}, {GF_LITE_WEAK, "lite_weak"}, {GF_LITE, "lite"}, {GF_DARK, "dark"},
	{GF_MORGUL_DARK, "morgul_dark"}, {GF_CONFUSION, "confusion"}, {GF_SOUND, "sound"},
	{GF_SHARD, "shard"}, {GF_INERTIA, "inertia"}, {GF_GRAVITY, "gravity"}, {GF_FORCE, "force"},
	{GF_WATER, "water"}, {GF_STORM, "storm"}, {GF_NEXUS, "nexus"}, {GF_NETHER, "nether"},
	{GF_CHAOS, "chaos"}, {GF_DISENCHANT, "disenchant"}, {GF_TIME, "time"}, {GF_MANA, "mana"},
	{GF_HOLY_ORB, "holy_orb"}, {GF_METEOR, "meteor"}, {GF_SPIRIT, "spirit"},
	{GF_KILL_WALL, "kill_wall"}, {GF_HOLD, "hold"}, {GF_HOLD_UNDEAD, "hold_undead"},
	{GF_AWAY_UNDEAD, "away_undead"}, {GF_AWAY_EVIL, "away_evil"}, {GF_AWAY_ALL, "away_all"},
	{GF_TURN_UNDEAD, "turn_undead"}, {GF_TURN_EVIL, "turn_evil"}, {GF_TURN_ALL, "turn_all"},
	{GF_DISP_UNDEAD, "disp_undead"}, {GF_DISP_EVIL, "disp_evil"},
	{GF_DISP_NOT_EVIL, "disp_not_evil"}, {GF_DISP_DEMON, "disp_demon"},
	{GF_DISP_DRAGON, "disp_dragon"}, {GF_DISP_ALL, "disp_all"},
	{GF_DISP_SMALL_ALL, "disp_small_all"}, {GF_OLD_CLONE, "old_clone"},
	{GF_OLD_POLY, "old_poly"}, {GF_OLD_HEAL, "old_heal"}, {GF_OLD_SPEED, "old_speed"},
	{GF_OLD_SLOW, "old_slow"}, {GF_OLD_CONF, "old_conf"}, {GF_OLD_SLEEP, "old_sleep"},
	{GF_OLD_DRAIN, "old_drain"},
	/* Not in the monster table of the library (object and terrain only). */
	{GF_KILL_TRAP, "kill_trap"},
};
#define N_GF_MONSTER 58

static const char *gf_name(int code)
{
	size_t i;
	for (i = 0; i < sizeof(gf_names) / sizeof(gf_names[0]); i++)
		if (gf_names[i].code == code) return gf_names[i].name;
	return "?";
}

static const char *feat_name(int feat)
{
	switch (feat)
	{
		case FEAT_FLOOR: return "floor";
		case FEAT_LAVA: return "lava";
		case FEAT_WATER: return "water";
		case FEAT_TREE: return "tree";
		case FEAT_RUBBLE: return "rubble";
	}
	return "other";
}

/* The library's MonsterFlags names and the game's race flags they stand for. */
typedef struct { const char *name; int word; u32b bit; } flag_map;
static const flag_map mflags[] = {
	{"IM_ACID", 3, RF3_IM_ACID}, {"IM_ELEC", 3, RF3_IM_ELEC}, {"IM_FIRE", 3, RF3_IM_FIRE},
	{"IM_COLD", 3, RF3_IM_COLD}, {"IM_POIS", 3, RF3_IM_POIS}, {"RES_PLAS", 3, RF3_RES_PLAS},
	{"BRTH_PLAS", 4, RF4_BRTH_PLAS}, {"HURT_LITE", 3, RF3_HURT_LITE},
	{"BRTH_LITE", 4, RF4_BRTH_LITE}, {"BRTH_DARK", 4, RF4_BRTH_DARK},
	{"MORGUL_MAGIC", 2, RF2_MORGUL_MAGIC}, {"ORC", 3, RF3_ORC},
	{"BRTH_CONFU", 4, RF4_BRTH_CONFU}, {"NO_CONF", 3, RF3_NO_CONF},
	{"BRTH_SOUND", 4, RF4_BRTH_SOUND}, {"BRTH_SHARD", 4, RF4_BRTH_SHARD},
	{"BRTH_INER", 4, RF4_BRTH_INER}, {"BRTH_GRAV", 4, RF4_BRTH_GRAV},
	{"BRTH_FORCE", 4, RF4_BRTH_FORCE}, {"RES_WATER", 3, RF3_RES_WATE},
	{"RES_NEXU", 3, RF3_RES_NEXU}, {"BRTH_NEXUS", 4, RF4_BRTH_NEXUS},
	{"UNDEAD", 3, RF3_UNDEAD}, {"RES_NETH", 3, RF3_RES_NETH}, {"BRTH_NETHR", 4, RF4_BRTH_NETHR},
	{"EVIL", 3, RF3_EVIL}, {"BRTH_CHAOS", 4, RF4_BRTH_CHAOS}, {"RES_DISE", 3, RF3_RES_DISE},
	{"BRTH_DISE", 4, RF4_BRTH_DISEN}, {"BRTH_TIME", 4, RF4_BRTH_TIME},
	{"DEMON", 3, RF3_DEMON}, {"DRAGON", 3, RF3_DRAGON}, {"HURT_ROCK", 3, RF3_HURT_ROCK},
	{"NO_SLEEP", 3, RF3_NO_SLEEP}, {"NO_FEAR", 3, RF3_NO_FEAR},
};
#define N_MFLAGS (int)(sizeof(mflags) / sizeof(mflags[0]))

/* ------------------------------------------------------------------ */
/* The player's classes: innate abilities from the game's p_class.txt */
/* ------------------------------------------------------------------ */

static const char *class_keys[9] = {
	"warrior", "mage", "priest", "rogue", "ranger", "paladin", "druid", "necromancer", "assassin"
};
static player_class kit_class[9];
static player_race kit_race;

/* Reads the U: lines (innate class abilities) of p_class.txt for the four
 * abilities project_m asks about: CHARM, STRONG_MAGIC, HOLY, EVIL. */
static void load_classes(const char *path)
{
	static const named ab[] = {
		{SP_CHARM, "CHARM"}, {SP_STRONG_MAGIC, "STRONG_MAGIC"}, {SP_HOLY, "HOLY"}, {SP_EVIL, "EVIL"}
	};
	char buf[1024];
	int cur = -1;
	FILE *f = fopen(path, "r");
	if (!f)
	{
		fprintf(stderr, "cannot open %s\n", path);
		exit(2);
	}
	while (fgets(buf, sizeof(buf), f))
	{
		if (buf[0] == 'N' && buf[1] == ':') cur = atoi(buf + 2);
		else if (buf[0] == 'U' && buf[1] == ':' && cur >= 0 && cur < 9)
		{
			char *tok = strtok(buf + 2, " |\r\n");
			while (tok)
			{
				size_t i;
				for (i = 0; i < sizeof(ab) / sizeof(ab[0]); i++)
					if (!strcmp(tok, ab[i].name))
						kit_class[cur].flags_special |= (1UL << (ab[i].code - SP_CLASS_START));
				tok = strtok(NULL, " |\r\n");
			}
		}
	}
	fclose(f);
}

/* ------------------------------------------------------------------ */
/* The level                                                          */
/* ------------------------------------------------------------------ */

#define TY 10
#define TX 10

static char name_buf[4][80];
static char r_name_store[400];

static void setup_world(void)
{
	static int done = 0;
	if (!done)
	{
		cave_info = calloc(DUNGEON_HGT, sizeof(*cave_info));
		cave_feat = calloc(DUNGEON_HGT, sizeof(*cave_feat));
		cave_o_idx = calloc(DUNGEON_HGT, sizeof(*cave_o_idx));
		cave_m_idx = calloc(DUNGEON_HGT, sizeof(*cave_m_idx));
		m_list = calloc(8, sizeof(monster_type));
		r_info = calloc(8, sizeof(monster_race));
		l_list = calloc(8, sizeof(monster_lore));
		o_list = calloc(8, sizeof(object_type));
		r_name = r_name_store;
		rp_ptr = &kit_race;
		done = 1;
	}
	memset(cave_info, 0, DUNGEON_HGT * sizeof(*cave_info));
	memset(cave_o_idx, 0, DUNGEON_HGT * sizeof(*cave_o_idx));
	memset(cave_m_idx, 0, DUNGEON_HGT * sizeof(*cave_m_idx));
	{
		int y, x;
		for (y = 0; y < DUNGEON_HGT; y++)
			for (x = 0; x < DUNGEON_WID; x++) cave_feat[y][x] = FEAT_FLOOR;
	}
	memset(m_list, 0, 8 * sizeof(monster_type));
	memset(r_info, 0, 8 * sizeof(monster_race));
	memset(l_list, 0, 8 * sizeof(monster_lore));
	memset(o_list, 0, 8 * sizeof(object_type));
	memset(r_name_store, 0, sizeof(r_name_store));
	p_ptr->py = 30;
	p_ptr->px = 30;
	p_ptr->lev = 1;
	p_ptr->specialties_allowed = 0;
	p_ptr->health_who = 0;
	p_ptr->monster_race_idx = 0;
	p_ptr->wizard = FALSE;
	cp_ptr = &kit_class[0];
}

static void seed_rng(u32b seed)
{
	Rand_quick = FALSE;
	Rand_state_init(seed);
}

/* ------------------------------------------------------------------ */
/* Monster inputs                                                     */
/* ------------------------------------------------------------------ */

typedef struct
{
	const char *name;
	char d_char;
	int level, hp, maxhp, ac;
	int unique, can_move;
	const char *flags; /* library names, comma separated */
	int speed, race_speed, stun, conf, fear, sleep, mana;
} mon_profile;

static const mon_profile profiles[] = {
	{"Cave bear", 'q', 9, 40, 40, 35, 0, 1, "", 0, 0, 0, 0, 0, 0, 0},
	{"Snaga", 'o', 3, 8, 8, 32, 0, 1, "ORC,EVIL", 0, 0, 0, 0, 0, 0, 0},
	{"Ghoul", 'z', 26, 130, 130, 36, 0, 1, "UNDEAD,EVIL,NO_CONF,NO_SLEEP,IM_COLD,IM_POIS,RES_NETH", 0, 0, 0, 0, 0, 0, 0},
	{"Vrock", 'U', 40, 350, 350, 50, 0, 1, "DEMON,EVIL,IM_FIRE,NO_FEAR,NO_CONF", 0, 0, 0, 0, 0, 0, 0},
	{"Great Wyrm of Chaos", 'D', 67, 2500, 2500, 170, 0, 1, "DRAGON,EVIL,BRTH_CHAOS,BRTH_DISE,NO_CONF,NO_SLEEP,IM_FIRE,IM_ACID,IM_ELEC,IM_COLD,IM_POIS", 10, 10, 0, 0, 0, 0, 0},
	{"Grip, Farmer Maggot's Dog", 'C', 2, 15, 15, 30, 1, 1, "", 20, 20, 0, 0, 0, 0, 0},
	{"Cave orc", 'o', 7, 11, 11, 36, 0, 1, "ORC,EVIL,HURT_LITE,HURT_ROCK", 0, 0, 0, 0, 0, 0, 0},
	{"Floating eye", 'e', 1, 11, 11, 6, 0, 0, "NO_FEAR,HURT_LITE", 0, 0, 0, 0, 0, 0, 0},
	{"Impact hound", 'Z', 25, 90, 90, 40, 0, 1, "BRTH_SOUND,BRTH_FORCE,BRTH_GRAV,BRTH_INER,BRTH_SHARD,BRTH_NEXUS", 10, 10, 0, 0, 0, 0, 0},
	{"Ethereal drake", 'd', 45, 600, 600, 100, 0, 1, "DRAGON,EVIL,BRTH_LITE,BRTH_DARK,BRTH_CONFU,BRTH_NETHR,BRTH_TIME,BRTH_PLAS", 0, 0, 0, 0, 0, 0, 0},
	{"Storm elemental", 'E', 20, 200, 200, 60, 0, 1, "RES_WATER,RES_NEXU,RES_DISE,RES_PLAS,NO_SLEEP,NO_FEAR,NO_CONF,IM_ELEC", 0, 0, 0, 0, 0, 0, 0},
	{"Plasma vortex", 'v', 38, 160, 160, 30, 0, 1, "", 0, 0, 0, 0, 0, 0, 0},
	{"Water spirit", 'E', 17, 40, 40, 28, 0, 1, "EVIL,IM_POIS,NO_SLEEP", 0, 0, 0, 0, 0, 0, 0},
	{"Nexus quylthulg", 'Q', 41, 60, 60, 1, 0, 0, "", 0, 0, 0, 0, 0, 0, 0},
	{"Disenchanter eye", 'e', 27, 30, 30, 10, 0, 0, "RES_DISE,NO_FEAR,HURT_LITE", 0, 0, 0, 0, 0, 0, 0},
	{"Giant white mouse", 'r', 1, 3, 3, 4, 0, 1, "", 0, 0, 0, 0, 0, 0, 0},
	{"Hill orc", 'o', 8, 40, 80, 36, 0, 1, "ORC,EVIL", -10, 0, 10, 5, 7, 40, 20},
	{"Orc archer", 'o', 12, 25, 50, 40, 0, 1, "ORC,EVIL,MORGUL_MAGIC", 20, 10, 30, 0, 150, 100, 50},
	{"The Witch-King of Angmar", 'W', 90, 6000, 6000, 150, 1, 1, "UNDEAD,EVIL,MORGUL_MAGIC,NO_CONF,NO_SLEEP,NO_FEAR,IM_COLD,IM_POIS,RES_NETH", 20, 20, 0, 0, 0, 0, 30},
	{"Pebble", 'r', 0, 1, 1, 0, 0, 1, "", 0, 0, 0, 0, 0, 0, 0},
	{"Rock lizard", 'R', 1, 3, 10, 1, 0, 1, "", 0, 0, 190, 195, 0, 0, 0},
	{"Smeagol", 'h', 16, 80, 80, 36, 1, 1, "EVIL", 20, 20, 0, 0, 0, 5, 0},
	{"Vampire", 'V', 27, 120, 120, 45, 0, 1, "UNDEAD,EVIL,HURT_LITE,NO_CONF,NO_SLEEP,IM_POIS,RES_NETH", 0, 0, 0, 0, 0, 30, 10},
	{"Red dragon", 'd', 30, 400, 400, 90, 0, 1, "DRAGON,EVIL,IM_FIRE,NO_SLEEP", 0, 0, 0, 0, 0, 200, 0},
};
#define N_PROFILES (int)(sizeof(profiles) / sizeof(profiles[0]))

typedef struct
{
	int is_monster;
	int level, cls, beguile, holy_light;
} src_profile;

static const src_profile sources[] = {
	{0, 1, 0, 0, 0}, {0, 30, 1, 0, 0}, {0, 30, 1, 1, 0}, {0, 40, 2, 0, 0}, {0, 40, 2, 0, 1},
	{1, 0, 0, 0, 0}, {0, 25, 5, 0, 1}, {0, 35, 6, 0, 0}, {0, 50, 7, 1, 0}, {0, 20, 7, 0, 0},
	{0, 15, 8, 0, 0}, {1, 0, 0, 0, 0}, {0, 10, 3, 0, 0}, {0, 45, 4, 0, 0}, {0, 50, 2, 1, 1},
};
#define N_SOURCES (int)(sizeof(sources) / sizeof(sources[0]))

static const int dams[] = {0, 1, 4, 10, 15, 16, 20, 21, 30, 50, 51, 60, 75, 100, 150, 240, 241, 300, 500, 900, 2000};
#define N_DAMS (int)(sizeof(dams) / sizeof(dams[0]))

static const int mon_feats[] = {FEAT_FLOOR, FEAT_FLOOR, FEAT_RUBBLE, FEAT_FLOOR, FEAT_TREE, FEAT_WATER, FEAT_FLOOR, FEAT_LAVA};
#define N_MON_FEATS (int)(sizeof(mon_feats) / sizeof(mon_feats[0]))

static void set_race_flags(monster_race *r_ptr, const char *list)
{
	char buf[512];
	char *tok;
	strcpy(buf, list);
	for (tok = strtok(buf, ","); tok; tok = strtok(NULL, ","))
	{
		int i;
		for (i = 0; i < N_MFLAGS; i++)
		{
			if (strcmp(tok, mflags[i].name)) continue;
			if (mflags[i].word == 2) r_ptr->flags2 |= mflags[i].bit;
			if (mflags[i].word == 3) r_ptr->flags3 |= mflags[i].bit;
			if (mflags[i].word == 4) r_ptr->flags4 |= mflags[i].bit;
			break;
		}
		if (i == N_MFLAGS)
		{
			fprintf(stderr, "unknown flag %s\n", tok);
			exit(2);
		}
	}
}

/* The learned race flags (monster memory, flags3) that project_m set, as names. */
static void out_learned(u32b before, u32b after)
{
	static const named l3[] = {
		{RF3_IM_ACID, "IM_ACID"}, {RF3_IM_ELEC, "IM_ELEC"}, {RF3_IM_FIRE, "IM_FIRE"},
		{RF3_IM_COLD, "IM_COLD"}, {RF3_IM_POIS, "IM_POIS"}, {RF3_HURT_LITE, "HURT_LITE"},
		{RF3_NO_CONF, "NO_CONF"}, {RF3_NO_SLEEP, "NO_SLEEP"}, {RF3_NO_FEAR, "NO_FEAR"},
		{RF3_UNDEAD, "UNDEAD"}, {RF3_EVIL, "EVIL"}, {RF3_DEMON, "DEMON"}, {RF3_DRAGON, "DRAGON"},
		{RF3_HURT_ROCK, "HURT_ROCK"}, {RF3_RES_NETH, "RES_NETH"}, {RF3_RES_WATE, "RES_WATER"},
		{RF3_RES_PLAS, "RES_PLAS"}, {RF3_RES_NEXU, "RES_NEXU"}, {RF3_RES_DISE, "RES_DISE"},
		{RF3_ORC, "ORC"},
	};
	size_t i;
	int first = 1;
	u32b added = after & ~before;
	out("\"learned\":[");
	for (i = 0; i < sizeof(l3) / sizeof(l3[0]); i++)
	{
		if (added & (u32b)l3[i].code)
		{
			out("%s\"%s\"", first ? "" : ",", l3[i].name);
			first = 0;
			added &= ~(u32b)l3[i].code;
		}
	}
	if (added) out("%s\"0x%08lx\"", first ? "" : ",", (unsigned long)added);
	out("]");
}

static long run_index;

/* What the player knows of the target and the stasis already on it (the
 * monster_state mode sets them; 0 elsewhere). */
static int kit_unseen = 0, kit_stasis = 0;

static void run_monster(FILE *fp, int typ, int dam, int feat, const src_profile *s, const mon_profile *p)
{
	monster_type *m_ptr;
	monster_race *r_ptr;
	int who, killed, hp_before, ran_t = 0, dropped_flood = 0;
	u32b seed = (u32b)(1000 + run_index * 7919);

	setup_world();
	reset_records();

	/* The target: monster 1, race 1. */
	strcpy(r_name_store + 1, p->name);
	r_ptr = &r_info[1];
	r_ptr->name = 1;
	r_ptr->d_char = p->d_char;
	r_ptr->level = (byte)p->level;
	r_ptr->ac = (s16b)p->ac;
	r_ptr->speed = (byte)(110 + p->race_speed);
	if (p->unique) r_ptr->flags1 |= RF1_UNIQUE;
	if (!p->can_move) r_ptr->flags1 |= RF1_NEVER_MOVE;
	set_race_flags(r_ptr, p->flags);
	m_ptr = &m_list[1];
	m_ptr->r_idx = 1;
	m_ptr->fy = TY;
	m_ptr->fx = TX;
	m_ptr->hp = (s16b)p->hp;
	m_ptr->maxhp = (s16b)p->maxhp;
	m_ptr->mspeed = (byte)(110 + p->speed);
	m_ptr->stunned = (byte)p->stun;
	m_ptr->confused = (byte)p->conf;
	m_ptr->monfear = (byte)p->fear;
	m_ptr->csleep = (s16b)p->sleep;
	m_ptr->mana = (byte)p->mana;
	m_ptr->ml = kit_unseen ? FALSE : TRUE;
	m_ptr->stasis = (byte)kit_stasis;
	cave_m_idx[TY][TX] = 1;
	cave_feat[TY][TX] = (byte)feat;

	if (s->is_monster)
	{
		/* The caster: monster 2, of another race, some grids away. */
		strcpy(r_name_store + 200, "Dark elven priest");
		r_info[2].name = 200;
		r_info[2].d_char = 'h';
		m_list[2].r_idx = 2;
		m_list[2].fy = TY;
		m_list[2].fx = TX - 5;
		m_list[2].hp = m_list[2].maxhp = 30;
		cave_m_idx[TY][TX - 5] = 2;
		who = 2;
	}
	else
	{
		who = -1;
		p_ptr->lev = s->level;
		cp_ptr = &kit_class[s->cls];
		p_ptr->specialties_allowed = 0;
		if (s->beguile) p_ptr->specialty_order[p_ptr->specialties_allowed++] = SP_BEGUILE;
		if (s->holy_light) p_ptr->specialty_order[p_ptr->specialties_allowed++] = SP_HOLY_LIGHT;
	}
	hp_before = m_ptr->hp;

	seed_rng(seed);
	recording = 1;
	(void)project_m(who, TY, TX, dam, typ, PROJECT_KILL);
	killed = (m_ptr->hp < 0);
	/* The game deletes a killed monster: project_t then finds no monster there. */
	if (killed && !rec_poly) cave_m_idx[TY][TX] = 0;
	if (cave_info[TY][TX] & CAVE_TEMP)
	{
		ran_t = 1;
		(void)project_t(who, TY, TX, dam, typ, PROJECT_KILL);
	}
	recording = 0;
	/* project_t's flooding roll belongs to the terrain rule, not the monster's. */
	if (ran_t && (typ == GF_WATER || typ == GF_STORM) && dam >= 60 && feat == FEAT_FLOOR)
	{
		if (n_draws < 1 || draw_m[n_draws - 1] != 400)
		{
			fprintf(stderr, "expected the flooding draw\n");
			exit(2);
		}
		n_draws--;
		dropped_flood = 1;
	}

	line_len = 0;
	out("{\"rule\":\"monster\",\"input\":{\"gf\":\"%s\",\"dam\":%d,\"terrain\":\"%s\",", gf_name(typ), dam, feat_name(feat));
	if (s->is_monster) out("\"source\":{\"kind\":\"monster\"},");
	else
		out("\"source\":{\"kind\":\"player\",\"level\":%d,\"class\":\"%s\",\"beguile\":%s,\"holy_light\":%s},",
		    s->level, class_keys[s->cls], tf(s->beguile), tf(s->holy_light));
	{
		char fl[512], *tok;
		int first = 1;
		strcpy(fl, p->flags);
		out("\"monster\":{\"name\":\"%s\",\"char\":\"%c\",\"level\":%d,\"hp\":%d,\"maxhp\":%d,\"ac\":%d,\"unique\":%s,\"can_move\":%s,\"flags\":[",
		    p->name, p->d_char, p->level, p->hp, p->maxhp, p->ac, tf(p->unique), tf(p->can_move));
		for (tok = strtok(fl, ","); tok; tok = strtok(NULL, ","))
		{
			out("%s\"%s\"", first ? "" : ",", tok);
			first = 0;
		}
		out("],\"speed\":%d,\"race_speed\":%d,\"stun\":%d,\"confusion\":%d,\"fear\":%d,\"sleep\":%d,\"mana\":%d",
		    p->speed, p->race_speed, p->stun, p->conf, p->fear, p->sleep, p->mana);
		if (kit_unseen) out(",\"unseen\":true");
		if (kit_stasis) out(",\"stasis\":%d", kit_stasis);
		out("},");
	}
	out("\"reading\":\"oangband-1.1.0\"},\"seed\":%lu,", (unsigned long)seed);
	out_draws();
	out(",\"game\":{\"avoided\":%s,", tf(rec_avoided));
	{
		int lost = hp_before - m_ptr->hp;
		int damage = (who < 0) ? (rec_take_hit_called ? rec_take_hit_dam : 0) : lost;
		int healed = (!killed && m_ptr->hp > hp_before) ? m_ptr->hp - hp_before : 0;
		if (lost < 0) lost = 0;
		/* A monster's hit on a unique is cut to its hp before it is applied:
		 * the damage it rolled is not observable then. */
		if (!(who > 0 && p->unique && m_ptr->hp == 0 && lost > 0)) out("\"damage\":%d,", damage);
		out("\"killed\":%s,", tf(killed));
		/* A polymorphed monster is replaced by a new one of the new race:
		 * the old one's hit points are gone with it. */
		if (killed) out("\"hp\":null,");
		else if (!rec_poly) out("\"hp\":%d,", m_ptr->hp);
		if (!rec_poly) out("\"hp_lost\":%d,\"healed\":%d,", lost, healed);
	}
	out("\"ac_blocked\":%s,", tf(rec_ac_blocked));
	/* A killed monster is deleted by the game, a polymorphed one replaced: no
	 * counters, speed or mana of it are left to show, so those keys are left out. */
	if (!killed && !rec_poly)
		out("\"stun\":%d,\"confusion\":%d,\"fear\":%d,\"sleep\":%d,\"stasis\":%d,\"speed\":%d,\"mana\":%d,",
		    m_ptr->stunned, m_ptr->confused, m_ptr->monfear, m_ptr->csleep, m_ptr->stasis - kit_stasis,
		    (int)m_ptr->mspeed - 110, m_ptr->mana);
	out("\"teleport\":%d,\"thrust\":%d,\"polymorph\":%s,\"clone\":%s,",
	    rec_teleport, rec_thrust, tf(rec_poly), tf(rec_clone));
	out_learned(0, l_list[1].flags3);
	out(",\"project_t\":%s,\"flood_draw_dropped\":%s}}\n", tf(ran_t), tf(dropped_flood));
	fputs(line, fp);
	run_index++;
}

static void gen_monster(FILE *fp)
{
	int g, i;
	for (g = 0; g < N_GF_MONSTER; g++)
	{
		int typ = gf_names[g].code;
		int per = 12;
		/* The status and turning types get more cases: their rolls depend on
		 * level, class and specialties. */
		if (typ == GF_OLD_SLOW || typ == GF_OLD_SLEEP || typ == GF_OLD_CONF || typ == GF_TURN_ALL ||
		    typ == GF_TURN_EVIL || typ == GF_TURN_UNDEAD || typ == GF_HOLD || typ == GF_HOLD_UNDEAD ||
		    typ == GF_LITE || typ == GF_LITE_WEAK || typ == GF_CHAOS || typ == GF_OLD_POLY ||
		    typ == GF_STORM || typ == GF_PLASMA || typ == GF_ELEC || typ == GF_ROCK)
			per = 16;
		for (i = 0; i < per; i++)
		{
			const src_profile *s = &sources[(i * 4 + g * 3) % N_SOURCES];
			const mon_profile *p = &profiles[(i + g * 7) % N_PROFILES];
			int dam = dams[(i * 8 + g * 5) % N_DAMS];
			int feat = mon_feats[(i * 3 + g) % N_MON_FEATS];
			/* The library refuses GF_HOLD / GF_HOLD_UNDEAD from a monster. */
			if ((typ == GF_HOLD || typ == GF_HOLD_UNDEAD) && s->is_monster) s = &sources[1];
			/* DISP_SMALL_ALL bites only below the monster's hp. */
			if (typ == GF_DISP_SMALL_ALL && (i % 2)) p = &profiles[15];
			run_monster(fp, typ, dam, feat, s, p);
		}
	}
}

/* ------------------------------------------------------------------ */
/* Terrain inputs                                                     */
/* ------------------------------------------------------------------ */

static void run_terrain(FILE *fp, int typ, int dam, int feat, int k)
{
	int d, ran_t = 0;
	u32b seed = (u32b)(1000 + run_index * 7919);
	setup_world();
	reset_records();
	cave_feat[TY][TX] = (byte)feat;
	/* As cave_set_feat does: rubble and trees are walls (CAVE_WALL). */
	if ((feat == FEAT_RUBBLE) || (feat == FEAT_TREE)) cave_info[TY][TX] |= (CAVE_WALL);
	for (d = 0; d < k; d++) cave_feat[TY + ddy_ddd[d]][TX + ddx_ddd[d]] = FEAT_WATER;
	seed_rng(seed);
	recording = 1;
	(void)project_f(-1, TY, TX, 0, dam, typ);
	if (cave_info[TY][TX] & CAVE_TEMP)
	{
		ran_t = 1;
		(void)project_t(-1, TY, TX, dam, typ, 0);
	}
	recording = 0;
	line_len = 0;
	out("{\"rule\":\"terrain\",\"input\":{\"gf\":\"%s\",\"dam\":%d,\"terrain\":\"%s\",\"adjacent_water\":%d,\"reading\":\"oangband-1.1.0\"},\"seed\":%lu,",
	    gf_name(typ), dam, feat_name(feat), k, (unsigned long)seed);
	out_draws();
	if (cave_feat[TY][TX] == feat) out(",\"game\":{\"terrain\":null");
	else out(",\"game\":{\"terrain\":\"%s\"", feat_name(cave_feat[TY][TX]));
	out(",\"object_placed\":%s,\"project_t\":%s}}\n", tf(rec_obj_placed), tf(ran_t));
	fputs(line, fp);
	run_index++;
}

static void gen_terrain(FILE *fp)
{
	static const int tgf[] = {GF_COLD, GF_ICE, GF_FIRE, GF_HELLFIRE, GF_PLASMA, GF_WATER, GF_STORM};
	static const int feats[] = {FEAT_FLOOR, FEAT_LAVA, FEAT_WATER, FEAT_TREE, FEAT_RUBBLE};
	static const int tdams[] = {0, 1, 59, 60, 61, 100, 150, 300, 301, 450, 500, 601, 800, 1200, 1201, 1800, 2400, 2401, 3000, 5000};
	static const int others[] = {GF_ACID, GF_ELEC, GF_LITE, GF_MANA, GF_KILL_WALL, GF_KILL_TRAP, GF_METEOR, GF_DARK};
	int g, f, i;
	for (g = 0; g < 7; g++)
		for (f = 0; f < 5; f++)
			for (i = 0; i < 4; i++)
			{
				int dam = tdams[(i * 5 + g * 3 + f) % 20];
				int k = (feats[f] == FEAT_WATER || feats[f] == FEAT_FLOOR) ? (i * 3 + g) % 9 : (i + f) % 3;
				run_terrain(fp, tgf[g], dam, feats[f], k);
			}
	/* The thresholds exactly, on the terrain each type changes. */
	for (i = 0; i < 20; i++)
	{
		run_terrain(fp, GF_FIRE, tdams[i], FEAT_FLOOR, 0);
		run_terrain(fp, GF_WATER, tdams[i], FEAT_FLOOR, i % 9);
	}
	for (g = 0; g < 8; g++)
		for (f = 0; f < 5; f++)
			run_terrain(fp, others[g], (g * 37 + f * 101) % 400 + 1, feats[f], 0);
}

/* ------------------------------------------------------------------ */
/* Object inputs                                                      */
/* ------------------------------------------------------------------ */

typedef struct { const char *key; int tval, sval; } obj_class;
static const obj_class oclasses[] = {
	{"arrow", TV_ARROW, 1}, {"bolt", TV_BOLT, 1}, {"shot", TV_SHOT, 1},
	{"bow", TV_BOW, SV_SHORT_BOW}, {"crossbow", TV_BOW, SV_LIGHT_XBOW}, {"sling", TV_BOW, SV_SLING},
	{"sword", TV_SWORD, 1}, {"hafted", TV_HAFTED, 1}, {"polearm", TV_POLEARM, 1},
	{"digger", TV_DIGGING, 1}, {"helm", TV_HELM, 1}, {"crown", TV_CROWN, 1},
	{"shield", TV_SHIELD, 1}, {"boots", TV_BOOTS, 1}, {"gloves", TV_GLOVES, 1},
	{"cloak", TV_CLOAK, 1}, {"soft_armor", TV_SOFT_ARMOR, 1}, {"hard_armor", TV_HARD_ARMOR, 1},
	{"dragon_armor", TV_DRAG_ARMOR, 1}, {"staff", TV_STAFF, 1}, {"scroll", TV_SCROLL, 1},
	{"skeleton", TV_SKELETON, 1}, {"bottle", TV_BOTTLE, 1}, {"junk", TV_JUNK, 1},
	{"ring", TV_RING, 1}, {"amulet", TV_AMULET, 1}, {"wand", TV_WAND, 1}, {"rod", TV_ROD, 1},
	{"light", TV_LITE, 1}, {"spellbook", TV_MAGIC_BOOK, 1}, {"chest", TV_CHEST, 1},
	{"potion", TV_POTION, 1}, {"flask", TV_FLASK, 1}, {"food", TV_FOOD, 1},
};
#define N_OCLASSES (int)(sizeof(oclasses) / sizeof(oclasses[0]))

static void run_object(FILE *fp, int typ, int dam, const obj_class *c, u32b ign, int art, int cursed, int trapped)
{
	object_type *o_ptr;
	int first = 1;
	u32b seed = (u32b)(1000 + run_index * 7919);
	setup_world();
	reset_records();
	o_ptr = &o_list[1];
	o_ptr->k_idx = 1;
	o_ptr->tval = (byte)c->tval;
	o_ptr->sval = (byte)c->sval;
	o_ptr->number = 1;
	o_ptr->iy = TY;
	o_ptr->ix = TX;
	o_ptr->marked = TRUE;
	if (art) o_ptr->name1 = 1;
	if (cursed) o_ptr->ident |= IDENT_CURSED;
	if (c->tval == TV_CHEST) o_ptr->pval = trapped ? 5 : 0;
	obj_f3 = ign;
	cave_o_idx[TY][TX] = 1;
	seed_rng(seed);
	recording = 1;
	(void)project_o(-1, TY, TX, dam, typ);
	recording = 0;
	line_len = 0;
	out("{\"rule\":\"object\",\"input\":{\"gf\":\"%s\",\"dam\":%d,\"class\":\"%s\",\"flags\":[", gf_name(typ), dam, c->key);
	if (ign & TR3_IGNORE_ACID) { out("%s\"TR3_IGNORE_ACID\"", first ? "" : ","); first = 0; }
	if (ign & TR3_IGNORE_ELEC) { out("%s\"TR3_IGNORE_ELEC\"", first ? "" : ","); first = 0; }
	if (ign & TR3_IGNORE_FIRE) { out("%s\"TR3_IGNORE_FIRE\"", first ? "" : ","); first = 0; }
	if (ign & TR3_IGNORE_COLD) { out("%s\"TR3_IGNORE_COLD\"", first ? "" : ","); first = 0; }
	out("],\"artifact\":%s,\"cursed\":%s,\"trapped\":%s,\"reading\":\"oangband-1.1.0\"},\"seed\":%lu,",
	    tf(art), tf(cursed), tf(trapped), (unsigned long)seed);
	out_draws();
	out(",\"game\":{\"destroyed\":%s,\"trap_removed\":%s}}\n", tf(rec_obj_deleted),
	    tf(c->tval == TV_CHEST && trapped && o_ptr->pval < 0));
	fputs(line, fp);
	run_index++;
}

/* The first class from `start` on that the game's own hates_*() says the type's
 * element (or, with `alt`, its second element) destroys; -1 for none. */
static int hater_for(int typ, int start, int alt)
{
	int i;
	for (i = 0; i < N_OCLASSES; i++)
	{
		const obj_class *c = &oclasses[(start + i) % N_OCLASSES];
		object_type o;
		bool h = FALSE;
		memset(&o, 0, sizeof(o));
		o.tval = (byte)c->tval;
		o.sval = (byte)c->sval;
		switch (typ)
		{
			case GF_ACID: h = hates_acid(&o); break;
			case GF_ELEC: h = hates_elec(&o); break;
			case GF_FIRE: h = hates_fire(&o); break;
			case GF_PLASMA: h = alt ? hates_elec(&o) : hates_fire(&o); break;
			case GF_METEOR: h = alt ? hates_cold(&o) : hates_fire(&o); break;
			case GF_COLD: case GF_ICE: case GF_SHARD: case GF_FORCE: case GF_SOUND: h = hates_cold(&o); break;
			default: return -1;
		}
		if (h) return (start + i) % N_OCLASSES;
	}
	return -1;
}

static void gen_object(FILE *fp)
{
	static const int ogf[] = {GF_ACID, GF_ELEC, GF_FIRE, GF_COLD, GF_PLASMA, GF_METEOR, GF_ICE,
		GF_SHARD, GF_FORCE, GF_SOUND, GF_MANA, GF_HOLY_ORB, GF_KILL_TRAP, GF_HELLFIRE, GF_WATER, GF_POIS};
	static const int odams[] = {0, 1, 2, 20, 39, 40, 41, 49, 50, 51, 100, 300};
	static const u32b igns[] = {0, 0, 0, TR3_IGNORE_ACID, TR3_IGNORE_FIRE, TR3_IGNORE_ELEC, TR3_IGNORE_COLD, 0,
		TR3_IGNORE_ACID | TR3_IGNORE_ELEC | TR3_IGNORE_FIRE | TR3_IGNORE_COLD};
	int g, i;
	for (g = 0; g < 16; g++)
	{
		int per = (g < 13) ? 23 : 8;
		for (i = 0; i < per; i++)
		{
			const obj_class *c = &oclasses[(i * 5 + g * 3) % N_OCLASSES];
			int dam = odams[(i * 7 + g) % 12];
			u32b ign = igns[(i + g) % 9];
			int art = ((i + g) % 7 == 3);
			int cursed = ((i * 3 + g) % 4 == 1);
			int trapped;
			/* Every other input: an object the type's element destroys. */
			if (i % 2 == 1)
			{
				int h = hater_for(ogf[g], i * 5 + g * 3, (i / 2) % 2);
				if (h >= 0) c = &oclasses[h];
			}
			trapped = (c->tval == TV_CHEST) && (i % 4 < 2);
			/* Chests and haters: every type meets a chest, a hater of its element
			 * and a trapped chest at least once. */
			if (i == per - 1) { c = &oclasses[30]; trapped = 1; }
			if (i == per - 2) { c = &oclasses[30]; trapped = 0; }
			run_object(fp, ogf[g], dam, c, ign, art, cursed, trapped);
		}
	}
}

int main(int argc, char **argv)
{
	FILE *fp;
	if (argc != 4)
	{
		fprintf(stderr, "usage: %s <lib/edit/p_class.txt> <monster|terrain|object> <out.jsonl>\n", argv[0]);
		return 2;
	}
	load_classes(argv[1]);
	fp = fopen(argv[3], "w");
	if (!fp)
	{
		fprintf(stderr, "cannot write %s\n", argv[3]);
		return 2;
	}
	run_index = 0;
	if (!strcmp(argv[2], "monster")) gen_monster(fp);
	else if (!strcmp(argv[2], "terrain")) gen_terrain(fp);
	else if (!strcmp(argv[2], "object")) gen_object(fp);
	else if (!strcmp(argv[2], "monster_state"))
	{
		/* Every monster type on an unseen monster, one already in stasis, and
		 * both, with the monster mode's sources, monsters and damages. */
		static const int states[3][2] = {{1, 0}, {0, 5}, {1, 5}};
		int g, i;
		for (g = 0; g < N_GF_MONSTER; g++)
			for (i = 0; i < 6; i++)
			{
				const src_profile *s = &sources[(i * 4 + g * 3) % N_SOURCES];
				const mon_profile *p = &profiles[(i + g * 7) % N_PROFILES];
				int typ = gf_names[g].code;
				if ((typ == GF_HOLD || typ == GF_HOLD_UNDEAD) && s->is_monster) s = &sources[1];
				kit_unseen = states[i % 3][0];
				kit_stasis = states[i % 3][1];
				run_monster(fp, typ, dams[(i * 8 + g * 5) % N_DAMS], mon_feats[(i * 3 + g) % N_MON_FEATS], s, p);
			}
		kit_unseen = kit_stasis = 0;
	}
	else if (!strcmp(argv[2], "terrain_all"))
	{
		/* Every terrain-changing type on every terrain at 20 damages. */
		static const int ttyp[] = {GF_COLD, GF_ICE, GF_FIRE, GF_HELLFIRE, GF_PLASMA, GF_WATER, GF_STORM, GF_KILL_WALL};
		static const int tfeat[] = {FEAT_FLOOR, FEAT_LAVA, FEAT_WATER, FEAT_TREE, FEAT_RUBBLE};
		static const int tdam[] = {0, 1, 59, 60, 61, 100, 150, 300, 301, 450, 500, 601, 800, 1200, 1201, 1800, 2400, 2401, 3000, 5000};
		int g, f, i;
		for (g = 0; g < 8; g++)
			for (f = 0; f < 5; f++)
				for (i = 0; i < 20; i++)
					run_terrain(fp, ttyp[g], tdam[i], tfeat[f], (i + g + f) % 9);
	}
	else if (!strcmp(argv[2], "object_all"))
	{
		/* Every object type on every class, at four damages, flags varied. */
		static const int otyp[] = {GF_ACID, GF_ELEC, GF_FIRE, GF_COLD, GF_PLASMA, GF_METEOR, GF_ICE,
			GF_SHARD, GF_FORCE, GF_SOUND, GF_MANA, GF_HOLY_ORB, GF_KILL_TRAP, GF_HELLFIRE, GF_WATER, GF_POIS};
		static const int odam[] = {1, 39, 40, 50};
		static const u32b oign[] = {0, TR3_IGNORE_ACID, 0, TR3_IGNORE_FIRE, 0, TR3_IGNORE_ELEC, 0, TR3_IGNORE_COLD,
			TR3_IGNORE_ACID | TR3_IGNORE_ELEC | TR3_IGNORE_FIRE | TR3_IGNORE_COLD};
		int g, c, d, n = 0;
		for (g = 0; g < 16; g++)
			for (c = 0; c < N_OCLASSES; c++)
				for (d = 0; d < 4; d++, n++)
					run_object(fp, otyp[g], odam[d], &oclasses[c], oign[n % 9], (n % 5) == 2, (n % 3) == 1,
						(oclasses[c].tval == TV_CHEST) && (n % 2 == 0));
	}
	else if (!strcmp(argv[2], "kill_wall"))
	{
		/* Rubble dug by GF_KILL_WALL: the buried object's roll. */
		int i;
		for (i = 0; i < 400; i++) run_terrain(fp, GF_KILL_WALL, (i * 37) % 400 + 1, FEAT_RUBBLE, 0);
	}
	else
	{
		fprintf(stderr, "unknown rule %s\n", argv[2]);
		return 2;
	}
	fclose(fp);
	return 0;
}
