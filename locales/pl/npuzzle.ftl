# Polski: przetłumaczone z locales/en/npuzzle.ftl (te same identyfikatory i { $placeholders }).
# Składnia Fluent: https://projectfluent.org/fluent/guide/ (liczba mnoga: { $n -> [one] … [few] … [many] … *[other] … }).
# Terms: A*, IDA* pozostają nazwami, tak jak w polskich podręcznikach i kursach (Russell i Norvig).
# Terms: BFS, DFS, IDDFS pozostają skrótami, jak zwykle na zajęciach (słownie: przeszukiwanie wszerz, w głąb, w głąb z iteracyjnym pogłębianiem).
# Terms: solver pozostaje po angielsku: tak w polskiej informatyce nazywa się program rozwiązujący (np. solver SAT); odmienia się jak polski rzeczownik.
# Wariant *[other] (dla ułamków) ma formę [many]: liczby w tych komunikatach są całkowite, a wartość podana jako gotowy tekst (np. „12 345”) trafia do *[other].

## Język

# The language's own name, as its speakers write it (the language menu lists every language so).
language-name = Polski
# ltr, or rtl for a language written right to left (the page mirrors its layout).
language-direction = ltr
# The label of the page's language menu.
language = Język

## Plansza

board-region = Plansza układanki
board-role = plansza układanki
board-keys = Strzałki przesuwają klocek na puste pole: klocek rusza w stronę strzałki.
moves-label = Ruchy:
solved-badge = Rozwiązane!
board-hint = Kliknij klocek obok pustego pola lub go dotknij, przesuń palcem albo zaznacz planszę i użyj klawiszy strzałek.
goal-label = Plansza { $size }, cel: { $kind }
blank-last = puste pole na końcu
blank-first = puste pole na początku
blank = puste pole
describe = Plansza układanki, { $size }: { $rows }

## Panel planszy

board-title = Plansza
tabs = Panele
panel-loading = Wczytywanie tego panelu…
panel-not-loaded = Nie udało się wczytać tego panelu. Sprawdź połączenie: za kilka sekund nastąpi kolejna próba.
tab-study = Analiza
tab-share = Udostępnij
node-board = Plansza węzła { $node }: { $rows }
size = Rozmiar
puzzle-name = Układanka { $n }-elementowa
goal = Cel
goal-end-option = Puste pole na końcu (1 2 3 / … / _)
goal-start-option = Puste pole na początku (_ 1 2 / …)
shuffle = Losuj
scramble = Wymieszaj
scramble-moves = Ruchy mieszania
moves-unit = ruchów
reset = Resetuj
board-text = Plansza jako tekst
board-text-help = (wklej lub wpisz: wiersze w osobnych liniach albo oddzielone znakiem /, puste pole jako 0, _ lub .)
use-board = Użyj tej planszy
scan-puzzle = Zeskanuj układankę…
scan-not-loaded = Nie udało się wczytać skanera ({ $why }). Sprawdź połączenie i spróbuj ponownie.

## Panel rozwiązywania

solve-title = Rozwiązywanie
algorithm = Algorytm
heuristic = Heurystyka
option-auto = Automatyczny (najszybszy optymalny)
option-fast = Szybki (dowolny rozmiar, nie najkrótsze)
name-bfs = Przeszukiwanie wszerz
name-dfs = Przeszukiwanie w głąb
name-iddfs = Przeszukiwanie w głąb z iteracyjnym pogłębianiem
name-bibfs = Dwu­kierun­kowe przeszukiwanie wszerz
name-greedy = Zachłanne przeszukiwanie „najpierw najlepszy”
name-a-star = A*
name-ida-star = IDA*
name-auto = Automatyczny
name-fast = Tryb szybki
option-hamming = Hamming (klocki nie na swoim miejscu)
name-hamming = Hamming
name-manhattan = Manhattan
name-linear-conflict = Konflikt liniowy
large-note = Duża plansza: tryb Szybki od razu znajduje rozwiązanie, ale niekoniecznie najkrótsze.
solve = Rozwiąż
cancel = Anuluj
tree-depth = Głębokość drzewa: { $n }
f-bound = Próg f: { $n }
depth = Głębokość: { $n }
expanded = Rozwinięte
frontier = Granica
time = Czas
seconds = s
preparing = Pierwsze rozwiązywanie w tym rozmiarze: przygotowywanie tabel dla { $size }… { $pct }%
length = Długość
optimal = Optymalne
enqueued = Dodane do kolejki
largest-frontier = Największa granica
yes = tak
not-guaranteed = bez gwarancji
ms = { $ms } ms
ms-with-tables = { $ms } ms ({ $tables } ms tabele)

## Odtwarzanie

playback = Odtwarzanie
jump-start = Przejdź na początek
step-back = Krok wstecz
play = Odtwórz
pause = Pauza
step-forward = Krok naprzód
jump-end = Przejdź na koniec
speed = Prędkość
step-of = Krok { $step } z { $total }
step-of-tile = Krok { $step } z { $total }: klocek { $tile } { $way }
step-of-done = Krok { $step } z { $total }: cel osiągnięty.
move-button = Ruch { $i }: klocek { $tile } { $way }
moves-shown = Ruchy { $from }–{ $to } z { $total }
moves-earlier = Wcześniejsze ruchy
moves-later = Późniejsze ruchy
move-list-help = Lista ruchów pokazuje każdy klocek i kierunek, w którym się przesuwa.

## Analiza przeszukiwania

study-title = Analiza przeszukiwania
hint-button = Podpowiedź
thinking = Myślę…
hint-next = Dalej: przesuń { $tile } { $way }. Jeszcze { $n ->
        [one] { $n } ruch
        [few] { $n } ruchy
        [many] { $n } ruchów
       *[other] { $n } ruchów
    } (jedno z najkrótszych rozwiązań).
hint-next-about = Dalej: przesuń { $tile } { $way }. Jeszcze około { $n ->
        [one] { $n } ruchu
        [few] { $n } ruchów
        [many] { $n } ruchów
       *[other] { $n } ruchów
    }.
hint-none = Brak podpowiedzi: solver nie znalazł rozwiązania na czas.
already-solved = Już rozwiązane!
show-heuristics = Pokaż heurystyki na planszy
heuristic-totals = Hamming { $hamming } · Manhattan { $manhattan } · Konflikt liniowy { $lc }
ghf = Krok { $g }: g = { $g }, h = { $h } ({ $heuristic }), f = g + h = { $f }
overlay-help = W rogu każdego klocka widać jego odległość Manhattan; klocki na swoich polach docelowych są zielone; pomarańczowe linie łączą klocki w konflikcie liniowym.
copy-assignment = Kopiuj tak, jak wypisuje to program z zadania
step-title = Przeszukiwanie krok po kroku
trace-start = Nagraj przeszukiwanie
trace-help = Nagrywa wybrany algorytm na tej planszy, a potem przechodzi przez niego krok po kroku: każdy rozwinięty węzeł, każdy wygenerowany potomek.
trace-needs-algorithm = Tryb krok po kroku wymaga jednego z omawianych algorytmów: wybierz w sekcji Rozwiązywanie dowolny algorytm oprócz Automatyczny i Tryb szybki.
recording = Nagrywanie przeszukiwania…
trace-ready = Nagrano: przejdź przez nie krok po kroku poniżej.
trace-limited = { $n ->
        [one] Nagrano { $n } zdarzenie
        [few] Nagrano { $n } zdarzenia
        [many] Nagrano { $n } zdarzeń
       *[other] Nagrano { $n } zdarzeń
    } (limit nagrania): przejdź przez nie krok po kroku poniżej.
trace-reset = Na początek
trace-back = Wstecz
trace-run = Uruchom
trace-step = Krok
trace-end = Na koniec
trace-close = Zamknij
trace-status = Zdarzenie { $step } z { $total } · rozwinięte: { $expanded } · wygenerowane: { $generated }
trace-start-event = Początek: nic jeszcze nie rozwinięto.
event-iteration = Nowa iteracja: próg { $bound }.
event-expand = Rozwinięcie węzła { $node } (g { $g }, h { $h }, f { $f }).
event-expand-back = Rozwinięcie węzła { $node } (od celu; g { $g }, h { $h }, f { $f }).
event-generate = Potomek po przesunięciu pustego pola { $via }: g { $g }, h { $h }, f { $f }: { $fate }.
event-goal = Znaleziono cel: węzeł { $node }.
fate-new = nowy, trafia na granicę
fate-within = nie przekracza progu, przeszukiwany jako następny
fate-seen = już widziany, odrzucony
fate-reopened = osiągnięty krótszą ścieżką, ponownie w kolejce
fate-over-bound = f powyżej progu, odcięty
fate-met = osiągnięty przez przeszukiwanie z drugiego końca: oba przeszukiwania się spotykają
# Bidirectional BFS searches from the start and from the goal: a frontier row of the goal's
# search is marked with side-goal, and its expansions read event-expand-back.
side-goal = od celu
children = Potomkowie rozwijanego węzła
frontier-caption = Granica, następny na początku: { $n ->
        [one] { $n } węzeł
        [few] { $n } węzły
        [many] { $n } węzłów
       *[other] { $n } węzłów
    }
