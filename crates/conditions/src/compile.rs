//! Compiling conditions: each [`Condition`] becomes hooks in the
//! [`Engine`]'s typed lists and flags ([`Engine::compile`]), and the flags
//! the hot paths branch on are derived from the hooks compiled
//! ([`Engine::derive_fast_paths`]). [`Engine::new`] calls both; which
//! conditions may combine is decided before, in [`crate::compat`].

use crate::condition::{Condition, RebirthSquare};
use crate::engine::Engine;
use crate::hooks::{AfterMoveRule, ListRule, MoveEffect, MoveRule, ObservationRule, SquareRule};
use nightrider_board::Colour;

impl Engine {
    /// Adds the hooks of `c` (one of `conditions`) to the engine's lists
    /// and flags.
    pub(crate) fn compile(&mut self, c: &Condition, conditions: &[Condition]) {
        match *c {
            Condition::NormalPawn => {}
            Condition::MagicPieces => {
                self.magic = true;
                self.effects.push(MoveEffect::Magic);
            }
            Condition::DangerCirce => self.danger = true,
            Condition::Exclusive => self.exclusive = true,
            Condition::Circe(rules) => self.compile_circe(rules, conditions),
            Condition::AntiCirce(rules) => self.compile_anticirce(rules),
            // Relaxed: no piece is immune (Popeye 4.104)
            Condition::Immun(rules) if rules.strict => self.move_rules.push(MoveRule::Immun(rules)),
            Condition::Immun(_) => {}
            Condition::Madrasi { rex_inclusive } => {
                self.move_rules.push(MoveRule::Madrasi { rex_inclusive });
            }
            Condition::Eiffel => self.move_rules.push(MoveRule::Eiffel),
            Condition::Isardam {
                rex_inclusive,
                type_b,
            } => self.compile_isardam(rex_inclusive, type_b),
            Condition::Patrol => self.move_rules.push(MoveRule::Patrol { ultra: false }),
            Condition::UltraPatrol => self.move_rules.push(MoveRule::Patrol { ultra: true }),
            Condition::Lortap => self.move_rules.push(MoveRule::Lortap),
            Condition::Woozles(rules) => self.move_rules.push(MoveRule::Woozles(rules)),
            Condition::Functionary => self.move_rules.push(MoveRule::Functionary),
            Condition::Provocation => self.move_rules.push(MoveRule::Provocation),
            Condition::Monochrome => self
                .move_rules
                .push(MoveRule::Squares(SquareRule::Monochrome)),
            Condition::Bichrome => self
                .move_rules
                .push(MoveRule::Squares(SquareRule::Bichrome)),
            Condition::Grid(grid) => self
                .move_rules
                .push(MoveRule::Squares(SquareRule::Grid(grid))),
            Condition::Koeko
            | Condition::AntiKoeko
            | Condition::KnightKoeko
            | Condition::NewKoeko
            | Condition::ContactGrid
            | Condition::JiggerPieces => self.compile_contact(c),
            Condition::NoCapture => self.move_rules.push(MoveRule::NoCapture),
            Condition::Checkless => self.after_rules.push(AfterMoveRule::Checkless),
            Condition::Andernach => self.effects.push(MoveEffect::Andernach),
            Condition::AntiAndernach => self.effects.push(MoveEffect::AntiAndernach),
            Condition::Einstein(rule) => self.effects.push(MoveEffect::Einstein(rule)),
            Condition::EinsteinWithPromotions => {
                self.effects.push(MoveEffect::EinsteinWithPromotions)
            }
            Condition::MustCapture(side) => self.list_rules.push(ListRule::MustCapture(side)),
            Condition::Maximummer(side) => self.list_rules.push(ListRule::Maximummer(side)),
            Condition::Minimummer(side) => self.list_rules.push(ListRule::Minimummer(side)),
            Condition::SingleBox => {
                // (beside MagicSquares a promotion onto a magic square is
                // counted after its change of colour)
                let magic = conditions
                    .iter()
                    .find_map(|c| match c {
                        Condition::MagicSquares(squares) => Some(*squares),
                        _ => None,
                    })
                    .unwrap_or(nightrider_board::Bitboard::EMPTY);
                self.move_rules.push(MoveRule::SingleBox { magic })
            }
            // (the generator's promotions: see `rules_under`)
            Condition::PromOnly(_) => {}
            Condition::PointReflection
            | Condition::Annan
            | Condition::Nanna
            | Condition::FaceToFace
            | Condition::BackToBack
            | Condition::CheekToCheek => self.compile_lending(c),
            Condition::Mars(rules) => self.mars = Some((rules, false)),
            Condition::AntiMars(rules) => self.mars = Some((rules, true)),
            Condition::Phantom(rules) => self.phantom = Some(rules),
            Condition::Glasgow => self.glasgow = true,
            Condition::LineChameleon => self.effects.push(MoveEffect::LineChameleon),
            Condition::KamikazePieces => self.effects.push(MoveEffect::Kamikaze),
            Condition::ChameleonPieces => {
                self.effects
                    .push(MoveEffect::ChameleonPieces(crate::chameleon::sequence_of(
                        conditions,
                    )))
            }
            Condition::ChameleonChess(sequence) => {
                self.effects.push(MoveEffect::ChameleonChess(sequence))
            }
            // read by the chameleon pieces' rule
            Condition::ChameleonSequence(_) => {}
            Condition::UncapturablePieces => self.move_rules.push(MoveRule::Uncapturable),
            Condition::VolagePieces | Condition::Volage { .. } => {
                if let Condition::Volage { hyper } = *c {
                    self.volage = Some(hyper);
                }
                if !self.effects.contains(&MoveEffect::VolagePieces) {
                    self.effects.push(MoveEffect::VolagePieces);
                }
            }
            Condition::Masand => self.effects.push(MoveEffect::Masand { generalised: false }),
            Condition::MasandGeneralised => {
                self.effects.push(MoveEffect::Masand { generalised: true })
            }
            Condition::Sentinelles(rules) => self.effects.push(MoveEffect::Sentinelles {
                rules,
                // Popeye 4.104 leaves sentinels on the first and last
                // ranks under EinsteinChess
                on_edge_ranks: conditions
                    .iter()
                    .any(|c| matches!(c, Condition::Einstein(_))),
            }),
            Condition::Influencer => self.effects.push(MoveEffect::Influencer),
            Condition::ParalysingPieces => self.move_rules.push(MoveRule::Paralysing),
            Condition::FunctionaryPieces => self.move_rules.push(MoveRule::FunctionaryPieces),
            Condition::ProteanPieces => self.effects.push(MoveEffect::ProteanPieces),
            Condition::HalfNeutralPieces => self.effects.push(MoveEffect::HalfNeutral),
            Condition::Protean => self.effects.push(MoveEffect::Protean),
            Condition::Parrain { contra } => self.effects.push(MoveEffect::Parrain { contra }),
            Condition::AntiParrain { contra } => {
                self.move_rules.push(MoveRule::AntiParrain { contra });
                self.effects.push(MoveEffect::AntiParrain { contra });
            }
            Condition::LastCapture { square, piece } => self.last_capture = Some((square, piece)),
            // (and the solver lets the diagram leave a king en prise)
            Condition::LeseMajeste => self.move_rules.push(MoveRule::KingUncapturable),
            Condition::KobulKings => self.effects.push(MoveEffect::Kobul),
            Condition::RoyalDynasty => {
                self.royal_dynasty = true;
                self.effects.push(MoveEffect::RoyalDynasty);
            }
            Condition::OscillatingKings { white, black } => {
                for (side, kind) in [(Colour::White, white), (Colour::Black, black)] {
                    if let Some(kind) = kind {
                        self.effects.push(MoveEffect::Oscillation { side, kind });
                    }
                }
            }
            Condition::AntiKings => {
                self.anti_kings = true;
                self.move_rules.push(MoveRule::KingUncapturable);
            }
            Condition::ShieldedKings => {
                self.shielded = true;
                // a king the other king attacks but cannot take (it is
                // protected) is not taken by any move
                self.move_rules.push(MoveRule::KingUncapturable);
            }
            Condition::RoyalSquare { side, square } => {
                self.royal_squares[side.idx()] = Some(square);
            }
            Condition::Transmuting { white, black } => {
                for (side, t) in [(Colour::White, white), (Colour::Black, black)] {
                    if t.is_some() {
                        self.transmuting[side.idx()] = t;
                    }
                }
            }
            // the board effects
            // (the generator's promotions: see `rules_under`; the diagram's
            // pieces: `compat::position_refusal`)
            Condition::Leofamily | Condition::ChineseChess | Condition::CavalierMajeur => {}
            Condition::MagicSquares(squares) => {
                self.effects.push(MoveEffect::MagicSquares(squares))
            }
            Condition::Relegation => self.effects.push(MoveEffect::Relegation),
            Condition::ChameleonPursuit => self.effects.push(MoveEffect::ChameleonPursuit),
            // capture effects (crate::capture_effects)
            Condition::Anda { inverse } => self.effects.push(MoveEffect::Anda {
                inverse,
                pieces_only: false,
            }),
            Condition::AndaPieces { inverse } => self.effects.push(MoveEffect::Anda {
                inverse,
                pieces_only: true,
            }),
            Condition::Guards { anti } => self.move_rules.push(MoveRule::Guards { anti }),
            Condition::TakeMake { absolute } => {
                self.take_make = true;
                self.take_make_absolute = absolute;
            }
            // the conditions choosing among the legal moves
            Condition::NoCaptureBy(side) => self.move_rules.push(MoveRule::Selection(
                crate::selection::MoveSelection::NoCapture(side),
            )),
            Condition::NoPromotion(side) => self.move_rules.push(MoveRule::Selection(
                crate::selection::MoveSelection::NoPromotion(side),
            )),
            Condition::PromSquares { side, squares } => {
                self.prom_squares[side.idx()] = Some(squares);
            }
            Condition::ForcedSquares { side, squares } => {
                self.list_rules.push(ListRule::Selection(
                    crate::selection::ListSelection::ForcedSquares { side, squares },
                ))
            }
            Condition::Edgemover(side) => self.move_rules.push(MoveRule::Selection(
                crate::selection::MoveSelection::Edgemover(side),
            )),
            Condition::Dister(d) => {
                self.dister[d.side.idx()] = Some(d);
            }
            Condition::ConsequentForcedSquares { side, squares } => {
                self.move_rules.push(MoveRule::Selection(
                    crate::selection::MoveSelection::ConsequentForcedSquares { side, squares },
                ))
            }
            // the conditions choosing among the moves
            Condition::Central => self.move_rules.push(MoveRule::Selection(
                crate::selection::MoveSelection::Central,
            )),
            // the holes (crate::holes): placed by `prepare_position`
            Condition::Holes(_) => {}
            Condition::Haaner => self.effects.push(MoveEffect::Haaner),
            // the capture effects
            Condition::ActuatedRevolvingCentre => self
                .effects
                .push(MoveEffect::Revolving(crate::revolving::Revolving::Centre)),
            Condition::ActuatedRevolvingBoard => self
                .effects
                .push(MoveEffect::Revolving(crate::revolving::Revolving::Board)),
            Condition::Snek { circle } => self.effects.push(MoveEffect::Snek { circle }),
            // the capture effects
            Condition::MakeTake => self.make_take = true,
            Condition::Breton(rules) => {
                self.breton = Some(rules);
                self.effects.push(MoveEffect::Breton(rules));
            }
            // the castling conditions (crate::castling_chess)
            Condition::CastlingChess(partners) => self.castling_partners = Some(partners),
            Condition::ExchangeCastling => self.exchange_castling = true,
            // SingleBox Type2 (crate::single_box)
            Condition::SingleBoxType2 => {
                self.single_box_latent = true;
                self.effects.push(MoveEffect::SingleBoxLatent);
                self.after_rules.push(AfterMoveRule::SingleBoxLatent);
            }
            // the king conditions
            Condition::Sat(sat) => {
                self.sat = Some(sat);
                // (an attacked king or royal piece may stand; it is not
                // captured)
                self.move_rules.push(MoveRule::RoyalUncapturable);
            }
            // the transforming moves
            Condition::Cast { inverse } => self.move_rules.push(MoveRule::Cast { inverse }),
            Condition::MultiCaptures(side) => self.move_rules.push(MoveRule::MultiCaptures(side)),
            Condition::PartialParalysis => {
                self.move_rules.push(MoveRule::PartialParalysis);
                self.observation_rules
                    .push(ObservationRule::PartialParalysis);
            }
            Condition::Frankfurt => self.effects.push(MoveEffect::Frankfurt),
            Condition::Pepo => {
                self.pepo = true;
                self.move_rules.push(MoveRule::Pepo);
                // (a king attacked once stands; it is not captured)
                self.move_rules.push(MoveRule::KingUncapturable);
            }
            // Wormholes (crate::wormholes)
            Condition::Wormholes(squares) => {
                self.wormholes = squares;
                self.effects.push(MoveEffect::Wormhole);
                self.observation_rules.push(ObservationRule::Wormholes);
            }
            // Fairy conditions IV: kings and royalty
            Condition::Republican(kind) => self.republican = Some(kind),
            Condition::Pad(rules) => {
                self.pad = Some(rules);
                self.move_rules.push(MoveRule::Pad(rules));
                if !rules.strict {
                    self.effects.push(MoveEffect::Pad(rules));
                }
            }
            // the series capture and fuddled men
            Condition::SeriesCapture => self.series_capture = true,
            // BGL (crate::kings::bgl)
            Condition::Bgl(bgl) => {
                self.bgl = Some(bgl);
                self.move_rules.push(MoveRule::Bgl(bgl));
            }
            // Fairy conditions II: Alice chess (crate::alice)
            Condition::Alice => {
                self.alice = true;
                self.effects.push(MoveEffect::Alice);
                self.after_rules.push(AfterMoveRule::AliceRoyal);
            }
            // the move-selection conditions
            Condition::SingleBoxType3 => {
                self.single_box_type3 = true;
                self.effects.push(MoveEffect::SingleBoxOwnLatent);
                self.after_rules.push(AfterMoveRule::SingleBoxOwnLatent);
            }
            Condition::FuddledMen => {
                self.fuddled = true;
                self.move_rules.push(MoveRule::Selection(
                    crate::selection::MoveSelection::Fuddled,
                ));
            }
            // the imitators (crate::imitator): placed by `prepare_position`
            Condition::Imitator(_) => {
                self.move_rules.push(MoveRule::Imitator);
                self.effects.push(MoveEffect::Imitator);
                self.imitator_promotions = !conditions.contains(&Condition::NoImitatorPromotion);
                // (a rebirth may put a piece where an imitator stands)
                if conditions.iter().any(|c| matches!(c, Condition::Circe(_))) {
                    self.after_rules.push(AfterMoveRule::ImitatorsFree);
                }
            }
            Condition::NoImitatorPromotion => {}
            // the hurdle-moving attributes (crate::hurdle_moves)
            Condition::BulPieces | Condition::DobPieces | Condition::HurdleColourChangingPieces => {
                if !self.hurdle_moves {
                    self.hurdle_moves = true;
                    self.effects.push(MoveEffect::HurdleMove);
                }
                // (Bul and Dob: a hop whose hurdle cannot move gives no check)
                let observation = ObservationRule::HurdleMoves;
                if *c != Condition::HurdleColourChangingPieces
                    && !self.observation_rules.contains(&observation)
                {
                    self.observation_rules.push(observation);
                }
            }
            // walks and homes
            Condition::BackHome => {
                self.list_rules.push(ListRule::Selection(
                    crate::selection::ListSelection::BackHome,
                ));
                self.observation_rules.push(ObservationRule::BackHome);
            }
            Condition::Disparate => self.move_rules.push(MoveRule::Selection(
                crate::selection::MoveSelection::Disparate,
            )),
            // whose units a side moves
            Condition::AllIn | Condition::HalfIn | Condition::MainlyIn | Condition::FreeForAll => {
                use crate::selection::all_in::Movers;
                let movers = Movers::of(c);
                self.movers = movers;
                if let Some(movers) =
                    movers.filter(|m| !matches!(m, Movers::HalfIn | Movers::FreeForAll))
                {
                    self.move_rules.push(MoveRule::Selection(
                        crate::selection::MoveSelection::LastMove(movers),
                    ));
                }
            }
            Condition::Bolero(b) => self.bolero = Some(b),
            Condition::Plus => self.plus = true,
            // the exchanges
            Condition::Messigny { rex_exclusive } => self.messigny = Some(!rex_exclusive),
            Condition::Geneva(rules) => self.move_rules.push(MoveRule::Geneva(rules)),
            // the obligation conditions
            Condition::Synchron { side, anti } => {
                self.list_rules.push(ListRule::Synchron { side, anti })
            }
            Condition::Alphabetic(side) => self.list_rules.push(ListRule::Alphabetic(side)),
            // capture and move effects
            Condition::Marine { ultra } => {
                self.castling_pieces = Some(crate::marine::castling_pieces(ultra));
            }
            // the rebirth-square lender
            Condition::PowerTransfer { .. } => self.compile_lending(c),
            Condition::StrictMummer { rule, side, ultra } => {
                self.list_rules
                    .push(ListRule::StrictMummer { rule, side, ultra });
                if ultra && rule != crate::condition::Mummer::MustCapture {
                    self.move_rules.push(MoveRule::UltraMummer {
                        minimummer: rule == crate::condition::Mummer::Minimummer,
                        side,
                    });
                }
            }
            // Fairy conditions III
            Condition::BlackChecks => self.list_rules.push(ListRule::BlackChecks),
            // Jacobi's move-selection conditions
            Condition::Obliged(rule) => self.list_rules.push(ListRule::Obligation(rule)),
            Condition::Distancing(d) => {
                self.after_rules.push(AfterMoveRule::Distancing(d));
                if !d.orthodox_checks {
                    self.observation_rules.push(ObservationRule::Distancing(d));
                }
            }
            Condition::NoImmediateRepetition => {
                self.after_rules.push(AfterMoveRule::NoRepetition);
            }
            Condition::GrowingMen { shrinking } => self.move_rules.push(MoveRule::Selection(
                crate::selection::MoveSelection::Growing { shrinking },
            )),
            // (judged before the other rules on the list: Popeye plays the
            // longest of the checking moves beside Maximummer)
            Condition::UltraSchachZwang(side) => self.list_rules.insert(
                0,
                ListRule::Selection(crate::selection::ListSelection::UltraSchachZwang(side)),
            ),
            Condition::Brunner => self.observation_rules.push(ObservationRule::Brunner),
            // capture and move effects: ghosts
            Condition::Ghost => {
                self.effects.push(MoveEffect::Ghost { uncapturable: true });
                // (its ghosts are uncapturable: the rule, also where no
                // piece of the diagram is)
                if !self.move_rules.contains(&MoveRule::Uncapturable) {
                    self.move_rules.push(MoveRule::Uncapturable);
                }
            }
            Condition::Haunted => self.effects.push(MoveEffect::Ghost {
                uncapturable: false,
            }),
            // Fairy conditions IV: kings and what mate means
            Condition::Mate(rule) => self.mate_rule = Some(rule),
            Condition::Extinction => {
                self.extinction = true;
                self.effects.push(MoveEffect::Extinction);
            }
            Condition::NonRoyalKings { .. } => self.losing = true,
            Condition::KamikazeChess | Condition::KamikazeChessRexInclusive => {
                self.effects.push(MoveEffect::Kamikaze)
            }
            // (the kings not royal as under NonRoyalKings, the knights
            // crowned on the diagram)
            Condition::Knightmate => self.losing = true,
            Condition::Losing => {
                self.losing = true;
                for side in [Colour::White, Colour::Black] {
                    self.list_rules.push(ListRule::MustCapture(side));
                }
            }
            // the duellists, the followers, Vogtlaender and Argentinian
            // chess
            Condition::Duellist => self.list_rules.push(ListRule::Selection(
                crate::selection::ListSelection::Duellist,
            )),
            Condition::FollowMyLeader(side) => self.list_rules.push(ListRule::Selection(
                crate::selection::ListSelection::FollowMyLeader(side),
            )),
            Condition::Vogtlaender => {
                self.vogtlaender = true;
                self.move_rules.push(MoveRule::KingUncapturable);
            }
            Condition::Argentinian => {
                self.castling_pieces = Some(crate::argentinian::castling_pieces());
            }
            // kings and royalty
            Condition::TransmissionMenace => self.transmission_menace = true,
            Condition::Bicolores => self.bicolores = true,
            Condition::MateRecolouring => self.effects.push(MoveEffect::MateRecolouring),
            // capture effects: Tibet, NorskSjakk, TraitorChess
            Condition::Tibet { double } => self.effects.push(MoveEffect::Tibet { double }),
            Condition::Norsk => {
                self.move_rules.push(MoveRule::Norsk);
                self.effects.push(MoveEffect::Norsk);
            }
            Condition::Traitor => self.effects.push(MoveEffect::Traitor),
            Condition::LostPieces => self.effects.push(MoveEffect::LostPieces),
            Condition::Leffie => {
                self.after_rules.push(AfterMoveRule::Leffie);
                self.observation_rules.push(ObservationRule::Leffie);
            }
            Condition::Bicaptures => self.bicaptures = true,
            Condition::RoleExchange => self.role_exchange = true,
            Condition::Immobilio(kinds) => self.move_rules.push(MoveRule::Immobilio(kinds)),
            Condition::DarkSide => self.effects.push(MoveEffect::DarkSide),
            // Dummy: no rule to add
            Condition::Dummy => {}
            Condition::Football(kinds) => {
                self.football = kinds;
                if kinds.is_some() {
                    self.effects.push(MoveEffect::Football);
                }
            }
        }
    }

