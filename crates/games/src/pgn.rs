//! Reading PGN: pgn-reader's streaming [`Visitor`] collects each game's
//! tags and main-line SANs ([`RawGame`]); [`RawGame::replay`] replays them
//! with nightrider's move generator into a [`Game`]. [`PgnGames`] does both,
//! one game at a time, and goes on after a bad game.
//!
//! Variations (`( … )`) are skipped: only the main line is read. What
//! pgn-reader itself passes over without telling (a token that is neither a
//! move, a move number, a NAG, a comment nor a result; a tag line without a
//! quoted value) cannot be reported; a skipped move token usually makes the
//! next move illegal, which is reported.

use crate::error::{GameError, GameErrorKind, GameRef};
use crate::game::{position_from_fen, Game};
use nightrider_board::Position;
use pgn_reader::{Outcome, RawTag, Reader, SanPlus, Skip, Visitor};
use std::io::{self, Read};
use std::ops::ControlFlow;

/// A game as read, before its moves are replayed.
#[derive(Clone, Debug)]
pub struct RawGame {
    /// Which game.
    pub reference: GameRef,
    /// Its tags, in order.
    pub tags: Vec<(String, String)>,
    /// The SANs of its main line.
    pub sans: Vec<SanPlus>,
    /// Its termination marker, if it has one.
    pub outcome: Option<String>,
    /// A bad tag name seen.
    bad_tag: Option<String>,
    /// The first move after the termination marker.
    trailing: Option<String>,
}

impl RawGame {
    /// Replays the moves into a [`Game`].
    ///
    /// # Errors
    /// A [`GameError`] naming the game: a bad tag name, a bad `FEN` or
    /// `SetUp` tag, an illegal, ambiguous or unsupported move, a missing
    /// termination marker (checked after the moves, so that an illegal
    /// move is named first).
    pub fn replay(self) -> Result<Game, GameError> {
        let err = |kind| GameError {
            game: Box::new(self.reference.clone()),
            kind,
        };
        if let Some(name) = &self.bad_tag {
            return Err(err(GameErrorKind::TagSyntax(name.clone())));
        }
        if let Some(san) = &self.trailing {
            return Err(err(GameErrorKind::MoveAfterResult(san.clone())));
        }
        let tag = |name: &str| {
            self.tags
                .iter()
                .find(|(n, _)| n == name)
                .map(|(_, v)| v.as_str())
        };
        let start = match (tag("SetUp").map(str::trim), tag("FEN")) {
            (Some("0") | None, None) => Position::startpos(),
            (Some("1") | None, Some(fen)) => position_from_fen(fen).map_err(|reason| {
                err(GameErrorKind::BadFen {
                    fen: fen.to_owned(),
                    reason,
                })
            })?,
            (Some(s), _) => return Err(err(GameErrorKind::BadSetUp(s.to_owned()))),
        };
        let mut game =
            Game::from_sans(self.reference.clone(), self.tags.clone(), start, &self.sans)
                .map_err(err)?;
        match self.outcome {
            Some(o) => game.result = Some(o),
            None => {
                let after = game
                    .moves
                    .last()
                    .map_or_else(|| "the start".to_owned(), |m| m.move_ref().to_string());
                return Err(err(GameErrorKind::Truncated { after }));
            }
        }
        Ok(game)
    }
}

/// Whether `name` is a PGN tag name: letters, digits and `_`, starting with
/// a letter or a digit.
fn is_tag_name(name: &[u8]) -> bool {
    name.first().is_some_and(u8::is_ascii_alphanumeric)
        && name.iter().all(|&b| b.is_ascii_alphanumeric() || b == b'_')
}

/// The visitor: collects tags and main-line SANs, and remembers the tags of
/// the game being read so that a reader error can name it.
struct Collector {
    source: Option<String>,
    number: usize,
    current_tags: Vec<(String, String)>,
}

impl Visitor for Collector {
    type Tags = (Vec<(String, String)>, Option<String>);
    type Movetext = RawGame;
    type Output = RawGame;

    fn begin_tags(&mut self) -> ControlFlow<RawGame, Self::Tags> {
        self.number += 1;
        self.current_tags.clear();
        ControlFlow::Continue((Vec::new(), None))
    }

    fn tag(
        &mut self,
        tags: &mut Self::Tags,
        name: &[u8],
        value: RawTag<'_>,
    ) -> ControlFlow<RawGame> {
        let name_text = String::from_utf8_lossy(name).into_owned();
        if !is_tag_name(name) && tags.1.is_none() {
            tags.1 = Some(name_text.clone());
        }
        let value = value.decode_utf8_lossy().into_owned();
        self.current_tags.push((name_text.clone(), value.clone()));
        tags.0.push((name_text, value));
        ControlFlow::Continue(())
    }

