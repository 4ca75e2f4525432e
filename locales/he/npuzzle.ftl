# Hebrew (עברית), translated from locales/en/npuzzle.ftl (same message ids and { $placeholders }).
# Fluent syntax: https://projectfluent.org/fluent/guide/ (Hebrew plural forms: one, two, other).
# docs/translating.md says how to add or fix a language.
# Terms: A*, IDA*: kept in Latin letters, as Israeli AI courses write them.
# Terms: BFS, DFS, IDDFS: kept as the English abbreviations in short references (rules, settings, lists of searches), as Hebrew courses use them; the menu names are translated in full.
# Terms: f, g, h, h*, b*, d, N: the formula letters stay Latin, as in the textbook formulas (f = g + h).
# Terms: CSV, Markdown, iframe, LMS, SCORM, cmi5, xAPI, JPEG, PNG, UTF-8, Web Workers, Content-Security-Policy: names of formats and web standards, written as in English.
# Terms: digits are Western (0-9), as Hebrew always writes them; 181,440 keeps the comma for thousands. Quotation marks „…”.
# Terms: seconds are שנ׳ (CLDR's Hebrew abbreviation); ms, KB and MB stay Latin, as in Hebrew software.

## השפה עצמה

# The language's own name, as its speakers write it (the language menu lists every language so).
language-name = עברית
# ltr, or rtl for a language written right to left (the page mirrors its layout).
language-direction = rtl
# The label of the page's language menu.
language = שפה

## הלוח

board-region = לוח הפאזל
board-role = לוח הפאזל
board-keys = מקשי החצים מחליקים אריח אל המשבצת הריקה: האריח זז בכיוון החץ.
moves-label = מהלכים:
solved-badge = נפתר!
board-hint = לחצו או הקישו על אריח שליד המשבצת הריקה, החליקו באצבע, או התמקדו בלוח והשתמשו במקשי החצים.
goal-label = לוח { $size }, מטרה: { $kind }
blank-last = משבצת ריקה בסוף
blank-first = משבצת ריקה בהתחלה
blank = ריק
describe = לוח הפאזל, { $size }: { $rows }

## חלונית הלוח

board-title = לוח
tabs = חלוניות
panel-loading = החלונית נטענת…
panel-not-loaded = לא ניתן היה לטעון את החלונית. בדקו את החיבור: ניסיון נוסף ייעשה בעוד כמה שניות.
tab-study = לימוד
tab-share = שיתוף
node-board = הלוח של צומת { $node }: { $rows }
size = גודל
puzzle-name = פאזל ה-{ $n }
goal = מטרה
goal-end-option = משבצת ריקה בסוף (⁦1 2 3 / … / _⁩)
goal-start-option = משבצת ריקה בהתחלה (⁦_ 1 2 / …⁩)
shuffle = ערבוב
scramble = פיזור
scramble-moves = מהלכי פיזור
moves-unit = מהלכים
reset = איפוס
board-text = הלוח כטקסט
board-text-help = (הדביקו או הקלידו: כל שורה בשורה נפרדת או מופרדת ב-/, המשבצת הריקה כ-0, _ או .)
use-board = שימוש בלוח הזה
scan-puzzle = סריקת פאזל…
scan-not-loaded = לא ניתן היה לטעון את הסריקה ({ $why }). בדקו את החיבור ונסו שוב.

## חלונית הפתרון

solve-title = פתרון
algorithm = אלגוריתם
heuristic = היוריסטיקה
option-auto = אוטומטי (האופטימלי המהיר ביותר)
option-fast = מהיר (כל גודל, לא הקצר ביותר)
name-bfs = חיפוש לרוחב
name-dfs = חיפוש לעומק
name-iddfs = חיפוש לעומק בהעמקה הדרגתית
name-bibfs = חיפוש לרוחב דו-כיווני
name-greedy = חיפוש חמדני (הטוב ביותר תחילה)
name-a-star = ⁦A*⁩
name-ida-star = ⁦IDA*⁩
name-auto = אוטומטי
name-fast = מצב מהיר
option-hamming = המינג (אריחים שלא במקומם)
name-hamming = המינג
name-manhattan = מנהטן
name-linear-conflict = קונפליקט ליניארי
large-note = לוח גדול: „מהיר” מוצא פתרון מיד, אבל לא בהכרח את הקצר ביותר.
solve = פתרון
cancel = ביטול
tree-depth = עומק העץ: { $n }
f-bound = חסם f: { $n }
depth = עומק: { $n }
expanded = פותחו
frontier = חזית
time = זמן
seconds = שנ׳
preparing = פתרון ראשון בגודל הזה: מכינים טבלאות ל-{ $size }… { $pct }%
length = אורך
optimal = אופטימלי
enqueued = הוכנסו לתור
largest-frontier = החזית הגדולה ביותר
yes = כן
not-guaranteed = לא מובטח
ms = { $ms } ms
ms-with-tables = { $ms } ms (⁨{ $tables } ms⁩ לטבלאות)

## ניגון

playback = ניגון
jump-start = קפיצה להתחלה
step-back = צעד אחורה
play = ניגון
pause = השהיה
step-forward = צעד קדימה
jump-end = קפיצה לסוף
speed = מהירות
step-of = צעד { $step } מתוך { $total }
step-of-tile = צעד { $step } מתוך { $total }: אריח { $tile } { $way }
step-of-done = צעד { $step } מתוך { $total }: המטרה הושגה.
move-button = מהלך { $i }: אריח { $tile } { $way }
moves-shown = מהלכים { $from }–{ $to } מתוך { $total }
moves-earlier = מהלכים קודמים
moves-later = מהלכים מאוחרים יותר
move-list-help = רשימת המהלכים מציגה כל אריח ואת הכיוון שאליו הוא מחליק.

## לימוד החיפוש

study-title = לימוד החיפוש
hint-button = רמז
thinking = חושבים…
hint-next = הבא: החליקו את { $tile } { $way }. { $n ->
        [one] נותר { $n } מהלך
        [two] נותרו { $n } מהלכים
       *[other] נותרו { $n } מהלכים
    } (לפי פתרון קצר ביותר).
hint-next-about = הבא: החליקו את { $tile } { $way }. { $n ->
        [one] נותר בערך { $n } מהלך
        [two] נותרו בערך { $n } מהלכים
       *[other] נותרו בערך { $n } מהלכים
    }.
hint-none = אין רמז: הפותר לא מצא פתרון בזמן.
already-solved = כבר פתור!
show-heuristics = הצגת ההיוריסטיקות על הלוח
heuristic-totals = המינג { $hamming } · מנהטן { $manhattan } · קונפליקט ליניארי { $lc }
ghf = צעד { $g }: ⁨g = { $g }⁩, ⁨h = { $h }⁩ ({ $heuristic }), ⁨f = g + h = { $f }⁩
overlay-help = בפינת כל אריח מוצג מרחק מנהטן שלו; אריחים שנמצאים במשבצת המטרה שלהם ירוקים; קווים כתומים מחברים אריחים שנמצאים בקונפליקט ליניארי.
copy-assignment = העתקה כפי שהמטלה מדפיסה
step-title = מעבר על החיפוש צעד אחר צעד
trace-start = הקלטת החיפוש
trace-help = מקליט את האלגוריתם שנבחר על הלוח הזה, ואז עובר עליו צעד אחר צעד: כל צומת שפותח, כל בן שנוצר.
trace-needs-algorithm = מעבר צעד אחר צעד דורש אחד מהחיפושים הנלמדים: בחרו תחת „פתרון” כל אלגוריתם מלבד „אוטומטי” ו„מצב מהיר”.
recording = מקליטים את החיפוש…
trace-ready = ההקלטה מוכנה: עברו עליה צעד אחר צעד למטה.
trace-limited = { $n ->
        [one] הוקלט רק אירוע { $n } (מגבלת ההקלטה): עברו עליו צעד אחר צעד למטה.
        [two] הוקלטו { $n } האירועים הראשונים (מגבלת ההקלטה): עברו עליהם צעד אחר צעד למטה.
       *[other] הוקלטו { $n } האירועים הראשונים (מגבלת ההקלטה): עברו עליהם צעד אחר צעד למטה.
    }
