//! The JSON contract of nimlab: what `nimlab ... --json` prints (README.md lists the fields),
//! built here once so the CLI, the Python package and the JavaScript module give the same
//! fields for the same request.
//!
//! Every function takes the texts a user types (a game id with its parameters, a position in
//! the game's notation) and fails with a [`Failure`]: the message the CLI prints after
//! `nimlab: ` and, for malformed text, the character it points at.

use std::fmt;

use engine::games::{lookup, solve_with_reduction, CATALOGUE};
use engine::sequence::{Period, SequenceReport};
use engine::table::TableParams;
use engine::vocab::{EngineError, Side};
use engine::{Outcome, Solution};
use serde_json::{json, Value};

pub use engine;

pub mod forms;

/// Why a request failed: the whole message, and the 0-based character of the text it names
/// when the text was malformed there.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Failure {
    pub message: String,
    pub offset: Option<usize>,
}

impl Failure {
    pub fn new(message: impl Into<String>) -> Self {
        Failure { message: message.into(), offset: None }
    }

    /// `what: error`, keeping a parse error's offset.
    fn engine(what: &str, e: EngineError) -> Self {
        let offset = match &e {
            EngineError::Parse(p) => p.at,
            EngineError::Refused(_) => None,
        };
        Failure { message: format!("{what}: {e}"), offset }
    }
}

impl fmt::Display for Failure {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for Failure {}

/// The caller a message is worded for: the checks are the same for all, but an argument is
/// named as that caller writes it, the CLI's flag (`--cool '0.3'`), the Python package's
/// keyword argument (`cool='0.3'`) or the JavaScript module's argument or option
/// (`cool: '0.3'`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Front {
    Cli,
    Python,
    Js,
}

impl Front {
    /// The argument the CLI calls `--{flag}`, under this caller's name for it.
    pub fn name(self, flag: &str) -> String {
        match self {
            Front::Cli => format!("--{flag}"),
            Front::Python => format!("{}=", Self::python(flag)),
            Front::Js => Self::js(flag).to_string(),
        }
    }

    /// The argument `--{flag}` with the value given (`shown` as the message shows it).
    pub fn arg(self, flag: &str, shown: &str) -> String {
        match self {
            Front::Cli => format!("--{flag} {shown}"),
            Front::Python => format!("{}={shown}", Self::python(flag)),
            Front::Js => format!("{}: {shown}", Self::js(flag)),
        }
    }

    /// Where the Python package's name differs from the flag's: `sequence(game, n)`.
    fn python(flag: &str) -> &str {
        match flag {
            "to" => "n",
            other => other,
        }
    }

    fn js(flag: &str) -> &str {
        match flag {
            "all-moves" => "allMoves",
            other => other,
        }
    }

    /// How a caller asks for a partizan position's solution instead of its outcome search.
    fn instead_of_outcome_search(self) -> &'static str {
        match self {
            Front::Cli => "leave out --outcome",
            Front::Python => "call nimlab.solve instead",
            Front::Js => "call solve() instead",
        }
    }
}

fn game(game_id: &str) -> Result<Box<dyn engine::Game>, Failure> {
    lookup(game_id).map_err(|e| Failure { message: format!("game '{game_id}': {e}"), offset: e.at })
}

/// The solution of a position (what the CLI prints as text).
pub fn solution(game_id: &str, position: &str, misere: bool) -> Result<Solution, Failure> {
    let g = game(game_id)?;
    solve_with_reduction(&*g, position, misere).map_err(|e| Failure::engine(&format!("position '{position}'"), e))
}

/// `nimlab solve GAME POSITION [--misere] --json`.
pub fn solve(game_id: &str, position: &str, misere: bool) -> Result<Value, Failure> {
    let g = game(game_id)?;
    let sol = solve_with_reduction(&*g, position, misere)
        .map_err(|e| Failure::engine(&format!("position '{position}'"), e))?;
    let mut v = serde_json::to_value(&sol).expect("solutions serialise");
    add_values(&mut v, &sol);
    partizan_keys(&mut v);
    // Only a board drawn unsolved says why who wins is unknown, and `solve` never gives one.
    if let Some(o) = v.as_object_mut() {
        o.shift_remove("unknown");
    }
    loopy_keys(&mut v, &sol);
    if let Some(report) = g.guarantees(position) {
        let report = report.map_err(|e| Failure::new(e.to_string()))?;
        v["guarantees"] = serde_json::to_value(report).expect("json");
    }
    Ok(v)
}

/// [`solve`] telling `progress(valued, most)` how many positions a partizan search has valued
/// (every thousand or so; `most` is the most a request may value) and stopping with the
/// failure "interrupted" when it returns false. Impartial solves are bounded by their budget
/// and do not report.
pub fn solve_with_progress(
    game_id: &str,
    position: &str,
    misere: bool,
    progress: impl FnMut(usize, usize) -> bool + 'static,
) -> Result<Value, Failure> {
    engine::partizan::with_progress_until(progress, || solve(game_id, position, misere))
}

/// `nimlab solve GAME POSITION --side L|R --json`: a partizan position with its side to move,
/// adding `to_move` (`left` or `right`) and `mover_wins` to the solution.
pub fn solve_side(game_id: &str, position: &str, side: Side) -> Result<Value, Failure> {
    let g = game(game_id)?;
    if !g.is_partizan(position) {
        return Err(Failure::new(format!(
            "--side is for partizan games; in {} both players have the same moves, so leave it out",
            g.name()
        )));
    }
    let mut v = solve(game_id, position, false)?;
    let outcome: Outcome = serde_json::from_value(v["outcome"].clone()).expect("a solution has an outcome");
    v["to_move"] = side.as_str().into();
    v["mover_wins"] = (outcome == Outcome::N || outcome == side.class()).into();
    Ok(v)
}

