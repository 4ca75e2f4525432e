//! Fluent files compiled into the compact templates the runtime fills ([`crate::message`]): run
//! at build time by `build.rs` (which includes this file), and natively by the translators'
//! check. Only what the words need of Fluent is taken: text, `{ $placeholders }`, string and
//! number literals, references to other messages (inlined), and `{ $n -> [one] … *[other] … }`
//! selects on a plural category, an exact number or a word. Anything else is an error that
//! names the message.
//!
//! A compact template is the message's text with these marks (no Fluent file uses the control
//! characters they are made of):
//! - `\u{1}name\u{2}`: a placeholder;
//! - `\u{3}name\u{4}` then variants, each `key\u{5}pattern\u{6}` (the default's key starts with
//!   `*`), then `\u{7}`: a select on `name`; patterns nest.

use crate::marks::{KEY_END, SELECT, SELECT_END, SELECT_ON, VAR, VAR_END, VARIANT_END};
use fluent_syntax::ast;
use std::collections::BTreeMap;
use std::path::Path;

/// One language's file, compiled.
#[derive(Clone, Debug, Default)]
pub struct Locale {
    /// Its code: the folder's name (`fr`, `pt`, `zh`).
    pub code: String,
    /// Every message by id, as a compact template.
    pub messages: BTreeMap<String, String>,
    /// The ids in the file's order.
    pub order: Vec<String>,
    /// What could not be read, by message (or the file's syntax errors).
    pub errors: Vec<String>,
}

impl Locale {
    /// The language's name for itself (`language-name`), or its code.
    pub fn name(&self) -> &str {
        self.messages
            .get("language-name")
            .map_or(&self.code, String::as_str)
    }

    /// Whether it is written right to left (`language-direction = rtl`).
    pub fn rtl(&self) -> bool {
        self.messages
            .get("language-direction")
            .is_some_and(|d| d.trim() == "rtl")
    }
}

/// Compiles one file's text.
pub fn compile(code: &str, source: &str) -> Locale {
    let mut locale = Locale {
        code: code.to_string(),
        ..Locale::default()
    };
    let resource = match fluent_syntax::parser::parse(source) {
        Ok(r) => r,
        Err((r, errors)) => {
            for e in errors {
                let line = source[..e.pos.start.min(source.len())].lines().count();
                locale.errors.push(format!("line {line}: {:?}", e.kind));
            }
            r
        }
    };
    let mut patterns = BTreeMap::new();
    for entry in &resource.body {
        if let ast::Entry::Message(m) = entry {
            let id = m.id.name.to_string();
            match &m.value {
                Some(p) => {
                    patterns.insert(id.clone(), p);
                }
                None => locale.errors.push(format!("{id}: no value")),
            }
            locale.order.push(id);
        }
    }
    for (id, pattern) in &patterns {
        let mut out = String::new();
        let mut seen = vec![id.as_str()];
        match pattern_text(pattern, &patterns, &mut seen, &mut out) {
            Ok(()) => {
                locale.messages.insert(id.clone(), out);
            }
            Err(e) => locale.errors.push(format!("{id}: {e}")),
        }
    }
    locale
}

type Patterns<'a> = BTreeMap<String, &'a ast::Pattern<&'a str>>;

fn pattern_text<'a>(
    p: &ast::Pattern<&'a str>,
    all: &Patterns<'a>,
    seen: &mut Vec<&'a str>,
    out: &mut String,
) -> Result<(), String> {
    for element in &p.elements {
        match element {
            ast::PatternElement::TextElement { value } => {
                if value.chars().any(|c| ('\u{1}'..='\u{7}').contains(&c)) {
                    return Err("a control character in the text".into());
                }
                out.push_str(value);
            }
            ast::PatternElement::Placeable { expression } => {
                expression_text(expression, all, seen, out)?
            }
        }
    }
    Ok(())
}

