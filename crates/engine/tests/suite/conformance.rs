//! The conformance suite: every game of the catalogue, through the `Game` interface alone,
//! against a plain reference search over its `move_list`.
//!
//! For every catalogue entry (its example game, plus a few more ids where one parameter set
//! is not enough) positions are taken from seeded random walks from the example position and
//! from a few small starts (every position of a start's game graph when it is small). Each
//! position is checked for
//! - canonical text: `normalize` is a fixed point, and the raw and canonical texts solve alike;
//! - moves: `solve().moves` and `move_list` list the same moves in the same order, and every
//!   position reached is in canonical form;
//! - values: outcome, remoteness and Grundy value (of the position and of every move) agree
//!   with the reference search, and so does the misère solve where the game offers one.
//!
//! The reference search only looks at positions whose whole game graph has at most
//! [`MAX_STATES`] positions; larger ones are skipped and counted, and every test asserts how
//! many games and positions it checked, so that it cannot pass by checking nothing.

use std::collections::{BTreeMap, HashMap, HashSet, VecDeque};

use engine::game::Group;
use engine::games::CATALOGUE;
use engine::impartial::mex::mex_of;
use engine::vocab::Spot;
use engine::{lookup, Game, Outcome, Solution};

/// The most positions the reference search explores from one position; bounded so that the
/// suite stays within seconds in a debug build.
const MAX_STATES: usize = 2500;
/// Random walks per start, and the most moves in one walk.
const WALKS: usize = 8;
const WALK_LEN: usize = 40;
/// A start with at most this many positions in its game graph has every one of them checked.
const EXHAUSTIVE: usize = 150;

// ---------------------------------------------------------------------------------------------
// What is checked for each game

/// The ids checked for a catalogue entry, each with its starting positions: the entry's
/// example first, then the starts its file declares (`Entry::checks`): ids and positions its
/// example does not reach (other parameters, other notations, corners of the rules).
fn starts(entry: &engine::game::Entry) -> Vec<(&'static str, Vec<&'static str>)> {
    let mut v = vec![(entry.example_game, vec![entry.example_position])];
    v.extend(entry.checks.starts.iter().map(|(id, p)| (*id, p.to_vec())));
    v
}

/// The outcome of a position with no move, by the game's rules: lost for the player to move
/// under normal play, except a full tic-tac-toe board with no line, which is a draw.
fn terminal(game: &str, position: &str, misere: bool) -> Outcome {
    if misere {
        return Outcome::N;
    }
    if game == "tictactoe" {
        let c: Vec<char> = position.chars().filter(|&c| c != '/').map(|c| c.to_ascii_lowercase()).collect();
        const LINES: [[usize; 3]; 8] =
            [[0, 1, 2], [3, 4, 5], [6, 7, 8], [0, 3, 6], [1, 4, 7], [2, 5, 8], [0, 4, 8], [2, 4, 6]];
        let line = LINES.iter().any(|l| c[l[0]] != '.' && c[l[0]] == c[l[1]] && c[l[1]] == c[l[2]]);
        if !line {
            return Outcome::Draw;
        }
    }
    Outcome::P
}

/// The remoteness a game reports for a reference value: a draw has none, except in
/// tic-tac-toe, where a drawn game lasts until the board is full.
fn remoteness(game: &str, position: &str, v: Ref) -> Option<u32> {
    match v.outcome {
        Outcome::Draw if game == "tictactoe" => Some(position.chars().filter(|&c| c == '.').count() as u32),
        _ => v.remoteness,
    }
}

// ---------------------------------------------------------------------------------------------
// The reference search

/// A small seeded generator (splitmix64): the walks are the same on every run.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

/// A reference value: outcome and remoteness (`None` for a draw).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Ref {
    outcome: Outcome,
    remoteness: Option<u32>,
}

/// The game graph seen so far, keyed by canonical position text, with every value found.
struct Graph<'g> {
    game: &'g dyn Game,
    id: String,
    index: HashMap<String, usize>,
    texts: Vec<String>,
    kids: Vec<Option<Vec<usize>>>,
    normal: Vec<Option<Ref>>,
    misere: Vec<Option<Ref>>,
    grundy: Vec<Option<u32>>,
    /// Positions with more than [`MAX_STATES`] positions below them: so has every position
    /// that reaches one.
    big: HashSet<usize>,
}

