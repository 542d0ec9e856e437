//! Thermographs: the left and right walls of a game as the tax t grows from -1, until they meet
//! at the mast. Walls are piecewise linear with slopes -1, 0 or 1, so every breakpoint is a
//! dyadic rational and they are computed exactly.

use super::Dyadic;

/// A game's thermograph.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Thermograph {
    /// Breakpoints (t, x) of the left wall from t = -1 up to the temperature, piecewise linear
    /// between them; above the temperature the wall is the mast.
    pub left: Vec<(Dyadic, Dyadic)>,
    pub right: Vec<(Dyadic, Dyadic)>,
    /// The mean, where the mast stands.
    pub mast: Dyadic,
    pub temperature: Dyadic,
}

/// A wall as a function of t ≥ -1: breakpoints with the slope that follows each (the last
/// slope goes on for ever).
#[derive(Clone, Debug)]
struct Wall(Vec<(Dyadic, Dyadic, i64)>);

fn times(x: Dyadic, k: i64) -> Dyadic {
    Dyadic::new(x.num() * k, x.exp())
}

/// (a) / (k) for k in ±1, ±2.
fn divide(a: Dyadic, k: i64) -> Dyadic {
    let q = if k.abs() == 2 { a.half() } else { a };
    if k < 0 {
        -q
    } else {
        q
    }
}

const BOTTOM: i64 = -1;

impl Wall {
    fn constant(x: Dyadic) -> Wall {
        Wall(vec![(Dyadic::integer(BOTTOM), x, 0)])
    }

    /// The value and slope at t (t at least the first breakpoint).
    fn at(&self, t: Dyadic) -> (Dyadic, i64) {
        let i = self.0.iter().rposition(|&(s, _, _)| s <= t).unwrap_or(0);
        let (s, x, k) = self.0[i];
        (x + times(t - s, k), k)
    }

    /// The wall plus k·t.
    fn shifted(&self, k: i64) -> Wall {
        Wall(self.0.iter().map(|&(t, x, s)| (t, x + times(t, k), s + k)).collect())
    }

    /// The pointwise maximum (or minimum) of walls.
    fn extreme(walls: &[Wall], max: bool) -> Wall {
        let mut ts: Vec<Dyadic> = walls.iter().flat_map(|w| w.0.iter().map(|p| p.0)).collect();
        ts.sort();
        ts.dedup();
        // Crossings between consecutive breakpoints, and after the last.
        let mut extra = Vec::new();
        for (i, &t0) in ts.iter().enumerate() {
            let end = ts.get(i + 1).copied();
            let at: Vec<(Dyadic, i64)> = walls.iter().map(|w| w.at(t0)).collect();
            for a in 0..at.len() {
                for b in a + 1..at.len() {
                    let ((xa, ka), (xb, kb)) = (at[a], at[b]);
                    if ka != kb {
                        let t = t0 + divide(xb - xa, ka - kb);
                        if t > t0 && end.is_none_or(|e| t < e) {
                            extra.push(t);
                        }
                    }
                }
            }
        }
        ts.extend(extra);
        ts.sort();
        ts.dedup();
        let mut out: Vec<(Dyadic, Dyadic, i64)> = Vec::new();
        for &t in &ts {
            let best = walls
                .iter()
                .map(|w| w.at(t))
                .reduce(|a, b| {
                    // At a tie, the wall that goes on higher (for the maximum) or lower.
                    let better = if max { (b.0, b.1) > (a.0, a.1) } else { (b.0, b.1) < (a.0, a.1) };
                    if better {
                        b
                    } else {
                        a
                    }
                })
                .expect("at least one wall");
            // Keep a breakpoint only where the slope changes.
            if out.last().is_none_or(|&(_, _, k)| k != best.1) {
                out.push((t, best.0, best.1));
            }
        }
        Wall(out)
    }

    /// The first t where this (non-increasing) wall is at most `other` (non-decreasing).
    fn meets(&self, other: &Wall) -> Dyadic {
        let mut ts: Vec<Dyadic> = self.0.iter().chain(&other.0).map(|p| p.0).collect();
        ts.sort();
        ts.dedup();
        for (i, &t0) in ts.iter().enumerate() {
            let ((xa, ka), (xb, kb)) = (self.at(t0), other.at(t0));
            if xa <= xb {
                return t0;
            }
            if ka != kb {
                let t = t0 + divide(xb - xa, ka - kb);
                if t > t0 && ts.get(i + 1).is_none_or(|&e| t <= e) {
                    return t;
                }
            }
        }
        // The walls run parallel for ever: cannot happen for a short game.
        ts.last().copied().unwrap_or(Dyadic::integer(BOTTOM))
    }

    /// The breakpoints up to `top`, ending there.
    fn up_to(&self, top: Dyadic) -> Vec<(Dyadic, Dyadic)> {
        let mut pts: Vec<(Dyadic, Dyadic)> = self.0.iter().filter(|p| p.0 < top).map(|p| (p.0, p.1)).collect();
        pts.push((top, self.at(top).0));
        pts
    }
}

impl Thermograph {
    /// A number's thermograph is a mast at it; its temperature is -1 for an integer and
    /// -1/2^k for m/2^k (CGSuite's convention).
    pub fn of_number(x: Dyadic) -> Thermograph {
        let temperature = if x.is_integer() { Dyadic::integer(-1) } else { -Dyadic::new(1, x.exp()) };
        let bottom = Dyadic::integer(BOTTOM);
        Thermograph { left: vec![(bottom, x)], right: vec![(bottom, x)], mast: x, temperature }
    }

    fn left_wall(&self) -> Wall {
        Self::wall(&self.left, self.mast)
    }

    fn right_wall(&self) -> Wall {
        Self::wall(&self.right, self.mast)
    }

    fn wall(pts: &[(Dyadic, Dyadic)], mast: Dyadic) -> Wall {
        let mut w: Vec<(Dyadic, Dyadic, i64)> = Vec::new();
        for (i, &(t, x)) in pts.iter().enumerate() {
            let k = match pts.get(i + 1) {
                Some(&(t2, x2)) if t2 > t => slope(x2 - x, t2 - t),
                _ => 0,
            };
            w.push((t, x, k));
        }
        if w.is_empty() {
            return Wall::constant(mast);
        }
        w.last_mut().expect("not empty").2 = 0;
        Wall(w)
    }

    /// The thermograph of a game that is not a number, from its options': Left's wall is the
    /// highest of the Left options' right walls taxed by t, Right's the lowest of the Right
    /// options' left walls raised by t, until they meet.
    pub fn of_options(left: &[std::rc::Rc<Thermograph>], right: &[std::rc::Rc<Thermograph>]) -> Thermograph {
        let lw: Vec<Wall> = left.iter().map(|t| t.right_wall().shifted(-1)).collect();
        let rw: Vec<Wall> = right.iter().map(|t| t.left_wall().shifted(1)).collect();
        let (lw, rw) = (Wall::extreme(&lw, true), Wall::extreme(&rw, false));
        let temperature = lw.meets(&rw);
        let mast = lw.at(temperature).0;
        Thermograph { left: lw.up_to(temperature), right: rw.up_to(temperature), mast, temperature }
    }
}

/// The slope between two breakpoints: -1, 0 or 1.
fn slope(dx: Dyadic, dt: Dyadic) -> i64 {
    if dx == Dyadic::ZERO {
        0
    } else if dx == dt {
        1
    } else {
        debug_assert_eq!(dx, -dt, "a wall's slope is -1, 0 or 1");
        -1
    }
}
