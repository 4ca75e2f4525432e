# Persian (فارسی), translated from locales/en/npuzzle.ftl (same message ids and { $placeholders }).
# Fluent syntax: https://projectfluent.org/fluent/guide/ (Persian plural forms: one, other; one
# also covers 0: where [one] differs from *[other], a [0] variant gives 0 its words, as the translators' check asks).
# docs/translating.md says how to add or fix a language.
# Terms: A*, IDA*: kept in Latin letters, as Persian AI courses and the Persian Russell & Norvig write them.
# Terms: BFS, DFS, IDDFS: kept as the English abbreviations in short references (rules, settings, lists of searches), as Persian courses use them; the menu names are translated in full.
# Terms: f, g, h, h*, b*, d, N: the formula letters stay Latin, as in the textbook formulas (f = g + h).
# Terms: CSV, Markdown, iframe, LMS, SCORM, cmi5, xAPI, JPEG, PNG, UTF-8, Web Workers, Content-Security-Policy: names of formats and web standards, written as in English.
# Terms: digits: Persian digits (۰-۹, thousands with ٬) in running text, as Persian course material writes numbers; Latin digits where the text quotes what is typed or read by the program (1 2 3 / 4 5 6 / 7 8 0, 2..24:2, 0.8, 80%, keys 1-4, corner pixels), in sizes (3×3), versions (SCORM 1.2) and formulas.
# Terms: هیوریستیک (heuristic) is the transliteration Persian AI courses use; «صفحه» is the puzzle board, «صفحهٔ وب» the web page.
# Terms: «صفحه» alone reads as the web page on a button or wherever the page itself could be meant: there the board is «صفحهٔ پازل» (board-title, use-board, share, lab-load, board-hint, limit, …); «صفحه» alone is kept where the sentence already speaks of tiles, sizes or moves.
# Terms: units are ثانیه and میلی‌ثانیه, as Persian writes them; KB and MB stay Latin, as in Persian software.

## خود زبان

# The language's own name, as its speakers write it (the language menu lists every language so).
language-name = فارسی
# ltr, or rtl for a language written right to left (the page mirrors its layout).
language-direction = rtl
# The label of the page's language menu.
language = زبان

## صفحهٔ پازل

board-region = صفحهٔ پازل
board-role = صفحهٔ پازل
board-keys = کلیدهای جهت‌نما یک کاشی را به خانهٔ خالی می‌لغزانند: کاشی در جهت پیکان حرکت می‌کند.
moves-label = حرکت‌ها:
solved-badge = حل شد!
board-hint = روی کاشی کنار خانهٔ خالی کلیک کنید یا ضربه بزنید، انگشت را بکشید، یا صفحهٔ پازل را انتخاب کنید و از کلیدهای جهت‌نما استفاده کنید.
goal-label = صفحهٔ { $size }، هدف: { $kind }
blank-last = خانهٔ خالی در آخر
blank-first = خانهٔ خالی در اول
blank = خالی
describe = صفحهٔ پازل، { $size }: { $rows }

## بخش صفحه

board-title = صفحهٔ پازل
tabs = بخش‌ها
panel-loading = در حال بارگذاری این بخش…
panel-not-loaded = این بخش بارگذاری نشد. اتصال را بررسی کنید: چند ثانیهٔ دیگر دوباره تلاش می‌شود.
tab-study = مطالعه
tab-share = اشتراک‌گذاری
node-board = صفحهٔ گره { $node }: { $rows }
size = اندازه
puzzle-name = پازل { $n }
goal = هدف
goal-end-option = خانهٔ خالی در آخر (⁦1 2 3 / … / _⁩)
goal-start-option = خانهٔ خالی در اول (⁦_ 1 2 / …⁩)
shuffle = مخلوط کردن
scramble = به‌هم‌ریختن
scramble-moves = حرکت‌های به‌هم‌ریختن
moves-unit = حرکت
reset = بازنشانی
board-text = صفحهٔ پازل به صورت متن
board-text-help = (بچسبانید یا تایپ کنید: سطرها در خط‌های جدا یا جداشده با /، خانهٔ خالی به صورت 0، _ یا .)
use-board = استفاده از این صفحهٔ پازل
scan-puzzle = اسکن پازل…
scan-not-loaded = اسکن بارگذاری نشد ({ $why }). اتصال را بررسی و دوباره تلاش کنید.

## بخش حل

solve-title = حل
algorithm = الگوریتم
heuristic = هیوریستیک
option-auto = خودکار (سریع‌ترین روش بهینه)
option-fast = سریع (هر اندازه، نه کوتاه‌ترین)
name-bfs = جستجوی اول سطح
name-dfs = جستجوی اول عمق
name-iddfs = جستجوی عمیق‌شوندهٔ تکراری
name-bibfs = جستجوی اول سطح دوطرفه
name-greedy = جستجوی حریصانهٔ اول بهترین
name-a-star = ⁦A*⁩
name-ida-star = ⁦IDA*⁩
name-auto = خودکار
name-fast = حالت سریع
option-hamming = همینگ (کاشی‌های نابه‌جا)
name-hamming = همینگ
name-manhattan = منهتن
name-linear-conflict = تعارض خطی
large-note = صفحهٔ بزرگ: «سریع» فوراً راه‌حلی پیدا می‌کند، ولی نه لزوماً کوتاه‌ترین را.
solve = حل
cancel = لغو
tree-depth = عمق درخت: { $n }
f-bound = حد f: { $n }
depth = عمق: { $n }
expanded = بسط‌داده‌شده
frontier = مرز
time = زمان
seconds = ثانیه
preparing = نخستین حل در این اندازه: آماده‌سازی جدول‌ها برای { $size }… { $pct }%
length = طول
optimal = بهینه
enqueued = واردشده به صف
largest-frontier = بزرگ‌ترین مرز
yes = بله
not-guaranteed = تضمین‌نشده
ms = { $ms } میلی‌ثانیه
ms-with-tables = { $ms } میلی‌ثانیه ({ $tables } میلی‌ثانیه برای جدول‌ها)

## پخش

playback = پخش
jump-start = پرش به ابتدا
step-back = یک گام به عقب
play = پخش
pause = مکث
step-forward = یک گام به جلو
jump-end = پرش به انتها
speed = سرعت
step-of = گام { $step } از { $total }
step-of-tile = گام { $step } از { $total }: کاشی { $tile } { $way }
step-of-done = گام { $step } از { $total }: به هدف رسید.
move-button = حرکت { $i }: کاشی { $tile } { $way }
moves-shown = حرکت‌های { $from }–{ $to } از { $total }
moves-earlier = حرکت‌های قبلی
moves-later = حرکت‌های بعدی
move-list-help = فهرست حرکت‌ها هر کاشی و جهت لغزیدن آن را نشان می‌دهد.

## مطالعهٔ جستجو

study-title = مطالعهٔ جستجو
hint-button = راهنمایی
thinking = در حال فکر کردن…
hint-next = بعدی: { $tile } را { $way } بلغزانید. { $n ->
        [one] { $n } حرکت
       *[other] { $n } حرکت
    } تا هدف مانده است (طبق یکی از کوتاه‌ترین راه‌حل‌ها).
hint-next-about = بعدی: { $tile } را { $way } بلغزانید. حدود { $n ->
        [one] { $n } حرکت
       *[other] { $n } حرکت
    } تا هدف مانده است.
hint-none = راهنمایی در کار نیست: حل‌گر در زمان مقرر راه‌حلی پیدا نکرد.
already-solved = از قبل حل شده است!
show-heuristics = نمایش هیوریستیک‌ها روی صفحهٔ پازل
heuristic-totals = همینگ { $hamming } · منهتن { $manhattan } · تعارض خطی { $lc }
ghf = گام { $g }: ⁨g = { $g }⁩، ⁨h = { $h }⁩ ({ $heuristic })، ⁨f = g + h = { $f }⁩
overlay-help = گوشهٔ هر کاشی فاصلهٔ منهتن آن را نشان می‌دهد؛ کاشی‌هایی که در خانهٔ هدفشان هستند سبزند؛ خط‌های نارنجی کاشی‌های درگیر در تعارض خطی را به هم وصل می‌کنند.
copy-assignment = کپی به همان شکلی که تکلیف چاپ می‌کند
step-title = جستجو، گام به گام
trace-start = ضبط جستجو
trace-help = الگوریتم انتخاب‌شده را روی این صفحهٔ پازل ضبط می‌کند و سپس گام به گام مرورش می‌کند: هر گرهٔ بسط‌داده‌شده، هر فرزند تولیدشده.
trace-needs-algorithm = مرور گام به گام به یکی از جستجوهای درسی نیاز دارد: زیر «حل» هر الگوریتمی جز «خودکار» و «حالت سریع» را انتخاب کنید.
recording = در حال ضبط جستجو…
trace-ready = ضبط شد: در پایین گام به گام مرورش کنید.
trace-limited = { $n ->
        [one] نخستین { $n } رویداد
       *[other] نخستین { $n } رویداد
    } ضبط شد (حد ضبط): در پایین گام به گام مرورشان کنید.
