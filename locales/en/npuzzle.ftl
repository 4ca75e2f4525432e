# English: the source every other language translates (keep its message ids and { $placeholders }).
# Fluent syntax: https://projectfluent.org/fluent/guide/ (one message per id; a count chooses its
# plural form with { $n -> [one] … *[other] … }). docs/translating.md says how to add or fix a language.

## The language itself

# The language's own name, as its speakers write it (the language menu lists every language so).
language-name = English
# ltr, or rtl for a language written right to left (the page mirrors its layout).
language-direction = ltr
# The label of the page's language menu.
language = Language

## The board

board-region = Puzzle board
board-role = puzzle board
board-keys = Arrow keys slide a tile into the gap: the tile moves the way the arrow points.
moves-label = Moves:
solved-badge = Solved!
board-hint = Click or tap a tile next to the gap, swipe, or focus the board and use the arrow keys.
goal-label = { $size } board, goal: { $kind }
blank-last = blank last
blank-first = blank first
blank = blank
describe = Puzzle board, { $size }: { $rows }

## The board panel

board-title = Board
tabs = Panels
# A panel whose code loads the first time it shows (the Study panel, the exercise maker):
# while it comes, and when it did not.
panel-loading = Loading this panel…
panel-not-loaded = This panel could not be loaded. Check the connection: it is tried again in a few seconds.
tab-study = Study
tab-share = Share
node-board = Node { $node }'s board: { $rows }
size = Size
puzzle-name = { $n }-puzzle
goal = Goal
goal-end-option = Blank last (1 2 3 / … / _)
goal-start-option = Blank first (_ 1 2 / …)
shuffle = Shuffle
scramble = Scramble
scramble-moves = Scramble moves
moves-unit = moves
reset = Reset
board-text = Board as text
board-text-help = (paste or type: rows on lines or separated by /, blank as 0, _ or .)
use-board = Use this board
scan-puzzle = Scan a puzzle…
scan-not-loaded = Scan could not be loaded ({ $why }). Check the connection and try again.

## The solve panel

solve-title = Solve
algorithm = Algorithm
heuristic = Heuristic
option-auto = Auto (fastest optimal)
option-fast = Fast (any size, not shortest)
name-bfs = Breadth-first search
name-dfs = Depth-first search
name-iddfs = Iterative deepening DFS
# Soft hyphens (U+00AD) let the long word break in Compare's narrow first column.
name-bibfs = Bi­direc­tional BFS
name-greedy = Greedy best-first
name-a-star = A*
name-ida-star = IDA*
name-auto = Auto
name-fast = Fast mode
option-hamming = Hamming (misplaced tiles)
name-hamming = Hamming
name-manhattan = Manhattan
name-linear-conflict = Linear conflict
large-note = Large board: Fast finds a solution at once but not necessarily the shortest.
solve = Solve
cancel = Cancel
tree-depth = Tree Depth: { $n }
f-bound = f-bound: { $n }
depth = Depth: { $n }
expanded = Expanded
frontier = Frontier
time = Time
seconds = s
preparing = First solve of this size: preparing tables for { $size }… { $pct }%
length = Length
optimal = Optimal
enqueued = Enqueued
largest-frontier = Largest frontier
yes = yes
not-guaranteed = not guaranteed
ms = { $ms } ms
ms-with-tables = { $ms } ms ({ $tables } ms tables)

## Playback

playback = Playback
jump-start = Jump to start
step-back = Step back
play = Play
pause = Pause
step-forward = Step forward
jump-end = Jump to end
speed = Speed
step-of = Step { $step } of { $total }
step-of-tile = Step { $step } of { $total }: tile { $tile } { $way }
step-of-done = Step { $step } of { $total }: goal reached.
move-button = Move { $i }: tile { $tile } { $way }
moves-shown = Moves { $from }–{ $to } of { $total }
moves-earlier = Earlier moves
moves-later = Later moves
move-list-help = The move list shows each tile and the way it slides.

## Studying the search

study-title = Study the search
hint-button = Hint
thinking = Thinking…
hint-next = Next: slide { $tile } { $way }. { $n ->
        [one] { $n } move
       *[other] { $n } moves
    } to go (a shortest solution).
hint-next-about = Next: slide { $tile } { $way }. About { $n ->
        [one] { $n } move
       *[other] { $n } moves
    } to go.
