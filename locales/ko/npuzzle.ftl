# 한국어: locales/en/npuzzle.ftl에서 번역(메시지 ID와 { $placeholders }는 영어판과 같음).
# Fluent 문법: https://projectfluent.org/fluent/guide/ (한국어의 복수 범주는 other 하나뿐이므로, 개수가 들어간 메시지는 한 가지 형태로 쓰고 선택식을 쓰지 않음).
# Terms: A*는 이름 그대로 둠(『인공지능: 현대적 접근방식』 번역서와 국내 수업의 표기와 같음).
# Terms: IDA*도 같은 이유로 그대로 둠.
# Terms: BFS는 약어로 그대로 둠(국내 수업에서 흔히 씀. 풀어 쓰면 너비 우선 탐색).
# Terms: DFS는 약어로 그대로 둠(국내 수업에서 흔히 씀. 풀어 쓰면 깊이 우선 탐색).
# Terms: IDDFS는 약어로 그대로 둠(국내 수업에서 흔히 씀. 풀어 쓰면 반복 심화 깊이 우선 탐색).
# Terms: 초는 ‘초’, 밀리초는 ms(국내 소프트웨어의 관례).

## The language itself

# The language's own name, as its speakers write it (the language menu lists every language so).
language-name = 한국어
# ltr, or rtl for a language written right to left (the page mirrors its layout).
language-direction = ltr
# The label of the page's language menu.
language = 언어

## The board

board-region = 퍼즐 보드
board-role = 퍼즐 판
board-keys = 화살표 키로 타일을 빈칸으로 밉니다. 타일은 화살표 방향으로 움직입니다.
moves-label = 이동 횟수:
solved-badge = 완성!
board-hint = 빈칸 옆의 타일을 클릭하거나 탭하거나, 스와이프하거나, 보드에 포커스를 두고 화살표 키를 사용하세요.
goal-label = { $size } 보드, 목표: { $kind }
blank-last = 빈칸이 마지막
blank-first = 빈칸이 처음
blank = 빈칸
describe = 퍼즐 보드, { $size }: { $rows }

## The board panel

board-title = 보드
tabs = 패널
panel-loading = 이 패널을 불러오는 중…
panel-not-loaded = 이 패널을 불러오지 못했습니다. 연결을 확인하세요. 몇 초 후에 다시 시도합니다.
tab-study = 학습
tab-share = 공유
node-board = 노드 { $node }의 보드: { $rows }
size = 크기
puzzle-name = { $n }-퍼즐
goal = 목표
goal-end-option = 빈칸이 마지막 (1 2 3 / … / _)
goal-start-option = 빈칸이 처음 (_ 1 2 / …)
shuffle = 섞기
scramble = 스크램블
scramble-moves = 스크램블 이동 횟수
moves-unit = 번 이동
reset = 초기화
board-text = 텍스트로 된 보드
board-text-help = (붙여넣거나 입력: 행마다 줄을 바꾸거나 /로 구분, 빈칸은 0, _ 또는 .)
use-board = 이 보드 사용
scan-puzzle = 퍼즐 스캔…
scan-not-loaded = 스캔 기능을 불러오지 못했습니다({ $why }). 연결을 확인하고 다시 시도하세요.

## The solve panel

solve-title = 풀기
algorithm = 알고리즘
heuristic = 휴리스틱
option-auto = 자동 (가장 빠른 최적 방법)
option-fast = 빠르게 (모든 크기, 최단 아님)
name-bfs = 너비 우선 탐색
name-dfs = 깊이 우선 탐색
name-iddfs = 반복 심화 깊이 우선 탐색
name-bibfs = 양방향 너비 우선 탐색
name-greedy = 탐욕적 최상 우선 탐색
name-a-star = A*
name-ida-star = IDA*
name-auto = 자동
name-fast = 빠른 모드
option-hamming = 해밍 (제자리에 없는 타일 수)
name-hamming = 해밍
name-manhattan = 맨해튼
name-linear-conflict = 선형 충돌
large-note = 큰 보드: “빠르게”는 해를 즉시 찾지만 최단 해라는 보장은 없습니다.
solve = 풀기
cancel = 취소
tree-depth = 트리 깊이: { $n }
f-bound = f 한계: { $n }
depth = 깊이: { $n }
expanded = 확장됨
frontier = 프런티어
time = 시간
seconds = 초
preparing = 이 크기를 처음 푸는 중: { $size }용 테이블 준비 중… { $pct }%
length = 길이
optimal = 최적
enqueued = 큐에 넣은 상태
largest-frontier = 최대 프런티어
yes = 예
not-guaranteed = 보장 안 됨
ms = { $ms } ms
ms-with-tables = { $ms } ms (테이블 { $tables } ms)

## Playback

playback = 재생
jump-start = 처음으로
step-back = 한 단계 뒤로
play = 재생
pause = 일시 정지
step-forward = 한 단계 앞으로
jump-end = 끝으로
speed = 속도
step-of = { $total }단계 중 { $step }단계
step-of-tile = { $total }단계 중 { $step }단계: { $tile }번 타일을 { $way }으로
step-of-done = { $total }단계 중 { $step }단계: 목표에 도달했습니다.
move-button = { $i }번째 이동: { $tile }번 타일을 { $way }으로
moves-shown = 전체 { $total }번 중 { $from }–{ $to }번째 이동
moves-earlier = 이전 이동
moves-later = 이후 이동
move-list-help = 이동 목록은 각 타일과 그 타일이 미끄러지는 방향을 보여 줍니다.

## Studying the search

