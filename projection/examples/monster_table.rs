//! Seed 000's monster table, printed from the code's own table (what `roguerules
//! project table` will print): type, terrain rule, resist lines with their
//! fractions, notes. Run: `cargo run -p roguerules-projection --example monster_table`.

use roguerules_projection::monster;

fn main() {
    println!("{:<18} {:<4} {:<26} {:<5} Other", "Damage type", "Terr", "Resist?", "R D");
    for row in monster::table() {
        for line in row.lines() {
            let notes: Vec<String> = line.notes.iter().map(|c| format!("({c})")).collect();
            println!(
                "{:<18} {:<4} {:<26} {:<5} {}",
                line.gf.map(|g| g.name()).unwrap_or(""),
                line.terr.map(|t| t.to_string()).unwrap_or_default(),
                line.resist.map(|r| r.condition.text()).unwrap_or(""),
                line.resist.map(|r| r.fraction.rd_cell()).unwrap_or(""),
                notes.join(" "),
            );
        }
    }
}
