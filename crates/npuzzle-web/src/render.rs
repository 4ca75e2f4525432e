//! Drawing the board on the canvas: sharp at any devicePixelRatio, sized to its box, with tiles
//! that slide (unless the user prefers reduced motion).

use crate::dom;
use crate::i18n::Fixed;
use npuzzle_core::{BLANK, Board, Breakdown, Goal, Shape, Tile};
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;
use web_sys::{CanvasRenderingContext2d, HtmlCanvasElement};

const SLIDE_MS: f64 = 120.0;

/// A tile on its way from one cell to another.
struct Slide {
    tile: Tile,
    from: usize,
    to: usize,
    start_ms: f64,
}

/// Colours, font and corner from the component's CSS custom properties (`--npz-*`), so a host
/// page can restyle the board as it restyles the rest.
struct Theme {
    board: String,
    tile: String,
    home: String,
    text: String,
    font: String,
    radius: f64,
}

impl Theme {
    fn read(canvas: &HtmlCanvasElement) -> Theme {
        Theme::from(web_sys::window().and_then(|w| w.get_computed_style(canvas).ok().flatten()))
    }

    /// The theme `style` gives (the defaults where it gives none, or there is no style yet).
    fn from(style: Option<web_sys::CssStyleDeclaration>) -> Theme {
        let get = |name: &str, default: &str| {
            style
                .as_ref()
                .and_then(|s| s.get_property_value(name).ok())
                .map(|v| v.trim().to_string())
                .filter(|v| !v.is_empty())
                .unwrap_or_else(|| default.to_string())
        };
        let board = get("--npz-board", &get("--npz-board-default", "#cfd6e6"));
        Theme {
            board,
            tile: get("--npz-tile", "#2f6fdb"),
            home: get("--npz-tile-home", "#2e7d4f"),
            text: get("--npz-tile-text", "#ffffff"),
            font: get(
                "--npz-font",
                "system-ui, -apple-system, 'Segoe UI', sans-serif",
            ),
            // JavaScript's parseFloat: Rust's float parser would add 4 KB to the wasm.
            radius: Some(js_sys::parse_float(&get("--npz-radius", "0.12")))
                .filter(|r| r.is_finite())
                .unwrap_or(0.12)
                .clamp(0.0, 0.5),
        }
    }
}

pub struct Renderer {
    canvas: HtmlCanvasElement,
    ctx: CanvasRenderingContext2d,
    slide: Option<Slide>,
    reduced_motion: bool,
    theme: Theme,
    /// The cells and canvas size of the last frame drawn whole: a slide from it redraws only
    /// the two cells it crosses (a 64×64 board whole is 4,095 tiles a frame).
    drawn: Option<(Vec<Tile>, u32, u32)>,
}

impl Renderer {
    pub fn new(canvas: HtmlCanvasElement) -> Renderer {
        let ctx = canvas
            .get_context("2d")
            .ok()
            .flatten()
            .and_then(|c| c.dyn_into::<CanvasRenderingContext2d>().ok())
            .expect("a 2D canvas");
        Renderer {
            // Read at the first fit, in the frame: reading a computed style lays the page out
            // (the component's container queries), and here, before the first render, it did
            // so once more than needed (80 ms of a slow phone's start).
            theme: Theme::from(None),
            canvas,
            ctx,
            slide: None,
            reduced_motion: dom::prefers_reduced_motion(),
            drawn: None,
        }
    }

    /// Matches the canvas's pixel size to its CSS size × devicePixelRatio for the board's aspect.
    pub fn fit(&mut self, board: &Board) {
        self.theme = Theme::read(&self.canvas);
        let dpr = web_sys::window()
            .map_or(1.0, |w| w.device_pixel_ratio())
            .max(1.0);
        let shape = board.shape();
        let css_w = f64::from(self.canvas.client_width().max(120));
        let css_h = css_w * shape.rows() as f64 / shape.cols() as f64;
        let _ = self
            .canvas
            .style()
            .set_property("height", &format!("{}px", Fixed(css_h, 1)));
        let (w, h) = ((css_w * dpr).round() as u32, (css_h * dpr).round() as u32);
        if self.canvas.width() != w || self.canvas.height() != h {
            self.canvas.set_width(w);
            self.canvas.set_height(h);
            self.drawn = None;
        }
    }

