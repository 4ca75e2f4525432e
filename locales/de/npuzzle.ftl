# Deutsch: übersetzt aus locales/en/npuzzle.ftl (dieselben Message-IDs und { $placeholders }).
# Fluent-Syntax: https://projectfluent.org/fluent/guide/ (Pluralformen: { $n -> [one] … *[other] … }).
# Terms: A*, IDA* bleiben wie in deutschen Lehrbüchern und Vorlesungen (Russell/Norvig) als Namen stehen.
# Terms: BFS, DFS, IDDFS bleiben als Abkürzungen stehen, wie in deutschen Vorlesungen üblich (ausgeschrieben: Breitensuche, Tiefensuche, iterative Tiefensuche).
# Anrede: durchweg „du“ (Lernende wie Lehrende, auch in der Klassenansicht `class-`), nie „Sie“.

## The language itself

# The language's own name, as its speakers write it (the language menu lists every language so).
language-name = Deutsch
# ltr, or rtl for a language written right to left (the page mirrors its layout).
language-direction = ltr
# The label of the page's language menu.
language = Sprache

## The board

board-region = Puzzlebrett
board-role = Puzzlebrett
board-keys = Die Pfeiltasten schieben ein Plättchen in die Lücke: Es bewegt sich in Pfeilrichtung.
moves-label = Züge:
solved-badge = Gelöst!
board-hint = Klicke oder tippe auf ein Plättchen neben der Lücke, wische, oder nutze auf dem Brett die Pfeiltasten.
goal-label = { $size }-Brett, Ziel: { $kind }
blank-last = Lücke am Ende
blank-first = Lücke am Anfang
blank = Lücke
describe = Puzzlebrett, { $size }: { $rows }

## The board panel

board-title = Brett
tabs = Bereiche
panel-loading = Dieser Bereich wird geladen…
panel-not-loaded = Dieser Bereich konnte nicht geladen werden. Prüfe die Verbindung: in ein paar Sekunden wird es erneut versucht.
tab-study = Verstehen
tab-share = Teilen
node-board = Brett von Knoten { $node }: { $rows }
size = Größe
puzzle-name = { $n }-Puzzle
goal = Ziel
goal-end-option = Lücke am Ende (1 2 3 / … / _)
goal-start-option = Lücke am Anfang (_ 1 2 / …)
shuffle = Mischen
scramble = Verwürfeln
scramble-moves = Züge zum Verwürfeln
moves-unit = Züge
reset = Zurücksetzen
board-text = Brett als Text
board-text-help = (einfügen oder tippen: Zeilen untereinander oder mit / getrennt, Lücke als 0, _ oder .)
use-board = Dieses Brett verwenden
scan-puzzle = Puzzle scannen …
scan-not-loaded = Scannen konnte nicht geladen werden ({ $why }). Prüfe die Verbindung und versuche es noch einmal.

## The solve panel

solve-title = Lösen
algorithm = Algorithmus
heuristic = Heuristik
option-auto = Auto (schnellste optimale Suche)
option-fast = Schnell (jede Größe, nicht kürzeste)
name-bfs = Breitensuche
name-dfs = Tiefensuche
name-iddfs = Iterative Tiefensuche
name-bibfs = Bi­direk­tionale Breitensuche
name-greedy = Gierige Bestensuche
name-a-star = A*
name-ida-star = IDA*
name-auto = Auto
name-fast = Schnellmodus
option-hamming = Hamming (falsch liegende Plättchen)
name-hamming = Hamming
name-manhattan = Manhattan
name-linear-conflict = Linearer Konflikt
large-note = Großes Brett: Schnell findet sofort eine Lösung, aber nicht unbedingt die kürzeste.
solve = Lösen
cancel = Abbrechen
tree-depth = Baumtiefe: { $n }
f-bound = f-Schranke: { $n }
depth = Tiefe: { $n }
expanded = Expandiert
frontier = Rand
time = Zeit
seconds = s
preparing = Erste Lösung dieser Größe: Tabellen für { $size } werden vorbereitet … { $pct } %
length = Länge
optimal = Optimal
enqueued = Eingereiht
largest-frontier = Größter Rand
yes = ja
not-guaranteed = nicht garantiert
ms = { $ms } ms
ms-with-tables = { $ms } ms ({ $tables } ms Tabellen)

## Playback

playback = Wiedergabe
jump-start = Zum Anfang
step-back = Schritt zurück
play = Abspielen
pause = Pause
step-forward = Schritt vor
jump-end = Zum Ende
speed = Tempo
step-of = Schritt { $step } von { $total }
step-of-tile = Schritt { $step } von { $total }: Plättchen { $tile } nach { $way }
step-of-done = Schritt { $step } von { $total }: Ziel erreicht.
move-button = Zug { $i }: Plättchen { $tile } nach { $way }
moves-shown = Züge { $from }–{ $to } von { $total }
moves-earlier = Frühere Züge
moves-later = Spätere Züge
move-list-help = Die Zugliste zeigt jedes Plättchen und wohin es gleitet.

## Studying the search

study-title = Die Suche verstehen
hint-button = Tipp
thinking = Einen Moment …
hint-next = Als Nächstes: { $tile } nach { $way } schieben. Noch { $n ->
        [one] { $n } Zug
       *[other] { $n } Züge
    } (eine kürzeste Lösung).
hint-next-about = Als Nächstes: { $tile } nach { $way } schieben. Noch etwa { $n ->
        [one] { $n } Zug
       *[other] { $n } Züge
    }.
hint-none = Kein Tipp: der Löser fand rechtzeitig keine Lösung.
already-solved = Schon gelöst!
show-heuristics = Heuristiken auf dem Brett zeigen
heuristic-totals = Hamming { $hamming } · Manhattan { $manhattan } · Linearer Konflikt { $lc }
ghf = Schritt { $g }: g = { $g }, h = { $h } ({ $heuristic }), f = g + h = { $f }
overlay-help = Die Ecke jedes Plättchens zeigt seine Manhattan-Distanz; Plättchen auf ihrem Zielfeld sind grün; orange Linien verbinden Plättchen im linearen Konflikt.
copy-assignment = Wie in der Aufgabe ausgegeben kopieren
step-title = Die Suche Schritt für Schritt
trace-start = Suche aufzeichnen
trace-help = Zeichnet den gewählten Algorithmus auf diesem Brett auf und geht ihn dann Schritt für Schritt durch: jeder expandierte Knoten, jedes erzeugte Kind.
trace-needs-algorithm = Schritt für Schritt braucht eine der gelehrten Suchen: unter Lösen jeden Algorithmus außer Auto und Schnellmodus wählen.
recording = Die Suche wird aufgezeichnet …
trace-ready = Aufgezeichnet: unten Schritt für Schritt ansehen.
trace-limited = { $n ->
        [one] Nur { $n } Ereignis, das erste, wurde aufgezeichnet (die Grenze der Aufzeichnung): unten ansehen.
       *[other] Die ersten { $n } Ereignisse wurden aufgezeichnet (die Grenze der Aufzeichnung): unten ansehen.
    }
trace-reset = Zum Anfang
trace-back = Zurück
trace-run = Laufen lassen
trace-step = Schritt
trace-end = Zum Ende
trace-close = Schließen
trace-status = Ereignis { $step } von { $total } · expandiert { $expanded } · erzeugt { $generated }
trace-start-event = Der Anfang: noch nichts expandiert.
event-iteration = Neue Iteration: Schranke { $bound }.
event-expand = Knoten { $node } expandieren (g { $g }, h { $h }, f { $f }).
event-expand-back = Knoten { $node } expandieren (vom Ziel aus; g { $g }, h { $h }, f { $f }).
event-generate = Kind durch Bewegen der Lücke nach { $via }: g { $g }, h { $h }, f { $f }: { $fate }.
event-goal = Ziel gefunden: Knoten { $node }.
fate-new = neu, kommt in den Rand
fate-within = innerhalb der Schranke, wird als Nächstes durchsucht
fate-seen = schon gesehen, verworfen
fate-reopened = auf kürzerem Weg erreicht, erneut eingereiht
fate-over-bound = f über der Schranke, abgeschnitten
fate-met = von der Suche vom anderen Ende erreicht: die beiden Suchen treffen sich
# Bidirectional BFS searches from the start and from the goal: a frontier row of the goal's
# search is marked with side-goal, and its expansions read event-expand-back.
side-goal = vom Ziel aus
children = Kinder des expandierten Knotens
frontier-caption = Rand, nächster zuerst: { $n ->
        [one] { $n } Knoten
       *[other] { $n } Knoten
    }
