# Türkçe (Turkish): translated from locales/en/npuzzle.ftl (same message ids and { $placeholders }).
# Fluent syntax: https://projectfluent.org/fluent/guide/ (Turkish plural categories: one, other).
# Terms: A* and IDA* stay as written: Turkish AI courses and textbooks use these names as they are.
# Terms: f, g, h, h*, b* stay as written: the letters of the formulas that Turkish course material uses too.
# Terms: Hamming and Manhattan stay as written: names of people and of a place (Manhattan uzaklığı), used so in Turkish.
# Terms: optimal is kept: Turkish course material uses "optimal" (en iyi) for a shortest solution.
# Terms: breadth-first = genişlik öncelikli arama, depth-first = derinlik öncelikli arama, iterative deepening =
#   yinelemeli derinleşen arama, greedy best-first = açgözlü en iyi öncelikli arama, heuristic = sezgisel,
#   admissible = kabul edilebilir, consistent = tutarlı, node = düğüm, state = durum, move = hamle,
#   blank = boşluk, tile = taş, frontier = sınır, bound (IDA*) = eşik, limit = limit, expand = genişletmek,
#   generate = üretmek, child = çocuk, effective branching factor = etkin dallanma faktörü,
#   linear conflict = doğrusal çakışma, goal = hedef, tie = eşitlik, iteration = yineleme.

## The language itself

# The language's own name, as its speakers write it (the language menu lists every language so).
language-name = Türkçe
# ltr, or rtl for a language written right to left (the page mirrors its layout).
language-direction = ltr
# The label of the page's language menu.
language = Dil

## The board

board-region = Bulmaca tahtası
board-role = bulmaca tahtası
board-keys = Ok tuşları bir taşı boşluğa kaydırır: taş okun gösterdiği yöne gider.
moves-label = Hamle:
solved-badge = Çözüldü!
board-hint = Boşluğun yanındaki bir taşa tıklayın ya da dokunun, kaydırın veya tahtaya odaklanıp ok tuşlarını kullanın.
goal-label = { $size } tahta, hedef: { $kind }
blank-last = boşluk sonda
blank-first = boşluk başta
blank = boşluk
describe = Bulmaca tahtası, { $size }: { $rows }

## The board panel

board-title = Tahta
tabs = Paneller
panel-loading = Bu panel yükleniyor…
panel-not-loaded = Bu panel yüklenemedi. Bağlantıyı kontrol edin: birkaç saniye içinde yeniden denenecek.
tab-study = İncele
tab-share = Paylaş
node-board = { $node } numaralı düğümün tahtası: { $rows }
size = Boyut
puzzle-name = { $n } bulmacası
goal = Hedef
goal-end-option = Boşluk sonda (1 2 3 / … / _)
goal-start-option = Boşluk başta (_ 1 2 / …)
shuffle = Rastgele diz
scramble = Karıştır
scramble-moves = Karıştırma hamlesi sayısı
moves-unit = hamle
reset = Sıfırla
board-text = Metin olarak tahta
board-text-help = (yapıştırın ya da yazın: satırlar alt alta ya da / ile ayrılmış, boşluk için 0, _ veya .)
use-board = Bu tahtayı kullan
scan-puzzle = Bulmaca tara…
scan-not-loaded = Tarama yüklenemedi ({ $why }). Bağlantıyı kontrol edip yeniden deneyin.

## The solve panel

solve-title = Çöz
algorithm = Algoritma
heuristic = Sezgisel
option-auto = Otomatik (en hızlı optimal)
option-fast = Hızlı (her boyut, en kısa değil)
name-bfs = Genişlik öncelikli arama
name-dfs = Derinlik öncelikli arama
name-iddfs = Yinelemeli derinleşen arama
name-bibfs = Çift yönlü genişlik öncelikli arama
name-greedy = Açgözlü en iyi öncelikli arama
name-a-star = A*
name-ida-star = IDA*
name-auto = Otomatik
name-fast = Hızlı mod
option-hamming = Hamming (yanlış yerdeki taşlar)
name-hamming = Hamming
name-manhattan = Manhattan
name-linear-conflict = Doğrusal çakışma
large-note = Büyük tahta: Hızlı seçeneği hemen bir çözüm bulur, ama bu en kısası olmayabilir.
solve = Çöz
cancel = İptal
tree-depth = Ağaç derinliği: { $n }
f-bound = f eşiği: { $n }
depth = Derinlik: { $n }
expanded = Genişletilen
frontier = Sınır
time = Süre
seconds = s
preparing = Bu boyutta ilk çözüm: { $size } için tablolar hazırlanıyor… %{ $pct }
length = Uzunluk
optimal = Optimal
enqueued = Kuyruğa eklenen
largest-frontier = En büyük sınır
yes = evet
not-guaranteed = garanti değil
ms = { $ms } ms
ms-with-tables = { $ms } ms (tablolar { $tables } ms)

## Playback

playback = Oynatma
jump-start = Başa git
step-back = Bir adım geri
play = Oynat
pause = Duraklat
step-forward = Bir adım ileri
jump-end = Sona git
speed = Hız
step-of = Adım { $step } / { $total }
step-of-tile = Adım { $step } / { $total }: { $tile } numaralı taş { $way }
step-of-done = Adım { $step } / { $total }: hedefe ulaşıldı.
move-button = Hamle { $i }: { $tile } numaralı taş { $way }
moves-shown = Hamle { $from }–{ $to } / { $total }
moves-earlier = Önceki hamleler
moves-later = Sonraki hamleler
move-list-help = Hamle listesi her taşı ve kaydığı yönü gösterir.

## Studying the search

study-title = Aramayı incele
hint-button = İpucu
thinking = Düşünüyor…
hint-next = Sıradaki: { $tile } numaralı taşı { $way } kaydırın. Hedefe { $n ->
        [one] { $n } hamle
       *[other] { $n } hamle
    } kaldı (en kısa çözümlerden biri).
hint-next-about = Sıradaki: { $tile } numaralı taşı { $way } kaydırın. Hedefe yaklaşık { $n ->
        [one] { $n } hamle
       *[other] { $n } hamle
    } kaldı.
hint-none = İpucu yok: çözücü zamanında bir çözüm bulamadı.
already-solved = Zaten çözülmüş!
show-heuristics = Sezgiselleri tahtada göster
heuristic-totals = Hamming { $hamming } · Manhattan { $manhattan } · Doğrusal çakışma { $lc }
ghf = Adım { $g }: g = { $g }, h = { $h } ({ $heuristic }), f = g + h = { $f }
overlay-help = Her taşın köşesi Manhattan uzaklığını gösterir; hedef hücresindeki taşlar yeşildir; turuncu çizgiler doğrusal çakışmadaki taşları birleştirir.
copy-assignment = Ödevin yazdırdığı gibi kopyala
step-title = Aramayı adım adım izle
trace-start = Aramayı kaydet
trace-help = Seçilen algoritmayı bu tahtada kaydeder, sonra onu adım adım izletir: genişletilen her düğüm, üretilen her çocuk.
trace-needs-algorithm = Adım adım izlemek için derste öğretilen aramalardan biri gerekir: Çöz altından Otomatik ve Hızlı mod dışında bir algoritma seçin.
recording = Arama kaydediliyor…
trace-ready = Kaydedildi: aşağıda adım adım izleyin.
trace-limited = { $n ->
        [one] İlk { $n } olay kaydedildi
       *[other] İlk { $n } olay kaydedildi
    } (kaydın limiti): aşağıda adım adım izleyin.
