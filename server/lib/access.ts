/**
 * The answers of "who may call what" (docs/api.md): the auth plugin gives them at a request's start, the
 * activity log again inside every admin write's transaction (the actor read once more).
 */
export const INVALID_TOKEN = 'Invalid token';
/** A request of a suspended account (the admin app ends the session on a 403 containing these words). */
export const ACCOUNT_SUSPENDED = 'Account suspended';
export const SUPER_ADMIN_ONLY = 'Only a super admin may manage users';
