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

/* The player rule (project_p): what project_p and project_t hand over to the
 * rest of the game (timed setters, stat and experience functions, amnesia,
 * shapechanges, disturb) is recorded instead of done. */
#define set_blind kit_set_blind
#define set_confused kit_set_confused
#define set_poisoned kit_set_poisoned
#define set_afraid kit_set_afraid
#define set_paralyzed kit_set_paralyzed
#define set_image kit_set_image
#define set_slow kit_set_slow
#define set_stun kit_set_stun
#define set_cut kit_set_cut
#define set_fast kit_set_fast
#define set_protevil kit_set_protevil
#define set_extra_defences kit_set_extra_defences
#define set_hero kit_set_hero
#define set_shero kit_set_shero
#define set_shield kit_set_shield
#define set_blessed kit_set_blessed
#define set_tim_invis kit_set_tim_invis
#define set_tim_infra kit_set_tim_infra
#define set_tim_esp kit_set_tim_esp
#define set_superstealth kit_set_superstealth
#define set_ele_attack kit_set_ele_attack
#define set_oppose_acid kit_set_oppose_acid
#define set_oppose_elec kit_set_oppose_elec
#define set_oppose_fire kit_set_oppose_fire
#define set_oppose_cold kit_set_oppose_cold
#define set_oppose_pois kit_set_oppose_pois
#define set_recall kit_set_recall
#define do_dec_stat kit_do_dec_stat
#define lose_exp kit_lose_exp
#define lose_all_info kit_lose_all_info
#define check_experience kit_check_experience
#define shapechange kit_shapechange
#define disturb kit_disturb

/* thrust_away is static in spells1.c; prep.sh renames its definition, so this
 * declaration makes every call reach the driver's recording version. */
void thrust_away(int who, int t_y, int t_x, int grids_away);

/* So are inven_damage (static) and take_hit, teleport_player,
 * teleport_player_to, teleport_player_level (prep.sh renames their
 * definitions to game_...; the prototypes in externs.h cover the last four). */
