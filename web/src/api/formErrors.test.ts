import { describe, expect, it } from 'vitest';
import { translatorFor } from '../i18n/translate.ts';
import { ApiError } from './client.ts';
import { formErrorsOf } from './formErrors.ts';

const en = translatorFor('en');
const fr = translatorFor('fr');
const fields = ['username', 'password'] as const;

describe('formErrorsOf', () => {
  it('puts field issues on their fields, in the user language, with no summary', () => {
    const error = new ApiError('BAD_REQUEST', 'Invalid input', [
      { path: ['username'], message: 'Required' },
      { path: ['password'], message: 'Required' },
    ], 'input');

    expect(formErrorsOf(error, fields, en)).toEqual({ fields: { username: ['Required'], password: ['Required'] }, summary: null });
    expect(formErrorsOf(error, fields, fr).fields.username).toEqual(['Requis']);
  });

  it('summarises a server error without issues', () => {
    const error = new ApiError('UNAUTHORIZED', 'Invalid username or password');

    expect(formErrorsOf(error, fields, en)).toEqual({ fields: {}, summary: 'Invalid username or password' });
    expect(formErrorsOf(error, fields, fr).summary).toBe('Nom d’utilisateur ou mot de passe incorrect');
  });

  it('keeps a message the catalogues do not know as the server wrote it', () => {
    const error = new ApiError('CONFLICT', 'This user name is taken');
    expect(formErrorsOf(error, fields, fr).summary).toBe('This user name is taken');
  });

  it('summarises issues on fields the form does not have', () => {
    const error = new ApiError('BAD_REQUEST', 'Invalid input', [{ path: ['token'], message: 'Required' }]);
    expect(formErrorsOf(error, fields, en)).toEqual({ fields: {}, summary: 'Invalid input' });
  });

  it('falls back to generic messages for empty and network failures', () => {
    expect(formErrorsOf(new ApiError('INTERNAL', ''), fields, en).summary).toBe('Something unexpected happened');
    expect(formErrorsOf(new ApiError('INTERNAL', '', [], 'network'), fields, fr).summary).toBe(
      'Le serveur est injoignable. Vérifiez votre connexion et réessayez.',
    );
    expect(formErrorsOf(null, fields, en)).toEqual({ fields: {}, summary: null });
  });
});
