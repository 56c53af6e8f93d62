import { z } from 'zod';
import { CurrentUser, Dashboard, SettingsInput, SignedIn } from '../schemas/index.ts';
import { newPassword, optionalEmail, requiredText, validationMessages } from '../validation/index.ts';
import { mutation, query, type ProcedureDefinition } from './define.ts';

export * from './define.ts';

const nothing = z.object({}).strict().optional().default({});
const ok = z.object({ success: z.literal(true) });

const registerInput = z
  .object({
    username: requiredText(),
    password: newPassword(),
    confirm: requiredText(),
    token: requiredText(),
  })
  .superRefine((value, ctx) => {
    if (value.confirm !== value.password) {
      ctx.addIssue({ code: 'custom', path: ['confirm'], message: validationMessages.passwordsDontMatch });
    }
  });

/**
 * Every procedure of the API, declared once. Handlers, the CDK app, the web client and the
 * generated documentation all read this object.
 */
export const procedures = {
  version: query({
    access: 'public',
    summary: 'The deployed version and stage; the client refetches it when its connection comes back.',
    input: nothing,
    output: z.object({ version: z.string(), stage: z.string() }),
  }),
  'user.login': mutation({
    access: 'public',
    summary: 'Signs in with a user name and password; throttled per user name and per address.',
    input: z.object({ username: requiredText(), password: z.string({ error: () => validationMessages.required }).min(1, validationMessages.required) }),
    output: SignedIn,
  }),
  'user.register': mutation({
    access: 'public',
    summary: 'Creates an account from a single-use invitation and signs it in.',
    input: registerInput,
    output: SignedIn,
  }),
  'user.logout': mutation({
    access: 'client',
    summary: 'Ends the session: its token stops working at once.',
    input: nothing,
    output: ok,
  }),
  'user.refreshToken': mutation({
    access: 'client',
    summary: 'Issues a new token for the same session; refused for impersonation sessions.',
    input: nothing,
    output: SignedIn,
  }),
  'user.get': query({
    access: 'client',
    summary: 'The signed-in user read afresh from storage, with the profile fields the settings form needs.',
    input: nothing,
    output: CurrentUser,
  }),
  'dashboard.get': query({
    access: 'client',
    summary: "An asset's modules and flags; an institution may ask for its investees.",
    input: z.object({ assetUuid: z.uuid().nullish(), subentityUuid: z.uuid().nullish() }).optional().default({}),
    output: Dashboard,
  }),
  'feedback.send': mutation({
    access: 'client',
    summary: 'Stores a feedback message from a signed-in user.',
    input: z.object({ message: requiredText().pipe(z.string().max(5000, 'Too long')), email: optionalEmail() }),
    output: ok,
  }),
  'analytics.event': mutation({
    access: 'public',
    summary: 'Records a usage event; ignored for impersonation sessions.',
    input: z.object({
      deviceId: z.string().trim().min(1).max(100),
      screenHeight: z.number().int().nonnegative().max(100_000),
      screenWidth: z.number().int().nonnegative().max(100_000),
      event: z.object({
        type: z.string().trim().min(1).max(100),
        payload: z.record(z.string(), z.unknown()).optional().default({}),
      }),
    }),
    output: z.object({ recorded: z.boolean() }),
  }),
  'settings.update': mutation({
    access: 'staff',
    summary: "Updates the signed-in staff member's settings and answers a fresh token.",
    input: SettingsInput,
    output: SignedIn,
    invalidates: ['user.get', 'dashboard.get'],
  }),
  'file.download': query({
    access: 'client',
    summary: 'Reads a stored file after checking that the caller may see its asset.',
    input: z.object({ uuid: z.uuid() }),
    output: z.object({ name: z.string(), contentType: z.string(), content: z.string() }),
    skipRefetch: true,
  }),
} as const satisfies Record<string, ProcedureDefinition>;

export type Procedures = typeof procedures;
export type ProcedureName = keyof Procedures;
export type QueryName = { [N in ProcedureName]: Procedures[N]['kind'] extends 'query' ? N : never }[ProcedureName];
export type MutationName = Exclude<ProcedureName, QueryName>;
/** What a caller sends (before defaults and transforms). */
export type InputOf<N extends ProcedureName> = z.input<Procedures[N]['input']>;
/** What a handler receives (after parsing). */
export type ParsedInputOf<N extends ProcedureName> = z.output<Procedures[N]['input']>;
export type OutputOf<N extends ProcedureName> = z.output<Procedures[N]['output']>;

export const procedureNames = Object.keys(procedures) as ProcedureName[];

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
