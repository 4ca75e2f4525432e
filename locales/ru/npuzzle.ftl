# Русский: перевод en/npuzzle.ftl (те же идентификаторы сообщений и { $placeholders }).
# Термины — принятые в русскоязычных курсах по ИИ и алгоритмам: поиск в ширину/в глубину, итеративное
# углубление, раскрытые/порождённые узлы, граница, порог, допустимая/согласованная эвристика.
# Terms: A* — название алгоритма; в русских учебниках и курсах не переводится.
# Terms: IDA* — название алгоритма; в русских учебниках и курсах не переводится.
# Terms: BFS — сокращение в тексте (в меню — полное русское название); в русских курсах его обычно оставляют английским.
# Terms: DFS — сокращение в тексте (в меню — полное русское название); в русских курсах его обычно оставляют английским.
# Terms: IDDFS — сокращение в тексте (в меню — полное русское название); в русских курсах его обычно оставляют английским.
# Terms: единицы — с, мс, КБ, МБ (русские сокращения, не латинские s, ms, KB, MB).

## The language itself

# The language's own name, as its speakers write it (the language menu lists every language so).
language-name = Русский
# ltr, or rtl for a language written right to left (the page mirrors its layout).
language-direction = ltr
# The label of the page's language menu.
language = Язык

## The board

board-region = Поле головоломки
board-role = поле головоломки
board-keys = Стрелки сдвигают фишку в пустую клетку: фишка движется по направлению стрелки.
moves-label = Ходов:
solved-badge = Решено!
board-hint = Щёлкните или коснитесь фишки рядом с пустой клеткой, проведите пальцем или выберите поле и используйте клавиши со стрелками.
goal-label = Поле { $size }, цель: { $kind }
blank-last = пустая клетка в конце
blank-first = пустая клетка в начале
blank = пустая клетка
describe = Поле головоломки, { $size }: { $rows }

## The board panel

board-title = Поле
tabs = Панели
panel-loading = Загрузка этой панели…
panel-not-loaded = Не удалось загрузить эту панель. Проверьте подключение: через несколько секунд будет новая попытка.
tab-study = Изучение
tab-share = Поделиться
node-board = Поле узла { $node }: { $rows }
size = Размер
puzzle-name = Игра в { $n }
goal = Цель
goal-end-option = Пустая клетка в конце (1 2 3 / … / _)
goal-start-option = Пустая клетка в начале (_ 1 2 / …)
shuffle = Перемешать
scramble = Запутать
scramble-moves = Ходов для запутывания
moves-unit = ходов
reset = Сбросить
board-text = Поле в виде текста
board-text-help = (вставьте или введите: строки — каждая с новой строки или через /, пустая клетка — 0, _ или .)
use-board = Использовать это поле
scan-puzzle = Сканировать головоломку…
scan-not-loaded = Не удалось загрузить сканирование ({ $why }). Проверьте подключение и попробуйте ещё раз.

## The solve panel

solve-title = Решение
algorithm = Алгоритм
heuristic = Эвристика
option-auto = Авто (самый быстрый оптимальный)
option-fast = Быстрый (любой размер, не кратчайшее решение)
name-bfs = Поиск в ширину
name-dfs = Поиск в глубину
name-iddfs = Поиск в глубину с итеративным углублением
name-bibfs = Дву­направ­ленный поиск в ширину
name-greedy = Жадный поиск по первому наилучшему совпадению
name-a-star = A*
name-ida-star = IDA*
name-auto = Авто
name-fast = Быстрый режим
option-hamming = Расстояние Хэмминга (фишки не на своих местах)
name-hamming = Расстояние Хэмминга
name-manhattan = Манхэттенское расстояние
name-linear-conflict = Линейный конфликт
large-note = Большое поле: «Быстрый» сразу находит решение, но не обязательно кратчайшее.
solve = Решить
cancel = Отмена
tree-depth = Глубина дерева: { $n }
f-bound = Порог f: { $n }
depth = Глубина: { $n }
expanded = Раскрыто
frontier = Граница
time = Время
seconds = с
preparing = Первое решение для этого размера: подготовка таблиц для { $size }… { $pct }%
length = Длина
optimal = Оптимальность
enqueued = Помещено в очередь
largest-frontier = Наибольший размер границы
yes = да
not-guaranteed = не гарантирована
ms = { $ms } мс
ms-with-tables = { $ms } мс (из них таблицы — { $tables } мс)

## Playback

playback = Воспроизведение
jump-start = В начало
step-back = Шаг назад
play = Воспроизвести
pause = Пауза
step-forward = Шаг вперёд
jump-end = В конец
speed = Скорость
step-of = Шаг { $step } из { $total }
step-of-tile = Шаг { $step } из { $total }: фишка { $tile } { $way }
step-of-done = Шаг { $step } из { $total }: цель достигнута.
move-button = Ход { $i }: фишка { $tile } { $way }
moves-shown = Ходы { $from }–{ $to } из { $total }
moves-earlier = Предыдущие ходы
moves-later = Следующие ходы
move-list-help = В списке ходов показано, какая фишка сдвигается и куда.

## Studying the search

study-title = Изучение поиска
hint-button = Подсказка
thinking = Думаю…
hint-next = Далее: сдвиньте фишку { $tile } { $way }. До цели { $n ->
        [one] { $n } ход
        [few] { $n } хода
        [many] { $n } ходов
       *[other] { $n } ходов
    } (по кратчайшему решению).
hint-next-about = Далее: сдвиньте фишку { $tile } { $way }. До цели примерно { $n ->
        [one] { $n } ход
        [few] { $n } хода
        [many] { $n } ходов
       *[other] { $n } ходов
    }.
hint-none = Подсказки нет: решатель не нашёл решения за отведённое время.
already-solved = Уже решено!
show-heuristics = Показать эвристики на поле
heuristic-totals = Расстояние Хэмминга { $hamming } · Манхэттенское расстояние { $manhattan } · Линейный конфликт { $lc }
ghf = Шаг { $g }: g = { $g }, h = { $h } ({ $heuristic }), f = g + h = { $f }
overlay-help = В углу каждой фишки показано её манхэттенское расстояние; фишки на своих целевых клетках — зелёные; оранжевые линии соединяют фишки в линейном конфликте.
copy-assignment = Копировать в формате вывода задания
step-title = Пошаговый просмотр поиска
trace-start = Записать поиск
trace-help = Записывает работу выбранного алгоритма на этом поле, а затем показывает её по шагам: каждый раскрытый узел, каждого порождённого потомка.
trace-needs-algorithm = Для пошагового просмотра нужен один из изучаемых алгоритмов поиска: выберите в разделе «Решение» любой алгоритм, кроме «Авто» и «Быстрый режим».
recording = Запись поиска…
trace-ready = Записано: просматривайте по шагам ниже.
trace-limited = { $n ->
        [one] Записано { $n } событие
        [few] Записано { $n } события
        [many] Записано { $n } событий
       *[other] Записано { $n } событий
    } (предел записи): просматривайте по шагам ниже.
