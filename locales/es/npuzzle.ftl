# Español: traducido de locales/en/npuzzle.ftl (los mismos identificadores y { $placeholders }).
# Sintaxis Fluent: https://projectfluent.org/fluent/guide/ (plurales: { $n -> [one] … [many] … *[other] … }).
# Terms: A*, IDA* se mantienen como nombres, igual que en los libros y cursos en español (Russell y Norvig).
# Terms: BFS, DFS, IDDFS se mantienen como siglas, como es habitual en los cursos (en palabras: búsqueda en anchura, en profundidad, profundización iterativa).

## The language itself

# The language's own name, as its speakers write it (the language menu lists every language so).
language-name = Español
# ltr, or rtl for a language written right to left (the page mirrors its layout).
language-direction = ltr
# The label of the page's language menu.
language = Idioma

## The board

board-region = Tablero del puzle
board-role = tablero del puzle
board-keys = Las flechas deslizan una ficha al hueco: la ficha se mueve hacia donde apunta la flecha.
moves-label = Movimientos:
solved-badge = ¡Resuelto!
board-hint = Haz clic o toca una ficha junto al hueco, desliza, o usa las flechas con el tablero seleccionado.
goal-label = Tablero { $size }, objetivo: { $kind }
blank-last = hueco al final
blank-first = hueco al principio
blank = hueco
describe = Tablero del puzle, { $size }: { $rows }

## The board panel

board-title = Tablero
tabs = Paneles
panel-loading = Cargando este panel…
panel-not-loaded = No se pudo cargar este panel. Revisa la conexión: se intentará de nuevo en unos segundos.
tab-study = Estudiar
tab-share = Compartir
node-board = Tablero del nodo { $node }: { $rows }
size = Tamaño
puzzle-name = { $n }-puzle
goal = Objetivo
goal-end-option = Hueco al final (1 2 3 / … / _)
goal-start-option = Hueco al principio (_ 1 2 / …)
shuffle = Mezclar
scramble = Desordenar
scramble-moves = Movimientos para desordenar
moves-unit = movimientos
reset = Reiniciar
board-text = Tablero como texto
board-text-help = (pega o escribe: filas en líneas o separadas por /, hueco como 0, _ o .)
use-board = Usar este tablero
scan-puzzle = Escanear un puzle…
scan-not-loaded = No se pudo cargar Escanear ({ $why }). Comprueba la conexión y vuelve a intentarlo.

## The solve panel

solve-title = Resolver
algorithm = Algoritmo
heuristic = Heurística
option-auto = Auto (óptimo más rápido)
option-fast = Rápido (cualquier tamaño, no el más corto)
name-bfs = Búsqueda en anchura
name-dfs = Búsqueda en profundidad
name-iddfs = Profundización iterativa
name-bibfs = Búsqueda en anchura bi­direc­cional
name-greedy = Búsqueda voraz
name-a-star = A*
name-ida-star = IDA*
name-auto = Auto
name-fast = Modo rápido
option-hamming = Hamming (fichas mal colocadas)
name-hamming = Hamming
name-manhattan = Manhattan
name-linear-conflict = Conflicto lineal
large-note = Tablero grande: Rápido encuentra una solución al instante, pero no necesariamente la más corta.
solve = Resolver
cancel = Cancelar
tree-depth = Profundidad del árbol: { $n }
f-bound = Cota f: { $n }
depth = Profundidad: { $n }
expanded = Expandidos
frontier = Frontera
time = Tiempo
seconds = s
preparing = Primera resolución de este tamaño: preparando tablas para { $size }… { $pct } %
length = Longitud
optimal = Óptima
enqueued = Encolados
largest-frontier = Frontera máxima
yes = sí
not-guaranteed = no garantizada
ms = { $ms } ms
ms-with-tables = { $ms } ms ({ $tables } ms tablas)

## Playback

playback = Reproducción
jump-start = Ir al inicio
step-back = Paso atrás
play = Reproducir
pause = Pausa
step-forward = Paso adelante
jump-end = Ir al final
speed = Velocidad
step-of = Paso { $step } de { $total }
step-of-tile = Paso { $step } de { $total }: ficha { $tile } hacia { $way }
step-of-done = Paso { $step } de { $total }: objetivo alcanzado.
move-button = Movimiento { $i }: ficha { $tile } hacia { $way }
moves-shown = Movimientos { $from }–{ $to } de { $total }
moves-earlier = Movimientos anteriores
moves-later = Movimientos posteriores
move-list-help = La lista muestra cada ficha y hacia dónde se desliza.

## Studying the search

study-title = Estudiar la búsqueda
hint-button = Pista
thinking = Pensando…
hint-next = Siguiente: desliza { $tile } hacia { $way }. { $n ->
        [one] Falta { $n } movimiento
        [many] Faltan { $n } de movimientos
       *[other] Faltan { $n } movimientos
    } (según una de las soluciones más cortas).
hint-next-about = Siguiente: desliza { $tile } hacia { $way }. { $n ->
        [one] Falta más o menos { $n } movimiento.
        [many] Faltan unos { $n } de movimientos.
       *[other] Faltan unos { $n } movimientos.
    }
hint-none = Sin pista: el solucionador no encontró solución a tiempo.
already-solved = ¡Ya está resuelto!
show-heuristics = Mostrar las heurísticas en el tablero
heuristic-totals = Hamming { $hamming } · Manhattan { $manhattan } · Conflicto lineal { $lc }
ghf = Paso { $g }: g = { $g }, h = { $h } ({ $heuristic }), f = g + h = { $f }
overlay-help = La esquina de cada ficha muestra su distancia Manhattan; las fichas en su casilla objetivo son verdes; las líneas naranjas unen fichas en conflicto lineal.
copy-assignment = Copiar como lo imprime la tarea
step-title = La búsqueda paso a paso
trace-start = Grabar la búsqueda
trace-help = Graba el algoritmo elegido en este tablero y luego lo recorre paso a paso: cada nodo expandido, cada hijo generado.
trace-needs-algorithm = Paso a paso necesita una de las búsquedas enseñadas: elige en Resolver cualquier algoritmo salvo Auto y Modo rápido.
recording = Grabando la búsqueda…
trace-ready = Grabada: recórrela paso a paso abajo.
trace-limited = { $n ->
        [one] Solo se grabó { $n } evento, el primero (el límite de la grabación): recórrelo abajo.
        [many] Se grabaron los primeros { $n } de eventos (el límite de la grabación): recórrelos abajo.
       *[other] Se grabaron los primeros { $n } eventos (el límite de la grabación): recórrelos abajo.
    }
trace-reset = Al inicio
trace-back = Atrás
trace-run = Ejecutar
trace-step = Paso
trace-end = Al final
trace-close = Cerrar
trace-status = Evento { $step } de { $total } · expandidos { $expanded } · generados { $generated }
trace-start-event = El inicio: nada expandido todavía.
event-iteration = Nueva iteración: cota { $bound }.
event-expand = Expandir el nodo { $node } (g { $g }, h { $h }, f { $f }).
event-expand-back = Expandir el nodo { $node } (desde el objetivo; g { $g }, h { $h }, f { $f }).
event-generate = Hijo al mover el hueco hacia { $via }: g { $g }, h { $h }, f { $f }: { $fate }.
event-goal = Objetivo encontrado: nodo { $node }.
fate-new = nuevo, entra en la frontera
fate-within = dentro de la cota, se explora a continuación
fate-seen = ya visto, descartado
fate-reopened = alcanzado por un camino más corto, encolado de nuevo
fate-over-bound = f por encima de la cota, podado
fate-met = alcanzado por la búsqueda desde el otro extremo: las dos búsquedas se encuentran
# Bidirectional BFS searches from the start and from the goal: a frontier row of the goal's
# search is marked with side-goal, and its expansions read event-expand-back.
side-goal = desde el objetivo
children = Hijos del nodo que se expande
frontier-caption = Frontera, el siguiente primero: { $n ->
        [one] { $n } nodo
        [many] { $n } de nodos
       *[other] { $n } nodos
    }
