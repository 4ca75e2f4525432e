# Português (Brasil) (pt): translated from locales/en/npuzzle.ftl (same message ids and { $placeholders }).
# Fluent syntax: https://projectfluent.org/fluent/guide/ (a count chooses its plural form with
# { $n -> [one] … [many] … *[other] … }; in pt, one also covers 0, and many is for exact millions:
# "1.000.000 de movimentos"; so every count whose [one] differs from *[other] has a [0] giving the
# plural, "0 nós", as the translators' check asks).
# docs/translating.md says how to add or fix a language.
# Terms: A*, IDA* — algorithm names, written so in Brazilian courses and the Brazilian Russell & Norvig.
# Terms: BFS, DFS, IDDFS — the acronyms Brazilian courses use beside "busca em largura / em profundidade".
# Terms: Hamming, Manhattan — proper names of the heuristics.
# Terms: link, iframe, byte, pixel, Web Workers, learning record store — usual IT loanwords in Brazilian Portuguese.

## The language itself

# The language's own name, as its speakers write it (the language menu lists every language so).
language-name = Português (Brasil)
# ltr, or rtl for a language written right to left (the page mirrors its layout).
language-direction = ltr
# The label of the page's language menu.
language = Idioma

## The board

board-region = Tabuleiro do quebra-cabeça
board-role = tabuleiro do quebra-cabeça
board-keys = As setas deslizam uma peça para o espaço vazio: a peça move-se no sentido da seta.
moves-label = Movimentos:
solved-badge = Resolvido!
board-hint = Clique ou toque em uma peça ao lado do espaço vazio, deslize o dedo ou selecione o tabuleiro e use as setas do teclado.
goal-label = Tabuleiro { $size }, objetivo: { $kind }
blank-last = espaço vazio no fim
blank-first = espaço vazio no início
blank = espaço vazio
describe = Tabuleiro do quebra-cabeça, { $size }: { $rows }

## The board panel

board-title = Tabuleiro
tabs = Painéis
panel-loading = Carregando este painel…
panel-not-loaded = Não foi possível carregar este painel. Verifique a conexão: uma nova tentativa será feita em alguns segundos.
tab-study = Estudar
tab-share = Compartilhar
node-board = Tabuleiro do nó { $node }: { $rows }
size = Tamanho
puzzle-name = Quebra-cabeça de { $n } peças
goal = Objetivo
goal-end-option = Espaço vazio no fim (1 2 3 / … / _)
goal-start-option = Espaço vazio no início (_ 1 2 / …)
shuffle = Embaralhar
scramble = Desordenar
scramble-moves = Movimentos para desordenar
moves-unit = movimentos
reset = Reiniciar
board-text = Tabuleiro como texto
board-text-help = (cole ou digite: uma linha do tabuleiro por linha de texto ou separadas por /, espaço vazio como 0, _ ou .)
use-board = Usar este tabuleiro
scan-puzzle = Escanear um quebra-cabeça…
scan-not-loaded = Não foi possível carregar o escaneamento ({ $why }). Verifique a conexão e tente de novo.

## The solve panel

solve-title = Resolver
algorithm = Algoritmo
heuristic = Heurística
option-auto = Auto (o método ótimo mais rápido)
option-fast = Rápido (qualquer tamanho, não a mais curta)
name-bfs = Busca em largura
name-dfs = Busca em profundidade
name-iddfs = Busca de aprofundamento iterativo
name-bibfs = Busca em largura bi­dire­cional
name-greedy = Busca gulosa de melhor escolha
name-a-star = A*
name-ida-star = IDA*
name-auto = Auto
name-fast = Modo rápido
option-hamming = Hamming (peças fora do lugar)
name-hamming = Hamming
name-manhattan = Manhattan
name-linear-conflict = Conflito linear
large-note = Tabuleiro grande: o Rápido encontra uma solução na hora, mas não necessariamente a mais curta.
solve = Resolver
cancel = Cancelar
tree-depth = Profundidade da árvore: { $n }
f-bound = Limite de f: { $n }
depth = Profundidade: { $n }
expanded = Expandidos
frontier = Fronteira
time = Tempo
seconds = s
preparing = Primeira resolução deste tamanho: preparando tabelas para { $size }… { $pct }%
length = Comprimento
optimal = Ótima
enqueued = Enfileirados
largest-frontier = Maior fronteira
yes = sim
not-guaranteed = não garantida
ms = { $ms } ms
ms-with-tables = { $ms } ms ({ $tables } ms de tabelas)

## Playback

playback = Reprodução
jump-start = Ir para o início
step-back = Voltar um passo
play = Reproduzir
pause = Pausar
step-forward = Avançar um passo
jump-end = Ir para o fim
speed = Velocidade
step-of = Passo { $step } de { $total }
step-of-tile = Passo { $step } de { $total }: peça { $tile } { $way }
step-of-done = Passo { $step } de { $total }: objetivo alcançado.
move-button = Movimento { $i }: peça { $tile } { $way }
moves-shown = Movimentos { $from }–{ $to } de { $total }
moves-earlier = Movimentos anteriores
moves-later = Movimentos seguintes
move-list-help = A lista de movimentos mostra cada peça e a direção em que ela desliza.

## Studying the search

study-title = Estudar a busca
hint-button = Dica
thinking = Pensando…
hint-next = Próximo movimento: deslize a peça { $tile } { $way }. { $n ->
        [0] Faltam { $n } movimentos
        [one] Falta { $n } movimento
        [many] Faltam { $n } de movimentos
       *[other] Faltam { $n } movimentos
    } (seguindo uma das soluções mais curtas).
hint-next-about = Próximo movimento: deslize a peça { $tile } { $way }. { $n ->
        [0] Faltam cerca de { $n } movimentos.
        [one] Falta cerca de { $n } movimento.
        [many] Faltam cerca de { $n } de movimentos.
       *[other] Faltam cerca de { $n } movimentos.
    }
hint-none = Sem dica: o solucionador não encontrou uma solução a tempo.
already-solved = Já está resolvido!
show-heuristics = Mostrar as heurísticas no tabuleiro
heuristic-totals = Hamming { $hamming } · Manhattan { $manhattan } · Conflito linear { $lc }
ghf = Passo { $g }: g = { $g }, h = { $h } ({ $heuristic }), f = g + h = { $f }
overlay-help = O canto de cada peça mostra a sua distância de Manhattan; as peças na sua casa do objetivo ficam verdes; linhas laranja ligam as peças em conflito linear.
copy-assignment = Copiar no formato de saída do trabalho
step-title = A busca passo a passo
trace-start = Gravar a busca
trace-help = Grava o algoritmo escolhido neste tabuleiro e depois permite percorrê-lo passo a passo: cada nó expandido, cada filho gerado.
trace-needs-algorithm = O passo a passo precisa de uma das buscas ensinadas: escolha em Resolver qualquer algoritmo exceto Auto e Modo rápido.
recording = Gravando a busca…
trace-ready = Gravada: percorra-a passo a passo abaixo.
trace-limited = { $n ->
        [0] Foram gravados os primeiros { $n } eventos (o limite da gravação): percorra-os passo a passo abaixo.
        [one] Foi gravado só { $n } evento (o limite da gravação): percorra-o passo a passo abaixo.
        [many] Foram gravados os primeiros { $n } de eventos (o limite da gravação): percorra-os passo a passo abaixo.
       *[other] Foram gravados os primeiros { $n } eventos (o limite da gravação): percorra-os passo a passo abaixo.
    }
