# Arabic (Modern Standard Arabic), translated from locales/en/npuzzle.ftl (same message ids and { $placeholders }).
# Fluent syntax: https://projectfluent.org/fluent/guide/ (Arabic plural forms: zero, one, two, few, many, other).
# docs/translating.md says how to add or fix a language.
# Terms: A*, IDA*: kept in Latin letters, as Arabic AI courses and textbooks write them.
# Terms: BFS, DFS, IDDFS: kept as the English abbreviations in short references (rules, settings, menus of values); the menu names are translated in full.
# Terms: f, g, h, h*, b*, d, N: the formula letters stay Latin, as in the textbook formulas (f = g + h).
# Terms: CSV, Markdown, iframe, LMS, SCORM, cmi5, xAPI, JPEG, PNG, UTF-8, Web Workers, Content-Security-Policy: names of formats and web standards, written as in English.
# Terms: digits are Western (0-9), as in Arabic computing course material and as the program prints numbers and reads boards; 181,440 keeps the comma for thousands.
# Terms: units are ث (seconds), ملي ث (milliseconds), كيلوبايت and ميغابايت, as CLDR's Arabic abbreviates them, not Latin s, ms, KB, MB.

## اللغة نفسها

# The language's own name, as its speakers write it (the language menu lists every language so).
language-name = العربية
# ltr, or rtl for a language written right to left (the page mirrors its layout).
language-direction = rtl
# The label of the page's language menu.
language = اللغة

## اللوحة

board-region = لوحة اللغز
board-role = لوحة اللغز
board-keys = مفاتيح الأسهم تحرّك قطعة إلى الفراغ: تتحرك القطعة في اتجاه السهم.
moves-label = الحركات:
solved-badge = تم الحل!
board-hint = انقر أو المس قطعة مجاورة للفراغ، أو اسحب بإصبعك، أو ركّز على اللوحة واستخدم مفاتيح الأسهم.
goal-label = لوحة { $size }، الهدف: { $kind }
blank-last = الفراغ في الآخر
blank-first = الفراغ في الأول
blank = فراغ
describe = لوحة اللغز، { $size }: { $rows }

## قسم اللوحة

board-title = اللوحة
tabs = الأقسام
panel-loading = جارٍ تحميل هذا القسم…
panel-not-loaded = تعذّر تحميل هذا القسم. تحقّق من الاتصال: ستُعاد المحاولة بعد بضع ثوانٍ.
tab-study = الدراسة
tab-share = المشاركة
node-board = لوحة العقدة { $node }: { $rows }
size = الحجم
puzzle-name = لغز الـ{ $n }
goal = الهدف
goal-end-option = الفراغ في الآخر (⁦1 2 3 / … / _⁩)
goal-start-option = الفراغ في الأول (⁦_ 1 2 / …⁩)
shuffle = خلط
scramble = بعثرة
scramble-moves = حركات البعثرة
moves-unit = حركة
reset = إعادة التعيين
board-text = اللوحة نصاً
board-text-help = (الصق أو اكتب: الصفوف على أسطر منفصلة أو مفصولة بـ /، واكتب الفراغ 0 أو _ أو .)
use-board = استخدام هذه اللوحة
scan-puzzle = مسح لغز ضوئياً…
scan-not-loaded = تعذّر تحميل المسح الضوئي ({ $why }). تحقّق من الاتصال وحاول مرة أخرى.

## قسم الحل

solve-title = الحل
algorithm = الخوارزمية
heuristic = الدالة الاستدلالية
option-auto = تلقائي (أسرع طريقة مثلى)
option-fast = سريع (أي حجم، ليس الأقصر)
name-bfs = البحث بالعرض أولاً
name-dfs = البحث بالعمق أولاً
name-iddfs = البحث بالتعميق التكراري
name-bibfs = البحث بالعرض أولاً ثنائي الاتجاه
name-greedy = البحث الجشع الأفضل أولاً
name-a-star = ⁦A*⁩
name-ida-star = ⁦IDA*⁩
name-auto = تلقائي
name-fast = الوضع السريع
option-hamming = هامينغ (القطع في غير مواضعها)
name-hamming = هامينغ
name-manhattan = مانهاتن
name-linear-conflict = التعارض الخطي
large-note = لوحة كبيرة: يجد «سريع» حلاً فوراً، لكنه ليس بالضرورة الأقصر.
solve = حلّ
cancel = إلغاء
tree-depth = عمق الشجرة: { $n }
f-bound = حدّ f: { $n }
depth = العمق: { $n }
expanded = الموسَّعة
frontier = الحافة
time = الوقت
seconds = ث
preparing = أول حل بهذا الحجم: تجهيز الجداول لـ { $size }… { $pct }%
length = الطول
optimal = أمثل
enqueued = المضافة إلى الطابور
largest-frontier = أكبر حجم للحافة
yes = نعم
not-guaranteed = غير مضمون
ms = { $ms } ملي ث
ms-with-tables = { $ms } ملي ث (منها { $tables } ملي ث للجداول)

## التشغيل

playback = التشغيل
jump-start = الانتقال إلى البداية
step-back = خطوة إلى الوراء
play = تشغيل
pause = إيقاف مؤقت
step-forward = خطوة إلى الأمام
jump-end = الانتقال إلى النهاية
speed = السرعة
step-of = الخطوة { $step } من { $total }
step-of-tile = الخطوة { $step } من { $total }: القطعة { $tile } { $way }
step-of-done = الخطوة { $step } من { $total }: تم الوصول إلى الهدف.
move-button = الحركة { $i }: القطعة { $tile } { $way }
moves-shown = الحركات { $from }–{ $to } من { $total }
moves-earlier = الحركات السابقة
moves-later = الحركات اللاحقة
move-list-help = تعرض قائمة الحركات كل قطعة والاتجاه الذي تنزلق فيه.

## دراسة البحث

study-title = دراسة البحث
hint-button = تلميح
thinking = جارٍ التفكير…
hint-next = التالي: حرّك { $tile } { $way }. بقيت { $n ->
        [zero] { $n } حركة
        [one] حركة واحدة
        [two] حركتان
        [few] { $n } حركات
        [many] { $n } حركة
       *[other] { $n } حركة
    } (وفق أحد أقصر الحلول).
hint-next-about = التالي: حرّك { $tile } { $way }. بقيت { $n ->
        [zero] { $n } حركة
        [one] حركة واحدة
        [two] حركتان
        [few] { $n } حركات
        [many] { $n } حركة
       *[other] { $n } حركة
    } تقريباً.
hint-none = لا تلميح: لم تجد أداة الحل حلاً في الوقت المتاح.
already-solved = اللغز محلول أصلاً!
show-heuristics = إظهار الدوال الاستدلالية على اللوحة
heuristic-totals = هامينغ { $hamming } · مانهاتن { $manhattan } · التعارض الخطي { $lc }
ghf = الخطوة { $g }: ⁨g = { $g }⁩، ⁨h = { $h }⁩ ({ $heuristic })، ⁨f = g + h = { $f }⁩
overlay-help = تعرض زاوية كل قطعة مسافة مانهاتن الخاصة بها؛ والقطع الموجودة في خاناتها الهدف خضراء؛ وتصل خطوط برتقالية بين القطع الواقعة في تعارض خطي.
copy-assignment = نسخ بالصيغة التي يطبعها الواجب
step-title = تتبّع البحث خطوة بخطوة
trace-start = تسجيل البحث
trace-help = يسجّل الخوارزمية المختارة على هذه اللوحة، ثم يتتبّعها خطوة بخطوة: كل عقدة موسَّعة، وكل ابن مولَّد.
trace-needs-algorithm = يحتاج التتبّع خطوة بخطوة إلى أحد أساليب البحث المقرّرة: اختر تحت «الحل» أي خوارزمية عدا «تلقائي» و«الوضع السريع».
recording = جارٍ تسجيل البحث…
trace-ready = تم التسجيل: تتبّعه خطوة بخطوة أدناه.
trace-limited = سُجّل { $n ->
        [zero] أول { $n } حدث
        [one] الحدث الأول
        [two] أول حدثين
        [few] أول { $n } أحداث
        [many] أول { $n } حدثًا
       *[other] أول { $n } حدث
    } (حدّ التسجيل): تتبّعها خطوة بخطوة أدناه.
trace-reset = إلى البداية
trace-back = رجوع
trace-run = تشغيل
trace-step = خطوة
trace-end = إلى النهاية
trace-close = إغلاق
trace-status = الحدث { $step } من { $total } · الموسَّعة { $expanded } · المولَّدة { $generated }
trace-start-event = البداية: لم تُوسَّع أي عقدة بعد.
event-iteration = تكرار جديد: الحدّ { $bound }.
event-expand = توسيع العقدة { $node } (⁨g { $g }⁩، ⁨h { $h }⁩، ⁨f { $f }⁩).
event-expand-back = توسيع العقدة { $node } (من الهدف؛ ⁨g { $g }⁩، ⁨h { $h }⁩، ⁨f { $f }⁩).
event-generate = ابن بتحريك الفراغ { $via }: ⁨g { $g }⁩، ⁨h { $h }⁩، ⁨f { $f }⁩: { $fate }.
event-goal = تم العثور على الهدف: العقدة { $node }.
fate-new = جديد، يُضاف إلى الحافة
fate-within = ضمن الحدّ، يُبحث فيه تالياً
fate-seen = سبقت رؤيته، يُهمَل
fate-reopened = وُصل إليه بمسار أقصر، يُضاف إلى الطابور مجدداً
fate-over-bound = f يتجاوز الحدّ، يُقطع
fate-met = وصل إليه البحث القادم من الطرف الآخر: يلتقي البحثان
# Bidirectional BFS searches from the start and from the goal: a frontier row of the goal's
# search is marked with side-goal, and its expansions read event-expand-back.
side-goal = من الهدف
children = أبناء العقدة الجاري توسيعها
frontier-caption = الحافة، بدءاً بالتالية: { $n ->
        [zero] { $n } عقدة
        [one] عقدة واحدة
        [two] عقدتان
        [few] { $n } عقد
        [many] { $n } عقدة
       *[other] { $n } عقدة
    }
