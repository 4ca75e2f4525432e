# Français : traduit de locales/en/npuzzle.ftl (mêmes identifiants de messages et mêmes { $placeholders }).
# Syntaxe Fluent : https://projectfluent.org/fluent/guide/ (pluriels : { $n -> [one] … [many] … *[other] … }).
# Terms: A*, IDA* restent tels quels, comme dans les manuels et cours français (Russell et Norvig, « Intelligence artificielle »).
# Terms: BFS, DFS, IDDFS restent en sigles anglais, courants dans les cours français (en toutes lettres : recherche en largeur, en profondeur, en profondeur itérative).
# Terms: unités — s et ms (SI), Ko et Mo pour les octets (pas KB, MB).

## The language itself

# The language's own name, as its speakers write it (the language menu lists every language so).
language-name = Français
# ltr, or rtl for a language written right to left (the page mirrors its layout).
language-direction = ltr
# The label of the page's language menu.
language = Langue

## The board

board-region = Plateau du taquin
board-role = plateau du taquin
board-keys = Les flèches font glisser une tuile dans la case vide : la tuile va dans le sens de la flèche.
moves-label = Coups :
solved-badge = Résolu !
board-hint = Cliquez ou touchez une tuile voisine de la case vide, balayez, ou sélectionnez le plateau et utilisez les flèches du clavier.
goal-label = Plateau { $size }, but : { $kind }
blank-last = case vide à la fin
blank-first = case vide au début
blank = case vide
describe = Plateau du taquin, { $size } : { $rows }

## The board panel

board-title = Plateau
tabs = Panneaux
panel-loading = Chargement de ce panneau…
panel-not-loaded = Ce panneau n’a pas pu être chargé. Vérifiez la connexion : une nouvelle tentative a lieu dans quelques secondes.
tab-study = Étudier
tab-share = Partager
node-board = Plateau du nœud { $node } : { $rows }
size = Taille
puzzle-name = Taquin { $n }
goal = But
goal-end-option = Case vide à la fin (1 2 3 / … / _)
goal-start-option = Case vide au début (_ 1 2 / …)
shuffle = Mélanger
scramble = Brouiller
scramble-moves = Coups de brouillage
moves-unit = coups
reset = Réinitialiser
board-text = Plateau en texte
board-text-help = (collez ou tapez : les lignes l’une sous l’autre ou séparées par /, la case vide en 0, _ ou .)
use-board = Utiliser ce plateau
scan-puzzle = Scanner un taquin…
scan-not-loaded = Le scan n’a pas pu être chargé ({ $why }). Vérifiez la connexion et réessayez.

## The solve panel

solve-title = Résoudre
algorithm = Algorithme
heuristic = Heuristique
option-auto = Auto (méthode optimale la plus rapide)
option-fast = Rapide (toute taille, pas la plus courte)
name-bfs = Recherche en largeur
name-dfs = Recherche en profondeur
name-iddfs = Recherche en profondeur itérative
name-bibfs = Recherche en largeur bi­direc­tion­nelle
name-greedy = Recherche gloutonne (meilleur d’abord)
name-a-star = A*
name-ida-star = IDA*
name-auto = Auto
name-fast = Mode rapide
option-hamming = Hamming (tuiles mal placées)
name-hamming = Hamming
name-manhattan = Manhattan
name-linear-conflict = Conflit linéaire
large-note = Grand plateau : Rapide trouve aussitôt une solution, mais pas forcément la plus courte.
solve = Résoudre
cancel = Annuler
tree-depth = Profondeur de l’arbre : { $n }
f-bound = Seuil f : { $n }
depth = Profondeur : { $n }
expanded = Développés
frontier = Frontière
time = Temps
seconds = s
preparing = Première résolution de cette taille : préparation des tables pour { $size }… { $pct } %
length = Longueur
optimal = Optimale
enqueued = Mis en file
largest-frontier = Frontière maximale
yes = oui
not-guaranteed = non garantie
ms = { $ms } ms
ms-with-tables = { $ms } ms (tables : { $tables } ms)

## Playback

playback = Lecture
jump-start = Aller au début
step-back = Reculer d’un pas
play = Lire
pause = Pause
step-forward = Avancer d’un pas
jump-end = Aller à la fin
speed = Vitesse
step-of = Étape { $step } sur { $total }
step-of-tile = Étape { $step } sur { $total } : tuile { $tile } { $way }
step-of-done = Étape { $step } sur { $total } : but atteint.
move-button = Coup { $i } : tuile { $tile } { $way }
moves-shown = Coups { $from }–{ $to } sur { $total }
moves-earlier = Coups précédents
moves-later = Coups suivants
move-list-help = La liste des coups montre chaque tuile et le sens dans lequel elle glisse.

## Studying the search

study-title = Étudier la recherche
hint-button = Indice
thinking = Réflexion…
hint-next = Prochain coup : faites glisser { $tile } { $way }. Encore { $n ->
        [one] { $n } coup
        [many] { $n } de coups
       *[other] { $n } coups
    } (selon l’une des solutions les plus courtes).
hint-next-about = Prochain coup : faites glisser { $tile } { $way }. Encore environ { $n ->
        [one] { $n } coup
        [many] { $n } de coups
       *[other] { $n } coups
    }.
hint-none = Pas d’indice : le solveur n’a pas trouvé de solution à temps.
already-solved = Déjà résolu !
show-heuristics = Afficher les heuristiques sur le plateau
heuristic-totals = Hamming { $hamming } · Manhattan { $manhattan } · Conflit linéaire { $lc }
ghf = Étape { $g } : g = { $g }, h = { $h } ({ $heuristic }), f = g + h = { $f }
overlay-help = Le coin de chaque tuile indique sa distance de Manhattan ; les tuiles à leur place dans le but sont en vert ; des lignes orange relient les tuiles en conflit linéaire.
copy-assignment = Copier au format du devoir
step-title = La recherche pas à pas
trace-start = Enregistrer la recherche
trace-help = Enregistre l’algorithme choisi sur ce plateau, puis le parcourt pas à pas : chaque nœud développé, chaque fils généré.
trace-needs-algorithm = Le pas à pas demande l’une des recherches enseignées : choisissez sous Résoudre tout algorithme sauf Auto et Mode rapide.
recording = Enregistrement de la recherche…
trace-ready = Enregistrée : parcourez-la pas à pas ci-dessous.
trace-limited = { $n ->
        [one] Seul { $n } événement, le premier, a été enregistré (la limite de l’enregistrement) : parcourez-le ci-dessous.
        [many] Les { $n } premiers événements ont été enregistrés (la limite de l’enregistrement) : parcourez-les ci-dessous.
       *[other] Les { $n } premiers événements ont été enregistrés (la limite de l’enregistrement) : parcourez-les ci-dessous.
    }
trace-reset = Au début
trace-back = Reculer
trace-run = Dérouler
trace-step = Pas
trace-end = À la fin
trace-close = Fermer
trace-status = Événement { $step } sur { $total } · développés { $expanded } · générés { $generated }
trace-start-event = Le départ : rien n’est encore développé.
event-iteration = Nouvelle itération : seuil { $bound }.
event-expand = Développement du nœud { $node } (g { $g }, h { $h }, f { $f }).
event-expand-back = Développement du nœud { $node } (depuis le but ; g { $g }, h { $h }, f { $f }).
event-generate = Fils obtenu en déplaçant la case vide { $via } : g { $g }, h { $h }, f { $f } : { $fate }.
event-goal = But trouvé : nœud { $node }.
fate-new = nouveau, entre dans la frontière
fate-within = sous le seuil, exploré ensuite
fate-seen = déjà vu, abandonné
fate-reopened = atteint par un chemin plus court, remis en file
fate-over-bound = f au-delà du seuil, coupé
fate-met = atteint par la recherche partie de l’autre bout : les deux recherches se rejoignent
# Bidirectional BFS searches from the start and from the goal: a frontier row of the goal's
# search is marked with side-goal, and its expansions read event-expand-back.
side-goal = depuis le but
children = Fils du nœud en cours de développement
frontier-caption = Frontière, le prochain en premier : { $n ->
        [one] { $n } nœud
        [many] { $n } de nœuds
       *[other] { $n } nœuds
    }