trace-reset = Ao início
trace-back = Voltar
trace-run = Executar
trace-step = Passo
trace-end = Ao fim
trace-close = Fechar
trace-status = Evento { $step } de { $total } · expandidos { $expanded } · gerados { $generated }
trace-start-event = O início: nada expandido ainda.
event-iteration = Nova iteração: limite { $bound }.
event-expand = Expansão do nó { $node } (g { $g }, h { $h }, f { $f }).
event-expand-back = Expansão do nó { $node } (a partir do objetivo; g { $g }, h { $h }, f { $f }).
event-generate = Filho obtido movendo o espaço vazio { $via }: g { $g }, h { $h }, f { $f }: { $fate }.
event-goal = Objetivo encontrado: nó { $node }.
fate-new = novo, entra na fronteira
fate-within = dentro do limite, explorado em seguida
fate-seen = já visto, descartado
fate-reopened = alcançado por um caminho mais curto, enfileirado de novo
fate-over-bound = f acima do limite, podado
fate-met = alcançado pela busca que parte da outra ponta: as duas buscas se encontram
# Bidirectional BFS searches from the start and from the goal: a frontier row of the goal's
# search is marked with side-goal, and its expansions read event-expand-back.
side-goal = a partir do objetivo
children = Filhos do nó em expansão
frontier-caption = Fronteira, a partir do próximo: { $n ->
        [0] { $n } nós
        [one] { $n } nó
        [many] { $n } de nós
       *[other] { $n } nós
    }
frontier-caption-pick = Fronteira na ordem em que os nós foram gerados (o próximo não é necessariamente o primeiro): { $n ->
        [0] { $n } nós
        [one] { $n } nó
        [many] { $n } de nós
       *[other] { $n } nós
    }
frontier-none = IDDFS e IDA* não mantêm fronteira: avançam em profundidade dentro do limite.
col-move = Movimento do espaço vazio
col-node = Nó
col-what = Destino
predict-label = Prever: escolha o próximo nó a ser expandido
pick-label = Escolher o nó { $node }
pick = Escolher
rule-bfs = BFS retira o nó mais antigo da fronteira (primeiro a entrar, primeiro a sair)
rule-dfs = DFS retira o nó mais recente da fronteira (último a entrar, primeiro a sair)
rule-greedy = a busca gulosa retira o nó de menor h (empate: o mais antigo)
rule-a-star = A* retira o nó de menor f = g + h (empate: o de menor h, depois o mais antigo)
rule-greedy-newest = a busca gulosa retira o nó de menor h (empate: o mais recente)
rule-a-star-oldest = A* retira o nó de menor f = g + h (empate: o mais antigo)
rule-a-star-newest = A* retira o nó de menor f = g + h (empate: o mais recente)
settings-title = Configurações da busca
settings-help = Os exercícios do curso definem estes valores. A ordem dos movimentos do espaço vazio vale para todas as buscas, exceto Auto e Rápido; o desempate, para a gulosa e A*; o teste de objetivo, para BFS.
order-label = Ordem dos movimentos do espaço vazio
ties-label = Empates
ties-deeper = menor h primeiro, depois o mais antigo
ties-oldest = o mais antigo primeiro (primeiro a entrar, primeiro a sair)
ties-newest = o mais recente primeiro (último a entrar, primeiro a sair)
code-title = O algoritmo, linha por linha
code-line = Linha { $n }: { $code }
code-duplicates = detecção de duplicatas: cada tabuleiro é guardado uma só vez
code-dfs-order = empilhados do último para o primeiro, para que o primeiro movimento seja desempilhado primeiro
code-reopen = foi encontrado um caminho mais curto até ele
code-tree-depth = a Profundidade da árvore
code-next-bound = o menor f que ultrapassou o limite
code-cut = podado: não explorado nesta iteração
code-level = um nível inteiro por vez, assim o primeiro encontro é um caminho mínimo
code-meet = as duas buscas se encontram: o caminho vai do início ao filho, depois ao objetivo
# The pseudocode, line by line, as a textbook in the language prints it: keep each line's
# structure and symbols (←, [ ], ( ), ∞, f, g, h); the words and names may be the language's.
pc-start-queue = fronteira ← fila [início]; alcançados ← {"{"}início{"}"}
pc-start-stack = pilha ← [início]; alcançados ← {"{"}início{"}"}
pc-start-priority = fronteira ← fila de prioridade por { $by }: [início]
pc-goal-start = se início é o objetivo: retorne início
pc-while-frontier = enquanto fronteira não estiver vazia:
pc-while-stack = enquanto pilha não estiver vazia:
pc-pop-first = nó ← fronteira.remover_primeiro()
pc-pop-stack = nó ← pilha.desempilhar()
pc-pop-min = nó ← fronteira.remover_min()
pc-goal-node = se nó é o objetivo: retorne nó
pc-moves = para cada movimento em [{ $order }]:
pc-moves-reversed = para cada movimento em inverter([{ $order }]):
pc-child = filho ← nó + movimento
pc-child-g = filho ← nó + movimento; g(filho) ← g(nó) + 1
pc-goal-child = se filho é o objetivo: retorne filho
pc-seen = se filho está em alcançados: ignore-o
pc-seen-g = se filho foi alcançado com g ≤ g(filho): ignore-o
pc-reopen = se filho foi alcançado com um g maior: recoloque-o na fila
pc-push-frontier = alcançados.adicionar(filho); fronteira.inserir(filho)
pc-push-stack = alcançados.adicionar(filho); pilha.empilhar(filho)
pc-push-g = alcançados[filho] ← g(filho); fronteira.inserir(filho)
pc-fail = retorne falha
pc-start-bound = limite ← h(início)
pc-start-limit = limite ← 0
pc-loop = repita:
pc-iterate = próximo ← ∞; se buscar(início, 0) retorna encontrado: retorne seu caminho
pc-next-bound = limite ← próximo
pc-next-limit = limite ← limite + 1
pc-function-g = função buscar(nó, g):
pc-function-depth = função buscar(nó, profundidade):
pc-goal-found = se nó é o objetivo: retorne encontrado
pc-moves-no-undo = para cada movimento em [{ $order }], exceto o que desfaz o último:
pc-child-f = filho ← nó + movimento; f ← g + 1 + h(filho)
pc-cut-f = se f > limite: próximo ← min(próximo, f); ignore-o
pc-cut-depth = se profundidade + 1 > limite: ignore-o
pc-recurse-g = se buscar(filho, g + 1) retorna encontrado: retorne encontrado
pc-recurse-depth = se buscar(filho, profundidade + 1) retorna encontrado: retorne encontrado
pc-not-found = retorne não encontrado
pc-start-two = frente ← fila [início]; trás ← fila [objetivo]; alcançados ← {"{"}início: frente, objetivo: trás{"}"}
pc-while-two = enquanto frente e trás não estiverem vazias:
pc-take-level = nível ← a menor entre frente e trás (frente em caso de empate), esvaziada
pc-for-level = para cada nó em nível:
pc-meet = se filho foi alcançado pela outra ponta: retorne o caminho início → filho → objetivo
pc-push-side = alcançados[filho] ← o lado de nó; insira filho nesse lado
pc-move-up = cima
pc-move-down = baixo
pc-move-left = esquerda
pc-move-right = direita
pc-order = { $a }, { $b }, { $c }, { $d }
goal-test-label = Teste de objetivo
goal-at-generation = quando um nó é gerado
goal-at-expansion = quando um nó é expandido
node-value = o nó { $node } tem { $what } = { $v }
node-age = o nó { $node } é o de número { $node } na ordem de geração
predict-right = Certo: { $rule }; { $why }.
predict-wrong = Não exatamente: o próximo é o nó { $next }. { $rule }; { $why }, e { $yours }.
predict-skipped = Avançado sem escolher: o próximo era o nó { $next }. { $rule }.
tree-title = A árvore de busca
tree-collapse = Só o caminho até a fronteira e o objetivo
tree-summary = Árvore de busca: { $n ->
        [0] { $n } nós desenhados
        [one] { $n } nó desenhado
        [many] { $n } de nós desenhados
       *[other] { $n } nós desenhados
    } ({ $expanded } expandidos, { $open } abertos, { $cut } podados, { $hidden } ocultos), profundidade { $depth }. { $path }