study-title = 탐색 과정 학습
hint-button = 힌트
thinking = 생각하는 중…
hint-next = 다음: { $tile }번 타일을 { $way }으로 미세요. { $n }번 이동 남음(최단 해 중 하나 기준).
hint-next-about = 다음: { $tile }번 타일을 { $way }으로 미세요. 약 { $n }번 이동 남음.
hint-none = 힌트 없음: 솔버가 제시간에 해를 찾지 못했습니다.
already-solved = 이미 완성되었습니다!
show-heuristics = 보드에 휴리스틱 표시
heuristic-totals = 해밍 { $hamming } · 맨해튼 { $manhattan } · 선형 충돌 { $lc }
ghf = { $g }단계: g = { $g }, h = { $h } ({ $heuristic }), f = g + h = { $f }
overlay-help = 각 타일의 모서리에는 맨해튼 거리가 표시됩니다. 목표 칸에 있는 타일은 초록색이고, 선형 충돌 관계인 타일끼리는 주황색 선으로 이어집니다.
copy-assignment = 과제 출력 형식으로 복사
step-title = 탐색 단계별 보기
trace-start = 탐색 기록
trace-help = 선택한 알고리즘을 이 보드에서 기록한 뒤 한 단계씩 보여 줍니다. 확장되는 모든 노드와 생성되는 모든 자식 노드를 볼 수 있습니다.
trace-needs-algorithm = 단계별 보기에는 수업에서 다루는 탐색 중 하나가 필요합니다. “풀기”에서 자동과 빠른 모드를 제외한 알고리즘을 선택하세요.
recording = 탐색을 기록하는 중…
trace-ready = 기록했습니다. 아래에서 한 단계씩 보세요.
trace-limited = 처음 { $n }개 이벤트를 기록했습니다(기록 한도). 아래에서 한 단계씩 보세요.
trace-reset = 처음으로
trace-back = 뒤로
trace-run = 실행
trace-step = 한 단계
trace-end = 끝으로
trace-close = 닫기
trace-status = 이벤트 { $step }/{ $total } · 확장 { $expanded } · 생성 { $generated }
trace-start-event = 시작: 아직 아무것도 확장하지 않았습니다.
event-iteration = 새 반복: 한계 { $bound }.
event-expand = 노드 { $node } 확장 (g { $g }, h { $h }, f { $f }).
event-expand-back = 노드 { $node } 확장 (목표에서; g { $g }, h { $h }, f { $f }).
event-generate = 빈칸을 { $via }으로 옮긴 자식 노드: g { $g }, h { $h }, f { $f }: { $fate }.
event-goal = 목표 발견: 노드 { $node }.
fate-new = 새 노드, 프런티어에 추가
fate-within = 한계 이내, 다음에 탐색
fate-seen = 이미 나온 상태, 버림
fate-reopened = 더 짧은 경로로 도달, 다시 큐에 넣음
fate-over-bound = f가 한계 초과, 잘라냄
fate-met = 반대쪽 끝에서 온 탐색이 이미 도달함: 두 탐색이 만남
# Bidirectional BFS searches from the start and from the goal: a frontier row of the goal's
# search is marked with side-goal, and its expansions read event-expand-back.
side-goal = 목표에서
children = 확장 중인 노드의 자식 노드
frontier-caption = 프런티어, 다음 노드가 맨 앞: 노드 { $n }개
frontier-caption-pick = 프런티어, 노드가 만들어진 순서(다음 노드가 맨 앞이라는 보장은 없음): 노드 { $n }개
frontier-none = IDDFS와 IDA*는 프런티어를 두지 않습니다. 한계 안에서 깊이 우선으로 진행합니다.
col-move = 빈칸 이동
col-node = 노드
col-what = 결과
predict-label = 예측: 다음에 확장될 노드 고르기
pick-label = 노드 { $node } 고르기
pick = 고르기
rule-bfs = BFS는 프런티어에서 가장 오래된 노드를 꺼냅니다(선입선출)
rule-dfs = DFS는 프런티어에서 가장 최근 노드를 꺼냅니다(후입선출)
rule-greedy = 탐욕적 최상 우선 탐색은 h가 가장 작은 노드를 꺼냅니다(동점이면 가장 오래된 것)
rule-a-star = A*는 f = g + h가 가장 작은 노드를 꺼냅니다(동점이면 h가 더 작은 것, 그다음 가장 오래된 것)
rule-greedy-newest = 탐욕적 최상 우선 탐색은 h가 가장 작은 노드를 꺼냅니다(동점이면 가장 최근 것)
rule-a-star-oldest = A*는 f = g + h가 가장 작은 노드를 꺼냅니다(동점이면 가장 오래된 것)
rule-a-star-newest = A*는 f = g + h가 가장 작은 노드를 꺼냅니다(동점이면 가장 최근 것)
settings-title = 탐색 설정
settings-help = 강좌의 연습 문제에서는 이 설정이 고정됩니다. 빈칸 이동 순서는 “자동”과 “빠르게”를 뺀 모든 탐색에, 동점 처리는 탐욕적 최상 우선 탐색과 A*에, 목표 검사는 BFS에 적용됩니다.
order-label = 빈칸 이동 순서
ties-label = 동점 처리
ties-deeper = h가 작은 것 먼저, 그다음 가장 오래된 것
ties-oldest = 가장 오래된 것 먼저(선입선출)
ties-newest = 가장 최근 것 먼저(후입선출)
code-title = 알고리즘, 한 줄씩
code-line = { $n }번째 줄: { $code }
code-duplicates = 중복 검출: 각 보드는 한 번만 저장
code-dfs-order = 마지막 이동부터 거꾸로 넣으므로 첫 번째 이동이 먼저 꺼내짐
code-reopen = 그 노드로 가는 더 짧은 경로를 찾음
code-tree-depth = 트리 깊이
code-next-bound = 한계를 넘은 f 중 가장 작은 값
code-cut = 잘라냄: 이번 반복에서는 탐색하지 않음
code-level = 한 번에 한 레벨 전체를 처리하므로 첫 만남이 곧 최단 경로
code-meet = 두 탐색이 만남: 경로는 시작에서 자식을 거쳐 목표로 이어짐
# The pseudocode, line by line, as a textbook in the language prints it: keep each line's
# structure and symbols (←, [ ], ( ), ∞, f, g, h); the words and names may be the language's.
pc-start-queue = 프런티어 ← 큐 [시작]; 도달 ← {"{"}시작{"}"}
pc-start-stack = 스택 ← [시작]; 도달 ← {"{"}시작{"}"}
pc-start-priority = 프런티어 ← { $by } 기준 우선순위 큐: [시작]
pc-goal-start = 만약 시작이 목표이면: 시작을 반환
pc-while-frontier = 프런티어가 비어 있지 않은 동안:
pc-while-stack = 스택이 비어 있지 않은 동안:
pc-pop-first = 노드 ← 프런티어.맨앞_꺼내기()
pc-pop-stack = 노드 ← 스택.꺼내기()
pc-pop-min = 노드 ← 프런티어.최소_꺼내기()
pc-goal-node = 만약 노드가 목표이면: 노드를 반환
pc-moves = [{ $order }]의 각 이동에 대해:
pc-moves-reversed = 역순([{ $order }])의 각 이동에 대해:
pc-child = 자식 ← 노드 + 이동
pc-child-g = 자식 ← 노드 + 이동; g(자식) ← g(노드) + 1
pc-goal-child = 만약 자식이 목표이면: 자식을 반환
pc-seen = 만약 자식이 도달에 있으면: 건너뜀
pc-seen-g = 만약 자식에 g ≤ g(자식)으로 도달한 적이 있으면: 건너뜀
pc-reopen = 만약 자식에 더 큰 g로 도달한 적이 있으면: 다시 큐에 넣음
pc-push-frontier = 도달.추가(자식); 프런티어.넣기(자식)
pc-push-stack = 도달.추가(자식); 스택.넣기(자식)
pc-push-g = 도달[자식] ← g(자식); 프런티어.넣기(자식)
pc-fail = 실패를 반환
pc-start-bound = 한계 ← h(시작)
pc-start-limit = 제한 ← 0
pc-loop = 반복:
pc-iterate = 다음 ← ∞; 만약 탐색(시작, 0)이 찾음이면: 그 경로를 반환
pc-next-bound = 한계 ← 다음
pc-next-limit = 제한 ← 제한 + 1
pc-function-g = 함수 탐색(노드, g):
pc-function-depth = 함수 탐색(노드, 깊이):
pc-goal-found = 만약 노드가 목표이면: 찾음을 반환
pc-moves-no-undo = [{ $order }]의 각 이동에 대해, 단 직전 이동을 되돌리는 이동은 제외:
pc-child-f = 자식 ← 노드 + 이동; f ← g + 1 + h(자식)
pc-cut-f = 만약 f > 한계이면: 다음 ← min(다음, f); 건너뜀
pc-cut-depth = 만약 깊이 + 1 > 제한이면: 건너뜀
pc-recurse-g = 만약 탐색(자식, g + 1)이 찾음이면: 찾음을 반환
pc-recurse-depth = 만약 탐색(자식, 깊이 + 1)이 찾음이면: 찾음을 반환
pc-not-found = 찾지 못함을 반환
pc-start-two = 전방 ← 큐 [시작]; 후방 ← 큐 [목표]; 도달 ← {"{"}시작: 전방, 목표: 후방{"}"}
pc-while-two = 전방과 후방이 비어 있지 않은 동안:
pc-take-level = 레벨 ← 전방과 후방 중 더 작은 쪽 (같으면 전방)에서 모두 꺼내기
pc-for-level = 레벨의 각 노드에 대해:
pc-meet = 만약 자식이 반대쪽 끝에서 도달된 적이 있으면: 경로 시작 → 자식 → 목표를 반환
pc-push-side = 도달[자식] ← 노드의 쪽; 자식을 그 쪽의 큐에 넣음
pc-move-up = 위
pc-move-down = 아래
pc-move-left = 왼쪽
pc-move-right = 오른쪽
pc-order = { $a }, { $b }, { $c }, { $d }
goal-test-label = 목표 검사
goal-at-generation = 노드를 생성할 때
goal-at-expansion = 노드를 확장할 때
node-value = 노드 { $node }의 { $what } = { $v }
node-age = 노드 { $node }: { $node }번째로 생성됨
predict-right = 정답: { $rule }. { $why }.
predict-wrong = 아쉽습니다: 다음은 노드 { $next }입니다. { $rule }. { $why }, { $yours }.
predict-skipped = 고르지 않고 넘어갔습니다: 다음은 노드 { $next }였습니다. { $rule }.
tree-title = 탐색 트리
tree-collapse = 프런티어와 목표로 가는 경로만
tree-summary = 탐색 트리: 노드 { $n }개 표시(확장 { $expanded }, 미확장 { $open }, 잘림 { $cut }, 숨김 { $hidden }), 깊이 { $depth }. { $path }
tree-path = 목표까지의 경로: 노드 { $nodes }.
tree-legend = 파란색: 미확장. 회색: 확장됨. 초록색: 목표까지의 경로. 빨간색: 한계에서 잘림. 노드를 가리키거나, 트리를 선택하고 화살표 키를 사용하면 그 노드의 보드를 볼 수 있습니다.
tree-node-info = 노드 { $node }: g { $g }, h { $h }, f { $f }. 보드: { $board }
tree-too-big = 처음 { $n }개 노드만 표시했습니다.
chart-depth = 깊이별 생성 노드 수
chart-frontier = 확장할 때마다의 프런티어 크기
chart-depth-text = 깊이별 노드 수: { $values }.
chart-frontier-text = 프런티어 크기: { $first }에서 { $last }까지, 최대 { $max }.
experiment-title = 교과서의 실험
experiment-help = 각 깊이 d마다 최단 해가 정확히 d번 이동인 8-퍼즐을 모든 경우 중에서 무작위로 뽑고, 체크한 각 탐색으로 하나하나 풉니다. 표에는 평균 생성 노드 수와, 괄호 안에 유효 분기 계수 b*(N + 1 = 1 + b + b² + … + b^d를 만족하는 b)가 나옵니다. 한 보드에서 노드 { $n }개를 넘은 탐색은 –로 표시됩니다. 같은 시드를 쓰면 npuzzle experiment와 같은 숫자가 나옵니다.
experiment-depths = 깊이 (시작..끝:간격, 또는 목록)
experiment-count = 깊이별 보드 수
experiment-seed = 시드
experiment-searches = 탐색
experiment-run = 실험 실행
experiment-running = 실험을 실행하는 중…
experiment-done = 실험이 끝났습니다.
experiment-bad-depths = 깊이 목록이 아닙니다: “{ $depths }”. 시작..끝:간격(예: 2..24:2) 또는 목록(예: 2,4,8)으로 쓰세요. 각 값은 0~31입니다.
experiment-cancelled = 취소했습니다. 지금까지의 행은 남습니다.
experiment-no-search = 탐색을 하나 이상 체크하세요.
experiment-caption = 평균 생성 노드 수(b*), 해의 깊이 d별
experiment-chart = 깊이별 생성 노드 수(로그 눈금)
compare-title = 탐색 비교
compare-button = 모든 탐색 비교
compare-help = 이 보드에서 각 알고리즘을 각 휴리스틱과 함께 차례로 실행합니다. 각각 최대 노드 { $n }개까지입니다.
comparing = 이 보드에서 모든 탐색을 비교하는 중입니다.
compared = 탐색 { $n }개를 비교했습니다.
compare-cancelled = 비교를 취소했습니다.
copy-csv = CSV 복사
copy-markdown = Markdown 복사
col-algorithm = 알고리즘
col-heuristic = 휴리스틱
col-chart = 확장됨(로그 눈금)
status-waiting = 대기 중
status-running = 실행 중
status-solved = 풀림
status-limit = 노드 한도
status-cancelled = 취소됨
status-failed = 실패
play-row = 재생
play-row-label = { $algo }의 해 재생
playing-row = { $algo }의 해를 재생하는 중입니다.

