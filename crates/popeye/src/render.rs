//! Popeye's output format for whole problems: the header, the diagram, the
//! twins and the solutions of a [`Report`], written as Popeye writes them
//! (with `-regression`: no version line and no timing).

pub use crate::pieces::piece_code;
pub use crate::problem::stipulation_shown;
use crate::problem::{Problem, Twin};
use nightrider_board::{Attributes, Piece};
use nightrider_notation::output::{centred, stipulation_line, write_board, write_board_with_lines};
use nightrider_notation::popeye::InputLanguage;
use nightrider_stipulation::{Body, Report};
use std::fmt::Write as _;

mod attributes;
mod move_text;
mod moves;
mod printer;
pub use attributes::attribute_lines;
pub(crate) use attributes::attribute_lines_in;
use attributes::diagram_attribute_lines;
pub use move_text::move_text;
pub use moves::{
    solution_with_moves, streamed_lines_with_moves, twin_lines_with_moves, PrintedMove,
};
use printer::Printer;
pub use printer::{line_text, solution_lines, streamed_lines, words, Words};

/// The [`Note`](crate::messages::Note)s of a twin, one line each, in the
/// problem's language: for the diagram, printed before the problem (before
/// its remarks: Popeye writes them on standard error as it reads the
/// input), for another twin before its heading.
pub fn input_notes(problem: &Problem, twin: &Twin) -> String {
    twin.conditions
        .notes
        .iter()
        .filter(|note| !note.ignores_problem())
        .map(|note| format!("{}\n", note.text(problem.language)))
        .collect()
}

/// Popeye's warnings for options that do not apply to the diagram's
/// stipulation (`WhiteToPlay not applicable - ignored`), which it prints
/// before the problem ([`twin_warnings`] of the first twin).
pub fn option_warnings(problem: &Problem) -> String {
    let mut s = String::new();
    // pieces put on occupied squares (Popeye says it as it reads them)
    for (sq, _) in problem.diagram().position.underworld() {
        let _ = writeln!(
            s,
            "{}",
            crate::messages::already_occupied(problem.language, *sq)
        );
    }
    s + &twin_warnings(problem, problem.diagram())
}

/// Popeye's warnings for options that do not apply to a twin's stipulation,
/// one line each (`PostKeyPlay not applicable - ignored`): printed before
/// the problem for the first twin, before its heading for the others. As
/// found with Popeye 4.104, series play gets no warning for WhiteToPlay
/// (SetPlay is judged later, see [`twin_opening`]).
pub fn twin_warnings(problem: &Problem, twin: &Twin) -> String {
    use nightrider_stipulation::Style;
    let options = &problem.options;
    let stip = &twin.stipulation;
    let series = stip.style() == Style::Series;
    let mut s = String::new();
    let mut warn = |applies: bool, name: &str| {
        if !applies {
            let _ = writeln!(
                s,
                "{}",
                crate::messages::not_applicable(problem.language, name)
            );
        }
    };
    if options.quodlibet {
        warn(stip.quodlibet().is_some(), "Quodlibet");
    }
    if options.post_key_play {
        warn(
            stip.post_key().is_some() && stip.style() == Style::Battle,
            "PostKeyPlay",
        );
    }
    let white_to_play = stip.white_to_play().filter(|_| options.white_to_play);
    if options.white_to_play {
        warn(white_to_play.is_some() || series, "WhiteToPlay");
    }
    let _ = white_to_play;
    s
}

