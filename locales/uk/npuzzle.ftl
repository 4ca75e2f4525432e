# Українська: переклад en/npuzzle.ftl (ті самі ідентифікатори повідомлень і { $placeholders }).
# Терміни — усталені в українських курсах ШІ та алгоритмів: пошук у ширину/у глибину, ітеративне
# поглиблення, розкриті/породжені вузли, межа, поріг, допустима/узгоджена евристика.
# Terms: A* — назва алгоритму; в українських підручниках і курсах не перекладається.
# Terms: IDA* — назва алгоритму; в українських підручниках і курсах не перекладається.
# Terms: BFS — скорочення в тексті (у меню — повна українська назва); в українських курсах його зазвичай лишають англійським.
# Terms: DFS — скорочення в тексті (у меню — повна українська назва); в українських курсах його зазвичай лишають англійським.
# Terms: IDDFS — скорочення в тексті (у меню — повна українська назва); в українських курсах його зазвичай лишають англійським.
# Terms: одиниці — с, мс, КБ, МБ (українські скорочення, не латинські s, ms, KB, MB).

## The language itself

# The language's own name, as its speakers write it (the language menu lists every language so).
language-name = Українська
# ltr, or rtl for a language written right to left (the page mirrors its layout).
language-direction = ltr
# The label of the page's language menu.
language = Мова

## The board

board-region = Поле головоломки
board-role = поле головоломки
board-keys = Стрілки зсувають фішку в порожню клітинку: фішка рухається за напрямком стрілки.
moves-label = Ходів:
solved-badge = Розв’язано!
board-hint = Клацніть або торкніться фішки поруч із порожньою клітинкою, проведіть пальцем або виберіть поле й користуйтеся клавішами зі стрілками.
goal-label = Поле { $size }, ціль: { $kind }
blank-last = порожня клітинка в кінці
blank-first = порожня клітинка на початку
blank = порожня клітинка
describe = Поле головоломки, { $size }: { $rows }

## The board panel

board-title = Поле
tabs = Панелі
tab-study = Вивчення
tab-share = Поділитися
node-board = Поле вузла { $node }: { $rows }
size = Розмір
puzzle-name = Гра в { $n }
goal = Ціль
goal-end-option = Порожня клітинка в кінці (1 2 3 / … / _)
goal-start-option = Порожня клітинка на початку (_ 1 2 / …)
shuffle = Перемішати
scramble = Заплутати
scramble-moves = Ходів для заплутування
moves-unit = ходів
reset = Скинути
board-text = Поле у вигляді тексту
board-text-help = (вставте або введіть: рядки — кожен з нового рядка або через /, порожня клітинка — 0, _ або .)
use-board = Використати це поле
scan-puzzle = Сканувати головоломку…
scan-not-loaded = Не вдалося завантажити сканування ({ $why }). Перевірте з’єднання й спробуйте ще раз.

## The solve panel

solve-title = Розв’язання
algorithm = Алгоритм
heuristic = Евристика
option-auto = Авто (найшвидший оптимальний)
option-fast = Швидкий (будь-який розмір, не найкоротший розв’язок)
name-bfs = Пошук у ширину
name-dfs = Пошук у глибину
name-iddfs = Пошук у глибину з ітеративним поглибленням
name-bibfs = Двонапрямлений пошук у ширину
name-greedy = Жадібний пошук за першим найкращим збігом
name-a-star = A*
name-ida-star = IDA*
name-auto = Авто
name-fast = Швидкий режим
option-hamming = Відстань Геммінга (фішки не на своїх місцях)
name-hamming = Відстань Геммінга
name-manhattan = Манхеттенська відстань
name-linear-conflict = Лінійний конфлікт
large-note = Велике поле: «Швидкий» одразу знаходить розв’язок, але не обов’язково найкоротший.
solve = Розв’язати
cancel = Скасувати
tree-depth = Глибина дерева: { $n }
f-bound = Поріг f: { $n }
depth = Глибина: { $n }
expanded = Розкрито
frontier = Межа
time = Час
seconds = с
preparing = Перше розв’язання для цього розміру: підготовка таблиць для { $size }… { $pct }%
length = Довжина
optimal = Оптимальність
enqueued = Додано до черги
largest-frontier = Найбільший розмір межі
yes = так
not-guaranteed = не гарантована
ms = { $ms } мс
ms-with-tables = { $ms } мс (з них таблиці — { $tables } мс)

## Playback

playback = Відтворення
jump-start = На початок
step-back = Крок назад
play = Відтворити
pause = Пауза
step-forward = Крок уперед
jump-end = У кінець
speed = Швидкість
step-of = Крок { $step } з { $total }
step-of-tile = Крок { $step } з { $total }: фішка { $tile } { $way }
step-of-done = Крок { $step } з { $total }: ціль досягнуто.
move-button = Хід { $i }: фішка { $tile } { $way }
moves-shown = Ходи { $from }–{ $to } з { $total }
moves-earlier = Попередні ходи
moves-later = Наступні ходи
move-list-help = У списку ходів показано, яка фішка зсувається і куди.

## Studying the search

study-title = Вивчення пошуку
hint-button = Підказка
thinking = Думаю…
hint-next = Далі: посуньте фішку { $tile } { $way }. До цілі { $n ->
        [one] { $n } хід
        [few] { $n } ходи
        [many] { $n } ходів
       *[other] { $n } ходів
    } (за найкоротшим розв’язком).
hint-next-about = Далі: посуньте фішку { $tile } { $way }. До цілі приблизно { $n ->
        [one] { $n } хід
        [few] { $n } ходи
        [many] { $n } ходів
       *[other] { $n } ходів
    }.
hint-none = Підказки немає: розв’язувач не знайшов розв’язку за відведений час.
already-solved = Уже розв’язано!
show-heuristics = Показати евристики на полі
heuristic-totals = Відстань Геммінга { $hamming } · Манхеттенська відстань { $manhattan } · Лінійний конфлікт { $lc }
ghf = Крок { $g }: g = { $g }, h = { $h } ({ $heuristic }), f = g + h = { $f }
overlay-help = У кутку кожної фішки показано її манхеттенську відстань; фішки на своїх цільових клітинках — зелені; помаранчеві лінії з’єднують фішки в лінійному конфлікті.
copy-assignment = Копіювати у форматі виводу завдання
step-title = Покроковий перегляд пошуку
trace-start = Записати пошук
trace-help = Записує роботу вибраного алгоритму на цьому полі, а потім показує її крок за кроком: кожен розкритий вузол, кожного породженого нащадка.
trace-needs-algorithm = Для покрокового перегляду потрібен один із шести алгоритмів пошуку, що їх вивчають: виберіть у розділі «Розв’язання» BFS, DFS, IDDFS, жадібний пошук, A* або IDA*.
recording = Запис пошуку…
trace-ready = Записано: переглядайте крок за кроком нижче.
trace-limited = { $n ->
        [one] Записано { $n } подію
        [few] Записано { $n } події
        [many] Записано { $n } подій
       *[other] Записано { $n } подій
    } (ліміт запису): переглядайте крок за кроком нижче.
