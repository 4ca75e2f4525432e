//! Waiting in the lead's loop without holding its thread: for its own messages (a helper's
//! answer, the page's next job), or a moment.

use std::cell::RefCell;
use wasm_bindgen::prelude::*;
use wasm_bindgen_futures::JsFuture;

thread_local! {
    /// A channel to this worker itself, and who waits for its message (`yield_now`).
    static YIELD: RefCell<Option<web_sys::MessageChannel>> = const { RefCell::new(None) };
    static WAKE: RefCell<Option<js_sys::Function>> = const { RefCell::new(None) };
}

/// Lets the messages waiting for this worker in (helpers' answers), at once: a message to
/// itself, not a timer (browsers hold nested timers back to 4 ms).
pub(super) async fn yield_now() {
    let promise = js_sys::Promise::new(&mut |resolve, _| {
        YIELD.with(|y| {
            let mut y = y.borrow_mut();
            let channel = y.get_or_insert_with(|| {
                let channel = web_sys::MessageChannel::new().expect("a message channel");
                let wake = Closure::<dyn FnMut()>::new(|| {
                    let resolve = WAKE.with(|w| w.borrow_mut().take());
                    if let Some(resolve) = resolve {
                        let _ = resolve.call0(&JsValue::NULL);
                    }
                });
                channel
                    .port1()
                    .set_onmessage(Some(wake.as_ref().unchecked_ref()));
                wake.forget(); // one for the worker's life
                channel
            });
            WAKE.with(|w| *w.borrow_mut() = Some(resolve));
            let _ = channel.port2().post_message(&JsValue::NULL);
        });
    });
    let _ = JsFuture::from(promise).await;
}

pub(super) async fn sleep(ms: i32) {
    let promise = js_sys::Promise::new(&mut |resolve, _| {
        let scope = crate::message::scope();
        let _ = scope.set_timeout_with_callback_and_timeout_and_arguments_0(&resolve, ms);
    });
    let _ = JsFuture::from(promise).await;
}
