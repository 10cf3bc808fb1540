/*
 * roguerules conformance kit for Oangband 1.1.0, traps: runs the game's own
 * hit_trap (src/cmd1.c: dungeon traps) and apply_monster_trap (src/monmove.c:
 * player-set traps triggered by a monster) on a fixed list of inputs and
 * writes one JSON line per input in the shared trace format (see README.md).
 *
 * This file is the kit's own code. It is compiled INSIDE a build copy of the
 * game's src/ (run-traps.sh), where it includes the game's cmd1.c and
 * monmove.c (apply_monster_trap is static there). run-traps.sh renames, in the
 * copies, the definitions of the game functions these rules hand their results
 * to (take_hit, the timed setters, summon_specific, ...): every call reaches
 * the recording version below, which makes no draw.
 *
 * Usage: traps_driver <dungeon|player_trap> <out.jsonl>
 */

#include "cmd1.c"
#include "monmove.c"

#include <stdarg.h>

/* ------------------------------------------------------------------ */
/* Recording                                                          */
/* ------------------------------------------------------------------ */

#define MAX_DRAWS 65536
static long draw_m[MAX_DRAWS];
static long draw_r[MAX_DRAWS];
static int n_draws;
static int recording;

u32b game_Rand_div(u32b m);

/* The game's RNG (quick or complex, as Rand_quick says), instrumented: every
 * call with m >= 2 is recorded. */
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

/* Every damage handed over: take_hit (physical) or an element's *_dam. */
#define MAX_REC 64
static const char *rec_dam_kind[MAX_REC];
static int rec_dam[MAX_REC], n_dam;
static int rec_stat[MAX_REC], n_stat;
static int rec_sum_type[MAX_REC], rec_sum_lev[MAX_REC], rec_sum_num[MAX_REC], n_sum;
static int rec_ball_typ[MAX_REC], rec_ball_dam[MAX_REC], rec_ball_rad[MAX_REC], n_ball;
static int rec_bug_d[MAX_REC], n_bug_d, n_bugs;
static int rec_floor, rec_destroy, rec_quake, rec_teleport, rec_amnesia;
static int rec_drop_tval, rec_drop_sval;
static int rec_mon_dam[MAX_REC], n_mon_dam, rec_mon_teleport, rec_los_dam, rec_los_typ;
static int trap_y, trap_x;
static const char *rec_result;

static void reset_records(void)
{
	n_draws = n_dam = n_stat = n_sum = n_ball = n_bug_d = n_bugs = 0;
	rec_floor = rec_destroy = rec_quake = rec_teleport = rec_amnesia = 0;
	rec_drop_tval = rec_drop_sval = 0;
	n_mon_dam = rec_mon_teleport = rec_los_dam = rec_los_typ = 0;
	rec_result = "none";
}

static void add_dam(const char *kind, int dam)
{
	if (n_dam < MAX_REC)
	{
		rec_dam_kind[n_dam] = kind;
		rec_dam[n_dam++] = dam;
	}
}

/* Messages, display and disturbance: nothing. */
void msg_print(cptr msg) { (void)msg; }
/* The player-trap results, told apart by apply_monster_trap's messages about
 * a visible monster. */
void msg_format(cptr fmt, ...)
{
	if (strstr(fmt, "avoids your netted trap") || strstr(fmt, "ignores your spirit trap") ||
		strstr(fmt, "flies over your trap")) rec_result = "ignored";
	else if (strstr(fmt, "finds your trap and disarms it")) rec_result = "disarmed";
	else if (strstr(fmt, "avoids your trap.")) rec_result = "avoided";
	else if (strstr(fmt, "sets off your cunning trap")) rec_result = "triggered";
}
void disturb(int seriousness, int unused_flag) { (void)seriousness; (void)unused_flag; }