frontier-caption-pick = Rand in der Reihenfolge der Erzeugung (der nächste steht nicht unbedingt vorn): { $n ->
        [one] { $n } Knoten
       *[other] { $n } Knoten
    }
frontier-none = IDDFS und IDA* haben keinen Rand: sie gehen innerhalb der Schranke in die Tiefe.
col-move = Lücke zieht
col-node = Knoten
col-what = Was daraus wurde
predict-label = Vorhersagen: den als Nächstes expandierten Knoten wählen
pick-label = Knoten { $node } wählen
pick = Wählen
rule-bfs = Die Breitensuche nimmt den ältesten Knoten im Rand (zuerst hinein, zuerst hinaus)
rule-dfs = Die Tiefensuche nimmt den neuesten Knoten im Rand (zuletzt hinein, zuerst hinaus)
rule-greedy = die gierige Suche nimmt das kleinste h (bei Gleichstand: den ältesten)
rule-a-star = A* nimmt das kleinste f = g + h (bei Gleichstand: das kleinere h, dann den ältesten)
rule-greedy-newest = die gierige Suche nimmt das kleinste h (bei Gleichstand: den neuesten)
rule-a-star-oldest = A* nimmt das kleinste f = g + h (bei Gleichstand: den ältesten)
rule-a-star-newest = A* nimmt das kleinste f = g + h (bei Gleichstand: den neuesten)
settings-title = Sucheinstellungen
settings-help = Kursaufgaben legen sie fest. Die Reihenfolge der Züge gilt für jede Suche außer Auto und Schnell, der Gleichstand für die gierige Suche und A*, der Zieltest für die Breitensuche.
order-label = Reihenfolge der Züge der Lücke
ties-label = Gleichstand
ties-deeper = kleineres h zuerst, dann der älteste
ties-oldest = der älteste zuerst (zuerst hinein, zuerst hinaus)
ties-newest = der neueste zuerst (zuletzt hinein, zuerst hinaus)
code-title = Der Algorithmus, Zeile für Zeile
code-line = Zeile { $n }: { $code }
code-duplicates = Duplikaterkennung: jedes Brett wird einmal behalten
code-dfs-order = vom letzten zum ersten gelegt, so wird der erste Zug zuerst genommen
code-reopen = ein kürzerer Weg dorthin wurde gefunden
code-tree-depth = die Baumtiefe
code-next-bound = das kleinste f, das über der Schranke lag
code-cut = abgeschnitten: in dieser Iteration nicht durchsucht
code-level = jeweils eine ganze Ebene, so ist das erste Treffen ein kürzester Weg
code-meet = die beiden Suchen treffen sich: der Weg führt vom Start zum Kind, dann zum Ziel
# The pseudocode, line by line, as a textbook in the language prints it: keep each line's
# structure and symbols (←, [ ], ( ), ∞, f, g, h); the words and names may be the language's.
pc-start-queue = Rand ← Warteschlange [Start]; erreicht ← {"{"}Start{"}"}
pc-start-stack = Stapel ← [Start]; erreicht ← {"{"}Start{"}"}
pc-start-priority = Rand ← Prioritätswarteschlange nach { $by }: [Start]
pc-goal-start = wenn Start das Ziel ist: gib Start zurück
pc-while-frontier = solange Rand nicht leer ist:
pc-while-stack = solange Stapel nicht leer ist:
pc-pop-first = Knoten ← Rand.erstes_entnehmen()
pc-pop-stack = Knoten ← Stapel.entnehmen()
pc-pop-min = Knoten ← Rand.min_entnehmen()
pc-goal-node = wenn Knoten das Ziel ist: gib Knoten zurück
pc-moves = für jeden Zug in [{ $order }]:
pc-moves-reversed = für jeden Zug in umgekehrt([{ $order }]):
pc-child = Kind ← Knoten + Zug
pc-child-g = Kind ← Knoten + Zug; g(Kind) ← g(Knoten) + 1
pc-goal-child = wenn Kind das Ziel ist: gib Kind zurück
pc-seen = wenn Kind in erreicht ist: überspringe es
pc-seen-g = wenn Kind mit g ≤ g(Kind) erreicht ist: überspringe es
pc-reopen = wenn Kind mit größerem g erreicht ist: reihe es erneut ein
pc-push-frontier = erreicht.hinzufügen(Kind); Rand.einfügen(Kind)
pc-push-stack = erreicht.hinzufügen(Kind); Stapel.ablegen(Kind)
pc-push-g = erreicht[Kind] ← g(Kind); Rand.einfügen(Kind)
pc-fail = gib Fehlschlag zurück
pc-start-bound = Schranke ← h(Start)
pc-start-limit = Grenze ← 0
pc-loop = wiederhole:
pc-iterate = nächste ← ∞; wenn Suche(Start, 0) gefunden liefert: gib ihren Weg zurück
pc-next-bound = Schranke ← nächste
pc-next-limit = Grenze ← Grenze + 1
pc-function-g = Funktion Suche(Knoten, g):
pc-function-depth = Funktion Suche(Knoten, Tiefe):
pc-goal-found = wenn Knoten das Ziel ist: gib gefunden zurück
pc-moves-no-undo = für jeden Zug in [{ $order }], außer dem, der den letzten rückgängig macht:
pc-child-f = Kind ← Knoten + Zug; f ← g + 1 + h(Kind)
pc-cut-f = wenn f > Schranke: nächste ← min(nächste, f); überspringe es
pc-cut-depth = wenn Tiefe + 1 > Grenze: überspringe es
pc-recurse-g = wenn Suche(Kind, g + 1) gefunden liefert: gib gefunden zurück
pc-recurse-depth = wenn Suche(Kind, Tiefe + 1) gefunden liefert: gib gefunden zurück
pc-not-found = gib nicht gefunden zurück
pc-start-two = vorn ← Warteschlange [Start]; hinten ← Warteschlange [Ziel]; erreicht ← {"{"}Start: vorn, Ziel: hinten{"}"}
pc-while-two = solange vorn und hinten nicht leer sind:
pc-take-level = Ebene ← die kleinere von vorn und hinten (bei Gleichstand vorn), geleert
pc-for-level = für jeden Knoten in Ebene:
pc-meet = wenn Kind vom anderen Ende erreicht ist: gib den Weg Start → Kind → Ziel zurück
pc-push-side = erreicht[Kind] ← die Seite von Knoten; reihe Kind auf dieser Seite ein
pc-move-up = oben
pc-move-down = unten
pc-move-left = links
pc-move-right = rechts
pc-order = { $a }, { $b }, { $c }, { $d }
goal-test-label = Zieltest
goal-at-generation = wenn ein Knoten erzeugt wird
goal-at-expansion = wenn ein Knoten expandiert wird
node-value = Knoten { $node } hat { $what } = { $v }
node-age = Knoten { $node } wurde als Nummer { $node } erzeugt
predict-right = Richtig: { $rule }; { $why }.
predict-wrong = Nicht ganz: Knoten { $next } ist der nächste. { $rule }; { $why }, und { $yours }.
predict-skipped = Ohne Tipp übersprungen: Knoten { $next } war der nächste. { $rule }.
tree-title = Der Suchbaum
tree-collapse = Nur der Weg zum Rand und zum Ziel
tree-summary = Suchbaum: { $n ->
        [one] { $n } Knoten
       *[other] { $n } Knoten
    } gezeichnet ({ $expanded } expandiert, { $open } offen, { $cut } abgeschnitten, { $hidden } ausgeblendet), Tiefe { $depth }. { $path }