frontier-caption-pick = Frontera en el orden en que se generaron sus nodos (el siguiente no tiene por qué ir primero): { $n ->
        [one] { $n } nodo
        [many] { $n } de nodos
       *[other] { $n } nodos
    }
frontier-none = IDDFS e IDA* no guardan frontera: van en profundidad dentro de la cota.
col-move = El hueco va
col-node = Nodo
col-what = Qué pasó con él
predict-label = Predecir: elige el nodo que se expande a continuación
pick-label = Elegir el nodo { $node }
pick = Elegir
rule-bfs = La búsqueda en anchura toma el nodo más antiguo de la frontera (primero en entrar, primero en salir)
rule-dfs = La búsqueda en profundidad toma el nodo más nuevo de la frontera (último en entrar, primero en salir)
rule-greedy = la búsqueda voraz toma el menor h (en empate: el más antiguo)
rule-a-star = A* toma el menor f = g + h (en empate: el menor h, luego el más antiguo)
rule-greedy-newest = la búsqueda voraz toma el menor h (en empate: el más nuevo)
rule-a-star-oldest = A* toma el menor f = g + h (en empate: el más antiguo)
rule-a-star-newest = A* toma el menor f = g + h (en empate: el más nuevo)
settings-title = Ajustes de la búsqueda
settings-help = Los ejercicios del curso los fijan. El orden de los movimientos vale para todas las búsquedas salvo Auto y Rápido, el desempate para la voraz y A*, la prueba de objetivo para BFS.
order-label = Orden de los movimientos del hueco
ties-label = Empates
ties-deeper = menor h primero, luego el más antiguo
ties-oldest = el más antiguo primero (primero en entrar, primero en salir)
ties-newest = el más nuevo primero (último en entrar, primero en salir)
code-title = El algoritmo, línea a línea
code-line = Línea { $n }: { $code }
code-duplicates = detección de duplicados: cada tablero se guarda una vez
code-dfs-order = apilados del último al primero, así el primer movimiento sale primero
code-reopen = se encontró un camino más corto hasta él
code-tree-depth = la profundidad del árbol
code-next-bound = el menor f que superó la cota
code-cut = podado: no se busca en esta iteración
code-level = un nivel entero cada vez, así el primer encuentro es un camino mínimo
code-meet = las dos búsquedas se encuentran: el camino va del inicio al hijo y luego al objetivo
# The pseudocode, line by line, as a textbook in the language prints it: keep each line's
# structure and symbols (←, [ ], ( ), ∞, f, g, h); the words and names may be the language's.
pc-start-queue = frontera ← cola [inicio]; alcanzados ← {"{"}inicio{"}"}
pc-start-stack = pila ← [inicio]; alcanzados ← {"{"}inicio{"}"}
pc-start-priority = frontera ← cola de prioridad por { $by }: [inicio]
pc-goal-start = si inicio es el objetivo: devolver inicio
pc-while-frontier = mientras frontera no esté vacía:
pc-while-stack = mientras pila no esté vacía:
pc-pop-first = nodo ← frontera.extraer_primero()
pc-pop-stack = nodo ← pila.desapilar()
pc-pop-min = nodo ← frontera.extraer_min()
pc-goal-node = si nodo es el objetivo: devolver nodo
pc-moves = para cada movimiento en [{ $order }]:
pc-moves-reversed = para cada movimiento en invertir([{ $order }]):
pc-child = hijo ← nodo + movimiento
pc-child-g = hijo ← nodo + movimiento; g(hijo) ← g(nodo) + 1
pc-goal-child = si hijo es el objetivo: devolver hijo
pc-seen = si hijo está en alcanzados: omitirlo
pc-seen-g = si hijo fue alcanzado con g ≤ g(hijo): omitirlo
pc-reopen = si hijo fue alcanzado con un g mayor: volver a encolarlo
pc-push-frontier = alcanzados.añadir(hijo); frontera.insertar(hijo)
pc-push-stack = alcanzados.añadir(hijo); pila.apilar(hijo)
pc-push-g = alcanzados[hijo] ← g(hijo); frontera.insertar(hijo)
pc-fail = devolver fallo
pc-start-bound = cota ← h(inicio)
pc-start-limit = límite ← 0
pc-loop = repetir:
pc-iterate = siguiente ← ∞; si buscar(inicio, 0) devuelve encontrado: devolver su camino
pc-next-bound = cota ← siguiente
pc-next-limit = límite ← límite + 1
pc-function-g = función buscar(nodo, g):
pc-function-depth = función buscar(nodo, profundidad):
pc-goal-found = si nodo es el objetivo: devolver encontrado
pc-moves-no-undo = para cada movimiento en [{ $order }], salvo el que deshace el último:
pc-child-f = hijo ← nodo + movimiento; f ← g + 1 + h(hijo)
pc-cut-f = si f > cota: siguiente ← min(siguiente, f); omitirlo
pc-cut-depth = si profundidad + 1 > límite: omitirlo
pc-recurse-g = si buscar(hijo, g + 1) devuelve encontrado: devolver encontrado
pc-recurse-depth = si buscar(hijo, profundidad + 1) devuelve encontrado: devolver encontrado
pc-not-found = devolver no encontrado
pc-start-two = delantera ← cola [inicio]; trasera ← cola [objetivo]; alcanzados ← {"{"}inicio: delantera, objetivo: trasera{"}"}
pc-while-two = mientras delantera y trasera no estén vacías:
pc-take-level = nivel ← la menor de delantera y trasera (delantera si empatan), vaciada
pc-for-level = para cada nodo en nivel:
pc-meet = si hijo fue alcanzado desde el otro extremo: devolver el camino inicio → hijo → objetivo
pc-push-side = alcanzados[hijo] ← el lado de nodo; insertar hijo en ese lado
pc-move-up = arriba
pc-move-down = abajo
pc-move-left = izquierda
pc-move-right = derecha
pc-order = { $a }, { $b }, { $c }, { $d }
goal-test-label = Prueba de objetivo
goal-at-generation = al generar un nodo
goal-at-expansion = al expandir un nodo
node-value = el nodo { $node } tiene { $what } = { $v }
node-age = el nodo { $node } se generó con el número { $node }
predict-right = Correcto: { $rule }; { $why }.
predict-wrong = No exactamente: el siguiente es el nodo { $next }. { $rule }; { $why }, y { $yours }.
predict-skipped = Saltado sin elegir: el siguiente era el nodo { $next }. { $rule }.
tree-title = El árbol de búsqueda
tree-collapse = Solo el camino a la frontera y al objetivo
tree-summary = Árbol de búsqueda: { $n ->
        [one] { $n } nodo dibujado
        [many] { $n } de nodos dibujados
       *[other] { $n } nodos dibujados
    } ({ $expanded } expandidos, { $open } abiertos, { $cut } podados, { $hidden } ocultos), profundidad { $depth }. { $path }
