/**
 * The frames list's bulk action bar ("N selected" and the actions) and each action's confirm dialog with its
 * inputs, drawn from the bulk machine's state (machines/bulkAction.machine.ts).
 */
import { Button, Field as ChakraField, Flex, Input, Menu, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useQuery } from 'urql';
import type { BulkActionInput, BulkContext, BulkEvent, BulkKind } from '../../../machines/bulkAction.machine';
import { CONNECTION_TEXTS } from '../../../machines/connection';
import { LabelsQuery } from '../labels/documents';
import { ActionsMenu, DangerItem } from '../ui/ActionsMenu';
import { ConfirmDialog } from '../ui/ConfirmDialog';

interface BulkState {
  matches(state: 'idle' | 'failed' | 'offline'): boolean;
  hasTag(tag: 'dialogOpen' | 'busy' | 'tryAgain'): boolean;
  context: BulkContext;
}

const ACTIONS: { kind: BulkKind; label: string; title: string }[] = [
  { kind: 'status', label: 'Set status', title: 'Set stock status' },
  { kind: 'publish', label: 'Publish', title: 'Publish frames' },
  { kind: 'unpublish', label: 'Unpublish', title: 'Unpublish frames' },
  { kind: 'category', label: 'Set category', title: 'Set category' },
  { kind: 'addLabel', label: 'Add label', title: 'Add label' },
  { kind: 'removeLabel', label: 'Remove label', title: 'Remove label' },
  { kind: 'price', label: 'Change prices', title: 'Change prices' },
  { kind: 'delete', label: 'Delete', title: 'Delete frames' },
];

const frames = (n: number) => (n === 1 ? '1 frame' : `${n} frames`);

/**
 * The bar, sticky below the top bar while the list scrolls. From 768 px (`md`) each action is a button; on a
 * phone it is one row (the count, an "Actions" menu holding them, Clear) so that it takes little of the
 * screen. The menu is a menu button: Enter or the arrow keys open it, the arrows move, Enter chooses.
 */
export function BulkBar({ state, send }: { state: BulkState; send: (e: BulkEvent) => void }) {
  if (state.matches('idle')) return null;
  const n = state.context.selected.length;
  const choose = (kind: BulkKind) => send({ type: 'action.choose', action: { type: kind } });
  return (
    <>
      <Flex
        role="toolbar"
        aria-label="Bulk actions"
        data-testid="bulk-bar"
        wrap={{ base: 'nowrap', md: 'wrap' }}
        gap="2"
        align="center"
        p={{ base: '2', md: '3' }}
        mb="3"
        borderWidth="1px"
        borderRadius="lg"
        bg="blue.subtle"
        position="sticky"
        // Below the phone's and tablet's sticky top bar (AdminLayout's header, shown below lg), not under it.
        top={{ base: 'calc(3.5rem + 1px)', lg: '0' }}
        zIndex="docked"
      >
        <Text fontWeight="semibold" mr={{ base: 'auto', md: '2' }} aria-live="polite" whiteSpace="nowrap">
          {n} selected
        </Text>
        {ACTIONS.map((a) => (
          <Button
            key={a.kind}
            hideBelow="md"
            size="sm"
            variant={a.kind === 'delete' ? 'outline' : 'surface'}
            colorPalette={a.kind === 'delete' ? 'red' : undefined}
            onClick={() => choose(a.kind)}
          >
            {a.label}
          </Button>
        ))}
        <ActionsMenu
          onSelect={(value) => choose(value as BulkKind)}
          trigger={{ hideFrom: 'md', variant: 'surface' }}
        >
          {ACTIONS.map((a) =>
            a.kind === 'delete' ? (
              <DangerItem key={a.kind} value={a.kind}>
                {a.label}
              </DangerItem>
            ) : (
              <Menu.Item key={a.kind} value={a.kind}>
                {a.label}
              </Menu.Item>
            ),
          )}
        </ActionsMenu>
        <Button
          size="sm"
          variant="ghost"
          aria-label="Clear selection"
          onClick={() => send({ type: 'select.clear' })}
        >
          <Text as="span" hideFrom="md">
            Clear
          </Text>
          <Text as="span" hideBelow="md">
            Clear selection
          </Text>
        </Button>
      </Flex>
      <BulkDialog state={state} send={send} />
    </>
  );
}