/// Whether a failure is the engine refusing a position as too large for its canonical form
/// (the partizan search's "position too large: ..."), which the outcome search
/// ([`search_outcome_json`]) may still answer.
pub fn too_large_for_forms(f: &Failure) -> bool {
    f.offset.is_none() && f.message.contains(": position too large")
}

/// Whether `position` is a partizan position of the game (false when either does not read).
pub fn is_partizan(game_id: &str, position: &str) -> bool {
    game(game_id).is_ok_and(|g| g.is_partizan(position))
}

/// The positions an outcome search visits when no budget is given: the engine's default.
pub fn default_outcome_nodes() -> u64 {
    engine::partizan::Limits::default().nodes
}

/// Why an outcome search asked for by the caller stopped when its progress said stop.
pub const INTERRUPTED: &str = "interrupted";

/// `nimlab solve GAME POSITION --outcome [--side L|R] [--nodes N] [--seconds S] [--all-moves]
/// --json`: who wins a partizan position by the outcome search, which needs no canonical form
/// (boards too large for one).
///
/// With `side`, the search's report for that side to move (`to_move`, `wins`: true, false or
/// null while not proved, `moves` with each move's `wins` and heuristic `score`, `best`,
/// `nodes`, `depth` (null: searched to the end, not deepened ply by ply), `complete`, `stopped`, `summary`, `board`, ...). Without it, both sides
/// are searched, Left to move first: `{ game, position, outcome, complete, stopped, nodes,
/// summary, left, right }`, `outcome` the class (L, R, N or P) once both are proved, else null,
/// `right` null when the caller or the clock stopped Left's search.
///
/// `nodes` bounds each search (the engine's default when `None`; 0 is refused), `seconds` the
/// whole request, on the clock of the caller's machine, read when the search reports (so a
/// search whose positions are slow to value may run past it). Without `all_moves` a search stops at
/// the first move proved to win. `progress` is shown each search's report now and then (every
/// 2,048 positions, and after each move at the root); when it returns false the search stops
/// and the result holds what was proved, `stopped` saying [`INTERRUPTED`]. Stopping on a
/// budget is not a failure either: `stopped` names the budget.
// One argument per option of the three callers (each passes its own), and the caller itself.
#[allow(clippy::too_many_arguments)]
pub fn search_outcome_json(
    front: Front,
    game_id: &str,
    position: &str,
    side: Option<Side>,
    nodes: Option<u64>,
    seconds: Option<f64>,
    all_moves: bool,
    progress: &mut dyn FnMut(&engine::value::OutcomeReport) -> bool,
) -> Result<Value, Failure> {
    let g = game(game_id)?;
    if let Some(s) = seconds {
        if !(s.is_finite() && s > 0.0) {
            return Err(Failure::new(format!(
                "a time budget of {s} seconds: give a number of seconds above 0, such as 10"
            )));
        }
    }
    if nodes == Some(0) {
        return Err(Failure::new("a search budget of 0 positions proves nothing: give at least 1"));
    }
    // Parsed first, so a bad position is named before the game's kind.
    g.board(position).map_err(|e| Failure::engine(&format!("position '{position}'"), e))?;
    if !g.is_partizan(position) {
        return Err(Failure::new(format!(
            "the outcome search is for partizan games; {} is solved whole: {}",
            g.name(),
            front.instead_of_outcome_search()
        )));
    }
    let limits = engine::partizan::Limits {
        nodes: nodes.unwrap_or_else(default_outcome_nodes),
        first_win: !all_moves,
        // Straight for the proof: deepening ply by ply (a player's best move at every moment)
        // took 19 s where this took 5.6 s on 6x6 Domineering, both sides.
        ..Default::default()
    };
    let start = clock::now();
    let mut why: Option<String> = None;
    let mut search = |s: Side, why: &mut Option<String>| -> Result<Value, Failure> {
        let mut r = g
            .search_outcome(position, s, &limits, &mut |r| {
                if seconds.is_some_and(|limit| clock::now() - start >= limit) {
                    let s = seconds.unwrap_or_default();
                    let unit = if s == 1.0 { "second" } else { "seconds" };
                    *why = Some(format!("the time budget of {s} {unit} was reached"));
                    return false;
                }
                if !progress(r) {
                    *why = Some(INTERRUPTED.into());
                    return false;
                }
                true
            })
            .map_err(|e| Failure::engine(&format!("position '{position}'"), e))?;
        // The engine says only "stopped"; the reason is the caller's.
        if r.stopped.as_deref() == Some("stopped") {
            r.stopped = why.clone();
        }
        let mut v = serde_json::to_value(&r).expect("reports serialise");
        // Searched to the end without deepening: no depth limit to name.
        if r.depth == u32::MAX {
            v["depth"] = Value::Null;
        }
        Ok(v)
    };
    if let Some(s) = side {
        return search(s, &mut why);
    }
    let left = search(Side::Left, &mut why)?;
    // A search stopped by the caller or the clock is not followed by the other.
    let right = if why.is_some() { Value::Null } else { search(Side::Right, &mut why)? };
    Ok(both_sides(&g.id(), position, left, right))
}

/// The two searches of [`search_outcome_json`] without a side, with the class they prove.
fn both_sides(game_id: &str, position: &str, left: Value, right: Value) -> Value {
    let wins = |r: &Value| r.get("wins").and_then(Value::as_bool);
    let outcome = match (wins(&left), wins(&right)) {
        (Some(true), Some(true)) => Some(Outcome::N),
        (Some(true), Some(false)) => Some(Outcome::L),
        (Some(false), Some(true)) => Some(Outcome::R),
        (Some(false), Some(false)) => Some(Outcome::P),
        _ => None,
    };
    let complete = [&left, &right].iter().all(|r| r.get("complete").and_then(Value::as_bool) == Some(true));
    let stopped = [&left, &right].iter().find_map(|r| r.get("stopped").filter(|s| !s.is_null()).cloned());
    let nodes: u64 = [&left, &right].iter().filter_map(|r| r.get("nodes").and_then(Value::as_u64)).sum();
    let said = |r: &Value, who: &str| match r.get("summary").and_then(Value::as_str) {
        Some(s) => s.to_string(),
        None => format!("{who} to move was not searched."),
    };
    let class = match outcome {
        Some(o) => format!("Outcome class {}: {}. ", o.as_str(), class_words(o)),
        None => "The outcome class is not yet known. ".to_string(),
    };
    let summary = format!("{class}{} {}", said(&left, "Left"), said(&right, "Right"));
    json!({
        "game": game_id,
        "position": position,
        "outcome": outcome.map(Outcome::as_str),
        "complete": complete,
        "stopped": stopped,
        "nodes": nodes,
        "summary": summary,
        "left": left,
        "right": right,
    })
}

