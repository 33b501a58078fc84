/**
 * The user form's tests' fixtures (userForm.test.ts walks the graph, userForm.live.test.ts runs the machine
 * with stubbed actors): the user edited and the spec's texts.
 */
import type { FormUser } from '../../machines/userForm.machine';

export const ann: FormUser = {
  id: 5,
  name: 'Ann Admin',
  email: 'ann@example.com',
  role: 'ADMIN',
  status: 'ACTIVE',
  version: 4,
};
/** Ann as someone else saved her meanwhile (renamed, made Super Admin). */
export const theirs: FormUser = { ...ann, name: 'Ann Other', role: 'SUPER_ADMIN', version: 6 };
export const DUPLICATE = 'A user with this email already exists';
// The texts of docs/api.md, written here again on purpose (not imported): a typo in the machine fails the test.
export const STALE =
  'This user was changed by someone else since you loaded it. Reload it to see the changes, then save again.';
export const RELOADED = 'The latest saved version is loaded. Your changes were discarded.';