tree-path = El camino al objetivo: nodos { $nodes }.
tree-legend = Azul: abierto. Gris: expandido. Verde: el camino al objetivo. Rojo: podado por la cota. Señala un nodo, o selecciona el árbol y usa las flechas, para ver su tablero.
tree-node-info = Nodo { $node }: g { $g }, h { $h }, f { $f }. Tablero: { $board }
tree-too-big = { $n ->
        [one] Solo se dibuja { $n } nodo, el primero.
        [many] Se dibujan los primeros { $n } de nodos.
       *[other] Se dibujan los primeros { $n } nodos.
    }
chart-depth = Nodos generados por profundidad
chart-frontier = Tamaño de la frontera en cada expansión
chart-depth-text = Nodos por profundidad: { $values }.
chart-frontier-text = Tamaño de la frontera de { $first } a { $last }, máximo { $max }.
experiment-title = El experimento del libro de texto
experiment-help = Para cada profundidad d, 8-puzles cuya solución más corta usa exactamente d movimientos, elegidos al azar entre todos ellos; cada búsqueda marcada resuelve cada uno. La tabla da la media de nodos generados y, entre paréntesis, el factor de ramificación efectivo b*: el b con N + 1 = 1 + b + b² + … + b^d. Una búsqueda que pasa de { $n } nodos en un tablero muestra –. La misma semilla da los mismos números que npuzzle experiment.
experiment-depths = Profundidades (desde..hasta:paso, o una lista)
experiment-count = Tableros por profundidad
experiment-seed = Semilla
experiment-searches = Búsquedas
experiment-run = Ejecutar el experimento
experiment-running = Ejecutando el experimento…
experiment-done = El experimento ha terminado.
experiment-bad-depths = «{ $depths }» no es una lista de profundidades: escribe desde..hasta:paso (como 2..24:2) o una lista (como 2,4,8), cada una de 0 a 31.
experiment-cancelled = Cancelado: las filas hechas se quedan.
experiment-no-search = Marca al menos una búsqueda.
experiment-caption = Media de nodos generados (b*), por profundidad de la solución d
experiment-chart = Nodos generados por profundidad (escala logarítmica)
compare-title = Comparar las búsquedas
compare-button = Comparar todas las búsquedas
compare-help = Ejecuta cada algoritmo con cada heurística en este tablero, uno tras otro, cada uno con como mucho { $n ->
        [one] { $n } nodo
        [many] { $n } de nodos
       *[other] { $n } nodos
    }.
comparing = Comparando todas las búsquedas en este tablero.
compared = { $n ->
        [one] { $n } búsqueda comparada.
        [many] { $n } de búsquedas comparadas.
       *[other] { $n } búsquedas comparadas.
    }
compare-cancelled = Comparación cancelada.
copy-csv = Copiar CSV
copy-markdown = Copiar Markdown
col-algorithm = Algoritmo
col-heuristic = Heurística
col-chart = Expandidos (escala log.)
status-waiting = en espera
status-running = en curso
status-solved = resuelto
status-limit = límite de nodos
status-cancelled = cancelado
status-failed = falló
play-row = Reproducir
play-row-label = Reproducir la solución de { $algo }
playing-row = Reproduciendo la solución de { $algo }.

## Graded exercises (the student's panel)

ex-title = Ejercicio
ex-cannot-start = Este ejercicio no puede empezar: { $why }
ex-ask-teacher = Avisa a quien lo preparó.
ex-task-play = Llega al objetivo a mano con los menos movimientos posibles. Apruebas con como mucho { $slack ->
        [one] { $slack } movimiento
        [many] { $slack } de movimientos
       *[other] { $slack } movimientos
    } más que la solución más corta.
ex-task-predict = Predice las próximas { $n } expansiones de { $algo }: antes de cada una, elige el nodo de la frontera que crees que expande a continuación. Apruebas con un { $pass } % de aciertos.
ex-task-children = Para cada una de las próximas { $n } expansiones de A* con { $heuristic }, da g, h y f = g + h de cada hijo que genera. Apruebas con un { $pass } % de aciertos.
ex-task-heuristic = Escribe una heurística h para el 8-puzle en el lenguaje de fórmulas del laboratorio (como manhattan + 2*conflicts). Se comprueba en los 181.440 tableros y compite con A* contra Manhattan en { $boards } tableros. Apruebas si h es admisible y genera como mucho el { $pass } % de los nodos de Manhattan.
ex-submit-h = Entregar h
ex-grading = Comprobando h en cada tablero y poniéndola a competir contra Manhattan…
ex-h-raced = Admisible. En los tableros de la carrera h generó { $own } nodos y Manhattan { $manhattan }: el { $percent } % de los de Manhattan.
ex-h-race-caption = Nodos generados en los 20 tableros de la carrera por profundidad de solución d
ex-h-over-budget = Admisible, pero A* con h superó { $max ->
        [one] { $max } nodo
        [many] los { $max } de nodos
       *[other] los { $max } nodos
    } en los tableros de la carrera: más de lo que Manhattan necesita para los 120, sea cual sea el sorteo.
ex-h-seed = Los tableros de la carrera de este intento se sortearon con la semilla { $seed }: npuzzle heuristic grade --seed { $seed } evalúa h en los mismos tableros.
ex-no-grade = No se pudo evaluar h ({ $why }). Entrégala de nuevo.
ex-progress = { $done } de { $n }
ex-attempt = Intento { $n }
ex-moves-so-far = Movimientos: { $moves }
ex-hints-used = Pistas usadas: { $n }
ex-hints-left = Pistas usadas: { $n } de { $max }
ex-score = Puntuación: { $raw } de { $max } ({ $percent } %)
ex-play-score = { $moves ->
        [one] { $moves } movimiento
        [many] { $moves } de movimientos
       *[other] { $moves } movimientos
    }; la solución más corta necesita { $optimal }.
ex-passed = Aprobado: { $raw } de { $max } (intento { $attempt }).
ex-failed = No aprobado: { $raw } de { $max } (intento { $attempt }).
ex-try-again = Intentar de nuevo
ex-keep-best = El curso conserva tu mejor resultado: otro intento no puede bajarlo.
ex-keep-last = El curso conserva tu último resultado: otro intento reemplaza a este, aunque puntúe menos.
ex-started = Ha empezado un nuevo intento.
ex-pick-prompt = ¿Qué nodo se expande a continuación?
ex-expanding = Se expande el nodo { $node }: da g, h y f de cada hijo.
ex-child = Hijo
ex-child-via = hueco hacia { $way }
ex-value-of = { $value } del hijo al mover el hueco hacia { $way }
ex-check = Comprobar
ex-children-verdict = { $right } de { $n ->
        [one] { $n } hijo correcto.
        [many] { $n } de hijos correctos.
       *[other] { $n } hijos correctos.
    }
ex-child-right = correcto
ex-child-wrong = incorrecto: g = { $g }, h = { $h }, f = { $f }
ex-waiting = Preparando el ejercicio…
ex-restored = Tu intento se ha restaurado donde lo dejaste.
ex-saved-damaged = Un intento guardado estaba dañado y se ha descartado: empieza un intento nuevo.
ex-saved-version = Se ha descartado un intento guardado de otra versión de la aplicación: empieza un intento nuevo.
ex-not-kept = Este navegador no guarda nada para esta página, así que al recargar el intento empieza de nuevo.
ex-no-optimal = No se conoce la solución más corta, así que el intento aún no puede puntuarse ({ $why }).
ex-no-more-hints = No hay más pistas en este ejercicio.
ex-board-held = El tablero no se mueve ahora: pertenece al ejercicio.
ex-move-cap = El intento terminó tras { $n ->
        [one] { $n } movimiento
        [many] { $n } de movimientos
       *[other] { $n } movimientos
    } sin llegar al objetivo.
