/** Small pieces shared by the users table and cards: initials avatar, role and status badges, dates. */
import { Avatar, Badge, Box, Flex, Text } from '@chakra-ui/react';
import type { UserRole, UserStatus } from '../../../machines/userRules';
import { relativeTime } from '../../ui/format';
import { formatDate } from '../ui/dates';
import type { UserRow } from './users.documents';

/** 'Ann Bell Kamau' -> 'AK'; one word -> its first two letters. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '?';
  if (words.length === 1) return (words[0] as string).slice(0, 2).toUpperCase();
  return `${(words[0] as string)[0]}${(words.at(-1) as string)[0]}`.toUpperCase();
}

export const ROLE_LABELS: Record<UserRole, string> = { SUPER_ADMIN: 'Super Admin', ADMIN: 'Admin' };
export const STATUS_LABELS: Record<UserStatus, string> = { ACTIVE: 'Active', SUSPENDED: 'Suspended' };

/** SUPER_ADMIN has a distinct badge (docs/product.md §6). */
export function RoleBadge({ role }: { role: UserRole }) {
  return role === 'SUPER_ADMIN' ? (
    <Badge colorPalette="purple" variant="solid" data-testid="user-role">
      Super Admin
    </Badge>
  ) : (
    <Badge colorPalette="blue" variant="subtle" data-testid="user-role">
      Admin
    </Badge>
  );
}

export function UserStatusBadge({ status }: { status: UserStatus }) {
  return (
    <Badge colorPalette={status === 'ACTIVE' ? 'green' : 'red'} variant="subtle" data-testid="user-status">
      {STATUS_LABELS[status]}
    </Badge>
  );
}

/** The initials avatar, the name (with 'You' on one's own row) and the e-mail. */
export function UserIdentity({ user, isMe }: { user: UserRow; isMe: boolean }) {
  return (
    <Flex align="center" gap="3" minW="0">
      <Avatar.Root size="sm" colorPalette={user.role === 'SUPER_ADMIN' ? 'purple' : 'blue'} flexShrink={0}>
        <Avatar.Fallback aria-hidden>{initialsOf(user.name)}</Avatar.Fallback>
      </Avatar.Root>
      <Box minW="0">
        <Flex align="center" gap="2" wrap="wrap">
          <Text fontWeight="medium" data-testid="user-name" wordBreak="break-word">
            {user.name}
          </Text>
          {isMe && (
            <Badge size="sm" variant="outline">
              You
            </Badge>
          )}
        </Flex>
        <Text fontSize="sm" color="fg.muted" wordBreak="break-all" data-testid="user-email">
          {user.email}
        </Text>
      </Box>
    </Flex>
  );
}

/** A date with its relative time under it ('5 minutes ago'). */
export function DateCell({ iso }: { iso: string }) {
  return (
    <Box whiteSpace="nowrap">
      <Text>{formatDate(iso)}</Text>
      <Text fontSize="xs" color="fg.muted">
        {relativeTime(iso)}
      </Text>
    </Box>
  );
}
