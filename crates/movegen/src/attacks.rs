//! Attack tables of the orthodox pieces.
//!
//! Leaper tables (knight, king, pawn) and the ray tables [`between`] and
//! [`line()`] are computed at compile time by `const fn`s. Slider attacks
//! (rook, bishop, queen) use "fancy" magic bitboards with precomputed magic
//! factors; the tables are filled once, at first use (about a millisecond),
//! and kept in a [`std::sync::OnceLock`]: no mutable global state.
//!
//! ```
//! use nightrider_board::{Bitboard, Colour, Square};
//! use nightrider_movegen::attacks;
//! assert_eq!(attacks::knight(Square::A1).count(), 2);
//! assert_eq!(attacks::rook(Square::A1, Bitboard::EMPTY).count(), 14);
//! let occ = Bitboard::from_square(Square::A4);
//! assert_eq!(attacks::rook(Square::A1, occ).count(), 10);
//! assert_eq!(attacks::pawn(Colour::White, Square::E4).count(), 2);
//! assert_eq!(attacks::between(Square::A1, Square::D4).count(), 2);
//! assert_eq!(attacks::line(Square::B2, Square::C3).count(), 8);
//! ```

use nightrider_board::walk::{KING_STEPS, KNIGHT_STEPS};
use nightrider_board::{Bitboard, Colour, Square};
use std::sync::OnceLock;

const fn leaper_table(deltas: &[(i32, i32)]) -> [u64; 64] {
    let mut table = [0u64; 64];
    let mut sq = 0;
    while sq < 64 {
        let (x, y) = ((sq % 8) as i32, (sq / 8) as i32);
        let mut i = 0;
        while i < deltas.len() {
            let (nx, ny) = (x + deltas[i].0, y + deltas[i].1);
            if nx >= 0 && nx < 8 && ny >= 0 && ny < 8 {
                table[sq] |= 1 << (ny * 8 + nx);
            }
            i += 1;
        }
        sq += 1;
    }
    table
}

static KNIGHT: [u64; 64] = leaper_table(&KNIGHT_STEPS);
static KING: [u64; 64] = leaper_table(&KING_STEPS);
static PAWN: [[u64; 64]; 2] = [
    leaper_table(&[(-1, 1), (1, 1)]),
    leaper_table(&[(-1, -1), (1, -1)]),
];

const ROOK_DIRS: [(i32, i32); 4] = [(1, 0), (-1, 0), (0, 1), (0, -1)];
const BISHOP_DIRS: [(i32, i32); 4] = [(1, 1), (-1, 1), (1, -1), (-1, -1)];

/// Slider attacks computed ray by ray (the reference the tables are built from).
const fn slide(sq: usize, occ: u64, dirs: &[(i32, i32); 4]) -> u64 {
    let mut attacks = 0u64;
    let mut d = 0;
    while d < 4 {
        let (mut x, mut y) = ((sq % 8) as i32, (sq / 8) as i32);
        loop {
            x += dirs[d].0;
            y += dirs[d].1;
            if x < 0 || x >= 8 || y < 0 || y >= 8 {
                break;
            }
            let bit = 1u64 << (y * 8 + x);
            attacks |= bit;
            if occ & bit != 0 {
                break;
            }
        }
        d += 1;
    }
    attacks
}

const fn ray_tables() -> ([[u64; 64]; 64], [[u64; 64]; 64]) {
    let mut between = [[0u64; 64]; 64];
    let mut line = [[0u64; 64]; 64];
    let mut a = 0;
    while a < 64 {
        let (ax, ay) = ((a % 8) as i32, (a / 8) as i32);
        let mut b = 0;
        while b < 64 {
            let (bx, by) = ((b % 8) as i32, (b / 8) as i32);
            let (dx, dy) = (bx - ax, by - ay);
            let aligned = a != b && (dx == 0 || dy == 0 || dx == dy || dx == -dy);
            if aligned {
                let sx = if dx > 0 {
                    1
                } else if dx < 0 {
                    -1
                } else {
                    0
                };
                let sy = if dy > 0 {
                    1
                } else if dy < 0 {
                    -1
                } else {
                    0
                };
                // Squares strictly between.
                let (mut x, mut y) = (ax + sx, ay + sy);
                while x != bx || y != by {
                    between[a][b] |= 1 << (y * 8 + x);
                    x += sx;
                    y += sy;
                }
                // The whole line through both, edge to edge.
                let (mut x, mut y) = (ax, ay);
                while x >= 0 && x < 8 && y >= 0 && y < 8 {
                    line[a][b] |= 1 << (y * 8 + x);
                    x -= sx;
                    y -= sy;
                }
                let (mut x, mut y) = (ax, ay);
                while x >= 0 && x < 8 && y >= 0 && y < 8 {
                    line[a][b] |= 1 << (y * 8 + x);
                    x += sx;
                    y += sy;
                }
            }
            b += 1;
        }
        a += 1;
    }
    (between, line)
}

