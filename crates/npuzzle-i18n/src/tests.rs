//! Every key in every language (the translators' check), plural forms, numbers, the core's
//! words, the printout.

use crate::*;

#[test]
fn every_method_the_core_names_is_worded_in_every_language() {
    use npuzzle_core::{Algorithm, Finish, Method, NoControl, SolveOptions, parse_board};
    // Every kind the core has, and what it says on boards that take each path: 3×3 and 2×3 by
    // `auto`, boards near their goal by fast mode (searched whole), random ones line by line.
    let mut methods = vec![Method::ExactTable, Method::LinearConflict];
    for (quick, reflected) in [(false, false), (false, true), (true, true)] {
        methods.push(Method::PatternDatabases { quick, reflected });
    }
    for patterns in [false, true] {
        methods.push(Method::Weighted {
            patterns,
            weight_tenths: 15,
        });
    }
    for finish in [
        Finish::Plain,
        Finish::PatternDatabases,
        Finish::LinearConflict,
    ] {
        for searched in [false, true] {
            let (rows, cols) = (4, 4);
            methods.push(Method::Lines {
                searched,
                rows,
                cols,
                finish,
            });
        }
    }
    for (text, algorithm) in [
        ("8 6 7 / 2 5 4 / 3 _ 1", Algorithm::Auto),
        ("1 2 3 / 4 _ 5", Algorithm::Auto),
        (
            "2 3 1 4 5 / 6 7 8 9 10 / 11 12 13 14 15 / 16 17 18 19 20 / 21 22 23 24 _",
            Algorithm::Fast,
        ),
        (
            "1 2 3 4 5 / 6 7 8 9 10 / 11 12 13 _ 15 / 16 17 18 14 19",
            Algorithm::Fast,
        ),
    ] {
        let board = parse_board(text).unwrap();
        let options = SolveOptions::with_algorithm(algorithm);
        let s = npuzzle_core::solve(&board, &options, &mut NoControl).unwrap();
        assert_eq!(s.status, npuzzle_core::Status::Solved, "{text}");
        methods.push(s.method);
    }
    for size in [5, 7] {
        let shape = npuzzle_core::Shape::new(size, size).unwrap();
        let goal = npuzzle_core::GoalSpec::BlankLast.resolve(shape).unwrap();
        let board = npuzzle_core::random_solvable(shape, &goal, 1);
        let options = SolveOptions::with_algorithm(Algorithm::Fast);
        let far = npuzzle_core::solve(&board, &options, &mut NoControl).unwrap();
        assert!(matches!(far.method, Method::Lines { .. }), "{}", far.method);
        methods.push(far.method);
    }
    assert_eq!(method(Lang::En, &Method::Search), "");
    for m in &methods {
        let english = method(Lang::En, m);
        assert_eq!(english, m.to_string(), "English is the core's own words");
        assert!(!english.is_empty());
        for lang in Lang::ALL.into_iter().filter(|l| *l != Lang::En) {
            let worded = method(lang, m);
            assert_ne!(worded, english, "{m} in {lang:?}");
            assert!(!worded.contains('\u{1}'), "filled: {worded}");
        }
    }
    let weighted = Method::Weighted {
        patterns: true,
        weight_tenths: 15,
    };
    assert_eq!(
        method(Lang::De, &weighted),
        "gewichtetes A* mit Musterdatenbanken, Gewicht 1,5"
    );
}

#[test]
fn fixed_point_numbers() {
    use crate::Fixed;
    let cases = [
        (2.25, 1, "2.3"),
        (0.04, 1, "0.0"),
        (-1.25, 1, "-1.3"),
        (1234.5, 0, "1235"),
        (7.0, 1, "7.0"),
        (-0.4, 0, "0"),
        (1.2345, 3, "1.235"),
        (1.2, 2, "1.20"),
        (0.05, 2, "0.05"),
        (-2.001, 2, "-2.00"),
    ];
    for (x, d, want) in cases {
        assert_eq!(Fixed(x, d).to_string(), want, "{x} with {d}");
    }
}