trace-reset = به ابتدا
trace-back = عقب
trace-run = اجرا
trace-step = گام
trace-end = به انتها
trace-close = بستن
trace-status = رویداد { $step } از { $total } · بسط‌داده‌شده { $expanded } · تولیدشده { $generated }
trace-start-event = آغاز: هنوز هیچ گره‌ای بسط داده نشده است.
event-iteration = تکرار جدید: حد { $bound }.
event-expand = بسط گره { $node } (⁨g { $g }⁩، ⁨h { $h }⁩، ⁨f { $f }⁩).
event-expand-back = بسط گره { $node } (از هدف؛ ⁨g { $g }⁩، ⁨h { $h }⁩، ⁨f { $f }⁩).
event-generate = فرزند با حرکت خانهٔ خالی { $via }: ⁨g { $g }⁩، ⁨h { $h }⁩، ⁨f { $f }⁩: { $fate }.
event-goal = هدف پیدا شد: گره { $node }.
fate-new = جدید، به مرز افزوده می‌شود
fate-within = درون حد، بعدی جستجو می‌شود
fate-seen = قبلاً دیده شده، کنار گذاشته می‌شود
fate-reopened = با مسیری کوتاه‌تر رسیده، دوباره در صف قرار می‌گیرد
fate-over-bound = f بیش از حد، قطع می‌شود
fate-met = جستجو از سوی دیگر به آن رسیده: دو جستجو به هم می‌رسند
# Bidirectional BFS searches from the start and from the goal: a frontier row of the goal's
# search is marked with side-goal, and its expansions read event-expand-back.
side-goal = از هدف
children = فرزندان گره‌ای که بسط داده می‌شود
frontier-caption = مرز، بعدی در ابتدا: { $n ->
        [one] { $n } گره
       *[other] { $n } گره
    }
frontier-caption-pick = مرز به ترتیب ساخته شدن گره‌ها (بعدی لزوماً اول نیست): { $n ->
        [one] { $n } گره
       *[other] { $n } گره
    }
frontier-none = IDDFS و ⁦IDA*⁩ مرزی نگه نمی‌دارند: درون حد به صورت اول عمق پیش می‌روند.
col-move = حرکت خانهٔ خالی
col-node = گره
col-what = چه بر سرش آمد
predict-label = پیش‌بینی: گره‌ای را که بعدی بسط داده می‌شود انتخاب کنید
pick-label = انتخاب گره { $node }
pick = انتخاب
rule-bfs = BFS قدیمی‌ترین گرهٔ مرز را برمی‌دارد (اولین ورودی، اولین خروجی)
rule-dfs = DFS جدیدترین گرهٔ مرز را برمی‌دارد (آخرین ورودی، اولین خروجی)
rule-greedy = جستجوی حریصانه کوچک‌ترین h را برمی‌دارد (در تساوی: قدیمی‌ترین)
rule-a-star = ⁦A*⁩ کوچک‌ترین f = g + h را برمی‌دارد (در تساوی: h کوچک‌تر، سپس قدیمی‌ترین)
rule-greedy-newest = جستجوی حریصانه کوچک‌ترین h را برمی‌دارد (در تساوی: جدیدترین)
rule-a-star-oldest = ⁦A*⁩ کوچک‌ترین f = g + h را برمی‌دارد (در تساوی: قدیمی‌ترین)
rule-a-star-newest = ⁦A*⁩ کوچک‌ترین f = g + h را برمی‌دارد (در تساوی: جدیدترین)
settings-title = تنظیمات جستجو
settings-help = تمرین‌های درس این‌ها را تعیین می‌کنند. ترتیب حرکت‌های خانهٔ خالی برای همهٔ جستجوها جز «خودکار» و «سریع» اعمال می‌شود، شکستن تساوی برای حریصانه و ⁦A*⁩، و آزمون هدف برای BFS.
order-label = ترتیب حرکت‌های خانهٔ خالی
ties-label = تساوی‌ها
ties-deeper = h کوچک‌تر اول، سپس قدیمی‌ترین
ties-oldest = قدیمی‌ترین اول (اولین ورودی، اولین خروجی)
ties-newest = جدیدترین اول (آخرین ورودی، اولین خروجی)
code-title = الگوریتم، خط به خط
code-line = خط { $n }: { $code }
code-duplicates = تشخیص تکراری‌ها: هر صفحه فقط یک بار نگه داشته می‌شود
code-dfs-order = از آخر به اول در پشته گذاشته می‌شوند، پس حرکت اول زودتر از همه برداشته می‌شود
code-reopen = مسیر کوتاه‌تری به آن پیدا شد
code-tree-depth = عمق درخت
code-next-bound = کوچک‌ترین f که از حد گذشت
code-cut = قطع شد: در این تکرار جستجو نمی‌شود
code-level = هر بار یک سطح کامل، پس نخستین برخورد کوتاه‌ترین مسیر است
code-meet = دو جستجو به هم می‌رسند: مسیر از شروع به فرزند و سپس به هدف می‌رود
# The pseudocode, line by line, as a textbook in the language prints it: keep each line's
# structure and symbols (←, [ ], ( ), ∞, f, g, h); the words and names may be the language's.
pc-start-queue = مرز → صف [شروع]; رسیده‌ها → {"{"}شروع{"}"}
pc-start-stack = پشته → [شروع]; رسیده‌ها → {"{"}شروع{"}"}
pc-start-priority = مرز → صف اولویت بر اساس { $by }: [شروع]
pc-goal-start = اگر شروع هدف است: برگردان شروع
pc-while-frontier = تا وقتی مرز خالی نیست:
pc-while-stack = تا وقتی پشته خالی نیست:
pc-pop-first = گره → مرز.برداشتن_اولی()
pc-pop-stack = گره → پشته.برداشتن()
pc-pop-min = گره → مرز.برداشتن_کمینه()
pc-goal-node = اگر گره هدف است: برگردان گره
pc-moves = برای هر حرکت در [{ $order }]:
pc-moves-reversed = برای هر حرکت در معکوس([{ $order }]):
pc-child = فرزند → گره + حرکت
pc-child-g = فرزند → گره + حرکت; ⁦g(⁧فرزند⁩) ← g(⁧گره⁩) + 1⁩
pc-goal-child = اگر فرزند هدف است: برگردان فرزند
pc-seen = اگر فرزند در رسیده‌ها است: از آن بگذر
pc-seen-g = اگر به فرزند با ⁦g ≤ g(⁧فرزند⁩)⁩ رسیده‌ایم: از آن بگذر
pc-reopen = اگر به فرزند با g بزرگ‌تری رسیده‌ایم: دوباره آن را در صف بگذار
pc-push-frontier = رسیده‌ها.افزودن(فرزند); مرز.گذاشتن(فرزند)
pc-push-stack = رسیده‌ها.افزودن(فرزند); پشته.گذاشتن(فرزند)
pc-push-g = رسیده‌ها[فرزند] → ⁦g(⁧فرزند⁩)⁩; مرز.گذاشتن(فرزند)
pc-fail = برگردان شکست
pc-start-bound = حد → ⁦h(⁧شروع⁩)⁩
pc-start-limit = حد_عمق → 0
pc-loop = تکرار کن:
pc-iterate = بعدی → ∞; اگر جستجو(شروع، 0) یافت‌شد برگرداند: برگردان مسیر آن
pc-next-bound = حد → بعدی
pc-next-limit = حد_عمق → حد_عمق + 1
pc-function-g = تابع جستجو(گره، g):
pc-function-depth = تابع جستجو(گره، عمق):
pc-goal-found = اگر گره هدف است: برگردان یافت‌شد
pc-moves-no-undo = برای هر حرکت در [{ $order }]، جز آنکه حرکت آخر را خنثی می‌کند:
pc-child-f = فرزند → گره + حرکت; ⁦f ← g + 1 + h(⁧فرزند⁩)⁩
pc-cut-f = اگر f > حد: بعدی → ⁦min(⁧بعدی،⁩ f)⁩; از آن بگذر
pc-cut-depth = اگر عمق + 1 > حد_عمق: از آن بگذر
pc-recurse-g = اگر جستجو(فرزند، ⁦g + 1⁩) یافت‌شد برگرداند: برگردان یافت‌شد
pc-recurse-depth = اگر جستجو(فرزند، عمق + 1) یافت‌شد برگرداند: برگردان یافت‌شد
pc-not-found = برگردان یافت‌نشد
pc-start-two = جلو → صف [شروع]; عقب → صف [هدف]; رسیده‌ها → {"{"}شروع: جلو، هدف: عقب{"}"}
pc-while-two = تا وقتی جلو و عقب خالی نیستند:
pc-take-level = سطح → کوچک‌ترِ جلو و عقب (در تساوی جلو)، خالی‌شده
pc-for-level = برای هر گره در سطح:
pc-meet = اگر به فرزند از سوی دیگر رسیده‌اند: برگردان مسیر شروع ← فرزند ← هدف
pc-push-side = رسیده‌ها[فرزند] → سمت گره; فرزند را در آن سمت بگذار
pc-move-up = بالا
pc-move-down = پایین
pc-move-left = چپ
pc-move-right = راست
pc-order = { $a }، { $b }، { $c }، { $d }
goal-test-label = آزمون هدف
goal-at-generation = هنگام تولید گره
goal-at-expansion = هنگام بسط گره
node-value = گره { $node } دارای { $what } = { $v } است
node-age = گره { $node } به عنوان شمارهٔ { $node } تولید شد
predict-right = درست است: { $rule }؛ { $why }.
predict-wrong = نه کاملاً: گرهٔ بعدی { $next } است. { $rule }؛ { $why }، و { $yours }.
predict-skipped = بدون انتخاب رد شد: گرهٔ بعدی { $next } بود. { $rule }.
tree-title = درخت جستجو
tree-collapse = فقط مسیر تا مرز و هدف
tree-summary = درخت جستجو: { $n ->
        [one] { $n } گره
       *[other] { $n } گره
    } رسم شده ({ $expanded } بسط‌داده‌شده، { $open } باز، { $cut } قطع‌شده، { $hidden } پنهان)، عمق { $depth }. { $path }