frontier-caption-pick = الحافة بترتيب إنشاء عقدها (التالية ليست أولاً بالضرورة): { $n ->
        [zero] { $n } عقدة
        [one] عقدة واحدة
        [two] عقدتان
        [few] { $n } عقد
        [many] { $n } عقدة
       *[other] { $n } عقدة
    }
frontier-none = لا يحتفظ IDDFS ولا ⁦IDA*⁩ بحافة: فهما يبحثان بالعمق أولاً ضمن الحدّ.
col-move = حركة الفراغ
col-node = العقدة
col-what = ما آلت إليه
predict-label = التنبؤ: اختر العقدة التي ستُوسَّع تالياً
pick-label = اختيار العقدة { $node }
pick = اختيار
rule-bfs = يأخذ BFS أقدم عقدة في الحافة (الداخل أولاً يخرج أولاً)
rule-dfs = يأخذ DFS أحدث عقدة في الحافة (الداخل أخيراً يخرج أولاً)
rule-greedy = يأخذ البحث الجشع أصغر h (عند التعادل: الأقدم)
rule-a-star = يأخذ ⁦A*⁩ أصغر f = g + h (عند التعادل: ذات h الأصغر، ثم الأقدم)
rule-greedy-newest = يأخذ البحث الجشع أصغر h (عند التعادل: الأحدث)
rule-a-star-oldest = يأخذ ⁦A*⁩ أصغر f = g + h (عند التعادل: الأقدم)
rule-a-star-newest = يأخذ ⁦A*⁩ أصغر f = g + h (عند التعادل: الأحدث)
settings-title = إعدادات البحث
settings-help = تحدّد تمارين المقرر هذه الإعدادات. ينطبق ترتيب حركات الفراغ على كل أساليب البحث عدا «تلقائي» و«سريع»، وكسر التعادل على البحث الجشع و ⁦A*⁩، واختبار الهدف على BFS.
order-label = ترتيب حركات الفراغ
ties-label = التعادل
ties-deeper = ذات h الأصغر أولاً، ثم الأقدم
ties-oldest = الأقدم أولاً (الداخل أولاً يخرج أولاً)
ties-newest = الأحدث أولاً (الداخل أخيراً يخرج أولاً)
code-title = الخوارزمية سطراً بسطر
code-line = السطر { $n }: { $code }
code-duplicates = كشف التكرار: تُحفظ كل لوحة مرة واحدة
code-dfs-order = تُدفع من الأخيرة إلى الأولى، فتُسحب الحركة الأولى أولاً
code-reopen = وُجد مسار أقصر إليها
code-tree-depth = عمق الشجرة
code-next-bound = أصغر قيمة f تجاوزت الحدّ
code-cut = تُقطع: لا يُبحث فيها في هذا التكرار
code-level = مستوى كامل في كل مرة، لذا فأول لقاء هو أقصر مسار
code-meet = يلتقي البحثان: يمتد المسار من البداية إلى الابن، ثم إلى الهدف
# The pseudocode, line by line, as a textbook in the language prints it: keep each line's
# structure and symbols (←, [ ], ( ), ∞, f, g, h); the words and names may be the language's.
pc-start-queue = الحافة → طابور [البداية]; المبلوغة → {"{"}البداية{"}"}
pc-start-stack = المكدس → [البداية]; المبلوغة → {"{"}البداية{"}"}
pc-start-priority = الحافة → طابور أولويات حسب { $by }: [البداية]
pc-goal-start = إذا كانت البداية هي الهدف: أرجع البداية
pc-while-frontier = طالما الحافة غير فارغة:
pc-while-stack = طالما المكدس غير فارغ:
pc-pop-first = العقدة → الحافة.سحب_الأول()
pc-pop-stack = العقدة → المكدس.سحب()
pc-pop-min = العقدة → الحافة.سحب_الأصغر()
pc-goal-node = إذا كانت العقدة هي الهدف: أرجع العقدة
pc-moves = لكل حركة في [{ $order }]:
pc-moves-reversed = لكل حركة في معكوس([{ $order }]):
pc-child = الابن → العقدة + الحركة
pc-child-g = الابن → العقدة + الحركة; ⁦g(⁧الابن⁩) ← g(⁧العقدة⁩) + 1⁩
pc-goal-child = إذا كان الابن هو الهدف: أرجع الابن
pc-seen = إذا كان الابن في المبلوغة: تجاوزه
pc-seen-g = إذا بُلغ الابن بقيمة ⁦g ≤ g(⁧الابن⁩)⁩: تجاوزه
pc-reopen = إذا بُلغ الابن بقيمة g أكبر: أعد إدراجه في الطابور
pc-push-frontier = المبلوغة.إضافة(الابن); الحافة.دفع(الابن)
pc-push-stack = المبلوغة.إضافة(الابن); المكدس.دفع(الابن)
pc-push-g = المبلوغة[الابن] → ⁦g(⁧الابن⁩)⁩; الحافة.دفع(الابن)
pc-fail = أرجع فشل
pc-start-bound = الحد → ⁦h(⁧البداية⁩)⁩
pc-start-limit = حد_العمق → 0
pc-loop = كرر:
pc-iterate = التالي → ∞; إذا أعاد بحث(البداية، 0) وُجد: أرجع مساره
pc-next-bound = الحد → التالي
pc-next-limit = حد_العمق → حد_العمق + 1
pc-function-g = دالة بحث(العقدة، g):
pc-function-depth = دالة بحث(العقدة، العمق):
pc-goal-found = إذا كانت العقدة هي الهدف: أرجع وُجد
pc-moves-no-undo = لكل حركة في [{ $order }]، عدا التي تلغي الأخيرة:
pc-child-f = الابن → العقدة + الحركة; ⁦f ← g + 1 + h(⁧الابن⁩)⁩
pc-cut-f = إذا كانت f > الحد: التالي → ⁦min(⁧التالي،⁩ f)⁩; تجاوزه
pc-cut-depth = إذا كان العمق + 1 > حد_العمق: تجاوزه
pc-recurse-g = إذا أعاد بحث(الابن، ⁦g + 1⁩) وُجد: أرجع وُجد
pc-recurse-depth = إذا أعاد بحث(الابن، العمق + 1) وُجد: أرجع وُجد
pc-not-found = أرجع لم يُوجد
pc-start-two = الأمامي → طابور [البداية]; الخلفي → طابور [الهدف]; المبلوغة → {"{"}البداية: الأمامي، الهدف: الخلفي{"}"}
pc-while-two = طالما الأمامي والخلفي غير فارغين:
pc-take-level = المستوى → الأصغر من الأمامي والخلفي (الأمامي عند التساوي)، بعد إفراغه
pc-for-level = لكل عقدة في المستوى:
pc-meet = إذا كان الابن قد بُلغ من الطرف الآخر: أرجع المسار البداية ← الابن ← الهدف
pc-push-side = المبلوغة[الابن] → جهة العقدة; ادفع الابن إلى تلك الجهة
pc-move-up = أعلى
pc-move-down = أسفل
pc-move-left = يسار
pc-move-right = يمين
pc-order = { $a }، { $b }، { $c }، { $d }
goal-test-label = اختبار الهدف
goal-at-generation = عند توليد العقدة
goal-at-expansion = عند توسيع العقدة
node-value = للعقدة { $node } قيمة { $what } = { $v }
node-age = وُلِّدت العقدة { $node } بالترتيب رقم { $node }
predict-right = صحيح: { $rule }؛ { $why }.
predict-wrong = ليس تماماً: العقدة التالية هي { $next }. { $rule }؛ { $why }، و{ $yours }.
predict-skipped = تم التخطي دون اختيار: العقدة التالية كانت { $next }. { $rule }.
tree-title = شجرة البحث
tree-collapse = المسار إلى الحافة والهدف فقط
tree-summary = شجرة البحث: رُسمت { $n ->
        [zero] { $n } عقدة
        [one] عقدة واحدة
        [two] عقدتان
        [few] { $n } عقد
        [many] { $n } عقدة
       *[other] { $n } عقدة
    } ({ $expanded } موسَّعة، { $open } مفتوحة، { $cut } مقطوعة، { $hidden } مخفية)، العمق { $depth }. { $path }
tree-path = المسار إلى الهدف: العقد { $nodes }.
tree-legend = أزرق: مفتوحة. رمادي: موسَّعة. أخضر: المسار إلى الهدف. أحمر: قطعها الحدّ. أشر إلى عقدة، أو حدّد الشجرة واستخدم مفاتيح الأسهم، لرؤية لوحتها.
tree-node-info = العقدة { $node }: ⁨g { $g }⁩، ⁨h { $h }⁩، ⁨f { $f }⁩. اللوحة: { $board }
tree-too-big = { $n ->
        [zero] رُسمت أول { $n } عقدة
        [one] رُسمت العقدة الأولى
        [two] رُسمت أول عقدتين
        [few] رُسمت أول { $n } عقد
        [many] رُسمت أول { $n } عقدة
       *[other] رُسمت أول { $n } عقدة
    } فقط.
