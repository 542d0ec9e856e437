//! Hash routes: the URL holds the whole state of a page, so any page can be shared as a link.
//!
//! - `#/` the catalogue
//! - `#/play/GAME/POSITION[?misere=1][&hidden=1][&side=R]` a game from a position (hidden:
//!   answers hidden until revealed; side: who moves in a partizan game, Left when absent)
//! - `#/analyze/GAME[?to=N]` a heap game's value sequence g(0..=N), or a loopy game's values over
//!   its places (nimbers and ∞(K))
//! - `#/table/GAME[?size=N]` a game's two-dimensional table
//! - `#/alphabeta[/TREE][?order=given|reversed|best|worst]` the alpha-beta stepper (alone: an
//!   example tree)
//! - `#/dag[/POSITION]` the DAG editor (alone: an example graph; `#/dag/` an empty one)
//! - `#/sum-builder[/POSITION]` the sum builder (alone: no components yet)
//! - `#/quiz/GAME?seed=S&n=K[&kind=move|pn][&from=POSITION]` a quiz drawn from a seed, or
//!   `#/quiz/GAME?seed=S&positions=P1|P2|…[&kind=pn]` the teacher's positions
//! - `#/lesson?title=T&g=GAME&p=POSITION[&c=CAPTION][&m=1][&h=1][&s=R]&…&step=K` a lesson, one
//!   `g=`/`p=` pair per step (`m=1` misère, `h=1` answers hidden, `s=R` Right to move first in
//!   a partizan game; Left when absent)
//! - `#/lesson-editor` the lesson editor
//! - `#/compare?g=GAME:POSITION&h=GAME:POSITION` two positions compared (G - H played out)
//! - `#/value?g=FORM` the value calculator: a form in braces or short notation (`{0|{0|-1}}`,
//!   `^*`), or a position `game:position`
//! - anything else: the page saying why the link cannot be opened
//!
//! Any of them may carry `projector=1` and `embed=1` in its query ([`crate::util::with_flags`]).
//! Segments are percent-encoded ([`encoding`]); the lesson and quiz queries are read in
//! [`query`].

mod encoding;
mod query;

pub use encoding::{decode, encode};
use engine::vocab::Side;
use query::{parse_lesson, parse_quiz};

/// The tree the alpha-beta page opens with when its URL gives none.
pub const EXAMPLE_TREE: &str = "[[3,12,8],[2,4,6],[14,5,2]]";

/// The DAG editor's page is named after the game it edits (`#/dag`).
const DAG_PAGE: &str = engine::games::builders::graph::ENTRY.id;

/// A page and its parameters, decoded from the URL.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Route {
    Catalogue,
    Play {
        game: String,
        position: String,
        misere: bool,
        /// Every answer (outcome, shading, formula, working) hidden until Reveal is pressed.
        hidden: bool,
        /// Who moves first in a partizan game (Left unless the link says `side=R`).
        side: Side,
    },
    Analyze {
        game: String,
        to: Option<usize>,
    },
    /// The misère quotient of a heap game (an octal code, `grundy` or a game id) to a heap bound.
    Quotient {
        game: String,
        heaps: Option<usize>,
        /// The game id the link came from (`kayles` for `octal:0.77`), to name it on the page.
        name: Option<String>,
    },
    /// A game's two-dimensional table; `size` (or rows and columns) as typed.
    Table {
        game: String,
        size: Option<usize>,
    },
    /// The alpha-beta stepper over a typed tree.
    AlphaBeta {
        tree: String,
        order: String,
    },
    /// The DAG editor; `None` starts with the example graph.
    Dag {
        position: Option<String>,
    },
    /// The sum builder; `None` starts with no components.
    SumBuilder {
        position: Option<String>,
    },
    /// A quiz on a game: `n` questions drawn from `seed` by walks from `from` (the game's
    /// example when `None`), or the teacher's `positions`.
    Quiz {
        game: String,
        seed: u64,
        n: usize,
        kind: QuizKind,
        from: Option<String>,
        positions: Option<Vec<String>>,
    },
    /// A lesson: positions of any games with the teacher's captions, shown one at a time
    /// (`step` counts from 0).
    Lesson {
        title: String,
        steps: Vec<LessonStep>,
        step: usize,
    },
    /// The lesson editor (its draft is kept in the browser).
    LessonEditor,
    /// Two positions `game:position` compared by playing their difference.
    Compare {
        first: String,
        second: String,
    },
    /// The value calculator, with the form or `game:position` typed (empty: none yet).
    Value {
        form: String,
    },
    /// A link that could not be read, with the reason.
    Invalid {
        reason: String,
    },
}