/// What an outcome class means, in words.
pub fn class_words(o: Outcome) -> &'static str {
    match o {
        Outcome::N => "the player to move wins",
        Outcome::P => "the player to move loses",
        Outcome::L => "Left wins whoever starts",
        Outcome::R => "Right wins whoever starts",
        Outcome::Draw => "a draw with best play",
    }
}

/// Seconds on a clock that only goes forward: the machine's, or in a browser or Node the
/// page's (`std::time::Instant` has no clock on wasm32-unknown-unknown).
mod clock {
    #[cfg(not(target_arch = "wasm32"))]
    pub fn now() -> f64 {
        use std::sync::OnceLock;
        use std::time::Instant;
        static START: OnceLock<Instant> = OnceLock::new();
        START.get_or_init(Instant::now).elapsed().as_secs_f64()
    }

    #[cfg(target_arch = "wasm32")]
    pub fn now() -> f64 {
        js_sys::Date::now() / 1000.0
    }
}

/// The value of an outcome for the player it belongs to.
pub fn value_word(o: Outcome) -> &'static str {
    match o {
        Outcome::N => "win",
        Outcome::P => "loss",
        Outcome::Draw => "draw",
        Outcome::L => "Left wins",
        Outcome::R => "Right wins",
    }
}

/// Adds `value` (win / draw / loss for the player to move) to the solution and to each move
/// (for the player making it).
fn add_values(v: &mut Value, sol: &Solution) {
    v["value"] = value_word(sol.outcome).into();
    for (mv, m) in v["moves"].as_array_mut().expect("moves").iter_mut().zip(&sol.moves) {
        let for_mover = match m.outcome {
            Outcome::N => "loss",
            Outcome::P => "win",
            other => value_word(other),
        };
        mv["value"] = for_mover.into();
    }
}

/// A game that need not end (a graph with a cycle): `loopy` gives the position's generalized
/// Sprague–Grundy value and each move's (`{"infinite": true, "value": null, "k": [0], "text":
/// "∞{0}"}`); the other games leave the key out, so their JSON is as it always was.
fn loopy_keys(v: &mut Value, sol: &Solution) {
    let obj = v.as_object_mut().expect("a solution is an object");
    obj.shift_remove("loopy");
    let Some(loopy) = &sol.loopy else { return };
    let json = |g: &engine::vocab::Gamma| {
        let mut j = serde_json::to_value(g).expect("json");
        j["text"] = g.to_string().into();
        j
    };
    obj.insert("loopy".into(), json(&loopy.value));
    for (m, g) in obj.get_mut("moves").and_then(|m| m.as_array_mut()).into_iter().flatten().zip(&loopy.moves) {
        m["loopy"] = json(g);
    }
}

/// A partizan value's keys go at the top level (`canonical`, `temperature`, ...), each move's
/// `side`, `canonical` and `braces` stay; for the other games these keys are left out, so
/// their JSON is as it always was.
fn partizan_keys(v: &mut Value) {
    let obj = v.as_object_mut().expect("a solution is an object");
    if let Some(Value::Object(p)) = obj.shift_remove("partizan") {
        obj.extend(p);
    }
    // A sum's parts carry a partizan part's value; the others leave it out.
    let parts = obj.get_mut("board").and_then(|b| b.get_mut("Sum")).and_then(|s| s.get_mut("parts"));
    for part in parts.and_then(|p| p.as_array_mut()).into_iter().flatten() {
        if let Some(part) = part.as_object_mut() {
            if part.get("value").is_some_and(Value::is_null) {
                part.shift_remove("value");
            }
        }
    }
    for m in obj.get_mut("moves").and_then(|m| m.as_array_mut()).into_iter().flatten() {
        if let Some(m) = m.as_object_mut() {
            for key in ["side", "canonical", "braces"] {
                if m.get(key).is_some_and(Value::is_null) {
                    m.shift_remove(key);
                }
            }
        }
    }
}

/// The elementary steps (options looked at) a sequence takes between two calls of
/// `interrupted` or `progress`: tens of microseconds (Grundy's game to 2^19 made 16,258 calls in
/// about a second), so Ctrl-C is felt at once and a progress callback costs under 1 %.
pub const SEQUENCE_STEP: u64 = 1 << 16;

/// The job computing g(0..=to) of a heap game, after the checks that the game has a sequence
/// and that `to` is within its limit; with the game's id. Advance it in steps of
/// [`SEQUENCE_STEP`] to report progress or write values as they come.
pub fn sequence_job(
    front: Front,
    game_id: &str,
    to: usize,
) -> Result<(String, Box<dyn engine::sequence::SequenceJob>), Failure> {
    let g = game(game_id)?;
    let job = g.sequence().ok_or_else(|| no_sequence(front, g.as_ref()))?;
    if to > g.cli_sequence_limit() {
        let to = front.arg("to", &to.to_string());
        return Err(Failure::new(format!("{to} is too large for {}: at most {}", g.id(), g.cli_sequence_limit())));
    }
    Ok((g.id(), job))
}

