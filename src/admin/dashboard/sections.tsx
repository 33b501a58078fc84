import { Badge, Box, Button, Flex, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { relativeTime } from '../../ui/format';
import { adminPaths, itemUrl } from '../paths';
import { formatDateTime } from '../ui/dates';
import { Section } from '../ui/Section';
import { Bars } from './Bars';
import type { ActivityItem, DashboardStats } from './documents';

export const NO_DATA = 'No data available';
export const NO_ACTIVITY = 'No recent activity';
/** Spec section 9: the dashboard shows the top 3 categories. */
export const TOP_CATEGORIES = 3;

const typeColors: Record<string, string> = {
  frame: 'blue',
  message: 'purple',
  user: 'teal',
  label: 'orange',
  marquee: 'pink',
};

function Empty({ text }: { text: string }) {
  return (
    <Text color="fg.muted" py="4" textAlign="center" data-testid="section-empty">
      {text}
    </Text>
  );
}

/** The latest changes, newest first, with relative times ('Just now', minutes, hours, days ago). */
export function RecentActivity({ items, now }: { items: readonly ActivityItem[]; now: number }) {
  return (
    <Section title="Recent Activity" testId="recent-activity">
      {items.length === 0 ? (
        <Empty text={NO_ACTIVITY} />
      ) : (
        <Stack as="ul" listStyleType="none" gap="0">
          {items.map((a, i) => (
            <Flex
              as="li"
              key={a.id}
              gap="3"
              py="2"
              align="flex-start"
              borderTopWidth={i ? '1px' : '0'}
              data-testid="activity-item"
            >
              <Badge colorPalette={typeColors[a.type] ?? 'gray'} variant="subtle" mt="0.5" flexShrink={0}>
                {a.type}
              </Badge>
              <Box flex="1" minW="0">
                <Text fontSize="sm" fontWeight="medium">
                  {a.action}
                </Text>
                {a.item && (
                  <Text fontSize="sm" color="fg.muted" lineClamp={2} wordBreak="break-word">
                    {a.targetId == null ? (
                      a.item
                    ) : (
                      <Link asChild color="blue.600" data-testid="activity-link">
                        <RouterLink to={itemUrl(a.type, a.targetId, a.item)}>{a.item}</RouterLink>
                      </Link>
                    )}
                  </Text>
                )}
                {a.detail && (
                  <Text fontSize="xs" color="fg.muted" data-testid="activity-detail">
                    Changed: {a.detail}
                  </Text>
                )}
                {a.actor && (
                  <Text fontSize="xs" color="fg.muted" data-testid="activity-actor">
                    by {a.actor}
                  </Text>
                )}
              </Box>
              <Text asChild fontSize="xs" color="fg.muted" whiteSpace="nowrap">
                <time dateTime={a.time} title={formatDateTime(a.time)}>
                  {relativeTime(a.time, now)}
                </time>
              </Text>
            </Flex>
          ))}
        </Stack>
      )}
    </Section>
  );
}

/** In stock / out of stock / discounted, as shares of all frames. */
export function InventoryStatus({ frames }: { frames: DashboardStats['frames'] }) {
  return (
    <Section title="Inventory Status" testId="inventory-status">
      {frames.total === 0 ? (
        <Empty text={NO_DATA} />
      ) : (
        <Bars
          of={frames.total}
          items={[
            { label: 'In Stock', value: frames.inStock, color: 'green.500' },
            { label: 'Out of Stock', value: frames.outOfStock, color: 'red.500' },
            { label: 'Discounted', value: frames.discounted, color: 'orange.400' },
          ]}
        />
      )}
    </Section>
  );
}

/** The 3 categories with the most frames, with a bar chart of their shares. */
export function TopCategories({ frames }: { frames: DashboardStats['frames'] }) {
  const top = frames.byCategory.slice(0, TOP_CATEGORIES);
  return (
    <Section title="Top Categories" testId="top-categories">
      {top.length === 0 ? (
        <Empty text={NO_DATA} />
      ) : (
        <Bars
          of={frames.total}
          items={top.map((c, i) => ({
            label: c.category,
            value: c.count,
            color: ['blue.500', 'purple.500', 'teal.500'][i] ?? 'gray.500',
          }))}
        />
      )}
    </Section>
  );
}

/** Shortcuts to the screens the dashboard summarises. */
export function QuickLinks({ unread }: { unread: number }) {
  const links = [
    { to: adminPaths.frames, label: 'Manage Frames', hint: 'Add, edit and remove frames' },
    { to: adminPaths.newFrame, label: 'Add New Frame', hint: 'Create a frame with pictures' },
    {
      to: adminPaths.messages,
      label: 'View Messages',
      hint: unread > 0 ? `${unread} unread` : 'Customer inquiries',
    },
    { to: adminPaths.users, label: 'Manage Users', hint: 'Admin accounts and roles' },
  ];
  return (
    <Section title="Quick Links" testId="quick-links">
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 4 }} gap="2">
        {links.map((l) => (
          <Box as="li" key={l.to}>
            <Button
              asChild
              variant="outline"
              w="full"
              h="full"
              py="2"
              flexDirection="column"
              alignItems="flex-start"
              gap="0.5"
              whiteSpace="normal"
              textAlign="start"
            >
              <RouterLink to={l.to}>
                <Text as="span" fontWeight="medium">
                  {l.label}
                </Text>
                <Text as="span" fontSize="xs" color="fg.muted" fontWeight="normal">
                  {l.hint}
                </Text>
              </RouterLink>
            </Button>
          </Box>
        ))}
      </SimpleGrid>
    </Section>
  );
}
