import { procedures } from '@cairn/shared/contract';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/client.ts';
import { formErrorsOf } from '../api/formErrors.ts';
import { translatorFor } from '../i18n/translate.ts';
import { checkFile } from '../ui/fileDrop/fileChecks.ts';
import {
  canRemovePicture,
  hasUnsavedChanges,
  initialSettingsValues,
  pictureRule,
  profilePictureUrl,
  settingsFieldNames,
  settingsInputOf,
  shownPicture,
  type SettingsSource,
  type SettingsValues,
} from './settingsForm.ts';

const sessionUser: SettingsSource = {
  username: 'analyst',
  firstName: 'Camille',
  lastName: 'Laurent',
  backgroundImage: null,
  characterUniverse: null,
  email: null,
  phone: null,
  slackId: null,
  hubspotId: null,
  feminizeTitle: false,
  profilePictureUuid: null,
};

const filled: SettingsValues = {
  firstName: 'Camille',
  lastName: 'Laurent',
  feminizeTitle: true,
  email: 'camille.laurent@example.com',
  phone: '+33 1 99 00 13 01',
  slackId: 'U012345',
  hubspotId: '4242',
  backgroundImage: 'https://images.example.com/alps.jpg',
  characterUniverse: 'Moomins',
};

const keep = { action: 'KEEP' } as const;
const settingsInput = procedures['settings.update'].input;

describe('initialSettingsValues', () => {
  it('starts from the session user, with empty text where it has nothing', () => {
    expect(initialSettingsValues(sessionUser)).toEqual({
      firstName: 'Camille',
      lastName: 'Laurent',
      feminizeTitle: false,
      email: '',
      phone: '',
      slackId: '',
      hubspotId: '',
      backgroundImage: '',
      characterUniverse: '',
    });
  });

  it('takes the contact details and title preference when the source has them', () => {
    const values = initialSettingsValues({
      ...sessionUser,
      email: 'camille.laurent@example.com',
      phone: '+33 1 99 00 13 01',
      slackId: 'U012345',
      hubspotId: '4242',
      feminizeTitle: true,
      backgroundImage: 'https://images.example.com/alps.jpg',
      characterUniverse: 'Moomins',
    });
    expect(values).toEqual(filled);
  });
});

describe('settingsInputOf', () => {
  it('sends every field, the picture change and nothing else (the username is read-only)', () => {
    const input = settingsInputOf(filled, keep);
    expect(input).toEqual({ ...filled, profilePicture: { action: 'KEEP' } });
    expect(input).not.toHaveProperty('username');
  });

  it('gives the contract what it stores: trimmed text, null for blanks and for no background image', () => {
    const parsed = settingsInput.parse(
      settingsInputOf({ ...filled, firstName: '  Camille ', phone: '   ', backgroundImage: '', characterUniverse: '' }, keep),
    );
    expect(parsed).toMatchObject({ firstName: 'Camille', phone: null, backgroundImage: null, characterUniverse: null });
  });

  it('sends a new picture as CREATE_OR_UPDATE with its data URL, and a removal as DELETE', () => {
    const content = 'data:image/webp;base64,UklGRiQAAABXRUJQ';
    expect(settingsInputOf(filled, { action: 'CREATE_OR_UPDATE', content }).profilePicture).toEqual({
      action: 'CREATE_OR_UPDATE',
      content,
    });
    expect(settingsInputOf(filled, { action: 'DELETE' }).profilePicture).toEqual({ action: 'DELETE' });
    expect(settingsInput.safeParse(settingsInputOf(filled, { action: 'CREATE_OR_UPDATE', content })).success).toBe(true);
  });

  it('lets the contract report a wrong email and a background image that is not a web address on their fields', () => {
    const checked = settingsInput.safeParse(settingsInputOf({ ...filled, email: 'camille', backgroundImage: 'ftp://x.example' }, keep));
    expect(checked.success).toBe(false);
    const fields = checked.error?.issues.map((issue) => issue.path[0]);
    expect(fields).toEqual(expect.arrayContaining(['email', 'backgroundImage']));
    expect(fields?.every((field) => settingsFieldNames.some((name) => name === field))).toBe(true);
  });
});

