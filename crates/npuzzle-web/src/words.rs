//! The page's words in every language but English, fetched from the site the first time a
//! component shows them (`npuzzle-i18n` with its `browser` feature: the page's wasm carries
//! English only). Each
//! language is fetched once a page; every component is built again in its language when they
//! arrive. If they cannot arrive (offline on a first visit, a refused request), the words stay
//! English: the component works all the same.

use crate::i18n::{Lang, fetched};
use crate::runtime;
use npuzzle_app::state::Msg;
use std::cell::RefCell;

thread_local! {
    // Languages asked for: one fetch each.
    static ASKED: RefCell<Vec<Lang>> = const { RefCell::new(Vec::new()) };
}

/// Starts fetching `lang`'s words from `site` unless they are here or on their way; every
/// component is built again once they arrive.
pub fn ensure(lang: Lang, site: &str) {
    if fetched::has(lang) || !ask(lang) {
        return;
    }
    let site = site.to_string();
    wasm_bindgen_futures::spawn_local(async move {
        if load(lang, &site).await {
            for id in runtime::ids() {
                runtime::dispatch(id, Msg::Relabel);
            }
        }
    });
}

/// Marks `lang` as asked for; `false` if it was already.
fn ask(lang: Lang) -> bool {
    ASKED.with(|a| {
        let mut asked = a.borrow_mut();
        let first = !asked.contains(&lang);
        if first {
            asked.push(lang);
        }
        first
    })
}

/// Fetches and takes `lang`'s words from `site` (`lang/fr.txt`); whether they are here now.
pub async fn load(lang: Lang, site: &str) -> bool {
    if fetched::has(lang) {
        return true;
    }
    let url = format!("{site}lang/{}.txt", lang.tag());
    crate::dom::fetch_text(&url)
        .await
        .is_ok_and(|text| fetched::install(lang, &text))
}