/// Whether `option SetPlay` does not apply to the twin: Popeye then says
/// `SetPlay not applicable - ignored` as it starts solving (under the twin
/// heading). As found with Popeye 4.104, series play gets no such warning,
/// and SetPlay is judged after WhiteToPlay and PostKeyPlay (`h#1` becomes
/// `h#0.5`, which has no set play).
fn set_play_not_applicable(options: &nightrider_stipulation::Options, twin: &Twin) -> bool {
    use nightrider_stipulation::{Node, Style};
    let stip = &twin.stipulation;
    if !options.set_play || stip.style() == Style::Series {
        return false;
    }
    let mut effective = stip.clone();
    if options.post_key_play && stip.style() == Style::Battle {
        if let Some(s) = stip.post_key() {
            effective = s;
        }
    }
    if options.white_to_play {
        if let Some(s) = effective.white_to_play() {
            effective = s;
        }
    }
    // Popeye takes set play in a one-move direct stipulation, and finds none
    let one_mover = matches!(&effective.root, Node::Battle(b) if b.attacker_first && b.length == 1);
    effective.set_play().is_none() && !one_mover
}

/// The problem's remarks, one per line: Popeye prints them as it reads
/// them, so before the warnings ([`option_warnings`]) and the header
/// ([`header`]), with `option NoBoard` too.
pub fn remarks(problem: &Problem) -> String {
    problem
        .meta
        .remarks
        .iter()
        .map(|line| format!("{line}\n"))
        .collect()
}

/// The text above the solutions: meta lines, diagram, stipulation and
/// piece-count line (Popeye prints these once per problem; with `option
/// NoBoard` none of them). The remarks come before it ([`remarks`]).
pub fn header(problem: &Problem) -> String {
    if problem.run.no_board {
        return String::new();
    }
    let meta = &problem.meta;
    let mut s = String::new();
    s.push('\n');
    for line in meta
        .authors
        .iter()
        .chain(&meta.origins)
        .chain(&meta.awards)
        .chain(&meta.titles)
    {
        let _ = writeln!(s, "{}", centred(line));
    }
    s.push('\n');
    let diagram = problem.diagram();
    let lang = problem.language;
    if let Some(start) = &diagram.start {
        // a=>b: the start position, then the target under the stipulation
        s.push_str(&write_board(start.board(), &|k| piece_code(lang, k)));
        let _ = writeln!(s, "{}", stipulation_line("", start.board()));
        // who moves first, in the output's language (`=> (Schwarz ->)`)
        let white_starts = diagram.stipulation.attacker_starts
            || (problem.options.white_to_play && diagram.stipulation.white_to_play().is_some());
        let first = nightrider_notation::popeye::tables::colour_name(
            if white_starts {
                nightrider_notation::popeye::PieceColour::White
            } else {
                nightrider_notation::popeye::PieceColour::Black
            },
            lang,
        );
        let _ = writeln!(s, "\n{}\n\n", centred(&format!("=> ({first} ->)")));
    }
    // (a hole takes its piece off the board, and is drawn blank)
    let holes = holes_of(diagram);
    let mut board = *diagram.position.board();
    for sq in holes {
        board[sq.idx()] = None;
    }
    // (Imitator: the imitators are drawn `I`, and not counted)
    let mut drawn = board;
    let imitator = nightrider_conditions::imitator::PROMOTION;
    for c in &diagram.conditions.list {
        if let nightrider_conditions::Condition::Imitator(squares) = c {
            for sq in squares.iter() {
                drawn[sq.idx()] = Some(Piece::new(imitator, nightrider_board::Colour::White));
            }
        }
    }
    // (GridChess: the grid's lines, unless SuppressGrid)
    let grid = diagram.conditions.list.iter().find_map(|c| match c {
        nightrider_conditions::Condition::Grid(grid) => Some(*grid),
        _ => None,
    });
    let (left, lower) = match grid {
        Some(grid) if !problem.run.suppress_grid => grid.lines_drawn(),
        _ => Default::default(),
    };
    let code = |k| {
        if k == imitator {
            "I".to_string()
        } else {
            piece_code(lang, k)
        }
    };
    s.push_str(&blank_holes(
        write_board_with_lines(&drawn, &code, left, lower),
        holes,
    ));
    let stipulation =
        stipulation_shown(&problem.options, diagram) + &option_suffix(&problem.options);
    let mut count_line = stipulation_line(&stipulation, &board);
    if diagram.invisibles > 0 {
        // `2 + 2 + 1 TI`, ending where the count without them ends
        let (white, black) = board.iter().flatten().fold((0, 0), |(w, b), p| {
            if p.colour == nightrider_board::Colour::White {
                (w + 1, b)
            } else {
                (w, b + 1)
            }
        });
        let left = format!("  {stipulation}");
        let count = format!("{white} + {black} + {} TI", diagram.invisibles);
        let gap = count_line
            .len()
            .saturating_sub(left.len() + count.len())
            .max(1);
        count_line = format!("{left}{}{count}", " ".repeat(gap));
    }
    let _ = writeln!(s, "{count_line}");
    for line in diagram_attribute_lines(lang, diagram) {
        let _ = writeln!(s, "{}", centred(&line));
    }
    for line in &diagram.conditions.printed_lines(lang) {
        let _ = writeln!(s, "{}", centred(line));
    }
    if !problem.run.exclusive_castlings.is_empty() {
        // Popeye lists the pairs in board order, left-aligned
        let mut pairs = problem.run.exclusive_castlings.clone();
        pairs.sort_by_key(|(w, b)| (w.x(), b.x()));
        let names: Vec<String> = pairs.iter().map(|(w, b)| format!("{w}{b}")).collect();
        let name = match problem.language {
            InputLanguage::German => "RochadenGegenseitigAusschliessend",
            InputLanguage::French => "RoquesMutuellementExclusifs",
            InputLanguage::English | InputLanguage::EnglishN => "CastlingMutuallyExclusive",
        };
        let _ = writeln!(s, "{name} {}", names.join(" "));
    }
    // the options that change who plays, as Popeye shows them
    if problem.options.duplex {
        let _ = writeln!(s, "{}", centred("Duplex"));
    }
    if problem.options.half_duplex {
        let _ = writeln!(s, "{}", centred("HalfDuplex"));
    }
    if problem.options.quodlibet {
        let _ = writeln!(s, "{}", centred("Quodlibet"));
    }
    if problem.run.write_grid {
        s.push('\n');
        s.push_str(&nightrider_notation::output::write_numbers(
            &grid.unwrap_or_default().cell_numbers(),
        ));
    }
    s
}

