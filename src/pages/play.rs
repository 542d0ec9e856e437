//! The play page: a board for one position, shaded by the worker's solution, with status,
//! hint, undo/redo, history, play against the computer, and the link kept in the URL.

use std::rc::Rc;

use engine::{MoveReport, Outcome, Solution};
use gloo_timers::callback::Timeout;
use yew::prelude::*;

use crate::board::BoardView;
use crate::client::{stopped_view, use_job};
use crate::errors::error_with_text;
use crate::job::PtrEq;
use crate::protocol::{ErrorKind, Solve};
use crate::route::Route;
use crate::util::{copy_to_clipboard, replace_hash};

#[derive(Properties, PartialEq)]
pub struct PlayProps {
    /// The canonical game id.
    pub game: String,
    pub name: String,
    /// The canonical starting position.
    pub position: String,
    pub misere: bool,
    pub has_misere: bool,
    pub has_sequence: bool,
    pub has_table: bool,
}

/// Who the computer plays, if anyone.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Computer {
    Off,
    /// The computer moves second (it answers the player who starts).
    Second,
    /// The computer moves first.
    First,
}

#[derive(Clone, PartialEq)]
pub struct PlayState {
    /// Positions from the start; `cursor` is the one shown.
    history: Vec<(String, Option<String>)>,
    cursor: usize,
    misere: bool,
    hint: bool,
    computer: Computer,
    /// How often the computer plays a best move, in percent (100: perfect).
    strength: u32,
    /// The solved value of each position in `history`, once known: the value-history chart.
    values: Vec<Option<(Outcome, Option<u32>)>>,
    shading: bool,
    copied: bool,
}

pub enum Action {
    /// The shown position's value arrived (for the value history).
    Solved(Outcome, Option<u32>),
    Play(MoveReport),
    Undo,
    Redo,
    GoTo(usize),
    ToggleMisere,
    Hint,
    SetComputer(Computer),
    SetStrength(u32),
    ToggleShading,
    Copied,
}

impl PlayState {
    fn position(&self) -> &str {
        &self.history[self.cursor].0
    }
    /// 0 for the player who started, 1 for the other.
    fn mover(&self) -> usize {
        self.cursor % 2
    }
    fn computer_to_move(&self) -> bool {
        match self.computer {
            Computer::Off => false,
            Computer::First => self.mover() == 0,
            Computer::Second => self.mover() == 1,
        }
    }
}

impl Reducible for PlayState {
    type Action = Action;

    fn reduce(self: Rc<Self>, action: Action) -> Rc<Self> {
        let mut s = (*self).clone();
        match action {
            Action::Solved(outcome, remoteness) => {
                s.values.resize(s.history.len(), None);
                s.values[s.cursor] = Some((outcome, remoteness));
            }
            Action::Play(m) => {
                s.history.truncate(s.cursor + 1);
                s.values.truncate(s.cursor + 1);
                s.history.push((m.to.clone(), Some(m.text.clone())));
                s.cursor += 1;
                s.hint = false;
            }
            Action::Undo => {
                if s.cursor == 0 {
                    return self;
                }
                s.cursor -= 1;
                // Against the computer, undo back to the human's turn.
                if s.computer_to_move() && s.cursor > 0 {
                    s.cursor -= 1;
                }
                s.hint = false;
            }
            Action::Redo => {
                if s.cursor + 1 >= s.history.len() {
                    return self;
                }
                s.cursor += 1;
                s.hint = false;
            }
            Action::GoTo(i) => {
                if i >= s.history.len() || i == s.cursor {
                    return self;
                }
                s.cursor = i;
                s.hint = false;
            }
            Action::ToggleMisere => {
                s.misere = !s.misere;
                s.hint = false;
            }
            Action::Hint => s.hint = !s.hint,
            Action::SetComputer(c) => s.computer = c,
            Action::SetStrength(v) => s.strength = v.min(100),
            Action::ToggleShading => s.shading = !s.shading,
            Action::Copied => s.copied = true,
        }
        // The copied link is stale once the position changes.
        if s.position() != self.position() || s.misere != self.misere {
            s.copied = false;
        }
        Rc::new(s)
    }
}

