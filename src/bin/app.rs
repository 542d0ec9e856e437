fn main() {
    nimlab_app::errors::install_panic_hook();
    // The static header and introduction of index.html give way to the app in the same task,
    // so nothing moves when it starts.
    if let Some(boot) = web_sys::window().and_then(|w| w.document()).and_then(|d| d.get_element_by_id("boot")) {
        boot.remove();
    }
    yew::Renderer::<nimlab_app::app::App>::new().render();
}
