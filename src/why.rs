//! The "why" panel on a game's play page: the rule, the theory behind the solver, and a worked
//! example with its numbers, written for students.
//!
//! Texts are plain and short (under about 80 words a section). The worked examples use the
//! notation of the CLI and of links, and their numbers (values, winning moves) were checked
//! with `nimlab solve` for every game the CLI offers.

use yew::prelude::*;

/// The three texts of one game's panel.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Why {
    /// The rule, in one or two sentences.
    pub rule: &'static str,
    /// The theory the solver uses.
    pub theory: &'static str,
    /// A small position, the winning move and why, with the numbers.
    pub example: &'static str,
}

/// The panel texts for a game id; parameters after the first `:` are ignored
/// (`subtract:1,3,4` is `subtract`).
pub fn why(game_id: &str) -> Option<Why> {
    let id = game_id.trim();
    let id = id.split(':').next().unwrap_or(id);
    let (rule, theory, example) = match id {
        "nim" => (
            "Heaps of counters. On your turn take any positive number of counters from one heap. \
             The player who cannot move (every heap empty) loses.",
            "Sprague-Grundy: a heap of n counters has value n, and several heaps have the XOR \
             (written ⊕: binary addition without carries) of their sizes. The player to move loses \
             exactly when the XOR is 0; a winning move makes it 0. Misère play (the last mover loses) \
             differs only when no heap has more than one counter: then leave an odd number of heaps \
             of 1.",
            "3,4,5: in binary 011 ⊕ 100 ⊕ 101 = 010, so the value is 2 and the player to move wins. \
             The only winning move is h1-2: take 2 from the heap of 3, leaving 1,4,5 with \
             1 ⊕ 4 ⊕ 5 = 0. Every move from there leaves a non-zero XOR, which you can set back to 0.",
        ),
        "subtract" => (
            "One or more piles. A move removes s counters from one pile, where s must be in the \
             subtraction set S of the game id (subtract:1,3,4 means S = {1, 3, 4}). The player who \
             cannot move loses.",
            "A pile's value is the mex (the least non-negative integer missing from a set) of the \
             values of the piles it can move to; piles combine by XOR. For Matches, S = {1, ..., M}, \
             the value is N mod (M+1), so a pile is lost for the player to move exactly when N is a \
             multiple of M+1. For any finite S the values become periodic.",
            "subtract:1,2,3 with a pile of 10: 10 mod 4 = 2, so h1-2 wins, leaving 8. Whatever s the \
             opponent takes, you take 4 - s. With S = {1, 3, 4} the values from 0 are 0, 1, 0, 1, 2, \
             3, 2, repeating with period 7; a pile of 9 has value 0: h1-1, h1-3 and h1-4 leave 8, 6 \
             and 5, with values 1, 2 and 3.",
        ),
        "kayles" => (
            "A row of pins. Knock down one pin or two neighbouring pins; a gap splits a row into two \
             separate rows. The player who cannot move loses.",
            "Each row is a game of its own, so a position's value is the XOR of its rows' values. A \
             row's value is the mex of the values a move can leave (a split leaves g(a) ⊕ g(b)). \
             From n = 0 the values are 0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6, ... and they are periodic \
             with period 12 from n = 71 on. Kayles is the octal game 0.77.",
            "ooo.oo, rows of 3 and 2: g(3) ⊕ g(2) = 3 ⊕ 2 = 1, a win for the player to move. Move 1 \
             knocks down the first pin and leaves .oo.oo, two rows of 2 (2 ⊕ 2 = 0); from then on, \
             copy each of the opponent's moves in the other row. Move 3, leaving oo..oo, wins too.",
        ),
        "moore" => (
            "Heaps of counters. A move reduces at least one and at most k heaps (moore:2 means k = 2), \
             each by any positive amount. The player who cannot move loses. With k = 1 this is Nim.",
            "Moore's theorem: write the heap sizes in binary. The player to move loses exactly when, \
             for every bit, the number of heaps having that bit is a multiple of k + 1. A winning \
             move is built bit by bit from the highest, changing at most k heaps. For k of 2 or more \
             there is no simple formula for the Grundy values, only for who wins.",
            "moore:2 with 3,4,5 (011, 100, 101): the 4-bit is in 2 heaps, the 2-bit in 1, the 1-bit \
             in 2. Not all are multiples of 3, so the player to move wins. The move h2-1,h3-2 takes 1 \
             from the 4 and 2 from the 5, leaving 3,3,3 (011 three times): every bit count is 3.",
        ),
        "staircase" => (
            "Coins on steps 1, 2, ..., n. A move carries any positive number of coins from one step \
             down to the step below; coins carried down from step 1 leave the staircase. The player \
             who cannot move loses.",
            "Only the odd steps count: the value is the XOR of the coin counts on steps 1, 3, 5, ... \
             The even steps are a reserve. If the opponent brings coins from an even step onto an odd \
             one, carry the same coins one step further down, and the odd steps are as before. So \
             this is Nim played on the odd steps.",
            "3,0,2,5 (steps 1 to 4): the odd steps hold 3 and 2, and 3 ⊕ 2 = 1, a win for the \
             player to move. The move s1-1 leaves 2,0,2,5 (2 ⊕ 2 = 0). The move s4-1 also wins: it \
             brings one coin from step 4 onto step 3 and leaves 3,0,3,4 (3 ⊕ 3 = 0).",
        ),
        "nimble" => (
            "Coins on a strip of cells numbered 0, 1, 2, ... A move slides one coin any number of \
             cells to the left; coins may jump over each other and share a cell. Coins on cell 0 \
             cannot move. The player who cannot move loses.",
            "A coin on cell p is a Nim heap of p: it can move to any smaller cell, as a heap can be \
             cut to any smaller size. The coins do not get in each other's way, so the value is the \
             XOR of the coins' cells (Sprague-Grundy).",
            "1,4,4,9: 1 ⊕ 4 ⊕ 4 ⊕ 9 = 8, a win for the player to move. The two coins on cell 4 \
             cancel (4 ⊕ 4 = 0). Only the coin on 9 has the 8-bit, so it goes to 9 ⊕ 8 = 1: the move \
             9>1 leaves 1,1,4,4, whose XOR is 0.",
        ),
        "nimble2" => (
            "Coins on a strip of cells numbered 0, 1, 2, ... A move slides one coin to the left, \
             but it may not jump over another coin or land on an occupied cell. The player who \
             cannot move loses.",
            "Reduction to Staircase Nim. Count the empty cells in front of each coin (its gap). \
             Sliding a coin left by d takes d from its gap and adds d to the gap of the next coin to \
             its right: Staircase Nim with the gaps as steps, the last gap on step 1. So the value is the \
             XOR of the last gap, the third last, the fifth last, ...",
            "1,4,9: the gaps are 1 (cell 0), 2 (cells 2, 3) and 4 (cells 5 to 8). As a staircase, \
             last gap first, that is 4,2,1, with value 4 ⊕ 1 = 5. The move 9>6 cuts the last gap to \
             1: gaps 1, 2, 1, staircase 1,2,1, value 1 ⊕ 1 = 0, a loss for the opponent.",
        ),
        "turtles" => (
            "A row of coins, each heads (H) or tails (T). A move turns one heads coin to tails and \
             may also turn over one coin to its left, whichever way up that coin is. The player who \
             cannot move (all tails) loses.",
            "A heads coin at position p (counting 1, 2, 3, ... from the left) acts as a Nim heap of \
             p. Turning it alone reaches 0; turning it with coin q to its left reaches a heap of q \
             (if coin q was heads, its heap of q goes, which changes the XOR the same way). So the \
             value is the XOR of the positions of the heads.",
            "THHTH: heads at 2, 3 and 5, and 2 ⊕ 3 ⊕ 5 = 4, a win for the player to move. The move \
             5,1 turns coin 5 to tails and coin 1 to heads, leaving HHHTT: 1 ⊕ 2 ⊕ 3 = 0.",
        ),
        "twins" => (
            "A row of coins, each heads (H) or tails (T). A move turns one heads coin to tails and \
             must also turn over exactly one coin to its left. The player who cannot move loses.",
            "As in Turning Turtles each heads coin is a Nim heap, but the move that turns it alone is \
             missing, so every heap is one smaller: count positions from 0 at the left. The value is \
             the XOR of the 0-based positions of the heads; a heads coin at the far left is dead.",
            "THHTH: heads at 0-based positions 1, 2 and 4, and 1 ⊕ 2 ⊕ 4 = 7, a win for the player \
             to move. The move 5,4 (coins counted from 1) turns coin 5 to tails and coin 4 to heads, \
             leaving THHHT: 1 ⊕ 2 ⊕ 3 = 0.",
        ),
        "northcott" => (
            "Each row of the board holds one black and one white chip. Black moves a black chip and \
             White a white one, left or right along its row, any distance, without jumping over or \
             landing on the other chip. Black moves first unless the link ends in ;w. The player \
             who cannot move loses.",
            "Each row is a Nim heap: its size is the gap, the empty squares between the chips, and \
             moving towards the other chip shrinks it. A retreat widens the gap but never helps: \
             the opponent follows with their own chip and the gap is back. The \
             winner's chips only move towards the others and the board's edge stops a retreating \
             chip, so the game ends. The player to move wins exactly when the XOR of the gaps is \
             not 0.",
            "northcott:8 with 1-5,3-6 (row 1: black on column 1, white on 5; row 2: black on 3, \
             white on 6), Black to move: gaps 3 and 2, 3 ⊕ 2 = 1, so Black wins. The move b1>2 \
             leaves gaps 2 and 2, XOR 0. If White retreats, say w2>8 (gap 4), Black follows with \
             b2>5 and the gaps are 2 and 2 again; if White shrinks a gap, Black shrinks the other \
             to match.",
        ),
        "dag" => (
            "A directed graph without cycles, with chips on some vertices. A move slides one chip \
             along one edge. The player who cannot move (every chip on a vertex with no edge out) \
             loses.",
            "Each vertex gets a Grundy value, from the dead ends back: the mex of its successors' \
             values (0 for a vertex with no edge out). Each chip is a game of its own, so the value \
             is the XOR of the values of the chips' vertices. In the variant where two chips meeting \
             on a vertex vanish, the values are the same, because g ⊕ g = 0.",
            "a>b,a>c,b>c;a,b: c has no edge out, so g(c) = 0; b leads to c, g(b) = mex{0} = 1; a \
             leads to b and c, g(a) = mex{1, 0} = 2. Chips on a and b: 2 ⊕ 1 = 3, a win for the \
             player to move. The move a>b puts both chips on b: 1 ⊕ 1 = 0, a loss for the opponent.",
        ),
        "tokenboard" => (
            "A token on a board of N rows and M columns, rows counted from 1 at the top. A move \
             picks a column k other than the token's own and moves the token up k rows into column \
             k: from row x, column y to row x - k, column k, where x - k must be at least 1. The \
             player who cannot move loses.",
            "No formula here: the solver works backwards from the top rows. A square is lost for the \
             player to move when every move from it reaches a won square, and won when some move \
             reaches a lost one. Every move goes up at most M rows, so only the last M + 1 rows are \
             kept in memory, which makes boards of millions of rows possible.",
            "tokenboard:12x4 at 7,1 (row 7, column 1): the moves are 5,2, 4,3 and 3,4. From 4,3 the \
             only moves are 3,1 and 2,2, and from each of those the next player jumps to row 1 (1,2 \
             or 1,1), where no move is left. So 4,3 is lost for the player who must move there, and \
             4,3 is the winning move from 7,1.",
        ),
        "king" => (
            "A king on a square board moves one square down, one square left, or one square \
             diagonally down and left. Whoever moves it into the bottom-left corner, square 1,1, \
             wins.",
            "Work backwards from the corner: a square is lost for the player to move when every move \
             from it reaches a won square. The result is a pattern: the player to move loses exactly \
             when the column and the row are both odd. From an odd-odd square every move makes a \
             coordinate even; from any other square one move reaches an odd-odd square.",
            "The king on 4,3 (column 4, row 3): 4 is even, so the player to move wins with the move \
             3,3 (both odd). The opponent can only reach 2,3, 3,2 or 2,2, and you answer with 1,3, \
             3,1 or 1,1: odd and odd again, until you reach the corner.",
        ),
        "kassa" => (
            "A pile of N coins. The first player takes 1 or 2 coins; after that each player takes \
             between 1 and twice the number the opponent just took. Whoever takes the last coin \
             wins. A position is coins left, last take: 20,1 is the start with 20 coins.",
            "Zeckendorf: every number is a sum of non-consecutive Fibonacci numbers (1, 2, 3, 5, 8, \
             13, ...) in exactly one way. Let q be the smallest term. The player to move wins exactly \
             when q is an allowed take, and taking q wins: the rest has a smallest term larger than \
             2q, out of the opponent's reach. When the first move may take anything but all, the \
             first player loses exactly when N is a Fibonacci number.",
            "20,1: 20 = 13 + 5 + 2, the smallest term is 2 and it is allowed, so take 2 wins. It \
             leaves 18,2 with 18 = 13 + 5: the opponent may take at most 4, less than 5. With 11 \
             coins (11 = 8 + 3) the first player loses: both take 1 and take 2 lose.",
        ),
        "multiply" => (
            "A number P starts at 1. Players take turns multiplying it by 2, 3, 4 or 5. Whoever first \
             makes P at least the target N wins (multiply:17 means N = 17).",
            "Backward induction from N. Every P with 5P >= N is a win: multiply by 5. Below those \
             come numbers from which every move lands in that winning zone, so they are lost; below \
             those, another winning zone, and so on. Going down from N the numbers fall into \
             alternating intervals: a winning one starts at w = ceil(top / 5), and the losing one \
             below it at l = ceil(w / 2).",
            "multiply:17 from 1: P from 4 to 16 wins at once (4 x 5 = 20). From 2 or 3 every move \
             lands between 4 and 15, so 2 and 3 are lost for the player to move. From 1 the moves \
             x2 and x3 win: the opponent must step into 4 to 15, and you reach 17 or more. With \
             N = 1000 the first player loses.",
        ),
        "dates" => (
            "Players take turns naming dates of a leap year. Each new date adds 1 or 2 to the day, \
             or 1 or 2 to the month (not both), and must be a real date. Whoever names 31 December \
             loses. The position is the last date named, written day.month.",
            "Backward induction from 31 December, month by month, gives a pattern: the date just \
             named is a winning one (the next player loses) exactly when day and month leave the same \
             remainder when divided by 3. February's 29 days break this near the end of January: \
             28.1, 31.1 and 30.3 are not winning dates, while 30.1 and 31.3 are.",
            "From 28.11 (remainders 1 and 2) the player to move names 29.11 (remainders 2 and 2). \
             The opponent can then only name 30.11 or 29.12, and from either you name 30.12, which \
             leaves only 31.12 for the opponent.",
        ),
        "sum" => (
            "Several impartial games side by side, for example a Nim heap, a Kayles row and a \
             subtraction pile. A move is a move in one of them. The player who cannot move in any of \
             them loses.",
            "The Sprague-Grundy theorem: every impartial game behaves like a Nim heap whose size is \
             its Grundy value, so a sum behaves like Nim on those values. The sum's value is the XOR \
             of its components' values. The player to move loses exactly when it is 0, and a winning \
             move changes one component so that the XOR becomes 0.",
            "nim:3 + kayles:7 + subtract:1,3,4:9 has values 3, 2 and 0 (a Kayles row of 7 has value \
             2; a pile of 9 with S = {1, 3, 4} has 0), and 3 ⊕ 2 ⊕ 0 = 1. The move c1:h1-1 takes 1 \
             from the Nim heap: 2 ⊕ 2 ⊕ 0 = 0. The moves c2:1 (row of 6 left, value 3) and c3:h1-1 \
             (pile of 8, value 1) win too.",
        ),
        "tictactoe" => (
            "X and O take turns marking an empty cell of a 3 x 3 grid, X first. Three of your marks \
             in a row, a column or a diagonal win; a full grid without one is a draw.",
            "Minimax: the player to move picks the move whose value is best for them, assuming best \
             replies. The full search shows every game is a draw with best play; alpha-beta finds the \
             same answer and skips branches that cannot change it. A quick classroom method searches \
             a few moves ahead and scores the leaves with F = M - N: lines still open for X minus \
             lines still open for O.",
            "Depth 2 from the empty grid: X in the centre, then O's best reply (a corner) leaves 5 \
             lines open for X and 4 for O, F = 1. A corner gives at best 4 - 5 = -1, an edge \
             4 - 6 = -2, so X starts in the centre. After X takes a corner (x........), O must reply \
             5, the centre: every other reply loses.",
        ),
        "ingots" => (
            "A row of gold ingots with values. Players take ingots from the left end: the first move \
             takes 1 or 2, and each later move takes between 1 and twice the opponent's last take. \
             Each player tries to collect as much gold as possible.",
            "A scoring game, so minimax on totals, by dynamic programming over (first ingot left, \
             last take). What the mover can guarantee is the best, over the allowed takes, of the \
             gold taken plus the gold that remains after it minus what the opponent can guarantee \
             from there. Grabbing more is often wrong: a larger take lets the opponent take more.",
            "1,2,4,8: take 1 (the 1). If the opponent then takes 1 (the 2), you take 4 and 8; so \
             they take 2 (the 2 and the 4) and you take the 8. You end with 1 + 8 = 9 against 6. \
             Taking 2 at first (3 in gold) would let the opponent take 4 and 8: 12 against your 3.",
        ),
        "lasker" => (
            "Heaps of counters. A move either takes any positive number of counters from one heap, \
             or splits one heap into two non-empty heaps. The player who cannot move loses.",
            "A heap's value is the mex of the values it can move to, where a split into a and b is \
             worth g(a) ⊕ g(b); heaps combine by XOR. The result: g(4k+1) = 4k+1 and g(4k+2) = 4k+2, \
             but g(4k+3) = 4k+4 and g(4k+4) = 4k+3, so heaps of 3 and 4, 7 and 8, and so on swap \
             their values.",
            "A heap of 3 can become 2, 1 or 0 (values 2, 1, 0) or split into 1 and 2 (1 ⊕ 2 = 3), so \
             g(3) = mex{0, 1, 2, 3} = 4. Hence 1,2,3, lost for the player to move in Nim, is won \
             here: 1 ⊕ 2 ⊕ 4 = 7. Split the 3 into 1 and 2: 1,2,1,2 has value 0, and you copy each \
             move of the opponent in the twin heap.",
        ),
        "grundy" => (
            "Heaps of counters. A move splits one heap into two non-empty heaps of different sizes, \
             so heaps of 1 and 2 can never be split. The player who cannot move loses.",
            "g(n) is the mex of g(a) ⊕ g(n - a) over the splits with a < n - a, and a position's \
             value is the XOR of its heaps' values. From n = 0 the values are 0, 0, 0, 1, 0, 2, 1, \
             0, 2, 1, ... No formula and no period is known, although the values have been computed \
             up to about 2^35.",
            "A heap of 7 is lost for the player to move: its splits 1+6, 2+5 and 3+4 are worth \
             0 ⊕ 1 = 1, 0 ⊕ 2 = 2 and 1 ⊕ 0 = 1, none of them 0, so g(7) = mex{1, 2} = 0. In 7,5 \
             (value 0 ⊕ 2 = 2) split the 5 into 1 and 4: every heap left, 7, 1 and 4, has value 0.",
        ),
        "octal" => (
            "A heap game given by a code 0.d1d2d3...: digit dk says how k counters may be taken \
             from one heap. Bit 1 of the digit allows it when they are the whole heap, bit 2 when \
             one non-empty heap is left, bit 4 when the rest is left as two non-empty heaps. The \
             player who cannot move loses.",
            "g(n) is the mex of the values the allowed moves leave (two heaps a and b are worth \
             g(a) ⊕ g(b)); heaps combine by XOR. Many games are octal: Kayles is 0.77, Dawson's \
             Kayles 0.07, Dawson's chess 0.137, three in a row 0.007. Guy's conjecture says the \
             values of every code with finitely many digits become periodic; the value table looks \
             for the period.",
            "octal:0.137: d1 = 1 (take 1 only as a whole heap), d2 = 3 (take 2 leaving nothing or \
             one heap), d3 = 7 (take 3 in every way). Heaps of 1 and 2 have one move, to 0, so value \
             1; a heap of 3 has value mex{0, 1} = 2. From 4 the moves leave a heap of 2 or of 1, \
             value 1 either way, so g(4) = mex{1} = 0: the player to move loses.",
        ),
        "crosses" => (
            "A strip of n cells. Players take turns putting a cross in an empty cell that has no \
             cross next to it. The player who cannot move loses.",
            "A cross at cell i makes cells i-1, i and i+1 unusable, so the strip splits into two \
             independent strips, cells 1 to i-2 and i+2 to n; a cross at an end removes two cells. \
             Values: mex over the moves, XOR over the strips. This is Dawson's chess, the octal game \
             0.137, and its values are periodic with period 34 from n = 52 on.",
            "A strip of 4 is lost for the player to move: every cross leaves room for exactly one \
             more, and the opponent places it. A strip of 5 (value 3) is won by a cross in the \
             middle, cell 3: it leaves cells 1 and 5 as two separate strips of one cell, \
             1 ⊕ 1 = 0. The opponent crosses one of them and you cross the other.",
        ),
        "pawns" => (
            "A 3 x n board with n white pawns on the first rank and n black pawns on the third. Pawns \
             move and capture as in chess, capturing is compulsory, and the player who cannot move \
             loses.",
            "Advancing the pawn in column i starts a forced run of captures that empties columns \
             i-1 and i+1 and leaves two pawns blocking each other in column i. What is left is two \
             boards of widths i-2 and n-i-1 (an edge pawn leaves n-2), the same for both sides. So \
             the game is impartial: it is the octal game 0.137, values combined by XOR.",
            "On the 3 x 3 board, White advances the middle pawn. Black must capture it, White must \
             capture back, then Black, then White again. Now columns 1 and 3 are empty, column 2 \
             holds two pawns blocking each other, and Black cannot move. As heaps: widths 0 and 0, \
             value 0. Advancing an edge pawn instead leaves width 1, and then Black wins.",
        ),
        "triomino" => (
            "Players take turns placing an L-shaped tromino (three cells of a 2 x 2 square) on free \
             cells of a 2 x n board. The player who cannot place one loses.",
            "Claimed reduction: only the number of free cells in each separate region matters. A \
             region of c cells acts as a heap of c in the octal game 0.007: a move takes 3 and splits \
             the rest into two heaps of any sizes, possibly 0; regions combine by XOR. A search of the \
             real board checks it. It fails for some shapes: three free cells in one row hold no \
             tromino, yet a heap of 3 has value 1.",
            "The 2 x 3 board: 6 cells, value 2. Cover the whole middle column and one cell of column \
             1. What is left is one cell and a column of two, separate regions where no L fits \
             (g(1) ⊕ g(2) = 0), so the opponent cannot move. Covering column 1 and one cell of \
             column 2 instead leaves three cells forming an L, and the opponent fills them.",
        ),
        "treblecross" => (
            "A strip of n cells. Players take turns putting a cross, the same mark for both, in any \
             empty cell. Whoever completes three crosses in a row wins. Strips of 1 or 2 cells are \
             draws.",
            "A cross within two cells of another cross lets the opponent complete three at once, so \
             sensible play only uses cells at distance 3 or more from every cross, and the player \
             with no such cell left loses. A cross at cell i leaves safe regions of max(0, i-3) and \
             max(0, n-i-2) cells, so a strip of n >= 3 cells is a heap of n + 2 in the octal game \
             0.007.",
            "On 5 cells, cross cell 3. Every other cell is within two of it, so the opponent must \
             hand you three in a row: after a cross on 1 you cross 2, after 2 you cross 1, and so on. \
             In the reduction both safe regions are empty, value 0. On 6 cells the first player \
             loses: a heap of 8 in 0.007 has value 0.",
        ),
        "chocolate" => (
            "A bar of m x n squares. A move takes one piece and breaks it along a grid line into \
             two pieces, but no break may leave a 1 x 1 piece, so 1 x 2 and 1 x 3 pieces are dead. \
             The player who cannot break loses.",
            "The pieces are independent, so the value is the XOR of the pieces' Grundy values, each \
             the mex over its breaks. When a side is even (and the bar is not 1 x 2), the first \
             player wins by symmetry: break the bar into two equal halves, worth g ⊕ g = 0, then \
             copy every break the opponent makes on the other half.",
            "3x4: break it into two 3x2 bars and copy. An odd bar may be lost: a 1x7 bar breaks into \
             1x2 + 1x5 or 1x3 + 1x4. A 1x4 or a 1x5 bar has one break, into dead pieces, so value \
             1. Each break of the 1x7 bar is worth 0 ⊕ 1 = 1, and g(1x7) = mex{1} = 0: the player \
             to move loses.",
        ),
        "chomp" => (
            "A rectangle of squares whose top-left square is poisoned. A move picks a square and \
             eats it with every square below it and to its right. Whoever has to eat the poison \
             loses: the player left with only the poison has no move.",
            "Strategy stealing: the first player wins every rectangle larger than 1 x 1. If eating \
             only the bottom-right square lost, the opponent would have a winning reply; that bite \
             removes the bottom-right square too, so it could have been the first move. This proves \
             a win without showing it. The solver searches the positions (row lengths); two rows \
             (a, b) are lost for the player to move exactly when a = b + 1.",
            "3,3 (two rows of 3): eat the bottom-right square, leaving 3,2, where a = b + 1. Every \
             reply is answered by restoring a = b + 1: 2,2 and 3,1 by 2,1; 3,0 and 1,1 by 1,0, the \
             poison alone. On an n x n square the first player eats the square diagonally next to the \
             poison and then mirrors the opponent.",
        ),
        "chomp3d" => (
            "Stacks of cubes on a grid; a 2 x 2 x n board has four stacks. A move picks a cube and \
             removes it with every cube whose three coordinates are all at least its own: above it, \
             behind it and to its right. The corner cube is poisoned; the player left with only the \
             poison loses.",
            "The strategy stealing of Chomp works here too: the first player wins every box larger \
             than one cube. Taking only the far corner cube either wins, or the opponent has a \
             winning reply, which removes that cube too and so could have been played first. No \
             general strategy is known, so positions are solved by search: mex over all moves, 0 \
             meaning a loss for the player to move.",
            "The 2 x 2 x 2 cube (four stacks of 2): taking only the top cube of the stack diagonally \
             opposite the poison leaves stacks of 2, 2, 2 and 1, value 0, and it is the only winning \
             move; here the stolen strategy is the winning one. Taking the whole top layer instead \
             leaves a 2 x 2 square, which is plain Chomp and a win for the opponent.",
        ),
        _ => return None,
    };
    Some(Why { rule, theory, example })
}