puzzle-numbered = Puzle { $n }
ex-board-fixed = El tablero del ejercicio no puede cambiarse mientras está en marcha.
ex-restarted = El ejercicio cambió: ha empezado un nuevo intento.
ex-resume-ignored = Se ignoró un intento guardado dado con el ejercicio en marcha.
ex-delivered = Tu resultado ha llegado al curso.
ex-pending = Tu resultado aún no ha llegado al curso; se guarda y se enviará de nuevo.
ex-no-session = El curso no acepta resultados ahora: el tuyo se guarda aquí y se enviará cuando vuelvas a abrir el ejercicio.
ex-bad-board = el tablero «{ $v }» no sirve: { $why }
ex-bad-task = la tarea «{ $v }» no existe: usa play, predict o children
ex-bad-id = el id de ejercicio «{ $v }» no sirve: hasta { $max } letras, cifras, - _ . o :
ex-bad-count = count «{ $v }» no es un número de preguntas de 1 a { $max }
ex-bad-slack = slack «{ $v }» no es un número de movimientos de 0 a { $max }
ex-bad-hints = hints «{ $v }» no es on, off ni un número de 0 a { $max }
ex-bad-pass = pass «{ $v }» no es una nota de aprobado: da una fracción (0.8) o un porcentaje (80%)
ex-setting = { $field }: { $why }
ex-bad-keep = keep «{ $v }» no es best ni last
ex-too-large = un tablero { $size } es demasiado grande para un ejercicio: como mucho { $max ->
        [one] { $max } casilla
        [many] { $max } de casillas
       *[other] { $max } casillas
    }
ex-unsolvable = el tablero no puede llegar al objetivo, así que ninguna tarea puede usarlo
ex-already-goal = el tablero ya es el objetivo: no hay nada que hacer
ex-needs-predictable = predict necesita BFS, DFS, voraz o A*, no { $algo }
ex-needs-a-star = children necesita A*, no { $algo }

## The Exercise panel (a teacher's, beside Share)

au-title = Ejercicio (para docentes)
au-help = Crea un ejercicio calificado con este tablero y esta búsqueda. El alumnado ve la tarea, su progreso y su puntuación; los resultados llegan a tu página del curso o a tu LMS.
au-task = Tarea
au-task-play = Jugar: llegar al objetivo con pocos movimientos
au-task-predict = Predecir las próximas expansiones
au-task-children = g, h y f de los hijos (A*)
au-task-heuristic = Escribir una heurística admisible
au-count = Preguntas
au-slack = Movimientos permitidos sobre la más corta
au-hints-name = Pistas
au-hints-on = Permitidas, cada una cuenta
au-hints-off = Ninguna
au-hints-most = Como máximo { $n }
au-pass = Nota de aprobado
au-id = Id del ejercicio (opcional)
au-keep = El LMS conserva
au-keep-best = el mejor intento
au-keep-last = el último intento
au-preview = Ver como alumno
au-copy-link = Copiar el enlace
au-copy-iframe = Copiar el iframe
au-copy-element = Copiar el elemento
au-format = Paquete para
au-format-help = SCORM 1.2: Moodle, Canvas y casi cualquier LMS. SCORM 2004: Blackboard, Brightspace, ILIAS, Open edX (que también aceptan 1.2). cmi5: LMS basados en xAPI y un almacén de registros de aprendizaje (LRS).
au-download = Descargar para tu LMS
au-invalid = Aún no está listo: { $why }
ex-packing = Creando el paquete…
ex-packed = Se descargó el paquete ({ $kb } KB): súbelo a tu LMS como paquete { $format }.
ex-pack-failed = No se pudo crear el paquete: { $why }
ex-pack-bad-name = files.json nombra «{ $name }» { $why ->
         [parent] fuera del sitio (..)
         [absolute] desde la raíz (/)
         [backslash] con una barra invertida
         [colon] con dos puntos (C:, una dirección)
         [empty] con una parte vacía o «.»
         [duplicate] dos veces
        *[character] con ?, #, % o un carácter oculto
    }: vuelve a generar el sitio.

## La vista de la clase (un docente abre un enlace en el LMS: intentos, notas y respuestas del alumnado)

class-title = { $title }: la clase
class-untitled = Ejercicio del N-puzle
class-boardless = El ejercicio de este enlace no fija ningún tablero, así que sus intentos no se califican: la página de cada estudiante elegiría el suyo. Vuelve a añadir el ejercicio con un tablero.
class-no-column = Este enlace no tiene columna en el libro de calificaciones: las notas se guardan solo aquí. Añade el ejercicio con la selección de contenido del LMS (Deep Linking) para que tenga una.
class-find = Buscar a un estudiante
class-no-students = Ningún estudiante ha abierto todavía este ejercicio.
class-no-answers = Todavía no hay respuestas.
class-questions = Preguntas
class-questions-caption = Preguntas: la última respuesta de cada estudiante
class-question = Pregunta
class-right = Aciertos
class-right-answer = Respuesta correcta
class-wrong-answers = Respuestas incorrectas frecuentes
class-share = { $percent } % ({ $right } de { $students })
class-no-wrong = ninguna
class-students = Estudiantes
class-students-caption = Estudiantes que abrieron el ejercicio
class-student = Estudiante
class-attempts = Intentos
class-grade = Nota
class-gradebook = Libro de calificaciones
class-last-seen = Última actividad (UTC)
class-attempts-count = { $begun ->
        [one] { $begun } iniciado
        [many] { $begun } iniciados
       *[other] { $begun } iniciados
    }, { $ended ->
        [one] { $ended } terminado
        [many] { $ended } terminados
       *[other] { $ended } terminados
    }
class-no-grade = ninguna todavía
class-grade-passed = { $raw } de { $max }, aprobado
class-grade-failed = { $raw } de { $max }, no aprobado
class-nothing-to-send = nada que enviar
class-sent = enviada
class-no-column-yet = sin columna
class-on-its-way = en camino
class-waiting = en espera: { $why }
class-refresh = Actualizar
class-download = Descargar todas las respuestas (CSV)
class-open-exercise = Abrir el ejercicio tal como lo ve un estudiante
class-stopped = Esta vista ya no se actualiza: vuelve a abrir el ejercicio desde el curso para ver las respuestas nuevas.
class-open-attempt = Abrir intento:
class-attempt-graded = calificado
class-attempt-latest = el último
class-open-attempt-label = Abrir el intento { $attempt } de { $who }
class-review-ended = Intento { $attempt } de { $who }, tal como lo dejó (terminado).
class-review-open = Intento { $attempt } de { $who }, tal como lo dejó (sin terminar).
class-review-note = Es su intento, no el tuyo: nada de lo que hagas aquí se guarda ni se envía.
class-lrs-title = Respuestas de la clase desde un almacén de registros
class-lrs-tagline = Para un curso cmi5: cada pregunta en toda la clase, las respuestas de cada estudiante y todas las respuestas en CSV, leídas de tu almacén de registros de aprendizaje (LRS).
class-lrs-endpoint = Dirección del almacén (punto de acceso xAPI)
class-lrs-endpoint-help = Tu LMS o LRS la muestra junto a sus claves; suele terminar en /xAPI/ o /data/xAPI/.
class-lrs-key = Clave (nombre de usuario)
class-lrs-secret = Secreto (contraseña)
class-lrs-secret-help = Una clave que pueda leer declaraciones. Se queda en esta página: nunca en la dirección, nunca guardada.
class-lrs-activity = AU del ejercicio (id de actividad)
class-lrs-activity-help = El id de la <au> en el cmi5.xml del paquete, urn:npuzzle:au:npuzzle- y el id del ejercicio, salvo que tu LMS dé a las AU ids propios: entonces los detalles de la AU en el LMS lo muestran (el activityId de la URL de lanzamiento).
class-lrs-show = Mostrar la clase
class-lrs-questions-table = Tabla de preguntas
class-lrs-answers-of = Respuestas de { $name }
class-lrs-student-summary = { $name }: { $right } de { $questions } correctas (últimas respuestas), { $answers ->
        [one] { $answers } respuesta
        [many] { $answers } de respuestas
       *[other] { $answers } respuestas
    }
