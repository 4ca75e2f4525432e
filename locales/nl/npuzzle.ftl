# Nederlands: vertaald uit locales/en/npuzzle.ftl (dezelfde bericht-id's en { $placeholders }).
# Fluent-syntaxis: https://projectfluent.org/fluent/guide/ (meervoud: { $n -> [one] … *[other] … }).
# Terms: A*, IDA* blijven namen, zoals in de Nederlandstalige cursussen en in Russell & Norvig.
# Terms: BFS, DFS, IDDFS blijven afkortingen, zoals gebruikelijk in de cursussen (voluit: breedte-eerst zoeken, diepte-eerst zoeken, iteratief verdiepend zoeken).
# Terms: frontier blijft Engels: Nederlandstalige AI-cursussen werken met de Engelse Russell & Norvig en zeggen ‘de frontier’; ‘rand’ of ‘open lijst’ is niet gangbaar.
# Terms: seed blijft Engels: zo heet de startwaarde van een toevalsgenerator in Nederlandstalige programmeercursussen.

## De taal zelf

# The language's own name, as its speakers write it (the language menu lists every language so).
language-name = Nederlands
# ltr, or rtl for a language written right to left (the page mirrors its layout).
language-direction = ltr
# The label of the page's language menu.
language = Taal

## Het bord

board-region = Puzzelbord
board-role = puzzelbord
board-keys = De pijltjestoetsen schuiven een tegel in het gat: de tegel beweegt in de richting van de pijl.
moves-label = Zetten:
solved-badge = Opgelost!
board-hint = Klik of tik op een tegel naast het lege vak, veeg, of geef het bord de focus en gebruik de pijltjestoetsen.
goal-label = { $size }-bord, doel: { $kind }
blank-last = leeg vak achteraan
blank-first = leeg vak vooraan
blank = leeg vak
describe = Puzzelbord, { $size }: { $rows }

## Het bordpaneel

board-title = Bord
tabs = Panelen
panel-loading = Dit paneel wordt geladen…
panel-not-loaded = Dit paneel kon niet worden geladen. Controleer de verbinding: over een paar seconden wordt het opnieuw geprobeerd.
tab-study = Bestuderen
tab-share = Delen
node-board = Bord van knoop { $node }: { $rows }
size = Grootte
puzzle-name = { $n }-puzzel
goal = Doel
goal-end-option = Leeg vak achteraan (1 2 3 / … / _)
goal-start-option = Leeg vak vooraan (_ 1 2 / …)
shuffle = Schudden
scramble = Husselen
scramble-moves = Husselzetten
moves-unit = zetten
reset = Terugzetten
board-text = Bord als tekst
board-text-help = (plak of typ: rijen op aparte regels of gescheiden door /, leeg vak als 0, _ of .)
use-board = Dit bord gebruiken
scan-puzzle = Puzzel scannen…
scan-not-loaded = De scanfunctie kon niet worden geladen ({ $why }). Controleer de verbinding en probeer het opnieuw.

## Het oplospaneel

solve-title = Oplossen
algorithm = Algoritme
heuristic = Heuristiek
option-auto = Automatisch (snelste optimale)
option-fast = Snel (elke grootte, niet de kortste)
name-bfs = Breedte-eerst zoeken
name-dfs = Diepte-eerst zoeken
name-iddfs = Iteratief verdiepend zoeken
name-bibfs = Bi­direc­tioneel breedte-eerst zoeken
name-greedy = Gretig best-eerst zoeken
name-a-star = A*
name-ida-star = IDA*
name-auto = Automatisch
name-fast = Snelle modus
option-hamming = Hamming (verkeerd liggende tegels)
name-hamming = Hamming
name-manhattan = Manhattan
name-linear-conflict = Lineair conflict
large-note = Groot bord: Snel vindt meteen een oplossing, maar niet per se de kortste.
solve = Oplossen
cancel = Annuleren
tree-depth = Boomdiepte: { $n }
f-bound = f-grens: { $n }
depth = Diepte: { $n }
expanded = Geëxpandeerd
frontier = Frontier
time = Tijd
seconds = s
preparing = Eerste keer oplossen bij deze grootte: tabellen voor { $size } worden voorbereid… { $pct }%
length = Lengte
optimal = Optimaal
enqueued = In de wachtrij gezet
largest-frontier = Grootste frontier
yes = ja
not-guaranteed = niet gegarandeerd
ms = { $ms } ms
ms-with-tables = { $ms } ms ({ $tables } ms tabellen)

## Afspelen

playback = Afspelen
jump-start = Naar het begin
step-back = Stap terug
play = Afspelen
pause = Pauzeren
step-forward = Stap vooruit
jump-end = Naar het einde
speed = Snelheid
step-of = Stap { $step } van { $total }
step-of-tile = Stap { $step } van { $total }: tegel { $tile } { $way }
step-of-done = Stap { $step } van { $total }: doel bereikt.
move-button = Zet { $i }: tegel { $tile } { $way }
moves-shown = Zetten { $from }–{ $to } van { $total }
moves-earlier = Eerdere zetten
moves-later = Latere zetten
move-list-help = De zettenlijst toont elke tegel en de richting waarin hij schuift.

## Het zoekproces bestuderen

study-title = Het zoekproces bestuderen
hint-button = Hint
thinking = Even denken…
hint-next = Volgende: schuif { $tile } { $way }. Nog { $n ->
        [one] { $n } zet
       *[other] { $n } zetten
    } te gaan (een kortste oplossing).
hint-next-about = Volgende: schuif { $tile } { $way }. Nog ongeveer { $n ->
        [one] { $n } zet
       *[other] { $n } zetten
    } te gaan.
hint-none = Geen hint: de oplosser vond niet op tijd een oplossing.
already-solved = Al opgelost!
show-heuristics = De heuristieken op het bord tonen
heuristic-totals = Hamming { $hamming } · Manhattan { $manhattan } · Lineair conflict { $lc }
ghf = Stap { $g }: g = { $g }, h = { $h } ({ $heuristic }), f = g + h = { $f }
overlay-help = De hoek van elke tegel toont zijn Manhattan-afstand; tegels op hun doelvak zijn groen; oranje lijnen verbinden tegels in lineair conflict.
copy-assignment = Kopiëren zoals de opdracht het afdrukt
step-title = Het zoekproces stap voor stap
trace-start = Het zoekproces opnemen
trace-help = Neemt het gekozen algoritme op dit bord op en loopt het daarna stap voor stap door: elke geëxpandeerde knoop, elk gegenereerd kind.
trace-needs-algorithm = Stap voor stap werkt alleen met een van de behandelde zoekalgoritmen: kies onder Oplossen elk algoritme behalve Automatisch en Snelle modus.
recording = Het zoekproces wordt opgenomen…
trace-ready = Opgenomen: loop het hieronder stap voor stap door.
trace-limited = Opgenomen tot de limiet van de opname: de eerste { $n ->
        [one] { $n } gebeurtenis
       *[other] { $n } gebeurtenissen
    }; loop ze hieronder stap voor stap door.
