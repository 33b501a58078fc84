/**
 * How a tester causes the message graph's events on Admin > Messages, for message 7 (Walnut frames, from
 * Amina Otieno): its card's Actions menu, or the same buttons in its View dialog (`npm run test:paths -- message`).
 */
import { conflictChoices, NETWORK_OFF, NETWORK_ON } from './qaWords';

const FIRST = 'in a second tab, delete the message first; then ';
const THEIRS = (status: string) => `the card reads the saved version: ${status} (what the second tab marked)`;
const SECOND_TAB = (mark: string) =>
  `in a second tab, press ${mark} on the message; this tab's card shows the new badge (live, or on reload)`;

export const messageQa = {
  causes: {
    'mark read': 'press Actions, then Mark as Read',
    'mark replied': 'press Actions, then Mark as Replied',
    delete: 'press Actions, then Delete',
    confirm: 'press Delete in "Delete Message" (Try again when offline)',
    cancel: 'press Cancel in "Delete Message"',
    'synced UNREAD': 'reload the page (the list reads the message, still unread)',
    'synced READ': SECOND_TAB('Mark as Read'),
    'synced REPLIED': SECOND_TAB('Mark as Replied'),
    'mark done': 'the server takes the mark',
    'mark failed': `the server refuses the mark (${FIRST}mark it here: 404)`,
    'mark no connection': NETWORK_OFF,
    'try again': "press Try again on the card's connection message",
    'delete done': 'the server deletes it',
    'delete failed': `the server refuses the delete (${FIRST}delete it here: "Message not found")`,
    'delete no connection': NETWORK_OFF,
    'back online': NETWORK_ON,
    'synced v5': 'reload the page (the list reads the message and its version)',
    'mark stale':
      'the server answers 412: before pressing it, mark the message in a second tab whose socket is held back (DevTools > Network > WS blocked), or one opened before',
    'read theirs UNREAD': THEIRS('Unread'),
    'read theirs READ': THEIRS('Read'),
    'read theirs REPLIED': THEIRS('Replied'),
    ...conflictChoices,
  },
  passing: [
    'UNREAD.markingRead',
    'UNREAD.markingReplied',
    'READ.markingReplied',
    'REPLIED.markingRead',
    'deleting',
    'conflict.checking',
  ],
};
