//! The play page of a partizan game: Left or Right to move, the moves of the side to move
//! shaded winning or losing for it and labelled with the value they reach, the value panel
//! (canonical form, outcome class, stops, mean, temperature), the thermograph and the working.
//! The line of play, edits and switches are a reducer ([`state`]); this file draws it.

mod cooling;
mod graph_editor;
mod state;
mod thermograph;

use std::rc::Rc;

use engine::board::{Board, CellsMove, EditSpec, GridEdit};
use engine::value::OutcomeReport;
use engine::vocab::{Side, Spot};
use engine::{MoveReport, Outcome, Solution};
use gloo_timers::callback::Timeout;
use yew::prelude::*;

use crate::board::{BoardView, LastMove, Placed};
use crate::client::use_job;
use crate::errors::{error_with_text, stopped_view};
use crate::job::PtrEq;
pub use crate::partizan_panels::{class_words, ValuePanel, WorkingPanel};
use crate::partizan_panels::{side_name, side_radios};
use crate::protocol::{ErrorKind, JobError, SearchOutcome, Solve};
use crate::route::Route;
use crate::share::copy_and_lesson_buttons;
use crate::util::{replace_hash, thousands};
pub use cooling::CooledThermograph;
use state::{Action, PartizanState};
pub use thermograph::Thermograph;

#[derive(Properties, PartialEq)]
pub struct PartizanProps {
    pub game: String,
    pub name: String,
    /// The canonical starting position.
    pub position: String,
    /// Who moves first (the link's `side=`).
    #[prop_or(Side::Left)]
    pub side: Side,
    /// The link hides the answers until Reveal is pressed.
    #[prop_or_default]
    pub hidden: bool,
    /// What Left and Right are in this game (e.g. "vertical dominoes"), when it says.
    #[prop_or_default]
    pub sides: Option<(String, String)>,
    #[prop_or_default]
    pub has_table: bool,
    /// How the board is edited (square by square, or edge by edge), for a game that allows it.
    #[prop_or_default]
    pub edit: Option<EditSpec>,
}

/// Whether the side to move wins from a position of this outcome class.
pub fn mover_wins(outcome: Outcome, side: Side) -> bool {
    outcome == Outcome::N || outcome == side.class()
}

/// The status line of a solved position for the side to move.
fn verdict(sol: &Solution, side: Side, names: &Option<(String, String)>) -> (bool, String) {
    let mover = side_name(side, names);
    let wins = mover_wins(sol.outcome, side);
    let can_move = sol.moves.iter().any(|m| m.side == Some(side));
    let text = match (can_move, wins) {
        (false, _) => format!("{mover} to move cannot move: {} wins.", side_name(side.other(), names)),
        (true, true) => format!("{mover} to move wins with best play."),
        (true, false) => format!("{mover} to move loses with best play."),
    };
    (wins, text)
}

/// How long the outcome search of a position too large for its value runs by itself, in
/// milliseconds; "Search further" goes on until it is proved or stopped. Long enough for 8x8
/// Domineering's first proved move (about 8 s of the worker's time on a loaded 2-core machine,
/// docs/benchmarks.md), so that a class sees it shaded without asking; bounded, so that a
/// board too large to prove does not keep a phone busy for long.
const AUTO_SEARCH_MS: f64 = 15_000.0;

/// What the computer does now.
#[derive(Clone, Debug, PartialEq)]
enum Plan {
    /// Nothing: not its turn, or the solve is still running.
    Wait,
    /// This move with its words, proved best (a proved win, or perfect play in a solved
    /// position) or not.
    Play(Box<(MoveReport, String)>, bool),
    /// An outcome search for its time budget in the worker.
    Think,
}

