import { Box, chakra, Flex, NativeSelect } from '@chakra-ui/react';
import { SearchField, useDebouncedSearch } from './SearchField';

export interface FilterOption {
  value: string;
  label: string;
}

/** A further select beside the first (a frame's visibility). */
export interface ExtraFilter {
  filter: string;
  label: string;
  options: readonly FilterOption[];
  value: string;
}

/**
 * A list's search box (debounced) beside one select filter (a frame's status, a user's role), and any
 * `extra` ones; all live in the URL. A choice made while a search is still pending sends both at once, so
 * neither overwrites the other.
 */
export function SearchAndSelect<K extends string>({
  id,
  placeholder,
  search,
  filter,
  label,
  options,
  value,
  extra = [],
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
  extra?: readonly ExtraFilter[];
  onChange: (change: Partial<Record<'search' | K, string>>) => void;
}) {
  type Change = Partial<Record<'search' | K, string>>;
  const { text, setText, flush } = useDebouncedSearch(search, (s) => onChange({ search: s } as Change));
  const selects = [{ filter: filter as string, label, options, value }, ...extra];
  return (
    <Flex
      gap="3"
      mb="4"
      direction={{ base: 'column', sm: 'row' }}
      align={{ base: 'stretch', sm: 'flex-end' }}
    >
      <SearchField id={`${id}-search`} placeholder={placeholder} value={text} onChange={setText} />
      {selects.map((select) => (
        <Box minW={{ sm: '44' }} key={select.filter}>
          <chakra.label
            htmlFor={`${id}-${select.filter}`}
            fontSize="sm"
            fontWeight="medium"
            display="block"
            mb="1"
          >
            {select.label}
          </chakra.label>
          <NativeSelect.Root>
            <NativeSelect.Field
              id={`${id}-${select.filter}`}
              value={select.value}
              onChange={(e) => onChange({ ...flush(), [select.filter]: e.target.value } as Change)}
              bg="bg"
            >
              {select.options.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Box>
      ))}
    </Flex>
  );
}
