# हिन्दी (Hindi): translated from locales/en/npuzzle.ftl (same message ids and { $placeholders }).
# Fluent syntax: https://projectfluent.org/fluent/guide/ (Hindi plural categories: one = 0 and 1, other;
# 0 takes the plural, "0 चालें", so every count whose [one] differs from *[other] has a [0], as the translators' check asks).
# Terms: A* and IDA* kept in Latin letters: Indian AI courses, Hindi-medium ones too, write these names unchanged.
# Terms: BFS, DFS, IDDFS kept as English abbreviations (also shown beside the Hindi names in the algorithm menu): Hindi-medium courses and exams use them.
# Terms: f, g, h, h*, b* kept: the letters of the formulas, as in every course.
# Terms: नोड (node) transliterated: Hindi-medium AI and data-structure notes write नोड, not a Hindi word.
# Terms: ह्यूरिस्टिक (heuristic) transliterated: the usual word in Hindi-medium AI material.
# Terms: फ़्रंटियर (frontier) transliterated: Hindi-medium notes keep the English word.
# Terms: ट्री (tree, as in खोज ट्री) transliterated: as in Hindi-medium data-structure and AI notes.
# Terms: चाइल्ड नोड (child node) transliterated: as Hindi-medium notes write it (पैरेंट/चाइल्ड नोड).
# Terms: ब्रांचिंग फ़ैक्टर (branching factor) transliterated: the usual form in Hindi-medium notes.
# Terms: टाइल, बोर्ड, सॉल्वर, लिमिट (node/time limit), सीड (random seed): transliterated, as Hindi software and course text use them.
# Terms: हैमिंग, मैनहट्टन: names of a person and a place, transliterated.
# Terms: units are से॰ (seconds) and मि॰से॰ (milliseconds), CLDR's Hindi abbreviations; KB and MB stay Latin, as in Hindi software.
# Hindi words used throughout: खोज = search, चौड़ाई-प्रथम / गहराई-प्रथम खोज = breadth-/depth-first search,
#   पुनरावृत्तीय गहनता = iterative deepening, लालची सर्वश्रेष्ठ-प्रथम खोज = greedy best-first search,
#   स्वीकार्य = admissible, संगत = consistent, अवस्था = state, चाल = move, खाली स्थान = blank, खाना = cell,
#   विस्तार / विस्तारित = expand / expanded, उत्पन्न = generated, सीमा = bound (IDA*), लक्ष्य = goal,
#   रैखिक टकराव = linear conflict, बराबरी = tie, पुनरावृत्ति = iteration, इष्टतम = optimal, हल = solution.

## The language itself

# The language's own name, as its speakers write it (the language menu lists every language so).
language-name = हिन्दी
# ltr, or rtl for a language written right to left (the page mirrors its layout).
language-direction = ltr
# The label of the page's language menu.
language = भाषा

## The board

board-region = पहेली बोर्ड
board-role = पहेली बोर्ड
board-keys = तीर कुंजियाँ एक टाइल को खाली जगह में खिसकाती हैं: टाइल तीर की दिशा में चलती है।
moves-label = चालें:
solved-badge = हल हो गई!
board-hint = खाली स्थान के पास वाली टाइल पर क्लिक या टैप करें, स्वाइप करें, या बोर्ड पर फ़ोकस करके तीर कुंजियों का उपयोग करें।
goal-label = { $size } बोर्ड, लक्ष्य: { $kind }
blank-last = खाली स्थान अंत में
blank-first = खाली स्थान शुरू में
blank = खाली स्थान
describe = पहेली बोर्ड, { $size }: { $rows }

## The board panel

board-title = बोर्ड
tabs = पैनल
panel-loading = यह पैनल लोड हो रहा है…
panel-not-loaded = यह पैनल लोड नहीं हो सका। कनेक्शन जाँचें: कुछ सेकंड में फिर से कोशिश की जाएगी।
tab-study = अध्ययन
tab-share = साझा करें
node-board = नोड { $node } का बोर्ड: { $rows }
size = आकार
puzzle-name = { $n }-पहेली
goal = लक्ष्य
goal-end-option = खाली स्थान अंत में (1 2 3 / … / _)
goal-start-option = खाली स्थान शुरू में (_ 1 2 / …)
shuffle = फेंटें
scramble = बिखेरें
scramble-moves = बिखेरने के लिए चालें
moves-unit = चालें
reset = रीसेट करें
board-text = टेक्स्ट के रूप में बोर्ड
board-text-help = (पेस्ट या टाइप करें: पंक्तियाँ अलग-अलग लाइनों में या / से अलग, खाली स्थान 0, _ या . के रूप में)
use-board = यह बोर्ड इस्तेमाल करें
scan-puzzle = पहेली स्कैन करें…
scan-not-loaded = स्कैन लोड नहीं हो सका ({ $why })। कनेक्शन जाँचें और फिर से कोशिश करें।

## The solve panel

solve-title = हल करें
algorithm = एल्गोरिदम
heuristic = ह्यूरिस्टिक
option-auto = ऑटो (सबसे तेज़ इष्टतम)
option-fast = तेज़ (कोई भी आकार, सबसे छोटा नहीं)
name-bfs = चौड़ाई-प्रथम खोज (BFS)
name-dfs = गहराई-प्रथम खोज (DFS)
name-iddfs = पुनरावृत्तीय गहनता DFS (IDDFS)
name-bibfs = द्विदिश चौड़ाई-प्रथम खोज
name-greedy = लालची सर्वश्रेष्ठ-प्रथम खोज
name-a-star = A*
name-ida-star = IDA*
name-auto = ऑटो
name-fast = तेज़ मोड
option-hamming = हैमिंग (गलत जगह वाली टाइलें)
name-hamming = हैमिंग
name-manhattan = मैनहट्टन
name-linear-conflict = रैखिक टकराव
large-note = बड़ा बोर्ड: “तेज़” तुरंत एक हल ढूँढ लेता है, पर ज़रूरी नहीं कि वह सबसे छोटा हो।
solve = हल करें
cancel = रद्द करें
tree-depth = ट्री की गहराई: { $n }
f-bound = f-सीमा: { $n }
depth = गहराई: { $n }
expanded = विस्तारित
frontier = फ़्रंटियर
time = समय
seconds = से॰
preparing = इस आकार का पहला हल: { $size } के लिए तालिकाएँ तैयार हो रही हैं… { $pct }%
length = लंबाई
optimal = इष्टतम
enqueued = कतार में डाले गए
largest-frontier = सबसे बड़ा फ़्रंटियर
yes = हाँ
not-guaranteed = गारंटी नहीं
ms = { $ms } मि॰से॰
ms-with-tables = { $ms } मि॰से॰ (तालिकाएँ { $tables } मि॰से॰)

## Playback

playback = प्लेबैक
jump-start = शुरुआत पर जाएँ
step-back = एक चरण पीछे
play = चलाएँ
pause = रोकें
step-forward = एक चरण आगे
jump-end = अंत पर जाएँ
speed = गति
step-of = { $total } में से चरण { $step }
step-of-tile = { $total } में से चरण { $step }: टाइल { $tile } { $way }
step-of-done = { $total } में से चरण { $step }: लक्ष्य पूरा हुआ।
move-button = चाल { $i }: टाइल { $tile } { $way }
moves-shown = { $total } में से चालें { $from }–{ $to }
moves-earlier = पिछली चालें
moves-later = अगली चालें
move-list-help = चालों की सूची हर टाइल और उसके खिसकने की दिशा दिखाती है।

## Studying the search

study-title = खोज का अध्ययन
hint-button = संकेत
thinking = सोचा जा रहा है…
hint-next = अगला: टाइल { $tile } को { $way } खिसकाएँ। अभी { $n ->
        [0] { $n } चालें बाकी हैं
        [one] { $n } चाल बाकी है
       *[other] { $n } चालें बाकी हैं
    } (एक सबसे छोटा हल)।
hint-next-about = अगला: टाइल { $tile } को { $way } खिसकाएँ। लगभग { $n ->
        [0] { $n } चालें बाकी हैं
        [one] { $n } चाल बाकी है
       *[other] { $n } चालें बाकी हैं
    }।
hint-none = कोई संकेत नहीं: सॉल्वर को समय पर कोई हल नहीं मिला।
already-solved = पहले से हल है!
show-heuristics = बोर्ड पर ह्यूरिस्टिक दिखाएँ
heuristic-totals = हैमिंग { $hamming } · मैनहट्टन { $manhattan } · रैखिक टकराव { $lc }
ghf = चरण { $g }: g = { $g }, h = { $h } ({ $heuristic }), f = g + h = { $f }
overlay-help = हर टाइल का कोना उसकी मैनहट्टन दूरी दिखाता है; अपने लक्ष्य-खाने पर रखी टाइलें हरी हैं; नारंगी रेखाएँ रैखिक टकराव वाली टाइलों को जोड़ती हैं।
copy-assignment = असाइनमेंट के प्रिंट जैसा कॉपी करें
step-title = खोज को चरण-दर-चरण देखें
trace-start = खोज रिकॉर्ड करें
trace-help = चुने गए एल्गोरिदम को इस बोर्ड पर रिकॉर्ड करता है, फिर उसे चरण-दर-चरण दिखाता है: हर विस्तारित नोड, हर उत्पन्न चाइल्ड नोड।
trace-needs-algorithm = चरण-दर-चरण देखने के लिए पढ़ाई जाने वाली खोजों में से एक चाहिए: “हल करें” के अंतर्गत ऑटो और तेज़ मोड को छोड़कर कोई भी एल्गोरिद्म चुनें।
recording = खोज रिकॉर्ड हो रही है…
trace-ready = रिकॉर्ड हो गई: नीचे इसे चरण-दर-चरण देखें।
trace-limited = { $n ->
        [0] शुरुआती { $n } घटनाएँ रिकॉर्ड की गईं
        [one] शुरुआती { $n } घटना रिकॉर्ड की गई
       *[other] शुरुआती { $n } घटनाएँ रिकॉर्ड की गईं
    } (रिकॉर्डिंग की लिमिट): नीचे इन्हें चरण-दर-चरण देखें।
