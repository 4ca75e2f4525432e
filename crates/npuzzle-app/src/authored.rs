//! An exercise authored without the page: its settings typed into the Exercise panel's own
//! fields, checked by the panel's rules with its words, and made into the panel's package
//! (`npuzzle package` writes it as a zip; the class server's Deep Linking hands its query to
//! the LMS). One path, so the page, the command line and the server make the same exercise of
//! the same settings.

use crate::options::{Keep, Options, Task};
use crate::state::exercise::Msg as ExMsg;
use crate::state::exercise::author::{Field, Format, Msg as AuMsg, Package};
use crate::state::{Effect, Msg, State};
use npuzzle_i18n::{Key, Lang, Said};

/// The panel's fields, as text typed into them (`None`: left as the panel starts).
#[derive(Clone, Debug)]
pub struct Settings {
    /// play, predict, children or heuristic.
    pub task: String,
    /// The board (`1 2 3/4 _ 6/7 5 8`).
    pub board: String,
    /// end or start.
    pub goal: Option<String>,
    /// The search asked about.
    pub algo: Option<String>,
    /// Its heuristic.
    pub heuristic: Option<String>,
    /// Moves over the shortest that still pass.
    pub slack: Option<String>,
    /// Questions.
    pub count: Option<String>,
    /// on, off or a number.
    pub hints: Option<String>,
    /// The pass mark.
    pub pass: Option<String>,
    /// The id results are filed under.
    pub id: Option<String>,
    /// best or last.
    pub keep: Option<String>,
    /// The package's format (its query is the same in every format).
    pub format: Format,
}

/// The exercise typed into the panel's fields and checked as the panel checks it: the package
/// the panel's Download would make, or its words for what is wrong (in `lang`).
pub fn plan(args: &Settings, lang: Lang) -> Result<Package, String> {
    // Read as a link's settings are, with the task: a bad board then stops the exercise in
    // the exercise's words, as on the page.
    let mut pairs = vec![
        ("exercise", args.task.clone()),
        ("board", args.board.clone()),
    ];
    for (name, value) in [
        ("goal", &args.goal),
        ("algo", &args.algo),
        ("heuristic", &args.heuristic),
    ] {
        if let Some(v) = value {
            pairs.push((name, v.clone()));
        }
    }
    let mut options = Options::read(&pairs);
    let wrong: Vec<String> = options
        .exercise
        .errors
        .iter()
        .chain(&options.problems)
        .map(|e| e.text(lang))
        .collect();
    if !wrong.is_empty() {
        return Err(Said::key(Key::AuInvalid)
            .with("why", wrong.join("; "))
            .text(lang));
    }
    let Some(task) = Task::from_value(&args.task) else {
        unreachable!("a task that does not read is an exercise error above")
    };
    // The teacher's page, before the exercise is made of it in the panel.
    options.exercise = Default::default();
    // In the command's language, as the panel's package is in the page's.
    options.lang = Some(lang);
    let mut s = State::new(options, 1);
    let mut author = |m: AuMsg| s.update(Msg::Exercise(ExMsg::Author(m)));
    author(AuMsg::Task(task));
    author(AuMsg::Format(args.format));
    if let Some(keep) = &args.keep {
        let Some(k) = Keep::from_value(keep) else {
            let why = Said::key(Key::ExBadKeep)
                .with("v", keep.as_str())
                .text(lang);
            return Err(Said::key(Key::AuInvalid).with("why", why).text(lang));
        };
        author(AuMsg::Keep(k));
    }
    for (field, value) in [
        (Field::Id, &args.id),
        (Field::Count, &args.count),
        (Field::Slack, &args.slack),
        (Field::Hints, &args.hints),
        (Field::Pass, &args.pass),
    ] {
        if let Some(v) = value {
            author(AuMsg::Field(field, v.clone()));
        }
    }
    if let Err(errors) = s.author.check(&s.puzzle, &s.search).0 {
        let why: Vec<String> = errors.iter().map(|e| e.text(lang)).collect();
        return Err(Said::key(Key::AuInvalid)
            .with("why", why.join("; "))
            .text(lang));
    }
    let fx = s.update(Msg::Exercise(ExMsg::Author(AuMsg::Download)));
    fx.into_iter()
        .find_map(|e| match e {
            Effect::Pack(p) => Some(p),
            _ => None,
        })
        .ok_or_else(|| "the exercise made no package".into())
}