tree-path = O caminho até o objetivo: nós { $nodes }.
tree-legend = Azul: aberto. Cinza: expandido. Verde: o caminho até o objetivo. Vermelho: podado pelo limite. Aponte para um nó, ou selecione a árvore e use as setas, para ver o seu tabuleiro.
tree-node-info = Nó { $node }: g { $g }, h { $h }, f { $f }. Tabuleiro: { $board }
tree-too-big = { $n ->
        [0] Só os primeiros { $n } nós estão desenhados.
        [one] Só { $n } nó está desenhado.
        [many] Só os primeiros { $n } de nós estão desenhados.
       *[other] Só os primeiros { $n } nós estão desenhados.
    }
chart-depth = Nós gerados por profundidade
chart-frontier = Tamanho da fronteira a cada expansão
chart-depth-text = Nós por profundidade: { $values }.
chart-frontier-text = Tamanho da fronteira de { $first } a { $last }, máximo { $max }.
experiment-title = O experimento do livro-texto
experiment-help = Para cada profundidade d, quebra-cabeças de 8 peças cuja solução mais curta tem exatamente d movimentos, sorteados entre todos eles; cada busca marcada resolve cada um deles. A tabela mostra a média de nós gerados e, entre parênteses, o fator de ramificação efetivo b*: o b tal que N + 1 = 1 + b + b² + … + b^d. Uma busca que passa de { $n } nós em um tabuleiro mostra –. A mesma semente dá os mesmos números que npuzzle experiment.
experiment-depths = Profundidades (de..até:passo, ou uma lista)
experiment-count = Tabuleiros por profundidade
experiment-seed = Semente
experiment-searches = Buscas
experiment-run = Executar o experimento
experiment-running = Executando o experimento…
experiment-done = O experimento terminou.
experiment-bad-depths = “{ $depths }” não é uma lista de profundidades: escreva de..até:passo (como 2..24:2) ou uma lista (como 2,4,8), cada uma de 0 a 31.
experiment-cancelled = Cancelado: as linhas já calculadas ficam.
experiment-no-search = Marque pelo menos uma busca.
experiment-caption = Média de nós gerados (b*), por profundidade da solução d
experiment-chart = Nós gerados por profundidade (escala logarítmica)
compare-title = Comparar as buscas
compare-button = Comparar todas as buscas
compare-help = Executa cada algoritmo com cada heurística neste tabuleiro, um após o outro, cada um com no máximo { $n ->
        [0] { $n } nós
        [one] { $n } nó
        [many] { $n } de nós
       *[other] { $n } nós
    }.
comparing = Comparando todas as buscas neste tabuleiro.
compared = { $n ->
        [0] { $n } buscas comparadas.
        [one] { $n } busca comparada.
        [many] { $n } de buscas comparadas.
       *[other] { $n } buscas comparadas.
    }
compare-cancelled = Comparação cancelada.
copy-csv = Copiar CSV
copy-markdown = Copiar Markdown
col-algorithm = Algoritmo
col-heuristic = Heurística
col-chart = Expandidos (escala logarítmica)
status-waiting = aguardando
status-running = em execução
status-solved = resolvido
status-limit = limite de nós
status-cancelled = cancelado
status-failed = falhou
play-row = Reproduzir
play-row-label = Reproduzir a solução de { $algo }
playing-row = Reproduzindo a solução de { $algo }.

## Graded exercises (the student's panel)

ex-title = Exercício
ex-cannot-start = Este exercício não pode começar: { $why }
ex-ask-teacher = Avise quem o criou.
ex-task-play = Chegue ao objetivo à mão com o menor número possível de movimentos. Para passar, use no máximo { $slack ->
        [0] { $slack } movimentos
        [one] { $slack } movimento
        [many] { $slack } de movimentos
       *[other] { $slack } movimentos
    } a mais que a solução mais curta.
ex-task-predict = Preveja as próximas { $n } expansões de { $algo }: antes de cada uma, escolha o nó da fronteira que você acha que será expandido. Para passar, acerte { $pass }% das respostas.
ex-task-children = Para cada uma das próximas { $n } expansões de A* com { $heuristic }, informe g, h e f = g + h de cada filho gerado. Para passar, acerte { $pass }% das respostas.
ex-task-heuristic = Escreva uma heurística h para o quebra-cabeça de 8 peças na linguagem de fórmulas do laboratório (como manhattan + 2*conflicts). Ela é verificada em todos os 181.440 tabuleiros e disputa uma corrida com A* contra Manhattan em { $boards } tabuleiros. Para passar, h precisa ser admissível e gerar no máximo { $pass }% dos nós de Manhattan.
ex-submit-h = Entregar h
ex-grading = Verificando h em cada tabuleiro e depois fazendo a corrida contra Manhattan…
ex-h-raced = Admissível. Nos tabuleiros da corrida, h gerou { $own } nós e Manhattan, { $manhattan }: { $percent }% dos de Manhattan.
ex-h-race-caption = Nós gerados nos 20 tabuleiros da corrida em cada profundidade de solução d
ex-h-over-budget = Admissível, mas A* com h passou de { $max ->
        [0] { $max } nós
        [one] { $max } nó
        [many] { $max } de nós
       *[other] { $max } nós
    } nos tabuleiros da corrida: mais do que Manhattan precisa para todos os 120, sejam quais forem os sorteados.
ex-h-seed = Os tabuleiros da corrida desta tentativa foram sorteados com a semente { $seed }: npuzzle heuristic grade --seed { $seed } avalia h nos mesmos tabuleiros.
ex-no-grade = Não foi possível avaliar h ({ $why }). Entregue-a de novo.
ex-progress = { $done } de { $n }
ex-attempt = Tentativa { $n }
ex-moves-so-far = Movimentos: { $moves }
ex-hints-used = Dicas usadas: { $n }
ex-hints-left = Dicas usadas: { $n } de { $max }
ex-score = Pontuação: { $raw } de { $max } ({ $percent }%)
ex-play-score = { $moves ->
        [0] { $moves } movimentos
        [one] { $moves } movimento
        [many] { $moves } de movimentos
       *[other] { $moves } movimentos
    }; a solução mais curta tem { $optimal }.
ex-passed = Aprovado: { $raw } de { $max } (tentativa { $attempt }).
ex-failed = Não aprovado: { $raw } de { $max } (tentativa { $attempt }).
ex-try-again = Tentar de novo
ex-keep-best = O curso guarda o seu melhor resultado: outra tentativa não pode baixá-lo.
ex-keep-last = O curso guarda o seu último resultado: outra tentativa substitui esta, mesmo que pontue menos.
ex-started = Uma nova tentativa começou.
ex-pick-prompt = Qual nó será expandido em seguida?
ex-expanding = Expandindo o nó { $node }: informe g, h e f de cada filho.
ex-child = Filho
ex-child-via = espaço vazio { $way }
ex-value-of = { $value } do filho com o espaço vazio { $way }
ex-check = Conferir
ex-children-verdict = { $n ->
        [0] { $right } de { $n } filhos certos.
        [one] { $right } de { $n } filho certo.
        [many] { $right } de { $n } de filhos certos.
       *[other] { $right } de { $n } filhos certos.
    }
ex-child-right = certo
ex-child-wrong = errado: g = { $g }, h = { $h }, f = { $f }
ex-waiting = Preparando o exercício…
ex-restored = Sua tentativa foi restaurada de onde você parou.
ex-saved-damaged = Uma tentativa salva aqui estava corrompida e foi deixada de lado: uma nova tentativa começa.
ex-saved-version = Uma tentativa salva de outra versão do aplicativo foi deixada de lado: uma nova tentativa começa.
ex-not-kept = Este navegador não guarda nada para esta página, então recarregá-la reinicia a tentativa.
ex-no-optimal = A solução mais curta não é conhecida, então a tentativa ainda não pode ser avaliada ({ $why }).
ex-no-more-hints = Não há mais dicas neste exercício.
ex-board-held = O tabuleiro não se move agora: ele pertence ao exercício.
ex-move-cap = A tentativa terminou após { $n ->
        [0] { $n } movimentos
        [one] { $n } movimento
        [many] { $n } de movimentos
       *[other] { $n } movimentos
    } sem chegar ao objetivo.
