//! Writes the page's German and Spanish words for the site (`DIR/de.txt`, `DIR/es.txt`): the
//! page's wasm carries English only and fetches these when chosen (see `src/fetched.rs`). Run
//! by the Trunk post-build hook: `cargo run -p npuzzle-i18n --example export-words -- dist/lang`.

use npuzzle_i18n::Lang;
use npuzzle_i18n::fetched::file;

fn main() -> std::io::Result<()> {
    let dir = std::env::args()
        .nth(1)
        .unwrap_or_else(|| "dist/lang".into());
    std::fs::create_dir_all(&dir)?;
    for lang in [Lang::De, Lang::Es] {
        let path = std::path::Path::new(&dir).join(format!("{}.txt", lang.tag()));
        std::fs::write(path, file(lang))?;
    }
    Ok(())
}
