import { adminPaths } from '../paths';

/** The side menu: every admin screen of spec section 2, in the order staff use them. */
export const navItems = [
  { to: adminPaths.dashboard, label: 'Dashboard' },
  { to: adminPaths.frames, label: 'Frames' },
  { to: adminPaths.frameSorting, label: 'Display Order' },
  { to: adminPaths.messages, label: 'Messages', badge: 'unread' },
  { to: adminPaths.labels, label: 'Labels' },
  { to: adminPaths.marquee, label: 'Marquee' },
  { to: adminPaths.users, label: 'Users' },
  { to: adminPaths.performance, label: 'Performance' },
] as const;