static RAYS: ([[u64; 64]; 64], [[u64; 64]; 64]) = ray_tables();

/// Squares a knight on `sq` attacks.
#[inline]
pub fn knight(sq: Square) -> Bitboard {
    Bitboard(KNIGHT[sq.idx()])
}

/// Squares a king on `sq` attacks.
#[inline]
pub fn king(sq: Square) -> Bitboard {
    Bitboard(KING[sq.idx()])
}

/// Squares a pawn of `colour` on `sq` attacks (the two forward diagonals).
///
/// `pawn(!c, sq)` is also the set of squares from which a pawn of colour
/// `c` attacks `sq`.
#[inline]
pub fn pawn(colour: Colour, sq: Square) -> Bitboard {
    Bitboard(PAWN[colour.idx()][sq.idx()])
}

/// Squares strictly between `a` and `b` if they share a rank, file or
/// diagonal; empty otherwise.
#[inline]
pub fn between(a: Square, b: Square) -> Bitboard {
    Bitboard(RAYS.0[a.idx()][b.idx()])
}

/// The whole rank, file or diagonal through `a` and `b` (edge to edge,
/// both included) if they are aligned; empty otherwise (and for `a == b`).
#[inline]
pub fn line(a: Square, b: Square) -> Bitboard {
    Bitboard(RAYS.1[a.idx()][b.idx()])
}

/// Rook attacks from `sq` computed ray by ray, without tables (slow; the
/// reference for the magic tables and for tests).
pub fn rook_slow(sq: Square, occupied: Bitboard) -> Bitboard {
    Bitboard(slide(sq.idx(), occupied.0, &ROOK_DIRS))
}

/// Bishop attacks from `sq` computed ray by ray, without tables.
pub fn bishop_slow(sq: Square, occupied: Bitboard) -> Bitboard {
    Bitboard(slide(sq.idx(), occupied.0, &BISHOP_DIRS))
}

#[derive(Clone, Copy, Default)]
struct Magic {
    mask: u64,
    factor: u64,
    offset: u32,
    shift: u8,
}

impl Magic {
    #[inline(always)]
    fn index(&self, occupied: u64) -> usize {
        self.offset as usize
            + ((occupied & self.mask).wrapping_mul(self.factor) >> self.shift) as usize
    }
}

/// The magic tables of both sliders.
struct Sliders {
    rook: [Magic; 64],
    bishop: [Magic; 64],
    table: Box<[u64]>,
}

/// Deterministic xorshift generator for the magic search.
struct XorShift(u64);

impl XorShift {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
    fn sparse(&mut self) -> u64 {
        self.next() & self.next() & self.next()
    }
}

fn relevant_mask(sq: usize, dirs: &[(i32, i32); 4]) -> u64 {
    // The attacked squares on an empty board, without the last square of each ray.
    let mut mask = 0u64;
    for &(dx, dy) in dirs {
        let (mut x, mut y) = ((sq % 8) as i32 + dx, (sq / 8) as i32 + dy);
        while (0..8).contains(&(x + dx)) && (0..8).contains(&(y + dy)) {
            mask |= 1 << (y * 8 + x);
            x += dx;
            y += dy;
        }
    }
    mask
}

