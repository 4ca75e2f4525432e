# Compares a locale's npuzzle.ftl with English: ids, placeholders, plural categories.
# usage: python compare.py CODE   (run with a Python that has fluent.syntax)
import sys, os
from fluent.syntax import parse, ast
CATS = {'ar': 'zero one two few many other', 'de': 'one other', 'en': 'one other', 'es': 'one many other',
        'fa': 'one other', 'fr': 'one many other', 'he': 'one two other', 'hi': 'one other',
        'it': 'one many other', 'ja': 'other', 'ko': 'other', 'nl': 'one other', 'pl': 'one few many other',
        'pt': 'one many other', 'ru': 'one few many other', 'tr': 'one other', 'uk': 'one few many other',
        'zh': 'other'}
root = os.path.dirname(os.path.abspath(__file__))
def load(code):
    r = parse(open(os.path.join(root, code, 'npuzzle.ftl'), encoding='utf-8').read())
    junk = [e for e in r.body if isinstance(e, ast.Junk)]
    return {m.id.name: m for m in r.body if isinstance(m, ast.Message)}, junk
def walk(node, vars_, sels):
    if isinstance(node, ast.VariableReference): vars_.add(node.id.name)
    if isinstance(node, ast.SelectExpression):
        keys = set()
        for v in node.variants:
            keys.add(v.key.name if isinstance(v.key, ast.Identifier) else v.key.value)
        sels.append((node.selector.id.name if isinstance(node.selector, ast.VariableReference) else '?', keys))
    for f in vars(node).values() if isinstance(node, ast.BaseNode) else []:
        for x in (f if isinstance(f, list) else [f]):
            if isinstance(x, ast.BaseNode): walk(x, vars_, sels)
def info(m):
    v, s = set(), []
    walk(m.value, v, s)
    return v, s
code = sys.argv[1]
en, _ = load('en'); lc, junk = load(code)
problems = []
for j in junk: problems.append('syntax error near: ' + j.content[:120].replace('\n', ' | '))
for k in en:
    if k not in lc: problems.append(f'missing: {k}')
for k in lc:
    if k not in en: problems.append(f'extra: {k}')
need = set(CATS.get(code, 'other').split())
for k in en:
    if k not in lc: continue
    ev, es = info(en[k]); lv, ls = info(lc[k])
    if ev != lv: problems.append(f'{k}: placeholders {sorted(lv)} differ from English {sorted(ev)}')
    for var, keys in ls:
        cats = {x for x in keys if not x[0].isdigit()}
        if cats - need: problems.append(f'{k}: ${var} has categories {sorted(cats - need)} that {code} does not use')
        if need - cats and len(need) > 1: problems.append(f'{k}: ${var} lacks plural forms {sorted(need - cats)}')
    evars = {v for v, _ in es}; lvars = {v for v, _ in ls}
    if len(need) > 1 and evars - lvars: problems.append(f'{k}: no plural select on {sorted(evars - lvars)} (English has one)')
print('\n'.join(problems) or f'{code}: {len(lc)} messages, all match English')
