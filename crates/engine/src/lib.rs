pub mod clock;
pub mod error;
pub mod extract;
