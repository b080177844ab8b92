//! The conditions whose parameters are squares: Imitator, the Dister
//! rules, the edgemovers, forced and promotion squares, MagicSquares and
//! the grids of GridChess.

use super::{plain, plain_as, unsupported, Compiled};
use crate::error::ProblemError;
use nightrider_board::Colour;
use nightrider_conditions::{Condition, Grid, GridLineSegment};
use nightrider_notation::popeye::{self, ConditionParam, InputLanguage, VariantValue};

/// The squares of a condition taking a list of them, and the line
/// naming them in the order of the board (as Popeye 4.104 prints them:
/// `WhitePromSquares a1 h1 a8`); refused without squares (Popeye then
/// reads the next line as the missing list).
pub(super) fn square_list(
    c: &popeye::Condition,
) -> Result<(nightrider_board::Bitboard, String), ProblemError> {
    let mut squares = nightrider_board::Bitboard::EMPTY;
    for p in &c.params {
        match p {
            ConditionParam::Squares(list) => {
                for &sq in list {
                    squares = squares.with(sq);
                }
            }
            _ => return Err(unsupported(format!("{} with parameters", c.name))),
        }
    }
    if squares.is_empty() {
        return Err(unsupported(format!("{} without squares", c.name)));
    }
    let names: Vec<String> = squares.into_iter().map(|sq| sq.to_string()).collect();
    Ok((squares, format!("{} {}", c.name, names.join(" "))))
}

/// Imitator with the squares of its imitators, in the order given (as
/// Popeye 4.104 prints them: `Imitator f5 b3`); refused without squares
/// or with one square twice.
pub(super) fn imitator(c: &popeye::Condition) -> Compiled {
    let mut squares = Vec::new();
    for p in &c.params {
        match p {
            ConditionParam::Squares(list) => squares.extend_from_slice(list),
            _ => return Err(unsupported(format!("{} with parameters", c.name))),
        }
    }
    let Some(imitators) = nightrider_conditions::imitator::ImitatorSquares::new(&squares) else {
        return Err(unsupported(format!(
            "{} without squares, with more than 10 or with one twice",
            c.name
        )));
    };
    let names: Vec<String> = squares.iter().map(|sq| sq.to_string()).collect();
    Ok((
        Condition::Imitator(imitators),
        format!("{} {}", c.name, names.join(" ")),
    ))
}

/// Whether Popeye 4.104 drops a White- or BlackMinDister or MaxDister
/// given one list of squares (`e5b8a1`, `e5e5`, `e5`) that is not two
/// different squares, as it reads it: it says so
/// ([`Note::DisterSquares`](crate::messages::Note::DisterSquares)) and
/// solves the problem without the condition.
pub(super) fn dister_dropped(c: &popeye::Condition) -> Option<crate::messages::Note> {
    match c.params.as_slice() {
        [ConditionParam::Squares(list)]
            if !list.is_empty() && !matches!(list[..], [a, b] if a != b) =>
        {
            Some(crate::messages::Note::DisterSquares)
        }
        _ => None,
    }
}

/// White- or BlackMinDister or MaxDister with the squares of its two
/// pieces (printed in the order given, `BlackMinDister e5 b8`); refused
/// unless two different squares are given (one list of other squares
/// Popeye drops: [`dister_dropped`]; squares in separate words Popeye
/// reads as the next conditions).
pub(super) fn dister(c: &popeye::Condition, side: Colour, max: bool) -> Compiled {
    let squares: Vec<nightrider_board::Square> = c
        .params
        .iter()
        .flat_map(|p| match p {
            ConditionParam::Squares(list) => list.clone(),
            _ => Vec::new(),
        })
        .collect();
    match (squares.as_slice(), c.params.len()) {
        (&[a, b], 1) if a != b => Ok((
            Condition::Dister(nightrider_conditions::selection::dister::Dister {
                side,
                max,
                squares: [a, b],
            }),
            format!("{} {a} {b}", c.name),
        )),
        _ => Err(unsupported(format!("{} without two squares", c.name))),
    }
}

/// White- or BlackEdgemover, printed `WhiteEdgeMover` in English (as
/// Popeye 4.104 prints it) and under its name in German and French.
pub(super) fn edgemover(c: &popeye::Condition, lang: InputLanguage, side: Colour) -> Compiled {
    let condition = Condition::Edgemover(side);
    match lang {
        InputLanguage::German | InputLanguage::French => plain(c, condition),
        _ => plain_as(c, condition, side.fold("WhiteEdgeMover", "BlackEdgeMover")),
    }
}