pub use engine::quiz::Kind as QuizKind;

/// The questions a quiz link asks when it does not say (`n=`).
pub const QUIZ_DEFAULT_N: usize = 5;

/// One position of a lesson and what the teacher says about it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LessonStep {
    pub game: String,
    pub position: String,
    pub caption: String,
    /// Solved in misère play (the last mover loses).
    pub misere: bool,
    /// The answers (outcome, shading, values, working) hidden until the teacher reveals them.
    pub hidden: bool,
    /// Who moves first in a partizan game (Left unless the link says `s=R`); ignored by the
    /// other games.
    pub side: Side,
}

impl LessonStep {
    /// A step in normal play with its answers shown.
    pub fn new(game: impl Into<String>, position: impl Into<String>, caption: impl Into<String>) -> Self {
        LessonStep {
            game: game.into(),
            position: position.into(),
            caption: caption.into(),
            misere: false,
            hidden: false,
            side: Side::Left,
        }
    }
}

/// The most positions in one lesson (a link of a few kilobytes at most).
pub const MAX_LESSON_STEPS: usize = 60;

impl Route {
    /// A play page in normal play with its answers shown.
    pub fn play(game: String, position: String) -> Route {
        Route::Play { game, position, misere: false, hidden: false, side: Side::Left }
    }

