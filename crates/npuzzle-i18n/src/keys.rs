//! The table of every string the page shows or announces, and the words it shares with the
//! command line (errors, explanations, the assignment's printout): one row per key with the
//! three languages side by side, so a missing translation does not compile.

use crate::Lang;

texts! {
    /// A string the page shows (or shares with the command line). See [`Key::text`].
    Key;
    // ----- the board -----
    BoardRegion => ("Puzzle board", "Puzzlebrett", "Tablero del puzle"),
    MovesLabel => ("Moves:", "Züge:", "Movimientos:"),
    SolvedBadge => ("Solved!", "Gelöst!", "¡Resuelto!"),
    BoardHint => (
        "Click or tap a tile next to the gap, swipe, or focus the board and use the arrow keys.",
        "Klicke oder tippe auf ein Plättchen neben der Lücke, wische, oder nutze auf dem Brett die Pfeiltasten.",
        "Haz clic o toca una ficha junto al hueco, desliza, o usa las flechas con el tablero seleccionado."
    ),
    GoalLabel => ("{size} board, goal: {kind}", "{size}-Brett, Ziel: {kind}", "Tablero {size}, objetivo: {kind}"),
    BlankLast => ("blank last", "Lücke am Ende", "hueco al final"),
    BlankFirst => ("blank first", "Lücke am Anfang", "hueco al principio"),
    Blank => ("blank", "Lücke", "hueco"),
    Describe => ("Puzzle board, {size}: {rows}", "Puzzlebrett, {size}: {rows}", "Tablero del puzle, {size}: {rows}"),
    // ----- the board panel -----
    BoardTitle => ("Board", "Brett", "Tablero"),
    Tabs => ("Panels", "Bereiche", "Paneles"),
    TabStudy => ("Study", "Verstehen", "Estudiar"),
    TabShare => ("Share", "Teilen", "Compartir"),
    NodeBoard => ("Node {node}'s board: {rows}", "Brett von Knoten {node}: {rows}", "Tablero del nodo {node}: {rows}"),
    Size => ("Size", "Größe", "Tamaño"),
    PuzzleName => ("{n}-puzzle", "{n}-Puzzle", "{n}-puzle"),
    Goal => ("Goal", "Ziel", "Objetivo"),
    GoalEndOption => ("Blank last (1 2 3 / … / _)", "Lücke am Ende (1 2 3 / … / _)", "Hueco al final (1 2 3 / … / _)"),
    GoalStartOption => ("Blank first (_ 1 2 / …)", "Lücke am Anfang (_ 1 2 / …)", "Hueco al principio (_ 1 2 / …)"),
    Shuffle => ("Shuffle", "Mischen", "Mezclar"),
    Scramble => ("Scramble", "Verwürfeln", "Desordenar"),
    ScrambleMoves => ("Scramble moves", "Züge zum Verwürfeln", "Movimientos para desordenar"),
    MovesUnit => ("moves", "Züge", "movimientos"),
    Reset => ("Reset", "Zurücksetzen", "Reiniciar"),
    BoardText => ("Board as text", "Brett als Text", "Tablero como texto"),
    BoardTextHelp => (
        "(paste or type: rows on lines or separated by /, blank as 0, _ or .)",
        "(einfügen oder tippen: Zeilen untereinander oder mit / getrennt, Lücke als 0, _ oder .)",
        "(pega o escribe: filas en líneas o separadas por /, hueco como 0, _ o .)"
    ),
    UseBoard => ("Use this board", "Dieses Brett verwenden", "Usar este tablero"),
    // ----- the solve panel -----
    SolveTitle => ("Solve", "Lösen", "Resolver"),
    Algorithm => ("Algorithm", "Algorithmus", "Algoritmo"),
    Heuristic => ("Heuristic", "Heuristik", "Heurística"),
    OptionAuto => ("Auto (fastest optimal)", "Auto (schnellste optimale Suche)", "Auto (óptimo más rápido)"),
    OptionFast => ("Fast (any size, not shortest)", "Schnell (jede Größe, nicht kürzeste)", "Rápido (cualquier tamaño, no el más corto)"),
    NameBfs => ("Breadth-first search", "Breitensuche", "Búsqueda en anchura"),
    NameDfs => ("Depth-first search", "Tiefensuche", "Búsqueda en profundidad"),
    NameIddfs => ("Iterative deepening DFS", "Iterative Tiefensuche", "Profundización iterativa"),
    NameGreedy => ("Greedy best-first", "Gierige Bestensuche", "Búsqueda voraz"),
    NameAStar => ("A*", "A*", "A*"),
    NameIdaStar => ("IDA*", "IDA*", "IDA*"),
    NameAuto => ("Auto", "Auto", "Auto"),
    NameFast => ("Fast mode", "Schnellmodus", "Modo rápido"),
    OptionHamming => ("Hamming (misplaced tiles)", "Hamming (falsch liegende Plättchen)", "Hamming (fichas mal colocadas)"),
    NameHamming => ("Hamming", "Hamming", "Hamming"),
    NameManhattan => ("Manhattan", "Manhattan", "Manhattan"),
    NameLinearConflict => ("Linear conflict", "Linearer Konflikt", "Conflicto lineal"),
    LargeNote => (
        "Large board: Fast finds a solution at once but not necessarily the shortest.",
        "Großes Brett: Schnell findet sofort eine Lösung, aber nicht unbedingt die kürzeste.",
        "Tablero grande: Rápido encuentra una solución al instante, pero no necesariamente la más corta."
    ),
    Solve => ("Solve", "Lösen", "Resolver"),
    Cancel => ("Cancel", "Abbrechen", "Cancelar"),
    TreeDepth => ("Tree Depth: {n}", "Baumtiefe: {n}", "Profundidad del árbol: {n}"),
    FBound => ("f-bound: {n}", "f-Schranke: {n}", "Cota f: {n}"),
    Depth => ("Depth: {n}", "Tiefe: {n}", "Profundidad: {n}"),
    Expanded => ("Expanded", "Expandiert", "Expandidos"),
    Frontier => ("Frontier", "Rand", "Frontera"),
    Time => ("Time", "Zeit", "Tiempo"),
    Seconds => ("s", "s", "s"),
    Preparing => (
        "First solve of this size: preparing tables for {size}… {pct}%",
        "Erste Lösung dieser Größe: Tabellen für {size} werden vorbereitet … {pct} %",
        "Primera resolución de este tamaño: preparando tablas para {size}… {pct} %"
    ),
    Length => ("Length", "Länge", "Longitud"),
    Optimal => ("Optimal", "Optimal", "Óptima"),
    Enqueued => ("Enqueued", "Eingereiht", "Encolados"),
    LargestFrontier => ("Largest frontier", "Größter Rand", "Frontera máxima"),
    Yes => ("yes", "ja", "sí"),
    NotGuaranteed => ("not guaranteed", "nicht garantiert", "no garantizada"),
    Ms => ("{ms} ms", "{ms} ms", "{ms} ms"),
    MsWithTables => ("{ms} ms ({tables} ms tables)", "{ms} ms ({tables} ms Tabellen)", "{ms} ms ({tables} ms tablas)"),
    // ----- playback -----
    Playback => ("Playback", "Wiedergabe", "Reproducción"),
    JumpStart => ("Jump to start", "Zum Anfang", "Ir al inicio"),
    StepBack => ("Step back", "Schritt zurück", "Paso atrás"),
    Play => ("Play", "Abspielen", "Reproducir"),
    Pause => ("Pause", "Pause", "Pausa"),
    StepForward => ("Step forward", "Schritt vor", "Paso adelante"),
    JumpEnd => ("Jump to end", "Zum Ende", "Ir al final"),
    Speed => ("Speed", "Tempo", "Velocidad"),
    StepOf => ("Step {step} of {total}", "Schritt {step} von {total}", "Paso {step} de {total}"),
    StepOfDone => ("Step {step} of {total}: goal reached.", "Schritt {step} von {total}: Ziel erreicht.", "Paso {step} de {total}: objetivo alcanzado."),
    MoveButton => ("Move {i}: tile {tile} {way}", "Zug {i}: Plättchen {tile} nach {way}", "Movimiento {i}: ficha {tile} hacia {way}"),
    MovesShown => (
        "Moves {from}–{to} of {total}",
        "Züge {from}–{to} von {total}",
        "Movimientos {from}–{to} de {total}"
    ),
    MovesEarlier => ("Earlier moves", "Frühere Züge", "Movimientos anteriores"),
    MovesLater => ("Later moves", "Spätere Züge", "Movimientos posteriores"),
    MoveListHelp => (
        "The move list shows each tile and the way it slides.",
        "Die Zugliste zeigt jedes Plättchen und wohin es gleitet.",
        "La lista muestra cada ficha y hacia dónde se desliza."
    ),
    // ----- studying the search -----
    StudyTitle => ("Study the search", "Die Suche verstehen", "Estudiar la búsqueda"),
    HintButton => ("Hint", "Tipp", "Pista"),
    Thinking => ("Thinking…", "Einen Moment …", "Pensando…"),
    HintNext => ("Next: slide {tile} {way}. {n} moves to go (a shortest solution).", "Als Nächstes: {tile} nach {way} schieben. Noch {n} Züge (eine kürzeste Lösung).", "Siguiente: desliza {tile} hacia {way}. Faltan {n} movimientos (una solución más corta)."),
    HintNextAbout => ("Next: slide {tile} {way}. About {n} moves to go.", "Als Nächstes: {tile} nach {way} schieben. Noch etwa {n} Züge.", "Siguiente: desliza {tile} hacia {way}. Faltan unos {n} movimientos."),
    HintNone => ("No hint: the solver found no solution in time.", "Kein Tipp: der Löser fand rechtzeitig keine Lösung.", "Sin pista: el solucionador no encontró solución a tiempo."),
    AlreadySolved => ("Already solved!", "Schon gelöst!", "¡Ya está resuelto!"),
    ShowHeuristics => ("Show the heuristics on the board", "Heuristiken auf dem Brett zeigen", "Mostrar las heurísticas en el tablero"),
    HeuristicTotals => ("Hamming {hamming} · Manhattan {manhattan} · Linear conflict {lc}", "Hamming {hamming} · Manhattan {manhattan} · Linearer Konflikt {lc}", "Hamming {hamming} · Manhattan {manhattan} · Conflicto lineal {lc}"),
    GHF => ("Step {g}: g = {g}, h = {h} ({heuristic}), f = g + h = {f}", "Schritt {g}: g = {g}, h = {h} ({heuristic}), f = g + h = {f}", "Paso {g}: g = {g}, h = {h} ({heuristic}), f = g + h = {f}"),
    OverlayHelp => (
        "Each tile's corner shows its Manhattan distance; tiles on their goal cell are green; orange lines join tiles in linear conflict.",
        "Die Ecke jedes Plättchens zeigt seine Manhattan-Distanz; Plättchen auf ihrem Zielfeld sind grün; orange Linien verbinden Plättchen im linearen Konflikt.",
        "La esquina de cada ficha muestra su distancia Manhattan; las fichas en su casilla objetivo son verdes; las líneas naranjas unen fichas en conflicto lineal."
    ),
    CopyAssignment => ("Copy as the assignment prints it", "Wie in der Aufgabe ausgegeben kopieren", "Copiar como lo imprime la tarea"),
    StepTitle => ("Step through the search", "Die Suche Schritt für Schritt", "La búsqueda paso a paso"),
    TraceStart => ("Record the search", "Suche aufzeichnen", "Grabar la búsqueda"),
    TraceHelp => (
        "Records the chosen algorithm on this board, then steps through it: every node expanded, every child generated.",
        "Zeichnet den gewählten Algorithmus auf diesem Brett auf und geht ihn dann Schritt für Schritt durch: jeder expandierte Knoten, jedes erzeugte Kind.",
        "Graba el algoritmo elegido en este tablero y luego lo recorre paso a paso: cada nodo expandido, cada hijo generado."
    ),
    TraceNeedsAlgorithm => (
        "Step through needs one of the six searches taught: pick BFS, DFS, IDDFS, greedy, A* or IDA* above.",
        "Schritt für Schritt braucht eine der sechs gelehrten Suchen: oben Breitensuche, Tiefensuche, IDDFS, gierige Suche, A* oder IDA* wählen.",
        "Paso a paso necesita una de las seis búsquedas enseñadas: elige arriba anchura, profundidad, IDDFS, voraz, A* o IDA*."
    ),
    Recording => ("Recording the search…", "Die Suche wird aufgezeichnet …", "Grabando la búsqueda…"),
    TraceReady => ("Recorded: step through it below.", "Aufgezeichnet: unten Schritt für Schritt ansehen.", "Grabada: recórrela paso a paso abajo."),
    TraceLimited => (
        "Recorded the first {n} events (the recording's limit): step through them below.",
        "Die ersten {n} Ereignisse wurden aufgezeichnet (die Grenze der Aufzeichnung): unten ansehen.",
        "Se grabaron los primeros {n} eventos (el límite de la grabación): recórrelos abajo."
    ),
    TraceReset => ("To the start", "Zum Anfang", "Al inicio"),
    TraceBack => ("Back", "Zurück", "Atrás"),
    TraceRun => ("Run", "Laufen lassen", "Ejecutar"),
    TraceStep => ("Step", "Schritt", "Paso"),
    TraceEnd => ("To the end", "Zum Ende", "Al final"),
    TraceClose => ("Close", "Schließen", "Cerrar"),
    TraceStatus => ("Event {step} of {total} · expanded {expanded} · generated {generated}", "Ereignis {step} von {total} · expandiert {expanded} · erzeugt {generated}", "Evento {step} de {total} · expandidos {expanded} · generados {generated}"),
    TraceStartEvent => ("The start: nothing expanded yet.", "Der Anfang: noch nichts expandiert.", "El inicio: nada expandido todavía."),
    EventIteration => ("New iteration: bound {bound}.", "Neue Iteration: Schranke {bound}.", "Nueva iteración: cota {bound}."),
    EventExpand => ("Expand node {node} (g {g}, h {h}, f {f}).", "Knoten {node} expandieren (g {g}, h {h}, f {f}).", "Expandir el nodo {node} (g {g}, h {h}, f {f})."),
    EventGenerate => ("Child by moving the blank {via}: g {g}, h {h}, f {f}: {fate}.", "Kind durch Bewegen der Lücke nach {via}: g {g}, h {h}, f {f}: {fate}.", "Hijo al mover el hueco hacia {via}: g {g}, h {h}, f {f}: {fate}."),
    EventGoal => ("Goal found: node {node}.", "Ziel gefunden: Knoten {node}.", "Objetivo encontrado: nodo {node}."),
    FateNew => ("new, joins the frontier", "neu, kommt in den Rand", "nuevo, entra en la frontera"),
    FateWithin => ("within the bound, searched next", "innerhalb der Schranke, wird als Nächstes durchsucht", "dentro de la cota, se explora a continuación"),
    FateSeen => ("already seen, dropped", "schon gesehen, verworfen", "ya visto, descartado"),
    FateReopened => ("reached by a shorter path, queued again", "auf kürzerem Weg erreicht, erneut eingereiht", "alcanzado por un camino más corto, encolado de nuevo"),
    FateOverBound => ("f over the bound, cut off", "f über der Schranke, abgeschnitten", "f por encima de la cota, podado"),
    Children => ("Children of the node being expanded", "Kinder des expandierten Knotens", "Hijos del nodo que se expande"),
    FrontierCaption => ("Frontier, next first: {n} nodes", "Rand, nächster zuerst: {n} Knoten", "Frontera, el siguiente primero: {n} nodos"),
    FrontierNone => ("IDDFS and IDA* keep no frontier: they go depth-first within the bound.", "IDDFS und IDA* haben keinen Rand: sie gehen innerhalb der Schranke in die Tiefe.", "IDDFS e IDA* no guardan frontera: van en profundidad dentro de la cota."),
    ColMove => ("Blank moves", "Lücke zieht", "El hueco va"),
    ColNode => ("Node", "Knoten", "Nodo"),
    ColWhat => ("What became of it", "Was daraus wurde", "Qué pasó con él"),
    PredictLabel => ("Predict: pick the node expanded next", "Vorhersagen: den als Nächstes expandierten Knoten wählen", "Predecir: elige el nodo que se expande a continuación"),
    PickLabel => ("Pick node {node}", "Knoten {node} wählen", "Elegir el nodo {node}"),
    Pick => ("Pick", "Wählen", "Elegir"),
    RuleBfs => ("BFS takes the oldest node in the frontier (first in, first out)", "Die Breitensuche nimmt den ältesten Knoten im Rand (zuerst hinein, zuerst hinaus)", "La búsqueda en anchura toma el nodo más antiguo de la frontera (primero en entrar, primero en salir)"),
    RuleDfs => ("DFS takes the newest node in the frontier (last in, first out)", "Die Tiefensuche nimmt den neuesten Knoten im Rand (zuletzt hinein, zuerst hinaus)", "La búsqueda en profundidad toma el nodo más nuevo de la frontera (último en entrar, primero en salir)"),
    RuleGreedy => ("greedy search takes the smallest h (ties: the oldest)", "die gierige Suche nimmt das kleinste h (bei Gleichstand: den ältesten)", "la búsqueda voraz toma el menor h (en empate: el más antiguo)"),
    RuleAStar => ("A* takes the smallest f = g + h (ties: the smaller h, then the oldest)", "A* nimmt das kleinste f = g + h (bei Gleichstand: das kleinere h, dann den ältesten)", "A* toma el menor f = g + h (en empate: el menor h, luego el más antiguo)"),
    RuleGreedyNewest => ("greedy search takes the smallest h (ties: the newest)", "die gierige Suche nimmt das kleinste h (bei Gleichstand: den neuesten)", "la búsqueda voraz toma el menor h (en empate: el más nuevo)"),
    RuleAStarOldest => ("A* takes the smallest f = g + h (ties: the oldest)", "A* nimmt das kleinste f = g + h (bei Gleichstand: den ältesten)", "A* toma el menor f = g + h (en empate: el más antiguo)"),
    RuleAStarNewest => ("A* takes the smallest f = g + h (ties: the newest)", "A* nimmt das kleinste f = g + h (bei Gleichstand: den neuesten)", "A* toma el menor f = g + h (en empate: el más nuevo)"),
    SettingsTitle => ("Search settings", "Sucheinstellungen", "Ajustes de la búsqueda"),
    SettingsHelp => (
        "Course exercises fix these. The order of the blank's moves applies to every search but Auto and Fast, the tie-break to greedy and A*, the goal test to BFS.",
        "Kursaufgaben legen sie fest. Die Reihenfolge der Züge gilt für jede Suche außer Auto und Schnell, der Gleichstand für die gierige Suche und A*, der Zieltest für die Breitensuche.",
        "Los ejercicios del curso los fijan. El orden de los movimientos vale para todas las búsquedas salvo Auto y Rápido, el desempate para la voraz y A*, la prueba de objetivo para BFS."
    ),
    OrderLabel => ("Order of the blank's moves", "Reihenfolge der Züge der Lücke", "Orden de los movimientos del hueco"),
    TiesLabel => ("Ties", "Gleichstand", "Empates"),
    TiesDeeper => ("smaller h first, then the oldest", "kleineres h zuerst, dann der älteste", "menor h primero, luego el más antiguo"),
    TiesOldest => ("the oldest first (first in, first out)", "der älteste zuerst (zuerst hinein, zuerst hinaus)", "el más antiguo primero (primero en entrar, primero en salir)"),
    TiesNewest => ("the newest first (last in, first out)", "der neueste zuerst (zuletzt hinein, zuerst hinaus)", "el más nuevo primero (último en entrar, primero en salir)"),
    CodeTitle => ("The algorithm, line by line", "Der Algorithmus, Zeile für Zeile", "El algoritmo, línea a línea"),
    CodeLine => ("Line {n}: {code}", "Zeile {n}: {code}", "Línea {n}: {code}"),
    CodeDuplicates => ("duplicate detection: each board is kept once", "Duplikaterkennung: jedes Brett wird einmal behalten", "detección de duplicados: cada tablero se guarda una vez"),
    CodeDfsOrder => ("pushed last to first, so the first move is popped first", "vom letzten zum ersten gelegt, so wird der erste Zug zuerst genommen", "apilados del último al primero, así el primer movimiento sale primero"),
    CodeReopen => ("a shorter path to it was found", "ein kürzerer Weg dorthin wurde gefunden", "se encontró un camino más corto hasta él"),
    CodeTreeDepth => ("the Tree Depth", "die Baumtiefe", "la profundidad del árbol"),
    CodeNextBound => ("the smallest f that went over the bound", "das kleinste f, das über der Schranke lag", "el menor f que superó la cota"),
    CodeCut => ("cut off: not searched in this iteration", "abgeschnitten: in dieser Iteration nicht durchsucht", "podado: no se busca en esta iteración"),
    GoalTestLabel => ("Goal test", "Zieltest", "Prueba de objetivo"),
    GoalAtGeneration => ("when a node is generated", "wenn ein Knoten erzeugt wird", "al generar un nodo"),
    GoalAtExpansion => ("when a node is expanded", "wenn ein Knoten expandiert wird", "al expandir un nodo"),
    NodeValue => ("node {node} has {what} = {v}", "Knoten {node} hat {what} = {v}", "el nodo {node} tiene {what} = {v}"),
    NodeAge => ("node {node} was generated as number {node}", "Knoten {node} wurde als Nummer {node} erzeugt", "el nodo {node} se generó con el número {node}"),
    PredictRight => ("Right: {rule}; {why}.", "Richtig: {rule}; {why}.", "Correcto: {rule}; {why}."),
    PredictWrong => ("Not quite: node {next} is next. {rule}; {why}, and {yours}.", "Nicht ganz: Knoten {next} ist der nächste. {rule}; {why}, und {yours}.", "No exactamente: el siguiente es el nodo {next}. {rule}; {why}, y {yours}."),
    TreeTitle => ("The search tree", "Der Suchbaum", "El árbol de búsqueda"),
    TreeCollapse => ("Only the way to the frontier and the goal", "Nur der Weg zum Rand und zum Ziel", "Solo el camino a la frontera y al objetivo"),
    TreeSummary => (
        "Search tree: {n} nodes drawn ({expanded} expanded, {open} open, {cut} cut off, {hidden} hidden), depth {depth}. {path}",
        "Suchbaum: {n} Knoten gezeichnet ({expanded} expandiert, {open} offen, {cut} abgeschnitten, {hidden} ausgeblendet), Tiefe {depth}. {path}",
        "Árbol de búsqueda: {n} nodos dibujados ({expanded} expandidos, {open} abiertos, {cut} podados, {hidden} ocultos), profundidad {depth}. {path}"
    ),
    TreePath => ("The path to the goal: nodes {nodes}.", "Der Weg zum Ziel: Knoten {nodes}.", "El camino al objetivo: nodos {nodes}."),
    TreeLegend => (
        "Blue: open. Grey: expanded. Green: the path to the goal. Red: cut off by the bound. Point at a node, or select the tree and use the arrow keys, for its board.",
        "Blau: offen. Grau: expandiert. Grün: der Weg zum Ziel. Rot: von der Schranke abgeschnitten. Zeige auf einen Knoten, oder wähle den Baum und nutze die Pfeiltasten, für sein Brett.",
        "Azul: abierto. Gris: expandido. Verde: el camino al objetivo. Rojo: podado por la cota. Señala un nodo, o selecciona el árbol y usa las flechas, para ver su tablero."
    ),
    TreeNodeInfo => ("Node {node}: g {g}, h {h}, f {f}. Board: {board}", "Knoten {node}: g {g}, h {h}, f {f}. Brett: {board}", "Nodo {node}: g {g}, h {h}, f {f}. Tablero: {board}"),
    TreeTooBig => ("The first {n} nodes are drawn.", "Die ersten {n} Knoten sind gezeichnet.", "Se dibujan los primeros {n} nodos."),
    ChartDepth => ("Nodes generated per depth", "Erzeugte Knoten je Tiefe", "Nodos generados por profundidad"),
    ChartFrontier => ("Frontier size at each expansion", "Größe des Rands bei jeder Expansion", "Tamaño de la frontera en cada expansión"),
    ChartDepthText => ("Nodes per depth: {values}.", "Knoten je Tiefe: {values}.", "Nodos por profundidad: {values}."),
    ChartFrontierText => ("Frontier size from {first} to {last}, largest {max}.", "Randgröße von {first} bis {last}, höchstens {max}.", "Tamaño de la frontera de {first} a {last}, máximo {max}."),
    ExperimentTitle => ("The textbook's experiment", "Das Experiment aus dem Lehrbuch", "El experimento del libro de texto"),
    ExperimentHelp => (
        "For each depth d, 8-puzzles whose shortest solution takes exactly d moves, drawn at random from all of them; each ticked search solves each one. The table gives the mean nodes generated and, in brackets, the effective branching factor b*: the b with N + 1 = 1 + b + b² + … + b^d. A search past {n} nodes on a board shows –. The same seed gives the same numbers as npuzzle experiment.",
        "Für jede Tiefe d 8-Puzzles, deren kürzeste Lösung genau d Züge braucht, zufällig aus allen solchen gezogen; jede angekreuzte Suche löst jedes davon. Die Tabelle zeigt die mittlere Zahl erzeugter Knoten und in Klammern den effektiven Verzweigungsfaktor b*: das b mit N + 1 = 1 + b + b² + … + b^d. Eine Suche über {n} Knoten bei einem Brett zeigt –. Derselbe Startwert ergibt dieselben Zahlen wie npuzzle experiment.",
        "Para cada profundidad d, 8-puzles cuya solución más corta usa exactamente d movimientos, elegidos al azar entre todos ellos; cada búsqueda marcada resuelve cada uno. La tabla da la media de nodos generados y, entre paréntesis, el factor de ramificación efectivo b*: el b con N + 1 = 1 + b + b² + … + b^d. Una búsqueda que pasa de {n} nodos en un tablero muestra –. La misma semilla da los mismos números que npuzzle experiment."
    ),
    ExperimentDepths => ("Depths (from..to:step, or a list)", "Tiefen (von..bis:Schritt, oder eine Liste)", "Profundidades (desde..hasta:paso, o una lista)"),
    ExperimentCount => ("Boards per depth", "Bretter je Tiefe", "Tableros por profundidad"),
    ExperimentSeed => ("Seed", "Startwert", "Semilla"),
    ExperimentSearches => ("Searches", "Suchen", "Búsquedas"),
    ExperimentRun => ("Run the experiment", "Experiment starten", "Ejecutar el experimento"),
    ExperimentRunning => ("Running the experiment…", "Das Experiment läuft…", "Ejecutando el experimento…"),
    ExperimentDone => ("The experiment is done.", "Das Experiment ist fertig.", "El experimento ha terminado."),
    ExperimentBadDepths => (
        "“{depths}” is not a list of depths: write from..to:step (such as 2..24:2) or a list (such as 2,4,8), each 0 to 31.",
        "„{depths}“ ist keine Liste von Tiefen: schreibe von..bis:Schritt (etwa 2..24:2) oder eine Liste (etwa 2,4,8), jede 0 bis 31.",
        "«{depths}» no es una lista de profundidades: escribe desde..hasta:paso (como 2..24:2) o una lista (como 2,4,8), cada una de 0 a 31."
    ),
    ExperimentCancelled => ("Cancelled: the rows so far stay.", "Abgebrochen: die bisherigen Zeilen bleiben.", "Cancelado: las filas hechas se quedan."),
    ExperimentNoSearch => ("Tick at least one search.", "Kreuze mindestens eine Suche an.", "Marca al menos una búsqueda."),
    ExperimentCaption => ("Mean nodes generated (b*), by solution depth d", "Mittlere Zahl erzeugter Knoten (b*), nach Lösungstiefe d", "Media de nodos generados (b*), por profundidad de la solución d"),
    ExperimentChart => ("Nodes generated by depth (log scale)", "Erzeugte Knoten nach Tiefe (logarithmisch)", "Nodos generados por profundidad (escala logarítmica)"),
    CompareTitle => ("Compare the searches", "Die Suchen vergleichen", "Comparar las búsquedas"),
    CompareButton => ("Compare all searches", "Alle Suchen vergleichen", "Comparar todas las búsquedas"),
    CompareHelp => (
        "Runs every algorithm with each heuristic on this board, one after another, each with at most {n} nodes.",
        "Lässt jeden Algorithmus mit jeder Heuristik auf diesem Brett laufen, nacheinander, jeden mit höchstens {n} Knoten.",
        "Ejecuta cada algoritmo con cada heurística en este tablero, uno tras otro, cada uno con como mucho {n} nodos."
    ),
    Comparing => ("Comparing every search on this board.", "Alle Suchen auf diesem Brett werden verglichen.", "Comparando todas las búsquedas en este tablero."),
    Compared => ("Compared {n} searches.", "{n} Suchen verglichen.", "{n} búsquedas comparadas."),
    CompareCancelled => ("Comparison cancelled.", "Vergleich abgebrochen.", "Comparación cancelada."),
    CopyCsv => ("Copy CSV", "CSV kopieren", "Copiar CSV"),
    CopyMarkdown => ("Copy Markdown", "Markdown kopieren", "Copiar Markdown"),
    ColAlgorithm => ("Algorithm", "Algorithmus", "Algoritmo"),
    ColHeuristic => ("Heuristic", "Heuristik", "Heurística"),
    ColStatus => ("Status", "Stand", "Estado"),
    ColChart => ("Expanded (log scale)", "Expandiert (log. Skala)", "Expandidos (escala log.)"),
    StatusWaiting => ("waiting", "wartet", "en espera"),
    StatusRunning => ("running", "läuft", "en curso"),
    StatusSolved => ("solved", "gelöst", "resuelto"),
    StatusLimit => ("node limit", "Knotenlimit", "límite de nodos"),
    StatusCancelled => ("cancelled", "abgebrochen", "cancelado"),
    StatusFailed => ("failed", "fehlgeschlagen", "falló"),
    PlayRow => ("Play", "Abspielen", "Reproducir"),
    PlayRowLabel => ("Play the solution of {algo}", "Die Lösung von {algo} abspielen", "Reproducir la solución de {algo}"),
    PlayingRow => ("Playing the solution of {algo}.", "Die Lösung von {algo} wird abgespielt.", "Reproduciendo la solución de {algo}."),
    // ----- graded exercises (the student's panel) -----
    ExTitle => ("Exercise", "Übung", "Ejercicio"),
    ExCannotStart => ("This exercise cannot start: {why}", "Diese Übung kann nicht beginnen: {why}", "Este ejercicio no puede empezar: {why}"),
    ExAskTeacher => ("Tell whoever set it.", "Sag es der Person, die sie gestellt hat.", "Avisa a quien lo preparó."),
    ExTaskPlay => (
        "Reach the goal by hand in as few moves as you can. You pass with at most {slack} moves more than the shortest solution.",
        "Erreiche das Ziel von Hand mit so wenigen Zügen wie möglich. Bestanden hast du mit höchstens {slack} Zügen mehr als die kürzeste Lösung.",
        "Llega al objetivo a mano con los menos movimientos posibles. Apruebas con como mucho {slack} movimientos más que la solución más corta."
    ),
    ExTaskPredict => (
        "Predict the next {n} expansions of {algo}: before each one, pick the frontier node you think it expands next. You pass with {pass}% right.",
        "Sage die nächsten {n} Expansionen von {algo} voraus: wähle vor jeder den Knoten der Frontier, den die Suche deiner Meinung nach als Nächstes expandiert. Bestanden ab {pass} % richtig.",
        "Predice las próximas {n} expansiones de {algo}: antes de cada una, elige el nodo de la frontera que crees que expande a continuación. Apruebas con un {pass} % de aciertos."
    ),
    ExTaskChildren => (
        "For each of the next {n} expansions of A* with {heuristic}, give g, h and f = g + h of every child it generates. You pass with {pass}% right.",
        "Gib für jede der nächsten {n} Expansionen von A* mit {heuristic} g, h und f = g + h jedes erzeugten Kindknotens an. Bestanden ab {pass} % richtig.",
        "Para cada una de las próximas {n} expansiones de A* con {heuristic}, da g, h y f = g + h de cada hijo que genera. Apruebas con un {pass} % de aciertos."
    ),
    ExProgress => ("{done} of {n}", "{done} von {n}", "{done} de {n}"),
    ExAttempt => ("Attempt {n}", "Versuch {n}", "Intento {n}"),
    ExMovesSoFar => ("Moves: {moves}", "Züge: {moves}", "Movimientos: {moves}"),
    ExHintsUsed => ("Hints used: {n}", "Verwendete Tipps: {n}", "Pistas usadas: {n}"),
    ExHintsLeft => ("Hints used: {n} of {max}", "Verwendete Tipps: {n} von {max}", "Pistas usadas: {n} de {max}"),
    ExScore => ("Score: {raw} of {max} ({percent}%)", "Punkte: {raw} von {max} ({percent} %)", "Puntuación: {raw} de {max} ({percent} %)"),
    ExPlayScore => (
        "{moves} moves; the shortest solution takes {optimal}.",
        "{moves} Züge; die kürzeste Lösung braucht {optimal}.",
        "{moves} movimientos; la solución más corta necesita {optimal}."
    ),
    ExPassed => ("Passed: {raw} of {max} (attempt {attempt}).", "Bestanden: {raw} von {max} (Versuch {attempt}).", "Aprobado: {raw} de {max} (intento {attempt})."),
    ExFailed => ("Not passed: {raw} of {max} (attempt {attempt}).", "Nicht bestanden: {raw} von {max} (Versuch {attempt}).", "No aprobado: {raw} de {max} (intento {attempt})."),
    ExTryAgain => ("Try again", "Nochmal versuchen", "Intentar de nuevo"),
    ExStarted => ("A new attempt has started.", "Ein neuer Versuch hat begonnen.", "Ha empezado un nuevo intento."),
    ExPickPrompt => ("Which node is expanded next?", "Welcher Knoten wird als Nächstes expandiert?", "¿Qué nodo se expande a continuación?"),
    ExPickNode => ("Node {node}", "Knoten {node}", "Nodo {node}"),
    ExExpanding => ("Expanding node {node}: give g, h and f of each child.", "Knoten {node} wird expandiert: gib g, h und f jedes Kindknotens an.", "Se expande el nodo {node}: da g, h y f de cada hijo."),
    ExChild => ("Child", "Kind", "Hijo"),
    ExChildVia => ("blank {way}", "Lücke {way}", "hueco {way}"),
    ExValueOf => ("{value} of the child by the blank {way}", "{value} des Kindes mit der Lücke {way}", "{value} del hijo con el hueco {way}"),
    ExCheck => ("Check", "Prüfen", "Comprobar"),
    ExChildrenVerdict => ("{right} of {n} children right.", "{right} von {n} Kindknoten richtig.", "{right} de {n} hijos correctos."),
    ExChildRight => ("right", "richtig", "correcto"),
    ExChildWrong => ("wrong: g = {g}, h = {h}, f = {f}", "falsch: g = {g}, h = {h}, f = {f}", "incorrecto: g = {g}, h = {h}, f = {f}"),
    ExWaiting => ("Preparing the exercise…", "Die Übung wird vorbereitet…", "Preparando el ejercicio…"),
    ExRestored => ("Your attempt was restored where you left it.", "Dein Versuch wurde dort fortgesetzt, wo du aufgehört hast.", "Tu intento se ha restaurado donde lo dejaste."),
    ExSavedDamaged => ("A saved attempt here was damaged and has been set aside: a new attempt starts.", "Ein gespeicherter Versuch war beschädigt und wurde beiseitegelegt: ein neuer Versuch beginnt.", "Un intento guardado estaba dañado y se ha descartado: empieza un intento nuevo."),
    ExSavedVersion => ("A saved attempt from another version of the app has been set aside: a new attempt starts.", "Ein gespeicherter Versuch einer anderen Version der App wurde beiseitegelegt: ein neuer Versuch beginnt.", "Se ha descartado un intento guardado de otra versión de la aplicación: empieza un intento nuevo."),
    ExNotKept => ("This browser keeps nothing for this page, so a reload starts the attempt again.", "Dieser Browser speichert für diese Seite nichts, ein Neuladen beginnt den Versuch also von vorn.", "Este navegador no guarda nada para esta página, así que al recargar el intento empieza de nuevo."),
    ExNoOptimal => ("The shortest solution is not known, so the attempt cannot be scored yet ({why}).", "Die kürzeste Lösung ist nicht bekannt, der Versuch kann also noch nicht bewertet werden ({why}).", "No se conoce la solución más corta, así que el intento aún no puede puntuarse ({why})."),
    ExNoMoreHints => ("No more hints in this exercise.", "In dieser Übung gibt es keine Tipps mehr.", "No hay más pistas en este ejercicio."),
    ExBoardHeld => ("The board does not move now: it belongs to the exercise.", "Das Brett bewegt sich jetzt nicht: es gehört zur Übung.", "El tablero no se mueve ahora: pertenece al ejercicio."),
    ExMoveCap => ("The attempt ended after {n} moves without reaching the goal.", "Der Versuch endete nach {n} Zügen, ohne das Ziel zu erreichen.", "El intento terminó tras {n} movimientos sin llegar al objetivo."),
    PuzzleNumbered => ("Puzzle {n}", "Puzzle {n}", "Puzle {n}"),
    ExBoardFixed => ("The exercise's board cannot be changed while it runs.", "Das Brett der Übung kann nicht geändert werden, solange sie läuft.", "El tablero del ejercicio no puede cambiarse mientras está en marcha."),
    ExRestarted => ("The exercise changed: a new attempt has started.", "Die Übung wurde geändert: ein neuer Versuch hat begonnen.", "El ejercicio cambió: ha empezado un nuevo intento."),
    ExResumeIgnored => ("A saved attempt given while the exercise runs was ignored.", "Ein gespeicherter Versuch, übergeben während die Übung läuft, wurde ignoriert.", "Se ignoró un intento guardado dado con el ejercicio en marcha."),
    ExDelivered => ("Your result has reached the course.", "Dein Ergebnis ist im Kurs angekommen.", "Tu resultado ha llegado al curso."),
    ExPending => ("Your result has not reached the course yet; it is kept and will be sent again.", "Dein Ergebnis ist noch nicht im Kurs angekommen; es wird aufbewahrt und erneut gesendet.", "Tu resultado aún no ha llegado al curso; se guarda y se enviará de nuevo."),
    ExNoSession => ("The course is not taking results now: yours is kept here and sent when you next open this exercise.", "Der Kurs nimmt gerade keine Ergebnisse an: deines bleibt hier und wird gesendet, wenn du die Übung wieder öffnest.", "El curso no acepta resultados ahora: el tuyo se guarda aquí y se enviará cuando vuelvas a abrir el ejercicio."),
    ExBadBoard => ("the board “{v}” is not usable: {why}", "das Brett „{v}“ ist nicht verwendbar: {why}", "el tablero «{v}» no sirve: {why}"),
    ExBadTask => ("the task “{v}” is not one: use play, predict or children", "die Aufgabe „{v}“ gibt es nicht: play, predict oder children angeben", "la tarea «{v}» no existe: usa play, predict o children"),
    ExBadId => ("the exercise id “{v}” is not usable: up to {max} letters, digits, - _ . or :", "die Übungs-ID „{v}“ ist nicht verwendbar: bis zu {max} Buchstaben, Ziffern, - _ . oder :", "el id de ejercicio «{v}» no sirve: hasta {max} letras, cifras, - _ . o :"),
    ExBadCount => ("count “{v}” is not a number of questions from 1 to {max}", "count „{v}“ ist keine Anzahl von Fragen von 1 bis {max}", "count «{v}» no es un número de preguntas de 1 a {max}"),
    ExBadSlack => ("slack “{v}” is not a number of moves from 0 to {max}", "slack „{v}“ ist keine Zahl von Zügen von 0 bis {max}", "slack «{v}» no es un número de movimientos de 0 a {max}"),
    ExBadHints => ("hints “{v}” is not on, off or a number from 0 to {max}", "hints „{v}“ ist weder on, off noch eine Zahl von 0 bis {max}", "hints «{v}» no es on, off ni un número de 0 a {max}"),
    ExBadPass => ("pass “{v}” is not a pass mark: give a fraction (0.8) or a percentage (80%)", "pass „{v}“ ist keine Bestehensgrenze: einen Bruchteil (0.8) oder Prozentsatz (80%) angeben", "pass «{v}» no es una nota de aprobado: da una fracción (0.8) o un porcentaje (80%)"),
    ExTooLarge => ("a {size} board is too large for an exercise: at most {max} cells", "ein {size}-Brett ist zu groß für eine Übung: höchstens {max} Felder", "un tablero {size} es demasiado grande para un ejercicio: como mucho {max} casillas"),
    ExUnsolvable => ("the board cannot reach the goal, so no task can use it", "das Brett kann das Ziel nicht erreichen, keine Aufgabe kann es also verwenden", "el tablero no puede llegar al objetivo, así que ninguna tarea puede usarlo"),
    ExAlreadyGoal => ("the board is already the goal: there is nothing to do", "das Brett ist schon das Ziel: es gibt nichts zu tun", "el tablero ya es el objetivo: no hay nada que hacer"),
    ExNeedsPredictable => ("predict needs BFS, DFS, greedy or A*, not {algo}", "predict braucht BFS, DFS, Greedy oder A*, nicht {algo}", "predict necesita BFS, DFS, voraz o A*, no {algo}"),
    ExNeedsAStar => ("children needs A*, not {algo}", "children braucht A*, nicht {algo}", "children necesita A*, no {algo}"),
    // ----- the Exercise panel (a teacher's, beside Share) -----
    AuTitle => ("Exercise (for teachers)", "Übung (für Lehrkräfte)", "Ejercicio (para docentes)"),
    AuHelp => (
        "Make a graded exercise of this board and search. Students see the task, their progress and their score; results reach your course page or LMS.",
        "Mache aus diesem Brett und dieser Suche eine bewertete Übung. Lernende sehen die Aufgabe, ihren Fortschritt und ihre Punkte; die Ergebnisse erreichen deine Kursseite oder dein LMS.",
        "Crea un ejercicio calificado con este tablero y esta búsqueda. El alumnado ve la tarea, su progreso y su puntuación; los resultados llegan a tu página del curso o a tu LMS."
    ),
    AuTask => ("Task", "Aufgabe", "Tarea"),
    AuTaskPlay => ("Play: reach the goal in few moves", "Spielen: das Ziel mit wenigen Zügen erreichen", "Jugar: llegar al objetivo con pocos movimientos"),
    AuTaskPredict => ("Predict the next expansions", "Die nächsten Expansionen vorhersagen", "Predecir las próximas expansiones"),
    AuTaskChildren => ("g, h and f of the children (A*)", "g, h und f der Kindknoten (A*)", "g, h y f de los hijos (A*)"),
    AuCount => ("Questions", "Fragen", "Preguntas"),
    AuSlack => ("Moves allowed over the shortest", "Erlaubte Züge über der kürzesten Lösung", "Movimientos permitidos sobre la más corta"),
    AuHints => ("Hints: on, off or how many", "Tipps: on, off oder wie viele", "Pistas: on, off o cuántas"),
    AuPass => ("Pass mark", "Bestehensgrenze", "Nota de aprobado"),
    AuId => ("Exercise id (optional)", "Übungs-ID (optional)", "Id del ejercicio (opcional)"),
    AuPreview => ("Preview as a student", "Als Lernende ansehen", "Ver como alumno"),
    AuCopyLink => ("Copy the link", "Link kopieren", "Copiar el enlace"),
    AuCopyIframe => ("Copy the iframe", "Iframe kopieren", "Copiar el iframe"),
    AuCopyElement => ("Copy the element", "Element kopieren", "Copiar el elemento"),
    AuFormat => ("Package for", "Paket für", "Paquete para"),
    AuFormatHelp => ("SCORM 1.2: Moodle, Canvas and nearly every LMS. SCORM 2004: Blackboard, Brightspace, ILIAS, Open edX (which take 1.2 too). cmi5: LMSes built on xAPI and a learning record store.", "SCORM 1.2: Moodle, Canvas und fast jedes LMS. SCORM 2004: Blackboard, Brightspace, ILIAS, Open edX (die auch 1.2 nehmen). cmi5: LMS, die auf xAPI und einem Learning Record Store aufbauen.", "SCORM 1.2: Moodle, Canvas y casi cualquier LMS. SCORM 2004: Blackboard, Brightspace, ILIAS, Open edX (que también aceptan 1.2). cmi5: LMS basados en xAPI y un almacén de registros de aprendizaje (LRS)."),
    AuDownload => ("Download for your LMS", "Für dein LMS herunterladen", "Descargar para tu LMS"),
    AuInvalid => ("Not ready: {why}", "Noch nicht bereit: {why}", "Aún no está listo: {why}"),
    ExPacking => ("Making the package…", "Das Paket wird erstellt…", "Creando el paquete…"),
    ExPacked => ("The package ({kb} KB) was downloaded: upload it to your LMS as a {format} package.", "Das Paket ({kb} KB) wurde heruntergeladen: lade es in deinem LMS als {format}-Paket hoch.", "Se descargó el paquete ({kb} KB): súbelo a tu LMS como paquete {format}."),
    ExPackFailed => ("The package could not be made: {why}", "Das Paket konnte nicht erstellt werden: {why}", "No se pudo crear el paquete: {why}"),
    // ----- sharing -----
    Share => ("Share this board", "Dieses Brett teilen", "Compartir este tablero"),
    ShareLink => ("Link", "Link", "Enlace"),
    ShareIframe => ("For a course page: an iframe", "Für eine Kursseite: ein iframe", "Para una página del curso: un iframe"),
    ShareElement => ("For a course page: the element", "Für eine Kursseite: das Element", "Para una página del curso: el elemento"),
    ShareGuide => ("How to embed it", "Wie man es einbettet", "Cómo insertarlo"),
    Copy => ("Copy", "Kopieren", "Copiar"),
    Copied => ("Copied to the clipboard.", "In die Zwischenablage kopiert.", "Copiado al portapapeles."),
    CopyFailed => (
        "The browser refused to copy: select the text and copy it.",
        "Der Browser hat das Kopieren verweigert: Text markieren und kopieren.",
        "El navegador no permitió copiar: selecciona el texto y cópialo."
    ),
    // ----- the page around the component -----
    PageTitle => ("N-Puzzle Solver", "N-Puzzle-Löser", "Solucionador del N-puzle"),
    PageTagline => ("Play, solve and study the sliding-tile puzzle", "Das Schiebepuzzle spielen, lösen und verstehen", "Juega, resuelve y estudia el puzle deslizante"),
    AboutPuzzle => ("About the puzzle", "Über das Puzzle", "Sobre el puzle"),
    EmbedGuide => ("Put it on your course page", "Auf die eigene Kursseite bringen", "Ponlo en tu página del curso"),
    // ----- directions (the way a tile slides) -----
    WayUp => ("up", "oben", "arriba"),
    WayDown => ("down", "unten", "abajo"),
    WayLeft => ("left", "links", "la izquierda"),
    WayRight => ("right", "rechts", "la derecha"),
    // ----- what happened -----
    Moved => ("Moved {tile} {way}. {n} moves.", "{tile} nach {way} geschoben. {n} Züge.", "Ficha {tile} hacia {way}. {n} movimientos."),
    SolvedByHand => ("Moved {tile} {way}. Solved in {n} moves!", "{tile} nach {way} geschoben. Gelöst in {n} Zügen!", "Ficha {tile} hacia {way}. ¡Resuelto en {n} movimientos!"),
    Busy => ("Solving… press Cancel to play again.", "Die Suche läuft … zum Weiterspielen Abbrechen drücken.", "Resolviendo… pulsa Cancelar para volver a jugar."),
    Shuffled => ("Shuffled: a random solvable board.", "Gemischt: ein zufälliges lösbares Brett.", "Mezclado: un tablero aleatorio con solución."),
    Scrambled => ("Scrambled by {n} random moves.", "Mit {n} zufälligen Zügen verwürfelt.", "Desordenado con {n} movimientos aleatorios."),
    ScrambleBad => (
        "Scramble needs a whole number of moves from 1 to {max}.",
        "Verwürfeln braucht eine ganze Zahl von Zügen zwischen 1 und {max}.",
        "Desordenar necesita un número entero de movimientos entre 1 y {max}."
    ),
    BackToStart => ("Back to the starting position.", "Zurück zur Ausgangsstellung.", "De vuelta a la posición inicial."),
    BoardFromText => ("Board set from the text box.", "Brett aus dem Textfeld übernommen.", "Tablero tomado del cuadro de texto."),
    BoardFromHost => ("Board set by the page.", "Brett von der Seite gesetzt.", "Tablero puesto por la página."),
    NotABoard => ("Not a board: {why}.", "Kein gültiges Brett: {why}.", "No es un tablero válido: {why}."),
    NoSolution => ("No solution possible.", "Keine Lösung möglich.", "No hay solución posible."),
    NoSolutionSearched => (
        "No solution possible, so nothing was searched.",
        "Keine Lösung möglich, daher wurde nicht gesucht.",
        "No hay solución posible, así que no se buscó."
    ),
    ExplainOdd => (
        "Inversions (pairs of tiles in the reverse of their goal order): {inv}. On a board of odd width ({width}) every move keeps the parity of that count, and the goal has none: it must be even. {inv} is {parity}, {verdict}.",
        "Inversionen (Paare von Plättchen in umgekehrter Zielreihenfolge): {inv}. Auf einem Brett ungerader Breite ({width}) ändert kein Zug die Parität dieser Zahl, und das Ziel hat keine: sie muss gerade sein. {inv} ist {parity}, {verdict}.",
        "Inversiones (pares de fichas en orden inverso al del objetivo): {inv}. En un tablero de anchura impar ({width}) ningún movimiento cambia la paridad de ese número, y el objetivo no tiene ninguna: debe ser par. {inv} es {parity}, {verdict}."
    ),
    ExplainEven => (
        "Inversions (pairs of tiles in the reverse of their goal order): {inv}; rows between the blank and its goal row: {rows}. On a board of even width ({width}) a move up or down changes the parity of both, so their sum must be even, as at the goal. {inv} + {rows} = {sum} is {parity}, {verdict}.",
        "Inversionen (Paare von Plättchen in umgekehrter Zielreihenfolge): {inv}; Zeilen zwischen der Lücke und ihrer Zielzeile: {rows}. Auf einem Brett gerader Breite ({width}) ändert ein Zug nach oben oder unten die Parität beider, also muss ihre Summe gerade sein, wie im Ziel. {inv} + {rows} = {sum} ist {parity}, {verdict}.",
        "Inversiones (pares de fichas en orden inverso al del objetivo): {inv}; filas entre el hueco y su fila objetivo: {rows}. En un tablero de anchura par ({width}) un movimiento arriba o abajo cambia la paridad de ambos, así que su suma debe ser par, como en el objetivo. {inv} + {rows} = {sum} es {parity}, {verdict}."
    ),
    Even => ("even", "gerade", "par"),
    Odd => ("odd", "ungerade", "impar"),
    CanReach => ("so the goal can be reached", "also ist das Ziel erreichbar", "así que el objetivo es alcanzable"),
    CannotReach => (
        "so the goal can never be reached: swap any two tiles to change that",
        "also ist das Ziel nie erreichbar: tausche zwei beliebige Plättchen, um das zu ändern",
        "así que el objetivo nunca es alcanzable: intercambia dos fichas cualesquiera para cambiarlo"
    ),
    Searching => ("Searching…", "Suche läuft …", "Buscando…"),
    Interim => ("{n} moves found; the shortest takes at least {bound} (proved). Still searching…", "{n} Züge gefunden; die kürzeste braucht mindestens {bound} (bewiesen). Suche läuft weiter …", "{n} movimientos encontrados; la más corta necesita al menos {bound} (probado). Sigue la búsqueda…"),
    KeptBest => ("Stopped. The best answer found stays: {n} moves; the shortest takes at least {bound} (proved).", "Angehalten. Die beste gefundene Antwort bleibt: {n} Züge; die kürzeste braucht mindestens {bound} (bewiesen).", "Detenido. Queda la mejor respuesta encontrada: {n} movimientos; la más corta necesita al menos {bound} (probado)."),
    SearchingAnnounce => ("Searching for a solution.", "Suche nach einer Lösung.", "Buscando una solución."),
    Starting => ("Starting the solver…", "Der Löser wird gestartet …", "Iniciando el solucionador…"),
    Queued => ("Waiting for the solver (another puzzle on this page is using it)…", "Wartet auf den Löser (ein anderes Puzzle dieser Seite nutzt ihn) …", "Esperando al solucionador (otro puzle de esta página lo usa)…"),
    Cancelled => ("Cancelled. The board is as it was.", "Abgebrochen. Das Brett ist unverändert.", "Cancelado. El tablero sigue como estaba."),
    CancelledAnnounce => ("Search cancelled.", "Suche abgebrochen.", "Búsqueda cancelada."),
    Refused => ("The solver refused the job: {why}", "Der Löser hat den Auftrag abgelehnt: {why}", "El solucionador rechazó el trabajo: {why}"),
    OneMove => ("1 move", "1 Zug", "1 movimiento"),
    NMoves => ("{n} moves", "{n} Züge", "{n} movimientos"),
    OptimalWord => ("optimal", "optimal", "óptima"),
    NotShortest => ("not necessarily shortest", "nicht unbedingt die kürzeste", "no necesariamente la más corta"),
    SolvedBy => ("Solved by {algo}: {moves}, {optimal}.", "Gelöst mit {algo}: {moves}, {optimal}.", "Resuelto con {algo}: {moves}, {optimal}."),
    SolvedByWith => ("Solved by {algo} with {h}: {moves}, {optimal}.", "Gelöst mit {algo} und {h}: {moves}, {optimal}.", "Resuelto con {algo} y {h}: {moves}, {optimal}."),
    SolvedByHow => ("Solved by {algo} ({how}): {moves}, {optimal}.", "Gelöst mit {algo} ({how}): {moves}, {optimal}.", "Resuelto con {algo} ({how}): {moves}, {optimal}."),
    TablesKept => (
        "Tables ready in {t}, kept for the next solves.",
        "Tabellen in {t} bereit, sie bleiben für die nächsten Lösungen.",
        "Tablas listas en {t}, se conservan para las próximas resoluciones."
    ),
    SolvedAnnounce => ("Solved: {moves}, {optimal}.", "Gelöst: {moves}, {optimal}.", "Resuelto: {moves}, {optimal}."),
    Limit => (
        "Stopped at the node limit: {expanded} nodes expanded, {enqueued} enqueued, depth {depth} reached, {s} s. This board needs a stronger method: try A* or IDA* with linear conflict, or Auto.",
        "Am Knotenlimit angehalten: {expanded} Knoten expandiert, {enqueued} eingereiht, Tiefe {depth} erreicht, {s} s. Dieses Brett braucht eine stärkere Methode: A* oder IDA* mit linearem Konflikt, oder Auto.",
        "Detenido en el límite de nodos: {expanded} nodos expandidos, {enqueued} encolados, profundidad {depth} alcanzada, {s} s. Este tablero necesita un método más fuerte: prueba A* o IDA* con conflicto lineal, o Auto."
    ),
    LimitAnnounce => ("The search hit its node limit.", "Die Suche hat ihr Knotenlimit erreicht.", "La búsqueda alcanzó su límite de nodos."),
    SearchEnded => ("Search ended: {status}.", "Suche beendet: {status}.", "Búsqueda terminada: {status}."),
    WorkerStopped => (
        "The solver stopped ({why}). Your board is as it was. {next}",
        "Der Löser ist ausgefallen ({why}). Dein Brett ist unverändert. {next}",
        "El solucionador se detuvo ({why}). Tu tablero sigue como estaba. {next}"
    ),
    WorkerRestarted => (
        "A fresh solver has been started: solve again, or pick a search that stores fewer nodes (A* or IDA* instead of BFS).",
        "Ein neuer Löser wurde gestartet: löse erneut, oder wähle eine Suche, die weniger Knoten speichert (A* oder IDA* statt Breitensuche).",
        "Se ha iniciado un solucionador nuevo: resuelve otra vez, o elige una búsqueda que guarde menos nodos (A* o IDA* en vez de anchura)."
    ),
    WorkerRetry => ("The next Solve tries to start it again.", "Das nächste Lösen versucht, ihn neu zu starten.", "La próxima vez que resuelvas se intentará iniciarlo de nuevo."),
    WorkerStoppedAnnounce => ("The solver stopped.", "Der Löser ist ausgefallen.", "El solucionador se detuvo."),
    NoWorkers => (
        "This browser cannot run the solver (Web Workers are needed).",
        "Dieser Browser kann den Löser nicht ausführen (Web Worker werden benötigt).",
        "Este navegador no puede ejecutar el solucionador (se necesitan Web Workers)."
    ),
    SolverRefused => (
        "The solver cannot start on this page: the page's Content-Security-Policy refuses it ({directive}). Whoever runs the page can allow it, as the embedding guide says.",
        "Der Löser kann auf dieser Seite nicht starten: die Content-Security-Policy der Seite verweigert ihn ({directive}). Wer die Seite betreibt, kann ihn erlauben, wie es die Einbettungsanleitung beschreibt.",
        "El solucionador no puede iniciarse en esta página: la Content-Security-Policy de la página lo rechaza ({directive}). Quien administra la página puede permitirlo, como indica la guía de inserción."
    ),
    SolverNotLoaded => (
        "The solver could not be loaded ({why}). Check the connection: the next Solve tries again.",
        "Der Löser konnte nicht geladen werden ({why}). Prüfe die Verbindung: das nächste Lösen versucht es erneut.",
        "No se pudo cargar el solucionador ({why}). Revisa la conexión: la próxima vez que resuelvas se intentará de nuevo."
    ),
    // ----- settings that were ignored (URL parameters, attributes, options) -----
    IgnoredTooLong => (
        "The {name} given was ignored: {why}.",
        "Die Angabe {name} wurde ignoriert: {why}.",
        "Se ignoró el valor de {name}: {why}."
    ),
    IgnoredBoard => ("The board “{v}” was ignored: {why}.", "Das Brett „{v}“ wurde ignoriert: {why}.", "Se ignoró el tablero «{v}»: {why}."),
    IgnoredSize => ("The size “{v}” was ignored: use e.g. 3x3 or 4x4.", "Die Größe „{v}“ wurde ignoriert: z. B. 3x3 oder 4x4 angeben.", "Se ignoró el tamaño «{v}»: usa p. ej. 3x3 o 4x4."),
    IgnoredGoal => ("The goal “{v}” was ignored: use end or start.", "Das Ziel „{v}“ wurde ignoriert: end oder start angeben.", "Se ignoró el objetivo «{v}»: usa end o start."),
    IgnoredAlgorithm => (
        "The algorithm “{v}” was ignored: use bfs, dfs, iddfs, greedy, astar, idastar, auto or fast.",
        "Der Algorithmus „{v}“ wurde ignoriert: bfs, dfs, iddfs, greedy, astar, idastar, auto oder fast angeben.",
        "Se ignoró el algoritmo «{v}»: usa bfs, dfs, iddfs, greedy, astar, idastar, auto o fast."
    ),
    IgnoredHeuristic => (
        "The heuristic “{v}” was ignored: use hamming, manhattan or linear-conflict.",
        "Die Heuristik „{v}“ wurde ignoriert: hamming, manhattan oder linear-conflict angeben.",
        "Se ignoró la heurística «{v}»: usa hamming, manhattan o linear-conflict."
    ),
    IgnoredOwnHeuristic => (
        "The heuristic was ignored: {algo} picks its own (greedy, astar and idastar take one).",
        "Die Heuristik wurde ignoriert: {algo} wählt selbst (greedy, astar und idastar nehmen eine).",
        "Se ignoró la heurística: {algo} elige la suya (greedy, astar e idastar aceptan una)."
    ),
    IgnoredControls => (
        "The controls “{v}” were ignored: use full, none, or a list of play, solve and study.",
        "Die Bedienelemente „{v}“ wurden ignoriert: full, none oder eine Liste aus play, solve und study angeben.",
        "Se ignoraron los controles «{v}»: usa full, none o una lista de play, solve y study."
    ),
    IgnoredAutoplay => ("autoplay “{v}” was ignored: use 1 or 0.", "autoplay „{v}“ wurde ignoriert: 1 oder 0 angeben.", "Se ignoró autoplay «{v}»: usa 1 o 0."),
    IgnoredLang => ("The language “{v}” was ignored: use en, de or es.", "Die Sprache „{v}“ wurde ignoriert: en, de oder es angeben.", "Se ignoró el idioma «{v}»: usa en, de o es."),
    IgnoredOrder => ("The order “{v}” was ignored: give the four moves once each, e.g. udlr.", "Die Reihenfolge „{v}“ wurde ignoriert: die vier Züge je einmal angeben, z. B. udlr.", "Se ignoró el orden «{v}»: da los cuatro movimientos una vez cada uno, p. ej. udlr."),
    IgnoredTies => ("ties “{v}” was ignored: use deeper, oldest or newest.", "ties „{v}“ wurde ignoriert: deeper, oldest oder newest angeben.", "Se ignoró ties «{v}»: usa deeper, oldest o newest."),
    IgnoredGoalTest => ("goal-test “{v}” was ignored: use generation or expansion.", "goal-test „{v}“ wurde ignoriert: generation oder expansion angeben.", "Se ignoró goal-test «{v}»: usa generation o expansion."),
    IgnoredPackaged => ("“{v}” in the address was ignored: the package fixes it.", "„{v}“ in der Adresse wurde ignoriert: das Paket legt es fest.", "Se ignoró «{v}» en la dirección: el paquete lo fija."),
    IgnoredUnknown => ("Unknown setting “{v}” was ignored.", "Unbekannte Einstellung „{v}“ wurde ignoriert.", "Se ignoró el ajuste desconocido «{v}»."),
    SizeBoardDisagree => (
        "The size {size} does not match the {board} board; the board wins.",
        "Die Größe {size} passt nicht zum {board}-Brett; das Brett gilt.",
        "El tamaño {size} no coincide con el tablero {board}; vale el tablero."
    ),
    // ----- what is wrong with a board (the core's errors) -----
    ErrEmpty => (
        "the board is empty: type the tiles, e.g. 1 2 3 / 4 5 6 / 7 8 0",
        "das Brett ist leer: tippe die Plättchen, z. B. 1 2 3 / 4 5 6 / 7 8 0",
        "el tablero está vacío: escribe las fichas, p. ej. 1 2 3 / 4 5 6 / 7 8 0"
    ),
    ErrToken => (
        "“{token}” (item {i}) is not a tile number or a blank (0, _, . or nil)",
        "„{token}“ (Eintrag {i}) ist weder eine Plättchennummer noch eine Lücke (0, _, . oder nil)",
        "«{token}» (elemento {i}) no es un número de ficha ni un hueco (0, _, . o nil)"
    ),
    ErrTooSmall => ("a {size} board is too small: both sides must be at least {min}", "ein {size}-Brett ist zu klein: beide Seiten müssen mindestens {min} sein", "un tablero {size} es demasiado pequeño: ambos lados deben ser al menos {min}"),
    ErrTextTooLong => (
        "the text is {bytes} bytes long, more than any board: at most {max} bytes are read",
        "der Text ist {bytes} Bytes lang, länger als jedes Brett: höchstens {max} Bytes werden gelesen",
        "el texto ocupa {bytes} bytes, más que cualquier tablero: se leen como mucho {max} bytes"
    ),
    ErrSideTooLarge => (
        "{side} is too large for the side of a board: sides can be at most {max}",
        "{side} ist zu groß für die Seite eines Bretts: Seiten haben höchstens {max}",
        "{side} es demasiado para el lado de un tablero: los lados miden como mucho {max}"
    ),
    TooManyDigits => ("a number of more than 20 digits", "eine Zahl mit mehr als 20 Ziffern", "un número de más de 20 cifras"),
    ErrTooLarge => ("a {size} board is too large: sides can be at most {max}", "ein {size}-Brett ist zu groß: Seiten dürfen höchstens {max} sein", "un tablero {size} es demasiado grande: los lados pueden ser como mucho {max}"),
    ErrNotSquare => (
        "{count} tiles do not make a square board (a 3×3 needs 9, a 4×4 needs 16); put rows on separate lines or give the size first",
        "{count} Plättchen ergeben kein quadratisches Brett (3×3 braucht 9, 4×4 braucht 16); schreibe die Zeilen untereinander oder nenne zuerst die Größe",
        "{count} fichas no forman un tablero cuadrado (un 3×3 necesita 9, un 4×4 necesita 16); pon las filas en líneas separadas o da primero el tamaño"
    ),
    ErrRagged => ("row {row} has {found} tiles but row 1 has {expected}", "Zeile {row} hat {found} Plättchen, Zeile 1 aber {expected}", "la fila {row} tiene {found} fichas pero la fila 1 tiene {expected}"),
    ErrTileCount => ("a {size} board needs {expected} tiles but {found} were given", "ein {size}-Brett braucht {expected} Plättchen, angegeben wurden {found}", "un tablero {size} necesita {expected} fichas pero se dieron {found}"),
    ErrNoBlank => ("the board has no blank: write it as 0, _, . or nil", "das Brett hat keine Lücke: schreibe sie als 0, _, . oder nil", "el tablero no tiene hueco: escríbelo como 0, _, . o nil"),
    ErrTwoBlanks => ("the board has two blanks, at {first} and at {second}", "das Brett hat zwei Lücken, bei {first} und bei {second}", "el tablero tiene dos huecos, en {first} y en {second}"),
    ErrOutOfRange => ("tile {tile} at {at} is out of range: this board's tiles are 1 to {max}", "Plättchen {tile} bei {at} ist zu groß: dieses Brett hat die Plättchen 1 bis {max}", "la ficha {tile} en {at} está fuera de rango: las fichas de este tablero van de 1 a {max}"),
    ErrDuplicate => ("tile {tile} appears twice, at {first} and at {second}", "Plättchen {tile} kommt zweimal vor, bei {first} und bei {second}", "la ficha {tile} aparece dos veces, en {first} y en {second}"),
    ErrMissing => ("tile {tile} is missing", "Plättchen {tile} fehlt", "falta la ficha {tile}"),
    ErrTooManyMoves => ("a scramble of {moves} moves is too long: at most {max}", "{moves} Züge zum Verwürfeln sind zu viele: höchstens {max}", "desordenar con {moves} movimientos es demasiado: como mucho {max}"),
    Pos => ("row {row}, column {col}", "Zeile {row}, Spalte {col}", "fila {row}, columna {col}"),
    Verbatim => ("{text}", "{text}", "{text}"),
    Join => ("{a} {b}", "{a} {b}", "{a} {b}"),
    // ----- the assignment's printout (the command line prints the same) -----
    AssignmentCounts => (
        "Number of moves = {moves}\nNumber of states enqueued = {enqueued}",
        "Anzahl eingereihter Zustände = {enqueued}\nAnzahl der Züge = {moves}",
        "Número de estados encolados = {enqueued}\nNúmero de movimientos = {moves}"
    ),
    AssignmentNoSolution => ("No solution possible", "Keine Lösung möglich", "Sin solución posible"),
}
