//! The misère quotient page: for a heap game (an octal code, Grundy's game, or a game id) and a
//! heap bound, the quotient's presentation, its Cayley table with the P-portion marked, the
//! pretending function with its period, each heap's genus and whether the game is tame,
//! computed in the worker with progress and cancel.

use engine::misere::{QuotientReport, Step};
use web_sys::HtmlInputElement;
use yew::prelude::*;

use crate::client::use_job;
use crate::errors::stopped_view;
use crate::job::Phase;
use crate::protocol::{ErrorKind, JobError, MakeQuotient, QuotientAnswer, Stage};
use crate::route::Route;
use crate::util::{progress_bar, replace_hash};

/// The heap bound when the link gives none.
pub const DEFAULT_HEAPS: usize = 30;

#[derive(Properties, PartialEq)]
pub struct QuotientProps {
    pub game: String,
    pub heaps: Option<usize>,
    /// The game id the link came from, to name it beside the code.
    #[prop_or_default]
    pub name: Option<String>,
}

/// The link to the misère quotient a position of `game` needs: the game's heap rules
/// (`rules`, e.g. `octal:0.77`), heaps up to the position's largest heap (at least the default
/// bound), and the game named.
pub fn link_for(game: &str, rules: &str, heaps: &[usize]) -> Route {
    let largest = heaps.iter().copied().max().unwrap_or(0);
    Route::Quotient {
        game: rules.to_string(),
        heaps: Some(largest.max(DEFAULT_HEAPS)),
        name: (game != rules).then(|| game.to_string()),
    }
}

/// The name of the game a quotient is of, when the link's `name` (or the code itself) is a
/// game id whose misère rules are that code: "Kayles" for `octal:0.77` named `kayles`.
pub fn game_name(code: &str, name: Option<&str>) -> Option<String> {
    name.into_iter().chain([code]).find_map(|id| {
        let g = engine::lookup(id).ok()?;
        let rules = g.misere_rules()?.to_string();
        // A code that is itself a game id (`octal:0.137`) names nothing new.
        ((id != code && rules == code.trim()) || (id == code && rules != id)).then(|| g.name())
    })
}

/// The game's own name for a code typed as it is ("Octal game 0.07 (Dawson's Kayles)"), so
/// that a code with a common name is named by it.
fn code_name(code: &str) -> Option<String> {
    engine::lookup(code).ok().map(|g| g.name())
}

/// A presentation "<a, b | a^2 = 1, b^3 = b>" as its generators and its relations, each
/// relation whole (a relation holds no comma); `None` for text of another shape.
pub fn relations<'a>(presentation: &'a str) -> Option<(Vec<&'a str>, Vec<&'a str>)> {
    let inner = presentation.trim().strip_prefix('<')?.strip_suffix('>')?;
    let (gens, rels) = inner.split_once('|').unwrap_or((inner, ""));
    let split = |s: &'a str| -> Vec<&'a str> { s.split(',').map(str::trim).filter(|t| !t.is_empty()).collect() };
    Some((split(gens), split(rels)))
}

/// A presentation set as the generators on a line and the relations one a line below, so a
/// relation never wraps in the middle of a term; the whole text is in `data-presentation`.
fn presentation_view(text: &str) -> Html {
    match relations(text) {
        Some((gens, rels)) => html! {
            <div class="presentation" data-testid="quotient-presentation" data-presentation={text.to_string()}>
                <p>{ "Generators: " }<code>{ if gens.is_empty() { "none (the trivial monoid)".to_string() } else { gens.join(", ") } }</code></p>
                if rels.is_empty() {
                    <p>{ "No relations." }</p>
                } else {
                    <p id="relations-heading">{ format!("{}:", crate::words::counted(rels.len(), "relation", "relations")) }</p>
                    <ul class="relations" aria-labelledby="relations-heading">
                        { for rels.iter().map(|r| html! { <li><code>{ *r }</code></li> }) }
                    </ul>
                }
            </div>
        },
        None => html! {
            <p data-testid="quotient-presentation" data-presentation={text.to_string()}>{ "Presentation: " }<code>{ text }</code></p>
        },
    }
}