tree-path = Der Weg zum Ziel: Knoten { $nodes }.
tree-legend = Blau: offen. Grau: expandiert. Grün: der Weg zum Ziel. Rot: von der Schranke abgeschnitten. Zeige auf einen Knoten, oder wähle den Baum und nutze die Pfeiltasten, für sein Brett.
tree-node-info = Knoten { $node }: g { $g }, h { $h }, f { $f }. Brett: { $board }
tree-too-big = { $n ->
        [one] Nur { $n } Knoten, der erste, ist gezeichnet.
       *[other] Die ersten { $n } Knoten sind gezeichnet.
    }
chart-depth = Erzeugte Knoten je Tiefe
chart-frontier = Größe des Rands bei jeder Expansion
chart-depth-text = Knoten je Tiefe: { $values }.
chart-frontier-text = Randgröße von { $first } bis { $last }, höchstens { $max }.
experiment-title = Das Experiment aus dem Lehrbuch
experiment-help = Für jede Tiefe d 8-Puzzles, deren kürzeste Lösung genau d Züge braucht, zufällig aus allen solchen gezogen; jede angekreuzte Suche löst jedes davon. Die Tabelle zeigt die mittlere Zahl erzeugter Knoten und in Klammern den effektiven Verzweigungsfaktor b*: das b mit N + 1 = 1 + b + b² + … + b^d. Eine Suche über { $n } Knoten bei einem Brett zeigt –. Derselbe Startwert ergibt dieselben Zahlen wie npuzzle experiment.
experiment-depths = Tiefen (von..bis:Schritt, oder eine Liste)
experiment-count = Bretter je Tiefe
experiment-seed = Startwert
experiment-searches = Suchen
experiment-run = Experiment starten
experiment-running = Das Experiment läuft …
experiment-done = Das Experiment ist fertig.
experiment-bad-depths = „{ $depths }“ ist keine Liste von Tiefen: schreibe von..bis:Schritt (etwa 2..24:2) oder eine Liste (etwa 2,4,8), jede 0 bis 31.
experiment-cancelled = Abgebrochen: die bisherigen Zeilen bleiben.
experiment-no-search = Kreuze mindestens eine Suche an.
experiment-caption = Mittlere Zahl erzeugter Knoten (b*), nach Lösungstiefe d
experiment-chart = Erzeugte Knoten nach Tiefe (logarithmisch)
compare-title = Die Suchen vergleichen
compare-button = Alle Suchen vergleichen
compare-help = Lässt jeden Algorithmus mit jeder Heuristik auf diesem Brett laufen, nacheinander, jeden mit höchstens { $n ->
        [one] { $n } Knoten
       *[other] { $n } Knoten
    }.
comparing = Alle Suchen auf diesem Brett werden verglichen.
compared = { $n ->
        [one] { $n } Suche verglichen.
       *[other] { $n } Suchen verglichen.
    }
compare-cancelled = Vergleich abgebrochen.
copy-csv = CSV kopieren
copy-markdown = Markdown kopieren
col-algorithm = Algorithmus
col-heuristic = Heuristik
col-chart = Expandiert (log. Skala)
status-waiting = wartet
status-running = läuft
status-solved = gelöst
status-limit = Knotenlimit
status-cancelled = abgebrochen
status-failed = fehlgeschlagen
play-row = Abspielen
play-row-label = Die Lösung von { $algo } abspielen
playing-row = Die Lösung von { $algo } wird abgespielt.

## Graded exercises (the student's panel)

ex-title = Übung
ex-cannot-start = Diese Übung kann nicht beginnen: { $why }
ex-ask-teacher = Sag es der Person, die sie gestellt hat.
ex-task-play = Erreiche das Ziel von Hand mit so wenigen Zügen wie möglich. Bestanden hast du mit höchstens { $slack ->
        [one] { $slack } Zug
       *[other] { $slack } Zügen
    } mehr als die kürzeste Lösung.
ex-task-predict = Sage die nächsten { $n } Expansionen von { $algo } voraus: wähle vor jeder den Knoten im Rand, den die Suche deiner Meinung nach als Nächstes expandiert. Bestanden ab { $pass } % richtig.
ex-task-children = Gib für jede der nächsten { $n } Expansionen von A* mit { $heuristic } g, h und f = g + h jedes erzeugten Kindknotens an. Bestanden ab { $pass } % richtig.
ex-task-heuristic = Schreibe eine Heuristik h für das 8-Puzzle in der Formelsprache des Labors (etwa manhattan + 2*conflicts). Sie wird auf allen 181.440 Brettern geprüft und tritt mit A* auf { $boards } Brettern gegen Manhattan an. Bestanden, wenn h zulässig ist und höchstens { $pass } % der Knoten von Manhattan erzeugt.
ex-submit-h = h abgeben
ex-grading = h wird auf jedem Brett geprüft und tritt dann gegen Manhattan an …
ex-h-raced = Zulässig. Auf den Brettern des Rennens erzeugte h { $own } Knoten, Manhattan { $manhattan }: { $percent } % von Manhattans.
ex-h-race-caption = Erzeugte Knoten auf den 20 Brettern des Rennens je Lösungstiefe d
ex-h-over-budget = Zulässig, aber A* mit h brauchte auf den Brettern des Rennens mehr als { $max ->
        [one] { $max } Knoten
       *[other] { $max } Knoten
    }: mehr, als Manhattan für alle 120 braucht, gleich welche gezogen werden.
ex-h-seed = Die Bretter des Rennens wurden bei diesem Versuch mit dem Startwert { $seed } gezogen: npuzzle heuristic grade --seed { $seed } bewertet h auf denselben Brettern.
ex-no-grade = h konnte nicht bewertet werden ({ $why }). Gib es noch einmal ab.
ex-progress = { $done } von { $n }
ex-attempt = Versuch { $n }
ex-moves-so-far = Züge: { $moves }
ex-hints-used = Verwendete Tipps: { $n }
ex-hints-left = Verwendete Tipps: { $n } von { $max }
ex-score = Punkte: { $raw } von { $max } ({ $percent } %)
ex-play-score = { $moves ->
        [one] { $moves } Zug
       *[other] { $moves } Züge
    }; die kürzeste Lösung braucht { $optimal }.
ex-passed = Bestanden: { $raw } von { $max } (Versuch { $attempt }).
ex-failed = Nicht bestanden: { $raw } von { $max } (Versuch { $attempt }).
ex-try-again = Nochmal versuchen
ex-keep-best = Der Kurs behält dein bestes Ergebnis: Ein weiterer Versuch kann es nicht senken.
ex-keep-last = Der Kurs behält dein letztes Ergebnis: Ein weiterer Versuch ersetzt dieses, auch wenn er schlechter ausfällt.
ex-started = Ein neuer Versuch hat begonnen.
ex-pick-prompt = Welcher Knoten wird als Nächstes expandiert?
ex-expanding = Knoten { $node } wird expandiert: gib g, h und f jedes Kindknotens an.
ex-child = Kind
ex-child-via = Lücke nach { $way }
ex-value-of = { $value } des Kindes mit der Lücke nach { $way }
ex-check = Prüfen
ex-children-verdict = { $right } von { $n ->
        [one] { $n } Kindknoten
       *[other] { $n } Kindknoten
    } richtig.
ex-child-right = richtig
ex-child-wrong = falsch: g = { $g }, h = { $h }, f = { $f }
ex-waiting = Die Übung wird vorbereitet …
ex-restored = Dein Versuch wurde dort fortgesetzt, wo du aufgehört hast.
ex-saved-damaged = Ein gespeicherter Versuch war beschädigt und wurde beiseitegelegt: ein neuer Versuch beginnt.
ex-saved-version = Ein gespeicherter Versuch einer anderen Version der App wurde beiseitegelegt: ein neuer Versuch beginnt.
ex-not-kept = Dieser Browser speichert für diese Seite nichts, ein Neuladen beginnt den Versuch also von vorn.
ex-no-optimal = Die kürzeste Lösung ist nicht bekannt, der Versuch kann also noch nicht bewertet werden ({ $why }).
ex-no-more-hints = In dieser Übung gibt es keine Tipps mehr.
ex-board-held = Das Brett bewegt sich jetzt nicht: es gehört zur Übung.
ex-move-cap = Der Versuch endete nach { $n ->
        [one] { $n } Zug
       *[other] { $n } Zügen
    }, ohne das Ziel zu erreichen.
