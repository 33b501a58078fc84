import { Box, Flex, Heading, Text } from '@chakra-ui/react';
import { type ReactNode, useEffect } from 'react';

/** A back-office tab's title: '<screen> · Frame Shop admin' (tabs, history and bookmarks tell screens apart). */
export const adminTitle = (screen: string) => `${screen} · Frame Shop admin`;

/** Sets the tab's title to adminTitle(screen) while the screen is shown. */
export function useAdminTitle(screen: string) {
  useEffect(() => {
    document.title = adminTitle(screen);
  }, [screen]);
}

/**
 * A screen of the admin: its heading (docs/product.md §10.5: the screen's name), a subtitle, actions, content.
 * The tab is titled after the heading, or `tabTitle` where the heading alone would not say which screen.
 */
export function AdminPage({
  title,
  tabTitle,
  subtitle,
  actions,
  children,
}: {
  title: string;
  tabTitle?: string;
  subtitle?: ReactNode;
  actions?: ReactNode;
  children?: ReactNode;
}) {
  useAdminTitle(tabTitle ?? title);
  return (
    <Box>
      <Flex
        direction={{ base: 'column', md: 'row' }}
        justify="space-between"
        align={{ base: 'stretch', md: 'center' }}
        gap="3"
        mb="6"
      >
        <Box>
          <Heading as="h1" size="2xl">
            {title}
          </Heading>
          {subtitle && (
            <Text color="fg.muted" mt="1">
              {subtitle}
            </Text>
          )}
        </Box>
        {actions && (
          <Flex gap="2" wrap="wrap" data-testid="page-actions">
            {actions}
          </Flex>
        )}
      </Flex>
      {children}
    </Box>
  );
}
