/** Messages of who else is editing a field (web/src/admin/editing). Keys are `<area>.<view>.<element>`; French mirrors English. */
export const enEditing = {
  'editing.avatars.label': 'Also editing this field: {names}',
  'editing.avatars.tooltip': '{name}, editing since {time}',
} as const;