trace-reset = Naar het begin
trace-back = Terug
trace-run = Doorlopen
trace-step = Stap
trace-end = Naar het einde
trace-close = Sluiten
trace-status = Gebeurtenis { $step } van { $total } · geëxpandeerd { $expanded } · gegenereerd { $generated }
trace-start-event = Het begin: nog niets geëxpandeerd.
event-iteration = Nieuwe iteratie: grens { $bound }.
event-expand = Knoop { $node } expanderen (g { $g }, h { $h }, f { $f }).
event-expand-back = Knoop { $node } expanderen (vanaf het doel; g { $g }, h { $h }, f { $f }).
event-generate = Kind door het lege vak { $via } te schuiven: g { $g }, h { $h }, f { $f }: { $fate }.
event-goal = Doel gevonden: knoop { $node }.
fate-new = nieuw, komt in de frontier
fate-within = binnen de grens, wordt hierna doorzocht
fate-seen = al gezien, verworpen
fate-reopened = via een korter pad bereikt, opnieuw in de wachtrij
fate-over-bound = f boven de grens, afgekapt
fate-met = bereikt door de zoektocht vanaf het andere eind: de twee zoektochten ontmoeten elkaar
# Bidirectional BFS searches from the start and from the goal: a frontier row of the goal's
# search is marked with side-goal, and its expansions read event-expand-back.
side-goal = vanaf het doel
children = Kinderen van de knoop die wordt geëxpandeerd
frontier-caption = Frontier, eerstvolgende eerst: { $n ->
        [one] { $n } knoop
       *[other] { $n } knopen
    }
frontier-caption-pick = Frontier in de volgorde waarin de knopen zijn gemaakt (de volgende staat niet per se vooraan): { $n ->
        [one] { $n } knoop
       *[other] { $n } knopen
    }
frontier-none = IDDFS en IDA* houden geen frontier bij: ze zoeken diepte-eerst binnen de grens.
col-move = Leeg vak schuift
col-node = Knoop
col-what = Wat ermee gebeurde
predict-label = Voorspel: kies de knoop die hierna wordt geëxpandeerd
pick-label = Knoop { $node } kiezen
pick = Kiezen
rule-bfs = BFS neemt de oudste knoop uit de frontier (eerst erin, eerst eruit)
rule-dfs = DFS neemt de nieuwste knoop uit de frontier (laatst erin, eerst eruit)
rule-greedy = gretig zoeken neemt de kleinste h (bij gelijke stand: de oudste)
rule-a-star = A* neemt de kleinste f = g + h (bij gelijke stand: de kleinere h, dan de oudste)
rule-greedy-newest = gretig zoeken neemt de kleinste h (bij gelijke stand: de nieuwste)
rule-a-star-oldest = A* neemt de kleinste f = g + h (bij gelijke stand: de oudste)
rule-a-star-newest = A* neemt de kleinste f = g + h (bij gelijke stand: de nieuwste)
settings-title = Zoekinstellingen
settings-help = Cursusopdrachten leggen deze vast. De volgorde van de zetten van het lege vak geldt voor elk zoekalgoritme behalve Automatisch en Snel, de gelijke stand voor gretig zoeken en A*, de doeltest voor BFS.
order-label = Volgorde van de zetten van het lege vak
ties-label = Gelijke stand
ties-deeper = kleinere h eerst, dan de oudste
ties-oldest = de oudste eerst (eerst erin, eerst eruit)
ties-newest = de nieuwste eerst (laatst erin, eerst eruit)
code-title = Het algoritme, regel voor regel
code-line = Regel { $n }: { $code }
code-duplicates = duplicaatdetectie: elk bord wordt één keer bewaard
code-dfs-order = van laatste naar eerste op de stapel gelegd, zodat de eerste zet er als eerste af komt
code-reopen = er is een korter pad naartoe gevonden
code-tree-depth = de Boomdiepte
code-next-bound = de kleinste f die boven de grens uitkwam
code-cut = afgekapt: in deze iteratie niet doorzocht
code-level = telkens een heel niveau, dus de eerste ontmoeting is een kortste pad
code-meet = de twee zoektochten ontmoeten elkaar: het pad loopt van de start naar het kind, dan naar het doel
# The pseudocode, line by line, as a textbook in the language prints it: keep each line's
# structure and symbols (←, [ ], ( ), ∞, f, g, h); the words and names may be the language's.
pc-start-queue = frontier ← wachtrij [start]; bereikt ← {"{"}start{"}"}
pc-start-stack = stapel ← [start]; bereikt ← {"{"}start{"}"}
pc-start-priority = frontier ← prioriteitswachtrij op { $by }: [start]
pc-goal-start = als start het doel is: retourneer start
pc-while-frontier = zolang frontier niet leeg is:
pc-while-stack = zolang stapel niet leeg is:
pc-pop-first = knoop ← frontier.neem_eerste()
pc-pop-stack = knoop ← stapel.neem()
pc-pop-min = knoop ← frontier.neem_min()
pc-goal-node = als knoop het doel is: retourneer knoop
pc-moves = voor elke zet in [{ $order }]:
pc-moves-reversed = voor elke zet in omgekeerd([{ $order }]):
pc-child = kind ← knoop + zet
pc-child-g = kind ← knoop + zet; g(kind) ← g(knoop) + 1
pc-goal-child = als kind het doel is: retourneer kind
pc-seen = als kind in bereikt zit: sla het over
pc-seen-g = als kind bereikt is met g ≤ g(kind): sla het over
pc-reopen = als kind bereikt is met een grotere g: zet het opnieuw in de wachtrij
pc-push-frontier = bereikt.voeg_toe(kind); frontier.voeg_in(kind)
pc-push-stack = bereikt.voeg_toe(kind); stapel.leg_op(kind)
pc-push-g = bereikt[kind] ← g(kind); frontier.voeg_in(kind)
pc-fail = retourneer mislukking
pc-start-bound = grens ← h(start)
pc-start-limit = limiet ← 0
pc-loop = herhaal:
pc-iterate = volgende ← ∞; als zoek(start, 0) gevonden geeft: retourneer zijn pad
pc-next-bound = grens ← volgende
pc-next-limit = limiet ← limiet + 1
pc-function-g = functie zoek(knoop, g):
pc-function-depth = functie zoek(knoop, diepte):
pc-goal-found = als knoop het doel is: retourneer gevonden
pc-moves-no-undo = voor elke zet in [{ $order }], behalve die de laatste ongedaan maakt:
pc-child-f = kind ← knoop + zet; f ← g + 1 + h(kind)
pc-cut-f = als f > grens: volgende ← min(volgende, f); sla het over
pc-cut-depth = als diepte + 1 > limiet: sla het over
pc-recurse-g = als zoek(kind, g + 1) gevonden geeft: retourneer gevonden
pc-recurse-depth = als zoek(kind, diepte + 1) gevonden geeft: retourneer gevonden
pc-not-found = retourneer niet gevonden
pc-start-two = heen ← wachtrij [start]; terug ← wachtrij [doel]; bereikt ← {"{"}start: heen, doel: terug{"}"}
pc-while-two = zolang heen en terug niet leeg zijn:
pc-take-level = niveau ← de kleinste van heen en terug (heen bij gelijkspel), geleegd
pc-for-level = voor elke knoop in niveau:
pc-meet = als kind vanaf het andere eind bereikt is: retourneer het pad start → kind → doel
pc-push-side = bereikt[kind] ← de kant van knoop; voeg kind in aan die kant
pc-move-up = omhoog
pc-move-down = omlaag
pc-move-left = links
pc-move-right = rechts
pc-order = { $a }, { $b }, { $c }, { $d }
goal-test-label = Doeltest
goal-at-generation = wanneer een knoop wordt gegenereerd
goal-at-expansion = wanneer een knoop wordt geëxpandeerd
node-value = knoop { $node } heeft { $what } = { $v }
node-age = knoop { $node } werd gegenereerd als nummer { $node }
predict-right = Goed: { $rule }; { $why }.
predict-wrong = Niet helemaal: knoop { $next } is de volgende. { $rule }; { $why }, en { $yours }.
predict-skipped = Overgeslagen zonder keuze: knoop { $next } was de volgende. { $rule }.
tree-title = De zoekboom
tree-collapse = Alleen de weg naar de frontier en het doel
tree-summary = Zoekboom: { $n ->
        [one] { $n } knoop
       *[other] { $n } knopen
    } getekend ({ $expanded } geëxpandeerd, { $open } open, { $cut } afgekapt, { $hidden } verborgen), diepte { $depth }. { $path }