## Graded exercises (the student's panel)

ex-title = 연습 문제
ex-cannot-start = 이 연습 문제를 시작할 수 없습니다: { $why }
ex-ask-teacher = 문제를 낸 분에게 알려 주세요.
ex-task-play = 가능한 한 적은 이동으로 직접 목표에 도달하세요. 최단 해보다 최대 { $slack }번 더 이동하면 통과입니다.
ex-task-predict = { $algo }의 다음 확장 { $n }번을 예측하세요. 매번 확장하기 전에, 다음에 확장될 것 같은 프런티어 노드를 고르세요. { $pass }% 이상 맞히면 통과입니다.
ex-task-children = { $heuristic } 휴리스틱을 쓰는 A*의 다음 확장 { $n }번마다, 생성되는 모든 자식 노드의 g, h, f = g + h를 입력하세요. { $pass }% 이상 맞히면 통과입니다.
ex-task-heuristic = 휴리스틱 실험실의 수식 언어로 8-퍼즐용 휴리스틱 h를 작성하세요(예: manhattan + 2*conflicts). h는 181,440개 보드 전체에서 검사되고, 보드 { $boards }개에서 A*로 맨해튼과 경주합니다. h가 허용 가능하고 생성 노드 수가 맨해튼의 { $pass }% 이하이면 통과입니다.
ex-submit-h = h 제출
ex-grading = 모든 보드에서 h를 검사한 다음 맨해튼과 경주시키는 중…
ex-h-raced = 허용 가능. 경주 보드에서 h는 노드 { $own }개, 맨해튼은 { $manhattan }개를 생성했습니다. 맨해튼의 { $percent }%입니다.
ex-h-race-caption = 해의 깊이 d별 경주 보드 20개에서 생성된 노드 수
ex-h-over-budget = 허용 가능하지만, h를 쓴 A*가 경주 보드에서 노드 { $max }개를 넘었습니다. 어떤 보드가 뽑히든 맨해튼이 보드 120개 모두에 필요로 하는 것보다 많습니다.
ex-h-seed = 이번 시도의 경주 보드는 시드 { $seed }에서 뽑았습니다. npuzzle heuristic grade --seed { $seed } 명령으로 같은 보드에서 h를 채점할 수 있습니다.
ex-no-grade = h를 채점하지 못했습니다({ $why }). 다시 제출하세요.
ex-progress = { $done }/{ $n }
ex-attempt = { $n }번째 시도
ex-moves-so-far = 이동 횟수: { $moves }
ex-hints-used = 사용한 힌트: { $n }
ex-hints-left = 사용한 힌트: { $n }/{ $max }
ex-score = 점수: { $raw }/{ $max } ({ $percent }%)
ex-play-score = { $moves }번 이동. 최단 해는 { $optimal }번 이동입니다.
ex-passed = 통과: { $raw }/{ $max } ({ $attempt }번째 시도).
ex-failed = 통과하지 못함: { $raw }/{ $max } ({ $attempt }번째 시도).
ex-try-again = 다시 시도
ex-keep-best = 과정에는 가장 좋은 결과가 남습니다. 다시 시도해도 낮아지지 않습니다.
ex-keep-last = 과정에는 마지막 결과가 남습니다. 다시 시도하면 점수가 더 낮아도 이 결과를 대신합니다.
ex-started = 새 시도를 시작했습니다.
ex-pick-prompt = 다음에 확장되는 노드는 무엇일까요?
ex-expanding = 노드 { $node } 확장 중: 각 자식 노드의 g, h, f를 입력하세요.
ex-child = 자식 노드
ex-child-via = 빈칸 { $way }으로
ex-value-of = 빈칸을 { $way }으로 옮긴 자식 노드의 { $value }
ex-check = 확인
ex-children-verdict = 자식 노드 { $n }개 중 { $right }개 정답.
ex-child-right = 정답
ex-child-wrong = 오답: g = { $g }, h = { $h }, f = { $f }
ex-waiting = 연습 문제를 준비하는 중…
ex-restored = 중단한 곳에서 시도를 이어 갑니다.
ex-saved-damaged = 여기에 저장된 시도가 손상되어 따로 보관했습니다. 새 시도를 시작합니다.
ex-saved-version = 앱의 다른 버전에서 저장된 시도를 따로 보관했습니다. 새 시도를 시작합니다.
ex-not-kept = 이 브라우저는 이 페이지의 데이터를 저장하지 않으므로, 새로 고치면 시도가 처음부터 다시 시작됩니다.
ex-no-optimal = 최단 해를 알 수 없어서 아직 이 시도를 채점할 수 없습니다({ $why }).
ex-no-more-hints = 이 연습 문제에서는 더 이상 힌트가 없습니다.
ex-board-held = 지금은 보드를 움직일 수 없습니다. 연습 문제에서 사용 중입니다.
ex-move-cap = 목표에 도달하지 못한 채 { $n }번 이동 후 시도가 끝났습니다.
puzzle-numbered = 퍼즐 { $n }
ex-board-fixed = 연습 문제가 진행되는 동안에는 보드를 바꿀 수 없습니다.
ex-restarted = 연습 문제가 바뀌었습니다. 새 시도를 시작했습니다.
ex-resume-ignored = 연습 문제 진행 중에 전달된 저장된 시도는 무시했습니다.
ex-delivered = 결과가 강좌에 전달되었습니다.
ex-pending = 결과가 아직 강좌에 전달되지 않았습니다. 보관해 두었다가 다시 보냅니다.
ex-no-session = 지금은 강좌가 결과를 받지 않습니다. 결과는 여기에 보관되며, 다음에 이 연습 문제를 열 때 전송됩니다.
ex-bad-board = 사용할 수 없는 보드 “{ $v }”: { $why }
ex-bad-task = 알 수 없는 작업 “{ $v }”: play, predict 또는 children을 사용하세요
ex-bad-id = 사용할 수 없는 연습 문제 ID “{ $v }”: 최대 { $max }자의 문자, 숫자, - _ . : 만 가능
ex-bad-count = count “{ $v }”: 1부터 { $max }까지의 문항 수가 아님
ex-bad-slack = slack “{ $v }”: 0부터 { $max }까지의 이동 횟수가 아님
ex-bad-hints = hints “{ $v }”: on, off 또는 0부터 { $max }까지의 수가 아님
ex-bad-pass = pass “{ $v }”: 통과 기준이 아님. 소수(0.8)나 백분율(80%)로 지정하세요
ex-setting = { $field }: { $why }
ex-bad-keep = keep “{ $v }”: best도 last도 아님
ex-too-large = { $size } 보드는 연습 문제로 쓰기에 너무 큽니다: 최대 { $max }칸
ex-unsolvable = 이 보드는 목표에 도달할 수 없으므로 어떤 작업에도 쓸 수 없습니다
ex-already-goal = 이 보드는 이미 목표 상태입니다: 할 일이 없습니다
ex-needs-predictable = predict에는 BFS, DFS, 탐욕적 최상 우선 탐색 또는 A*가 필요합니다({ $algo } 불가)
ex-needs-a-star = children에는 A*가 필요합니다({ $algo } 불가)