#[test]
fn a_size_over_a_limit_never_reads_as_the_limit() {
    use crate::Fixed;
    let mb = |bytes: u64| Fixed::beside(bytes, 50_000_000, 1_000_000);
    for (bytes, want) in [
        (73_456_789, "73"),
        (50_000_001, "50.000001"),
        (50_040_000, "50.04"),
        (50_499_999, "50.5"),
        (50_500_000, "51"),
        (1_000_000_000, "1000"),
    ] {
        assert_eq!(mb(bytes).to_string(), want, "{bytes} bytes");
    }
    // In the words the command line and the Scan dialog share, in each language's digits.
    let said = |lang| ScanKey::TooLarge.fill(lang, &[("mb", &mb(50_000_001)), ("max", &50u32)]);
    assert_eq!(
        said(Lang::En),
        "The file is 50.000001 MB: photos up to 50 MB can be read."
    );
    assert!(
        said(Lang::De).contains("50,000001 MB"),
        "{}",
        said(Lang::De)
    );
    let mp = Fixed::beside(22_000 * 22_000, 40_000_000, 1_000_000);
    let pixels = ScanKey::TooManyPixels.fill(
        Lang::En,
        &[
            ("width", &22_000u32),
            ("height", &22_000u32),
            ("mp", &mp),
            ("max", &40u32),
        ],
    );
    assert_eq!(
        pixels,
        "The photo is 22,000×22,000 pixels (484 megapixels): photos up to 40 megapixels can be read."
    );
}

fn locales() -> Vec<compile::Locale> {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../locales");
    compile::read_dir(&dir).unwrap()
}

/// The translators' check on every file of `locales/`: nothing missing or extra, the same
/// placeholders as English, and every plural form the language's CLDR rules need.
#[test]
fn every_language_has_every_message_with_the_values_and_plural_forms_it_needs() {
    let locales = locales();
    assert_eq!(locales.len(), Lang::ALL.len(), "a language per folder");
    for (l, lang) in locales.iter().zip(Lang::ALL) {
        assert_eq!(l.code, lang.tag());
        let report = check::check(&locales[0], l, &plural::categories(&l.code));
        assert!(
            report.problems.is_empty(),
            "{}: {:#?}",
            l.code,
            report.problems
        );
        // A language whose sentences are English is not one: the names and symbols that stay
        // the same (A*, Manhattan, ms, …) are a small share.
        let same = report.same_as_english.len();
        if lang != Lang::En {
            assert!(
                same * 6 < l.order.len(),
                "{}: {same} messages as English",
                l.code
            );
        }
    }
}

/// The check finds what a file gets wrong.
#[test]
fn the_check_names_what_a_file_gets_wrong() {
    let en = compile::compile(
        "en",
        "a = { $n ->\n    [one] one move\n   *[other] { $n } moves\n}\nb = Tile { $tile }\nc = Same\n",
    );
    let ru = compile::compile(
        "ru",
        "a = { $n ->\n    [one] { $n } ход\n   *[other] { $n } ходов\n}\nb = Фишка { $tiel }\nc = Same\nd = Лишнее\n",
    );
    let report = check::check(&en, &ru, &plural::categories("ru"));
    let text = report.problems.join("\n");
    assert!(
        text.contains("a: $n lacks the plural forms [\"few\", \"many\"]"),
        "{text}"
    );
    assert!(text.contains("b: placeholders"), "{text}");
    assert!(text.contains("d: not in English"), "{text}");
    assert_eq!(report.same_as_english, ["c"]);
    let broken = compile::compile("ru", "a = { $n ->\n b = x\n");
    let report = check::check(&en, &broken, &plural::categories("ru"));
    assert!(
        report.problems.iter().any(|p| p.starts_with("cannot read")),
        "{report:?}"
    );
    assert!(
        report.problems.iter().any(|p| p == "b: missing"),
        "{report:?}"
    );
}