frontier-caption-pick = Granica w kolejności tworzenia węzłów (następny nie musi być pierwszy): { $n ->
        [one] { $n } węzeł
        [few] { $n } węzły
        [many] { $n } węzłów
       *[other] { $n } węzłów
    }
frontier-none = IDDFS i IDA* nie przechowują granicy: przeszukują w głąb w obrębie progu.
col-move = Ruch pustego pola
col-node = Węzeł
col-what = Co się z nim stało
predict-label = Przewiduj: wybierz węzeł, który zostanie rozwinięty jako następny
pick-label = Wybierz węzeł { $node }
pick = Wybierz
rule-bfs = BFS bierze z granicy najstarszy węzeł (pierwszy na wejściu, pierwszy na wyjściu)
rule-dfs = DFS bierze z granicy najnowszy węzeł (ostatni na wejściu, pierwszy na wyjściu)
rule-greedy = przeszukiwanie zachłanne bierze najmniejsze h (przy remisie: najstarszy)
rule-a-star = A* bierze najmniejsze f = g + h (przy remisie: mniejsze h, potem najstarszy)
rule-greedy-newest = przeszukiwanie zachłanne bierze najmniejsze h (przy remisie: najnowszy)
rule-a-star-oldest = A* bierze najmniejsze f = g + h (przy remisie: najstarszy)
rule-a-star-newest = A* bierze najmniejsze f = g + h (przy remisie: najnowszy)
settings-title = Ustawienia przeszukiwania
settings-help = Ćwiczenia z kursu ustalają je z góry. Kolejność ruchów pustego pola dotyczy każdego algorytmu poza trybami Automatyczny i Szybki, rozstrzyganie remisów – przeszukiwania zachłannego i A*, a test celu – BFS.
order-label = Kolejność ruchów pustego pola
ties-label = Remisy
ties-deeper = najpierw mniejsze h, potem najstarszy
ties-oldest = najpierw najstarszy (pierwszy na wejściu, pierwszy na wyjściu)
ties-newest = najpierw najnowszy (ostatni na wejściu, pierwszy na wyjściu)
code-title = Algorytm linia po linii
code-line = Linia { $n }: { $code }
code-duplicates = wykrywanie powtórzeń: każda plansza jest przechowywana raz
code-dfs-order = wkładane na stos od ostatniego do pierwszego, więc pierwszy ruch zostaje zdjęty jako pierwszy
code-reopen = znaleziono do niego krótszą ścieżkę
code-tree-depth = Głębokość drzewa
code-next-bound = najmniejsze f, które przekroczyło próg
code-cut = odcięty: nieprzeszukiwany w tej iteracji
code-level = cały poziom naraz, więc pierwsze spotkanie daje najkrótszą ścieżkę
code-meet = oba przeszukiwania się spotykają: ścieżka biegnie od startu do potomka, potem do celu
# The pseudocode, line by line, as a textbook in the language prints it: keep each line's
# structure and symbols (←, [ ], ( ), ∞, f, g, h); the words and names may be the language's.
pc-start-queue = granica ← kolejka [start]; osiągnięte ← {"{"}start{"}"}
pc-start-stack = stos ← [start]; osiągnięte ← {"{"}start{"}"}
pc-start-priority = granica ← kolejka priorytetowa według { $by }: [start]
pc-goal-start = jeżeli start jest celem: zwróć start
pc-while-frontier = dopóki granica nie jest pusta:
pc-while-stack = dopóki stos nie jest pusty:
pc-pop-first = węzeł ← granica.pobierz_pierwszy()
pc-pop-stack = węzeł ← stos.zdejmij()
pc-pop-min = węzeł ← granica.pobierz_min()
pc-goal-node = jeżeli węzeł jest celem: zwróć węzeł
pc-moves = dla każdego ruchu w [{ $order }]:
pc-moves-reversed = dla każdego ruchu w odwróć([{ $order }]):
pc-child = potomek ← węzeł + ruch
pc-child-g = potomek ← węzeł + ruch; g(potomek) ← g(węzeł) + 1
pc-goal-child = jeżeli potomek jest celem: zwróć potomka
pc-seen = jeżeli potomek w osiągniętych: pomiń go
pc-seen-g = jeżeli potomek osiągnięty z g ≤ g(potomek): pomiń go
pc-reopen = jeżeli potomek osiągnięty z większym g: wstaw go ponownie do kolejki
pc-push-frontier = osiągnięte.dodaj(potomek); granica.włóż(potomek)
pc-push-stack = osiągnięte.dodaj(potomek); stos.włóż(potomek)
pc-push-g = osiągnięte[potomek] ← g(potomek); granica.włóż(potomek)
pc-fail = zwróć porażkę
pc-start-bound = próg ← h(start)
pc-start-limit = limit ← 0
pc-loop = powtarzaj:
pc-iterate = następny ← ∞; jeżeli szukaj(start, 0) znajdzie: zwróć znalezioną ścieżkę
pc-next-bound = próg ← następny
pc-next-limit = limit ← limit + 1
pc-function-g = funkcja szukaj(węzeł, g):
pc-function-depth = funkcja szukaj(węzeł, głębokość):
pc-goal-found = jeżeli węzeł jest celem: zwróć znaleziono
pc-moves-no-undo = dla każdego ruchu w [{ $order }], z wyjątkiem cofającego ostatni:
pc-child-f = potomek ← węzeł + ruch; f ← g + 1 + h(potomek)
pc-cut-f = jeżeli f > próg: następny ← min(następny, f); pomiń go
pc-cut-depth = jeżeli głębokość + 1 > limit: pomiń go
pc-recurse-g = jeżeli szukaj(potomek, g + 1) znajdzie: zwróć znaleziono
pc-recurse-depth = jeżeli szukaj(potomek, głębokość + 1) znajdzie: zwróć znaleziono
pc-not-found = zwróć nie znaleziono
pc-start-two = przód ← kolejka [start]; tył ← kolejka [cel]; osiągnięte ← {"{"}start: przód, cel: tył{"}"}
pc-while-two = dopóki przód i tył nie są puste:
pc-take-level = poziom ← mniejsza z kolejek przód i tył (przód przy remisie), opróżniona
pc-for-level = dla każdego węzła w poziomie:
pc-meet = jeżeli potomek osiągnięty z drugiego końca: zwróć ścieżkę start → potomek → cel
pc-push-side = osiągnięte[potomek] ← strona węzła; włóż potomka do kolejki tej strony
pc-move-up = góra
pc-move-down = dół
pc-move-left = lewo
pc-move-right = prawo
pc-order = { $a }, { $b }, { $c }, { $d }
goal-test-label = Test celu
goal-at-generation = gdy węzeł jest generowany
goal-at-expansion = gdy węzeł jest rozwijany
node-value = węzeł { $node } ma { $what } = { $v }
node-age = węzeł { $node } został wygenerowany jako numer { $node }
predict-right = Dobrze: { $rule }; { $why }.
predict-wrong = Nie całkiem: następny jest węzeł { $next }. { $rule }; { $why }, a { $yours }.
predict-skipped = Pominięto bez wyboru: następny był węzeł { $next }. { $rule }.
tree-title = Drzewo przeszukiwania
tree-collapse = Tylko droga do granicy i do celu
tree-summary = Drzewo przeszukiwania: { $n ->
        [one] narysowano { $n } węzeł
        [few] narysowano { $n } węzły
        [many] narysowano { $n } węzłów
       *[other] narysowano { $n } węzłów
    } (rozwinięte: { $expanded }, otwarte: { $open }, odcięte: { $cut }, ukryte: { $hidden }), głębokość { $depth }. { $path }
