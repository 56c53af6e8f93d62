import { formatEmissions } from '@cairn/shared/format';
import { Box, HStack, Stack, Text } from '@chakra-ui/react';
import { columnValueKgCo2e, layoutWaterfall, waterfallScalePx, type WaterfallColumn } from './comparisonModel.ts';

/** Room above the scale for labels placed on top of the bars: one line, or two on narrow bars. */
const labelRoomPx = { oneLine: 24, twoLines: 40 } as const;
/** Bars narrower than this put a label on top on two lines, the unit under the figure ('4,571' over 'tCO2e'), so neighbours' labels never overlap. */
const twoLineBarWidthPx = 80;

function barColor(column: WaterfallColumn): string {
  if (column.kind === 'total') return 'teal.600';
  if (column.kind === 'subtotal') return 'teal.300';
  return column.toKgCo2e > column.fromKgCo2e ? 'red.400' : 'green.500';
}

/** A signed value for a step ('+1.2 tCO2e'), the plain level for a total. */
export function waterfallValueText(column: WaterfallColumn, locale: string): string {
  const value = columnValueKgCo2e(column);
  const text = formatEmissions(value, locale).text;
  return column.kind === 'step' && value > 0 ? `+${text}` : text;
}

/**
 * A waterfall of levels and steps on a 200 px scale, drawn with boxes (spec 2 section 9 sizes);
 * `highlightKey` outlines one column (a plan's focused action).
 */
export function Waterfall({ columns, label, locale, highlightKey }: { columns: readonly WaterfallColumn[]; label: string; locale: string; highlightKey?: string | undefined }) {
  const layout = layoutWaterfall(columns);
  const twoLines = layout.labelsOnTop && layout.barWidthPx < twoLineBarWidthPx;
  const labelRoom = twoLines ? labelRoomPx.twoLines : labelRoomPx.oneLine;
  return (
    <Box as="figure" aria-label={label} overflowX="auto" pb={2}>
      <HStack align="flex-start" gap={3} minW="max-content">
        {layout.bars.map((bar) => {
          const valueText = waterfallValueText(bar.column, locale);
          const inside = !layout.labelsOnTop;
          return (
            <Stack key={bar.column.key} gap={1} w={`${String(layout.barWidthPx)}px`} align="center">
              <Box position="relative" h={`${String(waterfallScalePx + labelRoom)}px`} w="full">
                <Box
                  position="absolute"
                  left={0}
                  right={0}
                  bottom={`${String(layout.zeroPx)}px`}
                  borderBottomWidth="1px"
                  borderColor="border.emphasized"
                />
                <Box
                  position="absolute"
                  left={0}
                  right={0}
                  bottom={`${String(bar.bottomPx)}px`}
                  h={`${String(Math.max(bar.heightPx, 2))}px`}
                  bg={barColor(bar.column)}
                  outline={bar.column.key === highlightKey ? '3px solid' : undefined}
                  outlineColor="orange.500"
                  outlineOffset="2px"
                  borderRadius="sm"
                  display="flex"
                  alignItems="center"
                  justifyContent="center"
                >
                  {inside ? (
                    <Text textStyle="xs" fontWeight="semibold" color="white" textAlign="center" px={1}>
                      {valueText}
                    </Text>
                  ) : null}
                </Box>
                {inside ? null : (
                  <Text
                    position="absolute"
                    left={0}
                    right={0}
                    bottom={`${String(bar.bottomPx + Math.max(bar.heightPx, 2) + 2)}px`}
                    textStyle="xs"
                    fontWeight="semibold"
                    textAlign="center"
                    whiteSpace={twoLines ? 'pre-line' : 'nowrap'}
                  >
                    {twoLines ? valueText.replace(/\s(?=\S+$)/u, '\n') : valueText}
                  </Text>
                )}
              </Box>
              <Text textStyle="xs" textAlign="center" fontWeight={bar.column.kind === 'step' && bar.column.key !== highlightKey ? 'normal' : 'semibold'}>
                {bar.column.label}
              </Text>
              {bar.column.hint ? (
                <Text textStyle="2xs" color="fg.muted" textAlign="center">
                  {bar.column.hint}
                </Text>
              ) : null}
            </Stack>
          );
        })}
      </HStack>
    </Box>
  );
}
