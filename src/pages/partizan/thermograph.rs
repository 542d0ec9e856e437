//! The thermograph as an SVG: the left and right walls from the bottom up to the temperature,
//! and the mast above. Values grow to the left, as in the textbooks (Left's side).

use std::rc::Rc;

use engine::cgt::Dyadic;
use engine::value::ThermographData;
use yew::prelude::*;

use crate::cgt_text::glyphs;

#[derive(Properties, PartialEq)]
pub struct ThermographProps {
    pub data: Rc<ThermographData>,
    pub canonical: String,
}

fn num(s: &str) -> f64 {
    s.parse::<Dyadic>().map(|d| d.to_f64()).unwrap_or(0.0)
}

const W: f64 = 320.0;
const H: f64 = 200.0;
const PAD: f64 = 28.0;

#[component]
pub fn Thermograph(p: &ThermographProps) -> Html {
    let d = &p.data;
    let wall = |w: &[(String, String)]| w.iter().map(|(t, x)| (num(t), num(x))).collect::<Vec<_>>();
    let (left, right) = (wall(&d.left), wall(&d.right));
    let (mast, temp) = (num(&d.mast), num(&d.temperature));
    let all = left.iter().chain(&right);
    let xs = all.clone().map(|&(_, x)| x).chain([mast]);
    let (xmin, xmax) = xs.fold((f64::MAX, f64::MIN), |(a, b), x| (a.min(x), b.max(x)));
    let (xmin, xmax) = (xmin - 1.0, xmax + 1.0);
    let tmin = all.map(|&(t, _)| t).fold(temp, f64::min).min(-1.0);
    let ttop = temp.max(0.0) + 1.0;
    // Left (larger values) is drawn on the left.
    let sx = |x: f64| PAD + (xmax - x) / (xmax - xmin) * (W - 2.0 * PAD);
    let sy = |t: f64| H - PAD - (t - tmin) / (ttop - tmin) * (H - 2.0 * PAD);
    let points =
        |w: &[(f64, f64)]| w.iter().map(|&(t, x)| format!("{:.1},{:.1}", sx(x), sy(t))).collect::<Vec<_>>().join(" ");
    let label = format!("Thermograph of {}: temperature {}, mean {}", glyphs(&p.canonical), d.temperature, d.mast);
    html! {
        <figure class="thermograph">
            <svg data-testid="thermograph" viewBox={format!("0 0 {W} {H}")} role="img" aria-label={label.clone()}
                 data-temperature={d.temperature.clone()} data-mean={d.mast.clone()}>
                <line class="axis" x1={format!("{:.1}", PAD)} x2={format!("{:.1}", W - PAD)}
                      y1={format!("{:.1}", sy(0.0))} y2={format!("{:.1}", sy(0.0))} />
                <polyline class="wall left" data-wall="left" points={points(&left)} fill="none" />
                <polyline class="wall right" data-wall="right" points={points(&right)} fill="none" />
                <line class="mast" data-mast="" x1={format!("{:.1}", sx(mast))} x2={format!("{:.1}", sx(mast))}
                      y1={format!("{:.1}", sy(temp))} y2={format!("{:.1}", sy(ttop))} />
                <text x={format!("{:.1}", sx(mast))} y="14" text-anchor="middle">{ format!("mean {}", d.mast) }</text>
                <text x="4" y={format!("{:.1}", sy(temp) - 4.0)}>{ format!("t = {}", d.temperature) }</text>
            </svg>
            <figcaption>{ label }{ ". The left wall is where Left's best play ends as the tax t grows; the right wall Right's." }</figcaption>
        </figure>
    }
}