hint-none = No hint: the solver found no solution in time.
already-solved = Already solved!
show-heuristics = Show the heuristics on the board
heuristic-totals = Hamming { $hamming } · Manhattan { $manhattan } · Linear conflict { $lc }
ghf = Step { $g }: g = { $g }, h = { $h } ({ $heuristic }), f = g + h = { $f }
overlay-help = Each tile's corner shows its Manhattan distance; tiles on their goal cell are green; orange lines join tiles in linear conflict.
copy-assignment = Copy as the assignment prints it
step-title = Step through the search
trace-start = Record the search
trace-help = Records the chosen algorithm on this board, then steps through it: every node expanded, every child generated.
trace-needs-algorithm = Step through needs one of the searches taught: pick any algorithm but Auto and Fast under Solve.
recording = Recording the search…
trace-ready = Recorded: step through it below.
trace-limited = Recorded the first { $n ->
        [one] event
       *[other] { $n } events
    } (the recording's limit): step through them below.
trace-reset = To the start
trace-back = Back
trace-run = Run
trace-step = Step
trace-end = To the end
trace-close = Close
trace-status = Event { $step } of { $total } · expanded { $expanded } · generated { $generated }
trace-start-event = The start: nothing expanded yet.
event-iteration = New iteration: bound { $bound }.
event-expand = Expand node { $node } (g { $g }, h { $h }, f { $f }).
event-expand-back = Expand node { $node } (from the goal; g { $g }, h { $h }, f { $f }).
event-generate = Child by moving the blank { $via }: g { $g }, h { $h }, f { $f }: { $fate }.
event-goal = Goal found: node { $node }.
fate-new = new, joins the frontier
fate-within = within the bound, searched next
fate-seen = already seen, dropped
fate-reopened = reached by a shorter path, queued again
fate-over-bound = f over the bound, cut off
fate-met = reached by the search from the other end: the two searches meet
# Bidirectional BFS searches from the start and from the goal: a frontier row of the goal's
# search is marked with side-goal, and its expansions read event-expand-back.
side-goal = from the goal
children = Children of the node being expanded
frontier-caption = Frontier, next first: { $n ->
        [one] { $n } node
       *[other] { $n } nodes
    }
frontier-caption-pick = Frontier in the order its nodes were made (the next is not necessarily first): { $n ->
        [one] { $n } node
       *[other] { $n } nodes
    }
frontier-none = IDDFS and IDA* keep no frontier: they go depth-first within the bound.
col-move = Blank moves
col-node = Node
col-what = What became of it
predict-label = Predict: pick the node expanded next
pick-label = Pick node { $node }
pick = Pick
rule-bfs = BFS takes the oldest node in the frontier (first in, first out)
rule-dfs = DFS takes the newest node in the frontier (last in, first out)
rule-greedy = greedy search takes the smallest h (ties: the oldest)
rule-a-star = A* takes the smallest f = g + h (ties: the smaller h, then the oldest)
rule-greedy-newest = greedy search takes the smallest h (ties: the newest)
rule-a-star-oldest = A* takes the smallest f = g + h (ties: the oldest)
rule-a-star-newest = A* takes the smallest f = g + h (ties: the newest)
settings-title = Search settings
settings-help = Course exercises fix these. The order of the blank's moves applies to every search but Auto and Fast, the tie-break to greedy and A*, the goal test to BFS.
order-label = Order of the blank's moves
ties-label = Ties
ties-deeper = smaller h first, then the oldest
ties-oldest = the oldest first (first in, first out)
ties-newest = the newest first (last in, first out)
code-title = The algorithm, line by line
code-line = Line { $n }: { $code }
code-duplicates = duplicate detection: each board is kept once
code-dfs-order = pushed last to first, so the first move is popped first
code-reopen = a shorter path to it was found
code-tree-depth = the Tree Depth
code-next-bound = the smallest f that went over the bound
code-cut = cut off: not searched in this iteration
code-level = a whole level at a time, so the first meeting is a shortest path
code-meet = the two searches meet: the path runs from the start to the child, then to the goal
# The pseudocode, line by line, as a textbook in the language prints it: keep each line's
# structure and symbols (←, [ ], ( ), ∞, f, g, h); the words and names may be the language's.
pc-start-queue = frontier ← queue [start]; reached ← {"{"}start{"}"}
pc-start-stack = stack ← [start]; reached ← {"{"}start{"}"}
pc-start-priority = frontier ← priority queue by { $by }: [start]
pc-goal-start = if start is the goal: return start
pc-while-frontier = while frontier is not empty:
pc-while-stack = while stack is not empty:
pc-pop-first = node ← frontier.pop_first()
pc-pop-stack = node ← stack.pop()
pc-pop-min = node ← frontier.pop_min()
pc-goal-node = if node is the goal: return node
pc-moves = for move in [{ $order }]:
pc-moves-reversed = for move in reversed([{ $order }]):
pc-child = child ← node + move
pc-child-g = child ← node + move; g(child) ← g(node) + 1
pc-goal-child = if child is the goal: return child
pc-seen = if child in reached: skip it
pc-seen-g = if child reached with g ≤ g(child): skip it
pc-reopen = if child reached with a larger g: queue it again
pc-push-frontier = reached.add(child); frontier.push(child)
pc-push-stack = reached.add(child); stack.push(child)
pc-push-g = reached[child] ← g(child); frontier.push(child)
pc-fail = return failure
pc-start-bound = bound ← h(start)
pc-start-limit = limit ← 0
pc-loop = loop:
pc-iterate = next ← ∞; if search(start, 0) is found: return its path
pc-next-bound = bound ← next
pc-next-limit = limit ← limit + 1
pc-function-g = function search(node, g):
pc-function-depth = function search(node, depth):
pc-goal-found = if node is the goal: return found
pc-moves-no-undo = for move in [{ $order }], but not the one undoing the last:
pc-child-f = child ← node + move; f ← g + 1 + h(child)
pc-cut-f = if f > bound: next ← min(next, f); skip it
pc-cut-depth = if depth + 1 > limit: skip it
pc-recurse-g = if search(child, g + 1) is found: return found
pc-recurse-depth = if search(child, depth + 1) is found: return found
pc-not-found = return not found
pc-start-two = front ← queue [start]; back ← queue [goal]; reached ← {"{"}start: front, goal: back{"}"}
pc-while-two = while front and back are not empty:
pc-take-level = level ← the smaller of front and back (front on a tie), emptied
pc-for-level = for node in level:
pc-meet = if child was reached from the other end: return the path start → child → goal
pc-push-side = reached[child] ← the side of node; push child onto that side
pc-move-up = up
pc-move-down = down
pc-move-left = left
pc-move-right = right
pc-order = { $a }, { $b }, { $c }, { $d }
goal-test-label = Goal test
goal-at-generation = when a node is generated
goal-at-expansion = when a node is expanded
node-value = node { $node } has { $what } = { $v }
node-age = node { $node } was generated as number { $node }
predict-right = Right: { $rule }; { $why }.
predict-wrong = Not quite: node { $next } is next. { $rule }; { $why }, and { $yours }.
predict-skipped = Skipped without a pick: node { $next } was next. { $rule }.
tree-title = The search tree
tree-collapse = Only the way to the frontier and the goal
tree-summary = Search tree: { $n ->
        [one] { $n } node
       *[other] { $n } nodes
    } drawn ({ $expanded } expanded, { $open } open, { $cut } cut off, { $hidden } hidden), depth { $depth }. { $path }
tree-path = The path to the goal: nodes { $nodes }.
tree-legend = Blue: open. Grey: expanded. Green: the path to the goal. Red: cut off by the bound. Point at a node, or select the tree and use the arrow keys, for its board.
tree-node-info = Node { $node }: g { $g }, h { $h }, f { $f }. Board: { $board }
tree-too-big = The first { $n ->
        [one] node is
       *[other] { $n } nodes are
    } drawn.
chart-depth = Nodes generated per depth
chart-frontier = Frontier size at each expansion
chart-depth-text = Nodes per depth: { $values }.
chart-frontier-text = Frontier size from { $first } to { $last }, largest { $max }.
experiment-title = The textbook's experiment
experiment-help = For each depth d, 8-puzzles whose shortest solution takes exactly d moves, drawn at random from all of them; each ticked search solves each one. The table gives the mean nodes generated and, in brackets, the effective branching factor b*: the b with N + 1 = 1 + b + b² + … + b^d. A search past { $n } nodes on a board shows –. The same seed gives the same numbers as npuzzle experiment.
experiment-depths = Depths (from..to:step, or a list)
experiment-count = Boards per depth
experiment-seed = Seed
experiment-searches = Searches
experiment-run = Run the experiment
experiment-running = Running the experiment…
experiment-done = The experiment is done.
experiment-bad-depths = “{ $depths }” is not a list of depths: write from..to:step (such as 2..24:2) or a list (such as 2,4,8), each 0 to 31.
experiment-cancelled = Cancelled: the rows so far stay.
experiment-no-search = Tick at least one search.
experiment-caption = Mean nodes generated (b*), by solution depth d
experiment-chart = Nodes generated by depth (log scale)
compare-title = Compare the searches
compare-button = Compare all searches
compare-help = Runs every algorithm with each heuristic on this board, one after another, each with at most { $n ->
        [one] { $n } node
       *[other] { $n } nodes
    }.
comparing = Comparing every search on this board.
compared = Compared { $n ->
        [one] { $n } search
       *[other] { $n } searches
    }.
compare-cancelled = Comparison cancelled.
copy-csv = Copy CSV
copy-markdown = Copy Markdown
col-algorithm = Algorithm
col-heuristic = Heuristic
col-chart = Expanded (log scale)
status-waiting = waiting
status-running = running
status-solved = solved
status-limit = node limit
status-cancelled = cancelled
status-failed = failed
play-row = Play
play-row-label = Play the solution of { $algo }
playing-row = Playing the solution of { $algo }.

## Graded exercises (the student's panel)

ex-title = Exercise
ex-cannot-start = This exercise cannot start: { $why }
ex-ask-teacher = Tell whoever set it.
ex-task-play = Reach the goal by hand in as few moves as you can. You pass with at most { $slack ->
        [one] { $slack } move
       *[other] { $slack } moves
    } more than the shortest solution.
ex-task-predict = Predict the next { $n } expansions of { $algo }: before each one, pick the frontier node you think it expands next. You pass with { $pass }% right.
ex-task-children = For each of the next { $n } expansions of A* with { $heuristic }, give g, h and f = g + h of every child it generates. You pass with { $pass }% right.
ex-task-heuristic = Write a heuristic h for the 8-puzzle in the lab's formula language (such as manhattan + 2*conflicts). It is checked on all 181,440 boards and raced with A* against Manhattan on { $boards } boards. You pass when h is admissible and generates at most { $pass }% of Manhattan's nodes.
ex-submit-h = Hand in h
ex-grading = Checking h on every board, then racing it against Manhattan…
ex-h-raced = Admissible. On the race's boards h generated { $own } nodes, Manhattan { $manhattan }: { $percent }% of Manhattan's.
ex-h-race-caption = Nodes generated on the race's 20 boards at each solution depth d
ex-h-over-budget = Admissible, but A* with h went past { $max ->
        [one] { $max } node
       *[other] { $max } nodes
    } on the race's boards: more than Manhattan needs for all 120, whichever are drawn.
ex-h-seed = This attempt's race boards were drawn with seed { $seed }: npuzzle heuristic grade --seed { $seed } grades h on the same boards.
ex-no-grade = h could not be graded ({ $why }). Hand it in again.
ex-progress = { $done } of { $n }
ex-attempt = Attempt { $n }
ex-moves-so-far = Moves: { $moves }
ex-hints-used = Hints used: { $n }
ex-hints-left = Hints used: { $n } of { $max }
ex-score = Score: { $raw } of { $max } ({ $percent }%)
ex-play-score = { $moves ->
        [one] { $moves } move
       *[other] { $moves } moves
    }; the shortest solution takes { $optimal }.
ex-passed = Passed: { $raw } of { $max } (attempt { $attempt }).
ex-failed = Not passed: { $raw } of { $max } (attempt { $attempt }).
ex-try-again = Try again
ex-keep-best = The course keeps your best result: another attempt cannot lower it.
ex-keep-last = The course keeps your last result: another attempt replaces this one, even if it scores less.
ex-started = A new attempt has started.
ex-pick-prompt = Which node is expanded next?
ex-expanding = Expanding node { $node }: give g, h and f of each child.
ex-child = Child
ex-child-via = blank { $way }
ex-value-of = { $value } of the child by the blank { $way }
ex-check = Check
ex-children-verdict = { $right } of { $n ->
        [one] { $n } child
       *[other] { $n } children
    } right.
ex-child-right = right
ex-child-wrong = wrong: g = { $g }, h = { $h }, f = { $f }
ex-waiting = Preparing the exercise…
ex-restored = Your attempt was restored where you left it.
ex-saved-damaged = A saved attempt here was damaged and has been set aside: a new attempt starts.
ex-saved-version = A saved attempt from another version of the app has been set aside: a new attempt starts.
ex-not-kept = This browser keeps nothing for this page, so a reload starts the attempt again.
ex-no-optimal = The shortest solution is not known, so the attempt cannot be scored yet ({ $why }).
ex-no-more-hints = No more hints in this exercise.
ex-board-held = The board does not move now: it belongs to the exercise.
ex-move-cap = The attempt ended after { $n ->
        [one] { $n } move
       *[other] { $n } moves
    } without reaching the goal.
puzzle-numbered = Puzzle { $n }
ex-board-fixed = The exercise's board cannot be changed while it runs.
ex-restarted = The exercise changed: a new attempt has started.
ex-resume-ignored = A saved attempt given while the exercise runs was ignored.
ex-delivered = Your result has reached the course.
ex-pending = Your result has not reached the course yet; it is kept and will be sent again.
ex-no-session = The course is not taking results now: yours is kept here and sent when you next open this exercise.
ex-bad-board = the board “{ $v }” is not usable: { $why }
ex-bad-task = the task “{ $v }” is not one: use play, predict or children
ex-bad-id = the exercise id “{ $v }” is not usable: up to { $max } letters, digits, - _ . or :
ex-bad-count = count “{ $v }” is not a number of questions from 1 to { $max }
ex-bad-slack = slack “{ $v }” is not a number of moves from 0 to { $max }
ex-bad-hints = hints “{ $v }” is not on, off or a number from 0 to { $max }
ex-bad-pass = pass “{ $v }” is not a pass mark: give a fraction (0.8) or a percentage (80%)
ex-setting = { $field }: { $why }
ex-bad-keep = keep “{ $v }” is neither best nor last
ex-too-large = a { $size } board is too large for an exercise: at most { $max ->
        [one] { $max } cell
       *[other] { $max } cells
    }
ex-unsolvable = the board cannot reach the goal, so no task can use it
ex-already-goal = the board is already the goal: there is nothing to do
ex-needs-predictable = predict needs BFS, DFS, greedy or A*, not { $algo }
ex-needs-a-star = children needs A*, not { $algo }

## The Exercise panel (a teacher's, beside Share)

au-title = Exercise (for teachers)
au-help = Make a graded exercise of this board and search. Students see the task, their progress and their score; results reach your course page or LMS.
au-task = Task
au-task-play = Play: reach the goal in few moves
au-task-predict = Predict the next expansions
au-task-children = g, h and f of the children (A*)
au-task-heuristic = Write an admissible heuristic
au-count = Questions
au-slack = Moves allowed over the shortest
au-hints-name = Hints
au-hints-on = Allowed, each counted
au-hints-off = None
au-hints-most = At most { $n }
au-pass = Pass mark
au-id = Exercise id (optional)
au-keep = The LMS keeps
au-keep-best = The best attempt
au-keep-last = The last attempt
au-preview = Preview as a student
au-copy-link = Copy the link
au-copy-iframe = Copy the iframe
au-copy-element = Copy the element
au-format = Package for
au-format-help = SCORM 1.2: Moodle, Canvas and nearly every LMS. SCORM 2004: Blackboard, Brightspace, ILIAS, Open edX (which take 1.2 too). cmi5: LMSes built on xAPI and a learning record store.
au-download = Download for your LMS
au-invalid = Not ready: { $why }
ex-packing = Making the package…
ex-packed = The package ({ $kb } KB) was downloaded: upload it to your LMS as a { $format } package.
ex-pack-failed = The package could not be made: { $why }
ex-pack-bad-name = files.json names “{ $name }” { $why ->
        [parent] outside the site (..)
        [absolute] from the root (/)
        [backslash] with a backslash
        [colon] with a colon (C:, an address)
        [empty] with an empty or “.” part
        [duplicate] twice
       *[character] with ?, #, % or a hidden character
    }: build the site again.

## The class view (a teacher's launch of a link in the LMS: the students' attempts, grades and answers)

# The page's title: { $title } is the link's title in the LMS (class-untitled when it has none).
class-title = { $title }: the class
class-untitled = N-puzzle exercise
class-boardless = This link's exercise sets no board, so its attempts are not graded: each student's page would choose its own. Add the exercise again with a board.
class-no-column = This link has no gradebook column: grades are kept here only. Add the exercise with the LMS's content selection (Deep Linking) to have one.
class-find = Find a student
class-no-students = No student has opened this exercise yet.
class-no-answers = No answers yet.
# The questions' table: its name (for screen readers), caption and columns.
class-questions = Questions
class-questions-caption = Questions: each student's latest answer
class-question = Question
class-right = Right
class-right-answer = Right answer
class-wrong-answers = Common wrong answers
# The share of the students who answered a question that got it right.
class-share = { $percent }% ({ $right } of { $students })
# No wrong answer to a question.
class-no-wrong = none
# The students' table: its name (for screen readers), caption and columns.
class-students = Students
class-students-caption = Students who opened the exercise
class-student = Student
class-attempts = Attempts
class-grade = Grade
class-gradebook = Gradebook
class-last-seen = Last seen (UTC)
# A student's attempts: how many begun, how many ended (counts: give the plural forms your
# language needs).
class-attempts-count = { $begun } begun, { $ended } ended
class-no-grade = none yet
class-grade-passed = { $raw } of { $max }, passed
class-grade-failed = { $raw } of { $max }, not passed
# Where a student's grade is on its way to the LMS's gradebook.
class-nothing-to-send = nothing to send
class-sent = sent
class-no-column-yet = no column
class-on-its-way = on its way
# { $why } is the LMS's answer, as it gave it (often in English).
class-waiting = waiting: { $why }
class-refresh = Refresh
class-download = Download every answer (CSV)
class-open-exercise = Open the exercise as a student sees it
class-stopped = This view no longer updates: launch the exercise again from the course to see new answers.
# A student's attempts in the class view, each a button: { $attempt } is its number, with
# class-attempt-graded and class-attempt-latest in brackets where they apply.
class-open-attempt = Open attempt:
class-attempt-graded = graded
class-attempt-latest = latest
class-open-attempt-label = Open { $who }'s attempt { $attempt }
# The notice atop a student's attempt opened by the teacher from the class view.
class-review-ended = { $who }'s attempt { $attempt }, as they left it (ended).
class-review-open = { $who }'s attempt { $attempt }, as they left it (not ended).
class-review-note = This is their attempt, not yours: nothing done here is kept or sent.
# The class page for a cmi5 course (class.html): it reads the answers from the course's learning
# record store (LRS) in the teacher's browser. Its tables' other words are the class view's above.
class-lrs-title = Class answers from a record store
class-lrs-tagline = For a cmi5 course: each question across the class, each student's answers, and every answer as CSV, read from your learning record store (LRS).
class-lrs-endpoint = Record store address (xAPI endpoint)
class-lrs-endpoint-help = Your LMS or LRS shows it beside its keys; it usually ends in /xAPI/ or /data/xAPI/.
class-lrs-key = Key (user name)
class-lrs-secret = Secret (password)
class-lrs-secret-help = A key that may read statements. It stays in this page: never in the address, never stored.
class-lrs-activity = The exercise's AU (activity id)
class-lrs-activity-help = The id of the <au> in the package's cmi5.xml, urn:npuzzle:au:npuzzle- and the exercise's id, unless your LMS gives AUs ids of its own: then the AU's details in the LMS show it (the launch URL's activityId).
class-lrs-show = Show the class
class-lrs-questions-table = Questions table
# A student's answers: the table's caption and name; the line that opens it, with how many
# questions they answered, how many right (their latest answer to each) and how many answers.
class-lrs-answers-of = Answers of { $name }
class-lrs-student-summary = { $name }: { $right } of { $questions } right (latest answers), { $answers ->
        [one] { $answers } answer
       *[other] { $answers } answers
    }
