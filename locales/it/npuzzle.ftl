# Italiano (it): translated from locales/en/npuzzle.ftl (same message ids and { $placeholders }).
# Fluent syntax: https://projectfluent.org/fluent/guide/ (a count chooses its plural form with
# { $n -> [one] … [many] … *[other] … }; many is for exact millions: "1.000.000 di mosse").
# docs/translating.md says how to add or fix a language.
# Terms: A*, IDA* — algorithm names, written so in Italian courses and the Italian Russell & Norvig.
# Terms: BFS, DFS, IDDFS — the acronyms Italian courses use beside "ricerca in ampiezza / in profondità".
# Terms: greedy, best-first — Italian courses say "ricerca greedy best-first" ("golosa" is rare).
# Terms: 8-puzzle, N-puzzle — the problem's usual name in Italian AI courses ("rompicapo" for a puzzle in general).
# Terms: Hamming, Manhattan — proper names of the heuristics.
# Terms: link, iframe, browser, app, byte, pixel, output, standard input, Web Worker, learning record store — usual IT loanwords in Italian.

## The language itself

# The language's own name, as its speakers write it (the language menu lists every language so).
language-name = Italiano
# ltr, or rtl for a language written right to left (the page mirrors its layout).
language-direction = ltr
# The label of the page's language menu.
language = Lingua

## The board

board-region = Griglia del rompicapo
board-role = tavola del gioco
board-keys = Le frecce fanno scorrere una tessera nello spazio vuoto: la tessera si muove nella direzione della freccia.
moves-label = Mosse:
solved-badge = Risolto!
board-hint = Fai clic o tocca una tessera accanto alla casella vuota, scorri con il dito, oppure seleziona la griglia e usa i tasti freccia.
goal-label = Griglia { $size }, obiettivo: { $kind }
blank-last = casella vuota alla fine
blank-first = casella vuota all'inizio
blank = casella vuota
describe = Griglia del rompicapo, { $size }: { $rows }

## The board panel

board-title = Griglia
tabs = Pannelli
panel-loading = Caricamento di questo pannello…
panel-not-loaded = Impossibile caricare questo pannello. Controlla la connessione: si riproverà tra qualche secondo.
tab-study = Studio
tab-share = Condividi
node-board = Griglia del nodo { $node }: { $rows }
size = Dimensione
puzzle-name = { $n }-puzzle
goal = Obiettivo
goal-end-option = Casella vuota alla fine (1 2 3 / … / _)
goal-start-option = Casella vuota all'inizio (_ 1 2 / …)
shuffle = Mescola
scramble = Disordina
scramble-moves = Mosse per disordinare
moves-unit = mosse
reset = Ripristina
board-text = Griglia come testo
board-text-help = (incolla o scrivi: righe su linee diverse o separate da /, casella vuota come 0, _ o .)
use-board = Usa questa griglia
scan-puzzle = Scansiona un rompicapo…
scan-not-loaded = Impossibile caricare la scansione ({ $why }). Controlla la connessione e riprova.

## The solve panel

solve-title = Risolvi
algorithm = Algoritmo
heuristic = Euristica
option-auto = Auto (il metodo ottimo più veloce)
option-fast = Veloce (qualsiasi dimensione, non la più breve)
name-bfs = Ricerca in ampiezza
name-dfs = Ricerca in profondità
name-iddfs = Ricerca ad approfondimento iterativo
name-bibfs = Ricerca in ampiezza bi­dire­zionale
name-greedy = Ricerca greedy best-first
name-a-star = A*
name-ida-star = IDA*
name-auto = Auto
name-fast = Modalità veloce
option-hamming = Hamming (tessere fuori posto)
name-hamming = Hamming
name-manhattan = Manhattan
name-linear-conflict = Conflitto lineare
large-note = Griglia grande: Veloce trova subito una soluzione, ma non necessariamente la più breve.
solve = Risolvi
cancel = Annulla
tree-depth = Profondità dell'albero: { $n }
f-bound = Soglia su f: { $n }
depth = Profondità: { $n }
expanded = Espansi
frontier = Frontiera
time = Tempo
seconds = s
preparing = Prima risoluzione di questa dimensione: preparazione delle tabelle per { $size }… { $pct }%
length = Lunghezza
optimal = Ottima
enqueued = Accodati
largest-frontier = Frontiera massima
yes = sì
not-guaranteed = non garantita
ms = { $ms } ms
ms-with-tables = { $ms } ms ({ $tables } ms per le tabelle)

## Playback

playback = Riproduzione
jump-start = Vai all'inizio
step-back = Passo indietro
play = Riproduci
pause = Pausa
step-forward = Passo avanti
jump-end = Vai alla fine
speed = Velocità
step-of = Passo { $step } di { $total }
step-of-tile = Passo { $step } di { $total }: tessera { $tile } { $way }
step-of-done = Passo { $step } di { $total }: obiettivo raggiunto.
move-button = Mossa { $i }: tessera { $tile } { $way }
moves-shown = Mosse { $from }–{ $to } di { $total }
moves-earlier = Mosse precedenti
moves-later = Mosse successive
move-list-help = L'elenco delle mosse mostra ogni tessera e la direzione in cui scorre.

## Studying the search

study-title = Studia la ricerca
hint-button = Suggerimento
thinking = Sto pensando…
hint-next = Prossima mossa: fai scorrere la tessera { $tile } { $way }. { $n ->
        [one] Manca { $n } mossa
        [many] Mancano { $n } di mosse
       *[other] Mancano { $n } mosse
    } (lungo una delle soluzioni più brevi).
hint-next-about = Prossima mossa: fai scorrere la tessera { $tile } { $way }. { $n ->
        [one] Manca circa { $n } mossa.
        [many] Mancano circa { $n } di mosse.
       *[other] Mancano circa { $n } mosse.
    }
hint-none = Nessun suggerimento: il risolutore non ha trovato una soluzione in tempo.
already-solved = Già risolto!
show-heuristics = Mostra le euristiche sulla griglia
heuristic-totals = Hamming { $hamming } · Manhattan { $manhattan } · Conflitto lineare { $lc }
ghf = Passo { $g }: g = { $g }, h = { $h } ({ $heuristic }), f = g + h = { $f }
overlay-help = L'angolo di ogni tessera mostra la sua distanza di Manhattan; le tessere nella loro casella obiettivo sono verdi; le linee arancioni uniscono le tessere in conflitto lineare.
copy-assignment = Copia nel formato di stampa del compito
step-title = La ricerca passo passo
trace-start = Registra la ricerca
trace-help = Registra l'algoritmo scelto su questa griglia, poi lo fa seguire passo passo: ogni nodo espanso, ogni figlio generato.
trace-needs-algorithm = Il passo passo richiede una delle ricerche studiate nei corsi: scegli in Risolvi un algoritmo qualsiasi tranne Auto e Modalità veloce.
recording = Registrazione della ricerca…
trace-ready = Registrata: seguila passo passo qui sotto.
trace-limited = { $n ->
        [one] Registrato solo { $n } evento (il limite della registrazione): seguilo passo passo qui sotto.
        [many] Registrati i primi { $n } di eventi (il limite della registrazione): seguili passo passo qui sotto.
       *[other] Registrati i primi { $n } eventi (il limite della registrazione): seguili passo passo qui sotto.
    }
