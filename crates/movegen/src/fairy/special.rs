//! Hand-written kernels for the [`SpecialWalk`]s that no component
//! descriptor expresses.

use crate::rules::Rules;
use crate::walk::Walk;
use nightrider_board::walk::SpecialWalk;

/// The special walks this module implements.
pub const SUPPORTED_SPECIALS: &[SpecialWalk] = &[];

/// The kernel of special walk `walk`, or `None` if it is not implemented.
pub(crate) fn compile(_name: &str, _walk: SpecialWalk, _rules: &Rules) -> Option<Box<dyn Walk>> {
    None
}