## The Exercise panel (a teacher's, beside Share)

au-title = 연습 문제 (교사용)
au-help = 이 보드와 탐색으로 채점되는 연습 문제를 만듭니다. 학생은 작업, 진행 상황, 점수를 보고, 결과는 강좌 페이지나 LMS로 전달됩니다.
au-task = 작업
au-task-play = 플레이: 적은 이동으로 목표에 도달
au-task-predict = 다음 확장 예측
au-task-children = 자식 노드의 g, h, f (A*)
au-task-heuristic = 허용 가능한 휴리스틱 작성
au-count = 문항 수
au-slack = 최단 해보다 더 허용되는 이동 횟수
au-hints-name = 힌트
au-hints-on = 허용(매번 기록)
au-hints-off = 없음
au-hints-most = 최대 { $n }번
au-pass = 통과 기준
au-id = 연습 문제 ID (선택)
au-keep = LMS가 남기는 결과
au-keep-best = 가장 좋은 시도
au-keep-last = 마지막 시도
au-preview = 학생으로 미리 보기
au-copy-link = 링크 복사
au-copy-iframe = iframe 복사
au-copy-element = 요소 복사
au-format = 패키지 형식
au-format-help = SCORM 1.2: Moodle, Canvas 및 거의 모든 LMS. SCORM 2004: Blackboard, Brightspace, ILIAS, Open edX(1.2도 지원). cmi5: xAPI와 학습 기록 저장소(LRS) 기반의 LMS.
au-download = LMS용으로 다운로드
au-invalid = 아직 준비되지 않음: { $why }
ex-packing = 패키지를 만드는 중…
ex-packed = 패키지({ $kb } KB)를 다운로드했습니다. LMS에 { $format } 패키지로 업로드하세요.
ex-pack-failed = 패키지를 만들지 못했습니다: { $why }
ex-pack-bad-name = files.json이 “{ $name }”을(를) { $why ->
         [parent] 사이트 밖(..)으로 지정합니다
         [absolute] 루트(/)부터 지정합니다
         [backslash] 백슬래시와 함께 지정합니다
         [colon] 콜론(C:, 주소)과 함께 지정합니다
         [empty] 빈 부분이나 “.” 부분과 함께 지정합니다
         [duplicate] 두 번 지정합니다
        *[character] ?, #, % 또는 숨은 문자와 함께 지정합니다
    }: 사이트를 다시 빌드하세요.

## 학급 보기 (교사가 LMS에서 링크를 실행할 때: 학생들의 시도, 성적, 답)

