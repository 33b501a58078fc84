import { Box, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { CONNECTION_TEXTS } from '../../../machines/connection';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { formatDateTime } from '../ui/dates';
import { type MessageList, type ShownMessage, useMessage } from './useMessage';

export interface DeleteTarget extends ShownMessage {
  name: string;
  subject: string;
  createdAt: string;
}

/**
 * The delete confirmation (docs/product.md §2: from, subject, date) of the message whose machine is
 * `confirming`, `deleting` or `deleteOffline` (the connection message and 'Try again'); `onSettled` tells the screen it closed, and whether the message is gone.
 */
export function DeleteMessageDialog({
  target,
  list,
  onSettled,
}: {
  target: DeleteTarget;
  list: MessageList;
  onSettled: (deleted: boolean) => void;
}) {
  const { actor, view } = useMessage(list, target);
  const open = view.confirming || view.deleting || view.deleteOffline;
  useEffect(() => {
    if (!open) onSettled(view.deleted);
  }, [open, view.deleted, onSettled]);
  return (
    <ConfirmDialog
      open={open}
      title="Delete Message"
      confirmLabel={view.deleteOffline ? 'Try again' : 'Delete'}
      destructive
      busy={view.deleting}
      onConfirm={() => actor?.send({ type: 'message.confirm' })}
      onCancel={() => actor?.send({ type: 'message.cancel' })}
    >
      <Text>Are you sure you want to delete this message? This action cannot be undone.</Text>
      <Box
        as="dl"
        mt="3"
        p="3"
        bg="bg.muted"
        borderRadius="md"
        display="grid"
        gridTemplateColumns="auto 1fr"
        columnGap="3"
        rowGap="1"
        fontSize="sm"
        data-testid="delete-summary"
      >
        <Text as="dt" fontWeight="medium">
          From
        </Text>
        <Text as="dd" wordBreak="break-word">
          {target.name}
        </Text>
        <Text as="dt" fontWeight="medium">
          Subject
        </Text>
        <Text as="dd" wordBreak="break-word">
          {target.subject}
        </Text>
        <Text as="dt" fontWeight="medium">
          Date
        </Text>
        <Text as="dd">{formatDateTime(target.createdAt)}</Text>
      </Box>
      {view.deleteOffline && (
        <Text mt="2" color="fg.error" role="alert" data-testid="offline">
          {CONNECTION_TEXTS.lost}
        </Text>
      )}
    </ConfirmDialog>
  );
}