#[component]
pub fn PartizanPage(p: &PartizanProps) -> Html {
    let state = use_reducer({
        let (position, side, hidden) = (p.position.clone(), p.side, p.hidden);
        move || PartizanState::new(position, side, hidden)
    });
    let job = use_job::<Solve>();
    // The board alone at once (while the solve runs, or when it is refused) ...
    let board_job = use_job::<SearchOutcome>();
    // ... and who wins, move by move, when the value is refused.
    let search = use_job::<SearchOutcome>();
    // The computer's own search for its move.
    let thinker = use_job::<SearchOutcome>();
    let solution: Option<Rc<Solution>> = job.state().done().cloned();
    let position = state.position().to_string();
    let side = state.to_move();
    use_position_jobs(p, &state, &job, &board_job, &search, &thinker);
    {
        // The link keeps the position, who moves and whether the answers are hidden.
        let game = p.game.clone();
        use_effect_with((position.clone(), side, state.hidden), move |(position, side, hidden)| {
            let route = Route::Play { game, position: position.clone(), misere: false, hidden: *hidden, side: *side };
            replace_hash(&route.to_hash());
        });
    }
    // Every report, whole or partial, adds what it proved to what the page knows.
    use_learn(&state, &board_job);
    use_learn(&state, &search);
    use_learn(&state, &thinker);
    use_auto_search(p, &state, &job, &search);
    let known = state.known().cloned();
    let plan = computer_plan(&state, &job, solution.as_deref(), known.as_deref(), &thinker);
    use_computer(p, &state, &search, &thinker, plan.clone());
    crate::util::use_undo_redo_hint(&state, || Action::Undo, || Action::Redo, || Action::Hint);

    let dispatch = |make: fn() -> Action| {
        let state = state.clone();
        Callback::from(move |_: MouseEvent| state.dispatch(make()))
    };
    let (hint, hint_note) = hint_of(p, &state, solution.as_deref(), known.as_deref());
    let (status, search_lines) = status_view(p, &state, &job, &search, solution.as_deref(), known.as_deref());
    let board = board_view(p, &state, solution.as_deref(), known.as_deref(), hint);
    // An atomic-weight quiz is offered from a position that has one (an all-small game's).
    let all_small =
        solution.as_ref().and_then(|s| s.partizan.as_ref()).is_some_and(|v| v.theory.atomic_weight.is_some());
    let has_answer = solution.is_some() || known.is_some();
    let controls = controls_view(p, &state, job.state().error().is_none(), all_small, has_answer);
    let last = state.last_move().map(|(by, text, words)| {
        let what = crate::words::with_text(words, text);
        let whose = match state.last_by_computer() {
            Some(true) => " (the computer: a move proved best)".to_string(),
            Some(false) => format!(" (the computer: the best it found in {}, not proven)", level_words(state.level_ms)),
            None => String::new(),
        };
        format!("Last move: {} played {what}{whose}.", side_name(by, &p.sides))
    });
    let thinking = (plan == Plan::Think && thinker.state().running()).then(|| {
        let (done, _) = thinker.state().progress();
        html! {
            <p class="note" data-testid="computer-thinking" aria-live="polite">
                { format!("The computer ({}) is thinking for up to {}… ", side_name(side, &p.sides), level_words(state.level_ms)) }
                <progress aria-label="the computer's search in the worker"></progress>
                if done > 0 { { format!(" {} {}", thousands(done), if done == 1 { "position" } else { "positions" }) } }
            </p>
        }
    });
    let panels = solution.as_ref().filter(|_| state.answers_shown()).and_then(|sol| {
        let words = Rc::new(crate::words::option_words(&sol.board, &sol.moves));
        sol.partizan.clone().map(|v| (sol.outcome, v, words))
    });

    // Until the board is drawn, what follows it is laid out but not shown, so that the board's
    // arrival moves nothing visible.
    let drawn = state.editing || solution.is_some() || known.as_ref().is_some_and(|k| k.position == position);
    let failed = board_job.state().error().is_some() && job.state().error().is_some();
    let loading = !drawn && !failed;
    // The section's children are the same at every step (what comes and goes is kept inside a
    // box): Yew matches unkeyed children from the end, and one child more or less made it
    // build the controls again, a layout shift Lighthouse counted.
    html! {
        <section class={classes!("play", "partizan", loading.then_some("loading"))}>
            <h2>{ &p.name }<span class="position-text">{ format!(" position {position}") }</span></h2>
            { side_choice(p, &state) }
            { status }
            <div class="play-notes">
                { for thinking }
                if let Some(note) = hint_note {
                    <p class="note" data-testid="hint-note" aria-live="polite">{ note }</p>
                }
            </div>
            <p class="last-move" data-testid="last-move" aria-live="polite">{ last.unwrap_or_default() }</p>
            <div class="board-and-model">{ board }</div>
            <div class="search-lines">{ search_lines }</div>
            { controls }
            <div class="answers">
            if state.hidden && !state.revealed {
                <p class="note" data-testid="answers-hidden">
                    { "The answers are hidden: who wins, the values of the moves, the thermograph and the working show after " }
                    <button onclick={dispatch(|| Action::Reveal)} data-testid="reveal-below">{ "Reveal" }</button>
                </p>
            }
            if let Some((outcome, v, words)) = panels {
                <ValuePanel value={Rc::new((*v).clone())} {outcome} />
                <crate::value_theory::TheoryPanel theory={Rc::new(v.theory.clone())} canonical={v.canonical.clone()} />
                <CooledThermograph value={Rc::new((*v).clone())} />
                <WorkingPanel working={Rc::new(v.working.clone())} {words} />
                <p class="links"><a class="button" href={Route::Value { form: format!("{}:{position}", p.game) }.to_hash()}
                    data-testid="open-value-calculator">{ "Open in the value calculator" }</a></p>
                <p class="legend">
                    <span class="move win demo">{ "✓" }</span>{ " a winning move for the side to move, with the value it reaches " }
                    <span class="move lose demo">{ "✗" }</span>{ " a losing move" }
                </p>
            } else if solution.is_none() && known.is_some() && state.answers_shown() {
                <p class="legend">
                    <span class="move win demo">{ "✓" }</span>{ " proved winning for the side to move " }
                    <span class="move lose demo">{ "✗" }</span>{ " proved losing " }
                    <span class="move unproved demo">{ "?" }</span>{ " not yet proved" }
                </p>
            }
            </div>
        </section>
    }
}

