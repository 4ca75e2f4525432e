//! The class's report: each student counted once per question (their latest answer), the
//! wrong answers by how many gave them, and a CSV a spreadsheet opens as it is.

use super::*;

fn given(question: &str, response: &str, expected: &str) -> Given {
    Given {
        question: question.into(),
        task: "predict".into(),
        response: response.into(),
        expected: expected.into(),
        correct: response == expected,
        latency_ms: 1_500,
        at: 1_764_720_000_000.0,
    }
}

fn sheet(user: &str, attempt: u32, answers: Vec<Given>) -> Sheet {
    Sheet {
        user_id: user.into(),
        name: None,
        attempt,
        answers,
    }
}

#[test]
fn each_student_counts_once_a_question_by_their_latest_answer() {
    let sheets = [
        sheet(
            "ann",
            1,
            vec![given("q1", "4", "3"), given("q10", "9", "9")],
        ),
        sheet("ann", 2, vec![given("q1", "3", "3")]),
        sheet("bob", 1, vec![given("q1", "4", "3"), given("q2", "7", "8")]),
        sheet("cy", 1, vec![given("q1", "5", "3"), given("q2", "6", "8")]),
        sheet("dee", 1, vec![given("q1", "5", "3")]),
    ];
    let q = questions(&sheets);
    let ids: Vec<&str> = q.iter().map(|q| q.id.as_str()).collect();
    assert_eq!(ids, ["q1", "q2", "q10"], "by number, not by text");
    // Ann's retry counts, not her first try.
    assert_eq!((q[0].students, q[0].right, q[0].percent()), (4, 1, 25));
    assert_eq!(q[0].expected, "3");
    assert_eq!(q[0].wrong, [("5".to_string(), 2), ("4".to_string(), 1)]);
    assert_eq!((q[1].students, q[1].right, q[1].percent()), (2, 0, 0));
    assert_eq!((q[2].students, q[2].percent()), (1, 100));
}

#[test]
fn the_csv_has_a_line_per_answer_and_keeps_a_formula_as_text() {
    let mut formula = given("formula", "-manhattan, \"x\"", "");
    formula.task = "heuristic".into();
    formula.correct = false;
    let mut named = sheet("u1", 3, vec![given("q1", "3", "3"), formula]);
    named.name = Some("=HYPERLINK(\"x\")".into());
    let text = csv(&[named]);
    let lines: Vec<&str> = text.split("\r\n").collect();
    assert_eq!(lines[0], CSV_HEADER);
    assert_eq!(
        lines[1],
        "u1,\"'=HYPERLINK(\"\"x\"\")\",3,q1,predict,3,3,true,1.5,2025-12-03T00:00:00.000Z"
    );
    assert!(
        lines[2].contains(",\"'-manhattan, \"\"x\"\"\",,false,"),
        "{}",
        lines[2]
    );
    assert_eq!(lines.len(), 4, "and a last CRLF");
}

#[test]
fn answers_that_do_not_read_are_none() {
    assert!(
        Sheet::new("u".into(), None, 1, Some("not json"))
            .answers
            .is_empty()
    );
    assert!(Sheet::new("u".into(), None, 1, None).answers.is_empty());
}
