# 日本語：locales/en/npuzzle.ftl からの翻訳（メッセージ ID と { $placeholders } は英語版と同じ）。
# Fluent の構文：https://projectfluent.org/fluent/guide/（日本語の複数カテゴリは other のみ：数を含むメッセージは一つの形で書き、選択式は使わない）。
# Terms: A* は名前としてそのまま残す（『エージェントアプローチ人工知能』の訳書や日本の授業と同じ）。
# Terms: IDA* も同じ理由でそのまま残す。
# Terms: BFS は略語として残す（日本の授業でよく使われる。正式には幅優先探索）。
# Terms: DFS は略語として残す（日本の授業でよく使われる。正式には深さ優先探索）。
# Terms: IDDFS は略語として残す（日本の授業でよく使われる。正式には反復深化深さ優先探索）。
# Terms: 秒は「秒」、ミリ秒は ms（日本語のソフトウェアの慣例）。

## The language itself

# The language's own name, as its speakers write it (the language menu lists every language so).
language-name = 日本語
# ltr, or rtl for a language written right to left (the page mirrors its layout).
language-direction = ltr
# The label of the page's language menu.
language = 言語

## The board

board-region = パズルの盤面
board-role = パズルの盤
board-keys = 矢印キーでタイルを空きマスへ動かします。タイルは矢印の向きに動きます。
moves-label = 手数：
solved-badge = 完成！
board-hint = 空白の隣のタイルをクリックまたはタップするか、スワイプするか、盤面にフォーカスして矢印キーを使ってください。
goal-label = { $size }の盤面、ゴール：{ $kind }
blank-last = 空白が最後
blank-first = 空白が最初
blank = 空白
describe = パズルの盤面、{ $size }：{ $rows }

## The board panel

board-title = 盤面
tabs = パネル
panel-loading = このパネルを読み込み中…
panel-not-loaded = このパネルを読み込めませんでした。接続を確認してください：数秒後に再試行します。
tab-study = 学習
tab-share = 共有
node-board = ノード{ $node }の盤面：{ $rows }
size = サイズ
puzzle-name = { $n }パズル
goal = ゴール
goal-end-option = 空白が最後（1 2 3 / … / _）
goal-start-option = 空白が最初（_ 1 2 / …）
shuffle = シャッフル
scramble = スクランブル
scramble-moves = スクランブルの手数
moves-unit = 手
reset = リセット
board-text = 盤面のテキスト
board-text-help = （貼り付けまたは入力：各行を改行か / で区切り、空白は 0、_ または . で表す）
use-board = この盤面を使う
scan-puzzle = パズルをスキャン…
scan-not-loaded = スキャンを読み込めませんでした（{ $why }）。接続を確認して、もう一度お試しください。

## The solve panel

solve-title = 解く
algorithm = アルゴリズム
heuristic = ヒューリスティック
option-auto = 自動（最速の最適解法）
option-fast = 高速（任意のサイズ、最短ではない）
name-bfs = 幅優先探索
name-dfs = 深さ優先探索
name-iddfs = 反復深化深さ優先探索
name-bibfs = 双方向幅優先探索
name-greedy = 欲張り最良優先探索
name-a-star = A*
name-ida-star = IDA*
name-auto = 自動
name-fast = 高速モード
option-hamming = ハミング（位置の違うタイルの数）
name-hamming = ハミング
name-manhattan = マンハッタン
name-linear-conflict = 線形衝突
large-note = 大きな盤面：「高速」はすぐに解を見つけますが、最短とは限りません。
solve = 解く
cancel = キャンセル
tree-depth = 木の深さ：{ $n }
f-bound = f の閾値：{ $n }
depth = 深さ：{ $n }
expanded = 展開済み
frontier = フロンティア
time = 時間
seconds = 秒
preparing = このサイズを初めて解きます：{ $size }用の表を準備中…{ $pct }%
length = 長さ
optimal = 最適
enqueued = キューに入れた状態
largest-frontier = 最大フロンティア
yes = はい
not-guaranteed = 保証なし
ms = { $ms } ms
ms-with-tables = { $ms } ms（表 { $tables } ms）

## Playback

playback = 再生
jump-start = 最初へ
step-back = 1手戻る
play = 再生
pause = 一時停止
step-forward = 1手進む
jump-end = 最後へ
speed = 速度
step-of = { $total }手中{ $step }手目
step-of-tile = { $total }手中{ $step }手目：タイル{ $tile }を{ $way }へ
step-of-done = { $total }手中{ $step }手目：ゴールに到達。
move-button = { $i }手目：タイル{ $tile }を{ $way }へ
moves-shown = { $total }手中{ $from }–{ $to }手目
moves-earlier = 前の手
moves-later = 後の手
move-list-help = 手の一覧には、各タイルとそれがスライドする方向が表示されます。

## Studying the search