/// For each position and side shown: the board alone, and (for a new position) its solve; a
/// search of the position left is stopped.
#[hook]
fn use_position_jobs(
    p: &PartizanProps,
    state: &PartizanState,
    job: &crate::client::UseJob<Solve>,
    board_job: &crate::client::UseJob<SearchOutcome>,
    search: &crate::client::UseJob<SearchOutcome>,
    thinker: &crate::client::UseJob<SearchOutcome>,
) {
    let (position, side) = (state.position().to_string(), state.to_move());
    let solved_at = use_mut_ref(|| None::<String>);
    {
        let (job, search, thinker, board_job) = (job.clone(), search.clone(), thinker.clone(), board_job.clone());
        let game = p.game.clone();
        use_effect_with((position.clone(), side), move |(position, side)| {
            let moved = solved_at.borrow().as_deref() != Some(position.as_str());
            if moved {
                // The old position's solve is not sent again to a fresh worker below.
                job.fail(JobError::new(ErrorKind::Cancelled, "another position"));
            }
            // A long search of the last position would hold up the worker: it is stopped.
            if search.in_flight().is_some() {
                search.cancel();
            }
            if thinker.in_flight().is_some() {
                thinker.cancel();
            }
            board_job.run(SearchOutcome {
                game: game.clone(),
                position: position.clone(),
                side: *side,
                budget_ms: None,
                nodes: Some(1),
            });
            if moved {
                *solved_at.borrow_mut() = Some(position.clone());
                job.run(Solve { game, position: position.clone(), misere: false });
            }
        });
    }
}

/// A position too large for its value: who wins is searched for a while by itself (not on
/// the computer's turn, whose own search goes first).
#[hook]
fn use_auto_search(
    p: &PartizanProps,
    state: &PartizanState,
    job: &crate::client::UseJob<Solve>,
    search: &crate::client::UseJob<SearchOutcome>,
) {
    let (position, side) = (state.position().to_string(), state.to_move());
    // The refusal is of the shown position's solve (not the last one's, before the position's effect
    // has sent the next).
    let refused = job.state().error().is_some_and(|e| e.kind == ErrorKind::Refused)
        && job.last().is_some_and(|j| j.position == position);
    {
        // A position too large for its value: who wins is searched for a while by itself.
        let search = search.clone();
        let game = p.game.clone();
        let go = refused && !state.computer_to_move() && !state.editing;
        use_effect_with((position.clone(), side, go), move |(position, side, go)| {
            if *go {
                search.run(SearchOutcome {
                    game,
                    position: position.clone(),
                    side: *side,
                    budget_ms: Some(AUTO_SEARCH_MS),
                    nodes: None,
                });
            }
        });
    }
}

/// A computer level's time in words: "0.2 s", "1 s".
fn level_words(ms: u32) -> String {
    format!("{} s", ms as f64 / 1000.0)
}

/// What the computer does in the shown position: a solved position's winning move (any of its
/// moves when none wins), a proved winning move, or the best its search finds in its time.
fn computer_plan(
    state: &PartizanState,
    job: &crate::client::UseJob<Solve>,
    solution: Option<&Solution>,
    known: Option<&OutcomeReport>,
    thinker: &crate::client::UseJob<SearchOutcome>,
) -> Plan {
    if !state.computer_to_move() {
        return Plan::Wait;
    }
    let side = state.to_move();
    if let Some(sol) = solution {
        return match state::perfect_move(&sol.moves, side, random_index) {
            Some(m) => Plan::Play(Box::new((m.clone(), crate::words::move_words(&sol.board, m))), true),
            None => Plan::Wait,
        };
    }
    let refused = job.state().error().is_some_and(|e| matches!(e.kind, ErrorKind::Refused | ErrorKind::Cancelled))
        && job.last().is_some_and(|j| j.position == state.position());
    if !refused {
        return Plan::Wait;
    }
    let to_move = |r: &OutcomeReport| r.position == state.position() && r.to_move == side;
    let pick = |r: &OutcomeReport, proven: bool| {
        r.best.and_then(|i| state::proof_moves(r).into_iter().nth(i)).map(|m| {
            let words = crate::words::move_words(&r.board, &m);
            Plan::Play(Box::new((m, words)), proven)
        })
    };
    if let Some(k) = known.filter(|k| to_move(k) && k.wins == Some(true)) {
        return pick(k, true).unwrap_or(Plan::Wait);
    }
    if let Some(done) = thinker.state().done().filter(|r| to_move(r)) {
        let merged = match known {
            Some(k) => state::merge(k, done),
            None => state::merge(done, done),
        };
        if merged.moves.is_empty() {
            return Plan::Wait;
        }
        return pick(&merged, merged.wins == Some(true)).unwrap_or(Plan::Wait);
    }
    if thinker.state().error().is_some() && thinker.last().is_some_and(|j| j.position == state.position()) {
        return Plan::Wait;
    }
    if known.is_some_and(|k| to_move(k) && k.moves.is_empty()) {
        return Plan::Wait;
    }
    Plan::Think
}