/// The holes of the twin's conditions (Popeye's `Hole`) and of its
/// position.
pub(crate) fn holes_of(twin: &Twin) -> nightrider_board::Bitboard {
    twin.conditions
        .list
        .iter()
        .fold(twin.position.holes(), |holes, c| match c {
            nightrider_conditions::Condition::Holes(squares) => holes | *squares,
            _ => holes,
        })
}

/// The board drawn by [`write_board`] with the empty squares that are
/// `holes` blank, as Popeye draws holes.
fn blank_holes(mut text: String, holes: nightrider_board::Bitboard) -> String {
    if holes.is_empty() {
        return text;
    }
    let mut lines: Vec<String> = text.lines().map(str::to_string).collect();
    for sq in holes {
        // the rank's line: after the frame's two lines, two per rank
        // from the 8th; the file's dot in the fourth column of its cell
        let Some(line) = lines.get_mut(2 + 2 * (7 - sq.y() as usize)) else {
            continue;
        };
        let column = 4 + 4 * sq.x() as usize;
        if line.get(column..=column) == Some(".") {
            line.replace_range(column..=column, " ");
        }
    }
    text = lines.join("\n");
    text.push('\n');
    text
}

/// The solution lines of a twin's report ([`solution_lines`]), with the
/// blank line Popeye prints for set play even when there is none.
pub fn twin_lines(problem: &Problem, twin: &Twin, report: &Report) -> Vec<String> {
    with_empty_set_play(
        problem,
        twin,
        report,
        solution_lines(problem.language, report),
    )
}