puzzle-numbered = Puzzle { $n }
ex-board-fixed = Das Brett der Übung kann nicht geändert werden, solange sie läuft.
ex-restarted = Die Übung wurde geändert: ein neuer Versuch hat begonnen.
ex-resume-ignored = Ein gespeicherter Versuch, übergeben während die Übung läuft, wurde ignoriert.
ex-delivered = Dein Ergebnis ist im Kurs angekommen.
ex-pending = Dein Ergebnis ist noch nicht im Kurs angekommen; es wird aufbewahrt und erneut gesendet.
ex-no-session = Der Kurs nimmt gerade keine Ergebnisse an: deines bleibt hier und wird gesendet, wenn du die Übung wieder öffnest.
ex-bad-board = das Brett „{ $v }“ ist nicht verwendbar: { $why }
ex-bad-task = die Aufgabe „{ $v }“ gibt es nicht: play, predict oder children angeben
ex-bad-id = die Übungs-ID „{ $v }“ ist nicht verwendbar: bis zu { $max } Buchstaben, Ziffern, - _ . oder :
ex-bad-count = count „{ $v }“ ist keine Anzahl von Fragen von 1 bis { $max }
ex-bad-slack = slack „{ $v }“ ist keine Zahl von Zügen von 0 bis { $max }
ex-bad-hints = hints „{ $v }“ ist weder on, off noch eine Zahl von 0 bis { $max }
ex-bad-pass = pass „{ $v }“ ist keine Bestehensgrenze: einen Bruchteil (0.8) oder Prozentsatz (80%) angeben
ex-setting = { $field }: { $why }
ex-bad-keep = keep „{ $v }“ ist weder best noch last
ex-too-large = ein { $size }-Brett ist zu groß für eine Übung: höchstens { $max ->
        [one] { $max } Feld
       *[other] { $max } Felder
    }
ex-unsolvable = das Brett kann das Ziel nicht erreichen, keine Aufgabe kann es also verwenden
ex-already-goal = das Brett ist schon das Ziel: es gibt nichts zu tun
ex-needs-predictable = predict braucht BFS, DFS, gierige Suche oder A*, nicht { $algo }
ex-needs-a-star = children braucht A*, nicht { $algo }

## The Exercise panel (a teacher's, beside Share)

au-title = Übung (für Lehrkräfte)
au-help = Mache aus diesem Brett und dieser Suche eine bewertete Übung. Lernende sehen die Aufgabe, ihren Fortschritt und ihre Punkte; die Ergebnisse erreichen deine Kursseite oder dein LMS.
au-task = Aufgabe
au-task-play = Spielen: das Ziel mit wenigen Zügen erreichen
au-task-predict = Die nächsten Expansionen vorhersagen
au-task-children = g, h und f der Kindknoten (A*)
au-task-heuristic = Eine zulässige Heuristik schreiben
au-count = Fragen
au-slack = Erlaubte Züge über der kürzesten Lösung
au-hints-name = Tipps
au-hints-on = Erlaubt, jeder wird gezählt
au-hints-off = Keine
au-hints-most = Höchstens { $n }
au-pass = Bestehensgrenze
au-id = Übungs-ID (optional)
au-keep = Das LMS behält
au-keep-best = den besten Versuch
au-keep-last = den letzten Versuch
au-preview = Als Lernende ansehen
au-copy-link = Link kopieren
au-copy-iframe = Iframe kopieren
au-copy-element = Element kopieren
au-format = Paket für
au-format-help = SCORM 1.2: Moodle, Canvas und fast jedes LMS. SCORM 2004: Blackboard, Brightspace, ILIAS, Open edX (die auch 1.2 nehmen). cmi5: LMS, die auf xAPI und einem Learning Record Store aufbauen.
au-download = Für dein LMS herunterladen
au-invalid = Noch nicht bereit: { $why }
ex-packing = Das Paket wird erstellt …
ex-packed = Das Paket ({ $kb } KB) wurde heruntergeladen: lade es in deinem LMS als { $format }-Paket hoch.
ex-pack-failed = Das Paket konnte nicht erstellt werden: { $why }
ex-pack-bad-name = files.json nennt „{ $name }“ { $why ->
         [parent] außerhalb der Website (..)
         [absolute] ab der Wurzel (/)
         [backslash] mit einem Backslash
         [colon] mit einem Doppelpunkt (C:, eine Adresse)
         [empty] mit einem leeren oder „.“-Teil
         [duplicate] zweimal
        *[character] mit ?, #, % oder einem verborgenen Zeichen
    }: Erstelle die Website neu.

## Die Klassenansicht (eine Lehrkraft startet einen Link im LMS: Versuche, Noten und Antworten der Lernenden)

class-title = { $title }: die Klasse
class-untitled = N-Puzzle-Übung
class-boardless = Die Übung dieses Links legt kein Brett fest, daher werden ihre Versuche nicht bewertet: Die Seite jeder lernenden Person würde ein eigenes wählen. Füge die Übung erneut mit einem Brett hinzu.
class-no-column = Dieser Link hat keine Spalte in der Bewertungsübersicht: Die Noten werden nur hier gespeichert. Füge die Übung über die Inhaltsauswahl des LMS (Deep Linking) hinzu, damit sie eine bekommt.
class-find = Lernende suchen
class-no-students = Noch hat niemand aus der Klasse diese Übung geöffnet.
class-no-answers = Noch keine Antworten.
class-questions = Fragen
class-questions-caption = Fragen: die letzte Antwort aller Lernenden
class-question = Frage
class-right = Richtig
class-right-answer = Richtige Antwort
class-wrong-answers = Häufige falsche Antworten
class-share = { $percent } % ({ $right } von { $students })
class-no-wrong = keine
class-students = Lernende
class-students-caption = Lernende, die die Übung geöffnet haben
class-student = Name
class-attempts = Versuche
class-grade = Note
class-gradebook = Bewertungen
class-last-seen = Zuletzt aktiv (UTC)
class-attempts-count = { $begun } begonnen, { $ended } beendet
class-no-grade = noch keine
class-grade-passed = { $raw } von { $max }, bestanden
class-grade-failed = { $raw } von { $max }, nicht bestanden
class-nothing-to-send = nichts zu senden
class-sent = gesendet
class-no-column-yet = keine Spalte
class-on-its-way = unterwegs
class-waiting = wartet: { $why }
class-refresh = Aktualisieren
class-download = Alle Antworten herunterladen (CSV)
class-open-exercise = Die Übung öffnen, wie Lernende sie sehen
class-stopped = Diese Ansicht wird nicht mehr aktualisiert: Starte die Übung erneut aus dem Kurs, um neue Antworten zu sehen.
class-open-attempt = Versuch öffnen:
class-attempt-graded = bewertet
class-attempt-latest = neuester
class-open-attempt-label = Versuch { $attempt } von { $who } öffnen
class-review-ended = Versuch { $attempt } von { $who }, so wie er hinterlassen wurde (beendet).
class-review-open = Versuch { $attempt } von { $who }, so wie er hinterlassen wurde (nicht beendet).
class-review-note = Das ist dieser Versuch, nicht deiner: Nichts, was du hier tust, wird gespeichert oder gesendet.
class-lrs-title = Antworten der Klasse aus einem Lernspeicher
class-lrs-tagline = Für einen cmi5-Kurs: jede Frage über die ganze Klasse, die Antworten jedes Lernenden und alle Antworten als CSV, gelesen aus deinem Learning Record Store (LRS).
class-lrs-endpoint = Adresse des Lernspeichers (xAPI-Endpunkt)
class-lrs-endpoint-help = Dein LMS oder LRS zeigt sie neben seinen Schlüsseln; sie endet meist auf /xAPI/ oder /data/xAPI/.
class-lrs-key = Schlüssel (Benutzername)
class-lrs-secret = Geheimnis (Passwort)
class-lrs-secret-help = Ein Schlüssel, der Statements lesen darf. Er bleibt in dieser Seite: nie in der Adresse, nie gespeichert.
class-lrs-activity = AU der Übung (Activity-ID)
class-lrs-activity-help = Die ID der <au> in der cmi5.xml des Pakets, urn:npuzzle:au:npuzzle- und die ID der Übung, sofern dein LMS den AUs keine eigenen IDs gibt: dann zeigen die Details der AU im LMS sie (activityId in der Start-URL).
class-lrs-show = Klasse anzeigen
class-lrs-questions-table = Tabelle der Fragen
class-lrs-answers-of = Antworten von { $name }
class-lrs-student-summary = { $name }: { $right } von { $questions } richtig (letzte Antworten), { $answers ->
        [one] { $answers } Antwort
       *[other] { $answers } Antworten
    }