/// Where CLDR's `one` takes in 0 (pt, hi, fa), a count whose `one` words differ from the
/// default's needs a `[0]`, or 0 reads as one ("0 nó expandido"); French, whose 0 is singular,
/// and selects whose `one` and default read the same, need none.
#[test]
fn the_check_asks_for_a_zero_form_where_one_takes_in_zero() {
    let en = compile::compile(
        "en",
        "a = { $n ->\n    [one] { $n } node expanded\n   *[other] { $n } nodes expanded\n}\n\
         b = Tile { $t }\n",
    );
    let file = |code: &str, a: &str| compile::compile(code, &format!("a = {a}\nb = x {{ $t }}\n"));
    let lacking = "{ $n ->\n    [one] { $n } nó expandido\n    [many] { $n } de nós expandidos\n   *[other] { $n } nós expandidos\n}";
    let report = check::check(&en, &file("pt", lacking), &plural::categories("pt"));
    assert_eq!(report.problems.len(), 1, "{:?}", report.problems);
    assert!(
        report.problems[0].starts_with("a: $n needs a [0] variant: pt's"),
        "{:?}",
        report.problems
    );
    // Nested in another select's variant, and in Hindi.
    let nested = "{ $m ->\n    [0] none\n    [one] { $m }\n   *[other] { $m } { $n ->\n        [one] { $n } चाल\n       *[other] { $n } चालें\n    }\n}";
    let report = check::check(&en, &file("hi", nested), &plural::categories("hi"));
    let text = report.problems.join("\n");
    assert!(text.contains("a: $n needs a [0] variant: hi's"), "{text}");
    assert!(!text.contains("$m needs"), "{text}");
    let with_zero = "{ $n ->\n    [0] { $n } nós expandidos\n    [one] { $n } nó expandido\n    [many] { $n } de nós expandidos\n   *[other] { $n } nós expandidos\n}";
    let report = check::check(&en, &file("pt", with_zero), &plural::categories("pt"));
    assert!(report.problems.is_empty(), "{:?}", report.problems);
    // Persian's nouns stay singular after a number: one and other read the same.
    let same = "{ $n ->\n    [one] { $n } گره\n   *[other] { $n } گره\n}";
    let report = check::check(&en, &file("fa", same), &plural::categories("fa"));
    assert!(report.problems.is_empty(), "{:?}", report.problems);
    let differ = "{ $n ->\n    [one] یک گره\n   *[other] { $n } گره\n}";
    let report = check::check(&en, &file("fa", differ), &plural::categories("fa"));
    assert!(report.problems[0].contains("fa's"), "{:?}", report.problems);
    // French: "0 nœud développé" is French.
    let fr = "{ $n ->\n    [one] { $n } nœud développé\n    [many] { $n } de nœuds développés\n   *[other] { $n } nœuds développés\n}";
    let report = check::check(&en, &file("fr", fr), &plural::categories("fr"));
    assert!(report.problems.is_empty(), "{:?}", report.problems);
    // Where 0 is not one (German, Russian), nothing is asked.
    let de =
        "{ $n ->\n    [one] { $n } Knoten expandiert\n   *[other] { $n } Knoten expandiert!\n}";
    let report = check::check(&en, &file("de", de), &plural::categories("de"));
    assert!(report.problems.is_empty(), "{:?}", report.problems);
    assert!(check::zero_reads_as_one("pt") && check::zero_reads_as_one("hi"));
    assert!(check::zero_reads_as_one("fa") && !check::zero_reads_as_one("fr"));
    assert!(!check::zero_reads_as_one("en") && !check::zero_reads_as_one("ru"));
}

