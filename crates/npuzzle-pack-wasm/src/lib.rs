//! An exercise's LMS package worked out for the Exercise panel, in the module worker that zips
//! it (`www/scorm-pack.js`), from the same Rust as `npuzzle package`
//! ([`npuzzle_app::package`]): which of the site's files it carries, its launch page and its
//! manifest. Kept out of the page's own wasm: only a teacher making a package needs it.

use npuzzle_app::package;
use npuzzle_app::state::exercise::author::Format;
use wasm_bindgen::prelude::*;

/// The package's plan: `{ names, texts }`, the site's files to fetch in order and the texts
/// that stand for some of them or come beside them (the launch page, the manifest). `listed`
/// is the site's `files.json`, `html` its `index.html`; `package` has the package's `format`,
/// `id`, `title`, `lang` (a tag) and `shape` (`3x3`), and `query`, its exercise's settings.
/// Throws `{ name, why }` for a listed name that cannot go into a package (`why` as
/// [`package::BadName::value`] says it), or a string.
#[wasm_bindgen]
pub fn plan(listed: Vec<String>, html: &str, package: JsValue) -> Result<js_sys::Object, JsValue> {
    let field = |name: &str| {
        js_sys::Reflect::get(&package, &name.into())
            .ok()
            .and_then(|v| v.as_string())
            .ok_or_else(|| JsValue::from_str(&format!("the package has no {name}")))
    };
    let (id, title, lang, shape, query) = (
        field("id")?,
        field("title")?,
        field("lang")?,
        field("shape")?,
        field("query")?,
    );
    let format = field("format")?;
    let format = Format::from_value(&format).ok_or_else(|| JsValue::from_str(&format))?;
    if let Some((name, why)) = package::bad_name(&listed) {
        let bad = js_sys::Object::new();
        js_sys::Reflect::set(&bad, &"name".into(), &name.into())?;
        js_sys::Reflect::set(&bad, &"why".into(), &why.value().into())?;
        return Err(bad.into());
    }
    let names: Vec<String> = listed
        .into_iter()
        .filter(|n| package::carries(n, &shape, format))
        .collect();
    let launch = package::launch_page(html, &query, format)
        .ok_or_else(|| JsValue::from_str("index.html has no </head>"))?;
    let (manifest_name, manifest) = package::manifest(format, (&id, &title, &lang), &names);
    let texts = js_sys::Object::new();
    js_sys::Reflect::set(&texts, &"index.html".into(), &launch.into())?;
    js_sys::Reflect::set(&texts, &manifest_name.into(), &manifest.into())?;
    let out = js_sys::Object::new();
    let list: js_sys::Array = names.iter().map(|n| JsValue::from_str(n)).collect();
    js_sys::Reflect::set(&out, &"names".into(), &list)?;
    js_sys::Reflect::set(&out, &"texts".into(), &texts)?;
    Ok(out)
}
