/**
 * HTTP routes that are not procedures: raw responses such as images. Each has its own
 * handler module and Lambda.
 */
export const httpRoutes = [
  {
    id: 'images',
    method: 'GET',
    path: '/api/images/{file}',
    handlerPath: 'functions/src/http/images.ts',
    summary: 'Public webp images (profile pictures, action cards) by uuid: /api/images/{uuid}.webp',
  },
] as const;

/** Handlers that are not behind the HTTP API. */
export const eventHandlers = {
  wsConnect: 'events/src/ws/connect.ts',
  wsDisconnect: 'events/src/ws/disconnect.ts',
  wsDefault: 'events/src/ws/default.ts',
  sesEvents: 'events/src/ses/deliveryEvents.ts',
  campaigns: 'events/src/campaigns/run.ts',
} as const;