tree-path = Het pad naar het doel: knopen { $nodes }.
tree-legend = Blauw: open. Grijs: geëxpandeerd. Groen: het pad naar het doel. Rood: afgekapt door de grens. Wijs een knoop aan, of selecteer de boom en gebruik de pijltjestoetsen, om zijn bord te zien.
tree-node-info = Knoop { $node }: g { $g }, h { $h }, f { $f }. Bord: { $board }
tree-too-big = Alleen de eerste { $n ->
        [one] { $n } knoop is
       *[other] { $n } knopen zijn
    } getekend.
chart-depth = Gegenereerde knopen per diepte
chart-frontier = Grootte van de frontier bij elke expansie
chart-depth-text = Knopen per diepte: { $values }.
chart-frontier-text = Grootte van de frontier van { $first } tot { $last }, grootste { $max }.
experiment-title = Het experiment uit het leerboek
experiment-help = Voor elke diepte d: 8-puzzels waarvan de kortste oplossing precies d zetten telt, willekeurig gekozen uit al zulke puzzels; elk aangevinkt zoekalgoritme lost ze allemaal op. De tabel geeft het gemiddelde aantal gegenereerde knopen en, tussen haakjes, de effectieve vertakkingsfactor b*: de b waarvoor N + 1 = 1 + b + b² + … + b^d. Een zoekalgoritme dat op een bord meer dan { $n } knopen nodig heeft, toont –. Dezelfde seed geeft dezelfde getallen als npuzzle experiment.
experiment-depths = Diepten (van..tot:stap, of een lijst)
experiment-count = Borden per diepte
experiment-seed = Seed
experiment-searches = Zoekalgoritmen
experiment-run = Het experiment uitvoeren
experiment-running = Het experiment loopt…
experiment-done = Het experiment is klaar.
experiment-bad-depths = ‘{ $depths }’ is geen lijst van diepten: schrijf van..tot:stap (zoals 2..24:2) of een lijst (zoals 2,4,8), elk van 0 tot 31.
experiment-cancelled = Geannuleerd: de rijen tot nu toe blijven staan.
experiment-no-search = Vink minstens één zoekalgoritme aan.
experiment-caption = Gemiddeld aantal gegenereerde knopen (b*), per oplossingsdiepte d
experiment-chart = Gegenereerde knopen per diepte (logaritmische schaal)
compare-title = De zoekalgoritmen vergelijken
compare-button = Alle zoekalgoritmen vergelijken
compare-help = Voert elk algoritme met elke heuristiek op dit bord uit, na elkaar, elk met hoogstens { $n ->
        [one] { $n } knoop
       *[other] { $n } knopen
    }.
comparing = Alle zoekalgoritmen worden op dit bord vergeleken.
compared = { $n ->
        [one] { $n } zoekalgoritme
       *[other] { $n } zoekalgoritmen
    } vergeleken.
compare-cancelled = Vergelijking geannuleerd.
copy-csv = CSV kopiëren
copy-markdown = Markdown kopiëren
col-algorithm = Algoritme
col-heuristic = Heuristiek
col-chart = Geëxpandeerd (logaritmische schaal)
status-waiting = wacht
status-running = bezig
status-solved = opgelost
status-limit = knopenlimiet
status-cancelled = geannuleerd
status-failed = mislukt
play-row = Afspelen
play-row-label = De oplossing van { $algo } afspelen
playing-row = De oplossing van { $algo } wordt afgespeeld.

## Beoordeelde oefeningen (het paneel van de student)

ex-title = Oefening
ex-cannot-start = Deze oefening kan niet starten: { $why }
ex-ask-teacher = Meld het aan wie de oefening heeft klaargezet.
ex-task-play = Bereik het doel met de hand in zo weinig mogelijk zetten. Je slaagt met hoogstens { $slack ->
        [one] { $slack } zet
       *[other] { $slack } zetten
    } meer dan de kortste oplossing.
ex-task-predict = Voorspel de volgende { $n } expansies van { $algo }: kies vóór elke expansie de knoop uit de frontier waarvan je denkt dat die als volgende wordt geëxpandeerd. Je slaagt met { $pass }% goed.
ex-task-children = Geef voor elk van de volgende { $n } expansies van A* met { $heuristic } de g, h en f = g + h van elk kind dat wordt gegenereerd. Je slaagt met { $pass }% goed.
ex-task-heuristic = Schrijf een heuristiek h voor de 8-puzzel in de formuletaal van het lab (zoals manhattan + 2*conflicts). Ze wordt gecontroleerd op alle 181.440 borden en met A* tegen Manhattan in een race gezet op { $boards } borden. Je slaagt als h toelaatbaar is en hoogstens { $pass }% van de knopen van Manhattan genereert.
ex-submit-h = h inleveren
ex-grading = h wordt op elk bord gecontroleerd en daarna tegen Manhattan in een race gezet…
ex-h-raced = Toelaatbaar. Op de borden van de race genereerde h { $own } knopen, Manhattan { $manhattan }: { $percent }% van die van Manhattan.
ex-h-race-caption = Gegenereerde knopen op de 20 borden van de race, per oplossingsdiepte d
ex-h-over-budget = Toelaatbaar, maar A* met h ging op de borden van de race over { $max ->
        [one] { $max } knoop
       *[other] { $max } knopen
    }: meer dan Manhattan voor alle 120 nodig heeft, welke er ook gekozen worden.
ex-h-seed = De borden van de race zijn bij deze poging willekeurig gekozen met seed { $seed }: npuzzle heuristic grade --seed { $seed } beoordeelt h op dezelfde borden.
ex-no-grade = h kon niet worden beoordeeld ({ $why }). Lever h opnieuw in.
ex-progress = { $done } van { $n }
ex-attempt = Poging { $n }
ex-moves-so-far = Zetten: { $moves }
ex-hints-used = Gebruikte hints: { $n }
ex-hints-left = Gebruikte hints: { $n } van { $max }
ex-score = Score: { $raw } van { $max } ({ $percent }%)
ex-play-score = { $moves ->
        [one] { $moves } zet
       *[other] { $moves } zetten
    }; de kortste oplossing telt er { $optimal }.
ex-passed = Geslaagd: { $raw } van { $max } (poging { $attempt }).
ex-failed = Niet geslaagd: { $raw } van { $max } (poging { $attempt }).
ex-try-again = Opnieuw proberen
ex-keep-best = De cursus bewaart je beste resultaat: een nieuwe poging kan het niet verlagen.
ex-keep-last = De cursus bewaart je laatste resultaat: een nieuwe poging vervangt dit, ook als die lager scoort.
ex-started = Er is een nieuwe poging gestart.
ex-pick-prompt = Welke knoop wordt als volgende geëxpandeerd?
ex-expanding = Knoop { $node } wordt geëxpandeerd: geef g, h en f van elk kind.
ex-child = Kind
ex-child-via = leeg vak { $way }
ex-value-of = { $value } van het kind met het lege vak { $way }
ex-check = Controleren
ex-children-verdict = { $right } van { $n ->
        [one] { $n } kind
       *[other] { $n } kinderen
    } goed.