impl<'g> Graph<'g> {
    fn new(game: &'g dyn Game) -> Self {
        Graph {
            game,
            id: game.id(),
            index: HashMap::new(),
            texts: Vec::new(),
            kids: Vec::new(),
            normal: Vec::new(),
            misere: Vec::new(),
            grundy: Vec::new(),
            big: HashSet::new(),
        }
    }

    fn node(&mut self, text: &str) -> usize {
        if let Some(&i) = self.index.get(text) {
            return i;
        }
        let i = self.texts.len();
        self.index.insert(text.to_string(), i);
        self.texts.push(text.to_string());
        self.kids.push(None);
        self.normal.push(None);
        self.misere.push(None);
        self.grundy.push(None);
        i
    }

    fn children(&mut self, s: usize) -> Vec<usize> {
        if let Some(k) = &self.kids[s] {
            return k.clone();
        }
        let moves =
            self.game.move_list(&self.texts[s]).unwrap_or_else(|e| panic!("{} {}: {e}", self.id, self.texts[s]));
        let k: Vec<usize> = moves.iter().map(|(_, to, _)| self.node(to)).collect();
        self.kids[s] = Some(k.clone());
        k
    }

    /// Every position reachable from `root` (a set closed under moves), or `None` when there
    /// are more than [`MAX_STATES`].
    fn reach(&mut self, root: usize) -> Option<Vec<usize>> {
        if self.big.contains(&root) {
            return None;
        }
        let mut seen = HashSet::from([root]);
        let mut order = vec![root];
        let mut queue = VecDeque::from([root]);
        while let Some(s) = queue.pop_front() {
            for c in self.children(s) {
                if seen.insert(c) {
                    if seen.len() > MAX_STATES || self.big.contains(&c) {
                        self.big.insert(root);
                        return None;
                    }
                    order.push(c);
                    queue.push_back(c);
                }
            }
        }
        Some(order)
    }

    /// Outcome and remoteness of every position of the closed set `set`, by their definitions
    /// taken in order of remoteness: a position with no move has the outcome of [`terminal`]
    /// and remoteness 0; one is N in k moves when some move leads to a P position of
    /// remoteness k - 1 (the winner hurries), and P in k moves when every move leads to an N
    /// position and the slowest of them has remoteness k - 1 (the loser delays). What is never
    /// decided is a draw (a loop, or a drawn end).
    fn value(&mut self, set: &[usize], misere: bool) {
        let mut values = if misere { std::mem::take(&mut self.misere) } else { std::mem::take(&mut self.normal) };
        let mut open: Vec<usize> = Vec::new();
        for &s in set {
            if values[s].is_some() {
                continue;
            }
            if self.kids[s].as_ref().unwrap().is_empty() {
                let outcome = terminal(&self.id, &self.texts[s], misere);
                let remoteness = (outcome != Outcome::Draw).then_some(0);
                values[s] = Some(Ref { outcome, remoteness });
            } else {
                open.push(s);
            }
        }
        let max_known = |values: &[Option<Ref>]| set.iter().filter_map(|&s| values[s]?.remoteness).max().unwrap_or(0);
        let mut k = 1;
        while !open.is_empty() && k <= max_known(&values) + 1 {
            let mut decided = Vec::new();
            open.retain(|&s| {
                let kids = self.kids[s].as_ref().unwrap();
                let is = |c: usize, o: Outcome| values[c].filter(|v| v.outcome == o).and_then(|v| v.remoteness);
                let v = if kids.iter().any(|&c| is(c, Outcome::P) == Some(k - 1)) {
                    Some(Outcome::N)
                } else if kids.iter().all(|&c| is(c, Outcome::N).is_some_and(|r| r < k)) {
                    Some(Outcome::P)
                } else {
                    None
                };
                if let Some(outcome) = v {
                    decided.push((s, Ref { outcome, remoteness: Some(k) }));
                }
                v.is_none()
            });
            for (s, v) in decided {
                values[s] = Some(v);
            }
            k += 1;
        }
        for s in open {
            values[s] = Some(Ref { outcome: Outcome::Draw, remoteness: None });
        }
        if misere {
            self.misere = values;
        } else {
            self.normal = values;
        }
    }