chart-depth = العقد المولَّدة في كل عمق
chart-frontier = حجم الحافة عند كل توسيع
chart-depth-text = العقد في كل عمق: { $values }.
chart-frontier-text = حجم الحافة من { $first } إلى { $last }، وأكبره { $max }.
experiment-title = تجربة الكتاب المقرر
experiment-help = لكل عمق d، تُسحب عشوائياً لوحات من لغز الـ8 من بين كل اللوحات التي يتطلب أقصر حل لها d حركة بالضبط؛ ويحلّ كل بحث مؤشَّر عليه كلاً منها. يعطي الجدول متوسط العقد المولَّدة، وبين قوسين عامل التفرع الفعّال ⁦b*⁩: قيمة b التي تحقق ⁨N + 1 = 1 + b + b² + … + b^d⁩. يظهر – للبحث الذي يتجاوز { $n } عقدة على لوحة. البذرة نفسها تعطي الأعداد نفسها التي يعطيها npuzzle experiment.
experiment-depths = الأعماق (بداية..نهاية:خطوة، أو قائمة)
experiment-count = عدد اللوحات لكل عمق
experiment-seed = البذرة
experiment-searches = أساليب البحث
experiment-run = تشغيل التجربة
experiment-running = جارٍ تشغيل التجربة…
experiment-done = انتهت التجربة.
experiment-bad-depths = «{ $depths }» ليست قائمة أعماق: اكتب بداية..نهاية:خطوة (مثل 2..24:2) أو قائمة (مثل 2,4,8)، كل عمق من 0 إلى 31.
experiment-cancelled = أُلغيت: تبقى الصفوف المنجزة حتى الآن.
experiment-no-search = أشّر على بحث واحد على الأقل.
experiment-caption = متوسط العقد المولَّدة (⁦b*⁩)، حسب عمق الحل d
experiment-chart = العقد المولَّدة حسب العمق (مقياس لوغاريتمي)
compare-title = مقارنة أساليب البحث
compare-button = مقارنة كل أساليب البحث
compare-help = يشغّل كل خوارزمية مع كل دالة استدلالية على هذه اللوحة، واحدة تلو الأخرى، ولكلٍّ منها { $n ->
        [zero] { $n } عقدة
        [one] عقدة واحدة
        [two] عقدتان
        [few] { $n } عقد
        [many] { $n } عقدة
       *[other] { $n } عقدة
    } على الأكثر.
comparing = جارٍ مقارنة كل أساليب البحث على هذه اللوحة.
compared = تمت مقارنة { $n ->
        [zero] { $n } عملية بحث
        [one] عملية بحث واحدة
        [two] عمليتي بحث
        [few] { $n } عمليات بحث
        [many] { $n } عملية بحث
       *[other] { $n } عملية بحث
    }.
compare-cancelled = أُلغيت المقارنة.
copy-csv = نسخ CSV
copy-markdown = نسخ Markdown
col-algorithm = الخوارزمية
col-heuristic = الدالة الاستدلالية
col-chart = الموسَّعة (مقياس لوغاريتمي)
status-waiting = في الانتظار
status-running = قيد التشغيل
status-solved = محلول
status-limit = حدّ العقد
status-cancelled = ملغى
status-failed = فشل
play-row = تشغيل
play-row-label = تشغيل حل { $algo }
playing-row = جارٍ تشغيل حل { $algo }.

## التمارين المقيَّمة (قسم الطالب)

ex-title = التمرين
ex-cannot-start = لا يمكن بدء هذا التمرين: { $why }
ex-ask-teacher = أبلغ من أعدّه.
ex-task-play = صِل إلى الهدف يدوياً بأقل عدد ممكن من الحركات. تنجح إذا لم تزد حركاتك على أقصر حل بأكثر من { $slack ->
        [zero] { $slack } حركة
        [one] حركة واحدة
        [two] حركتين
        [few] { $slack } حركات
        [many] { $slack } حركة
       *[other] { $slack } حركة
    }.
ex-task-predict = تنبّأ بعمليات التوسيع الـ{ $n } التالية لـ { $algo }: قبل كل منها، اختر عقدة الحافة التي تظن أنها ستُوسَّع تالياً. تنجح بـ{ $pass }% من الإجابات الصحيحة.
ex-task-children = لكل من عمليات التوسيع الـ{ $n } التالية لـ ⁦A*⁩ مع { $heuristic }، أعطِ g و h و f = g + h لكل ابن يولّده. تنجح بـ{ $pass }% من الإجابات الصحيحة.
ex-task-heuristic = اكتب دالة استدلالية h للغز الـ8 بلغة الصيغ في المختبر (مثل manhattan + 2*conflicts). تُفحص على كل اللوحات الـ181,440، ثم تُسابَق مع مانهاتن باستخدام ⁦A*⁩ على { $boards } لوحة. تنجح إذا كانت h مقبولة ولم تولّد أكثر من { $pass }% من عقد مانهاتن.
ex-submit-h = تسليم h
ex-grading = جارٍ فحص h على كل لوحة، ثم مسابقتها مع مانهاتن…
ex-h-raced = مقبولة. على لوحات السباق ولّدت h عدداً من العقد قدره { $own }، ومانهاتن { $manhattan }: أي { $percent }% من عقد مانهاتن.
ex-h-race-caption = العقد المولَّدة على لوحات السباق الـ20 عند كل عمق حل d
ex-h-over-budget = مقبولة، لكن ⁦A*⁩ مع h تجاوز { $max ->
        [zero] { $max } عقدة
        [one] عقدة واحدة
        [two] عقدتين
        [few] { $max } عقد
        [many] { $max } عقدة
       *[other] { $max } عقدة
    } على لوحات السباق: أكثر مما يحتاجه مانهاتن للوحات الـ120 كلها، أياً كانت اللوحات المسحوبة.
ex-h-seed = سُحبت لوحات السباق في هذه المحاولة بالبذرة { $seed }: الأمر ⁨npuzzle heuristic grade --seed { $seed }⁩ يقيّم h على اللوحات نفسها.
ex-no-grade = تعذّر تقييم h ({ $why }). سلّمها مرة أخرى.
ex-progress = { $done } من { $n }
ex-attempt = المحاولة { $n }
ex-moves-so-far = الحركات: { $moves }
ex-hints-used = التلميحات المستخدمة: { $n }
ex-hints-left = التلميحات المستخدمة: { $n } من { $max }
ex-score = الدرجة: { $raw } من { $max } ({ $percent }%)
ex-play-score = { $moves ->
        [zero] { $moves } حركة
        [one] حركة واحدة
        [two] حركتان
        [few] { $moves } حركات
        [many] { $moves } حركة
       *[other] { $moves } حركة
    }؛ أقصر حل يستغرق { $optimal }.
ex-passed = ناجح: { $raw } من { $max } (المحاولة { $attempt }).
ex-failed = غير ناجح: { $raw } من { $max } (المحاولة { $attempt }).
ex-try-again = إعادة المحاولة
ex-keep-best = يحفظ المقرر أفضل نتيجة لك: لا يمكن لمحاولة أخرى أن تخفضها.
ex-keep-last = يحفظ المقرر آخر نتيجة لك: المحاولة الأخرى تحل محل هذه، حتى لو كانت درجتها أقل.
ex-started = بدأت محاولة جديدة.
ex-pick-prompt = أي عقدة ستُوسَّع تالياً؟
ex-expanding = توسيع العقدة { $node }: أعطِ g و h و f لكل ابن.
ex-child = الابن
ex-child-via = الفراغ { $way }
ex-value-of = { $value } للابن الناتج عن تحريك الفراغ { $way }
ex-check = تحقّق
ex-children-verdict = الصحيح: { $right } من أصل { $n ->
        [zero] { $n } ابن
        [one] ابن واحد
        [two] ابنين
        [few] { $n } أبناء
        [many] { $n } ابنًا
       *[other] { $n } ابن
    }.
ex-child-right = صحيح
ex-child-wrong = خطأ: ⁨g = { $g }⁩، ⁨h = { $h }⁩، ⁨f = { $f }⁩
ex-waiting = جارٍ تجهيز التمرين…
ex-restored = استُعيدت محاولتك من حيث توقفت.
ex-saved-damaged = وُجدت هنا محاولة محفوظة تالفة فنُحّيت جانباً: تبدأ محاولة جديدة.
ex-saved-version = نُحّيت جانباً محاولة محفوظة من إصدار آخر من التطبيق: تبدأ محاولة جديدة.
ex-not-kept = لا يحفظ هذا المتصفح شيئاً لهذه الصفحة، لذا تبدأ المحاولة من جديد عند إعادة التحميل.
ex-no-optimal = أقصر حل غير معروف، لذا لا يمكن تقييم المحاولة بعد ({ $why }).
ex-no-more-hints = لا مزيد من التلميحات في هذا التمرين.
ex-board-held = لا تتحرك اللوحة الآن: إنها تابعة للتمرين.
ex-move-cap = انتهت المحاولة بعد { $n ->
        [zero] { $n } حركة
        [one] حركة واحدة
        [two] حركتين
        [few] { $n } حركات
        [many] { $n } حركة
       *[other] { $n } حركة
    } دون الوصول إلى الهدف.
