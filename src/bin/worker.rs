fn main() {
    nimlab_app::worker::register();
}