trace-reset = На початок
trace-back = Назад
trace-run = Запустити
trace-step = Крок
trace-end = У кінець
trace-close = Закрити
trace-status = Подія { $step } з { $total } · розкрито { $expanded } · породжено { $generated }
trace-start-event = Початок: ще нічого не розкрито.
event-iteration = Нова ітерація: поріг { $bound }.
event-expand = Розкриття вузла { $node } (g { $g }, h { $h }, f { $f }).
event-generate = Нащадок після ходу порожньої клітинки { $via }: g { $g }, h { $h }, f { $f }: { $fate }.
event-goal = Ціль знайдено: вузол { $node }.
fate-new = новий, додається до межі
fate-within = не перевищує порогу, переглядається наступним
fate-seen = уже траплявся, відкидається
fate-reopened = досягнутий коротшим шляхом, знову додається до черги
fate-over-bound = f більше за поріг, відсікається
fate-met = досягнутий пошуком з іншого кінця: два пошуки зустрічаються
# Bidirectional BFS searches from the start and from the goal: a node of the goal's search is
# marked so ({ $what } is the node's line, { $side } is side-goal).
side-goal = від цілі
side-of = { $what } ({ $side })
children = Нащадки вузла, що розкривається
frontier-caption = Межа в порядку розкриття: { $n ->
        [one] { $n } вузол
        [few] { $n } вузли
        [many] { $n } вузлів
       *[other] { $n } вузлів
    }
frontier-caption-pick = Межа в порядку створення вузлів (наступний не обов’язково перший): { $n ->
        [one] { $n } вузол
        [few] { $n } вузли
        [many] { $n } вузлів
       *[other] { $n } вузлів
    }
frontier-none = IDDFS та IDA* не зберігають межу: вони йдуть у глибину, не перевищуючи порогу.
col-move = Хід порожньої клітинки
col-node = Вузол
col-what = Що з ним сталося
predict-label = Передбачте: виберіть вузол, який буде розкрито наступним
pick-label = Вибрати вузол { $node }
pick = Вибрати
rule-bfs = BFS бере найстаріший вузол межі (першим прийшов — першим вийшов)
rule-dfs = DFS бере найновіший вузол межі (останнім прийшов — першим вийшов)
rule-greedy = жадібний пошук бере вузол із найменшим h (за рівності — найстаріший)
rule-a-star = A* бере вузол із найменшим f = g + h (за рівності — з меншим h, потім найстаріший)
rule-greedy-newest = жадібний пошук бере вузол із найменшим h (за рівності — найновіший)
rule-a-star-oldest = A* бере вузол із найменшим f = g + h (за рівності — найстаріший)
rule-a-star-newest = A* бере вузол із найменшим f = g + h (за рівності — найновіший)
settings-title = Параметри пошуку
settings-help = У завданнях курсу їх задано заздалегідь. Порядок ходів порожньої клітинки діє для всіх алгоритмів пошуку, крім «Авто» та «Швидкий», правило «За рівності» — для жадібного пошуку та A*, перевірка цілі — для BFS.
order-label = Порядок ходів порожньої клітинки
ties-label = За рівності
ties-deeper = спочатку менше h, потім найстаріший
ties-oldest = спочатку найстаріший (першим прийшов — першим вийшов)
ties-newest = спочатку найновіший (останнім прийшов — першим вийшов)
code-title = Алгоритм рядок за рядком
code-line = Рядок { $n }: { $code }
code-duplicates = виявлення повторів: кожне поле зберігається один раз
code-dfs-order = додаються від останнього до першого, тож перший хід видобувається першим
code-reopen = знайдено коротший шлях до нього
code-tree-depth = глибина дерева
code-next-bound = найменше f, що перевищило поріг
code-cut = відсічено: у цій ітерації не переглядається
code-level = цілий рівень за раз, тому перша зустріч дає найкоротший шлях
code-meet = два пошуки зустрічаються: шлях іде від старту до нащадка, потім до цілі
# The pseudocode, line by line, as a textbook in the language prints it: keep each line's
# structure and symbols (←, [ ], ( ), ∞, f, g, h); the words and names may be the language's.
pc-start-queue = межа ← черга [старт]; досягнуті ← {"{"}старт{"}"}
pc-start-stack = стек ← [старт]; досягнуті ← {"{"}старт{"}"}
pc-start-priority = межа ← черга з пріоритетом за { $by }: [старт]
pc-goal-start = якщо старт є ціллю: повернути старт
pc-while-frontier = поки межа не порожня:
pc-while-stack = поки стек не порожній:
pc-pop-first = вузол ← межа.вилучити_перший()
pc-pop-stack = вузол ← стек.вилучити()
pc-pop-min = вузол ← межа.вилучити_мін()
pc-goal-node = якщо вузол є ціллю: повернути вузол
pc-moves = для кожного ходу з [{ $order }]:
pc-moves-reversed = для кожного ходу з обернути([{ $order }]):
pc-child = нащадок ← вузол + хід
pc-child-g = нащадок ← вузол + хід; g(нащадок) ← g(вузол) + 1
pc-goal-child = якщо нащадок є ціллю: повернути нащадка
pc-seen = якщо нащадок у досягнутих: пропустити
pc-seen-g = якщо нащадок досягнутий з g ≤ g(нащадок): пропустити
pc-reopen = якщо нащадок досягнутий з більшим g: знову додати до черги
pc-push-frontier = досягнуті.додати(нащадок); межа.помістити(нащадок)
pc-push-stack = досягнуті.додати(нащадок); стек.помістити(нащадок)
pc-push-g = досягнуті[нащадок] ← g(нащадок); межа.помістити(нащадок)
pc-fail = повернути невдачу
pc-start-bound = поріг ← h(старт)
pc-start-limit = ліміт ← 0
pc-loop = цикл:
pc-iterate = наступний ← ∞; якщо пошук(старт, 0) знайшов: повернути знайдений шлях
pc-next-bound = поріг ← наступний
pc-next-limit = ліміт ← ліміт + 1
pc-function-g = функція пошук(вузол, g):
pc-function-depth = функція пошук(вузол, глибина):
pc-goal-found = якщо вузол є ціллю: повернути знайдено
pc-moves-no-undo = для кожного ходу з [{ $order }], крім того, що скасовує останній:
pc-child-f = нащадок ← вузол + хід; f ← g + 1 + h(нащадок)
pc-cut-f = якщо f > поріг: наступний ← min(наступний, f); пропустити
pc-cut-depth = якщо глибина + 1 > ліміт: пропустити
pc-recurse-g = якщо пошук(нащадок, g + 1) знайшов: повернути знайдено
pc-recurse-depth = якщо пошук(нащадок, глибина + 1) знайшов: повернути знайдено
pc-not-found = повернути не знайдено
pc-start-two = пряма ← черга [старт]; зворотна ← черга [ціль]; досягнуті ← {"{"}старт: пряма, ціль: зворотна{"}"}
pc-while-two = поки пряма і зворотна не порожні:
pc-take-level = рівень ← менша з прямої та зворотної (за рівності пряма), спорожнена
pc-for-level = для кожного вузла з рівня:
pc-meet = якщо нащадок досягнутий з іншого кінця: повернути шлях старт → нащадок → ціль
pc-push-side = досягнуті[нащадок] ← сторона вузла; помістити нащадка в чергу цієї сторони
pc-move-up = вгору
pc-move-down = вниз
pc-move-left = ліворуч
pc-move-right = праворуч
pc-order = { $a }, { $b }, { $c }, { $d }
goal-test-label = Перевірка цілі
goal-at-generation = під час породження вузла
goal-at-expansion = під час розкриття вузла
node-value = у вузла { $node } { $what } = { $v }
node-age = вузол { $node } породжено під номером { $node }
predict-right = Правильно: { $rule }; { $why }.
predict-wrong = Не зовсім: наступним буде вузол { $next }. { $rule }; { $why }, а { $yours }.
predict-skipped = Пропущено без вибору: наступним був вузол { $next }. { $rule }.
tree-title = Дерево пошуку
tree-collapse = Лише шлях до межі й до цілі
tree-summary = Дерево пошуку: { $n ->
        [one] показано { $n } вузол
        [few] показано { $n } вузли
        [many] показано { $n } вузлів
       *[other] показано { $n } вузлів
    } (розкрито { $expanded }, відкрито { $open }, відсічено { $cut }, приховано { $hidden }), глибина { $depth }. { $path }