/// An exact number's variant compiles and is picked before the plural category: 0 takes
/// `[0]`'s words where CLDR's `one` would take it in.
#[test]
fn an_exact_zero_variant_is_picked_for_zero() {
    let pt = compile::compile(
        "pt",
        "a = { $n ->\n    [0] nenhum nó\n    [one] { $n } nó\n   *[other] { $n } nós\n}\n",
    );
    assert!(pt.errors.is_empty(), "{:?}", pt.errors);
    let said = |n: f64, places: u8| {
        let to = message::In {
            tag: "pt",
            isolate: false,
        };
        message::fill(&pt.messages["a"], to, &|_| Some(Value::Number(n, places)))
    };
    assert_eq!(said(0.0, 0), "nenhum nó");
    assert_eq!(said(1.0, 0), "1 nó");
    assert_eq!(said(2.0, 0), "2 nós");
    assert_eq!(
        said(0.0, 1),
        "nenhum nó",
        "0.0 is 0, as Fluent compares numbers"
    );
    // The files' own: 0 takes the plural in Portuguese and Hindi.
    let frontier = |lang, n: u64| Said::key(Key::FrontierCaption).with("n", n).text(lang);
    assert!(
        frontier(Lang::Pt, 0).ends_with(" 0 nós"),
        "{}",
        frontier(Lang::Pt, 0)
    );
    assert!(
        frontier(Lang::Pt, 1).ends_with(" 1 nó"),
        "{}",
        frontier(Lang::Pt, 1)
    );
    let moves = |lang, n: u64| Said::key(Key::NMoves).with("n", n).text(lang);
    assert_eq!(moves(Lang::Pt, 0), moves(Lang::Pt, 2).replace('2', "0"));
    assert_eq!(moves(Lang::Hi, 0), moves(Lang::Hi, 2).replace('2', "0"));
    assert_ne!(moves(Lang::Hi, 1), moves(Lang::Hi, 2).replace('2', "1"));
}

/// In a right-to-left file, a value between Latin words must be isolated with its word.
#[test]
fn the_check_asks_right_to_left_files_to_isolate_a_latin_word_with_its_value() {
    let en = compile::compile(
        "en",
        "language-direction = ltr\ne = Child: g { $g }, h = { $h }, f { $f }.\nn = h { $n } nodes\n",
    );
    let bare =
        "language-direction = rtl\ne = ابن: g { $g }، h = { $h }، f { $f }.\nn = h { $n } عقدة\n";
    let report = check::check(&en, &compile::compile("ar", bare), &["other"]);
    let text = report.problems.join("\n");
    assert!(text.contains("e: $g sits between Latin words"), "{text}");
    assert!(
        text.contains("e: $h sits between Latin words outside an isolate (\"h …\")"),
        "{text}"
    );
    // The last value, and one with right-to-left words after it, are read in order.
    assert_eq!(report.problems.len(), 2, "{text}");
    let isolated = "language-direction = rtl\ne = ابن: \u{2068}g { $g }\u{2069}، \u{2068}h = { $h }\u{2069}، \u{2068}f { $f }\u{2069}.\nn = h { $n } عقدة\n";
    let report = check::check(&en, &compile::compile("ar", isolated), &["other"]);
    assert!(report.problems.is_empty(), "{:?}", report.problems);
    // Left to right, nothing to isolate.
    let fr = "language-direction = ltr\ne = Enfant : g { $g }, h = { $h }, f { $f }.\nn = h { $n } nœuds\n";
    let report = check::check(&en, &compile::compile("fr", fr), &["other"]);
    assert!(report.problems.is_empty(), "{:?}", report.problems);
}

/// A language added as a file alone (the fixture's Esperanto, which no Rust names): it
/// compiles, passes the check, and its counts take Esperanto's plural forms from CLDR.
#[test]
fn a_language_is_added_with_a_file_alone() {
    let fixtures = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/locales");
    let locales = compile::read_dir(&fixtures).unwrap();
    let eo = locales
        .iter()
        .find(|l| l.code == "eo")
        .expect("the fixture's Esperanto");
    assert_eq!(eo.name(), "Esperanto");
    let report = check::check(&locales[0], eo, &plural::categories("eo"));
    assert!(report.problems.is_empty(), "{:?}", report.problems);
    let moved = |n: u32| {
        message::fill(
            &eo.messages["moved"],
            message::In {
                tag: "eo",
                isolate: false,
            },
            &|name| (name == "n").then_some(Value::Number(n.into(), 0)),
        )
    };
    assert_eq!(moved(1), "1 movo");
    assert_eq!(moved(5), "5 movoj");
    let thousand = number::format_in("eo", 1000.0, 0);
    assert_ne!(thousand, "1000", "grouped as Esperanto groups");
    assert_eq!(moved(1000), format!("{thousand} movoj"));
}