puzzle-numbered = اللغز رقم { $n }
ex-board-fixed = لا يمكن تغيير لوحة التمرين أثناء تشغيله.
ex-restarted = تغيّر التمرين: بدأت محاولة جديدة.
ex-resume-ignored = تم تجاهل محاولة محفوظة قُدّمت أثناء تشغيل التمرين.
ex-delivered = وصلت نتيجتك إلى المقرر.
ex-pending = لم تصل نتيجتك إلى المقرر بعد؛ فهي محفوظة وستُرسل مجدداً.
ex-no-session = لا يستقبل المقرر النتائج الآن: نتيجتك محفوظة هنا وستُرسل عندما تفتح هذا التمرين في المرة القادمة.
ex-bad-board = اللوحة «{ $v }» غير صالحة للاستخدام: { $why }
ex-bad-task = المهمة «{ $v }» غير موجودة: استخدم play أو predict أو children
ex-bad-id = معرّف التمرين «{ $v }» غير صالح: حتى { $max } من الحروف أو الأرقام أو - _ . أو :
ex-bad-count = قيمة count «{ $v }» ليست عدد أسئلة من 1 إلى { $max }
ex-bad-slack = قيمة slack «{ $v }» ليست عدد حركات من 0 إلى { $max }
ex-bad-hints = قيمة hints «{ $v }» ليست on ولا off ولا عدداً من 0 إلى { $max }
ex-bad-pass = قيمة pass «{ $v }» ليست درجة نجاح: أعطِ كسراً (0.8) أو نسبة مئوية (80%)
ex-setting = { $field }: { $why }
ex-bad-keep = قيمة keep «{ $v }» ليست best ولا last
ex-too-large = لوحة { $size } أكبر من أن تُستخدم في تمرين: { $max ->
        [zero] { $max } خانة
        [one] خانة واحدة
        [two] خانتان
        [few] { $max } خانات
        [many] { $max } خانة
       *[other] { $max } خانة
    } على الأكثر
ex-unsolvable = لا يمكن الوصول من هذه اللوحة إلى الهدف، لذا لا تصلح لأي مهمة
ex-already-goal = اللوحة هي الهدف أصلاً: لا شيء للقيام به
ex-needs-predictable = تحتاج predict إلى BFS أو DFS أو البحث الجشع أو ⁦A*⁩، لا إلى { $algo }
ex-needs-a-star = تحتاج children إلى ⁦A*⁩، لا إلى { $algo }

## قسم التمرين (للمعلم، بجانب «المشاركة»)

au-title = التمرين (للمعلمين)
au-help = أنشئ تمريناً مقيَّماً من هذه اللوحة وهذا البحث. يرى الطلاب المهمة وتقدّمهم ودرجاتهم؛ وتصل النتائج إلى صفحة مقررك أو إلى LMS.
au-task = المهمة
au-task-play = اللعب: الوصول إلى الهدف بحركات قليلة
au-task-predict = التنبؤ بعمليات التوسيع التالية
au-task-children = g و h و f للأبناء (⁦A*⁩)
au-task-heuristic = كتابة دالة استدلالية مقبولة
au-count = الأسئلة
au-slack = الحركات المسموح بها زيادةً على أقصر حل
au-hints-name = التلميحات
au-hints-on = مسموح بها، وتُحتسب كلٌّ منها
au-hints-off = لا شيء
au-hints-most = { $n } على الأكثر
au-pass = درجة النجاح
au-id = معرّف التمرين (اختياري)
au-keep = ما يحفظه نظام التعلم
au-keep-best = أفضل محاولة
au-keep-last = آخر محاولة
au-preview = معاينة كطالب
au-copy-link = نسخ الرابط
au-copy-iframe = نسخ iframe
au-copy-element = نسخ العنصر
au-format = الحزمة لـ
au-format-help = SCORM 1.2: Moodle و Canvas وكل LMS تقريباً. SCORM 2004: Blackboard و Brightspace و ILIAS و Open edX (وهي تقبل 1.2 أيضاً). cmi5: أنظمة LMS المبنية على xAPI ومخزن سجلات التعلم.
au-download = تنزيل لنظام LMS الخاص بك
au-invalid = غير جاهز: { $why }
ex-packing = جارٍ إنشاء الحزمة…
ex-packed = تم تنزيل الحزمة ({ $kb } كيلوبايت): ارفعها إلى نظام LMS الخاص بك كحزمة { $format }.
ex-pack-failed = تعذّر إنشاء الحزمة: { $why }
ex-pack-bad-name = يذكر files.json الاسم «{ $name }» { $why ->
         [parent] خارج الموقع (..)
         [absolute] من الجذر (/)
         [backslash] مع شرطة مائلة عكسية
         [colon] مع نقطتين (C:، عنوان)
         [empty] مع جزء فارغ أو «.»
         [duplicate] مرتين
        *[character] مع ? أو # أو % أو محرف مخفي
    }: أعد بناء الموقع.

## عرض الصف (إطلاق المعلم لرابط في نظام إدارة التعلم: محاولات الطلاب ودرجاتهم وإجاباتهم)

class-title = الصف: { $title }
class-untitled = تمرين لغز N
class-boardless = لا يحدد تمرين هذا الرابط لوحة، لذا لا تُقيَّم محاولاته: كانت صفحة كل طالب ستختار لوحتها الخاصة. أضف التمرين مرة أخرى مع لوحة.
class-no-column = ليس لهذا الرابط عمود في سجل الدرجات: تُحفظ الدرجات هنا فقط. أضف التمرين عبر اختيار المحتوى في نظام إدارة التعلم (Deep Linking) ليكون له عمود.
class-find = البحث عن طالب
class-no-students = لم يفتح أي طالب هذا التمرين بعد.
class-no-answers = لا إجابات بعد.
class-questions = الأسئلة
class-questions-caption = الأسئلة: آخر إجابة لكل طالب
class-question = السؤال
class-right = نسبة الصواب
class-right-answer = الإجابة الصحيحة
class-wrong-answers = الإجابات الخاطئة الشائعة
class-share = { $percent }% ({ $right } من { $students })
class-no-wrong = لا شيء
class-students = الطلاب
class-students-caption = الطلاب الذين فتحوا التمرين
class-student = الطالب
class-attempts = المحاولات
class-grade = الدرجة
class-gradebook = سجل الدرجات
class-last-seen = آخر نشاط (UTC)
class-attempts-count = { $begun ->
        [zero] لم تبدأ أي محاولة
        [one] بدأت محاولة واحدة
        [two] بدأت محاولتان
        [few] بدأت { $begun } محاولات
        [many] بدأت { $begun } محاولة
       *[other] بدأت { $begun } محاولة
    }، { $ended ->
        [zero] لم تنتهِ أي منها
        [one] انتهت واحدة
        [two] انتهت اثنتان
        [few] انتهت { $ended }
        [many] انتهت { $ended }
       *[other] انتهت { $ended }
    }
class-no-grade = لا درجة بعد
class-grade-passed = { $raw } من { $max }، ناجح
class-grade-failed = { $raw } من { $max }، غير ناجح
class-nothing-to-send = لا شيء لإرساله
class-sent = أُرسلت
class-no-column-yet = لا عمود
class-on-its-way = في الطريق
class-waiting = في الانتظار: { $why }
class-refresh = تحديث
class-download = تنزيل كل الإجابات (CSV)
class-open-exercise = فتح التمرين كما يراه الطالب
class-stopped = لم يعد هذا العرض يتحدّث: أطلق التمرين مرة أخرى من المقرر لرؤية الإجابات الجديدة.
class-open-attempt = فتح المحاولة:
class-attempt-graded = المقيَّمة
class-attempt-latest = الأحدث
class-open-attempt-label = فتح محاولة { $who } رقم { $attempt }
class-review-ended = محاولة { $who } رقم { $attempt } كما تركها (منتهية).
class-review-open = محاولة { $who } رقم { $attempt } كما تركها (غير منتهية).
class-review-note = هذه محاولته لا محاولتك: لا يُحفظ ولا يُرسل شيء مما تفعله هنا.
class-lrs-title = إجابات الصف من مخزن السجلات
class-lrs-tagline = لمقرر cmi5: كل سؤال على مستوى الصف، وإجابات كل طالب، وكل الإجابات بصيغة CSV، مقروءة من مخزن سجلات التعلم لديك (LRS).
class-lrs-endpoint = عنوان مخزن السجلات (نقطة نهاية xAPI)
class-lrs-endpoint-help = يعرضه نظام إدارة التعلم أو مخزن السجلات بجانب مفاتيحه؛ وينتهي عادةً بـ /xAPI/ أو /data/xAPI/.
class-lrs-key = المفتاح (اسم المستخدم)
class-lrs-secret = السر (كلمة المرور)
class-lrs-secret-help = مفتاح يُسمح له بقراءة العبارات. يبقى في هذه الصفحة: لا يدخل العنوان أبدًا ولا يُحفظ أبدًا.
class-lrs-activity = وحدة AU الخاصة بالتمرين (معرّف النشاط)
class-lrs-activity-help = معرّف العنصر <au> في ملف cmi5.xml للحزمة، أي ⁦urn:npuzzle:au:npuzzle-⁩ متبوعًا بمعرّف التمرين، ما لم يمنح نظام إدارة التعلم وحدات AU معرّفات خاصة به: عندها تعرضه تفاصيل الوحدة في النظام (قيمة activityId في رابط التشغيل).
class-lrs-show = عرض الصف
class-lrs-questions-table = جدول الأسئلة
class-lrs-answers-of = إجابات { $name }
class-lrs-student-summary = { $name }: { $right } من { $questions } صحيحة (آخر الإجابات)، { $answers ->
        [zero] لا إجابات
        [one] إجابة واحدة
        [two] إجابتان
        [few] { $answers } إجابات
        [many] { $answers } إجابة
       *[other] { $answers } إجابة
    }