trace-reset = शुरुआत पर
trace-back = पीछे
trace-run = चलाएँ
trace-step = चरण
trace-end = अंत पर
trace-close = बंद करें
trace-status = { $total } में से घटना { $step } · विस्तारित { $expanded } · उत्पन्न { $generated }
trace-start-event = शुरुआत: अभी तक कुछ भी विस्तारित नहीं हुआ।
event-iteration = नई पुनरावृत्ति: सीमा { $bound }।
event-expand = नोड { $node } का विस्तार (g { $g }, h { $h }, f { $f })।
event-expand-back = नोड { $node } का विस्तार (लक्ष्य से; g { $g }, h { $h }, f { $f })।
event-generate = खाली स्थान को { $via } ले जाकर बना चाइल्ड नोड: g { $g }, h { $h }, f { $f }: { $fate }।
event-goal = लक्ष्य मिला: नोड { $node }।
fate-new = नया, फ़्रंटियर में जुड़ा
fate-within = सीमा के भीतर, अब इसी में खोज होगी
fate-seen = पहले देखा जा चुका, हटाया गया
fate-reopened = छोटे पथ से पहुँचा गया, फिर से कतार में डाला गया
fate-over-bound = f सीमा से ऊपर, काट दिया गया
fate-met = दूसरे छोर से चली खोज द्वारा पहुँचा गया: दोनों खोजें मिलती हैं
# Bidirectional BFS searches from the start and from the goal: a frontier row of the goal's
# search is marked with side-goal, and its expansions read event-expand-back.
side-goal = लक्ष्य से
children = विस्तारित हो रहे नोड के चाइल्ड नोड
frontier-caption = फ़्रंटियर, अगला सबसे पहले: { $n ->
        [one] { $n } नोड
       *[other] { $n } नोड
    }
frontier-caption-pick = फ़्रंटियर, नोड बनने के क्रम में (अगला ज़रूरी नहीं कि पहले हो): { $n ->
        [one] { $n } नोड
       *[other] { $n } नोड
    }
frontier-none = IDDFS और IDA* कोई फ़्रंटियर नहीं रखते: वे सीमा के भीतर गहराई-प्रथम चलते हैं।
col-move = खाली स्थान की चाल
col-node = नोड
col-what = उसका क्या हुआ
predict-label = अनुमान: अगला विस्तारित होने वाला नोड चुनें
pick-label = नोड { $node } चुनें
pick = चुनें
rule-bfs = BFS में फ़्रंटियर का सबसे पुराना नोड लिया जाता है (पहले आया, पहले निकला)
rule-dfs = DFS में फ़्रंटियर का सबसे नया नोड लिया जाता है (आखिर में आया, पहले निकला)
rule-greedy = लालची खोज में सबसे छोटे h वाला नोड लिया जाता है (बराबरी पर: सबसे पुराना)
rule-a-star = A* में सबसे छोटे f = g + h वाला नोड लिया जाता है (बराबरी पर: छोटे h वाला, फिर सबसे पुराना)
rule-greedy-newest = लालची खोज में सबसे छोटे h वाला नोड लिया जाता है (बराबरी पर: सबसे नया)
rule-a-star-oldest = A* में सबसे छोटे f = g + h वाला नोड लिया जाता है (बराबरी पर: सबसे पुराना)
rule-a-star-newest = A* में सबसे छोटे f = g + h वाला नोड लिया जाता है (बराबरी पर: सबसे नया)
settings-title = खोज की सेटिंग्स
settings-help = कोर्स के अभ्यास इन्हें तय करते हैं। खाली स्थान की चालों का क्रम ऑटो और तेज़ को छोड़कर हर खोज पर लागू होता है, बराबरी का नियम लालची खोज और A* पर, और लक्ष्य परीक्षण BFS पर।
order-label = खाली स्थान की चालों का क्रम
ties-label = बराबरी पर
ties-deeper = पहले छोटा h, फिर सबसे पुराना
ties-oldest = सबसे पुराना पहले (पहले आया, पहले निकला)
ties-newest = सबसे नया पहले (आखिर में आया, पहले निकला)
code-title = एल्गोरिदम, पंक्ति-दर-पंक्ति
code-line = पंक्ति { $n }: { $code }
code-duplicates = दोहराव की पहचान: हर बोर्ड एक ही बार रखा जाता है
code-dfs-order = आखिरी से पहले की ओर पुश किए गए, ताकि पहली चाल सबसे पहले पॉप हो
code-reopen = उस तक एक छोटा पथ मिला
code-tree-depth = ट्री की गहराई
code-next-bound = सबसे छोटा f जो सीमा से ऊपर गया
code-cut = काट दिया गया: इस पुनरावृत्ति में खोजा नहीं गया
code-level = एक बार में एक पूरा स्तर, ताकि पहला मिलन एक सबसे छोटा पथ हो
code-meet = दोनों खोजें मिलती हैं: पथ प्रारंभ से चाइल्ड तक, फिर लक्ष्य तक जाता है
# The pseudocode, line by line, as a textbook in the language prints it: keep each line's
# structure and symbols (←, [ ], ( ), ∞, f, g, h); the words and names may be the language's.
pc-start-queue = फ़्रंटियर ← कतार [प्रारंभ]; पहुँचे ← {"{"}प्रारंभ{"}"}
pc-start-stack = स्टैक ← [प्रारंभ]; पहुँचे ← {"{"}प्रारंभ{"}"}
pc-start-priority = फ़्रंटियर ← { $by } के अनुसार प्राथमिकता कतार: [प्रारंभ]
pc-goal-start = यदि प्रारंभ लक्ष्य है: प्रारंभ लौटाएँ
pc-while-frontier = जब तक फ़्रंटियर खाली नहीं है:
pc-while-stack = जब तक स्टैक खाली नहीं है:
pc-pop-first = नोड ← फ़्रंटियर.पहला_पॉप()
pc-pop-stack = नोड ← स्टैक.पॉप()
pc-pop-min = नोड ← फ़्रंटियर.न्यूनतम_पॉप()
pc-goal-node = यदि नोड लक्ष्य है: नोड लौटाएँ
pc-moves = [{ $order }] में हर चाल के लिए:
pc-moves-reversed = उलटा([{ $order }]) में हर चाल के लिए:
pc-child = चाइल्ड ← नोड + चाल
pc-child-g = चाइल्ड ← नोड + चाल; g(चाइल्ड) ← g(नोड) + 1
pc-goal-child = यदि चाइल्ड लक्ष्य है: चाइल्ड लौटाएँ
pc-seen = यदि चाइल्ड पहुँचे में है: इसे छोड़ दें
pc-seen-g = यदि चाइल्ड तक g ≤ g(चाइल्ड) के साथ पहुँचा जा चुका है: इसे छोड़ दें
pc-reopen = यदि चाइल्ड तक बड़े g के साथ पहुँचा जा चुका है: इसे फिर से कतार में डालें
pc-push-frontier = पहुँचे.जोड़ें(चाइल्ड); फ़्रंटियर.पुश(चाइल्ड)
pc-push-stack = पहुँचे.जोड़ें(चाइल्ड); स्टैक.पुश(चाइल्ड)
pc-push-g = पहुँचे[चाइल्ड] ← g(चाइल्ड); फ़्रंटियर.पुश(चाइल्ड)
pc-fail = विफलता लौटाएँ
pc-start-bound = सीमा ← h(प्रारंभ)
pc-start-limit = गहराई_सीमा ← 0
pc-loop = दोहराएँ:
pc-iterate = अगला ← ∞; यदि खोज(प्रारंभ, 0) मिला: उसका पथ लौटाएँ
pc-next-bound = सीमा ← अगला
pc-next-limit = गहराई_सीमा ← गहराई_सीमा + 1
pc-function-g = फ़ंक्शन खोज(नोड, g):
pc-function-depth = फ़ंक्शन खोज(नोड, गहराई):
pc-goal-found = यदि नोड लक्ष्य है: मिला लौटाएँ
pc-moves-no-undo = [{ $order }] में हर चाल के लिए, पिछली चाल को पलटने वाली चाल को छोड़कर:
pc-child-f = चाइल्ड ← नोड + चाल; f ← g + 1 + h(चाइल्ड)
pc-cut-f = यदि f > सीमा: अगला ← min(अगला, f); इसे छोड़ दें
pc-cut-depth = यदि गहराई + 1 > गहराई_सीमा: इसे छोड़ दें
pc-recurse-g = यदि खोज(चाइल्ड, g + 1) मिला: मिला लौटाएँ
pc-recurse-depth = यदि खोज(चाइल्ड, गहराई + 1) मिला: मिला लौटाएँ
pc-not-found = नहीं मिला लौटाएँ
pc-start-two = आगे ← कतार [प्रारंभ]; पीछे ← कतार [लक्ष्य]; पहुँचे ← {"{"}प्रारंभ: आगे, लक्ष्य: पीछे{"}"}
pc-while-two = जब तक आगे और पीछे खाली नहीं हैं:
pc-take-level = स्तर ← आगे और पीछे में से छोटी (बराबरी पर आगे), खाली करके
pc-for-level = स्तर में हर नोड के लिए:
pc-meet = यदि चाइल्ड तक दूसरे छोर से पहुँचा जा चुका है: पथ प्रारंभ → चाइल्ड → लक्ष्य लौटाएँ
pc-push-side = पहुँचे[चाइल्ड] ← नोड का पक्ष; चाइल्ड को उस पक्ष में पुश करें
pc-move-up = ऊपर
pc-move-down = नीचे
pc-move-left = बाएँ
pc-move-right = दाएँ
pc-order = { $a }, { $b }, { $c }, { $d }
goal-test-label = लक्ष्य परीक्षण
goal-at-generation = जब नोड उत्पन्न होता है
goal-at-expansion = जब नोड विस्तारित होता है
node-value = नोड { $node } का { $what } = { $v } है
node-age = नोड { $node } क्रमांक { $node } के रूप में उत्पन्न हुआ था
predict-right = सही: { $rule }; { $why }।
predict-wrong = पूरी तरह नहीं: अगला नोड { $next } है। { $rule }; { $why }, और { $yours }।
predict-skipped = बिना चुने आगे बढ़े: अगला नोड { $next } था। { $rule }।
tree-title = खोज ट्री
tree-collapse = केवल फ़्रंटियर और लक्ष्य तक का पथ
tree-summary = खोज ट्री: { $n ->
        [0] { $n } नोड दिखाए गए
        [one] { $n } नोड दिखाया गया
       *[other] { $n } नोड दिखाए गए
    } ({ $expanded } विस्तारित, { $open } खुले, { $cut } कटे हुए, { $hidden } छिपे हुए), गहराई { $depth }। { $path }