class-lrs-answer = Respuesta
class-lrs-result = Resultado
class-lrs-seconds = Segundos
class-lrs-when = Respondida (UTC)
class-lrs-yes = correcta
class-lrs-no = incorrecta
class-lrs-reading = Leyendo el almacén…
class-lrs-live = { $answers ->
        [one] { $answers } respuesta
        [many] { $answers } de respuestas
       *[other] { $answers } respuestas
    } de { $students ->
        [one] { $students } estudiante
        [many] { $students } de estudiantes
       *[other] { $students } estudiantes
    }. Se actualiza en directo mientras esta página se muestra.
class-lrs-updated = Última lectura a las { $time }.
class-lrs-paused = En pausa mientras esta página está oculta.
class-lrs-none-yet = Aún no hay respuestas a este ejercicio. Aparecen aquí a medida que los estudiantes responden. Si ya han respondido, comprueba el id de actividad de la AU.
class-lrs-bad-endpoint = La dirección del almacén debe ser una dirección http:// o https:// completa, como https://lrs.example.org/xAPI/.
class-lrs-insecure = Esta página se sirve por HTTPS, así que el navegador no le deja leer un almacén en una dirección http://. Usa la dirección https:// del almacén.
class-lrs-no-key = Escribe la clave y el secreto.
class-lrs-key-in-address = Escribe la clave y el secreto en sus propios campos, no en la dirección del almacén.
class-lrs-no-activity = Escribe el id de actividad de la AU.
class-lrs-credentials = El almacén rechazó la clave y el secreto (HTTP { $status }). Compruébalos, y que la clave pueda leer declaraciones.
class-lrs-network = No se pudo contactar con el almacén en { $endpoint }. Comprueba la dirección, y que el almacén permita leerlo al origen de esta página ({ $origin }) (CORS): la configuración de tu LRS nombra los orígenes que permite.
class-lrs-timeout = El almacén no respondió en { $seconds } segundos. Se intenta de nuevo.
class-lrs-not-lrs = La dirección respondió, pero no como un almacén xAPI ({ $what }). Comprueba la dirección: suele terminar en /xAPI/ o /data/xAPI/.
class-lrs-no-list = ninguna lista de declaraciones
class-lrs-refused = El almacén rechazó la consulta (HTTP { $status }): { $detail }
class-lrs-failed = El almacén falló (HTTP { $status }). Se intenta de nuevo.
class-lrs-stale = Volver a leer falló; las respuestas mostradas son de las { $time }. { $problem }
class-lrs-elsewhere = La siguiente página del almacén está en otro sitio ({ $origin }): no se sigue, para que la clave y el secreto se queden con este.

## Sharing

share = Compartir este tablero
share-link = Enlace
share-iframe = Para una página del curso: un iframe
share-element = Para una página del curso: el elemento
share-guide = Cómo insertarlo
share-algo-auto = El enlace y los fragmentos se abren con Auto: { $algo } puede no terminar un tablero { $size } dentro de los límites de una página.
copy = Copiar
copied = Copiado al portapapeles.
copy-failed = El navegador no permitió copiar: selecciona el texto y cópialo.

## The page around the component

page-title = Solucionador del N-puzle
page-tagline = Juega, resuelve y estudia el puzle deslizante
about-puzzle = Sobre el puzle
embed-guide = Ponlo en tu página del curso

## Directions (the way a tile slides)

way-up = arriba
way-down = abajo
way-left = la izquierda
way-right = la derecha

## What happened

moved = Ficha { $tile } hacia { $way }. { $n ->
        [one] { $n } movimiento.
        [many] { $n } de movimientos.
       *[other] { $n } movimientos.
    }
solved-by-hand = Ficha { $tile } hacia { $way }. ¡Resuelto en { $n ->
        [one] { $n } movimiento
        [many] { $n } de movimientos
       *[other] { $n } movimientos
    }!
busy = Resolviendo… pulsa Cancelar para volver a jugar.
shuffled = Mezclado: un tablero aleatorio con solución.
scrambled = Desordenado con { $n ->
        [one] { $n } movimiento aleatorio
        [many] { $n } de movimientos aleatorios
       *[other] { $n } movimientos aleatorios
    }.
scramble-bad = Desordenar necesita un número entero de movimientos entre 1 y { $max }.
back-to-start = De vuelta a la posición inicial.
board-from-text = Tablero tomado del cuadro de texto.
board-from-host = Tablero puesto por la página.
not-a-board = No es un tablero válido: { $why }.
no-solution = No hay solución posible.
no-solution-searched = No hay solución posible, así que no se buscó.
explain-odd = Inversiones (pares de fichas en orden inverso al del objetivo): { $inv }. En un tablero de anchura impar ({ $width }) ningún movimiento cambia la paridad de ese número, y el objetivo no tiene ninguna: debe ser par. { $inv } es { $parity }, { $verdict }.
explain-even = Inversiones (pares de fichas en orden inverso al del objetivo): { $inv }; filas entre el hueco y su fila objetivo: { $rows }. En un tablero de anchura par ({ $width }) un movimiento arriba o abajo cambia la paridad de ambos, así que su suma debe ser par, como en el objetivo. { $inv } + { $rows } = { $sum } es { $parity }, { $verdict }.
even = par
odd = impar
can-reach = así que el objetivo es alcanzable
cannot-reach = así que el objetivo nunca es alcanzable: intercambia dos fichas cualesquiera para cambiarlo
searching = Buscando…
lab-title = Laboratorio de heurísticas
lab-help = Escribe tu propia h y compruébala en cada tablero de este tamaño frente a las distancias reales (los 181.440 del 8-puzle; una muestra en tableros mayores). Nombres: hamming, manhattan, conflicts, n, rows, cols, blank_row, blank_col, row(t), col(t), goal_row(t), goal_col(t); sum(t: …), max(…), min(…), abs(…), + − * /, if … then … else ….
lab-formula = Tu heurística h
lab-check = Comprobar h
lab-checking = Comprobando h en cada tablero…
lab-empty = Escribe primero una fórmula, p. ej. manhattan + 2*conflicts.
lab-bad-formula = h no sirve: { $why }
lab-states = { $h } en { $n ->
        [one] { $n } tablero
        [many] { $n } de tableros
       *[other] { $n } tableros
    }{ $sample }:
lab-sample = {" "}(una muestra)
lab-admissible = Admisible: nunca por encima de la distancia real.
lab-not-admissible = No admisible: h = { $h } en un tablero a { $hstar ->
        [one] { $hstar } movimiento
        [many] { $hstar } de movimientos
       *[other] { $hstar } movimientos
    } del objetivo.