class-title = { $title }: 학급
class-untitled = N-퍼즐 연습 문제
class-boardless = 이 링크의 연습 문제는 보드를 정하지 않으므로 시도가 채점되지 않습니다. 학생마다 페이지가 자기 보드를 고르게 됩니다. 보드를 정해 연습 문제를 다시 추가하세요.
class-no-column = 이 링크에는 성적부 열이 없습니다. 성적은 여기에만 보관됩니다. 열을 만들려면 LMS의 콘텐츠 선택(Deep Linking)으로 연습 문제를 추가하세요.
class-find = 학생 찾기
class-no-students = 아직 이 연습 문제를 연 학생이 없습니다.
class-no-answers = 아직 답이 없습니다.
class-questions = 문항
class-questions-caption = 문항: 학생별 최근 답
class-question = 문항
class-right = 정답률
class-right-answer = 정답
class-wrong-answers = 흔한 오답
class-share = { $percent }% ({ $students }명 중 { $right }명)
class-no-wrong = 없음
class-students = 학생
class-students-caption = 연습 문제를 연 학생
class-student = 학생
class-attempts = 시도
class-grade = 성적
class-gradebook = 성적부
class-last-seen = 마지막 접속 (UTC)
class-attempts-count = 시작 { $begun }회, 종료 { $ended }회
class-no-grade = 아직 없음
class-grade-passed = { $raw }/{ $max }, 통과
class-grade-failed = { $raw }/{ $max }, 통과하지 못함
class-nothing-to-send = 보낼 것 없음
class-sent = 전송됨
class-no-column-yet = 열 없음
class-on-its-way = 전송 중
class-waiting = 대기 중: { $why }
class-refresh = 새로 고침
class-download = 모든 답 내려받기 (CSV)
class-open-exercise = 학생이 보는 대로 연습 문제 열기
class-stopped = 이 보기는 더 이상 갱신되지 않습니다. 새 답을 보려면 강좌에서 연습 문제를 다시 실행하세요.
class-open-attempt = 시도 열기:
class-attempt-graded = 채점됨
class-attempt-latest = 최신
class-open-attempt-label = { $who }의 시도 { $attempt } 열기
class-review-ended = { $who }의 시도 { $attempt }, 남겨 둔 그대로(끝남).
class-review-open = { $who }의 시도 { $attempt }, 남겨 둔 그대로(끝나지 않음).
class-review-note = 이것은 그 학생의 시도이며 당신의 것이 아닙니다. 여기서 한 일은 보관되거나 전송되지 않습니다.
class-lrs-title = 학습 기록 저장소에서 본 학급의 답
class-lrs-tagline = cmi5 과정용: 학급 전체의 문제별 결과, 학생별 답, 모든 답의 CSV를 학습 기록 저장소(LRS)에서 읽어 옵니다.
class-lrs-endpoint = 기록 저장소 주소(xAPI 엔드포인트)
class-lrs-endpoint-help = LMS나 LRS가 키 옆에 보여 줍니다. 보통 /xAPI/ 또는 /data/xAPI/로 끝납니다.
class-lrs-key = 키(사용자 이름)
class-lrs-secret = 비밀 키(비밀번호)
class-lrs-secret-help = 문장(statement)을 읽을 수 있는 키. 이 페이지 안에만 있으며 주소에 들어가거나 저장되지 않습니다.
class-lrs-activity = 연습의 AU(활동 ID)
class-lrs-activity-help = 패키지 cmi5.xml에 있는 <au>의 ID로, urn:npuzzle:au:npuzzle- 뒤에 연습 ID가 붙습니다. LMS가 AU에 자체 ID를 준다면 LMS의 AU 세부 정보에 나옵니다(실행 URL의 activityId).
class-lrs-show = 학급 보기
class-lrs-questions-table = 문제 표
class-lrs-answers-of = { $name }의 답
class-lrs-student-summary = { $name }: { $questions }문제 중 { $right }개 정답(최신 답), 답 { $answers }개
class-lrs-answer = 답
class-lrs-result = 결과
class-lrs-seconds = 초
class-lrs-when = 답한 시각(UTC)
class-lrs-yes = 정답
class-lrs-no = 오답
class-lrs-reading = 기록 저장소를 읽는 중…
class-lrs-live = 학생 { $students }명의 답 { $answers }개. 이 페이지가 보이는 동안 실시간으로 갱신됩니다.
class-lrs-updated = 마지막으로 읽은 시각: { $time }.
class-lrs-paused = 이 페이지가 숨겨진 동안 일시 중지됩니다.
class-lrs-none-yet = 이 연습에 대한 답이 아직 없습니다. 학생들이 답하면 여기에 나타납니다. 학생들이 이미 답했다면 AU의 활동 ID를 확인하세요.
class-lrs-bad-endpoint = 기록 저장소 주소는 https://lrs.example.org/xAPI/ 처럼 완전한 http:// 또는 https:// 주소여야 합니다.
class-lrs-insecure = 이 페이지는 HTTPS로 제공되므로 브라우저가 http:// 주소의 기록 저장소를 읽지 못하게 합니다. 저장소의 https:// 주소를 쓰세요.
class-lrs-no-key = 키와 비밀 키를 입력하세요.
class-lrs-key-in-address = 키와 비밀 키는 기록 저장소 주소가 아니라 각자의 칸에 입력하세요.
class-lrs-no-activity = AU의 활동 ID를 입력하세요.
class-lrs-credentials = 기록 저장소가 키와 비밀 키를 거부했습니다(HTTP { $status }). 키와 비밀 키, 그리고 키가 문장을 읽을 수 있는지 확인하세요.
class-lrs-network = { $endpoint }의 기록 저장소에 연결할 수 없습니다. 주소와, 저장소가 이 페이지의 출처({ $origin })가 읽도록 허용하는지(CORS) 확인하세요. 허용하는 출처는 LRS 설정에 있습니다.
class-lrs-timeout = 기록 저장소가 { $seconds }초 안에 응답하지 않았습니다. 다시 시도합니다.
class-lrs-not-lrs = 주소가 응답했지만 xAPI 기록 저장소로서는 아닙니다({ $what }). 주소를 확인하세요. 보통 /xAPI/ 또는 /data/xAPI/로 끝납니다.
class-lrs-no-list = 문장 목록 없음
class-lrs-refused = 기록 저장소가 조회를 거부했습니다(HTTP { $status }): { $detail }
class-lrs-failed = 기록 저장소에 오류가 났습니다(HTTP { $status }). 다시 시도합니다.
class-lrs-stale = 다시 읽지 못했습니다. 보이는 답은 { $time } 기준입니다. { $problem }
class-lrs-elsewhere = 기록 저장소의 다음 페이지가 다른 사이트({ $origin })에 있습니다. 키와 비밀 키가 이 사이트에만 머물도록 따라가지 않습니다.

## Sharing

share = 이 보드 공유
share-link = 링크
share-iframe = 강좌 페이지용: iframe
share-element = 강좌 페이지용: 요소
share-guide = 삽입 방법
share-algo-auto = 링크와 스니펫은 자동으로 열립니다. { $algo }(으)로는 페이지의 한도 안에서 { $size } 판을 끝내지 못할 수 있습니다.
copy = 복사
copied = 클립보드에 복사했습니다.
copy-failed = 브라우저가 복사를 거부했습니다. 텍스트를 선택해서 복사하세요.

## The page around the component

page-title = N-퍼즐 솔버
page-tagline = 슬라이딩 퍼즐을 플레이하고, 풀고, 배워 보세요
about-puzzle = 이 퍼즐에 대하여
embed-guide = 강좌 페이지에 넣기

## Directions (the way a tile slides)

way-up = 위쪽
way-down = 아래쪽
way-left = 왼쪽
way-right = 오른쪽

## What happened

moved = { $tile }번 타일을 { $way }으로 옮겼습니다. { $n }번 이동.
solved-by-hand = { $tile }번 타일을 { $way }으로 옮겼습니다. { $n }번 이동으로 완성!
busy = 푸는 중… 다시 플레이하려면 “취소”를 누르세요.
shuffled = 섞었습니다: 풀 수 있는 무작위 보드입니다.
scrambled = 무작위로 { $n }번 이동해 스크램블했습니다.
scramble-bad = 스크램블에는 1부터 { $max }까지의 정수 이동 횟수가 필요합니다.
back-to-start = 시작 상태로 돌아갔습니다.
board-from-text = 텍스트 상자에서 보드를 설정했습니다.
board-from-host = 페이지가 보드를 설정했습니다.
not-a-board = 보드가 아닙니다: { $why }.
no-solution = 해가 없습니다.
no-solution-searched = 해가 없으므로 탐색하지 않았습니다.
explain-odd = 역순 쌍(목표 순서와 반대로 놓인 타일 쌍)의 수: { $inv }. 너비가 홀수({ $width })인 보드에서는 어떤 이동도 이 수의 홀짝성을 바꾸지 않으며, 목표 상태에는 역순 쌍이 없으므로 이 수는 짝수여야 합니다. 이 수({ $inv })는 { $parity }이므로, { $verdict }.
explain-even = 역순 쌍(목표 순서와 반대로 놓인 타일 쌍)의 수: { $inv }. 빈칸의 행과 그 목표 행 사이의 행 수: { $rows }. 너비가 짝수({ $width })인 보드에서는 위아래 이동이 둘의 홀짝성을 모두 바꾸므로, 그 합은 목표 상태에서처럼 짝수여야 합니다. 그 합({ $inv } + { $rows } = { $sum })은 { $parity }이므로, { $verdict }.
even = 짝수
odd = 홀수
can-reach = 목표에 도달할 수 있습니다
cannot-reach = 목표에 절대 도달할 수 없습니다. 이를 바꾸려면 아무 타일 두 개를 맞바꾸세요
searching = 탐색하는 중…
lab-title = 휴리스틱 실험실
lab-help = 나만의 h를 작성하고, 이 크기의 모든 보드에서 실제 거리와 비교해 검사하세요(8-퍼즐은 181,440개 전부, 더 큰 보드는 표본). 사용할 수 있는 이름: hamming, manhattan, conflicts, n, rows, cols, blank_row, blank_col, row(t), col(t), goal_row(t), goal_col(t); sum(t: …), max(…), min(…), abs(…), + − * /, if … then … else ….
lab-formula = 나의 휴리스틱 h
lab-check = h 검사
lab-checking = 모든 보드에서 h를 검사하는 중…
lab-empty = 먼저 수식을 작성하세요. 예: manhattan + 2*conflicts.
lab-bad-formula = h를 사용할 수 없습니다: { $why }
lab-states = 보드 { $n }개{ $sample }에서의 { $h }:
lab-sample = {" "}(표본)
lab-admissible = 허용 가능: 실제 거리를 넘는 일이 없습니다.
lab-not-admissible = 허용 불가능: 목표까지 { $hstar }번 이동인 보드에서 h = { $h }.
lab-consistent = 일관성 있음: 목표에서 0이고, 이웃한 보드 사이의 차이가 최대 1입니다.
lab-not-consistent = 일관성 없음: 이웃한 두 보드에서 h = { $ha }, { $hb }.
lab-not-a-number = 숫자가 아님: 한 보드에서 h가 { $value ->
        [not-a-number] NaN입니다(예: 무한대 빼기 무한대)
        [infinite] 무한대입니다
        [minus-infinite] 음의 무한대입니다
       *[division] 0으로 나눕니다({ $at }번째 문자)
    }. 휴리스틱은 모든 보드에서 숫자여야 하므로 h는 허용 가능하지도 일관성이 있지도 않습니다.
