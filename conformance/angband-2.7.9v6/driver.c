/*
 * roguerules conformance driver for Angband 2.7.9v6 (seed 003).
 *
 * Linked with the game's own objects (build.sh). It sets up one player, one
 * weapon or missile and one monster in the game's own structures, calls the
 * game's attack code (py_attack, do_cmd_fire, do_cmd_throw, critical_norm,
 * critical_shot) and writes one JSON line per attack:
 *   rule  - angband-blow, angband-missile or angband-crit
 *   input - the roguerules-melee input for the library function (Melee +
 *           Monster; Missile + Monster + distance; table, weight, bonus, level)
 *   draws - every rand_int call of the game with a span of 2 or more: [m, r]
 *   game  - what the game showed: whether the monster was hit (mon_take_hit
 *           was called), the damage dice (damroll's result), the slay
 *           multiplier (the game's tot_dam_aux on 1), the critical (from its
 *           message) and the damage handed to mon_take_hit.
 *
 * Only this file and kit_rand.h are ours; the game's files are compiled as
 * they are. Everything the attack code calls outside the attack (messages,
 * the monster's death, the map, the UI) is replaced with ld --wrap.
 */
#include "angband.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Built without -DL64 on a 64-bit machine, u32b would be 64 bits wide and the
 * generator would not be the game's: refuse to compile. */
typedef char kit_u32b_is_32_bits[sizeof(u32b) == 4 ? 1 : -1];

/* ---------------------------------------------------------------- draws */

#define MAX_DRAWS 4096
static long draw_m[MAX_DRAWS], draw_r[MAX_DRAWS];
static int draws;

s32b kit_rand_int(s32b m)
{
    s32b r = Rand_mod(m);
    if (m >= 2)
    {
        if (draws >= MAX_DRAWS)
        {
            fprintf(stderr, "too many draws\n");
            exit(2);
        }
        draw_m[draws] = m;
        draw_r[draws] = r;
        draws++;
    }
    return r;
}

/* ------------------------------------------------ what the attack shows */

static int seen_hit;      /* mon_take_hit was called */
static int seen_damage;   /* its damage */
static int seen_dice;     /* damroll's last result */
static int seen_damroll;  /* damroll was called */
static const char *seen_crit;
static u32b kit_flags1;   /* the object's slays and brands (object_flags) */

void __wrap_msg_print(cptr msg)
{
    if (!msg || strncmp(msg, "It was a ", 9)) return;
    if (strstr(msg, "*SUPERB*")) seen_crit = "*SUPERB*";
    else if (strstr(msg, "*GREAT*")) seen_crit = "*GREAT*";
    else if (strstr(msg, "superb")) seen_crit = "superb";
    else if (strstr(msg, "great")) seen_crit = "great";
    else if (strstr(msg, "good")) seen_crit = "good";
}

void __wrap_msg_format(cptr fmt, ...) { (void)fmt; }
void __wrap_sound(int val) { (void)val; }
void __wrap_disturb(int a, int b) { (void)a; (void)b; }
void __wrap_monster_desc(char *desc, monster_type *m_ptr, int mode)
{
    (void)m_ptr; (void)mode;
    strcpy(desc, "it");
}
void __wrap_recent_track(int r_idx) { (void)r_idx; }
void __wrap_health_track(int m_idx) { (void)m_idx; }
bool __wrap_mon_take_hit(int m_idx, int dam, bool *fear, cptr note)
{
    (void)m_idx; (void)fear; (void)note;
    seen_hit = 1;
    seen_damage = dam;
    return FALSE;
}
void __wrap_message_pain(int m_idx, int dam) { (void)m_idx; (void)dam; }
void __wrap_object_flags(object_type *i_ptr, u32b *f1, u32b *f2, u32b *f3)
{
    (void)i_ptr;
    *f1 = kit_flags1;
    *f2 = 0;
    *f3 = 0;
}
void __wrap_object_desc(char *buf, object_type *i_ptr, int pref, int mode)
{
    (void)i_ptr; (void)pref; (void)mode;
    strcpy(buf, "missile");
}
bool __wrap_get_item(int *cp, cptr pmt, bool equip, bool inven, bool floor)
{
    (void)pmt; (void)equip; (void)inven; (void)floor;
    *cp = 0;
    return TRUE;
}
bool __wrap_get_aim_dir(int *dp)
{
    *dp = 6;
    return TRUE;
}
bool __wrap_target_okay(void) { return FALSE; }
void __wrap_inven_item_increase(int item, int num) { (void)item; (void)num; }
void __wrap_inven_item_describe(int item) { (void)item; }
void __wrap_inven_item_optimize(int item) { (void)item; }
void __wrap_floor_item_increase(int item, int num) { (void)item; (void)num; }
void __wrap_floor_item_optimize(int item) { (void)item; }
void __wrap_handle_stuff(void) { }
void __wrap_delay(int t) { (void)t; }
/* Breakage is not part of these traces: the missile is not dropped. */
void __wrap_drop_near(object_type *i_ptr, int chance, int y, int x)
{
    (void)i_ptr; (void)chance; (void)y; (void)x;
}
extern s16b __real_damroll(int num, int sides);
s16b __wrap_damroll(int num, int sides)
{
    s16b k = __real_damroll(num, sides);
    seen_damroll = 1;
    seen_dice = k;
    return k;
}