trace-reset = Başa
trace-back = Geri
trace-run = Çalıştır
trace-step = Adım
trace-end = Sona
trace-close = Kapat
trace-status = Olay { $step } / { $total } · genişletilen { $expanded } · üretilen { $generated }
trace-start-event = Başlangıç: henüz hiçbir şey genişletilmedi.
event-iteration = Yeni yineleme: eşik { $bound }.
event-expand = { $node } numaralı düğüm genişletiliyor (g { $g }, h { $h }, f { $f }).
event-expand-back = { $node } numaralı düğüm genişletiliyor (hedeften; g { $g }, h { $h }, f { $f }).
event-generate = Boşluğu { $via } taşıyan çocuk: g { $g }, h { $h }, f { $f }: { $fate }.
event-goal = Hedef bulundu: { $node } numaralı düğüm.
fate-new = yeni, sınıra eklenir
fate-within = eşiğin içinde, hemen ardından aranır
fate-seen = daha önce görüldü, atılır
fate-reopened = daha kısa bir yoldan ulaşıldı, yeniden kuyruğa eklenir
fate-over-bound = f eşiği aşıyor, kesilir
fate-met = öbür uçtan başlayan arama ulaşmıştı: iki arama buluşur
# Bidirectional BFS searches from the start and from the goal: a frontier row of the goal's
# search is marked with side-goal, and its expansions read event-expand-back.
side-goal = hedeften
children = Genişletilen düğümün çocukları
frontier-caption = Sınır, sıradaki önce: { $n ->
        [one] { $n } düğüm
       *[other] { $n } düğüm
    }
frontier-caption-pick = Sınır, düğümlerin üretildiği sırayla (sıradaki ilk olmayabilir): { $n ->
        [one] { $n } düğüm
       *[other] { $n } düğüm
    }
frontier-none = Yinelemeli derinleşen arama ve IDA* sınır tutmaz: eşiğin içinde derinlik öncelikli ilerler.
col-move = Boşluğun hamlesi
col-node = Düğüm
col-what = Ne oldu
predict-label = Tahmin: sıradaki genişletilecek düğümü seçin
pick-label = { $node } numaralı düğümü seç
pick = Seç
rule-bfs = genişlik öncelikli arama sınırdaki en eski düğümü alır (ilk giren ilk çıkar)
rule-dfs = derinlik öncelikli arama sınırdaki en yeni düğümü alır (son giren ilk çıkar)
rule-greedy = açgözlü arama h değeri en küçük düğümü alır (eşitlikte: en eskisini)
rule-a-star = A* f = g + h değeri en küçük düğümü alır (eşitlikte: h değeri daha küçük olanı, sonra en eskisini)
rule-greedy-newest = açgözlü arama h değeri en küçük düğümü alır (eşitlikte: en yenisini)
rule-a-star-oldest = A* f = g + h değeri en küçük düğümü alır (eşitlikte: en eskisini)
rule-a-star-newest = A* f = g + h değeri en küçük düğümü alır (eşitlikte: en yenisini)
settings-title = Arama ayarları
settings-help = Ders alıştırmaları bunları sabitler. Boşluğun hamle sırası Otomatik ve Hızlı dışındaki her arama için, eşitlik kuralı açgözlü arama ve A* için, hedef testi genişlik öncelikli arama için geçerlidir.
order-label = Boşluğun hamle sırası
ties-label = Eşitlikte
ties-deeper = önce daha küçük h, sonra en eski
ties-oldest = önce en eski (ilk giren ilk çıkar)
ties-newest = önce en yeni (son giren ilk çıkar)
code-title = Algoritma, satır satır
code-line = Satır { $n }: { $code }
code-duplicates = tekrar denetimi: her tahta bir kez tutulur
code-dfs-order = sondan başa doğru yığına itilir, böylece ilk hamle ilk çekilir
code-reopen = ona daha kısa bir yol bulundu
code-tree-depth = ağaç derinliği
code-next-bound = eşiği aşan en küçük f
code-cut = kesildi: bu yinelemede aranmaz
code-level = her seferinde bütün bir düzey, böylece ilk buluşma en kısa yoldur
code-meet = iki arama buluşur: yol başlangıçtan çocuğa, sonra hedefe gider
# The pseudocode, line by line, as a textbook in the language prints it: keep each line's
# structure and symbols (←, [ ], ( ), ∞, f, g, h); the words and names may be the language's.
pc-start-queue = sınır ← kuyruk [başlangıç]; ulaşılanlar ← {"{"}başlangıç{"}"}
pc-start-stack = yığın ← [başlangıç]; ulaşılanlar ← {"{"}başlangıç{"}"}
pc-start-priority = sınır ← { $by } değerine göre öncelik kuyruğu: [başlangıç]
pc-goal-start = eğer başlangıç hedef ise: başlangıcı döndür
pc-while-frontier = sınır boş değilken:
pc-while-stack = yığın boş değilken:
pc-pop-first = düğüm ← sınır.ilkini_çek()
pc-pop-stack = düğüm ← yığın.çek()
pc-pop-min = düğüm ← sınır.en_küçüğü_çek()
pc-goal-node = eğer düğüm hedef ise: düğümü döndür
pc-moves = [{ $order }] içindeki her hamle için:
pc-moves-reversed = ters_çevir([{ $order }]) içindeki her hamle için:
pc-child = çocuk ← düğüm + hamle
pc-child-g = çocuk ← düğüm + hamle; g(çocuk) ← g(düğüm) + 1
pc-goal-child = eğer çocuk hedef ise: çocuğu döndür
pc-seen = eğer çocuk ulaşılanlar içinde ise: atla
pc-seen-g = eğer çocuğa g ≤ g(çocuk) ile ulaşılmış ise: atla
pc-reopen = eğer çocuğa daha büyük bir g ile ulaşılmış ise: yeniden kuyruğa ekle
pc-push-frontier = ulaşılanlar.ekle(çocuk); sınır.it(çocuk)
pc-push-stack = ulaşılanlar.ekle(çocuk); yığın.it(çocuk)
pc-push-g = ulaşılanlar[çocuk] ← g(çocuk); sınır.it(çocuk)
pc-fail = başarısızlık döndür
pc-start-bound = eşik ← h(başlangıç)
pc-start-limit = limit ← 0
pc-loop = döngü:
pc-iterate = sonraki ← ∞; eğer ara(başlangıç, 0) bulundu ise: bulunan yolu döndür
pc-next-bound = eşik ← sonraki
pc-next-limit = limit ← limit + 1
pc-function-g = fonksiyon ara(düğüm, g):
pc-function-depth = fonksiyon ara(düğüm, derinlik):
pc-goal-found = eğer düğüm hedef ise: bulundu döndür
pc-moves-no-undo = [{ $order }] içindeki, sonuncuyu geri almayan her hamle için:
pc-child-f = çocuk ← düğüm + hamle; f ← g + 1 + h(çocuk)
pc-cut-f = eğer f > eşik ise: sonraki ← min(sonraki, f); atla
pc-cut-depth = eğer derinlik + 1 > limit ise: atla
pc-recurse-g = eğer ara(çocuk, g + 1) bulundu ise: bulundu döndür
pc-recurse-depth = eğer ara(çocuk, derinlik + 1) bulundu ise: bulundu döndür
pc-not-found = bulunamadı döndür
pc-start-two = ön ← kuyruk [başlangıç]; arka ← kuyruk [hedef]; ulaşılanlar ← {"{"}başlangıç: ön, hedef: arka{"}"}
pc-while-two = ön ve arka boş değilken:
pc-take-level = düzey ← ön ve arka arasından küçük olanı (eşitlikte ön), boşaltılarak
pc-for-level = düzey içindeki her düğüm için:
pc-meet = eğer çocuğa öbür uçtan ulaşılmış ise: başlangıç → çocuk → hedef yolunu döndür
pc-push-side = ulaşılanlar[çocuk] ← düğümün tarafı; çocuğu o tarafa it
pc-move-up = yukarı
pc-move-down = aşağı
pc-move-left = sola
pc-move-right = sağa
pc-order = { $a }, { $b }, { $c }, { $d }
goal-test-label = Hedef testi
goal-at-generation = düğüm üretildiğinde
goal-at-expansion = düğüm genişletildiğinde
node-value = { $node } numaralı düğümde { $what } = { $v }
node-age = { $node } numaralı düğüm { $node }. sırada üretildi
predict-right = Doğru: { $rule }; { $why }.
predict-wrong = Tam değil: sıradaki düğüm { $next }. { $rule }; { $why } ve { $yours }.
predict-skipped = Seçmeden geçildi: sıradaki düğüm { $next } idi. { $rule }.
tree-title = Arama ağacı
tree-collapse = Yalnızca sınıra ve hedefe giden yol
tree-summary = Arama ağacı: { $n ->
        [one] { $n } düğüm
       *[other] { $n } düğüm
    } çizildi ({ $expanded } genişletilmiş, { $open } açık, { $cut } kesilmiş, { $hidden } gizli), derinlik { $depth }. { $path }