tree-path = Ścieżka do celu: węzły { $nodes }.
tree-legend = Niebieski: otwarty. Szary: rozwinięty. Zielony: ścieżka do celu. Czerwony: odcięty przez próg. Wskaż węzeł albo zaznacz drzewo i użyj klawiszy strzałek, aby zobaczyć jego planszę.
tree-node-info = Węzeł { $node }: g { $g }, h { $h }, f { $f }. Plansza: { $board }
tree-too-big = Narysowano tylko { $n ->
        [one] pierwszy { $n } węzeł
        [few] pierwsze { $n } węzły
        [many] pierwszych { $n } węzłów
       *[other] pierwszych { $n } węzłów
    }.
chart-depth = Wygenerowane węzły według głębokości
chart-frontier = Rozmiar granicy przy każdym rozwinięciu
chart-depth-text = Węzły na kolejnych głębokościach: { $values }.
chart-frontier-text = Rozmiar granicy od { $first } do { $last }, największy { $max }.
experiment-title = Eksperyment z podręcznika
experiment-help = Dla każdej głębokości d: układanki 8-elementowe, których najkrótsze rozwiązanie ma dokładnie d ruchów, wylosowane spośród wszystkich takich; każdy zaznaczony algorytm rozwiązuje każdą z nich. Tabela podaje średnią liczbę wygenerowanych węzłów, a w nawiasie efektywny współczynnik rozgałęzienia b*: takie b, że N + 1 = 1 + b + b² + … + b^d. Gdy przeszukiwanie przekroczy na którejś planszy { $n } węzłów, tabela pokazuje –. To samo ziarno daje te same liczby co npuzzle experiment.
experiment-depths = Głębokości (od..do:krok albo lista)
experiment-count = Plansze na głębokość
experiment-seed = Ziarno
experiment-searches = Algorytmy
experiment-run = Uruchom eksperyment
experiment-running = Eksperyment trwa…
experiment-done = Eksperyment zakończony.
experiment-bad-depths = „{ $depths }” to nie lista głębokości: wpisz od..do:krok (np. 2..24:2) albo listę (np. 2,4,8), każda od 0 do 31.
experiment-cancelled = Anulowano: dotychczasowe wiersze zostają.
experiment-no-search = Zaznacz co najmniej jeden algorytm.
experiment-caption = Średnia liczba wygenerowanych węzłów (b*) według głębokości rozwiązania d
experiment-chart = Wygenerowane węzły według głębokości (skala logarytmiczna)
compare-title = Porównanie algorytmów
compare-button = Porównaj wszystkie algorytmy
compare-help = Uruchamia na tej planszy każdy algorytm z każdą heurystyką, jeden po drugim, każdy z limitem { $n ->
        [one] { $n } węzła
        [few] { $n } węzłów
        [many] { $n } węzłów
       *[other] { $n } węzłów
    }.
comparing = Porównywanie wszystkich algorytmów na tej planszy.
compared = { $n ->
        [one] Porównano { $n } algorytm
        [few] Porównano { $n } algorytmy
        [many] Porównano { $n } algorytmów
       *[other] Porównano { $n } algorytmów
    }.
compare-cancelled = Porównanie anulowane.
copy-csv = Kopiuj CSV
copy-markdown = Kopiuj Markdown
col-algorithm = Algorytm
col-heuristic = Heurystyka
col-chart = Rozwinięte (skala logarytmiczna)
status-waiting = czeka
status-running = trwa
status-solved = rozwiązane
status-limit = limit węzłów
status-cancelled = anulowane
status-failed = błąd
play-row = Odtwórz
play-row-label = Odtwórz rozwiązanie: { $algo }
playing-row = Odtwarzanie rozwiązania: { $algo }.

## Ćwiczenia z oceną (panel studenta)

ex-title = Ćwiczenie
ex-cannot-start = Tego ćwiczenia nie można rozpocząć: { $why }
ex-ask-teacher = Powiadom osobę, która je przygotowała.
ex-task-play = Doprowadź układankę do celu ręcznie, w jak najmniejszej liczbie ruchów. Zaliczasz, jeśli wykonasz najwyżej o { $slack ->
        [one] { $slack } ruch
        [few] { $slack } ruchy
        [many] { $slack } ruchów
       *[other] { $slack } ruchów
    } więcej niż w najkrótszym rozwiązaniu.
ex-task-predict = Przewiduj kolejne rozwinięcia algorytmu { $algo } (liczba: { $n }): przed każdym wybierz z granicy węzeł, który według ciebie zostanie rozwinięty jako następny. Zaliczasz przy { $pass }% poprawnych odpowiedzi.
ex-task-children = Kolejne rozwinięcia A* z heurystyką { $heuristic } (liczba: { $n }): w każdym podaj g, h oraz f = g + h każdego generowanego potomka. Zaliczasz przy { $pass }% poprawnych odpowiedzi.
ex-task-heuristic = Napisz heurystykę h dla układanki 8-elementowej w języku formuł laboratorium (np. manhattan + 2*conflicts). Zostanie sprawdzona na wszystkich 181 440 planszach i zmierzy się w wyścigu z heurystyką Manhattan (obie z A*) na { $boards } planszach. Zaliczasz, jeśli h jest dopuszczalna i generuje najwyżej { $pass }% węzłów generowanych przez heurystykę Manhattan.
ex-submit-h = Oddaj h
ex-grading = Sprawdzanie h na każdej planszy, potem wyścig z heurystyką Manhattan…
ex-h-raced = Dopuszczalna. Na planszach wyścigu liczba węzłów wygenerowanych przez h: { $own }, przez Manhattan: { $manhattan }, czyli { $percent }% wyniku heurystyki Manhattan.
ex-h-race-caption = Węzły wygenerowane na 20 planszach wyścigu według głębokości rozwiązania d
ex-h-over-budget = Dopuszczalna, ale A* z h przekroczył na planszach wyścigu { $max ->
        [one] { $max } węzeł
        [few] { $max } węzły
        [many] { $max } węzłów
       *[other] { $max } węzłów
    }: więcej, niż heurystyka Manhattan potrzebuje na wszystkie 120 plansz, jakiekolwiek zostaną wylosowane.
ex-h-seed = Plansze wyścigu w tej próbie wylosowano z ziarnem { $seed }: npuzzle heuristic grade --seed { $seed } ocenia h na tych samych planszach.
ex-no-grade = Nie udało się ocenić h ({ $why }). Oddaj ją ponownie.
ex-progress = { $done } z { $n }
ex-attempt = Próba { $n }
ex-moves-so-far = Ruchy: { $moves }
ex-hints-used = Wykorzystane podpowiedzi: { $n }
ex-hints-left = Wykorzystane podpowiedzi: { $n } z { $max }
ex-score = Wynik: { $raw } z { $max } ({ $percent }%)
ex-play-score = { $moves ->
        [one] { $moves } ruch
        [few] { $moves } ruchy
        [many] { $moves } ruchów
       *[other] { $moves } ruchów
    }; najkrótsze rozwiązanie ma { $optimal }.
ex-passed = Zaliczone: { $raw } z { $max } (próba { $attempt }).
ex-failed = Niezaliczone: { $raw } z { $max } (próba { $attempt }).
ex-try-again = Spróbuj ponownie
ex-keep-best = Kurs zachowuje Twój najlepszy wynik: kolejna próba nie może go obniżyć.
ex-keep-last = Kurs zachowuje Twój ostatni wynik: kolejna próba zastąpi ten, nawet jeśli wypadnie gorzej.
ex-started = Rozpoczęto nową próbę.
ex-pick-prompt = Który węzeł zostanie rozwinięty jako następny?
ex-expanding = Rozwijanie węzła { $node }: podaj g, h i f każdego potomka.
ex-child = Potomek
ex-child-via = puste pole { $way }
ex-value-of = { $value } potomka po ruchu pustego pola { $way }
ex-check = Sprawdź
ex-children-verdict = Poprawnie: { $right } z { $n ->
        [one] { $n } potomka
        [few] { $n } potomków
        [many] { $n } potomków
       *[other] { $n } potomków
    }.
ex-child-right = dobrze
ex-child-wrong = źle: g = { $g }, h = { $h }, f = { $f }
ex-waiting = Przygotowywanie ćwiczenia…
ex-restored = Przywrócono twoją próbę w miejscu, w którym ją przerwano.
ex-saved-damaged = Zapisana tu próba była uszkodzona i została odłożona: zaczyna się nowa próba.
ex-saved-version = Zapisana próba z innej wersji aplikacji została odłożona: zaczyna się nowa próba.
ex-not-kept = Ta przeglądarka nie przechowuje niczego dla tej strony, więc po odświeżeniu próba zacznie się od nowa.
ex-no-optimal = Najkrótsze rozwiązanie nie jest znane, więc próby nie można jeszcze ocenić ({ $why }).
ex-no-more-hints = W tym ćwiczeniu nie ma już podpowiedzi.
ex-board-held = Planszą nie można teraz ruszać: należy do ćwiczenia.
ex-move-cap = Próba zakończyła się po { $n ->
        [one] { $n } ruchu
        [few] { $n } ruchach
        [many] { $n } ruchach
       *[other] { $n } ruchach
    } bez osiągnięcia celu.