trace-reset = All'inizio
trace-back = Indietro
trace-run = Esegui
trace-step = Passo
trace-end = Alla fine
trace-close = Chiudi
trace-status = Evento { $step } di { $total } · espansi { $expanded } · generati { $generated }
trace-start-event = L'inizio: ancora nessun nodo espanso.
event-iteration = Nuova iterazione: soglia { $bound }.
event-expand = Espansione del nodo { $node } (g { $g }, h { $h }, f { $f }).
event-expand-back = Espansione del nodo { $node } (dall'obiettivo; g { $g }, h { $h }, f { $f }).
event-generate = Figlio ottenuto spostando la casella vuota { $via }: g { $g }, h { $h }, f { $f }: { $fate }.
event-goal = Obiettivo trovato: nodo { $node }.
fate-new = nuovo, entra nella frontiera
fate-within = entro la soglia, esplorato subito dopo
fate-seen = già visto, scartato
fate-reopened = raggiunto con un cammino più breve, rimesso in coda
fate-over-bound = f oltre la soglia, potato
fate-met = raggiunto dalla ricerca partita dall'altro capo: le due ricerche si incontrano
# Bidirectional BFS searches from the start and from the goal: a frontier row of the goal's
# search is marked with side-goal, and its expansions read event-expand-back.
side-goal = dall'obiettivo
children = Figli del nodo in espansione
frontier-caption = Frontiera, a partire dal prossimo: { $n ->
        [one] { $n } nodo
        [many] { $n } di nodi
       *[other] { $n } nodi
    }
frontier-caption-pick = Frontiera nell’ordine in cui i nodi sono stati generati (il prossimo non è per forza il primo): { $n ->
        [one] { $n } nodo
        [many] { $n } di nodi
       *[other] { $n } nodi
    }
frontier-none = IDDFS e IDA* non tengono una frontiera: procedono in profondità entro la soglia.
col-move = Mossa della casella vuota
col-node = Nodo
col-what = Esito
predict-label = Prevedi: scegli il prossimo nodo da espandere
pick-label = Scegli il nodo { $node }
pick = Scegli
rule-bfs = BFS estrae il nodo più vecchio della frontiera (primo a entrare, primo a uscire)
rule-dfs = DFS estrae il nodo più recente della frontiera (ultimo a entrare, primo a uscire)
rule-greedy = la ricerca greedy estrae il nodo con h minore (in caso di pareggio: il più vecchio)
rule-a-star = A* estrae il nodo con f = g + h minore (in caso di pareggio: quello con h minore, poi il più vecchio)
rule-greedy-newest = la ricerca greedy estrae il nodo con h minore (in caso di pareggio: il più recente)
rule-a-star-oldest = A* estrae il nodo con f = g + h minore (in caso di pareggio: il più vecchio)
rule-a-star-newest = A* estrae il nodo con f = g + h minore (in caso di pareggio: il più recente)
settings-title = Impostazioni della ricerca
settings-help = Gli esercizi del corso le fissano. L'ordine delle mosse della casella vuota vale per tutte le ricerche tranne Auto e Veloce, lo spareggio per greedy e A*, il test dell'obiettivo per BFS.
order-label = Ordine delle mosse della casella vuota
ties-label = Spareggio
ties-deeper = prima h minore, poi il più vecchio
ties-oldest = prima il più vecchio (primo a entrare, primo a uscire)
ties-newest = prima il più recente (ultimo a entrare, primo a uscire)
code-title = L'algoritmo, riga per riga
code-line = Riga { $n }: { $code }
code-duplicates = rilevamento dei duplicati: ogni griglia è tenuta una sola volta
code-dfs-order = impilati dall'ultimo al primo, così la prima mossa viene estratta per prima
code-reopen = è stato trovato un cammino più breve fino al nodo
code-tree-depth = la Profondità dell'albero
code-next-bound = il valore minimo di f che ha superato la soglia
code-cut = potato: non esplorato in questa iterazione
code-level = un livello intero alla volta, così il primo incontro è un cammino minimo
code-meet = le due ricerche si incontrano: il cammino va dall'inizio al figlio, poi all'obiettivo
# The pseudocode, line by line, as a textbook in the language prints it: keep each line's
# structure and symbols (←, [ ], ( ), ∞, f, g, h); the words and names may be the language's.
pc-start-queue = frontiera ← coda [inizio]; raggiunti ← {"{"}inizio{"}"}
pc-start-stack = pila ← [inizio]; raggiunti ← {"{"}inizio{"}"}
pc-start-priority = frontiera ← coda di priorità per { $by }: [inizio]
pc-goal-start = se inizio è l'obiettivo: restituisci inizio
pc-while-frontier = finché frontiera non è vuota:
pc-while-stack = finché pila non è vuota:
pc-pop-first = nodo ← frontiera.estrai_primo()
pc-pop-stack = nodo ← pila.estrai()
pc-pop-min = nodo ← frontiera.estrai_min()
pc-goal-node = se nodo è l'obiettivo: restituisci nodo
pc-moves = per ogni mossa in [{ $order }]:
pc-moves-reversed = per ogni mossa in inverti([{ $order }]):
pc-child = figlio ← nodo + mossa
pc-child-g = figlio ← nodo + mossa; g(figlio) ← g(nodo) + 1
pc-goal-child = se figlio è l'obiettivo: restituisci figlio
pc-seen = se figlio è in raggiunti: saltalo
pc-seen-g = se figlio è stato raggiunto con g ≤ g(figlio): saltalo
pc-reopen = se figlio è stato raggiunto con un g maggiore: rimettilo in coda
pc-push-frontier = raggiunti.aggiungi(figlio); frontiera.inserisci(figlio)
pc-push-stack = raggiunti.aggiungi(figlio); pila.impila(figlio)
pc-push-g = raggiunti[figlio] ← g(figlio); frontiera.inserisci(figlio)
pc-fail = restituisci fallimento
pc-start-bound = soglia ← h(inizio)
pc-start-limit = limite ← 0
pc-loop = ripeti:
pc-iterate = prossima ← ∞; se cerca(inizio, 0) restituisce trovato: restituisci il suo cammino
pc-next-bound = soglia ← prossima
pc-next-limit = limite ← limite + 1
pc-function-g = funzione cerca(nodo, g):
pc-function-depth = funzione cerca(nodo, profondità):
pc-goal-found = se nodo è l'obiettivo: restituisci trovato
pc-moves-no-undo = per ogni mossa in [{ $order }], tranne quella che annulla l'ultima:
pc-child-f = figlio ← nodo + mossa; f ← g + 1 + h(figlio)
pc-cut-f = se f > soglia: prossima ← min(prossima, f); saltalo
pc-cut-depth = se profondità + 1 > limite: saltalo
pc-recurse-g = se cerca(figlio, g + 1) restituisce trovato: restituisci trovato
pc-recurse-depth = se cerca(figlio, profondità + 1) restituisce trovato: restituisci trovato
pc-not-found = restituisci non trovato
pc-start-two = avanti ← coda [inizio]; indietro ← coda [obiettivo]; raggiunti ← {"{"}inizio: avanti, obiettivo: indietro{"}"}
pc-while-two = finché avanti e indietro non sono vuote:
pc-take-level = livello ← la più piccola tra avanti e indietro (avanti in caso di parità), svuotata
pc-for-level = per ogni nodo in livello:
pc-meet = se figlio è stato raggiunto dall'altro capo: restituisci il cammino inizio → figlio → obiettivo
pc-push-side = raggiunti[figlio] ← il lato di nodo; inserisci figlio in quel lato
pc-move-up = su
pc-move-down = giù
pc-move-left = sinistra
pc-move-right = destra
pc-order = { $a }, { $b }, { $c }, { $d }
goal-test-label = Test dell'obiettivo
goal-at-generation = quando un nodo viene generato
goal-at-expansion = quando un nodo viene espanso
node-value = il nodo { $node } ha { $what } = { $v }
node-age = il nodo { $node } è il numero { $node } in ordine di generazione
predict-right = Giusto: { $rule }; { $why }.
predict-wrong = Non proprio: il prossimo è il nodo { $next }. { $rule }; { $why }, e { $yours }.
predict-skipped = Saltato senza scegliere: il prossimo era il nodo { $next }. { $rule }.
tree-title = L'albero di ricerca
tree-collapse = Solo il cammino verso la frontiera e l'obiettivo
tree-summary = Albero di ricerca: { $n ->
        [one] { $n } nodo disegnato
        [many] { $n } di nodi disegnati
       *[other] { $n } nodi disegnati
    } ({ $expanded } espansi, { $open } aperti, { $cut } potati, { $hidden } nascosti), profondità { $depth }. { $path }
tree-path = Il cammino verso l'obiettivo: nodi { $nodes }.
tree-legend = Blu: aperto. Grigio: espanso. Verde: il cammino verso l'obiettivo. Rosso: potato dalla soglia. Passa il puntatore su un nodo, oppure seleziona l'albero e usa i tasti freccia, per vederne la griglia.
tree-node-info = Nodo { $node }: g { $g }, h { $h }, f { $f }. Griglia: { $board }
tree-too-big = { $n ->
        [one] Viene disegnato solo { $n } nodo.
        [many] Vengono disegnati solo i primi { $n } di nodi.
       *[other] Vengono disegnati solo i primi { $n } nodi.
    }
chart-depth = Nodi generati per profondità
chart-frontier = Dimensione della frontiera a ogni espansione
chart-depth-text = Nodi per profondità: { $values }.
chart-frontier-text = Dimensione della frontiera da { $first } a { $last }, massimo { $max }.
experiment-title = L'esperimento del libro di testo
experiment-help = Per ogni profondità d, istanze dell'8-puzzle la cui soluzione più breve richiede esattamente d mosse, estratte a caso tra tutte quelle possibili; ogni ricerca spuntata le risolve tutte. La tabella riporta la media dei nodi generati e, tra parentesi, il fattore di ramificazione effettivo b*: il b per cui N + 1 = 1 + b + b² + … + b^d. Se una ricerca supera { $n } nodi su una griglia, compare –. Lo stesso seme dà gli stessi numeri di npuzzle experiment.
experiment-depths = Profondità (da..a:passo, oppure un elenco)
experiment-count = Griglie per profondità
experiment-seed = Seme
experiment-searches = Ricerche
experiment-run = Esegui l'esperimento
experiment-running = Esperimento in corso…
experiment-done = L'esperimento è terminato.
experiment-bad-depths = «{ $depths }» non è un elenco di profondità: scrivi da..a:passo (come 2..24:2) oppure un elenco (come 2,4,8), ognuna da 0 a 31.
experiment-cancelled = Annullato: le righe già calcolate restano.
experiment-no-search = Spunta almeno una ricerca.
experiment-caption = Media dei nodi generati (b*), per profondità della soluzione d
experiment-chart = Nodi generati per profondità (scala logaritmica)
compare-title = Confronta le ricerche
compare-button = Confronta tutte le ricerche
compare-help = Esegue ogni algoritmo con ciascuna euristica su questa griglia, uno dopo l'altro, ognuno con al massimo { $n ->
        [one] { $n } nodo
        [many] { $n } di nodi
       *[other] { $n } nodi
    }.