trace-reset = В начало
trace-back = Назад
trace-run = Запустить
trace-step = Шаг
trace-end = В конец
trace-close = Закрыть
trace-status = Событие { $step } из { $total } · раскрыто { $expanded } · порождено { $generated }
trace-start-event = Начало: ещё ничего не раскрыто.
event-iteration = Новая итерация: порог { $bound }.
event-expand = Раскрытие узла { $node } (g { $g }, h { $h }, f { $f }).
event-expand-back = Раскрытие узла { $node } (от цели; g { $g }, h { $h }, f { $f }).
event-generate = Потомок при ходе пустой клетки { $via }: g { $g }, h { $h }, f { $f }: { $fate }.
event-goal = Цель найдена: узел { $node }.
fate-new = новый, добавлен в границу
fate-within = в пределах порога, просматривается следующим
fate-seen = уже встречался, отброшен
fate-reopened = достигнут по более короткому пути, снова помещён в очередь
fate-over-bound = f больше порога, отсечён
fate-met = достигнут поиском с другого конца: два поиска встречаются
# Bidirectional BFS searches from the start and from the goal: a frontier row of the goal's
# search is marked with side-goal, and its expansions read event-expand-back.
side-goal = от цели
children = Потомки раскрываемого узла
frontier-caption = Граница в порядке раскрытия: { $n ->
        [one] { $n } узел
        [few] { $n } узла
        [many] { $n } узлов
       *[other] { $n } узлов
    }
frontier-caption-pick = Граница в порядке создания узлов (следующий не обязательно первый): { $n ->
        [one] { $n } узел
        [few] { $n } узла
        [many] { $n } узлов
       *[other] { $n } узлов
    }
frontier-none = IDDFS и IDA* не хранят границу: они идут в глубину в пределах порога.
col-move = Ход пустой клетки
col-node = Узел
col-what = Что с ним стало
predict-label = Предскажите: выберите узел, который будет раскрыт следующим
pick-label = Выбрать узел { $node }
pick = Выбрать
rule-bfs = BFS берёт самый старый узел границы (первым пришёл — первым ушёл)
rule-dfs = DFS берёт самый новый узел границы (последним пришёл — первым ушёл)
rule-greedy = жадный поиск берёт узел с наименьшим h (при равенстве — самый старый)
rule-a-star = A* берёт узел с наименьшим f = g + h (при равенстве — с меньшим h, затем самый старый)
rule-greedy-newest = жадный поиск берёт узел с наименьшим h (при равенстве — самый новый)
rule-a-star-oldest = A* берёт узел с наименьшим f = g + h (при равенстве — самый старый)
rule-a-star-newest = A* берёт узел с наименьшим f = g + h (при равенстве — самый новый)
settings-title = Параметры поиска
settings-help = В заданиях курса они заданы заранее. Порядок ходов пустой клетки действует для всех алгоритмов поиска, кроме «Авто» и «Быстрый», правило «При равенстве» — для жадного поиска и A*, проверка цели — для BFS.
order-label = Порядок ходов пустой клетки
ties-label = При равенстве
ties-deeper = сначала меньшее h, затем самый старый
ties-oldest = сначала самый старый (первым пришёл — первым ушёл)
ties-newest = сначала самый новый (последним пришёл — первым ушёл)
code-title = Алгоритм построчно
code-line = Строка { $n }: { $code }
code-duplicates = обнаружение повторов: каждое поле хранится один раз
code-dfs-order = добавляются от последнего к первому, поэтому первый ход извлекается первым
code-reopen = найден более короткий путь к нему
code-tree-depth = глубина дерева
code-next-bound = наименьшее f, превысившее порог
code-cut = отсечено: в этой итерации не просматривается
code-level = целый уровень за раз, поэтому первая встреча даёт кратчайший путь
code-meet = два поиска встречаются: путь идёт от старта к потомку, затем к цели
# The pseudocode, line by line, as a textbook in the language prints it: keep each line's
# structure and symbols (←, [ ], ( ), ∞, f, g, h); the words and names may be the language's.
pc-start-queue = граница ← очередь [старт]; достигнутые ← {"{"}старт{"}"}
pc-start-stack = стек ← [старт]; достигнутые ← {"{"}старт{"}"}
pc-start-priority = граница ← очередь с приоритетом по { $by }: [старт]
pc-goal-start = если старт является целью: вернуть старт
pc-while-frontier = пока граница не пуста:
pc-while-stack = пока стек не пуст:
pc-pop-first = узел ← граница.извлечь_первый()
pc-pop-stack = узел ← стек.извлечь()
pc-pop-min = узел ← граница.извлечь_мин()
pc-goal-node = если узел является целью: вернуть узел
pc-moves = для каждого хода из [{ $order }]:
pc-moves-reversed = для каждого хода из обратить([{ $order }]):
pc-child = потомок ← узел + ход
pc-child-g = потомок ← узел + ход; g(потомок) ← g(узел) + 1
pc-goal-child = если потомок является целью: вернуть потомка
pc-seen = если потомок в достигнутых: пропустить
pc-seen-g = если потомок достигнут с g ≤ g(потомок): пропустить
pc-reopen = если потомок достигнут с большим g: снова поместить в очередь
pc-push-frontier = достигнутые.добавить(потомок); граница.поместить(потомок)
pc-push-stack = достигнутые.добавить(потомок); стек.поместить(потомок)
pc-push-g = достигнутые[потомок] ← g(потомок); граница.поместить(потомок)
pc-fail = вернуть неудачу
pc-start-bound = порог ← h(старт)
pc-start-limit = предел ← 0
pc-loop = цикл:
pc-iterate = следующий ← ∞; если поиск(старт, 0) нашёл: вернуть найденный путь
pc-next-bound = порог ← следующий
pc-next-limit = предел ← предел + 1
pc-function-g = функция поиск(узел, g):
pc-function-depth = функция поиск(узел, глубина):
pc-goal-found = если узел является целью: вернуть найдено
pc-moves-no-undo = для каждого хода из [{ $order }], кроме отменяющего последний:
pc-child-f = потомок ← узел + ход; f ← g + 1 + h(потомок)
pc-cut-f = если f > порог: следующий ← min(следующий, f); пропустить
pc-cut-depth = если глубина + 1 > предел: пропустить
pc-recurse-g = если поиск(потомок, g + 1) нашёл: вернуть найдено
pc-recurse-depth = если поиск(потомок, глубина + 1) нашёл: вернуть найдено
pc-not-found = вернуть не найдено
pc-start-two = прямая ← очередь [старт]; обратная ← очередь [цель]; достигнутые ← {"{"}старт: прямая, цель: обратная{"}"}
pc-while-two = пока прямая и обратная не пусты:
pc-take-level = уровень ← меньшая из прямой и обратной (при равенстве прямая), опустошённая
pc-for-level = для каждого узла из уровня:
pc-meet = если потомок достигнут с другого конца: вернуть путь старт → потомок → цель
pc-push-side = достигнутые[потомок] ← сторона узла; поместить потомка в очередь этой стороны
pc-move-up = вверх
pc-move-down = вниз
pc-move-left = влево
pc-move-right = вправо
pc-order = { $a }, { $b }, { $c }, { $d }
goal-test-label = Проверка цели
goal-at-generation = при порождении узла
goal-at-expansion = при раскрытии узла
node-value = у узла { $node } { $what } = { $v }
node-age = узел { $node } порождён под номером { $node }
predict-right = Верно: { $rule }; { $why }.
predict-wrong = Не совсем: следующим будет узел { $next }. { $rule }; { $why }, а { $yours }.
predict-skipped = Пропущено без выбора: следующим был узел { $next }. { $rule }.
tree-title = Дерево поиска
tree-collapse = Только путь к границе и к цели
tree-summary = Дерево поиска: { $n ->
        [one] показан { $n } узел
        [few] показано { $n } узла
        [many] показано { $n } узлов
       *[other] показано { $n } узлов
    } (раскрыто { $expanded }, открыто { $open }, отсечено { $cut }, скрыто { $hidden }), глубина { $depth }. { $path }