    /// Grundy values of the closed set `set` by mex over the options; `false` when some are
    /// left undefined (the graph has a cycle).
    fn grundy_values(&mut self, set: &[usize]) -> bool {
        let mut open: Vec<usize> = set.iter().copied().filter(|&s| self.grundy[s].is_none()).collect();
        while !open.is_empty() {
            let before = open.len();
            let mut found = Vec::new();
            open.retain(|&s| {
                let kids = self.kids[s].as_ref().unwrap();
                let g: Option<Vec<u32>> = kids.iter().map(|&c| self.grundy[c]).collect();
                match g {
                    Some(g) => {
                        found.push((s, mex_of(g)));
                        false
                    }
                    None => true,
                }
            });
            for (s, g) in found {
                self.grundy[s] = Some(g);
            }
            if open.len() == before {
                return false;
            }
        }
        true
    }
}

// ---------------------------------------------------------------------------------------------
// Scoring games: gold ingots is valued on totals, so its reference is a negamax on gold

/// The gold left in an ingots position (the values before any `;`).
fn gold(position: &str) -> u64 {
    let values = position.split(';').next().unwrap();
    values.split(',').filter(|v| !v.trim().is_empty()).map(|v| v.trim().parse::<u64>().unwrap()).sum()
}

/// What the player to move can guarantee from an ingots position, and the plies to the end
/// when both play the first of their best takes (the order the game lists its moves).
fn ingots_reference(graph: &mut Graph, s: usize, memo: &mut HashMap<usize, (u64, u32)>) -> (u64, u32) {
    if let Some(&v) = memo.get(&s) {
        return v;
    }
    let here = gold(&graph.texts[s]);
    let mut best: Option<(u64, u32)> = None;
    for c in graph.children(s) {
        let rest = gold(&graph.texts[c]);
        let (theirs, plies) = ingots_reference(graph, c, memo);
        let mine = here - rest + (rest - theirs);
        if best.is_none_or(|(b, _)| mine > b) {
            best = Some((mine, plies + 1));
        }
    }
    let v = best.unwrap_or((0, 0));
    memo.insert(s, v);
    v
}

fn compare_totals(a: u64, b: u64) -> Outcome {
    match a.cmp(&b) {
        std::cmp::Ordering::Greater => Outcome::N,
        std::cmp::Ordering::Less => Outcome::P,
        std::cmp::Ordering::Equal => Outcome::Draw,
    }
}

/// The numbers of the ingots formula "the player to move can guarantee A and the other B".
fn stated_guarantees(sol: &Solution) -> (u64, u64) {
    let text = &sol.formula.as_ref().expect("ingots states its guarantees").text;
    let number = |after: &str| -> u64 {
        let rest = &text[text.find(after).unwrap_or_else(|| panic!("{text}")) + after.len()..];
        rest.split(|c: char| !c.is_ascii_digit()).next().unwrap().parse().unwrap()
    };
    (number("guarantee "), number("the other "))
}

// ---------------------------------------------------------------------------------------------
// Checking one position

#[derive(Default, Debug)]
struct Counts {
    positions: usize,
    skipped: usize,
    grundy: usize,
    misere: usize,
    moves: usize,
}

/// The canonical form of a text, checked to be a fixed point of `normalize`.
fn check_text(game: &dyn Game, raw: &str) -> String {
    let id = game.id();
    let canonical = game.normalize(raw).unwrap_or_else(|e| panic!("{id} {raw:?}: {e}"));
    assert_eq!(game.normalize(&canonical).unwrap(), canonical, "{id} {raw:?}: normalize is not idempotent");
    canonical
}

