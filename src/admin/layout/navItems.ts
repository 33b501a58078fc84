import { adminPaths } from '../paths';

/**
 * The side menu: every admin screen of docs/product.md §2, in the order staff use them. An item with `role` is
 * shown only to that role (the server refuses the users list to an ADMIN; the address still says so).
 */
export const navItems = [
  { to: adminPaths.dashboard, label: 'Dashboard' },
  { to: adminPaths.frames, label: 'Frames' },
  { to: adminPaths.frameSorting, label: 'Display Order' },
  { to: adminPaths.messages, label: 'Messages', badge: 'unread' },
  { to: adminPaths.labels, label: 'Labels' },
  { to: adminPaths.marquee, label: 'Marquee' },
  { to: adminPaths.users, label: 'Users', role: 'SUPER_ADMIN' },
  { to: adminPaths.performance, label: 'Performance' },
] as const;
