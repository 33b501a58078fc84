/**
 * Add New Frame (/admin/frames/new) and its edit (/admin/frames/:id/edit): the cards Basic Information,
 * Frame Images, Pricing and Labels, Actions, and a Preview that is the storefront's own card. The flow is
 * machines/frameForm.machine.ts (its image list is machines/imageList.machine.ts); this view renders
 * their states and sends events. After a save it opens the frame's details page.
 */
import { Box, chakra, Grid, Stack } from '@chakra-ui/react';
import { useMachine, useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef } from 'react';
import { Link, Navigate, useLocation, useParams } from 'react-router-dom';
import { inspect } from '../devInspect';
import { useLeaveGuard } from '../leaveGuard';
import { adminPaths, frameDetailsUrl } from '../paths';
import { AdminPage } from '../ui/AdminPage';
import { ConflictCard } from '../ui/ConflictCard';
import { LoadingState } from '../ui/states';
import { useShopClient } from '../useShopClient';
import { ActionsCard, SaveBar } from './ActionsCard';
import { BasicInfoCard } from './BasicInfoCard';
import { frameFormMachineFor } from './frameForm.actors';
import { ImagesCard } from './ImagesCard';
import { PreviewCard } from './PreviewCard';
import { PricingCard } from './PricingCard';
import type { ImageListRef } from './types';
import { useObjectUrls } from './useObjectUrls';

const idOf = (param: string | undefined) => {
  if (param === undefined) return null;
  const n = Number(param);
  return Number.isInteger(n) && n > 0 ? n : 0; // 0: no such frame (the load fails, back to the list)
};

export default function FrameFormPage() {
  const { id } = useParams();
  return <FrameForm key={id ?? 'new'} frameId={idOf(id)} />;
}

function FrameForm({ frameId }: { frameId: number | null }) {
  const client = useShopClient();
  const machine = useMemo(() => frameFormMachineFor(client), [client]);
  const [state, send] = useMachine(machine, { input: { frameId }, inspect });
  const images = state.children.images as ImageListRef | undefined;
  const title = frameId == null ? 'Add New Frame' : 'Edit Frame';
  useLeaveGuard(state.hasTag('unsaved'));

  if (state.matches('loadFailed')) return <Navigate to={adminPaths.frames} replace />;
  if (state.matches('done') && state.context.frameId != null)
    return <Navigate to={frameDetailsUrl(state.context.frameId)} />;
  if (state.matches('loading') || !images)
    return (
      <AdminPage title={title}>
        <LoadingState text="Loading frame data..." />
      </AdminPage>
    );
  return <FormScreen title={title} state={state} send={send} images={images} />;
}

type FormState = ReturnType<typeof useMachine<ReturnType<typeof frameFormMachineFor>>>[0];
type FormSend = ReturnType<typeof useMachine<ReturnType<typeof frameFormMachineFor>>>[1];

function FormScreen({
  title,
  state,
  send,
  images,
}: {
  title: string;
  state: FormState;
  send: FormSend;
  images: ImageListRef;
}) {
  const { context } = state;
  const saved = useSelector(images, (s) => s.context.saved);
  const queued = useSelector(images, (s) => s.context.queued);
  const alts = useSelector(images, (s) => s.context.alts);
  const urls = useObjectUrls(queued);

  // The list's 'Upload Image' action opens this screen at #images: scroll to the card and focus it.
  const location = useLocation();
  const imagesCard = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (location.hash !== '#images') return;
    const card = imagesCard.current;
    card?.scrollIntoView({ block: 'start' });
    card?.focus({ preventScroll: true });
  }, [location.hash]);

  const phase =
    (['saving', 'uploading', 'uploadFailed', 'offline', 'uploadOffline', 'conflict'] as const).find((s) =>
      state.matches(s),
    ) ?? 'editing';
  // While saving, uploading, or choosing between someone else's save and mine, the form is locked.
  const saving = state.hasTag('saving');
  const locked = state.hasTag('locked');
  const mode = context.frameId == null ? 'create' : 'edit';
  const frameTo = context.frameId == null ? null : frameDetailsUrl(context.frameId);

  return (
    <AdminPage
      title={title}
      subtitle={
        context.mode === 'create'
          ? 'Add a frame to the collection: its details, pictures, price and labels.'
          : 'Change this frame’s details, pictures, price and labels.'
      }
      actions={
        <Box asChild fontSize="sm" color="blue.700" textDecoration="underline">
          <Link to={adminPaths.frames}>Back to Frame Management</Link>
        </Box>
      }
    >
      <chakra.form
        noValidate
        aria-label={title}
        onSubmit={(e) => {
          e.preventDefault();
          send({ type: 'frame.submit' });
        }}
      >
        <Grid
          templateColumns={{ base: '1fr', lg: 'minmax(0, 2fr) minmax(280px, 1fr)' }}
          gap="6"
          alignItems="start"
        >
          <Stack gap="6" minW="0">
            {phase === 'conflict' && (
              <ConflictCard
                what="frame"
                checking={state.matches({ conflict: 'checking' })}
                message={context.failure ?? ''}
                changes={context.changes}
                onReload={() => send({ type: 'frame.reload' })}
                onOverwrite={() => send({ type: 'frame.overwrite' })}
              />
            )}
            <chakra.fieldset disabled={locked} minW="0" display="flex" flexDirection="column" gap="6">
              <BasicInfoCard
                values={context.values}
                errors={context.errors}
                onChange={(field, value) => send({ type: 'frame.change', field, value })}
              />
              <ImagesCard
                images={images}
                urls={urls}
                cardRef={imagesCard}
                frameName={context.values.name.trim()}
              />
              <PricingCard
                values={context.values}
                errors={context.errors}
                labelOptions={context.labelOptions}
                onChange={(field, value) => send({ type: 'frame.change', field, value })}
                onLabels={(labels) => send({ type: 'frame.labels', labels })}
              />
            </chakra.fieldset>
            <ActionsCard
              mode={mode}
              phase={phase}
              canSubmit={context.imagesSettled}
              saving={saving}
              locked={locked}
              progress={context.progress}
              uploading={context.uploading}
              failure={context.failure}
              frameTo={frameTo}
              onRetryUpload={() => send({ type: 'frame.retryUpload' })}
              published={context.published}
              onSave={(published) => send({ type: 'frame.submit', published })}
              onRetry={() => send({ type: 'frame.submit' })}
            />
            <SaveBar
              mode={mode}
              phase={phase}
              canSubmit={context.imagesSettled}
              saving={saving}
              locked={locked}
              cancelTo={context.mode === 'edit' && frameTo ? frameTo : adminPaths.frames}
            />
          </Stack>
          <Box position={{ lg: 'sticky' }} top={{ lg: '4' }} minW="0">
            <PreviewCard
              frameId={context.frameId}
              values={context.values}
              labelOptions={context.labelOptions}
              rating={context.rating}
              saved={saved}
              queued={queued}
              alts={alts}
              urls={urls}
            />
          </Box>
        </Grid>
      </chakra.form>
    </AdminPage>
  );
}