tree-path = Путь к цели: узлы { $nodes }.
tree-legend = Синие — открытые. Серые — раскрытые. Зелёные — путь к цели. Красные — отсечены порогом. Чтобы увидеть поле узла, наведите на него указатель или выберите дерево и используйте клавиши со стрелками.
tree-node-info = Узел { $node }: g { $g }, h { $h }, f { $f }. Поле: { $board }
tree-too-big = { $n ->
        [one] Показан только первый { $n } узел.
        [few] Показаны только первые { $n } узла.
        [many] Показаны только первые { $n } узлов.
       *[other] Показаны только первые { $n } узлов.
    }
chart-depth = Порождено узлов на каждой глубине
chart-frontier = Размер границы при каждом раскрытии
chart-depth-text = Узлов на каждой глубине: { $values }.
chart-frontier-text = Размер границы — от { $first } до { $last }, наибольший — { $max }.
experiment-title = Эксперимент из учебника
experiment-help = Для каждой глубины d случайно выбираются поля игры в 8, кратчайшее решение которых занимает ровно d ходов; каждый отмеченный алгоритм поиска решает каждое из них. В таблице — среднее число порождённых узлов и в скобках эффективный коэффициент ветвления b*: такое b, что N + 1 = 1 + b + b² + … + b^d. Если поиск на каком-либо поле превышает предел узлов ({ $n }), в ячейке стоит –. С тем же зерном получаются те же числа, что и в npuzzle experiment.
experiment-depths = Глубины (от..до:шаг или список)
experiment-count = Полей на каждую глубину
experiment-seed = Зерно
experiment-searches = Алгоритмы поиска
experiment-run = Запустить эксперимент
experiment-running = Эксперимент выполняется…
experiment-done = Эксперимент завершён.
experiment-bad-depths = «{ $depths }» — не список глубин: напишите от..до:шаг (например, 2..24:2) или список (например, 2,4,8), каждая глубина от 0 до 31.
experiment-cancelled = Отменено: уже полученные строки остаются.
experiment-no-search = Отметьте хотя бы один алгоритм поиска.
experiment-caption = Среднее число порождённых узлов (b*) по глубине решения d
experiment-chart = Порождённые узлы по глубине (логарифмическая шкала)
compare-title = Сравнение алгоритмов поиска
compare-button = Сравнить все алгоритмы поиска
compare-help = Запускает на этом поле по очереди каждый алгоритм с каждой эвристикой, каждый — с пределом не более { $n ->
        [one] { $n } узла
        [few] { $n } узлов
        [many] { $n } узлов
       *[other] { $n } узлов
    }.
comparing = Сравниваются все алгоритмы поиска на этом поле.
compared = { $n ->
        [one] Сравнён { $n } вариант поиска
        [few] Сравнено { $n } варианта поиска
        [many] Сравнено { $n } вариантов поиска
       *[other] Сравнено { $n } вариантов поиска
    }.
compare-cancelled = Сравнение отменено.
copy-csv = Копировать CSV
copy-markdown = Копировать Markdown
col-algorithm = Алгоритм
col-heuristic = Эвристика
col-chart = Раскрыто (логарифмическая шкала)
status-waiting = ожидает
status-running = выполняется
status-solved = решено
status-limit = предел узлов
status-cancelled = отменено
status-failed = сбой
play-row = Воспроизвести
play-row-label = Воспроизвести решение ({ $algo })
playing-row = Воспроизводится решение ({ $algo }).

## Graded exercises (the student's panel)

ex-title = Задание
ex-cannot-start = Задание не может начаться: { $why }
ex-ask-teacher = Сообщите об этом автору задания.
ex-task-play = Приведите поле к цели вручную, сделав как можно меньше ходов. Задание засчитывается, если у вас не более чем на { $slack ->
        [one] { $slack } ход
        [few] { $slack } хода
        [many] { $slack } ходов
       *[other] { $slack } ходов
    } больше, чем в кратчайшем решении.
ex-task-predict = Алгоритм «{ $algo }»: предскажите его следующие раскрытия (всего { $n }). Перед каждым выберите узел границы, который, по-вашему, будет раскрыт следующим. Для зачёта нужно { $pass }% верных ответов.
ex-task-children = A* с эвристикой «{ $heuristic }»: на каждом из следующих раскрытий (всего { $n }) укажите g, h и f = g + h каждого порождённого потомка. Для зачёта нужно { $pass }% верных ответов.
ex-task-heuristic = Напишите эвристику h для игры в 8 на языке формул лаборатории (например, manhattan + 2*conflicts). Она проверяется на всех 181 440 полях, а затем в гонке A* соревнуется с манхэттенским расстоянием (полей в гонке: { $boards }). Задание засчитывается, если h допустима и порождает не более { $pass }% узлов, порождаемых с манхэттенским расстоянием.
ex-submit-h = Сдать h
ex-grading = Проверка h на каждом поле, затем гонка с манхэттенским расстоянием…
ex-h-raced = Допустима. На полях гонки с h порождено узлов: { $own }, с манхэттенским расстоянием — { $manhattan }, то есть { $percent }% от манхэттенского.
ex-h-race-caption = Порождённые узлы на 20 полях гонки для каждой глубины решения d
ex-h-over-budget = Допустима, но A* с h на полях гонки породил больше { $max ->
        [one] { $max } узла
        [few] { $max } узлов
        [many] { $max } узлов
       *[other] { $max } узлов
    }: это больше, чем манхэттенскому расстоянию нужно на всех 120 полях, какие бы ни выпали.
ex-h-seed = Поля гонки в этой попытке выбраны случайно с зерном { $seed }: npuzzle heuristic grade --seed { $seed } оценивает h на тех же полях.
ex-no-grade = h не удалось оценить ({ $why }). Сдайте её ещё раз.
ex-progress = { $done } из { $n }
ex-attempt = Попытка { $n }
ex-moves-so-far = Ходов: { $moves }
ex-hints-used = Использовано подсказок: { $n }
ex-hints-left = Использовано подсказок: { $n } из { $max }
ex-score = Баллы: { $raw } из { $max } ({ $percent }%)
ex-play-score = { $moves ->
        [one] { $moves } ход
        [few] { $moves } хода
        [many] { $moves } ходов
       *[other] { $moves } ходов
    }; кратчайшее решение — { $optimal }.
ex-passed = Зачтено: { $raw } из { $max } (попытка { $attempt }).
ex-failed = Не зачтено: { $raw } из { $max } (попытка { $attempt }).
ex-try-again = Попробовать ещё раз
ex-keep-best = Курс сохраняет ваш лучший результат: новая попытка не может его понизить.
ex-keep-last = Курс сохраняет ваш последний результат: новая попытка заменит этот, даже если окажется хуже.
ex-started = Начата новая попытка.
ex-pick-prompt = Какой узел будет раскрыт следующим?
ex-expanding = Раскрывается узел { $node }: укажите g, h и f каждого потомка.
ex-child = Потомок
ex-child-via = пустая клетка { $way }
ex-value-of = { $value } потомка при ходе пустой клетки { $way }
ex-check = Проверить
ex-children-verdict = Верно: { $right } из { $n ->
        [one] { $n } потомка
        [few] { $n } потомков
        [many] { $n } потомков
       *[other] { $n } потомков
    }.
