import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { homeUrl } from '../routes';

export function NotFoundPage() {
  useEffect(() => {
    document.title = 'Page not found — Frame Shop';
  }, []);
  return (
    <Stack align="center" gap="4" py="24" px="4" textAlign="center">
      <Text fontSize="6xl" fontWeight="bold" color="gray.700" aria-hidden="true">
        404
      </Text>
      <Heading as="h1" size="2xl">
        Oops! Page not found
      </Heading>
      <Button asChild>
        <Link to={homeUrl()}>Return to Home</Link>
      </Button>
    </Stack>
  );
}
