import { mkdir } from 'node:fs/promises';
import { env as cairnEnv } from '@cairn/shared/storage';
import { emulatedSesEndpoint, useCairnSettings, useEmulatorEndpoints } from './awsEnvironment.ts';
import { ensureBucket, ensureTable, startEmulators, type Service } from './emulators.ts';
import { startGateway } from './gateway.ts';
import { localJwtSecret } from './jwtSecret.ts';
import { Invoker, type HandlerResolver } from './lambda.ts';
import { startScheduler } from './scheduler.ts';
import { startSesEventPoller } from './sesEvents.ts';

export interface LocalStackOptions<S> {
  /** The gateway's port; 0 picks a free one. */
  port: number;
  /** Where DynamoDB, S3, the JWT secret and the SES event memory persist. */
  dataDir: string;
  /** False reuses emulators already running, reached through the AWS_ENDPOINT_URL_* variables. */
  withEmulators?: boolean;
  /** Emulator ports; defaults 8000 (DynamoDB), 4569 (S3), 8005 (SES); 0 picks free ones. */
  emulatorPorts?: Partial<Record<Service, number>>;
  webDir?: string;
  host?: string;
  trustProxy?: boolean;
  resolveHandler?: HandlerResolver;
  /** Runs once table and bucket exist, before the gateway opens; its result is handed back. */
  seed?: () => Promise<S>;
}

export interface LocalStack<S> {
  url: string;
  port: number;
  /** The SES emulator's page listing sent mail, when the SES emulator is the local one. */
  mailViewerUrl: string | undefined;
  seeded: S | undefined;
  stop(): Promise<void>;
}

type Stopper = () => Promise<void>;

/**
 * For the processes that run the stack (npm start, the browser tests' stack): a promise a
 * handler left unawaited that fails is logged, not fatal. In Lambda it would fail one
 * invocation; here Node's default would end the process and every request after it.
 */
export function logUnhandledRejections(): void {
  process.on('unhandledRejection', (reason) => console.error('[stack] a promise nobody awaited failed:', reason));
}

/** Runs stoppers last-started first, each awaited, so nothing loses a dependency mid-request. */
async function stopAll(stoppers: Stopper[]): Promise<void> {
  for (const stop of [...stoppers].reverse()) {
    await stop().catch((error: unknown) => console.error('[stack] stopping failed:', error));
  }
}

/**
 * The whole application on one machine: emulators (or LocalStack), the handler environment,
 * table and bucket, the gateway, SES delivery events and the campaign schedule.
 * Used by `npm start` and by tests that need the full stack.
 */
export async function startLocalStack<S = void>(options: LocalStackOptions<S>): Promise<LocalStack<S>> {
  const stoppers: Stopper[] = [];
  try {
    await mkdir(options.dataDir, { recursive: true });
    const jwtSecret = process.env[cairnEnv.jwtSecret] ?? (await localJwtSecret(options.dataDir));

    if (options.withEmulators ?? true) {
      const emulators = await startEmulators({ dataDir: options.dataDir, ports: options.emulatorPorts });
      stoppers.push(emulators.stop);
      useEmulatorEndpoints(emulators.embedded ? emulators.endpoints : {});
    } else {
      useEmulatorEndpoints({});
    }
    const settings = {
      table: process.env[cairnEnv.table] ?? 'cairn',
      bucket: process.env[cairnEnv.bucket] ?? 'cairn-files',
      jwtSecret,
      stage: process.env[cairnEnv.stage] ?? 'local',
      mailFrom: process.env[cairnEnv.mailFrom] ?? 'no-reply@cairn.local',
      sesConfigurationSet: process.env[cairnEnv.sesConfigurationSet] ?? 'cairn-local',
    };
    useCairnSettings(settings);
    // The SES emulator sends from any address, so no sender identity needs verifying.
    await Promise.all([ensureTable(settings.table), ensureBucket(settings.bucket)]);
    const seeded = options.seed ? await options.seed() : undefined;

    const invoker = new Invoker(options.resolveHandler);
    const gateway = await startGateway({
      port: options.port,
      host: options.host,
      webDir: options.webDir,
      trustProxy: options.trustProxy,
      // Set by whoever serves the stack under another address (a proxy, a tunnel).
      appOrigin: process.env[cairnEnv.appOrigin] || undefined,
      invoker,
    });
    stoppers.push(gateway.close);

    const sesEndpoint = emulatedSesEndpoint();
    if (sesEndpoint) {
      const poller = startSesEventPoller({ sesEndpoint, dataDir: options.dataDir, invoker, defaultConfigurationSet: settings.sesConfigurationSet });
      stoppers.push(poller.stop);
    }
    const scheduler = startScheduler({ invoker });
    stoppers.push(scheduler.stop);

    return {
      url: gateway.url,
      port: gateway.port,
      mailViewerUrl: sesEndpoint ? `${sesEndpoint}/` : undefined,
      seeded,
      stop: () => stopAll(stoppers),
    };
  } catch (error) {
    await stopAll(stoppers);
    throw error;
  }
}
