//! The recorded search's tree (SVG, collapsible, read by hovering or by the arrow keys) and its
//! charts: nodes per depth, and the frontier's size over time.

use super::kit::{self, Listeners, Send, esc, listen, part, rows_in_words};
use crate::i18n::{Fixed, Key, Lang, Said};
use npuzzle_app::state::{Msg, State, study};
use npuzzle_app::tree as layout;
use npuzzle_core::TraceEvent;
use wasm_bindgen::JsCast;
use web_sys::{Element, HtmlInputElement};

/// The markup, inside the recorded view.
pub fn template(lang: Lang) -> String {
    let t = |k: Key| esc(k.text(lang));
    format!(
        r#"    <h3>{tree_title}</h3>
    <label class="check"><input data-part="tree-collapse" type="checkbox" /> {tree_collapse}</label>
    <p class="muted">{tree_legend}</p>
    <div data-part="tree" class="tree-box" role="img" tabindex="0"></div>
    <p data-part="tree-focus" class="muted tree-focus" aria-live="polite"></p>
    <div class="charts">
      <figure><figcaption>{chart_depth}</figcaption><div data-part="chart-depth" role="img"></div></figure>
      <figure><figcaption>{chart_frontier}</figcaption><div data-part="chart-frontier" role="img"></div></figure>
    </div>
"#,
        tree_title = t(Key::TreeTitle),
        tree_collapse = t(Key::TreeCollapse),
        tree_legend = t(Key::TreeLegend),
        chart_depth = t(Key::ChartDepth),
        chart_frontier = t(Key::ChartFrontier),
    )
}

/// The parts.
pub struct TreeView {
    collapse: HtmlInputElement,
    tree: Element,
    depth: Element,
    frontier: Element,
}

impl TreeView {
    /// Finds the parts in `root` and turns their events into messages.
    pub fn new(root: &Element, send: &Send, out: &mut Listeners) -> TreeView {
        let v = TreeView {
            collapse: part(root, "tree-collapse"),
            tree: part(root, "tree"),
            depth: part(root, "chart-depth"),
            frontier: part(root, "chart-frontier"),
        };
        kit::toggle(out, &v.collapse, send, |on| {
            Msg::Study(study::Msg::TreeCollapse(on))
        });
        // A node's board and numbers, on hover, or by the arrow keys on the focused tree (view
        // only: no state changes). The keys walk the nodes in the order drawn (parents first).
        let focus_text: Element = part(root, "tree-focus");
        let tree = v.tree.clone();
        let show = std::rc::Rc::new(move |node: &Element| {
            if let Some(info) = node.get_attribute("data-info") {
                focus_text.set_text_content(Some(&info));
            }
        });
        let s = show.clone();
        listen(out, &tree, "mouseover", move |e: web_sys::Event| {
            if let Some(node) = e.target().and_then(|t| t.dyn_into::<Element>().ok()) {
                s(&node);
            }
        });
        let t = tree.clone();
        listen(out, &tree, "keydown", move |e: web_sys::KeyboardEvent| {
            let Ok(nodes) = t.query_selector_all("circle") else {
                return;
            };
            let n = nodes.length();
            if n == 0 {
                return;
            }
            let at = (0..n).find(|&i| {
                nodes
                    .item(i)
                    .and_then(|c| c.dyn_into::<Element>().ok())
                    .is_some_and(|c| c.class_list().contains("focused"))
            });
            let next = match (e.key().as_str(), at) {
                ("ArrowRight" | "ArrowDown", Some(i)) => (i + 1).min(n - 1),
                ("ArrowLeft" | "ArrowUp", Some(i)) => i.saturating_sub(1),
                ("ArrowRight" | "ArrowDown" | "ArrowLeft" | "ArrowUp" | "Home", _) => 0,
                ("End", _) => n - 1,
                _ => return,
            };
            e.prevent_default();
            for i in 0..n {
                if let Some(c) = nodes.item(i).and_then(|c| c.dyn_into::<Element>().ok()) {
                    let _ = c.class_list().toggle_with_force("focused", i == next);
                    if i == next {
                        let options = web_sys::ScrollIntoViewOptions::new();
                        options.set_block(web_sys::ScrollLogicalPosition::Nearest);
                        options.set_inline(web_sys::ScrollLogicalPosition::Nearest);
                        c.scroll_into_view_with_scroll_into_view_options(&options);
                        show(&c);
                    }
                }
            }
        });
        v
    }