/* ------------------------------------------------ inputs (not the game's RNG) */

static unsigned long long pick_state = 0x9E3779B97F4A7C15ULL;

/* 0..n-1 from a xorshift of our own, so the game's stream is only the attack's. */
static int kit_pick(int n)
{
    pick_state ^= pick_state << 13;
    pick_state ^= pick_state >> 7;
    pick_state ^= pick_state << 17;
    return (int)(pick_state % (unsigned long long)n);
}

static int pick_in(int lo, int hi) { return lo + kit_pick(hi - lo + 1); }

static const int ACS[] = {0, 1, 2, 3, 4, 5, 8, 10, 16, 20, 25, 30, 36, 40, 50, 60,
                          70, 80, 90, 100, 120, 140, 160, 180, 200};

static int pick_ac(void) { return ACS[kit_pick(sizeof(ACS) / sizeof(ACS[0]))]; }

/* The library's slay names and the game's flags, in the same order. */
static const char *SLAY_NAMES[] = {"BRAND_FIRE", "BRAND_COLD", "BRAND_ACID", "BRAND_ELEC",
                                   "SLAY_ANIMAL", "SLAY_DEMON", "SLAY_DRAGON", "SLAY_EVIL",
                                   "KILL_DRAGON", "SLAY_GIANT", "SLAY_ORC", "SLAY_TROLL",
                                   "SLAY_UNDEAD"};
static const u32b SLAY_TR1[] = {TR1_BRAND_FIRE, TR1_BRAND_COLD, TR1_BRAND_ACID, TR1_BRAND_ELEC,
                                TR1_SLAY_ANIMAL, TR1_SLAY_DEMON, TR1_SLAY_DRAGON, TR1_SLAY_EVIL,
                                TR1_KILL_DRAGON, TR1_SLAY_GIANT, TR1_SLAY_ORC, TR1_SLAY_TROLL,
                                TR1_SLAY_UNDEAD};
static const char *MON_NAMES[] = {"ANIMAL", "DEMON", "DRAGON", "EVIL", "GIANT", "ORC",
                                  "TROLL", "UNDEAD", "IM_FIRE", "IM_COLD", "IM_ACID", "IM_ELEC"};
static const u32b MON_RF3[] = {RF3_ANIMAL, RF3_DEMON, RF3_DRAGON, RF3_EVIL, RF3_GIANT, RF3_ORC,
                               RF3_TROLL, RF3_UNDEAD, RF3_IM_FIRE, RF3_IM_COLD, RF3_IM_ACID,
                               RF3_IM_ELEC};

/* A random subset of n flags, each in about one in `one_in`. */
static unsigned pick_bits(int n, int one_in)
{
    unsigned bits = 0;
    int i;
    for (i = 0; i < n; i++)
        if (!kit_pick(one_in)) bits |= 1u << i;
    return bits;
}

static void kit_names(char *out, const char **table, int n, unsigned bits)
{
    int i;
    out[0] = 0;
    for (i = 0; i < n; i++)
    {
        if (!(bits & (1u << i))) continue;
        if (out[0]) strcat(out, " | ");
        strcat(out, table[i]);
    }
}

static u32b game_bits(const u32b *table, int n, unsigned bits)
{
    u32b f = 0;
    int i;
    for (i = 0; i < n; i++)
        if (bits & (1u << i)) f |= table[i];
    return f;
}

/* ------------------------------------------------ the game's world */

#define PY 20
#define PX 20

static FILE *out;
static int written[3];

