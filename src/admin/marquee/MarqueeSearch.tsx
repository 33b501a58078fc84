import { Box, chakra, Input } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { SEARCH_DEBOUNCE_MS } from '../frames/FrameFilters';

/** The marquee's search box: typing rests 300 ms, then the search goes to the URL (and the server). */
export function MarqueeSearch({ search, onSearch }: { search: string; onSearch: (value: string) => void }) {
  const [text, setText] = useState(search);
  const sent = useRef(search);
  const onSearchRef = useRef(onSearch);
  onSearchRef.current = onSearch;

  // The URL changed by itself (Back, Clear search): show its search.
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
    <Box mb="4">
      <chakra.label htmlFor="marquee-search" fontSize="sm" fontWeight="medium" display="block" mb="1">
        Search
      </chakra.label>
      <Input
        id="marquee-search"
        type="search"
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder="Search marquee content by text..."
        bg="bg"
      />
    </Box>
  );
}
