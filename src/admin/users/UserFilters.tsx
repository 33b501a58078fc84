import { Box, chakra, Flex, Input, NativeSelect } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';

/** Spec section 2: All, Super Admin, Admin ('all' leaves `role` out of the call). */
export const ROLE_FILTERS = [
  { value: 'all', label: 'All' },
  { value: 'SUPER_ADMIN', label: 'Super Admin' },
  { value: 'ADMIN', label: 'Admin' },
] as const;
export type RoleFilterValue = (typeof ROLE_FILTERS)[number]['value'];

/** How long typing rests before the search goes to the URL (and the server). */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * Search by name or e-mail (debounced) and the role filter; their values live in the URL. A role picked
 * while a search is still pending sends both at once, so neither change overwrites the other.
 */
export function UserFilters({
  search,
  role,
  onChange,
}: {
  search: string;
  role: string;
  onChange: (change: { search?: string; role?: string }) => void;
}) {
  const [text, setText] = useState(search);
  const sent = useRef(search);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

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
      if (text === sent.current) return;
      sent.current = text;
      onChangeRef.current({ search: text });
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  const pickRole = (value: string) => {
    const pending = text !== sent.current;
    sent.current = text;
    onChange(pending ? { search: text, role: value } : { role: value });
  };

  return (
    <Flex
      gap="3"
      mb="4"
      direction={{ base: 'column', sm: 'row' }}
      align={{ base: 'stretch', sm: 'flex-end' }}
    >
      <Box flex="1">
        <chakra.label htmlFor="user-search" fontSize="sm" fontWeight="medium" display="block" mb="1">
          Search
        </chakra.label>
        <Input
          id="user-search"
          type="search"
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder="Search users by name or email..."
          bg="bg"
        />
      </Box>
      <Box minW={{ sm: '44' }}>
        <chakra.label htmlFor="user-role" fontSize="sm" fontWeight="medium" display="block" mb="1">
          Role
        </chakra.label>
        <NativeSelect.Root>
          <NativeSelect.Field id="user-role" value={role} onChange={(e) => pickRole(e.target.value)} bg="bg">
            {ROLE_FILTERS.map((r) => (
              <option key={r.value} value={r.value}>
                {r.label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Box>
    </Flex>
  );
}
