import { Badge, Box, Button, Flex, Text } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { useEffect } from 'react';
import { CONNECTION_TEXTS } from '../../../machines/connection';
import type { marqueeToggleMachine } from '../../../machines/marqueeToggle.machine';
import { inspect } from '../devInspect';
import { ConflictCard } from '../ui/ConflictCard';
import { formatDate } from '../ui/dates';
import { OfflineNotice } from '../ui/OfflineNotice';
import type { MarqueeListItem } from './documents';

/**
 * One marquee item (docs/product.md §2): Active/Inactive badge, 'Order: n', its text, created date; Hide/Show,
 * Edit, Delete. Hide/Show runs the item's own toggle machine: the badge changes at once, the button spins
 * while the call runs and ignores a second press; a failure puts the badge back. A call that found no
 * connection keeps the asked-for state with the connection message and 'Try again' (called again once the
 * browser is back online; pressing Hide/Show again switches back).
 */
export function MarqueeCard({
  item,
  toggleMachine,
  onEdit,
  onDelete,
}: {
  item: MarqueeListItem;
  toggleMachine: typeof marqueeToggleMachine;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const serverActive = item.isActive !== false;
  const [toggle, send] = useMachine(toggleMachine, {
    input: { id: Number(item.id), isActive: serverActive, version: item.version },
    inspect,
  });
  useEffect(() => {
    send({ type: 'item.sync', isActive: serverActive, version: item.version });
  }, [send, serverActive, item.version]);

  const active = toggle.context.isActive;
  const toggling = toggle.matches('toggling');
  const textId = `marquee-text-${item.id}`;
  return (
    <Box
      as="li"
      borderWidth="1px"
      borderRadius="lg"
      p="4"
      bg="bg"
      borderLeftWidth="4px"
      borderLeftColor={active ? 'green.500' : 'gray.400'}
      data-testid="marquee-item"
      data-marquee-id={item.id}
    >
      <Flex
        justify="space-between"
        align={{ base: 'stretch', md: 'flex-start' }}
        gap="3"
        direction={{ base: 'column', md: 'row' }}
      >
        <Box flex="1" minW="0">
          <Flex gap="2" align="center" wrap="wrap" mb="2">
            <Badge colorPalette={active ? 'green' : 'gray'} variant="subtle" data-testid="marquee-status">
              {active ? 'Active' : 'Inactive'}
            </Badge>
            <Badge variant="outline" colorPalette="blue">
              Order: {item.order}
            </Badge>
          </Flex>
          <Text id={textId} fontWeight="medium" wordBreak="break-word" data-testid="marquee-text">
            {item.text}
          </Text>
          {item.createdAt && (
            <Text fontSize="xs" color="fg.muted" mt="1">
              Created {formatDate(item.createdAt)}
            </Text>
          )}
        </Box>
        <Flex gap="2" wrap="wrap" justify={{ base: 'flex-start', md: 'flex-end' }} flexShrink={0}>
          <Button
            size="sm"
            variant="outline"
            colorPalette={active ? 'orange' : 'green'}
            aria-describedby={textId}
            loading={toggling}
            disabled={toggling}
            onClick={() => send({ type: 'toggle.request' })}
            minW="16"
          >
            {active ? 'Hide' : 'Show'}
          </Button>
          <Button size="sm" variant="outline" aria-describedby={textId} onClick={onEdit} disabled={toggling}>
            Edit
          </Button>
          <Button size="sm" variant="outline" colorPalette="red" aria-describedby={textId} onClick={onDelete}>
            Delete
          </Button>
        </Flex>
      </Flex>
      {toggle.matches('conflict') && (
        <ConflictCard
          what="marquee item"
          checking={toggle.matches({ conflict: 'checking' })}
          message={toggle.context.error ?? ''}
          changes={toggle.context.changes}
          onReload={() => send({ type: 'toggle.reload' })}
          onOverwrite={() => send({ type: 'toggle.overwrite' })}
        />
      )}
      {toggle.matches('offline') && (
        <OfflineNotice
          message={CONNECTION_TEXTS.lost}
          onRetry={() => send({ type: 'toggle.retry' })}
          retryLabel="Try again"
        />
      )}
    </Box>
  );
}
