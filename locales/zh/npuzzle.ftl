# 简体中文：译自 locales/en/npuzzle.ftl（消息 ID 与 { $placeholders } 都与英文相同）。
# Fluent 语法：https://projectfluent.org/fluent/guide/（中文只有 other 一个复数类别：计数只写一种形式，不用选择表达式）。
# Terms: A* 保留原名，与《人工智能：现代方法》中译本和国内课程的写法一致。
# Terms: IDA* 保留原名，理由同上。
# Terms: BFS 作为缩写保留，国内课程常用（全称：广度优先搜索）。
# Terms: DFS 作为缩写保留，国内课程常用（全称：深度优先搜索）。
# Terms: IDDFS 作为缩写保留，国内课程常用（全称：迭代加深深度优先搜索）。
# Terms: 时间单位写作 秒、毫秒（不用拉丁字母 s、ms）；KB、MB 保留。

## The language itself

# The language's own name, as its speakers write it (the language menu lists every language so).
language-name = 中文（简体）
# ltr, or rtl for a language written right to left (the page mirrors its layout).
language-direction = ltr
# The label of the page's language menu.
language = 语言

## The board

board-region = 拼图棋盘
board-role = 拼图盘面
board-keys = 方向键把一块方块滑入空格：方块朝箭头所指的方向移动。
moves-label = 步数：
solved-badge = 已解开！
board-hint = 点击或轻触空格旁的方块、滑动，或让棋盘获得焦点后使用方向键。
goal-label = { $size } 棋盘，目标：{ $kind }
blank-last = 空格在最后
blank-first = 空格在最前
blank = 空格
describe = 拼图棋盘，{ $size }：{ $rows }

## The board panel

board-title = 棋盘
tabs = 面板
panel-loading = 正在加载此面板…
panel-not-loaded = 无法加载此面板。请检查网络连接：几秒后会重试。
tab-study = 学习
tab-share = 分享
node-board = 节点 { $node } 的棋盘：{ $rows }
size = 尺寸
puzzle-name = { $n } 数码
goal = 目标
goal-end-option = 空格在最后（1 2 3 / … / _）
goal-start-option = 空格在最前（_ 1 2 / …）
shuffle = 随机排列
scramble = 打乱
scramble-moves = 打乱步数
moves-unit = 步
reset = 重置
board-text = 棋盘文本
board-text-help = （粘贴或输入：每行输入棋盘的一行，或用 / 分隔各行；空格写作 0、_ 或 .）
use-board = 使用此棋盘
scan-puzzle = 扫描拼图…
scan-not-loaded = 无法加载扫描功能（{ $why }）。请检查网络连接后重试。

## The solve panel

solve-title = 求解
algorithm = 算法
heuristic = 启发函数
option-auto = 自动（最快的最优方法）
option-fast = 快速（任意尺寸，不保证最短）
name-bfs = 广度优先搜索
name-dfs = 深度优先搜索
name-iddfs = 迭代加深深度优先搜索
name-bibfs = 双向广度优先搜索
name-greedy = 贪婪最佳优先搜索
name-a-star = A*
name-ida-star = IDA*
name-auto = 自动
name-fast = 快速模式
option-hamming = 汉明（错位方块数）
name-hamming = 汉明
name-manhattan = 曼哈顿
name-linear-conflict = 线性冲突
large-note = 大棋盘：“快速”能立即找到一个解，但不一定是最短的。
solve = 求解
cancel = 取消
tree-depth = 树深度：{ $n }
f-bound = f 界限：{ $n }
depth = 深度：{ $n }
expanded = 已扩展
frontier = 边界
time = 时间
seconds = 秒
preparing = 首次求解此尺寸：正在为 { $size } 准备数据表…{ $pct }%
length = 长度
optimal = 最优
enqueued = 已入队
largest-frontier = 最大边界
yes = 是
not-guaranteed = 不保证
ms = { $ms } 毫秒
ms-with-tables = { $ms } 毫秒（数据表 { $tables } 毫秒）

## Playback

playback = 回放
jump-start = 跳到开头
step-back = 后退一步
play = 播放
pause = 暂停
step-forward = 前进一步
jump-end = 跳到结尾
speed = 速度
step-of = 第 { $step } 步，共 { $total } 步
step-of-tile = 第 { $step } 步，共 { $total } 步：方块 { $tile } 向{ $way }
step-of-done = 第 { $step } 步，共 { $total } 步：已到达目标。
move-button = 第 { $i } 步：方块 { $tile } 向{ $way }
moves-shown = 第 { $from }–{ $to } 步，共 { $total } 步
moves-earlier = 之前的移动
moves-later = 之后的移动
move-list-help = 移动列表显示每一步移动的方块及其滑动方向。

## Studying the search

