//! The play page's record of the game: the moves played (each a button back to its position)
//! and the value history (who was winning after each move).

use yew::prelude::*;

use super::state::{Action, PlayState};
use engine::Outcome;

/// The moves played, the shown one marked; a click goes back (or forward) to a position.
pub fn history_list(state: &UseReducerHandle<PlayState>) -> Html {
    let s = &**state;
    html! {
        <ol class="history" aria-label="moves played">
            { for s.history.steps().iter().enumerate().map(|(i, step)| {
                let state = state.clone();
                let go = Callback::from(move |_: MouseEvent| state.dispatch(Action::GoTo(i)));
                let pos = &step.position;
                let label = match step.move_text() { Some(m) => format!("{m} → {pos}"), None => format!("start: {pos}") };
                let shown = i == s.cursor();
                html! {
                    <li class={classes!(shown.then_some("current"))}>
                        <button class="linkish" onclick={go} aria-current={shown.then_some("step")}>{ label }</button>
                    </li>
                }
            }) }
        </ol>
    }
}

/// One row per turn: the value of the position for each player (✓ wins in r, ✗ loses in r),
/// with a bar for the remoteness, and a mark where a winning position was thrown away.
pub fn value_history(s: &PlayState) -> Html {
    let values: Vec<_> = s.history.steps().iter().map(|step| step.value).collect();
    if values.iter().flatten().count() < 2 {
        return html! {};
    }
    let max = values.iter().flatten().filter_map(|(_, r)| *r).max().unwrap_or(1).max(1);
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
    let rows = s.history.steps().iter().enumerate().filter_map(|(i, step)| {
        let (outcome, rem) = values[i]?;
        let mover = i % 2;
        let mover_wins = match outcome {
            Outcome::N => Some(true),
            Outcome::P => Some(false),
            Outcome::Draw | Outcome::L | Outcome::R => None,
        };
        let p1 = if mover == 0 { mover_wins } else { mover_wins.map(|w| !w) };
        let p2 = p1.map(|w| !w);
        // The previous mover was winning and now the player to move wins: the move threw it away.
        let thrown = i > 0
            && matches!(values[i - 1], Some((Outcome::N, _)))
            && outcome == Outcome::N;
        Some(html! {
            <tr class={classes!((i == s.cursor()).then_some("current"))}>
                <th scope="row">{ i + 1 }</th>
                <td class="vh-move">{ step.move_text().unwrap_or("start") }
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
