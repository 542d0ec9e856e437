//! "The same game as": for games with a reduction, the position it maps to, drawn beside the
//! real board as a model board with a link to play it (Nimble as Nim, Nimble-2 as Staircase
//! Nim, Staircase Nim as Nim on its odd steps, Northcott as Nim on the gaps, Turning Turtles and
//! Twins as Nim on the positions of the heads).

use std::rc::Rc;

use engine::board::Board;
use engine::games::treblecross::{self, Reduced};
use engine::games::{lookup, nimble2, northcott, triomino};
use yew::prelude::*;

use crate::board::BoardView;
use crate::route::Route;

/// A reduction of one position: what it says, and the model game and position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Model {
    pub explanation: String,
    pub game: String,
    pub position: String,
    pub heaps: Vec<u64>,
}

fn numbers(text: &str) -> Option<Vec<u64>> {
    text.split(',').map(|t| t.trim().parse().ok()).collect()
}

fn join(v: &[u64]) -> String {
    v.iter().map(|x| x.to_string()).collect::<Vec<_>>().join(",")
}

fn nim(explanation: String, heaps: Vec<u64>) -> Option<Model> {
    if heaps.is_empty() {
        return None;
    }
    Some(Model { explanation, game: "nim".into(), position: join(&heaps), heaps })
}

/// The model of a canonical position, if the game has one.
pub fn model(game: &str, position: &str) -> Option<Model> {
    let base = game.split(':').next().unwrap_or(game);
    match base {
        "nimble" => {
            let cells = numbers(position)?;
            nim("Nimble is Nim: a coin on cell k is a heap of k counters.".into(), cells)
        }
        "nimble2" => {
            let cells = numbers(position)?;
            if cells.windows(2).any(|w| w[0] >= w[1]) {
                return None;
            }
            let steps = nimble2::staircase_steps(&cells);
            Some(Model {
                explanation: "Nimble-2 is Staircase Nim on the gaps between the coins, the last gap on step 1.".into(),
                game: "staircase".into(),
                position: join(&steps),
                heaps: steps,
            })
        }
        "staircase" => {
            let steps = numbers(position)?;
            let odd: Vec<u64> = steps.iter().step_by(2).copied().collect();
            nim("Staircase Nim is Nim on the odd steps (coins on even steps are a reserve).".into(), odd)
        }
        "northcott" => {
            let cols = game.split_once(':')?.1;
            let pos = northcott::Northcott::new(cols).ok()?.parse(position).ok()?;
            let gaps = pos.rows.iter().map(|&(b, w)| northcott::gap(b, w) as u64).collect();
            nim(
                "Northcott's game is Nim on the gaps between the chips of each row, whoever is to move. A retreat \
                 (moving away from the other chip) widens a gap, but the opponent closes it again, and the board's \
                 edge limits how often one can retreat."
                    .into(),
                gaps,
            )
        }
        "turtles" | "twins" => {
            let shift = u64::from(base == "turtles");
            let heads: Vec<u64> = position
                .chars()
                .enumerate()
                .filter(|(_, c)| matches!(c, 'H' | 'h'))
                .map(|(i, _)| i as u64 + shift)
                .collect();
            let which = if base == "turtles" { "1-based" } else { "0-based" };
            nim(format!("This is Nim: each heads coin is a heap as large as its {which} position."), heads)
        }
        "triomino" => {
            let regions = free_regions(position)?;
            if regions.is_empty() {
                return None;
            }
            Some(Model {
                explanation: "The heap model: each region of c free cells as a heap of c in octal game 0.007 \
                              (a placement takes 3 and leaves two heaps of any sizes). It is exact on every board \
                              reached from an empty one; hand-made boards can differ."
                    .into(),
                game: "octal:0.007".into(),
                position: join(&regions),
                heaps: regions,
            })
        }
        "treblecross" => {
            let cells = treblecross::Strip::parse(position, treblecross::MAX_CELLS).ok()?.0;
            let Reduced::SafeRuns(runs) = treblecross::reduce(&cells) else { return None };
            if runs.is_empty() || cells.len() <= 2 {
                return None; // no safe cell left (the mover must give three away), or a drawn strip
            }
            let heaps: Vec<u64> = runs.iter().map(|&s| s as u64 + 2).collect();
            Some(Model {
                explanation:
                    "No cross can complete three now, so a sensible cross goes on a safe cell (at least three \
                              cells from every cross): a cross nearer than that lets the opponent complete three. Each \
                              run of s safe cells is a heap of s + 2 in octal game 0.007, and whoever makes the last \
                              safe cross wins, since the opponent must then give three in a row away. The safe cells are \
                              underlined on the board."
                        .into(),
                game: "octal:0.007".into(),
                position: join(&heaps),
                heaps,
            })
        }
        _ => None,
    }
}