ex-child-right = верно
ex-child-wrong = неверно: g = { $g }, h = { $h }, f = { $f }
ex-waiting = Подготовка задания…
ex-restored = Ваша попытка восстановлена с того места, где вы остановились.
ex-saved-damaged = Сохранённая здесь попытка повреждена и отложена: начинается новая попытка.
ex-saved-version = Сохранённая попытка из другой версии приложения отложена: начинается новая попытка.
ex-not-kept = Этот браузер ничего не сохраняет для этой страницы, поэтому после перезагрузки попытка начнётся заново.
ex-no-optimal = Кратчайшее решение неизвестно, поэтому попытку пока нельзя оценить ({ $why }).
ex-no-more-hints = В этом задании подсказок больше нет.
ex-board-held = Сейчас фишки не сдвигаются: поле занято заданием.
ex-move-cap = Попытка завершилась после { $n ->
        [one] { $n } хода
        [few] { $n } ходов
        [many] { $n } ходов
       *[other] { $n } ходов
    } без достижения цели.
puzzle-numbered = Головоломка { $n }
ex-board-fixed = Поле задания нельзя изменить, пока задание идёт.
ex-restarted = Задание изменилось: начата новая попытка.
ex-resume-ignored = Сохранённая попытка, переданная во время задания, проигнорирована.
ex-delivered = Ваш результат передан в курс.
ex-pending = Ваш результат ещё не передан в курс; он сохранён и будет отправлен снова.
ex-no-session = Курс сейчас не принимает результаты: ваш результат сохранён здесь и будет отправлен, когда вы снова откроете это задание.
ex-bad-board = поле «{ $v }» непригодно: { $why }
ex-bad-task = задания «{ $v }» не существует: используйте play, predict или children
ex-bad-id = идентификатор задания «{ $v }» непригоден: допускается до { $max } символов — буквы, цифры, - _ . или :
ex-bad-count = значение count «{ $v }» — не число вопросов от 1 до { $max }
ex-bad-slack = значение slack «{ $v }» — не число ходов от 0 до { $max }
ex-bad-hints = значение hints «{ $v }» — не on, не off и не число от 0 до { $max }
ex-bad-pass = значение pass «{ $v }» — не проходной балл: укажите долю (0.8) или процент (80%)
ex-setting = { $field }: { $why }
ex-bad-keep = значение keep «{ $v }» — не best и не last
ex-too-large = поле { $size } слишком велико для задания: допускается не более { $max ->
        [one] { $max } клетки
        [few] { $max } клеток
        [many] { $max } клеток
       *[other] { $max } клеток
    }
ex-unsolvable = из этого поля цель недостижима, поэтому ни одно задание не может его использовать
ex-already-goal = поле уже совпадает с целью: делать нечего
ex-needs-predictable = для predict нужен BFS, DFS, жадный поиск или A*, а не «{ $algo }»
ex-needs-a-star = для children нужен A*, а не «{ $algo }»

## The Exercise panel (a teacher's, beside Share)

au-title = Задание (для преподавателя)
au-help = Создайте оцениваемое задание по этому полю и алгоритму поиска. Студенты видят условие, свой прогресс и оценку; результаты попадают на страницу вашего курса или в LMS.
au-task = Тип задания
au-task-play = Игра: привести поле к цели за малое число ходов
au-task-predict = Предсказать следующие раскрытия
au-task-children = g, h и f потомков (A*)
au-task-heuristic = Написать допустимую эвристику
au-count = Вопросов
au-slack = Допустимо ходов сверх кратчайшего решения
au-hints-name = Подсказки
au-hints-on = Разрешены, каждая учитывается
au-hints-off = Нет
au-hints-most = Не более { $n }
au-pass = Проходной балл
au-id = Идентификатор задания (необязательно)
au-keep = LMS сохраняет
au-keep-best = лучшую попытку
au-keep-last = последнюю попытку
au-preview = Просмотр глазами студента
au-copy-link = Копировать ссылку
au-copy-iframe = Копировать iframe
au-copy-element = Копировать элемент
au-format = Пакет для
au-format-help = SCORM 1.2: Moodle, Canvas и почти любая LMS. SCORM 2004: Blackboard, Brightspace, ILIAS, Open edX (они принимают и 1.2). cmi5: LMS на основе xAPI и хранилища учебных записей (LRS).
au-download = Скачать для вашей LMS
au-invalid = Не готово: { $why }
ex-packing = Создание пакета…
ex-packed = Пакет ({ $kb } КБ) скачан: загрузите его в свою LMS как пакет { $format }.
ex-pack-failed = Не удалось создать пакет: { $why }
ex-pack-bad-name = В files.json указан «{ $name }» { $why ->
         [parent] вне сайта (..)
         [absolute] от корня (/)
         [backslash] с обратной косой чертой
         [colon] с двоеточием (C:, адрес)
         [empty] с пустой частью или «.»
         [duplicate] дважды
        *[character] с ?, #, % или скрытым символом
    }: соберите сайт заново.

## Вид класса (преподаватель запускает ссылку в LMS: попытки, оценки и ответы учащихся)

class-title = { $title }: класс
class-untitled = Задание по игре в N
class-boardless = Задание этой ссылки не задаёт поле, поэтому его попытки не оцениваются: страница каждого учащегося выбрала бы своё. Добавьте задание заново, указав поле.
class-no-column = У этой ссылки нет столбца в журнале оценок: оценки хранятся только здесь. Добавьте задание через выбор содержимого LMS (Deep Linking), чтобы он появился.
class-find = Найти учащегося
class-no-students = Это задание ещё не открыл ни один учащийся.
class-no-answers = Ответов пока нет.
class-questions = Вопросы
class-questions-caption = Вопросы: последний ответ каждого учащегося
class-question = Вопрос
class-right = Верно
class-right-answer = Верный ответ
class-wrong-answers = Частые неверные ответы
class-share = { $percent }% ({ $right } из { $students })
class-no-wrong = нет
class-students = Учащиеся
class-students-caption = Учащиеся, открывшие задание
class-student = Учащийся
class-attempts = Попытки
class-grade = Оценка
class-gradebook = Журнал оценок
class-last-seen = Последняя активность (UTC)
class-attempts-count = { $begun ->
        [one] { $begun } начата
        [few] { $begun } начаты
        [many] { $begun } начато
       *[other] { $begun } начато
    }, { $ended ->
        [one] { $ended } завершена
        [few] { $ended } завершены
        [many] { $ended } завершено
       *[other] { $ended } завершено
    }
class-no-grade = пока нет
class-grade-passed = { $raw } из { $max }, зачтено
class-grade-failed = { $raw } из { $max }, не зачтено
class-nothing-to-send = нечего отправлять
class-sent = отправлена
class-no-column-yet = нет столбца
class-on-its-way = в пути
class-waiting = ожидает: { $why }
class-refresh = Обновить
class-download = Скачать все ответы (CSV)
class-open-exercise = Открыть задание так, как его видит учащийся
class-stopped = Этот вид больше не обновляется: запустите задание снова из курса, чтобы увидеть новые ответы.
class-open-attempt = Открыть попытку:
class-attempt-graded = оценена
class-attempt-latest = последняя
class-open-attempt-label = Открыть попытку { $attempt } учащегося { $who }
class-review-ended = Попытка { $attempt } учащегося { $who }, как он её оставил (завершена).
class-review-open = Попытка { $attempt } учащегося { $who }, как он её оставил (не завершена).
class-review-note = Это попытка учащегося, а не ваша: ничего из сделанного здесь не сохраняется и не отправляется.
class-lrs-title = Ответы класса из хранилища записей
class-lrs-tagline = Для курса cmi5: каждый вопрос по всему классу, ответы каждого ученика и все ответы в CSV, прочитанные из вашего хранилища учебных записей (LRS).
class-lrs-endpoint = Адрес хранилища (конечная точка xAPI)
class-lrs-endpoint-help = Ваша LMS или LRS показывает его рядом со своими ключами; обычно он оканчивается на /xAPI/ или /data/xAPI/.
class-lrs-key = Ключ (имя пользователя)
class-lrs-secret = Секрет (пароль)
class-lrs-secret-help = Ключ, которому можно читать записи. Он остаётся на этой странице: никогда в адресе, никогда не сохраняется.
class-lrs-activity = AU упражнения (id активности)
class-lrs-activity-help = Id элемента <au> в cmi5.xml пакета, urn:npuzzle:au:npuzzle- и id упражнения, если только ваша LMS не даёт AU собственные id: тогда их показывают сведения об AU в LMS (activityId в адресе запуска).
class-lrs-show = Показать класс
class-lrs-questions-table = Таблица вопросов
class-lrs-answers-of = Ответы: { $name }
class-lrs-student-summary = { $name }: верно { $right } из { $questions } (последние ответы), { $answers ->
        [one] { $answers } ответ
        [few] { $answers } ответа
        [many] { $answers } ответов
       *[other] { $answers } ответа
    }