comparing = Confronto di tutte le ricerche su questa griglia in corso.
compared = { $n ->
        [one] Confrontata { $n } ricerca.
        [many] Confrontate { $n } di ricerche.
       *[other] Confrontate { $n } ricerche.
    }
compare-cancelled = Confronto annullato.
copy-csv = Copia CSV
copy-markdown = Copia Markdown
col-algorithm = Algoritmo
col-heuristic = Euristica
col-chart = Espansi (scala logaritmica)
status-waiting = in attesa
status-running = in esecuzione
status-solved = risolto
status-limit = limite di nodi
status-cancelled = annullato
status-failed = non riuscito
play-row = Riproduci
play-row-label = Riproduci la soluzione di { $algo }
playing-row = Riproduzione della soluzione di { $algo }.

## Graded exercises (the student's panel)

ex-title = Esercizio
ex-cannot-start = Questo esercizio non può iniziare: { $why }
ex-ask-teacher = Avvisa chi lo ha assegnato.
ex-task-play = Raggiungi l'obiettivo a mano con il minor numero di mosse possibile. Superi l'esercizio con al massimo { $slack ->
        [one] { $slack } mossa
        [many] { $slack } di mosse
       *[other] { $slack } mosse
    } in più rispetto alla soluzione più breve.
ex-task-predict = Prevedi le prossime { $n } espansioni di { $algo }: prima di ognuna, scegli il nodo della frontiera che secondo te verrà espanso. Per superarlo: { $pass }% di risposte giuste.
ex-task-children = Per ciascuna delle prossime { $n } espansioni di A* con { $heuristic }, indica g, h e f = g + h di ogni figlio generato. Per superarlo: { $pass }% di risposte giuste.
ex-task-heuristic = Scrivi un'euristica h per l'8-puzzle nel linguaggio di formule del laboratorio (per esempio manhattan + 2*conflicts). Viene verificata su tutte le 181.440 griglie e messa in gara con A* contro Manhattan su { $boards } griglie. Superi l'esercizio se h è ammissibile e genera al massimo { $pass }% dei nodi di Manhattan.
ex-submit-h = Consegna h
ex-grading = Verifica di h su ogni griglia, poi gara contro Manhattan…
ex-h-raced = Ammissibile. Sulle griglie della gara h ha generato { $own } nodi, Manhattan { $manhattan }: { $percent }% di quelli di Manhattan.
ex-h-race-caption = Nodi generati sulle 20 griglie della gara per ogni profondità della soluzione d
ex-h-over-budget = Ammissibile, ma A* con h ha superato { $max ->
        [one] { $max } nodo
        [many] { $max } di nodi
       *[other] { $max } nodi
    } sulle griglie della gara: più di quanti ne servano a Manhattan per tutte e 120, qualunque sia l'estrazione.
ex-h-seed = Le griglie della gara di questo tentativo sono state estratte con il seme { $seed }: npuzzle heuristic grade --seed { $seed } valuta h sulle stesse griglie.
ex-no-grade = Impossibile valutare h ({ $why }). Consegnala di nuovo.
ex-progress = { $done } di { $n }
ex-attempt = Tentativo { $n }
ex-moves-so-far = Mosse: { $moves }
ex-hints-used = Suggerimenti usati: { $n }
ex-hints-left = Suggerimenti usati: { $n } su { $max }
ex-score = Punteggio: { $raw } su { $max } ({ $percent }%)
ex-play-score = { $moves ->
        [one] { $moves } mossa
        [many] { $moves } di mosse
       *[other] { $moves } mosse
    }; la soluzione più breve ne richiede { $optimal }.
ex-passed = Superato: { $raw } su { $max } (tentativo { $attempt }).
ex-failed = Non superato: { $raw } su { $max } (tentativo { $attempt }).
ex-try-again = Riprova
ex-keep-best = Il corso conserva il tuo risultato migliore: un altro tentativo non può abbassarlo.
ex-keep-last = Il corso conserva il tuo ultimo risultato: un altro tentativo sostituisce questo, anche se ottiene meno.
ex-started = È iniziato un nuovo tentativo.
ex-pick-prompt = Qual è il prossimo nodo da espandere?
ex-expanding = Espansione del nodo { $node }: indica g, h e f di ogni figlio.
ex-child = Figlio
ex-child-via = casella vuota { $way }
ex-value-of = { $value } del figlio con la casella vuota { $way }
ex-check = Verifica
ex-children-verdict = { $n ->
        [one] { $right } su { $n } figlio giusto.
        [many] { $right } su { $n } di figli giusti.
       *[other] { $right } su { $n } figli giusti.
    }