study-title = 学习搜索过程
hint-button = 提示
thinking = 思考中…
hint-next = 下一步：将 { $tile } 向{ $way }滑动。还需 { $n } 步（按一个最短解）。
hint-next-about = 下一步：将 { $tile } 向{ $way }滑动。大约还需 { $n } 步。
hint-none = 没有提示：求解器未能及时找到解。
already-solved = 已经解开了！
show-heuristics = 在棋盘上显示启发函数值
heuristic-totals = 汉明 { $hamming } · 曼哈顿 { $manhattan } · 线性冲突 { $lc }
ghf = 第 { $g } 步：g = { $g }，h = { $h }（{ $heuristic }），f = g + h = { $f }
overlay-help = 每个方块的角上显示它的曼哈顿距离；位于目标格的方块显示为绿色；橙色线连接处于线性冲突中的方块。
copy-assignment = 按作业的输出格式复制
step-title = 逐步查看搜索
trace-start = 记录搜索
trace-help = 在此棋盘上记录所选算法的运行过程，然后逐步查看：每个被扩展的节点、每个被生成的子节点。
trace-needs-algorithm = 逐步查看需要课程所讲的搜索之一：请在“求解”下选择除“自动”和“快速模式”以外的任一算法。
recording = 正在记录搜索…
trace-ready = 已记录：请在下方逐步查看。
trace-limited = 已记录前 { $n } 个事件（记录的上限）：请在下方逐步查看。
trace-reset = 回到开头
trace-back = 后退
trace-run = 运行
trace-step = 单步
trace-end = 到结尾
trace-close = 关闭
trace-status = 第 { $step } 个事件，共 { $total } 个 · 已扩展 { $expanded } · 已生成 { $generated }
trace-start-event = 开始：尚未扩展任何节点。
event-iteration = 新一轮迭代：界限 { $bound }。
event-expand = 扩展节点 { $node }（g { $g }，h { $h }，f { $f }）。
event-expand-back = 扩展节点 { $node }（从目标出发；g { $g }，h { $h }，f { $f }）。
event-generate = 将空格向{ $via }移动得到的子节点：g { $g }，h { $h }，f { $f }：{ $fate }。
event-goal = 找到目标：节点 { $node }。
fate-new = 新节点，加入边界
fate-within = 在界限之内，接下来搜索
fate-seen = 已出现过，丢弃
fate-reopened = 经更短的路径到达，重新入队
fate-over-bound = f 超出界限，截断
fate-met = 已被从另一端出发的搜索到达：两个搜索相遇
# Bidirectional BFS searches from the start and from the goal: a frontier row of the goal's
# search is marked with side-goal, and its expansions read event-expand-back.
side-goal = 从目标出发
children = 正在扩展的节点的子节点
frontier-caption = 边界（下一个在最前）：{ $n } 个节点
frontier-caption-pick = 边界（按节点生成的顺序，下一个未必在最前）：{ $n } 个节点
frontier-none = IDDFS 和 IDA* 不保存边界：它们在界限之内深度优先地搜索。
col-move = 空格移动
col-node = 节点
col-what = 结果
predict-label = 预测：选出下一个被扩展的节点
pick-label = 选择节点 { $node }
pick = 选择
rule-bfs = BFS 取边界中最早加入的节点（先进先出）
rule-dfs = DFS 取边界中最新加入的节点（后进先出）
rule-greedy = 贪婪最佳优先搜索取 h 最小的节点（平局时取最早加入的）
rule-a-star = A* 取 f = g + h 最小的节点（平局时取 h 较小的，再取最早加入的）
rule-greedy-newest = 贪婪最佳优先搜索取 h 最小的节点（平局时取最新加入的）
rule-a-star-oldest = A* 取 f = g + h 最小的节点（平局时取最早加入的）
rule-a-star-newest = A* 取 f = g + h 最小的节点（平局时取最新加入的）
settings-title = 搜索设置
settings-help = 课程练习会固定这些设置。空格移动的顺序适用于除“自动”和“快速”以外的所有搜索，平局处理适用于贪婪最佳优先搜索和 A*，目标测试适用于 BFS。
order-label = 空格移动的顺序
ties-label = 平局处理
ties-deeper = h 较小的优先，再取最早加入的
ties-oldest = 最早加入的优先（先进先出）
ties-newest = 最新加入的优先（后进先出）
code-title = 逐行查看算法
code-line = 第 { $n } 行：{ $code }
code-duplicates = 重复检测：每个棋盘只保留一次
code-dfs-order = 按从最后到最前的顺序压栈，因此第一个移动最先出栈
code-reopen = 找到了到达它的更短路径
code-tree-depth = 树深度
code-next-bound = 超出界限的 f 值中最小的一个
code-cut = 截断：本轮迭代中不再搜索
code-level = 每次处理一整层，因此第一次相遇得到的就是最短路径
code-meet = 两个搜索相遇：路径从起点到子节点，再到目标
# The pseudocode, line by line, as a textbook in the language prints it: keep each line's
# structure and symbols (←, [ ], ( ), ∞, f, g, h); the words and names may be the language's.
pc-start-queue = 边界 ← 队列 [起点]; 已到达 ← {"{"}起点{"}"}
pc-start-stack = 栈 ← [起点]; 已到达 ← {"{"}起点{"}"}
pc-start-priority = 边界 ← 按 { $by } 排序的优先队列: [起点]
pc-goal-start = 如果 起点 是目标: 返回 起点
pc-while-frontier = 当 边界 非空时:
pc-while-stack = 当 栈 非空时:
pc-pop-first = 节点 ← 边界.弹出队首()
pc-pop-stack = 节点 ← 栈.弹出()
pc-pop-min = 节点 ← 边界.弹出最小()
pc-goal-node = 如果 节点 是目标: 返回 节点
pc-moves = 对于 [{ $order }] 中的每个 移动:
pc-moves-reversed = 对于 逆序([{ $order }]) 中的每个 移动:
pc-child = 子节点 ← 节点 + 移动
pc-child-g = 子节点 ← 节点 + 移动; g(子节点) ← g(节点) + 1
pc-goal-child = 如果 子节点 是目标: 返回 子节点
pc-seen = 如果 子节点 在 已到达 中: 跳过它
pc-seen-g = 如果 子节点 已以 g ≤ g(子节点) 到达过: 跳过它
pc-reopen = 如果 子节点 已以更大的 g 到达过: 将它重新入队
pc-push-frontier = 已到达.添加(子节点); 边界.推入(子节点)
pc-push-stack = 已到达.添加(子节点); 栈.推入(子节点)
pc-push-g = 已到达[子节点] ← g(子节点); 边界.推入(子节点)
pc-fail = 返回 失败
pc-start-bound = 界限 ← h(起点)
pc-start-limit = 限制 ← 0
pc-loop = 循环:
pc-iterate = 下一个 ← ∞; 如果 搜索(起点, 0) 结果为 找到: 返回 其路径
pc-next-bound = 界限 ← 下一个
pc-next-limit = 限制 ← 限制 + 1
pc-function-g = 函数 搜索(节点, g):
pc-function-depth = 函数 搜索(节点, 深度):
pc-goal-found = 如果 节点 是目标: 返回 找到
pc-moves-no-undo = 对于 [{ $order }] 中的每个 移动，但撤销上一步的那个除外:
pc-child-f = 子节点 ← 节点 + 移动; f ← g + 1 + h(子节点)
pc-cut-f = 如果 f > 界限: 下一个 ← min(下一个, f); 跳过它
pc-cut-depth = 如果 深度 + 1 > 限制: 跳过它
pc-recurse-g = 如果 搜索(子节点, g + 1) 结果为 找到: 返回 找到
pc-recurse-depth = 如果 搜索(子节点, 深度 + 1) 结果为 找到: 返回 找到
pc-not-found = 返回 未找到
pc-start-two = 前向 ← 队列 [起点]; 后向 ← 队列 [目标]; 已到达 ← {"{"}起点: 前向, 目标: 后向{"}"}
pc-while-two = 当 前向 和 后向 都非空时:
pc-take-level = 层 ← 前向 和 后向 中较小的那个 (相等时取 前向)，全部取出
pc-for-level = 对于 层 中的每个 节点:
pc-meet = 如果 子节点 已被另一端到达: 返回 路径 起点 → 子节点 → 目标
pc-push-side = 已到达[子节点] ← 节点 所在的一侧; 将 子节点 推入该侧
pc-move-up = 上
pc-move-down = 下
pc-move-left = 左
pc-move-right = 右
pc-order = { $a }、{ $b }、{ $c }、{ $d }
goal-test-label = 目标测试
goal-at-generation = 在生成节点时
goal-at-expansion = 在扩展节点时
node-value = 节点 { $node } 的 { $what } = { $v }
node-age = 节点 { $node } 是第 { $node } 个生成的
predict-right = 正确：{ $rule }；{ $why }。
predict-wrong = 不太对：下一个是节点 { $next }。{ $rule }；{ $why }，而{ $yours }。
predict-skipped = 未选择就跳过了：下一个是节点 { $next }。{ $rule }。
tree-title = 搜索树
tree-collapse = 只显示通往边界和目标的路径
tree-summary = 搜索树：画出了 { $n } 个节点（已扩展 { $expanded } 个，待扩展 { $open } 个，截断 { $cut } 个，隐藏 { $hidden } 个），深度 { $depth }。{ $path }
tree-path = 通往目标的路径：节点 { $nodes }。
tree-legend = 蓝色：待扩展。灰色：已扩展。绿色：通往目标的路径。红色：被界限截断。将指针指向某个节点，或选中搜索树后使用方向键，即可查看它的棋盘。
tree-node-info = 节点 { $node }：g { $g }，h { $h }，f { $f }。棋盘：{ $board }
tree-too-big = 只画出了前 { $n } 个节点。
chart-depth = 各深度生成的节点数
chart-frontier = 每次扩展时的边界大小
chart-depth-text = 各深度的节点数：{ $values }。
chart-frontier-text = 边界大小从 { $first } 到 { $last }，最大 { $max }。
experiment-title = 教材中的实验
experiment-help = 对每个深度 d，从所有最短解恰好为 d 步的 8 数码棋盘中随机抽取若干个；每个勾选的搜索都会逐一求解它们。表中给出平均生成节点数，括号内为有效分支因子 b*：即满足 N + 1 = 1 + b + b² + … + b^d 的 b。某个搜索在一个棋盘上超过 { $n } 个节点时显示 –。相同的种子给出与 npuzzle experiment 相同的数字。
experiment-depths = 深度（起..止:步长，或一个列表）
experiment-count = 每个深度的棋盘数
experiment-seed = 随机种子
experiment-searches = 搜索
experiment-run = 运行实验
experiment-running = 实验运行中…
experiment-done = 实验已完成。
experiment-bad-depths = “{ $depths }”不是深度列表：请写成 起..止:步长（如 2..24:2）或一个列表（如 2,4,8），每个深度在 0 到 31 之间。
experiment-cancelled = 已取消：已得到的行会保留。
experiment-no-search = 请至少勾选一种搜索。
experiment-caption = 平均生成节点数（b*），按解的深度 d 排列
experiment-chart = 各深度生成的节点数（对数刻度）
compare-title = 比较各种搜索
compare-button = 比较所有搜索
compare-help = 在此棋盘上依次运行每种算法与每种启发函数的组合，每次最多 { $n } 个节点。
comparing = 正在此棋盘上比较所有搜索。
compared = 已比较 { $n } 种搜索。
compare-cancelled = 比较已取消。
copy-csv = 复制 CSV
copy-markdown = 复制 Markdown
col-algorithm = 算法
col-heuristic = 启发函数
col-chart = 已扩展（对数刻度）
status-waiting = 等待中
status-running = 运行中
status-solved = 已求解
status-limit = 达到节点上限
status-cancelled = 已取消
status-failed = 失败
play-row = 播放
play-row-label = 播放{ $algo }找到的解
playing-row = 正在播放{ $algo }找到的解。

