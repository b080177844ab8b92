//! Thousands of games of random legal play, generated and written as PGN
//! with shakmaty (an independent move generator and SAN writer), read back
//! and replayed by this crate; every position and every statistic is
//! compared with a naive recomputation from shakmaty's positions.

use nightrider_games::stats::{is_symmetrical, MoveAt};
use nightrider_games::{CollectionStats, Game, GameStats, RunOptions};
use shakmaty::fen::Fen;
use shakmaty::san::SanPlus;
use shakmaty::{CastlingMode, Chess, Color, EnPassantMode, File, Move, Position, Role, Square};

/// xorshift64*: a small deterministic generator.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

/// A generated game: its start (FEN if not the game array), its moves and
/// the shakmaty positions along it.
struct Generated {
    fen: Option<String>,
    white: String,
    black: String,
    positions: Vec<Chess>,
    moves: Vec<Move>,
    sans: Vec<String>,
}

const NAMES: [&str; 5] = ["Anna", "Boris", "Chen", "Dana", "Emil"];

fn generate(rng: &mut Rng) -> Generated {
    let mut pos = Chess::default();
    let mut fen = None;
    // One game in five starts from a position reached by random play.
    if rng.below(5) == 0 {
        for _ in 0..rng.below(40) + 1 {
            let moves = pos.legal_moves();
            if moves.is_empty() {
                break;
            }
            pos.play_unchecked(moves[rng.below(moves.len())]);
        }
        if pos.legal_moves().is_empty() {
            pos = Chess::default();
        } else {
            fen = Some(Fen::from_position(&pos, EnPassantMode::Legal).to_string());
        }
    }
    let length = rng.below(260);
    let mut positions = vec![pos.clone()];
    let mut moves = Vec::new();
    let mut sans = Vec::new();
    for _ in 0..length {
        let legal = pos.legal_moves();
        if legal.is_empty() {
            break;
        }
        // Captures and checks are favoured now and then, for longer runs.
        let m = if rng.below(3) == 0 {
            legal
                .iter()
                .copied()
                .find(|m| m.is_capture())
                .unwrap_or(legal[rng.below(legal.len())])
        } else {
            legal[rng.below(legal.len())]
        };
        let san = SanPlus::from_move_and_play_unchecked(&mut pos, m);
        moves.push(m);
        sans.push(san.to_string());
        positions.push(pos.clone());
    }
    Generated {
        fen,
        white: NAMES[rng.below(NAMES.len())].to_owned(),
        black: NAMES[rng.below(NAMES.len())].to_owned(),
        positions,
        moves,
        sans,
    }
}

/// The PGN of a generated game, with comments, NAGs and variations now
/// and then (which the reader must pass over).
fn write_pgn(n: usize, g: &Generated, rng: &mut Rng, out: &mut String) {
    out.push_str(&format!(
        "[Event \"Random {n}\"]\n[White \"{}\"]\n[Black \"{}\"]\n[Result \"*\"]\n",
        g.white, g.black
    ));
    if let Some(fen) = &g.fen {
        out.push_str(&format!("[SetUp \"1\"]\n[FEN \"{fen}\"]\n"));
    }
    out.push('\n');
    for (i, san) in g.sans.iter().enumerate() {
        let pos = &g.positions[i];
        let number = pos.fullmoves().get();
        if pos.turn() == Color::White {
            out.push_str(&format!("{number}. "));
        } else if i == 0 {
            out.push_str(&format!("{number}... "));
        }
        out.push_str(san);
        out.push(' ');
        match rng.below(40) {
            0 => out.push_str("{a comment} "),
            1 => out.push_str("$1 "),
            2 => out.push_str("!? "),
            3 => out.push_str("( Qh5 Nf6 {side line} ( e4 ) ) "),
            _ => {}
        }
        if i % 12 == 11 {
            out.push('\n');
        }
    }
    out.push_str("*\n\n");
}

/// The square where a shakmaty move captures, the mover's arrivals
/// (king first, then the castling rook) with their origins.
fn decompose(m: &Move) -> (Option<Square>, Vec<(Square, Square)>) {
    match *m {
        Move::Normal {
            from, to, capture, ..
        } => (capture.map(|_| to), vec![(from, to)]),
        Move::EnPassant { from, to } => (
            Some(Square::from_coords(to.file(), from.rank())),
            vec![(from, to)],
        ),
        Move::Castle { king, rook } => {
            let kingside = rook.file() > king.file();
            let (kf, rf) = if kingside {
                (File::G, File::F)
            } else {
                (File::C, File::D)
            };
            (
                None,
                vec![
                    (king, Square::from_coords(kf, king.rank())),
                    (rook, Square::from_coords(rf, rook.rank())),
                ],
            )
        }
        Move::Put { .. } => unreachable!("no drops in chess"),
    }
}