ex-child-right = goed
ex-child-wrong = fout: g = { $g }, h = { $h }, f = { $f }
ex-waiting = De oefening wordt voorbereid…
ex-restored = Je poging is hersteld op het punt waar je was gebleven.
ex-saved-damaged = Een hier opgeslagen poging was beschadigd en is opzijgezet: er begint een nieuwe poging.
ex-saved-version = Een opgeslagen poging uit een andere versie van de app is opzijgezet: er begint een nieuwe poging.
ex-not-kept = Deze browser bewaart niets voor deze pagina, dus na herladen begint de poging opnieuw.
ex-no-optimal = De kortste oplossing is niet bekend, dus de poging kan nog niet worden beoordeeld ({ $why }).
ex-no-more-hints = Geen hints meer in deze oefening.
ex-board-held = Het bord beweegt nu niet: het hoort bij de oefening.
ex-move-cap = De poging is na { $n ->
        [one] { $n } zet
       *[other] { $n } zetten
    } beëindigd zonder dat het doel is bereikt.
puzzle-numbered = Puzzel { $n }
ex-board-fixed = Het bord van de oefening kan niet worden gewijzigd zolang de oefening loopt.
ex-restarted = De oefening is gewijzigd: er is een nieuwe poging gestart.
ex-resume-ignored = Een opgeslagen poging die werd aangeboden terwijl de oefening loopt, is genegeerd.
ex-delivered = Je resultaat is bij de cursus aangekomen.
ex-pending = Je resultaat is nog niet bij de cursus aangekomen; het wordt bewaard en opnieuw verzonden.
ex-no-session = De cursus neemt nu geen resultaten aan: dat van jou wordt hier bewaard en verzonden wanneer je deze oefening weer opent.
ex-bad-board = het bord ‘{ $v }’ is niet bruikbaar: { $why }
ex-bad-task = de taak ‘{ $v }’ bestaat niet: gebruik play, predict of children
ex-bad-id = de oefening-id ‘{ $v }’ is niet bruikbaar: hoogstens { $max } letters, cijfers, - _ . of :
ex-bad-count = count ‘{ $v }’ is geen aantal vragen van 1 tot { $max }
ex-bad-slack = slack ‘{ $v }’ is geen aantal zetten van 0 tot { $max }
ex-bad-hints = hints ‘{ $v }’ is niet on, off of een getal van 0 tot { $max }
ex-bad-pass = pass ‘{ $v }’ is geen slaaggrens: geef een fractie (0.8) of een percentage (80%)
ex-setting = { $field }: { $why }
ex-bad-keep = keep ‘{ $v }’ is niet best of last
ex-too-large = een { $size }-bord is te groot voor een oefening: hoogstens { $max ->
        [one] { $max } vak
       *[other] { $max } vakken
    }
ex-unsolvable = het bord kan het doel niet bereiken, dus geen enkele taak kan het gebruiken
ex-already-goal = het bord is al het doel: er is niets te doen
ex-needs-predictable = predict vereist BFS, DFS, gretig zoeken of A*, niet { $algo }
ex-needs-a-star = children vereist A*, niet { $algo }

## Het oefeningpaneel (voor docenten, naast Delen)

au-title = Oefening (voor docenten)
au-help = Maak van dit bord en dit zoekalgoritme een beoordeelde oefening. Studenten zien de taak, hun voortgang en hun score; de resultaten komen op je cursuspagina of in je LMS.
au-task = Taak
au-task-play = Spelen: bereik het doel in weinig zetten
au-task-predict = De volgende expansies voorspellen
au-task-children = g, h en f van de kinderen (A*)
au-task-heuristic = Een toelaatbare heuristiek schrijven
au-count = Vragen
au-slack = Toegestane zetten boven de kortste
au-hints-name = Hints
au-hints-on = Toegestaan, elke telt
au-hints-off = Geen
au-hints-most = Hoogstens { $n }
au-pass = Slaaggrens
au-id = Oefening-id (optioneel)
au-keep = Het LMS bewaart
au-keep-best = de beste poging
au-keep-last = de laatste poging
au-preview = Bekijken als student
au-copy-link = De link kopiëren
au-copy-iframe = De iframe kopiëren
au-copy-element = Het element kopiëren
au-format = Pakket voor
au-format-help = SCORM 1.2: Moodle, Canvas en bijna elk LMS. SCORM 2004: Blackboard, Brightspace, ILIAS, Open edX (die ook 1.2 aannemen). cmi5: LMS'en die gebouwd zijn op xAPI en een learning record store.
au-download = Downloaden voor je LMS
au-invalid = Niet klaar: { $why }
ex-packing = Het pakket wordt gemaakt…
ex-packed = Het pakket ({ $kb } KB) is gedownload: upload het naar je LMS als { $format }-pakket.
ex-pack-failed = Het pakket kon niet worden gemaakt: { $why }
ex-pack-bad-name = files.json noemt ‘{ $name }’ { $why ->
         [parent] buiten de site (..)
         [absolute] vanaf de root (/)
         [backslash] met een backslash
         [colon] met een dubbele punt (C:, een adres)
         [empty] met een leeg of ‘.’-deel
         [duplicate] twee keer
        *[character] met ?, #, % of een verborgen teken
    }: bouw de site opnieuw.

## De klasweergave (een docent start een link in het LMS: pogingen, cijfers en antwoorden van de studenten)

class-title = { $title }: de klas
class-untitled = N-puzzel-oefening
class-boardless = De oefening van deze link legt geen bord vast, dus de pogingen krijgen geen cijfer: de pagina van elke student zou een eigen bord kiezen. Voeg de oefening opnieuw toe met een bord.
class-no-column = Deze link heeft geen kolom in het cijferoverzicht: de cijfers worden alleen hier bewaard. Voeg de oefening toe via de inhoudsselectie van het LMS (Deep Linking) om er een te krijgen.
class-find = Een student zoeken
class-no-students = Nog geen enkele student heeft deze oefening geopend.
class-no-answers = Nog geen antwoorden.
class-questions = Vragen
class-questions-caption = Vragen: het laatste antwoord van elke student
class-question = Vraag
class-right = Goed
class-right-answer = Goede antwoord
class-wrong-answers = Veelvoorkomende foute antwoorden
class-share = { $percent }% ({ $right } van { $students })
class-no-wrong = geen
class-students = Studenten
class-students-caption = Studenten die de oefening hebben geopend
class-student = Naam
class-attempts = Pogingen
class-grade = Cijfer
class-gradebook = Cijferlijst
class-last-seen = Laatst actief (UTC)
class-attempts-count = { $begun } begonnen, { $ended } afgerond
class-no-grade = nog geen
class-grade-passed = { $raw } van { $max }, geslaagd
class-grade-failed = { $raw } van { $max }, niet geslaagd
class-nothing-to-send = niets te versturen
class-sent = verstuurd
class-no-column-yet = geen kolom
class-on-its-way = onderweg
class-waiting = wacht: { $why }
class-refresh = Vernieuwen
class-download = Alle antwoorden downloaden (CSV)
class-open-exercise = De oefening openen zoals een student die ziet
class-stopped = Deze weergave wordt niet meer bijgewerkt: start de oefening opnieuw vanuit de cursus om nieuwe antwoorden te zien.
class-open-attempt = Poging openen:
class-attempt-graded = beoordeeld
class-attempt-latest = laatste
class-open-attempt-label = Poging { $attempt } van { $who } openen
class-review-ended = Poging { $attempt } van { $who }, zoals die is achtergelaten (beëindigd).
class-review-open = Poging { $attempt } van { $who }, zoals die is achtergelaten (niet beëindigd).
class-review-note = Dit is hun poging, niet de jouwe: niets wat je hier doet wordt bewaard of verstuurd.
class-lrs-title = Antwoorden van de klas uit een leerrecordopslag
class-lrs-tagline = Voor een cmi5-cursus: elke vraag over de hele klas, de antwoorden van elke leerling en alle antwoorden als CSV, gelezen uit je learning record store (LRS).
class-lrs-endpoint = Adres van de opslag (xAPI-endpoint)
class-lrs-endpoint-help = Je LMS of LRS toont het naast zijn sleutels; het eindigt meestal op /xAPI/ of /data/xAPI/.
class-lrs-key = Sleutel (gebruikersnaam)
class-lrs-secret = Geheim (wachtwoord)
class-lrs-secret-help = Een sleutel die statements mag lezen. Hij blijft in deze pagina: nooit in het adres, nooit bewaard.
class-lrs-activity = AU van de oefening (activity-id)
class-lrs-activity-help = De id van de <au> in de cmi5.xml van het pakket, urn:npuzzle:au:npuzzle- en de id van de oefening, tenzij je LMS de AU's eigen id's geeft: dan tonen de gegevens van de AU in het LMS hem (de activityId van de start-URL).
class-lrs-show = Klas tonen
class-lrs-questions-table = Tabel van de vragen
class-lrs-answers-of = Antwoorden van { $name }
class-lrs-student-summary = { $name }: { $right } van { $questions } goed (laatste antwoorden), { $answers ->
        [one] { $answers } antwoord
       *[other] { $answers } antwoorden
    }
