/** Messages of the shared UI kit (web/src/ui). Keys are `<area>.<view>.<element>`; French mirrors English. */
export const enKit = {
  'kit.warningList.hide': 'Hide',
  'kit.warningList.show': 'Show',
} as const;