tree-path = مسیر تا هدف: گره‌های { $nodes }.
tree-legend = آبی: باز. خاکستری: بسط‌داده‌شده. سبز: مسیر تا هدف. قرمز: قطع‌شده به دلیل حد. برای دیدن صفحهٔ یک گره، نشانگر را روی آن ببرید، یا درخت را انتخاب کنید و از کلیدهای جهت‌نما استفاده کنید.
tree-node-info = گره { $node }: ⁨g { $g }⁩، ⁨h { $h }⁩، ⁨f { $f }⁩. صفحه: { $board }
tree-too-big = { $n ->
        [0] فقط نخستین { $n } گره رسم شده‌اند.
        [one] فقط نخستین { $n } گره رسم شده است.
       *[other] فقط نخستین { $n } گره رسم شده‌اند.
    }
chart-depth = گره‌های تولیدشده در هر عمق
chart-frontier = اندازهٔ مرز در هر بسط
chart-depth-text = گره‌ها در هر عمق: { $values }.
chart-frontier-text = اندازهٔ مرز از { $first } تا { $last }، بیشینه { $max }.
experiment-title = آزمایش کتاب درسی
experiment-help = برای هر عمق d، از میان همهٔ صفحه‌های پازل ۸ که کوتاه‌ترین راه‌حلشان دقیقاً d حرکت است، صفحه‌هایی به تصادف برداشته می‌شود؛ هر جستجوی علامت‌خورده همهٔ آن‌ها را حل می‌کند. جدول میانگین گره‌های تولیدشده و، در پرانتز، ضریب انشعاب مؤثر ⁦b*⁩ را می‌دهد: مقدار b که در ⁨N + 1 = 1 + b + b² + … + b^d⁩ صدق می‌کند. جستجویی که روی یک صفحه از { $n } گره بگذرد با – نشان داده می‌شود. بذر یکسان همان اعدادی را می‌دهد که npuzzle experiment می‌دهد.
experiment-depths = عمق‌ها (از..تا:گام، یا یک فهرست)
experiment-count = تعداد صفحهٔ پازل در هر عمق
experiment-seed = بذر
experiment-searches = جستجوها
experiment-run = اجرای آزمایش
experiment-running = در حال اجرای آزمایش…
experiment-done = آزمایش تمام شد.
experiment-bad-depths = «{ $depths }» فهرستی از عمق‌ها نیست: بنویسید از..تا:گام (مثل 2..24:2) یا یک فهرست (مثل 2,4,8)، هر کدام از ۰ تا ۳۱.
experiment-cancelled = لغو شد: سطرهایی که تا اینجا آمده‌اند باقی می‌مانند.
experiment-no-search = دست‌کم یک جستجو را علامت بزنید.
experiment-caption = میانگین گره‌های تولیدشده (⁦b*⁩)، بر حسب عمق راه‌حل d
experiment-chart = گره‌های تولیدشده بر حسب عمق (مقیاس لگاریتمی)
compare-title = مقایسهٔ جستجوها
compare-button = مقایسهٔ همهٔ جستجوها
compare-help = هر الگوریتم را با هر هیوریستیک روی این صفحهٔ پازل، یکی پس از دیگری، اجرا می‌کند، هر کدام با حداکثر { $n ->
        [one] { $n } گره
       *[other] { $n } گره
    }.
comparing = در حال مقایسهٔ همهٔ جستجوها روی این صفحهٔ پازل.
compared = { $n ->
        [one] { $n } جستجو
       *[other] { $n } جستجو
    } مقایسه شد.
compare-cancelled = مقایسه لغو شد.
copy-csv = کپی CSV
copy-markdown = کپی Markdown
col-algorithm = الگوریتم
col-heuristic = هیوریستیک
col-chart = بسط‌داده‌شده (مقیاس لگاریتمی)
status-waiting = در انتظار
status-running = در حال اجرا
status-solved = حل شد
status-limit = حد گره
status-cancelled = لغو شد
status-failed = ناموفق
play-row = پخش
play-row-label = پخش راه‌حل { $algo }
playing-row = در حال پخش راه‌حل { $algo }.

## تمرین‌های نمره‌دار (بخش دانشجو)

ex-title = تمرین
ex-cannot-start = این تمرین نمی‌تواند شروع شود: { $why }
ex-ask-teacher = به طراح تمرین اطلاع دهید.
ex-task-play = با دست و با کمترین حرکت ممکن به هدف برسید. اگر حداکثر { $slack ->
        [one] { $slack } حرکت
       *[other] { $slack } حرکت
    } بیشتر از کوتاه‌ترین راه‌حل انجام دهید، قبول می‌شوید.
ex-task-predict = { $n } بسط بعدی { $algo } را پیش‌بینی کنید: پیش از هر کدام، گره‌ای از مرز را که فکر می‌کنید بعدی بسط می‌دهد انتخاب کنید. با { $pass }% پاسخ درست قبول می‌شوید.
ex-task-children = برای هر یک از { $n } بسط بعدی ⁦A*⁩ با { $heuristic }، مقادیر g، h و f = g + h هر فرزندی را که تولید می‌کند بدهید. با { $pass }% پاسخ درست قبول می‌شوید.
ex-task-heuristic = یک هیوریستیک h برای پازل ۸ به زبان فرمول آزمایشگاه بنویسید (مثل manhattan + 2*conflicts). این h روی همهٔ ۱۸۱٬۴۴۰ صفحه بررسی می‌شود و با ⁦A*⁩ روی { $boards } صفحه با منهتن مسابقه می‌دهد. اگر h قابل‌قبول باشد و حداکثر { $pass }% گره‌های منهتن را تولید کند، قبول می‌شوید.
ex-submit-h = تحویل h
ex-grading = در حال بررسی h روی همهٔ صفحه‌ها، سپس مسابقهٔ آن با منهتن…
ex-h-raced = قابل‌قبول. روی صفحه‌های مسابقه h { $own } گره تولید کرد و منهتن { $manhattan } گره: { $percent }% گره‌های منهتن.
ex-h-race-caption = گره‌های تولیدشده روی ۲۰ صفحهٔ مسابقه در هر عمق راه‌حل d
ex-h-over-budget = قابل‌قبول، اما ⁦A*⁩ با h روی صفحه‌های مسابقه از { $max ->
        [one] { $max } گره
       *[other] { $max } گره
    } گذشت: بیش از آنچه منهتن برای همهٔ ۱۲۰ صفحه لازم دارد، هر کدام که برداشته شوند.
ex-h-seed = صفحه‌های مسابقهٔ این تلاش با بذر { $seed } برداشته شدند: ⁨npuzzle heuristic grade --seed { $seed }⁩ به h روی همین صفحه‌ها نمره می‌دهد.
ex-no-grade = h نمره‌دهی نشد ({ $why }). دوباره تحویلش دهید.
ex-progress = { $done } از { $n }
ex-attempt = تلاش { $n }
ex-moves-so-far = حرکت‌ها: { $moves }
ex-hints-used = راهنمایی‌های استفاده‌شده: { $n }
ex-hints-left = راهنمایی‌های استفاده‌شده: { $n } از { $max }
ex-score = نمره: { $raw } از { $max } ({ $percent }%)
ex-play-score = { $moves ->
        [one] { $moves } حرکت
       *[other] { $moves } حرکت
    }؛ کوتاه‌ترین راه‌حل { $optimal } حرکت است.
ex-passed = قبول: { $raw } از { $max } (تلاش { $attempt }).
ex-failed = قبول نشد: { $raw } از { $max } (تلاش { $attempt }).
ex-try-again = تلاش دوباره
ex-keep-best = درس بهترین نتیجهٔ شما را نگه می‌دارد: تلاش دیگر نمی‌تواند آن را پایین بیاورد.
ex-keep-last = درس آخرین نتیجهٔ شما را نگه می‌دارد: تلاش دیگر جای این یکی را می‌گیرد، حتی اگر نمرهٔ کمتری بگیرد.
ex-started = تلاش تازه‌ای شروع شد.
ex-pick-prompt = کدام گره بعدی بسط داده می‌شود؟
ex-expanding = بسط گره { $node }: g، h و f هر فرزند را بدهید.
ex-child = فرزند
ex-child-via = خانهٔ خالی { $way }
ex-value-of = { $value } فرزند حاصل از حرکت خانهٔ خالی { $way }
ex-check = بررسی
ex-children-verdict = { $right } از { $n ->
        [one] { $n } فرزند
       *[other] { $n } فرزند
    } درست است.
