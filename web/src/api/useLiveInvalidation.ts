import { isStaff } from '@cairn/shared/access';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSession } from '../auth/authContext.ts';
import { applyInvalidations, queryKeyFor } from './client.ts';
import { browserSocket, channelUrl, openLiveChannel } from './live.ts';
import { liveConnection } from './liveConnection.ts';

/**
 * Keeps this tab's cached answers in step with changes made elsewhere: the server pushes the
 * names of the queries a mutation made stale, and they are refetched. `assetUuid` joins the
 * channel of an investee the user is viewing. After a drop the channel reconnects; the version
 * is read again then, since the server may have been redeployed meanwhile.
 */
export function useLiveInvalidation(assetUuid?: string): void {
  const queryClient = useQueryClient();
  const session = useSession();
  const token = session?.token ?? null;
  // Staff learn their connection's id, which they name when they say they are editing a field.
  const staff = isStaff(session?.user);

  useEffect(() => {
    if (!token) return undefined;
    const channel = openLiveChannel({
      url: channelUrl(window.location.origin, token, assetUuid),
      open: browserSocket,
      onInvalidate: (names) => void applyInvalidations(queryClient, names),
      onReconnect: () => void queryClient.invalidateQueries({ queryKey: queryKeyFor('version', {}).slice(0, 1) }),
      onConnection: staff ? liveConnection.set : undefined,
    });
    return () => channel.close();
  }, [queryClient, token, assetUuid, staff]);
}