/// What a heap bound beyond the builder's reach is told.
fn beyond_reach(heaps: usize) -> String {
    format!(
        "heaps up to {heaps} is beyond what the quotient is built for here (at most {}): the quotient below \
         would not cover the position's largest heap, so it is not computed; give a bound from 0 to {}",
        engine::misere::MAX_HEAPS,
        engine::misere::MAX_HEAPS
    )
}

#[component]
pub fn QuotientPage(p: &QuotientProps) -> Html {
    let heaps_text = use_state(|| p.heaps.unwrap_or(DEFAULT_HEAPS).to_string());
    let game_text = use_state(|| p.game.clone());
    let job = use_job::<MakeQuotient>();
    let run = {
        let job = job.clone();
        let name = p.name.clone();
        Callback::from(move |(game, heaps_text): (String, String)| {
            let heaps = match heaps_text.trim().parse::<usize>() {
                Ok(h) if h <= engine::misere::MAX_HEAPS => h,
                Ok(h) => return job.fail(JobError::new(ErrorKind::Input, beyond_reach(h))),
                _ => {
                    return job.fail(JobError::new(
                        ErrorKind::Input,
                        format!("heaps: give a whole number from 0 to {}", engine::misere::MAX_HEAPS),
                    ))
                }
            };
            job.run(MakeQuotient { game: game.clone(), heaps });
            let name = name.clone().filter(|n| game_name(&game, Some(n)).is_some());
            replace_hash(&Route::Quotient { game, heaps: Some(heaps), name }.to_hash());
        })
    };
    {
        let run = run.clone();
        let start = (p.game.clone(), (*heaps_text).clone());
        use_effect_with((), move |_| run.emit(start));
    }
    let onsubmit = {
        let run = run.clone();
        let (game_text, heaps_text) = (game_text.clone(), heaps_text.clone());
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            run.emit(((*game_text).clone(), (*heaps_text).clone()));
        })
    };
    let on_heaps = {
        let heaps_text = heaps_text.clone();
        Callback::from(move |e: InputEvent| heaps_text.set(e.target_unchecked_into::<HtmlInputElement>().value()))
    };
    let on_game = {
        let game_text = game_text.clone();
        Callback::from(move |e: InputEvent| game_text.set(e.target_unchecked_into::<HtmlInputElement>().value()))
    };
    let oncancel = {
        let job = job.clone();
        Callback::from(move |_: MouseEvent| job.cancel())
    };
    let state = job.state();
    let step = state.stage.map(|Stage::Quotient(s)| s);
    let partial = state.partial.as_deref();
    let body = match &state.phase {
        Phase::Idle | Phase::Running { .. } => {
            let (done, total) = state.progress();
            html! {
                <>
                    { progress_bar("quotient-pending", "computing the quotient", done, total,
                        format!(" {}", building_words(step, done, total)), oncancel) }
                    { sofar_view(partial) }
                </>
            }
        }
        Phase::Failed(e) if e.kind == ErrorKind::Stopped => html! {
            <>
                { stopped_view(e, job.on_retry()) }
                { partial_view(partial, step, p.name.as_deref(), job.on_retry()) }
            </>
        },
        Phase::Failed(e) if e.kind == ErrorKind::Cancelled && partial.is_some() => {
            partial_view(partial, step, p.name.as_deref(), job.on_retry())
        }
        Phase::Failed(e) if e.kind == ErrorKind::Cancelled => html! {
            <p class="error" role="alert" data-testid="quotient-error">{ "Cancelled: the worker was stopped. Compute again, or try fewer heaps." }</p>
        },
        Phase::Failed(e) => html! {
            <p class="error" role="alert" data-testid="quotient-error">{ &e.message }</p>
        },
        Phase::Done(answer) => report_view(&answer.report, answer.millis, p.name.as_deref(), false),
    };
    let named = game_name(&p.game, p.name.as_deref());
    html! {
        <section class="quotient-page">
            <h2 data-testid="quotient-title">{ match named.or_else(|| code_name(&p.game)) {
                Some(n) => format!("Misère quotient of {n}"),
                None => "Misère quotient".to_string(),
            } }</h2>
            <p class="table-intro">{ "Under misère play the last player to move loses. Sums of heaps that behave alike whatever heaps (up to the bound) are added form one element of a finite commutative monoid Q, the misère quotient; each heap pretends to be an element, and a position is a loss for the player to move exactly when the product of its heaps' elements lies in the P-portion." }</p>
            <form class="controls" novalidate=true {onsubmit}>
                <label>{ "Game " }<input type="text" value={(*game_text).clone()} oninput={on_game} aria-label="octal code or game" data-testid="quotient-game" size="12" /></label>
                <label>{ " heaps up to " }<input type="number" min="0" max={engine::misere::MAX_HEAPS.to_string()} value={(*heaps_text).clone()} oninput={on_heaps} aria-label="largest heap" data-testid="quotient-heaps-input" /></label>
                <button type="submit" data-testid="quotient-compute">{ "Compute" }</button>
            </form>
            { body }
        </section>
    }
}