frontier-caption-pick = Frontière dans l’ordre de création de ses nœuds (le prochain n’est pas forcément en tête) : { $n ->
        [one] { $n } nœud
        [many] { $n } de nœuds
       *[other] { $n } nœuds
    }
frontier-none = IDDFS et IDA* ne gardent pas de frontière : ils vont en profondeur sous le seuil.
col-move = Déplacement de la case vide
col-node = Nœud
col-what = Ce qu’il est devenu
predict-label = Prédire : choisissez le prochain nœud développé
pick-label = Choisir le nœud { $node }
pick = Choisir
rule-bfs = BFS prend le nœud le plus ancien de la frontière (premier entré, premier sorti)
rule-dfs = DFS prend le nœud le plus récent de la frontière (dernier entré, premier sorti)
rule-greedy = la recherche gloutonne prend le plus petit h (à égalité : le plus ancien)
rule-a-star = A* prend le plus petit f = g + h (à égalité : le plus petit h, puis le plus ancien)
rule-greedy-newest = la recherche gloutonne prend le plus petit h (à égalité : le plus récent)
rule-a-star-oldest = A* prend le plus petit f = g + h (à égalité : le plus ancien)
rule-a-star-newest = A* prend le plus petit f = g + h (à égalité : le plus récent)
settings-title = Paramètres de la recherche
settings-help = Les exercices du cours les fixent. L’ordre des coups de la case vide s’applique à toutes les recherches sauf Auto et Rapide, le départage des égalités à la recherche gloutonne et à A*, le test de but à BFS.
order-label = Ordre des coups de la case vide
ties-label = Égalités
ties-deeper = le plus petit h d’abord, puis le plus ancien
ties-oldest = le plus ancien d’abord (premier entré, premier sorti)
ties-newest = le plus récent d’abord (dernier entré, premier sorti)
code-title = L’algorithme, ligne par ligne
code-line = Ligne { $n } : { $code }
code-duplicates = détection des doublons : chaque plateau n’est gardé qu’une fois
code-dfs-order = empilés du dernier au premier, pour que le premier coup soit dépilé en premier
code-reopen = un chemin plus court jusqu’à lui a été trouvé
code-tree-depth = la profondeur de l’arbre
code-next-bound = le plus petit f qui a dépassé le seuil
code-cut = coupé : non exploré à cette itération
code-level = un niveau entier à la fois, donc la première rencontre donne un plus court chemin
code-meet = les deux recherches se rejoignent : le chemin va du départ à l’enfant, puis au but
# The pseudocode, line by line, as a textbook in the language prints it: keep each line's
# structure and symbols (←, [ ], ( ), ∞, f, g, h); the words and names may be the language's.
pc-start-queue = frontière ← file [départ]; atteints ← {"{"}départ{"}"}
pc-start-stack = pile ← [départ]; atteints ← {"{"}départ{"}"}
pc-start-priority = frontière ← file de priorité selon { $by }: [départ]
pc-goal-start = si départ est le but: retourner départ
pc-while-frontier = tant que frontière n’est pas vide:
pc-while-stack = tant que pile n’est pas vide:
pc-pop-first = nœud ← frontière.retirer_premier()
pc-pop-stack = nœud ← pile.dépiler()
pc-pop-min = nœud ← frontière.retirer_min()
pc-goal-node = si nœud est le but: retourner nœud
pc-moves = pour chaque coup dans [{ $order }]:
pc-moves-reversed = pour chaque coup dans inverser([{ $order }]):
pc-child = enfant ← nœud + coup
pc-child-g = enfant ← nœud + coup; g(enfant) ← g(nœud) + 1
pc-goal-child = si enfant est le but: retourner enfant
pc-seen = si enfant est dans atteints: l’ignorer
pc-seen-g = si enfant a été atteint avec g ≤ g(enfant): l’ignorer
pc-reopen = si enfant a été atteint avec un g plus grand: le remettre en file
pc-push-frontier = atteints.ajouter(enfant); frontière.insérer(enfant)
pc-push-stack = atteints.ajouter(enfant); pile.empiler(enfant)
pc-push-g = atteints[enfant] ← g(enfant); frontière.insérer(enfant)
pc-fail = retourner échec
pc-start-bound = seuil ← h(départ)
pc-start-limit = limite ← 0
pc-loop = répéter:
pc-iterate = suivant ← ∞; si chercher(départ, 0) retourne trouvé: retourner son chemin
pc-next-bound = seuil ← suivant
pc-next-limit = limite ← limite + 1
pc-function-g = fonction chercher(nœud, g):
pc-function-depth = fonction chercher(nœud, profondeur):
pc-goal-found = si nœud est le but: retourner trouvé
pc-moves-no-undo = pour chaque coup dans [{ $order }], sauf celui qui annule le dernier:
pc-child-f = enfant ← nœud + coup; f ← g + 1 + h(enfant)
pc-cut-f = si f > seuil: suivant ← min(suivant, f); l’ignorer
pc-cut-depth = si profondeur + 1 > limite: l’ignorer
pc-recurse-g = si chercher(enfant, g + 1) retourne trouvé: retourner trouvé
pc-recurse-depth = si chercher(enfant, profondeur + 1) retourne trouvé: retourner trouvé
pc-not-found = retourner non trouvé
pc-start-two = avant ← file [départ]; arrière ← file [but]; atteints ← {"{"}départ: avant, but: arrière{"}"}
pc-while-two = tant que avant et arrière ne sont pas vides:
pc-take-level = niveau ← la plus petite de avant et arrière (avant en cas d’égalité), vidée
pc-for-level = pour chaque nœud dans niveau:
pc-meet = si enfant a été atteint depuis l’autre bout: retourner le chemin départ → enfant → but
pc-push-side = atteints[enfant] ← le côté de nœud; insérer enfant de ce côté
pc-move-up = haut
pc-move-down = bas
pc-move-left = gauche
pc-move-right = droite
pc-order = { $a }, { $b }, { $c }, { $d }
goal-test-label = Test de but
goal-at-generation = à la génération d’un nœud
goal-at-expansion = au développement d’un nœud
node-value = le nœud { $node } a { $what } = { $v }
node-age = le nœud { $node } a été généré sous le numéro { $node }
predict-right = Exact : { $rule } ; { $why }.
predict-wrong = Pas tout à fait : le prochain est le nœud { $next }. { $rule } ; { $why }, et { $yours }.
predict-skipped = Passé sans choix : le prochain était le nœud { $next }. { $rule }.
tree-title = L’arbre de recherche
tree-collapse = Seulement le chemin vers la frontière et le but
tree-summary = Arbre de recherche : { $n ->
        [one] { $n } nœud dessiné
        [many] { $n } de nœuds dessinés
       *[other] { $n } nœuds dessinés
    } ({ $expanded } développés, { $open } ouverts, { $cut } coupés, { $hidden } masqués), profondeur { $depth }. { $path }
