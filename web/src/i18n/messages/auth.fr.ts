import type { enAuth } from './auth.ts';

/** The auth messages in French: the same keys as the English ones in auth.ts. */
export const frAuth: { readonly [K in keyof typeof enAuth]: string } = {
  'auth.login.title': 'Connexion',
  'auth.login.subtitle': 'La comptabilité carbone de votre entreprise et de votre portefeuille.',
  'auth.login.username': "Nom d’utilisateur",
  'auth.login.password': 'Mot de passe',
  'auth.login.submit': 'Se connecter',
  'auth.register.title': 'Créez votre compte',
  'auth.register.subtitle': 'Choisissez un mot de passe pour finaliser votre accès.',
  'auth.register.invalidUrl': 'URL invalide',
  'auth.register.invalidUrlHint': "Ouvrez à nouveau le lien de votre e-mail d’invitation, ou demandez-en un nouveau à votre contact.",
  'auth.register.username': "Nom d’utilisateur",
  'auth.register.password': 'Mot de passe',
  'auth.register.confirm': 'Confirmez le mot de passe',
  'auth.register.rulesTitle': 'Votre mot de passe doit contenir :',
  'auth.register.ruleLength': 'au moins 12 caractères',
  'auth.register.ruleBytes': 'moins de 72 octets',
  'auth.register.ruleDigits': 'aucune suite de 3 chiffres ou plus',
  'auth.register.ruleDistinct': 'au moins 8 caractères différents',
  'auth.register.ruleMet': 'respecté',
  'auth.register.ruleNotMet': 'non respecté',
  'auth.register.submit': 'Créer le compte',
  'auth.register.toLogin': 'Retour à la connexion',
};
