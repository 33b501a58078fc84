import { Badge, Box, Flex, Text } from '@chakra-ui/react';
import {
  heapPercent,
  type MetricsReading,
  type MetricsSample,
  megabytes,
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