tree-path = लक्ष्य तक का पथ: नोड { $nodes }।
tree-legend = नीला: खुला। स्लेटी: विस्तारित। हरा: लक्ष्य तक का पथ। लाल: सीमा से कटा। किसी नोड का बोर्ड देखने के लिए उस पर पॉइंटर ले जाएँ, या ट्री चुनकर तीर कुंजियों का उपयोग करें।
tree-node-info = नोड { $node }: g { $g }, h { $h }, f { $f }। बोर्ड: { $board }
tree-too-big = { $n ->
        [0] शुरुआती { $n } नोड दिखाए गए हैं।
        [one] शुरुआती { $n } नोड दिखाया गया है।
       *[other] शुरुआती { $n } नोड दिखाए गए हैं।
    }
chart-depth = हर गहराई पर उत्पन्न नोड
chart-frontier = हर विस्तार पर फ़्रंटियर का आकार
chart-depth-text = हर गहराई पर नोड: { $values }।
chart-frontier-text = फ़्रंटियर का आकार { $first } से { $last } तक, सबसे बड़ा { $max }।
experiment-title = पाठ्यपुस्तक वाला प्रयोग
experiment-help = हर गहराई d के लिए, ऐसी 8-पहेलियाँ जिनका सबसे छोटा हल ठीक d चालों का है, ऐसी सभी पहेलियों में से यादृच्छिक रूप से चुनी जाती हैं; टिक की गई हर खोज उनमें से हर एक को हल करती है। तालिका उत्पन्न नोडों का औसत और, कोष्ठक में, प्रभावी ब्रांचिंग फ़ैक्टर b* देती है: वह b जिसके लिए N + 1 = 1 + b + b² + … + b^d। किसी बोर्ड पर { $n } नोड से आगे जाने वाली खोज – दिखाती है। एक ही सीड वही संख्याएँ देता है जो npuzzle experiment देता है।
experiment-depths = गहराइयाँ (शुरू..अंत:अंतराल, या एक सूची)
experiment-count = हर गहराई पर बोर्ड
experiment-seed = सीड
experiment-searches = खोजें
experiment-run = प्रयोग चलाएँ
experiment-running = प्रयोग चल रहा है…
experiment-done = प्रयोग पूरा हुआ।
experiment-bad-depths = “{ $depths }” गहराइयों की सूची नहीं है: शुरू..अंत:अंतराल (जैसे 2..24:2) या एक सूची (जैसे 2,4,8) लिखें, हर एक 0 से 31 तक।
experiment-cancelled = रद्द किया गया: अब तक की पंक्तियाँ बनी रहेंगी।
experiment-no-search = कम से कम एक खोज पर टिक करें।
experiment-caption = उत्पन्न नोडों का औसत (b*), हल की गहराई d के अनुसार
experiment-chart = गहराई के अनुसार उत्पन्न नोड (लॉग स्केल)
compare-title = खोजों की तुलना करें
compare-button = सभी खोजों की तुलना करें
compare-help = इस बोर्ड पर हर एल्गोरिदम को हर ह्यूरिस्टिक के साथ एक-एक करके चलाता है, हर बार अधिकतम { $n ->
        [one] { $n } नोड
       *[other] { $n } नोड
    } तक।
comparing = इस बोर्ड पर सभी खोजों की तुलना हो रही है।
compared = { $n ->
        [0] { $n } खोजों की तुलना की गई
        [one] { $n } खोज की तुलना की गई
       *[other] { $n } खोजों की तुलना की गई
    }।
compare-cancelled = तुलना रद्द की गई।
copy-csv = CSV कॉपी करें
copy-markdown = Markdown कॉपी करें
col-algorithm = एल्गोरिदम
col-heuristic = ह्यूरिस्टिक
col-chart = विस्तारित (लॉग स्केल)
status-waiting = प्रतीक्षा में
status-running = चल रही है
status-solved = हल हुई
status-limit = नोड लिमिट
status-cancelled = रद्द
status-failed = विफल
play-row = चलाएँ
play-row-label = { $algo } का हल चलाएँ
playing-row = { $algo } का हल चल रहा है।

## Graded exercises (the student's panel)

ex-title = अभ्यास
ex-cannot-start = यह अभ्यास शुरू नहीं हो सकता: { $why }
ex-ask-teacher = जिन्होंने यह अभ्यास दिया है, उन्हें बताएँ।
ex-task-play = जितनी कम चालों में हो सके, हाथ से लक्ष्य तक पहुँचें। सबसे छोटे हल से अधिकतम { $slack ->
        [0] { $slack } चालें
        [one] { $slack } चाल
       *[other] { $slack } चालें
    } ज़्यादा होने पर आप उत्तीर्ण होंगे।
ex-task-predict = { $algo } के अगले { $n } विस्तारों का अनुमान लगाएँ: हर विस्तार से पहले, फ़्रंटियर का वह नोड चुनें जो आपके अनुसार अगला विस्तारित होगा। { $pass }% सही होने पर आप उत्तीर्ण होंगे।
ex-task-children = { $heuristic } के साथ A* के अगले { $n } विस्तारों में से हर एक के लिए, उससे उत्पन्न हर चाइल्ड नोड का g, h और f = g + h बताएँ। { $pass }% सही होने पर आप उत्तीर्ण होंगे।
ex-task-heuristic = लैब की फ़ॉर्मूला भाषा में 8-पहेली के लिए एक ह्यूरिस्टिक h लिखें (जैसे manhattan + 2*conflicts)। इसे सभी 1,81,440 बोर्डों पर जाँचा जाता है और { $boards } बोर्डों पर A* के साथ मैनहट्टन से इसका मुकाबला कराया जाता है। यदि h स्वीकार्य है और मैनहट्टन के अधिकतम { $pass }% नोड उत्पन्न करता है, तो आप उत्तीर्ण होंगे।
ex-submit-h = h जमा करें
ex-grading = h को हर बोर्ड पर जाँचा जा रहा है, फिर मैनहट्टन से मुकाबला होगा…
ex-h-raced = स्वीकार्य। मुकाबले के बोर्डों पर h ने { $own } नोड उत्पन्न किए, मैनहट्टन ने { $manhattan }: मैनहट्टन के नोडों का { $percent }%।
ex-h-race-caption = मुकाबले के 20 बोर्डों पर, हल की हर गहराई d पर उत्पन्न नोड
ex-h-over-budget = स्वीकार्य, लेकिन h के साथ A* मुकाबले के बोर्डों पर { $max ->
        [one] { $max } नोड
       *[other] { $max } नोड
    } से आगे चला गया: यह उससे ज़्यादा है जितने नोड मैनहट्टन को सभी 120 बोर्डों के लिए चाहिए, चाहे कोई भी बोर्ड चुने जाएँ।
ex-h-seed = इस प्रयास के मुकाबले के बोर्ड सीड { $seed } से चुने गए थे: npuzzle heuristic grade --seed { $seed } उन्हीं बोर्डों पर h का मूल्यांकन करता है।
ex-no-grade = h का मूल्यांकन नहीं हो सका ({ $why })। इसे फिर से जमा करें।
ex-progress = { $n } में से { $done }
ex-attempt = प्रयास { $n }
ex-moves-so-far = चालें: { $moves }
ex-hints-used = इस्तेमाल किए गए संकेत: { $n }
ex-hints-left = इस्तेमाल किए गए संकेत: { $max } में से { $n }
ex-score = अंक: { $max } में से { $raw } ({ $percent }%)
ex-play-score = { $moves ->
        [0] { $moves } चालें
        [one] { $moves } चाल
       *[other] { $moves } चालें
    }; सबसे छोटे हल में { $optimal } चालें लगती हैं।
ex-passed = उत्तीर्ण: { $max } में से { $raw } (प्रयास { $attempt })।
ex-failed = उत्तीर्ण नहीं: { $max } में से { $raw } (प्रयास { $attempt })।
ex-try-again = फिर से कोशिश करें
ex-keep-best = पाठ्यक्रम आपका सबसे अच्छा परिणाम रखता है: दूसरा प्रयास उसे घटा नहीं सकता।
ex-keep-last = पाठ्यक्रम आपका आख़िरी परिणाम रखता है: दूसरा प्रयास इसकी जगह ले लेता है, भले ही उसमें कम अंक आएँ।
ex-started = एक नया प्रयास शुरू हुआ है।
ex-pick-prompt = अगला कौन-सा नोड विस्तारित होगा?
ex-expanding = नोड { $node } का विस्तार हो रहा है: हर चाइल्ड नोड का g, h और f बताएँ।
ex-child = चाइल्ड नोड
ex-child-via = खाली स्थान { $way }
ex-value-of = खाली स्थान को { $way } ले जाने से बने चाइल्ड नोड का { $value }
ex-check = जाँचें
ex-children-verdict = { $n ->
        [0] { $n } चाइल्ड नोडों में से { $right } सही।
        [one] { $n } चाइल्ड नोड में से { $right } सही।
       *[other] { $n } चाइल्ड नोडों में से { $right } सही।
    }