trace-reset = להתחלה
trace-back = אחורה
trace-run = הרצה
trace-step = צעד
trace-end = לסוף
trace-close = סגירה
trace-status = אירוע { $step } מתוך { $total } · פותחו { $expanded } · נוצרו { $generated }
trace-start-event = ההתחלה: עדיין לא פותח אף צומת.
event-iteration = איטרציה חדשה: חסם { $bound }.
event-expand = פיתוח צומת { $node } (⁨g { $g }⁩, ⁨h { $h }⁩, ⁨f { $f }⁩).
event-expand-back = פיתוח צומת { $node } (מהמטרה; ⁨g { $g }⁩, ⁨h { $h }⁩, ⁨f { $f }⁩).
event-generate = בן שנוצר מהזזת המשבצת הריקה { $via }: ⁨g { $g }⁩, ⁨h { $h }⁩, ⁨f { $f }⁩: { $fate }.
event-goal = המטרה נמצאה: צומת { $node }.
fate-new = חדש, נכנס לחזית
fate-within = בתוך החסם, יחופש מיד
fate-seen = כבר נראה, נזרק
fate-reopened = הושג במסלול קצר יותר, נכנס שוב לתור
fate-over-bound = f מעל החסם, נגזם
fate-met = הושג בידי החיפוש מהקצה השני: שני החיפושים נפגשים
# Bidirectional BFS searches from the start and from the goal: a frontier row of the goal's
# search is marked with side-goal, and its expansions read event-expand-back.
side-goal = מהמטרה
children = הבנים של הצומת שמפותח
frontier-caption = חזית, הבא ראשון: { $n ->
        [one] { $n } צומת
        [two] { $n } צמתים
       *[other] { $n } צמתים
    }
frontier-caption-pick = החזית לפי סדר יצירת הצמתים (הבא אינו בהכרח ראשון): { $n ->
        [one] { $n } צומת
        [two] { $n } צמתים
       *[other] { $n } צמתים
    }
frontier-none = IDDFS ו-⁦IDA*⁩ לא שומרים חזית: הם מתקדמים לעומק בתוך החסם.
col-move = המשבצת הריקה זזה
col-node = צומת
col-what = מה עלה בגורלו
predict-label = חיזוי: בחרו את הצומת שיפותח הבא
pick-label = בחירת צומת { $node }
pick = בחירה
rule-bfs = BFS לוקח את הצומת הוותיק ביותר בחזית (נכנס ראשון, יוצא ראשון)
rule-dfs = DFS לוקח את הצומת החדש ביותר בחזית (נכנס אחרון, יוצא ראשון)
rule-greedy = חיפוש חמדני לוקח את ה-h הקטן ביותר (בשוויון: הוותיק ביותר)
rule-a-star = ⁦A*⁩ לוקח את ה-f = g + h הקטן ביותר (בשוויון: ה-h הקטן יותר, ואחריו הוותיק ביותר)
rule-greedy-newest = חיפוש חמדני לוקח את ה-h הקטן ביותר (בשוויון: החדש ביותר)
rule-a-star-oldest = ⁦A*⁩ לוקח את ה-f = g + h הקטן ביותר (בשוויון: הוותיק ביותר)
rule-a-star-newest = ⁦A*⁩ לוקח את ה-f = g + h הקטן ביותר (בשוויון: החדש ביותר)
settings-title = הגדרות החיפוש
settings-help = תרגילי הקורס קובעים את אלה. סדר מהלכי המשבצת הריקה חל על כל החיפושים מלבד „אוטומטי” ו„מהיר”, שבירת השוויון על חיפוש חמדני ועל ⁦A*⁩, ובדיקת המטרה על BFS.
order-label = סדר מהלכי המשבצת הריקה
ties-label = שוויון
ties-deeper = ה-h הקטן יותר קודם, ואחריו הוותיק ביותר
ties-oldest = הוותיק ביותר קודם (נכנס ראשון, יוצא ראשון)
ties-newest = החדש ביותר קודם (נכנס אחרון, יוצא ראשון)
code-title = האלגוריתם, שורה אחר שורה
code-line = שורה { $n }: { $code }
code-duplicates = זיהוי כפילויות: כל לוח נשמר פעם אחת
code-dfs-order = נדחפים מהאחרון לראשון, כך שהמהלך הראשון נשלף ראשון
code-reopen = נמצא אליו מסלול קצר יותר
code-tree-depth = עומק העץ
code-next-bound = ה-f הקטן ביותר שחרג מהחסם
code-cut = נגזם: לא יחופש באיטרציה הזו
code-level = רמה שלמה בכל פעם, כך שהמפגש הראשון הוא מסלול קצר ביותר
code-meet = שני החיפושים נפגשים: המסלול עובר מההתחלה אל הבן, ואז אל המטרה
# The pseudocode, line by line, as a textbook in the language prints it: keep each line's
# structure and symbols (←, [ ], ( ), ∞, f, g, h); the words and names may be the language's.
pc-start-queue = חזית → תור [התחלה]; הושגו → {"{"}התחלה{"}"}
pc-start-stack = מחסנית → [התחלה]; הושגו → {"{"}התחלה{"}"}
pc-start-priority = חזית → תור עדיפויות לפי { $by }: [התחלה]
pc-goal-start = אם התחלה היא המטרה: החזר התחלה
pc-while-frontier = כל עוד חזית אינה ריקה:
pc-while-stack = כל עוד מחסנית אינה ריקה:
pc-pop-first = צומת → חזית.שלוף_ראשון()
pc-pop-stack = צומת → מחסנית.שלוף()
pc-pop-min = צומת → חזית.שלוף_מינימום()
pc-goal-node = אם צומת הוא המטרה: החזר צומת
pc-moves = לכל מהלך ב-[{ $order }]:
pc-moves-reversed = לכל מהלך ב-הפוך([{ $order }]):
pc-child = בן → צומת + מהלך
pc-child-g = בן → צומת + מהלך; ⁦g(⁧בן⁩) ← g(⁧צומת⁩) + 1⁩
pc-goal-child = אם בן הוא המטרה: החזר בן
pc-seen = אם בן כלול ב-הושגו: דלג עליו
pc-seen-g = אם בן הושג עם ⁦g ≤ g(⁧בן⁩)⁩: דלג עליו
pc-reopen = אם בן הושג עם g גדול יותר: הכנס אותו שוב לתור
pc-push-frontier = הושגו.הוסף(בן); חזית.דחוף(בן)
pc-push-stack = הושגו.הוסף(בן); מחסנית.דחוף(בן)
pc-push-g = הושגו[בן] → ⁦g(⁧בן⁩)⁩; חזית.דחוף(בן)
pc-fail = החזר כישלון
pc-start-bound = חסם → ⁦h(⁧התחלה⁩)⁩
pc-start-limit = מגבלה → 0
pc-loop = לולאה:
pc-iterate = הבא → ∞; אם חפש(התחלה, 0) מחזיר נמצא: החזר את המסלול שלו
pc-next-bound = חסם → הבא
pc-next-limit = מגבלה → מגבלה + 1
pc-function-g = פונקציה חפש(צומת, g):
pc-function-depth = פונקציה חפש(צומת, עומק):
pc-goal-found = אם צומת הוא המטרה: החזר נמצא
pc-moves-no-undo = לכל מהלך ב-[{ $order }], פרט לזה שמבטל את האחרון:
pc-child-f = בן → צומת + מהלך; ⁦f ← g + 1 + h(⁧בן⁩)⁩
pc-cut-f = אם f > חסם: הבא → ⁦min(⁧הבא⁩, f)⁩; דלג עליו
pc-cut-depth = אם עומק + 1 > מגבלה: דלג עליו
pc-recurse-g = אם חפש(בן, ⁦g + 1⁩) מחזיר נמצא: החזר נמצא
pc-recurse-depth = אם חפש(בן, עומק + 1) מחזיר נמצא: החזר נמצא
pc-not-found = החזר לא נמצא
pc-start-two = קדמית → תור [התחלה]; אחורית → תור [מטרה]; הושגו → {"{"}התחלה: קדמית, מטרה: אחורית{"}"}
pc-while-two = כל עוד קדמית ו-אחורית אינן ריקות:
pc-take-level = רמה → הקטנה מבין קדמית ו-אחורית (קדמית בתיקו), מרוקנת
pc-for-level = לכל צומת ב-רמה:
pc-meet = אם בן הושג מהקצה השני: החזר את המסלול התחלה ← בן ← מטרה
pc-push-side = הושגו[בן] → הצד של צומת; דחוף את בן לאותו צד
pc-move-up = למעלה
pc-move-down = למטה
pc-move-left = שמאלה
pc-move-right = ימינה
pc-order = { $a }, { $b }, { $c }, { $d }
goal-test-label = בדיקת מטרה
goal-at-generation = כשצומת נוצר
goal-at-expansion = כשצומת מפותח
node-value = לצומת { $node } יש { $what } = { $v }
node-age = צומת { $node } נוצר כמספר { $node }
predict-right = נכון: { $rule }; { $why }.
predict-wrong = לא בדיוק: הצומת הבא הוא { $next }. { $rule }; { $why }, ו{ $yours }.
predict-skipped = דולג ללא בחירה: הצומת הבא היה { $next }. { $rule }.
tree-title = עץ החיפוש
tree-collapse = רק הדרך לחזית ולמטרה
tree-summary = עץ החיפוש: { $n ->
        [one] צויר { $n } צומת
        [two] צוירו { $n } צמתים
       *[other] צוירו { $n } צמתים
    } ({ $expanded } פותחו, { $open } פתוחים, { $cut } נגזמו, { $hidden } מוסתרים), עומק { $depth }. { $path }
