import { Box, Flex, Text } from '@chakra-ui/react';

const R = 44;
const C = 2 * Math.PI * R;

/** The loading splash: a progress ring fed by the splash machine (0.4% every 16 ms). */
export function Splash({ progress }: { progress: number }) {
  return (
    <Flex
      position="fixed"
      inset="0"
      zIndex="overlay"
      bg="white"
      direction="column"
      align="center"
      justify="center"
      gap="4"
      data-testid="splash"
    >
      <Box
        as="div"
        role="progressbar"
        aria-label="Loading Frame Shop"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(progress)}
      >
        <svg width="112" height="112" viewBox="0 0 112 112" aria-hidden="true">
          <circle cx="56" cy="56" r={R} fill="none" stroke="#E2E8F0" strokeWidth="8" />
          <circle
            cx="56"
            cy="56"
            r={R}
            fill="none"
            stroke="#1A202C"
            strokeWidth="8"
            strokeLinecap="round"
            strokeDasharray={C}
            strokeDashoffset={C * (1 - progress / 100)}
            transform="rotate(-90 56 56)"
          />
          <text
            x="56"
            y="62"
            textAnchor="middle"
            fontSize="18"
            fontFamily="system-ui, sans-serif"
            fill="#1A202C"
          >
            {Math.round(progress)}%
          </text>
        </svg>
      </Box>
      <Text fontWeight="bold" fontSize="xl" color="gray.900">
        Frame Shop
      </Text>
    </Flex>
  );
}
