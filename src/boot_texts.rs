//! Texts a page begins with, which index.html's boot screen shows too while the app's wasm is
//! on its way (crates/boot includes this file and prints them into the page): one copy of each,
//! so that the boot screen and the page it turns into say the same.

/// Texts a student may try: the value calculator's example links.
pub const VALUE_EXAMPLES: [&str; 11] = [
    "{0|{0|-1}}",
    "^*",
    "+-1",
    "{2|-1/2}",
    "{0|^*}",
    "^ + ^ + *",
    "3.^",
    "{2|1} : 1",
    "{1|-1} >= ^^*",
    "on + off",
    "a{0|{a|*}}",
];

/// The compare page's prompt before two games are written.
pub const COMPARE_PROMPT: &str = "Write two games: forms such as {1|-1} or ⇑⋆ (^^*), expressions such as ^ + *, or \
     positions as game:position (the game's id, a colon, the position).";

/// The value sequence page's first paragraph, what its numbers mean: `[0]` for a heap game,
/// `[1]` for a game on the places of a graph that may have cycles (Wind-up).
pub const SEQUENCE_INTROS: [&str; 2] = [
    "g(n) is the Grundy value of position n (a heap, row or strip of size n). The player to move \
     loses exactly where g(n) = 0, and positions played side by side are lost exactly when the \
     nim-sum (XOR) of their values is 0.",
    "γ(n) is the loopy Grundy value of place n: a nimber where play must end, or ∞(K) where it \
     need not, K being the nimbers among its options. The player to move loses at 0, wins at any \
     other nimber and at ∞(K) with 0 in K, and otherwise the game is a draw.",
];