ex-child-right = giusto
ex-child-wrong = sbagliato: g = { $g }, h = { $h }, f = { $f }
ex-waiting = Preparazione dell'esercizio…
ex-restored = Il tuo tentativo è stato ripristinato da dove l'avevi lasciato.
ex-saved-damaged = Un tentativo salvato qui era danneggiato ed è stato messo da parte: inizia un nuovo tentativo.
ex-saved-version = Un tentativo salvato da un'altra versione dell'app è stato messo da parte: inizia un nuovo tentativo.
ex-not-kept = Questo browser non conserva nulla per questa pagina, quindi ricaricandola il tentativo ricomincia.
ex-no-optimal = La soluzione più breve non è nota, quindi il tentativo non può ancora essere valutato ({ $why }).
ex-no-more-hints = Non ci sono altri suggerimenti in questo esercizio.
ex-board-held = Ora la griglia non si può muovere: appartiene all'esercizio.
ex-move-cap = Il tentativo è terminato dopo { $n ->
        [one] { $n } mossa
        [many] { $n } di mosse
       *[other] { $n } mosse
    } senza raggiungere l'obiettivo.
puzzle-numbered = Rompicapo { $n }
ex-board-fixed = La griglia dell'esercizio non può essere cambiata mentre l'esercizio è in corso.
ex-restarted = L'esercizio è cambiato: è iniziato un nuovo tentativo.
ex-resume-ignored = Un tentativo salvato fornito mentre l'esercizio è in corso è stato ignorato.
ex-delivered = Il tuo risultato è arrivato al corso.
ex-pending = Il tuo risultato non è ancora arrivato al corso; viene conservato e sarà inviato di nuovo.
ex-no-session = Il corso ora non accetta risultati: il tuo viene conservato qui e sarà inviato la prossima volta che apri questo esercizio.
ex-bad-board = la griglia «{ $v }» non è utilizzabile: { $why }
ex-bad-task = l'attività «{ $v }» non esiste: usa play, predict o children
ex-bad-id = l'id dell'esercizio «{ $v }» non è utilizzabile: al massimo { $max } tra lettere, cifre, - _ . o :
ex-bad-count = count «{ $v }» non è un numero di domande da 1 a { $max }
ex-bad-slack = slack «{ $v }» non è un numero di mosse da 0 a { $max }
ex-bad-hints = hints «{ $v }» non è on, off né un numero da 0 a { $max }
ex-bad-pass = pass «{ $v }» non è un punteggio minimo: indica una frazione (0.8) o una percentuale (80%)
ex-setting = { $field }: { $why }
ex-bad-keep = keep «{ $v }» non è né best né last
ex-too-large = una griglia { $size } è troppo grande per un esercizio: al massimo { $max ->
        [one] { $max } casella
        [many] { $max } di caselle
       *[other] { $max } caselle
    }
ex-unsolvable = la griglia non può raggiungere l'obiettivo, quindi nessuna attività può usarla
ex-already-goal = la griglia è già l'obiettivo: non c'è nulla da fare
ex-needs-predictable = predict richiede BFS, DFS, greedy o A*, non { $algo }
ex-needs-a-star = children richiede A*, non { $algo }

## The Exercise panel (a teacher's, beside Share)

au-title = Esercizio (per docenti)
au-help = Crea un esercizio valutato con questa griglia e questa ricerca. Gli studenti vedono l'attività, i propri progressi e il proprio punteggio; i risultati arrivano alla pagina del tuo corso o al tuo LMS.
au-task = Attività
au-task-play = Gioca: raggiungi l'obiettivo con poche mosse
au-task-predict = Prevedi le prossime espansioni
au-task-children = g, h e f dei figli (A*)
au-task-heuristic = Scrivi un'euristica ammissibile
au-count = Domande
au-slack = Mosse concesse oltre la soluzione più breve
au-hints-name = Suggerimenti
au-hints-on = Consentiti, ciascuno contato
au-hints-off = Nessuno
au-hints-most = Al massimo { $n }
au-pass = Punteggio minimo
au-id = Id dell'esercizio (facoltativo)
au-keep = L’LMS conserva
au-keep-best = il tentativo migliore
au-keep-last = l’ultimo tentativo
au-preview = Anteprima come studente
au-copy-link = Copia il link
au-copy-iframe = Copia l'iframe
au-copy-element = Copia l'elemento
au-format = Pacchetto per
au-format-help = SCORM 1.2: Moodle, Canvas e quasi tutti gli LMS. SCORM 2004: Blackboard, Brightspace, ILIAS, Open edX (che accettano anche 1.2). cmi5: LMS basati su xAPI e su un learning record store.
au-download = Scarica per il tuo LMS
au-invalid = Non ancora pronto: { $why }
ex-packing = Creazione del pacchetto…
ex-packed = Il pacchetto ({ $kb } KB) è stato scaricato: caricalo nel tuo LMS come pacchetto { $format }.
ex-pack-failed = Impossibile creare il pacchetto: { $why }
ex-pack-bad-name = files.json indica «{ $name }» { $why ->
         [parent] fuori dal sito (..)
         [absolute] dalla radice (/)
         [backslash] con una barra rovesciata
         [colon] con i due punti (C:, un indirizzo)
         [empty] con una parte vuota o «.»
         [duplicate] due volte
        *[character] con ?, #, % o un carattere nascosto
    }: ricostruisci il sito.

## La vista della classe (un docente avvia un link nel LMS: tentativi, voti e risposte degli studenti)

class-title = { $title }: la classe
class-untitled = Esercizio di N-puzzle
class-boardless = L'esercizio di questo link non fissa una griglia, quindi i suoi tentativi non ricevono un voto: la pagina di ogni studente ne sceglierebbe una propria. Aggiungi di nuovo l'esercizio con una griglia.
class-no-column = Questo link non ha una colonna nel registro dei voti: i voti restano solo qui. Aggiungi l'esercizio con la selezione dei contenuti del LMS (Deep Linking) per averne una.
class-find = Cerca uno studente
class-no-students = Nessuno studente ha ancora aperto questo esercizio.
class-no-answers = Ancora nessuna risposta.
class-questions = Domande
class-questions-caption = Domande: l'ultima risposta di ogni studente
class-question = Domanda
class-right = Esatte
class-right-answer = Risposta esatta
class-wrong-answers = Risposte sbagliate frequenti
class-share = { $percent }% ({ $right } su { $students })
class-no-wrong = nessuna
class-students = Studenti
class-students-caption = Studenti che hanno aperto l'esercizio
class-student = Studente
class-attempts = Tentativi
class-grade = Voto
class-gradebook = Registro dei voti
class-last-seen = Ultima attività (UTC)
class-attempts-count = { $begun ->
        [one] { $begun } iniziato
        [many] { $begun } iniziati
       *[other] { $begun } iniziati
    }, { $ended ->
        [one] { $ended } concluso
        [many] { $ended } conclusi
       *[other] { $ended } conclusi
    }
