//! The app's pages.

pub mod alphabeta;
pub mod analyze;
pub mod catalogue;
pub mod compare;
pub mod custom;
pub mod dag;
pub mod evaluation;
pub mod history;
pub mod lesson;
pub mod partizan;
pub mod play;
pub mod quiz;
pub mod quotient;
pub mod reduction;
pub mod sum;
pub mod table;
pub mod value;