    /// Draws the tree and the charts of the recorded search up to its step.
    pub fn render(&self, s: &State) {
        let Some(st) = s.study.stepper.as_ref().filter(|_| s.controls.study) else {
            return;
        };
        let (events, step) = (&st.trace().events, st.state().step);
        let lang = s.lang;
        let tree = self.laid_out(s, events, step);
        let drawn = &tree.nodes[..tree.nodes.len().min(MAX_DRAWN)];
        kit::html(&self.tree, &tree_svg(drawn, s.puzzle.shape.cols(), lang));
        kit::attr(&self.tree, "aria-label", summary(&tree, drawn, lang).trim());
        // Charts: nodes per depth (bars), frontier size over time (a line).
        let per = layout::per_depth(events, step);
        kit::html(&self.depth, &depth_chart(&per));
        let values: Vec<String> = per.iter().map(|c| c.to_string()).collect();
        let _ = self.depth.set_attribute(
            "aria-label",
            &Said::key(Key::ChartDepthText)
                .with("values", values.join(", "))
                .text(lang),
        );
        let sizes = layout::frontier_sizes(events, step);
        kit::html(&self.frontier, &frontier_chart(&sizes));
        let _ = self.frontier.set_attribute(
            "aria-label",
            &Said::key(Key::ChartFrontierText)
                .with("first", sizes.first().copied().unwrap_or(0))
                .with("last", sizes.last().copied().unwrap_or(0))
                .with("max", most(&sizes) as u64)
                .text(lang),
        );
    }

    /// The tree after `step` events, collapsed as the person chose or, unchosen, when it is
    /// large; the checkbox follows.
    fn laid_out(&self, s: &State, events: &[TraceEvent], step: usize) -> layout::Tree {
        let full = layout::build(events, step, false);
        let collapsed = s
            .study
            .tree_collapsed
            .unwrap_or(full.nodes.len() > AUTO_COLLAPSE);
        if self.collapse.checked() != collapsed {
            self.collapse.set_checked(collapsed);
        }
        if collapsed {
            layout::build(events, step, true)
        } else {
            full
        }
    }
}

/// Nodes drawn at most; the summary says when there are more.
const MAX_DRAWN: usize = 600;
/// Nodes past which the tree is drawn collapsed, unless the person chose.
const AUTO_COLLAPSE: usize = 300;
/// The tree's columns apart (px).
const DX: f64 = 18.0;
/// The tree's depths apart (px).
const DY: f64 = 34.0;
/// The tree's margin (px).
const PAD: f64 = 10.0;
/// The charts' width (px), as their markup says.
const CHART_W: f64 = 300.0;
/// The charts' height (px), as their markup says.
const CHART_H: f64 = 110.0;

/// The drawn nodes as SVG: edges under nodes, each node's numbers and board in its title.
fn tree_svg(drawn: &[layout::TreeNode], cols: usize, lang: Lang) -> String {
    let max_x = drawn.iter().map(|n| n.x).fold(0.0, f64::max);
    let depth = drawn.iter().map(|n| n.g).max().unwrap_or(0);
    let min_g = drawn.iter().map(|n| n.g).min().unwrap_or(0);
    let (w, h) = (
        max_x * DX + 2.0 * PAD,
        f64::from(depth - min_g) * DY + 2.0 * PAD,
    );
    let at = |n: &layout::TreeNode| (PAD + n.x * DX, PAD + f64::from(n.g - min_g) * DY);
    let (w, h) = (Fixed(w, 0), Fixed(h, 0));
    let mut svg = format!(
        r#"<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{h}" viewBox="0 0 {w} {h}" aria-hidden="true">"#
    );
    for n in drawn {
        if let Some(p) = n.parent.filter(|&p| p < drawn.len()) {
            let ((x1, y1), (x2, y2)) = (at(&drawn[p]), at(n));
            let (x1, y1, x2, y2) = (Fixed(x1, 1), Fixed(y1, 1), Fixed(x2, 1), Fixed(y2, 1));
            svg.push_str(&format!(
                r#"<line x1="{x1}" y1="{y1}" x2="{x2}" y2="{y2}" class="edge"/>"#
            ));
        }
    }
    let blank = Key::Blank.text(lang);
    for n in drawn {
        let (x, y) = at(n);
        let (x, y) = (Fixed(x, 1), Fixed(y, 1));
        let class = match n.state {
            layout::NodeState::Open => "open",
            layout::NodeState::Expanded => "expanded",
            layout::NodeState::Path => "path",
            layout::NodeState::Cut => "cut",
        };
        let info = node_info(n, cols, blank, lang);
        svg.push_str(&format!(
            r#"<circle cx="{x}" cy="{y}" r="6" class="{class}" data-info="{}"><title>{}</title></circle>"#,
            esc(&info),
            esc(&info)
        ));
    }
    svg.push_str("</svg>");
    svg
}

