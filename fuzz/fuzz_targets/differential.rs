//! Differential invariants of the solver that need no oracle, on small
//! random problems built from the fuzz bytes:
//!
//! (a) solving with 1 thread and with 2 threads prints the same lines;
//! (b) a twin (`twin move`, `add`, `remove`, `rotate`, `mirror`, `shift`,
//!     `stipulation`, `condition`) prints the same lines as the position
//!     it describes set up as a diagram and solved alone;
//! (c) every line printed for a direct, self or help problem (`~` too)
//!     replays legally, move by move, each move matched by its Popeye
//!     notation among the moves the library's generator lists, and every
//!     line printed with `#` ends in mate (orthodox and several
//!     conditions).
//!
//! Build and run on stable Rust, without nightly or cargo-fuzz (libFuzzer's
//! coverage instrumentation as cargo-fuzz asks for it, no sanitizer; see
//! fuzz/README.md and fuzz/run-stable), from the repository root:
//!
//! ```sh
//! fuzz/run-stable differential -max_total_time=600 -max_len=48 -len_control=0
//! ```
//!
//! `DIFFERENTIAL_PRINT=1` prints each problem (and how many lines (c)
//! replayed) to standard error.
#![no_main]

use libfuzzer_sys::fuzz_target;
use nightrider::board::{Colour, Move, PieceKind, Square};
use nightrider::conditions::{Condition, Engine};
use nightrider::game::{FairyGame, PlainGame};
use nightrider::notation::popeye::parse_input;
use nightrider::output::{move_text, solution_lines};
use nightrider::problem::{Problem, Twin};
use nightrider::stipulation::{Game, MoveInfo};
use nightrider::{solve, SolveError, SolveOptions};

/// Stipulations tried.
const STIPS: [&str; 9] = [
    "#1", "#2", "h#1", "h#2", "s#1", "s#2", "ser-h#2", "~1", "h~1",
];
/// Conditions tried (the empty one: orthodox).
const CONDS: [&str; 16] = [
    "",
    "",
    "Circe",
    "Madrasi",
    "AndernachChess",
    "AntiCirce",
    "KoeKo",
    "GridChess",
    "MonochromChess",
    "EinsteinChess",
    "Patrouille",
    "ImmunChess",
    "MarsCirce",
    "Isardam",
    "ChecklessChess",
    "NoCapture",
];
/// Conditions under which (c) replays the lines (mate is in check with no
/// legal move under each of them).
const REPLAYED: [&str; 7] = [
    "",
    "Circe",
    "Madrasi",
    "AndernachChess",
    "AntiCirce",
    "GridChess",
    "MonochromChess",
];
const KINDS: [&str; 9] = ["q", "r", "b", "s", "p", "g", "n", "z", "le"];

/// The fuzz bytes, read one at a time (0 once they run out).
struct Bytes<'a>(&'a [u8]);

impl Bytes<'_> {
    fn byte(&mut self) -> u8 {
        match self.0.split_first() {
            Some((b, rest)) => {
                self.0 = rest;
                *b
            }
            None => 0,
        }
    }
    fn pick<T: Copy>(&mut self, items: &[T]) -> T {
        items[self.byte() as usize % items.len()]
    }
}

/// A piece of the generated diagram: colour word, code, file, rank (0-7).
#[derive(Clone, Debug, PartialEq)]
struct Man {
    colour: &'static str,
    kind: &'static str,
    x: i32,
    y: i32,
}

/// A map of the board's squares (file, rank) onto themselves.
type Map = fn(i32, i32) -> (i32, i32);

/// A problem before rendering: the diagram, stipulation and condition.
#[derive(Clone, Debug)]
struct Setup {
    men: Vec<Man>,
    stip: &'static str,
    cond: &'static str,
}

fn square(x: i32, y: i32) -> String {
    format!("{}{}", (b'a' + x as u8) as char, y + 1)
}

impl Setup {
    fn render(&self, twin: Option<&str>) -> String {
        let mut s = String::from("begin\npieces");
        for m in &self.men {
            s.push_str(&format!(" {} {}{}", m.colour, m.kind, square(m.x, m.y)));
        }
        s.push_str(&format!("\nstipulation {}\n", self.stip));
        if !self.cond.is_empty() {
            s.push_str(&format!("condition {}\n", self.cond));
        }
        if let Some(t) = twin {
            s.push_str(&format!("twin {t}\n"));
        }
        s.push_str("end\n");
        s
    }

    fn at(&self, x: i32, y: i32) -> Option<usize> {
        self.men.iter().position(|m| m.x == x && m.y == y)
    }