study-title = 探索を学ぶ
hint-button = ヒント
thinking = 考え中…
hint-next = 次の手：{ $tile }を{ $way }へスライド。残り{ $n }手（最短解の一つに沿って）。
hint-next-about = 次の手：{ $tile }を{ $way }へスライド。残り約{ $n }手。
hint-none = ヒントなし：ソルバーが時間内に解を見つけられませんでした。
already-solved = すでに完成しています！
show-heuristics = 盤面にヒューリスティックを表示
heuristic-totals = ハミング { $hamming } · マンハッタン { $manhattan } · 線形衝突 { $lc }
ghf = { $g }手目：g = { $g }、h = { $h }（{ $heuristic }）、f = g + h = { $f }
overlay-help = 各タイルの角にはそのマンハッタン距離が表示されます。ゴールのマスにあるタイルは緑色で、線形衝突にあるタイル同士はオレンジ色の線で結ばれます。
copy-assignment = 課題の出力形式でコピー
step-title = 探索を1ステップずつ見る
trace-start = 探索を記録
trace-help = 選んだアルゴリズムをこの盤面で記録し、1ステップずつたどります：展開されるすべてのノードと、生成されるすべての子ノードを。
trace-needs-algorithm = ステップ実行には授業で扱う探索のいずれかが必要です：「解く」で自動と高速モード以外のアルゴリズムを選んでください。
recording = 探索を記録中…
trace-ready = 記録しました：下で1ステップずつたどれます。
trace-limited = 最初の{ $n }件のイベントを記録しました（記録の上限）：下で1ステップずつたどれます。
trace-reset = 最初へ
trace-back = 戻る
trace-run = 実行
trace-step = ステップ
trace-end = 最後へ
trace-close = 閉じる
trace-status = イベント { $step } / { $total } · 展開 { $expanded } · 生成 { $generated }
trace-start-event = 開始：まだ何も展開していません。
event-iteration = 新しい反復：閾値 { $bound }。
event-expand = ノード{ $node }を展開（g { $g }、h { $h }、f { $f }）。
event-expand-back = ノード{ $node }を展開（ゴールから、g { $g }、h { $h }、f { $f }）。
event-generate = 空白を{ $via }へ動かした子ノード：g { $g }、h { $h }、f { $f }：{ $fate }。
event-goal = ゴールを発見：ノード{ $node }。
fate-new = 新規、フロンティアに追加
fate-within = 閾値内、次に探索
fate-seen = 既出、破棄
fate-reopened = より短い経路で到達、再びキューに入れる
fate-over-bound = f が閾値を超過、打ち切り
fate-met = 反対側からの探索で到達済み：2つの探索が出会う
# Bidirectional BFS searches from the start and from the goal: a frontier row of the goal's
# search is marked with side-goal, and its expansions read event-expand-back.
side-goal = ゴールから
children = 展開中のノードの子ノード
frontier-caption = フロンティア（次に展開されるものが先頭）：ノード{ $n }個
frontier-caption-pick = フロンティア（生成された順。次に展開されるものが先頭とは限らない）：ノード{ $n }個
frontier-none = IDDFS と IDA* はフロンティアを持ちません：閾値の範囲内で深さ優先に進みます。
col-move = 空白の移動
col-node = ノード
col-what = どうなったか
predict-label = 予測：次に展開されるノードを選ぶ
pick-label = ノード{ $node }を選ぶ
pick = 選ぶ
rule-bfs = BFS はフロンティアで最も古いノードを取り出す（先入れ先出し）
rule-dfs = DFS はフロンティアで最も新しいノードを取り出す（後入れ先出し）
rule-greedy = 欲張り最良優先探索は h が最小のノードを取り出す（同点なら最も古いもの）
rule-a-star = A* は f = g + h が最小のノードを取り出す（同点なら h が小さいもの、次に最も古いもの）
rule-greedy-newest = 欲張り最良優先探索は h が最小のノードを取り出す（同点なら最も新しいもの）
rule-a-star-oldest = A* は f = g + h が最小のノードを取り出す（同点なら最も古いもの）
rule-a-star-newest = A* は f = g + h が最小のノードを取り出す（同点なら最も新しいもの）
settings-title = 探索の設定
settings-help = 授業の演習ではこれらが固定されます。空白の移動順は「自動」と「高速」以外のすべての探索に、同点時の扱いは欲張り最良優先探索と A* に、ゴール判定は BFS に適用されます。
order-label = 空白の移動順
ties-label = 同点時
ties-deeper = h が小さいものを先に、次に最も古いもの
ties-oldest = 最も古いものを先に（先入れ先出し）
ties-newest = 最も新しいものを先に（後入れ先出し）
code-title = アルゴリズムを1行ずつ
code-line = { $n }行目：{ $code }
code-duplicates = 重複検出：各盤面は1回だけ保持する
code-dfs-order = 最後の手から順に積むので、最初の手が最初に取り出される
code-reopen = そこへのより短い経路が見つかった
code-tree-depth = 木の深さ
code-next-bound = 閾値を超えた f のうち最小のもの
code-cut = 打ち切り：この反復では探索しない
code-level = 1レベルずつまとめて探索するので、最初の出会いが最短経路になる
code-meet = 2つの探索が出会う：経路は始点から子を経てゴールへ
# The pseudocode, line by line, as a textbook in the language prints it: keep each line's
# structure and symbols (←, [ ], ( ), ∞, f, g, h); the words and names may be the language's.
pc-start-queue = フロンティア ← キュー [始点]; 到達済み ← {"{"}始点{"}"}
pc-start-stack = スタック ← [始点]; 到達済み ← {"{"}始点{"}"}
pc-start-priority = フロンティア ← { $by } による優先度付きキュー: [始点]
pc-goal-start = if 始点がゴール: return 始点
pc-while-frontier = while フロンティアが空でない:
pc-while-stack = while スタックが空でない:
pc-pop-first = ノード ← フロンティア.pop_first()
pc-pop-stack = ノード ← スタック.pop()
pc-pop-min = ノード ← フロンティア.pop_min()
pc-goal-node = if ノードがゴール: return ノード
pc-moves = for 手 in [{ $order }]:
pc-moves-reversed = for 手 in reversed([{ $order }]):
pc-child = 子 ← ノード + 手
pc-child-g = 子 ← ノード + 手; g(子) ← g(ノード) + 1
pc-goal-child = if 子がゴール: return 子
pc-seen = if 子 in 到達済み: スキップ
pc-seen-g = if 子が g ≤ g(子) で到達済み: スキップ
pc-reopen = if 子がより大きい g で到達済み: 再びキューに入れる
pc-push-frontier = 到達済み.add(子); フロンティア.push(子)
pc-push-stack = 到達済み.add(子); スタック.push(子)
pc-push-g = 到達済み[子] ← g(子); フロンティア.push(子)
pc-fail = return 失敗
pc-start-bound = 閾値 ← h(始点)
pc-start-limit = 深さ制限 ← 0
pc-loop = loop:
pc-iterate = 次 ← ∞; if 探索(始点, 0)が発見: return その経路
pc-next-bound = 閾値 ← 次
pc-next-limit = 深さ制限 ← 深さ制限 + 1
pc-function-g = function 探索(ノード, g):
pc-function-depth = function 探索(ノード, 深さ):
pc-goal-found = if ノードがゴール: return 発見
pc-moves-no-undo = for 手 in [{ $order }]、ただし直前の手を取り消す手は除く:
pc-child-f = 子 ← ノード + 手; f ← g + 1 + h(子)
pc-cut-f = if f > 閾値: 次 ← min(次, f); スキップ
pc-cut-depth = if 深さ + 1 > 深さ制限: スキップ
pc-recurse-g = if 探索(子, g + 1)が発見: return 発見
pc-recurse-depth = if 探索(子, 深さ + 1)が発見: return 発見
pc-not-found = return 未発見
pc-start-two = 前方 ← キュー [始点]; 後方 ← キュー [ゴール]; 到達済み ← {"{"}始点: 前方, ゴール: 後方{"}"}
pc-while-two = while 前方と後方が空でない:
pc-take-level = レベル ← 前方と後方の小さい方 (同数なら前方) から全部取り出す
pc-for-level = for ノード in レベル:
pc-meet = if 子が反対側から到達済み: return 経路 始点 → 子 → ゴール
pc-push-side = 到達済み[子] ← ノードの側; 子をその側のキューに入れる
pc-move-up = 上
pc-move-down = 下
pc-move-left = 左
pc-move-right = 右
pc-order = { $a }、{ $b }、{ $c }、{ $d }
goal-test-label = ゴール判定
goal-at-generation = ノードの生成時
goal-at-expansion = ノードの展開時
node-value = ノード{ $node }は { $what } = { $v }
node-age = ノード{ $node }は{ $node }番目に生成
predict-right = 正解：{ $rule }。{ $why }。
predict-wrong = 惜しい：次はノード{ $next }です。{ $rule }。{ $why }、{ $yours }。
predict-skipped = 選ばずに進めました：次はノード{ $next }でした。{ $rule }。
tree-title = 探索木
tree-collapse = フロンティアとゴールへの経路のみ
tree-summary = 探索木：ノード{ $n }個を描画（展開済み { $expanded }、未展開 { $open }、打ち切り { $cut }、非表示 { $hidden }）、深さ { $depth }。{ $path }
tree-path = ゴールへの経路：ノード { $nodes }。
tree-legend = 青：未展開。灰色：展開済み。緑：ゴールへの経路。赤：閾値で打ち切り。ノードにポインターを合わせるか、木を選択して矢印キーを使うと、その盤面が表示されます。
tree-node-info = ノード{ $node }：g { $g }、h { $h }、f { $f }。盤面：{ $board }
tree-too-big = 最初の{ $n }個のノードを描画しています。
chart-depth = 深さごとの生成ノード数
chart-frontier = 展開ごとのフロンティアのサイズ
chart-depth-text = 深さごとのノード数：{ $values }。
chart-frontier-text = フロンティアのサイズは{ $first }から{ $last }、最大{ $max }。
experiment-title = 教科書の実験
experiment-help = 各深さ d について、最短解がちょうど d 手の8パズルをすべての中から無作為に選び、チェックした各探索でそれぞれを解きます。表には平均生成ノード数と、括弧内に有効分岐係数 b*（N + 1 = 1 + b + b² + … + b^d を満たす b）を示します。1つの盤面で{ $n }ノードを超えた探索には – と表示します。同じシードなら npuzzle experiment と同じ数値になります。
experiment-depths = 深さ（開始..終了:刻み、またはリスト）
experiment-count = 深さごとの盤面数
experiment-seed = シード
experiment-searches = 探索
experiment-run = 実験を実行
experiment-running = 実験を実行中…
experiment-done = 実験が終わりました。
experiment-bad-depths = 「{ $depths }」は深さのリストではありません：開始..終了:刻み（例：2..24:2）かリスト（例：2,4,8）で書いてください。各値は0から31までです。
experiment-cancelled = キャンセルしました：ここまでの行は残ります。
experiment-no-search = 探索を少なくとも1つチェックしてください。
experiment-caption = 平均生成ノード数（b*）、解の深さ d 別
experiment-chart = 深さ別の生成ノード数（対数目盛）
compare-title = 探索を比較
compare-button = すべての探索を比較
compare-help = この盤面で、各アルゴリズムを各ヒューリスティックと組み合わせて順に実行します。それぞれ最大{ $n }ノードまでです。
comparing = この盤面ですべての探索を比較しています。
compared = { $n }個の探索を比較しました。
compare-cancelled = 比較をキャンセルしました。
copy-csv = CSV をコピー
copy-markdown = Markdown をコピー
col-algorithm = アルゴリズム
col-heuristic = ヒューリスティック
col-chart = 展開済み（対数目盛）
status-waiting = 待機中
status-running = 実行中
status-solved = 解決
status-limit = ノード上限
status-cancelled = キャンセル
status-failed = 失敗
play-row = 再生
play-row-label = { $algo }の解を再生
playing-row = { $algo }の解を再生中。

