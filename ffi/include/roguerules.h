/*
 * roguerules.h: the C API of roguerules (libroguerules.a / libroguerules.so):
 * every module header of roguerules/. A game that uses only part of the
 * library may include only its headers instead (e.g. <roguerules/traps.h>);
 * each includes <roguerules/common.h>, the types and codes they share.
 *
 * Generated with the module headers by ffi/tests/header.rs; do not edit.
 * Regenerate with RR_UPDATE_HEADER=1 cargo test -p roguerules-ffi --test header
 *
 * Conventions: every fallible function returns an rr_status (RR_OK = 0) and
 * writes through its out-pointers only on success; handles are freed with their
 * rr_*_free function (NULL is a no-op); a buffer is followed by its length (pass
 * a NULL buffer to learn the length needed); enums cross as integers and are
 * validated. Rolling functions take an rr_random: the built-in rr_rng or the
 * game's own rr_roller callback.
 */
#ifndef ROGUERULES_H
#define ROGUERULES_H

#include "roguerules/common.h"
#include "roguerules/dice.h"
#include "roguerules/traps.h"
#include "roguerules/angband.h"
#include "roguerules/powder.h"
#include "roguerules/tabletop.h"
#include "roguerules/projection.h"

#endif /* ROGUERULES_H */