#[test]
fn counts_take_their_languages_plural_forms() {
    let said = |lang, n: u64| Said::key(Key::NMoves).with("n", n).text(lang);
    let cases: [(Lang, [&str; 5]); 5] = [
        (
            Lang::En,
            ["1 move", "2 moves", "5 moves", "21 moves", "0 moves"],
        ),
        (
            Lang::Fr,
            ["1 coup", "2 coups", "5 coups", "21 coups", "0 coup"],
        ),
        (
            Lang::Ru,
            ["1 ход", "2 хода", "5 ходов", "21 ход", "0 ходов"],
        ),
        (
            Lang::Pl,
            ["1 ruch", "2 ruchy", "5 ruchów", "21 ruchów", "0 ruchów"],
        ),
        (
            Lang::Ar,
            ["حركة واحدة", "حركتان", "5 حركات", "21 حركة", "0 حركة"],
        ),
    ];
    for (lang, want) in cases {
        let got: Vec<String> = [1, 2, 5, 21, 0].map(|n| said(lang, n)).into();
        assert_eq!(got, want, "{lang:?}");
    }
    // An exact millions count in Spanish takes its `many` form.
    assert_eq!(said(Lang::Es, 1_000_000), "1.000.000 de movimientos");
}

/// Seconds, milliseconds, kilobytes and megabytes as each language abbreviates them: Cyrillic
/// in Russian and Ukrainian, Ko and Mo in French, the script's own where SI's Latin letters are
/// not the usage (Arabic, Persian, Hindi, Chinese), SI's s and ms elsewhere.
#[test]
fn units_are_written_as_each_language_abbreviates_them() {
    // Each message's id with a word that follows one of its placeholders, in every table.
    let after_values = |lang: Lang| -> Vec<(&'static str, String)> {
        let mut all = Vec::new();
        let mut take = |id: &'static str, t: &'static str| {
            for rest in t.split('\u{2}').skip(1) {
                let word = rest.trim_start_matches([' ', '\u{2069}']);
                let end = word
                    .find(|c: char| !c.is_alphanumeric())
                    .unwrap_or(word.len());
                all.push((id, word[..end].to_string()));
            }
        };
        for k in Key::ALL {
            take(k.id(), k.text(lang));
        }
        for (k, id) in CliKey::ALL.iter().zip(CliKey::IDS) {
            take(id, k.text(lang));
        }
        for (k, id) in ScanKey::ALL.iter().zip(ScanKey::IDS) {
            take(id, k.text(lang));
        }
        for (k, id) in ClassKey::ALL.iter().zip(ClassKey::IDS) {
            take(id, k.text(lang));
        }
        all
    };
    let latin: [(Lang, &[&str]); 3] = [
        (Lang::Ru, &["s", "ms", "KB", "MB", "kB"]),
        (Lang::Uk, &["s", "ms", "KB", "MB", "kB"]),
        (Lang::Fr, &["KB", "MB", "kB"]),
    ];
    for (lang, refused) in latin {
        for (id, word) in after_values(lang) {
            assert!(!refused.contains(&word.as_str()), "{lang:?}: {id}: {word}");
        }
    }
    let ms = |lang| Said::key(Key::Ms).with("ms", 12).text(lang);
    let cases = [
        (Lang::En, "12 ms", "s"),
        (Lang::De, "12 ms", "s"),
        (Lang::Ru, "12 мс", "с"),
        (Lang::Uk, "12 мс", "с"),
        (Lang::Ar, "12 ملي ث", "ث"),
        (Lang::Fa, "۱۲ میلی\u{200c}ثانیه", "ثانیه"),
        (Lang::Hi, "12 मि॰से॰", "से॰"),
        (Lang::Zh, "12 毫秒", "秒"),
        (Lang::Ja, "12 ms", "秒"),
    ];
    for (lang, milliseconds, seconds) in cases {
        assert_eq!(ms(lang), milliseconds, "{lang:?}");
        assert_eq!(Key::Seconds.text(lang), seconds, "{lang:?}");
    }
    // A duration the page words itself (the tables' time) takes the same abbreviations.
    assert_eq!(duration(Lang::En, 12.0), "12 ms");
    assert_eq!(duration(Lang::En, 2500.0), "2.5 s");
    assert_eq!(duration(Lang::Ru, 12.0), "12 мс");
    assert_eq!(duration(Lang::Ru, 2500.0), "2,5 с");
    assert_eq!(duration(Lang::Zh, 2500.0), "2.5 秒");
    let packed = |lang| {
        Said::key(Key::ExPacked)
            .with("kb", 640)
            .with("format", "SCORM 1.2".to_string())
            .text(lang)
    };
    assert!(
        packed(Lang::Ru).contains("(640 КБ)"),
        "{}",
        packed(Lang::Ru)
    );
    assert!(
        packed(Lang::Fr).contains("(640 Ko)"),
        "{}",
        packed(Lang::Fr)
    );
    let large = |lang| ScanKey::TooLarge.fill(lang, &[("mb", &51u32), ("max", &50u32)]);
    assert!(large(Lang::Uk).contains("51 МБ"), "{}", large(Lang::Uk));
    assert!(large(Lang::Fr).contains("50 Mo"), "{}", large(Lang::Fr));
}

