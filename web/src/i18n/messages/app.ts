/** Messages of the app area. Keys are `<area>.<view>.<element>`; French mirrors English. */
export const enApp = {
  'app.header.title': 'Cairn',
  // The tab's title: the page's main heading, then the app.
  'app.title.page': '{page} · Cairn',
  'app.header.language': 'Language',
  'app.header.logout': 'Logout',
  'app.header.languageEn': 'English',
  'app.header.languageFr': 'Français',
  'app.error.title': 'An error has occurred',
  'app.error.reload': 'Reload',
  'form.error.title': 'An error occurred:',
  'form.error.unexpected': 'Something unexpected happened',
  'form.error.network': 'The server could not be reached. Check your connection and try again.',
} as const;