class-lrs-answer = الإجابة
class-lrs-result = النتيجة
class-lrs-seconds = الثواني
class-lrs-when = وقت الإجابة (UTC)
class-lrs-yes = صحيحة
class-lrs-no = خاطئة
class-lrs-reading = جارٍ قراءة مخزن السجلات…
class-lrs-live = { $answers ->
        [zero] لا إجابات
        [one] إجابة واحدة
        [two] إجابتان
        [few] { $answers } إجابات
        [many] { $answers } إجابة
       *[other] { $answers } إجابة
    } من { $students ->
        [zero] لا طلاب
        [one] طالب واحد
        [two] طالبَين
        [few] { $students } طلاب
        [many] { $students } طالبًا
       *[other] { $students } طالب
    }. تُحدَّث مباشرةً ما دامت هذه الصفحة معروضة.
class-lrs-updated = آخر قراءة في { $time }.
class-lrs-paused = متوقفة مؤقتًا ما دامت هذه الصفحة مخفية.
class-lrs-none-yet = لا إجابات عن هذا التمرين بعد. تظهر هنا كلما أجاب الطلاب. إن كان الطلاب قد أجابوا، فتحقّق من معرّف نشاط وحدة AU.
class-lrs-bad-endpoint = يجب أن يكون عنوان مخزن السجلات عنوانًا كاملًا يبدأ بـ http:// أو https://، مثل https://lrs.example.org/xAPI/.
class-lrs-insecure = تُقدَّم هذه الصفحة عبر HTTPS، لذا لن يسمح لها المتصفح بقراءة مخزن سجلات على عنوان http://. استخدم عنوان https:// للمخزن.
class-lrs-no-key = اكتب المفتاح والسر.
class-lrs-key-in-address = اكتب المفتاح والسر في حقليهما، لا في عنوان مخزن السجلات.
class-lrs-no-activity = اكتب معرّف نشاط وحدة AU.
class-lrs-credentials = رفض مخزن السجلات المفتاح والسر (⁨HTTP { $status }⁩). تحقّق منهما، ومن أن المفتاح يُسمح له بقراءة العبارات.
class-lrs-network = تعذّر الوصول إلى مخزن السجلات على { $endpoint }. تحقّق من العنوان، ومن أن المخزن يسمح لأصل هذه الصفحة ({ $origin }) بقراءته (CORS): تذكر إعدادات مخزن السجلات الأصول التي يسمح بها.
class-lrs-timeout = لم يُجب مخزن السجلات خلال { $seconds } ثانية. جارٍ المحاولة مرة أخرى.
class-lrs-not-lrs = أجاب العنوان، لكن ليس كمخزن سجلات xAPI ({ $what }). تحقّق من العنوان: ينتهي عادةً بـ /xAPI/ أو /data/xAPI/.
class-lrs-no-list = لا قائمة عبارات
class-lrs-refused = رفض مخزن السجلات الاستعلام (⁨HTTP { $status }⁩): { $detail }
class-lrs-failed = أخفق مخزن السجلات (⁨HTTP { $status }⁩). جارٍ المحاولة مرة أخرى.
class-lrs-stale = أخفقت إعادة القراءة؛ الإجابات المعروضة من { $time }. { $problem }
class-lrs-elsewhere = الصفحة التالية من مخزن السجلات على موقع آخر ({ $origin }): لم تُتَّبع، كي يبقى المفتاح والسر مع هذا الموقع.

## المشاركة

share = مشاركة هذه اللوحة
share-link = الرابط
share-iframe = لصفحة مقرر: iframe
share-element = لصفحة مقرر: العنصر
share-guide = طريقة التضمين
share-algo-auto = يفتح الرابط والمقتطفات بخيار «تلقائي»: قد لا تُنهي { $algo } لوحة { $size } ضمن حدود الصفحة.
copy = نسخ
copied = تم النسخ إلى الحافظة.
copy-failed = رفض المتصفح النسخ: حدّد النص وانسخه.

## الصفحة المحيطة بالمكوّن

page-title = أداة حل لغز N
page-tagline = العب لغز القطع المنزلقة وحُلّه وادرسه
about-puzzle = عن اللغز
embed-guide = ضعه في صفحة مقررك

## الاتجاهات (اتجاه انزلاق القطعة)

way-up = إلى الأعلى
way-down = إلى الأسفل
way-left = إلى اليسار
way-right = إلى اليمين

## ما حدث

moved = حُرّكت القطعة { $tile } { $way }. { $n ->
        [zero] { $n } حركة
        [one] حركة واحدة
        [two] حركتان
        [few] { $n } حركات
        [many] { $n } حركة
       *[other] { $n } حركة
    }.
solved-by-hand = حُرّكت القطعة { $tile } { $way }. حُلّ اللغز في { $n ->
        [zero] { $n } حركة
        [one] حركة واحدة
        [two] حركتين
        [few] { $n } حركات
        [many] { $n } حركة
       *[other] { $n } حركة
    }!
busy = جارٍ الحل… اضغط «إلغاء» لتعود إلى اللعب.
shuffled = خُلطت اللوحة: لوحة عشوائية قابلة للحل.
scrambled = بُعثرت اللوحة { $n ->
        [zero] بـ{ $n } حركة عشوائية
        [one] بحركة عشوائية واحدة
        [two] بحركتين عشوائيتين
        [few] بـ{ $n } حركات عشوائية
        [many] بـ{ $n } حركة عشوائية
       *[other] بـ{ $n } حركة عشوائية
    }.
scramble-bad = تحتاج البعثرة إلى عدد صحيح من الحركات من 1 إلى { $max }.
back-to-start = عودة إلى وضع البداية.
board-from-text = عُيّنت اللوحة من مربع النص.
board-from-host = عيّنت الصفحة اللوحة.
not-a-board = ليست لوحة: { $why }.
no-solution = لا يوجد حل ممكن.
no-solution-searched = لا يوجد حل ممكن، لذا لم يُجرَ أي بحث.
explain-odd = الانقلابات (أزواج القطع المرتّبة عكس ترتيبها في الهدف): { $inv }. على لوحة عرضها فردي ({ $width }) تحافظ كل حركة على زوجية هذا العدد، ولا انقلابات في الهدف: لذا يجب أن يكون العدد زوجياً. العدد { $inv } { $parity }، { $verdict }.
explain-even = الانقلابات (أزواج القطع المرتّبة عكس ترتيبها في الهدف): { $inv }؛ الصفوف بين الفراغ وصفّه في الهدف: { $rows }. على لوحة عرضها زوجي ({ $width }) تغيّر الحركة إلى الأعلى أو إلى الأسفل زوجية العددين كليهما، لذا يجب أن يكون مجموعهما زوجياً، كما في الهدف. المجموع { $inv } + { $rows } = { $sum } { $parity }، { $verdict }.
even = زوجي
odd = فردي
can-reach = لذا يمكن الوصول إلى الهدف
cannot-reach = لذا لا يمكن الوصول إلى الهدف أبداً: بدّل أي قطعتين لتغيير ذلك
searching = جارٍ البحث…
lab-title = مختبر الدوال الاستدلالية
lab-help = اكتب h الخاصة بك وافحصها على كل لوحة بهذا الحجم مقارنةً بالمسافات الحقيقية (كل اللوحات الـ181,440 للغز الـ8؛ وعيّنة للوحات الأكبر). الأسماء: hamming، manhattan، conflicts، n، rows، cols، blank_row، blank_col، row(t)، col(t)، goal_row(t)، goal_col(t)؛ sum(t: …)، max(…)، min(…)، abs(…)، + − * /، if … then … else ….
lab-formula = دالتك الاستدلالية h
lab-check = فحص h
lab-checking = جارٍ فحص h على كل لوحة…
lab-empty = اكتب صيغة أولاً، مثلاً manhattan + 2*conflicts.
lab-bad-formula = لا يمكن استخدام h: { $why }
lab-states = { $h } على { $n ->
        [zero] { $n } لوحة
        [one] لوحة واحدة
        [two] لوحتين
        [few] { $n } لوحات
        [many] { $n } لوحة
       *[other] { $n } لوحة
    }{ $sample }:
lab-sample = {" "}(عيّنة)
lab-admissible = مقبولة: لا تتجاوز المسافة الحقيقية أبداً.
lab-not-admissible = غير مقبولة: h = { $h } على لوحة يقع الهدف على بُعد { $hstar ->
        [zero] { $hstar } حركة
        [one] حركة واحدة
        [two] حركتين
        [few] { $hstar } حركات
        [many] { $hstar } حركة
       *[other] { $hstar } حركة
    } منها.
