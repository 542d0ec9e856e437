//! [`SolverProvider`]: the component at the app's root that owns the one worker and hands it,
//! as a context, to every page's [`super::use_job`].

use yew::prelude::*;

use super::registry::Solver;
use super::test_hooks::install_test_hooks;

#[derive(Properties, PartialEq)]
pub struct SolverProviderProps {
    pub children: Html,
}

/// Owns the app's worker and hands it to every page below it.
#[component]
pub fn SolverProvider(p: &SolverProviderProps) -> Html {
    let solver = use_memo((), |_| Solver::default());
    {
        let solver = (*solver).clone();
        use_effect_with((), move |_| install_test_hooks(&solver));
    }
    html! {
        <ContextProvider<Solver> context={(*solver).clone()}>{ p.children.clone() }</ContextProvider<Solver>>
    }
}