describe('hasUnsavedChanges', () => {
  it('is false while nothing changed, and for changes in surrounding spaces only', () => {
    expect(hasUnsavedChanges(filled, { ...filled }, keep)).toBe(false);
    expect(hasUnsavedChanges(filled, { ...filled, firstName: ' Camille ' }, keep)).toBe(false);
  });

  it('is true for an edited field, the title switch, or any picture change', () => {
    expect(hasUnsavedChanges(filled, { ...filled, phone: '' }, keep)).toBe(true);
    expect(hasUnsavedChanges(filled, { ...filled, feminizeTitle: false }, keep)).toBe(true);
    expect(hasUnsavedChanges(filled, filled, { action: 'DELETE' })).toBe(true);
    expect(hasUnsavedChanges(filled, filled, { action: 'CREATE_OR_UPDATE', content: 'data:image/webp;base64,AA==' })).toBe(true);
  });
});

describe('the shown picture', () => {
  const uuid = '3f6d1c2e-8a4b-4c5d-9e6f-7a8b9c0d1e2f';

  it('shows the new picture, nothing after a removal, else the stored one when known', () => {
    const content = 'data:image/webp;base64,AA==';
    expect(shownPicture({ ...sessionUser, profilePictureUuid: uuid }, keep)).toBe(`/api/images/${uuid}.webp`);
    expect(shownPicture({ ...sessionUser, profilePictureUuid: uuid }, { action: 'DELETE' })).toBeNull();
    expect(shownPicture(sessionUser, { action: 'CREATE_OR_UPDATE', content })).toBe(content);
    expect(shownPicture(sessionUser, keep)).toBeNull();
  });

  it('offers a removal only when there is a stored or a new picture', () => {
    expect(canRemovePicture({ ...sessionUser, profilePictureUuid: null }, keep)).toBe(false);
    expect(canRemovePicture({ ...sessionUser, profilePictureUuid: uuid }, keep)).toBe(true);
    expect(canRemovePicture(sessionUser, { action: 'DELETE' })).toBe(false);
    expect(canRemovePicture({ ...sessionUser, profilePictureUuid: null }, { action: 'CREATE_OR_UPDATE', content: 'x' })).toBe(true);
  });

  it('reads stored pictures from the public image route', () => {
    expect(profilePictureUrl(uuid)).toBe(`/api/images/${uuid}.webp`);
  });
});

describe('settings errors from the server', () => {
  const fr = translatorFor('fr');

  it('put the settings messages on their fields in French, by the keys they came with', () => {
    const error = new ApiError(
      'BAD_REQUEST',
      'Invalid input',
      [
        { path: ['backgroundImage'], message: 'Invalid URL' },
        { path: ['profilePicture', 'content'], message: 'The picture is larger than 1 MB' },
        { path: ['email'], message: 'Invalid email' },
      ],
      'input',
    );
    const errors = formErrorsOf(error, settingsFieldNames, fr);
    expect(errors).toEqual({
      fields: { backgroundImage: ['URL invalide'], profilePicture: ['La photo dépasse 1 Mo'], email: ['E-mail invalide'] },
      summary: null,
    });
  });
});

describe("the picture's file checks", () => {
  const mb = 1024 * 1024;
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  const picture = (name: string, head: readonly number[], size = head.length) => {
    const content = new Uint8Array(size);
    content.set(head);
    return new File([content], name);
  };

  it('takes png, jpeg, webp and gif images up to 5 MB', async () => {
    expect(await checkFile(picture('me.png', png, 5 * mb), pictureRule)).toBeNull();
    expect(await checkFile(picture('me.JPG', [0xff, 0xd8, 0xff, 0xe0]), pictureRule)).toBeNull();
    expect(await checkFile(picture('me.webp', [...'RIFF\0\0\0\0WEBP'].map((character) => character.charCodeAt(0))), pictureRule)).toBeNull();
    expect(await checkFile(picture('me.gif', [...'GIF89a'].map((character) => character.charCodeAt(0))), pictureRule)).toBeNull();
  });

  it('refuses other types, larger files and a file whose content is not the image its name says', async () => {
    expect((await checkFile(picture('me.svg', [0x3c, 0x73, 0x76, 0x67]), pictureRule))?.key).toBe('server.import.invalidFileType');
    expect((await checkFile(picture('me.pdf', [0x25, 0x50, 0x44, 0x46, 0x2d]), pictureRule))?.key).toBe('server.import.invalidFileType');
    expect((await checkFile(picture('me.png', png, 5 * mb + 1), pictureRule))?.key).toBe('server.file.tooLarge');
    expect((await checkFile(picture('me.png', [0xff, 0xd8, 0xff, 0xe0]), pictureRule))?.key).toBe('server.file.contentMismatch');
  });
});