/// The statistics recomputed the slow way from shakmaty's positions.
struct Naive {
    moves_by: Vec<Vec<usize>>,
    captures_by: Vec<Vec<usize>>,
    captures_on: Vec<Vec<usize>>,
    visits: Vec<Vec<usize>>,
    starts: Vec<Square>,
    legal: Vec<usize>,
    checks: Vec<bool>,
    captures: Vec<bool>,
    symmetric_run: usize,
    exchange: Option<(usize, u32)>,
    first_capture: Option<usize>,
}

fn naive(g: &Generated) -> Naive {
    let start = &g.positions[0];
    let mut ids: [Option<usize>; 64] = [None; 64];
    let mut starts = Vec::new();
    for sq in Square::ALL {
        if start.board().piece_at(sq).is_some() {
            ids[sq as usize] = Some(starts.len());
            starts.push(sq);
        }
    }
    let n = starts.len();
    let mut visited: Vec<Vec<Square>> = starts.iter().map(|&s| vec![s]).collect();
    let mut r = Naive {
        moves_by: vec![Vec::new(); n],
        captures_by: vec![Vec::new(); n],
        captures_on: vec![Vec::new(); 64],
        visits: vec![vec![0]; n],
        starts: starts.clone(),
        legal: g.positions.iter().map(|p| p.legal_moves().len()).collect(),
        checks: Vec::new(),
        captures: Vec::new(),
        symmetric_run: 0,
        exchange: None,
        first_capture: None,
    };
    for (i, m) in g.moves.iter().enumerate() {
        let ply = i + 1;
        let (captured, arrivals) = decompose(m);
        let mover = ids[arrivals[0].0 as usize].unwrap();
        r.moves_by[mover].push(ply);
        if let Some(c) = captured {
            r.captures_by[mover].push(ply);
            r.captures_on[c as usize].push(ply);
            ids[c as usize] = None;
            r.first_capture.get_or_insert(ply);
        }
        let moved: Vec<(usize, Square)> = arrivals
            .iter()
            .map(|&(from, to)| (ids[from as usize].unwrap(), to))
            .collect();
        for &(from, _) in &arrivals {
            ids[from as usize] = None;
        }
        for &(id, to) in &moved {
            ids[to as usize] = Some(id);
            if !visited[id].contains(&to) {
                visited[id].push(to);
                r.visits[id].push(ply);
            }
        }
        r.checks.push(g.positions[ply].is_check());
        r.captures.push(captured.is_some());
    }
    let side = start.turn();
    for p in g.positions.iter().filter(|p| p.turn() == side) {
        let board = p.board();
        let symmetric = Square::ALL.iter().all(|&sq| match board.piece_at(sq) {
            None => true,
            Some(a) => board
                .piece_at(sq.flip_vertical())
                .is_some_and(|b| a.role == b.role && a.color != b.color),
        });
        if !symmetric {
            break;
        }
        r.symmetric_run += 1;
    }
    for (ply, p) in g.positions.iter().enumerate() {
        let board = p.board();
        if board.occupied() == board.kings() | board.pawns() {
            r.exchange = Some((ply, p.fullmoves().get()));
            break;
        }
    }
    r
}

/// The (count, ply) of the best of `events` (per owner, the plies of its
/// successive events): the most events, reached first.
fn best_of(events: &[Vec<usize>]) -> Option<(usize, usize)> {
    let max = events.iter().map(Vec::len).max()?;
    if max == 0 {
        return None;
    }
    let ply = events
        .iter()
        .filter(|e| e.len() == max)
        .map(|e| e[max - 1])
        .min()?;
    Some((max, ply))
}

/// The owners whose `count`-th event is at `ply`.
fn owners(events: &[Vec<usize>], count: usize, ply: usize) -> Vec<usize> {
    (0..events.len())
        .filter(|&i| events[i].len() == count && events[i][count - 1] == ply)
        .collect()
}

/// The longest run of `true` (length, first index), earliest on ties.
fn longest(flags: &[bool]) -> Option<(usize, usize)> {
    let mut best: Option<(usize, usize)> = None;
    for start in 0..flags.len() {
        let len = flags[start..].iter().take_while(|&&f| f).count();
        if len > 0 && best.is_none_or(|(l, _)| len > l) {
            best = Some((len, start));
        }
    }
    best
}

fn check_move_at(at: &MoveAt, ply: usize, g: &Generated) {
    assert_eq!(at.ply, ply);
    assert_eq!(at.san, g.sans[ply - 1]);
    let before = &g.positions[ply - 1];
    assert_eq!(u32::from(at.move_number), before.fullmoves().get());
}

