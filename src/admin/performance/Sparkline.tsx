import { Box, Flex, Text } from '@chakra-ui/react';

/**
 * A small SVG line of recent values (no chart library): the shape only, with its summary as the image's
 * name for screen readers. Fewer than two points: a note that samples are being collected.
 */
export function Sparkline({
  values,
  label,
  color,
  format,
  min: floor,
  testId,
}: {
  values: number[];
  label: string;
  color: string;
  format: (value: number) => string;
  min?: number;
  testId?: string;
}) {
  if (values.length < 2)
    return (
      <Text fontSize="xs" color="fg.muted" data-testid={testId}>
        Collecting samples for the chart…
      </Text>
    );
  const lo = Math.min(floor ?? Number.POSITIVE_INFINITY, ...values);
  const hi = Math.max(...values);
  const span = hi - lo || 1;
  const W = 100;
  const H = 30;
  const points = values.map((v, i) => {
    const x = (i / (values.length - 1)) * W;
    const y = H - 2 - ((v - lo) / span) * (H - 4);
    return `${x.toFixed(2)},${y.toFixed(2)}`;
  });
  const line = points.join(' ');
  const area = `0,${H} ${line} ${W},${H}`;
  const last = values[values.length - 1] as number;
  const summary = `${label}: now ${format(last)}, lowest ${format(Math.min(...values))}, highest ${format(hi)} over ${values.length} samples`;
  return (
    <Box data-testid={testId}>
      <Box color={color} h="10">
        <svg
          viewBox={`0 0 ${W} ${H}`}
          preserveAspectRatio="none"
          width="100%"
          height="100%"
          role="img"
          aria-label={summary}
        >
          <polygon points={area} fill="currentColor" opacity="0.12" />
          <polyline
            points={line}
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinejoin="round"
            strokeLinecap="round"
            vectorEffect="non-scaling-stroke"
          />
        </svg>
      </Box>
      <Flex justify="space-between" fontSize="xs" color="fg.muted" mt="1" aria-hidden="true">
        <Text>low {format(Math.min(...values))}</Text>
        <Text>high {format(hi)}</Text>
      </Flex>
    </Box>
  );
}