tree-path = Hedefe giden yol: düğümler { $nodes }.
tree-legend = Mavi: açık. Gri: genişletilmiş. Yeşil: hedefe giden yol. Kırmızı: eşik tarafından kesilmiş. Bir düğümün tahtasını görmek için üzerine gelin ya da ağacı seçip ok tuşlarını kullanın.
tree-node-info = Düğüm { $node }: g { $g }, h { $h }, f { $f }. Tahta: { $board }
tree-too-big = { $n ->
        [one] İlk { $n } düğüm çizildi.
       *[other] İlk { $n } düğüm çizildi.
    }
chart-depth = Derinliğe göre üretilen düğümler
chart-frontier = Her genişletmede sınırın boyutu
chart-depth-text = Derinliğe göre düğümler: { $values }.
chart-frontier-text = Sınırın boyutu: başta { $first }, sonda { $last }, en büyük { $max }.
experiment-title = Ders kitabındaki deney
experiment-help = Her d derinliği için, en kısa çözümü tam olarak d hamle süren 8 bulmacası tahtaları bunların tümü arasından rastgele seçilir; işaretli her arama her birini çözer. Tablo, üretilen düğümlerin ortalamasını ve parantez içinde etkin dallanma faktörü b* değerini verir: N + 1 = 1 + b + b² + … + b^d eşitliğini sağlayan b. Bir tahtada { $n } düğümü aşan bir arama – gösterir. Aynı tohum, npuzzle experiment ile aynı sayıları verir.
experiment-depths = Derinlikler (baş..son:adım ya da bir liste)
experiment-count = Derinlik başına tahta
experiment-seed = Tohum
experiment-searches = Aramalar
experiment-run = Deneyi çalıştır
experiment-running = Deney çalışıyor…
experiment-done = Deney tamamlandı.
experiment-bad-depths = “{ $depths }” bir derinlik listesi değil: baş..son:adım (örneğin 2..24:2) ya da bir liste (örneğin 2,4,8) yazın; her biri 0 ile 31 arasında olmalı.
experiment-cancelled = İptal edildi: şimdiye kadarki satırlar kalır.
experiment-no-search = En az bir arama işaretleyin.
experiment-caption = Üretilen düğümlerin ortalaması (b*), çözüm derinliği d'ye göre
experiment-chart = Derinliğe göre üretilen düğümler (logaritmik ölçek)
compare-title = Aramaları karşılaştır
compare-button = Tüm aramaları karşılaştır
compare-help = Her algoritmayı her sezgiselle bu tahtada sırayla çalıştırır; her biri en fazla { $n ->
        [one] { $n } düğüm
       *[other] { $n } düğüm
    } kullanır.
comparing = Bu tahtada tüm aramalar karşılaştırılıyor.
compared = { $n ->
        [one] { $n } arama karşılaştırıldı
       *[other] { $n } arama karşılaştırıldı
    }.
compare-cancelled = Karşılaştırma iptal edildi.
copy-csv = CSV kopyala
copy-markdown = Markdown kopyala
col-algorithm = Algoritma
col-heuristic = Sezgisel
col-chart = Genişletilen (logaritmik ölçek)
status-waiting = bekliyor
status-running = çalışıyor
status-solved = çözüldü
status-limit = düğüm limiti
status-cancelled = iptal edildi
status-failed = başarısız
play-row = Oynat
play-row-label = { $algo } ile bulunan çözümü oynat
playing-row = { $algo } ile bulunan çözüm oynatılıyor.

## Graded exercises (the student's panel)

ex-title = Alıştırma
ex-cannot-start = Bu alıştırma başlatılamıyor: { $why }
ex-ask-teacher = Alıştırmayı hazırlayan kişiye bildirin.
ex-task-play = Hedefe elle, olabildiğince az hamleyle ulaşın. En kısa çözümü en fazla { $slack ->
        [one] { $slack } hamle
       *[other] { $slack } hamle
    } aşarsanız geçersiniz.
ex-task-predict = { $algo } için sonraki { $n } genişletmeyi tahmin edin: her birinden önce, bir sonraki genişletileceğini düşündüğünüz sınır düğümünü seçin. Geçmek için en az %{ $pass } doğru gerekir.
ex-task-children = { $heuristic } ile çalışan A* aramasının sonraki { $n } genişletmesinin her biri için, ürettiği her çocuğun g, h ve f = g + h değerlerini verin. Geçmek için en az %{ $pass } doğru gerekir.
ex-task-heuristic = Laboratuvarın formül dilinde 8 bulmacası için bir h sezgiseli yazın (örneğin manhattan + 2*conflicts). h, 181.440 tahtanın tümünde denetlenir ve { $boards } tahtada A* ile Manhattan'a karşı yarıştırılır. h kabul edilebilirse ve Manhattan'ın ürettiği düğümlerin en fazla %{ $pass } kadarını üretirse geçersiniz.
ex-submit-h = h'yi teslim et
ex-grading = h her tahtada denetleniyor, sonra Manhattan'a karşı yarıştırılıyor…
ex-h-raced = Kabul edilebilir. Yarışın tahtalarında h { $own } düğüm, Manhattan { $manhattan } düğüm üretti: Manhattan'ınkinin %{ $percent } kadarı.
ex-h-race-caption = Her çözüm derinliği d için yarışın 20 tahtasında üretilen düğümler
ex-h-over-budget = Kabul edilebilir, ancak h ile A* yarışın tahtalarında { $max ->
        [one] { $max } düğümü
       *[other] { $max } düğümü
    } aştı: bu, hangi tahtalar seçilirse seçilsin, Manhattan'ın 120 tahtanın tümü için gerektirdiğinden fazla.
ex-h-seed = Bu denemenin yarış tahtaları { $seed } tohumuyla seçildi: npuzzle heuristic grade --seed { $seed }, h'yi aynı tahtalarda notlandırır.
ex-no-grade = h notlandırılamadı ({ $why }). Yeniden teslim edin.
ex-progress = { $done } / { $n }
ex-attempt = Deneme { $n }
ex-moves-so-far = Hamle: { $moves }
ex-hints-used = Kullanılan ipucu: { $n }
ex-hints-left = Kullanılan ipucu: { $n } / { $max }
ex-score = Puan: { $raw } / { $max } (%{ $percent })
ex-play-score = { $moves ->
        [one] { $moves } hamle
       *[other] { $moves } hamle
    }; en kısa çözüm { $optimal } hamle sürer.
ex-passed = Geçtiniz: { $raw } / { $max } (deneme { $attempt }).
ex-failed = Geçemediniz: { $raw } / { $max } (deneme { $attempt }).
ex-try-again = Yeniden dene
ex-keep-best = Ders en iyi sonucunuzu tutar: yeni bir deneme onu düşüremez.
ex-keep-last = Ders son sonucunuzu tutar: yeni bir deneme, daha düşük puan alsa bile bunun yerine geçer.
ex-started = Yeni bir deneme başladı.
ex-pick-prompt = Sırada hangi düğüm genişletilecek?
ex-expanding = { $node } numaralı düğüm genişletiliyor: her çocuğun g, h ve f değerini verin.
ex-child = Çocuk
ex-child-via = boşluk { $way }
ex-value-of = Boşluğu { $way } taşıyan çocuğun { $value } değeri
ex-check = Kontrol et
ex-children-verdict = { $n ->
        [one] { $n } çocuktan { $right } tanesi doğru.
       *[other] { $n } çocuktan { $right } tanesi doğru.
    }
ex-child-right = doğru
ex-child-wrong = yanlış: g = { $g }, h = { $h }, f = { $f }
ex-waiting = Alıştırma hazırlanıyor…
ex-restored = Denemeniz kaldığınız yerden geri yüklendi.
ex-saved-damaged = Burada kayıtlı bir deneme bozulmuştu ve bir kenara ayrıldı: yeni bir deneme başlıyor.
ex-saved-version = Uygulamanın başka bir sürümünden kalan kayıtlı bir deneme bir kenara ayrıldı: yeni bir deneme başlıyor.
ex-not-kept = Bu tarayıcı bu sayfa için hiçbir şey saklamıyor; sayfa yeniden yüklenirse deneme baştan başlar.
ex-no-optimal = En kısa çözüm bilinmiyor, bu yüzden deneme henüz puanlanamıyor ({ $why }).
ex-no-more-hints = Bu alıştırmada başka ipucu yok.
ex-board-held = Tahta şu anda hareket etmiyor: alıştırmaya ait.
ex-move-cap = Deneme, hedefe ulaşılmadan { $n ->
        [one] { $n } hamleden
       *[other] { $n } hamleden
    } sonra sona erdi.
