//! Messages between the page and the engine worker, typed per job.
//!
//! A page asks for one of the jobs below (each a struct with its answer type, see [`Job`])
//! through `client::use_job`; the wire carries them wrapped in [`JobRequest`] and [`Answer`].
//! Errors cross the boundary as data ([`JobError`]: a kind, a message and the character the
//! text went wrong at), so a page can point at the faulty character of a link or a field.

use std::fmt;

use engine::minimax::tree::Trace;
use engine::panels::EvalReport;
use engine::sequence::SequenceReport;
use engine::table::TableParams;
use engine::vocab::{EngineError, ParseError};
use engine::Solution;
use serde::{Deserialize, Serialize};

use crate::grid::Grid;

/// What went wrong, as the page needs to know it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum ErrorKind {
    /// The game id is not valid; `at` counts characters of the game id.
    Game,
    /// The text the job was given (a position, a tree, a field) is not valid; `at` counts its
    /// characters.
    Input,
    /// The request is well formed but refused (too large, not offered for this game).
    Refused,
    /// The worker died (a panic, a trap such as running out of memory, a script that did not
    /// load); a fresh worker has been started and the job can be retried.
    Stopped,
    /// The page cancelled the job (the worker was replaced).
    Cancelled,
}

/// An error as data: `at` is a character offset (not a byte offset) into the text the kind
/// names, when the error is about one character.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct JobError {
    pub kind: ErrorKind,
    pub message: String,
    pub at: Option<usize>,
}

impl JobError {
    pub fn new(kind: ErrorKind, message: impl Into<String>) -> Self {
        JobError { kind, message: message.into(), at: None }
    }

    /// A parse error of `text`: the engine counts bytes, the page counts characters.
    pub fn parse(kind: ErrorKind, e: &ParseError, text: &str) -> Self {
        JobError { kind, message: e.message.clone(), at: e.at.map(|b| char_offset(text, b)) }
    }

    /// An engine error about `position` (parse errors point into it).
    pub fn engine(e: &EngineError, position: &str) -> Self {
        match e {
            EngineError::Parse(p) => JobError::parse(ErrorKind::Input, p, position),
            EngineError::Refused(m) => JobError::new(ErrorKind::Refused, m.clone()),
        }
    }

    /// A game id refused by `engine::games::lookup`. Its character is not marked: the engine
    /// counts from the parameters for some games and from the whole id for others.
    pub fn game(e: &ParseError, game: &str) -> Self {
        JobError::new(ErrorKind::Game, format!("game '{game}': {}", e.message))
    }
}

impl fmt::Display for JobError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.at {
            Some(at) => write!(f, "{} (at character {})", self.message, at + 1),
            None => f.write_str(&self.message),
        }
    }
}

/// The number of characters before byte `byte` of `text` (a byte inside a character counts as
/// that character; past the end, the end).
pub fn char_offset(text: &str, byte: usize) -> usize {
    if byte >= text.len() {
        return text.chars().count();
    }
    text.char_indices().take_while(|(i, _)| *i <= byte).count() - 1
}

/// A request the worker understands, with the type of its answer.
pub trait Job: Clone + PartialEq + 'static {
    type Output: 'static;
    /// Wraps the job for the wire.
    fn into_request(self) -> JobRequest;
    /// Unwraps this job's answer (`None` for an answer of another kind, which the worker
    /// never sends for it).
    fn from_answer(answer: Answer) -> Option<Self::Output>;
}

/// Solve a position (bounded by the engine's search budget, so it always ends).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Solve {
    pub game: String,
    pub position: String,
    pub misere: bool,
}

/// The value of an expression of games (`{0|{0|-1}}`, `^ + ^ + *`, `3.^`, `{2|1}:1`), of a
/// position written `game:position` (its partizan value) or sums of them, or the answer to a
/// comparison (`{1|-1} >= ^^*`): the value calculator's request.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ValueOf {
    pub text: String,
}

