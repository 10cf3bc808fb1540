//! Every code pinned to Oangband 1.1.0's number, every name round-tripped, the
//! accepted spellings and the serde form.

use roguerules_vocab::{Gf, Terrain};

/// Oangband 1.1.0's `GF_*` numbers, written out once more by hand (`defines.h`).
const CODES: &[(Gf, u8, &str)] = &[
    (Gf::Rock, 1, "GF_ROCK"),
    (Gf::Shot, 2, "GF_SHOT"),
    (Gf::Arrow, 3, "GF_ARROW"),
    (Gf::Missile, 4, "GF_MISSILE"),
    (Gf::Pmissile, 5, "GF_PMISSILE"),
    (Gf::Whip, 6, "GF_WHIP"),
    (Gf::Acid, 8, "GF_ACID"),
    (Gf::Elec, 9, "GF_ELEC"),
    (Gf::Fire, 10, "GF_FIRE"),
    (Gf::Cold, 11, "GF_COLD"),
    (Gf::Pois, 12, "GF_POIS"),
    (Gf::Plasma, 13, "GF_PLASMA"),
    (Gf::Hellfire, 14, "GF_HELLFIRE"),
    (Gf::Ice, 15, "GF_ICE"),
    (Gf::LiteWeak, 20, "GF_LITE_WEAK"),
    (Gf::Lite, 21, "GF_LITE"),
    (Gf::Dark, 24, "GF_DARK"),
    (Gf::MorgulDark, 25, "GF_MORGUL_DARK"),
    (Gf::Confusion, 26, "GF_CONFUSION"),
    (Gf::Sound, 27, "GF_SOUND"),
    (Gf::Shard, 28, "GF_SHARD"),
    (Gf::Inertia, 29, "GF_INERTIA"),
    (Gf::Gravity, 30, "GF_GRAVITY"),
    (Gf::Force, 31, "GF_FORCE"),
    (Gf::Water, 32, "GF_WATER"),
    (Gf::Storm, 33, "GF_STORM"),
    (Gf::Nexus, 36, "GF_NEXUS"),
    (Gf::Nether, 37, "GF_NETHER"),
    (Gf::Chaos, 38, "GF_CHAOS"),
    (Gf::Disenchant, 39, "GF_DISENCHANT"),
    (Gf::Time, 40, "GF_TIME"),
    (Gf::Mana, 43, "GF_MANA"),
    (Gf::HolyOrb, 44, "GF_HOLY_ORB"),
    (Gf::Meteor, 45, "GF_METEOR"),
    (Gf::Spirit, 46, "GF_SPIRIT"),
    (Gf::KillWall, 50, "GF_KILL_WALL"),
    (Gf::KillTrap, 52, "GF_KILL_TRAP"),
    (Gf::Hold, 59, "GF_HOLD"),
    (Gf::HoldUndead, 60, "GF_HOLD_UNDEAD"),
    (Gf::AwayUndead, 61, "GF_AWAY_UNDEAD"),
    (Gf::AwayEvil, 62, "GF_AWAY_EVIL"),
    (Gf::AwayAll, 63, "GF_AWAY_ALL"),
    (Gf::TurnUndead, 64, "GF_TURN_UNDEAD"),
    (Gf::TurnEvil, 65, "GF_TURN_EVIL"),
    (Gf::TurnAll, 66, "GF_TURN_ALL"),
    (Gf::DispUndead, 67, "GF_DISP_UNDEAD"),
    (Gf::DispEvil, 68, "GF_DISP_EVIL"),
    (Gf::DispNotEvil, 69, "GF_DISP_NOT_EVIL"),
    (Gf::DispDemon, 70, "GF_DISP_DEMON"),
    (Gf::DispDragon, 71, "GF_DISP_DRAGON"),
    (Gf::DispAll, 72, "GF_DISP_ALL"),
    (Gf::DispSmallAll, 73, "GF_DISP_SMALL_ALL"),
    (Gf::OldClone, 74, "GF_OLD_CLONE"),
    (Gf::OldPoly, 75, "GF_OLD_POLY"),
    (Gf::OldHeal, 76, "GF_OLD_HEAL"),
    (Gf::OldSpeed, 77, "GF_OLD_SPEED"),
    (Gf::OldSlow, 78, "GF_OLD_SLOW"),
    (Gf::OldConf, 79, "GF_OLD_CONF"),
    (Gf::OldSleep, 80, "GF_OLD_SLEEP"),
    (Gf::OldDrain, 81, "GF_OLD_DRAIN"),
];

