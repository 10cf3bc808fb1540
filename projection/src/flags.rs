//! Flag sets spelled as the seed spells them (`IM_FIRE`, `TR3_IGNORE_ACID`): names,
//! parsing and the JSON form (a list of names).

use crate::error::ProjectionError;
use bitflags::Flags;

/// The names of the flags in `flags`, each with `prefix` (declaration order).
pub(crate) fn names<F: Flags>(flags: &F, prefix: &'static str) -> Vec<String> {
    flags.iter_names().map(|(name, _)| format!("{prefix}{name}")).collect()
}

/// The flag named `s`: case-insensitive, `-` and ` ` read as `_`, `prefix`
/// optional.
pub(crate) fn parse_one<F: Flags>(s: &str, prefix: &'static str) -> Option<F> {
    let upper: String = s
        .trim()
        .chars()
        .map(|c| match c {
            '-' | ' ' => '_',
            c => c.to_ascii_uppercase(),
        })
        .collect();
    let bare = upper.strip_prefix(prefix).unwrap_or(&upper);
    F::from_name(bare)
}

/// A set from names separated by `,`, `|` or whitespace (empty text: no flags).
pub(crate) fn parse_list<F: Flags + Copy>(
    s: &str,
    prefix: &'static str,
    what: &'static str,
) -> Result<F, ProjectionError> {
    let mut set = F::empty();
    for part in s.split([',', '|']).flat_map(str::split_whitespace) {
        let flag = parse_one::<F>(part, prefix).ok_or_else(|| unknown::<F>(part, prefix, what))?;
        set.insert(flag);
    }
    Ok(set)
}

/// The error for an unknown flag name, listing the accepted names.
pub(crate) fn unknown<F: Flags>(name: &str, prefix: &'static str, what: &'static str) -> ProjectionError {
    let all: Vec<String> = F::FLAGS.iter().map(|f| format!("{prefix}{}", f.name())).collect();
    ProjectionError::UnknownName { what, name: name.to_owned(), expected: format!("one of {}", all.join(", ")) }
}

/// Serde for flag sets as lists of names.
#[cfg(feature = "serde")]
pub(crate) mod serde_names {
    use super::*;
    use serde::de::{Error, SeqAccess, Visitor};
    use serde::ser::SerializeSeq;
    use std::fmt;
    use std::marker::PhantomData;

    /// `["IM_FIRE", "UNDEAD"]`.
    pub(crate) fn serialize<F: Flags, S: serde::Serializer>(
        flags: &F,
        prefix: &'static str,
        s: S,
    ) -> Result<S::Ok, S::Error> {
        let names = names(flags, prefix);
        let mut seq = s.serialize_seq(Some(names.len()))?;
        for n in &names {
            seq.serialize_element(n)?;
        }
        seq.end()
    }

    /// A list of names (any spelling [`parse_one`] accepts), or one string of
    /// names separated by `,`, `|` or spaces.
    pub(crate) fn deserialize<'de, F: Flags + Copy, D: serde::Deserializer<'de>>(
        d: D,
        prefix: &'static str,
        what: &'static str,
    ) -> Result<F, D::Error> {
        struct V<F>(&'static str, &'static str, PhantomData<F>);
        impl<'de, F: Flags + Copy> Visitor<'de> for V<F> {
            type Value = F;
            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                write!(f, "a list of {} names", self.1)
            }
            fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<F, A::Error> {
                let mut set = F::empty();
                while let Some(name) = seq.next_element::<String>()? {
                    let flag = parse_one::<F>(&name, self.0)
                        .ok_or_else(|| A::Error::custom(unknown::<F>(&name, self.0, self.1)))?;
                    set.insert(flag);
                }
                Ok(set)
            }
            fn visit_str<E: Error>(self, s: &str) -> Result<F, E> {
                parse_list(s, self.0, self.1).map_err(E::custom)
            }
        }
        d.deserialize_any(V(prefix, what, PhantomData))
    }
}