/// White- or BlackForcedSquare with its squares.
pub(super) fn forced_squares(c: &popeye::Condition, side: Colour) -> Compiled {
    let (squares, line) = square_list(c)?;
    Ok((Condition::ForcedSquares { side, squares }, line))
}

/// White- or BlackPromSquares with its squares.
pub(super) fn prom_squares(c: &popeye::Condition, side: Colour) -> Compiled {
    let (squares, line) = square_list(c)?;
    Ok((Condition::PromSquares { side, squares }, line))
}

/// MagicSquares (Type1, the default) with its squares, printed in the
/// order of the squares (`MagicSquares f1 d2 b8`, as Popeye 4.104);
/// refused without squares, and Type2 (its difference was not found).
pub(super) fn magic_squares(c: &popeye::Condition) -> Compiled {
    let mut squares = nightrider_board::Bitboard::EMPTY;
    for p in &c.params {
        match p {
            ConditionParam::Squares(given) => {
                for sq in given {
                    squares.insert(*sq);
                }
            }
            ConditionParam::Variant("Type1", VariantValue::None) => {}
            ConditionParam::Variant(name, _) => {
                return Err(unsupported(format!("{} {name}", c.name)))
            }
            _ => return Err(unsupported(format!("{} with parameters", c.name))),
        }
    }
    if squares.is_empty() {
        return Err(unsupported(format!("{} without squares", c.name)));
    }
    let names: Vec<String> = squares.into_iter().map(|sq| sq.to_string()).collect();
    Ok((
        Condition::MagicSquares(squares),
        format!("{} {}", c.name, names.join(" ")),
    ))
}

/// GridChess with its variants: the shifted grids, `Orthogonal` and
/// `Irregular` grids, each with extra `GridLine`s; two grid shapes are
/// refused. The condition line is the bare name, as Popeye prints it.
pub(super) fn grid(c: &popeye::Condition) -> Result<(Condition, String), ProblemError> {
    let mut grid = Grid::Normal;
    let mut shapes = 0;
    let mut lines = Vec::new();
    for p in &c.params {
        match p {
            ConditionParam::Variant("GridLine", VariantValue::GridLines(given)) => {
                lines.extend(given.iter().map(|l| GridLineSegment {
                    horizontal: l.horizontal,
                    from: l.from,
                    length: l.length,
                }));
            }
            ConditionParam::Variant(name, value) => {
                shapes += 1;
                if shapes > 1 {
                    return Err(unsupported("GridChess with several grid shapes".into()));
                }
                grid = match (*name, value) {
                    ("VerticalShift", VariantValue::None) => Grid::ShiftRank,
                    ("HorizontalShift", VariantValue::None) => Grid::ShiftFile,
                    ("DiagonalShift", VariantValue::None) => Grid::ShiftRankFile,
                    ("Orthogonal", VariantValue::Lines(lines)) => {
                        let files: Vec<i32> = lines
                            .chars()
                            .filter(|ch| ('a'..='h').contains(ch))
                            .map(|ch| ch as i32 - 'a' as i32)
                            .collect();
                        let ranks: Vec<i32> = lines
                            .chars()
                            .filter(|ch| ('1'..='8').contains(ch))
                            .map(|ch| ch as i32 - '1' as i32)
                            .collect();
                        Grid::orthogonal(&files, &ranks)
                    }
                    ("Irregular", VariantValue::SquareGroups(groups)) => {
                        let groups: Vec<Vec<u8>> = groups
                            .iter()
                            .map(|g| g.iter().map(|sq| sq.index()).collect())
                            .collect();
                        Grid::irregular(&groups)
                    }
                    (other, _) => {
                        return Err(unsupported(format!("GridChess {other}")));
                    }
                };
            }
            _ => return Err(unsupported("GridChess with parameters".into())),
        }
    }
    if !lines.is_empty() {
        grid = grid.with_lines(&lines).ok_or_else(|| {
            unsupported(format!(
                "GridChess with more than {} grid lines",
                Grid::MAX_LINES
            ))
        })?;
    }
    // Popeye prints the bare name whatever the variant
    Ok((Condition::Grid(grid), c.name.to_string()))
}
