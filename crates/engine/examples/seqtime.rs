//! Times one value sequence by one method: `cargo run --release -p engine --example seqtime --
//! GAME N [auto|sparse|full] [single]`, GAME being `grundy` or an octal code (e.g. 0.6); `single`
//! computes every value on its own instead of in blocks. Prints the time, the largest value and
//! its index, the mask and the work counts.

use std::time::Instant;

use engine::games::grundy;
use engine::octal::OctalCode;
use engine::sparse::{Method, SplitSequence};

fn main() {
    let args: Vec<String> = std::env::args().collect();
    if args.len() < 3 {
        eprintln!("usage: seqtime GAME N [auto|sparse|full] [single]");
        std::process::exit(2);
    }
    let shape = match args[1].as_str() {
        "grundy" => grundy::shape(),
        code => match code.parse::<OctalCode>() {
            Ok(c) => c.shape(),
            Err(e) => {
                eprintln!("seqtime: {e}");
                std::process::exit(2);
            }
        },
    };
    let n: usize = args[2].parse().unwrap_or_else(|_| {
        eprintln!("seqtime: N must be a number");
        std::process::exit(2)
    });
    let method = match args.get(3).map(String::as_str) {
        Some("full") => Method::Full,
        Some("sparse") => Method::Sparse,
        _ => Method::Auto,
    };
    let start = Instant::now();
    let single = args.get(4).map(String::as_str) == Some("single");
    let mut s = SplitSequence::with_method(shape, method).without_periods();
    if single {
        s = s.without_blocks();
    }
    s.value(n - 1);
    let secs = start.elapsed().as_secs_f64();
    let values = s.values_in(0, n);
    let largest = values.iter().copied().max().unwrap_or(0);
    let at = values.iter().position(|&v| v == largest).unwrap_or(0);
    println!(
        "{} g(0..{n}) {method:?}{}: {secs:.2} s; largest {largest} at {at}; mask {:x}, {} rare heaps; {:?}",
        args[1],
        if single { " single" } else { "" },
        s.mask(),
        s.rare_count(),
        s.stats()
    );
}
