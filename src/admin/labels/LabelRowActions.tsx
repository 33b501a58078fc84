import { Button, Flex, Portal, Tooltip } from '@chakra-ui/react';
import type { AdminLabel } from './documents';
import { usageText } from './LabelBits';

export interface LabelActions {
  onEdit: (label: AdminLabel) => void;
  onDuplicate: (label: AdminLabel) => void;
  onDelete: (label: AdminLabel) => void;
}

/** Why a label in use cannot be deleted (docs/product.md §10.1: the disabled Delete's tooltip). */
export const inUseReason = (n: number) =>
  `Used by ${usageText(n)}: remove it from every frame before deleting it.`;

/**
 * A label's actions as visible buttons (docs/product.md §10.6): Edit Label, Duplicate Label, Delete Label.
 * Delete is disabled while frames use the label (docs/product.md §4); it stays focusable (aria-disabled) so
 * its tooltip can say why by keyboard too.
 */
export function LabelRowActions({
  label,
  onEdit,
  onDuplicate,
  onDelete,
}: { label: AdminLabel } & LabelActions) {
  const usage = label.usageCount ?? 0;
  const inUse = usage > 0;
  return (
    <Flex gap="1.5" justify="flex-end" wrap={{ base: 'wrap', md: 'nowrap' }}>
      <Button
        size="xs"
        variant="outline"
        aria-label={`Edit Label ${label.name}`}
        onClick={() => onEdit(label)}
      >
        Edit
      </Button>
      <Button
        size="xs"
        variant="outline"
        aria-label={`Duplicate Label ${label.name}`}
        onClick={() => onDuplicate(label)}
      >
        Duplicate
      </Button>
      {inUse ? (
        <Tooltip.Root openDelay={700} closeDelay={300} positioning={{ placement: 'top-end' }}>
          <Tooltip.Trigger asChild>
            <Button
              size="xs"
              variant="outline"
              colorPalette="red"
              aria-label={`Delete Label ${label.name}`}
              aria-disabled="true"
              data-testid="delete-label-disabled"
              onClick={(e) => e.preventDefault()}
            >
              Delete
            </Button>
          </Tooltip.Trigger>
          <Portal>
            <Tooltip.Positioner>
              <Tooltip.Content maxW="64" data-testid="delete-label-tooltip">
                {inUseReason(usage)}
              </Tooltip.Content>
            </Tooltip.Positioner>
          </Portal>
        </Tooltip.Root>
      ) : (
        <Button
          size="xs"
          variant="outline"
          colorPalette="red"
          aria-label={`Delete Label ${label.name}`}
          onClick={() => onDelete(label)}
        >
          Delete
        </Button>
      )}
    </Flex>
  );
}