/// Why a game has no sequence of whole numbers; for a loopy game, where its values are.
fn no_sequence(front: Front, g: &dyn engine::Game) -> Failure {
    if g.places().is_some() {
        let instead = match front {
            Front::Cli => "`nimlab sequence` without --stream prints them as text or JSON".to_string(),
            Front::Python => format!("nimlab.loopy_sequence({:?}, n) gives them", g.id()),
            Front::Js => format!("loopySequence({:?}, to) gives them", g.id()),
        };
        return Failure::new(format!(
            "{} is a loopy game: its values may be ∞(K), which a sequence of whole numbers cannot hold ({instead})",
            g.id()
        ));
    }
    Failure::new(format!("{} is not a heap game: it has no value sequence", g.id()))
}

/// The value sequence of a loopy game (see [`engine::Game::loopy_values`]): each place's
/// generalized Sprague–Grundy value, a nimber or ∞(K).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LoopySequence {
    pub game: String,
    /// The places' values from place 0, at most to the `to` asked for.
    pub values: Vec<engine::vocab::Gamma>,
    /// How many places the game has in all.
    pub places: usize,
}

impl LoopySequence {
    /// `{"game", "places", "values": [each value as text, e.g. "∞{0,2}"], "gamma": [each as
    /// {"infinite", "value", "k"}]}`.
    pub fn json(&self) -> Value {
        let texts: Vec<String> = self.values.iter().map(ToString::to_string).collect();
        json!({ "game": self.game, "places": self.places, "values": texts, "gamma": self.values })
    }
}

/// [`LoopySequence`] to place `to` (or the last place), or `None` for a game without one.
pub fn loopy_sequence(game_id: &str, to: usize) -> Result<Option<LoopySequence>, Failure> {
    let g = game(game_id)?;
    Ok(g.loopy_values().map(|mut values| {
        let places = values.len();
        values.truncate(to.saturating_add(1));
        LoopySequence { game: g.id(), values, places }
    }))
}

/// [`LoopySequence::json`] to place `to` (`nimlab sequence GAME --to N --json` for a loopy
/// game): what the Python package's `loopy_sequence` and the JavaScript module's
/// `loopySequence` give. A game without one is refused with where its values are.
pub fn loopy_sequence_json(front: Front, game_id: &str, to: usize) -> Result<Value, Failure> {
    match loopy_sequence(game_id, to)? {
        Some(seq) => Ok(seq.json()),
        None => {
            let instead = match front {
                Front::Cli => "`nimlab sequence`",
                Front::Python => "nimlab.sequence",
                Front::Js => "sequence",
            };
            Err(Failure::new(format!(
                "{} has no loopy value sequence: its positions are not tokens on the places of one graph \
                 ({instead} gives a heap game's values)",
                game(game_id)?.id()
            )))
        }
    }
}

/// The largest `to` of a streamed sequence (`nimlab sequence --stream`): the rare/common
/// method keeps heap sizes in 32 bits.
pub const STREAM_LIMIT: usize = u32::MAX as usize - 1;

/// The job computing g(0..=to) of a heap game to be written to disk a chunk at a time, past
/// the game's own limit, after the checks that the game's job can resume from its files
/// ([`engine::sequence::SequenceJob::resume_with`]) and that `to` is at most [`STREAM_LIMIT`].
pub fn sequence_stream_job(
    game_id: &str,
    to: usize,
) -> Result<(String, Box<dyn engine::sequence::SequenceJob>), Failure> {
    let g = game(game_id)?;
    let mut job = g.sequence().ok_or_else(|| no_sequence(Front::Cli, g.as_ref()))?;
    if !job.resume_with(&[]) {
        return Err(Failure::new(format!("{} cannot be streamed: only octal codes can", g.id())));
    }
    if to > STREAM_LIMIT {
        return Err(Failure::new(format!("--to {to} is too large for a stream: at most {STREAM_LIMIT}")));
    }
    Ok((g.id(), job))
}

/// The values g(0..=to) of a heap game with their period; `interrupted` is asked now and then
/// and stops the work with the failure "interrupted" when it says so.
pub fn sequence_report(
    game_id: &str,
    to: usize,
    interrupted: &mut dyn FnMut() -> bool,
) -> Result<SequenceReport, Failure> {
    sequence_report_with_progress(Front::Cli, game_id, to, &mut |_, _| !interrupted())
}

/// [`sequence_report`] telling `progress(known, to + 1)` how many values are known after each
/// step of [`SEQUENCE_STEP`] (and once at the end); it stops the work with the failure
/// "interrupted" when `progress` returns false.
pub fn sequence_report_with_progress(
    front: Front,
    game_id: &str,
    to: usize,
    progress: &mut dyn FnMut(usize, usize) -> bool,
) -> Result<SequenceReport, Failure> {
    let (_, mut job) = sequence_job(front, game_id, to)?;
    loop {
        let known = job.advance(to + 1, SEQUENCE_STEP);
        if !progress(known, to + 1) {
            return Err(Failure::new("interrupted"));
        }
        if known > to {
            return Ok(job.report());
        }
    }
}

/// The smallest period shown by `values` (two whole periods and 24 values past the preperiod,
/// as for the games without a periodicity theorem), as `(preperiod, period, reason)`: for
/// sequences computed outside the engine, such as a ruleset written in Python.
pub fn apparent_period(values: &[u32]) -> (Option<usize>, Option<usize>, String) {
    let (period, _, reason) = engine::sequence::octal_period(values, 0, false);
    (period.map(|p| p.preperiod), period.map(|p| p.period), reason)
}

/// The header line of `--format bin` (without its newline): `nimlab-sequence GAME width=W
/// count=N`, then `preperiod=A period=P` when a period was seen, then `proved=true|false`.
/// Readers take the words they know, so files written before the period words still read.
pub fn bin_header(report: &SequenceReport, width: usize) -> String {
    let period = report.preperiod.zip(report.period).map(|(preperiod, period)| Period { preperiod, period });
    bin_header_of(&report.game, width, report.values.len(), period, report.proved)
}

