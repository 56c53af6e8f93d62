/** Messages of the shared UI kit (web/src/ui). Keys are `<area>.<view>.<element>`; French mirrors English. */
export const enKit = {
  'kit.warningList.hide': 'Hide',
  'kit.warningList.show': 'Show',
  'kit.selectionStats.label': 'Selection statistics',
  'kit.selectionStats.count': 'Count',
  'kit.selectionStats.sum': 'Sum',
  'kit.selectionStats.average': 'Avg',
  'kit.selectionStats.min': 'Min',
  'kit.selectionStats.max': 'Max',
  'kit.selectionStats.copyHint': 'Click a figure to copy it.',
  'kit.selectionStats.copied': 'Copied: {value}',
  'kit.selectionStats.copyFailed': 'Could not copy {value}: select the figure and copy it yourself.',
} as const;
