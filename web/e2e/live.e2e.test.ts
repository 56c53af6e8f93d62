/**
 * Live invalidation, end to end: a change made in one browser reaches another without a
 * reload. The analyst renames herself in the admin app; the client, whose home lists her as a
 * consultant, sees the new name pushed over the websocket. The name is put back at the end.
 */
import { describe, expect, it } from 'vitest';
import { animationsSettled, saveFirstName, screenshot, signIn, useBrowser } from './helpers.ts';

const browser = useBrowser();

describe('live invalidation', () => {
  it("shows a consultant's new name on the client's open home page, without a reload", async () => {
    const analyst = await browser.newPage();
    const client = await browser.newPage();
    // The client's channel opens with its signed-in page; the push must not go out before it listens.
    const channel = client.waitForEvent('websocket', { predicate: (socket) => new URL(socket.url()).pathname === '/api/events' });
    await Promise.all([signIn(analyst, 'analyst'), signIn(client, 'client')]);
    await channel;

    const contacts = client.getByRole('region', { name: 'Your contacts' });
    await contacts.getByText('Camille Laurent', { exact: true }).waitFor();
    // A reload would also show the new name: count page loads to prove there was none.
    let loads = 0;
    client.on('load', () => (loads += 1));

    try {
      await saveFirstName(analyst, 'Camilla');
      const renamed = contacts.getByText('Camilla Laurent', { exact: true });
      await renamed.waitFor();
      expect(await contacts.getByText('Camille Laurent', { exact: true }).count()).toBe(0);
      await animationsSettled(client);
      await screenshot(client, '01-client-sees-new-name');
    } finally {
      await saveFirstName(analyst, 'Camille');
    }
    // The change back arrives the same way.
    await contacts.getByText('Camille Laurent', { exact: true }).waitFor();
    expect(loads).toBe(0);
    expect(client.url()).toMatch(/\/$/);
  });
});
