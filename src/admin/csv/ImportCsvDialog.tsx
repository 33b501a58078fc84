/**
 * The frames CSV import dialog (machines/csvImport.machine.ts): choose a file, see the server's preview
 * (each row's change, or every error by row and column), then "Import N changes"; the toast offers Undo
 * for 10 s through the back office's one undo actor (the import's change set: POST /frames/changes/{id}/undo).
 */
import { Box, Button, Dialog, Portal, Stack, Table, Text } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import {
  csvImportMachine,
  type ImportPreview,
  type ImportResult,
  importedText,
} from '../../../machines/csvImport.machine';
import type { ShopClient } from '../../api/client';
import { ImportFramesMutation, PreviewFrameImportMutation } from '../../api/documents/frameChanges';
import { notify } from '../../ui/toast';
import { adminActions, awaitOnline } from '../edge';
import { phoneFullDialog } from '../ui/phoneFullDialog';
import { undoActorFor } from '../ui/undo';
import { useShopClient } from '../useShopClient';

const SIZE = phoneFullDialog('xl');

const failed = (error: { networkError?: Error; message: string }) =>
  error.networkError ?? new Error(error.message.replace(/^\[\w+\] /, ''));

function machineFor(client: ShopClient) {
  return csvImportMachine.provide({
    actions: {
      ...adminActions,
      // The toast offers Undo through the back office's one undo actor (as a bulk change's does).
      imported: (_, result: ImportResult) => {
        if (!result.changeSetId) {
          notify({ type: 'success', title: 'Success', description: importedText(result) });
          return;
        }
        undoActorFor(client).send({
          type: 'undo.offer',
          subject: {
            ids: [],
            changeSetId: result.changeSetId,
            title: 'Imported',
            description: importedText(result),
            doneText: 'Import undone.',
          },
        });
      },
    },
    actors: {
      readFile: fromPromise<string, Blob>(({ input }) => input.text()),
      preview: fromPromise<ImportPreview, string>(async ({ input }) => {
        const r = await client.mutation(PreviewFrameImportMutation, { csv: input }).toPromise();
        if (r.error || !r.data) throw failed(r.error ?? { message: 'The file could not be previewed.' });
        return r.data.previewFrameImport as ImportPreview;
      }),
      importFile: fromPromise<ImportResult, { csv: string; token: string }>(async ({ input }) => {
        const r = await client.mutation(ImportFramesMutation, input).toPromise();
        if (r.error || !r.data) throw failed(r.error ?? { message: 'The import failed.' });
        return r.data.importFrames as ImportResult;
      }),
      // Offline, the file is checked again once the browser is back online.
      awaitOnline,
    },
  });
}

export function ImportCsvButton() {
  const client = useShopClient();
  const machine = useMemo(() => machineFor(client), [client]);
  const [state, send] = useMachine(machine);
  const { preview, error, file } = state.context;
  const open = state.hasTag('dialogOpen');
  const busy = state.hasTag('busy');
  const changes = preview ? preview.creates + preview.updates : 0;
  return (
    <>
      <Button variant="outline" onClick={() => send({ type: 'open' })}>
        Import CSV
      </Button>
      <Dialog.Root
        open={open}
        onOpenChange={(e) => {
          if (!e.open && !busy) send({ type: 'close' });
        }}
        size={SIZE.size}
        scrollBehavior="inside"
      >
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner px={{ base: 0, md: 3 }}>
            <Dialog.Content {...SIZE.content} my={{ base: 0, md: 'auto' }}>
              <Dialog.Header>
                <Dialog.Title>Import frames from CSV</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="3">
                  <Text fontSize="sm" color="fg.muted">
                    Rows with an id update that frame; rows without one create a frame. Pictures are not
                    imported.
                  </Text>
                  <input
                    type="file"
                    accept=".csv,text/csv"
                    aria-label="CSV file"
                    disabled={busy}
                    onChange={(e) => {
                      const chosen = e.currentTarget.files?.[0];
                      if (chosen)
                        send({
                          type: 'file.chosen',
                          file: { name: chosen.name, size: chosen.size, file: chosen },
                        });
                      e.currentTarget.value = '';
                    }}
                  />
                  {file && <Text fontSize="sm">File: {file.name}</Text>}
                  {state.hasTag('checking') && <Text role="status">Checking the file…</Text>}
                  {state.hasTag('fileError') && (
                    <Text role="alert" color="red.600">
                      {error}
                    </Text>
                  )}
                  {state.matches('offline') && (
                    <Text role="alert" color="orange.600">
                      No connection: the file is kept and checked again once you are back online.
                    </Text>
                  )}
                  {preview && <PreviewTable preview={preview} />}
                </Stack>
              </Dialog.Body>
              <Dialog.Footer flexWrap="wrap">
                <Button variant="outline" onClick={() => send({ type: 'close' })} disabled={busy}>
                  Cancel
                </Button>
                {state.hasTag('tryAgain') && (
                  <Button variant="outline" onClick={() => send({ type: 'retry' })}>
                    Try again
                  </Button>
                )}
                <Button
                  colorPalette="blue"
                  onClick={() => send({ type: 'import' })}
                  disabled={!state.matches({ picking: 'ready' })}
                  loading={busy}
                  loadingText="Importing"
                >
                  {`Import ${changes} change${changes === 1 ? '' : 's'}`}
                </Button>
              </Dialog.Footer>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </>
  );
}

function PreviewTable({ preview }: { preview: ImportPreview }) {
  if (preview.errors.length)
    return (
      <Box role="alert">
        <Text fontWeight="semibold" color="red.600">
          {preview.errors.length + preview.moreErrors} error
          {preview.errors.length + preview.moreErrors === 1 ? '' : 's'}: nothing will be imported until the
          file is fixed.
        </Text>
        <Stack as="ul" gap="1" mt="2" ps="4">
          {preview.errors.map((e) => (
            <li key={`${e.row}:${e.column}:${e.message}`}>
              <Text fontSize="sm" wordBreak="break-word">
                Row {e.row}
                {e.column ? `, ${e.column}` : ''}: {e.message}
              </Text>
            </li>
          ))}
        </Stack>
        {preview.moreErrors > 0 && <Text fontSize="sm">…and {preview.moreErrors} more.</Text>}
      </Box>
    );
  const changed = preview.rows.filter((r) => r.action !== 'unchanged');
  return (
    <Box>
      <Text fontWeight="semibold">
        {preview.creates} to create, {preview.updates} to update, {preview.unchanged} with no change
        {preview.creates + preview.updates === 0 ? ' (0 changes)' : ''}.
      </Text>
      {preview.notes.map((n) => (
        <Text key={n} fontSize="sm" color="fg.muted">
          {n}
        </Text>
      ))}
      {changed.length > 0 && (
        <Table.Root size="sm" mt="2">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Row</Table.ColumnHeader>
              <Table.ColumnHeader>Frame</Table.ColumnHeader>
              <Table.ColumnHeader>Change</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {changed.map((r) => (
              <Table.Row key={r.row}>
                <Table.Cell verticalAlign="top">{r.row}</Table.Cell>
                <Table.Cell verticalAlign="top" wordBreak="break-word">
                  {r.name}
                </Table.Cell>
                <Table.Cell wordBreak="break-word">
                  {r.action === 'create'
                    ? 'create'
                    : `update: ${r.changes.map((c) => `${c.field} (${c.from} → ${c.to})`).join(', ')}`}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      )}
    </Box>
  );
}