lab-consistent = Consistente: 0 en el objetivo y a lo sumo 1 de diferencia entre tableros vecinos.
lab-not-consistent = No consistente: h = { $ha } y { $hb } en dos tableros vecinos.
lab-not-a-number = No es un número en un tablero: h { $value ->
        [not-a-number] vale NaN allí (infinito menos infinito, por ejemplo)
        [infinite] es infinita allí
        [minus-infinite] vale menos infinito allí
       *[division] divide entre cero allí (en el carácter { $at })
    }. Una heurística debe ser un número en cada tablero, así que h no es ni admisible ni consistente.
lab-close = Media de h/h*: { $ratio }; al menos Manhattan en el { $pct } % de los tableros.
lab-race = Poner h a competir
lab-racing = La carrera se corre en el experimento de arriba: A* e IDA* con h contra Hamming, Manhattan y conflicto lineal.
lab-step = Verlo paso a paso
lab-step-needs-informed = Elige en Resolver la búsqueda voraz, A* o IDA*: usan una heurística.
lab-stepping = Grabando la búsqueda con h: recórrela paso a paso arriba, en «Grabar la búsqueda».
lab-your-h = tu h
formula-at = en el carácter { $at }: { $problem }
formula-too-long = la fórmula es demasiado larga: { $n } caracteres, como mucho { $max }
formula-too-deep = anidada a más de { $depth } niveles
formula-expected = se esperaba { $what ->
        [operator] un operador o el final
        [operand] un número, un nombre o «(»
        [close] «)»
        [comma] «,» o «)»
        [open] «(» tras el nombre de la función
        [then] «then»
        [else] «else»
       *[binding] el nombre de una ficha y «:» (sum(t: …))
    } y se encontró { $found ->
        [end] el final
        [arguments] argumentos
       *[text] «{ $text }»
    }
formula-unexpected = «{ $text }» no forma parte del lenguaje
formula-bad-number = «{ $text }» no es un número
formula-unknown-name = nombre desconocido «{ $name }» (los nombres son { $names })
formula-arguments = { $name } admite { $want } argumento, no { $got }
formula-too-slow = la fórmula requiere unos { $cost } pasos por tablero: como mucho { $max }
formula-division = división entre cero
formula-no-such-tile = { $tile } no es una ficha del tablero
formula-not-a-number = el valor es { $value ->
        [not-a-number] NaN
        [infinite] infinito
        [minus-infinite] menos infinito
       *[division] una división entre cero
    }, no un número
formula-on-board = { $why } (en el tablero { $board })
formula-too-large = demasiados estados para comprobar cada uno: el tablero tiene { $cells } casillas y se comprueban como mucho { $max }
experiment-longer = { $n } no la más corta
lab-load = Cargar este tablero
lab-load-neighbour = Cargar el primero de los dos
improvement = { $n ->
        [one] { $n } movimiento encontrado
        [many] { $n } de movimientos encontrados
       *[other] { $n } movimientos encontrados
    }; la más corta necesita al menos { $bound } (probado). Sigue la búsqueda…
kept-best = Detenido. Queda la mejor respuesta encontrada: { $n ->
        [one] { $n } movimiento
        [many] { $n } de movimientos
       *[other] { $n } movimientos
    }; la más corta necesita al menos { $bound } (probado).
searching-announce = Buscando una solución.
starting = Iniciando el solucionador…
queued = Esperando al solucionador (otro puzle de esta página lo usa)…
cancelled = Cancelado. El tablero sigue como estaba.
cancelled-announce = Búsqueda cancelada.
refused = El solucionador rechazó el trabajo: { $why }
one-move = 1 movimiento
n-moves = { $n ->
        [one] { $n } movimiento
        [many] { $n } de movimientos
       *[other] { $n } movimientos
    }
optimal-word = óptima
not-shortest = no necesariamente la más corta
solved-by = Resuelto con { $algo }: { $moves }, { $optimal }.
solved-by-with = Resuelto con { $algo } y { $h }: { $moves }, { $optimal }.
solved-by-how = Resuelto con { $algo } ({ $how }): { $moves }, { $optimal }.
tables-kept = Tablas listas en { $t }, se conservan para las próximas resoluciones.
solved-announce = Resuelto: { $moves }, { $optimal }.
limit = Detenido en el límite de nodos: { $expanded ->
        [one] { $expanded } nodo expandido
        [many] { $expanded } de nodos expandidos
       *[other] { $expanded } nodos expandidos
    }, { $enqueued } encolados, profundidad { $depth } alcanzada, { $s } s. Este tablero necesita un método más fuerte: prueba A* o IDA* con conflicto lineal, o Auto.
limit-announce = La búsqueda alcanzó su límite de nodos.
search-ended = Búsqueda terminada: { $status }.
worker-stopped = El solucionador se detuvo ({ $why }). Tu tablero sigue como estaba. { $next }
worker-restarted = Se ha iniciado un solucionador nuevo: resuelve otra vez, o elige una búsqueda que guarde menos nodos (A* o IDA* en vez de anchura).
worker-retry = La próxima vez que resuelvas se intentará iniciarlo de nuevo.
worker-stopped-announce = El solucionador se detuvo.
no-workers = Este navegador no puede ejecutar el solucionador (se necesitan Web Workers).
solver-refused = El solucionador no puede iniciarse en esta página: la Content-Security-Policy de la página lo rechaza ({ $directive }). Quien administra la página puede permitirlo, como indica la guía de inserción.
solver-not-loaded = No se pudo cargar el solucionador ({ $why }). Revisa la conexión: la próxima vez que resuelvas se intentará de nuevo.

## Settings that were ignored (URL parameters, attributes, options)

ignored-too-long = Se ignoró el valor de { $name }: { $why }.
ignored-board = Se ignoró el tablero «{ $v }»: { $why }.
ignored-size = Se ignoró el tamaño «{ $v }»: usa p. ej. 3x3 o 4x4.
ignored-goal = Se ignoró el objetivo «{ $v }»: usa end o start.
ignored-algorithm = Se ignoró el algoritmo «{ $v }»: usa bfs, dfs, iddfs, greedy, astar, idastar, auto o fast.
ignored-heuristic = Se ignoró la heurística «{ $v }»: usa hamming, manhattan o linear-conflict.
ignored-own-heuristic = Se ignoró la heurística: { $algo } elige la suya (greedy, astar e idastar aceptan una).
ignored-controls = Se ignoraron los controles «{ $v }»: usa full, none o una lista de play, solve y study.
ignored-autoplay = Se ignoró autoplay «{ $v }»: usa 1 o 0.
ignored-lang = Se ignoró el idioma «{ $v }»: usa uno de estos: { $langs }.
ignored-lang-menu = Se ignoró lang-menu «{ $v }»: usa 1 o 0.
ignored-order = Se ignoró el orden «{ $v }»: da los cuatro movimientos una vez cada uno, p. ej. udlr.
ignored-ties = Se ignoró ties «{ $v }»: usa deeper, oldest o newest.
ignored-goal-test = Se ignoró goal-test «{ $v }»: usa generation o expansion.
ignored-packaged = Se ignoró «{ $v }» en la dirección: el paquete lo fija.
ignored-unknown = Se ignoró el ajuste desconocido «{ $v }».
size-board-disagree = El tamaño { $size } no coincide con el tablero { $board }; vale el tablero.

## What is wrong with a board (the core's errors)