ex-child-right = सही
ex-child-wrong = गलत: g = { $g }, h = { $h }, f = { $f }
ex-waiting = अभ्यास तैयार हो रहा है…
ex-restored = आपका प्रयास वहीं से बहाल किया गया जहाँ आपने छोड़ा था।
ex-saved-damaged = यहाँ सहेजा गया एक प्रयास खराब हो गया था और अलग रख दिया गया है: एक नया प्रयास शुरू हो रहा है।
ex-saved-version = ऐप के किसी दूसरे संस्करण में सहेजा गया एक प्रयास अलग रख दिया गया है: एक नया प्रयास शुरू हो रहा है।
ex-not-kept = यह ब्राउज़र इस पेज के लिए कुछ भी नहीं सहेजता, इसलिए पेज फिर से लोड करने पर प्रयास दोबारा शुरू होगा।
ex-no-optimal = सबसे छोटा हल ज्ञात नहीं है, इसलिए अभी प्रयास को अंक नहीं दिए जा सकते ({ $why })।
ex-no-more-hints = इस अभ्यास में और संकेत नहीं हैं।
ex-board-held = अभी बोर्ड नहीं हिलेगा: यह अभ्यास का है।
ex-move-cap = लक्ष्य तक पहुँचे बिना { $n ->
        [0] { $n } चालों
        [one] { $n } चाल
       *[other] { $n } चालों
    } के बाद प्रयास समाप्त हो गया।
puzzle-numbered = पहेली { $n }
ex-board-fixed = अभ्यास चलते समय उसका बोर्ड बदला नहीं जा सकता।
ex-restarted = अभ्यास बदल गया: एक नया प्रयास शुरू हुआ है।
ex-resume-ignored = अभ्यास चलते समय दिया गया एक सहेजा हुआ प्रयास अनदेखा किया गया।
ex-delivered = आपका परिणाम कोर्स तक पहुँच गया है।
ex-pending = आपका परिणाम अभी कोर्स तक नहीं पहुँचा है; इसे सहेज लिया गया है और फिर से भेजा जाएगा।
ex-no-session = कोर्स अभी परिणाम नहीं ले रहा है: आपका परिणाम यहीं सहेजा गया है और अगली बार यह अभ्यास खोलने पर भेजा जाएगा।
ex-bad-board = बोर्ड “{ $v }” उपयोग योग्य नहीं है: { $why }
ex-bad-task = कार्य “{ $v }” मान्य नहीं है: play, predict या children का उपयोग करें
ex-bad-id = अभ्यास id “{ $v }” उपयोग योग्य नहीं है: अधिकतम { $max } अक्षर, अंक, - _ . या :
ex-bad-count = count “{ $v }” 1 से { $max } तक प्रश्नों की संख्या नहीं है
ex-bad-slack = slack “{ $v }” 0 से { $max } तक चालों की संख्या नहीं है
ex-bad-hints = hints “{ $v }” न on है, न off, न 0 से { $max } तक की कोई संख्या
ex-bad-pass = pass “{ $v }” उत्तीर्ण अंक नहीं है: एक भिन्न (0.8) या प्रतिशत (80%) दें
ex-setting = { $field }: { $why }
ex-bad-keep = keep “{ $v }” न best है, न last
ex-too-large = { $size } बोर्ड अभ्यास के लिए बहुत बड़ा है: अधिकतम { $max ->
        [0] { $max } खाने
        [one] { $max } खाना
       *[other] { $max } खाने
    }
ex-unsolvable = यह बोर्ड लक्ष्य तक नहीं पहुँच सकता, इसलिए कोई भी कार्य इसका उपयोग नहीं कर सकता
ex-already-goal = बोर्ड पहले से ही लक्ष्य है: करने को कुछ नहीं है
ex-needs-predictable = predict के लिए BFS, DFS, लालची खोज या A* चाहिए, { $algo } नहीं
ex-needs-a-star = children के लिए A* चाहिए, { $algo } नहीं

## The Exercise panel (a teacher's, beside Share)

au-title = अभ्यास (शिक्षकों के लिए)
au-help = इस बोर्ड और खोज से अंकों वाला एक अभ्यास बनाएँ। छात्र कार्य, अपनी प्रगति और अपने अंक देखते हैं; परिणाम आपके कोर्स पेज या LMS तक पहुँचते हैं।
au-task = कार्य
au-task-play = खेलें: कम चालों में लक्ष्य तक पहुँचें
au-task-predict = अगले विस्तारों का अनुमान लगाएँ
au-task-children = चाइल्ड नोडों के g, h और f (A*)
au-task-heuristic = एक स्वीकार्य ह्यूरिस्टिक लिखें
au-count = प्रश्न
au-slack = सबसे छोटे हल से ऊपर अनुमत चालें
au-hints-name = संकेत
au-hints-on = अनुमति है, हर एक गिना जाता है
au-hints-off = कोई नहीं
au-hints-most = अधिकतम { $n }
au-pass = उत्तीर्ण अंक
au-id = अभ्यास id (वैकल्पिक)
au-keep = LMS क्या रखता है
au-keep-best = सबसे अच्छा प्रयास
au-keep-last = आख़िरी प्रयास
au-preview = छात्र के रूप में पूर्वावलोकन करें
au-copy-link = लिंक कॉपी करें
au-copy-iframe = iframe कॉपी करें
au-copy-element = एलिमेंट कॉपी करें
au-format = पैकेज किसके लिए
au-format-help = SCORM 1.2: Moodle, Canvas और लगभग हर LMS। SCORM 2004: Blackboard, Brightspace, ILIAS, Open edX (जो 1.2 भी लेते हैं)। cmi5: xAPI और लर्निंग रिकॉर्ड स्टोर पर बने LMS।
au-download = अपने LMS के लिए डाउनलोड करें
au-invalid = अभी तैयार नहीं: { $why }
ex-packing = पैकेज बनाया जा रहा है…
ex-packed = पैकेज ({ $kb } KB) डाउनलोड हो गया: इसे अपने LMS में { $format } पैकेज के रूप में अपलोड करें।
ex-pack-failed = पैकेज नहीं बन सका: { $why }
ex-pack-bad-name = files.json में “{ $name }” { $why ->
         [parent] साइट के बाहर है (..)
         [absolute] रूट से है (/)
         [backslash] में बैकस्लैश है
         [colon] में कोलन है (C:, एक पता)
         [empty] में खाली या “.” भाग है
         [duplicate] दो बार है
        *[character] में ?, #, % या कोई छिपा अक्षर है
    }: साइट फिर से बनाएँ।

## कक्षा दृश्य (शिक्षक LMS में कोई लिंक लॉन्च करता है: विद्यार्थियों के प्रयास, ग्रेड और उत्तर)

class-title = { $title }: कक्षा
class-untitled = N-पहेली अभ्यास
class-boardless = इस लिंक का अभ्यास कोई बोर्ड तय नहीं करता, इसलिए इसके प्रयासों को ग्रेड नहीं मिलता: हर विद्यार्थी का पेज अपना बोर्ड चुनता। अभ्यास को किसी बोर्ड के साथ फिर से जोड़ें।
class-no-column = इस लिंक का ग्रेडबुक में कोई कॉलम नहीं है: ग्रेड केवल यहीं रखे जाते हैं। कॉलम पाने के लिए अभ्यास को LMS के सामग्री चयन (Deep Linking) से जोड़ें।
class-find = विद्यार्थी खोजें
class-no-students = अभी तक किसी विद्यार्थी ने यह अभ्यास नहीं खोला है।
class-no-answers = अभी कोई उत्तर नहीं।
class-questions = प्रश्न
class-questions-caption = प्रश्न: हर विद्यार्थी का नवीनतम उत्तर
class-question = प्रश्न
class-right = सही
class-right-answer = सही उत्तर
class-wrong-answers = आम गलत उत्तर
class-share = { $percent }% ({ $students } में से { $right })
class-no-wrong = कोई नहीं
class-students = विद्यार्थी
class-students-caption = अभ्यास खोलने वाले विद्यार्थी
class-student = विद्यार्थी
class-attempts = प्रयास
class-grade = ग्रेड
class-gradebook = ग्रेडबुक
class-last-seen = अंतिम गतिविधि (UTC)
class-attempts-count = { $begun ->
        [0] { $begun } शुरू हुए
        [one] { $begun } शुरू हुआ
       *[other] { $begun } शुरू हुए
    }, { $ended ->
        [0] { $ended } पूरे हुए
        [one] { $ended } पूरा हुआ
       *[other] { $ended } पूरे हुए
    }