class-lrs-answer = Ответ
class-lrs-result = Результат
class-lrs-seconds = Секунды
class-lrs-when = Время ответа (UTC)
class-lrs-yes = верно
class-lrs-no = неверно
class-lrs-reading = Читаем хранилище…
class-lrs-live = { $answers ->
        [one] { $answers } ответ
        [few] { $answers } ответа
        [many] { $answers } ответов
       *[other] { $answers } ответа
    } от { $students ->
        [one] { $students } ученика
        [few] { $students } учеников
        [many] { $students } учеников
       *[other] { $students } ученика
    }. Обновляется вживую, пока страница открыта.
class-lrs-updated = Последнее чтение в { $time }.
class-lrs-paused = Приостановлено, пока страница скрыта.
class-lrs-none-yet = Ответов на это упражнение пока нет. Они появятся здесь, когда ученики ответят. Если ученики уже ответили, проверьте id активности AU.
class-lrs-bad-endpoint = Адрес хранилища должен быть полным адресом http:// или https://, например https://lrs.example.org/xAPI/.
class-lrs-insecure = Эта страница открыта по HTTPS, поэтому браузер не даст ей читать хранилище по адресу http://. Используйте адрес хранилища https://.
class-lrs-no-key = Введите ключ и секрет.
class-lrs-key-in-address = Введите ключ и секрет в их собственные поля, а не в адрес хранилища.
class-lrs-no-activity = Введите id активности AU.
class-lrs-credentials = Хранилище отклонило ключ и секрет (HTTP { $status }). Проверьте их и то, что ключу можно читать записи.
class-lrs-network = Не удалось связаться с хранилищем по адресу { $endpoint }. Проверьте адрес и то, что хранилище разрешает источнику этой страницы ({ $origin }) читать его (CORS): настройки вашего LRS перечисляют разрешённые источники.
class-lrs-timeout = Хранилище не ответило за { $seconds } с. Пробуем снова.
class-lrs-not-lrs = Адрес ответил, но не как хранилище xAPI ({ $what }). Проверьте адрес: обычно он оканчивается на /xAPI/ или /data/xAPI/.
class-lrs-no-list = нет списка записей
class-lrs-refused = Хранилище отклонило запрос (HTTP { $status }): { $detail }
class-lrs-failed = Сбой хранилища (HTTP { $status }). Пробуем снова.
class-lrs-stale = Повторное чтение не удалось; показаны ответы на { $time }. { $problem }
class-lrs-elsewhere = Следующая страница хранилища на другом сайте ({ $origin }): по ней не переходим, чтобы ключ и секрет остались у этого.

## Sharing

share = Поделиться этим полем
share-link = Ссылка
share-iframe = Для страницы курса: iframe
share-element = Для страницы курса: элемент
share-guide = Как встроить
share-algo-auto = Ссылка и фрагменты открываются с «Авто»: { $algo } может не решить поле { $size } в пределах страницы.
copy = Копировать
copied = Скопировано в буфер обмена.
copy-failed = Браузер не разрешил копирование: выделите текст и скопируйте его.

## The page around the component

page-title = Решатель пятнашек
page-tagline = Играйте, решайте и изучайте пятнашки
about-puzzle = О головоломке
embed-guide = Разместите на странице своего курса

## Directions (the way a tile slides)

way-up = вверх
way-down = вниз
way-left = влево
way-right = вправо

## What happened

moved = Фишка { $tile } сдвинута { $way }. { $n ->
        [one] { $n } ход
        [few] { $n } хода
        [many] { $n } ходов
       *[other] { $n } ходов
    }.
solved-by-hand = Фишка { $tile } сдвинута { $way }. Решено за { $n ->
        [one] { $n } ход
        [few] { $n } хода
        [many] { $n } ходов
       *[other] { $n } ходов
    }!
busy = Идёт решение… нажмите «Отмена», чтобы снова играть.
shuffled = Перемешано: случайное решаемое поле.
scrambled = Запутано { $n ->
        [one] { $n } случайным ходом
        [few] { $n } случайными ходами
        [many] { $n } случайными ходами
       *[other] { $n } случайными ходами
    }.
scramble-bad = Для «Запутать» нужно целое число ходов от 1 до { $max }.
back-to-start = Поле возвращено в начальное положение.
board-from-text = Поле задано текстом.
board-from-host = Поле задано страницей.
not-a-board = Это не поле: { $why }.
no-solution = Решение невозможно.
no-solution-searched = Решение невозможно, поэтому поиск не выполнялся.
explain-odd = Число инверсий (пар фишек в порядке, обратном целевому): { $inv }. На поле нечётной ширины ({ $width }) каждый ход сохраняет чётность этого числа, а у цели инверсий нет, так что оно должно быть чётным. { $inv } — { $parity }, { $verdict }.
explain-even = Число инверсий (пар фишек в порядке, обратном целевому): { $inv }; строк между пустой клеткой и её целевой строкой: { $rows }. На поле чётной ширины ({ $width }) ход вверх или вниз меняет чётность обоих чисел, так что их сумма должна быть чётной, как у цели. { $inv } + { $rows } = { $sum } — { $parity }, { $verdict }.
even = чётное
odd = нечётное
can-reach = поэтому цель достижима
cannot-reach = поэтому цель недостижима: чтобы это изменить, поменяйте местами любые две фишки
searching = Поиск…
lab-title = Лаборатория эвристик
lab-help = Напишите свою h и сравните её с истинными расстояниями на каждом поле этого размера (для игры в 8 — на всех 181 440, для полей побольше — на выборке). Имена: hamming, manhattan, conflicts, n, rows, cols, blank_row, blank_col, row(t), col(t), goal_row(t), goal_col(t); sum(t: …), max(…), min(…), abs(…), + − * /, if … then … else ….
lab-formula = Ваша эвристика h
lab-check = Проверить h
lab-checking = Проверка h на каждом поле…
lab-empty = Сначала напишите формулу, например manhattan + 2*conflicts.
lab-bad-formula = h нельзя использовать: { $why }
lab-states = { $h } на { $n ->
        [one] { $n } поле
        [few] { $n } полях
        [many] { $n } полях
       *[other] { $n } полях
    }{ $sample }:
lab-sample = {" "}(выборка)
lab-admissible = Допустима: никогда не превышает истинное расстояние.
lab-not-admissible = Недопустима: h = { $h } на поле, от которого до цели { $hstar ->
        [one] { $hstar } ход
        [few] { $hstar } хода
        [many] { $hstar } ходов
       *[other] { $hstar } ходов
    }.
