import type { enApp } from './app.ts';

/** The app messages in French: the same keys as the English ones in app.ts. */
export const frApp: { readonly [K in keyof typeof enApp]: string } = {
  'app.header.title': 'Cairn',
  'app.title.page': '{page} · Cairn',
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