class-no-grade = ancora nessuno
class-grade-passed = { $raw } su { $max }, superato
class-grade-failed = { $raw } su { $max }, non superato
class-nothing-to-send = niente da inviare
class-sent = inviato
class-no-column-yet = nessuna colonna
class-on-its-way = in arrivo
class-waiting = in attesa: { $why }
class-refresh = Aggiorna
class-download = Scarica tutte le risposte (CSV)
class-open-exercise = Apri l'esercizio come lo vede uno studente
class-stopped = Questa vista non si aggiorna più: avvia di nuovo l'esercizio dal corso per vedere le nuove risposte.
class-open-attempt = Apri il tentativo:
class-attempt-graded = valutato
class-attempt-latest = l'ultimo
class-open-attempt-label = Apri il tentativo { $attempt } di { $who }
class-review-ended = Tentativo { $attempt } di { $who }, come l'ha lasciato (concluso).
class-review-open = Tentativo { $attempt } di { $who }, come l'ha lasciato (non concluso).
class-review-note = È il suo tentativo, non il tuo: niente di ciò che fai qui viene conservato o inviato.
class-lrs-title = Risposte della classe da un archivio di apprendimento
class-lrs-tagline = Per un corso cmi5: ogni domanda per tutta la classe, le risposte di ogni studente e tutte le risposte in CSV, lette dal tuo archivio dei dati di apprendimento (LRS).
class-lrs-endpoint = Indirizzo dell’archivio (endpoint xAPI)
class-lrs-endpoint-help = Il tuo LMS o LRS lo mostra accanto alle sue chiavi; di solito termina con /xAPI/ o /data/xAPI/.
class-lrs-key = Chiave (nome utente)
class-lrs-secret = Segreto (password)
class-lrs-secret-help = Una chiave che possa leggere gli statement. Resta in questa pagina: mai nell’indirizzo, mai salvata.
class-lrs-activity = AU dell’esercizio (id dell’attività)
class-lrs-activity-help = L’id dell’<au> nel cmi5.xml del pacchetto, urn:npuzzle:au:npuzzle- seguito dall’id dell’esercizio, a meno che il tuo LMS dia alle AU id propri: allora lo mostrano i dettagli dell’AU nell’LMS (l’activityId dell’URL di avvio).
class-lrs-show = Mostra la classe
class-lrs-questions-table = Tabella delle domande
class-lrs-answers-of = Risposte di { $name }
class-lrs-student-summary = { $name }: { $right } giuste su { $questions } (ultime risposte), { $answers ->
        [one] { $answers } risposta
        [many] { $answers } di risposte
       *[other] { $answers } risposte
    }
class-lrs-answer = Risposta
class-lrs-result = Esito
class-lrs-seconds = Secondi
class-lrs-when = Risposta data (UTC)
class-lrs-yes = giusta
class-lrs-no = sbagliata
class-lrs-reading = Lettura dell’archivio…
class-lrs-live = { $answers ->
        [one] { $answers } risposta
        [many] { $answers } di risposte
       *[other] { $answers } risposte
    } da { $students ->
        [one] { $students } studente
        [many] { $students } di studenti
       *[other] { $students } studenti
    }. Aggiornato dal vivo finché questa pagina è visibile.
class-lrs-updated = Ultima lettura alle { $time }.
class-lrs-paused = In pausa finché questa pagina è nascosta.
class-lrs-none-yet = Ancora nessuna risposta a questo esercizio. Appaiono qui man mano che gli studenti rispondono. Se gli studenti hanno risposto, controlla l’id dell’attività dell’AU.
class-lrs-bad-endpoint = L’indirizzo dell’archivio deve essere un indirizzo http:// o https:// completo, come https://lrs.example.org/xAPI/.
class-lrs-insecure = Questa pagina è servita in HTTPS, quindi il browser non le lascia leggere un archivio a un indirizzo http://. Usa l’indirizzo https:// dell’archivio.
class-lrs-no-key = Scrivi la chiave e il segreto.
class-lrs-key-in-address = Scrivi la chiave e il segreto nei loro campi, non nell’indirizzo dell’archivio.
class-lrs-no-activity = Scrivi l’id dell’attività dell’AU.
class-lrs-credentials = L’archivio ha rifiutato chiave e segreto (HTTP { $status }). Controllali, e che la chiave possa leggere gli statement.
class-lrs-network = Impossibile raggiungere l’archivio a { $endpoint }. Controlla l’indirizzo, e che l’archivio permetta all’origine di questa pagina ({ $origin }) di leggerlo (CORS): le impostazioni del tuo LRS indicano le origini permesse.
class-lrs-timeout = L’archivio non ha risposto entro { $seconds } secondi. Nuovo tentativo.
class-lrs-not-lrs = L’indirizzo ha risposto, ma non come un archivio xAPI ({ $what }). Controlla l’indirizzo: di solito termina con /xAPI/ o /data/xAPI/.
class-lrs-no-list = nessun elenco di statement
class-lrs-refused = L’archivio ha rifiutato la richiesta (HTTP { $status }): { $detail }
class-lrs-failed = L’archivio ha dato errore (HTTP { $status }). Nuovo tentativo.
class-lrs-stale = La nuova lettura non è riuscita; le risposte mostrate sono delle { $time }. { $problem }
class-lrs-elsewhere = La pagina successiva dell’archivio è su un altro sito ({ $origin }): non viene seguita, così chiave e segreto restano con questo.

## Sharing

share = Condividi questa griglia
share-link = Link
share-iframe = Per la pagina di un corso: un iframe
share-element = Per la pagina di un corso: l'elemento
share-guide = Come incorporarlo
share-algo-auto = Il link e gli snippet si aprono con Auto: { $algo } potrebbe non finire una tavola { $size } entro i limiti di una pagina.
copy = Copia
copied = Copiato negli appunti.
copy-failed = Il browser non ha permesso la copia: seleziona il testo e copialo.

## The page around the component

page-title = Risolutore di N-puzzle
page-tagline = Gioca, risolvi e studia il rompicapo a tessere scorrevoli
about-puzzle = Informazioni sul rompicapo
embed-guide = Inseriscilo nella pagina del tuo corso

## Directions (the way a tile slides)

way-up = verso l'alto
way-down = verso il basso
way-left = verso sinistra
way-right = verso destra

## What happened

moved = Tessera { $tile } spostata { $way }. { $n ->
        [one] { $n } mossa
        [many] { $n } di mosse
       *[other] { $n } mosse
    }.
solved-by-hand = Tessera { $tile } spostata { $way }. Risolto in { $n ->
        [one] { $n } mossa
        [many] { $n } di mosse
       *[other] { $n } mosse
    }!
busy = Risoluzione in corso… premi Annulla per tornare a giocare.
shuffled = Mescolato: una griglia casuale risolvibile.
scrambled = Disordinato con { $n ->
        [one] { $n } mossa casuale
        [many] { $n } di mosse casuali
       *[other] { $n } mosse casuali
    }.
