import { Box, chakra, Input } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { SEARCH_DEBOUNCE_MS } from '../frames/FrameFilters';

/** Search by name (debounced); its value lives in the URL (the page's useListParams). */
export function LabelSearch({ search, onSearch }: { search: string; onSearch: (value: string) => void }) {
  const [text, setText] = useState(search);
  const sent = useRef(search);
  const onSearchRef = useRef(onSearch);
  onSearchRef.current = onSearch;

  // The URL changed by itself (Back, a cleared search): show its search.
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
      <chakra.label htmlFor="label-search" fontSize="sm" fontWeight="medium" display="block" mb="1">
        Search
      </chakra.label>
      <Input
        id="label-search"
        type="search"
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder="Search labels by name..."
        bg="bg"
      />
    </Box>
  );
}