    /// Starts the slide of `tile`, which just moved from `from` to `to`.
    pub fn slide(&mut self, tile: Tile, from: usize, to: usize) {
        if self.reduced_motion {
            self.slide = None;
        } else {
            self.slide = Some(Slide {
                tile,
                from,
                to,
                start_ms: dom::now_ms(),
            });
        }
    }

    /// Draws one frame; `true` while a slide is still running (ask for another frame).
    pub fn draw(&mut self, board: &Board, goal: &Goal, overlay: Option<&Breakdown>) -> bool {
        let now = dom::now_ms();
        let t = self
            .slide
            .as_ref()
            .map(|s| ((now - s.start_ms) / SLIDE_MS).clamp(0.0, 1.0));
        // The slide of this frame (its last frame included), as (tile, from, to).
        let sliding = self.slide.as_ref().map(|s| (s.tile, s.from, s.to));
        if t == Some(1.0) {
            self.slide = None;
        }
        let shape = board.shape();
        let (cw, ch) = (self.canvas.width(), self.canvas.height());
        let (pad, cell) = layout(f64::from(cw), f64::from(ch), shape, 2.0);
        let grid = Grid { pad, cell, shape };
        // Only the slide's two cells change when the last whole frame was this board before it.
        let partial = match (sliding, &self.drawn, overlay) {
            (Some((tile, from, to)), Some((cells, dw, dh)), None) => {
                (*dw, *dh) == (cw, ch) && slid_from(cells, board.cells(), tile, from, to)
            }
            _ => false,
        };
        let crossed = sliding.filter(|_| partial);
        self.clear(grid, crossed.map(|(_, from, to)| (from, to)));
        let tiles = self.placed(board, goal, grid, t, crossed.map(|(tile, _, _)| tile));
        self.fill_tiles(&tiles, cell);
        self.number_tiles(&tiles, grid);
        if let Some(b) = overlay {
            self.draw_overlay(board, b, pad, cell);
        }
        if self.slide.is_none() {
            // At rest: the canvas shows `board` exactly.
            self.drawn = Some((board.cells().to_vec(), cw, ch));
        } else if !partial {
            // Drawn whole mid-slide: the canvas is no board at rest; the next frames draw whole
            // until one is. (During a partial slide `drawn` stays the board before it.)
            self.drawn = None;
        }
        self.slide.is_some()
    }

    /// Paints the board's colour over the whole canvas, or over the rectangle of the two cells
    /// a slide crosses (they are neighbours).
    fn clear(&self, grid: Grid, crossed: Option<(usize, usize)>) {
        let ctx = &self.ctx;
        ctx.set_fill_style_str(&self.theme.board);
        let Some((from, to)) = crossed else {
            let (w, h) = (self.canvas.width(), self.canvas.height());
            ctx.fill_rect(0.0, 0.0, f64::from(w), f64::from(h));
            return;
        };
        let Grid { pad, cell, shape } = grid;
        let (rows, cols) = (
            [shape.row(from), shape.row(to)],
            [shape.col(from), shape.col(to)],
        );
        let (r0, r1) = (rows[0].min(rows[1]), rows[0].max(rows[1]));
        let (c0, c1) = (cols[0].min(cols[1]), cols[0].max(cols[1]));
        ctx.fill_rect(
            pad + c0 as f64 * cell,
            pad + r0 as f64 * cell,
            (c1 - c0 + 1) as f64 * cell,
            (r1 - r0 + 1) as f64 * cell,
        );
    }