tree-path = Le chemin vers le but : nœuds { $nodes }.
tree-legend = Bleu : ouvert. Gris : développé. Vert : le chemin vers le but. Rouge : coupé par le seuil. Pointez un nœud, ou sélectionnez l’arbre et utilisez les flèches, pour voir son plateau.
tree-node-info = Nœud { $node } : g { $g }, h { $h }, f { $f }. Plateau : { $board }
tree-too-big = { $n ->
        [one] Seul { $n } nœud, le premier, est dessiné.
        [many] Les { $n } premiers nœuds sont dessinés.
       *[other] Les { $n } premiers nœuds sont dessinés.
    }
chart-depth = Nœuds générés par profondeur
chart-frontier = Taille de la frontière à chaque développement
chart-depth-text = Nœuds par profondeur : { $values }.
chart-frontier-text = Taille de la frontière de { $first } à { $last }, maximum { $max }.
experiment-title = L’expérience du manuel
experiment-help = Pour chaque profondeur d, des taquins 3×3 dont la solution la plus courte compte exactement d coups, tirés au hasard parmi tous ceux-là ; chaque recherche cochée les résout tous. Le tableau donne la moyenne des nœuds générés et, entre parenthèses, le facteur de branchement effectif b* : le b tel que N + 1 = 1 + b + b² + … + b^d. Une recherche qui dépasse { $n } nœuds sur un plateau affiche –. La même graine donne les mêmes nombres que npuzzle experiment.
experiment-depths = Profondeurs (de..à:pas, ou une liste)
experiment-count = Plateaux par profondeur
experiment-seed = Graine
experiment-searches = Recherches
experiment-run = Lancer l’expérience
experiment-running = Expérience en cours…
experiment-done = L’expérience est terminée.
experiment-bad-depths = « { $depths } » n’est pas une liste de profondeurs : écrivez de..à:pas (par exemple 2..24:2) ou une liste (par exemple 2,4,8), chacune de 0 à 31.
experiment-cancelled = Annulée : les lignes déjà obtenues restent.
experiment-no-search = Cochez au moins une recherche.
experiment-caption = Moyenne des nœuds générés (b*), selon la profondeur de solution d
experiment-chart = Nœuds générés selon la profondeur (échelle logarithmique)
compare-title = Comparer les recherches
compare-button = Comparer toutes les recherches
compare-help = Lance chaque algorithme avec chaque heuristique sur ce plateau, l’un après l’autre, chacun avec au plus { $n ->
        [one] { $n } nœud
        [many] { $n } de nœuds
       *[other] { $n } nœuds
    }.
comparing = Comparaison de toutes les recherches sur ce plateau.
compared = { $n ->
        [one] { $n } recherche comparée.
        [many] { $n } de recherches comparées.
       *[other] { $n } recherches comparées.
    }
compare-cancelled = Comparaison annulée.
copy-csv = Copier en CSV
copy-markdown = Copier en Markdown
col-algorithm = Algorithme
col-heuristic = Heuristique
col-chart = Développés (échelle log.)
status-waiting = en attente
status-running = en cours
status-solved = résolu
status-limit = limite de nœuds
status-cancelled = annulé
status-failed = échec
play-row = Lire
play-row-label = Lire la solution de { $algo }
playing-row = Lecture de la solution de { $algo }.

## Graded exercises (the student's panel)

ex-title = Exercice
ex-cannot-start = Cet exercice ne peut pas démarrer : { $why }
ex-ask-teacher = Prévenez la personne qui l’a créé.
ex-task-play = Atteignez le but à la main en aussi peu de coups que possible. Vous réussissez avec au plus { $slack ->
        [one] { $slack } coup
        [many] { $slack } de coups
       *[other] { $slack } coups
    } de plus que la solution la plus courte.
ex-task-predict = Prédisez les { $n } prochains développements de { $algo } : avant chacun, choisissez le nœud de la frontière qui, selon vous, sera développé ensuite. Vous réussissez avec { $pass } % de bonnes réponses.
ex-task-children = Pour chacun des { $n } prochains développements de A* avec { $heuristic }, donnez g, h et f = g + h de chaque fils généré. Vous réussissez avec { $pass } % de bonnes réponses.
ex-task-heuristic = Écrivez une heuristique h pour le taquin 3×3 dans le langage de formules du labo (par exemple manhattan + 2*conflicts). Elle est vérifiée sur les 181 440 plateaux, puis mise en course avec A* contre Manhattan sur { $boards } plateaux. Vous réussissez si h est admissible et génère au plus { $pass } % des nœuds de Manhattan.
ex-submit-h = Rendre h
ex-grading = Vérification de h sur chaque plateau, puis course contre Manhattan…
ex-h-raced = Admissible. Sur les plateaux de la course, h a généré { $own } nœuds, Manhattan { $manhattan } : { $percent } % de ceux de Manhattan.
ex-h-race-caption = Nœuds générés sur les 20 plateaux de la course, par profondeur de solution d
ex-h-over-budget = Admissible, mais A* avec h a dépassé { $max ->
        [one] { $max } nœud
        [many] { $max } de nœuds
       *[other] { $max } nœuds
    } sur les plateaux de la course : plus qu’il n’en faut à Manhattan pour les 120, quel que soit le tirage.
ex-h-seed = Les plateaux de la course de cette tentative ont été tirés avec la graine { $seed } : npuzzle heuristic grade --seed { $seed } évalue h sur les mêmes plateaux.
ex-no-grade = h n’a pas pu être notée ({ $why }). Rendez-la à nouveau.
ex-progress = { $done } sur { $n }
ex-attempt = Tentative { $n }
ex-moves-so-far = Coups : { $moves }
ex-hints-used = Indices utilisés : { $n }
ex-hints-left = Indices utilisés : { $n } sur { $max }
ex-score = Score : { $raw } sur { $max } ({ $percent } %)
ex-play-score = { $moves ->
        [one] { $moves } coup
        [many] { $moves } de coups
       *[other] { $moves } coups
    } ; la solution la plus courte en compte { $optimal }.
ex-passed = Réussi : { $raw } sur { $max } (tentative { $attempt }).
ex-failed = Non réussi : { $raw } sur { $max } (tentative { $attempt }).
ex-try-again = Réessayer
ex-keep-best = Le cours garde votre meilleur résultat : une autre tentative ne peut pas le faire baisser.
ex-keep-last = Le cours garde votre dernier résultat : une autre tentative remplace celle-ci, même si elle obtient moins.
ex-started = Une nouvelle tentative a commencé.
ex-pick-prompt = Quel nœud est développé ensuite ?
ex-expanding = Développement du nœud { $node } : donnez g, h et f de chaque fils.
ex-child = Fils
ex-child-via = case vide { $way }
ex-value-of = { $value } du fils obtenu en déplaçant la case vide { $way }
ex-check = Vérifier
ex-children-verdict = Bonnes réponses : { $right } sur { $n ->
        [one] { $n } fils
        [many] { $n } de fils
       *[other] { $n } fils
    }.
ex-child-right = juste
ex-child-wrong = faux : g = { $g }, h = { $h }, f = { $f }
ex-waiting = Préparation de l’exercice…
ex-restored = Votre tentative a été rétablie là où vous l’aviez laissée.
ex-saved-damaged = Une tentative enregistrée ici était endommagée et a été mise de côté : une nouvelle tentative commence.
ex-saved-version = Une tentative enregistrée par une autre version de l’application a été mise de côté : une nouvelle tentative commence.
ex-not-kept = Ce navigateur ne conserve rien pour cette page : un rechargement recommence la tentative.
ex-no-optimal = La solution la plus courte n’est pas connue, la tentative ne peut donc pas encore être notée ({ $why }).
ex-no-more-hints = Plus d’indices dans cet exercice.
ex-board-held = Le plateau ne bouge pas pour l’instant : il appartient à l’exercice.
ex-move-cap = La tentative s’est terminée après { $n ->
        [one] { $n } coup
        [many] { $n } de coups
       *[other] { $n } coups
    } sans atteindre le but.
