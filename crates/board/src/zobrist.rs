//! Zobrist hashing keys, generated at compile time.
//!
//! The key of a piece on a square depends on its kind, its colour (or
//! neutrality), its attributes and the square. Orthodox pieces without
//! attributes read a table; fairy kinds mix the same inputs through
//! SplitMix64, so they need no table. A piece's attributes add the keys
//! of their bits on its square (a table of 32 bits by 64 squares).

use crate::castling::CastlingRights;
use crate::piece::{Attributes, Piece};
use crate::square::Square;

const fn splitmix64(mut x: u64) -> u64 {
    x = x.wrapping_add(0x9E37_79B9_7F4A_7C15);
    x = (x ^ (x >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    x = (x ^ (x >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    x ^ (x >> 31)
}

/// 0 white, 1 black, 2 neutral.
const fn colour_code(piece: Piece) -> u64 {
    if piece.is_neutral() {
        2
    } else {
        piece.colour as u64
    }
}

const fn mixed_key(kind: u16, colour: u64, sq: u8) -> u64 {
    splitmix64(((kind as u64) << 16) | (colour << 8) | sq as u64)
}

const ORTHODOX_KEYS: [[[u64; 64]; 6]; 3] = {
    let mut t = [[[0u64; 64]; 6]; 3];
    let mut c = 0;
    while c < 3 {
        let mut k = 0;
        while k < 6 {
            let mut s = 0;
            while s < 64 {
                t[c][k][s] = mixed_key(k as u16, c as u64, s as u8);
                s += 1;
            }
            k += 1;
        }
        c += 1;
    }
    t
};

const CASTLING_KEYS: [u64; 16] = {
    let mut t = [0u64; 16];
    let mut i = 1;
    while i < 16 {
        t[i] = splitmix64(0xCA57_0000 + i as u64);
        i += 1;
    }
    t
};

/// The key of each attribute bit on each square.
const ATTRIBUTE_KEYS: [[u64; 64]; 32] = {
    let mut t = [[0u64; 64]; 32];
    let mut b = 0;
    while b < 32 {
        let mut s = 0;
        while s < 64 {
            t[b][s] = splitmix64(0xA77A_0000_0000 ^ ((b as u64) << 8) ^ s as u64);
            s += 1;
        }
        b += 1;
    }
    t
};

/// The key of the attributes `bits` on square index `sq`: the XOR of the
/// keys of its bits.
#[inline]
fn attributes_key(mut bits: u32, sq: usize) -> u64 {
    let mut key = 0;
    while bits != 0 {
        key ^= ATTRIBUTE_KEYS[bits.trailing_zeros() as usize][sq];
        bits &= bits - 1;
    }
    key
}

/// Key toggled when Black is to move.
pub const SIDE_KEY: u64 = 0xF00D_CAFE_1234_5678;

/// The key of `piece` standing on `sq`.
#[inline]
pub fn piece_key(piece: Piece, sq: Square) -> u64 {
    let colour = colour_code(piece);
    let attrs = piece.attributes.difference(Attributes::NEUTRAL);
    let base = if piece.kind.is_orthodox() {
        ORTHODOX_KEYS[colour as usize][piece.kind.idx()][sq.idx()]
    } else {
        mixed_key(piece.kind.0, colour, sq.index())
    };
    if attrs.is_empty() {
        base
    } else {
        base ^ attributes_key(attrs.bits(), sq.idx())
    }
}

/// The key of a set of castling rights.
#[inline]
pub fn castling_key(rights: CastlingRights) -> u64 {
    CASTLING_KEYS[rights.bits() as usize & 15]
}

/// The key of an en-passant state, from the squares a pawn passed over.
#[inline]
pub fn en_passant_key(passed: u64) -> u64 {
    if passed == 0 {
        0
    } else {
        splitmix64(passed ^ 0xE9E9_E9E9)
    }
}

/// The key of an underworld (its pieces, the squares they lie below and
/// their order); zero when it is empty.
pub fn underworld_key(underworld: &[(Square, Piece)]) -> u64 {
    underworld
        .iter()
        .enumerate()
        .fold(0, |h, (i, &(sq, piece))| {
            splitmix64(h ^ piece_key(piece, sq) ^ splitmix64(0x0DE2_0000 + i as u64))
        })
}

/// The key of a hole on `sq` (Popeye's Hole and HaanerChess).
#[inline]
pub fn hole_key(sq: Square) -> u64 {
    splitmix64(0x0401_E000_0000 ^ sq.index() as u64)
}

/// The key of an imitator on `sq` (the condition Imitator).
#[inline]
pub fn imitator_key(sq: Square) -> u64 {
    splitmix64(0x1A11_7A70_0000 ^ sq.index() as u64)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The attribute keys are nonzero and pairwise distinct, so that no
    /// attribute bit, on any square, leaves the hash unchanged or cancels
    /// another's key.
    #[test]
    fn attribute_keys_distinct() {
        let mut keys: Vec<u64> = ATTRIBUTE_KEYS.iter().flatten().copied().collect();
        assert!(keys.iter().all(|&k| k != 0));
        keys.sort_unstable();
        keys.dedup();
        assert_eq!(keys.len(), 32 * 64);
    }
}