#[test]
fn numbers_are_written_in_each_languages_style() {
    let cases = [
        (Lang::En, "181,440", "2.5"),
        (Lang::De, "181.440", "2,5"),
        (Lang::Fr, "181\u{202f}440", "2,5"),
        (Lang::Hi, "1,81,440", "2.5"),
        (Lang::Fa, "۱۸۱٬۴۴۰", "۲٫۵"),
        (Lang::Ar, "181,440", "2.5"),
        (Lang::Zh, "181,440", "2.5"),
    ];
    for (lang, grouped, decimal_text) in cases {
        assert_eq!(group(lang, 181_440), grouped, "{lang:?}");
        assert_eq!(decimal(lang, 2.5), decimal_text, "{lang:?}");
    }
    assert_eq!(decimal(Lang::De, 2.25), "2,3", "half away from zero");
    let s = Said::key(Key::StepOf).with("step", 3).with("total", 31);
    assert_eq!(s.text(Lang::En), "Step 3 of 31");
    assert_eq!(s.text(Lang::De), "Schritt 3 von 31");
}

#[test]
fn languages_come_from_tags_with_their_base_language() {
    assert_eq!(Lang::from_tag("de-AT"), Some(Lang::De));
    assert_eq!(Lang::from_tag("ES_419"), Some(Lang::Es));
    assert_eq!(Lang::from_tag("fr"), Some(Lang::Fr));
    assert_eq!(Lang::from_tag("pt-PT"), Some(Lang::Pt));
    assert_eq!(Lang::from_tag("zh-TW"), Some(Lang::Zh));
    assert_eq!(Lang::from_tag("zh-Hant-HK"), Some(Lang::Zh));
    assert_eq!(Lang::from_tag("sw"), None);
    assert_eq!(Lang::pick(["sw-KE", "es", "de"]), Lang::Es);
    assert_eq!(Lang::pick(["sw"]), Lang::En);
    assert!(Lang::Ar.rtl() && Lang::He.rtl() && Lang::Fa.rtl());
    assert!(!Lang::Fr.rtl());
    assert_eq!(Lang::Fr.name(), "Français");
    assert_eq!(Lang::ALL.len(), 18);
}

#[test]
fn board_errors_are_worded_in_each_language() {
    let e = npuzzle_core::parse_board("1 3 3 / 4 5 6 / 7 8 0").unwrap_err();
    assert_eq!(error(&e).text(Lang::En), e.to_string());
    let de = error(&e).text(Lang::De);
    assert!(de.contains("Plättchen 3 kommt zweimal vor"), "{de}");
    assert!(de.contains("Zeile 1, Spalte 2"), "{de}");
    // Every sentence the page words itself matches the core's English one.
    for text in [
        "",
        "1 2 x 0",
        "1 2 3",
        "1 2 / 3",
        "1 2 3 4",
        "1 2 0 0",
        "1 2 9 0",
        "1 2 / 3 4",
        "100000",
        "999999999999999999999999999999",
    ] {
        let e = npuzzle_core::parse_board(text).unwrap_err();
        let plain = |s: String| s.replace(['“', '”', '`'], "");
        assert_eq!(
            plain(error(&e).text(Lang::En)),
            plain(e.to_string()),
            "{text:?}"
        );
    }
}

