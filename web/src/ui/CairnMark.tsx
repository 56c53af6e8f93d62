import { chakra } from '@chakra-ui/react';

/** The product's mark: a cairn of four stones (the same drawing as the favicon). */
export function CairnMark({ size = 28 }: { size?: number }) {
  return (
    <chakra.svg viewBox="0 0 32 32" width={`${size}px`} height={`${size}px`} aria-hidden="true" flexShrink={0}>
      <ellipse cx="16" cy="26" rx="12" ry="4.5" fill="#2f5d50" />
      <ellipse cx="16" cy="18" rx="9" ry="3.8" fill="#3f7a68" />
      <ellipse cx="16" cy="11" rx="6.5" ry="3.2" fill="#5a9a84" />
      <ellipse cx="16" cy="5.5" rx="4" ry="2.4" fill="#7fb8a3" />
    </chakra.svg>
  );
}
