//! The thermograph as an SVG: the left and right walls from the bottom up to the temperature,
//! and the mast above, over a value axis (ticks with their numbers, Left's and Right's stops
//! marked and named) and a temperature axis. Values grow to the left, as in the textbooks
//! (Left's side). The text is sized in the drawing's own units and the figure's width in rem,
//! so projector mode enlarges both together.

use std::rc::Rc;

use engine::cgt::Dyadic;
use engine::value::ThermographData;
use yew::prelude::*;

use crate::cgt_text::glyphs;

#[derive(Properties, PartialEq)]
pub struct ThermographProps {
    pub data: Rc<ThermographData>,
    pub canonical: String,
    /// A temperature to mark (the cooling slider's t): a line across the drawing at t and the
    /// walls' values there, in text.
    #[prop_or_default]
    pub at: Option<String>,
}

/// The drawing's size and its text's, in its own units.
const W: f64 = 440.0;
const FONT: f64 = 16.0;
/// The width of one character of a label, as a share of the font size (digits and fractions
/// in a sans-serif face are a little narrower).
const CHAR: f64 = 0.62;
const PAD_LEFT: f64 = 14.0;
/// Room for the temperature axis' numbers on the right.
const PAD_RIGHT: f64 = 64.0;
const PLOT_TOP: f64 = 2.0 * FONT + 10.0;
const PLOT_HEIGHT: f64 = 180.0;
const ROW: f64 = FONT + 8.0;

fn num(s: &str) -> Dyadic {
    s.parse::<Dyadic>().unwrap_or(Dyadic::ZERO)
}

/// The approximate width of a label in the drawing's units.
fn width(text: &str) -> f64 {
    text.chars().count() as f64 * CHAR * FONT
}

/// A wall's value at temperature `t`: walls are straight between their breakpoints (slope -1, 0
/// or 1 in the value per unit of t), and the mast's value above the last. Exact, so the stops
/// read off at t = 0 are the engine's.
pub fn wall_at(wall: &[(Dyadic, Dyadic)], mast: Dyadic, t: Dyadic) -> Dyadic {
    let Some(&(t0, x0)) = wall.first() else { return mast };
    if t <= t0 {
        return x0;
    }
    for pair in wall.windows(2) {
        let ((ta, xa), (tb, xb)) = (pair[0], pair[1]);
        if t <= tb {
            let (dx, dt) = (xb - xa, tb - ta);
            return if dx == Dyadic::ZERO || dt == Dyadic::ZERO {
                if t == tb {
                    xb
                } else {
                    xa
                }
            } else if dx == dt {
                xa + (t - ta)
            } else {
                xa - (t - ta)
            };
        }
    }
    wall.last().map_or(mast, |&(_, x)| x)
}

/// The steps a scale may have, smallest first: halves down to 1/64, then 1, 2, 5, 10, 20, 50...
fn steps() -> impl Iterator<Item = Dyadic> {
    let fractions = (1..=6u32).rev().map(|k| Dyadic::new(1, k));
    let whole = (0..18u32).map(|i| Dyadic::integer([1, 2, 5][i as usize % 3] * 10i64.pow(i / 3)));
    fractions.chain(whole)
}

/// The multiples of `step` from `lo` to `hi`.
fn multiples(lo: f64, hi: f64, step: Dyadic) -> Vec<Dyadic> {
    let s = step.to_f64();
    let (first, last) = ((lo / s - 1e-9).ceil() as i64, (hi / s + 1e-9).floor() as i64);
    (first..=last)
        .map(|i| if step.is_integer() { Dyadic::integer(i * step.num()) } else { Dyadic::new(i, step.exp()) })
        .collect()
}

/// The ticks of a scale from `lo` to `hi` drawn `per_unit` drawing units to a unit: the
/// multiples of the smallest step whose labels (`along` says how much room a label takes along
/// the axis) keep a gap of half a character between neighbours, and at least two ticks when the
/// span allows.
pub fn ticks(lo: f64, hi: f64, per_unit: f64, along: &dyn Fn(&str) -> f64) -> Vec<Dyadic> {
    let mut fallback = Vec::new();
    for step in steps() {
        let marks = multiples(lo, hi, step);
        if marks.len() > 200 {
            continue;
        }
        let room = step.to_f64() * per_unit;
        let widest = marks.iter().map(|d| along(&d.to_string())).fold(0.0, f64::max);
        if widest + FONT * CHAR <= room {
            return marks;
        }
        fallback = marks;
        if fallback.len() <= 1 {
            break;
        }
    }
    fallback
}

