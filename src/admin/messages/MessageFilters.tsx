import { Box, Button, chakra, Flex, Group } from '@chakra-ui/react';
import { SearchField, useDebouncedSearch } from '../ui/SearchField';

export const STATUS_FILTERS = [
  { value: 'all', label: 'All' },
  { value: 'UNREAD', label: 'Unread' },
  { value: 'READ', label: 'Read' },
  { value: 'REPLIED', label: 'Replied' },
] as const;

export type StatusFilter = (typeof STATUS_FILTERS)[number]['value'];

/** Search (debounced) and the status filter buttons All/Unread/Read/Replied; both live in the URL. */
export function MessageFilters({
  search,
  status,
  onChange,
}: {
  search: string;
  status: StatusFilter;
  /** A status picked while a search is pending sends both at once. */
  onChange: (change: { search?: string; status?: StatusFilter }) => void;
}) {
  const { text, setText, flush } = useDebouncedSearch(search, (value) => onChange({ search: value }));

  return (
    <Flex
      gap="3"
      mb="4"
      direction={{ base: 'column', md: 'row' }}
      align={{ base: 'stretch', md: 'flex-end' }}
    >
      <SearchField
        id="message-search"
        placeholder="Search by subject, name, e-mail or message..."
        value={text}
        onChange={setText}
      />
      <Box>
        <chakra.span id="message-status-label" fontSize="sm" fontWeight="medium" display="block" mb="1">
          Status
        </chakra.span>
        <Group attached role="group" aria-labelledby="message-status-label" w={{ base: 'full', md: 'auto' }}>
          {STATUS_FILTERS.map((f) => (
            <Button
              key={f.value}
              flex={{ base: '1', md: 'initial' }}
              variant={status === f.value ? 'solid' : 'outline'}
              colorPalette={status === f.value ? 'blue' : 'gray'}
              // The pressed one a shade darker than Chakra's solid, whose hover (90% opacity) falls under AA.
              bg={status === f.value ? 'blue.700' : 'bg'}
              _hover={{ bg: status === f.value ? 'blue.800' : 'bg.muted' }}
              aria-pressed={status === f.value}
              onClick={() => onChange({ ...flush(), status: f.value })}
            >
              {f.label}
            </Button>
          ))}
        </Group>
      </Box>
    </Flex>
  );
}