/// Carries out the computer's plan: a move after half a second (so it is seen), or its search.
#[hook]
fn use_computer(
    p: &PartizanProps,
    state: &UseReducerHandle<PartizanState>,
    search: &crate::client::UseJob<SearchOutcome>,
    thinker: &crate::client::UseJob<SearchOutcome>,
    plan: Plan,
) {
    let state = state.clone();
    let (search, thinker) = (search.clone(), thinker.clone());
    let game = p.game.clone();
    let deps = (state.position().to_string(), state.to_move(), state.level_ms, plan);
    use_effect_with(deps, move |(position, side, level_ms, plan)| {
        let mut timer = None;
        match plan {
            Plan::Wait => {}
            Plan::Play(m, proven) => {
                let (state, (m, words), proven) = (state.clone(), (**m).clone(), *proven);
                timer = Some(Timeout::new(500, move || {
                    if !state.computer_to_move() {
                        return;
                    }
                    state.dispatch(Action::Play { text: m.text, words, to: m.to, spot: m.spot, computer: Some(proven) })
                }));
            }
            Plan::Think => {
                // Its search goes first: a long search of the position is stopped (what it
                // proved is kept).
                if search.in_flight().is_some() {
                    search.cancel();
                }
                if thinker.in_flight().is_none() {
                    thinker.run(SearchOutcome {
                        game,
                        position: position.clone(),
                        side: *side,
                        budget_ms: Some(*level_ms as f64),
                        nodes: None,
                    });
                }
            }
        }
        move || drop(timer)
    });
}

/// Adds what a search's newest report (whole or partial) proved to what the page knows.
#[hook]
fn use_learn(state: &UseReducerHandle<PartizanState>, source: &crate::client::UseJob<SearchOutcome>) {
    let st = source.state();
    let newest = st.done().or(st.partial.as_ref()).cloned();
    let state = state.clone();
    use_effect_with(newest.map(PtrEq), move |r| {
        if let Some(PtrEq(r)) = r {
            state.dispatch(Action::Learned(r.clone()));
        }
    });
}

/// The hinted move's text and the hint's words: a solved position's winning move, or the
/// outcome search's best (said to be unproved when it is).
fn hint_of(
    p: &PartizanProps,
    state: &PartizanState,
    solution: Option<&Solution>,
    known: Option<&OutcomeReport>,
) -> (Option<String>, Option<String>) {
    if !state.hint || !state.answers_shown() {
        return (None, None);
    }
    let mover = side_name(state.to_move(), &p.sides);
    if let Some(sol) = solution {
        return match state::perfect_move(&sol.moves, state.to_move(), |_| 0) {
            Some(m) if m.winning => (Some(m.text.clone()), Some(format!("Hint: {} wins for {mover}.", m.text))),
            Some(_) => (None, Some(format!("Hint: no move wins for {mover}; every move loses against best play."))),
            None => (None, Some(format!("Hint: {mover} has no move."))),
        };
    }
    let Some(k) = known.filter(|k| k.position == state.position()) else {
        return (None, Some("Hint: nothing is known about this position yet.".into()));
    };
    match k.best.and_then(|i| k.moves.get(i)) {
        Some(m) if m.wins == Some(true) => {
            (Some(m.text.clone()), Some(format!("Hint: {} is proved to win for {mover}.", m.text)))
        }
        Some(m) => (
            Some(m.text.clone()),
            Some(format!("Hint: {} is the best move found so far for {mover}, not proved to win.", m.text)),
        ),
        None => (None, Some(format!("Hint: {mover} has no move."))),
    }
}

/// A random index below `k` (the computer's choice among equally good moves).
fn random_index(k: usize) -> usize {
    (js_sys::Math::random() * k as f64) as usize
}

/// The Left/Right choice of who moves now.
fn side_choice(p: &PartizanProps, state: &UseReducerHandle<PartizanState>) -> Html {
    let chosen = state.to_move();
    let state = state.clone();
    let onchange = Callback::from(move |s: Side| state.dispatch(Action::SetSide(s)));
    side_radios("side", chosen, &p.sides, onchange)
}