puzzle-numbered = Układanka { $n }
ex-board-fixed = Planszy ćwiczenia nie można zmienić, dopóki ćwiczenie trwa.
ex-restarted = Ćwiczenie się zmieniło: rozpoczęto nową próbę.
ex-resume-ignored = Zignorowano zapisaną próbę podaną w trakcie ćwiczenia.
ex-delivered = Twój wynik dotarł do kursu.
ex-pending = Twój wynik jeszcze nie dotarł do kursu; jest przechowywany i zostanie wysłany ponownie.
ex-no-session = Kurs nie przyjmuje teraz wyników: twój wynik jest przechowywany tutaj i zostanie wysłany, gdy następnym razem otworzysz to ćwiczenie.
ex-bad-board = plansza „{ $v }” nie nadaje się do użycia: { $why }
ex-bad-task = zadanie „{ $v }” nie istnieje: użyj play, predict lub children
ex-bad-id = identyfikator ćwiczenia „{ $v }” nie nadaje się do użycia: najwyżej { $max } liter, cyfr, - _ . lub :
ex-bad-count = count „{ $v }” nie jest liczbą pytań od 1 do { $max }
ex-bad-slack = slack „{ $v }” nie jest liczbą ruchów od 0 do { $max }
ex-bad-hints = hints „{ $v }” to nie on, off ani liczba od 0 do { $max }
ex-bad-pass = pass „{ $v }” nie jest progiem zaliczenia: podaj ułamek (0.8) lub procent (80%)
ex-setting = { $field }: { $why }
ex-bad-keep = keep „{ $v }” to ani best, ani last
ex-too-large = plansza { $size } jest za duża na ćwiczenie: najwyżej { $max ->
        [one] { $max } pole
        [few] { $max } pola
        [many] { $max } pól
       *[other] { $max } pól
    }
ex-unsolvable = z tej planszy nie da się osiągnąć celu, więc żadne zadanie nie może jej użyć
ex-already-goal = plansza już jest celem: nie ma nic do zrobienia
ex-needs-predictable = predict wymaga BFS, DFS, przeszukiwania zachłannego lub A*, a nie { $algo }
ex-needs-a-star = children wymaga A*, a nie { $algo }

## Panel ćwiczenia (dla nauczyciela, obok Udostępnij)

au-title = Ćwiczenie (dla nauczycieli)
au-help = Zrób z tej planszy i tego algorytmu ćwiczenie z oceną. Studenci widzą zadanie, swoje postępy i wynik; wyniki trafiają na stronę twojego kursu lub do LMS.
au-task = Zadanie
au-task-play = Gra: osiągnij cel w niewielu ruchach
au-task-predict = Przewiduj kolejne rozwinięcia
au-task-children = g, h i f potomków (A*)
au-task-heuristic = Napisz dopuszczalną heurystykę
au-count = Pytania
au-slack = Dozwolone ruchy ponad najkrótsze rozwiązanie
au-hints-name = Podpowiedzi
au-hints-on = Dozwolone, każda liczona
au-hints-off = Brak
au-hints-most = Najwyżej { $n }
au-pass = Próg zaliczenia
au-id = Identyfikator ćwiczenia (opcjonalnie)
au-keep = LMS zachowuje
au-keep-best = najlepszą próbę
au-keep-last = ostatnią próbę
au-preview = Podgląd jako student
au-copy-link = Kopiuj link
au-copy-iframe = Kopiuj iframe
au-copy-element = Kopiuj element
au-format = Pakiet dla
au-format-help = SCORM 1.2: Moodle, Canvas i niemal każdy LMS. SCORM 2004: Blackboard, Brightspace, ILIAS, Open edX (które przyjmują też 1.2). cmi5: platformy LMS oparte na xAPI i magazynie danych o nauce (LRS).
au-download = Pobierz dla swojego LMS
au-invalid = Jeszcze nie gotowe: { $why }
ex-packing = Tworzenie pakietu…
ex-packed = Pakiet ({ $kb } KB) został pobrany: prześlij go do swojego LMS jako pakiet { $format }.
ex-pack-failed = Nie udało się utworzyć pakietu: { $why }
ex-pack-bad-name = files.json wymienia „{ $name }” { $why ->
         [parent] poza witryną (..)
         [absolute] od katalogu głównego (/)
         [backslash] z ukośnikiem wstecznym
         [colon] z dwukropkiem (C:, adres)
         [empty] z pustą częścią lub „.”
         [duplicate] dwa razy
        *[character] z ?, #, % lub ukrytym znakiem
    }: zbuduj witrynę ponownie.

## Widok klasy (nauczyciel uruchamia link w LMS: próby, oceny i odpowiedzi uczniów)

class-title = { $title }: klasa
class-untitled = Ćwiczenie z układanką N-elementową
class-boardless = Ćwiczenie tego linku nie ustala planszy, więc jego próby nie są oceniane: strona każdego ucznia wybrałaby własną. Dodaj ćwiczenie ponownie z planszą.
class-no-column = Ten link nie ma kolumny w dzienniku ocen: oceny są przechowywane tylko tutaj. Dodaj ćwiczenie przez wybór treści w LMS (Deep Linking), aby ją mieć.
class-find = Znajdź ucznia
class-no-students = Żaden uczeń nie otworzył jeszcze tego ćwiczenia.
class-no-answers = Brak odpowiedzi.
class-questions = Pytania
class-questions-caption = Pytania: ostatnia odpowiedź każdego ucznia
class-question = Pytanie
class-right = Poprawne
class-right-answer = Poprawna odpowiedź
class-wrong-answers = Częste błędne odpowiedzi
class-share = { $percent }% ({ $right } z { $students })
class-no-wrong = brak
class-students = Uczniowie
class-students-caption = Uczniowie, którzy otworzyli ćwiczenie
class-student = Uczeń
class-attempts = Próby
class-grade = Ocena
class-gradebook = Dziennik ocen
class-last-seen = Ostatnia aktywność (UTC)
class-attempts-count = { $begun ->
        [one] { $begun } rozpoczęta
        [few] { $begun } rozpoczęte
        [many] { $begun } rozpoczętych
       *[other] { $begun } rozpoczętej
    }, { $ended ->
        [one] { $ended } zakończona
        [few] { $ended } zakończone
        [many] { $ended } zakończonych
       *[other] { $ended } zakończonej
    }
class-no-grade = jeszcze brak
class-grade-passed = { $raw } z { $max }, zaliczone
class-grade-failed = { $raw } z { $max }, niezaliczone
class-nothing-to-send = nic do wysłania
class-sent = wysłana
class-no-column-yet = brak kolumny
class-on-its-way = w drodze
class-waiting = czeka: { $why }
class-refresh = Odśwież
class-download = Pobierz wszystkie odpowiedzi (CSV)
class-open-exercise = Otwórz ćwiczenie tak, jak widzi je uczeń
class-stopped = Ten widok nie jest już aktualizowany: uruchom ćwiczenie ponownie z kursu, aby zobaczyć nowe odpowiedzi.
class-open-attempt = Otwórz podejście:
class-attempt-graded = ocenione
class-attempt-latest = najnowsze
class-open-attempt-label = Otwórz podejście { $attempt } ucznia { $who }
class-review-ended = Podejście { $attempt } ucznia { $who }, tak jak je zostawił (zakończone).
class-review-open = Podejście { $attempt } ucznia { $who }, tak jak je zostawił (niezakończone).
class-review-note = To podejście ucznia, nie twoje: nic, co tu zrobisz, nie zostanie zachowane ani wysłane.
class-lrs-title = Odpowiedzi klasy z magazynu zapisów
class-lrs-tagline = Dla kursu cmi5: każde pytanie w całej klasie, odpowiedzi każdego ucznia i wszystkie odpowiedzi jako CSV, odczytane z Twojego magazynu zapisów nauki (LRS).
class-lrs-endpoint = Adres magazynu (punkt końcowy xAPI)
class-lrs-endpoint-help = Twój LMS lub LRS pokazuje go obok swoich kluczy; zwykle kończy się na /xAPI/ lub /data/xAPI/.
class-lrs-key = Klucz (nazwa użytkownika)
class-lrs-secret = Sekret (hasło)
class-lrs-secret-help = Klucz, który może czytać wpisy. Zostaje na tej stronie: nigdy w adresie, nigdy zapisany.
class-lrs-activity = AU ćwiczenia (id aktywności)
class-lrs-activity-help = Id elementu <au> w pliku cmi5.xml pakietu, urn:npuzzle:au:npuzzle- i id ćwiczenia, chyba że Twój LMS nadaje AU własne id: wtedy pokazują je szczegóły AU w LMS (activityId w adresie uruchomienia).
class-lrs-show = Pokaż klasę
class-lrs-questions-table = Tabela pytań
class-lrs-answers-of = Odpowiedzi: { $name }
class-lrs-student-summary = { $name }: { $right } z { $questions } dobrze (ostatnie odpowiedzi), { $answers ->
        [one] { $answers } odpowiedź
        [few] { $answers } odpowiedzi
        [many] { $answers } odpowiedzi
       *[other] { $answers } odpowiedzi
    }