fn compare(game: &Game, g: &Generated) {
    // Positions: board, side and castling rights agree at every ply.
    let mut i = 0;
    game.for_each_position(|v| {
        let ours = v.position.to_string();
        let theirs = Fen::from_position(&g.positions[i], EnPassantMode::Legal).to_string();
        let fields = |s: &str| s.split(' ').take(3).collect::<Vec<_>>().join(" ");
        assert_eq!(fields(&ours), fields(&theirs), "ply {i}");
        assert_eq!(v.legal_move_count, g.positions[i].legal_moves().len());
        assert_eq!(is_symmetrical(v.position), {
            let b = g.positions[i].board();
            Square::ALL.iter().all(|&sq| match b.piece_at(sq) {
                None => true,
                Some(a) => b
                    .piece_at(sq.flip_vertical())
                    .is_some_and(|c| a.role == c.role && a.color != c.color),
            })
        });
        i += 1;
    });
    assert_eq!(i, g.positions.len());
    for (m, &sm) in game.moves.iter().zip(&g.moves) {
        assert_eq!(m.captured.is_some(), sm.is_capture());
        assert_eq!(
            m.piece.kind.orthodox_letter().unwrap(),
            sm.role().upper_char()
        );
    }

    let s = GameStats::of(game);
    let n = naive(g);
    assert_eq!(s.plies, g.moves.len());
    let piece_ok = |rec: &nightrider_games::stats::PieceCount, events: &[Vec<usize>]| {
        let (count, ply) = best_of(events).unwrap();
        assert_eq!(rec.count, count);
        check_move_at(&rec.at, ply, g);
        let who = owners(events, count, ply);
        assert!(who
            .iter()
            .any(|&o| n.starts[o].to_string() == rec.piece.start.to_string()));
    };
    match &s.most_moves_by_piece {
        Some(r) => piece_ok(r, &n.moves_by),
        None => assert!(best_of(&n.moves_by).is_none()),
    }
    match &s.most_captures_by_piece {
        Some(r) => piece_ok(r, &n.captures_by),
        None => assert!(best_of(&n.captures_by).is_none()),
    }
    match &s.most_captures_on_square {
        Some(r) => {
            let (count, ply) = best_of(&n.captures_on).unwrap();
            assert_eq!(r.count, count);
            check_move_at(&r.at, ply, g);
            let who = owners(&n.captures_on, count, ply);
            assert_eq!(who.len(), 1);
            assert_eq!(Square::ALL[who[0]].to_string(), r.square.to_string());
        }
        None => assert!(best_of(&n.captures_on).is_none()),
    }
    match &s.most_squares_visited {
        Some(r) => {
            let (count, ply) = best_of(&n.visits).unwrap();
            assert_eq!((r.count, r.at.ply), (count, ply));
            let who = owners(&n.visits, count, ply);
            assert!(who
                .iter()
                .any(|&o| n.starts[o].to_string() == r.piece.start.to_string()));
        }
        None => assert!(n.starts.is_empty()),
    }
    let max_legal = *n.legal.iter().max().unwrap();
    let at = n.legal.iter().position(|&c| c == max_legal).unwrap();
    let ml = s.most_legal_moves.as_ref().unwrap();
    assert_eq!((ml.count, ml.at.ply), (max_legal, at));
    for (run, flags) in [
        (&s.consecutive_checks, n.checks.clone()),
        (&s.consecutive_captures, n.captures.clone()),
        (
            &s.consecutive_non_captures,
            n.captures.iter().map(|c| !c).collect(),
        ),
    ] {
        match (run, longest(&flags)) {
            (Some(r), Some((len, first))) => {
                assert_eq!(r.length, len);
                check_move_at(&r.first, first + 1, g);
                check_move_at(&r.last, first + len, g);
            }
            (None, None) => {}
            (ours, theirs) => panic!("runs differ: {ours:?} / {theirs:?}"),
        }
    }
    assert_eq!(
        s.symmetry.as_ref().map_or(0, |x| x.positions),
        n.symmetric_run
    );
    assert_eq!(
        s.exchange
            .as_ref()
            .map(|e| (e.ply, u32::from(e.move_number))),
        n.exchange
    );
    assert_eq!(s.first_capture.as_ref().map(|m| m.ply), n.first_capture);
    if let Some(m) = &s.first_capture {
        check_move_at(m, m.ply, g);
    }
}

fn corpus(count: usize, seed: u64) -> (Vec<Generated>, String) {
    let mut rng = Rng(seed);
    let mut text = String::new();
    let games: Vec<Generated> = (0..count).map(|_| generate(&mut rng)).collect();
    for (i, g) in games.iter().enumerate() {
        write_pgn(i + 1, g, &mut rng, &mut text);
    }
    (games, text)
}