lab-consistent = Согласована: 0 в цели, а на соседних полях различается не более чем на 1.
lab-not-consistent = Не согласована: h = { $ha } и { $hb } на двух соседних полях.
lab-not-a-number = Не число: на одном из полей h { $value ->
        [not-a-number] равна NaN (например, бесконечность минус бесконечность)
        [infinite] бесконечна
        [minus-infinite] равна минус бесконечности
       *[division] содержит деление на ноль (символ { $at })
    }. Эвристика должна быть числом на каждом поле, поэтому h не является ни допустимой, ни согласованной.
lab-close = Среднее h/h*: { $ratio }; не меньше манхэттенского расстояния на { $pct }% полей.
lab-race = Запустить гонку с h
lab-racing = Гонка идёт в эксперименте выше: A* и IDA* с h против расстояния Хэмминга, манхэттенского расстояния и линейного конфликта.
lab-step = Пройти по шагам
lab-step-needs-informed = Выберите в разделе «Решение» жадный поиск, A* или IDA*: они используют эвристику.
lab-stepping = Поиск с h записывается: просматривайте его по шагам выше, в разделе «Записать поиск».
lab-your-h = ваша h
formula-at = символ { $at }: { $problem }
formula-too-long = формула слишком длинная: длина { $n }, не более { $max } символов
formula-too-deep = вложенность глубже { $depth } уровней
formula-expected = ожидалось: { $what ->
        [operator] оператор или конец
        [operand] число, имя или «(»
        [close] «)»
        [comma] «,» или «)»
        [open] «(» после имени функции
        [then] «then»
        [else] «else»
       *[binding] имя фишки и «:» (sum(t: …))
    }, найдено: { $found ->
        [end] конец
        [arguments] аргументы
       *[text] «{ $text }»
    }
formula-unexpected = «{ $text }» не входит в язык
formula-bad-number = «{ $text }» — не число
formula-unknown-name = неизвестное имя «{ $name }» (имена: { $names })
formula-arguments = { $name } принимает { $want } аргумент, а не { $got }
formula-too-slow = формула слишком медленная: шагов на доску около { $cost }, не более { $max }
formula-division = деление на ноль
formula-no-such-tile = { $tile } — не фишка этой доски
formula-not-a-number = значение — { $value ->
        [not-a-number] NaN
        [infinite] бесконечность
        [minus-infinite] минус бесконечность
       *[division] деление на ноль
    }, а не число
formula-on-board = { $why } (на доске { $board })
formula-too-large = слишком много состояний, чтобы проверить каждое: клеток на доске { $cells }, проверяется не более { $max }
experiment-longer = не кратчайших: { $n }
lab-load = Загрузить это поле
lab-load-neighbour = Загрузить первое из двух
improvement = Найдено решение из { $n ->
        [one] { $n } хода
        [few] { $n } ходов
        [many] { $n } ходов
       *[other] { $n } ходов
    }; кратчайшее решение не короче { $bound } (доказано). Поиск продолжается…
kept-best = Остановлено. Лучший найденный ответ сохранён: { $n ->
        [one] { $n } ход
        [few] { $n } хода
        [many] { $n } ходов
       *[other] { $n } ходов
    }; кратчайшее решение не короче { $bound } (доказано).
searching-announce = Идёт поиск решения.
starting = Запуск решателя…
queued = Ожидание решателя (его использует другая головоломка на этой странице)…
cancelled = Отменено. Поле осталось как было.
cancelled-announce = Поиск отменён.
refused = Решатель отклонил задачу: { $why }
one-move = 1 ход
n-moves = { $n ->
        [one] { $n } ход
        [few] { $n } хода
        [many] { $n } ходов
       *[other] { $n } ходов
    }
optimal-word = оптимальное
not-shortest = не обязательно кратчайшее
solved-by = Найдено решение ({ $algo }): { $moves }, { $optimal }.
solved-by-with = Найдено решение ({ $algo }, { $h }): { $moves }, { $optimal }.
solved-by-how = Найдено решение ({ $algo }; { $how }): { $moves }, { $optimal }.
tables-kept = Таблицы готовы за { $t } и сохранены для следующих решений.
solved-announce = Найдено решение: { $moves }, { $optimal }.
limit = Остановлено на пределе узлов: { $expanded ->
        [one] раскрыт { $expanded } узел
        [few] раскрыто { $expanded } узла
        [many] раскрыто { $expanded } узлов
       *[other] раскрыто { $expanded } узлов
    }, помещено в очередь { $enqueued }, достигнута глубина { $depth }, { $s } с. Этому полю нужен более сильный метод: попробуйте A* или IDA* с линейным конфликтом или «Авто».
limit-announce = Поиск достиг предела узлов.
search-ended = Поиск завершён: { $status }.
worker-stopped = Решатель остановился ({ $why }). Ваше поле осталось как было. { $next }
worker-restarted = Запущен новый решатель: решите снова или выберите алгоритм поиска, который хранит меньше узлов (A* или IDA* вместо BFS).
worker-retry = При следующем нажатии «Решить» он попробует запуститься снова.
worker-stopped-announce = Решатель остановился.
no-workers = Этот браузер не может запустить решатель (нужны Web Workers).
solver-refused = Решатель не может запуститься на этой странице: её Content-Security-Policy запрещает это ({ $directive }). Владелец страницы может это разрешить, как описано в руководстве по встраиванию.
solver-not-loaded = Не удалось загрузить решатель ({ $why }). Проверьте подключение: при следующем нажатии «Решить» будет новая попытка.

## Settings that were ignored (URL parameters, attributes, options)

ignored-too-long = Заданное значение { $name } проигнорировано: { $why }.
ignored-board = Поле «{ $v }» проигнорировано: { $why }.
ignored-size = Размер «{ $v }» проигнорирован: используйте, например, 3x3 или 4x4.
ignored-goal = Цель «{ $v }» проигнорирована: используйте end или start.
ignored-algorithm = Алгоритм «{ $v }» проигнорирован: используйте bfs, dfs, iddfs, greedy, astar, idastar, auto или fast.
ignored-heuristic = Эвристика «{ $v }» проигнорирована: используйте hamming, manhattan или linear-conflict.
ignored-own-heuristic = Эвристика проигнорирована: { $algo } выбирает её сам (эвристику принимают greedy, astar и idastar).
ignored-controls = Элементы управления «{ $v }» проигнорированы: используйте full, none или список из play, solve и study.
ignored-autoplay = Значение autoplay «{ $v }» проигнорировано: используйте 1 или 0.
ignored-lang = Язык «{ $v }» проигнорирован: используйте один из следующих: { $langs }.
ignored-lang-menu = Значение lang-menu «{ $v }» проигнорировано: используйте 1 или 0.
ignored-order = Порядок «{ $v }» проигнорирован: укажите четыре хода, каждый по одному разу, например udlr.
ignored-ties = Значение ties «{ $v }» проигнорировано: используйте deeper, oldest или newest.
ignored-goal-test = Значение goal-test «{ $v }» проигнорировано: используйте generation или expansion.
ignored-packaged = «{ $v }» в адресе проигнорировано: это значение задано пакетом.
ignored-unknown = Неизвестный параметр «{ $v }» проигнорирован.
size-board-disagree = Размер { $size } не соответствует полю { $board }; используется поле.

## What is wrong with a board (the core's errors)