## Graded exercises (the student's panel)

ex-title = 演習
ex-cannot-start = この演習を開始できません：{ $why }
ex-ask-teacher = 出題者に知らせてください。
ex-task-play = できるだけ少ない手数で、自分で動かしてゴールに到達してください。最短解との差が{ $slack }手以内なら合格です。
ex-task-predict = { $algo }の次の{ $n }回の展開を予測してください：毎回、次に展開されると思うフロンティアのノードを選びます。正答率{ $pass }%以上で合格です。
ex-task-children = { $heuristic }を使う A* の次の{ $n }回の展開それぞれについて、生成されるすべての子ノードの g、h、f = g + h を答えてください。正答率{ $pass }%以上で合格です。
ex-task-heuristic = ヒューリスティック・ラボの数式言語で8パズル用のヒューリスティック h を書いてください（例：manhattan + 2*conflicts）。h は181,440通りすべての盤面で検査され、{ $boards }個の盤面で A* を使ってマンハッタンと競走します。h が許容的で、生成ノード数がマンハッタンの{ $pass }%以下なら合格です。
ex-submit-h = h を提出
ex-grading = すべての盤面で h を検査し、それからマンハッタンと競走させています…
ex-h-raced = 許容的です。競走の盤面で h は{ $own }ノードを生成し、マンハッタンは{ $manhattan }ノードでした：マンハッタンの{ $percent }%です。
ex-h-race-caption = 解の深さ d ごとの競走用20盤面での生成ノード数
ex-h-over-budget = 許容的ですが、h を使う A* は競走の盤面で{ $max }ノードを超えました：どの盤面が選ばれても、マンハッタンが120盤面すべてで必要とする数より多いです。
ex-h-seed = この挑戦の競走用の盤面はシード{ $seed }で選ばれました：npuzzle heuristic grade --seed { $seed } は同じ盤面で h を採点します。
ex-no-grade = h を採点できませんでした（{ $why }）。もう一度提出してください。
ex-progress = { $done } / { $n }
ex-attempt = { $n }回目の挑戦
ex-moves-so-far = 手数：{ $moves }
ex-hints-used = 使ったヒント：{ $n }
ex-hints-left = 使ったヒント：{ $n } / { $max }
ex-score = 得点：{ $raw } / { $max }（{ $percent }%）
ex-play-score = { $moves }手。最短解は{ $optimal }手です。
ex-passed = 合格：{ $raw } / { $max }（{ $attempt }回目の挑戦）。
ex-failed = 不合格：{ $raw } / { $max }（{ $attempt }回目の挑戦）。
ex-try-again = もう一度挑戦
ex-keep-best = コースにはあなたの最高の結果が残ります。もう一度挑戦しても下がることはありません。
ex-keep-last = コースにはあなたの最後の結果が残ります。もう一度挑戦すると、点数が低くてもこの結果と置き換わります。
ex-started = 新しい挑戦を始めました。
ex-pick-prompt = 次に展開されるのはどのノードですか？
ex-expanding = ノード{ $node }を展開中：各子ノードの g、h、f を答えてください。
ex-child = 子ノード
ex-child-via = 空白を{ $way }へ
ex-value-of = 空白を{ $way }へ動かした子ノードの { $value }
ex-check = 確認
ex-children-verdict = { $n }個の子ノードのうち{ $right }個が正解。
ex-child-right = 正解
ex-child-wrong = 不正解：g = { $g }、h = { $h }、f = { $f }
ex-waiting = 演習を準備中…
ex-restored = 中断したところから挑戦を再開しました。
ex-saved-damaged = ここに保存されていた挑戦が破損していたため、別に取っておきました：新しい挑戦を始めます。
ex-saved-version = アプリの別のバージョンで保存された挑戦を別に取っておきました：新しい挑戦を始めます。
ex-not-kept = このブラウザはこのページのデータを何も保存しないため、再読み込みすると挑戦は最初からになります。
ex-no-optimal = 最短解がわからないため、まだこの挑戦を採点できません（{ $why }）。
ex-no-more-hints = この演習ではもうヒントを使えません。
ex-board-held = 今は盤面を動かせません：演習で使用中です。
ex-move-cap = ゴールに到達しないまま{ $n }手で挑戦が終了しました。
puzzle-numbered = パズル{ $n }
ex-board-fixed = 演習の実行中はその盤面を変更できません。
ex-restarted = 演習が変更されました：新しい挑戦を始めました。
ex-resume-ignored = 演習の実行中に渡された保存済みの挑戦は無視されました。
ex-delivered = 結果がコースに届きました。
ex-pending = 結果はまだコースに届いていません。保存してあり、あとで再送されます。
ex-no-session = コースは現在結果を受け付けていません：結果はここに保存され、次にこの演習を開いたときに送信されます。
ex-bad-board = 盤面「{ $v }」は使えません：{ $why }
ex-bad-task = タスク「{ $v }」はありません：play、predict、children のいずれかを使ってください
ex-bad-id = 演習 ID「{ $v }」は使えません：英字、数字、- _ . : で{ $max }文字まで
ex-bad-count = count「{ $v }」は1から{ $max }までの問題数ではありません
ex-bad-slack = slack「{ $v }」は0から{ $max }までの手数ではありません
ex-bad-hints = hints「{ $v }」は on、off、0から{ $max }までの数のいずれでもありません
ex-bad-pass = pass「{ $v }」は合格点ではありません：小数（0.8）か百分率（80%）で指定してください
ex-setting = { $field }：{ $why }
ex-bad-keep = keep「{ $v }」は best でも last でもありません
ex-too-large = { $size }の盤面は演習には大きすぎます：最大{ $max }マスです
ex-unsolvable = この盤面はゴールに到達できないため、どのタスクにも使えません
ex-already-goal = この盤面はすでにゴールです：やることがありません
ex-needs-predictable = predict には BFS、DFS、欲張り最良優先探索、A* のいずれかが必要です（{ $algo }は不可）
ex-needs-a-star = children には A* が必要です（{ $algo }は不可）

