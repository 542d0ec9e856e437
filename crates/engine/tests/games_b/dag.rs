//! Chips on a DAG, with and without annihilation: the XOR of the vertex values against search.

use engine::games::dag::{vertex_grundy, Chips, Dag};
use engine::impartial::{ImpartialGame, Solver};
use engine::mex::mex_of;
use engine::serve::Rules;
use proptest::prelude::*;

use crate::laws;

/// The graph text of a DAG on vertices named by `names`, with an edge for every set bit of
/// `mask` over the pairs (i, j), i < j (so it is acyclic whatever the names).
fn graph_text(names: &[&str], mask: u32) -> String {
    let mut items = Vec::new();
    let mut bit = 0;
    for i in 0..names.len() {
        for j in i + 1..names.len() {
            if mask >> bit & 1 == 1 {
                items.push(format!("{}>{}", names[i], names[j]));
            }
            bit += 1;
        }
    }
    // Declare every vertex, so that isolated ones exist too.
    items.extend(names.iter().map(|n| n.to_string()));
    items.join(",")
}

/// Chip multisets of up to `n` chips on `names` (as name lists).
fn chip_lists(names: &[&str], n: usize, sets_only: bool) -> Vec<Vec<String>> {
    let mut out: Vec<Vec<usize>> = vec![vec![]];
    let mut layer: Vec<Vec<usize>> = vec![vec![]];
    for _ in 0..n {
        layer = layer
            .into_iter()
            .flat_map(|p| {
                let lo = p.last().map_or(0, |&l| if sets_only { l + 1 } else { l });
                (lo..names.len()).map(move |c| [p.clone(), vec![c]].concat())
            })
            .collect();
        out.extend(layer.iter().cloned());
    }
    out.into_iter().map(|p| p.into_iter().map(|i| names[i].to_string()).collect()).collect()
}

/// The formula: XOR of the vertex values of the chips.
fn formula(pos: &Chips) -> u32 {
    pos.chips.iter().fold(0, |acc, &c| acc ^ pos.graph.grundy[c])
}

#[test]
fn vertex_values_are_the_mex_of_successors() {
    let game = Dag { annihilate: false };
    let mut solver = Solver::new(&game);
    // Vertex names listed against the topological order, so the values cannot come out right
    // by scanning the names in order.
    let names = ["e", "d", "c", "b", "a"];
    for mask in 0..1u32 << 10 {
        let pos = game.parse(&format!("{};", graph_text(&names, mask))).unwrap();
        let values = vertex_grundy(&pos.graph);
        for (v, (name, g)) in values.iter().enumerate() {
            let succ: Vec<u32> = pos.graph.succ[v].iter().map(|&s| values[s].1).collect();
            assert_eq!(*g, mex_of(succ), "{pos}: vertex {name}");
            let one = game.parse(&format!("{};{name}", pos.graph)).unwrap();
            assert_eq!(laws::searched(&mut solver, &one), *g, "{one}");
        }
    }
}

#[test]
fn xor_against_search_exhaustively() {
    let names = ["p", "q", "r", "s"];
    for annihilate in [false, true] {
        let game = Dag { annihilate };
        let mut solver = Solver::new(&game);
        for mask in 0..1u32 << 6 {
            let graph = graph_text(&names, mask);
            for chips in chip_lists(&names, 4, annihilate) {
                let pos = game.parse(&format!("{graph};{}", chips.join(","))).unwrap();
                assert_eq!(laws::searched(&mut solver, &pos), formula(&pos), "annihilate={annihilate} {pos}");
            }
        }
    }
}

#[test]
fn laws() {
    let names = ["x", "y", "z"];
    for annihilate in [false, true] {
        let game = Dag { annihilate };
        let mut solver = Solver::new(&game);
        for mask in 0..1u32 << 3 {
            let graph = graph_text(&names, mask);
            for chips in chip_lists(&names, 3, annihilate) {
                laws::check(&mut solver, &game.parse(&format!("{graph};{}", chips.join(","))).unwrap());
            }
        }
    }
}

#[test]
fn example() {
    for id in ["dag", "dag:annihilate"] {
        let sol = engine::games::lookup(id).unwrap().solve("a>b,a>c,b>c;a,b", false).unwrap();
        // g(c) = 0, g(b) = 1, g(a) = 2: 2 ⊕ 1 = 3.
        assert_eq!(sol.grundy, Some(3), "{id}");
    }
    // With annihilation the move a>b removes both chips.
    let sol = engine::games::lookup("dag:annihilate").unwrap().solve("a>b,a>c,b>c;a,b", false).unwrap();
    assert_eq!(sol.moves[0].to, "a>b,a>c,b>c;");
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(32))]

    /// Random DAGs on 6 vertices with shuffled names, random chips.
    #[test]
    fn random_dags_against_search(
        mask in 0u32..1 << 15,
        order in Just(vec!["u0", "u1", "u2", "u3", "u4", "u5"]).prop_shuffle(),
        chips in prop::collection::vec(0usize..6, 0..=4),
        annihilate: bool,
    ) {
        let game = Dag { annihilate };
        let mut chips: Vec<&str> = chips.into_iter().map(|c| order[c]).collect();
        if annihilate {
            chips.sort();
            chips.dedup();
        }
        let pos = game.parse(&format!("{};{}", graph_text(&order, mask), chips.join(","))).unwrap();
        prop_assert_eq!(game.parse(&pos.to_string()).unwrap(), pos.clone());
        let mut solver = Solver::new(&game);
        prop_assert_eq!(laws::searched(&mut solver, &pos), formula(&pos));
    }

    /// Random edge lists: parsing succeeds exactly when the edges have no cycle (checked by
    /// transitive closure), and the error names an edge of the input.
    #[test]
    fn cycles_are_refused_exactly(edges in prop::collection::vec((0usize..4, 0usize..4), 1..=7)) {
        let names = ["a", "b", "c", "d"];
        let mut reach = [[false; 4]; 4];
        for &(u, v) in &edges {
            reach[u][v] = true;
        }
        for k in 0..4 {
            for i in 0..4 {
                for j in 0..4 {
                    if reach[i][k] && reach[k][j] {
                        reach[i][j] = true;
                    }
                }
            }
        }
        let cyclic = (0..4).any(|v| reach[v][v]);
        let text: Vec<String> = edges.iter().map(|&(u, v)| format!("{}>{}", names[u], names[v])).collect();
        let text = format!("{};", text.join(","));
        let game = Dag { annihilate: false };
        match game.parse(&text) {
            Ok(pos) => {
                prop_assert!(!cyclic, "{} was accepted", text);
                prop_assert_eq!(game.parse(&pos.to_string()).unwrap(), pos.clone());
                prop_assert_eq!(pos.graph.edges.len(), edges.iter().collect::<std::collections::BTreeSet<_>>().len());
            }
            Err(e) => {
                prop_assert!(cyclic, "{} was refused: {}", text, e.message);
                let edge = e.message.split_whitespace().nth(1).unwrap_or("");
                prop_assert!(text.contains(edge) && e.message.contains("cycle"), "{}", e.message);
            }
        }
    }
}
