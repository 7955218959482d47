//! What every call reads and writes alike, importing no call: numbers, poses, ships and
//! obstacles, the table fields, upgrades, the kept table's checks.

pub mod input;
pub mod kept;
pub mod numbers;
pub mod table;
pub mod upgrades;