class-no-grade = अभी नहीं
class-grade-passed = { $max } में से { $raw }, उत्तीर्ण
class-grade-failed = { $max } में से { $raw }, उत्तीर्ण नहीं
class-nothing-to-send = भेजने को कुछ नहीं
class-sent = भेजा गया
class-no-column-yet = कोई कॉलम नहीं
class-on-its-way = रास्ते में
class-waiting = प्रतीक्षा में: { $why }
class-refresh = ताज़ा करें
class-download = सभी उत्तर डाउनलोड करें (CSV)
class-open-exercise = अभ्यास वैसे खोलें जैसे विद्यार्थी उसे देखता है
class-stopped = यह दृश्य अब अपडेट नहीं होता: नए उत्तर देखने के लिए कोर्स से अभ्यास फिर से लॉन्च करें।
class-open-attempt = प्रयास खोलें:
class-attempt-graded = अंकित
class-attempt-latest = नवीनतम
class-open-attempt-label = { $who } का प्रयास { $attempt } खोलें
class-review-ended = { $who } का प्रयास { $attempt }, जैसा उन्होंने छोड़ा (समाप्त)।
class-review-open = { $who } का प्रयास { $attempt }, जैसा उन्होंने छोड़ा (समाप्त नहीं)।
class-review-note = यह उनका प्रयास है, आपका नहीं: यहाँ किया गया कुछ भी न रखा जाता है न भेजा जाता है।
class-lrs-title = रिकॉर्ड स्टोर से कक्षा के उत्तर
class-lrs-tagline = cmi5 कोर्स के लिए: पूरी कक्षा में हर प्रश्न, हर छात्र के उत्तर, और सभी उत्तर CSV के रूप में, आपके लर्निंग रिकॉर्ड स्टोर (LRS) से पढ़े गए।
class-lrs-endpoint = रिकॉर्ड स्टोर का पता (xAPI एंडपॉइंट)
class-lrs-endpoint-help = आपका LMS या LRS इसे अपनी कुंजियों के पास दिखाता है; यह प्रायः /xAPI/ या /data/xAPI/ पर ख़त्म होता है।
class-lrs-key = कुंजी (उपयोगकर्ता नाम)
class-lrs-secret = गुप्त कुंजी (पासवर्ड)
class-lrs-secret-help = ऐसी कुंजी जो स्टेटमेंट पढ़ सके। यह इसी पेज में रहती है: न कभी पते में, न कभी सहेजी जाती है।
class-lrs-activity = अभ्यास का AU (ऐक्टिविटी id)
class-lrs-activity-help = पैकेज की cmi5.xml में <au> का id, urn:npuzzle:au:npuzzle- और अभ्यास का id, जब तक आपका LMS AU को अपने id न दे: तब LMS में AU का विवरण उसे दिखाता है (लॉन्च URL का activityId)।
class-lrs-show = कक्षा दिखाएँ
class-lrs-questions-table = प्रश्नों की तालिका
class-lrs-answers-of = { $name } के उत्तर
class-lrs-student-summary = { $name }: { $questions } में से { $right } सही (नवीनतम उत्तर), { $answers ->
        [one] { $answers } उत्तर
       *[other] { $answers } उत्तर
    }
class-lrs-answer = उत्तर
class-lrs-result = परिणाम
class-lrs-seconds = सेकंड
class-lrs-when = उत्तर का समय (UTC)
class-lrs-yes = सही
class-lrs-no = ग़लत
class-lrs-reading = रिकॉर्ड स्टोर पढ़ा जा रहा है…
class-lrs-live = { $students ->
        [0] { $students } छात्रों से
        [one] { $students } छात्र से
       *[other] { $students } छात्रों से
    } { $answers ->
        [one] { $answers } उत्तर
       *[other] { $answers } उत्तर
    }। यह पेज दिखने तक लगातार अपडेट होता है।
class-lrs-updated = पिछली बार { $time } पर पढ़ा गया।
class-lrs-paused = यह पेज छिपा रहने तक रुका है।
class-lrs-none-yet = इस अभ्यास के अभी कोई उत्तर नहीं हैं। छात्र जैसे-जैसे उत्तर देंगे, वे यहाँ दिखेंगे। अगर छात्र उत्तर दे चुके हैं, तो AU का ऐक्टिविटी id जाँचें।
class-lrs-bad-endpoint = रिकॉर्ड स्टोर का पता पूरा http:// या https:// पता होना चाहिए, जैसे https://lrs.example.org/xAPI/।
class-lrs-insecure = यह पेज HTTPS पर चल रहा है, इसलिए ब्राउज़र इसे http:// पते वाला रिकॉर्ड स्टोर पढ़ने नहीं देगा। स्टोर का https:// पता इस्तेमाल करें।
class-lrs-no-key = कुंजी और गुप्त कुंजी लिखें।
class-lrs-key-in-address = कुंजी और गुप्त कुंजी उनके अपने खानों में लिखें, रिकॉर्ड स्टोर के पते में नहीं।
class-lrs-no-activity = AU का ऐक्टिविटी id लिखें।
class-lrs-credentials = रिकॉर्ड स्टोर ने कुंजी और गुप्त कुंजी अस्वीकार कर दी (HTTP { $status })। उन्हें जाँचें, और यह भी कि कुंजी स्टेटमेंट पढ़ सकती है।
class-lrs-network = { $endpoint } पर रिकॉर्ड स्टोर तक नहीं पहुँचा जा सका। पता जाँचें, और यह कि स्टोर इस पेज के ऑरिजिन ({ $origin }) को उसे पढ़ने देता है (CORS): आपके LRS की सेटिंग्स अनुमत ऑरिजिन बताती हैं।
class-lrs-timeout = रिकॉर्ड स्टोर ने { $seconds } सेकंड में उत्तर नहीं दिया। फिर से कोशिश हो रही है।
class-lrs-not-lrs = पते ने उत्तर दिया, पर xAPI रिकॉर्ड स्टोर की तरह नहीं ({ $what })। पता जाँचें: यह प्रायः /xAPI/ या /data/xAPI/ पर ख़त्म होता है।
class-lrs-no-list = स्टेटमेंट की कोई सूची नहीं
class-lrs-refused = रिकॉर्ड स्टोर ने क्वेरी अस्वीकार कर दी (HTTP { $status }): { $detail }
class-lrs-failed = रिकॉर्ड स्टोर विफल रहा (HTTP { $status })। फिर से कोशिश हो रही है।
class-lrs-stale = दोबारा पढ़ना विफल रहा; दिखाए गए उत्तर { $time } के हैं। { $problem }
class-lrs-elsewhere = रिकॉर्ड स्टोर का अगला पेज दूसरी साइट पर है ({ $origin }): उसका अनुसरण नहीं किया गया, ताकि कुंजी और गुप्त कुंजी इसी के पास रहें।

## Sharing

share = यह बोर्ड साझा करें
share-link = लिंक
share-iframe = कोर्स पेज के लिए: एक iframe
share-element = कोर्स पेज के लिए: एलिमेंट
share-guide = इसे एम्बेड कैसे करें
share-algo-auto = लिंक और स्निपेट ऑटो के साथ खुलते हैं: { $algo } किसी पेज की सीमाओं में { $size } बोर्ड पूरा न कर पाए।
copy = कॉपी करें
copied = क्लिपबोर्ड पर कॉपी किया गया।
copy-failed = ब्राउज़र ने कॉपी करने से मना कर दिया: टेक्स्ट चुनकर स्वयं कॉपी करें।

## The page around the component

page-title = N-पहेली सॉल्वर
page-tagline = स्लाइडिंग टाइल पहेली खेलें, हल करें और उसका अध्ययन करें
about-puzzle = पहेली के बारे में
embed-guide = इसे अपने कोर्स पेज पर लगाएँ

## Directions (the way a tile slides)

way-up = ऊपर
way-down = नीचे
way-left = बाएँ
way-right = दाएँ

## What happened

moved = टाइल { $tile } को { $way } खिसकाया। { $n ->
        [0] { $n } चालें
        [one] { $n } चाल
       *[other] { $n } चालें
    }।
solved-by-hand = टाइल { $tile } को { $way } खिसकाया। { $n ->
        [0] { $n } चालों
        [one] { $n } चाल
       *[other] { $n } चालों
    } में हल हो गई!
busy = हल किया जा रहा है… फिर से खेलने के लिए “रद्द करें” दबाएँ।
shuffled = फेंटा गया: एक यादृच्छिक, हल होने योग्य बोर्ड।
scrambled = { $n ->
        [0] { $n } यादृच्छिक चालों
        [one] { $n } यादृच्छिक चाल
       *[other] { $n } यादृच्छिक चालों
    } से बिखेरा गया।
scramble-bad = बिखेरने के लिए 1 से { $max } तक चालों की एक पूर्ण संख्या चाहिए।
back-to-start = शुरुआती स्थिति पर वापस।
board-from-text = बोर्ड टेक्स्ट बॉक्स से लिया गया।
board-from-host = बोर्ड पेज द्वारा सेट किया गया।
not-a-board = यह बोर्ड नहीं है: { $why }।
no-solution = कोई हल संभव नहीं।
no-solution-searched = कोई हल संभव नहीं, इसलिए कुछ भी खोजा नहीं गया।
explain-odd = व्युत्क्रम (टाइलों के वे जोड़े जो अपने लक्ष्य-क्रम से उल्टे हैं): { $inv }। विषम चौड़ाई ({ $width }) वाले बोर्ड पर हर चाल इस संख्या की समता को बनाए रखती है, और लक्ष्य में कोई व्युत्क्रम नहीं है: यह संख्या सम होनी चाहिए। { $inv } { $parity } है, { $verdict }।
explain-even = व्युत्क्रम (टाइलों के वे जोड़े जो अपने लक्ष्य-क्रम से उल्टे हैं): { $inv }; खाली स्थान और उसकी लक्ष्य-पंक्ति के बीच की पंक्तियाँ: { $rows }। सम चौड़ाई ({ $width }) वाले बोर्ड पर ऊपर या नीचे की चाल दोनों की समता बदल देती है, इसलिए उनका योग सम होना चाहिए, जैसा लक्ष्य पर है। { $inv } + { $rows } = { $sum } { $parity } है, { $verdict }।
even = सम
odd = विषम
can-reach = इसलिए लक्ष्य तक पहुँचा जा सकता है
cannot-reach = इसलिए लक्ष्य तक कभी नहीं पहुँचा जा सकता: इसे बदलने के लिए कोई भी दो टाइलें आपस में बदलें
searching = खोज जारी है…
lab-title = ह्यूरिस्टिक लैब
lab-help = अपना h लिखें और इस आकार के हर बोर्ड पर वास्तविक दूरियों से उसकी जाँच करें (8-पहेली के लिए सभी 1,81,440; बड़े बोर्डों के लिए एक नमूना)। नाम: hamming, manhattan, conflicts, n, rows, cols, blank_row, blank_col, row(t), col(t), goal_row(t), goal_col(t); sum(t: …), max(…), min(…), abs(…), + − * /, if … then … else ….
lab-formula = आपका ह्यूरिस्टिक h
lab-check = h जाँचें
lab-checking = h को हर बोर्ड पर जाँचा जा रहा है…
lab-empty = पहले एक फ़ॉर्मूला लिखें, जैसे manhattan + 2*conflicts।
lab-bad-formula = h का उपयोग नहीं हो सकता: { $why }
lab-states = { $h }, { $n ->
        [0] { $n } बोर्डों पर
        [one] { $n } बोर्ड पर
       *[other] { $n } बोर्डों पर
    }{ $sample }:
lab-sample = {" "}(एक नमूना)
lab-admissible = स्वीकार्य: कभी भी वास्तविक दूरी से ऊपर नहीं।
lab-not-admissible = स्वीकार्य नहीं: एक बोर्ड पर h = { $h }, जबकि लक्ष्य वहाँ से { $hstar ->
        [0] { $hstar } चालें
        [one] { $hstar } चाल
       *[other] { $hstar } चालें
    } दूर है।
lab-consistent = संगत: लक्ष्य पर 0, और पड़ोसी बोर्डों पर अधिकतम 1 का अंतर।
lab-not-consistent = संगत नहीं: दो पड़ोसी बोर्डों पर h = { $ha } और { $hb }।
lab-not-a-number = संख्या नहीं: एक बोर्ड पर h { $value ->
        [not-a-number] NaN है (जैसे अनंत घटा अनंत)
        [infinite] अनंत है
        [minus-infinite] ऋण अनंत है
       *[division] शून्य से भाग देता है (अक्षर { $at } पर)
    }। ह्यूरिस्टिक का मान हर बोर्ड पर एक संख्या होना चाहिए, इसलिए h न स्वीकार्य है, न संगत।
lab-close = औसत h/h*: { $ratio }; { $pct }% बोर्डों पर कम से कम मैनहट्टन जितना।
lab-race = h का मुकाबला कराएँ
lab-racing = मुकाबला ऊपर के प्रयोग में चलता है: h के साथ A* और IDA*, हैमिंग, मैनहट्टन और रैखिक टकराव के विरुद्ध।
lab-step = चरण-दर-चरण देखें
lab-step-needs-informed = “हल करें” के अंतर्गत लालची खोज, A* या IDA* चुनें: इनमें ह्यूरिस्टिक लगता है।
lab-stepping = h के साथ खोज रिकॉर्ड हो रही है: ऊपर “खोज रिकॉर्ड करें” के अंतर्गत इसे चरण-दर-चरण देखें।
lab-your-h = आपका h
formula-at = अक्षर { $at } पर: { $problem }
formula-too-long = सूत्र बहुत लंबा है: { $n } अक्षर, अधिकतम { $max }
formula-too-deep = { $depth } स्तरों से अधिक गहराई तक नेस्टेड
formula-expected = अपेक्षित था { $what ->
        [operator] कोई ऑपरेटर या अंत
        [operand] कोई संख्या, नाम या “(”
        [close] “)”
        [comma] “,” या “)”
        [open] फ़ंक्शन के नाम के बाद “(”
        [then] “then”
        [else] “else”
       *[binding] किसी टाइल का नाम और “:” (sum(t: …))
    }, मिला { $found ->
        [end] अंत
        [arguments] आर्ग्युमेंट
       *[text] “{ $text }”
    }
formula-unexpected = “{ $text }” भाषा का हिस्सा नहीं है
formula-bad-number = “{ $text }” संख्या नहीं है
formula-unknown-name = अज्ञात नाम “{ $name }” (नाम ये हैं: { $names })
formula-arguments = { $name } { $want } आर्ग्युमेंट लेता है, { $got } नहीं
formula-too-slow = सूत्र प्रति बोर्ड लगभग { $cost } चरण लेता है: अधिकतम { $max }
formula-division = शून्य से भाग
formula-no-such-tile = { $tile } बोर्ड की टाइल नहीं है
formula-not-a-number = मान { $value ->
        [not-a-number] NaN
        [infinite] अनंत
        [minus-infinite] ऋण अनंत
       *[division] शून्य से भाग
    } है, संख्या नहीं
formula-on-board = { $why } (बोर्ड { $board } पर)
formula-too-large = हर स्थिति जाँचने के लिए स्थितियाँ बहुत अधिक हैं: बोर्ड में { $cells } खाने हैं, अधिकतम { $max } जाँचे जाते हैं
experiment-longer = { $n } सबसे छोटे नहीं
lab-load = यह बोर्ड लोड करें
lab-load-neighbour = दोनों में से पहला लोड करें
improvement = { $n ->
        [0] { $n } चालों का
        [one] { $n } चाल का
       *[other] { $n } चालों का
    } हल मिला; सबसे छोटे हल में कम से कम { $bound } चालें लगेंगी (सिद्ध)। खोज जारी है…
kept-best = रोका गया। मिला हुआ सबसे अच्छा उत्तर बना रहेगा: { $n ->
        [0] { $n } चालें
        [one] { $n } चाल
       *[other] { $n } चालें
    }; सबसे छोटे हल में कम से कम { $bound } चालें लगेंगी (सिद्ध)।
searching-announce = हल खोजा जा रहा है।
starting = सॉल्वर शुरू हो रहा है…
queued = सॉल्वर की प्रतीक्षा (इस पेज की कोई दूसरी पहेली उसका उपयोग कर रही है)…
cancelled = रद्द किया गया। बोर्ड पहले जैसा है।
cancelled-announce = खोज रद्द की गई।
refused = सॉल्वर ने काम लेने से मना कर दिया: { $why }
one-move = 1 चाल
n-moves = { $n ->
        [0] { $n } चालें
        [one] { $n } चाल
       *[other] { $n } चालें
    }
optimal-word = इष्टतम
not-shortest = ज़रूरी नहीं कि सबसे छोटा हो
solved-by = { $algo } से हल किया गया: { $moves }, { $optimal }।
solved-by-with = { $h } के साथ { $algo } से हल किया गया: { $moves }, { $optimal }।
solved-by-how = { $algo } ({ $how }) से हल किया गया: { $moves }, { $optimal }।
tables-kept = तालिकाएँ { $t } में तैयार हुईं, अगले हलों के लिए रखी गई हैं।
solved-announce = हल हुआ: { $moves }, { $optimal }।
limit = नोड लिमिट पर रोका गया: { $expanded ->
        [one] { $expanded } नोड विस्तारित
       *[other] { $expanded } नोड विस्तारित
    }, { $enqueued } कतार में डाले गए, गहराई { $depth } तक पहुँची, { $s } से॰। इस बोर्ड के लिए एक मज़बूत विधि चाहिए: रैखिक टकराव के साथ A* या IDA*, या ऑटो आज़माएँ।
limit-announce = खोज अपनी नोड लिमिट तक पहुँच गई।
search-ended = खोज समाप्त: { $status }।
worker-stopped = सॉल्वर रुक गया ({ $why })। आपका बोर्ड पहले जैसा है। { $next }
worker-restarted = एक नया सॉल्वर शुरू किया गया है: फिर से हल करें, या ऐसी खोज चुनें जो कम नोड सहेजती हो (BFS की जगह A* या IDA*)।
worker-retry = अगली बार “हल करें” दबाने पर इसे फिर से शुरू करने की कोशिश होगी।
worker-stopped-announce = सॉल्वर रुक गया।
no-workers = यह ब्राउज़र सॉल्वर नहीं चला सकता (Web Workers ज़रूरी हैं)।
solver-refused = इस पेज पर सॉल्वर शुरू नहीं हो सकता: पेज की Content-Security-Policy इसकी अनुमति नहीं देती ({ $directive })। जो यह पेज चलाते हैं, वे इसकी अनुमति दे सकते हैं, जैसा एम्बेडिंग गाइड में बताया गया है।
solver-not-loaded = सॉल्वर लोड नहीं हो सका ({ $why })। कनेक्शन जाँचें: अगली बार “हल करें” दबाने पर फिर कोशिश होगी।

## Settings that were ignored (URL parameters, attributes, options)

ignored-too-long = दिया गया { $name } अनदेखा किया गया: { $why }।
ignored-board = बोर्ड “{ $v }” अनदेखा किया गया: { $why }।
ignored-size = आकार “{ $v }” अनदेखा किया गया: जैसे 3x3 या 4x4 का उपयोग करें।
ignored-goal = लक्ष्य “{ $v }” अनदेखा किया गया: end या start का उपयोग करें।
ignored-algorithm = एल्गोरिदम “{ $v }” अनदेखा किया गया: bfs, dfs, iddfs, greedy, astar, idastar, auto या fast का उपयोग करें।
ignored-heuristic = ह्यूरिस्टिक “{ $v }” अनदेखा किया गया: hamming, manhattan या linear-conflict का उपयोग करें।
ignored-own-heuristic = ह्यूरिस्टिक अनदेखा किया गया: { $algo } अपना ह्यूरिस्टिक खुद चुनता है (greedy, astar और idastar एक ह्यूरिस्टिक लेते हैं)।
ignored-controls = कंट्रोल “{ $v }” अनदेखे किए गए: full, none, या play, solve और study की सूची का उपयोग करें।
ignored-autoplay = autoplay “{ $v }” अनदेखा किया गया: 1 या 0 का उपयोग करें।
ignored-lang = भाषा “{ $v }” अनदेखी की गई: इनमें से एक का उपयोग करें: { $langs }।
ignored-lang-menu = lang-menu “{ $v }” अनदेखा किया गया: 1 या 0 का उपयोग करें।
ignored-order = क्रम “{ $v }” अनदेखा किया गया: चारों चालें एक-एक बार दें, जैसे udlr।
ignored-ties = ties “{ $v }” अनदेखा किया गया: deeper, oldest या newest का उपयोग करें।
ignored-goal-test = goal-test “{ $v }” अनदेखा किया गया: generation या expansion का उपयोग करें।
ignored-packaged = पते में “{ $v }” अनदेखा किया गया: पैकेज इसे तय करता है।
ignored-unknown = अज्ञात सेटिंग “{ $v }” अनदेखी की गई।
size-board-disagree = आकार { $size } { $board } बोर्ड से मेल नहीं खाता; बोर्ड को माना गया।

