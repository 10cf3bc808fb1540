//! Prints the seed's per-chest trap table, regenerated from the rules
//! (seed 004, "Chest Trap Creation"; RULINGS T1, T2).
//!
//! Run: `cargo run -p roguerules-traps --example chest_table`.

use roguerules_traps::{CHEST_TABLE_TOTAL, Chest, trap_set_counts};

fn main() -> Result<(), roguerules_traps::TrapError> {
    for chest in Chest::ALL {
        println!("{} (native depth {})", chest.name(), chest.native_level());
        for row in trap_set_counts(chest.native_depth())? {
            println!("  {:<30} {:>5}/{CHEST_TABLE_TOTAL}", row.traps.to_string(), row.count);
        }
    }
    Ok(())
}