puzzle-numbered = Quebra-cabeça { $n }
ex-board-fixed = O tabuleiro do exercício não pode ser alterado enquanto o exercício está em andamento.
ex-restarted = O exercício mudou: uma nova tentativa começou.
ex-resume-ignored = Uma tentativa salva fornecida com o exercício em andamento foi ignorada.
ex-delivered = Seu resultado chegou ao curso.
ex-pending = Seu resultado ainda não chegou ao curso; ele está guardado e será enviado de novo.
ex-no-session = O curso não está recebendo resultados agora: o seu fica guardado aqui e será enviado na próxima vez que você abrir este exercício.
ex-bad-board = o tabuleiro “{ $v }” não pode ser usado: { $why }
ex-bad-task = a tarefa “{ $v }” não existe: use play, predict ou children
ex-bad-id = o id de exercício “{ $v }” não pode ser usado: até { $max } letras, dígitos, - _ . ou :
ex-bad-count = count “{ $v }” não é um número de perguntas de 1 a { $max }
ex-bad-slack = slack “{ $v }” não é um número de movimentos de 0 a { $max }
ex-bad-hints = hints “{ $v }” não é on, off nem um número de 0 a { $max }
ex-bad-pass = pass “{ $v }” não é uma nota de aprovação: informe uma fração (0.8) ou uma porcentagem (80%)
ex-setting = { $field }: { $why }
ex-bad-keep = keep “{ $v }” não é best nem last
ex-too-large = um tabuleiro { $size } é grande demais para um exercício: no máximo { $max ->
        [0] { $max } casas
        [one] { $max } casa
        [many] { $max } de casas
       *[other] { $max } casas
    }
ex-unsolvable = o tabuleiro não pode chegar ao objetivo, então nenhuma tarefa pode usá-lo
ex-already-goal = o tabuleiro já é o objetivo: não há nada a fazer
ex-needs-predictable = predict precisa de BFS, DFS, gulosa ou A*, não de { $algo }
ex-needs-a-star = children precisa de A*, não de { $algo }

## The Exercise panel (a teacher's, beside Share)

au-title = Exercício (para professores)
au-help = Crie um exercício avaliado com este tabuleiro e esta busca. Os alunos veem a tarefa, o próprio progresso e a própria pontuação; os resultados chegam à página do seu curso ou ao seu LMS.
au-task = Tarefa
au-task-play = Jogar: chegar ao objetivo com poucos movimentos
au-task-predict = Prever as próximas expansões
au-task-children = g, h e f dos filhos (A*)
au-task-heuristic = Escrever uma heurística admissível
au-count = Perguntas
au-slack = Movimentos permitidos além da solução mais curta
au-hints-name = Dicas
au-hints-on = Permitidas, cada uma contada
au-hints-off = Nenhuma
au-hints-most = No máximo { $n }
au-pass = Nota de aprovação
au-id = Id do exercício (opcional)
au-keep = O LMS guarda
au-keep-best = a melhor tentativa
au-keep-last = a última tentativa
au-preview = Visualizar como aluno
au-copy-link = Copiar o link
au-copy-iframe = Copiar o iframe
au-copy-element = Copiar o elemento
au-format = Pacote para
au-format-help = SCORM 1.2: Moodle, Canvas e quase todo LMS. SCORM 2004: Blackboard, Brightspace, ILIAS, Open edX (que também aceitam 1.2). cmi5: LMSs baseados em xAPI e em um learning record store.
au-download = Baixar para o seu LMS
au-invalid = Ainda não está pronto: { $why }
ex-packing = Criando o pacote…
ex-packed = O pacote ({ $kb } KB) foi baixado: envie-o ao seu LMS como pacote { $format }.
ex-pack-failed = Não foi possível criar o pacote: { $why }
ex-pack-bad-name = files.json indica “{ $name }” { $why ->
         [parent] fora do site (..)
         [absolute] a partir da raiz (/)
         [backslash] com uma barra invertida
         [colon] com dois-pontos (C:, um endereço)
         [empty] com uma parte vazia ou “.”
         [duplicate] duas vezes
        *[character] com ?, #, % ou um caractere oculto
    }: gere o site novamente.

## A visão da turma (um professor abre um link no LMS: tentativas, notas e respostas dos alunos)

class-title = { $title }: a turma
class-untitled = Exercício do quebra-cabeça de N peças
class-boardless = O exercício deste link não define um tabuleiro, então suas tentativas não recebem nota: a página de cada aluno escolheria o seu. Adicione o exercício de novo com um tabuleiro.
class-no-column = Este link não tem coluna no livro de notas: as notas ficam guardadas só aqui. Adicione o exercício pela seleção de conteúdo do LMS (Deep Linking) para ter uma.
class-find = Encontrar um aluno
class-no-students = Nenhum aluno abriu este exercício ainda.
class-no-answers = Ainda não há respostas.
class-questions = Perguntas
class-questions-caption = Perguntas: a última resposta de cada aluno
class-question = Pergunta
class-right = Acertos
class-right-answer = Resposta certa
class-wrong-answers = Respostas erradas comuns
class-share = { $percent }% ({ $right } de { $students })
class-no-wrong = nenhuma
class-students = Alunos
class-students-caption = Alunos que abriram o exercício
class-student = Aluno
class-attempts = Tentativas
class-grade = Nota
class-gradebook = Livro de notas
class-last-seen = Última atividade (UTC)
class-attempts-count = { $begun ->
        [0] { $begun } iniciadas
        [one] { $begun } iniciada
        [many] { $begun } iniciadas
       *[other] { $begun } iniciadas
    }, { $ended ->
        [0] { $ended } terminadas
        [one] { $ended } terminada
        [many] { $ended } terminadas
       *[other] { $ended } terminadas
    }
class-no-grade = nenhuma ainda
class-grade-passed = { $raw } de { $max }, aprovado
class-grade-failed = { $raw } de { $max }, não aprovado
class-nothing-to-send = nada a enviar
class-sent = enviada
class-no-column-yet = sem coluna
class-on-its-way = a caminho
class-waiting = aguardando: { $why }
class-refresh = Atualizar
class-download = Baixar todas as respostas (CSV)
class-open-exercise = Abrir o exercício como um aluno o vê
class-stopped = Esta visão não se atualiza mais: abra o exercício de novo pelo curso para ver as respostas novas.
class-open-attempt = Abrir tentativa:
class-attempt-graded = avaliada
class-attempt-latest = a mais recente
class-open-attempt-label = Abrir a tentativa { $attempt } de { $who }
class-review-ended = Tentativa { $attempt } de { $who }, como a deixou (terminada).
class-review-open = Tentativa { $attempt } de { $who }, como a deixou (não terminada).
class-review-note = Esta é a tentativa do aluno, não a sua: nada do que fizer aqui é guardado ou enviado.
class-lrs-title = Respostas da turma a partir de um repositório de registros
class-lrs-tagline = Para um curso cmi5: cada pergunta em toda a turma, as respostas de cada aluno e todas as respostas em CSV, lidas do seu repositório de registros de aprendizagem (LRS).
class-lrs-endpoint = Endereço do repositório (endpoint xAPI)
class-lrs-endpoint-help = Seu LMS ou LRS o mostra ao lado das chaves; costuma terminar em /xAPI/ ou /data/xAPI/.
class-lrs-key = Chave (nome de usuário)
class-lrs-secret = Segredo (senha)
class-lrs-secret-help = Uma chave que possa ler declarações. Ela fica nesta página: nunca no endereço, nunca guardada.
class-lrs-activity = AU do exercício (id da atividade)
class-lrs-activity-help = O id da <au> no cmi5.xml do pacote, urn:npuzzle:au:npuzzle- e o id do exercício, a menos que seu LMS dê às AUs ids próprios: então os detalhes da AU no LMS o mostram (o activityId da URL de lançamento).
class-lrs-show = Mostrar a turma
class-lrs-questions-table = Tabela de perguntas
class-lrs-answers-of = Respostas de { $name }
class-lrs-student-summary = { $name }: { $right } de { $questions } certas (últimas respostas), { $answers ->
        [0] { $answers } respostas
        [one] { $answers } resposta
        [many] { $answers } de respostas
       *[other] { $answers } respostas
    }