/// `lines` with the blank line Popeye prints first when set play was asked
/// for and there is none.
pub fn with_empty_set_play(
    problem: &Problem,
    twin: &Twin,
    report: &Report,
    mut lines: Vec<String>,
) -> Vec<String> {
    if let Some(at) = empty_set_play_line(problem, twin, report) {
        lines.insert(at, String::new());
    }
    lines
}

/// Where [`with_empty_set_play`] puts its blank line, if it puts one.
fn empty_set_play_line(problem: &Problem, twin: &Twin, report: &Report) -> Option<usize> {
    let set_play_asked =
        problem.options.set_play && !set_play_not_applicable(&problem.options, twin);
    let no_set_play = report
        .phases
        .first()
        .is_some_and(|phase| match &phase.body {
            Body::Lines { set_play, .. } => set_play.is_empty(),
            Body::Battle(b) => b.set_play.is_none() && b.post_key.is_none(),
        });
    // (after the progress lines of set play, if option MoveNumbers
    // printed any)
    let progress = report
        .phases
        .first()
        .map_or(0, |phase| phase.set_play_progress.len());
    (set_play_asked && no_set_play).then_some(progress)
}

/// Whether MaxSolutions or StopOnShortSolutions cut a phase of the report
/// short: Popeye then ends the problem with `Partial solution` instead of
/// `solution finished.` ([`problem_end`]).
pub fn is_partial(report: &Report) -> bool {
    report.phases.iter().any(|p| p.partial)
}

/// The last lines of a solved problem: `solution finished.` after a blank
/// line, or `Partial solution` right under the solutions when a twin was
/// cut short ([`is_partial`]); with the time unless `regression`, in the
/// problem's language.
///
/// ```
/// use nightrider_popeye::render::problem_end;
/// use nightrider_notation::popeye::InputLanguage;
/// assert_eq!(
///     problem_end(InputLanguage::German, false, Some(0.5)),
///     "\nLoesung beendet. Zeit = 0.500 s\n\n\n"
/// );
/// assert_eq!(
///     problem_end(InputLanguage::French, false, None),
///     "\nsolution terminee.\n\n\n"
/// );
/// ```
pub fn problem_end(lang: InputLanguage, partial: bool, seconds: Option<f64>) -> String {
    let w = words(lang);
    let mut s = if partial {
        w.partial.to_string()
    } else {
        format!("\n{}", w.finished)
    };
    if let Some(t) = seconds {
        let _ = write!(s, " {} = {t:.3} s", w.time);
    }
    s.push_str("\n\n\n");
    s
}

/// What Popeye appends to the stipulation under the diagram for the options
/// that bound the defence: `/n` for `Threat n`, `//n` for `MaxFlightsquares
/// n` (`/t/n` with both), `;m,n` for `NonTrivial m n` (`#3/1/2;2,1`).
pub fn option_suffix(options: &nightrider_stipulation::Options) -> String {
    let mut s = String::new();
    if options.threat.is_some() || options.max_flights.is_some() {
        s.push('/');
        if let Some(n) = options.threat {
            let _ = write!(s, "{n}");
        }
    }
    if let Some(n) = options.max_flights {
        let _ = write!(s, "/{n}");
    }
    if let Some((m, n)) = options.non_trivial {
        let _ = write!(s, ";{m},{n}");
    }
    s
}