lab-close = h/h*의 평균: { $ratio }. 보드의 { $pct }%에서 맨해튼 이상.
lab-race = h 경주시키기
lab-racing = 경주는 위의 실험에서 진행됩니다. h를 쓴 A*와 IDA*가 해밍, 맨해튼, 선형 충돌과 겨룹니다.
lab-step = 한 단계씩 보기
lab-step-needs-informed = “풀기”에서 탐욕적 최상 우선 탐색, A*, IDA* 중 하나를 선택하세요. 이들은 휴리스틱을 사용합니다.
lab-stepping = h로 탐색을 기록하는 중: 위의 “탐색 기록” 아래에서 한 단계씩 보세요.
lab-your-h = 나의 h
formula-at = { $at }번째 문자: { $problem }
formula-too-long = 식이 너무 깁니다: { $n }자, 최대 { $max }자
formula-too-deep = { $depth }단계보다 깊게 중첩되었습니다
formula-expected = { $what ->
        [operator] 연산자나 식의 끝
        [operand] 수, 이름 또는 “(”
        [close] “)”
        [comma] “,” 또는 “)”
        [open] 함수 이름 뒤의 “(”
        [then] “then”
        [else] “else”
       *[binding] 타일 이름과 “:”(sum(t: …))
    }이(가) 와야 하는데 { $found ->
        [end] 식의 끝
        [arguments] 인수
       *[text] “{ $text }”
    }이(가) 있습니다
formula-unexpected = “{ $text }”은(는) 이 언어에 없습니다
formula-bad-number = “{ $text }”은(는) 수가 아닙니다
formula-unknown-name = 알 수 없는 이름 “{ $name }”(쓸 수 있는 이름: { $names })
formula-arguments = { $name }의 인수는 { $got }개가 아니라 { $want }개입니다
formula-too-slow = 식이 보드마다 약 { $cost }단계 걸립니다: 최대 { $max }
formula-division = 0으로 나누기
formula-no-such-tile = { $tile }은(는) 이 보드의 타일이 아닙니다
formula-not-a-number = 값이 { $value ->
        [not-a-number] NaN
        [infinite] 무한대
        [minus-infinite] 음의 무한대
       *[division] 0으로 나누기
    }(으)로, 수가 아닙니다
formula-on-board = { $why }(보드 { $board })
formula-too-large = 상태가 너무 많아 하나씩 확인할 수 없습니다: 보드의 칸은 { $cells }개, 최대 { $max }개까지 확인합니다
experiment-longer = 최단 아님 { $n }
lab-load = 이 보드 불러오기
lab-load-neighbour = 두 보드 중 첫 번째 불러오기
improvement = { $n }번 이동의 해를 찾았습니다. 최단 해는 적어도 { $bound }번 이동입니다(증명됨). 계속 탐색하는 중…
kept-best = 중지했습니다. 찾은 최선의 답을 유지합니다: { $n }번 이동. 최단 해는 적어도 { $bound }번 이동입니다(증명됨).
searching-announce = 해를 탐색하는 중입니다.
starting = 솔버를 시작하는 중…
queued = 솔버를 기다리는 중(이 페이지의 다른 퍼즐이 사용 중)…
cancelled = 취소했습니다. 보드는 그대로입니다.
cancelled-announce = 탐색을 취소했습니다.
refused = 솔버가 요청을 거부했습니다: { $why }
one-move = 1번 이동
n-moves = { $n }번 이동
optimal-word = 최적
not-shortest = 최단이 아닐 수 있음
solved-by = { $algo } 풀이: { $moves }, { $optimal }.
solved-by-with = { $algo }({ $h }) 풀이: { $moves }, { $optimal }.
solved-by-how = { $algo }({ $how }) 풀이: { $moves }, { $optimal }.
tables-kept = 테이블을 { $t } 만에 준비했으며, 다음 풀이를 위해 보관합니다.
solved-announce = 풀이 완료: { $moves }, { $optimal }.
limit = 노드 한도에서 중지: 노드 { $expanded }개 확장, { $enqueued }개 큐에 넣음, 깊이 { $depth } 도달, { $s }초. 이 보드에는 더 강력한 방법이 필요합니다. 선형 충돌을 쓰는 A*나 IDA*, 또는 “자동”을 사용해 보세요.
limit-announce = 탐색이 노드 한도에 도달했습니다.
search-ended = 탐색 종료: { $status }.
worker-stopped = 솔버가 멈췄습니다({ $why }). 보드는 그대로입니다. { $next }
worker-restarted = 새 솔버를 시작했습니다. 다시 풀거나, 노드를 덜 저장하는 탐색(BFS 대신 A*나 IDA*)을 선택하세요.
worker-retry = 다음에 “풀기”를 누르면 다시 시작을 시도합니다.
worker-stopped-announce = 솔버가 멈췄습니다.
no-workers = 이 브라우저에서는 솔버를 실행할 수 없습니다(Web Workers가 필요합니다).
solver-refused = 이 페이지에서는 솔버를 시작할 수 없습니다. 페이지의 Content-Security-Policy가 거부합니다({ $directive }). 페이지 운영자가 삽입 안내서에 따라 허용할 수 있습니다.
solver-not-loaded = 솔버를 불러오지 못했습니다({ $why }). 연결을 확인하세요. 다음에 “풀기”를 누르면 다시 시도합니다.

## Settings that were ignored (URL parameters, attributes, options)

ignored-too-long = 지정한 { $name } 값 무시됨: { $why }.
ignored-board = 보드 “{ $v }” 무시됨: { $why }.
ignored-size = 크기 “{ $v }” 무시됨: 3x3 또는 4x4 형식으로 지정하세요.
ignored-goal = 목표 “{ $v }” 무시됨: end 또는 start를 사용하세요.
ignored-algorithm = 알고리즘 “{ $v }” 무시됨: bfs, dfs, iddfs, greedy, astar, idastar, auto, fast 중 하나를 사용하세요.
ignored-heuristic = 휴리스틱 “{ $v }” 무시됨: hamming, manhattan, linear-conflict 중 하나를 사용하세요.
ignored-own-heuristic = 휴리스틱 무시됨: { $algo }에서는 알아서 고릅니다(휴리스틱을 받는 것은 greedy, astar, idastar입니다).
ignored-controls = 컨트롤 “{ $v }” 무시됨: full, none 또는 play, solve, study의 목록을 사용하세요.
ignored-autoplay = autoplay “{ $v }” 무시됨: 1 또는 0을 사용하세요.
ignored-lang = 언어 “{ $v }” 무시됨: { $langs } 중 하나를 사용하세요.
ignored-lang-menu = lang-menu “{ $v }” 무시됨: 1 또는 0을 사용하세요.
ignored-order = 순서 “{ $v }” 무시됨: 네 가지 이동을 한 번씩 지정하세요(예: udlr).
ignored-ties = ties “{ $v }” 무시됨: deeper, oldest, newest 중 하나를 사용하세요.
ignored-goal-test = goal-test “{ $v }” 무시됨: generation 또는 expansion을 사용하세요.
ignored-packaged = 주소의 “{ $v }” 무시됨: 패키지가 고정한 값입니다.
ignored-unknown = 알 수 없는 설정 “{ $v }” 무시됨.
size-board-disagree = 크기 { $size }: { $board } 보드와 맞지 않습니다. 보드를 따릅니다.