ex-child-right = درست
ex-child-wrong = نادرست: ⁨g = { $g }⁩، ⁨h = { $h }⁩، ⁨f = { $f }⁩
ex-waiting = در حال آماده‌سازی تمرین…
ex-restored = تلاش شما از همان جایی که رها کرده بودید بازیابی شد.
ex-saved-damaged = یک تلاش ذخیره‌شده در اینجا آسیب دیده بود و کنار گذاشته شد: تلاش تازه‌ای شروع می‌شود.
ex-saved-version = یک تلاش ذخیره‌شده از نسخهٔ دیگری از برنامه کنار گذاشته شد: تلاش تازه‌ای شروع می‌شود.
ex-not-kept = این مرورگر چیزی برای این صفحهٔ وب نگه نمی‌دارد، پس با بارگذاری دوباره، تلاش از نو شروع می‌شود.
ex-no-optimal = کوتاه‌ترین راه‌حل معلوم نیست، پس هنوز نمی‌توان به تلاش نمره داد ({ $why }).
ex-no-more-hints = در این تمرین راهنمایی دیگری نمانده است.
ex-board-held = صفحهٔ پازل اکنون حرکت نمی‌کند: متعلق به تمرین است.
ex-move-cap = تلاش پس از { $n ->
        [one] { $n } حرکت
       *[other] { $n } حرکت
    } بدون رسیدن به هدف پایان یافت.
puzzle-numbered = پازل شمارهٔ { $n }
ex-board-fixed = تا وقتی تمرین در جریان است، صفحهٔ آن تغییر نمی‌کند.
ex-restarted = تمرین تغییر کرد: تلاش تازه‌ای شروع شد.
ex-resume-ignored = یک تلاش ذخیره‌شده که هنگام اجرای تمرین داده شد نادیده گرفته شد.
ex-delivered = نتیجهٔ شما به درس رسید.
ex-pending = نتیجهٔ شما هنوز به درس نرسیده است؛ نگه داشته می‌شود و دوباره فرستاده خواهد شد.
ex-no-session = درس اکنون نتیجه نمی‌پذیرد: نتیجهٔ شما اینجا نگه داشته می‌شود و دفعهٔ بعد که این تمرین را باز کنید فرستاده می‌شود.
ex-bad-board = صفحهٔ «{ $v }» قابل استفاده نیست: { $why }
ex-bad-task = وظیفهٔ «{ $v }» وجود ندارد: play، predict یا children را به کار ببرید
ex-bad-id = شناسهٔ تمرین «{ $v }» قابل استفاده نیست: حداکثر { $max } حرف، رقم، - _ . یا :
ex-bad-count = count «{ $v }» تعداد پرسشی از ۱ تا { $max } نیست
ex-bad-slack = slack «{ $v }» تعداد حرکتی از ۰ تا { $max } نیست
ex-bad-hints = hints «{ $v }» نه on است، نه off و نه عددی از ۰ تا { $max }
ex-bad-pass = pass «{ $v }» نمرهٔ قبولی نیست: یک کسر (0.8) یا یک درصد (80%) بدهید
ex-setting = { $field }: { $why }
ex-bad-keep = keep «{ $v }» نه best است و نه last
ex-too-large = صفحهٔ { $size } برای تمرین بیش از حد بزرگ است: حداکثر { $max ->
        [one] { $max } خانه
       *[other] { $max } خانه
    }
ex-unsolvable = این صفحه به هدف نمی‌رسد، پس هیچ وظیفه‌ای نمی‌تواند از آن استفاده کند
ex-already-goal = صفحه همین حالا هدف است: کاری برای انجام نیست
ex-needs-predictable = predict به BFS، DFS، حریصانه یا ⁦A*⁩ نیاز دارد، نه { $algo }
ex-needs-a-star = children به ⁦A*⁩ نیاز دارد، نه { $algo }

## بخش تمرین (برای مدرس، کنار «اشتراک‌گذاری»)

au-title = تمرین (برای مدرسان)
au-help = از این صفحهٔ پازل و این جستجو یک تمرین نمره‌دار بسازید. دانشجویان وظیفه، پیشرفت و نمرهٔ خود را می‌بینند؛ نتیجه‌ها به صفحهٔ درس شما یا LMS می‌رسد.
au-task = وظیفه
au-task-play = بازی: رسیدن به هدف با حرکت‌های کم
au-task-predict = پیش‌بینی بسط‌های بعدی
au-task-children = g، h و f فرزندان (⁦A*⁩)
au-task-heuristic = نوشتن یک هیوریستیک قابل‌قبول
au-count = پرسش‌ها
au-slack = حرکت‌های مجاز بیش از کوتاه‌ترین
au-hints-name = راهنمایی‌ها
au-hints-on = مجاز، هر کدام شمرده می‌شود
au-hints-off = هیچ
au-hints-most = حداکثر { $n }
au-pass = نمرهٔ قبولی
au-id = شناسهٔ تمرین (اختیاری)
au-keep = آنچه LMS نگه می‌دارد
au-keep-best = بهترین تلاش
au-keep-last = آخرین تلاش
au-preview = پیش‌نمایش به عنوان دانشجو
au-copy-link = کپی پیوند
au-copy-iframe = کپی iframe
au-copy-element = کپی عنصر
au-format = بسته برای
au-format-help = SCORM 1.2: Moodle، Canvas و تقریباً هر LMS. SCORM 2004: Blackboard، Brightspace، ILIAS، Open edX (که 1.2 را هم می‌پذیرند). cmi5: LMSهای مبتنی بر xAPI و یک انبارهٔ سوابق یادگیری.
au-download = دانلود برای LMS شما
au-invalid = آماده نیست: { $why }
ex-packing = در حال ساختن بسته…
ex-packed = بسته ({ $kb } KB) دانلود شد: آن را به عنوان بستهٔ { $format } در LMS خود بارگذاری کنید.
ex-pack-failed = بسته ساخته نشد: { $why }
ex-pack-bad-name = files.json نام «{ $name }» را { $why ->
         [parent] بیرون از سایت (..) آورده است
         [absolute] از ریشه (/) آورده است
         [backslash] با بک‌اسلش آورده است
         [colon] با دونقطه (C:، یک نشانی) آورده است
         [empty] با بخشی خالی یا «.» آورده است
         [duplicate] دو بار آورده است
        *[character] با ?، #، % یا نویسه‌ای پنهان آورده است
    }: سایت را دوباره بسازید.

## نمای کلاس (اجرای پیوند توسط مدرس در سامانهٔ آموزشی: تلاش‌ها، نمره‌ها و پاسخ‌های دانشجویان)

class-title = کلاس: { $title }
class-untitled = تمرین پازل N
class-boardless = تمرین این پیوند صفحهٔ پازلی تعیین نمی‌کند، پس تلاش‌های آن نمره نمی‌گیرند: صفحهٔ وب هر دانشجو صفحهٔ پازل خودش را انتخاب می‌کرد. تمرین را دوباره با یک صفحهٔ پازل اضافه کنید.
class-no-column = این پیوند ستونی در دفتر نمره ندارد: نمره‌ها فقط اینجا نگه داشته می‌شوند. برای داشتن ستون، تمرین را با انتخاب محتوای سامانهٔ آموزشی (Deep Linking) اضافه کنید.
class-find = یافتن دانشجو
class-no-students = هنوز هیچ دانشجویی این تمرین را باز نکرده است.
class-no-answers = هنوز پاسخی نیست.
class-questions = پرسش‌ها
class-questions-caption = پرسش‌ها: آخرین پاسخ هر دانشجو
class-question = پرسش
class-right = درست
class-right-answer = پاسخ درست
class-wrong-answers = پاسخ‌های نادرست رایج
class-share = { $percent }% ({ $right } از { $students })
class-no-wrong = هیچ
class-students = دانشجویان
class-students-caption = دانشجویانی که تمرین را باز کردند
class-student = دانشجو
class-attempts = تلاش‌ها
class-grade = نمره
class-gradebook = دفتر نمره
class-last-seen = آخرین فعالیت (UTC)
class-attempts-count = { $begun } آغازشده، { $ended } پایان‌یافته
class-no-grade = هنوز ندارد
class-grade-passed = { $raw } از { $max }، قبول
class-grade-failed = { $raw } از { $max }، قبول نشد
class-nothing-to-send = چیزی برای فرستادن نیست
class-sent = فرستاده شد
class-no-column-yet = بدون ستون
class-on-its-way = در راه
class-waiting = در انتظار: { $why }
class-refresh = تازه‌سازی
class-download = دریافت همهٔ پاسخ‌ها (CSV)
class-open-exercise = باز کردن تمرین همان‌گونه که دانشجو می‌بیند
class-stopped = این نما دیگر به‌روز نمی‌شود: برای دیدن پاسخ‌های تازه، تمرین را دوباره از درس اجرا کنید.
class-open-attempt = باز کردن تلاش:
class-attempt-graded = نمره‌داده‌شده
class-attempt-latest = تازه‌ترین
class-open-attempt-label = باز کردن تلاش { $attempt } از { $who }
class-review-ended = تلاش { $attempt } از { $who }، همان‌گونه که رها کرد (پایان‌یافته).
class-review-open = تلاش { $attempt } از { $who }، همان‌گونه که رها کرد (ناتمام).
class-review-note = این تلاش اوست، نه شما: هیچ کاری که اینجا می‌کنید نگه داشته یا فرستاده نمی‌شود.
class-lrs-title = پاسخ‌های کلاس از انبارهٔ سوابق
class-lrs-tagline = برای یک دورهٔ cmi5: هر پرسش در کل کلاس، پاسخ‌های هر دانشجو و همهٔ پاسخ‌ها به‌صورت CSV، خوانده‌شده از انبارهٔ سوابق یادگیری شما (LRS).
class-lrs-endpoint = نشانی انبارهٔ سوابق (نقطهٔ پایانی xAPI)
class-lrs-endpoint-help = سامانهٔ مدیریت یادگیری یا انبارهٔ سوابق آن را کنار کلیدهایش نشان می‌دهد؛ معمولاً به /xAPI/ یا /data/xAPI/ ختم می‌شود.
class-lrs-key = کلید (نام کاربری)
class-lrs-secret = رمز (گذرواژه)
class-lrs-secret-help = کلیدی که اجازهٔ خواندن گزاره‌ها را دارد. در همین صفحه می‌ماند: هرگز در نشانی نمی‌آید و هرگز ذخیره نمی‌شود.
class-lrs-activity = AU تمرین (شناسهٔ فعالیت)
class-lrs-activity-help = شناسهٔ <au> در فایل cmi5.xml بسته، یعنی ⁦urn:npuzzle:au:npuzzle-⁩ و سپس شناسهٔ تمرین، مگر آنکه سامانهٔ مدیریت یادگیری به AUها شناسهٔ خودش را بدهد: آنگاه جزئیات AU در سامانه آن را نشان می‌دهد (activityId در نشانی اجرا).
class-lrs-show = نمایش کلاس
class-lrs-questions-table = جدول پرسش‌ها
class-lrs-answers-of = پاسخ‌های { $name }
class-lrs-student-summary = { $name }: { $right } از { $questions } درست (آخرین پاسخ‌ها)، { $answers ->
        [one] { $answers } پاسخ
       *[other] { $answers } پاسخ
    }