# The columns of a student's answers; an answer's result.
class-lrs-answer = Answer
class-lrs-result = Result
class-lrs-seconds = Seconds
class-lrs-when = Answered (UTC)
class-lrs-yes = right
class-lrs-no = wrong
class-lrs-reading = Reading the record store…
class-lrs-live = { $answers ->
        [one] { $answers } answer
       *[other] { $answers } answers
    } from { $students ->
        [one] { $students } student
       *[other] { $students } students
    }. Updated live while this page is shown.
# { $time } is the time of day in the teacher's language.
class-lrs-updated = Last read at { $time }.
class-lrs-paused = Paused while this page is hidden.
class-lrs-none-yet = No answers to this exercise yet. They appear here as students answer. If students have answered, check the AU's activity id.
class-lrs-bad-endpoint = The record store address must be a full http:// or https:// address, such as https://lrs.example.org/xAPI/.
class-lrs-insecure = This page is served over HTTPS, so the browser will not let it read a record store at an http:// address. Use the store's https:// address.
class-lrs-no-key = Type the key and the secret.
class-lrs-key-in-address = Type the key and the secret in their own fields, not in the record store's address.
class-lrs-no-activity = Type the AU's activity id.
class-lrs-credentials = The record store refused the key and secret (HTTP { $status }). Check them, and that the key may read statements.
# { $origin } is this page's site (https://example.org), which the store must allow (CORS).
class-lrs-network = The record store at { $endpoint } could not be reached. Check the address, and that the store allows this page's origin ({ $origin }) to read it (CORS): your LRS's settings name the origins it allows.
class-lrs-timeout = The record store did not answer within { $seconds } seconds. Trying again.
# { $what } is HTTP and its status (HTTP 404), or class-lrs-no-list.
class-lrs-not-lrs = The address answered, but not as an xAPI record store ({ $what }). Check the address: it usually ends in /xAPI/ or /data/xAPI/.
class-lrs-no-list = no list of statements
# { $detail } is the store's own answer, as it gave it (often in English).
class-lrs-refused = The record store refused the query (HTTP { $status }): { $detail }
class-lrs-failed = The record store failed (HTTP { $status }). Trying again.
# { $problem } is one of the messages above.
class-lrs-stale = Reading again failed; the answers shown are from { $time }. { $problem }
class-lrs-elsewhere = The record store's next page is on another site ({ $origin }): not followed, so the key and secret stay with this one.