class-lrs-answer = Antwoord
class-lrs-result = Resultaat
class-lrs-seconds = Seconden
class-lrs-when = Beantwoord (UTC)
class-lrs-yes = goed
class-lrs-no = fout
class-lrs-reading = De opslag wordt gelezen…
class-lrs-live = { $answers ->
        [one] { $answers } antwoord
       *[other] { $answers } antwoorden
    } van { $students ->
        [one] { $students } leerling
       *[other] { $students } leerlingen
    }. Wordt live bijgewerkt zolang deze pagina zichtbaar is.
class-lrs-updated = Laatst gelezen om { $time }.
class-lrs-paused = Gepauzeerd zolang deze pagina verborgen is.
class-lrs-none-yet = Nog geen antwoorden op deze oefening. Ze verschijnen hier zodra leerlingen antwoorden. Hebben leerlingen al geantwoord, controleer dan de activity-id van de AU.
class-lrs-bad-endpoint = Het adres van de opslag moet een volledig http://- of https://-adres zijn, zoals https://lrs.example.org/xAPI/.
class-lrs-insecure = Deze pagina komt via HTTPS, dus de browser laat haar geen opslag op een http://-adres lezen. Gebruik het https://-adres van de opslag.
class-lrs-no-key = Typ de sleutel en het geheim.
class-lrs-key-in-address = Typ de sleutel en het geheim in hun eigen velden, niet in het adres van de opslag.
class-lrs-no-activity = Typ de activity-id van de AU.
class-lrs-credentials = De opslag weigerde de sleutel en het geheim (HTTP { $status }). Controleer ze, en of de sleutel statements mag lezen.
class-lrs-network = De opslag op { $endpoint } was niet bereikbaar. Controleer het adres, en of de opslag de oorsprong van deze pagina ({ $origin }) toestaat hem te lezen (CORS): de instellingen van je LRS noemen de toegestane oorsprongen.
class-lrs-timeout = De opslag antwoordde niet binnen { $seconds } seconden. Opnieuw proberen.
class-lrs-not-lrs = Het adres antwoordde, maar niet als xAPI-opslag ({ $what }). Controleer het adres: het eindigt meestal op /xAPI/ of /data/xAPI/.
class-lrs-no-list = geen lijst van statements
class-lrs-refused = De opslag weigerde de vraag (HTTP { $status }): { $detail }
class-lrs-failed = De opslag faalde (HTTP { $status }). Opnieuw proberen.
class-lrs-stale = Opnieuw lezen mislukte; de getoonde antwoorden zijn van { $time }. { $problem }
class-lrs-elsewhere = De volgende pagina van de opslag staat op een andere site ({ $origin }): die wordt niet gevolgd, zodat de sleutel en het geheim bij deze blijven.

## Delen

share = Dit bord delen
share-link = Link
share-iframe = Voor een cursuspagina: een iframe
share-element = Voor een cursuspagina: het element
share-guide = Zo sluit je het in
share-algo-auto = De link en fragmenten openen met Automatisch: { $algo } maakt een { $size }-bord mogelijk niet af binnen de grenzen van een pagina.
copy = Kopiëren
copied = Gekopieerd naar het klembord.
copy-failed = De browser weigerde te kopiëren: selecteer de tekst en kopieer hem zelf.

## De pagina rond de component

page-title = N-puzzel-oplosser
page-tagline = Speel, los op en bestudeer de schuifpuzzel
about-puzzle = Over de puzzel
embed-guide = Zet hem op je cursuspagina

## Richtingen (de kant waarop een tegel schuift)

way-up = omhoog
way-down = omlaag
way-left = naar links
way-right = naar rechts

## Wat er gebeurde

moved = { $tile } { $way } geschoven. { $n ->
        [one] { $n } zet
       *[other] { $n } zetten
    }.
solved-by-hand = { $tile } { $way } geschoven. Opgelost in { $n ->
        [one] { $n } zet
       *[other] { $n } zetten
    }!
busy = Bezig met oplossen… druk op Annuleren om weer te spelen.
shuffled = Geschud: een willekeurig oplosbaar bord.
scrambled = Gehusseld met { $n ->
        [one] { $n } willekeurige zet
       *[other] { $n } willekeurige zetten
    }.
scramble-bad = Husselen vereist een geheel aantal zetten van 1 tot { $max }.
back-to-start = Terug naar de beginstand.
board-from-text = Bord ingesteld vanuit het tekstvak.
board-from-host = Bord ingesteld door de pagina.
not-a-board = Geen bord: { $why }.
no-solution = Geen oplossing mogelijk.
no-solution-searched = Geen oplossing mogelijk, dus er is niets doorzocht.
explain-odd = Inversies (paren tegels die ten opzichte van het doel omgekeerd staan): { $inv }. Op een bord met oneven breedte ({ $width }) behoudt elke zet de pariteit van dat aantal, en het doel heeft er geen: het moet even zijn. { $inv } is { $parity }, { $verdict }.
explain-even = Inversies (paren tegels die ten opzichte van het doel omgekeerd staan): { $inv }; rijen tussen het lege vak en zijn doelrij: { $rows }. Op een bord met even breedte ({ $width }) verandert een zet omhoog of omlaag de pariteit van beide, dus hun som moet even zijn, zoals in het doel. { $inv } + { $rows } = { $sum } is { $parity }, { $verdict }.
even = even
odd = oneven
can-reach = dus het doel is bereikbaar
cannot-reach = dus het doel is nooit bereikbaar: verwissel twee willekeurige tegels om dat te veranderen
searching = Zoeken…
lab-title = Heuristiekenlab
lab-help = Schrijf je eigen h en controleer die op elk bord van deze grootte tegen de werkelijke afstanden (alle 181.440 voor de 8-puzzel; een steekproef voor grotere borden). Namen: hamming, manhattan, conflicts, n, rows, cols, blank_row, blank_col, row(t), col(t), goal_row(t), goal_col(t); sum(t: …), max(…), min(…), abs(…), + − * /, if … then … else ….
lab-formula = Je heuristiek h
lab-check = h controleren
lab-checking = h wordt op elk bord gecontroleerd…
lab-empty = Schrijf eerst een formule, bijv. manhattan + 2*conflicts.
lab-bad-formula = h is niet bruikbaar: { $why }
lab-states = { $h } op { $n ->
        [one] { $n } bord
       *[other] { $n } borden
    }{ $sample }:
lab-sample = {" "}(een steekproef)
lab-admissible = Toelaatbaar: nooit boven de werkelijke afstand.
lab-not-admissible = Niet toelaatbaar: h = { $h } op een bord dat { $hstar ->
        [one] { $hstar } zet
       *[other] { $hstar } zetten
    } van het doel ligt.
