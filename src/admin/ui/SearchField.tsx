import { Box, chakra, Input } from '@chakra-ui/react';
import { useCallback, useEffect, useRef, useState } from 'react';

/** How long typing rests before the search goes to the URL (and the server). */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * A list's search text, sent once typing rests. The search itself lives in the URL (the page's
 * useListParams): when the URL changes by itself (Back, a cleared filter), the box shows it. `flush()` sends
 * nothing and returns the search still waiting to be sent, if any, marking it sent: a filter picked while a
 * search is pending sends both in one change, so neither overwrites the other.
 */
export function useDebouncedSearch(search: string, onSearch: (value: string) => void) {
  const [text, setText] = useState(search);
  const sent = useRef(search);
  const onSearchRef = useRef(onSearch);
  onSearchRef.current = onSearch;

  useEffect(() => {
    if (search !== sent.current) {
      sent.current = search;
      setText(search);
    }
  }, [search]);

  useEffect(() => {
    if (text === sent.current) return;
    const timer = setTimeout(() => {
      if (text === sent.current) return;
      sent.current = text;
      onSearchRef.current(text);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  const flush = useCallback((): { search?: string } => {
    if (text === sent.current) return {};
    sent.current = text;
    return { search: text };
  }, [text]);

  return { text, setText, flush };
}

/** The labelled search box of a list screen. */
export function SearchField({
  id,
  placeholder,
  value,
  onChange,
}: {
  id: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <Box flex="1">
      <chakra.label htmlFor={id} fontSize="sm" fontWeight="medium" display="block" mb="1">
        Search
      </chakra.label>
      <Input
        id={id}
        type="search"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        placeholder={placeholder}
        bg="bg"
      />
    </Box>
  );
}

/** A search box alone above a list (debounced, in the URL). */
export function ListSearch({
  id,
  placeholder,
  search,
  onSearch,
}: {
  id: string;
  placeholder: string;
  search: string;
  onSearch: (value: string) => void;
}) {
  const { text, setText } = useDebouncedSearch(search, onSearch);
  return (
    <Box mb="4">
      <SearchField id={id} placeholder={placeholder} value={text} onChange={setText} />
    </Box>
  );
}
