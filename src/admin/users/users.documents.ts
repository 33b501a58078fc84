/**
 * User Management's typed documents (docs/product.md §7: GET /users with limit 100, role omitted when 'all',
 * search; POST, PUT, DELETE /users/{id}; PUT /users/{id}/role and /status). graphcache's `updates` for
 * these mutations live in src/api/cache.ts.
 */
import { graphql, type ResultOf } from '../../api/graphql';

export const UserFields = graphql(`
  fragment UserFields on AdminUser {
    id
    name
    email
    role
    status
    createdAt
    updatedAt
    version
  }
`);

export const UsersQuery = graphql(
  `
  query Users($limit: Int, $role: RoleFilter, $search: String) {
    users(limit: $limit, role: $role, search: $search) {
      data {
        ...UserFields
      }
      pagination {
        total
      }
    }
  }
`,
  [UserFields],
);

/** One user as saved now (GET /users/{id}): what a refused stale save (412) compares with. */
export const UserQuery = graphql(
  `
  query User($id: ID!) {
    user(id: $id) {
      ...UserFields
    }
  }
`,
  [UserFields],
);

/** A stat card's figure: the total of a list with one row (the server counts, whatever the list's size). */
export const UserCountQuery = graphql(`
  query UserCount($limit: Int, $role: RoleFilter, $status: UserStatusFilter) {
    users(limit: $limit, role: $role, status: $status) {
      pagination {
        total
      }
    }
  }
`);

export const CreateUserMutation = graphql(
  `
  mutation CreateUser($input: UserInput!) {
    createUser(input: $input) {
      ...UserFields
    }
  }
`,
  [UserFields],
);

export const UpdateUserMutation = graphql(
  `
  mutation UpdateUser($id: ID!, $input: UserInput!, $ifMatch: String) {
    updateUser(id: $id, input: $input, ifMatch: $ifMatch) {
      ...UserFields
    }
  }
`,
  [UserFields],
);

export const DeleteUserMutation = graphql(`
  mutation DeleteUser($id: ID!) {
    deleteUser(id: $id) {
      id
      success
      message
    }
  }
`);

export const SetUserStatusMutation = graphql(
  `
  mutation SetUserStatus($id: ID!, $status: UserStatus!, $ifMatch: String) {
    setUserStatus(id: $id, status: $status, ifMatch: $ifMatch) {
      ...UserFields
    }
  }
`,
  [UserFields],
);

export const SetUserRoleMutation = graphql(
  `
  mutation SetUserRole($id: ID!, $role: Role!, $ifMatch: String) {
    setUserRole(id: $id, role: $role, ifMatch: $ifMatch) {
      ...UserFields
    }
  }
`,
  [UserFields],
);

/** A row of the Users list: an AdminUser (src/api/types.ts) with its version asked for (tests/server/contract.types.ts). */
export type UserRow = ResultOf<typeof UserFields>;

/** Spec section 9: the users list's limit. */
export const USERS_LIMIT = 100;