## Graded exercises (the student's panel)

ex-title = 练习
ex-cannot-start = 此练习无法开始：{ $why }
ex-ask-teacher = 请告知布置此练习的人。
ex-task-play = 用尽可能少的步数手动到达目标。比最短解多出不超过 { $slack } 步即为通过。
ex-task-predict = 预测{ $algo }接下来的 { $n } 次扩展：每次扩展之前，选出你认为它下一个扩展的边界节点。正确率达到 { $pass }% 即为通过。
ex-task-children = 对于使用{ $heuristic }的 A* 接下来的 { $n } 次扩展，写出每次生成的每个子节点的 g、h 和 f = g + h。正确率达到 { $pass }% 即为通过。
ex-task-heuristic = 用启发函数实验室的公式语言为 8 数码写一个启发函数 h（如 manhattan + 2*conflicts）。它会在全部 181,440 个棋盘上接受检验，并在 { $boards } 个棋盘上用 A* 与曼哈顿比赛。h 可采纳且生成的节点数不超过曼哈顿的 { $pass }% 即为通过。
ex-submit-h = 提交 h
ex-grading = 正在每个棋盘上检验 h，然后让它与曼哈顿比赛…
ex-h-raced = 可采纳。在比赛的棋盘上，h 生成了 { $own } 个节点，曼哈顿生成了 { $manhattan } 个：是曼哈顿的 { $percent }%。
ex-h-race-caption = 各解深度 d 下 20 个比赛棋盘上生成的节点数
ex-h-over-budget = 可采纳，但使用 h 的 A* 在比赛棋盘上超过了 { $max } 个节点：无论抽到哪些棋盘，这都比曼哈顿在全部 120 个棋盘上所需的还多。
ex-h-seed = 本次尝试的比赛棋盘由随机种子 { $seed } 抽取：npuzzle heuristic grade --seed { $seed } 会在相同的棋盘上为 h 评分。
ex-no-grade = 无法为 h 评分（{ $why }）。请重新提交。
ex-progress = { $done }/{ $n }
ex-attempt = 第 { $n } 次尝试
ex-moves-so-far = 步数：{ $moves }
ex-hints-used = 已用提示：{ $n }
ex-hints-left = 已用提示：{ $n }/{ $max }
ex-score = 得分：{ $raw }/{ $max }（{ $percent }%）
ex-play-score = { $moves } 步；最短解需要 { $optimal } 步。
ex-passed = 通过：{ $raw }/{ $max }（第 { $attempt } 次尝试）。
ex-failed = 未通过：{ $raw }/{ $max }（第 { $attempt } 次尝试）。
ex-try-again = 再试一次
ex-keep-best = 课程保留你最好的成绩：再试一次不会让它降低。
ex-keep-last = 课程保留你最后一次的成绩：再试一次会替换这次成绩，即使得分更低。
ex-started = 新的尝试已开始。
ex-pick-prompt = 下一个被扩展的是哪个节点？
ex-expanding = 正在扩展节点 { $node }：请写出每个子节点的 g、h 和 f。
ex-child = 子节点
ex-child-via = 空格向{ $way }
ex-value-of = 空格向{ $way }移动所得子节点的 { $value }
ex-check = 检查
ex-children-verdict = { $n } 个子节点中对了 { $right } 个。
ex-child-right = 正确
ex-child-wrong = 错误：g = { $g }，h = { $h }，f = { $f }
ex-waiting = 正在准备练习…
ex-restored = 已恢复你上次离开时的尝试。
ex-saved-damaged = 此处保存的一次尝试已损坏，已被搁置：将开始新的尝试。
ex-saved-version = 来自本应用其他版本的已保存尝试已被搁置：将开始新的尝试。
ex-not-kept = 此浏览器不为本页面保存任何数据，因此重新加载会让尝试从头开始。
ex-no-optimal = 最短解未知，因此暂时无法为这次尝试评分（{ $why }）。
ex-no-more-hints = 本练习没有更多提示了。
ex-board-held = 棋盘现在不能移动：它属于练习。
ex-move-cap = 尝试在 { $n } 步后结束，未到达目标。
puzzle-numbered = 拼图 { $n }
ex-board-fixed = 练习进行期间不能更改它的棋盘。
ex-restarted = 练习已更改：新的尝试已开始。
ex-resume-ignored = 练习进行期间收到的已保存尝试已被忽略。
ex-delivered = 你的结果已送达课程。
ex-pending = 你的结果尚未送达课程；它已保存，之后会再次发送。
ex-no-session = 课程目前不接收结果：你的结果保存在这里，下次打开此练习时发送。
ex-bad-board = 棋盘“{ $v }”不可用：{ $why }
ex-bad-task = 任务“{ $v }”不存在：请使用 play、predict 或 children
ex-bad-id = 练习 ID“{ $v }”不可用：最多 { $max } 个字母、数字、- _ . 或 :
ex-bad-count = count“{ $v }”不是 1 到 { $max } 之间的题目数
ex-bad-slack = slack“{ $v }”不是 0 到 { $max } 之间的步数
ex-bad-hints = hints“{ $v }”既不是 on、off，也不是 0 到 { $max } 之间的数
ex-bad-pass = pass“{ $v }”不是及格线：请给出小数（0.8）或百分比（80%）
ex-setting = { $field }：{ $why }
ex-bad-keep = keep“{ $v }”既不是 best 也不是 last
ex-too-large = { $size } 棋盘对练习来说太大：最多 { $max } 个格子
ex-unsolvable = 该棋盘无法到达目标，因此任何任务都不能使用它
ex-already-goal = 该棋盘已经是目标状态：无事可做
ex-needs-predictable = predict 需要 BFS、DFS、贪婪最佳优先搜索或 A*，而不是{ $algo }
ex-needs-a-star = children 需要 A*，而不是{ $algo }