tree-path = Шлях до цілі: вузли { $nodes }.
tree-legend = Сині — відкриті. Сірі — розкриті. Зелені — шлях до цілі. Червоні — відсічені порогом. Щоб побачити поле вузла, наведіть на нього вказівник або виберіть дерево й користуйтеся клавішами зі стрілками.
tree-node-info = Вузол { $node }: g { $g }, h { $h }, f { $f }. Поле: { $board }
tree-too-big = { $n ->
        [one] Показано лише перший { $n } вузол.
        [few] Показано лише перші { $n } вузли.
        [many] Показано лише перші { $n } вузлів.
       *[other] Показано лише перші { $n } вузлів.
    }
chart-depth = Породжено вузлів на кожній глибині
chart-frontier = Розмір межі під час кожного розкриття
chart-depth-text = Вузлів на кожній глибині: { $values }.
chart-frontier-text = Розмір межі — від { $first } до { $last }, найбільший — { $max }.
experiment-title = Експеримент із підручника
experiment-help = Для кожної глибини d випадково вибираються поля гри в 8, найкоротший розв’язок яких складається рівно з d ходів; кожен позначений алгоритм пошуку розв’язує кожне з них. У таблиці — середня кількість породжених вузлів і в дужках ефективний коефіцієнт розгалуження b*: таке b, що N + 1 = 1 + b + b² + … + b^d. Якщо пошук на якомусь полі перевищує ліміт вузлів ({ $n }), у клітинці стоїть –. З тим самим зерном виходять ті самі числа, що й у npuzzle experiment.
experiment-depths = Глибини (від..до:крок або список)
experiment-count = Полів на кожну глибину
experiment-seed = Зерно
experiment-searches = Алгоритми пошуку
experiment-run = Запустити експеримент
experiment-running = Експеримент виконується…
experiment-done = Експеримент завершено.
experiment-bad-depths = «{ $depths }» — не список глибин: напишіть від..до:крок (наприклад, 2..24:2) або список (наприклад, 2,4,8), кожна глибина від 0 до 31.
experiment-cancelled = Скасовано: уже отримані рядки залишаються.
experiment-no-search = Позначте хоча б один алгоритм пошуку.
experiment-caption = Середня кількість породжених вузлів (b*) за глибиною розв’язку d
experiment-chart = Породжені вузли за глибиною (логарифмічна шкала)
compare-title = Порівняння алгоритмів пошуку
compare-button = Порівняти всі алгоритми пошуку
compare-help = Запускає на цьому полі по черзі кожен алгоритм із кожною евристикою, кожен — з обмеженням не більше ніж { $n ->
        [one] { $n } вузол
        [few] { $n } вузли
        [many] { $n } вузлів
       *[other] { $n } вузлів
    }.
comparing = Порівнюються всі алгоритми пошуку на цьому полі.
compared = { $n ->
        [one] Порівняно { $n } варіант пошуку
        [few] Порівняно { $n } варіанти пошуку
        [many] Порівняно { $n } варіантів пошуку
       *[other] Порівняно { $n } варіантів пошуку
    }.
compare-cancelled = Порівняння скасовано.
copy-csv = Копіювати CSV
copy-markdown = Копіювати Markdown
col-algorithm = Алгоритм
col-heuristic = Евристика
col-chart = Розкрито (логарифмічна шкала)
status-waiting = очікує
status-running = виконується
status-solved = розв’язано
status-limit = ліміт вузлів
status-cancelled = скасовано
status-failed = збій
play-row = Відтворити
play-row-label = Відтворити розв’язок ({ $algo })
playing-row = Відтворюється розв’язок ({ $algo }).

## Graded exercises (the student's panel)

ex-title = Завдання
ex-cannot-start = Завдання не може розпочатися: { $why }
ex-ask-teacher = Повідомте про це автора завдання.
ex-task-play = Приведіть поле до цілі вручну, зробивши якомога менше ходів. Завдання зараховується, якщо у вас не більше ніж на { $slack ->
        [one] { $slack } хід
        [few] { $slack } ходи
        [many] { $slack } ходів
       *[other] { $slack } ходів
    } більше, ніж у найкоротшому розв’язку.
ex-task-predict = Алгоритм «{ $algo }»: передбачте його наступні розкриття (усього { $n }). Перед кожним виберіть вузол межі, який, на вашу думку, буде розкрито наступним. Для зарахування потрібно { $pass }% правильних відповідей.
ex-task-children = A* з евристикою «{ $heuristic }»: на кожному з наступних розкриттів (усього { $n }) укажіть g, h і f = g + h кожного породженого нащадка. Для зарахування потрібно { $pass }% правильних відповідей.
ex-task-heuristic = Напишіть евристику h для гри в 8 мовою формул лабораторії (наприклад, manhattan + 2*conflicts). Її перевіряють на всіх 181 440 полях, а потім у перегонах A* вона змагається з манхеттенською відстанню (полів у перегонах: { $boards }). Завдання зараховується, якщо h допустима й породжує не більше { $pass }% вузлів, які породжуються з манхеттенською відстанню.
ex-submit-h = Здати h
ex-grading = Перевірка h на кожному полі, потім перегони з манхеттенською відстанню…
ex-h-raced = Допустима. На полях перегонів із h породжено вузлів: { $own }, з манхеттенською відстанню — { $manhattan }, тобто { $percent }% від манхеттенської.
ex-h-race-caption = Породжені вузли на 20 полях перегонів для кожної глибини розв’язку d
ex-h-over-budget = Допустима, але A* з h на полях перегонів породив понад { $max ->
        [one] { $max } вузол
        [few] { $max } вузли
        [many] { $max } вузлів
       *[other] { $max } вузлів
    }: це більше, ніж манхеттенській відстані потрібно на всіх 120 полях, хоч би які випали.
ex-h-seed = Поля перегонів у цій спробі вибрано випадково із зерном { $seed }: npuzzle heuristic grade --seed { $seed } оцінює h на тих самих полях.
ex-no-grade = h не вдалося оцінити ({ $why }). Здайте її ще раз.
ex-progress = { $done } з { $n }
ex-attempt = Спроба { $n }
ex-moves-so-far = Ходів: { $moves }
ex-hints-used = Використано підказок: { $n }
ex-hints-left = Використано підказок: { $n } з { $max }
ex-score = Бали: { $raw } з { $max } ({ $percent }%)
ex-play-score = { $moves ->
        [one] { $moves } хід
        [few] { $moves } ходи
        [many] { $moves } ходів
       *[other] { $moves } ходів
    }; найкоротший розв’язок — { $optimal }.
ex-passed = Зараховано: { $raw } з { $max } (спроба { $attempt }).
ex-failed = Не зараховано: { $raw } з { $max } (спроба { $attempt }).
ex-try-again = Спробувати ще раз
ex-keep-best = Курс зберігає ваш найкращий результат: нова спроба не може його знизити.
ex-keep-last = Курс зберігає ваш останній результат: нова спроба замінить цей, навіть якщо буде гіршою.
ex-started = Розпочато нову спробу.
ex-pick-prompt = Який вузол буде розкрито наступним?
ex-expanding = Розкривається вузол { $node }: укажіть g, h і f кожного нащадка.
ex-child = Нащадок
ex-child-via = порожня клітинка { $way }
ex-value-of = { $value } нащадка після ходу порожньої клітинки { $way }
ex-check = Перевірити
ex-children-verdict = Правильно: { $right } з { $n ->
        [one] { $n } нащадка
        [few] { $n } нащадків
        [many] { $n } нащадків
       *[other] { $n } нащадків
    }.
