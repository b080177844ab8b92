//! Problems under fairy conditions, piece attributes and royal pieces with
//! their known solutions, one module per family of conditions: published
//! problems (naming their source), Popeye's test and regression
//! collections, and hand-made positions with the solution Popeye 4.104
//! gives (named as such). They are solved end to end through the input
//! language, and the solution lines must come out exactly (in any order).
//! `scripts/conformance` compares the whole corpus; these keep problems
//! for each condition in `cargo test`.

#[path = "../common/mod.rs"]
mod common;

mod alice;
mod all_in;
mod anticirce;
mod bgl;
mod board_effects;
mod capture_effects;
mod capture_rules;
mod castling;
mod chameleon_pursuit;
mod circe;
mod colour_changing;
mod contact_and_squares;
mod duellist;
mod dummy;
mod exchanges;
mod extinction;
mod football;
mod ghosts;
mod glasgow;
mod holes;
mod hurdle_moves;
mod imitator;
mod immobilio;
mod jacobi_kings;
mod jacobi_selection;
mod kind_changing;
mod kings;
mod kings_and_royalty;
mod lent_walks;
mod line_chameleon;
mod losing;
mod mars;
mod move_effects;
mod move_selection;
mod multi_captures;
mod mummers;
mod obligation;
mod paralysis_observation;
mod phantom;
mod piece_attributes;
mod power_transfer;
mod revolving;
mod role_exchange;
mod royal_pieces;
mod selection;
mod sentinelles;
mod series;
mod snek;
mod transforming_moves;
mod walk_changes;
mod woozles;
mod wormholes;
