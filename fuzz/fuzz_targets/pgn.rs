//! PGN: never panics; every game read replays, its statistics compute, and
//! its moves written back as SAN read back to the same moves.
#![no_main]

use libfuzzer_sys::fuzz_target;
use nightrider_games::san::to_san;
use nightrider_games::{GameStats, PgnGames};

fuzz_target!(|data: &[u8]| {
    let mut last = 0;
    for result in PgnGames::new(data, None).take(10_000) {
        let game = match result {
            Ok(game) => game,
            Err(e) => {
                assert!(e.game.number >= last);
                last = e.game.number;
                continue;
            }
        };
        assert!(game.number() >= last);
        last = game.number();
        let stats = GameStats::of(&game);
        assert_eq!(stats.plies, game.moves.len());
        // Written back from the start position with this crate's SANs.
        let mut text = format!("[FEN \"{}\"]\n\n", game.start);
        let mut count = 0;
        game.for_each_position(|v| {
            count += 1;
            if let Some(m) = v.next_move {
                text.push_str(&to_san(v.position, &m.mv));
                text.push(' ');
            }
        });
        assert_eq!(count, game.moves.len() + 1);
        text.push_str("*\n");
        let again = PgnGames::new(text.as_bytes(), None)
            .next()
            .expect("one game")
            .expect("a game written back reads");
        assert_eq!(again.moves.len(), game.moves.len());
        for (a, b) in again.moves.iter().zip(&game.moves) {
            assert_eq!(a.mv, b.mv);
        }
    }
});