## What is wrong with a board (the core's errors)

err-empty = 보드가 비어 있습니다: 타일을 입력하세요. 예: 1 2 3 / 4 5 6 / 7 8 0
err-token = { $i }번째 항목 “{ $token }”: 타일 번호도 빈칸(0, _, . 또는 nil)도 아닙니다
err-too-small = { $size } 보드는 너무 작습니다: 두 변 모두 { $min } 이상이어야 합니다
err-text-too-long = 텍스트가 { $bytes }바이트로 어떤 보드보다 깁니다: 최대 { $max }바이트까지 읽습니다
err-side-too-large = 보드 변의 길이로는 너무 큰 값입니다: { $side }. 변은 최대 { $max }입니다
too-many-digits = 20자리를 넘는 수
err-too-large = { $size } 보드는 너무 큽니다: 변은 최대 { $max }입니다
err-not-square = 타일 { $count }개로는 정사각형 보드를 만들 수 없습니다(3×3은 9개, 4×4는 16개 필요). 행을 줄마다 따로 쓰거나 크기를 먼저 지정하세요
err-ragged = { $row }행에는 타일이 { $found }개 있지만 1행에는 { $expected }개 있습니다
err-tile-count = { $size } 보드에는 타일 { $expected }개가 필요하지만 { $found }개가 주어졌습니다
err-no-blank = 보드에 빈칸이 없습니다: 0, _, . 또는 nil로 쓰세요
err-two-blanks = 보드에 빈칸이 두 개 있습니다: { $first }, { $second }
err-out-of-range = { $at }에 있는 타일 { $tile }: 범위를 벗어났습니다. 이 보드의 타일은 1부터 { $max }까지입니다
err-duplicate = 타일 { $tile }: { $first }, { $second }에서 두 번 나옵니다
err-missing = 빠진 타일: { $tile }
err-too-many-moves = 스크램블 { $moves }번 이동은 너무 깁니다: 최대 { $max }번
pos = { $row }행 { $col }열
verbatim = { $text }
join = { $a } { $b }

## The assignment's printout (the command line prints the same)

assignment-counts =
    이동 횟수 = { $moves }
    큐에 넣은 상태 수 = { $enqueued }
assignment-no-solution = 해 없음


## Solve

cli-solved-by = { $algo }{ $heuristic } 풀이: { $shortest }, 노드 { $expanded }개 확장, { $ms } ms
cli-shortest = 최단
cli-not-shortest = 최단 보장 없음
cli-stopped = 탐색 중지({ $status }): 노드 { $expanded }개 확장, { $generated }개 생성, 깊이 { $depth }, { $ms } ms
cli-best-kept = 찾은 최선의 답: { $length }번 이동(최단인지 증명되지 않음). 최단 해는 적어도 { $bound }번 이동(증명됨)
cli-improved = { $ms } ms: { $length }번 이동의 해를 찾음. 최단 해는 적어도 { $bound }번 이동(증명됨)
cli-limit-advice = 탐색이 노드 또는 시간 한도에 도달했습니다: 한도는 --max-nodes와 --time-limit 옵션으로 높일 수 있고, --algo fast 옵션은 즉시 답합니다(최단이 아닐 수 있음)
cli-slow-note = 참고: { $size } 보드의 최단 해는 몇 분이 걸리거나 노드 한도에서 끝날 수 있습니다. --algo fast 옵션은 즉시 답합니다(최단이 아닐 수 있음)
cli-why-no-solution = 이유: { $why }
cli-boards-left-out = ... 보드 { $left }개 생략: { $boards }개를 모두 출력하면 약 { $size }를 쓰게 되어 --print-limit 값 { $mb } MB를 넘습니다(-q 옵션은 이동만 출력)

## Reading the input

cli-invalid-board = 잘못된 보드: { $why }
cli-bad-option = { $option }: { $why }
cli-race-longer = h를 쓴 { $algo }: 답 { $solved }개 중 { $longer }개가 최단보다 김
cli-grade-passed = 통과: { $raw }/{ $max } (맨해튼 노드 수의 최대 { $pass }%까지 허용).
cli-grade-failed = 통과하지 못함: { $raw }/{ $max } (맨해튼 노드 수의 최대 { $pass }%까지 허용).
cli-grade-seed = 경주 보드: 깊이마다 20개, 시드 { $seed }에서 뽑음.
cli-bad-formula = 수식을 사용할 수 없습니다: { $why }
cli-heuristic-checked = 목표에 도달할 수 있는 모든 { $size } 보드({ $states }개)에서의 { $formula }:
cli-heuristic-sampled = { $size } 보드 { $states }개 표본(최대 40번 이동으로 스크램블, 최적으로 풂)에서의 { $formula }:
cli-heuristic-admissible = 허용 가능: 실제 거리를 넘지 않음
cli-heuristic-not-admissible = 허용 불가능: { $board }의 h = { $h }이지만 목표까지는 { $hstar }번 이동
cli-heuristic-consistent = 일관성 있음: 목표에서 0이고, 이웃 사이의 차이는 최대 1
cli-heuristic-not-consistent = 일관성 없음: { $a }의 h = { $ha }, 이웃 { $b }의 h = { $hb }
cli-heuristic-not-a-number = 숫자가 아님: { $board }에서 h가 { $value ->
        [not-a-number] NaN임
        [infinite] 무한대임
        [minus-infinite] 음의 무한대임
       *[division] 0으로 나눔({ $at }번째 문자)
    }. 휴리스틱은 모든 보드에서 숫자여야 하므로 h는 허용 가능하지도 일관성이 있지도 않음
cli-heuristic-closeness = h/h*의 평균: { $ratio }. 보드의 { $share }%에서 맨해튼 이상
cli-standard-input = 표준 입력
cli-cannot-read = { $name } 읽기 실패: { $why }
cli-too-large = { $name }의 크기가 { $size }보다 큽니다: 보드 파일이 아닙니다
cli-not-text = { $name }의 내용은 텍스트가 아닙니다: { $n }번째 바이트가 UTF-8이 아닙니다
cli-cannot-write = 출력을 쓸 수 없습니다: { $why }
cli-not-a-file = { $name }은(는) 파일이 아닙니다(장치, 폴더 또는 소켓): 아무것도 읽지 않았습니다
cli-tables-too-large = { $name }의 크기가 { $size }보다 큽니다: 패턴 데이터베이스 파일이 아닙니다
cli-tables-behind = 다음 보드를 위해 { $size } 패턴 데이터베이스를 만드는 중 (한 번만, 약 { $seconds }초). 그동안은 빠른 것이 답합니다
cli-tables-behind-wide = 다음 보드를 위해 { $size } 패턴 데이터베이스를 만드는 중 (한 번만, 약 { $seconds }초). 이것이 있으면 답이 짧아집니다
cli-tables-finishing = 다음 실행을 위해 { $size } 패턴 데이터베이스를 마무리하는 중 (Ctrl-C로 멈춥니다. 다음 실행에서 다시 만듭니다)
cli-tables-unusable = 캐시된 표를 사용할 수 없습니다 ({ $reason }). 다시 만듭니다
cli-tables-built-unusable = 방금 만든 표를 사용할 수 없습니다 ({ $reason })
cli-tables-saved = { $size } 패턴 데이터베이스를 { $path }에 저장했습니다 (이후 풀이에서 불러옵니다)
cli-tables-unsaved = 표를 { $dir }에 보관할 수 없습니다: { $reason } (--cache-dir로 다른 곳을 고르세요)
cli-site-link = { $name }은(는) 링크이거나 링크 뒤에 있습니다: 패키지에는 사이트 자체의 파일만 들어갑니다
cli-site-too-large = { $name }의 크기가 { $size }보다 큽니다: 빌드한 사이트가 담는 것보다 많습니다
cli-boards-per-depth = 깊이마다 최대 { $max }개 보드(한 깊이의 보드는 한꺼번에 뽑아 보관합니다)

