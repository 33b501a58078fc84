import { Box, chakra, Flex, NativeSelect } from '@chakra-ui/react';
import { SearchField, useDebouncedSearch } from './SearchField';

export interface FilterOption {
  value: string;
  label: string;
}

/**
 * A list's search box (debounced) beside one select filter (a frame's status, a user's role); both live in
 * the URL. A choice made while a search is still pending sends both at once, so neither overwrites the other.
 */
export function SearchAndSelect<K extends string>({
  id,
  placeholder,
  search,
  filter,
  label,
  options,
  value,
  onChange,
}: {
  /** Prefix of the fields' ids (`<id>-search`, `<id>-<filter>`). */
  id: string;
  placeholder: string;
  search: string;
  /** The URL parameter the select sets. */
  filter: K;
  label: string;
  options: readonly FilterOption[];
  value: string;
  onChange: (change: Partial<Record<'search' | K, string>>) => void;
}) {
  type Change = Partial<Record<'search' | K, string>>;
  const { text, setText, flush } = useDebouncedSearch(search, (s) => onChange({ search: s } as Change));
  const selectId = `${id}-${filter}`;
  return (
    <Flex
      gap="3"
      mb="4"
      direction={{ base: 'column', sm: 'row' }}
      align={{ base: 'stretch', sm: 'flex-end' }}
    >
      <SearchField id={`${id}-search`} placeholder={placeholder} value={text} onChange={setText} />
      <Box minW={{ sm: '44' }}>
        <chakra.label htmlFor={selectId} fontSize="sm" fontWeight="medium" display="block" mb="1">
          {label}
        </chakra.label>
        <NativeSelect.Root>
          <NativeSelect.Field
            id={selectId}
            value={value}
            onChange={(e) => onChange({ ...flush(), [filter]: e.target.value } as Change)}
            bg="bg"
          >
            {options.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Box>
    </Flex>
  );
}