tree-path = הדרך למטרה: צמתים { $nodes }.
tree-legend = כחול: פתוח. אפור: פותח. ירוק: הדרך למטרה. אדום: נגזם בגלל החסם. הצביעו על צומת, או בחרו את העץ והשתמשו במקשי החצים, כדי לראות את הלוח שלו.
tree-node-info = צומת { $node }: ⁨g { $g }⁩, ⁨h { $h }⁩, ⁨f { $f }⁩. לוח: { $board }
tree-too-big = { $n ->
        [one] רק הראשון צויר: { $n } צומת.
        [two] רק הראשונים צוירו: { $n } צמתים.
       *[other] רק הראשונים צוירו: { $n } צמתים.
    }
chart-depth = צמתים שנוצרו בכל עומק
chart-frontier = גודל החזית בכל פיתוח
chart-depth-text = צמתים בכל עומק: { $values }.
chart-frontier-text = גודל החזית מ-{ $first } עד { $last }, הגדול ביותר { $max }.
experiment-title = הניסוי מספר הלימוד
experiment-help = לכל עומק d, לוחות של פאזל ה-8 שהפתרון הקצר ביותר שלהם דורש בדיוק d מהלכים, שנבחרו באקראי מבין כל הלוחות האלה; כל חיפוש מסומן פותר כל אחד מהם. הטבלה מציגה את ממוצע הצמתים שנוצרו, ובסוגריים את מקדם ההסתעפות האפקטיבי ⁦b*⁩: ה-b שמקיים ⁨N + 1 = 1 + b + b² + … + b^d⁩. חיפוש שחורג מ-{ $n } צמתים בלוח מוצג כ-–. אותו זרע נותן את אותם מספרים כמו npuzzle experiment.
experiment-depths = עומקים (מ..עד:צעד, או רשימה)
experiment-count = לוחות לכל עומק
experiment-seed = זרע
experiment-searches = חיפושים
experiment-run = הרצת הניסוי
experiment-running = הניסוי רץ…
experiment-done = הניסוי הסתיים.
experiment-bad-depths = „{ $depths }” אינה רשימת עומקים: כתבו מ..עד:צעד (למשל 2..24:2) או רשימה (למשל 2,4,8), כל אחד מ-0 עד 31.
experiment-cancelled = בוטל: השורות שהושלמו עד כה נשארות.
experiment-no-search = סמנו לפחות חיפוש אחד.
experiment-caption = ממוצע הצמתים שנוצרו (⁦b*⁩), לפי עומק הפתרון d
experiment-chart = צמתים שנוצרו לפי עומק (סקאלה לוגריתמית)
compare-title = השוואת החיפושים
compare-button = השוואת כל החיפושים
compare-help = מריץ כל אלגוריתם עם כל היוריסטיקה על הלוח הזה, בזה אחר זה, כל אחד עם לכל היותר { $n ->
        [one] { $n } צומת
        [two] { $n } צמתים
       *[other] { $n } צמתים
    }.
comparing = משווים את כל החיפושים על הלוח הזה.
compared = { $n ->
        [one] הושווה { $n } חיפוש
        [two] הושוו { $n } חיפושים
       *[other] הושוו { $n } חיפושים
    }.
compare-cancelled = ההשוואה בוטלה.
copy-csv = העתקת CSV
copy-markdown = העתקת Markdown
col-algorithm = אלגוריתם
col-heuristic = היוריסטיקה
col-chart = פותחו (סקאלה לוגריתמית)
status-waiting = ממתין
status-running = רץ
status-solved = נפתר
status-limit = מגבלת צמתים
status-cancelled = בוטל
status-failed = נכשל
play-row = ניגון
play-row-label = ניגון הפתרון של { $algo }
playing-row = מנגנים את הפתרון של { $algo }.

## תרגילים עם ציון (חלונית הסטודנט)

ex-title = תרגיל
ex-cannot-start = לא ניתן להתחיל את התרגיל: { $why }
ex-ask-teacher = הודיעו למי שהכין אותו.
ex-task-play = הגיעו למטרה ידנית בכמה שפחות מהלכים. עוברים עם לכל היותר { $slack ->
        [one] { $slack } מהלך
        [two] { $slack } מהלכים
       *[other] { $slack } מהלכים
    } יותר מהפתרון הקצר ביותר.
ex-task-predict = חזו את { $n } הפיתוחים הבאים של { $algo }: לפני כל אחד, בחרו את צומת החזית שלדעתכם יפותח הבא. עוברים עם { $pass }% תשובות נכונות.
ex-task-children = בכל אחד מ-{ $n } הפיתוחים הבאים של ⁦A*⁩ עם { $heuristic }, תנו את g, h ו-f = g + h של כל בן שנוצר. עוברים עם { $pass }% תשובות נכונות.
ex-task-heuristic = כתבו היוריסטיקה h לפאזל ה-8 בשפת הנוסחאות של המעבדה (למשל manhattan + 2*conflicts). היא נבדקת על כל 181,440 הלוחות ומתחרה, עם ⁦A*⁩, מול מנהטן על { $boards } לוחות. עוברים אם h קבילה ומייצרת לכל היותר { $pass }% מהצמתים של מנהטן.
ex-submit-h = הגשת h
ex-grading = בודקים את h על כל לוח, ואז מתחרים מול מנהטן…
ex-h-raced = קבילה. בלוחות התחרות h יצרה { $own } צמתים, ומנהטן { $manhattan }: { $percent }% מהצמתים של מנהטן.
ex-h-race-caption = צמתים שנוצרו ב-20 לוחות התחרות בכל עומק פתרון d
ex-h-over-budget = קבילה, אבל ⁦A*⁩ עם h חרג מ-{ $max ->
        [one] { $max } צומת
        [two] { $max } צמתים
       *[other] { $max } צמתים
    } בלוחות התחרות: יותר ממה שמנהטן צריך לכל 120 הלוחות, לא משנה אילו ייבחרו.
ex-h-seed = לוחות התחרות בניסיון הזה נבחרו באקראי עם הזרע { $seed }: הפקודה ⁨npuzzle heuristic grade --seed { $seed }⁩ נותנת ציון ל-h על אותם לוחות.
ex-no-grade = לא ניתן היה לתת ציון ל-h ({ $why }). הגישו אותה שוב.
ex-progress = { $done } מתוך { $n }
ex-attempt = ניסיון { $n }
ex-moves-so-far = מהלכים: { $moves }
ex-hints-used = רמזים שנוצלו: { $n }
ex-hints-left = רמזים שנוצלו: { $n } מתוך { $max }
ex-score = ציון: { $raw } מתוך { $max } ({ $percent }%)
ex-play-score = { $moves ->
        [one] { $moves } מהלך
        [two] { $moves } מהלכים
       *[other] { $moves } מהלכים
    }; הפתרון הקצר ביותר דורש { $optimal }.
ex-passed = עבר: { $raw } מתוך { $max } (ניסיון { $attempt }).
ex-failed = לא עבר: { $raw } מתוך { $max } (ניסיון { $attempt }).
ex-try-again = ניסיון נוסף
ex-keep-best = הקורס שומר את התוצאה הטובה ביותר שלך: ניסיון נוסף לא יכול להוריד אותה.
ex-keep-last = הקורס שומר את התוצאה האחרונה שלך: ניסיון נוסף מחליף את זה, גם אם הציון בו נמוך יותר.
ex-started = התחיל ניסיון חדש.
ex-pick-prompt = איזה צומת יפותח הבא?
ex-expanding = מפתחים את צומת { $node }: תנו את g, h ו-f של כל בן.
ex-child = בן
ex-child-via = המשבצת הריקה { $way }
ex-value-of = { $value } של הבן שבו המשבצת הריקה זזה { $way }
ex-check = בדיקה
ex-children-verdict = נכונים: { $right } מתוך { $n ->
        [one] { $n } בן
        [two] { $n } בנים
       *[other] { $n } בנים
    }.