/// What the build is doing, in words: the heap being added, the candidate being checked and
/// the quotient of the heaps before it; past the last heap, the genus search.
pub fn building_words(step: Option<Step>, done: usize, total: usize) -> String {
    let Some(s) = step else {
        return format!("Computing in the worker: heaps up to {done} of {total} done");
    };
    let sofar = format!(
        "Q_{} has {}, {} in P",
        s.heap.saturating_sub(1),
        crate::words::counted(s.order, "element", "elements"),
        s.p
    );
    if s.heap > s.heaps {
        return format!("All {} heaps added ({sofar}); finding each heap's genus", s.heaps);
    }
    let trying = if s.candidate == 0 {
        "checking it against the elements there".to_string()
    } else {
        format!("trying a candidate of order {}", s.candidate)
    };
    format!("Adding heap {} of {}: {trying}; {sofar}", s.heap, s.heaps)
}

/// Where a cancelled or stopped build was, and what the quotient it kept answers: `k` is the
/// kept quotient's heap bound, `asked` the bound asked for, `step` the last step reported.
pub fn stopped_words(k: usize, asked: usize, step: Option<Step>) -> String {
    let answers = format!("which answers every position whose heaps are all at most {k}");
    let again = format!(" Compute again to reach heaps up to {asked} (the build starts over).");
    match step.map(|s| s.heap) {
        Some(h) if h > asked && k >= asked => format!(
            "Stopped while finding each heap's genus. The quotient Q_{k} was complete, {answers}; the genus \
             column is left empty.{again}"
        ),
        Some(h) if h > k + 1 && h <= asked => format!(
            "Stopped while adding heap {h}; this is Q_{k}, the last quotient the worker had sent, {answers}.{again}"
        ),
        _ => format!(
            "Stopped while adding heap {}; this is Q_{k}, the quotient of the heaps up to {k}, {answers}.{again}",
            k + 1
        ),
    }
}

/// While building: the quotient of the heaps finished so far, which a Cancel keeps.
fn sofar_view(partial: Option<&QuotientAnswer>) -> Html {
    let Some(a) = partial else { return html! {} };
    let r = &a.report;
    html! {
        <p class="quotient-sofar" data-testid="quotient-sofar" data-heaps={r.heaps.to_string()} data-order={r.order.to_string()}>{ format!(
            "Q_{} is built: {} elements, {} in P. Cancel keeps it and shows it.",
            r.heaps, r.order, r.p_portion.size
        ) }</p>
    }
}

/// After a cancel (or the worker stopping): the last quotient built, said to be that of the
/// heaps finished, with a button to compute the whole again.
fn partial_view(
    partial: Option<&QuotientAnswer>,
    step: Option<Step>,
    name: Option<&str>,
    onretry: Callback<MouseEvent>,
) -> Html {
    let Some(a) = partial else { return html! {} };
    let r = &a.report;
    html! {
        <>
            <div class="quotient-partial" role="status" data-testid="quotient-partial" data-heaps={r.heaps.to_string()}>
                <p data-testid="quotient-partial-note">{ stopped_words(r.heaps, r.asked, step) }</p>
                <button onclick={onretry} data-testid="quotient-continue">{ format!("Compute to heaps up to {}", r.asked) }</button>
            </div>
            { report_view(r, a.millis, name, true) }
        </>
    }
}