/// [`bin_header`] from its parts, for a sequence written without a report's copy of it.
pub fn bin_header_of(game: &str, width: usize, count: usize, period: Option<Period>, proved: bool) -> String {
    let mut h = format!("nimlab-sequence {game} width={width} count={count}");
    if let Some(Period { preperiod, period }) = period {
        h.push_str(&format!(" preperiod={preperiod} period={period}"));
    }
    h.push_str(&format!(" proved={proved}"));
    h
}

/// The fewest bytes, 1, 2 or 4, that hold every value: the width of `--format bin` and of the
/// arrays the Python and JavaScript packages give.
pub fn value_width(values: &[u32]) -> usize {
    match values.iter().copied().max().unwrap_or(0) {
        m if m <= u8::MAX as u32 => 1,
        m if m <= u16::MAX as u32 => 2,
        _ => 4,
    }
}

/// The values as [`value_width`]-byte little-endian unsigned integers (the body of
/// `--format bin`), with that width.
pub fn packed_values(values: &[u32]) -> (usize, Vec<u8>) {
    let width = value_width(values);
    let mut bytes = Vec::with_capacity(values.len() * width);
    for v in values {
        bytes.extend_from_slice(&v.to_le_bytes()[..width]);
    }
    (width, bytes)
}

/// `nimlab sequence GAME --to N --json`.
pub fn sequence(game_id: &str, to: usize) -> Result<Value, Failure> {
    let report = sequence_report(game_id, to, &mut || false)?;
    Ok(serde_json::to_value(&report).expect("reports serialise"))
}

/// Names under which tables are asked for that are not game ids (the catalogue's
/// [`engine::games::TABLE_ALIASES`]).
pub fn table_game(name: &str) -> &str {
    engine::games::table_game(name)
}

/// The table itself (what the CLI prints as text).
pub fn table_data(game_id: &str, params: &TableParams) -> Result<engine::table::Table, Failure> {
    table_data_with_progress(game_id, params, &mut |_, _| {})
}

/// [`table_data`], calling `progress(done, total)` now and then as the game's table reports
/// it (a table cannot be stopped half-way).
pub fn table_data_with_progress(
    game_id: &str,
    params: &TableParams,
    progress: &mut dyn FnMut(usize, usize),
) -> Result<engine::table::Table, Failure> {
    let g = game(table_game(game_id))?;
    g.named_table_with_progress(game_id.trim(), params, progress)
        .ok_or_else(|| Failure::new(format!("{} has no table", g.id())))?
        .map_err(|e| Failure::engine("table", e))
}

/// The table of `game_id` when it is listed past its grid (three-row Chomp's P-positions
/// past b = 2,000), with the game's id: what `nimlab table GAME --size N` streams past the
/// grid, and the Python package's `table_list`.
pub fn table_list_of(game_id: &str) -> Option<(String, engine::table::TableList)> {
    let g = game(table_game(game_id)).ok()?;
    Some((g.id(), g.table_list(game_id.trim())?))
}

/// Calls `visit` on every item of `list` whose bound is at most n, refusing an `n` past its
/// limit.
pub fn list_table(list: &engine::table::TableList, n: usize, visit: &mut dyn FnMut(&[u32])) -> Result<(), Failure> {
    if n > list.listed_up_to {
        return Err(Failure::new(format!(
            "table: {} are listed up to {} = {}, not {n}",
            list.items, list.bound, list.listed_up_to
        )));
    }
    (list.list)(n, visit).map_err(|e| Failure::engine("table", e))
}

/// `nimlab table GAME [--size N] [--rows N] [--cols M] --json` (for a table drawn as a grid;
/// the CLI lists three-row Chomp past its grid itself).
pub fn table(game_id: &str, params: &TableParams) -> Result<Value, Failure> {
    table_json(game_id, params, &mut |_, _| {})
}

/// [`table`] with [`table_data_with_progress`]'s `progress`.
pub fn table_json(
    game_id: &str,
    params: &TableParams,
    progress: &mut dyn FnMut(usize, usize),
) -> Result<Value, Failure> {
    let t = table_data_with_progress(game_id, params, progress)?;
    let mut v = serde_json::to_value(&t).expect("tables serialise");
    // Only tables of canonical forms have texts; the others' JSON is as it always was.
    if t.texts.is_none() {
        v.as_object_mut().expect("a table is an object").shift_remove("texts");
    }
    // Likewise only partizan tables have outcome classes.
    if t.classes.is_none() {
        v.as_object_mut().expect("a table is an object").shift_remove("classes");
    }
    Ok(v)
}

/// `nimlab games --json`: the catalogue.
pub fn games() -> Value {
    Value::Array(
        CATALOGUE
            .iter()
            .map(|e| {
                json!({
                    "id": e.id, "name": e.name, "example_game": e.example_game,
                    "example_position": e.example_position, "summary": e.summary,
                })
            })
            .collect(),
    )
}

/// The comparison of two positions (what the CLI prints as text).
pub fn comparison(first: &str, second: &str) -> Result<engine::games::Comparison, Failure> {
    engine::games::compare(first, second).map_err(|e| Failure::engine("compare", e))
}

/// `nimlab compare G H --json`.
pub fn compare(first: &str, second: &str) -> Result<Value, Failure> {
    Ok(serde_json::to_value(comparison(first, second)?).expect("comparisons serialise"))
}

/// The misère quotient's report (what the CLI prints as text); `progress(heap, heaps)` is
/// called after each heap and stops the work with "interrupted" when it returns false.
pub fn quotient_report(
    game_id: &str,
    heaps: usize,
    progress: &mut dyn FnMut(usize, usize) -> bool,
) -> Result<engine::misere::QuotientReport, Failure> {
    let rules = engine::games::quotient_rules(game_id)
        .map_err(|e| Failure { message: format!("quotient of '{game_id}': {e}"), offset: None })?;
    let mut stopped = false;
    let q = engine::misere::quotient(&rules, heaps, &mut |h, n| {
        let go = progress(h, n);
        stopped |= !go;
        go
    });
    if stopped {
        return Err(Failure::new("interrupted"));
    }
    let q = q.map_err(|e| Failure::engine(&format!("{rules} to heap {heaps}"), e))?;
    Ok(q.report())
}

