import { SearchAndSelect } from '../ui/SearchAndSelect';

export const STATUS_FILTERS = [
  { value: 'all', label: 'All' },
  { value: 'IN_STOCK', label: 'In Stock' },
  { value: 'OUT_OF_STOCK', label: 'Out of Stock' },
] as const;

/** Search by name, description or category, and the status filter (spec section 2); both in the URL. */
export function FrameFilters({
  search,
  status,
  onChange,
}: {
  search: string;
  status: string;
  onChange: (change: { search?: string; status?: string }) => void;
}) {
  return (
    <SearchAndSelect
      id="frame"
      placeholder="Search frames by name, description or category..."
      search={search}
      filter="status"
      label="Status"
      options={STATUS_FILTERS}
      value={status}
      onChange={onChange}
    />
  );
}