scramble-bad = Disordina richiede un numero intero di mosse da 1 a { $max }.
back-to-start = Di nuovo alla posizione iniziale.
board-from-text = Griglia impostata dalla casella di testo.
board-from-host = Griglia impostata dalla pagina.
not-a-board = Non è una griglia valida: { $why }.
no-solution = Nessuna soluzione possibile.
no-solution-searched = Nessuna soluzione possibile, quindi non è stata eseguita alcuna ricerca.
explain-odd = Inversioni (coppie di tessere in ordine inverso rispetto all'obiettivo): { $inv }. Su una griglia di larghezza dispari ({ $width }) ogni mossa conserva la parità di questo numero, e l'obiettivo non ha inversioni: il numero deve essere pari. { $inv } è { $parity }, { $verdict }.
explain-even = Inversioni (coppie di tessere in ordine inverso rispetto all'obiettivo): { $inv }; righe tra la casella vuota e la sua riga nell'obiettivo: { $rows }. Su una griglia di larghezza pari ({ $width }) una mossa verso l'alto o verso il basso cambia la parità di entrambi i numeri, quindi la loro somma deve essere pari, come nell'obiettivo. { $inv } + { $rows } = { $sum } è { $parity }, { $verdict }.
even = pari
odd = dispari
can-reach = quindi l'obiettivo è raggiungibile
cannot-reach = quindi l'obiettivo non è mai raggiungibile: scambia due tessere qualsiasi per cambiare la situazione
searching = Ricerca in corso…
lab-title = Laboratorio delle euristiche
lab-help = Scrivi la tua h e verificala su ogni griglia di questa dimensione rispetto alle distanze reali (tutte le 181.440 dell'8-puzzle; un campione per le griglie più grandi). Nomi: hamming, manhattan, conflicts, n, rows, cols, blank_row, blank_col, row(t), col(t), goal_row(t), goal_col(t); sum(t: …), max(…), min(…), abs(…), + − * /, if … then … else ….
lab-formula = La tua euristica h
lab-check = Verifica h
lab-checking = Verifica di h su ogni griglia…
lab-empty = Prima scrivi una formula, per esempio manhattan + 2*conflicts.
lab-bad-formula = h non è utilizzabile: { $why }
lab-states = { $h } su { $n ->
        [one] { $n } griglia
        [many] { $n } di griglie
       *[other] { $n } griglie
    }{ $sample }:
lab-sample = {" "}(un campione)
lab-admissible = Ammissibile: mai sopra la distanza reale.
lab-not-admissible = Non ammissibile: h = { $h } su una griglia a { $hstar ->
        [one] { $hstar } mossa
        [many] { $hstar } di mosse
       *[other] { $hstar } mosse
    } dall'obiettivo.
lab-consistent = Consistente: 0 nell'obiettivo e differenza al massimo 1 tra griglie vicine.
lab-not-consistent = Non consistente: h = { $ha } e { $hb } su due griglie vicine.
lab-not-a-number = Non è un numero su una griglia: h { $value ->
        [not-a-number] lì vale NaN (per esempio infinito meno infinito)
        [infinite] lì è infinita
        [minus-infinite] lì vale meno infinito
       *[division] lì divide per zero (al carattere { $at })
    }. Un'euristica deve essere un numero su ogni griglia, quindi h non è né ammissibile né consistente.
lab-close = Media di h/h*: { $ratio }; almeno pari a Manhattan su { $pct }% delle griglie.
lab-race = Metti in gara h
lab-racing = La gara si svolge nell'esperimento qui sopra: A* e IDA* con h contro Hamming, Manhattan e conflitto lineare.
lab-step = Seguila passo passo
lab-step-needs-informed = Scegli in Risolvi la ricerca greedy, A* o IDA*: usano un'euristica.
lab-stepping = Registrazione della ricerca con h: seguila passo passo qui sopra, in «Registra la ricerca».
lab-your-h = la tua h
formula-at = al carattere { $at }: { $problem }
formula-too-long = la formula è troppo lunga: { $n } caratteri, al massimo { $max }
formula-too-deep = annidata oltre { $depth } livelli
formula-expected = atteso { $what ->
        [operator] un operatore o la fine
        [operand] un numero, un nome o «(»
        [close] «)»
        [comma] «,» o «)»
        [open] «(» dopo il nome della funzione
        [then] «then»
        [else] «else»
       *[binding] il nome di una tessera e «:» (sum(t: …))
    }, trovato { $found ->
        [end] la fine
        [arguments] degli argomenti
       *[text] «{ $text }»
    }
formula-unexpected = «{ $text }» non fa parte del linguaggio
formula-bad-number = «{ $text }» non è un numero
formula-unknown-name = nome sconosciuto «{ $name }» (i nomi sono { $names })
formula-arguments = { $name } accetta { $want } argomento, non { $got }
formula-too-slow = la formula richiede circa { $cost } passi per griglia: al massimo { $max }
formula-division = divisione per zero
formula-no-such-tile = { $tile } non è una tessera della griglia
formula-not-a-number = il valore è { $value ->
        [not-a-number] NaN
        [infinite] infinito
        [minus-infinite] meno infinito
       *[division] una divisione per zero
    }, non un numero
formula-on-board = { $why } (sulla griglia { $board })
formula-too-large = troppi stati per controllarli tutti: la griglia ha { $cells } caselle, se ne controllano al massimo { $max }
experiment-longer = non le più brevi: { $n }
lab-load = Carica questa griglia
lab-load-neighbour = Carica la prima delle due
improvement = Trovata una soluzione di { $n ->
        [one] { $n } mossa
        [many] { $n } di mosse
       *[other] { $n } mosse
    }; la più breve ne richiede almeno { $bound } (dimostrato). Ricerca ancora in corso…
kept-best = Interrotto. Resta la migliore soluzione trovata: { $n ->
        [one] { $n } mossa
        [many] { $n } di mosse
       *[other] { $n } mosse
    }; la più breve ne richiede almeno { $bound } (dimostrato).
searching-announce = Ricerca di una soluzione in corso.
starting = Avvio del risolutore…
queued = In attesa del risolutore (lo sta usando un altro rompicapo di questa pagina)…
cancelled = Annullato. La griglia è rimasta com'era.
cancelled-announce = Ricerca annullata.
refused = Il risolutore ha rifiutato il lavoro: { $why }
one-move = 1 mossa
n-moves = { $n ->
        [one] { $n } mossa
        [many] { $n } di mosse
       *[other] { $n } mosse
    }
optimal-word = ottima
not-shortest = non necessariamente la più breve
solved-by = Risolto con { $algo }: soluzione di { $moves }, { $optimal }.
solved-by-with = Risolto con { $algo } e { $h }: soluzione di { $moves }, { $optimal }.
solved-by-how = Risolto con { $algo } ({ $how }): soluzione di { $moves }, { $optimal }.
tables-kept = Tabelle pronte in { $t }, conservate per le prossime risoluzioni.
solved-announce = Risolto: soluzione di { $moves }, { $optimal }.
limit = Interrotto al limite di nodi: { $expanded ->
        [one] { $expanded } nodo espanso
        [many] { $expanded } di nodi espansi
       *[other] { $expanded } nodi espansi
    }, { $enqueued } accodati, profondità { $depth } raggiunta, { $s } s. Questa griglia richiede un metodo più forte: prova A* o IDA* con conflitto lineare, oppure Auto.
limit-announce = La ricerca ha raggiunto il limite di nodi.
search-ended = Ricerca terminata: { $status }.
worker-stopped = Il risolutore si è fermato ({ $why }). La tua griglia è rimasta com'era. { $next }
worker-restarted = È stato avviato un nuovo risolutore: risolvi di nuovo, oppure scegli una ricerca che memorizza meno nodi (A* o IDA* invece di BFS).
worker-retry = Al prossimo clic su Risolvi si tenterà di riavviarlo.
worker-stopped-announce = Il risolutore si è fermato.
no-workers = Questo browser non può eseguire il risolutore (servono i Web Worker).
solver-refused = Il risolutore non può avviarsi su questa pagina: la Content-Security-Policy della pagina lo blocca ({ $directive }). Chi gestisce la pagina può consentirlo, come spiega la guida all'incorporamento.
solver-not-loaded = Impossibile caricare il risolutore ({ $why }). Controlla la connessione: al prossimo clic su Risolvi si riproverà.

## Settings that were ignored (URL parameters, attributes, options)

ignored-too-long = Il valore di { $name } è stato ignorato: { $why }.
ignored-board = La griglia «{ $v }» è stata ignorata: { $why }.
ignored-size = La dimensione «{ $v }» è stata ignorata: usa per esempio 3x3 o 4x4.
ignored-goal = L'obiettivo «{ $v }» è stato ignorato: usa end o start.
ignored-algorithm = L'algoritmo «{ $v }» è stato ignorato: usa bfs, dfs, iddfs, greedy, astar, idastar, auto o fast.
ignored-heuristic = L'euristica «{ $v }» è stata ignorata: usa hamming, manhattan o linear-conflict.
ignored-own-heuristic = L'euristica è stata ignorata: { $algo } sceglie la propria (greedy, astar e idastar ne accettano una).
ignored-controls = I controlli «{ $v }» sono stati ignorati: usa full, none o un elenco di play, solve e study.
ignored-autoplay = autoplay «{ $v }» è stato ignorato: usa 1 o 0.
ignored-lang = La lingua «{ $v }» è stata ignorata: usa una tra { $langs }.
ignored-lang-menu = lang-menu «{ $v }» è stato ignorato: usa 1 o 0.
ignored-order = L'ordine «{ $v }» è stato ignorato: indica le quattro mosse una volta ciascuna, per esempio udlr.
ignored-ties = ties «{ $v }» è stato ignorato: usa deeper, oldest o newest.
ignored-goal-test = goal-test «{ $v }» è stato ignorato: usa generation o expansion.
ignored-packaged = «{ $v }» nell'indirizzo è stato ignorato: lo fissa il pacchetto.
ignored-unknown = L'impostazione sconosciuta «{ $v }» è stata ignorata.
size-board-disagree = La dimensione { $size } non corrisponde alla griglia { $board }; vale la griglia.

## What is wrong with a board (the core's errors)

err-empty = la griglia è vuota: scrivi le tessere, per esempio 1 2 3 / 4 5 6 / 7 8 0
err-token = «{ $token }» (elemento { $i }) non è il numero di una tessera né una casella vuota (0, _, . o nil)
err-too-small = una griglia { $size } è troppo piccola: entrambi i lati devono essere almeno { $min }
err-text-too-long = il testo è lungo { $bytes } byte, più di qualsiasi griglia: si leggono al massimo { $max } byte
err-side-too-large = { $side } è troppo grande per il lato di una griglia: i lati possono essere al massimo { $max }
too-many-digits = un numero di più di 20 cifre
err-too-large = una griglia { $size } è troppo grande: i lati possono essere al massimo { $max }
err-not-square = { $count ->
        [one] { $count } tessera non forma
        [many] { $count } di tessere non formano
       *[other] { $count } tessere non formano
    } una griglia quadrata (una 3×3 ne richiede 9, una 4×4 ne richiede 16); metti le righe su linee separate o indica prima la dimensione
err-ragged = la riga { $row } ha { $found ->
        [one] { $found } tessera
        [many] { $found } di tessere
       *[other] { $found } tessere
    } ma la riga 1 ne ha { $expected }
err-tile-count = una griglia { $size } richiede { $expected } tessere ma { $found ->
        [one] ne è stata data { $found }
        [many] ne sono state date { $found }
       *[other] ne sono state date { $found }
    }
err-no-blank = la griglia non ha la casella vuota: scrivila come 0, _, . o nil
err-two-blanks = la griglia ha due caselle vuote, alla { $first } e alla { $second }
err-out-of-range = la tessera { $tile } alla { $at } è fuori intervallo: le tessere di questa griglia vanno da 1 a { $max }
err-duplicate = la tessera { $tile } compare due volte, alla { $first } e alla { $second }
err-missing = manca la tessera { $tile }
err-too-many-moves = disordinare con { $moves ->
        [one] { $moves } mossa
        [many] { $moves } di mosse
       *[other] { $moves } mosse
    } è troppo: al massimo { $max }
pos = riga { $row }, colonna { $col }
verbatim = { $text }
join = { $a } { $b }

## The assignment's printout (the command line prints the same)

assignment-counts =
    Numero di mosse = { $moves }
    Numero di stati accodati = { $enqueued }
assignment-no-solution = Nessuna soluzione possibile


## Solve

cli-solved-by = Risolto con { $algo }{ $heuristic }: { $shortest }, { $expanded ->
        [one] { $expanded } nodo espanso
        [many] { $expanded } di nodi espansi
       *[other] { $expanded } nodi espansi
    }, { $ms } ms
cli-shortest = soluzione più breve
cli-not-shortest = soluzione senza garanzia di essere la più breve
cli-stopped = Ricerca interrotta ({ $status }): { $expanded ->
        [one] { $expanded } nodo espanso
        [many] { $expanded } di nodi espansi
       *[other] { $expanded } nodi espansi
    }, { $generated } generati, profondità { $depth }, { $ms } ms
cli-best-kept = Migliore soluzione trovata: { $length ->
        [one] { $length } mossa
        [many] { $length } di mosse
       *[other] { $length } mosse
    } (non è dimostrato che sia la più breve); la più breve ne richiede almeno { $bound } (dimostrato)
cli-improved = { $ms } ms: trovata una soluzione di { $length ->
        [one] { $length } mossa
        [many] { $length } di mosse
       *[other] { $length } mosse
    }; la più breve ne richiede almeno { $bound } (dimostrato)
cli-limit-advice = la ricerca ha raggiunto il limite di nodi o di tempo: --max-nodes e --time-limit li alzano, --algo fast risponde subito (non necessariamente con la soluzione più breve)
cli-slow-note = nota: la soluzione più breve di una griglia { $size } può richiedere minuti o fermarsi al limite di nodi; --algo fast risponde subito (non necessariamente con la soluzione più breve)
cli-why-no-solution = perché: { $why }
cli-boards-left-out = ... { $left ->
        [one] { $left } griglia omessa
        [many] { $left } di griglie omesse
       *[other] { $left } griglie omesse
    }: stampare tutte le { $boards } griglie scriverebbe circa { $size }, oltre il --print-limit di { $mb } MB (-q stampa solo le mosse)

## Reading the input

cli-invalid-board = griglia non valida: { $why }
cli-bad-option = { $option }: { $why }
cli-race-longer = { $algo } con h: { $longer } su { $solved ->
        [one] { $solved } risposta più lunga della soluzione più breve
        [many] { $solved } di risposte più lunghe della soluzione più breve
       *[other] { $solved } risposte più lunghe della soluzione più breve
    }
cli-grade-passed = Superato: { $raw } su { $max } (consentito al massimo { $pass }% dei nodi di Manhattan).
cli-grade-failed = Non superato: { $raw } su { $max } (consentito al massimo { $pass }% dei nodi di Manhattan).
cli-grade-seed = Le griglie della gara: 20 per ogni profondità, estratte con il seme { $seed }.
cli-bad-formula = la formula non è utilizzabile: { $why }
cli-heuristic-checked = { $formula } su ogni griglia { $size } che raggiunge l'obiettivo ({ $states }):
cli-heuristic-sampled = { $formula } su un campione di { $states ->
        [one] { $states } griglia { $size }
        [many] { $states } di griglie { $size }
       *[other] { $states } griglie { $size }
    } (disordinate con al massimo 40 mosse, risolte in modo ottimo):
cli-heuristic-admissible = ammissibile: mai sopra la distanza reale
cli-heuristic-not-admissible = non ammissibile: { $board } ha h = { $h }, ma l'obiettivo è a { $hstar ->
        [one] { $hstar } mossa
        [many] { $hstar } di mosse
       *[other] { $hstar } mosse
    } di distanza
cli-heuristic-consistent = consistente: 0 nell'obiettivo e differenza al massimo 1 tra vicini
cli-heuristic-not-consistent = non consistente: { $a } ha h = { $ha }, il suo vicino { $b } ha h = { $hb }
cli-heuristic-not-a-number = non è un numero: h { $value ->
        [not-a-number] vale NaN
        [infinite] è infinita
        [minus-infinite] vale meno infinito
       *[division] divide per zero (al carattere { $at })
    } su { $board }; un'euristica deve essere un numero su ogni griglia, quindi h non è né ammissibile né consistente
cli-heuristic-closeness = media di h/h*: { $ratio }; almeno pari a Manhattan su { $share }% delle griglie
cli-standard-input = lo standard input
cli-cannot-read = impossibile leggere { $name }: { $why }
cli-too-large = { $name } è più grande di { $size }: non è un file di griglia
cli-not-text = { $name } non è testo: il byte { $n } non è UTF-8
cli-cannot-write = impossibile scrivere l'output: { $why }
cli-not-a-file = { $name } non è un file (è un dispositivo, una cartella o un socket): non ne è stato letto nulla
cli-tables-too-large = { $name } è più grande di { $size }: non è un file di database di pattern
cli-tables-behind = costruzione dei database di pattern { $size } per le tavole successive (una volta sola, circa { $seconds } s); nel frattempo rispondono quelli rapidi
cli-tables-behind-wide = costruzione dei database di pattern { $size } per le tavole successive (una volta sola, circa { $seconds } s); con essi le loro risposte sono più corte
cli-tables-finishing = completamento dei database di pattern { $size } per le prossime esecuzioni (Ctrl-C li interrompe; la prossima esecuzione li ricostruisce)
cli-tables-unusable = le tabelle nella cache non sono utilizzabili ({ $reason }); verranno ricostruite
cli-tables-built-unusable = le tabelle appena costruite non sono utilizzabili ({ $reason })
cli-tables-saved = i database di pattern { $size } sono salvati in { $path } (le risoluzioni successive li caricano)
cli-tables-unsaved = impossibile conservare le tabelle in { $dir }: { $reason } (--cache-dir sceglie un altro posto)
cli-site-link = { $name } è un link, o si trova dietro un link: un pacchetto prende solo i file propri del sito
cli-site-too-large = { $name } è più grande di { $size }: più di quanto contenga un sito compilato
cli-boards-per-depth = al massimo { $max } griglie per profondità (le griglie di una profondità vengono estratte e tenute tutte insieme)

## Explain

cli-col-tile = tessera
cli-col-at = posizione
cli-col-goal = obiettivo
cli-col-manhattan = manhattan
cli-col-misplaced = fuori posto
cli-yes = sì
cli-hamming-total = Hamming (tessere fuori posto) = { $n }
cli-manhattan-total = Manhattan = { $n }
cli-conflicts = Conflitti lineari = { $pairs }; stima con conflitto lineare = { $n }
cli-no-conflicts = nessuno
cli-conflict-row = riga { $n }: { $a } e { $b }
cli-conflict-column = colonna { $n }: { $a } e { $b }

## Scan

cli-scan-read = Letta una griglia { $size } dalla foto in { $ms } ms
cli-scan-check = controlla queste caselle, la lettura non ne è sicura: { $cells }
cli-scan-cell = riga { $row } colonna { $col }
cli-scan-unsolvable = così come è stata letta, questa griglia non può raggiungere l'obiettivo (casella vuota alla fine): forse una casella è stata letta male, o il rompicapo è stato montato male
cli-scan-bench = { $photos ->
        [one] { $photos } foto di prova
        [many] { $photos } di foto di prova
       *[other] { $photos } foto di prova
    } ({ $sizes }{ $known }): { $exact } lette esattamente, { $silent } sbagliate senza caselle segnalate, { $flagged } sbagliate con caselle segnalate, { $failed } non lette
cli-scan-corners = otto numeri, x,y di ciascuno dei quattro angoli della griglia in pixel della foto (per esempio 120,80,600,90,610,560,110,570)
cli-scan-bench-known = , dimensione indicata
cli-scan-bench-outline = , contorno indicato
cli-scan-bench-time = tempo per foto: mediana { $median } ms, p95 { $p95 } ms, massimo { $max } ms


## How a solver answered (after the algorithm's name: "Solved by Auto (IDA* with …)")

method-exact-table = tabella esatta delle distanze
method-pdb = IDA* con database di pattern additivi
method-pdb-reflected = IDA* con database di pattern additivi e riflessione
method-pdb-quick = IDA* con i database di pattern veloci (5-5-5)
method-pdb-quick-reflected = IDA* con i database di pattern veloci (5-5-5) e riflessione
method-linear-conflict = IDA* con conflitto lineare
method-weighted-pdb = A* pesato con database di pattern, peso { $weight }
method-weighted-linear-conflict = A* pesato con conflitto lineare, peso { $weight }
# Fast mode on a large board: rows and columns are put in place one by one, then the last block
# (e.g. 3×3) is solved optimally. { $size } is that block's size.
method-lines = righe e colonne una alla volta, l'ultimo blocco { $size } in modo ottimo
method-lines-searched = righe e colonne una alla volta, ciascuna collocata con una ricerca, l'ultimo blocco { $size } in modo ottimo
# { $lines } is method-lines or method-lines-searched.
method-finish-pdb = { $lines } con database di pattern
method-finish-linear-conflict = { $lines } con IDA* e conflitto lineare

## The element's notices when it cannot start (n-puzzle.js shows them before the puzzle's own code runs)

element-policy = Il rompicapo non può avviarsi su questa pagina: la Content-Security-Policy della pagina lo blocca ({ $directive }). Chi gestisce la pagina può consentirlo, come spiega la guida all'incorporamento.
element-load = Impossibile caricare il rompicapo ({ $why }). Controlla la connessione e ricarica la pagina.
element-style = La Content-Security-Policy di questa pagina blocca il foglio di stile del rompicapo ({ $directive }): funziona, ma ha un aspetto semplice.

## What a learning record store shows of a graded attempt (xAPI: the verb's name, the exercise's name)

lms-verb-answered = risposto
lms-verb-passed = superato
lms-verb-failed = non superato
lms-activity = Esercizio di N-puzzle: { $task }
lms-task-play = raggiungere l'obiettivo con poche mosse
lms-task-predict = prevedere le prossime espansioni
lms-task-children = g, h e f dei figli
lms-task-heuristic = un'euristica ammissibile che batte Manhattan


## The scan dialog

scan-title = Scansiona un rompicapo
scan-help = Scatta una foto dall'alto, con tutta la griglia inquadrata e ben illuminata, oppure scegline una.
scan-photo = Foto
scan-size = Dimensione
scan-size-auto = Ricavala dalla foto
scan-reading = Lettura della foto…
scan-read = Letta una griglia { $size }. Controlla le caselle segnate: tocca una casella per cambiarne il numero.
scan-read-sure = Letta una griglia { $size }. Confrontala con il tuo rompicapo; tocca una casella per cambiarne il numero.
scan-other-size = Leggi invece come griglia { $size }
scan-board = La griglia letta (0 o niente per la casella vuota)
scan-cell = Riga { $row }, colonna { $col }
scan-unsure = incerta
scan-duplicate = Ogni numero da 0 a { $max } deve comparire una volta: controlla { $list }.
scan-use = Usa questa griglia
scan-cancel = Annulla
scan-too-large = Il file è di { $mb } MB: si possono leggere foto fino a { $max } MB.
scan-too-many-pixels = La foto è di { $width }×{ $height } pixel ({ $mp } megapixel): si possono leggere foto fino a { $max } megapixel.
scan-not-an-image = Questo file non è una foto (un'immagine JPEG o PNG).
scan-damaged = Questa foto è troncata o danneggiata: il suo file non contiene l'immagine intera.
scan-no-board = Nessun rompicapo trovato nella foto: scattala dall'alto, con tutta la griglia inquadrata.
scan-two-boards = Due rompicapi nella foto: fotografane uno alla volta.
scan-cut-off = Parte della griglia è fuori dalla foto: allontanati un po' o ruota il telefono.
scan-size-unsupported = Una griglia { $size } non si può scansionare: dimensioni da 2×2 a 6×6.
scan-no-grid = La griglia è stata trovata ma le sue tessere non si distinguono: più luce, meno riflessi.
scan-failed = Impossibile avviare il lettore: { $why }
scan-outline = Non è la griglia? Trascina gli angoli del contorno sugli angoli della griglia.
scan-place = Oppure segna tu la griglia: trascina gli angoli del contorno sugli angoli della griglia.
scan-keys = La tua foto con il contorno della griglia. Per spostare un angolo, premi 1, 2, 3 o 4 per sceglierlo, poi usa i tasti freccia.
scan-camera = Usa la fotocamera
scan-shoot = Scatta la foto
scan-stop = Chiudi la fotocamera
scan-guide = Inquadra tutta la griglia nella cornice, dall'alto.
scan-video = L'inquadratura della fotocamera
scan-camera-denied = La fotocamera non è consentita qui: consentila per questa pagina, oppure scatta o scegli una foto con «Foto».
scan-camera-none = Nessuna fotocamera trovata: scatta o scegli una foto con «Foto».
scan-camera-failed = Impossibile aprire la fotocamera ({ $why }): scatta o scegli una foto con «Foto».
scan-alt = La tua foto, con il contorno della griglia trovata