puzzle-numbered = Bulmaca { $n }
ex-board-fixed = Alıştırma sürerken tahtası değiştirilemez.
ex-restarted = Alıştırma değişti: yeni bir deneme başladı.
ex-resume-ignored = Alıştırma sürerken verilen kayıtlı bir deneme yok sayıldı.
ex-delivered = Sonucunuz derse ulaştı.
ex-pending = Sonucunuz henüz derse ulaşmadı; saklanıyor ve yeniden gönderilecek.
ex-no-session = Ders şu anda sonuç almıyor: sonucunuz burada saklanıyor ve bu alıştırmayı bir sonraki açışınızda gönderilecek.
ex-bad-board = “{ $v }” tahtası kullanılamaz: { $why }
ex-bad-task = “{ $v }” bir görev değil: play, predict ya da children kullanın
ex-bad-id = “{ $v }” alıştırma kimliği kullanılamaz: en fazla { $max } harf, rakam, - _ . ya da :
ex-bad-count = count “{ $v }”, 1 ile { $max } arasında bir soru sayısı değil
ex-bad-slack = slack “{ $v }”, 0 ile { $max } arasında bir hamle sayısı değil
ex-bad-hints = hints “{ $v }”: on, off ya da 0 ile { $max } arasında bir sayı değil
ex-bad-pass = pass “{ $v }” bir geçme notu değil: bir kesir (0.8) ya da bir yüzde (%80) verin
ex-setting = { $field }: { $why }
ex-bad-keep = keep “{ $v }”: best ya da last değil
ex-too-large = { $size } tahta bir alıştırma için çok büyük: en fazla { $max ->
        [one] { $max } hücre
       *[other] { $max } hücre
    }
ex-unsolvable = tahta hedefe ulaşamaz, bu yüzden hiçbir görev onu kullanamaz
ex-already-goal = tahta zaten hedefte: yapılacak bir şey yok
ex-needs-predictable = predict için genişlik öncelikli, derinlik öncelikli, açgözlü arama ya da A* gerekir, { $algo } değil
ex-needs-a-star = children için A* gerekir, { $algo } değil

## The Exercise panel (a teacher's, beside Share)

au-title = Alıştırma (öğretmenler için)
au-help = Bu tahta ve aramadan notlandırılan bir alıştırma oluşturun. Öğrenciler görevi, ilerlemelerini ve puanlarını görür; sonuçlar ders sayfanıza ya da LMS'inize ulaşır.
au-task = Görev
au-task-play = Oyna: hedefe az hamleyle ulaş
au-task-predict = Sonraki genişletmeleri tahmin et
au-task-children = Çocukların g, h ve f değerleri (A*)
au-task-heuristic = Kabul edilebilir bir sezgisel yaz
au-count = Sorular
au-slack = En kısanın üzerinde izin verilen hamle
au-hints-name = İpuçları
au-hints-on = İzinli, her biri sayılır
au-hints-off = Yok
au-hints-most = En çok { $n }
au-pass = Geçme notu
au-id = Alıştırma kimliği (isteğe bağlı)
au-keep = LMS’nin tuttuğu
au-keep-best = En iyi deneme
au-keep-last = Son deneme
au-preview = Öğrenci olarak önizle
au-copy-link = Bağlantıyı kopyala
au-copy-iframe = iframe'i kopyala
au-copy-element = Öğeyi kopyala
au-format = Paket biçimi
au-format-help = SCORM 1.2: Moodle, Canvas ve neredeyse her LMS. SCORM 2004: Blackboard, Brightspace, ILIAS, Open edX (bunlar 1.2'yi de alır). cmi5: xAPI ve bir öğrenme kayıt deposu üzerine kurulu LMS'ler.
au-download = LMS'iniz için indir
au-invalid = Hazır değil: { $why }
ex-packing = Paket hazırlanıyor…
ex-packed = Paket ({ $kb } KB) indirildi: onu LMS'inize { $format } paketi olarak yükleyin.
ex-pack-failed = Paket oluşturulamadı: { $why }
ex-pack-bad-name = files.json “{ $name }” adını { $why ->
         [parent] sitenin dışında (..)
         [absolute] kökten (/)
         [backslash] ters eğik çizgiyle
         [colon] iki nokta üst üsteyle (C:, bir adres)
         [empty] boş ya da “.” bir parçayla
         [duplicate] iki kez
        *[character] ?, #, % ya da gizli bir karakterle
    } veriyor: siteyi yeniden oluşturun.

## Sınıf görünümü (bir öğretmen LMS'de bir bağlantıyı başlatır: öğrencilerin denemeleri, notları ve yanıtları)

class-title = { $title }: sınıf
class-untitled = N bulmacası alıştırması
class-boardless = Bu bağlantının alıştırması bir tahta belirlemiyor, bu yüzden denemeleri notlandırılmıyor: her öğrencinin sayfası kendi tahtasını seçerdi. Alıştırmayı bir tahtayla yeniden ekleyin.
class-no-column = Bu bağlantının not defterinde sütunu yok: notlar yalnızca burada tutuluyor. Bir sütunu olması için alıştırmayı LMS'nin içerik seçimiyle (Deep Linking) ekleyin.
class-find = Öğrenci bul
class-no-students = Bu alıştırmayı henüz hiçbir öğrenci açmadı.
class-no-answers = Henüz yanıt yok.
class-questions = Sorular
class-questions-caption = Sorular: her öğrencinin son yanıtı
class-question = Soru
class-right = Doğru
class-right-answer = Doğru yanıt
class-wrong-answers = Sık verilen yanlış yanıtlar
class-share = %{ $percent } ({ $right } / { $students })
class-no-wrong = yok
class-students = Öğrenciler
class-students-caption = Alıştırmayı açan öğrenciler
class-student = Öğrenci
class-attempts = Denemeler
class-grade = Not
class-gradebook = Not defteri
class-last-seen = Son etkinlik (UTC)
class-attempts-count = { $begun } başladı, { $ended } bitti
class-no-grade = henüz yok
class-grade-passed = { $raw } / { $max }, geçti
class-grade-failed = { $raw } / { $max }, geçemedi
class-nothing-to-send = gönderilecek bir şey yok
class-sent = gönderildi
class-no-column-yet = sütun yok
class-on-its-way = yolda
class-waiting = bekliyor: { $why }
class-refresh = Yenile
class-download = Tüm yanıtları indir (CSV)
class-open-exercise = Alıştırmayı bir öğrencinin gördüğü gibi aç
class-stopped = Bu görünüm artık güncellenmiyor: yeni yanıtları görmek için alıştırmayı dersten yeniden başlatın.
class-open-attempt = Denemeyi aç:
class-attempt-graded = notlandırılan
class-attempt-latest = en son
class-open-attempt-label = { $who } adlı öğrencinin { $attempt } numaralı denemesini aç
class-review-ended = { $who } adlı öğrencinin { $attempt } numaralı denemesi, bıraktığı gibi (bitti).
class-review-open = { $who } adlı öğrencinin { $attempt } numaralı denemesi, bıraktığı gibi (bitmedi).
class-review-note = Bu onun denemesi, sizin değil: burada yaptığınız hiçbir şey saklanmaz veya gönderilmez.
class-lrs-title = Kayıt deposundan sınıfın yanıtları
class-lrs-tagline = Bir cmi5 kursu için: her sorunun tüm sınıftaki durumu, her öğrencinin yanıtları ve tüm yanıtlar CSV olarak, öğrenme kayıt deponuzdan (LRS) okunur.
class-lrs-endpoint = Kayıt deposunun adresi (xAPI uç noktası)
class-lrs-endpoint-help = LMS'niz ya da LRS'niz bunu anahtarlarının yanında gösterir; genellikle /xAPI/ ya da /data/xAPI/ ile biter.
class-lrs-key = Anahtar (kullanıcı adı)
class-lrs-secret = Gizli anahtar (parola)
class-lrs-secret-help = İfadeleri okuyabilen bir anahtar. Bu sayfada kalır: asla adreste değil, asla saklanmaz.
class-lrs-activity = Alıştırmanın AU'su (etkinlik kimliği)
class-lrs-activity-help = Paketin cmi5.xml dosyasındaki <au> öğesinin kimliği: urn:npuzzle:au:npuzzle- ve alıştırmanın kimliği; LMS'niz AU'lara kendi kimliklerini vermiyorsa. Veriyorsa LMS'deki AU ayrıntıları gösterir (başlatma URL'sindeki activityId).
class-lrs-show = Sınıfı göster
class-lrs-questions-table = Sorular tablosu
class-lrs-answers-of = { $name } adlı öğrencinin yanıtları
class-lrs-student-summary = { $name }: { $questions } sorudan { $right } doğru (son yanıtlar), { $answers ->
        [one] { $answers } yanıt
       *[other] { $answers } yanıt
    }