    /// Reads a location hash such as `#/play/nim/3%2C4%2C5`.
    pub fn parse(hash: &str) -> Route {
        let body = hash.trim_start_matches('#');
        let (path, query) = match body.find('?') {
            Some(i) => (&body[..i], &body[i + 1..]),
            None => (body, ""),
        };
        let segments: Vec<&str> = path.trim_start_matches('/').split('/').collect();
        let params: Vec<(&str, &str)> =
            query.split('&').filter(|p| !p.is_empty()).map(|p| p.split_once('=').unwrap_or((p, ""))).collect();
        let param = |name: &str| params.iter().find(|(k, _)| *k == name).map(|(_, v)| *v);
        let decoded = |s: &str| decode(s);
        match segments.as_slice() {
            [""] => Route::Catalogue,
            // A position may itself contain '/' (two-row boards, 3-D Chomp) when typed by hand.
            ["play", game, position @ ..] if !position.is_empty() => {
                match (decoded(game), decoded(&position.join("/"))) {
                    (Ok(game), Ok(position)) if !game.is_empty() => {
                        let flag = |name: &str| matches!(param(name), Some("1" | "true"));
                        let side = match param("side") {
                            None => Side::Left,
                            Some(s) => match Side::parse(s) {
                                Some(side) => side,
                                None => {
                                    return Route::Invalid {
                                        reason: format!(
                                            "'side={s}' names no side: write side=L (Left) or side=R (Right)"
                                        ),
                                    }
                                }
                            },
                        };
                        Route::Play { game, position, misere: flag("misere"), hidden: flag("hidden"), side }
                    }
                    (Err(e), _) | (_, Err(e)) => Route::Invalid { reason: e },
                    _ => Route::Invalid { reason: "the link names no game".into() },
                }
            }
            ["play", _] | ["play"] => {
                Route::Invalid { reason: "the link has no position: it should read #/play/GAME/POSITION".into() }
            }
            // A game's own '/' (`windup:1,2/5`) may be typed raw: the rest of the path is the game.
            ["analyze", game @ ..] if !game.is_empty() && !game[0].is_empty() => match decoded(&game.join("/")) {
                Ok(game) => {
                    let to = match param("to") {
                        None => None,
                        Some(t) => match t.parse::<usize>() {
                            Ok(n) => Some(n),
                            Err(_) => return Route::Invalid { reason: format!("'to={t}' is not a whole number") },
                        },
                    };
                    Route::Analyze { game, to }
                }
                Err(e) => Route::Invalid { reason: e },
            },
            ["quotient", game] => {
                match (decoded(game), param("heaps").map(str::parse::<usize>), param("name").map(decoded).transpose()) {
                    (Err(e), _, _) | (_, _, Err(e)) => Route::Invalid { reason: e },
                    (_, Some(Err(_)), _) => Route::Invalid { reason: "'heaps' must be a whole number".into() },
                    (Ok(game), heaps, Ok(name)) => Route::Quotient {
                        game,
                        heaps: heaps.and_then(Result::ok),
                        name: name.filter(|n| !n.is_empty()),
                    },
                }
            }
            ["table", game] => match (decoded(game), param("size").map(str::parse::<usize>)) {
                (Err(e), _) => Route::Invalid { reason: e },
                (_, Some(Err(_))) => Route::Invalid { reason: "'size' must be a whole number".into() },
                (Ok(game), size) => Route::Table { game, size: size.and_then(Result::ok) },
            },
            // The order is percent-encoded like the tree (the fuzz test found "%41" read raw).
            ["alphabeta"] => match decoded(param("order").unwrap_or("given")) {
                Ok(order) => Route::AlphaBeta { tree: EXAMPLE_TREE.into(), order },
                Err(e) => Route::Invalid { reason: e },
            },
            ["alphabeta", tree] => match (decoded(tree), decoded(param("order").unwrap_or("given"))) {
                (Ok(tree), Ok(order)) => Route::AlphaBeta { tree, order },
                (Err(e), _) | (_, Err(e)) => Route::Invalid { reason: e },
            },
            [page] if *page == DAG_PAGE => Route::Dag { position: None },
            [page, position] if *page == DAG_PAGE => match decoded(position) {
                Ok(position) => Route::Dag { position: Some(position) },
                Err(e) => Route::Invalid { reason: e },
            },
            ["quiz", game] => parse_quiz(game, &params).unwrap_or_else(|reason| Route::Invalid { reason }),
            ["quiz"] => {
                Route::Invalid { reason: "the quiz link names no game: it should read #/quiz/GAME?seed=S&n=K".into() }
            }
            ["lesson"] => parse_lesson(&params).unwrap_or_else(|reason| Route::Invalid { reason }),
            ["lesson-editor"] => Route::LessonEditor,
            ["compare"] => match (decoded(param("g").unwrap_or("")), decoded(param("h").unwrap_or(""))) {
                (Ok(first), Ok(second)) => Route::Compare { first, second },
                (Err(e), _) | (_, Err(e)) => Route::Invalid { reason: e },
            },
            ["value"] => match decoded(param("g").unwrap_or("")) {
                Ok(form) => Route::Value { form },
                Err(e) => Route::Invalid { reason: e },
            },
            ["sum-builder"] => Route::SumBuilder { position: None },
            ["sum-builder", position] => match decoded(position) {
                Ok(position) => Route::SumBuilder { position: Some(position) },
                Err(e) => Route::Invalid { reason: e },
            },
            _ => Route::Invalid { reason: format!("there is no page '{}'", path) },
        }
    }

