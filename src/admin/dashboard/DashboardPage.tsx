/**
 * The dashboard (/admin and /admin/dashboard, docs/product.md §2): the four stat cards, Recent Activity,
 * Inventory Status, the top 3 categories, Enquiries (beyond the spec) and quick links. Read with urql;
 * the admin socket's events (message.created, activity.created, frame.*, enquiries.changed) invalidate
 * the queries in graphcache, so the figures follow without a reload.
 */
import { Box, Button, SimpleGrid } from '@chakra-ui/react';
import { useCallback, useEffect, useState } from 'react';
import { useQuery } from 'urql';
import { formatAmount } from '../../ui/format';
import { EnquiriesCard } from '../enquiries/EnquiriesCard';
import { AdminPage } from '../ui/AdminPage';
import { loadErrorMessage } from '../ui/loadError';
import { StatCard, StatGrid } from '../ui/StatCard';
import { EmptyState, ErrorState, LoadingState } from '../ui/states';
import { useRefetchOnVisible } from '../ui/useRefetchOnVisible';
import { DashboardStatsQuery } from './documents';
import { InventoryStatus, NO_DATA, QuickLinks, RecentActivity, TopCategories } from './sections';

export const DASHBOARD_LOAD_FAILED = 'Failed to load dashboard statistics';
export const dashboardError = (message: string) => `Error loading dashboard: ${message}`;

/** The clock relative times are read against, ticking every 30 s so 'Just now' becomes '1 minute ago'. */
function useNow(intervalMs = 30_000) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}

export const ksh = (value: number) => `KSH ${formatAmount(value)}`;

export default function DashboardPage() {
  const [{ data, error, fetching }, refetch] = useQuery({ query: DashboardStatsQuery });
  const reload = useCallback(() => refetch({ requestPolicy: 'network-only' }), [refetch]);
  useRefetchOnVisible(reload);
  const now = useNow();
  const stats = data?.dashboardStats;

  const refresh = (
    <Button size="sm" variant="outline" onClick={reload} loading={fetching && Boolean(stats)}>
      Refresh
    </Button>
  );

  let body: React.ReactNode;
  if (error && !stats)
    body = (
      <ErrorState message={dashboardError(loadErrorMessage(error, DASHBOARD_LOAD_FAILED))} onRetry={reload} />
    );
  else if (!stats && fetching) body = <LoadingState text="Loading dashboard..." />;
  else if (!stats) body = <EmptyState title={NO_DATA} />;
  else {
    const { frames, users, messages } = stats;
    body = (
      <>
        <StatGrid>
          <StatCard label="Total Frames" value={frames.total} hint={`${frames.inStock} in stock`} />
          <StatCard
            label="Inventory Value"
            value={
              // Long amounts stay on one line on a phone's half-width card.
              <Box as="span" fontSize={{ base: 'lg', sm: '2xl' }} whiteSpace="nowrap">
                {ksh(frames.totalValue)}
              </Box>
            }
            hint={`Average ${ksh(frames.averagePrice)}`}
            accent="green.500"
          />
          <StatCard
            label="Active Users"
            value={users.active ?? users.total}
            hint="Admin accounts"
            accent="teal.500"
          />
          <StatCard
            label="Messages"
            value={messages.total}
            hint={`${messages.unread} unread`}
            accent="purple.500"
          />
        </StatGrid>
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
          <RecentActivity items={stats.recentActivity} now={now} />
          <EnquiriesCard />
          <InventoryStatus frames={frames} />
          <TopCategories frames={frames} />
          <Box gridColumn={{ lg: 'span 2' }}>
            <QuickLinks unread={messages.unread} />
          </Box>
        </SimpleGrid>
      </>
    );
  }

  return (
    <AdminPage
      title="Dashboard"
      subtitle="An overview of your frames, messages and shop activity."
      actions={refresh}
    >
      {body}
    </AdminPage>
  );
}
