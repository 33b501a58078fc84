import {
  Button,
  chakra,
  Dialog,
  Field,
  Input,
  Portal,
  Stack,
  Switch,
  Text,
  Textarea,
} from '@chakra-ui/react';
import type { SnapshotFrom } from 'xstate';
import { CONNECTION_TEXTS } from '../../../machines/connection';
import type { MarqueeDialogEvent, marqueeDialogMachine } from '../../../machines/marqueeDialog.machine';
import { useLeaveGuard } from '../leaveGuard';
import { ConflictCard } from '../ui/ConflictCard';
import { OfflineNotice } from '../ui/OfflineNotice';

/**
 * Add Content / Edit Content (docs/product.md §2, §4, §5): text (required: the Create and Update buttons stay
 * disabled while it is blank), order (an integer, else 0) and Active. Everything it shows and allows comes
 * from the dialog machine's state; while saving, the button spins and nothing can be changed or closed.
 * A save that found no connection keeps the dialog open with the connection message and Retry; changes not
 * saved guard the screen (src/admin/leaveGuard.tsx). A save refused because someone else saved the item
 * (`conflict`) locks the fields and shows what changed with Reload and Overwrite.
 */
export function MarqueeDialog({
  state,
  send,
}: {
  state: SnapshotFrom<typeof marqueeDialogMachine>;
  send: (event: MarqueeDialogEvent) => void;
}) {
  const { mode, values, error } = state.context;
  const open = state.hasTag('dialogOpen');
  const saving = state.matches('saving');
  const conflict = state.matches('conflict');
  const locked = saving || conflict;
  const canSave = state.can({ type: 'dialog.save' });
  const editing = mode === 'edit';
  useLeaveGuard(state.hasTag('unsaved'));
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => {
        if (!e.open && !saving) send({ type: 'dialog.cancel' });
      }}
      closeOnInteractOutside={!saving}
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="3">
          <Dialog.Content>
            <chakra.form
              display="contents"
              noValidate
              onSubmit={(e) => {
                e.preventDefault();
                send({ type: 'dialog.save' });
              }}
            >
              <Dialog.Header>
                <Dialog.Title>{editing ? 'Edit Content' : 'Add Content'}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  {conflict && (
                    <ConflictCard
                      what="marquee item"
                      checking={state.matches({ conflict: 'checking' })}
                      message={error ?? ''}
                      changes={state.context.changes}
                      onReload={() => send({ type: 'dialog.reload' })}
                      onOverwrite={() => send({ type: 'dialog.overwrite' })}
                    />
                  )}
                  <Field.Root required disabled={locked} invalid={Boolean(error) && !conflict}>
                    <Field.Label>
                      Text <Field.RequiredIndicator />
                    </Field.Label>
                    <Textarea
                      name="text"
                      rows={3}
                      maxLength={1000}
                      value={values.text}
                      placeholder="e.g. Free delivery within Nairobi this week"
                      onChange={(e) => send({ type: 'field.text', value: e.target.value })}
                    />
                    <Field.HelperText>
                      Shown in the scrolling banner at the top of the homepage.
                    </Field.HelperText>
                  </Field.Root>
                  <Field.Root disabled={locked}>
                    <Field.Label>Order</Field.Label>
                    <Input
                      name="order"
                      inputMode="numeric"
                      value={values.order}
                      onChange={(e) => send({ type: 'field.order', value: e.target.value })}
                    />
                    <Field.HelperText>
                      Lower numbers come first; anything but a whole number counts as 0.
                    </Field.HelperText>
                  </Field.Root>
                  <Switch.Root
                    checked={values.isActive}
                    disabled={locked}
                    colorPalette="green"
                    onCheckedChange={(e) => send({ type: 'field.active', value: e.checked })}
                  >
                    <Switch.HiddenInput />
                    <Switch.Control>
                      <Switch.Thumb />
                    </Switch.Control>
                    <Switch.Label>Active (shown on the homepage)</Switch.Label>
                  </Switch.Root>
                  {error && !conflict && (
                    <Text color="fg.error" role="alert">
                      {error}
                    </Text>
                  )}
                  {state.matches('offline') && (
                    <OfflineNotice
                      message={CONNECTION_TEXTS.lost}
                      onRetry={() => send({ type: 'dialog.save' })}
                    />
                  )}
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={() => send({ type: 'dialog.cancel' })} disabled={saving}>
                  Cancel
                </Button>
                <Button type="submit" colorPalette="blue" disabled={!canSave || saving} loading={saving}>
                  {editing ? 'Update Content' : 'Create Content'}
                </Button>
              </Dialog.Footer>
            </chakra.form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