err-empty = поле пустое: введите фишки, например 1 2 3 / 4 5 6 / 7 8 0
err-token = «{ $token }» (элемент { $i }) — не номер фишки и не пустая клетка (0, _, . или nil)
err-too-small = поле { $size } слишком маленькое: обе стороны должны быть не меньше { $min }
err-text-too-long = длина текста — { $bytes ->
        [one] { $bytes } байт
        [few] { $bytes } байта
        [many] { $bytes } байт
       *[other] { $bytes } байт
    }, больше, чем у любого поля: читается не более { $max ->
        [one] { $max } байта
        [few] { $max } байт
        [many] { $max } байт
       *[other] { $max } байт
    }
err-side-too-large = { $side } — слишком большая сторона поля: стороны могут быть не больше { $max }
too-many-digits = число длиннее 20 цифр
err-too-large = поле { $size } слишком большое: стороны могут быть не больше { $max }
err-not-square = { $count ->
        [one] { $count } фишка не образует
        [few] { $count } фишки не образуют
        [many] { $count } фишек не образуют
       *[other] { $count } фишек не образуют
    } квадратное поле (для 3×3 нужно 9, для 4×4 — 16); пишите строки с новой строки или сначала укажите размер
err-ragged = строка { $row } содержит { $found ->
        [one] { $found } фишку
        [few] { $found } фишки
        [many] { $found } фишек
       *[other] { $found } фишек
    }, а строка 1 — { $expected }
err-tile-count = полю { $size } нужно фишек: { $expected }, а { $found ->
        [one] указана { $found }
        [few] указаны { $found }
        [many] указано { $found }
       *[other] указано { $found }
    }
err-no-blank = на поле нет пустой клетки: обозначьте её как 0, _, . или nil
err-two-blanks = на поле две пустые клетки: { $first } и { $second }
err-out-of-range = фишка { $tile } ({ $at }) вне допустимого диапазона: на этом поле фишки от 1 до { $max }
err-duplicate = фишка { $tile } встречается дважды: { $first } и { $second }
err-missing = нет фишки { $tile }
err-too-many-moves = запутывание { $moves ->
        [one] в { $moves } ход
        [few] в { $moves } хода
        [many] в { $moves } ходов
       *[other] в { $moves } ходов
    } слишком длинное: не более { $max }
pos = строка { $row }, столбец { $col }
verbatim = { $text }
join = { $a } { $b }

## The assignment's printout (the command line prints the same)

assignment-counts =
    Количество ходов = { $moves }
    Количество состояний, помещённых в очередь = { $enqueued }
assignment-no-solution = Решение невозможно


## Solve

cli-solved-by = Решено алгоритмом { $algo }{ $heuristic }: { $shortest }, { $expanded ->
        [one] раскрыт { $expanded } узел
        [few] раскрыто { $expanded } узла
        [many] раскрыто { $expanded } узлов
       *[other] раскрыто { $expanded } узлов
    }, { $ms } мс
cli-shortest = решение кратчайшее
cli-not-shortest = кратчайшее решение не гарантировано
cli-stopped = Поиск остановлен ({ $status }): { $expanded ->
        [one] раскрыт { $expanded } узел
        [few] раскрыто { $expanded } узла
        [many] раскрыто { $expanded } узлов
       *[other] раскрыто { $expanded } узлов
    }, порождено { $generated }, глубина { $depth }, { $ms } мс
cli-best-kept = Лучший найденный ответ: { $length ->
        [one] { $length } ход
        [few] { $length } хода
        [many] { $length } ходов
       *[other] { $length } ходов
    } (что он кратчайший, не доказано); кратчайшее решение не короче { $bound } (доказано)
cli-improved = { $ms } мс: найдено решение из { $length ->
        [one] { $length } хода
        [few] { $length } ходов
        [many] { $length } ходов
       *[other] { $length } ходов
    }; кратчайшее решение не короче { $bound } (доказано)
cli-limit-advice = поиск достиг предела узлов или времени: --max-nodes и --time-limit увеличивают пределы, --algo fast отвечает сразу (не обязательно кратчайшим решением)
cli-slow-note = примечание: поиск кратчайшего решения для поля { $size } может занять минуты или остановиться на пределе узлов; --algo fast отвечает сразу (не обязательно кратчайшим решением)
cli-why-no-solution = почему: { $why }
cli-boards-left-out = ... { $left ->
        [one] { $left } поле не выведено
        [few] { $left } поля не выведено
        [many] { $left } полей не выведено
       *[other] { $left } полей не выведено
    }: вывод всех { $boards } занял бы около { $size }, больше предела --print-limit в { $mb } МБ (-q выводит только ходы)

## Reading the input

cli-invalid-board = недопустимое поле: { $why }
cli-bad-option = { $option }: { $why }
cli-race-longer = { $algo } с h: { $longer } из { $solved ->
        [one] { $solved } ответа
        [few] { $solved } ответов
        [many] { $solved } ответов
       *[other] { $solved } ответов
    } длиннее кратчайшего решения
cli-grade-passed = Зачтено: { $raw } из { $max } (допускается не более { $pass }% узлов, порождаемых с манхэттенским расстоянием).
cli-grade-failed = Не зачтено: { $raw } из { $max } (допускается не более { $pass }% узлов, порождаемых с манхэттенским расстоянием).
cli-grade-seed = Поля гонки: по 20 на каждую глубину, выбраны случайно с зерном { $seed }.
cli-bad-formula = формулу нельзя использовать: { $why }
cli-heuristic-checked = { $formula } на каждом поле { $size }, из которого достижима цель ({ $states }):
cli-heuristic-sampled = { $formula } на выборке из { $states ->
        [one] { $states } поля { $size }
        [few] { $states } полей { $size }
        [many] { $states } полей { $size }
       *[other] { $states } полей { $size }
    } (запутанных не более чем 40 ходами и решённых оптимально):
cli-heuristic-admissible = допустима: никогда не превышает истинное расстояние
cli-heuristic-not-admissible = недопустима: для { $board } h = { $h }, но до цели { $hstar ->
        [one] { $hstar } ход
        [few] { $hstar } хода
        [many] { $hstar } ходов
       *[other] { $hstar } ходов
    }
cli-heuristic-consistent = согласована: 0 в цели, а у соседних полей различается не более чем на 1
cli-heuristic-not-consistent = не согласована: для { $a } h = { $ha }, для соседнего поля { $b } h = { $hb }
cli-heuristic-not-a-number = не число: для { $board } h { $value ->
        [not-a-number] равна NaN
        [infinite] бесконечна
        [minus-infinite] равна минус бесконечности
       *[division] содержит деление на ноль (символ { $at })
    }; эвристика должна быть числом на каждом поле, поэтому h не является ни допустимой, ни согласованной
cli-heuristic-closeness = среднее h/h*: { $ratio }; не меньше манхэттенского расстояния на { $share }% полей
cli-standard-input = стандартный ввод
cli-cannot-read = не удаётся прочитать { $name }: { $why }
cli-too-large = { $name } больше { $size }: это не файл с полем
cli-not-text = { $name } — не текст: байт { $n } не является UTF-8
cli-cannot-write = не удаётся записать вывод: { $why }
cli-not-a-file = { $name } — не файл (а устройство, папка или сокет): из него ничего не прочитано
cli-tables-too-large = { $name } больше { $size }: это не файл с базами данных шаблонов
cli-tables-behind = строятся базы данных шаблонов { $size } для следующих досок (один раз, около { $seconds } с); пока отвечают быстрые
cli-tables-behind-wide = строятся базы данных шаблонов { $size } для следующих досок (один раз, около { $seconds } с); с ними их ответы короче
cli-tables-finishing = достраиваются базы данных шаблонов { $size } для следующих запусков (Ctrl-C прерывает; следующий запуск построит их заново)
cli-tables-unusable = таблицы из кэша нельзя использовать ({ $reason }); они будут построены заново
cli-tables-built-unusable = только что построенные таблицы нельзя использовать ({ $reason })
cli-tables-saved = базы данных шаблонов { $size } сохранены в { $path } (следующие решения загрузят их)
cli-tables-unsaved = не удаётся сохранить таблицы в { $dir }: { $reason } (--cache-dir выбирает другое место)
cli-site-link = { $name } — ссылка или лежит за ссылкой: в пакет идут только собственные файлы сайта
cli-site-too-large = { $name } больше { $size }: столько не бывает в собранном сайте
cli-boards-per-depth = не больше { $max } полей на каждую глубину (поля одной глубины выбираются и хранятся все сразу)