err-empty = el tablero está vacío: escribe las fichas, p. ej. 1 2 3 / 4 5 6 / 7 8 0
err-token = «{ $token }» (elemento { $i }) no es un número de ficha ni un hueco (0, _, . o nil)
err-too-small = un tablero { $size } es demasiado pequeño: ambos lados deben ser al menos { $min }
err-text-too-long = el texto ocupa { $bytes } bytes, más que cualquier tablero: se leen como mucho { $max } bytes
err-side-too-large = { $side } es demasiado para el lado de un tablero: los lados miden como mucho { $max }
too-many-digits = un número de más de 20 cifras
err-too-large = un tablero { $size } es demasiado grande: los lados pueden ser como mucho { $max }
err-not-square = { $count ->
        [one] { $count } ficha no forma
        [many] { $count } de fichas no forman
       *[other] { $count } fichas no forman
    } un tablero cuadrado (un 3×3 necesita 9, un 4×4 necesita 16); pon las filas en líneas separadas o da primero el tamaño
err-ragged = la fila { $row } tiene { $found ->
        [one] { $found } ficha
        [many] { $found } de fichas
       *[other] { $found } fichas
    } pero la fila 1 tiene { $expected }
err-tile-count = un tablero { $size } necesita { $expected } fichas pero { $found ->
        [one] se dio { $found }
        [many] se dieron { $found }
       *[other] se dieron { $found }
    }
err-no-blank = el tablero no tiene hueco: escríbelo como 0, _, . o nil
err-two-blanks = el tablero tiene dos huecos, en { $first } y en { $second }
err-out-of-range = la ficha { $tile } en { $at } está fuera de rango: las fichas de este tablero van de 1 a { $max }
err-duplicate = la ficha { $tile } aparece dos veces, en { $first } y en { $second }
err-missing = falta la ficha { $tile }
err-too-many-moves = desordenar con { $moves ->
        [one] { $moves } movimiento
        [many] { $moves } de movimientos
       *[other] { $moves } movimientos
    } es demasiado: como mucho { $max }
pos = fila { $row }, columna { $col }
verbatim = { $text }
join = { $a } { $b }

## The assignment's printout (the command line prints the same)

assignment-counts =
    Número de estados encolados = { $enqueued }
    Número de movimientos = { $moves }
assignment-no-solution = Sin solución posible


## Solve

cli-solved-by = Resuelto con { $algo }{ $heuristic }: { $shortest }, { $expanded ->
        [one] { $expanded } nodo expandido
        [many] { $expanded } de nodos expandidos
       *[other] { $expanded } nodos expandidos
    }, { $ms } ms
cli-shortest = la más corta
cli-not-shortest = no garantizada la más corta
cli-stopped = Búsqueda detenida ({ $status }): { $expanded ->
        [one] { $expanded } nodo expandido
        [many] { $expanded } de nodos expandidos
       *[other] { $expanded } nodos expandidos
    }, { $generated } generados, profundidad { $depth }, { $ms } ms
cli-best-kept = Mejor respuesta encontrada: { $length ->
        [one] { $length } movimiento
        [many] { $length } de movimientos
       *[other] { $length } movimientos
    } (no probada la más corta); la más corta necesita al menos { $bound } (probado)
cli-improved = { $ms } ms: { $length ->
        [one] { $length } movimiento encontrado
        [many] { $length } de movimientos encontrados
       *[other] { $length } movimientos encontrados
    }; la más corta necesita al menos { $bound } (probado)
cli-limit-advice = la búsqueda alcanzó su límite de nodos o de tiempo: --max-nodes y --time-limit los suben, --algo fast responde al instante (no necesariamente la más corta)
cli-slow-note = nota: la solución más corta de un tablero { $size } puede tardar minutos o acabar en el límite de nodos; --algo fast responde al instante (no necesariamente la más corta)
cli-why-no-solution = por qué: { $why }
cli-boards-left-out = {"."}.. { $left ->
        [one] { $left } tablero omitido
        [many] { $left } de tableros omitidos
       *[other] { $left } tableros omitidos
    }: imprimir los { $boards } escribiría unos { $size }, más que el --print-limit de { $mb } MB (-q imprime solo los movimientos)

## Reading the input

cli-invalid-board = tablero no válido: { $why }
cli-bad-option = { $option }: { $why }
cli-race-longer = { $algo } con h: { $longer } de { $solved ->
        [one] { $solved } respuesta más larga
        [many] { $solved } de respuestas más largas
       *[other] { $solved } respuestas más largas
    } que la más corta
cli-grade-passed = Aprobado: { $raw } de { $max } (como mucho el { $pass } % de los nodos de Manhattan).
cli-grade-failed = No aprobado: { $raw } de { $max } (como mucho el { $pass } % de los nodos de Manhattan).
cli-grade-seed = Los tableros de la carrera: 20 por profundidad, sorteados con la semilla { $seed }.
cli-bad-formula = la fórmula no sirve: { $why }
cli-heuristic-checked = { $formula } en cada tablero { $size } que llega al objetivo ({ $states }):
cli-heuristic-sampled = { $formula } en una muestra de { $states ->
        [one] { $states } tablero { $size }
        [many] { $states } de tableros { $size }
       *[other] { $states } tableros { $size }
    } (hasta 40 movimientos al azar desde el objetivo, resueltos de forma óptima):
cli-heuristic-admissible = admisible: nunca por encima de la distancia real
cli-heuristic-not-admissible = no admisible: { $board } tiene h = { $h }, pero el objetivo está a { $hstar ->
        [one] { $hstar } movimiento
        [many] { $hstar } de movimientos
       *[other] { $hstar } movimientos
    }
cli-heuristic-consistent = consistente: 0 en el objetivo, y como mucho 1 de diferencia entre vecinos
cli-heuristic-not-consistent = no consistente: { $a } tiene h = { $ha }, su vecino { $b } tiene h = { $hb }
cli-heuristic-not-a-number = no es un número: h { $value ->
        [not-a-number] vale NaN
        [infinite] es infinita
        [minus-infinite] vale menos infinito
       *[division] divide entre cero (en el carácter { $at })
    } en { $board }; una heurística debe ser un número en cada tablero, así que h no es ni admisible ni consistente
cli-heuristic-closeness = media de h/h*: { $ratio }; al menos Manhattan en el { $share } % de los tableros
cli-standard-input = la entrada estándar
cli-cannot-read = no se puede leer { $name }: { $why }
cli-too-large = { $name } ocupa más de { $size }: no es un archivo de tablero
cli-not-text = { $name } no es texto: el byte { $n } no es UTF-8
cli-cannot-write = no se puede escribir la salida: { $why }
cli-not-a-file = { $name } no es un archivo (es un dispositivo, una carpeta o un socket): no se leyó nada de él
cli-tables-too-large = { $name } ocupa más de { $size }: no es un archivo de bases de datos de patrones
cli-tables-behind = construyendo las bases de datos de patrones de { $size } para los tableros siguientes (una sola vez, unos { $seconds } s); mientras tanto responden las rápidas
cli-tables-behind-wide = construyendo las bases de datos de patrones de { $size } para los tableros siguientes (una sola vez, unos { $seconds } s); con ellas sus respuestas son más cortas
cli-tables-finishing = terminando las bases de datos de patrones de { $size } para próximas ejecuciones (Ctrl-C las detiene; la siguiente ejecución las vuelve a construir)
cli-tables-unusable = las tablas de la caché no se pueden usar ({ $reason }); se construirán de nuevo
cli-tables-built-unusable = las tablas recién construidas no se pueden usar ({ $reason })
cli-tables-saved = las bases de datos de patrones de { $size } se guardaron en { $path } (las próximas resoluciones las cargan)
cli-tables-unsaved = no se pueden guardar las tablas en { $dir }: { $reason } (--cache-dir elige otro lugar)
cli-site-link = { $name } es un enlace o está detrás de uno: un paquete solo lleva los archivos propios del sitio
cli-site-too-large = { $name } ocupa más de { $size }: más de lo que tiene un sitio compilado
cli-boards-per-depth = como mucho { $max } tableros por profundidad (los tableros de una profundidad se sortean y se guardan a la vez)