## The Exercise panel (a teacher's, beside Share)

au-title = 演習（教員用）
au-help = この盤面と探索から採点付きの演習を作ります。学生にはタスク、進捗、得点が表示され、結果はコースページまたは LMS に届きます。
au-task = タスク
au-task-play = プレイ：少ない手数でゴールに到達
au-task-predict = 次の展開を予測
au-task-children = 子ノードの g、h、f（A*）
au-task-heuristic = 許容的なヒューリスティックを書く
au-count = 問題数
au-slack = 最短解を超えて許される手数
au-hints-name = ヒント
au-hints-on = 使用可（回数を記録）
au-hints-off = なし
au-hints-most = 最大{ $n }回
au-pass = 合格点
au-id = 演習 ID（任意）
au-keep = LMS に残す結果
au-keep-best = 最高の挑戦
au-keep-last = 最後の挑戦
au-preview = 学生としてプレビュー
au-copy-link = リンクをコピー
au-copy-iframe = iframe をコピー
au-copy-element = 要素をコピー
au-format = パッケージの形式
au-format-help = SCORM 1.2：Moodle、Canvas、ほぼすべての LMS。SCORM 2004：Blackboard、Brightspace、ILIAS、Open edX（1.2 にも対応）。cmi5：xAPI と学習記録ストア（LRS）を基盤とする LMS。
au-download = LMS 用にダウンロード
au-invalid = まだ準備ができていません：{ $why }
ex-packing = パッケージを作成中…
ex-packed = パッケージ（{ $kb } KB）をダウンロードしました：LMS に { $format } パッケージとしてアップロードしてください。
ex-pack-failed = パッケージを作成できませんでした：{ $why }
ex-pack-bad-name = files.json が「{ $name }」を { $why ->
         [parent] サイトの外（..）で指定しています
         [absolute] ルート（/）から指定しています
         [backslash] バックスラッシュ付きで指定しています
         [colon] コロン付き（C:、アドレス）で指定しています
         [empty] 空または「.」の部分付きで指定しています
         [duplicate] 2回指定しています
        *[character] ?、#、% または見えない文字付きで指定しています
    }：サイトをビルドし直してください。

## クラスの表示（教員がLMSでリンクを起動したとき：学生の挑戦、成績、解答）

