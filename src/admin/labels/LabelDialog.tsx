import { Alert, Box, Button, Dialog, Field, Flex, Input, Portal, Text } from '@chakra-ui/react';
import type { SnapshotFrom } from 'xstate';
import { CONNECTION_TEXTS } from '../../../machines/connection';
import type { LabelDialogEvent, labelDialogMachine } from '../../../machines/labelDialog.machine';
import { LABEL_NAME_MAX } from '../../../machines/labelRules';
import { useLeaveGuard } from '../leaveGuard';
import { ConflictCard } from '../ui/ConflictCard';
import { OfflineNotice } from '../ui/OfflineNotice';
import { ColorField } from './ColorField';
import { LabelPreview } from './LabelBits';

type Snapshot = SnapshotFrom<typeof labelDialogMachine>;

/**
 * 'Create New Label' (also for Duplicate Label) and 'Edit Label': the machine's state drawn. The form
 * turns off the browser's checks (docs/product.md §10.3): the machine's own show the spec's text. While saving,
 * the submit button spins and cannot be pressed again, and Cancel is inert. A save that found no connection
 * keeps the dialog open with the connection message and Retry; typed work not saved guards the screen.
 * A save refused because someone else saved the label (`conflict`) locks the fields and shows what changed
 * with Reload and Overwrite.
 */
export function LabelDialog({ state, send }: { state: Snapshot; send: (event: LabelDialogEvent) => void }) {
  const { mode, name, color, errors, error } = state.context;
  const open = state.hasTag('dialogOpen');
  const saving = state.matches('saving');
  const conflict = state.matches('conflict');
  // Saving, or choosing between someone else's save and mine: the fields cannot change.
  const locked = state.hasTag('locked');
  const editing = mode === 'edit';
  const title = editing ? 'Edit Label' : 'Create New Label';
  const cancel = () => {
    if (!saving) send({ type: 'label.cancel' });
  };
  useLeaveGuard(state.hasTag('unsaved'));

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => {
        if (!e.open) cancel();
      }}
      closeOnInteractOutside={!saving}
      placement="center"
      initialFocusEl={() => document.getElementById('label-name')}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="3">
          <Dialog.Content data-testid="label-dialog">
            <form
              noValidate
              onSubmit={(e) => {
                e.preventDefault();
                send({ type: 'label.submit' });
              }}
            >
              <Dialog.Header>
                <Dialog.Title>{title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Flex direction="column" gap="4">
                  {conflict && (
                    <ConflictCard
                      what="label"
                      checking={state.matches({ conflict: 'checking' })}
                      message={error ?? ''}
                      changes={state.context.changes}
                      onReload={() => send({ type: 'label.reload' })}
                      onOverwrite={() => send({ type: 'label.overwrite' })}
                    />
                  )}
                  <Field.Root invalid={Boolean(errors.name)} disabled={locked}>
                    <Field.Label htmlFor="label-name">Label name</Field.Label>
                    <Input
                      id="label-name"
                      value={name}
                      maxLength={LABEL_NAME_MAX}
                      autoComplete="off"
                      placeholder="e.g. New Arrival"
                      onChange={(e) => send({ type: 'label.change', name: e.target.value })}
                    />
                    {errors.name && <Field.ErrorText>{errors.name}</Field.ErrorText>}
                  </Field.Root>
                  <ColorField
                    color={color}
                    error={errors.color}
                    disabled={locked}
                    onChange={(c) => send({ type: 'label.change', color: c })}
                  />
                  <Box>
                    <Text fontSize="sm" fontWeight="medium" mb="1">
                      Preview
                    </Text>
                    <LabelPreview name={name.trim() || 'Label name'} color={color} />
                  </Box>
                  {error && !conflict && (
                    <Alert.Root status="error" data-testid="label-dialog-error">
                      <Alert.Indicator />
                      <Alert.Title>{error}</Alert.Title>
                    </Alert.Root>
                  )}
                  {state.matches('offline') && (
                    <OfflineNotice
                      message={CONNECTION_TEXTS.lost}
                      onRetry={() => send({ type: 'label.submit' })}
                    />
                  )}
                </Flex>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={cancel} disabled={saving}>
                  Cancel
                </Button>
                <Button
                  type="submit"
                  colorPalette="blue"
                  loading={saving}
                  loadingText={editing ? 'Updating...' : 'Creating...'}
                  disabled={locked}
                >
                  {editing ? 'Update Label' : 'Create Label'}
                </Button>
              </Dialog.Footer>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