/* What the rules hand over. */
void take_hit(int dam, cptr kb_str) { (void)kb_str; add_dam("physical", dam); }
void elec_dam(int dam, cptr kb_str) { (void)kb_str; add_dam("elec", dam); }
void cold_dam(int dam, cptr kb_str) { (void)kb_str; add_dam("cold", dam); }
void fire_dam(int dam, cptr kb_str) { (void)kb_str; add_dam("fire", dam); }
void acid_dam(int dam, cptr kb_str) { (void)kb_str; add_dam("acid", dam); }
bool set_cut(int v) { p_ptr->cut = v; return TRUE; }
bool set_blind(int v) { p_ptr->blind = v; return TRUE; }
bool set_confused(int v) { p_ptr->confused = v; return TRUE; }
bool set_paralyzed(int v) { p_ptr->paralyzed = v; return TRUE; }
bool set_stun(int v) { p_ptr->stun = v; return TRUE; }
bool set_image(int v) { p_ptr->image = v; return TRUE; }
bool set_poisoned(int v) { p_ptr->poisoned = v; return TRUE; }
bool do_dec_stat(int stat)
{
	if (n_stat < MAX_REC) rec_stat[n_stat++] = stat;
	return TRUE;
}
void monster_swap(int y1, int x1, int y2, int x2) { (void)y1; (void)x1; (void)y2; (void)x2; }
int summon_specific(int y1, int x1, bool scattered, int lev, int type, int num)
{
	(void)y1; (void)x1; (void)scattered;
	if (n_sum < MAX_REC)
	{
		rec_sum_type[n_sum] = type;
		rec_sum_lev[n_sum] = lev;
		rec_sum_num[n_sum++] = num;
	}
	return num;
}
void cave_set_feat(int y, int x, int feat)
{
	if (y == trap_y && x == trap_x && feat == FEAT_FLOOR) rec_floor = 1;
	cave_feat[y][x] = (byte)feat;
}
void destroy_level(bool new_level) { (void)new_level; rec_destroy = 1; }
void earthquake(int cy, int cx, int r, bool volcano) { (void)cy; (void)cx; (void)volcano; rec_quake = r; }
void teleport_player(int dis, bool safe) { (void)safe; rec_teleport = dis; }
bool lose_all_info(void) { rec_amnesia = 1; return TRUE; }
bool fire_meteor(int who, int typ, int y, int x, int dam, int rad, bool hurt_player)
{
	(void)who; (void)y; (void)x; (void)hurt_player;
	if (n_ball < MAX_REC)
	{
		rec_ball_typ[n_ball] = typ;
		rec_ball_dam[n_ball] = dam;
		rec_ball_rad[n_ball++] = rad;
	}
	return TRUE;
}
/* The first scattered grid is the trap's own (floor by then): accepted. */
void scatter(int *yp, int *xp, int y, int x, int d, int m)
{
	(void)m;
	if (n_bug_d < MAX_REC) rec_bug_d[n_bug_d++] = d;
	*yp = y;
	*xp = x;
}
bool place_monster_aux(int y, int x, int r_idx, bool slp, bool grp)
{
	(void)y; (void)x; (void)slp; (void)grp;
	if (r_idx == 453) n_bugs++;
	return TRUE;
}
s16b lookup_kind(int tval, int sval)
{
	rec_drop_tval = tval;
	rec_drop_sval = sval;
	return 1;
}
void object_prep(object_type *o_ptr, int k_idx) { (void)k_idx; WIPE(o_ptr, object_type); }
void object_aware(object_type *o_ptr) { (void)o_ptr; }
void object_known(object_type *o_ptr) { (void)o_ptr; }
void drop_near(object_type *j_ptr, int chance, int y, int x) { (void)j_ptr; (void)chance; (void)y; (void)x; }

/* Player-set traps. mon_take_hit mirrors the game's bookkeeping (hp, wake
 * up, death at hp < 0) without its fear roll. */
bool mon_take_hit(int m_idx, int dam, bool *fear, cptr note)
{
	monster_type *m_ptr = &m_list[m_idx];
	(void)note;
	*fear = FALSE;
	if (n_mon_dam < MAX_REC) rec_mon_dam[n_mon_dam++] = dam;
	m_ptr->csleep = 0;
	m_ptr->hp -= dam;
	return (m_ptr->hp < 0) ? TRUE : FALSE;
}
void teleport_away(int m_idx, int dis) { (void)m_idx; rec_mon_teleport = dis; }
bool project_los_not_player(int y1, int x1, int dam, int typ)
{
	(void)y1; (void)x1;
	rec_los_dam = dam;
	rec_los_typ = typ;
	return TRUE;
}
void monster_desc(char *desc, monster_type *m_ptr, int mode)
{
	(void)m_ptr; (void)mode;
	strcpy(desc, "it");
}

