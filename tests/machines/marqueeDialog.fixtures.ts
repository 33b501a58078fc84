/**
 * The marquee dialog's tests' fixtures (marqueeDialog.test.ts walks the graph, marqueeDialog.live.test.ts runs
 * the machine with stubbed actors): the item edited and the spec's texts.
 */
/** An item as the list holds it: hidden, order 3. */
export const item = { id: 12, text: 'Free delivery in Nairobi', isActive: false, order: 3, version: 4 };
/** The item as someone else saved it meanwhile (new text). */
export const theirs = { ...item, text: 'Free delivery in Mombasa', version: 6 };
// The texts of docs/api.md, written here again on purpose (not imported).
export const STALE =
  'This marquee item was changed by someone else since you loaded it. Reload it to see the changes, then save again.';
export const RELOADED = 'The latest saved version is loaded. Your changes were discarded.';
