/**
 * One REST call per Query and Mutation field (docs/product.md §7, docs/api.md), and the socket of the
 * Subscription field. The rest exchange reads this table; nothing else knows a path. Each row is a root field
 * of schema/schema.graphql, which schema/generate.ts makes from these rows and the routes' schemas: a new
 * endpoint is its route and one row here (docs/decisions/005-one-contract-source.md).
 *
 * - `path`: `{name}` segments are filled from the variables of the same name.
 * - `query`: variables sent as query parameters (omitted when empty, `null` or `'all'`-free as given).
 * - `body`: the variable whose value is the JSON body, or a list of variables sent as one object.
 * - `upload`: the multipart field name; the variable of that name holds a File/Blob or a list of them.
 * - `admin`: the call sends the bearer token.
 * - `ifMatch`: the variable sent as the If-Match header (an update's version or ETag: docs/api.md,
 *   "Concurrent changes"); absent or null, no header.
 * - `read`: what the field's value is: the envelope's `data` (default), the whole envelope minus
 *   `data` (`envelope`), `{data, pagination}` (`page`), `{data, etag}` with the answer's ETag header
 *   (`tagged`), or `{id, success, message}` for a DELETE (`deleted`).
 * - `idempotent`: retried on failure (GET, PUT, DELETE are; POST and PATCH are not).
 */

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RestBinding {
  method: Method;
  path: string;
  query?: readonly string[];
  body?: string | readonly string[];
  upload?: string;
  admin?: boolean;
  ifMatch?: string;
  read?: 'data' | 'envelope' | 'page' | 'tagged' | 'deleted';
  /** For `deleted`: the argument that names what is gone (default `id`). */
  idArg?: string;
  /** A field `data` must carry, else the call fails with `Invalid response format`. */
  requires?: string;
}

const b = <T extends Record<string, RestBinding>>(t: T) => t;

export const queryFields = b({
  publicFrames: {
    method: 'GET',
    path: '/public/frames',
    query: ['page', 'limit', 'category', 'search', 'status', 'sort'],
    read: 'page',
  },
  publicFrame: { method: 'GET', path: '/public/frames/{id}' },
  featuredFrames: { method: 'GET', path: '/public/frames/featured', query: ['limit'] },
  publicCategories: { method: 'GET', path: '/public/frames/categories' },
  publicMarquee: { method: 'GET', path: '/public/marquee' },
  health: { method: 'GET', path: '/health', read: 'envelope' },
  me: { method: 'GET', path: '/auth/me', admin: true },
  frames: {
    method: 'GET',
    path: '/frames',
    query: ['page', 'limit', 'status', 'visibility', 'search', 't'],
    admin: true,
    read: 'page',
  },
  frame: { method: 'GET', path: '/frames/{id}', admin: true },
  frameTrash: { method: 'GET', path: '/frames/trash', query: ['page', 'limit'], admin: true, read: 'page' },
  frameStats: { method: 'GET', path: '/frames/stats', admin: true },
  frameOrder: { method: 'GET', path: '/frames/display-order', admin: true, read: 'tagged' },
  labels: {
    method: 'GET',
    path: '/labels',
    query: ['search', 'page', 'limit', 'sortBy', 'sortOrder'],
    admin: true,
    read: 'page',
  },
  label: { method: 'GET', path: '/labels/{id}', admin: true },
  users: {
    method: 'GET',
    path: '/users',
    query: ['page', 'limit', 'role', 'status', 'search'],
    admin: true,
    read: 'page',
  },
  user: { method: 'GET', path: '/users/{id}', admin: true },
  messages: {
    method: 'GET',
    path: '/messages',
    query: ['page', 'limit', 'sortBy', 'sortOrder', 'search', 'status'],
    admin: true,
    read: 'page',
  },
  message: { method: 'GET', path: '/messages/{id}', admin: true },
  messageStats: { method: 'GET', path: '/messages/stats/overview', admin: true },
  marquee: { method: 'GET', path: '/marquee', query: ['search', 'limit', 'page', 't'], admin: true },
  marqueeItem: { method: 'GET', path: '/marquee/{id}', admin: true },
  metrics: { method: 'GET', path: '/metrics', admin: true, requires: 'status' },
  dashboardStats: { method: 'GET', path: '/dashboard/stats', admin: true },
  enquiryTop: { method: 'GET', path: '/dashboard/enquiries', query: ['days', 'limit'], admin: true },
  frameEnquiries: { method: 'GET', path: '/frames/{id}/enquiries', admin: true },
  frameActivity: {
    method: 'GET',
    path: '/frames/{id}/activity',
    query: ['page', 'limit'],
    admin: true,
    read: 'page',
  },
});

