import { Box, chakra, Flex, Input, NativeSelect } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';

export const STATUS_FILTERS = [
  { value: 'all', label: 'All' },
  { value: 'IN_STOCK', label: 'In Stock' },
  { value: 'OUT_OF_STOCK', label: 'Out of Stock' },
] as const;

/** How long typing rests before the search goes to the URL (and the server). */
export const SEARCH_DEBOUNCE_MS = 300;

/** Search (debounced) and the status filter; their values live in the URL (the page's useListParams). */
export function FrameFilters({
  search,
  status,
  onSearch,
  onStatus,
}: {
  search: string;
  status: string;
  onSearch: (value: string) => void;
  onStatus: (value: string) => void;
}) {
  const [text, setText] = useState(search);
  const sent = useRef(search);
  const onSearchRef = useRef(onSearch);
  onSearchRef.current = onSearch;

  // The URL changed by itself (Back, a cleared filter): show its search.
  useEffect(() => {
    if (search !== sent.current) {
      sent.current = search;
      setText(search);
    }
  }, [search]);

  useEffect(() => {
    if (text === sent.current) return;
    const timer = setTimeout(() => {
      sent.current = text;
      onSearchRef.current(text);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  return (
    <Flex
      gap="3"
      mb="4"
      direction={{ base: 'column', sm: 'row' }}
      align={{ base: 'stretch', sm: 'flex-end' }}
    >
      <Box flex="1">
        <chakra.label htmlFor="frame-search" fontSize="sm" fontWeight="medium" display="block" mb="1">
          Search
        </chakra.label>
        <Input
          id="frame-search"
          type="search"
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder="Search frames by name, description or category..."
          bg="bg"
        />
      </Box>
      <Box minW={{ sm: '44' }}>
        <chakra.label htmlFor="frame-status" fontSize="sm" fontWeight="medium" display="block" mb="1">
          Status
        </chakra.label>
        <NativeSelect.Root>
          <NativeSelect.Field
            id="frame-status"
            value={status}
            onChange={(e) => onStatus(e.target.value)}
            bg="bg"
          >
            {STATUS_FILTERS.map((s) => (
              <option key={s.value} value={s.value}>
                {s.label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Box>
    </Flex>
  );
}
