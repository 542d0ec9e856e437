pub mod chomp;
pub mod chomp_skyline;
pub mod cram;
pub mod grundy_game;

pub use chomp::Chomp;
pub use chomp_skyline::Chomp as ChompSkyline;
pub use cram::Cram;
pub use grundy_game::GrundyGame;