## Explain

cli-col-tile = ficha
cli-col-at = en
cli-col-goal = objetivo
cli-col-manhattan = Manhattan
cli-col-misplaced = mal colocada
cli-yes = sí
cli-hamming-total = Hamming (fichas mal colocadas) = { $n }
cli-manhattan-total = Manhattan = { $n }
cli-conflicts = Conflictos lineales = { $pairs }; estimación con conflicto lineal = { $n }
cli-no-conflicts = ninguno
cli-conflict-row = fila { $n }: { $a } y { $b }
cli-conflict-column = columna { $n }: { $a } y { $b }

## Scan

cli-scan-read = Leído un tablero { $size } de la foto en { $ms } ms
cli-scan-check = revisa estas casillas, no se leyeron con seguridad: { $cells }
cli-scan-cell = fila { $row } columna { $col }
cli-scan-unsolvable = tal como se leyó, este tablero no puede llegar al objetivo (hueco al final): quizá una casilla se leyó mal, o el puzle se montó mal
cli-scan-bench = { $photos ->
        [one] { $photos } foto reservada
        [many] { $photos } de fotos reservadas
       *[other] { $photos } fotos reservadas
    } ({ $sizes }{ $known }): { $exact } leídas exactamente, { $silent } erróneas sin casilla marcada, { $flagged } erróneas con casillas marcadas, { $failed } sin leer
cli-scan-corners = ocho números, x,y de cada una de las cuatro esquinas del tablero en píxeles de la foto (p. ej. 120,80,600,90,610,560,110,570)
cli-scan-bench-known = , tamaño indicado
cli-scan-bench-outline = , contorno indicado
cli-scan-bench-time = tiempo por foto: mediana { $median } ms, p95 { $p95 } ms, máximo { $max } ms


## How a solver answered (after the algorithm's name: "Solved by Auto (IDA* with …)")

method-exact-table = tabla exacta de distancias
method-pdb = IDA* con bases de datos de patrones aditivas
method-pdb-reflected = IDA* con bases de datos de patrones aditivas y reflexión
method-pdb-quick = IDA* con las bases de datos de patrones rápidas (5-5-5)
method-pdb-quick-reflected = IDA* con las bases de datos de patrones rápidas (5-5-5) y reflexión
method-linear-conflict = IDA* con conflicto lineal
method-weighted-pdb = A* ponderado con bases de datos de patrones, peso { $weight }
method-weighted-linear-conflict = A* ponderado con conflicto lineal, peso { $weight }
# Fast mode on a large board: rows and columns are put in place one by one, then the last block
# (e.g. 3×3) is solved optimally. { $size } is that block's size.
method-lines = filas y columnas una a una, el último bloque { $size } de forma óptima
method-lines-searched = filas y columnas una a una, cada una colocada por búsqueda, el último bloque { $size } de forma óptima
# { $lines } is method-lines or method-lines-searched.
method-finish-pdb = { $lines } con bases de datos de patrones
method-finish-linear-conflict = { $lines } con IDA* y conflicto lineal

## The element's notices when it cannot start (n-puzzle.js shows them before the puzzle's own code runs)

element-policy = El puzle no puede iniciarse en esta página: la Content-Security-Policy de la página lo rechaza ({ $directive }). Quien administra la página puede permitirlo, como indica la guía de inserción.
element-load = No se pudo cargar el puzle ({ $why }). Revisa la conexión y vuelve a cargar la página.
element-style = La Content-Security-Policy de esta página rechaza la hoja de estilos del puzle ({ $directive }): funciona, pero se ve sencillo.

## What a learning record store shows of a graded attempt (xAPI: the verb's name, the exercise's name)

lms-verb-answered = respondido
lms-verb-passed = aprobado
lms-verb-failed = no aprobado
lms-activity = Ejercicio del N-puzle: { $task }
lms-task-play = llegar al objetivo con pocos movimientos
lms-task-predict = predecir las próximas expansiones
lms-task-children = g, h y f de los hijos
lms-task-heuristic = una heurística admisible que supera a Manhattan


## The scan dialog

scan-title = Escanear un puzle
scan-help = Haz una foto desde arriba, con todo el tablero a la vista y bien iluminado, o elige una.
scan-photo = Foto
scan-size = Tamaño
scan-size-auto = Leerlo de la foto
scan-reading = Leyendo la foto…
scan-read = Leído un tablero { $size }. Revisa las casillas marcadas: toca una casilla para cambiar su número.
scan-read-sure = Leído un tablero { $size }. Compáralo con tu puzle; toca una casilla para cambiar su número.
scan-other-size = Leer como tablero { $size }
scan-board = El tablero leído (0 o vacío para el hueco)
scan-cell = Fila { $row }, columna { $col }
scan-unsure = dudosa
scan-duplicate = Cada número de 0 a { $max } debe aparecer una vez: revisa { $list }.
scan-use = Usar este tablero
scan-cancel = Cancelar
scan-too-large = El archivo ocupa { $mb } MB: se pueden leer fotos de hasta { $max } MB.
scan-too-many-pixels = La foto tiene { $width }×{ $height } píxeles ({ $mp } megapíxeles): se pueden leer fotos de hasta { $max } megapíxeles.
scan-not-an-image = Este archivo no es una foto (una imagen JPEG o PNG).
scan-damaged = Esta foto está cortada o dañada: su archivo no contiene la imagen entera.
scan-no-board = No se encontró ningún puzle en la foto: hazla desde arriba, con todo el tablero a la vista.
scan-two-boards = Dos puzles en la foto: haz una foto de cada uno.
scan-cut-off = Parte del tablero queda fuera de la foto: aléjate un poco o gira el teléfono.
scan-size-unsupported = Un tablero { $size } no se puede escanear: tamaños de 2×2 a 6×6.
scan-no-grid = Se encontró el tablero pero no se distinguen sus fichas: más luz, menos reflejos.
scan-failed = El lector no pudo arrancar: { $why }
scan-outline = ¿No es el tablero? Arrastra las esquinas del contorno a las esquinas del tablero.
scan-place = O marca tú el tablero: arrastra las esquinas del contorno a las esquinas del tablero.
scan-keys = Tu foto con el contorno del tablero. Para mover una esquina, pulsa 1, 2, 3 o 4 para elegirla y luego las flechas.
scan-camera = Usar la cámara
scan-shoot = Hacer la foto
scan-stop = Cerrar la cámara
scan-guide = Encaja todo el tablero en el marco, desde arriba.
scan-video = La imagen de la cámara
scan-camera-denied = La cámara no está permitida aquí: permítela para esta página, o haz o elige una foto con «Foto».
scan-camera-none = No se encontró ninguna cámara: haz o elige una foto con «Foto».
scan-camera-failed = No se pudo abrir la cámara ({ $why }): haz o elige una foto con «Foto».
scan-alt = Tu foto, con el tablero encontrado marcado
