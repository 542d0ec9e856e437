use std::time::Instant;
#[test]
fn big() {
    let t = Instant::now();
    let g = engine::lookup("nim").unwrap();
    let s = g.solve("1000,1000,1000,1000", false);
    eprintln!("nim {:?} {:?}", t.elapsed(), s.as_ref().map(|s| (s.outcome, s.remoteness, s.moves.len())));
    let t = Instant::now();
    let g = engine::lookup("kayles").unwrap();
    let s = g.solve("2000", false);
    eprintln!("kayles {:?} {:?}", t.elapsed(), s.as_ref().map(|s| (s.outcome, s.grundy, s.remoteness, s.moves.len())));
}
