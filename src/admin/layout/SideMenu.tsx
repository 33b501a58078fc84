import { Badge, Box, Button, chakra, Flex, Stack, Text } from '@chakra-ui/react';
import { NavLink } from 'react-router-dom';
import { useQuery } from 'urql';
import { MessageStatsQuery } from '../../api/documents/admin';
import { Session, useSessionUser } from '../session/SessionProvider';
import { navItems } from './navItems';

const roleLabel = { SUPER_ADMIN: 'Super Admin', ADMIN: 'Admin' } as const;

const Link = chakra(NavLink);

/** The admin's navigation, the signed-in user's name and role, and Logout (side bar and slide-out alike). */
export function SideMenu({ onNavigate }: { onNavigate?: () => void }) {
  const user = useSessionUser();
  const session = Session.useActorRef();
  const [stats] = useQuery({ query: MessageStatsQuery });
  const unread = stats.data?.messageStats.unread ?? 0;
  // Until the count first arrives there is no badge, as for none unread: the link says it is loading.
  const counting = stats.fetching && !stats.data;
  return (
    <Flex direction="column" h="full" gap="4">
      <Box px="3" pt="1">
        <Text fontWeight="bold" fontSize="lg">
          Frame Shop
        </Text>
        <Text fontSize="xs" color="fg.muted">
          Back-office
        </Text>
      </Box>
      <chakra.nav aria-label="Admin" flex="1">
        <Stack as="ul" gap="1" listStyleType="none">
          {navItems
            .filter((item) => !('role' in item) || item.role === user?.role)
            .map((item) => (
              <li key={item.to}>
                <Link
                  to={item.to}
                  onClick={onNavigate}
                  display="flex"
                  alignItems="center"
                  justifyContent="space-between"
                  px="3"
                  py="2"
                  borderRadius="md"
                  fontWeight="medium"
                  color="fg"
                  _hover={{ bg: 'bg.muted' }}
                  css={{ '&[aria-current=page]': { bg: 'blue.50', color: 'blue.800' } }}
                  aria-busy={'badge' in item && counting ? true : undefined}
                >
                  {item.label}
                  {'badge' in item && unread > 0 && (
                    <Badge
                      colorPalette="red"
                      variant="solid"
                      aria-label={`${unread} unread`}
                      data-testid="unread-count"
                    >
                      {unread}
                    </Badge>
                  )}
                </Link>
              </li>
            ))}
        </Stack>
      </chakra.nav>
      {user && (
        <Box borderTopWidth="1px" pt="4" px="3">
          <Text fontWeight="medium" data-testid="signed-in-user">
            {user.name}
          </Text>
          <Text fontSize="sm" color="fg.muted" truncate>
            {user.email}
          </Text>
          <Badge mt="1" colorPalette={user.role === 'SUPER_ADMIN' ? 'purple' : 'blue'}>
            {roleLabel[user.role]}
          </Badge>
          <Button
            mt="3"
            w="full"
            variant="outline"
            size="sm"
            onClick={() => session.send({ type: 'logout' })}
          >
            Logout
          </Button>
        </Box>
      )}
    </Flex>
  );
}
