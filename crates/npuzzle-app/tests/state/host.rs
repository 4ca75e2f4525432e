//! What the host sets: language and settings, live.

use crate::*;
use npuzzle_app::i18n::Lang;
use npuzzle_app::options::{Controls, Options};
use npuzzle_app::state::{Effect, Mode, Msg, Reply};
use npuzzle_core::Algorithm;

#[test]
fn a_new_language_relabels_and_rewords_what_is_shown() {
    let mut s = with_board("1 2 3 / 4 5 6 / 8 7 _");
    assert_eq!(s.update(Msg::SetLang(Lang::De)), vec![Effect::Relabel]);
    assert!(
        message(&s).starts_with("Keine Lösung möglich."),
        "{}",
        message(&s)
    );
    assert!(
        s.update(Msg::SetLang(Lang::De)).is_empty(),
        "no change, no relabel"
    );
}

#[test]
fn host_settings_apply_live_and_bad_ones_are_noticed() {
    let mut s = with_board("1 2 3 / 4 5 6 / 7 _ 8");
    let o = Options::read(&[
        ("controls", "none"),
        ("algo", "idastar"),
        ("goal", "nowhere"),
    ]);
    s.update(Msg::Configure(Box::new(o)));
    assert_eq!(s.controls, Controls::NONE);
    assert_eq!(s.search.algorithm, Algorithm::IdaStar);
    assert_eq!(s.notices.len(), 1);
    assert!(s.notices[0].text(Lang::En).contains("goal “nowhere”"));
    // A board from the host; then autoplay solves and plays as soon as the answer comes.
    let o = Options::read(&[("board", "8 6 7 / 2 5 4 / 3 _ 1"), ("autoplay", "1")]);
    let fx = s.update(Msg::Configure(Box::new(o)));
    let job = job_of(&fx);
    assert_eq!(job.search().board.to_flat(), "8 6 7 2 5 4 3 0 1");
    s.update(reply(job.id, Reply::Done(solve(&job))));
    assert_eq!(s.mode, Mode::Playing);
    assert!(s.timer().is_some());
}