class-lrs-answer = Antwort
class-lrs-result = Ergebnis
class-lrs-seconds = Sekunden
class-lrs-when = Beantwortet (UTC)
class-lrs-yes = richtig
class-lrs-no = falsch
class-lrs-reading = Der Lernspeicher wird gelesen…
class-lrs-live = { $answers ->
        [one] { $answers } Antwort
       *[other] { $answers } Antworten
    } von { $students ->
        [one] { $students } Lernenden
       *[other] { $students } Lernenden
    }. Wird laufend aktualisiert, solange diese Seite zu sehen ist.
class-lrs-updated = Zuletzt gelesen um { $time }.
class-lrs-paused = Angehalten, solange diese Seite verborgen ist.
class-lrs-none-yet = Noch keine Antworten zu dieser Übung. Sie erscheinen hier, sobald Lernende antworten. Haben Lernende schon geantwortet, prüfe die Activity-ID der AU.
class-lrs-bad-endpoint = Die Adresse des Lernspeichers muss eine vollständige http://- oder https://-Adresse sein, etwa https://lrs.example.org/xAPI/.
class-lrs-insecure = Diese Seite wird über HTTPS ausgeliefert, daher lässt der Browser sie keinen Lernspeicher unter einer http://-Adresse lesen. Verwende die https://-Adresse des Speichers.
class-lrs-no-key = Gib den Schlüssel und das Geheimnis ein.
class-lrs-key-in-address = Gib den Schlüssel und das Geheimnis in ihre eigenen Felder ein, nicht in die Adresse des Lernspeichers.
class-lrs-no-activity = Gib die Activity-ID der AU ein.
class-lrs-credentials = Der Lernspeicher hat Schlüssel und Geheimnis abgelehnt (HTTP { $status }). Prüfe beide und ob der Schlüssel Statements lesen darf.
class-lrs-network = Der Lernspeicher unter { $endpoint } war nicht erreichbar. Prüfe die Adresse und ob der Speicher dem Ursprung dieser Seite ({ $origin }) das Lesen erlaubt (CORS): Die Einstellungen deines LRS nennen die erlaubten Ursprünge.
class-lrs-timeout = Der Lernspeicher hat nicht innerhalb von { $seconds } Sekunden geantwortet. Neuer Versuch.
class-lrs-not-lrs = Die Adresse hat geantwortet, aber nicht als xAPI-Lernspeicher ({ $what }). Prüfe die Adresse: Sie endet meist auf /xAPI/ oder /data/xAPI/.
class-lrs-no-list = keine Liste von Statements
class-lrs-refused = Der Lernspeicher hat die Abfrage abgelehnt (HTTP { $status }): { $detail }
class-lrs-failed = Der Lernspeicher ist gescheitert (HTTP { $status }). Neuer Versuch.
class-lrs-stale = Erneutes Lesen ist fehlgeschlagen; die gezeigten Antworten sind von { $time }. { $problem }
class-lrs-elsewhere = Die nächste Seite des Lernspeichers liegt auf einer anderen Website ({ $origin }): ihr wird nicht gefolgt, damit Schlüssel und Geheimnis bei dieser bleiben.

## Sharing

share = Dieses Brett teilen
share-link = Link
share-iframe = Für eine Kursseite: ein iframe
share-element = Für eine Kursseite: das Element
share-guide = Wie man es einbettet
share-algo-auto = Link und Snippets öffnen mit Auto: { $algo } löst ein { $size }-Brett womöglich nicht innerhalb der Grenzen einer Seite.
copy = Kopieren
copied = In die Zwischenablage kopiert.
copy-failed = Der Browser hat das Kopieren verweigert: Text markieren und kopieren.

## The page around the component

page-title = N-Puzzle-Löser
page-tagline = Das Schiebepuzzle spielen, lösen und verstehen
about-puzzle = Über das Puzzle
embed-guide = Auf die eigene Kursseite bringen

## Directions (the way a tile slides)

way-up = oben
way-down = unten
way-left = links
way-right = rechts

## What happened

moved = { $tile } nach { $way } geschoben. { $n ->
        [one] { $n } Zug.
       *[other] { $n } Züge.
    }
solved-by-hand = { $tile } nach { $way } geschoben. Gelöst in { $n ->
        [one] { $n } Zug
       *[other] { $n } Zügen
    }!
busy = Die Suche läuft … zum Weiterspielen Abbrechen drücken.
shuffled = Gemischt: ein zufälliges lösbares Brett.
scrambled = Mit { $n ->
        [one] { $n } zufälligen Zug
       *[other] { $n } zufälligen Zügen
    } verwürfelt.
scramble-bad = Verwürfeln braucht eine ganze Zahl von Zügen zwischen 1 und { $max }.
back-to-start = Zurück zur Ausgangsstellung.
board-from-text = Brett aus dem Textfeld übernommen.
board-from-host = Brett von der Seite gesetzt.
not-a-board = Kein gültiges Brett: { $why }.
no-solution = Keine Lösung möglich.
no-solution-searched = Keine Lösung möglich, daher wurde nicht gesucht.
explain-odd = Inversionen (Paare von Plättchen in umgekehrter Zielreihenfolge): { $inv }. Auf einem Brett ungerader Breite ({ $width }) ändert kein Zug die Parität dieser Zahl, und das Ziel hat keine: sie muss gerade sein. { $inv } ist { $parity }, { $verdict }.
explain-even = Inversionen (Paare von Plättchen in umgekehrter Zielreihenfolge): { $inv }; Zeilen zwischen der Lücke und ihrer Zielzeile: { $rows }. Auf einem Brett gerader Breite ({ $width }) ändert ein Zug nach oben oder unten die Parität beider, also muss ihre Summe gerade sein, wie im Ziel. { $inv } + { $rows } = { $sum } ist { $parity }, { $verdict }.
even = gerade
odd = ungerade
can-reach = also ist das Ziel erreichbar
cannot-reach = also ist das Ziel nie erreichbar: tausche zwei beliebige Plättchen, um das zu ändern
searching = Suche läuft …
lab-title = Heuristik-Labor
lab-help = Schreibe dein eigenes h und prüfe es auf jedem Brett dieser Größe gegen die wahren Abstände (alle 181.440 beim 8-Puzzle; eine Stichprobe bei größeren Brettern). Namen: hamming, manhattan, conflicts, n, rows, cols, blank_row, blank_col, row(t), col(t), goal_row(t), goal_col(t); sum(t: …), max(…), min(…), abs(…), + − * /, if … then … else ….
lab-formula = Deine Heuristik h
lab-check = h prüfen
lab-checking = h wird auf jedem Brett geprüft …
lab-empty = Schreibe zuerst eine Formel, z. B. manhattan + 2*conflicts.
lab-bad-formula = h ist nicht verwendbar: { $why }
lab-states = { $h } auf { $n ->
        [one] { $n } Brett
       *[other] { $n } Brettern
    }{ $sample }:
lab-sample = {" "}(eine Stichprobe)
lab-admissible = Zulässig: nie über dem wahren Abstand.
lab-not-admissible = Nicht zulässig: h = { $h } auf einem Brett, das { $hstar ->
        [one] { $hstar } Zug
       *[other] { $hstar } Züge
    } vom Ziel entfernt ist.
