/** The conflict card (src/admin/ui/ConflictCard.tsx) in the two-tab tests of concurrent changes. */
import type { Locator } from 'playwright-core';

/** The card's row for a field: what is saved now, and mine. */
export async function changeRow(card: Locator, field: string) {
  const line = card.locator(`li[data-field="${field}"]`);
  await line.waitFor();
  return {
    theirs: await line.getByTestId('theirs').innerText(),
    mine: await line.getByTestId('mine').innerText(),
  };
}

export const RELOADED = 'The latest saved version is loaded. Your changes were discarded.';