class-lrs-answer = پاسخ
class-lrs-result = نتیجه
class-lrs-seconds = ثانیه
class-lrs-when = زمان پاسخ (UTC)
class-lrs-yes = درست
class-lrs-no = نادرست
class-lrs-reading = در حال خواندن انبارهٔ سوابق…
class-lrs-live = { $answers ->
        [one] { $answers } پاسخ
       *[other] { $answers } پاسخ
    } از { $students ->
        [one] { $students } دانشجو
       *[other] { $students } دانشجو
    }. تا وقتی این صفحه نمایش داده می‌شود، زنده به‌روز می‌شود.
class-lrs-updated = آخرین خواندن در { $time }.
class-lrs-paused = تا وقتی این صفحه پنهان است، متوقف است.
class-lrs-none-yet = هنوز پاسخی به این تمرین نرسیده است. با پاسخ دادن دانشجویان، اینجا نمایان می‌شوند. اگر دانشجویان پاسخ داده‌اند، شناسهٔ فعالیت AU را بررسی کنید.
class-lrs-bad-endpoint = نشانی انبارهٔ سوابق باید یک نشانی کامل http:// یا https:// باشد، مانند https://lrs.example.org/xAPI/.
class-lrs-insecure = این صفحه از راه HTTPS ارائه می‌شود، پس مرورگر نمی‌گذارد انباره‌ای را در نشانی http:// بخواند. نشانی https:// انباره را به کار ببرید.
class-lrs-no-key = کلید و رمز را وارد کنید.
class-lrs-key-in-address = کلید و رمز را در خانه‌های خودشان وارد کنید، نه در نشانی انبارهٔ سوابق.
class-lrs-no-activity = شناسهٔ فعالیت AU را وارد کنید.
class-lrs-credentials = انبارهٔ سوابق کلید و رمز را نپذیرفت (⁨HTTP { $status }⁩). آن‌ها را بررسی کنید، و اینکه کلید اجازهٔ خواندن گزاره‌ها را دارد.
class-lrs-network = دسترسی به انبارهٔ سوابق در { $endpoint } ممکن نشد. نشانی را بررسی کنید، و اینکه انباره به مبدأ این صفحه ({ $origin }) اجازهٔ خواندن می‌دهد (CORS): تنظیمات انبارهٔ شما مبدأهای مجاز را نام می‌برد.
class-lrs-timeout = انبارهٔ سوابق در { $seconds } ثانیه پاسخ نداد. تلاش دوباره.
class-lrs-not-lrs = نشانی پاسخ داد، اما نه به‌عنوان انبارهٔ سوابق xAPI ({ $what }). نشانی را بررسی کنید: معمولاً به /xAPI/ یا /data/xAPI/ ختم می‌شود.
class-lrs-no-list = فهرستی از گزاره‌ها نیست
class-lrs-refused = انبارهٔ سوابق درخواست را نپذیرفت (⁨HTTP { $status }⁩): { $detail }
class-lrs-failed = انبارهٔ سوابق دچار خطا شد (⁨HTTP { $status }⁩). تلاش دوباره.
class-lrs-stale = خواندن دوباره ناموفق بود؛ پاسخ‌های نمایش‌داده‌شده مربوط به { $time } است. { $problem }
class-lrs-elsewhere = صفحهٔ بعدی انبارهٔ سوابق در وبگاه دیگری است ({ $origin }): دنبال نمی‌شود تا کلید و رمز نزد همین وبگاه بمانند.

## اشتراک‌گذاری

share = اشتراک‌گذاری این صفحهٔ پازل
share-link = پیوند
share-iframe = برای صفحهٔ درس: یک iframe
share-element = برای صفحهٔ درس: عنصر
share-guide = روش جاسازی
share-algo-auto = پیوند و قطعه‌کدها با «خودکار» باز می‌شوند: { $algo } ممکن است صفحهٔ { $size } را در محدودهٔ یک صفحهٔ وب به پایان نرساند.
copy = کپی
copied = در کلیپ‌بورد کپی شد.
copy-failed = مرورگر اجازهٔ کپی نداد: متن را انتخاب و کپی کنید.

## صفحهٔ وب پیرامون مؤلفه

page-title = حل‌گر پازل N
page-tagline = پازل کاشی‌های لغزان را بازی کنید، حل کنید و مطالعه کنید
about-puzzle = دربارهٔ پازل
embed-guide = آن را در صفحهٔ درس خود بگذارید

## جهت‌ها (سمتی که کاشی می‌لغزد)

way-up = به بالا
way-down = به پایین
way-left = به چپ
way-right = به راست

## آنچه رخ داد

moved = کاشی { $tile } { $way } رفت. { $n ->
        [one] { $n } حرکت
       *[other] { $n } حرکت
    }.
solved-by-hand = کاشی { $tile } { $way } رفت. در { $n ->
        [one] { $n } حرکت
       *[other] { $n } حرکت
    } حل شد!
busy = در حال حل… برای بازی دوباره «لغو» را بزنید.
shuffled = مخلوط شد: یک صفحهٔ تصادفی حل‌پذیر.
scrambled = صفحهٔ پازل با { $n ->
        [one] { $n } حرکت تصادفی
       *[other] { $n } حرکت تصادفی
    } به هم ریخته شد.
scramble-bad = به‌هم‌ریختن به یک عدد صحیح از ۱ تا { $max } حرکت نیاز دارد.
back-to-start = بازگشت به وضعیت آغازین.
board-from-text = صفحهٔ پازل از روی کادر متن تنظیم شد.
board-from-host = صفحهٔ پازل را صفحهٔ وب میزبان تنظیم کرد.
not-a-board = این صفحهٔ پازل نیست: { $why }.
no-solution = هیچ راه‌حلی ممکن نیست.
no-solution-searched = هیچ راه‌حلی ممکن نیست، پس جستجویی انجام نشد.
explain-odd = وارونگی‌ها (جفت کاشی‌هایی که برعکس ترتیب هدفشان هستند): { $inv }. در صفحه‌ای با عرض فرد ({ $width }) هر حرکت زوجیت این تعداد را حفظ می‌کند، و هدف هیچ وارونگی‌ای ندارد: پس این تعداد باید زوج باشد. { $inv } { $parity } است، { $verdict }.
explain-even = وارونگی‌ها (جفت کاشی‌هایی که برعکس ترتیب هدفشان هستند): { $inv }؛ سطرهای میان خانهٔ خالی و سطر هدف آن: { $rows }. در صفحه‌ای با عرض زوج ({ $width }) هر حرکت به بالا یا پایین زوجیت هر دو را تغییر می‌دهد، پس مجموعشان باید زوج باشد، همان‌طور که در هدف است. { $inv } + { $rows } = { $sum } { $parity } است، { $verdict }.
even = زوج
odd = فرد
can-reach = پس می‌توان به هدف رسید
cannot-reach = پس هرگز نمی‌توان به هدف رسید: برای تغییر این، جای دو کاشی دلخواه را عوض کنید
searching = در حال جستجو…
lab-title = آزمایشگاه هیوریستیک
lab-help = h خودتان را بنویسید و آن را روی همهٔ صفحه‌های این اندازه با فاصله‌های واقعی بسنجید (همهٔ ۱۸۱٬۴۴۰ صفحه برای پازل ۸؛ نمونه‌ای از صفحه‌های بزرگ‌تر). نام‌ها: hamming، manhattan، conflicts، n، rows، cols، blank_row، blank_col، row(t)، col(t)، goal_row(t)، goal_col(t)؛ sum(t: …)، max(…)، min(…)، abs(…)، + − * /، if … then … else ….
lab-formula = هیوریستیک شما h
lab-check = بررسی h
lab-checking = در حال بررسی h روی همهٔ صفحه‌ها…
lab-empty = ابتدا یک فرمول بنویسید، مثلاً manhattan + 2*conflicts.
lab-bad-formula = h قابل استفاده نیست: { $why }
lab-states = { $h } روی { $n ->
        [one] { $n } صفحه
       *[other] { $n } صفحه
    }{ $sample }:
lab-sample = {" "}(یک نمونه)
lab-admissible = قابل‌قبول: هرگز بیشتر از فاصلهٔ واقعی نیست.
lab-not-admissible = قابل‌قبول نیست: h = { $h } روی صفحه‌ای که { $hstar ->
        [one] { $hstar } حرکت
       *[other] { $hstar } حرکت
    } با هدف فاصله دارد.
lab-consistent = سازگار: در هدف ۰، و روی صفحه‌های همسایه حداکثر ۱ اختلاف.
lab-not-consistent = سازگار نیست: h = { $ha } و { $hb } روی دو صفحهٔ همسایه.
lab-not-a-number = عدد نیست: h روی یکی از صفحه‌ها { $value ->
        [not-a-number] NaN است (مثلاً بی‌نهایت منهای بی‌نهایت)
        [infinite] بی‌نهایت است
        [minus-infinite] منفی بی‌نهایت است
       *[division] بر صفر تقسیم می‌کند (در نویسهٔ { $at })
    }. هیوریستیک باید روی هر صفحه عدد باشد، پس h نه قابل‌قبول است و نه سازگار.
lab-close = میانگین h/⁦h*⁩: { $ratio }؛ دست‌کم برابر منهتن روی { $pct }% صفحه‌ها.
lab-race = مسابقهٔ h
lab-racing = مسابقه در آزمایش بالا اجرا می‌شود: ⁦A*⁩ و ⁦IDA*⁩ با h در برابر همینگ، منهتن و تعارض خطی.
lab-step = مرور گام به گام
lab-step-needs-informed = زیر «حل»، جستجوی حریصانه، ⁦A*⁩ یا ⁦IDA*⁩ را انتخاب کنید: این‌ها هیوریستیک می‌گیرند.
lab-stepping = در حال ضبط جستجو با h: در بالا، زیر «ضبط جستجو»، گام به گام مرورش کنید.
lab-your-h = h شما
formula-at = در نویسهٔ { $at }: { $problem }
formula-too-long = فرمول بیش از حد بلند است: { $n } نویسه، حداکثر { $max }
formula-too-deep = تودرتویی بیش از { $depth } سطح
formula-expected = انتظار می‌رفت { $what ->
        [operator] یک عملگر یا پایان
        [operand] یک عدد، یک نام یا «(»
        [close] «)»
        [comma] «,» یا «)»
        [open] «(» پس از نام تابع
        [then] «then»
        [else] «else»
       *[binding] نام یک کاشی و «:» (⁦sum(t: …)⁩)
    }، اما { $found ->
        [end] پایان
        [arguments] آرگومان‌ها
       *[text] «{ $text }»
    } آمد
formula-unexpected = «{ $text }» بخشی از زبان نیست
formula-bad-number = «{ $text }» عدد نیست
formula-unknown-name = نام ناشناختهٔ «{ $name }» (نام‌ها: { $names })
formula-arguments = { $name } { $want } آرگومان می‌گیرد، نه { $got }
formula-too-slow = فرمول برای هر صفحه حدود { $cost } گام لازم دارد: حداکثر { $max }
formula-division = تقسیم بر صفر
formula-no-such-tile = { $tile } کاشیِ این صفحه نیست
formula-not-a-number = مقدار { $value ->
        [not-a-number] NaN
        [infinite] بی‌نهایت
        [minus-infinite] منفی بی‌نهایت
       *[division] تقسیم بر صفر
    } است، نه عدد
formula-on-board = { $why } (روی صفحهٔ { $board })
formula-too-large = حالت‌ها برای بررسی تک‌تک بیش از حدند: صفحه { $cells } خانه دارد و حداکثر { $max } بررسی می‌شود
experiment-longer = { $n } مورد کوتاه‌ترین نیست
lab-load = بارگذاری این صفحهٔ پازل
lab-load-neighbour = بارگذاری اولی از آن دو
improvement = { $n ->
        [one] { $n } حرکت
       *[other] { $n } حرکت
    } پیدا شد؛ کوتاه‌ترین دست‌کم { $bound } حرکت است (اثبات‌شده). جستجو ادامه دارد…
kept-best = متوقف شد. بهترین پاسخ پیداشده باقی می‌ماند: { $n ->
        [one] { $n } حرکت
       *[other] { $n } حرکت
    }؛ کوتاه‌ترین دست‌کم { $bound } حرکت است (اثبات‌شده).
searching-announce = در حال جستجوی راه‌حل.
starting = در حال راه‌اندازی حل‌گر…
queued = در انتظار حل‌گر (پازل دیگری در این صفحهٔ وب از آن استفاده می‌کند)…
cancelled = لغو شد. صفحهٔ پازل همان‌طور است که بود.
cancelled-announce = جستجو لغو شد.
refused = حل‌گر کار را نپذیرفت: { $why }
one-move = یک حرکت
n-moves = { $n ->
        [one] { $n } حرکت
       *[other] { $n } حرکت
    }
optimal-word = بهینه
not-shortest = نه لزوماً کوتاه‌ترین
solved-by = با { $algo } حل شد: { $moves }، { $optimal }.
solved-by-with = با { $algo } و { $h } حل شد: { $moves }، { $optimal }.
solved-by-how = با { $algo } ({ $how }) حل شد: { $moves }، { $optimal }.
tables-kept = جدول‌ها در { $t } آماده شدند و برای حل‌های بعدی نگه داشته می‌شوند.
solved-announce = حل شد: { $moves }، { $optimal }.
limit = در حد گره متوقف شد: { $expanded ->
        [one] { $expanded } گره
       *[other] { $expanded } گره
    } بسط داده شد، { $enqueued } وارد صف شد، تا عمق { $depth } رسید، { $s } ثانیه. این صفحهٔ پازل به روشی قوی‌تر نیاز دارد: ⁦A*⁩ یا ⁦IDA*⁩ با تعارض خطی، یا «خودکار» را امتحان کنید.
limit-announce = جستجو به حد گره رسید.
search-ended = جستجو پایان یافت: { $status }.
worker-stopped = حل‌گر متوقف شد ({ $why }). صفحهٔ پازل شما همان‌طور است که بود. { $next }
worker-restarted = یک حل‌گر تازه راه‌اندازی شد: دوباره حل کنید، یا جستجویی را انتخاب کنید که گره‌های کمتری ذخیره می‌کند (⁦A*⁩ یا ⁦IDA*⁩ به جای BFS).
worker-retry = «حل» بعدی دوباره برای راه‌اندازی آن تلاش می‌کند.
worker-stopped-announce = حل‌گر متوقف شد.
no-workers = این مرورگر نمی‌تواند حل‌گر را اجرا کند (Web Workers لازم است).
solver-refused = حل‌گر در این صفحهٔ وب نمی‌تواند شروع به کار کند: Content-Security-Policy این صفحهٔ وب آن را رد می‌کند ({ $directive }). گردانندهٔ وبگاه می‌تواند آن را مجاز کند، همان‌طور که راهنمای جاسازی توضیح می‌دهد.
solver-not-loaded = حل‌گر بارگذاری نشد ({ $why }). اتصال را بررسی کنید: «حل» بعدی دوباره تلاش می‌کند.

## تنظیماتی که نادیده گرفته شدند (پارامترهای نشانی، ویژگی‌ها، گزینه‌ها)

ignored-too-long = { $name } داده‌شده نادیده گرفته شد: { $why }.
ignored-board = صفحهٔ «{ $v }» نادیده گرفته شد: { $why }.
ignored-size = اندازهٔ «{ $v }» نادیده گرفته شد: برای نمونه 3x3 یا 4x4 را به کار ببرید.
ignored-goal = هدف «{ $v }» نادیده گرفته شد: end یا start را به کار ببرید.
ignored-algorithm = الگوریتم «{ $v }» نادیده گرفته شد: bfs، dfs، iddfs، greedy، astar، idastar، auto یا fast را به کار ببرید.
ignored-heuristic = هیوریستیک «{ $v }» نادیده گرفته شد: hamming، manhattan یا linear-conflict را به کار ببرید.
ignored-own-heuristic = هیوریستیک نادیده گرفته شد: { $algo } هیوریستیک خود را انتخاب می‌کند (greedy، astar و idastar هیوریستیک می‌گیرند).
ignored-controls = کنترل‌های «{ $v }» نادیده گرفته شدند: full، none یا فهرستی از play، solve و study را به کار ببرید.
ignored-autoplay = autoplay «{ $v }» نادیده گرفته شد: 1 یا 0 را به کار ببرید.
ignored-lang = زبان «{ $v }» نادیده گرفته شد: یکی از { $langs } را به کار ببرید.
ignored-lang-menu = lang-menu «{ $v }» نادیده گرفته شد: 1 یا 0 را به کار ببرید.
ignored-order = ترتیب «{ $v }» نادیده گرفته شد: هر یک از چهار حرکت را یک بار بدهید، مثلاً udlr.
ignored-ties = ties «{ $v }» نادیده گرفته شد: deeper، oldest یا newest را به کار ببرید.
ignored-goal-test = goal-test «{ $v }» نادیده گرفته شد: generation یا expansion را به کار ببرید.
ignored-packaged = «{ $v }» در نشانی نادیده گرفته شد: بسته آن را تعیین می‌کند.
ignored-unknown = تنظیم ناشناختهٔ «{ $v }» نادیده گرفته شد.
size-board-disagree = اندازهٔ { $size } با صفحهٔ { $board } جور نیست؛ صفحه ملاک است.