/// Who wins, the hidden-answer prompt, or why the position cannot be shown with a way on (Retry,
/// or the editor to make the board smaller); and, for below the board, why a value is not shown
/// and the outcome search's progress. A position whose value is refused (too large) or whose
/// solve was stopped says what its outcome search proved. The search's lines go below the
/// board so that their arrival after the board moves nothing a phone shows first.
fn status_view(
    p: &PartizanProps,
    state: &UseReducerHandle<PartizanState>,
    job: &crate::client::UseJob<Solve>,
    search: &crate::client::UseJob<SearchOutcome>,
    solution: Option<&Solution>,
    known: Option<&OutcomeReport>,
) -> (Html, Html) {
    let side = state.to_move();
    let mover = side_name(side, &p.sides);
    let edit_way = (editable(p.edit, state.position()) && !state.editing).then(|| {
        let state = state.clone();
        let onclick = Callback::from(move |_: MouseEvent| state.dispatch(Action::ToggleEditing));
        html! { <button {onclick} data-testid="edit-after-error">{ "Edit the board" }</button> }
    });
    let reveal = |mover: &str| {
        let state = state.clone();
        let onclick = Callback::from(move |_: MouseEvent| state.dispatch(Action::Reveal));
        html! {
            <div class="status hidden-answer" data-testid="status" data-outcome="hidden" aria-live="polite">
                <span class="status-shape" aria-hidden="true">{ "?" }</span>
                { format!("{mover} to move. Who wins? ") }
                <button {onclick} data-testid="reveal">{ "Reveal" }</button>
            </div>
        }
    };
    match (solution, job.state().error()) {
        (_, Some(e)) if e.kind == ErrorKind::Stopped => (
            html! {
                <div class="status error" data-testid="status" data-outcome="error">
                    { stopped_view(e, job.on_retry()) }{ edit_way }
                </div>
            },
            html! {},
        ),
        (_, Some(e)) if e.kind == ErrorKind::Cancelled => (
            html! {
                <div class="status error" data-testid="status" data-outcome="error" role="alert">
                    { "The value was not found: its search was stopped. " }
                    <button onclick={job.on_retry()} data-testid="retry">{ "Find the value again" }</button>
                    { edit_way }
                </div>
            },
            html! {
                <>
                    <p class="note">{ "Or search who wins move by move: a move is shaded only once it is proved." }</p>
                    { search_view(p, state, search, known) }
                </>
            },
        ),
        (_, Some(e)) if e.kind == ErrorKind::Refused => {
            let why = html! {
                <>{ "Its value (canonical form) is not found: " }{ error_with_text(e, state.position()) }{ ". " }</>
            };
            let status = if state.answers_shown() { outcome_status(p, state, known) } else { reveal(&mover) };
            (
                status,
                html! {
                    <>
                        <p class="note" data-testid="too-large">
                            { why }{ "Who wins is searched move by move instead: a move is shaded only once it is proved. " }
                            { edit_way }
                        </p>
                        { search_view(p, state, search, known) }
                    </>
                },
            )
        }
        (_, Some(e)) => (error_view(e, state.position(), job.on_retry(), edit_way), html! {}),
        (Some(_), None) if !state.answers_shown() => (reveal(&mover), html! {}),
        (Some(sol), None) => {
            let (wins, text) = verdict(sol, side, &p.sides);
            let (look, shape) = if wins { ("win", "✓") } else { ("lose", "✗") };
            let status = html! {
                <div class={classes!("status", look)} data-testid="status" data-outcome={look} aria-live="polite">
                    <span class="status-shape" aria-hidden="true">{ shape }</span>{ text }
                </div>
            };
            (status, html! {})
        }
        (None, None) => (pending_view(job), html! {}),
    }
}

/// What the outcome searches proved about the shown position, in one sentence.
fn outcome_status(p: &PartizanProps, state: &PartizanState, known: Option<&OutcomeReport>) -> Html {
    let side = state.to_move();
    let (mover, other) = (side_name(side, &p.sides), side_name(side.other(), &p.sides));
    let (look, text) = match known {
        Some(k) => state::known_sentence(k, &mover, &other),
        None => ("unknown", format!("Not yet known who wins with {mover} to move.")),
    };
    let shape = match look {
        "win" => "✓",
        "lose" => "✗",
        _ => "?",
    };
    html! {
        <div class={classes!("status", look)} data-testid="status" data-outcome={look} aria-live="polite">
            <span class="status-shape" aria-hidden="true">{ shape }</span>{ text }
        </div>
    }
}