class-title = { $title }：クラス
class-untitled = Nパズルの演習
class-boardless = このリンクの演習は盤面を指定していないため、挑戦は採点されません：学生ごとのページが独自の盤面を選んでしまいます。盤面を指定して演習を追加し直してください。
class-no-column = このリンクには成績表の列がありません：成績はここにだけ保存されます。列を作るには、LMSのコンテンツ選択（Deep Linking）で演習を追加してください。
class-find = 学生を探す
class-no-students = この演習を開いた学生はまだいません。
class-no-answers = まだ解答はありません。
class-questions = 問題
class-questions-caption = 問題：各学生の最新の解答
class-question = 問題
class-right = 正解率
class-right-answer = 正解
class-wrong-answers = よくある誤答
class-share = { $percent }%（{ $students }人中{ $right }人）
class-no-wrong = なし
class-students = 学生
class-students-caption = 演習を開いた学生
class-student = 学生
class-attempts = 挑戦
class-grade = 成績
class-gradebook = 成績表
class-last-seen = 最終アクセス（UTC）
class-attempts-count = 開始 { $begun }、終了 { $ended }
class-no-grade = まだなし
class-grade-passed = { $raw } / { $max }、合格
class-grade-failed = { $raw } / { $max }、不合格
class-nothing-to-send = 送信するものなし
class-sent = 送信済み
class-no-column-yet = 列なし
class-on-its-way = 送信中
class-waiting = 待機中：{ $why }
class-refresh = 更新
class-download = すべての解答をダウンロード（CSV）
class-open-exercise = 学生に見えるとおりに演習を開く
class-stopped = この表示はもう更新されません：新しい解答を見るには、コースから演習を起動し直してください。
class-open-attempt = 試行を開く:
class-attempt-graded = 採点済み
class-attempt-latest = 最新
class-open-attempt-label = { $who } の試行 { $attempt } を開く
class-review-ended = { $who } の試行 { $attempt }（終了、残されたままの状態）。
class-review-open = { $who } の試行 { $attempt }（未終了、残されたままの状態）。
class-review-note = これはその学生の試行で、あなたのものではありません。ここで行ったことは保存も送信もされません。
class-lrs-title = 学習記録ストアから見るクラスの解答
class-lrs-tagline = cmi5 コース用：各問題のクラス全体の結果、各学生の解答、すべての解答の CSV を、学習記録ストア（LRS）から読み取ります。
class-lrs-endpoint = 記録ストアのアドレス（xAPI エンドポイント）
class-lrs-endpoint-help = LMS または LRS がキーの横に表示しています。たいてい /xAPI/ または /data/xAPI/ で終わります。
class-lrs-key = キー（ユーザー名）
class-lrs-secret = シークレット（パスワード）
class-lrs-secret-help = ステートメントを読めるキー。このページの中にだけ置かれ、アドレスに入ることも保存されることもありません。
class-lrs-activity = 演習の AU（アクティビティ ID）
class-lrs-activity-help = パッケージの cmi5.xml にある <au> の ID で、urn:npuzzle:au:npuzzle- に演習の ID を続けたものです。LMS が AU に独自の ID を付ける場合は、LMS の AU の詳細に表示されます（起動 URL の activityId）。
class-lrs-show = クラスを表示
class-lrs-questions-table = 問題の表
class-lrs-answers-of = { $name } の解答
class-lrs-student-summary = { $name }：{ $questions } 問中 { $right } 問正解（最新の解答）、解答 { $answers } 件
class-lrs-answer = 解答
class-lrs-result = 結果
class-lrs-seconds = 秒
class-lrs-when = 解答日時（UTC）
class-lrs-yes = 正解
class-lrs-no = 不正解
class-lrs-reading = 記録ストアを読み取り中…
class-lrs-live = 学生 { $students } 人から解答 { $answers } 件。このページの表示中は自動で更新されます。
class-lrs-updated = 最終読み取り：{ $time }。
class-lrs-paused = このページが隠れている間は一時停止しています。
class-lrs-none-yet = この演習への解答はまだありません。学生が解答するとここに表示されます。学生が解答済みなら、AU のアクティビティ ID を確認してください。
class-lrs-bad-endpoint = 記録ストアのアドレスは、https://lrs.example.org/xAPI/ のような完全な http:// または https:// のアドレスにしてください。
class-lrs-insecure = このページは HTTPS で配信されているため、ブラウザーは http:// のアドレスの記録ストアを読ませません。ストアの https:// のアドレスを使ってください。
class-lrs-no-key = キーとシークレットを入力してください。
class-lrs-key-in-address = キーとシークレットは記録ストアのアドレスではなく、それぞれの欄に入力してください。
class-lrs-no-activity = AU のアクティビティ ID を入力してください。
class-lrs-credentials = 記録ストアがキーとシークレットを拒否しました（HTTP { $status }）。それらと、キーがステートメントを読めることを確認してください。
class-lrs-network = { $endpoint } の記録ストアに接続できませんでした。アドレスと、ストアがこのページのオリジン（{ $origin }）からの読み取りを許可していること（CORS）を確認してください。許可するオリジンは LRS の設定にあります。
class-lrs-timeout = 記録ストアが { $seconds } 秒以内に応答しませんでした。再試行します。
class-lrs-not-lrs = アドレスは応答しましたが、xAPI 記録ストアとしてではありません（{ $what }）。アドレスを確認してください。たいてい /xAPI/ または /data/xAPI/ で終わります。
class-lrs-no-list = ステートメントの一覧がありません
class-lrs-refused = 記録ストアが問い合わせを拒否しました（HTTP { $status }）：{ $detail }
class-lrs-failed = 記録ストアでエラーが起きました（HTTP { $status }）。再試行します。
class-lrs-stale = 再読み取りに失敗しました。表示中の解答は { $time } 時点のものです。{ $problem }
class-lrs-elsewhere = 記録ストアの次のページが別のサイト（{ $origin }）にあります。キーとシークレットをこのサイトに留めるため、たどりません。

## Sharing

share = この盤面を共有
share-link = リンク
share-iframe = コースページ用：iframe
share-element = コースページ用：要素
share-guide = 埋め込み方法
share-algo-auto = リンクとスニペットは自動で開きます。{ $algo } ではページの制限内に { $size } の盤を解き終えられないことがあります。
copy = コピー
copied = クリップボードにコピーしました。
copy-failed = ブラウザがコピーを拒否しました：テキストを選択してコピーしてください。

## The page around the component

page-title = Nパズル・ソルバー
page-tagline = スライドパズルで遊び、解き、学ぶ
about-puzzle = このパズルについて
embed-guide = コースページに載せる

## Directions (the way a tile slides)

way-up = 上
way-down = 下
way-left = 左
way-right = 右

## What happened

moved = { $tile }を{ $way }へ動かしました。{ $n }手。
solved-by-hand = { $tile }を{ $way }へ動かしました。{ $n }手で完成！
busy = 解いています…「キャンセル」を押すとまた遊べます。
shuffled = シャッフルしました：解けるランダムな盤面です。
scrambled = ランダムな{ $n }手でスクランブルしました。
scramble-bad = スクランブルには1から{ $max }までの整数の手数が必要です。
back-to-start = 開始局面に戻しました。
board-from-text = テキスト欄から盤面を設定しました。
board-from-host = ページが盤面を設定しました。
not-a-board = 盤面ではありません：{ $why }。
no-solution = 解はありません。
no-solution-searched = 解がないため、探索は行いませんでした。
explain-odd = 転倒数（ゴールでの順序と逆になっているタイルの組の数）：{ $inv }。幅が奇数（{ $width }）の盤面では、どの手でもこの数の偶奇は変わらず、ゴールでは0なので、偶数でなければなりません。{ $inv }は{ $parity }なので、{ $verdict }。
explain-even = 転倒数（ゴールでの順序と逆になっているタイルの組の数）：{ $inv }。空白の行とそのゴールの行の間の行数：{ $rows }。幅が偶数（{ $width }）の盤面では、上下の手で両方の偶奇が変わるため、その和はゴールと同じく偶数でなければなりません。{ $inv } + { $rows } = { $sum }は{ $parity }なので、{ $verdict }。
even = 偶数
odd = 奇数
can-reach = ゴールに到達できます
cannot-reach = ゴールには決して到達できません：任意の2枚のタイルを入れ替えれば、到達できるようになります
searching = 探索中…
lab-title = ヒューリスティック・ラボ
lab-help = 自分の h を書き、このサイズのすべての盤面で真の距離と照合します（8パズルでは181,440通りすべて、より大きな盤面ではサンプル）。使える名前：hamming、manhattan、conflicts、n、rows、cols、blank_row、blank_col、row(t)、col(t)、goal_row(t)、goal_col(t)、sum(t: …)、max(…)、min(…)、abs(…)、+ − * /、if … then … else …。
lab-formula = あなたのヒューリスティック h
lab-check = h を検査
lab-checking = すべての盤面で h を検査中…
lab-empty = まず式を書いてください。例：manhattan + 2*conflicts。
lab-bad-formula = h は使えません：{ $why }
lab-states = { $n }個の盤面{ $sample }での { $h }：
lab-sample = （サンプル）
lab-admissible = 許容的：真の距離を決して超えません。
lab-not-admissible = 許容的でない：ゴールまで{ $hstar }手の盤面で h = { $h }。
lab-consistent = 無矛盾：ゴールで0、隣り合う盤面の間の差は最大1。
lab-not-consistent = 無矛盾でない：隣り合う2つの盤面で h = { $ha } と { $hb }。
lab-not-a-number = 数値でない：ある盤面で h { $value ->
        [not-a-number] が NaN になります（例：無限大 − 無限大）
        [infinite] が無限大になります
        [minus-infinite] が負の無限大になります
       *[division] がゼロで割っています（{ $at }文字目）
    }。ヒューリスティックはすべての盤面で数値でなければならないため、h は許容的でも無矛盾でもありません。