## The Exercise panel (a teacher's, beside Share)

au-title = 练习（教师用）
au-help = 用此棋盘和搜索制作一个计分练习。学生会看到任务、自己的进度和得分；结果会送达你的课程页面或 LMS。
au-task = 任务
au-task-play = 试玩：用较少的步数到达目标
au-task-predict = 预测接下来的扩展
au-task-children = 子节点的 g、h 和 f（A*）
au-task-heuristic = 编写一个可采纳的启发函数
au-count = 题目数
au-slack = 允许超出最短解的步数
au-hints-name = 提示
au-hints-on = 允许，每次都计数
au-hints-off = 不允许
au-hints-most = 最多 { $n } 次
au-pass = 及格线
au-id = 练习 ID（可选）
au-keep = LMS 保留
au-keep-best = 最好的一次
au-keep-last = 最后一次
au-preview = 以学生身份预览
au-copy-link = 复制链接
au-copy-iframe = 复制 iframe
au-copy-element = 复制元素
au-format = 打包用于
au-format-help = SCORM 1.2：Moodle、Canvas 以及几乎所有 LMS。SCORM 2004：Blackboard、Brightspace、ILIAS、Open edX（它们也支持 1.2）。cmi5：基于 xAPI 和学习记录存储（LRS）的 LMS。
au-download = 下载用于你的 LMS
au-invalid = 尚未就绪：{ $why }
ex-packing = 正在制作包…
ex-packed = 包（{ $kb } KB）已下载：请将它作为 { $format } 包上传到你的 LMS。
ex-pack-failed = 无法制作包：{ $why }
ex-pack-bad-name = files.json 列出的“{ $name }” { $why ->
         [parent] 位于站点之外（..）
         [absolute] 从根目录开始（/）
         [backslash] 含反斜杠
         [colon] 含冒号（C:，一个地址）
         [empty] 含空的或“.”部分
         [duplicate] 出现了两次
        *[character] 含 ?、#、% 或隐藏字符
    }：请重新构建站点。

## 班级视图（教师在 LMS 中启动链接时：学生的尝试、成绩和答案）