static void setup_world(void)
{
    int y;
    for (y = 0; y < MAX_HGT; y++) cave[y] = calloc(MAX_WID, sizeof(cave_type));
    m_list = calloc(4, sizeof(monster_type));
    r_info = calloc(4, sizeof(monster_race));
    k_info = calloc(4, sizeof(object_kind));
    inventory = calloc(INVEN_TOTAL, sizeof(object_type));
    py = PY;
    px = PX;
    /* Nothing of the flight is on screen. */
    panel_row_min = panel_col_min = 1000;
    panel_row_max = panel_col_max = 999;
    wizard = FALSE;
    Rand_quick = FALSE;
    Rand_state_init(20261126);
}

static void reset_observed(void)
{
    draws = 0;
    seen_hit = seen_damage = seen_dice = seen_damroll = 0;
    seen_crit = NULL;
}

/* One monster, r_idx 1, `dist` grids east of the player. */
static void kit_place_monster(int dist, int ac, unsigned flags, int visible)
{
    int x;
    for (x = 0; x < MAX_WID; x++) cave[PY][x].m_idx = 0;
    memset(&m_list[1], 0, sizeof(monster_type));
    memset(&r_info[1], 0, sizeof(monster_race));
    m_list[1].r_idx = 1;
    m_list[1].ml = visible;
    m_list[1].fy = PY;
    m_list[1].fx = PX + dist;
    r_info[1].ac = ac;
    r_info[1].flags3 = game_bits(MON_RF3, 12, flags);
    r_info[1].r_char = 'o';
    cave[PY][PX + dist].m_idx = 1;
}

static void monster_json(char *buf, int ac, unsigned flags, int visible)
{
    char f[256];
    kit_names(f, MON_NAMES, 12, flags);
    sprintf(buf, "{\"ac\":%d,\"flags\":\"%s\",\"visible\":%s,\"hp\":null}", ac, f,
            visible ? "true" : "false");
}

static void write_line(const char *rule, const char *input, const char *game)
{
    int i;
    fprintf(out, "{\"rule\":\"%s\",\"input\":%s,\"draws\":[", rule, input);
    for (i = 0; i < draws; i++) fprintf(out, "%s[%ld,%ld]", i ? "," : "", draw_m[i], draw_r[i]);
    fprintf(out, "],\"game\":%s}\n", game);
}

static const char *crit_json(void)
{
    static char buf[32];
    if (!seen_crit) return "null";
    sprintf(buf, "\"%s\"", seen_crit);
    return buf;
}

/* The game's skills for a race, class and level (its calc_bonuses). */
static int skill_thn(int race, int cls, int lev)
{
    return race_info[race].r_thn + class_info[cls].c_thn + class_info[cls].x_thn * lev / 10;
}

static int skill_thb(int race, int cls, int lev)
{
    return race_info[race].r_thb + class_info[cls].c_thb + class_info[cls].x_thb * lev / 10;
}

/* ------------------------------------------------ melee: py_attack */

struct blow_case
{
    int race, cls, lev, p_to_h, p_to_d, bare;
    int dd, ds, w_to_h, w_to_d, weight;
    unsigned slays;
    int ac, visible;
    unsigned mflags;
};

static void run_blow(const struct blow_case *c)
{
    object_type *o = &inventory[INVEN_WIELD];
    char input[2048], mon[512], sl[512], weapon[1024], game[512];
    int thn = skill_thn(c->race, c->cls, c->lev);
    int bonus = c->p_to_h + (c->bare ? 0 : c->w_to_h);
    int multiplier = 1;

    memset(o, 0, sizeof(*o));
    if (!c->bare)
    {
        o->k_idx = 1;
        o->tval = TV_SWORD;
        o->dd = c->dd;
        o->ds = c->ds;
        o->to_h = c->w_to_h;
        o->to_d = c->w_to_d;
        o->weight = c->weight;
        o->number = 1;
    }
    kit_flags1 = game_bits(SLAY_TR1, 13, c->slays);
    p_ptr->lev = c->lev;
    p_ptr->to_h = c->p_to_h;
    p_ptr->to_d = c->p_to_d;
    p_ptr->skill_thn = thn;
    p_ptr->num_blow = 1;
    p_ptr->afraid = 0;
    p_ptr->impact = FALSE;
    p_ptr->confusing = 0;
    kit_place_monster(1, c->ac, c->mflags, c->visible);

    reset_observed();
    py_attack(PY, PX + 1);

    if (seen_hit && !c->bare) multiplier = tot_dam_aux(o, 1, &m_list[1]);
    kit_names(sl, SLAY_NAMES, 13, c->slays);
    if (c->bare) strcpy(weapon, "null");
    else
        sprintf(weapon,
                "{\"dice\":{\"count\":%d,\"sides\":%d},\"slays\":\"%s\",\"weight\":%d,\"to_dam\":%d}",
                c->dd, c->ds, sl, c->weight, c->w_to_d);
    monster_json(mon, c->ac, c->mflags, c->visible);
    sprintf(input,
            "{\"melee\":{\"level\":%d,\"skill\":%d,\"bonus\":%d,\"to_dam\":%d,"
            "\"blows\":{\"blows\":1,\"heavy\":false,\"asb\":0,\"swi\":0,\"natural\":1},"
            "\"weapon\":%s},\"monster\":%s}",
            c->lev, thn + bonus * BTH_PLUS_ADJ, bonus, c->p_to_d, weapon, mon);
    sprintf(game, "{\"hit\":%s,\"dice\":%d,\"multiplier\":%d,\"critical\":%s,\"damage\":%d}",
            seen_hit ? "true" : "false", !seen_hit ? 0 : c->bare ? 1 : seen_dice, multiplier,
            crit_json(), seen_damage);
    write_line("angband-blow", input, game);
    written[0]++;
}