class-lrs-answer = Odpowiedź
class-lrs-result = Wynik
class-lrs-seconds = Sekundy
class-lrs-when = Czas odpowiedzi (UTC)
class-lrs-yes = dobrze
class-lrs-no = źle
class-lrs-reading = Odczyt magazynu…
class-lrs-live = { $answers ->
        [one] { $answers } odpowiedź
        [few] { $answers } odpowiedzi
        [many] { $answers } odpowiedzi
       *[other] { $answers } odpowiedzi
    } od { $students ->
        [one] { $students } ucznia
        [few] { $students } uczniów
        [many] { $students } uczniów
       *[other] { $students } ucznia
    }. Odświeżane na bieżąco, gdy ta strona jest widoczna.
class-lrs-updated = Ostatni odczyt o { $time }.
class-lrs-paused = Wstrzymane, gdy ta strona jest ukryta.
class-lrs-none-yet = Brak jeszcze odpowiedzi na to ćwiczenie. Pojawią się tu, gdy uczniowie zaczną odpowiadać. Jeśli uczniowie już odpowiedzieli, sprawdź id aktywności AU.
class-lrs-bad-endpoint = Adres magazynu musi być pełnym adresem http:// lub https://, np. https://lrs.example.org/xAPI/.
class-lrs-insecure = Ta strona jest serwowana przez HTTPS, więc przeglądarka nie pozwoli jej czytać magazynu pod adresem http://. Użyj adresu https:// magazynu.
class-lrs-no-key = Wpisz klucz i sekret.
class-lrs-key-in-address = Wpisz klucz i sekret w ich własnych polach, nie w adresie magazynu.
class-lrs-no-activity = Wpisz id aktywności AU.
class-lrs-credentials = Magazyn odrzucił klucz i sekret (HTTP { $status }). Sprawdź je oraz to, czy klucz może czytać wpisy.
class-lrs-network = Nie udało się połączyć z magazynem pod adresem { $endpoint }. Sprawdź adres oraz to, czy magazyn pozwala źródłu tej strony ({ $origin }) go czytać (CORS): ustawienia Twojego LRS wymieniają dozwolone źródła.
class-lrs-timeout = Magazyn nie odpowiedział w ciągu { $seconds } s. Ponowna próba.
class-lrs-not-lrs = Adres odpowiedział, ale nie jak magazyn xAPI ({ $what }). Sprawdź adres: zwykle kończy się na /xAPI/ lub /data/xAPI/.
class-lrs-no-list = brak listy wpisów
class-lrs-refused = Magazyn odrzucił zapytanie (HTTP { $status }): { $detail }
class-lrs-failed = Błąd magazynu (HTTP { $status }). Ponowna próba.
class-lrs-stale = Ponowny odczyt się nie udał; pokazane odpowiedzi są z { $time }. { $problem }
class-lrs-elsewhere = Następna strona magazynu jest na innej witrynie ({ $origin }): nie jest pobierana, by klucz i sekret zostały przy tej.

## Udostępnianie

share = Udostępnij tę planszę
share-link = Link
share-iframe = Na stronę kursu: iframe
share-element = Na stronę kursu: element
share-guide = Jak osadzić
share-algo-auto = Link i fragmenty otwierają się z trybem „Automatyczny”: { $algo } może nie ukończyć planszy { $size } w granicach strony.
copy = Kopiuj
copied = Skopiowano do schowka.
copy-failed = Przeglądarka nie pozwoliła skopiować: zaznacz tekst i skopiuj go ręcznie.

## Strona wokół komponentu

page-title = Solver układanki N-elementowej
page-tagline = Graj, rozwiązuj i badaj układankę przesuwną
about-puzzle = O układance
embed-guide = Umieść ją na stronie kursu

## Kierunki (w którą stronę przesuwa się klocek)

way-up = w górę
way-down = w dół
way-left = w lewo
way-right = w prawo

## Co się stało

moved = Przesunięto { $tile } { $way }. { $n ->
        [one] { $n } ruch
        [few] { $n } ruchy
        [many] { $n } ruchów
       *[other] { $n } ruchów
    }.
solved-by-hand = Przesunięto { $tile } { $way }. Rozwiązano w { $n ->
        [one] { $n } ruchu
        [few] { $n } ruchach
        [many] { $n } ruchach
       *[other] { $n } ruchach
    }!
busy = Rozwiązywanie… naciśnij Anuluj, aby znów grać.
shuffled = Wylosowano: losowa rozwiązywalna plansza.
scrambled = Wymieszano { $n ->
        [one] { $n } losowym ruchem
        [few] { $n } losowymi ruchami
        [many] { $n } losowymi ruchami
       *[other] { $n } losowymi ruchami
    }.
scramble-bad = Mieszanie wymaga całkowitej liczby ruchów od 1 do { $max }.
back-to-start = Powrót do pozycji początkowej.
board-from-text = Plansza ustawiona z pola tekstowego.
board-from-host = Plansza ustawiona przez stronę.
not-a-board = To nie jest plansza: { $why }.
no-solution = Brak rozwiązania.
no-solution-searched = Brak rozwiązania, więc niczego nie przeszukiwano.
explain-odd = Inwersje (pary klocków ustawione odwrotnie niż w celu): { $inv }. Na planszy o nieparzystej szerokości ({ $width }) każdy ruch zachowuje parzystość tej liczby, a cel nie ma inwersji: liczba ta musi być parzysta. { $inv } to liczba { $parity }, { $verdict }.
explain-even = Inwersje (pary klocków ustawione odwrotnie niż w celu): { $inv }; wiersze między pustym polem a jego wierszem docelowym: { $rows }. Na planszy o parzystej szerokości ({ $width }) ruch w górę lub w dół zmienia parzystość obu tych liczb, więc ich suma musi być parzysta, tak jak w celu. { $inv } + { $rows } = { $sum } to liczba { $parity }, { $verdict }.
even = parzysta
odd = nieparzysta
can-reach = więc cel jest osiągalny
cannot-reach = więc celu nigdy nie da się osiągnąć: zamień dowolne dwa klocki, aby to zmienić
searching = Szukanie…
lab-title = Laboratorium heurystyk
lab-help = Napisz własną heurystykę h i sprawdź ją na każdej planszy tego rozmiaru względem prawdziwych odległości (wszystkie 181 440 dla układanki 8-elementowej; próbka dla większych plansz). Nazwy: hamming, manhattan, conflicts, n, rows, cols, blank_row, blank_col, row(t), col(t), goal_row(t), goal_col(t); sum(t: …), max(…), min(…), abs(…), + − * /, if … then … else ….
lab-formula = Twoja heurystyka h
lab-check = Sprawdź h
lab-checking = Sprawdzanie h na każdej planszy…
lab-empty = Najpierw napisz formułę, np. manhattan + 2*conflicts.
lab-bad-formula = Nie można użyć h: { $why }
lab-states = { $h } na { $n ->
        [one] { $n } planszy
        [few] { $n } planszach
        [many] { $n } planszach
       *[other] { $n } planszach
    }{ $sample }:
lab-sample = {" "}(próbka)
lab-admissible = Dopuszczalna: nigdy nie przekracza prawdziwej odległości.
lab-not-admissible = Niedopuszczalna: h = { $h } na planszy oddalonej od celu o { $hstar ->
        [one] { $hstar } ruch
        [few] { $hstar } ruchy
        [many] { $hstar } ruchów
       *[other] { $hstar } ruchów
    }.
