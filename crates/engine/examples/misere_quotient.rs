//! Prints the misère quotient of an octal code for heaps up to n, heap by heap in time:
//! `cargo run --release -p engine --example misere_quotient -- 0.77 40`.

use std::time::Instant;

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let code =
        engine::misere::HeapRules::parse(args.get(1).map_or("0.77", |s| s.as_str())).expect("octal code or grundy");
    let n: usize = args.get(2).and_then(|s| s.parse().ok()).unwrap_or(30);
    let start = Instant::now();
    match engine::misere::quotient(&code, n, &mut |_, _| true) {
        Ok(q) => {
            println!("{code} heaps 0..={n}: |Q| = {}, |P| = {}", q.order(), q.p_portion().len());
            println!("{}", q.presentation());
            if let Some(p) = q.period {
                println!("apparent period {} from heap {}", p.period, p.preperiod);
            }
            if let Some(why) = &q.stopped {
                println!("{why}");
            }
        }
        Err(e) => println!("{code} heaps 0..={n}: {e}"),
    }
    println!("{:.2} s", start.elapsed().as_secs_f64());
}