/* ------------------------------------------------------------------ */
/* JSON output                                                        */
/* ------------------------------------------------------------------ */

static char line[1 << 20];
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

static const char *kit_stat_names[6] = {"str", "int", "wis", "dex", "con", "chr"};

static const char *summon_name(int type)
{
	switch (type)
	{
		case 0: return "monster";
		case SUMMON_THIEF: return "thief";
		case SUMMON_UNIQUE: return "unique";
		case SUMMON_UNDEAD: return "undead";
		default: return "other";
	}
}

static const char *gf_name(int typ)
{
	switch (typ)
	{
		case GF_TIME: return "time";
		case GF_POIS: return "poison";
		case GF_ELEC: return "elec";
		case GF_FIRE: return "fire";
		case GF_SHARD: return "shards";
		case GF_OLD_DRAIN: return "drain_life";
		case GF_DISENCHANT: return "disenchant";
		case GF_DISP_ALL: return "dispel_all";
		default: return "other";
	}
}

static const char *missile_name(int tval, int sval)
{
	int heavy = (sval == SV_AMMO_HEAVY);
	if (tval == TV_SHOT) return heavy ? "seeker_shot" : "shot";
	if (tval == TV_ARROW) return heavy ? "seeker_arrow" : "arrow";
	if (tval == TV_BOLT) return heavy ? "seeker_bolt" : "bolt";
	return "none";
}

/* ------------------------------------------------------------------ */
/* The level and the RNG                                              */
/* ------------------------------------------------------------------ */

static void setup_world(void)
{
	static int done = 0;
	int y, x;
	if (!done)
	{
		cave_info = calloc(DUNGEON_HGT, sizeof(*cave_info));
		cave_feat = calloc(DUNGEON_HGT, sizeof(*cave_feat));
		cave_o_idx = calloc(DUNGEON_HGT, sizeof(*cave_o_idx));
		cave_m_idx = calloc(DUNGEON_HGT, sizeof(*cave_m_idx));
		m_list = calloc(8, sizeof(monster_type));
		r_info = calloc(8, sizeof(monster_race));
		l_list = calloc(8, sizeof(monster_lore));
		inventory = calloc(INVEN_TOTAL, sizeof(object_type));
		done = 1;
	}
	memset(cave_info, 0, DUNGEON_HGT * sizeof(*cave_info));
	memset(cave_o_idx, 0, DUNGEON_HGT * sizeof(*cave_o_idx));
	memset(cave_m_idx, 0, DUNGEON_HGT * sizeof(*cave_m_idx));
	for (y = 0; y < DUNGEON_HGT; y++)
		for (x = 0; x < DUNGEON_WID; x++) cave_feat[y][x] = FEAT_FLOOR;
	memset(m_list, 0, 8 * sizeof(monster_type));
	memset(r_info, 0, 8 * sizeof(monster_race));
	memset(l_list, 0, 8 * sizeof(monster_lore));
	memset(inventory, 0, INVEN_TOTAL * sizeof(object_type));
	p_ptr->cut = p_ptr->blind = p_ptr->confused = p_ptr->paralyzed = 0;
	p_ptr->stun = p_ptr->image = p_ptr->poisoned = 0;
	p_ptr->black_breath = FALSE;
	p_ptr->leaving = FALSE;
	p_ptr->ffall = p_ptr->free_act = p_ptr->no_blind = FALSE;
	for (x = 0; x < MAX_P_RES; x++) p_ptr->res_list[x] = RES_LEVEL_BASE;
	for (x = 0; x < A_MAX; x++) p_ptr->stat_max[x] = p_ptr->stat_cur[x] = 10 + x;
	p_ptr->pack_size_reduce = 0;
}

static int run_index;

static void seed_rng(void)
{
	u32b seed = (u32b)(1000 + 7919 * run_index);
	Rand_quick = FALSE;
	Rand_state_init(seed);
}

/* ------------------------------------------------------------------ */
/* Dungeon traps: hit_trap                                            */
/* ------------------------------------------------------------------ */

