import { Box, Button, chakra, Flex, Group, Input } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { SEARCH_DEBOUNCE_MS } from '../frames/FrameFilters';

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
  onSearch,
  onStatus,
}: {
  search: string;
  status: StatusFilter;
  onSearch: (value: string) => void;
  onStatus: (value: StatusFilter) => void;
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
      direction={{ base: 'column', md: 'row' }}
      align={{ base: 'stretch', md: 'flex-end' }}
    >
      <Box flex="1">
        <chakra.label htmlFor="message-search" fontSize="sm" fontWeight="medium" display="block" mb="1">
          Search
        </chakra.label>
        <Input
          id="message-search"
          type="search"
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder="Search by subject, name, e-mail or message..."
          bg="bg"
        />
      </Box>
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
              onClick={() => onStatus(f.value)}
            >
              {f.label}
            </Button>
          ))}
        </Group>
      </Box>
    </Flex>
  );
}