puzzle-numbered = Taquin { $n }
ex-board-fixed = Le plateau de l’exercice ne peut pas être modifié pendant son déroulement.
ex-restarted = L’exercice a changé : une nouvelle tentative a commencé.
ex-resume-ignored = Une tentative enregistrée, fournie pendant le déroulement de l’exercice, a été ignorée.
ex-delivered = Votre résultat est parvenu au cours.
ex-pending = Votre résultat n’est pas encore parvenu au cours ; il est conservé et sera renvoyé.
ex-no-session = Le cours n’accepte pas de résultats pour l’instant : le vôtre est conservé ici et sera envoyé quand vous rouvrirez cet exercice.
ex-bad-board = le plateau « { $v } » n’est pas utilisable : { $why }
ex-bad-task = la tâche « { $v } » n’existe pas : utilisez play, predict ou children
ex-bad-id = l’identifiant d’exercice « { $v } » n’est pas utilisable : au plus { $max } lettres, chiffres, - _ . ou :
ex-bad-count = count « { $v } » n’est pas un nombre de questions de 1 à { $max }
ex-bad-slack = slack « { $v } » n’est pas un nombre de coups de 0 à { $max }
ex-bad-hints = hints « { $v } » n’est ni on, ni off, ni un nombre de 0 à { $max }
ex-bad-pass = pass « { $v } » n’est pas un seuil de réussite : donnez une fraction (0.8) ou un pourcentage (80%)
ex-setting = { $field } : { $why }
ex-bad-keep = keep « { $v } » n’est ni best, ni last
ex-too-large = un plateau { $size } est trop grand pour un exercice : au plus { $max ->
        [one] { $max } case
        [many] { $max } de cases
       *[other] { $max } cases
    }
ex-unsolvable = le plateau ne peut pas atteindre le but, aucune tâche ne peut donc l’utiliser
ex-already-goal = le plateau est déjà le but : il n’y a rien à faire
ex-needs-predictable = predict demande BFS, DFS, la recherche gloutonne ou A*, pas { $algo }
ex-needs-a-star = children demande A*, pas { $algo }

## The Exercise panel (a teacher's, beside Share)

au-title = Exercice (pour les enseignants)
au-help = Faites de ce plateau et de cette recherche un exercice noté. Les étudiants voient la tâche, leur progression et leur score ; les résultats parviennent à votre page de cours ou à votre LMS.
au-task = Tâche
au-task-play = Jouer : atteindre le but en peu de coups
au-task-predict = Prédire les prochains développements
au-task-children = g, h et f des fils (A*)
au-task-heuristic = Écrire une heuristique admissible
au-count = Questions
au-slack = Coups permis au-delà de la solution la plus courte
au-hints-name = Indices
au-hints-on = Autorisés, chacun compté
au-hints-off = Aucun
au-hints-most = Au plus { $n }
au-pass = Seuil de réussite
au-id = Identifiant de l’exercice (facultatif)
au-keep = Le LMS garde
au-keep-best = la meilleure tentative
au-keep-last = la dernière tentative
au-preview = Aperçu côté étudiant
au-copy-link = Copier le lien
au-copy-iframe = Copier l’iframe
au-copy-element = Copier l’élément
au-format = Paquet pour
au-format-help = SCORM 1.2 : Moodle, Canvas et presque tous les LMS. SCORM 2004 : Blackboard, Brightspace, ILIAS, Open edX (qui acceptent aussi 1.2). cmi5 : les LMS fondés sur xAPI et un entrepôt d’enregistrements d’apprentissage (LRS).
au-download = Télécharger pour votre LMS
au-invalid = Pas prêt : { $why }
ex-packing = Création du paquet…
ex-packed = Le paquet ({ $kb } Ko) a été téléchargé : déposez-le dans votre LMS comme paquet { $format }.
ex-pack-failed = Le paquet n’a pas pu être créé : { $why }
ex-pack-bad-name = files.json nomme « { $name } » { $why ->
         [parent] hors du site (..)
         [absolute] depuis la racine (/)
         [backslash] avec une barre oblique inverse
         [colon] avec deux-points (C:, une adresse)
         [empty] avec une partie vide ou « . »
         [duplicate] deux fois
        *[character] avec ?, #, % ou un caractère caché
    } : reconstruisez le site.

## La vue de la classe (un enseignant ouvre un lien dans le LMS : tentatives, notes et réponses des élèves)

class-title = { $title } : la classe
class-untitled = Exercice de taquin
class-boardless = L’exercice de ce lien ne fixe aucun plateau, donc ses tentatives ne sont pas notées : la page de chaque élève choisirait le sien. Ajoutez de nouveau l’exercice avec un plateau.
class-no-column = Ce lien n’a pas de colonne dans le carnet de notes : les notes sont gardées ici seulement. Ajoutez l’exercice par la sélection de contenu du LMS (Deep Linking) pour en avoir une.
class-find = Trouver un élève
class-no-students = Aucun élève n’a encore ouvert cet exercice.
class-no-answers = Pas encore de réponses.
class-questions = Questions
class-questions-caption = Questions : la dernière réponse de chaque élève
class-question = Question
class-right = Réussite
class-right-answer = Bonne réponse
class-wrong-answers = Mauvaises réponses fréquentes
class-share = { $percent } % ({ $right } sur { $students })
class-no-wrong = aucune
class-students = Élèves
class-students-caption = Élèves qui ont ouvert l’exercice
class-student = Élève
class-attempts = Tentatives
class-grade = Note
class-gradebook = Carnet de notes
class-last-seen = Dernière activité (UTC)
class-attempts-count = { $begun ->
        [one] { $begun } commencée
        [many] { $begun } commencées
       *[other] { $begun } commencées
    }, { $ended ->
        [one] { $ended } terminée
        [many] { $ended } terminées
       *[other] { $ended } terminées
    }
class-no-grade = pas encore
class-grade-passed = { $raw } sur { $max }, réussi
class-grade-failed = { $raw } sur { $max }, non réussi
class-nothing-to-send = rien à envoyer
class-sent = envoyée
class-no-column-yet = pas de colonne
class-on-its-way = en route
class-waiting = en attente : { $why }
class-refresh = Actualiser
class-download = Télécharger toutes les réponses (CSV)
class-open-exercise = Ouvrir l’exercice tel qu’un élève le voit
class-stopped = Cette vue n’est plus mise à jour : relancez l’exercice depuis le cours pour voir les nouvelles réponses.
class-open-attempt = Ouvrir la tentative :
class-attempt-graded = notée
class-attempt-latest = la dernière
class-open-attempt-label = Ouvrir la tentative { $attempt } de { $who }
class-review-ended = Tentative { $attempt } de { $who }, telle qu’elle l’a laissée (terminée).
class-review-open = Tentative { $attempt } de { $who }, telle qu’elle l’a laissée (non terminée).
class-review-note = C’est sa tentative, pas la vôtre : rien de ce que vous faites ici n’est gardé ni envoyé.
class-lrs-title = Réponses de la classe depuis un entrepôt d’apprentissage
class-lrs-tagline = Pour un cours cmi5 : chaque question sur toute la classe, les réponses de chaque élève et toutes les réponses en CSV, lues dans votre entrepôt d’enregistrements d’apprentissage (LRS).
class-lrs-endpoint = Adresse de l’entrepôt (point d’accès xAPI)
class-lrs-endpoint-help = Votre LMS ou LRS l’affiche à côté de ses clés ; elle se termine souvent par /xAPI/ ou /data/xAPI/.
class-lrs-key = Clé (nom d’utilisateur)
class-lrs-secret = Secret (mot de passe)
class-lrs-secret-help = Une clé autorisée à lire les déclarations. Elle reste dans cette page : jamais dans l’adresse, jamais enregistrée.
class-lrs-activity = AU de l’exercice (identifiant d’activité)
class-lrs-activity-help = L’identifiant de l’<au> dans le cmi5.xml du paquet, urn:npuzzle:au:npuzzle- suivi de l’identifiant de l’exercice, sauf si votre LMS donne ses propres identifiants aux AU : les détails de l’AU dans le LMS l’affichent alors (l’activityId de l’URL de lancement).
class-lrs-show = Afficher la classe
class-lrs-questions-table = Tableau des questions
class-lrs-answers-of = Réponses de { $name }
class-lrs-student-summary = { $name } : { $right } sur { $questions } justes (dernières réponses), { $answers ->
        [one] { $answers } réponse
        [many] { $answers } de réponses
       *[other] { $answers } réponses
    }