## What is wrong with a board (the core's errors)

err-empty = बोर्ड खाली है: टाइलें टाइप करें, जैसे 1 2 3 / 4 5 6 / 7 8 0
err-token = “{ $token }” (आइटम { $i }) न टाइल संख्या है, न खाली स्थान (0, _, . या nil)
err-too-small = { $size } बोर्ड बहुत छोटा है: दोनों भुजाएँ कम से कम { $min } होनी चाहिए
err-text-too-long = टेक्स्ट { $bytes } बाइट लंबा है, किसी भी बोर्ड से ज़्यादा: अधिकतम { $max } बाइट पढ़े जाते हैं
err-side-too-large = { $side } बोर्ड की भुजा के लिए बहुत बड़ा है: भुजाएँ अधिकतम { $max } हो सकती हैं
too-many-digits = 20 से अधिक अंकों वाली संख्या
err-too-large = { $size } बोर्ड बहुत बड़ा है: भुजाएँ अधिकतम { $max } हो सकती हैं
err-not-square = { $count ->
        [0] { $count } टाइलें वर्गाकार बोर्ड नहीं बनातीं
        [one] { $count } टाइल वर्गाकार बोर्ड नहीं बनाती
       *[other] { $count } टाइलें वर्गाकार बोर्ड नहीं बनातीं
    } (3×3 को 9, 4×4 को 16 चाहिए); पंक्तियाँ अलग-अलग लाइनों में लिखें या पहले आकार दें
err-ragged = पंक्ति { $row } में { $found ->
        [0] { $found } टाइलें हैं
        [one] { $found } टाइल है
       *[other] { $found } टाइलें हैं
    }, पर पंक्ति 1 में { $expected }
err-tile-count = { $size } बोर्ड को { $expected } टाइलें चाहिए, पर { $found ->
        [0] { $found } दी गईं
        [one] { $found } दी गई
       *[other] { $found } दी गईं
    }
err-no-blank = बोर्ड में कोई खाली स्थान नहीं है: इसे 0, _, . या nil के रूप में लिखें
err-two-blanks = बोर्ड में दो खाली स्थान हैं, { $first } पर और { $second } पर
err-out-of-range = { $at } पर टाइल { $tile } दायरे से बाहर है: इस बोर्ड की टाइलें 1 से { $max } तक हैं
err-duplicate = टाइल { $tile } दो बार आई है, { $first } पर और { $second } पर
err-missing = टाइल { $tile } गायब है
err-too-many-moves = { $moves ->
        [0] { $moves } चालों का
        [one] { $moves } चाल का
       *[other] { $moves } चालों का
    } बिखराव बहुत लंबा है: अधिकतम { $max }
pos = पंक्ति { $row }, स्तंभ { $col }
verbatim = { $text }
join = { $a } { $b }

## The assignment's printout (the command line prints the same)

assignment-counts =
    चालों की संख्या = { $moves }
    कतार में डाली गई अवस्थाओं की संख्या = { $enqueued }
assignment-no-solution = कोई हल संभव नहीं


## Solve

cli-solved-by = { $algo }{ $heuristic } से हल किया गया: { $shortest }, { $expanded ->
        [one] { $expanded } नोड विस्तारित
       *[other] { $expanded } नोड विस्तारित
    }, { $ms } मि॰से॰
cli-shortest = सबसे छोटा
cli-not-shortest = सबसे छोटा होने की गारंटी नहीं
cli-stopped = खोज रोकी गई ({ $status }): { $expanded ->
        [one] { $expanded } नोड विस्तारित
       *[other] { $expanded } नोड विस्तारित
    }, { $generated } उत्पन्न, गहराई { $depth }, { $ms } मि॰से॰
cli-best-kept = मिला हुआ सबसे अच्छा उत्तर: { $length ->
        [0] { $length } चालें
        [one] { $length } चाल
       *[other] { $length } चालें
    } (सबसे छोटा होना सिद्ध नहीं); सबसे छोटे हल में कम से कम { $bound } चालें (सिद्ध)
cli-improved = { $ms } मि॰से॰: { $length ->
        [0] { $length } चालों का
        [one] { $length } चाल का
       *[other] { $length } चालों का
    } हल मिला; सबसे छोटे हल में कम से कम { $bound } चालें (सिद्ध)
cli-limit-advice = खोज अपनी नोड या समय लिमिट तक पहुँच गई: --max-nodes और --time-limit इन्हें बढ़ाते हैं, --algo fast तुरंत उत्तर देता है (ज़रूरी नहीं कि सबसे छोटा हो)
cli-slow-note = नोट: { $size } बोर्ड का सबसे छोटा हल निकालने में कई मिनट लग सकते हैं या खोज नोड लिमिट पर रुक सकती है; --algo fast तुरंत उत्तर देता है (ज़रूरी नहीं कि सबसे छोटा हो)
cli-why-no-solution = क्यों: { $why }
cli-boards-left-out = ... { $left ->
        [0] { $left } बोर्ड छोड़े गए
        [one] { $left } बोर्ड छोड़ा गया
       *[other] { $left } बोर्ड छोड़े गए
    }: सभी { $boards } प्रिंट करने पर लगभग { $size } लिखा जाता, जो { $mb } MB की --print-limit से अधिक है (-q केवल चालें प्रिंट करता है)

## Reading the input

cli-invalid-board = अमान्य बोर्ड: { $why }
cli-bad-option = { $option }: { $why }
cli-race-longer = h के साथ { $algo }: { $solved ->
        [0] { $solved } उत्तरों में से
        [one] { $solved } उत्तर में से
       *[other] { $solved } उत्तरों में से
    } { $longer } सबसे छोटे से लंबे
cli-grade-passed = उत्तीर्ण: { $max } में से { $raw } (मैनहट्टन के अधिकतम { $pass }% नोडों की अनुमति)।
cli-grade-failed = उत्तीर्ण नहीं: { $max } में से { $raw } (मैनहट्टन के अधिकतम { $pass }% नोडों की अनुमति)।
cli-grade-seed = मुकाबले के बोर्ड: हर गहराई पर 20, सीड { $seed } से चुने गए।
cli-bad-formula = फ़ॉर्मूले का उपयोग नहीं हो सकता: { $why }
cli-heuristic-checked = लक्ष्य तक पहुँचने वाले हर { $size } बोर्ड पर { $formula } ({ $states }):
cli-heuristic-sampled = { $states ->
        [0] { $states } { $size } बोर्डों के
        [one] { $states } { $size } बोर्ड के
       *[other] { $states } { $size } बोर्डों के
    } एक नमूने पर { $formula } (40 तक चालों से बिखेरे गए, इष्टतम रूप से हल किए गए):
cli-heuristic-admissible = स्वीकार्य: कभी भी वास्तविक दूरी से ऊपर नहीं
cli-heuristic-not-admissible = स्वीकार्य नहीं: { $board } पर h = { $h }, लेकिन लक्ष्य { $hstar ->
        [0] { $hstar } चालें
        [one] { $hstar } चाल
       *[other] { $hstar } चालें
    } दूर है
cli-heuristic-consistent = संगत: लक्ष्य पर 0, और पड़ोसियों के बीच अधिकतम 1 का अंतर
cli-heuristic-not-consistent = संगत नहीं: { $a } पर h = { $ha }, उसके पड़ोसी { $b } पर h = { $hb }
cli-heuristic-not-a-number = संख्या नहीं: { $board } पर h { $value ->
        [not-a-number] NaN है
        [infinite] अनंत है
        [minus-infinite] ऋण अनंत है
       *[division] शून्य से भाग देता है (अक्षर { $at } पर)
    }; ह्यूरिस्टिक का मान हर बोर्ड पर एक संख्या होना चाहिए, इसलिए h न स्वीकार्य है, न संगत
cli-heuristic-closeness = औसत h/h*: { $ratio }; { $share }% बोर्डों पर कम से कम मैनहट्टन जितना
cli-standard-input = स्टैंडर्ड इनपुट
cli-cannot-read = { $name } पढ़ा नहीं जा सकता: { $why }
cli-too-large = { $name } { $size } से बड़ा है: यह बोर्ड फ़ाइल नहीं है
cli-not-text = { $name } टेक्स्ट नहीं है: बाइट { $n } UTF-8 नहीं है
cli-cannot-write = आउटपुट नहीं लिखा जा सकता: { $why }
cli-not-a-file = { $name } फ़ाइल नहीं है (यह कोई डिवाइस, फ़ोल्डर या सॉकेट है): इससे कुछ नहीं पढ़ा गया
cli-tables-too-large = { $name } { $size } से बड़ा है: यह पैटर्न डेटाबेस की फ़ाइल नहीं है
cli-tables-behind = अगले बोर्डों के लिए { $size } पैटर्न डेटाबेस बन रहे हैं (एक बार, लगभग { $seconds } से॰); तब तक तेज़ वाले उत्तर देते हैं
cli-tables-behind-wide = अगले बोर्डों के लिए { $size } पैटर्न डेटाबेस बन रहे हैं (एक बार, लगभग { $seconds } से॰); इनसे उनके उत्तर छोटे होते हैं
cli-tables-finishing = बाद के रन के लिए { $size } पैटर्न डेटाबेस पूरे किए जा रहे हैं (Ctrl-C रोकता है; अगला रन उन्हें फिर से बनाएगा)
cli-tables-unusable = कैश की तालिकाएँ इस्तेमाल नहीं की जा सकतीं ({ $reason }); वे फिर से बनाई जाएँगी
cli-tables-built-unusable = अभी बनी तालिकाएँ इस्तेमाल नहीं की जा सकतीं ({ $reason })
cli-tables-saved = { $size } पैटर्न डेटाबेस { $path } में सहेजे गए (आगे के हल उन्हें लोड करेंगे)
cli-tables-unsaved = तालिकाएँ { $dir } में नहीं रखी जा सकतीं: { $reason } (--cache-dir से कोई दूसरी जगह चुनें)
cli-site-link = { $name } एक लिंक है, या किसी लिंक के पीछे है: पैकेज में साइट की अपनी फ़ाइलें ही जाती हैं
cli-site-too-large = { $name } { $size } से बड़ा है: बनी हुई साइट में इतना नहीं होता
cli-boards-per-depth = हर गहराई पर अधिकतम { $max } बोर्ड (एक गहराई के बोर्ड एक साथ चुने और रखे जाते हैं)