static const char *kind_names[10] = {
	"trap_door", "pit", "dart", "discolored_spot", "gas_trap", "summoning_rune",
	"dungeon_alteration", "character_alteration", "teleportation", "murder_hole"};

/* The library's PlayerFlags bits, in its order. */
#define PF_FEATHER_FALL 0x001
#define PF_FREE_ACTION 0x002
#define PF_RES_POIS_TEMP 0x004
#define PF_RES_POIS_PERM 0x008
#define PF_RES_BLIND 0x010
#define PF_RES_CONF 0x020
#define PF_RES_CHAOS 0x040
static const char *flag_names[7] = {"FEATHER_FALL", "FREE_ACTION", "RES_POIS_TEMP", "RES_POIS_PERM",
	"RES_BLIND", "RES_CONF", "RES_CHAOS"};

/* A pack slot: 0 empty, 1 rod, 2 wand, 3 staff, 4 food, 5 an empty wand,
 * 6 a rod still charging (timeout = pval * number). */
static const char *slot_json(int s)
{
	switch (s)
	{
		case 1: return "rod";
		case 2: return "wand";
		case 3: return "staff";
		default: return "other";
	}
}

static void fill_slot(object_type *o_ptr, int s)
{
	WIPE(o_ptr, object_type);
	if (s == 0) return;
	o_ptr->k_idx = 1;
	o_ptr->number = 1;
	switch (s)
	{
		case 1: o_ptr->tval = TV_ROD; o_ptr->pval = 30; break;
		case 2: o_ptr->tval = TV_WAND; o_ptr->pval = 7; break;
		case 3: o_ptr->tval = TV_STAFF; o_ptr->pval = 4; break;
		case 4: o_ptr->tval = TV_FOOD; o_ptr->pval = 0; break;
		case 5: o_ptr->tval = TV_WAND; o_ptr->pval = 0; break;
		case 6: o_ptr->tval = TV_ROD; o_ptr->pval = 30; o_ptr->timeout = 30; break;
	}
}

/* extract_resistance[] percentages and the res_list index giving each. */
static int res_index(int percent)
{
	int i;
	for (i = 0; i < 60; i++)
		if (extract_resistance[i] == percent) return i;
	return RES_LEVEL_BASE;
}

typedef struct
{
	int kind, depth, flags, ac, sav, poison, poison_res;
	int n_slots;
	int slots[INVEN_PACK];
} trap_input;