lab-consistent = Consistent: 0 in het doel, en hoogstens 1 verschil tussen naburige borden.
lab-not-consistent = Niet consistent: h = { $ha } en { $hb } op twee naburige borden.
lab-not-a-number = Geen getal op een bord: h { $value ->
        [not-a-number] is daar NaN (bijvoorbeeld oneindig min oneindig)
        [infinite] is daar oneindig
        [minus-infinite] is daar min oneindig
       *[division] deelt daar door nul (bij teken { $at })
    }. Een heuristiek moet op elk bord een getal zijn, dus is h toelaatbaar noch consistent.
lab-close = Gemiddelde h/h*: { $ratio }; minstens Manhattan op { $pct }% van de borden.
lab-race = h laten racen
lab-racing = De race loopt in het experiment hierboven: A* en IDA* met h tegen Hamming, Manhattan en lineair conflict.
lab-step = Stap voor stap doorlopen
lab-step-needs-informed = Kies onder Oplossen gretig zoeken, A* of IDA*: die gebruiken een heuristiek.
lab-stepping = Het zoekproces met h wordt opgenomen: loop het hierboven stap voor stap door, onder ‘Het zoekproces opnemen’.
lab-your-h = je h
formula-at = bij teken { $at }: { $problem }
formula-too-long = de formule is te lang: { $n } tekens, hoogstens { $max }
formula-too-deep = dieper dan { $depth } niveaus genest
formula-expected = verwacht: { $what ->
        [operator] een operator of het einde
        [operand] een getal, een naam of ‘(’
        [close] ‘)’
        [comma] ‘,’ of ‘)’
        [open] ‘(’ na de naam van de functie
        [then] ‘then’
        [else] ‘else’
       *[binding] de naam van een tegel en ‘:’ (sum(t: …))
    }, gevonden: { $found ->
        [end] het einde
        [arguments] argumenten
       *[text] ‘{ $text }’
    }
formula-unexpected = ‘{ $text }’ hoort niet bij de taal
formula-bad-number = ‘{ $text }’ is geen getal
formula-unknown-name = onbekende naam ‘{ $name }’ (de namen zijn { $names })
formula-arguments = { $name } neemt { $want } argument, niet { $got }
formula-too-slow = de formule kost ongeveer { $cost } stappen per bord: hoogstens { $max }
formula-division = deling door nul
formula-no-such-tile = { $tile } is geen tegel van het bord
formula-not-a-number = de waarde is { $value ->
        [not-a-number] NaN
        [infinite] oneindig
        [minus-infinite] min oneindig
       *[division] een deling door nul
    }, geen getal
formula-on-board = { $why } (op het bord { $board })
formula-too-large = te veel toestanden om elk te controleren: het bord heeft { $cells } vakken, hoogstens { $max } worden gecontroleerd
experiment-longer = { $n } niet de kortste
lab-load = Dit bord laden
lab-load-neighbour = Het eerste van de twee laden
improvement = { $n ->
        [one] { $n } zet
       *[other] { $n } zetten
    } gevonden; de kortste telt er minstens { $bound } (bewezen). Nog aan het zoeken…
kept-best = Gestopt. Het beste gevonden antwoord blijft staan: { $n ->
        [one] { $n } zet
       *[other] { $n } zetten
    }; de kortste telt er minstens { $bound } (bewezen).
searching-announce = Er wordt naar een oplossing gezocht.
starting = De oplosser wordt gestart…
queued = Wachten op de oplosser (een andere puzzel op deze pagina gebruikt hem)…
cancelled = Geannuleerd. Het bord is zoals het was.
cancelled-announce = Zoeken geannuleerd.
refused = De oplosser weigerde de taak: { $why }
one-move = 1 zet
n-moves = { $n ->
        [one] { $n } zet
       *[other] { $n } zetten
    }
optimal-word = optimaal
not-shortest = niet per se de kortste
solved-by = Opgelost met { $algo }: { $moves }, { $optimal }.
solved-by-with = Opgelost met { $algo } en { $h }: { $moves }, { $optimal }.
solved-by-how = Opgelost met { $algo } ({ $how }): { $moves }, { $optimal }.
tables-kept = Tabellen klaar in { $t }, bewaard voor de volgende keren oplossen.
solved-announce = Opgelost: { $moves }, { $optimal }.
limit = Gestopt bij de knopenlimiet: { $expanded ->
        [one] { $expanded } knoop
       *[other] { $expanded } knopen
    } geëxpandeerd, { $enqueued } in de wachtrij gezet, diepte { $depth } bereikt, { $s } s. Dit bord vraagt een sterkere methode: probeer A* of IDA* met lineair conflict, of Automatisch.
limit-announce = Het zoeken heeft de knopenlimiet bereikt.
search-ended = Zoeken beëindigd: { $status }.
worker-stopped = De oplosser is gestopt ({ $why }). Je bord is zoals het was. { $next }
worker-restarted = Er is een nieuwe oplosser gestart: los opnieuw op, of kies een zoekalgoritme dat minder knopen opslaat (A* of IDA* in plaats van BFS).
worker-retry = Bij de volgende keer Oplossen wordt hij opnieuw gestart.
worker-stopped-announce = De oplosser is gestopt.
no-workers = Deze browser kan de oplosser niet uitvoeren (Web Workers zijn nodig).
solver-refused = De oplosser kan op deze pagina niet starten: het Content-Security-Policy van de pagina weigert hem ({ $directive }). Wie de pagina beheert, kan hem toestaan, zoals de handleiding voor insluiten uitlegt.
solver-not-loaded = De oplosser kon niet worden geladen ({ $why }). Controleer de verbinding: bij de volgende keer Oplossen wordt het opnieuw geprobeerd.

## Genegeerde instellingen (URL-parameters, attributen, opties)

ignored-too-long = De opgegeven { $name } is genegeerd: { $why }.
ignored-board = Het bord ‘{ $v }’ is genegeerd: { $why }.
ignored-size = De grootte ‘{ $v }’ is genegeerd: gebruik bijv. 3x3 of 4x4.
ignored-goal = Het doel ‘{ $v }’ is genegeerd: gebruik end of start.
ignored-algorithm = Het algoritme ‘{ $v }’ is genegeerd: gebruik bfs, dfs, iddfs, greedy, astar, idastar, auto of fast.
ignored-heuristic = De heuristiek ‘{ $v }’ is genegeerd: gebruik hamming, manhattan of linear-conflict.
ignored-own-heuristic = De heuristiek is genegeerd: { $algo } kiest zijn eigen heuristiek (greedy, astar en idastar nemen er een).
ignored-controls = De bedieningselementen ‘{ $v }’ zijn genegeerd: gebruik full, none of een lijst van play, solve en study.
ignored-autoplay = autoplay ‘{ $v }’ is genegeerd: gebruik 1 of 0.
ignored-lang = De taal ‘{ $v }’ is genegeerd: gebruik een van { $langs }.
ignored-lang-menu = lang-menu ‘{ $v }’ is genegeerd: gebruik 1 of 0.
ignored-order = De volgorde ‘{ $v }’ is genegeerd: geef de vier zetten elk één keer, bijv. udlr.
ignored-ties = ties ‘{ $v }’ is genegeerd: gebruik deeper, oldest of newest.
ignored-goal-test = goal-test ‘{ $v }’ is genegeerd: gebruik generation of expansion.
ignored-packaged = ‘{ $v }’ in het adres is genegeerd: het pakket legt dit vast.
ignored-unknown = De onbekende instelling ‘{ $v }’ is genegeerd.
size-board-disagree = De grootte { $size } past niet bij het { $board }-bord; het bord gaat voor.