ex-child-right = נכון
ex-child-wrong = שגוי: ⁨g = { $g }⁩, ⁨h = { $h }⁩, ⁨f = { $f }⁩
ex-waiting = מכינים את התרגיל…
ex-restored = הניסיון שלכם שוחזר מהמקום שבו עצרתם.
ex-saved-damaged = ניסיון שנשמר כאן נפגם והועבר הצידה: מתחיל ניסיון חדש.
ex-saved-version = ניסיון שנשמר בגרסה אחרת של האפליקציה הועבר הצידה: מתחיל ניסיון חדש.
ex-not-kept = הדפדפן הזה לא שומר דבר עבור הדף הזה, ולכן טעינה מחדש תתחיל את הניסיון מההתחלה.
ex-no-optimal = הפתרון הקצר ביותר אינו ידוע, ולכן עדיין אי אפשר לתת ציון לניסיון ({ $why }).
ex-no-more-hints = אין עוד רמזים בתרגיל הזה.
ex-board-held = הלוח לא זז עכשיו: הוא שייך לתרגיל.
ex-move-cap = הניסיון הסתיים אחרי { $n ->
        [one] { $n } מהלך
        [two] { $n } מהלכים
       *[other] { $n } מהלכים
    } בלי להגיע למטרה.
puzzle-numbered = פאזל מס' { $n }
ex-board-fixed = אי אפשר לשנות את לוח התרגיל בזמן שהוא פועל.
ex-restarted = התרגיל השתנה: התחיל ניסיון חדש.
ex-resume-ignored = התעלמנו מניסיון שמור שניתן בזמן שהתרגיל פועל.
ex-delivered = התוצאה שלכם הגיעה לקורס.
ex-pending = התוצאה שלכם עדיין לא הגיעה לקורס; היא נשמרת ותישלח שוב.
ex-no-session = הקורס לא מקבל תוצאות כרגע: התוצאה שלכם נשמרת כאן ותישלח בפעם הבאה שתפתחו את התרגיל הזה.
ex-bad-board = הלוח „{ $v }” אינו שמיש: { $why }
ex-bad-task = המשימה „{ $v }” אינה קיימת: השתמשו ב-play, predict או children
ex-bad-id = מזהה התרגיל „{ $v }” אינו שמיש: עד { $max } אותיות, ספרות, - _ . או :
ex-bad-count = count „{ $v }” אינו מספר שאלות מ-1 עד { $max }
ex-bad-slack = slack „{ $v }” אינו מספר מהלכים מ-0 עד { $max }
ex-bad-hints = hints „{ $v }” אינו on, off או מספר מ-0 עד { $max }
ex-bad-pass = pass „{ $v }” אינו ציון עובר: תנו שבר (0.8) או אחוז (80%)
ex-setting = { $field }: { $why }
ex-bad-keep = keep „{ $v }” אינו best או last
ex-too-large = לוח { $size } גדול מדי לתרגיל: לכל היותר { $max ->
        [one] { $max } משבצת
        [two] { $max } משבצות
       *[other] { $max } משבצות
    }
ex-unsolvable = מהלוח הזה אי אפשר להגיע למטרה, ולכן אף משימה לא יכולה להשתמש בו
ex-already-goal = הלוח כבר במצב המטרה: אין מה לעשות
ex-needs-predictable = predict דורש BFS, DFS, חמדני או ⁦A*⁩, לא { $algo }
ex-needs-a-star = children דורש ⁦A*⁩, לא { $algo }

## חלונית התרגיל (של המרצה, ליד „שיתוף”)

au-title = תרגיל (למרצים)
au-help = צרו תרגיל עם ציון מהלוח ומהחיפוש האלה. הסטודנטים רואים את המשימה, את ההתקדמות ואת הציון שלהם; התוצאות מגיעות לדף הקורס שלכם או ל-LMS.
au-task = משימה
au-task-play = משחק: להגיע למטרה במעט מהלכים
au-task-predict = חיזוי הפיתוחים הבאים
au-task-children = g, h ו-f של הבנים (⁦A*⁩)
au-task-heuristic = כתיבת היוריסטיקה קבילה
au-count = שאלות
au-slack = מהלכים מותרים מעבר לקצר ביותר
au-hints-name = רמזים
au-hints-on = מותרים, כל אחד נספר
au-hints-off = אין
au-hints-most = לכל היותר { $n }
au-pass = ציון עובר
au-id = מזהה התרגיל (לא חובה)
au-keep = מה ה-LMS שומר
au-keep-best = הניסיון הטוב ביותר
au-keep-last = הניסיון האחרון
au-preview = תצוגה מקדימה כסטודנט
au-copy-link = העתקת הקישור
au-copy-iframe = העתקת ה-iframe
au-copy-element = העתקת הרכיב
au-format = חבילה עבור
au-format-help = SCORM 1.2: Moodle, Canvas וכמעט כל LMS. SCORM 2004: Blackboard, Brightspace, ILIAS, Open edX (שמקבלות גם 1.2). cmi5: מערכות LMS המבוססות על xAPI ומאגר רשומות למידה.
au-download = הורדה עבור ה-LMS שלכם
au-invalid = לא מוכן: { $why }
ex-packing = יוצרים את החבילה…
ex-packed = החבילה ({ $kb } KB) הורדה: העלו אותה ל-LMS שלכם כחבילת { $format }.
ex-pack-failed = לא ניתן היה ליצור את החבילה: { $why }
ex-pack-bad-name = files.json מציין את „{ $name }” { $why ->
         [parent] מחוץ לאתר (..)
         [absolute] מהשורש (/)
         [backslash] עם לוכסן הפוך
         [colon] עם נקודתיים (C:, כתובת)
         [empty] עם חלק ריק או „.”
         [duplicate] פעמיים
        *[character] עם ?, #, % או תו נסתר
    }: יש לבנות את האתר מחדש.

## תצוגת הכיתה (הפעלה של קישור על ידי מרצה במערכת הלמידה: הניסיונות, הציונים והתשובות של הסטודנטים)

class-title = הכיתה: { $title }
class-untitled = תרגיל בפאזל N
class-boardless = התרגיל של הקישור הזה לא קובע לוח, ולכן הניסיונות בו לא מקבלים ציון: הדף של כל סטודנט היה בוחר לוח משלו. הוסיפו את התרגיל שוב עם לוח.
class-no-column = לקישור הזה אין עמודה בגיליון הציונים: הציונים נשמרים כאן בלבד. הוסיפו את התרגיל דרך בחירת התוכן של מערכת הלמידה (Deep Linking) כדי שתהיה לו עמודה.
class-find = חיפוש סטודנט
class-no-students = אף סטודנט עוד לא פתח את התרגיל הזה.
class-no-answers = אין עדיין תשובות.
class-questions = שאלות
class-questions-caption = שאלות: התשובה האחרונה של כל סטודנט
class-question = שאלה
class-right = נכונות
class-right-answer = התשובה הנכונה
class-wrong-answers = תשובות שגויות נפוצות
class-share = { $percent }% ({ $right } מתוך { $students })
class-no-wrong = אין
class-students = סטודנטים
class-students-caption = סטודנטים שפתחו את התרגיל
class-student = סטודנט
class-attempts = ניסיונות
class-grade = ציון
class-gradebook = גיליון הציונים
class-last-seen = פעילות אחרונה (UTC)
class-attempts-count = { $begun ->
        [one] { $begun } התחיל
        [two] { $begun } התחילו
       *[other] { $begun } התחילו
    }, { $ended ->
        [one] { $ended } הסתיים
        [two] { $ended } הסתיימו
       *[other] { $ended } הסתיימו
    }
class-no-grade = עדיין אין
class-grade-passed = { $raw } מתוך { $max }, עבר
class-grade-failed = { $raw } מתוך { $max }, לא עבר
class-nothing-to-send = אין מה לשלוח
class-sent = נשלח
class-no-column-yet = אין עמודה
class-on-its-way = בדרך
class-waiting = ממתין: { $why }
class-refresh = רענון
class-download = הורדת כל התשובות (CSV)
class-open-exercise = פתיחת התרגיל כפי שסטודנט רואה אותו
class-stopped = התצוגה הזאת כבר לא מתעדכנת: הפעילו שוב את התרגיל מהקורס כדי לראות תשובות חדשות.
class-open-attempt = פתיחת ניסיון:
class-attempt-graded = קיבל ציון
class-attempt-latest = האחרון
class-open-attempt-label = פתיחת ניסיון { $attempt } של { $who }
class-review-ended = ניסיון { $attempt } של { $who }, כפי שהשאירו אותו (הסתיים).
class-review-open = ניסיון { $attempt } של { $who }, כפי שהשאירו אותו (לא הסתיים).
class-review-note = זה הניסיון שלהם, לא שלכם: שום דבר שנעשה כאן לא נשמר ולא נשלח.
class-lrs-title = תשובות הכיתה ממאגר רשומות
class-lrs-tagline = לקורס cmi5: כל שאלה בכל הכיתה, התשובות של כל סטודנט וכל התשובות כ־CSV, נקראות ממאגר רשומות הלמידה שלכם (LRS).
class-lrs-endpoint = כתובת המאגר (נקודת קצה xAPI)
class-lrs-endpoint-help = מערכת ניהול הלמידה או המאגר מציגים אותה ליד המפתחות; בדרך כלל היא מסתיימת ב־/xAPI/ או ב־/data/xAPI/.
class-lrs-key = מפתח (שם משתמש)
class-lrs-secret = סוד (סיסמה)
class-lrs-secret-help = מפתח שרשאי לקרוא הצהרות. הוא נשאר בדף הזה: אף פעם לא בכתובת, אף פעם לא נשמר.
class-lrs-activity = ה־AU של התרגיל (מזהה פעילות)
class-lrs-activity-help = המזהה של ה־<au> בקובץ cmi5.xml של החבילה, ⁦urn:npuzzle:au:npuzzle-⁩ ואחריו מזהה התרגיל, אלא אם מערכת ניהול הלמידה נותנת ל־AU מזהים משלה: אז פרטי ה־AU במערכת מציגים אותו (activityId בכתובת ההפעלה).
class-lrs-show = הצגת הכיתה
class-lrs-questions-table = טבלת השאלות
class-lrs-answers-of = התשובות של { $name }
class-lrs-student-summary = { $name }: { $right } מתוך { $questions } נכונות (תשובות אחרונות), { $answers ->
        [one] תשובה אחת
        [two] שתי תשובות
       *[other] { $answers } תשובות
    }
