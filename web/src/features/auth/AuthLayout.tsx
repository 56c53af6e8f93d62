import { Box, Card, Center, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { CairnMark } from '../../ui/CairnMark.tsx';

/** The centred card that the anonymous pages (sign-in, registration) share. */
export function AuthLayout({ title, subtitle, children }: { title: string; subtitle?: string; children: ReactNode }) {
  return (
    <Center px={4} py={{ base: 8, md: 16 }}>
      <Card.Root width="full" maxW="420px" variant="elevated">
        <Card.Header>
          <Stack gap={3}>
            <HStack gap={2}>
              <CairnMark size={32} />
              <Text fontWeight="semibold" fontSize="lg" letterSpacing="tight">
                Cairn
              </Text>
            </HStack>
            <Box>
              <Heading as="h1" size="xl">
                {title}
              </Heading>
              {subtitle ? (
                <Text color="fg.muted" textStyle="sm" mt={1}>
                  {subtitle}
                </Text>
              ) : null}
            </Box>
          </Stack>
        </Card.Header>
        <Card.Body>{children}</Card.Body>
      </Card.Root>
    </Center>
  );
}