/// The sizes of the connected regions of free cells of a 2 x n board (`6`, or two rows such as
/// `.#.../##...` with `.` free).
fn free_regions(position: &str) -> Option<Vec<u64>> {
    let rows: Vec<Vec<bool>> = match position.parse::<usize>() {
        Ok(n) => vec![vec![true; n]; 2],
        Err(_) => position.split('/').map(|r| r.chars().map(|c| c == '.').collect()).collect(),
    };
    if rows.len() != 2 || rows[0].len() != rows[1].len() {
        return None;
    }
    let n = rows[0].len();
    let mut seen = vec![vec![false; n]; 2];
    let mut sizes = Vec::new();
    for r in 0..2 {
        for c in 0..n {
            if !rows[r][c] || seen[r][c] {
                continue;
            }
            let (mut size, mut stack) = (0u64, vec![(r, c)]);
            seen[r][c] = true;
            while let Some((y, x)) = stack.pop() {
                size += 1;
                let mut near = vec![(1 - y, x)];
                if x > 0 {
                    near.push((y, x - 1));
                }
                if x + 1 < n {
                    near.push((y, x + 1));
                }
                for (ny, nx) in near {
                    if rows[ny][nx] && !seen[ny][nx] {
                        seen[ny][nx] = true;
                        stack.push((ny, nx));
                    }
                }
            }
            sizes.push(size);
        }
    }
    Some(sizes)
}

#[derive(Properties, PartialEq)]
pub struct ModelProps {
    pub game: String,
    pub position: String,
}

#[component]
pub fn ModelPanel(p: &ModelProps) -> Html {
    let Some(m) = model(&p.game, &p.position) else { return html! {} };
    let href = Route::Play { game: m.game.clone(), position: m.position.clone(), misere: false }.to_hash();
    // The model's own value: closed forms and short sequences, cheap enough for the page.
    let value = lookup(&m.game).ok().and_then(|g| g.grundy(&m.position).ok());
    let base = p.game.split(':').next().unwrap_or("");
    html! {
        <section class="model" data-testid="model">
            <h3>{ "The same game as" }</h3>
            <p>{ &m.explanation }{ " " }<a href={href}>{ format!("Play {} {}", m.game, m.position) }</a></p>
            <div class="model-board">
                <BoardView board={Board::Heaps { heaps: m.heaps.clone() }} moves={Rc::new(Vec::new())} shading={false}
                    hint={None::<String>} locked={true} onplay={Callback::noop()} game={m.game.clone()} />
            </div>
            if let Some(v) = value {
                <p data-testid="model-value">{ format!(
                    "The model's Grundy value is {v}, so the player to move {} there, as on the real board.",
                    if v == 0 { "loses" } else { "wins" }
                ) }</p>
            }
            if base == "triomino" { { triomino_compare() } }
        </section>
    }
}