class-lrs-answer = תשובה
class-lrs-result = תוצאה
class-lrs-seconds = שניות
class-lrs-when = מועד התשובה (UTC)
class-lrs-yes = נכונה
class-lrs-no = שגויה
class-lrs-reading = קוראים את המאגר…
class-lrs-live = { $answers ->
        [one] תשובה אחת
        [two] שתי תשובות
       *[other] { $answers } תשובות
    } מ{ $students ->
        [one] סטודנט אחד
        [two] שני סטודנטים
       *[other] ־{ $students } סטודנטים
    }. מתעדכן בזמן אמת כל עוד הדף מוצג.
class-lrs-updated = נקרא לאחרונה ב־{ $time }.
class-lrs-paused = מושהה כל עוד הדף מוסתר.
class-lrs-none-yet = עדיין אין תשובות לתרגיל הזה. הן יופיעו כאן כשהסטודנטים יענו. אם סטודנטים כבר ענו, בדקו את מזהה הפעילות של ה־AU.
class-lrs-bad-endpoint = כתובת המאגר חייבת להיות כתובת http:// או https:// מלאה, כמו https://lrs.example.org/xAPI/.
class-lrs-insecure = הדף הזה מוגש ב־HTTPS, ולכן הדפדפן לא יאפשר לו לקרוא מאגר בכתובת http://. השתמשו בכתובת https:// של המאגר.
class-lrs-no-key = הקלידו את המפתח ואת הסוד.
class-lrs-key-in-address = הקלידו את המפתח ואת הסוד בשדות שלהם, לא בכתובת המאגר.
class-lrs-no-activity = הקלידו את מזהה הפעילות של ה־AU.
class-lrs-credentials = המאגר דחה את המפתח והסוד (⁨HTTP { $status }⁩). בדקו אותם, ושהמפתח רשאי לקרוא הצהרות.
class-lrs-network = לא ניתן היה להגיע למאגר בכתובת { $endpoint }. בדקו את הכתובת, ושהמאגר מתיר למקור של הדף הזה ({ $origin }) לקרוא אותו (CORS): ההגדרות של המאגר מפרטות את המקורות המותרים.
class-lrs-timeout = המאגר לא ענה בתוך { $seconds } שניות. מנסים שוב.
class-lrs-not-lrs = הכתובת ענתה, אבל לא כמאגר xAPI ({ $what }). בדקו את הכתובת: בדרך כלל היא מסתיימת ב־/xAPI/ או ב־/data/xAPI/.
class-lrs-no-list = אין רשימת הצהרות
class-lrs-refused = המאגר דחה את השאילתה (⁨HTTP { $status }⁩): { $detail }
class-lrs-failed = המאגר נכשל (⁨HTTP { $status }⁩). מנסים שוב.
class-lrs-stale = הקריאה החוזרת נכשלה; התשובות המוצגות הן מ־{ $time }. { $problem }
class-lrs-elsewhere = הדף הבא של המאגר נמצא באתר אחר ({ $origin }): לא עוברים אליו, כדי שהמפתח והסוד יישארו אצל האתר הזה.

## שיתוף

share = שיתוף הלוח הזה
share-link = קישור
share-iframe = לדף קורס: iframe
share-element = לדף קורס: הרכיב
share-guide = איך להטמיע
share-algo-auto = הקישור וקטעי הקוד נפתחים עם אוטומטי: ייתכן ש-{ $algo } לא יסיים לוח { $size } במגבלות של דף.
copy = העתקה
copied = הועתק ללוח העריכה.
copy-failed = הדפדפן סירב להעתיק: בחרו את הטקסט והעתיקו אותו.

## הדף שמסביב לרכיב

page-title = פותר פאזל N
page-tagline = שחקו, פתרו ולמדו את פאזל ההזזה
about-puzzle = על הפאזל
embed-guide = הוסיפו אותו לדף הקורס שלכם

## כיוונים (לאן אריח מחליק)

way-up = למעלה
way-down = למטה
way-left = שמאלה
way-right = ימינה

## מה קרה

moved = אריח { $tile } הוזז { $way }. { $n ->
        [one] { $n } מהלך
        [two] { $n } מהלכים
       *[other] { $n } מהלכים
    }.
solved-by-hand = אריח { $tile } הוזז { $way }. נפתר ב-{ $n ->
        [one] { $n } מהלך
        [two] { $n } מהלכים
       *[other] { $n } מהלכים
    }!
busy = פותרים… לחצו על „ביטול” כדי לשחק שוב.
shuffled = עורבב: לוח אקראי פתיר.
scrambled = הלוח פוזר ב-{ $n ->
        [one] { $n } מהלך אקראי
        [two] { $n } מהלכים אקראיים
       *[other] { $n } מהלכים אקראיים
    }.
scramble-bad = פיזור דורש מספר שלם של מהלכים מ-1 עד { $max }.
back-to-start = חזרה למצב ההתחלתי.
board-from-text = הלוח נקבע מתיבת הטקסט.
board-from-host = הלוח נקבע על ידי הדף.
not-a-board = זה לא לוח: { $why }.
no-solution = אין פתרון אפשרי.
no-solution-searched = אין פתרון אפשרי, ולכן לא בוצע חיפוש.
explain-odd = היפוכים (זוגות אריחים בסדר הפוך לסדרם במטרה): { $inv }. בלוח ברוחב אי-זוגי ({ $width }) כל מהלך שומר על הזוגיות של המספר הזה, ובמטרה אין היפוכים: לכן הוא חייב להיות זוגי. { $inv } הוא { $parity }, { $verdict }.
explain-even = היפוכים (זוגות אריחים בסדר הפוך לסדרם במטרה): { $inv }; שורות בין המשבצת הריקה לשורת המטרה שלה: { $rows }. בלוח ברוחב זוגי ({ $width }) מהלך למעלה או למטה משנה את הזוגיות של שניהם, ולכן סכומם חייב להיות זוגי, כמו במטרה. { $inv } + { $rows } = { $sum } הוא { $parity }, { $verdict }.
even = זוגי
odd = אי-זוגי
can-reach = ולכן אפשר להגיע למטרה
cannot-reach = ולכן לעולם אי אפשר להגיע למטרה: החליפו בין שני אריחים כלשהם כדי לשנות זאת
searching = מחפשים…
lab-title = מעבדת היוריסטיקות
lab-help = כתבו היוריסטיקה h משלכם ובדקו אותה על כל לוח בגודל הזה מול המרחקים האמיתיים (כל 181,440 הלוחות בפאזל ה-8; מדגם בלוחות גדולים יותר). שמות: hamming, manhattan, conflicts, n, rows, cols, blank_row, blank_col, row(t), col(t), goal_row(t), goal_col(t); sum(t: …), max(…), min(…), abs(…), + − * /, if … then … else ….
lab-formula = ההיוריסטיקה שלכם h
lab-check = בדיקת h
lab-checking = בודקים את h על כל לוח…
lab-empty = כתבו קודם נוסחה, למשל manhattan + 2*conflicts.
lab-bad-formula = אי אפשר להשתמש ב-h: { $why }
lab-states = { $h } על { $n ->
        [one] { $n } לוח
        [two] { $n } לוחות
       *[other] { $n } לוחות
    }{ $sample }:
lab-sample = {" "}(מדגם)
lab-admissible = קבילה: אף פעם לא מעל המרחק האמיתי.
lab-not-admissible = לא קבילה: h = { $h } בלוח שהמטרה במרחק { $hstar ->
        [one] { $hstar } מהלך
        [two] { $hstar } מהלכים
       *[other] { $hstar } מהלכים
    } ממנו.