export const mutationFields = b({
  sendContact: { method: 'POST', path: '/public/contact', body: 'input', read: 'envelope' },
  login: { method: 'POST', path: '/auth/login', body: 'input', read: 'envelope' },
  logout: { method: 'POST', path: '/auth/logout', admin: true, read: 'envelope' },
  recordEnquiry: { method: 'POST', path: '/public/enquiries', body: ['frameId', 'kind'], read: 'envelope' },
  createFrame: { method: 'POST', path: '/frames', body: 'input', admin: true },
  updateFrame: { method: 'PUT', path: '/frames/{id}', body: 'input', ifMatch: 'ifMatch', admin: true },
  deleteFrame: { method: 'DELETE', path: '/frames/{id}', admin: true, read: 'deleted' },
  duplicateFrame: { method: 'POST', path: '/frames/{id}/duplicate', admin: true },
  restoreFrames: { method: 'POST', path: '/frames/trash/restore', body: ['ids'], admin: true },
  previewFrameImport: { method: 'POST', path: '/frames/import/preview', body: ['csv'], admin: true },
  importFrames: { method: 'POST', path: '/frames/import', body: ['csv', 'token'], admin: true },
  purgeFrames: { method: 'POST', path: '/frames/trash/purge', body: ['ids'], admin: true, read: 'envelope' },
  bulkFrames: { method: 'POST', path: '/frames/bulk', body: ['ids', 'action'], admin: true },
  undoFrameChange: { method: 'POST', path: '/frames/changes/{id}/undo', admin: true },
  setFrameStatus: {
    method: 'PUT',
    path: '/frames/{id}/status',
    body: ['status'],
    ifMatch: 'ifMatch',
    admin: true,
  },
  setFrameOrder: {
    method: 'PUT',
    path: '/frames/display-order',
    body: ['frameOrders'],
    ifMatch: 'ifMatch',
    admin: true,
    read: 'tagged',
  },
  uploadFrameImage: { method: 'POST', path: '/frames/{id}/image', upload: 'image', admin: true },
  uploadFrameImages: { method: 'POST', path: '/frames/{id}/images', upload: 'images', admin: true },
  deleteFrameImage: {
    method: 'DELETE',
    path: '/frames/{id}/images/{imageId}',
    admin: true,
    read: 'deleted',
    idArg: 'imageId',
  },
  reorderFrameImages: { method: 'PUT', path: '/frames/{id}/images/reorder', body: ['imageIds'], admin: true },
  createLabel: { method: 'POST', path: '/labels', body: 'input', admin: true },
  updateLabel: { method: 'PUT', path: '/labels/{id}', body: 'input', ifMatch: 'ifMatch', admin: true },
  deleteLabel: { method: 'DELETE', path: '/labels/{id}', admin: true, read: 'deleted' },
  createUser: { method: 'POST', path: '/users', body: 'input', admin: true },
  updateUser: { method: 'PUT', path: '/users/{id}', body: 'input', ifMatch: 'ifMatch', admin: true },
  deleteUser: { method: 'DELETE', path: '/users/{id}', admin: true, read: 'deleted' },
  setUserRole: { method: 'PUT', path: '/users/{id}/role', body: ['role'], ifMatch: 'ifMatch', admin: true },
  setUserStatus: {
    method: 'PUT',
    path: '/users/{id}/status',
    body: ['status'],
    ifMatch: 'ifMatch',
    admin: true,
  },
  setMessageStatus: {
    method: 'PUT',
    path: '/messages/{id}/status',
    body: ['status'],
    ifMatch: 'ifMatch',
    admin: true,
  },
  deleteMessage: { method: 'DELETE', path: '/messages/{id}', admin: true, read: 'deleted' },
  createMarquee: { method: 'POST', path: '/marquee', body: 'input', admin: true },
  updateMarquee: { method: 'PUT', path: '/marquee/{id}', body: 'input', ifMatch: 'ifMatch', admin: true },
  deleteMarquee: { method: 'DELETE', path: '/marquee/{id}', admin: true, read: 'deleted' },
  toggleMarquee: { method: 'PATCH', path: '/marquee/{id}/toggle', ifMatch: 'ifMatch', admin: true },
});

/** The Subscription field: the events of the WebSocket at `path` (src/api/realtimeSocket.ts), not a call. */
export const subscriptionFields = {
  shopEvents: { path: '/ws' },
} as const;

export const restTable: { query: Record<string, RestBinding>; mutation: Record<string, RestBinding> } = {
  query: queryFields,
  mutation: mutationFields,
};