class-lrs-answer = Réponse
class-lrs-result = Résultat
class-lrs-seconds = Secondes
class-lrs-when = Répondu (UTC)
class-lrs-yes = juste
class-lrs-no = fausse
class-lrs-reading = Lecture de l’entrepôt…
class-lrs-live = { $answers ->
        [one] { $answers } réponse
        [many] { $answers } de réponses
       *[other] { $answers } réponses
    } de { $students ->
        [one] { $students } élève
        [many] { $students } d’élèves
       *[other] { $students } élèves
    }. Mis à jour en direct tant que cette page est affichée.
class-lrs-updated = Dernière lecture à { $time }.
class-lrs-paused = En pause tant que cette page est masquée.
class-lrs-none-yet = Pas encore de réponse à cet exercice. Elles apparaissent ici à mesure que les élèves répondent. Si des élèves ont répondu, vérifiez l’identifiant d’activité de l’AU.
class-lrs-bad-endpoint = L’adresse de l’entrepôt doit être une adresse http:// ou https:// complète, comme https://lrs.example.org/xAPI/.
class-lrs-insecure = Cette page est servie en HTTPS : le navigateur ne la laisse donc pas lire un entrepôt à une adresse http://. Utilisez l’adresse https:// de l’entrepôt.
class-lrs-no-key = Saisissez la clé et le secret.
class-lrs-key-in-address = Saisissez la clé et le secret dans leurs propres champs, pas dans l’adresse de l’entrepôt.
class-lrs-no-activity = Saisissez l’identifiant d’activité de l’AU.
class-lrs-credentials = L’entrepôt a refusé la clé et le secret (HTTP { $status }). Vérifiez-les, et que la clé peut lire les déclarations.
class-lrs-network = L’entrepôt à l’adresse { $endpoint } est injoignable. Vérifiez l’adresse, et que l’entrepôt autorise l’origine de cette page ({ $origin }) à le lire (CORS) : les réglages de votre LRS nomment les origines autorisées.
class-lrs-timeout = L’entrepôt n’a pas répondu en { $seconds } secondes. Nouvel essai.
class-lrs-not-lrs = L’adresse a répondu, mais pas comme un entrepôt xAPI ({ $what }). Vérifiez l’adresse : elle se termine souvent par /xAPI/ ou /data/xAPI/.
class-lrs-no-list = aucune liste de déclarations
class-lrs-refused = L’entrepôt a refusé la requête (HTTP { $status }) : { $detail }
class-lrs-failed = L’entrepôt a échoué (HTTP { $status }). Nouvel essai.
class-lrs-stale = La nouvelle lecture a échoué ; les réponses affichées datent de { $time }. { $problem }
class-lrs-elsewhere = La page suivante de l’entrepôt est sur un autre site ({ $origin }) : elle n’est pas suivie, pour que la clé et le secret restent avec celui-ci.

## Sharing

share = Partager ce plateau
share-link = Lien
share-iframe = Pour une page de cours : un iframe
share-element = Pour une page de cours : l’élément
share-guide = Comment l’intégrer
share-algo-auto = Le lien et les extraits s’ouvrent avec Auto : { $algo } risque de ne pas finir un plateau { $size } dans les limites d’une page.
copy = Copier
copied = Copié dans le presse-papiers.
copy-failed = Le navigateur a refusé de copier : sélectionnez le texte et copiez-le.

## The page around the component

page-title = Solveur de taquin
page-tagline = Jouer, résoudre et étudier le taquin
about-puzzle = À propos du taquin
embed-guide = L’intégrer à votre page de cours

## Directions (the way a tile slides)

way-up = vers le haut
way-down = vers le bas
way-left = vers la gauche
way-right = vers la droite

## What happened

moved = Tuile { $tile } déplacée { $way }. { $n ->
        [one] { $n } coup.
        [many] { $n } de coups.
       *[other] { $n } coups.
    }
solved-by-hand = Tuile { $tile } déplacée { $way }. Résolu en { $n ->
        [one] { $n } coup
        [many] { $n } de coups
       *[other] { $n } coups
    } !
busy = Résolution en cours… appuyez sur Annuler pour reprendre le jeu.
shuffled = Mélangé : un plateau aléatoire soluble.
scrambled = Brouillé par { $n ->
        [one] { $n } coup aléatoire
        [many] { $n } de coups aléatoires
       *[other] { $n } coups aléatoires
    }.
scramble-bad = Brouiller demande un nombre entier de coups entre 1 et { $max }.
back-to-start = Retour à la position de départ.
board-from-text = Plateau pris dans la zone de texte.
board-from-host = Plateau fixé par la page.
not-a-board = Ce n’est pas un plateau : { $why }.
no-solution = Pas de solution possible.
no-solution-searched = Pas de solution possible, donc aucune recherche n’a été faite.
explain-odd = Inversions (paires de tuiles dans l’ordre inverse de celui du but) : { $inv }. Sur un plateau de largeur impaire ({ $width }), aucun coup ne change la parité de ce nombre, et le but n’a aucune inversion : il doit donc être pair. { $inv } est { $parity }, { $verdict }.
explain-even = Inversions (paires de tuiles dans l’ordre inverse de celui du but) : { $inv } ; lignes entre la case vide et sa ligne dans le but : { $rows }. Sur un plateau de largeur paire ({ $width }), un coup vers le haut ou vers le bas change la parité des deux, donc leur somme doit être paire, comme dans le but. { $inv } + { $rows } = { $sum } est { $parity }, { $verdict }.
even = pair
odd = impair
can-reach = donc le but peut être atteint
cannot-reach = donc le but ne peut jamais être atteint : échangez deux tuiles quelconques pour y remédier
searching = Recherche en cours…
lab-title = Labo d’heuristiques
lab-help = Écrivez votre propre h et vérifiez-la sur chaque plateau de cette taille par rapport aux vraies distances (les 181 440 du taquin 3×3 ; un échantillon pour les plateaux plus grands). Noms : hamming, manhattan, conflicts, n, rows, cols, blank_row, blank_col, row(t), col(t), goal_row(t), goal_col(t) ; sum(t: …), max(…), min(…), abs(…), + − * /, if … then … else ….
lab-formula = Votre heuristique h
lab-check = Vérifier h
lab-checking = Vérification de h sur chaque plateau…
lab-empty = Écrivez d’abord une formule, par exemple manhattan + 2*conflicts.
lab-bad-formula = h ne peut pas être utilisée : { $why }
lab-states = { $h } sur { $n ->
        [one] { $n } plateau
        [many] { $n } de plateaux
       *[other] { $n } plateaux
    }{ $sample } :
lab-sample = {" "}(un échantillon)
lab-admissible = Admissible : jamais au-dessus de la vraie distance.
lab-not-admissible = Non admissible : h = { $h } sur un plateau situé à { $hstar ->
        [one] { $hstar } coup
        [many] { $hstar } de coups
       *[other] { $hstar } coups
    } du but.