lab-consistent = עקבית: 0 במטרה, והפרש של לכל היותר 1 בין לוחות שכנים.
lab-not-consistent = לא עקבית: h = { $ha } ו-{ $hb } בשני לוחות שכנים.
lab-not-a-number = לא מספר: באחד הלוחות h { $value ->
        [not-a-number] שווה NaN (למשל אינסוף פחות אינסוף)
        [infinite] אינסופית
        [minus-infinite] שווה מינוס אינסוף
       *[division] מחלקת באפס (בתו { $at })
    }. היוריסטיקה חייבת להיות מספר בכל לוח, ולכן h אינה קבילה ואינה עקבית.
lab-close = ממוצע h/⁦h*⁩: { $ratio }; לפחות מנהטן ב-{ $pct }% מהלוחות.
lab-race = תחרות h
lab-racing = התחרות רצה בניסוי שלמעלה: ⁦A*⁩ ו-⁦IDA*⁩ עם h מול המינג, מנהטן וקונפליקט ליניארי.
lab-step = מעבר צעד אחר צעד
lab-step-needs-informed = בחרו חיפוש חמדני, ⁦A*⁩ או ⁦IDA*⁩ תחת „פתרון”: הם משתמשים בהיוריסטיקה.
lab-stepping = מקליטים את החיפוש עם h: עברו עליו צעד אחר צעד למעלה, תחת „הקלטת החיפוש”.
lab-your-h = ה-h שלכם
formula-at = בתו { $at }: { $problem }
formula-too-long = הנוסחה ארוכה מדי: אורכה { $n }, לכל היותר { $max } תווים
formula-too-deep = מקוננת עמוק מ-{ $depth } רמות
formula-expected = צפוי { $what ->
        [operator] אופרטור או הסוף
        [operand] מספר, שם או „(”
        [close] „)”
        [comma] „,” או „)”
        [open] „(” אחרי שם הפונקציה
        [then] „then”
        [else] „else”
       *[binding] שם של אריח ו-„:” (⁦sum(t: …)⁩)
    }, נמצא { $found ->
        [end] הסוף
        [arguments] ארגומנטים
       *[text] „{ $text }”
    }
formula-unexpected = „{ $text }” אינו חלק מהשפה
formula-bad-number = „{ $text }” אינו מספר
formula-unknown-name = שם לא מוכר „{ $name }” (השמות הם { $names })
formula-arguments = מספר הארגומנטים של { $name } הוא { $want }, לא { $got }
formula-too-slow = הנוסחה איטית מדי: צעדים ללוח בערך { $cost }, לכל היותר { $max }
formula-division = חלוקה באפס
formula-no-such-tile = { $tile } אינו אריח של הלוח
formula-not-a-number = הערך { $value ->
        [not-a-number] NaN
        [infinite] אינסופי
        [minus-infinite] מינוס אינסוף
       *[division] חלוקה באפס
    }, לא מספר
formula-on-board = { $why } (על הלוח { $board })
formula-too-large = יותר מדי מצבים לבדוק כל אחד: משבצות בלוח { $cells }, נבדקות לכל היותר { $max }
experiment-longer = { $n } לא הקצרים ביותר
lab-load = טעינת הלוח הזה
lab-load-neighbour = טעינת הראשון מבין השניים
improvement = נמצא פתרון של { $n ->
        [one] { $n } מהלך
        [two] { $n } מהלכים
       *[other] { $n } מהלכים
    }; הקצר ביותר דורש לפחות { $bound } (מוכח). ממשיכים לחפש…
kept-best = נעצר. התשובה הטובה ביותר שנמצאה נשארת: { $n ->
        [one] { $n } מהלך
        [two] { $n } מהלכים
       *[other] { $n } מהלכים
    }; הקצר ביותר דורש לפחות { $bound } (מוכח).
searching-announce = מחפשים פתרון.
starting = מפעילים את הפותר…
queued = ממתינים לפותר (פאזל אחר בדף הזה משתמש בו)…
cancelled = בוטל. הלוח כפי שהיה.
cancelled-announce = החיפוש בוטל.
refused = הפותר סירב למשימה: { $why }
one-move = מהלך אחד
n-moves = { $n ->
        [one] { $n } מהלך
        [two] { $n } מהלכים
       *[other] { $n } מהלכים
    }
optimal-word = אופטימלי
not-shortest = לא בהכרח הקצר ביותר
solved-by = נפתר בעזרת { $algo }: { $moves }, { $optimal }.
solved-by-with = נפתר בעזרת { $algo } עם { $h }: { $moves }, { $optimal }.
solved-by-how = נפתר בעזרת { $algo } ({ $how }): { $moves }, { $optimal }.
tables-kept = הטבלאות הוכנו תוך { $t }, ונשמרות לפתרונות הבאים.
solved-announce = נפתר: { $moves }, { $optimal }.
limit = נעצר במגבלת הצמתים: { $expanded ->
        [one] פותח { $expanded } צומת
        [two] פותחו { $expanded } צמתים
       *[other] פותחו { $expanded } צמתים
    }, { $enqueued } הוכנסו לתור, הגיע לעומק { $depth }, { $s } שנ׳. הלוח הזה דורש שיטה חזקה יותר: נסו ⁦A*⁩ או ⁦IDA*⁩ עם קונפליקט ליניארי, או „אוטומטי”.
limit-announce = החיפוש הגיע למגבלת הצמתים.
search-ended = החיפוש הסתיים: { $status }.
worker-stopped = הפותר נעצר ({ $why }). הלוח שלכם כפי שהיה. { $next }
worker-restarted = הופעל פותר חדש: פתרו שוב, או בחרו חיפוש ששומר פחות צמתים (⁦A*⁩ או ⁦IDA*⁩ במקום BFS).
worker-retry = הלחיצה הבאה על „פתרון” תנסה להפעיל אותו שוב.
worker-stopped-announce = הפותר נעצר.
no-workers = הדפדפן הזה לא יכול להריץ את הפותר (נדרשים Web Workers).
solver-refused = הפותר לא יכול לפעול בדף הזה: ה-Content-Security-Policy של הדף חוסם אותו ({ $directive }). מי שמנהל את הדף יכול לאפשר אותו, כפי שמוסבר במדריך ההטמעה.
solver-not-loaded = לא ניתן היה לטעון את הפותר ({ $why }). בדקו את החיבור: הלחיצה הבאה על „פתרון” תנסה שוב.

## הגדרות שהתעלמנו מהן (פרמטרים בכתובת, מאפיינים, אפשרויות)

ignored-too-long = התעלמנו מ-{ $name } שניתן: { $why }.
ignored-board = התעלמנו מהלוח „{ $v }”: { $why }.
ignored-size = התעלמנו מהגודל „{ $v }”: השתמשו למשל ב-3x3 או ב-4x4.
ignored-goal = התעלמנו מהמטרה „{ $v }”: השתמשו ב-end או ב-start.
ignored-algorithm = התעלמנו מהאלגוריתם „{ $v }”: השתמשו ב-bfs, dfs, iddfs, greedy, astar, idastar, auto או fast.
ignored-heuristic = התעלמנו מההיוריסטיקה „{ $v }”: השתמשו ב-hamming, manhattan או linear-conflict.
ignored-own-heuristic = התעלמנו מההיוריסטיקה: { $algo } בוחר היוריסטיקה משלו (greedy, astar ו-idastar מקבלים היוריסטיקה).
ignored-controls = התעלמנו מהפקדים „{ $v }”: השתמשו ב-full, none או ברשימה של play, solve ו-study.
ignored-autoplay = התעלמנו מ-autoplay „{ $v }”: השתמשו ב-1 או ב-0.
ignored-lang = התעלמנו מהשפה „{ $v }”: השתמשו באחת מאלה: { $langs }.
ignored-lang-menu = התעלמנו מ-lang-menu „{ $v }”: השתמשו ב-1 או ב-0.
ignored-order = התעלמנו מהסדר „{ $v }”: תנו את ארבעת המהלכים, כל אחד פעם אחת, למשל udlr.
ignored-ties = התעלמנו מ-ties „{ $v }”: השתמשו ב-deeper, oldest או newest.
ignored-goal-test = התעלמנו מ-goal-test „{ $v }”: השתמשו ב-generation או ב-expansion.
ignored-packaged = התעלמנו מ-„{ $v }” בכתובת: החבילה קובעת את זה.
ignored-unknown = התעלמנו מההגדרה הלא מוכרת „{ $v }”.
size-board-disagree = הגודל { $size } לא תואם ללוח { $board }; הלוח קובע.

## מה לא תקין בלוח (השגיאות של הליבה)