## ایراد صفحه (خطاهای هسته)

err-empty = صفحه خالی است: کاشی‌ها را تایپ کنید، مثلاً 1 2 3 / 4 5 6 / 7 8 0
err-token = «{ $token }» (مورد { $i }) نه شمارهٔ کاشی است نه خانهٔ خالی (0، _، . یا nil)
err-too-small = صفحهٔ { $size } بیش از حد کوچک است: هر دو ضلع باید دست‌کم { $min } باشند
err-text-too-long = طول متن { $bytes } بایت است، بیش از هر صفحه‌ای: حداکثر { $max } بایت خوانده می‌شود
err-side-too-large = { $side } برای ضلع صفحه بیش از حد بزرگ است: هر ضلع حداکثر { $max } است
too-many-digits = عددی با بیش از ۲۰ رقم
err-too-large = صفحهٔ { $size } بیش از حد بزرگ است: هر ضلع حداکثر { $max } است
err-not-square = با { $count ->
        [one] { $count } کاشی
       *[other] { $count } کاشی
    } صفحهٔ مربعی ساخته نمی‌شود (3×3 به ۹ کاشی و 4×4 به ۱۶ کاشی نیاز دارد)؛ سطرها را در خط‌های جدا بنویسید یا ابتدا اندازه را بدهید
err-ragged = سطر { $row } { $found ->
        [one] { $found } کاشی
       *[other] { $found } کاشی
    } دارد ولی سطر ۱ { $expected } کاشی دارد
err-tile-count = صفحهٔ { $size } به { $expected } کاشی نیاز دارد ولی { $found ->
        [one] { $found } کاشی
       *[other] { $found } کاشی
    } داده شده است
err-no-blank = صفحه خانهٔ خالی ندارد: آن را به صورت 0، _، . یا nil بنویسید
err-two-blanks = صفحه دو خانهٔ خالی دارد، در { $first } و در { $second }
err-out-of-range = کاشی { $tile } در { $at } خارج از محدوده است: کاشی‌های این صفحه از ۱ تا { $max } هستند
err-duplicate = کاشی { $tile } دو بار آمده است، در { $first } و در { $second }
err-missing = کاشی { $tile } وجود ندارد
err-too-many-moves = به‌هم‌ریختن با { $moves ->
        [one] { $moves } حرکت
       *[other] { $moves } حرکت
    } بیش از حد طولانی است: حداکثر { $max }
pos = سطر { $row }، ستون { $col }
verbatim = { $text }
join = { $a } { $b }

## خروجی تکلیف (خط فرمان هم همین را چاپ می‌کند)

assignment-counts =
    تعداد حرکت‌ها = { $moves }
    تعداد حالت‌های واردشده به صف = { $enqueued }
assignment-no-solution = هیچ راه‌حلی ممکن نیست


## حل

cli-solved-by = با { $algo }{ $heuristic } حل شد: { $shortest }، { $expanded ->
        [one] { $expanded } گره
       *[other] { $expanded } گره
    } بسط داده شد، { $ms } میلی‌ثانیه
cli-shortest = کوتاه‌ترین
cli-not-shortest = کوتاه‌ترین بودنش تضمین نشده
cli-stopped = جستجو متوقف شد ({ $status }): { $expanded ->
        [one] { $expanded } گره
       *[other] { $expanded } گره
    } بسط داده شد، { $generated } تولید شد، عمق { $depth }، { $ms } میلی‌ثانیه
cli-best-kept = بهترین پاسخ پیداشده: { $length ->
        [one] { $length } حرکت
       *[other] { $length } حرکت
    } (کوتاه‌ترین بودنش اثبات نشده)؛ کوتاه‌ترین دست‌کم { $bound } حرکت است (اثبات‌شده)
cli-improved = { $ms } میلی‌ثانیه: { $length ->
        [one] { $length } حرکت
       *[other] { $length } حرکت
    } پیدا شد؛ کوتاه‌ترین دست‌کم { $bound } حرکت است (اثبات‌شده)
cli-limit-advice = جستجو به حد گره یا زمان رسید: --max-nodes و --time-limit این حدها را بالا می‌برند، --algo fast فوراً پاسخ می‌دهد (نه لزوماً کوتاه‌ترین)
cli-slow-note = توجه: کوتاه‌ترین راه‌حل یک صفحهٔ { $size } ممکن است چند دقیقه طول بکشد یا به حد گره بخورد؛ --algo fast فوراً پاسخ می‌دهد (نه لزوماً کوتاه‌ترین)
cli-why-no-solution = چرا: { $why }
cli-boards-left-out = ... { $left ->
        [one] { $left } صفحه
       *[other] { $left } صفحه
    } کنار گذاشته شد: چاپ همهٔ { $boards } صفحه حدود { $size } می‌نوشت، بیش از --print-limit برابر { $mb } MB (-q فقط حرکت‌ها را چاپ می‌کند)

## خواندن ورودی

cli-invalid-board = صفحهٔ نامعتبر: { $why }
cli-bad-option = { $option }: { $why }
cli-race-longer = { $algo } با h: { $longer } از { $solved ->
        [one] { $solved } پاسخ
       *[other] { $solved } پاسخ
    } طولانی‌تر از کوتاه‌ترین
cli-grade-passed = قبول: { $raw } از { $max } (حداکثر { $pass }% گره‌های منهتن مجاز است).
cli-grade-failed = قبول نشد: { $raw } از { $max } (حداکثر { $pass }% گره‌های منهتن مجاز است).
cli-grade-seed = صفحه‌های مسابقه: ۲۰ صفحه در هر عمق، برداشته‌شده با بذر { $seed }.
cli-bad-formula = فرمول قابل استفاده نیست: { $why }
cli-heuristic-checked = { $formula } روی هر صفحهٔ { $size } که به هدف می‌رسد ({ $states }):
cli-heuristic-sampled = { $formula } روی نمونه‌ای از { $states ->
        [one] { $states } صفحهٔ { $size }
       *[other] { $states } صفحهٔ { $size }
    } (به‌هم‌ریختگی‌هایی تا ۴۰ حرکت، به طور بهینه حل‌شده):
cli-heuristic-admissible = قابل‌قبول: هرگز بیشتر از فاصلهٔ واقعی نیست
cli-heuristic-not-admissible = قابل‌قبول نیست: { $board } دارای h = { $h } است، اما هدف { $hstar ->
        [one] { $hstar } حرکت
       *[other] { $hstar } حرکت
    } با آن فاصله دارد
cli-heuristic-consistent = سازگار: در هدف ۰، و میان همسایه‌ها حداکثر ۱ اختلاف
cli-heuristic-not-consistent = سازگار نیست: { $a } دارای h = { $ha } است، و همسایه‌اش { $b } دارای h = { $hb }
cli-heuristic-not-a-number = عدد نیست: h روی { $board } { $value ->
        [not-a-number] NaN است
        [infinite] بی‌نهایت است
        [minus-infinite] منفی بی‌نهایت است
       *[division] بر صفر تقسیم می‌کند (در نویسهٔ { $at })
    }؛ هیوریستیک باید روی هر صفحه عدد باشد، پس h نه قابل‌قبول است و نه سازگار
cli-heuristic-closeness = میانگین h/⁦h*⁩: { $ratio }؛ دست‌کم برابر منهتن روی { $share }% صفحه‌ها
cli-standard-input = ورودی استاندارد
cli-cannot-read = { $name } خوانده نشد: { $why }
cli-too-large = { $name } بزرگ‌تر از { $size } است: پروندهٔ صفحه نیست
cli-not-text = { $name } متن نیست: بایت { $n } UTF-8 نیست
cli-cannot-write = خروجی نوشته نشد: { $why }
cli-not-a-file = { $name } پرونده نیست (دستگاه، پوشه یا سوکت است): چیزی از آن خوانده نشد
cli-tables-too-large = { $name } بزرگ‌تر از { $size } است: پرونده‌ی پایگاه‌داده‌های الگو نیست
cli-tables-behind = ساختن پایگاه‌داده‌های الگوی { $size } برای صفحه‌های پازل بعدی (یک بار، حدود { $seconds } ثانیه)؛ تا آن موقع پایگاه‌های سریع پاسخ می‌دهند
cli-tables-behind-wide = ساختن پایگاه‌داده‌های الگوی { $size } برای صفحه‌های پازل بعدی (یک بار، حدود { $seconds } ثانیه)؛ با آن‌ها پاسخ‌هایشان کوتاه‌تر است
cli-tables-finishing = تکمیل پایگاه‌داده‌های الگوی { $size } برای اجراهای بعدی (Ctrl-C آن را متوقف می‌کند؛ اجرای بعدی دوباره آن را می‌سازد)
cli-tables-unusable = جدول‌های حافظه‌ی نهان قابل استفاده نیستند ({ $reason })؛ دوباره ساخته می‌شوند
cli-tables-built-unusable = جدول‌هایی که همین حالا ساخته شدند قابل استفاده نیستند ({ $reason })
cli-tables-saved = پایگاه‌داده‌های الگوی { $size } در { $path } ذخیره شدند (حل‌های بعدی آن‌ها را بارگذاری می‌کنند)
cli-tables-unsaved = نگه‌داشتن جدول‌ها در { $dir } ممکن نیست: { $reason } (جای دیگری را با --cache-dir انتخاب کنید)
cli-site-link = { $name } پیوند است، یا پشت یک پیوند قرار دارد: بسته فقط پرونده‌های خود سایت را برمی‌دارد
cli-site-too-large = { $name } بزرگ‌تر از { $size } است: بیش از آن‌چه یک سایت ساخته‌شده دارد
cli-boards-per-depth = حداکثر { $max } صفحه در هر عمق (صفحه‌های یک عمق یک‌جا برداشته و نگه داشته می‌شوند)