lab-consistent = Spójna: 0 w celu i różnica najwyżej 1 między sąsiednimi planszami.
lab-not-consistent = Niespójna: h = { $ha } i { $hb } na dwóch sąsiednich planszach.
lab-not-a-number = Wartość nieliczbowa na planszy: h { $value ->
        [not-a-number] ma tam wartość NaN (np. nieskończoność minus nieskończoność)
        [infinite] jest tam nieskończona
        [minus-infinite] ma tam wartość minus nieskończoność
       *[division] dzieli tam przez zero (przy znaku nr { $at })
    }. Heurystyka musi być liczbą na każdej planszy, więc h nie jest ani dopuszczalna, ani spójna.
lab-close = Średnie h/h*: { $ratio }; nie mniej niż Manhattan na { $pct }% plansz.
lab-race = Wyścig h
lab-racing = Wyścig odbywa się w eksperymencie powyżej: A* i IDA* z h przeciwko heurystykom Hamming, Manhattan i konflikt liniowy.
lab-step = Przejdź krok po kroku
lab-step-needs-informed = Wybierz w sekcji Rozwiązywanie przeszukiwanie zachłanne, A* lub IDA*: te algorytmy korzystają z heurystyki.
lab-stepping = Nagrywanie przeszukiwania z h: przejdź przez nie krok po kroku powyżej, w części „Nagraj przeszukiwanie”.
lab-your-h = twoja h
formula-at = przy znaku nr { $at }: { $problem }
formula-too-long = formuła jest za długa: liczba znaków { $n }, najwyżej { $max }
formula-too-deep = zagnieżdżenie głębsze niż { $depth }
formula-expected = oczekiwano: { $what ->
        [operator] operator lub koniec
        [operand] liczba, nazwa lub „(”
        [close] „)”
        [comma] „,” lub „)”
        [open] „(” po nazwie funkcji
        [then] „then”
        [else] „else”
       *[binding] nazwa klocka i „:” (sum(t: …))
    }, znaleziono: { $found ->
        [end] koniec
        [arguments] argumenty
       *[text] „{ $text }”
    }
formula-unexpected = „{ $text }” nie należy do języka
formula-bad-number = „{ $text }” nie jest liczbą
formula-unknown-name = nieznana nazwa „{ $name }” (nazwy to { $names })
formula-arguments = { $name } przyjmuje { $want } argument, nie { $got }
formula-too-slow = formuła za wolna: kroków na planszę około { $cost }, najwyżej { $max }
formula-division = dzielenie przez zero
formula-no-such-tile = { $tile } nie jest klockiem tej planszy
formula-not-a-number = wartość to { $value ->
        [not-a-number] NaN
        [infinite] nieskończoność
        [minus-infinite] minus nieskończoność
       *[division] dzielenie przez zero
    }, a nie liczba
formula-on-board = { $why } (na planszy { $board })
formula-too-large = za dużo stanów, by sprawdzić każdy: liczba pól planszy { $cells }, sprawdzane są najwyżej { $max }
experiment-longer = nie najkrótsze: { $n }
lab-load = Wczytaj tę planszę
lab-load-neighbour = Wczytaj pierwszą z dwóch
improvement = Znaleziono rozwiązanie: { $n ->
        [one] { $n } ruch
        [few] { $n } ruchy
        [many] { $n } ruchów
       *[other] { $n } ruchów
    }; najkrótsze ma co najmniej { $bound } (udowodniono). Szukanie trwa…
kept-best = Zatrzymano. Najlepsza znaleziona odpowiedź zostaje: { $n ->
        [one] { $n } ruch
        [few] { $n } ruchy
        [many] { $n } ruchów
       *[other] { $n } ruchów
    }; najkrótsze rozwiązanie ma co najmniej { $bound } (udowodniono).
searching-announce = Szukanie rozwiązania.
starting = Uruchamianie solvera…
queued = Oczekiwanie na solver (używa go inna układanka na tej stronie)…
cancelled = Anulowano. Plansza jest taka, jak była.
cancelled-announce = Przeszukiwanie anulowane.
refused = Solver odrzucił zadanie: { $why }
one-move = 1 ruch
n-moves = { $n ->
        [one] { $n } ruch
        [few] { $n } ruchy
        [many] { $n } ruchów
       *[other] { $n } ruchów
    }
optimal-word = optymalne
not-shortest = niekoniecznie najkrótsze
solved-by = Rozwiązano ({ $algo }): { $moves }, { $optimal }.
solved-by-with = Rozwiązano ({ $algo }, { $h }): { $moves }, { $optimal }.
solved-by-how = Rozwiązano ({ $algo }, { $how }): { $moves }, { $optimal }.
tables-kept = Tabele gotowe w { $t }, zachowane na kolejne rozwiązywania.
solved-announce = Rozwiązano: { $moves }, { $optimal }.
limit = Zatrzymano na limicie węzłów: rozwinięto { $expanded ->
        [one] { $expanded } węzeł
        [few] { $expanded } węzły
        [many] { $expanded } węzłów
       *[other] { $expanded } węzłów
    }, do kolejki dodano { $enqueued }, osiągnięto głębokość { $depth }, { $s } s. Ta plansza wymaga silniejszej metody: spróbuj A* lub IDA* z konfliktem liniowym albo trybu Automatyczny.
limit-announce = Przeszukiwanie osiągnęło limit węzłów.
search-ended = Przeszukiwanie zakończone: { $status }.
worker-stopped = Solver przestał działać ({ $why }). Twoja plansza jest taka, jak była. { $next }
worker-restarted = Uruchomiono nowy solver: rozwiąż ponownie albo wybierz algorytm, który przechowuje mniej węzłów (A* lub IDA* zamiast BFS).
worker-retry = Przy następnym kliknięciu Rozwiąż solver zostanie uruchomiony ponownie.
worker-stopped-announce = Solver przestał działać.
no-workers = Ta przeglądarka nie może uruchomić solvera (potrzebne są Web Workers).
solver-refused = Solver nie może wystartować na tej stronie: blokuje go Content-Security-Policy strony ({ $directive }). Administrator strony może na to zezwolić, jak opisuje przewodnik osadzania.
solver-not-loaded = Nie udało się wczytać solvera ({ $why }). Sprawdź połączenie: przy następnym kliknięciu Rozwiąż nastąpi kolejna próba.

## Zignorowane ustawienia (parametry URL, atrybuty, opcje)

ignored-too-long = Zignorowano podany parametr { $name }: { $why }.
ignored-board = Zignorowano planszę „{ $v }”: { $why }.
ignored-size = Zignorowano rozmiar „{ $v }”: użyj np. 3x3 lub 4x4.
ignored-goal = Zignorowano cel „{ $v }”: użyj end lub start.
ignored-algorithm = Zignorowano algorytm „{ $v }”: użyj bfs, dfs, iddfs, greedy, astar, idastar, auto lub fast.
ignored-heuristic = Zignorowano heurystykę „{ $v }”: użyj hamming, manhattan lub linear-conflict.
ignored-own-heuristic = Zignorowano heurystykę: { $algo } wybiera własną (heurystykę przyjmują greedy, astar i idastar).
ignored-controls = Zignorowano elementy sterujące „{ $v }”: użyj full, none lub listy z play, solve i study.
ignored-autoplay = Zignorowano autoplay „{ $v }”: użyj 1 lub 0.
ignored-lang = Zignorowano język „{ $v }”: użyj jednego z: { $langs }.
ignored-lang-menu = Zignorowano lang-menu „{ $v }”: użyj 1 lub 0.
ignored-order = Zignorowano kolejność „{ $v }”: podaj cztery ruchy, każdy raz, np. udlr.
ignored-ties = Zignorowano ties „{ $v }”: użyj deeper, oldest lub newest.
ignored-goal-test = Zignorowano goal-test „{ $v }”: użyj generation lub expansion.
ignored-packaged = Zignorowano „{ $v }” w adresie: ustala to pakiet.
ignored-unknown = Zignorowano nieznane ustawienie „{ $v }”.
size-board-disagree = Rozmiar { $size } nie pasuje do planszy { $board }; pierwszeństwo ma plansza.

## Co jest nie tak z planszą (błędy rdzenia)