/// A node in words: its number (a dash for one the trace numbers not), g, h, f and its board.
fn node_info(n: &layout::TreeNode, cols: usize, blank: &str, lang: Lang) -> String {
    let board = rows_in_words(&n.cells, cols, blank);
    let id = if n.id > u32::MAX / 2 {
        "–".to_string()
    } else {
        n.id.to_string()
    };
    Said::key(Key::TreeNodeInfo)
        .with("node", id)
        .with("g", n.g)
        .with("h", n.h)
        .with("f", n.g + n.h)
        .with("board", board.join(" / "))
        .text(lang)
}

/// The tree in words, for screen readers: its nodes by state, its depth, the path, and whether
/// it was too big to draw whole.
fn summary(tree: &layout::Tree, drawn: &[layout::TreeNode], lang: Lang) -> String {
    let count = |st: layout::NodeState| drawn.iter().filter(|n| n.state == st).count();
    let path: Vec<String> = drawn
        .iter()
        .filter(|n| n.state == layout::NodeState::Path)
        .map(|n| n.id.to_string())
        .collect();
    let mut summary = Said::key(Key::TreeSummary)
        .with("n", drawn.len())
        .with("expanded", count(layout::NodeState::Expanded))
        .with("open", count(layout::NodeState::Open))
        .with("cut", count(layout::NodeState::Cut))
        .with("hidden", tree.hidden)
        .with("depth", tree.depth)
        .with(
            "path",
            if path.is_empty() {
                String::new()
            } else {
                Said::key(Key::TreePath)
                    .with("nodes", path.join(", "))
                    .text(lang)
            },
        )
        .text(lang);
    if tree.nodes.len() > MAX_DRAWN {
        summary.push(' ');
        summary.push_str(&Said::key(Key::TreeTooBig).with("n", MAX_DRAWN).text(lang));
    }
    summary
}

/// The largest of `values`, at least 1 (a chart's scale).
fn most(values: &[u64]) -> f64 {
    values.iter().copied().max().unwrap_or(1).max(1) as f64
}

/// Nodes per depth as bars.
fn depth_chart(per: &[u64]) -> String {
    let top = most(per);
    let bar = CHART_W / per.len().max(1) as f64;
    let mut bars = String::from(
        r#"<svg xmlns="http://www.w3.org/2000/svg" width="300" height="110" viewBox="0 0 300 110" aria-hidden="true">"#,
    );
    for (i, &c) in per.iter().enumerate() {
        let bh = (c as f64 / top) * (CHART_H - 4.0);
        bars.push_str(&format!(
            r#"<rect x="{}" y="{}" width="{}" height="{}" class="bar"><title>g {i}: {c}</title></rect>"#,
            Fixed(i as f64 * bar + 1.0, 1),
            Fixed(CHART_H - bh, 1),
            Fixed((bar - 2.0).max(1.0), 1),
            Fixed(bh, 1)
        ));
    }
    bars.push_str("</svg>");
    bars
}

/// The frontier's size over time as a line.
fn frontier_chart(sizes: &[u64]) -> String {
    let most = most(sizes);
    let step_x = CHART_W / sizes.len().max(2).saturating_sub(1) as f64;
    let points: Vec<String> = sizes
        .iter()
        .enumerate()
        .map(|(i, &v)| {
            format!(
                "{},{}",
                Fixed(i as f64 * step_x, 1),
                Fixed(CHART_H - 2.0 - v as f64 / most * (CHART_H - 6.0), 1)
            )
        })
        .collect();
    format!(
        r#"<svg xmlns="http://www.w3.org/2000/svg" width="300" height="110" viewBox="0 0 300 110" aria-hidden="true"><polyline points="{}" class="line"/></svg>"#,
        points.join(" ")
    )
}
