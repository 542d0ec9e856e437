fn main() {
    nimlab_app::errors::install_panic_hook();
    // The static view of index.html stays until the app's first page is drawn (`App`).
    yew::Renderer::<nimlab_app::app::App>::new().render();
}