#[test]
fn the_explanation_gives_the_numbers_in_each_language() {
    let goal = npuzzle_core::Goal::new(npuzzle_core::Board::blank_last(
        npuzzle_core::Shape::new(3, 3).unwrap(),
    ));
    let b = npuzzle_core::parse_board("2 1 3 / 4 5 6 / 7 8 0").unwrap();
    let s = npuzzle_core::solvability(&b, &goal);
    assert!(!s.solvable);
    assert!(explain(&s).text(Lang::En).contains("1 is odd"));
    assert!(explain(&s).text(Lang::De).contains("1 ist ungerade"));
    assert!(explain(&s).text(Lang::Es).contains("1 es impar"));
}

#[test]
fn the_language_comes_from_the_locale_as_posix_programs_pick_it() {
    let env = |pairs: &'static [(&'static str, &'static str)]| {
        move |name: &str| {
            pairs
                .iter()
                .find(|(k, _)| *k == name)
                .map(|(_, v)| v.to_string())
        }
    };
    assert_eq!(Lang::from_env(env(&[("LANG", "es_ES.UTF-8")])), Lang::Es);
    assert_eq!(Lang::from_env(env(&[("LANG", "de_DE.UTF-8")])), Lang::De);
    assert_eq!(Lang::from_env(env(&[("LANG", "C")])), Lang::En);
    assert_eq!(Lang::from_env(env(&[("LANG", "fr_FR.UTF-8")])), Lang::Fr);
    assert_eq!(Lang::from_env(env(&[("LANG", "sw_KE.UTF-8")])), Lang::En);
    assert_eq!(Lang::from_env(env(&[])), Lang::En);
    // LC_ALL overrides LC_MESSAGES, which overrides LANG; an empty one does not count.
    let all = env(&[
        ("LC_ALL", "C.UTF-8"),
        ("LC_MESSAGES", "de_DE"),
        ("LANG", "es_ES"),
    ]);
    assert_eq!(Lang::from_env(all), Lang::En);
    let messages = env(&[
        ("LC_ALL", ""),
        ("LC_MESSAGES", "de_AT@euro"),
        ("LANG", "es_ES"),
    ]);
    assert_eq!(Lang::from_env(messages), Lang::De);
    assert_eq!(Lang::from_code("es"), Some(Lang::Es));
    assert_eq!(Lang::from_code("ES"), None, "codes are exact");
}

#[test]
fn the_assignment_prints_as_the_course_material_of_each_language() {
    use npuzzle_core::{Algorithm, Heuristic, NoControl, SolveOptions, parse_board};
    let board = parse_board("3\n0 1 3\n4 2 5\n7 8 6\n").unwrap();
    let options = SolveOptions {
        algorithm: Some(Algorithm::AStar),
        heuristic: Some(Heuristic::Manhattan),
        ..SolveOptions::default()
    };
    let s = npuzzle_core::solve(&board, &options, &mut NoControl).unwrap();
    let boards = "  1 3\n4 2 5\n7 8 6\n\n1   3\n4 2 5\n7 8 6\n\n1 2 3\n4   5\n7 8 6\n\n\
                  1 2 3\n4 5\n7 8 6\n\n1 2 3\n4 5 6\n7 8\n\n";
    let es = assignment_text(Lang::Es, &board, &s);
    assert_eq!(
        es,
        format!("{boards}Número de estados encolados = 10\nNúmero de movimientos = 4\n")
    );
    let en = assignment_text(Lang::En, &board, &s);
    assert!(
        en.ends_with("\nNumber of moves = 4\nNumber of states enqueued = 10\n"),
        "{en}"
    );
    let unsolvable = parse_board("1 2 3 / 4 5 6 / 8 7 0").unwrap();
    let none = npuzzle_core::solve(&unsolvable, &options, &mut NoControl).unwrap();
    assert_eq!(
        assignment_text(Lang::Es, &unsolvable, &none),
        "Sin solución posible\n"
    );
    assert_eq!(
        assignment_text(Lang::De, &unsolvable, &none),
        "Keine Lösung möglich\n"
    );
}