/// The best move: the quickest win, or when lost the slowest loss; ties broken at random
/// when `random` is true (the computer), by order otherwise (the hint).
pub fn best_move(moves: &[MoveReport], random: bool) -> Option<&MoveReport> {
    // Lower is better: wins (quickest first), then draws, then losses (slowest first).
    let key = |m: &MoveReport| -> i64 {
        let r = m.remoteness.map(i64::from).unwrap_or(0).min(999_999);
        match crate::board::mover_outcome(m) {
            "win" => -2_000_000 + r,
            "draw" => -1_000_000,
            _ => -r,
        }
    };
    let best = moves.iter().map(key).min()?;
    let ties: Vec<&MoveReport> = moves.iter().filter(|m| key(m) == best).collect();
    let pick = if random { (js_sys::Math::random() * ties.len() as f64) as usize } else { 0 };
    ties.get(pick.min(ties.len() - 1)).copied()
}

fn player_name(state: &PlayState, who: usize) -> String {
    match state.computer {
        Computer::Off => format!("Player {}", who + 1),
        Computer::First => (if who == 0 { "The computer" } else { "You" }).to_string(),
        Computer::Second => (if who == 0 { "You" } else { "The computer" }).to_string(),
    }
}

/// The player to move and the other one, and whether the players own a colour (the engine
/// names the sides): then by colour, "Black", or "You (Black)" against the computer.
fn player_names(state: &PlayState, sol: &Solution) -> (String, String, bool) {
    let me = player_name(state, state.mover());
    let other = player_name(state, 1 - state.mover());
    match engine::lookup(&sol.game).ok().and_then(|g| g.sides(&sol.position)) {
        None => (me, other, false),
        Some((mine, theirs)) if state.computer == Computer::Off => (mine, theirs, true),
        Some((mine, theirs)) => (format!("{me} ({mine})"), format!("{other} ({theirs})"), true),
    }
}

fn status_text(state: &PlayState, sol: &Solution) -> String {
    let (me, other, partizan) = player_names(state, sol);
    // A game whose players own a colour has no Grundy value of its own; its solve carries the
    // value of its impartial model (shown beside the board).
    let grundy = match sol.grundy {
        Some(g) if partizan => format!(" Value of its model: {g}."),
        Some(g) => format!(" Grundy value {g}."),
        None => String::new(),
    };
    if sol.moves.is_empty() && sol.outcome == Outcome::Draw {
        return format!("Game over: a draw.{grundy}");
    }
    if sol.moves.is_empty() {
        let winner = if sol.outcome == Outcome::N { &me } else { &other };
        return format!("{me} cannot move: game over, {winner} won.{grundy}");
    }
    let plies = |r: u32| if r == 1 { "1 move".to_string() } else { format!("{r} moves") };
    let verdict = match (sol.outcome, sol.remoteness) {
        (Outcome::N, Some(r)) => format!("winning: can win in {}", plies(r)),
        (Outcome::N, None) => "winning".to_string(),
        (Outcome::P, Some(r)) => format!("losing: the game can last {} at most", plies(r)),
        (Outcome::P, None) => "losing".to_string(),
        (Outcome::Draw, _) => "a draw with best play".to_string(),
    };
    format!("{me} to move, {verdict}.{grundy}")
}

