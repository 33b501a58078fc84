import { Alert, Badge, Button, Card, Flex, Progress, Stack, Text } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import { FORM_TEXTS } from '../../../machines/frameForm.machine';
import { OfflineNotice } from '../ui/OfflineNotice';

interface Props {
  mode: 'create' | 'edit';
  /** The form's state: what the buttons and the progress show. */
  phase: 'editing' | 'saving' | 'uploading' | 'uploadFailed' | 'offline' | 'uploadOffline' | 'conflict';
  canSubmit: boolean;
  /** Saving or uploading (the machine's tag `saving`): Save spins. */
  saving: boolean;
  /** Saving, uploading or in a conflict (the machine's tag `locked`): the form cannot be changed or saved. */
  locked: boolean;
  progress: number;
  uploading: number;
  failure: string | null;
  cancelTo: string;
  frameTo: string | null;
  onRetryUpload: () => void;
  /** The frame is published (false: a draft). */
  published: boolean;
  /** "Save draft" (false) or "Publish" (true). */
  onSave: (published: boolean) => void;
  /** Saves again (the save found no connection). */
  onRetry: () => void;
}

/**
 * Save draft and Publish, the upload's progress bar, a failed upload's or a save's retry. Create Frame /
 * Update Frame and Cancel are in the SaveBar below it.
 */
export function ActionsCard(p: Omit<Props, 'cancelTo'>) {
  // In `conflict` the choice is the conflict card's (Reload or Overwrite): saving waits for it.
  const busy = p.locked;
  return (
    <Card.Root>
      <Card.Header>
        <Flex justify="space-between" align="center" gap="2" wrap="wrap">
          <Card.Title as="h2">Actions</Card.Title>
          {p.mode === 'edit' && (
            <Badge colorPalette={p.published ? 'green' : 'gray'} data-testid="publication">
              {p.published ? 'Published' : 'Draft'}
            </Badge>
          )}
        </Flex>
      </Card.Header>
      <Card.Body>
        <Stack gap="4">
          {p.phase === 'uploading' && (
            <Progress.Root value={p.progress} max={100} colorPalette="blue" data-testid="upload-progress">
              <Flex justify="space-between" mb="1">
                <Progress.Label>
                  Uploading {p.uploading} image{p.uploading === 1 ? '' : 's'}...
                </Progress.Label>
                <Progress.ValueText>{p.progress}%</Progress.ValueText>
              </Flex>
              <Progress.Track>
                <Progress.Range />
              </Progress.Track>
            </Progress.Root>
          )}
          {p.phase === 'offline' && <OfflineNotice message={p.failure ?? ''} onRetry={p.onRetry} />}
          {p.phase === 'uploadOffline' && (
            <OfflineNotice message={p.failure ?? ''} onRetry={p.onRetryUpload} retryLabel="Retry upload" />
          )}
          {p.phase === 'uploadFailed' && (
            <Alert.Root status="warning" data-testid="upload-failed">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Description>{FORM_TEXTS.uploadFailed(p.failure ?? 'Upload failed')}</Alert.Description>
                <Flex gap="2" mt="2" wrap="wrap">
                  <Button size="sm" colorPalette="orange" onClick={p.onRetryUpload}>
                    Retry upload
                  </Button>
                  {p.frameTo && (
                    <Button size="sm" variant="outline" asChild>
                      <Link to={p.frameTo}>Go to the frame</Link>
                    </Button>
                  )}
                </Flex>
              </Alert.Content>
            </Alert.Root>
          )}
          <Flex gap="3" direction={{ base: 'column', sm: 'row' }}>
            <Button
              variant="outline"
              disabled={busy || !p.canSubmit}
              flex={{ sm: '1' }}
              onClick={() => p.onSave(false)}
            >
              Save draft
            </Button>
            <Button
              variant="outline"
              colorPalette="green"
              disabled={busy || !p.canSubmit}
              flex={{ sm: '1' }}
              onClick={() => p.onSave(true)}
            >
              Publish
            </Button>
          </Flex>
          <Text fontSize="xs" color="fg.muted">
            A draft is seen by staff only; Publish puts it in the shop. Create Frame / Update Frame keeps it
            as it is (a new frame is published). The frame is saved first, then the new images are uploaded.
          </Text>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

/**
 * Create Frame / Update Frame (the frame stays what it is; a new one is published) and Cancel, in a bar that
 * sticks to the bottom of the screen while the form is scrolled: on a phone the long form keeps its save
 * button in reach. It is the last thing in the form's column, so it rests under the Actions card at the end.
 */
export function SaveBar(p: Pick<Props, 'mode' | 'phase' | 'canSubmit' | 'saving' | 'locked' | 'cancelTo'>) {
  const busy = p.saving;
  const locked = p.locked;
  return (
    <Flex
      data-testid="save-bar"
      position="sticky"
      bottom="0"
      zIndex="docked"
      gap="3"
      p="3"
      pb="max(0.75rem, env(safe-area-inset-bottom))"
      mx={{ base: '-4', md: '0' }}
      bg="bg"
      borderTopWidth="1px"
      borderRadius={{ md: 'md' }}
      boxShadow="0 -4px 12px rgba(0, 0, 0, 0.08)"
    >
      <Button
        type="submit"
        colorPalette="blue"
        loading={busy}
        loadingText={p.phase === 'uploading' ? 'Uploading images...' : 'Saving...'}
        disabled={locked || !p.canSubmit}
        flex="1"
      >
        {p.mode === 'create' ? 'Create Frame' : 'Update Frame'}
      </Button>
      <Button variant="outline" asChild disabled={busy} flex="1">
        <Link
          to={p.cancelTo}
          aria-disabled={busy || undefined}
          onClick={(e) => {
            if (busy) e.preventDefault();
          }}
        >
          Cancel
        </Link>
      </Button>
    </Flex>
  );
}
