/**
 * The quick search dialog (Ctrl+K / Cmd+K anywhere in the back office, or the Search button) and the
 * Keyboard shortcuts dialog (`?` outside a text field): machines/quickSearch.machine.ts.
 */
import { Box, Button, Dialog, Flex, Input, Kbd, Portal, Spinner, Stack, Text } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { QUICK_KINDS, type QuickItem } from '../../../machines/quickSearch.machine';
import { inspect } from '../devInspect';
import { itemUrl } from '../paths';
import { useSessionUser } from '../session/SessionProvider';
import { phoneFullDialog } from '../ui/phoneFullDialog';
import { useShopClient } from '../useShopClient';
import { quickSearchMachineFor } from './quickSearch.actors';

const SEARCH_SIZE = phoneFullDialog('md');
const GROUPS: Record<string, string> = {
  frame: 'Frames',
  message: 'Messages',
  user: 'Users',
  label: 'Labels',
};
export const SHORTCUTS: [string[], string][] = [
  [['Ctrl', 'K'], 'Open the quick search (⌘ K on a Mac)'],
  [['↑', '↓'], 'Move through the results'],
  [['Enter'], 'Open the highlighted result'],
  [['Esc'], 'Close the dialog'],
  [['?'], 'Show these shortcuts'],
];

const inTextField = (t: EventTarget | null) =>
  t instanceof HTMLElement && (t.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(t.tagName));

/** The dialogs, the keys that open them, and `open` for the Search buttons. */
export function useQuickSearch() {
  const client = useShopClient();
  const user = useSessionUser();
  const navigate = useNavigate();
  const withUsers = user?.role === 'SUPER_ADMIN';
  const machine = useMemo(
    () =>
      quickSearchMachineFor(client, withUsers).provide({
        actions: { openItem: (_, item: QuickItem) => navigate(itemUrl(item.kind, item.id, item.title)) },
      }),
    [client, withUsers, navigate],
  );
  const [state, send] = useMachine(machine, { inspect });

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 'k') {
        e.preventDefault();
        send({ type: 'search.open' });
      } else if (e.key === '?' && !inTextField(e.target) && !e.ctrlKey && !e.metaKey) {
        e.preventDefault();
        send({ type: 'shortcuts.open' });
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [send]);

  const { query, results, searched, active } = state.context;
  const onInputKey = (e: React.KeyboardEvent) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      send({ type: 'search.move', by: e.key === 'ArrowDown' ? 1 : -1 });
    } else if (e.key === 'Enter') {
      e.preventDefault();
      send({ type: 'search.choose' });
    }
  };

  let body: React.ReactNode;
  if (state.matches({ open: 'idle' }))
    body = <Text color="fg.muted">Type to find frames, messages, users and labels.</Text>;
  else if (state.hasTag('busy'))
    body = (
      <Flex justify="center" py="4" role="status" aria-label="Searching">
        <Spinner color="blue.500" />
      </Flex>
    );
  else if (state.matches({ open: 'empty' })) body = <Text role="status">No results for “{searched}”</Text>;
  else if (state.hasTag('tryAgain'))
    body = (
      <Box role="alert" p="3" borderRadius="md" bg="bg.error" color="fg.error">
        {state.matches({ open: 'offline' })
          ? 'No connection: the search will run again when you are back online.'
          : 'The search failed.'}{' '}
        <Button size="xs" ml="2" variant="outline" onClick={() => send({ type: 'search.retry' })}>
          Try again
        </Button>
      </Box>
    );
  else
    body = (
      <Stack gap="3" role="listbox" aria-label="Results" id="quick-results">
        {QUICK_KINDS.filter((k) => results.some((r) => r.kind === k)).map((kind) => (
          <Box key={kind} role="group" aria-label={GROUPS[kind]}>
            <Text fontSize="xs" fontWeight="semibold" color="fg.muted" textTransform="uppercase" mb="1">
              {GROUPS[kind]}
            </Text>
            {results.map((r, i) =>
              r.kind === kind ? (
                <Box
                  key={`${r.kind}-${r.id}`}
                  id={`quick-${i}`}
                  role="option"
                  aria-selected={i === active}
                  px="3"
                  py="2"
                  borderRadius="md"
                  cursor="pointer"
                  bg={i === active ? 'blue.subtle' : undefined}
                  onClick={() => send({ type: 'search.choose', index: i })}
                >
                  <Text fontSize="sm" fontWeight="medium">
                    {r.title}
                  </Text>
                  {r.subtitle && (
                    <Text fontSize="xs" color="fg.muted">
                      {r.subtitle}
                    </Text>
                  )}
                </Box>
              ) : null,
            )}
          </Box>
        ))}
      </Stack>
    );

  const dialogs = (
    <>
      <Dialog.Root
        open={state.matches('open')}
        onOpenChange={(e) => !e.open && send({ type: 'search.close' })}
        placement="top"
        size={SEARCH_SIZE.size}
      >
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content aria-label="Quick search" {...SEARCH_SIZE.content} my={{ base: 0, md: '16' }}>
              <Dialog.Header gap="2" alignItems="center">
                <Input
                  autoFocus
                  placeholder="Search frames, messages, users, labels…"
                  aria-label="Search"
                  value={query}
                  onChange={(e) => send({ type: 'search.type', query: e.target.value })}
                  onKeyDown={onInputKey}
                  aria-controls="quick-results"
                  aria-activedescendant={state.matches({ open: 'results' }) ? `quick-${active}` : undefined}
                />
                {/* A phone has no Esc key and the dialog fills its screen (no backdrop to tap): a way out. */}
                <Dialog.CloseTrigger asChild position="static" hideFrom="md">
                  <Button variant="ghost">Close</Button>
                </Dialog.CloseTrigger>
              </Dialog.Header>
              <Dialog.Body pb="4">{body}</Dialog.Body>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
      <Dialog.Root
        open={state.matches('shortcuts')}
        onOpenChange={(e) => !e.open && send({ type: 'shortcuts.close' })}
      >
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner px="4">
            <Dialog.Content>
              <Dialog.Header alignItems="center" justifyContent="space-between" pe="4">
                <Dialog.Title>Keyboard shortcuts</Dialog.Title>
                {/* In the header's row beside the title, not Chakra's corner spot over the header. */}
                <Dialog.CloseTrigger asChild position="static">
                  <Button size="sm" variant="ghost" aria-label="Close">
                    ✕
                  </Button>
                </Dialog.CloseTrigger>
              </Dialog.Header>
              <Dialog.Body pb="4">
                <Stack as="dl" gap="2">
                  {SHORTCUTS.map(([keys, what]) => (
                    <Flex key={what} justify="space-between" gap="4">
                      <Text as="dt" whiteSpace="nowrap">
                        {keys.map((k) => (
                          <Kbd key={k} mr="1">
                            {k}
                          </Kbd>
                        ))}
                      </Text>
                      <Text as="dd" fontSize="sm">
                        {what}
                      </Text>
                    </Flex>
                  ))}
                </Stack>
              </Dialog.Body>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </>
  );
  return { dialogs, open: () => send({ type: 'search.open' }) };
}
