//! Playing on the canvas: click or tap a tile beside the gap, swipe, or the arrow keys on the
//! focused board (the tile slides the way the arrow or swipe points).

use crate::view::{Listener, Send, listen};
use npuzzle_app::state::{Msg, puzzle};
use npuzzle_core::Move;
use std::cell::Cell;
use std::rc::Rc;
use web_sys::{HtmlCanvasElement, KeyboardEvent, PointerEvent};

/// A swipe shorter than this (CSS pixels) is a tap.
const SWIPE_MIN: f64 = 24.0;

/// Listens on `canvas`; `cell_at` finds the cell under a point (client coordinates).
pub fn wire(
    canvas: &HtmlCanvasElement,
    send: &Send,
    cell_at: impl Fn(f64, f64) -> Option<usize> + 'static,
) -> Vec<Listener> {
    let mut out = Vec::new();
    let play = |m: Move| Msg::Puzzle(puzzle::Msg::Play(m));
    let down: Rc<Cell<Option<(f64, f64)>>> = Rc::default();
    let d = down.clone();
    listen(&mut out, canvas, "pointerdown", move |e: PointerEvent| {
        d.set(Some((f64::from(e.client_x()), f64::from(e.client_y()))));
    });
    let (c, s) = (canvas.clone(), send.clone());
    listen(&mut out, canvas, "pointerup", move |e: PointerEvent| {
        let Some((x0, y0)) = down.take() else { return };
        let (x, y) = (f64::from(e.client_x()), f64::from(e.client_y()));
        let (dx, dy) = (x - x0, y - y0);
        let _ = c.focus();
        if dx.abs().max(dy.abs()) < SWIPE_MIN {
            if let Some(cell) = cell_at(x, y) {
                s(Msg::Puzzle(puzzle::Msg::PlayCell(cell)));
            }
        } else {
            // The tile slides the way the finger went; the blank goes the other way.
            let tile_way = if dx.abs() > dy.abs() {
                if dx > 0.0 { Move::Right } else { Move::Left }
            } else if dy > 0.0 {
                Move::Down
            } else {
                Move::Up
            };
            s(play(tile_way.opposite()));
        }
    });
    let s = send.clone();
    listen(&mut out, canvas, "keydown", move |e: KeyboardEvent| {
        let tile_way = match e.key().as_str() {
            "ArrowUp" => Move::Up,
            "ArrowDown" => Move::Down,
            "ArrowLeft" => Move::Left,
            "ArrowRight" => Move::Right,
            _ => return,
        };
        e.prevent_default();
        s(play(tile_way.opposite()));
    });
    out
}