ex-child-right = правильно
ex-child-wrong = неправильно: g = { $g }, h = { $h }, f = { $f }
ex-waiting = Підготовка завдання…
ex-restored = Вашу спробу відновлено з того місця, де ви зупинилися.
ex-saved-damaged = Збережену тут спробу пошкоджено, її відкладено: розпочинається нова спроба.
ex-saved-version = Збережену спробу з іншої версії застосунку відкладено: розпочинається нова спроба.
ex-not-kept = Цей браузер нічого не зберігає для цієї сторінки, тож після перезавантаження спроба почнеться заново.
ex-no-optimal = Найкоротший розв’язок невідомий, тому спробу поки що не можна оцінити ({ $why }).
ex-no-more-hints = У цьому завданні підказок більше немає.
ex-board-held = Зараз фішки не зсуваються: поле зайняте завданням.
ex-move-cap = Спроба завершилася після { $n ->
        [one] { $n } ходу
        [few] { $n } ходів
        [many] { $n } ходів
       *[other] { $n } ходів
    } без досягнення цілі.
puzzle-numbered = Головоломка { $n }
ex-board-fixed = Поле завдання не можна змінити, поки завдання триває.
ex-restarted = Завдання змінилося: розпочато нову спробу.
ex-resume-ignored = Збережену спробу, передану під час завдання, проігноровано.
ex-delivered = Ваш результат передано до курсу.
ex-pending = Ваш результат ще не передано до курсу; його збережено, і його буде надіслано знову.
ex-no-session = Курс зараз не приймає результатів: ваш результат збережено тут, і його буде надіслано, коли ви знову відкриєте це завдання.
ex-bad-board = поле «{ $v }» непридатне: { $why }
ex-bad-task = завдання «{ $v }» не існує: використовуйте play, predict або children
ex-bad-id = ідентифікатор завдання «{ $v }» непридатний: допускається до { $max } символів — літери, цифри, - _ . або :
ex-bad-count = значення count «{ $v }» — не кількість запитань від 1 до { $max }
ex-bad-slack = значення slack «{ $v }» — не кількість ходів від 0 до { $max }
ex-bad-hints = значення hints «{ $v }» — не on, не off і не число від 0 до { $max }
ex-bad-pass = значення pass «{ $v }» — не прохідний бал: укажіть частку (0.8) або відсоток (80%)
ex-setting = { $field }: { $why }
ex-bad-keep = значення keep «{ $v }» — не best і не last
ex-too-large = поле { $size } завелике для завдання: допускається не більше ніж { $max ->
        [one] { $max } клітинка
        [few] { $max } клітинки
        [many] { $max } клітинок
       *[other] { $max } клітинок
    }
ex-unsolvable = з цього поля ціль недосяжна, тому жодне завдання не може його використати
ex-already-goal = поле вже збігається з ціллю: робити нічого
ex-needs-predictable = для predict потрібен BFS, DFS, жадібний пошук або A*, а не «{ $algo }»
ex-needs-a-star = для children потрібен A*, а не «{ $algo }»

## The Exercise panel (a teacher's, beside Share)

au-title = Завдання (для викладача)
au-help = Створіть оцінюване завдання за цим полем і алгоритмом пошуку. Студенти бачать умову, свій поступ і оцінку; результати потрапляють на сторінку вашого курсу або до LMS.
au-task = Тип завдання
au-task-play = Гра: привести поле до цілі за малу кількість ходів
au-task-predict = Передбачити наступні розкриття
au-task-children = g, h і f нащадків (A*)
au-task-heuristic = Написати допустиму евристику
au-count = Запитань
au-slack = Допустимо ходів понад найкоротший розв’язок
au-hints-name = Підказки
au-hints-on = Дозволені, кожна враховується
au-hints-off = Немає
au-hints-most = Не більше { $n }
au-pass = Прохідний бал
au-id = Ідентифікатор завдання (необов’язково)
au-keep = LMS зберігає
au-keep-best = найкращу спробу
au-keep-last = останню спробу
au-preview = Переглянути очима студента
au-copy-link = Копіювати посилання
au-copy-iframe = Копіювати iframe
au-copy-element = Копіювати елемент
au-format = Пакет для
au-format-help = SCORM 1.2: Moodle, Canvas і майже будь-яка LMS. SCORM 2004: Blackboard, Brightspace, ILIAS, Open edX (вони приймають і 1.2). cmi5: LMS на основі xAPI та сховища навчальних записів (LRS).
au-download = Завантажити для вашої LMS
au-invalid = Не готово: { $why }
ex-packing = Створення пакета…
ex-packed = Пакет ({ $kb } КБ) завантажено: вивантажте його до своєї LMS як пакет { $format }.
ex-pack-failed = Не вдалося створити пакет: { $why }
ex-pack-bad-name = У files.json указано «{ $name }» { $why ->
         [parent] поза сайтом (..)
         [absolute] від кореня (/)
         [backslash] зі зворотною скісною рискою
         [colon] з двокрапкою (C:, адреса)
         [empty] з порожньою частиною або «.»
         [duplicate] двічі
        *[character] з ?, #, % або прихованим символом
    }: зберіть сайт знову.

## Вигляд класу (викладач запускає посилання в LMS: спроби, оцінки й відповіді учнів)

class-title = { $title }: клас
class-untitled = Завдання з гри в N
class-boardless = Завдання цього посилання не задає поле, тож його спроби не оцінюються: сторінка кожного учня обрала б своє. Додайте завдання знову, вказавши поле.
class-no-column = Це посилання не має стовпця в журналі оцінок: оцінки зберігаються лише тут. Додайте завдання через вибір вмісту LMS (Deep Linking), щоб він з’явився.
class-find = Знайти учня
class-no-students = Жоден учень ще не відкрив це завдання.
class-no-answers = Відповідей ще немає.
class-questions = Запитання
class-questions-caption = Запитання: остання відповідь кожного учня
class-question = Запитання
class-right = Правильно
class-right-answer = Правильна відповідь
class-wrong-answers = Часті неправильні відповіді
class-share = { $percent }% ({ $right } з { $students })
class-no-wrong = немає
class-students = Учні
class-students-caption = Учні, які відкрили завдання
class-student = Учень
class-attempts = Спроби
class-grade = Оцінка
class-gradebook = Журнал оцінок
class-last-seen = Остання активність (UTC)
class-attempts-count = { $begun ->
        [one] { $begun } розпочата
        [few] { $begun } розпочаті
        [many] { $begun } розпочато
       *[other] { $begun } розпочато
    }, { $ended ->
        [one] { $ended } завершена
        [few] { $ended } завершені
        [many] { $ended } завершено
       *[other] { $ended } завершено
    }