lab-consistent = متّسقة: 0 عند الهدف، ولا يزيد الفرق بين قيمتيها على لوحتين متجاورتين على 1.
lab-not-consistent = غير متّسقة: h = { $ha } و{ $hb } على لوحتين متجاورتين.
lab-not-a-number = ليست عدداً: على إحدى اللوحات h { $value ->
        [not-a-number] تساوي NaN (مثل اللانهاية ناقص اللانهاية)
        [infinite] لانهائية
        [minus-infinite] تساوي سالب اللانهاية
       *[division] تقسم على صفر (عند المحرف { $at })
    }. يجب أن تكون الدالة الاستدلالية عدداً على كل لوحة، لذا فإن h ليست مقبولة ولا متّسقة.
lab-close = متوسط h/⁦h*⁩: { $ratio }؛ لا تقل عن مانهاتن على { $pct }% من اللوحات.
lab-race = مسابقة h
lab-racing = تجري المسابقة في التجربة أعلاه: ⁦A*⁩ و ⁦IDA*⁩ مع h في مواجهة هامينغ ومانهاتن والتعارض الخطي.
lab-step = تتبّعه خطوة بخطوة
lab-step-needs-informed = اختر البحث الجشع أو ⁦A*⁩ أو ⁦IDA*⁩ تحت «الحل»: فهي تستخدم دالة استدلالية.
lab-stepping = جارٍ تسجيل البحث مع h: تتبّعه خطوة بخطوة أعلاه، تحت «تسجيل البحث».
lab-your-h = h الخاصة بك
formula-at = عند المحرف { $at }: { $problem }
formula-too-long = الصيغة أطول من اللازم: طولها { $n }، والحد الأقصى { $max } محرف
formula-too-deep = متداخلة أعمق من { $depth } مستوى
formula-expected = كان المتوقع { $what ->
        [operator] عاملاً أو النهاية
        [operand] عدداً أو اسماً أو «(»
        [close] «)»
        [comma] «,» أو «)»
        [open] «(» بعد اسم الدالة
        [then] «then»
        [else] «else»
       *[binding] اسم قطعة ثم «:» (⁦sum(t: …)⁩)
    }، لكن وُجد { $found ->
        [end] نهاية الصيغة
        [arguments] وسائط
       *[text] «{ $text }»
    }
formula-unexpected = «{ $text }» ليس من اللغة
formula-bad-number = «{ $text }» ليس عدداً
formula-unknown-name = اسم غير معروف «{ $name }» (الأسماء هي { $names })
formula-arguments = عدد وسائط { $name } هو { $want }، لا { $got }
formula-too-slow = الصيغة بطيئة جداً: عدد الخطوات لكل لوحة نحو { $cost }، والحد الأقصى { $max }
formula-division = قسمة على صفر
formula-no-such-tile = { $tile } ليس قطعة من اللوحة
formula-not-a-number = القيمة { $value ->
        [not-a-number] NaN
        [infinite] لانهائية
        [minus-infinite] سالب اللانهاية
       *[division] قسمة على صفر
    }، وليست عدداً
formula-on-board = { $why } (على اللوحة { $board })
formula-too-large = الحالات أكثر من أن تُفحص كلها: عدد خانات اللوحة { $cells }، والحد الأقصى للفحص { $max }
experiment-longer = { $n } ليست الأقصر
lab-load = تحميل هذه اللوحة
lab-load-neighbour = تحميل أولى اللوحتين
improvement = وُجد حل من { $n ->
        [zero] { $n } حركة
        [one] حركة واحدة
        [two] حركتين
        [few] { $n } حركات
        [many] { $n } حركة
       *[other] { $n } حركة
    }؛ أقصر حل يستغرق { $bound } على الأقل (مُثبَت). البحث مستمر…
kept-best = توقف البحث. تبقى أفضل إجابة وُجدت: { $n ->
        [zero] { $n } حركة
        [one] حركة واحدة
        [two] حركتان
        [few] { $n } حركات
        [many] { $n } حركة
       *[other] { $n } حركة
    }؛ أقصر حل يستغرق { $bound } على الأقل (مُثبَت).
searching-announce = جارٍ البحث عن حل.
starting = جارٍ تشغيل أداة الحل…
queued = في انتظار أداة الحل (يستخدمها لغز آخر في هذه الصفحة)…
cancelled = أُلغي الحل. اللوحة كما كانت.
cancelled-announce = أُلغي البحث.
refused = رفضت أداة الحل المهمة: { $why }
one-move = حركة واحدة
n-moves = { $n ->
        [zero] { $n } حركة
        [one] حركة واحدة
        [two] حركتان
        [few] { $n } حركات
        [many] { $n } حركة
       *[other] { $n } حركة
    }
optimal-word = حل أمثل
not-shortest = ليس بالضرورة الأقصر
solved-by = حُلّ باستخدام { $algo }: { $moves }، { $optimal }.
solved-by-with = حُلّ باستخدام { $algo } مع { $h }: { $moves }، { $optimal }.
solved-by-how = حُلّ باستخدام { $algo } ({ $how }): { $moves }، { $optimal }.
tables-kept = الجداول جاهزة في { $t }، وتُحفظ لعمليات الحل التالية.
solved-announce = تم الحل: { $moves }، { $optimal }.
limit = توقف البحث عند حدّ العقد: { $expanded ->
        [zero] وُسِّعت { $expanded } عقدة
        [one] وُسِّعت عقدة واحدة
        [two] وُسِّعت عقدتان
        [few] وُسِّعت { $expanded } عقد
        [many] وُسِّعت { $expanded } عقدة
       *[other] وُسِّعت { $expanded } عقدة
    }، وأُضيفت { $enqueued } إلى الطابور، وبُلغ العمق { $depth }، في { $s } ث. تحتاج هذه اللوحة إلى طريقة أقوى: جرّب ⁦A*⁩ أو ⁦IDA*⁩ مع التعارض الخطي، أو «تلقائي».
limit-announce = بلغ البحث حدّ العقد.
search-ended = انتهى البحث: { $status }.
worker-stopped = توقفت أداة الحل ({ $why }). لوحتك كما كانت. { $next }
worker-restarted = شُغّلت أداة حل جديدة: اضغط «حلّ» مجدداً، أو اختر بحثاً يخزّن عقداً أقل (⁦A*⁩ أو ⁦IDA*⁩ بدلاً من BFS).
worker-retry = الضغط التالي على «حلّ» يحاول تشغيلها من جديد.
worker-stopped-announce = توقفت أداة الحل.
no-workers = لا يستطيع هذا المتصفح تشغيل أداة الحل (يلزم دعم Web Workers).
solver-refused = لا يمكن تشغيل أداة الحل في هذه الصفحة: سياسة أمان المحتوى (Content-Security-Policy) للصفحة ترفضها ({ $directive }). يمكن لمن يدير الصفحة السماح بها، كما يوضح دليل التضمين.
solver-not-loaded = تعذّر تحميل أداة الحل ({ $why }). تحقّق من الاتصال: الضغط التالي على «حلّ» يحاول من جديد.

## إعدادات تم تجاهلها (معاملات العنوان، السمات، الخيارات)

ignored-too-long = تم تجاهل قيمة { $name } المعطاة: { $why }.
ignored-board = تم تجاهل اللوحة «{ $v }»: { $why }.
ignored-size = تم تجاهل الحجم «{ $v }»: استخدم مثلاً 3x3 أو 4x4.
ignored-goal = تم تجاهل الهدف «{ $v }»: استخدم end أو start.
ignored-algorithm = تم تجاهل الخوارزمية «{ $v }»: استخدم bfs أو dfs أو iddfs أو greedy أو astar أو idastar أو auto أو fast.
ignored-heuristic = تم تجاهل الدالة الاستدلالية «{ $v }»: استخدم hamming أو manhattan أو linear-conflict.
ignored-own-heuristic = تم تجاهل الدالة الاستدلالية: { $algo } يختار دالته بنفسه (greedy و astar و idastar تأخذ دالة).
ignored-controls = تم تجاهل عناصر التحكم «{ $v }»: استخدم full أو none أو قائمة من play و solve و study.
ignored-autoplay = تم تجاهل autoplay «{ $v }»: استخدم 1 أو 0.
ignored-lang = تم تجاهل اللغة «{ $v }»: استخدم إحدى اللغات { $langs }.
ignored-lang-menu = تم تجاهل lang-menu «{ $v }»: استخدم 1 أو 0.
ignored-order = تم تجاهل الترتيب «{ $v }»: أعطِ الحركات الأربع مرة واحدة لكل منها، مثلاً udlr.
ignored-ties = تم تجاهل ties «{ $v }»: استخدم deeper أو oldest أو newest.
ignored-goal-test = تم تجاهل goal-test «{ $v }»: استخدم generation أو expansion.
ignored-packaged = تم تجاهل «{ $v }» في العنوان: الحزمة تثبّت هذا الإعداد.
ignored-unknown = تم تجاهل الإعداد غير المعروف «{ $v }».
size-board-disagree = الحجم { $size } لا يطابق اللوحة المعطاة ({ $board })؛ تُعتمد اللوحة.

## ما الخطأ في اللوحة (أخطاء النواة)

