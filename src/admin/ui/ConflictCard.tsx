/**
 * The frame form's `conflict` state (machines/frameForm.machine.ts): someone else saved the frame while it
 * was being edited, and the save was refused. Shows the fields they changed (as the user began, as saved
 * now, and the user's own value) and offers Reload (theirs) or Overwrite (mine). The form stays on screen,
 * locked, until the user chooses.
 */
import {
  Alert,
  Box,
  Button,
  chakra,
  Flex,
  Heading,
  SimpleGrid,
  Spinner,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import type { FieldChange } from '../../../machines/concurrency';

interface Props {
  /** What was changed, for the heading: 'frame' gives 'Someone else changed this {what}'. */
  what: string;
  /** The thing as saved now is still being read. */
  checking: boolean;
  message: string;
  changes: FieldChange[];
  onReload: () => void;
  onOverwrite: () => void;
}

export function ConflictCard({ what, checking, message, changes, onReload, onOverwrite }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  // The card replaces the form's focus: brought into view and focused so a keyboard user starts here.
  useEffect(() => {
    ref.current?.scrollIntoView({ block: 'start' });
    ref.current?.focus({ preventScroll: true });
  }, []);
  return (
    <Alert.Root
      ref={ref}
      tabIndex={-1}
      status="warning"
      data-testid="conflict"
      aria-labelledby="conflict-title"
      flexDirection="column"
      gap="3"
      // Clear of the phone's sticky top bar when scrolled into view.
      scrollMarginTop={{ base: '16', md: '4' }}
    >
      <Flex gap="3" align="start">
        <Alert.Indicator />
        <Stack gap="1">
          <Heading as="h2" size="md" id="conflict-title">
            Someone else changed this {what}
          </Heading>
          <Alert.Description>{message}</Alert.Description>
        </Stack>
      </Flex>
      {checking ? (
        <Flex gap="2" align="center" role="status">
          <Spinner size="sm" />
          <Text>Loading the saved version...</Text>
        </Flex>
      ) : (
        <Changes changes={changes} />
      )}
      <Flex gap="3" direction={{ base: 'column', sm: 'row' }} wrap={{ base: 'nowrap', sm: 'wrap' }}>
        <Button colorPalette="blue" disabled={checking} onClick={onReload} w={{ base: 'full', sm: 'auto' }}>
          Reload (discard my changes)
        </Button>
        <Button
          variant="outline"
          colorPalette="red"
          disabled={checking}
          onClick={onOverwrite}
          w={{ base: 'full', sm: 'auto' }}
        >
          Overwrite with my changes
        </Button>
      </Flex>
    </Alert.Root>
  );
}

function Changes({ changes }: { changes: FieldChange[] }) {
  if (changes.length === 0) return <Text>Their save changed nothing this form shows.</Text>;
  return (
    <Stack gap="2" w="full" as="ul" listStyleType="none" aria-label="What changed">
      {changes.map((c) => (
        <Box as="li" key={c.field} bg="bg" borderWidth="1px" borderRadius="md" p="3" data-field={c.field}>
          <Text fontWeight="semibold" mb="1">
            {c.label}
          </Text>
          <SimpleGrid columns={{ base: 1, md: 3 }} gap={{ base: '1', md: '3' }} as="dl">
            <Side term="When you opened it" value={c.before} />
            <Side term="Saved now" value={c.theirs} testId="theirs" />
            <Side term="Yours" value={c.mine} testId="mine" />
          </SimpleGrid>
        </Box>
      ))}
    </Stack>
  );
}

/** One side of a change: its term above its value from `md`; beside it on a phone when it fits (shorter). */
function Side({ term, value, testId }: { term: string; value: string; testId?: string }) {
  return (
    <Flex
      minW="0"
      direction={{ base: 'row', md: 'column' }}
      wrap={{ base: 'wrap', md: 'nowrap' }}
      columnGap="2"
      align={{ base: 'baseline', md: 'stretch' }}
    >
      <chakra.dt fontSize="xs" color="fg.muted" flexShrink={0}>
        {term}
      </chakra.dt>
      <chakra.dd m="0" overflowWrap="anywhere" data-testid={testId}>
        {value}
      </chakra.dd>
    </Flex>
  );
}