lab-consistent = Cohérente : 0 au but, et au plus 1 d’écart entre plateaux voisins.
lab-not-consistent = Non cohérente : h = { $ha } et { $hb } sur deux plateaux voisins.
lab-not-a-number = Pas un nombre sur un plateau : h { $value ->
        [not-a-number] y vaut NaN (l’infini moins l’infini, par exemple)
        [infinite] y est infinie
        [minus-infinite] y vaut moins l’infini
       *[division] y divise par zéro (au caractère { $at })
    }. Une heuristique doit être un nombre sur chaque plateau, donc h n’est ni admissible ni cohérente.
lab-close = Moyenne de h/h* : { $ratio } ; au moins Manhattan sur { $pct } % des plateaux.
lab-race = Mettre h en course
lab-racing = La course se déroule dans l’expérience ci-dessus : A* et IDA* avec h contre Hamming, Manhattan et conflit linéaire.
lab-step = Parcourir pas à pas
lab-step-needs-informed = Choisissez la recherche gloutonne, A* ou IDA* sous Résoudre : elles utilisent une heuristique.
lab-stepping = Enregistrement de la recherche avec h : parcourez-la pas à pas ci-dessus, sous « Enregistrer la recherche ».
lab-your-h = votre h
formula-at = au caractère { $at } : { $problem }
formula-too-long = la formule est trop longue : { $n } caractères, au plus { $max }
formula-too-deep = imbriquée sur plus de { $depth } niveaux
formula-expected = attendu : { $what ->
        [operator] un opérateur ou la fin
        [operand] un nombre, un nom ou « ( »
        [close] « ) »
        [comma] « , » ou « ) »
        [open] « ( » après le nom de la fonction
        [then] « then »
        [else] « else »
       *[binding] le nom d’une tuile et « : » (sum(t: …))
    }, trouvé : { $found ->
        [end] la fin
        [arguments] des arguments
       *[text] « { $text } »
    }
formula-unexpected = « { $text } » ne fait pas partie du langage
formula-bad-number = « { $text } » n’est pas un nombre
formula-unknown-name = nom inconnu « { $name } » (les noms sont { $names })
formula-arguments = { $name } prend { $want } argument, pas { $got }
formula-too-slow = la formule demande environ { $cost } étapes par plateau : au plus { $max }
formula-division = division par zéro
formula-no-such-tile = { $tile } n’est pas une tuile du plateau
formula-not-a-number = la valeur est { $value ->
        [not-a-number] NaN
        [infinite] infinie
        [minus-infinite] moins l’infini
       *[division] une division par zéro
    }, pas un nombre
formula-on-board = { $why } (sur le plateau { $board })
formula-too-large = trop d’états pour les vérifier tous : le plateau a { $cells } cases, au plus { $max } sont vérifiées
experiment-longer = { $n } pas les plus courtes
lab-load = Charger ce plateau
lab-load-neighbour = Charger le premier des deux
improvement = { $n ->
        [one] { $n } coup trouvé
        [many] { $n } de coups trouvés
       *[other] { $n } coups trouvés
    } ; la solution la plus courte en compte au moins { $bound } (démontré). Recherche toujours en cours…
kept-best = Arrêté. La meilleure réponse trouvée reste : { $n ->
        [one] { $n } coup
        [many] { $n } de coups
       *[other] { $n } coups
    } ; la solution la plus courte en compte au moins { $bound } (démontré).
searching-announce = Recherche d’une solution.
starting = Démarrage du solveur…
queued = En attente du solveur (un autre taquin de cette page l’utilise)…
cancelled = Annulé. Le plateau est tel qu’il était.
cancelled-announce = Recherche annulée.
refused = Le solveur a refusé la tâche : { $why }
one-move = 1 coup
n-moves = { $n ->
        [one] { $n } coup
        [many] { $n } de coups
       *[other] { $n } coups
    }
optimal-word = solution optimale
not-shortest = solution pas forcément la plus courte
solved-by = Résolu par { $algo } : { $moves }, { $optimal }.
solved-by-with = Résolu par { $algo } avec { $h } : { $moves }, { $optimal }.
solved-by-how = Résolu par { $algo } ({ $how }) : { $moves }, { $optimal }.
tables-kept = Tables prêtes en { $t }, conservées pour les prochaines résolutions.
solved-announce = Résolu : { $moves }, { $optimal }.
limit = Arrêt à la limite de nœuds : { $expanded ->
        [one] { $expanded } nœud développé
        [many] { $expanded } de nœuds développés
       *[other] { $expanded } nœuds développés
    }, { $enqueued } mis en file, profondeur { $depth } atteinte, { $s } s. Ce plateau demande une méthode plus forte : essayez A* ou IDA* avec conflit linéaire, ou Auto.
limit-announce = La recherche a atteint sa limite de nœuds.
search-ended = Recherche terminée : { $status }.
worker-stopped = Le solveur s’est arrêté ({ $why }). Votre plateau est tel qu’il était. { $next }
worker-restarted = Un nouveau solveur a été démarré : relancez la résolution, ou choisissez une recherche qui stocke moins de nœuds (A* ou IDA* au lieu de BFS).
worker-retry = Le prochain clic sur Résoudre tentera de le redémarrer.
worker-stopped-announce = Le solveur s’est arrêté.
no-workers = Ce navigateur ne peut pas exécuter le solveur (il faut les Web Workers).
solver-refused = Le solveur ne peut pas démarrer sur cette page : la Content-Security-Policy de la page le refuse ({ $directive }). Le responsable de la page peut l’autoriser, comme l’explique le guide d’intégration.
solver-not-loaded = Le solveur n’a pas pu être chargé ({ $why }). Vérifiez la connexion : le prochain clic sur Résoudre réessaiera.

## Settings that were ignored (URL parameters, attributes, options)

ignored-too-long = Le paramètre { $name } a été ignoré : { $why }.
ignored-board = Le plateau « { $v } » a été ignoré : { $why }.
ignored-size = La taille « { $v } » a été ignorée : utilisez par exemple 3x3 ou 4x4.
ignored-goal = Le but « { $v } » a été ignoré : utilisez end ou start.
ignored-algorithm = L’algorithme « { $v } » a été ignoré : utilisez bfs, dfs, iddfs, greedy, astar, idastar, auto ou fast.
ignored-heuristic = L’heuristique « { $v } » a été ignorée : utilisez hamming, manhattan ou linear-conflict.
ignored-own-heuristic = L’heuristique a été ignorée : { $algo } choisit la sienne (greedy, astar et idastar en acceptent une).
ignored-controls = Les commandes « { $v } » ont été ignorées : utilisez full, none, ou une liste parmi play, solve et study.
ignored-autoplay = autoplay « { $v } » a été ignoré : utilisez 1 ou 0.
ignored-lang = La langue « { $v } » a été ignorée : utilisez l’une des valeurs { $langs }.
ignored-lang-menu = lang-menu « { $v } » a été ignoré : utilisez 1 ou 0.
ignored-order = L’ordre « { $v } » a été ignoré : donnez les quatre coups une fois chacun, par exemple udlr.
ignored-ties = ties « { $v } » a été ignoré : utilisez deeper, oldest ou newest.
ignored-goal-test = goal-test « { $v } » a été ignoré : utilisez generation ou expansion.
ignored-packaged = « { $v } » dans l’adresse a été ignoré : le paquet le fixe.
ignored-unknown = Le paramètre inconnu « { $v } » a été ignoré.
size-board-disagree = La taille { $size } ne correspond pas au plateau { $board } ; c’est le plateau qui l’emporte.

## What is wrong with a board (the core's errors)

