/** Messages of the app area. Keys are `<area>.<view>.<element>`; French mirrors English. */
export const enApp = {
  'app.header.title': 'Cairn',
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

export const frApp: { readonly [K in keyof typeof enApp]: string } = {
  'app.header.title': 'Cairn',
  'app.header.language': 'Langue',
  'app.header.logout': 'Se déconnecter',
  'app.header.languageEn': 'English',
  'app.header.languageFr': 'Français',
  'app.error.title': 'Une erreur est survenue',
  'app.error.reload': 'Recharger',
  'form.error.title': 'Une erreur est survenue :',
  'form.error.unexpected': "Quelque chose d’inattendu s’est produit",
  'form.error.network': 'Le serveur est injoignable. Vérifiez votre connexion et réessayez.',
};