class-no-grade = ще немає
class-grade-passed = { $raw } з { $max }, зараховано
class-grade-failed = { $raw } з { $max }, не зараховано
class-nothing-to-send = нічого надсилати
class-sent = надіслано
class-no-column-yet = немає стовпця
class-on-its-way = у дорозі
class-waiting = очікує: { $why }
class-refresh = Оновити
class-download = Завантажити всі відповіді (CSV)
class-open-exercise = Відкрити завдання так, як його бачить учень
class-stopped = Цей вигляд більше не оновлюється: запустіть завдання знову з курсу, щоб побачити нові відповіді.
class-open-attempt = Відкрити спробу:
class-attempt-graded = оцінена
class-attempt-latest = остання
class-open-attempt-label = Відкрити спробу { $attempt } учня { $who }
class-review-ended = Спроба { $attempt } учня { $who }, як він її залишив (завершена).
class-review-open = Спроба { $attempt } учня { $who }, як він її залишив (не завершена).
class-review-note = Це спроба учня, а не ваша: нічого з того, що ви тут робите, не зберігається і не надсилається.
class-lrs-title = Відповіді класу зі сховища записів
class-lrs-tagline = Для курсу cmi5: кожне питання по всьому класу, відповіді кожного учня й усі відповіді в CSV, прочитані з вашого сховища навчальних записів (LRS).
class-lrs-endpoint = Адреса сховища (кінцева точка xAPI)
class-lrs-endpoint-help = Ваша LMS або LRS показує її поруч зі своїми ключами; зазвичай вона закінчується на /xAPI/ або /data/xAPI/.
class-lrs-key = Ключ (ім’я користувача)
class-lrs-secret = Секрет (пароль)
class-lrs-secret-help = Ключ, якому можна читати записи. Він лишається на цій сторінці: ніколи в адресі, ніколи не зберігається.
class-lrs-activity = AU вправи (id активності)
class-lrs-activity-help = Id елемента <au> у cmi5.xml пакета, urn:npuzzle:au:npuzzle- та id вправи, хіба що ваша LMS дає AU власні id: тоді їх показують відомості про AU в LMS (activityId в адресі запуску).
class-lrs-show = Показати клас
class-lrs-questions-table = Таблиця питань
class-lrs-answers-of = Відповіді: { $name }
class-lrs-student-summary = { $name }: правильно { $right } з { $questions } (останні відповіді), { $answers ->
        [one] { $answers } відповідь
        [few] { $answers } відповіді
        [many] { $answers } відповідей
       *[other] { $answers } відповіді
    }
class-lrs-answer = Відповідь
class-lrs-result = Результат
class-lrs-seconds = Секунди
class-lrs-when = Час відповіді (UTC)
class-lrs-yes = правильно
class-lrs-no = неправильно
class-lrs-reading = Читаємо сховище…
class-lrs-live = { $answers ->
        [one] { $answers } відповідь
        [few] { $answers } відповіді
        [many] { $answers } відповідей
       *[other] { $answers } відповіді
    } від { $students ->
        [one] { $students } учня
        [few] { $students } учнів
        [many] { $students } учнів
       *[other] { $students } учня
    }. Оновлюється наживо, поки сторінку видно.
class-lrs-updated = Востаннє прочитано о { $time }.
class-lrs-paused = Призупинено, поки сторінку приховано.
class-lrs-none-yet = Відповідей на цю вправу ще немає. Вони з’являться тут, коли учні відповідатимуть. Якщо учні вже відповіли, перевірте id активності AU.
class-lrs-bad-endpoint = Адреса сховища має бути повною адресою http:// або https://, наприклад https://lrs.example.org/xAPI/.
class-lrs-insecure = Цю сторінку відкрито через HTTPS, тож браузер не дасть їй читати сховище за адресою http://. Використайте адресу сховища https://.
class-lrs-no-key = Введіть ключ і секрет.
class-lrs-key-in-address = Введіть ключ і секрет у їхні власні поля, а не в адресу сховища.
class-lrs-no-activity = Введіть id активності AU.
class-lrs-credentials = Сховище відхилило ключ і секрет (HTTP { $status }). Перевірте їх і те, що ключу можна читати записи.
class-lrs-network = Не вдалося зв’язатися зі сховищем за адресою { $endpoint }. Перевірте адресу і те, що сховище дозволяє джерелу цієї сторінки ({ $origin }) читати його (CORS): налаштування вашого LRS перелічують дозволені джерела.
class-lrs-timeout = Сховище не відповіло за { $seconds } с. Пробуємо знову.
class-lrs-not-lrs = Адреса відповіла, але не як сховище xAPI ({ $what }). Перевірте адресу: зазвичай вона закінчується на /xAPI/ або /data/xAPI/.
class-lrs-no-list = немає списку записів
class-lrs-refused = Сховище відхилило запит (HTTP { $status }): { $detail }
class-lrs-failed = Збій сховища (HTTP { $status }). Пробуємо знову.
class-lrs-stale = Повторне читання не вдалося; показано відповіді станом на { $time }. { $problem }
class-lrs-elsewhere = Наступна сторінка сховища на іншому сайті ({ $origin }): за нею не переходимо, щоб ключ і секрет лишилися в цього.

## Sharing

share = Поділитися цим полем
share-link = Посилання
share-iframe = Для сторінки курсу: iframe
share-element = Для сторінки курсу: елемент
share-guide = Як вбудувати
share-algo-auto = Посилання і фрагменти відкриваються з «Авто»: { $algo } може не розв’язати поле { $size } у межах сторінки.
copy = Копіювати
copied = Скопійовано в буфер обміну.
copy-failed = Браузер не дозволив копіювання: виділіть текст і скопіюйте його.

## The page around the component

page-title = Розв’язувач п’ятнашок
page-tagline = Грайте, розв’язуйте та вивчайте п’ятнашки
about-puzzle = Про головоломку
embed-guide = Розмістіть на сторінці свого курсу

## Directions (the way a tile slides)

way-up = вгору
way-down = вниз
way-left = ліворуч
way-right = праворуч

## What happened

moved = Фішку { $tile } посунуто { $way }. { $n ->
        [one] { $n } хід
        [few] { $n } ходи
        [many] { $n } ходів
       *[other] { $n } ходів
    }.
solved-by-hand = Фішку { $tile } посунуто { $way }. Розв’язано за { $n ->
        [one] { $n } хід
        [few] { $n } ходи
        [many] { $n } ходів
       *[other] { $n } ходів
    }!
busy = Триває розв’язання… натисніть «Скасувати», щоб знову грати.
shuffled = Перемішано: випадкове розв’язне поле.
scrambled = Заплутано { $n ->
        [one] { $n } випадковим ходом
        [few] { $n } випадковими ходами
        [many] { $n } випадковими ходами
       *[other] { $n } випадковими ходами
    }.
scramble-bad = Для «Заплутати» потрібне ціле число ходів від 1 до { $max }.
back-to-start = Поле повернуто в початкове положення.
board-from-text = Поле задано текстом.
board-from-host = Поле задано сторінкою.
not-a-board = Це не поле: { $why }.
no-solution = Розв’язок неможливий.
no-solution-searched = Розв’язок неможливий, тому пошук не виконувався.
explain-odd = Кількість інверсій (пар фішок у порядку, оберненому до цільового): { $inv }. На полі непарної ширини ({ $width }) кожен хід зберігає парність цього числа, а в цілі інверсій немає, тож воно має бути парним. { $inv } — { $parity }, { $verdict }.
explain-even = Кількість інверсій (пар фішок у порядку, оберненому до цільового): { $inv }; рядків між порожньою клітинкою та її цільовим рядком: { $rows }. На полі парної ширини ({ $width }) хід угору чи вниз змінює парність обох чисел, тож їхня сума має бути парною, як у цілі. { $inv } + { $rows } = { $sum } — { $parity }, { $verdict }.
even = парне
odd = непарне
can-reach = тому ціль досяжна
cannot-reach = тому ціль недосяжна: щоб це змінити, поміняйте місцями будь-які дві фішки
searching = Пошук…
lab-title = Лабораторія евристик
lab-help = Напишіть свою h і порівняйте її зі справжніми відстанями на кожному полі цього розміру (для гри в 8 — на всіх 181 440, для більших полів — на вибірці). Імена: hamming, manhattan, conflicts, n, rows, cols, blank_row, blank_col, row(t), col(t), goal_row(t), goal_col(t); sum(t: …), max(…), min(…), abs(…), + − * /, if … then … else ….
lab-formula = Ваша евристика h
lab-check = Перевірити h
lab-checking = Перевірка h на кожному полі…
lab-empty = Спершу напишіть формулу, наприклад manhattan + 2*conflicts.
lab-bad-formula = h не можна використати: { $why }
lab-states = { $h } на { $n ->
        [one] { $n } полі
        [few] { $n } полях
        [many] { $n } полях
       *[other] { $n } полях
    }{ $sample }:
lab-sample = {" "}(вибірка)
lab-admissible = Допустима: ніколи не перевищує справжньої відстані.
lab-not-admissible = Недопустима: h = { $h } на полі, від якого до цілі { $hstar ->
        [one] { $hstar } хід
        [few] { $hstar } ходи
        [many] { $hstar } ходів
       *[other] { $hstar } ходів
    }.
lab-consistent = Узгоджена: 0 у цілі, а на сусідніх полях відрізняється не більше ніж на 1.
lab-not-consistent = Не узгоджена: h = { $ha } і { $hb } на двох сусідніх полях.
lab-not-a-number = Не число: на одному з полів h { $value ->
        [not-a-number] дорівнює NaN (наприклад, нескінченність мінус нескінченність)
        [infinite] нескінченна
        [minus-infinite] дорівнює мінус нескінченності
       *[division] містить ділення на нуль (символ { $at })
    }. Евристика має бути числом на кожному полі, тож h не є ні допустимою, ні узгодженою.
lab-close = Середнє h/h*: { $ratio }; не менше за манхеттенську відстань на { $pct }% полів.
lab-race = Запустити перегони з h
lab-racing = Перегони йдуть в експерименті вище: A* та IDA* з h проти відстані Геммінга, манхеттенської відстані й лінійного конфлікту.
lab-step = Пройти крок за кроком
lab-step-needs-informed = Виберіть у розділі «Розв’язання» жадібний пошук, A* або IDA*: вони використовують евристику.
lab-stepping = Пошук із h записується: переглядайте його крок за кроком вище, у розділі «Записати пошук».
lab-your-h = ваша h
formula-at = символ { $at }: { $problem }
formula-too-long = формула задовга: довжина { $n }, не більше { $max } символів
formula-too-deep = вкладеність глибша за { $depth } рівнів
formula-expected = очікувалося: { $what ->
        [operator] оператор або кінець
        [operand] число, ім’я або «(»
        [close] «)»
        [comma] «,» або «)»
        [open] «(» після імені функції
        [then] «then»
        [else] «else»
       *[binding] ім’я фішки та «:» (sum(t: …))
    }, знайдено: { $found ->
        [end] кінець
        [arguments] аргументи
       *[text] «{ $text }»
    }
formula-unexpected = «{ $text }» не належить до мови
formula-bad-number = «{ $text }» — не число
formula-unknown-name = невідоме ім’я «{ $name }» (імена: { $names })
formula-arguments = { $name } приймає { $want } аргумент, а не { $got }
formula-too-slow = формула надто повільна: кроків на дошку близько { $cost }, не більше { $max }
formula-division = ділення на нуль
formula-no-such-tile = { $tile } — не фішка цієї дошки
formula-not-a-number = значення — { $value ->
        [not-a-number] NaN
        [infinite] нескінченність
        [minus-infinite] мінус нескінченність
       *[division] ділення на нуль
    }, а не число
formula-on-board = { $why } (на дошці { $board })
formula-too-large = забагато станів, щоб перевірити кожен: клітинок на дошці { $cells }, перевіряється не більше { $max }
experiment-longer = не найкоротших: { $n }
lab-load = Завантажити це поле
lab-load-neighbour = Завантажити перше з двох
interim = Знайдено розв’язок із { $n ->
        [one] { $n } ходу
        [few] { $n } ходів
        [many] { $n } ходів
       *[other] { $n } ходів
    }; найкоротший розв’язок не коротший за { $bound } (доведено). Пошук триває…
kept-best = Зупинено. Найкращу знайдену відповідь збережено: { $n ->
        [one] { $n } хід
        [few] { $n } ходи
        [many] { $n } ходів
       *[other] { $n } ходів
    }; найкоротший розв’язок не коротший за { $bound } (доведено).
searching-announce = Триває пошук розв’язку.
starting = Запуск розв’язувача…
queued = Очікування розв’язувача (його використовує інша головоломка на цій сторінці)…
cancelled = Скасовано. Поле залишилося як було.
cancelled-announce = Пошук скасовано.
refused = Розв’язувач відхилив завдання: { $why }
one-move = 1 хід
n-moves = { $n ->
        [one] { $n } хід
        [few] { $n } ходи
        [many] { $n } ходів
       *[other] { $n } ходів
    }
optimal-word = оптимальний
not-shortest = не обов’язково найкоротший
solved-by = Знайдено розв’язок ({ $algo }): { $moves }, { $optimal }.
solved-by-with = Знайдено розв’язок ({ $algo }, { $h }): { $moves }, { $optimal }.
solved-by-how = Знайдено розв’язок ({ $algo }; { $how }): { $moves }, { $optimal }.
tables-kept = Таблиці готові за { $t } і збережені для наступних розв’язань.
solved-announce = Знайдено розв’язок: { $moves }, { $optimal }.
limit = Зупинено на ліміті вузлів: { $expanded ->
        [one] розкрито { $expanded } вузол
        [few] розкрито { $expanded } вузли
        [many] розкрито { $expanded } вузлів
       *[other] розкрито { $expanded } вузлів
    }, додано до черги { $enqueued }, досягнуто глибини { $depth }, { $s } с. Цьому полю потрібен сильніший метод: спробуйте A* або IDA* з лінійним конфліктом чи «Авто».
limit-announce = Пошук досяг ліміту вузлів.
search-ended = Пошук завершено: { $status }.
worker-stopped = Розв’язувач зупинився ({ $why }). Ваше поле залишилося як було. { $next }
worker-restarted = Запущено новий розв’язувач: розв’яжіть знову або виберіть алгоритм пошуку, який зберігає менше вузлів (A* або IDA* замість BFS).
worker-retry = Під час наступного натискання «Розв’язати» він спробує запуститися знову.
worker-stopped-announce = Розв’язувач зупинився.
no-workers = Цей браузер не може запустити розв’язувач (потрібні Web Workers).
solver-refused = Розв’язувач не може запуститися на цій сторінці: її Content-Security-Policy забороняє це ({ $directive }). Власник сторінки може це дозволити, як описано в посібнику з вбудовування.
solver-not-loaded = Не вдалося завантажити розв’язувач ({ $why }). Перевірте з’єднання: під час наступного натискання «Розв’язати» буде нова спроба.

## Settings that were ignored (URL parameters, attributes, options)

ignored-too-long = Задане значення { $name } проігноровано: { $why }.
ignored-board = Поле «{ $v }» проігноровано: { $why }.
ignored-size = Розмір «{ $v }» проігноровано: використовуйте, наприклад, 3x3 або 4x4.
ignored-goal = Ціль «{ $v }» проігноровано: використовуйте end або start.
ignored-algorithm = Алгоритм «{ $v }» проігноровано: використовуйте bfs, dfs, iddfs, greedy, astar, idastar, auto або fast.
ignored-heuristic = Евристику «{ $v }» проігноровано: використовуйте hamming, manhattan або linear-conflict.
ignored-own-heuristic = Евристику проігноровано: { $algo } вибирає її сам (евристику приймають greedy, astar та idastar).
ignored-controls = Елементи керування «{ $v }» проігноровано: використовуйте full, none або список із play, solve та study.
ignored-autoplay = Значення autoplay «{ $v }» проігноровано: використовуйте 1 або 0.
ignored-lang = Мову «{ $v }» проігноровано: використовуйте одну з таких: { $langs }.
ignored-lang-menu = Значення lang-menu «{ $v }» проігноровано: використовуйте 1 або 0.
ignored-order = Порядок «{ $v }» проігноровано: укажіть чотири ходи, кожен по одному разу, наприклад udlr.
ignored-ties = Значення ties «{ $v }» проігноровано: використовуйте deeper, oldest або newest.
ignored-goal-test = Значення goal-test «{ $v }» проігноровано: використовуйте generation або expansion.
ignored-packaged = «{ $v }» в адресі проігноровано: це значення задано пакетом.
ignored-unknown = Невідомий параметр «{ $v }» проігноровано.
size-board-disagree = Розмір { $size } не відповідає полю { $board }; використовується поле.