    /// Whether the diagram is one the invariants can use: on the board,
    /// no two men on a square, pawns off the first and last ranks.
    fn sound(&self) -> bool {
        self.men.iter().enumerate().all(|(i, m)| {
            (0..8).contains(&m.x)
                && (0..8).contains(&m.y)
                && !(m.kind == "p" && (m.y == 0 || m.y == 7))
                && self.at(m.x, m.y) == Some(i)
        })
    }
}

fn build(bytes: &mut Bytes) -> Setup {
    let mut setup = Setup {
        men: Vec::new(),
        stip: bytes.pick(&STIPS),
        cond: bytes.pick(&CONDS),
    };
    for colour in ["white", "black"] {
        let mut sq = i32::from(bytes.byte() % 64);
        while setup.at(sq % 8, sq / 8).is_some() {
            sq = (sq + 1) % 64;
        }
        setup.men.push(Man {
            colour,
            kind: "k",
            x: sq % 8,
            y: sq / 8,
        });
    }
    let extra = bytes.byte() % 5;
    for _ in 0..extra {
        let b = bytes.byte();
        let colour = match b % 16 {
            0 => "neutral",
            n if n % 2 == 1 => "white",
            _ => "black",
        };
        let kind = bytes.pick(&KINDS);
        let sq = i32::from(bytes.byte() % 64);
        let (x, y) = (sq % 8, sq / 8);
        if setup.at(x, y).is_none() && !(kind == "p" && (y == 0 || y == 7)) {
            setup.men.push(Man { colour, kind, x, y });
        }
    }
    setup
}

/// A twin change and the diagram it describes, if the change applies.
fn twin(bytes: &mut Bytes, base: &Setup) -> Option<(String, Setup)> {
    let mut alone = base.clone();
    let sq = |b: u8| (i32::from(b % 64) % 8, i32::from(b % 64) / 8);
    let text = match bytes.byte() % 8 {
        0 => {
            let i = bytes.byte() as usize % base.men.len();
            let (x, y) = sq(bytes.byte());
            if let Some(j) = alone.at(x, y) {
                if alone.men[j].kind == "k" {
                    return None;
                }
                if j != i {
                    alone.men.remove(j);
                }
            }
            let i = alone.at(base.men[i].x, base.men[i].y)?;
            let from = square(alone.men[i].x, alone.men[i].y);
            alone.men[i].x = x;
            alone.men[i].y = y;
            format!("move {from} {}", square(x, y))
        }
        1 => {
            let colour = if bytes.byte().is_multiple_of(2) {
                "white"
            } else {
                "black"
            };
            let kind = bytes.pick(&KINDS);
            let (x, y) = sq(bytes.byte());
            if let Some(j) = alone.at(x, y) {
                if alone.men[j].kind == "k" {
                    return None;
                }
                alone.men.remove(j);
            }
            alone.men.push(Man { colour, kind, x, y });
            format!("add {colour} {kind}{}", square(x, y))
        }
        2 => {
            let i = bytes.byte() as usize % base.men.len();
            if base.men[i].kind == "k" {
                return None;
            }
            let m = alone.men.remove(i);
            format!("remove {}", square(m.x, m.y))
        }
        3 => {
            let turns = 1 + bytes.byte() % 3;
            for m in &mut alone.men {
                for _ in 0..turns {
                    (m.x, m.y) = (7 - m.y, m.x);
                }
            }
            format!("rotate {}", 90 * u32::from(turns))
        }
        4 => {
            let (name, f): (&str, Map) = match bytes.byte() % 4 {
                0 => ("a1<-->h1", |x, y| (7 - x, y)),
                1 => ("a1<-->a8", |x, y| (x, 7 - y)),
                2 => ("a1<-->h8", |x, y| (7 - y, 7 - x)),
                _ => ("a8<-->h1", |x, y| (y, x)),
            };
            for m in &mut alone.men {
                (m.x, m.y) = f(m.x, m.y);
            }
            format!("mirror {name}")
        }
        5 => {
            let (ax, ay) = sq(bytes.byte());
            let (bx, by) = sq(bytes.byte());
            for m in &mut alone.men {
                m.x += bx - ax;
                m.y += by - ay;
            }
            format!("shift {} {}", square(ax, ay), square(bx, by))
        }
        6 => {
            alone.stip = bytes.pick(&STIPS);
            format!("stipulation {}", alone.stip)
        }
        _ => {
            alone.cond = bytes.pick(&CONDS[1..]);
            format!("condition {}", alone.cond)
        }
    };
    alone.sound().then_some((text, alone))
}

