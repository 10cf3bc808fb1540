//! Names read the one way every roguerules crate reads them: case does not
//! matter, and `-`, `_` and a space between words are the same (`soft-armor`,
//! `Soft_Armor`, `"SOFT ARMOR"`). [`find_name`] looks a name up in a type's
//! list; [`deserialize_by_name!`](crate::deserialize_by_name) makes a type's
//! serde `Deserialize` go through its [`FromStr`](std::str::FromStr), so JSON
//! input accepts every spelling the type's parser accepts (`"kind": "Melee"`,
//! `"class": "Ranger"`).

use crate::UnknownName;

/// Whether `a` and `b` are the same name: ASCII case, surrounding spaces, and
/// `-`, `_`, ` ` between words do not matter.
///
/// ```
/// use roguerules_vocab::name::same_name;
///
/// assert!(same_name("Soft Armor", "soft_armor"));
/// assert!(same_name(" MELEE ", "melee"));
/// assert!(!same_name("melee", "mele"));
/// ```
pub fn same_name(a: &str, b: &str) -> bool {
    let fold = |c: char| match c {
        '-' | ' ' => '_',
        c => c.to_ascii_lowercase(),
    };
    a.trim().chars().map(fold).eq(b.trim().chars().map(fold))
}

/// The value among `all` whose `name` is `s` ([`same_name`]); `what` names the
/// kind of name in the error (`attack kind`).
///
/// # Errors
///
/// [`UnknownName`] listing every name of `all` when none matches.
///
/// ```
/// use roguerules_vocab::name::find_name;
///
/// let sizes = ["smaller", "similar", "larger"];
/// assert_eq!(find_name("Larger", &sizes, |s| s, "size"), Ok("larger"));
/// let e = find_name("huge", &sizes, |s| s, "size").unwrap_err();
/// assert_eq!(e.to_string(), "unknown size 'huge': expected one of smaller, similar, larger (any case)");
/// ```
pub fn find_name<T: Copy>(
    s: &str,
    all: &[T],
    name: impl Fn(T) -> &'static str,
    what: &'static str,
) -> Result<T, UnknownName> {
    all.iter().copied().find(|t| same_name(s, name(*t))).ok_or_else(|| UnknownName {
        what,
        input: s.to_owned(),
        expected: format!("one of {} (any case)", all.iter().map(|t| name(*t)).collect::<Vec<_>>().join(", ")),
    })
}

/// Deserializes a name (a JSON string) through `T`'s [`FromStr`](std::str::FromStr):
/// what [`deserialize_by_name!`](crate::deserialize_by_name) implements
/// `Deserialize` with. Usable alone as `#[serde(deserialize_with = "...")]`.
///
/// # Errors
///
/// The deserializer's error when the value is not a string; `T`'s parse error
/// (its message) when the string is not one of its names.
#[cfg(feature = "serde")]
pub fn deserialize<'de, D, T>(d: D) -> Result<T, D::Error>
where
    D: serde::Deserializer<'de>,
    T: std::str::FromStr,
    T::Err: std::fmt::Display,
{
    struct Name<T>(std::marker::PhantomData<T>);
    impl<T: std::str::FromStr> serde::de::Visitor<'_> for Name<T>
    where
        T::Err: std::fmt::Display,
    {
        type Value = T;
        fn expecting(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
            f.write_str("a name (a string, in any case)")
        }
        fn visit_str<E: serde::de::Error>(self, s: &str) -> Result<T, E> {
            s.parse().map_err(E::custom)
        }
    }
    d.deserialize_str(Name(std::marker::PhantomData))
}

/// Implements `serde::Deserialize` for each type given through its
/// [`FromStr`](std::str::FromStr) ([`name::deserialize`](crate::name::deserialize)),
/// when the calling crate's `serde` feature is on (which must turn on this
/// crate's). One mechanism for every name of the roguerules JSON inputs: a
/// name is read as its parser reads it, in any case.
///
/// ```
/// use std::str::FromStr;
///
/// #[derive(Debug, Clone, Copy, PartialEq)]
/// enum Size { Small, Large }
/// impl FromStr for Size {
///     type Err = roguerules_vocab::UnknownName;
///     fn from_str(s: &str) -> Result<Size, Self::Err> {
///         roguerules_vocab::name::find_name(s, &[Size::Small, Size::Large], |z| match z {
///             Size::Small => "small",
///             Size::Large => "large",
///         }, "size")
///     }
/// }
/// // (In a crate with a `serde` feature the impl is behind it.)
/// roguerules_vocab::deserialize_by_name!(Size);
///
/// let s: Size = serde_json::from_str("\"LARGE\"")?;
/// assert_eq!(s, Size::Large);
/// assert!(serde_json::from_str::<Size>("\"huge\"").unwrap_err().to_string().contains("unknown size 'huge'"));
/// # Ok::<(), serde_json::Error>(())
/// ```
#[macro_export]
macro_rules! deserialize_by_name {
    ($($ty:ty),+ $(,)?) => {
        $(
            #[cfg(feature = "serde")]
            impl<'de> serde::Deserialize<'de> for $ty {
                fn deserialize<D: serde::Deserializer<'de>>(d: D) -> ::core::result::Result<$ty, D::Error> {
                    $crate::name::deserialize(d)
                }
            }
        )+
    };
}