#[derive(Properties, PartialEq)]
pub struct WhyProps {
    /// The game id, with or without parameters (`subtract:1,3,4`).
    pub game: String,
}

/// A folded panel: the rule, the theory and a worked example. Renders nothing for a game
/// without texts.
#[component]
pub fn WhyPanel(props: &WhyProps) -> Html {
    let Some(w) = why(&props.game) else {
        return html! {};
    };
    html! {
        <details class="why" data-testid="why">
            <summary>{ "Why? The rule, the theory and an example" }</summary>
            <h4>{ "The rule" }</h4>
            <p>{ w.rule }</p>
            <h4>{ "The theory" }</h4>
            <p>{ w.theory }</p>
            <h4>{ "An example" }</h4>
            <p>{ w.example }</p>
        </details>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Games announced in GAMES.md that may not be in the catalogue yet.
    const COMING: &[&str] =
        &["lasker", "grundy", "octal", "crosses", "pawns", "triomino", "treblecross", "chocolate", "chomp", "chomp3d"];

    fn words(s: &str) -> usize {
        s.split_whitespace().count()
    }

    #[test]
    fn why_covers_every_catalogue_game() {
        let missing: Vec<&str> = engine::games::CATALOGUE.iter().map(|e| e.id).filter(|id| why(id).is_none()).collect();
        assert!(missing.is_empty(), "no why panel for {missing:?}: add one in src/why.rs");
    }

    #[test]
    fn why_texts_are_present_and_short() {
        let ids = engine::games::CATALOGUE.iter().map(|e| e.id).chain(COMING.iter().copied());
        for id in ids {
            let w = why(id).unwrap_or_else(|| panic!("no why panel for {id}"));
            for (name, text) in [("rule", w.rule), ("theory", w.theory), ("example", w.example)] {
                assert!(!text.trim().is_empty(), "{id}: empty {name}");
                assert!(words(text) <= 80, "{id}: the {name} has {} words, keep it under 80", words(text));
                assert!(!text.contains("  "), "{id}: double space in the {name}");
            }
        }
    }

    #[test]
    fn why_ignores_parameters() {
        assert_eq!(why("subtract:1,3,4"), why("subtract"));
        assert_eq!(why("moore:2"), why("moore"));
        assert_eq!(why("octal:0.137"), why("octal"));
        assert_eq!(why("dag:annihilate"), why("dag"));
        assert!(why("subtract").is_some());
        assert!(why("no-such-game").is_none());
        assert!(why("").is_none());
    }
}