## What is wrong with a board (the core's errors)

err-empty = поле порожнє: введіть фішки, наприклад 1 2 3 / 4 5 6 / 7 8 0
err-token = «{ $token }» (елемент { $i }) — не номер фішки й не порожня клітинка (0, _, . або nil)
err-too-small = поле { $size } замале: обидві сторони мають бути не менше { $min }
err-text-too-long = довжина тексту — { $bytes ->
        [one] { $bytes } байт
        [few] { $bytes } байти
        [many] { $bytes } байтів
       *[other] { $bytes } байтів
    }, більше, ніж у будь-якого поля: читається не більше ніж { $max ->
        [one] { $max } байт
        [few] { $max } байти
        [many] { $max } байтів
       *[other] { $max } байтів
    }
err-side-too-large = { $side } — завелика сторона поля: сторони можуть бути не більше { $max }
too-many-digits = число, довше за 20 цифр
err-too-large = поле { $size } завелике: сторони можуть бути не більше { $max }
err-not-square = { $count ->
        [one] { $count } фішка не утворює
        [few] { $count } фішки не утворюють
        [many] { $count } фішок не утворюють
       *[other] { $count } фішок не утворюють
    } квадратного поля (для 3×3 потрібно 9, для 4×4 — 16); пишіть рядки з нового рядка або спершу вкажіть розмір
err-ragged = рядок { $row } містить { $found ->
        [one] { $found } фішку
        [few] { $found } фішки
        [many] { $found } фішок
       *[other] { $found } фішок
    }, а рядок 1 — { $expected }
err-tile-count = поле { $size } має містити фішок: { $expected }, а вказано { $found ->
        [one] { $found } фішку
        [few] { $found } фішки
        [many] { $found } фішок
       *[other] { $found } фішок
    }
err-no-blank = на полі немає порожньої клітинки: позначте її як 0, _, . або nil
err-two-blanks = на полі дві порожні клітинки: { $first } і { $second }
err-out-of-range = фішка { $tile } ({ $at }) поза допустимим діапазоном: на цьому полі фішки від 1 до { $max }
err-duplicate = фішка { $tile } трапляється двічі: { $first } і { $second }
err-missing = немає фішки { $tile }
err-too-many-moves = заплутування з { $moves ->
        [one] { $moves } ходу
        [few] { $moves } ходів
        [many] { $moves } ходів
       *[other] { $moves } ходів
    } занадто довге: не більше { $max }
pos = рядок { $row }, стовпець { $col }
verbatim = { $text }
join = { $a } { $b }

## The assignment's printout (the command line prints the same)

assignment-counts =
    Кількість ходів = { $moves }
    Кількість станів, доданих до черги = { $enqueued }
assignment-no-solution = Розв’язок неможливий


## Solve

cli-solved-by = Розв’язано алгоритмом { $algo }{ $heuristic }: { $shortest }, { $expanded ->
        [one] розкрито { $expanded } вузол
        [few] розкрито { $expanded } вузли
        [many] розкрито { $expanded } вузлів
       *[other] розкрито { $expanded } вузлів
    }, { $ms } мс
cli-shortest = розв’язок найкоротший
cli-not-shortest = найкоротший розв’язок не гарантовано
cli-stopped = Пошук зупинено ({ $status }): { $expanded ->
        [one] розкрито { $expanded } вузол
        [few] розкрито { $expanded } вузли
        [many] розкрито { $expanded } вузлів
       *[other] розкрито { $expanded } вузлів
    }, породжено { $generated }, глибина { $depth }, { $ms } мс
cli-best-kept = Найкраща знайдена відповідь: { $length ->
        [one] { $length } хід
        [few] { $length } ходи
        [many] { $length } ходів
       *[other] { $length } ходів
    } (що вона найкоротша, не доведено); найкоротший розв’язок не коротший за { $bound } (доведено)
cli-improved = { $ms } мс: знайдено розв’язок із { $length ->
        [one] { $length } ходу
        [few] { $length } ходів
        [many] { $length } ходів
       *[other] { $length } ходів
    }; найкоротший розв’язок не коротший за { $bound } (доведено)
cli-limit-advice = пошук досяг ліміту вузлів або часу: --max-nodes і --time-limit збільшують ліміти, --algo fast відповідає одразу (не обов’язково найкоротшим розв’язком)
cli-slow-note = примітка: пошук найкоротшого розв’язку для поля { $size } може тривати хвилини або зупинитися на ліміті вузлів; --algo fast відповідає одразу (не обов’язково найкоротшим розв’язком)
cli-why-no-solution = чому: { $why }
cli-boards-left-out = ... { $left ->
        [one] { $left } поле не виведено
        [few] { $left } поля не виведено
        [many] { $left } полів не виведено
       *[other] { $left } полів не виведено
    }: виведення всіх { $boards } зайняло б близько { $size }, більше за ліміт --print-limit у { $mb } МБ (-q виводить лише ходи)

## Reading the input

cli-invalid-board = недопустиме поле: { $why }
cli-bad-option = { $option }: { $why }
cli-race-longer = { $algo } з h: { $longer } з { $solved ->
        [one] { $solved } відповіді
        [few] { $solved } відповідей
        [many] { $solved } відповідей
       *[other] { $solved } відповідей
    } довші за найкоротший розв’язок
cli-grade-passed = Зараховано: { $raw } з { $max } (допускається не більше { $pass }% вузлів, які породжуються з манхеттенською відстанню).
cli-grade-failed = Не зараховано: { $raw } з { $max } (допускається не більше { $pass }% вузлів, які породжуються з манхеттенською відстанню).
cli-grade-seed = Поля перегонів: по 20 на кожну глибину, вибрані випадково із зерном { $seed }.
cli-bad-formula = формулу не можна використати: { $why }
cli-heuristic-checked = { $formula } на кожному полі { $size }, з якого досяжна ціль ({ $states }):
cli-heuristic-sampled = { $formula } на вибірці з { $states ->
        [one] { $states } поля { $size }
        [few] { $states } полів { $size }
        [many] { $states } полів { $size }
       *[other] { $states } полів { $size }
    } (заплутаних не більш ніж 40 ходами й розв’язаних оптимально):
cli-heuristic-admissible = допустима: ніколи не перевищує справжньої відстані
cli-heuristic-not-admissible = недопустима: для { $board } h = { $h }, але до цілі { $hstar ->
        [one] { $hstar } хід
        [few] { $hstar } ходи
        [many] { $hstar } ходів
       *[other] { $hstar } ходів
    }
cli-heuristic-consistent = узгоджена: 0 у цілі, а в сусідніх полів відрізняється не більше ніж на 1
cli-heuristic-not-consistent = не узгоджена: для { $a } h = { $ha }, для сусіднього поля { $b } h = { $hb }
cli-heuristic-not-a-number = не число: для { $board } h { $value ->
        [not-a-number] дорівнює NaN
        [infinite] нескінченна
        [minus-infinite] дорівнює мінус нескінченності
       *[division] містить ділення на нуль (символ { $at })
    }; евристика має бути числом на кожному полі, тож h не є ні допустимою, ні узгодженою