class-title = { $title }：班级
class-untitled = N 数码练习
class-boardless = 此链接的练习没有指定棋盘，因此其尝试不计分：每个学生的页面会各自选择棋盘。请带上棋盘重新添加该练习。
class-no-column = 此链接在成绩册中没有列：成绩只保存在这里。请通过 LMS 的内容选择（Deep Linking）添加该练习，以获得一列。
class-find = 查找学生
class-no-students = 还没有学生打开这个练习。
class-no-answers = 还没有答案。
class-questions = 题目
class-questions-caption = 题目：每个学生的最新答案
class-question = 题目
class-right = 正确率
class-right-answer = 正确答案
class-wrong-answers = 常见错误答案
class-share = { $percent }%（{ $students } 人中 { $right } 人）
class-no-wrong = 无
class-students = 学生
class-students-caption = 打开过该练习的学生
class-student = 学生
class-attempts = 尝试
class-grade = 成绩
class-gradebook = 成绩册
class-last-seen = 最后活动（UTC）
class-attempts-count = 开始 { $begun } 次，结束 { $ended } 次
class-no-grade = 暂无
class-grade-passed = { $raw }/{ $max }，通过
class-grade-failed = { $raw }/{ $max }，未通过
class-nothing-to-send = 无需发送
class-sent = 已发送
class-no-column-yet = 无列
class-on-its-way = 发送中
class-waiting = 等待中：{ $why }
class-refresh = 刷新
class-download = 下载所有答案（CSV）
class-open-exercise = 以学生所见打开练习
class-stopped = 此视图不再更新：请从课程中重新启动练习以查看新答案。
class-open-attempt = 打开尝试：
class-attempt-graded = 已评分
class-attempt-latest = 最新
class-open-attempt-label = 打开 { $who } 的第 { $attempt } 次尝试
class-review-ended = { $who } 的第 { $attempt } 次尝试，保持其离开时的样子（已结束）。
class-review-open = { $who } 的第 { $attempt } 次尝试，保持其离开时的样子（未结束）。
class-review-note = 这是该学生的尝试，不是你的：在这里所做的一切都不会被保存或发送。
class-lrs-title = 来自学习记录库的全班答案
class-lrs-tagline = 用于 cmi5 课程：全班每道题的情况、每位学生的答案，以及所有答案的 CSV，均读取自你的学习记录库（LRS）。
class-lrs-endpoint = 记录库地址（xAPI 端点）
class-lrs-endpoint-help = 你的 LMS 或 LRS 会在其密钥旁显示它；通常以 /xAPI/ 或 /data/xAPI/ 结尾。
class-lrs-key = 密钥（用户名）
class-lrs-secret = 密码（secret）
class-lrs-secret-help = 一个可读取语句的密钥。它只留在本页：从不进入地址，从不保存。
class-lrs-activity = 练习的 AU（活动 ID）
class-lrs-activity-help = 课程包 cmi5.xml 中 <au> 的 ID，即 urn:npuzzle:au:npuzzle- 加练习的 ID；除非你的 LMS 为 AU 另设 ID：那时 LMS 中该 AU 的详情会显示它（启动 URL 的 activityId）。
class-lrs-show = 显示全班
class-lrs-questions-table = 题目表
class-lrs-answers-of = { $name } 的答案
class-lrs-student-summary = { $name }：{ $questions } 题中答对 { $right } 题（最新答案），共 { $answers } 个答案
class-lrs-answer = 答案
class-lrs-result = 结果
class-lrs-seconds = 秒
class-lrs-when = 作答时间（UTC）
class-lrs-yes = 正确
class-lrs-no = 错误
class-lrs-reading = 正在读取记录库…
class-lrs-live = 来自 { $students } 名学生的 { $answers } 个答案。本页显示期间实时更新。
class-lrs-updated = 最后读取于 { $time }。
class-lrs-paused = 本页隐藏期间已暂停。
class-lrs-none-yet = 此练习还没有答案。学生作答后会显示在这里。如果学生已作答，请检查 AU 的活动 ID。
class-lrs-bad-endpoint = 记录库地址必须是完整的 http:// 或 https:// 地址，例如 https://lrs.example.org/xAPI/。
class-lrs-insecure = 本页通过 HTTPS 提供，因此浏览器不允许它读取 http:// 地址上的记录库。请使用记录库的 https:// 地址。
class-lrs-no-key = 请输入密钥和密码。
class-lrs-key-in-address = 请在各自的输入框中输入密钥和密码，而不是写在记录库地址里。
class-lrs-no-activity = 请输入 AU 的活动 ID。
class-lrs-credentials = 记录库拒绝了密钥和密码（HTTP { $status }）。请检查它们，以及该密钥能否读取语句。
class-lrs-network = 无法连接位于 { $endpoint } 的记录库。请检查地址，以及记录库是否允许本页的来源（{ $origin }）读取它（CORS）：你的 LRS 设置中列有允许的来源。
class-lrs-timeout = 记录库在 { $seconds } 秒内没有应答。正在重试。
class-lrs-not-lrs = 该地址有应答，但不是 xAPI 记录库（{ $what }）。请检查地址：通常以 /xAPI/ 或 /data/xAPI/ 结尾。
class-lrs-no-list = 没有语句列表
class-lrs-refused = 记录库拒绝了查询（HTTP { $status }）：{ $detail }
class-lrs-failed = 记录库出错（HTTP { $status }）。正在重试。
class-lrs-stale = 重新读取失败；显示的答案截至 { $time }。{ $problem }
class-lrs-elsewhere = 记录库的下一页在另一个网站（{ $origin }）：不予跟随，以便密钥和密码只留在此网站。

## Sharing

share = 分享此棋盘
share-link = 链接
share-iframe = 用于课程页面：iframe
share-element = 用于课程页面：元素
share-guide = 如何嵌入
share-algo-auto = 链接和代码片段以“自动”打开：{ $algo } 可能无法在网页的限制内解完 { $size } 的盘面。
copy = 复制
copied = 已复制到剪贴板。
copy-failed = 浏览器拒绝了复制：请选中文本后自行复制。

## The page around the component

page-title = N 数码求解器
page-tagline = 试玩、求解和研究滑块拼图
about-puzzle = 关于这个拼图
embed-guide = 放到你的课程页面上

## Directions (the way a tile slides)

way-up = 上
way-down = 下
way-left = 左
way-right = 右

## What happened

moved = 已将 { $tile } 向{ $way }移动。{ $n } 步。
solved-by-hand = 已将 { $tile } 向{ $way }移动。用 { $n } 步解开！
busy = 正在求解… 按“取消”可以继续玩。
shuffled = 已随机排列：一个随机的可解棋盘。
scrambled = 已随机移动 { $n } 步打乱。
scramble-bad = 打乱需要 1 到 { $max } 之间的整数步数。
back-to-start = 已回到初始状态。
board-from-text = 已按文本框设置棋盘。
board-from-host = 棋盘由页面设置。
not-a-board = 不是有效的棋盘：{ $why }。
no-solution = 无解。
no-solution-searched = 无解，因此没有进行搜索。
explain-odd = 逆序数（与目标顺序相反的方块对数）：{ $inv }。在宽度为奇数（{ $width }）的棋盘上，每次移动都保持该数的奇偶性不变，而目标的逆序数为 0：它必须是偶数。{ $inv } 是{ $parity }，{ $verdict }。
explain-even = 逆序数（与目标顺序相反的方块对数）：{ $inv }；空格所在行与其目标行之间的行数：{ $rows }。在宽度为偶数（{ $width }）的棋盘上，上下移动会同时改变两者的奇偶性，所以它们的和必须是偶数，与目标状态相同。{ $inv } + { $rows } = { $sum } 是{ $parity }，{ $verdict }。
even = 偶数
odd = 奇数
can-reach = 因此可以到达目标
cannot-reach = 因此永远无法到达目标：交换任意两个方块即可改变这一点
searching = 搜索中…
lab-title = 启发函数实验室
lab-help = 编写你自己的 h，并在此尺寸的每个棋盘上与真实距离对照检验（8 数码为全部 181,440 个棋盘；更大的棋盘取样本）。可用的名称：hamming、manhattan、conflicts、n、rows、cols、blank_row、blank_col、row(t)、col(t)、goal_row(t)、goal_col(t)；sum(t: …)、max(…)、min(…)、abs(…)、+ − * /、if … then … else …。
lab-formula = 你的启发函数 h
lab-check = 检验 h
lab-checking = 正在每个棋盘上检验 h…
lab-empty = 请先写一个公式，例如 manhattan + 2*conflicts。
lab-bad-formula = h 无法使用：{ $why }
lab-states = { $h } 在 { $n } 个棋盘上{ $sample }：
lab-sample = （样本）
lab-admissible = 可采纳：从不超过真实距离。
lab-not-admissible = 不可采纳：在一个距目标 { $hstar } 步的棋盘上，h = { $h }。
lab-consistent = 一致：在目标处为 0，且相邻棋盘上的值至多相差 1。
lab-not-consistent = 不一致：两个相邻棋盘上 h = { $ha } 和 { $hb }。
lab-not-a-number = 不是数字：在某个棋盘上，h { $value ->
        [not-a-number] 为 NaN（例如无穷大减无穷大）
        [infinite] 为无穷大
        [minus-infinite] 为负无穷大
       *[division] 除以零（在第 { $at } 个字符处）
    }。启发函数在每个棋盘上都必须是数字，因此 h 既不可采纳也不一致。
