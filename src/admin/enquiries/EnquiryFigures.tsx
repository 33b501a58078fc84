import { Flex, Text } from '@chakra-ui/react';
import type { EnquiryCounts } from './documents';

/** 'Chat n · E-mail n' for a count. */
export function EnquirySplit({ counts }: { counts: EnquiryCounts }) {
  return (
    <Flex gap="3" fontSize="xs" color="fg.muted" wrap="wrap">
      <Text as="span" data-testid="enquiry-chat">
        Chat {counts.chat}
      </Text>
      <Text as="span" data-testid="enquiry-email">
        E-mail {counts.email}
      </Text>
    </Flex>
  );
}