err-empty = اللوحة فارغة: اكتب القطع، مثلاً 1 2 3 / 4 5 6 / 7 8 0
err-token = «{ $token }» (العنصر { $i }) ليس رقم قطعة ولا فراغاً (0 أو _ أو . أو nil)
err-too-small = لوحة { $size } أصغر من اللازم: يجب ألا يقل أي ضلع عن { $min }
err-text-too-long = طول النص { $bytes } بايت، أكثر مما تحتاجه أي لوحة: يُقرأ { $max } بايت على الأكثر
err-side-too-large = { $side } أكبر من أن يكون ضلعاً للوحة: لا يمكن أن يزيد الضلع على { $max }
too-many-digits = عدد من أكثر من 20 رقماً
err-too-large = لوحة { $size } أكبر من اللازم: لا يمكن أن يزيد الضلع على { $max }
err-not-square = { $count ->
        [zero] { $count } قطعة لا تكوّن
        [one] قطعة واحدة لا تكوّن
        [two] قطعتان لا تكوّنان
        [few] { $count } قطع لا تكوّن
        [many] { $count } قطعة لا تكوّن
       *[other] { $count } قطعة لا تكوّن
    } لوحة مربعة (تحتاج 3×3 إلى 9، و4×4 إلى 16)؛ ضع الصفوف على أسطر منفصلة أو اذكر الحجم أولاً
err-ragged = في الصف { $row } { $found ->
        [zero] { $found } قطعة
        [one] قطعة واحدة
        [two] قطعتان
        [few] { $found } قطع
        [many] { $found } قطعة
       *[other] { $found } قطعة
    } لكن في الصف 1 { $expected }
err-tile-count = تحتاج لوحة { $size } إلى { $expected } من القطع لكن { $found ->
        [zero] أُعطيت { $found } قطعة
        [one] أُعطيت قطعة واحدة
        [two] أُعطيت قطعتان
        [few] أُعطيت { $found } قطع
        [many] أُعطيت { $found } قطعة
       *[other] أُعطيت { $found } قطعة
    }
err-no-blank = لا فراغ في اللوحة: اكتبه 0 أو _ أو . أو nil
err-two-blanks = في اللوحة فراغان، في { $first } وفي { $second }
err-out-of-range = القطعة { $tile } في { $at } خارج النطاق: قطع هذه اللوحة من 1 إلى { $max }
err-duplicate = القطعة { $tile } تظهر مرتين، في { $first } وفي { $second }
err-missing = القطعة { $tile } مفقودة
err-too-many-moves = البعثرة { $moves ->
        [zero] بـ{ $moves } حركة
        [one] بحركة واحدة
        [two] بحركتين
        [few] بـ{ $moves } حركات
        [many] بـ{ $moves } حركة
       *[other] بـ{ $moves } حركة
    } طويلة جداً: { $max } على الأكثر
pos = الصف { $row }، العمود { $col }
verbatim = { $text }
join = { $a } { $b }

## مخرجات الواجب (يطبعها سطر الأوامر كذلك)

assignment-counts =
    عدد الحركات = { $moves }
    عدد الحالات المضافة إلى الطابور = { $enqueued }
assignment-no-solution = لا يوجد حل ممكن


## الحل

cli-solved-by = حُلّ باستخدام { $algo }{ $heuristic }: { $shortest }، { $expanded ->
        [zero] { $expanded } عقدة موسَّعة
        [one] عقدة واحدة موسَّعة
        [two] عقدتان موسَّعتان
        [few] { $expanded } عقد موسَّعة
        [many] { $expanded } عقدة موسَّعة
       *[other] { $expanded } عقدة موسَّعة
    }، { $ms } ملي ث
cli-shortest = الأقصر
cli-not-shortest = ليس مضموناً أنه الأقصر
cli-stopped = توقف البحث ({ $status }): { $expanded ->
        [zero] { $expanded } عقدة موسَّعة
        [one] عقدة واحدة موسَّعة
        [two] عقدتان موسَّعتان
        [few] { $expanded } عقد موسَّعة
        [many] { $expanded } عقدة موسَّعة
       *[other] { $expanded } عقدة موسَّعة
    }، { $generated } مولَّدة، العمق { $depth }، { $ms } ملي ث
cli-best-kept = أفضل إجابة وُجدت: { $length ->
        [zero] { $length } حركة
        [one] حركة واحدة
        [two] حركتان
        [few] { $length } حركات
        [many] { $length } حركة
       *[other] { $length } حركة
    } (لم يُثبت أنها الأقصر)؛ أقصر حل يستغرق { $bound } على الأقل (مُثبَت)
cli-improved = { $ms } ملي ث: وُجد حل من { $length ->
        [zero] { $length } حركة
        [one] حركة واحدة
        [two] حركتين
        [few] { $length } حركات
        [many] { $length } حركة
       *[other] { $length } حركة
    }؛ أقصر حل يستغرق { $bound } على الأقل (مُثبَت)
cli-limit-advice = بلغ البحث حدّ العقد أو حدّ الوقت: يرفعهما --max-nodes و --time-limit، ويجيب --algo fast فوراً (ليس بالضرورة بالحل الأقصر)
cli-slow-note = ملاحظة: قد يستغرق إيجاد أقصر حل للوحة { $size } دقائق أو ينتهي عند حدّ العقد؛ يجيب --algo fast فوراً (ليس بالضرورة بالحل الأقصر)
cli-why-no-solution = السبب: { $why }
cli-boards-left-out = ... { $left ->
        [zero] أُغفلت { $left } لوحة
        [one] أُغفلت لوحة واحدة
        [two] أُغفلت لوحتان
        [few] أُغفلت { $left } لوحات
        [many] أُغفلت { $left } لوحة
       *[other] أُغفلت { $left } لوحة
    }: طباعة اللوحات الـ{ $boards } كلها ستكتب نحو { $size }، متجاوزةً حدّ --print-limit البالغ { $mb } ميغابايت (الخيار -q يطبع الحركات وحدها)

## قراءة المدخلات

cli-invalid-board = لوحة غير صالحة: { $why }
cli-bad-option = { $option }: { $why }
cli-race-longer = { $algo } مع h: { $longer } من أصل { $solved ->
        [zero] { $solved } إجابة
        [one] إجابة واحدة
        [two] إجابتين
        [few] { $solved } إجابات
        [many] { $solved } إجابة
       *[other] { $solved } إجابة
    } أطول من الأقصر
cli-grade-passed = ناجح: { $raw } من { $max } (المسموح به { $pass }% من عقد مانهاتن على الأكثر).
cli-grade-failed = غير ناجح: { $raw } من { $max } (المسموح به { $pass }% من عقد مانهاتن على الأكثر).
cli-grade-seed = لوحات السباق: 20 عند كل عمق، سُحبت بالبذرة { $seed }.
cli-bad-formula = لا يمكن استخدام الصيغة: { $why }
cli-heuristic-checked = { $formula } على كل لوحة { $size } يمكن منها الوصول إلى الهدف ({ $states }):
cli-heuristic-sampled = { $formula } على عيّنة من { $states ->
        [zero] { $states } لوحة { $size }
        [one] لوحة { $size } واحدة
        [two] لوحتين { $size }
        [few] { $states } لوحات { $size }
        [many] { $states } لوحة { $size }
       *[other] { $states } لوحة { $size }
    } (بعثرات من 40 حركة على الأكثر، حُلّت حلاً أمثل):
cli-heuristic-admissible = مقبولة: لا تتجاوز المسافة الحقيقية أبداً
cli-heuristic-not-admissible = غير مقبولة: للوحة { $board } قيمة h = { $h }، لكن الهدف على بُعد { $hstar ->
        [zero] { $hstar } حركة
        [one] حركة واحدة
        [two] حركتين
        [few] { $hstar } حركات
        [many] { $hstar } حركة
       *[other] { $hstar } حركة
    } منها
cli-heuristic-consistent = متّسقة: 0 عند الهدف، ولا يزيد الفرق بين لوحتين متجاورتين على 1
cli-heuristic-not-consistent = غير متّسقة: للوحة { $a } قيمة h = { $ha }، ولجارتها { $b } قيمة h = { $hb }
cli-heuristic-not-a-number = ليست عدداً: للوحة { $board } قيمة h { $value ->
        [not-a-number] تساوي NaN
        [infinite] لانهائية
        [minus-infinite] تساوي سالب اللانهاية
       *[division] تقسم على صفر (عند المحرف { $at })
    }؛ يجب أن تكون الدالة الاستدلالية عدداً على كل لوحة، لذا فإن h ليست مقبولة ولا متّسقة
cli-heuristic-closeness = متوسط h/⁦h*⁩: { $ratio }؛ لا تقل عن مانهاتن على { $share }% من اللوحات
cli-standard-input = الدخل القياسي
cli-cannot-read = تعذّرت قراءة { $name }: { $why }
cli-too-large = { $name } أكبر من { $size }: ليس ملف لوحة
cli-not-text = { $name } ليس نصاً: البايت { $n } ليس UTF-8
cli-cannot-write = تعذّرت كتابة المخرجات: { $why }
cli-not-a-file = { $name } ليس ملفًا (بل جهاز أو مجلد أو مقبس): لم يُقرأ منه شيء
cli-tables-too-large = { $name } أكبر من { $size }: ليس ملف قواعد بيانات أنماط
cli-tables-behind = جارٍ بناء قواعد بيانات الأنماط لـ { $size } للألواح التالية (مرة واحدة، نحو { $seconds } ث)؛ تجيب السريعة في الأثناء
cli-tables-behind-wide = جارٍ بناء قواعد بيانات الأنماط لـ { $size } للألواح التالية (مرة واحدة، نحو { $seconds } ث)؛ بها تقصر إجاباتها
cli-tables-finishing = جارٍ إكمال قواعد بيانات الأنماط لـ { $size } للتشغيلات اللاحقة (Ctrl-C يوقفها؛ يبنيها التشغيل التالي من جديد)
cli-tables-unusable = لا يمكن استخدام الجداول المخزنة مؤقتًا ({ $reason })؛ ستُبنى من جديد
cli-tables-built-unusable = لا يمكن استخدام الجداول المبنية للتو ({ $reason })
cli-tables-saved = حُفظت قواعد بيانات الأنماط لـ { $size } في { $path } (تحمّلها الحلول اللاحقة)
cli-tables-unsaved = تعذّر حفظ الجداول في { $dir }: { $reason } (اختر مكانًا آخر بـ --cache-dir)
cli-site-link = { $name } رابط، أو يقع خلف رابط: لا تأخذ الحزمة إلا ملفات الموقع نفسه
cli-site-too-large = { $name } أكبر من { $size }: هذا أكثر مما يحويه موقع مبني
cli-boards-per-depth = { $max } لوحة على الأكثر لكل عمق (تُسحب لوحات العمق الواحد وتُحفظ دفعة واحدة)