static void random_blow(struct blow_case *c)
{
    static const int WEIGHTS[] = {12, 30, 50, 80, 100, 120, 150, 200, 250, 300, 400, 500, 700, 900, 1200, 1500};
    c->race = kit_pick(MAX_RACES);
    c->cls = kit_pick(MAX_CLASS);
    c->lev = pick_in(1, 50);
    c->p_to_h = pick_in(-15, 40);
    c->p_to_d = pick_in(-10, 30);
    c->bare = !kit_pick(12);
    c->dd = pick_in(1, 8);
    c->ds = kit_pick(6) ? pick_in(2, 12) : 1;
    c->w_to_h = pick_in(-10, 25);
    c->w_to_d = pick_in(-10, 25);
    c->weight = WEIGHTS[kit_pick(sizeof(WEIGHTS) / sizeof(WEIGHTS[0]))];
    c->slays = kit_pick(3) ? 0 : pick_bits(13, 4);
    c->ac = pick_ac();
    c->visible = kit_pick(5) != 0;
    c->mflags = kit_pick(2) ? pick_bits(12, 3) : 0;
    /* Now and then a skill near 0: the armour roll on a span of 1 or 2, or none. */
    if (!kit_pick(8))
    {
        int thn = skill_thn(c->race, c->cls, c->lev);
        int target = pick_in(-4, 4);
        c->p_to_h = (target - thn) / 3 - (c->bare ? 0 : c->w_to_h);
    }
    /* Now and then a critical power of 5000 or more. */
    if (!kit_pick(10))
    {
        c->p_to_h = pick_in(900, 1200);
        c->weight = pick_in(100, 1500);
    }
}

/* ------------------------------------------------ missiles: do_cmd_fire, do_cmd_throw */

struct missile_case
{
    int race, cls, lev, p_to_h, fire;
    int sval, xtra_might, b_to_h, b_to_d; /* the launcher (fire) */
    int dd, ds, to_h, to_d, weight;       /* the missile */
    unsigned slays;
    int ac, visible, dist;
    unsigned mflags;
};

static int launcher_mult(int sval)
{
    switch (sval)
    {
        case SV_SLING: case SV_SHORT_BOW: return 2;
        case SV_LONG_BOW: case SV_LIGHT_XBOW: return 3;
        default: return 4;
    }
}

static int ammo_tval(int sval)
{
    switch (sval)
    {
        case SV_SLING: return TV_SHOT;
        case SV_SHORT_BOW: case SV_LONG_BOW: return TV_ARROW;
        default: return TV_BOLT;
    }
}

