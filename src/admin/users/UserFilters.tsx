import { SearchAndSelect } from '../ui/SearchAndSelect';

/** Spec section 2: All, Super Admin, Admin ('all' leaves `role` out of the call). */
export const ROLE_FILTERS = [
  { value: 'all', label: 'All' },
  { value: 'SUPER_ADMIN', label: 'Super Admin' },
  { value: 'ADMIN', label: 'Admin' },
] as const;
export type RoleFilterValue = (typeof ROLE_FILTERS)[number]['value'];

/** Search by name or e-mail (case-insensitive) and the role filter (docs/product.md §2); both in the URL. */
export function UserFilters({
  search,
  role,
  onChange,
}: {
  search: string;
  role: string;
  onChange: (change: { search?: string; role?: string }) => void;
}) {
  return (
    <SearchAndSelect
      id="user"
      placeholder="Search users by name or email..."
      search={search}
      filter="role"
      label="Role"
      options={ROLE_FILTERS}
      value={role}
      onChange={onChange}
    />
  );
}