lab-close = h/h* 的平均值：{ $ratio }；在 { $pct }% 的棋盘上不小于曼哈顿。
lab-race = 让 h 比赛
lab-racing = 比赛在上方的实验中进行：使用 h 的 A* 和 IDA* 对阵汉明、曼哈顿和线性冲突。
lab-step = 逐步查看
lab-step-needs-informed = 请在“求解”下选择贪婪最佳优先搜索、A* 或 IDA*：它们使用启发函数。
lab-stepping = 正在用 h 记录搜索：请在上方“记录搜索”下逐步查看。
lab-your-h = 你的 h
formula-at = 第 { $at } 个字符处：{ $problem }
formula-too-long = 公式太长：{ $n } 个字符，最多 { $max } 个
formula-too-deep = 嵌套超过 { $depth } 层
formula-expected = 应为{ $what ->
        [operator] 运算符或结尾
        [operand] 数字、名称或“(”
        [close] “)”
        [comma] “,”或“)”
        [open] 函数名后的“(”
        [then] “then”
        [else] “else”
       *[binding] 方块的名称和“:”（sum(t: …)）
    }，却是{ $found ->
        [end] 结尾
        [arguments] 参数
       *[text] “{ $text }”
    }
formula-unexpected = “{ $text }”不属于该语言
formula-bad-number = “{ $text }”不是数字
formula-unknown-name = 未知名称“{ $name }”（可用名称：{ $names }）
formula-arguments = { $name } 接受 { $want } 个参数，而不是 { $got } 个
formula-too-slow = 公式每个棋盘约需 { $cost } 步：最多 { $max } 步
formula-division = 除以零
formula-no-such-tile = { $tile } 不是棋盘上的方块
formula-not-a-number = 值为{ $value ->
        [not-a-number] NaN
        [infinite] 无穷大
        [minus-infinite] 负无穷大
       *[division] 除以零
    }，不是数字
formula-on-board = { $why }（在棋盘 { $board } 上）
formula-too-large = 状态太多，无法逐一检查：棋盘有 { $cells } 个格子，最多检查 { $max } 个
experiment-longer = { $n } 个非最短
lab-load = 载入此棋盘
lab-load-neighbour = 载入两者中的第一个
improvement = 已找到 { $n } 步的解；最短解至少需要 { $bound } 步（已证明）。仍在搜索…
kept-best = 已停止。保留找到的最好答案：{ $n } 步；最短解至少需要 { $bound } 步（已证明）。
searching-announce = 正在搜索解。
starting = 正在启动求解器…
queued = 正在等待求解器（本页面上另一个拼图正在使用它）…
cancelled = 已取消。棋盘保持原样。
cancelled-announce = 搜索已取消。
refused = 求解器拒绝了该任务：{ $why }
one-move = 1 步
n-moves = { $n } 步
optimal-word = 最优
not-shortest = 不一定最短
solved-by = 用{ $algo }求解：{ $moves }，{ $optimal }。
solved-by-with = 用{ $algo }（启发函数：{ $h }）求解：{ $moves }，{ $optimal }。
solved-by-how = 用{ $algo }（{ $how }）求解：{ $moves }，{ $optimal }。
tables-kept = 数据表已在 { $t } 内准备好，留待之后求解使用。
solved-announce = 已求解：{ $moves }，{ $optimal }。
limit = 在节点上限处停止：已扩展 { $expanded } 个节点，入队 { $enqueued } 个，达到深度 { $depth }，用时 { $s } 秒。此棋盘需要更强的方法：试试使用线性冲突的 A* 或 IDA*，或者“自动”。
limit-announce = 搜索达到了节点上限。
search-ended = 搜索结束：{ $status }。
worker-stopped = 求解器已停止（{ $why }）。你的棋盘保持原样。{ $next }
worker-restarted = 已启动新的求解器：请再次求解，或选择存储节点较少的搜索（用 A* 或 IDA* 代替 BFS）。
worker-retry = 下次点击“求解”时会尝试重新启动它。
worker-stopped-announce = 求解器已停止。
no-workers = 此浏览器无法运行求解器（需要 Web Workers）。
solver-refused = 求解器无法在此页面上启动：页面的 Content-Security-Policy 拒绝了它（{ $directive }）。页面的运营者可以按嵌入指南所述允许它。
solver-not-loaded = 无法加载求解器（{ $why }）。请检查网络连接：下次点击“求解”时会重试。

## Settings that were ignored (URL parameters, attributes, options)

ignored-too-long = 给定的 { $name } 已被忽略：{ $why }。
ignored-board = 棋盘“{ $v }”已被忽略：{ $why }。
ignored-size = 尺寸“{ $v }”已被忽略：请使用 3x3 或 4x4 这样的写法。
ignored-goal = 目标“{ $v }”已被忽略：请使用 end 或 start。
ignored-algorithm = 算法“{ $v }”已被忽略：请使用 bfs、dfs、iddfs、greedy、astar、idastar、auto 或 fast。
ignored-heuristic = 启发函数“{ $v }”已被忽略：请使用 hamming、manhattan 或 linear-conflict。
ignored-own-heuristic = 启发函数已被忽略：{ $algo }会自行选择（只有 greedy、astar 和 idastar 接受启发函数）。
ignored-controls = 控件“{ $v }”已被忽略：请使用 full、none，或由 play、solve 和 study 组成的列表。
ignored-autoplay = autoplay“{ $v }”已被忽略：请使用 1 或 0。
ignored-lang = 语言“{ $v }”已被忽略：请使用 { $langs } 之一。
ignored-lang-menu = lang-menu“{ $v }”已被忽略：请使用 1 或 0。
ignored-order = 顺序“{ $v }”已被忽略：请把四种移动各写一次，例如 udlr。
ignored-ties = ties“{ $v }”已被忽略：请使用 deeper、oldest 或 newest。
ignored-goal-test = goal-test“{ $v }”已被忽略：请使用 generation 或 expansion。
ignored-packaged = 地址中的“{ $v }”已被忽略：它由包固定。
ignored-unknown = 未知设置“{ $v }”已被忽略。
size-board-disagree = 尺寸 { $size } 与 { $board } 棋盘不符；以棋盘为准。

