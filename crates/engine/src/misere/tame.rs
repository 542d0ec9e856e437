//! Whether a quotient is misère Nim's: the game on the heaps up to n is then tame.
//!
//! The quotients of misère Nim (Plambeck and Siegel, section on tame games) are {1} (no heap
//! but 0), {1, a} with a² = 1 and P = {a}, and for larger bounds {1, a} ∪ H where H is an
//! elementary abelian 2-group of order 2^k, k >= 2, with identity z (every h in H has h² = z),
//! H an ideal, a·z in H but not z, and P = {a, z}. T₂ = <a, b | a² = 1, b³ = b> (order 6,
//! P = {a, b²}) is k = 2; misère Nim on heaps 0..7 has order 10. Given these conditions the
//! monoid is determined by k up to isomorphism (a acts on H as the element a·z ≠ z of H, and
//! every such element is alike under the automorphisms of H), so they are exactly "misère
//! Nim's quotient".

/// Whether the monoid of `order` elements (0 the identity) with product `mul` and P-portion
/// `p` is a quotient of misère Nim.
pub fn is_tame(order: usize, mul: &dyn Fn(u32, u32) -> u32, p: &dyn Fn(u32) -> bool) -> bool {
    let all = 0..order as u32;
    match order {
        1 => return !p(0),
        2 => return mul(1, 1) == 0 && !p(0) && p(1),
        _ => {}
    }
    // a: the one element other than 1 whose square is 1 (in H every square is z ≠ 1).
    let roots: Vec<u32> = all.clone().filter(|&x| x != 0 && mul(x, x) == 0).collect();
    let [a] = roots[..] else { return false };
    let h: Vec<u32> = all.clone().filter(|&x| x != 0 && x != a).collect();
    if h.len() < 4 || !h.len().is_power_of_two() {
        return false;
    }
    let z = mul(h[0], h[0]);
    let in_h = |x: u32| x != 0 && x != a;
    if !in_h(z) {
        return false;
    }
    // H: every square is z, z is its identity, closed under products and an ideal (a·h in H).
    let group = h.iter().all(|&x| mul(x, x) == z && mul(z, x) == x && in_h(mul(a, x)))
        && h.iter().all(|&x| h.iter().all(|&y| in_h(mul(x, y))));
    group && mul(a, z) != z && all.clone().all(|x| p(x) == (x == a || x == z))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// T₂ written out: 1, a, b, ab, b², ab² as 0..5.
    #[test]
    fn t2_is_tame_and_a_changed_p_is_not() {
        // Exponents (i, j) with a^i b^j, b³ = b: j in {0, 1, 2}; index = i + 2·j.
        let mul = |x: u32, y: u32| {
            let (i, j) = (x % 2 + y % 2, x / 2 + y / 2);
            let j = if j >= 3 { 1 + (j - 1) % 2 } else { j };
            i % 2 + 2 * j
        };
        let p = |x: u32| x == 1 || x == 4;
        assert!(is_tame(6, &mul, &p));
        assert!(!is_tame(6, &mul, &|x| x == 1));
        assert!(!is_tame(6, &mul, &|x| x == 1 || x == 4 || x == 5));
    }
}