    fn begin_movetext(&mut self, tags: Self::Tags) -> ControlFlow<RawGame, RawGame> {
        ControlFlow::Continue(RawGame {
            reference: GameRef::from_tags(self.source.as_deref(), self.number, &tags.0),
            tags: tags.0,
            sans: Vec::new(),
            outcome: None,
            bad_tag: tags.1,
            trailing: None,
        })
    }

    fn san(&mut self, game: &mut RawGame, san_plus: SanPlus) -> ControlFlow<RawGame> {
        if game.outcome.is_none() {
            game.sans.push(san_plus);
        } else if game.trailing.is_none() {
            game.trailing = Some(san_plus.to_string());
        }
        ControlFlow::Continue(())
    }

    fn begin_variation(&mut self, _game: &mut RawGame) -> ControlFlow<RawGame, Skip> {
        ControlFlow::Continue(Skip(true))
    }

    fn outcome(&mut self, game: &mut RawGame, outcome: Outcome) -> ControlFlow<RawGame> {
        if game.outcome.is_none() {
            game.outcome = Some(outcome.to_string());
        }
        ControlFlow::Continue(())
    }

    fn end_game(&mut self, game: RawGame) -> RawGame {
        game
    }
}

/// The games of a PGN text, read one at a time with pgn-reader, not yet
/// replayed: an iterator of [`RawGame`]s, or errors naming the game for
/// what the reader refuses. After a syntax error it goes on; after an
/// input error it stops.
pub struct RawGames<R: Read> {
    reader: Reader<R>,
    collector: Collector,
    done: bool,
}

impl<R: Read> RawGames<R> {
    /// Reads from `input`; `source` names it in game references.
    pub fn new(input: R, source: Option<&str>) -> RawGames<R> {
        RawGames {
            reader: Reader::new(input),
            collector: Collector {
                source: source.map(str::to_owned),
                number: 0,
                current_tags: Vec::new(),
            },
            done: false,
        }
    }
}

impl<R: Read> Iterator for RawGames<R> {
    type Item = Result<RawGame, GameError>;

    fn next(&mut self) -> Option<Self::Item> {
        if self.done {
            return None;
        }
        match self.reader.read_game(&mut self.collector) {
            Ok(Some(raw)) => Some(Ok(raw)),
            Ok(None) => {
                self.done = true;
                None
            }
            Err(e) => {
                let c = &self.collector;
                let game =
                    GameRef::from_tags(c.source.as_deref(), c.number.max(1), &c.current_tags);
                let kind = if e.kind() == io::ErrorKind::InvalidData {
                    GameErrorKind::Syntax(e.to_string())
                } else {
                    self.done = true;
                    GameErrorKind::Io(e.to_string())
                };
                Some(Err(GameError {
                    game: Box::new(game),
                    kind,
                }))
            }
        }
    }
}

/// The games of a PGN text, read and replayed one at a time: `Ok` for a
/// game read, `Err` (naming the game and the move) for a bad one, after
/// which the next game is read.
///
/// ```
/// use nightrider_games::PgnGames;
/// let pgn = "[White \"A\"]\n\n1.e4 e5 2.Qh5 Nc6 3.Bc4 Nf6 4.Qxf7# 1-0\n\n\
///            [White \"B\"]\n\n1.e4 e5 2.Ke3 *\n";
/// let games: Vec<_> = PgnGames::new(pgn.as_bytes(), None).collect();
/// assert_eq!(games[0].as_ref().unwrap().moves.len(), 7);
/// let err = games[1].as_ref().unwrap_err();
/// assert_eq!(err.game.number, 2);
/// assert_eq!(err.move_ref().unwrap().to_string(), "2.Ke3");
/// ```
pub struct PgnGames<R: Read> {
    raw: RawGames<R>,
}

impl<R: Read> PgnGames<R> {
    /// Reads from `input`; `source` names it in game references.
    pub fn new(input: R, source: Option<&str>) -> PgnGames<R> {
        PgnGames {
            raw: RawGames::new(input, source),
        }
    }
}

impl<R: Read> Iterator for PgnGames<R> {
    type Item = Result<Game, GameError>;

    fn next(&mut self) -> Option<Self::Item> {
        Some(self.raw.next()?.and_then(RawGame::replay))
    }
}

/// Every game of a PGN text (see [`PgnGames`]).
pub fn read_pgn(text: &str) -> Vec<Result<Game, GameError>> {
    PgnGames::new(text.as_bytes(), None).collect()
}
