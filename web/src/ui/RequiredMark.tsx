import { Text } from '@chakra-ui/react';

/**
 * The red star after a label whose answer is required, for the eye only: the control itself
 * says it is required to assistive technology.
 */
export function RequiredMark() {
  return (
    <Text as="span" color="fg.error" aria-hidden="true">
      {' *'}
    </Text>
  );
}