lab-close = h/h* の平均：{ $ratio }。盤面の{ $pct }%でマンハッタン以上。
lab-race = h を競走させる
lab-racing = 競走は上の実験で行われます：h を使う A* と IDA* が、ハミング、マンハッタン、線形衝突と競います。
lab-step = 1ステップずつ見る
lab-step-needs-informed = 「解く」で欲張り最良優先探索、A*、IDA* のいずれかを選んでください：これらはヒューリスティックを使います。
lab-stepping = h で探索を記録中：上の「探索を記録」の下で1ステップずつたどってください。
lab-your-h = あなたの h
formula-at = { $at }文字目：{ $problem }
formula-too-long = 式が長すぎます：{ $n }文字（最大{ $max }文字）
formula-too-deep = 入れ子が{ $depth }段より深くなっています
formula-expected = { $what ->
        [operator] 演算子か式の終わり
        [operand] 数、名前、または「(」
        [close] 「)」
        [comma] 「,」または「)」
        [open] 関数名の後の「(」
        [then] 「then」
        [else] 「else」
       *[binding] タイルの名前と「:」（sum(t: …)）
    }が必要ですが、{ $found ->
        [end] 式の終わり
        [arguments] 引数
       *[text] 「{ $text }」
    }があります
formula-unexpected = 「{ $text }」はこの言語にありません
formula-bad-number = 「{ $text }」は数ではありません
formula-unknown-name = 不明な名前「{ $name }」（使える名前：{ $names }）
formula-arguments = { $name }の引数は{ $want }個です（{ $got }個ではありません）
formula-too-slow = 式は盤面ごとに約{ $cost }ステップかかります：最大{ $max }
formula-division = ゼロ除算
formula-no-such-tile = { $tile }はこの盤面のタイルではありません
formula-not-a-number = 値が{ $value ->
        [not-a-number] NaN
        [infinite] 無限大
        [minus-infinite] マイナス無限大
       *[division] ゼロ除算
    }で、数ではありません
formula-on-board = { $why }（盤面 { $board }）
formula-too-large = 状態が多すぎて一つずつ確認できません：盤面のマスは{ $cells }個、確認できるのは最大{ $max }個です
experiment-longer = 最短でない解 { $n }
lab-load = この盤面を読み込む
lab-load-neighbour = 2つのうち最初の盤面を読み込む
improvement = { $n }手の解が見つかりました。最短解は少なくとも{ $bound }手です（証明済み）。探索を続けています…
kept-best = 停止しました。見つかった最良の解を残します：{ $n }手。最短解は少なくとも{ $bound }手です（証明済み）。
searching-announce = 解を探索しています。
starting = ソルバーを起動中…
queued = ソルバーを待っています（このページの別のパズルが使用中）…
cancelled = キャンセルしました。盤面は元のままです。
cancelled-announce = 探索をキャンセルしました。
refused = ソルバーがジョブを拒否しました：{ $why }
one-move = 1手
n-moves = { $n }手
optimal-word = 最適
not-shortest = 最短とは限らない
solved-by = { $algo }で解きました：{ $moves }、{ $optimal }。
solved-by-with = { $h }を使った{ $algo }で解きました：{ $moves }、{ $optimal }。
solved-by-how = { $algo }（{ $how }）で解きました：{ $moves }、{ $optimal }。
tables-kept = 表の準備に{ $t }かかりました。次回以降のために保持します。
solved-announce = 解けました：{ $moves }、{ $optimal }。
limit = ノード上限で停止：展開したノード{ $expanded }個、キューに入れた状態{ $enqueued }個、到達した深さ{ $depth }、{ $s } 秒。この盤面にはより強力な方法が必要です：線形衝突を使う A* か IDA*、または「自動」を試してください。
limit-announce = 探索がノード上限に達しました。
search-ended = 探索終了：{ $status }。
worker-stopped = ソルバーが停止しました（{ $why }）。盤面は元のままです。{ $next }
worker-restarted = 新しいソルバーを起動しました：もう一度解くか、保存するノードが少ない探索（BFS の代わりに A* か IDA*）を選んでください。
worker-retry = 次に「解く」を押すと、再起動を試みます。
worker-stopped-announce = ソルバーが停止しました。
no-workers = このブラウザではソルバーを実行できません（Web Workers が必要です）。
solver-refused = このページではソルバーを起動できません：ページの Content-Security-Policy が拒否しています（{ $directive }）。ページの管理者は、埋め込みガイドにあるとおりに許可できます。
solver-not-loaded = ソルバーを読み込めませんでした（{ $why }）。接続を確認してください：次に「解く」を押すと再試行します。

## Settings that were ignored (URL parameters, attributes, options)

ignored-too-long = 指定された { $name } は無視されました：{ $why }。
ignored-board = 盤面「{ $v }」は無視されました：{ $why }。
ignored-size = サイズ「{ $v }」は無視されました：3x3 や 4x4 のように指定してください。
ignored-goal = ゴール「{ $v }」は無視されました：end か start を使ってください。
ignored-algorithm = アルゴリズム「{ $v }」は無視されました：bfs、dfs、iddfs、greedy、astar、idastar、auto、fast のいずれかを使ってください。
ignored-heuristic = ヒューリスティック「{ $v }」は無視されました：hamming、manhattan、linear-conflict のいずれかを使ってください。
ignored-own-heuristic = ヒューリスティックは無視されました：{ $algo }は自分で選びます（ヒューリスティックを受け付けるのは greedy、astar、idastar です）。
ignored-controls = コントロール「{ $v }」は無視されました：full、none、または play、solve、study のリストを使ってください。
ignored-autoplay = autoplay「{ $v }」は無視されました：1 か 0 を使ってください。
ignored-lang = 言語「{ $v }」は無視されました：{ $langs } のいずれかを使ってください。
ignored-lang-menu = lang-menu「{ $v }」は無視されました：1 か 0 を使ってください。
ignored-order = 順序「{ $v }」は無視されました：4つの手をそれぞれ1回ずつ指定してください（例：udlr）。
ignored-ties = ties「{ $v }」は無視されました：deeper、oldest、newest のいずれかを使ってください。
ignored-goal-test = goal-test「{ $v }」は無視されました：generation か expansion を使ってください。
ignored-packaged = アドレス中の「{ $v }」は無視されました：パッケージで固定されています。
ignored-unknown = 不明な設定「{ $v }」は無視されました。
size-board-disagree = サイズ { $size } は { $board } の盤面と一致しません。盤面を優先します。