#[test]
fn random_games_read_back_with_every_statistic() {
    let (generated, text) = corpus(3000, 0x5eed_2026);
    let games: Vec<Game> = nightrider_games::read_pgn(&text)
        .into_iter()
        .map(|g| g.unwrap())
        .collect();
    assert_eq!(games.len(), generated.len());
    // The corpus has what the statistics must handle.
    let all_moves = || generated.iter().flat_map(|g| g.moves.iter());
    assert!(all_moves().filter(|m| m.is_promotion()).count() > 100);
    assert!(all_moves().filter(|m| m.is_castle()).count() > 100);
    assert!(all_moves().filter(|m| m.is_en_passant()).count() > 20);
    assert!(generated
        .iter()
        .any(|g| g.positions.last().unwrap().is_checkmate()));
    for (game, g) in games.iter().zip(&generated) {
        assert_eq!(game.tag("White"), Some(g.white.as_str()));
        assert_eq!(game.moves.len(), g.moves.len());
        compare(game, g);
    }

    // The collection: records over all games, earliest game on ties.
    let all = CollectionStats::of_games(&games);
    assert_eq!(all.games, games.len());
    let per_game: Vec<GameStats> = games.iter().map(GameStats::of).collect();
    let first_max = |key: &dyn Fn(&GameStats) -> Option<i64>| {
        let best = per_game.iter().filter_map(key).max()?;
        per_game.iter().position(|s| key(s) == Some(best))
    };
    let number = |i: Option<usize>| i.map(|i| i + 1);
    assert_eq!(
        all.most_moves_by_piece.as_ref().map(|b| b.game.number),
        number(first_max(&|s| s
            .most_moves_by_piece
            .as_ref()
            .map(|r| r.count as i64)))
    );
    assert_eq!(
        all.consecutive_checks.as_ref().map(|b| b.game.number),
        number(first_max(&|s| s
            .consecutive_checks
            .as_ref()
            .map(|r| r.length as i64)))
    );
    assert_eq!(
        all.earliest_exchange.as_ref().map(|b| b.game.number),
        number(first_max(&|s| s
            .exchange
            .as_ref()
            .map(|r| -(r.move_number as i64))))
    );
    assert_eq!(
        all.latest_first_capture.as_ref().map(|b| b.game.number),
        number(first_max(&|s| s
            .first_capture
            .as_ref()
            .map(|r| r.move_number as i64)))
    );
    assert_eq!(all.plies.values().sum::<usize>(), games.len());
    for (len, count) in &all.plies {
        assert_eq!(
            *count,
            generated.iter().filter(|g| g.moves.len() == *len).count()
        );
    }
    for name in NAMES {
        let expected = generated.iter().filter(|g| g.white == name).count()
            + generated.iter().filter(|g| g.black == name).count();
        assert_eq!(all.players.get(name).copied().unwrap_or(0), expected);
    }

    // Read in parallel, on one thread and on four: the same.
    let one = CollectionStats::of_reader(
        text.as_bytes(),
        None,
        &RunOptions {
            threads: Some(1),
            batch: 7,
            ..RunOptions::default()
        },
    );
    let four = CollectionStats::of_reader(
        text.as_bytes(),
        None,
        &RunOptions {
            threads: Some(4),
            batch: 64,
            ..RunOptions::default()
        },
    );
    assert_eq!(one, all);
    assert_eq!(four, all);
}

#[test]
fn san_writer_agrees_with_shakmaty() {
    let (generated, text) = corpus(300, 0xabcdef);
    for (game, g) in nightrider_games::read_pgn(&text).iter().zip(&generated) {
        let game = game.as_ref().unwrap();
        let mut i = 0;
        game.for_each_position(|v| {
            if let Some(m) = v.next_move {
                assert_eq!(nightrider_games::san::to_san(v.position, &m.mv), g.sans[i]);
                i += 1;
            }
        });
    }
}

#[test]
fn fen_starts_are_read() {
    let (generated, text) = corpus(200, 42);
    let with_fen = generated.iter().filter(|g| g.fen.is_some()).count();
    assert!(with_fen > 10);
    for (game, g) in nightrider_games::read_pgn(&text).iter().zip(&generated) {
        let game = game.as_ref().unwrap();
        let theirs: Chess = match &g.fen {
            Some(f) => Fen::from_ascii(f.as_bytes())
                .unwrap()
                .into_position(CastlingMode::Standard)
                .unwrap(),
            None => Chess::default(),
        };
        assert_eq!(
            game.start
                .to_string()
                .split(' ')
                .take(4)
                .collect::<Vec<_>>(),
            Fen::from_position(&theirs, EnPassantMode::Always)
                .to_string()
                .split(' ')
                .take(4)
                .collect::<Vec<_>>()
        );
        let _ = Role::Pawn;
    }
}