## Wat er mis is met een bord (de fouten van de kern)

err-empty = het bord is leeg: typ de tegels, bijv. 1 2 3 / 4 5 6 / 7 8 0
err-token = ‘{ $token }’ (element { $i }) is geen tegelnummer en geen leeg vak (0, _, . of nil)
err-too-small = een { $size }-bord is te klein: beide zijden moeten minstens { $min } zijn
err-text-too-long = de tekst is { $bytes } bytes lang, meer dan welk bord ook: hoogstens { $max } bytes worden gelezen
err-side-too-large = { $side } is te groot voor de zijde van een bord: zijden zijn hoogstens { $max }
too-many-digits = een getal van meer dan 20 cijfers
err-too-large = een { $size }-bord is te groot: zijden zijn hoogstens { $max }
err-not-square = { $count ->
        [one] { $count } tegel vormt
       *[other] { $count } tegels vormen
    } geen vierkant bord (een 3×3 heeft er 9 nodig, een 4×4 16); zet de rijen op aparte regels of geef eerst de grootte
err-ragged = rij { $row } heeft { $found ->
        [one] { $found } tegel
       *[other] { $found } tegels
    }, maar rij 1 heeft er { $expected }
err-tile-count = een { $size }-bord heeft { $expected } tegels nodig, maar er { $found ->
        [one] is er { $found }
       *[other] zijn er { $found }
    } opgegeven
err-no-blank = het bord heeft geen leeg vak: schrijf het als 0, _, . of nil
err-two-blanks = het bord heeft twee lege vakken, op { $first } en op { $second }
err-out-of-range = tegel { $tile } op { $at } valt buiten het bereik: de tegels van dit bord zijn 1 tot en met { $max }
err-duplicate = tegel { $tile } komt twee keer voor, op { $first } en op { $second }
err-missing = tegel { $tile } ontbreekt
err-too-many-moves = husselen met { $moves ->
        [one] { $moves } zet
       *[other] { $moves } zetten
    } is te lang: hoogstens { $max }
pos = rij { $row }, kolom { $col }
verbatim = { $text }
join = { $a } { $b }

## De uitvoer van de opdracht (de opdrachtregel drukt hetzelfde af)

assignment-counts =
    Aantal zetten = { $moves }
    Aantal in de wachtrij geplaatste toestanden = { $enqueued }
assignment-no-solution = Geen oplossing mogelijk


## Oplossen

cli-solved-by = Opgelost met { $algo }{ $heuristic }: { $shortest }, { $expanded ->
        [one] { $expanded } knoop
       *[other] { $expanded } knopen
    } geëxpandeerd, { $ms } ms
cli-shortest = kortste
cli-not-shortest = niet gegarandeerd de kortste
cli-stopped = Zoeken gestopt ({ $status }): { $expanded ->
        [one] { $expanded } knoop
       *[other] { $expanded } knopen
    } geëxpandeerd, { $generated } gegenereerd, diepte { $depth }, { $ms } ms
cli-best-kept = Beste gevonden antwoord: { $length ->
        [one] { $length } zet
       *[other] { $length } zetten
    } (niet bewezen de kortste); de kortste telt er minstens { $bound } (bewezen)
cli-improved = { $ms } ms: { $length ->
        [one] { $length } zet
       *[other] { $length } zetten
    } gevonden; de kortste telt er minstens { $bound } (bewezen)
cli-limit-advice = het zoeken heeft de knopen- of tijdlimiet bereikt: --max-nodes en --time-limit verhogen die, --algo fast antwoordt meteen (niet per se de kortste)
cli-slow-note = let op: een kortste oplossing van een { $size }-bord kan minuten duren of bij de knopenlimiet eindigen; --algo fast antwoordt meteen (niet per se de kortste)
cli-why-no-solution = waarom: { $why }
cli-boards-left-out = ... { $left ->
        [one] { $left } bord
       *[other] { $left } borden
    } weggelaten: alle { $boards } afdrukken zou ongeveer { $size } schrijven, meer dan de --print-limit van { $mb } MB (-q drukt alleen de zetten af)

## De invoer lezen

cli-invalid-board = ongeldig bord: { $why }
cli-bad-option = { $option }: { $why }
cli-race-longer = { $algo } met h: { $longer } van { $solved ->
        [one] { $solved } antwoord
       *[other] { $solved } antwoorden
    } langer dan de kortste
cli-grade-passed = Geslaagd: { $raw } van { $max } (hoogstens { $pass }% van de knopen van Manhattan toegestaan).
cli-grade-failed = Niet geslaagd: { $raw } van { $max } (hoogstens { $pass }% van de knopen van Manhattan toegestaan).
cli-grade-seed = De borden van de race: 20 per diepte, willekeurig gekozen met seed { $seed }.
cli-bad-formula = de formule is niet bruikbaar: { $why }
cli-heuristic-checked = { $formula } op elk { $size }-bord dat het doel bereikt ({ $states }):
cli-heuristic-sampled = { $formula } op een steekproef van { $states ->
        [one] { $states } { $size }-bord
       *[other] { $states } { $size }-borden
    } (gehusseld met hoogstens 40 zetten, optimaal opgelost):
cli-heuristic-admissible = toelaatbaar: nooit boven de werkelijke afstand
cli-heuristic-not-admissible = niet toelaatbaar: { $board } heeft h = { $h }, maar het doel is { $hstar ->
        [one] { $hstar } zet
       *[other] { $hstar } zetten
    } verwijderd
cli-heuristic-consistent = consistent: 0 in het doel, en hoogstens 1 verschil tussen buren
cli-heuristic-not-consistent = niet consistent: { $a } heeft h = { $ha }, zijn buur { $b } heeft h = { $hb }
cli-heuristic-not-a-number = geen getal op { $board }: h { $value ->
        [not-a-number] is NaN
        [infinite] is oneindig
        [minus-infinite] is min oneindig
       *[division] deelt door nul (bij teken { $at })
    }; een heuristiek moet op elk bord een getal zijn, dus is h toelaatbaar noch consistent
cli-heuristic-closeness = gemiddelde h/h*: { $ratio }; minstens Manhattan op { $share }% van de borden
cli-standard-input = standaardinvoer
cli-cannot-read = kan { $name } niet lezen: { $why }
cli-too-large = { $name } is groter dan { $size }: dat is geen bordbestand
cli-not-text = { $name } is geen tekst: byte { $n } is geen UTF-8
cli-cannot-write = kan de uitvoer niet schrijven: { $why }
cli-not-a-file = { $name } is geen bestand (maar een apparaat, een map of een socket): er is niets uit gelezen
cli-tables-too-large = { $name } is groter dan { $size }: dat is geen bestand met patroondatabases
cli-tables-behind = de patroondatabases voor { $size } worden gebouwd voor de volgende borden (eenmalig, ongeveer { $seconds } s); tot dan antwoorden de snelle
cli-tables-behind-wide = de patroondatabases voor { $size } worden gebouwd voor de volgende borden (eenmalig, ongeveer { $seconds } s); daarmee worden hun antwoorden korter
cli-tables-finishing = de patroondatabases voor { $size } worden afgemaakt voor latere runs (Ctrl-C stopt ze; de volgende run bouwt ze opnieuw)
cli-tables-unusable = de tabellen in de cache zijn onbruikbaar ({ $reason }); ze worden opnieuw gebouwd
cli-tables-built-unusable = de zojuist gebouwde tabellen zijn onbruikbaar ({ $reason })
cli-tables-saved = de patroondatabases voor { $size } zijn opgeslagen in { $path } (latere oplossingen laden ze)
cli-tables-unsaved = kan de tabellen niet bewaren in { $dir }: { $reason } (--cache-dir kiest een andere plek)
cli-site-link = { $name } is een link, of ligt achter een link: een pakket neemt alleen de eigen bestanden van de site op
cli-site-too-large = { $name } is groter dan { $size }: meer dan een gebouwde site bevat
cli-boards-per-depth = hoogstens { $max } borden per diepte (de borden van een diepte worden in één keer getrokken en bewaard)

