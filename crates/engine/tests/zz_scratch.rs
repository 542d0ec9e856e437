use std::time::Instant;
use engine::impartial::Solver;
use engine::games::{nim::Nim, kayles::Kayles};
#[test]
fn big() {
    for budget in [1000usize, 10_000, 100_000] {
        let t = Instant::now();
        let mut s = Solver::with_budget(&Nim, budget);
        let r = s.searched_value(&[1000,1000,1000,1000], false);
        eprintln!("nim budget {budget} {:?} {:?}", t.elapsed(), r);
        let k = Kayles::new();
        let t = Instant::now();
        let mut s = Solver::with_budget(&k, budget);
        let r = s.searched_value(&[2000], false);
        eprintln!("kayles budget {budget} {:?} {:?}", t.elapsed(), r);
    }
}