/// `nimlab quotient GAME --heaps N --json`.
pub fn quotient(game_id: &str, heaps: usize) -> Result<Value, Failure> {
    quotient_json(game_id, heaps, &mut |_, _| true)
}

/// [`quotient`] with [`quotient_report`]'s `progress`, for callers that can be interrupted
/// (the Python package's Ctrl-C).
pub fn quotient_json(
    game_id: &str,
    heaps: usize,
    progress: &mut dyn FnMut(usize, usize) -> bool,
) -> Result<Value, Failure> {
    let report = quotient_report(game_id, heaps, progress)?;
    let mut v = serde_json::to_value(&report).expect("quotients serialise");
    // `table` and `period` only when there is one.
    v.as_object_mut().expect("a report is an object").retain(|_, x| !x.is_null());
    Ok(v)
}

/// What `nimlab value` does to the value besides describing it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Transform {
    None,
    /// G cooled by a number t.
    Cool(String),
    /// ∫^t G, t any game.
    Heat(String),
    /// ∫_s^t G, s and t any games.
    Overheat(String, String),
}

impl Transform {
    /// The transform asked for by at most one of `--cool T`, `--heat T` and `--overheat S,T`
    /// (the CLI's options; the Python and JavaScript functions' arguments of the same names,
    /// which `front`'s messages name).
    pub fn from_options(
        front: Front,
        cool: Option<&str>,
        heat: Option<&str>,
        overheat: Option<&str>,
    ) -> Result<Transform, Failure> {
        match (cool, heat, overheat) {
            (None, None, None) => Ok(Transform::None),
            (Some(t), None, None) => Ok(Transform::Cool(t.to_string())),
            (None, Some(t), None) => Ok(Transform::Heat(t.to_string())),
            (None, None, Some(st)) => {
                let (s, t) = split_pair(st).ok_or_else(|| {
                    let arg = front.arg("overheat", &format!("'{st}'"));
                    Failure::new(format!("{arg}: two games S,T are needed, such as 1,1*"))
                })?;
                Ok(Transform::Overheat(s.to_string(), t.to_string()))
            }
            _ => Err(Failure::new(format!(
                "give at most one of {}, {} and {}",
                front.name("cool"),
                front.name("heat"),
                front.name("overheat")
            ))),
        }
    }
}

/// Splits `S,T` at the comma outside braces (forms such as `{1,2|0}` hold commas).
pub fn split_pair(text: &str) -> Option<(&str, &str)> {
    let mut depth = 0i32;
    for (i, c) in text.char_indices() {
        match c {
            '{' => depth += 1,
            '}' => depth -= 1,
            ',' if depth == 0 => return Some((text[..i].trim(), text[i + 1..].trim())),
            _ => {}
        }
    }
    None
}

/// An expression's failure, counting characters where the engine counts bytes.
fn expression_failure(expr: &str, e: EngineError) -> Failure {
    match e {
        EngineError::Parse(p) => {
            let Some(at) = p.at else { return Failure::new(format!("'{expr}': {}", p.message)) };
            let at = at.min(expr.len());
            let column = expr[..at].chars().count() + 1;
            let what = expr[at..].chars().next().map_or("the end of the text".to_string(), |c| format!("'{c}'"));
            Failure { message: format!("'{expr}': {} (at character {column}, {what})", p.message), offset: Some(at) }
        }
        refused => Failure::new(format!("'{expr}': {refused}")),
    }
}

/// The answer to an expression (see `engine::cgt::expr`): `Ok(braces)` for a game, in the
/// braces notation, `Err(judgement)` for a comparison.
pub fn expression(expr: &str) -> Result<Result<String, Box<engine::cgt::expr::Judgement>>, Failure> {
    use engine::cgt::expr::Answer;
    let answer = engine::games::evaluate_expression(expr).map_err(|e| expression_failure(expr, e))?;
    Ok(engine::partizan::with_cgt(|cgt| match answer {
        Answer::Value(g) => Ok(cgt.braces(g)),
        Answer::Comparison(v) => Err(Box::new(cgt.judge(&v))),
    }))
}

/// The canonical form, in braces, of `expr`: an expression of forms and positions
/// (`domineering:3x3`, `{1|{0|-1}}`, `^ + ^ + *`, `3.^`, `{2|1} : 1`); a comparison is
/// refused here.
pub fn value_form(expr: &str) -> Result<String, Failure> {
    expression(expr)?.map_err(|j| Failure::new(format!("'{expr}' is a comparison ({}), not a game", j.sentence)))
}