/// Where the two stops' names go under the value axis: Left's ends at its mark (it extends
/// towards Left's side), Right's starts at its mark, so they cannot cross, as Left's stop is
/// never to the right of Right's. Each is kept within `lo..hi`; if that makes them meet, Right's
/// goes a row lower. Returns (x, anchor, row) for Left's and for Right's.
pub fn stop_labels(
    left: (f64, f64),
    right: (f64, f64),
    lo: f64,
    hi: f64,
) -> ((f64, &'static str, u8), (f64, &'static str, u8)) {
    let ((lx, lw), (rx, rw)) = (left, right);
    let lx = lx.clamp(lo + lw, hi);
    let rx = rx.clamp(lo, (hi - rw).max(lo));
    let row = if lx + FONT * CHAR > rx { 1 } else { 0 };
    ((lx, "end", 0), (rx, "start", row))
}

/// A tidy number for a coordinate.
fn f(x: f64) -> String {
    format!("{x:.1}")
}

/// The value axis along the bottom, with its round ticks (`sx`: a value's x).
fn value_axis(
    ticks: &[Dyadic],
    sx: &dyn Fn(f64) -> f64,
    (x_left, x_right): (f64, f64),
    bottom: f64,
    tick_row: f64,
) -> Html {
    html! {
        <g class="value-axis" data-testid="value-axis">
            <line class="axis" x1={f(x_left)} x2={f(x_right)} y1={f(bottom)} y2={f(bottom)} />
            { for ticks.iter().map(|v| {
                let x = sx(v.to_f64());
                html! {
                    <g class="tick" data-tick={v.to_string()}>
                        <line x1={f(x)} x2={f(x)} y1={f(bottom)} y2={f(bottom + 5.0)} />
                        <text x={f(x)} y={f(tick_row)} text-anchor="middle">{ v.to_string() }</text>
                    </g>
                }
            }) }
        </g>
    }
}

/// The temperature axis up the right-hand side, with the temperature among its ticks (`sy`: a
/// temperature's y).
fn t_axis(ticks: &[Dyadic], sy: &dyn Fn(f64) -> f64, x_right: f64, bottom: f64, temp: Dyadic) -> Html {
    html! {
        <g class="t-axis" data-testid="t-axis">
            <line class="axis" x1={f(x_right)} x2={f(x_right)} y1={f(bottom)} y2={f(PLOT_TOP - 6.0)} />
            <text x={f(x_right + 8.0)} y={f(PLOT_TOP - 8.0)}>{ "t" }</text>
            { for ticks.iter().map(|t| {
                let y = sy(t.to_f64());
                html! {
                    <g class={classes!("tick", (*t == temp).then_some("temperature"))} data-tick={t.to_string()}>
                        <line x1={f(x_right)} x2={f(x_right + 5.0)} y1={f(y)} y2={f(y)} />
                        <text x={f(x_right + 8.0)} y={f(y + FONT * 0.35)}>{ t.to_string() }</text>
                    </g>
                }
            }) }
        </g>
    }
}

/// The line across the drawing at temperature `t`, with a dot where each wall stands and the
/// two values written beside the axis (`walls`: Left's and Right's value at t). `temp_y` is
/// where the temperature's label stands (its baseline): the marker's text goes under its line
/// when above it would cover that label.
fn cool_marker(
    t: Dyadic,
    walls: (Dyadic, Dyadic),
    sx: &dyn Fn(f64) -> f64,
    sy: &dyn Fn(f64) -> f64,
    x: (f64, f64),
    temp_y: f64,
) -> Html {
    let (y, (l, r)) = (sy(t.to_f64()), walls);
    let text = if l == r { format!("t = {t}: walls at {l}") } else { format!("t = {t}: walls at {l} and {r}") };
    let above = y - 5.0;
    let covers_temperature = (above - temp_y).abs() < FONT + 2.0;
    let text_y = if above - FONT < PLOT_TOP - 2.0 * FONT || covers_temperature { y + FONT + 2.0 } else { above };
    html! {
        <g class="cool-marker" data-testid="cool-marker" data-t={t.to_string()} data-left={l.to_string()} data-right={r.to_string()}>
            <line class="cool-line" x1={f(x.0)} x2={f(x.1)} y1={f(y)} y2={f(y)} />
            <circle class="cool-dot left" cx={f(sx(l.to_f64()))} cy={f(y)} r="5" />
            <rect class="cool-dot right" x={f(sx(r.to_f64()) - 4.5)} y={f(y - 4.5)} width="9" height="9" />
            <text class="label" x={f(x.0 + 2.0)} y={f(text_y)}>{ text }</text>
        </g>
    }
}