/// The moves of `solve` and of `move_list` agree, in canonical form.
fn check_moves(game: &dyn Game, sol: &Solution, listed: &[(String, String, Spot)]) {
    let id = game.id();
    let p = &sol.position;
    assert_eq!(sol.moves.len(), listed.len(), "{id} {p}: solve and move_list list different moves");
    for (m, (text, to, spot)) in sol.moves.iter().zip(listed) {
        assert_eq!((&m.text, &m.to, &m.spot), (text, to, spot), "{id} {p}: solve and move_list differ");
        assert_eq!(game.normalize(&m.to).as_ref(), Ok(&m.to), "{id} {p}: move {} reaches a non-canonical text", m.text);
        // A partizan move wins for its maker when the class reached is the maker's or P.
        let wins = match m.side {
            Some(side) => m.outcome == Outcome::P || m.outcome == side.class(),
            None => m.outcome == Outcome::P,
        };
        assert_eq!(m.winning, wins, "{id} {p}: move {} winning vs outcome", m.text);
    }
}

/// Checks one canonical position against the reference, if its graph is small enough.
fn check_position(graph: &mut Graph, text: &str, counts: &mut Counts) {
    let game = graph.game;
    let id = graph.id.clone();
    let s = graph.node(text);
    let Some(set) = graph.reach(s) else {
        counts.skipped += 1;
        return;
    };
    let sol = game.solve(text, false).unwrap_or_else(|e| panic!("{id} {text}: {e}"));
    assert_eq!(sol.position, text, "{id}: solve does not keep the canonical text");
    assert!(!sol.misere);
    let listed = game.move_list(text).unwrap();
    check_moves(game, &sol, &listed);
    let kids = graph.children(s);
    counts.positions += 1;
    counts.moves += kids.len();

    if id == "ingots" {
        let mut memo = HashMap::new();
        let (mine, plies) = ingots_reference(graph, s, &mut memo);
        let total = gold(text);
        assert_eq!(stated_guarantees(&sol), (mine, total - mine), "{id} {text}: guarantees");
        assert_eq!(sol.outcome, compare_totals(mine, total - mine), "{id} {text}: outcome");
        assert_eq!(sol.remoteness, Some(plies), "{id} {text}: remoteness");
        for (m, &c) in sol.moves.iter().zip(&kids) {
            // A move is valued on the whole game's totals: the opponent's guarantee from where
            // it leads against what the mover takes now plus what remains to them after.
            let rest = gold(&graph.texts[c]);
            let (theirs, plies) = ingots_reference(graph, c, &mut memo);
            let taken = total - rest;
            assert_eq!(m.outcome, compare_totals(theirs, taken + rest - theirs), "{id} {text}: move {}", m.text);
            assert_eq!(m.remoteness, Some(plies), "{id} {text}: move {}", m.text);
        }
        return;
    }

    graph.value(&set, false);
    let want = graph.normal[s].unwrap();
    assert_eq!(sol.outcome, want.outcome, "{id} {text}: outcome (solve) against the reference");
    if let Some(r) = sol.remoteness {
        assert_eq!(Some(r), remoteness(&id, text, want), "{id} {text}: remoteness (solve) against the reference");
    }
    for (m, &c) in sol.moves.iter().zip(&kids) {
        let v = graph.normal[c].unwrap();
        assert_eq!(m.outcome, v.outcome, "{id} {text}: move {} to {}", m.text, m.to);
        if let Some(r) = m.remoteness {
            let want = remoteness(&id, &m.to, v);
            assert_eq!(Some(r), want, "{id} {text}: remoteness of move {} to {}", m.text, m.to);
        }
    }

    // Impartial games: the Grundy value by mex over the options (a loopy graph has none).
    let grundy = game.grundy(text);
    if grundy.is_ok() && graph.grundy_values(&set) {
        let g = graph.grundy[s].unwrap();
        assert_eq!(grundy, Ok(g), "{id} {text}: grundy() against mex over the options");
        assert_eq!(sol.grundy, Some(g), "{id} {text}: solve().grundy against mex over the options");
        assert_eq!(g == 0, want.outcome == Outcome::P, "{id} {text}: P exactly when the value is 0");
        for (m, &c) in sol.moves.iter().zip(&kids) {
            if let Some(mg) = m.grundy {
                assert_eq!(Some(mg), graph.grundy[c], "{id} {text}: Grundy value of move {}", m.text);
            }
        }
        counts.grundy += 1;
    }

    if game.has_misere() {
        let sol = game.solve(text, true).unwrap_or_else(|e| panic!("{id} {text} misère: {e}"));
        assert!(sol.misere);
        check_moves(game, &sol, &listed);
        graph.value(&set, true);
        let want = graph.misere[s].unwrap();
        assert_eq!(sol.outcome, want.outcome, "{id} {text}: misère outcome against the reference");
        if let Some(r) = sol.remoteness {
            assert_eq!(Some(r), want.remoteness, "{id} {text}: misère remoteness against the reference");
        }
        for (m, &c) in sol.moves.iter().zip(&kids) {
            let v = graph.misere[c].unwrap();
            assert_eq!(m.outcome, v.outcome, "{id} {text}: misère move {} to {}", m.text, m.to);
            if let Some(r) = m.remoteness {
                assert_eq!(Some(r), v.remoteness, "{id} {text}: misère remoteness of move {}", m.text);
            }
        }
        counts.misere += 1;
    }
}