#[component]
pub fn PlayPage(p: &PlayProps) -> Html {
    let state = use_reducer({
        let position = p.position.clone();
        let misere = p.misere;
        move || PlayState {
            history: vec![(position, None)],
            cursor: 0,
            misere,
            hint: false,
            computer: Computer::Off,
            strength: 100,
            values: Vec::new(),
            shading: crate::util::load_setting("shading").map(|v| v != "off").unwrap_or(true),
            copied: false,
        }
    });
    let job = use_job::<Solve>();
    // The shown position's solution, once it has come.
    let solution: Option<Rc<Solution>> = job.state().done().cloned();

    // Solve the shown position whenever it changes, and keep the link in the URL.
    let position = state.position().to_string();
    {
        let game = p.game.clone();
        let job = job.clone();
        use_effect_with((position.clone(), state.misere), move |(position, misere)| {
            job.run(Solve { game: game.clone(), position: position.clone(), misere: *misere });
            replace_hash(&Route::Play { game, position: position.clone(), misere: *misere }.to_hash());
        });
    }
    // Its value, for the value history.
    {
        let state = state.clone();
        use_effect_with(solution.clone().map(PtrEq), move |sol| {
            if let Some(PtrEq(sol)) = sol {
                state.dispatch(Action::Solved(sol.outcome, sol.remoteness));
            }
        });
    }

    // The computer's move.
    {
        let state = state.clone();
        let solution = solution.clone();
        let deps = (solution.as_ref().map(|s| s.position.clone()), state.computer, state.cursor);
        use_effect_with(deps, move |_| {
            let mut timer = None;
            if state.computer_to_move() {
                if let Some(sol) = solution {
                    let perfect = js_sys::Math::random() * 100.0 < state.strength as f64;
                    let pick = if perfect || sol.moves.is_empty() {
                        best_move(&sol.moves, true)
                    } else {
                        sol.moves.get((js_sys::Math::random() * sol.moves.len() as f64) as usize)
                    };
                    if let Some(m) = pick.cloned() {
                        let state = state.clone();
                        timer = Some(Timeout::new(500, move || state.dispatch(Action::Play(m))));
                    }
                }
            }
            move || drop(timer)
        });
    }

    // Keyboard shortcuts: u undo, r redo, h hint.
    {
        let state = state.clone();
        use_effect_with((), move |_| {
            let listener = gloo_events_listener(move |key: &str| match key {
                "u" => state.dispatch(Action::Undo),
                "r" => state.dispatch(Action::Redo),
                "h" => state.dispatch(Action::Hint),
                _ => {}
            });
            move || drop(listener)
        });
    }

    let s = &*state;
    let on = |a: fn() -> Action| {
        let state = state.clone();
        Callback::from(move |_: MouseEvent| state.dispatch(a()))
    };
    let onplay = {
        let state = state.clone();
        Callback::from(move |m: MoveReport| {
            if !state.computer_to_move() {
                state.dispatch(Action::Play(m))
            }
        })
    };
    let oncomputer = {
        let state = state.clone();
        Callback::from(move |e: Event| {
            let v = e.target_unchecked_into::<web_sys::HtmlSelectElement>().value();
            state.dispatch(Action::SetComputer(match v.as_str() {
                "first" => Computer::First,
                "second" => Computer::Second,
                _ => Computer::Off,
            }));
        })
    };
    let onstrength = {
        let state = state.clone();
        Callback::from(move |e: Event| {
            let v = e.target_unchecked_into::<web_sys::HtmlSelectElement>().value();
            state.dispatch(Action::SetStrength(v.parse().unwrap_or(100)));
        })
    };
    let onshading = {
        let state = state.clone();
        Callback::from(move |_: Event| {
            crate::util::save_setting("shading", if state.shading { "off" } else { "on" });
            state.dispatch(Action::ToggleShading);
        })
    };
    let oncopy = {
        let state = state.clone();
        Callback::from(move |_: MouseEvent| {
            copy_to_clipboard(&crate::util::current_url());
            state.dispatch(Action::Copied);
        })
    };

    let status = match (&solution, job.state().error()) {
        (_, Some(e)) if e.kind == ErrorKind::Stopped => html! {
            <div class="status error" data-testid="status" data-outcome="error">{ stopped_view(e, job.on_retry()) }</div>
        },
        (_, Some(e)) if e.kind == ErrorKind::Cancelled => html! {
            <div class="status error" data-testid="status" data-outcome="error" role="alert">
                { "The solve was stopped before it finished. Undo, or " }
                <button onclick={job.on_retry()} data-testid="retry">{ "solve it again" }</button>
            </div>
        },
        (_, Some(e)) => html! {
            <div class="status error" data-testid="status" data-outcome="error" role="alert">
                { "This position cannot be shown: " }{ error_with_text(e, &job.last().map(|j| j.position).unwrap_or_default()) }
                <a href="#/">{ " Back to the catalogue" }</a>
            </div>
        },
        (Some(sol), None) => {
            let outcome = match sol.outcome {
                Outcome::N => "win",
                Outcome::P => "lose",
                Outcome::Draw => "draw",
            };
            html! {
                <div class={classes!("status", outcome)} data-testid="status" data-outcome={outcome} aria-live="polite">
                    <span class="status-shape" aria-hidden="true">{ match outcome { "win" => "✓", "draw" => "=", _ => "✗" } }</span>
                    { status_text(s, sol) }
                </div>
            }
        }
        (None, None) => {
            // A solve is bounded by the engine's budget, but the largest ones take a second or
            // two; Stop replaces the worker at once.
            let onstop = {
                let job = job.clone();
                Callback::from(move |_: MouseEvent| job.cancel())
            };
            html! {
                <div class="status pending" data-testid="status" data-outcome="pending" aria-live="polite">
                    { "Solving… " }<progress aria-label="solving in the worker"></progress>{ " " }
                    <button onclick={onstop} data-testid="stop-solve">{ "Stop" }</button>
                </div>
            }
        }
    };

    let hint_text = if s.hint { solution.as_ref().and_then(|sol| best_move(&sol.moves, false)) } else { None };

    let board = match &solution {
        Some(sol) => html! {
            <BoardView game={p.game.clone()} board={sol.board.clone()} moves={Rc::new(sol.moves.clone())} shading={s.shading}
                hint={hint_text.map(|m| m.text.clone())} locked={s.computer_to_move()} {onplay} />
        },
        None => html! { <div class="board placeholder"></div> },
    };

    let details = solution.as_ref().map(|sol| {
        html! {
            <div class="details">
                if let Some(f) = &sol.formula {
                    <p class="formula" data-testid="formula">{ format!("Formula: {}", f.text) }</p>
                }
                if let Some(n) = &sol.note { <p class="note">{ n }</p> }
                <p class="legend">
                    <span class="move win demo">{ "✓" }</span>{ " winning move (number: moves until the game ends) " }
                    <span class="move lose demo">{ "✗" }</span>{ " losing move " }
                    <span class="move draw demo">{ "=" }</span>{ " drawing move" }
                </p>
            </div>
        }
    });

    let history = html! {
        <ol class="history" aria-label="moves played">
            { for s.history.iter().enumerate().map(|(i, (pos, mv))| {
                let state = state.clone();
                let go = Callback::from(move |_: MouseEvent| state.dispatch(Action::GoTo(i)));
                let label = match mv { Some(m) => format!("{m} → {pos}"), None => format!("start: {pos}") };
                html! {
                    <li class={classes!((i == s.cursor).then_some("current"))}>
                        <button class="linkish" onclick={go} aria-current={(i == s.cursor).then_some("step")}>{ label }</button>
                    </li>
                }
            }) }
        </ol>
    };

    // Until the first answer, what follows the board is laid out but not shown, so the board's
    // arrival moves nothing visible (Lighthouse's layout shift on a phone was 0.16 without it).
    let loading = solution.is_none() && job.state().error().is_none() && s.values.iter().all(Option::is_none);
    let analyze_href = Route::Analyze { game: p.game.clone(), to: None }.to_hash();
    html! {
        <section class={classes!("play", loading.then_some("loading"))}>
            <h2>{ &p.name }{ if s.misere { " (misère)" } else { "" } }
                <span class="position-text">{ format!(" position {}", s.position()) }</span></h2>
            { status }
            // A reduction's model board stands beside the real one when there is room.
            <div class="board-and-model">
                { board }
                if let Some(r) = solution.as_ref().and_then(|sol| sol.reduction.as_deref()) {
                    <crate::pages::reduction::ModelPanel game={p.game.clone()} reduction={Rc::new(r.clone())} />
                }
            </div>
            <div class="controls">
                <button onclick={on(|| Action::Hint)} aria-pressed={s.hint.to_string()} title="h">{ "Hint" }</button>
                <button onclick={on(|| Action::Undo)} disabled={s.cursor == 0} title="u">{ "Undo" }</button>
                <button onclick={on(|| Action::Redo)} disabled={s.cursor + 1 >= s.history.len()} title="r">{ "Redo" }</button>
                <label>{ "Computer plays " }
                    <select onchange={oncomputer} aria-label="computer opponent">
                        <option value="off" selected={s.computer == Computer::Off}>{ "nobody (two players)" }</option>
                        <option value="second" selected={s.computer == Computer::Second}>{ "second" }</option>
                        <option value="first" selected={s.computer == Computer::First}>{ "first" }</option>
                    </select>
                </label>
                if s.computer != Computer::Off {
                    <label>{ "strength " }
                        <select onchange={onstrength} aria-label="computer strength">
                            { for [(100, "perfect"), (90, "perfect 90% of the time"), (70, "perfect 70% of the time"), (50, "perfect half the time"), (0, "random moves")].iter().map(|(v, l)| html! {
                                <option value={v.to_string()} selected={s.strength == *v}>{ *l }</option>
                            }) }
                        </select>
                    </label>
                }
                <label><input type="checkbox" checked={s.shading} onchange={onshading} />{ " show move values" }</label>
                if p.has_misere {
                    <label><input type="checkbox" data-testid="misere" checked={s.misere}
                        onchange={{ let state = state.clone(); Callback::from(move |_: Event| state.dispatch(Action::ToggleMisere)) }} />
                        { " misère (last mover loses)" }</label>
                }
                <button onclick={oncopy} data-testid="copy-link">{ if s.copied { "Link copied" } else { "Copy link" } }</button>
                if p.has_sequence { <a class="button" href={analyze_href}>{ "Value table" }</a> }
                if p.has_table { <a class="button" href={Route::Table { game: p.game.clone(), size: None }.to_hash()}>{ "Table" }</a> }
            </div>
            { for details }
            <crate::why::WhyPanel game={p.game.clone()} />
            // The evaluation panel is tic-tac-toe's own (the worker's Eval request searches its board).
            if p.game == engine::games::tictactoe::ENTRY.id { <crate::pages::tictactoe::TicTacToeEval position={s.position().to_string()} /> }
            <h3>{ "Moves" }</h3>
            { history }
            { value_history(s) }
        </section>
    }
}