cli-heuristic-closeness = середнє h/h*: { $ratio }; не менше за манхеттенську відстань на { $share }% полів
cli-standard-input = стандартне введення
cli-cannot-read = не вдається прочитати { $name }: { $why }
cli-too-large = { $name } більший за { $size }: це не файл із полем
cli-not-text = { $name } — не текст: байт { $n } не є UTF-8
cli-cannot-write = не вдається записати виведення: { $why }
cli-not-a-file = { $name } — не файл (а пристрій, тека чи сокет): з нього нічого не прочитано
cli-tables-too-large = { $name } більший за { $size }: це не файл із базами даних шаблонів
cli-site-link = { $name } — посилання або лежить за посиланням: до пакета йдуть лише власні файли сайту
cli-site-too-large = { $name } більший за { $size }: стільки не буває в зібраному сайті
cli-boards-per-depth = не більше { $max } полів на кожну глибину (поля однієї глибини вибираються й зберігаються всі разом)

## Explain

cli-col-tile = фішка
cli-col-at = де
cli-col-goal = ціль
cli-col-manhattan = манхеттен
cli-col-misplaced = не на місці
cli-yes = так
cli-hamming-total = Відстань Геммінга (фішки не на своїх місцях) = { $n }
cli-manhattan-total = Манхеттенська відстань = { $n }
cli-conflicts = Лінійні конфлікти = { $pairs }; оцінка з лінійним конфліктом = { $n }
cli-no-conflicts = немає
cli-conflict-row = рядок { $n }: { $a } і { $b }
cli-conflict-column = стовпець { $n }: { $a } і { $b }

## Scan

cli-scan-read = Поле { $size } розпізнано з фото за { $ms } мс
cli-scan-check = перевірте ці клітинки, розпізнавання в них не впевнене: { $cells }
cli-scan-cell = рядок { $row } стовпець { $col }
cli-scan-unsolvable = у розпізнаному вигляді з цього поля ціль (порожня клітинка в кінці) недосяжна: можливо, якусь клітинку розпізнано неправильно або головоломку розбирали й склали неправильно
cli-scan-bench = { $photos ->
        [one] { $photos } фото з відкладеної вибірки
        [few] { $photos } фото з відкладеної вибірки
        [many] { $photos } фото з відкладеної вибірки
       *[other] { $photos } фото з відкладеної вибірки
    } ({ $sizes }{ $known }): { $exact } розпізнано точно, { $silent } з помилкою без позначених клітинок, { $flagged } з помилкою та позначеними клітинками, { $failed } не розпізнано
cli-scan-corners = вісім чисел: x,y кожного з чотирьох кутів поля на фото, у пікселях (наприклад, 120,80,600,90,610,560,110,570)
cli-scan-bench-known = , розмір задано
cli-scan-bench-outline = , контур задано
cli-scan-bench-time = час на фото: медіана { $median } мс, p95 { $p95 } мс, максимум { $max } мс


## How a solver answered (after the algorithm's name: "Solved by Auto (IDA* with …)")

method-exact-table = точна таблиця відстаней
method-pdb = IDA* з адитивними базами даних шаблонів
method-pdb-reflected = IDA* з адитивними базами даних шаблонів і віддзеркаленням
method-pdb-quick = IDA* зі швидкими базами даних шаблонів (5-5-5)
method-pdb-quick-reflected = IDA* зі швидкими базами даних шаблонів (5-5-5) і віддзеркаленням
method-linear-conflict = IDA* з лінійним конфліктом
method-weighted-pdb = зважений A* з базами даних шаблонів, вага { $weight }
method-weighted-linear-conflict = зважений A* з лінійним конфліктом, вага { $weight }
# Fast mode on a large board: rows and columns are put in place one by one, then the last block
# (e.g. 3×3) is solved optimally. { $size } is that block's size.
method-lines = рядки й стовпці по черзі, останній блок { $size } — оптимально
method-lines-searched = рядки й стовпці по черзі, кожен з них збирається пошуком, останній блок { $size } — оптимально
# { $lines } is method-lines or method-lines-searched.
method-finish-pdb = { $lines } з базами даних шаблонів
method-finish-linear-conflict = { $lines } за допомогою IDA* з лінійним конфліктом

## The element's notices when it cannot start (n-puzzle.js shows them before the puzzle's own code runs)

element-policy = Головоломка не може запуститися на цій сторінці: її Content-Security-Policy забороняє це ({ $directive }). Власник сторінки може це дозволити, як описано в посібнику з вбудовування.
element-load = Не вдалося завантажити головоломку ({ $why }). Перевірте з’єднання й перезавантажте сторінку.
element-style = Content-Security-Policy цієї сторінки забороняє таблицю стилів головоломки ({ $directive }): вона працює, але виглядає просто.

## What a learning record store shows of a graded attempt (xAPI: the verb's name, the exercise's name)

lms-verb-answered = відповідь надано
lms-verb-passed = зараховано
lms-verb-failed = не зараховано
lms-activity = Завдання з гри в N: { $task }
lms-task-play = привести поле до цілі за малу кількість ходів
lms-task-predict = передбачити наступні розкриття
lms-task-children = g, h і f нащадків
lms-task-heuristic = допустима евристика, краща за манхеттенську відстань


## The scan dialog

scan-title = Сканування головоломки
scan-help = Сфотографуйте головоломку строго згори, щоб усе поле було в кадрі й добре освітлене, або виберіть готове фото.
scan-photo = Фото
scan-size = Розмір
scan-size-auto = Визначити з фото
scan-reading = Розпізнавання фото…
scan-read = Розпізнано поле { $size }. Перевірте позначені клітинки: торкніться клітинки, щоб змінити її число.
scan-read-sure = Розпізнано поле { $size }. Звірте його зі своєю головоломкою; торкніться клітинки, щоб змінити її число.
scan-other-size = Розпізнати як поле { $size }
scan-board = Розпізнане поле (0 або порожньо — порожня клітинка)
scan-cell = Рядок { $row }, стовпець { $col }
scan-unsure = під сумнівом
scan-duplicate = Кожне число від 0 до { $max } має траплятися один раз: перевірте { $list }.
scan-use = Використати це поле
scan-cancel = Скасувати
scan-too-large = Файл — { $mb } МБ: розпізнаються фото розміром до { $max } МБ.
scan-too-many-pixels = Розмір фото — { $width }×{ $height } пікселів ({ $mp } Мп): можна прочитати фото до { $max } Мп.
scan-not-an-image = Цей файл — не фото (зображення JPEG або PNG).
scan-damaged = Це фото обрізане або пошкоджене: у його файлі немає всього зображення.
scan-no-board = На фото не знайдено головоломки: знімайте згори, щоб усе поле було в кадрі.
scan-two-boards = На фото дві головоломки: знімайте по одній.
scan-cut-off = Частина поля не потрапила в кадр: відійдіть далі або поверніть телефон.
scan-size-unsupported = Поле { $size } не можна відсканувати: розміри від 2×2 до 6×6.
scan-no-grid = Поле знайдено, але фішки не вдалося розрізнити: потрібно більше світла й менше відблисків.
scan-failed = Не вдалося запустити розпізнавання: { $why }
scan-outline = Не те поле? Перетягніть кути контуру на кути поля.
scan-place = Або позначте поле самі: перетягніть кути контуру на кути поля.
scan-keys = Ваше фото з контуром поля. Щоб пересунути кут, виберіть його клавішею 1, 2, 3 або 4, потім пересувайте клавішами зі стрілками.
scan-camera = Використати камеру
scan-shoot = Зробити знімок
scan-stop = Закрити камеру
scan-guide = Помістіть усе поле в рамку, знімаючи строго згори.
scan-video = Зображення з камери
scan-camera-denied = Доступ до камери тут заборонено: дозвольте його для цієї сторінки або зробіть чи виберіть фото через «Фото».
scan-camera-none = Камеру не знайдено: зробіть або виберіть фото через «Фото».
scan-camera-failed = Не вдалося відкрити камеру ({ $why }): зробіть або виберіть фото через «Фото».
scan-alt = Ваше фото з контуром знайденого поля