err-empty = plansza jest pusta: wpisz klocki, np. 1 2 3 / 4 5 6 / 7 8 0
err-token = „{ $token }” (element { $i }) nie jest numerem klocka ani pustym polem (0, _, . lub nil)
err-too-small = plansza { $size } jest za mała: oba boki muszą mieć co najmniej { $min }
err-text-too-long = tekst jest za długi ({ $bytes } B), dłuższy niż jakakolwiek plansza: wczytywanych jest najwyżej { $max } B
err-side-too-large = { $side } to za dużo jak na bok planszy: bok może mieć najwyżej { $max }
too-many-digits = liczba mająca ponad 20 cyfr
err-too-large = plansza { $size } jest za duża: bok może mieć najwyżej { $max }
err-not-square = { $count ->
        [one] { $count } klocek nie tworzy
        [few] { $count } klocki nie tworzą
        [many] { $count } klocków nie tworzy
       *[other] { $count } klocków nie tworzy
    } kwadratowej planszy (3×3 wymaga 9, 4×4 wymaga 16); umieść wiersze w osobnych liniach albo podaj najpierw rozmiar
err-ragged = wiersz { $row } ma { $found ->
        [one] { $found } klocek
        [few] { $found } klocki
        [many] { $found } klocków
       *[other] { $found } klocków
    }, a wiersz 1 ma { $expected }
err-tile-count = plansza { $size } wymaga { $expected } klocków, a podano { $found ->
        [one] { $found } klocek
        [few] { $found } klocki
        [many] { $found } klocków
       *[other] { $found } klocków
    }
err-no-blank = plansza nie ma pustego pola: wpisz je jako 0, _, . lub nil
err-two-blanks = plansza ma dwa puste pola: { $first } oraz { $second }
err-out-of-range = klocek { $tile } ({ $at }) jest poza zakresem: klocki tej planszy mają numery od 1 do { $max }
err-duplicate = klocek { $tile } występuje dwa razy: { $first } oraz { $second }
err-missing = brakuje klocka { $tile }
err-too-many-moves = mieszanie { $moves ->
        [one] { $moves } ruchem
        [few] { $moves } ruchami
        [many] { $moves } ruchami
       *[other] { $moves } ruchami
    } jest za długie: najwyżej { $max }
pos = wiersz { $row }, kolumna { $col }
verbatim = { $text }
join = { $a } { $b }

## Wydruk z zadania (wiersz poleceń wypisuje to samo)

assignment-counts =
    Liczba ruchów = { $moves }
    Liczba stanów dodanych do kolejki = { $enqueued }
assignment-no-solution = Brak rozwiązania


## Rozwiązywanie

cli-solved-by = Rozwiązano algorytmem { $algo }{ $heuristic }: { $shortest }, rozwinięto { $expanded ->
        [one] { $expanded } węzeł
        [few] { $expanded } węzły
        [many] { $expanded } węzłów
       *[other] { $expanded } węzłów
    }, { $ms } ms
cli-shortest = rozwiązanie najkrótsze
cli-not-shortest = rozwiązanie bez gwarancji, że najkrótsze
cli-stopped = Przeszukiwanie zatrzymane ({ $status }): rozwinięto { $expanded ->
        [one] { $expanded } węzeł
        [few] { $expanded } węzły
        [many] { $expanded } węzłów
       *[other] { $expanded } węzłów
    }, wygenerowano { $generated }, głębokość { $depth }, { $ms } ms
cli-best-kept = Najlepsza znaleziona odpowiedź: { $length ->
        [one] { $length } ruch
        [few] { $length } ruchy
        [many] { $length } ruchów
       *[other] { $length } ruchów
    } (bez dowodu, że najkrótsza); najkrótsze rozwiązanie ma co najmniej { $bound } (udowodniono)
cli-improved = { $ms } ms: znaleziono rozwiązanie – { $length ->
        [one] { $length } ruch
        [few] { $length } ruchy
        [many] { $length } ruchów
       *[other] { $length } ruchów
    }; najkrótsze ma co najmniej { $bound } (udowodniono)
cli-limit-advice = przeszukiwanie osiągnęło limit węzłów lub czasu: --max-nodes i --time-limit pozwalają go podnieść, --algo fast odpowiada od razu (niekoniecznie najkrótszym rozwiązaniem)
cli-slow-note = uwaga: szukanie najkrótszego rozwiązania planszy { $size } może zająć wiele minut albo zakończyć się na limicie węzłów; --algo fast odpowiada od razu (niekoniecznie najkrótszym rozwiązaniem)
cli-why-no-solution = dlaczego: { $why }
cli-boards-left-out = ... { $left ->
        [one] pominięto { $left } planszę
        [few] pominięto { $left } plansze
        [many] pominięto { $left } plansz
       *[other] pominięto { $left } plansz
    }: wypisanie wszystkich ({ $boards }) dałoby około { $size }, ponad --print-limit wynoszący { $mb } MB (-q wypisuje same ruchy)

## Czytanie wejścia

cli-invalid-board = nieprawidłowa plansza: { $why }
cli-bad-option = { $option }: { $why }
cli-race-longer = { $algo } z h: odpowiedzi dłuższe niż najkrótsze – { $longer } z { $solved ->
        [one] { $solved } odpowiedzi
        [few] { $solved } odpowiedzi
        [many] { $solved } odpowiedzi
       *[other] { $solved } odpowiedzi
    }
cli-grade-passed = Zaliczone: { $raw } z { $max } (dozwolone najwyżej { $pass }% węzłów heurystyki Manhattan).
cli-grade-failed = Niezaliczone: { $raw } z { $max } (dozwolone najwyżej { $pass }% węzłów heurystyki Manhattan).
cli-grade-seed = Plansze wyścigu: po 20 na każdą głębokość, wylosowane z ziarnem { $seed }.
cli-bad-formula = nie można użyć formuły: { $why }
cli-heuristic-checked = { $formula } na każdej planszy { $size }, z której da się osiągnąć cel ({ $states }):
cli-heuristic-sampled = { $formula } na próbce { $states ->
        [one] { $states } planszy { $size }
        [few] { $states } plansz { $size }
        [many] { $states } plansz { $size }
       *[other] { $states } plansz { $size }
    } (plansze wymieszane co najwyżej 40 ruchami i rozwiązane optymalnie):
cli-heuristic-admissible = dopuszczalna: nigdy nie przekracza prawdziwej odległości
cli-heuristic-not-admissible = niedopuszczalna: { $board } ma h = { $h }, ale cel jest oddalony o { $hstar ->
        [one] { $hstar } ruch
        [few] { $hstar } ruchy
        [many] { $hstar } ruchów
       *[other] { $hstar } ruchów
    }
cli-heuristic-consistent = spójna: 0 w celu i różnica najwyżej 1 między sąsiadami
cli-heuristic-not-consistent = niespójna: { $a } ma h = { $ha }, a sąsiednia plansza { $b } ma h = { $hb }
cli-heuristic-not-a-number = wartość nieliczbowa: dla { $board } h { $value ->
        [not-a-number] ma wartość NaN
        [infinite] jest nieskończona
        [minus-infinite] ma wartość minus nieskończoność
       *[division] dzieli przez zero (przy znaku nr { $at })
    }; heurystyka musi być liczbą na każdej planszy, więc h nie jest ani dopuszczalna, ani spójna
cli-heuristic-closeness = średnie h/h*: { $ratio }; nie mniej niż Manhattan na { $share }% plansz
cli-standard-input = standardowe wejście
cli-cannot-read = { $name } – nie można odczytać: { $why }
cli-too-large = { $name } ma ponad { $size }: to nie jest plik z planszą
cli-not-text = { $name } to nie tekst: bajt { $n } nie jest poprawnym UTF-8
cli-cannot-write = nie można zapisać wyjścia: { $why }
cli-not-a-file = { $name } nie jest plikiem (to urządzenie, folder lub gniazdo): nic z niego nie odczytano
cli-tables-too-large = { $name } ma ponad { $size }: to nie jest plik z bazami danych wzorców
cli-tables-behind = budowanie baz danych wzorców { $size } dla kolejnych plansz (jednorazowo, około { $seconds } s); w tym czasie odpowiadają szybkie
cli-tables-behind-wide = budowanie baz danych wzorców { $size } dla kolejnych plansz (jednorazowo, około { $seconds } s); z nimi ich rozwiązania są krótsze
cli-tables-finishing = kończenie baz danych wzorców { $size } na kolejne uruchomienia (Ctrl-C przerywa; następne uruchomienie zbuduje je od nowa)
cli-tables-unusable = tabel z pamięci podręcznej nie da się użyć ({ $reason }); zostaną zbudowane od nowa
cli-tables-built-unusable = właśnie zbudowanych tabel nie da się użyć ({ $reason })
cli-tables-saved = bazy danych wzorców { $size } zapisano w { $path } (kolejne rozwiązania je wczytają)
cli-tables-unsaved = nie można przechować tabel w { $dir }: { $reason } (--cache-dir wybiera inne miejsce)
cli-site-link = { $name } jest dowiązaniem lub leży za dowiązaniem: pakiet bierze tylko własne pliki witryny
cli-site-too-large = { $name } ma ponad { $size }: więcej, niż mieści zbudowana witryna
cli-boards-per-depth = najwyżej { $max } plansz na głębokość (plansze jednej głębokości są losowane i trzymane naraz)

