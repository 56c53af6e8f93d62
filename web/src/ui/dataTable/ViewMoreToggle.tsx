import { Button, HStack } from '@chakra-ui/react';

export interface ViewMoreToggleProps {
  /** Rows the table has. */
  total: number;
  /** Rows it shows until 'view more' (the spec's tables show 5, the factor list's groups 7). */
  previewCount: number;
  expanded: boolean;
  onExpandedChange: (expanded: boolean) => void;
  moreLabel: string;
  lessLabel: string;
}

/** 'View more' under a table longer than its preview, then 'View less'; nothing for a table that fits. */
export function ViewMoreToggle({ total, previewCount, expanded, onExpandedChange, moreLabel, lessLabel }: ViewMoreToggleProps) {
  if (total <= previewCount) return null;
  return (
    <HStack gap={2}>
      {expanded ? (
        <Button size="xs" variant="ghost" onClick={() => onExpandedChange(false)}>
          {lessLabel}
        </Button>
      ) : (
        <Button size="xs" variant="outline" onClick={() => onExpandedChange(true)}>
          {moreLabel}
        </Button>
      )}
    </HStack>
  );
}