/// A quotient; `partial` for one of the heaps finished when the build was stopped (it has no
/// genus, which is searched for after the build).
fn report_view(r: &QuotientReport, millis: f64, name: Option<&str>, partial: bool) -> Html {
    let named = game_name(&r.code, name);
    let what = match (&named, code_name(&r.code)) {
        (Some(n), _) => format!("{n} ({})", r.code),
        (None, Some(n)) => format!("{n}, {}", r.code),
        (None, None) => r.code.clone(),
    };
    // Play the named game where there is one (the link came from it).
    let play_game = name.filter(|_| named.is_some()).map_or_else(|| r.code.clone(), str::to_string);
    let period = match r.period {
        Some(p) if r.period_proved => format!(
            "The pretending function is periodic: period {} from heap {}, proved for every heap (the heaps up to {} \
             are enough for the periodicity argument), so this is the quotient of all heaps.",
            p.period, p.preperiod, r.heaps
        ),
        Some(p) => format!(
            "The pretending function looks periodic: period {} from heap {} (seen up to heap {}, not proved for larger heaps).",
            p.period, p.preperiod, r.heaps
        ),
        None => format!("No period is seen in the heaps up to {}.", r.heaps),
    };
    let play = Route::Play {
        game: play_game,
        position: r.heaps.to_string(),
        misere: true,
        hidden: false,
        side: engine::vocab::Side::Left,
    };
    html! {
        <div class="quotient" data-testid="quotient" data-order={r.order.to_string()} data-p={r.p_portion.size.to_string()}>
            <p data-testid="quotient-summary" data-ms={format!("{millis:.0}")}>{ format!(
                "{what}, heaps 0 to {}: |Q| = {}, |P| = {}. {} in {:.0} ms.",
                r.heaps, crate::words::counted(r.order, "element", "elements"), r.p_portion.size, if partial { "Built" } else { "Computed" }, millis
            ) }</p>
            { presentation_view(&r.presentation) }
            <p>{ format!("P = {{{}}}", r.p_portion.elements.join(", ")) }</p>
            <p data-testid="quotient-tameness">{ tameness(r) }</p>
            { stopped_note(r) }
            { growth_view(&r.growth) }
            <h3>{ "What each heap pretends to be" }</h3>
            <p>{ period }</p>
            <div class="table-wrap">
                <table class="values" data-testid="pretending">
                    <thead><tr><th scope="col">{ "heap" }</th><th scope="col">{ "element" }</th><th scope="col">{ "alone" }</th><th scope="col">{ "genus" }</th></tr></thead>
                    <tbody>
                        { for r.pretending.iter().enumerate().map(|(h, e)| {
                            let in_p = r.p_portion.elements.contains(e);
                            let genus = r.genus.get(h).map_or_else(String::new, |g| {
                                if g.tame { g.symbol.clone() } else { format!("{} (not tame)", g.symbol) }
                            });
                            html! { <tr><th scope="row">{ h }</th><td>{ e }</td>
                                <td class={classes!(in_p.then_some("in-p"))}>{ if in_p { "P (loses)" } else { "N (wins)" } }</td>
                                <td>{ genus }</td></tr> }
                        }) }
                    </tbody>
                </table>
            </div>
            if let Some(why) = &r.genus_stopped {
                <p data-testid="genus-stopped">{ format!("Genus: {why}.") }</p>
            } else if partial {
                <p data-testid="genus-stopped">{ "Genus: not found for this quotient: the genus of each heap is searched for once every heap is added." }</p>
            }
            <p><a class="button" href={play.to_hash()} data-testid="quotient-play">{ format!("Play a heap of {} in misère play", r.heaps) }</a></p>
            <h3>{ "Cayley table" }</h3>
            { cayley(r) }
        </div>
    }
}