/// The outcome search under way (positions, depth, best move so far, Stop), or how far it got
/// with "Search further".
fn search_view(
    p: &PartizanProps,
    state: &UseReducerHandle<PartizanState>,
    search: &crate::client::UseJob<SearchOutcome>,
    known: Option<&OutcomeReport>,
) -> Html {
    let st = search.state();
    let analysing = st.running();
    let shown = state.answers_shown();
    let sofar = st.partial.as_deref().filter(|r| r.position == state.position() && r.to_move == state.to_move());
    let best = known.and_then(|k| k.best.and_then(|i| k.moves.get(i))).filter(|_| shown).map(|m| {
        let how = match m.wins {
            Some(true) => "proved winning",
            _ => "not proved",
        };
        format!("; best move so far {} ({how})", m.text)
    });
    if analysing {
        let onstop = {
            let search = search.clone();
            Callback::from(move |_: MouseEvent| search.cancel())
        };
        let (nodes, depth) = sofar.map(|r| (r.nodes, r.depth)).unwrap_or((0, 0));
        return html! {
            <div class="search-progress" data-testid="outcome-search" data-running="true" aria-live="polite">
                { "Searching who wins… " }<progress aria-label="the outcome search in the worker"></progress>
                <span data-testid="search-progress" data-nodes={nodes.to_string()}>
                    { format!(" {} positions, depth {depth}{} ", thousands(nodes as usize), best.unwrap_or_default()) }
                </span>
                <button onclick={onstop} data-testid="stop-search" title="stop; what was proved is kept">{ "Stop" }</button>
            </div>
        };
    }
    if known.is_some_and(|k| k.complete) {
        return html! {};
    }
    let onfurther = {
        let (search, game) = (search.clone(), p.game.clone());
        let (position, side) = (state.position().to_string(), state.to_move());
        Callback::from(move |_: MouseEvent| {
            search.run(SearchOutcome {
                game: game.clone(),
                position: position.clone(),
                side,
                budget_ms: None,
                nodes: None,
            })
        })
    };
    let done = st
        .partial
        .as_deref()
        .or(st.done().map(|r| &**r))
        .filter(|r| r.nodes > 1 && r.position == state.position() && r.to_move == state.to_move());
    html! {
        <div class="search-progress" data-testid="outcome-search" data-running="false">
            if let Some(r) = done {
                { format!("Searched {} positions to depth {}{}. ", thousands(r.nodes as usize), r.depth, best.unwrap_or_default()) }
            }
            <button onclick={onfurther} data-testid="search-further" disabled={state.computer_to_move()}
                title="search on until every move is proved, or Stop">{ "Search further" }</button>
        </div>
    }
}

/// A refused or failed solve: the message pointing into the position, and the ways on.
fn error_view(e: &JobError, position: &str, onretry: Callback<MouseEvent>, edit_way: Option<Html>) -> Html {
    let retry = (e.kind != ErrorKind::Input).then(|| {
        html! { <button onclick={onretry} data-testid="retry">{ "Retry" }</button> }
    });
    html! {
        <div class="status error" data-testid="status" data-outcome="error" role="alert">
            { "This position cannot be shown: " }{ error_with_text(e, position) }
            <p class="controls">
                { retry }{ edit_way }
                <a class="button" href="#/">{ "Back to the catalogue" }</a>
            </p>
        </div>
    }
}

/// The search under way, with its count and a Stop button.
fn pending_view(job: &crate::client::UseJob<Solve>) -> Html {
    let onstop = {
        let job = job.clone();
        Callback::from(move |_: MouseEvent| job.cancel())
    };
    // A long search reports the positions valued so far, out of the most a request may value.
    let (done, total) = job.state().progress();
    html! {
        <div class="status pending" data-testid="status" data-outcome="pending" aria-live="polite">
            { "Finding the value… " }
            if done > 0 {
                <progress aria-label="positions valued in the worker" max={total.to_string()} value={done.to_string()}></progress>
                <span data-testid="solve-progress" data-done={done.to_string()}>
                    { format!(" {} positions valued (at most {}) ", thousands(done), thousands(total)) }
                </span>
            } else {
                <progress aria-label="valuing in the worker"></progress>
            }
            <button onclick={onstop} data-testid="stop-solve">{ "Stop" }</button>
        </div>
    }
}

/// Whether the game's editor can draw this position (a grid editor cannot draw a graph).
fn editable(edit: Option<EditSpec>, position: &str) -> bool {
    match edit {
        Some(EditSpec::Grid(spec)) => spec.edits(position),
        Some(EditSpec::Graph(_)) => true,
        None => false,
    }
}