/// Whether Popeye finds `option Threat n` not applicable to the twin's
/// stipulation (it then prints [`crate::messages::threat_not_applicable`] before the twin's
/// solutions): found by experiment with Popeye 4.104, it applies to battle
/// play (direct, self, reflex, also parry series) of more than one move
/// when `n` is less than the number of moves, and always with `n = 0`;
/// one-move battle play never gets the message, help and series play
/// always do.
pub fn threat_not_applicable(options: &nightrider_stipulation::Options, twin: &Twin) -> bool {
    use nightrider_stipulation::{Aim, Node, SeriesKind};
    let Some(n) = options.threat.filter(|&n| n > 0) else {
        return false;
    };
    let too_short = |moves: u32| moves > 1 && n >= moves;
    match twin.stipulation.traditional {
        Some(t) => {
            let battle = matches!(t.aim, Aim::Direct | Aim::SelfPlay | Aim::Reflex)
                && matches!(t.series, SeriesKind::None | SeriesKind::Parry);
            if !battle {
                return true;
            }
            let moves = if t.series == SeriesKind::None {
                t.half_moves / 2
            } else {
                t.half_moves
            };
            too_short(moves)
        }
        None => match &twin.stipulation.root {
            Node::Battle(b) => b.attacker_first && too_short(b.length.div_ceil(2)),
            Node::Help(_) | Node::Series(_) => true,
            _ => false,
        },
    }
}

/// The text before a twin's solutions: its option warnings (not the first
/// twin's, see [`option_warnings`]), the twin heading, or for a problem
/// without twins nothing, and the messages of [`threat_not_applicable`] and
/// of SetPlay not applying (Popeye prints them right under the stipulation,
/// or under the heading).
pub fn twin_opening(problem: &Problem, twin: &Twin) -> String {
    let mut s = twin_unsolved(problem, twin);
    s.push('\n');
    s
}

/// A twin as Popeye prints it: [`twin_opening`], then the solution
/// `lines`. Post-key play that starts in check begins with ` +` (the check
/// of the key not shown), which takes the place of the opening's blank
/// line.
pub fn twin_text(problem: &Problem, twin: &Twin, lines: &[String]) -> String {
    let mut s = twin_opening(problem, twin);
    if lines.first().is_some_and(|l| l == POST_KEY_CHECK) {
        s.pop();
    }
    for line in lines {
        let _ = writeln!(s, "{line}");
    }
    s
}

/// The line of post-key play that starts in check.
const POST_KEY_CHECK: &str = " +";

/// The text Popeye prints for a twin it does not solve because the side to
/// play could capture the opposing king: [`twin_opening`] without the
/// blank line that starts the solution (the reason goes to standard error).
pub fn twin_unsolved(problem: &Problem, twin: &Twin) -> String {
    let mut s = twin_start(problem, twin);
    if threat_not_applicable(&problem.options, twin) {
        let _ = writeln!(
            s,
            "{}",
            crate::messages::threat_not_applicable(problem.language)
        );
    }
    if set_play_not_applicable(&problem.options, twin) {
        let _ = writeln!(
            s,
            "{}",
            crate::messages::not_applicable(problem.language, "SetPlay")
        );
    }
    s
}

fn twin_start(problem: &Problem, twin: &Twin) -> String {
    let first = twin.label.is_empty() || twin.label == "a)";
    let mut s = if first {
        String::new()
    } else {
        input_notes(problem, twin) + &twin_warnings(problem, twin)
    };
    if twin.label == "a)" && problem.zero_position.is_some() {
        // the zero position, not solved: its heading alone
        let _ = writeln!(
            s,
            "\n{}\n",
            crate::messages::zero_position(problem.language)
        );
    }
    if !twin.label.is_empty() {
        // (Popeye prints them as it reads them, after the previous twin)
        for remark in &twin.remarks {
            s.push_str(remark);
            s.push('\n');
        }
        s.push('\n');
        s.push_str(&twin_heading(twin));
    }
    s
}

