//! The combinations of conditions refused by the crate alone, with the
//! messages the command line gives for them (checked with the release
//! binary: `problem 1 refused: conditions Sentinelles and MarsCirce cannot
//! be combined`, and so on).

use nightrider_board::{Attributes, Colour, Piece, PieceKind, Position, Square};
use nightrider_conditions::{
    Assembled, CirceRules, Condition, ConditionError, Engine, EngineBuilder, SentinelRules,
};
use nightrider_movegen::{fairy, MoveGenerator, Rules};

/// White Ke1 Rh1 (the rook with `rook_attributes`), black Ke8 Rh8.
fn diagram(rook_attributes: Attributes) -> Position {
    let mut pos = Position::empty();
    pos.put(Square::E1, Piece::new(PieceKind::KING, Colour::White));
    let mut rook = Piece::new(PieceKind::ROOK, Colour::White);
    rook.attributes = rook_attributes;
    pos.put(Square::H1, rook);
    pos.put(Square::E8, Piece::new(PieceKind::KING, Colour::Black));
    pos.put(Square::H8, Piece::new(PieceKind::ROOK, Colour::Black));
    pos
}

/// The generator for `pos` under `builder`'s conditions.
fn generator(pos: &Position, builder: &EngineBuilder<'_>) -> MoveGenerator {
    let rules = builder.rules(Rules::default());
    let kinds = pos
        .board()
        .iter()
        .flatten()
        .map(|p| p.kind)
        .chain(builder.created_kinds());
    let registry = fairy::registry_for_kinds(kinds, &rules).expect("orthodox kinds");
    MoveGenerator::for_position(pos, rules, &registry).expect("orthodox kinds")
}

/// MarsCirce as the input language gives it (kings reborn).
fn mars() -> Condition {
    Condition::Mars(CirceRules {
        rex_inclusive: true,
        ..CirceRules::default()
    })
}

fn build(pos: &Position, conditions: &[Condition]) -> Result<Assembled, ConditionError> {
    let builder = EngineBuilder::new(pos, conditions);
    let generator = generator(pos, &builder);
    builder.build(generator)
}

#[test]
fn engine_new_refuses_sentinelles_with_marscirce_as_the_cli_does() {
    let pos = diagram(Attributes::empty());
    let conditions = [Condition::Sentinelles(SentinelRules::default()), mars()];
    let builder = EngineBuilder::new(&pos, &conditions);
    let error = Engine::new(generator(&pos, &builder), &conditions)
        .expect_err("Sentinelles with MarsCirce is refused");
    assert_eq!(
        error.to_string(),
        "conditions Sentinelles and MarsCirce cannot be combined"
    );
}

#[test]
fn builder_refuses_dangercirce_with_madrasi_as_the_cli_does() {
    let pos = diagram(Attributes::empty());
    let conditions = [
        Condition::Madrasi {
            rex_inclusive: false,
        },
        Condition::DangerCirce,
    ];
    let error = build(&pos, &conditions).expect_err("DangerCirce stands alone");
    assert_eq!(
        error.to_string(),
        "conditions DangerCirce and Madrasi cannot be combined"
    );
}

#[test]
fn builder_refuses_alice_boards_without_the_condition_and_beside_circe() {
    let pos = diagram(Attributes::ALICE_B);
    let error = build(&pos, &[]).expect_err("a board mark without AliceChess");
    assert_eq!(
        error.to_string(),
        "AliceA or AliceB units without AliceChess"
    );
    assert!(matches!(
        build(&pos, &[Condition::Alice]),
        Ok(Assembled::Engine { .. })
    ));
    let circe = [Condition::Alice, Condition::Circe(CirceRules::default())];
    let error = build(&pos, &circe).expect_err("AliceChess beside Circe");
    assert_eq!(
        error.to_string(),
        "conditions AliceChess and Circe cannot be combined"
    );
}

#[test]
fn builder_refuses_kamikaze_pieces_with_anticirce_as_the_cli_does() {
    let pos = diagram(Attributes::KAMIKAZE);
    let conditions = [Condition::AntiCirce(CirceRules {
        strict: true,
        rex_inclusive: true,
        ..CirceRules::default()
    })];
    let error = build(&pos, &conditions).expect_err("kamikaze pieces beside AntiCirce");
    assert_eq!(
        error.to_string(),
        "kamikaze pieces with AntiCirce or Circe Parrain"
    );
    // the same conditions without the kamikaze rook are played
    assert!(matches!(
        build(&diagram(Attributes::empty()), &conditions),
        Ok(Assembled::Engine { .. })
    ));
}

#[test]
fn builder_gives_the_plain_generator_without_conditions() {
    let pos = diagram(Attributes::empty());
    assert!(matches!(build(&pos, &[]), Ok(Assembled::Plain(_))));
    // a piece attribute with rules is a condition
    let pos = diagram(Attributes::UNCAPTURABLE);
    assert!(matches!(build(&pos, &[]), Ok(Assembled::Engine { .. })));
}