    /// Where each tile to draw is (`only` the sliding one, when only its cells are redrawn), at
    /// `t` of the slide, and whether it is home.
    fn placed(
        &self,
        board: &Board,
        goal: &Goal,
        grid: Grid,
        t: Option<f64>,
        only: Option<Tile>,
    ) -> Vec<(f64, f64, Tile, bool)> {
        board
            .cells()
            .iter()
            .enumerate()
            .filter(|&(_, &tile)| tile != BLANK && only.is_none_or(|o| o == tile))
            .map(|(i, &tile)| {
                let (mut x, mut y) = grid.at(i);
                if let (Some(s), Some(t)) = (&self.slide, t)
                    && s.tile == tile
                    && s.to == i
                {
                    let (fx, fy) = grid.at(s.from);
                    let e = 1.0 - (1.0 - t) * (1.0 - t); // ease out
                    x = fx + (x - fx) * e;
                    y = fy + (y - fy) * e;
                }
                (x, y, tile, goal.position(tile) == i)
            })
            .collect()
    }

    /// The tiles' squares: one path and one fill per colour (home or not), since a call per tile
    /// and colour made a 64×64 frame (4,095 tiles) a task of 50–80 ms.
    fn fill_tiles(&self, tiles: &[(f64, f64, Tile, bool)], cell: f64) {
        let ctx = &self.ctx;
        let gap = (cell * 0.06).max(1.0);
        let radius = cell * self.theme.radius;
        for (home, colour) in [(false, &self.theme.tile), (true, &self.theme.home)] {
            ctx.begin_path();
            for &(x, y, _, _) in tiles.iter().filter(|t| t.3 == home) {
                let (x, y, side) = (x + gap / 2.0, y + gap / 2.0, cell - gap);
                if radius < 1.0 {
                    ctx.rect(x, y, side, side);
                } else {
                    rounded_rect(ctx, x, y, side, side, radius);
                }
            }
            ctx.set_fill_style_str(colour);
            ctx.fill();
        }
    }

    /// The tiles' numbers, unless they would be under 6 device pixels: noise (a 64×64 board's
    /// cells are 7 px wide).
    fn number_tiles(&self, tiles: &[(f64, f64, Tile, bool)], grid: Grid) {
        let cell = grid.cell;
        let font = (cell * if grid.shape.cells() > 99 { 0.36 } else { 0.42 }).round();
        if font < 6.0 {
            return;
        }
        let ctx = &self.ctx;
        ctx.set_font(&format!("600 {}px {}", Fixed(font, 0), self.theme.font));
        ctx.set_text_align("center");
        ctx.set_text_baseline("middle");
        ctx.set_fill_style_str(&self.theme.text);
        for &(x, y, tile, _) in tiles {
            let _ = ctx.fill_text(
                &tile.to_string(),
                x + cell / 2.0,
                y + cell / 2.0 + font * 0.04,
            );
        }
    }

    /// Each tile's Manhattan distance in its corner, and a line joining each pair of tiles in
    /// linear conflict.
    fn draw_overlay(&self, board: &Board, b: &Breakdown, pad: f64, cell: f64) {
        let ctx = &self.ctx;
        let shape = board.shape();
        let centre = |i: usize| {
            (
                pad + (shape.col(i) as f64 + 0.5) * cell,
                pad + (shape.row(i) as f64 + 0.5) * cell,
            )
        };
        let small = (cell * 0.2).round().max(9.0);
        ctx.set_font(&format!("700 {}px {}", Fixed(small, 0), self.theme.font));
        ctx.set_text_align("right");
        ctx.set_text_baseline("top");
        ctx.set_fill_style_str(&self.theme.text);
        for t in &b.tiles {
            let (x, y) = centre(t.cell);
            let _ = ctx.fill_text(&t.manhattan.to_string(), x + cell * 0.4, y - cell * 0.42);
        }
        ctx.set_stroke_style_str("#f59e0b");
        ctx.set_line_width((cell * 0.05).max(2.0));
        for c in &b.conflicts {
            let cells: Vec<usize> = c
                .tiles
                .iter()
                .filter_map(|&tile| board.cells().iter().position(|&x| x == tile))
                .collect();
            if let [a, z] = cells[..] {
                let ((x1, y1), (x2, y2)) = (centre(a), centre(z));
                ctx.begin_path();
                ctx.move_to(x1, y1 + cell * 0.3);
                ctx.line_to(x2, y2 + cell * 0.3);
                ctx.stroke();
            }
        }
    }