#include "angband.h"
int inven_damage(int (*typ)(object_type *), int perc);

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
static void player_msg(cptr msg);
void kit_msg_print(cptr msg)
{
	if (!msg) return;
	if (strstr(msg, " misses.")) rec_ac_blocked = 1;
	player_msg(msg);
}
void kit_msg_format(cptr fmt, ...)
{
	if (strstr(fmt, "ducks behind a boulder") || strstr(fmt, "hides behind a tree")) rec_avoided = 1;
	player_msg(fmt);
}
void kit_monster_desc(char *desc, monster_type *m_ptr, int mode)
{
	(void)mode;
	strcpy(desc, r_name + r_info[m_ptr->r_idx].name);
}
void kit_cave_set_feat(int y, int x, int feat) { cave_feat[y][x] = (byte)feat; }
void kit_delete_object_idx(int o_idx) { (void)o_idx; rec_obj_deleted = 1; }
static object_type *last_desc; /* the object the game described last (player rule) */
void kit_object_desc(char *buf, object_type *o_ptr, int pref, int mode)
{
	(void)pref; (void)mode;
	last_desc = o_ptr;
	strcpy(buf, "object");
}
static u32b obj_f3;
static u32b inven_f3[INVEN_TOTAL]; /* the IGNORE flags of the player's equipment */
void kit_object_flags(object_type *o_ptr, u32b *f1, u32b *f2, u32b *f3)
{
	*f1 = 0; *f2 = 0; *f3 = obj_f3;
	if (inventory && o_ptr >= inventory && o_ptr < inventory + INVEN_TOTAL) *f3 = inven_f3[o_ptr - inventory];
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
	/* The player table only. */
	{GF_WHIP, "whip"},
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
 * abilities project_m asks about: CHARM, STRONG_MAGIC, HOLY, EVIL, and
 * WOODSMAN, which project_p asks about (trees). */
static void load_classes(const char *path)
{
	static const named ab[] = {
		{SP_CHARM, "CHARM"}, {SP_STRONG_MAGIC, "STRONG_MAGIC"}, {SP_HOLY, "HOLY"}, {SP_EVIL, "EVIL"},
		{SP_WOODSMAN, "WOODSMAN"}
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
		/* One slot before monster 0: project_t hands apply_nexus m_list[who] even
		 * for the player's own projection (who = -1). */
		m_list = (monster_type *)calloc(9, sizeof(monster_type)) + 1;
		inventory = calloc(INVEN_TOTAL, sizeof(object_type));
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
	memset(m_list - 1, 0, 9 * sizeof(monster_type));
	memset(inventory, 0, INVEN_TOTAL * sizeof(object_type));
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

/* ------------------------------------------------------------------ */
/* The player rule: project_p, then project_t on a marked grid        */
/* ------------------------------------------------------------------ */

#define MAX_CALLS 32
static int rare_mode;                /* the player_rare mode */
static int player_mode;              /* player_msg records only in the player modes */
static int pl_typ;
static int pl_take_hit[MAX_CALLS], n_take_hit;
static const char *pl_inv_kind[MAX_CALLS];
static int pl_inv_perc[MAX_CALLS], n_inv;
static int pl_dec_stat[A_MAX];
static long pl_lose_exp[MAX_CALLS];
static int n_lose_exp;
static int pl_teleport, pl_teleport_to, pl_teleport_level, pl_amnesia, pl_reverted;
static const char *pl_avoided;
static int pl_acid_slot, pl_acid_loss, pl_dis_slot, pl_dis_resisted;
static int pl_scramble_at, pl_time_stat, pl_time_all;
static const char *pl_dispelled[MAX_CALLS];
static int n_dispelled;

static void reset_player_records(void)
{
	int i;
	n_take_hit = n_inv = n_lose_exp = n_dispelled = 0;
	for (i = 0; i < A_MAX; i++) pl_dec_stat[i] = 0;
	pl_teleport = pl_teleport_to = pl_teleport_level = pl_amnesia = pl_reverted = 0;
	pl_avoided = NULL;
	pl_acid_slot = pl_dis_slot = -1;
	pl_acid_loss = pl_dis_resisted = 0;
	pl_scramble_at = pl_time_stat = -1;
	pl_time_all = 0;
}

/* The messages that tell what happened where no state shows it. */
static void player_msg(cptr msg)
{
	if (!player_mode) return;
	if (strstr(msg, "You duck behind a boulder!") || strstr(msg, "You dodge behind a tree!")) pl_avoided = "terrain";
	else if (strstr(msg, "You Evade the")) pl_avoided = "evasion";
	else if (strstr(msg, "You nimbly dodge aside.")) pl_avoided = "dodge";
	else if (strstr(msg, "The missile glances off your armour.") || strstr(msg, "The missile misses."))
		pl_avoided = (pl_typ == GF_SHOT) ? "glance" : "miss";
	else if (strstr(msg, "ricochets off your shield")) pl_avoided = "shield";
	else if (strstr(msg, "Your %s is damaged!") || strstr(msg, "Your %s is unaffected!"))
	{
		pl_acid_slot = (int)(last_desc - inventory);
		pl_acid_loss = strstr(msg, "damaged") ? 1 : 0;
	}
	else if (strstr(msg, "resist%s disenchantment!") || strstr(msg, "disenchanted!"))
	{
		pl_dis_slot = (int)(last_desc - inventory);
		pl_dis_resisted = strstr(msg, "resist%s") ? 1 : 0;
	}
	else if (strstr(msg, "Your body starts to scramble...")) pl_scramble_at = n_draws;
	else if (strstr(msg, "You're not as %s as you used to be...")) pl_time_stat = (int)draw_r[n_draws - 1];
	else if (strstr(msg, "You're not as powerful as you used to be...")) pl_time_all = 1;
}

/* Renamed in spells1.c by prep.sh: these record what project_p hands over. */
void take_hit(int dam, cptr kb_str)
{
	(void)kb_str;
	if (n_take_hit < MAX_CALLS) pl_take_hit[n_take_hit++] = dam;
}
int inven_damage(int (*typ)(object_type *), int perc)
{
	const char *kind = (typ == set_acid_destroy) ? "acid" : (typ == set_elec_destroy) ? "elec" :
		(typ == set_fire_destroy) ? "fire" : (typ == set_cold_destroy) ? "cold" : "?";
	if (n_inv < MAX_CALLS)
	{
		pl_inv_kind[n_inv] = kind;
		pl_inv_perc[n_inv++] = perc;
	}
	return 0;
}
void teleport_player(int dis, bool safe) { (void)safe; pl_teleport = dis; }
void teleport_player_to(int ny, int nx, bool friendly) { (void)ny; (void)nx; (void)friendly; pl_teleport_to = 1; }
void teleport_player_level(bool friendly) { (void)friendly; pl_teleport_level = 1; }

/* The nine counters' setters: the game's clamp, nothing else (their messages,
 * redraws and set_image's display-only randint(511) are the game's). */
#define KIT_COUNTER(fn, field) \
	bool fn(int v) { v = (v > 10000) ? 10000 : (v < 0) ? 0 : v; p_ptr->field = (s16b)v; return TRUE; }
KIT_COUNTER(kit_set_blind, blind)
KIT_COUNTER(kit_set_confused, confused)
KIT_COUNTER(kit_set_poisoned, poisoned)
KIT_COUNTER(kit_set_afraid, afraid)
KIT_COUNTER(kit_set_paralyzed, paralyzed)
KIT_COUNTER(kit_set_image, image)
KIT_COUNTER(kit_set_slow, slow)
KIT_COUNTER(kit_set_stun, stun)
KIT_COUNTER(kit_set_cut, cut)

/* The temporary effects apply_dispel ends: the name is recorded. */
static void note_dispel(const char *name)
{
	if (n_dispelled < MAX_CALLS) pl_dispelled[n_dispelled++] = name;
}
#define KIT_TIMED(fn, field) \
	bool fn(int v) { if (!v && p_ptr->field) note_dispel(#field); p_ptr->field = (s16b)v; return TRUE; }
KIT_TIMED(kit_set_fast, fast)
KIT_TIMED(kit_set_protevil, protevil)
KIT_TIMED(kit_set_extra_defences, magicdef)
KIT_TIMED(kit_set_hero, hero)
KIT_TIMED(kit_set_shero, shero)
KIT_TIMED(kit_set_shield, shield)
KIT_TIMED(kit_set_blessed, blessed)
KIT_TIMED(kit_set_tim_invis, tim_invis)
KIT_TIMED(kit_set_tim_infra, tim_infra)
KIT_TIMED(kit_set_tim_esp, tim_esp)
KIT_TIMED(kit_set_superstealth, superstealth)
KIT_TIMED(kit_set_oppose_acid, oppose_acid)
KIT_TIMED(kit_set_oppose_elec, oppose_elec)
KIT_TIMED(kit_set_oppose_fire, oppose_fire)
KIT_TIMED(kit_set_oppose_cold, oppose_cold)
KIT_TIMED(kit_set_oppose_pois, oppose_pois)
KIT_TIMED(kit_set_recall, word_recall)
void kit_set_ele_attack(u32b attack_type, int v)
{
	(void)attack_type;
	if (!v && p_ptr->ele_attack) note_dispel("ele_attack");
	p_ptr->ele_attack = (s16b)v;
}

/* The stat and experience functions stay the game's: their calls are recorded,
 * their own draws (do_dec_stat's Clarity / Athletics rand_int(2), dec_stat's
 * randint) are not made. */
bool kit_do_dec_stat(int stat)
{
	if (stat >= 0 && stat < A_MAX) pl_dec_stat[stat]++;
	return TRUE;
}
void kit_lose_exp(s32b amount)
{
	if (n_lose_exp < MAX_CALLS) pl_lose_exp[n_lose_exp++] = (long)amount;
}
bool kit_lose_all_info(void) { pl_amnesia = 1; return TRUE; }
void kit_check_experience(void) { }
void kit_shapechange(s16b shape) { pl_reverted = 1; p_ptr->schange = (byte)shape; }
void kit_disturb(int seriousness, int unused_flag) { (void)seriousness; (void)unused_flag; }

/* Our own generator for the inputs (not the game's RNG). */
static u32b pick_state;
static int pick(int n)
{
	pick_state = pick_state * 1103515245u + 12345u;
	return (int)((pick_state >> 16) % (u32b)n);
}

static const char *stat_keys[A_MAX] = {"str", "int", "wis", "dex", "con", "chr"};
static const char *resist_keys[14] = {"acid", "elec", "fire", "cold", "pois", "light", "dark",
	"confusion", "sound", "shards", "nexus", "nether", "chaos", "disenchant"};
/* The library's equipment slots and the game's inventory slots. */
static const char *slot_keys[8] = {"weapon", "bow", "body", "cloak", "shield", "head", "hands", "feet"};
static const int slot_inven[8] = {INVEN_WIELD, INVEN_BOW, INVEN_BODY, INVEN_OUTER, INVEN_ARM, INVEN_HEAD, INVEN_HANDS, INVEN_FEET};
/* res_list levels: 19 is the -30% vulnerability, 20 none, 30 and up immunity. */
static const int res_levels[15] = {19, 19, 20, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31};
static const int pdams[] = {0, 1, 2, 5, 9, 10, 11, 14, 15, 20, 24, 25, 29, 30, 31, 35, 45, 49, 50, 51, 60, 75,
	89, 90, 91, 100, 120, 150, 200, 249, 250, 300, 399, 400, 401, 500, 600, 800, 900, 901, 1200, 1600,
	1601, 2000, 3000, 5000};
#define N_PDAMS (int)(sizeof(pdams) / sizeof(pdams[0]))
static const int mlevels[] = {0, 1, 3, 5, 10, 15, 20, 30, 40, 50, 51, 60, 70, 80, 100};
#define N_MLEVELS (int)(sizeof(mlevels) / sizeof(mlevels[0]))

/* The temporary effects apply_dispel looks at, in its order. */
typedef struct { const char *name; s16b *timer; u32b attack; } temp_effect;
static int n_temp;
static temp_effect temps[32];
static void load_temps(void)
{
	n_temp = 0;
#define T(f) temps[n_temp].name = #f; temps[n_temp].timer = &p_ptr->f; temps[n_temp++].attack = 0;
#define A(n, bit) temps[n_temp].name = n; temps[n_temp].timer = NULL; temps[n_temp++].attack = bit;
	T(fast) T(protevil) T(magicdef) T(hero) T(shero) T(shield) T(blessed) T(tim_invis) T(tim_infra)
	T(tim_esp) T(superstealth) T(ele_attack) T(oppose_acid) T(oppose_elec) T(oppose_fire)
	T(oppose_cold) T(oppose_pois) T(word_recall)
	A("attack_confuse", ATTACK_CONFUSE) A("attack_blkbrth", ATTACK_BLKBRTH) A("attack_flee", ATTACK_FLEE)
	A("attack_supershot", ATTACK_SUPERSHOT) A("attack_holy", ATTACK_HOLY)
#undef T
#undef A
}

static void clear_player(void)
{
	int i;
	p_ptr->blind = p_ptr->confused = p_ptr->poisoned = p_ptr->afraid = p_ptr->paralyzed = 0;
	p_ptr->image = p_ptr->slow = p_ptr->stun = p_ptr->cut = 0;
	for (i = 0; i < n_temp; i++)
		if (temps[i].timer) *temps[i].timer = 0;
	p_ptr->special_attack = 0;
	p_ptr->schange = 0;
	for (i = 0; i < MAX_P_RES; i++) p_ptr->res_list[i] = RES_LEVEL_BASE;
	p_ptr->hold_life = p_ptr->free_act = p_ptr->ffall = p_ptr->no_fear = p_ptr->no_blind = FALSE;
	p_ptr->black_breath = FALSE;
	p_ptr->sustain_str = p_ptr->sustain_int = p_ptr->sustain_wis = FALSE;
	p_ptr->sustain_dex = p_ptr->sustain_con = p_ptr->sustain_chr = FALSE;
	p_ptr->shield_on_back = FALSE;
	p_ptr->cur_lite = 0;
	memset(inven_f3, 0, sizeof(inven_f3));
}

static void out_item(int slot, int with_ac)
{
	object_type *o_ptr = &inventory[slot_inven[slot]];
	out("\"%s\":", slot_keys[slot]);
	if (!o_ptr->k_idx)
	{
		out("null");
		return;
	}
	out("{\"to_h\":%d,\"to_d\":%d,\"to_a\":%d,\"artifact\":%s,\"ignore_acid\":%s", o_ptr->to_h, o_ptr->to_d,
	    o_ptr->to_a, tf(artifact_p(o_ptr)), tf((inven_f3[slot_inven[slot]] & TR3_IGNORE_ACID) != 0));
	if (with_ac) out(",\"base_ac\":%d", o_ptr->ac);
	if (slot == 4) out(",\"on_back\":%s", tf(p_ptr->shield_on_back));
	out("}");
}

static void out_counters(void)
{
	out("{\"stun\":%d,\"cut\":%d,\"poison\":%d,\"confusion\":%d,\"blind\":%d,\"fear\":%d,\"hallucination\":%d,\"slow\":%d,\"paralysis\":%d}",
	    p_ptr->stun, p_ptr->cut, p_ptr->poisoned, p_ptr->confused, p_ptr->blind, p_ptr->afraid, p_ptr->image,
	    p_ptr->slow, p_ptr->paralyzed);
}

static void out_names(const char *key, const char **names, const int *on, int n, int *first)
{
	int i;
	(void)key;
	for (i = 0; i < n; i++)
		if (on[i])
		{
			out("%s\"%s\"", *first ? "" : ",", names[i]);
			*first = 0;
		}
}

/* The resistance whose absence lets the type's side effects through. */
static int main_res(int typ)
{
	switch (typ)
	{
		case GF_ACID: return P_RES_ACID;
		case GF_ELEC: case GF_PLASMA: case GF_STORM: return P_RES_ELEC;
		case GF_FIRE: case GF_HELLFIRE: return P_RES_FIRE;
		case GF_COLD: return P_RES_COLD;
		case GF_ICE: return P_RES_SHARD;
		case GF_POIS: case GF_PMISSILE: return P_RES_POIS;
		case GF_LITE: return P_RES_LITE;
		case GF_DARK: case GF_MORGUL_DARK: return P_RES_DARK;
		case GF_CONFUSION: return P_RES_CONFU;
		case GF_SOUND: case GF_GRAVITY: case GF_FORCE: case GF_WATER: return P_RES_SOUND;
		case GF_SHARD: return P_RES_SHARD;
		case GF_NEXUS: return P_RES_NEXUS;
		case GF_NETHER: return P_RES_NETHR;
		case GF_CHAOS: return P_RES_CHAOS;
		case GF_DISENCHANT: return P_RES_DISEN;
	}
	return -1;
}

/* One projection on the player: `heavy` gives the source Morgul magic more often. */
static void run_player(FILE *fp, int typ)
{
	static const int feats[10] = {FEAT_FLOOR, FEAT_FLOOR, FEAT_FLOOR, FEAT_FLOOR, FEAT_FLOOR,
		FEAT_RUBBLE, FEAT_WATER, FEAT_LAVA, FEAT_TREE, FEAT_FLOOR};
	u32b seed = (u32b)(1000 + run_index * 7919);
	int dam, feat, glow, who, i, first, ran_t = 0, dropped_flood = 0;
	int heavy = (typ == GF_MISSILE || typ == GF_PMISSILE || typ == GF_COLD || typ == GF_POIS || typ == GF_MORGUL_DARK);
	int stat_before[A_MAX], bonus_before[8][3], csp_before, energy_before;
	s32b exp_before;
	u32b attack_before;
	s16b timers_before[32];
	int spec_on[3];
	int flag_on[5], sust_on[6];
	monster_race *r_ptr;

	pick_state = (u32b)(run_index * 2654435761u + 99991u);
	setup_world();
	reset_records();
	reset_player_records();
	clear_player();
	pl_typ = typ;

	/* The grid. */
	dam = pdams[pick(N_PDAMS)];
	feat = feats[pick(10)];
	glow = pick(2);
	p_ptr->cur_lite = pick(2) ? 0 : 1 + pick(3);
	p_ptr->py = TY;
	p_ptr->px = TX;
	cave_m_idx[TY][TX] = -1;
	cave_feat[TY][TX] = (byte)feat;
	if (glow) cave_info[TY][TX] |= CAVE_GLOW;

	/* The source: the player (who = -1) or monster 2 of race 2. */
	who = pick(5) ? 2 : -1;
	r_ptr = &r_info[2];
	m_list[2].r_idx = 2;
	m_list[2].fy = TY;
	m_list[2].fx = TX + 5;
	m_list[2].cdis = pick(3) ? 5 : 1;
	r_ptr->level = mlevels[pick(N_MLEVELS)];
	if (!pick(heavy ? 2 : 6)) r_ptr->flags2 |= RF2_MORGUL_MAGIC;
	if (!pick(3)) r_ptr->flags2 |= RF2_ARCHER;
	r_ptr->freq_ranged = (byte)pick(101);
	if (!pick(4)) r_ptr->flags1 |= RF1_UNIQUE;
	r_ptr->d_char = pick(3) ? 'p' : 'W';
	if (!pick((typ == GF_WHIP) ? 2 : 6)) r_ptr->flags3 |= RF3_ANIMAL;
	r_ptr->name = 0;
	if (!pick(12))
	{
		strcpy(r_name_store, "Sauron, the Sorcerer");
		r_ptr->flags1 |= RF1_UNIQUE;
		r_ptr->d_char = 'p';
	}
	else strcpy(r_name_store, (r_ptr->d_char == 'W') ? "Nazgul" : "Orc archer");

	/* The character. */
	p_ptr->lev = 1 + pick(50);
	p_ptr->exp = pick(4) ? (s32b)pick(1000) * (s32b)(1 + pick(10000)) : 0;
	p_ptr->max_exp = p_ptr->exp;
	i = pick(9);
	cp_ptr = &kit_class[i];
	{
		const char *cls = class_keys[i];
		p_ptr->specialties_allowed = 0;
		spec_on[0] = !pick(3);
		spec_on[1] = !pick(4);
		spec_on[2] = !pick(4);
		if (spec_on[0]) p_ptr->specialty_order[p_ptr->specialties_allowed++] = SP_EVASION;
		if (spec_on[1]) p_ptr->specialty_order[p_ptr->specialties_allowed++] = SP_SHIELD_MAST;
		if (spec_on[2]) p_ptr->specialty_order[p_ptr->specialties_allowed++] = SP_UNLIGHT;
		p_ptr->evasion_chance = (byte)pick(81);
		for (i = 0; i < 14; i++) p_ptr->res_list[i] = (byte)(pick(3) ? res_levels[pick(15)] : RES_LEVEL_BASE);
		/* The type's own element unresisted half the time: its side effects. */
		if (main_res(typ) >= 0 && pick(2)) p_ptr->res_list[main_res(typ)] = RES_LEVEL_BASE;
		flag_on[0] = p_ptr->hold_life = !pick(3);
		flag_on[1] = p_ptr->free_act = !pick(3);
		flag_on[2] = p_ptr->ffall = !pick(3);
		flag_on[3] = p_ptr->no_fear = !pick(3);
		flag_on[4] = p_ptr->no_blind = !pick(3);
		p_ptr->black_breath = !pick(8);
		sust_on[0] = p_ptr->sustain_str = !pick(4);
		sust_on[1] = p_ptr->sustain_int = !pick(4);
		sust_on[2] = p_ptr->sustain_wis = !pick(4);
		sust_on[3] = p_ptr->sustain_dex = !pick(4);
		sust_on[4] = p_ptr->sustain_con = !pick(4);
		sust_on[5] = p_ptr->sustain_chr = !pick(4);
		for (i = 0; i < A_MAX; i++) p_ptr->stat_cur[i] = p_ptr->stat_max[i] = (s16b)(3 + pick(116));
		p_ptr->stat_ind[A_DEX] = (s16b)pick(38);
		p_ptr->stat_ind[A_STR] = (s16b)pick(38);
		p_ptr->ac = (s16b)(pick(4) ? pick(120) : 0);
		p_ptr->to_a = (s16b)(pick(3) ? pick(80) - 10 : 0);
		p_ptr->skill_sav = (s16b)(pick((typ == GF_NEXUS || typ == GF_DISENCHANT) ? 2 : 4) ? pick(100) : 0);
		p_ptr->csp = (s16b)(pick(3) ? pick(300) : 0);
		for (i = 0; i < n_temp; i++)
			if (!pick(10))
			{
				if (temps[i].timer) *temps[i].timer = (s16b)(1 + pick(50));
				else p_ptr->special_attack |= temps[i].attack;
			}
		p_ptr->schange = (byte)(pick(10) ? 0 : 1 + pick(11));
		if (pick(2))
		{
			s16b *c[9];
			c[0] = &p_ptr->stun; c[1] = &p_ptr->cut; c[2] = &p_ptr->poisoned; c[3] = &p_ptr->confused;
			c[4] = &p_ptr->blind; c[5] = &p_ptr->afraid; c[6] = &p_ptr->image; c[7] = &p_ptr->slow;
			c[8] = &p_ptr->paralyzed;
			for (i = 0; i < 9; i++)
				if (!pick(3)) *c[i] = (s16b)(pick(20) ? 1 + pick(60) : 100 + pick(9900));
		}
		p_ptr->pspeed = (s16b)(100 + pick(40));
		p_ptr->energy = 100;
		p_ptr->total_weight = (s16b)(pick(4) ? pick(3000) : pick(300));
		for (i = 0; i < 8; i++)
		{
			object_type *o_ptr = &inventory[slot_inven[i]];
			if (pick(2) && !(i == 4 && (typ == GF_ARROW || typ == GF_SHARD))) continue;
			o_ptr->k_idx = 1;
			o_ptr->number = 1;
			o_ptr->to_h = (s16b)(pick(3) ? pick(30) - 5 : 0);
			o_ptr->to_d = (s16b)(pick(3) ? pick(30) - 5 : 0);
			o_ptr->to_a = (s16b)(pick(3) ? pick(30) - 5 : 0);
			if (i >= 2) o_ptr->ac = (s16b)((i == 4) ? pick(13) : pick(20));
			if (!pick(6)) o_ptr->name1 = 1;
			if (!pick(5)) inven_f3[slot_inven[i]] = TR3_IGNORE_ACID;
			if (i == 4) p_ptr->shield_on_back = !pick(4);
		}

		/* The rare branches mode: strong Morgul sources, shapechanged players
		 * hit by disenchantment, no saving throw against nexus. */
		if (rare_mode)
		{
			who = 2;
			if (main_res(typ) >= 0) p_ptr->res_list[main_res(typ)] = RES_LEVEL_BASE;
			if (pick(2)) p_ptr->skill_sav = 0;
			r_ptr->flags2 |= RF2_MORGUL_MAGIC;
			if (pick(2)) r_ptr->flags2 &= ~(RF2_ARCHER);
			r_ptr->level = 40 + pick(61);
			dam = 100 + pick(1600);
			if (!pick(3))
			{
				r_ptr->d_char = 'W';
				r_ptr->flags1 |= RF1_UNIQUE;
				strcpy(r_name_store, "Nazgul");
			}
			if (typ == GF_DISENCHANT || typ == GF_MORGUL_DARK) p_ptr->schange = (byte)(pick(4) ? 1 + pick(11) : 0);
			if (typ == GF_MORGUL_DARK && pick(2)) flag_on[3] = p_ptr->no_fear = FALSE;
			if (typ == GF_MORGUL_DARK && pick(2)) p_ptr->black_breath = TRUE;
		}

		/* The input line. */
		line_len = 0;
		out("{\"rule\":\"player\",\"input\":{\"gf\":\"%s\",\"dam\":%d,\"terrain\":\"%s\",\"dark\":%s,",
		    gf_name(typ), dam, feat_name(feat), tf(!glow));
		out("\"player\":{\"level\":%d,\"exp\":%ld,\"class\":\"%s\",\"specialties\":[", p_ptr->lev, (long)p_ptr->exp, cls);
		{
			static const char *sn[3] = {"evasion", "shield_mastery", "unlight"};
			first = 1;
			out_names("specialties", sn, spec_on, 3, &first);
		}
		out("],\"evasion_chance\":%d,\"resist\":{", p_ptr->evasion_chance);
		for (i = 0; i < 14; i++)
			out("%s\"%s\":%d", i ? "," : "", resist_keys[i], extract_resistance[p_ptr->res_list[i]]);
		out("},\"flags\":[");
		{
			static const char *fn[5] = {"hold_life", "free_action", "feather_fall", "resist_fear", "resist_blind"};
			first = 1;
			out_names("flags", fn, flag_on, 5, &first);
		}
		out("],\"black_breath\":%s,\"sustains\":[", tf(p_ptr->black_breath));
		first = 1;
		out_names("sustains", stat_keys, sust_on, 6, &first);
		out("],\"stats\":{");
		for (i = 0; i < A_MAX; i++) out("%s\"%s\":%d", i ? "," : "", stat_keys[i], p_ptr->stat_cur[i]);
		out("},\"ac\":%d,\"base_ac\":%d,\"dex_to_hit\":%d,\"energy\":%d,\"weight_limit\":%d,\"pack_weight\":%d,\"total_weight\":%d,",
		    p_ptr->ac + p_ptr->to_a, p_ptr->ac, adj_dex_ta[p_ptr->stat_ind[A_DEX]] - 128,
		    extract_energy[p_ptr->pspeed], adj_str_wgt[p_ptr->stat_ind[A_STR]] * 10, p_ptr->total_weight / 10,
		    p_ptr->total_weight);
		out("\"save\":%d,\"shapechanged\":%s,\"mana\":%d,\"temp_effects\":[", p_ptr->skill_sav,
		    tf(p_ptr->schange > 0 && p_ptr->schange < 12), p_ptr->csp);
		first = 1;
		for (i = 0; i < n_temp; i++)
			if (temps[i].timer ? (*temps[i].timer != 0) : ((p_ptr->special_attack & temps[i].attack) != 0))
			{
				out("%s\"%s\"", first ? "" : ",", temps[i].name);
				first = 0;
			}
		out("],\"counters\":");
		out_counters();
		out(",\"equip\":{");
		for (i = 0; i < 8; i++)
		{
			if (i) out(",");
			out_item(i, i >= 2);
		}
		out("},\"light_radius\":%d},", p_ptr->cur_lite);
		if (who < 0) out("\"self_inflicted\":true,");
		else
			out("\"source\":{\"level\":%d,\"morgul\":%s,\"unique_wraith\":%s,\"deathlord\":false,\"archer\":%s,\"adjacent\":%s,\"ranged_freq\":%d,\"animal\":%s},",
			    r_ptr->level, tf((r_ptr->flags2 & RF2_MORGUL_MAGIC) != 0),
			    tf(prefix(r_name_store, "Sauron, the Sorcerer") || (r_ptr->d_char == 'W' && (r_ptr->flags1 & RF1_UNIQUE))),
			    tf((r_ptr->flags2 & RF2_ARCHER) != 0), tf(m_list[2].cdis <= 1), r_ptr->freq_ranged,
			    tf((r_ptr->flags3 & RF3_ANIMAL) != 0));
		out("\"reading\":\"oangband-1.1.0\"},\"seed\":%lu,", (unsigned long)seed);
	}

	/* What the projection may change. */
	for (i = 0; i < A_MAX; i++) stat_before[i] = p_ptr->stat_cur[i];
	for (i = 0; i < 8; i++)
	{
		object_type *o_ptr = &inventory[slot_inven[i]];
		bonus_before[i][0] = o_ptr->to_h;
		bonus_before[i][1] = o_ptr->to_d;
		bonus_before[i][2] = o_ptr->to_a;
	}
	csp_before = p_ptr->csp;
	energy_before = p_ptr->energy;
	exp_before = p_ptr->exp;
	attack_before = p_ptr->special_attack;
	for (i = 0; i < n_temp; i++) timers_before[i] = temps[i].timer ? *temps[i].timer : 0;
	(void)timers_before;
	(void)attack_before;

	player_mode = 1;
	/* Rand_state_init does not reset the table's position: without this a
	 * line's stream would depend on how many draws the lines before it made. */
	Rand_place = 0;
	seed_rng(seed);
	recording = 1;
	(void)project_p(who, 0, TY, TX, dam, typ);
	if (cave_info[TY][TX] & CAVE_TEMP)
	{
		ran_t = 1;
		(void)project_t(who, TY, TX, dam, typ, PROJECT_PLAY);
	}
	recording = 0;
	player_mode = 0;
	/* project_t's flooding roll belongs to the terrain rule. */
	if (ran_t && typ == GF_STORM && dam >= 60 && feat == FEAT_FLOOR)
	{
		if (n_draws < 1 || draw_m[n_draws - 1] != 400)
		{
			fprintf(stderr, "expected the flooding draw\n");
			exit(2);
		}
		n_draws--;
		dropped_flood = 1;
	}
	/* apply_dispel clears the special attacks itself (no setter): in its order. */
	{
		/* Rebuild the dispelled list in apply_dispel's order: setters recorded
		 * their names as they ran; the special attacks follow them. */
		for (i = 0; i < n_temp; i++)
			if (!temps[i].timer && (attack_before & temps[i].attack) && !(p_ptr->special_attack & temps[i].attack))
				note_dispel(temps[i].name);
	}

	out_draws();
	out(",\"game\":{\"avoided\":");
	if (pl_avoided) out("\"%s\"", pl_avoided);
	else out("null");
	{
		long total = 0;
		for (i = 0; i < n_take_hit; i++) total += pl_take_hit[i];
		out(",\"damage\":%ld,\"take_hit\":[", total);
		for (i = 0; i < n_take_hit; i++) out("%s%d", i ? "," : "", pl_take_hit[i]);
	}
	out("],\"counters\":");
	out_counters();
	out(",\"energy_lost\":%d,\"stat_drain\":{", energy_before - p_ptr->energy);
	for (i = 0; i < A_MAX; i++) out("%s\"%s\":%d", i ? "," : "", stat_keys[i], pl_dec_stat[i]);
	out("},\"stats_set\":{");
	for (i = 0; i < A_MAX; i++)
	{
		out("%s\"%s\":", i ? "," : "", stat_keys[i]);
		if (pl_time_all || pl_time_stat == i) out("%d", p_ptr->stat_cur[i]);
		else out("null");
	}
	out("},\"stat_swap\":");
	if (pl_scramble_at >= 0)
		out("[\"%s\",\"%s\"]", stat_keys[draw_r[pl_scramble_at]], stat_keys[draw_r[n_draws - 1]]);
	else out("null");
	{
		long total = 0;
		for (i = 0; i < n_lose_exp; i++) total += pl_lose_exp[i];
		out(",\"exp_drained\":%ld,\"lose_exp\":[", total);
		for (i = 0; i < n_lose_exp; i++) out("%s%ld", i ? "," : "", pl_lose_exp[i]);
	}
	out("],\"exp_drained_permanent\":%ld,\"black_breath\":%s,\"amnesia\":%s,\"level_teleport\":%s,\"teleport\":%d,\"teleport_to_source\":%s,\"thrust\":%d,",
	    (long)(exp_before - p_ptr->exp), tf(p_ptr->black_breath), tf(pl_amnesia), tf(pl_teleport_level), pl_teleport,
	    tf(pl_teleport_to), rec_thrust);
	out("\"acid\":");
	if (pl_acid_slot >= 0)
	{
		int s;
		for (s = 0; s < 8 && slot_inven[s] != pl_acid_slot; s++) ;
		out("{\"slot\":\"%s\",\"ac_loss\":%d}", s < 8 ? slot_keys[s] : "?", pl_acid_loss);
	}
	else out("null");
	out(",\"disenchant\":");
	if (pl_dis_slot >= 0)
	{
		int s;
		object_type *o_ptr;
		for (s = 0; s < 8 && slot_inven[s] != pl_dis_slot; s++) ;
		o_ptr = &inventory[pl_dis_slot];
		out("{\"slot\":\"%s\",\"resisted\":%s,\"to_h\":%d,\"to_d\":%d,\"to_a\":%d}", s < 8 ? slot_keys[s] : "?",
		    tf(pl_dis_resisted), bonus_before[s][0] - o_ptr->to_h, bonus_before[s][1] - o_ptr->to_d,
		    bonus_before[s][2] - o_ptr->to_a);
	}
	else out("null");
	out(",\"inven_damage\":[");
	for (i = 0; i < n_inv; i++) out("%s[\"%s\",%d]", i ? "," : "", pl_inv_kind[i], pl_inv_perc[i]);
	out("],\"mana_lost\":%d,\"dispelled\":[", csp_before - p_ptr->csp);
	for (i = 0; i < n_dispelled; i++) out("%s\"%s\"", i ? "," : "", pl_dispelled[i]);
	out("],\"reverted\":%s,\"stats\":{", tf(pl_reverted));
	for (i = 0; i < A_MAX; i++) out("%s\"%s\":%d", i ? "," : "", stat_keys[i], p_ptr->stat_cur[i]);
	out("},\"project_t\":%s,\"flood_draw_dropped\":%s}}\n", tf(ran_t), tf(dropped_flood));
	(void)stat_before;
	fputs(line, fp);
	run_index++;
}

/* Strong Morgul sources on the types that read them, disenchantment on
 * shapechanged players, nexus without a saving throw: 40 inputs each. */
static void gen_player_rare(FILE *fp)
{
	static const int rgf[] = {GF_MISSILE, GF_PMISSILE, GF_COLD, GF_POIS, GF_MORGUL_DARK, GF_DISENCHANT,
		GF_NEXUS, GF_TIME};
	int g, i;
	load_temps();
	rare_mode = 1;
	for (g = 0; g < 8; g++)
		for (i = 0; i < 40; i++) run_player(fp, rgf[g]);
	rare_mode = 0;
}

/* The 33 types of the library's player table, in its order. */
static const int player_gfs[33] = {
	GF_ROCK, GF_SHOT, GF_ARROW, GF_MISSILE, GF_PMISSILE, GF_WHIP, GF_ACID, GF_ELEC, GF_FIRE, GF_COLD,
	GF_POIS, GF_PLASMA, GF_HELLFIRE, GF_ICE, GF_LITE, GF_DARK, GF_MORGUL_DARK, GF_CONFUSION, GF_SOUND,
	GF_SHARD, GF_INERTIA, GF_GRAVITY, GF_FORCE, GF_WATER, GF_STORM, GF_NEXUS, GF_NETHER, GF_CHAOS,
	GF_DISENCHANT, GF_TIME, GF_MANA, GF_HOLY_ORB, GF_METEOR
};

static void gen_player(FILE *fp)
{
	int g, i;
	load_temps();
	for (g = 0; g < 33; g++)
	{
		int typ = player_gfs[g];
		/* More inputs for the types with the most branches. */
		int per = (typ == GF_MISSILE || typ == GF_PMISSILE || typ == GF_COLD || typ == GF_POIS ||
			typ == GF_MORGUL_DARK || typ == GF_SOUND || typ == GF_TIME || typ == GF_NEXUS ||
			typ == GF_STORM || typ == GF_GRAVITY || typ == GF_CHAOS || typ == GF_DISENCHANT) ? 44 : 34;
		for (i = 0; i < per; i++) run_player(fp, typ);
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
	else if (!strcmp(argv[2], "player")) gen_player(fp);
	else if (!strcmp(argv[2], "player_rare")) gen_player_rare(fp);
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
