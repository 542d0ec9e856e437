use gloo_worker::Registrable;

fn main() {
    nimlab_app::worker::EngineWorker::registrar().register();
}