class-lrs-answer = Yanıt
class-lrs-result = Sonuç
class-lrs-seconds = Saniye
class-lrs-when = Yanıt zamanı (UTC)
class-lrs-yes = doğru
class-lrs-no = yanlış
class-lrs-reading = Kayıt deposu okunuyor…
class-lrs-live = { $students ->
        [one] { $students } öğrenciden
       *[other] { $students } öğrenciden
    } { $answers ->
        [one] { $answers } yanıt
       *[other] { $answers } yanıt
    }. Bu sayfa açıkken canlı güncellenir.
class-lrs-updated = Son okuma: { $time }.
class-lrs-paused = Bu sayfa gizliyken duraklatıldı.
class-lrs-none-yet = Bu alıştırmaya henüz yanıt yok. Öğrenciler yanıtladıkça burada görünür. Öğrenciler yanıtladıysa AU'nun etkinlik kimliğini kontrol edin.
class-lrs-bad-endpoint = Kayıt deposunun adresi tam bir http:// ya da https:// adresi olmalı, örneğin https://lrs.example.org/xAPI/.
class-lrs-insecure = Bu sayfa HTTPS üzerinden sunuluyor, bu yüzden tarayıcı onun http:// adresindeki bir kayıt deposunu okumasına izin vermez. Deponun https:// adresini kullanın.
class-lrs-no-key = Anahtarı ve gizli anahtarı yazın.
class-lrs-key-in-address = Anahtarı ve gizli anahtarı kayıt deposunun adresine değil, kendi alanlarına yazın.
class-lrs-no-activity = AU'nun etkinlik kimliğini yazın.
class-lrs-credentials = Kayıt deposu anahtarı ve gizli anahtarı reddetti (HTTP { $status }). Bunları ve anahtarın ifadeleri okuyabildiğini kontrol edin.
class-lrs-network = { $endpoint } adresindeki kayıt deposuna ulaşılamadı. Adresi ve deponun bu sayfanın kaynağının ({ $origin }) onu okumasına izin verdiğini (CORS) kontrol edin: LRS'nizin ayarları izin verdiği kaynakları listeler.
class-lrs-timeout = Kayıt deposu { $seconds } saniye içinde yanıt vermedi. Yeniden deneniyor.
class-lrs-not-lrs = Adres yanıt verdi ama bir xAPI kayıt deposu olarak değil ({ $what }). Adresi kontrol edin: genellikle /xAPI/ ya da /data/xAPI/ ile biter.
class-lrs-no-list = ifade listesi yok
class-lrs-refused = Kayıt deposu sorguyu reddetti (HTTP { $status }): { $detail }
class-lrs-failed = Kayıt deposu hata verdi (HTTP { $status }). Yeniden deneniyor.
class-lrs-stale = Yeniden okuma başarısız oldu; gösterilen yanıtlar { $time } zamanından. { $problem }
class-lrs-elsewhere = Kayıt deposunun sonraki sayfası başka bir sitede ({ $origin }): izlenmiyor, böylece anahtar ve gizli anahtar bu sitede kalır.

## Sharing

share = Bu tahtayı paylaş
share-link = Bağlantı
share-iframe = Ders sayfası için: iframe
share-element = Ders sayfası için: öğe
share-guide = Nasıl gömülür
share-algo-auto = Bağlantı ve parçacıklar Otomatik ile açılır: { $algo }, { $size } tahtayı bir sayfanın sınırları içinde bitiremeyebilir.
copy = Kopyala
copied = Panoya kopyalandı.
copy-failed = Tarayıcı kopyalamayı reddetti: metni seçip kendiniz kopyalayın.

## The page around the component

page-title = N Bulmacası Çözücü
page-tagline = Kayar taş bulmacasını oynayın, çözün ve inceleyin
about-puzzle = Bulmaca hakkında
embed-guide = Ders sayfanıza ekleyin

## Directions (the way a tile slides)

way-up = yukarı
way-down = aşağı
way-left = sola
way-right = sağa

## What happened

moved = { $tile } numaralı taş { $way } kaydırıldı. { $n ->
        [one] { $n } hamle
       *[other] { $n } hamle
    }.
solved-by-hand = { $tile } numaralı taş { $way } kaydırıldı. { $n ->
        [one] { $n } hamlede
       *[other] { $n } hamlede
    } çözüldü!
busy = Çözülüyor… yeniden oynamak için İptal'e basın.
shuffled = Rastgele dizildi: çözülebilir rastgele bir tahta.
scrambled = { $n ->
        [one] { $n } rastgele hamleyle
       *[other] { $n } rastgele hamleyle
    } karıştırıldı.
scramble-bad = Karıştırmak için 1 ile { $max } arasında tam sayı kadar hamle gerekir.
back-to-start = Başlangıç konumuna dönüldü.
board-from-text = Tahta metin kutusundan alındı.
board-from-host = Tahta sayfa tarafından ayarlandı.
not-a-board = Geçerli bir tahta değil: { $why }.
no-solution = Çözüm mümkün değil.
no-solution-searched = Çözüm mümkün değil, bu yüzden arama yapılmadı.
explain-odd = İnversiyonlar (hedefteki sıralarının tersinde duran taş çiftleri): { $inv }. Tek genişlikli ({ $width }) bir tahtada her hamle bu sayının paritesini korur ve hedefte hiç inversiyon yoktur: sayı çift olmalıdır. { $inv } sayısı { $parity }, { $verdict }.
explain-even = İnversiyonlar (hedefteki sıralarının tersinde duran taş çiftleri): { $inv }; boşluk ile hedef satırı arasındaki satırlar: { $rows }. Çift genişlikli ({ $width }) bir tahtada yukarı ya da aşağı bir hamle ikisinin de paritesini değiştirir, bu yüzden toplamları hedefte olduğu gibi çift olmalıdır. { $inv } + { $rows } = { $sum } sayısı { $parity }, { $verdict }.
even = çift
odd = tek
can-reach = dolayısıyla hedefe ulaşılabilir
cannot-reach = dolayısıyla hedefe asla ulaşılamaz: bunu değiştirmek için herhangi iki taşın yerini değiştirin
searching = Aranıyor…
lab-title = Sezgisel laboratuvarı
lab-help = Kendi h'nizi yazın ve bu boyuttaki her tahtada gerçek uzaklıklarla karşılaştırarak denetleyin (8 bulmacası için 181.440 tahtanın tümü; daha büyük tahtalarda bir örneklem). Adlar: hamming, manhattan, conflicts, n, rows, cols, blank_row, blank_col, row(t), col(t), goal_row(t), goal_col(t); sum(t: …), max(…), min(…), abs(…), + − * /, if … then … else ….
lab-formula = Sezgiseliniz h
lab-check = h'yi denetle
lab-checking = h her tahtada denetleniyor…
lab-empty = Önce bir formül yazın, örneğin manhattan + 2*conflicts.
lab-bad-formula = h kullanılamaz: { $why }
lab-states = { $h }, { $n ->
        [one] { $n } tahtada
       *[other] { $n } tahtada
    }{ $sample }:
lab-sample = {" "}(bir örneklem)
lab-admissible = Kabul edilebilir: hiçbir zaman gerçek uzaklığın üstünde değil.
lab-not-admissible = Kabul edilebilir değil: hedefe { $hstar ->
        [one] { $hstar } hamle
       *[other] { $hstar } hamle
    } uzaklıktaki bir tahtada h = { $h }.
lab-consistent = Tutarlı: hedefte 0, komşu tahtalarda aradaki fark en fazla 1.
lab-not-consistent = Tutarlı değil: iki komşu tahtada h = { $ha } ve { $hb }.
lab-not-a-number = Sayı değil: bir tahtada h { $value ->
        [not-a-number] NaN oluyor (örneğin sonsuz eksi sonsuz)
        [infinite] sonsuz oluyor
        [minus-infinite] eksi sonsuz oluyor
       *[division] sıfıra bölüyor ({ $at }. karakterde)
    }. Bir sezgisel her tahtada bir sayı olmalıdır; bu yüzden h ne kabul edilebilir ne de tutarlıdır.
lab-close = Ortalama h/h*: { $ratio }; tahtaların %{ $pct } kadarında en az Manhattan kadar.
lab-race = h'yi yarıştır
lab-racing = Yarış yukarıdaki deneyde çalışır: h ile A* ve IDA*, Hamming, Manhattan ve doğrusal çakışmaya karşı.
lab-step = Adım adım izle
lab-step-needs-informed = Çöz altında açgözlü arama, A* ya da IDA* seçin: bunlar bir sezgisel kullanır.
lab-stepping = Arama h ile kaydediliyor: yukarıda, “Aramayı kaydet” altında adım adım izleyin.
lab-your-h = sizin h'niz
formula-at = { $at }. karakterde: { $problem }
formula-too-long = formül çok uzun: { $n } karakter, en çok { $max }
formula-too-deep = { $depth } düzeyden derin iç içe
formula-expected = beklenen: { $what ->
        [operator] bir işleç ya da son
        [operand] bir sayı, bir ad ya da “(”
        [close] “)”
        [comma] “,” ya da “)”
        [open] işlevin adından sonra “(”
        [then] “then”
        [else] “else”
       *[binding] bir taşın adı ve “:” (sum(t: …))
    }, bulunan: { $found ->
        [end] son
        [arguments] argümanlar
       *[text] “{ $text }”
    }
formula-unexpected = “{ $text }” dilin bir parçası değil
formula-bad-number = “{ $text }” bir sayı değil
formula-unknown-name = bilinmeyen ad “{ $name }” (adlar: { $names })
formula-arguments = { $name } { $want } argüman alır, { $got } değil
formula-too-slow = formül tahta başına yaklaşık { $cost } adım sürüyor: en çok { $max }
formula-division = sıfıra bölme
formula-no-such-tile = { $tile } tahtanın bir taşı değil
formula-not-a-number = değer { $value ->
        [not-a-number] NaN
        [infinite] sonsuz
        [minus-infinite] eksi sonsuz
       *[division] sıfıra bölme
    }, sayı değil
formula-on-board = { $why } ({ $board } tahtasında)
formula-too-large = her birini denetlemek için çok fazla durum: tahtada { $cells } hücre var, en çok { $max } denetlenir
experiment-longer = { $n } tanesi en kısa değil
lab-load = Bu tahtayı yükle
lab-load-neighbour = İkisinden ilkini yükle
improvement = { $n ->
        [one] { $n } hamlelik
       *[other] { $n } hamlelik
    } bir çözüm bulundu; en kısası en az { $bound } hamle (kanıtlandı). Arama sürüyor…
kept-best = Durduruldu. Bulunan en iyi yanıt kalıyor: { $n ->
        [one] { $n } hamle
       *[other] { $n } hamle
    }; en kısası en az { $bound } hamle (kanıtlandı).
searching-announce = Çözüm aranıyor.
starting = Çözücü başlatılıyor…
queued = Çözücü bekleniyor (bu sayfadaki başka bir bulmaca onu kullanıyor)…
cancelled = İptal edildi. Tahta olduğu gibi duruyor.
cancelled-announce = Arama iptal edildi.
refused = Çözücü işi reddetti: { $why }
one-move = 1 hamle
n-moves = { $n ->
        [one] { $n } hamle
       *[other] { $n } hamle
    }
optimal-word = optimal
not-shortest = en kısa olmayabilir
solved-by = { $algo } ile çözüldü: { $moves }, { $optimal }.
solved-by-with = { $algo } ve { $h } ile çözüldü: { $moves }, { $optimal }.
solved-by-how = { $algo } ({ $how }) ile çözüldü: { $moves }, { $optimal }.
tables-kept = Tablolar { $t } içinde hazırlandı, sonraki çözümler için saklanıyor.
solved-announce = Çözüldü: { $moves }, { $optimal }.
limit = Düğüm limitinde durduruldu: { $expanded ->
        [one] { $expanded } düğüm
       *[other] { $expanded } düğüm
    } genişletildi, { $enqueued } kuyruğa eklendi, ulaşılan derinlik { $depth }, { $s } s. Bu tahta daha güçlü bir yöntem gerektiriyor: doğrusal çakışma ile A* ya da IDA* veya Otomatik seçeneğini deneyin.
limit-announce = Arama düğüm limitine ulaştı.
search-ended = Arama sona erdi: { $status }.
worker-stopped = Çözücü durdu ({ $why }). Tahtanız olduğu gibi duruyor. { $next }
worker-restarted = Yeni bir çözücü başlatıldı: yeniden çözün ya da daha az düğüm saklayan bir arama seçin (genişlik öncelikli arama yerine A* ya da IDA*).
worker-retry = Çöz'e bir sonraki basışınızda yeniden başlatılmaya çalışılacak.
worker-stopped-announce = Çözücü durdu.
no-workers = Bu tarayıcı çözücüyü çalıştıramıyor (Web Worker desteği gerekir).
solver-refused = Çözücü bu sayfada başlatılamıyor: sayfanın Content-Security-Policy'si buna izin vermiyor ({ $directive }). Sayfayı yöneten kişi, gömme kılavuzunda anlatıldığı gibi buna izin verebilir.
solver-not-loaded = Çözücü yüklenemedi ({ $why }). Bağlantıyı kontrol edin: Çöz'e bir sonraki basışınızda yeniden denenecek.

## Settings that were ignored (URL parameters, attributes, options)

ignored-too-long = Verilen { $name } değeri yok sayıldı: { $why }.
ignored-board = “{ $v }” tahtası yok sayıldı: { $why }.
ignored-size = “{ $v }” boyutu yok sayıldı: örneğin 3x3 ya da 4x4 kullanın.
ignored-goal = “{ $v }” hedefi yok sayıldı: end ya da start kullanın.
ignored-algorithm = “{ $v }” algoritması yok sayıldı: bfs, dfs, iddfs, greedy, astar, idastar, auto ya da fast kullanın.
ignored-heuristic = “{ $v }” sezgiseli yok sayıldı: hamming, manhattan ya da linear-conflict kullanın.
ignored-own-heuristic = Sezgisel yok sayıldı: { $algo } kendi sezgiselini seçer (greedy, astar ve idastar bir sezgisel alır).
ignored-controls = “{ $v }” denetimleri yok sayıldı: full, none ya da play, solve ve study içeren bir liste kullanın.
ignored-autoplay = autoplay “{ $v }” yok sayıldı: 1 ya da 0 kullanın.
ignored-lang = “{ $v }” dili yok sayıldı: şunlardan birini kullanın: { $langs }.
ignored-lang-menu = lang-menu “{ $v }” yok sayıldı: 1 ya da 0 kullanın.
ignored-order = “{ $v }” sırası yok sayıldı: dört hamleyi birer kez verin, örneğin udlr.
ignored-ties = ties “{ $v }” yok sayıldı: deeper, oldest ya da newest kullanın.
ignored-goal-test = goal-test “{ $v }” yok sayıldı: generation ya da expansion kullanın.
ignored-packaged = Adresteki “{ $v }” yok sayıldı: paket bunu sabitler.
ignored-unknown = Bilinmeyen “{ $v }” ayarı yok sayıldı.
size-board-disagree = { $size } boyutu { $board } tahtayla uyuşmuyor; tahta esas alınır.

