import { Box, Flex, Stack, Text } from '@chakra-ui/react';
import { formatDate } from '../ui/dates';
import { RoleBadge, UserIdentity, UserStatusBadge } from './UserBits';
import { UserRowActions } from './UserRowActions';
import type { UserListProps } from './UsersTable';

/** The list on small screens: one card per user (a 375 px phone shows it without scrolling sideways). */
export function UserCards({ users, meId, pending, ...actions }: UserListProps) {
  return (
    <Stack gap="3" as="ul" listStyleType="none" data-testid="user-cards">
      {users.map((user) => (
        <Box
          as="li"
          key={user.id}
          borderWidth="1px"
          borderRadius="lg"
          p="3"
          bg="bg"
          minW="0"
          data-testid="user-card"
          data-user-id={user.id}
          aria-busy={pending.has(user.id) || undefined}
        >
          <UserIdentity user={user} isMe={user.id === meId} />
          <Flex mt="3" gap="2" wrap="wrap">
            <RoleBadge role={user.role} />
            <UserStatusBadge status={user.status} />
          </Flex>
          <Flex mt="3" justify="space-between" align="flex-end" gap="2" wrap="wrap">
            <Box fontSize="xs" color="fg.muted">
              <Text>Created {formatDate(user.createdAt)}</Text>
              <Text>Updated {formatDate(user.updatedAt)}</Text>
            </Box>
            <UserRowActions user={user} isMe={user.id === meId} {...actions} />
          </Flex>
        </Box>
      ))}
    </Stack>
  );
}