static void run_missile(const struct missile_case *c)
{
    object_type *ammo = &inventory[0], *bow = &inventory[INVEN_BOW], copy;
    char input[2048], mon[512], sl[512], launch[256], game[512];
    int skill, crit_bonus, mult = launcher_mult(c->sval) + (c->xtra_might ? 1 : 0);
    int multiplier = 1;

    memset(ammo, 0, sizeof(*ammo));
    memset(bow, 0, sizeof(*bow));
    ammo->k_idx = 1;
    ammo->tval = c->fire ? ammo_tval(c->sval) : (c->slays ? TV_SWORD : TV_FLASK);
    ammo->dd = c->dd;
    ammo->ds = c->ds;
    ammo->to_h = c->to_h;
    ammo->to_d = c->to_d;
    ammo->weight = c->weight;
    ammo->number = 1;
    if (c->fire)
    {
        bow->k_idx = 2;
        bow->tval = TV_BOW;
        bow->sval = c->sval;
        bow->to_h = c->b_to_h;
        bow->to_d = c->b_to_d;
        bow->number = 1;
        p_ptr->tval_ammo = ammo->tval;
    }
    kit_flags1 = game_bits(SLAY_TR1, 13, c->slays);
    p_ptr->lev = c->lev;
    p_ptr->to_h = c->p_to_h;
    p_ptr->skill_thb = skill_thb(c->race, c->cls, c->lev);
    p_ptr->skill_tht = p_ptr->skill_thb;
    p_ptr->num_fire = 1;
    p_ptr->xtra_might = c->xtra_might;
    /* 18/220 and up: a throw carries 10 grids for these weights. */
    p_ptr->stat_ind[A_STR] = 37;
    kit_place_monster(c->dist, c->ac, c->mflags, c->visible);
    copy = *ammo;

    reset_observed();
    if (c->fire) do_cmd_fire();
    else do_cmd_throw();

    if (seen_hit) multiplier = tot_dam_aux(&copy, 1, &m_list[1]);
    if (c->fire)
    {
        skill = p_ptr->skill_thb + (c->p_to_h + c->to_h + c->b_to_h) * BTH_PLUS_ADJ;
        sprintf(launch, "{\"fire\":{\"multiplier\":%d,\"to_dam\":%d}}", mult, c->to_d + c->b_to_d);
    }
    else
    {
        skill = p_ptr->skill_tht + c->p_to_h * BTH_PLUS_ADJ;
        sprintf(launch, "{\"throw\":{\"to_dam\":%d}}", c->to_d);
    }
    crit_bonus = c->p_to_h + c->to_h;
    kit_names(sl, SLAY_NAMES, 13, c->slays);
    monster_json(mon, c->ac, c->mflags, c->visible);
    sprintf(input,
            "{\"missile\":{\"level\":%d,\"skill\":%d,\"crit_bonus\":%d,"
            "\"dice\":{\"count\":%d,\"sides\":%d},\"slays\":\"%s\",\"weight\":%d,\"launch\":%s},"
            "\"monster\":%s,\"distance\":%d}",
            c->lev, skill, crit_bonus, c->dd, c->ds, sl, c->weight, launch, mon, c->dist);
    sprintf(game, "{\"hit\":%s,\"dice\":%d,\"multiplier\":%d,\"critical\":%s,\"damage\":%d}",
            seen_hit ? "true" : "false", seen_dice, multiplier, crit_json(), seen_damage);
    if (!seen_damroll)
    {
        fprintf(stderr, "the missile was not launched\n");
        exit(2);
    }
    write_line("angband-missile", input, game);
    written[1]++;
}

static void random_missile(struct missile_case *c, int fire)
{
    static const int SVALS[] = {SV_SLING, SV_SHORT_BOW, SV_LONG_BOW, SV_LIGHT_XBOW, SV_HEAVY_XBOW};
    static const int WEIGHTS[] = {1, 2, 4, 5, 10, 15, 20, 30, 40, 60, 80, 100};
    c->race = kit_pick(MAX_RACES);
    c->cls = kit_pick(MAX_CLASS);
    c->lev = pick_in(1, 50);
    c->p_to_h = pick_in(-15, 40);
    c->fire = fire;
    c->sval = SVALS[kit_pick(5)];
    c->xtra_might = !kit_pick(4);
    c->b_to_h = pick_in(-10, 20);
    c->b_to_d = pick_in(-10, 20);
    c->dd = pick_in(1, 6);
    c->ds = kit_pick(6) ? pick_in(2, 10) : 1;
    c->to_h = pick_in(-10, 20);
    c->to_d = pick_in(-15, 20);
    c->weight = WEIGHTS[kit_pick(sizeof(WEIGHTS) / sizeof(WEIGHTS[0]))];
    c->slays = kit_pick(3) ? 0 : pick_bits(13, 4);
    c->ac = pick_ac();
    c->visible = kit_pick(5) != 0;
    c->dist = fire ? pick_in(1, 20) : pick_in(1, 10);
    c->mflags = kit_pick(2) ? pick_bits(12, 3) : 0;
    /* Now and then a chance near 0 at that distance. */
    if (!kit_pick(8))
    {
        int base = skill_thb(c->race, c->cls, c->lev) + 3 * (fire ? c->to_h + c->b_to_h : 0);
        int target = c->dist + pick_in(-4, 4);
        c->p_to_h = (target - base) / 3;
    }
    /* Now and then a critical power of 5000 or more, or at or below 0. */
    if (!kit_pick(10)) c->p_to_h = pick_in(1300, 1500);
    else if (!kit_pick(10)) c->p_to_h = -pick_in(40, 200);
}