## What is wrong with a board (the core's errors)

err-empty = 盤面が空です：タイルを入力してください。例：1 2 3 / 4 5 6 / 7 8 0
err-token = 「{ $token }」（{ $i }番目の項目）はタイル番号でも空白（0、_、. または nil）でもありません
err-too-small = { $size }の盤面は小さすぎます：両辺とも{ $min }以上が必要です
err-text-too-long = テキストは{ $bytes }バイトで、どの盤面よりも長すぎます：読み込むのは最大{ $max }バイトです
err-side-too-large = { $side }は盤面の辺として大きすぎます：辺は最大{ $max }です
too-many-digits = 20桁を超える数
err-too-large = { $size }の盤面は大きすぎます：辺は最大{ $max }です
err-not-square = { $count }枚のタイルでは正方形の盤面になりません（3×3 には9枚、4×4 には16枚が必要）。各行を改行で区切るか、先にサイズを指定してください
err-ragged = { $row }行目のタイルは{ $found }枚ですが、1行目は{ $expected }枚です
err-tile-count = { $size }の盤面には{ $expected }枚のタイルが必要ですが、{ $found }枚が指定されました
err-no-blank = 盤面に空白がありません：0、_、. または nil で書いてください
err-two-blanks = 盤面に空白が2つあります：{ $first }と{ $second }
err-out-of-range = { $at }のタイル{ $tile }は範囲外です：この盤面のタイルは1から{ $max }までです
err-duplicate = タイル{ $tile }が2回現れています：{ $first }と{ $second }
err-missing = タイル{ $tile }がありません
err-too-many-moves = { $moves }手のスクランブルは長すぎます：最大{ $max }手です
pos = { $row }行{ $col }列
verbatim = { $text }
join = { $a }{ $b }

## The assignment's printout (the command line prints the same)

assignment-counts =
    手数 = { $moves }
    キューに入れた状態数 = { $enqueued }
assignment-no-solution = 解なし


## Solve

cli-solved-by = { $algo }{ $heuristic } で解きました：{ $shortest }、展開したノード{ $expanded }個、{ $ms } ms
cli-shortest = 最短
cli-not-shortest = 最短の保証なし
cli-stopped = 探索を停止しました（{ $status }）：展開したノード{ $expanded }個、生成{ $generated }個、深さ{ $depth }、{ $ms } ms
cli-best-kept = 見つかった最良の解：{ $length }手（最短とは証明されていません）。最短解は少なくとも{ $bound }手です（証明済み）
cli-improved = { $ms } ms：{ $length }手の解が見つかりました。最短解は少なくとも{ $bound }手です（証明済み）
cli-limit-advice = 探索がノード数または時間の上限に達しました：--max-nodes と --time-limit で上限を上げられます。--algo fast ならすぐに答えます（最短とは限りません）
cli-slow-note = 注意：{ $size }の盤面の最短解には数分かかるか、ノード上限で終わることがあります。--algo fast ならすぐに答えます（最短とは限りません）
cli-why-no-solution = 理由：{ $why }
cli-boards-left-out = ... { $left }個の盤面を省略：{ $boards }個すべてを出力すると約{ $size }になり、--print-limit の{ $mb } MB を超えます（-q なら手だけを出力します）

## Reading the input

cli-invalid-board = 無効な盤面：{ $why }
cli-bad-option = { $option }：{ $why }
cli-race-longer = h を使った{ $algo }：{ $solved }個の解のうち{ $longer }個が最短より長い
cli-grade-passed = 合格：{ $raw } / { $max }（許容はマンハッタンのノード数の{ $pass }%まで）。
cli-grade-failed = 不合格：{ $raw } / { $max }（許容はマンハッタンのノード数の{ $pass }%まで）。
cli-grade-seed = 競走の盤面：深さごとに20盤面、シード{ $seed }で選択。
cli-bad-formula = 式を使えません：{ $why }
cli-heuristic-checked = ゴールに到達できるすべての{ $size }の盤面（{ $states }通り）での { $formula }：
cli-heuristic-sampled = { $size }の盤面{ $states }個のサンプル（最大40手のスクランブル、最適に求解）での { $formula }：
cli-heuristic-admissible = 許容的：真の距離を決して超えない
cli-heuristic-not-admissible = 許容的でない：{ $board } は h = { $h } だが、ゴールまで{ $hstar }手
cli-heuristic-consistent = 無矛盾：ゴールで0、隣り合う盤面の間の差は最大1
cli-heuristic-not-consistent = 無矛盾でない：{ $a } は h = { $ha }、その隣の { $b } は h = { $hb }
cli-heuristic-not-a-number = 数値でない：{ $board } で h { $value ->
        [not-a-number] が NaN
        [infinite] が無限大
        [minus-infinite] が負の無限大
       *[division] がゼロで割っている（{ $at }文字目）
    }。ヒューリスティックはすべての盤面で数値でなければならないため、h は許容的でも無矛盾でもない
cli-heuristic-closeness = h/h* の平均：{ $ratio }。盤面の{ $share }%でマンハッタン以上
cli-standard-input = 標準入力
cli-cannot-read = { $name } を読み込めません：{ $why }
cli-too-large = { $name } は { $size } より大きいため、盤面のファイルではありません
cli-not-text = { $name } はテキストではありません：{ $n }バイト目が UTF-8 ではありません
cli-cannot-write = 出力を書き込めません：{ $why }
cli-not-a-file = { $name } はファイルではありません（デバイス、フォルダー、またはソケットです）：何も読み込んでいません
cli-tables-too-large = { $name } は { $size } より大きいため、パターンデータベースのファイルではありません
cli-tables-behind = 続く盤面のために { $size } のパターンデータベースを構築中（初回のみ、約 { $seconds } 秒）。その間は簡易版が答えます
cli-tables-behind-wide = 続く盤面のために { $size } のパターンデータベースを構築中（初回のみ、約 { $seconds } 秒）。これがあると解答が短くなります
cli-tables-finishing = 次回以降のために { $size } のパターンデータベースを仕上げています（Ctrl-C で中止できます。次回また構築します）
cli-tables-unusable = キャッシュの表は使えません（{ $reason }）。もう一度構築します
cli-tables-built-unusable = 構築したばかりの表は使えません（{ $reason }）
cli-tables-saved = { $size } のパターンデータベースを { $path } に保存しました（以後の求解で読み込みます）
cli-tables-unsaved = 表を { $dir } に保存できません: { $reason }（--cache-dir で別の場所を選べます）
cli-site-link = { $name } はリンクか、リンクの先にあります：パッケージにはサイト自身のファイルだけを入れます
cli-site-too-large = { $name } は { $size } より大きく、ビルドしたサイトとしては大きすぎます
cli-boards-per-depth = 深さごとに最大 { $max } 盤面（ひとつの深さの盤面はまとめて選ばれ、保持されます）