err-empty = הלוח ריק: הקלידו את האריחים, למשל 1 2 3 / 4 5 6 / 7 8 0
err-token = „{ $token }” (פריט { $i }) אינו מספר אריח ואינו משבצת ריקה (0, _, . או nil)
err-too-small = לוח { $size } קטן מדי: שתי הצלעות חייבות להיות לפחות { $min }
err-text-too-long = אורך הטקסט { $bytes } בתים, יותר מכל לוח: נקראים לכל היותר { $max } בתים
err-side-too-large = { $side } גדול מדי לצלע של לוח: צלע יכולה להיות לכל היותר { $max }
too-many-digits = מספר בן יותר מ-20 ספרות
err-too-large = לוח { $size } גדול מדי: צלע יכולה להיות לכל היותר { $max }
err-not-square = { $count ->
        [one] { $count } אריח לא יוצר
        [two] { $count } אריחים לא יוצרים
       *[other] { $count } אריחים לא יוצרים
    } לוח ריבועי (3×3 דורש 9, 4×4 דורש 16); כתבו כל שורה בשורה נפרדת או ציינו קודם את הגודל
err-ragged = בשורה { $row } יש { $found ->
        [one] { $found } אריח
        [two] { $found } אריחים
       *[other] { $found } אריחים
    } אבל בשורה 1 יש { $expected }
err-tile-count = לוח { $size } דורש { $expected } אריחים אבל { $found ->
        [one] ניתן { $found }
        [two] ניתנו { $found }
       *[other] ניתנו { $found }
    }
err-no-blank = בלוח אין משבצת ריקה: כתבו אותה כ-0, _, . או nil
err-two-blanks = בלוח יש שתי משבצות ריקות, ב{ $first } וב{ $second }
err-out-of-range = אריח { $tile } ב{ $at } מחוץ לטווח: האריחים בלוח הזה הם 1 עד { $max }
err-duplicate = אריח { $tile } מופיע פעמיים, ב{ $first } וב{ $second }
err-missing = אריח { $tile } חסר
err-too-many-moves = פיזור של { $moves ->
        [one] { $moves } מהלך
        [two] { $moves } מהלכים
       *[other] { $moves } מהלכים
    } ארוך מדי: לכל היותר { $max }
pos = שורה { $row }, עמודה { $col }
verbatim = { $text }
join = { $a } { $b }

## הפלט של המטלה (שורת הפקודה מדפיסה אותו דבר)

assignment-counts =
    מספר המהלכים = { $moves }
    מספר המצבים שהוכנסו לתור = { $enqueued }
assignment-no-solution = אין פתרון אפשרי


## פתרון

cli-solved-by = נפתר בעזרת { $algo }{ $heuristic }: { $shortest }, { $expanded ->
        [one] { $expanded } צומת פותח
        [two] { $expanded } צמתים פותחו
       *[other] { $expanded } צמתים פותחו
    }, { $ms } ms
cli-shortest = הקצר ביותר
cli-not-shortest = לא מובטח שהוא הקצר ביותר
cli-stopped = החיפוש נעצר ({ $status }): { $expanded ->
        [one] { $expanded } צומת פותח
        [two] { $expanded } צמתים פותחו
       *[other] { $expanded } צמתים פותחו
    }, { $generated } נוצרו, עומק { $depth }, { $ms } ms
cli-best-kept = התשובה הטובה ביותר שנמצאה: { $length ->
        [one] { $length } מהלך
        [two] { $length } מהלכים
       *[other] { $length } מהלכים
    } (לא הוכח שהיא הקצרה ביותר); הקצר ביותר דורש לפחות { $bound } (מוכח)
cli-improved = { $ms } ms: נמצא פתרון של { $length ->
        [one] { $length } מהלך
        [two] { $length } מהלכים
       *[other] { $length } מהלכים
    }; הקצר ביותר דורש לפחות { $bound } (מוכח)
cli-limit-advice = החיפוש הגיע למגבלת הצמתים או הזמן: אפשר להגדיל אותן עם --max-nodes ועם --time-limit, ואילו --algo fast עונה מיד (לא בהכרח הקצר ביותר)
cli-slow-note = הערה: פתרון קצר ביותר ללוח { $size } עשוי לקחת דקות או להיעצר במגבלת הצמתים; --algo fast עונה מיד (לא בהכרח הקצר ביותר)
cli-why-no-solution = למה: { $why }
cli-boards-left-out = ... { $left ->
        [one] { $left } לוח הושמט
        [two] { $left } לוחות הושמטו
       *[other] { $left } לוחות הושמטו
    }: הדפסת כל { $boards } הלוחות הייתה כותבת כ-{ $size }, מעל --print-limit של { $mb } MB (-q מדפיס רק את המהלכים)

## קריאת הקלט

cli-invalid-board = לוח לא תקין: { $why }
cli-bad-option = { $option }: { $why }
cli-race-longer = { $algo } עם h: { $longer } מתוך { $solved ->
        [one] { $solved } תשובה
        [two] { $solved } תשובות
       *[other] { $solved } תשובות
    } ארוכות מהקצרה ביותר
cli-grade-passed = עבר: { $raw } מתוך { $max } (מותר לכל היותר { $pass }% מהצמתים של מנהטן).
cli-grade-failed = לא עבר: { $raw } מתוך { $max } (מותר לכל היותר { $pass }% מהצמתים של מנהטן).
cli-grade-seed = לוחות התחרות: 20 בכל עומק, שנבחרו באקראי עם הזרע { $seed }.
cli-bad-formula = אי אפשר להשתמש בנוסחה: { $why }
cli-heuristic-checked = { $formula } על כל לוח { $size } שאפשר להגיע ממנו למטרה ({ $states }):
cli-heuristic-sampled = { $formula } על מדגם של { $states ->
        [one] { $states } לוח { $size }
        [two] { $states } לוחות { $size }
       *[other] { $states } לוחות { $size }
    } (פיזורים של עד 40 מהלכים, שנפתרו באופן אופטימלי):
cli-heuristic-admissible = קבילה: אף פעם לא מעל המרחק האמיתי
cli-heuristic-not-admissible = לא קבילה: ל-{ $board } יש h = { $h }, אבל המטרה במרחק { $hstar ->
        [one] { $hstar } מהלך
        [two] { $hstar } מהלכים
       *[other] { $hstar } מהלכים
    } ממנו
cli-heuristic-consistent = עקבית: 0 במטרה, והפרש של לכל היותר 1 בין שכנים
cli-heuristic-not-consistent = לא עקבית: ל-{ $a } יש h = { $ha }, ולשכן שלו { $b } יש h = { $hb }
cli-heuristic-not-a-number = לא מספר: ב-{ $board } h { $value ->
        [not-a-number] שווה NaN
        [infinite] אינסופית
        [minus-infinite] שווה מינוס אינסוף
       *[division] מחלקת באפס (בתו { $at })
    }; היוריסטיקה חייבת להיות מספר בכל לוח, ולכן h אינה קבילה ואינה עקבית
cli-heuristic-closeness = ממוצע h/⁦h*⁩: { $ratio }; לפחות מנהטן ב-{ $share }% מהלוחות
cli-standard-input = קלט סטנדרטי
cli-cannot-read = אי אפשר לקרוא את { $name }: { $why }
cli-too-large = { $name } גדול מ-{ $size }: זה לא קובץ לוח
cli-not-text = { $name } אינו טקסט: בית { $n } אינו UTF-8
cli-cannot-write = אי אפשר לכתוב את הפלט: { $why }
cli-not-a-file = { $name } אינו קובץ (אלא התקן, תיקייה או שקע): לא נקרא ממנו דבר
cli-tables-too-large = { $name } גדול מ-{ $size }: זה לא קובץ של מסדי נתוני תבניות
cli-tables-behind = בונה את מסדי נתוני התבניות של { $size } ללוחות הבאים (פעם אחת, כ־{ $seconds } שנ׳); בינתיים עונים המהירים
cli-tables-behind-wide = בונה את מסדי נתוני התבניות של { $size } ללוחות הבאים (פעם אחת, כ־{ $seconds } שנ׳); איתם התשובות שלהם קצרות יותר
cli-tables-finishing = משלים את מסדי נתוני התבניות של { $size } להרצות הבאות (Ctrl-C עוצר; ההרצה הבאה תבנה אותם מחדש)
cli-tables-unusable = אי אפשר להשתמש בטבלאות שבמטמון ({ $reason }); הן ייבנו מחדש
cli-tables-built-unusable = אי אפשר להשתמש בטבלאות שנבנו זה עתה ({ $reason })
cli-tables-saved = מסדי נתוני התבניות של { $size } נשמרו ב־{ $path } (פתרונות הבאים יטענו אותם)
cli-tables-unsaved = אי אפשר לשמור את הטבלאות ב־{ $dir }: { $reason } (אפשר לבחור מקום אחר עם --cache-dir)
cli-site-link = { $name } הוא קישור, או נמצא מאחורי קישור: חבילה לוקחת רק את הקבצים של האתר עצמו
cli-site-too-large = { $name } גדול מ-{ $size }: יותר ממה שאתר בנוי מכיל
cli-boards-per-depth = לכל היותר { $max } לוחות לכל עומק (הלוחות של עומק אחד נבחרים ונשמרים בבת אחת)

