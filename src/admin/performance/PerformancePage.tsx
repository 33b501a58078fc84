/**
 * Performance (/admin/performance, docs/product.md §2): System Status, Memory Usage, WebSocket Connections,
 * the runtime, a debug card and, while the page stays open, small lines of memory and connections over
 * the last minutes; beyond the spec, the server's monitoring figures (event-loop lag, database waits, pages
 * rendered and cached, requests by route), the numbers its Prometheus text holds. The metrics machine
 * (machines/metrics.machine.ts) loads once on open (no toast), Refresh loads again, an error card offers
 * Try Again; quiet samples every 15 s feed the lines.
 */
import { Box, SimpleGrid } from '@chakra-ui/react';
import { AdminPage } from '../ui/AdminPage';
import {
  ConnectionsCard,
  DatabaseCard,
  EventLoopCard,
  MemoryCard,
  PagesCard,
  RequestsCard,
  RuntimeCard,
  StatusCard,
} from './MetricsCards';
import { PERFORMANCE_SUBTITLE, usePerformance } from './usePerformance';

export default function PerformancePage() {
  const { metrics, samples, refresh, status, debug } = usePerformance();
  return (
    <AdminPage title="Performance" subtitle={PERFORMANCE_SUBTITLE} actions={refresh}>
      {status}
      {metrics && (
        <SimpleGrid columns={{ base: 1, md: 2, '2xl': 4 }} gap="4" mb="4" data-testid="metrics-cards">
          <StatusCard m={metrics} />
          <MemoryCard m={metrics} samples={samples} charts />
          <ConnectionsCard m={metrics} samples={samples} charts />
          <RuntimeCard m={metrics} />
        </SimpleGrid>
      )}
      {metrics?.monitoring && (
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="4" mb="4" data-testid="monitoring-cards">
          <EventLoopCard m={metrics.monitoring} />
          <DatabaseCard m={metrics.monitoring} />
          <PagesCard m={metrics.monitoring} />
          <Box gridColumn={{ md: 'span 3' }}>
            <RequestsCard m={metrics.monitoring} />
          </Box>
        </SimpleGrid>
      )}
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4" mt={status ? '4' : '0'}>
        {debug}
      </SimpleGrid>
    </AdminPage>
  );
}