lab-consistent = Konsistent: 0 am Ziel und auf benachbarten Brettern höchstens 1 auseinander.
lab-not-consistent = Nicht konsistent: h = { $ha } und { $hb } auf zwei benachbarten Brettern.
lab-not-a-number = Keine Zahl auf einem Brett: h { $value ->
        [not-a-number] ist dort NaN (etwa Unendlich minus Unendlich)
        [infinite] ist dort unendlich
        [minus-infinite] ist dort minus unendlich
       *[division] enthält dort eine Division durch null (bei Zeichen { $at })
    }. Eine Heuristik muss auf jedem Brett eine Zahl sein, also ist h weder zulässig noch konsistent.
lab-close = Mittel von h/h*: { $ratio }; mindestens Manhattan auf { $pct } % der Bretter.
lab-race = h antreten lassen
lab-racing = Das Rennen läuft im Experiment oben: A* und IDA* mit h gegen Hamming, Manhattan und linearen Konflikt.
lab-step = Schrittweise ansehen
lab-step-needs-informed = Wähle unter Lösen die gierige Suche, A* oder IDA*: Sie nehmen eine Heuristik.
lab-stepping = Die Suche mit h wird aufgezeichnet: oben unter „Suche aufzeichnen“ Schritt für Schritt ansehen.
lab-your-h = dein h
formula-at = bei Zeichen { $at }: { $problem }
formula-too-long = die Formel ist zu lang: { $n } Zeichen, höchstens { $max }
formula-too-deep = tiefer als { $depth } Ebenen verschachtelt
formula-expected = erwartet { $what ->
        [operator] ein Operator oder das Ende
        [operand] eine Zahl, ein Name oder „(“
        [close] „)“
        [comma] „,“ oder „)“
        [open] „(“ nach dem Namen der Funktion
        [then] „then“
        [else] „else“
       *[binding] der Name eines Plättchens und „:“ (sum(t: …))
    }, gefunden { $found ->
        [end] das Ende
        [arguments] Argumente
       *[text] „{ $text }“
    }
formula-unexpected = „{ $text }“ gehört nicht zur Sprache
formula-bad-number = „{ $text }“ ist keine Zahl
formula-unknown-name = unbekannter Name „{ $name }“ (die Namen sind { $names })
formula-arguments = { $name } nimmt { $want } Argument, nicht { $got }
formula-too-slow = die Formel braucht etwa { $cost } Schritte pro Brett: höchstens { $max }
formula-division = Division durch null
formula-no-such-tile = { $tile } ist kein Plättchen des Bretts
formula-not-a-number = der Wert ist { $value ->
        [not-a-number] NaN
        [infinite] unendlich
        [minus-infinite] minus unendlich
       *[division] eine Division durch null
    }, keine Zahl
formula-on-board = { $why } (auf dem Brett { $board })
formula-too-large = zu viele Zustände, um jeden zu prüfen: das Brett hat { $cells } Felder, geprüft werden höchstens { $max }
experiment-longer = { $n } nicht kürzeste
lab-load = Dieses Brett laden
lab-load-neighbour = Das erste der beiden laden
improvement = { $n ->
        [one] { $n } Zug
       *[other] { $n } Züge
    } gefunden; die kürzeste braucht mindestens { $bound } (bewiesen). Suche läuft weiter …
kept-best = Angehalten. Die beste gefundene Antwort bleibt: { $n ->
        [one] { $n } Zug
       *[other] { $n } Züge
    }; die kürzeste braucht mindestens { $bound } (bewiesen).
searching-announce = Suche nach einer Lösung.
starting = Der Löser wird gestartet …
queued = Wartet auf den Löser (ein anderes Puzzle dieser Seite nutzt ihn) …
cancelled = Abgebrochen. Das Brett ist unverändert.
cancelled-announce = Suche abgebrochen.
refused = Der Löser hat den Auftrag abgelehnt: { $why }
one-move = 1 Zug
n-moves = { $n ->
        [one] { $n } Zug
       *[other] { $n } Züge
    }
optimal-word = optimal
not-shortest = nicht unbedingt die kürzeste
solved-by = Gelöst mit { $algo }: { $moves }, { $optimal }.
solved-by-with = Gelöst mit { $algo } und { $h }: { $moves }, { $optimal }.
solved-by-how = Gelöst mit { $algo } ({ $how }): { $moves }, { $optimal }.
tables-kept = Tabellen in { $t } bereit, sie bleiben für die nächsten Lösungen.
solved-announce = Gelöst: { $moves }, { $optimal }.
limit = Am Knotenlimit angehalten: { $expanded ->
        [one] { $expanded } Knoten
       *[other] { $expanded } Knoten
    } expandiert, { $enqueued } eingereiht, Tiefe { $depth } erreicht, { $s } s. Dieses Brett braucht eine stärkere Methode: A* oder IDA* mit linearem Konflikt, oder Auto.
limit-announce = Die Suche hat ihr Knotenlimit erreicht.
search-ended = Suche beendet: { $status }.
worker-stopped = Der Löser ist ausgefallen ({ $why }). Dein Brett ist unverändert. { $next }
worker-restarted = Ein neuer Löser wurde gestartet: löse erneut, oder wähle eine Suche, die weniger Knoten speichert (A* oder IDA* statt Breitensuche).
worker-retry = Das nächste Lösen versucht, ihn neu zu starten.
worker-stopped-announce = Der Löser ist ausgefallen.
no-workers = Dieser Browser kann den Löser nicht ausführen (Web Worker werden benötigt).
solver-refused = Der Löser kann auf dieser Seite nicht starten: die Content-Security-Policy der Seite verweigert ihn ({ $directive }). Wer die Seite betreibt, kann ihn erlauben, wie es die Einbettungsanleitung beschreibt.
solver-not-loaded = Der Löser konnte nicht geladen werden ({ $why }). Prüfe die Verbindung: das nächste Lösen versucht es erneut.

## Settings that were ignored (URL parameters, attributes, options)

ignored-too-long = Die Angabe { $name } wurde ignoriert: { $why }.
ignored-board = Das Brett „{ $v }“ wurde ignoriert: { $why }.
ignored-size = Die Größe „{ $v }“ wurde ignoriert: z. B. 3x3 oder 4x4 angeben.
ignored-goal = Das Ziel „{ $v }“ wurde ignoriert: end oder start angeben.
ignored-algorithm = Der Algorithmus „{ $v }“ wurde ignoriert: bfs, dfs, iddfs, greedy, astar, idastar, auto oder fast angeben.
ignored-heuristic = Die Heuristik „{ $v }“ wurde ignoriert: hamming, manhattan oder linear-conflict angeben.
ignored-own-heuristic = Die Heuristik wurde ignoriert: { $algo } wählt selbst (greedy, astar und idastar nehmen eine).
ignored-controls = Die Bedienelemente „{ $v }“ wurden ignoriert: full, none oder eine Liste aus play, solve und study angeben.
ignored-autoplay = autoplay „{ $v }“ wurde ignoriert: 1 oder 0 angeben.
ignored-lang = Die Sprache „{ $v }“ wurde ignoriert: eine von { $langs } angeben.
ignored-lang-menu = lang-menu „{ $v }“ wurde ignoriert: 1 oder 0 angeben.
ignored-order = Die Reihenfolge „{ $v }“ wurde ignoriert: die vier Züge je einmal angeben, z. B. udlr.
ignored-ties = ties „{ $v }“ wurde ignoriert: deeper, oldest oder newest angeben.
ignored-goal-test = goal-test „{ $v }“ wurde ignoriert: generation oder expansion angeben.
ignored-packaged = „{ $v }“ in der Adresse wurde ignoriert: das Paket legt es fest.
ignored-unknown = Unbekannte Einstellung „{ $v }“ wurde ignoriert.
size-board-disagree = Die Größe { $size } passt nicht zum { $board }-Brett; das Brett gilt.

## What is wrong with a board (the core's errors)

