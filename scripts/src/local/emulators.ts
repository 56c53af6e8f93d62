import { join } from 'node:path';
import { startDynamoDbLocal } from './dynamodbLocal.ts';
import { concretePort } from './net.ts';
import { startS3Emulator } from './s3Emulator.ts';
import { startSesEmulator } from './sesEmulator.ts';

export { ensureBucket, ensureTable, type ClientConfig } from './resources.ts';

export type Service = 'dynamodb' | 's3' | 'ses';

export const defaultPorts: Record<Service, number> = { dynamodb: 8000, s3: 4569, ses: 8005 };

export interface Emulators {
  endpoints: Record<Service, string>;
  /**
   * True when this process started the emulators. False under LocalStack (`AWS_ENDPOINT_URL`),
   * which serves every service at one endpoint and has no SES mail store of the emulator's shape.
   */
  embedded: boolean;
  stop(): Promise<void>;
}

export interface EmulatorOptions {
  /** DynamoDB's file goes to `<dataDir>/dynamodb`, S3 objects to `<dataDir>/s3`. */
  dataDir: string;
  /** 0 picks a free port. */
  ports?: Partial<Record<Service, number>>;
}

interface Running {
  endpoint: string;
  stop(): Promise<void>;
}

/**
 * Starts DynamoDB Local, s3rver and the SES emulator side by side (Java takes seconds, the other
 * two milliseconds) and resolves once all three answer. With `AWS_ENDPOINT_URL` set nothing is
 * started: LocalStack already serves every service there.
 */
export async function startEmulators({ dataDir, ports = {} }: EmulatorOptions): Promise<Emulators> {
  const external = process.env.AWS_ENDPOINT_URL;
  if (external) {
    return { endpoints: { dynamodb: external, s3: external, ses: external }, embedded: false, stop: async () => {} };
  }
  const port = (service: Service) => concretePort(ports[service] ?? defaultPorts[service]);
  const starts: Record<Service, Promise<Running>> = {
    dynamodb: port('dynamodb').then((p) => startDynamoDbLocal({ port: p, dir: join(dataDir, 'dynamodb') })),
    s3: port('s3').then((p) => startS3Emulator({ port: p, dir: join(dataDir, 's3') })),
    ses: port('ses').then((p) => startSesEmulator({ port: p })),
  };
  const services = Object.keys(starts) as Service[];
  const settled = await Promise.allSettled(services.map((service) => starts[service]));
  const running = settled.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const stop = async () => {
    await Promise.all(running.map((emulator) => emulator.stop()));
  };
  const failure = settled.find((result) => result.status === 'rejected');
  if (failure) {
    await stop();
    throw failure.reason;
  }
  const endpoints = Object.fromEntries(services.map((service, i) => [service, (running[i] as Running).endpoint])) as Record<Service, string>;
  return { endpoints, embedded: true, stop };
}