/// The multiplication table, each product by its name; the products in P are bold and marked
/// "P", shaded too, so colour is not the only sign.
fn cayley(r: &QuotientReport) -> Html {
    let Some(table) = &r.table else {
        return html! { <p data-testid="cayley-none">{ format!("The table of {} × {} products is too large to draw (at most 300 elements).", r.order, r.order) }</p> };
    };
    // Each element's name and membership in P, found once rather than per cell (up to 300²).
    let name = |x: u32| r.elements.get(x as usize).map_or("", String::as_str);
    let p: Vec<bool> = r.elements.iter().map(|e| r.p_portion.elements.contains(e)).collect();
    let in_p = |x: u32| p.get(x as usize).copied().unwrap_or(false);
    html! {
        <>
            <p class="legend"><span class="swatch in-p"></span>{ " a product in P is shaded, bold and marked ᴾ: a position worth it loses for the player to move." }</p>
            // Its own box scrolls (both ways), and the headers stay in view as it does.
            <div class="table-wrap cayley-wrap" data-testid="cayley-box" tabindex="0" role="region" aria-label="Cayley table">
                <table class="values cayley" data-testid="cayley">
                    <thead><tr><th scope="col">{ "×" }</th>{ for (0..r.order as u32).map(|b| html! { <th scope="col">{ name(b) }</th> }) }</tr></thead>
                    <tbody>
                        { for table.iter().enumerate().map(|(a, row)| html! {
                            <tr><th scope="row">{ name(a as u32) }</th>
                                { for row.iter().map(|&x| if in_p(x) {
                                    html! { <td class="in-p" title="in P"><strong>{ name(x) }{ "ᴾ" }</strong></td> }
                                } else {
                                    html! { <td>{ name(x) }</td> }
                                }) }
                            </tr>
                        }) }
                    </tbody>
                </table>
            </div>
        </>
    }
}

/// Whether the quotient is misère Nim's on the heaps up to the bound, or the first bound
/// from which it is not, with the heaps whose genus is not a tame one.
fn tameness(r: &QuotientReport) -> String {
    let wild_genus: Vec<String> =
        r.genus.iter().filter(|g| !g.tame).take(5).map(|g| format!("{} ({})", g.heap, g.symbol)).collect();
    let genus_note = if wild_genus.is_empty() {
        String::new()
    } else {
        format!(" The first heaps whose genus is not a tame genus: {}.", wild_genus.join(", "))
    };
    match r.first_wild {
        None => format!("Tame on heaps up to {}: the quotient is that of misère Nim.{genus_note}", r.heaps),
        Some(w) => format!(
            "Wild from heap {w}: the quotient of the heaps up to {w} is not that of misère Nim (those up to {} are).{genus_note}",
            w - 1
        ),
    }
}

/// When a limit stopped the build: what was asked, why, and that what is shown is the quotient
/// of the heaps before.
fn stopped_note(r: &QuotientReport) -> Html {
    match &r.stopped {
        Some(why) => html! {
            <p class="error" role="status" data-testid="quotient-stopped">{ format!(
                "Asked for heaps up to {}; {}. Everything below answers positions with heaps up to {}.",
                r.asked, why, r.heaps
            ) }</p>
        },
        None => html! {},
    }
}