## What is wrong with a board (the core's errors)

err-empty = 棋盘为空：请输入方块，例如 1 2 3 / 4 5 6 / 7 8 0
err-token = “{ $token }”（第 { $i } 项）既不是方块编号，也不是空格（0、_、. 或 nil）
err-too-small = { $size } 棋盘太小：两条边都至少要为 { $min }
err-text-too-long = 文本长 { $bytes } 字节，超过任何棋盘所需：最多读取 { $max } 字节
err-side-too-large = { $side } 作为棋盘边长太大：边长最多为 { $max }
too-many-digits = 超过 20 位的数字
err-too-large = { $size } 棋盘太大：边长最多为 { $max }
err-not-square = { $count } 个方块无法构成正方形棋盘（3×3 需要 9 个，4×4 需要 16 个）；请把各行分行书写，或先给出尺寸
err-ragged = 第 { $row } 行有 { $found } 个方块，但第 1 行有 { $expected } 个
err-tile-count = { $size } 棋盘需要 { $expected } 个方块，但给出了 { $found } 个
err-no-blank = 棋盘没有空格：请写作 0、_、. 或 nil
err-two-blanks = 棋盘有两个空格，分别位于{ $first }和{ $second }
err-out-of-range = 位于{ $at }的方块 { $tile } 超出范围：此棋盘的方块为 1 到 { $max }
err-duplicate = 方块 { $tile } 出现了两次，分别位于{ $first }和{ $second }
err-missing = 缺少方块 { $tile }
err-too-many-moves = 打乱 { $moves } 步太多了：最多 { $max } 步
pos = 第 { $row } 行第 { $col } 列
verbatim = { $text }
join = { $a }{ $b }

## The assignment's printout (the command line prints the same)

assignment-counts =
    移动步数 = { $moves }
    入队状态数 = { $enqueued }
assignment-no-solution = 无解


## Solve

cli-solved-by = 用 { $algo }{ $heuristic } 求解：{ $shortest }，已扩展 { $expanded } 个节点，{ $ms } 毫秒
cli-shortest = 最短
cli-not-shortest = 不保证最短
cli-stopped = 搜索已停止（{ $status }）：已扩展 { $expanded } 个节点，已生成 { $generated } 个，深度 { $depth }，{ $ms } 毫秒
cli-best-kept = 找到的最好答案：{ $length } 步（未证明最短）；最短解至少需要 { $bound } 步（已证明）
cli-improved = { $ms } 毫秒：找到 { $length } 步的解；最短解至少需要 { $bound } 步（已证明）
cli-limit-advice = 搜索达到了节点或时间上限：--max-nodes 和 --time-limit 可以提高上限，--algo fast 会立即给出答案（不一定最短）
cli-slow-note = 注意：{ $size } 棋盘的最短解可能需要几分钟，或在节点上限处结束；--algo fast 会立即给出答案（不一定最短）
cli-why-no-solution = 原因：{ $why }
cli-boards-left-out = ... 省略了 { $left } 个棋盘：全部打印 { $boards } 个棋盘约需写出 { $size }，超过 --print-limit 的 { $mb } MB（-q 只打印移动）

## Reading the input

cli-invalid-board = 无效的棋盘：{ $why }
cli-bad-option = { $option }：{ $why }
cli-race-longer = 使用 h 的 { $algo }：{ $solved } 个答案中有 { $longer } 个比最短解长
cli-grade-passed = 通过：{ $raw }/{ $max }（最多允许曼哈顿节点数的 { $pass }%）。
cli-grade-failed = 未通过：{ $raw }/{ $max }（最多允许曼哈顿节点数的 { $pass }%）。
cli-grade-seed = 比赛棋盘：每个深度 20 个，由随机种子 { $seed } 抽取。
cli-bad-formula = 公式无法使用：{ $why }
cli-heuristic-checked = { $formula } 在所有能到达目标的 { $size } 棋盘上（{ $states } 个）：
cli-heuristic-sampled = { $formula } 在 { $states } 个 { $size } 棋盘的样本上（最多打乱 40 步，按最优解求解）：
cli-heuristic-admissible = 可采纳：从不超过真实距离
cli-heuristic-not-admissible = 不可采纳：{ $board } 的 h = { $h }，但它距目标只有 { $hstar } 步
cli-heuristic-consistent = 一致：在目标处为 0，且相邻棋盘之间至多相差 1
cli-heuristic-not-consistent = 不一致：{ $a } 的 h = { $ha }，其相邻棋盘 { $b } 的 h = { $hb }
cli-heuristic-not-a-number = 不是数字：h 在 { $board } 上{ $value ->
        [not-a-number] 为 NaN
        [infinite] 为无穷大
        [minus-infinite] 为负无穷大
       *[division] 除以零（在第 { $at } 个字符处）
    }；启发函数在每个棋盘上都必须是数字，因此 h 既不可采纳也不一致
cli-heuristic-closeness = h/h* 的平均值：{ $ratio }；在 { $share }% 的棋盘上不小于曼哈顿
cli-standard-input = 标准输入
cli-cannot-read = 无法读取 { $name }：{ $why }
cli-too-large = { $name } 大于 { $size }：这不是棋盘文件
cli-not-text = { $name } 不是文本：第 { $n } 个字节不是 UTF-8
cli-cannot-write = 无法写入输出：{ $why }
cli-not-a-file = { $name } 不是文件（而是设备、文件夹或套接字）：未从中读取任何内容
cli-tables-too-large = { $name } 大于 { $size }：这不是模式数据库文件
cli-tables-behind = 正在为后续棋盘构建 { $size } 模式数据库（仅一次，约 { $seconds } 秒）；在此期间由快速数据库作答
cli-tables-behind-wide = 正在为后续棋盘构建 { $size } 模式数据库（仅一次，约 { $seconds } 秒）；有了它们，解答会更短
cli-tables-finishing = 正在为以后的运行完成 { $size } 模式数据库（Ctrl-C 可中止；下次运行会重新构建）
cli-tables-unusable = 缓存的表无法使用（{ $reason }）；将重新构建
cli-tables-built-unusable = 刚构建的表无法使用（{ $reason }）
cli-tables-saved = { $size } 模式数据库已保存到 { $path }（之后的求解会加载它们）
cli-tables-unsaved = 无法在 { $dir } 中保存这些表：{ $reason }（可用 --cache-dir 选择其他位置）
cli-site-link = { $name } 是链接，或位于链接之后：软件包只收录网站自身的文件
cli-site-too-large = { $name } 大于 { $size }：超出了构建后的网站应有的大小
cli-boards-per-depth = 每个深度最多 { $max } 个棋盘（同一深度的棋盘一次抽取并全部保存）

