//! Squads and cards (docs/squads.md): `checkSquad`, `squadOptions`, `squadShips`, `cardIndex`, `shipInfo`.

pub mod card_index;
pub mod check_squad;
pub mod ship_info;
pub mod squad_options;
pub mod squad_ships;
pub mod xws_input;