/// The value calculator's answer: the partizan value and its outcome class; for a comparison
/// (`{1|-1} >= ^^*`), its answer, with the value of G - H (whose outcome decides it).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ValueAnswer {
    pub value: Box<engine::value::PartizanValue>,
    pub outcome: engine::Outcome,
    pub comparison: Option<engine::cgt::expr::Judgement>,
}

/// The value calculator's and compare page's answer: a short game's (above), or a loopy
/// expression's (`on + off`, `a{0|a}`, `over > 0`), whose value is sided and may draw.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Valued {
    Short(ValueAnswer),
    Loopy(engine::cgt::loopy_report::LoopyAnswer),
}

/// Compute g(0..=to) of a heap game, a slice at a time, with progress.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Sequence {
    pub game: String,
    pub to: usize,
}

/// The evaluation panel of a game that declares it (`engine::panels::Panel::Evaluation`): its
/// heuristic, depth-limited minimax values, node counts and the search tree.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Eval {
    pub game: String,
    pub position: String,
    pub depth: u32,
}

/// An alpha-beta trace of a typed tree with a child order ("given", "reversed", "best",
/// "worst").
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct TraceTree {
    pub tree: String,
    pub order: String,
}

/// A game's two-dimensional table.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct MakeTable {
    pub game: String,
    pub params: TableParams,
    /// The rows and columns the page draws first: the worker sends them (a table whose `cells`
    /// hold only those, [`FromWorker::Partial`]) before the whole table, when the game can make
    /// them apart ([`engine::Game::table_corner`]).
    pub corner: usize,
}

/// A quiz's questions: the teacher's `positions`, or `n` drawn from `seed` by short walks
/// from `start` (the game's example position when `None`).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct MakeQuiz {
    pub game: String,
    pub start: Option<String>,
    pub seed: u64,
    pub n: usize,
    pub kind: engine::quiz::Kind,
    pub positions: Option<Vec<String>>,
}

/// The misère quotient of a heap game (an octal code, `grundy`, or a game id) for heaps 0..=heaps.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct MakeQuotient {
    pub game: String,
    pub heaps: usize,
}

/// A quotient and the worker's time for it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct QuotientAnswer {
    pub report: engine::misere::QuotientReport,
    pub millis: f64,
}

/// A value sequence's period and the worker's time for it. Its values came before it in
/// [`FromWorker::Values`] messages, so `report.values` is empty; a loopy game's values (a
/// nimber or ∞(K) each, over its places, labelled at once) come here in `loopy` instead.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SequenceAnswer {
    pub report: SequenceReport,
    pub millis: f64,
    pub loopy: Option<Vec<engine::vocab::Gamma>>,
}

/// A table and the worker's time for it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct TableAnswer {
    /// Sent with its cells packed ([`Grid`]): the chocolate table 1000 x 1000 is 1.1 MB, not 9 MB.
    pub table: Grid,
    pub millis: f64,
}

/// Who wins a partizan position with `side` to move, move by move, by the engine's outcome
/// search ([`engine::Game::search_outcome`]): for a position too large for its canonical form,
/// and for the computer's move there. The worker deepens ply by ply, so the answer always has
/// a best move; it stops when `budget_ms` of its clock is spent or after `nodes` positions,
/// and posts the report so far ([`FromWorker::Partial`]) as it goes. `nodes: Some(1)` is the
/// board and the moves alone, proved nothing (the page's board while a solve runs).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SearchOutcome {
    pub game: String,
    pub position: String,
    pub side: engine::vocab::Side,
    pub budget_ms: Option<f64>,
    pub nodes: Option<u64>,
}

/// Every job, as sent.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum JobRequest {
    Solve(Solve),
    Sequence(Sequence),
    Eval(Eval),
    Trace(TraceTree),
    Table(MakeTable),
    Quiz(MakeQuiz),
    Quotient(MakeQuotient),
    Value(ValueOf),
    SearchOutcome(SearchOutcome),
}