/* ------------------------------------------------ criticals alone */

static void run_crit(int melee, int weight, int bonus, int lev)
{
    char input[256], game[128];
    int plus = pick_in(-10, 20);
    p_ptr->lev = lev;
    p_ptr->to_h = bonus - plus;
    reset_observed();
    if (melee) (void)critical_norm(weight, plus, 10);
    else (void)critical_shot(weight, plus, 10);
    sprintf(input, "{\"table\":\"%s\",\"weight\":%d,\"bonus\":%d,\"level\":%d}", melee ? "melee" : "missile",
            weight, bonus, lev);
    sprintf(game, "{\"critical\":%s}", crit_json());
    write_line("angband-crit", input, game);
    written[2]++;
}

int main(int argc, char **argv)
{
    char path[1024];
    int i;
    struct blow_case b;
    struct missile_case m;

    if (argc != 2)
    {
        fprintf(stderr, "usage: kit-driver OUT-DIR\n");
        return 1;
    }
    setup_world();

    /* Melee blows. */
    sprintf(path, "%s/blows.jsonl", argv[1]);
    out = fopen(path, "w");
    if (!out) return 1;
    /* The cases of the report: a level-20 Dwarf warrior, Broad Sword (2d5) (+3,+4)
     * with Slay Orc, against AC 36, 50, 0 and 1; a level-1 Human mage with a
     * Dagger (1d4) (-2,-4) and a -8 to-hit from low Dexterity (power <= 0). */
    for (i = 0; i < 24; i++)
    {
        static const int AC4[] = {36, 50, 0, 1};
        memset(&b, 0, sizeof(b));
        b.race = 5 /* Dwarf */; b.cls = 0; b.lev = 20; b.p_to_h = 2; b.p_to_d = 3;
        b.dd = 2; b.ds = 5; b.w_to_h = 3; b.w_to_d = 4; b.weight = 150;
        b.slays = 1u << 10; b.mflags = (1u << 5) | (1u << 3);
        b.ac = AC4[i % 4]; b.visible = 1;
        run_blow(&b);
    }
    for (i = 0; i < 16; i++)
    {
        memset(&b, 0, sizeof(b));
        b.race = 0; b.cls = 1 /* Mage */; b.lev = 1; b.p_to_h = -8; b.p_to_d = -1;
        b.dd = 1; b.ds = 4; b.w_to_h = -2; b.w_to_d = -4; b.weight = 12;
        b.ac = (i % 2) ? 1 : 0; b.visible = i % 3 != 0;
        run_blow(&b);
    }
    for (i = 0; i < 300; i++)
    {
        random_blow(&b);
        run_blow(&b);
    }
    fclose(out);

    /* Missiles. */
    sprintf(path, "%s/missiles.jsonl", argv[1]);
    out = fopen(path, "w");
    if (!out) return 1;
    for (i = 0; i < 240; i++)
    {
        random_missile(&m, i % 3 != 2);
        run_missile(&m);
    }
    fclose(out);

    /* Criticals alone. */
    sprintf(path, "%s/criticals.jsonl", argv[1]);
    out = fopen(path, "w");
    if (!out) return 1;
    for (i = 0; i < 200; i++)
    {
        int melee = i % 2 == 0;
        int weight = melee ? pick_in(1, 2000) : pick_in(0, 1200);
        int bonus, lev = pick_in(1, 50);
        switch (kit_pick(4))
        {
            case 0: bonus = -pick_in(0, 400); break;           /* power at or below 0, often */
            case 1: bonus = pick_in(900, 1500); break;         /* power 5000 and up */
            default: bonus = pick_in(-20, 60); break;
        }
        run_crit(melee, weight, bonus, lev);
    }
    fclose(out);

    fprintf(stderr, "blows %d, missiles %d, criticals %d\n", written[0], written[1], written[2]);
    return 0;
}
