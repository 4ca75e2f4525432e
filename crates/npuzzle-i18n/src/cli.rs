//! The command line's own sentences (what it shares with the page is in [`crate::Key`]). A table
//! of its own keeps them out of the page's WebAssembly.

use crate::Lang;

texts! {
    /// A sentence only the command line prints. See [`CliKey::text`].
    CliKey;
    // ----- solve -----
    SolvedBy => (
        "Solved by {algo}{heuristic}: {shortest}, {expanded} nodes expanded, {ms} ms",
        "Gelöst mit {algo}{heuristic}: {shortest}, {expanded} Knoten expandiert, {ms} ms",
        "Resuelto con {algo}{heuristic}: {shortest}, {expanded} nodos expandidos, {ms} ms"
    ),
    Shortest => ("shortest", "kürzeste Lösung", "la más corta"),
    NotShortest => ("not guaranteed shortest", "nicht garantiert die kürzeste", "no garantizada la más corta"),
    Stopped => (
        "Search stopped ({status}): {expanded} nodes expanded, {generated} generated, depth {depth}, {ms} ms",
        "Suche angehalten ({status}): {expanded} Knoten expandiert, {generated} erzeugt, Tiefe {depth}, {ms} ms",
        "Búsqueda detenida ({status}): {expanded} nodos expandidos, {generated} generados, profundidad {depth}, {ms} ms"
    ),
    BestKept => (
        "Best answer found: {length} moves (not proved shortest); the shortest takes at least {bound} (proved)",
        "Beste gefundene Antwort: {length} Züge (nicht als kürzeste bewiesen); die kürzeste braucht mindestens {bound} (bewiesen)",
        "Mejor respuesta encontrada: {length} movimientos (no probada la más corta); la más corta necesita al menos {bound} (probado)"
    ),
    Improved => (
        "{ms} ms: {length} moves found; the shortest takes at least {bound} (proved)",
        "{ms} ms: {length} Züge gefunden; die kürzeste braucht mindestens {bound} (bewiesen)",
        "{ms} ms: {length} movimientos encontrados; la más corta necesita al menos {bound} (probado)"
    ),
    LimitAdvice => (
        "the search hit its node or time limit: --max-nodes and --time-limit raise them, --algo fast answers at once (not necessarily shortest)",
        "die Suche hat ihr Knoten- oder Zeitlimit erreicht: --max-nodes und --time-limit heben sie an, --algo fast antwortet sofort (nicht unbedingt kürzeste Lösung)",
        "la búsqueda alcanzó su límite de nodos o de tiempo: --max-nodes y --time-limit los suben, --algo fast responde al instante (no necesariamente la más corta)"
    ),
    SlowNote => (
        "note: a shortest solution of a {size} board can take minutes or end at the node limit; --algo fast answers at once (not necessarily shortest)",
        "Hinweis: eine kürzeste Lösung eines {size}-Bretts kann Minuten dauern oder am Knotenlimit enden; --algo fast antwortet sofort (nicht unbedingt kürzeste Lösung)",
        "nota: la solución más corta de un tablero {size} puede tardar minutos o acabar en el límite de nodos; --algo fast responde al instante (no necesariamente la más corta)"
    ),
    WhyNoSolution => ("why: {why}", "warum: {why}", "por qué: {why}"),
    BoardsLeftOut => (
        "... {left} boards left out: printing all {boards} would write about {size}, over the --print-limit of {mb} MB (-q prints the moves alone)",
        "... {left} Bretter ausgelassen: alle {boards} auszugeben schriebe etwa {size}, mehr als --print-limit von {mb} MB (-q gibt nur die Züge aus)",
        "... {left} tableros omitidos: imprimir los {boards} escribiría unos {size}, más que el --print-limit de {mb} MB (-q imprime solo los movimientos)"
    ),
    // ----- reading the input -----
    InvalidBoard => ("invalid board: {why}", "ungültiges Brett: {why}", "tablero no válido: {why}"),
    BadOption => ("{option}: {why}", "{option}: {why}", "{option}: {why}"),
    RaceLonger => (
        "{algo} with h: {longer} of {solved} answers longer than the shortest",
        "{algo} mit h: {longer} von {solved} Antworten länger als die kürzeste",
        "{algo} con h: {longer} de {solved} respuestas más largas que la más corta"
    ),
    GradePassed => (
        "Passed: {raw} of {max} (at most {pass}% of Manhattan's nodes allowed).",
        "Bestanden: {raw} von {max} (höchstens {pass} % der Knoten von Manhattan erlaubt).",
        "Aprobado: {raw} de {max} (como mucho el {pass} % de los nodos de Manhattan)."
    ),
    GradeFailed => (
        "Not passed: {raw} of {max} (at most {pass}% of Manhattan's nodes allowed).",
        "Nicht bestanden: {raw} von {max} (höchstens {pass} % der Knoten von Manhattan erlaubt).",
        "No aprobado: {raw} de {max} (como mucho el {pass} % de los nodos de Manhattan)."
    ),
    BadFormula => ("the formula cannot be used: {why}", "die Formel ist nicht verwendbar: {why}", "la fórmula no sirve: {why}"),
    HeuristicChecked => ("{formula} on every {size} board that reaches the goal ({states}):", "{formula} auf jedem {size}-Brett, das das Ziel erreicht ({states}):", "{formula} en cada tablero {size} que llega al objetivo ({states}):"),
    HeuristicSampled => ("{formula} on a sample of {states} {size} boards (scrambles of up to 40 moves, solved optimally):", "{formula} auf einer Stichprobe von {states} {size}-Brettern (bis zu 40 Zufallszüge vom Ziel, optimal gelöst):", "{formula} en una muestra de {states} tableros {size} (hasta 40 movimientos al azar desde el objetivo, resueltos de forma óptima):"),
    HeuristicAdmissible => ("admissible: never above the true distance", "zulässig: nie über der wahren Entfernung", "admisible: nunca por encima de la distancia real"),
    HeuristicNotAdmissible => ("not admissible: {board} has h = {h}, but the goal is {hstar} moves away", "nicht zulässig: {board} hat h = {h}, das Ziel ist aber {hstar} Züge entfernt", "no admisible: {board} tiene h = {h}, pero el objetivo está a {hstar} movimientos"),
    HeuristicConsistent => ("consistent: 0 at the goal, and at most 1 apart between neighbours", "konsistent: 0 am Ziel, und höchstens 1 Unterschied zwischen Nachbarn", "consistente: 0 en el objetivo, y como mucho 1 de diferencia entre vecinos"),
    HeuristicNotConsistent => ("not consistent: {a} has h = {ha}, its neighbour {b} has h = {hb}", "nicht konsistent: {a} hat h = {ha}, sein Nachbar {b} hat h = {hb}", "no consistente: {a} tiene h = {ha}, su vecino {b} tiene h = {hb}"),
    HeuristicCloseness => ("mean h/h*: {ratio}; at least Manhattan on {share}% of the boards", "Mittel von h/h*: {ratio}; mindestens Manhattan auf {share} % der Bretter", "media de h/h*: {ratio}; al menos Manhattan en el {share} % de los tableros"),
    StandardInput => ("standard input", "die Standardeingabe", "la entrada estándar"),
    CannotRead => ("cannot read {name}: {why}", "{name} ist nicht lesbar: {why}", "no se puede leer {name}: {why}"),
    TooLarge => (
        "{name} is larger than {size}: that is not a board file",
        "{name} ist größer als {size}: das ist keine Brett-Datei",
        "{name} ocupa más de {size}: no es un archivo de tablero"
    ),
    NotText => (
        "{name} is not text: byte {n} is not UTF-8",
        "{name} ist kein Text: Byte {n} ist kein UTF-8",
        "{name} no es texto: el byte {n} no es UTF-8"
    ),
    CannotWrite => ("cannot write the output: {why}", "die Ausgabe ist nicht schreibbar: {why}", "no se puede escribir la salida: {why}"),
    // ----- explain -----
    ColTile => ("tile", "Plättchen", "ficha"),
    ColAt => ("at", "auf", "en"),
    ColGoal => ("goal", "Ziel", "objetivo"),
    ColManhattan => ("manhattan", "Manhattan", "Manhattan"),
    ColMisplaced => ("misplaced", "falsch", "mal colocada"),
    Yes => ("yes", "ja", "sí"),
    HammingTotal => ("Hamming (misplaced tiles) = {n}", "Hamming (falsch liegende Plättchen) = {n}", "Hamming (fichas mal colocadas) = {n}"),
    ManhattanTotal => ("Manhattan = {n}", "Manhattan = {n}", "Manhattan = {n}"),
    Conflicts => (
        "Linear conflicts = {pairs}; linear-conflict estimate = {n}",
        "Lineare Konflikte = {pairs}; Schätzung mit linearem Konflikt = {n}",
        "Conflictos lineales = {pairs}; estimación con conflicto lineal = {n}"
    ),
    NoConflicts => ("none", "keine", "ninguno"),
    ConflictRow => ("row {n}: {a} and {b}", "Zeile {n}: {a} und {b}", "fila {n}: {a} y {b}"),
    ConflictColumn => ("column {n}: {a} and {b}", "Spalte {n}: {a} und {b}", "columna {n}: {a} y {b}"),
    // ----- scan -----
    ScanRead => (
        "Read a {size} board from the photo in {ms} ms",
        "Ein {size}-Brett aus dem Foto gelesen, in {ms} ms",
        "Leído un tablero {size} de la foto en {ms} ms"
    ),
    ScanCheck => (
        "check these cells, the reading is not sure of them: {cells}",
        "diese Felder prüfen, die Lesung ist bei ihnen nicht sicher: {cells}",
        "revisa estas casillas, la lectura no está segura de ellas: {cells}"
    ),
    ScanCell => ("row {row} column {col}", "Zeile {row} Spalte {col}", "fila {row} columna {col}"),
    ScanUnsolvable => (
        "as read, this board cannot reach the goal (blank last): a cell may be misread, or the puzzle was put together wrong",
        "so gelesen kann dieses Brett das Ziel (Lücke zuletzt) nicht erreichen: ein Feld ist vielleicht falsch gelesen, oder das Puzzle wurde falsch zusammengesetzt",
        "tal como se leyó, este tablero no puede llegar al objetivo (hueco al final): quizá una casilla se leyó mal, o el puzzle se montó mal"
    ),
    ScanTooLarge => (
        "the file is {mb} MB: photos up to {max} MB can be read",
        "die Datei hat {mb} MB: Fotos bis {max} MB können gelesen werden",
        "el archivo ocupa {mb} MB: se pueden leer fotos de hasta {max} MB"
    ),
    ScanNotImage => (
        "this file is not a photo (a JPEG or PNG image)",
        "diese Datei ist kein Foto (ein JPEG- oder PNG-Bild)",
        "este archivo no es una foto (una imagen JPEG o PNG)"
    ),
    ScanNoBoard => (
        "no puzzle found in the photo: take it from above, with the whole board in view",
        "kein Puzzle im Foto gefunden: von oben fotografieren, mit dem ganzen Brett im Bild",
        "no se encontró ningún puzzle en la foto: hazla desde arriba, con todo el tablero a la vista"
    ),
    ScanTwoBoards => (
        "two puzzles in the photo: take one at a time",
        "zwei Puzzles im Foto: eines nach dem anderen fotografieren",
        "dos puzzles en la foto: haz una foto de cada uno"
    ),
    ScanSize => (
        "a {size} board cannot be scanned: sizes from 2×2 to 6×6",
        "ein {size}-Brett kann nicht gescannt werden: Größen von 2×2 bis 6×6",
        "un tablero {size} no se puede escanear: tamaños de 2×2 a 6×6"
    ),
    ScanNoGrid => (
        "the board was found but its tiles could not be told apart: more light, less glare",
        "das Brett wurde gefunden, aber seine Steine sind nicht zu unterscheiden: mehr Licht, weniger Spiegelung",
        "se encontró el tablero pero no se distinguen sus fichas: más luz, menos reflejos"
    ),
    ScanBench => (
        "{photos} held-out photos ({sizes}{known}): {exact} read exactly, {silent} wrong with no cell flagged, {flagged} wrong with cells flagged, {failed} not read",
        "{photos} zurückgehaltene Fotos ({sizes}{known}): {exact} genau gelesen, {silent} falsch ohne markiertes Feld, {flagged} falsch mit markierten Feldern, {failed} nicht gelesen",
        "{photos} fotos reservadas ({sizes}{known}): {exact} leídas exactamente, {silent} erróneas sin casilla marcada, {flagged} erróneas con casillas marcadas, {failed} sin leer"
    ),
    ScanCorners => (
        "eight numbers, x,y of each of the board's four corners in the photo's pixels (e.g. 120,80,600,90,610,560,110,570)",
        "acht Zahlen, x,y jeder der vier Ecken des Bretts in Pixeln des Fotos (z. B. 120,80,600,90,610,560,110,570)",
        "ocho números, x,y de cada una de las cuatro esquinas del tablero en píxeles de la foto (p. ej. 120,80,600,90,610,560,110,570)"
    ),
    ScanBenchKnown => (", size given", ", Größe angegeben", ", tamaño indicado"),
    ScanBenchOutline => (
        ", outline given",
        ", Umriss angegeben",
        ", contorno indicado"
    ),
    ScanBenchTime => (
        "time per photo: median {median} ms, p95 {p95} ms, max {max} ms",
        "Zeit je Foto: Median {median} ms, p95 {p95} ms, Maximum {max} ms",
        "tiempo por foto: mediana {median} ms, p95 {p95} ms, máximo {max} ms"
    ),
}

impl CliKey {
    /// The template in `lang` with its `{values}` filled.
    pub fn fill(self, lang: Lang, values: &[(&str, &dyn std::fmt::Display)]) -> String {
        let mut out = self.text(lang).to_string();
        for (name, value) in values {
            out = out.replace(&format!("{{{name}}}"), &value.to_string());
        }
        out
    }
}