/// Every answer, as received.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Answer {
    Solved(Solution),
    Sequence(SequenceAnswer),
    Eval(EvalReport),
    Trace(Trace),
    Table(TableAnswer),
    Quiz(Vec<engine::quiz::Question>),
    Quotient(QuotientAnswer),
    Value(Valued),
    Outcome(engine::value::OutcomeReport),
}

macro_rules! job {
    ($job:ident, $variant:ident, $answer:ident, $output:ty) => {
        impl Job for $job {
            type Output = $output;
            fn into_request(self) -> JobRequest {
                JobRequest::$variant(self)
            }
            fn from_answer(answer: Answer) -> Option<$output> {
                match answer {
                    Answer::$answer(out) => Some(out),
                    _ => None,
                }
            }
        }
    };
}

job!(Solve, Solve, Solved, Solution);
job!(Sequence, Sequence, Sequence, SequenceAnswer);
job!(Eval, Eval, Eval, EvalReport);
job!(TraceTree, Trace, Trace, Trace);
job!(MakeQuiz, Quiz, Quiz, Vec<engine::quiz::Question>);
job!(MakeQuotient, Quotient, Quotient, QuotientAnswer);
job!(ValueOf, Value, Value, Valued);
job!(SearchOutcome, SearchOutcome, Outcome, engine::value::OutcomeReport);

/// A table as the page keeps it: shared, as it may be large (the heatmap's exports hold it).
#[derive(Clone, Debug, PartialEq)]
pub struct TableResult {
    pub table: std::rc::Rc<Grid>,
    pub millis: f64,
}

impl Job for MakeTable {
    type Output = TableResult;
    fn into_request(self) -> JobRequest {
        JobRequest::Table(self)
    }
    fn from_answer(answer: Answer) -> Option<TableResult> {
        match answer {
            Answer::Table(t) => Some(TableResult { table: std::rc::Rc::new(t.table), millis: t.millis }),
            _ => None,
        }
    }
}

/// A fault the worker is told to have, for the end-to-end test of recovery only: the page
/// sends it just before the next job when a test asks (see `client::test_hooks`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Fault {
    /// A Rust panic (the worker's panic hook reports it, then the module traps).
    Panic,
    /// A trap with no panic message, as when memory runs out (`std::process::abort`).
    Trap,
}

/// What the page sends.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum ToWorker {
    /// Run a job; its answers carry the id. Jobs run one after another.
    Run { id: u64, job: JobRequest },
    /// Test only: fail now (see [`Fault`]).
    Fault(Fault),
}

/// What the worker sends.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum FromWorker {
    /// The worker's wasm has started and reads messages from now on.
    Loaded,
    /// Part of a job is done.
    Progress { id: u64, done: usize, total: usize },
    /// A sequence's values g(from..from + values.len()), sent while it is computed (the page
    /// shows the values found so far, and keeps them when the job is cancelled).
    Values { id: u64, from: usize, values: Vec<u32> },
    /// A job's answer.
    Done { id: u64, result: Result<Box<Answer>, JobError> },
    /// The worker panicked (sent by its panic hook just before it traps).
    Panicked { message: String },
    /// Part of a job is done, with what the job is doing now (in place of `Progress`, for
    /// jobs that can say more).
    Stage { id: u64, done: usize, total: usize, stage: Stage },
    /// An answer to part of a job, complete in itself (the quotient of the heaps built so
    /// far): the page keeps the latest and shows it if the job is cancelled or the worker dies.
    Partial { id: u64, answer: Box<Answer> },
}

/// What a long job is doing now.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Stage {
    /// A misère quotient's build: the heap being added, the order and P-portion of the
    /// quotient of the heaps before it, and the order of the candidate being checked (0 when
    /// none); past the last heap, the genus search.
    Quotient(engine::misere::Step),
}

/// The wire format: postcard (maintained, compact: integers as varints) in a byte array (the
/// worker transfers the array's buffer rather than copying it).
pub fn encode<T: Serialize>(msg: &T) -> Vec<u8> {
    postcard::to_allocvec(msg).expect("worker messages always serialize")
}

