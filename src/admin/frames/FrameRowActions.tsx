import { Menu } from '@chakra-ui/react';
import { useNavigate } from 'react-router-dom';
import { frameDetailsUrl, frameEditUrl, frameUploadUrl } from '../paths';
import { ActionsMenu, DangerItem } from '../ui/ActionsMenu';
import type { AdminFrame } from './FrameBits';

/** A row's actions (docs/product.md §10.6: a per-row menu): View Details, Edit Frame, Upload Image, the stock status, Duplicate, Delete Frame. */
export function FrameRowActions({
  frame,
  onDelete,
  onStatus,
  statusWaits,
  onDuplicate,
}: {
  frame: Pick<AdminFrame, 'id' | 'name' | 'inStock'>;
  onDelete: () => void;
  onStatus?: () => void;
  /** The status change waits (its list is being read again: the row may show an earlier version). */
  statusWaits?: boolean;
  onDuplicate?: () => void;
}) {
  const navigate = useNavigate();
  const select = (value: string) => {
    if (value === 'view') navigate(frameDetailsUrl(frame.id));
    else if (value === 'edit') navigate(frameEditUrl(frame.id));
    else if (value === 'upload') navigate(frameUploadUrl(frame.id));
    else if (value === 'status') onStatus?.();
    else if (value === 'duplicate') onDuplicate?.();
    else if (value === 'delete') onDelete();
  };
  return (
    <ActionsMenu label={`Actions for ${frame.name}`} onSelect={select}>
      <Menu.Item value="view">View Details</Menu.Item>
      <Menu.Item value="edit">Edit Frame</Menu.Item>
      <Menu.Item value="upload">Upload Image</Menu.Item>
      {onStatus && (
        <Menu.Item value="status" disabled={statusWaits}>
          {frame.inStock ? 'Mark Out of Stock' : 'Mark In Stock'}
        </Menu.Item>
      )}
      {onDuplicate && <Menu.Item value="duplicate">Duplicate</Menu.Item>}
      <DangerItem value="delete">Delete Frame</DangerItem>
    </ActionsMenu>
  );
}
