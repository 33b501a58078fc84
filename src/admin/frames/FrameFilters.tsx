import { SearchAndSelect } from '../ui/SearchAndSelect';

export const STATUS_FILTERS = [
  { value: 'all', label: 'All' },
  { value: 'IN_STOCK', label: 'In Stock' },
  { value: 'OUT_OF_STOCK', label: 'Out of Stock' },
] as const;

/** Published frames, drafts, or both; or the trash (deleted frames, restorable for 30 days). */
export const VISIBILITY_FILTERS = [
  { value: 'all', label: 'All' },
  { value: 'published', label: 'Published' },
  { value: 'draft', label: 'Drafts' },
  { value: 'trash', label: 'Trash' },
] as const;

/** Search by name, description or category, the status filter (docs/product.md §2) and the visibility; all in the URL. */
export function FrameFilters({
  search,
  status,
  visibility,
  onChange,
}: {
  search: string;
  status: string;
  visibility: string;
  onChange: (change: { search?: string; status?: string; visibility?: string }) => void;
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
      extra={[{ filter: 'visibility', label: 'Visibility', options: VISIBILITY_FILTERS, value: visibility }]}
      onChange={onChange}
    />
  );
}