/// Checks every start of one catalogue entry and the positions of seeded random walks from
/// each.
fn check_entry(entry: &engine::game::Entry, seed: u64) -> Counts {
    let mut counts = Counts::default();
    let mut rng = Rng(seed);
    for (game_id, positions) in starts(entry) {
        let game = lookup(game_id).unwrap_or_else(|e| panic!("{game_id}: {e}"));
        assert_eq!(engine::games::entry(&game.id()).map(|e| e.id), Some(entry.id), "{game_id}");
        let mut graph = Graph::new(game.as_ref());
        let mut done = HashSet::new();
        for raw in positions {
            let start = check_text(game.as_ref(), raw);
            // A start as written and its canonical form solve alike.
            let a = game.solve(raw, false).unwrap_or_else(|e| panic!("{game_id} {raw}: {e}"));
            let b = game.solve(&start, false).unwrap();
            assert_eq!(a, b, "{game_id}: {raw:?} and {start:?} solve differently");
            let mut walk_from = |graph: &mut Graph, counts: &mut Counts, text: String| {
                if done.insert(text.clone()) {
                    assert_eq!(check_text(game.as_ref(), &text), text, "{game_id}: a move's target");
                    check_position(graph, &text, counts);
                }
            };
            walk_from(&mut graph, &mut counts, start.clone());
            let root = graph.node(&start);
            if let Some(all) = graph.reach(root).filter(|all| all.len() <= EXHAUSTIVE) {
                for s in all {
                    let text = graph.texts[s].clone();
                    walk_from(&mut graph, &mut counts, text);
                }
            }
            for _ in 0..WALKS {
                let mut at = start.clone();
                for _ in 0..WALK_LEN {
                    let moves = game.move_list(&at).unwrap();
                    if moves.is_empty() {
                        break;
                    }
                    at = moves[rng.below(moves.len())].1.clone();
                    walk_from(&mut graph, &mut counts, at.clone());
                }
            }
        }
    }
    counts
}

/// Checks every chosen entry of a group (the whole catalogue, or the game `NIMLAB_GAME`
/// names); every one is visited, and each is checked on at least a few positions.
fn check_group(group: Group) -> BTreeMap<&'static str, Counts> {
    let start = std::time::Instant::now();
    let mut all = BTreeMap::new();
    let chosen: Vec<_> = crate::chosen().into_iter().filter(|e| e.group == group).collect();
    for entry in &chosen {
        let counts = check_entry(entry, crate::seed_of(entry.id));
        all.insert(entry.id, counts);
    }
    let expected: HashSet<&str> = chosen.iter().map(|e| e.id).collect();
    let visited: HashSet<&str> = all.keys().copied().collect();
    assert_eq!(visited, expected, "{group:?}: every entry is visited");
    let sum = |f: fn(&Counts) -> usize| all.values().map(f).sum::<usize>();
    eprintln!(
        "{group:?}: {} games, {} positions, {} skipped, {} Grundy values, {} misère, {:.1} s",
        all.len(),
        sum(|c| c.positions),
        sum(|c| c.skipped),
        sum(|c| c.grundy),
        sum(|c| c.misere),
        start.elapsed().as_secs_f64()
    );
    for (id, c) in &all {
        eprintln!("{group:?} {id}: {c:?}");
        // A rule for every game (docs/ARCHITECTURE.md, "Adding a game"): its example and the
        // starts its entry declares reach enough positions of at most MAX_STATES below them.
        assert!(
            c.positions >= 15 && c.moves >= 30,
            "{id}: only {} positions ({} skipped as too large) and {} moves checked; the rule is at least 15 \
             positions and 30 moves: declare small starts in its entry's `checks.starts`",
            c.positions,
            c.skipped,
            c.moves
        );
    }
    all
}

