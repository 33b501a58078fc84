/**
 * Who may call what (docs/api.md, "Who may call what"), as a table a test walks: every route the server
 * registers, its access class, and what each kind of caller must get. A route missing here fails the test.
 */
export type Access = 'public' | 'admin' | 'superAdmin';
export type Identity = 'anonymous' | 'admin' | 'superAdmin' | 'suspended' | 'expired' | 'deleted';
/** 'allowed': past authorization (any answer but 401 and 403, never a 5xx). */
export type Expected = 'allowed' | 401 | 403;

export const EXPECTED: Record<Access, Record<Identity, Expected>> = {
  public: {
    anonymous: 'allowed',
    admin: 'allowed',
    superAdmin: 'allowed',
    suspended: 'allowed',
    expired: 'allowed',
    deleted: 'allowed',
  },
  admin: {
    anonymous: 401,
    expired: 401,
    deleted: 401,
    suspended: 403,
    admin: 'allowed',
    superAdmin: 'allowed',
  },
  superAdmin: {
    anonymous: 401,
    expired: 401,
    deleted: 401,
    suspended: 403,
    admin: 403,
    superAdmin: 'allowed',
  },
};

export const ROUTES: Record<string, Access> = {
  'GET /api/health': 'public',
  'GET /api/public/frames': 'public',
  'GET /api/public/frames/categories': 'public',
  'GET /api/public/frames/featured': 'public',
  'GET /api/public/frames/{id}': 'public',
  'GET /api/public/marquee': 'public',
  'POST /api/public/contact': 'public',
  'POST /api/public/enquiries': 'public',
  'POST /api/auth/login': 'public',

  'GET /api/auth/me': 'admin',
  'POST /api/auth/logout': 'admin',
  'GET /api/dashboard/stats': 'admin',
  'GET /api/dashboard/enquiries': 'admin',
  'GET /api/metrics': 'admin',
  'GET /api/frames': 'admin',
  'GET /api/frames/stats': 'admin',
  'GET /api/frames/{id}': 'admin',
  'GET /api/frames/{id}/enquiries': 'admin',
  'GET /api/frames/{id}/activity': 'admin',
  'POST /api/frames': 'admin',
  'PUT /api/frames/{id}': 'admin',
  'DELETE /api/frames/{id}': 'admin',
  'PUT /api/frames/{id}/status': 'admin',
  'POST /api/frames/{id}/duplicate': 'admin',
  'GET /api/frames/trash': 'admin',
  'POST /api/frames/trash/restore': 'admin',
  'POST /api/frames/trash/purge': 'admin',
  'POST /api/frames/bulk': 'admin',
  'POST /api/frames/changes/{id}/undo': 'admin',
  'GET /api/frames/display-order': 'admin',
  'PUT /api/frames/display-order': 'admin',
  'POST /api/frames/{id}/image': 'admin',
  'POST /api/frames/{id}/images': 'admin',
  'DELETE /api/frames/{id}/images/{imageId}': 'admin',
  'PUT /api/frames/{id}/images/reorder': 'admin',
  'GET /api/labels': 'admin',
  'GET /api/labels/{id}': 'admin',
  'POST /api/labels': 'admin',
  'PUT /api/labels/{id}': 'admin',
  'DELETE /api/labels/{id}': 'admin',
  'GET /api/messages': 'admin',
  'GET /api/messages/stats/overview': 'admin',
  'GET /api/messages/{id}': 'admin',
  'PUT /api/messages/{id}/status': 'admin',
  'DELETE /api/messages/{id}': 'admin',
  'GET /api/marquee': 'admin',
  'GET /api/marquee/{id}': 'admin',
  'POST /api/marquee': 'admin',
  'PUT /api/marquee/{id}': 'admin',
  'DELETE /api/marquee/{id}': 'admin',
  'PATCH /api/marquee/{id}/toggle': 'admin',

  'GET /api/users': 'superAdmin',
  'GET /api/users/{id}': 'superAdmin',
  'POST /api/users': 'superAdmin',
  'PUT /api/users/{id}': 'superAdmin',
  'DELETE /api/users/{id}': 'superAdmin',
  'PUT /api/users/{id}/role': 'superAdmin',
  'PUT /api/users/{id}/status': 'superAdmin',
};