/// The text Popeye prints before a twin's solutions (`a) `, `b) -wQc1  `;
/// `b)   ` for a twin whose changes print nothing, such as conditions
/// without a line).
pub fn twin_heading(twin: &Twin) -> String {
    if twin.label.is_empty() {
        String::new()
    } else if twin.changes.is_empty() {
        format!("{} \n", twin.label)
    } else {
        format!("{} {}  \n", twin.label, twin.description)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use nightrider_board::{Annotations, Colour, Move, PieceKind, Square};
    use nightrider_stipulation::{Line, LineMove, MoveInfo, Numbering};

    #[test]
    fn holes_are_drawn_blank_and_take_their_piece_off() {
        let parsed = nightrider_notation::popeye::parse_input(
            "begin pieces white kh1 qd4 black ka8 condition hole d4d6 stipulation ~1 end",
        );
        let problem = Problem::from_syntax(&parsed.problems[0]).unwrap();
        let text = header(&problem);
        let rank = |n: char| text.lines().find(|l| l.starts_with(n)).unwrap().to_string();
        assert_eq!(rank('4'), "4   .   .   .       .   .   .   .   4");
        assert_eq!(rank('6'), "6   .   .   .       .   .   .   .   6");
        assert_eq!(rank('5'), "5   .   .   .   .   .   .   .   .   5");
        // the queen on the hole is gone, and no Hole line is printed
        assert!(text.contains("1 + 1"), "{text}");
        assert!(!text.contains("Hole"), "{text}");
    }

    fn king_step(from: &str, to: &str, n: i32) -> LineMove {
        LineMove {
            info: MoveInfo {
                mv: Move::quiet(from.parse::<Square>().unwrap(), to.parse().unwrap()),
                piece: Some(Piece::new(PieceKind::KING, Colour::White)),
                mover: Colour::White,
                check: false,
                goal: None,
                annotations: Annotations::default(),
                undecided: None,
                pass: false,
            },
            numbering: Numbering::Number(n),
        }
    }

    /// Popeye 4.104 prints a series line's numbers from 10 on in the same
    /// three columns after a space: `  9.Kb1-a1  10.Ka1-b1`.
    #[test]
    fn series_numbers_from_ten_keep_their_columns() {
        let squares = ["a1", "b1"];
        let moves = (1..=11)
            .map(|n| king_step(squares[(n as usize + 1) % 2], squares[n as usize % 2], n))
            .collect();
        let line = Line {
            moves,
            forced_failure: false,
        };
        let text = line_text(InputLanguage::English, &line);
        assert!(
            text.starts_with("  1.Ka1-b1   2.Kb1-a1   3.Ka1-b1"),
            "{text}"
        );
        assert!(text.ends_with("  9.Ka1-b1  10.Kb1-a1  11.Ka1-b1"), "{text}");
    }

    /// A Dister condition without two different squares is dropped with
    /// Popeye's note, in the problem's language: before the diagram's
    /// output, or before the heading of the twin that gives it (whose
    /// heading then shows no condition), and not repeated by later twins.
    #[test]
    fn dropped_dister_is_noted_where_popeye_notes_it() {
        let read = |text: &str| {
            let parsed = nightrider_notation::popeye::parse_input(text);
            Problem::from_syntax(&parsed.problems[0]).unwrap()
        };
        let problem = read(
            "debut pieces blanc ra1 ce5 noir rb3 tb8 condition noirmindister e5b8a1 \
             enonce ~1 fin",
        );
        let diagram = problem.diagram();
        assert!(diagram.conditions.list.is_empty());
        assert!(diagram
            .conditions
            .printed_lines(problem.language)
            .is_empty());
        assert_eq!(
            input_notes(&problem, diagram),
            "Exactement 2 cases de reference Dister doivent etre indiquees\n"
        );
        let problem = read(
            "begin pieces white ka1 se5 black kb3 rb8 condition circe stipulation ~1 \
             twin cond blackmaxdister e5e5 twin move a1 a2 twin cond whitemindister e5b8 end",
        );
        let [a, b, c, d] = &problem.twins[..] else {
            panic!("four twins")
        };
        assert_eq!(input_notes(&problem, a), "");
        assert_eq!(
            twin_start(&problem, b),
            "Exactly 2 dister reference squares have to be indicated\n\nb)   \n"
        );
        assert!(b.conditions.list.is_empty());
        assert_eq!(input_notes(&problem, c), "");
        assert_eq!(twin_heading(d), "d) WhiteMinDister e5 b8  \n");
    }
}