## Explain

cli-col-tile = фишка
cli-col-at = где
cli-col-goal = цель
cli-col-manhattan = манхэттен
cli-col-misplaced = не на месте
cli-yes = да
cli-hamming-total = Расстояние Хэмминга (фишки не на своих местах) = { $n }
cli-manhattan-total = Манхэттенское расстояние = { $n }
cli-conflicts = Линейные конфликты = { $pairs }; оценка с линейным конфликтом = { $n }
cli-no-conflicts = нет
cli-conflict-row = строка { $n }: { $a } и { $b }
cli-conflict-column = столбец { $n }: { $a } и { $b }

## Scan

cli-scan-read = Поле { $size } распознано по фото за { $ms } мс
cli-scan-check = проверьте эти клетки, в них распознавание не уверено: { $cells }
cli-scan-cell = строка { $row } столбец { $col }
cli-scan-unsolvable = в распознанном виде из этого поля цель (пустая клетка в конце) недостижима: возможно, какая-то клетка распознана неверно или головоломку разбирали и собрали неправильно
cli-scan-bench = { $photos ->
        [one] { $photos } фото из отложенной выборки
        [few] { $photos } фото из отложенной выборки
        [many] { $photos } фото из отложенной выборки
       *[other] { $photos } фото из отложенной выборки
    } ({ $sizes }{ $known }): { $exact } распознано точно, { $silent } с ошибкой без отмеченных клеток, { $flagged } с ошибкой и отмеченными клетками, { $failed } не распознано
cli-scan-corners = восемь чисел: x,y каждого из четырёх углов поля на фото, в пикселях (например, 120,80,600,90,610,560,110,570)
cli-scan-bench-known = , размер задан
cli-scan-bench-outline = , контур задан
cli-scan-bench-time = время на фото: медиана { $median } мс, p95 { $p95 } мс, максимум { $max } мс


## How a solver answered (after the algorithm's name: "Solved by Auto (IDA* with …)")

method-exact-table = точная таблица расстояний
method-pdb = IDA* с аддитивными базами данных шаблонов
method-pdb-reflected = IDA* с аддитивными базами данных шаблонов и отражением
method-pdb-quick = IDA* с быстрыми базами данных шаблонов (5-5-5)
method-pdb-quick-reflected = IDA* с быстрыми базами данных шаблонов (5-5-5) и отражением
method-linear-conflict = IDA* с линейным конфликтом
method-weighted-pdb = взвешенный A* с базами данных шаблонов, вес { $weight }
method-weighted-linear-conflict = взвешенный A* с линейным конфликтом, вес { $weight }
# Fast mode on a large board: rows and columns are put in place one by one, then the last block
# (e.g. 3×3) is solved optimally. { $size } is that block's size.
method-lines = строки и столбцы по очереди, последний блок { $size } — оптимально
method-lines-searched = строки и столбцы по очереди, каждый из них собирается поиском, последний блок { $size } — оптимально
# { $lines } is method-lines or method-lines-searched.
method-finish-pdb = { $lines } с базами данных шаблонов
method-finish-linear-conflict = { $lines } с помощью IDA* с линейным конфликтом

## The element's notices when it cannot start (n-puzzle.js shows them before the puzzle's own code runs)

element-policy = Головоломка не может запуститься на этой странице: её Content-Security-Policy запрещает это ({ $directive }). Владелец страницы может это разрешить, как описано в руководстве по встраиванию.
element-load = Не удалось загрузить головоломку ({ $why }). Проверьте подключение и перезагрузите страницу.
element-style = Content-Security-Policy этой страницы запрещает таблицу стилей головоломки ({ $directive }): она работает, но выглядит просто.

## What a learning record store shows of a graded attempt (xAPI: the verb's name, the exercise's name)

lms-verb-answered = ответ дан
lms-verb-passed = зачтено
lms-verb-failed = не зачтено
lms-activity = Задание по игре в N: { $task }
lms-task-play = привести поле к цели за малое число ходов
lms-task-predict = предсказать следующие раскрытия
lms-task-children = g, h и f потомков
lms-task-heuristic = допустимая эвристика лучше манхэттенского расстояния


## The scan dialog

scan-title = Сканирование головоломки
scan-help = Сфотографируйте головоломку строго сверху, чтобы всё поле было в кадре и хорошо освещено, или выберите готовое фото.
scan-photo = Фото
scan-size = Размер
scan-size-auto = Определить по фото
scan-reading = Распознавание фото…
scan-read = Распознано поле { $size }. Проверьте отмеченные клетки: нажмите на клетку, чтобы изменить её число.
scan-read-sure = Распознано поле { $size }. Сверьте его со своей головоломкой; нажмите на клетку, чтобы изменить её число.
scan-other-size = Распознать как поле { $size }
scan-board = Распознанное поле (0 или пусто — пустая клетка)
scan-cell = Строка { $row }, столбец { $col }
scan-unsure = под сомнением
scan-duplicate = Каждое число от 0 до { $max } должно встречаться один раз: проверьте { $list }.
scan-use = Использовать это поле
scan-cancel = Отмена
scan-too-large = Файл — { $mb } МБ: распознаются фото размером до { $max } МБ.
scan-too-many-pixels = Размер фото — { $width }×{ $height } пикселей ({ $mp } Мп): можно прочитать фото до { $max } Мп.
scan-not-an-image = Этот файл — не фото (изображение JPEG или PNG).
scan-damaged = Это фото обрезано или повреждено: в его файле нет всего изображения.
scan-no-board = На фото не найдена головоломка: снимайте сверху, чтобы всё поле было в кадре.
scan-two-boards = На фото две головоломки: снимайте по одной.
scan-cut-off = Часть поля не попала в кадр: отойдите подальше или поверните телефон.
scan-size-unsupported = Поле { $size } нельзя отсканировать: размеры от 2×2 до 6×6.
scan-no-grid = Поле найдено, но фишки не удалось различить: нужно больше света и меньше бликов.
scan-failed = Не удалось запустить распознавание: { $why }
scan-outline = Не то поле? Перетащите углы контура на углы поля.
scan-place = Или отметьте поле сами: перетащите углы контура на углы поля.
scan-keys = Ваше фото с контуром поля. Чтобы передвинуть угол, выберите его клавишей 1, 2, 3 или 4, затем двигайте клавишами со стрелками.
scan-camera = Использовать камеру
scan-shoot = Сделать снимок
scan-stop = Закрыть камеру
scan-guide = Поместите всё поле в рамку, снимая строго сверху.
scan-video = Изображение с камеры
scan-camera-denied = Доступ к камере здесь запрещён: разрешите его для этой страницы или сделайте либо выберите фото через «Фото».
scan-camera-none = Камера не найдена: сделайте или выберите фото через «Фото».
scan-camera-failed = Не удалось открыть камеру ({ $why }): сделайте или выберите фото через «Фото».
scan-alt = Ваше фото с контуром найденного поля
