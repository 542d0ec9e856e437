fn main() {
    yew::Renderer::<nimlab_app::app::App>::new().render();
}