#[test]
fn a_formula_error_is_worded_in_each_language_with_its_place() {
    use npuzzle_core::formula::{CheckError, Formula, FormulaError};
    use npuzzle_core::{Board, Goal, Shape};
    let goal = Goal::new(Board::blank_last(Shape::new(3, 3).unwrap()));
    let error = |text: &str| -> FormulaError { Formula::new(text, &goal).err().unwrap() };
    // Each kind the reader or the compiler gives, worded in every language (no key left empty).
    let kinds = [
        "manhattan +",
        "(1",
        "abs(1, 2)",
        "sum(1, 2)",
        "2 $ 3",
        "1.2.3",
        "manhatan",
        "if 1 then 2",
    ];
    let english = |text: &str| formula_error(&error(text)).text(Lang::En);
    assert_eq!(
        english("manhattan +"),
        "at character 12: expected a number, a name or “(”, found the end"
    );
    assert_eq!(
        english("manhattan 2.50"),
        "at character 11: expected an operator or the end, found “2.50”"
    );
    for lang in Lang::ALL {
        for text in kinds {
            let said = formula_error(&error(text)).text(lang);
            assert!(
                !said.is_empty() && !said.contains('\u{1}'),
                "{lang:?}: {said}"
            );
            if lang != Lang::En {
                assert_ne!(said, english(text), "{lang:?}: {text}");
            }
        }
    }
    let de = formula_error(&error("manhattan +")).text(Lang::De);
    assert_eq!(
        de,
        "bei Zeichen 12: erwartet eine Zahl, ein Name oder „(“, gefunden das Ende"
    );
    let ar = formula_error(&error("2 $ 3")).text(Lang::Ar);
    assert!(ar.contains('3') && ar.contains("«$»"), "{ar}");
    assert!(!ar.contains("character") && !ar.contains("part of the language"));
    // A check's error names the board too.
    let on_board = CheckError::Formula(error("2 $ 3"), vec![1, 2, 3, 4, 5, 6, 7, 8, 0]);
    let de = check_error(&on_board).text(Lang::De);
    assert!(de.ends_with("(auf dem Brett 1 2 3 4 5 6 7 8 0)"), "{de}");
    let tile = |text: &str, lang| {
        let f = Formula::new(text, &goal).unwrap();
        formula_error(&f.eval(goal.board()).unwrap_err()).text(lang)
    };
    assert_eq!(
        tile("row(0)", Lang::En),
        "at character 1: 0 is not a tile of the board"
    );
    assert_eq!(
        tile("row(2.5)", Lang::De),
        "bei Zeichen 1: 2,5 ist kein Plättchen des Bretts"
    );
    let large = check_error(&CheckError::TooLarge(16)).text(Lang::Fr);
    assert!(large.contains("16") && large.contains("9"), "{large}");
}

#[test]
fn a_typed_direction_override_is_shown_not_obeyed() {
    use npuzzle_core::formula::Formula;
    use npuzzle_core::{Board, Goal, Shape};
    let goal = Goal::new(Board::blank_last(Shape::new(3, 3).unwrap()));
    let controls = [
        '\u{202A}', '\u{202B}', '\u{202C}', '\u{202D}', '\u{202E}', '\u{2066}', '\u{2067}',
        '\u{2068}', '\u{2069}', '\u{200E}', '\u{200F}', '\u{061C}',
    ];
    for c in controls {
        let e = Formula::new(&format!("manhattan {c} + 1"), &goal)
            .err()
            .unwrap();
        for lang in Lang::ALL {
            let said = formula_error(&e).text(lang);
            assert!(!said.contains(c), "{lang:?}: {said:?}");
            let shown = format!("\\u{{{:X}}}", c as u32);
            assert!(said.contains(&shown), "{lang:?}: {said:?}");
        }
    }
}
