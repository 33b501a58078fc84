import { Card, Flex, Heading } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A titled card (the dashboard's sections, the performance and enquiry cards). */
export function Section({
  title,
  action,
  children,
  testId,
}: {
  title: string;
  action?: ReactNode;
  children: ReactNode;
  testId?: string;
}) {
  const id = `dashboard-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <Card.Root as="section" aria-labelledby={id} data-testid={testId} size="sm" h="full">
      <Card.Header>
        <Flex justify="space-between" align="center" gap="2" wrap="wrap">
          <Heading as="h2" size="md" id={id}>
            {title}
          </Heading>
          {action}
        </Flex>
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card.Root>
  );
}