## الشرح

cli-col-tile = القطعة
cli-col-at = الموضع
cli-col-goal = الهدف
cli-col-manhattan = مانهاتن
cli-col-misplaced = في غير موضعها
cli-yes = نعم
cli-hamming-total = هامينغ (القطع في غير مواضعها) = { $n }
cli-manhattan-total = مانهاتن = { $n }
cli-conflicts = التعارضات الخطية = { $pairs }؛ تقدير التعارض الخطي = { $n }
cli-no-conflicts = لا يوجد
cli-conflict-row = الصف { $n }: { $a } و{ $b }
cli-conflict-column = العمود { $n }: { $a } و{ $b }

## المسح الضوئي

cli-scan-read = قُرئت لوحة { $size } من الصورة في { $ms } ملي ث
cli-scan-check = تحقّق من هذه الخانات، فالقراءة غير متأكدة منها: { $cells }
cli-scan-cell = الصف { $row } العمود { $col }
cli-scan-unsolvable = كما قُرئت، لا يمكن لهذه اللوحة الوصول إلى الهدف (الفراغ في الآخر): ربما قُرئت خانة خطأً، أو رُكّب اللغز بشكل خاطئ
cli-scan-bench = { $photos ->
        [zero] { $photos } صورة اختبار
        [one] صورة اختبار واحدة
        [two] صورتا اختبار
        [few] { $photos } صور اختبار
        [many] { $photos } صورة اختبار
       *[other] { $photos } صورة اختبار
    } ({ $sizes }{ $known }): { $exact } قُرئت بدقة، { $silent } خاطئة دون تعليم أي خانة، { $flagged } خاطئة مع تعليم خانات، { $failed } لم تُقرأ
cli-scan-corners = ثمانية أعداد: x,y لكل ركن من أركان اللوحة الأربعة بوحدة بكسلات الصورة (مثلاً 120,80,600,90,610,560,110,570)
cli-scan-bench-known = ، الحجم معطى
cli-scan-bench-outline = ، الإطار معطى
cli-scan-bench-time = الوقت لكل صورة: الوسيط { $median } ملي ث، p95 { $p95 } ملي ث، الأقصى { $max } ملي ث


## كيف أجابت أداة الحل (بعد اسم الخوارزمية: «حُلّ باستخدام تلقائي (IDA* مع …)»)

method-exact-table = جدول المسافات الدقيقة
method-pdb = ⁦IDA*⁩ مع قواعد بيانات الأنماط الجمعية
method-pdb-reflected = ⁦IDA*⁩ مع قواعد بيانات الأنماط الجمعية والانعكاس
method-pdb-quick = ⁦IDA*⁩ مع قواعد بيانات الأنماط السريعة (5-5-5)
method-pdb-quick-reflected = ⁦IDA*⁩ مع قواعد بيانات الأنماط السريعة (5-5-5) والانعكاس
method-linear-conflict = ⁦IDA*⁩ مع التعارض الخطي
method-weighted-pdb = ⁦A*⁩ الموزون مع قواعد بيانات الأنماط، الوزن { $weight }
method-weighted-linear-conflict = ⁦A*⁩ الموزون مع التعارض الخطي، الوزن { $weight }
# Fast mode on a large board: rows and columns are put in place one by one, then the last block
# (e.g. 3×3) is solved optimally. { $size } is that block's size.
method-lines = الصفوف والأعمدة واحداً تلو الآخر، والكتلة الأخيرة { $size } بحلّ أمثل
method-lines-searched = الصفوف والأعمدة واحداً تلو الآخر، كلٌّ منها يوضع بالبحث، والكتلة الأخيرة { $size } بحلّ أمثل
# { $lines } is method-lines or method-lines-searched.
method-finish-pdb = { $lines } مع قواعد بيانات الأنماط
method-finish-linear-conflict = { $lines } باستخدام ⁦IDA*⁩ مع التعارض الخطي

## إشعارات العنصر حين يتعذّر تشغيله (يعرضها n-puzzle.js قبل أن تعمل شيفرة اللغز نفسه)

element-policy = لا يمكن تشغيل اللغز في هذه الصفحة: سياسة أمان المحتوى (Content-Security-Policy) للصفحة ترفضه ({ $directive }). يمكن لمن يدير الصفحة السماح به، كما يوضح دليل التضمين.
element-load = تعذّر تحميل اللغز ({ $why }). تحقّق من الاتصال وأعد تحميل الصفحة.
element-style = سياسة أمان المحتوى (Content-Security-Policy) لهذه الصفحة ترفض ورقة أنماط اللغز ({ $directive }): يعمل اللغز، لكن بمظهر بسيط.

## ما يعرضه مخزن سجلات التعلم عن محاولة مقيَّمة (xAPI: اسم الفعل، واسم التمرين)

lms-verb-answered = تمّت الإجابة
lms-verb-passed = ناجح
lms-verb-failed = غير ناجح
lms-activity = تمرين لغز N: { $task }
lms-task-play = الوصول إلى الهدف بحركات قليلة
lms-task-predict = التنبؤ بعمليات التوسيع التالية
lms-task-children = g و h و f للأبناء
lms-task-heuristic = دالة استدلالية مقبولة تتفوّق على مانهاتن


## نافذة المسح الضوئي

scan-title = مسح لغز ضوئياً
scan-help = التقط صورة من الأعلى مباشرة، واللوحة كلها ظاهرة وجيدة الإضاءة، أو اختر صورة.
scan-photo = صورة
scan-size = الحجم
scan-size-auto = استنتاجه من الصورة
scan-reading = جارٍ قراءة الصورة…
scan-read = قُرئت لوحة { $size }. تحقّق من الخانات المعلَّمة: المس خانة لتغيير رقمها.
scan-read-sure = قُرئت لوحة { $size }. قارنها بلغزك؛ المس خانة لتغيير رقمها.
scan-other-size = اقرأها لوحة { $size } بدلًا من ذلك
scan-board = اللوحة كما قُرئت (0 أو خانة فارغة للفراغ)
scan-cell = الصف { $row }، العمود { $col }
scan-unsure = غير مؤكَّد
scan-duplicate = يجب أن يظهر كل رقم من 0 إلى { $max } مرة واحدة: تحقّق من { $list }.
scan-use = استخدام هذه اللوحة
scan-cancel = إلغاء
scan-too-large = حجم الملف { $mb } ميغابايت: يمكن قراءة الصور حتى { $max } ميغابايت.
scan-too-many-pixels = أبعاد الصورة { $width }×{ $height } بكسل ({ $mp } ميغابكسل): يمكن قراءة الصور حتى { $max } ميغابكسل.
scan-not-an-image = هذا الملف ليس صورة (صورة JPEG أو PNG).
scan-damaged = هذه الصورة مقطوعة أو تالفة: ملفها لا يحوي الصورة كاملة.
scan-no-board = لم يُعثر على لغز في الصورة: التقطها من الأعلى، واللوحة كلها ظاهرة.
scan-two-boards = لغزان في الصورة: التقط واحداً في كل مرة.
scan-cut-off = جزء من اللوحة خارج الصورة: ابتعد قليلًا أو أدر الهاتف.
scan-size-unsupported = لا يمكن مسح لوحة { $size }: الأحجام من 2×2 إلى 6×6.
scan-no-grid = عُثر على اللوحة لكن تعذّر تمييز قطعها: إضاءة أكثر، ولمعان أقل.
scan-failed = تعذّر بدء القارئ: { $why }
scan-outline = ليست هذه اللوحة؟ اسحب زوايا الإطار إلى زوايا اللوحة.
scan-place = أو حدّد اللوحة بنفسك: اسحب زوايا الإطار إلى زوايا اللوحة.
scan-keys = صورتك مع إطار اللوحة. لتحريك زاوية، اضغط 1 أو 2 أو 3 أو 4 لاختيارها، ثم مفاتيح الأسهم.
scan-camera = استخدام الكاميرا
scan-shoot = التقاط الصورة
scan-stop = إغلاق الكاميرا
scan-guide = اجعل اللوحة كلها داخل الإطار، من الأعلى مباشرة.
scan-video = عرض الكاميرا
scan-camera-denied = الكاميرا غير مسموح بها هنا: اسمح بها لهذه الصفحة، أو التقط صورة أو اختر واحدة عبر «صورة».
scan-camera-none = لم يُعثر على كاميرا: التقط صورة أو اختر واحدة عبر «صورة».
scan-camera-failed = تعذّر فتح الكاميرا ({ $why }): التقط صورة أو اختر واحدة عبر «صورة».
scan-alt = صورتك، واللوحة التي عُثر عليها محاطة بإطار
