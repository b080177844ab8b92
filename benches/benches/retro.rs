//! Retro analysis on positions from random legal games: static analysis,
//! full analysis (with the retraction check) and reverse move generation,
//! reported as positions per second.

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use nightrider_board::Position;
use nightrider_movegen::{legal_moves, Orthodox};
use std::hint::black_box;

/// Positions from random games (a fixed xorshift seed), every ply kept.
fn positions(count: usize) -> Vec<Position> {
    let mut state = 0x9E37_79B9_7F4A_7C15u64;
    let mut next = move || {
        state ^= state >> 12;
        state ^= state << 25;
        state ^= state >> 27;
        state.wrapping_mul(0x2545_F491_4F6C_DD1D)
    };
    let mut out = Vec::with_capacity(count);
    while out.len() < count {
        let mut pos = Position::startpos();
        for _ in 0..120 {
            let moves = legal_moves(Orthodox::new(&pos).unwrap());
            if moves.is_empty() || out.len() >= count {
                break;
            }
            let mv = moves[(next() % moves.len() as u64) as usize];
            pos.play(&mv);
            let mut p = pos.clone();
            p.clear_journal();
            out.push(p);
        }
    }
    out
}

fn bench(c: &mut Criterion) {
    nightrider_movegen::attacks::init();
    let set = positions(1000);
    let mut g = c.benchmark_group("retro");
    g.throughput(Throughput::Elements(set.len() as u64));
    g.sample_size(10);
    g.bench_function("static_analysis", |b| {
        b.iter(|| {
            for p in &set {
                let mut out = Vec::new();
                black_box(nightrider_retro::material::analyse_static(p, &mut out).ok());
            }
        })
    });
    g.bench_function("analyse", |b| {
        b.iter(|| {
            for p in &set {
                black_box(nightrider_retro::analyse(p).ok());
            }
        })
    });
    g.bench_function("retractions", |b| {
        b.iter(|| {
            for p in &set {
                black_box(nightrider_retro::retractions(p).ok());
            }
        })
    });
    g.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