/// One row per turn: the value of the position for each player (✓ wins in r, ✗ loses in r),
/// with a bar for the remoteness, and a mark where a winning position was thrown away.
fn value_history(s: &PlayState) -> Html {
    if s.values.iter().flatten().count() < 2 {
        return html! {};
    }
    let max = s.values.iter().flatten().filter_map(|(_, r)| *r).max().unwrap_or(1).max(1);
    let cell = |wins: Option<bool>, r: Option<u32>| {
        let (class, sign) = match wins {
            Some(true) => ("win", "✓"),
            Some(false) => ("lose", "✗"),
            None => ("draw", "="),
        };
        let width = r.map(|r| 100 * r / max).unwrap_or(0);
        html! {
            <td class={classes!("vh", class)}>
                <span class="vh-bar" style={format!("width:{width}%")}></span>
                <span class="vh-text">{ format!("{sign}{}", r.map(|r| r.to_string()).unwrap_or_default()) }</span>
            </td>
        }
    };
    let rows = s.history.iter().enumerate().filter_map(|(i, (_, mv))| {
        let (outcome, rem) = s.values.get(i).copied().flatten()?;
        let mover = i % 2;
        let mover_wins = match outcome {
            Outcome::N => Some(true),
            Outcome::P => Some(false),
            Outcome::Draw => None,
        };
        let p1 = if mover == 0 { mover_wins } else { mover_wins.map(|w| !w) };
        let p2 = p1.map(|w| !w);
        // The previous mover was winning and now the player to move wins: the move threw it away.
        let thrown = i > 0
            && matches!(s.values.get(i - 1).copied().flatten(), Some((Outcome::N, _)))
            && outcome == Outcome::N;
        Some(html! {
            <tr class={classes!((i == s.cursor).then_some("current"))}>
                <th scope="row">{ i + 1 }</th>
                <td class="vh-move">{ mv.clone().unwrap_or_else(|| "start".into()) }
                    if thrown { <span class="thrown" title="this move threw away a win">{ " ⚠ win thrown away" }</span> }</td>
                { cell(p1, rem) }
                { cell(p2, rem) }
            </tr>
        })
    });
    html! {
        <details class="value-history" open=true>
            <summary>{ "Value history: who was winning after each move" }</summary>
            <table data-testid="value-history">
                <thead><tr><th>{ "turn" }</th><th>{ "move" }</th><th>{ "Player 1" }</th><th>{ "Player 2" }</th></tr></thead>
                <tbody>{ for rows }</tbody>
            </table>
        </details>
    }
}

/// Listens to keys typed outside text fields.
fn gloo_events_listener(on_key: impl Fn(&str) + 'static) -> Option<gloo_events::EventListener> {
    use wasm_bindgen::JsCast;
    let doc = web_sys::window()?.document()?;
    Some(gloo_events::EventListener::new(&doc, "keydown", move |e| {
        let Some(e) = e.dyn_ref::<web_sys::KeyboardEvent>() else { return };
        if e.ctrl_key() || e.meta_key() || e.alt_key() {
            return;
        }
        let in_field = e
            .target()
            .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
            .is_some_and(|el| matches!(el.tag_name().as_str(), "INPUT" | "TEXTAREA" | "SELECT"));
        if !in_field {
            on_key(&e.key());
        }
    }))
}