class-lrs-answer = Resposta
class-lrs-result = Resultado
class-lrs-seconds = Segundos
class-lrs-when = Respondida (UTC)
class-lrs-yes = certa
class-lrs-no = errada
class-lrs-reading = Lendo o repositório…
class-lrs-live = { $answers ->
        [0] { $answers } respostas
        [one] { $answers } resposta
        [many] { $answers } de respostas
       *[other] { $answers } respostas
    } de { $students ->
        [0] { $students } alunos
        [one] { $students } aluno
        [many] { $students } de alunos
       *[other] { $students } alunos
    }. Atualizado ao vivo enquanto esta página é exibida.
class-lrs-updated = Última leitura às { $time }.
class-lrs-paused = Em pausa enquanto esta página está oculta.
class-lrs-none-yet = Ainda não há respostas a este exercício. Elas aparecem aqui à medida que os alunos respondem. Se os alunos já responderam, confira o id da atividade da AU.
class-lrs-bad-endpoint = O endereço do repositório deve ser um endereço http:// ou https:// completo, como https://lrs.example.org/xAPI/.
class-lrs-insecure = Esta página é servida por HTTPS, então o navegador não a deixa ler um repositório num endereço http://. Use o endereço https:// do repositório.
class-lrs-no-key = Digite a chave e o segredo.
class-lrs-key-in-address = Digite a chave e o segredo nos seus próprios campos, não no endereço do repositório.
class-lrs-no-activity = Digite o id da atividade da AU.
class-lrs-credentials = O repositório recusou a chave e o segredo (HTTP { $status }). Confira-os, e se a chave pode ler declarações.
class-lrs-network = Não foi possível alcançar o repositório em { $endpoint }. Confira o endereço, e se o repositório permite que a origem desta página ({ $origin }) o leia (CORS): as configurações do seu LRS indicam as origens permitidas.
class-lrs-timeout = O repositório não respondeu em { $seconds } segundos. Tentando de novo.
class-lrs-not-lrs = O endereço respondeu, mas não como um repositório xAPI ({ $what }). Confira o endereço: costuma terminar em /xAPI/ ou /data/xAPI/.
class-lrs-no-list = nenhuma lista de declarações
class-lrs-refused = O repositório recusou a consulta (HTTP { $status }): { $detail }
class-lrs-failed = O repositório falhou (HTTP { $status }). Tentando de novo.
class-lrs-stale = A nova leitura falhou; as respostas mostradas são das { $time }. { $problem }
class-lrs-elsewhere = A próxima página do repositório está em outro site ({ $origin }): não é seguida, para que a chave e o segredo fiquem com este.

## Sharing

share = Compartilhar este tabuleiro
share-link = Link
share-iframe = Para a página de um curso: um iframe
share-element = Para a página de um curso: o elemento
share-guide = Como incorporar
share-algo-auto = O link e os trechos abrem com Auto: { $algo } pode não terminar um tabuleiro { $size } dentro dos limites de uma página.
copy = Copiar
copied = Copiado para a área de transferência.
copy-failed = O navegador não permitiu copiar: selecione o texto e copie-o.

## The page around the component

page-title = Solucionador do quebra-cabeça de N peças
page-tagline = Jogue, resolva e estude o quebra-cabeça de peças deslizantes
about-puzzle = Sobre o quebra-cabeça
embed-guide = Coloque-o na página do seu curso

## Directions (the way a tile slides)

way-up = para cima
way-down = para baixo
way-left = para a esquerda
way-right = para a direita

## What happened

moved = Peça { $tile } movida { $way }. { $n ->
        [0] { $n } movimentos
        [one] { $n } movimento
        [many] { $n } de movimentos
       *[other] { $n } movimentos
    }.
solved-by-hand = Peça { $tile } movida { $way }. Resolvido em { $n ->
        [0] { $n } movimentos
        [one] { $n } movimento
        [many] { $n } de movimentos
       *[other] { $n } movimentos
    }!
busy = Resolvendo… clique em Cancelar para voltar a jogar.
shuffled = Embaralhado: um tabuleiro aleatório com solução.
scrambled = Desordenado com { $n ->
        [0] { $n } movimentos aleatórios
        [one] { $n } movimento aleatório
        [many] { $n } de movimentos aleatórios
       *[other] { $n } movimentos aleatórios
    }.
scramble-bad = Desordenar precisa de um número inteiro de movimentos de 1 a { $max }.
back-to-start = De volta à posição inicial.
board-from-text = Tabuleiro definido pela caixa de texto.
board-from-host = Tabuleiro definido pela página.
not-a-board = Não é um tabuleiro válido: { $why }.
no-solution = Nenhuma solução possível.
no-solution-searched = Nenhuma solução possível, então nada foi buscado.
explain-odd = Inversões (pares de peças na ordem inversa à do objetivo): { $inv }. Em um tabuleiro de largura ímpar ({ $width }) todo movimento mantém a paridade dessa contagem, e o objetivo não tem nenhuma inversão: a contagem precisa ser par. { $inv } é { $parity }, { $verdict }.
explain-even = Inversões (pares de peças na ordem inversa à do objetivo): { $inv }; linhas entre o espaço vazio e a sua linha no objetivo: { $rows }. Em um tabuleiro de largura par ({ $width }) um movimento para cima ou para baixo muda a paridade das duas contagens, então a soma delas precisa ser par, como no objetivo. { $inv } + { $rows } = { $sum } é { $parity }, { $verdict }.
even = par
odd = ímpar
can-reach = então o objetivo pode ser alcançado
cannot-reach = então o objetivo nunca pode ser alcançado: troque duas peças quaisquer para mudar isso
searching = Buscando…
lab-title = Laboratório de heurísticas
lab-help = Escreva a sua própria h e verifique-a em cada tabuleiro deste tamanho contra as distâncias reais (todos os 181.440 do quebra-cabeça de 8 peças; uma amostra nos tabuleiros maiores). Nomes: hamming, manhattan, conflicts, n, rows, cols, blank_row, blank_col, row(t), col(t), goal_row(t), goal_col(t); sum(t: …), max(…), min(…), abs(…), + − * /, if … then … else ….
lab-formula = Sua heurística h
lab-check = Verificar h
lab-checking = Verificando h em cada tabuleiro…
lab-empty = Escreva uma fórmula primeiro, por exemplo manhattan + 2*conflicts.
lab-bad-formula = h não pode ser usada: { $why }
lab-states = { $h } em { $n ->
        [0] { $n } tabuleiros
        [one] { $n } tabuleiro
        [many] { $n } de tabuleiros
       *[other] { $n } tabuleiros
    }{ $sample }:
lab-sample = {" "}(uma amostra)
lab-admissible = Admissível: nunca acima da distância real.
lab-not-admissible = Não admissível: h = { $h } em um tabuleiro a { $hstar ->
        [0] { $hstar } movimentos
        [one] { $hstar } movimento
        [many] { $hstar } de movimentos
       *[other] { $hstar } movimentos
    } do objetivo.
