import { Box, Flex, Link, Table, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { relativeTime } from '../../ui/format';
import { frameDetailsUrl } from '../paths';
import { formatDate } from '../ui/dates';
import { FrameThumb, mainImageOf } from '../ui/FrameThumb';
import { type AdminFrame, LabelList, Pricing, StatusBadge } from './FrameBits';
import { FrameRowActions } from './FrameRowActions';

export interface FrameListActions {
  onDelete: (frame: AdminFrame) => void;
  onStatus: (frame: AdminFrame) => void;
  onDuplicate: (frame: AdminFrame) => void;
  /** The bulk selection: the selected ids, a row's checkbox, the header's "all on this page". */
  selection: FrameSelection;
  /** The list is being read again (src/admin/ui/useAdminList.tsx): the status change, which sends the version, waits. */
  refreshing?: boolean;
}

export interface FrameSelection {
  selected: number[];
  onToggle: (id: number) => void;
  onPage: (all: boolean) => void;
}

/** A row's (or card's) selection checkbox. */
export function SelectBox({ frame, selection }: { frame: AdminFrame; selection: FrameSelection }) {
  return (
    <input
      type="checkbox"
      className="bulk-select"
      style={{ width: 18, height: 18, flexShrink: 0 }}
      aria-label={`Select ${frame.name}`}
      checked={selection.selected.includes(frame.id)}
      onChange={() => selection.onToggle(frame.id)}
    />
  );
}

/** The list on large screens: Frame, Category, Pricing, Status, Labels, Created, Actions (docs/product.md §2). */
export function FramesTable({
  frames,
  onDelete,
  onStatus,
  onDuplicate,
  selection,
  refreshing,
}: { frames: AdminFrame[] } & FrameListActions) {
  const all = frames.length > 0 && frames.every((f) => selection.selected.includes(f.id));
  const some = !all && frames.some((f) => selection.selected.includes(f.id));
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="lg" data-testid="frames-table">
      <Table.Root size="sm" interactive>
        <Table.Header>
          <Table.Row bg="bg.subtle">
            <Table.ColumnHeader>
              {/* The select-all box sits in the Frame column: the columns stay the seven the list names. */}
              <Flex align="center" gap="3">
                <input
                  type="checkbox"
                  style={{ width: 18, height: 18, flexShrink: 0 }}
                  aria-label="Select all on this page"
                  checked={all}
                  ref={(el) => {
                    if (el) el.indeterminate = some;
                  }}
                  onChange={() => selection.onPage(!all)}
                />
                Frame
              </Flex>
            </Table.ColumnHeader>
            <Table.ColumnHeader>Category</Table.ColumnHeader>
            <Table.ColumnHeader>Pricing</Table.ColumnHeader>
            <Table.ColumnHeader>Status</Table.ColumnHeader>
            <Table.ColumnHeader>Labels</Table.ColumnHeader>
            <Table.ColumnHeader>Created</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Actions</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {frames.map((frame) => (
            <Table.Row key={frame.id} data-testid="frame-row" data-frame-id={frame.id}>
              <Table.Cell>
                <Flex align="center" gap="3" minW="52">
                  <SelectBox frame={frame} selection={selection} />
                  <FrameThumb src={mainImageOf(frame)} name={frame.name} size="12" />
                  <Box minW="0">
                    <Link asChild fontWeight="medium" color="fg">
                      <RouterLink to={frameDetailsUrl(frame.id)}>{frame.name}</RouterLink>
                    </Link>
                    {frame.dimensions && (
                      <Text fontSize="xs" color="fg.muted">
                        {frame.dimensions}
                      </Text>
                    )}
                  </Box>
                </Flex>
              </Table.Cell>
              <Table.Cell>{frame.category || <Text color="fg.muted">—</Text>}</Table.Cell>
              <Table.Cell>
                <Pricing frame={frame} />
              </Table.Cell>
              <Table.Cell>
                <StatusBadge inStock={frame.inStock} published={frame.published} />
              </Table.Cell>
              <Table.Cell maxW="56">
                <LabelList labels={frame.labels} />
              </Table.Cell>
              <Table.Cell whiteSpace="nowrap">
                <Text>{formatDate(frame.createdAt)}</Text>
                <Text fontSize="xs" color="fg.muted">
                  {relativeTime(frame.createdAt)}
                </Text>
              </Table.Cell>
              <Table.Cell textAlign="end">
                <FrameRowActions
                  frame={frame}
                  onDelete={() => onDelete(frame)}
                  onStatus={() => onStatus(frame)}
                  statusWaits={refreshing}
                  onDuplicate={() => onDuplicate(frame)}
                />
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