err-empty = le plateau est vide : tapez les tuiles, par exemple 1 2 3 / 4 5 6 / 7 8 0
err-token = « { $token } » (élément { $i }) n’est ni un numéro de tuile ni une case vide (0, _, . ou nil)
err-too-small = un plateau { $size } est trop petit : les deux côtés doivent valoir au moins { $min }
err-text-too-long = le texte fait { $bytes } octets, plus que n’importe quel plateau : au plus { $max } octets sont lus
err-side-too-large = { $side } est trop grand pour le côté d’un plateau : les côtés valent au plus { $max }
too-many-digits = un nombre de plus de 20 chiffres
err-too-large = un plateau { $size } est trop grand : les côtés valent au plus { $max }
err-not-square = { $count ->
        [one] { $count } tuile ne forme pas
        [many] { $count } de tuiles ne forment pas
       *[other] { $count } tuiles ne forment pas
    } un plateau carré (un 3×3 en demande 9, un 4×4 en demande 16) ; mettez les lignes l’une sous l’autre ou donnez d’abord la taille
err-ragged = la ligne { $row } a { $found ->
        [one] { $found } tuile
        [many] { $found } de tuiles
       *[other] { $found } tuiles
    } mais la ligne 1 en a { $expected }
err-tile-count = un plateau { $size } demande { $expected } tuiles mais { $found ->
        [one] { $found } a été donnée
        [many] { $found } ont été données
       *[other] { $found } ont été données
    }
err-no-blank = le plateau n’a pas de case vide : écrivez-la 0, _, . ou nil
err-two-blanks = le plateau a deux cases vides, en { $first } et en { $second }
err-out-of-range = la tuile { $tile } en { $at } est hors limites : les tuiles de ce plateau vont de 1 à { $max }
err-duplicate = la tuile { $tile } apparaît deux fois, en { $first } et en { $second }
err-missing = la tuile { $tile } manque
err-too-many-moves = un brouillage de { $moves ->
        [one] { $moves } coup
        [many] { $moves } de coups
       *[other] { $moves } coups
    } est trop long : au plus { $max }
pos = ligne { $row }, colonne { $col }
verbatim = { $text }
join = { $a } { $b }

## The assignment's printout (the command line prints the same)

assignment-counts =
    Nombre de coups = { $moves }
    Nombre d'états mis en file = { $enqueued }
assignment-no-solution = Pas de solution possible


## Solve

cli-solved-by = Résolu par { $algo }{ $heuristic } : { $shortest }, { $expanded ->
        [one] { $expanded } nœud développé
        [many] { $expanded } de nœuds développés
       *[other] { $expanded } nœuds développés
    }, { $ms } ms
cli-shortest = solution la plus courte
cli-not-shortest = solution sans garantie d’être la plus courte
cli-stopped = Recherche arrêtée ({ $status }) : { $expanded ->
        [one] { $expanded } nœud développé
        [many] { $expanded } de nœuds développés
       *[other] { $expanded } nœuds développés
    }, { $generated } générés, profondeur { $depth }, { $ms } ms
cli-best-kept = Meilleure réponse trouvée : { $length ->
        [one] { $length } coup
        [many] { $length } de coups
       *[other] { $length } coups
    } (sans preuve que ce soit la plus courte) ; la plus courte en compte au moins { $bound } (démontré)
cli-improved = { $ms } ms : { $length ->
        [one] { $length } coup trouvé
        [many] { $length } de coups trouvés
       *[other] { $length } coups trouvés
    } ; la plus courte en compte au moins { $bound } (démontré)
cli-limit-advice = la recherche a atteint sa limite de nœuds ou de temps : --max-nodes et --time-limit les relèvent, --algo fast répond aussitôt (pas forcément au plus court)
cli-slow-note = remarque : une solution la plus courte d’un plateau { $size } peut prendre des minutes ou s’arrêter à la limite de nœuds ; --algo fast répond aussitôt (pas forcément au plus court)
cli-why-no-solution = pourquoi : { $why }
cli-boards-left-out = ... { $left ->
        [one] { $left } plateau omis
        [many] { $left } de plateaux omis
       *[other] { $left } plateaux omis
    } : les afficher tous ({ $boards }) écrirait environ { $size }, au-delà de --print-limit fixé à { $mb } Mo (-q n’affiche que les coups)

## Reading the input

cli-invalid-board = plateau invalide : { $why }
cli-bad-option = { $option } : { $why }
cli-race-longer = { $algo } avec h : { $longer } sur { $solved ->
        [one] { $solved } réponse plus longue
        [many] { $solved } de réponses plus longues
       *[other] { $solved } réponses plus longues
    } que la plus courte
cli-grade-passed = Réussi : { $raw } sur { $max } (au plus { $pass } % des nœuds de Manhattan permis).
cli-grade-failed = Non réussi : { $raw } sur { $max } (au plus { $pass } % des nœuds de Manhattan permis).
cli-grade-seed = Les plateaux de la course : 20 par profondeur, tirés avec la graine { $seed }.
cli-bad-formula = la formule ne peut pas être utilisée : { $why }
cli-heuristic-checked = { $formula } sur chaque plateau { $size } qui peut atteindre le but ({ $states }) :
cli-heuristic-sampled = { $formula } sur un échantillon de { $states ->
        [one] { $states } plateau { $size }
        [many] { $states } de plateaux { $size }
       *[other] { $states } plateaux { $size }
    } (brouillages d’au plus 40 coups, résolus de façon optimale) :
cli-heuristic-admissible = admissible : jamais au-dessus de la vraie distance
cli-heuristic-not-admissible = non admissible : { $board } a h = { $h }, mais le but est à { $hstar ->
        [one] { $hstar } coup
        [many] { $hstar } de coups
       *[other] { $hstar } coups
    }
cli-heuristic-consistent = cohérente : 0 au but, et au plus 1 d’écart entre voisins
cli-heuristic-not-consistent = non cohérente : { $a } a h = { $ha }, son voisin { $b } a h = { $hb }
cli-heuristic-not-a-number = pas un nombre : h { $value ->
        [not-a-number] vaut NaN
        [infinite] est infinie
        [minus-infinite] vaut moins l’infini
       *[division] divise par zéro (au caractère { $at })
    } sur { $board } ; une heuristique doit être un nombre sur chaque plateau, donc h n’est ni admissible ni cohérente
cli-heuristic-closeness = moyenne de h/h* : { $ratio } ; au moins Manhattan sur { $share } % des plateaux
cli-standard-input = l’entrée standard
cli-cannot-read = impossible de lire { $name } : { $why }
cli-too-large = { $name } dépasse { $size } : ce n’est pas un fichier de plateau
cli-not-text = { $name } n’est pas du texte : l’octet { $n } n’est pas de l’UTF-8
cli-cannot-write = impossible d’écrire la sortie : { $why }
cli-not-a-file = { $name } n’est pas un fichier (c’est un périphérique, un dossier ou un socket) : rien n’en a été lu
cli-tables-too-large = { $name } dépasse { $size } : ce n’est pas un fichier de bases de données de motifs
cli-tables-behind = construction des bases de données de motifs { $size } pour les plateaux suivants (une seule fois, environ { $seconds } s) ; les rapides répondent en attendant
cli-tables-behind-wide = construction des bases de données de motifs { $size } pour les plateaux suivants (une seule fois, environ { $seconds } s) ; avec elles, leurs réponses sont plus courtes
cli-tables-finishing = achèvement des bases de données de motifs { $size } pour les prochaines exécutions (Ctrl-C les arrête ; la suivante les reconstruit)
cli-tables-unusable = les tables en cache sont inutilisables ({ $reason }) ; elles seront reconstruites
cli-tables-built-unusable = les tables tout juste construites sont inutilisables ({ $reason })
cli-tables-saved = les bases de données de motifs { $size } sont enregistrées dans { $path } (les résolutions suivantes les chargent)
cli-tables-unsaved = impossible de garder les tables dans { $dir } : { $reason } (--cache-dir choisit un autre endroit)
cli-site-link = { $name } est un lien, ou se trouve derrière un lien : un paquet ne prend que les fichiers propres au site
cli-site-too-large = { $name } dépasse { $size } : c’est plus que ce que contient un site construit
cli-boards-per-depth = au plus { $max } plateaux par profondeur (les plateaux d’une profondeur sont tirés et gardés en même temps)