## What is wrong with a board (the core's errors)

err-empty = tahta boş: taşları yazın, örneğin 1 2 3 / 4 5 6 / 7 8 0
err-token = “{ $token }” ({ $i }. öğe) ne bir taş numarası ne de boşluk (0, _, . ya da nil)
err-too-small = { $size } tahta çok küçük: iki kenar da en az { $min } olmalı
err-text-too-long = metin { $bytes } bayt uzunluğunda, her tahtadan daha uzun: en fazla { $max } bayt okunur
err-side-too-large = { $side } bir tahta kenarı için çok büyük: kenarlar en fazla { $max } olabilir
too-many-digits = 20 basamaktan uzun bir sayı
err-too-large = { $size } tahta çok büyük: kenarlar en fazla { $max } olabilir
err-not-square = { $count ->
        [one] { $count } taş
       *[other] { $count } taş
    } kare bir tahta oluşturmaz (3×3 için 9, 4×4 için 16 gerekir); satırları ayrı satırlara yazın ya da önce boyutu verin
err-ragged = { $row }. satırda { $found ->
        [one] { $found } taş
       *[other] { $found } taş
    } var, ama 1. satırda { $expected } taş var
err-tile-count = { $size } tahta { $expected } taş gerektirir, ama { $found ->
        [one] { $found } taş verildi
       *[other] { $found } taş verildi
    }
err-no-blank = tahtada boşluk yok: onu 0, _, . ya da nil olarak yazın
err-two-blanks = tahtada iki boşluk var: { $first } ve { $second }
err-out-of-range = { $at } konumundaki { $tile } numaralı taş aralık dışında: bu tahtanın taşları 1 ile { $max } arasıdır
err-duplicate = { $tile } numaralı taş iki kez geçiyor: { $first } ve { $second }
err-missing = { $tile } numaralı taş eksik
err-too-many-moves = { $moves ->
        [one] { $moves } hamlelik
       *[other] { $moves } hamlelik
    } karıştırma çok uzun: en fazla { $max }
pos = satır { $row }, sütun { $col }
verbatim = { $text }
join = { $a } { $b }

## The assignment's printout (the command line prints the same)

assignment-counts =
    Hamle sayısı = { $moves }
    Kuyruğa eklenen durum sayısı = { $enqueued }
assignment-no-solution = Çözüm mümkün değil


## Solve

cli-solved-by = { $algo }{ $heuristic } ile çözüldü: { $shortest }, { $expanded ->
        [one] { $expanded } düğüm
       *[other] { $expanded } düğüm
    } genişletildi, { $ms } ms
cli-shortest = en kısa
cli-not-shortest = en kısa olduğu garanti değil
cli-stopped = Arama durduruldu ({ $status }): { $expanded ->
        [one] { $expanded } düğüm
       *[other] { $expanded } düğüm
    } genişletildi, { $generated } üretildi, derinlik { $depth }, { $ms } ms
cli-best-kept = Bulunan en iyi yanıt: { $length ->
        [one] { $length } hamle
       *[other] { $length } hamle
    } (en kısa olduğu kanıtlanmadı); en kısası en az { $bound } hamle (kanıtlandı)
cli-improved = { $ms } ms: { $length ->
        [one] { $length } hamlelik
       *[other] { $length } hamlelik
    } bir çözüm bulundu; en kısası en az { $bound } hamle (kanıtlandı)
cli-limit-advice = arama düğüm ya da süre limitine ulaştı: --max-nodes ve --time-limit bu limitleri yükseltir, --algo fast hemen yanıt verir (en kısa olmayabilir)
cli-slow-note = not: { $size } bir tahtanın en kısa çözümü dakikalar sürebilir ya da düğüm limitinde bitebilir; --algo fast hemen yanıt verir (en kısa olmayabilir)
cli-why-no-solution = neden: { $why }
cli-boards-left-out = ... { $left ->
        [one] { $left } tahta
       *[other] { $left } tahta
    } atlandı: { $boards } tahtanın tümünü yazdırmak yaklaşık { $size } tutardı, bu da { $mb } MB olan --print-limit değerini aşar (-q yalnızca hamleleri yazdırır)

## Reading the input

cli-invalid-board = geçersiz tahta: { $why }
cli-bad-option = { $option }: { $why }
cli-race-longer = h ile { $algo }: { $solved ->
        [one] { $solved } yanıttan
       *[other] { $solved } yanıttan
    } { $longer } tanesi en kısadan uzun