## הסבר

cli-col-tile = אריח
cli-col-at = מיקום
cli-col-goal = מטרה
cli-col-manhattan = מנהטן
cli-col-misplaced = לא במקום
cli-yes = כן
cli-hamming-total = המינג (אריחים שלא במקומם) = { $n }
cli-manhattan-total = מנהטן = { $n }
cli-conflicts = קונפליקטים ליניאריים = { $pairs }; הערכת הקונפליקט הליניארי = { $n }
cli-no-conflicts = אין
cli-conflict-row = שורה { $n }: { $a } ו-{ $b }
cli-conflict-column = עמודה { $n }: { $a } ו-{ $b }

## סריקה

cli-scan-read = נקרא לוח { $size } מהתמונה תוך { $ms } ms
cli-scan-check = בדקו את המשבצות האלה, הקריאה שלהן לא ודאית: { $cells }
cli-scan-cell = שורה { $row } עמודה { $col }
cli-scan-unsolvable = כפי שנקרא, הלוח הזה לא יכול להגיע למטרה (משבצת ריקה בסוף): ייתכן שמשבצת נקראה לא נכון, או שהפאזל הורכב לא נכון
cli-scan-bench = { $photos ->
        [one] { $photos } תמונת מבחן
        [two] { $photos } תמונות מבחן
       *[other] { $photos } תמונות מבחן
    } ({ $sizes }{ $known }): { $exact } נקראו במדויק, { $silent } שגויות בלי שסומנה משבצת, { $flagged } שגויות עם משבצות מסומנות, { $failed } לא נקראו
cli-scan-corners = שמונה מספרים, x,y של כל אחת מארבע הפינות של הלוח בפיקסלים של התמונה (למשל 120,80,600,90,610,560,110,570)
cli-scan-bench-known = , הגודל נתון
cli-scan-bench-outline = , המתאר נתון
cli-scan-bench-time = זמן לתמונה: חציון { $median } ms, p95 { $p95 } ms, מקסימום { $max } ms


## איך הפותר ענה (אחרי שם האלגוריתם: „נפתר בעזרת אוטומטי (IDA* עם …)”)

method-exact-table = טבלת מרחקים מדויקת
method-pdb = ⁦IDA*⁩ עם מסדי נתוני תבניות אדיטיביים
method-pdb-reflected = ⁦IDA*⁩ עם מסדי נתוני תבניות אדיטיביים ושיקוף
method-pdb-quick = ⁦IDA*⁩ עם מסדי נתוני התבניות המהירים (5-5-5)
method-pdb-quick-reflected = ⁦IDA*⁩ עם מסדי נתוני התבניות המהירים (5-5-5) ושיקוף
method-linear-conflict = ⁦IDA*⁩ עם קונפליקט ליניארי
method-weighted-pdb = ⁦A*⁩ ממושקל עם מסדי נתוני תבניות, משקל { $weight }
method-weighted-linear-conflict = ⁦A*⁩ ממושקל עם קונפליקט ליניארי, משקל { $weight }
# Fast mode on a large board: rows and columns are put in place one by one, then the last block
# (e.g. 3×3) is solved optimally. { $size } is that block's size.
method-lines = שורות ועמודות אחת אחת, הבלוק האחרון בגודל { $size } באופן אופטימלי
method-lines-searched = שורות ועמודות אחת אחת, כל אחת ממוקמת בחיפוש, הבלוק האחרון בגודל { $size } באופן אופטימלי
# { $lines } is method-lines or method-lines-searched.
method-finish-pdb = { $lines } עם מסדי נתוני תבניות
method-finish-linear-conflict = { $lines } בעזרת ⁦IDA*⁩ עם קונפליקט ליניארי

## ההודעות של הרכיב כשאינו יכול לפעול (n-puzzle.js מציג אותן לפני שהקוד של הפאזל עצמו רץ)

element-policy = הפאזל לא יכול לפעול בדף הזה: ה-Content-Security-Policy של הדף חוסם אותו ({ $directive }). מי שמנהל את הדף יכול לאפשר אותו, כפי שמוסבר במדריך ההטמעה.
element-load = לא ניתן היה לטעון את הפאזל ({ $why }). בדקו את החיבור וטענו מחדש את הדף.
element-style = ה-Content-Security-Policy של הדף הזה חוסם את גיליון הסגנונות של הפאזל ({ $directive }): הפאזל עובד, אבל נראה פשוט.

## מה שמאגר רשומות למידה מציג על ניסיון עם ציון (xAPI: שם הפועל, שם התרגיל)

lms-verb-answered = ענה
lms-verb-passed = עבר
lms-verb-failed = לא עבר
lms-activity = תרגיל בפאזל N: { $task }
lms-task-play = להגיע למטרה במעט מהלכים
lms-task-predict = חיזוי הפיתוחים הבאים
lms-task-children = g, h ו-f של הבנים
lms-task-heuristic = היוריסטיקה קבילה שגוברת על מנהטן


## חלון הסריקה

scan-title = סריקת פאזל
scan-help = צלמו ישר מלמעלה, כשכל הלוח בתמונה ומואר היטב, או בחרו תמונה.
scan-photo = תמונה
scan-size = גודל
scan-size-auto = זיהוי מהתמונה
scan-reading = קוראים את התמונה…
scan-read = נקרא לוח { $size }. בדקו את המשבצות המסומנות: הקישו על משבצת כדי לשנות את המספר שלה.
scan-read-sure = נקרא לוח { $size }. השוו אותו לפאזל שלכם; הקישו על משבצת כדי לשנות את המספר שלה.
scan-other-size = לקרוא כלוח { $size } במקום זאת
scan-board = הלוח כפי שנקרא (0 או ריק עבור המשבצת הריקה)
scan-cell = שורה { $row }, עמודה { $col }
scan-unsure = לא ודאי
scan-duplicate = כל מספר מ-0 עד { $max } חייב להופיע פעם אחת: בדקו את { $list }.
scan-use = שימוש בלוח הזה
scan-cancel = ביטול
scan-too-large = הקובץ בגודל { $mb } MB: אפשר לקרוא תמונות של עד { $max } MB.
scan-too-many-pixels = התמונה בגודל { $width }×{ $height } פיקסלים ({ $mp } מגה־פיקסל): ניתן לקרוא תמונות עד { $max } מגה־פיקסל.
scan-not-an-image = הקובץ הזה אינו תמונה (תמונת JPEG או PNG).
scan-damaged = התמונה הזו קטועה או פגומה: הקובץ שלה אינו מכיל את התמונה כולה.
scan-no-board = לא נמצא פאזל בתמונה: צלמו מלמעלה, כשכל הלוח בתמונה.
scan-two-boards = שני פאזלים בתמונה: צלמו אחד בכל פעם.
scan-cut-off = חלק מהלוח מחוץ לתמונה: התרחקו מעט או סובבו את הטלפון.
scan-size-unsupported = אי אפשר לסרוק לוח { $size }: גדלים מ-2×2 עד 6×6.
scan-no-grid = הלוח נמצא אבל לא ניתן היה להבחין בין האריחים: יותר אור, פחות בוהק.
scan-failed = לא ניתן היה להפעיל את הקורא: { $why }
scan-outline = זה לא הלוח? גררו את פינות המתאר אל פינות הלוח.
scan-place = או סמנו את הלוח בעצמכם: גררו את פינות המתאר אל פינות הלוח.
scan-keys = התמונה שלכם עם מתאר הלוח. כדי להזיז פינה, לחצו על 1, 2, 3 או 4 כדי לבחור אותה, ואז על מקשי החצים.
scan-camera = שימוש במצלמה
scan-shoot = צילום
scan-stop = סגירת המצלמה
scan-guide = מקמו את כל הלוח בתוך המסגרת, ישר מלמעלה.
scan-video = התצוגה של המצלמה
scan-camera-denied = המצלמה לא מורשית כאן: אפשרו אותה לדף הזה, או צלמו או בחרו תמונה עם „תמונה”.
scan-camera-none = לא נמצאה מצלמה: צלמו או בחרו תמונה עם „תמונה”.
scan-camera-failed = לא ניתן היה לפתוח את המצלמה ({ $why }): צלמו או בחרו תמונה עם „תמונה”.
scan-alt = התמונה שלכם, עם מתאר סביב הלוח שנמצא