    /// Sets the flags the hot paths branch on, from the hooks compiled
    /// (see the fields of [`Engine`]), and puts the effects in their
    /// documented order ([`MoveEffect::order`]).
    pub(crate) fn derive_fast_paths(&mut self) {
        self.underworld = if self
            .effects
            .iter()
            .any(|e| matches!(e, MoveEffect::Ghost { .. }))
        {
            Some(crate::underworld::Return::Newest)
        } else {
            self.conditions
                .iter()
                .any(|c| {
                    matches!(c, Condition::Circe(r) | Condition::AntiCirce(r) if r.underworld.is_some())
                })
                .then_some(crate::underworld::Return::Oldest)
        };
        // (a royal square's checks are not the generator's)
        let royal_squares = self.royal_squares.iter().any(Option::is_some);
        // (the castling conditions' castlings and exchanges are not the
        // generator's, nor are they among its orthodox legal moves)
        let castling_conditions = self.castling_partners.is_some()
            || self.exchange_castling
            // (MarineChess, ArgentinianChess: castlings with tritons,
            // faros)
            || self.castling_pieces.is_some()
            // (nor are MessignyChess's swaps, which share their squares
            // with captures)
            || self.messigny.is_some();
        // (AliceChess: moves and checks on each board apart)
        self.plain_observation = !royal_squares
            && !self.plus
            && !self.alice
            && !castling_conditions
            && !self.single_box_latent
            && !self.single_box_type3
            && self.sat.is_none()
            && !self.pepo
            && !self.shielded
            && !self.anti_kings
            && !self.vogtlaender
            && !self.bicolores
            && self.mars.is_none()
            && self.phantom.is_none()
            && !self.danger
            && self.assassin.is_none()
            && !self.borrows_walks()
            && !self.make_take
            // (Take&MakeChess Absolute: a capture of the king checks only
            // where a make follows)
            && !self.take_make_absolute
            && self.observation_rules.is_empty()
            && !self.move_rules.iter().any(MoveRule::applies_to_checks);
        self.capture_effects = !self.effects.is_empty();
        self.only_capture_effects = self.underworld.is_none()
            && self.effects.iter().all(|e| {
                matches!(
                    e,
                    MoveEffect::Circe(_)
                        | MoveEffect::AntiCirce(_)
                        | MoveEffect::Kamikaze
                        | MoveEffect::Pad(_)
                )
            });
        // (holes: the orthodox tables know none)
        let holes = self
            .conditions
            .iter()
            .any(|c| matches!(c, Condition::Holes(_) | Condition::Haaner));
        // (AntiKings: a check is the absence of an attack; ShieldedKings:
        // an orthodox self-check may be legal)
        self.checks_only_narrow = !royal_squares
            && !self.plus
            && !holes
            && !castling_conditions
            && self.sat.is_none()
            && !self.pepo
            && !self.anti_kings
            && !self.vogtlaender
            && !self.bicolores
            && !self.shielded
            && self.underworld.is_none()
            && self.mars.is_none()
            && self.phantom.is_none()
            && !self.danger
            && self.assassin.is_none()
            && !self.borrows_walks()
            && self.after_rules.is_empty()
            // (Take&Make: a capture ends on the make square)
            && !self.take_make
            && !self.make_take
            // (SeriesCapture: a capture goes on from its square)
            && !self.series_capture
            // (AllInChess and its relatives: the other side's units move
            // too, which the orthodox tables do not know)
            && self.movers.is_none()
            && self.effects.iter().all(|e| {
                matches!(
                    e,
                    MoveEffect::Circe(_) | MoveEffect::AntiCirce(_) | MoveEffect::Andernach
                )
            });
        self.simple_circe = self.simple_circe_rules();
        self.victim_rebirths_only = self
            .simple_circe
            .is_some_and(|r| !r.turncoat && r.square != RebirthSquare::TakeAndMake);
        self.observation_by_lent_walks = self
            .lenders
            .iter()
            .any(|l| l.friendly || l.reflected || l.rebirth.is_some());
        self.square_rules = self
            .move_rules
            .iter()
            .any(|r| matches!(r, MoveRule::Squares(_)));
        self.keeps_en_passant_over_pass = self
            .move_rules
            .iter()
            .any(|r| matches!(r, MoveRule::Madrasi { .. }))
            || self
                .after_rules
                .iter()
                .any(|r| matches!(r, AfterMoveRule::Isardam { .. }));
        self.simple_madrasi = self.simple_madrasi_rule();
        // Fairy conditions IV (losing): LosingChess castles through
        // attacks, which the generator's castlings test
        if self.losing {
            self.plain_observation = false;
        }
        // ExtinctionChess: a king that is not royal castles across
        // attacks, which the generator's castlings test
        if self.extinction {
            self.plain_observation = false;
        }
        // Bicaptures: the captures of own units and the castlings barred
        // by own units are not the generator's
        if self.bicaptures {
            self.plain_observation = false;
        }
        // RoleExchange: its move is none of the generator's
        if self.role_exchange {
            self.checks_only_narrow = false;
        }
        self.effects.sort_by_key(MoveEffect::order);
        self.single_box_alone = crate::single_box::alone(self);
    }
}