/// What solving one problem printed: each twin's lines (without blank
/// lines and trailing spaces), and whether it stopped early (refused,
/// interrupted).
struct Solved {
    problem: Problem,
    twins: Vec<Vec<String>>,
    error: Option<SolveError>,
}

fn solve_text(text: &str, threads: usize) -> Option<Solved> {
    let parsed = parse_input(text);
    if !parsed.errors.is_empty() || parsed.problems.len() != 1 {
        return None;
    }
    let problem = Problem::from_syntax(&parsed.problems[0]).ok()?;
    let options = SolveOptions {
        threads,
        table_entries: Some(1 << 12),
        max_time: Some(std::time::Duration::from_secs(5)),
        ..SolveOptions::default()
    };
    let mut twins = Vec::new();
    let result = solve(&problem, &options, |_, _, report| {
        twins.push(
            solution_lines(problem.language, report)
                .into_iter()
                .map(|l| l.trim_end().to_string())
                .filter(|l| !l.is_empty())
                .collect(),
        );
    });
    Some(Solved {
        problem,
        twins,
        error: result.err(),
    })
}

fn interrupted(s: &Solved) -> bool {
    matches!(s.error, Some(SolveError::Interrupted { .. }))
}

fn sorted(lines: &[String]) -> Vec<String> {
    let mut v = lines.to_vec();
    v.sort();
    v
}

fuzz_target!(|data: &[u8]| {
    let mut bytes = Bytes(data);
    let base = build(&mut bytes);
    if !base.sound() {
        return;
    }
    let text = base.render(None);
    if std::env::var_os("DIFFERENTIAL_PRINT").is_some() {
        eprintln!("{text}");
    }
    let Some(one) = solve_text(&text, 1) else {
        return;
    };
    // (a) one thread and two threads print the same
    let Some(two) = solve_text(&text, 2) else {
        panic!("parsed once, not twice:\n{text}");
    };
    if !interrupted(&one) && !interrupted(&two) {
        assert_eq!(one.twins, two.twins, "1 and 2 threads differ:\n{text}");
        assert_eq!(
            one.error.as_ref().map(ToString::to_string),
            two.error.as_ref().map(ToString::to_string),
            "{text}"
        );
    }
    // (c) the lines replay and the mates are mates
    if one.error.is_none() && REPLAYED.contains(&base.cond) && !text.contains("neutral") {
        if let (Some(twin), Some(lines)) = (one.problem.twins.first(), one.twins.first()) {
            replay_all(twin, base.stip, lines, &text);
        }
    }
    // (b) a twin equals its position solved alone
    if let Some((change, alone)) = twin(&mut bytes, &base) {
        let twinned = base.render(Some(&change));
        let (Some(t), Some(a)) = (solve_text(&twinned, 1), solve_text(&alone.render(None), 1))
        else {
            return;
        };
        if interrupted(&t) || interrupted(&a) {
            return;
        }
        // (the diagram's own refusal stops the twin problem before its twin)
        if t.twins.is_empty() {
            return;
        }
        assert_eq!(
            t.twins.get(1).map(|l| sorted(l)),
            a.twins.first().map(|l| sorted(l)),
            "twin b) differs from its position solved alone:\n{twinned}\n{}",
            alone.render(None)
        );
    }
});

/// The game of `twin`'s diagram, as the solver sets it up (the orthodox
/// fast path without conditions, the condition engine with them).
fn with_game(twin: &Twin, f: impl FnOnce(&mut dyn Game)) {
    let conditions: Vec<Condition> = twin.conditions.list.clone();
    let rules =
        nightrider::conditions::rules_under(&conditions, nightrider::rules_for(&twin.position));
    let extra: Vec<PieceKind> = conditions
        .iter()
        .flat_map(Condition::created_kinds)
        .collect();
    let generator = nightrider::generator_with(&twin.position, rules, &extra)
        .expect("the solver built this generator");
    if conditions.is_empty() {
        f(&mut PlainGame::new(twin.position.clone(), generator));
        return;
    }
    let mut engine = Engine::new(generator, &conditions).expect("the solver built this engine");
    let pos = &twin.position;
    let castling_king = |colour: Colour| {
        let home = colour.fold(Square::E1, Square::E8);
        let corners = colour.fold([Square::A1, Square::H1], [Square::A8, Square::H8]);
        let king_home = pos
            .piece_at(home)
            .is_some_and(|p| p.kind == PieceKind::KING && p.colour == colour);
        let rights = pos.castling() & nightrider::board::CastlingRights::of(colour);
        let no_home_rooks = !corners.iter().any(|sq| {
            pos.piece_at(*sq)
                .is_some_and(|p| p.kind == PieceKind::ROOK && p.colour == colour)
        });
        king_home && (!rights.is_empty() || no_home_rooks)
    };
    engine.set_castling_kings(castling_king(Colour::White), castling_king(Colour::Black));
    engine.set_castling_rooks(twin.castling_rooks);
    let mut start = pos.clone();
    engine.prepare_position(&mut start);
    f(&mut FairyGame::new(start, engine));
}