## Sharing

share = Share this board
share-link = Link
share-iframe = For a course page: an iframe
share-element = For a course page: the element
share-guide = How to embed it
share-algo-auto = The link and snippets open with Auto: { $algo } may not finish a { $size } board within a page’s limits.
copy = Copy
copied = Copied to the clipboard.
copy-failed = The browser refused to copy: select the text and copy it.

## The page around the component

page-title = N-Puzzle Solver
page-tagline = Play, solve and study the sliding-tile puzzle
about-puzzle = About the puzzle
embed-guide = Put it on your course page

## Directions (the way a tile slides)

way-up = up
way-down = down
way-left = left
way-right = right

## What happened

moved = Moved { $tile } { $way }. { $n ->
        [one] { $n } move
       *[other] { $n } moves
    }.
solved-by-hand = Moved { $tile } { $way }. Solved in { $n ->
        [one] { $n } move
       *[other] { $n } moves
    }!
busy = Solving… press Cancel to play again.
shuffled = Shuffled: a random solvable board.
scrambled = Scrambled by { $n ->
        [one] { $n } random move
       *[other] { $n } random moves
    }.
scramble-bad = Scramble needs a whole number of moves from 1 to { $max }.
back-to-start = Back to the starting position.
board-from-text = Board set from the text box.
board-from-host = Board set by the page.
not-a-board = Not a board: { $why }.
no-solution = No solution possible.
no-solution-searched = No solution possible, so nothing was searched.
explain-odd = Inversions (pairs of tiles in the reverse of their goal order): { $inv }. On a board of odd width ({ $width }) every move keeps the parity of that count, and the goal has none: it must be even. { $inv } is { $parity }, { $verdict }.
explain-even = Inversions (pairs of tiles in the reverse of their goal order): { $inv }; rows between the blank and its goal row: { $rows }. On a board of even width ({ $width }) a move up or down changes the parity of both, so their sum must be even, as at the goal. { $inv } + { $rows } = { $sum } is { $parity }, { $verdict }.
even = even
odd = odd
can-reach = so the goal can be reached
cannot-reach = so the goal can never be reached: swap any two tiles to change that
searching = Searching…
lab-title = Heuristic lab
lab-help = Write your own h and check it on every board of this size against the true distances (all 181,440 for the 8-puzzle; a sample of larger boards). Names: hamming, manhattan, conflicts, n, rows, cols, blank_row, blank_col, row(t), col(t), goal_row(t), goal_col(t); sum(t: …), max(…), min(…), abs(…), + − * /, if … then … else ….
lab-formula = Your heuristic h
lab-check = Check h
lab-checking = Checking h on every board…
lab-empty = Write a formula first, e.g. manhattan + 2*conflicts.
lab-bad-formula = h cannot be used: { $why }
lab-states = { $h } on { $n ->
        [one] { $n } board
       *[other] { $n } boards
    }{ $sample }:
lab-sample = {" "}(a sample)
lab-admissible = Admissible: never above the true distance.
lab-not-admissible = Not admissible: h = { $h } on a board the goal is { $hstar ->
        [one] { $hstar } move
       *[other] { $hstar } moves
    } from.
lab-consistent = Consistent: 0 at the goal, and at most 1 apart on neighbouring boards.
lab-not-consistent = Not consistent: h = { $ha } and { $hb } on two neighbouring boards.
lab-not-a-number = Not a number on a board: h { $value ->
        [not-a-number] is NaN there (infinity minus infinity, say)
        [infinite] is infinite there
        [minus-infinite] is minus infinity there
       *[division] divides by zero there (at character { $at })
    }. A heuristic must be a number on every board, so h is neither admissible nor consistent.
lab-close = Mean h/h*: { $ratio }; at least Manhattan on { $pct }% of the boards.
lab-race = Race h
lab-racing = The race runs in the experiment above: A* and IDA* with h against Hamming, Manhattan and linear conflict.
lab-step = Step through it
lab-step-needs-informed = Choose greedy search, A* or IDA* under Solve: they take a heuristic.
lab-stepping = Recording the search with h: step through it above, under “Record the search”.
lab-your-h = your h
# A heuristic formula's errors (the lab, the heuristic task, `npuzzle heuristic`). The formula
# language's names (hamming, sum, then, else, …) are code: keep them as written. $want is 1
# (every function that counts its arguments takes one).
formula-at = at character { $at }: { $problem }
formula-too-long = the formula is too long: { $n } characters, at most { $max }
formula-too-deep = nested more than { $depth } deep
formula-expected = expected { $what ->
        [operator] an operator or the end
        [operand] a number, a name or “(”
        [close] “)”
        [comma] “,” or “)”
        [open] “(” after the function's name
        [then] “then”
        [else] “else”
       *[binding] a tile's name and “:” (sum(t: …))
    }, found { $found ->
        [end] the end
        [arguments] arguments
       *[text] “{ $text }”
    }