fn total(all: &BTreeMap<&str, Counts>, f: impl Fn(&Counts) -> usize) -> usize {
    all.values().map(f).sum()
}

#[test]
fn heaps_conform() {
    let all = check_group(Group::HeapsAndStrips);
    if !crate::whole_catalogue() {
        return;
    }
    assert!(all.len() >= 15, "{} games", all.len());
    assert!(total(&all, |c| c.positions) >= 1500, "{} positions", total(&all, |c| c.positions));
    assert!(total(&all, |c| c.grundy) >= 1200, "{} Grundy values", total(&all, |c| c.grundy));
    assert!(total(&all, |c| c.misere) >= 500, "{} misère solves", total(&all, |c| c.misere));
}

#[test]
fn boards_conform() {
    let all = check_group(Group::Boards);
    if !crate::whole_catalogue() {
        return;
    }
    assert!(all.len() >= 3, "{} games", all.len());
    assert!(total(&all, |c| c.positions) >= 600, "{} positions", total(&all, |c| c.positions));
}

#[test]
fn tables_conform() {
    let all = check_group(Group::Tables);
    if !crate::whole_catalogue() {
        return;
    }
    assert!(all.len() >= 6, "{} games", all.len());
    assert!(total(&all, |c| c.positions) >= 400, "{} positions", total(&all, |c| c.positions));
}

#[test]
fn minimax_conform() {
    let all = check_group(Group::Minimax);
    if !crate::whole_catalogue() {
        return;
    }
    assert!(all.len() >= 2, "{} games", all.len());
    assert!(total(&all, |c| c.positions) >= 150, "{} positions", total(&all, |c| c.positions));
}

/// Partizan games: every position's value (its canonical form from the game's solver, with
/// its components and symmetries) equals the value built by a plain search from the moves
/// alone, {values of Left's moves | values of Right's moves}; the moves of each side are
/// listed by `solve` in `move_list`'s order, Left's first.
#[test]
fn partizan_conform() {
    use engine::cgt::{Cgt, G};
    use engine::vocab::Side;

    fn plain(
        game: &dyn Game,
        text: &str,
        cgt: &mut Cgt,
        memo: &mut HashMap<String, G>,
        budget: &mut usize,
    ) -> Option<G> {
        if let Some(&g) = memo.get(text) {
            return Some(g);
        }
        *budget = budget.checked_sub(1)?;
        let sol = game.solve(text, false).unwrap();
        let mut options = [Vec::new(), Vec::new()];
        for m in &sol.moves {
            let side = m.side.expect("a partizan move has a side");
            let v = plain(game, &m.to, cgt, memo, budget)?;
            options[side as usize].push(v);
        }
        let g = cgt.from_options(&options[0], &options[1]);
        memo.insert(text.to_string(), g);
        Some(g)
    }

    let mut cgt = Cgt::new();
    let mut games = 0;
    let mut checked = 0;
    for entry in crate::chosen().into_iter().filter(|e| e.group == Group::Partizan) {
        games += 1;
        let mut rng = Rng(crate::seed_of(entry.id) ^ 0x9A27_0000);
        let mut mine = 0;
        for (game_id, positions) in starts(entry) {
            let game = lookup(game_id).unwrap();
            assert!(game.is_partizan(positions[0]), "{game_id}");
            let mut memo = HashMap::new();
            for raw in positions {
                let start = check_text(game.as_ref(), raw);
                for _ in 0..WALKS {
                    let mut at = start.clone();
                    for _ in 0..WALK_LEN {
                        let sol = game.solve(&at, false).unwrap_or_else(|e| panic!("{game_id} {at}: {e}"));
                        let listed = game.move_list(&at).unwrap();
                        check_moves(game.as_ref(), &sol, &listed);
                        let sides: Vec<Side> = sol.moves.iter().map(|m| m.side.unwrap()).collect();
                        assert!(sides.windows(2).all(|w| w[0] <= w[1]), "{game_id} {at}: Left's moves first");
                        let mut budget = 20_000;
                        if let Some(want) = plain(game.as_ref(), &at, &mut cgt, &mut memo, &mut budget) {
                            let got = cgt.parse(&game.canonical(&at).unwrap()).unwrap();
                            assert_eq!(
                                cgt.short(got),
                                cgt.short(want),
                                "{game_id} {at}: value against the plain search"
                            );
                            let p = sol.partizan.as_ref().expect("a partizan value");
                            // Compared as values: the order in which a form lists equal-ranking
                            // options follows the order its Cgt met them (Snort's +-2 and +-1*).
                            assert_eq!(cgt.parse(&p.canonical).unwrap(), want, "{game_id} {at}: solve's canonical");
                            assert_eq!(sol.outcome, cgt.outcome(want), "{game_id} {at}: outcome");
                            for m in &sol.moves {
                                let v = cgt.parse(m.braces.as_ref().unwrap()).unwrap();
                                assert_eq!(Some(v), memo.get(&m.to).copied(), "{game_id} {at}: move {}", m.text);
                            }
                            mine += 1;
                        }
                        if sol.moves.is_empty() {
                            break;
                        }
                        at = sol.moves[rng.below(sol.moves.len())].to.clone();
                    }
                }
            }
        }
        assert!(
            mine >= 40,
            "{}: only {mine} positions checked against the plain search; the rule is at least 40: declare \
             small starts in its entry's `checks.starts`",
            entry.id
        );
        checked += mine;
    }
    assert!(games >= 5 || !crate::whole_catalogue(), "{games} partizan games");
    eprintln!("partizan: {games} games, {checked} positions");
}

