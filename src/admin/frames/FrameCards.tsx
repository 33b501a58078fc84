import { Box, Flex, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { frameDetailsUrl } from '../paths';
import { formatDate } from '../ui/dates';
import { FrameThumb, mainImageOf } from '../ui/FrameThumb';
import type { AdminFrame } from './FrameBits';
import { LabelList, Pricing, StatusBadge } from './FrameBits';
import { FrameRowActions } from './FrameRowActions';
import { type FrameListActions, SelectBox } from './FramesTable';

/** The list on small screens: one card per frame, at most 2 labels then '+N more' (docs/product.md §9). */
export function FrameCards({
  frames,
  onDelete,
  onStatus,
  onDuplicate,
  selection,
  refreshing,
}: { frames: AdminFrame[] } & FrameListActions) {
  const all = frames.length > 0 && frames.every((f) => selection.selected.includes(f.id));
  return (
    <Stack gap="3" as="ul" listStyleType="none" data-testid="frame-cards">
      <Flex as="li" align="center" gap="2" px="3" fontSize="sm">
        <label style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
          <input
            type="checkbox"
            style={{ width: 18, height: 18 }}
            checked={all}
            onChange={() => selection.onPage(!all)}
          />
          Select all on this page
        </label>
      </Flex>
      {frames.map((frame) => (
        <Box
          as="li"
          key={frame.id}
          borderWidth="1px"
          borderRadius="lg"
          p="3"
          bg="bg"
          data-testid="frame-card-admin"
          data-frame-id={frame.id}
        >
          <Flex gap="3" align="flex-start">
            <SelectBox frame={frame} selection={selection} />
            <FrameThumb src={mainImageOf(frame)} name={frame.name} size="16" />
            <Box flex="1" minW="0">
              <Link asChild fontWeight="semibold" color="fg">
                <RouterLink to={frameDetailsUrl(frame.id)}>{frame.name}</RouterLink>
              </Link>
              <Text fontSize="sm" color="fg.muted">
                {frame.category || 'No category'}
              </Text>
              <Box mt="1">
                <StatusBadge inStock={frame.inStock} published={frame.published} />
              </Box>
            </Box>
          </Flex>
          <Flex mt="3" justify="space-between" align="flex-end" gap="2">
            <Pricing frame={frame} />
            <Text fontSize="xs" color="fg.muted" whiteSpace="nowrap">
              Created {formatDate(frame.createdAt)}
            </Text>
          </Flex>
          <Box mt="2">
            <LabelList labels={frame.labels} max={2} />
          </Box>
          <Flex mt="3" justify="flex-end">
            <FrameRowActions
              frame={frame}
              onDelete={() => onDelete(frame)}
              onStatus={() => onStatus(frame)}
              statusWaits={refreshing}
              onDuplicate={() => onDuplicate(frame)}
            />
          </Flex>
        </Box>
      ))}
    </Stack>
  );
}