/// |Q_k| and |P_k| for each heap bound k: a plot (a step line for each, with a text label at
/// the ends and a dashed line where the period is proved) and the table of the numbers.
fn growth_view(g: &engine::misere::Growth) -> Html {
    let rows: Vec<&engine::misere::GrowthRow> = g.rows.iter().skip(1).collect();
    if rows.is_empty() {
        return html! {};
    }
    let (w, h, left, bottom) = (600.0, 220.0, 44.0, 24.0);
    let last = rows.last().map_or(1, |r| r.heap).max(1) as f64;
    let top = rows.iter().map(|r| r.order).max().unwrap_or(1).max(1) as f64;
    let x = |k: usize| left + (k as f64 / last) * (w - left - 60.0);
    let y = |v: usize| (h - bottom) - (v as f64 / top) * (h - bottom - 12.0);
    let path = |f: &dyn Fn(&engine::misere::GrowthRow) -> usize| -> String {
        let mut d = String::new();
        for (i, r) in rows.iter().enumerate() {
            if i == 0 {
                d.push_str(&format!("M{:.1},{:.1}", x(r.heap), y(f(r))));
            } else {
                d.push_str(&format!(" H{:.1} V{:.1}", x(r.heap), y(f(r))));
            }
        }
        d
    };
    let end = rows.last().copied().copied().unwrap_or(engine::misere::GrowthRow { heap: 0, order: 0, p: 0 });
    let summary = format!(
        "|Q| grows from {} to {} over heaps 1 to {}; it last changes at heap {}{}.",
        rows[0].order,
        end.order,
        end.heap,
        g.last_change,
        match g.proved_from {
            Some(k) => format!(", and from heap {k} on the period is proved, so it grows no more"),
            None => String::new(),
        }
    );
    html! {
        <div class="quotient-growth" data-testid="quotient-growth">
            <h3>{ "Growth of the quotient" }</h3>
            <p data-testid="growth-summary">{ summary }</p>
            <svg class="growth-plot" data-testid="growth-plot" viewBox={format!("0 0 {w} {h}")} role="img"
                aria-label={format!("plot of |Q| and |P| against the heap bound, 1 to {}", end.heap)}>
                <line x1={left.to_string()} y1={(h - bottom).to_string()} x2={(w - 60.0).to_string()} y2={(h - bottom).to_string()} stroke="currentColor" />
                <line x1={left.to_string()} y1="12" x2={left.to_string()} y2={(h - bottom).to_string()} stroke="currentColor" />
                <text x={(left - 4.0).to_string()} y="16" text-anchor="end" font-size="11">{ top as usize }</text>
                <text x={(left - 4.0).to_string()} y={(h - bottom).to_string()} text-anchor="end" font-size="11">{ "0" }</text>
                <text x={x(end.heap).to_string()} y={(h - 6.0).to_string()} text-anchor="middle" font-size="11">{ format!("heap {}", end.heap) }</text>
                <text x={left.to_string()} y={(h - 6.0).to_string()} font-size="11">{ "1" }</text>
                if let Some(k) = g.proved_from.filter(|&k| k <= end.heap) {
                    <line x1={x(k).to_string()} y1="12" x2={x(k).to_string()} y2={(h - bottom).to_string()} stroke="currentColor" stroke-dasharray="4 3" />
                    <text x={(x(k) + 3.0).to_string()} y="22" font-size="11">{ "period proved" }</text>
                }
                <path d={path(&|r| r.order)} fill="none" stroke="currentColor" stroke-width="2" data-testid="growth-q" />
                <path d={path(&|r| r.p)} fill="none" stroke="currentColor" stroke-width="1.5" stroke-dasharray="6 3" />
                <text x={(x(end.heap) + 4.0).to_string()} y={y(end.order).to_string()} font-size="12">{ format!("|Q| {}", end.order) }</text>
                <text x={(x(end.heap) + 4.0).to_string()} y={(y(end.p) + 4.0).to_string()} font-size="12">{ format!("|P| {}", end.p) }</text>
            </svg>
            <details>
                <summary>{ "The numbers" }</summary>
                <div class="table-wrap">
                    <table class="values" data-testid="growth-table">
                        <thead><tr><th scope="col">{ "heaps up to" }</th><th scope="col">{ "|Q|" }</th><th scope="col">{ "|P|" }</th></tr></thead>
                        <tbody>
                            { for rows.iter().map(|r| html! {
                                <tr><th scope="row">{ r.heap }</th><td>{ r.order }</td><td>{ r.p }</td></tr>
                            }) }
                        </tbody>
                    </table>
                </div>
            </details>
        </div>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_link_reaches_the_largest_heap_and_names_the_game() {
        let g = engine::lookup("kayles").unwrap();
        let rules = g.misere_rules().unwrap().to_string();
        let heaps = g.misere_heaps("60").unwrap();
        let route = link_for("kayles", &rules, &heaps);
        assert_eq!(route, Route::Quotient { game: rules.clone(), heaps: Some(60), name: Some("kayles".into()) });
        assert_eq!(route.to_hash(), "#/quotient/octal:0.77?heaps=60&name=kayles");
        // A small position keeps the default bound.
        assert_eq!(
            link_for("kayles", &rules, &[3, 2]),
            Route::Quotient { game: rules.clone(), heaps: Some(DEFAULT_HEAPS), name: Some("kayles".into()) }
        );
        assert_eq!(game_name(&rules, Some("kayles")).as_deref(), Some("Kayles"));
        assert_eq!(game_name("kayles", None).as_deref(), Some("Kayles"));
        // A name whose rules are another code is not believed.
        assert_eq!(game_name("octal:0.137", Some("kayles")), None);
        assert_eq!(game_name(&rules, Some("nosuchgame")), None);
    }

    #[test]
    fn a_presentation_is_read_as_generators_and_whole_relations() {
        let (gens, rels) = relations("<a, b, c | a^2 = 1, a b^3 = b^2 c, b^4 = b^2>").unwrap();
        assert_eq!(gens, ["a", "b", "c"]);
        assert_eq!(rels, ["a^2 = 1", "a b^3 = b^2 c", "b^4 = b^2"]);
        assert_eq!(relations("<a | a^2 = 1>").unwrap(), (vec!["a"], vec!["a^2 = 1"]));
        assert_eq!(relations("< | >").unwrap(), (vec![], vec![]));
        assert_eq!(relations("no presentation"), None);
        assert_eq!(relations("<a>").unwrap(), (vec!["a"], vec![]));
        // Dawson's Kayles to heap 20, as the engine writes it: read back whole.
        let text = "<a, b, c, d | a^2 = 1, c^2 = 1, d^2 = 1, a b^3 = b^2 c, a b^2 c = b^3, b^4 = b^2, b^3 c = a b^2>";
        let (gens, rels) = relations(text).unwrap();
        assert_eq!(format!("<{} | {}>", gens.join(", "), rels.join(", ")), text);
    }

    fn at(heap: usize, order: usize, p: usize, candidate: usize) -> Option<Step> {
        Some(Step { heap, heaps: 33, order, p, candidate })
    }

    #[test]
    fn the_progress_says_which_heap_and_candidate() {
        assert_eq!(building_words(None, 3, 10), "Computing in the worker: heaps up to 3 of 10 done");
        assert_eq!(
            building_words(at(26, 144, 37, 848), 25, 33),
            "Adding heap 26 of 33: trying a candidate of order 848; Q_25 has 144 elements, 37 in P"
        );
        assert_eq!(
            building_words(at(5, 2, 1, 0), 4, 33),
            "Adding heap 5 of 33: checking it against the elements there; Q_4 has 2 elements, 1 in P"
        );
        assert_eq!(
            building_words(at(34, 638, 90, 0), 33, 33),
            "All 33 heaps added (Q_33 has 638 elements, 90 in P); finding each heap's genus"
        );
    }

    #[test]
    fn a_stop_says_where_and_what_the_quotient_kept_answers() {
        let w = stopped_words(25, 33, at(26, 144, 37, 848));
        assert!(w.starts_with("Stopped while adding heap 26; this is Q_25, the quotient of the heaps up to 25, which answers every position whose heaps are all at most 25."), "{w}");
        assert!(w.ends_with("Compute again to reach heaps up to 33 (the build starts over)."), "{w}");
        // The worker got further than the last quotient it sent.
        let w = stopped_words(25, 33, at(27, 144, 37, 0));
        assert!(
            w.starts_with("Stopped while adding heap 27; this is Q_25, the last quotient the worker had sent"),
            "{w}"
        );
        // Every heap added: the genus search was stopped.
        let w = stopped_words(33, 33, at(34, 638, 90, 0));
        assert!(w.starts_with("Stopped while finding each heap's genus. The quotient Q_33 was complete"), "{w}");
        // No step heard: the heap after the quotient's.
        assert!(stopped_words(4, 10, None).starts_with("Stopped while adding heap 5; this is Q_4"));
    }
}