fn expression_text<'a>(
    e: &ast::Expression<&'a str>,
    all: &Patterns<'a>,
    seen: &mut Vec<&'a str>,
    out: &mut String,
) -> Result<(), String> {
    match e {
        ast::Expression::Inline(inline) => inline_text(inline, all, seen, out),
        ast::Expression::Select { selector, variants } => {
            let ast::InlineExpression::VariableReference { id } = selector else {
                return Err("a select must be on a $variable".into());
            };
            out.push(SELECT);
            out.push_str(id.name);
            out.push(SELECT_ON);
            for v in variants {
                if v.default {
                    out.push('*');
                }
                match &v.key {
                    ast::VariantKey::Identifier { name } => out.push_str(name),
                    ast::VariantKey::NumberLiteral { value } => out.push_str(value),
                }
                out.push(KEY_END);
                pattern_text(&v.value, all, seen, out)?;
                out.push(VARIANT_END);
            }
            out.push(SELECT_END);
            Ok(())
        }
    }
}

fn inline_text<'a>(
    e: &ast::InlineExpression<&'a str>,
    all: &Patterns<'a>,
    seen: &mut Vec<&'a str>,
    out: &mut String,
) -> Result<(), String> {
    match e {
        ast::InlineExpression::StringLiteral { value } => out.push_str(&unescape(value)?),
        ast::InlineExpression::NumberLiteral { value } => out.push_str(value),
        ast::InlineExpression::VariableReference { id } => {
            out.push(VAR);
            out.push_str(id.name);
            out.push(VAR_END);
        }
        ast::InlineExpression::MessageReference {
            id,
            attribute: None,
        } => {
            let name = id.name;
            if seen.contains(&name) {
                return Err(format!("{name} refers to itself"));
            }
            let pattern = all
                .get(name)
                .ok_or_else(|| format!("no message {name} to refer to"))?;
            seen.push(name);
            pattern_text(pattern, all, seen, out)?;
            seen.pop();
        }
        ast::InlineExpression::Placeable { expression } => {
            expression_text(expression, all, seen, out)?
        }
        _ => return Err("only text, $variables, literals, message references and selects".into()),
    }
    Ok(())
}

/// A Fluent string literal's escapes: `\"`, `\\`, `\uXXXX`, `\UXXXXXX`.
fn unescape(s: &str) -> Result<String, String> {
    let mut out = String::new();
    let mut chars = s.chars();
    while let Some(c) = chars.next() {
        if c != '\\' {
            out.push(c);
            continue;
        }
        match chars.next() {
            Some(c @ ('"' | '\\')) => out.push(c),
            Some(u @ ('u' | 'U')) => {
                let n = if u == 'u' { 4 } else { 6 };
                let hex: String = chars.by_ref().take(n).collect();
                let c = u32::from_str_radix(&hex, 16)
                    .ok()
                    .and_then(char::from_u32)
                    .ok_or_else(|| format!("bad escape \\{u}{hex}"))?;
                out.push(c);
            }
            other => return Err(format!("bad escape \\{}", other.unwrap_or(' '))),
        }
    }
    Ok(out)
}

/// Every language of a folder of `<code>/npuzzle.ftl` files, English first, then by code.
pub fn read_dir(dir: &Path) -> Result<Vec<Locale>, String> {
    let entries = std::fs::read_dir(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    let mut locales = Vec::new();
    for entry in entries.flatten() {
        let path = entry.path().join("npuzzle.ftl");
        let code = entry.file_name().to_string_lossy().into_owned();
        if !path.is_file() || code.starts_with('.') {
            continue;
        }
        let source =
            std::fs::read_to_string(&path).map_err(|e| format!("{}: {e}", path.display()))?;
        locales.push(compile(&code, &source));
    }
    locales.sort_by(|a, b| (a.code != "en", &a.code).cmp(&(b.code != "en", &b.code)));
    if locales.first().is_none_or(|l| l.code != "en") {
        return Err(format!("{}: no en/npuzzle.ftl", dir.display()));
    }
    Ok(locales)
}
