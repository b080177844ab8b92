//! Perft benchmark: nightrider's orthodox fast path against cozy-chess on
//! the initial position (depth 5) and Kiwipete (depth 4), with bulk
//! counting at the last ply in both. After the criterion groups, a direct
//! timing prints nodes per second of both and their ratio.

use criterion::{BenchmarkId, Criterion, Throughput};
use nightrider_board::{Position, Relax};
use nightrider_movegen::{attacks, in_check, perft, Orthodox};
use std::hint::black_box;
use std::time::{Duration, Instant};

const CASES: [(&str, &str, u32, u64); 2] = [
    (
        "startpos",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        5,
        4_865_609,
    ),
    (
        "kiwipete",
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        4,
        4_085_603,
    ),
];

fn nightrider_position(fen: &str) -> Position {
    nightrider_notation::fen::parse_fen(fen)
        .expect("valid FEN")
        .validate(Relax::empty(), |p| {
            in_check(Orthodox::new(p).unwrap(), !p.side_to_move())
        })
        .expect("valid position")
}

fn cozy_perft(board: &cozy_chess::Board, depth: u32) -> u64 {
    let mut nodes = 0;
    if depth <= 1 {
        if depth == 0 {
            return 1;
        }
        board.generate_moves(|moves| {
            nodes += moves.len() as u64;
            false
        });
        return nodes;
    }
    board.generate_moves(|moves| {
        for mv in moves {
            let mut child = board.clone();
            child.play_unchecked(mv);
            nodes += cozy_perft(&child, depth - 1);
        }
        false
    });
    nodes
}

fn bench(c: &mut Criterion) {
    attacks::init();
    for (name, fen, depth, nodes) in CASES {
        let mut group = c.benchmark_group(format!("perft-{name}-{depth}"));
        group.sample_size(10);
        group.measurement_time(Duration::from_secs(8));
        group.throughput(Throughput::Elements(nodes));
        let pos = nightrider_position(fen);
        group.bench_function(BenchmarkId::new("nightrider", depth), |b| {
            b.iter(|| {
                assert_eq!(
                    perft::perft(black_box(Orthodox::new(&pos).unwrap()), depth),
                    nodes
                )
            })
        });
        let board = cozy_chess::Board::from_fen(fen, false).expect("valid FEN");
        group.bench_function(BenchmarkId::new("cozy-chess", depth), |b| {
            b.iter(|| assert_eq!(cozy_perft(black_box(&board), depth), nodes))
        });
        group.finish();
    }
}

/// Seconds taken by `f`, checking its result.
fn timed(f: impl FnOnce() -> u64, expected: u64) -> f64 {
    let start = Instant::now();
    assert_eq!(f(), expected);
    start.elapsed().as_secs_f64()
}

/// Nodes per second of both programs, best of `RUNS` runs each, the runs
/// interleaved so that a change of machine load hits both alike.
fn ratio_report() {
    const RUNS: usize = 7;
    println!("\nnodes per second (best of {RUNS}, interleaved):");
    for (name, fen, depth, nodes) in CASES {
        let pos = nightrider_position(fen);
        let board = cozy_chess::Board::from_fen(fen, false).expect("valid FEN");
        let (mut ours, mut theirs) = (f64::INFINITY, f64::INFINITY);
        for _ in 0..RUNS {
            ours = ours.min(timed(
                || perft::perft(Orthodox::new(&pos).unwrap(), depth),
                nodes,
            ));
            theirs = theirs.min(timed(|| cozy_perft(&board, depth), nodes));
        }
        let (ours_nps, theirs_nps) = (nodes as f64 / ours, nodes as f64 / theirs);
        println!(
            "{name} depth {depth}: nightrider {:.1} Mnps, cozy-chess {:.1} Mnps, ratio {:.2}",
            ours_nps / 1e6,
            theirs_nps / 1e6,
            ours_nps / theirs_nps
        );
    }
}

fn main() {
    let mut criterion = Criterion::default().configure_from_args();
    bench(&mut criterion);
    criterion.final_summary();
    ratio_report();
}
