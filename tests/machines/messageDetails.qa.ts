/** How a tester causes the View dialog's events on Admin > Messages (`npm run test:paths -- messageDetails`). */

export const messageDetailsQa = {
  causes: {
    open: 'press View on the message "Walnut frames" from Amina Otieno',
    close: 'press Close (or Escape; while it loads, open another page)',
    'load done': 'the message loads: the Message Details dialog shows it',
    'load failed':
      'the load is refused (in a second tab, delete the message first: "Failed to load message. Please try again.")',
  },
  passing: ['loading'],
};