err-empty = das Brett ist leer: tippe die Plättchen, z. B. 1 2 3 / 4 5 6 / 7 8 0
err-token = „{ $token }“ (Eintrag { $i }) ist weder eine Plättchennummer noch eine Lücke (0, _, . oder nil)
err-too-small = ein { $size }-Brett ist zu klein: beide Seiten müssen mindestens { $min } sein
err-text-too-long = der Text ist { $bytes } Bytes lang, länger als jedes Brett: höchstens { $max } Bytes werden gelesen
err-side-too-large = { $side } ist zu groß für die Seite eines Bretts: Seiten haben höchstens { $max }
too-many-digits = eine Zahl mit mehr als 20 Ziffern
err-too-large = ein { $size }-Brett ist zu groß: Seiten dürfen höchstens { $max } sein
err-not-square = { $count ->
        [one] { $count } Plättchen ergibt
       *[other] { $count } Plättchen ergeben
    } kein quadratisches Brett (3×3 braucht 9, 4×4 braucht 16); schreibe die Zeilen untereinander oder nenne zuerst die Größe
err-ragged = Zeile { $row } hat { $found ->
        [one] { $found } Plättchen
       *[other] { $found } Plättchen
    }, Zeile 1 aber { $expected }
err-tile-count = ein { $size }-Brett braucht { $expected } Plättchen, { $found ->
        [one] angegeben wurde { $found }
       *[other] angegeben wurden { $found }
    }
err-no-blank = das Brett hat keine Lücke: schreibe sie als 0, _, . oder nil
err-two-blanks = das Brett hat zwei Lücken, bei { $first } und bei { $second }
err-out-of-range = Plättchen { $tile } bei { $at } ist zu groß: dieses Brett hat die Plättchen 1 bis { $max }
err-duplicate = Plättchen { $tile } kommt zweimal vor, bei { $first } und bei { $second }
err-missing = Plättchen { $tile } fehlt
err-too-many-moves = { $moves ->
        [one] { $moves } Zug zum Verwürfeln ist zu viel
       *[other] { $moves } Züge zum Verwürfeln sind zu viele
    }: höchstens { $max }
pos = Zeile { $row }, Spalte { $col }
verbatim = { $text }
join = { $a } { $b }

## The assignment's printout (the command line prints the same)

assignment-counts =
    Anzahl eingereihter Zustände = { $enqueued }
    Anzahl der Züge = { $moves }
assignment-no-solution = Keine Lösung möglich


## Solve

cli-solved-by = Gelöst mit { $algo }{ $heuristic }: { $shortest }, { $expanded ->
        [one] { $expanded } Knoten
       *[other] { $expanded } Knoten
    } expandiert, { $ms } ms
cli-shortest = kürzeste Lösung
cli-not-shortest = nicht garantiert die kürzeste
cli-stopped = Suche angehalten ({ $status }): { $expanded ->
        [one] { $expanded } Knoten
       *[other] { $expanded } Knoten
    } expandiert, { $generated } erzeugt, Tiefe { $depth }, { $ms } ms
cli-best-kept = Beste gefundene Antwort: { $length ->
        [one] { $length } Zug
       *[other] { $length } Züge
    } (nicht als kürzeste bewiesen); die kürzeste braucht mindestens { $bound } (bewiesen)
cli-improved = { $ms } ms: { $length ->
        [one] { $length } Zug
       *[other] { $length } Züge
    } gefunden; die kürzeste braucht mindestens { $bound } (bewiesen)
cli-limit-advice = die Suche hat ihr Knoten- oder Zeitlimit erreicht: --max-nodes und --time-limit heben sie an, --algo fast antwortet sofort (nicht unbedingt kürzeste Lösung)
cli-slow-note = Hinweis: eine kürzeste Lösung eines { $size }-Bretts kann Minuten dauern oder am Knotenlimit enden; --algo fast antwortet sofort (nicht unbedingt kürzeste Lösung)
cli-why-no-solution = warum: { $why }
cli-boards-left-out = {"."}.. { $left ->
        [one] { $left } Brett
       *[other] { $left } Bretter
    } ausgelassen: alle { $boards } auszugeben schriebe etwa { $size }, mehr als --print-limit von { $mb } MB (-q gibt nur die Züge aus)

## Reading the input

cli-invalid-board = ungültiges Brett: { $why }
cli-bad-option = { $option }: { $why }
cli-race-longer = { $algo } mit h: { $longer } von { $solved ->
        [one] { $solved } Antwort
       *[other] { $solved } Antworten
    } länger als die kürzeste
cli-grade-passed = Bestanden: { $raw } von { $max } (höchstens { $pass } % der Knoten von Manhattan erlaubt).
cli-grade-failed = Nicht bestanden: { $raw } von { $max } (höchstens { $pass } % der Knoten von Manhattan erlaubt).
cli-grade-seed = Die Bretter des Rennens: 20 je Tiefe, gezogen mit dem Startwert { $seed }.
cli-bad-formula = die Formel ist nicht verwendbar: { $why }
cli-heuristic-checked = { $formula } auf jedem { $size }-Brett, das das Ziel erreicht ({ $states }):
cli-heuristic-sampled = { $formula } auf einer Stichprobe von { $states ->
        [one] { $states } { $size }-Brett
       *[other] { $states } { $size }-Brettern
    } (bis zu 40 Zufallszüge vom Ziel, optimal gelöst):
cli-heuristic-admissible = zulässig: nie über der wahren Entfernung
cli-heuristic-not-admissible = nicht zulässig: { $board } hat h = { $h }, das Ziel ist aber { $hstar ->
        [one] { $hstar } Zug
       *[other] { $hstar } Züge
    } entfernt
cli-heuristic-consistent = konsistent: 0 am Ziel, und höchstens 1 Unterschied zwischen Nachbarn
cli-heuristic-not-consistent = nicht konsistent: { $a } hat h = { $ha }, sein Nachbar { $b } hat h = { $hb }
cli-heuristic-not-a-number = keine Zahl auf { $board }: h { $value ->
        [not-a-number] ist NaN
        [infinite] ist unendlich
        [minus-infinite] ist minus unendlich
       *[division] enthält eine Division durch null (bei Zeichen { $at })
    }; eine Heuristik muss auf jedem Brett eine Zahl sein, also ist h weder zulässig noch konsistent
cli-heuristic-closeness = Mittel von h/h*: { $ratio }; mindestens Manhattan auf { $share } % der Bretter
cli-standard-input = die Standardeingabe
cli-cannot-read = { $name } ist nicht lesbar: { $why }
cli-too-large = { $name } ist größer als { $size }: das ist keine Brett-Datei
cli-not-text = { $name } ist kein Text: Byte { $n } ist kein UTF-8
cli-cannot-write = die Ausgabe ist nicht schreibbar: { $why }
cli-not-a-file = { $name } ist keine Datei (sondern ein Gerät, ein Ordner oder ein Socket): nichts davon wurde gelesen
cli-tables-too-large = { $name } ist größer als { $size }: das ist keine Datei mit Musterdatenbanken
cli-tables-behind = die Musterdatenbanken für { $size } werden für die folgenden Bretter gebaut (einmalig, etwa { $seconds } s); bis dahin antworten die schnellen
cli-tables-behind-wide = die Musterdatenbanken für { $size } werden für die folgenden Bretter gebaut (einmalig, etwa { $seconds } s); mit ihnen werden deren Antworten kürzer
cli-tables-finishing = die Musterdatenbanken für { $size } werden für spätere Aufrufe fertiggestellt (Strg+C bricht ab; der nächste Aufruf baut sie erneut)
cli-tables-unusable = die zwischengespeicherten Tabellen sind unbrauchbar ({ $reason }); sie werden neu gebaut
cli-tables-built-unusable = die eben gebauten Tabellen sind unbrauchbar ({ $reason })
cli-tables-saved = die Musterdatenbanken für { $size } sind in { $path } gespeichert (spätere Lösungen laden sie)
cli-tables-unsaved = die Tabellen können nicht in { $dir } aufbewahrt werden: { $reason } (--cache-dir wählt einen anderen Ort)
cli-site-link = { $name } ist ein Link oder liegt hinter einem: ein Paket nimmt nur die eigenen Dateien der Website auf
cli-site-too-large = { $name } ist größer als { $size }: mehr, als eine gebaute Website enthält
cli-boards-per-depth = höchstens { $max } Bretter je Tiefe (die Bretter einer Tiefe werden auf einmal gezogen und gehalten)