/// Magic factors for the rook, found by the search of [`find_magics`]
/// (seeded as in [`build_sliders`]) and kept so that start-up needs no search.
const ROOK_MAGICS: [u64; 64] = [
    0x0980008011400020,
    0x8340004410002000,
    0x0880200090008268,
    0x0080080080100004,
    0x8100110004020800,
    0x0300010004000822,
    0x08801A0029000080,
    0x8100050001204882,
    0x0844800081400320,
    0x0804402010004000,
    0x0108802003100480,
    0x0004808008001000,
    0x0003001801001014,
    0x0002000200041008,
    0x0004008108042210,
    0x0105000100009042,
    0x0400808000400021,
    0xC100404010002000,
    0x0060008010002088,
    0x0400808008001000,
    0x4440808008000400,
    0x1002008004000280,
    0x40024400300D1248,
    0x0010020000408104,
    0x0101008200204200,
    0x8020002040005000,
    0x4100100080802000,
    0x4008006A80100280,
    0x1020080080040080,
    0x0004010040020040,
    0x0018A12400080290,
    0x6140004200008104,
    0x4000400020800090,
    0x2020002080804000,
    0x0000408202002010,
    0x0080100501000820,
    0x0000800400800800,
    0x000A200408014010,
    0x0100800200800100,
    0xA00800570200008C,
    0x008000406000C010,
    0x1040100028002000,
    0x0048200100110040,
    0x0068490210030020,
    0x1009080005010010,
    0x2142000804010100,
    0x1001080110840002,
    0x1801004400820001,
    0x010440208D020200,
    0x0000400020008080,
    0x0200200080100280,
    0x0000100020090100,
    0x0204008008020480,
    0x8104010040020040,
    0x78000201B0080400,
    0x0040800051002880,
    0x0050108001002041,
    0x208A801100614003,
    0x0006002042089082,
    0x0011090004201001,
    0x1002001004200802,
    0x0005000208040001,
    0x0002002701AC0822,
    0x000010250184004A,
];
/// Magic factors for the bishop, found the same way.
const BISHOP_MAGICS: [u64; 64] = [
    0xC0A0012206040EA0,
    0x8010228200420001,
    0x0110008220400400,
    0x02445C0080106000,
    0x0044042004008100,
    0x0880900420408C05,
    0x0201080110080002,
    0x0000108094202000,
    0x0000042002040108,
    0x0000623024110042,
    0x0086100094811002,
    0x0000044502002080,
    0x0100460211400040,
    0x0008109004200004,
    0x0202320084844000,
    0x8040042421041009,
    0x201010C05102008C,
    0x1020888208024080,
    0x0108000C80290200,
    0x8048000420425203,
    0x0005000090402000,
    0x2080400201104100,
    0x8820420111101000,
    0x4AC0302208821802,
    0x000440001002A840,
    0x2002200010041080,
    0x1012080201004400,
    0x8440040002410120,
    0x1090820084010400,
    0x2084852012021000,
    0x12040062C1011003,
    0x02008205E1090080,
    0x088C102808042080,
    0x0802102200904280,
    0x8020209002080020,
    0x2200080800060A00,
    0x20C0004010010100,
    0x0802004100821003,
    0x0008024400008080,
    0x0000840102008090,
    0x0030A40420244007,
    0x0A19084210011282,
    0x0004082090019806,
    0x6108004208020080,
    0x0081200410110100,
    0x1040810701010208,
    0x0282047832012080,
    0x0010020099000020,
    0x000E010422400840,
    0x10204208B0089090,
    0x081004440C048000,
    0x88C0180084040001,
    0x3100020803040080,
    0x890070A041210C00,
    0x0020200101010A09,
    0x0004100240410400,
    0x0006004402080200,
    0x0801062484042000,
    0x00010002D7441004,
    0x0810080000208800,
    0x0000020808030411,
    0x1450001020014440,
    0x004060081081A288,
    0x0044011404108A00,
];

/// Fills the table for each square, trying the `known` factor first and
/// searching for a new one only if it does not work (it always does for
/// the factors above; the search keeps the code correct if they change).
fn find_magics(
    dirs: &[(i32, i32); 4],
    known: &[u64; 64],
    rng: &mut XorShift,
    table: &mut Vec<u64>,
) -> [Magic; 64] {
    let mut magics = [Magic::default(); 64];
    let mut occupancies = Vec::with_capacity(4096);
    let mut reference = Vec::with_capacity(4096);
    let mut epoch = vec![0u32; 4096];
    let mut attempt = 0u32;
    for (sq, magic) in magics.iter_mut().enumerate() {
        let mask = relevant_mask(sq, dirs);
        let bits = mask.count_ones();
        occupancies.clear();
        reference.clear();
        // Enumerate every subset of the mask (carry-rippler).
        let mut subset = 0u64;
        loop {
            occupancies.push(subset);
            reference.push(slide(sq, subset, dirs));
            subset = subset.wrapping_sub(mask) & mask;
            if subset == 0 {
                break;
            }
        }
        let size = 1usize << bits;
        let offset = table.len();
        table.resize(offset + size, 0);
        let shift = (64 - bits) as u8;
        let mut candidate = Some(known[sq]);
        'search: loop {
            let factor = match candidate.take() {
                Some(factor) => factor,
                None => rng.sparse(),
            };
            if (mask.wrapping_mul(factor) >> 56).count_ones() < 6 {
                continue;
            }
            attempt += 1;
            for (occ, attacks) in occupancies.iter().zip(&reference) {
                let i = (occ.wrapping_mul(factor) >> shift) as usize;
                if epoch[i] < attempt {
                    epoch[i] = attempt;
                    table[offset + i] = *attacks;
                } else if table[offset + i] != *attacks {
                    continue 'search;
                }
            }
            *magic = Magic {
                mask,
                factor,
                offset: offset as u32,
                shift,
            };
            break;
        }
    }
    magics
}