formula-unexpected = “{ $text }” is not part of the language
formula-bad-number = “{ $text }” is not a number
formula-unknown-name = unknown name “{ $name }” (the names are { $names })
formula-arguments = { $name } takes { $want } argument, not { $got }
formula-too-slow = the formula takes about { $cost } steps a board: at most { $max }
formula-division = division by zero
formula-no-such-tile = { $tile } is not a tile of the board
formula-not-a-number = the value is { $value ->
        [not-a-number] NaN
        [infinite] infinite
        [minus-infinite] minus infinity
       *[division] a division by zero
    }, not a number
formula-on-board = { $why } (on the board { $board })
formula-too-large = too many states to check each: the board has { $cells } cells, at most { $max } are checked
experiment-longer = { $n } not shortest
lab-load = Load this board
lab-load-neighbour = Load the first of the two
improvement = { $n ->
        [one] { $n } move
       *[other] { $n } moves
    } found; the shortest takes at least { $bound } (proved). Still searching…
kept-best = Stopped. The best answer found stays: { $n ->
        [one] { $n } move
       *[other] { $n } moves
    }; the shortest takes at least { $bound } (proved).
searching-announce = Searching for a solution.
starting = Starting the solver…
queued = Waiting for the solver (another puzzle on this page is using it)…
cancelled = Cancelled. The board is as it was.
cancelled-announce = Search cancelled.
refused = The solver refused the job: { $why }
one-move = 1 move
n-moves = { $n ->
        [one] { $n } move
       *[other] { $n } moves
    }
optimal-word = optimal
not-shortest = not necessarily shortest
solved-by = Solved by { $algo }: { $moves }, { $optimal }.
solved-by-with = Solved by { $algo } with { $h }: { $moves }, { $optimal }.
solved-by-how = Solved by { $algo } ({ $how }): { $moves }, { $optimal }.
tables-kept = Tables ready in { $t }, kept for the next solves.
solved-announce = Solved: { $moves }, { $optimal }.
limit = Stopped at the node limit: { $expanded ->
        [one] { $expanded } node
       *[other] { $expanded } nodes
    } expanded, { $enqueued } enqueued, depth { $depth } reached, { $s } s. This board needs a stronger method: try A* or IDA* with linear conflict, or Auto.
limit-announce = The search hit its node limit.
search-ended = Search ended: { $status }.
worker-stopped = The solver stopped ({ $why }). Your board is as it was. { $next }
worker-restarted = A fresh solver has been started: solve again, or pick a search that stores fewer nodes (A* or IDA* instead of BFS).
worker-retry = The next Solve tries to start it again.
worker-stopped-announce = The solver stopped.
no-workers = This browser cannot run the solver (Web Workers are needed).
solver-refused = The solver cannot start on this page: the page's Content-Security-Policy refuses it ({ $directive }). Whoever runs the page can allow it, as the embedding guide says.
solver-not-loaded = The solver could not be loaded ({ $why }). Check the connection: the next Solve tries again.

## Settings that were ignored (URL parameters, attributes, options)

ignored-too-long = The { $name } given was ignored: { $why }.
ignored-board = The board “{ $v }” was ignored: { $why }.
ignored-size = The size “{ $v }” was ignored: use e.g. 3x3 or 4x4.
ignored-goal = The goal “{ $v }” was ignored: use end or start.
ignored-algorithm = The algorithm “{ $v }” was ignored: use bfs, dfs, iddfs, greedy, astar, idastar, auto or fast.
ignored-heuristic = The heuristic “{ $v }” was ignored: use hamming, manhattan or linear-conflict.
ignored-own-heuristic = The heuristic was ignored: { $algo } picks its own (greedy, astar and idastar take one).
ignored-controls = The controls “{ $v }” were ignored: use full, none, or a list of play, solve and study.
ignored-autoplay = autoplay “{ $v }” was ignored: use 1 or 0.
ignored-lang = The language “{ $v }” was ignored: use one of { $langs }.
ignored-lang-menu = lang-menu “{ $v }” was ignored: use 1 or 0.
ignored-order = The order “{ $v }” was ignored: give the four moves once each, e.g. udlr.
ignored-ties = ties “{ $v }” was ignored: use deeper, oldest or newest.
ignored-goal-test = goal-test “{ $v }” was ignored: use generation or expansion.
ignored-packaged = “{ $v }” in the address was ignored: the package fixes it.
ignored-unknown = Unknown setting “{ $v }” was ignored.
size-board-disagree = The size { $size } does not match the { $board } board; the board wins.

## What is wrong with a board (the core's errors)