#[test]
fn every_gf_code_is_oangbands() {
    assert_eq!(CODES.len(), Gf::ALL.len(), "every type is pinned");
    for &(gf, code, name) in CODES {
        assert_eq!(gf.code(), code, "{name}");
        assert_eq!(u8::from(gf), code);
        assert_eq!(Gf::from_code(code), Some(gf));
        assert_eq!(Gf::try_from(code), Ok(gf));
        assert_eq!(gf.to_string(), name);
        assert_eq!(gf.name(), name);
    }
    // ALL is in order of code, without repeats.
    assert!(Gf::ALL.windows(2).all(|w| w[0].code() < w[1].code()));
    // Numbers Oangband uses for other things, or not at all, name nothing here.
    for code in [0u8, 7, 16, 22, 23, 34, 35, 41, 42, 47, 51, 53, 58, 82, 255] {
        assert_eq!(Gf::from_code(code), None, "{code}");
        assert_eq!(Gf::try_from(code), Err(code));
    }
}

#[test]
fn gf_names_parse_in_every_accepted_spelling() {
    for &gf in Gf::ALL {
        let bare = &gf.name()[3..];
        for s in [gf.name().to_owned(), bare.to_owned(), bare.to_lowercase(), gf.key().replace('_', "-")] {
            assert_eq!(s.parse::<Gf>(), Ok(gf), "{s}");
        }
        assert_eq!(gf.key(), bare.to_lowercase());
    }
    assert_eq!("  gf_fire ".parse::<Gf>(), Ok(Gf::Fire));
    assert_eq!("Gf-Holy Orb".parse::<Gf>(), Ok(Gf::HolyOrb));
    assert_eq!("GF_LIGHT".parse::<Gf>(), Ok(Gf::Lite));
    assert_eq!("light".parse::<Gf>(), Ok(Gf::Lite));
    assert_eq!("light weak".parse::<Gf>(), Ok(Gf::LiteWeak));
}

#[test]
fn unknown_gf_names_list_what_is_accepted() {
    for bad in ["", "GF_", "frost", "GF_FIRE2", "firebolt", "GF GF_FIRE"] {
        let e = bad.parse::<Gf>().unwrap_err();
        assert_eq!(e.input, bad);
        let msg = e.to_string();
        assert!(msg.starts_with(&format!("unknown damage type '{bad}'")), "{msg}");
        for gf in Gf::ALL {
            assert!(msg.contains(gf.name()), "{msg} lists {gf}");
        }
        assert!(msg.contains("GF_LIGHT"), "{msg}");
    }
}

#[test]
fn terrain_codes_are_oangbands() {
    let codes = [
        (Terrain::Floor, 0x01, "FEAT_FLOOR"),
        (Terrain::Lava, 0x08, "FEAT_LAVA"),
        (Terrain::Water, 0x09, "FEAT_WATER"),
        (Terrain::Tree, 0x0A, "FEAT_TREE"),
        (Terrain::Rubble, 0x31, "FEAT_RUBBLE"),
    ];
    assert_eq!(codes.len(), Terrain::ALL.len());
    for (t, code, name) in codes {
        assert_eq!(t.code(), code);
        assert_eq!(u8::from(t), code);
        assert_eq!(Terrain::from_code(code), Some(t));
        assert_eq!(Terrain::try_from(code), Ok(t));
        assert_eq!(t.to_string(), name);
        assert_eq!(name.parse::<Terrain>(), Ok(t));
        assert_eq!(t.key().parse::<Terrain>(), Ok(t));
        assert_eq!(t.key().to_uppercase().parse::<Terrain>(), Ok(t));
    }
    assert_eq!(Terrain::default(), Terrain::Floor);
    assert_eq!("forest".parse::<Terrain>(), Ok(Terrain::Tree));
    assert_eq!(Terrain::from_code(0x02), None);
    let e = "mud".parse::<Terrain>().unwrap_err().to_string();
    assert!(e.contains("unknown terrain 'mud'") && e.contains("FEAT_RUBBLE"), "{e}");
}

#[cfg(feature = "serde")]
#[test]
fn serde_uses_the_lowercase_names() {
    for &gf in Gf::ALL {
        let json = serde_json::to_string(&gf).unwrap();
        assert_eq!(json, format!("\"{}\"", gf.key()));
        assert_eq!(serde_json::from_str::<Gf>(&json).unwrap(), gf);
        assert_eq!(serde_json::from_str::<Gf>(&format!("\"{}\"", gf.name())).unwrap(), gf);
    }
    for t in Terrain::ALL {
        let json = serde_json::to_string(&t).unwrap();
        assert_eq!(json, format!("\"{}\"", t.key()));
        assert_eq!(serde_json::from_str::<Terrain>(&json).unwrap(), t);
    }
    assert_eq!(serde_json::from_str::<Gf>("\"light\"").unwrap(), Gf::Lite);
    let e = serde_json::from_str::<Gf>("\"frost\"").unwrap_err().to_string();
    assert!(e.contains("unknown damage type 'frost'"), "{e}");
}
