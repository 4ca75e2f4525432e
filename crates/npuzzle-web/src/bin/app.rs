//! The page: see `npuzzle_web::app`.
fn main() {
    npuzzle_web::app::start();
}
