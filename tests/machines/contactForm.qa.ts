/** How a tester causes the contact form graph's events on the home page (`npm run test:paths -- contactForm`). */

export const contactFormQa = {
  causes: {
    'fill firstName': 'type Amina in First Name',
    'fill lastName': 'type Otieno in Last Name',
    'fill email': 'type amina@example.com in Email',
    'fill phone': 'type 0712 345 678 in Phone',
    'fill message': 'type "Do you deliver to Kisumu?" in Message',
    'bad phone': 'type 12345 in Phone',
    submit: 'press Send Message',
    sent: 'the server takes it: the toast "Message Sent!" and the form cleared',
    refused:
      'the server refuses it with its message (send more messages than the hourly limit from one address: "Too many requests")',
    'refused silently': 'the server refuses it without a message (the default "Error" text is shown)',
    failed: 'the message finds no connection (switch the network off first: DevTools > Network > Offline)',
  },
  shows: {
    editing:
      'the Contact form (First Name, Last Name, Email, Phone, Message, Send Message); after a refused Send Message, each wrong field\'s error under it ("Please enter a valid phone number.") and the focus on the first',
  },
  /** The contact form's notices are the storefront's own toasts (`notifySent`, `notifyFailed`). */
  edgeToasts: {
    sent: ["Message Sent!: Thank you for your message. We'll get back to you soon."],
    refused: ['Error: Too many messages'],
    'refused silently': ['Error: Failed to send message. Please try again.'],
    failed: ['Error: Network error'],
  },
  passing: ['sending'],
};