/// Reads a message; a malformed one is an error, not a panic.
pub fn decode<T: for<'de> Deserialize<'de>>(bytes: &[u8]) -> Result<T, String> {
    postcard::from_bytes(bytes).map_err(|e| format!("a malformed worker message: {e}"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn offsets_count_characters_not_bytes() {
        assert_eq!(char_offset("abc", 1), 1);
        assert_eq!(char_offset("ééx", 4), 2); // 'x' is byte 4, character 2
        assert_eq!(char_offset("ééx", 3), 1); // inside the second 'é'
        assert_eq!(char_offset("ab", 9), 2); // past the end: the end
        let tree = "[é, 1]";
        let e = tree.parse::<engine::minimax::tree::Tree>().unwrap_err();
        let j = JobError::parse(ErrorKind::Input, &e, tree);
        assert_eq!(j.at, Some(1));
        assert_eq!(tree.chars().nth(j.at.unwrap()), Some('é'));
    }

    #[test]
    fn messages_round_trip() {
        let msg = FromWorker::Done {
            id: 7,
            result: Err(JobError { kind: ErrorKind::Input, message: "bad".into(), at: Some(3) }),
        };
        assert_eq!(decode::<FromWorker>(&encode(&msg)).unwrap(), msg);
        let run = ToWorker::Run {
            id: 1,
            job: Solve { game: "nim".into(), position: "3".into(), misere: false }.into_request(),
        };
        assert_eq!(decode::<ToWorker>(&encode(&run)).unwrap(), run);
        assert!(decode::<ToWorker>(&[200, 1, 2]).is_err());
        let step = engine::misere::Step { heap: 26, heaps: 33, order: 24, p: 5, candidate: 848 };
        let msg = FromWorker::Stage { id: 3, done: 25, total: 33, stage: Stage::Quotient(step) };
        assert_eq!(decode::<FromWorker>(&encode(&msg)).unwrap(), msg);
        // The e2e fixture stallWorkers reads a progress report as variant 1: it stays so.
        assert_eq!(encode(&FromWorker::Progress { id: 3, done: 1, total: 2 })[0], 1);
    }

    fn table_with(cells: Vec<Vec<Option<i64>>>) -> Grid {
        let t = engine::lookup("chocolate").unwrap().table(&engine::table::TableParams::default()).unwrap().unwrap();
        Grid::new(engine::table::Table { cells, ..t })
    }

    #[test]
    fn tables_cross_the_boundary_packed() {
        let edge = vec![
            vec![Some(i64::MIN), None, Some(i64::MAX), Some(0)],
            vec![],
            vec![None, None, Some(-1), Some(127), Some(-128), Some(128), Some(-129)],
            vec![Some(40_000), Some(-2_000_000_000), Some(1 << 40)],
        ];
        for cells in [
            vec![],
            vec![vec![]],
            edge,
            (0..300).map(|r| (0..70).map(|c| (c % 3 != 0).then_some(r * c - 9000)).collect()).collect(),
        ] {
            let msg = FromWorker::Done {
                id: 2,
                result: Ok(Box::new(Answer::Table(TableAnswer { table: table_with(cells.clone()), millis: 1.5 }))),
            };
            let back = decode::<FromWorker>(&encode(&msg)).unwrap();
            assert_eq!(back, msg, "{cells:?}");
            // What the page reads is the cells the worker made, and their largest value.
            let FromWorker::Done { result: Ok(answer), .. } = back else { panic!("{back:?}") };
            let Answer::Table(t) = *answer else { panic!("not a table") };
            assert_eq!(t.table.cells.unpack(), cells);
            let largest = cells.iter().flatten().flatten().map(|v| v.saturating_abs()).max();
            assert_eq!(t.table.max_abs, largest.unwrap_or(1));
        }
        // Small values take a byte each: a 1000 x 1000 table of values below 128 is about 1.1 MB.
        let big = table_with(vec![vec![Some(100); 1000]; 1000]);
        let bytes = encode(&FromWorker::Done {
            id: 3,
            result: Ok(Box::new(Answer::Table(TableAnswer { table: big, millis: 0.0 }))),
        });
        assert!(bytes.len() < 1_200_000, "{} bytes", bytes.len());
        // A damaged message is an error, not a panic.
        for cut in [bytes.len() / 2, bytes.len() - 1] {
            assert!(decode::<FromWorker>(&bytes[..cut]).is_err());
        }
    }

    #[cfg(not(target_arch = "wasm32"))]
    proptest::proptest! {
        #[test]
        fn random_tables_round_trip(cells in proptest::collection::vec(
            proptest::collection::vec(proptest::option::of(proptest::num::i64::ANY), 0..12), 0..12)) {
            let t = table_with(cells.clone());
            let msg = FromWorker::Done { id: 4, result: Ok(Box::new(Answer::Table(TableAnswer { table: t, millis: 2.0 }))) };
            let back = decode::<FromWorker>(&encode(&msg)).unwrap();
            proptest::prop_assert_eq!(&back, &msg);
            let FromWorker::Done { result: Ok(answer), .. } = back else { panic!("{back:?}") };
            let Answer::Table(t) = *answer else { panic!("not a table") };
            proptest::prop_assert_eq!(t.table.cells.unpack(), cells);
        }
    }

    #[test]
    fn every_kind_of_working_crosses_the_boundary() {
        // postcard cannot read every serde shape (internally tagged enums fail), so each kind of
        // working a solution carries is sent through once.
        for (game, position) in [
            ("nim", "3,4,5"),
            ("kayles", "5"),
            ("staircase", "3,0,2,5"),
            ("tictactoe", "x...o...."),
            ("domineering", "2x3"),
            // Coloured edges on the ground, and moves at edges.
            ("hackenbush", "0-1:b,1-2:r,0-0:g"),
        ] {
            let sol = engine::games::solve_with_reduction(&*engine::lookup(game).unwrap(), position, false).unwrap();
            assert!(sol.working.is_some() || sol.partizan.is_some(), "{game}");
            let msg = FromWorker::Done { id: 1, result: Ok(Box::new(Answer::Solved(sol))) };
            assert_eq!(decode::<FromWorker>(&encode(&msg)).unwrap(), msg, "{game}");
        }
        // Misère play from a quotient, and a quotient with and without a table and a period.
        let sol = engine::games::solve_with_reduction(&*engine::lookup("kayles").unwrap(), "60", true).unwrap();
        assert!(matches!(sol.working, Some(engine::working::Working::Quotient(_))));
        let msg = FromWorker::Done { id: 1, result: Ok(Box::new(Answer::Solved(sol))) };
        assert_eq!(decode::<FromWorker>(&encode(&msg)).unwrap(), msg);
        // A board drawn before (or without) its solve, whose outcome is unknown.
        let board = engine::lookup("cram").unwrap().unsolved("7x7", "the search is running").unwrap().unwrap();
        let msg = FromWorker::Partial { id: 1, answer: Box::new(Answer::Solved(board)) };
        assert_eq!(decode::<FromWorker>(&encode(&msg)).unwrap(), msg);
        for heaps in [10, 90] {
            let rules = engine::misere::HeapRules::parse("0.77").unwrap();
            let report = engine::misere::quotient(&rules, heaps, &mut |_, _| true).unwrap().report();
            let msg = FromWorker::Done {
                id: 2,
                result: Ok(Box::new(Answer::Quotient(QuotientAnswer { report: report.clone(), millis: 1.0 }))),
            };
            assert_eq!(decode::<FromWorker>(&encode(&msg)).unwrap(), msg, "heaps {heaps}");
            let msg = FromWorker::Partial {
                id: 2,
                answer: Box::new(Answer::Quotient(QuotientAnswer { report, millis: 1.0 })),
            };
            assert_eq!(decode::<FromWorker>(&encode(&msg)).unwrap(), msg, "heaps {heaps}");
        }
    }
}