## Wyjaśnienie

cli-col-tile = klocek
cli-col-at = pozycja
cli-col-goal = cel
cli-col-manhattan = manhattan
cli-col-misplaced = nie na miejscu
cli-yes = tak
cli-hamming-total = Hamming (klocki nie na swoim miejscu) = { $n }
cli-manhattan-total = Manhattan = { $n }
cli-conflicts = Konflikty liniowe = { $pairs }; oszacowanie z konfliktem liniowym = { $n }
cli-no-conflicts = brak
cli-conflict-row = wiersz { $n }: { $a } i { $b }
cli-conflict-column = kolumna { $n }: { $a } i { $b }

## Skanowanie

cli-scan-read = Odczytano planszę { $size } ze zdjęcia w { $ms } ms
cli-scan-check = sprawdź te pola, odczyt jest w nich niepewny: { $cells }
cli-scan-cell = wiersz { $row } kolumna { $col }
cli-scan-unsolvable = w odczytanej postaci z tej planszy nie da się osiągnąć celu (puste pole na końcu): któreś pole mogło zostać źle odczytane albo układankę źle złożono
cli-scan-bench = { $photos ->
        [one] { $photos } zdjęcie testowe
        [few] { $photos } zdjęcia testowe
        [many] { $photos } zdjęć testowych
       *[other] { $photos } zdjęć testowych
    } ({ $sizes }{ $known }): odczytane dokładnie: { $exact }, błędne bez oznaczonego pola: { $silent }, błędne z oznaczonymi polami: { $flagged }, nieodczytane: { $failed }
cli-scan-corners = osiem liczb, x,y każdego z czterech rogów planszy w pikselach zdjęcia (np. 120,80,600,90,610,560,110,570)
cli-scan-bench-known = , rozmiar podany
cli-scan-bench-outline = , obrys podany
cli-scan-bench-time = czas na zdjęcie: mediana { $median } ms, p95 { $p95 } ms, maks. { $max } ms


## Jak odpowiedział solver (po nazwie algorytmu: „Rozwiązano (Automatyczny, IDA* z …)”)

method-exact-table = dokładna tablica odległości
method-pdb = IDA* z addytywnymi bazami danych wzorców
method-pdb-reflected = IDA* z addytywnymi bazami danych wzorców i odbiciem
method-pdb-quick = IDA* z szybkimi bazami danych wzorców (5-5-5)
method-pdb-quick-reflected = IDA* z szybkimi bazami danych wzorców (5-5-5) i odbiciem
method-linear-conflict = IDA* z konfliktem liniowym
method-weighted-pdb = ważony A* z bazami danych wzorców, waga { $weight }
method-weighted-linear-conflict = ważony A* z konfliktem liniowym, waga { $weight }
# Fast mode on a large board: rows and columns are put in place one by one, then the last block
# (e.g. 3×3) is solved optimally. { $size } is that block's size.
method-lines = wiersze i kolumny po kolei, ostatni blok { $size } optymalnie
method-lines-searched = wiersze i kolumny po kolei, każdy z nich ułożony przeszukiwaniem, ostatni blok { $size } optymalnie
# { $lines } is method-lines or method-lines-searched.
method-finish-pdb = { $lines } z bazami danych wzorców
method-finish-linear-conflict = { $lines } za pomocą IDA* z konfliktem liniowym

## Komunikaty elementu, gdy nie może wystartować (n-puzzle.js pokazuje je, zanim ruszy kod samej układanki)

element-policy = Układanka nie może wystartować na tej stronie: blokuje ją Content-Security-Policy strony ({ $directive }). Administrator strony może na to zezwolić, jak opisuje przewodnik osadzania.
element-load = Nie udało się wczytać układanki ({ $why }). Sprawdź połączenie i odśwież stronę.
element-style = Content-Security-Policy tej strony blokuje arkusz stylów układanki ({ $directive }): działa, ale wygląda skromnie.

## Co magazyn danych o nauce (LRS) pokazuje z ocenionej próby (xAPI: nazwa czasownika, nazwa ćwiczenia)

lms-verb-answered = odpowiedziano
lms-verb-passed = zaliczono
lms-verb-failed = nie zaliczono
lms-activity = Ćwiczenie z układanką N-elementową: { $task }
lms-task-play = osiągnij cel w niewielu ruchach
lms-task-predict = przewiduj kolejne rozwinięcia
lms-task-children = g, h i f potomków
lms-task-heuristic = dopuszczalna heurystyka lepsza od heurystyki Manhattan


## Okno skanowania

scan-title = Zeskanuj układankę
scan-help = Zrób zdjęcie dokładnie z góry, z całą, dobrze oświetloną planszą w kadrze, albo wybierz istniejące.
scan-photo = Zdjęcie
scan-size = Rozmiar
scan-size-auto = Odczytaj ze zdjęcia
scan-reading = Odczytywanie zdjęcia…
scan-read = Odczytano planszę { $size }. Sprawdź oznaczone pola: dotknij pola, aby zmienić jego liczbę.
scan-read-sure = Odczytano planszę { $size }. Porównaj ją ze swoją układanką; dotknij pola, aby zmienić jego liczbę.
scan-other-size = Odczytaj jako planszę { $size }
scan-board = Plansza w odczytanej postaci (puste pole: 0 lub nic)
scan-cell = Wiersz { $row }, kolumna { $col }
scan-unsure = niepewne
scan-duplicate = Każda liczba od 0 do { $max } musi wystąpić raz: sprawdź { $list }.
scan-use = Użyj tej planszy
scan-cancel = Anuluj
scan-too-large = Plik ma { $mb } MB: można odczytać zdjęcia do { $max } MB.
scan-too-many-pixels = Zdjęcie ma { $width }×{ $height } pikseli ({ $mp } MP): można odczytać zdjęcia do { $max } MP.
scan-not-an-image = Ten plik nie jest zdjęciem (obrazem JPEG lub PNG).
scan-damaged = To zdjęcie jest ucięte lub uszkodzone: jego plik nie zawiera całego obrazu.
scan-no-board = Na zdjęciu nie znaleziono układanki: zrób zdjęcie z góry, z całą planszą w kadrze.
scan-two-boards = Dwie układanki na zdjęciu: fotografuj po jednej.
scan-cut-off = Część planszy jest poza zdjęciem: odsuń się albo obróć telefon.
scan-size-unsupported = Planszy { $size } nie można zeskanować: rozmiary od 2×2 do 6×6.
scan-no-grid = Znaleziono planszę, ale nie udało się rozróżnić klocków: więcej światła, mniej odblasków.
scan-failed = Nie udało się uruchomić czytnika: { $why }
scan-outline = To nie plansza? Przeciągnij rogi obrysu na rogi planszy.
scan-place = Albo zaznacz planszę samodzielnie: przeciągnij rogi obrysu na rogi planszy.
scan-keys = Twoje zdjęcie z obrysem planszy. Aby przesunąć róg, naciśnij 1, 2, 3 lub 4, żeby go wybrać, a potem klawisze strzałek.
scan-camera = Użyj aparatu
scan-shoot = Zrób zdjęcie
scan-stop = Zamknij aparat
scan-guide = Zmieść całą planszę w ramce, patrząc dokładnie z góry.
scan-video = Obraz z aparatu
scan-camera-denied = Aparat jest tu niedozwolony: zezwól na niego dla tej strony albo zrób lub wybierz zdjęcie przyciskiem „Zdjęcie”.
scan-camera-none = Nie znaleziono aparatu: zrób lub wybierz zdjęcie przyciskiem „Zdjęcie”.
scan-camera-failed = Nie udało się otworzyć aparatu ({ $why }): zrób lub wybierz zdjęcie przyciskiem „Zdjęcie”.
scan-alt = Twoje zdjęcie z obrysem znalezionej planszy