## Explain

cli-col-tile = タイル
cli-col-at = 位置
cli-col-goal = ゴール
cli-col-manhattan = マンハッタン
cli-col-misplaced = 位置違い
cli-yes = はい
cli-hamming-total = ハミング（位置の違うタイルの数）= { $n }
cli-manhattan-total = マンハッタン = { $n }
cli-conflicts = 線形衝突 = { $pairs }組、線形衝突による推定値 = { $n }
cli-no-conflicts = なし
cli-conflict-row = { $n }行目：{ $a } と { $b }
cli-conflict-column = { $n }列目：{ $a } と { $b }

## Scan

cli-scan-read = 写真から{ $size }の盤面を読み取りました（{ $ms } ms）
cli-scan-check = 次のマスを確認してください。読み取りに自信がありません：{ $cells }
cli-scan-cell = { $row }行{ $col }列
cli-scan-unsolvable = 読み取ったとおりだと、この盤面はゴール（空白が最後）に到達できません：誤読したマスがあるか、パズルが正しく組み立てられていない可能性があります
cli-scan-bench = 評価用に取り分けた写真{ $photos }枚（{ $sizes }{ $known }）：完全に読み取り { $exact }、誤りでマスの指摘なし { $silent }、誤りでマスの指摘あり { $flagged }、読み取れず { $failed }
cli-scan-corners = 8つの数：写真のピクセル単位で、盤面の4つの角それぞれの x,y（例：120,80,600,90,610,560,110,570）
cli-scan-bench-known = 、サイズ指定あり
cli-scan-bench-outline = 、輪郭指定あり
cli-scan-bench-time = 写真1枚あたりの時間：中央値 { $median } ms、p95 { $p95 } ms、最大 { $max } ms


## How a solver answered (after the algorithm's name: "Solved by Auto (IDA* with …)")

method-exact-table = 厳密な距離表
method-pdb = 加法的パターンデータベースを使う IDA*
method-pdb-reflected = 加法的パターンデータベースと鏡映を使う IDA*
method-pdb-quick = 高速な 5-5-5 パターンデータベースを使う IDA*
method-pdb-quick-reflected = 高速な 5-5-5 パターンデータベースと鏡映を使う IDA*
method-linear-conflict = 線形衝突を使う IDA*
method-weighted-pdb = パターンデータベースを使う重み付き A*、重み { $weight }
method-weighted-linear-conflict = 線形衝突を使う重み付き A*、重み { $weight }
# Fast mode on a large board: rows and columns are put in place one by one, then the last block
# (e.g. 3×3) is solved optimally. { $size } is that block's size.
method-lines = 行と列を1つずつ揃え、最後の{ $size }のブロックは最適に
method-lines-searched = 行と列を1つずつ探索で揃え、最後の{ $size }のブロックは最適に
# { $lines } is method-lines or method-lines-searched.
method-finish-pdb = { $lines }、パターンデータベースを使用
method-finish-linear-conflict = { $lines }、線形衝突を使う IDA* で

## The element's notices when it cannot start (n-puzzle.js shows them before the puzzle's own code runs)

element-policy = このページではパズルを起動できません：ページの Content-Security-Policy が拒否しています（{ $directive }）。ページの管理者は、埋め込みガイドにあるとおりに許可できます。
element-load = パズルを読み込めませんでした（{ $why }）。接続を確認して、ページを再読み込みしてください。
element-style = このページの Content-Security-Policy がパズルのスタイルシートを拒否しています（{ $directive }）：動作はしますが、見た目は簡素になります。

## What a learning record store shows of a graded attempt (xAPI: the verb's name, the exercise's name)

lms-verb-answered = 解答済み
lms-verb-passed = 合格
lms-verb-failed = 不合格
lms-activity = Nパズルの演習：{ $task }
lms-task-play = 少ない手数でゴールに到達
lms-task-predict = 次の展開を予測
lms-task-children = 子ノードの g、h、f
lms-task-heuristic = マンハッタンに勝る許容的なヒューリスティック


## The scan dialog

scan-title = パズルをスキャン
scan-help = 盤面全体が写るよう、明るい場所で真上から撮影するか、写真を選んでください。
scan-photo = 写真
scan-size = サイズ
scan-size-auto = 写真から読み取る
scan-reading = 写真を読み取り中…
scan-read = { $size }の盤面を読み取りました。印の付いたマスを確認してください：マスをタップすると数字を変更できます。
scan-read-sure = { $size }の盤面を読み取りました。実物のパズルと照らし合わせてください。マスをタップすると数字を変更できます。
scan-other-size = { $size }の盤面として読み直す
scan-board = 読み取った盤面（空白は0または空欄）
scan-cell = { $row }行{ $col }列
scan-unsure = 不確か
scan-duplicate = 0から{ $max }までの各数字はちょうど1回ずつ現れる必要があります：{ $list }を確認してください。
scan-use = この盤面を使う
scan-cancel = キャンセル
scan-too-large = ファイルは{ $mb } MB です：読み取れる写真は{ $max } MB までです。
scan-too-many-pixels = 写真は { $width }×{ $height } ピクセル（{ $mp } メガピクセル）です：読み取れる写真は { $max } メガピクセルまでです。
scan-not-an-image = このファイルは写真（JPEG または PNG 画像）ではありません。
scan-damaged = この写真は途中で切れているか壊れています：ファイルに画像全体が入っていません。
scan-no-board = 写真にパズルが見つかりません：盤面全体が写るよう真上から撮影してください。
scan-two-boards = 写真にパズルが2つあります：1つずつ撮影してください。
scan-cut-off = 盤面の一部が写真からはみ出しています：少し離れるか、スマートフォンの向きを変えてください。
scan-size-unsupported = { $size }の盤面はスキャンできません：サイズは2×2から6×6まで。
scan-no-grid = 盤面は見つかりましたが、タイルを区別できませんでした：明るくして、反射を減らしてください。
scan-failed = 読み取り機能を起動できませんでした：{ $why }
scan-outline = 盤面ではありませんか？輪郭の角を盤面の角までドラッグしてください。
scan-place = または自分で盤面を指定してください：輪郭の角を盤面の角までドラッグします。
scan-keys = 盤面の輪郭を重ねたあなたの写真です。角を動かすには、1、2、3、4 のキーで選んでから矢印キーを押します。
scan-camera = カメラを使う
scan-shoot = 撮影
scan-stop = カメラを閉じる
scan-guide = 真上から、盤面全体を枠の中に収めてください。
scan-video = カメラの映像
scan-camera-denied = ここではカメラの使用が許可されていません：このページでカメラを許可するか、「写真」で撮影または選択してください。
scan-camera-none = カメラが見つかりません：「写真」で撮影または選択してください。
scan-camera-failed = カメラを開けませんでした（{ $why }）：「写真」で撮影または選択してください。
scan-alt = 見つかった盤面を輪郭で囲んだあなたの写真
