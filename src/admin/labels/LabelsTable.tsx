import { Box, Flex, Stack, Table, Text } from '@chakra-ui/react';
import { formatDate } from '../ui/dates';
import type { AdminLabel } from './documents';
import { ColorValue, LabelPreview, usageText } from './LabelBits';
import { type LabelActions, LabelRowActions } from './LabelRowActions';

/** The list on large screens: Label (name, id), Color, Usage, Preview, Created, Actions (docs/product.md §2). */
export function LabelsTable({ labels, ...actions }: { labels: readonly AdminLabel[] } & LabelActions) {
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="lg" data-testid="labels-table">
      <Table.Root size="sm">
        <Table.Header>
          <Table.Row bg="bg.subtle">
            <Table.ColumnHeader>Label</Table.ColumnHeader>
            <Table.ColumnHeader>Color</Table.ColumnHeader>
            <Table.ColumnHeader>Usage</Table.ColumnHeader>
            <Table.ColumnHeader>Preview</Table.ColumnHeader>
            <Table.ColumnHeader>Created</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Actions</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {labels.map((label) => (
            <Table.Row key={label.id} data-testid="label-row" data-label-id={label.id}>
              <Table.Cell>
                <Text fontWeight="medium" data-testid="label-name">
                  {label.name}
                </Text>
                <Text fontSize="xs" color="fg.muted">
                  ID: {label.id}
                </Text>
              </Table.Cell>
              <Table.Cell>
                <ColorValue color={label.color} />
              </Table.Cell>
              <Table.Cell whiteSpace="nowrap" data-testid="label-usage">
                {usageText(label.usageCount ?? 0)}
              </Table.Cell>
              <Table.Cell maxW="48">
                <LabelPreview name={label.name} color={label.color} />
              </Table.Cell>
              <Table.Cell whiteSpace="nowrap">
                {label.createdAt ? formatDate(label.createdAt) : '—'}
              </Table.Cell>
              <Table.Cell textAlign="end">
                <LabelRowActions label={label} {...actions} />
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

/** The list on small screens: one card per label. */
export function LabelCards({ labels, ...actions }: { labels: readonly AdminLabel[] } & LabelActions) {
  return (
    <Stack gap="3" as="ul" listStyleType="none" data-testid="label-cards">
      {labels.map((label) => (
        <Box
          as="li"
          key={label.id}
          borderWidth="1px"
          borderRadius="lg"
          p="3"
          bg="bg"
          data-testid="label-card"
          data-label-id={label.id}
        >
          <Text fontWeight="semibold" wordBreak="break-word" data-testid="label-name">
            {label.name}
          </Text>
          <Text fontSize="xs" color="fg.muted">
            ID: {label.id}
            {label.createdAt ? ` · Created ${formatDate(label.createdAt)}` : ''}
          </Text>
          <Box mt="2">
            <LabelPreview name={label.name} color={label.color} />
          </Box>
          <Flex mt="2" justify="space-between" align="center" gap="2" wrap="wrap">
            <ColorValue color={label.color} />
            <Text fontSize="sm" color="fg.muted" data-testid="label-usage">
              {usageText(label.usageCount ?? 0)}
            </Text>
          </Flex>
          <Box mt="3">
            <LabelRowActions label={label} {...actions} />
          </Box>
        </Box>
      ))}
    </Stack>
  );
}