/// The group tests above visit the whole catalogue.
#[test]
fn the_groups_cover_the_catalogue() {
    assert!(CATALOGUE.len() >= 29, "{} games", CATALOGUE.len());
    for e in CATALOGUE {
        assert!(Group::ALL.contains(&e.group), "{}", e.id);
        assert!(!starts(e).is_empty());
    }
}

// ---------------------------------------------------------------------------------------------
// Children and parents: Northcott's game is the one game that lists the positions a move
// comes from (its retrograde analysis walks back from the ends).

#[test]
fn northcott_parents_are_exactly_the_positions_whose_moves_reach_them() {
    use engine::games::northcott::Space;
    let mut checked = 0;
    for (cols, position) in [(5, "1-4,5-2;w"), (4, "1-3,4-2"), (6, "2-5")] {
        let game = lookup(&format!("northcott:{cols}")).unwrap();
        let pos = engine::games::northcott::Northcott { cols }.parse(position).unwrap();
        let space = Space::within(cols, &pos.rows, 100_000).expect("a small board");
        let mut children: Vec<Vec<usize>> = Vec::with_capacity(space.states);
        for s in 0..space.states {
            let mut out = Vec::new();
            space.moves(s, &mut out);
            // The space's moves are the game's moves.
            let text = space.position(s).to_string();
            let mut by_game: Vec<String> = game.move_list(&text).unwrap().into_iter().map(|m| m.1).collect();
            let mut by_space: Vec<String> = out.iter().map(|&t| space.position(t).to_string()).collect();
            by_game.sort();
            by_space.sort();
            assert_eq!(by_game, by_space, "northcott:{cols} {text}");
            children.push(out);
        }
        let mut parents: Vec<Vec<usize>> = vec![Vec::new(); space.states];
        for (s, kids) in children.iter().enumerate() {
            for &t in kids {
                parents[t].push(s);
            }
        }
        for (t, want) in parents.iter_mut().enumerate() {
            let mut got = Vec::new();
            space.predecessors(t, &mut got);
            got.sort();
            want.sort();
            assert_eq!(&got, want, "northcott:{cols} {}: parents", space.position(t));
            checked += 1;
        }
    }
    assert!(checked >= 300, "{checked} states");
}