static void run_dungeon(FILE *fp, const trap_input *in)
{
	int i, start_depth, first;
	setup_world();
	trap_y = 1 + (run_index * 7) % (DUNGEON_HGT - 2);
	trap_x = 1 + (run_index * 13) % (DUNGEON_WID - 2);
	cave_feat[trap_y][trap_x] = (byte)(FEAT_TRAP_HEAD + in->kind);
	p_ptr->py = trap_y;
	p_ptr->px = trap_x;
	p_ptr->depth = in->depth;
	start_depth = in->depth;
	p_ptr->ffall = (in->flags & PF_FEATHER_FALL) != 0;
	p_ptr->free_act = (in->flags & PF_FREE_ACTION) != 0;
	p_ptr->no_blind = (in->flags & PF_RES_BLIND) != 0;
	if (in->flags & PF_RES_CONF) p_ptr->res_list[P_RES_CONFU] = RES_LEVEL_BASE + 2;
	if (in->flags & PF_RES_CHAOS) p_ptr->res_list[P_RES_CHAOS] = RES_LEVEL_BASE + 1;
	p_ptr->res_list[P_RES_POIS] = (byte)res_index(in->poison_res);
	p_ptr->ac = in->ac;
	p_ptr->to_a = 0;
	p_ptr->skill_sav = in->sav;
	p_ptr->poisoned = in->poison;
	p_ptr->pack_size_reduce = INVEN_PACK - in->n_slots;
	for (i = 0; i < in->n_slots; i++) fill_slot(&inventory[i], in->slots[i]);

	reset_records();
	seed_rng();
	recording = 1;
	hit_trap(trap_y, trap_x);
	recording = 0;

	line_len = 0;
	out("{\"rule\":\"dungeon-trap\",\"input\":{\"kind\":\"%s\",\"depth\":%d,\"player\":{", kind_names[in->kind], in->depth);
	out("\"flags\":\"");
	for (i = 0, first = 1; i < 7; i++)
		if (in->flags & (1 << i))
		{
			out("%s%s", first ? "" : " | ", flag_names[i]);
			first = 0;
		}
	out("\",\"armour_class\":%d,\"saving_throw\":%d,\"poison\":%d,\"pack\":[", in->ac, in->sav, in->poison);
	for (i = 0; i < in->n_slots; i++) out("%s\"%s\"", i ? "," : "", slot_json(in->slots[i]));
	out("],\"poison_resistance\":%d,\"reading\":\"oangband-1.1.0\"}},", in->poison_res);
	out("\"seed\":%d,\"trap_yx\":[%d,%d],", 1000 + 7919 * run_index, trap_y, trap_x);
	out_draws();
	out(",\"game\":{\"damage\":[");
	for (i = 0; i < n_dam; i++) out("%s[\"%s\",%d]", i ? "," : "", rec_dam_kind[i], rec_dam[i]);
	out("],\"counters\":{\"blind\":%d,\"confused\":%d,\"poisoned\":%d,\"paralyzed\":%d,\"stun\":%d,\"cut\":%d,\"image\":%d}",
		p_ptr->blind, p_ptr->confused, p_ptr->poisoned, p_ptr->paralyzed, p_ptr->stun, p_ptr->cut, p_ptr->image);
	out(",\"drain\":[");
	for (i = 0, first = 1; i < n_stat; )
	{
		int j = i;
		while (j < n_stat && rec_stat[j] == rec_stat[i]) j++;
		out("%s[\"%s\",%d]", first ? "" : ",", kit_stat_names[rec_stat[i] % 6], j - i);
		first = 0;
		i = j;
	}
	out("],\"summon\":[");
	for (i = 0; i < n_sum; i++)
		out("%s[\"%s\",%d,%d]", i ? "," : "", summon_name(rec_sum_type[i]), rec_sum_num[i], rec_sum_lev[i]);
	out("],\"disappears\":%s,\"deeper\":%d,\"black_breath\":%s,\"destroy_level\":%s,\"earthquake\":%d",
		tf(rec_floor), p_ptr->depth - start_depth, tf(p_ptr->black_breath), tf(rec_destroy), rec_quake);
	out(",\"teleport\":%d,\"alter_reality\":%s,\"amnesia\":%s", rec_teleport,
		tf(p_ptr->leaving && p_ptr->depth == start_depth), tf(rec_amnesia));
	{
		int a = -1, b = -1;
		for (i = 0; i < A_MAX; i++)
			if (p_ptr->stat_max[i] != 10 + i)
			{
				if (a < 0) a = i; else b = i;
			}
		if (a >= 0 && b >= 0) out(",\"swap\":[\"%s\",\"%s\"]", kit_stat_names[a], kit_stat_names[b]);
		else out(",\"swap\":null");
	}
	out(",\"ball\":[");
	for (i = 0; i < n_ball; i++)
		out("%s[\"%s\",%d,%d]", i ? "," : "", gf_name(rec_ball_typ[i]), rec_ball_dam[i], rec_ball_rad[i]);
	out("],\"drained_slot\":");
	{
		int slot = -1;
		for (i = 0; i < in->n_slots; i++)
		{
			object_type *o_ptr = &inventory[i];
			if ((o_ptr->tval == TV_WAND || o_ptr->tval == TV_STAFF) && o_ptr->pval == 0 && in->slots[i] != 5) slot = i;
			if (o_ptr->tval == TV_ROD && o_ptr->timeout == o_ptr->pval * 2) slot = i;
		}
		if (slot >= 0) out("%d", slot); else out("null");
	}
	out(",\"drop\":");
	if (rec_drop_tval) out("\"%s\"", missile_name(rec_drop_tval, rec_drop_sval)); else out("null");
	out(",\"bugs\":[");
	for (i = 0; i < n_bug_d; i++) out("%s%d", i ? "," : "", rec_bug_d[i]);
	out("],\"bugs_placed\":%d}}\n", n_bugs);
	fputs(line, fp);
	run_index++;
}