    /// The hash for this route (`#/...`).
    pub fn to_hash(&self) -> String {
        match self {
            Route::Catalogue | Route::Invalid { .. } => "#/".to_string(),
            Route::Play { game, position, misere, hidden, side } => {
                let mut query: Vec<&str> = Vec::new();
                if *misere {
                    query.push("misere=1");
                }
                if *hidden {
                    query.push("hidden=1");
                }
                if *side == Side::Right {
                    query.push("side=R");
                }
                let query = if query.is_empty() { String::new() } else { format!("?{}", query.join("&")) };
                format!("#/play/{}/{}{query}", encode(game), encode(position))
            }
            Route::Table { game, size } => {
                format!("#/table/{}{}", encode(game), size.map(|s| format!("?size={s}")).unwrap_or_default())
            }
            Route::AlphaBeta { tree, order } => format!("#/alphabeta/{}?order={}", encode(tree), encode(order)),
            Route::Analyze { game, to } => {
                format!("#/analyze/{}{}", encode(game), to.map(|t| format!("?to={t}")).unwrap_or_default())
            }
            Route::Quotient { game, heaps, name } => {
                let query: Vec<String> =
                    [heaps.map(|h| format!("heaps={h}")), name.as_ref().map(|n| format!("name={}", encode(n)))]
                        .into_iter()
                        .flatten()
                        .collect();
                let query = if query.is_empty() { String::new() } else { format!("?{}", query.join("&")) };
                format!("#/quotient/{}{query}", encode(game))
            }
            Route::Compare { first, second } => format!("#/compare?g={}&h={}", encode(first), encode(second)),
            Route::Value { form } if form.is_empty() => "#/value".to_string(),
            Route::Value { form } => format!("#/value?g={}", encode(form)),
            Route::Dag { position: None } => "#/dag".to_string(),
            Route::Dag { position: Some(p) } => format!("#/dag/{}", encode(p)),
            Route::Quiz { game, seed, n, kind, from, positions } => {
                let mut q = format!("#/quiz/{}?seed={seed}", encode(game));
                match positions {
                    Some(list) => {
                        let list: Vec<String> = list.iter().map(|p| encode(p)).collect();
                        q.push_str(&format!("&positions={}", list.join("|")));
                    }
                    None => q.push_str(&format!("&n={n}")),
                }
                match kind {
                    QuizKind::Move => {}
                    QuizKind::Pn => q.push_str("&kind=pn"),
                    QuizKind::Class => q.push_str("&kind=class"),
                    QuizKind::Value => q.push_str("&kind=value"),
                    QuizKind::Atomic => q.push_str("&kind=atomic"),
                }
                if let (Some(f), None) = (from, positions) {
                    q.push_str(&format!("&from={}", encode(f)));
                }
                q
            }
            Route::Lesson { title, steps, step } => {
                let mut q = String::from("#/lesson?");
                if !title.is_empty() {
                    q.push_str(&format!("title={}&", encode(title)));
                }
                for s in steps {
                    q.push_str(&format!("g={}&p={}", encode(&s.game), encode(&s.position)));
                    if !s.caption.is_empty() {
                        q.push_str(&format!("&c={}", encode(&s.caption)));
                    }
                    if s.misere {
                        q.push_str("&m=1");
                    }
                    if s.hidden {
                        q.push_str("&h=1");
                    }
                    if s.side == Side::Right {
                        q.push_str("&s=R");
                    }
                    q.push('&');
                }
                q.push_str(&format!("step={}", step + 1));
                q
            }
            Route::LessonEditor => "#/lesson-editor".to_string(),
            Route::SumBuilder { position: None } => "#/sum-builder".to_string(),
            Route::SumBuilder { position: Some(p) } => format!("#/sum-builder/{}", encode(p)),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trips() {
        for r in [
            Route::Catalogue,
            Route::Play { game: "nim".into(), position: "3,4,5".into(), misere: true, hidden: false, side: Side::Left },
            Route::Play { game: "nim".into(), position: "3,4,5".into(), misere: false, hidden: true, side: Side::Left },
            Route::Play { game: "kayles".into(), position: "ooo".into(), misere: true, hidden: true, side: Side::Left },
            Route::Play {
                game: "domineering".into(),
                position: "3x3".into(),
                misere: false,
                hidden: false,
                side: Side::Right,
            },
            Route::Play {
                game: "clobber".into(),
                position: "xo".into(),
                misere: false,
                hidden: true,
                side: Side::Right,
            },
            Route::play("subtract:1,3,4".into(), "21".into()),
            Route::play("kayles".into(), "ooo.oo".into()),
            Route::play("sum".into(), "nim:3 + kayles:7".into()),
            Route::Analyze { game: "kayles".into(), to: Some(500) },
            Route::Quotient { game: "octal:0.77".into(), heaps: Some(30), name: None },
            Route::Quotient { game: "kayles".into(), heaps: None, name: None },
            Route::Quotient { game: "octal:0.77".into(), heaps: Some(60), name: Some("kayles".into()) },
            Route::Quotient { game: "octal:0.77".into(), heaps: None, name: Some("a & b".into()) },
            Route::AlphaBeta { tree: "[[3, 5],[2,-9]]".into(), order: "best".into() },
            Route::Table { game: "tokenboard:12x4".into(), size: Some(12) },
            Route::Table { game: "chocolate".into(), size: None },
            Route::Dag { position: None },
            Route::Dag { position: Some("a>b,a>c,b>c;a,b".into()) },
            Route::Dag { position: Some("a>b,c;".into()) },
            Route::Dag { position: Some(String::new()) },
            Route::SumBuilder { position: None },
            Route::SumBuilder { position: Some("nim:3 + kayles:7 + subtract:1,3,4:9".into()) },
            Route::SumBuilder { position: Some("dag:annihilate:a>b;a + nim:4".into()) },
            Route::Quiz { game: "nim".into(), seed: 7, n: 5, kind: QuizKind::Move, from: None, positions: None },
            Route::LessonEditor,
            Route::Compare { first: "domineering:2x3".into(), second: "cutcake:1x2".into() },
            Route::Compare { first: "hackenbush:0-1:b,1-2:r".into(), second: "toads:T.F&x=1".into() },
            Route::Value { form: String::new() },
            Route::Value { form: "{0|{0|-1}}".into() },
            Route::Value { form: "^* + +-1".into() },
            Route::Value { form: "clobber:xo&x=1".into() },
            Route::Lesson {
                title: "Nim & friends".into(),
                steps: vec![
                    LessonStep::new("nim", "3,4,5", "XOR is 2: a win?"),
                    LessonStep { misere: true, ..LessonStep::new("nim", "1,1,2", "misère") },
                    LessonStep { hidden: true, ..LessonStep::new("subtract:1,3,4", "21", "") },
                    LessonStep { misere: true, hidden: true, ..LessonStep::new("kayles", "7", "m=1&h=1") },
                    LessonStep::new("sum", "nim:3 + kayles:7", "p=1&g=x|y"),
                    LessonStep { side: Side::Right, ..LessonStep::new("domineering", "2x3", "s=L") },
                    LessonStep { side: Side::Right, hidden: true, ..LessonStep::new("hackenbush", "0-1:b,1-2:r", "") },
                ],
                step: 4,
            },
            Route::Quiz {
                game: "kayles".into(),
                seed: 1,
                n: 3,
                kind: QuizKind::Pn,
                from: Some("ooo.oo".into()),
                positions: None,
            },
            Route::Quiz {
                game: "sum".into(),
                seed: 1,
                n: 2,
                kind: QuizKind::Move,
                from: None,
                positions: Some(vec!["nim:3 + nim:4".into(), "nim:1 + kayles:2".into()]),
            },
        ] {
            assert_eq!(Route::parse(&r.to_hash()), r, "{}", r.to_hash());
        }
    }

    #[test]
    fn lesson_flags_belong_to_their_step() {
        let Route::Lesson { steps, step, .. } = Route::parse("#/lesson?g=nim&p=1,1,2&m=1&g=kayles&p=7&c=x&h=1&step=2")
        else {
            panic!("not a lesson")
        };
        assert_eq!(step, 1);
        assert_eq!(steps[0], LessonStep { misere: true, ..LessonStep::new("nim", "1,1,2", "") });
        assert_eq!(steps[1], LessonStep { hidden: true, ..LessonStep::new("kayles", "7", "x") });
        // Links made before the flags existed read as normal play with answers shown.
        let old = Route::parse("#/lesson?title=T&g=nim&p=3,4,5&c=hi&step=1");
        assert_eq!(
            old,
            Route::Lesson { title: "T".into(), steps: vec![LessonStep::new("nim", "3,4,5", "hi")], step: 0 }
        );
        assert_eq!(old.to_hash(), "#/lesson?title=T&g=nim&p=3,4,5&c=hi&step=1");
        assert!(matches!(Route::parse("#/lesson?m=1&g=nim&p=3"), Route::Invalid { .. }));
    }

    #[test]
    fn lesson_sides_belong_to_their_step() {
        let link = "#/lesson?g=domineering&p=2x3&s=R&g=domineering&p=3x3&c=x&h=1&step=1";
        let Route::Lesson { steps, .. } = Route::parse(link) else { panic!("not a lesson") };
        assert_eq!(steps[0], LessonStep { side: Side::Right, ..LessonStep::new("domineering", "2x3", "") });
        // No `s=`: Left moves, as in links made before the side was kept.
        assert_eq!(steps[1].side, Side::Left);
        // Written after its step's other flags; Left is the default and is not written.
        assert_eq!(Route::parse(link).to_hash(), "#/lesson?g=domineering&p=2x3&s=R&g=domineering&p=3x3&c=x&h=1&step=1");
        let Route::Lesson { steps, .. } = Route::parse("#/lesson?g=toads&p=T.F&s=left&g=toads&p=T.F&s=r") else {
            panic!("not a lesson")
        };
        assert_eq!((steps[0].side, steps[1].side), (Side::Left, Side::Right));
        let Route::Invalid { reason } = Route::parse("#/lesson?g=toads&p=T.F&g=toads&p=TT.F&s=up") else {
            panic!("an unknown side is refused")
        };
        assert_eq!(reason, "step 2 of the lesson has 's=up': the side to move is s=L (Left) or s=R (Right)");
        assert!(matches!(Route::parse("#/lesson?s=R&g=toads&p=T.F"), Route::Invalid { .. }));
    }

    #[test]
    fn raw_slashes_in_positions() {
        assert_eq!(Route::parse("#/play/triomino/.#.../##..."), Route::play("triomino".into(), ".#.../##...".into()));
        // A game's own '/' on the analysis page, raw or escaped, and written escaped.
        let clock = Route::Analyze { game: "windup:1,2/5".into(), to: Some(4) };
        assert_eq!(Route::parse("#/analyze/windup:1,2/5?to=4"), clock);
        assert_eq!(Route::parse(&clock.to_hash()), clock);
        assert!(clock.to_hash().starts_with("#/analyze/windup:1,2%2F5"), "{}", clock.to_hash());
        assert!(matches!(Route::parse("#/analyze/"), Route::Invalid { .. }));
    }

    #[test]
    fn malformed_links() {
        assert!(matches!(Route::parse("#/play/nim/3%ZZ"), Route::Invalid { .. }));
        assert!(matches!(Route::parse("#/play/nim"), Route::Invalid { .. }));
        assert!(matches!(Route::parse("#/nowhere"), Route::Invalid { .. }));
        assert!(matches!(Route::parse("#/analyze/kayles?to=x"), Route::Invalid { .. }));
        assert!(matches!(Route::parse("#/play/nim/%FF"), Route::Invalid { .. }));
        assert!(matches!(Route::parse("#/play/domineering/3x3?side=up"), Route::Invalid { .. }));
        // The side is read as a letter or a word, and written as a letter.
        let right = Route::parse("#/play/domineering/3x3?side=right");
        assert!(matches!(right, Route::Play { side: Side::Right, .. }));
        assert_eq!(right.to_hash(), "#/play/domineering/3x3?side=R");
        assert!(matches!(Route::parse("#/play/domineering/3x3"), Route::Play { side: Side::Left, .. }));
        assert!(matches!(Route::parse("#/dag/a%ZZ"), Route::Invalid { .. }));
        assert!(matches!(Route::parse("#/sum-builder/nim:3%2"), Route::Invalid { .. }));
        assert!(matches!(Route::parse("#/dag/a/b"), Route::Invalid { .. }));
        assert!(matches!(Route::parse("#/quiz/nim?n=0"), Route::Invalid { .. }));
        assert!(matches!(Route::parse("#/quiz/nim?n=21"), Route::Invalid { .. }));
        assert!(matches!(Route::parse("#/quiz/nim?seed=x"), Route::Invalid { .. }));
        assert!(matches!(Route::parse("#/quiz/nim?kind=essay"), Route::Invalid { .. }));
        assert!(matches!(Route::parse("#/quiz"), Route::Invalid { .. }));
        assert!(matches!(Route::parse("#/lesson"), Route::Invalid { .. }));
        assert!(matches!(Route::parse("#/lesson?p=3"), Route::Invalid { .. }));
        assert!(matches!(Route::parse("#/lesson?g=nim"), Route::Invalid { .. }));
        assert!(matches!(Route::parse("#/lesson?g=nim&p=3&step=0"), Route::Invalid { .. }));
        assert_eq!(Route::parse(""), Route::Catalogue);
        assert_eq!(Route::parse("#/"), Route::Catalogue);
    }

    #[test]
    fn quiz_links() {
        assert_eq!(
            Route::parse("#/quiz/nim?seed=3&n=4"),
            Route::Quiz { game: "nim".into(), seed: 3, n: 4, kind: QuizKind::Move, from: None, positions: None }
        );
        assert_eq!(
            Route::parse("#/quiz/nim"),
            Route::Quiz {
                game: "nim".into(),
                seed: 1,
                n: QUIZ_DEFAULT_N,
                kind: QuizKind::Move,
                from: None,
                positions: None
            }
        );
        // The teacher's positions set the number of questions.
        assert_eq!(
            Route::parse("#/quiz/nim?positions=3,4,5|1,2&kind=pn&n=9"),
            Route::Quiz {
                game: "nim".into(),
                seed: 1,
                n: 2,
                kind: QuizKind::Pn,
                from: None,
                positions: Some(vec!["3,4,5".into(), "1,2".into()])
            }
        );
    }

    #[test]
    fn editor_links() {
        assert_eq!(Route::parse("#/dag"), Route::Dag { position: None });
        assert_eq!(Route::parse("#/dag/"), Route::Dag { position: Some(String::new()) });
        assert_eq!(Route::parse("#/dag/a>b;a"), Route::Dag { position: Some("a>b;a".into()) });
        assert_eq!(Route::parse("#/dag/a%3Eb%3Ba"), Route::Dag { position: Some("a>b;a".into()) });
        assert_eq!(Route::Dag { position: Some("a>b;a".into()) }.to_hash(), "#/dag/a%3Eb;a");
        assert_eq!(Route::parse("#/sum-builder"), Route::SumBuilder { position: None });
        assert_eq!(
            Route::parse("#/sum-builder/nim:3%20%2B%20nim:4"),
            Route::SumBuilder { position: Some("nim:3 + nim:4".into()) }
        );
        assert_eq!(
            Route::SumBuilder { position: Some("nim:3 + nim:4".into()) }.to_hash(),
            "#/sum-builder/nim:3%20%2B%20nim:4"
        );
    }
}
