import { Badge, Box, Flex, Text } from '@chakra-ui/react';
import {
  cachedPercent,
  heapPercent,
  type MetricsMonitoring,
  type MetricsReading,
  type MetricsSample,
  megabytes,
  milliseconds,
  statusPalette,
  uptimeInWords,
} from '../../../machines/metricsRules';
import { Section } from '../ui/Section';
import { Sparkline } from './Sparkline';

const Figure = ({ children, testId }: { children: React.ReactNode; testId?: string }) => (
  <Text fontSize="2xl" fontWeight="bold" lineHeight="short" data-testid={testId}>
    {children}
  </Text>
);
const Hint = ({ children }: { children: React.ReactNode }) => (
  <Text fontSize="sm" color="fg.muted" mt="1">
    {children}
  </Text>
);

/** System Status: the badge (healthy green, warning orange, error red, anything else grey) and uptime. */
export function StatusCard({ m }: { m: MetricsReading }) {
  return (
    <Section title="System Status" testId="status-card">
      <Badge
        colorPalette={statusPalette(m.status)}
        variant="subtle"
        size="lg"
        alignSelf="flex-start"
        data-testid="system-status"
      >
        {m.status}
      </Badge>
      <Hint>
        Up for <span data-testid="uptime">{uptimeInWords(m.uptime)}</span>
      </Hint>
    </Section>
  );
}

/** Memory Usage: heap used of heap total (MB), a bar, and the last minutes as a line. */
export function MemoryCard({
  m,
  samples,
  charts,
}: {
  m: MetricsReading;
  samples: MetricsSample[];
  charts: boolean;
}) {
  const percent = heapPercent(m.memory);
  return (
    <Section title="Memory Usage" testId="memory-card">
      <Figure testId="heap-used">{megabytes(m.memory.heapUsed)}</Figure>
      <Hint>
        of <span data-testid="heap-total">{megabytes(m.memory.heapTotal)}</span> heap ({percent}%)
      </Hint>
      <Box h="2" bg="bg.muted" borderRadius="full" overflow="hidden" mt="3" aria-hidden="true">
        {/* One colour: the heap's total is what V8 has reserved so far, not a limit, so a nearly full bar is
            a healthy server's usual reading (red at 90% alarmed staff for nothing). */}
        <Box h="full" w={`${percent}%`} bg="blue.500" borderRadius="full" transition="width 0.3s" />
      </Box>
      {charts && (
        <Box mt="4">
          <Sparkline
            values={samples.map((s) => s.heapUsed)}
            label="Heap used, last minutes"
            color="blue.500"
            format={megabytes}
            testId="memory-chart"
          />
        </Box>
      )}
    </Section>
  );
}

/** WebSocket Connections: the total, how many are admins, and the last minutes as a line. */
export function ConnectionsCard({
  m,
  samples,
  charts,
}: {
  m: MetricsReading;
  samples: MetricsSample[];
  charts: boolean;
}) {
  const { totalConnections, adminConnections } = m.websocket;
  return (
    <Section title="WebSocket Connections" testId="connections-card">
      <Figure testId="connections-total">{totalConnections}</Figure>
      <Hint>
        <span data-testid="connections-admin">{adminConnections}</span> admin,{' '}
        {Math.max(0, totalConnections - adminConnections)} storefront
      </Hint>
      {charts && (
        <Box mt="4">
          <Sparkline
            values={samples.map((s) => s.connections)}
            label="Connections, last minutes"
            color="purple.500"
            format={(n) => String(n)}
            min={0}
            testId="connections-chart"
          />
        </Box>
      )}
    </Section>
  );
}

/** The runtime's version with the platform it runs on. */
export function RuntimeCard({ m }: { m: MetricsReading }) {
  return (
    <Section title="Runtime" testId="runtime-card">
      <Figure testId="node-version">{m.nodeVersion}</Figure>
      <Hint>
        Node.js on <span data-testid="platform">{m.platform}</span>
      </Hint>
    </Section>
  );
}

const count = (n: number) => n.toLocaleString('en-US');