lab-consistent = Consistente: 0 no objetivo e diferença de no máximo 1 entre tabuleiros vizinhos.
lab-not-consistent = Não consistente: h = { $ha } e { $hb } em dois tabuleiros vizinhos.
lab-not-a-number = Não é um número em um tabuleiro: h { $value ->
        [not-a-number] vale NaN ali (infinito menos infinito, por exemplo)
        [infinite] é infinita ali
        [minus-infinite] vale menos infinito ali
       *[division] divide por zero ali (no caractere { $at })
    }. Uma heurística precisa ser um número em todos os tabuleiros, então h não é admissível nem consistente.
lab-close = Média de h/h*: { $ratio }; pelo menos Manhattan em { $pct }% dos tabuleiros.
lab-race = Colocar h na corrida
lab-racing = A corrida acontece no experimento acima: A* e IDA* com h contra Hamming, Manhattan e conflito linear.
lab-step = Percorrer passo a passo
lab-step-needs-informed = Escolha a busca gulosa, A* ou IDA* em Resolver: elas usam uma heurística.
lab-stepping = Gravando a busca com h: percorra-a passo a passo acima, em “Gravar a busca”.
lab-your-h = sua h
formula-at = no caractere { $at }: { $problem }
formula-too-long = a fórmula é longa demais: { $n } caracteres, no máximo { $max }
formula-too-deep = aninhada em mais de { $depth } níveis
formula-expected = esperava-se { $what ->
        [operator] um operador ou o fim
        [operand] um número, um nome ou “(”
        [close] “)”
        [comma] “,” ou “)”
        [open] “(” após o nome da função
        [then] “then”
        [else] “else”
       *[binding] o nome de uma peça e “:” (sum(t: …))
    }, encontrou-se { $found ->
        [end] o fim
        [arguments] argumentos
       *[text] “{ $text }”
    }
formula-unexpected = “{ $text }” não faz parte da linguagem
formula-bad-number = “{ $text }” não é um número
formula-unknown-name = nome desconhecido “{ $name }” (os nomes são { $names })
formula-arguments = { $name } recebe { $want } argumento, não { $got }
formula-too-slow = a fórmula leva cerca de { $cost } passos por tabuleiro: no máximo { $max }
formula-division = divisão por zero
formula-no-such-tile = { $tile } não é uma peça do tabuleiro
formula-not-a-number = o valor é { $value ->
        [not-a-number] NaN
        [infinite] infinito
        [minus-infinite] menos infinito
       *[division] uma divisão por zero
    }, não um número
formula-on-board = { $why } (no tabuleiro { $board })
formula-too-large = estados demais para verificar um a um: o tabuleiro tem { $cells } casas, no máximo { $max } são verificadas
experiment-longer = não as mais curtas: { $n }
lab-load = Carregar este tabuleiro
lab-load-neighbour = Carregar o primeiro dos dois
improvement = Encontrada uma solução de { $n ->
        [0] { $n } movimentos
        [one] { $n } movimento
        [many] { $n } de movimentos
       *[other] { $n } movimentos
    }; a mais curta tem pelo menos { $bound } (provado). Ainda buscando…
kept-best = Interrompido. Fica a melhor resposta encontrada: { $n ->
        [0] { $n } movimentos
        [one] { $n } movimento
        [many] { $n } de movimentos
       *[other] { $n } movimentos
    }; a mais curta tem pelo menos { $bound } (provado).
searching-announce = Buscando uma solução.
starting = Iniciando o solucionador…
queued = Aguardando o solucionador (outro quebra-cabeça desta página está usando)…
cancelled = Cancelado. O tabuleiro está como estava.
cancelled-announce = Busca cancelada.
refused = O solucionador recusou o pedido: { $why }
one-move = 1 movimento
n-moves = { $n ->
        [0] { $n } movimentos
        [one] { $n } movimento
        [many] { $n } de movimentos
       *[other] { $n } movimentos
    }
optimal-word = ótima
not-shortest = não necessariamente a mais curta
solved-by = Resolvido com { $algo }: solução de { $moves }, { $optimal }.
solved-by-with = Resolvido com { $algo } e { $h }: solução de { $moves }, { $optimal }.
solved-by-how = Resolvido com { $algo } ({ $how }): solução de { $moves }, { $optimal }.
tables-kept = Tabelas prontas em { $t }, guardadas para as próximas resoluções.
solved-announce = Resolvido: solução de { $moves }, { $optimal }.
limit = Interrompido no limite de nós: { $expanded ->
        [0] { $expanded } nós expandidos
        [one] { $expanded } nó expandido
        [many] { $expanded } de nós expandidos
       *[other] { $expanded } nós expandidos
    }, { $enqueued } enfileirados, profundidade { $depth } alcançada, { $s } s. Este tabuleiro precisa de um método mais forte: tente A* ou IDA* com conflito linear, ou Auto.
limit-announce = A busca atingiu o limite de nós.
search-ended = Busca encerrada: { $status }.
worker-stopped = O solucionador parou ({ $why }). Seu tabuleiro está como estava. { $next }
worker-restarted = Um novo solucionador foi iniciado: resolva de novo, ou escolha uma busca que guarde menos nós (A* ou IDA* em vez de BFS).
worker-retry = Na próxima vez que você clicar em Resolver, ele tentará iniciar de novo.
worker-stopped-announce = O solucionador parou.
no-workers = Este navegador não consegue executar o solucionador (é preciso ter Web Workers).
solver-refused = O solucionador não pode iniciar nesta página: a Content-Security-Policy da página o bloqueia ({ $directive }). Quem administra a página pode permiti-lo, como explica o guia de incorporação.
solver-not-loaded = Não foi possível carregar o solucionador ({ $why }). Verifique a conexão: na próxima vez que você clicar em Resolver, ele tentará de novo.

## Settings that were ignored (URL parameters, attributes, options)

ignored-too-long = O valor de { $name } foi ignorado: { $why }.
ignored-board = O tabuleiro “{ $v }” foi ignorado: { $why }.
ignored-size = O tamanho “{ $v }” foi ignorado: use, por exemplo, 3x3 ou 4x4.
ignored-goal = O objetivo “{ $v }” foi ignorado: use end ou start.
ignored-algorithm = O algoritmo “{ $v }” foi ignorado: use bfs, dfs, iddfs, greedy, astar, idastar, auto ou fast.
ignored-heuristic = A heurística “{ $v }” foi ignorada: use hamming, manhattan ou linear-conflict.
ignored-own-heuristic = A heurística foi ignorada: { $algo } escolhe a sua própria (greedy, astar e idastar aceitam uma).
ignored-controls = Os controles “{ $v }” foram ignorados: use full, none ou uma lista de play, solve e study.
ignored-autoplay = autoplay “{ $v }” foi ignorado: use 1 ou 0.
ignored-lang = O idioma “{ $v }” foi ignorado: use um destes: { $langs }.
ignored-lang-menu = lang-menu “{ $v }” foi ignorado: use 1 ou 0.
ignored-order = A ordem “{ $v }” foi ignorada: informe os quatro movimentos uma vez cada, por exemplo udlr.
ignored-ties = ties “{ $v }” foi ignorado: use deeper, oldest ou newest.
ignored-goal-test = goal-test “{ $v }” foi ignorado: use generation ou expansion.
ignored-packaged = “{ $v }” no endereço foi ignorado: o pacote já o define.
ignored-unknown = A configuração desconhecida “{ $v }” foi ignorada.
size-board-disagree = O tamanho { $size } não corresponde ao tabuleiro { $board }; vale o tabuleiro.

## What is wrong with a board (the core's errors)