/// Checks (c) for every printed line of a twin.
fn replay_all(twin: &Twin, stip: &str, lines: &[String], text: &str) {
    let help = stip.starts_with('h') || stip.starts_with("ser-h");
    let lang = nightrider::notation::popeye::InputLanguage::English;
    with_game(twin, |game| {
        game.set_side_to_move(if help { Colour::Black } else { Colour::White });
        // battle play: a stack of (indentation, moves played) by the
        // lines above the current one
        let mut stack: Vec<(usize, usize)> = Vec::new();
        for line in lines {
            let indent = line.len() - line.trim_start().len();
            let body = line.trim();
            if help {
                let played = replay_line(game, lang, body)
                    .unwrap_or_else(|e| panic!("{e} in `{body}`:\n{text}"));
                check_goal(game, body, text);
                for _ in 0..played {
                    game.undo();
                }
                continue;
            }
            while stack.last().is_some_and(|&(i, _)| i >= indent) {
                let (_, n) = stack.pop().expect("non-empty");
                for _ in 0..n {
                    game.undo();
                }
            }
            match body {
                "but" | "zugzwang." => continue,
                "threat:" => {
                    // the threat is played as if the defender passed
                    game.play(&Move::null());
                    stack.push((indent, 1));
                    continue;
                }
                _ => {}
            }
            let played = replay_line(game, lang, body)
                .unwrap_or_else(|e| panic!("{e} in `{body}`:\n{text}"));
            check_goal(game, body, text);
            stack.push((indent, played));
        }
        while let Some((_, n)) = stack.pop() {
            for _ in 0..n {
                game.undo();
            }
        }
        if std::env::var_os("DIFFERENTIAL_PRINT").is_some() {
            eprintln!("replayed {} lines", lines.len());
        }
    });
}

/// A line printed with `#` must end in mate: the side to move in check
/// without a legal move.
fn check_goal(game: &mut dyn Game, body: &str, text: &str) {
    if body.ends_with(" #") {
        let side = game.side_to_move();
        let mut moves = Vec::new();
        game.legal_moves(&mut moves);
        assert!(
            game.in_check(side) && moves.is_empty(),
            "`{body}` does not end in mate:\n{text}"
        );
    }
}

/// Plays the moves of one printed line (move numbers, marks and goal
/// markers skipped), each found among the legal moves by its notation;
/// returns how many were played, or what did not match.
fn replay_line(
    game: &mut dyn Game,
    lang: nightrider::notation::popeye::InputLanguage,
    line: &str,
) -> Result<usize, String> {
    let mut rest = line;
    let mut played = 0;
    loop {
        rest = rest.trim_start();
        // move numbers: `1.`, `1...`
        let digits = rest.len() - rest.trim_start_matches(|c: char| c.is_ascii_digit()).len();
        if digits > 0 && rest[digits..].starts_with('.') {
            rest = rest[digits..].trim_start_matches('.');
            continue;
        }
        // marks: check, goal, key, try
        let mark = ["?!?", "+", "#", "!", "?", "="].iter().find(|m| {
            rest.starts_with(**m) && rest[m.len()..].chars().next().is_none_or(|c| c == ' ')
        });
        if let Some(m) = mark {
            rest = &rest[m.len()..];
            continue;
        }
        if rest.is_empty() {
            return Ok(played);
        }
        let mut moves = Vec::new();
        game.legal_moves(&mut moves);
        let mover = game.side_to_move();
        let mut found: Option<(Move, usize)> = None;
        for m in moves {
            let piece = game.position().piece_at(m.from);
            game.play(&m);
            let info = MoveInfo {
                mv: m,
                piece,
                mover,
                check: false,
                goal: None,
                annotations: game.annotations(),
            };
            game.undo();
            let t = move_text(lang, &info);
            let ends = rest[t.len().min(rest.len())..]
                .chars()
                .next()
                .is_none_or(|c| c == ' ');
            if rest.starts_with(&t) && ends && found.is_none_or(|(_, l)| t.len() > l) {
                found = Some((m, t.len()));
            }
        }
        let Some((m, len)) = found else {
            for _ in 0..played {
                game.undo();
            }
            return Err(format!("no legal move written `{rest}`"));
        };
        game.play(&m);
        played += 1;
        rest = &rest[len..];
    }
}