fn build_sliders() -> Sliders {
    let mut rng = XorShift(0x2545_F491_4F6C_DD1D);
    let mut table = Vec::with_capacity(102_400 + 5_248);
    let rook = find_magics(&ROOK_DIRS, &ROOK_MAGICS, &mut rng, &mut table);
    let bishop = find_magics(&BISHOP_DIRS, &BISHOP_MAGICS, &mut rng, &mut table);
    Sliders {
        rook,
        bishop,
        table: table.into_boxed_slice(),
    }
}

static SLIDERS: OnceLock<Sliders> = OnceLock::new();

#[inline(always)]
fn sliders() -> &'static Sliders {
    SLIDERS.get_or_init(build_sliders)
}

/// Builds the slider tables now rather than at first use (for benchmarks
/// that should not time the one-off table filling).
pub fn init() {
    sliders();
}

/// Squares a rook on `sq` attacks, given the occupied squares.
#[inline]
pub fn rook(sq: Square, occupied: Bitboard) -> Bitboard {
    let s = sliders();
    let m = &s.rook[sq.idx()];
    // The index is below the table length by construction of the magics.
    Bitboard(s.table[m.index(occupied.0)])
}

/// Squares a bishop on `sq` attacks, given the occupied squares.
#[inline]
pub fn bishop(sq: Square, occupied: Bitboard) -> Bitboard {
    let s = sliders();
    let m = &s.bishop[sq.idx()];
    Bitboard(s.table[m.index(occupied.0)])
}

/// Squares a queen on `sq` attacks, given the occupied squares.
#[inline]
pub fn queen(sq: Square, occupied: Bitboard) -> Bitboard {
    rook(sq, occupied) | bishop(sq, occupied)
}

/// Rook attacks on an empty board (the rook's rays).
#[inline]
pub fn rook_rays(sq: Square) -> Bitboard {
    rook(sq, Bitboard::EMPTY)
}

/// Bishop attacks on an empty board (the bishop's rays).
#[inline]
pub fn bishop_rays(sq: Square) -> Bitboard {
    bishop(sq, Bitboard::EMPTY)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rng_boards() -> impl Iterator<Item = Bitboard> {
        let mut r = XorShift(0x1234_5678_9ABC_DEF1);
        (0..200).map(move |i| {
            Bitboard(match i % 3 {
                0 => r.sparse(),
                1 => r.next() & r.next(),
                _ => r.next(),
            })
        })
    }

    #[test]
    fn magic_sliders_match_reference() {
        for occ in rng_boards() {
            for sq in Square::ALL {
                assert_eq!(rook(sq, occ), rook_slow(sq, occ), "rook {sq} {occ:?}");
                assert_eq!(bishop(sq, occ), bishop_slow(sq, occ), "bishop {sq} {occ:?}");
            }
        }
    }

    #[test]
    fn precomputed_magics_need_no_search() {
        let s = sliders();
        for sq in 0..64 {
            assert_eq!(s.rook[sq].factor, ROOK_MAGICS[sq]);
            assert_eq!(s.bishop[sq].factor, BISHOP_MAGICS[sq]);
        }
        assert_eq!(s.table.len(), 102_400 + 5_248);
    }

    #[test]
    fn search_finds_working_magics() {
        // Without known factors the search still produces correct tables.
        let mut rng = XorShift(0x9E37_79B9_7F4A_7C15);
        let mut table = Vec::new();
        let magics = find_magics(&BISHOP_DIRS, &[0; 64], &mut rng, &mut table);
        for occ in rng_boards() {
            for sq in Square::ALL {
                let m = &magics[sq.idx()];
                assert_eq!(Bitboard(table[m.index(occ.0)]), bishop_slow(sq, occ));
            }
        }
    }

    #[test]
    fn leapers() {
        assert_eq!(knight(Square::E4).count(), 8);
        assert_eq!(king(Square::H8).count(), 3);
        assert_eq!(
            pawn(Colour::White, Square::A2),
            Bitboard::from_square(Square::B3)
        );
        assert_eq!(
            pawn(Colour::Black, Square::E5),
            Bitboard::from_square(Square::D4) | Bitboard::from_square(Square::F4)
        );
        assert!(pawn(Colour::White, Square::E8).is_empty());
    }

    #[test]
    fn rays() {
        assert_eq!(between(Square::A1, Square::H8).count(), 6);
        assert!(between(Square::A1, Square::B3).is_empty());
        assert!(between(Square::E4, Square::E5).is_empty());
        assert!(line(Square::A1, Square::B3).is_empty());
        assert_eq!(
            line(Square::E1, Square::E4),
            Bitboard::file(Square::E1.file())
        );
        for a in Square::ALL {
            for b in Square::ALL {
                let l = line(a, b);
                if l.any() {
                    assert!(l.contains(a) && l.contains(b));
                    assert_eq!(between(a, b) - l, Bitboard::EMPTY);
                    assert_eq!(line(a, b), line(b, a));
                }
            }
        }
    }
}