/// The board: the editor while editing, otherwise the solved board with the side to move's
/// moves (their values only while the answers are shown), or, without a solution, the board of
/// the outcome search with its moves shaded where proved.
fn board_view(
    p: &PartizanProps,
    state: &UseReducerHandle<PartizanState>,
    solution: Option<&Solution>,
    known: Option<&OutcomeReport>,
    hint: Option<String>,
) -> Html {
    let onedit = {
        let state = state.clone();
        Callback::from(move |to: String| state.dispatch(Action::Edit(to)))
    };
    let side = state.to_move();
    let shown = state.answers_shown();
    let (board, moves): (Board, Vec<MoveReport>) = match (solution, known, p.edit.filter(|_| state.editing)) {
        (_, _, Some(EditSpec::Graph(spec))) => {
            return html! { <graph_editor::GraphEditor {spec} position={state.position().to_string()} {onedit} /> }
        }
        (_, _, Some(EditSpec::Grid(spec))) => return grid_editor(p, spec, &spec.rows_of(state.position()), onedit),
        (Some(sol), _, _) => (
            sol.board.clone(),
            sol.moves
                .iter()
                .filter(|m| m.side == Some(side))
                // Hidden answers leave nothing to read in the page, not even in attributes.
                .map(|m| if shown { m.clone() } else { MoveReport { canonical: None, braces: None, ..m.clone() } })
                .collect(),
        ),
        (None, Some(k), _) if k.position == state.position() => {
            let mut moves = state::proof_moves(k);
            if !shown {
                for m in &mut moves {
                    *m = crate::board::unproved_move(m.text.clone(), m.to.clone(), m.spot.clone(), side, None);
                }
            }
            (k.board.clone(), moves)
        }
        _ => return html! { <div class="board placeholder"></div> },
    };
    let onplay = {
        let (state, board) = (state.clone(), board.clone());
        Callback::from(move |m: MoveReport| {
            if state.computer_to_move() {
                return;
            }
            let words = crate::words::move_words(&board, &m);
            state.dispatch(Action::Play { text: m.text, words, to: m.to, spot: m.spot, computer: None })
        })
    };
    let placed = Rc::new(placed_pieces(&board, state));
    let last = state.last_spot().map(|(spot, text)| LastMove { spot: spot.clone(), text: text.to_string() });
    html! {
        <BoardView game={p.game.clone()} {board} moves={Rc::new(moves)}
            shading={shown && state.shading} {hint} locked={state.computer_to_move()} {onplay} {placed} {last} />
    }
}

/// The pieces put down since the board was last set up, each drawn as its side's, on a grid
/// whose moves put pieces down (a stone moved leaves nothing behind).
fn placed_pieces(board: &Board, state: &PartizanState) -> Vec<Placed> {
    match board {
        Board::Grid { look, .. } if look.cells_move == CellsMove::Place => state
            .moves_on_board()
            .into_iter()
            .filter_map(|(by, spot)| match spot {
                Spot::Cells { cells, .. } => Some(Placed { cells: cells.clone(), side: Some(by) }),
                _ => None,
            })
            .collect(),
        _ => Vec::new(),
    }
}

/// The grid editor: a click on a square changes it to the next character of the game's cycle;
/// rows and columns are added or taken away within the game's bounds.
fn grid_editor(p: &PartizanProps, spec: GridEdit, rows: &[String], onedit: Callback<String>) -> Html {
    let moves: Vec<MoveReport> = rows
        .iter()
        .enumerate()
        .flat_map(|(r, row)| (0..row.chars().count()).map(move |c| (r, c)))
        .map(|(row, col)| MoveReport {
            text: format!("change {}", crate::words::square_words(row, col)),
            to: spec.cycled(rows, row, col),
            outcome: Outcome::P,
            grundy: None,
            remoteness: None,
            winning: false,
            spot: Spot::Square { piece: 0, row, col },
            side: None,
            canonical: None,
            braces: None,
        })
        .collect();
    let onplay = {
        let onedit = onedit.clone();
        Callback::from(move |m: MoveReport| onedit.emit(m.to))
    };
    let board = Board::Grid { rows: rows.to_vec(), look: Default::default() };
    let resize = |label: &str, testid: &str, add_rows: isize, add_cols: isize| {
        let to = spec.resized(rows, add_rows, add_cols);
        let onedit = onedit.clone();
        let disabled = to.is_none();
        let onclick = Callback::from(move |_: MouseEvent| {
            if let Some(to) = to.clone() {
                onedit.emit(to)
            }
        });
        html! { <button {onclick} {disabled} data-testid={testid.to_string()}>{ label.to_string() }</button> }
    };
    let chars: Vec<String> = spec.cycle.chars().map(|c| format!("'{c}'")).collect();
    html! {
        <div class="board-editor" data-testid="board-editor">
            <p class="note">{ format!("Editing: a click on a square changes it to the next of {} in turn.", chars.join(", ")) }</p>
            <BoardView game={p.game.clone()} {board} moves={Rc::new(moves)}
                shading={false} hint={None::<String>} locked={false} {onplay} />
            <p class="controls">
                { resize("Add a row", "edit-add-row", 1, 0) }{ resize("Remove a row", "edit-remove-row", -1, 0) }
                { resize("Add a column", "edit-add-col", 0, 1) }{ resize("Remove a column", "edit-remove-col", 0, -1) }
            </p>
        </div>
    }
}

