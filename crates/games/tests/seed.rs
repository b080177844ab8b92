//! The games the seed (CQLi's examples) gives, with the numbers it states.

use nightrider_games::{read_pgn, Game, GameStats};

fn seed_games() -> Vec<Game> {
    read_pgn(include_str!("data/seed.pgn"))
        .into_iter()
        .map(|g| g.expect("the seed's games are legal"))
        .collect()
}

#[test]
fn consecutive_checks_game_has_five() {
    let games = seed_games();
    let s = GameStats::of(&games[0]);
    let run = s.consecutive_checks.unwrap();
    assert_eq!(run.length, 5);
    // "Start line that ends at move 16(wtm)": 13...Rxg5+ 14.Bg4+ Rxg4+
    // 15.Qxg4+ Qxg4+ (the five checking moves).
    assert_eq!(run.first.to_string(), "13...Rxg5+");
    assert_eq!(run.last.to_string(), "15...Qxg4+");
    assert!(games[0].moves.last().unwrap().mate);
}

#[test]
fn consecutive_captures_game_has_fifteen() {
    let games = seed_games();
    let s = GameStats::of(&games[1]);
    let run = s.consecutive_captures.unwrap();
    assert_eq!(run.length, 15);
    // CQLi's line runs over the positions from "move 14(btm)" to "move
    // 21(btm)", each followed by a capture: 14...dxe5 to 21...Qxa1+.
    assert_eq!(run.first.to_string(), "14...dxe5");
    assert_eq!(run.last.to_string(), "21...Qxa1+");
}

#[test]
fn earliest_exchange_game_reaches_kings_and_pawns_at_move_18() {
    let games = seed_games();
    let s = GameStats::of(&games[2]);
    let at = s.exchange.unwrap();
    assert_eq!(at.move_number, 18);
    assert_eq!(at.ply, 34);
    // The first capture of that game is 5.Bxc6.
    assert_eq!(s.first_capture.unwrap().to_string(), "5.Bxc6");
    // The other two games never reach kings and pawns only.
    assert!(GameStats::of(&games[0]).exchange.is_none());
    assert!(GameStats::of(&games[1]).exchange.is_none());
}

#[test]
fn collection_of_the_seed_games_as_text() {
    let games = seed_games();
    let all = nightrider_games::CollectionStats::of_games(&games);
    let text = all.to_string();
    assert!(text.contains("games: 3 (0 not read)"), "{text}");
    assert!(
        text.contains(
            "longest series of checks: 5, from 13...Rxg5+ to 15...Qxg4+ (plies 26-30) in game 1"
        ),
        "{text}"
    );
    assert!(
        text.contains("longest series of captures: 15, from 14...dxe5"),
        "{text}"
    );
    assert!(
        text.contains("earliest exchange (only kings and pawns): move 18"),
        "{text}"
    );
    // The three games' first captures: 9...Bxh3, 14...dxe5, 5.Bxc6.
    let latest = all.latest_first_capture.unwrap();
    assert_eq!(
        (latest.game.number, latest.record.to_string()),
        (2, "14...dxe5".to_owned())
    );
    assert_eq!(all.players.get("?"), Some(&6));
}

#[test]
fn collection_of_files_names_the_file() {
    let dir = std::env::temp_dir().join(format!("nightrider-games-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("two.pgn");
    std::fs::write(
        &path,
        "[White \"A\"]\n\n1.e4 e5 *\n\n[White \"B\"]\n\n1.e4 e5 2.Ke3 *\n",
    )
    .unwrap();
    let all = nightrider_games::CollectionStats::of_files(
        &[&path],
        &nightrider_games::RunOptions::default(),
    )
    .unwrap();
    assert_eq!(all.games, 1);
    assert_eq!(all.errors.len(), 1);
    let e = &all.errors[0];
    assert_eq!(
        e.game.source.as_deref(),
        Some(path.display().to_string().as_str())
    );
    assert_eq!(e.game.number, 2);
    assert!(e.to_string().contains("2.Ke3"));
    assert!(nightrider_games::CollectionStats::of_files(
        &[dir.join("missing.pgn")],
        &Default::default()
    )
    .is_err());
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn search_over_files_keeps_game_order() {
    let dir = std::env::temp_dir().join(format!("nightrider-games-search-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("seed.pgn");
    std::fs::write(&path, include_str!("data/seed.pgn")).unwrap();
    let options = nightrider_games::RunOptions {
        threads: Some(2),
        batch: 1,
        ..Default::default()
    };
    let report = nightrider_games::search_files(&[&path, &path], &options, |g| {
        nightrider_games::find_positions(g, &|p| {
            nightrider_movegen::in_check(
                nightrider_movegen::Orthodox::new_unchecked(p),
                p.side_to_move(),
            )
        })
    })
    .unwrap();
    let checks: usize = seed_games()
        .iter()
        .map(|g| g.moves.iter().filter(|m| m.check).count())
        .sum();
    assert_eq!(report.matches.len(), 2 * checks);
    assert!(report.errors.is_empty());
    let order: Vec<(usize, usize)> = report
        .matches
        .iter()
        .map(|m| (m.game.number, m.at.ply))
        .collect();
    let half = order.len() / 2;
    assert_eq!(order[..half], order[half..]);
    assert!(order[..half].windows(2).all(|w| w[0] < w[1]));
    std::fs::remove_dir_all(&dir).unwrap();
}

#[cfg(feature = "serde")]
#[test]
fn statistics_as_json() {
    let all = nightrider_games::CollectionStats::of_games(&seed_games());
    let json = serde_json::to_value(&all).unwrap();
    assert_eq!(json["games"], 3);
    assert_eq!(json["consecutive_checks"]["record"]["length"], 5);
    assert_eq!(json["consecutive_checks"]["game"]["number"], 1);
    assert_eq!(json["plies"].as_object().unwrap().len(), 3);
}