/** Event-loop lag: how long the server's one thread kept work waiting, p99 and longest, the last minute. */
export function EventLoopCard({ m }: { m: MetricsMonitoring }) {
  return (
    <Section title="Event Loop" testId="event-loop-card">
      <Figure testId="event-loop-p99">{milliseconds(m.eventLoopLagP99Ms)}</Figure>
      <Hint>
        lag (p99) over the last minute; longest{' '}
        <span data-testid="event-loop-max">{milliseconds(m.eventLoopLagMaxMs)}</span>
      </Hint>
    </Section>
  );
}

/** Database waits: how long queries waited for a connection (or their turn), p95, since the start. */
export function DatabaseCard({ m }: { m: MetricsMonitoring }) {
  return (
    <Section title="Database Waits" testId="database-card">
      <Figure testId="database-wait-p95">{milliseconds(m.databaseWaitP95Ms)}</Figure>
      <Hint>
        p95 of <span data-testid="database-waits">{count(m.databaseWaits)}</span> waits for the database
      </Hint>
    </Section>
  );
}

/** Storefront pages rendered on the server, and how many the page cache answered instead. */
export function PagesCard({ m }: { m: MetricsMonitoring }) {
  return (
    <Section title="Storefront Pages" testId="pages-card">
      <Figure testId="pages-rendered">{count(m.renderedPages)}</Figure>
      <Hint>
        rendered; <span data-testid="page-cache-hits">{count(m.pageCacheHits)}</span> from the page cache (
        {cachedPercent(m)}%)
      </Hint>
    </Section>
  );
}

/** Requests since the start, the 5xx among them, and the busiest routes with their answer times. */
export function RequestsCard({ m }: { m: MetricsMonitoring }) {
  return (
    <Section title="Requests" testId="requests-card">
      <Figure testId="requests-total">{count(m.requests)}</Figure>
      <Hint>
        answered since the start; <span data-testid="server-errors">{count(m.serverErrors)}</span> server
        errors (5xx)
      </Hint>
      <Box as="ul" listStyleType="none" mt="3" data-testid="busiest-routes" aria-label="Busiest routes">
        {m.routes.map((r) => (
          <Flex
            as="li"
            key={`${r.method} ${r.route}`}
            justify="space-between"
            gap="2"
            wrap="wrap"
            py="1.5"
            borderTopWidth="1px"
            fontSize="sm"
          >
            <Text fontFamily="mono" wordBreak="break-all" minW="0">
              {r.method} {r.route}
            </Text>
            <Text color="fg.muted" ms="auto" whiteSpace="nowrap">
              {count(r.requests)} · p50 {milliseconds(r.p50Ms)} · p95 {milliseconds(r.p95Ms)}
            </Text>
          </Flex>
        ))}
      </Box>
    </Section>
  );
}

/** What the screen knows about its own load: for whoever is looking into a problem. */
export function DebugCard({
  loading,
  error,
  loaded,
  apiUrl,
  samples,
  sampleError,
  sampling,
}: {
  loading: boolean;
  error: string | null;
  loaded: boolean;
  apiUrl: string;
  samples: number;
  sampleError: string | null;
  sampling: string;
}) {
  const rows: [string, string][] = [
    ['Loading', loading ? 'Yes' : 'No'],
    ['Error', error ?? 'None'],
    ['Metrics loaded', loaded ? 'Yes' : 'No'],
    ['API URL', apiUrl],
    ['Samples', `${samples} (${sampling})`],
    ['Last sample', sampleError ?? 'OK'],
  ];
  return (
    <Section title="Debug" testId="debug-card">
      <Box
        as="dl"
        display="grid"
        gridTemplateColumns="max-content 1fr"
        columnGap="4"
        rowGap="1"
        fontSize="sm"
      >
        {rows.map(([k, v]) => (
          <Flex key={k} display="contents">
            <Text as="dt" color="fg.muted">
              {k}
            </Text>
            <Text as="dd" fontFamily={k === 'API URL' ? 'mono' : undefined} wordBreak="break-all">
              {v}
            </Text>
          </Flex>
        ))}
      </Box>
    </Section>
  );
}