static const int depths[] = {1, 2, 3, 5, 8, 9, 10, 15, 20, 25, 30, 35, 39, 40, 45, 50, 54, 55, 60, 64, 65,
	70, 80, 90, 100, 110, 120, 127};
#define N_DEPTHS ((int)(sizeof(depths) / sizeof(depths[0])))
static const int poison_res[] = {0, 0, 25, 45, 60, 70, 75, 80, 95, 100, -30, 0};
#define N_POISON_RES ((int)(sizeof(poison_res) / sizeof(poison_res[0])))

static void gen_dungeon(FILE *fp)
{
	int kind, i;
	for (kind = 0; kind < 10; kind++)
		for (i = 0; i < 300; i++)
		{
			trap_input in;
			int k, h = i * 2654435761u % 1000003u;
			memset(&in, 0, sizeof(in));
			in.kind = kind;
			in.depth = depths[(i * 7 + kind) % N_DEPTHS];
			/* Feather falling one time in four, the rest of the flags at random. */
			in.flags = ((i % 4) == 1 ? PF_FEATHER_FALL : 0) | ((h >> 2) & 0x7e);
			in.ac = (i * 37) % 240 - 20;
			in.sav = (i * 23) % 101;
			in.poison = (i % 3 == 0) ? (i % 17) + 1 : 0;
			in.poison_res = poison_res[(i / 2) % N_POISON_RES];
			in.n_slots = 20 + (i % 4);
			for (k = 0; k < in.n_slots; k++)
			{
				int v = (h >> (k % 16)) ^ (k * 5 + i);
				in.slots[k] = (v % 4 == 0) ? 1 + (v / 4) % 6 : ((k < 12) ? 4 : 0);
			}
			run_dungeon(fp, &in);
		}
	/* Deep pits without feather falling: daggers, Morgul blades, poison. */
	for (i = 0; i < 200; i++)
	{
		trap_input in;
		memset(&in, 0, sizeof(in));
		in.kind = 1;
		in.depth = 60 + (i * 11) % 68;
		in.flags = (i % 2) ? 0 : PF_RES_POIS_PERM;
		in.poison = (i % 3 == 0) ? i % 20 + 1 : 0;
		in.poison_res = poison_res[i % N_POISON_RES];
		in.n_slots = 23;
		run_dungeon(fp, &in);
	}
}

/* ------------------------------------------------------------------ */
/* Player-set traps: apply_monster_trap                               */
/* ------------------------------------------------------------------ */

static const char *mtrap_names[13] = {"base", "sturdy", "netted", "confusion", "poison_gas", "spirit",
	"lightning", "explosive", "portal", "stasis", "drain_life", "unmagic", "dispel_monsters"};
static const char *mobility_names[3] = {"normal", "flying", "ghost"};

typedef struct
{
	int kind, level, mobility, smart, stupid, wary, confusable, confused;
	int plev, skill_dis, hp, maxhp;
} mtrap_input;