err-empty = the board is empty: type the tiles, e.g. 1 2 3 / 4 5 6 / 7 8 0
err-token = “{ $token }” (item { $i }) is not a tile number or a blank (0, _, . or nil)
err-too-small = a { $size } board is too small: both sides must be at least { $min }
err-text-too-long = the text is { $bytes } bytes long, more than any board: at most { $max } bytes are read
err-side-too-large = { $side } is too large for the side of a board: sides can be at most { $max }
too-many-digits = a number of more than 20 digits
err-too-large = a { $size } board is too large: sides can be at most { $max }
err-not-square = { $count ->
        [one] { $count } tile does
       *[other] { $count } tiles do
    } not make a square board (a 3×3 needs 9, a 4×4 needs 16); put rows on separate lines or give the size first
err-ragged = row { $row } has { $found ->
        [one] { $found } tile
       *[other] { $found } tiles
    } but row 1 has { $expected }
err-tile-count = a { $size } board needs { $expected } tiles but { $found ->
        [one] { $found } was
       *[other] { $found } were
    } given
err-no-blank = the board has no blank: write it as 0, _, . or nil
err-two-blanks = the board has two blanks, at { $first } and at { $second }
err-out-of-range = tile { $tile } at { $at } is out of range: this board's tiles are 1 to { $max }
err-duplicate = tile { $tile } appears twice, at { $first } and at { $second }
err-missing = tile { $tile } is missing
err-too-many-moves = a scramble of { $moves ->
        [one] { $moves } move
       *[other] { $moves } moves
    } is too long: at most { $max }
pos = row { $row }, column { $col }
verbatim = { $text }
join = { $a } { $b }

## The assignment's printout (the command line prints the same)

assignment-counts =
    Number of moves = { $moves }
    Number of states enqueued = { $enqueued }
assignment-no-solution = No solution possible


## Solve

cli-solved-by = Solved by { $algo }{ $heuristic }: { $shortest }, { $expanded ->
        [one] { $expanded } node
       *[other] { $expanded } nodes
    } expanded, { $ms } ms
cli-shortest = shortest
cli-not-shortest = not guaranteed shortest
cli-stopped = Search stopped ({ $status }): { $expanded ->
        [one] { $expanded } node
       *[other] { $expanded } nodes
    } expanded, { $generated } generated, depth { $depth }, { $ms } ms
cli-best-kept = Best answer found: { $length ->
        [one] { $length } move
       *[other] { $length } moves
    } (not proved shortest); the shortest takes at least { $bound } (proved)
cli-improved = { $ms } ms: { $length ->
        [one] { $length } move
       *[other] { $length } moves
    } found; the shortest takes at least { $bound } (proved)
cli-limit-advice = the search hit its node or time limit: --max-nodes and --time-limit raise them, --algo fast answers at once (not necessarily shortest)
cli-slow-note = note: a shortest solution of a { $size } board can take minutes or end at the node limit; --algo fast answers at once (not necessarily shortest)
cli-why-no-solution = why: { $why }
cli-boards-left-out = ... { $left ->
        [one] { $left } board
       *[other] { $left } boards
    } left out: printing all { $boards } would write about { $size }, over the --print-limit of { $mb } MB (-q prints the moves alone)

## Reading the input

cli-invalid-board = invalid board: { $why }
cli-bad-option = { $option }: { $why }
cli-race-longer = { $algo } with h: { $longer } of { $solved ->
        [one] { $solved } answer
       *[other] { $solved } answers
    } longer than the shortest
