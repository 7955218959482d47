//! `cardIndex`: the edition's card catalogue (`crate::squads::catalogue`, which lists and
//! filters it, and whose types write themselves).

pub use crate::squads::catalogue::{list as run, Catalogue as Response, Query as Request};
