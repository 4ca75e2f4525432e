//! Playing on the board: click or tap a tile beside the gap, swipe, or the arrow keys (the tile
//! slides the way the arrow or swipe points).

use crate::app::{App, with_app};
use crate::dom::{el, listen};
use npuzzle_core::Move;
use std::cell::Cell;
use std::rc::Rc;
use web_sys::{HtmlCanvasElement, KeyboardEvent, PointerEvent};

/// A swipe shorter than this (CSS pixels) is a tap.
const SWIPE_MIN: f64 = 24.0;

pub fn wire_board() {
    let canvas: HtmlCanvasElement = el("board");
    let down: Rc<Cell<Option<(f64, f64)>>> = Rc::new(Cell::new(None));
    let d = down.clone();
    listen(&canvas, "pointerdown", move |e: PointerEvent| {
        d.set(Some((f64::from(e.client_x()), f64::from(e.client_y()))));
    });
    let c = canvas.clone();
    listen(&canvas, "pointerup", move |e: PointerEvent| {
        let Some((x0, y0)) = down.take() else { return };
        let (x, y) = (f64::from(e.client_x()), f64::from(e.client_y()));
        let (dx, dy) = (x - x0, y - y0);
        let _ = c.focus();
        if dx.abs().max(dy.abs()) < SWIPE_MIN {
            with_app(|a| {
                if let Some(cell) = a.cell_at(x, y) {
                    a.play_cell(cell);
                }
            });
        } else {
            // The tile slides the way the finger went; the blank goes the other way.
            let tile_way = if dx.abs() > dy.abs() {
                if dx > 0.0 { Move::Right } else { Move::Left }
            } else if dy > 0.0 {
                Move::Down
            } else {
                Move::Up
            };
            with_app(|a| a.play(tile_way.opposite()));
        }
    });
    listen(&canvas, "keydown", move |e: KeyboardEvent| {
        let tile_way = match e.key().as_str() {
            "ArrowUp" => Move::Up,
            "ArrowDown" => Move::Down,
            "ArrowLeft" => Move::Left,
            "ArrowRight" => Move::Right,
            _ => return,
        };
        e.prevent_default();
        with_app(|a| a.play(tile_way.opposite()));
    });
    let window = web_sys::window().expect("a window");
    listen(&window, "resize", |_: web_sys::Event| {
        with_app(App::refit);
    });
}