    /// The cell under a point given in client (CSS) coordinates.
    pub fn cell_at(&self, board: &Board, client_x: f64, client_y: f64) -> Option<usize> {
        let rect = self.canvas.get_bounding_client_rect();
        let shape = board.shape();
        let (w, h) = (rect.width(), rect.height());
        let dpr = web_sys::window().map_or(1.0, |w| w.device_pixel_ratio());
        let (pad, cell) = layout(w, h, shape, 2.0 / dpr);
        let (x, y) = (client_x - rect.left() - pad, client_y - rect.top() - pad);
        if x < 0.0 || y < 0.0 {
            return None;
        }
        let (r, c) = ((y / cell) as usize, (x / cell) as usize);
        (r < shape.rows() && c < shape.cols()).then(|| r * shape.cols() + c)
    }
}

/// Where the cells are on the canvas: the margin, a cell's side, the board's shape.
#[derive(Clone, Copy)]
struct Grid {
    pad: f64,
    cell: f64,
    shape: Shape,
}

impl Grid {
    /// Cell `i`'s top-left corner.
    fn at(&self, i: usize) -> (f64, f64) {
        (
            self.pad + self.shape.col(i) as f64 * self.cell,
            self.pad + self.shape.row(i) as f64 * self.cell,
        )
    }
}

/// Margin and cell size for a `w`×`h` area (device pixels to draw, CSS pixels to hit-test; the
/// margin's floor is 2 device pixels either way).
fn layout(w: f64, h: f64, shape: Shape, min_pad: f64) -> (f64, f64) {
    let pad = (w.min(h) * 0.02).max(min_pad);
    let cell = ((w - 2.0 * pad) / shape.cols() as f64).min((h - 2.0 * pad) / shape.rows() as f64);
    (pad, cell)
}

/// Adds a rounded rectangle to the current path (a subpath: many make one fill).
fn rounded_rect(ctx: &CanvasRenderingContext2d, x: f64, y: f64, w: f64, h: f64, r: f64) {
    ctx.move_to(x + r, y);
    let _ = ctx.arc_to(x + w, y, x + w, y + h, r);
    let _ = ctx.arc_to(x + w, y + h, x, y + h, r);
    let _ = ctx.arc_to(x, y + h, x, y, r);
    let _ = ctx.arc_to(x, y, x + w, y, r);
    ctx.close_path();
}

thread_local! {
    static FRAME: std::cell::RefCell<Option<Closure<dyn FnMut()>>> = const { std::cell::RefCell::new(None) };
    static PENDING: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
}

/// Asks for a frame (at most one outstanding); `draw` is called then and again while it says so.
pub fn request_frame(draw: fn() -> bool) {
    if PENDING.with(|p| p.replace(true)) {
        return;
    }
    FRAME.with(|f| {
        let mut f = f.borrow_mut();
        if f.is_none() {
            *f = Some(Closure::new(move || {
                PENDING.with(|p| p.set(false));
                if draw() {
                    request_frame(draw);
                }
            }));
        }
        if let (Some(w), Some(cb)) = (web_sys::window(), f.as_ref()) {
            let _ = w.request_animation_frame(cb.as_ref().unchecked_ref());
        }
    });
}

/// Whether `now` is `before` with `tile` slid from cell `from` to cell `to` (the blank's).
fn slid_from(before: &[Tile], now: &[Tile], tile: Tile, from: usize, to: usize) -> bool {
    before.len() == now.len()
        && before.get(from) == Some(&tile)
        && now.get(to) == Some(&tile)
        && before.get(to) == Some(&BLANK)
        && now.get(from) == Some(&BLANK)
        && before
            .iter()
            .zip(now)
            .enumerate()
            .all(|(i, (a, b))| a == b || i == from || i == to)
}
