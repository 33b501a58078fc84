import { Box, Button, chakra, Flex, NativeSelect, Text } from '@chakra-ui/react';
import { PAGE_SIZES, pageItems, showsFirstLast } from './pageItems';

/**
 * A list's pages (docs/product.md §9): shown only with more than one page; page links with ellipses, first
 * and last buttons above 10 pages, and the page size (10, 20, 50, 100) when `onLimit` is given.
 */
export function Pagination({
  page,
  pages,
  total,
  capped = false,
  limit,
  onPage,
  onLimit,
}: {
  page: number;
  pages: number;
  total?: number;
  /** The total is a lower bound (a search counted up to its limit): shown as "1000+". */
  capped?: boolean;
  limit?: number;
  onPage: (page: number) => void;
  onLimit?: (limit: number) => void;
}) {
  const sizeSelect = onLimit && limit !== undefined && (
    <Flex align="center" gap="2">
      <chakra.label htmlFor="page-size" fontSize="sm" color="fg.muted" whiteSpace="nowrap">
        Per page
      </chakra.label>
      <NativeSelect.Root size="sm" width="20">
        <NativeSelect.Field
          id="page-size"
          value={String(limit)}
          onChange={(e) => onLimit(Number(e.target.value))}
        >
          {PAGE_SIZES.map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Flex>
  );
  if (pages <= 1)
    return sizeSelect && total !== undefined && total > PAGE_SIZES[0] ? (
      <Flex justify="flex-end" mt="4">
        {sizeSelect}
      </Flex>
    ) : null;
  const firstLast = showsFirstLast(pages);
  return (
    <Flex
      as="nav"
      aria-label="Pagination"
      mt="4"
      gap="3"
      direction={{ base: 'column', md: 'row' }}
      justify="space-between"
      align="center"
    >
      <Text fontSize="sm" color="fg.muted">
        Page {page} of {pages}
        {total !== undefined ? ` (${total}${capped ? '+' : ''} total)` : ''}
      </Text>
      <Flex gap="1" wrap="wrap" justify="center">
        {firstLast && (
          <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => onPage(1)}>
            First
          </Button>
        )}
        <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          Previous
        </Button>
        {pageItems(page, pages).map((item) =>
          typeof item === 'number' ? (
            <Button
              key={item}
              size="sm"
              minW="9"
              variant={item === page ? 'solid' : 'outline'}
              aria-current={item === page ? 'page' : undefined}
              aria-label={`Page ${item}`}
              onClick={() => onPage(item)}
            >
              {item}
            </Button>
          ) : (
            <Box key={item} px="1" alignSelf="center" aria-hidden>
              …
            </Box>
          ),
        )}
        <Button size="sm" variant="outline" disabled={page >= pages} onClick={() => onPage(page + 1)}>
          Next
        </Button>
        {firstLast && (
          <Button size="sm" variant="outline" disabled={page >= pages} onClick={() => onPage(pages)}>
            Last
          </Button>
        )}
      </Flex>
      {sizeSelect}
    </Flex>
  );
}
