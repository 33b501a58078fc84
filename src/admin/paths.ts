/** Every admin route, defined once (docs/product.md §2), and the helpers that build links to them. */
export const adminPaths = {
  root: '/admin',
  login: '/admin/login',
  dashboard: '/admin/dashboard',
  frames: '/admin/frames',
  newFrame: '/admin/frames/new',
  frameSorting: '/admin/frame-sorting',
  users: '/admin/users',
  messages: '/admin/messages',
  labels: '/admin/labels',
  marquee: '/admin/marquee',
  performance: '/admin/performance',
  performanceAlt: '/admin/performance-alt',
} as const;

type Id = number | string;
const seg = (id: Id) => encodeURIComponent(String(id));

export const frameDetailsUrl = (id: Id) => `${adminPaths.frames}/${seg(id)}`;
export const frameEditUrl = (id: Id) => `${adminPaths.frames}/${seg(id)}/edit`;
/** The edit screen scrolled to its Frame Images card (the list's 'Upload Image' action). */
export const frameUploadUrl = (id: Id) => `${frameEditUrl(id)}#images`;
/** The Messages screen with one message's details dialog open (`?view=<id>`). */
export const messageViewUrl = (id: Id) => `${adminPaths.messages}?view=${seg(id)}`;
const searchUrl = (list: string, text: string) => `${list}?search=${encodeURIComponent(text)}`;

/** Where an item named by the activity log or the quick search opens: its page, or its list found by name. */
export function itemUrl(kind: string, id: Id, name: string): string {
  switch (kind) {
    case 'frame':
      return frameDetailsUrl(id);
    case 'message':
      return messageViewUrl(id);
    case 'user':
      return searchUrl(adminPaths.users, name);
    case 'label':
      return searchUrl(adminPaths.labels, name);
    default:
      return adminPaths.marquee;
  }
}