err-empty = o tabuleiro está vazio: digite as peças, por exemplo 1 2 3 / 4 5 6 / 7 8 0
err-token = “{ $token }” (item { $i }) não é um número de peça nem um espaço vazio (0, _, . ou nil)
err-too-small = um tabuleiro { $size } é pequeno demais: os dois lados precisam ter pelo menos { $min }
err-text-too-long = o texto tem { $bytes } bytes, mais do que qualquer tabuleiro: são lidos no máximo { $max } bytes
err-side-too-large = { $side } é grande demais para o lado de um tabuleiro: os lados podem ter no máximo { $max }
too-many-digits = um número com mais de 20 dígitos
err-too-large = um tabuleiro { $size } é grande demais: os lados podem ter no máximo { $max }
err-not-square = { $count ->
        [0] { $count } peças não formam
        [one] { $count } peça não forma
        [many] { $count } de peças não formam
       *[other] { $count } peças não formam
    } um tabuleiro quadrado (um 3×3 precisa de 9, um 4×4 precisa de 16); coloque cada linha do tabuleiro em uma linha de texto ou informe o tamanho primeiro
err-ragged = a linha { $row } tem { $found ->
        [0] { $found } peças
        [one] { $found } peça
        [many] { $found } de peças
       *[other] { $found } peças
    }, mas a linha 1 tem { $expected }
err-tile-count = um tabuleiro { $size } precisa de { $expected } peças, mas { $found ->
        [0] foram informadas { $found }
        [one] foi informada { $found }
        [many] foram informadas { $found }
       *[other] foram informadas { $found }
    }
err-no-blank = o tabuleiro não tem espaço vazio: escreva-o como 0, _, . ou nil
err-two-blanks = o tabuleiro tem dois espaços vazios, um na { $first } e outro na { $second }
err-out-of-range = a peça { $tile } na { $at } está fora do intervalo: as peças deste tabuleiro vão de 1 a { $max }
err-duplicate = a peça { $tile } aparece duas vezes, na { $first } e na { $second }
err-missing = falta a peça { $tile }
err-too-many-moves = desordenar com { $moves ->
        [0] { $moves } movimentos
        [one] { $moves } movimento
        [many] { $moves } de movimentos
       *[other] { $moves } movimentos
    } é demais: no máximo { $max }
pos = linha { $row }, coluna { $col }
verbatim = { $text }
join = { $a } { $b }

## The assignment's printout (the command line prints the same)

assignment-counts =
    Número de movimentos = { $moves }
    Número de estados enfileirados = { $enqueued }
assignment-no-solution = Nenhuma solução possível


## Solve

cli-solved-by = Resolvido com { $algo }{ $heuristic }: { $shortest }, { $expanded ->
        [0] { $expanded } nós expandidos
        [one] { $expanded } nó expandido
        [many] { $expanded } de nós expandidos
       *[other] { $expanded } nós expandidos
    }, { $ms } ms
cli-shortest = solução mais curta
cli-not-shortest = solução sem garantia de ser a mais curta
cli-stopped = Busca interrompida ({ $status }): { $expanded ->
        [0] { $expanded } nós expandidos
        [one] { $expanded } nó expandido
        [many] { $expanded } de nós expandidos
       *[other] { $expanded } nós expandidos
    }, { $generated } gerados, profundidade { $depth }, { $ms } ms
cli-best-kept = Melhor resposta encontrada: { $length ->
        [0] { $length } movimentos
        [one] { $length } movimento
        [many] { $length } de movimentos
       *[other] { $length } movimentos
    } (sem prova de ser a mais curta); a mais curta tem pelo menos { $bound } (provado)
cli-improved = { $ms } ms: encontrada uma solução de { $length ->
        [0] { $length } movimentos
        [one] { $length } movimento
        [many] { $length } de movimentos
       *[other] { $length } movimentos
    }; a mais curta tem pelo menos { $bound } (provado)
cli-limit-advice = a busca atingiu o limite de nós ou de tempo: --max-nodes e --time-limit os aumentam, --algo fast responde na hora (não necessariamente com a solução mais curta)
cli-slow-note = observação: a solução mais curta de um tabuleiro { $size } pode levar minutos ou parar no limite de nós; --algo fast responde na hora (não necessariamente com a solução mais curta)
cli-why-no-solution = motivo: { $why }
cli-boards-left-out = ... { $left ->
        [0] { $left } tabuleiros omitidos
        [one] { $left } tabuleiro omitido
        [many] { $left } de tabuleiros omitidos
       *[other] { $left } tabuleiros omitidos
    }: imprimir todos os { $boards } geraria cerca de { $size }, acima do --print-limit de { $mb } MB (-q imprime só os movimentos)

## Reading the input

cli-invalid-board = tabuleiro inválido: { $why }
cli-bad-option = { $option }: { $why }
cli-race-longer = { $algo } com h: { $longer } de { $solved ->
        [0] { $solved } respostas mais longas que a solução mais curta
        [one] { $solved } resposta mais longa que a solução mais curta
        [many] { $solved } de respostas mais longas que a solução mais curta
       *[other] { $solved } respostas mais longas que a solução mais curta
    }
cli-grade-passed = Aprovado: { $raw } de { $max } (permitido no máximo { $pass }% dos nós de Manhattan).
cli-grade-failed = Não aprovado: { $raw } de { $max } (permitido no máximo { $pass }% dos nós de Manhattan).
cli-grade-seed = Os tabuleiros da corrida: 20 em cada profundidade, sorteados com a semente { $seed }.
cli-bad-formula = a fórmula não pode ser usada: { $why }
cli-heuristic-checked = { $formula } em todos os tabuleiros { $size } que chegam ao objetivo ({ $states }):
cli-heuristic-sampled = { $formula } em uma amostra de { $states ->
        [0] { $states } tabuleiros { $size }
        [one] { $states } tabuleiro { $size }
        [many] { $states } de tabuleiros { $size }
       *[other] { $states } tabuleiros { $size }
    } (desordenados com até 40 movimentos, resolvidos de forma ótima):
cli-heuristic-admissible = admissível: nunca acima da distância real
cli-heuristic-not-admissible = não admissível: { $board } tem h = { $h }, mas o objetivo está a { $hstar ->
        [0] { $hstar } movimentos
        [one] { $hstar } movimento
        [many] { $hstar } de movimentos
       *[other] { $hstar } movimentos
    } de distância
cli-heuristic-consistent = consistente: 0 no objetivo e diferença de no máximo 1 entre vizinhos
cli-heuristic-not-consistent = não consistente: { $a } tem h = { $ha }, o seu vizinho { $b } tem h = { $hb }
cli-heuristic-not-a-number = não é um número: h { $value ->
        [not-a-number] vale NaN
        [infinite] é infinita
        [minus-infinite] vale menos infinito
       *[division] divide por zero (no caractere { $at })
    } em { $board }; uma heurística precisa ser um número em todos os tabuleiros, então h não é admissível nem consistente
cli-heuristic-closeness = média de h/h*: { $ratio }; pelo menos Manhattan em { $share }% dos tabuleiros
cli-standard-input = a entrada padrão
cli-cannot-read = não foi possível ler { $name }: { $why }
cli-too-large = { $name } é maior que { $size }: não é um arquivo de tabuleiro
cli-not-text = { $name } não é texto: o byte { $n } não é UTF-8
cli-cannot-write = não foi possível escrever a saída: { $why }
cli-not-a-file = { $name } não é um arquivo (é um dispositivo, uma pasta ou um socket): nada foi lido dele
cli-tables-too-large = { $name } é maior que { $size }: não é um arquivo de bancos de dados de padrões
cli-tables-behind = construindo os bancos de dados de padrões { $size } para os próximos tabuleiros (uma única vez, cerca de { $seconds } s); enquanto isso, os rápidos respondem
cli-tables-behind-wide = construindo os bancos de dados de padrões { $size } para os próximos tabuleiros (uma única vez, cerca de { $seconds } s); com eles, as respostas ficam mais curtas
cli-tables-finishing = concluindo os bancos de dados de padrões { $size } para as próximas execuções (Ctrl-C os interrompe; a próxima execução os constrói de novo)
cli-tables-unusable = as tabelas do cache não podem ser usadas ({ $reason }); serão construídas de novo
cli-tables-built-unusable = as tabelas recém-construídas não podem ser usadas ({ $reason })
cli-tables-saved = os bancos de dados de padrões { $size } foram salvos em { $path } (as próximas resoluções os carregam)
cli-tables-unsaved = não é possível guardar as tabelas em { $dir }: { $reason } (--cache-dir escolhe outro lugar)
cli-site-link = { $name } é um link, ou fica atrás de um: um pacote leva só os arquivos do próprio site
cli-site-too-large = { $name } é maior que { $size }: mais do que um site compilado contém
cli-boards-per-depth = no máximo { $max } tabuleiros por profundidade (os tabuleiros de uma profundidade são sorteados e guardados de uma vez)

