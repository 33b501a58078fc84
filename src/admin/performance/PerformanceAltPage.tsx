/**
 * Performance, the simpler view (/admin/performance-alt, docs/product.md §2): the same metrics machine as
 * /admin/performance, its figures as plain text (no bars, no charts), Refresh, the error card and the
 * debug card.
 */
import { Badge, Box, Card, Flex, Heading, Text } from '@chakra-ui/react';
import {
  heapPercent,
  type MetricsMonitoring,
  megabytes,
  milliseconds,
  statusPalette,
  uptimeInWords,
} from '../../../machines/metricsRules';
import { AdminPage } from '../ui/AdminPage';
import { PERFORMANCE_SUBTITLE, usePerformance } from './usePerformance';

/** Beyond the spec: the server's monitoring figures, as text (none from a server without them). */
const monitoringRows = (n: MetricsMonitoring | null | undefined): [string, string][] =>
  n
    ? [
        [
          'Event-loop lag',
          `${milliseconds(n.eventLoopLagP99Ms)} p99, ${milliseconds(n.eventLoopLagMaxMs)} longest`,
        ],
        ['Database waits', `${milliseconds(n.databaseWaitP95Ms)} p95 of ${n.databaseWaits} waits`],
        ['Storefront pages', `${n.renderedPages} rendered, ${n.pageCacheHits} from the page cache`],
        ['Requests', `${n.requests} answered, ${n.serverErrors} server errors`],
      ]
    : [];

export default function PerformanceAltPage() {
  const { metrics: m, refresh, status, debug } = usePerformance();
  const rows: [string, React.ReactNode][] = m
    ? [
        [
          'System Status',
          <Badge key="s" colorPalette={statusPalette(m.status)} variant="subtle" data-testid="system-status">
            {m.status}
          </Badge>,
        ],
        ['Uptime', uptimeInWords(m.uptime)],
        [
          'Memory Usage',
          `${megabytes(m.memory.heapUsed)} of ${megabytes(m.memory.heapTotal)} heap (${heapPercent(m.memory)}%)`,
        ],
        [
          'WebSocket Connections',
          `${m.websocket.totalConnections} total, ${m.websocket.adminConnections} admin`,
        ],
        ['Runtime', `Node.js ${m.nodeVersion} on ${m.platform}`],
        ...monitoringRows(m.monitoring),
      ]
    : [];
  return (
    <AdminPage title="Performance" subtitle={PERFORMANCE_SUBTITLE} actions={refresh}>
      {status}
      {m && (
        <Card.Root as="section" aria-labelledby="perf-figures" size="sm" mb="4">
          <Card.Header>
            <Heading as="h2" size="md" id="perf-figures">
              System figures
            </Heading>
          </Card.Header>
          <Card.Body>
            <Box as="dl" data-testid="metrics-figures">
              {rows.map(([k, v]) => (
                <Flex
                  key={k}
                  justify="space-between"
                  gap="4"
                  py="2"
                  borderBottomWidth="1px"
                  _last={{ borderBottomWidth: 0 }}
                  wrap="wrap"
                >
                  <Text as="dt" color="fg.muted">
                    {k}
                  </Text>
                  <Text as="dd" fontWeight="medium" textAlign="right" ms="auto">
                    {v}
                  </Text>
                </Flex>
              ))}
            </Box>
          </Card.Body>
        </Card.Root>
      )}
      <Box mt={status ? '4' : '0'}>{debug}</Box>
    </AdminPage>
  );
}
