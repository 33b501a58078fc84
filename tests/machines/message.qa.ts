/**
 * How a tester causes the message graph's events on Admin > Messages, for message 7 (Walnut frames, from
 * Amina Otieno): its card's Actions menu, or the same buttons in its View dialog (`npm run test:paths -- message`).
 */
import { conflictChoices, NETWORK_OFF, NETWORK_ON } from './qaWords';

const FIRST = 'in a second tab, delete the message first; then ';
const THEIRS = (status: string) => `the card reads the saved version: ${status} (what the second tab marked)`;
/** A mark pressed on a card showing `shown`: first made so (here, or in a second tab: the card follows live). */
const ON = (shown: string, mark: string) =>
  shown === 'Unread'
    ? `on the unread message, press Actions, then ${mark}`
    : `once the card shows ${shown} (mark it so first, here or in a second tab), press Actions, then ${mark}`;

export const messageQa = {
  causes: {
    'mark read (unread)': ON('Unread', 'Mark as Read'),
    'mark replied (unread)': ON('Unread', 'Mark as Replied'),
    'mark replied (read)': ON('Read', 'Mark as Replied'),
    'mark read (replied)': ON('Replied', 'Mark as Read'),
    delete: 'press Actions, then Delete',
    confirm: 'press Delete in "Delete Message" (Try again when offline)',
    cancel: 'press Cancel in "Delete Message"',
    'mark done': 'the server takes the mark',
    'mark failed': `the server refuses the mark (${FIRST}mark it here: 404)`,
    'mark no connection': NETWORK_OFF,
    'try again': "press Try again on the card's connection message",
    'delete done': 'the server deletes it',
    'delete failed': `the server refuses the delete (${FIRST}delete it here: "Message not found")`,
    'delete no connection': NETWORK_OFF,
    'back online': NETWORK_ON,
    'mark stale':
      'the server answers 412: before pressing it, mark the message in a second tab whose socket is held back (DevTools > Network > WS blocked), or one opened before',
    'read theirs UNREAD': THEIRS('Unread'),
    'read theirs READ': THEIRS('Read'),
    'read theirs REPLIED': THEIRS('Replied'),
    ...conflictChoices,
  },
  passing: ['marking', 'deleting', 'conflict.checking'],
};