## Explain

cli-col-tile = tuile
cli-col-at = position
cli-col-goal = but
cli-col-manhattan = manhattan
cli-col-misplaced = mal placée
cli-yes = oui
cli-hamming-total = Hamming (tuiles mal placées) = { $n }
cli-manhattan-total = Manhattan = { $n }
cli-conflicts = Conflits linéaires = { $pairs } ; estimation avec conflit linéaire = { $n }
cli-no-conflicts = aucun
cli-conflict-row = ligne { $n } : { $a } et { $b }
cli-conflict-column = colonne { $n } : { $a } et { $b }

## Scan

cli-scan-read = Plateau { $size } lu sur la photo en { $ms } ms
cli-scan-check = vérifiez ces cases, leur lecture est incertaine : { $cells }
cli-scan-cell = ligne { $row } colonne { $col }
cli-scan-unsolvable = tel qu’il a été lu, ce plateau ne peut pas atteindre le but (case vide à la fin) : une case a peut-être été mal lue, ou le taquin a été mal assemblé
cli-scan-bench = { $photos ->
        [one] { $photos } photo de test
        [many] { $photos } de photos de test
       *[other] { $photos } photos de test
    } ({ $sizes }{ $known }) : { $exact } lues exactement, { $silent } fausses sans case signalée, { $flagged } fausses avec des cases signalées, { $failed } non lues
cli-scan-corners = huit nombres, x,y de chacun des quatre coins du plateau, en pixels de la photo (par exemple 120,80,600,90,610,560,110,570)
cli-scan-bench-known = , taille donnée
cli-scan-bench-outline = , contour donné
cli-scan-bench-time = temps par photo : médiane { $median } ms, p95 { $p95 } ms, max { $max } ms


## How a solver answered (after the algorithm's name: "Solved by Auto (IDA* with …)")

method-exact-table = table exacte des distances
method-pdb = IDA* avec bases de données de motifs additives
method-pdb-reflected = IDA* avec bases de données de motifs additives et réflexion
method-pdb-quick = IDA* avec les bases de données de motifs rapides (5-5-5)
method-pdb-quick-reflected = IDA* avec les bases de données de motifs rapides (5-5-5) et réflexion
method-linear-conflict = IDA* avec conflit linéaire
method-weighted-pdb = A* pondéré avec bases de données de motifs, poids { $weight }
method-weighted-linear-conflict = A* pondéré avec conflit linéaire, poids { $weight }
# Fast mode on a large board: rows and columns are put in place one by one, then the last block
# (e.g. 3×3) is solved optimally. { $size } is that block's size.
method-lines = lignes et colonnes une à une, le dernier bloc { $size } de façon optimale
method-lines-searched = lignes et colonnes une à une, chacune placée par recherche, le dernier bloc { $size } de façon optimale
# { $lines } is method-lines or method-lines-searched.
method-finish-pdb = { $lines } avec bases de données de motifs
method-finish-linear-conflict = { $lines } par IDA* avec conflit linéaire

## The element's notices when it cannot start (n-puzzle.js shows them before the puzzle's own code runs)

element-policy = Le taquin ne peut pas démarrer sur cette page : la Content-Security-Policy de la page le refuse ({ $directive }). Le responsable de la page peut l’autoriser, comme l’explique le guide d’intégration.
element-load = Le taquin n’a pas pu être chargé ({ $why }). Vérifiez la connexion et rechargez la page.
element-style = La Content-Security-Policy de cette page refuse la feuille de style du taquin ({ $directive }) : il fonctionne, mais avec une présentation sommaire.

## What a learning record store shows of a graded attempt (xAPI: the verb's name, the exercise's name)

lms-verb-answered = répondu
lms-verb-passed = réussi
lms-verb-failed = non réussi
lms-activity = Exercice de taquin : { $task }
lms-task-play = atteindre le but en peu de coups
lms-task-predict = prédire les prochains développements
lms-task-children = g, h et f des fils
lms-task-heuristic = une heuristique admissible qui bat Manhattan


## The scan dialog

scan-title = Scanner un taquin
scan-help = Photographiez le plateau d’en haut, bien à la verticale, en entier et bien éclairé, ou choisissez une photo.
scan-photo = Photo
scan-size = Taille
scan-size-auto = D’après la photo
scan-reading = Lecture de la photo…
scan-read = Plateau { $size } lu. Vérifiez les cases marquées : touchez une case pour modifier son numéro.
scan-read-sure = Plateau { $size } lu. Comparez-le à votre taquin ; touchez une case pour modifier son numéro.
scan-other-size = Lire plutôt un plateau { $size }
scan-board = Le plateau tel qu’il a été lu (0 ou vide pour la case vide)
scan-cell = Ligne { $row }, colonne { $col }
scan-unsure = incertaine
scan-duplicate = Chaque numéro de 0 à { $max } doit apparaître une fois : vérifiez { $list }.
scan-use = Utiliser ce plateau
scan-cancel = Annuler
scan-too-large = Le fichier fait { $mb } Mo : les photos jusqu’à { $max } Mo peuvent être lues.
scan-too-many-pixels = La photo fait { $width }×{ $height } pixels ({ $mp } mégapixels) : les photos jusqu’à { $max } mégapixels peuvent être lues.
scan-not-an-image = Ce fichier n’est pas une photo (une image JPEG ou PNG).
scan-damaged = Cette photo est tronquée ou endommagée : son fichier ne contient pas toute l’image.
scan-no-board = Aucun taquin trouvé sur la photo : photographiez-le d’en haut, avec tout le plateau dans le cadre.
scan-two-boards = Deux taquins sur la photo : photographiez-les un par un.
scan-cut-off = Une partie du plateau sort de la photo : reculez un peu ou tournez le téléphone.
scan-size-unsupported = Un plateau { $size } ne peut pas être scanné : tailles de 2×2 à 6×6.
scan-no-grid = Le plateau a été trouvé mais ses tuiles n’ont pas pu être distinguées : plus de lumière, moins de reflets.
scan-failed = La lecture n’a pas pu démarrer : { $why }
scan-outline = Ce n’est pas le plateau ? Faites glisser les coins du contour sur les coins du plateau.
scan-place = Ou marquez le plateau vous-même : faites glisser les coins du contour sur les coins du plateau.
scan-keys = Votre photo avec le contour du plateau. Pour déplacer un coin, appuyez sur 1, 2, 3 ou 4 pour le choisir, puis sur les flèches.
scan-camera = Utiliser la caméra
scan-shoot = Prendre la photo
scan-stop = Fermer la caméra
scan-guide = Faites tenir tout le plateau dans le cadre, vu d’en haut, bien à la verticale.
scan-video = La vue de la caméra
scan-camera-denied = La caméra n’est pas autorisée ici : autorisez-la pour cette page, ou prenez ou choisissez une photo avec « Photo ».
scan-camera-none = Aucune caméra trouvée : prenez ou choisissez une photo avec « Photo ».
scan-camera-failed = La caméra n’a pas pu être ouverte ({ $why }) : prenez ou choisissez une photo avec « Photo ».
scan-alt = Votre photo, avec le contour du plateau trouvé