/// Undo, redo, new game, the classroom tools and the links to the other pages.
fn controls_view(
    p: &PartizanProps,
    state: &UseReducerHandle<PartizanState>,
    solvable: bool,
    all_small: bool,
    has_answer: bool,
) -> Html {
    let on = |make: fn() -> Action| {
        let state = state.clone();
        Callback::from(move |_: MouseEvent| state.dispatch(make()))
    };
    let position = state.position().to_string();
    let on_add = {
        let (state, game, position) = (state.clone(), p.game.clone(), position.clone());
        Callback::from(move |()| {
            let n = crate::pages::lesson::add_to_draft(&game, &position, false, state.hidden, Some(state.to_move()));
            state.dispatch(Action::AddedToLesson(n));
        })
    };
    let on_copied = {
        let state = state.clone();
        Callback::from(move |()| state.dispatch(Action::Copied))
    };
    let onhide = {
        let state = state.clone();
        Callback::from(move |e: Event| {
            let on = e.target_dyn_into::<web_sys::HtmlInputElement>().is_some_and(|i| i.checked());
            state.dispatch(Action::SetHidden(on))
        })
    };
    // Quizzes near the shown position, with a fresh seed each time (the link keeps it).
    let quiz = |kind| {
        let seed = (js_sys::Math::random() * 1e6) as u64;
        let from = Some(position.clone());
        Route::Quiz { game: p.game.clone(), seed, n: crate::route::QUIZ_DEFAULT_N, kind, from, positions: None }
            .to_hash()
    };
    let editable = editable(p.edit, &position);
    let here = format!("{}:{position}", p.game);
    let compare = Route::Compare { first: here.clone(), second: here }.to_hash();
    let oncomputer = {
        let state = state.clone();
        Callback::from(move |e: Event| {
            let v = e.target_unchecked_into::<web_sys::HtmlSelectElement>().value();
            state.dispatch(Action::SetComputer(match v.as_str() {
                "left" => Some(Side::Left),
                "right" => Some(Side::Right),
                _ => None,
            }));
        })
    };
    let onlevel = {
        let state = state.clone();
        Callback::from(move |e: Event| {
            let v = e.target_unchecked_into::<web_sys::HtmlSelectElement>().value();
            state.dispatch(Action::SetLevel(v.parse().unwrap_or(state::LEVELS_MS[1])));
        })
    };
    let shown = state.answers_shown();
    let side_option = |s: Side| {
        html! {
            <option value={s.as_str()} selected={state.computer == Some(s)}>{ side_name(s, &p.sides) }</option>
        }
    };
    html! {
        <div class="controls">
            <button onclick={on(|| Action::Hint)} aria-pressed={state.hint.to_string()} title="h" data-testid="hint"
                disabled={!shown || !has_answer}>{ "Hint" }</button>
            <button onclick={on(|| Action::Undo)} disabled={!state.can_undo()} data-testid="undo" title="u">{ "Undo" }</button>
            <button onclick={on(|| Action::Redo)} disabled={!state.can_redo()} data-testid="redo" title="r">{ "Redo" }</button>
            <label>{ "Computer plays " }
                <select onchange={oncomputer} aria-label="computer opponent" data-testid="computer">
                    <option value="off" selected={state.computer.is_none()}>{ "nobody (two players)" }</option>
                    { side_option(Side::Left) }{ side_option(Side::Right) }
                </select>
            </label>
            if state.computer.is_some() {
                <label title="its time for a move it cannot prove; a proved win it plays at once">{ "thinking time " }
                    <select onchange={onlevel} aria-label="the computer's thinking time" data-testid="computer-level">
                        { for state::LEVELS_MS.iter().map(|&ms| html! {
                            <option value={ms.to_string()} selected={state.level_ms == ms}>{ level_words(ms) }</option>
                        }) }
                    </select>
                </label>
            }
            <label><input type="checkbox" data-testid="show-values" checked={state.shading} disabled={!shown}
                onchange={{ let state = state.clone(); Callback::from(move |_: Event| state.dispatch(Action::ToggleShading)) }} />
                { " show move values" }</label>
            <button onclick={on(|| Action::NewGame)} disabled={!state.started()} data-testid="reset"
                title="back to the position and side the page opened with">{ "New game" }</button>
            if editable {
                <button onclick={on(|| Action::ToggleEditing)} aria-pressed={state.editing.to_string()} data-testid="edit-board">
                    { if state.editing { "Done editing" } else { "Edit the board" } }</button>
            }
            <label title="hide who wins, the shading and the working until Reveal is pressed"><input type="checkbox" data-testid="hide-answers" checked={!state.answers_shown()} onchange={onhide} />
                { " hide answers" }</label>
            { copy_and_lesson_buttons(state.copied, state.lesson_size, on_copied, on_add) }
            if solvable {
                <a class="button" href={quiz(engine::quiz::Kind::Class)} data-testid="quiz-class">{ "Quiz: who wins?" }</a>
                <a class="button" href={quiz(engine::quiz::Kind::Value)} data-testid="quiz-value">{ "Quiz: the value" }</a>
            }
            if solvable && all_small {
                <a class="button" href={quiz(engine::quiz::Kind::Atomic)} data-testid="quiz-atomic">{ "Quiz: atomic weight" }</a>
            }
            <a class="button" href={compare} data-testid="compare">{ "Compare with…" }</a>
            if p.has_table { <a class="button" href={Route::Table { game: p.game.clone(), size: None }.to_hash()}>{ "Table" }</a> }
        </div>
    }
}