## Explain

cli-col-tile = Plättchen
cli-col-at = auf
cli-col-goal = Ziel
cli-col-manhattan = Manhattan
cli-col-misplaced = falsch
cli-yes = ja
cli-hamming-total = Hamming (falsch liegende Plättchen) = { $n }
cli-manhattan-total = Manhattan = { $n }
cli-conflicts = Lineare Konflikte = { $pairs }; Schätzung mit linearem Konflikt = { $n }
cli-no-conflicts = keine
cli-conflict-row = Zeile { $n }: { $a } und { $b }
cli-conflict-column = Spalte { $n }: { $a } und { $b }

## Scan

cli-scan-read = Ein { $size }-Brett aus dem Foto gelesen, in { $ms } ms
cli-scan-check = diese Felder prüfen, sie wurden nicht sicher erkannt: { $cells }
cli-scan-cell = Zeile { $row } Spalte { $col }
cli-scan-unsolvable = so gelesen kann dieses Brett das Ziel (Lücke am Ende) nicht erreichen: ein Feld ist vielleicht falsch gelesen, oder das Puzzle wurde falsch zusammengesetzt
cli-scan-bench = { $photos ->
        [one] { $photos } zurückgehaltenes Foto
       *[other] { $photos } zurückgehaltene Fotos
    } ({ $sizes }{ $known }): { $exact } genau gelesen, { $silent } falsch ohne markiertes Feld, { $flagged } falsch mit markierten Feldern, { $failed } nicht gelesen
cli-scan-corners = acht Zahlen, x,y jeder der vier Ecken des Bretts in Pixeln des Fotos (z. B. 120,80,600,90,610,560,110,570)
cli-scan-bench-known = , Größe angegeben
cli-scan-bench-outline = , Umriss angegeben
cli-scan-bench-time = Zeit je Foto: Median { $median } ms, p95 { $p95 } ms, Maximum { $max } ms


## How a solver answered (after the algorithm's name: "Solved by Auto (IDA* with …)")

method-exact-table = exakte Distanztabelle
method-pdb = IDA* mit additiven Musterdatenbanken
method-pdb-reflected = IDA* mit additiven Musterdatenbanken und Spiegelung
method-pdb-quick = IDA* mit den schnellen (5-5-5) Musterdatenbanken
method-pdb-quick-reflected = IDA* mit den schnellen (5-5-5) Musterdatenbanken und Spiegelung
method-linear-conflict = IDA* mit linearem Konflikt
method-weighted-pdb = gewichtetes A* mit Musterdatenbanken, Gewicht { $weight }
method-weighted-linear-conflict = gewichtetes A* mit linearem Konflikt, Gewicht { $weight }
# Fast mode on a large board: rows and columns are put in place one by one, then the last block
# (e.g. 3×3) is solved optimally. { $size } is that block's size.
method-lines = Zeilen und Spalten einzeln, der letzte Block { $size } optimal
method-lines-searched = Zeilen und Spalten einzeln, jede per Suche platziert, der letzte Block { $size } optimal
# { $lines } is method-lines or method-lines-searched.
method-finish-pdb = { $lines } mit Musterdatenbanken
method-finish-linear-conflict = { $lines } per IDA* mit linearem Konflikt

## The element's notices when it cannot start (n-puzzle.js shows them before the puzzle's own code runs)

element-policy = Das Puzzle kann auf dieser Seite nicht starten: die Content-Security-Policy der Seite verweigert es ({ $directive }). Wer die Seite betreibt, kann es erlauben, wie es die Einbettungsanleitung beschreibt.
element-load = Das Puzzle konnte nicht geladen werden ({ $why }). Prüfe die Verbindung und lade die Seite neu.
element-style = Die Content-Security-Policy dieser Seite verweigert das Stylesheet des Puzzles ({ $directive }): es funktioniert, sieht aber schlicht aus.

## What a learning record store shows of a graded attempt (xAPI: the verb's name, the exercise's name)

lms-verb-answered = beantwortet
lms-verb-passed = bestanden
lms-verb-failed = nicht bestanden
lms-activity = N-Puzzle-Übung: { $task }
lms-task-play = das Ziel mit wenigen Zügen erreichen
lms-task-predict = die nächsten Expansionen vorhersagen
lms-task-children = g, h und f der Kindknoten
lms-task-heuristic = eine zulässige Heuristik, die Manhattan schlägt


## The scan dialog

scan-title = Puzzle scannen
scan-help = Fotografiere von genau oben, mit dem ganzen Brett im Bild und gut beleuchtet, oder wähle ein Foto.
scan-photo = Foto
scan-size = Größe
scan-size-auto = Aus dem Foto lesen
scan-reading = Das Foto wird gelesen …
scan-read = Ein { $size }-Brett gelesen. Prüfe die markierten Felder: tippe auf ein Feld, um seine Zahl zu ändern.
scan-read-sure = Ein { $size }-Brett gelesen. Vergleiche es mit deinem Puzzle; tippe auf ein Feld, um seine Zahl zu ändern.
scan-other-size = Stattdessen als { $size }-Brett lesen
scan-board = Das gelesene Brett (0 oder leer für die Lücke)
scan-cell = Zeile { $row }, Spalte { $col }
scan-unsure = unsicher
scan-duplicate = Jede Zahl von 0 bis { $max } muss einmal vorkommen: prüfe { $list }.
scan-use = Dieses Brett verwenden
scan-cancel = Abbrechen
scan-too-large = Die Datei hat { $mb } MB: Fotos bis { $max } MB können gelesen werden.
scan-too-many-pixels = Das Foto hat { $width }×{ $height } Pixel ({ $mp } Megapixel): Fotos bis { $max } Megapixel können gelesen werden.
scan-not-an-image = Diese Datei ist kein Foto (ein JPEG- oder PNG-Bild).
scan-damaged = Dieses Foto ist abgeschnitten oder beschädigt: seine Datei enthält nicht das ganze Bild.
scan-no-board = Kein Puzzle im Foto gefunden: fotografiere von oben, mit dem ganzen Brett im Bild.
scan-two-boards = Zwei Puzzles im Foto: fotografiere eines nach dem anderen.
scan-cut-off = Ein Teil des Bretts liegt außerhalb des Fotos: geh einen Schritt zurück oder dreh das Handy.
scan-size-unsupported = Ein { $size }-Brett kann nicht gescannt werden: Größen von 2×2 bis 6×6.
scan-no-grid = Das Brett wurde gefunden, aber seine Plättchen sind nicht zu unterscheiden: mehr Licht, weniger Spiegelung.
scan-failed = Das Einlesen konnte nicht starten: { $why }
scan-outline = Nicht das Brett? Ziehe die Ecken des Umrisses auf die Ecken des Bretts.
scan-place = Oder markiere das Brett selbst: ziehe die Ecken des Umrisses auf die Ecken des Bretts.
scan-keys = Dein Foto mit dem Umriss des Bretts. Um eine Ecke zu verschieben, drücke 1, 2, 3 oder 4, um sie zu wählen, dann die Pfeiltasten.
scan-camera = Kamera verwenden
scan-shoot = Foto aufnehmen
scan-stop = Kamera schließen
scan-guide = Bring das ganze Brett in den Rahmen, von genau oben.
scan-video = Das Bild der Kamera
scan-camera-denied = Die Kamera ist hier nicht erlaubt: erlaube sie für diese Seite, oder nimm mit „Foto“ ein Foto auf oder wähle eines.
scan-camera-none = Keine Kamera gefunden: nimm mit „Foto“ ein Foto auf oder wähle eines.
scan-camera-failed = Die Kamera ließ sich nicht öffnen ({ $why }): nimm mit „Foto“ ein Foto auf oder wähle eines.
scan-alt = Dein Foto, das gefundene Brett umrandet