static void run_player_trap(FILE *fp, const mtrap_input *in)
{
	monster_type *m_ptr;
	monster_race *r_ptr;
	bool death = FALSE;
	int start_confused = in->confused ? 5 : 0;
	setup_world();
	m_ptr = &m_list[1];
	r_ptr = &r_info[1];
	trap_y = 1 + (run_index * 7) % (DUNGEON_HGT - 2);
	trap_x = 1 + (run_index * 13) % (DUNGEON_WID - 2);
	cave_feat[trap_y][trap_x] = (byte)(FEAT_MTRAP_HEAD + in->kind);
	p_ptr->py = (trap_y + 5) % DUNGEON_HGT;
	p_ptr->px = (trap_x + 5) % DUNGEON_WID;
	p_ptr->lev = in->plev;
	p_ptr->skill_dis = in->skill_dis;
	r_ptr->level = in->level;
	r_ptr->d_char = 'o';
	r_ptr->flags2 = (in->mobility == 1 ? RF2_FLYING : 0) | (in->mobility == 2 ? RF2_PASS_WALL : 0) |
		(in->smart ? RF2_SMART : 0) | (in->stupid ? RF2_STUPID : 0);
	r_ptr->flags3 = in->confusable ? 0 : RF3_NO_CONF;
	m_ptr->r_idx = 1;
	m_ptr->fy = trap_y;
	m_ptr->fx = trap_x;
	m_ptr->hp = in->hp;
	m_ptr->maxhp = in->maxhp;
	m_ptr->mflag = in->wary ? MFLAG_WARY : 0;
	m_ptr->confused = start_confused;
	m_ptr->ml = TRUE;
	cave_m_idx[trap_y][trap_x] = 1;

	reset_records();
	seed_rng();
	recording = 1;
	apply_monster_trap(m_ptr, trap_y, trap_x, &death);
	recording = 0;

	line_len = 0;
	out("{\"rule\":\"player-trap\",\"input\":{\"kind\":\"%s\",\"monster\":{\"level\":%d,\"mobility\":\"%s\",",
		mtrap_names[in->kind], in->level, mobility_names[in->mobility]);
	out("\"smart\":%s,\"stupid\":%s,\"wary\":%s,\"can_be_confused\":%s,\"confused\":%s,\"reading\":\"oangband-1.1.0\"},",
		tf(in->smart), tf(in->stupid), tf(in->wary), tf(in->confusable), tf(in->confused));
	out("\"setter\":{\"level\":%d,\"disarm_skill\":%d},\"hp\":%d,\"max_hp\":%d},", in->plev, in->skill_dis,
		in->hp, in->maxhp);
	out("\"seed\":%d,", 1000 + 7919 * run_index);
	out_draws();
	{
		int i;
		out(",\"game\":{\"result\":\"%s\",\"destroyed\":%s,\"damage\":[", rec_result, tf(rec_floor));
		for (i = 0; i < n_mon_dam; i++) out("%s%d", i ? "," : "", rec_mon_dam[i]);
		out("],\"ball\":[");
		for (i = 0; i < n_ball; i++)
			out("%s[\"%s\",%d,%d]", i ? "," : "", gf_name(rec_ball_typ[i]), rec_ball_dam[i], rec_ball_rad[i]);
		out("],\"teleport\":%d,\"stasis\":%d,\"confused\":%d,\"dispel\":%d,\"wary\":%s}}\n", rec_mon_teleport,
			m_ptr->stasis, m_ptr->confused, rec_los_typ == GF_DISP_ALL ? rec_los_dam : 0,
			tf((m_ptr->mflag & MFLAG_WARY) != 0));
	}
	fputs(line, fp);
	run_index++;
}

static void gen_player_trap(FILE *fp)
{
	int kind, i;
	for (kind = 0; kind < 13; kind++)
		for (i = 0; i < 240; i++)
		{
			mtrap_input in;
			unsigned h = (unsigned)(i * 2654435761u + kind * 40503u);
			in.kind = kind;
			in.level = (int)((h >> 3) % 128);
			in.mobility = (int)((i + kind) % 3);
			if (i % 5 == 0) in.mobility = 0;
			in.smart = (h >> 11) % 3 == 0;
			in.stupid = (h >> 13) % 5 == 0;
			in.wary = (h >> 15) % 3 == 0;
			in.confusable = (h >> 17) % 4 != 0;
			in.confused = (h >> 19) % 4 == 0;
			in.plev = 1 + (int)((h >> 21) % 50);
			in.skill_dis = (int)((h >> 7) % 151);
			in.maxhp = 5 + (int)((h >> 5) % 400);
			in.hp = 1 + (int)((h >> 9) % in.maxhp);
			run_player_trap(fp, &in);
		}
}

int main(int argc, char **argv)
{
	FILE *fp;
	if (argc != 3)
	{
		fprintf(stderr, "usage: %s <dungeon|player_trap> <out.jsonl>\n", argv[0]);
		return 2;
	}
	fp = fopen(argv[2], "w");
	if (!fp)
	{
		fprintf(stderr, "cannot write %s\n", argv[2]);
		return 2;
	}
	run_index = 0;
	if (!strcmp(argv[1], "dungeon")) gen_dungeon(fp);
	else if (!strcmp(argv[1], "player_trap")) gen_player_trap(fp);
	else
	{
		fprintf(stderr, "unknown mode %s\n", argv[1]);
		return 2;
	}
	fclose(fp);
	return 0;
}