#[component]
pub fn Thermograph(p: &ThermographProps) -> Html {
    let d = &p.data;
    let wall = |w: &[(String, String)]| w.iter().map(|(t, x)| (num(t), num(x))).collect::<Vec<_>>();
    let (left, right) = (wall(&d.left), wall(&d.right));
    let (mast, temp) = (num(&d.mast), num(&d.temperature));
    let (left_stop, right_stop) = (wall_at(&left, mast, Dyadic::ZERO), wall_at(&right, mast, Dyadic::ZERO));

    // The value range: every wall point and the mast, with a margin of a tenth (at least 1/2).
    let xs = left.iter().chain(&right).map(|&(_, x)| x.to_f64()).chain([mast.to_f64()]);
    let (lo, hi) = xs.fold((f64::MAX, f64::MIN), |(a, b), x| (a.min(x), b.max(x)));
    let margin = ((hi - lo) / 10.0).max(0.5);
    let (xmin, xmax) = (lo - margin, hi + margin);
    let tmin = left.iter().chain(&right).map(|&(t, _)| t.to_f64()).fold(temp.to_f64(), f64::min).min(-1.0);
    let ttop = temp.to_f64().max(0.0) + 1.0;
    let (x_left, x_right) = (PAD_LEFT, W - PAD_RIGHT);
    let per_x = (x_right - x_left) / (xmax - xmin);
    let per_t = PLOT_HEIGHT / (ttop - tmin);
    // Left (larger values) is drawn on the left.
    let sx = |x: f64| x_left + (xmax - x) * per_x;
    let sy = |t: f64| PLOT_TOP + (ttop - t) * per_t;
    let bottom = sy(tmin);
    let points = |w: &[(Dyadic, Dyadic)]| {
        w.iter().map(|&(t, x)| format!("{},{}", f(sx(x.to_f64())), f(sy(t.to_f64())))).collect::<Vec<_>>().join(" ")
    };

    // The value axis along the bottom, the temperature axis up the right-hand side.
    let value_ticks = ticks(xmin, xmax, per_x, &width);
    // The temperature is always a tick; the round ticks too near it make way.
    let mut t_ticks: Vec<Dyadic> = ticks(tmin, ttop, per_t, &|_| FONT * 1.2)
        .into_iter()
        .filter(|t| (sy(t.to_f64()) - sy(temp.to_f64())).abs() >= FONT * 1.1 || *t == temp)
        .collect();
    if !t_ticks.contains(&temp) {
        t_ticks.push(temp);
    }
    let tick_row = bottom + FONT + 6.0;
    let stop_row = tick_row + ROW;
    let (ltext, rtext) = (format!("Left stop {left_stop}"), format!("Right stop {right_stop}"));
    let same = left_stop == right_stop;
    let both = format!("Left and Right stop {left_stop}");
    let (lpos, rpos) = if same {
        let w = width(&both);
        let x = sx(left_stop.to_f64()).clamp(x_left + w / 2.0, x_right - w / 2.0);
        ((x, "middle", 0), (x, "middle", 0))
    } else {
        stop_labels(
            (sx(left_stop.to_f64()), width(&ltext)),
            (sx(right_stop.to_f64()), width(&rtext)),
            x_left,
            x_right + PAD_RIGHT - 4.0,
        )
    };
    let rows = if rpos.2 > 0 { 2.0 } else { 1.0 };
    let caption_row = stop_row + rows * ROW;
    let height = caption_row + 8.0;
    let mean_text = format!("mean {}", glyphs(&d.mast));
    let mean_x = sx(mast.to_f64()).clamp(x_left + width(&mean_text) / 2.0, x_right - width(&mean_text) / 2.0);
    let temp_text = format!("temperature {}", d.temperature);

    let label = format!(
        "Thermograph of {}: temperature {}, mean {}, Left stop {left_stop}, Right stop {right_stop}",
        glyphs(&p.canonical),
        d.temperature,
        d.mast
    );
    let marker = p.at.as_deref().map(|t| {
        let t = num(t);
        let temp_y = sy(temp.to_f64()) - 5.0;
        cool_marker(t, (wall_at(&left, mast, t), wall_at(&right, mast, t)), &sx, &sy, (x_left, x_right), temp_y)
    });
    let stop_mark = |x: Dyadic, side: &'static str| {
        let px = sx(x.to_f64());
        // A triangle on the axis, and a guide from the wall at t = 0 down to it.
        let tri = format!(
            "{},{} {},{} {},{}",
            f(px),
            f(bottom - 1.0),
            f(px - 6.0),
            f(bottom + 9.0),
            f(px + 6.0),
            f(bottom + 9.0)
        );
        html! {
            <g class={classes!("stop", side)}>
                <line class="guide" x1={f(px)} x2={f(px)} y1={f(sy(0.0))} y2={f(bottom)} />
                <polygon points={tri} />
            </g>
        }
    };
    html! {
        <figure class="thermograph">
            <svg data-testid="thermograph" viewBox={format!("0 0 {W} {}", f(height))} role="img" aria-label={label.clone()}
                 data-temperature={d.temperature.clone()} data-mean={d.mast.clone()}
                 data-left-stop={left_stop.to_string()} data-right-stop={right_stop.to_string()}>
                // t = 0, where the stops are read.
                <line class="zero" x1={f(x_left)} x2={f(x_right)} y1={f(sy(0.0))} y2={f(sy(0.0))} />
                { value_axis(&value_ticks, &sx, (x_left, x_right), bottom, tick_row) }
                { t_axis(&t_ticks, &sy, x_right, bottom, temp) }
                <polyline class="wall left" data-wall="left" points={points(&left)} fill="none" />
                <polyline class="wall right" data-wall="right" points={points(&right)} fill="none" />
                <line class="mast" data-mast="" x1={f(sx(mast.to_f64()))} x2={f(sx(mast.to_f64()))}
                      y1={f(sy(temp.to_f64()))} y2={f(sy(ttop))} />
                // The temperature: a guide from the foot of the mast to its number on the axis.
                <line class="guide temperature" x1={f(sx(mast.to_f64()))} x2={f(x_right)}
                      y1={f(sy(temp.to_f64()))} y2={f(sy(temp.to_f64()))} />
                <text class="label" data-testid="thermo-temperature" x={f(x_right - 4.0)} y={f(sy(temp.to_f64()) - 5.0)}
                      text-anchor="end">{ temp_text }</text>
                <text class="label" data-testid="thermo-mean" x={f(mean_x)} y={f(FONT + 4.0)} text-anchor="middle">{ mean_text }</text>
                { marker }
                { stop_mark(left_stop, "left") }
                { stop_mark(right_stop, "right") }
                if same {
                    <text class="label" data-testid="thermo-stops" x={f(lpos.0)} y={f(stop_row)} text-anchor="middle">{ both }</text>
                } else {
                    <text class="label left" data-testid="thermo-left-stop" x={f(lpos.0)} y={f(stop_row)} text-anchor={lpos.1}>{ ltext }</text>
                    <text class="label right" data-testid="thermo-right-stop" x={f(rpos.0)} y={f(stop_row + f64::from(rpos.2) * ROW)}
                          text-anchor={rpos.1}>{ rtext }</text>
                }
                <text class="caption" x={f(x_left)} y={f(caption_row)}>{ "← value (Left's side)" }</text>
                <text class="caption" x={f(x_right)} y={f(caption_row)} text-anchor="end">{ "(Right's side) →" }</text>
            </svg>
            <figcaption>{ label }{ ". The left wall is where Left's best play ends as the tax t grows; the right wall Right's. \
                                    The stops are where the walls stand at t = 0." }</figcaption>
        </figure>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn d(s: &str) -> Dyadic {
        s.parse().unwrap()
    }

    fn strings(ds: &[Dyadic]) -> Vec<String> {
        ds.iter().map(|d| d.to_string()).collect()
    }

    #[test]
    fn the_stops_are_the_walls_at_zero() {
        // Every small Domineering board and a few Toads and Frogs strips: the walls read at
        // t = 0 give the engine's stops.
        let mut checked = 0;
        for (game, positions) in [
            ("domineering", &["2x3", "3x2", "2x2", "1x2", "3x3", "2x4", "..#/...", ".../#.."][..]),
            ("toads", &["T.F", "TT.F", "T..F", "TT..FF", "T.", "TF.F"][..]),
        ] {
            let g = engine::lookup(game).unwrap();
            for pos in positions {
                let v = g.solve(pos, false).unwrap().partizan.expect("partizan");
                let t = &v.thermograph;
                let wall = |w: &[(String, String)]| w.iter().map(|(t, x)| (d(t), d(x))).collect::<Vec<_>>();
                let mast = d(&t.mast);
                assert_eq!(wall_at(&wall(&t.left), mast, Dyadic::ZERO).to_string(), v.left_stop, "{game} {pos}");
                assert_eq!(wall_at(&wall(&t.right), mast, Dyadic::ZERO).to_string(), v.right_stop, "{game} {pos}");
                checked += 1;
            }
        }
        assert!(checked >= 14);
    }

    #[test]
    fn a_wall_is_read_between_its_breakpoints() {
        // {2|-1/2}'s left wall: 2 at t = 0, taxed to 3/4 at t = 5/4.
        let wall = [(d("-1"), d("3")), (d("0"), d("2")), (d("5/4"), d("3/4"))];
        assert_eq!(wall_at(&wall, d("3/4"), d("-1/2")), d("5/2"));
        assert_eq!(wall_at(&wall, d("3/4"), d("1/2")), d("3/2"));
        assert_eq!(wall_at(&wall, d("3/4"), d("2")), d("3/4"));
        assert_eq!(wall_at(&[], d("1/2"), d("0")), d("1/2"));
    }

    #[test]
    fn ticks_are_round_and_their_labels_do_not_meet() {
        let w = &width;
        // At 120 units to a unit every half fits ("-3/2" is about 40 units wide); at 90 not.
        assert_eq!(strings(&ticks(-1.5, 2.5, 90.0, w)), ["-1", "0", "1", "2"]);
        assert_eq!(strings(&ticks(-1.5, 2.5, 120.0, w)), ["-3/2", "-1", "-1/2", "0", "1/2", "1", "3/2", "2", "5/2"]);
        // A wide span takes a coarser step.
        assert_eq!(strings(&ticks(-3.0, 103.0, 3.4, w)), ["0", "20", "40", "60", "80", "100"]);
        // A narrow one finer steps, still with room for each label.
        let fine = ticks(0.3, 0.9, 600.0, w);
        assert!(fine.len() >= 2, "{fine:?}");
        for pair in fine.windows(2) {
            let gap = (pair[1].to_f64() - pair[0].to_f64()) * 600.0;
            assert!(gap >= (w(&pair[0].to_string()) + w(&pair[1].to_string())) / 2.0, "{fine:?}");
        }
        // A temperature scale: one label a line high.
        assert_eq!(strings(&ticks(-1.0, 2.0, 60.0, &|_| FONT * 1.2)), ["-1", "-1/2", "0", "1/2", "1", "3/2", "2"]);
    }

    #[test]
    fn the_stops_names_never_cross() {
        // Far apart: one row, Left's ending at its mark, Right's starting at its.
        let (l, r) = stop_labels((100.0, 80.0), (300.0, 90.0), 14.0, 420.0);
        assert_eq!((l, r), ((100.0, "end", 0), (300.0, "start", 0)));
        // Near the left edge, Left's name is pushed inside and then meets Right's: a row lower.
        let (l, r) = stop_labels((30.0, 80.0), (40.0, 90.0), 14.0, 420.0);
        assert_eq!(l, (94.0, "end", 0));
        assert_eq!(r.2, 1);
        // Near the right edge Right's name is pulled in.
        let (_, r) = stop_labels((200.0, 80.0), (410.0, 90.0), 14.0, 420.0);
        assert_eq!(r, (330.0, "start", 0));
    }
}