/// The empty 2 x n boards: the real board's value beside the heap model's g(2n) in 0.007
/// (the engine computes both; they are tiny).
fn triomino_compare() -> Html {
    let rows = triomino::compare(30);
    let same = rows.iter().all(|&(_, real, model)| real == model);
    html! {
        <details class="compare" data-testid="triomino-compare">
            <summary>{ format!("Empty boards 2 x 0 to 2 x 30: real board against the model ({})",
                if same { "they agree on every one" } else { "they differ somewhere" }) }</summary>
            <div class="table-wrap">
                <table class="compare-table">
                    <tr><th scope="row">{ "n" }</th>{ for rows.iter().map(|r| html! { <td>{ r.0 }</td> }) }</tr>
                    <tr><th scope="row">{ "real 2 x n" }</th>{ for rows.iter().map(|r| html! { <td>{ r.1 }</td> }) }</tr>
                    <tr><th scope="row">{ "0.007 at 2n" }</th>{ for rows.iter().map(|r| html! {
                        <td class={(r.1 != r.2).then_some("differs")}>{ r.2 }</td> }) }</tr>
                </table>
            </div>
        </details>
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use engine::games::lookup;

    /// The model position has the same Grundy value as the real one (engine search both ways).
    #[test]
    fn models_keep_the_value() {
        for (game, pos) in [
            ("nimble", "1,4,4,9"),
            ("nimble2", "1,4,9"),
            ("nimble2", "0,2,3,7"),
            ("staircase", "3,0,2,5"),
            ("turtles", "THHTH"),
            ("twins", "THHTH"),
        ] {
            let real = lookup(game).unwrap();
            let canonical = real.normalize(pos).unwrap();
            let m = model(game, &canonical).unwrap();
            let g = lookup(&m.game).unwrap().grundy(&m.position).unwrap();
            assert_eq!(real.grundy(&canonical).unwrap(), g, "{game} {pos} -> {} {}", m.game, m.position);
        }
        assert!(model("kayles", "10").is_none());
    }

    /// Northcott's game is partizan, so it has no Grundy value of its own: the model's verdict is
    /// the real board's (solved by retrograde analysis), with either side to move.
    #[test]
    fn northcott_model_has_the_real_outcome() {
        let real = lookup("northcott:8").unwrap();
        let nim = lookup("nim").unwrap();
        for pos in ["1-5,3-7", "1-5,3-7;w", "2-1,3-8,5-6", "2-1,3-8,5-6;w", "1-5,2-7;w", "4-3"] {
            let canonical = real.normalize(pos).unwrap();
            let m = model("northcott:8", &canonical).unwrap();
            let sol = real.solve(&canonical, false).unwrap();
            assert!(sol.note.unwrap().contains("retrograde"), "{pos}");
            let g = nim.grundy(&m.position).unwrap();
            assert_eq!(sol.outcome == engine::Outcome::N, g != 0, "{pos} -> {}", m.position);
            assert_eq!(sol.grundy, Some(g), "{pos}: the solve's value is the model's");
        }
        assert_eq!(model("northcott:8", "1-5,3-7;w").unwrap().position, "3,3");
        assert!(model("northcott:8", "1-5;x").is_none());
    }

    /// On every treblecross strip of 3 to 12 cells (every pattern of crosses) that has a model,
    /// the model's verdict is the real strip's (searched by minimax on the strip).
    #[test]
    fn treblecross_model_agrees_with_the_strip() {
        let real = lookup("treblecross").unwrap();
        let octal = lookup("octal:0.007").unwrap();
        let mut checked = 0;
        for n in 3..=12usize {
            for mask in 0u32..(1 << n) {
                let text: String = (0..n).map(|i| if mask >> i & 1 == 1 { 'x' } else { '.' }).collect();
                let canonical = real.normalize(&text).unwrap();
                let Some(m) = model("treblecross", &canonical) else { continue };
                let wins = octal.grundy(&m.position).unwrap() != 0;
                let outcome = real.solve(&canonical, false).unwrap().outcome;
                assert_eq!(outcome == engine::Outcome::N, wins, "{text} -> {}", m.position);
                assert_ne!(outcome, engine::Outcome::Draw, "{text}");
                checked += 1;
            }
        }
        assert!(checked > 250, "{checked}");
        assert!(model("treblecross", "x.x..").is_none(), "an immediate win has no model");
        assert!(model("treblecross", "2").is_none(), "a drawn strip has no model");
    }

    /// On every triomino board reached from an empty 2 x n board (n <= 6), the heap model has the
    /// board's value.
    #[test]
    fn triomino_model_on_reachable_boards() {
        let real = lookup("triomino").unwrap();
        let octal = lookup("octal:0.007").unwrap();
        let mut todo: Vec<String> = (1..=6).map(|n| n.to_string()).collect();
        let mut seen = std::collections::HashSet::new();
        while let Some(pos) = todo.pop() {
            if !seen.insert(pos.clone()) {
                continue;
            }
            let g = real.grundy(&pos).unwrap();
            match model("triomino", &pos) {
                Some(m) => assert_eq!(octal.grundy(&m.position).unwrap(), g, "{pos} -> {}", m.position),
                None => assert_eq!(g, 0, "{pos}"),
            }
            todo.extend(real.move_list(&pos).unwrap().into_iter().map(|(_, to, _)| to));
        }
        assert!(seen.len() > 100, "{}", seen.len());
        assert_eq!(free_regions(".#.../##..."), Some(vec![1, 6]));
    }
}