cli-grade-passed = Passed: { $raw } of { $max } (at most { $pass }% of Manhattan's nodes allowed).
cli-grade-failed = Not passed: { $raw } of { $max } (at most { $pass }% of Manhattan's nodes allowed).
cli-grade-seed = The race's boards: 20 at each depth, drawn with seed { $seed }.
cli-bad-formula = the formula cannot be used: { $why }
cli-heuristic-checked = { $formula } on every { $size } board that reaches the goal ({ $states }):
cli-heuristic-sampled = { $formula } on a sample of { $states ->
        [one] { $states } { $size } board
       *[other] { $states } { $size } boards
    } (scrambles of up to 40 moves, solved optimally):
cli-heuristic-admissible = admissible: never above the true distance
cli-heuristic-not-admissible = not admissible: { $board } has h = { $h }, but the goal is { $hstar ->
        [one] { $hstar } move
       *[other] { $hstar } moves
    } away
cli-heuristic-consistent = consistent: 0 at the goal, and at most 1 apart between neighbours
cli-heuristic-not-consistent = not consistent: { $a } has h = { $ha }, its neighbour { $b } has h = { $hb }
cli-heuristic-not-a-number = not a number: h { $value ->
        [not-a-number] is NaN
        [infinite] is infinite
        [minus-infinite] is minus infinity
       *[division] divides by zero (at character { $at })
    } on { $board }; a heuristic must be a number on every board, so h is neither admissible nor consistent
cli-heuristic-closeness = mean h/h*: { $ratio }; at least Manhattan on { $share }% of the boards
cli-standard-input = standard input
cli-cannot-read = cannot read { $name }: { $why }
cli-too-large = { $name } is larger than { $size }: that is not a board file
cli-not-text = { $name } is not text: byte { $n } is not UTF-8
cli-cannot-write = cannot write the output: { $why }
cli-not-a-file = { $name } is not a file (a device, a folder or a socket): nothing was read from it
cli-tables-too-large = { $name } is larger than { $size }: that is not a file of pattern databases
# The command line builds the 15-puzzle's full tables behind its first answer ({ $size } is
# e.g. 4×4; { $seconds } a whole number).
cli-tables-behind = building the { $size } pattern databases for the boards that follow (once, about { $seconds } s); the quick ones answer meanwhile
cli-tables-behind-wide = building the { $size } pattern databases for the boards that follow (once, about { $seconds } s); with them their answers are shorter
cli-tables-finishing = finishing the { $size } pattern databases for later runs (Ctrl-C stops them; the next run builds them again)
cli-tables-unusable = the cached tables cannot be used ({ $reason }); they will be built again
cli-tables-built-unusable = the tables just built cannot be used ({ $reason })
cli-tables-saved = the { $size } pattern databases are saved in { $path } (later solves load them)
cli-tables-unsaved = cannot keep the tables in { $dir }: { $reason } (--cache-dir chooses another place)
cli-site-link = { $name } is a link, or lies behind one: a package takes only the site's own files
cli-site-too-large = { $name } is larger than { $size }: more than a built site holds
cli-boards-per-depth = at most { $max } boards per depth (a depth's boards are drawn and kept at once)

## Explain

cli-col-tile = tile
cli-col-at = at
cli-col-goal = goal
cli-col-manhattan = manhattan
cli-col-misplaced = misplaced
cli-yes = yes
cli-hamming-total = Hamming (misplaced tiles) = { $n }
cli-manhattan-total = Manhattan = { $n }
cli-conflicts = Linear conflicts = { $pairs }; linear-conflict estimate = { $n }
cli-no-conflicts = none
cli-conflict-row = row { $n }: { $a } and { $b }
cli-conflict-column = column { $n }: { $a } and { $b }

## Scan

cli-scan-read = Read a { $size } board from the photo in { $ms } ms
cli-scan-check = check these cells, the reading is not sure of them: { $cells }
cli-scan-cell = row { $row } column { $col }
cli-scan-unsolvable = as read, this board cannot reach the goal (blank last): a cell may be misread, or the puzzle was put together wrong
cli-scan-bench = { $photos ->
        [one] { $photos } held-out photo
       *[other] { $photos } held-out photos
    } ({ $sizes }{ $known }): { $exact } read exactly, { $silent } wrong with no cell flagged, { $flagged } wrong with cells flagged, { $failed } not read
cli-scan-corners = eight numbers, x,y of each of the board's four corners in the photo's pixels (e.g. 120,80,600,90,610,560,110,570)
cli-scan-bench-known = , size given
cli-scan-bench-outline = , outline given
cli-scan-bench-time = time per photo: median { $median } ms, p95 { $p95 } ms, max { $max } ms



## How a solver answered (after the algorithm's name: "Solved by Auto (IDA* with …)")

method-exact-table = exact distance table
method-pdb = IDA* with additive pattern databases
method-pdb-reflected = IDA* with additive pattern databases and reflection
method-pdb-quick = IDA* with the quick (5-5-5) pattern databases
method-pdb-quick-reflected = IDA* with the quick (5-5-5) pattern databases and reflection
method-linear-conflict = IDA* with linear conflict
method-weighted-pdb = weighted A* with pattern databases, weight { $weight }
method-weighted-linear-conflict = weighted A* with linear conflict, weight { $weight }
# Fast mode on a large board: rows and columns are put in place one by one, then the last block
# (e.g. 3×3) is solved optimally. { $size } is that block's size.
method-lines = rows and columns one by one, the last { $size } optimally
method-lines-searched = rows and columns one by one, each placed by search, the last { $size } optimally
# { $lines } is method-lines or method-lines-searched.
method-finish-pdb = { $lines } with pattern databases
method-finish-linear-conflict = { $lines } by IDA* with linear conflict

## The element's notices when it cannot start (n-puzzle.js shows them before the puzzle's own code runs)

element-policy = The puzzle cannot start on this page: the page's Content-Security-Policy refuses it ({ $directive }). Whoever runs the page can allow it, as the embedding guide says.
element-load = The puzzle could not be loaded ({ $why }). Check the connection and reload the page.
element-style = This page's Content-Security-Policy refuses the puzzle's stylesheet ({ $directive }): it works, but looks plain.

## What a learning record store shows of a graded attempt (xAPI: the verb's name, the exercise's name)

lms-verb-answered = answered
lms-verb-passed = passed
lms-verb-failed = failed
lms-activity = N-puzzle exercise: { $task }
lms-task-play = reach the goal in few moves
lms-task-predict = predict the next expansions
lms-task-children = g, h and f of the children
lms-task-heuristic = an admissible heuristic that beats Manhattan

## The scan dialog

scan-title = Scan a puzzle
scan-help = Take a photo from straight above, the whole board in view and well lit, or choose one.
scan-photo = Photo
scan-size = Size
scan-size-auto = Read it off the photo
scan-reading = Reading the photo…
scan-read = Read a { $size } board. Check the marked cells: tap a cell to change its number.
scan-read-sure = Read a { $size } board. Check it against your puzzle; tap a cell to change its number.
scan-other-size = Read as a { $size } board instead
scan-board = The board as read (0 or empty for the blank)
scan-cell = Row { $row }, column { $col }
scan-unsure = not sure
scan-duplicate = Each number from 0 to { $max } must appear once: check { $list }.
scan-use = Use this board
scan-cancel = Cancel
scan-too-large = The file is { $mb } MB: photos up to { $max } MB can be read.
scan-too-many-pixels = The photo is { $width }×{ $height } pixels ({ $mp } megapixels): photos up to { $max } megapixels can be read.
scan-not-an-image = This file is not a photo (a JPEG or PNG image).
scan-damaged = This photo is cut short or damaged: its file does not hold the whole image.
scan-no-board = No puzzle found in the photo: take it from above, with the whole board in view.
scan-two-boards = Two puzzles in the photo: take one at a time.
scan-cut-off = Part of the board is outside the photo: step back or turn the phone.
scan-size-unsupported = A { $size } board cannot be scanned: sizes from 2×2 to 6×6.
scan-no-grid = The board was found but its tiles could not be told apart: more light, less glare.
scan-failed = The reader could not start: { $why }
scan-outline = Not the board? Drag the outline’s corners onto the board’s corners.
scan-place = Or mark the board yourself: drag the outline’s corners onto the board’s corners.
scan-keys = Your photo with the board’s outline. To move a corner, press 1, 2, 3 or 4 to pick it, then the arrow keys.
scan-camera = Use the camera
scan-shoot = Take the photo
scan-stop = Close the camera
scan-guide = Fit the whole board inside the frame, from straight above.
scan-video = The camera’s view
scan-camera-denied = The camera is not allowed here: allow it for this page, or take or choose a photo with Photo.
scan-camera-none = No camera was found: take or choose a photo with Photo.
scan-camera-failed = The camera could not be opened ({ $why }): take or choose a photo with Photo.
scan-alt = Your photo, with the board found outlined