/// `nimlab value EXPR [--cool T | --heat T | --overheat S,T]`: the value with its theory
/// (`value`, the fields of a partizan solve's `partizan`) and the transformed form
/// (`transformed`: `op`, `by` and `form`, or null); for a comparison (`G >= H`), its answer
/// (`comparison`: `left`, `right`, `op`, `holds`, `relation`, `sentence`).
pub fn value(front: Front, expr: &str, transform: &Transform) -> Result<Value, Failure> {
    use engine::cgt::{Cgt, Dyadic};
    if engine::cgt::loopy::is_loopy_text(expr) {
        if *transform != Transform::None {
            return Err(Failure::new(format!("'{expr}' is a loopy game: cooling and heating are for short games")));
        }
        return loopy_value(expr);
    }
    let braces = match expression(expr)? {
        Ok(braces) => braces,
        Err(judgement) if *transform == Transform::None => {
            return Ok(json!({ "expr": expr, "comparison": judgement }));
        }
        Err(_) => return Err(Failure::new(format!("'{expr}' is a comparison: it has no value to transform"))),
    };
    let v = engine::partizan::value_of_form(&braces).map_err(|e| Failure::engine(&format!("form '{braces}'"), e))?;
    let mut cgt = Cgt::new();
    let g = cgt.parse(&braces).map_err(|e| Failure::engine(&format!("form '{braces}'"), e.into()))?;
    let mut game_of = |flag: &str, text: &str| {
        let arg = front.arg(flag, &format!("'{text}'"));
        cgt.parse(text).map_err(|e| Failure { message: format!("{arg}: {e}"), offset: e.at })
    };
    let (op, by, form) = match transform {
        Transform::None => return Ok(json!({ "expr": expr, "value": v, "transformed": null })),
        Transform::Cool(t) => {
            let x: Dyadic = t.trim().parse().map_err(|_| {
                let arg = front.arg("cool", &format!("'{t}'"));
                Failure::new(format!("{arg}: a number is needed, such as 1 or 3/4"))
            })?;
            ("cool", t.clone(), cgt.cool(g, x))
        }
        Transform::Heat(t) => {
            let tg = game_of("heat", t)?;
            ("heat", t.clone(), cgt.heat(g, tg))
        }
        Transform::Overheat(s, t) => {
            let (sg, tg) = (game_of("overheat", s)?, game_of("overheat", t)?);
            ("overheat", format!("{s},{t}"), cgt.overheat(g, sg, tg))
        }
    };
    let form = cgt.short(form);
    Ok(json!({ "expr": expr, "value": v, "transformed": { "op": op, "by": by, "form": form } }))
}

