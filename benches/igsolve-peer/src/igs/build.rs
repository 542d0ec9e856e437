fn main() {
    println!(r"cargo:rustc-link-search=clibs");
}