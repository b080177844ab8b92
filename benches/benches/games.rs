//! Game collections: reading PGN, replaying every move and computing every
//! statistic, in games per second, on one thread, two threads and all
//! cores, over games of random legal play (deterministic).

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use nightrider_board::{Colour, Position};
use nightrider_games::san::to_san;
use nightrider_games::{CollectionStats, RunOptions};
use nightrider_movegen::{legal_moves, Orthodox};
use std::time::Duration;

const GAMES: usize = 1000;

/// `count` games of random legal play (up to 160 plies), as PGN.
fn random_pgn(count: usize) -> String {
    let mut seed = 0x2545_f491_4f6c_dd1du64;
    let mut next = move || {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        seed
    };
    let mut text = String::new();
    for n in 1..=count {
        text.push_str(&format!(
            "[Event \"Bench {n}\"]\n[White \"W{}\"]\n[Black \"B{}\"]\n\n",
            n % 7,
            n % 5
        ));
        let mut pos = Position::startpos();
        for _ in 0..next() % 160 {
            let moves = legal_moves(Orthodox::new_unchecked(&pos));
            if moves.is_empty() {
                break;
            }
            let m = moves[next() as usize % moves.len()];
            if pos.side_to_move() == Colour::White {
                text.push_str(&format!("{}. ", pos.fullmove_number()));
            }
            text.push_str(&to_san(&pos, &m));
            text.push(' ');
            pos.play(&m);
            pos.clear_journal();
        }
        text.push_str("*\n\n");
    }
    text
}

fn games(c: &mut Criterion) {
    let text = random_pgn(GAMES);
    let mut group = c.benchmark_group("games");
    group
        .sample_size(10)
        .measurement_time(Duration::from_secs(10))
        .throughput(Throughput::Elements(GAMES as u64));
    for (name, threads) in [
        ("1 thread", Some(1)),
        ("2 threads", Some(2)),
        ("all cores", None),
    ] {
        let options = RunOptions {
            threads,
            ..RunOptions::default()
        };
        group.bench_function(format!("read+replay+stats/{name}"), |b| {
            b.iter(|| {
                let stats = CollectionStats::of_reader(text.as_bytes(), None, &options);
                assert_eq!(stats.games, GAMES);
                stats.games
            })
        });
    }
    group.finish();
}

criterion_group!(benches, games);
criterion_main!(benches);