## Explain

cli-col-tile = टाइल
cli-col-at = स्थान
cli-col-goal = लक्ष्य
cli-col-manhattan = मैनहट्टन
cli-col-misplaced = गलत जगह
cli-yes = हाँ
cli-hamming-total = हैमिंग (गलत जगह वाली टाइलें) = { $n }
cli-manhattan-total = मैनहट्टन = { $n }
cli-conflicts = रैखिक टकराव = { $pairs }; रैखिक टकराव अनुमान = { $n }
cli-no-conflicts = कोई नहीं
cli-conflict-row = पंक्ति { $n }: { $a } और { $b }
cli-conflict-column = स्तंभ { $n }: { $a } और { $b }

## Scan

cli-scan-read = फ़ोटो से { $size } बोर्ड { $ms } मि॰से॰ में पढ़ा गया
cli-scan-check = इन खानों को जाँचें, इनकी पढ़ाई पक्की नहीं है: { $cells }
cli-scan-cell = पंक्ति { $row } स्तंभ { $col }
cli-scan-unsolvable = जैसा पढ़ा गया, उसके अनुसार यह बोर्ड लक्ष्य (खाली स्थान अंत में) तक नहीं पहुँच सकता: हो सकता है कोई खाना गलत पढ़ा गया हो, या पहेली गलत जोड़ी गई हो
cli-scan-bench = { $photos ->
        [one] { $photos } अलग रखी गई फ़ोटो
       *[other] { $photos } अलग रखी गई फ़ोटो
    } ({ $sizes }{ $known }): { $exact } बिल्कुल सही पढ़ी गईं, { $silent } बिना किसी चिह्नित खाने के गलत, { $flagged } चिह्नित खानों के साथ गलत, { $failed } पढ़ी नहीं जा सकीं
cli-scan-corners = आठ संख्याएँ, फ़ोटो के पिक्सेल में बोर्ड के चारों कोनों में से हर एक का x,y (जैसे 120,80,600,90,610,560,110,570)
cli-scan-bench-known = , आकार दिया गया
cli-scan-bench-outline = , रूपरेखा दी गई
cli-scan-bench-time = प्रति फ़ोटो समय: माध्यिका { $median } मि॰से॰, p95 { $p95 } मि॰से॰, अधिकतम { $max } मि॰से॰


## How a solver answered (after the algorithm's name: "Solved by Auto (IDA* with …)")

method-exact-table = सटीक दूरी तालिका
method-pdb = योगात्मक पैटर्न डेटाबेस के साथ IDA*
method-pdb-reflected = योगात्मक पैटर्न डेटाबेस और परावर्तन के साथ IDA*
method-pdb-quick = तेज़ (5-5-5) पैटर्न डेटाबेस के साथ IDA*
method-pdb-quick-reflected = तेज़ (5-5-5) पैटर्न डेटाबेस और परावर्तन के साथ IDA*
method-linear-conflict = रैखिक टकराव के साथ IDA*
method-weighted-pdb = पैटर्न डेटाबेस के साथ भारित A*, भार { $weight }
method-weighted-linear-conflict = रैखिक टकराव के साथ भारित A*, भार { $weight }
# Fast mode on a large board: rows and columns are put in place one by one, then the last block
# (e.g. 3×3) is solved optimally. { $size } is that block's size.
method-lines = पंक्तियाँ और स्तंभ एक-एक करके, अंतिम { $size } ब्लॉक इष्टतम रूप से
method-lines-searched = पंक्तियाँ और स्तंभ एक-एक करके, हर एक खोज से रखा गया, अंतिम { $size } ब्लॉक इष्टतम रूप से
# { $lines } is method-lines or method-lines-searched.
method-finish-pdb = { $lines }, पैटर्न डेटाबेस के साथ
method-finish-linear-conflict = { $lines }, रैखिक टकराव के साथ IDA* द्वारा

## The element's notices when it cannot start (n-puzzle.js shows them before the puzzle's own code runs)

element-policy = इस पेज पर पहेली शुरू नहीं हो सकती: पेज की Content-Security-Policy इसकी अनुमति नहीं देती ({ $directive })। जो यह पेज चलाते हैं, वे इसकी अनुमति दे सकते हैं, जैसा एम्बेडिंग गाइड में बताया गया है।
element-load = पहेली लोड नहीं हो सकी ({ $why })। कनेक्शन जाँचें और पेज फिर से लोड करें।
element-style = इस पेज की Content-Security-Policy पहेली की स्टाइलशीट की अनुमति नहीं देती ({ $directive }): पहेली काम करती है, पर सादी दिखती है।

## What a learning record store shows of a graded attempt (xAPI: the verb's name, the exercise's name)

lms-verb-answered = उत्तर दिया
lms-verb-passed = उत्तीर्ण
lms-verb-failed = उत्तीर्ण नहीं
lms-activity = N-पहेली अभ्यास: { $task }
lms-task-play = कम चालों में लक्ष्य तक पहुँचना
lms-task-predict = अगले विस्तारों का अनुमान
lms-task-children = चाइल्ड नोडों के g, h और f
lms-task-heuristic = मैनहट्टन से बेहतर एक स्वीकार्य ह्यूरिस्टिक


## The scan dialog

scan-title = पहेली स्कैन करें
scan-help = ठीक ऊपर से फ़ोटो लें, जिसमें पूरा बोर्ड दिखे और अच्छी रोशनी हो, या कोई फ़ोटो चुनें।
scan-photo = फ़ोटो
scan-size = आकार
scan-size-auto = फ़ोटो से पढ़ें
scan-reading = फ़ोटो पढ़ी जा रही है…
scan-read = { $size } बोर्ड पढ़ा गया। चिह्नित खाने जाँचें: किसी खाने की संख्या बदलने के लिए उस पर टैप करें।
scan-read-sure = { $size } बोर्ड पढ़ा गया। इसे अपनी पहेली से मिलाएँ; किसी खाने की संख्या बदलने के लिए उस पर टैप करें।
scan-other-size = इसके बजाय { $size } बोर्ड के रूप में पढ़ें
scan-board = पढ़ा गया बोर्ड (खाली स्थान के लिए 0 या खाली)
scan-cell = पंक्ति { $row }, स्तंभ { $col }
scan-unsure = पक्का नहीं
scan-duplicate = 0 से { $max } तक हर संख्या एक बार आनी चाहिए: ये जाँचें: { $list }।
scan-use = यह बोर्ड इस्तेमाल करें
scan-cancel = रद्द करें
scan-too-large = फ़ाइल { $mb } MB की है: { $max } MB तक की फ़ोटो पढ़ी जा सकती हैं।
scan-too-many-pixels = फ़ोटो { $width }×{ $height } पिक्सेल ({ $mp } मेगापिक्सेल) की है: { $max } मेगापिक्सेल तक की फ़ोटो पढ़ी जा सकती हैं।
scan-not-an-image = यह फ़ाइल फ़ोटो (JPEG या PNG इमेज) नहीं है।
scan-damaged = यह फ़ोटो अधूरी या खराब है: इसकी फ़ाइल में पूरी इमेज नहीं है।
scan-no-board = फ़ोटो में कोई पहेली नहीं मिली: पूरे बोर्ड को दिखाते हुए ऊपर से फ़ोटो लें।
scan-two-boards = फ़ोटो में दो पहेलियाँ हैं: एक बार में एक की फ़ोटो लें।
scan-cut-off = बोर्ड का कुछ हिस्सा फ़ोटो से बाहर है: थोड़ा पीछे हटें या फ़ोन घुमाएँ।
scan-size-unsupported = { $size } बोर्ड स्कैन नहीं हो सकता: आकार 2×2 से 6×6 तक।
scan-no-grid = बोर्ड मिला, पर उसकी टाइलें अलग-अलग पहचानी नहीं जा सकीं: ज़्यादा रोशनी, कम चमक।
scan-failed = रीडर शुरू नहीं हो सका: { $why }
scan-outline = यह बोर्ड नहीं है? रूपरेखा के कोनों को खींचकर बोर्ड के कोनों पर रखें।
scan-place = या बोर्ड को खुद चिह्नित करें: रूपरेखा के कोनों को खींचकर बोर्ड के कोनों पर रखें।
scan-keys = बोर्ड की रूपरेखा के साथ आपकी फ़ोटो। किसी कोने को हिलाने के लिए पहले उसे चुनने को 1, 2, 3 या 4 दबाएँ, फिर तीर कुंजियाँ।
scan-camera = कैमरा इस्तेमाल करें
scan-shoot = फ़ोटो लें
scan-stop = कैमरा बंद करें
scan-guide = पूरे बोर्ड को ठीक ऊपर से फ़्रेम के अंदर लाएँ।
scan-video = कैमरे का दृश्य
scan-camera-denied = यहाँ कैमरे की अनुमति नहीं है: इस पेज के लिए अनुमति दें, या “फ़ोटो” से फ़ोटो लें या चुनें।
scan-camera-none = कोई कैमरा नहीं मिला: “फ़ोटो” से फ़ोटो लें या चुनें।
scan-camera-failed = कैमरा नहीं खुल सका ({ $why }): “फ़ोटो” से फ़ोटो लें या चुनें।
scan-alt = आपकी फ़ोटो, मिले हुए बोर्ड की रूपरेखा के साथ