function BulkDialog({ state, send }: { state: BulkState; send: (e: BulkEvent) => void }) {
  const chosen = state.context.action;
  const kind = chosen?.type;
  const [action, setAction] = useState<BulkActionInput | null>(chosen);
  // A newly chosen action starts from its defaults.
  useEffect(() => {
    if (!kind) return;
    setAction((current) => (current?.type === kind ? current : (chosen ?? { type: kind })));
  }, [kind, chosen]);
  const [labels] = useQuery({
    query: LabelsQuery,
    variables: { limit: 100 },
    pause: !kind?.includes('Label'),
  });
  const open = state.hasTag('dialogOpen');
  const meta = ACTIONS.find((a) => a.kind === kind);
  const n = state.context.selected.length;
  const busy = state.hasTag('busy');
  const again = state.hasTag('tryAgain');
  const current: BulkActionInput = action && action.type === kind ? action : { type: kind ?? 'status' };
  const ready = ready_(current);
  return (
    <ConfirmDialog
      open={open}
      title={meta?.title ?? ''}
      confirmLabel={again ? 'Try again' : kind === 'delete' ? `Delete ${frames(n)}` : `Apply to ${frames(n)}`}
      destructive={kind === 'delete'}
      busy={busy}
      onConfirm={() => ready && send({ type: 'action.confirm', action: current })}
      onCancel={() => send({ type: 'action.cancel' })}
    >
      <Stack gap="3">
        <Text>{describe(current, n)}</Text>
        {kind === 'status' && (
          <Choice
            label="Stock status"
            value={current.status ?? ''}
            options={[
              ['IN_STOCK', 'In Stock'],
              ['OUT_OF_STOCK', 'Out of Stock'],
            ]}
            onChange={(v) => setAction({ type: 'status', status: v as 'IN_STOCK' })}
          />
        )}
        {kind === 'category' && (
          <Field label="Category (empty: none)">
            <Input
              value={current.category ?? ''}
              maxLength={60}
              onChange={(e) => setAction({ type: 'category', category: e.target.value })}
            />
          </Field>
        )}
        {(kind === 'addLabel' || kind === 'removeLabel') && (
          <Choice
            label="Label"
            value={current.labelId ? String(current.labelId) : ''}
            options={(labels.data?.labels.data ?? []).map((l) => [String(l.id), l.name])}
            onChange={(v) => setAction({ type: kind, labelId: Number(v) })}
          />
        )}
        {kind === 'price' && (
          <Flex gap="2" wrap="wrap">
            <Choice
              label="Change by"
              value={current.by ?? 'percent'}
              options={[
                ['percent', 'Percent (%)'],
                ['amount', 'Amount (KSh)'],
              ]}
              onChange={(v) => setAction({ ...current, type: 'price', by: v as 'percent' })}
            />
            <Field label={current.by === 'amount' ? 'Amount (negative lowers)' : 'Percent (negative lowers)'}>
              <Input
                type="number"
                inputMode="decimal"
                value={current.value ?? ''}
                onChange={(e) =>
                  setAction({
                    ...current,
                    type: 'price',
                    by: current.by ?? 'percent',
                    value: e.target.value === '' ? undefined : Number(e.target.value),
                  })
                }
              />
            </Field>
          </Flex>
        )}
        {state.matches('failed') && (
          <Text color="fg.error" role="alert" data-testid="bulk-error">
            {state.context.error}
          </Text>
        )}
        {state.matches('offline') && (
          <Text color="fg.error" role="alert" data-testid="offline">
            {CONNECTION_TEXTS.lost}
          </Text>
        )}
      </Stack>
    </ConfirmDialog>
  );
}

function ready_(a: BulkActionInput): boolean {
  if (a.type === 'status') return Boolean(a.status);
  if (a.type === 'addLabel' || a.type === 'removeLabel') return Boolean(a.labelId);
  if (a.type === 'price') return typeof a.value === 'number' && Number.isFinite(a.value) && a.value !== 0;
  return true;
}

function describe(a: BulkActionInput, n: number): string {
  const them = frames(n);
  switch (a.type) {
    case 'delete':
      return `Delete ${them}? They stay in the Trash for 30 days, and Undo is offered for 10 seconds.`;
    case 'publish':
      return `Publish ${them}? Shoppers see them at once.`;
    case 'unpublish':
      return `Unpublish ${them}? They become drafts, hidden from shoppers.`;
    case 'price':
      return `Change the current price of ${them}, rounded to whole shillings. Original prices are kept, so a cut shows as a discount.`;
    default:
      return `Apply to ${them}.`;
  }
}

function Choice({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string;
  options: [string, string][];
  onChange: (value: string) => void;
}) {
  return (
    <Field label={label}>
      <NativeSelect.Root>
        <NativeSelect.Field value={value} onChange={(e) => onChange(e.target.value)}>
          <option value="" disabled>
            Choose…
          </option>
          {options.map(([v, text]) => (
            <option key={v} value={v}>
              {text}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field>
  );
}

/** A labelled input (Chakra's Field ties the label to its control). */
function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <ChakraField.Root>
      <ChakraField.Label fontSize="sm">{label}</ChakraField.Label>
      {children}
    </ChakraField.Root>
  );
}
