/**
 * `tenhou` of `pairi/engine`: Tenhou's conventions where they differ from the engine's own: its shanten
 * count (a hand holding all four copies of a kind), its text of the discard table, the order of its rows and
 * the link to its page; and its page's report of a hand as pairi's page draws it (handReport: with the copies left). The names drop the prefix the namespace gives: `tenhou.shanten(hand, form, exact)`.
 */
export { tenhouShanten as shanten, tenhouRegularShanten as regularShanten, holdsFourOfAKind } from '../shanten/tenhou-shanten.ts';
export { formatTenhouText as formatText } from '../analysis/tenhou-text.ts';
export { handReport } from '../analysis/hand-report.ts';
export { tenhouDiscardOrder as discardOrder } from '../core/tenhou-order.ts';
export { tenhouLinkOf as linkOf } from '../core/notation.ts';