## Explain

cli-col-tile = 方块
cli-col-at = 位置
cli-col-goal = 目标
cli-col-manhattan = 曼哈顿
cli-col-misplaced = 错位
cli-yes = 是
cli-hamming-total = 汉明（错位方块数）= { $n }
cli-manhattan-total = 曼哈顿 = { $n }
cli-conflicts = 线性冲突数 = { $pairs }；线性冲突估计值 = { $n }
cli-no-conflicts = 无
cli-conflict-row = 第 { $n } 行：{ $a } 和 { $b }
cli-conflict-column = 第 { $n } 列：{ $a } 和 { $b }

## Scan

cli-scan-read = 用 { $ms } 毫秒从照片中读出了一个 { $size } 棋盘
cli-scan-check = 请检查这些格子，识别结果不确定：{ $cells }
cli-scan-cell = 第 { $row } 行第 { $col } 列
cli-scan-unsolvable = 按识别结果，这个棋盘无法到达目标（空格在最后）：可能有格子识别错误，或者拼图被装错了
cli-scan-bench = { $photos } 张留出的测试照片（{ $sizes }{ $known }）：完全读对 { $exact }，读错且未标记格子 { $silent }，读错但标记了格子 { $flagged }，未能读取 { $failed }
cli-scan-corners = 八个数：棋盘四个角在照片中各自的像素坐标 x,y（例如 120,80,600,90,610,560,110,570）
cli-scan-bench-known = ，已给定尺寸
cli-scan-bench-outline = ，已给定轮廓
cli-scan-bench-time = 每张照片用时：中位数 { $median } 毫秒，p95 { $p95 } 毫秒，最大 { $max } 毫秒


## How a solver answered (after the algorithm's name: "Solved by Auto (IDA* with …)")

method-exact-table = 精确距离表
method-pdb = 使用可加模式数据库的 IDA*
method-pdb-reflected = 使用可加模式数据库和镜像的 IDA*
method-pdb-quick = 使用快速 5-5-5 模式数据库的 IDA*
method-pdb-quick-reflected = 使用快速 5-5-5 模式数据库和镜像的 IDA*
method-linear-conflict = 使用线性冲突的 IDA*
method-weighted-pdb = 使用模式数据库的加权 A*，权重 { $weight }
method-weighted-linear-conflict = 使用线性冲突的加权 A*，权重 { $weight }
# Fast mode on a large board: rows and columns are put in place one by one, then the last block
# (e.g. 3×3) is solved optimally. { $size } is that block's size.
method-lines = 逐行逐列归位，最后的 { $size } 区块按最优解求解
method-lines-searched = 逐行逐列归位，每行每列都用搜索放置，最后的 { $size } 区块按最优解求解
# { $lines } is method-lines or method-lines-searched.
method-finish-pdb = { $lines }，借助模式数据库
method-finish-linear-conflict = { $lines }，由使用线性冲突的 IDA* 完成

## The element's notices when it cannot start (n-puzzle.js shows them before the puzzle's own code runs)

element-policy = 拼图无法在此页面上启动：页面的 Content-Security-Policy 拒绝了它（{ $directive }）。页面的运营者可以按嵌入指南所述允许它。
element-load = 无法加载拼图（{ $why }）。请检查网络连接后重新加载页面。
element-style = 此页面的 Content-Security-Policy 拒绝了拼图的样式表（{ $directive }）：拼图仍可使用，但外观较为简朴。

## What a learning record store shows of a graded attempt (xAPI: the verb's name, the exercise's name)

lms-verb-answered = 已作答
lms-verb-passed = 已通过
lms-verb-failed = 未通过
lms-activity = N 数码练习：{ $task }
lms-task-play = 用较少的步数到达目标
lms-task-predict = 预测接下来的扩展
lms-task-children = 子节点的 g、h 和 f
lms-task-heuristic = 优于曼哈顿的可采纳启发函数


## The scan dialog

scan-title = 扫描拼图
scan-help = 从正上方拍一张照片，让整个棋盘都在画面中且光线充足，或者选择一张照片。
scan-photo = 照片
scan-size = 尺寸
scan-size-auto = 从照片中识别
scan-reading = 正在识别照片…
scan-read = 识别出一个 { $size } 棋盘。请检查标记的格子：轻触格子可修改其中的数字。
scan-read-sure = 识别出一个 { $size } 棋盘。请与你的拼图核对；轻触格子可修改其中的数字。
scan-other-size = 改为按 { $size } 棋盘识别
scan-board = 识别出的棋盘（0 或留空表示空格）
scan-cell = 第 { $row } 行，第 { $col } 列
scan-unsure = 不确定
scan-duplicate = 0 到 { $max } 的每个数字都必须恰好出现一次：请检查 { $list }。
scan-use = 使用此棋盘
scan-cancel = 取消
scan-too-large = 文件大小为 { $mb } MB：只能读取不超过 { $max } MB 的照片。
scan-too-many-pixels = 照片为 { $width }×{ $height } 像素（{ $mp } 百万像素）：最多可读取 { $max } 百万像素的照片。
scan-not-an-image = 此文件不是照片（JPEG 或 PNG 图像）。
scan-damaged = 这张照片被截断或已损坏：文件中没有完整的图像。
scan-no-board = 照片中未找到拼图：请从正上方拍摄，让整个棋盘都在画面中。
scan-two-boards = 照片中有两个拼图：请一次拍一个。
scan-cut-off = 棋盘有一部分在照片之外：请后退一点或转动手机。
scan-size-unsupported = 无法扫描 { $size } 棋盘：支持的尺寸为 2×2 到 6×6。
scan-no-grid = 找到了棋盘，但无法区分其中的方块：请增加光线，减少反光。
scan-failed = 识别器无法启动：{ $why }
scan-outline = 不是棋盘？请把轮廓的四个角拖到棋盘的四个角上。
scan-place = 或者自己标出棋盘：把轮廓的四个角拖到棋盘的四个角上。
scan-keys = 你的照片及棋盘轮廓。要移动一个角，先按 1、2、3 或 4 选中它，再使用方向键。
scan-camera = 使用摄像头
scan-shoot = 拍照
scan-stop = 关闭摄像头
scan-guide = 从正上方拍摄，让整个棋盘位于框内。
scan-video = 摄像头画面
scan-camera-denied = 此处不允许使用摄像头：请允许本页面使用摄像头，或者用“照片”拍摄或选择一张照片。
scan-camera-none = 未找到摄像头：请用“照片”拍摄或选择一张照片。
scan-camera-failed = 无法打开摄像头（{ $why }）：请用“照片”拍摄或选择一张照片。
scan-alt = 你的照片，找到的棋盘已用轮廓标出