/// A loopy expression's answer (`engine::cgt::loopy`): `loopy` with the value (`value`: the
/// simplest form of a stopper, or `onside & offside`), `stopper`, each side's text, outcome
/// class and stops, and `play` (who wins the game played on its own, Left first and Right
/// first, endless play a draw; null for a sided value typed as `A & B`); or, for a
/// comparison, `comparison` as for short games.
pub fn loopy_value(expr: &str) -> Result<Value, Failure> {
    use engine::cgt::loopy_report::{report, LoopyAnswer};
    match report(expr).map_err(|e| expression_failure(expr, EngineError::Parse(e)))? {
        LoopyAnswer::Comparison(j) => Ok(json!({ "expr": expr, "comparison": j })),
        LoopyAnswer::Value(v) => Ok(json!({ "expr": expr, "loopy": v })),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn loopy_values_and_comparisons() {
        let v = value(Front::Cli, "{0|pass}", &Transform::None).unwrap();
        assert_eq!(v["loopy"]["value"], "over");
        assert_eq!(v["loopy"]["stopper"], true);
        assert_eq!(v["loopy"]["onside"]["outcome"], "L");
        assert_eq!(v["loopy"]["play"]["right_first"], "Left wins");
        let v = value(Front::Cli, "dud", &Transform::None).unwrap();
        assert_eq!(v["loopy"]["value"], "dud");
        assert_eq!(v["loopy"]["play"]["left_first"], "draw");
        let v = value(Front::Cli, "dud == dud + 1", &Transform::None).unwrap();
        assert_eq!(v["comparison"]["holds"], true);
        let e = value(Front::Cli, "{0|pass", &Transform::None).unwrap_err();
        assert_eq!(e.offset, Some(0));
        assert!(value(Front::Cli, "over", &Transform::Cool("1".into())).is_err());
        // The short path is untouched.
        assert_eq!(value(Front::Cli, "{1|-1}", &Transform::None).unwrap()["value"]["canonical"], "+-1");
    }

    /// A loopy game's sequence: its places' values as text and as data, cut at `to`; a heap
    /// game's whole-number sequence refuses it with where its values are, and the other way
    /// round (the values themselves are checked against retrograde analysis in the engine).
    #[test]
    fn loopy_sequences_and_where_each_kind_is() {
        let v = loopy_sequence_json(Front::Python, "windup:2,1/5", 3).unwrap();
        assert_eq!(v["game"], "windup:1,2/5");
        assert_eq!(v["places"], 5);
        assert_eq!(v["values"], json!(["0", "∞{0}", "∞{0}", "0"]));
        assert_eq!(v["gamma"][2], json!({"infinite": true, "value": null, "k": [0]}));
        let all = loopy_sequence_json(Front::Js, "windup:1,3,4/10", 1_000).unwrap();
        assert_eq!(all["values"].as_array().unwrap().len(), 10);
        assert!(all["values"].as_array().unwrap().iter().any(|t| t == "∞{}"), "{all}");
        let e = sequence_report_with_progress(Front::Python, "windup:1,2/5", 4, &mut |_, _| true).unwrap_err();
        assert!(e.message.contains("nimlab.loopy_sequence(\"windup:1,2/5\", n) gives them"), "{}", e.message);
        let e = sequence_report_with_progress(Front::Js, "windup:1,2/5", 4, &mut |_, _| true).unwrap_err();
        assert!(e.message.contains("loopySequence(\"windup:1,2/5\", to) gives them"), "{}", e.message);
        let e = loopy_sequence_json(Front::Python, "kayles", 4).unwrap_err();
        assert!(e.message.contains("kayles has no loopy value sequence") && e.message.contains("nimlab.sequence"));
        assert!(loopy_sequence_json(Front::Js, "nosuchgame", 4).is_err());
    }

    #[test]
    fn value_of_a_form_and_a_position() {
        let v = value(Front::Cli, "^*", &Transform::None).unwrap();
        assert_eq!(v["value"]["theory"]["atomic_weight"], "1");
        assert!(v["transformed"].is_null());
        // Domineering 2x2 is ±1 = {1|-1}; heated by 1 it is {1 + 1 | -1 - 1} = ±2.
        let v = value(Front::Cli, "domineering:2x2", &Transform::Heat("1".into())).unwrap();
        assert_eq!(v["value"]["canonical"], "+-1");
        assert_eq!(v["transformed"]["form"], "+-2");
        let v = value(Front::Cli, "{2|-1}", &Transform::Cool("1".into())).unwrap();
        assert_eq!(v["transformed"]["form"], "{1|0}");
        let v = value(Front::Cli, "1/2", &Transform::Overheat("1".into(), "1".into())).unwrap();
        assert_eq!(v["transformed"]["form"], "{1|0}");
    }

    /// The outcome search against the canonical solve on random small boards: the class from
    /// both searches, and every move's proof against the class of the position it reaches.
    #[test]
    fn the_outcome_search_proves_what_canonical_forms_say_on_random_boards() {
        let mut seed = 0x9E37_79B9_7F4A_7C15u64;
        let mut next = move || {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            seed
        };
        let mut moves = 0;
        // Boards within what each game values as canonical forms (Clobber: 14 stones).
        for (game, cells, most) in [("domineering", "..#.", (4, 5)), ("clobber", "xo.x", (3, 4))] {
            for _ in 0..40 {
                let (rows, cols) = (1 + next() % most.0, 1 + next() % most.1);
                let board: Vec<String> = (0..rows)
                    .map(|_| (0..cols).map(|_| cells.as_bytes()[(next() % 4) as usize] as char).collect())
                    .collect();
                let pos = board.join("/");
                let solved = solve(game, &pos, false).unwrap();
                let found = search_outcome_json(Front::Cli, game, &pos, None, None, None, true, &mut |_| true).unwrap();
                assert_eq!(found["outcome"], solved["outcome"], "{game} {pos}");
                for (side, class) in [("left", "L"), ("right", "R")] {
                    let theirs = solved["moves"].as_array().unwrap().iter().filter(|m| m["side"] == side);
                    let ours = found[side]["moves"].as_array().unwrap();
                    for (m, t) in ours.iter().zip(theirs) {
                        assert_eq!(m["move"], t["move"], "{game} {pos}");
                        let wins = t["outcome"] == "P" || t["outcome"] == class;
                        assert_eq!(m["wins"].as_bool(), Some(wins), "{game} {pos} {m}");
                        moves += 1;
                    }
                }
            }
        }
        assert!(moves > 300, "only {moves} moves checked");
    }

    #[test]
    fn too_large_is_told_from_other_refusals() {
        let e = solve("domineering", "8x8", false).unwrap_err();
        assert!(too_large_for_forms(&e) && is_partizan("domineering", "8x8"), "{}", e.message);
        let e = solve("domineering", "3y3", false).unwrap_err();
        assert!(!too_large_for_forms(&e), "{}", e.message);
        assert!(!is_partizan("nim", "3,4"));
    }

    #[test]
    fn bad_input_names_what_is_wrong() {
        let e = value(Front::Cli, "{1|", &Transform::None).unwrap_err();
        assert!(e.message.starts_with("'{1|': '{' is never closed"), "{}", e.message);
        assert_eq!(e.offset, Some(0), "the brace never closed");
        let e = value(Front::Cli, "*", &Transform::Cool("x".into())).unwrap_err();
        assert!(e.message.contains("--cool 'x'"), "{}", e.message);
        assert_eq!(split_pair("{1,2|0},1*"), Some(("{1,2|0}", "1*")));
    }

    /// Each caller's messages name its own arguments, and only the CLI's name flags.
    #[test]
    fn messages_name_the_callers_arguments() {
        let said = |front: Front| -> Vec<String> {
            let mut out = vec![
                value(front, "*", &Transform::Cool("x".into())).unwrap_err().message,
                value(front, "*", &Transform::Heat("{1".into())).unwrap_err().message,
                value(front, "*", &Transform::Overheat("1".into(), "{".into())).unwrap_err().message,
                Transform::from_options(front, Some("1"), Some("1"), None).unwrap_err().message,
                Transform::from_options(front, None, None, Some("1")).unwrap_err().message,
                search_outcome_json(front, "nim", "3", None, None, None, false, &mut |_| true).unwrap_err().message,
            ];
            out.push(sequence_report_with_progress(front, "kayles", usize::MAX, &mut |_, _| true).unwrap_err().message);
            out
        };
        let cli = said(Front::Cli);
        assert_eq!(cli[0], "--cool 'x': a number is needed, such as 1 or 3/4");
        assert_eq!(cli[3], "give at most one of --cool, --heat and --overheat");
        assert!(cli[5].ends_with("leave out --outcome"), "{}", cli[5]);
        let python = said(Front::Python);
        assert_eq!(python[0], "cool='x': a number is needed, such as 1 or 3/4");
        assert!(python[1].starts_with("heat='{1': "), "{}", python[1]);
        assert!(python[2].starts_with("overheat='{': "), "{}", python[2]);
        assert_eq!(python[3], "give at most one of cool=, heat= and overheat=");
        assert_eq!(python[4], "overheat='1': two games S,T are needed, such as 1,1*");
        assert!(python[5].ends_with("call nimlab.solve instead"), "{}", python[5]);
        assert!(python[6].starts_with(&format!("n={} is too large for kayles", usize::MAX)), "{}", python[6]);
        let js = said(Front::Js);
        assert_eq!(js[0], "cool: 'x': a number is needed, such as 1 or 3/4");
        assert_eq!(js[3], "give at most one of cool, heat and overheat");
        assert!(js[6].starts_with(&format!("to: {} is too large", usize::MAX)), "{}", js[6]);
        for m in python.iter().chain(&js) {
            assert!(!m.contains("--"), "a flag in a package's message: {m}");
        }
        // The same refusals, worded three ways: the text after the argument is the CLI's.
        for i in [0, 1, 2, 4, 6] {
            let (c, p) = (&cli[i], &python[i]);
            assert_eq!(c.split_once(": ").map(|x| x.1), p.split_once(": ").map(|x| x.1), "{c} / {p}");
        }
        assert_eq!(split_pair("1"), None);
    }
}