## Uitleg

cli-col-tile = tegel
cli-col-at = op
cli-col-goal = doel
cli-col-manhattan = manhattan
cli-col-misplaced = verkeerd
cli-yes = ja
cli-hamming-total = Hamming (verkeerd liggende tegels) = { $n }
cli-manhattan-total = Manhattan = { $n }
cli-conflicts = Lineaire conflicten = { $pairs }; schatting met lineair conflict = { $n }
cli-no-conflicts = geen
cli-conflict-row = rij { $n }: { $a } en { $b }
cli-conflict-column = kolom { $n }: { $a } en { $b }

## Scannen

cli-scan-read = Een { $size }-bord gelezen uit de foto in { $ms } ms
cli-scan-check = controleer deze vakken, de herkenning is er niet zeker van: { $cells }
cli-scan-cell = rij { $row } kolom { $col }
cli-scan-unsolvable = zoals gelezen kan dit bord het doel (leeg vak achteraan) niet bereiken: misschien is een vak verkeerd gelezen, of is de puzzel verkeerd in elkaar gezet
cli-scan-bench = { $photos ->
        [one] { $photos } achtergehouden foto
       *[other] { $photos } achtergehouden foto's
    } ({ $sizes }{ $known }): { $exact } exact gelezen, { $silent } fout zonder gemarkeerd vak, { $flagged } fout met gemarkeerde vakken, { $failed } niet gelezen
cli-scan-corners = acht getallen, x,y van elk van de vier hoeken van het bord in pixels van de foto (bijv. 120,80,600,90,610,560,110,570)
cli-scan-bench-known = , grootte opgegeven
cli-scan-bench-outline = , omtrek opgegeven
cli-scan-bench-time = tijd per foto: mediaan { $median } ms, p95 { $p95 } ms, max { $max } ms


## Hoe een oplosser antwoordde (na de naam van het algoritme: ‘Opgelost met Automatisch (IDA* met …)’)

method-exact-table = exacte afstandstabel
method-pdb = IDA* met additieve patroondatabases
method-pdb-reflected = IDA* met additieve patroondatabases en spiegeling
method-pdb-quick = IDA* met de snelle (5-5-5) patroondatabases
method-pdb-quick-reflected = IDA* met de snelle (5-5-5) patroondatabases en spiegeling
method-linear-conflict = IDA* met lineair conflict
method-weighted-pdb = gewogen A* met patroondatabases, gewicht { $weight }
method-weighted-linear-conflict = gewogen A* met lineair conflict, gewicht { $weight }
# Fast mode on a large board: rows and columns are put in place one by one, then the last block
# (e.g. 3×3) is solved optimally. { $size } is that block's size.
method-lines = rijen en kolommen een voor een, het laatste { $size }-blok optimaal
method-lines-searched = rijen en kolommen een voor een, elk geplaatst door zoeken, het laatste { $size }-blok optimaal
# { $lines } is method-lines or method-lines-searched.
method-finish-pdb = { $lines } met patroondatabases
method-finish-linear-conflict = { $lines } door IDA* met lineair conflict

## De meldingen van het element als het niet kan starten (n-puzzle.js toont ze voordat de eigen code van de puzzel draait)

element-policy = De puzzel kan op deze pagina niet starten: het Content-Security-Policy van de pagina weigert hem ({ $directive }). Wie de pagina beheert, kan hem toestaan, zoals de handleiding voor insluiten uitlegt.
element-load = De puzzel kon niet worden geladen ({ $why }). Controleer de verbinding en laad de pagina opnieuw.
element-style = Het Content-Security-Policy van deze pagina weigert het stylesheet van de puzzel ({ $directive }): hij werkt, maar ziet er eenvoudig uit.

## Wat een learning record store toont van een beoordeelde poging (xAPI: de naam van het werkwoord, de naam van de oefening)

lms-verb-answered = beantwoord
lms-verb-passed = geslaagd
lms-verb-failed = niet geslaagd
lms-activity = N-puzzel-oefening: { $task }
lms-task-play = het doel bereiken in weinig zetten
lms-task-predict = de volgende expansies voorspellen
lms-task-children = g, h en f van de kinderen
lms-task-heuristic = een toelaatbare heuristiek die Manhattan verslaat


## Het scanvenster

scan-title = Een puzzel scannen
scan-help = Maak een foto recht van boven, met het hele bord goed belicht in beeld, of kies er een.
scan-photo = Foto
scan-size = Grootte
scan-size-auto = Van de foto aflezen
scan-reading = De foto wordt gelezen…
scan-read = Een { $size }-bord gelezen. Controleer de gemarkeerde vakken: tik op een vak om het getal te wijzigen.
scan-read-sure = Een { $size }-bord gelezen. Vergelijk het met je puzzel; tik op een vak om het getal te wijzigen.
scan-other-size = In plaats daarvan als { $size }-bord lezen
scan-board = Het bord zoals gelezen (0 of leeg voor het lege vak)
scan-cell = Rij { $row }, kolom { $col }
scan-unsure = onzeker
scan-duplicate = Elk getal van 0 tot { $max } moet één keer voorkomen: controleer { $list }.
scan-use = Dit bord gebruiken
scan-cancel = Annuleren
scan-too-large = Het bestand is { $mb } MB: foto's tot { $max } MB kunnen worden gelezen.
scan-too-many-pixels = De foto is { $width }×{ $height } pixels ({ $mp } megapixel): foto’s tot { $max } megapixel kunnen worden gelezen.
scan-not-an-image = Dit bestand is geen foto (een JPEG- of PNG-afbeelding).
scan-damaged = Deze foto is afgekapt of beschadigd: het bestand bevat niet de hele afbeelding.
scan-no-board = Geen puzzel gevonden op de foto: fotografeer van bovenaf, met het hele bord in beeld.
scan-two-boards = Twee puzzels op de foto: fotografeer er één tegelijk.
scan-cut-off = Een deel van het bord valt buiten de foto: ga een stap achteruit of draai de telefoon.
scan-size-unsupported = Een { $size }-bord kan niet worden gescand: groottes van 2×2 tot 6×6.
scan-no-grid = Het bord is gevonden, maar de tegels waren niet van elkaar te onderscheiden: meer licht, minder schittering.
scan-failed = De lezer kon niet starten: { $why }
scan-outline = Niet het bord? Sleep de hoeken van de omtrek naar de hoeken van het bord.
scan-place = Of markeer het bord zelf: sleep de hoeken van de omtrek naar de hoeken van het bord.
scan-keys = Je foto met de omtrek van het bord. Om een hoek te verplaatsen: druk op 1, 2, 3 of 4 om hem te kiezen, en dan op de pijltjestoetsen.
scan-camera = De camera gebruiken
scan-shoot = De foto maken
scan-stop = De camera sluiten
scan-guide = Zet het hele bord binnen het kader, recht van boven.
scan-video = Het beeld van de camera
scan-camera-denied = De camera is hier niet toegestaan: sta hem toe voor deze pagina, of maak of kies een foto met ‘Foto’.
scan-camera-none = Geen camera gevonden: maak of kies een foto met ‘Foto’.
scan-camera-failed = De camera kon niet worden geopend ({ $why }): maak of kies een foto met ‘Foto’.
scan-alt = Je foto, met het gevonden bord omlijnd