cli-grade-passed = Geçti: { $raw } / { $max } (Manhattan'ın düğümlerinin en fazla %{ $pass } kadarına izin verilir).
cli-grade-failed = Geçemedi: { $raw } / { $max } (Manhattan'ın düğümlerinin en fazla %{ $pass } kadarına izin verilir).
cli-grade-seed = Yarışın tahtaları: her derinlikte 20 tane, { $seed } tohumuyla seçildi.
cli-bad-formula = formül kullanılamaz: { $why }
cli-heuristic-checked = { $formula }, hedefe ulaşan her { $size } tahtada ({ $states }):
cli-heuristic-sampled = { $formula }, { $states ->
        [one] { $states } adet { $size } tahtadan
       *[other] { $states } adet { $size } tahtadan
    } oluşan bir örneklemde (en fazla 40 hamlelik karıştırmalar, optimal çözülmüş):
cli-heuristic-admissible = kabul edilebilir: hiçbir zaman gerçek uzaklığın üstünde değil
cli-heuristic-not-admissible = kabul edilebilir değil: { $board } için h = { $h }, ama hedef { $hstar ->
        [one] { $hstar } hamle
       *[other] { $hstar } hamle
    } uzakta
cli-heuristic-consistent = tutarlı: hedefte 0, komşular arasındaki fark en fazla 1
cli-heuristic-not-consistent = tutarlı değil: { $a } için h = { $ha }, komşusu { $b } için h = { $hb }
cli-heuristic-not-a-number = sayı değil: { $board } için h { $value ->
        [not-a-number] NaN
        [infinite] sonsuz
        [minus-infinite] eksi sonsuz
       *[division] sıfıra bölüyor ({ $at }. karakterde)
    }; bir sezgisel her tahtada bir sayı olmalıdır, bu yüzden h ne kabul edilebilir ne de tutarlıdır
cli-heuristic-closeness = ortalama h/h*: { $ratio }; tahtaların %{ $share } kadarında en az Manhattan kadar
cli-standard-input = standart girdi
cli-cannot-read = { $name } okunamıyor: { $why }
cli-too-large = { $name }, { $size } boyutundan büyük: bu bir tahta dosyası değil
cli-not-text = { $name } metin değil: { $n }. bayt UTF-8 değil
cli-cannot-write = çıktı yazılamıyor: { $why }
cli-not-a-file = { $name } bir dosya değil (bir aygıt, klasör ya da soket): ondan hiçbir şey okunmadı
cli-tables-too-large = { $name }, { $size } boyutundan büyük: bu bir örüntü veritabanı dosyası değil
cli-tables-behind = sonraki tahtalar için { $size } örüntü veritabanları oluşturuluyor (bir kez, yaklaşık { $seconds } s); bu arada hızlı olanlar yanıt veriyor
cli-tables-behind-wide = sonraki tahtalar için { $size } örüntü veritabanları oluşturuluyor (bir kez, yaklaşık { $seconds } s); bunlarla yanıtlar daha kısa olur
cli-tables-finishing = { $size } örüntü veritabanları sonraki çalıştırmalar için tamamlanıyor (Ctrl-C durdurur; sonraki çalıştırma onları yeniden oluşturur)
cli-tables-unusable = önbellekteki tablolar kullanılamıyor ({ $reason }); yeniden oluşturulacaklar
cli-tables-built-unusable = az önce oluşturulan tablolar kullanılamıyor ({ $reason })
cli-tables-saved = { $size } örüntü veritabanları { $path } konumuna kaydedildi (sonraki çözümler onları yükler)
cli-tables-unsaved = tablolar { $dir } içinde saklanamıyor: { $reason } (--cache-dir başka bir yer seçer)
cli-site-link = { $name } bir bağlantı ya da bir bağlantının ardında: paket yalnızca sitenin kendi dosyalarını alır
cli-site-too-large = { $name }, { $size } boyutundan büyük: derlenmiş bir site bu kadarını içermez
cli-boards-per-depth = derinlik başına en çok { $max } tahta (bir derinliğin tahtaları bir kerede seçilip tutulur)

## Explain

cli-col-tile = taş
cli-col-at = konum
cli-col-goal = hedef
cli-col-manhattan = manhattan
cli-col-misplaced = yanlış yerde
cli-yes = evet
cli-hamming-total = Hamming (yanlış yerdeki taşlar) = { $n }
cli-manhattan-total = Manhattan = { $n }
cli-conflicts = Doğrusal çakışmalar = { $pairs }; doğrusal çakışma tahmini = { $n }
cli-no-conflicts = yok
cli-conflict-row = satır { $n }: { $a } ve { $b }
cli-conflict-column = sütun { $n }: { $a } ve { $b }

## Scan

cli-scan-read = Fotoğraftan { $ms } ms içinde { $size } bir tahta okundu
cli-scan-check = bu hücreleri kontrol edin, okuma bunlardan emin değil: { $cells }
cli-scan-cell = satır { $row } sütun { $col }
cli-scan-unsolvable = okunduğu haliyle bu tahta hedefe (boşluk sonda) ulaşamaz: bir hücre yanlış okunmuş ya da bulmaca yanlış birleştirilmiş olabilir
cli-scan-bench = { $photos ->
        [one] { $photos } ayrılmış test fotoğrafı
       *[other] { $photos } ayrılmış test fotoğrafı
    } ({ $sizes }{ $known }): { $exact } tam okundu, { $silent } hiçbir hücre işaretlenmeden yanlış, { $flagged } hücreler işaretlenerek yanlış, { $failed } okunamadı
cli-scan-corners = sekiz sayı: tahtanın dört köşesinin her birinin fotoğraf piksellerindeki x,y değeri (örneğin 120,80,600,90,610,560,110,570)
cli-scan-bench-known = , boyut verildi
cli-scan-bench-outline = , çerçeve verildi
cli-scan-bench-time = fotoğraf başına süre: medyan { $median } ms, p95 { $p95 } ms, en fazla { $max } ms


## How a solver answered (after the algorithm's name: "Solved by Auto (IDA* with …)")

method-exact-table = kesin uzaklık tablosu
method-pdb = toplamsal örüntü veritabanları ile IDA*
method-pdb-reflected = toplamsal örüntü veritabanları ve yansıtma ile IDA*
method-pdb-quick = hızlı (5-5-5) örüntü veritabanları ile IDA*
method-pdb-quick-reflected = hızlı (5-5-5) örüntü veritabanları ve yansıtma ile IDA*
method-linear-conflict = doğrusal çakışma ile IDA*
method-weighted-pdb = örüntü veritabanları ile ağırlıklı A*, ağırlık { $weight }
method-weighted-linear-conflict = doğrusal çakışma ile ağırlıklı A*, ağırlık { $weight }
# Fast mode on a large board: rows and columns are put in place one by one, then the last block
# (e.g. 3×3) is solved optimally. { $size } is that block's size.
method-lines = satırlar ve sütunlar tek tek, son { $size } blok optimal
method-lines-searched = satırlar ve sütunlar tek tek, her biri aramayla yerleştirilerek, son { $size } blok optimal
# { $lines } is method-lines or method-lines-searched.
method-finish-pdb = { $lines }, örüntü veritabanları ile
method-finish-linear-conflict = { $lines }, doğrusal çakışma ile IDA* kullanılarak

## The element's notices when it cannot start (n-puzzle.js shows them before the puzzle's own code runs)

element-policy = Bulmaca bu sayfada başlatılamıyor: sayfanın Content-Security-Policy'si buna izin vermiyor ({ $directive }). Sayfayı yöneten kişi, gömme kılavuzunda anlatıldığı gibi buna izin verebilir.
element-load = Bulmaca yüklenemedi ({ $why }). Bağlantıyı kontrol edip sayfayı yeniden yükleyin.
element-style = Bu sayfanın Content-Security-Policy'si bulmacanın stil sayfasına izin vermiyor ({ $directive }): bulmaca çalışır ama sade görünür.

## What a learning record store shows of a graded attempt (xAPI: the verb's name, the exercise's name)

lms-verb-answered = yanıtladı
lms-verb-passed = geçti
lms-verb-failed = geçemedi
lms-activity = N bulmacası alıştırması: { $task }
lms-task-play = hedefe az hamleyle ulaşma
lms-task-predict = sonraki genişletmeleri tahmin etme
lms-task-children = çocukların g, h ve f değerleri
lms-task-heuristic = Manhattan'ı geçen kabul edilebilir bir sezgisel


## The scan dialog

scan-title = Bulmaca tara
scan-help = Tahtanın tamamı görünecek ve iyi aydınlatılmış olacak şekilde tam yukarıdan bir fotoğraf çekin ya da bir fotoğraf seçin.
scan-photo = Fotoğraf
scan-size = Boyut
scan-size-auto = Fotoğraftan oku
scan-reading = Fotoğraf okunuyor…
scan-read = { $size } bir tahta okundu. İşaretli hücreleri kontrol edin: sayısını değiştirmek için bir hücreye dokunun.
scan-read-sure = { $size } bir tahta okundu. Bulmacanızla karşılaştırın; sayısını değiştirmek için bir hücreye dokunun.
scan-other-size = Bunun yerine { $size } tahta olarak oku
scan-board = Okunan tahta (boşluk için 0 ya da boş)
scan-cell = Satır { $row }, sütun { $col }
scan-unsure = emin değil
scan-duplicate = 0 ile { $max } arasındaki her sayı bir kez geçmeli: şunları kontrol edin: { $list }.
scan-use = Bu tahtayı kullan
scan-cancel = İptal
scan-too-large = Dosya { $mb } MB: en fazla { $max } MB olan fotoğraflar okunabilir.
scan-too-many-pixels = Fotoğraf { $width }×{ $height } piksel ({ $mp } megapiksel): en çok { $max } megapiksellik fotoğraflar okunabilir.
scan-not-an-image = Bu dosya bir fotoğraf (JPEG ya da PNG görüntüsü) değil.
scan-damaged = Bu fotoğraf kesik ya da bozuk: dosyası görüntünün tamamını içermiyor.
scan-no-board = Fotoğrafta bulmaca bulunamadı: tahtanın tamamı görünecek şekilde yukarıdan çekin.
scan-two-boards = Fotoğrafta iki bulmaca var: her seferinde birini çekin.
scan-cut-off = Tahtanın bir kısmı fotoğrafın dışında: biraz geri çekilin ya da telefonu çevirin.
scan-size-unsupported = { $size } bir tahta taranamaz: boyutlar 2×2 ile 6×6 arasında olmalı.
scan-no-grid = Tahta bulundu ama taşları birbirinden ayırt edilemedi: daha çok ışık, daha az parlama.
scan-failed = Okuyucu başlatılamadı: { $why }
scan-outline = Tahta bu değil mi? Çerçevenin köşelerini tahtanın köşelerine sürükleyin.
scan-place = Ya da tahtayı kendiniz işaretleyin: çerçevenin köşelerini tahtanın köşelerine sürükleyin.
scan-keys = Fotoğrafınız ve tahtanın çerçevesi. Bir köşeyi taşımak için önce 1, 2, 3 ya da 4'e basarak onu seçin, sonra ok tuşlarını kullanın.
scan-camera = Kamerayı kullan
scan-shoot = Fotoğraf çek
scan-stop = Kamerayı kapat
scan-guide = Tahtanın tamamını tam yukarıdan, çerçevenin içine sığdırın.
scan-video = Kameranın görüntüsü
scan-camera-denied = Kameraya burada izin verilmiyor: bu sayfa için izin verin ya da “Fotoğraf” ile bir fotoğraf çekin veya seçin.
scan-camera-none = Kamera bulunamadı: “Fotoğraf” ile bir fotoğraf çekin ya da seçin.
scan-camera-failed = Kamera açılamadı ({ $why }): “Fotoğraf” ile bir fotoğraf çekin ya da seçin.
scan-alt = Fotoğrafınız, bulunan tahta çerçeve içinde