## Explain

cli-col-tile = peça
cli-col-at = posição
cli-col-goal = objetivo
cli-col-manhattan = manhattan
cli-col-misplaced = fora do lugar
cli-yes = sim
cli-hamming-total = Hamming (peças fora do lugar) = { $n }
cli-manhattan-total = Manhattan = { $n }
cli-conflicts = Conflitos lineares = { $pairs }; estimativa com conflito linear = { $n }
cli-no-conflicts = nenhum
cli-conflict-row = linha { $n }: { $a } e { $b }
cli-conflict-column = coluna { $n }: { $a } e { $b }

## Scan

cli-scan-read = Tabuleiro { $size } lido da foto em { $ms } ms
cli-scan-check = confira estas casas, a leitura não tem certeza delas: { $cells }
cli-scan-cell = linha { $row } coluna { $col }
cli-scan-unsolvable = do jeito que foi lido, este tabuleiro não pode chegar ao objetivo (espaço vazio no fim): talvez uma casa tenha sido lida errado, ou o quebra-cabeça foi montado errado
cli-scan-bench = { $photos ->
        [0] { $photos } fotos de teste
        [one] { $photos } foto de teste
        [many] { $photos } de fotos de teste
       *[other] { $photos } fotos de teste
    } ({ $sizes }{ $known }): { $exact } lidas exatamente, { $silent } erradas sem casa sinalizada, { $flagged } erradas com casas sinalizadas, { $failed } não lidas
cli-scan-corners = oito números, x,y de cada um dos quatro cantos do tabuleiro em pixels da foto (por exemplo 120,80,600,90,610,560,110,570)
cli-scan-bench-known = , tamanho informado
cli-scan-bench-outline = , contorno informado
cli-scan-bench-time = tempo por foto: mediana { $median } ms, p95 { $p95 } ms, máximo { $max } ms


## How a solver answered (after the algorithm's name: "Solved by Auto (IDA* with …)")

method-exact-table = tabela exata de distâncias
method-pdb = IDA* com bancos de dados de padrões aditivos
method-pdb-reflected = IDA* com bancos de dados de padrões aditivos e reflexão
method-pdb-quick = IDA* com os bancos de dados de padrões rápidos (5-5-5)
method-pdb-quick-reflected = IDA* com os bancos de dados de padrões rápidos (5-5-5) e reflexão
method-linear-conflict = IDA* com conflito linear
method-weighted-pdb = A* ponderado com bancos de dados de padrões, peso { $weight }
method-weighted-linear-conflict = A* ponderado com conflito linear, peso { $weight }
# Fast mode on a large board: rows and columns are put in place one by one, then the last block
# (e.g. 3×3) is solved optimally. { $size } is that block's size.
method-lines = linhas e colunas uma a uma, o último bloco { $size } de forma ótima
method-lines-searched = linhas e colunas uma a uma, cada uma posicionada por busca, o último bloco { $size } de forma ótima
# { $lines } is method-lines or method-lines-searched.
method-finish-pdb = { $lines } com bancos de dados de padrões
method-finish-linear-conflict = { $lines } com IDA* e conflito linear

## The element's notices when it cannot start (n-puzzle.js shows them before the puzzle's own code runs)

element-policy = O quebra-cabeça não pode iniciar nesta página: a Content-Security-Policy da página o bloqueia ({ $directive }). Quem administra a página pode permiti-lo, como explica o guia de incorporação.
element-load = Não foi possível carregar o quebra-cabeça ({ $why }). Verifique a conexão e recarregue a página.
element-style = A Content-Security-Policy desta página bloqueia a folha de estilos do quebra-cabeça ({ $directive }): ele funciona, mas com aparência simples.

## What a learning record store shows of a graded attempt (xAPI: the verb's name, the exercise's name)

lms-verb-answered = respondido
lms-verb-passed = aprovado
lms-verb-failed = não aprovado
lms-activity = Exercício do quebra-cabeça de N peças: { $task }
lms-task-play = chegar ao objetivo com poucos movimentos
lms-task-predict = prever as próximas expansões
lms-task-children = g, h e f dos filhos
lms-task-heuristic = uma heurística admissível que supera Manhattan


## The scan dialog

scan-title = Escanear um quebra-cabeça
scan-help = Tire uma foto bem de cima, com o tabuleiro inteiro à vista e bem iluminado, ou escolha uma.
scan-photo = Foto
scan-size = Tamanho
scan-size-auto = Detectar pela foto
scan-reading = Lendo a foto…
scan-read = Tabuleiro { $size } lido. Confira as casas marcadas: toque em uma casa para mudar o número.
scan-read-sure = Tabuleiro { $size } lido. Compare-o com o seu quebra-cabeça; toque em uma casa para mudar o número.
scan-other-size = Ler como tabuleiro { $size }
scan-board = O tabuleiro lido (0 ou em branco para o espaço vazio)
scan-cell = Linha { $row }, coluna { $col }
scan-unsure = incerto
scan-duplicate = Cada número de 0 a { $max } deve aparecer uma vez: confira { $list }.
scan-use = Usar este tabuleiro
scan-cancel = Cancelar
scan-too-large = O arquivo tem { $mb } MB: podem ser lidas fotos de até { $max } MB.
scan-too-many-pixels = A foto tem { $width }×{ $height } pixels ({ $mp } megapixels): podem ser lidas fotos de até { $max } megapixels.
scan-not-an-image = Este arquivo não é uma foto (uma imagem JPEG ou PNG).
scan-damaged = Esta foto está cortada ou danificada: seu arquivo não contém a imagem inteira.
scan-no-board = Nenhum quebra-cabeça encontrado na foto: tire-a de cima, com o tabuleiro inteiro à vista.
scan-two-boards = Dois quebra-cabeças na foto: fotografe um de cada vez.
scan-cut-off = Parte do tabuleiro está fora da foto: afaste-se um pouco ou gire o telefone.
scan-size-unsupported = Um tabuleiro { $size } não pode ser escaneado: tamanhos de 2×2 a 6×6.
scan-no-grid = O tabuleiro foi encontrado, mas não foi possível distinguir as peças: mais luz, menos reflexo.
scan-failed = O leitor não conseguiu iniciar: { $why }
scan-outline = Não é o tabuleiro? Arraste os cantos do contorno até os cantos do tabuleiro.
scan-place = Ou marque o tabuleiro você mesmo: arraste os cantos do contorno até os cantos do tabuleiro.
scan-keys = Sua foto com o contorno do tabuleiro. Para mover um canto, pressione 1, 2, 3 ou 4 para escolhê-lo e depois use as setas.
scan-camera = Usar a câmera
scan-shoot = Tirar a foto
scan-stop = Fechar a câmera
scan-guide = Enquadre o tabuleiro inteiro na moldura, bem de cima.
scan-video = A imagem da câmera
scan-camera-denied = A câmera não é permitida aqui: permita-a para esta página, ou tire ou escolha uma foto com “Foto”.
scan-camera-none = Nenhuma câmera encontrada: tire ou escolha uma foto com “Foto”.
scan-camera-failed = Não foi possível abrir a câmera ({ $why }): tire ou escolha uma foto com “Foto”.
scan-alt = Sua foto, com o contorno do tabuleiro encontrado
