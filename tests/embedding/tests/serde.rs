//! Problems and reports as serde data (feature `serde`): a problem read
//! from text, written as JSON and read back, solves and prints as the
//! original, conditions, twins and options included.

use nightrider::output::{header, solution_lines};
use nightrider::problem::Problem;
use nightrider::stipulation::Report;
use nightrider::{solve, SolveOptions};

fn solved(problem: &Problem) -> Vec<Report> {
    let mut reports = Vec::new();
    solve(problem, &SolveOptions::default(), |_, _, report| {
        reports.push(report.clone());
    })
    .expect("the problem solves");
    reports
}

fn round_trip(problem: &Problem) -> Problem {
    let json = serde_json::to_string(problem).expect("a problem serialises");
    serde_json::from_str(&json).unwrap_or_else(|e| panic!("{e}: {json}"))
}

#[test]
fn a_problem_reads_back_from_json_and_solves_alike() {
    let text = "begin\nauthor Ricardo Mattos de Vieira\n\
                pieces white ke6 bh4h5 pe2f4 black ka7 qg5 bd1 sb8c1 pb5f5f6\n\
                stipulation h#2\ncondition CirceTake&Make\noption NoThreat\n\
                twin move a7 c6\nend\n\
                next\nstipulation #2\npieces white ka3 ra8 black kb1\n\
                option Try Set\nend\n";
    for problem in Problem::parse(text).unwrap() {
        let back = round_trip(&problem);
        assert_eq!(header(&back), header(&problem));
        assert_eq!(back.twins.len(), problem.twins.len());
        for (a, b) in back.twins.iter().zip(&problem.twins) {
            assert_eq!(a.position, b.position);
            assert_eq!(a.stipulation, b.stipulation);
            assert_eq!(a.conditions, b.conditions);
        }
        let (reports, original) = (solved(&back), solved(&problem));
        assert_eq!(reports, original);
        assert!(!solution_lines(problem.language, &reports[0]).is_empty());
        // the reports themselves read back
        let json = serde_json::to_string(&reports).unwrap();
        assert_eq!(serde_json::from_str::<Vec<Report>>(&json).unwrap(), reports);
    }
}

#[test]
fn a_retractor_and_a_structured_stipulation_read_back() {
    let text = "begin\npieces white kf1 ra1 bb8 sg4 pa2b2c3d4\n\
                black kh1 rh8 sd3 pa4b6f7g7h5\nstipulation -1&#1\nend\n\
                next\nsstipulation white 2a[#]d\npieces white ka3 ra8 black kb1\nend\n";
    for problem in Problem::parse(text).unwrap() {
        let back = round_trip(&problem);
        assert_eq!(header(&back), header(&problem));
        assert_eq!(back.twins[0].retractor, problem.twins[0].retractor);
        assert_eq!(
            back.twins[0].stipulation_syntax,
            problem.twins[0].stipulation_syntax
        );
    }
}
