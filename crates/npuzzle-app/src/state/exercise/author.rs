//! The Exercise panel beside Share: a teacher makes an exercise of the board and search on
//! show, checks it as the student's component would, previews it, copies its link, iframe or
//! element, or downloads it as a package for an LMS (SCORM 1.2 or 2004, or cmi5).

use super::Spec;
use crate::i18n::{Key, Lang, Said};
use crate::options::{ExerciseOptions, Keep, Task};
use crate::state::effect::{Effect, Note};
use crate::state::puzzle::Puzzle;
pub use crate::state::records::{Format, Package};
use crate::state::search::SearchChoice;
use crate::state::share::{Share, ShareKind};

/// The panel's fields, as typed.
#[derive(Clone, Debug, PartialEq)]
pub struct Author {
    /// The task.
    pub task: Task,
    /// Questions (predict, children); empty: the default.
    pub count: String,
    /// Moves over the optimal length that pass (play).
    pub slack: String,
    /// `on`, `off` or a limit (play).
    pub hints: String,
    /// The passing fraction or percentage (predict, children).
    pub pass: String,
    /// The exercise's id; empty: one made from its settings.
    pub id: String,
    /// Which result the LMS keeps.
    pub keep: Keep,
    /// The package's format.
    pub format: Format,
    /// The package being made, or made, or why not.
    pub package: Option<Note>,
    /// A package is being made.
    pub packing: bool,
}

impl Default for Author {
    fn default() -> Author {
        Author {
            task: Task::Play,
            count: String::new(),
            slack: "4".into(),
            hints: "on".into(),
            pass: "80%".into(),
            id: String::new(),
            keep: Keep::Best,
            format: Format::Scorm12,
            package: None,
            packing: false,
        }
    }
}

/// A field of the panel.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Field {
    /// Questions.
    Count,
    /// Slack.
    Slack,
    /// Hints.
    Hints,
    /// Pass mark.
    Pass,
    /// Id.
    Id,
}

impl Field {
    /// Every field, in the order their settings are written (the id first, after the task).
    pub const ALL: [Field; 5] = [
        Field::Id,
        Field::Count,
        Field::Slack,
        Field::Hints,
        Field::Pass,
    ];
}

/// A teacher's request (or the web layer's answer about a package).
#[derive(Clone, Debug, PartialEq)]
pub enum Msg {
    /// Another task.
    Task(Task),
    /// Another package format.
    Format(Format),
    /// Another rule for the result kept.
    Keep(Keep),
    /// A field was edited.
    Field(Field, String),
    /// Copy the exercise's link, iframe or element.
    Copy(ShareKind),
    /// Make the LMS package.
    Download,
    /// The package was made (its size in bytes) or could not be (why).
    Packed(Result<u64, Said>),
}

impl Author {
    /// A field's value, its setting's name, and whether it applies to the task chosen.
    pub fn field(&self, f: Field) -> (&str, &'static str, bool) {
        let play = self.task == Task::Play;
        let questions = matches!(self.task, Task::Predict | Task::Children);
        match f {
            Field::Count => (&self.count, "count", questions),
            Field::Slack => (&self.slack, "slack", play),
            Field::Hints => (&self.hints, "hints", play),
            Field::Pass => (&self.pass, "pass", !play),
            Field::Id => (&self.id, "exercise-id", true),
        }
    }

    /// The settings the fields give (empty fields are left to the defaults), and the teacher's
    /// language: a teacher who works in Arabic in an English browser hands out an Arabic
    /// exercise (an LMS's learner's language still comes first in a package).
    pub fn pairs(&self, lang: Lang) -> Vec<(&'static str, String)> {
        let mut out = vec![("exercise", self.task.value().to_string())];
        for f in Field::ALL {
            let (value, name, applies) = self.field(f);
            if applies && !value.trim().is_empty() {
                out.push((name, value.trim().to_string()));
            }
        }
        // The default (best) goes without saying.
        if self.keep != Keep::Best {
            out.push(("keep", self.keep.value().to_string()));
        }
        out.push(("lang", lang.tag().to_string()));
        out
    }

    /// The exercise as the student's component would check it, and the search it would run.
    pub fn check(
        &self,
        puzzle: &Puzzle,
        search: &SearchChoice,
    ) -> (Result<Spec, Vec<Said>>, SearchChoice) {
        let mut o = ExerciseOptions::default();
        for (name, value) in self.pairs(Lang::En) {
            // Quoted back as the page's settings are: an id typed with a newline or a direction
            // override is named, not obeyed.
            o.set(name, &value, &crate::options::short(&value));
        }
        let mut search = search.clone();
        let spec = Spec::check(&o, Some(&puzzle.start), puzzle, &mut search);
        (spec, search)
    }

    /// The exercise's link, iframe or element; `None` while its settings are wrong.
    pub fn text(
        &self,
        kind: ShareKind,
        (puzzle, search): (&Puzzle, &SearchChoice),
        share: &Share,
        lang: Lang,
    ) -> Option<String> {
        let (spec, search) = self.check(puzzle, search);
        spec.ok()?;
        Some(share.text_with(kind, puzzle, &search, &self.pairs(lang)))
    }

    /// Applies a message.
    pub fn update(
        &mut self,
        m: Msg,
        (puzzle, search): (&Puzzle, &SearchChoice),
        (share, lang): (&Share, Lang),
        fx: &mut Vec<Effect>,
    ) {
        match m {
            Msg::Task(t) => self.task = t,
            Msg::Format(f) => self.format = f,
            Msg::Keep(k) => self.keep = k,
            Msg::Field(f, v) => {
                *match f {
                    Field::Count => &mut self.count,
                    Field::Slack => &mut self.slack,
                    Field::Hints => &mut self.hints,
                    Field::Pass => &mut self.pass,
                    Field::Id => &mut self.id,
                } = v;
            }
            Msg::Copy(kind) => {
                if let Some(text) = self.text(kind, (puzzle, search), share, lang) {
                    fx.push(Effect::Copy(text));
                }
            }
            Msg::Download => {
                let (spec, search) = self.check(puzzle, search);
                let Ok(spec) = spec else { return };
                if self.packing {
                    return;
                }
                self.packing = true;
                self.package = Some(Note::info(Key::ExPacking));
                fx.push(Effect::Pack(Package {
                    query: share.query_with(puzzle, &search, &self.pairs(lang)),
                    id: spec.id,
                    // The LMS's list shows it: in the teacher's language.
                    title: format!(
                        "{} ({})",
                        super::score::activity_name(self.task).text(lang),
                        puzzle.shape
                    ),
                    lang: lang.tag(),
                    format: self.format,
                    shape: format!("{}x{}", puzzle.shape.rows(), puzzle.shape.cols()),
                }));
            }
            Msg::Packed(result) => {
                self.packing = false;
                self.package = Some(match result {
                    Ok(bytes) => Note::info(
                        Said::key(Key::ExPacked)
                            .with("kb", bytes.div_ceil(1024))
                            .with("format", self.format.name()),
                    ),
                    Err(why) => Note::error(Said::key(Key::ExPackFailed).with_said("why", why)),
                });
            }
        }
    }
}