## Explain

cli-col-tile = 타일
cli-col-at = 위치
cli-col-goal = 목표
cli-col-manhattan = 맨해튼
cli-col-misplaced = 제자리 아님
cli-yes = 예
cli-hamming-total = 해밍(제자리에 없는 타일 수) = { $n }
cli-manhattan-total = 맨해튼 = { $n }
cli-conflicts = 선형 충돌 = { $pairs }쌍, 선형 충돌 추정값 = { $n }
cli-no-conflicts = 없음
cli-conflict-row = { $n }행: { $a }, { $b }
cli-conflict-column = { $n }열: { $a }, { $b }

## Scan

cli-scan-read = 사진에서 { $size } 보드를 읽었습니다({ $ms } ms)
cli-scan-check = 다음 칸을 확인하세요. 인식 결과가 확실하지 않습니다: { $cells }
cli-scan-cell = { $row }행 { $col }열
cli-scan-unsolvable = 읽은 대로라면 이 보드는 목표(빈칸이 마지막)에 도달할 수 없습니다: 칸을 잘못 읽었거나 퍼즐이 잘못 조립되었을 수 있습니다
cli-scan-bench = 평가용으로 따로 둔 사진 { $photos }장({ $sizes }{ $known }): 정확히 읽음 { $exact }, 틀렸고 표시된 칸 없음 { $silent }, 틀렸고 칸이 표시됨 { $flagged }, 읽지 못함 { $failed }
cli-scan-corners = 숫자 여덟 개: 사진의 픽셀 단위로 보드 네 모서리 각각의 x,y (예: 120,80,600,90,610,560,110,570)
cli-scan-bench-known = , 크기 지정
cli-scan-bench-outline = , 윤곽 지정
cli-scan-bench-time = 사진당 시간: 중앙값 { $median } ms, p95 { $p95 } ms, 최대 { $max } ms


## How a solver answered (after the algorithm's name: "Solved by Auto (IDA* with …)")

method-exact-table = 정확한 거리 테이블
method-pdb = 가산 패턴 데이터베이스를 쓰는 IDA*
method-pdb-reflected = 가산 패턴 데이터베이스와 반사를 쓰는 IDA*
method-pdb-quick = 빠른 5-5-5 패턴 데이터베이스를 쓰는 IDA*
method-pdb-quick-reflected = 빠른 5-5-5 패턴 데이터베이스와 반사를 쓰는 IDA*
method-linear-conflict = 선형 충돌을 쓰는 IDA*
method-weighted-pdb = 패턴 데이터베이스를 쓰는 가중 A*, 가중치 { $weight }
method-weighted-linear-conflict = 선형 충돌을 쓰는 가중 A*, 가중치 { $weight }
# Fast mode on a large board: rows and columns are put in place one by one, then the last block
# (e.g. 3×3) is solved optimally. { $size } is that block's size.
method-lines = 행과 열을 하나씩, 마지막 { $size } 블록은 최적으로
method-lines-searched = 행과 열을 하나씩 각각 탐색으로 배치, 마지막 { $size } 블록은 최적으로
# { $lines } is method-lines or method-lines-searched.
method-finish-pdb = { $lines }, 패턴 데이터베이스 사용
method-finish-linear-conflict = { $lines }, 선형 충돌을 쓰는 IDA* 사용

## The element's notices when it cannot start (n-puzzle.js shows them before the puzzle's own code runs)

element-policy = 이 페이지에서는 퍼즐을 시작할 수 없습니다. 페이지의 Content-Security-Policy가 거부합니다({ $directive }). 페이지 운영자가 삽입 안내서에 따라 허용할 수 있습니다.
element-load = 퍼즐을 불러오지 못했습니다({ $why }). 연결을 확인하고 페이지를 새로 고치세요.
element-style = 이 페이지의 Content-Security-Policy가 퍼즐의 스타일시트를 거부합니다({ $directive }). 퍼즐은 작동하지만 모양이 단순해집니다.

## What a learning record store shows of a graded attempt (xAPI: the verb's name, the exercise's name)

lms-verb-answered = 답함
lms-verb-passed = 통과
lms-verb-failed = 통과하지 못함
lms-activity = N-퍼즐 연습 문제: { $task }
lms-task-play = 적은 이동으로 목표에 도달
lms-task-predict = 다음 확장 예측
lms-task-children = 자식 노드의 g, h, f
lms-task-heuristic = 맨해튼보다 나은 허용 가능한 휴리스틱


## The scan dialog

scan-title = 퍼즐 스캔
scan-help = 보드 전체가 보이고 조명이 밝은 상태에서 바로 위에서 사진을 찍거나, 사진을 선택하세요.
scan-photo = 사진
scan-size = 크기
scan-size-auto = 사진에서 인식
scan-reading = 사진을 읽는 중…
scan-read = { $size } 보드를 읽었습니다. 표시된 칸을 확인하세요. 칸을 탭하면 숫자를 바꿀 수 있습니다.
scan-read-sure = { $size } 보드를 읽었습니다. 실제 퍼즐과 비교해 보세요. 칸을 탭하면 숫자를 바꿀 수 있습니다.
scan-other-size = { $size } 보드로 다시 읽기
scan-board = 읽은 보드(빈칸은 0 또는 비워 두기)
scan-cell = { $row }행, { $col }열
scan-unsure = 불확실
scan-duplicate = 0부터 { $max }까지의 각 숫자는 한 번씩만 나와야 합니다. 확인할 숫자: { $list }.
scan-use = 이 보드 사용
scan-cancel = 취소
scan-too-large = 파일 크기가 { $mb } MB입니다: 최대 { $max } MB까지의 사진을 읽을 수 있습니다.
scan-too-many-pixels = 사진이 { $width }×{ $height } 픽셀({ $mp } 메가픽셀)입니다: { $max } 메가픽셀까지의 사진을 읽을 수 있습니다.
scan-not-an-image = 이 파일은 사진(JPEG 또는 PNG 이미지)이 아닙니다.
scan-damaged = 이 사진은 잘렸거나 손상되었습니다: 파일에 이미지 전체가 들어 있지 않습니다.
scan-no-board = 사진에서 퍼즐을 찾지 못했습니다: 보드 전체가 보이도록 바로 위에서 찍으세요.
scan-two-boards = 사진에 퍼즐이 두 개 있습니다: 한 번에 하나씩 찍으세요.
scan-cut-off = 보드 일부가 사진 밖에 있습니다: 조금 물러나거나 휴대폰을 돌리세요.
scan-size-unsupported = { $size } 보드는 스캔할 수 없습니다: 크기는 2×2부터 6×6까지입니다.
scan-no-grid = 보드는 찾았지만 타일을 구별하지 못했습니다: 더 밝게 하고 반사를 줄이세요.
scan-failed = 인식기를 시작할 수 없습니다: { $why }
scan-outline = 보드가 아닌가요? 윤곽선의 모서리를 보드의 모서리로 끌어 놓으세요.
scan-place = 또는 직접 보드를 표시하세요: 윤곽선의 모서리를 보드의 모서리로 끌어 놓으세요.
scan-keys = 보드 윤곽선이 표시된 사진입니다. 모서리를 옮기려면 1, 2, 3, 4 중 하나를 눌러 고른 다음 화살표 키를 누르세요.
scan-camera = 카메라 사용
scan-shoot = 사진 찍기
scan-stop = 카메라 닫기
scan-guide = 바로 위에서 보드 전체가 틀 안에 들어오게 하세요.
scan-video = 카메라 화면
scan-camera-denied = 여기서는 카메라가 허용되지 않습니다: 이 페이지에 카메라를 허용하거나, “사진”으로 사진을 찍거나 선택하세요.
scan-camera-none = 카메라를 찾지 못했습니다: “사진”으로 사진을 찍거나 선택하세요.
scan-camera-failed = 카메라를 열지 못했습니다({ $why }): “사진”으로 사진을 찍거나 선택하세요.
scan-alt = 찾은 보드에 윤곽선이 표시된 사진