## توضیح

cli-col-tile = کاشی
cli-col-at = محل
cli-col-goal = هدف
cli-col-manhattan = منهتن
cli-col-misplaced = نابه‌جا
cli-yes = بله
cli-hamming-total = همینگ (کاشی‌های نابه‌جا) = { $n }
cli-manhattan-total = منهتن = { $n }
cli-conflicts = تعارض‌های خطی = { $pairs }؛ تخمین تعارض خطی = { $n }
cli-no-conflicts = هیچ
cli-conflict-row = سطر { $n }: { $a } و { $b }
cli-conflict-column = ستون { $n }: { $a } و { $b }

## اسکن

cli-scan-read = صفحهٔ { $size } در { $ms } میلی‌ثانیه از عکس خوانده شد
cli-scan-check = این خانه‌ها را بررسی کنید، خواندنشان قطعی نیست: { $cells }
cli-scan-cell = سطر { $row } ستون { $col }
cli-scan-unsolvable = این صفحه، آن‌طور که خوانده شد، به هدف (خانهٔ خالی در آخر) نمی‌رسد: شاید خانه‌ای اشتباه خوانده شده، یا پازل اشتباه سر هم شده است
cli-scan-bench = { $photos ->
        [one] { $photos } عکس آزمونی
       *[other] { $photos } عکس آزمونی
    } ({ $sizes }{ $known }): { $exact } دقیقاً خوانده شد، { $silent } نادرست بی آنکه خانه‌ای علامت بخورد، { $flagged } نادرست با خانه‌های علامت‌خورده، { $failed } خوانده نشد
cli-scan-corners = هشت عدد: x,y هر یک از چهار گوشهٔ صفحه بر حسب پیکسل‌های عکس (مثلاً 120,80,600,90,610,560,110,570)
cli-scan-bench-known = ، اندازه داده شده
cli-scan-bench-outline = ، قاب داده شده
cli-scan-bench-time = زمان هر عکس: میانه { $median } میلی‌ثانیه، p95 { $p95 } میلی‌ثانیه، بیشینه { $max } میلی‌ثانیه


## پاسخ حل‌گر (پس از نام الگوریتم: «با خودکار (IDA* با …) حل شد»)

method-exact-table = جدول دقیق فاصله‌ها
method-pdb = ⁦IDA*⁩ با پایگاه‌داده‌های الگوی جمع‌پذیر
method-pdb-reflected = ⁦IDA*⁩ با پایگاه‌داده‌های الگوی جمع‌پذیر و بازتاب
method-pdb-quick = ⁦IDA*⁩ با پایگاه‌داده‌های الگوی سریع (5-5-5)
method-pdb-quick-reflected = ⁦IDA*⁩ با پایگاه‌داده‌های الگوی سریع (5-5-5) و بازتاب
method-linear-conflict = ⁦IDA*⁩ با تعارض خطی
method-weighted-pdb = ⁦A*⁩ وزن‌دار با پایگاه‌داده‌های الگو، وزن { $weight }
method-weighted-linear-conflict = ⁦A*⁩ وزن‌دار با تعارض خطی، وزن { $weight }
# Fast mode on a large board: rows and columns are put in place one by one, then the last block
# (e.g. 3×3) is solved optimally. { $size } is that block's size.
method-lines = سطرها و ستون‌ها یکی‌یکی، بلوک آخر { $size } به طور بهینه
method-lines-searched = سطرها و ستون‌ها یکی‌یکی، هر کدام با جستجو جای‌گذاری‌شده، بلوک آخر { $size } به طور بهینه
# { $lines } is method-lines or method-lines-searched.
method-finish-pdb = { $lines } با پایگاه‌داده‌های الگو
method-finish-linear-conflict = { $lines } به کمک ⁦IDA*⁩ با تعارض خطی

## اعلان‌های عنصر وقتی نمی‌تواند شروع به کار کند (n-puzzle.js آن‌ها را پیش از اجرای کد خود پازل نشان می‌دهد)

element-policy = پازل در این صفحهٔ وب نمی‌تواند شروع به کار کند: Content-Security-Policy این صفحهٔ وب آن را رد می‌کند ({ $directive }). گردانندهٔ وبگاه می‌تواند آن را مجاز کند، همان‌طور که راهنمای جاسازی توضیح می‌دهد.
element-load = پازل بارگذاری نشد ({ $why }). اتصال را بررسی و صفحه را دوباره بارگذاری کنید.
element-style = Content-Security-Policy این صفحهٔ وب شیوه‌نامهٔ پازل را رد می‌کند ({ $directive }): پازل کار می‌کند، اما ساده به نظر می‌رسد.

## آنچه انبارهٔ سوابق یادگیری از یک تلاش نمره‌دار نشان می‌دهد (xAPI: نام فعل، نام تمرین)

lms-verb-answered = پاسخ داده شد
lms-verb-passed = قبول
lms-verb-failed = قبول نشد
lms-activity = تمرین پازل N: { $task }
lms-task-play = رسیدن به هدف با حرکت‌های کم
lms-task-predict = پیش‌بینی بسط‌های بعدی
lms-task-children = g، h و f فرزندان
lms-task-heuristic = هیوریستیکی قابل‌قبول که از منهتن بهتر است


## پنجرهٔ اسکن

scan-title = اسکن پازل
scan-help = از بالا و مستقیم عکس بگیرید، طوری که کل صفحه دیده شود و نور کافی داشته باشد، یا عکسی انتخاب کنید.
scan-photo = عکس
scan-size = اندازه
scan-size-auto = تشخیص از روی عکس
scan-reading = در حال خواندن عکس…
scan-read = یک صفحهٔ { $size } خوانده شد. خانه‌های علامت‌دار را بررسی کنید: برای تغییر عدد یک خانه روی آن ضربه بزنید.
scan-read-sure = یک صفحهٔ { $size } خوانده شد. آن را با پازل خود مقایسه کنید؛ برای تغییر عدد یک خانه روی آن ضربه بزنید.
scan-other-size = به‌جای آن صفحهٔ { $size } بخوان
scan-board = صفحه، آن‌طور که خوانده شد (0 یا خالی برای خانهٔ خالی)
scan-cell = سطر { $row }، ستون { $col }
scan-unsure = نامطمئن
scan-duplicate = هر عدد از ۰ تا { $max } باید یک بار بیاید: { $list } را بررسی کنید.
scan-use = استفاده از این صفحهٔ پازل
scan-cancel = لغو
scan-too-large = پرونده { $mb } MB است: عکس‌های تا { $max } MB خوانده می‌شوند.
scan-too-many-pixels = ابعاد عکس { $width }×{ $height } پیکسل ({ $mp } مگاپیکسل) است: عکس‌ها تا { $max } مگاپیکسل خوانده می‌شوند.
scan-not-an-image = این پرونده عکس نیست (تصویر JPEG یا PNG).
scan-damaged = این عکس بریده یا آسیب‌دیده است: پرونده‌اش همه‌ی تصویر را ندارد.
scan-no-board = هیچ پازلی در عکس پیدا نشد: از بالا عکس بگیرید، طوری که کل صفحه دیده شود.
scan-two-boards = دو پازل در عکس است: هر بار از یکی عکس بگیرید.
scan-cut-off = بخشی از صفحه بیرون از عکس است: کمی عقب بروید یا گوشی را بچرخانید.
scan-size-unsupported = صفحهٔ { $size } را نمی‌توان اسکن کرد: اندازه‌ها از 2×2 تا 6×6.
scan-no-grid = صفحه پیدا شد اما کاشی‌هایش از هم تشخیص داده نشدند: نور بیشتر، بازتاب کمتر.
scan-failed = خواننده شروع به کار نکرد: { $why }
scan-outline = صفحه این نیست؟ گوشه‌های قاب را روی گوشه‌های صفحه بکشید.
scan-place = یا خودتان صفحه را مشخص کنید: گوشه‌های قاب را روی گوشه‌های صفحه بکشید.
scan-keys = عکس شما با قاب صفحه. برای جابه‌جا کردن یک گوشه، 1، 2، 3 یا 4 را بزنید تا انتخاب شود، سپس کلیدهای جهت‌نما را.
scan-camera = استفاده از دوربین
scan-shoot = گرفتن عکس
scan-stop = بستن دوربین
scan-guide = کل صفحه را از بالا و مستقیم درون کادر قرار دهید.
scan-video = نمای دوربین
scan-camera-denied = دوربین اینجا مجاز نیست: آن را برای این صفحهٔ وب مجاز کنید، یا با «عکس» عکسی بگیرید یا انتخاب کنید.
scan-camera-none = هیچ دوربینی پیدا نشد: با «عکس» عکسی بگیرید یا انتخاب کنید.
scan-camera-failed = دوربین باز نشد ({ $why }): با «عکس» عکسی بگیرید یا انتخاب کنید.
scan-alt = عکس شما، با قابی دور صفحهٔ پیداشده
